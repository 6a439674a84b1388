//! The SGML element grammar: omitted tags, SHORTTAG, entities, validation, a typed tree
//! and the ESIS that OpenSP's `onsgmls` prints.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod esis;
