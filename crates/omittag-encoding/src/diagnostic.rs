//! What detection and decoding report: [`EncodingDiagnostic`], and the [`Source`] an
//! encoding was taken from.

use std::fmt;

use sgml_source::{DiagnosticKind, Severity};

use crate::Encoding;
use crate::label::Refusal;

/// Where the encoding of a document was found, in HTML 4.01 §5.2.2's order of priority
/// (with the caller's override first and the fallback last).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Source {
    /// Forced by the caller (`--encoding`), above everything else.
    Override,
    /// The `charset` parameter of the HTTP `Content-Type` header.
    Http,
    /// A byte order mark at the start of the bytes.
    Bom,
    /// The `encoding` of the XML declaration of a document read as XML.
    XmlDeclaration,
    /// A `META` element's `http-equiv="Content-Type"` content, or its `charset` attribute.
    Meta,
    /// The caller's default, used when the document says nothing.
    Default,
    /// Nothing said anything: the configured fallback.
    Fallback,
}

impl Source {
    /// A stable lower-case name: `override`, `http`, `bom`, `xml-declaration`, `meta`,
    /// `default`, `fallback`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Source::Override => "override",
            Source::Http => "http",
            Source::Bom => "bom",
            Source::XmlDeclaration => "xml-declaration",
            Source::Meta => "meta",
            Source::Default => "default",
            Source::Fallback => "fallback",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Source::Override => "the encoding forced by the caller",
            Source::Http => "the HTTP Content-Type charset",
            Source::Bom => "the byte order mark",
            Source::XmlDeclaration => "the XML declaration's encoding",
            Source::Meta => "the META charset declaration",
            Source::Default => "the caller's default encoding",
            Source::Fallback => "the fallback encoding",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A few bytes, shown in hexadecimal (`0x82 0x20`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ByteSeq {
    bytes: [u8; 6],
    len: u8,
}

impl ByteSeq {
    /// The first six bytes of `bytes` at most.
    pub fn new(bytes: &[u8]) -> ByteSeq {
        let len = bytes.len().min(6);
        let mut seq = ByteSeq {
            bytes: [0; 6],
            len: len as u8,
        };
        seq.bytes[..len].copy_from_slice(&bytes[..len]);
        seq
    }

    /// The bytes.
    pub fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
}

impl fmt::Display for ByteSeq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, byte) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "0x{byte:02X}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for ByteSeq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

/// What finding and decoding the character encoding can report. Spans are byte offsets
/// into the document's bytes, as they were given (byte order mark included).
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum EncodingDiagnostic {
    /// A charset label names no encoding omittag knows; the source is ignored (an error
    /// when the caller forced it).
    UnknownLabel {
        /// The label as written.
        label: String,
        /// Where it came from.
        source: Source,
    },
    /// A label matched a registered name only once punctuation was ignored (`ShiftJIS`).
    LooseLabel {
        /// The label as written.
        label: String,
        /// What it was taken to mean.
        encoding: Encoding,
        /// Where it came from.
        source: Source,
    },
    /// An encoding omittag refuses to read: UTF-1, UTF-32, UTF-7, or one WHATWG replaces.
    Refused {
        /// The label, or `None` for a UTF-32 byte order mark.
        label: Option<String>,
        /// Which kind of refusal.
        refusal: Refusal,
        /// Where it came from.
        source: Source,
    },
    /// The HTTP `Content-Type` value could not be read (an unterminated quoted string, a
    /// `charset` parameter without a value).
    MalformedContentType {
        /// The header value.
        value: String,
    },
    /// A byte order mark contradicts a label; the byte order mark wins.
    BomOverridesLabel {
        /// The label.
        label: String,
        /// Where the label came from.
        source: Source,
        /// What the byte order mark says.
        bom: Encoding,
    },
    /// A UTF-16 byte order mark of the other byte order than the label states: the
    /// bytes are swapped, and are read in the mark's order.
    ReversedByteOrderMark {
        /// The label.
        label: String,
        /// The order the label states.
        stated: Encoding,
        /// The order the mark gives.
        bom: Encoding,
    },
    /// The caller forced an encoding that a byte order mark contradicts; the caller wins
    /// and the mark is read as characters.
    OverrideContradictsBom {
        /// The forced label.
        label: String,
        /// What the byte order mark says.
        bom: Encoding,
    },
    /// The HTTP charset names another encoding than the byte order mark the document
    /// starts with; the HTTP charset decides, as in the W3C validator (HTML 4.01 5.2.2
    /// puts HTTP first), and the mark is read as characters.
    HttpContradictsBom {
        /// The HTTP charset.
        label: String,
        /// What the byte order mark says.
        bom: Encoding,
    },
    /// The HTTP media type is `text/xml` (or `text/*+xml`) with no charset parameter:
    /// such a document is US-ASCII (RFC 3023 §3.1), whatever its XML declaration says,
    /// and the W3C validator read it so, with a warning.
    XmlTextWithoutCharset {
        /// The media type.
        media_type: String,
    },
    /// A label that expects a byte order mark (`unicode`) came without one.
    MissingByteOrderMark {
        /// The label.
        label: String,
        /// The byte order assumed.
        assumed: Encoding,
    },
    /// A UTF-16 label on bytes that are plainly ASCII-compatible (no NUL among them): the
    /// label cannot be right, and the bytes are read as UTF-8.
    Utf16LabelOnAsciiBytes {
        /// The label.
        label: String,
        /// Where it came from.
        source: Source,
    },
    /// Neither the caller nor the document says which encoding it is in.
    NoEncodingInformation {
        /// The encoding used in its place.
        chosen: Encoding,
    },
    /// Nothing says which encoding the document is in, but its first bytes are ASCII
    /// characters with NUL bytes between them: UTF-16 without a byte order mark, which
    /// only a label can make readable.
    LooksLikeUtf16 {
        /// The byte order the NUL bytes suggest.
        guess: Encoding,
    },
    /// Bytes that are not a character in the encoding: each such sequence reads as one
    /// U+FFFD REPLACEMENT CHARACTER, and reading goes on.
    InvalidBytes {
        /// The encoding.
        encoding: Encoding,
        /// The bytes (the first six, when longer).
        bytes: ByteSeq,
    },
    /// More invalid byte sequences than are reported one by one.
    MoreInvalidBytes {
        /// The encoding.
        encoding: Encoding,
        /// How many were not reported on their own.
        count: usize,
    },
    /// Bytes from 0x80 up in a document declared US-ASCII; read as ISO-8859-1 characters,
    /// as `onsgmls` reads them.
    NonAsciiBytes {
        /// How many such bytes there are (the span is the first).
        count: usize,
    },
    /// A document too large to be addressed by 32-bit offsets once decoded.
    InputTooLarge {
        /// Its length in bytes.
        len: usize,
    },
}

sgml_source::diagnostic_codes! {
    EncodingDiagnostic {
        UnknownLabel => "unknown-charset-label",
        LooseLabel => "loose-charset-label",
        Refused => "encoding-refused",
        MalformedContentType => "malformed-content-type",
        BomOverridesLabel => "bom-overrides-label",
        ReversedByteOrderMark => "reversed-byte-order-mark",
        OverrideContradictsBom => "override-contradicts-bom",
        HttpContradictsBom => "http-contradicts-bom",
        XmlTextWithoutCharset => "xml-text-without-charset",
        MissingByteOrderMark => "missing-byte-order-mark",
        Utf16LabelOnAsciiBytes => "utf16-label-on-ascii-bytes",
        NoEncodingInformation => "no-encoding-information",
        LooksLikeUtf16 => "looks-like-utf16",
        InvalidBytes => "invalid-bytes",
        MoreInvalidBytes => "more-invalid-bytes",
        NonAsciiBytes => "non-ascii-bytes",
        InputTooLarge => "input-too-large",
    }
}

impl DiagnosticKind for EncodingDiagnostic {
    fn code(&self) -> &'static str {
        self.code()
    }

