//! [`Document`]: one document to read, as the entry points take it: its bytes, the name
//! messages give it, and the path it was read from (where its catalog and relative
//! system identifiers are looked for).

use std::path::Path;

/// The name messages give a document that was given no other
/// ([`Document::new`]).
pub const INPUT_NAME: &str = "input";

/// One document to read: its bytes (`'b`), its name in messages and the path it was read
/// from (`'a`: the tree of a parsed document borrows its bytes only).
///
/// ```
/// use omittag::{Document, Options, Validator};
///
/// let bytes = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>x</title><p>y";
/// let document = Document::new(bytes).named("page.html");
/// let report = Validator::new(Options::default()).validate(&document);
/// assert!(report.is_valid());
/// assert_eq!(report.name, "page.html");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Document<'b, 'a> {
    /// The document's bytes, in whatever encoding it is in.
    pub bytes: &'b [u8],
    /// The name messages give it: its file name, its URL. Default: [`INPUT_NAME`].
    pub name: &'a str,
    /// The file it was read from, if any: a relative system identifier in it and the
    /// `catalog` beside it are looked for in its directory (when the options let files
    /// be read). Default: none.
    pub path: Option<&'a Path>,
}

impl<'b, 'a> Document<'b, 'a> {
    /// A document of these bytes, named [`INPUT_NAME`], read from no file.
    pub fn new(bytes: &'b [u8]) -> Document<'b, 'a> {
        Document {
            bytes,
            name: INPUT_NAME,
            path: None,
        }
    }

    /// This document, with the name messages give it.
    pub fn named<'n>(self, name: &'n str) -> Document<'b, 'n>
    where
        'a: 'n,
    {
        Document { name, ..self }
    }

    /// This document, read from the file `path` (`None`: from no file).
    pub fn at<'n>(self, path: Option<&'n Path>) -> Document<'b, 'n>
    where
        'a: 'n,
    {
        Document { path, ..self }
    }
}

impl<'b> From<&'b [u8]> for Document<'b, 'static> {
    fn from(bytes: &'b [u8]) -> Document<'b, 'static> {
        Document::new(bytes)
    }
}

impl<'b, const N: usize> From<&'b [u8; N]> for Document<'b, 'static> {
    fn from(bytes: &'b [u8; N]) -> Document<'b, 'static> {
        Document::new(bytes)
    }
}

impl<'b> From<&'b Vec<u8>> for Document<'b, 'static> {
    fn from(bytes: &'b Vec<u8>) -> Document<'b, 'static> {
        Document::new(bytes)
    }
}

impl<'b> From<&'b str> for Document<'b, 'static> {
    fn from(text: &'b str) -> Document<'b, 'static> {
        Document::new(text.as_bytes())
    }
}

impl<'b, 'a> From<&Document<'b, 'a>> for Document<'b, 'a> {
    fn from(document: &Document<'b, 'a>) -> Document<'b, 'a> {
        *document
    }
}

/// What a document read from a reader is called
/// ([`Validator::validate_read`](crate::Validator::validate_read),
/// [`Validator::esis_read`](crate::Validator::esis_read)): its name in messages and the
/// path it was read from, as in a [`Document`].
#[derive(Clone, Copy, Debug)]
pub struct DocumentName<'a> {
    /// The name messages give it. Default: [`INPUT_NAME`].
    pub name: &'a str,
    /// The file it was read from, if any (see [`Document::path`]).
    pub path: Option<&'a Path>,
}

impl<'a> DocumentName<'a> {
    /// A document called `name`, read from no file.
    pub fn new(name: &'a str) -> DocumentName<'a> {
        DocumentName { name, path: None }
    }

    /// This name, for a document read from the file `path` (`None`: from no file).
    pub fn at(self, path: Option<&'a Path>) -> DocumentName<'a> {
        DocumentName { path, ..self }
    }
}

impl Default for DocumentName<'_> {
    fn default() -> Self {
        DocumentName::new(INPUT_NAME)
    }
}

impl<'a> From<&'a str> for DocumentName<'a> {
    fn from(name: &'a str) -> DocumentName<'a> {
        DocumentName::new(name)
    }
}

impl<'a> From<&'a String> for DocumentName<'a> {
    fn from(name: &'a String) -> DocumentName<'a> {
        DocumentName::new(name)
    }
}
