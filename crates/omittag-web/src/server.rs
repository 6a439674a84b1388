//! The server: its routes, limits, accept loop and answers (the `server` feature).

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::rejection::QueryRejection;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;
use tokio::net::TcpListener;

use crate::checking::{self, Asked, Checked, Keep, Profile, Validators};
use crate::fetch::{Fetcher, Fetching};
use crate::metrics::Metrics;
use crate::pool::Pool;
use crate::refusal::Refusal;
use crate::{nu, page};

/// The address `omittag serve` listens on when not told.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:8888";

/// What a request may cost.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Limits {
    /// The largest request body, in bytes (a document, or a form with one). Default:
    /// 16 MiB.
    pub body_bytes: usize,
    /// How long one document's check may take before the request is answered 503.
    /// Default: 20 s.
    pub document_time: Duration,
    /// How long a whole request may take, body included, before it is answered 408.
    /// Default: 60 s.
    pub request_time: Duration,
    /// How long a client has to send a request's head (line and headers) before the
    /// connection is closed. Default: 10 s.
    pub header_time: Duration,
    /// How many documents are checked at once. Default: one per core.
    pub workers: usize,
    /// How long a request waits for a turn to be checked before it is answered 503.
    /// Default: 30 s.
    pub queue_wait: Duration,
    /// Whether and how a document is fetched by its URL (`GET /?doc=URL`). Default:
    /// never (answered 501).
    pub fetch: Option<Fetching>,
    /// How long a request whose `Content-Length` is over [`Limits::body_bytes`] waits
    /// before it is answered 413, its body unread: a sleeping task is all it costs the
    /// server, and a client that sends such bodies in a loop sends one a pause on each
    /// connection instead of hundreds a second (each of which the system copies into
    /// the connection's buffers before the refusal closes it). Default: 1 s.
    pub oversize_pause: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            body_bytes: 16 << 20,
            document_time: Duration::from_secs(20),
            request_time: Duration::from_secs(60),
            header_time: Duration::from_secs(10),
            workers: std::thread::available_parallelism().map_or(2, usize::from),
            queue_wait: Duration::from_secs(30),
            fetch: None,
            oversize_pause: Duration::from_secs(1),
        }
    }
}

/// The offline page's files, read once when the server starts (no file is read for a
/// request).
#[derive(Clone, Debug)]
pub struct OfflinePage {
    script: Bytes,
    wasm: Bytes,
}

impl OfflinePage {
    /// The files `scripts/build-offline DIR` wrote in `dir` (`omittag_wasm.js`,
    /// `omittag_wasm_bg.wasm`); the page itself is made by the server.
    pub fn read(dir: &std::path::Path) -> io::Result<OfflinePage> {
        let read = |name: &str| {
            std::fs::read(dir.join(name))
                .map(Bytes::from)
                .map_err(|error| io::Error::new(error.kind(), format!("{}: {error}", dir.join(name).display())))
        };
        Ok(OfflinePage {
            script: read("omittag_wasm.js")?,
            wasm: read("omittag_wasm_bg.wasm")?,
        })
    }
}

/// What the server shares between requests.
struct AppState {
    limits: Limits,
    offline: Option<OfflinePage>,
    validators: Validators,
    pool: Pool,
    metrics: Metrics,
    /// What fetches a document by its URL, when the server does.
    fetcher: Option<Fetcher>,
}

/// A server bound to its address, not yet answering.
pub struct Server {
    listener: TcpListener,
    router: Router,
    header_time: Duration,
}

impl Server {
    /// Bind `listen` (port 0 for one the system chooses) with `limits`.
    pub async fn bind(listen: SocketAddr, limits: Limits) -> io::Result<Server> {
        Server::bind_with(listen, limits, None).await
    }

