//! Link type declarations (ISO 8879 12.1) and their link process definitions: the
//! link attribute definition lists, link set declarations (12.2) and ID link set
//! declarations (12.2.4) of the link type declaration subset, read with the DTD
//! parser's subset reader.

use sgml_lexer::{Mode, TokenKind};
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::input::FrameText;
use super::literal::LiteralKind;
use super::parser::{Param, Parser};
use super::subset::SubsetEnd;
use super::{DtdDiagnostic, DtdLoader};
use crate::catalog::{EntityKind, ExternalEntity, StorageLocation};
use crate::dtd::{
    DeclLocation, DeclaredValue, DefaultValue, Dtd, LinkAttribute, LinkKind, LinkRule, LinkSet, LinkSetRef, LinkType,
    SourceKind,
};

/// A link type declaration as read from a prolog.
#[derive(Clone, Debug)]
pub struct ParsedLinkType {
    /// The link type, when the declaration could be read.
    pub link: Option<LinkType>,
    /// What reading it found.
    pub diagnostics: Vec<DtdDiagnostic>,
    /// The sources the diagnostics name (the document is source 0).
    pub dtd: Dtd,
    /// The offset just after its MDC (where reading stopped, when malformed).
    pub end: u32,
    /// The link processes active with this link type's declaration read.
    pub active: ActiveLinks,
}

/// How many link processes the link type declarations read so far activate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActiveLinks {
    /// Simple link processes (SIMPLE YES n bounds them).
    pub simple: u32,
    /// Whether an implicit or explicit link process is active (one may be).
    pub complex: bool,
}

/// A link set named in a link rule or declaration, before the names are resolved.
#[derive(Clone, Debug)]
enum SetName {
    Named(SmolStr, DeclLocation),
    Empty,
    Restore,
}

/// A link rule as written.
#[derive(Clone, Debug)]
struct RawRule {
    elements: Vec<(SmolStr, DeclLocation)>,
    uselink: Option<SetName>,
    postlink: Option<SetName>,
    /// Attribute specifications: the name (`None` for a value alone) and the value.
    attributes: Vec<(Option<SmolStr>, String, DeclLocation)>,
}

/// What the link type declaration subset has declared so far.
#[derive(Debug)]
pub(super) struct LinkBuild {
    pub(super) kind: LinkKind,
    /// The base document type (for a simple link, the element its attributes are for).
    pub(super) base_name: SmolStr,
    /// Whether the source document type is the base one (else no element is a source
    /// element type).
    source_known: bool,
    /// Declared element types of the source document type.
    source_elements: Vec<SmolStr>,
    sets: Vec<(SmolStr, Vec<RawRule>, DeclLocation)>,
    id_links: Vec<(SmolStr, RawRule)>,
}

impl LinkBuild {
    pub(super) fn is_simple(&self) -> bool {
        self.kind == LinkKind::Simple
    }
}

impl<'a> DtdLoader<'a> {
    /// Read the link type declaration at `offset` of `document` (ISO 8879 12.1), whose
    /// base document type is `base` (already read): its kind, document types and link
    /// process definition. `document_name` names the document in messages. `active`
    /// names the link types activated (`-a`); `before` says which link processes the
    /// link types before this one activate.
    #[allow(clippy::too_many_arguments)]
    pub fn load_linktype(
        &'a self,
        document: &'a str,
        offset: u32,
        document_name: &str,
        document_location: Option<&StorageLocation>,
        base: &Dtd,
        active: &[String],
        before: ActiveLinks,
    ) -> ParsedLinkType {
        let mut parser = Parser::in_document(self, document, offset, document_name, document_location);
        let link = parser.linktype_declaration(base, active, before, document_location);
        let end = parser.input.position();
        let mut now = before;
        if let Some(link) = &link
            && link.processable
            && active.iter().any(|name| name.eq_ignore_ascii_case(&link.name))
        {
            match link.kind {
                LinkKind::Simple => now.simple += 1,
                _ => now.complex = true,
            }
        }
        ParsedLinkType {
            active: now,
            link,
            diagnostics: parser.diagnostics,
            dtd: parser.dtd,
            end,
        }
    }
}

