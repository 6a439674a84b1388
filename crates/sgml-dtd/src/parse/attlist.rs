//! Attribute definition list declarations (ISO 8879 11.3), for element types and, after
//! `#NOTATION`, for notations' data attributes (11.4.1.1).

use std::collections::HashSet;

use sgml_lexer::TokenKind;
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::group::GroupTokens;
use super::literal::LiteralKind;
use super::parser::{Param, Parser, fold};
use crate::dtd::{
    AttributeDefinition, AttributeDefinitionList, DeclLocation, DeclaredValue, DefaultValue, SdataDefault,
};

/// What an ATTLIST declaration applies to.
enum Associated {
    Elements(Vec<(SmolStr, DeclLocation)>),
    Notations(Vec<(SmolStr, DeclLocation)>),
}

impl Parser<'_> {
    /// An attribute definition list declaration (11.3, production \[141\]) after its
    /// keyword.
    pub(super) fn attlist_declaration(&mut self, start: DeclLocation) {
        let first = self.next_param();
        let associated = if first.kind == Some(TokenKind::Rni) {
            let keyword = self.next_param();
            if !self.is_keyword(&keyword, "NOTATION") || keyword.sep {
                self.expected("\"NOTATION\" after \"#\"", &keyword);
                return self.skip_declaration();
            }
            let names = self.next_param();
            let names = match names.kind {
                Some(TokenKind::Name) => vec![(self.general_name(&names), names.at)],
                Some(TokenKind::Grpo) => match self.name_group(GroupTokens::Names, true) {
                    Some((names, _)) => names,
                    None => return self.skip_declaration(),
                },
                _ => {
                    self.expected("a notation name or a name group", &names);
                    return self.skip_declaration();
                }
            };
            Associated::Notations(names)
        } else {
            match self.element_types(&first) {
                Some(names) => {
                    // ISO 8879 12.1.4: link attributes are those of source element types;
                    // reported where the name, or the group, ends.
                    if self.link.as_ref().is_some_and(|link| !link.is_simple()) {
                        let at = if first.kind == Some(TokenKind::Grpo) {
                            self.last_group_close
                        } else {
                            first.at
                        };
                        for (name, _) in &names {
                            self.check_source_element(name, at);
                        }
                    }
                    Associated::Elements(names)
                }
                None => return self.skip_declaration(),
            }
        };
        let data = matches!(associated, Associated::Notations(_));
        let Some((attributes, end, count)) = self.attribute_definitions(data) else {
            return self.skip_declaration();
        };
        let attcnt = self.loader.quantities.attcnt;
        self.check_quantity("ATTCNT", attcnt, count, end);
        let location = DeclLocation {
            source: start.source,
            span: if end.source == start.source && end.span.end >= start.span.start {
                start.span.cover(end.span)
            } else {
                start.span
            },
        };
        let list = AttributeDefinitionList { attributes, location };
        // ISO 8879 12.1.4.1: a simple link's attributes are the base document element's.
        if let (Some(link), Associated::Elements(names)) = (self.link.as_ref(), &associated)
            && link.is_simple()
        {
            let base = link.base_name.clone();
            for (name, _) in names.clone() {
                if name != base {
                    self.report(DtdDiagnosticKind::LinkSimpleNotDocumentElement(name), end);
                }
            }
        }
        match associated {
            Associated::Elements(names) => {
                let index = self.dtd.attribute_lists.len() as u32;
                let mut used = false;
                let mut users = 0;
                let merge = self.loader.declaration.version.is_www();
                for (name, _) in names {
                    let id = self.intern_element(name);
                    match self.dtd.elements[id.index()].attributes {
                        None => {
                            self.dtd.elements[id.index()].attributes = Some(index);
                            used = true;
                            users += 1;
                            if users == 2 {
                                self.shared_lists.insert(index);
                            }
                        }
                        // Web SGML (ISO 8879 Annex K.3.4): further lists add the
                        // attributes not defined yet, silently.
                        Some(existing) if merge => self.merge_attributes(id, existing, &list),
                        Some(_) => {
                            let name = self.dtd.elements[id.index()].name.clone();
                            self.report(DtdDiagnosticKind::AttlistRedeclared(name), end);
                        }
                    }
                }
                if used {
                    self.dtd.attribute_lists.push(list);
                }
            }
            Associated::Notations(names) => {
                for (name, at) in names {
                    // Data attributes may be declared before their notation.
                    let notation = self
                        .dtd
                        .notations
                        .entry(name.clone())
                        .or_insert_with(|| crate::dtd::Notation {
                            name: name.clone(),
                            id: Default::default(),
                            attributes: None,
                            location: at,
                        });
                    if notation.attributes.is_some() {
                        self.report(DtdDiagnosticKind::NotationAttlistRedeclared(name), end);
                    } else {
                        notation.attributes = Some(list.clone());
                    }
                }
            }
        }
    }

    /// Add the attributes of `list` not yet in element `id`'s list `existing`; a list
    /// shared with other element types is copied first, so that they keep theirs.
    fn merge_attributes(&mut self, id: crate::content_model::ElementId, existing: u32, list: &AttributeDefinitionList) {
        let shared = self.shared_lists.contains(&existing);
        let target = if shared {
            let copy = self.dtd.attribute_lists[existing as usize].clone();
            self.dtd.attribute_lists.push(copy);
            let index = self.dtd.attribute_lists.len() as u32 - 1;
            self.dtd.elements[id.index()].attributes = Some(index);
            index
        } else {
            existing
        };
        let list_names = &mut self.dtd.attribute_lists[target as usize];
        let names = self
            .merged_names
            .entry(target)
            .or_insert_with(|| list_names.attributes.iter().map(|a| a.name.clone()).collect());
        for attribute in &list.attributes {
            if names.insert(attribute.name.clone()) {
                list_names.attributes.push(attribute.clone());
            }
        }
    }

    /// The attribute definitions up to the MDC: the definitions (the first of each
    /// name kept), where the MDC is, and the ATTCNT count (names plus group tokens).
    fn attribute_definitions(&mut self, data: bool) -> Option<(Vec<AttributeDefinition>, DeclLocation, u64)> {
        let mut attributes: Vec<AttributeDefinition> = Vec::with_capacity(16);
        // Names and group tokens so far, in sets: a list may hold thousands.
        let mut names: HashSet<SmolStr> = HashSet::new();
        let mut tokens: HashSet<SmolStr> = HashSet::new();
        let mut id_attribute: Option<SmolStr> = None;
        let mut notation_attribute: Option<SmolStr> = None;
        let mut count = 0u64;
        loop {
            let param = self.next_param();
            match param.kind {
                Some(TokenKind::Mdc) if !attributes.is_empty() || count > 0 => {
                    return Some((attributes, param.at, count));
                }
                Some(TokenKind::Name) => {}
                _ => {
                    self.expected("an attribute name", &param);
                    return None;
                }
            }
            let name = self.general_name(&param);
            count += 1;
            let value = self.next_param();
            // The last token of the declared value, where OpenSP reports on it.
            let mut value_at = value.at;
            let declared_value = match value.kind {
                Some(TokenKind::Grpo) => {
                    let (group, close) = self.name_group(GroupTokens::NameTokens, true)?;
                    count += group.len() as u64;
                    self.check_group_tokens(&mut tokens, &group, close);
                    DeclaredValue::NameTokenGroup(group.into_iter().map(|(n, _)| n).collect())
                }
                Some(TokenKind::Name) => match self.keyword(&value.text).as_str() {
                    "CDATA" => DeclaredValue::Cdata,
                    "ENTITY" => DeclaredValue::Entity,
                    "ENTITIES" => DeclaredValue::Entities,
                    "ID" => DeclaredValue::Id,
                    "IDREF" => DeclaredValue::Idref,
                    "IDREFS" => DeclaredValue::Idrefs,
                    "NAME" => DeclaredValue::Name,
                    "NAMES" => DeclaredValue::Names,
                    "NMTOKEN" => DeclaredValue::Nmtoken,
                    "NMTOKENS" => DeclaredValue::Nmtokens,
                    "NUMBER" => DeclaredValue::Number,
                    "NUMBERS" => DeclaredValue::Numbers,
                    "NUTOKEN" => DeclaredValue::Nutoken,
                    "NUTOKENS" => DeclaredValue::Nutokens,
                    "DATA" if self.loader.declaration.version.is_www() => {
                        let (at, notation, attributes) = self.notation_with_data_attributes()?;
                        value_at = at;
                        DeclaredValue::Data { notation, attributes }
                    }
                    "NOTATION" => {
                        let open = self.next_param();
                        if open.kind != Some(TokenKind::Grpo) {
                            self.expected("a name group of notations", &open);
                            return None;
                        }
                        let (group, close) = self.name_group(GroupTokens::Names, true)?;
                        count += group.len() as u64;
                        self.check_group_tokens(&mut tokens, &group, close);
                        value_at = close;
                        DeclaredValue::Notation(group.into_iter().map(|(n, _)| n).collect())
                    }
                    _ => {
                        self.expected("a declared value", &value);
                        return None;
                    }
                },
                _ => {
                    self.expected("a declared value", &value);
                    return None;
                }
            };
            let default = self.default_value(&name, &declared_value, data)?;
            if !names.insert(name.clone()) {
                self.report(DtdDiagnosticKind::DuplicateAttribute(name), param.at);
                continue;
            }
            match declared_value {
                DeclaredValue::Id => match &id_attribute {
                    Some(first) => {
                        let kind = DtdDiagnosticKind::SecondIdAttribute { first: first.clone() };
                        self.report(kind, value.at);
                    }
                    None => id_attribute = Some(name.clone()),
                },
                DeclaredValue::Notation(_) => match &notation_attribute {
                    Some(first) => {
                        let kind = DtdDiagnosticKind::SecondNotationAttribute { first: first.clone() };
                        self.report(kind, value_at);
                    }
                    None => notation_attribute = Some(name.clone()),
                },
                _ => {}
            }
            attributes.push(AttributeDefinition {
                name,
                declared_value,
                default,
            });
        }
    }

    /// Report a token of `group` already in another group of the same list.
    fn check_group_tokens(
        &mut self,
        tokens: &mut HashSet<SmolStr>,
        group: &[(SmolStr, DeclLocation)],
        close: DeclLocation,
    ) {
        // Web SGML allows it: the attribute name must then be given (K.3.4).
        if self.loader.declaration.version.is_www() {
            return;
        }
        // A token repeated inside this group was reported as such (10.1.3), once.
        let mut in_group: HashSet<&SmolStr> = HashSet::with_capacity(group.len());
        for (token, _) in group {
            if in_group.insert(token) && !tokens.insert(token.clone()) {
                self.report(DtdDiagnosticKind::DuplicateGroupToken(token.clone()), close);
            }
        }
    }

    /// A default value (11.3.4, production \[147\]) of attribute `name`; `data` for a
    /// notation's data attribute (11.4.1.1), which may be neither `#CURRENT` nor
    /// `#CONREF`. An ID attribute's may be neither either: only `#IMPLIED` or
    /// `#REQUIRED` (11.3.4). Both are reported at the keyword, and the keyword kept.
    fn default_value(&mut self, name: &SmolStr, declared: &DeclaredValue, data: bool) -> Option<DefaultValue> {
        let param = self.next_param();
        match param.kind {
            Some(TokenKind::Rni) => {
                let keyword = self.next_param();
                if keyword.kind != Some(TokenKind::Name) || keyword.sep {
                    self.expected("a default value keyword after \"#\"", &keyword);
                    return None;
                }
                Some(match self.keyword(&keyword.text).as_str() {
                    "FIXED" => {
                        let value = self.next_param();
                        DefaultValue::Fixed(self.attribute_value(&value, name, declared)?)
                    }
                    "REQUIRED" => DefaultValue::Required,
                    which @ ("CURRENT" | "CONREF") => {
                        if data {
                            self.report(
                                DtdDiagnosticKind::DataAttributeCurrentOrConref(name.clone()),
                                keyword.at,
                            );
                        } else if *declared == DeclaredValue::Id {
                            self.report(DtdDiagnosticKind::IdWithDefault(name.clone()), keyword.at);
                        }
                        if which == "CURRENT" {
                            DefaultValue::Current
                        } else {
                            DefaultValue::Conref
                        }
                    }
                    "IMPLIED" => {
                        self.check_simple_link_default(name, keyword.at);
                        DefaultValue::Implied
                    }
                    _ => {
                        self.expected("FIXED, REQUIRED, CURRENT, CONREF or IMPLIED", &keyword);
                        return None;
                    }
                })
                .inspect(|default| {
                    if matches!(
                        default,
                        DefaultValue::Required | DefaultValue::Current | DefaultValue::Conref
                    ) {
                        self.check_simple_link_default(name, keyword.at);
                    }
                })
            }
            _ => {
                let value = self.attribute_value(&param, name, declared)?;
                let at = if Self::is_literal(&param) {
                    self.last_literal_close
                } else {
                    param.at
                };
                self.check_simple_link_default(name, at);
                Some(DefaultValue::Value(value))
            }
        }
    }

    /// ISO 8879 12.1.4.1: the link attributes of a simple link are fixed.
    fn check_simple_link_default(&mut self, name: &SmolStr, at: DeclLocation) {
        if self.link.as_ref().is_some_and(|link| link.is_simple()) {
            self.report(DtdDiagnosticKind::LinkSimpleAttributeNotFixed(name.clone()), at);
        }
    }

    /// An attribute value (a literal, or a name token standing alone), normalized as
    /// its declared value says (7.9.3, 7.9.4): tokens separated by single spaces and,
    /// for names, folded under NAMECASE GENERAL; then checked against it.
    fn attribute_value(&mut self, param: &Param, name: &SmolStr, declared: &DeclaredValue) -> Option<SmolStr> {
        let (raw, at, close) = match param.kind {
            Some(TokenKind::Lit | TokenKind::Lita) => {
                let (text, close) = self.read_literal(param, LiteralKind::Attribute);
                if self.literal_invalid {
                    // A reference to a number that is no character: the declaration
                    // is not made, as onsgmls drops it.
                    return None;
                }
                let mut inside = param.at;
                inside.span = sgml_source::Span::empty(param.at.span.end);
                (text, inside, close)
            }
            Some(TokenKind::Name | TokenKind::Number | TokenKind::NameToken) => {
                (param.text.to_string(), param.at, param.at)
            }
            _ => {
                self.expected("an attribute value", param);
                return None;
            }
        };
        let value = self.normalize_value(raw, declared);
        self.check_default_value(name, declared, &value, at, close);
        if !declared.is_tokenized()
            && matches!(param.kind, Some(TokenKind::Lit | TokenKind::Lita))
            && !self.literal_sdata.is_empty()
            && SdataDefault::pieces_of(&self.dtd.sdata_defaults, name, &value).is_none()
        {
            self.dtd.sdata_defaults.push(SdataDefault {
                attribute: name.clone(),
                value: value.clone(),
                pieces: std::mem::take(&mut self.literal_sdata),
            });
        }
        Some(value)
    }

    /// A value normalized as its declared value says.
    pub(super) fn normalize_value(&self, raw: String, declared: &DeclaredValue) -> SmolStr {
        if !declared.is_tokenized() {
            return SmolStr::new(raw);
        }
        // Entity names fold as NAMECASE ENTITY says, other names as GENERAL does.
        let folds = match declared {
            DeclaredValue::Entity | DeclaredValue::Entities => self.loader.namecase.entity,
            DeclaredValue::Number | DeclaredValue::Numbers => false,
            _ => self.loader.namecase.general,
        };
        let classes = self.loader.config.classes();
        let mut value = String::with_capacity(raw.len());
        for token in raw.split([' ', '\t', '\r', '\n']).filter(|t| !t.is_empty()) {
            if !value.is_empty() {
                value.push(' ');
            }
            if folds {
                value.push_str(&fold(token, |c| classes.to_upper(c)));
            } else {
                value.push_str(token);
            }
        }
        SmolStr::new(value)
    }
}
