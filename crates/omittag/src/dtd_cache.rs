//! The DTD a document is parsed with ([`SharedDtd`]), and the DTDs a
//! [`Validator`](crate::Validator) keeps from document to document ([`DoctypeCache`]).

use std::collections::HashMap;
use std::ops::Deref;
use std::path::PathBuf;
use std::sync::Arc;

use crate::ParseMode;

use sgml_dtd::catalog::{CatalogSet, StorageLocation};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::ParsedDoctype;

/// The DTD a document is parsed with: one loaded for it or kept from another document
/// (shared), or one made for it alone (implied, or none).
#[derive(Clone, Debug)]
pub struct SharedDtd(DtdInner);

#[derive(Clone, Debug)]
enum DtdInner {
    Parsed(Arc<ParsedDoctype>),
    Own(Arc<Dtd>),
}

impl SharedDtd {
    pub(crate) fn own(dtd: Dtd) -> SharedDtd {
        SharedDtd(DtdInner::Own(Arc::new(dtd)))
    }

    /// A DTD loaded for a DOCTYPE declaration, kept or to be kept for other documents.
    pub(crate) fn parsed(parsed: Arc<ParsedDoctype>) -> SharedDtd {
        SharedDtd(DtdInner::Parsed(parsed))
    }
}

impl Deref for SharedDtd {
    type Target = Dtd;

    fn deref(&self) -> &Dtd {
        match &self.0 {
            DtdInner::Parsed(parsed) => &parsed.dtd,
            DtdInner::Own(dtd) => dtd,
        }
    }
}

impl Default for SharedDtd {
    fn default() -> SharedDtd {
        SharedDtd::own(Dtd::default())
    }
}

/// DTDs kept from document to document (a [`Validator`](crate::Validator)'s), by the
/// text of the declaration that named them and the document's directory.
///
/// Only declarations of names and literals, with no internal subset and no comment, are
/// kept, since only those mean the same DTD wherever they are. The DTD's messages are
/// given again, at the same places, for every document using it.
#[derive(Debug, Default)]
pub(crate) struct DoctypeCache {
    pub(crate) doctypes: HashMap<(Option<PathBuf>, String), CachedDoctype>,
    /// The same DTDs by what they are: the document type name and where the catalogs
    /// put the external subset, for declarations spelt differently (another system
    /// identifier, other white space). Only DTDs with no message in the document are
    /// kept here, since the declaration they were read from is not this document's.
    pub(crate) by_subset: HashMap<(Option<PathBuf>, String, StorageLocation), Arc<ParsedDoctype>>,
    /// The DTDs of documents read under the SGML declaration for XML (XML mode), kept
    /// apart from those read under the validator's.
    pub(crate) xml: Option<Box<DoctypeCache>>,
    /// The DTDs of documents read under the declaration OpenSP implies.
    pub(crate) implied: Option<Box<DoctypeCache>>,
    /// The catalog set of the documents of each directory.
    pub(crate) catalogs: HashMap<(Option<PathBuf>, ParseMode), Arc<CatalogSet>>,
}

impl DoctypeCache {
    /// How many distinct DTDs are kept.
    pub(crate) fn distinct(&self) -> usize {
        let distinct: std::collections::HashSet<*const ParsedDoctype> =
            self.doctypes.values().map(|kept| Arc::as_ptr(&kept.parsed)).collect();
        distinct.len() + self.xml.as_ref().map_or(0, |xml| xml.distinct())
    }
}

/// A document type declaration as read for one document.
#[derive(Debug)]
pub(crate) struct CachedDoctype {
    pub(crate) parsed: Arc<ParsedDoctype>,
    /// Where its `<!` was in the text it was read from.
    pub(crate) start: u32,
}
