//! One test per rule of detection and decoding, on the documents in tests/fixtures/
//! (written by tests/fixtures/make.py).

use std::path::Path;

use omittag_encoding::{Decoded, Encoding, Fallback, Options, Source, decode, http_charset};
use sgml_source::Span;

const JAPANESE: &str = "日本語のテキスト、カタカナとひらがな。";
const CYRILLIC: &str = "Привет, мир! Съешь же ещё этих мягких французских булок.";
const LATIN: &str = "Café, naïve, Œuvre, “quoted” — 5 €";
const ASCII: &str = "Plain ASCII text only.";

fn bytes(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn http(value: &str) -> Options {
    {
        let mut options = Options::default();
        options.http_content_type = Some(value.to_owned());
        options
    }
}

fn forced(label: &str) -> Options {
    {
        let mut options = Options::default();
        options.override_label = Some(label.to_owned());
        options
    }
}

fn codes(decoded: &Decoded<'_>) -> Vec<&'static str> {
    decoded.diagnostics.iter().map(|d| d.kind.code()).collect()
}

/// Decodes fixture `name` and checks the encoding and its source.
fn check(name: &str, options: &Options, encoding: &str, source: Source, test: impl FnOnce(&Decoded<'_>)) {
    let data = bytes(name);
    let decoded = decode(&data, options).unwrap_or_else(|d| panic!("{name}: refused: {}", d.kind));
    assert_eq!(
        decoded.detection.encoding.name(),
        encoding,
        "{name}: {:?}",
        codes(&decoded)
    );
    assert_eq!(decoded.detection.source, source, "{name}");
    check_offsets(name, &decoded);
    test(&decoded);
}

/// Offsets map to bytes and back, in order, ending at the end of the bytes.
fn check_offsets(name: &str, decoded: &Decoded<'_>) {
    let text = &decoded.text;
    let mut previous = None;
    for (t, _) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
        let b = decoded.byte_offset(t as u32);
        if let Some(p) = previous {
            assert!(b >= p, "{name}: byte offsets go back at text offset {t}");
        }
        previous = Some(b);
        if t < text.len() {
            assert_eq!(
                decoded.text_offset(b) as usize,
                t,
                "{name}: text {t} -> byte {b} -> back"
            );
        }
    }
    assert_eq!(
        decoded.byte_offset(text.len() as u32) as usize,
        decoded.bytes().len(),
        "{name}"
    );
}

// ---- 1. Detection order: override, HTTP, BOM, META, default, fallback ----

#[test]
fn override_beats_everything() {
    check(
        "iso-8859-5.html",
        &{
            let mut options = forced("koi8-r");
            options.http_content_type = Some("text/html; charset=utf-8".into());
            options
        },
        "KOI8-R",
        Source::Override,
        |_| {},
    );
}

#[test]
fn http_charset_beats_meta() {
    check(
        "iso-8859-5.html",
        &http("text/html; charset=KOI8-R"),
        "KOI8-R",
        Source::Http,
        |d| {
            assert!(!d.text.contains(CYRILLIC));
        },
    );
}

#[test]
fn http_charset_may_be_quoted_and_in_any_case() {
    for value in [
        "text/html; charset=\"ISO-8859-5\"",
        "text/html;CHARSET=iso-8859-5",
        "text/html; level=1; Charset = \"iso-8859-5\"",
    ] {
        check("iso-8859-5.html", &http(value), "ISO-8859-5", Source::Http, |d| {
            assert!(d.text.contains(CYRILLIC))
        });
    }
    assert_eq!(http_charset("text/html"), omittag_encoding::HttpCharset::Absent);
}

#[test]
fn http_without_charset_falls_through_to_meta() {
    check("iso-8859-5.html", &http("text/html"), "ISO-8859-5", Source::Meta, |d| {
        assert!(d.text.contains(CYRILLIC));
        assert!(codes(d).is_empty());
    });
}

#[test]
fn malformed_or_unknown_http_charset_is_reported_and_ignored() {
    check(
        "iso-8859-5.html",
        &http("text/html; charset=\"iso-8859-5"),
        "ISO-8859-5",
        Source::Meta,
        |d| {
            assert_eq!(codes(d), ["malformed-content-type"]);
        },
    );
    check(
        "iso-8859-5.html",
        &http("text/html; charset=x-klingon"),
        "ISO-8859-5",
        Source::Meta,
        |d| {
            assert_eq!(codes(d), ["unknown-charset-label"]);
        },
    );
}

#[test]
fn bom_beats_meta() {
    check(
        "utf8-bom-meta-latin1.html",
        &Options::default(),
        "UTF-8",
        Source::Bom,
        |d| {
            assert!(d.text.contains("BOM beats META: café"));
            assert!(d.text.starts_with("<!DOCTYPE"), "the mark is not text");
            assert_eq!(d.detection.bom_len, 3);
        },
    );
}

#[test]
fn a_contradicting_http_charset_beats_the_bom_as_in_the_w3c_validator() {
    check(
        "utf16le-bom.html",
        &http("text/html; charset=iso-8859-1"),
        "ISO-8859-1",
        Source::Http,
        |d| {
            assert_eq!(codes(d), ["http-contradicts-bom"]);
            assert_eq!(d.diagnostics[0].span, Span::new(0, 2));
            assert!(d.text.starts_with("\u{FF}\u{FE}<\0"));
            let said = d.diagnostics[0].kind.to_string();
            assert!(said.contains("iso-8859-1") && said.contains("UTF-16LE"), "{said}");
        },
    );
    check(
        "utf8-bom.html",
        &http("text/html; charset=iso-8859-1"),
        "ISO-8859-1",
        Source::Http,
        |d| {
            assert_eq!(codes(d), ["http-contradicts-bom"]);
            assert_eq!(d.detection.label.as_deref(), Some("iso-8859-1"));
            assert!(d.text.starts_with("\u{EF}\u{BB}\u{BF}<!DOCTYPE"));
        },
    );
    check(
        "utf8-bom.html",
        &http("text/html; charset=utf-8"),
        "UTF-8",
        Source::Http,
        |d| {
            assert!(codes(d).is_empty());
            assert!(d.text.starts_with("<!DOCTYPE"));
        },
    );
}

#[test]
fn override_beats_a_contradicting_utf8_bom() {
    check(
        "utf8-bom.html",
        &forced("iso-8859-1"),
        "ISO-8859-1",
        Source::Override,
        |d| {
            assert_eq!(codes(d), ["override-contradicts-bom"]);
            assert!(d.text.starts_with("\u{EF}\u{BB}\u{BF}<!DOCTYPE"));
        },
    );
}

#[test]
fn meta_in_every_form() {
    for name in [
        "iso-8859-5.html",
        "meta-order.html",
        "meta-case.html",
        "meta-single-quotes.html",
        "meta-unquoted.html",
        "meta-whitespace.html",
        "meta-charset-attribute.html",
        "meta-after-comments.html",
    ] {
        check(name, &Options::default(), "ISO-8859-5", Source::Meta, |d| {
            assert!(d.text.contains(CYRILLIC), "{name}");
            assert!(codes(d).is_empty(), "{name}: {:?}", codes(d));
            let span = d.detection.span.unwrap();
            assert!(d.bytes()[span.range()].eq_ignore_ascii_case(b"iso-8859-5"), "{name}");
        });
    }
}

#[test]
fn meta_beyond_the_prescan_limit_is_not_seen() {
    assert!(bytes("meta-beyond-limit.html").len() > 4096);
    check(
        "meta-beyond-limit.html",
        &Options::default(),
        "UTF-8",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["no-encoding-information"]);
        },
    );
    let mut wider = Options::default();
    wider.prescan_limit = 8192;
    check("meta-beyond-limit.html", &wider, "ISO-8859-5", Source::Meta, |_| {});
}

