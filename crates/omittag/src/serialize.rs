//! Serialization with serde (the `serde` feature): [`Report`], [`Message`],
//! [`DoctypeInfo`] and [`EncodingInfo`] implement `Serialize`, and [`TreeView`] (or
//! [`Parsed`]) serializes a typed tree as nested nodes.
//!
//! The shapes, as JSON:
//!
//! - a [`Report`]: `{"name", "doctype", "encoding", "valid", "tentative", "errors",
//!   "warnings", "messages"}`, `doctype` and `encoding` `null` when the document was not
//!   read that far, `tentative` as [`Report::is_tentative`];
//! - a [`DoctypeInfo`]: `{"name", "public_id", "system_id", "description", "implied",
//!   "overridden", "unknown_public_id"}`, the identifiers and description `null` when
//!   absent;
//! - an [`EncodingInfo`]: `{"name", "source", "label"}`, `source` one of `override`,
//!   `http`, `bom`, `meta`, `default`, `fallback`;
//! - a [`Message`]: `{"file", "line", "column", "column_from_0", "offset", "severity",
//!   "letter", "code", "text", "hint"}`, `line` from 1, `column` in characters from 1 (as
//!   editors count, and the CLI's human and gnu forms), `column_from_0` the same column
//!   from 0 (as onsgmls counts, and [`Message::column`]), `severity` one of `error`, `warning`, `note`, `letter` onsgmls's
//!   (`"E"`, `"W"`, `"Q"`, `"X"`, `"I"`) or `null` for a note;
//! - a tree ([`TreeView`]): the document `{"type": "document", "children": [...]}`,
//!   whose nodes are
//!   - `{"type": "element", "name", "start_implied", "end_implied", "empty",
//!     "included", "declared", "line", "column", "end", "attributes", "children"}`
//!     where `end` is `{"line", "column"}` of the end tag, `null` when it was implied
//!     or there is none; `empty` says the element has no end tag (declared `EMPTY`, or
//!     `#CONREF` specified); `included` that it is an inclusion (ISO 8879 11.2.5.1);
//!     `declared` that the DTD declares its type. `attributes` lists those with a value,
//!     in the order of the attribute definition list: `{"name", "declared", "status",
//!     "value"}` with `declared` the declared value's keyword (`CDATA`, `NUMBER`,
//!     `NAME TOKEN GROUP`, `UNDECLARED`...) and `status` `specified` or `defaulted`;
//!   - `{"type": "data", "line", "column", "text"}`;
//!   - `{"type": "sdata", "line", "column", "entity", "text"}` for a reference to an SDATA
//!     entity (its replacement text);
//!   - `{"type": "pi", "line", "column", "text"}` for a processing instruction;
//!   - `{"type": "external-entity", "line", "column", "entity", "data_type",
//!     "notation"}` for a reference to an external data entity (`CDATA`, `SDATA`,
//!     `NDATA`; `null` when not known).
//!
//!   Lines count from 1 and columns in characters from 0, in the document's text; nodes
//!   that come from another entity have `null` for both.
//! - a [`Parsed`]: `{"report", "tree"}`.
//!
//! ```
//! let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
//! <title>Hi</title>
//! <p>One<tabel>"#;
//! let parsed = omittag::parse(page, &omittag::Options::onsgmls());
//! let report = serde_json::to_value(&parsed.report).unwrap();
//! assert_eq!(report["valid"], false);
//! assert_eq!(report["doctype"]["public_id"], "-//W3C//DTD HTML 4.01//EN");
//! assert_eq!(report["messages"][0]["code"], "element-undefined");
//! assert_eq!(report["messages"][0]["severity"], "error");
//! let error = &report["messages"][0];
//! assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(3), Some(13)));
//! assert_eq!(error["column_from_0"].as_u64(), Some(12));
//!
//! let tree = serde_json::to_value(omittag::serialize::TreeView::new(&parsed.tree)).unwrap();
//! let html = &tree["children"][0];
//! assert_eq!((html["name"].as_str(), html["start_implied"].as_bool()), (Some("HTML"), Some(true)));
//! let title = &html["children"][0]["children"][0];
//! assert_eq!(title["children"][0]["text"], "Hi");
//! ```

