//! The Nu HTML Checker's JSON output, for its clients: `{"messages": [...]}` with each
//! message's `type` (`error`, `info`, or `non-document-error` for what is not about the
//! document), `subType` (`warning` for an `info` that warns, `fatal` never: our errors
//! never stop the check; `io` or `internal` for a non-document error), `message`,
//! `extract`, `firstLine` (only when not `lastLine`), `lastLine`, `firstColumn`,
//! `lastColumn` (lines and columns from 1), `hiliteStart` and `hiliteLength` (the part of
//! `extract` the message is about, in UTF-16 code units as the checker, written in Java,
//! counts), and `url` for a message in another entity than the document (a DTD).
//!
//! Ours ride along under a name of our own, which the checker's clients ignore:
//! `"omittag": {"code", "hint", "explanation": {"title", "rule", "fix"}}`.

use omittag::excerpt::{line_window, shown};
use omittag::source::Severity;
use omittag::{Message, Report};
use serde_json::{Map, Value, json};

use crate::refusal::Refusal;

/// The checker's answer for a checked document: its messages, and `source` (the text,
/// its type and encoding) when `show_source`.
pub(crate) fn document(report: &Report, text: &str, content_type: Option<&str>, show_source: bool) -> Value {
    let messages: Vec<Value> = report.messages.iter().map(|m| message(m, &report.name, text)).collect();
    let mut root = Map::new();
    root.insert("messages".into(), Value::Array(messages));
    if show_source {
        let mut source = Map::new();
        source.insert("code".into(), Value::String(text.to_owned()));
        if let Some(content_type) = content_type {
            source.insert("type".into(), Value::String(content_type.to_owned()));
        }
        if let Some(encoding) = &report.encoding {
            source.insert("encoding".into(), Value::String(encoding.name.to_owned()));
        }
        root.insert("source".into(), Value::Object(source));
    }
    Value::Object(root)
}

/// The checker's answer when there is no result: one `non-document-error`.
pub(crate) fn refusal(refusal: &Refusal) -> Value {
    json!({"messages": [{
        "type": "non-document-error",
        "subType": refusal.nu_sub_type(),
        "message": refusal.text(),
        "omittag": {"code": refusal.class()},
    }]})
}

/// One message as the checker writes it.
fn message(message: &Message, document: &str, text: &str) -> Value {
    let mut out = Map::new();
    let (kind, sub_type) = match message.severity {
        Severity::Error => ("error", None),
        Severity::Warning => ("info", Some("warning")),
        Severity::Info => ("info", None),
    };
    out.insert("type".into(), kind.into());
    if let Some(sub_type) = sub_type {
        out.insert("subType".into(), sub_type.into());
    }
    out.insert("message".into(), message.text.clone().into());
    if message.line > 0 {
        if message.file != document {
            out.insert("url".into(), message.file.clone().into());
        }
        let last_column = message.column + 1;
        let mut first_column = last_column;
        if let Some(place) = place_in(message, document, text) {
            out.insert("extract".into(), place.extract.into());
            out.insert("hiliteStart".into(), place.hilite_start.into());
            out.insert("hiliteLength".into(), place.hilite_length.into());
            first_column = last_column - place.marked_before;
        }
        out.insert("lastLine".into(), message.line.into());
        out.insert("firstColumn".into(), first_column.into());
        out.insert("lastColumn".into(), last_column.into());
    }
    let mut ours = Map::new();
    ours.insert("code".into(), message.code().into());
    if let Some(hint) = &message.hint {
        ours.insert("hint".into(), hint.clone().into());
    }
    if let Some(explanation) = omittag::explain::explanation(message.code()) {
        ours.insert(
            "explanation".into(),
            json!({"title": explanation.title, "rule": explanation.rule, "fix": explanation.fix}),
        );
    }
    out.insert("omittag".into(), Value::Object(ours));
    Value::Object(out)
}