#[test]
fn meta_with_an_unknown_label_is_reported_and_ignored() {
    check(
        "meta-unknown-label.html",
        &Options::default(),
        "UTF-8",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["unknown-charset-label", "no-encoding-information"]);
            assert_eq!(&d.bytes()[d.diagnostics[0].span.range()], b"x-klingon");
        },
    );
}

#[test]
fn default_when_the_document_says_nothing() {
    let mut options = Options::default();
    options.default_encoding = Some(Encoding::for_label("windows-1251").unwrap());
    check(
        "no-information-ascii.html",
        &options,
        "windows-1251",
        Source::Default,
        |d| {
            assert!(codes(d).is_empty());
        },
    );
    // The document's own META still wins over the default.
    check("iso-8859-5.html", &options, "ISO-8859-5", Source::Meta, |_| {});
}

#[test]
fn fallback_is_utf8_when_valid() {
    check(
        "no-information-utf8.html",
        &Options::default(),
        "UTF-8",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["no-encoding-information"]);
            assert!(d.text.contains(JAPANESE));
            assert!(matches!(d.text, std::borrow::Cow::Borrowed(_)));
        },
    );
    check(
        "no-information-ascii.html",
        &Options::default(),
        "UTF-8",
        Source::Fallback,
        |d| assert!(d.text.contains(ASCII)),
    );
}

