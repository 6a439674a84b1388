//! What a run over one document reports: its messages, the DOCTYPE it was validated
//! against and the encoding it was read in ([`Report`]); and a parsed document's tree
//! beside its report ([`Parsed`]).

use std::fmt;

use omittag_encoding::Source;
use sgml_parser::tree::Tree;
use sgml_source::Severity;

use crate::dtd_cache::SharedDtd;
use crate::message::Message;

/// The messages about one document, the DOCTYPE it was validated against and the
/// encoding it was read in.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The document's name, as messages give it.
    pub name: String,
    /// What the document type declaration names (or what was implied or put in its
    /// place); `None` when the document could not be read that far.
    pub doctype: Option<DoctypeInfo>,
    /// The encoding the document was read in, and where it came from; `None` when it
    /// could not be decoded at all.
    pub encoding: Option<EncodingInfo>,
    /// Every message, in the order found.
    pub messages: Vec<Message>,
}

impl Report {
    /// Whether the document is valid: no error (warnings allowed).
    pub fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == Severity::Error)
    }

    /// How many errors.
    pub fn errors(&self) -> usize {
        self.messages.iter().filter(|m| m.severity == Severity::Error).count()
    }

    /// How many warnings.
    pub fn warnings(&self) -> usize {
        self.messages.iter().filter(|m| m.severity == Severity::Warning).count()
    }

    /// Whether a verdict of valid is only tentative, as the W3C validator calls it: the
    /// DTD was not the one the document names, because its public identifier is unknown
    /// ([`DoctypeInfo::unknown_public_id`]) or because it had no DOCTYPE and the caller
    /// supplied one ([`DoctypeInfo::overridden`] and [`DoctypeInfo::implied`]).
    pub fn is_tentative(&self) -> bool {
        self.doctype
            .as_ref()
            .is_some_and(|d| d.unknown_public_id || (d.implied && d.overridden))
    }

    /// One line saying what the document is: `valid HTML 4.01 Transitional`,
    /// `tentatively valid "-//W3C//DTD HTML 4.01 Trasitional//EN"` (see
    /// [`is_tentative`](Report::is_tentative)) or
    /// `invalid HTML 4.01 Strict: 12 errors, 1 warning`.
    ///
    /// ```
    /// let report = omittag::validate(
    ///     br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
    /// <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
    /// <title>t</title><p>x"#,
    ///     &omittag::Options::default(),
    /// );
    /// assert_eq!(report.verdict(), "valid HTML 4.01 Strict");
    /// ```
    pub fn verdict(&self) -> String {
        let what = match &self.doctype {
            Some(doctype) => doctype.to_string(),
            None => "document".to_owned(),
        };
        let (errors, warnings) = (self.errors(), self.warnings());
        let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
        let valid = if self.is_tentative() {
            "tentatively valid"
        } else {
            "valid"
        };
        match (errors, warnings) {
            (0, 0) => format!("{valid} {what}"),
            (0, w) => format!("{valid} {what}, {}", plural(w, "warning")),
            (e, 0) => format!("invalid {what}: {}", plural(e, "error")),
            (e, w) => format!("invalid {what}: {}, {}", plural(e, "error"), plural(w, "warning")),
        }
    }
}

/// What a document type declaration names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DoctypeInfo {
    /// The document type name (`HTML`), as written.
    pub name: String,
    /// The public identifier (`-//W3C//DTD HTML 4.01//EN`); the override's when
    /// [`overridden`](DoctypeInfo::overridden).
    pub public_id: Option<String>,
    /// The system identifier, as written.
    pub system_id: Option<String>,
    /// How people call it (`HTML 4.01 Strict`), when known.
    pub description: Option<String>,
    /// Whether the document had no document type declaration and this one was implied.
    pub implied: bool,
    /// Whether the caller's DOCTYPE override replaced the document's.
    pub overridden: bool,
    /// Whether the public identifier is in none of the catalogs, so that the DTD used
    /// came from elsewhere (the system identifier, or the catalogs' DOCTYPE entry for the
    /// document type: for HTML, HTML 4.01 Transitional). [`description`] is then `None`,
    /// since the identifier's text says nothing sure about the DTD used.
    ///
    /// [`description`]: DoctypeInfo::description
    pub unknown_public_id: bool,
}

