//! The grammar of the SGML declaration (ISO 8879 13, Annex K), read parameter by
//! parameter from the tokens of [`crate::lex`], with the semantic checks done as soon as
//! the parts they depend on are known (the declaration is ordered so that each part
//! depends only on earlier ones).
//!
//! After a syntax error the parser skips to the next top-level keyword (CAPACITY, SCOPE,
//! SYNTAX, FEATURES, APPINFO, SEEALSO) and goes on; parts it could not read keep the
//! values of the reference declaration.

use sgml_source::Span;

use crate::char_class::{CharClass, CharClasses};
use crate::charset::{BaseSet, CharDescription, CharsetDescription, DescTarget, DocumentCharset, KnownBaseSet};
use crate::declaration::{CapacityForm, CapacitySet, Scope, SgmlDeclaration, Version};
use crate::delim::{DelimRole, Delimiters};
use crate::diagnostic::{DeclDiagnostic, Diagnostic};
use crate::features::{
    EntitiesFeature, EntityRef, Features, ImplyDef, ImplyElement, NetEnable, ShortTag, ShortTagForm, Validity,
    WebMinimize, WebOther,
};
use crate::lex::{Lexer, Token, TokenKind, minimum_literal, parameter_literal};
use crate::names::ReservedNames;
use crate::quantity::{Capacities, Quantities};
use crate::syntax::{
    AddedFunction, ConcreteSyntax, FunctionChar, FunctionClass, Functions, NameCase, Naming, NamingItem,
    PredefinedEntity, PublicSyntax, Shunchar,
};

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
}

/// Gives the text of the entity a public identifier names, if it can.
pub type ResolvePublic<'a> = &'a dyn Fn(&str) -> Option<String>;

/// How public identifiers in a declaration are resolved.
#[derive(Clone, Copy, Default)]
pub struct ParseOptions<'a> {
    /// Give the text of the entity a public identifier names (a catalog lookup), for
    /// public concrete syntaxes other than ISO 8879's Reference and Core (13.4.1). `None`
    /// means no lookup: an unknown public syntax is reported.
    pub resolve_public: Option<ResolvePublic<'a>>,
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
    let mut parser = Parser::new(text);
    parser.resolve_public = options.resolve_public;
    let declaration = parser.declaration();
    Parsed {
        declaration,
        diagnostics: parser.diags,
        end: parser.end,
    }
}

/// A syntax error has been reported; the caller resynchronizes.
struct Failed;

type PResult<T> = Result<T, Failed>;

const SECTIONS: [&str; 7] = [
    "CHARSET", "CAPACITY", "SCOPE", "SYNTAX", "FEATURES", "APPINFO", "SEEALSO",
];

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

struct Parser<'t> {
    text: &'t str,
    resolve_public: Option<ResolvePublic<'t>>,
    /// Reading a concrete syntax from an external entity (a public syntax resolved by a
    /// catalog): OpenSP's looser forms are allowed (numbers for delimiters and short
    /// references, literal names), and the text ends after QUANTITY or ENTITIES.
    external: bool,
    lexer: Lexer<'t>,
    tok: Token,
    diags: Vec<Diagnostic>,
    end: usize,
    www: bool,
    enr: bool,
    /// Document character set resolved (after CHARSET).
    doc: DocumentCharset,
    /// Syntax-reference character set: syntax character number to code point.
    syn: DocumentCharset,
    switches: Vec<(u32, u32)>,
    classes: CharClasses,
    /// NAMECASE GENERAL of the syntax being read.
    namecase_general: bool,
    /// SCOPE INSTANCE was declared.
    scope_instance: bool,
    /// Spans of the general delimiters the declaration changed, for checks that need the
    /// quantities (which come after DELIM).
    delimiter_spans: Vec<(DelimRole, Span)>,
    /// Span of the NAMELEN value, if given.
    namelen_span: Option<Span>,
    /// Syntax character numbers already reported as missing from the document.
    reported_missing: Vec<u32>,
    /// Set when a character set lacks the minimum characters: what follows from that is
    /// not reported again character by character.
    charset_broken: bool,
}

impl<'t> Parser<'t> {
    fn new(text: &'t str) -> Self {
        let reference_doc = DocumentCharset::from_description(&CharsetDescription::iso646());
        Parser {
            text,
            resolve_public: None,
            external: false,
            lexer: Lexer::new(text, 0),
            tok: Token {
                kind: TokenKind::Eof,
                span: Span::empty(0),
            },
            diags: Vec::new(),
            end: 0,
            www: false,
            enr: false,
            doc: reference_doc.clone(),
            syn: reference_doc,
            switches: Vec::new(),
            classes: CharClasses::empty(CharClass::NON_SGML),
            reported_missing: Vec::new(),
            scope_instance: false,
            namecase_general: true,
            delimiter_spans: Vec::new(),
            namelen_span: None,
            charset_broken: false,
        }
    }

    // ----- tokens -----