#[test]
fn fallback_is_windows1252_when_not_utf8() {
    check(
        "no-information-8bit.html",
        &Options::default(),
        "windows-1252",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["no-encoding-information"]);
            assert!(d.text.contains(LATIN));
        },
    );
}

#[test]
fn fallback_can_be_configured() {
    let mut options = Options::default();
    options.fallback = Fallback::Encoding(Encoding::ISO_8859_1);
    check(
        "no-information-utf8.html",
        &options,
        "ISO-8859-1",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["no-encoding-information"]);
        },
    );
}

#[test]
fn fallback_list_takes_the_first_encoding_that_decodes() {
    let list = |encodings: &[Encoding]| {
        let mut options = Options::default();
        options.fallback = Fallback::FirstThatDecodes(encodings.to_vec());
        options
    };
    let shift_jis = Encoding::for_label("Shift_JIS").expect("a known label");
    // The Shift_JIS fixture with its META removed: nothing declares an encoding.
    let stripped: Vec<u8> = {
        let raw = bytes("shift_jis.html");
        let at = raw.windows(5).position(|w| w == b"<META").expect("a META");
        let end = at + raw[at..].iter().position(|&b| b == b'>').expect("its end") + 1;
        [&raw[..at], &raw[end..]].concat()
    };
    let options = list(&[Encoding::UTF_8, shift_jis, Encoding::WINDOWS_1252]);
    let decoded = decode(&stripped, &options).expect("decodes");
    assert_eq!(decoded.detection.encoding, shift_jis);
    assert_eq!(decoded.detection.source, Source::Fallback);
    assert_eq!(codes(&decoded), ["no-encoding-information"]);
    assert!(decoded.text.contains(JAPANESE));
    // Bytes that are neither UTF-8 nor Shift_JIS (0x80 and 0xA0 alone are not Shift_JIS
    // lead bytes): the last one.
    let latin = b"<p>\x80 \xa0 caf\xe9";
    let decoded = decode(latin, &options).expect("decodes");
    assert_eq!(decoded.detection.encoding, Encoding::WINDOWS_1252);
    // Valid UTF-8 stops at the first; an empty list is UTF-8, else windows-1252.
    let decoded = decode("caf\u{e9}".as_bytes(), &options).expect("decodes");
    assert_eq!(decoded.detection.encoding, Encoding::UTF_8);
    let decoded = decode(latin, &list(&[])).expect("decodes");
    assert_eq!(decoded.detection.encoding, Encoding::WINDOWS_1252);
}

// ---- 2. UTF-16 and the 'unicode' labels ----

fn utf16_text(d: &Decoded<'_>) {
    assert!(d.text.starts_with("<!DOCTYPE"), "{:?}", &d.text[..20]);
    assert!(d.text.contains(&format!("UTF-16: {JAPANESE} \u{1F600} café")));
}

#[test]
fn utf16_byte_order_marks() {
    check("utf16le-bom.html", &Options::default(), "UTF-16LE", Source::Bom, |d| {
        utf16_text(d);
        assert_eq!(d.detection.bom_len, 2);
        assert!(codes(d).is_empty());
    });
    check(
        "utf16be-bom.html",
        &Options::default(),
        "UTF-16BE",
        Source::Bom,
        utf16_text,
    );
}

