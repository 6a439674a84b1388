//! Entity declarations (ISO 8879 10.5) and external identifiers (10.1.6).

use sgml_lexer::{Mode, TokenKind};
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::literal::LiteralKind;
use super::parser::{Param, Parser};
use super::public_id::check_formal_public_id;
use crate::catalog::{EntityKind, ExternalEntity};
use crate::dtd::{
    DeclLocation, Entity, EntityData, EntityText, ExternalDataKind, ExternalDataType, ExternalId, TextKind,
};

/// Which table an entity goes to.
enum EntityTable {
    General,
    Parameter,
    Default,
}

/// Data attribute specifications as name and value pairs (the name empty for a value
/// given alone).
type DataAttributeSpecifications = Vec<(SmolStr, SmolStr)>;

impl Parser<'_> {
    /// An external identifier (10.1.6, production \[73\]) whose keyword (`PUBLIC` or
    /// `SYSTEM`) is `keyword`: the public identifier's minimum literal and the optional
    /// system identifier.
    pub(super) fn external_id(&mut self, keyword: &Param) -> Option<ExternalId> {
        let mut id = ExternalId::default();
        if self.is_keyword(keyword, "PUBLIC") {
            let literal = self.next_param();
            if !Self::is_literal(&literal) {
                self.expected("a public identifier literal", &literal);
                return None;
            }
            let (text, close) = self.read_literal(&literal, LiteralKind::Minimum);
            if self.loader.declaration.features.formal
                && !self.literal_unterminated
                && let Err(error) = check_formal_public_id(&text)
            {
                let kind = DtdDiagnosticKind::InvalidFormalPublicId {
                    id: SmolStr::new(&text),
                    error,
                };
                self.report(kind, close);
            }
            id.public_id = Some(SmolStr::new(text));
        }
        let next = self.next_param();
        // OpenSP takes a system identifier right after the public one with no separator
        // between them (`"-//W3C//DTD HTML 4.01//EN""http://..."`), silently.
        if Self::is_literal(&next) {
            let (text, _) = self.read_literal(&next, LiteralKind::System);
            id.system_id = Some(SmolStr::new(text));
        } else {
            self.unread(next);
        }
        Some(id)
    }

    /// An entity declaration (10.5, production \[101\]) after its keyword.
    pub(super) fn entity_declaration(&mut self, start: DeclLocation) {
        let first = self.next_param();
        let (table, name_param) = match first.kind {
            Some(TokenKind::Pero) => (EntityTable::Parameter, self.next_param()),
            Some(TokenKind::Rni) => {
                let keyword = self.next_param();
                if !self.is_keyword(&keyword, "DEFAULT") || keyword.sep {
                    self.expected("\"DEFAULT\" after \"#\"", &keyword);
                    return self.skip_declaration();
                }
                (EntityTable::Default, keyword)
            }
            _ => (EntityTable::General, first),
        };
        if name_param.kind != Some(TokenKind::Name) {
            self.expected("an entity name", &name_param);
            return self.skip_declaration();
        }
        let name = match table {
            EntityTable::Default => SmolStr::new_static("#DEFAULT"),
            _ => self.entity_name(&name_param),
        };
        let text = self.next_param();
        let data = if Self::is_literal(&text) {
            let (text, _) = self.read_literal(&text, LiteralKind::Parameter);
            if self.literal_invalid {
                // A reference to a number that is no character: the entity is not
                // declared, as onsgmls drops the declaration.
                return self.skip_declaration();
            }
            EntityData::Internal(EntityText {
                kind: TextKind::Text,
                text: SmolStr::new(text),
            })
        } else if text.kind == Some(TokenKind::Name) {
            let keyword = self.keyword(&text.text);
            let keyword = keyword.as_str();
            let kind = match keyword {
                "CDATA" => Some(TextKind::Cdata),
                "SDATA" => Some(TextKind::Sdata),
                "PI" => Some(TextKind::Pi),
                "STARTTAG" => Some(TextKind::StartTag),
                "ENDTAG" => Some(TextKind::EndTag),
                "MS" => Some(TextKind::Ms),
                "MD" => Some(TextKind::Md),
                _ => None,
            };
            if let Some(kind) = kind {
                let literal = self.next_param();
                if !Self::is_literal(&literal) {
                    self.expected("a parameter literal", &literal);
                    return self.skip_declaration();
                }
                let (body, _) = self.read_literal(&literal, LiteralKind::Parameter);
                if self.literal_invalid {
                    return self.skip_declaration();
                }
                let text = match kind {
                    TextKind::StartTag => format!("<{body}>"),
                    TextKind::EndTag => format!("</{body}>"),
                    TextKind::Ms => format!("<![{body}]]>"),
                    TextKind::Md => format!("<!{body}>"),
                    _ => body,
                };
                EntityData::Internal(EntityText {
                    kind,
                    text: SmolStr::new(text),
                })
            } else if keyword == "PUBLIC" || keyword == "SYSTEM" {
                let Some(id) = self.external_id(&text) else {
                    return self.skip_declaration();
                };
                let Some(kind) = self.entity_type() else {
                    return self.skip_declaration();
                };
                EntityData::External { id, kind }
            } else {
                self.expected(
                    "a parameter literal, a data text keyword or an external identifier",
                    &text,
                );
                return self.skip_declaration();
            }
        } else {
            self.expected(
                "a parameter literal, a data text keyword or an external identifier",
                &text,
            );
            return self.skip_declaration();
        };
        let end = self.expect_mdc();
        let location = DeclLocation {
            source: start.source,
            span: if end.source == start.source && end.span.end >= start.span.start {
                start.span.cover(end.span)
            } else {
                start.span
            },
        };
        let parameter = matches!(table, EntityTable::Parameter);
        // OpenSP makes an external entity's system identifier when it is declared, and
        // warns there when neither the declaration nor a catalog gives one.
        let without_system_id = match &data {
            EntityData::External { id, .. } if id.system_id.is_none() && !matches!(table, EntityTable::Default) => {
                Some(id.public_id.clone())
            }
            _ => None,
        };
        let entity = Entity { name, data, location };
        let name = entity.name.clone();
        // The first declaration of a name wins (10.5.1.1); OpenSP says nothing by
        // default about later ones.
        let duplicate = match table {
            EntityTable::General => {
                let new = !self.dtd.general_entities.contains_key(&entity.name);
                self.dtd.general_entities.entry(entity.name.clone()).or_insert(entity);
                !new
            }
            EntityTable::Parameter => {
                let new = !self.dtd.parameter_entities.contains_key(&entity.name);
                self.dtd.parameter_entities.entry(entity.name.clone()).or_insert(entity);
                !new
            }
            EntityTable::Default => {
                if self.dtd.default_entity.is_none() {
                    self.dtd.default_entity = Some(entity);
                }
                false
            }
        };
        if let Some(public_id) = without_system_id
            && !duplicate
        {
            self.check_system_identifier(name, parameter, public_id, start.source, end);
        }
        if duplicate && self.loader.options.warn_duplicate_entities {
            let kind = DtdDiagnosticKind::DuplicateEntity {
                name: name_param.text.clone(),
                parameter,
            };
            self.report(kind, end);
        }
    }

    /// Warn at `at` when no catalog entry gives a system identifier for the external
    /// entity `name` declared (in source `source`) with none.
    fn check_system_identifier(
        &mut self,
        name: SmolStr,
        parameter: bool,
        public_id: Option<SmolStr>,
        source: u32,
        at: DeclLocation,
    ) {
        let declared_in = self.locations.get(source as usize).cloned().flatten();
        let request = ExternalEntity {
            kind: if parameter {
                EntityKind::ParameterEntity
            } else {
                EntityKind::GeneralEntity
            },
            name: &name,
            public_id: public_id.as_deref(),
            system_id: None,
            fold_case: self.loader.namecase.entity,
            declared_in: declared_in.as_ref(),
        };
        let resolution = self.loader.catalogs.resolve(self.loader.storage, &request);
        if matches!(resolution.result, Err(crate::catalog::ResolveError::NotInCatalog)) {
            let kind = DtdDiagnosticKind::NoSystemIdentifier {
                entity: name,
                parameter,
                public_id,
            };
            self.report(kind, at);
        }
    }

    /// The entity type of an external entity (10.5.5): nothing (SGML text), `SUBDOC`,
    /// or `CDATA`/`NDATA`/`SDATA` with a notation name and data attributes.
    fn entity_type(&mut self) -> Option<ExternalDataKind> {
        let param = self.next_param();
        if param.kind != Some(TokenKind::Name) {
            self.unread(param);
            return Some(ExternalDataKind::Text);
        }
        let kind = match self.keyword(&param.text).as_str() {
            "SUBDOC" => {
                if self.loader.declaration.features.subdoc.is_none() {
                    self.report(DtdDiagnosticKind::SubdocNotEnabled, param.at);
                }
                return Some(ExternalDataKind::Subdoc);
            }
            "CDATA" => ExternalDataType::Cdata,
            "NDATA" => ExternalDataType::Ndata,
            "SDATA" => ExternalDataType::Sdata,
            _ => {
                self.expected("an entity type (SUBDOC, CDATA, NDATA or SDATA)", &param);
                return None;
            }
        };
        let (_, notation, attributes) = self.notation_with_data_attributes()?;
        Some(ExternalDataKind::Data {
            kind,
            notation,
            attributes,
        })
    }

    /// Data attribute specifications (11.4.1.2) checked where the entity is declared,
    /// as OpenSP checks them: against the notation's data attribute definition list as
    /// it is then. With no list, that is an error at the DSO and every name given is
    /// unknown; the notation then has an empty list, so that a list declared later is
    /// a second one.
    /// A notation name and, in `[` `]`, the data attribute specifications after it (the
    /// NDATA of an entity declaration, 10.5.5, and Annex K's DATA declared value), checked
    /// against the notation's attributes: where the name is, the name, the values.
    pub(super) fn notation_with_data_attributes(
        &mut self,
    ) -> Option<(DeclLocation, SmolStr, DataAttributeSpecifications)> {
        let notation = self.next_param();
        if notation.kind != Some(TokenKind::Name) {
            self.expected("a notation name", &notation);
            return None;
        }
        let at = notation.at;
        let notation = self.general_name(&notation);
        let next = self.next_param();
        let mut attributes = Vec::new();
        if next.kind == Some(TokenKind::Dso) {
            let (specified, values_at) = self.data_attribute_specifications()?;
            self.check_data_attributes(&notation, &specified, &values_at, next.at);
            attributes = specified;
        } else {
            self.unread(next);
        }
        Some((at, notation, attributes))
    }

    pub(super) fn check_data_attributes(
        &mut self,
        notation: &SmolStr,
        specified: &[(SmolStr, SmolStr)],
        values_at: &[DeclLocation],
        dso: DeclLocation,
    ) {
        let known: Option<Vec<SmolStr>> = self
            .dtd
            .notations
            .get(notation.as_str())
            .and_then(|n| n.attributes.as_ref())
            .map(|list| list.attributes.iter().map(|a| a.name.clone()).collect());
        let known = match known {
            Some(known) => known,
            None => {
                self.report(DtdDiagnosticKind::NoDataAttributes(notation.clone()), dso);
                let entry = self
                    .dtd
                    .notations
                    .entry(notation.clone())
                    .or_insert_with(|| crate::dtd::Notation {
                        name: notation.clone(),
                        id: Default::default(),
                        attributes: None,
                        location: dso,
                    });
                entry.attributes = Some(crate::dtd::AttributeDefinitionList {
                    attributes: Vec::new(),
                    location: dso,
                });
                Vec::new()
            }
        };
        for ((name, _), at) in specified.iter().zip(values_at) {
            if !name.is_empty() && !known.contains(name) {
                self.report(DtdDiagnosticKind::UnknownDataAttribute(name.clone()), *at);
                // As OpenSP recovers: the attribute is defined, CDATA #IMPLIED, so that
                // its value is kept.
                if let Some(list) = self
                    .dtd
                    .notations
                    .get_mut(notation.as_str())
                    .and_then(|n| n.attributes.as_mut())
                    && !list.attributes.iter().any(|a| a.name == *name)
                {
                    list.attributes.push(crate::dtd::AttributeDefinition {
                        name: name.clone(),
                        declared_value: crate::dtd::DeclaredValue::Cdata,
                        default: crate::dtd::DefaultValue::Implied,
                    });
                }
            }
        }
    }

    /// Data attribute specifications `[name=value ...]` (11.4.1.2), after the DSO, read
    /// in TAG mode up to the `]`: the name and value pairs, and where each value is
    /// (where OpenSP reports on a specification).
    pub(super) fn data_attribute_specifications(&mut self) -> Option<(DataAttributeSpecifications, Vec<DeclLocation>)> {
        let mut names_at = Vec::new();
        // Where the value given alone, if that is what the last name is, stands.
        let mut name_at = None;
        let mut attributes = Vec::new();
        let mut name: Option<SmolStr> = None;
        let mut after_vi = false;
        loop {
            let Some(token) = self.input.next(Mode::Tag) else {
                let at = self.input.here();
                self.report(super::DtdDiagnosticKind::UnterminatedDeclaration, at);
                return None;
            };
            let text = SmolStr::new(self.input.slice(token.span));
            let at = self.input.at(token.span);
            match token.kind {
                TokenKind::Separator | TokenKind::Re | TokenKind::Rs => {}
                TokenKind::Invalid if text == "]" => {
                    if let Some(name) = name.take() {
                        attributes.push((SmolStr::default(), name));
                        names_at.push(name_at.take().unwrap_or(at));
                    }
                    return Some((attributes, names_at));
                }
                TokenKind::Name | TokenKind::Number | TokenKind::NameToken => {
                    if after_vi {
                        let attribute = name.take().unwrap_or_default();
                        attributes.push((attribute, text));
                        names_at.push(at);
                        name_at = None;
                        after_vi = false;
                    } else {
                        if let Some(previous) = name.take() {
                            // A value with its name omitted (SHORTTAG).
                            attributes.push((SmolStr::default(), previous));
                            names_at.push(name_at.take().unwrap_or(at));
                        }
                        name_at = Some(at);
                        let param = Param {
                            kind: Some(token.kind),
                            at,
                            text,
                            sep: true,
                        };
                        name = Some(self.general_name(&param));
                    }
                }
                TokenKind::Vi if name.is_some() && !after_vi => after_vi = true,
                TokenKind::Lit | TokenKind::Lita if after_vi => {
                    let open = Param {
                        kind: Some(token.kind),
                        at,
                        text,
                        sep: true,
                    };
                    let (value, _) = self.read_literal(&open, LiteralKind::Attribute);
                    let attribute = name.take().unwrap_or_default();
                    attributes.push((attribute, SmolStr::new(value)));
                    names_at.push(at);
                    name_at = None;
                    after_vi = false;
                }
                _ => {
                    let param = Param {
                        kind: Some(token.kind),
                        at,
                        text,
                        sep: true,
                    };
                    self.expected("a data attribute specification or \"]\"", &param);
                    return None;
                }
            }
        }
    }
}
