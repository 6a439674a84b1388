//! Entity and character references in content and in attribute value literals
//! (ISO 8879 9.4), and the entity stack they open.

use sgml_dtd::dtd::{Entity, EntityData, ExternalDataKind, TextKind};
use sgml_lexer::{Lexer, LiteralData, Mode, Quote, ReferenceParts, Token, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::InstanceParser;
use crate::diagnostic::{Location, ParserDiagnosticKind};
use crate::event::{Event, EventSink};

/// Reads external text entities referred to in the instance (through a catalog, the file
/// system, or anything else the caller chooses). Never the network unless the caller
/// makes it so.
pub trait EntityLoader {
    /// The replacement text of external entity `entity`, decoded; or why it cannot be had.
    fn load(&self, entity: &Entity) -> Result<String, String>;

    /// The name messages give the entity's text, as onsgmls names the file of an external
    /// entity (its system identifier). With a name, what is found inside the entity is
    /// located in its own text (a source of its own, see [`EntityTexts::into_sources`]);
    /// without one (the default), just after the reference.
    fn source_name(&self, entity: &Entity) -> Option<String> {
        let _ = entity;
        None
    }

    /// Whether a system identifier can be had for external entity `entity`, which
    /// declares none: one a catalog entry gives (by public identifier or by name). As
    /// OpenSP does, a reference to an entity with none is an error of its own, before
    /// any attempt to read it. The default says yes, leaving it to [`Self::load`].
    fn can_locate(&self, entity: &Entity) -> bool {
        let _ = entity;
        true
    }

    /// Read the subdocument entity `entity` (SUBDOC) as a document of its own and give
    /// its ESIS (without the final `C` line), or why it cannot be read. The default reads
    /// none.
    fn subdocument(&self, entity: &Entity) -> Result<Vec<u8>, SubdocumentRefused> {
        let _ = entity;
        Err(SubdocumentRefused::Unreadable(
            "subdocuments are not read here".to_owned(),
        ))
    }
}

/// Why a subdocument entity was not read ([`EntityLoader::subdocument`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubdocumentRefused {
    /// Its file cannot be located or read, for this reason.
    Unreadable(String),
    /// It is open already: a subdocument of itself (directly or not). onsgmls reads it
    /// again until the SUBDOC quantity stops it, and again at each level.
    Recursive,
    /// As many subdocuments as the SGML declaration's SUBDOC quantity allows (or
    /// omittag's own limit) are open already.
    TooDeep {
        /// The limit.
        limit: u32,
    },
}

/// Where the texts of external entities read during a parse are kept, so that events can
/// borrow them for as long as the parse lasts. Create one per parse (or per document).
#[derive(Default)]
pub struct EntityTexts {
    arena: typed_arena::Arena<String>,
    /// The texts that are sources of their own, with their names, in the order kept:
    /// source `n` of a [`Location`] is the `n`-th (from 1; 0 is the document). They are
    /// shared with `sources` so that messages can be placed in them during the parse.
    names: std::cell::RefCell<Vec<(String, std::rc::Rc<str>)>>,
    sources: typed_arena::Arena<std::rc::Rc<str>>,
    /// The ESIS of subdocuments read.
    bytes: typed_arena::Arena<Vec<u8>>,
    /// Copies of the `#DEFAULT` entity under the names it stood for.
    entities: typed_arena::Arena<Entity>,
}

impl EntityTexts {
    /// An empty store.
    pub fn new() -> EntityTexts {
        EntityTexts::default()
    }

    fn keep(&self, text: String) -> &str {
        self.arena.alloc(text).as_str()
    }

    /// Keep an entity (a copy of the `#DEFAULT` entity under a name) for as long as the
    /// parse lasts.
    fn keep_entity(&self, entity: Entity) -> &Entity {
        self.entities.alloc(entity)
    }

    /// Keep a subdocument's ESIS for as long as the parse lasts.
    fn keep_bytes(&self, bytes: Vec<u8>) -> &[u8] {
        self.bytes.alloc(bytes).as_slice()
    }

    /// Keep `text` as a source of its own named `name`; its source number and the text.
    fn keep_source(&self, name: String, text: String) -> (u32, &str) {
        let text: std::rc::Rc<str> = text.into();
        let mut names = self.names.borrow_mut();
        names.push((name, std::rc::Rc::clone(&text)));
        (names.len() as u32, self.sources.alloc(text))
    }