#[test]
fn utf16_label_without_bom_is_big_endian() {
    check(
        "utf16be-nobom.html",
        &http("text/html; charset=utf-16"),
        "UTF-16BE",
        Source::Http,
        |d| {
            utf16_text(d);
            assert!(codes(d).is_empty());
        },
    );
}

#[test]
fn utf16_label_without_bom_is_little_endian_in_compatibility_mode() {
    let mut options = http("text/html; charset=UTF-16");
    options.utf16_little_endian = true;
    check("utf16le-nobom.html", &options, "UTF-16LE", Source::Http, utf16_text);
}

#[test]
fn utf16_label_with_bom_follows_the_bom() {
    for (name, encoding) in [("utf16le-bom.html", "UTF-16LE"), ("utf16be-bom.html", "UTF-16BE")] {
        check(name, &http("text/html; charset=utf-16"), encoding, Source::Http, |d| {
            utf16_text(d);
            assert!(codes(d).is_empty());
        });
    }
}

#[test]
fn explicit_byte_order_labels() {
    check(
        "utf16le-nobom.html",
        &http("text/html; charset=UTF-16LE"),
        "UTF-16LE",
        Source::Http,
        utf16_text,
    );
    check(
        "utf16be-nobom.html",
        &http("text/html; charset=UTF-16BE"),
        "UTF-16BE",
        Source::Http,
        utf16_text,
    );
}

#[test]
fn unicode_label_is_little_endian_and_expects_a_bom() {
    check(
        "utf16le-bom.html",
        &http("text/html; charset=unicode"),
        "UTF-16LE",
        Source::Http,
        |d| {
            utf16_text(d);
            assert!(codes(d).is_empty());
        },
    );
    check(
        "utf16le-nobom.html",
        &http("text/html; charset=unicode"),
        "UTF-16LE",
        Source::Http,
        |d| {
            utf16_text(d);
            assert_eq!(codes(d), ["missing-byte-order-mark"]);
        },
    );
}

#[test]
fn unicodefffe_label_is_big_endian() {
    check(
        "utf16be-nobom.html",
        &http("text/html; charset=unicodeFFFE"),
        "UTF-16BE",
        Source::Http,
        |d| {
            utf16_text(d);
            assert!(codes(d).is_empty());
        },
    );
}

#[test]
fn reversed_bom_means_swapped_bytes() {
    check(
        "utf16le-bom.html",
        &http("text/html; charset=UTF-16BE"),
        "UTF-16LE",
        Source::Http,
        |d| {
            utf16_text(d);
            assert_eq!(codes(d), ["reversed-byte-order-mark"]);
            assert_eq!(d.diagnostics[0].span, Span::new(0, 2));
        },
    );
    check(
        "utf16be-bom.html",
        &http("text/html; charset=unicode"),
        "UTF-16BE",
        Source::Http,
        |d| {
            utf16_text(d);
            assert_eq!(codes(d), ["reversed-byte-order-mark"]);
        },
    );
    // Even a forced label yields to a reversed mark: the bytes are plainly swapped.
    check(
        "utf16be-bom.html",
        &forced("utf-16le"),
        "UTF-16BE",
        Source::Override,
        utf16_text,
    );
}

#[test]
fn utf16_label_on_ascii_compatible_bytes_means_utf8() {
    check(
        "meta-utf16-in-ascii.html",
        &Options::default(),
        "UTF-8",
        Source::Meta,
        |d| {
            assert_eq!(codes(d), ["utf16-label-on-ascii-bytes"]);
            assert!(d.text.contains("8-bit bytes, café"));
            assert_eq!(&d.bytes()[d.diagnostics[0].span.range()], b"UTF-16");
        },
    );
    check(
        "meta-unicode-in-ascii.html",
        &Options::default(),
        "UTF-8",
        Source::Meta,
        |d| {
            assert_eq!(codes(d), ["utf16-label-on-ascii-bytes"]);
        },
    );
    check(
        "no-information-ascii.html",
        &http("text/html; charset=utf-16"),
        "UTF-8",
        Source::Http,
        |d| {
            assert_eq!(codes(d), ["utf16-label-on-ascii-bytes"]);
        },
    );
}

