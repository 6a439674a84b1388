//! SGML tokenizer on logos: delimiters by recognition mode, references, record boundaries.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
