//! Messages as the facade hands them out, as values: positioned (file, line, column, byte
//! offset), with their typed [`MessageKind`] (the kind of the phase that found it, with
//! its arguments), the stable code derived from it, the severity, onsgmls's letter and our
//! text; shown by `Display` (`file:line:col: severity: text`), [`Message::to_line`]
//! (onsgmls's form) and [`Message::render`] (the source line with a caret). And the
//! facade's own findings ([`FacadeDiagnostic`]): the DOCTYPE and encoding checks a
//! validator adds to what the parser finds.
//!
//! ```
//! use omittag::message::MessageKind;
//! use omittag::parser::ParserDiagnosticKind;
//!
//! let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p><tabel>";
//! let report = omittag::validate(page, &omittag::Options::default());
//! let message = report.messages.iter().find(|m| m.severity == omittag::Severity::Error).unwrap();
//! assert!(matches!(
//!     &message.kind,
//!     MessageKind::Parser(ParserDiagnosticKind::ElementUndefined { name }) if name == "TABEL"
//! ));
//! assert_eq!(message.code(), "element-undefined");
//! assert_eq!(message.to_string(), "input:3:10: error: the DTD declares no element type TABEL");
//! assert_eq!(message.render(page), "<p><tabel>\n         ^");
//! // A message is an error value too.
//! let error: &dyn std::error::Error = message;
//! assert!(error.to_string().ends_with("no element type TABEL"));
//! ```

use std::fmt;

use omittag_encoding::EncodingDiagnostic;
use sgml_decl::DeclDiagnostic;
use sgml_dtd::catalog::CatalogDiagnosticKind;
use sgml_dtd::content_model::ContentModelDiagnostic;
use sgml_dtd::parse::DtdDiagnosticKind;
use sgml_lexer::LexerDiagnosticKind;
use sgml_parser::ParserDiagnosticKind;
use sgml_source::{DiagnosticKind, LineCol, LineIndex, Severity};

/// What a message says, typed: the kind of the phase that found it, with its arguments.
/// Its [`code`](MessageKind::code), severity, letter and text (`Display`) are the kind's.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MessageKind {
    /// The instance parser's: the document's elements, attributes, entities (ISO 8879
    /// clauses 7 to 9).
    Parser(ParserDiagnosticKind),
    /// The DTD's: markup declarations (clause 11).
    Dtd(DtdDiagnosticKind),
    /// A content model's (11.2.4).
    ContentModel(ContentModelDiagnostic),
    /// A catalog's (SGML Open TR9401).
    Catalog(CatalogDiagnosticKind),
    /// The SGML declaration's (clause 13).
    Declaration(DeclDiagnostic),
    /// The encoding's: labels, byte order marks, undecodable bytes.
    Encoding(EncodingDiagnostic),
    /// The lexer's: delimiters it cannot read.
    Lexer(LexerDiagnosticKind),
    /// The facade's own checks ([`FacadeDiagnostic`]).
    Facade(FacadeDiagnostic),
}

impl MessageKind {
    /// The kind, as the trait every phase's kinds share.
    fn as_kind(&self) -> &dyn DiagnosticKind {
        match self {
            MessageKind::Parser(kind) => kind,
            MessageKind::Dtd(kind) => kind,
            MessageKind::ContentModel(kind) => kind,
            MessageKind::Catalog(kind) => kind,
            MessageKind::Declaration(kind) => kind,
            MessageKind::Encoding(kind) => kind,
            MessageKind::Lexer(kind) => kind,
            MessageKind::Facade(kind) => kind,
        }
    }

    /// The stable kebab-case code of the kind (`element-not-allowed`).
    pub fn code(&self) -> &'static str {
        self.as_kind().code()
    }
}

impl fmt::Display for MessageKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_kind(), f)
    }
}

impl DiagnosticKind for MessageKind {
    fn code(&self) -> &'static str {
        self.as_kind().code()
    }

    fn severity(&self) -> Severity {
        self.as_kind().severity()
    }

    fn letter(&self) -> Option<char> {
        self.as_kind().letter()
    }
}

/// `From` each phase's kind.
macro_rules! message_kinds {
    ($($variant:ident($kind:ty),)*) => {
        $(impl From<$kind> for MessageKind {
            fn from(kind: $kind) -> MessageKind {
                MessageKind::$variant(kind)
            }
        })*
    };
}

