//! A typed document tree, built from the instance parser's [`Event`](crate::Event)s by a
//! [`TreeBuilder`]: an arena of nodes in document order with `Copy` handles.
//!
//! The nodes are those of ESIS: the document [root](NodeType::Root); elements, each with
//! its element type ([`ElementId`]), its attributes typed by their declared value
//! ([`TypedValue`]) and marked specified, defaulted or implied ([`AttributeStatus`]), and
//! `implied` flags for tags that omitted-tag minimization supplied (ISO 8879 7.3);
//! character data; SDATA entity references; processing instructions; and references to
//! external data entities.
//!
//! The representation follows roxmltree: a `Vec` of nodes indexed by [`NodeId`] (a
//! `NonZeroU32`), each node knowing its parent, previous sibling, last child and the node
//! after its subtree, so that [`Node::children`], [`Node::descendants`] and the sibling
//! steps are constant time per step and need no allocation. Data text is borrowed from
//! the document's text where it is a plain slice of it, otherwise kept in one string
//! buffer; attribute values are in that buffer. Positions are [`Location`]s (source and
//! byte span); line and column are computed on demand ([`Node::line_col`]).
//!
//! Adjacent data events become one data node. A record end is `'\n'` in the tree's text
//! (ISO 8879 7.6.1 decides which record ends are data; record starts never are), unless
//! the builder was told to [keep record ends](TreeBuilder::keep_record_ends) as `'\r'`,
//! which the events and ESIS use: then a character reference to LF (`&#10;`), which is
//! data, can be told from a record end.
//!
//! # Example
//!
//! Feed a [`TreeBuilder`] to the instance parser (or any event source) and walk the
//! result. The facade crate `omittag` does the whole pipeline (decoding, catalogs, the
//! bundled HTML DTDs) in `omittag::parse`; here the DTD is an internal subset:
//!
//! ```
//! use sgml_decl::SgmlDeclaration;
//! use sgml_dtd::catalog::{CatalogSet, MemoryStorage};
//! use sgml_dtd::parse::DtdLoader;
//! use sgml_parser::tree::{AttributeStatus, NodeType, TreeBuilder, TypedValue};
//! use sgml_parser::{EntityTexts, InstanceContext, InstanceParser, ParserOptions, read_prolog};
//!
//! let text = r#"<!DOCTYPE list [
//! <!ELEMENT list - - (item+)>
//! <!ELEMENT item - O (#PCDATA)>
//! <!ATTLIST item n NUMBER #IMPLIED kind (a|b) b>
//! ]>
//! <list><item n=1>one<item kind=a>two</list>"#;
//!
//! // The prolog (its processing instructions would go to the tree too) and the DTD.
//! let declaration = SgmlDeclaration::default();
//! let (catalogs, storage) = (CatalogSet::new(), MemoryStorage::new());
//! let loader = DtdLoader::new(&declaration, &catalogs, &storage);
//! let mut doctype = None;
//! let mut reader = |t: &str, start: u32| {
//!     let parsed = loader.load_doctype(t, start, "doc", None);
//!     let end = parsed.end;
//!     doctype = Some(parsed);
//!     end
//! };
//! let mut builder = TreeBuilder::new(text);
//! let mut prolog_messages = Vec::new();
//! let prolog = read_prolog(text, loader.lexer_config(), &mut reader, &mut builder, &mut prolog_messages);
//! let dtd = doctype.expect("a DOCTYPE").dtd;
//! builder.set_dtd(&dtd);
//!
//! // The instance, into the tree.
//! let texts = EntityTexts::new();
//! let options = ParserOptions::default();
//! let cx = InstanceContext {
//!     declaration: &declaration,
//!     lexer_config: loader.lexer_config(),
//!     dtd: &dtd,
//!     validate: true,
//!     options: &options,
//!     loader: None,
//!     texts: &texts,
//!     links: &[],
//! };
//! let (diagnostics, builder) = InstanceParser::new(cx, text, prolog.instance_start, builder).parse();
//! assert!(diagnostics.is_empty());
//! let tree = builder.finish();
//!
//! let list = tree.root_element().unwrap();
//! assert_eq!(list.name(), Some("LIST"));
//! let items: Vec<_> = list.children().filter(|n| n.is_element()).collect();
//! assert_eq!(items.len(), 2);
//! // The first ITEM's end tag was omitted: the tree says it was implied.
//! assert!(items[0].is_end_implied() && !items[0].is_start_implied());
//! assert_eq!(items[0].text_content(), "one");
//! // Attributes are typed by their declared value.
//! let n = items[0].attribute("N").unwrap();
//! assert!(matches!(n.typed(), TypedValue::Number(number) if number.value() == Some(1)));
//! let kind = items[0].attribute("KIND").unwrap();
//! assert_eq!((kind.value(), kind.status()), (Some("B"), AttributeStatus::Defaulted));
//! assert_eq!(items[1].attribute("N").unwrap().status(), AttributeStatus::Implied);
//! // Every node has a location; line and column on demand.
//! assert_eq!(items[1].line_col().map(|at| (at.line, at.column)), Some((6, 19)));
//! assert_eq!(tree.root().descendants().filter(|n| n.node_type() == NodeType::Data).count(), 2);
//! ```

