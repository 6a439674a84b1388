//! Markup in content that is neither a tag nor data: comment declarations (ISO 8879
//! 10.3), marked sections (10.4), processing instructions (8), and declarations that may
//! not occur in the instance.

use sgml_lexer::{MarkedSection, Mode, Token, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::InstanceParser;
use crate::diagnostic::ParserDiagnosticKind;
use crate::event::{Event, EventSink};

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
            TokenKind::Mdc => self.records.markup(), // `<!>`: an empty comment declaration
            TokenKind::Com => {
                self.comment_declaration(mdo, token);
                self.records.markup();
            }
            TokenKind::Dso => self.marked_section_start(mdo),
            TokenKind::Name if self.token_text(token).eq_ignore_ascii_case("USEMAP") => {
                self.usemap_in_content();
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
    fn comment_declaration(&mut self, mdo: Token, mut com: Token) {
        loop {
            // Inside a comment: up to the closing COM.
            loop {
                let Some(token) = self.next_token(Mode::Comment) else {
                    let end = self.offset();
                    let at = self.location(Span::empty(end));
                    self.report(ParserDiagnosticKind::EndInComment, at);
                    let start = self.location(Span::empty(com.span.start));
                    self.report(ParserDiagnosticKind::CommentStartedHere, start);
                    return;
                };
                match token.kind {
                    TokenKind::Com => break,
                    TokenKind::NonSgml => {
                        let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
                        let at = self.location(token.span);
                        self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, at);
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
                    TokenKind::Mdc => return,
                    TokenKind::Com => {
                        com = token;
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
                    let this = match keyword.as_str() {
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

    /// The keyword(s) a parameter entity reference in a marked section declaration
    /// stands for.
    fn parameter_keyword(&mut self, token: Token) -> Option<Status> {
        let parts = self.frames.last()?.lexer.reference_parts(token)?;
        let name = self.slice(parts.name);
        let entity = self.cx.dtd.parameter_entity(name)?;
        let sgml_dtd::dtd::EntityData::Internal(text) = &entity.data else {
            return None;
        };
        text.text
            .split_whitespace()
            .filter_map(|word| match word.to_ascii_uppercase().as_str() {
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
        let mut depth = 1u32;
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

    /// A processing instruction: PIO has been read (ISO 8879 8).
    pub(super) fn processing_instruction(&mut self, pio: Token) {
        let start = pio.span.end;
        let mut end = start;
        loop {
            let Some(token) = self.next_token(Mode::ProcessingInstruction) else {
                let at = self.location(Span::empty(self.offset()));
                self.report(ParserDiagnosticKind::EndInProcessingInstruction, at);
                return;
            };
            if token.kind == TokenKind::Pic {
                break;
            }
            if token.kind == TokenKind::NonSgml {
                // An error in a PI too; the character stays in the PI's text.
                self.non_sgml_in_markup(token);
            }
            end = token.span.end;
        }
        let text = self.slice(Span::new(start, end));
        let location = self.location(Span::new(pio.span.start, end));
        self.records.markup();
        self.sink.event(Event::ProcessingInstruction { text, location });
    }
}