message_kinds! {
    Parser(ParserDiagnosticKind),
    Dtd(DtdDiagnosticKind),
    ContentModel(ContentModelDiagnostic),
    Catalog(CatalogDiagnosticKind),
    Declaration(DeclDiagnostic),
    Encoding(EncodingDiagnostic),
    Lexer(LexerDiagnosticKind),
    Facade(FacadeDiagnostic),
}

/// A message about the document, positioned for display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The file (or entity) it is in.
    pub file: String,
    /// The line, from 1; 0 for a message about the run rather than a place (the error
    /// limit), shown with no file, line or column.
    pub line: u32,
    /// The column in characters, from 0, as onsgmls counts (its message lines show it
    /// so). Editors count from 1: the JSON serialization's `column` is this plus 1, with
    /// this one as `column_from_0`, and the CLI's human and gnu forms show it plus 1.
    pub column: u32,
    /// How serious.
    pub severity: Severity,
    /// onsgmls's letter for it: `E`, `W`, `Q` (a quantity exceeded), `X` (an error found
    /// at the end, such as an IDREF to no ID), `I`; `None` for a note that belongs to the
    /// message before it. See [`DiagnosticKind::letter`].
    pub letter: Option<char>,
    /// Our text (the [kind](Message::kind)'s `Display`).
    pub text: String,
    /// What it says, typed; its stable code is [`code`](Message::code).
    pub kind: MessageKind,
    /// Where the message is, as a byte offset into the text of [`file`](Message::file)
    /// (the decoded document, or the entity it names); `None` for a message about no
    /// place or a place in a text not kept.
    pub offset: Option<u32>,
    /// A suggestion that may fix it ("did you mean `TABLE`?"), when one is found.
    pub hint: Option<String>,
}

impl Message {
    /// A message of `kind` at `offset` of `text` (the file `file`).
    pub fn at<K>(kind: &K, file: &str, text: &str, lines: &LineIndex, offset: u32) -> Message
    where
        K: DiagnosticKind + Clone + Into<MessageKind>,
    {
        Message::placed(kind, file, lines.line_col(text, offset), offset)
    }

    /// The stable kebab-case code of the message's kind (`element-not-allowed`), for
    /// explanations, JSON output and filters.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// A message of `kind` at `offset` of the file `file`, which is at `place`.
    pub(crate) fn placed<K>(kind: &K, file: &str, place: LineCol, offset: u32) -> Message
    where
        K: DiagnosticKind + Clone + Into<MessageKind>,
    {
        Message::in_file(kind, file.to_owned(), place.line, place.column, Some(offset))
    }

    /// A message of `kind` in `file` at `line` and `column` (0 and 0 where the place is
    /// not known), at `offset` of its text when it has one.
    pub(crate) fn in_file<K>(kind: &K, file: String, line: u32, column: u32, offset: Option<u32>) -> Message
    where
        K: DiagnosticKind + Clone + Into<MessageKind>,
    {
        Message {
            file,
            line,
            column,
            severity: kind.severity(),
            letter: kind.letter(),
            text: kind.to_string(),
            kind: kind.clone().into(),
            offset,
            hint: None,
        }
    }

    /// A message about the run rather than a place in a file (no file, line 0): the
    /// error limit reached, a catalog named on the command line that cannot be read.
    pub(crate) fn about_the_run<K>(kind: &K) -> Message
    where
        K: DiagnosticKind + Clone + Into<MessageKind>,
    {
        Message::in_file(kind, String::new(), 0, 0, None)
    }

    /// A message of `kind` about the whole of the document `file`, placed at its start
    /// (what is wrong before any of it is read: its size, its encoding).
    pub(crate) fn at_start<K>(kind: &K, file: &str) -> Message
    where
        K: DiagnosticKind + Clone + Into<MessageKind>,
    {
        Message::in_file(kind, file.to_owned(), 1, 0, Some(0))
    }

    /// The source line the message is about, cut around its place when it is long (see
    /// [`excerpt`](crate::excerpt)), and under it a caret at the place: what a message
    /// shows besides its `Display`. `text` is the text of the message's
    /// [`file`](Message::file) in which its [`offset`](Message::offset) is: the decoded
    /// document ([`Validator::validate_with_text`](crate::Validator::validate_with_text)
    /// gives it; for a UTF-8 document, its bytes as a string). Empty for a message about
    /// no place.
    pub fn render(&self, text: &str) -> String {
        match self.offset {
            Some(offset) if self.line > 0 => {
                crate::excerpt::with_caret(text, offset as usize, self.line as usize, self.column as usize)
            }
            _ => String::new(),
        }
    }

