//! Parse and validate HTML 2.0, 3.2, 4.0 and 4.01 as ISO 8879 SGML, with the bundled DTDs.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
