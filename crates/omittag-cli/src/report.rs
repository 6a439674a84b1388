//! Diagnostics as the command prints them: `omittag:FILE:LINE:COL:S: message`, with the
//! line from 1 and the column in characters from 0, as onsgmls writes its messages.

use sgml_source::{Diagnostic, DiagnosticKind, LineIndex};

/// One line per diagnostic, in the onsgmls message format.
pub(crate) fn format_diagnostics<K: DiagnosticKind>(file: &str, text: &str, diagnostics: &[Diagnostic<K>]) -> String {
    let index = LineIndex::new(text);
    let mut out = String::new();
    for d in diagnostics {
        let at = index.line_col(text, d.span.start);
        out.push_str(&format!(
            "omittag:{file}:{}:{}:{}: {}\n",
            at.line,
            at.column,
            d.severity().letter(),
            d.kind
        ));
    }
    out
}

/// The text of a file: UTF-8, or ISO 8859-1 when it is not valid UTF-8 (declarations
/// are ASCII, but their comments need not be).
pub(crate) fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    }
}
