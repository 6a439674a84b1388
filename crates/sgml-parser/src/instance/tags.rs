//! Start and end tags (ISO 8879 7.4, 7.5) with their SHORTTAG forms (7.4.1.1, 7.5.1.1:
//! empty, unclosed and NET-enabling tags). Attribute specification lists are in
//! [`super::attributes`].

use sgml_dtd::content_model::ElementId;
use sgml_lexer::{Mode, PlainValue, Token, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::InstanceParser;
use crate::diagnostic::{Location, ParserDiagnosticKind};
use crate::event::EventSink;

/// How a tag ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum TagClose {
    /// TAGC `>`, at this span.
    Tagc(Span),
    /// NET `/`: a NET-enabling start tag.
    Net(Span),
    /// Not closed: the next tag (STAGO or ETAGO) starts here (SHORTTAG unclosed tag).
    Unclosed(u32),
    /// Ended by an error or the end of the text, at this offset.
    Broken(u32),
}

impl TagClose {
    pub(super) fn offset(self) -> u32 {
        match self {
            TagClose::Tagc(span) | TagClose::Net(span) => span.start,
            TagClose::Unclosed(offset) | TagClose::Broken(offset) => offset,
        }
    }
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// A start tag: STAGO has been read.
    pub(super) fn start_tag(&mut self, stago: Token) {
        let tag = self.location(Span::empty(stago.span.start));
        self.tag_name_skipped = None;
        self.cut_long_names(true);
        let first = self.next_token(Mode::Tag);
        self.cut_long_names(false);
        let Some(first) = first else {
            let at = self.location(Span::empty(stago.span.end));
            self.report(ParserDiagnosticKind::EndInTag, at);
            return;
        };
        if first.kind == TokenKind::Tagc {
            self.empty_start_tag(tag, first);
            return;
        }
        let Some(first) = self.after_document_type_specification(first) else {
            return;
        };
        if first.kind != TokenKind::Name {
            // The lexer only gives STAGO before a name start or TAGC.
            self.lexer().seek(first.span.start);
            return;
        }
        let element = self.generic_identifier(first);
        self.tag_element = Some(element);
        let (close, complete) = self.attribute_specification_list(element);
        self.finish_start_tag(stago, tag, element, close, complete);
    }

    /// The element type the generic identifier `name` names, cut at
    /// [`max_name_length`](crate::ParserOptions::max_name_length) if it is longer (said
    /// once), the rest of its characters passed over: those of the token, and in a
    /// document read in windows those read after it, without holding them.
    fn generic_identifier(&mut self, name: Token) -> ElementId {
        let most = self.cx.options.max_name_length;
        if (name.span.len() as usize) <= most {
            return self.tag_name(name);
        }
        let text = self.token_text(name);
        let mut kept = most.min(text.len());
        while !text.is_char_boundary(kept) {
            kept -= 1;
        }
        let at = self.location(Span::empty(name.span.start));
        let limit = crate::diagnostic::Limit::NameLength(most);
        self.report(ParserDiagnosticKind::LimitReached { limit }, at);
        // Named while the window holds it.
        let element = self.tag_name(Token::new(
            name.kind,
            Span::new(name.span.start, name.span.start + kept as u32),
        ));
        let mut characters = text.chars().count();
        let mut resume = name.span.end;
        if self.took_piece() {
            let (skipped, end) = self.skip_name_characters();
            characters += skipped;
            resume = end;
        }
        self.tag_name_skipped = Some((resume, characters));
        element
    }

    /// A start tag read in one pass ([`Lexer::scan_plain_start_tag`]), if it is plain
    /// (and within the attribute limits, which the token path applies): STAGO has been
    /// read. False, with nothing read, when it is not.
    ///
    /// [`Lexer::scan_plain_start_tag`]: sgml_lexer::Lexer::scan_plain_start_tag
    pub(super) fn plain_start_tag(&mut self, stago: Token) -> bool {
        let mut plain = std::mem::take(&mut self.plain_tag);
        let read = self.lexer().scan_plain_start_tag(&mut plain);
        let fits = self.plain_start_tag_scanned(stago, read, &plain);
        self.plain_tag = plain;
        fits
    }

    /// [`plain_start_tag`](Self::plain_start_tag) once the scan is done: `read` says
    /// whether it read the tag into `plain` (the position is then past its TAGC, else
    /// just after the STAGO). False, the position back after the STAGO, when the tag is
    /// for the token path.
    #[inline]
    pub(super) fn plain_start_tag_scanned(
        &mut self,
        stago: Token,
        read: bool,
        plain: &sgml_lexer::PlainStartTag,
    ) -> bool {
        self.tag_name_skipped = None;
        let fits = read
            && plain.name.len() as usize <= self.cx.options.max_name_length
            && plain.attributes.len() <= self.cx.options.max_attributes
            && plain.attributes.iter().all(|a| match a.value {
                PlainValue::Literal { text, .. } => text.len() as usize <= self.cx.options.max_attribute_value_length,
                PlainValue::Unquoted(..) => true,
            });
        if fits {
            let tag = self.location(Span::empty(stago.span.start));
            let element = self.plain_tag_name(plain.name);
            self.tag_element = Some(element);
            let close = self.plain_attribute_specification_list(element, plain);
            self.finish_start_tag(stago, tag, element, close, true);
        } else if read {
            self.lexer().seek(stago.span.end);
        }
        fits
    }

