//! The SGML element grammar: omitted tags, SHORTTAG, entities, validation, typed tree and ESIS.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