    /// Bind `listen` with `limits`, serving the offline page at `/offline/` when given.
    pub async fn bind_with(listen: SocketAddr, limits: Limits, offline: Option<OfflinePage>) -> io::Result<Server> {
        let listener = TcpListener::bind(listen).await?;
        let header_time = limits.header_time;
        let own = listener.local_addr()?;
        Ok(Server {
            listener,
            router: router(limits, offline, own),
            header_time,
        })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Answer requests, for ever: one task per connection, HTTP/1.1 with keep-alive; a
    /// connection whose request head does not come in time is closed.
    pub async fn run(self) -> io::Result<()> {
        use hyper_util::rt::{TokioIo, TokioTimer};
        use hyper_util::service::TowerToHyperService;
        loop {
            let (stream, _) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors, say: wait a little rather than spin.
                    eprintln!("omittag serve: cannot accept a connection: {error}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let service = TowerToHyperService::new(self.router.clone());
            let header_time = self.header_time;
            tokio::spawn(async move {
                let mut builder = hyper::server::conn::http1::Builder::new();
                builder.timer(TokioTimer::new()).header_read_timeout(header_time);
                // A connection that fails (reset, timed out) concerns only its client.
                let _ = builder.serve_connection(TokioIo::new(stream), service).await;
            });
        }
    }
}

/// Run a server on `listen` until the process ends, on a runtime of its own; what
/// `omittag serve` calls.
pub fn serve(listen: SocketAddr, limits: Limits, offline: Option<OfflinePage>) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let server = Server::bind_with(listen, limits, offline).await?;
        eprintln!("omittag serve: listening on http://{}/", server.local_addr()?);
        server.run().await
    })
}

/// The routes, with the body limit, the request time limit and the metrics around them;
/// `own` is the address the server listens on.
fn router(limits: Limits, offline: Option<OfflinePage>, own: SocketAddr) -> Router {
    let state = Arc::new(AppState {
        offline,
        fetcher: limits
            .fetch
            .clone()
            .map(|policy| Fetcher::new(policy, own, limits.body_bytes)),
        pool: Pool::new(limits.workers, limits.queue_wait, limits.document_time),
        validators: Validators::default(),
        metrics: Metrics::default(),
        limits,
    });
    Router::new()
        .route("/", get(form_or_fetch).post(post_document))
        .route("/nu/", get(form_or_fetch).post(post_document))
        .route("/api/validate", axum::routing::post(api_validate))
        .route(
            "/offline",
            get(|| async { axum::response::Redirect::permanent("/offline/") }),
        )
        .route("/offline/", get(offline_page))
        .route("/offline/omittag_wasm.js", get(offline_script))
        .route("/offline/omittag_wasm_bg.wasm", get(offline_wasm))
        .route("/health", get(health))
        .route("/metrics", get(metrics_text))
        .layer(middleware::from_fn_with_state(Arc::clone(&state), measured))
        .layer(DefaultBodyLimit::max(state.limits.body_bytes))
        .with_state(state)
}

/// Time each request, limit it to [`Limits::request_time`], and count it.
async fn measured(State(state): State<Arc<AppState>>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let route = ["/", "/nu/", "/api/validate", "/health", "/metrics", "/offline/"]
        .into_iter()
        .find(|&route| route == request.uri().path())
        .unwrap_or("other");
    let how = Answer::for_uri(request.uri());
    let declared = header_text(request.headers(), header::CONTENT_LENGTH).and_then(|n| n.parse::<u64>().ok());
    if declared.is_some_and(|n| n > state.limits.body_bytes as u64) {
        // Refused before a byte of the body is read, after a pause; the connection is
        // closed, so that the rest of the body is not read either.
        tokio::time::sleep(state.limits.oversize_pause).await;
        let refusal = Refusal::TooLarge(state.limits.body_bytes);
        state.metrics.refusal(refusal.class());
        let mut response = refusal_response(&refusal, how);
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        state
            .metrics
            .request(route, response.status().as_u16(), started.elapsed());
        return response;
    }
    let response = match tokio::time::timeout(state.limits.request_time, next.run(request)).await {
        Ok(response) => response,
        Err(_) => {
            let refusal = Refusal::Unreadable(format!(
                "the request took longer than {} s",
                state.limits.request_time.as_secs_f64()
            ));
            state.metrics.refusal(refusal.class());
            refusal_response(&refusal, how)
        }
    };
    state
        .metrics
        .request(route, response.status().as_u16(), started.elapsed());
    response
}

/// The query of `/`: the Nu checker's (`out`, `showsource`, `level`, `doc`) and ours.
#[derive(Debug, Default, Deserialize)]
struct NuQuery {
    out: Option<String>,
    showsource: Option<String>,
    level: Option<String>,
    doc: Option<String>,
    #[serde(flatten)]
    ours: OurQuery,
}

/// The options a query may give.
#[derive(Debug, Default, Deserialize)]
struct OurQuery {
    doctype: Option<String>,
    charset: Option<String>,
    profile: Option<String>,
}

