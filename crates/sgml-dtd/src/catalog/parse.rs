//! The syntax of SGML Open catalogs (OASIS TR 9401), read the way OpenSP reads them:
//! keywords in any case, arguments as names (any run of non-blank characters) or quoted
//! literals, `-- comments --` between parameters, public identifiers normalized as
//! minimum literals (ISO 8879 10.1.7). Unknown keywords are skipped with one argument,
//! without a diagnostic, so that catalogs written for other tools still load.

use sgml_source::{Diagnostic, Span};

use super::diagnostic::CatalogDiagnosticKind;

/// What a name-mapping entry maps.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NameKind {
    /// `ENTITY name` (general entity) or `ENTITY %name` (parameter entity).
    Entity,
    /// `DOCTYPE name`: the external subset of a document type of that name.
    Doctype,
    /// `LINKTYPE name`.
    Linktype,
    /// `NOTATION name`.
    Notation,
    /// `SGML name`: kept, as OpenSP keeps it, but nothing looks it up.
    Sgml,
}

/// One catalog entry, its arguments as written (public identifiers normalized).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum CatalogEntry {
    /// `PUBLIC pubid sysid`: the entity with this public identifier is at `target`.
    Public {
        /// The public identifier, normalized.
        public_id: String,
        /// The system identifier it maps to, relative to the catalog (or BASE).
        target: String,
    },
    /// `SYSTEM sysid sysid`: an entity whose system identifier is exactly `system_id` is
    /// at `target` instead.
    System {
        /// The system identifier as a document gives it.
        system_id: String,
        /// Where it really is.
        target: String,
    },
    /// `DELEGATE prefix catalog`: public identifiers starting with `prefix` (ending at a
    /// `//` or `::`) are looked up in `catalog`.
    Delegate {
        /// The prefix, normalized.
        prefix: String,
        /// The catalog delegated to.
        catalog: String,
    },
    /// `DTDDECL pubid sysid`: the SGML declaration for a DTD. Read and kept; OpenSP as
    /// built by Debian (without `SP_DTDDECL`) ignores it, and so do lookups here.
    DtdDecl {
        /// The DTD's public identifier, normalized.
        public_id: String,
        /// The SGML declaration's system identifier.
        target: String,
    },
    /// `ENTITY`, `DOCTYPE`, `LINKTYPE`, `NOTATION` or `SGML` entries: by name.
    Name {
        /// Which kind of name.
        kind: NameKind,
        /// The name as written (`%name` for a parameter entity).
        name: String,
        /// The system identifier it maps to.
        target: String,
    },
    /// `SGMLDECL sysid`: the SGML declaration for documents without one.
    SgmlDecl {
        /// Its system identifier.
        target: String,
    },
    /// `DOCUMENT sysid`: the document entity, for `-C` style use.
    Document {
        /// Its system identifier.
        target: String,
    },
    /// `OVERRIDE YES|NO`: whether the entries after it apply even when a document gives
    /// a system identifier.
    Override(bool),
    /// `CATALOG sysid`: another catalog, read after this one.
    Catalog {
        /// Its system identifier, relative to this catalog.
        target: String,
    },
    /// `BASE sysid`: later entries are relative to this file rather than the catalog.
    Base {
        /// Its system identifier.
        target: String,
    },
}

impl CatalogEntry {
    /// The system identifier of the file the entry names, if it names one.
    pub fn target(&self) -> Option<&str> {
        match self {
            CatalogEntry::Public { target, .. }
            | CatalogEntry::System { target, .. }
            | CatalogEntry::DtdDecl { target, .. }
            | CatalogEntry::Name { target, .. }
            | CatalogEntry::SgmlDecl { target }
            | CatalogEntry::Document { target }
            | CatalogEntry::Catalog { target }
            | CatalogEntry::Base { target } => Some(target),
            CatalogEntry::Delegate { catalog, .. } => Some(catalog),
            CatalogEntry::Override(_) => None,
        }
    }

    /// The same entry naming `to` instead of its file (unchanged if it names none).
    pub fn with_target(&self, to: String) -> CatalogEntry {
        let mut entry = self.clone();
        match &mut entry {
            CatalogEntry::Public { target, .. }
            | CatalogEntry::System { target, .. }
            | CatalogEntry::DtdDecl { target, .. }
            | CatalogEntry::Name { target, .. }
            | CatalogEntry::SgmlDecl { target }
            | CatalogEntry::Document { target }
            | CatalogEntry::Catalog { target }
            | CatalogEntry::Base { target } => *target = to,
            CatalogEntry::Delegate { catalog, .. } => *catalog = to,
            CatalogEntry::Override(_) => {}
        }
        entry
    }
}

