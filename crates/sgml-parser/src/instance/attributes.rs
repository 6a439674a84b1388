//! Attribute specification lists (ISO 8879 7.9): names and values, values with their
//! names omitted and unquoted values (SHORTTAG), literals and their normalization
//! (7.9.3), the checks of each declared value (7.9.4), and defaults (7.9.1.1).
//!
//! The reading follows OpenSP's: a list is read parameter by parameter; an error that
//! leaves the list unreadable ends the tag there, and the start tag then has only the
//! values specified so far (no defaults), as onsgmls's ESIS shows.

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{AttributeDefinition, AttributeDefinitionList, AttributeId, DeclaredValue, DefaultValue};
use sgml_lexer::{LiteralData, Mode, PlainStartTag, PlainValue, Quote, Token, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::InstanceParser;
use super::defaults::{DefaultKind, ListDefaults, default_value};
use super::tags::TagClose;
use crate::diagnostic::{Limit, Location, ParserDiagnosticKind};
use crate::event::{AttributeValue, EventSink, ValueType};

/// How many attributes the DTD does not define may join one element type's list.
const MAX_ADDED_ATTRIBUTES: usize = 256;

/// One parameter of an attribute specification list.
#[derive(Clone, Copy, Debug)]
enum Parameter {
    /// The end of the list: how the tag ended.
    End(TagClose),
    /// A name: an attribute name, or a value with its name omitted.
    Name(Token),
    /// A name token that is not a name: a value with its name omitted.
    NameToken(Token),
    /// VI `=`.
    Vi,
    /// Characters that start nothing, up to a separator or TAGC: perhaps the rest of an
    /// unquoted value.
    RecoverUnquoted(Span),
}

/// Where a specified value is, for the messages about it.
#[derive(Clone, Copy, Debug)]
struct ValuePlace {
    /// The closing delimiter of a literal, or the first character of an unquoted value:
    /// where messages about the value as a whole go.
    check: u32,
    /// The value was unquoted, and ends here (an adjacent unrecognized run may join it).
    unquoted_end: Option<u32>,
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// The attribute specification list of a start tag, into `self.attributes` as
    /// specified values. Returns how the tag ended and whether the list was read to its
    /// end (when not, the tag has no defaults).
    pub(super) fn attribute_specification_list(&mut self, element: ElementId) -> (TagClose, bool) {
        let list = self.begin_attribute_list(element);
        let Some(mut parameter) = self.attribute_parameter(false) else {
            return (TagClose::Broken(self.offset()), false);
        };
        loop {
            self.enforce_attribute_limit();
            match parameter {
                Parameter::End(close) => return (close, true),
                Parameter::Name(name) => {
                    let Some(next) = self.attribute_parameter(true) else {
                        return (TagClose::Broken(self.offset()), false);
                    };
                    if let Parameter::Vi = next {
                        if !self.attribute_value_specification(list, element, name) {
                            return (TagClose::Broken(self.offset()), false);
                        }
                        let Some(next) = self.attribute_parameter(false) else {
                            return (TagClose::Broken(self.offset()), false);
                        };
                        parameter = next;
                    } else {
                        let at = self.parameter_start(next);
                        if !self.name_token(list, element, name, at) {
                            // The parameter read after the name is gone with the tag.
                            return (TagClose::Broken(self.offset()), false);
                        }
                        parameter = next;
                    }
                }
                Parameter::NameToken(token) => {
                    if !self.name_token(list, element, token, token.span.start) {
                        return (TagClose::Broken(self.offset()), false);
                    }
                    let Some(next) = self.attribute_parameter(false) else {
                        return (TagClose::Broken(self.offset()), false);
                    };
                    parameter = next;
                }
                Parameter::RecoverUnquoted(span) => {
                    if !self.recover_unquoted(span) {
                        let character = self.text_from(span.start).chars().next().unwrap_or(' ');
                        if !self.literal_missing_closing_delimiter() {
                            let at = self.location(Span::empty(span.start));
                            self.report(ParserDiagnosticKind::AttributeSpecCharacter { character }, at);
                        }
                        // The character is gone with the tag, but what is said of the
                        // tag is said where it is, as onsgmls says it.
                        let next = span.start + character.len_utf8() as u32;
                        self.lexer().seek(next);
                        return (TagClose::Broken(span.start), false);
                    }
                    let Some(next) = self.attribute_parameter(false) else {
                        return (TagClose::Broken(self.offset()), false);
                    };
                    parameter = next;
                }
                Parameter::Vi => unreachable!("VI is only returned when allowed"),
            }
        }
    }

    /// Forget the last tag's attributes before reading a new list; `element`'s
    /// attribute definition list, if any.
    fn begin_attribute_list(&mut self, element: ElementId) -> Option<&'t AttributeDefinitionList> {
        self.reset_attributes();
        self.tag_defaults = None;
        // Most tags never fill the set: clearing an empty one still costs a call.
        if !self.tag_names.is_empty() {
            self.tag_names.clear();
        }
        self.last_unquoted = None;
        self.last_literal_ending_with_vi = None;
        self.invalid_spec_last = false;
        self.attribute_limit_reported = false;
        self.attribute_list(element)
    }

    /// Forget the last tag's attributes, keeping the buffers: a list of defaults lent
    /// to the last tag's event (see [`finish_attributes`](Self::finish_attributes)) goes
    /// back to its place.
    pub(super) fn reset_attributes(&mut self) {
        if let Some(index) = self.defaults_lent.take()
            && let Some(Some(overridden)) = self.overridden.get_mut(index as usize)
        {
            std::mem::swap(&mut self.attributes.values, &mut overridden.values);
        }
        self.attributes.clear();
        self.defaults_prefix = None;
    }

    /// Before a tag's first specified value, for a sink that reads attributes: the
    /// texts of its list's defaults copied first into `self.attributes`, where the
    /// pieces of [`ListDefaults::attributes`] say they are, so that the defaults can
    /// stand beside the specified values without being made again.
    #[inline(never)]
    fn copy_defaults_prefix(&mut self) {
        if !self.attributes_wanted || !self.attributes.pieces.is_empty() || !self.attributes.text.is_empty() {
            return;
        }
        let Some(element) = self.tag_element else { return };
        let (Some(_), Some(index)) = (self.attribute_list(element), self.attribute_list_index(element)) else {
            return;
        };
        let defaults = self.take_defaults(index);
        self.attributes.text.push_str(&defaults.attributes.text);
        self.attributes.pieces.extend_from_slice(&defaults.attributes.pieces);
        self.defaults[index as usize] = Some(defaults);
        self.defaults_prefix = Some(index);
    }

    /// The attribute specification list of a plain start tag, read in one pass by
    /// [`Lexer::scan_plain_start_tag`](sgml_lexer::Lexer::scan_plain_start_tag): the
    /// same values, checks and messages as [`attribute_specification_list`](Self::attribute_specification_list)
    /// gives the same tag read token by token. The caller has made sure that the tag
    /// holds no more than [`max_attributes`](crate::ParserOptions::max_attributes)
    /// attributes and no longer value than
    /// [`max_attribute_value_length`](crate::ParserOptions::max_attribute_value_length).
    pub(super) fn plain_attribute_specification_list(&mut self, element: ElementId, tag: &PlainStartTag) -> TagClose {
        let list = self.begin_attribute_list(element);
        for attribute in &tag.attributes {
            let name = Token::new(TokenKind::Name, attribute.name);
            self.check_name_length(name);
            let read = match attribute.value {
                PlainValue::Unquoted(kind, span) => {
                    self.check_name_length(Token::new(kind, span));
                    self.attribute_value(list, element, name, Token::new(kind, span), None)
                }
                PlainValue::Literal {
                    quote,
                    open,
                    text,
                    close,
                } => {
                    let kind = match quote {
                        Quote::Lit => TokenKind::Lit,
                        Quote::Lita => TokenKind::Lita,
                    };
                    let token = Token::new(kind, Span::new(open, open + 1));
                    self.attribute_value(list, element, name, token, Some((text, close)))
                }
            };
            debug_assert!(read, "a plain attribute value is always read to its end");
        }
        TagClose::Tagc(tag.tagc)
    }

    /// Past [`max_attributes`](crate::ParserOptions::max_attributes) specified values,
    /// the last is dropped (reported once per tag, at its name).
    fn enforce_attribute_limit(&mut self) {
        let limit = self.cx.options.max_attributes;
        if self.attributes.values.len() <= limit {
            return;
        }
        if let Some(dropped) = self.attributes.values.pop()
            && !self.tag_names.is_empty()
        {
            self.tag_names.remove(&dropped.name);
        }
        if !self.attribute_limit_reported {
            self.attribute_limit_reported = true;
            let at = self.location(Span::empty(self.offset()));
            let kind = ParserDiagnosticKind::LimitReached {
                limit: Limit::Attributes(limit),
            };
            self.report(kind, at);
        }
    }

    /// Whether the attribute value being read went past
    /// [`max_attribute_value_length`](crate::ParserOptions::max_attribute_value_length)
    /// bytes: then what lies past the limit is cut off, reported once, and the caller
    /// leaves out the rest of the value.
    pub(super) fn attribute_value_full(&mut self) -> bool {
        let limit = self.cx.options.max_attribute_value_length;
        let length = self.attributes.text.len().saturating_sub(self.value_text_start);
        if length > limit {
            let text = &self.attributes.text;
            let mut cut = self.value_text_start + limit;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            self.attributes.text.truncate(cut);
            let cut = cut as u32;
            self.attributes.pieces.retain(|p| p.text.start < cut);
            if let Some(last) = self.attributes.pieces.last_mut() {
                last.text.end = last.text.end.min(cut);
            }
            if !self.value_limit_reported {
                self.value_limit_reported = true;
                let at = self.location(Span::empty(self.offset()));
                let kind = ParserDiagnosticKind::LimitReached {
                    limit: Limit::AttributeValueLength(limit),
                };
                self.report(kind, at);
            }
        }
        self.value_limit_reported
    }

    /// A literal longer than LITLEN less NORMSEP characters is a quantity error (ISO
    /// 8879 7.9.4.5), reported at its closing delimiter.
    fn check_literal_length(&mut self, begin: u32, close: u32) {
        let quantities = self.cx.declaration.quantities();
        let limit = quantities.litlen.saturating_sub(quantities.normsep);
        let end = self.attributes.pieces.len() as u32;
        let pieces = &self.attributes.pieces[begin as usize..end as usize];
        // No more bytes than the limit is no more characters.
        let bytes: usize = pieces.iter().map(|p| (p.text.end - p.text.start) as usize).sum();
        if bytes <= limit as usize {
            return;
        }
        let length: usize = pieces
            .iter()
            .map(|p| {
                self.attributes.text[p.text.start as usize..p.text.end as usize]
                    .chars()
                    .count()
            })
            .sum();
        if length > limit as usize {
            let at = self.location(Span::empty(close));
            let kind = ParserDiagnosticKind::QuantityExceeded {
                what: "an attribute value",
                quantity: "LITLEN less NORMSEP",
                limit,
                length: length as u32,
            };
            self.report(kind, at);
        }
    }

    /// The quantities a whole start tag is held to: its specified attributes' normalized
    /// length (ATTSPLEN: each name and value counts its characters plus NORMSEP) and its
    /// length as written (TAGLEN), both reported at its end (ISO 8879 7.9, 7.4).
    pub(super) fn check_tag_lengths(&mut self, stago_end: u32, close: u32) {
        let quantities = *self.cx.declaration.quantities();
        let normsep = quantities.normsep as usize;
        // Counted in bytes first: no more bytes than ATTSPLEN is no more characters.
        let length = |count: fn(&str) -> usize| {
            let mut length = 0usize;
            for value in self.attributes.values.iter().filter(|v| v.specified) {
                let text_length = self.attributes.pieces(value).map(|(_, t)| count(t)).sum::<usize>();
                length += count(&value.name) + normsep + text_length + normsep;
            }
            length
        };
        let attsplen = quantities.attsplen as usize;
        let spec_length = match length(str::len) {
            bytes if bytes <= attsplen => bytes,
            _ => length(|t| t.chars().count()),
        };
        let at = self.location(Span::empty(close));
        if spec_length > attsplen {
            let kind = ParserDiagnosticKind::QuantityExceeded {
                what: "the attribute specification list, normalized,",
                quantity: "ATTSPLEN",
                limit: quantities.attsplen,
                length: spec_length as u32,
            };
            self.report(kind, at);
        }
        // A tag no longer in bytes than TAGLEN is no longer in characters. One whose
        // name was cut for its length is counted from after the name, the name's
        // characters being counted already (in windows, they are not held).
        let tag_length = match self.tag_name_skipped.take() {
            Some((from, name)) => name + self.slice(Span::new(from, close)).chars().count(),
            None => {
                let raw = self.slice(Span::new(stago_end, close));
                if raw.len() > quantities.taglen as usize {
                    raw.chars().count()
                } else {
                    0
                }
            }
        };
        if tag_length > quantities.taglen as usize {
            let kind = ParserDiagnosticKind::QuantityExceeded {
                what: "the start tag",
                quantity: "TAGLEN",
                limit: quantities.taglen,
                length: tag_length as u32,
            };
            self.report(kind, at);
        }
    }

    /// Where a parameter starts, for messages located at it.
    fn parameter_start(&self, parameter: Parameter) -> u32 {
        match parameter {
            // After a NESTC (the SGML declaration for XML), where its NET is.
            Parameter::End(TagClose::Net(span)) if self.cx.lexer_config.options().nestc => span.end,
            Parameter::End(close) => close.offset(),
            Parameter::Name(token) | Parameter::NameToken(token) => token.span.start,
            Parameter::RecoverUnquoted(span) => span.start,
            Parameter::Vi => self.offset(),
        }
    }

    /// The next parameter, separators skipped (OpenSP's `parseAttributeParameter`).
    /// `None` when the list cannot be read on (reported).
    fn attribute_parameter(&mut self, allow_vi: bool) -> Option<Parameter> {
        let token = loop {
            let Some(token) = self.next_token(Mode::Tag) else {
                let at = self.location(Span::empty(self.offset()));
                self.report(ParserDiagnosticKind::EndInAttributeSpecification, at);
                return None;
            };
            if !token.kind.is_separator() {
                break token;
            }
        };
        let at = self.location(Span::empty(token.span.start));
        Some(match token.kind {
            TokenKind::Tagc => Parameter::End(TagClose::Tagc(token.span)),
            TokenKind::Net => {
                if self.cx.options.warns_net_enabling() || !self.net_enabling_allowed() {
                    self.report(
                        ParserDiagnosticKind::NetEnablingStartTagNotAllowed {
                            as_warning: self.cx.options.minimized_start_tags_as_warnings,
                        },
                        at,
                    );
                }
                Parameter::End(TagClose::Net(token.span))
            }
            // In a tag, onsgmls takes any `<` as the start of the next tag (an unclosed
            // start tag), whatever follows it.
            TokenKind::Invalid if self.token_text(token).starts_with('<') => {
                if self.cx.options.warns_unclosed_tags() || !self.cx.declaration.features.shorttag.start_unclosed {
                    self.report(
                        ParserDiagnosticKind::UnclosedTagNotAllowed {
                            end_tag: false,
                            as_warning: self.cx.options.minimized_start_tags_as_warnings,
                        },
                        at,
                    );
                }
                self.lexer().seek(token.span.start);
                Parameter::End(TagClose::Unclosed(token.span.start))
            }
            TokenKind::Stago | TokenKind::Etago => {
                if self.cx.options.warns_unclosed_tags() || !self.cx.declaration.features.shorttag.start_unclosed {
                    self.report(
                        ParserDiagnosticKind::UnclosedTagNotAllowed {
                            end_tag: false,
                            as_warning: self.cx.options.minimized_start_tags_as_warnings,
                        },
                        at,
                    );
                }
                self.lexer().seek(token.span.start);
                Parameter::End(TagClose::Unclosed(token.span.start))
            }
            TokenKind::Name => {
                self.check_name_length(token);
                Parameter::Name(token)
            }
            TokenKind::Number | TokenKind::NameToken => {
                self.check_name_length(token);
                Parameter::NameToken(token)
            }
            TokenKind::Lit | TokenKind::Lita => {
                let kind = if allow_vi {
                    ParserDiagnosticKind::LiteralWithoutVi
                } else {
                    ParserDiagnosticKind::NameTokenExpected
                };
                self.report(kind, at);
                return None;
            }
            TokenKind::Vi => {
                if !allow_vi {
                    self.report(ParserDiagnosticKind::NameTokenExpected, at);
                    return None;
                }
                Parameter::Vi
            }
            TokenKind::NonSgml => {
                let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
                self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, at);
                return None;
            }
            _ => Parameter::RecoverUnquoted(self.extend_unquoted(token.span.start)),
        })
    }

    /// Whether the SGML declaration allows NET-enabling start tags.
    fn net_enabling_allowed(&self) -> bool {
        !matches!(
            self.cx.declaration.features.shorttag.start_netenabl,
            sgml_decl::NetEnable::No
        )
    }

    /// The characters from `start` up to a separator, TAGC or a non-SGML character: an
    /// unquoted value as onsgmls reads one after an error. The lexer moves past them.
    fn extend_unquoted(&mut self, start: u32) -> Span {
        let (rest, len) = loop {
            let classes = &self.cx.declaration.char_classes;
            let rest = self.text_from(start);
            match rest.find(|c: char| classes.is_separator(c) || c == '>' || classes.is_non_sgml(c as u32)) {
                Some(len) => break (rest, len),
                // The run may go on past what a document read in windows has read so far.
                None if self.read_window_on() => continue,
                None => break (rest, rest.len()),
            }
        };
        let end = start + len.max(rest.chars().next().map_or(0, char::len_utf8)).min(rest.len()) as u32;
        self.lexer().seek(end);
        Span::new(start, end)
    }

    /// Characters that start nothing right after an unquoted value join it, with an
    /// error (OpenSP's `recoverUnquoted`). Whether they did.
    fn recover_unquoted(&mut self, span: Span) -> bool {
        // After a name token that belongs to no attribute, OpenSP finds no value to
        // join the characters to, and passes over them without a word.
        if self.invalid_spec_last {
            return true;
        }
        let Some((index, end)) = self.last_unquoted else {
            return false;
        };
        if end != span.start || index >= self.attributes.values.len() {
            return false;
        }
        let at = self.location(Span::empty(span.start));
        self.report(ParserDiagnosticKind::UnquotedValueNotNameToken, at);
        let text = self.slice(span);
        let range = self.attributes.values[index].pieces.clone().unwrap_or(0..0);
        // Append to the value's text: it is the last value, so its pieces are last.
        if range.end as usize == self.attributes.pieces.len() {
            self.attributes.value_start = range.start;
            self.attributes.push_text_at(text, false, Some(span.start));
            let end = self.attributes.pieces.len() as u32;
            self.attributes.values[index].pieces = Some(range.start..end);
        }
        self.last_unquoted = Some((index, span.end));
        true
    }

    /// The attribute definition list of `element`, if any.
    #[inline]
    pub(super) fn attribute_list(&self, element: ElementId) -> Option<&'t AttributeDefinitionList> {
        self.element_facts.get(element).attributes.map(|(list, _)| list)
    }

    /// A name followed by VI: the value that follows (OpenSP's
    /// `parseAttributeValueSpec`). False when the list cannot be read on.
    fn attribute_value_specification(
        &mut self,
        list: Option<&'t AttributeDefinitionList>,
        element: ElementId,
        name_token: Token,
    ) -> bool {
        let token = loop {
            match self.next_token(Mode::Tag) {
                Some(token) if token.kind.is_separator() => continue,
                Some(token) => break token,
                None => {
                    let at = self.location(Span::empty(self.offset()));
                    self.report(ParserDiagnosticKind::EndInAttributeSpecification, at);
                    return false;
                }
            }
        };
        self.attribute_value(list, element, name_token, token, None)
    }

    /// The attribute value that begins with `token` (after `name_token` and VI), into
    /// `self.attributes`. A literal is read on from the lexer, unless `scanned` gives
    /// its text (without references, records or separator characters) and the offset
    /// of its closing delimiter, as a plain tag has it. False when the list cannot be
    /// read on.
    fn attribute_value(
        &mut self,
        list: Option<&'t AttributeDefinitionList>,
        element: ElementId,
        name_token: Token,
        token: Token,
        scanned: Option<(Span, u32)>,
    ) -> bool {
        let raw = self.token_text(name_token);
        let (name, definition) = match self.find_attribute_folded(list, element, raw) {
            Some((id, definition)) => (definition.name.clone(), Some((id, definition))),
            None => {
                self.fold_general(raw);
                let name = SmolStr::new(&self.name_buf);
                let definition = list.and_then(|l| l.get(&name));
                (name, definition)
            }
        };
        let index = self.specify(definition, element, name, token.span.start);
        let begin = self.attributes.begin_value();
        let at = self.location(Span::empty(token.span.start));
        // Whether a literal value's text ends with VI (see `literal_missing_closing_delimiter`).
        let mut literal_ends_with_vi = false;
        let place = match token.kind {
            TokenKind::Tagc | TokenKind::Vi => {
                self.report(ParserDiagnosticKind::AttributeValueExpected, at);
                self.attributes.values.truncate(index);
                return false;
            }
            TokenKind::Name | TokenKind::Number | TokenKind::NameToken => {
                if !self.cx.declaration.features.shorttag.attrib_value {
                    self.report(ParserDiagnosticKind::UnquotedValueNotAllowed, at);
                }
                let text = self.token_text(token);
                self.attributes.push_text_at(text, false, Some(token.span.start));
                ValuePlace {
                    check: token.span.start,
                    unquoted_end: Some(token.span.end),
                }
            }
            TokenKind::Lit | TokenKind::Lita => {
                let quote = if token.kind == TokenKind::Lit {
                    Quote::Lit
                } else {
                    Quote::Lita
                };
                let close = match scanned {
                    Some((text, close)) => {
                        self.value_text_start = self.attributes.text.len();
                        self.value_limit_reported = false;
                        if !text.is_empty() {
                            self.attributes.push_text_at(self.slice(text), false, Some(text.start));
                        }
                        Some(close)
                    }
                    None => self
                        .attribute_literal(quote, definition.is_some_and(|(_, d)| d.declared_value.is_tokenized()))
                        .map(|(close, ends_with_vi)| {
                            literal_ends_with_vi = ends_with_vi;
                            close
                        }),
                };
                match close {
                    Some(close) => {
                        self.check_literal_length(begin, close);
                        ValuePlace {
                            check: close,
                            unquoted_end: None,
                        }
                    }
                    None => {
                        self.attributes.values.truncate(index);
                        return false;
                    }
                }
            }
            TokenKind::NonSgml => {
                let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
                self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, at);
                self.attributes.values.truncate(index);
                return false;
            }
            _ => {
                // STAGO, ETAGO, NET or a character that starts nothing: an unquoted
                // value with characters other than name characters.
                self.report(ParserDiagnosticKind::UnquotedValueNotNameToken, at);
                let span = self.extend_unquoted(token.span.start);
                let text = self.slice(span);
                self.attributes.push_text_at(text, false, Some(span.start));
                ValuePlace {
                    check: token.span.start,
                    unquoted_end: Some(span.end),
                }
            }
        };
        let end = self.attributes.pieces.len() as u32;
        self.attributes.values[index].pieces = Some(begin..end);
        self.last_unquoted = place.unquoted_end.map(|e| (index, e));
        self.last_literal_ending_with_vi = literal_ends_with_vi.then_some((index, token.span.end));
        self.check_value(index, place);
        true
    }

    /// The definition in `list` (`element`'s) of the attribute named `name` folded to
    /// capitals, found by [`AttributeKeys`](super::name_words::AttributeKeys) when names
    /// fold (NAMECASE GENERAL YES) and `name` is ASCII; `None` otherwise, or when the
    /// list does not define it.
    fn find_attribute_folded(
        &mut self,
        list: Option<&'t AttributeDefinitionList>,
        element: ElementId,
        name: &str,
    ) -> Option<(AttributeId, &'t AttributeDefinition)> {
        let list = list?;
        if !self.cx.declaration.namecase().general || !name.is_ascii() {
            return None;
        }
        let index = self.attribute_list_index(element)? as usize;
        if self.attribute_keys.len() <= index {
            self.attribute_keys.resize_with(index + 1, || None);
        }
        let keys =
            self.attribute_keys[index].get_or_insert_with(|| Box::new(super::name_words::AttributeKeys::new(list)));
        let id = keys.find_folded(list, name.as_bytes())?;
        Some((id, list.attribute(id)))
    }

    /// Add a specified attribute named `name` (folded), defined by `definition` of
    /// `element`'s list if it is, with no value yet, reporting an undefined attribute and
    /// a second specification at `at`; returns its index.
    fn specify(
        &mut self,
        definition: Option<(AttributeId, &'t AttributeDefinition)>,
        element: ElementId,
        name: SmolStr,
        at: u32,
    ) -> usize {
        self.invalid_spec_last = false;
        if self.attributes_wanted && self.defaults_prefix.is_none() {
            self.copy_defaults_prefix();
        }
        let location = self.location(Span::empty(at));
        // An attribute the list does not define is reported once per element type: like
        // onsgmls, the parser then adds it to the type's list (CDATA, #IMPLIED).
        // The list grows at most to MAX_ADDED_ATTRIBUTES names, so that a document of
        // ever new attribute names cannot make every later tag's ESIS grow with it.
        let mut known = false;
        if definition.is_none() {
            let added = self.added_attributes.entry(element).or_default();
            known = added.contains(&name);
            if !known && added.len() < MAX_ADDED_ATTRIBUTES {
                added.insert(name.clone());
            }
        }
        if definition.is_none() && !known && self.cx.validate {
            let element = SmolStr::new(self.element_name(element));
            self.report(
                ParserDiagnosticKind::UndefinedAttribute {
                    attribute: name.clone(),
                    element,
                },
                location,
            );
        }
        // Second specifications: a linear search while the tag has few attributes, a set
        // of names beyond that (a tag may hold thousands).
        let values = &self.attributes.values;
        let twice = if values.len() < 16 {
            // A defined attribute's name is its definition's: the same definition is
            // the same name, and no undefined attribute has it.
            match definition {
                Some((id, _)) => values.iter().any(|v| v.definition == Some(id)),
                None => values.iter().any(|v| v.definition.is_none() && v.name == name),
            }
        } else {
            if self.tag_names.len() != values.len() {
                self.tag_names.clear();
                self.tag_names.extend(values.iter().map(|v| v.name.clone()));
            }
            self.tag_names.contains(&name)
        };
        if twice {
            self.tag_names.clear();
            self.report(
                ParserDiagnosticKind::DuplicateAttribute {
                    attribute: name.clone(),
                },
                location,
            );
            self.attributes.values.retain(|v| v.name != name);
        }
        let value_type = definition.map_or(ValueType::Cdata, |(_, d)| value_type(&d.declared_value));
        // Keep the set of names in step once it is in use.
        if !self.tag_names.is_empty() && self.tag_names.len() == self.attributes.values.len() {
            self.tag_names.insert(name.clone());
        }
        self.attributes.values.push(AttributeValue {
            name,
            definition: definition.map(|(id, _)| id),
            value_type,
            pieces: Some(0..0),
            specified: true,
        });
        self.attributes.values.len() - 1
    }

    /// Whether the last specified value looks like a literal whose closing delimiter
    /// was left out, so that it ran on into the next attribute's name and VI: its text
    /// ends with VI. Then the error is that (reported where the literal's text begins)
    /// and the attribute specification list ends, as OpenSP guesses
    /// (`handleAsUnterminated`) when what follows the literal cannot be read.
    fn literal_missing_closing_delimiter(&mut self) -> bool {
        match self.last_literal_ending_with_vi {
            Some((index, start)) if index + 1 == self.attributes.values.len() && !self.invalid_spec_last => {
                let at = self.location(Span::empty(start));
                self.report(ParserDiagnosticKind::LiteralMissingClosingDelimiter, at);
                true
            }
            _ => false,
        }
    }

    /// A value with its name omitted (SHORTTAG, ISO 8879 7.9.1.2): the attribute whose
    /// name token group holds it. `at` is where messages about it go. False when the
    /// token belongs to no attribute and the list is taken to end there, after a
    /// literal that seems to lack its closing delimiter.
    fn name_token(
        &mut self,
        list: Option<&'t AttributeDefinitionList>,
        element: ElementId,
        token: Token,
        at: u32,
    ) -> bool {
        let text = self.token_text(token);
        self.fold_general(text);
        let folded = SmolStr::new(&self.name_buf);
        match list.and_then(|l| l.by_group_token(&folded)) {
            Some((_, definition)) => {
                if !self.cx.declaration.features.shorttag.attrib_omitname {
                    let location = self.location(Span::empty(at));
                    self.report(ParserDiagnosticKind::AttributeNameOmissionNotAllowed, location);
                }
                let name = definition.name.clone();
                let index = self.specify(list.and_then(|l| l.get(&name)), element, name, at);
                let begin = self.attributes.begin_value();
                self.attributes.push_text_at(&folded, false, None);
                let end = self.attributes.pieces.len() as u32;
                self.attributes.values[index].pieces = Some(begin..end);
                self.last_unquoted = None;
                self.last_literal_ending_with_vi = None;
                self.check_value(
                    index,
                    ValuePlace {
                        check: token.span.start,
                        unquoted_end: None,
                    },
                );
            }
            None => {
                if self.literal_missing_closing_delimiter() {
                    return false;
                }
                let element = SmolStr::new(self.element_name(element));
                let location = self.location(Span::empty(at));
                self.report(
                    ParserDiagnosticKind::NoAttributeForToken { token: folded, element },
                    location,
                );
                self.invalid_spec_last = !self.attributes.values.is_empty();
            }
        }
        true
    }

    /// A literal's text (ISO 8879 7.9.3: RS dropped, RE and SEPCHAR made SPACE,
    /// references replaced); returns the offset of the closing delimiter, and whether the
    /// literal's own text (blanks aside, a reference not counting) ends with VI; `None`
    /// when the text ends first or a character reference is not a character (reported).
    /// `tokenized`: the value is tokenized, and a reference to a non-SGML character is an
    /// error in it.
    fn attribute_literal(&mut self, quote: Quote, tokenized: bool) -> Option<(u32, bool)> {
        let mode = Mode::Literal {
            quote,
            data: LiteralData::Replaceable,
        };
        self.value_text_start = self.attributes.text.len();
        self.value_limit_reported = false;
        let mut ends_with_vi = false;
        loop {
            let Some(token) = self.next_token(mode) else {
                let at = self.location(Span::empty(self.offset()));
                self.report(ParserDiagnosticKind::EndInLiteral, at);
                return None;
            };
            let full = self.attribute_value_full();
            match token.kind {
                TokenKind::Data => {
                    let classes = &self.cx.declaration.char_classes;
                    let text = self
                        .token_text(token)
                        .trim_end_matches(|c: char| classes.is_separator(c));
                    if !text.is_empty() {
                        let vi = self.cx.declaration.delimiter(sgml_decl::DelimRole::Vi);
                        ends_with_vi = !vi.is_empty() && text.ends_with(vi);
                    }
                }
                TokenKind::Re | TokenKind::Rs | TokenKind::Lit | TokenKind::Lita => {}
                _ => ends_with_vi = false,
            }
            match token.kind {
                TokenKind::Lit | TokenKind::Lita => return Some((token.span.start, ends_with_vi)),
                _ if full => {}
                TokenKind::Data => {
                    let text = self.token_text(token);
                    let classes = &self.cx.declaration.char_classes;
                    if text
                        .chars()
                        .any(|c| classes.class(c).contains(sgml_decl::CharClass::SEPCHAR))
                    {
                        let mut offset = token.span.start;
                        for c in text.chars() {
                            let sep = classes.class(c).contains(sgml_decl::CharClass::SEPCHAR);
                            let mut buf = [0u8; 4];
                            let piece: &str = if sep { " " } else { c.encode_utf8(&mut buf) };
                            self.attributes.push_text_at(piece, false, Some(offset));
                            offset += c.len_utf8() as u32;
                        }
                    } else {
                        self.attributes.push_text_at(text, false, Some(token.span.start));
                    }
                }
                TokenKind::Re => self.attributes.push_text_at(" ", false, Some(token.span.start)),
                TokenKind::Rs => {}
                TokenKind::FunctionRef => {
                    // A function character by name counts as that function: RE and SEPCHAR
                    // are normalized to SPACE, RS is dropped.
                    match self.character_reference_value(token) {
                        Some('\r') | Some('\t') => self.attributes.push_text_at(" ", false, None),
                        Some(c) => self.attributes.push_char(c),
                        None => {}
                    }
                }
                TokenKind::CharRef | TokenKind::HexCharRef => match self.character_reference_in_literal(token) {
                    Ok(Ok(c)) => self.attributes.push_char(c),
                    Ok(Err(Some(number))) if tokenized => {
                        // Placed where the reference's REFC is, as onsgmls places it.
                        let at = self.reference_end(token);
                        self.report(ParserDiagnosticKind::NonSgmlCharacterReferenceInLiteral { number }, at);
                    }
                    Ok(Err(Some(number))) => self.attributes.push_non_sgml(number),
                    Ok(Err(None)) => {}
                    // Not a character: the literal, and the list, cannot be read on.
                    Err(()) => return None,
                },
                TokenKind::EntityRef => self.entity_in_literal(token),
                TokenKind::NonSgml => {
                    let number = self.token_text(token).chars().next().map_or(0, |c| c as u32);
                    let at = self.location(token.span);
                    self.report(ParserDiagnosticKind::NonSgmlCharacter { number }, at);
                }
                _ => {
                    let text = self.token_text(token);
                    self.attributes.push_text_at(text, false, Some(token.span.start));
                }
            }
        }
    }

    /// Check and normalize the value of attribute `index` as its declared value says
    /// (ISO 8879 7.9.4): tokenized values have their separators collapsed and their
    /// names folded, and each token must have the declared form.
    fn check_value(&mut self, index: usize, place: ValuePlace) {
        let value = &self.attributes.values[index];
        let Some(id) = value.definition else { return };
        let Some(list) = self.attribute_list_of_value() else {
            return;
        };
        let definition = list.attribute(id);
        if definition.declared_value.is_tokenized()
            && let Some(range) = value.pieces.clone()
            && !self.single_token_in_place(range, definition, place)
        {
            self.check_tokenized_value(index, place);
        }
        if let DefaultValue::Fixed(_) = definition.default {
            self.check_fixed_value(index, place);
        }
    }

    /// A `#FIXED` attribute must be given its declared value (ISO 8879 7.9.1.1); onsgmls
    /// reports a different one where the value ends.
    #[inline(never)]
    fn check_fixed_value(&mut self, index: usize, place: ValuePlace) {
        let value = &self.attributes.values[index];
        let Some(id) = value.definition else { return };
        let Some(list) = self.attribute_list_of_value() else {
            return;
        };
        let definition = list.attribute(id);
        if let DefaultValue::Fixed(fixed) = &definition.default
            && self.attributes.text(value).as_deref() != Some(fixed.as_str())
        {
            let at = self.location(Span::empty(place.check));
            self.report(
                ParserDiagnosticKind::FixedValueMismatch {
                    attribute: definition.name.clone(),
                },
                at,
            );
        }
    }

    /// Tokenized values: see [`check_value`](Self::check_value); the general path, for
    /// a value [`single_token_in_place`](Self::single_token_in_place) did not take.
    #[inline(never)]
    fn check_tokenized_value(&mut self, index: usize, place: ValuePlace) {
        let value = &self.attributes.values[index];
        let Some(id) = value.definition else { return };
        let Some(range) = value.pieces.clone() else { return };
        let Some(list) = self.attribute_list_of_value() else {
            return;
        };
        let definition = list.attribute(id);
        let declared = &definition.declared_value;
        if !declared.is_tokenized() {
            return;
        }
        // Buffers lent by the parser, so that checking a value allocates nothing.
        let mut scratch = std::mem::take(&mut self.token_scratch);
        scratch.clear();
        for (_, text) in self.attributes.pieces(&self.attributes.values[index]) {
            scratch.raw.push_str(text);
        }
        let TokenScratch {
            raw,
            tokens,
            normalized,
            places,
        } = &mut scratch;
        let raw = raw.as_str();
        let classes = &self.cx.declaration.char_classes;
        // Entity names are folded as NAMECASE ENTITY says, other names as GENERAL does.
        let fold = if matches!(declared, DeclaredValue::Entity | DeclaredValue::Entities) {
            self.cx.declaration.namecase().entity
        } else {
            self.cx.declaration.namecase().general
        };
        // The tokens, as byte ranges of `raw`.
        let mut start = None;
        for (i, c) in raw.char_indices() {
            let separator = c == ' ' || classes.is_separator(c);
            match (separator, start) {
                (true, Some(s)) => {
                    tokens.push((s, i));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            tokens.push((s, raw.len()));
        }
        for &(s, e) in tokens.iter() {
            if !normalized.is_empty() {
                normalized.push(' ');
            }
            let token = &raw[s..e];
            if fold {
                normalized.extend(token.chars().map(|c| classes.to_upper(c)));
            } else {
                normalized.push_str(token);
            }
        }
        let place_of = |this: &Self, byte: usize| {
            let source = this
                .attributes
                .source_of(range.clone(), byte as u32)
                .unwrap_or(place.check);
            this.location(Span::empty(source))
        };
        let attribute = &definition.name;
        let check_at = self.location(Span::empty(place.check));
        if tokens.is_empty() {
            self.report(
                ParserDiagnosticKind::EmptyTokenizedValue {
                    attribute: attribute.clone(),
                },
                check_at,
            );
        } else {
            if !declared.is_list() && tokens.len() > 1 {
                let at = place_of(self, tokens[0].1);
                self.report(
                    ParserDiagnosticKind::ValueNotSingleToken {
                        attribute: attribute.clone(),
                    },
                    at,
                );
            }
            self.check_tokens(declared, attribute, raw, tokens, &place_of);
        }
        if let Some(group) = declared.group() {
            let single = tokens.len() == 1;
            if !(single && group.iter().any(|g| g == normalized.as_str())) {
                self.report(
                    ParserDiagnosticKind::ValueNotInGroup {
                        value: SmolStr::new(&*normalized),
                        attribute: attribute.clone(),
                    },
                    check_at,
                );
            }
        }
        // The normalized text replaces the value's.
        places.extend(tokens.iter().map(|&(s, _)| place_of(self, s)));
        let begin = self.attributes.begin_value();
        self.attributes.push_text_at(normalized, false, None);
        let end = self.attributes.pieces.len() as u32;
        self.attributes.values[index].pieces = Some(begin..end);
        match declared {
            DeclaredValue::Id if !normalized.is_empty() => {
                let id = SmolStr::new(&*normalized);
                let location = places[0];
                if let Some(&first) = self.ids.get(&id) {
                    self.report(ParserDiagnosticKind::DuplicateId { id }, location);
                    self.report(ParserDiagnosticKind::IdFirstDefinedHere, first);
                } else {
                    self.ids.insert(id, location);
                }
            }
            DeclaredValue::Idref | DeclaredValue::Idrefs => {
                for (token, &location) in normalized.split(' ').filter(|t| !t.is_empty()).zip(places.iter()) {
                    self.idrefs.push((SmolStr::new(token), location));
                }
            }
            DeclaredValue::Entity | DeclaredValue::Entities => {
                for (token, &location) in normalized.split(' ').filter(|t| !t.is_empty()).zip(places.iter()) {
                    self.check_entity_name(token, location);
                }
            }
            _ => {}
        }
        self.token_scratch = scratch;
    }

    /// The common tokenized value, checked and normalized where it is: one piece of
    /// ASCII text that is one token of the declared form (in the group, if there is
    /// one), folded in place as the declaration says. Then the value is what
    /// [`check_tokenized_value`](Self::check_tokenized_value) makes of it, with no
    /// message but a duplicate ID's, and true; false, with nothing changed, for any
    /// other value (the general path then checks it and reports what is wrong).
    fn single_token_in_place(
        &mut self,
        range: std::ops::Range<u32>,
        definition: &'t AttributeDefinition,
        place: ValuePlace,
    ) -> bool {
        if range.end != range.start + 1 {
            return false;
        }
        let piece = &self.attributes.pieces[range.start as usize];
        if piece.sdata {
            return false;
        }
        let (start, end) = (piece.text.start as usize, piece.text.end as usize);
        let source = piece.source;
        let text = &self.attributes.text[start..end];
        let bytes = text.as_bytes();
        let Some(&first) = bytes.first() else {
            return false;
        };
        let declared = &definition.declared_value;
        let classes = &self.cx.declaration.char_classes;
        // ASCII folds to ASCII (`CharClasses::to_upper`): the folded text has the
        // same bytes but for the case of letters.
        // Entity names are folded as NAMECASE ENTITY says, other names as GENERAL does
        // (numbers have no letters to fold).
        let fold = if matches!(declared, DeclaredValue::Entity | DeclaredValue::Entities) {
            self.cx.declaration.namecase().entity
        } else {
            self.cx.declaration.namecase().general
        };
        if let Some(group) = declared.group() {
            // A token of the group is a name token of the declared form already: an
            // ASCII value that is one needs no look at its characters.
            let in_group = bytes.is_ascii()
                && group.iter().any(|g| {
                    if fold {
                        g.len() == bytes.len() && g.bytes().zip(bytes).all(|(g, &b)| g == b.to_ascii_uppercase())
                    } else {
                        g.as_bytes() == bytes
                    }
                });
            if !in_group {
                return false;
            }
        } else {
            // What `check_tokens` asks of every character and of the first.
            let form = declared.token_form();
            let (digits_only, name_start) = (form.digits_only(), form.first().map(|(_, name)| name));
            let wanted = if digits_only {
                sgml_decl::CharClass::DIGIT
            } else {
                sgml_decl::CharClass::NAME_CHAR
            };
            let fits = bytes.iter().all(|&b| {
                let class = classes.class(b as char);
                b.is_ascii()
                    && b != b' '
                    && !class.intersects(sgml_decl::CharClass::SEPARATOR)
                    && class.contains(wanted)
            });
            if !fits {
                return false;
            }
            let first = first as char;
            match name_start {
                Some(true) if !classes.is_name_start(first) => return false,
                Some(false) if !classes.is_digit(first) => return false,
                _ => {}
            }
        }
        // As the general path leaves it: one piece of the normalized text, copied
        // from nowhere in particular.
        if fold {
            self.attributes.text[start..end].make_ascii_uppercase();
        }
        self.attributes.pieces[range.start as usize].source = None;
        if !matches!(
            declared,
            DeclaredValue::Id
                | DeclaredValue::Idref
                | DeclaredValue::Idrefs
                | DeclaredValue::Entity
                | DeclaredValue::Entities
        ) {
            return true;
        }
        let location = self.location(Span::empty(source.unwrap_or(place.check)));
        let token = SmolStr::new(&self.attributes.text[start..end]);
        match declared {
            DeclaredValue::Id => {
                if let Some(&earlier) = self.ids.get(&token) {
                    self.report(ParserDiagnosticKind::DuplicateId { id: token }, location);
                    self.report(ParserDiagnosticKind::IdFirstDefinedHere, earlier);
                } else {
                    self.ids.insert(token, location);
                }
            }
            DeclaredValue::Idref | DeclaredValue::Idrefs => self.idrefs.push((token, location)),
            _ => self.check_entity_name(&token, location),
        }
        true
    }

    /// A token of an ENTITY or ENTITIES value must name a data or subdocument entity
    /// (ISO 8879 7.9.4.3); a name the DTD does not declare gets the `#DEFAULT` entity,
    /// if there is one (warned of with `-wdefault`, as onsgmls).
    fn check_entity_name(&mut self, token: &str, location: Location) {
        let dtd = self.cx.dtd;
        let name = if self.cx.declaration.namecase().entity {
            SmolStr::new(self.cx.declaration.fold_entity(token))
        } else {
            SmolStr::new(token)
        };
        let entity = match dtd.general_entities.get(&name) {
            Some(entity) => entity,
            None => match &dtd.default_entity {
                Some(default) => {
                    if self.cx.options.warn_default_entity {
                        self.report(
                            ParserDiagnosticKind::DefaultEntityInAttribute { name: name.clone() },
                            location,
                        );
                    }
                    default
                }
                None => {
                    self.report(ParserDiagnosticKind::EntityAttributeUndeclared { name }, location);
                    return;
                }
            },
        };
        self.note_entity_lookup(&name, entity, location);
        let data = matches!(
            &entity.data,
            sgml_dtd::dtd::EntityData::External {
                kind: sgml_dtd::dtd::ExternalDataKind::Data { .. } | sgml_dtd::dtd::ExternalDataKind::Subdoc,
                ..
            }
        );
        if !data {
            self.report(ParserDiagnosticKind::EntityAttributeNotData { name }, location);
        }
    }

    /// The attribute definition list of the tag being read.
    fn attribute_list_of_value(&self) -> Option<&'t AttributeDefinitionList> {
        self.attribute_list(self.tag_element?)
    }

    /// Each token must have its declared form: name characters only (digits only for
    /// numbers), and the right first character.
    fn check_tokens(
        &mut self,
        declared: &DeclaredValue,
        attribute: &SmolStr,
        raw: &str,
        tokens: &[(usize, usize)],
        place_of: &dyn Fn(&Self, usize) -> Location,
    ) {
        let classes = &self.cx.declaration.char_classes;
        let form = declared.token_form();
        let (digits_only, start) = (form.digits_only(), form.first());
        for &(offset, end) in tokens {
            let token = &raw[offset..end];
            let bad = token.char_indices().find(|&(_, c)| {
                if digits_only {
                    !classes.is_digit(c)
                } else {
                    !classes.is_name_char(c)
                }
            });
            if let Some((i, character)) = bad {
                let at = place_of(self, offset + i);
                self.report(
                    ParserDiagnosticKind::CharacterNotAllowedInValue {
                        character,
                        attribute: attribute.clone(),
                    },
                    at,
                );
                return;
            }
            if let Some((expected, name_start)) = start {
                let first = token.chars().next().expect("tokens are not empty");
                let ok = if name_start {
                    classes.is_name_start(first)
                } else {
                    classes.is_digit(first)
                };
                if !ok {
                    let at = place_of(self, offset);
                    self.report(
                        ParserDiagnosticKind::CannotStartToken {
                            character: first,
                            attribute: attribute.clone(),
                            expected,
                        },
                        at,
                    );
                    return;
                }
            }
        }
    }

    /// Complete `self.attributes` for a start tag: every attribute of the list in
    /// declaration order (specified, defaulted or implied), then those the list does not
    /// define. With `complete` false (the list could not be read to its end), only the
    /// values specified so far are kept, as onsgmls keeps them. A tag that specifies
    /// nothing lends its list's defaults instead (`self.tag_defaults`).
    #[inline]
    pub(super) fn finish_attributes(&mut self, element: ElementId, complete: bool, at: Location) {
        self.tag_defaults = None;
        if !self.attributes_wanted {
            // Only a list with `#REQUIRED` or `#CURRENT` attributes has something to say
            // of those a tag leaves out (ISO 8879 7.9.1.1).
            if self.element_facts.get(element).required_or_current {
                self.check_unspecified(element, complete, at);
            }
            return;
        }
        self.finish_attributes_with_defaults(element, complete, at);
    }

    /// [`finish_attributes`](Self::finish_attributes) for a sink that reads attributes.
    #[inline(never)]
    fn finish_attributes_with_defaults(&mut self, element: ElementId, complete: bool, at: Location) {
        let list = self.attribute_list(element);
        let list_index = self.attribute_list_index(element);
        let added = self.has_added_attributes(element);
        // A tag that specifies nothing lends its list's defaults, once made, as they are.
        if let (Some(_), Some(index)) = (list, list_index)
            && complete
            && self.attributes.values.is_empty()
            && !added
            && !self.element_facts.get(element).required_or_current
            && self.defaults_made(index)
        {
            self.tag_defaults = Some(index);
            return;
        }
        let defaults = match (list, list_index) {
            (Some(_), Some(index)) => {
                let defaults = self.take_defaults(index);
                if complete
                    && self.attributes.values.is_empty()
                    && !added
                    && !defaults.has_required
                    && !defaults.has_current
                {
                    self.defaults[index as usize] = Some(defaults);
                    self.tag_defaults = Some(index);
                    return;
                }
                Some(defaults)
            }
            _ => None,
        };
        let mut defaults = defaults;
        if let Some(index) = list_index
            && complete
            && !added
            && self.defaults_prefix == Some(index)
            && let Some(defaults) = defaults.take_if(|d| !d.has_required && !d.has_current)
        {
            self.lend_defaults_with_overrides(index, defaults);
            return;
        }
        // Two buffers swap roles from tag to tag, so that no tag allocates.
        let mut specified = std::mem::take(&mut self.attributes.values);
        let mut ordered = std::mem::take(&mut self.spare_values);
        ordered.clear();
        if let (Some(list), Some(defaults)) = (list, &defaults)
            && complete
            && !defaults.has_required
            && !defaults.has_current
        {
            // Every definition has a value: the defaults in one copy (their texts
            // copied over), then the specified values in their places.
            ordered.extend(defaults.attributes.values.iter().cloned());
            for &i in &defaults.valued {
                let id = AttributeId(i as u32);
                ordered[i] = default_value(
                    &mut self.attributes,
                    id,
                    list.attribute(id),
                    &self.cx.dtd.sdata_defaults,
                );
            }
            self.attributes.unspecified_defaults_of = list_index;
            // Backwards, so that the first value given for an attribute stays.
            for value in specified.iter().rev() {
                if let Some(id) = value.definition
                    && let Some(place) = ordered.get_mut(id.0 as usize)
                {
                    *place = value.clone();
                }
            }
        } else if let (Some(list), Some(defaults), Some(index)) = (list, &defaults, list_index) {
            // Where each definition's specified value is, if it is.
            let mut slots = std::mem::take(&mut self.specified_slots);
            slots.clear();
            slots.resize(list.attributes.len(), u32::MAX);
            for (j, value) in specified.iter().enumerate() {
                if let Some(id) = value.definition
                    && let Some(slot) = slots.get_mut(id.0 as usize)
                    && *slot == u32::MAX
                {
                    *slot = j as u32;
                }
            }
            for (i, definition) in list.attributes.iter().enumerate() {
                let id = AttributeId(i as u32);
                let kind = defaults.kinds[i];
                if let Some(value) = specified.get(slots[i] as usize) {
                    if kind == DefaultKind::Current
                        && let Some(text) = self.attributes.text(value)
                    {
                        self.current_values.insert((index, id.0), SmolStr::new(text));
                    }
                    ordered.push(value.clone());
                    continue;
                }
                if !complete {
                    continue;
                }
                match kind {
                    // With no value to carry on, the attribute has none: ESIS omits it.
                    DefaultKind::Current => ordered.extend(self.current_value(list_index, id, definition, at)),
                    DefaultKind::Required => {
                        // A missing required attribute has no value at all: ESIS omits it.
                        self.report(
                            ParserDiagnosticKind::RequiredAttributeMissing {
                                attribute: definition.name.clone(),
                            },
                            at,
                        );
                    }
                    DefaultKind::Value => ordered.push(default_value(
                        &mut self.attributes,
                        id,
                        definition,
                        &self.cx.dtd.sdata_defaults,
                    )),
                    DefaultKind::Implied => {
                        ordered.push(defaults.attributes.values[defaults.slots[i] as usize].clone())
                    }
                }
            }
            self.specified_slots = slots;
        }
        if let (Some(defaults), Some(index)) = (defaults, list_index) {
            self.defaults[index as usize] = Some(defaults);
        }
        // Then the attributes added to the element type's list, in the order they were
        // first met: specified here, or implied. (Specified ones the list could not take
        // come last.)
        if let Some(added) = self.added_attributes.get(&element).filter(|a| !a.is_empty()) {
            let undefined: std::collections::HashMap<&SmolStr, &AttributeValue> = specified
                .iter()
                .filter(|v| v.definition.is_none())
                .map(|v| (&v.name, v))
                .collect();
            for name in added {
                match undefined.get(name) {
                    Some(value) => ordered.push((*value).clone()),
                    None if complete => ordered.push(AttributeValue {
                        name: name.clone(),
                        definition: None,
                        value_type: ValueType::Cdata,
                        pieces: None,
                        specified: false,
                    }),
                    None => {}
                }
            }
            ordered.extend(
                specified
                    .iter()
                    .filter(|v| v.definition.is_none() && !added.contains(&v.name))
                    .cloned(),
            );
        }
        self.attributes.values = ordered;
        specified.clear();
        self.spare_values = specified;
    }

    /// The attributes of a tag that specified some of list `index`'s (which has neither
    /// `#REQUIRED` nor `#CURRENT` attributes, and no added ones), its defaults' texts
    /// first in `self.attributes` ([`copy_defaults_prefix`](Self::copy_defaults_prefix)):
    /// the list's defaults kept from tag to tag with the last tag's values put back, the
    /// specified values in their places; lent to the event and taken back by
    /// [`reset_attributes`](Self::reset_attributes). A tag costs what it specified, not
    /// a copy of the whole list.
    fn lend_defaults_with_overrides(&mut self, index: u32, defaults: Box<ListDefaults>) {
        let slot = index as usize;
        if self.overridden.len() <= slot {
            self.overridden.resize_with(slot + 1, || None);
        }
        let overridden = self.overridden[slot].get_or_insert_with(|| {
            Box::new(super::defaults::Overridden {
                values: defaults.attributes.values.clone(),
                slots: Vec::new(),
            })
        });
        for &i in &overridden.slots {
            overridden.values[i as usize] = defaults.attributes.values[i as usize].clone();
        }
        overridden.slots.clear();
        // The values are in definition order: a value's place is its definition's.
        let mut mask = 0u64;
        // Backwards, so that the first value given for an attribute stays.
        for value in self.attributes.values.drain(..).rev() {
            if let Some(id) = value.definition
                && let Some(place) = overridden.values.get_mut(id.0 as usize)
            {
                *place = value;
                overridden.slots.push(id.0);
                mask |= 1u64.checked_shl(id.0).unwrap_or(0);
            }
        }
        std::mem::swap(&mut self.attributes.values, &mut overridden.values);
        self.attributes.specified_mask = (self.attributes.values.len() <= 64).then_some(mask);
        self.attributes.unspecified_defaults_of = Some(index);
        self.defaults_lent = Some(index);
        self.defaults[slot] = Some(defaults);
    }

    /// For a sink that reads no attributes ([`EventSink::wants_attributes`]): what
    /// [`finish_attributes`](Self::finish_attributes) reports of the attributes a tag
    /// leaves unspecified, at `at`, without making their values; `self.attributes` keeps
    /// the specified ones. A list with neither `#REQUIRED` nor `#CURRENT` attributes has
    /// nothing to report (ISO 8879 7.9.1.1).
    #[inline(never)]
    fn check_unspecified(&mut self, element: ElementId, complete: bool, at: Location) {
        let (Some(list), Some(index)) = (self.attribute_list(element), self.attribute_list_index(element)) else {
            return;
        };
        let defaults = self.take_defaults(index);
        if defaults.has_required || defaults.has_current {
            // Each definition's first specified value, if any (a second one was dropped).
            let mut slots = std::mem::take(&mut self.specified_slots);
            slots.clear();
            slots.resize(list.attributes.len(), u32::MAX);
            for (j, value) in self.attributes.values.iter().enumerate() {
                if let Some(id) = value.definition
                    && let Some(slot) = slots.get_mut(id.0 as usize)
                    && *slot == u32::MAX
                {
                    *slot = j as u32;
                }
            }
            for (i, definition) in list.attributes.iter().enumerate() {
                let specified = self.attributes.values.get(slots[i] as usize);
                let attribute = || definition.name.clone();
                match (defaults.kinds[i], specified) {
                    (DefaultKind::Current, Some(value)) => {
                        if let Some(text) = self.attributes.text(value) {
                            self.current_values.insert((index, i as u32), SmolStr::new(text));
                        }
                    }
                    // ISO 8879 11.3.4: the first occurrence must be specified.
                    (DefaultKind::Current, None)
                        if complete && !self.current_values.contains_key(&(index, i as u32)) =>
                    {
                        let kind = ParserDiagnosticKind::CurrentAttributeFirstUnspecified { attribute: attribute() };
                        self.report(kind, at);
                    }
                    (DefaultKind::Required, None) if complete => {
                        let kind = ParserDiagnosticKind::RequiredAttributeMissing { attribute: attribute() };
                        self.report(kind, at);
                    }
                    _ => {}
                }
            }
            self.specified_slots = slots;
        }
        self.defaults[index as usize] = Some(defaults);
    }

    /// The index of `element`'s attribute definition list in the DTD: `#CURRENT` values
    /// are kept per list, shared by the element types the list serves.
    #[inline]
    fn attribute_list_index(&self, element: ElementId) -> Option<u32> {
        self.element_facts.get(element).attributes.map(|(_, index)| index)
    }

    /// The value of an unspecified `#CURRENT` attribute (ISO 8879 11.3.4): the most
    /// recently specified one; the first occurrence must be specified (reported; then
    /// there is no value).
    fn current_value(
        &mut self,
        list_index: Option<u32>,
        id: AttributeId,
        definition: &AttributeDefinition,
        at: Location,
    ) -> Option<AttributeValue> {
        let value_type = value_type(&definition.declared_value);
        let current = list_index.and_then(|index| self.current_values.get(&(index, id.0)).cloned());
        let Some(text) = current else {
            let attribute = definition.name.clone();
            self.report(ParserDiagnosticKind::CurrentAttributeFirstUnspecified { attribute }, at);
            return None;
        };
        let begin = self.attributes.begin_value();
        self.attributes.push_text(&text, false);
        let pieces = Some(begin..self.attributes.pieces.len() as u32);
        Some(AttributeValue {
            name: definition.name.clone(),
            definition: Some(id),
            value_type,
            pieces,
            specified: false,
        })
    }

    /// The attributes of an implied start tag: the index of the attribute definition
    /// list whose defaults they are, or `None` when they were made in
    /// `self.implied_attributes` (the list has `#CURRENT` attributes or the document added
    /// some).
    pub(super) fn default_attributes_for(&mut self, element: ElementId) -> Option<u32> {
        let list_index = self.attribute_list_index(element);
        let added = self.has_added_attributes(element);
        if let Some(index) = list_index
            && self.attribute_list(element).is_some()
        {
            // Made before, with neither `#REQUIRED` nor `#CURRENT` attributes: lent as
            // they are.
            if !added && !self.element_facts.get(element).required_or_current && self.defaults_made(index) {
                return Some(index);
            }
            let defaults = self.take_defaults(index);
            let shared = !defaults.has_current && !added;
            self.defaults[index as usize] = Some(defaults);
            if shared {
                return Some(index);
            }
        }
        self.implied_attributes.clear();
        let definitions = self
            .attribute_list(element)
            .map_or(&[][..], |list| &list.attributes[..]);
        for (i, definition) in definitions.iter().enumerate() {
            if definition.default == DefaultValue::Required {
                continue; // no value: ESIS omits it
            }
            let mut value = default_value(
                &mut self.implied_attributes,
                AttributeId(i as u32),
                definition,
                &self.cx.dtd.sdata_defaults,
            );
            if definition.default == DefaultValue::Current
                && let Some(text) = list_index.and_then(|index| self.current_values.get(&(index, i as u32)))
            {
                let begin = self.implied_attributes.begin_value();
                self.implied_attributes.push_text(text, false);
                value.pieces = Some(begin..self.implied_attributes.pieces.len() as u32);
            }
            self.implied_attributes.values.push(value);
        }
        if let Some(added) = self.added_attributes.get(&element) {
            for name in added {
                self.implied_attributes.values.push(AttributeValue {
                    name: name.clone(),
                    definition: None,
                    value_type: ValueType::Cdata,
                    pieces: None,
                    specified: false,
                });
            }
        }
        None
    }

    /// Whether the document added attributes to `element`'s list (see `specify`).
    #[inline]
    fn has_added_attributes(&self, element: ElementId) -> bool {
        !self.added_attributes.is_empty() && self.added_attributes.get(&element).is_some_and(|a| !a.is_empty())
    }

    /// Whether the defaults of attribute definition list `index` have been made.
    #[inline]
    fn defaults_made(&self, index: u32) -> bool {
        self.defaults.get(index as usize).is_some_and(Option::is_some)
    }

    /// The defaults of attribute definition list `index`, taken out of
    /// `self.defaults` (made if needed); the caller puts them back.
    fn take_defaults(&mut self, index: u32) -> Box<ListDefaults> {
        let index = index as usize;
        if self.defaults.len() <= index {
            self.defaults.resize_with(index + 1, || None);
        }
        match self.defaults[index].take() {
            Some(defaults) => defaults,
            None => Box::new(ListDefaults::new(
                &self.cx.dtd.attribute_lists[index],
                index as u32,
                &self.cx.dtd.sdata_defaults,
            )),
        }
    }
}

/// How values of a declared value are typed in events.
pub(crate) fn value_type(declared: &DeclaredValue) -> ValueType {
    match declared {
        DeclaredValue::Cdata | DeclaredValue::Data { .. } => ValueType::Cdata,
        DeclaredValue::Id => ValueType::Id,
        DeclaredValue::Idref | DeclaredValue::Idrefs => ValueType::Idref,
        DeclaredValue::Entity | DeclaredValue::Entities => ValueType::Entity,
        DeclaredValue::Notation(_) => ValueType::Notation,
        _ => ValueType::Token,
    }
}

/// The buffers a tokenized attribute value is checked and normalized in (ISO 8879
/// 7.9.3), kept by the parser from value to value.
#[derive(Default)]
pub(super) struct TokenScratch {
    /// The value's text, SDATA pieces inline.
    raw: String,
    /// Its tokens: byte ranges of `raw`.
    tokens: Vec<(usize, usize)>,
    /// The tokens joined by single spaces, folded as the declaration says.
    normalized: String,
    /// Where each token starts.
    places: Vec<Location>,
}

impl TokenScratch {
    fn clear(&mut self) {
        self.raw.clear();
        self.tokens.clear();
        self.normalized.clear();
        self.places.clear();
    }
}