impl OurQuery {
    /// What it asks, with the request's `Content-Type`.
    fn asked(&self, content_type: Option<String>) -> Result<Asked, Refusal> {
        let profile = self.profile.as_deref().unwrap_or("");
        Ok(Asked {
            profile: Profile::from_name(profile)
                .ok_or_else(|| Refusal::BadRequest(format!("profile {profile:?}: w3c or onsgmls")))?,
            doctype: self.doctype.clone().filter(|d| !d.trim().is_empty()),
            charset: self.charset.clone().filter(|c| !c.trim().is_empty()),
            content_type,
        })
    }
}

/// `GET /`: the form, or (`?doc=URL`) the document at the URL checked, when the server
/// fetches (else answered 501).
async fn form_or_fetch(State(state): State<Arc<AppState>>, query: Result<Query<NuQuery>, QueryRejection>) -> Response {
    let query = query.map(|Query(q)| q).unwrap_or_default();
    let Some(url) = query.doc.clone().filter(|d| !d.trim().is_empty()) else {
        return Html(page::form(state.fetcher.is_some()).into_string()).into_response();
    };
    let format = match nu::Format::from_out(query.out.as_deref()) {
        Ok(format) => format,
        Err(refusal) => return answer_refusal(&state, &refusal, Answer::Nu(nu::Format::Json)),
    };
    let how = format.map_or(Answer::Html, Answer::Nu);
    let Some(fetcher) = &state.fetcher else {
        return answer_refusal(&state, &Refusal::NotEnabled("fetching a document by its URL"), how);
    };
    let fetched = match fetcher.fetch(url.trim()).await {
        Ok(fetched) => fetched,
        Err(refusal) => return answer_refusal(&state, &refusal, how),
    };
    let asked = match query.ours.asked(fetched.content_type.clone()) {
        Ok(asked) => asked,
        Err(refusal) => return answer_refusal(&state, &refusal, how),
    };
    let document = Received {
        body: fetched.body,
        name: fetched.url.clone(),
        url: Some(fetched.url),
        content_type: fetched.content_type,
    };
    answer_document(&state, &query, asked, document, format).await
}

/// `POST /`: a form from the page (multipart), or a document as the body (the Nu
/// checker's way), answered in its JSON with `?out=json`, else as the result page.
async fn post_document(
    State(state): State<Arc<AppState>>,
    query: Result<Query<NuQuery>, QueryRejection>,
    request: Request,
) -> Response {
    let Ok(Query(query)) = query else {
        return answer_refusal(
            &state,
            &Refusal::BadRequest("the query cannot be read".into()),
            Answer::Html,
        );
    };
    let content_type = header_text(request.headers(), header::CONTENT_TYPE);
    let format = match nu::Format::from_out(query.out.as_deref()) {
        Ok(format) => format,
        Err(refusal) => return answer_refusal(&state, &refusal, Answer::Nu(nu::Format::Json)),
    };
    let is_form = content_type
        .as_deref()
        .is_some_and(|t| t.starts_with("multipart/form-data"));
    if is_form && format.is_none() {
        return match form_submission(&state, request).await {
            Ok(response) => response,
            Err(refusal) => answer_refusal(&state, &refusal, Answer::Html),
        };
    }
    let how = format.map_or(Answer::Html, Answer::Nu);
    let body = match Bytes::from_request(request, &()).await {
        Ok(body) => body,
        Err(rejection) => {
            return answer_refusal(
                &state,
                &body_refusal(&state, rejection.status(), rejection.body_text()),
                how,
            );
        }
    };
    let asked = match query.ours.asked(content_type.clone()) {
        Ok(asked) => asked,
        Err(refusal) => return answer_refusal(&state, &refusal, how),
    };
    let document = Received {
        body,
        name: "document".to_owned(),
        url: None,
        content_type,
    };
    answer_document(&state, &query, asked, document, format).await
}

/// A document to check: its bytes, its name, the URL it was fetched from (if it was) and
/// the `Content-Type` it came with.
struct Received {
    body: Bytes,
    name: String,
    url: Option<String>,
    content_type: Option<String>,
}

