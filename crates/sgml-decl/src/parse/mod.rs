//! The grammar of the SGML declaration (ISO 8879 13, Annex K) as nom parsers, one a
//! production, each named in its doc comment with the production's number. The input is
//! the declaration's parameters as tokens ([`tokens`]); the semantic checks are made as
//! soon as the parts they depend on are read (the declaration is ordered so that each
//! part depends only on earlier ones), in the [`reader`]'s state.
//!
//! A production that fails returns where and what it expected; the error becomes a
//! diagnostic where the grammar recovers: at the top level the reader skips to the next
//! top-level keyword (CAPACITY, SCOPE, SYNTAX, FEATURES, APPINFO, SEEALSO), within an
//! explicit concrete syntax to the keyword of its next part, and goes on; parts it could
//! not read keep the values of the reference declaration.
//!
//! One module a part of the declaration: [`charset`] (13.1–13.3), [`syntax`] (13.4:
//! SHUNCHAR, syntax-reference set, FUNCTION), [`naming`] (13.4.5), [`delimiters`]
//! (13.4.6–13.4.8 and Annex K's ENTITIES), [`features`] (13.5, 13.6 and Annex K's additions), and
//! [`classes`], which builds the character classes from the finished model.

mod charset;
mod classes;
mod delimiters;
mod features;
mod naming;
mod reader;
mod syntax;
mod tokens;

use nom::bytes::complete::{tag, tag_no_case};
use nom::character::complete::satisfy;
use nom::combinator::{not, value};
use nom::{IResult, Parser as _};
use sgml_source::Span;

use self::reader::{Reader, State};
use self::tokens::{Expected, PResult, Tokens, What, minimum_literal_parameter};
use crate::char_class::{CharClass, CharClasses};
use crate::charset::{BaseSet, CharDescription, CharsetDescription, DescTarget, DocumentCharset};
use crate::declaration::{CapacityForm, CapacitySet, Scope, SgmlDeclaration, Version};
use crate::diagnostic::{DeclDiagnostic, Diagnostic};
use crate::features::Features;
use crate::lex::TokenKind;
use crate::quantity::Capacities;
use crate::syntax::ConcreteSyntax;
/// The result of reading an SGML declaration: the declaration (complete even when the
/// text had errors: unreadable parts keep reference values) and what was found wrong.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The declaration.
    pub declaration: SgmlDeclaration,
    /// Errors and warnings, in text order within each part.
    pub diagnostics: Vec<Diagnostic>,
    /// The byte offset just after the declaration's closing `>` (or the end of the text).
    pub end: usize,
}

impl Parsed {
    /// Whether no diagnostic is an error.
    pub fn is_valid(&self) -> bool {
        !self.diagnostics.iter().any(|d| d.is_error())
    }

    /// The diagnostics up to the first fault that makes the declaration unusable
    /// ([`DeclDiagnostic::is_fatal`](crate::DeclDiagnostic::is_fatal)), followed by a
    /// [`DeclarationUnusable`](crate::DeclDiagnostic::DeclarationUnusable) at its place;
    /// all of them when there is no such fault. What comes after that fault is not
    /// reported, since a reader stops there. The second value says whether the
    /// declaration is usable.
    pub fn until_unusable(&self) -> (Vec<Diagnostic>, bool) {
        match self.diagnostics.iter().position(|d| d.kind.is_fatal()) {
            Some(at) => {
                let mut kept = self.diagnostics[..=at].to_vec();
                if kept[at].kind == crate::DeclDiagnostic::DeclarationUnusable {
                    return (kept, false);
                }
                let span = kept[at].span;
                // A fault inside an external concrete syntax stops the reading there.
                let unusable = match &kept[at].kind {
                    DeclDiagnostic::InExternalSyntax {
                        public_id,
                        offset,
                        line,
                        column,
                        ..
                    } => DeclDiagnostic::InExternalSyntax {
                        public_id: public_id.clone(),
                        offset: *offset,
                        line: *line,
                        column: *column,
                        kind: Box::new(DeclDiagnostic::DeclarationUnusable),
                    },
                    _ => DeclDiagnostic::DeclarationUnusable,
                };
                kept.push(Diagnostic::new(unusable, span));
                (kept, false)
            }
            None => (self.diagnostics.clone(), true),
        }
    }
}

/// Gives the text of the entity a public identifier names: `None` when it knows no
/// entity by that identifier, `Some(Err(why))` when it knows one that cannot be read
/// (a file that is missing or may not be read), else `Some(Ok(text))`.
pub type ResolvePublic<'a> = &'a dyn Fn(&str) -> Option<Result<String, String>>;

/// How public identifiers in a declaration are resolved.
#[derive(Clone, Copy, Default)]
#[non_exhaustive]
pub struct ParseOptions<'a> {
    /// Give the text of the entity a public identifier names (a catalog lookup), for
    /// public concrete syntaxes other than ISO 8879's Reference and Core (13.4.1) and
    /// public capacity sets other than the reference one (13.2), and base character sets
    /// (13.1.1.1; of the document character set), each looked up as OpenSP does. `None`
    /// means no lookup: an unknown public syntax or capacity set is reported.
    pub resolve_public: Option<ResolvePublic<'a>>,
}

