//! Decoding: bytes in a detected encoding to a `str`, borrowed when the bytes are valid
//! UTF-8, with an [`OffsetMap`] back to the bytes. Bytes that are not a character are an
//! error at their byte position and read as U+FFFD; decoding goes on.

use std::borrow::Cow;

use encoding_rs::DecoderResult;
use sgml_source::{Diagnostic, Span};

use crate::detect::{MAX_INPUT_LEN, Refused};
use crate::diagnostic::ByteSeq;
use crate::encoding::{Family, Kind};
use crate::offsets::{Anchor, OffsetMap, Stride};
use crate::{Detection, Encoding, EncodingDiagnostic, Options, detect};

/// How many bytes a chunk of decoding spans at least, between two offset-map anchors.
const CHUNK: usize = 1024;

/// A document's text, decoded.
#[derive(Clone, Debug)]
pub struct Decoded<'a> {
    /// The characters, without the byte order mark. Borrowed from the bytes when they
    /// are valid UTF-8.
    pub text: Cow<'a, str>,
    /// The encoding used and where it was found (its `diagnostics` are moved to
    /// [`Decoded::diagnostics`]).
    pub detection: Detection,
    /// From text offsets back to byte offsets, and back again.
    pub offsets: OffsetMap,
    /// What detection and decoding found, in order. Spans are byte offsets into the
    /// bytes; [`Decoded::text_span`] places them in the text.
    pub diagnostics: Vec<Diagnostic<EncodingDiagnostic>>,
    bytes: &'a [u8],
}

impl<'a> Decoded<'a> {
    /// The bytes the text was decoded from.
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The byte offset of the character at `text_offset` in the text.
    pub fn byte_offset(&self, text_offset: u32) -> u32 {
        self.offsets.byte_offset(&self.text, self.bytes, text_offset)
    }

    /// The text offset of the character that byte `byte_offset` is part of.
    pub fn text_offset(&self, byte_offset: u32) -> u32 {
        self.offsets.text_offset(&self.text, self.bytes, byte_offset)
    }

    /// A span of the text as a span of the bytes.
    pub fn byte_span(&self, text_span: Span) -> Span {
        let start = self.byte_offset(text_span.start);
        Span::new(start, self.byte_offset(text_span.end).max(start))
    }

    /// A span of the bytes (such as a diagnostic's from this crate) as a span of the
    /// text: the characters the bytes are part of.
    pub fn text_span(&self, byte_span: Span) -> Span {
        let start = self.text_offset(byte_span.start);
        let end = if byte_span.is_empty() {
            start
        } else {
            let last = self.text_offset(byte_span.end - 1);
            let next = self.text[last as usize..].chars().next().map_or(0, char::len_utf8) as u32;
            (last + next).max(start)
        };
        Span::new(start, end)
    }

    /// Whether detection or decoding found an error (an undecodable byte, a refused label).
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Finds the encoding of `bytes` ([`detect`]) and decodes them ([`decode_with`]).
///
/// ```
/// use omittag_encoding::{decode, Encoding, Options, Source};
///
/// let bytes = b"<meta http-equiv=Content-Type content='text/html; charset=ISO-8859-5'><p>\xBF\xE0\xD8";
/// let decoded = decode(bytes, &Options::default()).unwrap();
/// assert_eq!(decoded.detection.encoding.name(), "ISO-8859-5");
/// assert_eq!(decoded.detection.source, Source::Meta);
/// assert!(decoded.text.ends_with("<p>При"));
/// assert_eq!(decoded.byte_offset(decoded.text.len() as u32 - 2), bytes.len() as u32 - 1);
/// ```
pub fn decode<'a>(bytes: &'a [u8], options: &Options) -> Result<Decoded<'a>, Refused> {
    let detection = detect(bytes, options)?;
    decode_with(bytes, detection, options)
}

