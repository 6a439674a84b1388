//! The server's counts, written in Prometheus's text format at `GET /metrics`: requests
//! by route and status, documents by verdict, the bytes of documents, error messages by
//! class, refusals by class, and a histogram of request latency.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Duration;

use omittag::Report;
use omittag::source::Severity;

/// The upper bounds of the latency histogram's buckets, in seconds.
const BUCKETS: [f64; 12] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0];

/// The counts, behind one lock (each request takes it twice, briefly).
#[derive(Default)]
pub(crate) struct Metrics {
    counts: Mutex<Counts>,
}

#[derive(Default)]
struct Counts {
    requests: BTreeMap<(String, u16), u64>,
    documents: BTreeMap<&'static str, u64>,
    bytes: u64,
    errors: BTreeMap<&'static str, u64>,
    warnings: u64,
    refusals: BTreeMap<&'static str, u64>,
    /// Requests per bucket (not cumulative), the last for more than every bound.
    latency: [u64; BUCKETS.len() + 1],
    latency_sum: f64,
}

impl Metrics {
    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A request to `route` answered `status` after `took`.
    pub(crate) fn request(&self, route: &str, status: u16, took: Duration) {
        let mut counts = self.counts();
        *counts.requests.entry((route.to_owned(), status)).or_default() += 1;
        let seconds = took.as_secs_f64();
        let bucket = BUCKETS
            .iter()
            .position(|&bound| seconds <= bound)
            .unwrap_or(BUCKETS.len());
        counts.latency[bucket] += 1;
        counts.latency_sum += seconds;
    }

    /// A document of `bytes` bytes checked.
    pub(crate) fn document(&self, bytes: usize, report: &Report) {
        let mut counts = self.counts();
        let verdict = if report.is_valid() { "valid" } else { "invalid" };
        *counts.documents.entry(verdict).or_default() += 1;
        counts.bytes += bytes as u64;
        for message in &report.messages {
            match message.severity {
                Severity::Error => *counts.errors.entry(message.code()).or_default() += 1,
                Severity::Warning => counts.warnings += 1,
                Severity::Info => {}
            }
        }
    }

    /// A request refused, of class `class`.
    pub(crate) fn refusal(&self, class: &'static str) {
        *self.counts().refusals.entry(class).or_default() += 1;
    }

    /// Everything, in Prometheus's text exposition format.
    pub(crate) fn render(&self) -> String {
        let counts = self.counts();
        let mut out = String::new();
        let _ = writeln!(
            out,
            "# HELP omittag_http_requests_total HTTP requests answered, by route and status."
        );
        let _ = writeln!(out, "# TYPE omittag_http_requests_total counter");
        for ((route, status), n) in &counts.requests {
            let _ = writeln!(
                out,
                "omittag_http_requests_total{{route=\"{}\",status=\"{status}\"}} {n}",
                escape(route)
            );
        }
        let _ = writeln!(out, "# HELP omittag_documents_total Documents checked, by verdict.");
        let _ = writeln!(out, "# TYPE omittag_documents_total counter");
        for verdict in ["valid", "invalid"] {
            let n = counts.documents.get(verdict).copied().unwrap_or(0);
            let _ = writeln!(out, "omittag_documents_total{{verdict=\"{verdict}\"}} {n}");
        }
        let _ = writeln!(
            out,
            "# HELP omittag_document_bytes_total Bytes of the documents checked."
        );
        let _ = writeln!(out, "# TYPE omittag_document_bytes_total counter");
        let _ = writeln!(out, "omittag_document_bytes_total {}", counts.bytes);
        let _ = writeln!(
            out,
            "# HELP omittag_document_errors_total Error messages given, by class (message code)."
        );
        let _ = writeln!(out, "# TYPE omittag_document_errors_total counter");
        for (class, n) in &counts.errors {
            let _ = writeln!(out, "omittag_document_errors_total{{class=\"{class}\"}} {n}");
        }
        let _ = writeln!(out, "# HELP omittag_document_warnings_total Warning messages given.");
        let _ = writeln!(out, "# TYPE omittag_document_warnings_total counter");
        let _ = writeln!(out, "omittag_document_warnings_total {}", counts.warnings);
        let _ = writeln!(out, "# HELP omittag_refusals_total Requests given no result, by class.");
        let _ = writeln!(out, "# TYPE omittag_refusals_total counter");
        for (class, n) in &counts.refusals {
            let _ = writeln!(out, "omittag_refusals_total{{class=\"{class}\"}} {n}");
        }
        let _ = writeln!(
            out,
            "# HELP omittag_http_request_duration_seconds Time to answer a request."
        );
        let _ = writeln!(out, "# TYPE omittag_http_request_duration_seconds histogram");
        let mut cumulative = 0;
        for (bound, n) in BUCKETS.iter().zip(&counts.latency) {
            cumulative += n;
            let _ = writeln!(
                out,
                "omittag_http_request_duration_seconds_bucket{{le=\"{bound}\"}} {cumulative}"
            );
        }
        cumulative += counts.latency[BUCKETS.len()];
        let _ = writeln!(
            out,
            "omittag_http_request_duration_seconds_bucket{{le=\"+Inf\"}} {cumulative}"
        );
        let _ = writeln!(out, "omittag_http_request_duration_seconds_sum {}", counts.latency_sum);
        let _ = writeln!(out, "omittag_http_request_duration_seconds_count {cumulative}");
        out
    }
}

/// A label value escaped as the text format asks (`\\`, `\"`, `\n`).
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_histogram_is_cumulative_and_counts_every_request() {
        let metrics = Metrics::default();
        metrics.request("/", 200, Duration::from_millis(3));
        metrics.request("/", 200, Duration::from_millis(300));
        metrics.request("/api/validate", 413, Duration::from_secs(60));
        let text = metrics.render();
        assert!(
            text.contains("omittag_http_requests_total{route=\"/\",status=\"200\"} 2\n"),
            "{text}"
        );
        assert!(text.contains("{le=\"0.0025\"} 0\n"), "{text}");
        assert!(text.contains("{le=\"0.005\"} 1\n"), "{text}");
        assert!(text.contains("{le=\"0.5\"} 2\n"), "{text}");
        assert!(text.contains("{le=\"10\"} 2\n"), "{text}");
        assert!(text.contains("{le=\"+Inf\"} 3\n"), "{text}");
        assert!(
            text.contains("omittag_http_request_duration_seconds_count 3\n"),
            "{text}"
        );
    }
}
