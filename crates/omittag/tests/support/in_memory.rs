//! One document's ESIS into memory, with its messages, as the tests compare them: a
//! shorthand for [`omittag::esis`] writing into a `Vec`.

use std::path::Path;

use omittag::{Document, Message, Options};

/// The ESIS of a document and the messages about it.
#[derive(Clone, Debug, Default)]
#[allow(dead_code)] // each test reads what it compares
pub(crate) struct EsisResult {
    /// The ESIS, in onsgmls's format.
    pub(crate) esis: Vec<u8>,
    /// Every message, in the order found.
    pub(crate) messages: Vec<Message>,
}

impl EsisResult {
    /// Whether the document is valid: no error.
    #[allow(dead_code)]
    pub(crate) fn is_valid(&self) -> bool {
        !self.messages.iter().any(|m| m.severity == omittag::Severity::Error)
    }
}

/// The ESIS of `bytes` (named `name`, read from `path`), its DTD loaded anew.
pub(crate) fn esis(bytes: &[u8], name: &str, path: Option<&Path>, options: &Options) -> EsisResult {
    let mut esis = Vec::new();
    let document = Document::new(bytes).named(name).at(path);
    // Writing to a Vec cannot fail.
    let report = omittag::esis(document, options, &mut esis).expect("writing to memory");
    EsisResult {
        esis,
        messages: report.messages,
    }
}
