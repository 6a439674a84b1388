//! Parsing the document character set, capacity set and scope (ISO 8879 13.1–13.3).

use super::*;

impl Parser<'_> {
    // ----- 13.1 document character set -----

    /// `character set description` (13.1.1): `BASESET literal DESCSET (n n (n|literal|UNUSED))+`,
    /// repeated. Returns the description and the span of each character description.
    /// `document` is true for the document character set, whose numbers beyond
    /// U+10FFFF are reported as left out.
    pub(super) fn charset_description(&mut self, document: bool) -> PResult<(CharsetDescription, Vec<Span>)> {
        let mut desc = CharsetDescription::default();
        let mut spans = Vec::new();
        loop {
            self.keyword("BASESET")?;
            let (public_id, id_span) = self.min_literal()?;
            if KnownBaseSet::identify(&public_id).is_none() {
                self.diag(DeclDiagnostic::UnknownBaseSet(public_id.clone()), id_span);
            }
            self.keyword("DESCSET")?;
            let mut descriptions = Vec::new();
            loop {
                let (described, start) = self.number()?;
                let (count, count_span) = self.number()?;
                if document && count > 0 && u64::from(described) + u64::from(count) - 1 > 0x10FFFF {
                    self.diag(
                        DeclDiagnostic::DocumentCharacterBeyondUnicode {
                            first: described.max(0x110000),
                        },
                        Span::empty(count_span.end),
                    );
                }
                let target = match &self.tok.kind {
                    TokenKind::Number(n) => {
                        let n = n.unwrap_or(u32::MAX);
                        self.bump();
                        DescTarget::Base(n)
                    }
                    TokenKind::Literal { .. } => DescTarget::Literal(self.min_literal()?.0),
                    TokenKind::Name(n) if n == "UNUSED" => {
                        self.bump();
                        DescTarget::Unused
                    }
                    _ => return Err(self.fail("a base character number, a minimum literal or \"UNUSED\"")),
                };
                spans.push(self.span_from(start.start));
                descriptions.push(CharDescription {
                    described,
                    count,
                    target,
                });
                if !matches!(self.tok.kind, TokenKind::Number(_)) {
                    break;
                }
            }
            desc.base_sets.push(BaseSet {
                public_id,
                descriptions,
            });
            if !self.is_name("BASESET") {
                break;
            }
        }
        Ok((desc, spans))
    }

    /// From `start` to the end of the last token read.
    pub(super) fn span_from(&self, start: u32) -> Span {
        Span::new(start, self.prev_end().max(start))
    }

    /// The end of the last token read.
    pub(super) fn prev_end(&self) -> u32 {
        // The lexer has read the current token; the previous one ended at or before its
        // start. Spans of descriptions end where the current token starts, less separators.
        let before = &self.text[..self.tok.span.start as usize];
        let mut end = before.len();
        // Back over separators and comments is not needed for exactness; trim spaces.
        end -= before.len() - before.trim_end_matches([' ', '\t', '\r', '\n']).len();
        end as u32
    }

    /// Described twice and not described (13.1.1.2).
    pub(super) fn check_coverage(&mut self, desc: &CharsetDescription, spans: &[Span]) {
        let mut entries: Vec<(u64, u64, Span)> = Vec::new();
        let mut i = 0;
        for base in &desc.base_sets {
            for d in &base.descriptions {
                if d.count > 0 {
                    let first = u64::from(d.described);
                    entries.push((first, first + u64::from(d.count) - 1, spans[i]));
                }
                i += 1;
            }
        }
        entries.sort_by_key(|e| (e.0, e.1));
        let mut twice: Vec<(u32, u32)> = Vec::new();
        let mut holes: Vec<(u32, u32)> = Vec::new();
        let (mut twice_span, mut hole_span) = (None, None);
        let mut max: Option<u64> = None;
        for &(a, b, span) in &entries {
            if let Some(m) = max {
                if a <= m {
                    twice.push((a as u32, b.min(m) as u32));
                    twice_span.get_or_insert(span);
                } else if a > m + 1 {
                    holes.push(((m + 1) as u32, (a - 1) as u32));
                    hole_span.get_or_insert(span);
                }
            }
            max = Some(max.map_or(b, |m| m.max(b)));
        }
        if let Some(span) = twice_span {
            self.diag(DeclDiagnostic::DescribedTwice(format_set(&twice)), span);
        }
        if let Some(span) = hole_span {
            self.diag(DeclDiagnostic::NotDescribed(format_set(&holes)), span);
        }
    }

    pub(super) fn check_minimum(&mut self, charset: &DocumentCharset, span: Span) {
        let missing: Vec<u32> = minimum_characters()
            .filter(|&u| charset.from_unicode(u).is_none())
            .collect();
        if !missing.is_empty() {
            self.diag(
                DeclDiagnostic::MissingMinimumCharacters(format_set(&to_ranges(missing))),
                span,
            );
            self.charset_broken = true;
        }
    }

    pub(super) fn charset_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("CHARSET")?;
        let (desc, spans) = self.charset_description(true)?;
        self.check_coverage(&desc, &spans);
        let doc = DocumentCharset::from_description(&desc);
        // Reported where the description ends (at the parameter after it), as onsgmls
        // reports it, since it is the description as a whole that lacks them.
        self.check_minimum(&doc, Span::empty(self.tok.span.start));
        self.doc = doc.clone();
        decl.document_charset = doc;
        decl.charset = desc;
        Ok(())
    }

    // ----- 13.2 capacity set -----

    pub(super) fn capacity_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("CAPACITY")?;
        let form_span = self.tok.span;
        match self.one_of(&["SGMLREF", "PUBLIC", "NONE"])? {
            0 => {
                let mut values = Capacities::REFERENCE;
                let mut given: Vec<&'static str> = Vec::new();
                let mut spans: Vec<(&'static str, Span)> = Vec::new();
                while let TokenKind::Name(name) = &self.tok.kind {
                    if name == "SCOPE" {
                        break;
                    }
                    let name = name.clone();
                    let span = self.tok.span;
                    self.bump();
                    let (value, _) = self.number()?;
                    match Capacities::NAMES.iter().find(|n| **n == name) {
                        None => self.diag(DeclDiagnostic::UnknownCapacity(name), span),
                        Some(&known) if given.contains(&known) => {
                            self.diag(DeclDiagnostic::DuplicateCapacity(name), span)
                        }
                        Some(&known) => {
                            given.push(known);
                            spans.push((known, span));
                            values.set(known, value);
                        }
                    }
                }
                if given.is_empty() && !self.www {
                    // ISO 8879 wants at least one capacity after SGMLREF; Annex K does not.
                    self.require_www("CAPACITY SGMLREF without capacities", form_span);
                }
                // Reported where the capacity set ends, as OpenSP reports it.
                let end = Span::empty(self.tok.span.start);
                for (name, value) in values.iter().skip(1) {
                    if value > values.totalcap {
                        self.diag(DeclDiagnostic::CapacityExceedsTotal(name.into()), end);
                    }
                }
                decl.capacity = CapacitySet {
                    form: CapacityForm::SgmlRef,
                    values,
                };
            }
            1 => {
                let (id, span) = self.min_literal()?;
                let known = [
                    "ISO 8879-1986//CAPACITY Reference//EN",
                    "ISO 8879:1986//CAPACITY Reference//EN",
                ];
                if !known.contains(&id.as_str()) {
                    self.diag(DeclDiagnostic::UnknownCapacitySet(id.clone()), span);
                }
                decl.capacity = CapacitySet {
                    form: CapacityForm::Public(id),
                    values: Capacities::REFERENCE,
                };
            }
            _ => {
                self.require_www("CAPACITY NONE", form_span);
                decl.capacity = CapacitySet {
                    form: CapacityForm::None,
                    values: Capacities::REFERENCE,
                };
            }
        }
        Ok(())
    }

    // ----- 13.3 concrete syntax scope -----

    pub(super) fn scope_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("SCOPE")?;
        decl.scope = if self.one_of(&["DOCUMENT", "INSTANCE"])? == 0 {
            Scope::Document
        } else {
            self.scope_instance = true;
            Scope::Instance
        };
        Ok(())
    }
}