impl Parser<'_> {
    /// The link type declaration (12.1, production \[154\]) in the document frame:
    /// `<!LINKTYPE name (#SIMPLE #IMPLIED | source #IMPLIED | source result) external-id?
    /// [subset]? >`.
    fn linktype_declaration(
        &mut self,
        base: &Dtd,
        active: &[String],
        before: ActiveLinks,
        document_location: Option<&StorageLocation>,
    ) -> Option<LinkType> {
        self.decl_base = 1;
        let mdo = self.input.next(Mode::DeclarationSubset)?;
        let keyword = self.input.next(Mode::Markup)?;
        let location = self.input.at(mdo.span.cover(keyword.span));
        let name = self.next_param();
        if name.kind != Some(TokenKind::Name) {
            self.expected("the link type name", &name);
            self.skip_to_mdc();
            return None;
        }
        let link_name = self.general_name(&name);
        let first = self.next_param();
        let (kind, source) = if first.kind == Some(TokenKind::Rni) {
            let simple = self.next_param();
            if !self.is_keyword(&simple, "SIMPLE") || simple.sep {
                self.expected("\"SIMPLE\" after \"#\"", &simple);
                self.skip_to_mdc();
                return None;
            }
            (LinkKind::Simple, SmolStr::default())
        } else if first.kind == Some(TokenKind::Name) {
            (LinkKind::Implicit, self.general_name(&first))
        } else {
            self.expected("the source document type name or \"#SIMPLE\"", &first);
            self.skip_to_mdc();
            return None;
        };
        let second = self.next_param();
        let mut kind_end = second.at;
        let (kind, result) = if second.kind == Some(TokenKind::Rni) {
            let implied = self.next_param();
            if !self.is_keyword(&implied, "IMPLIED") || implied.sep {
                self.expected("\"IMPLIED\" after \"#\"", &implied);
                self.skip_to_mdc();
                return None;
            }
            kind_end = implied.at;
            (kind, None)
        } else if second.kind == Some(TokenKind::Name) && kind != LinkKind::Simple {
            (LinkKind::Explicit, Some(self.general_name(&second)))
        } else {
            self.expected("the result document type name or \"#IMPLIED\"", &second);
            self.skip_to_mdc();
            return None;
        };
        let feature = match kind {
            LinkKind::Simple => self.loader.declaration.features.link_simple.is_some(),
            LinkKind::Implicit => self.loader.declaration.features.link_implicit,
            LinkKind::Explicit => self.loader.declaration.features.link_explicit.is_some(),
        };
        if !feature {
            self.report(DtdDiagnosticKind::LinkFeatureNotEnabled(link_name.clone()), kind_end);
        }
        let source_known = kind == LinkKind::Simple || source == base.name;
        if !source_known {
            self.report(DtdDiagnosticKind::LinkSourceNotBase(source.clone()), first.at);
        }
        let activated = active.iter().any(|a| a.eq_ignore_ascii_case(&link_name));
        let source_elements = base
            .elements
            .values()
            .filter(|e| e.definition.is_some())
            .map(|e| e.name.clone())
            .collect();
        self.link = Some(Box::new(LinkBuild {
            kind: kind.clone(),
            base_name: base.name.clone(),
            source_known,
            source_elements,
            sets: Vec::new(),
            id_links: Vec::new(),
        }));
        let mut param = self.next_param();
        if activated && !source_known {
            // OpenSP processes links whose source is the base document type only.
            self.report(DtdDiagnosticKind::LinkNotActivated(link_name.clone()), param.at);
        }
        // ISO 8879 13.5.2: SIMPLE YES n allows n simple link processes to be active.
        if kind == LinkKind::Simple && activated {
            let allowed = self.loader.declaration.features.link_simple.unwrap_or(0);
            if before.simple + 1 > allowed {
                self.report(DtdDiagnosticKind::LinkSimpleActiveExceeded(allowed), param.at);
            }
        }
        // One implicit or explicit link process at a time, as in OpenSP: a second one
        // is reported and not activated.
        let mut processable = source_known;
        if kind != LinkKind::Simple && activated && source_known && before.complex {
            self.report(DtdDiagnosticKind::LinkSecondComplexActive(link_name.clone()), param.at);
            processable = false;
        }
        let mut external_id = None;
        if self.is_keyword(&param, "PUBLIC") || self.is_keyword(&param, "SYSTEM") {
            // An external link type declaration subset (12.1.4), read after the
            // internal one, as a DOCTYPE's.
            external_id = Some(self.external_id(&param)?);
            param = self.next_param();
        }
        let mut dsc = None;
        if param.kind == Some(TokenKind::Dso) {
            self.pending = None;
            match self.subset(true) {
                SubsetEnd::Dsc(at) => dsc = Some(at),
                SubsetEnd::End => return None,
            }
            self.decl_base = 1;
            self.pending = None;
            param = self.next_param();
        }
        if param.kind != Some(TokenKind::Mdc) {
            self.expected("\"[\" or the end of the declaration (\">\")", &param);
            self.skip_to_mdc();
        }
        if let Some(id) = &external_id {
            let request = ExternalEntity {
                kind: EntityKind::Linktype,
                name: &link_name,
                public_id: id.public_id.as_deref(),
                system_id: id.system_id.as_deref(),
                fold_case: self.loader.namecase.general,
                declared_in: document_location,
            };
            let at = param.at;
            if let Some(location) = self.locate_external(&request, link_name.clone(), Some(at), at, at)
                && let Some((text, source)) = self.read_external(location, SourceKind::ExternalSubset, at)
            {
                self.input.push(FrameText::Shared(text), 0, source, None, None);
                self.decl_base = self.input.depth();
                self.subset(false);
                self.input.pop();
                self.decl_base = 1;
            }
        }
        let build = self.link.take()?;
        let end = dsc.unwrap_or(param.at);
        let mut link = self.finish_link(*build, link_name, source, result, location, end);
        link.processable = processable;
        Some(link)
    }

    /// A link set declaration (12.2, production \[163\]) after its keyword:
    /// `<!LINK (name | #INITIAL) link-rule+ >`.
    pub(super) fn link_set_declaration(&mut self, keyword_at: DeclLocation) {
        let Some(build) = self.link.as_ref() else { return };
        if build.is_simple() {
            self.report(DtdDiagnosticKind::LinkSetInSimpleLink, keyword_at);
            return self.skip_declaration();
        }
        let explicit = build.kind == LinkKind::Explicit;
        let first = self.next_param();
        let (name, at) = match first.kind {
            Some(TokenKind::Rni) => {
                let initial = self.next_param();
                if !self.is_keyword(&initial, "INITIAL") || initial.sep {
                    self.expected("\"INITIAL\" after \"#\"", &initial);
                    return self.skip_declaration();
                }
                (SmolStr::new_static("#INITIAL"), initial.at)
            }
            Some(TokenKind::Name) => (self.general_name(&first), first.at),
            _ => {
                self.expected("a link set name or \"#INITIAL\"", &first);
                return self.skip_declaration();
            }
        };
        let mut rules = Vec::new();
        loop {
            let param = self.next_param();
            if param.kind == Some(TokenKind::Mdc) && !rules.is_empty() {
                break;
            }
            let Some(rule) = self.link_rule(param, explicit) else {
                return self.skip_declaration();
            };
            rules.push(rule);
        }
        let Some(build) = self.link.as_mut() else { return };
        match build.sets.iter_mut().find(|(n, _, _)| *n == name) {
            Some((_, existing, _)) if !existing.is_empty() => {
                self.report(DtdDiagnosticKind::LinkSetRedeclared(name), at);
            }
            Some((_, existing, _)) => *existing = rules,
            None => build.sets.push((name, rules, at)),
        }
    }

    /// An ID link set declaration (12.2.4, production \[171\]) after its keyword:
    /// `<!IDLINK (id link-rule)+ >`.
    pub(super) fn idlink_declaration(&mut self, keyword_at: DeclLocation) {
        let Some(build) = self.link.as_ref() else { return };
        if build.is_simple() {
            self.report(DtdDiagnosticKind::LinkSetInSimpleLink, keyword_at);
            return self.skip_declaration();
        }
        let explicit = build.kind == LinkKind::Explicit;
        let mut count = 0;
        loop {
            let id = self.next_param();
            if id.kind == Some(TokenKind::Mdc) && count > 0 {
                break;
            }
            if id.kind != Some(TokenKind::Name) {
                self.expected("a unique identifier name", &id);
                return self.skip_declaration();
            }
            let name = self.general_name(&id);
            let param = self.next_param();
            let Some(rule) = self.link_rule(param, explicit) else {
                return self.skip_declaration();
            };
            count += 1;
            if let Some(build) = self.link.as_mut() {
                build.id_links.push((name, rule));
            }
        }
    }

    /// A link rule starting at `first` (12.2.1, 12.2.3): a source element specification,
    /// and for an explicit link the result element specification after it.
    fn link_rule(&mut self, first: Param, explicit: bool) -> Option<RawRule> {
        let mut rule = RawRule {
            elements: Vec::new(),
            uselink: None,
            postlink: None,
            attributes: Vec::new(),
        };
        let mut param = first;
        let implied_source = explicit && param.kind == Some(TokenKind::Rni);
        if implied_source {
            let keyword = self.next_param();
            if !self.is_keyword(&keyword, "IMPLIED") || keyword.sep {
                self.expected("\"IMPLIED\" after \"#\"", &keyword);
                return None;
            }
        } else {
            rule.elements = match param.kind {
                Some(TokenKind::Name) => {
                    let name = self.general_name(&param);
                    vec![(name, param.at)]
                }
                Some(TokenKind::Grpo) => self.name_group(super::group::GroupTokens::Names, true)?.0,
                _ => {
                    self.expected("a source element type name or a name group", &param);
                    return None;
                }
            };
            for (name, at) in rule.elements.clone() {
                self.check_source_element(&name, at);
            }
            loop {
                param = self.next_param();
                if param.kind != Some(TokenKind::Rni) {
                    break;
                }
                let keyword = self.next_param();
                let which = self.keyword(&keyword.text);
                match which.as_str() {
                    // An explicit link's result `#IMPLIED` right after the source.
                    "IMPLIED" if explicit && !keyword.sep => return Some(rule),
                    "USELINK" if !keyword.sep => {
                        let set = self.link_set_name(false)?;
                        rule.uselink = Some(set);
                    }
                    "POSTLINK" if !keyword.sep => {
                        let set = self.link_set_name(true)?;
                        rule.postlink = Some(set);
                    }
                    _ => {
                        self.expected("\"USELINK\" or \"POSTLINK\" after \"#\"", &keyword);
                        return None;
                    }
                }
            }
            if param.kind == Some(TokenKind::Dso) {
                rule.attributes = self.link_attribute_specification()?;
            } else {
                self.unread(param);
            }
        }
        if explicit {
            // The result element specification: a name with its attributes, or #IMPLIED.
            let result = self.next_param();
            match result.kind {
                Some(TokenKind::Rni) if !implied_source => {
                    let keyword = self.next_param();
                    if !self.is_keyword(&keyword, "IMPLIED") || keyword.sep {
                        self.expected("\"IMPLIED\" after \"#\"", &keyword);
                        return None;
                    }
                }
                Some(TokenKind::Name) => {
                    let after = self.next_param();
                    if after.kind == Some(TokenKind::Dso) {
                        // Result attributes are not part of the ESIS: read and dropped.
                        self.link_attribute_specification()?;
                    } else {
                        self.unread(after);
                    }
                }
                _ => {
                    self.expected("a result element type name or \"#IMPLIED\"", &result);
                    return None;
                }
            }
        }
        Some(rule)
    }

    /// Report `name` when it is not an element type of the source document type.
    pub(super) fn check_source_element(&mut self, name: &SmolStr, at: DeclLocation) {
        let Some(build) = self.link.as_ref() else { return };
        if !build.source_known || !build.source_elements.contains(name) {
            self.report(DtdDiagnosticKind::LinkSourceElementUndefined(name.clone()), at);
        }
    }

    /// The link set specification after `#USELINK` or `#POSTLINK`: a name, `#EMPTY`, or
    /// (after `#POSTLINK` only) `#RESTORE`.
    fn link_set_name(&mut self, restore: bool) -> Option<SetName> {
        let param = self.next_param();
        match param.kind {
            Some(TokenKind::Name) => Some(SetName::Named(self.general_name(&param), param.at)),
            Some(TokenKind::Rni) => {
                let keyword = self.next_param();
                match self.keyword(&keyword.text).as_str() {
                    "EMPTY" if !keyword.sep => Some(SetName::Empty),
                    "RESTORE" if restore && !keyword.sep => Some(SetName::Restore),
                    _ => {
                        self.expected("\"EMPTY\" or \"RESTORE\" after \"#\"", &keyword);
                        None
                    }
                }
            }
            _ => {
                self.expected("a link set name", &param);
                None
            }
        }
    }

    /// A link or result attribute specification after its DSO (12.2.2): attribute
    /// specifications up to the DSC.
    fn link_attribute_specification(&mut self) -> Option<Vec<(Option<SmolStr>, String, DeclLocation)>> {
        let mut specs = Vec::new();
        let mut param = self.next_param();
        loop {
            match param.kind {
                Some(TokenKind::Dsc) => return Some(specs),
                Some(TokenKind::Name | TokenKind::Number | TokenKind::NameToken) => {
                    let next = self.next_param();
                    if next.kind == Some(TokenKind::Invalid) && next.text == "=" {
                        let value = self.next_param();
                        let text = match value.kind {
                            Some(TokenKind::Lit | TokenKind::Lita) => {
                                self.read_literal(&value, LiteralKind::Attribute).0
                            }
                            Some(TokenKind::Name | TokenKind::Number | TokenKind::NameToken) => value.text.to_string(),
                            _ => {
                                self.expected("an attribute value", &value);
                                return None;
                            }
                        };
                        let name = self.general_name(&param);
                        specs.push((Some(name), text, param.at));
                        param = self.next_param();
                    } else {
                        // A value alone (SHORTTAG): reported, if no group holds it, at
                        // what follows it.
                        specs.push((None, param.text.to_string(), next.at));
                        param = next;
                    }
                }
                _ => {
                    self.expected("an attribute specification or \"]\"", &param);
                    return None;
                }
            }
        }
    }

    /// The link type, its link set names resolved and each rule's attributes made.
    fn finish_link(
        &mut self,
        build: LinkBuild,
        name: SmolStr,
        source: SmolStr,
        result: Option<SmolStr>,
        location: DeclLocation,
        end: DeclLocation,
    ) -> LinkType {
        let mut link_sets: Vec<LinkSet> = build
            .sets
            .iter()
            .map(|(name, _, at)| LinkSet {
                name: name.clone(),
                rules: Vec::new(),
                declared: true,
                location: *at,
            })
            .collect();
        if build.kind != LinkKind::Simple && !link_sets.iter().any(|s| s.name == "#INITIAL") {
            self.report(DtdDiagnosticKind::LinkInitialMissing(name.clone()), end);
        }
        let mut resolve = |parser: &mut Parser<'_>, set: &Option<SetName>| -> Option<LinkSetRef> {
            match set.as_ref()? {
                SetName::Empty => Some(LinkSetRef::Empty),
                SetName::Restore => Some(LinkSetRef::Restore),
                SetName::Named(set_name, at) => match link_sets.iter().position(|s| s.name == *set_name) {
                    Some(i) => Some(LinkSetRef::Set(i as u32)),
                    None => {
                        // Reported where the link type declaration subset ends.
                        parser.report(DtdDiagnosticKind::LinkSetUndefined(set_name.clone()), end);
                        link_sets.push(LinkSet {
                            name: set_name.clone(),
                            rules: Vec::new(),
                            declared: false,
                            location: *at,
                        });
                        Some(LinkSetRef::Set(link_sets.len() as u32 - 1))
                    }
                },
            }
        };
        let mut made_sets = Vec::new();
        for (set_name, raw_rules, _) in &build.sets {
            let mut rules = Vec::new();
            for raw in raw_rules {
                let uselink = resolve(self, &raw.uselink);
                let postlink = resolve(self, &raw.postlink);
                for (element, _) in &raw.elements {
                    let attributes = self.link_attributes(element, &raw.attributes);
                    rules.push(LinkRule {
                        element: element.clone(),
                        uselink,
                        postlink,
                        attributes,
                    });
                }
            }
            made_sets.push((set_name.clone(), rules));
        }
        let mut id_links = Vec::new();
        for (id, raw) in &build.id_links {
            let uselink = resolve(self, &raw.uselink);
            let postlink = resolve(self, &raw.postlink);
            let element = raw.elements.first().map(|(e, _)| e.clone()).unwrap_or_default();
            let attributes = self.link_attributes(&element, &raw.attributes);
            id_links.push((
                id.clone(),
                LinkRule {
                    element,
                    uselink,
                    postlink,
                    attributes,
                },
            ));
        }
        for (set_name, rules) in made_sets {
            if let Some(set) = link_sets.iter_mut().find(|s| s.name == set_name) {
                set.rules = rules;
            }
        }
        let simple_attributes = if build.kind == LinkKind::Simple {
            self.link_attributes(&build.base_name, &[])
        } else {
            Vec::new()
        };
        LinkType {
            processable: true,
            name,
            kind: build.kind,
            source,
            result,
            link_sets,
            id_links,
            simple_attributes,
            location,
        }
    }

    /// The link attributes of `element` for a rule specifying `specs`: each definition
    /// of its link attribute definition list, with the value specified or its default.
    fn link_attributes(
        &mut self,
        element: &str,
        specs: &[(Option<SmolStr>, String, DeclLocation)],
    ) -> Vec<LinkAttribute> {
        let Some(list) = self
            .dtd
            .element_id(element)
            .and_then(|id| self.dtd.attributes_of(id))
            .cloned()
        else {
            for (name, _, at) in specs {
                let name = name.clone().unwrap_or_default();
                self.report(DtdDiagnosticKind::LinkAttributeUndefined(name), *at);
            }
            return Vec::new();
        };
        let mut values: Vec<(Option<SmolStr>, bool)> = list
            .attributes
            .iter()
            .map(|a| match &a.default {
                DefaultValue::Fixed(v) | DefaultValue::Value(v) => (Some(v.clone()), false),
                _ => (None, false),
            })
            .collect();
        for (name, text, at) in specs {
            let found = match name {
                Some(name) => list.get(name),
                None => {
                    let token = self.normalize_value(text.clone(), &DeclaredValue::Nmtoken);
                    list.by_group_token(&token)
                }
            };
            let Some((id, definition)) = found else {
                let kind = match name {
                    Some(name) => DtdDiagnosticKind::LinkAttributeUndefined(name.clone()),
                    None => DtdDiagnosticKind::LinkValueNotInGroup(
                        self.normalize_value(text.clone(), &DeclaredValue::Nmtoken),
                    ),
                };
                self.report(kind, *at);
                continue;
            };
            let value = self.normalize_value(text.clone(), &definition.declared_value);
            values[id.0 as usize] = (Some(value), true);
        }
        list.attributes
            .iter()
            .zip(values)
            .map(|(definition, (value, specified))| LinkAttribute {
                name: definition.name.clone(),
                value,
                cdata: !definition.declared_value.is_tokenized(),
                id: definition.declared_value == DeclaredValue::Id,
                specified,
            })
            .collect()
    }
}
