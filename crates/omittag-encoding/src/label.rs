//! Charset labels: the IANA names and aliases (and the WHATWG labels) of the encodings
//! omittag decodes, matched case-insensitively, with the UTF-16 labels kept apart because
//! their byte order depends on a byte order mark.

use crate::Encoding;
use crate::encoding::Kind;

/// What a label means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Resolved {
    /// One encoding.
    Encoding(Encoding, Match),
    /// UTF-16 of a byte order the byte order mark (or the label) decides.
    Utf16(Utf16Label, Match),
    /// An encoding omittag refuses to read.
    Refused(Refusal),
    /// No encoding omittag knows.
    Unknown,
}

/// How a label was matched.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Match {
    /// A registered name or alias, ignoring case.
    Exact,
    /// Only after punctuation was dropped (`shiftjis`, `iso8859_5`): worth a warning.
    Loose,
}

/// Encodings that are refused, each with its reason.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// ISO-10646-UTF-1: withdrawn, and its bytes can stand for SGML delimiters.
    Utf1,
    /// UTF-32 (or UCS-4): nothing on the web uses it and HTML forbids it.
    Utf32,
    /// UTF-7 and the encodings WHATWG maps to its `replacement` decoder (ISO-2022-KR,
    /// ISO-2022-CN, HZ-GB-2312): they hide markup inside shifted text.
    Unsafe,
}

/// The UTF-16 labels.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Utf16Label {
    /// `UTF-16` (RFC 2781 §4.3): a byte order mark gives the order, else big-endian.
    Rfc2781,
    /// `UTF-16LE` (RFC 2781 §3.3): little-endian.
    Le,
    /// `UTF-16BE`: big-endian.
    Be,
    /// Microsoft's `unicode` (code page 1200): little-endian, with a byte order mark.
    MsUnicode,
    /// Microsoft's `unicodeFFFE` (code page 1201): big-endian.
    MsUnicodeFffe,
}

impl Utf16Label {
    /// The byte order the label itself states, if any.
    pub(crate) fn stated_order(self) -> Option<Encoding> {
        match self {
            Utf16Label::Rfc2781 => None,
            Utf16Label::Le | Utf16Label::MsUnicode => Some(Encoding::UTF_16LE),
            Utf16Label::Be | Utf16Label::MsUnicodeFffe => Some(Encoding::UTF_16BE),
        }
    }

    /// The encoding when there is no byte order mark. `little_endian_compat` reads a
    /// plain `utf-16` little-endian, as Microsoft products do, instead of big-endian.
    pub(crate) fn without_bom(self, little_endian_compat: bool) -> Encoding {
        match (self, self.stated_order()) {
            (_, Some(order)) => order,
            (_, None) if little_endian_compat => Encoding::UTF_16LE,
            (_, None) => Encoding::UTF_16BE,
        }
    }
}

