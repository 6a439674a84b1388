//! The [`TreeBuilder`]: an [`EventSink`] that makes a [`Tree`] of the events.

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{AttributeDefinitionList, Dtd, EntityData, ExternalDataKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::attribute::{AttributeStatus, DeclaredKind};
use super::{AttributeData, Kind, ListEntry, NodeData, NodeId, PieceData, TextRef, Tree, flags};
use crate::diagnostic::{Location, ParserDiagnostic};
use crate::event::{Attributes, EndElement, Event, EventSink, StartElement};

/// The most nodes a tree holds: ids are `u32`.
const MAX_NODES: usize = u32::MAX as usize - 1;

/// Builds a [`Tree`] from the instance parser's events (and those of the prolog: its
/// processing instructions).
///
/// Give it the document's text, and the DTD once it is known ([`TreeBuilder::set_dtd`])
/// so that attributes get their declared values; without one, each attribute's kind is
/// guessed from the event's [`ValueType`](crate::ValueType). To get ESIS and a tree from one
/// parse, give the parser the pair `(esis_sink, tree_builder)`: a pair of sinks is a sink
/// that hands every event to both.
pub struct TreeBuilder<'input, 'dtd> {
    input: &'input str,
    dtd: Option<&'dtd Dtd>,
    tree: Tree<'input>,
    /// Open elements, the root first.
    open: Vec<NodeId>,
    /// Nodes whose subtree is complete and whose next node is not yet known.
    awaiting_next: Vec<NodeId>,
    /// The data node that the next data event extends, if nothing came between.
    open_data: Option<NodeId>,
    /// The name index of each element type met so far (`u32::MAX`: not yet).
    element_names: Vec<u32>,
    /// Events were dropped because the tree was full.
    truncated: bool,
    /// Record ends in data become `'\n'` (otherwise they stay `'\r'`).
    newline_record_ends: bool,
}

impl<'input, 'dtd> TreeBuilder<'input, 'dtd> {
    /// A builder for the document whose text is `input` (the text the parser reads, in
    /// which events of source 0 are located).
    pub fn new(input: &'input str) -> TreeBuilder<'input, 'dtd> {
        TreeBuilder {
            input,
            dtd: None,
            tree: Tree::new(input),
            open: vec![NodeId::new(0)],
            awaiting_next: Vec::new(),
            open_data: None,
            element_names: Vec::new(),
            truncated: false,
            newline_record_ends: true,
        }
    }

    /// Keep record ends in data as `'\r'` (character 13, RE), as the events and ESIS
    /// have them, rather than `'\n'`. The tree's text is then exact: a character
    /// reference to LF (`&#10;`), which is data and not a record boundary, stays
    /// distinguishable from a record end. Off by default.
    pub fn keep_record_ends(&mut self, keep: bool) {
        self.newline_record_ends = !keep;
    }

    /// Say that the SGML declaration folds names to upper case (NAMECASE GENERAL YES, as
    /// every HTML declaration does): element names are then stored folded (`TITLE`) and
    /// [`Node::has_name`](super::Node::has_name) matches them in any case (`title`).
    /// Off by default.
    pub fn names_folded(&mut self, folded: bool) {
        self.tree.names_folded = folded;
    }

    /// The DTD the events refer to: element ids and attribute definitions are its. Give
    /// it once, before the instance's events.
    pub fn set_dtd(&mut self, dtd: &'dtd Dtd) {
        self.dtd = Some(dtd);
        self.element_names.clear();
    }

    /// The tree. Elements still open (the events stopped early) keep what they have.
    pub fn finish(self) -> Tree<'input> {
        self.tree
    }

    /// Whether events were dropped because the tree reached its size limit (`u32` ids
    /// and offsets).
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    fn intern(&mut self, name: &str) -> u32 {
        if let Some(index) = self.tree.names.get_index_of(name) {
            return index as u32;
        }
        self.tree.names.insert_full(SmolStr::new(name)).0 as u32
    }

    /// The name index of element type `element`, named `name`.
    fn element_name(&mut self, element: ElementId, name: &str) -> u32 {
        let index = element.index();
        // Ids are dense (the DTD's, then undefined types in order of appearance); a
        // stray id from a hand-made event is interned without the cache.
        let bound = self.dtd.map_or(0, |d| d.elements.len()) + self.tree.nodes.len() + 64;
        if index >= bound {
            return self.intern(name);
        }
        if index >= self.element_names.len() {
            self.element_names.resize(index + 1, u32::MAX);
        }
        match self.element_names[index] {
            u32::MAX => {
                let interned = self.intern(name);
                self.element_names[index] = interned;
                interned
            }
            known => known,
        }
    }

    /// Append text to the buffer (when `record_ends`, it is data whose `'\r'`s are record
    /// ends, to be shown as the builder says); `None` when the buffer is full.
    fn push_buffer(&mut self, text: &str, record_ends: bool) -> Option<TextRef> {
        let start = self.tree.buffer.len();
        if start.checked_add(text.len())? > u32::MAX as usize {
            self.truncated = true;
            return None;
        }
        if record_ends && self.newline_record_ends && text.contains('\r') {
            self.tree
                .buffer
                .extend(text.chars().map(|c| if c == '\r' { '\n' } else { c }));
        } else {
            self.tree.buffer.push_str(text);
        }
        Some(TextRef {
            start: start as u32,
            len: text.len() as u32,
            owned: true,
        })
    }

    /// Where `text`, found at `location`, is: a slice of the input when it is one,
    /// otherwise copied into the buffer.
    fn text_at(&mut self, text: &str, location: Location, record_ends: bool) -> Option<TextRef> {
        if let Some(start) = self.input_slice(text, location, record_ends) {
            return Some(TextRef {
                start,
                len: text.len() as u32,
                owned: false,
            });
        }
        self.push_buffer(text, record_ends)
    }

    /// The offset of `text` in the input when the span at `location` ends with it (a
    /// record end `"\r"` shown as `'\n'` matches an input `"\n"`).
    fn input_slice(&self, text: &str, location: Location, record_ends: bool) -> Option<u32> {
        if location.source != 0 {
            return None;
        }
        let span = location.span;
        let start = span.end.checked_sub(text.len() as u32)?;
        if start < span.start {
            return None;
        }
        let slice = self.input.get(start as usize..span.end as usize)?;
        let matches = if record_ends && self.newline_record_ends && text.contains('\r') {
            text == "\r" && slice == "\n"
        } else {
            slice == text
        };
        matches.then_some(start)
    }

    /// Append a node under the current element.
    fn append(&mut self, kind: Kind, location: Location) -> Option<NodeId> {
        if self.tree.nodes.len() >= MAX_NODES {
            self.truncated = true;
            return None;
        }
        let id = NodeId::new(self.tree.nodes.len() as u32);
        let parent = *self.open.last().expect("the root stays open");
        let prev_sibling = self.tree.nodes[parent.index()].last_child;
        self.tree.nodes.push(NodeData {
            parent: Some(parent),
            prev_sibling,
            next_subtree: None,
            last_child: None,
            location,
            kind,
        });
        self.tree.nodes[parent.index()].last_child = Some(id);
        for done in self.awaiting_next.drain(..) {
            self.tree.nodes[done.index()].next_subtree = Some(id);
        }
        Some(id)
    }

    /// Append a node with no children.
    fn append_leaf(&mut self, kind: Kind, location: Location) -> Option<NodeId> {
        let id = self.append(kind, location)?;
        self.awaiting_next.push(id);
        Some(id)
    }

    fn start_element(&mut self, start: &StartElement<'_>) {
        let name = self.element_name(start.element, start.name);
        let first = self.tree.attributes.len() as u32;
        let (count, compact) = self.attributes(start.element, start.attributes);
        let mut element_flags = 0;
        for (set, flag) in [
            (start.implied, flags::START_IMPLIED),
            (start.included, flags::INCLUDED),
            (start.empty, flags::EMPTY),
            (self.is_declared(start.element), flags::DECLARED),
            (compact, flags::COMPACT_ATTRIBUTES),
        ] {
            if set {
                element_flags |= flag;
            }
        }
        let kind = Kind::Element {
            element: start.element,
            name,
            attributes: first,
            attribute_count: count,
            flags: element_flags,
            end: Span::empty(start.location.span.end),
        };
        match self.append(kind, start.location) {
            Some(id) => self.open.push(id),
            None => self.tree.attributes.truncate(first as usize),
        }
    }

    fn is_declared(&self, element: ElementId) -> bool {
        self.dtd
            .is_some_and(|dtd| element.index() < dtd.elements.len() && dtd.element(element).definition.is_some())
    }

    fn end_element(&mut self, end: &EndElement<'_>) {
        if self.open.len() <= 1 {
            return;
        }
        let id = self.open.pop().expect("an open element");
        let node = &mut self.tree.nodes[id.index()];
        let start = node.location;
        if let Kind::Element { flags: f, end: e, .. } = &mut node.kind {
            *f |= flags::CLOSED;
            if end.implied {
                *f |= flags::END_IMPLIED;
            }
            *e = if end.location.source == start.source {
                end.location.span
            } else {
                Span::empty(start.span.end)
            };
        }
        self.awaiting_next.push(id);
    }

    /// Store the attributes of a start tag; returns how many were stored, and whether
    /// they are compact: when the attributes are exactly those of the element type's
    /// definition list in order (then undeclared ones), the implied ones are not stored.
    fn attributes(&mut self, element: ElementId, attributes: &Attributes) -> (u32, bool) {
        let list = self.dtd.and_then(|dtd| {
            let index = (element.index() < dtd.elements.len())
                .then(|| dtd.element(element).attributes)
                .flatten()?;
            Some((index, dtd.attribute_lists.get(index as usize)?))
        });
        let defined = list.map_or(0, |(_, list)| list.attributes.len());
        let compact = list.is_some()
            && attributes.len() < u32::MAX as usize
            && attributes.iter().enumerate().all(|(i, value)| match value.definition {
                Some(id) => i < defined && id.0 as usize == i,
                None => i >= defined,
            })
            && attributes.len() >= defined;
        if let Some((index, list)) = list {
            self.ensure_list(index, list);
            if compact {
                let slot = element.index();
                if slot >= self.tree.element_lists.len() {
                    self.tree.element_lists.resize(slot + 1, u32::MAX);
                }
                self.tree.element_lists[slot] = index;
            }
        }
        let mut count = 0u32;
        for value in attributes.iter() {
            if count == u32::MAX {
                break;
            }
            let status = if value.specified {
                AttributeStatus::Specified
            } else if value.pieces.is_some() {
                AttributeStatus::Defaulted
            } else {
                AttributeStatus::Implied
            };
            if compact && status == AttributeStatus::Implied && value.definition.is_some() {
                continue;
            }
            let definition = value.definition;
            let entry = match (definition, list) {
                (Some(id), Some((index, _))) => self.list_entry(index, id.0 as usize),
                _ => None,
            };
            let declared = match (definition, entry) {
                (None, _) => DeclaredKind::Undeclared,
                (Some(_), Some(entry)) => entry.declared,
                (Some(_), None) => DeclaredKind::from_value_type(value.value_type),
            };
            let name = match entry {
                Some(entry) if self.tree.name(entry.name) == value.name => entry.name,
                _ => self.intern(&value.name),
            };
            let mut data = AttributeData {
                name,
                value: TextRef::default(),
                pieces: u32::MAX,
                piece_count: 0,
                definition: definition.map_or(u32::MAX, |d| d.0),
                declared,
                status,
            };
            if status != AttributeStatus::Implied {
                self.value(attributes, value, &mut data);
            }
            self.tree.attributes.push(data);
            count += 1;
        }
        (count, compact)
    }

    /// Store a value's text (and its pieces when it has SDATA) in `data`.
    fn value(&mut self, attributes: &Attributes, value: &crate::event::AttributeValue, data: &mut AttributeData) {
        let has_sdata = attributes.pieces(value).any(|(sdata, _)| sdata);
        let start = self.tree.buffer.len();
        let first_piece = self.tree.pieces.len();
        let mut complete = true;
        for (sdata, text) in attributes.pieces(value) {
            match self.push_buffer(text, false) {
                Some(text) if has_sdata => match self.tree.pieces[first_piece..].last_mut() {
                    // Adjacent data pieces are one (their texts are adjacent).
                    Some(last) if !sdata && !last.sdata => last.text.len += text.len,
                    _ => self.tree.pieces.push(PieceData { sdata, text }),
                },
                Some(_) => {}
                None => complete = false,
            }
        }
        if !complete {
            self.tree.pieces.truncate(first_piece);
            return;
        }
        data.value = TextRef {
            start: start as u32,
            len: (self.tree.buffer.len() - start) as u32,
            owned: true,
        };
        if has_sdata {
            data.pieces = first_piece as u32;
            data.piece_count = (self.tree.pieces.len() - first_piece) as u32;
        }
    }

    /// Keep the names and declared values of definition list `index` in the tree.
    fn ensure_list(&mut self, index: u32, list: &AttributeDefinitionList) {
        let index = index as usize;
        if index >= self.tree.lists.len() {
            self.tree.lists.resize(index + 1, None);
        }
        if self.tree.lists[index].is_none() {
            let entries: Box<[ListEntry]> = list
                .attributes
                .iter()
                .map(|a| ListEntry {
                    name: self.intern(&a.name),
                    declared: DeclaredKind::of(&a.declared_value),
                })
                .collect();
            self.tree.lists[index] = Some(entries);
        }
    }

    /// Definition `attribute` of list `index` (kept by [`TreeBuilder::ensure_list`]).
    fn list_entry(&self, index: u32, attribute: usize) -> Option<ListEntry> {
        self.tree.lists.get(index as usize)?.as_ref()?.get(attribute).copied()
    }

    fn data(&mut self, text: &str, location: Location) {
        if let Some(id) = self.open_data {
            self.extend_data(id, text, location);
            return;
        }
        let Some(text) = self.text_at(text, location, true) else {
            return;
        };
        self.open_data = self.append_leaf(Kind::Data(text), location);
    }

    /// Add `text` to the data node `id`, the last node appended.
    fn extend_data(&mut self, id: NodeId, text: &str, location: Location) {
        let node = self.tree.nodes[id.index()];
        let Kind::Data(mut current) = node.kind else {
            return;
        };
        let contiguous = node.location.source == location.source;
        let borrowed_next = (!current.owned && contiguous)
            .then(|| self.input_slice(text, location, true))
            .flatten();
        match borrowed_next {
            Some(start) if start == current.start + current.len => current.len += text.len() as u32,
            _ => {
                if !current.owned {
                    // Copy what was borrowed to the buffer, where the rest will follow.
                    let range = current.start as usize..(current.start + current.len) as usize;
                    let input = self.input;
                    let Some(copied) = self.push_buffer(input.get(range).unwrap_or(""), true) else {
                        return;
                    };
                    current = copied;
                }
                let Some(added) = self.push_buffer(text, true) else {
                    return;
                };
                // The node's text is the last thing in the buffer.
                debug_assert_eq!(added.start, current.start + current.len);
                current.len += added.len;
            }
        }
        let node = &mut self.tree.nodes[id.index()];
        node.kind = Kind::Data(current);
        if contiguous {
            node.location.span = node.location.span.cover(location.span);
        }
    }
}