    fn severity(&self) -> Severity {
        match self {
            EncodingDiagnostic::UnknownLabel {
                source: Source::Override,
                ..
            }
            | EncodingDiagnostic::Refused { .. }
            | EncodingDiagnostic::InvalidBytes { .. }
            | EncodingDiagnostic::MoreInvalidBytes { .. }
            | EncodingDiagnostic::InputTooLarge { .. } => Severity::Error,
            EncodingDiagnostic::UnknownLabel { .. }
            | EncodingDiagnostic::LooseLabel { .. }
            | EncodingDiagnostic::MalformedContentType { .. }
            | EncodingDiagnostic::BomOverridesLabel { .. }
            | EncodingDiagnostic::ReversedByteOrderMark { .. }
            | EncodingDiagnostic::OverrideContradictsBom { .. }
            | EncodingDiagnostic::HttpContradictsBom { .. }
            | EncodingDiagnostic::XmlTextWithoutCharset { .. }
            | EncodingDiagnostic::MissingByteOrderMark { .. }
            | EncodingDiagnostic::Utf16LabelOnAsciiBytes { .. }
            | EncodingDiagnostic::NoEncodingInformation { .. }
            | EncodingDiagnostic::LooksLikeUtf16 { .. }
            | EncodingDiagnostic::NonAsciiBytes { .. } => Severity::Warning,
        }
    }
}

