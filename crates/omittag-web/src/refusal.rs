//! Why a request got no result, and the 4xx or 5xx answer it gets: in JSON for the APIs
//! (in the Nu HTML Checker's shape for its endpoint), in HTML for the form.

use std::time::Duration;

/// Why a request got no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The request is wrong (an unknown option value, no document); what is wrong.
    BadRequest(String),
    /// The body is over the limit, of this many bytes.
    TooLarge(usize),
    /// The body could not be read (the client went away, or was too slow).
    Unreadable(String),
    /// A feature this server was not started with (fetching a URL).
    NotEnabled(&'static str),
    /// A URL this server does not fetch from (its own address, a private one); why.
    Forbidden(String),
    /// The document at a URL could not be fetched (no such host, no connection, an
    /// answer but 2xx, too many redirects, too slow); why.
    NotFetched(String),
    /// No parsing turn came free in time.
    Busy,
    /// The document took longer than this.
    TimedOut(Duration),
    /// The check failed (a panic, caught).
    Failed,
}

impl Refusal {
    /// The HTTP status it is answered with.
    #[cfg(feature = "server")]
    pub(crate) fn status(&self) -> u16 {
        match self {
            Refusal::BadRequest(_) => 400,
            Refusal::TooLarge(_) => 413,
            Refusal::Unreadable(_) => 408,
            Refusal::NotEnabled(_) => 501,
            Refusal::Forbidden(_) => 403,
            Refusal::NotFetched(_) => 502,
            Refusal::Busy | Refusal::TimedOut(_) => 503,
            Refusal::Failed => 500,
        }
    }

    /// A short stable name of its class, for metrics and JSON (`too-large`).
    pub(crate) fn class(&self) -> &'static str {
        match self {
            Refusal::BadRequest(_) => "bad-request",
            Refusal::TooLarge(_) => "too-large",
            Refusal::Unreadable(_) => "unreadable",
            Refusal::NotEnabled(_) => "not-enabled",
            Refusal::Forbidden(_) => "forbidden",
            Refusal::NotFetched(_) => "not-fetched",
            Refusal::Busy => "busy",
            Refusal::TimedOut(_) => "timed-out",
            Refusal::Failed => "failed",
        }
    }

    /// What happened, in a sentence.
    pub(crate) fn text(&self) -> String {
        match self {
            Refusal::BadRequest(what) => format!("bad request: {what}"),
            Refusal::TooLarge(limit) => format!("the document is larger than this server's limit of {limit} bytes"),
            Refusal::Unreadable(why) => format!("the request's body could not be read: {why}"),
            Refusal::NotEnabled(what) => format!("{what} is not enabled on this server"),
            Refusal::Forbidden(why) => format!("the document is not fetched: {why}"),
            Refusal::NotFetched(why) => format!("the document could not be fetched: {why}"),
            Refusal::Busy => "the server is busy: try again in a moment".to_owned(),
            Refusal::TimedOut(limit) => format!(
                "the document took longer than this server's limit of {} s to check",
                limit.as_secs_f64()
            ),
            Refusal::Failed => "the check failed: an internal error (reported in the server's metrics)".to_owned(),
        }
    }

    /// The Nu HTML Checker's `subType` of a `non-document-error`: `io` for what is about
    /// the request or the document's transfer, `internal` for the server.
    pub(crate) fn nu_sub_type(&self) -> &'static str {
        match self {
            Refusal::Busy | Refusal::TimedOut(_) | Refusal::Failed => "internal",
            _ => "io",
        }
    }
}
