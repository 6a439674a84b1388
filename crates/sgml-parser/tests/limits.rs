//! The limits of `ParserOptions` against hostile input: each, when reached, gives one
//! clear message and bounded work; below them nothing changes.

use sgml_parser::esis::EsisOptions;
use sgml_parser::{EsisSink, Limit, ParserDiagnostic, ParserDiagnosticKind, ParserOptions, SelfContained};

const DTD: &str = r#"<!DOCTYPE d [
<!ELEMENT d - - ANY>
<!ATTLIST d a CDATA #IMPLIED>
<!ENTITY ten "0123456789">
<!ENTITY hundred "&ten;&ten;&ten;&ten;&ten;&ten;&ten;&ten;&ten;&ten;">
<!ENTITY r "x&r;">
]>
"#;

/// The ESIS and the instance parser's findings for `instance` after [`DTD`].
fn parse(instance: &str, options: &ParserOptions) -> (String, Vec<ParserDiagnostic>) {
    let text = format!("{DTD}{instance}");
    let mut out = Vec::new();
    let sink = EsisSink::new(&mut out, EsisOptions::default(), ("test", &text));
    let document = SelfContained::read(&text);
    assert!(document.dtd_diagnostics.is_empty(), "{:?}", document.dtd_diagnostics);
    let (found, sink) = document.parse(&text, options, sink);
    sink.finish(false).expect("writing to a Vec");
    (String::from_utf8(out).expect("UTF-8"), found)
}

fn limits(found: &[ParserDiagnostic]) -> Vec<Limit> {
    found
        .iter()
        .filter_map(|d| match d.kind {
            ParserDiagnosticKind::LimitReached { limit } => Some(limit),
            _ => None,
        })
        .collect()
}

