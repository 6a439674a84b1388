//! [`OffsetMap`]: from an offset in the decoded text back to the byte it came from, and
//! from a byte to the character it became.
//!
//! Messages do not need it: `onsgmls` reports line and column in characters, which
//! `sgml_source::LineIndex` computes from the decoded text alone. It is for what wants
//! the position in the file as stored (byte offsets in JSON output, an editor jumping to a
//! byte), and for placing this crate's own diagnostics, whose spans are byte offsets,
//! in the text.
//!
//! It stays small: valid UTF-8 (the common case) needs one entry; other encodings keep
//! one exact (text, byte) pair per chunk of about 1 KiB, cut where the decoder holds no
//! partial character. Within a chunk the offset is computed on demand: by counting
//! characters for single-byte encodings, and otherwise by decoding the chunk again one
//! byte at a time, which costs microseconds and is only done for a message.

use encoding_rs::DecoderResult;

/// One exact correspondence: the text from `text` on was decoded from the bytes from
/// `byte` on, and the decoder held nothing between them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Anchor {
    pub(crate) text: u32,
    pub(crate) byte: u32,
}

/// How text between two anchors relates to its bytes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Stride {
    /// The text is the bytes (valid UTF-8).
    Identity,
    /// Each byte is one character (one U+FFFD where it is not a character).
    SingleByte,
    /// Anything else: decode again with this decoder to find out.
    Decoder(&'static encoding_rs::Encoding),
}

/// Maps offsets in decoded text to offsets in the bytes it was decoded from, and back.
///
/// An offset maps to the start of the character (or, in the other direction, of the
/// byte sequence) it falls in; the end of the text maps to the end of the bytes. Bytes
/// that decode to nothing (a byte order mark, ISO-2022-JP's escape sequences) belong to
/// the character after them.
#[derive(Clone, Debug)]
pub struct OffsetMap {
    pub(crate) stride: Stride,
    /// Sorted by both offsets; the first is (0, length of the byte order mark).
    pub(crate) anchors: Vec<Anchor>,
    pub(crate) text_len: u32,
    pub(crate) byte_len: u32,
}

impl OffsetMap {
    /// Whether text offsets equal byte offsets (less the byte order mark): valid UTF-8.
    pub fn is_identity(&self) -> bool {
        matches!(self.stride, Stride::Identity)
    }

    /// How many exact correspondences the map keeps (its size is this times 8 bytes).
    pub fn anchor_count(&self) -> usize {
        self.anchors.len()
    }

    /// The offset in `bytes` of the character at `text_offset` in `text` (the text and
    /// bytes this map was made from).
    pub fn byte_offset(&self, text: &str, bytes: &[u8], text_offset: u32) -> u32 {
        let mut t = text_offset.min(self.text_len) as usize;
        while !text.is_char_boundary(t) {
            t -= 1;
        }
        let k = self.anchors.partition_point(|a| a.text as usize <= t) - 1;
        let a = self.anchors[k];
        let (next_text, next_byte) = self.segment_end(k);
        if t as u32 == next_text {
            return next_byte;
        }
        let rel = t - a.text as usize;
        match self.stride {
            Stride::Identity => a.byte + rel as u32,
            Stride::SingleByte => a.byte + count_chars(&text.as_bytes()[a.text as usize..t]) as u32,
            Stride::Decoder(encoding) => {
                let src = &bytes[a.byte as usize..next_byte as usize];
                let mut found = None;
                walk(
                    encoding,
                    src,
                    next_byte == self.byte_len,
                    |text_start, text_end, byte_start| {
                        let _ = text_start;
                        if rel < text_end {
                            found = Some(byte_start);
                            false
                        } else {
                            true
                        }
                    },
                );
                found.map_or(next_byte, |b| a.byte + b as u32)
            }
        }
    }