    /// The name and text of source `number` (from 1), kept so far: for placing a message
    /// about it while the parse goes on.
    pub fn source(&self, number: u32) -> Option<(String, std::rc::Rc<str>)> {
        let names = self.names.borrow();
        let (name, text) = names.get((number as usize).checked_sub(1)?)?;
        Some((name.clone(), std::rc::Rc::clone(text)))
    }

    /// The sources kept, by number from 1: each one's name and text, for locating
    /// messages whose [`Location::source`] is not 0.
    pub fn into_sources(self) -> Vec<(String, String)> {
        self.names
            .into_inner()
            .into_iter()
            .map(|(name, text)| (name, text.to_string()))
            .collect()
    }
}

impl std::fmt::Debug for EntityTexts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EntityTexts")
    }
}

/// What the number of a numeric character reference stands for.
enum NumberedCharacter {
    /// A character.
    Char(char),
    /// A number described as UNUSED: a non-SGML character.
    NonSgml(u32),
    /// A number described by a minimum literal or a base set character with no known
    /// universal character.
    Unmapped(u32),
    /// A character beyond U+FFFF, when characters are 16 bits as in onsgmls.
    BeyondSixteenBits(u32),
    /// A number the document character set does not describe.
    Undeclared,
}

/// What a character reference stands for.
enum CharValue {
    /// A character of the document character set.
    Char(char),
    /// A function character reference to RS (ignored in content).
    RecordStart,
    /// A non-SGML character (its number): no data.
    NonSgml(u32),
    /// Not a character (reported).
    Invalid,
    /// A character of the document character set that characters of 16 bits cannot
    /// hold (reported): nothing, but unlike [`CharValue::Invalid`] an attribute value
    /// literal goes on, as in onsgmls.
    Unrepresentable,
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// The parts of reference `token` (its delimiter, name and end), as the lexer of
    /// the entity being read finds them.
    #[inline]
    fn parts_of(&self, token: Token) -> Option<ReferenceParts> {
        self.frames.last().and_then(|f| f.lexer.reference_parts(token))
    }

    /// Where reference `token`, whose parts are `parts`, has its name end: what data it
    /// brings is placed there for messages ([`reference_end`](Self::reference_end)).
    #[inline]
    fn name_end(&self, token: Token, parts: Option<ReferenceParts>) -> Location {
        self.location(Span::empty(parts.map_or(token.span.end, |parts| parts.name.end)))
    }

    /// A general entity reference in content.
    pub(super) fn entity_reference(&mut self, token: Token, _frame: usize) {
        let location = self.location(token.span);
        if self.after_document_element() {
            self.report(
                ParserDiagnosticKind::ReferenceAfterDocumentElement { character: false },
                location,
            );
        }
        // Taken apart once, for the lookup and for the places of what it brings.
        let parts = self.parts_of(token);
        if let Some(c) = self.predefined_entity(parts) {
            self.note_predefined_lookup(parts, location);
            self.accept_pcdata_at(location, self.name_end(token, parts));
            self.emit_data(c.encode_utf8(&mut [0; 4]), location);
            return;
        }
        let Some(entity) = self.lookup_entity(parts, location) else {
            return;
        };
        let end = self.name_end(token, parts);
        let inside = self.location(Span::empty(token.span.end));
        self.referenced_entity(entity, location, end, inside);
    }

