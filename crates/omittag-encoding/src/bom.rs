//! Byte order marks: U+FEFF at the very start, in UTF-8, UTF-16 or (refused) UTF-32.

use crate::Encoding;

/// The byte order mark a document starts with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bom {
    /// A Unicode encoding omittag reads, and the length of its mark.
    Unicode(Encoding, usize),
    /// `FF FE 00 00` or `00 00 FE FF`: UTF-32, refused.
    Utf32,
}

/// The byte order mark at the start of `bytes`, if any. `FF FE 00 00` is taken as UTF-32
/// little-endian rather than UTF-16LE's mark followed by U+0000, which no HTML document
/// begins with.
pub(crate) fn sniff(bytes: &[u8]) -> Option<Bom> {
    match bytes {
        [0xFF, 0xFE, 0x00, 0x00, ..] | [0x00, 0x00, 0xFE, 0xFF, ..] => Some(Bom::Utf32),
        [0xEF, 0xBB, 0xBF, ..] => Some(Bom::Unicode(Encoding::UTF_8, 3)),
        [0xFE, 0xFF, ..] => Some(Bom::Unicode(Encoding::UTF_16BE, 2)),
        [0xFF, 0xFE, ..] => Some(Bom::Unicode(Encoding::UTF_16LE, 2)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks() {
        assert_eq!(sniff(b"\xEF\xBB\xBF<"), Some(Bom::Unicode(Encoding::UTF_8, 3)));
        assert_eq!(sniff(b"\xFE\xFF\0<"), Some(Bom::Unicode(Encoding::UTF_16BE, 2)));
        assert_eq!(sniff(b"\xFF\xFE<\0"), Some(Bom::Unicode(Encoding::UTF_16LE, 2)));
        assert_eq!(sniff(b"\xFF\xFE\0\0<\0\0\0"), Some(Bom::Utf32));
        assert_eq!(sniff(b"\0\0\xFE\xFF"), Some(Bom::Utf32));
        assert_eq!(sniff(b"\xEF\xBB"), None);
        assert_eq!(sniff(b"<html>"), None);
        assert_eq!(sniff(b""), None);
    }
}
