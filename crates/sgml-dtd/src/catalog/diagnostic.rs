//! What reading catalogs and resolving entities through them can find.

use std::fmt;
use std::sync::Arc;

use sgml_source::{Diagnostic, DiagnosticKind, LineCol, LineIndex, Severity};

use super::storage::StorageLocation;

/// A finding about a catalog entry or a catalog lookup (OASIS TR 9401 as OpenSP reads it).
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum CatalogDiagnosticKind {
    /// A keyword was expected where a literal stands.
    NameExpected,
    /// The entry needs a quoted literal here (a public identifier, a delegation prefix,
    /// a SYSTEM entry's second argument).
    LiteralExpected,
    /// The entry needs an argument here, and the catalog ends.
    NameOrLiteralExpected,
    /// A NUL character outside a literal.
    NulCharacter,
    /// A public identifier (or prefix) holds a character that is not minimum data
    /// (ISO 8879 10.1.7): only letters, digits, space and `'()+,-./:=?` are allowed, and
    /// OpenSP also accepts `!#$%*;@_`.
    NotMinimumData(char),
    /// The catalog ends inside a `--` comment.
    EofInComment,
    /// The catalog ends inside a literal.
    EofInLiteral,
    /// OVERRIDE takes YES or NO.
    OverrideYesOrNo,
    /// A CATALOG entry names a catalog that is already being read.
    CatalogLoop(String),
    /// A SYSTEM entry's second argument is not quoted (accepted, but `SYSTEM a b c`
    /// is easy to misread).
    SystemShouldBeQuoted,
    /// A catalog that must exist (named on the command line or by a CATALOG entry)
    /// cannot be read.
    CatalogNotFound {
        /// Where it was looked for.
        location: String,
        /// Why it could not be read.
        reason: String,
    },
    /// CATALOG entries nest deeper than the limit: the catalog named here is not read.
    CatalogTooDeep {
        /// The catalog not read.
        location: String,
        /// How deep catalogs may nest.
        max: usize,
    },
    /// An entry of a catalog that came with a document names a file the document may
    /// not read (the file access policy): the entry is ignored.
    EntryRefused {
        /// The file, as the entry names it.
        location: String,
        /// Why it is refused.
        reason: String,
    },
    /// A BASE entry names a file that cannot be read; later entries stay relative to
    /// the catalog.
    BaseNotFound {
        /// Where it was looked for.
        location: String,
    },
    /// A BASE entry names a directory: it is used as the base, but OpenSP reports
    /// the failed read.
    BaseIsDirectory {
        /// The directory.
        location: String,
    },
    /// A DELEGATE entry sent the lookup of a public identifier to a catalog without
    /// a PUBLIC entry for it.
    NoPublicEntryInDelegate {
        /// The public identifier.
        public_id: String,
        /// The catalog delegated to.
        catalog: String,
    },
}

impl fmt::Display for CatalogDiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CatalogDiagnosticKind::*;
        match self {
            NameExpected => f.write_str("a catalog entry keyword was expected here, not a literal"),
            LiteralExpected => f.write_str("this catalog entry needs a quoted literal here"),
            NameOrLiteralExpected => f.write_str("this catalog entry is missing an argument"),
            NulCharacter => f.write_str("NUL character in catalog"),
            NotMinimumData(c) => write!(
                f,
                "character {c:?} is not allowed in a public identifier (only letters, digits, space and '()+,-./:=?)"
            ),
            EofInComment => f.write_str("the catalog ends inside a comment"),
            EofInLiteral => f.write_str("the catalog ends inside a literal"),
            OverrideYesOrNo => f.write_str("OVERRIDE must be followed by YES or NO"),
            CatalogLoop(name) => write!(
                f,
                "CATALOG entry for \"{name}\" makes catalogs include each other in a loop"
            ),
            SystemShouldBeQuoted => {
                f.write_str("quote the second argument of a SYSTEM entry, so that it cannot be misread")
            }
            CatalogNotFound { location, reason } => write!(f, "cannot read catalog \"{location}\": {reason}"),
            CatalogTooDeep { location, max } => write!(
                f,
                "catalog \"{location}\" is not read: CATALOG entries nest more than {max} deep"
            ),
            EntryRefused { location, reason } => write!(
                f,
                "this entry of the document's own catalog is ignored, as the document may not read the file \
                 it names: file {location}: {reason}"
            ),
            BaseNotFound { location } => write!(
                f,
                "cannot read \"{location}\" named by BASE; entries stay relative to the catalog"
            ),
            BaseIsDirectory { location } => write!(f, "BASE names directory \"{location}\" rather than a file"),
            NoPublicEntryInDelegate { public_id, catalog } => {
                write!(
                    f,
                    "catalog \"{catalog}\", delegated to for \"{public_id}\", has no PUBLIC entry for it"
                )
            }
        }
    }
}

sgml_source::diagnostic_codes! {
    CatalogDiagnosticKind {
        NameExpected => "catalog-name-expected",
        LiteralExpected => "catalog-literal-expected",
        NameOrLiteralExpected => "catalog-argument-expected",
        NulCharacter => "catalog-nul-character",
        NotMinimumData => "catalog-not-minimum-data",
        EofInComment => "catalog-eof-in-comment",
        EofInLiteral => "catalog-eof-in-literal",
        OverrideYesOrNo => "catalog-override-yes-or-no",
        CatalogLoop => "catalog-loop",
        SystemShouldBeQuoted => "catalog-system-should-be-quoted",
        CatalogNotFound => "catalog-not-found",
        CatalogTooDeep => "catalog-too-deep",
        EntryRefused => "catalog-entry-refused",
        BaseNotFound => "catalog-base-not-found",
        BaseIsDirectory => "catalog-base-is-directory",
        NoPublicEntryInDelegate => "catalog-no-public-entry-in-delegate",
    }
}

impl DiagnosticKind for CatalogDiagnosticKind {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        match self {
            CatalogDiagnosticKind::SystemShouldBeQuoted => Severity::Warning,
            _ => Severity::Error,
        }
    }
}

/// A catalog diagnostic with the catalog it arose in (when it arose in one) and that
/// catalog's text, so that its line and column can be shown.
#[derive(Clone, Debug)]
pub struct CatalogDiagnostic {
    /// What and where, in bytes of the catalog's text.
    pub diagnostic: Diagnostic<CatalogDiagnosticKind>,
    /// The catalog; `None` for findings outside any catalog (a catalog named on the
    /// command line that cannot be read).
    pub catalog: Option<StorageLocation>,
    /// The catalog's text, decoded.
    pub text: Option<Arc<str>>,
}

impl CatalogDiagnostic {
    /// Line and column of the diagnostic in its catalog, when it has one.
    pub fn line_col(&self) -> Option<LineCol> {
        let text = self.text.as_deref()?;
        Some(LineIndex::new(text).line_col(text, self.diagnostic.span.start))
    }
}

impl fmt::Display for CatalogDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(catalog) = &self.catalog {
            write!(f, "{catalog}:")?;
            if let Some(lc) = self.line_col() {
                write!(f, "{}:{}:", lc.line, lc.column)?;
            }
            f.write_str(" ")?;
        }
        write!(f, "{}: {}", self.diagnostic.severity(), self.diagnostic.kind)
    }
}
