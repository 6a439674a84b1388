//! Parse and validate HTML 2.0, 3.2, 4.0 and 4.01 as ISO 8879 SGML, with the bundled DTDs,
//! the way the W3C Markup Validator's onsgmls does.
//!
//! - [`validate`] a document: its [`Report`] (messages with positions, the DOCTYPE, the
//!   encoding and where it came from);
//! - [`parse`] it: its typed tree ([`Parsed`]), with the report;
//! - [`esis`]: onsgmls's ESIS of it, streamed to a writer;
//! - [`events()`]: its events as an iterator, parsed on a thread of its own;
//! - a [`Validator`] does all three for many documents, keeping the DTDs it loads, from
//!   any number of threads;
//! - [`Options`]: one plain struct of catalogs, encoding hints, DOCTYPE override, file
//!   access, limits and warning switches.
//!
//! ```
//! let page = br#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
//! <title>Hello</title>
//! <p>One<p>Two
//! <tabel>"#;
//! let mut options = omittag::Options::default();
//! // As a web server would say, else the document's META, else a fallback with a warning.
//! options.encoding.http_content_type = Some("text/html; charset=utf-8".into());
//! let report = omittag::validate(page, &options);
//! assert!(!report.is_valid());
//! let error = &report.messages[0];
//! assert_eq!((error.line, error.column, error.code), (4, 6, "element-undefined"));
//! assert_eq!(report.doctype.unwrap().to_string(), "HTML 4.01 Transitional");
//! assert_eq!(report.encoding.unwrap().to_string(), "UTF-8 (from HTTP)");
//! ```
//!
//! Modules: [`bundled`] (the embedded DTDs, entity sets, catalog and SGML declarations),
//! [`document`] (ESIS into memory), [`tree`] (how trees are made), [`message`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::io::{self, Write};

pub mod bundled;
pub mod document;
pub mod events;
pub mod explain;
pub mod message;
mod message_stream;
mod options;
pub mod parse_mode;
mod pipeline;
mod report;
#[cfg(feature = "serde")]
pub mod serialize;
pub mod suggest;
pub mod tree;
mod validator;
mod windows;

pub use events::{Events, OwnedEvent, events};
pub use message::{FacadeDiagnostic, Message};
pub use options::Options;
pub use parse_mode::ParseMode;
pub use pipeline::SharedDtd;
pub use report::{DoctypeInfo, EncodingInfo, Parsed, Report};
pub use validator::Validator;
pub use windows::Windows;

/// The name messages give a document read by [`parse`], [`validate`] or [`esis`].
pub const INPUT_NAME: &str = "input";

/// Validate one document: its messages, DOCTYPE and encoding. Never panics, whatever
/// the bytes. For many documents, a [`Validator`] keeps the DTDs it loads.
pub fn validate(bytes: &[u8], options: &Options) -> Report {
    Validator::without_cache(options.clone()).validate(bytes, INPUT_NAME, None)
}

/// Parse one document into its typed tree, with its report. Never panics, whatever the
/// bytes.
pub fn parse<'b>(bytes: &'b [u8], options: &Options) -> Parsed<'b> {
    Validator::without_cache(options.clone()).parse(bytes, INPUT_NAME, None)
}

/// Write one document's ESIS to `out` as it is parsed, as onsgmls prints it with the
/// options' [`esis`](Options::esis) output options; returns the report.
pub fn esis<W: Write>(bytes: &[u8], options: &Options, out: W) -> io::Result<Report> {
    Validator::without_cache(options.clone()).esis(bytes, INPUT_NAME, None, out)
}
