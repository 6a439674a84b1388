//! The document character set, capacity set and concrete syntax scope (ISO 8879
//! 13.1–13.3), and the checks of a character set description (13.1.1.2).

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{cut, value};
use nom::multi::many1;

use super::reader::State;
use super::tokens::{PResult, Tokens, described, keyword, minimum_literal_parameter, name_except, number, one_of};
use super::*;
use crate::charset::KnownBaseSet;

/// [172] document character set = "CHARSET", ps+, character set description
///
/// Returns the description and the character set it makes, after checking that it
/// describes each character once and has the minimum characters.
pub(super) fn document_character_set(i: Tokens<'_>) -> PResult<'_, (CharsetDescription, DocumentCharset)> {
    let (i, _) = keyword("CHARSET").parse(i)?;
    let (i, (desc, _)) = character_set_description(true).parse(i)?;
    let doc = DocumentCharset::from_description_resolved(&desc, &i.state().resolved_base_sets);
    {
        let mut state = i.state();
        // Reported where the description ends (at the parameter after it), as onsgmls
        // reports them, since it is the description as a whole that is at fault.
        let end = Span::empty(i.peek().span.start);
        state.check_coverage(&desc, end);
        state.check_minimum(&doc, end);
        state.doc = doc.clone();
    }
    Ok((i, (desc, doc)))
}

/// [173] character set description = base character set, ps+, described character set
/// portion, (ps+, base character set, ps+, described character set portion)*
///
/// Returns the description and the span of each character description. `document` is
/// true for the document character set, whose numbers beyond U+10FFFF are reported as
/// left out.
pub(super) fn character_set_description<'a>(
    document: bool,
) -> impl Parser<Tokens<'a>, Output = (CharsetDescription, Vec<Span>), Error = Expected> {
    move |i: Tokens<'a>| {
        let mut spans = Vec::new();
        let (i, base_sets) = many1(|i: Tokens<'a>| {
            let (i, public_id) = base_character_set(i)?;
            let known = KnownBaseSet::identify(&public_id);
            let (i, descriptions) = cut(described_character_set_portion(document, known, &mut spans)).parse(i)?;
            Ok((
                i,
                BaseSet {
                    public_id,
                    descriptions,
                },
            ))
        })
        .parse(i)?;
        Ok((i, (CharsetDescription { base_sets }, spans)))
    }
}

/// [174] base character set = "BASESET", ps+, public identifier
///
/// An unknown public identifier is reported; the description is still read.
fn base_character_set(i: Tokens<'_>) -> PResult<'_, String> {
    let (i, _) = keyword("BASESET").parse(i)?;
    let (i, (public_id, span)) = cut(minimum_literal_parameter).parse(i)?;
    // As OpenSP does, a base set a catalog names a file for is read from that file:
    // `(ps*, number, ps+, number, ps+, (number | minimum literal | "UNUSED"))*`, the
    // ranges of base numbers and the universal characters they stand for.
    if let Some(Ok(text)) = i.reader().resolve_public.and_then(|resolve| resolve(&public_id)) {
        let table = super::syntax::read_external(
            i.reader(),
            &text,
            &public_id,
            span,
            "a base character number or the end of the character set",
            external_base_set,
        );
        i.state().resolved_base_sets.push((public_id.clone(), table));
        return Ok((i, public_id));
    }
    if KnownBaseSet::identify(&public_id).is_none() {
        // At the literal's closing quote, where OpenSP reports it.
        let at = Span::empty(span.end.saturating_sub(1).max(span.start));
        i.state().diag(DeclDiagnostic::UnknownBaseSet(public_id.clone()), at);
    }
    Ok((i, public_id))
}

/// The ranges of a base character set read from a file: `(first, last, first code
/// point)` of each `number, number, number` triple (those described by a minimum literal
/// or as UNUSED stand for no character).
fn external_base_set(mut i: Tokens<'_>) -> (Tokens<'_>, Vec<(u32, u32, u32)>) {
    let mut table = Vec::new();
    while i.peek().kind != TokenKind::Eof {
        let triple = (
            number,
            cut(number),
            cut(described(
                "a character number, a minimum literal or \"UNUSED\"",
                alt((
                    number.map(|(n, _)| Some(n)),
                    minimum_literal_parameter.map(|_| None),
                    value(None, keyword("UNUSED")),
                )),
            )),
        )
            .parse(i);
        match triple {
            Ok((rest, ((first, _), (count, _), target))) => {
                i = rest;
                if let Some(code) = target
                    && count > 0
                {
                    table.push((first, first.saturating_add(count - 1), code));
                }
            }
            Err(e) => {
                let e = Expected::of(e);
                i.reader().report(&e);
                return (i.at(e.at), table);
            }
        }
    }
    (i, table)
}

/// [175] described character set portion = "DESCSET", (ps+, character description)+
fn described_character_set_portion<'a, 's>(
    document: bool,
    known: Option<KnownBaseSet>,
    spans: &'s mut Vec<Span>,
) -> impl Parser<Tokens<'a>, Output = Vec<CharDescription>, Error = Expected> + 's {
    move |i: Tokens<'a>| {
        let (i, _) = keyword("DESCSET").parse(i)?;
        many1(|i: Tokens<'a>| {
            let (i, (description, span)) = character_description(document, known, i)?;
            spans.push(span);
            Ok((i, description))
        })
        .parse(i)
    }
}