/// A catalog entry and where it is written.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct EntryAt {
    /// The entry.
    pub entry: CatalogEntry,
    /// From its keyword to its last argument.
    pub span: Span,
}

/// A catalog's entries in order, with what was wrong in it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ParsedCatalog {
    /// The entries, in order.
    pub entries: Vec<EntryAt>,
    /// Malformed entries (each skipped or read as OpenSP reads it).
    pub diagnostics: Vec<Diagnostic<CatalogDiagnosticKind>>,
}

impl ParsedCatalog {
    /// Read the catalog `text`.
    pub fn parse(text: &str) -> ParsedCatalog {
        let mut parser = Parser {
            text,
            pos: 0,
            catalog: ParsedCatalog::default(),
        };
        parser.parse_entries();
        parser.catalog
    }
}

/// Normalize a public identifier as a minimum literal (ISO 8879 10.1.7): record ends
/// and spaces collapse to one space, none at either end. Other characters, tabs
/// included, are kept as they are (OpenSP reports them but keeps them).
pub fn normalize_public_id(public_id: &str) -> String {
    let bytes = public_id.as_bytes();
    let normal = !bytes.iter().any(|&b| b == b'\r' || b == b'\n')
        && bytes.first() != Some(&b' ')
        && bytes.last() != Some(&b' ')
        && !bytes.windows(2).any(|pair| pair == b"  ");
    if normal {
        return public_id.to_owned();
    }
    let mut out = String::with_capacity(public_id.len());
    let mut pending_space = false;
    for c in public_id.chars() {
        if matches!(c, ' ' | '\r' | '\n') {
            pending_space = !out.is_empty();
        } else {
            if pending_space {
                out.push(' ');
                pending_space = false;
            }
            out.push(c);
        }
    }
    out
}

/// Whether `c` is minimum data, as OpenSP's catalog reader counts it.
fn is_minimum_data(c: char) -> bool {
    u8::try_from(c).is_ok_and(|b| MINIMUM_DATA[usize::from(b)])
}

/// [`is_minimum_data`] for the bytes below 256 (none from 128 up is).
const MINIMUM_DATA: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 128 {
        table[b] = (b as u8).is_ascii_alphanumeric();
        b += 1;
    }
    let others = b" \r\n'()+,-./:=?!#$%*;@_";
    let mut i = 0;
    while i < others.len() {
        table[others[i] as usize] = true;
        i += 1;
    }
    table
};

/// Whether `b` separates catalog parameters.
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

enum Param {
    Eof,
    Literal(String, Span),
    Name(String, Span),
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    catalog: ParsedCatalog,
}

