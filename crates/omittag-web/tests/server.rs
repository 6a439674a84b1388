//! A real server on 127.0.0.1 (a port the system chooses), started and stopped by each
//! test, asked over HTTP as its clients ask it.

use std::net::SocketAddr;
use std::time::Duration;

use omittag_web::{Limits, Server};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A page with one error (`TABEL`, line 3) and an encoding given by HTTP.
const BAD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<tabel>y\n";
/// A valid page.
const GOOD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x\n";

/// Start a server with `limits`; it stops when the test's runtime ends.
async fn start(limits: Limits) -> SocketAddr {
    let server = Server::bind("127.0.0.1:0".parse().unwrap(), limits).await.unwrap();
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.run());
    addr
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

/// The answer to `body` posted to `url`, with the `Content-Type` header given, if any.
async fn post(url: String, content_type: Option<&str>, body: impl Into<reqwest::Body>) -> reqwest::Response {
    let mut request = client().post(url).body(body);
    if let Some(content_type) = content_type {
        request = request.header("Content-Type", content_type);
    }
    request.send().await.unwrap()
}

#[tokio::test]
async fn health_and_metrics_answer_and_metrics_count_documents() {
    let addr = start(Limits::default()).await;
    let health = client().get(format!("http://{addr}/health")).send().await.unwrap();
    assert_eq!(health.status(), 200);
    assert_eq!(health.json::<Value>().await.unwrap()["status"], "ok");
    post(format!("http://{addr}/api/validate"), None, BAD).await;
    let metrics = client().get(format!("http://{addr}/metrics")).send().await.unwrap();
    assert!(
        metrics.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain; version=0.0.4")
    );
    let text = metrics.text().await.unwrap();
    for line in [
        "omittag_http_requests_total{route=\"/health\",status=\"200\"} 1\n",
        "omittag_http_requests_total{route=\"/api/validate\",status=\"200\"} 1\n",
        "omittag_documents_total{verdict=\"invalid\"} 1\n",
        &format!("omittag_document_bytes_total {}\n", BAD.len()),
        "omittag_document_errors_total{class=\"element-undefined\"} 1\n",
        "omittag_http_request_duration_seconds_bucket{le=\"+Inf\"} 2\n",
    ] {
        assert!(text.contains(line), "{line} not in\n{text}");
    }
}

/// The Nu checker's documented request: the document as the body, its Content-Type with
/// its charset, `?out=json`; at `/` and at `/nu/`.
#[tokio::test]
async fn the_nu_checkers_request_gets_its_json() {
    let addr = start(Limits::default()).await;
    for path in ["/?out=json", "/nu/?out=json"] {
        let response = post(format!("http://{addr}{path}"), Some("text/html; charset=utf-8"), BAD).await;
        assert_eq!(response.status(), 200);
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/json")
        );
        let answer: Value = response.json().await.unwrap();
        let messages = answer["messages"].as_array().unwrap();
        // The charset came from HTTP: no warning about a missing one; one error.
        assert_eq!(messages.len(), 1, "{answer}");
        let error = &messages[0];
        assert_eq!(error["type"], "error");
        assert_eq!(error["lastLine"], 3);
        assert_eq!(error["firstColumn"], 5);
        assert_eq!(error["lastColumn"], 11);
        assert_eq!(error["extract"], "<p>x<tabel>y");
        assert_eq!(error["hiliteStart"], 4);
        assert_eq!(error["hiliteLength"], 7);
        assert_eq!(error["message"], "the DTD declares no element type TABEL");
        assert_eq!(error["omittag"]["code"], "element-undefined");
        assert_eq!(error["omittag"]["hint"], "did you mean TABLE?");
    }
    // A valid page: no message; showsource=yes gives the source back.
    let answer: Value = post(
        format!("http://{addr}/?out=json&showsource=yes"),
        Some("text/html; charset=utf-8"),
        GOOD,
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(answer["messages"], serde_json::json!([]));
    assert_eq!(answer["source"]["code"], GOOD);
    assert_eq!(answer["source"]["encoding"], "UTF-8");
    // level=error leaves the warnings out (no charset anywhere gives one).
    let answer: Value = post(format!("http://{addr}/?out=json&level=error"), Some("text/html"), GOOD)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(answer["messages"], serde_json::json!([]));
    // A document fetched by URL: not enabled, said as the checker says what is not about
    // the document.
    let response = client()
        .get(format!("http://{addr}/?doc=http://127.0.0.1/&out=json"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 501);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["messages"][0]["type"], "non-document-error");
    assert!(
        answer["messages"][0]["message"]
            .as_str()
            .unwrap()
            .contains("not enabled")
    );
}

