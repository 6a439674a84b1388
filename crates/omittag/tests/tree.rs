//! The typed tree of whole documents (`omittag::parse`) with the bundled HTML DTDs:
//! implied tags, attribute types and defaults, borrowed text; dumps of the documents in
//! `tests/tree/` (each checked against onsgmls's ESIS when written); and, for every case
//! of the conformance suite, the ESIS written back from the tree equals the ESIS that the
//! ESIS sink writes from the events of the same parse.

use std::fs;
use std::path::Path;

use omittag::Options;
#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::esis;
mod support;
use omittag::tree::TreeOptions;
use omittag::{Parsed as ParsedTree, Validator};
use sgml_dtd::dtd::{EntityData, ExternalDataKind};
use sgml_parser::EsisSink;
use sgml_parser::esis::{
    CdataPiece, EsisAttribute, EsisExternalEntity, EsisExternalId, EsisNotation, EsisOptions, EsisStart, EsisValue,
    EsisWriter, ExternalDataType, TokenType,
};
use sgml_parser::tree::{AttributeStatus, DeclaredKind, Node, NodeType, Piece, TypedValue};
use sgml_parser::{Event, EventSink};
use support::{html_files, suite_dir};

fn parse<'b>(bytes: &'b [u8], name: &str, path: Option<&Path>, options: &Options) -> ParsedTree<'b> {
    Validator::without_cache(options.clone()).parse(omittag::Document::new(bytes).named(name).at(path))
}

/// Drops events.
struct NoEvents;

impl EventSink for NoEvents {
    fn event(&mut self, _: Event<'_>) {}
}

fn parse_with<'b>(
    bytes: &'b [u8],
    name: &str,
    path: Option<&Path>,
    options: &Options,
    tree_options: TreeOptions,
) -> ParsedTree<'b> {
    let validator = Validator::without_cache(options.clone());
    validator
        .parse_with(
            omittag::Document::new(bytes).named(name).at(path),
            tree_options,
            NoEvents,
        )
        .0
}

fn parse_with_sink<'b, S: EventSink>(
    bytes: &'b [u8],
    name: &str,
    path: Option<&Path>,
    options: &Options,
    tree_options: TreeOptions,
    sink: S,
) -> (ParsedTree<'b>, S) {
    Validator::without_cache(options.clone()).parse_with(
        omittag::Document::new(bytes).named(name).at(path),
        tree_options,
        sink,
    )
}

fn html(text: &str) -> ParsedTree<'_> {
    parse(text.as_bytes(), "test.html", None, &Options::default())
}

fn elements<'a>(parsed: &'a ParsedTree<'_>, name: &str) -> Vec<Node<'a, 'a>> {
    parsed.tree.descendants().filter(|n| n.has_name(name)).collect()
}

#[test]
fn html401_omitted_tags_are_implied() {
    let parsed = html(concat!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n",
        "<title>T</title>\n",
        "<table><tr><td>a<td>b</table>\n",
        "<p>one<p>two\n",
        "<ul><li>x<li>y</ul>\n",
    ));
    assert!(parsed.is_valid(), "{:?}", parsed.report.messages);
    let flags = |name: &str| -> Vec<(bool, bool)> {
        elements(&parsed, name)
            .iter()
            .map(|n| (n.is_start_implied(), n.is_end_implied()))
            .collect()
    };
    assert_eq!(flags("HTML"), [(true, true)]);
    assert_eq!(flags("HEAD"), [(true, true)]);
    assert_eq!(flags("BODY"), [(true, true)]);
    assert_eq!(flags("TBODY"), [(true, true)]);
    assert_eq!(flags("TITLE"), [(false, false)]);
    assert_eq!(flags("TABLE"), [(false, false)]);
    assert_eq!(flags("TR"), [(false, true)]);
    assert_eq!(flags("TD"), [(false, true), (false, true)]);
    assert_eq!(flags("P"), [(false, true), (false, true)]);
    assert_eq!(flags("LI"), [(false, true), (false, true)]);
    // Implied tags are located where they were inferred, with an empty span.
    let tbody = elements(&parsed, "TBODY")[0];
    let tr = elements(&parsed, "TR")[0];
    assert!(tbody.location().span.is_empty());
    assert_eq!(tbody.location().span.start, tr.location().span.start);
    assert_eq!(tr.parent(), Some(tbody));
    // The structure: HTML holds HEAD then BODY.
    let html = parsed.tree.root_element().unwrap();
    let children: Vec<_> = html.children().filter_map(|n| n.name()).collect();
    assert_eq!(children, ["HEAD", "BODY"]);
    assert!(html.is_declared());
}

