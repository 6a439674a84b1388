//! Arbitrary input as a DTD subset or a DOCTYPE declaration: loading never panics,
//! finishes, and every diagnostic points inside the text of its source.

mod support;

use proptest::prelude::*;
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::{DtdDiagnostic, DtdOptions};
use support::Bundle;

/// Fragments of DTD syntax, so that generated input reaches deep into the parser.
const FRAGMENTS: &[&str] = &[
    "<!ENTITY % e \"",
    "<!ENTITY e ",
    "<!ELEMENT ",
    "<!ATTLIST ",
    "<!NOTATION n SYSTEM>",
    "<![ ",
    "<![ IGNORE [",
    "<![ INCLUDE [",
    "]]>",
    "%e;",
    "%e ",
    "&#37;e;",
    "(",
    ")",
    "|",
    ",",
    "&",
    "?",
    "*",
    "+",
    "-",
    "O",
    " - O ",
    "#PCDATA",
    "#FIXED",
    "#IMPLIED",
    " CDATA ",
    " EMPTY",
    " ANY",
    "NOTATION (n)",
    "\"",
    "'",
    "--",
    "<!--",
    "-->",
    ">",
    " ",
    "\n",
    "\r\n",
    "X",
    "Y",
    "PUBLIC \"-//W3C//ENTITIES Latin 1//EN//HTML\"",
    "SYSTEM",
    "<!SHORTREF m \"&#RS;\" e>",
    "<!USEMAP m X>",
    "<!LINKTYPE",
    "<?pi>",
    "#DEFAULT",
    "NDATA n [a=b]",
    "&#x41;",
    "&#RE;",
    "]",
];

fn check(dtd: &Dtd, diagnostics: &[DtdDiagnostic], document: Option<&str>) {
    for diagnostic in diagnostics {
        let source = &dtd.sources[diagnostic.source as usize];
        let text = source.text.as_deref().or(document).unwrap_or_default();
        let span = diagnostic.diagnostic.span;
        assert!(
            span.start <= span.end && span.end as usize <= text.len(),
            "{diagnostic:?}"
        );
        // Rendering works for every diagnostic.
        let _ = support::messages(dtd, std::slice::from_ref(diagnostic), document);
    }
    let _ = dtd.dump().to_string();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_as_a_subset(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let bundle = Bundle::new_small();
        let text = String::from_utf8_lossy(&bytes);
        let parsed = bundle.loader().load_text("X", "subset", &text);
        check(&parsed.dtd, &parsed.diagnostics, None);
    }

    #[test]
    fn dtd_fragments_as_a_subset(parts in proptest::collection::vec(proptest::sample::select(FRAGMENTS), 0..60)) {
        let bundle = Bundle::new_small();
        let text: String = parts.concat();
        let parsed = bundle.loader().load_text("X", "subset", &text);
        check(&parsed.dtd, &parsed.diagnostics, None);
    }

    #[test]
    fn dtd_fragments_in_a_doctype(parts in proptest::collection::vec(proptest::sample::select(FRAGMENTS), 0..60)) {
        let bundle = Bundle::new_small();
        let text = format!("<!DOCTYPE X [{}]><X>", parts.concat());
        let parsed = bundle.loader().load_doctype(&text, 0, "doc", None);
        prop_assert!(parsed.end as usize <= text.len());
        check(&parsed.dtd, &parsed.diagnostics, Some(&text));
    }
}

#[test]
fn exponential_entities_hit_the_expansion_limit() {
    let bundle = Bundle::new_small();
    let mut text = String::from("<!ENTITY % e0 \"<!-- x -->\">\n");
    for i in 1..40 {
        text.push_str(&format!("<!ENTITY % e{i} \"%e{p};%e{p};\">\n", p = i - 1));
    }
    text.push_str("%e39;\n");
    let options = DtdOptions {
        max_expansion: 1 << 20,
        ..DtdOptions::default()
    };
    let loader = bundle.loader().with_options(options);
    let parsed = loader.load_text("X", "subset", &text);
    let codes: Vec<_> = parsed
        .diagnostics
        .iter()
        .map(|d| sgml_source::DiagnosticKind::code(d.kind()))
        .collect();
    assert!(codes.contains(&"expansion-limit"), "{codes:?}");
}

