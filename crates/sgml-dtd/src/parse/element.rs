//! Element declarations (ISO 8879 11.2): element types, omitted tag minimization,
//! declared content or a content model compiled to its automaton, exceptions.

use std::collections::HashSet;
use std::sync::Arc;

use sgml_lexer::TokenKind;
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::group::GroupTokens;
use super::parser::{Param, Parser};
use crate::content_model::{ContentModel, ContentModelDiagnostic, ElementId, ModelGroup};
use crate::dtd::{DeclLocation, DeclaredContent, ElementDefinition, OmitTag, Ranked};

/// Declared content or a model, before compilation.
enum Content {
    Cdata,
    Rcdata,
    Empty,
    Any,
    Model(ModelGroup),
}

impl Parser<'_> {
    /// The element types a declaration applies to (11.2.1, 11.3.1): one name or a name
    /// group, each with where it stands.
    pub(super) fn element_types(&mut self, param: &Param) -> Option<Vec<(SmolStr, DeclLocation)>> {
        match param.kind {
            Some(TokenKind::Name) => Some(vec![(self.general_name(param), param.at)]),
            Some(TokenKind::Grpo) => self.name_group(GroupTokens::Names, true).map(|(mut names, close)| {
                self.last_group_close = close;
                // A name given twice (reported by `name_group`) applies once.
                let mut seen = HashSet::with_capacity(names.len());
                names.retain(|(name, _)| seen.insert(name.clone()));
                names
            }),
            _ => {
                self.expected("an element type name or a name group", param);
                None
            }
        }
    }

    /// The rank stems `stems` (a ranked element's name, or a ranked group's names,
    /// ISO 8879 11.2.1.1) with the rank suffix `suffix`: each stem added to the DTD's
    /// table if new, and one that is also a declared element type reported (at the
    /// suffix, where OpenSP reports it).
    fn rank_stems(&mut self, stems: &[(SmolStr, DeclLocation)], suffix: &Param) -> Ranked {
        let mut indices = Vec::with_capacity(stems.len());
        for (stem, _) in stems {
            let declared = self
                .dtd
                .elements
                .get(stem)
                .is_some_and(|element| element.definition.is_some());
            if declared {
                self.report(DtdDiagnosticKind::RankStemAndElement(stem.clone()), suffix.at);
            }
            let (index, _) = self.dtd.rank_stems.insert_full(stem.clone(), ());
            indices.push(index as u32);
        }
        Ranked {
            suffix: suffix.text.clone(),
            stems: indices,
        }
    }

    /// Whether `param` is an omitted tag minimization mark: `-` or `O`.
    fn minimization_mark(&self, param: &Param) -> Option<bool> {
        match param.kind {
            Some(TokenKind::Minus) => Some(false),
            Some(TokenKind::Name) if self.is_keyword(param, "O") => Some(true),
            _ => None,
        }
    }

    /// An exception group after its `-` or `+`: GRPO right after it, then a name
    /// group of element types.
    fn exception_group(&mut self, sign: &Param) -> Option<Vec<ElementId>> {
        let open = self.next_param();
        if open.kind == Some(TokenKind::Grpo) && open.sep {
            let kind = DtdDiagnosticKind::UnexpectedToken {
                expected: "\"(\" right after the exception's \"-\" or \"+\"",
                found: SmolStr::new_static("a separator"),
            };
            self.report(kind, sign.at);
            self.unread(open);
            return None;
        }
        if open.kind != Some(TokenKind::Grpo) {
            self.expected("\"(\" right after the exception's \"-\" or \"+\"", &open);
            return None;
        }
        let (names, _) = self.name_group(GroupTokens::Names, true)?;
        Some(names.into_iter().map(|(name, _)| self.intern_element(name)).collect())
    }

    /// An element declaration (11.2, production \[116\]) after its keyword.
    pub(super) fn element_declaration(&mut self, start: DeclLocation) {
        let first = self.next_param();
        let Some(mut names) = self.element_types(&first) else {
            return self.skip_declaration();
        };
        let mut param = self.next_param();
        // A rank suffix (11.2.1.1): the element types are the names with the suffix
        // appended; under RANK YES each name is also a rank stem that tags may use. (Under
        // RANK NO OpenSP appends the suffix all the same, without a message, and tags
        // cannot use the stems.)
        let mut ranked = None;
        if param.kind == Some(TokenKind::Number) {
            if self.loader.declaration.features.rank {
                ranked = Some(self.rank_stems(&names, &param));
            }
            for (name, _) in &mut names {
                *name = SmolStr::new(format!("{name}{}", param.text));
            }
            param = self.next_param();
        } else if !self.dtd.rank_stems.is_empty() {
            // A generic identifier that is also a rank stem (OpenSP reports it at the
            // parameter after the name).
            for (name, _) in &names {
                if self.dtd.rank_stems.contains_key(name) {
                    self.report(DtdDiagnosticKind::RankStemAndElement(name.clone()), param.at);
                }
            }
        }
        let ids: Vec<ElementId> = names
            .iter()
            .map(|(name, _)| self.intern_element(name.clone()))
            .collect();
        if let Some(ranked) = ranked {
            for id in &ids {
                self.dtd.ranked.entry(id.0).or_insert_with(|| ranked.clone());
            }
        }
        let mut omit = None;
        if let Some(start_omitted) = self.minimization_mark(&param) {
            let second = self.next_param();
            let Some(end_omitted) = self.minimization_mark(&second) else {
                self.expected("\"-\" or \"O\" (end tag minimization)", &second);
                return self.skip_declaration();
            };
            omit = Some(OmitTag {
                start: start_omitted,
                end: end_omitted,
            });
            param = self.next_param();
        }
        // Where a missing minimization is reported: after a model group, at a keyword
        // (where OpenSP reports it).
        let mut content_at = param.at;
        let content = match param.kind {
            Some(TokenKind::Grpo) => match self.model_group() {
                Some((group, close)) => {
                    content_at = DeclLocation {
                        source: close.source,
                        span: sgml_source::Span::empty(close.span.end),
                    };
                    Content::Model(group)
                }
                None => return self.skip_declaration(),
            },
            Some(TokenKind::Name) => match self.keyword(&param.text).as_str() {
                "CDATA" => Content::Cdata,
                "RCDATA" => Content::Rcdata,
                "EMPTY" => {
                    if self.loader.options.warn_should && omit.is_some_and(|omit| !omit.end) {
                        self.report(DtdDiagnosticKind::EmptyEndTagNotOmissible, param.at);
                    }
                    Content::Empty
                }
                "ANY" => Content::Any,
                _ => {
                    self.expected("declared content (CDATA, RCDATA, EMPTY), ANY or a model group", &param);
                    return self.skip_declaration();
                }
            },
            _ => {
                self.expected("declared content (CDATA, RCDATA, EMPTY), ANY or a model group", &param);
                return self.skip_declaration();
            }
        };
        if omit.is_none() && self.loader.declaration.features.omittag {
            self.report(DtdDiagnosticKind::MinimizationMissing, content_at);
        }
        let mut exclusions = Vec::new();
        let mut inclusions = Vec::new();
        if matches!(content, Content::Model(_) | Content::Any) {
            let mut next = self.next_param();
            if next.kind == Some(TokenKind::Minus) {
                let Some(group) = self.exception_group(&next) else {
                    return self.skip_declaration();
                };
                exclusions = group;
                next = self.next_param();
            }
            if next.kind == Some(TokenKind::Plus) {
                let Some(group) = self.exception_group(&next) else {
                    return self.skip_declaration();
                };
                inclusions = group;
            } else {
                self.unread(next);
            }
        }
        let end = self.expect_mdc();
        let location = DeclLocation {
            source: start.source,
            span: if end.source == start.source && end.span.end >= start.span.start {
                start.span.cover(end.span)
            } else {
                start.span
            },
        };
        let content = match content {
            Content::Cdata => DeclaredContent::Cdata,
            Content::Rcdata => DeclaredContent::Rcdata,
            Content::Empty => DeclaredContent::Empty,
            Content::Any => DeclaredContent::Any,
            Content::Model(group) => {
                let element_name = names.first().map(|(n, _)| n.clone()).unwrap_or_default();
                match ContentModel::compile(&group) {
                    Ok(compiled) => {
                        // OpenSP warns of the model first, then reports its ambiguities.
                        if compiled.pcdata_unreachable && self.loader.options.warn_mixed {
                            let kind = ContentModelDiagnostic::PcdataUnreachable {
                                element: element_name.clone(),
                            };
                            self.report(DtdDiagnosticKind::ContentModel(kind), content_at);
                        }
                        for ambiguity in &compiled.ambiguities {
                            let kind = ambiguity.diagnostic_kind(&element_name, |id| {
                                self.dtd
                                    .elements
                                    .get_index(id.index())
                                    .map_or("?", |(name, _)| name.as_str())
                            });
                            self.report(DtdDiagnosticKind::ContentModel(kind), content_at);
                        }
                        DeclaredContent::Model {
                            group: Arc::clone(compiled.model.shared_group()),
                            model: compiled.model,
                        }
                    }
                    Err(error) => {
                        let kind = ContentModelDiagnostic::TooComplex {
                            element: element_name,
                            error,
                        };
                        self.report(DtdDiagnosticKind::ContentModel(kind), end);
                        DeclaredContent::Any
                    }
                }
            }
        };
        let definition = ElementDefinition {
            omit,
            content,
            inclusions,
            exclusions,
            location,
        };
        for id in ids {
            let element = &mut self.dtd.elements[id.index()];
            if element.definition.is_some() {
                let name = element.name.clone();
                self.report(DtdDiagnosticKind::ElementRedeclared(name), end);
            } else {
                element.definition = Some(definition.clone());
            }
        }
    }
}
