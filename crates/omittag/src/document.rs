//! One document to ESIS in memory: [`esis`], as the conformance suite and small tools
//! want it. [`Validator::esis`](crate::Validator::esis) streams it to any writer instead.

use std::path::Path;

use crate::message::Message;
use crate::options::Options;
use crate::validator::Validator;

/// The ESIS of a document and the messages about it.
#[derive(Clone, Debug, Default)]
pub struct EsisResult {
    /// The ESIS, in onsgmls's format.
    pub esis: Vec<u8>,
    /// Every message, in the order found.
    pub messages: Vec<Message>,
}

impl EsisResult {
    /// Whether the document is valid: no error.
    pub fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == sgml_source::Severity::Error)
    }
}

/// Parse one document (its bytes, its name for messages, and the path it was read from)
/// and write its ESIS into memory, loading its DTD anew.
///
/// ```
/// use omittag::Options;
/// use omittag::document::esis;
///
/// let page = b"<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\"><title>x</title><p>y";
/// let result = esis(page, "a", None, &Options::onsgmls());
/// assert!(result.is_valid());
/// assert!(result.esis.ends_with(b")HTML\nC\n"));
/// ```
pub fn esis(bytes: &[u8], name: &str, path: Option<&Path>, options: &Options) -> EsisResult {
    let validator = Validator::without_cache(options.clone());
    let mut esis = Vec::new();
    // Writing to a Vec cannot fail.
    let report = validator.esis(bytes, name, path, &mut esis).unwrap_or_default();
    EsisResult {
        esis,
        messages: report.messages,
    }
}