    /// The offset in `text` of the character that the byte at `byte_offset` in `bytes`
    /// is part of (0 for a byte of the byte order mark).
    pub fn text_offset(&self, text: &str, bytes: &[u8], byte_offset: u32) -> u32 {
        let b = byte_offset.min(self.byte_len);
        if b < self.anchors[0].byte {
            return 0;
        }
        let k = self.anchors.partition_point(|a| a.byte <= b) - 1;
        let a = self.anchors[k];
        let (next_text, next_byte) = self.segment_end(k);
        if b == next_byte {
            return next_text;
        }
        let rel = (b - a.byte) as usize;
        match self.stride {
            Stride::Identity => {
                let mut t = a.text as usize + rel;
                while !text.is_char_boundary(t) {
                    t -= 1;
                }
                t as u32
            }
            Stride::SingleByte => {
                let segment = &text[a.text as usize..next_text as usize];
                let within = segment.char_indices().nth(rel).map_or(segment.len(), |(i, _)| i);
                a.text + within as u32
            }
            Stride::Decoder(encoding) => {
                let src = &bytes[a.byte as usize..next_byte as usize];
                // The first character of the last run of characters starting at or before `rel`.
                let mut containing = (0, 0);
                walk(
                    encoding,
                    src,
                    next_byte == self.byte_len,
                    |text_start, _, byte_start| {
                        if byte_start > rel {
                            return false;
                        }
                        if byte_start > containing.1 || text_start == 0 {
                            containing = (text_start, byte_start);
                        }
                        true
                    },
                );
                a.text + containing.0 as u32
            }
        }
    }

    fn segment_end(&self, k: usize) -> (u32, u32) {
        self.anchors
            .get(k + 1)
            .map_or((self.text_len, self.byte_len), |next| (next.text, next.byte))
    }
}

/// The number of characters in UTF-8 `bytes`: the bytes that are not continuation bytes.
fn count_chars(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| (b as i8) >= -0x40).count()
}

/// Decodes `src` one byte at a time, as the whole-text decoder did, and calls
/// `visit(text_start, text_end, byte_start)` (offsets relative to `src` and to the text
/// decoded from it) for each piece of output, until `visit` returns false. A piece is
/// what one byte completed: usually one character, a U+FFFD for a malformed sequence.
pub(crate) fn walk(
    encoding: &'static encoding_rs::Encoding,
    src: &[u8],
    last: bool,
    mut visit: impl FnMut(usize, usize, usize) -> bool,
) {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut buf = [0u8; 64];
    let mut written_total = 0;
    let mut run_start = 0;
    for j in 0..=src.len() {
        let (input, is_last) = if j < src.len() {
            (&src[j..j + 1], false)
        } else if last {
            (&src[j..], true)
        } else {
            break;
        };
        let mut consumed = 0;
        loop {
            let (result, read, written) =
                decoder.decode_to_utf8_without_replacement(&input[consumed..], &mut buf, is_last);
            consumed += read;
            let position = j + consumed;
            let bad_end = match result {
                DecoderResult::Malformed(bad, extra) => Some((position - extra as usize, bad as usize)),
                _ => None,
            };
            if written > 0 {
                // Characters a decoder gives back together: ASCII ones it re-read after an
                // error (one byte each, when that many bytes are pending), or a pair from
                // one sequence (Big5's), which share the sequence's start.
                let out = std::str::from_utf8(&buf[..written]).unwrap_or_default();
                let one_byte_each = out.is_ascii() && position - run_start >= out.len();
                for (i, c) in out.char_indices() {
                    let start = if one_byte_each { run_start + i } else { run_start };
                    if !visit(written_total + i, written_total + i + c.len_utf8(), start) {
                        return;
                    }
                }
                written_total += written;
                run_start = match bad_end {
                    Some((end, bad)) => end.saturating_sub(bad).max(run_start),
                    None => position,
                };
            }
            match (result, bad_end) {
                (DecoderResult::InputEmpty, _) => break,
                // 64 bytes hold what one input byte can make; never loop without progress.
                (DecoderResult::OutputFull, _) if read == 0 && written == 0 => break,
                (DecoderResult::OutputFull, _) => continue,
                (DecoderResult::Malformed(..), Some((end, _))) => {
                    // Bytes since the last output that made nothing belong to this U+FFFD.
                    if !visit(written_total, written_total + '\u{FFFD}'.len_utf8(), run_start) {
                        return;
                    }
                    written_total += '\u{FFFD}'.len_utf8();
                    run_start = end.max(run_start);
                }
                (DecoderResult::Malformed(..), None) => unreachable!("a malformed result has its lengths"),
            }
        }
    }
}
