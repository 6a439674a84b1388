//! The [`Encoding`] type: one character encoding omittag can decode, and how it decodes.

use std::fmt;

/// A character encoding omittag can decode.
///
/// Most encodings are decoded by `encoding_rs`, which follows the WHATWG Encoding
/// Standard. Where WHATWG deliberately reads an ISO 8859 label as a Windows code page
/// (ISO-8859-1 and US-ASCII as windows-1252, ISO-8859-9 as windows-1254, ISO-8859-11 as
/// windows-874), omittag keeps the ISO meaning instead, as SGML and `onsgmls` do: bytes
/// 0x80–0x9F are the C1 control characters U+0080–U+009F, which the HTML 4 SGML
/// declaration leaves UNUSED, so a document that contains them is reported rather than
/// silently given curly quotes. A document labelled `windows-1252` is read as windows-1252.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Encoding(pub(crate) Kind);

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// UTF-8: validated and borrowed when valid.
    Utf8,
    /// ISO-8859-1 as ISO 8859-1 and ISO 6429 define it: byte n is U+00n.
    Latin1,
    /// US-ASCII. Like `onsgmls`, which does not know the name and reads such bytes one
    /// to one, a byte from 0x80 up is read as the ISO-8859-1 character of that number
    /// (with one warning for the document).
    UsAscii,
    /// An ISO 8859 part that WHATWG maps onto a Windows code page: decoded by that page,
    /// except that bytes 0x80–0x9F are the C1 controls.
    IsoC1 {
        /// The Windows code page whose 0xA0–0xFF half equals this part's.
        base: &'static encoding_rs::Encoding,
        /// The ISO name, such as `ISO-8859-9`.
        name: &'static str,
    },
    /// Any other encoding, decoded by `encoding_rs` as WHATWG defines it (this includes
    /// UTF-16LE and UTF-16BE, which never see a byte order mark: detection removes it).
    Whatwg(&'static encoding_rs::Encoding),
}

/// How text decoded from an encoding maps back to the bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Family {
    /// Valid UTF-8 is borrowed as it is.
    Utf8,
    /// One byte, one character (or one U+FFFD).
    SingleByte,
    /// UTF-16: two bytes a code unit.
    Utf16,
    /// ASCII-compatible, several bytes for one character, no shift states.
    Multibyte,
    /// ISO-2022-JP: escape sequences switch between ASCII and JIS sets.
    Iso2022Jp,
}

impl Encoding {
    /// UTF-8.
    pub const UTF_8: Encoding = Encoding(Kind::Utf8);
    /// UTF-16, least significant byte first.
    pub const UTF_16LE: Encoding = Encoding(Kind::Whatwg(encoding_rs::UTF_16LE));
    /// UTF-16, most significant byte first (network order, RFC 2781's default).
    pub const UTF_16BE: Encoding = Encoding(Kind::Whatwg(encoding_rs::UTF_16BE));
    /// ISO-8859-1 with its C1 controls (not windows-1252).
    pub const ISO_8859_1: Encoding = Encoding(Kind::Latin1);
    /// US-ASCII (bytes from 0x80 up read as ISO-8859-1, with a warning).
    pub const US_ASCII: Encoding = Encoding(Kind::UsAscii);
    /// ISO-8859-9 (Latin-5) with its C1 controls (not windows-1254).
    pub const ISO_8859_9: Encoding = Encoding(Kind::IsoC1 {
        base: encoding_rs::WINDOWS_1254,
        name: "ISO-8859-9",
    });
    /// ISO-8859-11 (Thai) with its C1 controls (not windows-874).
    pub const ISO_8859_11: Encoding = Encoding(Kind::IsoC1 {
        base: encoding_rs::WINDOWS_874,
        name: "ISO-8859-11",
    });
    /// windows-1252, the Western European Windows code page.
    pub const WINDOWS_1252: Encoding = Encoding(Kind::Whatwg(encoding_rs::WINDOWS_1252));
    /// Shift_JIS (as WHATWG defines it: the Windows-31J repertoire).
    pub const SHIFT_JIS: Encoding = Encoding(Kind::Whatwg(encoding_rs::SHIFT_JIS));
    /// EUC-JP.
    pub const EUC_JP: Encoding = Encoding(Kind::Whatwg(encoding_rs::EUC_JP));
    /// ISO-2022-JP.
    pub const ISO_2022_JP: Encoding = Encoding(Kind::Whatwg(encoding_rs::ISO_2022_JP));