#[tokio::test]
async fn the_api_gives_the_report_the_library_gives() {
    let addr = start(Limits::default()).await;
    let response = post(
        format!("http://{addr}/api/validate?doctype=-//W3C//DTD%20HTML%204.01%20Transitional//EN"),
        Some("text/html; charset=iso-8859-1"),
        BAD,
    )
    .await;
    assert_eq!(response.status(), 200);
    let answer: Value = response.json().await.unwrap();
    let mut options = omittag::Options::w3c();
    options.doctype_override = Some("-//W3C//DTD HTML 4.01 Transitional//EN".into());
    options.encoding.http_content_type = Some("text/html; charset=iso-8859-1".into());
    let report = omittag::validate(omittag::Document::new(BAD.as_bytes()).named("document"), &options);
    assert_eq!(answer, serde_json::to_value(&report).unwrap());
    assert_eq!(answer["doctype"]["overridden"], true);
    assert_eq!(answer["encoding"]["source"], "http");
    // An unknown profile or encoding is the client's mistake.
    for query in ["profile=html5", "charset=utf-99"] {
        let response = post(format!("http://{addr}/api/validate?{query}"), None, GOOD).await;
        assert_eq!(response.status(), 400, "{query}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["error"]["class"], "bad-request");
    }
}

#[tokio::test]
async fn the_form_and_the_result_page() {
    let addr = start(Limits::default()).await;
    let form = client()
        .get(format!("http://{addr}/"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for needed in [
        "<label for=\"file\">",
        "<label for=\"content\">",
        "<label for=\"doctype\">",
        "<label for=\"charset\">",
        "<label for=\"profile\">",
        "<main id=\"main\">",
        "name=\"viewport\"",
    ] {
        assert!(form.contains(needed), "{needed}");
    }
    assert!(!form.contains("<script"));
    let upload = reqwest::multipart::Form::new()
        .part(
            "file",
            reqwest::multipart::Part::bytes(BAD.as_bytes()).file_name("bad.html"),
        )
        .text("content", "")
        .text("profile", "w3c")
        .text("ss", "1")
        .text("outline", "1")
        .text("verbose", "1");
    let response = client()
        .post(format!("http://{addr}/"))
        .multipart(upload)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let page = response.text().await.unwrap();
    for needed in [
        "<h1>Result for bad.html</h1>",
        "invalid HTML 4.01 Strict: 1 error, 1 warning",
        "<a href=\"#L3\">line 3, column 11</a>",
        "<li id=\"L3\">&lt;p&gt;x&lt;tabel&gt;y</li>",
        "did you mean TABLE?",
        "About “unknown element type”",
        "<span class=\"implied\">&lt;HTML&gt;</span> (start implied)",
        "UTF-8, no encoding declared",
    ] {
        assert!(page.contains(needed), "{needed} not in\n{page}");
    }
    // Pasted text, with the DOCTYPE overridden and no source asked for.
    let pasted = reqwest::multipart::Form::new()
        .text("content", "<title>t</title><p>x")
        .text("doctype", "-//W3C//DTD HTML 4.01//EN");
    let page = client()
        .post(format!("http://{addr}/"))
        .multipart(pasted)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("<h1>Result for pasted text</h1>"), "{page}");
    assert!(page.contains("as asked: the document has no DOCTYPE"), "{page}");
    assert!(!page.contains("id=\"L1\""), "{page}");
    // Nothing to validate.
    let empty = reqwest::multipart::Form::new().text("content", "");
    let response = client()
        .post(format!("http://{addr}/"))
        .multipart(empty)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    assert!(response.text().await.unwrap().contains("no document"));
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_413_in_each_form() {
    let mut limits = Limits::default();
    limits.body_bytes = 1_000;
    limits.oversize_pause = Duration::from_millis(300);
    let addr = start(limits).await;
    let large = format!("{GOOD}{}", "<p>more\n".repeat(200));
    let sent = std::time::Instant::now();
    let response = post(format!("http://{addr}/api/validate"), None, large.clone()).await;
    assert_eq!(response.status(), 413);
    // Refused from its Content-Length, after the pause.
    assert!(sent.elapsed() >= Duration::from_millis(300), "{:?}", sent.elapsed());
    assert_eq!(response.json::<Value>().await.unwrap()["error"]["class"], "too-large");
    let response = post(format!("http://{addr}/?out=json"), Some("text/html"), large.clone()).await;
    assert_eq!(response.status(), 413);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["messages"][0]["type"], "non-document-error");
    let form = reqwest::multipart::Form::new().text("content", large);
    let response = client()
        .post(format!("http://{addr}/"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413);
    assert!(
        response
            .text()
            .await
            .unwrap()
            .contains("larger than this server's limit of 1000 bytes")
    );
    // A chunked body, whose length no header says, is refused when it passes the limit.
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let chunk = "x".repeat(1_500);
    let request = format!(
        "POST /api/validate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{:x}\r\n{chunk}\r\n0\r\n\r\n",
        chunk.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("\"class\":\"too-large\""), "{answer}");
    // The server goes on.
    let response = post(format!("http://{addr}/api/validate"), None, GOOD).await;
    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn slow_clients_are_cut_off() {
    let mut limits = Limits::default();
    limits.header_time = Duration::from_millis(500);
    limits.request_time = Duration::from_millis(800);
    let addr = start(limits).await;
    // A request head that never ends: the connection is closed.
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "the connection stayed open");
    // A body that never comes whole: 408.
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(b"POST /api/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n<p>")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "the connection stayed open");
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("\"class\":\"unreadable\""), "{answer}");
}

/// The Nu checker's other output formats, each in its media type; an unknown one is the
/// client's mistake.
#[tokio::test]
async fn the_nu_checkers_other_formats() {
    let addr = start(Limits::default()).await;
    let answer = |out: &'static str| {
        let url = format!("http://{addr}/?out={out}");
        async move {
            let response = post(url, Some("text/html; charset=utf-8"), BAD).await;
            let status = response.status().as_u16();
            let content_type = response.headers()["content-type"].to_str().unwrap().to_owned();
            (status, content_type, response.text().await.unwrap())
        }
    };
    assert_eq!(
        answer("gnu").await,
        (
            200,
            "text/plain; charset=utf-8".to_owned(),
            ":3.5-3.11: error: the DTD declares no element type TABEL\n".to_owned()
        )
    );
    assert_eq!(
        answer("text").await,
        (
            200,
            "text/plain; charset=utf-8".to_owned(),
            "Error: the DTD declares no element type TABEL\nFrom line 3, column 5; to line 3, column 11\n\n".to_owned()
        )
    );
    let (status, content_type, xml) = answer("xml").await;
    assert_eq!((status, content_type.as_str()), (200, "application/xml; charset=utf-8"));
    assert!(
        xml.contains(
            "\n<error last-line=\"3\" last-column=\"11\" first-column=\"5\" o:code=\"element-undefined\" \
             o:hint=\"did you mean TABLE?\"><message>the DTD declares no element type TABEL</message>\
             <extract>&lt;p&gt;x<m>&lt;tabel&gt;</m>y</extract></error>\n</messages>\n"
        ),
        "{xml}"
    );
    // A refusal in the format asked for.
    let mut limits = Limits::default();
    limits.body_bytes = 10;
    let small = start(limits).await;
    let response = post(format!("http://{small}/?out=gnu"), Some("text/html"), BAD).await;
    assert_eq!(response.status(), 413);
    assert_eq!(
        response.text().await.unwrap(),
        ": non-document-error io: the document is larger than this server's limit of 10 bytes\n"
    );
    let response = post(format!("http://{addr}/?out=yaml"), Some("text/html"), BAD).await;
    assert_eq!(response.status(), 400);
    let answer: Value = response.json().await.unwrap();
    assert!(
        answer["messages"][0]["message"].as_str().unwrap().contains("out=yaml"),
        "{answer}"
    );
}