/// Check `document` and answer in the checker's `format`, or (`None`) with the result
/// page.
async fn answer_document(
    state: &AppState,
    query: &NuQuery,
    asked: Asked,
    document: Received,
    format: Option<nu::Format>,
) -> Response {
    let how = format.map_or(Answer::Html, Answer::Nu);
    let keep = if format.is_some() { Keep::Text } else { Keep::Everything };
    let Received {
        body,
        name,
        url,
        content_type,
    } = document;
    let mut checked = match check(state, asked, body, &name, keep).await {
        Ok(checked) => checked,
        Err(refusal) => return answer_refusal(state, &refusal, how),
    };
    let Some(format) = format else {
        let shown = page::Shown {
            source: true,
            outline: true,
            verbose: true,
        };
        return Html(page::result(&checked, shown).into_string()).into_response();
    };
    if query.level.as_deref() == Some("error") {
        checked
            .report
            .messages
            .retain(|m| m.severity == omittag::Severity::Error);
    }
    let answer = nu::document(
        &nu::Checked {
            report: &checked.report,
            text: &checked.text,
            url: url.as_deref(),
            content_type: content_type.as_deref(),
            show_source: query.showsource.as_deref() == Some("yes"),
        },
        format,
    );
    text_response(StatusCode::OK, format.content_type(), answer)
}

/// The form's submission: the file or the pasted text, and the options.
async fn form_submission(state: &AppState, request: Request) -> Result<Response, Refusal> {
    let mut multipart = Multipart::from_request(request, &())
        .await
        .map_err(|e| Refusal::BadRequest(e.body_text()))?;
    let mut file: Option<(String, Bytes)> = None;
    let mut pasted: Option<Bytes> = None;
    let mut query = OurQuery::default();
    let mut shown = page::Shown::default();
    loop {
        let field = match multipart.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(error) => return Err(body_refusal(state, error.status(), error.body_text())),
        };
        let name = field.name().unwrap_or("").to_owned();
        let file_name = field.file_name().map(str::to_owned);
        let value = field
            .bytes()
            .await
            .map_err(|error| body_refusal(state, error.status(), error.body_text()))?;
        let text = || String::from_utf8_lossy(&value).into_owned();
        match name.as_str() {
            "file" if !value.is_empty() => {
                file = Some((
                    file_name.filter(|n| !n.is_empty()).unwrap_or_else(|| "upload".into()),
                    value,
                ))
            }
            "content" if !value.is_empty() => pasted = Some(value),
            "doctype" => query.doctype = Some(text()),
            "charset" => query.charset = Some(text()),
            "profile" => query.profile = Some(text()),
            "ss" => shown.source = true,
            "outline" => shown.outline = true,
            "verbose" => shown.verbose = true,
            _ => {}
        }
    }
    let (name, body) = match (file, pasted) {
        (Some(file), _) => file,
        (None, Some(pasted)) => ("pasted text".to_owned(), pasted),
        (None, None) => {
            return Err(Refusal::BadRequest(
                "no document: upload a file or paste its text".into(),
            ));
        }
    };
    let asked = query.asked(None)?;
    let checked = check(state, asked, body, &name, Keep::Everything).await?;
    Ok(Html(page::result(&checked, shown).into_string()).into_response())
}

/// `POST /api/validate`: the report as `omittag validate --format json` writes it.
async fn api_validate(
    State(state): State<Arc<AppState>>,
    query: Result<Query<OurQuery>, QueryRejection>,
    request: Request,
) -> Response {
    let Ok(Query(query)) = query else {
        return answer_refusal(
            &state,
            &Refusal::BadRequest("the query cannot be read".into()),
            Answer::Api,
        );
    };
    let content_type = header_text(request.headers(), header::CONTENT_TYPE);
    let body = match Bytes::from_request(request, &()).await {
        Ok(body) => body,
        Err(rejection) => {
            let refusal = body_refusal(&state, rejection.status(), rejection.body_text());
            return answer_refusal(&state, &refusal, Answer::Api);
        }
    };
    let result = match query.asked(content_type) {
        Ok(asked) => check(&state, asked, body, "document", Keep::Report).await,
        Err(refusal) => Err(refusal),
    };
    match result {
        Ok(checked) => json_response(StatusCode::OK, &checked.report),
        Err(refusal) => answer_refusal(&state, &refusal, Answer::Api),
    }
}

/// `GET /offline/`: the page, when the server has its files.
async fn offline_page(State(state): State<Arc<AppState>>) -> Response {
    if state.offline.is_none() {
        let refusal =
            Refusal::NotEnabled("the offline page (build it with scripts/build-offline DIR, then serve --offline DIR)");
        return answer_refusal(&state, &refusal, Answer::Html);
    }
    Html(crate::offline::page_html()).into_response()
}

