//! Malformed SGML declarations, one fault each (`tests/malformed/*.decl`, each a variant
//! of `tests/valid/base.decl`): every one must report at least one diagnostic (an error
//! unless its name says `warning`), and its messages with line:column positions are
//! snapshotted.

use sgml_source::LineIndex;

/// The diagnostics as `LINE:COL: S code: message`, line from 1, column in characters
/// from 0.
fn render(text: &str) -> String {
    let parsed = sgml_decl::parse(text);
    let index = LineIndex::new(text);
    let mut out = String::new();
    for d in &parsed.diagnostics {
        let at = index.line_col(text, d.span.start);
        assert!(d.span.end as usize <= text.len(), "span inside the text");
        out.push_str(&format!(
            "{}:{}: {} {}: {}\n",
            at.line,
            at.column,
            d.severity().letter(),
            sgml_source::DiagnosticKind::code(&d.kind),
            d
        ));
    }
    out
}

#[test]
fn the_base_declaration_is_valid() {
    let text = include_str!("valid/base.decl");
    assert_eq!(render(text), "");
}

#[test]
fn malformed_declarations() {
    let mut count = 0;
    insta::glob!("malformed/*.decl", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let parsed = sgml_decl::parse(&text);
        let name = path.file_name().unwrap().to_string_lossy();
        if name.contains("warning") {
            assert!(
                parsed.is_valid() && !parsed.diagnostics.is_empty(),
                "{name}: {:?}",
                parsed.diagnostics
            );
        } else {
            assert!(!parsed.is_valid(), "{name} has no error");
        }
        insta::assert_snapshot!(render(&text));
        count += 1;
    });
    assert!(count >= 20, "only {count} malformed cases");
}

#[test]
fn parsing_goes_on_after_an_error() {
    let base = include_str!("valid/base.decl");
    let text = base
        .replace("NAMECASE GENERAL YES", "NAMECASE GENERALLY YES")
        .replace("NAMELEN 72", "NAMELENGTH 72")
        .replace("OMITTAG YES", "OMITTAG PERHAPS");
    let parsed = sgml_decl::parse(&text);
    let codes: Vec<&str> = parsed
        .diagnostics
        .iter()
        .map(|d| sgml_source::DiagnosticKind::code(&d.kind))
        .collect();
    // GENERALLY and NAMELENGTH are also longer than the reference NAMELEN (8).
    assert_eq!(
        codes,
        [
            "name-too-long",
            "unknown-keyword",
            "name-too-long",
            "unknown-quantity",
            "unknown-keyword"
        ]
    );
    // The parts after the faulty NAMING were still read.
    assert_eq!(parsed.declaration.quantities().litlen, 1024);
    assert_eq!(parsed.declaration.capacities().totalcap, 150000);
}
