//! The parser's state and its parameter-level reading: parameters of a markup
//! declaration with separators, comments and parameter entity references taken care
//! of (ISO 8879 10.1.1, `ps`), entity expansion with its limits, and diagnostics.

use std::collections::VecDeque;
use std::sync::Arc;

use sgml_decl::{CharClass, CharClasses, ReservedNames};
use sgml_lexer::{Mode, Token, TokenKind};
use sgml_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::DtdLoader;
use super::diagnostic::{DtdDiagnostic, DtdDiagnosticKind};
use super::input::{FrameText, Input, Scanner};
use crate::catalog::{
    EntityKind, ExternalEntity, ResolveError, StorageKind, StorageLocation, decode_bytes_as_characters, decode_text,
};
use crate::content_model::{ElementId, Occurrence};
use crate::dtd::{DeclLocation, Dtd, ElementType, EntityData, Source, SourceKind};

/// One parameter of a markup declaration.
#[derive(Clone, Debug)]
pub(super) struct Param {
    /// The token's kind; `None` at the end of the entity the declaration began in.
    pub(super) kind: Option<TokenKind>,
    /// Where it is.
    pub(super) at: DeclLocation,
    /// Its text (for names, numbers and name tokens; delimiters too, for messages).
    pub(super) text: SmolStr,
    /// Whether a parameter separator came before it.
    pub(super) sep: bool,
}

impl Param {
    /// How a message names it.
    pub(super) fn found(&self) -> SmolStr {
        match self.kind {
            None => SmolStr::new_static("the end of the entity"),
            Some(_) => smol_str::format_smolstr!("\"{}\"", self.text),
        }
    }
}

/// A marked section open in a declaration subset.
pub(super) struct OpenMarkedSection {
    /// The input depth of the entity it began in.
    pub(super) depth: usize,
}

/// The DTD parser.
pub(super) struct Parser<'a> {
    pub(super) input: Input<'a, 'a>,
    pub(super) loader: &'a DtdLoader<'a>,
    pub(super) dtd: Dtd,
    pub(super) diagnostics: Vec<DtdDiagnostic>,
    /// Bytes of entity text expanded so far.
    expanded: u64,
    /// Whether the expansion limit was reported (and nothing is reported after it).
    pub(super) expansion_reported: bool,
    /// Per parameter entity (by index): its text and source, once read.
    entity_texts: Vec<Option<(FrameText, u32)>>,
    /// Per source: where it was read from, for system identifiers relative to it.
    pub(super) locations: Vec<Option<StorageLocation>>,
    /// The input depth at which the current declaration began.
    pub(super) decl_base: usize,
    /// A parameter read and given back.
    pub(super) pending: Option<Param>,
    /// Parameters read ahead (with whether a separator came before each), all of the
    /// innermost entity, which stays open while any is here.
    pub(super) buffered: VecDeque<(Token, bool)>,
    /// Model group tokens read ahead, likewise, with their occurrence indicators.
    pub(super) group_buffered: VecDeque<(Token, bool, Occurrence)>,
    /// The kind of the last token read as a parameter or group token, so that a
    /// declaration in error whose MDC was already read is not skipped past it.
    pub(super) last_kind: Option<TokenKind>,
    /// Marked sections open, innermost last.
    pub(super) marked_sections: Vec<OpenMarkedSection>,
    /// The occurrence indicator read with the last model group token.
    pub(super) occurrence: Occurrence,
    /// The processing instructions read in the subsets, in order.
    pub(super) processing_instructions: Vec<super::ProcessingInstruction>,
    /// Whether the last literal read ended with its entity rather than its delimiter.
    pub(super) literal_unterminated: bool,
    /// The last literal read had a character reference to a number the document
    /// character set does not describe: the declaration it is in is not made.
    pub(super) literal_invalid: bool,
    /// The byte ranges of the last attribute value literal that references to SDATA
    /// entities gave.
    pub(super) literal_sdata: Vec<(u32, u32)>,
    /// General entities referred to in attribute value literals without being
    /// declared, with where each was first referred to (OpenSP declares such an entity
    /// at its first reference, so later references give fewer messages).
    pub(super) undeclared_general_entities: Vec<(SmolStr, DeclLocation)>,
    /// The names of [`Dtd::defaulted_general_entities`], to look them up.
    pub(super) defaulted_names: std::collections::HashSet<SmolStr>,
    /// After an error in a declaration subset: what cannot be recognised is skipped
    /// without a report, until something is recognised.
    pub(super) skipping: bool,
    /// The notations declared by NOTATION declarations (others in the table only
    /// have data attributes).
    pub(super) declared_notations: Vec<SmolStr>,
    /// The parameter entities (by index) referred to so far (`-wunused-param`).
    pub(super) used_parameter_entities: std::collections::HashSet<u32>,
    /// The short reference maps a USEMAP declaration named (`-wunused-map`).
    pub(super) used_maps: std::collections::HashSet<SmolStr>,
    /// The names in each attribute definition list (by index) that a later ATTLIST
    /// added to (Web SGML): looked up by name, so that n declarations for one element
    /// type take n steps, not n² (the list was searched through for each).
    pub(super) merged_names: std::collections::HashMap<u32, std::collections::HashSet<SmolStr>>,
    /// The attribute definition lists (by index) of more than one element type.
    pub(super) shared_lists: std::collections::HashSet<u32>,
    /// While a link type declaration subset is read: what it declared so far (ISO
    /// 8879 12.1.4); its ATTLIST declarations define link attributes in `dtd`.
    pub(super) link: Option<Box<super::link::LinkBuild>>,
    /// The closing delimiter of the last attribute value literal read.
    pub(super) last_literal_close: DeclLocation,
    /// The GRPC of the last name group of element types read.
    pub(super) last_group_close: DeclLocation,
}