impl<'a> ParseOptions<'a> {
    /// Options that resolve public identifiers with `resolve`
    /// ([`resolve_public`](ParseOptions::resolve_public)).
    pub fn resolving(resolve: ResolvePublic<'a>) -> ParseOptions<'a> {
        ParseOptions {
            resolve_public: Some(resolve),
        }
    }
}

impl std::fmt::Debug for ParseOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ParseOptions")
            .field("resolve_public", &self.resolve_public.is_some())
            .finish()
    }
}

/// Read the SGML declaration at the start of `text` (separators may come first).
pub fn parse(text: &str) -> Parsed {
    parse_with(text, ParseOptions::default())
}

/// [`parse`], resolving public identifiers with `options`.
pub fn parse_with<'a>(text: &'a str, options: ParseOptions<'a>) -> Parsed {
    let lead = text.len() - text.trim_start_matches([' ', '\t', '\r', '\n']).len();
    if sgml_declaration_open(&text[lead..]).is_err() {
        let end = (lead + text[lead..].chars().next().map_or(0, char::len_utf8)).min(text.len());
        return Parsed {
            declaration: SgmlDeclaration::reference(),
            diagnostics: vec![Diagnostic::new(
                DeclDiagnostic::NotADeclaration,
                Span::from_range(lead..end),
            )],
            end: lead,
        };
    }
    let reader = Reader::new(text, lead + 6, options.resolve_public, false, State::new());
    let (declaration, end) = sgml_declaration(reader.start());
    Parsed {
        declaration,
        diagnostics: reader.state.into_inner().diags,
        end,
    }
}

/// `mdo, "SGML"`, the opening of [171], not followed by a name character: what makes a
/// text an SGML declaration.
fn sgml_declaration_open(i: &str) -> IResult<&str, ()> {
    value(
        (),
        (
            tag("<!"),
            tag_no_case("SGML"),
            not(satisfy(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '-')),
        ),
    )
    .parse(i)
}

/// The keywords that start the parts of [171] after the minimum literal, where the
/// reader picks up again after an error.
const SECTIONS: [&str; 7] = [
    "CHARSET", "CAPACITY", "SCOPE", "SYNTAX", "FEATURES", "APPINFO", "SEEALSO",
];

/// [171] SGML declaration = mdo, "SGML", ps+, minimum literal, ps+, document character
/// set, ps+, capacity set, ps+, concrete syntax scope, ps+, concrete syntax, ps+, feature
/// use, ps+, application-specific information, ps*, mdc — with Annex K's see also
/// requirements after the application-specific information.
///
/// Read from after `mdo, "SGML"`; returns the declaration and the offset after its `mdc`.
fn sgml_declaration(mut i: Tokens<'_>) -> (SgmlDeclaration, usize) {
    let mut decl = SgmlDeclaration::reference_parts();
    match version(i) {
        Ok((rest, version)) => {
            i = rest;
            decl.version = version;
        }
        // The parts are still looked for from here.
        Err(e) => i.reader().report(&Expected::of(e)),
    }
    {
        let mut state = i.state();
        state.www = decl.version == Version::Www;
        state.enr = matches!(decl.version, Version::Www | Version::Enr);
    }
    let mut section = 0;
    let mut invalidated = false;
    while section < SECTIONS.len() {
        let before = i.state().diags.len();
        let result = match section {
            0 => charset::document_character_set
                .map(|(charset, document_charset)| {
                    decl.charset = charset;
                    decl.document_charset = document_charset;
                })
                .parse(i),
            1 => charset::capacity_set.map(|c| decl.capacity = c).parse(i),
            2 => charset::concrete_syntax_scope.map(|s| decl.scope = s).parse(i),
            3 => syntax::concrete_syntax.map(|s| decl.syntax = s).parse(i),
            4 => features::feature_use.map(|f| decl.features = f).parse(i),
            5 => features::application_specific_information
                .map(|a| decl.appinfo = a)
                .parse(i),
            _ => features::see_also_requirements.map(|s| decl.see_also = s).parse(i),
        };
        match result {
            Ok((rest, ())) => {
                i = rest;
                section += 1;
                if section == 4 {
                    // The syntax is known: its reserved names against its NAMELEN,
                    // where onsgmls checks them (a `-wsgmldecl` warning).
                    let mut state = i.state();
                    let at = Span::empty(i.peek().span.start);
                    let namelen = decl.syntax.quantities.namelen;
                    for &name in crate::names::REFERENCE_RESERVED_NAMES {
                        if decl.version != Version::Www && matches!(name, "ALL" | "DATA" | "IMPLICIT") {
                            continue;
                        }
                        let declared = decl.syntax.reserved_names.get(name);
                        if declared.chars().count() > namelen as usize {
                            let name = declared.to_string();
                            state.diag(DeclDiagnostic::ReservedNameTooLong { name, namelen }, at);
                        }
                    }
                }
                // A fault that leaves the declaration unusable once its part is read:
                // the reading stops where the next part starts, as OpenSP's does.
                let mut state = i.state();
                if !invalidated && state.diags[before..].iter().any(|d| d.kind.invalidates()) {
                    invalidated = true;
                    let at = Span::empty(i.peek().span.start);
                    state.diag(DeclDiagnostic::DeclarationUnusable, at);
                }
            }
            Err(e) => {
                let e = Expected::of(e);
                i.reader().report(&e);
                (i, section) = resync(i.at(e.at), section);
            }
        }
    }
    if i.peek().kind != TokenKind::Mdc {
        i.reader().report(&Expected {
            at: i.index(),
            what: What::Described("\">\""),
        });
        while !matches!(i.peek().kind, TokenKind::Mdc | TokenKind::Eof) {
            i = i.advance();
        }
    }
    let end = i.peek().span.end as usize;
    decl.char_classes = classes::build_classes(&decl);
    (decl, end)
}

