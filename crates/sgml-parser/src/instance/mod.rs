//! The instance parser: reads the document instance after the prolog, infers omitted
//! tags, decides which record ends are data, and hands events to an [`EventSink`].
//!
//! The work is split by concern: [`open_elements`] (the stack and its exceptions),
//! [`omission`] (implying tags and recovering from misplaced ones, ISO 8879 7.3),
//! [`record_ends`] (ISO 8879 7.6.1), [`tags`] (start and end tags with SHORTTAG and
//! attribute specifications), [`references`] (entity and character references and the
//! entity stack), [`declarations`] (comments, marked sections and processing
//! instructions in content).

mod attributes;
pub(crate) use attributes::value_type;
mod declarations;
mod defaults;
mod element_facts;
mod element_names;
mod entity_names;
mod keyed_names;
mod links;
mod name_words;
mod omission;
mod open_elements;
mod placements;
mod record_ends;
mod references;
mod short_refs;
mod streamed;
mod tags;

use indexmap::IndexMap;
use sgml_decl::SgmlDeclaration;
use sgml_dtd::content_model::{Connector, ContentModel, ContentToken, ElementId, ModelGroup, Occurrence};
use sgml_dtd::dtd::{Dtd, Entity};
use sgml_lexer::{ContentItem, Lexer, LexerConfig, Mode, Token, TokenKind};
use sgml_source::{Severity, Span};
use smol_str::SmolStr;

use crate::diagnostic::{Limit, Location, ParserDiagnostic, ParserDiagnosticKind};
use crate::event::{Attributes, EndElement, Event, EventSink, StartElement};
use crate::options::ParserOptions;
use open_elements::{ContentKind, OpenElement, OpenElements};
use record_ends::RecordEnds;

pub use references::{EntityLoader, EntityTexts, SubdocumentRefused};
pub use streamed::{TextSource, WindowOptions};

/// One entity being read: its lexer, and where messages about it are located.
struct Frame<'a> {
    lexer: Lexer<'a, 'a>,
    /// The source index for locations of tokens read from this frame, when it is an
    /// external entity (the document is 0); `None` for internal entities, whose messages
    /// are located at `reference`.
    source: Option<u32>,
    /// The reference that opened this frame (for internal entities).
    reference: Location,
    /// The entity's name, for recursion checks; `None` for the document.
    entity: Option<&'a str>,
}

impl<'t> Frame<'t> {
    /// The frame of the document entity (source 0).
    fn document(lexer: Lexer<'t, 't>) -> Frame<'t> {
        Frame {
            lexer,
            source: Some(0),
            reference: Location::default(),
            entity: None,
        }
    }
}

/// Everything the instance parser reads from, fixed for one document.
#[derive(Clone, Copy)]
pub struct InstanceContext<'a> {
    /// The SGML declaration in force.
    pub declaration: &'a SgmlDeclaration,
    /// The lexer configuration made from it.
    pub lexer_config: &'a LexerConfig,
    /// The DTD.
    pub dtd: &'a Dtd,
    /// Whether there is a DTD to validate against. `false` when there is none: a
    /// DOCTYPE with neither external identifier nor internal subset, or no DOCTYPE and
    /// no catalog entry for the first element's type. onsgmls then "parses without
    /// validation", which is IMPLYDEF ELEMENT YES: undefined element types and
    /// attributes are not reported. (A DOCTYPE whose external subset cannot be read still
    /// validates: every element is then undefined.)
    pub validate: bool,
    /// The options.
    pub options: &'a ParserOptions,
    /// Where external text entities come from, if anywhere.
    pub loader: Option<&'a dyn EntityLoader>,
    /// Storage for the texts of external entities read during the parse.
    pub texts: &'a EntityTexts,
    /// The link type declarations of the prolog (ISO 8879 12.1), in order; the one
    /// [`ParserOptions::active_links`] names gives elements their link attributes.
    pub links: &'a [sgml_dtd::dtd::LinkType],
}

/// A tag implied (or an element inferred) during an attempt that may still be undone.
#[derive(Clone, Copy, Debug)]
enum Planned {
    Start {
        element: ElementId,
        included: bool,
        empty: bool,
    },
    End {
        element: ElementId,
        included: bool,
    },
}

/// What data does in an element type's model, once worked out
/// ([`MatchState::data_anywhere`](sgml_dtd::content_model::MatchState::data_anywhere)).
#[derive(Clone, Copy, Debug)]
enum DataAnywhere {
    /// Not worked out yet.
    Unknown,
    /// Data leads to this state from every state of the model.
    To(sgml_dtd::content_model::MatchState),
    /// Not so: data steps through the model.
    Nowhere,
}

/// How to undo one step of an attempt.
#[derive(Clone, Copy, Debug)]
enum Undo {
    /// An element was popped (an end tag implied): push it back.
    Popped(OpenElement),
    /// An element was pushed (a start tag implied): pop it.
    Pushed,
    /// The current element's match state changed: restore it.
    Transition(sgml_dtd::content_model::MatchState),
}