#[test]
fn html401_attribute_types_and_defaults() {
    let parsed = html(concat!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n",
        "<html lang=en><title>T</title>\n",
        "<form action=\"/go\"><p><input type=checkbox checked name=c value=1 tabindex=3>\n",
        "<label for=top>l</label></form>\n",
        "<table border=1><tr><td id=top colspan=2 nowrap headers=\"a b\">x</table>\n",
        "<ul compact><li>i</ul>\n",
    ));
    assert!(!parsed.is_valid(), "the IDREFS of HEADERS name no ID");
    let attribute = |element: &str, name: &str| {
        let node = elements(&parsed, element)[0];
        let attribute = node.attribute(name).unwrap_or_else(|| panic!("{element} {name}"));
        (attribute.declared(), attribute.status(), attribute.typed())
    };
    use AttributeStatus::*;
    assert_eq!(
        attribute("HTML", "VERSION"),
        (
            DeclaredKind::Cdata,
            Defaulted,
            TypedValue::Cdata("-//W3C//DTD HTML 4.01 Transitional//EN")
        )
    );
    assert_eq!(
        attribute("HTML", "LANG"),
        (DeclaredKind::Name, Specified, TypedValue::Token("EN"))
    );
    assert_eq!(attribute("HTML", "DIR").2, TypedValue::Implied);
    assert_eq!(
        attribute("FORM", "ACTION"),
        (DeclaredKind::Cdata, Specified, TypedValue::Cdata("/go"))
    );
    assert_eq!(
        attribute("FORM", "METHOD"),
        (DeclaredKind::NameTokenGroup, Defaulted, TypedValue::Token("GET"))
    );
    assert_eq!(attribute("INPUT", "TYPE").2, TypedValue::Token("CHECKBOX"));
    // A name token with its attribute name omitted (SHORTTAG).
    assert_eq!(
        attribute("INPUT", "CHECKED"),
        (DeclaredKind::NameTokenGroup, Specified, TypedValue::Token("CHECKED"))
    );
    assert_eq!(attribute("INPUT", "VALUE").2, TypedValue::Cdata("1"));
    let (declared, status, TypedValue::Number(tabindex)) = attribute("INPUT", "TABINDEX") else {
        panic!("TABINDEX is a NUMBER")
    };
    assert_eq!(
        (declared, status, tabindex.value()),
        (DeclaredKind::Number, Specified, Some(3))
    );
    assert_eq!(
        attribute("LABEL", "FOR"),
        (DeclaredKind::Idref, Specified, TypedValue::Idref("TOP"))
    );
    assert_eq!(attribute("TABLE", "BORDER").2, TypedValue::Cdata("1"));
    assert_eq!(
        attribute("TD", "ID"),
        (DeclaredKind::Id, Specified, TypedValue::Id("TOP"))
    );
    let TypedValue::Number(colspan) = attribute("TD", "COLSPAN").2 else {
        panic!()
    };
    assert_eq!(colspan.value(), Some(2));
    let TypedValue::Number(rowspan) = attribute("TD", "ROWSPAN").2 else {
        panic!()
    };
    assert_eq!((rowspan.value(), attribute("TD", "ROWSPAN").1), (Some(1), Defaulted));
    assert_eq!(attribute("TD", "NOWRAP").2, TypedValue::Token("NOWRAP"));
    let (declared, _, TypedValue::Idrefs(headers)) = attribute("TD", "HEADERS") else {
        panic!("HEADERS is IDREFS")
    };
    assert_eq!(declared, DeclaredKind::Idrefs);
    assert_eq!(headers.iter().collect::<Vec<_>>(), ["A", "B"]);
    assert_eq!(attribute("UL", "COMPACT").2, TypedValue::Token("COMPACT"));
    // Attributes come in the order of the definition list, as ESIS has them.
    let td = elements(&parsed, "TD")[0];
    let order: Vec<_> = td.attributes().map(|a| a.name()).take(3).collect();
    assert_eq!(order, ["ID", "CLASS", "STYLE"]);
    assert!(td.attributes().all(|a| a.definition().is_some()));
}

