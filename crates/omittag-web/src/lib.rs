//! The omittag validator on the web: what `omittag serve` runs.
//!
//! - `GET /`: a form to upload or paste a document, with a DOCTYPE override, an encoding
//!   override, the profile, and what the result shows; `POST /` with the form gives the
//!   result page (the verdict, each message with its excerpt, hint and explanation, the
//!   DOCTYPE and encoding found, the outline with implied tags marked, the source listing
//!   the messages link to). No script anywhere.
//! - `POST /?out=json` (and `/nu/?out=json`) with the document as the body and its
//!   `Content-Type`: the Nu HTML Checker's JSON (`src/nu/` says which fields), so that
//!   clients written for that checker work unchanged; `out=gnu`, `out=text` and
//!   `out=xml` give its other formats. `POST /` with another body than a form gives the
//!   result page. `GET /?doc=URL` (with `out=` as for a post) checks the document at
//!   URL, when the server fetches.
//! - `POST /api/validate`: omittag's own report, as `omittag validate --format json`
//!   writes it (`omittag::serialize`), with `doctype`, `charset` and `profile` in the
//!   query.
//! - `GET /health` and `GET /metrics` (Prometheus's text format).
//! - `GET /offline/`: the offline page (the check runs in the browser), when the server
//!   was given its files ([`OfflinePage`]).
//!
//! Safe by construction: documents read no file (the bundled catalog and DTDs only) and
//! no URL is fetched unless the server was started with [`Limits::fetch`] (`GET /?doc=URL`
//! is answered 501 without; `src/fetch.rs` says what is fetched then); a body is at
//! most [`Limits::body_bytes`] (413 past it); parsing runs on a bounded pool
//! ([`Limits::workers`]) with a time limit per document ([`Limits::document_time`],
//! 503 past it); a client has [`Limits::header_time`] to send its request's head and
//! [`Limits::request_time`] for the whole request (408 past it); a panic while checking
//! is caught and answered 500. Every refusal is answered in JSON for the APIs and in
//! HTML for the form.
//!
//! Without the `server` feature (on by default), the crate is the pages and the Nu
//! checker's JSON alone, with no runtime: [`offline`] checks a document and renders the
//! result as the server's page does, for the offline page built for WebAssembly.
#![forbid(unsafe_code)]

// Without the server, what only it uses is left unused.
#[cfg_attr(not(feature = "server"), allow(dead_code))]
mod checking;
#[cfg(feature = "server")]
mod fetch;
#[cfg(feature = "server")]
mod metrics;
#[cfg(feature = "server")]
mod nu;
pub mod offline;
#[cfg_attr(not(feature = "server"), allow(dead_code))]
mod page;
#[cfg(feature = "server")]
mod pool;
#[cfg_attr(not(feature = "server"), allow(dead_code))]
mod refusal;
#[cfg(feature = "server")]
mod server;

#[cfg(feature = "server")]
pub use fetch::Fetching;
#[cfg(feature = "server")]
pub use server::{DEFAULT_LISTEN, Limits, OfflinePage, Server, serve};