/// `GET /offline/omittag_wasm.js`.
async fn offline_script(State(state): State<Arc<AppState>>) -> Response {
    match &state.offline {
        Some(offline) => file_response("text/javascript; charset=utf-8", offline.script.clone()),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// `GET /offline/omittag_wasm_bg.wasm`.
async fn offline_wasm(State(state): State<Arc<AppState>>) -> Response {
    match &state.offline {
        Some(offline) => file_response("application/wasm", offline.wasm.clone()),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// `body` with its content type.
fn file_response(content_type: &'static str, body: Bytes) -> Response {
    ([(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], body).into_response()
}

/// `GET /health`.
async fn health() -> Response {
    json_response(StatusCode::OK, &serde_json::json!({"status": "ok"}))
}

/// `GET /metrics`.
async fn metrics_text(State(state): State<Arc<AppState>>) -> Response {
    let mut response = state.metrics.render().into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}

/// Check `body` on the pool, counting it.
async fn check(state: &AppState, asked: Asked, body: Bytes, name: &str, keep: Keep) -> Result<Checked, Refusal> {
    let validator = state.validators.get(&asked, state.limits.body_bytes)?;
    let name = name.to_owned();
    let bytes = body.len();
    let checked = state
        .pool
        .run(move || checking::check(&validator, &body, &name, keep))
        .await?;
    state.metrics.document(bytes, &checked.report);
    Ok(checked)
}

/// How a refusal is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// As a page.
    Html,
    /// In one of the Nu checker's formats.
    Nu(nu::Format),
    /// In our API's JSON: `{"error": {"class", "message"}}`.
    Api,
}

impl Answer {
    /// How a request to `uri` is answered: our API's JSON at `/api/validate`, else the
    /// format its `out=` names, else a page.
    fn for_uri(uri: &axum::http::Uri) -> Answer {
        if uri.path() == "/api/validate" {
            return Answer::Api;
        }
        let out = out_of_query(uri);
        match nu::Format::from_out(out.as_deref()) {
            Ok(Some(format)) => Answer::Nu(format),
            Ok(None) => Answer::Html,
            Err(_) => Answer::Nu(nu::Format::Json),
        }
    }
}

/// The value of `out` in the query of `uri`, if it has one.
fn out_of_query(uri: &axum::http::Uri) -> Option<String> {
    #[derive(Deserialize)]
    struct Out {
        out: Option<String>,
    }
    Query::<Out>::try_from_uri(uri).ok().and_then(|Query(q)| q.out)
}

/// Count `refusal` and answer it as `how` says.
fn answer_refusal(state: &AppState, refusal: &Refusal, how: Answer) -> Response {
    state.metrics.refusal(refusal.class());
    refusal_response(refusal, how)
}

/// The answer to `refusal`, as `how` says.
fn refusal_response(refusal: &Refusal, how: Answer) -> Response {
    match how {
        Answer::Html => (status(refusal), Html(page::refusal(refusal).into_string())).into_response(),
        Answer::Nu(format) => text_response(
            status(refusal),
            format.content_type(),
            nu::refusal(refusal, None, format),
        ),
        Answer::Api => {
            let answer = serde_json::json!({"error": {"class": refusal.class(), "message": refusal.text()}});
            json_response(status(refusal), &answer)
        }
    }
}

/// `body` with `status` and `content_type`.
fn text_response(status: StatusCode, content_type: &'static str, body: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, HeaderValue::from_static(content_type))],
        Body::from(body),
    )
        .into_response()
}

/// A body that could not be read: too large (413), or not read in time or at all.
fn body_refusal(state: &AppState, status: StatusCode, text: String) -> Refusal {
    if status == StatusCode::PAYLOAD_TOO_LARGE {
        Refusal::TooLarge(state.limits.body_bytes)
    } else {
        Refusal::Unreadable(text)
    }
}

/// `value` as JSON with `status`.
fn json_response<T: serde::Serialize>(status: StatusCode, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(body) => (
            status,
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json; charset=utf-8"),
            )],
            Body::from(body),
        )
            .into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// A header's value as text, when it is some.
fn header_text(headers: &HeaderMap, name: header::HeaderName) -> Option<String> {
    headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned)
}

/// The HTTP status a refusal is answered with.
fn status(refusal: &Refusal) -> StatusCode {
    StatusCode::from_u16(refusal.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
}
