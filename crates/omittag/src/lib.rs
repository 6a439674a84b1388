//! Parse and validate HTML 2.0, 3.2, 4.0 and 4.01 (and XHTML, and SGML documents with their
//! own DTDs) as ISO 8879 SGML, with the bundled DTDs, the way the W3C Markup Validator's
//! onsgmls does.
//!
//! - [`validate`] a document: its [`Report`] (messages with positions, the DOCTYPE, the
//!   encoding and where it came from);
//! - [`parse`] it: its typed [`tree`] ([`Parsed`]), with the report;
//! - [`esis`]: onsgmls's ESIS of it, streamed to a writer;
//! - its [`events`]: pulled one by one by the caller from a [`Reader`] (no thread: the
//!   parser advances on each `next`), or pushed to a sink ([`Validator::with_sink`]);
//! - a [`Validator`] does all of these for many documents, keeping the DTDs it loads,
//!   from any number of threads;
//! - a [`Document`] is what they read: bytes, the name messages give them, the path they
//!   came from;
//! - [`Options`]: one plain struct of catalogs, encoding hints, DOCTYPE override, file
//!   access, limits and warning switches, with two profiles: [`Options::w3c`] (the
//!   default) and [`Options::onsgmls`];
//! - a [`Message`] is a value: its typed [`kind`](Message::kind), the stable
//!   [`code`](Message::code) derived from it, `Display` as `file:line:col: severity:
//!   text`, and [`render`](Message::render) for the source line with a caret;
//!
//! ```
//! use omittag::tree::{AttributeStatus, TypedValue};
//! use omittag::{Document, Options, OwnedEvent};
//!
//! let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
//! <title>Hello</title>
//! <table><tr><td colspan=2>One<p>Two</table>
//! <tabel>"#;
//! let mut options = Options::default();
//! // As a web server would say, else the document's META, else a fallback with a warning.
//! options.encoding.http_content_type = Some("text/html; charset=utf-8".into());
//!
//! // The report: messages with their place and stable code.
//! let report = omittag::validate(page, &options);
//! assert!(!report.is_valid());
//! let error = &report.messages[0];
//! assert_eq!((error.line, error.column, error.code()), (4, 6, "element-undefined"));
//! assert_eq!(error.to_string(), "input:4:7: error: the DTD declares no element type TABEL");
//! // The source line, with a caret under the place.
//! assert_eq!(error.render(std::str::from_utf8(page)?), "<tabel>\n      ^");
//! assert_eq!(report.doctype.as_ref().unwrap().to_string(), "HTML 4.01 Transitional");
//! assert_eq!(report.encoding.as_ref().unwrap().to_string(), "UTF-8 (from HTTP)");
//!
//! // The tree: which tags the DTD implied, and how each attribute got its value.
//! let parsed = omittag::parse(Document::new(page).named("hello.html"), &options);
//! let html = parsed.tree.root_element().unwrap();
//! assert!(html.is_start_implied() && html.has_name("HTML"));
//! let td = html.descendants().find(|n| n.has_name("TD")).unwrap();
//! assert!(td.is_end_implied());
//! let colspan = td.attribute("COLSPAN").unwrap();
//! assert_eq!(colspan.status(), AttributeStatus::Specified);
//! assert!(matches!(colspan.typed(), TypedValue::Number(n) if n.value() == Some(2)));
//! let rowspan = td.attribute("ROWSPAN").unwrap();
//! assert_eq!((rowspan.value(), rowspan.status()), (Some("1"), AttributeStatus::Defaulted));
//!
//! // The events, pulled one at a time: no thread, the parser advances on `next`.
//! let reader = omittag::Reader::new(page, &options);
//! let mut implied = Vec::new();
//! for event in reader.events() {
//!     if let OwnedEvent::StartElement { name, implied: true, .. } = event {
//!         implied.push(name);
//!     }
//! }
//! assert_eq!(implied, ["HTML", "HEAD", "BODY", "TBODY"]);
//! assert_eq!(reader.finish().errors(), 1);
//! # Ok::<(), std::str::Utf8Error>(())
//! ```
//!
//! Modules: [`options`] (the options and the inner phases' options), [`tree`],
//! [`events`], [`message`] (messages and their kinds), [`explain`] (what each code
//! means), [`bundled`] (the embedded DTDs, entity sets, catalog and SGML declarations);
//! and the phases themselves, for what the facade does not wrap: [`decl`] (the SGML
//! declaration), [`dtd`] (DTDs and catalogs), [`encoding`], [`parser`] (the instance
//! parser), [`lexer`], [`source`] (spans, lines and severities).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::io::{self, Write};