/// Decodes `bytes` as `detection` says (skipping `detection.bom_len` bytes of byte order
/// mark). UTF-8 costs one validation and no copy when the bytes are valid.
pub fn decode_with<'a>(bytes: &'a [u8], mut detection: Detection, options: &Options) -> Result<Decoded<'a>, Refused> {
    if bytes.len() > MAX_INPUT_LEN {
        return Err(Diagnostic::new(
            EncodingDiagnostic::InputTooLarge { len: bytes.len() },
            Span::empty(0),
        ));
    }
    let bom_len = detection.bom_len.min(bytes.len());
    let body = &bytes[bom_len..];
    let mut diagnostics = std::mem::take(&mut detection.diagnostics);
    let mut errors = Errors::new(detection.encoding, bom_len, options.max_reported_errors);
    let encoding = detection.encoding;
    // Valid UTF-8, and ASCII in any encoding that reads ASCII bytes as themselves, is its
    // own text: borrowed, not copied.
    let own_text = match encoding.0 {
        Kind::Utf8 => crate::utf8::valid(body),
        _ if reads_ascii_as_itself(encoding, body) => crate::utf8::valid(body),
        _ => None,
    };
    let (text, stride, anchors) = match encoding.0 {
        _ if own_text.is_some() => (
            Cow::Borrowed(own_text.unwrap_or_default()),
            Stride::Identity,
            vec![Anchor {
                text: 0,
                byte: bom_len as u32,
            }],
        ),
        Kind::Latin1 | Kind::UsAscii | Kind::IsoC1 { .. } => {
            let (text, anchors) = decode_by_table(encoding, body, bom_len, &mut errors);
            (Cow::Owned(text), Stride::SingleByte, anchors)
        }
        Kind::Utf8 | Kind::Whatwg(_) => {
            let whatwg = encoding.whatwg().unwrap_or(encoding_rs::UTF_8);
            let (text, anchors) = decode_streaming(encoding, whatwg, body, bom_len, &mut errors);
            let stride = if encoding.family() == Family::SingleByte {
                Stride::SingleByte
            } else {
                Stride::Decoder(whatwg)
            };
            (Cow::Owned(text), stride, anchors)
        }
    };
    errors.finish(&mut diagnostics);
    let offsets = OffsetMap {
        stride,
        anchors,
        text_len: text.len() as u32,
        byte_len: bytes.len() as u32,
    };
    Ok(Decoded {
        text,
        detection,
        offsets,
        diagnostics,
        bytes,
    })
}

/// Whether `body` is all ASCII and `encoding` reads every ASCII byte as the ASCII
/// character (ISO-2022-JP does, short of its escape and shift bytes).
fn reads_ascii_as_itself(encoding: Encoding, body: &[u8]) -> bool {
    let ascii_compatible = encoding.is_ascii_compatible()
        || encoding.family() == Family::Iso2022Jp && memchr::memchr3(0x1B, 0x0E, 0x0F, body).is_none();
    ascii_compatible && body.is_ascii()
}

/// Decoding errors, reported one by one up to a limit and then counted.
struct Errors {
    encoding: Encoding,
    bom_len: usize,
    max: usize,
    reported: Vec<Diagnostic<EncodingDiagnostic>>,
    more: usize,
    first_more: Option<Span>,
    non_ascii: usize,
    first_non_ascii: Option<Span>,
}

impl Errors {
    fn new(encoding: Encoding, bom_len: usize, max: usize) -> Errors {
        Errors {
            encoding,
            bom_len,
            max,
            reported: Vec::new(),
            more: 0,
            first_more: None,
            non_ascii: 0,
            first_non_ascii: None,
        }
    }

    /// Bytes `start..end` of the body (after the byte order mark) are not a character.
    fn invalid(&mut self, body: &[u8], start: usize, end: usize) {
        let span = Span::from_range(self.bom_len + start..self.bom_len + end);
        if self.reported.len() < self.max {
            self.reported.push(Diagnostic::new(
                EncodingDiagnostic::InvalidBytes {
                    encoding: self.encoding,
                    bytes: ByteSeq::new(&body[start..end]),
                },
                span,
            ));
        } else {
            self.more += 1;
            self.first_more.get_or_insert(span);
        }
    }

    fn non_ascii(&mut self, at: usize, count: usize) {
        self.non_ascii += count;
        self.first_non_ascii
            .get_or_insert(Span::from_range(self.bom_len + at..self.bom_len + at + 1));
    }

    fn finish(self, diagnostics: &mut Vec<Diagnostic<EncodingDiagnostic>>) {
        if let Some(span) = self.first_non_ascii {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::NonAsciiBytes { count: self.non_ascii },
                span,
            ));
        }
        diagnostics.extend(self.reported);
        if let Some(span) = self.first_more {
            diagnostics.push(Diagnostic::new(
                EncodingDiagnostic::MoreInvalidBytes {
                    encoding: self.encoding,
                    count: self.more,
                },
                span,
            ));
        }
    }
}

/// The characters of an ISO 8859 part that WHATWG maps to a Windows code page: the code
/// page's above 0x9F, the C1 controls of ISO 6429 at 0x80–0x9F; `None` where a byte is no
/// character.
fn table(encoding: Encoding) -> [Option<char>; 256] {
    let mut table = [None; 256];
    for (byte, slot) in table.iter_mut().enumerate() {
        *slot = match encoding.0 {
            Kind::IsoC1 { base, .. } if !(0x80..=0x9F).contains(&byte) => base
                .decode_without_bom_handling_and_without_replacement(&[byte as u8])
                .and_then(|s| s.chars().next()),
            // ASCII, and the C1 controls of ISO 6429: byte n is U+00n.
            _ => Some(char::from(byte as u8)),
        };
    }
    table
}

