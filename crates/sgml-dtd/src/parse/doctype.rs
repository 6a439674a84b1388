//! The document type declaration (ISO 8879 11.1) and the loading entry points: the
//! internal subset is read before the external one (so its entity declarations win, as
//! in OpenSP), then the checks made once the whole DTD is known.

use std::sync::Arc;

use sgml_lexer::{Mode, TokenKind};
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::input::FrameText;
use super::parser::{Located, Parser, fold};
use super::subset::SubsetEnd;
use super::table_order::table_order;
use super::{DoctypeDeclaration, DtdLoader, ParsedDoctype, ParsedDtd};
use crate::catalog::{EntityKind, ExternalEntity, StorageLocation};
use crate::dtd::{
    DeclLocation, DeclaredContent, DeclaredValue, DefaultValue, Entity, EntityData, EntityText, ExternalDataKind,
    ExternalId, MapName, SourceKind, TextKind,
};

/// The parameters of a document type declaration as read (ISO 8879 11.1).
struct DoctypeHeader {
    /// The document type name, folded as NAMECASE GENERAL says.
    name: SmolStr,
    /// The name as the declaration spells it.
    written_name: SmolStr,
    /// Where its MDC is.
    mdc: DeclLocation,
    /// Its external identifier, if it has one.
    external_id: Option<ExternalId>,
    /// Where its internal subset's DSO is, if it has one.
    dso: Option<DeclLocation>,
    /// Where its internal subset's DSC is, if it has one.
    dsc: Option<DeclLocation>,
}

impl<'a> DtdLoader<'a> {
    /// Read the DOCTYPE declaration at `offset` of `document` (the text from `<!DOCTYPE`
    /// to its MDC, internal subset included), then the external subset it names,
    /// located through the catalogs (ISO 8879 11.1; OpenSP's order: the internal
    /// subset first). `document_name` names the document in messages;
    /// `document_location` is where it was read from, for a relative system
    /// identifier.
    pub fn load_doctype(
        &'a self,
        document: &'a str,
        offset: u32,
        document_name: &str,
        document_location: Option<&StorageLocation>,
    ) -> ParsedDoctype {
        let mut parser = Parser::in_document(self, document, offset, document_name, document_location);
        let mut result = ParsedDoctype {
            dtd: Default::default(),
            diagnostics: Vec::new(),
            end: offset,
            complete: false,
            external_id: None,
            external_subset: None,
            processing_instructions: Vec::new(),
        };
        let source = parser.input.source();
        self.declare_included(&mut parser, source, offset);
        let header = parser.doctype_declaration();
        result.end = parser.input.position();
        let Some(DoctypeHeader {
            name,
            mdc,
            external_id,
            dso,
            dsc,
            ..
        }) = header
        else {
            result.dtd = parser.dtd;
            result.diagnostics = parser.diagnostics;
            result.processing_instructions = parser.processing_instructions;
            return result;
        };
        result.complete = true;
        parser.input.pop();
        match &external_id {
            // OpenSP makes the external subset's system identifier where the
            // declaration names it (at the internal subset's `[`, else at the `>`) and
            // reads it after the internal subset (at its `]`, else at the `>`).
            Some(id) => {
                let at = dsc.unwrap_or(mdc);
                let declared_at = dso.unwrap_or(mdc);
                result.external_subset = parser.external_subset(&name, id, document_location, declared_at, at);
            }
            // ISO 8879 11.1 allows it, but then nothing is declared: OpenSP says so.
            None if dsc.is_none() => parser.report(DtdDiagnosticKind::NoDoctypeSubset, mdc),
            None => {}
        }
        // OpenSP places what concerns the document type name where the DTD ends too: at
        // the internal subset's `]`, else at the declaration's `>`.
        let end = dsc.unwrap_or(mdc);
        // With no subset at all, the one message is that there is none.
        parser.finish(&name, end, end, external_id.is_some() || dsc.is_some());
        // A DTD whose references were cut short at the expansion limit is not the one
        // written: the document is not parsed with it.
        result.complete = !parser.expansion_reported;
        result.external_id = external_id;
        result.dtd = parser.dtd;
        result.diagnostics = parser.diagnostics;
        result.processing_instructions = parser.processing_instructions;
        result
    }