#[test]
fn utf16_meta_is_not_read_without_a_bom() {
    // The prescan stops at the first NUL: a META inside UTF-16 text is not seen.
    check(
        "utf16be-nobom-meta.html",
        &Options::default(),
        "windows-1252",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["no-encoding-information", "looks-like-utf16"]);
            assert!(d.diagnostics[1].to_string().contains("UTF-16BE"));
        },
    );
    check(
        "utf16le-nobom.html",
        &Options::default(),
        "windows-1252",
        Source::Fallback,
        |d| {
            assert_eq!(codes(d), ["no-encoding-information", "looks-like-utf16"]);
            assert!(d.diagnostics[1].to_string().contains("UTF-16LE"));
        },
    );
    check(
        "utf16le-bom-meta.html",
        &Options::default(),
        "UTF-16LE",
        Source::Bom,
        |d| {
            assert!(d.text.contains(JAPANESE));
        },
    );
}

#[test]
fn detection_shows_encoding_source_and_label() {
    let data = bytes("shift_jis.html");
    let d = decode(&data, &http("text/html; charset=shift_jis")).unwrap();
    assert_eq!(d.detection.to_string(), "Shift_JIS (http: \"shift_jis\")");
    let data = bytes("utf16le-bom.html");
    assert_eq!(
        decode(&data, &Options::default()).unwrap().detection.to_string(),
        "UTF-16LE (bom)"
    );
}

#[test]
fn utf1_is_refused() {
    check("meta-utf1.html", &Options::default(), "UTF-8", Source::Fallback, |d| {
        assert_eq!(codes(d), ["encoding-refused", "no-encoding-information"]);
        assert!(d.diagnostics[0].is_error());
        assert!(d.diagnostics[0].to_string().contains("UTF-1 should not be used"));
        assert_eq!(&d.bytes()[d.diagnostics[0].span.range()], b"ISO-10646-UTF-1");
    });
    let data = bytes("no-information-ascii.html");
    let refusal = decode(&data, &forced("ISO-10646-UTF-1")).unwrap_err();
    assert_eq!(refusal.kind.code(), "encoding-refused");
    assert!(refusal.to_string().contains("UTF-1 should not be used"));
}

#[test]
fn utf32_is_refused() {
    let data = bytes("utf32le-bom.html");
    let refusal = decode(&data, &Options::default()).unwrap_err();
    assert_eq!(refusal.kind.code(), "encoding-refused");
    assert_eq!(refusal.span, Span::new(0, 4));
    assert!(refusal.to_string().contains("UTF-32"));
    let ascii = bytes("no-information-ascii.html");
    assert_eq!(
        decode(&ascii, &forced("UTF-32")).unwrap_err().kind.code(),
        "encoding-refused"
    );
}

#[test]
fn unknown_forced_label_is_refused() {
    let data = bytes("no-information-ascii.html");
    let refusal = decode(&data, &forced("x-klingon")).unwrap_err();
    assert_eq!(refusal.kind.code(), "unknown-charset-label");
    assert!(refusal.is_error());
}

// ---- 3. Decoding ----

#[test]
fn japanese() {
    check("shift_jis.html", &Options::default(), "Shift_JIS", Source::Meta, |d| {
        assert!(d.text.contains(&format!("{JAPANESE} ｶﾀｶﾅ")));
        assert!(codes(d).is_empty());
    });
    check("euc-jp.html", &Options::default(), "EUC-JP", Source::Meta, |d| {
        assert!(d.text.contains(JAPANESE))
    });
    // ISO-2022-JP is not ASCII-compatible after an escape, but its META comes first.
    check(
        "iso-2022-jp.html",
        &Options::default(),
        "ISO-2022-JP",
        Source::Meta,
        |d| {
            assert!(d.text.contains(JAPANESE));
            assert!(codes(d).is_empty());
        },
    );
}

