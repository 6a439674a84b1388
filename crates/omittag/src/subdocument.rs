//! Reading a subdocument entity (SUBDOC, ISO 8879 10.5.5) as a document of its own: the
//! whole pipeline run again on its file, with the options the entity loader made for it
//! (the documents open around it, its document's SGML declaration), giving its ESIS and
//! its messages.

use std::path::Path;

use crate::document::Document;
use crate::message::Message;
use crate::options::Options;
use crate::validator::Validator;

/// The ESIS of the subdocument `bytes` (named `name` in messages, read from `path`)
/// without its final `C` line (conformance is its document's), and its messages.
pub(crate) fn read(options: Options, bytes: &[u8], name: &str, path: &Path) -> Result<(Vec<u8>, Vec<Message>), String> {
    let document = Document::new(bytes).named(name).at(Some(path));
    let mut esis = Vec::new();
    let report = Validator::without_cache(options)
        .esis(document, &mut esis)
        .map_err(|error| error.to_string())?;
    if esis.ends_with(b"C\n") && (esis.len() == 2 || esis[esis.len() - 3] == b'\n') {
        esis.truncate(esis.len() - 2);
    }
    Ok((esis, report.messages))
}
