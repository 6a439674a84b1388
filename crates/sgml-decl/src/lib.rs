//! The SGML declaration (ISO 8879 clause 13 and Annex K): parser, model and character classes.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
