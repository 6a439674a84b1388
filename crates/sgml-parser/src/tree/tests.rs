//! Tests of the tree: hand-made event sequences, and parses of small documents with an
//! internal-subset DTD under the reference SGML declaration (OMITTAG and SHORTTAG YES).

use proptest::prelude::*;
use sgml_decl::SgmlDeclaration;
use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{
    AttributeId, DeclLocation, Dtd, Entity, EntityData, ExternalDataKind, ExternalDataType, ExternalId,
};
use sgml_source::Span;
use smol_str::SmolStr;

use super::*;
use crate::esis::EsisOptions;
use crate::event::{Attributes, EndElement, Event, EventSink, StartElement, ValueType};
use crate::{EsisSink, ParserDiagnostic, ParserOptions, SelfContained};

// ---- helpers -------------------------------------------------------------------------

/// Parse `text` (a document with its DTD in the internal subset) into a tree and hand it,
/// the DTD and the findings to `f`.
fn with_tree<R>(text: &str, f: impl FnOnce(&Tree<'_>, &Dtd, &[ParserDiagnostic]) -> R) -> R {
    let mut builder = TreeBuilder::new(text);
    builder.names_folded(SgmlDeclaration::default().namecase().general);
    let document = SelfContained::read(text);
    builder.set_dtd(&document.dtd);
    let (found, builder) = document.parse(text, &ParserOptions::default(), builder);
    let tree = builder.finish();
    check_invariants(&tree);
    let diagnostics: Vec<ParserDiagnostic> = document.prolog_diagnostics.iter().cloned().chain(found).collect();
    f(&tree, &document.dtd, &diagnostics)
}

/// The structural invariants every tree keeps.
fn check_invariants(tree: &Tree<'_>) {
    let root = tree.root();
    assert!(root.is_root() && root.parent().is_none());
    assert_eq!(tree.descendants().count(), tree.len());
    for (index, node) in tree.descendants().enumerate() {
        assert_eq!(node.id().get() as usize, index, "document order");
        // A node's subtree is a contiguous run of ids after it.
        let subtree: Vec<u32> = node.descendants().map(|n| n.id().get()).collect();
        assert!(subtree.windows(2).all(|w| w[1] == w[0] + 1));
        let children: Vec<_> = node.children().collect();
        let mut reversed: Vec<_> = node.children().rev().collect();
        reversed.reverse();
        assert_eq!(children, reversed);
        assert_eq!(node.first_child(), children.first().copied());
        assert_eq!(node.last_child(), children.last().copied());
        assert_eq!(node.has_children(), !children.is_empty());
        for pair in children.windows(2) {
            assert_eq!(pair[0].next_sibling(), Some(pair[1]));
            assert_eq!(pair[1].prev_sibling(), Some(pair[0]));
        }
        for child in &children {
            assert_eq!(child.parent(), Some(node));
            assert!(subtree.contains(&child.id().get()));
        }
        if let Some(last) = children.last() {
            assert_eq!(last.next_sibling(), None);
        }
        // Spans stay in the text; an element's span encloses its children's in the
        // same source.
        if node.location().source == 0 && !node.is_root() {
            assert!(node.span().end as usize <= tree.input().len());
            if let Some(parent) = node
                .parent()
                .filter(|p| p.is_element() && p.end_location().is_some() && p.location().source == 0)
            {
                assert!(
                    parent.span().contains_span(node.location().span),
                    "{parent:?} encloses {node:?}"
                );
            }
        }
        // Only elements have names and attributes; only data, SDATA and PIs text.
        assert_eq!(node.name().is_some(), node.is_element());
        if !node.is_element() {
            assert_eq!(node.attributes().len(), 0);
        }
        let has_text = matches!(
            node.node_type(),
            NodeType::Data | NodeType::Sdata | NodeType::ProcessingInstruction
        );
        assert_eq!(node.text().is_some(), has_text);
    }
}

/// Records the events as lines, data merged, to compare with what the tree gives back.
#[derive(Default)]
struct Recorder(Vec<String>);

impl EventSink for Recorder {
    fn event(&mut self, event: Event<'_>) {
        let line = match event {
            Event::StartElement(s) => {
                let attributes: Vec<String> = s
                    .attributes
                    .iter()
                    .map(|v| format!("{}={:?}{}", v.name, s.attributes.text(v), v.specified))
                    .collect();
                format!("({} {} {}", s.name, s.implied, attributes.join(" "))
            }
            Event::EndElement(e) => format!("){} {}", e.name, e.implied),
            Event::Data { text, .. } => {
                let text = text.replace('\r', "\n");
                if let Some(last) = self.0.last_mut().filter(|l| l.starts_with('-')) {
                    last.push_str(&text);
                    return;
                }
                format!("-{text}")
            }
            Event::Sdata { text, entity, .. } => format!("|{entity} {text}"),
            Event::ProcessingInstruction { text, .. } => format!("?{text}"),
            Event::CommentDeclaration { comments, .. } => format!("_{}", comments.join("_")),
            Event::ExternalDataEntity { entity, .. } => format!("&{}", entity.name),
            Event::Subdocument { entity, .. } => format!("{{{}", entity.name),
            Event::EntityLookup { name, .. } => format!("I{name}"),
            Event::NonSgmlCharacter { number, .. } => format!("%{number}"),
        };
        self.0.push(line);
    }
}

/// The tree as the [`Recorder`] would have recorded the events it was made of.
fn replay(tree: &Tree<'_>) -> Vec<String> {
    fn walk(node: Node<'_, '_>, out: &mut Vec<String>) {
        match node.node_type() {
            NodeType::Root => {}
            NodeType::Element => {
                let attributes: Vec<String> = node
                    .attributes()
                    .map(|a| format!("{}={:?}{}", a.name(), a.value(), a.is_specified()))
                    .collect();
                out.push(format!(
                    "({} {} {}",
                    node.name().unwrap(),
                    node.is_start_implied(),
                    attributes.join(" ")
                ));
            }
            NodeType::Data => out.push(format!("-{}", node.text().unwrap())),
            NodeType::Sdata => out.push(format!("|{} {}", node.entity_name().unwrap(), node.text().unwrap())),
            NodeType::ProcessingInstruction => out.push(format!("?{}", node.text().unwrap())),
            NodeType::ExternalEntity => out.push(format!("&{}", node.entity_name().unwrap())),
        }
        for child in node.children() {
            walk(child, out);
        }
        if node.is_element() && node.end_location().is_some() {
            out.push(format!("){} {}", node.name().unwrap(), node.is_end_implied()));
        }
    }
    let mut out = Vec::new();
    walk(tree.root(), &mut out);
    out
}

/// Parse with a tree and a recorder side by side (a pair of sinks) and check that the
/// tree gives back every event.
fn tree_matches_events(text: &str) {
    let document = SelfContained::read(text);
    let mut sinks = (Recorder::default(), TreeBuilder::new(text));
    sinks.1.set_dtd(&document.dtd);
    let (_, (recorder, builder)) = document.parse(text, &ParserOptions::default(), sinks);
    let tree = builder.finish();
    check_invariants(&tree);
    assert_eq!(replay(&tree), recorder.0);
}

const INPUT: &str = "<?pi>ab\ncd&s;<br>x";

fn location(start: u32, end: u32) -> Location {
    Location::document(Span::new(start, end))
}

/// A tree made from events by hand, over [`INPUT`]: a PI, then `DOC` (implied) holding
/// `P` (with an attribute) holding data over a record end, an SDATA entity, an empty
/// `BR`, and an external data entity reference.
fn hand_made(builder: &mut TreeBuilder<'_, '_>) {
    let no_attributes = Attributes::default();
    let mut attributes = Attributes::default();
    attributes.begin_value();
    attributes.push_text("left", false);
    attributes.values.push(crate::event::AttributeValue {
        name: SmolStr::new("ALIGN"),
        definition: Some(AttributeId(0)),
        value_type: ValueType::Token,
        pieces: Some(0..1),
        specified: true,
    });
    attributes.values.push(crate::event::AttributeValue {
        name: SmolStr::new("ID"),
        definition: Some(AttributeId(1)),
        value_type: ValueType::Id,
        pieces: None,
        specified: false,
    });
    let start = |element: u32, name: &'static str, attributes, implied, empty, at: Location| {
        Event::StartElement(StartElement {
            element: ElementId(element),
            name,
            attributes,
            implied,
            included: false,
            empty,
            location: at,
            link: &[],
        })
    };
    let end = |element: u32, name: &'static str, implied, at: Location| {
        Event::EndElement(EndElement {
            element: ElementId(element),
            name,
            implied,
            included: false,
            location: at,
        })
    };
    let entity = Entity {
        name: SmolStr::new("pic"),
        data: EntityData::External {
            id: ExternalId::default(),
            kind: ExternalDataKind::Data {
                kind: ExternalDataType::Ndata,
                notation: SmolStr::new("GIF"),
                attributes: Vec::new(),
            },
        },
        location: DeclLocation::default(),
    };
    let events = [
        Event::ProcessingInstruction {
            text: "pi",
            location: location(0, 4),
        },
        start(0, "DOC", &no_attributes, true, false, location(5, 5)),
        start(1, "P", &attributes, true, false, location(5, 5)),
        Event::Data {
            text: "ab",
            location: location(5, 7),
        },
        Event::Data {
            text: "\r",
            location: location(7, 8),
        },
        Event::Data {
            text: "cd",
            location: location(8, 10),
        },
        Event::Sdata {
            text: "[s]",
            entity: "s",
            location: location(10, 13),
        },
        start(2, "BR", &no_attributes, false, true, location(13, 17)),
        end(2, "BR", true, location(17, 17)),
        Event::Data {
            text: "x",
            location: location(17, 18),
        },
        end(1, "P", true, location(18, 18)),
        Event::ExternalDataEntity {
            entity: &entity,
            location: location(18, 18),
        },
        end(0, "DOC", true, location(18, 18)),
    ];
    for event in events {
        builder.event(event);
    }
}