impl fmt::Display for DoctypeInfo {
    /// `HTML 4.01 Strict`, else the public identifier, else `document type NAME`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.description, &self.public_id) {
            (Some(description), _) => f.write_str(description),
            (None, Some(public_id)) => write!(f, "\"{public_id}\""),
            (None, None) => write!(f, "document type {}", self.name),
        }
    }
}

impl DoctypeInfo {
    /// How the DTD came to be the one validated against, in words, when that is not
    /// simply the document's DOCTYPE: asked for by the caller (`overridden`), assumed
    /// for a document without one (`implied`), or another than the one named, whose
    /// public identifier no catalog knows (`unknown_public_id`). `None` for a DOCTYPE the
    /// document has and the catalogs know. What a verdict shows in parentheses after the
    /// DOCTYPE (the `omittag validate` command and the web result page).
    ///
    /// ```
    /// let report = omittag::validate(b"<title>t</title>", &omittag::Options::default());
    /// let doctype = report.doctype.unwrap();
    /// assert_eq!(doctype.circumstance(), Some("assumed: the document has no DOCTYPE"));
    /// ```
    pub fn circumstance(&self) -> Option<&'static str> {
        if self.overridden && self.implied {
            Some("as asked: the document has no DOCTYPE")
        } else if self.overridden {
            Some("DOCTYPE overridden")
        } else if self.unknown_public_id && self.system_id.is_none() {
            Some("an unknown public identifier: checked against the catalogs' fallback DTD")
        } else if self.unknown_public_id {
            Some(
                "an unknown public identifier: checked against the DTD its system identifier or the catalogs' \
                 fallback gives",
            )
        } else if self.implied {
            Some("assumed: the document has no DOCTYPE")
        } else {
            None
        }
    }
}

/// The encoding a document was read in, and where that came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodingInfo {
    /// Its name (`UTF-8`, `Shift_JIS`, `windows-1252`).
    pub name: &'static str,
    /// Where it was found: the caller's override, HTTP, a byte order mark, a META
    /// declaration, the caller's default, or the fallback.
    pub source: Source,
    /// The label as written, when a label decided.
    pub label: Option<String>,
}

impl EncodingInfo {
    /// Where the encoding came from, in words, with the label as written when it is
    /// not the encoding's name: `from META "shift_jis"`, `from HTTP`, `no encoding
    /// declared`. What [`Display`](fmt::Display) shows in parentheses.
    pub fn origin(&self) -> String {
        let from = match self.source {
            Source::Override => "as asked",
            Source::Http => "from HTTP",
            Source::Bom => "from the byte order mark",
            Source::XmlDeclaration => "from the XML declaration",
            Source::Meta => "from META",
            Source::Default => "the default",
            Source::Fallback => "no encoding declared",
        };
        match &self.label {
            Some(label) if !label.eq_ignore_ascii_case(self.name) => format!("{from} \"{label}\""),
            _ => from.to_owned(),
        }
    }
}

impl fmt::Display for EncodingInfo {
    /// `Shift_JIS (from META "shift_jis")`, `UTF-8 (no encoding declared)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name, self.origin())
    }
}

/// A parsed document: its typed tree, the DTD its ids refer to, and its report.
#[derive(Debug)]
pub struct Parsed<'b> {
    /// The tree (empty when the document could not be decoded or its prolog read). It
    /// borrows the text from the input when that is UTF-8 already.
    pub tree: Tree<'b>,
    /// The DTD the document was parsed with: element ids and attribute definitions in
    /// the tree are its. Empty when there is none.
    pub dtd: SharedDtd,
    /// The messages, the DOCTYPE and the encoding.
    pub report: Report,
}

impl Parsed<'_> {
    /// Whether the document is valid: no error.
    pub fn is_valid(&self) -> bool {
        self.report.is_valid()
    }

    /// Every message, in the order found.
    pub fn messages(&self) -> &[Message] {
        &self.report.messages
    }
}
