//! Notation declarations (ISO 8879 11.4), short reference mapping declarations (11.5)
//! and short reference use declarations in the DTD (11.6): parsed and kept.

use sgml_lexer::TokenKind;
use smol_str::SmolStr;

use super::diagnostic::DtdDiagnosticKind;
use super::literal::LiteralKind;
use super::parser::Parser;
use crate::catalog::{EntityKind, ExternalEntity};
use crate::dtd::{DeclLocation, MapName, Notation, ShortRefMap};

impl Parser<'_> {
    /// A notation declaration (11.4, production \[148\]) after its keyword.
    pub(super) fn notation_declaration(&mut self) {
        let name = self.next_param();
        if name.kind != Some(TokenKind::Name) {
            self.expected("a notation name", &name);
            return self.skip_declaration();
        }
        let notation_name = self.general_name(&name);
        let keyword = self.next_param();
        if !self.is_keyword(&keyword, "PUBLIC") && !self.is_keyword(&keyword, "SYSTEM") {
            self.expected("an external identifier (PUBLIC or SYSTEM)", &keyword);
            return self.skip_declaration();
        }
        let Some(id) = self.external_id(&keyword) else {
            return self.skip_declaration();
        };
        let end = self.expect_mdc();
        if self.loader.options.warn_notation_sysid && id.system_id.is_none() {
            self.check_notation_system_identifier(&notation_name, id.public_id.as_deref(), name.at.source, end);
        }
        if self.declared_notations.contains(&notation_name) {
            self.report(DtdDiagnosticKind::NotationRedeclared(notation_name), name.at);
            return;
        }
        self.declared_notations.push(notation_name.clone());
        match self.dtd.notations.get_mut(&notation_name) {
            // Data attributes were defined first: the declaration completes the entry.
            Some(existing) => {
                existing.id = id;
                existing.location = name.at;
            }
            None => {
                let notation = Notation {
                    name: notation_name.clone(),
                    id,
                    attributes: None,
                    location: name.at,
                };
                self.dtd.notations.insert(notation_name, notation);
            }
        }
    }

    /// Warn at `at` (the declaration's MDC, as onsgmls `-wnotation-sysid`) when no
    /// catalog entry gives a system identifier for notation `name`, declared (in source
    /// `source`) with none.
    fn check_notation_system_identifier(
        &mut self,
        name: &SmolStr,
        public_id: Option<&str>,
        source: u32,
        at: DeclLocation,
    ) {
        let declared_in = self.locations.get(source as usize).cloned().flatten();
        let request = ExternalEntity {
            kind: EntityKind::Notation,
            name,
            public_id,
            system_id: None,
            fold_case: self.loader.namecase.general,
            declared_in: declared_in.as_ref(),
        };
        let resolution = self.loader.catalogs.resolve(self.loader.storage, &request);
        if matches!(resolution.result, Err(crate::catalog::ResolveError::NotInCatalog)) {
            self.report(DtdDiagnosticKind::NotationNoSystemIdentifier(name.clone()), at);
        }
    }

    /// A short reference mapping declaration (11.5, production \[150\]) after its
    /// keyword: a map name, then parameter literal and entity name pairs.
    pub(super) fn shortref_declaration(&mut self, start: DeclLocation) {
        let name = self.next_param();
        if name.kind != Some(TokenKind::Name) {
            self.expected("a map name", &name);
            return self.skip_declaration();
        }
        let map_name = self.general_name(&name);
        let mut mappings: Vec<(SmolStr, SmolStr)> = Vec::new();
        let mut valid = true;
        let mut literals = 0;
        loop {
            let literal = self.next_param();
            if literal.kind == Some(TokenKind::Mdc) && literals > 0 {
                break;
            }
            if !Self::is_literal(&literal) {
                self.expected("a short reference delimiter literal", &literal);
                return self.skip_declaration();
            }
            literals += 1;
            let (delimiter, close) = self.read_literal(&literal, LiteralKind::Parameter);
            // Folded as general names are (OpenSP folds the string).
            let delimiter = SmolStr::new(self.loader.declaration.fold_general(&delimiter));
            let entity = self.next_param();
            if entity.kind != Some(TokenKind::Name) {
                self.expected("an entity name", &entity);
                return self.skip_declaration();
            }
            let entity = self.entity_name(&entity);
            if !valid {
                continue;
            }
            let syntax = &self.loader.declaration.syntax.delimiters.shortref;
            if !syntax.iter().any(|s| *s == delimiter) {
                let shown = self.shown_short_ref(&delimiter);
                self.report(DtdDiagnosticKind::NotAShortRefDelimiter(shown), close);
                valid = false;
            } else if mappings.iter().any(|(d, _)| *d == delimiter) {
                let shown = self.shown_short_ref(&delimiter);
                self.report(DtdDiagnosticKind::ShortRefMappedTwice(shown), close);
                valid = false;
            } else {
                mappings.push((delimiter, entity));
            }
        }
        if self.dtd.short_ref_maps.contains_key(&map_name) {
            self.report(DtdDiagnosticKind::ShortRefMapRedeclared(map_name), name.at);
            return;
        }
        if !valid {
            // Not defined: the elements that use it are reported at the end of the DTD.
            return;
        }
        let map = ShortRefMap {
            name: map_name.clone(),
            mappings,
            location: start,
        };
        self.dtd.short_ref_maps.insert(map_name, map);
    }

    /// A short reference delimiter as messages show it: the RE and RS function characters
    /// as `&#RE;` and `&#RS;`.
    fn shown_short_ref(&self, delimiter: &str) -> SmolStr {
        let classes = &self.loader.declaration.char_classes;
        let mut shown = String::new();
        for c in delimiter.chars() {
            let class = classes.class(c);
            if class.contains(sgml_decl::CharClass::RE) {
                shown.push_str("&#RE;");
            } else if class.contains(sgml_decl::CharClass::RS) {
                shown.push_str("&#RS;");
            } else {
                shown.push(c);
            }
        }
        SmolStr::new(shown)
    }

    /// A short reference use declaration in the DTD (11.6, production \[152\]) after its
    /// keyword: a map name or `#EMPTY`, and the element types that use it.
    pub(super) fn usemap_declaration(&mut self) {
        let first = self.next_param();
        let map = match first.kind {
            Some(TokenKind::Name) => MapName::Map(self.general_name(&first)),
            Some(TokenKind::Rni) => {
                let keyword = self.next_param();
                if !self.is_keyword(&keyword, "EMPTY") || keyword.sep {
                    self.expected("\"EMPTY\" after \"#\"", &keyword);
                    return self.skip_declaration();
                }
                MapName::Empty
            }
            _ => {
                self.expected("a map name or \"#EMPTY\"", &first);
                return self.skip_declaration();
            }
        };
        let types = self.next_param();
        let Some(names) = self.element_types(&types) else {
            return self.skip_declaration();
        };
        self.expect_mdc();
        if let MapName::Map(map) = &map {
            self.used_maps.insert(map.clone());
        }
        for (name, _) in names {
            let id = self.intern_element(name);
            let element = &mut self.dtd.elements[id.index()];
            if element.usemap.is_none() {
                element.usemap = Some(map.clone());
            }
        }
    }
}
