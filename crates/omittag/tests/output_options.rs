//! onsgmls's `-oentity`, `-ononsgml` and `-odata-attribute` through the library's ESIS
//! entry point: the ESIS options alone ask for what the parser must report.

use omittag::{Document, Options};

fn esis(text: &str, options: &Options) -> String {
    let mut out = Vec::new();
    omittag::esis(Document::new(text.as_bytes()).named("doc.sgml"), options, &mut out).expect("writing to a Vec");
    String::from_utf8(out).expect("UTF-8 ESIS")
}

#[test]
fn entity_option_alone_defines_entities_at_their_lookups() {
    let text = "<!DOCTYPE d [<!ENTITY % m \"(#PCDATA)\"><!ELEMENT d - - %m;><!ENTITY e \"ee\">]>\n<d>&e;</d>\n";
    let mut options = Options::onsgmls();
    options.esis.entity = true;
    let out = esis(text, &options);
    assert!(
        out.starts_with("Im TEXT (#PCDATA)\nIe TEXT ee\n(D\nIe TEXT ee\n-ee\n)D\n"),
        "{out}"
    );
    let plain = esis(text, &Options::onsgmls());
    assert!(plain.starts_with("(D\n-ee\n)D\n"), "{plain}");
}
