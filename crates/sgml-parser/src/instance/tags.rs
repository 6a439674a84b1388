//! Start and end tags (ISO 8879 7.4, 7.5) with their SHORTTAG forms (7.4.1.1, 7.5.1.1:
//! empty, unclosed and NET-enabling tags), and attribute specification lists (7.9) with
//! omitted names and unquoted values, normalization and defaults.

use sgml_dtd::content_model::ElementId;
use sgml_dtd::dtd::{AttributeDefinition, AttributeDefinitionList, AttributeId, DeclaredValue, DefaultValue};
use sgml_lexer::{LiteralData, Mode, Quote, Token, TokenKind};
use sgml_source::Span;
use smol_str::SmolStr;

use super::InstanceParser;
use crate::diagnostic::{Location, ParserDiagnosticKind};
use crate::event::{AttributeValue, Attributes, EventSink, ValueType};

/// How a tag ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum TagClose {
    /// TAGC `>`, at this span.
    Tagc(Span),
    /// NET `/`: a NET-enabling start tag.
    Net(Span),
    /// Not closed: the next tag (STAGO or ETAGO) starts here (SHORTTAG unclosed tag).
    Unclosed(u32),
    /// Ended by an error or the end of the text, at this offset.
    Broken(u32),
}

/// Where a specified value is, for the messages about it (onsgmls puts each kind at a
/// different one of these).
#[derive(Clone, Copy, Debug)]
struct ValuePlace {
    /// The opening delimiter of a literal, or the first character of an unquoted value:
    /// "no such attribute", "specified twice".
    outer: u32,
    /// The first character of the value's text: ID messages.
    inner: u32,
    /// The closing delimiter of a literal, or the first character of an unquoted value:
    /// the value's form and group.
    check: u32,
}

impl TagClose {
    fn offset(self) -> u32 {
        match self {
            TagClose::Tagc(span) | TagClose::Net(span) => span.start,
            TagClose::Unclosed(offset) | TagClose::Broken(offset) => offset,
        }
    }
}

impl<'a, S: EventSink> InstanceParser<'a, S> {
    /// A start tag: STAGO has been read.
    pub(super) fn start_tag(&mut self, stago: Token) {
        let tag = self.location(Span::empty(stago.span.start));
        let Some(first) = self.next_token(Mode::Tag) else {
            let at = self.location(Span::empty(stago.span.end));
            self.report(ParserDiagnosticKind::EndInTag, at);
            return;
        };
        if first.kind == TokenKind::Tagc {
            self.empty_start_tag(tag, first);
            return;
        }
        if first.kind != TokenKind::Name {
            // The lexer only gives STAGO before a name start or TAGC.
            self.lexer().seek(first.span.start);
            return;
        }
        let name = self.token_text(first);
        self.fold_general(name);
        let folded = std::mem::take(&mut self.name_buf);
        let element = self.lookup_element(&folded);
        self.name_buf = folded;
        let close = self.attribute_specification_list(element);
        let at = self.location(Span::empty(close.offset()));
        if let TagClose::Unclosed(_) = close
            && !self.cx.declaration.features.shorttag.start_unclosed
        {
            self.report(ParserDiagnosticKind::UnclosedTagNotAllowed, at);
        }
        let net_enabling = matches!(close, TagClose::Net(_));
        self.finish_attributes(element, at);
        self.accept_start_tag(element, net_enabling, tag, at);
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
        self.attributes.clear();
        self.finish_attributes(element, at);
        self.accept_start_tag(element, false, tag, at);
    }