/// The instance parser for one document.
///
/// `'d` is the lifetime of what the parser reads from ([`InstanceContext`]), `'t` that of
/// the text it reads: the whole document ([`InstanceParser::new`]), or the window of it
/// read so far ([`InstanceParser::parse_streamed`]).
pub struct InstanceParser<'d, 't, S: EventSink> {
    cx: InstanceContext<'d>,
    sink: S,
    frames: Vec<Frame<'t>>,
    /// When the document is read in windows: where they come from and go.
    stream: Option<streamed::Stream<'d, 't>>,
    open: OpenElements,
    records: RecordEnds,
    /// The model of the document level: the document element, once.
    document_model: ContentModel,
    /// Element types the DTD does not declare, met in the document; their ids follow the
    /// DTD's.
    undefined: IndexMap<SmolStr, ()>,
    /// The current rank of each rank stem of the DTD (ISO 8879 11.2.1.1), by stem
    /// index: the suffix of the last ranked element started with that stem.
    current_rank: Vec<Option<SmolStr>>,
    diagnostics: Vec<ParserDiagnostic>,
    errors: u32,
    /// Messages of a tentative step, released or dropped with it.
    keep: bool,
    kept: Vec<ParserDiagnostic>,
    /// Data was reported as not allowed; further data is not reported until a tag.
    pcdata_recovering: bool,
    /// Since data was reported as not allowed, element content is read as mixed content
    /// (OpenSP's `pcdataRecover` mode), until a tag or the end of a CDATA, RCDATA or
    /// IGNORE marked section.
    recovering_as_mixed: bool,
    /// The buffers of omitted-tag inference, reused from attempt to attempt.
    attempt: omission::Attempt,
    /// The error limit was reached: no more messages, and the parse stops once the
    /// token being read is done (as in OpenSP, its events still come).
    stopped: bool,
    /// The error that reached the limit was the last message: its notes may follow.
    limit_notes: bool,
    attributes: Attributes,
    implied_attributes: Attributes,
    name_buf: String,
    /// IDs defined so far, with where (hashed as the DTD's names are: SipHash cost more
    /// than the rest of an ID's checks).
    ids: sgml_dtd::dtd::NameMap<Location>,
    /// IDREFs to check at the end.
    idrefs: Vec<(SmolStr, Location)>,
    /// Characters produced by entity expansion so far.
    expanded: usize,
    /// How many characters entity expansion may produce in this document: grown by
    /// [`ParserOptions::entity_expansion_ratio`] times the length of each external
    /// entity text read for the first time, which is input, not expansion.
    expansion_limit: usize,
    /// The texts of the external entities read so far (length and hash), each of which
    /// grew the expansion limit once.
    external_texts_read: std::collections::HashSet<(usize, u64)>,
    /// The attribute limit was reported for the start tag being read.
    attribute_limit_reported: bool,
    /// Where the attribute value being read begins in the attribute text, and whether
    /// the attribute value limit was reported for it.
    value_text_start: usize,
    value_limit_reported: bool,
    /// The nesting limit stopped the parse (not the error limit).
    nesting_stopped: bool,
    /// The element type of the last start tag, for `<>` without OMITTAG.
    last_started: Option<ElementId>,
    /// An EMPTY element just started and ended under EMPTYNRM YES (Annex K), with where
    /// its start tag was: its end tag may follow at once, and under OMITTAG NO it must.
    empty_end_due: Option<(ElementId, Location)>,
    /// INCLUDE and TEMP marked sections open in content.
    open_marked_sections: u32,
    /// General entities referred to but not declared, with their first reference.
    undefined_entities: IndexMap<SmolStr, Location>,
    /// Names the `#DEFAULT` entity stood for in the instance, once reported as looked up
    /// ([`ParserOptions::report_entity_lookups`](crate::ParserOptions::report_entity_lookups)):
    /// onsgmls defines such an entity at its first reference only.
    defaulted_entities: std::collections::HashSet<SmolStr>,
    /// The names the `#DEFAULT` entity stood for in the DTD, once asked for.
    dtd_defaulted: Option<std::collections::HashSet<&'t str>>,
    /// Copies of the `#DEFAULT` entity (an external data or subdocument entity) under
    /// the names it stood for.
    defaulted_copies: std::collections::HashMap<SmolStr, &'t Entity>,
    /// The element type of the start tag being read.
    tag_element: Option<ElementId>,
    /// Attributes the DTD does not define, added to their element type's list when first
    /// specified (onsgmls reports them once and then treats them as CDATA #IMPLIED).
    added_attributes: std::collections::HashMap<ElementId, indexmap::IndexSet<SmolStr>>,
    /// The names of the attributes of the tag being read, once it has many.
    tag_names: std::collections::HashSet<SmolStr>,
    /// The last value specified for each `#CURRENT` attribute, by attribute list and
    /// attribute.
    current_values: std::collections::HashMap<(u32, u32), SmolStr>,
    /// A spare buffer for the attribute values of a start tag (see `finish_attributes`).
    spare_values: Vec<crate::event::AttributeValue>,
    /// Buffers for checking tokenized attribute values.
    token_scratch: attributes::TokenScratch,
    /// For each attribute definition list of the DTD, once used: its defaults.
    defaults: Vec<Option<Box<defaults::ListDefaults>>>,
    /// For each attribute definition list of the DTD, once a tag specified some of its
    /// attributes: its defaults with that tag's values in their places.
    overridden: Vec<Option<Box<defaults::Overridden>>>,
    /// The list whose `overridden` values `self.attributes` holds, lent to the last
    /// tag's event.
    defaults_lent: Option<u32>,
    /// The texts of this list's defaults lie first in `self.attributes`.
    defaults_prefix: Option<u32>,
    /// For each attribute definition list of the DTD, once a tag named one of its
    /// attributes: the names as keys.
    attribute_keys: Vec<Option<Box<name_words::AttributeKeys>>>,
    /// The start tag just read specified nothing: its attributes are the defaults of
    /// this attribute definition list.
    tag_defaults: Option<u32>,
    /// For each definition of the tag's list, where its specified value is.
    specified_slots: Vec<u32>,
    /// The DTD's element type names, for tags.
    element_names: element_names::ElementNames,
    /// The DTD's general entity names, for references; made at the first reference.
    entity_names: Option<entity_names::EntityNames>,
    /// The last value of the tag being read, when it was unquoted: its index and where it
    /// ends (characters right after it may join it).
    last_unquoted: Option<(usize, u32)>,
    /// The last specified value, when it was a literal whose text ends with VI (blanks
    /// aside): its index and where its text begins (OpenSP's `handleAsUnterminated`).
    last_literal_ending_with_vi: Option<(usize, u32)>,
    /// A name token that belongs to no attribute came after the last specified value:
    /// OpenSP counts it as a specification with no attribute, so that the value is no
    /// longer the last (`noteInvalidSpec`).
    invalid_spec_last: bool,
    /// The buffer of plain start tags read in one pass.
    plain_tag: sgml_lexer::PlainStartTag,
    /// The DTD's short reference maps, compiled; `None` when it declares none.
    short_ref_maps: Option<Box<short_refs::ShortRefMaps<'d>>>,
    /// A construct left after a piece of it, to take up again at the top level (a
    /// document read in windows only).
    suspended: Option<declarations::Suspended>,
    /// The generic identifier of the start tag being read was cut for its length: where
    /// the tag goes on after it, and its characters (for TAGLEN).
    tag_name_skipped: Option<(u32, usize)>,
    /// The sink reads attributes ([`EventSink::wants_attributes`]): start tags then carry
    /// their defaults; otherwise only what they specify.
    attributes_wanted: bool,
    /// The text of the comment being read, when comments are reported
    /// ([`ParserOptions::report_comments`](crate::ParserOptions::report_comments)).
    comment_text: String,
    /// Where each comment of the comment declaration being read ends in `comment_text`.
    comment_ends: Vec<usize>,
    /// The link processes of the active link types, if any is active.
    links: Option<links::Links<'d>>,
    /// The link attributes of the start tag being handed on.
    link_attributes: Vec<crate::event::LinkAttributes<'d>>,
    /// What placing a start tag or data does at an open element, worked out once per
    /// (element type, state, tag).
    placements: placements::Placements,
    /// What each tag asks of its element type's declaration, by element type.
    element_facts: element_facts::ElementTable<'d>,
    /// For each element type of the DTD: what data does in its model.
    data_anywhere: Vec<DataAnywhere>,
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// A parser for the instance in `text` from byte `start` (just after the prolog).
    pub fn new(cx: InstanceContext<'d>, text: &'t str, start: u32, sink: S) -> InstanceParser<'d, 't, S> {
        let length = text.len();
        InstanceParser::with_window(cx, text, start, length, sink)
    }