    /// A name or name token in a tag longer than NAMELEN (ISO 8879 9.3.1, 13.4.8): a
    /// quantity error at its start, as onsgmls reports it.
    #[inline]
    pub(super) fn check_name_length(&mut self, token: Token) {
        let limit = self.cx.declaration.quantities().namelen as usize;
        // No longer in bytes means no longer in characters.
        if token.span.len() as usize > limit {
            self.name_longer_than(token, limit);
        }
    }

    /// [`check_name_length`](Self::check_name_length) for a name longer in bytes than
    /// `limit`.
    #[cold]
    #[inline(never)]
    fn name_longer_than(&mut self, token: Token, limit: usize) {
        let text = self.token_text(token);
        let length = text.chars().count();
        if length > limit {
            let kind = ParserDiagnosticKind::QuantityExceeded {
                what: "a name",
                quantity: "NAMELEN",
                limit: limit as u32,
                length: length as u32,
            };
            let at = self.location(Span::empty(token.span.start));
            self.report(kind, at);
        }
    }

    /// The element type a tag's name token names (folded as NAMECASE GENERAL says).
    #[inline]
    fn tag_name(&mut self, name: Token) -> ElementId {
        self.check_name_length(name);
        let text = self.token_text(name);
        if self.cx.declaration.namecase().general
            && text.is_ascii()
            && let Some(element) = self.element_names.get_ascii_folded(self.cx.dtd, text.as_bytes())
        {
            return element;
        }
        self.tag_name_folded(name)
    }

    /// [`tag_name`](Self::tag_name) of a name a plain tag scan read (all ASCII): its
    /// first word read from the text in one load.
    #[inline]
    fn plain_tag_name(&mut self, name: Span) -> ElementId {
        let token = Token::new(TokenKind::Name, name);
        self.check_name_length(token);
        if self.cx.declaration.namecase().general
            && let Some(element) = self.element_names.get_ascii_folded_at(
                self.cx.dtd,
                self.text_from(name.start).as_bytes(),
                name.len() as usize,
            )
        {
            return element;
        }
        self.tag_name_folded(token)
    }

    /// [`tag_name`](Self::tag_name) for a name that is not a declared element type's
    /// as it is, or not folded as ASCII: folded, then a rank stem, a declared or an
    /// undefined element type.
    #[inline(never)]
    fn tag_name_folded(&mut self, name_token: Token) -> ElementId {
        let name = self.token_text(name_token);
        self.fold_general(name);
        let folded = std::mem::take(&mut self.name_buf);
        if !self.cx.dtd.rank_stems.is_empty()
            && let Some(element) = self.rank_stem(&folded, name_token)
        {
            self.name_buf = folded;
            return element;
        }
        let element = self.lookup_element(&folded);
        self.name_buf = folded;
        element
    }

    /// The element type a tag's rank stem `stem` (folded, naming no element type)
    /// names: the stem with its current rank appended (ISO 8879 11.2.1.1); with no
    /// current rank, reported at the name, and `None` (the name is then an undefined
    /// element type, as in OpenSP).
    fn rank_stem(&mut self, stem: &str, name: Token) -> Option<ElementId> {
        // An element type of that name, declared or met already undeclared, wins.
        if self.element_names.get(self.cx.dtd, stem).is_some() || self.undefined.contains_key(stem) {
            return None;
        }
        let index = self.cx.dtd.rank_stems.get_index_of(stem)?;
        match self.current_rank.get(index).cloned().flatten() {
            Some(rank) => {
                let ranked = format!("{stem}{rank}");
                Some(self.lookup_element(&ranked))
            }
            None => {
                let at = self.location(Span::empty(name.span.start));
                let stem = SmolStr::new(stem);
                self.report(ParserDiagnosticKind::NoCurrentRank { stem }, at);
                None
            }
        }
    }