    /// An end tag: ETAGO has been read.
    pub(super) fn end_tag(&mut self, etago: Token) {
        let tag = self.location(Span::empty(etago.span.start));
        let Some(first) = self.next_token(Mode::Tag) else {
            let at = self.location(Span::empty(etago.span.end));
            self.report(ParserDiagnosticKind::EndInTag, at);
            return;
        };
        if first.kind == TokenKind::Tagc {
            // `</>`: ends the current element (ISO 8879 7.5.1.1).
            let at = self.location(Span::empty(first.span.start));
            if self.open.depth() > 0 {
                let element = self.open.current().element;
                self.accept_end_tag(element, tag, at);
            }
            return;
        }
        if first.kind != TokenKind::Name {
            self.lexer().seek(first.span.start);
            return;
        }
        let name = self.token_text(first);
        self.fold_general(name);
        let folded = std::mem::take(&mut self.name_buf);
        let element = self.lookup_element(&folded);
        self.name_buf = folded;
        let close = self.end_tag_close();
        let at = self.location(Span::empty(close.offset()));
        if let TagClose::Unclosed(_) = close
            && !self.cx.declaration.features.shorttag.end_unclosed
        {
            self.report(ParserDiagnosticKind::UnclosedTagNotAllowed, at);
        }
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
                    let found = SmolStr::new(self.token_text(token));
                    let at = self.location(Span::empty(token.span.start));
                    self.report(ParserDiagnosticKind::InvalidInTag { found }, at);
                    self.lexer().seek(token.span.start);
                    return TagClose::Broken(token.span.start);
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

    /// The attribute specification list of a start tag (ISO 8879 7.9), into
    /// `self.attributes` as specified values; returns how the tag ended.
    fn attribute_specification_list(&mut self, element: ElementId) -> TagClose {
        self.attributes.clear();
        let list = self.attribute_list(element);
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
                TokenKind::Net => return TagClose::Net(token.span),
                TokenKind::Stago | TokenKind::Etago => {
                    self.lexer().seek(token.span.start);
                    return TagClose::Unclosed(token.span.start);
                }
                TokenKind::Name | TokenKind::Number | TokenKind::NameToken => {
                    // A name followed by VI, or a value whose name is omitted.
                    let mut probe = self.lexer().clone();
                    probe.set_mode(Mode::Tag);
                    let mut next = probe.next_token();
                    while next.is_some_and(|t| t.kind.is_separator()) {
                        next = probe.next_token();
                    }
                    if next.is_some_and(|t| t.kind == TokenKind::Vi) {
                        *self.lexer() = probe;
                        if let Some(close) = self.attribute_value(list, element, token) {
                            return close;
                        }
                    } else {
                        self.omitted_name_value(list, element, token);
                    }
                }
                _ => {
                    let found = SmolStr::new(self.token_text(token));
                    let at = self.location(Span::empty(token.span.start));
                    let kind = if matches!(token.kind, TokenKind::Lit | TokenKind::Lita | TokenKind::Vi) {
                        ParserDiagnosticKind::MalformedAttributeSpecification
                    } else {
                        ParserDiagnosticKind::InvalidInTag { found }
                    };
                    self.report(kind, at);
                    self.lexer().seek(token.span.start);
                    return TagClose::Broken(token.span.start);
                }
            }
        }
    }

    /// The attribute definition list of `element`, if any.
    fn attribute_list(&self, element: ElementId) -> Option<&'a AttributeDefinitionList> {
        if element.index() >= self.cx.dtd.elements.len() {
            return None;
        }
        self.cx.dtd.attributes_of(element)
    }

    /// `name = value`: VI has been read. Returns a tag close when the value was missing
    /// and the tag ended there.
    fn attribute_value(
        &mut self,
        list: Option<&'a AttributeDefinitionList>,
        element: ElementId,
        name_token: Token,
    ) -> Option<TagClose> {
        let name = self.token_text(name_token);
        self.fold_general(name);
        let name = SmolStr::new(&self.name_buf);
        let place;
        let begin = self.attributes.begin_value();
        loop {
            let Some(token) = self.next_token(Mode::Tag) else {
                let end = self.offset();
                let at = self.location(Span::empty(end));
                self.report(ParserDiagnosticKind::EndInTag, at);
                return Some(TagClose::Broken(end));
            };
            match token.kind {
                TokenKind::Separator | TokenKind::Re | TokenKind::Rs => continue,
                TokenKind::Lit | TokenKind::Lita => {
                    let quote = if token.kind == TokenKind::Lit {
                        Quote::Lit
                    } else {
                        Quote::Lita
                    };
                    match self.attribute_literal(quote) {
                        Some(close) => {
                            place = ValuePlace {
                                outer: token.span.start,
                                inner: token.span.end,
                                check: close,
                            }
                        }
                        None => {
                            let end = self.offset();
                            let at = self.location(Span::empty(end));
                            self.report(ParserDiagnosticKind::EndInLiteral, at);
                            self.attributes.clear();
                            return Some(TagClose::Broken(end));
                        }
                    }
                    break;
                }
                TokenKind::Name | TokenKind::Number | TokenKind::NameToken => {
                    let text = self.token_text(token);
                    self.attributes.push_text(text, false);
                    self.unquoted_value_rest(token);
                    let start = token.span.start;
                    place = ValuePlace {
                        outer: start,
                        inner: start,
                        check: start,
                    };
                    break;
                }
                _ => {
                    // VI with no value: the attribute is dropped.
                    let at = self.location(Span::empty(token.span.start));
                    self.report(ParserDiagnosticKind::MalformedAttributeSpecification, at);
                    self.attributes.pieces.truncate(begin as usize);
                    self.lexer().seek(token.span.start);
                    return None;
                }
            }
        }
        self.add_specified(list, element, name, begin, place);
        None
    }

    /// The rest of an unquoted value after its first name token: onsgmls keeps going to
    /// the next separator or tag close, reporting characters that are not name
    /// characters. Returns the offset where the value ends.
    fn unquoted_value_rest(&mut self, first: Token) -> u32 {
        let mut end = first.span.end;
        let mut reported = false;
        loop {
            let mut probe = self.lexer().clone();
            probe.set_mode(Mode::Tag);
            let Some(token) = probe.next_token() else { return end };
            match token.kind {
                TokenKind::Name | TokenKind::Number | TokenKind::NameToken | TokenKind::Invalid => {
                    if !reported {
                        let at = self.location(Span::empty(token.span.start));
                        self.report(ParserDiagnosticKind::UnquotedValueNotNameToken, at);
                        reported = true;
                    }
                    let text = self.token_text(token);
                    self.attributes.push_text(text, false);
                    end = token.span.end;
                    *self.lexer() = probe;
                }
                _ => return end,
            }
        }
    }

    /// A literal's text (ISO 8879 7.9.3 normalization: RS dropped, RE and SEPCHAR made
    /// SPACE, references replaced); returns the offset of the closing delimiter, or
    /// `None` at the end of the text.
    fn attribute_literal(&mut self, quote: Quote) -> Option<u32> {
        let mode = Mode::Literal {
            quote,
            data: LiteralData::Replaceable,
        };
        loop {
            let token = self.next_token(mode)?;
            match token.kind {
                TokenKind::Lit | TokenKind::Lita => return Some(token.span.start),
                TokenKind::Data => {
                    let text = self.token_text(token);
                    let classes = &self.cx.declaration.char_classes;
                    if text
                        .chars()
                        .any(|c| classes.class(c).contains(sgml_decl::CharClass::SEPCHAR))
                    {
                        for c in text.chars() {
                            let sep = classes.class(c).contains(sgml_decl::CharClass::SEPCHAR);
                            self.attributes.push_char(if sep { ' ' } else { c });
                        }
                    } else {
                        self.attributes.push_text(text, false);
                    }
                }
                TokenKind::Re => self.attributes.push_char(' '),
                TokenKind::Rs => {}
                TokenKind::CharRef | TokenKind::HexCharRef | TokenKind::FunctionRef => {
                    if let Some(c) = self.character_reference_value(token) {
                        self.attributes.push_char(c);
                    }
                }
                TokenKind::EntityRef => self.entity_in_literal(token),
                TokenKind::NonSgml => {
                    let c = self.token_text(token).chars().next().map_or(0, |c| c as u32);
                    let at = self.location(token.span);
                    self.report(ParserDiagnosticKind::NonSgmlCharacter { number: c }, at);
                }
                _ => {
                    let text = self.token_text(token);
                    self.attributes.push_text(text, false);
                }
            }
        }
    }

    /// A value with its name omitted (SHORTTAG, ISO 8879 7.9.1.2): the attribute whose
    /// name token group holds it.
    fn omitted_name_value(&mut self, list: Option<&'a AttributeDefinitionList>, element: ElementId, token: Token) {
        let text = self.token_text(token);
        self.fold_general(text);
        let folded = SmolStr::new(&self.name_buf);
        match list.and_then(|l| l.by_group_token(&folded)) {
            Some((_, definition)) => {
                let begin = self.attributes.begin_value();
                self.attributes.push_text(&folded, false);
                let name = definition.name.clone();
                let start = token.span.start;
                self.add_specified(
                    list,
                    element,
                    name,
                    begin,
                    ValuePlace {
                        outer: start,
                        inner: start,
                        check: start,
                    },
                );
            }
            None => {
                let element = SmolStr::new(self.element_name(element));
                let at = self.location(Span::empty(token.span.end));
                self.report(ParserDiagnosticKind::NoAttributeForToken { token: folded, element }, at);
            }
        }
    }

    /// Record a specified value whose text is in pieces from `begin`.
    fn add_specified(
        &mut self,
        list: Option<&'a AttributeDefinitionList>,
        element: ElementId,
        name: SmolStr,
        begin: u32,
        place: ValuePlace,
    ) {
        let definition = list.and_then(|l| l.get(&name));
        let end = self.attributes.pieces.len() as u32;
        let value_type = definition.map_or(ValueType::Cdata, |(_, d)| value_type(&d.declared_value));
        let value = AttributeValue {
            name: name.clone(),
            definition: definition.map(|(id, _)| id),
            value_type,
            pieces: Some(begin..end),
            specified: true,
        };
        let outer = self.location(Span::empty(place.outer));
        if definition.is_none() && self.cx.validate {
            let element = SmolStr::new(self.element_name(element));
            self.report(
                ParserDiagnosticKind::UndefinedAttribute {
                    attribute: name.clone(),
                    element,
                },
                outer,
            );
        }
        if self.attributes.values.iter().any(|v| v.name == name) {
            self.report(
                ParserDiagnosticKind::DuplicateAttribute {
                    attribute: name.clone(),
                },
                outer,
            );
            self.attributes.values.retain(|v| v.name != name);
        }
        self.attributes.values.push(value);
        if let Some((_, definition)) = definition {
            let index = self.attributes.values.len() - 1;
            self.normalize_tokens(index, definition, place);
        }
    }

    /// Tokenized values: separators collapse, names fold (ISO 8879 7.9.4), and the value
    /// must have the declared type.
    fn normalize_tokens(&mut self, index: usize, definition: &'a AttributeDefinition, place: ValuePlace) {
        let location = self.location(Span::empty(place.inner));
        let declared = &definition.declared_value;
        if !declared.is_tokenized() {
            return;
        }
        let value = &self.attributes.values[index];
        let text = self.attributes.text(value).unwrap_or_default();
        let classes = &self.cx.declaration.char_classes;
        let fold = self.cx.declaration.namecase().general
            && !matches!(declared, DeclaredValue::Entity | DeclaredValue::Entities);
        let mut normalized = String::with_capacity(text.len());
        for token in text
            .split(|c: char| c == ' ' || classes.is_separator(c))
            .filter(|t| !t.is_empty())
        {
            if !normalized.is_empty() {
                normalized.push(' ');
            }
            if fold {
                normalized.extend(token.chars().map(|c| classes.to_upper(c)));
            } else {
                normalized.push_str(token);
            }
        }
        // Replace the value's text.
        let begin = self.attributes.begin_value();
        self.attributes.push_text(&normalized, false);
        let end = self.attributes.pieces.len() as u32;
        self.attributes.values[index].pieces = Some(begin..end);
        let at = self.location(Span::empty(place.check));
        self.check_declared_value(definition, &normalized, at);
        if matches!(declared, DeclaredValue::Id) && !normalized.is_empty() {
            let id = SmolStr::new(&normalized);
            if let Some(&first) = self.ids.get(&id) {
                self.report(ParserDiagnosticKind::DuplicateId { id }, location);
                self.report(ParserDiagnosticKind::IdFirstDefinedHere, first);
            } else {
                self.ids.insert(id, location);
            }
        }
        if matches!(declared, DeclaredValue::Idref | DeclaredValue::Idrefs) {
            for token in normalized.split(' ').filter(|t| !t.is_empty()) {
                self.idrefs.push((SmolStr::new(token), location));
            }
        }
    }

    /// Whether a normalized value has the declared value's form.
    fn check_declared_value(&mut self, definition: &'a AttributeDefinition, value: &str, at: Location) {
        let classes = &self.cx.declaration.char_classes;
        let tokens: Vec<&str> = value.split(' ').filter(|t| !t.is_empty()).collect();
        let declared = &definition.declared_value;
        if !declared.is_list() && tokens.len() != 1 {
            self.report(
                ParserDiagnosticKind::ValueNotSingleToken {
                    attribute: definition.name.clone(),
                },
                at,
            );
            return;
        }
        let is_name = |t: &str| {
            let mut chars = t.chars();
            chars.next().is_some_and(|c| classes.is_name_start(c)) && chars.all(|c| classes.is_name_char(c))
        };
        let is_number = |t: &str| !t.is_empty() && t.chars().all(|c| classes.is_digit(c));
        let is_name_token = |t: &str| !t.is_empty() && t.chars().all(|c| classes.is_name_char(c));
        let is_number_token = |t: &str| {
            let mut chars = t.chars();
            chars.next().is_some_and(|c| classes.is_digit(c)) && chars.all(|c| classes.is_name_char(c))
        };
        let all = |f: &dyn Fn(&str) -> bool| tokens.iter().all(|t| f(t));
        let result = match declared {
            DeclaredValue::Name
            | DeclaredValue::Names
            | DeclaredValue::Id
            | DeclaredValue::Idref
            | DeclaredValue::Idrefs
            | DeclaredValue::Entity
            | DeclaredValue::Entities => all(&is_name).then_some(()).ok_or("a name"),
            DeclaredValue::Number | DeclaredValue::Numbers => all(&is_number).then_some(()).ok_or("a number"),
            DeclaredValue::Nmtoken | DeclaredValue::Nmtokens => all(&is_name_token).then_some(()).ok_or("a name token"),
            DeclaredValue::Nutoken | DeclaredValue::Nutokens => {
                all(&is_number_token).then_some(()).ok_or("a number token")
            }
            DeclaredValue::NameTokenGroup(group) | DeclaredValue::Notation(group) => {
                if tokens.iter().all(|t| group.iter().any(|g| g == t)) {
                    Ok(())
                } else {
                    self.report(
                        ParserDiagnosticKind::ValueNotInGroup {
                            value: SmolStr::new(value),
                            attribute: definition.name.clone(),
                        },
                        at,
                    );
                    return;
                }
            }
            DeclaredValue::Cdata => Ok(()),
        };
        if let Err(expected) = result {
            self.report(
                ParserDiagnosticKind::ValueWrongType {
                    value: SmolStr::new(value),
                    attribute: definition.name.clone(),
                    expected,
                },
                at,
            );
        }
    }

    /// Complete `self.attributes` for a start tag: every attribute of the list in
    /// declaration order (specified, defaulted or implied), then those the list does not
    /// define. Reports missing required attributes and undefined ones.
    pub(super) fn finish_attributes(&mut self, element: ElementId, at: Location) {
        let list = self.attribute_list(element);
        let specified = std::mem::take(&mut self.attributes.values);
        let mut ordered = Vec::with_capacity(list.map_or(0, |l| l.attributes.len()) + specified.len());
        if let Some(list) = list {
            for (i, definition) in list.attributes.iter().enumerate() {
                let id = AttributeId(i as u16);
                if let Some(value) = specified.iter().find(|v| v.definition == Some(id)) {
                    if let DefaultValue::Fixed(fixed) = &definition.default
                        && self.attributes.text(value).as_deref() != Some(fixed.as_str())
                    {
                        self.report(
                            ParserDiagnosticKind::FixedValueMismatch {
                                attribute: definition.name.clone(),
                            },
                            at,
                        );
                    }
                    ordered.push(value.clone());
                    continue;
                }
                if definition.default == DefaultValue::Required {
                    // A missing required attribute has no value at all: ESIS omits it.
                    self.report(
                        ParserDiagnosticKind::RequiredAttributeMissing {
                            attribute: definition.name.clone(),
                        },
                        at,
                    );
                    continue;
                }
                ordered.push(default_value(&mut self.attributes, id, definition));
            }
        }
        ordered.extend(specified.into_iter().filter(|value| value.definition.is_none()));
        self.attributes.values = ordered;
    }

    /// The attributes of an implied start tag, into `self.implied_attributes`.
    pub(super) fn default_attributes_for(&mut self, element: ElementId) {
        self.implied_attributes.clear();
        let Some(list) = self.attribute_list(element) else {
            return;
        };
        for (i, definition) in list.attributes.iter().enumerate() {
            if definition.default == DefaultValue::Required {
                continue; // no value: ESIS omits it
            }
            let value = default_value(&mut self.implied_attributes, AttributeId(i as u16), definition);
            self.implied_attributes.values.push(value);
        }
    }
}