impl Parser<'_> {
    fn report(&mut self, kind: CatalogDiagnosticKind, span: Span) {
        self.catalog.diagnostics.push(Diagnostic::new(kind, span));
    }

    fn span(&self, start: usize) -> Span {
        Span::from_range(start..self.pos)
    }

    /// The next parameter: a name, a literal, or the end. Blanks and comments between
    /// parameters are skipped. (Every delimiter is ASCII, so the text is read as bytes:
    /// a byte below 128 is always a whole character in UTF-8.)
    fn param(&mut self, minimum_literal: bool) -> Param {
        let bytes = self.text.as_bytes();
        loop {
            let start = self.pos;
            match bytes.get(self.pos) {
                None => return Param::Eof,
                Some(&b) if is_blank(b) => self.pos += 1,
                Some(b'\0') => {
                    self.pos += 1;
                    self.report(CatalogDiagnosticKind::NulCharacter, self.span(start));
                }
                Some(&delim @ (b'"' | b'\'')) => {
                    self.pos += 1;
                    return self.literal(char::from(delim), start, minimum_literal);
                }
                Some(b'-') if bytes.get(self.pos + 1) == Some(&b'-') => {
                    self.pos += 2;
                    self.skip_comment();
                }
                Some(_) => return self.name(start),
            }
        }
    }

    fn skip_comment(&mut self) {
        let bytes = self.text.as_bytes();
        let mut at = self.pos;
        while let Some(dash) = memchr::memchr(b'-', &bytes[at..]) {
            at += dash + 1;
            if bytes.get(at) == Some(&b'-') {
                self.pos = at + 1;
                return;
            }
        }
        self.pos = self.text.len();
        // At the end of the text, where onsgmls reports it.
        self.report(CatalogDiagnosticKind::EofInComment, Span::empty(self.pos as u32));
    }

    fn literal(&mut self, delim: char, start: usize, minimum: bool) -> Param {
        let body_start = self.pos;
        let body_end = match self.text[self.pos..].find(delim) {
            Some(end) => {
                self.pos += end + 1;
                body_start + end
            }
            None => {
                self.pos = self.text.len();
                self.report(CatalogDiagnosticKind::EofInLiteral, Span::from_range(start..self.pos));
                self.pos
            }
        };
        let body = &self.text[body_start..body_end];
        let value = if minimum {
            if !body.bytes().all(|b| MINIMUM_DATA[usize::from(b)]) {
                for (offset, c) in body.char_indices() {
                    if !is_minimum_data(c) {
                        let at = body_start + offset;
                        let at = Span::from_range(at..at + c.len_utf8());
                        self.report(CatalogDiagnosticKind::NotMinimumData(c), at);
                    }
                }
            }
            normalize_public_id(body)
        } else {
            body.to_owned()
        };
        Param::Literal(value, self.span(start))
    }

    fn name(&mut self, start: usize) -> Param {
        let bytes = self.text.as_bytes();
        while let Some(&b) = bytes.get(self.pos) {
            if is_blank(b) {
                break;
            }
            self.pos += 1;
            if b == 0 {
                self.report(
                    CatalogDiagnosticKind::NulCharacter,
                    Span::from_range(self.pos - 1..self.pos),
                );
            }
        }
        Param::Name(self.text[start..self.pos].to_owned(), self.span(start))
    }

    /// A name or a literal; reports and returns `None` at the end of the catalog.
    fn arg(&mut self) -> Option<(String, Span)> {
        match self.param(false) {
            Param::Name(value, span) | Param::Literal(value, span) => Some((value, span)),
            Param::Eof => {
                self.report(
                    CatalogDiagnosticKind::NameOrLiteralExpected,
                    Span::empty(self.pos as u32),
                );
                None
            }
        }
    }

    /// A quoted literal read as a minimum literal; reports (and consumes) anything else.
    fn minimum_literal(&mut self) -> Option<String> {
        match self.param(true) {
            Param::Literal(value, _) => Some(value),
            Param::Name(_, span) => {
                self.report(CatalogDiagnosticKind::LiteralExpected, span);
                None
            }
            Param::Eof => {
                self.report(CatalogDiagnosticKind::LiteralExpected, Span::empty(self.pos as u32));
                None
            }
        }
    }

    fn push(&mut self, entry: CatalogEntry, start: Span) {
        let span = Span::new(start.start, self.pos as u32);
        self.catalog.entries.push(EntryAt { entry, span });
    }

    fn parse_entries(&mut self) {
        let mut recovering = false;
        loop {
            match self.param(false) {
                Param::Eof => break,
                Param::Literal(_, span) => {
                    if !recovering {
                        recovering = true;
                        self.report(CatalogDiagnosticKind::NameExpected, span);
                    }
                }
                Param::Name(keyword, span) => {
                    let was_recovering = recovering;
                    recovering = false;
                    let keyword = keyword.to_ascii_uppercase();
                    if !self.entry(&keyword, span) {
                        // unknown keyword: skip it and, unless already skipping, one
                        // argument
                        if !was_recovering && matches!(self.param(false), Param::Eof) {
                            break;
                        }
                        recovering = true;
                    }
                }
            }
        }
    }

    /// Read the arguments of the entry starting with `keyword`; `false` if the keyword
    /// is not one of the catalog's.
    fn entry(&mut self, keyword: &str, start: Span) -> bool {
        let name_kind = match keyword {
            "ENTITY" => Some(NameKind::Entity),
            "DOCTYPE" => Some(NameKind::Doctype),
            "LINKTYPE" => Some(NameKind::Linktype),
            "NOTATION" => Some(NameKind::Notation),
            "SGML" => Some(NameKind::Sgml),
            _ => None,
        };
        if let Some(kind) = name_kind {
            if let Some((name, _)) = self.arg()
                && let Some((target, _)) = self.arg()
            {
                self.push(CatalogEntry::Name { kind, name, target }, start);
            }
            return true;
        }
        match keyword {
            "PUBLIC" | "DELEGATE" | "DTDDECL" => {
                let Some(public_id) = self.minimum_literal() else {
                    return true;
                };
                let Some((target, _)) = self.arg() else {
                    return true;
                };
                let entry = match keyword {
                    "PUBLIC" => CatalogEntry::Public { public_id, target },
                    "DELEGATE" => CatalogEntry::Delegate {
                        prefix: public_id,
                        catalog: target,
                    },
                    _ => CatalogEntry::DtdDecl { public_id, target },
                };
                self.push(entry, start);
            }
            "SYSTEM" => {
                let Some((system_id, _)) = self.arg() else {
                    return true;
                };
                let target = match self.param(false) {
                    Param::Literal(target, _) => target,
                    Param::Name(target, span) => {
                        self.report(CatalogDiagnosticKind::SystemShouldBeQuoted, span);
                        target
                    }
                    Param::Eof => {
                        self.report(CatalogDiagnosticKind::LiteralExpected, Span::empty(self.pos as u32));
                        return true;
                    }
                };
                self.push(CatalogEntry::System { system_id, target }, start);
            }
            "OVERRIDE" => match self.param(false) {
                Param::Name(value, span) => match value.to_ascii_uppercase().as_str() {
                    "YES" => self.push(CatalogEntry::Override(true), start),
                    "NO" => self.push(CatalogEntry::Override(false), start),
                    _ => self.report(CatalogDiagnosticKind::OverrideYesOrNo, span),
                },
                Param::Literal(_, span) => self.report(CatalogDiagnosticKind::OverrideYesOrNo, span),
                Param::Eof => self.report(CatalogDiagnosticKind::OverrideYesOrNo, Span::empty(self.pos as u32)),
            },
            "SGMLDECL" | "DOCUMENT" | "CATALOG" | "BASE" => {
                let Some((target, target_span)) = self.arg() else {
                    return true;
                };
                // A catalog a CATALOG entry names is placed at its name, where onsgmls
                // reports it cannot be read.
                let start = if keyword == "CATALOG" { target_span } else { start };
                let entry = match keyword {
                    "SGMLDECL" => CatalogEntry::SgmlDecl { target },
                    "DOCUMENT" => CatalogEntry::Document { target },
                    "CATALOG" => CatalogEntry::Catalog { target },
                    _ => CatalogEntry::Base { target },
                };
                self.push(entry, start);
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(text: &str) -> Vec<CatalogEntry> {
        ParsedCatalog::parse(text)
            .entries
            .into_iter()
            .map(|e| e.entry)
            .collect()
    }

    fn codes(text: &str) -> Vec<&'static str> {
        ParsedCatalog::parse(text)
            .diagnostics
            .iter()
            .map(|d| d.kind.code())
            .collect()
    }

    fn public(public_id: &str, target: &str) -> CatalogEntry {
        CatalogEntry::Public {
            public_id: public_id.into(),
            target: target.into(),
        }
    }

    #[test]
    fn every_entry_kind() {
        let text = r#"-- a comment -- OVERRIDE yes
            public "-//T//DTD P//EN" p.dtd
            SYSTEM "http://x/s.dtd" 's.dtd'
            DELEGATE "-//T//" "sub/catalog"
            DTDDECL "-//T//DTD P//EN" p.dcl
            ENTITY %ent e.ent  ENTITY gen "g.ent"
            DOCTYPE html sgml.dtd LINKTYPE l l.lnk NOTATION n n.not SGML s s.sgml
            SGMLDECL "decl.dcl" DOCUMENT doc.sgml CATALOG "more" BASE "base/x"
            Override No"#;
        let found = entries(text);
        assert_eq!(codes(text), Vec::<&str>::new());
        let name = |kind, name: &str, target: &str| CatalogEntry::Name {
            kind,
            name: name.into(),
            target: target.into(),
        };
        assert_eq!(
            found,
            [
                CatalogEntry::Override(true),
                public("-//T//DTD P//EN", "p.dtd"),
                CatalogEntry::System {
                    system_id: "http://x/s.dtd".into(),
                    target: "s.dtd".into()
                },
                CatalogEntry::Delegate {
                    prefix: "-//T//".into(),
                    catalog: "sub/catalog".into()
                },
                CatalogEntry::DtdDecl {
                    public_id: "-//T//DTD P//EN".into(),
                    target: "p.dcl".into()
                },
                name(NameKind::Entity, "%ent", "e.ent"),
                name(NameKind::Entity, "gen", "g.ent"),
                name(NameKind::Doctype, "html", "sgml.dtd"),
                name(NameKind::Linktype, "l", "l.lnk"),
                name(NameKind::Notation, "n", "n.not"),
                name(NameKind::Sgml, "s", "s.sgml"),
                CatalogEntry::SgmlDecl {
                    target: "decl.dcl".into()
                },
                CatalogEntry::Document {
                    target: "doc.sgml".into()
                },
                CatalogEntry::Catalog { target: "more".into() },
                CatalogEntry::Base {
                    target: "base/x".into()
                },
                CatalogEntry::Override(false),
            ]
        );
    }

    #[test]
    fn public_identifiers_are_normalized() {
        assert_eq!(
            entries("PUBLIC \"  -//T//DTD\n   P//EN  \" d"),
            [public("-//T//DTD P//EN", "d")]
        );
        assert_eq!(
            entries("PUBLIC \"-//T//DTD\r\nP//EN\" d"),
            [public("-//T//DTD P//EN", "d")]
        );
        assert_eq!(entries("PUBLIC '-//T//DTD\rP//EN' d"), [public("-//T//DTD P//EN", "d")]);
        // a tab is not minimum data: reported, and kept
        let parsed = ParsedCatalog::parse("PUBLIC \"-//T//DTD\tP//EN\" d");
        assert_eq!(parsed.entries[0].entry, public("-//T//DTD\tP//EN", "d"));
        assert_eq!(parsed.diagnostics[0].kind, CatalogDiagnosticKind::NotMinimumData('\t'));
        assert_eq!(parsed.diagnostics[0].span, Span::new(17, 18));
        assert_eq!(codes("PUBLIC \"a&b\" d"), ["catalog-not-minimum-data"]);
        // system identifiers are taken as they are
        assert_eq!(
            entries("SYSTEM \" a  b \" 't'"),
            [CatalogEntry::System {
                system_id: " a  b ".into(),
                target: "t".into()
            }]
        );
    }

    #[test]
    fn malformed_entries_as_opensp_reads_them() {
        // a name where PUBLIC needs a literal: both entries are lost, as with onsgmls
        // (the next name is taken as an unknown keyword and eats "PUBLIC")
        let text = "PUBLIC -//T//DTD d1.dtd\nPUBLIC \"-//T//DTD P//EN\" d2.dtd\n";
        assert_eq!(entries(text), []);
        assert_eq!(codes(text), ["catalog-literal-expected"]);
        // unknown keywords are skipped with one argument, silently
        assert_eq!(entries("FOO BAR PUBLIC \"p\" d2"), [public("p", "d2")]);
        assert_eq!(entries("FOO \"p\" d1 PUBLIC \"p\" d2"), [public("p", "d2")]);
        assert_eq!(codes("FOO \"p\" d1 PUBLIC \"p\" d2"), Vec::<&str>::new());
        // a literal where a keyword belongs: reported once, then skipped
        assert_eq!(entries("\"lit\" 'more' PUBLIC \"p\" d2"), [public("p", "d2")]);
        assert_eq!(codes("\"lit\" 'more' PUBLIC \"p\" d2"), ["catalog-name-expected"]);
        assert_eq!(
            codes("PUBLIC \"p\" \"d1\" \"extra\" PUBLIC \"p\" d2"),
            ["catalog-name-expected"]
        );
        // comments
        assert_eq!(entries("-- c -- PUBLIC \"p\" d2 -- open"), [public("p", "d2")]);
        assert_eq!(codes("-- c -- PUBLIC \"p\" d2 -- open"), ["catalog-eof-in-comment"]);
        // OVERRIDE needs YES or NO
        assert_eq!(entries("OVERRIDE MAYBE PUBLIC \"p\" d2"), [public("p", "d2")]);
        assert_eq!(codes("OVERRIDE MAYBE PUBLIC \"p\" d2"), ["catalog-override-yes-or-no"]);
        // the end of the catalog inside an entry
        assert_eq!(
            codes("PUBLIC \"p"),
            ["catalog-eof-in-literal", "catalog-argument-expected"]
        );
        assert_eq!(codes("SYSTEM"), ["catalog-argument-expected"]);
        assert_eq!(codes("SYSTEM a"), ["catalog-literal-expected"]);
        assert_eq!(codes("SYSTEM a b"), ["catalog-system-should-be-quoted"]);
        // no blank needed after a literal; a name runs to the next blank, quotes and all
        assert_eq!(entries("PUBLIC \"p\"d1"), [public("p", "d1")]);
        assert_eq!(entries("PUBLIC \"p\" d1\"x\""), [public("p", "d1\"x\"")]);
        assert_eq!(codes("PUBLIC \"p\" d\u{0}1"), ["catalog-nul-character"]);
        // a lone minus starts a name
        assert_eq!(
            entries("ENTITY -x y"),
            [CatalogEntry::Name {
                kind: NameKind::Entity,
                name: "-x".into(),
                target: "y".into()
            }]
        );
    }

    #[test]
    fn spans() {
        let text = "  PUBLIC \"p\" d1  SYSTEM s t";
        let parsed = ParsedCatalog::parse(text);
        assert_eq!(parsed.entries[0].span.slice(text), "PUBLIC \"p\" d1");
        assert_eq!(parsed.entries[1].span.slice(text), "SYSTEM s t");
        assert_eq!(parsed.diagnostics[0].span.slice(text), "t");
    }
}