mod attribute;
mod builder;
mod dump;
mod node;
#[cfg(test)]
mod tests;

use std::borrow::Cow;
use std::fmt;
use std::num::NonZeroU32;
use std::sync::OnceLock;

use indexmap::IndexSet;
use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::ExternalDataType;
use sgml_source::{LineCol, LineIndex, Span};
use smol_str::SmolStr;

use crate::diagnostic::Location;

pub use attribute::{
    Attribute, AttributeStatus, DeclaredKind, NodeAttributes, Number, Piece, Pieces, Tokens, TypedValue,
};
pub use builder::TreeBuilder;
pub use dump::TreeDump;
pub use node::{Ancestors, Children, Descendants, Node, NodeType};

/// The index of a node in its [`Tree`]. The root is the first node.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(NonZeroU32);

impl NodeId {
    /// The id of the node at index `index` (in document order, the root at 0).
    ///
    /// # Panics
    /// When `index` is `u32::MAX` (a tree never holds that many nodes).
    #[inline]
    pub fn new(index: u32) -> NodeId {
        NodeId(NonZeroU32::new(index.checked_add(1).expect("node index below u32::MAX")).expect("non-zero"))
    }

    /// The index of the node, in document order.
    #[inline]
    pub fn get(self) -> u32 {
        self.0.get() - 1
    }

    #[inline]
    fn index(self) -> usize {
        self.get() as usize
    }
}

impl fmt::Debug for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NodeId({})", self.get())
    }
}

/// Where a node's text is: a slice of the document's text, or of the tree's own buffer.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct TextRef {
    start: u32,
    len: u32,
    /// In [`Tree::buffer`] rather than the input.
    owned: bool,
}

/// Flags of an element node.
mod flags {
    /// The start tag was implied.
    pub(super) const START_IMPLIED: u8 = 1;
    /// The end tag was implied.
    pub(super) const END_IMPLIED: u8 = 2;
    /// The element is an inclusion (ISO 8879 11.2.5.1).
    pub(super) const INCLUDED: u8 = 4;
    /// The end tag must be omitted (declared content EMPTY, or `#CONREF` specified).
    pub(super) const EMPTY: u8 = 8;
    /// An end event has been seen.
    pub(super) const CLOSED: u8 = 16;
    /// The element type is declared in the DTD.
    pub(super) const DECLARED: u8 = 32;
    /// The attributes are those of the element type's definition list, of which only the
    /// specified and defaulted ones are stored (then the undeclared ones).
    pub(super) const COMPACT_ATTRIBUTES: u8 = 64;
}

/// What a node is, with what only that kind has.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Root,
    Element {
        element: ElementId,
        /// Index in [`Tree::names`].
        name: u32,
        /// First attribute in [`Tree::attributes`].
        attributes: u32,
        /// How many.
        attribute_count: u32,
        flags: u8,
        /// The end tag's span (empty when implied), in the start's source.
        end: Span,
    },
    Data(TextRef),
    Sdata {
        text: TextRef,
        /// The entity's name, in [`Tree::names`].
        entity: u32,
    },
    Pi(TextRef),
    ExternalEntity {
        /// The entity's name, in [`Tree::names`].
        entity: u32,
        /// The notation's name, in [`Tree::names`], or `u32::MAX`.
        notation: u32,
        data_type: Option<ExternalDataType>,
    },
}

/// One node of the arena.
#[derive(Clone, Copy, Debug)]
struct NodeData {
    parent: Option<NodeId>,
    prev_sibling: Option<NodeId>,
    /// The first node after this node's subtree, in document order.
    next_subtree: Option<NodeId>,
    last_child: Option<NodeId>,
    location: Location,
    kind: Kind,
}

/// One attribute of an element node.
#[derive(Clone, Copy, Debug)]
struct AttributeData {
    /// Index in [`Tree::names`].
    name: u32,
    /// The value's text (SDATA pieces inline), in the buffer.
    value: TextRef,
    /// The first of its pieces in [`Tree::pieces`] when the value has SDATA pieces,
    /// otherwise `u32::MAX` (the value is one data piece).
    pieces: u32,
    /// How many pieces.
    piece_count: u32,
    /// The [`AttributeId`](sgml_dtd::dtd::AttributeId) in the element's definition list,
    /// or `u32::MAX`.
    definition: u32,
    declared: DeclaredKind,
    status: AttributeStatus,
}

/// One attribute definition of a list, as the tree needs it.
#[derive(Clone, Copy, Debug)]
struct ListEntry {
    /// Index in [`Tree::names`].
    name: u32,
    declared: DeclaredKind,
}

