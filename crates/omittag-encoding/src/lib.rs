//! Character encodings for omittag: from the bytes of an HTML document to the characters
//! SGML reads, as HTML 4.01 §5.2 and the charset registrations say.
//!
//! Two steps, each usable alone:
//!
//! 1. [`detect`] finds the encoding and where it was found ([`Source`]), in HTML 4.01
//!    §5.2.2's order of priority: an encoding the caller forces, the HTTP `Content-Type`
//!    `charset`, a byte order mark, a `META` charset declaration (found by a bounded
//!    [prescan](meta_charset)), the caller's default, and at last a reported fallback
//!    (UTF-8 when the bytes are valid UTF-8, else windows-1252). The UTF-16 labels follow
//!    RFC 2781 and Microsoft's `unicode`/`unicodeFFFE`; UTF-1, UTF-32 and UTF-7 are refused.
//! 2. [`decode_with`] decodes with `encoding_rs` (or, for ISO-8859-1 and its ISO
//!    relatives, with the ISO meaning `onsgmls` uses: see [`Encoding`]). Valid UTF-8 is
//!    borrowed, not copied. Bytes that are not a character are an error at their byte
//!    position and read as U+FFFD. An [`OffsetMap`] turns text offsets back into byte
//!    offsets.
//!
//! [`decode`] does both. Findings are data: [`EncodingDiagnostic`] kinds with byte spans.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod bom;
mod content_type;
mod decode;
mod detect;
mod diagnostic;
mod encoding;
mod label;
mod offsets;
mod prescan;
mod utf8;
mod xml_declaration;

pub use content_type::{HttpCharset, http_charset};
pub use decode::{Decoded, decode, decode_with};
pub use detect::{Detection, Fallback, MAX_INPUT_LEN, Options, Refused, detect, utf16_xml_declaration};
pub use diagnostic::{ByteSeq, EncodingDiagnostic, Source};
pub use encoding::Encoding;
pub use label::Refusal;
pub use offsets::OffsetMap;
pub use prescan::{DEFAULT_PRESCAN_LIMIT, MetaCharset, meta_charset};
pub use xml_declaration::xml_declaration_encoding;

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
