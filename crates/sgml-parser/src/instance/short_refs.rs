//! Short reference maps applied in the instance (ISO 8879 9.4.6, 11.5, 11.6): which map
//! is current, which short reference delimiters the lexer looks for, and what a short
//! reference found in content does.
//!
//! The current map is the open element's: the map its element type is associated with
//! by a USEMAP declaration in the DTD, else the map that was current when it started
//! (7.3.1, 11.6); a USEMAP declaration in the content makes a map current for the
//! element it is in. At the document level no map is current. While the current map
//! maps at least one delimiter, the lexer recognises the short references (see
//! [`ShortRefSet`], read with [`Lexer::next_token_with`](sgml_lexer::Lexer::next_token_with)); a short reference the map maps to an entity is a reference to that
//! entity, parsed in the current context like any other (a STARTTAG entity starts an
//! element, with omitted tags implied); one it does not map is data (9.4.6.1).
//!
//! Which delimiters are recognised: ISO 8879 recognises every short reference of the
//! concrete syntax. As OpenSP does, the lexer looks for those some map uses, and for any
//! of the syntax's that contains one of them (`&#RS;B` contains `B` and `&#TAB;`), so
//! that a longer unmapped one is still data where ISO 8879 has it so; the others, being
//! data either way, are not looked for. `docs/divergences.md` has the one difference.

use sgml_decl::{DelimRole, SgmlDeclaration};
use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{Dtd, Entity, MapName};
use sgml_lexer::{LexerConfig, Mode, ShortRefSet, Token, short_ref_contains};
use smol_str::SmolStr;

use super::InstanceParser;
use super::open_elements::OpenElements;
use crate::diagnostic::ParserDiagnosticKind;
use crate::event::EventSink;

/// The map index of the empty map (`#EMPTY`, and no map at all).
pub(super) const EMPTY_MAP: u32 = 0;

/// The short reference maps of one document type, compiled for the instance.
pub(super) struct ShortRefMaps<'d> {
    /// The delimiters the lexer recognises while a map with entries is current.
    set: ShortRefSet,
    /// Index 0 is the empty map; then the DTD's maps in declaration order. Each holds,
    /// for each delimiter of `set`, the entity it is mapped to.
    maps: Vec<Map<'d>>,
    /// For each element type of the DTD: the map its USEMAP declaration names.
    element_maps: Vec<Option<u32>>,
}

struct Map<'d> {
    name: SmolStr,
    entities: Vec<Option<&'d Entity>>,
    /// Whether any delimiter is mapped (else short references need not be looked for).
    any: bool,
}