    /// A reference in content to `entity`, by name or by a short reference (9.4.6):
    /// `location` is the reference, `end` where data it brings is placed for messages,
    /// `inside` where what is found inside an internal entity is reported.
    pub(super) fn referenced_entity(
        &mut self,
        entity: &'t Entity,
        location: Location,
        end: Location,
        inside: Location,
    ) {
        match &entity.data {
            EntityData::Internal(text) => match text.kind {
                TextKind::Cdata => {
                    self.accept_pcdata_at(location, end);
                    self.emit_data(text.text.as_str(), location);
                }
                TextKind::Sdata => {
                    self.accept_pcdata_at(location, end);
                    if let Some(re) = self.records.data() {
                        self.sink.event(Event::Data {
                            text: "\r",
                            location: re,
                        });
                    }
                    self.sink.event(Event::Sdata {
                        text: text.text.as_str(),
                        entity: entity.name.as_str(),
                        location,
                    });
                }
                TextKind::Pi => {
                    self.records.markup();
                    self.sink.event(Event::ProcessingInstruction {
                        text: text.text.as_str(),
                        location,
                    });
                }
                TextKind::Text | TextKind::StartTag | TextKind::EndTag | TextKind::Ms | TextKind::Md => {
                    if self.enter_entity(entity, text.text.len(), location) {
                        // What is found inside an internal entity is reported just after
                        // the reference, as onsgmls does.
                        self.push_entity(entity, text.text.as_str(), None, inside);
                    }
                }
            },
            EntityData::External { kind, .. } => match kind {
                ExternalDataKind::Text => self.external_text_entity(entity, location, end, inside),
                ExternalDataKind::Data { kind, .. } => {
                    if !matches!(kind, sgml_dtd::dtd::ExternalDataType::Ndata) {
                        self.accept_pcdata_at(location, end);
                    }
                    if let Some(re) = self.records.data() {
                        self.sink.event(Event::Data {
                            text: "\r",
                            location: re,
                        });
                    }
                    self.sink.event(Event::ExternalDataEntity { entity, location });
                }
                ExternalDataKind::Subdoc => {
                    // Under SUBDOC NO too (the declaration was reported): onsgmls reads it,
                    // with a SUBDOC quantity of 0 exceeded.
                    let result = match self.cx.loader {
                        None => Err(SubdocumentRefused::Unreadable("no entity can be read here".to_owned())),
                        Some(loader) => loader.subdocument(entity),
                    };
                    match result {
                        Ok(esis) => {
                            self.accept_pcdata_at(location, end);
                            if let Some(re) = self.records.data() {
                                self.sink.event(Event::Data {
                                    text: "\r",
                                    location: re,
                                });
                            }
                            let esis = self.cx.texts.keep_bytes(esis);
                            self.sink.event(Event::Subdocument { entity, esis, location });
                        }
                        Err(SubdocumentRefused::Unreadable(reason)) => self.report(
                            ParserDiagnosticKind::EntityUnreadable {
                                name: entity.name.clone(),
                                reason,
                            },
                            location,
                        ),
                        Err(SubdocumentRefused::Recursive) => self.report(
                            ParserDiagnosticKind::SubdocumentRecursive {
                                name: entity.name.clone(),
                            },
                            location,
                        ),
                        Err(SubdocumentRefused::TooDeep { limit }) => self.report(
                            ParserDiagnosticKind::SubdocumentLimit {
                                name: entity.name.clone(),
                                limit,
                            },
                            location,
                        ),
                    }
                }
            },
        }
    }

    /// The entity a reference names, reporting an undefined one.
    /// The character of an Annex K predefined entity (the SGML declaration's ENTITIES,
    /// `"amp" 38` in the declaration for XML) that `token` refers to, when the DTD does
    /// not declare an entity of that name.
    fn predefined_entity(&self, parts: Option<ReferenceParts>) -> Option<char> {
        let predefined = &self.cx.declaration.syntax.entities;
        if predefined.is_empty() {
            return None;
        }
        let parts = parts?;
        let name = self.slice(parts.name);
        let entity = predefined.iter().find(|e| e.name == name)?;
        if self.cx.dtd.general_entity(name).is_some() {
            return None;
        }
        entity.char
    }

