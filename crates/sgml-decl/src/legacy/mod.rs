//! The grammar of the SGML declaration (ISO 8879 13, Annex K), read parameter by
//! parameter from the tokens of [`crate::lex`], with the semantic checks done as soon as
//! the parts they depend on are known (the declaration is ordered so that each part
//! depends only on earlier ones).
//!
//! After a syntax error the parser skips to the next top-level keyword (CAPACITY, SCOPE,
//! SYNTAX, FEATURES, APPINFO, SEEALSO) and goes on; parts it could not read keep the
//! values of the reference declaration.
//!
//! One module a part of the declaration: [`charset`] (13.1–13.3), [`syntax`] (13.4:
//! SHUNCHAR, syntax-reference set, FUNCTION), [`naming`] (13.4.5), [`delimiters`]
//! (13.4.6–13.4.8 and Annex K's ENTITIES), [`features`] (13.5, 13.6, K.3.7), and
//! [`classes`], which builds the character classes from the finished model.

mod charset;
mod classes;
mod delimiters;
mod features;
mod naming;
mod syntax;

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
                let span = kept[at].span;
                kept.push(Diagnostic::new(crate::DeclDiagnostic::DeclarationUnusable, span));
                (kept, false)
            }
            None => (self.diagnostics.clone(), true),
        }
    }
}

/// Gives the text of the entity a public identifier names, if it can.
pub type ResolvePublic<'a> = &'a dyn Fn(&str) -> Option<String>;

/// How public identifiers in a declaration are resolved.
#[derive(Clone, Copy, Default)]
#[non_exhaustive]
pub struct ParseOptions<'a> {
    /// Give the text of the entity a public identifier names (a catalog lookup), for
    /// public concrete syntaxes other than ISO 8879's Reference and Core (13.4.1). `None`
    /// means no lookup: an unknown public syntax is reported.
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
}

#[cfg(test)]
mod differential {
    use proptest::prelude::*;

    const VOCABULARY: &[&str] = &[
        "CHARSET",
        "CAPACITY",
        "SCOPE",
        "SYNTAX",
        "FEATURES",
        "APPINFO",
        "SEEALSO",
        "BASESET",
        "DESCSET",
        "UNUSED",
        "SGMLREF",
        "PUBLIC",
        "NONE",
        "DOCUMENT",
        "INSTANCE",
        "SWITCHES",
        "SHUNCHAR",
        "CONTROLS",
        "FUNCTION",
        "RE",
        "RS",
        "SPACE",
        "TAB",
        "SEPCHAR",
        "FUNCHAR",
        "MSICHAR",
        "MSOCHAR",
        "MSSCHAR",
        "NAMING",
        "LCNMSTRT",
        "UCNMSTRT",
        "NAMESTRT",
        "LCNMCHAR",
        "UCNMCHAR",
        "NAMECHAR",
        "NAMECASE",
        "GENERAL",
        "ENTITY",
        "YES",
        "NO",
        "DELIM",
        "SHORTREF",
        "HCRO",
        "NESTC",
        "NET",
        "STAGO",
        "NAMES",
        "QUANTITY",
        "NAMELEN",
        "LITLEN",
        "ENTITIES",
        "MINIMIZE",
        "DATATAG",
        "OMITTAG",
        "RANK",
        "SHORTTAG",
        "STARTTAG",
        "EMPTY",
        "UNCLOSED",
        "NETENABL",
        "IMMEDNET",
        "ALL",
        "ENDTAG",
        "ATTRIB",
        "DEFAULT",
        "OMITNAME",
        "VALUE",
        "EMPTYNRM",
        "IMPLYDEF",
        "ATTLIST",
        "DOCTYPE",
        "ELEMENT",
        "ANYOTHER",
        "NOTATION",
        "LINK",
        "SIMPLE",
        "IMPLICIT",
        "EXPLICIT",
        "OTHER",
        "CONCUR",
        "SUBDOC",
        "FORMAL",
        "URN",
        "KEEPRSRE",
        "VALIDITY",
        "NOASSERT",
        "TYPE",
        "REF",
        "INTERNAL",
        "ANY",
        "INTEGRAL",
        "TOTALCAP",
        "ENTCAP",
        "0",
        "1",
        "9",
        "13",
        "32",
        "65",
        "127",
        "160",
        "255",
        "65536",
        "1114111",
        "99999999",
        "4294967296",
        "12345678901",
        "-",
        ">",
        "--",
        "-- c --",
        "\"",
        "'",
        "\"x\"",
        "\"&#RE;\"",
        "\"&#FOO;\"",
        "\"ISO 8879:1986//SYNTAX Reference//EN\"",
        "\"ISO 8879:1986 (WWW)\"",
        "\"-//Example//SYNTAX Extended//EN\"",
        "\"ISO 646IRV:1991//CHARSET International Reference Version (IRV)//ESC 2/8 4/2\"",
        "\"_\"",
        "\":\"",
        "\"&#38;#\"",
        "%",
        "é",
        "NAMELENGTH",
        "<!SGML",
    ];

