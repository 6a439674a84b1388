//! The model of every bundled SGML declaration, snapshotted in a compact form, and the
//! facts later phases rely on checked directly.

use sgml_decl::{CharClass, DelimRole, SgmlDeclaration, parse};

const BUNDLED: &[(&str, &str)] = &[
    ("html-2", include_str!("../../../sgml-decl/html-2.decl")),
    ("html-2-i18n", include_str!("../../../sgml-decl/html-2-i18n.decl")),
    ("html-3.2", include_str!("../../../sgml-decl/html-3.2.decl")),
    ("html-4.0", include_str!("../../../sgml-decl/html-4.0.decl")),
    ("html-4.01", include_str!("../../../sgml-decl/html-4.01.decl")),
    ("15445", include_str!("../../../sgml-decl/15445.dcl")),
    ("w3c-validator", include_str!("../../../sgml-decl/w3c-validator.dcl")),
    ("xml", include_str!("../../../sgml-decl/xml.dcl")),
];

/// The model, one part a line (long lists wrapped), for reading in a review.
fn describe(d: &SgmlDeclaration) -> String {
    let mut out = String::new();
    let mut line = |label: &str, value: String| {
        out.push_str(label);
        out.push_str(": ");
        out.push_str(&value);
        out.push('\n');
    };
    line("version", format!("{:?}", d.version));
    for base in &d.charset.base_sets {
        line("baseset", format!("{:?}", base.public_id));
        for desc in &base.descriptions {
            line(
                "  descset",
                format!("{} {} {:?}", desc.described, desc.count, desc.target),
            );
        }
    }
    line("document charset", format!("{:?}", d.document_charset));
    line("capacity", format!("{:?} {:?}", d.capacity.form, d.capacity.values));
    line("scope", format!("{:?}", d.scope));
    let s = &d.syntax;
    line("syntax public", format!("{:?}", s.public));
    line("shunchar", format!("{:?}", s.shunchar));
    for base in &s.charset.base_sets {
        line(
            "syntax baseset",
            format!("{:?} {:?}", base.public_id, base.descriptions),
        );
    }
    line("functions", format!("{:?}", s.functions));
    line(
        "naming",
        format!(
            "lcnmstrt {:?} ucnmstrt {:?} lcnmchar {:?} ucnmchar {:?} {:?}",
            s.naming.lcnmstrt, s.naming.ucnmstrt, s.naming.lcnmchar, s.naming.ucnmchar, s.naming.namecase
        ),
    );
    line("namestrt", format!("{} items", s.naming.namestrt.len()));
    line("namechar", format!("{} items", s.naming.namechar.len()));
    let general: Vec<String> = s.delimiters.general().map(|(r, v)| format!("{r}={v:?}")).collect();
    line("delim general", general.join(" "));
    line("delim changed", format!("{:?}", s.changed_delimiters));
    line(
        "shortref",
        format!("sgmlref={} {:?}", s.shortref_sgmlref, s.delimiters.shortref),
    );
    line("names", format!("{:?}", s.reserved_names.substitutions()));
    line("quantities", format!("{:?}", s.quantities));
    line("entities", format!("{:?}", s.entities));
    line("features", format!("{:?}", d.features));
    line("appinfo", format!("{:?}", d.appinfo));
    line("seealso", format!("{:?}", d.see_also));
    line("upper pairs", format!("{:?}", d.char_classes.upper_pairs()));
    let classes = format!("{:#?}", d.char_classes);
    let lines: Vec<&str> = classes.lines().collect();
    if lines.len() > 60 {
        line("char classes", format!("{} runs", lines.len() - 2));
        for l in lines.iter().take(40) {
            out.push_str(l);
            out.push('\n');
        }
        out.push_str("    ...\n");
        for l in &lines[lines.len() - 8..] {
            out.push_str(l);
            out.push('\n');
        }
    } else {
        line("char classes", String::new());
        out.push_str(&classes);
        out.push('\n');
    }
    out
}

/// What reading a bundled declaration reports, as onsgmls does: HTML 2.0 i18n describes
/// numbers up to 2³¹ with a ten-digit count (more than the reference NAMELEN of 8), and
/// those beyond U+10FFFF are left out.
fn expected_codes(name: &str) -> Vec<&'static str> {
    match name {
        "html-2-i18n" => vec!["number-too-long", "document-character-beyond-unicode"],
        _ => Vec::new(),
    }
}

fn codes(diagnostics: &[sgml_decl::Diagnostic]) -> Vec<&'static str> {
    diagnostics.iter().map(|d| d.kind.code()).collect()
}

#[test]
fn bundled_models() {
    for (name, text) in BUNDLED {
        let parsed = parse(text);
        assert_eq!(
            codes(&parsed.diagnostics),
            expected_codes(name),
            "{name}: {:?}",
            parsed.diagnostics
        );
        assert_eq!(&text[parsed.end - 1..parsed.end], ">", "{name}");
        insta::assert_snapshot!(*name, describe(&parsed.declaration));
    }
}

fn decl(name: &str) -> SgmlDeclaration {
    let text = BUNDLED.iter().find(|(n, _)| *n == name).unwrap().1;
    parse(text).declaration
}

