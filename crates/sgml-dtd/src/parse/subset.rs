//! Declaration subsets (ISO 8879 10.1.1 `ds`, 11.1): markup declarations, comment
//! declarations, processing instructions, parameter entity references between
//! declarations, and marked sections (10.4) whose keywords may come from parameter
//! entities, read in DS mode.

use sgml_lexer::{MarkedSection, Mode, TokenKind};
use smol_str::SmolStr;

use super::ProcessingInstruction;
use super::diagnostic::DtdDiagnosticKind;
use super::parser::{OpenMarkedSection, Parser, Skipped, skip_separators};
use crate::dtd::DeclLocation;

/// How a subset ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SubsetEnd {
    /// At the DSC `]` of the internal subset, at this location.
    Dsc(DeclLocation),
    /// At the end of the entity the subset began in.
    End,
}

/// The effective status of a marked section (10.4.2): the keyword of highest priority.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Status {
    Include,
    Rcdata,
    Cdata,
    Ignore,
}

impl Parser<'_> {
    /// Read a declaration subset from the innermost entity: up to its end, or for an
    /// internal subset (`internal`), up to the DSC that closes it.
    pub(super) fn subset(&mut self, internal: bool) -> SubsetEnd {
        let base = self.input.depth();
        let sections_base = self.marked_sections.len();
        loop {
            let mut sep = false;
            let next = match self
                .input
                .scan(|s| skip_separators(s, Mode::DeclarationSubset, false, &mut sep))
            {
                Skipped::Token(token) => Some(token),
                _ => None,
            };
            let Some(token) = next else {
                self.close_sections_at_end();
                if self.input.depth() > base {
                    self.input.pop();
                    continue;
                }
                if internal {
                    let at = self.input.here();
                    self.report(DtdDiagnosticKind::UnterminatedSubset, at);
                }
                self.marked_sections.truncate(sections_base);
                return SubsetEnd::End;
            };
            let at = self.input.at(token.span);
            if matches!(
                token.kind,
                TokenKind::Mdo | TokenKind::Pio | TokenKind::ParamEntityRef | TokenKind::MscMdc | TokenKind::Dsc
            ) {
                self.skipping = false;
            }
            match token.kind {
                TokenKind::Separator | TokenKind::Re | TokenKind::Rs => {}
                // Each is reported (not while skipping after an error), and ignored.
                TokenKind::NonSgml => {
                    if !self.skipping {
                        self.report_non_sgml(token);
                    }
                }
                TokenKind::ParamEntityRef => {
                    self.expand_reference(token);
                }
                TokenKind::Mdo => self.markup_declaration(),
                TokenKind::Pio => {
                    let start = token.span.end;
                    let pic = self.input.scan(|s| {
                        while let Some(token) = s.next(Mode::ProcessingInstruction) {
                            if token.kind == TokenKind::Pic {
                                return Some(token.span);
                            }
                        }
                        None
                    });
                    match pic {
                        Some(pic) => {
                            // Its non-SGML characters are reported, and kept.
                            self.report_non_sgml_in(sgml_source::Span::new(start, pic.start));
                            // Kept for the ESIS, which shows the prolog's processing
                            // instructions, those of the DTD included.
                            let text = self.input.slice(sgml_source::Span::new(start, pic.start)).to_owned();
                            let location = self.input.at(token.span.cover(pic));
                            self.processing_instructions
                                .push(ProcessingInstruction { location, text });
                        }
                        None => {
                            self.report_non_sgml_in(sgml_source::Span::new(start, self.input.position()));
                            let kind = DtdDiagnosticKind::UnexpectedToken {
                                expected: "the end of the processing instruction (\">\")",
                                found: SmolStr::new_static("the end of the entity"),
                            };
                            self.report(kind, at);
                        }
                    }
                }
                TokenKind::MscMdc => {
                    let depth = self.input.depth();
                    match self.marked_sections.last() {
                        Some(open) if open.depth == depth && self.marked_sections.len() > sections_base => {
                            self.marked_sections.pop();
                        }
                        _ => self.report(DtdDiagnosticKind::MarkedSectionEndOutside, at),
                    }
                }
                TokenKind::Dsc if internal && self.input.depth() == base => {
                    if self.marked_sections.len() > sections_base {
                        self.report(DtdDiagnosticKind::UnterminatedMarkedSection, at);
                        self.marked_sections.truncate(sections_base);
                    }
                    return SubsetEnd::Dsc(at);
                }
                // A run of characters that cannot start anything is reported once.
                _ if self.skipping => {}
                _ => {
                    let text = SmolStr::new(self.input.slice(token.span));
                    self.report(DtdDiagnosticKind::InvalidCharacterInSubset(text), at);
                    self.skipping = true;
                }
            }
        }
    }

    /// At the end of the innermost entity: report and close marked sections opened in
    /// it (a marked section must end in the entity it began in).
    fn close_sections_at_end(&mut self) {
        let depth = self.input.depth();
        while self.marked_sections.last().is_some_and(|open| open.depth == depth) {
            self.marked_sections.pop();
            let at = self.input.here();
            self.report(DtdDiagnosticKind::UnterminatedMarkedSection, at);
        }
    }

    /// A markup declaration after its MDO: a comment declaration, a marked section, or
    /// a declaration by keyword.
    fn markup_declaration(&mut self) {
        self.decl_base = self.input.depth();
        self.pending = None;
        self.unread_buffered();
        self.last_kind = None;
        let Some(token) = self.input.next(Mode::Markup) else {
            self.report(DtdDiagnosticKind::UnterminatedDeclaration, self.input.here());
            return;
        };
        let at = self.input.at(token.span);
        match token.kind {
            TokenKind::Mdc => {} // `<!>`: an empty comment declaration
            TokenKind::Com => self.comment_declaration(token),
            TokenKind::Dso => self.marked_section(at),
            TokenKind::Name => {
                let keyword = self.keyword(self.input.slice(token.span));
                let keyword = keyword.as_str();
                // Declarations are located from their MDO.
                let start = self.input.at(sgml_source::Span::new(
                    token.span.start.saturating_sub(2),
                    token.span.end,
                ));
                if self.link.is_some() {
                    match keyword {
                        "ENTITY" => self.entity_declaration(start),
                        "ATTLIST" => self.attlist_declaration(start),
                        "LINK" => self.link_set_declaration(at),
                        "IDLINK" => self.idlink_declaration(at),
                        _ if super::is_declaration_keyword(keyword) => {
                            let name = SmolStr::new(keyword);
                            self.report(DtdDiagnosticKind::DeclarationNotAllowedInLinkType(name), at);
                            self.skip_declaration();
                        }
                        _ => {
                            let name = SmolStr::new(self.input.slice(token.span));
                            self.report(DtdDiagnosticKind::UnknownDeclaration(name), at);
                            self.skip_declaration();
                        }
                    }
                    self.pending = None;
                    return;
                }
                match keyword {
                    "ENTITY" => self.entity_declaration(start),
                    "ELEMENT" => self.element_declaration(start),
                    "ATTLIST" => self.attlist_declaration(start),
                    "NOTATION" => self.notation_declaration(),
                    "SHORTREF" => self.shortref_declaration(start),
                    "USEMAP" => self.usemap_declaration(),
                    "LINKTYPE" | "LINK" | "IDLINK" | "USELINK" | "DOCTYPE" | "SGML" => {
                        self.report(DtdDiagnosticKind::DeclarationNotAllowed(SmolStr::new(keyword)), at);
                        self.skip_declaration();
                    }
                    _ => {
                        let name = SmolStr::new(self.input.slice(token.span));
                        self.report(DtdDiagnosticKind::UnknownDeclaration(name), at);
                        self.skip_declaration();
                    }
                }
            }
            _ => {
                let kind = DtdDiagnosticKind::UnexpectedToken {
                    expected: "a declaration keyword, a comment or \"[\"",
                    found: smol_str::format_smolstr!("\"{}\"", self.input.slice(token.span)),
                };
                self.report(kind, at);
                self.skip_declaration();
            }
        }
        self.pending = None;
        // A declaration that ends in an entity opened inside it leaves that entity
        // open: read its rest as part of the subset.
    }

    /// A comment declaration (10.3) after its first COM.
    fn comment_declaration(&mut self, open: sgml_lexer::Token) {
        if !self.skip_comment(open, true) {
            return;
        }
        loop {
            let Some(token) = self.input.next(Mode::Markup) else {
                self.report(DtdDiagnosticKind::UnterminatedDeclaration, self.input.here());
                return;
            };
            match token.kind {
                TokenKind::Separator | TokenKind::Re | TokenKind::Rs => {}
                TokenKind::Com => {
                    if !self.skip_comment(token, true) {
                        return;
                    }
                }
                TokenKind::Mdc => return,
                TokenKind::NonSgml => self.report_non_sgml(token),
                _ => {
                    let at = self.input.at(token.span);
                    self.report(DtdDiagnosticKind::InvalidCommentDeclaration, at);
                    self.skip_to_mdc();
                    return;
                }
            }
        }
    }

    /// A marked section declaration (10.4) after its MDO DSO: the status keywords (ps
    /// and parameter entity references allowed), the DSO, then the content: skipped
    /// when IGNORE, CDATA or RCDATA, else read on as part of the subset.
    fn marked_section(&mut self, start: DeclLocation) {
        let mut status = Status::Include;
        loop {
            let param = self.next_param();
            match param.kind {
                Some(TokenKind::Dso) => break,
                Some(TokenKind::Name) => {
                    status = status.max(match self.keyword(&param.text).as_str() {
                        "TEMP" | "INCLUDE" => Status::Include,
                        "RCDATA" => Status::Rcdata,
                        "CDATA" => Status::Cdata,
                        "IGNORE" => Status::Ignore,
                        _ => {
                            self.report(DtdDiagnosticKind::NotReservedName(param.text.clone()), param.at);
                            return self.skip_declaration();
                        }
                    });
                }
                None => {
                    self.report(DtdDiagnosticKind::UnterminatedMarkedSection, start);
                    return;
                }
                Some(_) => {
                    self.expected("a marked section keyword or \"[\"", &param);
                    return self.skip_declaration();
                }
            }
        }
        // Entities opened by the keywords end before the content: the content is in
        // the entity of the MDO DSO.
        while self.input.depth() > self.decl_base {
            self.input.pop();
        }
        match status {
            Status::Include => {
                let depth = self.input.depth();
                self.marked_sections.push(OpenMarkedSection { depth });
            }
            Status::Cdata | Status::Rcdata | Status::Ignore => {
                let section = match status {
                    Status::Ignore => MarkedSection::Ignore,
                    Status::Rcdata => MarkedSection::Rcdata,
                    _ => MarkedSection::Cdata,
                };
                // Nested marked sections inside an ignored one are counted (10.4.2).
                let mut open = 1usize;
                let content_start = self.input.position();
                // The non-SGML characters of an ignored section are reported (not those of
                // a CDATA or RCDATA one, reported as data), as onsgmls does.
                let mut non_sgml = Vec::new();
                let ended = self.input.scan(|s| {
                    while let Some(token) = s.next(Mode::MarkedSection(section)) {
                        match token.kind {
                            TokenKind::NonSgml if section == MarkedSection::Ignore => non_sgml.push(token),
                            TokenKind::MdoDso => open += 1,
                            TokenKind::MscMdc => {
                                open -= 1;
                                if open == 0 {
                                    return true;
                                }
                            }
                            _ => {}
                        }
                    }
                    false
                });
                for token in non_sgml {
                    self.report_non_sgml(token);
                }
                if !ended {
                    self.report(DtdDiagnosticKind::UnterminatedMarkedSection, start);
                }
                // A declaration subset holds no character data (ISO 8879 10.4.1): a
                // CDATA or RCDATA marked section in it must be empty.
                let content_end = self.input.position().saturating_sub(if ended { 3 } else { 0 });
                if section != MarkedSection::Ignore && content_end > content_start {
                    let at = self.input.at(sgml_source::Span::empty(content_start));
                    self.report(DtdDiagnosticKind::DataInSubset, at);
                }
            }
        }
    }
}
