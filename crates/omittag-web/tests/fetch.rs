//! Fetching a document by its URL (`GET /?doc=URL`): a second server on 127.0.0.1,
//! started by the test, serves the documents; the validator fetches from it only when
//! told that loopback addresses may be fetched from.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::Query;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect};
use axum::routing::get;
use omittag_web::{Fetching, Limits, Server};
use serde_json::Value;

/// A page with one error (`TABEL`, line 3).
const BAD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<tabel>y\n";

/// The body limit of the validators in these tests.
const LIMIT: usize = 4_000;

/// The server the documents are fetched from.
async fn origin() -> SocketAddr {
    let router = Router::new()
        .route(
            "/page.html",
            get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], BAD) }),
        )
        .route(
            "/page.xhtml",
            get(|| async { ([(header::CONTENT_TYPE, "application/xhtml+xml")], BAD) }),
        )
        .route("/moved", get(|| async { Redirect::temporary("/page.html") }))
        .route(
            "/redirect",
            get(|Query(to): Query<HashMap<String, String>>| async move { Redirect::temporary(&to["to"]) }),
        )
        .route("/loop-a", get(|| async { Redirect::temporary("/loop-b") }))
        .route("/loop-b", get(|| async { Redirect::temporary("/loop-a") }))
        .route("/missing", get(|| async { StatusCode::NOT_FOUND }))
        .route("/large", get(|| async { "<p>x\n".repeat(LIMIT) }))
        .route(
            "/large-streamed",
            get(|| async {
                // No Content-Length: the limit is found while reading.
                let chunks = (0..LIMIT).map(|_| Ok::<_, std::io::Error>("<p>x\n"));
                axum::body::Body::from_stream(futures_util::stream::iter(chunks))
            }),
        )
        .route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                BAD.into_response()
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await });
    addr
}

/// A validator that fetches, from loopback addresses too when `private`.
async fn validator(private: bool) -> SocketAddr {
    let mut fetching = Fetching::default();
    fetching.private_addresses = private;
    fetching.time = Duration::from_secs(1);
    fetching.redirects = 3;
    let mut limits = Limits::default();
    limits.body_bytes = LIMIT;
    limits.fetch = Some(fetching);
    let server = Server::bind("127.0.0.1:0".parse().unwrap(), limits).await.unwrap();
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.run());
    addr
}

/// The status, type and body of `GET /` on `validator` with `query`.
async fn get_text(validator: SocketAddr, query: &[(&str, &str)]) -> (u16, String, String) {
    let response = reqwest::Client::new()
        .get(format!("http://{validator}/"))
        .query(query)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let content_type = response.headers()[header::CONTENT_TYPE].to_str().unwrap().to_owned();
    (status, content_type, response.text().await.unwrap())
}

/// The status and JSON of `GET /?doc=DOC&out=json` (and `showsource=yes` when
/// `source`) on `validator`.
async fn nu_json(validator: SocketAddr, doc: &str, source: bool) -> (u16, Value) {
    let mut query = vec![("doc", doc), ("out", "json")];
    if source {
        query.push(("showsource", "yes"));
    }
    let (status, _, body) = get_text(validator, &query).await;
    (
        status,
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}")),
    )
}

/// The one non-document error of `answer`: its sub-type and text.
fn non_document_error(answer: &Value) -> (&str, &str) {
    let message = &answer["messages"][0];
    assert_eq!(message["type"], "non-document-error", "{answer}");
    (
        message["subType"].as_str().unwrap(),
        message["message"].as_str().unwrap(),
    )
}