/// ISO-8859-1 (and US-ASCII read as onsgmls reads it): byte n is U+00n. One
/// `encoding_rs::mem` call; the anchors follow from counting the bytes from 0x80 up,
/// which take two bytes of UTF-8.
fn decode_latin1(body: &[u8], bom_len: usize, warn_non_ascii: bool, errors: &mut Errors) -> (String, Vec<Anchor>) {
    let text = encoding_rs::mem::decode_latin1(body).into_owned();
    let mut anchors = Vec::with_capacity(body.len() / CHUNK + 1);
    let mut text_offset = 0;
    for (k, chunk) in body.chunks(CHUNK).enumerate() {
        anchors.push(Anchor {
            text: text_offset as u32,
            byte: (bom_len + k * CHUNK) as u32,
        });
        let high = chunk.iter().filter(|b| !b.is_ascii()).count();
        text_offset += chunk.len() + high;
        if warn_non_ascii && high > 0 {
            let first = chunk.iter().position(|b| !b.is_ascii()).unwrap_or(0);
            errors.non_ascii(k * CHUNK + first, high);
        }
    }
    if anchors.is_empty() {
        anchors.push(Anchor {
            text: 0,
            byte: bom_len as u32,
        });
    }
    (text, anchors)
}

fn decode_by_table(encoding: Encoding, body: &[u8], bom_len: usize, errors: &mut Errors) -> (String, Vec<Anchor>) {
    if matches!(encoding.0, Kind::Latin1 | Kind::UsAscii) {
        return decode_latin1(body, bom_len, encoding == Encoding::US_ASCII, errors);
    }
    let table = table(encoding);
    let mut text = String::with_capacity(body.len() + body.len() / 8);
    let mut anchors = vec![Anchor {
        text: 0,
        byte: bom_len as u32,
    }];
    let mut i = 0;
    while i < body.len() {
        if i > 0 && i % CHUNK == 0 {
            anchors.push(Anchor {
                text: text.len() as u32,
                byte: (bom_len + i) as u32,
            });
        }
        let chunk_end = (i / CHUNK + 1) * CHUNK;
        let end = chunk_end.min(body.len());
        // ASCII runs are copied whole.
        let ascii = body[i..end].iter().take_while(|b| b.is_ascii()).count();
        if ascii > 0 {
            text.push_str(std::str::from_utf8(&body[i..i + ascii]).unwrap_or_default());
            i += ascii;
            continue;
        }
        let byte = body[i];
        match table[byte as usize] {
            Some(c) => text.push(c),
            None => {
                errors.invalid(body, i, i + 1);
                text.push('\u{FFFD}');
            }
        }
        i += 1;
    }
    (text, anchors)
}

fn decode_streaming(
    encoding: Encoding,
    whatwg: &'static encoding_rs::Encoding,
    body: &[u8],
    bom_len: usize,
    errors: &mut Errors,
) -> (String, Vec<Anchor>) {
    let family = encoding.family();
    let mut decoder = whatwg.new_decoder_without_bom_handling();
    let mut text = String::with_capacity(body.len() + body.len() / 4);
    let mut anchors = vec![Anchor {
        text: 0,
        byte: bom_len as u32,
    }];
    let mut pos = 0;
    loop {
        let end = clean_point(family, body, pos, pos + CHUNK);
        let last = end == body.len();
        let piece = &body[pos..end];
        let mut consumed = 0;
        loop {
            let needed = decoder
                .max_utf8_buffer_length_without_replacement(piece.len() - consumed)
                .unwrap_or(piece.len() * 3 + 16);
            text.reserve(needed.max(4));
            let (result, read) = decoder.decode_to_string_without_replacement(&piece[consumed..], &mut text, last);
            consumed += read;
            match result {
                DecoderResult::InputEmpty => break,
                // Not expected after reserving the decoder's own bound; grow and go on.
                DecoderResult::OutputFull => text.reserve(text.capacity().max(64)),
                DecoderResult::Malformed(bad, extra) => {
                    let bad_end = (pos + consumed).saturating_sub(extra as usize);
                    let bad_start = bad_end.saturating_sub(bad as usize);
                    errors.invalid(body, bad_start, bad_end);
                    text.push('\u{FFFD}');
                }
            }
        }
        if last {
            break;
        }
        pos = end;
        anchors.push(Anchor {
            text: text.len() as u32,
            byte: (bom_len + pos) as u32,
        });
    }
    (text, anchors)
}