#[test]
fn text_is_borrowed_from_utf8_bytes_and_copied_otherwise() {
    let utf8 = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>T</title>\n<p>caf\u{e9}\nau lait";
    let mut options = Options::default();
    options.encoding = Default::default();
    options.encoding.override_label = Some("utf-8".into());
    let parsed = parse(utf8.as_bytes(), "t.html", None, &options);
    let p = elements(&parsed, "P")[0];
    assert_eq!(p.text_content(), "café\nau lait");
    let text = p.first_child().unwrap().text().unwrap();
    assert!(utf8.as_bytes().as_ptr_range().contains(&text.as_ptr()));
    // Record ends kept as ESIS has them: the text is no longer a slice of the input.
    let parsed = parse_with(
        utf8.as_bytes(),
        "t.html",
        None,
        &options,
        TreeOptions::keeping_record_ends(),
    );
    let p = elements(&parsed, "P")[0];
    assert_eq!(p.text_content(), "café\rau lait");

    // ISO 8859-1 bytes are decoded into a new string: the tree owns a copy of it.
    let latin1: Vec<u8> = utf8
        .replace('\u{e9}', "\u{0}")
        .bytes()
        .map(|b| if b == 0 { 0xE9 } else { b })
        .collect();
    let parsed = parse(&latin1, "t.html", None, &Options::default());
    let p = elements(&parsed, "P")[0];
    assert_eq!(p.text_content(), "café\nau lait");
    let text = p.first_child().unwrap().text().unwrap();
    assert!(!latin1.as_ptr_range().contains(&text.as_ptr()));
    assert_eq!(p.line_col().map(|at| (at.line, at.column)), Some((3, 0)));
}

#[test]
fn a_document_that_cannot_be_decoded_gives_an_empty_tree_and_a_message() {
    // UTF-32 (a byte order mark says so) is refused.
    let bytes = b"\xFF\xFE\x00\x00<\x00\x00\x00";
    let options = Options::default();
    let parsed = parse(bytes, "t.html", None, &options);
    let from_events = esis(bytes, "t.html", None, &options);
    assert_eq!(parsed.report.messages.len(), 1);
    assert!(!parsed.is_valid());
    assert_eq!(parsed.report.messages, from_events.messages);
    assert!(from_events.esis.is_empty() && parsed.tree.is_empty());
}

#[test]
fn dumps() {
    insta::glob!("tree/*.html", |path| {
        let bytes = fs::read(path).unwrap();
        let parsed = parse(&bytes, "test.html", None, &Options::default());
        assert!(parsed.is_valid(), "{:?}", parsed.report.messages);
        insta::assert_snapshot!(parsed.tree.dump().to_string());
    });
}

// ---- ESIS written back from the tree -------------------------------------------------

/// The ESIS of a tree (made keeping record ends as '\r'), written with the ESIS writer as
/// the ESIS sink would have written it from the events (with `-oomitted -oincluded
/// -oempty`, so that the flags count too).
fn esis_of_tree(parsed: &ParsedTree<'_>, options: EsisOptions) -> Vec<u8> {
    let mut writer = EsisWriter::new(Vec::new(), options);
    write_node(&mut writer, parsed, parsed.tree.root()).unwrap();
    writer.finish(parsed.is_valid()).unwrap()
}