impl<'a> Parser<'a> {
    /// `name` as a reserved name, to compare with one (ISO 8879 9.3, 13.4.7): folded
    /// to upper case under NAMECASE GENERAL YES, else taken as it is.
    ///
    /// Under a concrete syntax that gives reserved names substitutes (NAMES, 13.4.7) the
    /// substitute stands for its reference name, and a reference name that has one is
    /// no longer reserved: `keyword` gives the reference name the document's name stands
    /// for, nothing for a replaced one, and other names as they are.
    pub(super) fn keyword(&self, name: &str) -> Keyword {
        let fold = self.loader.namecase.general;
        let reserved = self.loader.declaration.reserved_names();
        if reserved.substitutions().is_empty() {
            return Keyword::new(name, fold);
        }
        let declared = if fold {
            name.to_ascii_uppercase()
        } else {
            name.to_owned()
        };
        match reserved.lookup(&declared) {
            Some(reference) => Keyword::new(reference, false),
            None if ReservedNames::reference_name(&declared).is_some() => Keyword::new("", false),
            None => Keyword::new(name, fold),
        }
    }

    /// Whether `param` is a name spelling the reserved name `keyword` (given in upper
    /// case): in any case under NAMECASE GENERAL YES, else exactly; its substitute
    /// instead when the concrete syntax gives it one (see [`keyword`](Self::keyword)).
    pub(super) fn is_keyword(&self, param: &Param, keyword: &str) -> bool {
        if param.kind != Some(TokenKind::Name) {
            return false;
        }
        if !self.loader.declaration.reserved_names().substitutions().is_empty() {
            return self.keyword(&param.text).as_str() == keyword;
        }
        if self.loader.namecase.general {
            param.text.eq_ignore_ascii_case(keyword)
        } else {
            param.text == keyword
        }
    }