/// A message's extract and the part of it marked.
struct Place {
    extract: String,
    /// In UTF-16 code units from the extract's start.
    hilite_start: u32,
    hilite_length: u32,
    /// How many characters before the message's own the mark starts (the rest of a tag
    /// whose `>` the message is at), for `firstColumn`.
    marked_before: u32,
}

/// The extract of a message about a place in the document itself: the window of its line
/// (cut around the place when the line is long), marking the character at the place, or
/// the whole tag when that character is a tag's `>`.
fn place_in(message: &Message, document: &str, text: &str) -> Option<Place> {
    let offset = message.offset? as usize;
    if message.file != document || offset > text.len() || !text.is_char_boundary(offset) {
        return None;
    }
    let window = line_window(text, offset, message.line as usize, message.column as usize);
    let before = &text[window.start..offset];
    let here = text[offset..window.end].chars().next();
    let mark_from = match here {
        Some('>') => before
            .rfind('<')
            .filter(|&i| !before[i..].contains('>'))
            .unwrap_or(before.len()),
        _ => before.len(),
    };
    let utf16 = |s: &str| s.chars().map(|c| shown(c).len_utf16() as u32).sum::<u32>();
    let extract: String = text[window.start..window.end].chars().map(shown).collect();
    let marked_before = before[mark_from..].chars().count() as u32;
    Some(Place {
        extract,
        hilite_start: utf16(&before[..mark_from]),
        hilite_length: utf16(&before[mark_from..]) + here.map_or(0, |c| shown(c).len_utf16() as u32),
        marked_before,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked(page: &str) -> Value {
        let report = omittag::validate(
            omittag::Document::new(page.as_bytes()).named("a.html"),
            &Default::default(),
        );
        document(&report, page, None, false)
    }

    #[test]
    fn an_error_has_the_checkers_fields_and_ours() {
        let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<tabel>y</p>\n";
        let answer = checked(page);
        let first = answer["messages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["type"] == "error")
            .expect("an error");
        assert!(first.get("subType").is_none());
        assert_eq!(first["lastLine"], 3);
        // The message is at the `>` of `<tabel>`: the whole tag is marked.
        assert_eq!(first["extract"], "<p>x<tabel>y</p>");
        assert_eq!(
            (first["hiliteStart"].as_u64(), first["hiliteLength"].as_u64()),
            (Some(4), Some(7))
        );
        assert_eq!(
            (first["firstColumn"].as_u64(), first["lastColumn"].as_u64()),
            (Some(5), Some(11))
        );
        assert_eq!(first["omittag"]["code"], "element-undefined");
        assert_eq!(first["omittag"]["hint"], "did you mean TABLE?");
        assert_eq!(first["omittag"]["explanation"]["title"], "unknown element type");
        assert!(first.get("firstLine").is_none());
    }

    #[test]
    fn a_message_at_a_tag_close_marks_the_whole_tag() {
        let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>\u{e9}<img src=a>\n";
        let answer = checked(page);
        let missing_alt = answer["messages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["omittag"]["code"] == "required-attribute-missing")
            .expect("ALT is required");
        assert_eq!(missing_alt["extract"], "<p>\u{e9}<img src=a>");
        assert_eq!(missing_alt["hiliteStart"], 4);
        assert_eq!(missing_alt["hiliteLength"], 11);
        assert_eq!(missing_alt["firstColumn"], 5);
        assert_eq!(missing_alt["lastColumn"], 15);
    }

    #[test]
    fn a_warning_is_an_info_of_sub_type_warning() {
        // No encoding declared anywhere: a warning.
        let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x\n";
        let answer = checked(page);
        let warning = answer["messages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["subType"] == "warning")
            .expect("a warning");
        assert_eq!(warning["type"], "info");
    }

    #[test]
    fn a_refusal_is_a_non_document_error() {
        let answer = refusal(&Refusal::TooLarge(10));
        assert_eq!(answer["messages"][0]["type"], "non-document-error");
        assert_eq!(answer["messages"][0]["subType"], "io");
    }
}
