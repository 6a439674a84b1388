//! SGML document type definitions and catalogs; content models compiled to automata.
//!
//! - [`catalog`]: SGML Open catalogs and the storages entities are read from: which file
//!   a public or system identifier names, resolved as OpenSP resolves it;
//! - [`content_model`]: model groups (ISO 8879 11.2.4) and their deterministic automata,
//!   with the facts omitted-tag inference needs per state;
//! - [`dtd`]: the DTD as a value: element types, attribute lists, entities, notations;
//! - [`parse`]: the DTD parser: declaration subsets with parameter entities and marked
//!   sections, the DOCTYPE declaration, external entities through the catalogs.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod catalog;
pub mod content_model;
pub mod dtd;
pub mod parse;
