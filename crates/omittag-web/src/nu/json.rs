//! `out=json`: `{"messages": [...]}`, each message with its `type`, `subType` (when it
//! has one), `message`, `extract`, `lastLine`, `firstColumn`, `lastColumn`,
//! `hiliteStart` and `hiliteLength` (UTF-16 code units), and `url` for a message in
//! another entity than the document; ours under `"omittag": {"code", "hint",
//! "explanation": {"title", "rule", "fix"}}`. With `showsource=yes`, `source`: the
//! text, its type and its encoding.

use serde_json::{Map, Value, json};

use super::{Checked, NuMessage};

/// The answer, as JSON text.
pub(crate) fn answer(messages: &[NuMessage], checked: &Checked<'_>) -> String {
    value(messages, checked).to_string()
}

/// The answer, as a JSON value.
fn value(messages: &[NuMessage], checked: &Checked<'_>) -> Value {
    let mut root = Map::new();
    if let Some(url) = checked.url {
        root.insert("url".into(), url.into());
    }
    root.insert("messages".into(), messages.iter().map(message).collect());
    if checked.show_source {
        let mut source = Map::new();
        source.insert("code".into(), checked.text.into());
        if let Some(content_type) = checked.content_type {
            source.insert("type".into(), content_type.into());
        }
        if let Some(encoding) = &checked.report.encoding {
            source.insert("encoding".into(), encoding.name.into());
        }
        root.insert("source".into(), Value::Object(source));
    }
    Value::Object(root)
}

fn message(message: &NuMessage) -> Value {
    let mut out = Map::new();
    out.insert("type".into(), message.kind.name().into());
    if let Some(sub_type) = message.sub_type {
        out.insert("subType".into(), sub_type.into());
    }
    out.insert("message".into(), message.text.clone().into());
    if let Some(url) = &message.url {
        out.insert("url".into(), url.clone().into());
    }
    if let Some(extract) = &message.extract {
        let (start, length) = extract.hilite();
        out.insert("extract".into(), extract.whole().into());
        out.insert("hiliteStart".into(), start.into());
        out.insert("hiliteLength".into(), length.into());
    }
    if let Some(place) = message.place {
        out.insert("lastLine".into(), place.line.into());
        out.insert("firstColumn".into(), place.first_column.into());
        out.insert("lastColumn".into(), place.last_column.into());
    }
    let mut ours = Map::new();
    ours.insert("code".into(), message.code.into());
    if let Some(hint) = &message.hint {
        ours.insert("hint".into(), hint.clone().into());
    }
    if let Some(explanation) = omittag::explain::explanation(message.code) {
        ours.insert(
            "explanation".into(),
            json!({"title": explanation.title, "rule": explanation.rule, "fix": explanation.fix}),
        );
    }
    out.insert("omittag".into(), Value::Object(ours));
    Value::Object(out)
}

#[cfg(test)]
mod tests {
    use super::super::tests::checked_with;
    use super::super::{Format, refusal};
    use crate::refusal::Refusal;
    use serde_json::Value;

    fn checked(page: &str) -> Value {
        serde_json::from_str(&checked_with(page, Format::Json)).unwrap()
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
        let answer: Value = serde_json::from_str(&refusal(&Refusal::TooLarge(10), None, Format::Json)).unwrap();
        assert_eq!(answer["messages"][0]["type"], "non-document-error");
        assert_eq!(answer["messages"][0]["subType"], "io");
    }
}
