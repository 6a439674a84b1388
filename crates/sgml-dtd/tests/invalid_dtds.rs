//! Invalid DTDs, one fault a file (`tests/invalid/*.sgml`): our diagnostics, snapshotted
//! next to what onsgmls reports for the same document (`*.onsgmls`), with the severity
//! checked against it.

mod support;

use support::{Bundle, messages};

/// Whether onsgmls's messages hold an error (`E`) or a quantity error (`Q`).
fn reference_has_error(reference: &str) -> bool {
    reference
        .lines()
        .any(|line| line.contains(":E: ") || line.contains(":Q: "))
}

#[test]
fn invalid_dtds() {
    let bundle = Bundle::new();
    let loader = bundle.loader();
    insta::glob!("invalid/*.sgml", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_str().unwrap();
        let reference = std::fs::read_to_string(path.with_extension("onsgmls")).unwrap();
        let parsed = loader.load_doctype(&text, 0, name, None);
        assert!(parsed.complete, "{name}");
        assert!(!parsed.diagnostics.is_empty(), "{name}: no diagnostic");
        assert_eq!(
            !parsed.is_valid(),
            reference_has_error(&reference),
            "{name}: ours and onsgmls's severities differ"
        );
        let ours = messages(&parsed.dtd, &parsed.diagnostics, Some(&text));
        // Long lines (the quantity cases) would make unreadable snapshots.
        let reference: String = reference
            .lines()
            .map(|l| format!("{}\n", l.chars().take(200).collect::<String>()))
            .collect();
        insta::assert_snapshot!(format!("{ours}-- onsgmls --\n{reference}"));
    });
}