    /// A start tag whose attribute specification list has been read, ended by `close`
    /// (`complete` when the list was read to its end): the checks of its length, its
    /// attributes' defaults, and its place in the open elements.
    fn finish_start_tag(&mut self, stago: Token, tag: Location, element: ElementId, close: TagClose, complete: bool) {
        let nestc = self.cx.lexer_config.options().nestc;
        // After a NESTC, what is said of the tag is said where its NET is (or would be).
        let at = match close {
            TagClose::Net(span) if nestc => self.location(Span::empty(span.end)),
            _ => self.location(Span::empty(close.offset())),
        };
        // The element's location is the whole tag, from STAGO to its close.
        let end = match close {
            TagClose::Tagc(span) | TagClose::Net(span) => span.end,
            TagClose::Unclosed(offset) | TagClose::Broken(offset) => offset,
        };
        let tag = Location {
            source: tag.source,
            span: Span::new(tag.span.start, tag.span.start + end.saturating_sub(stago.span.start)),
        };
        // A tag that specifies nothing and is no longer in bytes than TAGLEN is within
        // both ATTSPLEN and TAGLEN.
        if complete
            && (!self.attributes.values.is_empty()
                || self.tag_name_skipped.is_some()
                || close.offset().saturating_sub(stago.span.end) > self.cx.declaration.quantities().taglen)
        {
            self.check_tag_lengths(stago.span.end, close.offset());
        }
        let net_enabling = complete && matches!(close, TagClose::Net(_));
        self.finish_attributes(element, complete, at);
        match close {
            TagClose::Net(nestc_span) if complete && nestc => {
                self.empty_element_tag(element, nestc_span, tag, at);
            }
            _ => self.accept_start_tag(element, net_enabling, tag, at),
        }
    }

    /// A start tag closed by NESTC `/` (the SGML declaration for XML, NETENABL
    /// IMMEDNET): with the NET `>` right after it, `<name/>` starts and ends the element;
    /// without, the error, and the element is started as NET-enabled (the text after the
    /// `/` is content, and a NET `>` in it ends the element).
    fn empty_element_tag(&mut self, element: ElementId, nestc: Span, tag: Location, at: Location) {
        if !self.text_from(nestc.end).starts_with('>') {
            let after = self.location(Span::empty(nestc.end));
            self.report(ParserDiagnosticKind::NetNotImmediatelyAfterNestc, after);
            // The element is NET-enabled all the same: a later `>` in its content ends it.
            self.accept_start_tag(element, true, tag, at);
            return;
        }
        self.lexer().seek(nestc.end + 1);
        let net = self.location(Span::new(nestc.end, nestc.end + 1));
        self.accept_start_tag(element, false, tag, at);
        match self.empty_end_due {
            // An EMPTY element, already ended.
            Some((empty, _)) if empty == element => self.empty_end_due = None,
            _ => {
                if self.open.depth() > 0 && self.open.current().element == element {
                    self.accept_end_tag(element, net, net);
                }
            }
        }
    }

    /// `<>`: the empty start tag (ISO 8879 7.4.1.1) starts the current element again (or
    /// the last one started, without OMITTAG), with default attributes.
    fn empty_start_tag(&mut self, tag: Location, tagc: Token) {
        let at = self.location(Span::empty(tagc.span.start));
        let element = if !self.cx.declaration.features.omittag {
            self.last_started
        } else if self.open.depth() > 0 {
            Some(self.open.current().element)
        } else {
            None
        };
        let element = element
            .or_else(|| self.cx.dtd.document_element())
            .unwrap_or(ElementId(0));
        if self.cx.options.warns_empty_tags() {
            self.report(ParserDiagnosticKind::EmptyStartTag, tag);
        }
        self.reset_attributes();
        self.tag_element = Some(element);
        self.finish_attributes(element, true, at);
        self.accept_start_tag(element, false, tag, at);
    }

    /// An end tag: ETAGO has been read.
    pub(super) fn end_tag(&mut self, etago: Token) {
        let tag = self.location(Span::empty(etago.span.start));
        // A name past the name limit is cut as a start tag's is: in windows, not held.
        self.cut_long_names(true);
        let first = self.next_token(Mode::Tag);
        self.cut_long_names(false);
        let Some(first) = first else {
            let at = self.location(Span::empty(etago.span.end));
            self.report(ParserDiagnosticKind::EndInTag, at);
            return;
        };
        if first.kind == TokenKind::Tagc {
            // `</>`: ends the current element (ISO 8879 7.5.1.1).
            let at = self.location(Span::empty(first.span.start));
            if self.cx.options.warns_empty_tags() {
                self.report(ParserDiagnosticKind::EmptyEndTag, tag);
            }
            if self.open.depth() > 0 {
                let element = self.open.current().element;
                self.accept_end_tag(element, tag, at);
            }
            return;
        }
        let Some(first) = self.after_document_type_specification(first) else {
            return;
        };
        if first.kind != TokenKind::Name {
            self.lexer().seek(first.span.start);
            return;
        }
        let element = self.generic_identifier(first);
        // Only a start tag's length is counted (TAGLEN).
        self.tag_name_skipped = None;
        let close = self.end_tag_close();
        let at = self.location(Span::empty(close.offset()));
        if let TagClose::Unclosed(_) = close
            && (self.cx.options.warns_unclosed_tags() || !self.cx.declaration.features.shorttag.end_unclosed)
        {
            self.report(
                ParserDiagnosticKind::UnclosedTagNotAllowed {
                    end_tag: true,
                    as_warning: false,
                },
                at,
            );
        }
        self.accept_end_tag(element, tag, at);
    }