    /// The line onsgmls-style tools read: `PROGRAM:FILE:LINE:COL:L: text`, where `L` is
    /// the [letter](Message::letter), absent for a note; `PROGRAM:L: text` for a message
    /// about no place.
    pub fn to_line(&self, program: &str) -> String {
        let mut line = Vec::with_capacity(program.len() + self.file.len() + self.text.len() + 24);
        // Writing to a vector cannot fail.
        let _ = self.write_line(&mut line, program);
        line.pop();
        String::from_utf8(line).unwrap_or_default()
    }

    /// Write [`to_line`](Message::to_line)'s line to `out`, with its line end, without
    /// making it first: what a tool writing millions of messages as they come (with no
    /// error limit) writes each with.
    pub fn write_line<W: std::io::Write + ?Sized>(&self, out: &mut W, program: &str) -> std::io::Result<()> {
        match (self.line, self.letter) {
            (0, Some(letter)) => writeln!(out, "{program}:{letter}: {}", self.text),
            (0, None) => writeln!(out, "{program}: {}", self.text),
            (_, None) => writeln!(
                out,
                "{program}:{}:{}:{}: {}",
                self.file, self.line, self.column, self.text
            ),
            (_, Some(letter)) => writeln!(
                out,
                "{program}:{}:{}:{}:{letter}: {}",
                self.file, self.line, self.column, self.text
            ),
        }
    }
}

impl fmt::Display for Message {
    /// `FILE:LINE:COL: severity: text`, as compilers write messages and editors read
    /// them, with the column counted from 1 (the [`column`](Message::column) plus 1);
    /// `FILE: severity: text` for a message about no place (the error limit), or
    /// `severity: text` when it names no file either.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}:{}: ", self.file, self.line, self.column + 1)?;
        } else if !self.file.is_empty() {
            write!(f, "{}: ", self.file)?;
        }
        write!(f, "{}: {}", self.severity, self.text)
    }
}

/// A message is an error value (one that is a failure, such as the errors of a report
/// that is not [valid](crate::Report::is_valid), can be returned as one).
impl std::error::Error for Message {}