impl fmt::Display for EncodingDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodingDiagnostic::UnknownLabel {
                label,
                source: Source::Override,
            } => write!(
                f,
                "cannot read the document as {label:?}: no such character encoding is known"
            ),
            EncodingDiagnostic::UnknownLabel { label, source } => write!(
                f,
                "{} names {label:?}, which is not a known character encoding; it is ignored",
                source.describe()
            ),
            EncodingDiagnostic::LooseLabel {
                label,
                encoding,
                source,
            } => write!(
                f,
                "{} names {label:?}, which is not a registered charset name; read as {encoding}",
                source.describe()
            ),
            EncodingDiagnostic::Refused { label, refusal, source } => {
                match label {
                    Some(label) => write!(
                        f,
                        "{} names {label:?}, which omittag will not read: ",
                        source.describe()
                    )?,
                    None => f.write_str("the byte order mark is UTF-32's, which omittag will not read: ")?,
                }
                f.write_str(match refusal {
                    Refusal::Utf1 => {
                        "UTF-1 should not be used (it was withdrawn, and its bytes can be mistaken for markup); \
                         use UTF-8"
                    }
                    Refusal::Utf32 => "UTF-32 is not an encoding for HTML documents; use UTF-8",
                    Refusal::Unsafe => "it can hide markup inside shifted text; use UTF-8",
                })
            }
            EncodingDiagnostic::MalformedContentType { value } => write!(
                f,
                "the HTTP Content-Type value {value:?} has a charset parameter that cannot be read; it is ignored"
            ),
            EncodingDiagnostic::BomOverridesLabel { label, source, bom } => write!(
                f,
                "{} says {label:?} but the document starts with a {bom} byte order mark; read as {bom}",
                source.describe()
            ),
            EncodingDiagnostic::ReversedByteOrderMark { label, stated, bom } => write!(
                f,
                "the label {label:?} states {stated} but the byte order mark is {bom}'s: the bytes are swapped; \
                 read as {bom}"
            ),
            EncodingDiagnostic::OverrideContradictsBom { label, bom } => write!(
                f,
                "the document starts with a {bom} byte order mark, but the caller forced {label:?}; \
                 the mark is read as characters"
            ),
            EncodingDiagnostic::HttpContradictsBom { label, bom } => write!(
                f,
                "the HTTP charset {label:?} and the document's {bom} byte order mark disagree; the HTTP \
                 charset decides, as in the W3C validator, and the mark is read as characters"
            ),
            EncodingDiagnostic::XmlTextWithoutCharset { media_type } => write!(
                f,
                "the HTTP media type {media_type:?} has no charset parameter: a text/xml document without \
                 one is US-ASCII (RFC 3023), whatever its XML declaration says; read as US-ASCII, as the W3C \
                 validator read it"
            ),
            EncodingDiagnostic::MissingByteOrderMark { label, assumed } => write!(
                f,
                "the label {label:?} expects a byte order mark and there is none; read as {assumed}"
            ),
            EncodingDiagnostic::Utf16LabelOnAsciiBytes { label, source } => write!(
                f,
                "{} says {label:?}, but the bytes are 8-bit text with no NUL byte, not UTF-16; read as UTF-8",
                source.describe()
            ),
            EncodingDiagnostic::NoEncodingInformation { chosen } => write!(
                f,
                "no character encoding is given (no HTTP charset, byte order mark or META charset); \
                 read as {chosen}"
            ),
            EncodingDiagnostic::LooksLikeUtf16 { guess } => write!(
                f,
                "the document looks like {guess} without a byte order mark; \
                 it can only be read as such when its encoding is given"
            ),
            EncodingDiagnostic::InvalidBytes { encoding, bytes } => {
                write!(f, "bytes {bytes} are not a character in {encoding}; read as U+FFFD")
            }
            EncodingDiagnostic::MoreInvalidBytes { encoding, count } => write!(
                f,
                "{count} more byte sequences are not characters in {encoding}; each read as U+FFFD"
            ),
            EncodingDiagnostic::NonAsciiBytes { count } => write!(
                f,
                "the document is declared US-ASCII but has {count} bytes above 0x7F; \
                 read as ISO-8859-1 characters"
            ),
            EncodingDiagnostic::InputTooLarge { len } => write!(
                f,
                "the document is {len} bytes long, more than omittag reads (about 1.4 GB)"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_severities_and_text() {
        let d = EncodingDiagnostic::InvalidBytes {
            encoding: Encoding::SHIFT_JIS,
            bytes: ByteSeq::new(&[0x82, 0x20]),
        };
        assert_eq!(d.code(), "invalid-bytes");
        assert_eq!(d.severity(), Severity::Error);
        assert_eq!(
            d.to_string(),
            "bytes 0x82 0x20 are not a character in Shift_JIS; read as U+FFFD"
        );
        let d = EncodingDiagnostic::Refused {
            label: Some("ISO-10646-UTF-1".into()),
            refusal: Refusal::Utf1,
            source: Source::Meta,
        };
        assert!(d.to_string().contains("UTF-1 should not be used"));
        assert_eq!(d.severity(), Severity::Error);
        let d = EncodingDiagnostic::UnknownLabel {
            label: "x".into(),
            source: Source::Meta,
        };
        assert_eq!(d.severity(), Severity::Warning);
        let d = EncodingDiagnostic::UnknownLabel {
            label: "x".into(),
            source: Source::Override,
        };
        assert_eq!(d.severity(), Severity::Error);
        assert_eq!(
            format!("{:?}", ByteSeq::new(&[1, 2, 3, 4, 5, 6, 7])),
            "[0x01 0x02 0x03 0x04 0x05 0x06]"
        );
    }
}