#[test]
fn html_2_is_latin_1() {
    let d = decl("html-2");
    let c = &d.char_classes;
    assert!(c.is_non_sgml(0x20AC), "the euro sign is beyond Latin-1");
    assert!(c.is_non_sgml(0x80) && c.is_non_sgml(0x9F), "C1 controls are UNUSED");
    assert!(!c.is_non_sgml(0xA0) && !c.is_non_sgml(0xE9) && !c.is_non_sgml(0xFF));
    assert_eq!(d.document_charset.to_unicode(160), Some(0xA0));
    assert_eq!(d.quantities().namelen, 72);
    assert_eq!(d.quantities().litlen, 1024);
    assert_eq!(d.capacities().totalcap, 150000);
    assert!(d.namecase().general && !d.namecase().entity);
    assert_eq!(d.appinfo.as_deref(), Some("SDA"));
    assert!(!c.is_name_char('_'));
    assert_eq!(d.delimiter(DelimRole::Hcro), "");
}

#[test]
fn html_4_is_unicode_without_surrogates() {
    for name in ["html-4.01", "w3c-validator", "15445"] {
        let d = decl(name);
        let c = &d.char_classes;
        assert!(c.is_non_sgml(0xD800) && c.is_non_sgml(0xDFFF), "{name}");
        assert!(!c.is_non_sgml(0x20AC) && !c.is_non_sgml(0x10FFFF), "{name}");
        assert!(c.is_non_sgml(0x110000), "{name}");
        assert!(
            c.is_name_char(':') && c.is_name_char('_') && !c.is_name_start('_'),
            "{name}"
        );
        assert_eq!(
            d.delimiter(DelimRole::Hcro),
            "&#X",
            "{name}: folded by NAMECASE GENERAL YES"
        );
        assert_eq!(d.quantities().namelen, 65536, "{name}");
        assert!(d.features.omittag && d.features.shorttag.any(), "{name}");
    }
    assert_eq!(decl("w3c-validator").quantities().attcnt, 200);
    assert_eq!(decl("html-4.01").quantities().attcnt, 60);
    // HTML 4.0 as amended for SP leaves surrogates in.
    assert!(!decl("html-4.0").char_classes.is_non_sgml(0xD800));
}

#[test]
fn separators_and_functions() {
    let d = decl("html-4.01");
    let c = &d.char_classes;
    assert_eq!(d.re(), Some('\r'));
    assert_eq!(d.rs(), Some('\n'));
    assert_eq!(d.space(), Some(' '));
    assert!(c.is_separator('\t') && c.class('\t').contains(CharClass::SEPCHAR));
    assert!(c.is_shunned(0) && c.is_shunned(127) && !c.is_shunned(65));
    assert_eq!(d.delimiters().shortref.len(), 32);
    assert_eq!(d.fold_general("table"), "TABLE");
    assert_eq!(d.fold_entity("amp"), "amp");
}

#[test]
fn xml_uses_the_annex_k_forms() {
    let d = decl("xml");
    let c = &d.char_classes;
    assert!(c.is_name_start(':') && c.is_name_start('_') && c.is_name_start('é'));
    assert!(c.is_name_start('\u{4E00}') && c.is_name_char('\u{B7}') && !c.is_name_start('\u{B7}'));
    assert!(!c.is_non_sgml(0x7F) && c.is_non_sgml(0xFFFE));
    assert!(!c.is_shunned(0x7F), "SHUNCHAR NONE");
    assert_eq!(d.delimiter(DelimRole::Net), ">");
    assert_eq!(d.delimiter(DelimRole::Nestc), "/");
    assert_eq!(d.delimiter(DelimRole::Pic), "?>");
    assert_eq!(d.delimiter(DelimRole::Hcro), "&#x");
    assert!(d.delimiters().shortref.is_empty());
    assert_eq!(d.quantities().namelen, sgml_decl::Quantities::UNLIMITED);
    assert_eq!(d.quantities().normsep, 2);
    assert!(!d.features.omittag);
    assert_eq!(d.features.shorttag.start_netenabl, sgml_decl::NetEnable::Immednet);
    assert!(d.features.shorttag.attrib_default && !d.features.shorttag.attrib_value);
    assert!(d.features.emptynrm() && d.features.keeprsre());
    assert_eq!(d.syntax.entities.len(), 5);
    assert_eq!(d.see_also.as_ref().map(Vec::len), Some(1));
    assert_eq!(d.fold_general("Table"), "Table");
}

#[test]
fn reference_declaration() {
    let r = SgmlDeclaration::reference();
    assert_eq!(r.quantities(), &sgml_decl::Quantities::REFERENCE);
    assert_eq!(r.quantities().namelen, 8);
    assert_eq!(r.capacities().totalcap, 35000);
    assert_eq!(r.delimiter(DelimRole::Stago), "<");
    assert_eq!(r.delimiter(DelimRole::Hcro), "");
    assert!(r.features.omittag && r.features.shorttag.attrib_value);
    assert!(r.char_classes.is_non_sgml(0xE9), "ISO 646 only");
    assert!(r.char_classes.is_name_char('-') && !r.char_classes.is_name_char('_'));
    assert_eq!(r.delimiters().shortref.len(), 32);
    assert!(r.syntax.public.is_some());
}

#[test]
fn bundled_declarations_round_trip() {
    for (name, text) in BUNDLED {
        let first = parse(text).declaration;
        let written = first.to_string();
        let again = parse(&written);
        assert_eq!(
            codes(&again.diagnostics),
            expected_codes(name),
            "{name}: {:?}\n{written}",
            again.diagnostics
        );
        assert_eq!(again.declaration, first, "{name}:\n{written}");
    }
    let r = SgmlDeclaration::reference();
    assert_eq!(parse(&r.to_string()).declaration, r);
}