    /// A tag's document type specification (ISO 8879 7.4.1, 7.5.1 under CONCUR YES),
    /// `(name)` right after STAGO or ETAGO, `first` being the token there: for the base
    /// document type, the token after it (the tag goes on as any other); for another
    /// document type, `None`, the whole tag passed over (the instance is parsed against
    /// the base DTD alone, and onsgmls ignores such tags without a message). Any other
    /// `first` is given back.
    fn after_document_type_specification(&mut self, first: Token) -> Option<Token> {
        if !self.cx.lexer_config.options().concur || self.token_text(first) != "(" {
            return Some(first);
        }
        let rest = self.text_from(first.span.end);
        let Some(name_length) = rest.find(')').filter(|&n| n > 0 && !rest[..n].contains(['<', '>'])) else {
            return Some(first);
        };
        let name = &rest[..name_length];
        self.fold_general(name.trim());
        let base = self.name_buf == self.cx.dtd.name.as_str();
        let after = first.span.end + name_length as u32 + 1;
        if base {
            self.lexer().seek(after);
            return self.next_token(Mode::Tag);
        }
        // Another document type's tag: passed over to its TAGC (literals read whole),
        // or to the next tag's opener.
        let text = self.text_from(after);
        let mut quote = None;
        let mut end = text.len();
        for (i, c) in text.char_indices() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '>') => {
                    end = i + 1;
                    break;
                }
                (None, '<') => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        self.lexer().seek(after + end as u32);
        None
    }

    /// An end tag read in one pass ([`Lexer::scan_plain_end_tag`]): a name, separators
    /// and TAGC. ETAGO has been read. False, with nothing read, when it is not plain.
    ///
    /// [`Lexer::scan_plain_end_tag`]: sgml_lexer::Lexer::scan_plain_end_tag
    pub(super) fn plain_end_tag(&mut self, etago: Token) -> bool {
        let Some((name, tagc)) = self.lexer().scan_plain_end_tag() else {
            return false;
        };
        self.plain_end_tag_read(etago.span, name, tagc);
        true
    }

    /// A plain end tag, read: its ETAGO, name and TAGC.
    #[inline]
    pub(super) fn plain_end_tag_read(&mut self, etago: Span, name: Span, tagc: Span) {
        let tag = self.location(Span::empty(etago.start));
        let element = self.plain_tag_name(name);
        let at = self.location(Span::empty(tagc.start));
        self.accept_end_tag(element, tag, at);
    }

    /// What follows an end tag's name: separators, then TAGC (or the next tag).
    fn end_tag_close(&mut self) -> TagClose {
        loop {
            let Some(token) = self.next_token(Mode::Tag) else {
                let end = self.offset();
                let at = self.location(Span::empty(end));
                self.report(ParserDiagnosticKind::EndInTag, at);
                return TagClose::Broken(end);
            };
            match token.kind {
                TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
                TokenKind::Tagc => return TagClose::Tagc(token.span),
                TokenKind::Stago | TokenKind::Etago => {
                    self.lexer().seek(token.span.start);
                    return TagClose::Unclosed(token.span.start);
                }
                _ => {
                    // Only the token's first character is taken (onsgmls reads one
                    // character at a time here); the rest is read as content again.
                    let text = self.token_text(token);
                    let first = text.chars().next().map_or(1, char::len_utf8) as u32;
                    let found = SmolStr::new(text);
                    let at = self.location(Span::empty(token.span.start));
                    self.report(ParserDiagnosticKind::InvalidInTag { found }, at);
                    self.lexer().seek(token.span.start + first);
                    return TagClose::Broken(token.span.start + first);
                }
            }
        }
    }

    /// NET in content: the null end tag ends the innermost NET-enabled element, closing
    /// what is open inside it (ISO 8879 7.5.1.1).
    pub(super) fn null_end_tag(&mut self, net: Token) {
        let location = self.location(net.span);
        let at = self.location(Span::empty(net.span.start));
        while self.open.depth() > 0 && !self.open.current().net_enabling && !self.stopped {
            if !self.current_finished() && self.cx.validate {
                let name = SmolStr::new(self.element_name(self.open.current().element));
                self.report(ParserDiagnosticKind::ElementNotFinished { name }, at);
            }
            self.imply_current_end(at);
        }
        if self.open.depth() == 0 {
            return;
        }
        let element = self.open.current().element;
        self.accept_end_tag(element, location, at);
    }
}
