//! The DOCTYPE declaration of a document and the DTD it gets, each case checked first
//! with onsgmls run as the W3C validator runs it (`/work/shared/tools/oracle`): the
//! internal subset is read before the external one, the catalog's fallback, the
//! document type name, a declaration that names no DTD, a malformed declaration.

mod support;

use sgml_dtd::dtd::{DeclaredContent, EntityData};
use sgml_dtd::parse::DtdDiagnosticKind;
use support::{Bundle, messages};

#[test]
fn internal_subset_entities_win_over_the_external_subset() {
    // onsgmls: `&nbsp;` gives "X".
    let bundle = Bundle::new();
    let text = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" [<!ENTITY nbsp "X">]><title>t</title>"#;
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert!(
        parsed.diagnostics.is_empty(),
        "{}",
        messages(&parsed.dtd, &parsed.diagnostics, Some(text))
    );
    assert!(parsed.complete);
    assert_eq!(&text[parsed.end as usize..], "<title>t</title>");
    let EntityData::Internal(nbsp) = &parsed.dtd.general_entities["nbsp"].data else {
        panic!()
    };
    assert_eq!(nbsp.text, "X");
    assert_eq!(parsed.dtd.general_entities.len(), 252);
    assert_eq!(
        parsed.external_subset.unwrap().to_string(),
        "bundled:dtd/REC-html401-19991224/strict.dtd"
    );
}

#[test]
fn an_element_redeclared_by_the_internal_subset_is_reported_in_the_dtd() {
    // onsgmls: strict.dtd:438:54: element type "P" already defined; the subset's wins.
    let bundle = Bundle::new();
    let text = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" [<!ELEMENT P - - (#PCDATA)>]>"#;
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    let shown = messages(&parsed.dtd, &parsed.diagnostics, Some(text));
    assert_eq!(
        shown,
        "bundled:dtd/REC-html401-19991224/strict.dtd:438:54: E: element type \"P\" is declared again; \
         the first declaration stands [element-redeclared]\n"
    );
    let p = parsed.dtd.element(parsed.dtd.element_id("P").unwrap());
    let definition = p.definition.as_ref().unwrap();
    assert!(!definition.can_omit_end());
    assert_eq!(definition.location.source, 0);
}

#[test]
fn attribute_lists_merge_under_web_sgml() {
    // onsgmls: `<X a=x b=y>` is valid: the second list adds B, its A is ignored.
    let bundle = Bundle::new();
    let text = "<!DOCTYPE X [<!ELEMENT X - - ANY><!ATTLIST X a CDATA #IMPLIED>\
                <!ATTLIST (X|Y) b CDATA #IMPLIED a NUMBER #IMPLIED>]>";
    let parsed = bundle.loader().load_doctype(text, 0, "doc", None);
    assert!(parsed.diagnostics.is_empty());
    let dtd = &parsed.dtd;
    let x = dtd.attributes_of(dtd.element_id("X").unwrap()).unwrap();
    let names: Vec<_> = x.attributes.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["A", "B"]);
    assert_eq!(
        x.get("A").unwrap().1.declared_value,
        sgml_dtd::dtd::DeclaredValue::Cdata
    );
    let y = dtd.attributes_of(dtd.element_id("Y").unwrap()).unwrap();
    assert_eq!(y.attributes.len(), 2);
}

#[test]
fn an_unknown_public_identifier_falls_back_to_the_catalog_doctype_entry() {
    let bundle = Bundle::new();
    for text in [
        r#"<!DOCTYPE html PUBLIC "-//Example//DTD Unknown//EN">"#,
        "<!DOCTYPE html SYSTEM>",
    ] {
        let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
        assert!(parsed.diagnostics.is_empty(), "{text}");
        assert_eq!(parsed.external_subset.unwrap().to_string(), "bundled:dtd/sgml.dtd");
        assert_eq!(parsed.dtd.name, "HTML");
        assert!(parsed.dtd.document_element().is_some());
    }
}

#[test]
fn a_doctype_name_the_dtd_does_not_declare() {
    // onsgmls: 1:48: DTD did not contain element declaration for document type name.
    let bundle = Bundle::new();
    let text = r#"<!DOCTYPE foo PUBLIC "-//W3C//DTD HTML 4.01//EN"><foo></foo>"#;
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert_eq!(
        messages(&parsed.dtd, &parsed.diagnostics, Some(text)),
        "doc.html:1:48: E: the DTD declares no element type \"FOO\", the document type's name [doctype-not-declared]\n"
    );
    assert!(parsed.dtd.document_element().is_none());
}