fn is_borrowed(tree: &Tree<'_>, text: &str) -> bool {
    let input = tree.input().as_bytes().as_ptr_range();
    input.contains(&text.as_ptr())
}

// ---- hand-made events ----------------------------------------------------------------

#[test]
fn hand_made_events_make_the_tree() {
    let mut builder = TreeBuilder::new(INPUT);
    hand_made(&mut builder);
    let tree = builder.finish();
    check_invariants(&tree);
    assert_eq!(tree.len(), 9);
    let root = tree.root();
    let kinds: Vec<NodeType> = root.children().map(|n| n.node_type()).collect();
    assert_eq!(kinds, [NodeType::ProcessingInstruction, NodeType::Element]);
    assert_eq!(root.first_child().unwrap().text(), Some("pi"));
    let doc = tree.root_element().unwrap();
    assert_eq!(doc.name(), Some("DOC"));
    assert!(doc.is_start_implied() && doc.is_end_implied());
    assert_eq!(doc.element(), Some(ElementId(0)));
    // No DTD was given: nothing is declared.
    assert!(!doc.is_declared());
    let p = doc.first_child().unwrap();
    assert_eq!(p.name(), Some("P"));
    assert_eq!(p.next_sibling().unwrap().entity_name(), Some("pic"));
    assert_eq!(
        p.next_sibling().unwrap().external_data(),
        Some((ExternalDataType::Ndata, "GIF"))
    );
    let children: Vec<NodeType> = p.children().map(|n| n.node_type()).collect();
    assert_eq!(
        children,
        [NodeType::Data, NodeType::Sdata, NodeType::Element, NodeType::Data]
    );
    // The three data events are one node, the record end a newline, borrowed from the
    // input since the input has exactly that text.
    let data = p.first_child().unwrap();
    assert_eq!(data.text(), Some("ab\ncd"));
    assert!(is_borrowed(&tree, data.text().unwrap()));
    assert_eq!(data.location().span, Span::new(5, 10));
    let sdata = data.next_sibling().unwrap();
    assert_eq!((sdata.entity_name(), sdata.text()), (Some("s"), Some("[s]")));
    let br = sdata.next_sibling().unwrap();
    assert!(br.is_empty_element() && br.is_end_implied() && !br.is_start_implied() && !br.has_children());
    assert_eq!(br.line_col().map(|at| (at.line, at.column)), Some((2, 5)));
    assert_eq!(p.text_content(), "ab\ncd[s]x");
    assert_eq!(tree.root().text_content(), "ab\ncd[s]x");
    // Descendants are the subtree, in order; ancestors go up to the root.
    let names: Vec<_> = doc.descendants().filter_map(|n| n.name()).collect();
    assert_eq!(names, ["DOC", "P", "BR"]);
    assert_eq!(br.ancestors().count(), 4);
    assert_eq!(data.descendants().count(), 1);
    // Attributes: kinds from the events' value types without a DTD.
    let attributes: Vec<_> = p.attributes().collect();
    assert_eq!(attributes.len(), 2);
    assert_eq!(attributes[0].name(), "ALIGN");
    assert_eq!(attributes[0].declared(), DeclaredKind::Nmtokens);
    assert_eq!(attributes[0].status(), AttributeStatus::Specified);
    assert_eq!(attributes[0].definition(), Some(AttributeId(0)));
    assert_eq!(attributes[0].tokens().iter().collect::<Vec<_>>(), ["left"]);
    assert_eq!(attributes[1].typed(), TypedValue::Implied);
    assert_eq!(attributes[1].status(), AttributeStatus::Implied);
    assert_eq!(attributes[1].pieces().count(), 0);
    assert!(p.attribute("ID").is_some() && p.attribute("id").is_none());
    assert_eq!(doc.attributes().len(), 0);
    assert_eq!(data.attributes().len(), 0);
    // Ids round-trip.
    assert_eq!(tree.get_node(br.id()), Some(br));
    assert_eq!(tree.get_node(NodeId::new(9)), None);
}

