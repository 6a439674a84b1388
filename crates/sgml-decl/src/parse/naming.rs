//! NAMING (ISO 8879 13.4.5, Annex K's NAMESTRT and NAMECHAR) and its checks.

use nom::Parser;
use nom::combinator::cut;

use super::classes::naming_classes;
use super::reader::State;
use super::tokens::{PResult, Tokens, What, keyword, minus, number, parameter_literal_parameter, yes_no};
use super::*;
use crate::syntax::{FunctionClass, Functions, NameCase, Naming, NamingItem};

/// A list of naming items (13.4.5, K.3.5): parameter literals, character numbers and
/// ranges, at least one. Several parameters and character numbers are Annex J's and
/// Annex K's forms (or OpenSP's, in an external syntax).
fn naming_items(mut i: Tokens<'_>) -> PResult<'_, Vec<(NamingItem, Span)>> {
    let external = i.reader().external;
    let mut items = Vec::new();
    loop {
        if let Ok((rest, (chars, span))) = parameter_literal_parameter(i) {
            i = rest;
            let mut state = i.state();
            if !items.is_empty() && !state.enr && !external {
                // Where onsgmls's reading of the literal ends: its closing delimiter.
                let at = Span::empty(span.end.saturating_sub(1));
                state.require_www("a naming list of several parameters", at);
            }
            items.push((NamingItem::Literal(chars), span));
        } else if let Ok((rest, (first, span))) = number(i) {
            i = rest;
            {
                let mut state = i.state();
                if !state.enr && !external {
                    // Where onsgmls's reading of the number ends: just after it.
                    state.require_www("a character number in NAMING", Span::empty(span.end));
                    state.enr = true;
                }
            }
            if let Ok((rest, _)) = minus(i) {
                let (rest, (last, last_span)) = cut(number).parse(rest)?;
                i = rest;
                let span = span.cover(last_span);
                if last < first {
                    i.state().diag(DeclDiagnostic::InvalidRange(first, last), span);
                } else {
                    items.push((NamingItem::Range(first, last), span));
                }
            } else {
                items.push((NamingItem::Number(first), span));
            }
        } else {
            break;
        }
    }
    if items.is_empty() {
        return Err(i.expected(What::Described("a parameter literal or a character number")));
    }
    Ok((i, items))
}

/// An Annex K list of naming items after `keyword` (NAMESTRT, NAMECHAR), if there.
fn annex_k_naming_items<'a>(keyword: &'static str, i: Tokens<'a>) -> PResult<'a, Vec<(NamingItem, Span)>> {
    if !i.at_keyword(keyword) {
        return Ok((i, Vec::new()));
    }
    let span = i.peek().span;
    let i = i.advance();
    if !i.reader().external {
        i.state().require_www(keyword, span);
    }
    naming_items(i)
}

/// [189] naming rules = "NAMING", ps+, "LCNMSTRT", ps+, parameter literal, ps+,
/// "UCNMSTRT", ps+, parameter literal, ps+, "LCNMCHAR", ps+, parameter literal, ps+,
/// "UCNMCHAR", ps+, parameter literal, ps+, "NAMECASE", ps+, "GENERAL", ps+, ("NO" |
/// "YES"), ps+, "ENTITY", ps+, ("NO" | "YES") — with Annex K's NAMESTRT after UCNMSTRT
/// and NAMECHAR after UCNMCHAR (K.3.5), and lists of naming items for the literals.
///
/// Read from LCNMSTRT ("NAMING" ends [186], which reads it). The characters are checked
/// (13.4.5) and entered into the classes.
pub(super) fn naming_rules<'a, 'f>(
    functions: &'f Functions,
) -> impl Parser<Tokens<'a>, Output = Naming, Error = Expected> + 'f {
    move |i: Tokens<'a>| {
        let (i, _) = keyword("LCNMSTRT").parse(i)?;
        let (i, lcnmstrt) = naming_items(i)?;
        let (i, _) = keyword("UCNMSTRT").parse(i)?;
        let (i, ucnmstrt) = naming_items(i)?;
        // Unequal list lengths are reported where the upper-case list ends, as OpenSP
        // reports them.
        let after_ucnmstrt = Span::empty(i.peek().span.start);
        let (i, namestrt) = annex_k_naming_items("NAMESTRT", i)?;
        let (i, _) = keyword("LCNMCHAR").parse(i)?;
        let (i, lcnmchar) = naming_items(i)?;
        let (i, _) = keyword("UCNMCHAR").parse(i)?;
        let (i, ucnmchar) = naming_items(i)?;
        let after_ucnmchar = Span::empty(i.peek().span.start);
        let (i, namechar) = annex_k_naming_items("NAMECHAR", i)?;
        let (i, _) = keyword("NAMECASE").parse(i)?;
        let (i, _) = keyword("GENERAL").parse(i)?;
        let (i, general) = yes_no(i)?;
        let (i, _) = keyword("ENTITY").parse(i)?;
        let (i, entity) = yes_no(i)?;

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
        let next = i.peek().span;
        let external = i.reader().external;
        let mut state = i.state();
        // Checks and classes.
        let start_lists = [&lcnmstrt, &ucnmstrt, &namestrt];
        let char_lists = [&lcnmchar, &ucnmchar, &namechar];
        let mut start_set = Vec::new();
        let mut char_set = Vec::new();
        for (lists, set) in [(start_lists, &mut start_set), (char_lists, &mut char_set)] {
            for list in lists {
                for (item, span) in list.iter() {
                    let ranges = state.item_ranges(item, *span);
                    set.extend(ranges.into_iter().map(|r| (r, *span)));
                }
            }
        }
        state.check_name_characters(&start_set, functions);
        state.check_name_characters(&char_set, functions);
        let overlap: Vec<(u32, u32)> = intersect(
            &start_set.iter().map(|r| r.0).collect::<Vec<_>>(),
            &char_set.iter().map(|r| r.0).collect::<Vec<_>>(),
        );
        if !overlap.is_empty() {
            let span = char_set.first().map_or(next, |r| r.1);
            state.diag(DeclDiagnostic::NameStartAndNameCharacter(format_set(&overlap)), span);
        }
        for (lc, uc, which, span) in [
            (&lcnmstrt, &ucnmstrt, "UCNMSTRT", after_ucnmstrt),
            (&lcnmchar, &ucnmchar, "UCNMCHAR", after_ucnmchar),
        ] {
            let lc_len: u64 = lc.iter().map(|i| i.0.len()).sum();
            let uc_len: u64 = uc.iter().map(|i| i.0.len()).sum();
            // In a syntax read from an external entity OpenSP lets the upper-case list
            // run on past the lower-case one (its extra characters have no partner).
            if lc_len != uc_len && !(external && uc_len > lc_len) {
                state.diag(DeclDiagnostic::NamingLengthMismatch(which), span);
            }
        }
        state.add_naming_classes(&naming);
        drop(state);
        Ok((i, naming))
    }
}

impl State {
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
    pub(super) fn add_naming_classes(&mut self, naming: &Naming) {
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