/// What the facade itself finds about a document: checks of its DOCTYPE and encoding
/// beyond ISO 8879's rules (all warnings: they do not make a document invalid), the
/// caller's DOCTYPE override, and the input size limit.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FacadeDiagnostic {
    /// The caller asked to validate against another DTD than the document names.
    DoctypeOverridden {
        /// The public identifier validated against.
        to: String,
        /// What the document's declaration named (its public identifier, else its
        /// system identifier), or `None` when it had no DOCTYPE.
        from: Option<String>,
    },
    /// A document without DOCTYPE, whose first element the catalogs know no DTD for, is
    /// validated against the fallback DTD.
    FallbackDoctype {
        /// The first element's type name.
        name: String,
        /// The fallback's public identifier.
        public_id: String,
    },
    /// The public and system identifiers of the DOCTYPE name different DTDs in the
    /// catalogs (a Strict public identifier with `loose.dtd`, say).
    IdentifiersDisagree {
        /// The public identifier.
        public_id: String,
        /// The system identifier.
        system_id: String,
    },
    /// The public identifier is not known, but differs from a known one only in case
    /// (public identifiers are compared exactly).
    PublicIdCase {
        /// As written.
        written: String,
        /// The known one.
        known: &'static str,
    },
    /// The public identifier is in none of the catalogs (nor known ignoring case): the
    /// DTD used is the one the system identifier or the catalogs' DOCTYPE entry for the
    /// document type gives (for HTML, the fallback HTML 4.01 Transitional), so the
    /// result is only tentative.
    UnknownPublicId {
        /// As written.
        written: String,
        /// Where the DTD used came from, in words (`the catalogs' fallback DTD for
        /// document type HTML`).
        used: String,
    },
    /// A META declaration names another encoding than the one the document was read in.
    MetaCharsetContradicts {
        /// The META's label.
        meta: String,
        /// The encoding used.
        used: &'static str,
        /// Where that encoding came from (`http`, `bom`, `override`...).
        source: &'static str,
    },
    /// The root element of a document read as XML does not write the `xmlns` attribute
    /// its document type requires (XHTML 1.0 and 1.1, SVG 1.1...): a check of the W3C
    /// validator's own, made in its profile only.
    RootNamespaceMissing {
        /// The root element's name.
        element: &'static str,
        /// The namespace the document type wants.
        namespace: &'static str,
    },
    /// The root element of a document read as XML writes an `xmlns` attribute with
    /// another namespace than its document type's: a check of the W3C validator's own.
    RootNamespaceWrong {
        /// The root element's name.
        element: &'static str,
        /// The namespace written.
        written: String,
        /// The namespace the document type wants.
        namespace: &'static str,
    },
    /// The XML declaration names another encoding than the HTTP charset, which was used.
    XmlDeclarationContradictsHttp {
        /// The XML declaration's encoding name.
        declared: String,
        /// The HTTP charset.
        http: String,
    },
    /// The HTTP media type made the document XML (or SGML) while its DOCTYPE names a DTD
    /// of the other kind; the media type decided, as in the W3C validator.
    MediaTypeContradictsDoctype {
        /// The media type (`application/xhtml+xml`).
        media_type: String,
        /// How it was read: `XML` or `SGML`.
        mode: &'static str,
    },
    /// The input does not look like text (a NUL byte, or mostly control characters, at
    /// its start: an executable or an image): it is not parsed
    /// ([`Options::refuse_binary`](crate::Options::refuse_binary)).
    NotText {
        /// The byte offset of the first character that says so.
        offset: usize,
    },
    /// The input is larger than the caller's limit: it is not parsed.
    InputTooLarge {
        /// Its size in bytes.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// ISO/IEC 10744 A.3.6.2: the entity the architecture's `ArcDTD` names for its
    /// meta-DTD is not declared (`-A`).
    MetaDtdEntityUndeclared {
        /// The entity name as `ArcDTD` gives it.
        entity: String,
    },
    /// ISO/IEC 10744 A.3.4.2: the notation `ArcDataF` names is not declared in the
    /// meta-DTD (`-A`); it is taken as declared, with no attributes.
    ArcDataFormUndeclared {
        /// The notation name, folded.
        notation: String,
    },
    /// ISO/IEC 10744 A.3.4.2: an `ArcAuto` value other than `ArcAuto` and `nArcAuto`
    /// (`-A`); the default, `ArcAuto`, applies.
    ArcAutoInvalid {
        /// The value, folded.
        value: String,
    },
    /// ISO/IEC 10744 A.3.4.1: an `IS10744 ArcBase` processing instruction names an
    /// architecture the DTD declares no notation for (`-A`).
    ArcNotationUndeclared {
        /// The architecture's name, folded.
        name: String,
    },
    /// No system identifier for the meta-DTD of an architecture with no notation (`-A`).
    ArcMetaDtdUnidentified {
        /// The architecture's name, folded.
        name: String,
    },
    /// ISO/IEC 10744 A.3.4.2: the architecture's notation has no `ArcDTD` support
    /// attribute (`-A`): there is no meta-DTD.
    ArcDtdAttributeMissing,
    /// ISO/IEC 10744 A.3.4.2: the entity `ArcDTD` names is an internal entity (`-A`).
    MetaDtdEntityInternal {
        /// The entity's name.
        entity: String,
    },
    /// ISO/IEC 10744 A.3.4.2: an `ArcQuant` word that is not a quantity name (`-A`).
    ArcQuantityUnknown {
        /// The word, folded.
        name: String,
    },
    /// An `ArcQuant` quantity name with no value after it (`-A`).
    ArcQuantityNoValue {
        /// The quantity name, folded.
        name: String,
    },
    /// An `ArcQuant` value longer than eight digits: the first eight are taken (`-A`).
    ArcQuantityTooLong {
        /// The value.
        value: String,
    },
    /// A character that is not a digit in an `ArcQuant` value: the quantity is not
    /// changed (`-A`).
    ArcQuantityInvalidDigit {
        /// The character.
        digit: char,
    },
}