    fn lookup_entity(&mut self, parts: Option<ReferenceParts>, location: Location) -> Option<&'t Entity> {
        let parts = parts?;
        let name = self.slice(parts.name);
        let dtd = self.cx.dtd;
        let folds = self.cx.declaration.namecase().entity;
        let found = if folds {
            dtd.general_entity(&self.cx.declaration.fold_entity(name))
        } else {
            self.entity_names
                .get_or_insert_with(|| super::entity_names::EntityNames::new(dtd))
                .get(dtd, name)
                .or(dtd.default_entity.as_ref())
        };
        let name_at = self.location(Span::empty(parts.name.start));
        match found {
            None => {
                let end_at = self.location(Span::empty(parts.name.end));
                self.undefined_entity(name, location, name_at, end_at);
            }
            Some(entity) => {
                self.warn_if_default(name, entity, name_at);
                let folded;
                let name = if folds {
                    folded = self.cx.declaration.fold_entity(name);
                    folded.as_str()
                } else {
                    name
                };
                self.note_entity_lookup(name, entity, location);
                if is_default(dtd, entity)
                    && matches!(
                        &entity.data,
                        EntityData::External {
                            kind: ExternalDataKind::Data { .. } | ExternalDataKind::Subdoc,
                            ..
                        }
                    )
                {
                    // An external data or subdocument entity the #DEFAULT entity stands
                    // for goes by the name referenced (ESIS `&NAME`), as in onsgmls.
                    return Some(self.defaulted_copy(name));
                }
            }
        }
        found
    }

    /// A reference to an undeclared general entity (no `#DEFAULT` either). As OpenSP
    /// does, the first reference declares the entity implicitly as an external entity
    /// with no external identifier (ISO 8879 9.4.4 leaves the reference in error), which
    /// gives three messages; every reference then fails to find a file for it. The
    /// reference stands for nothing.
    fn undefined_entity(&mut self, name: &str, reference: Location, name_at: Location, end_at: Location) {
        let name = SmolStr::new(name);
        let first = match self.undefined_entities.get(&name) {
            Some(&first) => first,
            None => {
                self.undefined_entities.insert(name.clone(), reference);
                self.report(
                    ParserDiagnosticKind::EntityNoSystemIdentifier { name: name.clone() },
                    name_at,
                );
                self.report(ParserDiagnosticKind::EntityUndefined { name: name.clone() }, name_at);
                reference
            }
        };
        self.report(ParserDiagnosticKind::EntityReferenceUnresolved { name }, end_at);
        self.report(ParserDiagnosticKind::EntityFirstReferencedHere, first);
    }

    /// Why an entity is not expanded past the expansion limit.
    fn expansion_limit_reason(&self) -> String {
        format!(
            "entity references would produce more than {} characters in all (the entity expansion limit: the larger \
             of option max_entity_expansion or --max-entity-expansion, and option entity_expansion_ratio or \
             --entity-expansion-ratio times the document's length)",
            self.expansion_limit
        )
    }

    /// The text of an external entity about to be read: the first time a text is read it
    /// is input the user gave, as the document is, and the expansion limit grows by the
    /// ratio times its length (a book of chapter files is not expansion); the same text
    /// read again, through any entity or name of its file, counts as expansion only.
    fn count_external_input(&mut self, text: &str) {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        text.hash(&mut hasher);
        if self.external_texts_read.insert((text.len(), hasher.finish())) {
            let grown = self.cx.options.entity_expansion_ratio.saturating_mul(text.len());
            self.expansion_limit = self.expansion_limit.saturating_add(grown);
        }
    }

    /// Checks before reading an entity's text: recursion, depth and total expansion.
    fn enter_entity(&mut self, entity: &Entity, length: usize, location: Location) -> bool {
        if self.entity_open(&entity.name) {
            self.report(
                ParserDiagnosticKind::EntityRecursive {
                    name: entity.name.clone(),
                },
                location,
            );
            return false;
        }
        // ISO 8879 13.4.8: ENTLVL open entities at most besides the document entity (the
        // first frame). A quantity error where the nesting first goes past it, as onsgmls
        // reports it (once, not again for the entities opened deeper); the entity is
        // still read.
        let entlvl = self.cx.declaration.quantities().entlvl as usize;
        if self.frames.len() == entlvl.saturating_add(1) {
            let kind = ParserDiagnosticKind::EntityLevelExceeded { limit: entlvl as u32 };
            self.report(kind, location);
        }
        self.expanded = self.expanded.saturating_add(length);
        let too_deep = self.frames.len() > self.cx.options.max_entity_depth;
        if too_deep || self.expanded > self.expansion_limit {
            let reason = if too_deep {
                format!(
                    "entity references nest more than {} deep (the entity nesting limit, option max_entity_depth or \
                     --max-entity-depth)",
                    self.cx.options.max_entity_depth
                )
            } else {
                self.expansion_limit_reason()
            };
            self.report(
                ParserDiagnosticKind::EntityUnreadable {
                    name: entity.name.clone(),
                    reason,
                },
                location,
            );
            return false;
        }
        true
    }

    /// An external text entity: read through the loader and parsed in place. A failure
    /// to read it is reported at the reference (`location`); what is found inside it,
    /// just after the reference (`inside`).
    fn external_text_entity(&mut self, entity: &'t Entity, location: Location, end: Location, inside: Location) {
        if !self.locatable(entity, end) {
            return;
        }
        match self.load_external(entity) {
            Ok(text) => {
                self.count_external_input(&text);
                if self.enter_entity(entity, text.len(), location) {
                    match self.cx.loader.and_then(|loader| loader.source_name(entity)) {
                        Some(name) => {
                            let (source, text) = self.cx.texts.keep_source(name, text);
                            self.push_entity(entity, text, Some(source), inside);
                        }
                        None => {
                            let text = self.cx.texts.keep(text);
                            self.push_entity(entity, text, None, inside);
                        }
                    }
                    // An external entity's text is records: the first starts with an RS,
                    // as every other does (which decides whether the RE that ends it is
                    // data, ISO 8879 7.6.1).
                    if let Some(frame) = self.frames.last_mut() {
                        frame.lexer.begin_record();
                    }
                }
            }
            Err(reason) => self.report(
                ParserDiagnosticKind::EntityUnreadable {
                    name: entity.name.clone(),
                    reason,
                },
                location,
            ),
        }
    }

    /// The replacement text of external text entity `entity`, read through the loader.
    fn load_external(&self, entity: &Entity) -> Result<String, String> {
        match self.cx.loader {
            Some(loader) => loader.load(entity),
            None => Err("no entity loader was given".to_owned()),
        }
    }

    /// With `-wdefault`: report that `entity`, which a reference names by `name`, is the
    /// `#DEFAULT` entity (the name is not declared).
    /// Report the lookup of the predefined entity (Annex K) that `token` refers to.
    fn note_predefined_lookup(&mut self, parts: Option<ReferenceParts>, location: Location) {
        if !self.cx.options.report_entity_lookups {
            return;
        }
        let Some(parts) = parts else {
            return;
        };
        let name = self.slice(parts.name);
        let dtd = self.cx.dtd;
        if let Some(entity) = dtd.predefined_general_entities.iter().find(|e| e.name == name) {
            self.sink.event(Event::EntityLookup { name, entity, location });
        }
    }

    /// The `#DEFAULT` entity under the name `name`, made once per name.
    fn defaulted_copy(&mut self, name: &str) -> &'t Entity {
        if let Some(&copy) = self.defaulted_copies.get(name) {
            return copy;
        }
        let default = self.cx.dtd.default_entity.as_ref().expect("a #DEFAULT entity");
        let copy: &'t Entity = self.cx.texts.keep_entity(Entity {
            name: SmolStr::new(name),
            ..default.clone()
        });
        self.defaulted_copies.insert(SmolStr::new(name), copy);
        copy
    }

    /// Report that general entity `name` was looked up and found to be `entity`
    /// ([`Event::EntityLookup`], when asked): every time for a declared entity (or a name
    /// the `#DEFAULT` entity stood for in the DTD already), the first time for a name
    /// the `#DEFAULT` entity stands for in the instance, as onsgmls's `-oentity`.
    pub(super) fn note_entity_lookup(&mut self, name: &str, entity: &'t Entity, location: Location) {
        if !self.cx.options.report_entity_lookups {
            return;
        }
        let dtd = self.cx.dtd;
        if is_default(dtd, entity) {
            let in_dtd = self.dtd_defaulted.get_or_insert_with(|| {
                dtd.defaulted_general_entities
                    .iter()
                    .map(|(_, name)| name.as_str())
                    .collect()
            });
            if !in_dtd.contains(name) && !self.defaulted_entities.insert(SmolStr::new(name)) {
                return;
            }
        }
        self.sink.event(Event::EntityLookup { name, entity, location });
    }

    fn warn_if_default(&mut self, name: &str, entity: &Entity, at: Location) {
        if self.cx.options.warn_default_entity && is_default(self.cx.dtd, entity) {
            let name = SmolStr::new(name);
            self.report(ParserDiagnosticKind::DefaultEntityUsed { name }, at);
        }
    }

    /// Whether external entity `entity` has a system identifier, its own or a
    /// catalog's; when not, reported at `end` (the end of the reference's name, where
    /// onsgmls reports it).
    fn locatable(&mut self, entity: &Entity, end: Location) -> bool {
        let EntityData::External { id, .. } = &entity.data else {
            return true;
        };
        if id.system_id.is_some() || self.cx.loader.is_none_or(|loader| loader.can_locate(entity)) {
            return true;
        }
        let name = entity.name.clone();
        self.report(ParserDiagnosticKind::EntityNotLocated { name }, end);
        false
    }

    /// A character reference in content (ISO 8879 9.5).
    pub(super) fn character_reference(&mut self, token: Token) {
        let location = self.location(token.span);
        if self.after_document_element() {
            self.report(
                ParserDiagnosticKind::ReferenceAfterDocumentElement { character: true },
                location,
            );
        }
        let parts = self.parts_of(token);
        let value = self.char_value(token, parts);
        if token.kind == TokenKind::FunctionRef {
            // The function character is read again as if it stood in the input (OpenSP
            // pushes it back): a record end or start, or a separator that element content
            // ignores.
            match value {
                CharValue::Char('\r') => return self.content_record_end(location),
                CharValue::RecordStart => return self.content_record_start(location),
                CharValue::Char(c) if self.in_element_content() && self.cx.declaration.char_classes.is_separator(c) => {
                    return;
                }
                _ => {}
            }
        }
        match value {
            CharValue::Char(c) => {
                self.accept_pcdata_at(location, self.name_end(token, parts));
                let mut buf = [0u8; 4];
                let text: &str = c.encode_utf8(&mut buf);
                // The text must outlive the event only for the call.
                let owned = SmolStr::new(text);
                self.emit_data(owned.as_str(), location);
            }
            CharValue::RecordStart => {}
            CharValue::NonSgml(number) => {
                self.accept_pcdata_at(location, self.name_end(token, parts));
                if let Some(re) = self.records.data() {
                    self.sink.event(Event::Data {
                        text: "\r",
                        location: re,
                    });
                }
                self.sink.event(Event::NonSgmlCharacter { number, location });
            }
            CharValue::Invalid | CharValue::Unrepresentable => {}
        }
    }

    /// The character a reference in an attribute value literal stands for: `Ok(Err(_))`
    /// when it stands for none (with the number of a non-SGML character), `Err` when it
    /// is not a character reference at all (reported), which ends the literal as onsgmls
    /// ends it.
    pub(super) fn character_reference_in_literal(&mut self, token: Token) -> Result<Result<char, Option<u32>>, ()> {
        match self.char_value(token, self.parts_of(token)) {
            CharValue::Char(c) => Ok(Ok(c)),
            CharValue::Invalid => Err(()),
            CharValue::NonSgml(number) => Ok(Err(Some(number))),
            CharValue::RecordStart | CharValue::Unrepresentable => Ok(Err(None)),
        }
    }

    /// The character a reference in an attribute value literal stands for.
    pub(super) fn character_reference_value(&mut self, token: Token) -> Option<char> {
        match self.char_value(token, self.parts_of(token)) {
            CharValue::Char(c) => Some(c),
            _ => None,
        }
    }

    fn char_value(&mut self, token: Token, parts: Option<ReferenceParts>) -> CharValue {
        let Some(parts) = parts else {
            return CharValue::Invalid;
        };
        let name = self.frames.last().expect("a frame").lexer.slice(parts.name);
        if token.kind == TokenKind::FunctionRef {
            let upper = name.to_ascii_uppercase();
            return match upper.as_str() {
                "RE" => CharValue::Char('\r'),
                "RS" => CharValue::RecordStart,
                "SPACE" => CharValue::Char(' '),
                "TAB" => CharValue::Char('\t'),
                _ => {
                    let at = self.location(Span::empty(parts.name.start));
                    self.report(
                        ParserDiagnosticKind::NotAFunctionName {
                            name: SmolStr::new(upper),
                        },
                        at,
                    );
                    CharValue::Invalid
                }
            };
        }
        // The number from the name already found (`Lexer::char_ref_number` would find
        // the reference's parts again).
        let radix = match token.kind {
            TokenKind::CharRef => Some(10),
            TokenKind::HexCharRef => Some(16),
            _ => None,
        };
        let number = radix.and_then(|radix| {
            name.chars()
                .try_fold(0u32, |n, c| n.checked_mul(radix)?.checked_add(c.to_digit(radix)?))
        });
        // Messages about the character itself are placed just after the number, where
        // its REFC is (or would be).
        let after = self.location(Span::empty(parts.name.end));
        match number.map(|n| self.numbered_character(n)) {
            Some(NumberedCharacter::Char(c)) => CharValue::Char(c),
            Some(NumberedCharacter::NonSgml(n)) => {
                if self.cx.options.warn_non_sgml_char_ref {
                    self.report(ParserDiagnosticKind::NonSgmlCharacterReference { number: n }, after);
                }
                CharValue::NonSgml(n)
            }
            Some(NumberedCharacter::BeyondSixteenBits(n)) => {
                self.report(ParserDiagnosticKind::CharacterNotRepresentable { number: n }, after);
                CharValue::Unrepresentable
            }
            Some(NumberedCharacter::Unmapped(n)) => {
                self.report(ParserDiagnosticKind::CharacterNumberUnmapped { number: n }, after);
                CharValue::Unrepresentable
            }
            Some(NumberedCharacter::Undeclared) | None => {
                let at = self.location(Span::empty(parts.name.start));
                self.report(
                    ParserDiagnosticKind::NotACharacterNumber {
                        digits: SmolStr::new(name),
                    },
                    at,
                );
                CharValue::Invalid
            }
        }
    }

    /// What document character number `n` of a numeric character reference is
    /// (ISO 8879 9.5, 13.1.1.2), through the declaration's document character set.
    fn numbered_character(&self, n: u32) -> NumberedCharacter {
        let charset = &self.cx.declaration.document_charset;
        if !charset.is_declared(n) {
            return NumberedCharacter::Undeclared;
        }
        let Some(u) = charset.to_unicode(n) else {
            // Described as UNUSED: a non-SGML character; else by a minimum literal or a
            // base set character with no known code point.
            return if charset.is_unused(n) {
                NumberedCharacter::NonSgml(n)
            } else {
                NumberedCharacter::Unmapped(n)
            };
        };
        if u > 0xFFFF && !self.cx.options.characters_beyond_bmp {
            return NumberedCharacter::BeyondSixteenBits(n);
        }
        // A surrogate code point that the declaration describes as a character (HTML
        // 4.0's declaration does, so that a 16-bit parser can read pairs): no Unicode
        // scalar value, so U+FFFD stands for it (onsgmls writes its three-byte form; see
        // docs/divergences.md).
        NumberedCharacter::Char(char::from_u32(u).unwrap_or(char::REPLACEMENT_CHARACTER))
    }

    /// A character the document character set leaves unused (ISO 8879 13.1.1), met as
    /// such in content: an error, and, as onsgmls does, the character stays in the data.
    ///
    /// OpenSP reads the character as part of the data run it is in: when its error is the
    /// one that reaches the error limit, the character and the data after it up to the
    /// next markup are still written before the parse stops.
    pub(super) fn non_sgml_character(&mut self, token: Token) {
        let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
        let location = self.location(token.span);
        self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, location);
        self.accept_pcdata(location);
        let text = self.token_text(token);
        self.emit_data(text, location);
        if !self.stopped {
            return;
        }
        let mode = self.content_mode();
        if let Some(next) = self.next_token(mode)
            && next.kind == TokenKind::Data
        {
            let text = self.token_text(next);
            let location = self.location(next.span);
            self.emit_data(text, location);
        }
    }

    /// A general entity reference inside an attribute value literal: its replacement
    /// text joins the value, with references in it replaced in turn.
    pub(super) fn entity_in_literal(&mut self, token: Token) {
        let parts = self.parts_of(token);
        if let Some(c) = self.predefined_entity(parts) {
            self.note_predefined_lookup(parts, self.location(token.span));
            self.attributes.push_text(c.encode_utf8(&mut [0; 4]), false);
            return;
        }
        let Some(entity) = self.lookup_entity(parts, self.location(token.span)) else {
            return;
        };
        // What is found inside the entity is reported just after the reference; that
        // the entity cannot be in a value, at the end of its name (as onsgmls places it).
        let location = self.location(Span::empty(token.span.end));
        let name_end = parts.map_or(location, |parts| self.location(Span::empty(parts.name.end)));
        // An explicit stack of entities being read, so nesting costs no recursion.
        let mut stack: Vec<(Lexer<'t, 't>, &'t str)> = Vec::new();
        let push = |parser: &mut Self, stack: &mut Vec<(Lexer<'t, 't>, &'t str)>, entity: &'t Entity, at: Location| {
            let text: &'t str = match &entity.data {
                EntityData::Internal(text) => match text.kind {
                    TextKind::Cdata => return parser.attributes.push_text(text.text.as_str(), false),
                    TextKind::Sdata => return parser.attributes.push_text(text.text.as_str(), true),
                    TextKind::Pi => {
                        let name = entity.name.clone();
                        return parser.report(ParserDiagnosticKind::PiEntityInAttributeValue { name }, at);
                    }
                    _ => text.text.as_str(),
                },
                // ISO 8879 9.1.1: replaceable character data may refer to external text
                // entities, read as the content's are.
                EntityData::External {
                    kind: ExternalDataKind::Text,
                    ..
                } => {
                    if !parser.locatable(entity, at) {
                        return;
                    }
                    match parser.load_external(entity) {
                        Ok(text) => {
                            parser.count_external_input(&text);
                            parser.cx.texts.keep(text)
                        }
                        Err(reason) => {
                            let name = entity.name.clone();
                            return parser.report(ParserDiagnosticKind::EntityUnreadable { name, reason }, location);
                        }
                    }
                }
                EntityData::External { .. } => {
                    let name = entity.name.clone();
                    return parser.report(ParserDiagnosticKind::DataEntityInAttributeValue { name }, at);
                }
            };
            if stack.len() >= parser.cx.options.max_entity_depth {
                let reason = format!(
                    "entity references nest more than {} deep (the entity nesting limit, option \
                     max_entity_depth or --max-entity-depth)",
                    parser.cx.options.max_entity_depth
                );
                let name = entity.name.clone();
                parser.report(ParserDiagnosticKind::EntityUnreadable { name, reason }, location);
                return;
            }
            if stack.iter().any(|(_, name)| *name == entity.name.as_str()) {
                let name = entity.name.clone();
                parser.report(ParserDiagnosticKind::EntityRecursive { name }, location);
                return;
            }
            parser.expanded = parser.expanded.saturating_add(text.len());
            if parser.expanded > parser.expansion_limit {
                let reason = parser.expansion_limit_reason();
                let name = entity.name.clone();
                parser.report(ParserDiagnosticKind::EntityUnreadable { name, reason }, location);
                return;
            }
            let mut lexer = Lexer::new(text, parser.cx.lexer_config);
            lexer.set_mode(Mode::Literal {
                quote: Quote::Lit,
                data: LiteralData::Replaceable,
            });
            stack.push((lexer, entity.name.as_str()));
        };
        push(self, &mut stack, entity, name_end);
        while !stack.is_empty() {
            if self.attribute_value_full() {
                break;
            }
            let (lexer, _) = stack.last_mut().expect("an entity is open");
            let Some(token) = lexer.next_token() else {
                stack.pop();
                continue;
            };
            let text = lexer.slice(token.span);
            match token.kind {
                TokenKind::Re => self.attributes.push_char(' '),
                TokenKind::Rs => {}
                TokenKind::EntityRef => {
                    let parts = lexer.reference_parts(token).expect("a reference");
                    let name = lexer.slice(parts.name);
                    match self.cx.dtd.general_entity(name) {
                        Some(inner) => {
                            self.warn_if_default(name, inner, location);
                            self.note_entity_lookup(name, inner, location);
                            push(self, &mut stack, inner, location)
                        }
                        None => self.undefined_entity(name, location, location, location),
                    }
                }
                TokenKind::CharRef | TokenKind::HexCharRef => {
                    let n = lexer.char_ref_number(token);
                    if let Some(NumberedCharacter::Char(c)) = n.map(|n| self.numbered_character(n)) {
                        self.attributes.push_char(c);
                    }
                }
                _ => {
                    let classes = &self.cx.declaration.char_classes;
                    if text
                        .chars()
                        .any(|c| classes.class(c).contains(sgml_decl::CharClass::SEPCHAR))
                    {
                        let mapped: String = text
                            .chars()
                            .map(|c| {
                                if classes.class(c).contains(sgml_decl::CharClass::SEPCHAR) {
                                    ' '
                                } else {
                                    c
                                }
                            })
                            .collect();
                        self.attributes.push_text(&mapped, false);
                    } else {
                        self.attributes.push_text(text, false);
                    }
                }
            }
        }
    }
}

/// Whether `entity` is the DTD's `#DEFAULT` entity, which a reference to an undeclared
/// name gets.
fn is_default(dtd: &sgml_dtd::dtd::Dtd, entity: &Entity) -> bool {
    dtd.default_entity
        .as_ref()
        .is_some_and(|default| std::ptr::eq(default, entity))
}
