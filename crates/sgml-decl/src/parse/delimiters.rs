//! DELIM, NAMES, QUANTITY (ISO 8879 13.4.6–13.4.8) and Annex K's ENTITIES.

use nom::Parser;
use nom::branch::alt;

use super::tokens::{
    PResult, Tokens, What, at_literal, at_number, keyword, minus, name_except, number, one_of,
    parameter_literal_parameter,
};
use super::*;
use crate::delim::{DelimRole, Delimiters};
use crate::names::ReservedNames;
use crate::quantity::Quantities;
use crate::syntax::PredefinedEntity;

/// What a delimiter set gives a concrete syntax.
pub(super) struct DelimiterSet {
    pub delimiters: Delimiters,
    pub shortref_sgmlref: bool,
    pub changed: Vec<(DelimRole, Vec<u32>)>,
    pub added: Vec<Vec<u32>>,
}

/// [190] delimiter set = "DELIM", ps+, general delimiters, ps+, short reference
/// delimiters
///
/// `fold`: NAMECASE GENERAL, which upper-cases the general delimiters (and short
/// references given as literals).
pub(super) fn delimiter_set<'a>(fold: bool) -> impl Parser<Tokens<'a>, Output = DelimiterSet, Error = Expected> {
    move |i: Tokens<'a>| {
        let (i, _) = keyword("DELIM").parse(i)?;
        let (i, (mut delimiters, changed, spans)) = general_delimiters(fold, i)?;
        let (i, (shortref_sgmlref, added)) = short_reference_delimiters(fold, &mut delimiters, i)?;
        // Checks: all-function general delimiters, delimiters starting with a name start.
        let mut state = i.state();
        for &(role, span) in &spans {
            let value = delimiters.get(role).to_string();
            let all_function = !value.is_empty()
                && value.chars().all(|c| {
                    state
                        .classes
                        .class(c)
                        .intersects(CharClass::SEPARATOR | CharClass::FUNCHAR | CharClass::MARKUP_SUPPRESS)
                });
            if all_function {
                state.diag(DeclDiagnostic::DelimiterAllFunction(value), span);
            } else if value.chars().next().is_some_and(|c| state.classes.is_name_start(c)) {
                state.diag(DeclDiagnostic::DelimiterStartsWithName(value), span);
            }
        }
        drop(state);
        // Short references are not checked against name start characters: they are
        // recognized only in content, where a name start character is data (OpenSP's
        // unicode.syn has short references that are name start characters).
        Ok((
            i,
            DelimiterSet {
                delimiters,
                shortref_sgmlref,
                changed,
                added,
            },
        ))
    }
}

/// The delimiters changed by a general delimiters part, and the span of each.
type GeneralDelimiters = (Delimiters, Vec<(DelimRole, Vec<u32>)>, Vec<(DelimRole, Span)>);

