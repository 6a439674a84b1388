//! Non-SGML characters (ISO 8879 13.1.1: those the document character set leaves
//! UNUSED) in a DTD, each case checked first with onsgmls run as the W3C validator runs
//! it (`/work/shared/tools/oracle`): each is reported where it stands, between
//! declarations, in parameters, comments, literals and processing instructions, and
//! left out of an entity's text; a processing instruction keeps it.

mod support;

use sgml_dtd::dtd::EntityData;
use sgml_dtd::parse::DtdDiagnosticKind;
use sgml_source::{DiagnosticKind, Severity};
use support::{Bundle, messages};

/// The (offset, character number) of each non-SGML character reported.
fn reported(diagnostics: &[sgml_dtd::parse::DtdDiagnostic]) -> Vec<(u32, u32)> {
    diagnostics
        .iter()
        .filter_map(|d| match d.diagnostic.kind {
            DtdDiagnosticKind::NonSgmlCharacter(number) => Some((d.diagnostic.span.start, number)),
            _ => None,
        })
        .collect()
}

fn internal_text(dtd: &sgml_dtd::dtd::Dtd, name: &str) -> String {
    match &dtd.general_entities[name].data {
        EntityData::Internal(text) => text.text.to_string(),
        _ => panic!("{name} is not internal"),
    }
}

#[test]
fn an_internal_subset_reports_each_and_drops_them_from_entity_texts() {
    // onsgmls: an error at each character; `&e;` gives "xy", `&f;` "ab", `&g;` "pq".
    let bundle = Bundle::new();
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n\
                <!ENTITY e \"x\u{1}y\">\n\
                <!ENTITY f CDATA \"a\u{85}\u{9f}b\" -- c\u{2} -->\n\
                <!ENTITY % p \"<!ENTITY g 'p\u{3}q'>\">%p;\n\
                \u{4}<?pi\u{5}>\n\
                ]>";
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    let at = |needle: char| text.find(needle).unwrap() as u32;
    assert_eq!(
        reported(&parsed.diagnostics),
        [
            (at('\u{1}'), 1),
            (at('\u{85}'), 0x85),
            (at('\u{9f}'), 0x9f),
            (at('\u{2}'), 2),
            (at('\u{3}'), 3),
            (at('\u{4}'), 4),
            (at('\u{5}'), 5),
        ],
        "{}",
        messages(&parsed.dtd, &parsed.diagnostics, Some(text))
    );
    assert_eq!(parsed.diagnostics.len(), 7);
    assert!(
        parsed
            .diagnostics
            .iter()
            .all(|d| d.diagnostic.kind.severity() == Severity::Error)
    );
    assert_eq!(parsed.diagnostics[0].diagnostic.kind.code(), "non-sgml-character");
    assert_eq!(internal_text(&parsed.dtd, "e"), "xy");
    assert_eq!(internal_text(&parsed.dtd, "f"), "ab");
    assert_eq!(internal_text(&parsed.dtd, "g"), "pq");
    assert_eq!(parsed.processing_instructions[0].text, "pi\u{5}");
}

#[test]
fn in_parameters_they_are_skipped_without_separating() {
    // onsgmls: `<!ENTITY \1h "q">` declares h, `<!ENTITY i\1"r">` declares i, and
    // `<!ENTITY j\1k "s">` is in error at "k" (the name was "j").
    let bundle = Bundle::new();
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n\
                <!ENTITY \u{1}h \"q\">\n<!ENTITY i\u{1}\"r\">\n<!ENTITY j\u{1}k \"s\">\n\
                <!ELEMENT q - - (#PCDATA|\u{2}b)*>\n]>";
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    let shown = messages(&parsed.dtd, &parsed.diagnostics, Some(text));
    assert_eq!(reported(&parsed.diagnostics).len(), 4, "{shown}");
    assert_eq!(internal_text(&parsed.dtd, "h"), "q");
    assert_eq!(internal_text(&parsed.dtd, "i"), "r");
    assert!(!parsed.dtd.general_entities.contains_key("j"));
    let k = text.find("k \"s\"").unwrap() as u32;
    assert!(
        parsed
            .diagnostics
            .iter()
            .any(|d| d.diagnostic.span.start == k && d.diagnostic.kind.code() == "declaration-syntax"),
        "{shown}"
    );
    assert!(parsed.dtd.element_id("Q").is_some());
}

#[test]
fn after_a_declaration_in_error_they_are_skipped_silently() {
    // onsgmls: only the unknown declaration is reported.
    let bundle = Bundle::new();
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!FOO \u{1}>\u{2}\n<!-- x -- y -- \u{3} -- >]>";
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    let shown = messages(&parsed.dtd, &parsed.diagnostics, Some(text));
    assert!(reported(&parsed.diagnostics).is_empty(), "{shown}");
    assert_eq!(parsed.diagnostics.len(), 2, "{shown}");
}

#[test]
fn references_to_them_in_a_parameter_literal_are_reported_and_dropped() {
    // onsgmls: an error at the end of each number; `&r;` gives "x yzw". In an attribute
    // value literal the reference is dropped without a message.
    let bundle = Bundle::new();
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n\
                <!ENTITY r \"x&#1 y&#x2;z&#128;w&#159\">\n<!ATTLIST DIV z CDATA \"e&#1;f\">\n]>";
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    let found: Vec<(u32, u32)> = parsed
        .diagnostics
        .iter()
        .filter_map(|d| match d.diagnostic.kind {
            DtdDiagnosticKind::NonSgmlCharacterReference(number) => Some((d.diagnostic.span.start, number)),
            _ => None,
        })
        .collect();
    let after = |needle: &str| (text.find(needle).unwrap() + needle.len()) as u32;
    assert_eq!(
        found,
        [
            (after("&#1"), 1),
            (after("&#x2"), 2),
            (after("&#128"), 128),
            (after("&#159"), 159)
        ],
        "{}",
        messages(&parsed.dtd, &parsed.diagnostics, Some(text))
    );
    assert_eq!(parsed.diagnostics.len(), 4);
    assert_eq!(internal_text(&parsed.dtd, "r"), "x yzw");
}

#[test]
fn a_dtd_file_reports_them_in_its_own_text() {
    // An external DTD is read by the same parser: the positions are in the file.
    let bundle = Bundle::new();
    let dtd = "<!ELEMENT doc - - (#PCDATA)>\n<!-- a\u{1}b -->\n<!ENTITY e \"x\u{2}y\">\n\u{3}\n";
    let parsed = bundle.loader().load_text("doc", "doc.dtd", dtd);
    let at = |needle: char| dtd.find(needle).unwrap() as u32;
    assert_eq!(
        reported(&parsed.diagnostics),
        [(at('\u{1}'), 1), (at('\u{2}'), 2), (at('\u{3}'), 3)]
    );
    let source = parsed.diagnostics[0].source as usize;
    assert_eq!(parsed.dtd.sources[source].name, "doc.dtd");
    assert_eq!(internal_text(&parsed.dtd, "e"), "xy");
}