    const SYNTAX: &str = r#"SHUNCHAR CONTROLS
BASESET "ISO Registration Number 176//CHARSET ISO/IEC 10646-1:1993 UCS-2 with implementation level 3//ESC 2/5 2/15 4/5"
DESCSET 0 65536 0
FUNCTION RE 13 RS 10 SPACE 32 TAB SEPCHAR 9
"NO-BREAK-SPACE" SEPCHAR 160
NAMING LCNMSTRT 224-246 248-254 UCNMSTRT 192-214 216-222
NAMESTRT 913-929
LCNMCHAR 45 46 UCNMCHAR 45 46
NAMECASE GENERAL YES ENTITY NO
DELIM GENERAL SGMLREF SHORTREF SGMLREF 8192-8202 215
NAMES SGMLREF
QUANTITY SGMLREF LITLEN 2048 -- an external syntax ends here --
"#;

    const EXTERNAL: &str = r#"<!SGML "ISO 8879:1986"
CHARSET BASESET "ISO Registration Number 176//CHARSET ISO/IEC 10646-1:1993 UCS-2 with implementation level 3//ESC 2/5 2/15 4/5"
  DESCSET 0 9 UNUSED 9 2 9 11 2 UNUSED 13 1 13 14 18 UNUSED 32 95 32 127 33 UNUSED 160 65376 160
CAPACITY PUBLIC "ISO 8879:1986//CAPACITY Reference//EN"
SCOPE DOCUMENT
SYNTAX PUBLIC "-//Example//SYNTAX Extended//EN"
FEATURES MINIMIZE DATATAG NO OMITTAG YES RANK NO SHORTTAG YES
  LINK SIMPLE NO IMPLICIT NO EXPLICIT NO OTHER CONCUR NO SUBDOC NO FORMAL YES
APPINFO NONE>"#;

    fn sources() -> Vec<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut out = Vec::new();
        for dir in ["../../sgml-decl", "tests/valid", "tests/malformed"] {
            let mut paths: Vec<_> = std::fs::read_dir(root.join(dir))
                .unwrap()
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "decl" || e == "dcl"))
                .collect();
            paths.sort();
            for p in paths {
                out.push(std::fs::read_to_string(p).unwrap());
            }
        }
        out.push(EXTERNAL.to_string());
        out
    }

    #[derive(Clone, Debug)]
    enum Edit {
        Delete(usize),
        Replace(usize, usize),
        Insert(usize, usize),
        Cut(usize),
        Swap(usize, usize),
    }

    fn edit() -> impl Strategy<Value = Edit> {
        let v = VOCABULARY.len();
        prop_oneof![
            any::<usize>().prop_map(Edit::Delete),
            (any::<usize>(), 0..v).prop_map(|(a, b)| Edit::Replace(a, b)),
            (any::<usize>(), 0..v).prop_map(|(a, b)| Edit::Insert(a, b)),
            any::<usize>().prop_map(Edit::Cut),
            (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
        ]
    }

    fn apply(text: &str, edits: &[Edit]) -> String {
        let mut words: Vec<String> = text.split_inclusive(char::is_whitespace).map(String::from).collect();
        for e in edits {
            if words.is_empty() {
                break;
            }
            let n = words.len();
            match *e {
                Edit::Delete(k) => {
                    words.remove(k % n);
                }
                Edit::Replace(k, w) => words[k % n] = format!("{} ", VOCABULARY[w]),
                Edit::Insert(k, w) => words.insert(k % n, format!("{} ", VOCABULARY[w])),
                Edit::Cut(k) => words.truncate(k % n),
                Edit::Swap(a, b) => words.swap(a % n, b % n),
            }
        }
        words.concat()
    }

    fn dump_new(p: &crate::Parsed) -> String {
        format!("{:?}\n{:?}\n{}", p.declaration, p.diagnostics, p.end)
    }

    fn dump_old(p: &super::Parsed) -> String {
        format!("{:?}\n{:?}\n{}", p.declaration, p.diagnostics, p.end)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(256)
        ))]

        #[test]
        fn same_as_the_hand_written_parser(
            source in 0usize..1000,
            edits in proptest::collection::vec(edit(), 1..5),
            in_syntax in any::<bool>(),
        ) {
            let sources = sources();
            let base = &sources[source % sources.len()];
            let external = base == EXTERNAL;
            if external && in_syntax {
                let syntax = apply(SYNTAX, &edits);
                let resolve = |id: &str| (id == "-//Example//SYNTAX Extended//EN").then(|| syntax.clone());
                let new = crate::parse_with(EXTERNAL, crate::ParseOptions::resolving(&resolve));
                let old = super::parse_with(EXTERNAL, super::ParseOptions::resolving(&resolve));
                prop_assert_eq!(dump_new(&new), dump_old(&old), "syntax:\n{}", syntax);
            } else {
                let text = apply(base, &edits);
                let resolve = |id: &str| (id == "-//Example//SYNTAX Extended//EN").then(|| SYNTAX.to_string());
                let new = crate::parse_with(&text, crate::ParseOptions::resolving(&resolve));
                let old = super::parse_with(&text, super::ParseOptions::resolving(&resolve));
                prop_assert_eq!(dump_new(&new), dump_old(&old), "text:\n{}", text);
            }
        }
    }
}