    /// A parser for the instance in `text`, the document's text from offset 0, from byte
    /// `start` (just after the prolog); the whole document is `length` bytes long.
    fn with_window(
        cx: InstanceContext<'d>,
        text: &'t str,
        start: u32,
        length: usize,
        sink: S,
    ) -> InstanceParser<'d, 't, S> {
        let dtd = cx.dtd;
        // The document level accepts the document element once.
        // With no document element declared, a model that nothing matches.
        // A document type name the DTD declares no element for is still the document
        // element (undefined, as OpenSP has it); with no name, nothing matches.
        let mut undefined = IndexMap::new();
        let document_element = match dtd.element_id(&dtd.name) {
            Some(id) => id,
            None if !dtd.name.is_empty() => {
                undefined.insert(dtd.name.clone(), ());
                ElementId(dtd.elements.len() as u32)
            }
            None => ElementId(u32::MAX - 2),
        };
        let document_group = ModelGroup::new(
            Connector::Seq,
            vec![ContentToken::element(document_element, Occurrence::Once)],
            Occurrence::Once,
        );
        let document_model = ContentModel::compile(&document_group)
            .map(|compiled| compiled.model)
            .expect("a one-token model compiles");
        let document_level = OpenElement {
            element: ElementId(u32::MAX),
            state: sgml_dtd::content_model::MatchState::start(),
            data_loop: None,
            data_to: None,
            content: ContentKind::Element,
            has_model: true,
            included: false,
            net_enabling: false,
            start: Location::document(Span::empty(start)),
            map: short_refs::EMPTY_MAP,
        };
        let mut lexer = Lexer::new(text, cx.lexer_config);
        lexer.seek(start);
        InstanceParser {
            cx,
            stream: None,
            frames: vec![Frame::document(lexer)],
            open: OpenElements::new(document_level, dtd.elements.len() + undefined.len()),
            records: RecordEnds::new(),
            document_model,
            undefined,
            current_rank: Vec::new(),
            diagnostics: Vec::new(),
            errors: 0,
            keep: false,
            kept: Vec::new(),
            pcdata_recovering: false,
            recovering_as_mixed: false,
            attempt: omission::Attempt::default(),
            stopped: false,
            limit_notes: false,
            attributes: Attributes::default(),
            implied_attributes: Attributes::default(),
            name_buf: String::new(),
            ids: sgml_dtd::dtd::NameMap::default(),
            idrefs: Vec::new(),
            expanded: 0,
            expansion_limit: cx.options.entity_expansion_limit(length),
            external_texts_read: std::collections::HashSet::new(),
            attribute_limit_reported: false,
            value_text_start: 0,
            value_limit_reported: false,
            nesting_stopped: false,
            last_started: None,
            empty_end_due: None,
            open_marked_sections: 0,
            undefined_entities: IndexMap::new(),
            defaulted_entities: std::collections::HashSet::new(),
            dtd_defaulted: None,
            defaulted_copies: std::collections::HashMap::new(),
            tag_element: None,
            added_attributes: std::collections::HashMap::new(),
            tag_names: std::collections::HashSet::new(),
            current_values: std::collections::HashMap::new(),
            spare_values: Vec::new(),
            token_scratch: attributes::TokenScratch::default(),
            defaults: Vec::new(),
            attribute_keys: Vec::new(),
            overridden: Vec::new(),
            defaults_lent: None,
            defaults_prefix: None,
            tag_defaults: None,
            specified_slots: Vec::new(),
            element_names: element_names::ElementNames::new(dtd),
            entity_names: None,
            last_unquoted: None,
            last_literal_ending_with_vi: None,
            invalid_spec_last: false,
            plain_tag: sgml_lexer::PlainStartTag::default(),
            short_ref_maps: short_refs::ShortRefMaps::new(cx.declaration, cx.lexer_config, dtd),
            suspended: None,
            tag_name_skipped: None,
            attributes_wanted: sink.wants_attributes(),
            comment_text: String::new(),
            comment_ends: Vec::new(),
            links: links::Links::activate(cx.links, &cx.options.active_links),
            link_attributes: Vec::new(),
            placements: placements::Placements::default(),
            element_facts: element_facts::ElementTable::new(dtd),
            data_anywhere: vec![DataAnywhere::Unknown; dtd.elements.len()],
            sink,
        }
    }