/// What a table entry names.
#[derive(Clone, Copy)]
enum Target {
    /// An encoding of our own making.
    Own(Encoding),
    /// The encoding `encoding_rs` gives this WHATWG label.
    Rs(&'static str),
    /// UTF-16.
    Utf16(Utf16Label),
    /// Refused.
    Refuse(Refusal),
}

use Target::{Own, Refuse, Rs, Utf16};

/// The labels that either need a meaning other than WHATWG's, or are IANA names and
/// aliases WHATWG lacks, or are the canonical names (so that loose matching finds them).
/// Lower case. Every other label goes to `encoding_rs::Encoding::for_label`.
const LABELS: &[(&str, Target)] = &[
    // UTF-8 (RFC 3629; IANA)
    ("utf-8", Rs("utf-8")),
    ("csutf8", Rs("utf-8")),
    // UTF-16 (RFC 2781; IANA; Microsoft code pages 1200 and 1201)
    ("utf-16", Utf16(Utf16Label::Rfc2781)),
    ("csutf16", Utf16(Utf16Label::Rfc2781)),
    ("iso-10646-ucs-2", Utf16(Utf16Label::Rfc2781)),
    ("csunicode", Utf16(Utf16Label::Rfc2781)),
    ("ucs-2", Utf16(Utf16Label::Rfc2781)),
    ("utf-16le", Utf16(Utf16Label::Le)),
    ("csutf16le", Utf16(Utf16Label::Le)),
    ("utf-16be", Utf16(Utf16Label::Be)),
    ("csutf16be", Utf16(Utf16Label::Be)),
    ("unicode", Utf16(Utf16Label::MsUnicode)),
    ("unicodefeff", Utf16(Utf16Label::MsUnicode)),
    ("unicodefffe", Utf16(Utf16Label::MsUnicodeFffe)),
    // Refused
    ("iso-10646-utf-1", Refuse(Refusal::Utf1)),
    ("csiso10646utf1", Refuse(Refusal::Utf1)),
    ("utf-1", Refuse(Refusal::Utf1)),
    ("utf-32", Refuse(Refusal::Utf32)),
    ("utf-32le", Refuse(Refusal::Utf32)),
    ("utf-32be", Refuse(Refusal::Utf32)),
    ("csutf32", Refuse(Refusal::Utf32)),
    ("csutf32le", Refuse(Refusal::Utf32)),
    ("csutf32be", Refuse(Refusal::Utf32)),
    ("iso-10646-ucs-4", Refuse(Refusal::Utf32)),
    ("csucs4", Refuse(Refusal::Utf32)),
    ("ucs-4", Refuse(Refusal::Utf32)),
    ("utf-7", Refuse(Refusal::Unsafe)),
    ("csutf7", Refuse(Refusal::Unsafe)),
    ("unicode-1-1-utf-7", Refuse(Refusal::Unsafe)),
    // US-ASCII (IANA), read like onsgmls
    ("us-ascii", Own(Encoding::US_ASCII)),
    ("ascii", Own(Encoding::US_ASCII)),
    ("iso-ir-6", Own(Encoding::US_ASCII)),
    ("ansi_x3.4-1968", Own(Encoding::US_ASCII)),
    ("ansi_x3.4-1986", Own(Encoding::US_ASCII)),
    ("iso_646.irv:1991", Own(Encoding::US_ASCII)),
    ("iso646-us", Own(Encoding::US_ASCII)),
    ("us", Own(Encoding::US_ASCII)),
    ("ibm367", Own(Encoding::US_ASCII)),
    ("cp367", Own(Encoding::US_ASCII)),
    ("csascii", Own(Encoding::US_ASCII)),
    // ISO-8859-1 (IANA), true Latin-1 rather than WHATWG's windows-1252
    ("iso-8859-1", Own(Encoding::ISO_8859_1)),
    ("iso_8859-1:1987", Own(Encoding::ISO_8859_1)),
    ("iso-ir-100", Own(Encoding::ISO_8859_1)),
    ("iso_8859-1", Own(Encoding::ISO_8859_1)),
    ("latin1", Own(Encoding::ISO_8859_1)),
    ("l1", Own(Encoding::ISO_8859_1)),
    ("ibm819", Own(Encoding::ISO_8859_1)),
    ("cp819", Own(Encoding::ISO_8859_1)),
    ("csisolatin1", Own(Encoding::ISO_8859_1)),
    ("iso8859-1", Own(Encoding::ISO_8859_1)),
    ("iso88591", Own(Encoding::ISO_8859_1)),
    // ISO-8859-9 (IANA), not windows-1254
    ("iso-8859-9", Own(Encoding::ISO_8859_9)),
    ("iso_8859-9:1989", Own(Encoding::ISO_8859_9)),
    ("iso-ir-148", Own(Encoding::ISO_8859_9)),
    ("iso_8859-9", Own(Encoding::ISO_8859_9)),
    ("latin5", Own(Encoding::ISO_8859_9)),
    ("l5", Own(Encoding::ISO_8859_9)),
    ("csisolatin5", Own(Encoding::ISO_8859_9)),
    ("iso8859-9", Own(Encoding::ISO_8859_9)),
    ("iso88599", Own(Encoding::ISO_8859_9)),
    // ISO-8859-11 and TIS-620 (IANA), not windows-874
    ("iso-8859-11", Own(Encoding::ISO_8859_11)),
    ("iso8859-11", Own(Encoding::ISO_8859_11)),
    ("iso885911", Own(Encoding::ISO_8859_11)),
    ("tis-620", Own(Encoding::ISO_8859_11)),
    ("cstis620", Own(Encoding::ISO_8859_11)),
    // Other ISO 8859 parts: IANA aliases WHATWG lacks, and the canonical names
    ("iso-8859-2", Rs("iso-8859-2")),
    ("iso-8859-3", Rs("iso-8859-3")),
    ("iso-8859-4", Rs("iso-8859-4")),
    ("iso-8859-5", Rs("iso-8859-5")),
    ("iso-8859-6", Rs("iso-8859-6")),
    ("iso_8859-6-e", Rs("iso-8859-6")),
    ("iso_8859-6-i", Rs("iso-8859-6")),
    ("iso-8859-7", Rs("iso-8859-7")),
    ("iso-8859-8", Rs("iso-8859-8")),
    ("iso_8859-8-e", Rs("iso-8859-8")),
    ("iso-8859-8-i", Rs("iso-8859-8-i")),
    ("iso_8859-8-i", Rs("iso-8859-8-i")),
    ("iso-8859-10", Rs("iso-8859-10")),
    ("iso_8859-10:1992", Rs("iso-8859-10")),
    ("iso_8859-10", Rs("iso-8859-10")),
    ("iso-8859-13", Rs("iso-8859-13")),
    ("csiso885913", Rs("iso-8859-13")),
    ("iso-8859-14", Rs("iso-8859-14")),
    ("iso-ir-199", Rs("iso-8859-14")),
    ("iso_8859-14:1998", Rs("iso-8859-14")),
    ("iso_8859-14", Rs("iso-8859-14")),
    ("latin8", Rs("iso-8859-14")),
    ("iso-celtic", Rs("iso-8859-14")),
    ("l8", Rs("iso-8859-14")),
    ("csiso885914", Rs("iso-8859-14")),
    ("iso-8859-15", Rs("iso-8859-15")),
    ("latin-9", Rs("iso-8859-15")),
    ("csiso885915", Rs("iso-8859-15")),
    ("iso-8859-16", Rs("iso-8859-16")),
    ("iso-ir-226", Rs("iso-8859-16")),
    ("iso_8859-16:2001", Rs("iso-8859-16")),
    ("iso_8859-16", Rs("iso-8859-16")),
    ("latin10", Rs("iso-8859-16")),
    ("l10", Rs("iso-8859-16")),
    ("csiso885916", Rs("iso-8859-16")),
    // Windows code pages
    ("windows-1250", Rs("windows-1250")),
    ("cswindows1250", Rs("windows-1250")),
    ("windows-1251", Rs("windows-1251")),
    ("cswindows1251", Rs("windows-1251")),
    ("windows-1252", Rs("windows-1252")),
    ("cswindows1252", Rs("windows-1252")),
    ("windows-1253", Rs("windows-1253")),
    ("cswindows1253", Rs("windows-1253")),
    ("windows-1254", Rs("windows-1254")),
    ("cswindows1254", Rs("windows-1254")),
    ("windows-1255", Rs("windows-1255")),
    ("cswindows1255", Rs("windows-1255")),
    ("windows-1256", Rs("windows-1256")),
    ("cswindows1256", Rs("windows-1256")),
    ("windows-1257", Rs("windows-1257")),
    ("cswindows1257", Rs("windows-1257")),
    ("windows-1258", Rs("windows-1258")),
    ("cswindows1258", Rs("windows-1258")),
    ("windows-874", Rs("windows-874")),
    // KOI8
    ("koi8-r", Rs("koi8-r")),
    ("koi8-u", Rs("koi8-u")),
    ("cskoi8u", Rs("koi8-u")),
    // Japanese
    ("shift_jis", Rs("shift_jis")),
    ("windows-31j", Rs("shift_jis")),
    ("cswindows31j", Rs("shift_jis")),
    ("euc-jp", Rs("euc-jp")),
    ("extended_unix_code_packed_format_for_japanese", Rs("euc-jp")),
    ("iso-2022-jp", Rs("iso-2022-jp")),
    // Korean
    ("euc-kr", Rs("euc-kr")),
    // Chinese
    ("gb18030", Rs("gb18030")),
    ("csgb18030", Rs("gb18030")),
    ("gbk", Rs("gbk")),
    ("gb2312", Rs("gbk")),
    ("cp936", Rs("gbk")),
    ("ms936", Rs("gbk")),
    ("windows-936", Rs("gbk")),
    ("csgbk", Rs("gbk")),
    ("big5", Rs("big5")),
    ("csbig5hkscs", Rs("big5")),
];

/// What `label` means. Leading and trailing ASCII whitespace is ignored, and case.
pub(crate) fn resolve(label: &str) -> Resolved {
    let trimmed = label.trim_matches(|c: char| c.is_ascii_whitespace());
    if trimmed.is_empty() || trimmed.len() > 64 {
        return Resolved::Unknown;
    }
    if let Some(&(_, target)) = LABELS.iter().find(|(name, _)| name.eq_ignore_ascii_case(trimmed)) {
        return from_target(target, Match::Exact);
    }
    if let Some(encoding) = encoding_rs::Encoding::for_label(trimmed.as_bytes()) {
        return from_whatwg(encoding, &trimmed.to_ascii_lowercase(), Match::Exact);
    }
    let key = loose_key(trimmed);
    if let Some(&(_, target)) = LABELS.iter().find(|(name, _)| loose_key(name) == key) {
        return from_target(target, Match::Loose);
    }
    Resolved::Unknown
}

/// Only the letters and digits of a label: `Shift-JIS`, `shift_jis` and `ShiftJIS` meet.
fn loose_key(label: &str) -> String {
    label
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

fn from_target(target: Target, how: Match) -> Resolved {
    match target {
        Own(encoding) => Resolved::Encoding(encoding, how),
        Utf16(utf16) => Resolved::Utf16(utf16, how),
        Refuse(refusal) => Resolved::Refused(refusal),
        Rs(whatwg) => match encoding_rs::Encoding::for_label(whatwg.as_bytes()) {
            Some(encoding) => from_whatwg(encoding, whatwg, how),
            None => Resolved::Unknown,
        },
    }
}

/// The meaning of a label `encoding_rs` knows, with WHATWG's ISO-to-Windows mappings
/// undone for labels that name the ISO encoding.
fn from_whatwg(encoding: &'static encoding_rs::Encoding, lower: &str, how: Match) -> Resolved {
    let encoding = if encoding == encoding_rs::REPLACEMENT {
        return Resolved::Refused(Refusal::Unsafe);
    } else if encoding == encoding_rs::UTF_16LE {
        return Resolved::Utf16(Utf16Label::Le, how);
    } else if encoding == encoding_rs::UTF_16BE {
        return Resolved::Utf16(Utf16Label::Be, how);
    } else if encoding == encoding_rs::UTF_8 {
        Encoding::UTF_8
    } else if encoding == encoding_rs::WINDOWS_1252 && !lower.contains("1252") {
        Encoding::ISO_8859_1
    } else if encoding == encoding_rs::WINDOWS_1254 && !lower.contains("1254") {
        Encoding::ISO_8859_9
    } else if encoding == encoding_rs::WINDOWS_874 && !lower.contains("874") {
        Encoding::ISO_8859_11
    } else {
        Encoding(Kind::Whatwg(encoding))
    };
    Resolved::Encoding(encoding, how)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(label: &str) -> Encoding {
        match resolve(label) {
            Resolved::Encoding(encoding, Match::Exact) => encoding,
            other => panic!("{label}: {other:?}"),
        }
    }

    #[test]
    fn case_does_not_matter() {
        for label in [
            "SHIFT_JIS",
            "Shift_JIS",
            "shift_jis",
            "  shift_jis\t",
            "MS_Kanji",
            "csShiftJIS",
            "x-sjis",
        ] {
            assert_eq!(enc(label), Encoding::SHIFT_JIS, "{label}");
        }
    }

    #[test]
    fn latin1_and_ascii_labels_keep_their_iso_meaning() {
        for label in [
            "ISO-8859-1",
            "latin1",
            "L1",
            "ISO_8859-1:1987",
            "iso-ir-100",
            "CP819",
            "IBM819",
            "csISOLatin1",
        ] {
            assert_eq!(enc(label), Encoding::ISO_8859_1, "{label}");
        }
        for label in [
            "US-ASCII",
            "ascii",
            "ANSI_X3.4-1968",
            "ISO646-US",
            "csASCII",
            "us",
            "IBM367",
        ] {
            assert_eq!(enc(label), Encoding::US_ASCII, "{label}");
        }
        assert_eq!(enc("windows-1252"), Encoding::WINDOWS_1252);
        assert_eq!(enc("cp1252"), Encoding::WINDOWS_1252);
        assert_eq!(enc("ISO-8859-9"), Encoding::ISO_8859_9);
        assert_eq!(enc("latin5"), Encoding::ISO_8859_9);
        assert_eq!(enc("windows-1254").name(), "windows-1254");
        assert_eq!(enc("TIS-620"), Encoding::ISO_8859_11);
        assert_eq!(enc("windows-874").name(), "windows-874");
    }

    #[test]
    fn every_listed_encoding_by_its_iana_names() {
        let cases: &[(&[&str], &str)] = &[
            (&["UTF-8", "csUTF8", "utf8"], "UTF-8"),
            (
                &[
                    "ISO-8859-2",
                    "ISO_8859-2:1987",
                    "iso-ir-101",
                    "latin2",
                    "l2",
                    "csISOLatin2",
                ],
                "ISO-8859-2",
            ),
            (
                &["ISO-8859-3", "ISO_8859-3:1988", "iso-ir-109", "latin3", "csISOLatin3"],
                "ISO-8859-3",
            ),
            (
                &["ISO-8859-4", "ISO_8859-4:1988", "iso-ir-110", "latin4", "csISOLatin4"],
                "ISO-8859-4",
            ),
            (
                &[
                    "ISO-8859-5",
                    "ISO_8859-5:1988",
                    "iso-ir-144",
                    "cyrillic",
                    "csISOLatinCyrillic",
                ],
                "ISO-8859-5",
            ),
            (
                &[
                    "ISO-8859-6",
                    "ISO_8859-6:1987",
                    "iso-ir-127",
                    "ECMA-114",
                    "ASMO-708",
                    "arabic",
                ],
                "ISO-8859-6",
            ),
            (
                &[
                    "ISO-8859-7",
                    "ISO_8859-7:1987",
                    "iso-ir-126",
                    "ELOT_928",
                    "ECMA-118",
                    "greek",
                    "greek8",
                ],
                "ISO-8859-7",
            ),
            (
                &[
                    "ISO-8859-8",
                    "ISO_8859-8:1988",
                    "iso-ir-138",
                    "hebrew",
                    "csISOLatinHebrew",
                ],
                "ISO-8859-8",
            ),
            (&["ISO-8859-8-I", "ISO_8859-8-I", "csISO88598I"], "ISO-8859-8-I"),
            (
                &[
                    "ISO-8859-10",
                    "iso-ir-157",
                    "l6",
                    "ISO_8859-10:1992",
                    "csISOLatin6",
                    "latin6",
                ],
                "ISO-8859-10",
            ),
            (&["ISO-8859-13", "csISO885913"], "ISO-8859-13"),
            (
                &[
                    "ISO-8859-14",
                    "iso-ir-199",
                    "ISO_8859-14:1998",
                    "latin8",
                    "iso-celtic",
                    "l8",
                ],
                "ISO-8859-14",
            ),
            (&["ISO-8859-15", "ISO_8859-15", "Latin-9", "csISO885915"], "ISO-8859-15"),
            (
                &[
                    "ISO-8859-16",
                    "iso-ir-226",
                    "ISO_8859-16:2001",
                    "latin10",
                    "l10",
                    "csISO885916",
                ],
                "ISO-8859-16",
            ),
            (&["windows-1250", "cswindows1250"], "windows-1250"),
            (&["windows-1251", "cswindows1251", "cp1251"], "windows-1251"),
            (&["windows-1253", "cswindows1253"], "windows-1253"),
            (&["windows-1255", "cswindows1255"], "windows-1255"),
            (&["windows-1256", "cswindows1256"], "windows-1256"),
            (&["windows-1257", "cswindows1257"], "windows-1257"),
            (&["windows-1258", "cswindows1258"], "windows-1258"),
            (&["KOI8-R", "csKOI8R"], "KOI8-R"),
            (&["KOI8-U", "csKOI8U"], "KOI8-U"),
            (
                &["Shift_JIS", "MS_Kanji", "csShiftJIS", "Windows-31J", "csWindows31J"],
                "Shift_JIS",
            ),
            (
                &[
                    "EUC-JP",
                    "Extended_UNIX_Code_Packed_Format_for_Japanese",
                    "csEUCPkdFmtJapanese",
                ],
                "EUC-JP",
            ),
            (&["ISO-2022-JP", "csISO2022JP"], "ISO-2022-JP"),
            (&["EUC-KR", "csEUCKR", "KS_C_5601-1987"], "EUC-KR"),
            (&["GB18030", "csGB18030"], "gb18030"),
            (
                &["GBK", "CP936", "MS936", "windows-936", "csGBK", "GB2312", "csGB2312"],
                "GBK",
            ),
            (&["Big5", "csBig5", "Big5-HKSCS", "csBig5HKSCS"], "Big5"),
        ];
        for (labels, name) in cases {
            for label in *labels {
                assert_eq!(enc(label).name(), *name, "{label}");
            }
        }
    }

    #[test]
    fn utf16_labels() {
        let utf16 = |label| match resolve(label) {
            Resolved::Utf16(l, Match::Exact) => l,
            other => panic!("{label}: {other:?}"),
        };
        assert_eq!(utf16("UTF-16"), Utf16Label::Rfc2781);
        assert_eq!(utf16("ISO-10646-UCS-2"), Utf16Label::Rfc2781);
        assert_eq!(utf16("utf-16le"), Utf16Label::Le);
        assert_eq!(utf16("UTF-16BE"), Utf16Label::Be);
        assert_eq!(utf16("unicode"), Utf16Label::MsUnicode);
        assert_eq!(utf16("unicodeFFFE"), Utf16Label::MsUnicodeFffe);
        assert_eq!(Utf16Label::Rfc2781.without_bom(false), Encoding::UTF_16BE);
        assert_eq!(Utf16Label::Rfc2781.without_bom(true), Encoding::UTF_16LE);
        assert_eq!(Utf16Label::MsUnicode.without_bom(false), Encoding::UTF_16LE);
        assert_eq!(Utf16Label::MsUnicodeFffe.without_bom(true), Encoding::UTF_16BE);
    }

    #[test]
    fn refusals_and_unknowns() {
        assert_eq!(resolve("ISO-10646-UTF-1"), Resolved::Refused(Refusal::Utf1));
        assert_eq!(resolve("csISO10646UTF1"), Resolved::Refused(Refusal::Utf1));
        assert_eq!(resolve("UTF-32"), Resolved::Refused(Refusal::Utf32));
        assert_eq!(resolve("utf-7"), Resolved::Refused(Refusal::Unsafe));
        assert_eq!(resolve("ISO-2022-KR"), Resolved::Refused(Refusal::Unsafe));
        assert_eq!(resolve("klingon"), Resolved::Unknown);
        assert_eq!(resolve(""), Resolved::Unknown);
        assert_eq!(resolve(&"x".repeat(100)), Resolved::Unknown);
    }

    #[test]
    fn loose_matches_are_marked() {
        assert_eq!(
            resolve("ShiftJIS"),
            Resolved::Encoding(Encoding::SHIFT_JIS, Match::Loose)
        );
        match resolve("iso8859_5") {
            Resolved::Encoding(encoding, Match::Loose) => assert_eq!(encoding.name(), "ISO-8859-5"),
            other => panic!("{other:?}"),
        }
        assert_eq!(resolve("UTF_8"), Resolved::Encoding(Encoding::UTF_8, Match::Loose));
        assert_eq!(resolve("utf16"), Resolved::Utf16(Utf16Label::Rfc2781, Match::Loose));
    }
}