impl<'d> ShortRefMaps<'d> {
    /// The maps of `dtd` under `declaration`, or `None` when the DTD declares none (then
    /// content is read without short references, at no cost).
    pub(super) fn new(
        declaration: &SgmlDeclaration,
        config: &LexerConfig,
        dtd: &'d Dtd,
    ) -> Option<Box<ShortRefMaps<'d>>> {
        if dtd.short_ref_maps.is_empty() {
            return None;
        }
        let syntax = &declaration.syntax.delimiters.shortref;
        let classes = &declaration.char_classes;
        let is_blank = |c: char| {
            let class = classes.class(c);
            class.intersects(sgml_decl::CharClass::SPACE) || class.intersects(sgml_decl::CharClass::SEPCHAR)
        };
        // The delimiters some map uses, in the order first used; a string the syntax
        // does not have as a short reference is never recognised.
        let mut needed: Vec<SmolStr> = Vec::new();
        for map in dtd.short_ref_maps.values() {
            for (delimiter, _) in &map.mappings {
                if syntax.iter().any(|s| s == delimiter.as_str()) && !needed.contains(delimiter) {
                    needed.push(delimiter.clone());
                }
            }
        }
        // PIO and NET, should the syntax have them as short references.
        for role in [DelimRole::Pio, DelimRole::Net] {
            let delimiter = declaration.delimiter(role);
            if !delimiter.is_empty() && syntax.iter().any(|s| s == delimiter) && !needed.iter().any(|n| n == delimiter)
            {
                needed.push(SmolStr::new(delimiter));
            }
        }
        // Every other (longer or blank) short reference of the syntax that contains one
        // already needed or a general delimiter recognised in content.
        let general: Vec<&str> = [
            DelimRole::Stago,
            DelimRole::Etago,
            DelimRole::Mdo,
            DelimRole::Pio,
            DelimRole::Ero,
            DelimRole::Cro,
            DelimRole::Hcro,
            DelimRole::Msc,
            DelimRole::Net,
        ]
        .iter()
        .map(|&role| declaration.delimiter(role))
        .filter(|d| !d.is_empty())
        .collect();
        for candidate in syntax {
            let mut chars = candidate.chars();
            let simple = matches!((chars.next(), chars.next()), (Some(c), None) if c != 'B' && !is_blank(c));
            if simple || needed.iter().any(|n| n == candidate) {
                continue;
            }
            let contains = general
                .iter()
                .any(|d| short_ref_contains(candidate, d, false, is_blank))
                || needed.iter().any(|n| short_ref_contains(candidate, n, true, is_blank));
            if contains {
                needed.push(SmolStr::new(candidate));
            }
        }
        let bseqlen = declaration.quantities().bseqlen;
        let set = ShortRefSet::new(config, &needed, bseqlen);
        let mut maps = vec![Map {
            name: SmolStr::default(),
            entities: vec![None; needed.len()],
            any: false,
        }];
        for map in dtd.short_ref_maps.values() {
            let mut entities = vec![None; needed.len()];
            for (delimiter, entity) in &map.mappings {
                if let Some(index) = needed.iter().position(|n| n == delimiter)
                    && entities[index].is_none()
                {
                    // An undeclared entity is the `#DEFAULT` one, if any (reported with
                    // the DTD); with none the delimiter is unmapped.
                    entities[index] = dtd.general_entity(entity);
                }
            }
            let any = entities.iter().any(Option::is_some);
            maps.push(Map {
                name: map.name.clone(),
                entities,
                any,
            });
        }
        let element_maps = dtd
            .elements
            .values()
            .map(|element| match &element.usemap {
                Some(MapName::Empty) => Some(EMPTY_MAP),
                Some(MapName::Map(name)) => dtd.short_ref_maps.get_index_of(name).map(|i| i as u32 + 1),
                None => None,
            })
            .collect();
        Some(Box::new(ShortRefMaps {
            set,
            maps,
            element_maps,
        }))
    }

    /// The map an element of type `element` starts with, inside an element whose map is
    /// `parent_map`.
    pub(super) fn map_of(&self, element: ElementId, parent_map: u32) -> u32 {
        self.element_maps
            .get(element.index())
            .copied()
            .flatten()
            .unwrap_or(parent_map)
    }

    /// The map named `name` (folded), for a USEMAP declaration in the instance.
    fn map_named(&self, name: &str) -> Option<u32> {
        self.maps
            .iter()
            .skip(1)
            .position(|map| map.name == name)
            .map(|i| i as u32 + 1)
    }
}