/// The first offset from `from` on (or the end) where a decoder of `family` that started
/// at `start` in its initial state holds no partial character and is back in its initial
/// state, so that decoding can restart there with a fresh decoder.
fn clean_point(family: Family, body: &[u8], start: usize, from: usize) -> usize {
    if from >= body.len() {
        return body.len();
    }
    match family {
        Family::Utf8 | Family::SingleByte => {
            // A UTF-8 decoder is clean after an ASCII byte.
            (from..body.len())
                .find(|&i| family == Family::SingleByte || body[i - 1] < 0x80)
                .unwrap_or(body.len())
        }
        Family::Utf16 => {
            // After a whole code unit that is not a high surrogate.
            (from..body.len())
                .filter(|i| (i - start).is_multiple_of(2))
                .find(|&i| {
                    let unit = [body[i - 2], body[i - 1]];
                    // Either byte order: a high surrogate has 0xD8..=0xDB as its high byte,
                    // which is the first byte (BE) or the second (LE). Cutting only where
                    // neither byte looks like one is safe for both.
                    !(0xD8..=0xDB).contains(&unit[0]) && !(0xD8..=0xDB).contains(&unit[1])
                })
                .unwrap_or(body.len())
        }
        Family::Multibyte => {
            // Lead bytes are all 0x81 and up: after two bytes below 0x80, no sequence is open
            // (a trail byte may be below 0x80, but then the byte before it is a lead byte).
            (from..body.len())
                .find(|&i| i >= 2 && body[i - 1] < 0x80 && body[i - 2] < 0x80)
                .unwrap_or(body.len())
        }
        Family::Iso2022Jp => {
            // Track the escape sequences from the last clean point: clean after an ASCII
            // character read in the ASCII set (after ESC ( B, or before any escape).
            let mut ascii = true;
            let mut i = start;
            while i < body.len() {
                let b = body[i];
                if b == 0x1B {
                    ascii = body.get(i + 1..i + 3) == Some(b"(B");
                    i += if ascii { 3 } else { 1 };
                    continue;
                }
                i += 1;
                if ascii && i >= from && b < 0x80 && b != 0x0E && b != 0x0F {
                    return i;
                }
            }
            body.len()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forced(label: &str, bytes: &[u8]) -> (String, Vec<&'static str>) {
        let options = Options {
            override_label: Some(label.to_owned()),
            ..Options::default()
        };
        let decoded = crate::decode(bytes, &options).unwrap();
        let codes = decoded.diagnostics.iter().map(|d| d.kind.code()).collect();
        (decoded.text.into_owned(), codes)
    }

    #[test]
    fn iso_parts_keep_their_c1_controls() {
        // ISO-8859-9: Turkish letters where Latin-1 has Icelandic ones; C1 at 0x80-0x9F.
        let (text, codes) = forced("ISO-8859-9", b"\xD0\xDD\xDE\xF0\xFD\xFE \x80\x9F \xE9");
        assert_eq!(text, "\u{11E}\u{130}\u{15E}\u{11F}\u{131}\u{15F} \u{80}\u{9F} \u{E9}");
        assert!(codes.is_empty());
        assert_eq!(forced("windows-1254", b"\x80").0, "\u{20AC}");
        // ISO-8859-11: Thai; 0xDB is no character.
        let (text, codes) = forced("TIS-620", b"\xA1\x85\xDB");
        assert_eq!(text, "\u{E01}\u{85}\u{FFFD}");
        assert_eq!(codes, ["invalid-bytes"]);
        assert_eq!(forced("windows-874", b"\x85").0, "\u{2026}");
    }

    #[test]
    fn latin1_and_us_ascii_read_every_byte() {
        let all: Vec<u8> = (0..=255).collect();
        let expected: String = (0..=255u8).map(char::from).collect();
        assert_eq!(forced("latin1", &all), (expected.clone(), vec![]));
        assert_eq!(forced("us-ascii", &all), (expected, vec!["non-ascii-bytes"]));
    }

    #[test]
    fn ascii_is_borrowed_in_ascii_compatible_encodings() {
        for label in [
            "shift_jis",
            "iso-8859-1",
            "us-ascii",
            "koi8-r",
            "iso-2022-jp",
            "TIS-620",
        ] {
            let decoded = crate::decode(
                b"<p>plain</p>",
                &Options {
                    override_label: Some(label.to_owned()),
                    ..Options::default()
                },
            )
            .unwrap();
            assert!(matches!(decoded.text, Cow::Borrowed("<p>plain</p>")), "{label}");
        }
        // ...but not where an ASCII byte is a shift: ESC in ISO-2022-JP.
        let options = Options {
            override_label: Some("iso-2022-jp".to_owned()),
            ..Options::default()
        };
        let decoded = crate::decode(b"\x1b$B$3\x1b(B", &options).unwrap();
        assert_eq!(decoded.text, "\u{3053}");
    }
}
