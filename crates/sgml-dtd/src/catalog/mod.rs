//! SGML Open catalogs (OASIS Technical Resolution 9401:1997), read and consulted the way
//! OpenSP does, since the W3C validator's results rest on its resolution: which DTD a
//! document gets when its public and system identifiers disagree, which SGML
//! declaration applies, where entity sets are.
//!
//! - [`ParsedCatalog`]: one catalog's entries ([`CatalogEntry`]) and syntax diagnostics;
//! - [`CatalogSet`]: catalogs read in order and consulted as one; [`CatalogSet::resolve`]
//!   turns an external identifier into a [`StorageLocation`];
//! - [`Storage`]: where catalogs and entities are read from: [`FileStorage`],
//!   [`MemoryStorage`] (the bundled files), or a [`StorageStack`] of both. Nothing is
//!   ever fetched from the network;
//! - [`FileAccess`]: which files a document's own system identifiers may name (by
//!   default none: only what the catalogs locate), checked by [`FileAccess::permit`].
//!
//! ```
//! use std::sync::Arc;
//! use sgml_dtd::catalog::{CatalogSet, MemoryStorage, ParsedCatalog, StorageLocation};
//!
//! let mut files = MemoryStorage::new();
//! files.insert("dtd/strict.dtd", &b"<!ELEMENT HTML - - ANY>"[..]);
//! let text: Arc<str> = Arc::from("PUBLIC \"-//W3C//DTD HTML 4.01//EN\" strict.dtd");
//! let mut catalogs = CatalogSet::new();
//! let location = StorageLocation::Memory("dtd/catalog".into());
//! catalogs.add_parsed(&files, location, text.clone(), &ParsedCatalog::parse(&text));
//! let found = catalogs.lookup_public(&files, "-//W3C//DTD HTML 4.01//EN").result.unwrap();
//! assert_eq!(found.location, StorageLocation::Memory("dtd/strict.dtd".into()));
//! ```

mod access;
mod diagnostic;
mod parse;
mod set;
mod storage;

pub use access::{AccessRefused, FileAccess, RefusalReason};
pub use diagnostic::{CatalogDiagnostic, CatalogDiagnosticKind};
pub use parse::{CatalogEntry, EntryAt, NameKind, ParsedCatalog, normalize_public_id};
pub use set::{CatalogFile, CatalogSet, EntityKind, ExternalEntity, Resolution, ResolveError, Resolved, ResolvedBy};
pub use storage::{
    FileStorage, MemoryStorage, Storage, StorageKind, StorageLocation, StorageStack, decode_bytes_as_characters,
    decode_text, open_regular_file, read_regular_file,
};