use serde::ser::{Error as _, SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use sgml_dtd::dtd::ExternalDataType;
use sgml_parser::tree::{AttributeStatus, Node, NodeType, Tree};

use crate::message::Message;
use crate::report::{DoctypeInfo, EncodingInfo, Parsed, Report};

/// How many levels below the document node a node of a serialized tree may be.
/// Serialization is nested, one level of the serializer's recursion per element, so
/// deeper trees (the parser's
/// [`max_open_elements`](sgml_parser::ParserOptions::max_open_elements) allows 10,000
/// open elements) give an error rather than risk the stack.
pub const MAX_DEPTH: usize = 512;

impl Serialize for Report {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(8))?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("doctype", &self.doctype)?;
        map.serialize_entry("encoding", &self.encoding)?;
        map.serialize_entry("valid", &self.is_valid())?;
        map.serialize_entry("tentative", &self.is_tentative())?;
        map.serialize_entry("errors", &self.errors())?;
        map.serialize_entry("warnings", &self.warnings())?;
        map.serialize_entry("messages", &self.messages)?;
        map.end()
    }
}

impl Serialize for DoctypeInfo {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(7))?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("public_id", &self.public_id)?;
        map.serialize_entry("system_id", &self.system_id)?;
        map.serialize_entry("description", &self.description)?;
        map.serialize_entry("implied", &self.implied)?;
        map.serialize_entry("overridden", &self.overridden)?;
        map.serialize_entry("unknown_public_id", &self.unknown_public_id)?;
        map.end()
    }
}

impl Serialize for EncodingInfo {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("name", self.name)?;
        map.serialize_entry("source", self.source.as_str())?;
        map.serialize_entry("label", &self.label)?;
        map.end()
    }
}

impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(10))?;
        map.serialize_entry("file", &self.file)?;
        map.serialize_entry("line", &self.line)?;
        // From 1, as editors and the human and gnu outputs count; onsgmls's count from
        // 0 (the field `Message::column`) under a name that says so.
        map.serialize_entry("column", &(self.column + 1))?;
        map.serialize_entry("column_from_0", &self.column)?;
        map.serialize_entry("offset", &self.offset)?;
        // `error`, `warning`, `note`: the severity's Display.
        map.serialize_entry("severity", &self.severity.to_string())?;
        map.serialize_entry("letter", &self.letter)?;
        map.serialize_entry("code", self.code())?;
        map.serialize_entry("text", &self.text)?;
        map.serialize_entry("hint", &self.hint)?;
        map.end()
    }
}

impl Serialize for Parsed<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("report", &self.report)?;
        map.serialize_entry("tree", &TreeView::new(&self.tree))?;
        map.end()
    }
}

/// A typed tree as serde serializes it: nested nodes from the document down (the shape
/// is in the [module documentation](self)). A tree with a node more than
/// [`MAX_DEPTH`] levels below the document node gives an error.
#[derive(Clone, Copy)]
pub struct TreeView<'a, 'input> {
    tree: &'a Tree<'input>,
}

impl<'a, 'input> TreeView<'a, 'input> {
    /// The view of `tree`.
    pub fn new(tree: &'a Tree<'input>) -> TreeView<'a, 'input> {
        TreeView { tree }
    }
}

impl Serialize for TreeView<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        NodeView {
            node: self.tree.root(),
            depth: 0,
        }
        .serialize(serializer)
    }
}

/// One node and its subtree.
struct NodeView<'a, 'input> {
    node: Node<'a, 'input>,
    depth: usize,
}

/// The children of a node.
struct ChildrenView<'a, 'input> {
    node: Node<'a, 'input>,
    depth: usize,
}

/// The attributes with a value of an element.
struct AttributesView<'a, 'input>(Node<'a, 'input>);

/// A line and column (of an end tag).
struct Position {
    line: u32,
    column: u32,
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("line", &self.line)?;
        map.serialize_entry("column", &self.column)?;
        map.end()
    }
}

/// The line and column of byte `offset` of `node`'s source, when that is the document.
fn position(node: Node<'_, '_>, offset: u32) -> Option<Position> {
    (node.location().source == 0).then(|| {
        let at = node.tree().line_col(offset);
        Position {
            line: at.line,
            column: at.column,
        }
    })
}