    /// onsgmls's `-i NAME` (and an architecture's options for its meta-DTD):
    /// `<!ENTITY % NAME "INCLUDE">` before everything else, at `offset` of `source`.
    fn declare_included(&self, parser: &mut Parser<'_>, source: u32, offset: u32) {
        for name in &self.included {
            let entity = Entity {
                name: name.clone(),
                data: EntityData::Internal(EntityText {
                    kind: TextKind::Text,
                    text: SmolStr::new_static("INCLUDE"),
                }),
                location: DeclLocation {
                    source,
                    span: sgml_source::Span::empty(offset),
                },
            };
            parser.dtd.parameter_entities.entry(name.clone()).or_insert(entity);
        }
    }

    /// Read only the DOCTYPE declaration at `offset` of `document` (ISO 8879 11.1),
    /// not the DTD it names: its name, external identifier and end, and what reading
    /// it found in the document. An internal subset is read too (its declarations are
    /// not kept). What [`DtdLoader::load_doctype`] would report in the document for a
    /// declaration with no internal subset is exactly these diagnostics, so a caller
    /// that has the external subset's DTD already (a prebuilt or kept one) can check
    /// that the declaration adds nothing to it.
    pub fn read_doctype_declaration(
        &'a self,
        document: &'a str,
        offset: u32,
        document_name: &str,
        document_location: Option<&StorageLocation>,
    ) -> DoctypeDeclaration {
        let mut parser = Parser::in_document(self, document, offset, document_name, document_location);
        let header = parser.doctype_declaration();
        let end = parser.input.position();
        let (name, written_name, external_id, internal_subset, complete) = match header {
            Some(header) => (
                header.name,
                header.written_name,
                header.external_id,
                header.dsc.is_some(),
                true,
            ),
            None => (SmolStr::default(), SmolStr::default(), None, false, false),
        };
        DoctypeDeclaration {
            name,
            written_name,
            external_id,
            internal_subset,
            end,
            complete,
            diagnostics: parser.diagnostics,
        }
    }

    /// Load the external subset that a `<!DOCTYPE name PUBLIC "public_id"
    /// "system_id">` declaration with no internal subset would get.
    pub fn load_external(&'a self, name: &str, public_id: Option<&str>, system_id: Option<&str>) -> ParsedDtd {
        let mut parser = Parser::new(self, "");
        let id = ExternalId {
            public_id: public_id.map(SmolStr::new),
            system_id: system_id.map(SmolStr::new),
        };
        let place = public_id.or(system_id).unwrap_or(name);
        let source = parser.add_source(
            SmolStr::new(place),
            SourceKind::ExternalSubset,
            Some(Arc::from("")),
            None,
        );
        let at = DeclLocation {
            source,
            span: Default::default(),
        };
        self.declare_included(&mut parser, source, 0);
        let name = parser.fold_doctype_name(name);
        parser.external_subset(&name, &id, None, at, at);
        parser.finish(&name, at, at, false);
        ParsedDtd {
            dtd: parser.dtd,
            diagnostics: parser.diagnostics,
            processing_instructions: parser.processing_instructions,
        }
    }

    /// Load a DTD from `location` (a file, or a bundled file), as the external subset
    /// of a document type `name`.
    pub fn load_location(&'a self, name: &str, location: StorageLocation) -> ParsedDtd {
        let mut parser = Parser::new(self, "");
        let name = parser.fold_doctype_name(name);
        // Where the file is named, for a file that cannot be read.
        let named = parser.add_source(
            SmolStr::new(location.to_string()),
            SourceKind::ExternalSubset,
            Some(Arc::from("")),
            None,
        );
        let mut at = DeclLocation {
            source: named,
            span: Default::default(),
        };
        if let Some((text, source)) = parser.read_external(Located::as_named(location), SourceKind::ExternalSubset, at)
        {
            let len = text.len() as u32;
            parser.input.push(FrameText::Shared(text), 0, source, None, None);
            parser.subset(false);
            at = DeclLocation {
                source,
                span: sgml_source::Span::empty(len),
            };
        }
        parser.finish(&name, at, at, false);
        ParsedDtd {
            dtd: parser.dtd,
            diagnostics: parser.diagnostics,
            processing_instructions: parser.processing_instructions,
        }
    }

