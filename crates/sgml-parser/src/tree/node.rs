//! Node handles and the iterators that walk the tree.

use std::fmt;
use std::iter::FusedIterator;

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{Dtd, ElementType, ExternalDataType};
use sgml_source::{LineCol, Span};

use super::attribute::{Attribute, NodeAttributes};
use super::{Kind, NodeData, NodeId, Tree, flags};
use crate::diagnostic::Location;

/// What a node is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum NodeType {
    /// The document: the root of the tree.
    Root,
    /// An element.
    Element,
    /// Character data.
    Data,
    /// A reference to an internal SDATA entity: its replacement text.
    Sdata,
    /// A processing instruction (ISO 8879 8).
    ProcessingInstruction,
    /// A reference to an external data entity (ISO 8879 10.5.5).
    ExternalEntity,
}

/// A node of a [`Tree`]: a `Copy` handle.
#[derive(Clone, Copy)]
pub struct Node<'a, 'input> {
    id: NodeId,
    tree: &'a Tree<'input>,
    data: &'a NodeData,
}

impl PartialEq for Node<'_, '_> {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && std::ptr::eq(self.tree, other.tree)
    }
}

impl Eq for Node<'_, '_> {}

impl<'a, 'input> Node<'a, 'input> {
    #[inline]
    pub(super) fn new(tree: &'a Tree<'input>, id: NodeId) -> Node<'a, 'input> {
        Node {
            id,
            tree,
            data: &tree.nodes[id.index()],
        }
    }

    /// The node's id in its tree.
    #[inline]
    pub fn id(&self) -> NodeId {
        self.id
    }

    /// The tree.
    #[inline]
    pub fn tree(&self) -> &'a Tree<'input> {
        self.tree
    }

    /// What the node is.
    pub fn node_type(&self) -> NodeType {
        match self.data.kind {
            Kind::Root => NodeType::Root,
            Kind::Element { .. } => NodeType::Element,
            Kind::Data(_) => NodeType::Data,
            Kind::Sdata { .. } => NodeType::Sdata,
            Kind::Pi(_) => NodeType::ProcessingInstruction,
            Kind::ExternalEntity { .. } => NodeType::ExternalEntity,
        }
    }

    /// Whether it is the root.
    #[inline]
    pub fn is_root(&self) -> bool {
        matches!(self.data.kind, Kind::Root)
    }

    /// Whether it is an element.
    #[inline]
    pub fn is_element(&self) -> bool {
        matches!(self.data.kind, Kind::Element { .. })
    }

    /// Whether it is character data.
    #[inline]
    pub fn is_data(&self) -> bool {
        matches!(self.data.kind, Kind::Data(_))
    }

    /// The element type of an element (ids past the DTD's element table are element
    /// types the DTD does not know, met in the document).
    pub fn element(&self) -> Option<ElementId> {
        match self.data.kind {
            Kind::Element { element, .. } => Some(element),
            _ => None,
        }
    }