    /// Parse to the end of the document; returns the findings and the sink.
    pub fn parse(mut self) -> (Vec<ParserDiagnostic>, S) {
        self.instance_start();
        self.read_content();
        self.finish()
    }

    /// Read content to the end of the document (or of the parse), or, when the document
    /// is read in windows, until it is time for the next window; returns whether the
    /// end was reached.
    fn read_content(&mut self) -> bool {
        while !self.stopped {
            if self.frames.len() == 1 && self.stream.is_some() && !self.mark_construct_start() {
                return false;
            }
            if !self.next_content() {
                break;
            }
        }
        true
    }

    /// Read the next token of content (or leave an entity that has ended), handing the
    /// sink what it gives; false at the end of the document.
    fn next_content(&mut self) -> bool {
        if let Some(suspended) = self.suspended.take() {
            self.resume(suspended);
            return true;
        }
        if self.content_item() {
            return true;
        }
        let mode = self.content_mode();
        let Some((token, frame)) = self.next_in(mode) else {
            if self.frames.len() > 1 {
                self.frames.pop();
                return true;
            }
            return false;
        };
        self.content_token(token, frame);
        true
    }

    /// Begin a parse its caller drives ([`step`](InstanceParser::step) by step) instead of
    /// [`parse`](InstanceParser::parse): the tags implied at the start of the instance
    /// (ISO 8879 7.3.1), if any, go to the sink. Call it once, first.
    pub fn start(&mut self) {
        self.instance_start();
    }

    /// One step of a parse its caller drives: the next token of the instance is read and
    /// its events handed to the sink (none, or several: a tag may imply others). Returns
    /// false once the document (or the parse, at the error limit) has ended; then
    /// [`finish`](InstanceParser::finish). [`parse`](InstanceParser::parse) is
    /// [`start`](InstanceParser::start), `step` until false, and `finish`.
    pub fn step(&mut self) -> bool {
        !self.stopped && self.next_content()
    }

    /// The sink, to take the events of the last step from it.
    pub fn sink_mut(&mut self) -> &mut S {
        &mut self.sink
    }

    /// The end of the document: what is still open is closed (its events go to the sink),
    /// and the findings and the sink are returned.
    pub fn finish(mut self) -> (Vec<ParserDiagnostic>, S) {
        if !self.stopped {
            self.end_instance();
        }
        if self.stopped && !self.nesting_stopped {
            self.error_limit_reached();
        }
        (self.diagnostics, self.sink)
    }

    // ---- input ---------------------------------------------------------------------

    /// The next token of the current entity in `mode`, with the index of its frame.
    #[inline]
    fn next_in(&mut self, mode: Mode) -> Option<(Token, usize)> {
        // The usual case first, without the frame of the general one: the whole text at
        // hand and no short reference maps.
        if self.stream.is_none() && self.short_ref_maps.is_none() {
            let index = self.frames.len().checked_sub(1)?;
            let frame = self.frames.last_mut()?;
            frame.lexer.set_mode(mode);
            return frame.lexer.next_token().map(|t| (t, index));
        }
        self.next_in_general(mode)
    }

    /// [`next_in`](Self::next_in) for a document read in windows or with short reference
    /// maps.
    #[inline(never)]
    fn next_in_general(&mut self, mode: Mode) -> Option<(Token, usize)> {
        let index = self.frames.len() - 1;
        if index == 0 && self.stream.is_some() {
            return self.next_in_window(mode).map(|t| (t, 0));
        }
        if self.short_ref_maps.is_some() {
            return self.next_in_with_short_refs(mode).map(|t| (t, index));
        }
        let frame = self.frames.last_mut()?;
        frame.lexer.set_mode(mode);
        frame.lexer.next_token().map(|t| (t, index))
    }

    /// The next token of the current entity in `mode`, or `None` at its end (without
    /// leaving the entity).
    fn next_token(&mut self, mode: Mode) -> Option<Token> {
        self.next_in(mode).map(|(t, _)| t)
    }