mod architecture;
pub mod bundled;
pub mod characters;
mod declaration;
mod doctype;
mod document;
mod dtd_cache;
mod entity_loading;
mod esis_output;
pub mod events;
pub mod excerpt;
pub mod explain;
mod implied_doctype;
mod instance;
pub mod message;
mod message_conversion;
mod message_stream;
pub mod options;
pub mod parse_mode;
mod prepare;
mod prepared;
mod prolog;
mod report;
#[cfg(feature = "serde")]
pub mod serialize;
mod subdocument;
pub mod suggest;
pub mod tree;
mod validator;
mod validator_xml;
mod w3c_policy;
mod windows;

pub use document::{Document, DocumentName, INPUT_NAME};
pub use dtd_cache::SharedDtd;
pub use events::{OwnedEvent, Reader};
pub use message::{FacadeDiagnostic, Message};
pub use options::Options;
pub use options::Windows;
pub use parse_mode::ParseMode;
pub use report::{DoctypeInfo, EncodingInfo, Parsed, Report};
pub use validator::Validator;

/// Finding and decoding a document's character encoding (HTML 4.01 §5.2).
pub use omittag_encoding as encoding;
/// The SGML declaration (ISO 8879 clause 13): its model and its parser.
pub use sgml_decl as decl;
/// DTDs (markup declarations, clause 11), content models and catalogs.
pub use sgml_dtd as dtd;
/// The lexer: the delimiters and recognition modes of clause 9.
pub use sgml_lexer as lexer;
/// The instance parser: events, the typed tree, ESIS.
pub use sgml_parser as parser;
/// Spans, line indexes, severities and the diagnostic trait every phase shares.
pub use sgml_source as source;
pub use sgml_source::Severity;

/// Validate one document: its messages, DOCTYPE and encoding. Never panics, whatever
/// the bytes. For many documents, a [`Validator`] keeps the DTDs it loads.
pub fn validate<'b, 'a>(document: impl Into<Document<'b, 'a>>, options: &Options) -> Report {
    Validator::without_cache(options.clone()).validate(document)
}

/// Parse one document into its typed tree, with its report. Never panics, whatever the
/// bytes.
pub fn parse<'b, 'a>(document: impl Into<Document<'b, 'a>>, options: &Options) -> Parsed<'b> {
    Validator::without_cache(options.clone()).parse(document)
}

/// Write one document's ESIS to `out` as it is parsed, as onsgmls prints it with the
/// options' [`esis`](Options::esis) output options; returns the report, or the first
/// error of `out` (writing to a `Vec<u8>` cannot fail). The one ESIS entry point; a
/// [`Validator`] does the same keeping DTDs, and reads large files in windows.
///
/// ```
/// use omittag::{Document, Options};
///
/// let page = b"<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\"><title>x</title><p>y";
/// let mut esis = Vec::new();
/// let report = omittag::esis(Document::new(page).named("a"), &Options::onsgmls(), &mut esis).unwrap();
/// assert!(report.is_valid());
/// assert!(esis.ends_with(b")HTML\nC\n"));
/// ```
pub fn esis<'b, 'a, W: Write>(document: impl Into<Document<'b, 'a>>, options: &Options, out: W) -> io::Result<Report> {
    Validator::without_cache(options.clone()).esis(document, out)
}
