//! Markup in content that is neither a tag nor data: comment declarations (ISO 8879
//! 10.3), marked sections (10.4), processing instructions (8), and declarations that may
//! not occur in the instance.

use sgml_lexer::{MarkedSection, Mode, Token, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::InstanceParser;
use crate::diagnostic::{Limit, ParserDiagnosticKind};
use crate::event::{Event, EventSink};

/// A construct left after a piece of a long run of its text, when the document is read
/// in windows, to be taken up again at the top level (where the windows behind it can
/// go): what is needed to go on.
#[derive(Clone, Copy, Debug)]
pub(super) enum Suspended {
    /// Inside a comment of the comment declaration opened by `mdo`; `com` opened it.
    Comment { mdo: Token, com: Token },
    /// Inside the IGNORE marked section opened by `mdo`, `depth` sections deep.
    Ignored { mdo: Token, depth: u32 },
    /// Inside the processing instruction `pio` opened, skipped for its length.
    SkippedPi { pio: Token },
}

/// The effective status of a marked section (ISO 8879 10.4.2): the highest-priority
/// keyword wins.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Status {
    Include,
    Rcdata,
    Cdata,
    Ignore,
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// MDO in content: a comment declaration, a marked section, or a declaration that
    /// does not belong here.
    pub(super) fn markup_declaration(&mut self, mdo: Token) {
        let Some(token) = self.next_token(Mode::Markup) else {
            return;
        };
        match token.kind {
            TokenKind::Mdc => {
                // `<!>`: an empty comment declaration.
                if self.reports_comments() {
                    let location = self.location(Span::empty(mdo.span.start));
                    self.sink.event(Event::CommentDeclaration {
                        comments: &[],
                        location,
                    });
                }
                self.records.markup()
            }
            TokenKind::Com => {
                // A declaration ended in error left its comments behind: not this one's.
                self.comment_text.clear();
                self.comment_ends.clear();
                self.comment_declaration(mdo, token)
            }
            TokenKind::Dso => self.marked_section_start(mdo),
            TokenKind::Name if self.reserved_name(self.token_text(token)) == Some("USEMAP") => {
                self.usemap_in_content();
            }
            TokenKind::Name if self.reserved_name(self.token_text(token)) == Some("USELINK") => {
                self.uselink_declaration();
                self.records.markup();
            }
            TokenKind::Name => {
                let keyword = SmolStr::new(self.token_text(token).to_ascii_uppercase());
                let at = self.location(Span::empty(token.span.start));
                let kind = if crate::prolog::is_declaration_keyword(&keyword) {
                    ParserDiagnosticKind::DeclarationNotAllowed { keyword }
                } else {
                    ParserDiagnosticKind::UnknownDeclaration { keyword }
                };
                self.report(kind, at);
                self.skip_declaration();
                self.records.markup();
            }
            _ => {
                self.lexer().seek(token.span.start);
            }
        }
    }

    /// A comment declaration (ISO 8879 10.3): the first COM has been read. As OpenSP
    /// does, a token other than a separator, a comment or MDC ends the declaration with
    /// an error; its first character is dropped, and what follows is content again.
    fn comment_declaration(&mut self, mdo: Token, com: Token) {
        self.comment_from(mdo, com, true);
        if self.suspended.is_none() {
            self.records.markup();
        }
    }

    /// The rest of a comment declaration opened by `mdo`, the last COM being `com`:
    /// `inside` a comment or between them. A document read in windows leaves it after a
    /// piece of a long comment ([`Suspended::Comment`]), to be taken up again at the
    /// top level, so that the windows behind it can go.
    pub(super) fn comment_from(&mut self, mdo: Token, mut com: Token, inside: bool) {
        let mut inside = inside;
        let reporting = self.reports_comments();
        loop {
            // Inside a comment: up to the closing COM.
            while inside {
                let Some(token) = self.next_token(Mode::Comment) else {
                    let end = self.offset();
                    let at = self.location(Span::empty(end));
                    self.report(ParserDiagnosticKind::EndInComment, at);
                    let start = self.location(Span::empty(com.span.start));
                    self.report(ParserDiagnosticKind::CommentStartedHere, start);
                    return;
                };
                if reporting && token.kind != TokenKind::Com {
                    let text = self.token_text(token);
                    self.comment_text.push_str(text);
                }
                match token.kind {
                    TokenKind::Com => {
                        inside = false;
                        if reporting {
                            self.comment_ends.push(self.comment_text.len());
                        }
                    }
                    TokenKind::NonSgml => {
                        let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
                        let at = self.location(token.span);
                        self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, at);
                    }
                    _ if self.took_piece() => {
                        self.suspended = Some(Suspended::Comment { mdo, com });
                        return;
                    }
                    _ => {}
                }
            }
            // Between comments: separators, another comment, or MDC.
            loop {
                let Some(token) = self.next_token(Mode::Markup) else {
                    let end = self.offset();
                    let at = self.location(Span::empty(end));
                    self.report(ParserDiagnosticKind::EndInComment, at);
                    return;
                };
                match token.kind {
                    TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
                    TokenKind::Mdc => {
                        if reporting {
                            self.report_comments(mdo);
                        }
                        return;
                    }
                    TokenKind::Com => {
                        com = token;
                        inside = true;
                        break;
                    }
                    _ => {
                        let at = self.location(Span::empty(token.span.start));
                        self.report(ParserDiagnosticKind::InvalidCommentDeclaration, at);
                        let start = self.location(Span::empty(mdo.span.start));
                        self.report(ParserDiagnosticKind::DeclarationStartedHere, start);
                        // Only the token's first character is dropped (onsgmls reads one
                        // character at a time here); the rest is content again.
                        let first = self.token_text(token).chars().next().map_or(1, char::len_utf8) as u32;
                        self.lexer().seek(token.span.start + first);
                        return;
                    }
                }
            }
        }
    }

    /// Whether a comment declaration here is reported: when asked, and, as onsgmls shows
    /// the comments of the instance only, from the document element on.
    fn reports_comments(&self) -> bool {
        self.cx.options.report_comments && self.last_started.is_some()
    }

    /// Hand the sink the comments of the comment declaration that `mdo` opened, now that
    /// it has ended well (onsgmls shows none of a declaration in error).
    fn report_comments(&mut self, mdo: Token) {
        let text = std::mem::take(&mut self.comment_text);
        let location = self.location(Span::empty(mdo.span.start));
        let mut start = 0;
        let mut comments = Vec::with_capacity(self.comment_ends.len());
        for &end in &self.comment_ends {
            comments.push(&text[start..end]);
            start = end;
        }
        self.sink.event(Event::CommentDeclaration {
            comments: &comments,
            location,
        });
        self.comment_ends.clear();
        self.comment_text = text;
        self.comment_text.clear();
    }

    /// Take up again, at the top level, the construct left after a piece of it.
    pub(super) fn resume(&mut self, suspended: Suspended) {
        match suspended {
            Suspended::Comment { mdo, com } => self.comment_declaration(mdo, com),
            Suspended::Ignored { mdo, depth } => self.ignored_from(mdo, depth),
            Suspended::SkippedPi { pio } => self.processing_instruction_from(pio, true),
        }
    }

    /// Skip to the end of a declaration that cannot be read.
    pub(super) fn skip_declaration(&mut self) {
        while let Some(token) = self.next_token(Mode::Markup) {
            match token.kind {
                TokenKind::Mdc => return,
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
                    while let Some(t) = self.next_token(mode) {
                        if matches!(t.kind, TokenKind::Lit | TokenKind::Lita) {
                            break;
                        }
                    }
                }
                TokenKind::Com => {
                    while let Some(t) = self.next_token(Mode::Comment) {
                        if t.kind == TokenKind::Com {
                            break;
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// `<![`: a marked section in content (ISO 8879 10.4). Its status keywords, then its
    /// content. A word that is not a status keyword ends the declaration with an error,
    /// as in OpenSP: what follows the word is content again.
    fn marked_section_start(&mut self, mdo: Token) {
        self.records.markup();
        let mut status = Status::Include;
        loop {
            let Some(token) = self.next_token(Mode::Markup) else {
                self.unclosed_marked_section(mdo);
                return;
            };
            match token.kind {
                TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
                TokenKind::Com => {
                    // A comment among the status keywords.
                    let mut closed = false;
                    while let Some(t) = self.next_token(Mode::Comment) {
                        if t.kind == TokenKind::Com {
                            closed = true;
                            break;
                        }
                        if t.kind == TokenKind::NonSgml {
                            self.non_sgml_in_markup(t);
                        }
                    }
                    if !closed {
                        self.unclosed_marked_section(mdo);
                        return;
                    }
                }
                TokenKind::Dso => break,
                // Reported, and the declaration goes on (OpenSP: reportNonSgmlCharacter).
                TokenKind::NonSgml => self.non_sgml_in_markup(token),
                TokenKind::Name => {
                    let keyword = self.token_text(token).to_ascii_uppercase();
                    let this = match self.reserved_name(&keyword).unwrap_or_default() {
                        "INCLUDE" | "TEMP" => Status::Include,
                        "RCDATA" => Status::Rcdata,
                        "CDATA" => Status::Cdata,
                        "IGNORE" => Status::Ignore,
                        _ => {
                            let at = self.location(Span::empty(token.span.start));
                            self.report(
                                ParserDiagnosticKind::InvalidMarkedSectionKeyword {
                                    keyword: SmolStr::new(keyword),
                                },
                                at,
                            );
                            return;
                        }
                    };
                    status = status.max(this);
                }
                TokenKind::ParamEntityRef => {
                    let keyword = self.parameter_keyword(token);
                    if let Some(this) = keyword {
                        status = status.max(this);
                    }
                }
                _ => {
                    // As after a word that is no keyword: the declaration ends here.
                    let at = self.location(Span::empty(token.span.start));
                    let found = SmolStr::new(self.token_text(token));
                    self.report(ParserDiagnosticKind::MarkedSectionStatusExpected { found }, at);
                    return;
                }
            }
        }
        match status {
            Status::Include => self.open_marked_sections += 1,
            Status::Ignore => self.ignored_section(mdo),
            Status::Cdata => self.character_section(MarkedSection::Cdata, mdo),
            Status::Rcdata => self.character_section(MarkedSection::Rcdata, mdo),
        }
    }

    /// A non-SGML character inside markup (ISO 8879 13.1.1): an error, and the character
    /// is passed over.
    fn non_sgml_in_markup(&mut self, token: Token) {
        let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
        let at = self.location(token.span);
        self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, at);
    }

    /// The text ended inside the marked section that `mdo` opened.
    fn unclosed_marked_section(&mut self, mdo: Token) {
        let end = self.offset();
        let at = self.location(Span::empty(end));
        self.report(ParserDiagnosticKind::UnclosedMarkedSection, at);
        let start = self.location(Span::empty(mdo.span.start));
        self.report(ParserDiagnosticKind::MarkedSectionStartedHere, start);
    }

    /// The reference reserved name that `word` of the instance stands for (ISO 8879
    /// 13.4.7): its substitute's, or its own when the concrete syntax did not replace
    /// it; `None` for any other name. Compared in upper case.
    fn reserved_name(&self, word: &str) -> Option<&'static str> {
        let reserved = self.cx.declaration.reserved_names();
        let upper = word.to_ascii_uppercase();
        if reserved.substitutions().is_empty() {
            return sgml_decl::ReservedNames::reference_name(&upper);
        }
        reserved.lookup(&upper)
    }

    /// The keyword(s) a parameter entity reference in a marked section declaration
    /// stands for.
    fn parameter_keyword(&mut self, token: Token) -> Option<Status> {
        let parts = self.frames.last()?.lexer.reference_parts(token)?;
        let name = self.slice(parts.name);
        let entity = self.cx.dtd.parameter_entity(name)?;
        let location = self.location(token.span);
        self.note_entity_lookup(name, entity, location);
        let sgml_dtd::dtd::EntityData::Internal(text) = &entity.data else {
            return None;
        };
        text.text
            .split_whitespace()
            .filter_map(|word| match self.reserved_name(word).unwrap_or_default() {
                "INCLUDE" | "TEMP" => Some(Status::Include),
                "RCDATA" => Some(Status::Rcdata),
                "CDATA" => Some(Status::Cdata),
                "IGNORE" => Some(Status::Ignore),
                _ => None,
            })
            .max()
    }

    /// An IGNORE marked section: skipped, nested sections counted.
    fn ignored_section(&mut self, mdo: Token) {
        self.ignored_from(mdo, 1);
    }

    /// The rest of the IGNORE marked section opened by `mdo`, `depth` sections deep. A
    /// document read in windows leaves it after a piece of a long run of ignored text
    /// ([`Suspended::Ignored`]), to be taken up again at the top level.
    fn ignored_from(&mut self, mdo: Token, mut depth: u32) {
        while let Some(token) = self.next_token(Mode::MarkedSection(MarkedSection::Ignore)) {
            match token.kind {
                TokenKind::MdoDso => depth += 1,
                TokenKind::MscMdc => {
                    depth -= 1;
                    if depth == 0 {
                        self.records.markup();
                        self.special_marked_section_ended();
                        return;
                    }
                }
                _ if self.took_piece() => {
                    self.suspended = Some(Suspended::Ignored { mdo, depth });
                    return;
                }
                _ => {}
            }
        }
        self.unclosed_marked_section(mdo);
    }

    /// A CDATA or RCDATA marked section: data (and in RCDATA references) up to `]]>`.
    fn character_section(&mut self, kind: MarkedSection, mdo: Token) {
        let mode = Mode::MarkedSection(kind);
        while let Some(token) = self.next_token(mode) {
            match token.kind {
                TokenKind::MscMdc => {
                    self.records.markup();
                    self.special_marked_section_ended();
                    return;
                }
                TokenKind::Data => {
                    let location = self.location(token.span);
                    self.accept_pcdata(location);
                    let text = self.token_text(token);
                    self.emit_data(text, location);
                }
                TokenKind::Re | TokenKind::Rs => {
                    let location = self.location(token.span);
                    self.accept_pcdata(location);
                    if self.cx.declaration.features.keeprsre() {
                        // KEEPRSRE YES (Annex K): record ends and starts are data.
                        let text = if token.kind == TokenKind::Re { "\r" } else { "\n" };
                        self.sink.event(Event::Data { text, location });
                    } else if token.kind == TokenKind::Re {
                        if let Some(re) = self.records.record_end(location) {
                            self.sink.event(Event::Data {
                                text: "\r",
                                location: re,
                            });
                        }
                    } else {
                        self.records.record_start();
                    }
                }
                TokenKind::EntityRef => {
                    let frame = self.frames.len() - 1;
                    self.entity_reference(token, frame);
                }
                TokenKind::CharRef | TokenKind::HexCharRef | TokenKind::FunctionRef => self.character_reference(token),
                TokenKind::NonSgml => self.non_sgml_character(token),
                _ => {
                    let location = self.location(token.span);
                    self.accept_pcdata(location);
                    let text = self.token_text(token);
                    self.emit_data(text, location);
                }
            }
        }
        self.unclosed_marked_section(mdo);
    }

    /// `]]>` in content: the end of an INCLUDE or TEMP marked section.
    pub(super) fn marked_section_end(&mut self, token: Token) {
        if self.open_marked_sections > 0 {
            self.open_marked_sections -= 1;
            self.records.markup();
        } else {
            let at = self.location(Span::empty(token.span.start));
            self.report(ParserDiagnosticKind::MarkedSectionEndWithoutStart, at);
        }
    }

    /// A processing instruction: PIO has been read (ISO 8879 8). One longer than PILEN
    /// is a quantity error, reported at its PIC; one longer than
    /// [`max_processing_instruction_length`](crate::ParserOptions::max_processing_instruction_length)
    /// is reported once and skipped.
    pub(super) fn processing_instruction(&mut self, pio: Token) {
        self.processing_instruction_from(pio, false);
    }

    /// The rest of the processing instruction `pio` opened, `skipping` it once it is
    /// found too long. A document read in windows leaves a skipped one after a piece of
    /// it ([`Suspended::SkippedPi`]), to be taken up again at the top level.
    fn processing_instruction_from(&mut self, pio: Token, mut skipping: bool) {
        let start = pio.span.end;
        let mut end = start;
        let most = self.cx.options.max_processing_instruction_length;
        let pic = loop {
            let Some(token) = self.next_token(Mode::ProcessingInstruction) else {
                let at = self.location(Span::empty(self.offset()));
                self.report(ParserDiagnosticKind::EndInProcessingInstruction, at);
                return;
            };
            if token.kind == TokenKind::Pic {
                break token;
            }
            if token.kind == TokenKind::NonSgml {
                // An error in a PI too; the character stays in the PI's text.
                self.non_sgml_in_markup(token);
            }
            end = token.span.end;
            if !skipping && (end - start) as usize > most {
                let at = self.location(Span::empty(pio.span.start));
                let limit = Limit::ProcessingInstructionLength(most);
                self.report(ParserDiagnosticKind::LimitReached { limit }, at);
                skipping = true;
            }
            if skipping && self.took_piece() {
                self.suspended = Some(Suspended::SkippedPi { pio });
                return;
            }
        };
        self.records.markup();
        if skipping {
            return;
        }
        let text = self.slice(Span::new(start, end));
        let pilen = self.cx.declaration.quantities().pilen;
        // A PI no longer in bytes than PILEN is no longer in characters.
        if text.len() > pilen as usize {
            let length = text.chars().count();
            if length > pilen as usize {
                let at = self.location(Span::empty(pic.span.start));
                let kind = ParserDiagnosticKind::QuantityExceeded {
                    what: "the processing instruction",
                    quantity: "PILEN",
                    limit: pilen,
                    length: u32::try_from(length).unwrap_or(u32::MAX),
                };
                self.report(kind, at);
            }
        }
        let location = self.location(Span::new(pio.span.start, end));
        self.sink.event(Event::ProcessingInstruction { text, location });
    }
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// A link set use declaration (ISO 8879 12.3) after its keyword:
    /// `<!USELINK (name | #EMPTY | #RESTORE) link-type-name>`. The link set becomes
    /// current in the element open now when its link type is the active one.
    fn uselink_declaration(&mut self) {
        use sgml_dtd::dtd::LinkSetRef;
        enum Named {
            Set(SmolStr),
            Empty,
            Restore,
        }
        let Some(first) = self.next_param_token() else {
            return;
        };
        let first_at = self.location(Span::empty(first.span.start));
        let set = match first.kind {
            TokenKind::Name => Named::Set(SmolStr::new(self.cx.declaration.fold_general(self.token_text(first)))),
            TokenKind::Rni => match self.next_token(Mode::Markup) {
                Some(k) if k.kind == TokenKind::Name && self.token_text(k).eq_ignore_ascii_case("EMPTY") => {
                    Named::Empty
                }
                Some(k) if k.kind == TokenKind::Name && self.token_text(k).eq_ignore_ascii_case("RESTORE") => {
                    Named::Restore
                }
                // The initial link set by its reserved name, as OpenSP allows.
                Some(k) if k.kind == TokenKind::Name && self.token_text(k).eq_ignore_ascii_case("INITIAL") => {
                    Named::Set(SmolStr::new_static("#INITIAL"))
                }
                _ => {
                    self.report(ParserDiagnosticKind::UseLinkInvalid, first_at);
                    self.skip_declaration();
                    return;
                }
            },
            _ => {
                self.report(ParserDiagnosticKind::UseLinkInvalid, first_at);
                if first.kind != TokenKind::Mdc {
                    self.lexer().seek(first.span.start);
                }
                self.skip_declaration();
                return;
            }
        };
        let link_name = match self.next_param_token() {
            Some(t) if t.kind == TokenKind::Name => SmolStr::new(self.cx.declaration.fold_general(self.token_text(t))),
            Some(t) => {
                let at = self.location(Span::empty(t.span.start));
                self.report(ParserDiagnosticKind::UseLinkInvalid, at);
                // The declaration is skipped after the token in error, as OpenSP skips
                // it: an MDC in error does not end it.
                if t.kind != TokenKind::Mdc {
                    self.lexer().seek(t.span.start);
                }
                self.skip_declaration();
                return;
            }
            None => return,
        };
        let mdc = match self.next_param_token() {
            Some(t) if t.kind == TokenKind::Mdc => self.location(Span::empty(t.span.start)),
            Some(t) => {
                let at = self.location(Span::empty(t.span.start));
                self.report(ParserDiagnosticKind::UseLinkInvalid, at);
                self.lexer().seek(t.span.start);
                self.skip_declaration();
                return;
            }
            None => return,
        };
        // Checked once the declaration is read, and reported at its MDC, as onsgmls does.
        let links = self.cx.links;
        let Some(link) = links.iter().find(|link| link.name == link_name) else {
            self.report(ParserDiagnosticKind::UseLinkTypeUndefined { name: link_name }, mdc);
            return;
        };
        let set = match set {
            Named::Empty => LinkSetRef::Empty,
            Named::Restore => LinkSetRef::Restore,
            Named::Set(name) => match link.link_sets.iter().position(|s| s.declared && s.name == name) {
                Some(index) => LinkSetRef::Set(index as u32),
                None => {
                    let kind = ParserDiagnosticKind::UseLinkSetUndefined {
                        link_type: link_name,
                        name,
                    };
                    self.report(kind, mdc);
                    return;
                }
            },
        };
        if let Some(links) = self.links.as_mut() {
            links.uselink(&link.name, set);
        }
    }
}
