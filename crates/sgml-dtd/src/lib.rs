//! SGML document type definitions and catalogs; content models compiled to automata.
//!
//! - [`content_model`]: model groups (ISO 8879 11.2.4) and their deterministic automata,
//!   with the facts omitted-tag inference needs per state.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod content_model;