impl fmt::Display for FacadeDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FacadeDiagnostic::DoctypeOverridden { to, from: Some(from) } => write!(
                f,
                "document type overridden: validating against \"{to}\" instead of \"{from}\", as asked"
            ),
            FacadeDiagnostic::DoctypeOverridden { to, from: None } => write!(
                f,
                "the document has no document type declaration: validating against \"{to}\", as asked"
            ),
            FacadeDiagnostic::FallbackDoctype { name, public_id } => write!(
                f,
                "no DTD is known for document type {name}: validating against \"{public_id}\" instead"
            ),
            FacadeDiagnostic::IdentifiersDisagree { public_id, system_id } => write!(
                f,
                "the public identifier \"{public_id}\" and the system identifier \"{system_id}\" name different \
                 DTDs; the public identifier decides"
            ),
            FacadeDiagnostic::PublicIdCase { written, known } => write!(
                f,
                "public identifier \"{written}\" is unknown; public identifiers are case-sensitive: did you mean \
                 \"{known}\"?"
            ),
            FacadeDiagnostic::UnknownPublicId { written, used } => write!(
                f,
                "public identifier \"{written}\" is not one the catalogs know: validated against {used} instead, \
                 so the result is only tentative"
            ),
            FacadeDiagnostic::MetaCharsetContradicts { meta, used, source } => write!(
                f,
                "a META declaration says the encoding is \"{meta}\", but the document was read as {used} (from \
                 {source})"
            ),
            FacadeDiagnostic::RootNamespaceMissing { element, namespace } => write!(
                f,
                "the root element \"{element}\" does not declare its namespace: write \
                 xmlns=\"{namespace}\" on it, as this document type requires"
            ),
            FacadeDiagnostic::RootNamespaceWrong {
                element,
                written,
                namespace,
            } => write!(
                f,
                "the root element \"{element}\" declares the namespace \"{written}\", but this document \
                 type's is \"{namespace}\""
            ),
            FacadeDiagnostic::XmlDeclarationContradictsHttp { declared, http } => write!(
                f,
                "the XML declaration says the encoding is \"{declared}\", but the HTTP Content-Type says \
                 \"{http}\", which was used"
            ),
            FacadeDiagnostic::MediaTypeContradictsDoctype { media_type, mode } => write!(
                f,
                "the HTTP media type {media_type} and the DOCTYPE call for different parse modes; the \
                 document was read as {mode}, as the media type says"
            ),
            FacadeDiagnostic::NotText { offset } => write!(
                f,
                "the file does not look like text (a NUL or other control characters from byte {offset} on): \
                 not parsed"
            ),
            FacadeDiagnostic::InputTooLarge { len, max } => {
                write!(
                    f,
                    "the input is larger than the limit of {max} bytes (at least {len} bytes; the input size limit, \
                     option max_input_bytes or --max-input-bytes): not parsed"
                )
            }
            FacadeDiagnostic::MetaDtdEntityUndeclared { entity } => write!(
                f,
                "the DTD declares no entity \"{entity}\", which ArcDTD names as the architecture's meta-DTD"
            ),
            FacadeDiagnostic::ArcDataFormUndeclared { notation } => write!(
                f,
                "the meta-DTD declares no notation {notation}, which ArcDataF names as the architecture's data form"
            ),
            FacadeDiagnostic::ArcAutoInvalid { value } => {
                write!(f, "ArcAuto value {value} is neither ArcAuto nor nArcAuto")
            }
            FacadeDiagnostic::ArcNotationUndeclared { name } => {
                write!(f, "the DTD declares no notation for architecture {name}")
            }
            FacadeDiagnostic::ArcMetaDtdUnidentified { name } => {
                write!(
                    f,
                    "the meta-DTD of architecture {name} has no system identifier to be read by"
                )
            }
            FacadeDiagnostic::ArcDtdAttributeMissing => {
                f.write_str("the architecture's notation has no ArcDTD attribute naming its meta-DTD")
            }
            FacadeDiagnostic::ArcQuantityUnknown { name } => {
                write!(f, "ArcQuant names {name}, which is not a quantity")
            }
            FacadeDiagnostic::ArcQuantityNoValue { name } => {
                write!(f, "ArcQuant gives quantity {name} no value")
            }
            FacadeDiagnostic::ArcQuantityTooLong { value } => {
                write!(f, "ArcQuant value {value} is longer than eight digits")
            }
            FacadeDiagnostic::ArcQuantityInvalidDigit { digit } => {
                write!(f, "ArcQuant value has '{digit}', which is not a digit")
            }
            FacadeDiagnostic::MetaDtdEntityInternal { entity } => {
                write!(
                    f,
                    "entity \"{entity}\", which ArcDTD names as the meta-DTD, is not an external entity"
                )
            }
        }
    }
}