#[test]
fn data_that_is_not_a_slice_of_the_input_is_copied() {
    // CR LF input: the record end's span is two bytes and the text one newline.
    let input = "ab\r\ncd";
    let mut builder = TreeBuilder::new(input);
    let none = Attributes::default();
    builder.event(Event::StartElement(StartElement {
        element: ElementId(0),
        name: "X",
        attributes: &none,
        implied: true,
        included: false,
        empty: false,
        location: location(0, 0),
        link: &[],
    }));
    for (text, at) in [("ab", location(0, 2)), ("\r", location(2, 4)), ("cd", location(4, 6))] {
        builder.event(Event::Data { text, location: at });
    }
    // From an internal entity (located at the reference) and from another source.
    builder.event(Event::ProcessingInstruction {
        text: "p",
        location: location(6, 6),
    });
    builder.event(Event::Data {
        text: "entity text",
        location: location(2, 4),
    });
    builder.event(Event::ProcessingInstruction {
        text: "p",
        location: location(6, 6),
    });
    builder.event(Event::Data {
        text: "ab",
        location: Location {
            source: 1,
            span: Span::new(0, 2),
        },
    });
    let tree = builder.finish();
    check_invariants(&tree);
    let x = tree.root_element().unwrap();
    assert!(!x.is_end_implied() && x.end_location().is_none());
    let texts: Vec<_> = x
        .children()
        .filter(|n| n.is_data())
        .map(|n| n.text().unwrap())
        .collect();
    assert_eq!(texts, ["ab\ncd", "entity text", "ab"]);
    for text in texts {
        assert!(!is_borrowed(&tree, text), "{text:?} is copied");
    }
    // A data run borrowed, then extended by data that is not contiguous, is copied.
    let input = "ab\ncd";
    let mut builder = TreeBuilder::new(input);
    builder.event(Event::Data {
        text: "ab",
        location: location(0, 2),
    });
    builder.event(Event::Data {
        text: "cd",
        location: location(3, 5),
    });
    let tree = builder.finish();
    let data = tree.root().first_child().unwrap();
    assert_eq!(data.text(), Some("abcd"));
    assert!(!is_borrowed(&tree, data.text().unwrap()));
    assert_eq!(data.location().span, Span::new(0, 5));
}