fn write_node(writer: &mut EsisWriter<Vec<u8>>, parsed: &ParsedTree<'_>, node: Node<'_, '_>) -> std::io::Result<()> {
    match node.node_type() {
        NodeType::Root => {}
        NodeType::Element => {
            let pieces: Vec<Vec<CdataPiece<'_>>> = node
                .attributes()
                .map(|a| {
                    a.pieces()
                        .map(|p| match p {
                            Piece::Data(text) => CdataPiece::Data(text),
                            Piece::Sdata(text) => CdataPiece::Sdata(text),
                        })
                        .collect()
                })
                .collect();
            let attributes: Vec<EsisAttribute<'_>> = node
                .attributes()
                .zip(&pieces)
                .map(|(a, pieces)| {
                    let value = match a.typed() {
                        TypedValue::Implied => EsisValue::Implied,
                        TypedValue::Cdata(_) => EsisValue::Cdata(pieces),
                        TypedValue::Id(v) => EsisValue::Token(TokenType::Id, v),
                        TypedValue::Entity(v) => EsisValue::Token(TokenType::Entity, v),
                        TypedValue::Entities(v) => EsisValue::Token(TokenType::Entity, v.as_str()),
                        TypedValue::Notation(v) => EsisValue::Token(TokenType::Notation, v),
                        _ => EsisValue::Token(TokenType::Token, a.value().unwrap()),
                    };
                    EsisAttribute {
                        name: a.name(),
                        value,
                        specified: a.is_specified(),
                    }
                })
                .collect();
            writer.start_element(&EsisStart {
                name: node.name().unwrap(),
                attributes: &attributes,
                entities: &[],
                notations: &[],
                implied: node.is_start_implied(),
                included: node.is_included(),
                empty: node.is_empty_element(),
            })?;
        }
        NodeType::Data => writer.data(node.text().unwrap())?,
        NodeType::Sdata => writer.sdata(node.text().unwrap())?,
        NodeType::ProcessingInstruction => writer.pi(node.text().unwrap())?,
        NodeType::ExternalEntity => {
            let name = node.entity_name().unwrap();
            let entity = parsed.dtd.general_entity(name).unwrap();
            let EntityData::External {
                id,
                kind: ExternalDataKind::Data { .. },
            } = &entity.data
            else {
                panic!("{name} is an external data entity")
            };
            let (data_type, notation) = node.external_data().unwrap();
            writer.external_data_entity(&EsisExternalEntity {
                name,
                external_id: EsisExternalId {
                    public_id: id.public_id.as_deref(),
                    system_id: id.system_id.as_deref(),
                    file: None,
                },
                data_type: match data_type {
                    sgml_dtd::dtd::ExternalDataType::Cdata => ExternalDataType::Cdata,
                    sgml_dtd::dtd::ExternalDataType::Sdata => ExternalDataType::Sdata,
                    sgml_dtd::dtd::ExternalDataType::Ndata => ExternalDataType::Ndata,
                },
                notation: EsisNotation {
                    name: notation,
                    external_id: EsisExternalId::default(),
                },
                attributes: &[],
            })?;
        }
    }
    for child in node.children() {
        write_node(writer, parsed, child)?;
    }
    if node.is_element() && node.end_location().is_some() {
        writer.end_element(node.name().unwrap(), node.is_end_implied())?;
    }
    Ok(())
}

#[test]
fn the_tree_keeps_what_esis_shows_for_every_conformance_case() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = html_files(&suite_dir());
    files.extend(html_files(&root.join("tests/tree")));
    files.sort();
    assert!(files.len() > 100, "the conformance suite is there");
    let mut options = Options::default();
    options.esis = EsisOptions::default();
    options.esis.omitted = true;
    options.esis.included = true;
    options.esis.empty = true;
    let keep = TreeOptions::keeping_record_ends();
    let mut differing = Vec::new();
    for file in &files {
        let bytes = fs::read(file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy();
        // One parse: the ESIS sink and the tree read the same events.
        let sink = EsisSink::new(Vec::new(), options.esis, (&name, ""));
        let (parsed, sink) = parse_with_sink(&bytes, &name, None, &options, keep, sink);
        let from_events = sink.finish(parsed.is_valid()).unwrap();
        if esis_of_tree(&parsed, options.esis) != from_events {
            differing.push(file.display().to_string());
        }
    }
    assert!(differing.is_empty(), "{} cases differ: {differing:#?}", differing.len());
}
