//! The attribute definition lists of the bundled DTDs as onsgmls applies them: for
//! every element type, the attributes (names, order, defaults, CDATA or token) of the
//! ESIS onsgmls writes for its start tag, compared with what our DTD says
//! (`tests/esis_attributes/*.txt`, see its README).

mod support;

use sgml_dtd::dtd::{DeclaredValue, DefaultValue, Dtd};
use support::Bundle;

const DTDS: &[(&str, &str)] = &[
    ("-//W3C//DTD HTML 4.01//EN", "html401_strict"),
    ("-//W3C//DTD HTML 4.01 Transitional//EN", "html401_transitional"),
    ("-//W3C//DTD HTML 4.01 Frameset//EN", "html401_frameset"),
    ("-//W3C//DTD HTML 4.0 Transitional//EN", "html40_transitional"),
    ("-//W3C//DTD HTML 3.2 Final//EN", "html32"),
    ("-//IETF//DTD HTML 2.0//EN", "html20"),
    ("ISO/IEC 15445:2000//DTD HyperText Markup Language//EN", "iso_html"),
];

/// The attribute lines onsgmls would write, from our DTD.
fn esis_attributes(dtd: &Dtd) -> String {
    let mut out = String::new();
    for (index, element) in dtd.elements.values().enumerate() {
        if element.definition.is_none() {
            continue;
        }
        out.push_str(&element.name);
        out.push('\n');
        let Some(list) = dtd.attributes_of(sgml_dtd::content_model::ElementId(index as u32)) else {
            continue;
        };
        for attribute in &list.attributes {
            let value = match &attribute.default {
                // A required attribute not given is an error, and not in the ESIS.
                DefaultValue::Required => continue,
                DefaultValue::Implied | DefaultValue::Current | DefaultValue::Conref => "IMPLIED".to_owned(),
                DefaultValue::Value(value) | DefaultValue::Fixed(value) => match attribute.declared_value {
                    DeclaredValue::Cdata => format!("CDATA {value}"),
                    _ => format!("TOKEN {value}"),
                },
            };
            out.push_str(&format!("  A{} {value}\n", attribute.name));
        }
    }
    out
}

#[test]
fn attribute_lists_match_onsgmls() {
    let bundle = Bundle::new();
    let loader = bundle.loader();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/esis_attributes");
    for &(public_id, name) in DTDS {
        let parsed = loader.load_external("HTML", Some(public_id), None);
        let reference = std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
        let ours = esis_attributes(&parsed.dtd);
        if ours != reference {
            let first = ours
                .lines()
                .zip(reference.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(ours.lines().count().min(reference.lines().count()));
            let show = |text: &str| {
                text.lines()
                    .skip(first.saturating_sub(3))
                    .take(6)
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            panic!(
                "{public_id}: line {} differs\nours:\n{}\nonsgmls:\n{}",
                first + 1,
                show(&ours),
                show(&reference)
            );
        }
    }
}