    /// A parser reading `document` (named `document_name` in messages, read from
    /// `document_location`) from byte `offset`: a declaration of the prolog.
    pub(super) fn in_document(
        loader: &'a DtdLoader<'a>,
        document: &'a str,
        offset: u32,
        document_name: &str,
        document_location: Option<&StorageLocation>,
    ) -> Parser<'a> {
        let mut parser = Parser::new(loader, document);
        let source = parser.add_source(
            SmolStr::new(document_name),
            SourceKind::Document,
            None,
            document_location.cloned(),
        );
        let start = offset.min(document.len() as u32);
        parser.input.push(FrameText::Document, start, source, None, None);
        parser
    }

    pub(super) fn new(loader: &'a DtdLoader<'a>, document: &'a str) -> Parser<'a> {
        Parser {
            input: Input::new(document, &loader.config),
            loader,
            dtd: Dtd {
                predefined_general_entities: predefined_entities(loader),
                ..Dtd::default()
            },
            diagnostics: Vec::new(),
            expanded: 0,
            expansion_reported: false,
            entity_texts: Vec::new(),
            locations: Vec::new(),
            decl_base: 0,
            pending: None,
            buffered: VecDeque::with_capacity(READ_AHEAD),
            group_buffered: VecDeque::new(),
            last_kind: None,
            marked_sections: Vec::new(),
            occurrence: Occurrence::Once,
            skipping: false,
            processing_instructions: Vec::new(),
            literal_unterminated: false,
            literal_invalid: false,
            literal_sdata: Vec::new(),
            undeclared_general_entities: Vec::new(),
            defaulted_names: std::collections::HashSet::new(),
            declared_notations: Vec::new(),
            used_parameter_entities: std::collections::HashSet::new(),
            used_maps: std::collections::HashSet::new(),
            merged_names: std::collections::HashMap::new(),
            shared_lists: std::collections::HashSet::new(),
            link: None,
            last_literal_close: DeclLocation::default(),
            last_group_close: DeclLocation::default(),
        }
    }

    // ---- diagnostics ----------------------------------------------------------

    /// Report `kind` at `at`, with the chain of the entities open now.
    pub(super) fn report(&mut self, kind: DtdDiagnosticKind, at: DeclLocation) {
        // Once the expansion limit is reached, later references are left out and the
        // rest of the DTD is not what was written: nothing more is reported in it.
        if self.expansion_reported {
            return;
        }
        let limit = self.loader.options.max_diagnostics;
        if self.diagnostics.len() > limit {
            return;
        }
        let (kind, at) = if self.diagnostics.len() == limit {
            (DtdDiagnosticKind::TooManyDiagnostics, at)
        } else {
            (kind, at)
        };
        // The chain of the entity `at` is in: its reference, then those of the entities
        // outside it.
        let mut chain = Vec::new();
        if let Some(inner) = self.input.frames.iter().rposition(|f| f.source == at.source) {
            chain.extend(self.input.frames[..=inner].iter().rev().filter_map(|f| f.reference));
        }
        self.diagnostics.push(DtdDiagnostic {
            diagnostic: Diagnostic::new(kind, at.span),
            source: at.source,
            chain,
        });
    }

    /// Report that `expected` was expected where `param` stands.
    pub(super) fn expected(&mut self, expected: &'static str, param: &Param) {
        let mut found = param.found();
        // A reference reserved name the concrete syntax replaced (NAMES, 13.4.7) is
        // no longer reserved: say what stands for it now.
        let reserved = self.loader.declaration.reserved_names();
        if param.kind == Some(TokenKind::Name)
            && !reserved.substitutions().is_empty()
            && let Some(reference) = ReservedNames::reference_name(&param.text.to_ascii_uppercase())
            && reserved.get(reference) != reference
        {
            found = smol_str::format_smolstr!(
                "{found}, a reserved name this concrete syntax replaces by \"{}\"",
                reserved.get(reference)
            );
        }
        let kind = DtdDiagnosticKind::UnexpectedToken { expected, found };
        self.report(kind, param.at);
    }

    /// Report the non-SGML character of `token` (a `NonSgml` token of the innermost
    /// entity) at its place.
    pub(super) fn report_non_sgml(&mut self, token: Token) {
        let number = self.input.slice(token.span).chars().next().map_or(0, u32::from);
        let at = self.input.at(token.span);
        self.report(DtdDiagnosticKind::NonSgmlCharacter(number), at);
    }

    /// Report each non-SGML character (ISO 8879 13.1.1: one the document character set
    /// leaves UNUSED) in `span` of the innermost entity, at its place, as onsgmls does
    /// for the text of comments and processing instructions.
    pub(super) fn report_non_sgml_in(&mut self, span: Span) {
        let mut from = span.start as usize;
        let end = span.end as usize;
        while from < end {
            let classes = self.loader.config.classes();
            let Some(text) = self.input.text().get(from..end) else {
                return;
            };
            let Some((offset, c)) = first_non_sgml(text, classes, self.loader.plain_sgml) else {
                return;
            };
            let start = (from + offset) as u32;
            let at = self.input.at(Span::new(start, start + c.len_utf8() as u32));
            self.report(DtdDiagnosticKind::NonSgmlCharacter(u32::from(c)), at);
            from += offset + c.len_utf8();
        }
    }

    /// Check a quantity: report when `count` exceeds the declaration's `limit`.
    pub(super) fn check_quantity(&mut self, quantity: &'static str, limit: u32, count: u64, at: DeclLocation) {
        if count > u64::from(limit) {
            self.report(DtdDiagnosticKind::QuantityExceeded { quantity, limit, count }, at);
        }
    }

    // ---- sources --------------------------------------------------------------

    /// Register an entity text as a source.
    pub(super) fn add_source(
        &mut self,
        name: SmolStr,
        kind: SourceKind,
        text: Option<Arc<str>>,
        location: Option<StorageLocation>,
    ) -> u32 {
        let index = self.dtd.sources.len() as u32;
        self.dtd.sources.push(Source {
            name,
            kind,
            text: text.map(SmolStr::from),
        });
        self.locations.push(location);
        index
    }

    /// Where the external entity `request` is, through the catalogs and the file access
    /// policy. `entity` names it for messages. One that cannot be located is reported at
    /// `not_found_at`; one that may not be read (a file the policy refuses, a URL), at
    /// `unreadable_at`, where onsgmls reports a file it cannot open.
    pub(super) fn locate_external(
        &mut self,
        request: &ExternalEntity<'_>,
        entity: SmolStr,
        declared_at: Option<DeclLocation>,
        not_found_at: DeclLocation,
        unreadable_at: DeclLocation,
    ) -> Option<Located> {
        let resolution = self.loader.catalogs.resolve(self.loader.storage, request);
        match resolution.result {
            Ok(resolved) => match self.loader.file_access.permit(&resolved) {
                Ok(read) => Some(Located {
                    read,
                    named: resolved.location,
                }),
                Err(refused) => {
                    let kind = DtdDiagnosticKind::ExternalEntityUnreadable {
                        location: refused.path.display().to_string(),
                        reason: refused.reason.to_string(),
                    };
                    self.report(kind, unreadable_at);
                    None
                }
            },
            Err(error @ ResolveError::NotLocal(_)) => {
                let kind = DtdDiagnosticKind::ExternalEntityUnreadable {
                    location: request.system_id.unwrap_or_default().to_owned(),
                    reason: error.to_string(),
                };
                self.report(kind, unreadable_at);
                None
            }
            Err(error) => {
                // An external subset's identifier is declared where it is used
                // (`declared_at`): OpenSP warns there that it can make no system
                // identifier, then fails to read it (a DELEGATE entry that fails says
                // so instead). An entity's was warned about at its declaration.
                if let Some(declared_at) = declared_at
                    && request.system_id.is_none()
                    && matches!(error, ResolveError::NotInCatalog)
                {
                    let kind = DtdDiagnosticKind::NoSystemIdentifier {
                        entity: entity.clone(),
                        parameter: false,
                        public_id: request.public_id.map(SmolStr::new),
                    };
                    self.report(kind, declared_at);
                }
                let kind = DtdDiagnosticKind::ExternalEntityNotFound {
                    entity,
                    public_id: request.public_id.map(SmolStr::new),
                    system_id: request.system_id.map(SmolStr::new),
                };
                self.report(kind, not_found_at);
                None
            }
        }
    }

    /// Read the external entity `located` and register it as a source, named as it was
    /// found.
    pub(super) fn read_external(
        &mut self,
        located: Located,
        kind: SourceKind,
        at: DeclLocation,
    ) -> Option<(Arc<str>, u32)> {
        let Located { read: location, named } = located;
        // Only regular files: a device such as /dev/zero would never end.
        if self.loader.storage.kind(&location) != StorageKind::File {
            let kind = DtdDiagnosticKind::ExternalEntityUnreadable {
                location: named.to_string(),
                reason: "not a readable file".to_owned(),
            };
            self.report(kind, at);
            return None;
        }
        let text: Arc<str> = match self.loader.storage.read(&location) {
            Ok(bytes) => {
                if u32::try_from(bytes.len()).is_err() {
                    let kind = DtdDiagnosticKind::ExternalEntityUnreadable {
                        location: named.to_string(),
                        reason: "larger than 4 GiB".to_owned(),
                    };
                    self.report(kind, at);
                    return None;
                }
                if self.loader.options.bytes_as_characters {
                    Arc::from(decode_bytes_as_characters(&bytes).as_str())
                } else {
                    Arc::from(decode_text(&bytes).as_ref())
                }
            }
            Err(error) => {
                let kind = DtdDiagnosticKind::ExternalEntityUnreadable {
                    location: named.to_string(),
                    reason: error.to_string(),
                };
                self.report(kind, at);
                return None;
            }
        };
        let source = self.add_source(SmolStr::new(named.to_string()), kind, Some(text.clone()), Some(named));
        Some((text, source))
    }

    // ---- names ----------------------------------------------------------------

    /// A general name (element type, attribute, notation, token) folded as NAMECASE
    /// GENERAL says, with NAMELEN checked.
    pub(super) fn general_name(&mut self, param: &Param) -> SmolStr {
        self.check_name_length(param);
        if !self.loader.namecase.general {
            return param.text.clone();
        }
        fold(&param.text, |c| self.loader.config.classes().to_upper(c))
    }

    /// An entity name, folded only under NAMECASE ENTITY YES, with NAMELEN checked.
    pub(super) fn entity_name(&mut self, param: &Param) -> SmolStr {
        self.check_name_length(param);
        if !self.loader.namecase.entity {
            return param.text.clone();
        }
        fold(&param.text, |c| self.loader.config.classes().to_upper(c))
    }

    fn check_name_length(&mut self, param: &Param) {
        let limit = self.loader.quantities.namelen;
        if param.text.len() > limit as usize {
            let count = param.text.chars().count() as u64;
            self.check_quantity("NAMELEN", limit, count, param.at);
        }
    }

    /// The id of element type `name`, added to the table when new.
    pub(super) fn intern_element(&mut self, name: SmolStr) -> ElementId {
        let entry = self.dtd.elements.entry(name);
        let index = entry.index();
        if let indexmap::map::Entry::Vacant(vacant) = entry {
            let name = vacant.key().clone();
            vacant.insert(ElementType {
                name,
                definition: None,
                attributes: None,
                usemap: None,
            });
        }
        ElementId(index as u32)
    }

    // ---- parameters -----------------------------------------------------------

    /// Give a parameter back to be read again.
    pub(super) fn unread(&mut self, param: Param) {
        self.pending = Some(param);
    }

    /// The next parameter of the current declaration in MD mode, after any parameter
    /// separators (ISO 8879 10.1.1: `ps = s | Ee | parameter entity reference |
    /// comment`).
    pub(super) fn next_param(&mut self) -> Param {
        if let Some(param) = self.pending.take() {
            self.last_kind = param.kind;
            return param;
        }
        let mut sep = false;
        loop {
            let next = match self.buffered.pop_front() {
                Some((token, buffered_sep)) => {
                    sep |= buffered_sep;
                    Skipped::Token(token)
                }
                None => {
                    let buffered = &mut self.buffered;
                    let plain_sgml = self.loader.plain_sgml;
                    self.input.scan(|s| {
                        let first = skip_separators_checked(s, Mode::Markup, true, plain_sgml, &mut sep);
                        if let Skipped::Token(token) = first
                            && batches(token.kind)
                        {
                            read_ahead(s, buffered, plain_sgml);
                        }
                        first
                    })
                }
            };
            match next {
                Skipped::End => {
                    if self.input.depth() > self.decl_base {
                        self.input.pop();
                        sep = true;
                        continue;
                    }
                    return Param {
                        kind: None,
                        at: self.input.here(),
                        text: SmolStr::default(),
                        sep,
                    };
                }
                Skipped::UnterminatedComment(open) => {
                    self.report_non_sgml_in(Span::new(open.span.end, self.input.position()));
                    let at = self.input.at(open.span);
                    self.report(DtdDiagnosticKind::UnterminatedComment, at);
                }
                Skipped::NonSgmlInComment(body) => self.report_non_sgml_in(body),
                Skipped::Token(token) if token.kind == TokenKind::ParamEntityRef => {
                    self.expand_reference(token);
                    sep = true;
                }
                // Reported and ignored, separating nothing (OpenSP: parseParam); but
                // right after RNI, where a reserved name must follow at once, it is the
                // parameter in error.
                Skipped::Token(token) if token.kind == TokenKind::NonSgml && self.last_kind != Some(TokenKind::Rni) => {
                    self.report_non_sgml(token);
                }
                Skipped::Token(token) => return self.param(token, sep),
            }
        }
    }

    /// Give back the parameters read ahead: the innermost entity continues at the
    /// first of them. Whatever reads the input other than through
    /// [`next_param`](Self::next_param) calls this first.
    pub(super) fn unread_buffered(&mut self) {
        if let Some(&(first, _)) = self.buffered.front() {
            self.input.advance_to(first.span.start);
            self.buffered.clear();
        }
        if let Some(&(first, _, _)) = self.group_buffered.front() {
            self.input.advance_to(first.span.start);
            self.group_buffered.clear();
        }
    }

    /// A parameter for `token` of the innermost entity.
    pub(super) fn param(&mut self, token: Token, sep: bool) -> Param {
        self.last_kind = Some(token.kind);
        let text = match token.kind {
            TokenKind::Name | TokenKind::Number | TokenKind::NameToken | TokenKind::Invalid | TokenKind::NonSgml => {
                short_str(self.input.slice(token.span))
            }
            kind => SmolStr::new_static(delimiter_text(kind)),
        };
        Param {
            kind: Some(token.kind),
            at: self.input.at(token.span),
            text,
            sep,
        }
    }

    /// Read a comment after its opening COM, up to the closing COM. With `check`, the
    /// non-SGML characters in it are reported (not when a declaration in error is
    /// skipped: onsgmls does not look at those comments).
    pub(super) fn skip_comment(&mut self, open: Token, check: bool) -> bool {
        let closed = self.input.scan(|s| s.skip_comment_text());
        if check {
            let end = self.input.position().saturating_sub(if closed { 2 } else { 0 });
            self.report_non_sgml_in(Span::new(open.span.end, end));
        }
        if !closed {
            let at = self.input.at(open.span);
            self.report(DtdDiagnosticKind::UnterminatedComment, at);
        }
        closed
    }

    /// Give up a declaration in error, as OpenSP does: the token in error is consumed,
    /// and the declaration subset reads on from there, skipping silently what it cannot
    /// recognise until the next markup declaration, processing instruction, parameter
    /// entity reference, marked section end or DSC.
    pub(super) fn skip_declaration(&mut self) {
        self.unread_buffered();
        self.pending = None;
        self.skipping = true;
    }

    /// Skip the rest of a declaration in error up to its MDC (or the end of the entity
    /// it began in), as OpenSP does for a comment declaration. Literals and comments
    /// are skipped whole; parameter entity references are not expanded.
    pub(super) fn skip_to_mdc(&mut self) {
        self.unread_buffered();
        match self.pending.take() {
            Some(param) if param.kind.is_none_or(|k| k == TokenKind::Mdc) => return,
            Some(_) => {}
            None if self.last_kind == Some(TokenKind::Mdc) => return,
            None => {}
        }
        loop {
            let Some(token) = self.input.next(Mode::Markup) else {
                if self.input.depth() > self.decl_base {
                    self.input.pop();
                    continue;
                }
                return;
            };
            match token.kind {
                TokenKind::Mdc => return,
                TokenKind::Com if !self.skip_comment(token, false) => return,
                TokenKind::Lit | TokenKind::Lita => {
                    let quote = if token.kind == TokenKind::Lit {
                        sgml_lexer::Quote::Lit
                    } else {
                        sgml_lexer::Quote::Lita
                    };
                    let mode = Mode::Literal {
                        quote,
                        data: sgml_lexer::LiteralData::Plain,
                    };
                    while let Some(inner) = self.input.next(mode) {
                        if inner.kind == token.kind {
                            break;
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Expect the MDC that ends a declaration (after optional separators); report and
    /// skip to it otherwise. Returns where the MDC is.
    pub(super) fn expect_mdc(&mut self) -> DeclLocation {
        let param = self.next_param();
        if param.kind == Some(TokenKind::Mdc) {
            return param.at;
        }
        self.expected("the end of the declaration (\">\")", &param);
        self.unread(param);
        self.skip_declaration();
        self.input.here()
    }

    // ---- entities -------------------------------------------------------------

    /// Expand the parameter entity reference `token` of the innermost entity: push
    /// the entity's text (ISO 8879 9.4.4). Undeclared, recursive, too deep or over the
    /// expansion limit: report and skip it.
    pub(super) fn expand_reference(&mut self, token: Token) -> bool {
        let name_span = self.input.reference_name(token);
        let at = self.input.at(name_span);
        let reference = self.input.at(token.span);
        let name = SmolStr::new(self.input.slice(name_span));
        let name = if self.loader.namecase.entity {
            fold(&name, |c| self.loader.config.classes().to_upper(c))
        } else {
            name
        };
        let Some(index) = self.dtd.parameter_entities.get_index_of(&name) else {
            self.report(DtdDiagnosticKind::UndefinedParameterEntity(name), at);
            return false;
        };
        let index = index as u32;
        self.used_parameter_entities.insert(index);
        if self.loader.options.record_entity_lookups
            && self.dtd.entity_lookups.len() < crate::dtd::MAX_RECORDED_ENTITY_LOOKUPS
        {
            self.dtd.entity_lookups.push(crate::dtd::EntityLookup {
                parameter: true,
                name: name.clone(),
                at: self.input.document_position(),
            });
        }
        if self.input.is_open(index) {
            self.report(DtdDiagnosticKind::EntityRecursion(name), at);
            return false;
        }
        let max_depth = self.loader.options.max_entity_depth;
        if self.input.depth() >= max_depth as usize {
            self.report(DtdDiagnosticKind::EntityNestingTooDeep(max_depth), at);
            return false;
        }
        // onsgmls reports an entity it cannot find at the end of the reference's name,
        // one it cannot read at the reference's start.
        let not_found_at = self.input.at(sgml_source::Span::empty(name_span.end));
        let reference_start = DeclLocation {
            source: reference.source,
            span: sgml_source::Span::empty(reference.span.start),
        };
        let Some((text, source)) = self.entity_text(index, &name, not_found_at, reference_start) else {
            return false;
        };
        let len = match &text {
            FrameText::Shared(text) => text.len() as u64,
            FrameText::Document => 0,
        };
        if !self.within_expansion(len.max(1), at) {
            return false;
        }
        self.input.push(text, 0, source, Some(index), Some(reference));
        true
    }

    /// The text of external general entity `name` referred to in a literal of the DTD
    /// (a default value), located and read as onsgmls reads it; one that cannot be
    /// found or read is reported at `at`, and the text counts toward the expansion limit.
    pub(super) fn external_text_in_literal(&mut self, name: &SmolStr, at: DeclLocation) -> Option<Arc<str>> {
        let entity = self.dtd.general_entity(name)?;
        let EntityData::External { id, .. } = &entity.data else {
            return None;
        };
        let (id, source) = (id.clone(), entity.location.source);
        let (text, _) = self.read_entity_file(EntityKind::GeneralEntity, name, name.clone(), &id, source, at, at)?;
        self.within_expansion(text.len() as u64, at).then_some(text)
    }

    /// Count `len` more bytes of entity text read: past the expansion limit, reported
    /// (once) at `at`, and false.
    fn within_expansion(&mut self, len: u64, at: DeclLocation) -> bool {
        self.expanded = self.expanded.saturating_add(len);
        if self.expanded > self.loader.options.max_expansion {
            if !self.expansion_reported {
                self.report(DtdDiagnosticKind::ExpansionLimit(self.loader.options.max_expansion), at);
                // What follows is read without the references left out: its errors
                // would be those of a DTD nobody wrote.
                self.expansion_reported = true;
            }
            return false;
        }
        true
    }

    /// Read the file of the external entity `name` of `kind` (named `label` in
    /// messages) with identifier `id`, declared in source `declared_source` (system
    /// identifiers are relative to it): located through the catalogs and the file access
    /// policy, registered as a source. One that cannot be found is reported at
    /// `not_found_at`, one that cannot be read at `unreadable_at`.
    #[allow(clippy::too_many_arguments)]
    fn read_entity_file(
        &mut self,
        kind: EntityKind,
        name: &str,
        label: SmolStr,
        id: &crate::parse::ExternalId,
        declared_source: u32,
        not_found_at: DeclLocation,
        unreadable_at: DeclLocation,
    ) -> Option<(Arc<str>, u32)> {
        let declared_in = self.locations.get(declared_source as usize).cloned().flatten();
        let request = ExternalEntity {
            kind,
            name,
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            fold_case: self.loader.namecase.entity,
            declared_in: declared_in.as_ref(),
        };
        let located = self.locate_external(&request, label, None, not_found_at, unreadable_at)?;
        self.read_external(located, SourceKind::ExternalEntity, unreadable_at)
    }

    /// The text of parameter entity `index`, read (and registered as a source) the
    /// first time.
    fn entity_text(
        &mut self,
        index: u32,
        name: &SmolStr,
        not_found_at: DeclLocation,
        unreadable_at: DeclLocation,
    ) -> Option<(FrameText, u32)> {
        if let Some(Some((text, source))) = self.entity_texts.get(index as usize) {
            return Some((text.clone(), *source));
        }
        let (_, entity) = self.dtd.parameter_entities.get_index(index as usize)?;
        let found = match &entity.data {
            EntityData::Internal(text) => {
                let text: Arc<str> = Arc::from(text.text.as_str());
                let source = self.add_source(
                    smol_str::format_smolstr!("%{name}"),
                    SourceKind::InternalEntity,
                    Some(text.clone()),
                    None,
                );
                (FrameText::Shared(text), source)
            }
            EntityData::External { id, .. } => {
                let (id, declared) = (id.clone(), entity.location.source);
                let label = smol_str::format_smolstr!("%{name}");
                let kind = EntityKind::ParameterEntity;
                let (text, source) =
                    self.read_entity_file(kind, name, label, &id, declared, not_found_at, unreadable_at)?;
                (FrameText::Shared(text), source)
            }
        };
        if self.entity_texts.len() <= index as usize {
            self.entity_texts.resize(index as usize + 1, None);
        }
        self.entity_texts[index as usize] = Some(found.clone());
        Some(found)
    }
}

/// A name upper-cased on the stack, to match against reserved names (which NAMECASE
/// GENERAL YES makes case-insensitive); names longer than any reserved name, or not
/// ASCII, match none.
pub(super) struct Keyword {
    buffer: [u8; 12],
    len: usize,
}

impl Keyword {
    /// `name` as a reserved name: in upper case when `fold` (NAMECASE GENERAL YES),
    /// else as it is, so that only the reserved name's own spelling matches.
    pub(super) fn new(name: &str, fold: bool) -> Keyword {
        let mut buffer = [0u8; 12];
        if name.len() > buffer.len() || !name.is_ascii() {
            return Keyword { buffer, len: 0 };
        }
        buffer[..name.len()].copy_from_slice(name.as_bytes());
        if fold {
            buffer.make_ascii_uppercase();
        }
        Keyword {
            buffer,
            len: name.len(),
        }
    }

    pub(super) fn as_str(&self) -> &str {
        std::str::from_utf8(&self.buffer[..self.len]).unwrap_or("")
    }
}

/// `text` as a `SmolStr`, copied inline without further checks when it fits.
#[inline]
pub(super) fn short_str(text: &str) -> SmolStr {
    if text.len() <= 23 {
        SmolStr::new_inline(text)
    } else {
        SmolStr::new(text)
    }
}

/// What a run of separators ended at.
pub(super) enum Skipped {
    /// A token that is not a separator (nor a comment, where comments are skipped).
    Token(Token),
    /// A comment that the entity ends in, opened by this COM.
    UnterminatedComment(Token),
    /// A comment read whole whose text (this span, between the COMs) holds non-SGML
    /// characters, to be reported.
    NonSgmlInComment(Span),
    /// The end of the entity.
    End,
}

/// Skip separators (and comments when `comments`) in `mode`; `sep` is set when any
/// was skipped.
pub(super) fn skip_separators(s: &mut Scanner<'_, '_>, mode: Mode, comments: bool, sep: &mut bool) -> Skipped {
    skip_separators_checked(s, mode, comments, false, sep)
}

/// [`skip_separators`], with [`first_non_sgml`]'s `plain_sgml` for the comments.
pub(super) fn skip_separators_checked(
    s: &mut Scanner<'_, '_>,
    mode: Mode,
    comments: bool,
    plain_sgml: bool,
    sep: &mut bool,
) -> Skipped {
    loop {
        if s.skip_separator_chars() {
            *sep = true;
        }
        let Some(token) = s.next(mode) else {
            return Skipped::End;
        };
        match token.kind {
            TokenKind::Separator | TokenKind::Re | TokenKind::Rs => *sep = true,
            TokenKind::Com if comments => {
                *sep = true;
                if !s.skip_comment_text() {
                    return Skipped::UnterminatedComment(token);
                }
                let body = Span::new(token.span.end, s.position().saturating_sub(2));
                if s.text()
                    .get(body.range())
                    .is_some_and(|text| first_non_sgml(text, s.classes(), plain_sgml).is_some())
                {
                    return Skipped::NonSgmlInComment(body);
                }
            }
            _ => return Skipped::Token(token),
        }
    }
}

/// Whether parameters of this kind may be followed by more read in the same scan: the
/// kinds after which the declaration parsers read on only with `next_param`.
fn batches(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Name
            | TokenKind::Number
            | TokenKind::NameToken
            | TokenKind::Rni
            | TokenKind::Minus
            | TokenKind::Plus
            | TokenKind::Pero
    )
}

/// The most parameters read ahead in one scan.
const READ_AHEAD: usize = 16;

/// Read ahead parameters of the innermost entity into `buffered` while they are of
/// the [`batches`] kinds; the first of another kind (a literal's opening delimiter, a
/// GRPO, an MDC, a reference) is read too and ends the run. A comment the entity ends
/// in, or the entity's end, is left to be read again.
fn read_ahead(s: &mut Scanner<'_, '_>, buffered: &mut VecDeque<(Token, bool)>, plain_sgml: bool) {
    while buffered.len() < READ_AHEAD {
        let before = s.position();
        let mut sep = false;
        match skip_separators_checked(s, Mode::Markup, true, plain_sgml, &mut sep) {
            Skipped::Token(token) => {
                buffered.push_back((token, sep));
                if !batches(token.kind) {
                    return;
                }
            }
            Skipped::End | Skipped::UnterminatedComment(_) | Skipped::NonSgmlInComment(_) => {
                s.seek(before);
                return;
            }
        }
    }
}

/// The first non-SGML character of `text` (ISO 8879 13.1.1: one the document character
/// set leaves UNUSED) and its offset. When `plain_sgml` says that the [`plain`] bytes are
/// all SGML characters (as in every HTML declaration), text made only of them is passed
/// in one vectorizable sweep; otherwise, a table look-up per ASCII byte.
pub(super) fn first_non_sgml(text: &str, classes: &CharClasses, plain_sgml: bool) -> Option<(usize, char)> {
    if plain_sgml && all_plain(text.as_bytes()) {
        return None;
    }
    let table = classes.low_table();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b < 0x80 {
            if table[b as usize].contains(CharClass::NON_SGML) {
                return Some((i, char::from(b)));
            }
            i += 1;
        } else {
            let c = text[i..].chars().next()?;
            if classes.class(c).contains(CharClass::NON_SGML) {
                return Some((i, c));
            }
            i += c.len_utf8();
        }
    }
    None
}

/// Whether `b` is printable ASCII (0x20 to 0x7E), TAB, LF or CR.
#[inline]
fn plain(b: u8) -> bool {
    // Without short-circuits, so that a group of bytes is tested at once.
    (b.wrapping_sub(0x20) < 0x5F) | (b == b'\t') | (b == b'\n') | (b == b'\r')
}

/// Whether every byte of `bytes` is [`plain`]: sixteen at a time without an early exit
/// inside each group, which the compiler turns into vector instructions.
fn all_plain(bytes: &[u8]) -> bool {
    let mut chunks = bytes.chunks_exact(16);
    for chunk in &mut chunks {
        if chunk.iter().fold(0u8, |bad, &b| bad | u8::from(!plain(b))) != 0 {
            return false;
        }
    }
    chunks.remainder().iter().all(|&b| plain(b))
}

/// Whether the [`plain`] bytes are all SGML characters under `classes`, so that
/// [`first_non_sgml`] may pass runs of them in one sweep.
pub(super) fn plain_is_sgml(classes: &CharClasses) -> bool {
    let table = classes.low_table();
    (0..0x80)
        .filter(|&b| plain(b))
        .all(|b| !table[b as usize].contains(CharClass::NON_SGML))
}

/// The text of a delimiter token in the reference concrete syntax, for messages.
fn delimiter_text(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::Mdc | TokenKind::Tagc | TokenKind::Pic => ">",
        TokenKind::Mdo => "<!",
        TokenKind::Stago => "<",
        TokenKind::Etago => "</",
        TokenKind::Net => "/",
        TokenKind::Vi => "=",
        TokenKind::Lit => "\"",
        TokenKind::Lita => "'",
        TokenKind::Dso => "[",
        TokenKind::Dsc => "]",
        TokenKind::MdoDso => "<![",
        TokenKind::MscMdc => "]]>",
        TokenKind::Com => "--",
        TokenKind::Pio => "<?",
        TokenKind::Grpo => "(",
        TokenKind::Grpc => ")",
        TokenKind::And => "&",
        TokenKind::Or => "|",
        TokenKind::Seq => ",",
        TokenKind::Opt => "?",
        TokenKind::Plus => "+",
        TokenKind::Rep => "*",
        TokenKind::Minus => "-",
        TokenKind::Rni => "#",
        TokenKind::Pero => "%",
        TokenKind::Separator | TokenKind::Re | TokenKind::Rs => "a separator",
        _ => "a reference",
    }
}

/// `name` with each character upper-cased by `upper`; no allocation for a short or
/// already upper-case name.
pub(super) fn fold(name: &str, upper: impl Fn(char) -> char) -> SmolStr {
    if name.bytes().all(|b| b.is_ascii() && !b.is_ascii_lowercase()) {
        return short_str(name);
    }
    if name.is_ascii() {
        let mut buffer = [0u8; 64];
        if name.len() <= buffer.len() {
            let folded = &mut buffer[..name.len()];
            folded.copy_from_slice(name.as_bytes());
            folded.make_ascii_uppercase();
            return short_str(std::str::from_utf8(folded).unwrap_or(name));
        }
    }
    name.chars().map(upper).collect()
}

/// An external entity located: where it is read from (the file access policy's
/// canonical path) and where it was found, as its system identifier or catalog entry
/// names it, relative to where it was declared: the name its messages give, as onsgmls
/// gives it, and what system identifiers declared in it are relative to.
pub(super) struct Located {
    pub(super) read: StorageLocation,
    pub(super) named: StorageLocation,
}

impl Located {
    /// A location read as it is named (one the caller gave).
    pub(super) fn as_named(location: StorageLocation) -> Located {
        Located {
            read: location.clone(),
            named: location,
        }
    }
}

/// The entities the SGML declaration's ENTITIES clause predefines (Annex K), as internal
/// CDATA entities, when the DTD's lookups are recorded (ESIS `-oentity` lists them).
fn predefined_entities(loader: &DtdLoader<'_>) -> Vec<crate::dtd::Entity> {
    if !loader.options.record_entity_lookups {
        return Vec::new();
    }
    loader
        .declaration
        .syntax
        .entities
        .iter()
        .filter_map(|predefined| {
            let c = predefined.char?;
            Some(crate::dtd::Entity {
                name: SmolStr::new(&predefined.name),
                data: EntityData::Internal(crate::dtd::EntityText {
                    kind: crate::dtd::TextKind::Cdata,
                    text: SmolStr::new(c.encode_utf8(&mut [0; 4])),
                }),
                location: crate::dtd::DeclLocation::default(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_bytes_are_printable_ascii_and_the_separators() {
        for b in 0..=255u8 {
            let expected = (0x20..=0x7E).contains(&b) || matches!(b, 9 | 10 | 13);
            assert_eq!(plain(b), expected, "{b:#x}");
            for position in [0, 7, 15, 16, 20] {
                let mut bytes = [b'a'; 21];
                bytes[position] = b;
                assert_eq!(all_plain(&bytes), expected, "{b:#x} at {position}");
            }
        }
    }

    #[test]
    fn the_first_non_sgml_character_is_found_by_either_path() {
        let classes = sgml_decl::SgmlDeclaration::reference().char_classes;
        assert!(plain_is_sgml(&classes));
        let long = "a long comment text without anything wrong in it, ";
        for text in [
            String::new(),
            long.to_owned(),
            format!("{long}\u{1}"),
            format!("{long}\t\r\n{long}\u{7f}x"),
            format!("{long}é\u{85}{long}"),
            format!("\u{2}{long}"),
        ] {
            let expected = text
                .char_indices()
                .find(|&(_, c)| classes.class(c).contains(CharClass::NON_SGML));
            assert_eq!(first_non_sgml(&text, &classes, true), expected, "{text:?}");
            assert_eq!(first_non_sgml(&text, &classes, false), expected, "{text:?}");
        }
    }
}