/// [176] character description = described set character number, ps+, number of
/// characters, ps+, (base set character number | minimum literal | "UNUSED")
///
/// With [177] described set character number, [178] base set character number and [179]
/// number of characters, each a number. Returns the description and its span.
///
/// Warned of, as onsgmls does with `-wsgmldecl`: a number of characters of 0, and base
/// numbers `known`, the base set, has no character for.
fn character_description(
    document: bool,
    known: Option<KnownBaseSet>,
    i: Tokens<'_>,
) -> PResult<'_, (CharDescription, Span)> {
    let (i, (described_number, start)) = number(i)?;
    let (i, (count, count_span)) = cut(number).parse(i)?;
    if count == 0 {
        i.state()
            .diag(DeclDiagnostic::ZeroCharacterCount, Span::empty(count_span.end));
    }
    if document && count > 0 && u64::from(described_number) + u64::from(count) - 1 > 0x10FFFF {
        i.state().diag(
            DeclDiagnostic::DocumentCharacterBeyondUnicode {
                first: described_number.max(0x110000),
            },
            Span::empty(count_span.end),
        );
    }
    let target_span = i.peek().span;
    let (i, target) = cut(described(
        "a base character number, a minimum literal or \"UNUSED\"",
        alt((
            number.map(|(n, _)| DescTarget::Base(n)),
            minimum_literal_parameter.map(|(text, _)| DescTarget::Literal(text)),
            value(DescTarget::Unused, keyword("UNUSED")),
        )),
    ))
    .parse(i)?;
    if let (DescTarget::Base(base), Some(known)) = (&target, known)
        && count > 0
    {
        let missing = known.missing(*base, base.saturating_add(count - 1));
        if !missing.is_empty() {
            i.state().diag(
                DeclDiagnostic::BaseCharactersMissing(format_set(&missing)),
                Span::empty(target_span.end),
            );
        }
    }
    let span = i.span_from(start.start);
    Ok((
        i,
        (
            CharDescription {
                described: described_number,
                count,
                target,
            },
            span,
        ),
    ))
}

/// [180] capacity set = "CAPACITY", ps+, (("PUBLIC", ps+, public identifier) |
/// ("SGMLREF", (ps+, name, ps+, number)+)) — or Annex K's "NONE", and with
/// Annex K "SGMLREF" alone.
pub(super) fn capacity_set(i: Tokens<'_>) -> PResult<'_, CapacitySet> {
    let (i, _) = keyword("CAPACITY").parse(i)?;
    // NONE is Annex K's alone: without it, as onsgmls, the declaration cannot be read on.
    let forms: &'static [&'static str] = if i.state().www {
        &["SGMLREF", "PUBLIC", "NONE"]
    } else {
        &["SGMLREF", "PUBLIC"]
    };
    let (i, form) = one_of(forms).parse(i)?;
    match form {
        0 => capacities(i, true),
        1 => {
            let (i, (id, span)) = minimum_literal_parameter(i)?;
            let known = [
                "ISO 8879-1986//CAPACITY Reference//EN",
                "ISO 8879:1986//CAPACITY Reference//EN",
            ];
            let mut values = Capacities::REFERENCE;
            if !known.contains(&id.as_str()) {
                // As OpenSP does: the capacities are read from the file a catalog names
                // for the public identifier; a fault is reported at the literal's
                // closing quote.
                let at = Span::empty(span.end.saturating_sub(1).max(span.start));
                match i.reader().resolve_public.and_then(|resolve| resolve(&id)) {
                    Some(Ok(text)) => {
                        values = super::syntax::read_external(
                            i.reader(),
                            &text,
                            &id,
                            span,
                            "a capacity name or the end of the capacity set",
                            external_capacities,
                        );
                        // Checked back in the declaration, as OpenSP checks it.
                        i.state().check_totalcap(&values, at);
                    }
                    Some(Err(reason)) => {
                        let kind = DeclDiagnostic::PublicCapacityUnreadable {
                            public_id: id.clone(),
                            reason,
                        };
                        i.state().diag(kind, at);
                    }
                    None => i.state().diag(DeclDiagnostic::UnknownCapacitySet(id.clone()), at),
                }
            }
            Ok((
                i,
                CapacitySet {
                    form: CapacityForm::Public(id),
                    values,
                },
            ))
        }
        _ => Ok((
            i,
            CapacitySet {
                form: CapacityForm::None,
                values: Capacities::REFERENCE,
            },
        )),
    }
}