fn unreadable_reasons(found: &[ParserDiagnostic]) -> Vec<String> {
    found
        .iter()
        .filter_map(|d| match &d.kind {
            ParserDiagnosticKind::EntityUnreadable { reason, .. } => Some(reason.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn nesting_past_the_limit_stops_the_parse_with_one_message() {
    let mut options = ParserOptions::default();
    options.max_open_elements = 20;
    options.max_errors = 0;
    let (esis, found) = parse(&"<d>".repeat(100_000), &options);
    assert_eq!(limits(&found), [Limit::OpenElements(20)]);
    // No "stopped after N errors", no end tags reported missing: it stops there.
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        found[0].to_string_kind(),
        "more than 20 elements are open at once (the nesting limit, option max_open_elements or --max-open-elements); parsing stops here"
    );
    assert!(esis.matches("(D\n").count() <= 21);
    assert!(!esis.ends_with("C\n"));
    // Under the limit: nothing changes.
    let (esis, found) = parse(&format!("{}{}", "<d>".repeat(20), "</d>".repeat(20)), &options);
    assert!(found.is_empty(), "{found:?}");
    assert_eq!(esis.matches("(D\n").count(), 20);
}

#[test]
fn a_million_deep_document_is_one_message_with_the_default_limit() {
    let (_, found) = parse(&"<d>".repeat(1_000_000), &ParserOptions::default());
    assert_eq!(limits(&found), [Limit::OpenElements(10_000)]);
}

#[test]
fn a_recursive_entity_is_an_error_not_a_stack_overflow() {
    let (esis, found) = parse("<d>&r;</d>", &ParserOptions::default());
    assert!(
        found
            .iter()
            .any(|d| matches!(&d.kind, ParserDiagnosticKind::EntityRecursive { name } if name == "r")),
        "{found:?}"
    );
    assert!(esis.contains("-x\n"));
    // In an attribute value too.
    let (_, found) = parse("<d a=\"&r;\"></d>", &ParserOptions::default());
    assert!(
        found
            .iter()
            .any(|d| matches!(d.kind, ParserDiagnosticKind::EntityRecursive { .. })),
        "{found:?}"
    );
}

#[test]
fn entity_expansion_past_the_limit_is_reported_and_skipped() {
    let mut options = ParserOptions::default();
    options.max_entity_expansion = 1000;
    options.entity_expansion_ratio = 0;
    assert_eq!(options.entity_expansion_limit(1 << 20), 1000);
    let (esis, found) = parse(&format!("<d>{}</d>", "&hundred;".repeat(20)), &options);
    let reasons = unreadable_reasons(&found);
    assert!(!reasons.is_empty());
    assert!(
        reasons[0].contains(
            "more than 1000 characters in all (the entity expansion limit: the larger of option \
             max_entity_expansion or --max-entity-expansion, and option entity_expansion_ratio or \
             --entity-expansion-ratio times the document's length)"
        ),
        "{reasons:?}"
    );
    // Expanded up to the limit, not past it.
    let digits = esis
        .lines()
        .filter(|l| l.starts_with('-'))
        .map(|l| l.len() - 1)
        .sum::<usize>();
    assert!(digits <= 1000, "{digits}");
    // In an attribute value too.
    let (_, found) = parse(&format!("<d a=\"{}\"></d>", "&hundred;".repeat(20)), &options);
    assert!(!unreadable_reasons(&found).is_empty());
    // The limit grows with the document.
    let mut relative = ParserOptions::default();
    relative.max_entity_expansion = 1000;
    relative.entity_expansion_ratio = 100;
    assert_eq!(relative.entity_expansion_limit(5), 1000);
    assert_eq!(relative.entity_expansion_limit(10_000), 1_000_000);
    assert_eq!(relative.entity_expansion_limit(usize::MAX), usize::MAX);
    let (_, found) = parse(&format!("<d>{}</d>", "&hundred;".repeat(20)), &relative);
    assert!(unreadable_reasons(&found).is_empty(), "{found:?}");
}

#[test]
fn entities_nested_past_the_depth_limit_are_reported() {
    let mut options = ParserOptions::default();
    options.max_entity_depth = 1;
    let (_, found) = parse("<d>&hundred;</d>", &options);
    let reasons = unreadable_reasons(&found);
    assert!(
        reasons.iter().all(|r| r
            == "entity references nest more than 1 deep (the entity nesting limit, option max_entity_depth or \
                    --max-entity-depth)"),
        "{reasons:?}"
    );
    assert_eq!(reasons.len(), 10);
    let (_, found) = parse("<d a=\"&hundred;\"></d>", &options);
    assert_eq!(unreadable_reasons(&found).len(), 10);
}

#[test]
fn attributes_past_the_limit_are_ignored_with_one_message() {
    let mut options = ParserOptions::default();
    options.max_attributes = 10;
    options.max_errors = 0;
    let names: Vec<String> = (0..1000).map(|i| format!("b{i}=1")).collect();
    let (esis, found) = parse(&format!("<d {}></d>", names.join(" ")), &options);
    assert_eq!(limits(&found), [Limit::Attributes(10)]);
    let specified = esis
        .lines()
        .filter(|l| l.starts_with("AB") && l.ends_with(" CDATA 1"))
        .count();
    assert_eq!(specified, 10, "{esis}");
    // The next tag has its own count.
    let (_, found) = parse(
        &format!("<d {}></d><d {}></d>", names.join(" "), names.join(" ")),
        &options,
    );
    assert_eq!(limits(&found).len(), 2);
}

#[test]
fn an_attribute_value_past_the_limit_is_cut_with_one_message() {
    let mut options = ParserOptions::default();
    options.max_attribute_value_length = 100;
    let (esis, found) = parse(&format!("<d a=\"{}\"></d>", "&hundred;".repeat(50)), &options);
    assert_eq!(limits(&found), [Limit::AttributeValueLength(100)]);
    let value = esis.lines().find(|l| l.starts_with("AA CDATA ")).expect("the value");
    assert_eq!(value.len() - "AA CDATA ".len(), 100);
    // Written in the document itself.
    let (esis, found) = parse(&format!("<d a=\"{}\"></d>", "x".repeat(5000)), &options);
    assert_eq!(limits(&found), [Limit::AttributeValueLength(100)]);
    let value = esis.lines().find(|l| l.starts_with("AA CDATA ")).expect("the value");
    assert!(value.len() < 5000, "{}", value.len());
    // Under the limit, nothing.
    let (_, found) = parse("<d a=\"&hundred;\"></d>", &options);
    assert!(limits(&found).is_empty(), "{found:?}");
}

/// The message text of a diagnostic.
trait KindText {
    fn to_string_kind(&self) -> String;
}

impl KindText for ParserDiagnostic {
    fn to_string_kind(&self) -> String {
        self.kind.to_string()
    }
}

#[test]
fn a_processing_instruction_past_the_limit_is_skipped_with_one_message() {
    let mut options = ParserOptions::default();
    options.max_processing_instruction_length = 100;
    // Within the limit but past PILEN (240 in the reference concrete syntax): a quantity
    // error at its PIC, and the PI in the ESIS.
    let (esis, found) = parse(&format!("<d><?{}></d>", "p".repeat(99)), &options);
    assert!(limits(&found).is_empty());
    assert!(esis.contains(&format!("?{}\n", "p".repeat(99))), "{esis}");
    let (_, found) = parse(&format!("<d><?{}></d>", "p".repeat(250)), &ParserOptions::default());
    let pilen: Vec<String> = found.iter().map(|d| d.kind.to_string()).collect();
    assert_eq!(
        pilen,
        ["the processing instruction is 250 characters long; PILEN allows 240"]
    );
    // At the PIC: one character further for a PI one longer.
    let (_, longer) = parse(&format!("<d><?{}></d>", "p".repeat(251)), &ParserOptions::default());
    assert_eq!(longer[0].location.span.start, found[0].location.span.start + 1);
    // Past the limit: one message naming it and its option, no PI, and the parse goes on.
    let (esis, found) = parse(&format!("<d><?{}>after</d>", "p".repeat(1000)), &options);
    assert_eq!(limits(&found), [Limit::ProcessingInstructionLength(100)]);
    assert!(found[0].kind.to_string().contains("max_processing_instruction_length"));
    assert!(!esis.contains('?'), "{esis}");
    assert!(esis.contains("-after\n"), "{esis}");
}