    /// Load a DTD from its text, as the external subset of a document type `name`;
    /// `source_name` names the text in messages. Entities it refers to are located
    /// relative to the working directory.
    pub fn load_text(&'a self, name: &str, source_name: &str, text: &str) -> ParsedDtd {
        let mut parser = Parser::new(self, "");
        let name = parser.fold_doctype_name(name);
        let text: Arc<str> = Arc::from(text);
        let source = parser.add_source(
            SmolStr::new(source_name),
            SourceKind::ExternalSubset,
            Some(text.clone()),
            None,
        );
        let len = text.len() as u32;
        parser.input.push(FrameText::Shared(text), 0, source, None, None);
        parser.subset(false);
        let at = DeclLocation {
            source,
            span: sgml_source::Span::empty(len),
        };
        parser.finish(&name, at, at, false);
        ParsedDtd {
            dtd: parser.dtd,
            diagnostics: parser.diagnostics,
            processing_instructions: parser.processing_instructions,
        }
    }
}

impl Parser<'_> {
    fn fold_doctype_name(&self, name: &str) -> SmolStr {
        if self.loader.namecase.general {
            super::parser::fold(name, |c| self.loader.config.classes().to_upper(c))
        } else {
            SmolStr::new(name)
        }
    }

    /// The DOCTYPE declaration (11.1, production \[110\]) in the document frame: its
    /// name, external identifier, internal subset and MDC. Returns the name, where the
    /// MDC is, the external identifier and where the internal subset's DSC is, if there
    /// is one; `None` when it is malformed (reported).
    fn doctype_declaration(&mut self) -> Option<DoctypeHeader> {
        self.decl_base = 1;
        let mdo = self.input.next(Mode::DeclarationSubset);
        let keyword = self.input.next(Mode::Markup);
        let is_doctype = mdo.is_some_and(|t| t.kind == TokenKind::Mdo)
            && keyword
                .is_some_and(|t| t.kind == TokenKind::Name && self.input.slice(t.span).eq_ignore_ascii_case("DOCTYPE"));
        if !is_doctype {
            let at = self.input.at(mdo.map(|t| t.span).unwrap_or_default());
            self.report(DtdDiagnosticKind::InvalidDoctype, at);
            return None;
        }
        let name = self.next_param();
        if name.kind != Some(TokenKind::Name) {
            self.give_up_doctype("the document type name", &name);
            return None;
        }
        let doctype = self.general_name(&name);
        let mut param = self.next_param();
        let mut external_id = None;
        if self.is_keyword(&param, "PUBLIC") || self.is_keyword(&param, "SYSTEM") {
            let Some(id) = self.external_id(&param) else {
                let at = self.input.here();
                self.report(DtdDiagnosticKind::InvalidDoctype, at);
                return None;
            };
            if self.literal_unterminated {
                // Reported by the literal; onsgmls cannot continue.
                let at = self.input.here();
                self.report(DtdDiagnosticKind::InvalidDoctype, at);
                return None;
            }
            external_id = Some(id);
            param = self.next_param();
        }
        let internal = param.kind == Some(TokenKind::Dso);
        let dso = internal.then_some(param.at);
        let mut dtd_end = None;
        if internal {
            self.pending = None;
            match self.subset(true) {
                SubsetEnd::Dsc(dsc) => dtd_end = Some(dsc),
                // Reported as the end of the document in the subset: onsgmls says
                // nothing more.
                SubsetEnd::End => return None,
            }
            self.decl_base = 1;
            self.pending = None;
            param = self.next_param();
            if param.kind.is_some() && param.kind != Some(TokenKind::Mdc) {
                // Something other than MDC after the internal subset (a stray `]` closed
                // it early): reported, and the declaration ends after the first
                // character of that token, which is dropped, with the DTD read so far
                // kept; the instance begins after it, as onsgmls goes on. (ISO 8879
                // leaves recovery to the parser.)
                self.expected("the end of the declaration (\">\") after the internal subset", &param);
                let first = self.input.slice(param.at.span).chars().next().map_or(0, char::len_utf8);
                // (tokens read ahead after it are read again, in the instance)
                self.buffered.clear();
                self.group_buffered.clear();
                self.pending = None;
                self.input.advance_to(param.at.span.start + first as u32);
                return Some(DoctypeHeader {
                    name: doctype,
                    written_name: name.text,
                    mdc: param.at,
                    external_id,
                    dso,
                    dsc: dtd_end,
                });
            }
        }
        if param.kind != Some(TokenKind::Mdc) {
            self.give_up_doctype("\"[\" or the end of the declaration (\">\")", &param);
            return None;
        }
        Some(DoctypeHeader {
            name: doctype,
            written_name: name.text,
            mdc: param.at,
            external_id,
            dso,
            dsc: dtd_end,
        })
    }

    /// Report that the DOCTYPE declaration cannot be read (`param` is not what
    /// `expected` says), as onsgmls does: the token in error, then that it cannot
    /// continue (only the latter at the end of the document).
    fn give_up_doctype(&mut self, expected: &'static str, param: &super::parser::Param) {
        if param.kind.is_some() {
            self.expected(expected, param);
        }
        self.report(DtdDiagnosticKind::InvalidDoctype, param.at);
    }

    /// Locate and read the external subset of document type `name`: that no system
    /// identifier can be had is reported at `declared_at`, that it cannot be read at
    /// `at`.
    fn external_subset(
        &mut self,
        name: &str,
        id: &ExternalId,
        declared_in: Option<&StorageLocation>,
        declared_at: DeclLocation,
        at: DeclLocation,
    ) -> Option<StorageLocation> {
        let request = ExternalEntity {
            kind: EntityKind::Doctype,
            name,
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            fold_case: self.loader.namecase.general,
            declared_in,
        };
        let located = self.locate_external(&request, SmolStr::new(name), Some(declared_at), at, at)?;
        let location = located.read.clone();
        let (text, source) = self.read_external(located, SourceKind::ExternalSubset, at)?;
        self.input.push(FrameText::Shared(text), 0, source, None, None);
        self.subset(false);
        Some(location)
    }

    /// The data attribute specifications of external data entities (11.4.1.2), made
    /// what their notation's attribute definition list says once the whole DTD is read
    /// (the list may come after the entity): a value given without its name gets the
    /// name of the attribute whose group holds it (SHORTTAG), and a tokenized value has
    /// its tokens joined by single spaces and, but for entity names, folded under
    /// NAMECASE GENERAL YES (7.9.3).
    fn normalize_data_attributes(&mut self) {
        let fold_names = self.loader.namecase.general;
        let fold_entity_names = self.loader.namecase.entity;
        let classes = self.loader.lexer_config().classes();
        let upper = |text: &str| {
            text.split(' ')
                .map(|token| fold(token, |c| classes.to_upper(c)))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let notations = &self.dtd.notations;
        let normalize = |list: &crate::dtd::AttributeDefinitionList, attributes: &mut Vec<(SmolStr, SmolStr)>| {
            for (name, value) in attributes.iter_mut() {
                if name.is_empty() {
                    let token = if fold_names { upper(value) } else { value.to_string() };
                    if let Some(definition) = list.attributes.iter().find(|d| match &d.declared_value {
                        DeclaredValue::NameTokenGroup(tokens) | DeclaredValue::Notation(tokens) => {
                            tokens.iter().any(|t| *t == token)
                        }
                        _ => false,
                    }) {
                        *name = definition.name.clone();
                    }
                }
                let Some(definition) = list.attributes.iter().find(|d| d.name == *name) else {
                    continue;
                };
                if !definition.declared_value.is_tokenized() {
                    continue;
                }
                let joined = value.split_whitespace().collect::<Vec<_>>().join(" ");
                let entity_names = matches!(
                    definition.declared_value,
                    DeclaredValue::Entity | DeclaredValue::Entities
                );
                *value = if (fold_names && !entity_names) || (fold_entity_names && entity_names) {
                    SmolStr::new(upper(&joined))
                } else {
                    SmolStr::new(joined)
                };
            }
        };
        for entity in self.dtd.general_entities.values_mut() {
            let EntityData::External {
                kind: ExternalDataKind::Data {
                    notation, attributes, ..
                },
                ..
            } = &mut entity.data
            else {
                continue;
            };
            if let Some(list) = notations.get(notation.as_str()).and_then(|n| n.attributes.as_ref()) {
                normalize(list, attributes);
            }
        }
        // The same for the data attributes of the DATA declared values (Annex K).
        for list in &mut self.dtd.attribute_lists {
            for definition in &mut list.attributes {
                if let DeclaredValue::Data { notation, attributes } = &mut definition.declared_value
                    && let Some(data) = notations.get(notation.as_str()).and_then(|n| n.attributes.as_ref())
                {
                    normalize(data, attributes);
                }
            }
        }
    }

    /// The checks made once the whole DTD is read, and the document type name; `at`
    /// is where the DTD ends (OpenSP reports there what concerns the whole DTD).
    ///
    /// A document's DTD must declare the document type name, even when it declares
    /// nothing (OpenSP says so then too); an external DTD loaded by itself
    /// (`whole_document` false, an entity set, say) is checked only when it declares
    /// some element type.
    fn finish(&mut self, name: &SmolStr, name_at: DeclLocation, at: DeclLocation, whole_document: bool) {
        self.dtd.name = name.clone();
        // ISO 8879 11.3.3, 11.3.4: no NOTATION or #CONREF attribute for an element
        // declared EMPTY; reported at the MDC of the ATTLIST declaration, as OpenSP does.
        let mut found = Vec::new();
        for element in self.dtd.elements.values() {
            let (Some(definition), Some(list)) = (&element.definition, element.attributes) else {
                continue;
            };
            if !matches!(definition.content, DeclaredContent::Empty) {
                continue;
            }
            let list = &self.dtd.attribute_lists[list as usize];
            let mdc = DeclLocation {
                source: list.location.source,
                span: sgml_source::Span::empty(list.location.span.end.saturating_sub(1)),
            };
            for attribute in &list.attributes {
                if matches!(attribute.declared_value, DeclaredValue::Notation(_)) {
                    found.push((DtdDiagnosticKind::NotationAttributeOnEmpty(element.name.clone()), mdc));
                }
                if attribute.default == DefaultValue::Conref {
                    found.push((DtdDiagnosticKind::ConrefOnEmpty(element.name.clone()), mdc));
                }
            }
        }
        // ISO 8879 10.5.5: the notation of an external data entity must be declared.
        for entity in self.dtd.general_entities.values() {
            if let EntityData::External {
                kind: ExternalDataKind::Data { notation, .. },
                ..
            } = &entity.data
                && !self.declared_notations.contains(notation)
            {
                let kind = DtdDiagnosticKind::UndefinedEntityNotation {
                    notation: notation.clone(),
                    entity: entity.name.clone(),
                };
                let start = DeclLocation {
                    source: entity.location.source,
                    span: sgml_source::Span::empty(entity.location.span.start),
                };
                found.push((kind, start));
            }
        }
        self.normalize_data_attributes();
        // Data attributes of notations never declared: reported, and dropped.
        for notation in self.dtd.notations.keys() {
            if !self.declared_notations.contains(notation) {
                found.push((DtdDiagnosticKind::UndefinedAttlistNotation(notation.clone()), at));
            }
        }
        let declared = &self.declared_notations;
        self.dtd.notations.retain(|name, _| declared.contains(name));
        // ISO 8879 11.5, 11.6: maps used must be declared, and their entities too.
        for element in self.dtd.elements.values() {
            if let Some(MapName::Map(map)) = &element.usemap
                && !self.dtd.short_ref_maps.contains_key(map)
            {
                let kind = DtdDiagnosticKind::UndefinedShortRefMap {
                    map: map.clone(),
                    element: element.name.clone(),
                };
                found.push((kind, at));
            }
        }
        for map in self.dtd.short_ref_maps.values() {
            for (_, entity) in &map.mappings {
                if self.dtd.general_entity(entity).is_none() {
                    let kind = DtdDiagnosticKind::UndefinedShortRefEntity {
                        entity: entity.clone(),
                        map: map.name.clone(),
                    };
                    let start = DeclLocation {
                        source: map.location.source,
                        span: sgml_source::Span::empty(map.location.span.start),
                    };
                    found.push((kind, start));
                }
            }
        }
        self.note_short_ref_lookups();
        for (kind, location) in found {
            self.report(kind, location);
        }
        if self.loader.options.warn_undefined {
            // At the end of the DTD, in the order first named, as OpenSP reports them.
            let undefined: Vec<_> = self
                .dtd
                .elements
                .values()
                .filter(|element| element.definition.is_none())
                .map(|element| element.name.clone())
                .collect();
            for element in undefined {
                self.report(DtdDiagnosticKind::UndefinedElement(element), at);
            }
        }
        // Then, as OpenSP, map by map: the entities the #DEFAULT entity stands for and
        // whether it is unused; then the unused parameter entities. Each where it was
        // declared, in the order of OpenSP's tables.
        let warn_default = self.loader.options.warn_default_entity && self.dtd.default_entity.is_some();
        if self.loader.options.warn_unused_maps || warn_default {
            let maps: Vec<_> = self.dtd.short_ref_maps.values().collect();
            let mut found = Vec::new();
            for i in table_order(maps.iter().map(|map| map.name.as_str())) {
                let map = maps[i];
                let at = declaration_start(map.location);
                if warn_default {
                    for (_, entity) in &map.mappings {
                        if !self.dtd.general_entities.contains_key(entity) {
                            let kind = DtdDiagnosticKind::ShortRefDefaultEntity {
                                entity: entity.clone(),
                                map: map.name.clone(),
                            };
                            found.push((kind, at));
                        }
                    }
                }
                if self.loader.options.warn_unused_maps && !self.used_maps.contains(&map.name) {
                    found.push((DtdDiagnosticKind::UnusedShortRefMap(map.name.clone()), at));
                }
            }
            for (kind, location) in found {
                self.report(kind, location);
            }
        }
        if self.loader.options.warn_unused_parameter_entities {
            let entities: Vec<_> = self.dtd.parameter_entities.values().collect();
            let unused: Vec<_> = table_order(entities.iter().map(|entity| entity.name.as_str()))
                .into_iter()
                .filter(|&i| !self.used_parameter_entities.contains(&(i as u32)))
                .map(|i| entities[i])
                .filter(|entity| !self.is_status_keyword(entity))
                .map(|entity| (entity.name.clone(), declaration_start(entity.location)))
                .collect();
            for (entity, location) in unused {
                self.report(DtdDiagnosticKind::UnusedParameterEntity(entity), location);
            }
        }
        if !name.is_empty() && (whole_document || !self.dtd.elements.is_empty()) {
            let declared = self
                .dtd
                .elements
                .get(name.as_str())
                .is_some_and(|element| element.definition.is_some());
            if !declared {
                self.report(DtdDiagnosticKind::DoctypeNotDeclared(name.clone()), name_at);
            }
        }
    }
}