/// The capacities of a public capacity set read from the file a catalog names for it:
/// `(name, ps+, number)+`, as after "SGMLREF" in [180].
fn external_capacities(t: Tokens<'_>) -> (Tokens<'_>, Capacities) {
    match capacities(t, false) {
        Ok((rest, set)) => (rest, set.values),
        Err(e) => {
            let e = Expected::of(e);
            t.reader().report(&e);
            (t.at(e.at), Capacities::REFERENCE)
        }
    }
}

/// The `(ps+, name, ps+, number)+` after "SGMLREF" in [180]: capacities changed from
/// the reference capacity set, each checked against TOTALCAP.
///
/// `check_total`: whether the capacities are checked against TOTALCAP here (not for
/// those of a file, which are checked in the declaration).
fn capacities(mut i: Tokens<'_>, check_total: bool) -> PResult<'_, CapacitySet> {
    let mut values = Capacities::REFERENCE;
    let mut given: Vec<&'static str> = Vec::new();
    while let Ok((rest, (name, span))) = name_except(&["SCOPE"]).parse(i) {
        let (rest, (value, _)) = number(rest)?;
        i = rest;
        let mut state = i.state();
        match Capacities::NAMES.iter().find(|n| **n == name) {
            None => state.diag(DeclDiagnostic::UnknownCapacity(name), span),
            Some(&known) if given.contains(&known) => state.diag(DeclDiagnostic::DuplicateCapacity(name), span),
            Some(&known) => {
                given.push(known);
                values.set(known, value);
            }
        }
    }
    if given.is_empty() && !i.state().www {
        // ISO 8879 wants at least one capacity after SGMLREF; Annex K does not. Without
        // it, as onsgmls, the declaration cannot be read on.
        return Err(i.expected(What::Described("a capacity name")));
    }
    let mut state = i.state();
    if check_total {
        // Reported where the capacity set ends, as OpenSP reports it.
        state.check_totalcap(&values, Span::empty(i.peek().span.start));
    }
    drop(state);
    Ok((
        i,
        CapacitySet {
            form: CapacityForm::SgmlRef,
            values,
        },
    ))
}

/// [181] concrete syntax scope = "SCOPE", ps+, ("DOCUMENT" | "INSTANCE")
pub(super) fn concrete_syntax_scope(i: Tokens<'_>) -> PResult<'_, Scope> {
    let (i, _) = keyword("SCOPE").parse(i)?;
    let (i, scope) = alt((
        value(Scope::Document, keyword("DOCUMENT")),
        value(Scope::Instance, keyword("INSTANCE")),
    ))
    .parse(i)?;
    if matches!(scope, Scope::Instance) {
        i.state().scope_instance = true;
    }
    Ok((i, scope))
}

impl State {
    /// No capacity may be larger than TOTALCAP (13.2): each reported at `at`.
    pub(super) fn check_totalcap(&mut self, values: &Capacities, at: Span) {
        for (name, value) in values.iter().skip(1) {
            if value > values.totalcap {
                self.diag(DeclDiagnostic::CapacityExceedsTotal(name.into()), at);
            }
        }
    }

    /// Described twice and not described (13.1.1.2), reported at `at`.
    pub(super) fn check_coverage(&mut self, desc: &CharsetDescription, at: Span) {
        let mut entries: Vec<(u64, u64)> = Vec::new();
        for base in &desc.base_sets {
            for d in &base.descriptions {
                if d.count > 0 {
                    let first = u64::from(d.described);
                    entries.push((first, first + u64::from(d.count) - 1));
                }
            }
        }
        entries.sort_unstable();
        let mut twice: Vec<(u32, u32)> = Vec::new();
        let mut holes: Vec<(u32, u32)> = Vec::new();
        let mut max: Option<u64> = None;
        for &(a, b) in &entries {
            if let Some(m) = max {
                if a <= m {
                    twice.push((a as u32, b.min(m) as u32));
                } else if a > m + 1 {
                    holes.push(((m + 1) as u32, (a - 1) as u32));
                }
            }
            max = Some(max.map_or(b, |m| m.max(b)));
        }
        if !twice.is_empty() {
            self.diag(DeclDiagnostic::DescribedTwice(format_set(&twice)), at);
        }
        if !holes.is_empty() {
            self.diag(DeclDiagnostic::NotDescribed(format_set(&holes)), at);
        }
    }

    /// The minimum characters every character set must have (13.1.1).
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
}
