//! The SGML declaration (ISO 8879 clause 13 and the Web SGML forms of Annex K): parser,
//! model and the character classes, delimiters, quantities and features that the later
//! phases read from it.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod char_class;

pub use char_class::{CharClass, CharClasses};