sgml_source::diagnostic_codes! {
    FacadeDiagnostic {
        DoctypeOverridden => "doctype-overridden",
        FallbackDoctype => "fallback-doctype",
        IdentifiersDisagree => "doctype-identifiers-disagree",
        PublicIdCase => "public-id-case",
        UnknownPublicId => "unknown-public-id",
        MetaCharsetContradicts => "meta-charset-contradicts",
        RootNamespaceMissing => "root-namespace-missing",
        RootNamespaceWrong => "root-namespace-wrong",
        XmlDeclarationContradictsHttp => "xml-declaration-contradicts-http",
        MediaTypeContradictsDoctype => "media-type-contradicts-doctype",
        NotText => "not-text",
        InputTooLarge => "input-too-large",
        MetaDtdEntityUndeclared => "meta-dtd-entity-undeclared",
        ArcDataFormUndeclared => "arc-data-form-undeclared",
        ArcAutoInvalid => "arc-auto-invalid",
        ArcNotationUndeclared => "arc-notation-undeclared",
        ArcMetaDtdUnidentified => "arc-meta-dtd-unidentified",
        ArcDtdAttributeMissing => "arc-dtd-attribute-missing",
        MetaDtdEntityInternal => "meta-dtd-entity-internal",
        ArcQuantityUnknown => "arc-quantity-unknown",
        ArcQuantityNoValue => "arc-quantity-no-value",
        ArcQuantityTooLong => "arc-quantity-too-long",
        ArcQuantityInvalidDigit => "arc-quantity-invalid-digit",
    }
}

impl DiagnosticKind for FacadeDiagnostic {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        match self {
            FacadeDiagnostic::InputTooLarge { .. }
            | FacadeDiagnostic::NotText { .. }
            | FacadeDiagnostic::RootNamespaceMissing { .. }
            | FacadeDiagnostic::RootNamespaceWrong { .. }
            | FacadeDiagnostic::MetaDtdEntityUndeclared { .. }
            | FacadeDiagnostic::ArcDataFormUndeclared { .. }
            | FacadeDiagnostic::ArcAutoInvalid { .. }
            | FacadeDiagnostic::ArcNotationUndeclared { .. }
            | FacadeDiagnostic::ArcMetaDtdUnidentified { .. }
            | FacadeDiagnostic::MetaDtdEntityInternal { .. }
            | FacadeDiagnostic::ArcQuantityUnknown { .. }
            | FacadeDiagnostic::ArcQuantityNoValue { .. }
            | FacadeDiagnostic::ArcQuantityTooLong { .. }
            | FacadeDiagnostic::ArcQuantityInvalidDigit { .. } => Severity::Error,
            _ => Severity::Warning,
        }
    }
}