#[test]
fn deep_entity_nesting_is_cut() {
    // Each entity's text refers to the next through a character reference, so the
    // references nest when used rather than when declared.
    let bundle = Bundle::new_small();
    let mut text = String::new();
    for i in (0..200).rev() {
        text.push_str(&format!("<!ENTITY % e{i} \"&#37;e{};\">\n", i + 1));
    }
    text.push_str("<!ENTITY % e200 \"\">\n%e0;\n");
    let parsed = bundle.loader().load_text("X", "subset", &text);
    let codes: Vec<_> = parsed
        .diagnostics
        .iter()
        .map(|d| sgml_source::DiagnosticKind::code(d.kind()))
        .collect();
    assert_eq!(codes, ["entity-nesting-too-deep"]);
}

#[test]
fn long_single_lines_are_read_in_linear_time() {
    // No newline for a megabyte: a lexer window must not rescan the rest of the line
    // for each token.
    let bundle = Bundle::new_small();
    let loader = bundle.loader();
    let cases = [
        "<!ENTITY % e \"x\"> ".repeat(50_000),
        "%e; ".repeat(200_000),
        format!("<!-- {} -->", "a ".repeat(500_000)),
        format!("<!ELEMENT X - - ({})>", "A|".repeat(300_000) + "B"),
        "]]> junk <b> ".repeat(80_000),
    ];
    for text in &cases {
        let started = std::time::Instant::now();
        let parsed = loader.load_text("X", "subset", text);
        let elapsed = started.elapsed();
        assert!(elapsed.as_secs() < 20, "{} bytes took {elapsed:?}", text.len());
        assert!(parsed.diagnostics.len() <= DtdOptions::default().max_diagnostics + 1);
    }
}

#[test]
fn large_name_groups_and_attribute_lists_are_read_in_linear_time() {
    // Found by the `dtd` fuzz target's neighbours: a repeated name was searched for in
    // a list, so a group or an attribute list of n names took n² comparisons (a
    // 40,000-name element group, 230 KB, took 4 s in a release build).
    let bundle = Bundle::new_small();
    let loader = bundle.loader();
    let names = |prefix: &str, n: usize| (0..n).map(|i| format!("{prefix}{i}")).collect::<Vec<_>>();
    let n = 100_000;
    let cases = [
        format!("<!ELEMENT ({}) - O EMPTY>", names("E", n).join("|")),
        format!(
            "<!ELEMENT X - O EMPTY><!ATTLIST X {}>",
            names("A", n)
                .iter()
                .map(|a| format!("{a} CDATA #IMPLIED"))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        format!(
            "<!ELEMENT X - O EMPTY><!ATTLIST X V ({}) #IMPLIED W ({}) #IMPLIED>",
            names("T", n).join("|"),
            names("U", n).join("|")
        ),
    ];
    for text in &cases {
        let started = std::time::Instant::now();
        let parsed = loader.load_text("X", "subset", text);
        let elapsed = started.elapsed();
        assert!(elapsed.as_secs() < 20, "{} bytes took {elapsed:?}", text.len());
        assert!(
            !parsed.diagnostics.iter().any(|d| matches!(
                d.kind().code(),
                "duplicate-in-group" | "duplicate-attribute-definition" | "duplicate-group-token"
            )),
            "no name is repeated"
        );
    }
    // A repeated name is still found, however far apart.
    let repeated = format!("<!ELEMENT ({}|E0) - O EMPTY>", names("E", 1000).join("|"));
    let parsed = loader.load_text("X", "subset", &repeated);
    let codes: Vec<&str> = parsed.diagnostics.iter().map(|d| d.kind().code()).collect();
    assert!(codes.contains(&"duplicate-in-group"), "{codes:?}");
}