#[test]
fn labels_are_case_insensitive() {
    for label in ["SHIFT_JIS", "Shift_JIS", "shift_jis", "MS_Kanji", "csShiftJIS"] {
        check("shift_jis.html", &forced(label), "Shift_JIS", Source::Override, |d| {
            assert!(d.text.contains(JAPANESE))
        });
    }
}

#[test]
fn cyrillic() {
    for (name, encoding) in [
        ("iso-8859-5.html", "ISO-8859-5"),
        ("koi8-r.html", "KOI8-R"),
        ("windows-1251.html", "windows-1251"),
    ] {
        check(name, &Options::default(), encoding, Source::Meta, |d| {
            assert!(d.text.contains(CYRILLIC))
        });
    }
}

#[test]
fn chinese_and_korean() {
    check("big5.html", &Options::default(), "Big5", Source::Meta, |d| {
        assert!(d.text.contains("繁體中文的測試文字。"))
    });
    check("gbk.html", &Options::default(), "GBK", Source::Meta, |d| {
        assert!(d.text.contains("简体中文的测试文字。"))
    });
    check("gb18030.html", &Options::default(), "gb18030", Source::Meta, |d| {
        assert!(d.text.contains("简体中文的测试文字。 \u{1F600}"));
    });
    check("euc-kr.html", &Options::default(), "EUC-KR", Source::Meta, |d| {
        assert!(d.text.contains("한국어 텍스트입니다."))
    });
}

#[test]
fn windows1252_is_windows1252() {
    check(
        "windows-1252.html",
        &Options::default(),
        "windows-1252",
        Source::Meta,
        |d| {
            assert!(d.text.contains(LATIN));
        },
    );
}

#[test]
fn iso_8859_1_keeps_its_c1_controls() {
    check(
        "iso-8859-1-c1.html",
        &Options::default(),
        "ISO-8859-1",
        Source::Meta,
        |d| {
            assert!(d.text.contains("café and a C1 control: \u{85}."));
            assert!(codes(d).is_empty());
        },
    );
    // The same bytes forced to windows-1252 give the ellipsis.
    check(
        "iso-8859-1-c1.html",
        &forced("windows-1252"),
        "windows-1252",
        Source::Override,
        |d| {
            assert!(d.text.contains("C1 control: \u{2026}."));
        },
    );
    // And windows-1252 bytes read as ISO-8859-1 give C1 controls where the euro sign was.
    check(
        "windows-1252.html",
        &forced("latin1"),
        "ISO-8859-1",
        Source::Override,
        |d| {
            assert!(d.text.contains("5 \u{80}"));
        },
    );
}

#[test]
fn us_ascii_reads_high_bytes_as_latin1_with_a_warning() {
    check(
        "us-ascii-high-byte.html",
        &Options::default(),
        "US-ASCII",
        Source::Meta,
        |d| {
            assert!(d.text.contains("<P>café</P>"));
            assert_eq!(codes(d), ["non-ascii-bytes"]);
            assert_eq!(&d.bytes()[d.diagnostics[0].span.range()], b"\xE9");
            assert!(!d.has_errors());
        },
    );
}

#[test]
fn undecodable_bytes_are_errors_at_their_position() {
    check(
        "mislabelled-latin1-as-utf8.html",
        &Options::default(),
        "UTF-8",
        Source::Meta,
        |d| {
            assert_eq!(codes(d), ["invalid-bytes"; 4]);
            assert!(d.has_errors());
            assert!(d.text.contains("caf\u{FFFD} cr\u{FFFD}me br\u{FFFD}l\u{FFFD}e"));
            for diagnostic in &d.diagnostics {
                let bad = &d.bytes()[diagnostic.span.range()];
                assert_eq!(bad.len(), 1);
                assert!(matches!(bad[0], 0xE9 | 0xE8 | 0xFB));
                // The span lands on the U+FFFD in the text.
                assert_eq!(diagnostic.span.slice_text(d), "\u{FFFD}");
            }
            assert!(d.diagnostics[0].to_string().contains("0xE9"));
        },
    );
}