    fn bump(&mut self) {
        self.tok = self.lexer.next_token(&mut self.diags);
    }

    fn diag(&mut self, kind: DeclDiagnostic, span: Span) {
        self.diags.push(Diagnostic::new(kind, span));
    }

    fn is_name(&self, keyword: &str) -> bool {
        matches!(&self.tok.kind, TokenKind::Name(n) if n == keyword)
    }

    fn describe(&self) -> String {
        match &self.tok.kind {
            TokenKind::Name(n) => format!("\"{n}\""),
            TokenKind::Number(_) => format!("the number {}", self.tok.span.slice(self.text)),
            TokenKind::Literal { .. } => "a literal".into(),
            TokenKind::Minus => "\"-\"".into(),
            TokenKind::Mdc => "\">\"".into(),
            TokenKind::Invalid(c) => format!("the character U+{:04X}", *c as u32),
            TokenKind::Eof => "the end of the text".into(),
        }
    }

    /// Report that the current token is not what the grammar allows.
    fn fail(&mut self, expected: &str) -> Failed {
        if self.tok.kind == TokenKind::Eof
            && self.diags.iter().any(|d| {
                matches!(
                    d.kind,
                    DeclDiagnostic::UnexpectedEnd { .. }
                        | DeclDiagnostic::UnterminatedComment
                        | DeclDiagnostic::UnterminatedLiteral
                )
            })
        {
            return Failed;
        }
        let kind = match &self.tok.kind {
            TokenKind::Eof => DeclDiagnostic::UnexpectedEnd {
                expected: expected.into(),
            },
            TokenKind::Name(n) => DeclDiagnostic::UnknownKeyword {
                name: n.clone(),
                expected: expected.into(),
            },
            TokenKind::Invalid(c) => DeclDiagnostic::InvalidCharacter(*c),
            _ => DeclDiagnostic::Unexpected {
                expected: expected.into(),
                found: self.describe(),
            },
        };
        self.diag(kind, self.tok.span);
        Failed
    }

    fn keyword(&mut self, keyword: &str) -> PResult<Span> {
        if self.is_name(keyword) {
            let span = self.tok.span;
            self.bump();
            Ok(span)
        } else {
            Err(self.fail(&format!("\"{keyword}\"")))
        }
    }

    /// One of `keywords`; returns its index.
    fn one_of(&mut self, keywords: &[&str]) -> PResult<usize> {
        if let TokenKind::Name(n) = &self.tok.kind
            && let Some(i) = keywords.iter().position(|k| k == n)
        {
            self.bump();
            return Ok(i);
        }
        let expected = keywords
            .iter()
            .map(|k| format!("\"{k}\""))
            .collect::<Vec<_>>()
            .join(" or ");
        Err(self.fail(&expected))
    }

    fn yes_no(&mut self) -> PResult<bool> {
        Ok(self.one_of(&["NO", "YES"])? == 1)
    }

    fn number(&mut self) -> PResult<(u32, Span)> {
        if let TokenKind::Number(n) = self.tok.kind {
            let span = self.tok.span;
            self.bump();
            Ok((n.unwrap_or(u32::MAX), span))
        } else {
            Err(self.fail("a number"))
        }
    }

    /// A literal read as a minimum literal.
    fn min_literal(&mut self) -> PResult<(String, Span)> {
        if let TokenKind::Literal { content } = self.tok.kind {
            let span = self.tok.span;
            self.bump();
            Ok((minimum_literal(content.slice(self.text)), span))
        } else {
            Err(self.fail("a minimum literal"))
        }
    }

    /// A literal read as a parameter literal: its syntax character numbers.
    fn param_literal(&mut self) -> PResult<(Vec<u32>, Span)> {
        if let TokenKind::Literal { content } = self.tok.kind {
            let span = self.tok.span;
            self.bump();
            let raw = content.slice(self.text);
            let (chars, bad) = parameter_literal(raw);
            for b in bad {
                let s = content.start as usize + b.range.start;
                let e = content.start as usize + b.range.end;
                let text = self.text[s..e].to_string();
                self.diag(DeclDiagnostic::BadCharacterReference(text), Span::from_range(s..e));
            }
            Ok((chars, span))
        } else {
            Err(self.fail("a parameter literal"))
        }
    }

    fn require_www(&mut self, what: &'static str, span: Span) {
        if !self.www {
            self.diag(DeclDiagnostic::WebSgmlRequired(what), span);
            self.www = true;
        }
    }

    // ----- translation of syntax characters -----

    fn switch(&self, n: u32) -> u32 {
        self.switches.iter().find(|s| s.0 == n).map_or(n, |s| s.1)
    }

    /// The code point of syntax character `n`, reported when the document lacks it.
    fn translate(&mut self, n: u32, span: Span) -> Option<u32> {
        let n = self.switch(n);
        match self.syn.to_unicode(n) {
            Some(u) if self.doc.from_unicode(u).is_some() => Some(u),
            _ => {
                self.report_missing(n, span);
                None
            }
        }
    }