impl Serialize for NodeView<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let node = self.node;
        let mut map = serializer.serialize_map(None)?;
        let kind = match node.node_type() {
            NodeType::Root => "document",
            NodeType::Element => "element",
            NodeType::Data => "data",
            NodeType::Sdata => "sdata",
            NodeType::ProcessingInstruction => "pi",
            NodeType::ExternalEntity => "external-entity",
        };
        map.serialize_entry("type", kind)?;
        if node.node_type() == NodeType::Element {
            map.serialize_entry("name", node.name().unwrap_or(""))?;
            map.serialize_entry("start_implied", &node.is_start_implied())?;
            map.serialize_entry("end_implied", &node.is_end_implied())?;
            map.serialize_entry("empty", &node.is_empty_element())?;
            map.serialize_entry("included", &node.is_included())?;
            map.serialize_entry("declared", &node.is_declared())?;
        }
        if !node.is_root() {
            let at = position(node, node.location().span.start);
            map.serialize_entry("line", &at.as_ref().map(|at| at.line))?;
            map.serialize_entry("column", &at.as_ref().map(|at| at.column))?;
        }
        match node.node_type() {
            NodeType::Root => map.serialize_entry("children", &self.children())?,
            NodeType::Element => {
                let end = node
                    .end_location()
                    .filter(|_| !node.is_end_implied() && !node.is_empty_element())
                    .and_then(|end| position(node, end.span.start));
                map.serialize_entry("end", &end)?;
                map.serialize_entry("attributes", &AttributesView(node))?;
                map.serialize_entry("children", &self.children())?;
            }
            NodeType::Data | NodeType::ProcessingInstruction => {
                map.serialize_entry("text", node.text().unwrap_or(""))?;
            }
            NodeType::Sdata => {
                map.serialize_entry("entity", node.entity_name().unwrap_or(""))?;
                map.serialize_entry("text", node.text().unwrap_or(""))?;
            }
            NodeType::ExternalEntity => {
                map.serialize_entry("entity", node.entity_name().unwrap_or(""))?;
                let data = node.external_data();
                let data_type = data.map(|(data_type, _)| match data_type {
                    ExternalDataType::Cdata => "CDATA",
                    ExternalDataType::Sdata => "SDATA",
                    ExternalDataType::Ndata => "NDATA",
                });
                map.serialize_entry("data_type", &data_type)?;
                map.serialize_entry("notation", &data.map(|(_, notation)| notation))?;
            }
        }
        map.end()
    }
}

impl<'a, 'input> NodeView<'a, 'input> {
    fn children(&self) -> ChildrenView<'a, 'input> {
        ChildrenView {
            node: self.node,
            depth: self.depth + 1,
        }
    }
}

impl Serialize for ChildrenView<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.depth > MAX_DEPTH && self.node.has_children() {
            return Err(S::Error::custom(format_args!(
                "the tree has nodes more than {MAX_DEPTH} levels deep: not serialized"
            )));
        }
        let mut seq = serializer.serialize_seq(None)?;
        for node in self.node.children() {
            seq.serialize_element(&NodeView {
                node,
                depth: self.depth,
            })?;
        }
        seq.end()
    }
}

impl Serialize for AttributesView<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(None)?;
        for attribute in self.0.attributes() {
            let status = match attribute.status() {
                AttributeStatus::Specified => "specified",
                AttributeStatus::Defaulted => "defaulted",
                AttributeStatus::Implied => continue,
            };
            seq.serialize_element(&AttributeView {
                name: attribute.name(),
                declared: attribute.declared().keyword(),
                status,
                value: attribute.value().unwrap_or(""),
            })?;
        }
        seq.end()
    }
}

/// One attribute with a value.
struct AttributeView<'a> {
    name: &'a str,
    declared: &'static str,
    status: &'static str,
    value: &'a str,
}

impl Serialize for AttributeView<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("name", self.name)?;
        map.serialize_entry("declared", self.declared)?;
        map.serialize_entry("status", self.status)?;
        map.serialize_entry("value", self.value)?;
        map.end()
    }
}