#[test]
fn a_doctype_with_no_dtd() {
    // onsgmls: 1:14: no internal or external document type declaration subset.
    let bundle = Bundle::new();
    let text = "<!DOCTYPE html><p>x";
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert!(parsed.complete);
    assert_eq!(parsed.end, 15);
    let kinds: Vec<_> = parsed.diagnostics.iter().map(|d| d.kind().clone()).collect();
    assert_eq!(kinds, [DtdDiagnosticKind::NoDoctypeSubset]);
    assert_eq!(parsed.diagnostics[0].diagnostic.span.start, 14);
    assert!(parsed.dtd.elements.is_empty());
}

#[test]
fn a_malformed_doctype_stops_loading() {
    // onsgmls: 1:9: delimiter ">" invalid, then "cannot continue"; at the end of the
    // document inside the subset, "end of document in DTD subset" and nothing more.
    let bundle = Bundle::new();
    for (text, last) in [
        ("<!DOCTYPE>", DtdDiagnosticKind::InvalidDoctype),
        ("<!DOCTYPE html PUBLIC>", DtdDiagnosticKind::InvalidDoctype),
        (
            "<!DOCTYPE html [ <!ELEMENT X - - ANY>",
            DtdDiagnosticKind::UnterminatedSubset,
        ),
    ] {
        let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
        assert!(!parsed.complete, "{text}");
        assert!(!parsed.is_valid());
        assert_eq!(parsed.diagnostics.last().map(|d| d.kind()), Some(&last), "{text}");
    }
}

#[test]
fn parameter_entity_keywords_select_marked_sections() {
    // HTML 4.01 Transitional with %HTML.Frameset; switched on in the internal subset:
    // the internal declaration wins, so the frameset declarations are read.
    let bundle = Bundle::new();
    let text = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" [
        <!ENTITY % HTML.Frameset "INCLUDE">
    ]>"#;
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert!(
        parsed.diagnostics.is_empty(),
        "{}",
        messages(&parsed.dtd, &parsed.diagnostics, Some(text))
    );
    let dtd = &parsed.dtd;
    let html = dtd
        .element(dtd.element_id("HTML").unwrap())
        .definition
        .as_ref()
        .unwrap();
    let DeclaredContent::Model { group, .. } = &html.content else {
        panic!()
    };
    assert_eq!(group.display(|id| dtd.element_name(id)).to_string(), "(HEAD,FRAMESET)");
}

#[test]
fn diagnostics_in_parameter_entities_carry_the_reference_chain() {
    // References in a parameter literal are replaced when the entity is declared; a
    // character reference gives a `%` that is recognised where the text is used.
    let bundle = Bundle::new();
    let text = "<!DOCTYPE X [\n<!ENTITY % inner \"Y,Z\">\n<!ENTITY % outer \"(X|&#37;inner;)\">\n\
                <!ELEMENT X - - %outer;>\n]>";
    let parsed = bundle.loader().load_doctype(text, 0, "doc", None);
    assert_eq!(
        messages(&parsed.dtd, &parsed.diagnostics, Some(text)),
        "%inner:1:1: E: connector \",\" in a group whose tokens are joined by \"|\": a group uses one connector\n  \
         in entity referenced at %outer:1:3\n  \
         in entity referenced at doc:4:16 [connector-mismatch]\n\
         doc:5:0: E: the DTD declares no element type \"X\", the document type's name [doctype-not-declared]\n"
    );
}

#[test]
fn an_external_entity_that_is_not_a_file_is_not_read() {
    // A hostile internal subset must not make the parser read a device forever.
    let storage = sgml_dtd::catalog::FileStorage;
    let catalogs = sgml_dtd::catalog::CatalogSet::new();
    let declaration = sgml_decl::SgmlDeclaration::reference();
    let loader = sgml_dtd::parse::DtdLoader::new(&declaration, &catalogs, &storage);
    let text = "<!DOCTYPE X [<!ENTITY % zero SYSTEM \"/dev/zero\"> %zero; <!ELEMENT X - - ANY>]>";
    let parsed = loader.load_doctype(text, 0, "doc", None);
    let codes: Vec<_> = parsed
        .diagnostics
        .iter()
        .map(|d| sgml_source::DiagnosticKind::code(d.kind()))
        .collect();
    assert_eq!(codes, ["external-entity-unreadable"]);
    assert!(parsed.dtd.element_id("X").is_some());
}

