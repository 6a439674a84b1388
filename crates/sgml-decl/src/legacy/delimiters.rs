//! Parsing DELIM, NAMES, QUANTITY (ISO 8879 13.4.6–13.4.8) and Annex K's ENTITIES.

use super::*;

impl Parser<'_> {
    /// DELIM (13.4.6): GENERAL SGMLREF changes, SHORTREF SGMLREF|NONE additions.
    pub(super) fn delimiters(&mut self, syntax: &mut ConcreteSyntax) -> PResult<()> {
        self.keyword("DELIM")?;
        self.keyword("GENERAL")?;
        self.keyword("SGMLREF")?;
        let fold = syntax.naming.namecase.general;
        self.namecase_general = fold;
        let mut delimiters = Delimiters::reference();
        let here = self.tok.span;
        for role in DelimRole::ALL {
            let s: Vec<u32> = role.reference().chars().map(|c| c as u32).collect();
            let value = self.delimiter_string(&s, here, fold);
            delimiters.set(*role, value);
        }
        let mut changed: Vec<(DelimRole, Vec<u32>)> = Vec::new();
        let mut given: Vec<DelimRole> = Vec::new();
        let mut spans: Vec<(DelimRole, Span)> = Vec::new();
        loop {
            let TokenKind::Name(name) = &self.tok.kind else {
                return Err(self.fail("a delimiter role or \"SHORTREF\""));
            };
            if name == "SHORTREF" {
                self.bump();
                break;
            }
            let name = name.clone();
            let name_span = self.tok.span;
            self.bump();
            let (chars, span) = match self.tok.kind {
                TokenKind::Number(_) if self.external => {
                    let (n, span) = self.number()?;
                    (vec![n], span)
                }
                _ => self.param_literal()?,
            };
            let Some(role) = DelimRole::from_name(&name) else {
                self.diag(DeclDiagnostic::UnknownDelimiter(name), name_span);
                continue;
            };
            if matches!(role, DelimRole::Hcro | DelimRole::Nestc) {
                self.require_www(if role == DelimRole::Hcro { "HCRO" } else { "NESTC" }, name_span);
            }
            if given.contains(&role) {
                self.diag(DeclDiagnostic::DuplicateDelimiter(name), name_span);
                continue;
            }
            given.push(role);
            if chars.is_empty() {
                self.diag(DeclDiagnostic::EmptyDelimiter, span);
                continue;
            }
            let value = self.delimiter_string(&chars, span, fold);
            delimiters.set(role, value);
            changed.push((role, chars));
            spans.push((role, span));
            self.delimiter_spans.push((role, span));
        }
        // A changed NET gives NESTC its value unless NESTC is given too (K.3.3).
        if given.contains(&DelimRole::Net) && !given.contains(&DelimRole::Nestc) {
            let net = delimiters.get(DelimRole::Net).to_string();
            delimiters.set(DelimRole::Nestc, net);
        }
        let sgmlref = self.one_of(&["SGMLREF", "NONE"])? == 0;
        delimiters.shortref.clear();
        if sgmlref {
            for s in crate::delim::REFERENCE_SHORTREFS {
                let chars: Vec<u32> = s.chars().map(|c| c as u32).collect();
                let span = self.tok.span;
                let value = self.delimiter_string(&chars, span, false);
                delimiters.shortref.push(value);
            }
        }
        let mut added = Vec::new();
        let mut seen: std::collections::HashSet<String> = delimiters.shortref.iter().cloned().collect();
        loop {
            // Literals are folded like general delimiters; character numbers are not.
            let (chars, span, fold) = match self.tok.kind {
                TokenKind::Literal { .. } => {
                    let (chars, span) = self.param_literal()?;
                    (chars, span, fold)
                }
                TokenKind::Number(_) if self.external => {
                    let (n, span) = self.number()?;
                    (vec![n], span, false)
                }
                _ => break,
            };
            // A range of single characters (OpenSP, in an external syntax): `n - m`.
            let mut strings = vec![chars.clone()];
            let mut span = span;
            if self.external && self.tok.kind == TokenKind::Minus {
                self.bump();
                let (last, last_span) = match self.tok.kind {
                    TokenKind::Literal { .. } => {
                        let (l, s) = self.param_literal()?;
                        (l.first().copied().unwrap_or(0), s)
                    }
                    _ => self.number()?,
                };
                span = span.cover(last_span);
                let first = chars.first().copied().unwrap_or(0);
                if chars.len() != 1 || last < first {
                    self.diag(DeclDiagnostic::InvalidRange(first, last), span);
                    continue;
                }
                strings = (first..=last).take(0x11_0000).map(|n| vec![n]).collect();
            }
            for chars in strings {
                if chars.is_empty() {
                    self.diag(DeclDiagnostic::EmptyDelimiter, span);
                    continue;
                }
                let value = self.delimiter_string(&chars, span, fold);
                if !seen.insert(value.clone()) {
                    self.diag(DeclDiagnostic::DuplicateShortref(value), span);
                    continue;
                }
                delimiters.shortref.push(value.clone());
                added.push(chars);
            }
        }
        // Checks: all-function general delimiters, delimiters starting with a name start.
        for &(role, span) in &spans {
            let value = delimiters.get(role).to_string();
            let all_function = !value.is_empty()
                && value.chars().all(|c| {
                    self.classes
                        .class(c)
                        .intersects(CharClass::SEPARATOR | CharClass::FUNCHAR | CharClass::MARKUP_SUPPRESS)
                });
            if all_function {
                self.diag(DeclDiagnostic::DelimiterAllFunction(value), span);
            } else if value.chars().next().is_some_and(|c| self.classes.is_name_start(c)) {
                self.diag(DeclDiagnostic::DelimiterStartsWithName(value), span);
            }
        }
        // Short references are not checked against name start characters: they are
        // recognized only in content, where a name start character is data (OpenSP's
        // unicode.syn has short references that are name start characters).
        syntax.delimiters = delimiters;
        syntax.shortref_sgmlref = sgmlref;
        syntax.changed_delimiters = changed;
        syntax.added_shortrefs = added;
        Ok(())
    }

    /// NAMES (13.4.7): SGMLREF and substitutions.
    pub(super) fn names(&mut self) -> PResult<ReservedNames> {
        self.keyword("NAMES")?;
        self.keyword("SGMLREF")?;
        let mut names = ReservedNames::default();
        loop {
            let TokenKind::Name(reference) = &self.tok.kind else {
                return Err(self.fail("a reserved name or \"QUANTITY\""));
            };
            if reference == "QUANTITY" {
                break;
            }
            let reference = reference.clone();
            let ref_span = self.tok.span;
            self.bump();
            let (new_name, new_span) = match &self.tok.kind {
                TokenKind::Name(_) => {
                    let span = self.tok.span;
                    self.bump();
                    // Names in the declaration are read in the reference syntax, which
                    // folds them to upper case.
                    (span.slice(self.text).to_ascii_uppercase(), span)
                }
                TokenKind::Literal { .. } => {
                    let (chars, span) = self.param_literal()?;
                    let mut s = String::new();
                    for n in chars {
                        if let Some(c) = self.translate(n, span).and_then(char::from_u32) {
                            s.push(c);
                        }
                    }
                    (s, span)
                }
                _ => return Err(self.fail("a name")),
            };
            let Some(known) = ReservedNames::reference_name(&reference) else {
                self.diag(DeclDiagnostic::UnknownReservedName(reference), ref_span);
                continue;
            };
            if matches!(known, "ALL" | "DATA" | "IMPLICIT") {
                self.require_www("reserved name ALL, DATA or IMPLICIT", ref_span);
            }
            let valid = new_name.chars().next().is_some_and(|c| self.classes.is_name_start(c))
                && new_name.chars().all(|c| self.classes.is_name_char(c));
            let folded: String = if self.namecase_general {
                new_name.chars().map(|c| self.classes.to_upper(c)).collect()
            } else {
                new_name.clone()
            };
            if !valid || names.lookup(&folded).is_some_and(|r| r != known) {
                self.diag(DeclDiagnostic::InvalidReservedName(new_name), new_span);
                continue;
            }
            if !names.substitute(known, folded) {
                self.diag(DeclDiagnostic::DuplicateReservedName(reference), ref_span);
            }
        }
        Ok(names)
    }

    /// QUANTITY (13.4.8): SGMLREF and changes, or Annex K's NONE.
    pub(super) fn quantities(&mut self) -> PResult<Quantities> {
        self.keyword("QUANTITY")?;
        let span = self.tok.span;
        if self.one_of(&["SGMLREF", "NONE"])? == 1 {
            self.require_www("QUANTITY NONE", span);
            return Ok(Quantities::NONE);
        }
        let mut q = Quantities::REFERENCE;
        loop {
            if self.external && self.tok.kind == TokenKind::Eof {
                break;
            }
            let TokenKind::Name(name) = &self.tok.kind else {
                return Err(self.fail("a quantity name or \"FEATURES\""));
            };
            if name == "FEATURES" || name == "ENTITIES" {
                break;
            }
            let name = name.clone();
            let name_span = self.tok.span;
            self.bump();
            let (value, value_span) = self.number()?;
            if Quantities::REFERENCE.get(&name).is_none() {
                self.diag(DeclDiagnostic::UnknownQuantity(name), name_span);
                continue;
            }
            if name == "NAMELEN" {
                self.namelen_span = Some(value_span);
            }
            if self.scope_instance && Quantities::REFERENCE.get(&name).is_some_and(|r| value < r) {
                self.diag(DeclDiagnostic::QuantityBelowReference(name), value_span);
                continue;
            }
            if value == 0 || value > 99_999_999 {
                let value = value_span.slice(self.text).to_string();
                self.diag(DeclDiagnostic::QuantityOutOfRange { name, value }, value_span);
                continue;
            }
            q.set(&name, value);
        }
        Ok(q)
    }

    /// ENTITIES (K.3.6): predefined entities, `"name" number` pairs.
    pub(super) fn entities(&mut self) -> PResult<Vec<PredefinedEntity>> {
        if !self.is_name("ENTITIES") {
            return Ok(Vec::new());
        }
        let span = self.tok.span;
        self.bump();
        self.require_www("ENTITIES in the concrete syntax", span);
        let mut entities = Vec::new();
        while let TokenKind::Literal { .. } = self.tok.kind {
            let (chars, name_span) = self.param_literal()?;
            let (number, number_span) = self.number()?;
            let name: String = chars.iter().filter_map(|&c| char::from_u32(c)).collect();
            let valid = name.chars().next().is_some_and(|c| self.classes.is_name_start(c))
                && name.chars().all(|c| self.classes.is_name_char(c));
            if !valid {
                self.diag(DeclDiagnostic::InvalidEntityName(name), name_span);
                continue;
            }
            let char = self.translate(number, number_span).and_then(char::from_u32);
            entities.push(PredefinedEntity { name, number, char });
        }
        Ok(entities)
    }
}