#[tokio::test]
async fn a_fetched_document_is_checked_as_an_upload() {
    let origin = origin().await;
    let validator = validator(true).await;
    let url = format!("http://{origin}/page.html");
    let (status, answer) = nu_json(validator, &url, true).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["url"], url.as_str());
    let messages = answer["messages"].as_array().unwrap();
    // The charset came from the fetched Content-Type: no warning; one error.
    assert_eq!(messages.len(), 1, "{answer}");
    assert_eq!(messages[0]["lastLine"], 3);
    assert_eq!(messages[0]["extract"], "<p>x<tabel>y");
    assert_eq!(answer["source"]["type"], "text/html; charset=utf-8");
    // The type is passed on as it came.
    let (_, answer) = nu_json(validator, &format!("http://{origin}/page.xhtml"), true).await;
    assert_eq!(answer["source"]["type"], "application/xhtml+xml", "{answer}");
    // A redirect is followed; the URL is the last one.
    let (status, answer) = nu_json(validator, &format!("http://{origin}/moved"), false).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["url"], url.as_str());
    // In the checker's other formats, and as the result page.
    let (status, content_type, gnu) = get_text(validator, &[("doc", &url), ("out", "gnu")]).await;
    assert_eq!((status, content_type.as_str()), (200, "text/plain; charset=utf-8"));
    assert_eq!(
        gnu,
        format!("\"{url}\":3.5-3.11: error: the DTD declares no element type TABEL\n")
    );
    let (status, _, page) = get_text(validator, &[("doc", &url)]).await;
    assert_eq!(status, 200);
    assert!(page.contains(&format!("<h1>Result for {url}</h1>")), "{page}");
    assert!(page.contains("did you mean TABLE?"), "{page}");
    // The form has the address field.
    let (_, _, form) = get_text(validator, &[]).await;
    assert!(form.contains("<label for=\"doc\">"), "{form}");
}

#[tokio::test]
async fn what_cannot_be_fetched_is_said_clearly() {
    let origin = origin().await;
    let validator = validator(true).await;
    for (path, status, sub_type, said) in [
        ("/large", 413, "io", "larger than this server's limit of 4000 bytes"),
        (
            "/large-streamed",
            413,
            "io",
            "larger than this server's limit of 4000 bytes",
        ),
        ("/slow", 502, "io", "longer than this server's limit of 1 s"),
        ("/loop-a", 502, "io", "redirects in a loop"),
        ("/missing", 502, "io", "answered 404 Not Found"),
    ] {
        let (got, answer) = nu_json(validator, &format!("http://{origin}{path}"), false).await;
        assert_eq!(got, status, "{path}: {answer}");
        let (got_sub_type, text) = non_document_error(&answer);
        assert_eq!(got_sub_type, sub_type, "{path}");
        assert!(text.contains(said), "{path}: {text}");
    }
    for (doc, status, said) in [
        ("ftp://127.0.0.1/a.html", 400, "only http and https"),
        ("file:///etc/passwd", 400, "only http and https"),
        ("http://", 400, "cannot be read"),
        (&format!("http://{validator}/health"), 403, "this server itself"),
        (
            &format!("http://localhost:{}/health", validator.port()),
            403,
            "this server itself",
        ),
        // Each hop is checked as the first is.
        (
            &format!("http://{origin}/redirect?to=http://{validator}/health"),
            403,
            "this server itself",
        ),
        (
            &format!("http://{origin}/redirect?to=ftp://127.0.0.1/"),
            502,
            "redirects to ftp://127.0.0.1/",
        ),
    ] {
        let (got, answer) = nu_json(validator, doc, false).await;
        assert_eq!(got, status, "{doc}: {answer}");
        assert!(non_document_error(&answer).1.contains(said), "{doc}: {answer}");
    }
}

#[tokio::test]
async fn loopback_is_refused_unless_allowed() {
    let origin = origin().await;
    let validator = validator(false).await;
    for doc in [
        format!("http://{origin}/page.html"),
        format!("http://localhost:{}/page.html", origin.port()),
        format!("http://[::ffff:127.0.0.1]:{}/page.html", origin.port()),
        "http://169.254.169.254/latest/meta-data/".to_owned(),
    ] {
        let (status, answer) = nu_json(validator, &doc, false).await;
        assert_eq!(status, 403, "{doc}: {answer}");
        let (sub_type, text) = non_document_error(&answer);
        assert_eq!(sub_type, "io");
        assert!(text.contains("which this server does not fetch from"), "{text}");
    }
    // Said on the result page too.
    let (status, _, page) = get_text(validator, &[("doc", &format!("http://{origin}/moved"))]).await;
    assert_eq!(status, 403);
    assert!(page.contains("a loopback address"), "{page}");
}
