//! Every DTD of the bundled catalog loads with no diagnostic, through its public
//! identifier, and its dump is a snapshot: the statement of what we think each HTML
//! version is. Also checks a few facts of HTML 4.01 against the DTD text.

mod support;

use sgml_dtd::dtd::{DeclaredContent, DeclaredValue, DefaultValue, EntityData, TextKind};
use support::Bundle;

/// One public identifier per bundled DTD file, and the snapshot name of its dump.
const DTDS: &[(&str, &str)] = &[
    ("-//W3C//DTD HTML 4.01//EN", "html401_strict"),
    ("-//W3C//DTD HTML 4.01 Transitional//EN", "html401_transitional"),
    ("-//W3C//DTD HTML 4.01 Frameset//EN", "html401_frameset"),
    ("-//W3C//DTD HTML 4.0//EN", "html40_strict"),
    ("-//W3C//DTD HTML 4.0 Transitional//EN", "html40_transitional"),
    ("-//W3C//DTD HTML 4.0 Frameset//EN", "html40_frameset"),
    ("-//W3C//DTD HTML 3.2 Final//EN", "html32"),
    ("-//IETF//DTD HTML 2.0//EN", "html20"),
    ("-//IETF//DTD HTML 2.0 Level 1//EN", "html20_level1"),
    ("-//IETF//DTD HTML 2.0 Strict//EN", "html20_strict"),
    ("-//IETF//DTD HTML 2.0 Strict Level 1//EN", "html20_strict_level1"),
    ("-//IETF//DTD HTML i18n//EN", "html_i18n_rfc2070"),
    ("ISO/IEC 15445:2000//DTD HyperText Markup Language//EN", "iso_html"),
];

#[test]
fn every_bundled_dtd_loads_cleanly_and_dumps_as_snapshot() {
    let bundle = Bundle::new();
    let loader = bundle.loader();
    for &(public_id, snapshot) in DTDS {
        let parsed = loader.load_external("HTML", Some(public_id), None);
        let messages = bundle.messages(&parsed.dtd, &parsed.diagnostics);
        assert!(messages.is_empty(), "{public_id}:\n{messages}");
        insta::assert_snapshot!(snapshot, parsed.dtd.dump().to_string());
    }
}

#[test]
fn every_public_identifier_of_the_catalog_answers() {
    let bundle = Bundle::new();
    let loader = bundle.loader();
    let ids: Vec<String> = bundle.catalogs.public_ids().map(str::to_owned).collect();
    assert!(ids.len() >= 35, "{ids:?}");
    for id in ids {
        let parsed = loader.load_external("HTML", Some(&id), None);
        let messages = bundle.messages(&parsed.dtd, &parsed.diagnostics);
        assert!(messages.is_empty(), "{id}:\n{messages}");
        let entities = parsed.dtd.general_entities.len() + parsed.dtd.parameter_entities.len();
        assert!(!parsed.dtd.elements.is_empty() || entities > 0, "{id} gave nothing");
    }
}

#[test]
fn fallback_dtd_loads_cleanly() {
    let bundle = Bundle::new();
    let loader = bundle.loader();
    // `DOCTYPE html sgml.dtd`: what an unknown public identifier falls back to.
    let parsed = loader.load_external("html", Some("-//Example//DTD Unknown//EN"), None);
    let messages = bundle.messages(&parsed.dtd, &parsed.diagnostics);
    assert!(messages.is_empty(), "{messages}");
    assert_eq!(parsed.dtd.sources[1].name, "bundled:dtd/sgml.dtd");
    insta::assert_snapshot!("sgml_fallback", parsed.dtd.dump().to_string());
}

#[test]
fn html401_transitional_facts() {
    let bundle = Bundle::new();
    let parsed = bundle
        .loader()
        .load_external("HTML", Some("-//W3C//DTD HTML 4.01 Transitional//EN"), None);
    let dtd = &parsed.dtd;
    let element = |name: &str| dtd.element(dtd.element_id(name).unwrap()).definition.clone().unwrap();
    let model = |name: &str| match &element(name).content {
        DeclaredContent::Model { group, .. } => group.display(|id| dtd.element_name(id)).to_string(),
        other => format!("{other:?}"),
    };
    assert_eq!(model("TABLE"), "(CAPTION?,(COL*|COLGROUP*),THEAD?,TFOOT?,TBODY+)");
    let p = element("P");
    assert!(!p.can_omit_start() && p.can_omit_end());
    let body = element("BODY");
    assert!(body.can_omit_start() && body.can_omit_end());
    let names = |ids: &[sgml_dtd::content_model::ElementId]| {
        ids.iter()
            .map(|&id| dtd.element_name(id).to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&body.inclusions), ["INS", "DEL"]);
    assert_eq!(names(&element("A").exclusions), ["A"]);
    assert!(matches!(element("BR").content, DeclaredContent::Empty));
    let input = dtd.attributes_of(dtd.element_id("INPUT").unwrap()).unwrap();
    let (_, kind) = input.get("TYPE").unwrap();
    assert_eq!(kind.default, DefaultValue::Value("TEXT".into()));
    let DeclaredValue::NameTokenGroup(tokens) = &kind.declared_value else {
        panic!("{kind:?}")
    };
    assert_eq!(
        tokens,
        &[
            "TEXT", "PASSWORD", "CHECKBOX", "RADIO", "SUBMIT", "RESET", "FILE", "HIDDEN", "IMAGE", "BUTTON"
        ]
    );
    // 96 + 124 + 32 entities from the three entity sets.
    assert_eq!(dtd.general_entities.len(), 96 + 124 + 32);
    let nbsp = &dtd.general_entities["nbsp"];
    assert_eq!(
        nbsp.data,
        EntityData::Internal(sgml_dtd::dtd::EntityText {
            kind: TextKind::Cdata,
            text: "\u{a0}".into()
        })
    );
    // The three entity sets are read once each.
    let external = |kind| dtd.sources.iter().filter(|s| s.kind == kind).count();
    assert_eq!(external(sgml_dtd::dtd::SourceKind::ExternalEntity), 3);
}

#[test]
fn line_ends_do_not_change_the_dtd() {
    // The same DTD text with CR LF or CR line ends (records read per OpenSP's rules)
    // gives the same DTD, but for literals that hold line ends.
    let bundle = Bundle::new();
    let loader = bundle.loader();
    let text = String::from_utf8(
        bundle
            .storage
            .get("dtd/REC-html401-19991224/strict.dtd")
            .unwrap()
            .to_vec(),
    )
    .unwrap();
    let normal = loader.load_text("HTML", "strict.dtd", &text);
    assert!(normal.diagnostics.is_empty());
    let strip = |dump: String| dump.replace("&#13;&#10;", "&#10;").replace("&#13;", "&#10;");
    for ends in ["\r\n", "\r"] {
        let parsed = loader.load_text("HTML", "strict.dtd", &text.replace('\n', ends));
        let messages = bundle.messages(&parsed.dtd, &parsed.diagnostics);
        assert!(messages.is_empty(), "{ends:?}: {messages}");
        assert_eq!(
            strip(parsed.dtd.dump().to_string()),
            normal.dtd.dump().to_string(),
            "{ends:?}"
        );
    }
}