    fn report_missing(&mut self, n: u32, span: Span) {
        if !self.charset_broken && !self.reported_missing.contains(&n) {
            self.reported_missing.push(n);
            self.diag(DeclDiagnostic::SyntaxCharacterNotInDocument(n), span);
        }
    }

    fn translate_char(&mut self, n: u32, span: Span) -> FunctionChar {
        let char = self.translate(n, span).and_then(char::from_u32);
        FunctionChar { number: n, char }
    }

    /// The code point ranges that syntax characters `first..=last` stand for.
    fn translate_range(&mut self, first: u32, last: u32, span: Span) -> Vec<(u32, u32)> {
        if !self.switches.is_empty() || last - first < 64 {
            let mut out = Vec::new();
            for n in first..=last {
                if let Some(u) = self.translate(n, span) {
                    out.push(u);
                }
            }
            return to_ranges(out);
        }
        let mut out = Vec::new();
        let mut missing = None;
        let mut next = first;
        for &(a, b, u) in self.syn.ranges() {
            if b < next || a > last {
                continue;
            }
            if a > next {
                missing.get_or_insert(next);
            }
            let lo = a.max(next);
            let hi = b.min(last);
            out.push((u + (lo - a), u + (hi - a)));
            next = hi.saturating_add(1);
            if hi == last {
                break;
            }
        }
        if next <= last && next > 0 && out.last().is_none_or(|_| next - 1 < last) {
            missing.get_or_insert(next);
        }
        for &(a, b) in &out {
            if let Some(m) = self.doc.first_missing_unicode(a, b) {
                missing.get_or_insert(m);
            }
        }
        if let Some(m) = missing {
            self.report_missing(m, span);
        }
        out
    }

    // ----- the declaration -----

    fn declaration(&mut self) -> SgmlDeclaration {
        let mut decl = SgmlDeclaration::reference_parts();
        let lead = self.text.len() - self.text.trim_start_matches([' ', '\t', '\r', '\n']).len();
        let rest = &self.text[lead..];
        let is_sgml = rest.starts_with("<!")
            && rest.get(2..6).is_some_and(|s| s.eq_ignore_ascii_case("SGML"))
            && !rest[6..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '-');
        if !is_sgml {
            let end = (lead + rest.chars().next().map_or(0, char::len_utf8)).min(self.text.len());
            self.diag(DeclDiagnostic::NotADeclaration, Span::from_range(lead..end));
            self.end = lead;
            return SgmlDeclaration::reference();
        }
        self.lexer = Lexer::new(self.text, lead + 6);
        self.bump();

        if let Ok((v, span)) = self.min_literal() {
            decl.version = match v.as_str() {
                "ISO 8879:1986" => Version::Iso8879,
                "ISO 8879:1986 (ENR)" => Version::Enr,
                "ISO 8879:1986 (WWW)" => Version::Www,
                _ => {
                    self.diag(DeclDiagnostic::UnknownVersion(v.clone()), span);
                    Version::Other(v)
                }
            };
        }
        self.www = decl.version == Version::Www;
        self.enr = matches!(decl.version, Version::Www | Version::Enr);

        let mut section = 0;
        while section < SECTIONS.len() {
            let result = match section {
                0 => self.charset_section(&mut decl),
                1 => self.capacity_section(&mut decl),
                2 => self.scope_section(&mut decl),
                3 => self.syntax_section(&mut decl),
                4 => self.features_section(&mut decl),
                5 => self.appinfo_section(&mut decl),
                _ => self.seealso_section(&mut decl),
            };
            match result {
                Ok(()) => section += 1,
                Err(Failed) => section = self.resync(section),
            }
        }
        if self.tok.kind == TokenKind::Mdc {
            self.end = self.tok.span.end as usize;
        } else {
            let _ = self.fail("\">\"");
            while !matches!(self.tok.kind, TokenKind::Mdc | TokenKind::Eof) {
                self.bump();
            }
            self.end = self.tok.span.end as usize;
        }
        self.finish_classes(&mut decl);
        decl
    }