    /// The encoding a label names, by its IANA name or any IANA or WHATWG alias, case
    /// insensitively; `None` for a label omittag does not know or refuses (UTF-1,
    /// UTF-32, UTF-7). The UTF-16 labels give their byte order without a byte order
    /// mark: `utf-16` big-endian (RFC 2781), `unicode` little-endian.
    pub fn for_label(label: &str) -> Option<Encoding> {
        match crate::label::resolve(label) {
            crate::label::Resolved::Encoding(encoding, _) => Some(encoding),
            crate::label::Resolved::Utf16(utf16, _) => Some(utf16.without_bom(false)),
            crate::label::Resolved::Refused(_) | crate::label::Resolved::Unknown => None,
        }
    }

    /// The preferred name: the IANA preferred MIME name where there is one (`UTF-8`,
    /// `ISO-8859-1`, `Shift_JIS`, `windows-1252`, `UTF-16LE`).
    pub fn name(self) -> &'static str {
        match self.0 {
            Kind::Utf8 => "UTF-8",
            Kind::Latin1 => "ISO-8859-1",
            Kind::UsAscii => "US-ASCII",
            Kind::IsoC1 { name, .. } => name,
            Kind::Whatwg(encoding) => encoding.name(),
        }
    }

    /// Whether bytes 0x00–0x7F always stand for the ASCII characters of the same number,
    /// so that markup can be read before the encoding is known (false for UTF-16 and
    /// ISO-2022-JP).
    pub fn is_ascii_compatible(self) -> bool {
        match self.0 {
            Kind::Whatwg(encoding) => encoding.is_ascii_compatible(),
            _ => true,
        }
    }

    /// Whether this is UTF-16 of either byte order.
    pub fn is_utf16(self) -> bool {
        self == Encoding::UTF_16LE || self == Encoding::UTF_16BE
    }

    /// Whether this is UTF-8, UTF-16LE or UTF-16BE: an encoding of all of Unicode that a
    /// byte order mark can announce.
    pub fn is_unicode(self) -> bool {
        self == Encoding::UTF_8 || self.is_utf16()
    }

    pub(crate) fn family(self) -> Family {
        match self.0 {
            Kind::Utf8 => Family::Utf8,
            Kind::Latin1 | Kind::UsAscii | Kind::IsoC1 { .. } => Family::SingleByte,
            Kind::Whatwg(encoding) if encoding.is_single_byte() => Family::SingleByte,
            Kind::Whatwg(encoding) if encoding == encoding_rs::UTF_16LE || encoding == encoding_rs::UTF_16BE => {
                Family::Utf16
            }
            Kind::Whatwg(encoding) if encoding == encoding_rs::ISO_2022_JP => Family::Iso2022Jp,
            Kind::Whatwg(_) => Family::Multibyte,
        }
    }

    /// The `encoding_rs` decoder for this encoding, for the kinds it decodes as WHATWG does.
    pub(crate) fn whatwg(self) -> Option<&'static encoding_rs::Encoding> {
        match self.0 {
            Kind::Utf8 => Some(encoding_rs::UTF_8),
            Kind::Whatwg(encoding) => Some(encoding),
            Kind::Latin1 | Kind::UsAscii | Kind::IsoC1 { .. } => None,
        }
    }
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Encoding({})", self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_families() {
        assert_eq!(Encoding::ISO_8859_1.name(), "ISO-8859-1");
        assert_eq!(Encoding::UTF_16BE.name(), "UTF-16BE");
        assert_eq!(Encoding::SHIFT_JIS.name(), "Shift_JIS");
        assert_eq!(Encoding::ISO_8859_9.to_string(), "ISO-8859-9");
        assert_eq!(Encoding::UTF_16LE.family(), Family::Utf16);
        assert_eq!(Encoding::WINDOWS_1252.family(), Family::SingleByte);
        assert_eq!(Encoding::ISO_8859_11.family(), Family::SingleByte);
        assert_eq!(Encoding::EUC_JP.family(), Family::Multibyte);
        assert_eq!(Encoding::ISO_2022_JP.family(), Family::Iso2022Jp);
        assert!(!Encoding::UTF_16LE.is_ascii_compatible());
        assert!(!Encoding::ISO_2022_JP.is_ascii_compatible());
        assert!(Encoding::US_ASCII.is_ascii_compatible());
        assert!(Encoding::UTF_8.is_unicode() && Encoding::UTF_16BE.is_unicode());
        assert!(!Encoding::ISO_8859_1.is_unicode());
    }
}