impl Parser<'_> {
    /// Whether `entity` is an internal entity whose text is `INCLUDE` or `IGNORE`,
    /// separators around it allowed: a marked section's status keyword, which
    /// `-wunused-param` does not report unused (as OpenSP).
    fn is_status_keyword(&self, entity: &Entity) -> bool {
        let EntityData::Internal(text) = &entity.data else {
            return false;
        };
        let classes = &self.loader.declaration.char_classes;
        let separator = |c: char| classes.class(c).intersects(sgml_decl::CharClass::SEPARATOR);
        let word = text.text.trim_matches(separator);
        ["INCLUDE", "IGNORE"].iter().any(|keyword| {
            if self.loader.namecase.general {
                word.eq_ignore_ascii_case(keyword)
            } else {
                word == *keyword
            }
        })
    }
}

/// Where a declaration at `location` starts.
fn declaration_start(location: DeclLocation) -> DeclLocation {
    DeclLocation {
        source: location.source,
        span: sgml_source::Span::empty(location.span.start),
    }
}

impl Parser<'_> {
    /// The lookups of the entities the short reference maps name, at the end of the DTD
    /// as OpenSP makes them (ESIS `-oentity`): map by map in the order of its map table,
    /// each map's delimiters in the order they first appear in the DTD's SHORTREF
    /// declarations.
    fn note_short_ref_lookups(&mut self) {
        if self.dtd.short_ref_maps.is_empty() || !self.loader.options.record_entity_lookups {
            return;
        }
        // Each delimiter's number: the order of first appearance.
        let mut delimiters: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
        for map in self.dtd.short_ref_maps.values() {
            for (delimiter, _) in &map.mappings {
                let next = delimiters.len();
                delimiters.entry(delimiter.as_str()).or_insert(next);
            }
        }
        let order = table_order(self.dtd.short_ref_maps.keys().map(SmolStr::as_str));
        let mut lookups = Vec::new();
        for i in order {
            let Some((_, map)) = self.dtd.short_ref_maps.get_index(i) else {
                continue;
            };
            // The map's first mapping of each delimiter, in the delimiters' order.
            let mut mapped: Vec<(usize, &SmolStr)> = Vec::with_capacity(map.mappings.len());
            let mut seen = std::collections::HashSet::new();
            for (delimiter, entity) in &map.mappings {
                if seen.insert(delimiter.as_str()) {
                    mapped.push((delimiters[delimiter.as_str()], entity));
                }
            }
            mapped.sort_unstable_by_key(|&(number, _)| number);
            lookups.extend(mapped.into_iter().map(|(_, entity)| entity.clone()));
        }
        for entity in lookups {
            self.note_general_lookup(&entity);
        }
    }
}