#[test]
fn a_system_identifier_in_the_catalog_wins_over_the_public_one() {
    // onsgmls: `<center>` is valid: the SYSTEM entry for loose.dtd decides.
    let bundle = Bundle::new();
    let text = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/loose.dtd">"#;
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert!(parsed.diagnostics.is_empty());
    assert_eq!(
        parsed.external_subset.unwrap().to_string(),
        "bundled:dtd/REC-html401-19991224/loose.dtd"
    );
    assert!(parsed.dtd.element_id("CENTER").is_some());
    let id = parsed.external_id.unwrap();
    assert_eq!(id.public_id.as_deref(), Some("-//W3C//DTD HTML 4.01//EN"));
    assert_eq!(id.system_id.as_deref(), Some("http://www.w3.org/TR/html4/loose.dtd"));
}

#[test]
fn processing_instructions_of_the_subsets_are_kept_in_order() {
    // onsgmls's ESIS: `?pi in subset`, `?pi in entity`, then the prolog's.
    let bundle = Bundle::new();
    let text =
        r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" [<?pi in subset><!ENTITY % e "<?pi in entity>"> %e;]>"#;
    let parsed = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert!(parsed.diagnostics.is_empty());
    let pis: Vec<_> = parsed
        .processing_instructions
        .iter()
        .map(|pi| pi.text.as_str())
        .collect();
    assert_eq!(pis, ["pi in subset", "pi in entity"]);
    let first = parsed.processing_instructions[0].location;
    assert_eq!((first.source, first.span.slice(text)), (0, "<?pi in subset>"));
}

#[test]
fn duplicate_entities_are_warned_on_request() {
    // onsgmls -wduplicate: 3:14: W: duplicate declaration of entity "x"; "1" is used.
    let bundle = Bundle::new();
    let text = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n<!ENTITY x \"1\">\n<!ENTITY x \"2\">\n]>";
    let quiet = bundle.loader().load_doctype(text, 0, "doc.html", None);
    assert!(quiet.diagnostics.is_empty());
    let options = sgml_dtd::parse::DtdOptions {
        warn_duplicate_entities: true,
        ..Default::default()
    };
    let loader = bundle.loader().with_options(options);
    let parsed = loader.load_doctype(text, 0, "doc.html", None);
    assert_eq!(
        messages(&parsed.dtd, &parsed.diagnostics, Some(text)),
        "doc.html:3:14: W: entity \"x\" is declared again; the first declaration stands [duplicate-entity]\n"
    );
    let EntityData::Internal(x) = &parsed.dtd.general_entities["x"].data else {
        panic!()
    };
    assert_eq!(x.text, "1");
}

#[test]
fn undeclared_element_types_are_warned_on_request() {
    // onsgmls -wundefined: three warnings at 3:0, the end of the DTD, for Y, Z and W
    // (its order is its hash table's; ours is the order the names were first met).
    let bundle = Bundle::new();
    let text = "<!DOCTYPE X [<!ELEMENT X - - (Z|Y)>\n<!ATTLIST W a CDATA #IMPLIED>\n]>";
    assert!(
        bundle
            .loader()
            .load_doctype(text, 0, "doc", None)
            .diagnostics
            .is_empty()
    );
    let options = sgml_dtd::parse::DtdOptions {
        warn_undefined: true,
        ..Default::default()
    };
    let parsed = bundle.loader().with_options(options).load_doctype(text, 0, "doc", None);
    assert_eq!(
        messages(&parsed.dtd, &parsed.diagnostics, Some(text)),
        "doc:3:0: W: element type \"Z\" is used in the DTD but never declared [undefined-element-in-dtd]\n\
         doc:3:0: W: element type \"Y\" is used in the DTD but never declared [undefined-element-in-dtd]\n\
         doc:3:0: W: element type \"W\" is used in the DTD but never declared [undefined-element-in-dtd]\n"
    );
}
