//! Diagnostics as the command prints them: `omittag:FILE:LINE:COL:S: message`, with the
//! line from 1 and the column in characters from 0, as onsgmls writes its messages.

use omittag::Message;
use omittag::source::{Diagnostic, DiagnosticKind, LineIndex};

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

/// A message as editors and CI read it, as compilers write them: `FILE:LINE:COL:
/// severity: text` with the column counted from 1 (the messages count from 0, as onsgmls
/// does), then the hint, if any, as a note at the same place; `FILE: severity: text` for
/// a message about no place (the error limit) in document `name`. What `omittag validate --format gnu`
/// and `omittag tree` write.
pub(crate) fn gnu_lines(name: &str, message: &Message) -> String {
    let (place, mut lines) = if message.line == 0 {
        (
            name.to_owned(),
            format!("{name}: {}: {}\n", message.severity, message.text),
        )
    } else {
        let place = format!("{}:{}:{}", message.file, message.line, message.column + 1);
        (place, format!("{message}\n"))
    };
    if let Some(hint) = &message.hint {
        lines.push_str(&format!("{place}: note: {hint}\n"));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use omittag::source::Severity;

    #[test]
    fn gnu_lines_name_the_place_and_the_severity() {
        let message = Message {
            file: "a.html".into(),
            line: 3,
            column: 7,
            severity: Severity::Error,
            letter: Some('E'),
            text: "element \"TABEL\" undefined".into(),
            kind: omittag::message::MessageKind::Parser(omittag::parser::ParserDiagnosticKind::ElementUndefined {
                name: "TABEL".into(),
            }),
            offset: Some(40),
            hint: None,
        };
        assert_eq!(
            gnu_lines("a.html", &message),
            "a.html:3:8: error: element \"TABEL\" undefined\n"
        );
        let note = Message {
            severity: Severity::Info,
            ..message.clone()
        };
        assert!(gnu_lines("a.html", &note).starts_with("a.html:3:8: note: "));
        let hinted = Message {
            hint: Some("did you mean TABLE?".into()),
            ..message.clone()
        };
        assert_eq!(
            gnu_lines("a.html", &hinted),
            "a.html:3:8: error: element \"TABEL\" undefined\na.html:3:8: note: did you mean TABLE?\n"
        );
        let run = Message {
            line: 0,
            file: String::new(),
            ..message
        };
        assert_eq!(
            gnu_lines("a.html", &run),
            "a.html: error: element \"TABEL\" undefined\n"
        );
    }
}