    /// The text of `span` of the current entity.
    fn slice(&self, span: Span) -> &'t str {
        self.frames.last().expect("a frame").lexer.slice(span)
    }

    /// The text of the current entity from `offset` on (to the end of what is read).
    fn text_from(&self, offset: u32) -> &'t str {
        self.frames.last().expect("a frame").lexer.text_from(offset)
    }

    /// The text of `token` in the current entity.
    fn token_text(&self, token: Token) -> &'t str {
        self.slice(token.span)
    }

    /// The offset of the next token in the current entity.
    fn offset(&self) -> u32 {
        self.frames.last().expect("a frame").lexer.position()
    }

    fn lexer(&mut self) -> &mut Lexer<'t, 't> {
        &mut self.frames.last_mut().expect("a frame").lexer
    }

    /// Where `span` of the current entity is, for messages and events.
    fn location(&self, span: Span) -> Location {
        let frame = self.frames.last().expect("a frame");
        match frame.source {
            Some(source) => Location { source, span },
            None => frame.reference,
        }
    }

    // ---- element types -------------------------------------------------------------

    /// The name of element type `element`.
    fn element_name(&self, element: ElementId) -> &str {
        element_name(self.cx.dtd, &self.undefined, element)
    }

    /// Whether `element` is declared in the DTD.
    #[inline]
    fn is_defined(&self, element: ElementId) -> bool {
        self.element_facts.get(element).declared
    }

    /// The element type named `name` (already folded), creating an undefined one if
    /// needed.
    fn lookup_element(&mut self, name: &str) -> ElementId {
        if let Some(id) = self.element_names.get(self.cx.dtd, name) {
            return id;
        }
        let (index, _) = self.undefined.insert_full(SmolStr::new(name), ());
        let total = self.cx.dtd.elements.len() + self.undefined.len();
        self.open.grow(total);
        ElementId((self.cx.dtd.elements.len() + index) as u32)
    }

    /// Fold a name as NAMECASE GENERAL says, into `name_buf`.
    fn fold_general(&mut self, name: &str) {
        self.name_buf.clear();
        if self.cx.declaration.namecase().general {
            self.name_buf.push_str(name);
            if name.is_ascii() {
                // ASCII letters fold to their capitals under any declaration
                // (`CharClasses::to_upper`); other ASCII characters stay.
                self.name_buf.make_ascii_uppercase();
            } else {
                let classes = &self.cx.declaration.char_classes;
                self.name_buf.clear();
                self.name_buf.extend(name.chars().map(|c| classes.to_upper(c)));
            }
        } else {
            self.name_buf.push_str(name);
        }
    }

    /// The model of element type `element`, if it has a model group.
    #[inline]
    fn model_of(&self, element: ElementId) -> Option<&'d ContentModel> {
        self.element_facts.get(element).model
    }

    /// The model of the current open element (the document level's own for the base).
    fn current_model(&self) -> Option<&ContentModel> {
        let current = self.open.current();
        if self.open.depth() == 0 {
            return Some(&self.document_model);
        }
        if current.has_model {
            self.model_of(current.element)
        } else {
            None
        }
    }

    /// A fresh open element for `element`.
    #[inline]
    fn open_element(&self, element: ElementId, included: bool, net_enabling: bool, start: Location) -> OpenElement {
        let facts = self.element_facts.get(element);
        let (content, has_model) = (facts.content, facts.model.is_some());
        let parent_map = self.open.current().map;
        let map = match self.short_ref_maps.as_deref() {
            Some(maps) => maps.map_of(element, parent_map),
            None => parent_map,
        };
        // What data does in the model, if it was worked out already (else it is, and
        // kept here, at the first data).
        let data_to = match self.data_anywhere.get(element.index()) {
            Some(DataAnywhere::To(state)) if has_model => Some(*state),
            _ => None,
        };
        OpenElement {
            element,
            state: sgml_dtd::content_model::MatchState::start(),
            data_loop: None,
            data_to,
            content,
            has_model,
            included,
            net_enabling,
            start,
            map,
        }
    }

    /// The inclusions and exclusions of `element`'s declaration.
    #[inline]
    fn exceptions(&self, element: ElementId) -> (&'d [ElementId], &'d [ElementId]) {
        let facts = self.element_facts.get(element);
        (facts.inclusions, facts.exclusions)
    }

    /// Whether `element`'s declared content is EMPTY (its end tag must be omitted).
    #[inline]
    fn is_empty_element(&self, element: ElementId) -> bool {
        self.element_facts.get(element).empty
    }

    // ---- the open-element stack ----------------------------------------------------

    /// Push `open`, its exceptions read from its facts. Inlined everywhere: opening a
    /// placed element (`open_started`) is on the path of every start tag, and an open
    /// element handed to an outlined push is a copy of 80 bytes.
    #[inline(always)]
    fn push_open(&mut self, open: OpenElement) {
        let facts = self.element_facts.get(open.element);
        let (inclusions, exclusions, ranked) = (facts.inclusions, facts.exclusions, facts.ranked);
        if self.open.depth() >= self.cx.options.max_open_elements && !self.nesting_stopped {
            self.open_elements_limit_reached(open.start);
        }
        if ranked {
            self.ranked_started(open.element);
        }
        self.open.push(open, inclusions, exclusions);
        self.pcdata_recovering = false;
        self.recovering_as_mixed = false;
    }

    /// Hostile nesting: say so, and stop once the token being read is done (the element
    /// is still pushed, so that the stack stays in step with the events).
    #[cold]
    #[inline(never)]
    fn open_elements_limit_reached(&mut self, start: Location) {
        let limit = self.cx.options.max_open_elements;
        // Delivered at once, even inside a tentative inference whose messages are kept.
        self.deliver(ParserDiagnostic {
            kind: ParserDiagnosticKind::LimitReached {
                limit: Limit::OpenElements(limit),
            },
            location: start,
        });
        self.nesting_stopped = true;
        self.stopped = true;
    }

    /// A ranked element's start makes its suffix the current rank of its stems.
    #[inline(never)]
    fn ranked_started(&mut self, element: ElementId) {
        let Some(ranked) = self.cx.dtd.ranked.get(&element.0) else {
            return;
        };
        if self.current_rank.len() < self.cx.dtd.rank_stems.len() {
            self.current_rank.resize(self.cx.dtd.rank_stems.len(), None);
        }
        for &stem in &ranked.stems {
            if let Some(rank) = self.current_rank.get_mut(stem as usize) {
                *rank = Some(ranked.suffix.clone());
            }
        }
    }

    /// Pop the current element. Inlined everywhere, as [`push_open`](Self::push_open):
    /// the implied ends of the table's placements and end tags pop on the hot path.
    #[inline(always)]
    fn pop_open(&mut self) -> OpenElement {
        let element = self.open.current().element;
        let (inclusions, exclusions) = self.exceptions(element);
        self.pcdata_recovering = false;
        self.recovering_as_mixed = false;
        self.open.pop(inclusions, exclusions)
    }

    /// Whether the current element's content may end here.
    fn current_finished(&self) -> bool {
        let current = self.open.current();
        if !current.has_model {
            return true;
        }
        match self.current_model() {
            Some(model) => current.state.can_end(model),
            None => true,
        }
    }

    /// Try to match `element` in the current element's model; on success the state moves.
    fn try_transition(&mut self, element: ElementId) -> bool {
        let current = *self.open.current();
        if !current.has_model {
            return match current.content {
                // ANY and undefined elements take any element; declared content none.
                ContentKind::Mixed => self.open.depth() > 0,
                _ => false,
            };
        }
        let Some(model) = self.current_model() else {
            return false;
        };
        match current.state.step(model, element) {
            Some(state) => {
                self.open.current_mut().state = state;
                true
            }
            None => false,
        }
    }

    /// Try to match `#PCDATA` in the current element.
    #[inline]
    fn try_transition_pcdata(&mut self) -> bool {
        let current = self.open.current_mut();
        if let Some(state) = current.data_to {
            current.state = state;
            return true;
        }
        if current.has_model && current.data_loop == Some(current.state) {
            return true;
        }
        self.step_pcdata()
    }

    /// [`try_transition_pcdata`](Self::try_transition_pcdata) through the model,
    /// remembering a state that data leaves as it is.
    #[inline(never)]
    fn step_pcdata(&mut self) -> bool {
        let current = *self.open.current();
        if !current.has_model {
            return self.open.depth() > 0 && current.content != ContentKind::Element;
        }
        let step = match self.data_anywhere(current.element) {
            Some(state) => {
                // Data goes there from anywhere: from now on without this look.
                self.open.current_mut().data_to = Some(state);
                Some(state)
            }
            None => {
                let Some(model) = self.current_model() else {
                    return false;
                };
                current.state.step_pcdata(model)
            }
        };
        match step {
            Some(state) => {
                let open = self.open.current_mut();
                if state == open.state {
                    open.data_loop = Some(state);
                }
                open.state = state;
                true
            }
            None => false,
        }
    }

    /// The state data leads to from any state of the model of `element`, if there is
    /// one ([`MatchState::data_anywhere`]), worked out on first use.
    ///
    /// [`MatchState::data_anywhere`]: sgml_dtd::content_model::MatchState::data_anywhere
    #[inline]
    fn data_anywhere(&mut self, element: ElementId) -> Option<sgml_dtd::content_model::MatchState> {
        match self.data_anywhere.get(element.index())? {
            DataAnywhere::To(state) => Some(*state),
            DataAnywhere::Nowhere => None,
            DataAnywhere::Unknown => {
                let found = self
                    .model_of(element)
                    .and_then(sgml_dtd::content_model::MatchState::data_anywhere);
                self.data_anywhere[element.index()] = found.map_or(DataAnywhere::Nowhere, DataAnywhere::To);
                found
            }
        }
    }

    // ---- messages ------------------------------------------------------------------

    fn report(&mut self, kind: ParserDiagnosticKind, location: Location) {
        let diagnostic = ParserDiagnostic { kind, location };
        if self.keep {
            self.kept.push(diagnostic);
        } else {
            self.deliver(diagnostic);
        }
    }

    fn deliver(&mut self, diagnostic: ParserDiagnostic) {
        if self.stopped {
            // Only the notes of the error that reached the limit still follow it.
            if !(self.limit_notes && diagnostic.letter().is_none()) {
                self.limit_notes = false;
                return;
            }
        }
        self.sink.diagnostic(&diagnostic);
        let is_error = diagnostic.severity() == Severity::Error;
        if !self.sink.takes_diagnostics() {
            self.diagnostics.push(diagnostic);
        }
        if is_error {
            self.errors += 1;
            if self.cx.options.max_errors != 0 && self.errors >= self.cx.options.max_errors {
                self.stopped = true;
                self.limit_notes = true;
            }
        }
    }

    /// After the error limit stopped the parse: say so, as onsgmls does.
    fn error_limit_reached(&mut self) {
        self.limit_notes = false;
        let end = self.frames.first().map_or(0, |f| f.lexer.position());
        let diagnostic = ParserDiagnostic {
            kind: ParserDiagnosticKind::ErrorLimitReached {
                limit: self.cx.options.max_errors,
            },
            location: Location::document(Span::empty(end)),
        };
        self.sink.diagnostic(&diagnostic);
        if !self.sink.takes_diagnostics() {
            self.diagnostics.push(diagnostic);
        }
    }

    fn keep_messages(&mut self) {
        self.keep = true;
    }

    fn release_kept(&mut self) {
        self.keep = false;
        if self.kept.is_empty() {
            return;
        }
        for diagnostic in std::mem::take(&mut self.kept) {
            self.deliver(diagnostic);
        }
    }

    fn discard_kept(&mut self) {
        self.keep = false;
        self.kept.clear();
    }

    // ---- events --------------------------------------------------------------------

    /// Data, with a held record end released before it.
    fn emit_data(&mut self, text: &str, location: Location) {
        if let Some(re) = self.records.data() {
            self.sink.event(Event::Data {
                text: "\r",
                location: re,
            });
        }
        if self.sink.wants_events() {
            self.sink.event(Event::Data { text, location });
        }
    }

    /// A start tag event (its attributes in `attributes` or, for implied tags, the
    /// defaults), with the record-end bookkeeping; for an EMPTY element its end follows.
    fn emit_start(&mut self, element: ElementId, implied: bool, included: bool, empty: bool, location: Location) {
        // An implied tag is where it was inferred, empty (the tag that implied it may be
        // given whole).
        let location = if implied {
            Location {
                source: location.source,
                span: Span::empty(location.span.start),
            }
        } else {
            location
        };
        if let Some(re) = self.records.start_element(included) {
            self.sink.event(Event::Data {
                text: "\r",
                location: re,
            });
        }
        // The name and attributes are for the link processes and the event, if any.
        if self.links.is_some() || self.sink.wants_events() || (implied && self.attributes_wanted) {
            self.start_element_event(element, implied, included, empty, location);
        }
        self.last_started = Some(element);
        if empty {
            self.emit_end(element, true, included, location);
        }
    }

    /// The attributes of a start tag, given to the link processes and the event (if
    /// either is wanted).
    #[inline(never)]
    fn start_element_event(
        &mut self,
        element: ElementId,
        implied: bool,
        included: bool,
        empty: bool,
        location: Location,
    ) {
        let shared = if !implied {
            self.tag_defaults
        } else if self.attributes_wanted {
            self.default_attributes_for(element)
        } else {
            // An implied tag specifies nothing.
            self.implied_attributes.clear();
            None
        };
        if self.links.is_some() || self.sink.wants_events() {
            let name = element_name(self.cx.dtd, &self.undefined, element);
            let attributes = match shared.and_then(|index| self.defaults.get(index as usize)?.as_deref()) {
                Some(defaults) => &defaults.attributes,
                None if implied => &self.implied_attributes,
                None => &self.attributes,
            };
            self.link_attributes.clear();
            if let Some(links) = self.links.as_mut() {
                links.start(name, attributes, &mut self.link_attributes);
            }
            if self.sink.wants_events() {
                self.sink.event(Event::StartElement(StartElement {
                    element,
                    name,
                    attributes,
                    implied,
                    included,
                    empty,
                    location,
                    link: &self.link_attributes,
                }));
            }
        }
    }

    fn emit_end(&mut self, element: ElementId, implied: bool, included: bool, location: Location) {
        self.records.end_element(included);
        if let Some(process) = self.links.as_mut() {
            process.end();
        }
        if !self.sink.wants_events() {
            return;
        }
        let name = element_name(self.cx.dtd, &self.undefined, element);
        self.sink.event(Event::EndElement(EndElement {
            element,
            name,
            implied,
            included,
            location,
        }));
    }

    /// Emit the events of a successful attempt, after its kept messages.
    fn emit_planned(&mut self, plan: &[Planned], location: Location) {
        self.release_kept();
        for step in plan {
            match *step {
                Planned::Start {
                    element,
                    included,
                    empty,
                } => self.emit_start(element, true, included, empty, location),
                Planned::End { element, included } => self.emit_end(element, true, included, location),
            }
        }
    }

    // ---- content -------------------------------------------------------------------

    /// The recognition mode for the current element's content.
    fn content_mode(&self) -> Mode {
        let net = self.open.any_net_enabling();
        match self.open.current().content {
            ContentKind::Cdata => Mode::DeclaredContent {
                kind: sgml_lexer::DeclaredContent::Cdata,
                end: sgml_lexer::ContentEnd::AnyEndTag,
                net,
            },
            ContentKind::Rcdata => Mode::DeclaredContent {
                kind: sgml_lexer::DeclaredContent::Rcdata,
                end: sgml_lexer::ContentEnd::AnyEndTag,
                net,
            },
            ContentKind::Element | ContentKind::Mixed => Mode::Content { net },
        }
    }

    /// Whether separators are not data here: element content, or the document level,
    /// unless data was reported as not allowed there: until the next tag, the content is
    /// then read as mixed (as OpenSP's `pcdataRecover` does), so its record ends are data.
    fn in_element_content(&self) -> bool {
        self.open.current().content == ContentKind::Element && !self.recovering_as_mixed
    }

    /// The document element is finished: only comments, PIs and separators may follow.
    fn after_document_element(&self) -> bool {
        self.open.depth() == 0 && self.open.current().state != sgml_dtd::content_model::MatchState::start()
    }

    /// The start of the instance (ISO 8879 7.3.1): if the first thing is not a tag, tags
    /// are implied from the document level.
    fn instance_start(&mut self) {
        let Some(token) = self.frames.last().and_then(|f| {
            let mut lexer = f.lexer.clone();
            lexer.set_mode(Mode::Content { net: false });
            lexer.next_token()
        }) else {
            return;
        };
        if matches!(token.kind, TokenKind::Stago | TokenKind::Etago) {
            return;
        }
        if self.cx.declaration.features.omittag {
            let location = self.location(Span::empty(token.span.start));
            self.imply_at_instance_start(location);
        }
    }

    /// One token of content.
    fn content_token(&mut self, token: Token, frame: usize) {
        if token.kind != TokenKind::Etago && self.empty_end_due.is_some() {
            self.empty_end_omitted(self.location(Span::empty(token.span.start)));
        }
        match token.kind {
            TokenKind::Data => self.data_token(token),
            TokenKind::Re => {
                self.content_record_end(self.location(token.span));
                self.record_start_due();
            }
            TokenKind::Rs => self.content_record_start(self.location(token.span)),
            TokenKind::Stago => {
                if !self.plain_start_tag(token) {
                    self.start_tag(token)
                }
            }
            TokenKind::Etago => {
                if !self.plain_end_tag(token) {
                    self.end_tag(token)
                }
            }
            TokenKind::Net => self.null_end_tag(token),
            TokenKind::EntityRef => self.entity_reference(token, frame),
            TokenKind::CharRef | TokenKind::HexCharRef | TokenKind::FunctionRef => self.character_reference(token),
            TokenKind::Mdo => self.markup_declaration(token),
            TokenKind::Pio => self.processing_instruction(token),
            TokenKind::MscMdc => self.marked_section_end(token),
            TokenKind::NonSgml => self.non_sgml_character(token),
            TokenKind::ShortRef => self.short_reference(token),
            _ => {
                // Anything else in content (a delimiter out of place) is data.
                self.data_token(token);
            }
        }
    }

    /// The next item of content read through the lexer's content loop
    /// ([`Lexer::content_item`]) where the token path would read CON mode without NET
    /// and no short reference map is in force (and, in a document read in windows, the
    /// item is read far enough), handing the sink what it gives as the token path
    /// would; false, with nothing read, when the token path is to read on.
    #[inline]
    fn content_item(&mut self) -> bool {
        if self.short_ref_maps.is_some()
            || self.open.any_net_enabling()
            || !matches!(self.open.current().content, ContentKind::Element | ContentKind::Mixed)
        {
            return false;
        }
        let index = self.frames.len() - 1;
        let lexer = &mut self.frames[index].lexer;
        let mark = lexer.mark();
        let item = lexer.content_item(&mut self.plain_tag);
        if item == ContentItem::General {
            return false;
        }
        // In a document read in windows, an item not read far enough to be sure of it
        // is the token path's, which reads the window on.
        if index == 0
            && let Some(stream) = self.stream.as_mut()
            && !stream.holds(Lexer::position(lexer), lexer.end_offset())
        {
            lexer.restore(mark);
            return false;
        }
        match item {
            ContentItem::Data { data, re } => {
                self.empty_end_before(data.start);
                self.data_token(Token::new(TokenKind::Data, data));
                if let Some(re) = re {
                    if self.stopped {
                        // The parse stops after the data: the RE is not read.
                        self.lexer().seek(re.start);
                    } else {
                        self.empty_end_before(re.start);
                        self.content_record_end(self.location(re));
                        self.record_start_due();
                    }
                }
            }
            ContentItem::Record(token) => self.content_token(token, index),
            ContentItem::StartTag { stago, plain: read } => {
                self.empty_end_before(stago.start);
                let stago = Token::new(TokenKind::Stago, stago);
                let done = read && {
                    let plain = std::mem::take(&mut self.plain_tag);
                    let done = self.plain_start_tag_scanned(stago, true, &plain);
                    self.plain_tag = plain;
                    done
                };
                if !done {
                    self.start_tag(stago);
                }
            }
            ContentItem::EndTag { etago, name, tagc } => self.plain_end_tag_read(etago, name, tagc),
            ContentItem::Etago(etago) => self.end_tag(Token::new(TokenKind::Etago, etago)),
            ContentItem::Reference(token) => {
                self.empty_end_before(token.span.start);
                if token.kind == TokenKind::EntityRef {
                    self.entity_reference(token, index);
                } else {
                    self.character_reference(token);
                }
            }
            ContentItem::General => {}
        }
        true
    }

    /// Before anything in content but an end tag, at `offset`: the end tag of an EMPTY
    /// element just started under EMPTYNRM YES is omitted.
    #[inline]
    fn empty_end_before(&mut self, offset: u32) {
        if self.empty_end_due.is_some() {
            self.empty_end_omitted(self.location(Span::empty(offset)));
        }
    }

    /// After an RE in content: the RS due after it (a record of an LF entity starts),
    /// taken now rather than on a turn of the token loop of its own, where nothing
    /// could come between: no short reference map (a short reference may begin with
    /// the RS), no construct to resume, and the parse going on. (In a document read in
    /// windows the RE was read far enough, and so is the empty RS at its end; a new
    /// generation of windows may begin after the RS as well as before it.)
    #[inline]
    fn record_start_due(&mut self) {
        if self.stopped || self.short_ref_maps.is_some() || self.suspended.is_some() {
            return;
        }
        let Some(rs) = self.frames.last_mut().and_then(|frame| frame.lexer.take_due_rs()) else {
            return;
        };
        if self.empty_end_due.is_some() {
            self.empty_end_omitted(self.location(Span::empty(rs.span.start)));
        }
        self.content_record_start(self.location(rs.span));
    }

    /// A run of data characters. In element content, separators at its start are
    /// skipped; the rest is data that must find a place.
    fn data_token(&mut self, token: Token) {
        let text = self.token_text(token);
        if !self.in_element_content() {
            let location = self.location(token.span);
            self.accept_pcdata(location);
            self.emit_data(text, location);
            return;
        }
        // Separators that begin the token are ignored (`s` in element content); from the
        // first other character on, the token is one run of data, its separators
        // included, as OpenSP extends a data token over every data character.
        let classes = &self.cx.declaration.char_classes;
        let skip = text.find(|c: char| !classes.is_separator(c)).unwrap_or(text.len());
        if skip == text.len() {
            return;
        }
        let location = self.location(Span::new(token.span.start + skip as u32, token.span.end));
        self.accept_pcdata(location);
        self.emit_data(&text[skip..], location);
    }

    /// The end of the instance: close every open element (ISO 8879 7.5.1.2), then check
    /// the IDREFs. Should the error limit be reached here, the elements are still closed
    /// (only messages stop), as onsgmls does.
    fn end_instance(&mut self) {
        let end = self.frames.first().map_or(0, |f| f.lexer.end_offset());
        let location = Location::document(Span::empty(end));
        while self.open.depth() > 0 {
            if !self.current_finished() {
                let name = SmolStr::new(self.element_name(self.open.current().element));
                self.report(ParserDiagnosticKind::NotFinishedAtEnd { name }, location);
            }
            self.imply_current_end(location);
        }
        if !self.stopped && !self.current_finished() && self.cx.validate {
            self.report(ParserDiagnosticKind::NoDocumentElement, location);
        }
        for (id, location) in std::mem::take(&mut self.idrefs) {
            if !self.ids.contains_key(&id) {
                self.report(ParserDiagnosticKind::IdrefUndefined { id }, location);
            }
        }
    }

    /// The findings so far (none that the sink [takes](EventSink::takes_diagnostics)).
    pub fn diagnostics(&self) -> &[ParserDiagnostic] {
        &self.diagnostics
    }

    /// The entity `name` is being read already (a recursive reference).
    fn entity_open(&self, name: &str) -> bool {
        self.frames.iter().any(|f| f.entity == Some(name))
    }

    /// Push an entity's text to be read next.
    fn push_entity(&mut self, entity: &'t Entity, text: &'t str, source: Option<u32>, reference: Location) {
        let lexer = Lexer::new(text, self.cx.lexer_config);
        self.frames.push(Frame {
            lexer,
            source,
            reference,
            entity: Some(entity.name.as_str()),
        });
    }
}

/// The name of element type `element`: the DTD's, or an undefined one's.
fn element_name<'x>(dtd: &'x Dtd, undefined: &'x IndexMap<SmolStr, ()>, element: ElementId) -> &'x str {
    let defined = dtd.elements.len();
    if element.index() < defined {
        dtd.elements
            .get_index(element.index())
            .map(|(name, _)| name.as_str())
            .unwrap_or("")
    } else {
        undefined
            .get_index(element.index() - defined)
            .map(|(name, _)| name.as_str())
            .unwrap_or("#DOCUMENT")
    }
}
