//! SGML document type definitions and catalogs; content models compiled to automata.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
