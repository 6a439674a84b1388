//! The concrete syntax (ISO 8879 13.4): public or explicit, SHUNCHAR, the
//! syntax-reference character set and FUNCTION; the checks that need the whole syntax.

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{cut, peek, value};
use nom::multi::many0;

use super::charset::character_set_description;
use super::delimiters::{delimiter_set, predefined_entities, quantity_set, reserved_name_use};
use super::naming::naming_rules;
use super::reader::{Reader, State};
use super::tokens::{
    PResult, Tokens, described, keyword, minimum_literal_parameter, number, one_of, parameter_literal_parameter,
};
use super::*;
use crate::delim::{DelimRole, Delimiters};
use crate::syntax::{AddedFunction, FunctionChar, FunctionClass, Functions, PublicSyntax, Shunchar};

/// The keyword that starts each part of an explicit concrete syntax (13.4), where the
/// reader picks up again after an error in an earlier part.
const SYNTAX_STEPS: [&str; 8] = [
    "SHUNCHAR", "BASESET", "FUNCTION", "LCNMSTRT", "DELIM", "NAMES", "QUANTITY", "ENTITIES",
];

/// [182] concrete syntax = "SYNTAX", ps+, (public concrete syntax | (shunned character
/// number identification, ps+, syntax-reference character set, ps+, function character
/// identification, ps+, naming rules, ps+, delimiter set, ps+, reserved name use, ps+,
/// quantity set)) — with Annex K's predefined entities after the quantity set.
pub(super) fn concrete_syntax(i: Tokens<'_>) -> PResult<'_, ConcreteSyntax> {
    let (i, _) = keyword("SYNTAX").parse(i)?;
    let (i, syntax, built_in) = if i.at_keyword("PUBLIC") {
        let (i, (syntax, built_in)) = public_concrete_syntax(i)?;
        (i, syntax, built_in)
    } else {
        let (i, syntax) = explicit_syntax(i);
        (i, syntax, false)
    };
    // What needs the whole syntax, reported where it ends (at the parameter after it, in
    // the declaration also for a syntax read from a file), as OpenSP reports it.
    let end = Span::empty(i.peek().span.start);
    let mut state = i.state();
    if !built_in {
        state.check_delimiter_lengths(&syntax, end);
    }
    state.check_shunned(&syntax, end);
    drop(state);
    Ok((i, syntax))
}

/// [183] public concrete syntax = "PUBLIC", ps+, public identifier, (ps+, "SWITCHES",
/// (ps+, character number, ps+, character number)+)?
///
/// ISO 8879's Reference and Core syntaxes are built in; another is read from the text a
/// resolver gives for its public identifier, or reported as unknown or unreadable (and
/// the reference syntax used, in a declaration that cannot be used).
///
/// The second value says whether the syntax is one of ISO 8879's (or stands in for one
/// that could not be had).
fn public_concrete_syntax(i: Tokens<'_>) -> PResult<'_, (ConcreteSyntax, bool)> {
    let (i, _) = keyword("PUBLIC").parse(i)?;
    let (i, (id, span)) = minimum_literal_parameter(i)?;
    let (i, switches) = if i.at_keyword("SWITCHES") {
        many1_pairs(i.advance())?
    } else {
        (i, Vec::new())
    };
    i.state().switches = switches.clone();
    let resolved = match standard_syntax(&id) {
        Some(_) => None,
        None => i.reader().resolve_public.and_then(|resolve| resolve(&id)),
    };
    let built_in = !matches!(resolved, Some(Ok(_)));
    let mut syntax = if let Some(Ok(external)) = resolved {
        external_syntax(i.reader(), &external, &id, span)
    } else {
        let mut state = i.state();
        let core = match (standard_syntax(&id), resolved) {
            (Some(core), _) => core,
            // Where OpenSP looks it up: after the parameter that follows.
            (None, Some(Err(reason))) => {
                let kind = DeclDiagnostic::PublicSyntaxUnreadable {
                    public_id: id.clone(),
                    reason,
                };
                state.diag(kind, i.peek().span);
                false
            }
            (None, _) => {
                state.diag(DeclDiagnostic::UnknownPublicSyntax(id.clone()), i.peek().span);
                false
            }
        };
        state.standard_syntax(core, span)
    };
    syntax.public = Some(PublicSyntax {
        public_id: id,
        switches,
    });
    Ok((i, (syntax, built_in)))
}

/// The `(ps+, character number, ps+, character number)+` of SWITCHES in [183].
fn many1_pairs(i: Tokens<'_>) -> PResult<'_, Vec<(u32, u32)>> {
    nom::multi::many1((number, cut(number)).map(|((from, _), (to, _))| (from, to))).parse(i)
}

/// A concrete syntax read from the external entity `text` that public identifier `id`
/// resolved to; its diagnostics are reported at `span`, the public identifier.
fn external_syntax(outer: &Reader<'_>, text: &str, id: &str, span: Span) -> ConcreteSyntax {
    read_external(outer, text, id, span, "the end of the concrete syntax", explicit_syntax)
}

/// What `read` reads from the external entity `text` that public identifier `id`
/// resolved to (OpenSP's looser forms allowed), which must end there (`end` says what
/// was expected); its diagnostics are reported at `span`, the public identifier, with
/// their places in the entity. The character classes and syntax-reference set read
/// there are this reader's from then on.
pub(super) fn read_external<T>(
    outer: &Reader<'_>,
    text: &str,
    id: &str,
    span: Span,
    end: &'static str,
    read: impl FnOnce(Tokens<'_>) -> (Tokens<'_>, T),
) -> T {
    let state = outer.state.borrow().for_external_syntax();
    let reader = Reader::new(text, 0, None, true, state);
    let (rest, value) = read(reader.start());
    if rest.peek().kind != TokenKind::Eof {
        reader.report(&Expected {
            at: rest.index(),
            what: What::Described(end),
        });
    }
    let inner = reader.state.into_inner();
    let index = sgml_source::LineIndex::new(text);
    let mut state = outer.state.borrow_mut();
    for d in inner.diags {
        let at = index.line_col(text, d.span.start);
        state.diag(
            DeclDiagnostic::InExternalSyntax {
                public_id: id.to_string(),
                offset: d.span.start,
                line: at.line,
                column: at.column,
                kind: Box::new(d.kind),
            },
            span,
        );
    }
    state.classes = inner.classes;
    state.syn = inner.syn;
    value
}

/// The explicit form of [182]: SHUNCHAR through QUANTITY (and Annex K's ENTITIES). A
/// part that fails is reported and the reader goes on at the next part's keyword; at a
/// keyword of the top level it stops, and the top level goes on from there.
fn explicit_syntax(mut i: Tokens<'_>) -> (Tokens<'_>, ConcreteSyntax) {
    let mut syntax = ConcreteSyntax::reference();
    let mut step = 0;
    while step < SYNTAX_STEPS.len() {
        let result = match step {
            0 => shunned_character_number_identification
                .map(|s| syntax.shunchar = s)
                .parse(i),
            1 => syntax_reference_character_set.map(|c| syntax.charset = c).parse(i),
            2 => function_character_identification.map(|f| syntax.functions = f).parse(i),
            3 => {
                let functions = syntax.functions.clone();
                naming_rules(&functions).map(|n| syntax.naming = n).parse(i)
            }
            4 => {
                let fold = syntax.naming.namecase.general;
                delimiter_set(fold)
                    .map(|d| {
                        syntax.delimiters = d.delimiters;
                        syntax.shortref_sgmlref = d.shortref_sgmlref;
                        syntax.changed_delimiters = d.changed;
                        syntax.added_shortrefs = d.added;
                    })
                    .parse(i)
            }
            5 => reserved_name_use.map(|n| syntax.reserved_names = n).parse(i),
            6 => quantity_set.map(|q| syntax.quantities = q).parse(i),
            _ => predefined_entities.map(|e| syntax.entities = e).parse(i),
        };
        match result {
            Ok((rest, ())) => {
                i = rest;
                step += 1;
            }
            Err(e) => {
                let e = Expected::of(e);
                i.reader().report(&e);
                match resync_syntax(i.at(e.at), step) {
                    (rest, Some(next)) => {
                        i = rest;
                        step = next;
                    }
                    // At FEATURES or later: the top level goes on from there.
                    (rest, None) => {
                        i = rest;
                        break;
                    }
                }
            }
        }
    }
    (i, syntax)
}

/// After a syntax error in part `after` of an explicit syntax, skip to the keyword that
/// starts a later part; `None` at a top-level keyword or the end.
fn resync_syntax(mut i: Tokens<'_>, after: usize) -> (Tokens<'_>, Option<usize>) {
    loop {
        match &i.peek().kind {
            TokenKind::Eof | TokenKind::Mdc => return (i, None),
            TokenKind::Name(n) => {
                if let Some(k) = SYNTAX_STEPS.iter().position(|s| s == n)
                    && k > after
                {
                    return (i, Some(k));
                }
                if ["FEATURES", "APPINFO", "SEEALSO"].contains(&n.as_str()) {
                    return (i, None);
                }
            }
            _ => {}
        }
        i = i.advance();
    }
}

/// [184] shunned character number identification = "SHUNCHAR", ps+, ("NONE" |
/// (("CONTROLS" | character number), (ps+, character number)*))
fn shunned_character_number_identification(i: Tokens<'_>) -> PResult<'_, Shunchar> {
    let (i, _) = keyword("SHUNCHAR").parse(i)?;
    let (i, controls) = described(
        "\"NONE\", \"CONTROLS\" or a character number",
        alt((
            value(None, keyword("NONE")),
            value(Some(true), keyword("CONTROLS")),
            value(Some(false), peek(number)),
        )),
    )
    .parse(i)?;
    let Some(controls) = controls else {
        return Ok((i, Shunchar::default()));
    };
    let (i, numbers) = many0(number.map(|(n, _)| n)).parse(i)?;
    Ok((i, Shunchar { controls, numbers }))
}

/// [185] syntax-reference character set = character set description
///
/// Checked as the document character set is, and made the set that the syntax's
/// character numbers are read in.
fn syntax_reference_character_set(i: Tokens<'_>) -> PResult<'_, CharsetDescription> {
    let (i, (charset, _)) = character_set_description(false).parse(i)?;
    let mut state = i.state();
    // Reported where the description ends (at the parameter after it), as onsgmls
    // reports them.
    let end = Span::empty(i.peek().span.start);
    state.check_coverage(&charset, end);
    state.syn = DocumentCharset::from_description(&charset);
    let syn = state.syn.clone();
    state.check_minimum(&syn, end);
    drop(state);
    Ok((i, charset))
}

/// [186] function character identification = "FUNCTION", ps+, "RE", ps+, character
/// number, ps+, "RS", ps+, character number, ps+, "SPACE", ps+, character number, (ps+,
/// added function, ps+, function class, ps+, character number)*
///
/// A missing RE, RS or SPACE before a later one is reported and left without a
/// character. The list ends at "NAMING" followed by "LCNMSTRT" ([189]'s start, read
/// here).
fn function_character_identification(i: Tokens<'_>) -> PResult<'_, Functions> {
    let (mut i, _) = keyword("FUNCTION").parse(i)?;
    let mut spans = Vec::new();
    let mut standard = Vec::new();
    for (name, reference) in [("RE", 13), ("RS", 10), ("SPACE", 32)] {
        let at_function = matches!(&i.peek().kind, TokenKind::Name(n) if ["RE", "RS", "SPACE"].contains(&n.as_str()));
        if !i.at_keyword(name) && at_function {
            // A later standard function: this one is missing; go on without it.
            let span = i.peek().span;
            i.state().diag(DeclDiagnostic::MissingFunction(name), span);
            standard.push(FunctionChar {
                number: reference,
                char: None,
            });
            spans.push(span);
            continue;
        }
        let (rest, _) = keyword(name).parse(i)?;
        let (rest, (n, span)) = number(rest)?;
        i = rest;
        standard.push(i.state().translate_char(n, span));
        spans.push(span);
    }
    let mut functions = Functions {
        re: standard[0],
        rs: standard[1],
        space: standard[2],
        added: Vec::new(),
    };
    loop {
        let (rest, (name, _)) = added_function(i)?;
        i = rest;
        if i.at_keyword("LCNMSTRT") && name == "NAMING" {
            break;
        }
        let (rest, class) = function_class(i)?;
        let (rest, (n, span)) = number(rest)?;
        i = rest;
        let mut state = i.state();
        let char = state.translate_char(n, span);
        let taken = functions.added.iter().any(|f| f.name == name) || ["RE", "RS", "SPACE"].contains(&name.as_str());
        // As OpenSP checks it: once the character is known, after its number.
        if taken && char.char.is_some() {
            state.diag(
                DeclDiagnostic::DuplicateFunctionName(name.clone()),
                Span::empty(span.end),
            );
        }
        functions.added.push(AddedFunction { name, class, char });
        spans.push(span);
    }
    let mut state = i.state();
    let has = |c: FunctionClass| functions.added.iter().any(|f| f.class == c);
    if has(FunctionClass::Msochar) && !has(FunctionClass::Msichar) {
        let span = spans[3..]
            .iter()
            .zip(&functions.added)
            .find(|(_, f)| f.class == FunctionClass::Msochar)
            .map_or(i.peek().span, |(s, _)| *s);
        state.diag(DeclDiagnostic::MsocharWithoutMsichar, span);
    }
    state.add_function_classes(&functions, &spans);
    drop(state);
    Ok((i, functions))
}

/// [187] added function = name — or, in a syntax read from an external entity, a
/// parameter literal, as OpenSP allows there (`"NO-BREAK-SPACE" SEPCHAR 160`); the name
/// and its span.
fn added_function(i: Tokens<'_>) -> PResult<'_, (String, Span)> {
    if !i.reader().external {
        return described("a function name or \"NAMING\"", super::tokens::name_except(&[])).parse(i);
    }
    described(
        "a function name or \"NAMING\"",
        alt((
            super::tokens::name_except(&[]),
            parameter_literal_parameter.map(|(chars, span)| {
                (
                    chars.iter().filter_map(|&c| char::from_u32(c)).collect::<String>(),
                    span,
                )
            }),
        )),
    )
    .parse(i)
}

/// [188] function class = "FUNCHAR" | "MSICHAR" | "MSOCHAR" | "MSSCHAR" | "SEPCHAR"
fn function_class(i: Tokens<'_>) -> PResult<'_, FunctionClass> {
    one_of(&["FUNCHAR", "MSICHAR", "MSOCHAR", "MSSCHAR", "SEPCHAR"])
        .map(|k| {
            [
                FunctionClass::Funchar,
                FunctionClass::Msichar,
                FunctionClass::Msochar,
                FunctionClass::Msschar,
                FunctionClass::Sepchar,
            ][k]
        })
        .parse(i)
}

impl State {
    /// The reference (or core, without short references) concrete syntax, with the
    /// switches of a public syntax applied.
    pub(super) fn standard_syntax(&mut self, core: bool, span: Span) -> ConcreteSyntax {
        self.syn = DocumentCharset::from_description(&CharsetDescription::iso646());
        let mut syntax = ConcreteSyntax::reference();
        let f = &mut syntax.functions;
        f.re = self.translate_char(13, span);
        f.rs = self.translate_char(10, span);
        f.space = self.translate_char(32, span);
        f.added[0].char = self.translate_char(9, span);
        let functions = syntax.functions.clone();
        self.add_function_classes(&functions, &[span, span, span, span]);
        self.add_naming_classes(&syntax.naming);
        let mut delimiters = Delimiters::reference();
        for role in DelimRole::ALL {
            let s: Vec<u32> = role.reference().chars().map(|c| c as u32).collect();
            let value = self.delimiter_string(&s, span, syntax.naming.namecase.general);
            delimiters.set(*role, value);
        }
        delimiters.shortref.clear();
        if !core {
            for s in crate::delim::REFERENCE_SHORTREFS {
                let chars: Vec<u32> = s.chars().map(|c| c as u32).collect();
                delimiters.shortref.push(self.delimiter_string(&chars, span, false));
            }
        }
        syntax.delimiters = delimiters;
        syntax.shortref_sgmlref = !core;
        syntax
    }

    /// No delimiter may be longer than NAMELEN (13.4.6): reported at `at`, where the
    /// syntax ends.
    pub(super) fn check_delimiter_lengths(&mut self, syntax: &ConcreteSyntax, at: Span) {
        let namelen = syntax.quantities.namelen as usize;
        let mut long: Vec<(String, Span)> = Vec::new();
        for (_, value) in syntax.delimiters.general() {
            if value.chars().count() > namelen {
                long.push((value.to_string(), at));
            }
        }
        for value in &syntax.delimiters.shortref {
            if value.chars().count() > namelen {
                long.push((value.clone(), at));
            }
        }
        long.dedup_by(|a, b| a.0 == b.0);
        for (delimiter, span) in long {
            self.diag(
                DeclDiagnostic::DelimiterTooLong {
                    delimiter,
                    namelen: syntax.quantities.namelen,
                },
                span,
            );
        }
    }

    /// A shunned character that the document character set describes as an SGML
    /// character must be significant in the syntax (a function, name or delimiter
    /// character); otherwise it should have been UNUSED (13.4.1).
    pub(super) fn check_shunned(&mut self, syntax: &ConcreteSyntax, span: Span) {
        let mut shunned: Vec<u32> = Vec::new();
        for &n in &syntax.shunchar.numbers {
            if self.doc.to_unicode(n).is_some() {
                shunned.push(n);
            }
        }
        if syntax.shunchar.controls {
            for u in (0..32).chain(127..160) {
                if let Some(n) = self.doc.from_unicode(u) {
                    shunned.push(n);
                }
            }
        }
        let significant_class = CharClass::NAME_CHAR
            | CharClass::DIGIT
            | CharClass::SEPARATOR
            | CharClass::FUNCHAR
            | CharClass::MARKUP_SUPPRESS;
        let in_delimiter = |c: char| {
            syntax.delimiters.general().any(|(_, d)| d.contains(c))
                || syntax.delimiters.shortref.iter().any(|d| d.contains(c))
        };
        let bad: Vec<u32> = shunned
            .into_iter()
            .filter(|&n| {
                let u = self.doc.to_unicode(n).unwrap_or(n);
                let c = char::from_u32(u);
                !self.classes.class_of(u).intersects(significant_class) && !c.is_some_and(in_delimiter)
            })
            .collect();
        if !bad.is_empty() {
            self.diag(DeclDiagnostic::ShunnedNotUnused(format_set(&to_ranges(bad))), span);
        }
    }

    /// Enter the function characters into the classes; report a character with two functions.
    pub(super) fn add_function_classes(&mut self, functions: &Functions, spans: &[Span]) {
        let mut entries: Vec<(Option<char>, CharClass)> = vec![
            (functions.re.char, CharClass::RE),
            (functions.rs.char, CharClass::RS),
            (functions.space.char, CharClass::SPACE),
        ];
        for f in &functions.added {
            let class = match f.class {
                FunctionClass::Sepchar => CharClass::SEPCHAR,
                FunctionClass::Funchar => CharClass::FUNCHAR,
                _ => CharClass::MARKUP_SUPPRESS,
            };
            entries.push((f.char.char, class));
        }
        let mut seen: Vec<char> = Vec::new();
        for (i, (c, class)) in entries.into_iter().enumerate() {
            let Some(c) = c else { continue };
            if seen.contains(&c) {
                let span = spans.get(i).copied().unwrap_or_default();
                // After the character's number, where OpenSP finds it.
                self.diag(
                    DeclDiagnostic::FunctionAssignedTwice((c as u32).to_string()),
                    Span::empty(span.end),
                );
                continue;
            }
            seen.push(c);
            self.classes.add(c as u32, class);
        }
    }
}

/// Whether `id` is the reference (`Some(false)`) or core (`Some(true)`) concrete syntax.
pub(super) fn standard_syntax(id: &str) -> Option<bool> {
    let mut parts = id.split("//");
    let owner = parts.next()?;
    if owner != "ISO 8879:1986" && owner != "ISO 8879-1986" {
        return None;
    }
    match parts.next()? {
        "SYNTAX Reference" => Some(false),
        "SYNTAX Core" => Some(true),
        _ => None,
    }
}