    /// An element's type in `dtd` (the DTD the tree was built with): its declaration,
    /// attribute list and name. `None` for other nodes and for element types the DTD does
    /// not know.
    pub fn element_type<'d>(&self, dtd: &'d Dtd) -> Option<&'d ElementType> {
        dtd.elements.get_index(self.element()?.index()).map(|(_, t)| t)
    }

    /// An element's name (its generic identifier, case-folded as the declaration says).
    pub fn name(&self) -> Option<&'a str> {
        match self.data.kind {
            Kind::Element { name, .. } => Some(self.tree.name(name)),
            _ => None,
        }
    }

    /// Whether this is an element named `name`: in any case of ASCII letters when the
    /// declaration folds names (NAMECASE GENERAL YES, as for HTML: `has_name("title")`
    /// and `has_name("TITLE")` alike, see [`TreeBuilder::names_folded`]), else exactly.
    /// [`name`](Node::name) gives the name as stored, folded.
    ///
    /// [`TreeBuilder::names_folded`]: super::TreeBuilder::names_folded
    pub fn has_name(&self, name: &str) -> bool {
        self.name()
            .is_some_and(|own| own == name || (self.tree.names_folded && own.eq_ignore_ascii_case(name)))
    }

    fn flags(&self) -> u8 {
        match self.data.kind {
            Kind::Element { flags, .. } => flags,
            _ => 0,
        }
    }

    /// Whether an element's start tag was implied (omitted-tag minimization, ISO 8879
    /// 7.3.1): its location is then empty, where it was inferred.
    pub fn is_start_implied(&self) -> bool {
        self.flags() & flags::START_IMPLIED != 0
    }

    /// Whether an element's end tag was implied (ISO 8879 7.3.2). An element whose end
    /// tag must be omitted (declared EMPTY, as BR, IMG and META, or with `#CONREF`
    /// specified: [`Node::is_empty_element`]) always has it implied, since it can have no
    /// end tag: to ask whether an end tag was left out that could have been written, use
    /// `is_end_implied() && !is_empty_element()`.
    pub fn is_end_implied(&self) -> bool {
        self.flags() & flags::END_IMPLIED != 0
    }

    /// Whether an element is here only as an inclusion (ISO 8879 11.2.5.1).
    pub fn is_included(&self) -> bool {
        self.flags() & flags::INCLUDED != 0
    }

    /// Whether an element's end tag must be omitted: declared content EMPTY, or a
    /// `#CONREF` attribute specified (ISO 8879 7.3.1.1).
    pub fn is_empty_element(&self) -> bool {
        self.flags() & flags::EMPTY != 0
    }

    /// Whether an element's type is declared in the DTD.
    pub fn is_declared(&self) -> bool {
        self.flags() & flags::DECLARED != 0
    }

    /// An element's attributes: in the order of the attribute definition list (specified,
    /// defaulted and implied alike), then the undeclared ones. Empty for other nodes.
    pub fn attributes(&self) -> NodeAttributes<'a, 'input> {
        let (stored, list) = match self.data.kind {
            Kind::Element {
                element,
                attributes,
                attribute_count,
                flags: f,
                ..
            } => {
                let start = attributes as usize;
                let stored = self
                    .tree
                    .attributes
                    .get(start..start + attribute_count as usize)
                    .unwrap_or(&[]);
                let compact = f & flags::COMPACT_ATTRIBUTES != 0;
                (stored, if compact { self.tree.list_of(element) } else { &[] })
            }
            _ => (&[][..], &[][..]),
        };
        NodeAttributes::new(self.tree, stored, list)
    }

    /// The attribute named `name` (case-folded, as the tree has it).
    pub fn attribute(&self, name: &str) -> Option<Attribute<'a, 'input>> {
        self.attributes().find(|a| a.name() == name)
    }

    /// The text of a data node, the replacement text of an SDATA node, or the system
    /// data of a processing instruction. A record end in data is `'\n'` (or `'\r'`, see
    /// [`TreeBuilder::keep_record_ends`](super::TreeBuilder::keep_record_ends)).
    pub fn text(&self) -> Option<&'a str> {
        match self.data.kind {
            Kind::Data(text) | Kind::Sdata { text, .. } | Kind::Pi(text) => Some(self.tree.text(text)),
            _ => None,
        }
    }

    /// The text of the data and SDATA nodes in this node's subtree, in order.
    pub fn text_content(&self) -> String {
        let mut text = String::new();
        for node in self.descendants() {
            if let Kind::Data(t) | Kind::Sdata { text: t, .. } = node.data.kind {
                text.push_str(self.tree.text(t));
            }
        }
        text
    }

    /// The name of the entity an SDATA or external entity node refers to.
    pub fn entity_name(&self) -> Option<&'a str> {
        match self.data.kind {
            Kind::Sdata { entity, .. } | Kind::ExternalEntity { entity, .. } => Some(self.tree.name(entity)),
            _ => None,
        }
    }

    /// The data type and notation of an external data entity node.
    pub fn external_data(&self) -> Option<(ExternalDataType, &'a str)> {
        match self.data.kind {
            Kind::ExternalEntity {
                notation,
                data_type: Some(data_type),
                ..
            } => Some((data_type, self.tree.name(notation))),
            _ => None,
        }
    }

    /// Where the node is: an element's start tag, from `<` to its closing `>` (empty, at
    /// the place of inference, when implied), the data, the
    /// processing instruction, or the entity reference. Data from an internal entity is
    /// located at the reference.
    #[inline]
    pub fn location(&self) -> Location {
        self.data.location
    }

    /// Where an element's end tag is (empty when implied); `None` for other nodes and
    /// for an element whose end was never seen.
    pub fn end_location(&self) -> Option<Location> {
        match self.data.kind {
            Kind::Element { flags: f, end, .. } if f & flags::CLOSED != 0 => Some(Location {
                source: self.data.location.source,
                span: end,
            }),
            _ => None,
        }
    }

    /// The span of an element from its start tag to its end tag, or the node's span.
    pub fn span(&self) -> Span {
        match self.end_location() {
            Some(end) => self.data.location.span.cover(end.span),
            None => self.data.location.span,
        }
    }

    /// The line and column of the node's start, when it is in the document entity.
    pub fn line_col(&self) -> Option<LineCol> {
        (self.data.location.source == 0).then(|| self.tree.line_col(self.data.location.span.start))
    }

    /// The parent (`None` for the root).
    #[inline]
    pub fn parent(&self) -> Option<Node<'a, 'input>> {
        self.data.parent.map(|id| self.tree.node(id))
    }

    /// The first child.
    #[inline]
    pub fn first_child(&self) -> Option<Node<'a, 'input>> {
        // Nodes are in document order: a first child follows its parent.
        self.data
            .last_child
            .map(|_| self.tree.node(NodeId::new(self.id.get() + 1)))
    }

    /// The last child.
    #[inline]
    pub fn last_child(&self) -> Option<Node<'a, 'input>> {
        self.data.last_child.map(|id| self.tree.node(id))
    }

    /// Whether the node has children.
    #[inline]
    pub fn has_children(&self) -> bool {
        self.data.last_child.is_some()
    }

    /// The next sibling.
    #[inline]
    pub fn next_sibling(&self) -> Option<Node<'a, 'input>> {
        let next = self.tree.node(self.data.next_subtree?);
        (next.data.parent == self.data.parent).then_some(next)
    }

    /// The previous sibling.
    #[inline]
    pub fn prev_sibling(&self) -> Option<Node<'a, 'input>> {
        self.data.prev_sibling.map(|id| self.tree.node(id))
    }

    /// The children, in order.
    pub fn children(&self) -> Children<'a, 'input> {
        Children {
            front: self.first_child(),
            back: self.last_child(),
        }
    }

    /// This node and every node inside it, in document order.
    pub fn descendants(&self) -> Descendants<'a, 'input> {
        let end = self
            .data
            .next_subtree
            .map_or(self.tree.nodes.len() as u32, |id| id.get());
        Descendants {
            tree: self.tree,
            next: self.id.get(),
            end,
        }
    }

    /// This node, its parent, and so on up to the root.
    pub fn ancestors(&self) -> Ancestors<'a, 'input> {
        Ancestors(Some(*self))
    }
}