#[test]
fn record_ends_can_be_kept_as_carriage_returns() {
    // A CR-only input: with record ends kept, the data is a slice of it.
    let input = "ab\rcd";
    let events = [("ab", location(0, 2)), ("\r", location(2, 3)), ("cd", location(3, 5))];
    let mut builder = TreeBuilder::new(input);
    builder.keep_record_ends(true);
    for (text, at) in events {
        builder.event(Event::Data { text, location: at });
    }
    let tree = builder.finish();
    let text = tree.root().first_child().unwrap().text().unwrap();
    assert_eq!(text, "ab\rcd");
    assert!(is_borrowed(&tree, text));
    // By default the record end is a newline, copied.
    let mut builder = TreeBuilder::new(input);
    for (text, at) in events {
        builder.event(Event::Data { text, location: at });
    }
    let tree = builder.finish();
    let text = tree.root().first_child().unwrap().text().unwrap();
    assert_eq!(text, "ab\ncd");
    assert!(!is_borrowed(&tree, text));
}

#[test]
fn unbalanced_hand_made_events_do_not_panic() {
    let mut builder = TreeBuilder::new("");
    let none = Attributes::default();
    builder.event(Event::EndElement(EndElement {
        element: ElementId(3),
        name: "A",
        implied: false,
        included: false,
        location: location(0, 0),
    }));
    builder.event(Event::StartElement(StartElement {
        element: ElementId(u32::MAX - 1),
        name: "HUGE",
        attributes: &none,
        implied: false,
        included: true,
        empty: false,
        location: location(0, 99),
        link: &[],
    }));
    builder.event(Event::Data {
        text: "out of range",
        location: location(50, 99),
    });
    let tree = builder.finish();
    let huge = tree.root_element().unwrap();
    assert_eq!(huge.name(), Some("HUGE"));
    assert!(huge.is_included());
    assert_eq!(huge.first_child().unwrap().text(), Some("out of range"));
}