/// Every message code, by the kind that gives it: the instance parser's, the DTD's, the
/// catalog's, content models', the SGML declaration's, the encoding's, the lexer's and the
/// facade's, each in its kind's declaration order. The codes are an interface (JSON
/// output, filters, [explanations](crate::explain)); a test holds them to a list.
pub fn every_code() -> [(&'static str, &'static [&'static str]); 8] {
    [
        ("parser", sgml_parser::ParserDiagnosticKind::CODES),
        ("dtd", sgml_dtd::parse::DtdDiagnosticKind::CODES),
        ("catalog", sgml_dtd::catalog::CatalogDiagnosticKind::CODES),
        ("content-model", sgml_dtd::content_model::ContentModelDiagnostic::CODES),
        ("declaration", sgml_decl::DeclDiagnostic::CODES),
        ("encoding", omittag_encoding::EncodingDiagnostic::CODES),
        ("lexer", sgml_lexer::LexerDiagnosticKind::CODES),
        ("facade", FacadeDiagnostic::CODES),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_listed_and_texts_name_what_they_are_about() {
        let kinds = [
            FacadeDiagnostic::DoctypeOverridden {
                to: "-//W3C//DTD HTML 4.01//EN".into(),
                from: None,
            },
            FacadeDiagnostic::FallbackDoctype {
                name: "TITLE".into(),
                public_id: "x".into(),
            },
            FacadeDiagnostic::IdentifiersDisagree {
                public_id: "p".into(),
                system_id: "s".into(),
            },
            FacadeDiagnostic::PublicIdCase {
                written: "-//w3c//dtd html 4.01//en".into(),
                known: "-//W3C//DTD HTML 4.01//EN",
            },
            FacadeDiagnostic::MetaCharsetContradicts {
                meta: "iso-8859-1".into(),
                used: "UTF-8",
                source: "http",
            },
            FacadeDiagnostic::InputTooLarge { len: 10, max: 5 },
            FacadeDiagnostic::UnknownPublicId {
                written: "-//W3C//DTD HTML 4.01 Trasitional//EN".into(),
                used: "the fallback DTD".into(),
            },
            FacadeDiagnostic::NotText { offset: 7 },
            FacadeDiagnostic::RootNamespaceMissing {
                element: "html",
                namespace: "http://www.w3.org/1999/xhtml",
            },
            FacadeDiagnostic::RootNamespaceWrong {
                element: "svg",
                written: "http://example.org/".into(),
                namespace: "http://www.w3.org/2000/svg",
            },
            FacadeDiagnostic::XmlDeclarationContradictsHttp {
                declared: "ISO-8859-1".into(),
                http: "utf-8".into(),
            },
            FacadeDiagnostic::MediaTypeContradictsDoctype {
                media_type: "application/xhtml+xml".into(),
                mode: "XML",
            },
            FacadeDiagnostic::MetaDtdEntityUndeclared { entity: "meta".into() },
            FacadeDiagnostic::ArcDataFormUndeclared {
                notation: "IMAGE".into(),
            },
            FacadeDiagnostic::ArcAutoInvalid { value: "MAYBE".into() },
            FacadeDiagnostic::ArcNotationUndeclared { name: "ZZ".into() },
            FacadeDiagnostic::ArcMetaDtdUnidentified { name: "ZZ".into() },
            FacadeDiagnostic::ArcDtdAttributeMissing,
            FacadeDiagnostic::MetaDtdEntityInternal { entity: "meta".into() },
            FacadeDiagnostic::ArcQuantityUnknown { name: "BOGUS".into() },
            FacadeDiagnostic::ArcQuantityNoValue { name: "NAMELEN".into() },
            FacadeDiagnostic::ArcQuantityTooLong {
                value: "123456789".into(),
            },
            FacadeDiagnostic::ArcQuantityInvalidDigit { digit: 'x' },
        ];
        for kind in &kinds {
            assert!(FacadeDiagnostic::CODES.contains(&kind.code()), "{kind:?}");
        }
        assert_eq!(kinds.len(), FacadeDiagnostic::CODES.len());
        assert!(kinds[3].to_string().contains("-//W3C//DTD HTML 4.01//EN"));
        assert_eq!(kinds[5].severity(), Severity::Error);
        assert_eq!(kinds[0].letter(), Some('W'));
        assert!(kinds[8].to_string().contains("xmlns=\"http://www.w3.org/1999/xhtml\""));
        assert_eq!(kinds[8].severity(), Severity::Error);
        assert_eq!(kinds[9].severity(), Severity::Error);
        assert!(kinds[10].to_string().contains("\"ISO-8859-1\""));
        assert_eq!(kinds[11].severity(), Severity::Warning);
        assert!(kinds[12].to_string().contains("\"meta\""));
        assert_eq!(kinds[12].severity(), Severity::Error);
    }

    #[test]
    fn message_lines_carry_the_letter_and_notes_none() {
        let message = Message {
            file: "f.html".into(),
            line: 3,
            column: 4,
            severity: Severity::Error,
            letter: Some('Q'),
            text: "too deep".into(),
            kind: FacadeDiagnostic::InputTooLarge { len: 10, max: 5 }.into(),
            offset: Some(40),
            hint: None,
        };
        assert_eq!(message.to_line("omittag"), "omittag:f.html:3:4:Q: too deep");
        let note = Message {
            letter: None,
            severity: Severity::Info,
            ..message.clone()
        };
        assert_eq!(note.to_line("omittag"), "omittag:f.html:3:4: too deep");
        let run = Message { line: 0, ..message };
        assert_eq!(run.to_line("omittag"), "omittag:Q: too deep");
    }
}