#[test]
fn error_reporting_is_bounded() {
    let garbage = vec![0xFFu8; 10_000];
    let mut options = Options::default();
    options.override_label = Some("utf-8".into());
    options.max_reported_errors = 5;
    let d = decode(&garbage, &options).unwrap();
    assert_eq!(d.diagnostics.len(), 6);
    assert_eq!(d.text.chars().count(), 10_000);
    match &d.diagnostics[5].kind {
        omittag_encoding::EncodingDiagnostic::MoreInvalidBytes { count, .. } => assert_eq!(*count, 9_995),
        other => panic!("{other:?}"),
    }
}

#[test]
fn utf8_is_borrowed_not_copied() {
    let data = bytes("no-information-utf8.html");
    let d = decode(&data, &http("text/html; charset=utf-8")).unwrap();
    assert!(matches!(d.text, std::borrow::Cow::Borrowed(_)));
    assert!(d.offsets.is_identity());
    assert_eq!(d.offsets.anchor_count(), 1);
    let data = bytes("utf8-bom.html");
    let d = decode(&data, &Options::default()).unwrap();
    assert!(matches!(d.text, std::borrow::Cow::Borrowed(_)));
    assert_eq!(d.byte_offset(0), 3);
}

#[test]
fn every_fixture_keeps_its_offsets() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "html") {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let data = bytes(&name);
            if let Ok(decoded) = decode(&data, &Options::default()) {
                check_offsets(&name, &decoded);
                for diagnostic in &decoded.diagnostics {
                    let span = decoded.text_span(diagnostic.span);
                    assert!(span.end as usize <= decoded.text.len(), "{name}");
                }
            }
            seen += 1;
        }
    }
    assert!(seen >= 30, "fixtures missing: {seen}");
}

/// The text a byte span of a decoded document covers.
trait SliceText {
    fn slice_text<'a>(self, decoded: &'a Decoded<'_>) -> &'a str;
}

impl SliceText for Span {
    fn slice_text<'a>(self, decoded: &'a Decoded<'_>) -> &'a str {
        &decoded.text[decoded.text_span(self).range()]
    }
}

fn xml() -> Options {
    {
        let mut options = Options::default();
        options.xml = true;
        options
    }
}

/// A document read as XML: the XML declaration's encoding comes after HTTP and before
/// META; with nothing said, UTF-8 without a warning. Read as HTML, the XML declaration
/// is not looked at.
#[test]
fn xml_documents_follow_their_xml_declaration() {
    let latin1 = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<doc>caf\xE9</doc>".to_vec();
    let decoded = decode(&latin1, &xml()).unwrap();
    assert_eq!(decoded.detection.encoding, Encoding::for_label("iso-8859-1").unwrap());
    assert_eq!(decoded.detection.source, Source::XmlDeclaration);
    assert!(decoded.text.ends_with("café</doc>"));
    let html = decode(&latin1, &Options::default()).unwrap();
    assert_ne!(html.detection.source, Source::XmlDeclaration);
    // HTTP first.
    let mut over_http = xml();
    over_http.http_content_type = Some("application/xhtml+xml; charset=utf-8".into());
    assert_eq!(decode(&latin1, &over_http).unwrap().detection.source, Source::Http);
    // Nothing said: UTF-8, the XML default, with no diagnostic.
    let plain = decode(b"<?xml version=\"1.0\"?><doc>\xC3\xA9</doc>", &xml()).unwrap();
    assert_eq!(plain.detection.encoding, Encoding::UTF_8);
    assert_eq!(plain.detection.source, Source::Default);
    assert!(plain.detection.diagnostics.is_empty());
    // An unknown label is reported and detection goes on.
    let unknown = decode(b"<?xml version=\"1.0\" encoding=\"no-such\"?><doc/>", &xml()).unwrap();
    assert_eq!(unknown.detection.encoding, Encoding::UTF_8);
    let all: Vec<_> = unknown
        .detection
        .diagnostics
        .iter()
        .chain(&unknown.diagnostics)
        .collect();
    assert_eq!(all[0].kind.code(), "unknown-charset-label", "{all:?}");
    assert_eq!(all[0].span, Span::new(30, 37));
}