/// The minimum literal of [171] that names the version of the standard: ISO 8879, with
/// Annex J (ENR) or with Annex K (WWW).
fn version(i: Tokens<'_>) -> PResult<'_, Version> {
    let (i, (v, span)) = minimum_literal_parameter(i)?;
    let version = match v.as_str() {
        "ISO 8879:1986" => Version::Iso8879,
        "ISO 8879:1986 (ENR)" => Version::Enr,
        "ISO 8879:1986 (WWW)" => Version::Www,
        _ => {
            i.state().diag(DeclDiagnostic::UnknownVersion(v.clone()), span);
            Version::Other(v)
        }
    };
    Ok((i, version))
}

/// Skip to the next top-level keyword after part `after`; returns it and its index
/// (past the last at `>` or the end).
fn resync(mut i: Tokens<'_>, after: usize) -> (Tokens<'_>, usize) {
    loop {
        match &i.peek().kind {
            TokenKind::Eof | TokenKind::Mdc => return (i, SECTIONS.len()),
            TokenKind::Name(n) => {
                if let Some(k) = SECTIONS.iter().position(|s| s == n)
                    && k > after
                {
                    return (i, k);
                }
            }
            _ => {}
        }
        i = i.advance();
    }
}

/// Characters every SGML character set must have (13.1.1): letters, digits and the
/// special characters `'()+,-./:=?`.
fn minimum_characters() -> impl Iterator<Item = u32> {
    (b'A'..=b'Z')
        .chain(b'a'..=b'z')
        .chain(b'0'..=b'9')
        .chain(*b"'()+,-./:=?")
        .map(u32::from)
}

/// `a-b, c, d-e` for a list of ranges, cut short after a dozen.
pub(crate) fn format_set(ranges: &[(u32, u32)]) -> String {
    let mut parts: Vec<String> = ranges
        .iter()
        .take(12)
        .map(|&(a, b)| if a == b { a.to_string() } else { format!("{a}-{b}") })
        .collect();
    if ranges.len() > 12 {
        parts.push("...".into());
    }
    parts.join(", ")
}

/// Merge a list of numbers into ranges.
fn to_ranges(mut numbers: Vec<u32>) -> Vec<(u32, u32)> {
    numbers.sort_unstable();
    numbers.dedup();
    let mut out: Vec<(u32, u32)> = Vec::new();
    for n in numbers {
        match out.last_mut() {
            Some(prev) if prev.1.checked_add(1) == Some(n) => prev.1 = n,
            _ => out.push((n, n)),
        }
    }
    out
}

impl SgmlDeclaration {
    /// The parts of the reference declaration, before any parsing (used as the starting
    /// point that parsing overwrites part by part).
    pub(crate) fn reference_parts() -> SgmlDeclaration {
        let charset = CharsetDescription {
            base_sets: vec![BaseSet {
                public_id: CharsetDescription::iso646().base_sets[0].public_id.clone(),
                descriptions: vec![
                    CharDescription {
                        described: 0,
                        count: 9,
                        target: DescTarget::Unused,
                    },
                    CharDescription {
                        described: 9,
                        count: 2,
                        target: DescTarget::Base(9),
                    },
                    CharDescription {
                        described: 11,
                        count: 2,
                        target: DescTarget::Unused,
                    },
                    CharDescription {
                        described: 13,
                        count: 1,
                        target: DescTarget::Base(13),
                    },
                    CharDescription {
                        described: 14,
                        count: 18,
                        target: DescTarget::Unused,
                    },
                    CharDescription {
                        described: 32,
                        count: 95,
                        target: DescTarget::Base(32),
                    },
                    CharDescription {
                        described: 127,
                        count: 1,
                        target: DescTarget::Unused,
                    },
                ],
            }],
        };
        let document_charset = DocumentCharset::from_description(&charset);
        SgmlDeclaration {
            version: Version::Iso8879,
            charset,
            document_charset,
            capacity: CapacitySet {
                form: CapacityForm::SgmlRef,
                values: Capacities::REFERENCE,
            },
            scope: Scope::Document,
            syntax: ConcreteSyntax::reference(),
            features: Features::BASIC,
            appinfo: None,
            see_also: None,
            char_classes: CharClasses::empty(CharClass::NONE),
        }
    }
}