impl EventSink for TreeBuilder<'_, '_> {
    fn event(&mut self, event: Event<'_>) {
        if !matches!(event, Event::Data { .. }) {
            self.open_data = None;
        }
        match event {
            Event::StartElement(start) => self.start_element(&start),
            Event::EndElement(end) => self.end_element(&end),
            Event::Data { text, location } => self.data(text, location),
            Event::Sdata { text, entity, location } => {
                let entity = self.intern(entity);
                if let Some(text) = self.push_buffer(text, false) {
                    self.append_leaf(Kind::Sdata { text, entity }, location);
                }
            }
            Event::ProcessingInstruction { text, location } => {
                if let Some(text) = self.text_at(text, location, false) {
                    self.append_leaf(Kind::Pi(text), location);
                }
            }
            // The tree keeps no comments.
            Event::CommentDeclaration { .. } | Event::EntityLookup { .. } | Event::NonSgmlCharacter { .. } => {}
            // A subdocument is a document of its own: the tree shows the reference.
            Event::ExternalDataEntity { entity, location } | Event::Subdocument { entity, location, .. } => {
                let name = self.intern(&entity.name);
                let (notation, data_type) = match &entity.data {
                    EntityData::External {
                        kind: ExternalDataKind::Data { kind, notation, .. },
                        ..
                    } => (self.intern(notation), Some(*kind)),
                    _ => (u32::MAX, None),
                };
                self.append_leaf(
                    Kind::ExternalEntity {
                        entity: name,
                        notation,
                        data_type,
                    },
                    location,
                );
            }
        }
    }
}

/// A pair of sinks is a sink: each event and finding goes to the first, then the second
/// (for example ESIS and a tree from one parse).
impl<A: EventSink, B: EventSink> EventSink for (A, B) {
    fn event(&mut self, event: Event<'_>) {
        self.0.event(event);
        self.1.event(event);
    }

    fn diagnostic(&mut self, diagnostic: &ParserDiagnostic) {
        self.0.diagnostic(diagnostic);
        self.1.diagnostic(diagnostic);
    }

    /// Either taking them is enough: both are handed every finding.
    fn takes_diagnostics(&self) -> bool {
        self.0.takes_diagnostics() || self.1.takes_diagnostics()
    }

    /// Either wanting them is enough.
    fn wants_attributes(&self) -> bool {
        self.0.wants_attributes() || self.1.wants_attributes()
    }

    /// Either wanting them is enough: both are handed every event.
    #[inline]
    fn wants_events(&self) -> bool {
        self.0.wants_events() || self.1.wants_events()
    }
}