/// `text/xml` (and `text/*+xml`) without a charset is US-ASCII (RFC 3023), whatever the
/// XML declaration says, as the W3C validator read it, with a warning; with a charset,
/// or as `application/xml`, the usual order holds.
#[test]
fn xml_text_without_a_charset_is_us_ascii() {
    let utf8 = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<doc>café</doc>".as_bytes();
    for media_type in ["text/xml", "Text/XML ; q=1", "text/svg+xml"] {
        let mut options = xml();
        options.http_content_type = Some(media_type.to_owned());
        let decoded = decode(utf8, &options).unwrap();
        assert_eq!(decoded.detection.encoding, Encoding::US_ASCII, "{media_type}");
        assert_eq!(decoded.detection.source, Source::Http, "{media_type}");
        let all: Vec<_> = decoded
            .detection
            .diagnostics
            .iter()
            .chain(&decoded.diagnostics)
            .map(|d| d.kind.code())
            .collect();
        assert_eq!(all, ["xml-text-without-charset", "non-ascii-bytes"], "{media_type}");
    }
    for media_type in [
        "text/xml; charset=utf-8",
        "application/xml",
        "application/xhtml+xml",
        "text/html",
    ] {
        let mut options = xml();
        options.http_content_type = Some(media_type.to_owned());
        let decoded = decode(utf8, &options).unwrap();
        assert_eq!(decoded.detection.encoding, Encoding::UTF_8, "{media_type}");
        assert!(decoded.detection.diagnostics.is_empty(), "{media_type}");
    }
}

/// An XML document in UTF-16: with a byte order mark, or without one when it begins
/// with `<?` in UTF-16 (XML 1.0 Appendix F); the same bytes read as HTML are not
/// UTF-16 without a label.
#[test]
fn xml_documents_in_utf16_are_found_with_or_without_a_mark() {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<doc>café</doc>";
    let encode = |big_endian: bool, bom: bool| -> Vec<u8> {
        let units = bom.then_some(0xFEFF_u16).into_iter().chain(text.encode_utf16());
        units
            .flat_map(|u| if big_endian { u.to_be_bytes() } else { u.to_le_bytes() })
            .collect()
    };
    for big_endian in [true, false] {
        let expected = if big_endian {
            Encoding::UTF_16BE
        } else {
            Encoding::UTF_16LE
        };
        let marked_bytes = encode(big_endian, true);
        let marked = decode(&marked_bytes, &xml()).unwrap();
        assert_eq!(marked.detection.encoding, expected);
        assert_eq!(marked.detection.source, Source::Bom);
        assert_eq!(marked.text, text);
        let bytes = encode(big_endian, false);
        let unmarked = decode(&bytes, &xml()).unwrap();
        assert_eq!(unmarked.detection.encoding, expected);
        assert_eq!(unmarked.detection.source, Source::XmlDeclaration);
        assert_eq!(unmarked.text, text);
        assert!(codes(&unmarked).is_empty(), "{:?}", codes(&unmarked));
        assert!(unmarked.detection.diagnostics.is_empty());
        let html = decode(&bytes, &Options::default()).unwrap();
        assert_ne!(html.detection.encoding, expected);
    }
}

#[test]
fn bytes_as_characters_reads_every_byte_as_its_number_and_says_nothing() {
    let mut options = Options::default();
    options.bytes_as_characters = true;
    options.http_content_type = Some("text/html; charset=utf-8".into());
    let bytes = b"\xef\xbb\xbf<?xml version=\"1.0\" encoding=\"utf-8\"?><meta charset=utf-8>\xc3\xa9\x96";
    let decoded = omittag_encoding::decode(bytes, &options).unwrap();
    assert_eq!(decoded.detection.encoding, Encoding::ISO_8859_1);
    let expected: String = bytes.iter().map(|&b| char::from(b)).collect();
    assert_eq!(decoded.text, expected);
    assert!(codes(&decoded).is_empty());
    // An override still comes first.
    let forced = omittag_encoding::decode(b"\xc3\xa9", &options.clone().with_override("utf-8")).unwrap();
    assert_eq!(forced.text, "\u{e9}");
}