    /// Skip to the next top-level keyword after section `after`; returns its index.
    fn resync(&mut self, after: usize) -> usize {
        loop {
            match &self.tok.kind {
                TokenKind::Eof | TokenKind::Mdc => return SECTIONS.len(),
                TokenKind::Name(n) => {
                    if let Some(i) = SECTIONS.iter().position(|s| s == n)
                        && i > after
                    {
                        return i;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    // ----- 13.1 document character set -----

    /// `character set description` (13.1.1): `BASESET literal DESCSET (n n (n|literal|UNUSED))+`,
    /// repeated. Returns the description and the span of each character description.
    fn charset_description(&mut self) -> PResult<(CharsetDescription, Vec<Span>)> {
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
                let (count, _) = self.number()?;
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
    fn span_from(&self, start: u32) -> Span {
        Span::new(start, self.prev_end().max(start))
    }

    /// The end of the last token read.
    fn prev_end(&self) -> u32 {
        // The lexer has read the current token; the previous one ended at or before its
        // start. Spans of descriptions end where the current token starts, less separators.
        let before = &self.text[..self.tok.span.start as usize];
        let mut end = before.len();
        // Back over separators and comments is not needed for exactness; trim spaces.
        end -= before.len() - before.trim_end_matches([' ', '\t', '\r', '\n']).len();
        end as u32
    }

    /// Described twice and not described (13.1.1.2).
    fn check_coverage(&mut self, desc: &CharsetDescription, spans: &[Span]) {
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

    fn check_minimum(&mut self, charset: &DocumentCharset, span: Span) {
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

    fn charset_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        let start = self.keyword("CHARSET")?;
        let (desc, spans) = self.charset_description()?;
        let span = self.span_from(start.start);
        self.check_coverage(&desc, &spans);
        let doc = DocumentCharset::from_description(&desc);
        self.check_minimum(&doc, span);
        self.doc = doc.clone();
        decl.document_charset = doc;
        decl.charset = desc;
        Ok(())
    }

    // ----- 13.2 capacity set -----

    fn capacity_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        let start = self.keyword("CAPACITY")?;
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
                let whole = self.span_from(start.start);
                let at = |name: &str| spans.iter().find(|s| s.0 == name).map(|s| s.1);
                for (name, value) in values.iter().skip(1) {
                    if value > values.totalcap {
                        let span = at(name).or_else(|| at("TOTALCAP")).unwrap_or(whole);
                        self.diag(DeclDiagnostic::CapacityExceedsTotal(name.into()), span);
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

    fn scope_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("SCOPE")?;
        decl.scope = if self.one_of(&["DOCUMENT", "INSTANCE"])? == 0 {
            Scope::Document
        } else {
            self.scope_instance = true;
            Scope::Instance
        };
        Ok(())
    }

    // ----- 13.4 concrete syntax -----

    fn syntax_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("SYNTAX")?;
        if self.is_name("PUBLIC") {
            self.bump();
            let (id, span) = self.min_literal()?;
            let mut switches = Vec::new();
            if self.is_name("SWITCHES") {
                self.bump();
                loop {
                    let (from, _) = self.number()?;
                    let (to, _) = self.number()?;
                    switches.push((from, to));
                    if !matches!(self.tok.kind, TokenKind::Number(_)) {
                        break;
                    }
                }
            }
            self.switches = switches.clone();
            let resolved = match standard_syntax(&id) {
                Some(_) => None,
                None => self.resolve_public.and_then(|resolve| resolve(&id)),
            };
            if let Some(external) = resolved {
                decl.syntax = self.external_syntax(&external, &id, span);
            } else {
                let core = match standard_syntax(&id) {
                    Some(core) => core,
                    None => {
                        self.diag(DeclDiagnostic::UnknownPublicSyntax(id.clone()), span);
                        false
                    }
                };
                decl.syntax = self.standard_syntax(core, span);
                let syntax = decl.syntax.clone();
                self.check_shunned(&syntax, span);
            }
            decl.syntax.public = Some(PublicSyntax {
                public_id: id,
                switches,
            });
            return Ok(());
        }
        decl.syntax = self.explicit_syntax()?;
        Ok(())
    }

    /// A concrete syntax read from the external entity `text` that public identifier `id`
    /// resolved to; its diagnostics are reported at `span`, the public identifier.
    fn external_syntax(&mut self, text: &str, id: &str, span: Span) -> ConcreteSyntax {
        let mut sub = Parser::new(text);
        sub.external = true;
        sub.www = self.www;
        sub.enr = self.enr;
        sub.doc = self.doc.clone();
        sub.switches = self.switches.clone();
        sub.classes = self.classes.clone();
        sub.charset_broken = self.charset_broken;
        sub.bump();
        let syntax = match sub.explicit_syntax() {
            Ok(syntax) => {
                if sub.tok.kind != TokenKind::Eof {
                    let _ = sub.fail("the end of the concrete syntax");
                }
                syntax
            }
            Err(Failed) => ConcreteSyntax::reference(),
        };
        let index = sgml_source::LineIndex::new(text);
        for d in sub.diags {
            let at = index.line_col(text, d.span.start);
            self.diag(
                DeclDiagnostic::InExternalSyntax {
                    public_id: id.to_string(),
                    line: at.line,
                    column: at.column,
                    message: d.kind.to_string(),
                },
                span,
            );
        }
        self.classes = sub.classes;
        self.syn = sub.syn;
        syntax
    }

    /// An explicit concrete syntax: SHUNCHAR through QUANTITY (and Annex K's ENTITIES).
    fn explicit_syntax(&mut self) -> PResult<ConcreteSyntax> {
        let mut syntax = ConcreteSyntax::reference();
        let shunchar_span = self.tok.span;
        syntax.shunchar = self.shunchar()?;
        let (charset, spans) = self.charset_description()?;
        self.check_coverage(&charset, &spans);
        self.syn = DocumentCharset::from_description(&charset);
        let charset_span = spans.first().copied().unwrap_or(self.tok.span);
        self.check_minimum(&self.syn.clone(), charset_span);
        syntax.charset = charset;
        syntax.functions = self.functions()?;
        syntax.naming = self.naming(&syntax.functions)?;
        self.delimiters(&mut syntax)?;
        syntax.reserved_names = self.names()?;
        syntax.quantities = self.quantities()?;
        self.check_delimiter_lengths(&syntax);
        self.check_shunned(&syntax, shunchar_span);
        syntax.entities = self.entities()?;
        Ok(syntax)
    }

    /// The reference (or core, without short references) concrete syntax, with the
    /// switches of a public syntax applied.
    fn standard_syntax(&mut self, core: bool, span: Span) -> ConcreteSyntax {
        self.syn = DocumentCharset::from_description(&CharsetDescription::iso646());
        let mut syntax = ConcreteSyntax::reference();
        let f = &mut syntax.functions;
        f.re = self.translate_char(13, span);
        f.rs = self.translate_char(10, span);
        f.space = self.translate_char(32, span);
        f.added[0].char = self.translate_char(9, span);
        let functions = syntax.functions.clone();
        self.add_function_classes(&functions, &[span, span, span, span]);
        self.add_naming_classes(&syntax.naming, span);
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

    /// A delimiter's syntax characters as a document string.
    fn delimiter_string(&mut self, chars: &[u32], span: Span, fold: bool) -> String {
        let mut out = String::new();
        for &n in chars {
            if let Some(c) = self.translate(n, span).and_then(char::from_u32) {
                out.push(if fold { self.classes.to_upper(c) } else { c });
            }
        }
        out
    }

    /// No delimiter may be longer than NAMELEN (13.4.6): reported at the delimiter when
    /// the declaration changed it, else at NAMELEN.
    fn check_delimiter_lengths(&mut self, syntax: &ConcreteSyntax) {
        let namelen = syntax.quantities.namelen as usize;
        let fallback = self.namelen_span.unwrap_or(self.tok.span);
        let mut long: Vec<(String, Span)> = Vec::new();
        for (role, value) in syntax.delimiters.general() {
            if value.chars().count() > namelen {
                let span = self
                    .delimiter_spans
                    .iter()
                    .find(|d| d.0 == role)
                    .map_or(fallback, |d| d.1);
                long.push((value.to_string(), span));
            }
        }
        for value in &syntax.delimiters.shortref {
            if value.chars().count() > namelen {
                long.push((value.clone(), fallback));
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
    fn check_shunned(&mut self, syntax: &ConcreteSyntax, span: Span) {
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

    /// SHUNCHAR (13.4.1).
    fn shunchar(&mut self) -> PResult<Shunchar> {
        self.keyword("SHUNCHAR")?;
        let mut shunchar = Shunchar::default();
        match &self.tok.kind {
            TokenKind::Name(n) if n == "NONE" => {
                self.bump();
                return Ok(shunchar);
            }
            TokenKind::Name(n) if n == "CONTROLS" => {
                self.bump();
                shunchar.controls = true;
            }
            TokenKind::Number(_) => {}
            _ => return Err(self.fail("\"NONE\", \"CONTROLS\" or a character number")),
        }
        while let TokenKind::Number(n) = self.tok.kind {
            shunchar.numbers.push(n.unwrap_or(u32::MAX));
            self.bump();
        }
        Ok(shunchar)
    }

    /// FUNCTION (13.4.3): RE, RS, SPACE, then added functions up to NAMING LCNMSTRT.
    fn functions(&mut self) -> PResult<Functions> {
        self.keyword("FUNCTION")?;
        let mut spans = Vec::new();
        let mut standard = Vec::new();
        for name in ["RE", "RS", "SPACE"] {
            self.keyword(name)?;
            let (n, span) = self.number()?;
            standard.push(self.translate_char(n, span));
            spans.push(span);
        }
        let mut functions = Functions {
            re: standard[0],
            rs: standard[1],
            space: standard[2],
            added: Vec::new(),
        };
        loop {
            let (name, name_span) = match &self.tok.kind {
                TokenKind::Name(n) => {
                    let n = n.clone();
                    let span = self.tok.span;
                    self.bump();
                    (n, span)
                }
                TokenKind::Literal { .. } => {
                    let (chars, span) = self.param_literal()?;
                    (
                        chars.iter().filter_map(|&c| char::from_u32(c)).collect::<String>(),
                        span,
                    )
                }
                _ => return Err(self.fail("a function name or \"NAMING\"")),
            };
            if self.is_name("LCNMSTRT") && name == "NAMING" {
                self.bump();
                break;
            }
            let class_index = self.one_of(&["FUNCHAR", "MSICHAR", "MSOCHAR", "MSSCHAR", "SEPCHAR"])?;
            let class = [
                FunctionClass::Funchar,
                FunctionClass::Msichar,
                FunctionClass::Msochar,
                FunctionClass::Msschar,
                FunctionClass::Sepchar,
            ][class_index];
            let (n, span) = self.number()?;
            let char = self.translate_char(n, span);
            let taken =
                functions.added.iter().any(|f| f.name == name) || ["RE", "RS", "SPACE"].contains(&name.as_str());
            if taken {
                self.diag(DeclDiagnostic::DuplicateFunctionName(name.clone()), name_span);
            }
            functions.added.push(AddedFunction { name, class, char });
            spans.push(span);
        }
        let has = |c: FunctionClass| functions.added.iter().any(|f| f.class == c);
        if has(FunctionClass::Msochar) && !has(FunctionClass::Msichar) {
            let span = spans[3..]
                .iter()
                .zip(&functions.added)
                .find(|(_, f)| f.class == FunctionClass::Msochar)
                .map_or(self.tok.span, |(s, _)| *s);
            self.diag(DeclDiagnostic::MsocharWithoutMsichar, span);
        }
        self.add_function_classes(&functions, &spans);
        Ok(functions)
    }

    /// Enter the function characters into the classes; report a character with two functions.
    fn add_function_classes(&mut self, functions: &Functions, spans: &[Span]) {
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
                self.diag(DeclDiagnostic::FunctionAssignedTwice((c as u32).to_string()), span);
                continue;
            }
            seen.push(c);
            self.classes.add(c as u32, class);
        }
    }

    /// A list of naming items (13.4.5, K.3.5): literals, numbers and ranges, at least one.
    fn naming_items(&mut self) -> PResult<Vec<(NamingItem, Span)>> {
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

    /// NAMING (13.4.5): LCNMSTRT (already read) ... NAMECASE GENERAL ENTITY.
    fn naming(&mut self, functions: &Functions) -> PResult<Naming> {
        let lcnmstrt = self.naming_items()?;
        self.keyword("UCNMSTRT")?;
        let ucnmstrt = self.naming_items()?;
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
        for (lc, uc, which) in [(&lcnmstrt, &ucnmstrt, "UCNMSTRT"), (&lcnmchar, &ucnmchar, "UCNMCHAR")] {
            let lc_len: u64 = lc.iter().map(|i| i.0.len()).sum();
            let uc_len: u64 = uc.iter().map(|i| i.0.len()).sum();
            if lc_len != uc_len {
                let span = uc.first().map_or(self.tok.span, |i| i.1);
                self.diag(DeclDiagnostic::NamingLengthMismatch(which), span);
            }
        }
        self.add_naming_classes(&naming, self.tok.span);
        Ok(naming)
    }

    fn item_ranges(&mut self, item: &NamingItem, span: Span) -> Vec<(u32, u32)> {
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
    fn check_name_characters(&mut self, set: &[((u32, u32), Span)], functions: &Functions) {
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
    fn add_naming_classes(&mut self, naming: &Naming, _span: Span) {
        naming_classes(&mut self.classes, naming, &self.syn, &self.switches);
    }

    /// DELIM (13.4.6): GENERAL SGMLREF changes, SHORTREF SGMLREF|NONE additions.
    fn delimiters(&mut self, syntax: &mut ConcreteSyntax) -> PResult<()> {
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
    fn names(&mut self) -> PResult<ReservedNames> {
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
    fn quantities(&mut self) -> PResult<Quantities> {
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
    fn entities(&mut self) -> PResult<Vec<PredefinedEntity>> {
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

    // ----- 13.5 feature use -----

    fn features_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("FEATURES")?;
        let mut f = Features::BASIC;
        self.keyword("MINIMIZE")?;
        self.keyword("DATATAG")?;
        f.datatag = self.yes_no()?;
        self.keyword("OMITTAG")?;
        f.omittag = self.yes_no()?;
        self.keyword("RANK")?;
        f.rank = self.yes_no()?;
        self.keyword("SHORTTAG")?;
        let shorttag_span = self.tok.span;
        match self.one_of(&["NO", "YES", "STARTTAG"])? {
            0 => f.shorttag = ShortTag::yes_no(false),
            1 => f.shorttag = ShortTag::yes_no(true),
            _ => {
                self.require_www("SHORTTAG STARTTAG", shorttag_span);
                let mut s = ShortTag::yes_no(false);
                s.form = ShortTagForm::Detailed;
                self.keyword("EMPTY")?;
                s.start_empty = self.yes_no()?;
                self.keyword("UNCLOSED")?;
                s.start_unclosed = self.yes_no()?;
                self.keyword("NETENABL")?;
                s.start_netenabl =
                    [NetEnable::No, NetEnable::Immednet, NetEnable::All][self.one_of(&["NO", "IMMEDNET", "ALL"])?];
                self.keyword("ENDTAG")?;
                self.keyword("EMPTY")?;
                s.end_empty = self.yes_no()?;
                self.keyword("UNCLOSED")?;
                s.end_unclosed = self.yes_no()?;
                self.keyword("ATTRIB")?;
                self.keyword("DEFAULT")?;
                s.attrib_default = self.yes_no()?;
                self.keyword("OMITNAME")?;
                s.attrib_omitname = self.yes_no()?;
                self.keyword("VALUE")?;
                s.attrib_value = self.yes_no()?;
                f.shorttag = s;
            }
        }
        if self.is_name("EMPTYNRM") {
            let span = self.tok.span;
            self.bump();
            self.require_www("EMPTYNRM", span);
            let emptynrm_span = self.tok.span;
            let emptynrm = self.yes_no()?;
            if !emptynrm && f.shorttag.start_netenabl == NetEnable::Immednet {
                self.diag(DeclDiagnostic::ImmednetRequiresEmptynrm, emptynrm_span);
            }
            self.keyword("IMPLYDEF")?;
            let mut implydef = ImplyDef::default();
            self.keyword("ATTLIST")?;
            implydef.attlist = self.yes_no()?;
            self.keyword("DOCTYPE")?;
            implydef.doctype = self.yes_no()?;
            self.keyword("ELEMENT")?;
            implydef.element = [ImplyElement::No, ImplyElement::Yes, ImplyElement::AnyOther]
                [self.one_of(&["NO", "YES", "ANYOTHER"])?];
            self.keyword("ENTITY")?;
            implydef.entity = self.yes_no()?;
            self.keyword("NOTATION")?;
            implydef.notation = self.yes_no()?;
            f.web_minimize = Some(WebMinimize { emptynrm, implydef });
        }
        self.keyword("LINK")?;
        self.keyword("SIMPLE")?;
        f.link_simple = self.numbered_feature("SIMPLE")?;
        self.keyword("IMPLICIT")?;
        f.link_implicit = self.yes_no()?;
        self.keyword("EXPLICIT")?;
        f.link_explicit = self.numbered_feature("EXPLICIT")?;
        self.keyword("OTHER")?;
        self.keyword("CONCUR")?;
        f.concur = self.numbered_feature("CONCUR")?;
        self.keyword("SUBDOC")?;
        f.subdoc = self.numbered_feature("SUBDOC")?;
        self.keyword("FORMAL")?;
        f.formal = self.yes_no()?;
        if self.is_name("URN") {
            let span = self.tok.span;
            self.bump();
            self.require_www("URN", span);
            let mut w = WebOther {
                urn: self.yes_no()?,
                ..WebOther::default()
            };
            self.keyword("KEEPRSRE")?;
            w.keeprsre = self.yes_no()?;
            self.keyword("VALIDITY")?;
            w.validity = if self.one_of(&["NOASSERT", "TYPE"])? == 0 {
                Validity::NoAssert
            } else {
                Validity::Type
            };
            self.keyword("ENTITIES")?;
            w.entities = if self.one_of(&["NOASSERT", "REF"])? == 0 {
                EntitiesFeature::NoAssert
            } else {
                let reference = [EntityRef::None, EntityRef::Internal, EntityRef::Any]
                    [self.one_of(&["NONE", "INTERNAL", "ANY"])?];
                self.keyword("INTEGRAL")?;
                EntitiesFeature::Ref {
                    reference,
                    integral: self.yes_no()?,
                }
            };
            f.web_other = Some(w);
        }
        decl.features = f;
        Ok(())
    }

    /// `NO` or `YES number` (SIMPLE, EXPLICIT, CONCUR, SUBDOC).
    fn numbered_feature(&mut self, name: &'static str) -> PResult<Option<u32>> {
        if !self.yes_no()? {
            return Ok(None);
        }
        let (n, span) = self.number()?;
        if n == 0 {
            self.diag(DeclDiagnostic::FeatureNumberZero(name), span);
        }
        Ok(Some(n))
    }

    // ----- 13.6 application-specific information, K.3.7 SEEALSO -----

    fn appinfo_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        self.keyword("APPINFO")?;
        decl.appinfo = if self.is_name("NONE") {
            self.bump();
            None
        } else {
            Some(self.min_literal()?.0)
        };
        Ok(())
    }

    fn seealso_section(&mut self, decl: &mut SgmlDeclaration) -> PResult<()> {
        if !self.is_name("SEEALSO") {
            return Ok(());
        }
        let span = self.tok.span;
        self.bump();
        self.require_www("SEEALSO", span);
        let mut list = Vec::new();
        if self.is_name("NONE") {
            self.bump();
        } else {
            list.push(self.min_literal()?.0);
            while let TokenKind::Literal { .. } = self.tok.kind {
                list.push(self.min_literal()?.0);
            }
        }
        decl.see_also = Some(list);
        Ok(())
    }

    // ----- the derived tables -----

    fn finish_classes(&mut self, decl: &mut SgmlDeclaration) {
        decl.char_classes = build_classes(decl);
    }
}

/// The code point ranges of a naming item, through the syntax-reference character set.
fn item_unicode_ranges(item: &NamingItem, syn: &DocumentCharset, switches: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let switch = |n: u32| switches.iter().find(|s| s.0 == n).map_or(n, |s| s.1);
    match item {
        NamingItem::Range(a, b) if switches.is_empty() => {
            let mut out = Vec::new();
            for &(x, y, u) in syn.ranges() {
                if y < *a || x > *b {
                    continue;
                }
                let lo = x.max(*a);
                let hi = y.min(*b);
                out.push((u + (lo - x), u + (hi - x)));
            }
            out
        }
        _ => to_ranges(
            item.numbers()
                .take(0x11_0000)
                .filter_map(|n| syn.to_unicode(switch(n)))
                .collect(),
        ),
    }
}

/// Letters, digits, the declared name start and name characters, and the upper-case
/// pairs (13.4.5).
fn naming_classes(classes: &mut CharClasses, naming: &Naming, syn: &DocumentCharset, switches: &[(u32, u32)]) {
    let switch = |n: u32| switches.iter().find(|s| s.0 == n).map_or(n, |s| s.1);
    classes.add_ranges(&[(65, 90), (97, 122)], CharClass::NAME_START | CharClass::NAME_CHAR);
    classes.add_ranges(&[(48, 57)], CharClass::DIGIT | CharClass::NAME_CHAR);
    let mut starts = Vec::new();
    let mut chars = Vec::new();
    let mut pairs = Vec::new();
    for (lc, uc, set) in [
        (&naming.lcnmstrt, &naming.ucnmstrt, &mut starts),
        (&naming.lcnmchar, &naming.ucnmchar, &mut chars),
    ] {
        for item in lc.iter().chain(uc.iter()) {
            set.extend(item_unicode_ranges(item, syn, switches));
        }
        // Pair position for position, within Unicode's range.
        let lcs = lc.iter().flat_map(|i| i.numbers()).take(0x11_0000);
        let ucs = uc.iter().flat_map(|i| i.numbers()).take(0x11_0000);
        for (l, u) in lcs.zip(ucs) {
            let l = syn.to_unicode(switch(l)).and_then(char::from_u32);
            let u = syn.to_unicode(switch(u)).and_then(char::from_u32);
            if let (Some(l), Some(u)) = (l, u)
                && l != u
            {
                pairs.push((l, u));
            }
        }
    }
    for item in &naming.namestrt {
        starts.extend(item_unicode_ranges(item, syn, switches));
    }
    for item in &naming.namechar {
        chars.extend(item_unicode_ranges(item, syn, switches));
    }
    classes.add_ranges(&starts, CharClass::NAME_START | CharClass::NAME_CHAR);
    classes.add_ranges(&chars, CharClass::NAME_CHAR);
    classes.add_uppers(&pairs);
}

/// Every class of every code point, from the declaration's model.
pub(crate) fn build_classes(decl: &SgmlDeclaration) -> CharClasses {
    let mut classes = CharClasses::empty(CharClass::NON_SGML);
    let mut sgml: Vec<(u32, u32)> = decl.document_charset.unicode_ranges().collect();
    sgml.sort_unstable();
    classes.clear_ranges(&sgml, CharClass::NON_SGML);
    let syntax = &decl.syntax;
    let syn = DocumentCharset::from_description(&syntax.charset);
    let switches = syntax.public.as_ref().map(|p| p.switches.clone()).unwrap_or_default();
    naming_classes(&mut classes, &syntax.naming, &syn, &switches);
    let f = &syntax.functions;
    let mut seen = Vec::new();
    let standard = [
        (f.re, CharClass::RE),
        (f.rs, CharClass::RS),
        (f.space, CharClass::SPACE),
    ];
    let added = f.added.iter().map(|a| {
        let class = match a.class {
            FunctionClass::Sepchar => CharClass::SEPCHAR,
            FunctionClass::Funchar => CharClass::FUNCHAR,
            _ => CharClass::MARKUP_SUPPRESS,
        };
        (a.char, class)
    });
    for (fc, class) in standard.into_iter().chain(added) {
        if let Some(c) = fc.char
            && !seen.contains(&c)
        {
            seen.push(c);
            classes.add(c as u32, class);
        }
    }
    let mut shunned = Vec::new();
    if syntax.shunchar.controls {
        shunned.push((0, 31));
        shunned.push((127, 159));
    }
    for &n in &syntax.shunchar.numbers {
        if let Some(u) = decl.document_charset.to_unicode(n) {
            shunned.push((u, u));
        }
    }
    classes.add_ranges(&shunned, CharClass::SHUNNED);
    classes
}

/// Whether `id` is the reference (`Some(false)`) or core (`Some(true)`) concrete syntax.
fn standard_syntax(id: &str) -> Option<bool> {
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

/// The intersection of two lists of ranges.
fn intersect(a: &[(u32, u32)], b: &[(u32, u32)]) -> Vec<(u32, u32)> {
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
