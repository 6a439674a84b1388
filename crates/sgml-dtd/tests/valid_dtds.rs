//! Valid DTDs written for the test (`tests/valid/*.sgml`, each accepted by onsgmls run
//! as the W3C validator runs it): no diagnostic, and the dump of the DTD as parsed is a
//! snapshot.

mod support;

use support::{Bundle, messages};

#[test]
fn valid_dtds() {
    let bundle = Bundle::new();
    let loader = bundle.loader();
    insta::glob!("valid/*.sgml", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_str().unwrap();
        let parsed = loader.load_doctype(&text, 0, name, None);
        assert!(parsed.complete, "{name}");
        let shown = messages(&parsed.dtd, &parsed.diagnostics, Some(&text));
        assert!(shown.is_empty(), "{name}:\n{shown}");
        insta::assert_snapshot!(parsed.dtd.dump().to_string());
    });
}
