//! The form and the result page as a person uses them: Debian's chromium, driven over
//! WebDriver (chromedriver), loads the form, uploads a page with an error, reads the
//! result, and follows the message's link to its source line. Screenshots of the form
//! and the result are written to the test's temporary directory (and to
//! `OMITTAG_SCREENSHOTS`, a directory, when set: the README's come from there).
//!
//! Needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (`apt-get install chromium
//! chromium-driver`; `.ci/run` installs them), or `CHROMEDRIVER` and `CHROMIUM` naming
//! them. Without them the test says so and passes, except under CI (`CI` set), where
//! it fails.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{ClientBuilder, Locator};
use omittag_web::{Limits, Server};

/// A page with one error, on line 3.
const BAD: &str =
    "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>Known errors</title>\n<p>One<tabel>two\n";

/// chromedriver, stopped when dropped.
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn program(variable: &str, default: &str) -> Option<PathBuf> {
    let path = std::env::var_os(variable).map_or_else(|| PathBuf::from(default), PathBuf::from);
    path.exists().then_some(path)
}

/// A port free on 127.0.0.1 a moment ago.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[tokio::test]
async fn a_person_validates_a_page_in_the_browser() {
    let (Some(chromedriver), Some(chromium)) = (
        program("CHROMEDRIVER", "/usr/bin/chromedriver"),
        program("CHROMIUM", "/usr/bin/chromium"),
    ) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromium and chromedriver are needed under CI: apt-get install chromium chromium-driver"
        );
        eprintln!("browser test not run: no /usr/bin/chromium or /usr/bin/chromedriver");
        return;
    };
    let port = free_port();
    let _driver = Driver(
        Command::new(&chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
    let server = Server::bind("127.0.0.1:0".parse().unwrap(), Limits::default())
        .await
        .unwrap();
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.run());

    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1000,1300"],
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let started = Instant::now();
    let client = loop {
        match ClientBuilder::new(connector.clone())
            .capabilities(capabilities.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
        {
            Ok(client) => break client,
            Err(error) if started.elapsed() > Duration::from_secs(30) => panic!("no WebDriver session: {error}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    };
    let screenshots = [
        Some(PathBuf::from(env!("CARGO_TARGET_TMPDIR"))),
        std::env::var_os("OMITTAG_SCREENSHOTS").map(PathBuf::from),
    ];
    let save = |name: &str, png: &[u8]| {
        for dir in screenshots.iter().flatten() {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(dir.join(name), png).unwrap();
        }
    };

    let page = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("known-errors.html");
    std::fs::write(&page, BAD).unwrap();
    client.goto(&format!("http://{addr}/")).await.unwrap();
    assert_eq!(client.title().await.unwrap(), "Validate a document – omittag");
    let file = client.find(Locator::Css("#file")).await.unwrap();
    file.send_keys(page.to_str().unwrap()).await.unwrap();
    save("web-form.png", &client.screenshot().await.unwrap());
    client
        .find(Locator::Css("button[type=submit]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();

    let heading = client.wait().for_element(Locator::Css("h1")).await.unwrap();
    assert_eq!(heading.text().await.unwrap(), "Result for known-errors.html");
    let verdict = client
        .find(Locator::Css("p.verdict"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(verdict, "invalid HTML 4.01 Strict: 1 error, 1 warning");
    let error = client.find(Locator::Css("ol.messages li.error")).await.unwrap();
    let text = error.text().await.unwrap();
    assert!(text.contains("line 3, column 13"), "{text}");
    assert!(text.contains("the DTD declares no element type TABEL"), "{text}");
    assert!(text.contains("Hint: did you mean TABLE?"), "{text}");
    assert!(text.contains("Fix: Correct the spelling"), "{text}");
    save("web-result.png", &client.screenshot().await.unwrap());

    // The message's link leads to its line in the source listing.
    error.find(Locator::Css("a")).await.unwrap().click().await.unwrap();
    let url = client.current_url().await.unwrap();
    assert_eq!(url.fragment(), Some("L3"));
    let target = client.find(Locator::Css("ol.source li:target")).await.unwrap();
    assert_eq!(target.text().await.unwrap(), "<p>One<tabel>two");
    client.close().await.unwrap();
}