/// The value an unspecified attribute gets (ISO 8879 7.9.1.1).
fn default_value(attributes: &mut Attributes, id: AttributeId, definition: &AttributeDefinition) -> AttributeValue {
    let value_type = value_type(&definition.declared_value);
    let pieces = match &definition.default {
        DefaultValue::Value(text) | DefaultValue::Fixed(text) => {
            let begin = attributes.begin_value();
            attributes.push_text(text, false);
            Some(begin..attributes.pieces.len() as u32)
        }
        DefaultValue::Required | DefaultValue::Current | DefaultValue::Conref | DefaultValue::Implied => None,
    };
    AttributeValue {
        name: definition.name.clone(),
        definition: Some(id),
        value_type,
        pieces,
        specified: false,
    }
}

/// How values of a declared value are typed in events.
fn value_type(declared: &DeclaredValue) -> ValueType {
    match declared {
        DeclaredValue::Cdata => ValueType::Cdata,
        DeclaredValue::Id => ValueType::Id,
        DeclaredValue::Idref | DeclaredValue::Idrefs => ValueType::Idref,
        DeclaredValue::Entity | DeclaredValue::Entities => ValueType::Entity,
        DeclaredValue::Notation(_) => ValueType::Notation,
        _ => ValueType::Token,
    }
}