impl ShortRefMaps<'_> {
    /// The short references the lexer is to recognise for reading in `mode` with the
    /// open elements `open`: the set while the current map maps any, in CON mode.
    #[inline]
    pub(super) fn set_for(&self, open: &OpenElements, mode: Mode) -> Option<&ShortRefSet> {
        let current = open.current().map as usize;
        (matches!(mode, Mode::Content { .. }) && self.maps.get(current).is_some_and(|m| m.any)).then_some(&self.set)
    }
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// The next token of the current entity in `mode` when the DTD has maps: with the
    /// short references recognised while the current map maps any. Out of line, so that
    /// reading without maps stays as it was.
    #[inline(never)]
    pub(super) fn next_in_with_short_refs(&mut self, mode: Mode) -> Option<Token> {
        let set = self
            .short_ref_maps
            .as_deref()
            .and_then(|maps| maps.set_for(&self.open, mode));
        let frame = self.frames.last_mut()?;
        frame.lexer.set_mode(mode);
        match set {
            Some(set) => frame.lexer.next_token_with(set),
            None => frame.lexer.next_token(),
        }
    }

    /// A short reference found in content (9.4.6.1): a reference to the entity the
    /// current map maps it to, or data.
    pub(super) fn short_reference(&mut self, token: Token) {
        let index = self.frames.last().map_or(0, |f| f.lexer.short_ref_index());
        let map = self.open.current().map as usize;
        let entity = self
            .short_ref_maps
            .as_deref()
            .and_then(|maps| maps.maps.get(map)?.entities.get(index).copied().flatten());
        match entity {
            Some(entity) => {
                let location = self.location(token.span);
                let end = self.location(sgml_source::Span::empty(token.span.end));
                self.referenced_entity(entity, location, end, end);
            }
            None => self.unmapped_short_reference(token),
        }
    }

    /// A short reference the current map does not map: its characters are data, its
    /// record starts and ends record boundaries (OpenSP's reading); in element content
    /// the separators that begin it are ignored.
    fn unmapped_short_reference(&mut self, token: Token) {
        let text = self.token_text(token);
        let classes = &self.cx.declaration.char_classes;
        let mut offset = token.span.start;
        let mut rest = text;
        if self.in_element_content() {
            let skip = rest.find(|c: char| !classes.is_separator(c)).unwrap_or(rest.len());
            offset += skip as u32;
            rest = &rest[skip..];
            if rest.is_empty() {
                return;
            }
        }
        let line_ends = self.frames.last().map(|f| f.lexer.line_ends());
        let lf_records = line_ends == Some(sgml_lexer::LineEnds::Lf);
        let start_location = self.location(sgml_source::Span::empty(offset));
        self.accept_pcdata(start_location);
        let mut data_start = 0;
        for (i, c) in rest.char_indices() {
            let class = self.cx.declaration.char_classes.class(c);
            let is_re = class.contains(sgml_decl::CharClass::RE) || (c == '\n' && lf_records);
            let is_rs = !is_re && class.contains(sgml_decl::CharClass::RS);
            if !is_re && !is_rs {
                continue;
            }
            if i > data_start {
                let span = sgml_source::Span::new(offset + data_start as u32, offset + i as u32);
                let location = self.location(span);
                self.emit_data(&rest[data_start..i], location);
            }
            let at = self.location(sgml_source::Span::new(
                offset + i as u32,
                offset + (i + c.len_utf8()) as u32,
            ));
            if is_re {
                self.content_record_end(at);
                if c == '\n' && lf_records && i + 1 < rest.len() {
                    // The RS after an LF that is an RE.
                    let rs = self.location(sgml_source::Span::empty(offset + i as u32 + 1));
                    self.content_record_start(rs);
                }
            } else {
                self.content_record_start(at);
            }
            data_start = i + c.len_utf8();
        }
        if data_start < rest.len() {
            let span = sgml_source::Span::new(offset + data_start as u32, token.span.end);
            let location = self.location(span);
            self.emit_data(&rest[data_start..], location);
        }
    }

    /// A USEMAP declaration in content (11.6, production \[152\] without the associated
    /// element type): the map named, or `#EMPTY`, becomes the current element's. Like
    /// any markup declaration, it is markup for the record end rules, in error too.
    pub(super) fn usemap_in_content(&mut self) {
        self.usemap_declaration_in_content();
        self.records.markup();
    }

    fn usemap_declaration_in_content(&mut self) {
        use sgml_lexer::TokenKind;
        let Some(first) = self.next_param_token() else {
            return;
        };
        let first_at = self.location(sgml_source::Span::empty(first.span.start));
        let map = match first.kind {
            TokenKind::Name => {
                let name = self.token_text(first);
                let folded = self.cx.declaration.fold_general(name);
                match self.short_ref_maps.as_deref().and_then(|maps| maps.map_named(&folded)) {
                    Some(map) => Some(map),
                    None => {
                        let name = SmolStr::new(folded);
                        self.report(ParserDiagnosticKind::ShortRefMapUndefined { name }, first_at);
                        None
                    }
                }
            }
            TokenKind::Rni => match self.next_token(Mode::Markup) {
                Some(k) if k.kind == TokenKind::Name && self.token_text(k).eq_ignore_ascii_case("EMPTY") => {
                    Some(EMPTY_MAP)
                }
                _ => {
                    self.report(ParserDiagnosticKind::UsemapInvalid, first_at);
                    self.skip_declaration();
                    return;
                }
            },
            _ => {
                self.report(ParserDiagnosticKind::UsemapInvalid, first_at);
                self.lexer().seek(first.span.start);
                self.skip_declaration();
                return;
            }
        };
        // An associated element type is not allowed in the instance (11.6); the map
        // does not change then (as in OpenSP).
        match self.next_param_token() {
            Some(t) if t.kind == TokenKind::Mdc => {}
            Some(t) => {
                let location = self.location(sgml_source::Span::empty(t.span.start));
                self.report(ParserDiagnosticKind::UsemapInvalid, location);
                self.lexer().seek(t.span.start);
                self.skip_declaration();
                return;
            }
            None => return,
        }
        // At the document level too: the document element then starts with it.
        if let Some(map) = map {
            self.open.current_mut().map = map;
        }
    }

    /// The next parameter of a declaration in content: a token other than a separator.
    pub(super) fn next_param_token(&mut self) -> Option<Token> {
        loop {
            let token = self.next_token(Mode::Markup)?;
            if !token.kind.is_separator() {
                return Some(token);
            }
        }
    }
}
