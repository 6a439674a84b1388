//! The form and the result page as a person uses them: Debian's chromium, driven over
//! WebDriver (chromedriver), loads the form, uploads a page with an error, reads the
//! result, and follows the message's link to its source line. Screenshots of the form
//! and the result are written to the test's temporary directory (and to
//! `OMITTAG_SCREENSHOTS`, a directory, when set: the README's come from there).
//!
//! Needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (`apt-get install chromium
//! chromium-driver`; `.ci/run` installs them), or `CHROMEDRIVER` and `CHROMIUM` naming
//! them. Without them the test says so and passes, except under CI (`CI` set), where
//! it fails. The offline page's test needs the page built (`scripts/build-offline`, into
//! `target/offline` or `OMITTAG_OFFLINE_DIR`), on the same terms.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::Client;
use fantoccini::{ClientBuilder, Locator};
use omittag_web::{Limits, OfflinePage, Server};

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

/// chromedriver and a session of chromium, or `None` when they are not installed (a
/// failure under CI).
async fn browser() -> Option<(Driver, Client)> {
    let (Some(chromedriver), Some(chromium)) = (
        program("CHROMEDRIVER", "/usr/bin/chromedriver"),
        program("CHROMIUM", "/usr/bin/chromium"),
    ) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromium and chromedriver are needed under CI: apt-get install chromium chromium-driver"
        );
        eprintln!("browser test not run: no /usr/bin/chromium or /usr/bin/chromedriver");
        return None;
    };
    let port = free_port();
    let driver = Driver(
        Command::new(&chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
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
    loop {
        match ClientBuilder::new(connector.clone())
            .capabilities(capabilities.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
        {
            Ok(client) => return Some((driver, client)),
            Err(error) if started.elapsed() > Duration::from_secs(30) => panic!("no WebDriver session: {error}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    }
}

/// Write a screenshot where screenshots go.
fn save(name: &str, png: &[u8]) {
    let dirs = [
        Some(PathBuf::from(env!("CARGO_TARGET_TMPDIR"))),
        std::env::var_os("OMITTAG_SCREENSHOTS").map(PathBuf::from),
    ];
    for dir in dirs.iter().flatten() {
        std::fs::create_dir_all(dir).unwrap();
        std::fs::write(dir.join(name), png).unwrap();
    }
}

/// The page with known errors, as a file to upload.
fn known_errors() -> PathBuf {
    let page = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("known-errors.html");
    std::fs::write(&page, BAD).unwrap();
    page
}

/// Check that the result shown is the known errors', then follow the error's link to its
/// source line.
async fn read_the_result(client: &Client, screenshot: &str) {
    let verdict = client.wait().for_element(Locator::Css("p.verdict")).await.unwrap();
    assert_eq!(
        verdict.text().await.unwrap(),
        "invalid HTML 4.01 Strict: 1 error, 1 warning"
    );
    let title = client
        .find(Locator::XPath("//h1[starts-with(., 'Result for')]"))
        .await
        .unwrap();
    assert_eq!(title.text().await.unwrap(), "Result for known-errors.html");
    let error = client.find(Locator::Css("ol.messages li.error")).await.unwrap();
    let text = error.text().await.unwrap();
    assert!(text.contains("line 3, column 13"), "{text}");
    assert!(text.contains("the DTD declares no element type TABEL"), "{text}");
    assert!(text.contains("Hint: did you mean TABLE?"), "{text}");
    assert!(text.contains("Fix: Correct the spelling"), "{text}");
    save(screenshot, &client.screenshot().await.unwrap());
    // The message's link leads to its line in the source listing.
    error.find(Locator::Css("a")).await.unwrap().click().await.unwrap();
    let url = client.current_url().await.unwrap();
    assert_eq!(url.fragment(), Some("L3"));
    let target = client.find(Locator::Css("ol.source li:target")).await.unwrap();
    assert_eq!(target.text().await.unwrap(), "<p>One<tabel>two");
}

#[tokio::test]
async fn a_person_validates_a_page_in_the_browser() {
    let Some((_driver, client)) = browser().await else {
        return;
    };
    let server = Server::bind("127.0.0.1:0".parse().unwrap(), Limits::default())
        .await
        .unwrap();
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.run());
    client.goto(&format!("http://{addr}/")).await.unwrap();
    assert_eq!(client.title().await.unwrap(), "Validate a document – omittag");
    let file = client.find(Locator::Css("#file")).await.unwrap();
    file.send_keys(known_errors().to_str().unwrap()).await.unwrap();
    save("web-form.png", &client.screenshot().await.unwrap());
    client
        .find(Locator::Css("button[type=submit]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    read_the_result(&client, "web-result.png").await;
    // On a phone's width, the page scrolls only down: long source lines and excerpts
    // scroll in their own boxes.
    client.set_window_size(390, 844).await.unwrap();
    let overflow = client
        .execute(
            "return document.documentElement.scrollWidth - window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        overflow.as_i64().is_some_and(|o| o <= 0),
        "wider than the phone by {overflow}"
    );
    client.goto(&format!("http://{addr}/")).await.unwrap();
    let overflow = client
        .execute(
            "return document.documentElement.scrollWidth - window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        overflow.as_i64().is_some_and(|o| o <= 0),
        "the form is wider than the phone by {overflow}"
    );
    save("web-form-phone.png", &client.screenshot().await.unwrap());
    client.close().await.unwrap();
}

#[tokio::test]
async fn a_person_validates_a_page_offline() {
    let dir = std::env::var_os("OMITTAG_OFFLINE_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/offline"),
        PathBuf::from,
    );
    let offline = match OfflinePage::read(&dir) {
        Ok(offline) => offline,
        Err(error) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "the offline page is needed under CI (scripts/build-offline): {error}"
            );
            eprintln!("offline browser test not run: {error}");
            return;
        }
    };
    let Some((_driver, client)) = browser().await else {
        return;
    };
    let server = Server::bind_with("127.0.0.1:0".parse().unwrap(), Limits::default(), Some(offline))
        .await
        .unwrap();
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.run());
    client.goto(&format!("http://{addr}/offline")).await.unwrap();
    assert_eq!(client.current_url().await.unwrap().path(), "/offline/");
    let status = client.find(Locator::Css("#offline-status")).await.unwrap();
    let started = Instant::now();
    while !status.text().await.unwrap().starts_with("Ready") {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{}",
            status.text().await.unwrap()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let file = client.find(Locator::Css("#file")).await.unwrap();
    file.send_keys(known_errors().to_str().unwrap()).await.unwrap();
    client
        .find(Locator::Css("button[type=submit]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    // The check ran in the browser: the server saw no document.
    read_the_result(&client, "web-offline.png").await;
    let metrics = reqwest::get(format!("http://{addr}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        metrics.contains("omittag_documents_total{verdict=\"invalid\"} 0\n"),
        "{metrics}"
    );
    client.close().await.unwrap();
}