impl fmt::Debug for Node<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.node_type() {
            NodeType::Element => write!(f, "Element({}, {:?})", self.name().unwrap_or(""), self.id),
            NodeType::Root => write!(f, "Root"),
            other => write!(f, "{other:?}({:?}, {:?})", self.text().unwrap_or(""), self.id),
        }
    }
}

/// The children of a node ([`Node::children`]).
#[derive(Clone)]
pub struct Children<'a, 'input> {
    front: Option<Node<'a, 'input>>,
    back: Option<Node<'a, 'input>>,
}

impl<'a, 'input> Iterator for Children<'a, 'input> {
    type Item = Node<'a, 'input>;
    fn next(&mut self) -> Option<Node<'a, 'input>> {
        let node = self.front?;
        if Some(node) == self.back {
            self.front = None;
            self.back = None;
        } else {
            self.front = node.next_sibling();
        }
        Some(node)
    }
}

impl DoubleEndedIterator for Children<'_, '_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let node = self.back?;
        if Some(node) == self.front {
            self.front = None;
            self.back = None;
        } else {
            self.back = node.prev_sibling();
        }
        Some(node)
    }
}

impl FusedIterator for Children<'_, '_> {}

/// A node and the nodes inside it, in document order ([`Node::descendants`]).
#[derive(Clone)]
pub struct Descendants<'a, 'input> {
    tree: &'a Tree<'input>,
    next: u32,
    end: u32,
}

impl<'a, 'input> Iterator for Descendants<'a, 'input> {
    type Item = Node<'a, 'input>;
    #[inline]
    fn next(&mut self) -> Option<Node<'a, 'input>> {
        if self.next >= self.end {
            return None;
        }
        let node = self.tree.node(NodeId::new(self.next));
        self.next += 1;
        Some(node)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.end.saturating_sub(self.next) as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Descendants<'_, '_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.next >= self.end {
            return None;
        }
        self.end -= 1;
        Some(self.tree.node(NodeId::new(self.end)))
    }
}

impl ExactSizeIterator for Descendants<'_, '_> {}
impl FusedIterator for Descendants<'_, '_> {}

/// A node and its ancestors ([`Node::ancestors`]).
#[derive(Clone)]
pub struct Ancestors<'a, 'input>(Option<Node<'a, 'input>>);

impl<'a, 'input> Iterator for Ancestors<'a, 'input> {
    type Item = Node<'a, 'input>;
    fn next(&mut self) -> Option<Node<'a, 'input>> {
        let node = self.0?;
        self.0 = node.parent();
        Some(node)
    }
}

impl FusedIterator for Ancestors<'_, '_> {}
