//! Parse and validate HTML 2.0, 3.2, 4.0 and 4.01 as ISO 8879 SGML, with the bundled DTDs.
//!
//! - [`bundled`]: the DTDs, entity sets, catalog and SGML declarations embedded in the
//!   program, and the catalog set that puts the user's catalogs before them;
//! - [`document`]: one document from bytes to ESIS and messages;
//! - [`check`]: documents checked with no output but messages, DTDs kept for the next ones;
//! - [`tree`]: one document from bytes to a typed tree and messages.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bundled;
pub mod check;
pub mod document;
pub mod explain;
pub mod suggest;
pub mod tree;