/// One piece of a CDATA attribute value that has SDATA in it.
#[derive(Clone, Copy, Debug)]
struct PieceData {
    sdata: bool,
    text: TextRef,
}

/// A document tree: the nodes of one document instance in document order.
///
/// `'input` is the lifetime of the document's text, from which data is borrowed;
/// [`Tree::into_owned`] makes a tree that owns a copy of it.
#[derive(Clone)]
pub struct Tree<'input> {
    input: Cow<'input, str>,
    nodes: Vec<NodeData>,
    attributes: Vec<AttributeData>,
    pieces: Vec<PieceData>,
    /// Text that is not a slice of the input: attribute values, entity text, data with
    /// record ends or from entities.
    buffer: String,
    /// Element, attribute, entity and notation names.
    names: IndexSet<SmolStr>,
    /// The attribute definition lists met, by their index in the DTD (`None`: not met).
    lists: Vec<Option<Box<[ListEntry]>>>,
    /// The definition list of each element type with compact attributes, by element id
    /// (`u32::MAX`: none).
    element_lists: Vec<u32>,
    lines: OnceLock<LineIndex>,
    /// Whether element names were folded to upper case (NAMECASE GENERAL YES), so that
    /// [`Node::has_name`] ignores case.
    names_folded: bool,
}

impl<'input> Tree<'input> {
    /// An empty tree (a root and nothing else) over `input`.
    fn new(input: &'input str) -> Tree<'input> {
        Tree {
            input: Cow::Borrowed(input),
            nodes: vec![NodeData {
                parent: None,
                prev_sibling: None,
                next_subtree: None,
                last_child: None,
                location: Location::document(Span::empty(0)),
                kind: Kind::Root,
            }],
            attributes: Vec::new(),
            pieces: Vec::new(),
            buffer: String::new(),
            names: IndexSet::new(),
            lists: Vec::new(),
            element_lists: Vec::new(),
            lines: OnceLock::new(),
            names_folded: false,
        }
    }

    /// The root: the document, whose children are the document element and the
    /// processing instructions around it.
    #[inline]
    pub fn root(&self) -> Node<'_, 'input> {
        self.node(NodeId::new(0))
    }

    /// The document element, if there is one.
    pub fn root_element(&self) -> Option<Node<'_, 'input>> {
        self.root().children().find(|n| n.is_element())
    }

    /// The node `id`, if the tree has it.
    pub fn get_node(&self, id: NodeId) -> Option<Node<'_, 'input>> {
        (id.index() < self.nodes.len()).then(|| self.node(id))
    }

    #[inline]
    fn node(&self, id: NodeId) -> Node<'_, 'input> {
        Node::new(self, id)
    }

    /// Every node in document order, the root first.
    pub fn descendants(&self) -> Descendants<'_, 'input> {
        self.root().descendants()
    }

    /// How many nodes there are, the root included.
    #[inline]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree has only its root.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The document's text, from which spans of source 0 are taken.
    #[inline]
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The line and column (in characters, from 0) of byte `offset` of the document's
    /// text. The line index is made on the first call.
    pub fn line_col(&self, offset: u32) -> LineCol {
        self.lines
            .get_or_init(|| LineIndex::new(&self.input))
            .line_col(&self.input, offset)
    }

    /// The same tree owning a copy of the document's text.
    pub fn into_owned(self) -> Tree<'static> {
        Tree {
            input: Cow::Owned(self.input.into_owned()),
            nodes: self.nodes,
            attributes: self.attributes,
            pieces: self.pieces,
            buffer: self.buffer,
            names: self.names,
            lists: self.lists,
            element_lists: self.element_lists,
            lines: self.lines,
            names_folded: self.names_folded,
        }
    }

    /// An indented dump: one node a line, elements with their specified and defaulted
    /// attributes and their implied marks, with the positions of tags unless
    /// [`TreeDump::positions`] says otherwise ([`TreeDump`] describes the format). For
    /// `omittag tree`, tests and debugging.
    pub fn dump(&self) -> TreeDump<'_, 'input> {
        TreeDump::new(self)
    }

    #[inline]
    fn text(&self, text: TextRef) -> &str {
        let range = text.start as usize..(text.start + text.len) as usize;
        let source: &str = if text.owned { &self.buffer } else { &self.input };
        source.get(range).unwrap_or("")
    }

    /// The definition list of element type `element`, when its nodes have compact
    /// attributes.
    fn list_of(&self, element: ElementId) -> &[ListEntry] {
        self.element_lists
            .get(element.index())
            .and_then(|&list| self.lists.get(list as usize))
            .and_then(|list| list.as_deref())
            .unwrap_or(&[])
    }

    #[inline]
    fn name(&self, index: u32) -> &str {
        self.names.get_index(index as usize).map_or("", |n| n.as_str())
    }
}

impl fmt::Debug for Tree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tree")
            .field("nodes", &self.nodes.len())
            .field("attributes", &self.attributes.len())
            .field("buffer", &self.buffer.len())
            .finish_non_exhaustive()
    }
}