/// [191] general delimiters = "GENERAL", ps+, "SGMLREF", (ps+, name, ps+, parameter
/// literal)* — read up to and with the "SHORTREF" of [192]. In an external syntax a
/// delimiter may be a character number (OpenSP).
fn general_delimiters(fold: bool, i: Tokens<'_>) -> PResult<'_, GeneralDelimiters> {
    let external = i.reader().external;
    let (i, _) = keyword("GENERAL").parse(i)?;
    let (mut i, _) = keyword("SGMLREF").parse(i)?;
    let mut delimiters = Delimiters::reference();
    {
        let mut state = i.state();
        state.namecase_general = fold;
        let here = i.peek().span;
        for role in DelimRole::ALL {
            let s: Vec<u32> = role.reference().chars().map(|c| c as u32).collect();
            let value = state.delimiter_string(&s, here, fold);
            delimiters.set(*role, value);
        }
    }
    let mut changed: Vec<(DelimRole, Vec<u32>)> = Vec::new();
    let mut given: Vec<DelimRole> = Vec::new();
    let mut spans: Vec<(DelimRole, Span)> = Vec::new();
    loop {
        let (rest, (name, name_span)) = match name_except(&[]).parse(i) {
            Ok(found) => found,
            Err(_) => return Err(i.expected(What::Described("a delimiter role or \"SHORTREF\""))),
        };
        if name == "SHORTREF" {
            i = rest;
            break;
        }
        let (rest, (chars, span)) = if external && at_number(&rest) {
            number.map(|(n, span)| (vec![n], span)).parse(rest)?
        } else {
            parameter_literal_parameter(rest)?
        };
        i = rest;
        let mut state = i.state();
        let Some(role) = DelimRole::from_name(&name) else {
            state.diag(DeclDiagnostic::UnknownDelimiter(name), name_span);
            continue;
        };
        if matches!(role, DelimRole::Hcro | DelimRole::Nestc) {
            state.require_www(if role == DelimRole::Hcro { "HCRO" } else { "NESTC" }, name_span);
        }
        if given.contains(&role) {
            state.diag(DeclDiagnostic::DuplicateDelimiter(name), name_span);
            continue;
        }
        given.push(role);
        if chars.is_empty() {
            state.diag(DeclDiagnostic::EmptyDelimiter, span);
            continue;
        }
        let value = state.delimiter_string(&chars, span, fold);
        delimiters.set(role, value);
        changed.push((role, chars));
        spans.push((role, span));
    }
    // A changed NET gives NESTC its value unless NESTC is given too (K.3.3).
    if given.contains(&DelimRole::Net) && !given.contains(&DelimRole::Nestc) {
        let net = delimiters.get(DelimRole::Net).to_string();
        delimiters.set(DelimRole::Nestc, net);
    }
    Ok((i, (delimiters, changed, spans)))
}

/// [192] short reference delimiters = "SHORTREF", ps+, ("SGMLREF" | "NONE"), (ps+,
/// parameter literal)* — read after its "SHORTREF". In an external syntax a short
/// reference may be a character number, and `n - m` a range of them (OpenSP).
///
/// Returns whether SGMLREF was given and the short references added.
fn short_reference_delimiters<'a>(
    fold: bool,
    delimiters: &mut Delimiters,
    i: Tokens<'a>,
) -> PResult<'a, (bool, Vec<Vec<u32>>)> {
    let external = i.reader().external;
    let (mut i, sgmlref) = one_of(&["SGMLREF", "NONE"]).map(|k| k == 0).parse(i)?;
    delimiters.shortref.clear();
    if sgmlref {
        let mut state = i.state();
        for s in crate::delim::REFERENCE_SHORTREFS {
            let chars: Vec<u32> = s.chars().map(|c| c as u32).collect();
            let value = state.delimiter_string(&chars, i.peek().span, false);
            delimiters.shortref.push(value);
        }
    }
    let mut added = Vec::new();
    let mut seen: std::collections::HashSet<String> = delimiters.shortref.iter().cloned().collect();
    loop {
        // Literals are folded like general delimiters; character numbers are not.
        let (rest, (chars, span, fold)) = if at_literal(&i) {
            parameter_literal_parameter
                .map(|(chars, span)| (chars, span, fold))
                .parse(i)?
        } else if external && at_number(&i) {
            number.map(|(n, span)| (vec![n], span, false)).parse(i)?
        } else {
            break;
        };
        i = rest;
        // A range of single characters (OpenSP, in an external syntax): `n - m`.
        let mut strings = vec![chars.clone()];
        let mut span = span;
        if external && let Ok((rest, _)) = minus(i) {
            let (rest, (last, last_span)) = alt((
                parameter_literal_parameter.map(|(l, s)| (l.first().copied().unwrap_or(0), s)),
                number,
            ))
            .parse(rest)
            .map_err(|_| rest.expected(What::Described("a number")))?;
            i = rest;
            span = span.cover(last_span);
            let first = chars.first().copied().unwrap_or(0);
            if chars.len() != 1 || last < first {
                i.state().diag(DeclDiagnostic::InvalidRange(first, last), span);
                continue;
            }
            strings = (first..=last).take(0x11_0000).map(|n| vec![n]).collect();
        }
        let mut state = i.state();
        for chars in strings {
            if chars.is_empty() {
                state.diag(DeclDiagnostic::EmptyDelimiter, span);
                continue;
            }
            let value = state.delimiter_string(&chars, span, fold);
            if !seen.insert(value.clone()) {
                state.diag(DeclDiagnostic::DuplicateShortref(value), span);
                continue;
            }
            delimiters.shortref.push(value.clone());
            added.push(chars);
        }
    }
    Ok((i, (sgmlref, added)))
}