#[test]
fn node_types_keep_their_size() {
    // The arena's nodes and attributes are what a tree is made of: keep them small.
    // 56 and 32 since an element's attribute count and an attribute's index in its
    // definition list are 32 bits (a list may define more than 65,535 attributes: 16
    // bits wrapped).
    assert_eq!(std::mem::size_of::<NodeData>(), 56);
    assert_eq!(std::mem::size_of::<AttributeData>(), 32);
    assert_eq!(std::mem::size_of::<Option<NodeId>>(), 4);
    assert_eq!(std::mem::size_of::<Node<'_, '_>>(), 24);
}

// ---- parsed documents ----------------------------------------------------------------

/// A DTD with every declared value, defaults of every kind, omissible tags, an
/// inclusion, an EMPTY element and entities.
const DTD: &str = r#"<!DOCTYPE doc [
<!NOTATION gif PUBLIC "-//test//NOTATION GIF//EN">
<!NOTATION png PUBLIC "-//test//NOTATION PNG//EN">
<!ENTITY pic1 SYSTEM "pic1.gif" NDATA gif>
<!ENTITY pic2 SYSTEM "pic2.gif" NDATA gif>
<!ENTITY ouml SDATA "[ouml  ]">
<!ENTITY txt CDATA "cdata text">
<!ELEMENT doc O O (head, body) +(note)>
<!ELEMENT head O O (title)>
<!ELEMENT title - - (#PCDATA)>
<!ELEMENT body O O (p | img)*>
<!ELEMENT p - O (#PCDATA | br)*>
<!ELEMENT br - O EMPTY>
<!ELEMENT img - O EMPTY>
<!ELEMENT note - - (#PCDATA)>
<!ATTLIST doc version CDATA #FIXED "1.0">
<!ATTLIST p
  id ID #IMPLIED
  class NAMES #IMPLIED
  align (left|right) left
  n NUMBER #IMPLIED
  ns NUMBERS #IMPLIED
  nm NAME #IMPLIED
  tok NMTOKEN #IMPLIED
  toks NMTOKENS #IMPLIED
  nu NUTOKEN #IMPLIED
  nus NUTOKENS #IMPLIED
  ref IDREF #IMPLIED
  refs IDREFS #IMPLIED
  title CDATA #IMPLIED
  nt NOTATION (gif|png) #IMPLIED>
<!ATTLIST img
  src ENTITY #REQUIRED
  alts ENTITIES #IMPLIED>
]>
"#;

fn doc(instance: &str) -> String {
    format!("{DTD}{instance}")
}

#[test]
fn attributes_are_typed_by_their_declared_value() {
    let text = doc(concat!(
        "<title>T</title>\n",
        "<p id=a1 class=\"x  y\" n=12 ns=\"1 2 3\" nm=Nm tok=-t- toks=\"a b\" nu=1a nus=\"1a 2b\" ",
        "ref=a1 refs=\"a1 a2\" title=\"x&ouml;y&txt;\" nt=png>one\n",
        "<p id=a2 right>two\n",
        "<img src=pic1 alts=\"pic1 pic2\"><img src=pic2>",
    ));
    with_tree(&text, |tree, dtd, diagnostics| {
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let ps: Vec<_> = tree.descendants().filter(|n| n.has_name("P")).collect();
        assert_eq!(ps.len(), 2);
        let p = ps[0];
        let get = |name: &str| p.attribute(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(get("ID").typed(), TypedValue::Id("A1"));
        assert_eq!(get("ID").declared(), DeclaredKind::Id);
        let TypedValue::Tokens(class) = get("CLASS").typed() else {
            panic!()
        };
        assert_eq!(class.iter().collect::<Vec<_>>(), ["X", "Y"]);
        let TypedValue::Token(align) = get("ALIGN").typed() else {
            panic!()
        };
        assert_eq!(align, "LEFT");
        assert_eq!(get("ALIGN").status(), AttributeStatus::Defaulted);
        assert_eq!(get("ALIGN").declared(), DeclaredKind::NameTokenGroup);
        let TypedValue::Number(n) = get("N").typed() else {
            panic!()
        };
        assert_eq!((n.as_str(), n.value()), ("12", Some(12)));
        let TypedValue::Numbers(ns) = get("NS").typed() else {
            panic!()
        };
        assert_eq!(
            ns.numbers().map(|n| n.value()).collect::<Vec<_>>(),
            [Some(1), Some(2), Some(3)]
        );
        assert_eq!(get("NM").typed(), TypedValue::Token("NM"));
        assert_eq!(get("TOK").typed(), TypedValue::Token("-T-"));
        assert!(matches!(get("TOKS").typed(), TypedValue::Tokens(t) if t.as_str() == "A B"));
        assert_eq!(get("NU").typed(), TypedValue::Token("1A"));
        assert_eq!(get("NU").declared(), DeclaredKind::Nutoken);
        assert!(matches!(get("NUS").typed(), TypedValue::Tokens(t) if t.as_str() == "1A 2B"));
        assert_eq!(get("REF").typed(), TypedValue::Idref("A1"));
        assert!(matches!(get("REFS").typed(), TypedValue::Idrefs(t) if t.iter().count() == 2));
        // CDATA keeps case; an SDATA entity is a piece of its own, a CDATA entity data.
        let title = get("TITLE");
        assert_eq!(title.typed(), TypedValue::Cdata("x[ouml  ]ycdata text"));
        let pieces: Vec<_> = title.pieces().collect();
        assert_eq!(
            pieces,
            [Piece::Data("x"), Piece::Sdata("[ouml  ]"), Piece::Data("ycdata text")]
        );
        assert_eq!(get("NT").typed(), TypedValue::Notation("PNG"));
        // Every attribute of the definition list, in its order, with its id.
        let names: Vec<_> = p.attributes().map(|a| a.name()).collect();
        assert_eq!(names.len(), 14);
        assert_eq!(names[..3], ["ID", "CLASS", "ALIGN"]);
        for (i, attribute) in p.attributes().enumerate() {
            assert_eq!(attribute.definition(), Some(AttributeId(i as u32)));
            let list = dtd.attributes_of(p.element().unwrap()).unwrap();
            assert_eq!(
                DeclaredKind::of(&list.attribute(AttributeId(i as u32)).declared_value),
                attribute.declared()
            );
        }

        // The second P: a name token with its name omitted, the rest implied.
        let p2 = ps[1];
        assert_eq!(p2.attribute("ALIGN").unwrap().value(), Some("RIGHT"));
        assert!(p2.attribute("ALIGN").unwrap().is_specified());
        assert_eq!(p2.attribute("N").unwrap().typed(), TypedValue::Implied);
        assert_eq!(p2.attribute("N").unwrap().value(), None);

        // ENTITY, ENTITIES.
        let imgs: Vec<_> = tree.descendants().filter(|n| n.has_name("IMG")).collect();
        assert_eq!(imgs[0].attribute("SRC").unwrap().typed(), TypedValue::Entity("pic1"));
        let TypedValue::Entities(alts) = imgs[0].attribute("ALTS").unwrap().typed() else {
            panic!()
        };
        assert_eq!(alts.iter().collect::<Vec<_>>(), ["pic1", "pic2"]);
        assert!(imgs.iter().all(|i| i.is_empty_element() && i.is_end_implied()));

        // #FIXED on the implied document element.
        let doc = tree.root_element().unwrap();
        let version = doc.attribute("VERSION").unwrap();
        assert_eq!(
            (version.value(), version.status()),
            (Some("1.0"), AttributeStatus::Defaulted)
        );
        assert_eq!(version.declared(), DeclaredKind::Cdata);
    });
}

#[test]
fn omitted_tags_are_marked_implied() {
    let text = doc("<title>T</title>\n<p>one<br>\n<p>two</doc>");
    with_tree(&text, |tree, _, diagnostics| {
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let doc = tree.root_element().unwrap();
        assert!(doc.is_start_implied() && !doc.is_end_implied());
        assert!(doc.location().span.is_empty());
        let elements: Vec<_> = doc
            .descendants()
            .filter(|n| n.is_element())
            .map(|n| (n.name().unwrap(), n.is_start_implied(), n.is_end_implied()))
            .collect();
        assert_eq!(
            elements,
            [
                ("DOC", true, false),
                ("HEAD", true, true),
                ("TITLE", false, false),
                ("BODY", true, true),
                ("P", false, true),
                ("BR", false, true),
                ("P", false, true),
            ]
        );
        // The implied HEAD starts where the TITLE tag is, empty.
        let head = doc.first_child().unwrap();
        let title_at = text.find("<title>").unwrap() as u32;
        assert_eq!(head.location().span, Span::empty(title_at));
        // ISO 8879 7.6.1: the record end before the implied end tag is not data.
        let p = head.next_sibling().unwrap().first_child().unwrap();
        assert_eq!(p.text_content(), "one");
        // A start tag that is there is located whole, `<title>`.
        let title = head.first_child().unwrap();
        let title_tag = title.location().span;
        assert_eq!(&text[title_tag.start as usize..title_tag.end as usize], "<title>");
        // The parser locates an end tag at its start (an empty span there).
        let end = doc.end_location().unwrap();
        assert_eq!(end.span.start as usize, text.find("</doc>").unwrap());
    });
}

#[test]
fn inclusions_undeclared_elements_and_attributes() {
    let text = doc("<title>T</title><p>a<note>n</note>b<p bogus=x>c<undef>d</undef>");
    with_tree(&text, |tree, dtd, diagnostics| {
        assert!(!diagnostics.is_empty());
        let note = tree.descendants().find(|n| n.has_name("NOTE")).unwrap();
        assert!(note.is_included() && note.is_declared());
        let p = tree.descendants().filter(|n| n.has_name("P")).nth(1).unwrap();
        let bogus = p.attribute("BOGUS").unwrap();
        assert_eq!(bogus.declared(), DeclaredKind::Undeclared);
        assert_eq!(bogus.definition(), None);
        assert_eq!(bogus.typed(), TypedValue::Cdata("x"));
        // Undeclared attributes come after the declared ones.
        assert_eq!(p.attributes().last().unwrap().name(), "BOGUS");
        let undef = tree.descendants().find(|n| n.has_name("UNDEF")).unwrap();
        assert!(!undef.is_declared());
        assert!(undef.element_type(dtd).is_none());
        assert_eq!(note.element_type(dtd).map(|t| t.name.as_str()), Some("NOTE"));
        assert!(tree.root().element_type(dtd).is_none());
        assert!(undef.element().unwrap().index() >= dtd.elements.len());
    });
}

#[test]
fn external_data_entities_and_sdata_in_content() {
    let text = doc("<?before>\n<title>T&ouml;</title><p>see &pic1; and &txt;<?inside></p>");
    with_tree(&text, |tree, _, diagnostics| {
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let root_children: Vec<_> = tree.root().children().map(|n| n.node_type()).collect();
        assert_eq!(root_children, [NodeType::ProcessingInstruction, NodeType::Element]);
        let pi = tree.root().first_child().unwrap();
        assert_eq!(pi.text(), Some("before"));
        assert!(is_borrowed(tree, pi.text().unwrap()));
        let title = tree.descendants().find(|n| n.has_name("TITLE")).unwrap();
        let sdata = title.last_child().unwrap();
        assert_eq!((sdata.node_type(), sdata.text()), (NodeType::Sdata, Some("[ouml  ]")));
        assert_eq!(title.text_content(), "T[ouml  ]");
        let p = tree.descendants().find(|n| n.has_name("P")).unwrap();
        let kinds: Vec<_> = p.children().map(|n| n.node_type()).collect();
        assert_eq!(
            kinds,
            [
                NodeType::Data,
                NodeType::ExternalEntity,
                NodeType::Data,
                NodeType::ProcessingInstruction
            ]
        );
        let entity = p.first_child().unwrap().next_sibling().unwrap();
        assert_eq!(entity.entity_name(), Some("pic1"));
        // Notation names are folded under NAMECASE GENERAL YES.
        assert_eq!(entity.external_data(), Some((ExternalDataType::Ndata, "GIF")));
        // Data from a CDATA entity joins the data before it; it is copied.
        let data = entity.next_sibling().unwrap();
        assert_eq!(data.text(), Some(" and cdata text"));
    });
}

#[test]
fn a_pair_of_sinks_gives_the_same_esis_as_one() {
    let text = doc("<title>T</title>\n<p id=x>one\n<img src=pic1><p>two");
    let esis_alone = esis_of(&text, false);
    let esis_with_tree = esis_of(&text, true);
    assert!(esis_alone.ends_with("C\n"), "{esis_alone}");
    assert_eq!(esis_alone, esis_with_tree);
}

fn esis_of(text: &str, with_tree: bool) -> String {
    let document = SelfContained::read(text);
    let mut out = Vec::new();
    let (esis_sink, mut builder) = (
        EsisSink::new(&mut out, EsisOptions::default(), ("test", text)),
        TreeBuilder::new(text),
    );
    builder.set_dtd(&document.dtd);
    let options = ParserOptions::default();
    if with_tree {
        let (found, (esis, builder)) = document.parse(text, &options, (esis_sink, builder));
        let tree = builder.finish();
        assert_eq!(tree.root_element().unwrap().name(), Some("DOC"));
        esis.finish(found.is_empty()).unwrap();
    } else {
        let (found, esis) = document.parse(text, &options, esis_sink);
        esis.finish(found.is_empty()).unwrap();
    }
    String::from_utf8(out).unwrap()
}

#[test]
fn the_tree_gives_back_every_event() {
    for instance in [
        "<title>T</title>\n<p>one<br>\n<p>two</doc>",
        "<title>T&ouml;</title><p>see &pic1; and &txt;<?inside></p>\n\n<p>x\r\ny",
        "<title>T</title><p>a<note>n</note>b<p bogus=x>c<undef>d</undef>",
        "text before anything<img src=nothing>",
        "<title>T</title><img><p id=x id=y align=left right>",
    ] {
        tree_matches_events(&doc(instance));
    }
}

#[test]
fn dump_of_a_small_document() {
    let text = doc(concat!(
        "<?before>\n",
        "<title>T&ouml;</title>\n",
        "<p class=\"a b\" title=\"x&ouml;y\">one\ntwo<br>\n",
        "<note>n</note>\n",
        "<p right nt=gif>see &pic1;<img src=pic2></doc>\n",
    ));
    with_tree(&text, |tree, _, diagnostics| {
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        insta::assert_snapshot!(tree.dump().to_string());
    });
}

#[test]
fn dump_without_positions_keeps_the_marks() {
    let text = doc("<title>T</title>\n<p>one<br>\n<note>n</note></doc>");
    with_tree(&text, |tree, _, diagnostics| {
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let with = tree.dump().to_string();
        let without = tree.dump().positions(false).to_string();
        assert!(with.contains("<TITLE> 36:0 end 36:8\n"), "{with}");
        let lines: Vec<&str> = without.lines().map(str::trim_start).collect();
        for expected in [
            "<DOC> implied",
            "@VERSION CDATA = \"1.0\" (defaulted)",
            "<HEAD> implied end-implied",
            "<TITLE>",
            "<P> end-implied",
            "<BR> empty",
            "<NOTE> included",
            "\"one\"",
        ] {
            assert!(lines.contains(&expected), "{expected:?} in {without}");
        }
        // The same nodes a line, only the positions differ.
        assert_eq!(with.lines().count(), without.lines().count());
        assert!(!without.chars().any(|c| c == ':'), "{without}");
    });
}

#[test]
fn into_owned_keeps_everything() {
    let text = doc("<title>T</title><p id=x>one");
    let (dump, owned) = with_tree(&text, |tree, _, _| {
        let owned = tree.clone().into_owned();
        (tree.dump().to_string(), owned)
    });
    drop(text);
    assert_eq!(owned.dump().to_string(), dump);
    assert_eq!(
        owned.root_element().unwrap().descendants().last().unwrap().text(),
        Some("one")
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any instance, valid or not, gives a tree that keeps its invariants and every event.
    #[test]
    fn any_instance_gives_a_sound_tree(parts in proptest::collection::vec(prop_oneof![
        Just("<p>"), Just("</p>"), Just("<br>"), Just("<title>"), Just("</title>"), Just("<note>"),
        Just("</note>"), Just("<img src=pic1>"), Just("&ouml;"), Just("&txt;"), Just("&pic2;"),
        Just("<?pi>"), Just("\n"), Just("\r\n"), Just("text"), Just(" "), Just("<p id=a class='x y' n=3>"),
        Just("<undef>"), Just("</doc>"), Just("<![ CDATA [ <p> ]]>"), Just("<!-- c -->"), Just("&#65;"),
        Just("<"), Just("&"), Just("</>"), Just("<>"), Just("é"), Just("<img>"), Just("<p left right>"),
    ], 0..24)) {
        tree_matches_events(&doc(&parts.concat()));
    }
}

#[test]
fn names_match_in_any_case_when_the_declaration_folds_them() {
    let text = doc("<title>T</title><p>x");
    with_tree(&text, |tree, _, _| {
        let title = tree.descendants().find(|n| n.has_name("title")).unwrap();
        assert_eq!(title.name(), Some("TITLE"));
        assert!(title.has_name("TITLE") && title.has_name("Title") && !title.has_name("TITLES"));
    });
    // Without folding, names compare exactly.
    let mut builder = TreeBuilder::new("");
    builder.names_folded(false);
    let tree = builder.finish();
    assert!(!tree.root().has_name(""));
}
