//! Parsing NAMING (ISO 8879 13.4.5, Annex K NAMESTRT/NAMECHAR) and checking it.

use super::classes::naming_classes;
use super::*;

impl Parser<'_> {
    /// A list of naming items (13.4.5, K.3.5): literals, numbers and ranges, at least one.
    pub(super) fn naming_items(&mut self) -> PResult<Vec<(NamingItem, Span)>> {
        let mut items = Vec::new();
        loop {
            match self.tok.kind {
                TokenKind::Literal { .. } => {
                    let (chars, span) = self.param_literal()?;
                    if !items.is_empty() && !self.enr && !self.external {
                        self.require_www("a naming list of several parameters", span);
                    }
                    items.push((NamingItem::Literal(chars), span));
                }
                TokenKind::Number(_) => {
                    let (first, span) = self.number()?;
                    if !self.enr && !self.external {
                        self.require_www("a character number in NAMING", span);
                        self.enr = true;
                    }
                    if self.tok.kind == TokenKind::Minus {
                        self.bump();
                        let (last, last_span) = self.number()?;
                        let span = span.cover(last_span);
                        if last < first {
                            self.diag(DeclDiagnostic::InvalidRange(first, last), span);
                        } else {
                            items.push((NamingItem::Range(first, last), span));
                        }
                    } else {
                        items.push((NamingItem::Number(first), span));
                    }
                }
                _ => break,
            }
        }
        if items.is_empty() {
            return Err(self.fail("a parameter literal or a character number"));
        }
        Ok(items)
    }

    /// NAMING (13.4.5): LCNMSTRT ... NAMECASE GENERAL ENTITY (NAMING itself is read by FUNCTION, which it ends).
    pub(super) fn naming(&mut self, functions: &Functions) -> PResult<Naming> {
        self.keyword("LCNMSTRT")?;
        let lcnmstrt = self.naming_items()?;
        self.keyword("UCNMSTRT")?;
        let ucnmstrt = self.naming_items()?;
        // Unequal list lengths are reported where the upper-case list ends, as OpenSP
        // reports them.
        let after_ucnmstrt = Span::empty(self.tok.span.start);
        let mut namestrt = Vec::new();
        if self.is_name("NAMESTRT") {
            let span = self.tok.span;
            self.bump();
            if !self.external {
                self.require_www("NAMESTRT", span);
            }
            namestrt = self.naming_items()?;
        }
        self.keyword("LCNMCHAR")?;
        let lcnmchar = self.naming_items()?;
        self.keyword("UCNMCHAR")?;
        let ucnmchar = self.naming_items()?;
        let after_ucnmchar = Span::empty(self.tok.span.start);
        let mut namechar = Vec::new();
        if self.is_name("NAMECHAR") {
            let span = self.tok.span;
            self.bump();
            if !self.external {
                self.require_www("NAMECHAR", span);
            }
            namechar = self.naming_items()?;
        }
        self.keyword("NAMECASE")?;
        self.keyword("GENERAL")?;
        let general = self.yes_no()?;
        self.keyword("ENTITY")?;
        let entity = self.yes_no()?;

        let strip = |v: &[(NamingItem, Span)]| v.iter().map(|(i, _)| i.clone()).collect::<Vec<_>>();
        let naming = Naming {
            lcnmstrt: strip(&lcnmstrt),
            ucnmstrt: strip(&ucnmstrt),
            namestrt: strip(&namestrt),
            lcnmchar: strip(&lcnmchar),
            ucnmchar: strip(&ucnmchar),
            namechar: strip(&namechar),
            namecase: NameCase { general, entity },
        };
        // Checks and classes.
        let start_lists = [&lcnmstrt, &ucnmstrt, &namestrt];
        let char_lists = [&lcnmchar, &ucnmchar, &namechar];
        let mut start_set = Vec::new();
        let mut char_set = Vec::new();
        for (lists, set) in [(start_lists, &mut start_set), (char_lists, &mut char_set)] {
            for list in lists {
                for (item, span) in list.iter() {
                    let ranges = self.item_ranges(item, *span);
                    set.extend(ranges.into_iter().map(|r| (r, *span)));
                }
            }
        }
        self.check_name_characters(&start_set, functions);
        self.check_name_characters(&char_set, functions);
        let overlap: Vec<(u32, u32)> = intersect(
            &start_set.iter().map(|r| r.0).collect::<Vec<_>>(),
            &char_set.iter().map(|r| r.0).collect::<Vec<_>>(),
        );
        if !overlap.is_empty() {
            let span = char_set.first().map_or(self.tok.span, |r| r.1);
            self.diag(DeclDiagnostic::NameStartAndNameCharacter(format_set(&overlap)), span);
        }
        for (lc, uc, which, span) in [
            (&lcnmstrt, &ucnmstrt, "UCNMSTRT", after_ucnmstrt),
            (&lcnmchar, &ucnmchar, "UCNMCHAR", after_ucnmchar),
        ] {
            let lc_len: u64 = lc.iter().map(|i| i.0.len()).sum();
            let uc_len: u64 = uc.iter().map(|i| i.0.len()).sum();
            if lc_len != uc_len {
                self.diag(DeclDiagnostic::NamingLengthMismatch(which), span);
            }
        }
        self.add_naming_classes(&naming, self.tok.span);
        Ok(naming)
    }

    pub(super) fn item_ranges(&mut self, item: &NamingItem, span: Span) -> Vec<(u32, u32)> {
        match item {
            NamingItem::Literal(chars) => {
                let mut out = Vec::new();
                for &n in chars {
                    if let Some(u) = self.translate(n, span) {
                        out.push(u);
                    }
                }
                to_ranges(out)
            }
            NamingItem::Number(n) => self.translate(*n, span).map(|u| vec![(u, u)]).unwrap_or_default(),
            NamingItem::Range(a, b) => self.translate_range(*a, *b, span),
        }
    }

    /// Name characters may not be letters, digits, RE, RS, SPACE or SEPCHAR (13.4.5).
    pub(super) fn check_name_characters(&mut self, set: &[((u32, u32), Span)], functions: &Functions) {
        let mut letters = Vec::new();
        let mut function_chars = Vec::new();
        let mut letter_span = None;
        let mut function_span = None;
        let separators: Vec<u32> = [functions.re.char, functions.rs.char, functions.space.char]
            .into_iter()
            .chain(
                functions
                    .added
                    .iter()
                    .filter(|f| f.class == FunctionClass::Sepchar)
                    .map(|f| f.char.char),
            )
            .flatten()
            .map(|c| c as u32)
            .collect();
        for &((a, b), span) in set {
            for (lo, hi) in [(b'A', b'Z'), (b'a', b'z'), (b'0', b'9')] {
                let (lo, hi) = (u32::from(lo), u32::from(hi));
                if a <= hi && lo <= b {
                    letters.push((a.max(lo), b.min(hi)));
                    letter_span.get_or_insert(span);
                }
            }
            for &s in &separators {
                if a <= s && s <= b {
                    function_chars.push((s, s));
                    function_span.get_or_insert(span);
                }
            }
        }
        let merge = |v: Vec<(u32, u32)>| to_ranges(v.into_iter().flat_map(|(a, b)| a..=b).collect());
        if let Some(span) = letter_span {
            self.diag(
                DeclDiagnostic::NameCharacterIsLetterOrDigit(format_set(&merge(letters))),
                span,
            );
        }
        if let Some(span) = function_span {
            self.diag(
                DeclDiagnostic::NameCharacterIsFunction(format_set(&merge(function_chars))),
                span,
            );
        }
    }

    /// Enter the naming rules into the classes being built.
    pub(super) fn add_naming_classes(&mut self, naming: &Naming, _span: Span) {
        naming_classes(&mut self.classes, naming, &self.syn, &self.switches);
    }
}

/// The intersection of two lists of ranges.
pub(super) fn intersect(a: &[(u32, u32)], b: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let merge = |v: &[(u32, u32)]| {
        let mut v = v.to_vec();
        v.sort_unstable();
        let mut m: Vec<(u32, u32)> = Vec::new();
        for (x, y) in v {
            match m.last_mut() {
                Some(p) if x <= p.1.saturating_add(1) => p.1 = p.1.max(y),
                _ => m.push((x, y)),
            }
        }
        m
    };
    let (a, b) = (merge(a), merge(b));
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let lo = a[i].0.max(b[j].0);
        let hi = a[i].1.min(b[j].1);
        if lo <= hi {
            out.push((lo, hi));
        }
        if a[i].1 < b[j].1 {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}