/// [193] reserved name use = "NAMES", ps+, "SGMLREF", (ps+, reference reserved name,
/// ps+, name)* — a new name may be a parameter literal (OpenSP).
pub(super) fn reserved_name_use(i: Tokens<'_>) -> PResult<'_, ReservedNames> {
    let (i, _) = keyword("NAMES").parse(i)?;
    let (mut i, _) = keyword("SGMLREF").parse(i)?;
    let mut names = ReservedNames::default();
    let mut taken = Vec::new();
    while !i.at_keyword("QUANTITY") {
        let (rest, (reference, ref_span)) = match name_except(&[]).parse(i) {
            Ok(found) => found,
            Err(_) => return Err(i.expected(What::Described("a reserved name or \"QUANTITY\""))),
        };
        let (rest, (new_name, new_span)) = new_reserved_name(rest)?;
        i = rest;
        let mut state = i.state();
        let Some(known) = ReservedNames::reference_name(&reference) else {
            state.diag(DeclDiagnostic::UnknownReservedName(reference), ref_span);
            continue;
        };
        if matches!(known, "ALL" | "DATA" | "IMPLICIT") {
            state.require_www("reserved name ALL, DATA or IMPLICIT", ref_span);
        }
        let valid = new_name.chars().next().is_some_and(|c| state.classes.is_name_start(c))
            && new_name.chars().all(|c| state.classes.is_name_char(c));
        let folded: String = if state.namecase_general {
            new_name.chars().map(|c| state.classes.to_upper(c)).collect()
        } else {
            new_name.clone()
        };
        if !valid {
            state.diag(DeclDiagnostic::InvalidReservedName(new_name), new_span);
            continue;
        }
        // Another's substitute: reported at once, and not taken (OpenSP).
        if names.substitutions().iter().any(|(r, s)| *s == folded && *r != known) {
            state.diag(DeclDiagnostic::InvalidReservedName(new_name), new_span);
            continue;
        }
        // Another reference reserved name (Annex K's ALL, DATA and IMPLICIT only in a Web
        // SGML declaration): taken all the same, and reported where the reserved name use
        // ends, as OpenSP checks it once all are read.
        if ReservedNames::reference_name(&folded)
            .is_some_and(|r| r != known && (state.www || !matches!(r, "ALL" | "DATA" | "IMPLICIT")))
        {
            taken.push(new_name);
        }
        if !names.substitute(known, folded) {
            state.diag(DeclDiagnostic::DuplicateReservedName(reference), ref_span);
        }
    }
    let end = Span::empty(i.peek().span.start);
    let mut state = i.state();
    for name in taken {
        state.diag(DeclDiagnostic::InvalidReservedName(name), end);
    }
    drop(state);
    Ok((i, names))
}

/// The new name of a reserved name in [193]: a name (upper-cased, as the reference
/// syntax reads it), or, in a syntax read from an external entity (as OpenSP allows
/// there), a parameter literal's characters.
fn new_reserved_name(i: Tokens<'_>) -> PResult<'_, (String, Span)> {
    if let TokenKind::Name(_) = i.peek().kind {
        let span = i.peek().span;
        // Names in the declaration are read in the reference syntax, which folds them to
        // upper case.
        return Ok((i.advance(), (span.slice(i.text()).to_ascii_uppercase(), span)));
    }
    if !i.reader().external {
        return Err(i.expected(What::Described("a name")));
    }
    let (rest, (chars, span)) = parameter_literal_parameter(i).map_err(|_| i.expected(What::Described("a name")))?;
    let mut state = rest.state();
    let mut s = String::new();
    for n in chars {
        if let Some(c) = state.translate(n, span).and_then(char::from_u32) {
            s.push(c);
        }
    }
    drop(state);
    Ok((rest, (s, span)))
}

/// [194] quantity set = "QUANTITY", ps+, "SGMLREF", (ps+, name, ps+, number)* — or
/// Annex K's "NONE" (K.3.5). In an external syntax the text may end here.
pub(super) fn quantity_set(i: Tokens<'_>) -> PResult<'_, Quantities> {
    let external = i.reader().external;
    let (i, _) = keyword("QUANTITY").parse(i)?;
    // Annex K's NONE only in a Web SGML declaration: otherwise not a parameter the
    // grammar allows, after which OpenSP cannot go on.
    if i.at_keyword("NONE") && !i.state().www {
        return Err(i.expected(What::Described("\"SGMLREF\"")));
    }
    let (mut i, none) = one_of(&["SGMLREF", "NONE"]).map(|k| k == 1).parse(i)?;
    if none {
        return Ok((i, Quantities::NONE));
    }
    let mut q = Quantities::REFERENCE;
    loop {
        if external && i.peek().kind == TokenKind::Eof {
            break;
        }
        if i.at_keyword("FEATURES") || i.at_keyword("ENTITIES") {
            break;
        }
        let (rest, (name, name_span)) = match name_except(&[]).parse(i) {
            Ok(found) => found,
            Err(_) => return Err(i.expected(What::Described("a quantity name or \"FEATURES\""))),
        };
        let (rest, (value, value_span)) = number(rest)?;
        i = rest;
        let mut state = i.state();
        if Quantities::REFERENCE.get(&name).is_none() {
            state.diag(DeclDiagnostic::UnknownQuantity(name), name_span);
            continue;
        }
        if state.scope_instance && Quantities::REFERENCE.get(&name).is_some_and(|r| value < r) {
            state.diag(DeclDiagnostic::QuantityBelowReference(name), value_span);
            continue;
        }
        // No range is checked, as OpenSP checks none: a quantity of 0 makes every use
        // exceed it, and a number of more than 8 digits is reported as too long already.
        q.set(&name, value);
    }
    Ok((i, q))
}

/// Annex K's predefined entities in the concrete syntax (K.3.6): "ENTITIES", then
/// `(ps+, parameter literal, ps+, character number)+`; none when absent.
pub(super) fn predefined_entities(i: Tokens<'_>) -> PResult<'_, Vec<PredefinedEntity>> {
    if !i.at_keyword("ENTITIES") {
        return Ok((i, Vec::new()));
    }
    // Only in a Web SGML declaration: otherwise not a parameter the grammar allows.
    if !i.state().www {
        return Err(i.expected(What::Described("a quantity name or \"FEATURES\"")));
    }
    let mut i = i.advance();
    let mut entities = Vec::new();
    while at_literal(&i) {
        let (rest, (chars, name_span)) = parameter_literal_parameter(i)?;
        let (rest, (number, number_span)) = number(rest)?;
        i = rest;
        let mut state = i.state();
        let name: String = chars.iter().filter_map(|&c| char::from_u32(c)).collect();
        let valid = name.chars().next().is_some_and(|c| state.classes.is_name_start(c))
            && name.chars().all(|c| state.classes.is_name_char(c));
        if !valid {
            state.diag(DeclDiagnostic::InvalidEntityName(name), name_span);
            continue;
        }
        let char = state.translate(number, number_span).and_then(char::from_u32);
        entities.push(PredefinedEntity { name, number, char });
    }
    Ok((i, entities))
}
