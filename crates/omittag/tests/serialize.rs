//! The `serde` feature: the JSON of reports and trees, field by field.
#![cfg(feature = "serde")]

use omittag::serialize::{MAX_DEPTH, TreeView};
use omittag::{Options, Validator};
use proptest::prelude::{Just, ProptestConfig, prop_oneof};

/// A small HTML 4.01 document with omitted tags, a SHORTTAG attribute value, an entity
/// reference, a processing instruction, an error and a warning.
const PAGE: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://www.w3.org/TR/html4/strict.dtd\">\n\
<?page break>\n\
<title>A &amp; B</title>\n\
<table><tr><td colspan=2>cell</table>\n\
<p class=x>one<tabel>two\n";

fn parsed() -> serde_json::Value {
    let validator = Validator::new(Options::default());
    let parsed = validator.parse(omittag::Document::new(PAGE.as_bytes()).named("page.html"));
    serde_json::to_value(&parsed).unwrap()
}

/// The JSON as written (fields in their order, not sorted as in a `Value`).
#[test]
fn the_json_of_a_small_document() {
    let validator = Validator::new(Options::default());
    let parsed = validator.parse(omittag::Document::new(PAGE.as_bytes()).named("page.html"));
    let json = serde_json::to_string_pretty(&parsed).unwrap();
    insta::assert_snapshot!(json);
}

#[test]
fn the_report_has_the_fields_the_validator_prints() {
    let validator = Validator::new(Options::default());
    let report = validator.validate(omittag::Document::new(PAGE.as_bytes()).named("page.html"));
    let json = serde_json::to_value(&report).unwrap();
    let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "doctype",
            "encoding",
            "errors",
            "messages",
            "name",
            "tentative",
            "valid",
            "warnings"
        ]
    );
    assert_eq!(json["name"], "page.html");
    assert_eq!(json["valid"], false);
    assert_eq!(json["errors"], report.errors());
    assert_eq!(json["warnings"], report.warnings());
    assert_eq!(json["doctype"]["description"], "HTML 4.01 Strict");
    assert_eq!(json["encoding"]["source"], "fallback");
    let messages = json["messages"].as_array().unwrap();
    assert_eq!(messages.len(), report.messages.len());
    for (json, message) in messages.iter().zip(&report.messages) {
        assert_eq!(json["line"], message.line);
        // Columns from 1 in JSON, as editors count; from 0 under a name that says so.
        assert_eq!(json["column"], message.column + 1);
        assert_eq!(json["column_from_0"], message.column);
        assert_eq!(json["offset"], message.offset.unwrap());
        assert_eq!(json["code"], message.code());
        assert_eq!(json["severity"], message.severity.to_string());
        assert_eq!(json["text"], message.text);
    }
    // The same report from the tree's parse.
    assert_eq!(parsed()["report"], json);
}

#[test]
fn a_report_without_doctype_or_encoding_has_nulls() {
    let mut options = Options::default();
    options.max_input_bytes = 4;
    let report = omittag::validate(b"<title>t</title>", &options);
    let json = serde_json::to_value(&report).unwrap();
    assert!(json["doctype"].is_null() && json["encoding"].is_null());
    assert_eq!(json["messages"][0]["code"], "input-too-large");
    assert_eq!(json["messages"][0]["hint"], serde_json::Value::Null);
}

#[test]
fn too_deep_a_tree_is_refused_not_overflowed() {
    // HTML 3.2's BLOCKQUOTE may hold a BLOCKQUOTE: a document as deep as we like (past
    // TAGLVL and with end tags missing: errors, but the elements are in the tree).
    let deep = |levels: usize| {
        let mut page = String::from("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\"><title>t</title>");
        page.push_str(&"<blockquote>".repeat(levels));
        page.push('x');
        page
    };
    let options = Options::default();
    // The document node, HTML and BODY above the quotes, the data below them: with
    // MAX_DEPTH - 3 quotes, the data is MAX_DEPTH levels below the document node.
    let page = deep(MAX_DEPTH - 3);
    let ok = omittag::parse(page.as_bytes(), &options);
    let json = serde_json::to_string(&TreeView::new(&ok.tree)).unwrap();
    assert_eq!(json.matches("\"BLOCKQUOTE\"").count(), MAX_DEPTH - 3);
    let page = deep(MAX_DEPTH - 2);
    let refused = omittag::parse(page.as_bytes(), &options);
    let error = serde_json::to_string(&TreeView::new(&refused.tree)).unwrap_err();
    assert!(error.to_string().contains("levels deep"), "{error}");
}

proptest::proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any document, valid or not, serializes to JSON that reads back, with one element
    /// object per element of the tree.
    #[test]
    fn any_document_serializes(parts in proptest::collection::vec(prop_oneof![
        Just("<p>"), Just("</p>"), Just("<table><tr><td colspan=2>"),
        Just("<?pi>"), Just("&amp;"), Just("&nbsp;"),
        Just("<tabel>"), Just("<a href=x title='t'>"), Just("</a>"),
        Just("text\n"), Just("<br>"), Just("<"),
        Just("\u{e9}"), Just("<ul><li>"), Just("</body>"),
    ], 0..24)) {
        let page = format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>t</title>{}", parts.concat());
        let parsed = omittag::parse(page.as_bytes(), &Options::default());
        let json = serde_json::to_string(&parsed).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let elements = parsed.tree.descendants().filter(|n| n.is_element()).count();
        proptest::prop_assert_eq!(json.matches("\"type\":\"element\"").count(), elements);
        proptest::prop_assert_eq!(value["report"]["errors"].as_u64(), Some(parsed.report.errors() as u64));
    }
}
