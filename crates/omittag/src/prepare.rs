//! Preparing a document: the size limit, decoding (its encoding, and where it came
//! from), binary files refused, the text as onsgmls holds it, then the prolog read
//! ([`read_to_instance`]).
//!
//! The split is what lets every sink borrow the decoded text and the DTD: both are owned
//! by the [`Prepared`] document, which outlives the sink. The prolog's events (its
//! processing instructions, and those of the DTD's subsets) are kept until the sink
//! exists and then replayed, in order.

use std::borrow::Cow;
use std::path::Path;

use crate::ParseMode;

use omittag_encoding::Encoding;
use sgml_source::LineIndex;

use crate::dtd_cache::DoctypeCache;
use crate::message::{FacadeDiagnostic, Message};
use crate::options::Options;
use crate::prepared::Prepared;
use crate::prolog::read_to_instance;
use crate::report::EncodingInfo;

/// Read one document up to its instance: decode it, read the catalogs, its SGML
/// declaration, prolog and DTD. `cache` keeps DTDs for the next documents; `stream`, if
/// given, may be handed the messages so far and the prolog's ([`read_to_instance`]).
pub(crate) fn prepare<'b, 'o>(
    bytes: &'b [u8],
    name: &str,
    path: Option<&Path>,
    options: &'o Options,
    cache: Option<&mut DoctypeCache>,
    stream: Option<&mut dyn FnMut(&Message)>,
) -> Prepared<'b, 'o> {
    if bytes.len() > options.max_input_bytes {
        let kind = FacadeDiagnostic::InputTooLarge {
            len: bytes.len(),
            max: options.max_input_bytes,
        };
        let message = Message::at_start(&kind, name);
        return Prepared::nothing(name, path, options, vec![message]);
    }
    // A document read as XML finds its encoding as XML does (its XML declaration, UTF-8
    // by default).
    let xml_encoding;
    let encoding_options = match options.parse_mode.unwrap_or_else(|| {
        crate::parse_mode::detect_bytes_with_media_type(bytes, options.encoding.http_content_type.as_deref())
    }) {
        ParseMode::Xml => {
            xml_encoding = options.encoding.clone().xml();
            &xml_encoding
        }
        ParseMode::Sgml => &options.encoding,
    };
    let decoded = match omittag_encoding::decode(bytes, encoding_options) {
        Ok(decoded) => decoded,
        Err(refused) => {
            let message = Message::at_start(&refused.kind, name);
            return Prepared::nothing(name, path, options, vec![message]);
        }
    };
    // UTF-16 without a mark, read as an 8-bit encoding, has a NUL every other byte: it
    // is text read wrongly, as its own warning says, not a binary file.
    let utf16_like = decoded
        .detection
        .diagnostics
        .iter()
        .chain(&decoded.diagnostics)
        .any(|d| matches!(d.kind, omittag_encoding::EncodingDiagnostic::LooksLikeUtf16 { .. }));
    if options.refuse_binary
        && !utf16_like
        && let Some(offset) = binary_at(&decoded.text)
    {
        // One message, not one for each control character of a binary file.
        let kind = FacadeDiagnostic::NotText {
            offset: decoded.byte_offset(offset as u32) as usize,
        };
        let mut prepared = Prepared::nothing(name, path, options, vec![Message::at_start(&kind, name)]);
        prepared.encoding = Some(EncodingInfo {
            name: decoded.detection.encoding.name(),
            source: decoded.detection.source,
            label: decoded.detection.label.clone(),
        });
        return prepared;
    }
    let mut messages = Vec::new();
    // What decoding found, at its place in the text (the same line and column whatever
    // becomes of characters past U+FFFF).
    if !decoded.detection.diagnostics.is_empty() || !decoded.diagnostics.is_empty() {
        let lines = LineIndex::new(&decoded.text);
        for diagnostic in decoded.detection.diagnostics.iter().chain(&decoded.diagnostics) {
            // That no HTTP charset, byte order mark or META said the encoding is the
            // validator's warning about HTML; onsgmls reads any other document type
            // without a word about it.
            if matches!(
                diagnostic.kind,
                omittag_encoding::EncodingDiagnostic::NoEncodingInformation { .. }
            ) && crate::parse_mode::names_another_document_type(bytes)
            {
                continue;
            }
            let offset = encoding_offset(&decoded, diagnostic.span.start);
            messages.push(Message::at(&diagnostic.kind, name, &decoded.text, &lines, offset));
        }
    }
    let encoding = EncodingInfo {
        name: decoded.detection.encoding.name(),
        source: decoded.detection.source,
        label: decoded.detection.label.clone(),
    };
    if options.doctype_warnings {
        validator_xml_warnings(bytes, &decoded, options, name, &mut messages);
    }
    let text: Cow<'b, str> = match decoded.text {
        Cow::Borrowed(text) if options.parser.characters_beyond_bmp || !has_four_byte_characters(text.as_bytes()) => {
            Cow::Borrowed(text)
        }
        text if options.parser.characters_beyond_bmp => text,
        text => {
            // Each character past U+FFFF becomes U+FFFD, a byte shorter: the messages
            // placed so far keep their lines and columns, and their offsets move with the
            // text.
            for message in &mut messages {
                if let Some(offset) = message.offset.as_mut() {
                    let before = text.as_bytes().get(..*offset as usize).unwrap_or(text.as_bytes());
                    *offset -= before.iter().filter(|&&b| b >= 0xF0).count() as u32;
                }
            }
            Cow::Owned(sixteen_bit_text(&text).into_owned())
        }
    };
    let mut prepared = Prepared::nothing(name, path, options, messages);
    prepared.text = text;
    prepared.encoding = Some(encoding);
    read_to_instance(&mut prepared, cache, stream);
    // The validator's check of the root element's namespace is made on the instance
    // parser's events (`validator_xml::RootCheck`).
    prepared
}

/// How many characters at the start of a text [`binary_at`] looks at.
pub(crate) const BINARY_PROBE: usize = 1024;

/// Where a text shows it is not text: the offset of a NUL among its first
/// [`BINARY_PROBE`] characters, or of the first control character when more than one in
/// eight of them are control characters other than tab, line feed, form feed and
/// carriage return (an executable, an image, a compressed file read as a document).
pub(crate) fn binary_at(text: &str) -> Option<usize> {
    let mut controls = 0;
    let mut first_control = None;
    let mut seen = 0;
    for (offset, c) in text.char_indices().take(BINARY_PROBE) {
        seen += 1;
        if c == '\0' {
            return Some(offset);
        }
        if c.is_control() && !matches!(c, '\t' | '\n' | '\x0C' | '\r') {
            controls += 1;
            first_control.get_or_insert(offset);
        }
    }
    (controls * 8 > seen).then_some(first_control).flatten()
}

/// Where an encoding diagnostic is in the decoded text.
pub(crate) fn encoding_offset(decoded: &omittag_encoding::Decoded<'_>, byte_offset: u32) -> u32 {
    let offset = decoded.text_offset(byte_offset);
    let mut offset = (offset as usize).min(decoded.text.len());
    while !decoded.text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset as u32
}

/// The W3C validator's warnings about where the encoding and the parse mode came from:
/// an HTTP media type that makes an HTML document XML, then one of an XML declaration
/// that contradicts the HTTP charset, or a META charset that contradicts the encoding
/// used (the validator gave at most one of these two).
fn validator_xml_warnings(
    bytes: &[u8],
    decoded: &omittag_encoding::Decoded<'_>,
    options: &Options,
    name: &str,
    messages: &mut Vec<Message>,
) {
    if let Some(kind) = options
        .encoding
        .http_content_type
        .as_deref()
        .and_then(|content_type| crate::validator_xml::media_type_contradicts_doctype(content_type, &decoded.text))
    {
        messages.push(Message::at_start(&kind, name));
    }
    if let Some((kind, byte_offset)) = crate::validator_xml::xml_declaration_contradicts_http(bytes, &decoded.detection)
    {
        let lines = LineIndex::new(&decoded.text);
        let offset = encoding_offset(decoded, byte_offset);
        messages.push(Message::at(&kind, name, &decoded.text, &lines, offset));
    } else if decoded.detection.source != omittag_encoding::Source::Meta {
        meta_contradiction(bytes, decoded, options, name, messages);
    }
}

/// A META charset that names another encoding than the one used (which came from
/// elsewhere: HTTP, a byte order mark, an override, a default).
pub(crate) fn meta_contradiction(
    bytes: &[u8],
    decoded: &omittag_encoding::Decoded<'_>,
    options: &Options,
    name: &str,
    messages: &mut Vec<Message>,
) {
    let Some(meta) = omittag_encoding::meta_charset(bytes, options.encoding.prescan_limit) else {
        return;
    };
    let used = decoded.detection.encoding;
    let agrees = Encoding::for_label(&meta.label).is_some_and(|named| {
        named == used
            // A UTF-16 label in a document read as UTF-16 names its encoding, whatever
            // byte order the mark gave.
            || (named.name().starts_with("UTF-16") && used.name().starts_with("UTF-16"))
    });
    if agrees {
        return;
    }
    let kind = FacadeDiagnostic::MetaCharsetContradicts {
        meta: meta.label.clone(),
        used: used.name(),
        source: decoded.detection.source.as_str(),
    };
    let lines = LineIndex::new(&decoded.text);
    let offset = encoding_offset(decoded, meta.span.start);
    messages.push(Message::at(&kind, name, &decoded.text, &lines, offset));
}

/// Whether `bytes` hold a byte of 0xF0 or more: in UTF-8, the first byte of a character
/// past U+FFFF. Sixty-four bytes at a time, by their greatest byte (a fold the compiler
/// makes a few vector instructions), stopping at the first block that has one.
pub(crate) fn has_four_byte_characters(bytes: &[u8]) -> bool {
    let mut blocks = bytes.chunks_exact(64);
    let found = blocks
        .by_ref()
        .any(|block| block.iter().fold(0u8, |greatest, &b| greatest.max(b)) >= 0xF0);
    found || blocks.remainder().iter().any(|&b| b >= 0xF0)
}

/// The text as onsgmls holds it: its characters are 16 bits, so a character past U+FFFF
/// becomes U+FFFD (with no message). Borrowed when there is none.
pub(crate) fn sixteen_bit_text(text: &str) -> Cow<'_, str> {
    if !has_four_byte_characters(text.as_bytes()) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| if c > '\u{FFFF}' { '\u{FFFD}' } else { c })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_files_are_told_from_text() {
        assert_eq!(binary_at("\u{7F}ELF\u{2}\u{1}\u{1}\0\0"), Some(7));
        assert_eq!(binary_at("<p>text\r\n\tmore\x0C"), None);
        let noisy: String = "\u{1}\u{2}ab".repeat(10);
        assert_eq!(binary_at(&noisy), Some(0));
        // A stray control character in a page is the parser's to report.
        assert_eq!(binary_at(&format!("<p>{}\u{1}", "x".repeat(100))), None);
        // So is a NUL past the start.
        assert_eq!(binary_at(&format!("{}\0", "x".repeat(2000))), None);
    }

    #[test]
    fn four_byte_characters_are_found_anywhere() {
        for len in (0..20).chain(60..140) {
            for at in 0..len {
                for b in [0x7Fu8, 0xC3, 0xEF, 0xF0, 0xF4, 0xFF] {
                    let mut bytes = vec![b'a'; len];
                    bytes[at] = b;
                    assert_eq!(has_four_byte_characters(&bytes), b >= 0xF0, "{b:#x} at {at} of {len}");
                }
            }
        }
        assert_eq!(sixteen_bit_text("a\u{1F600}b"), "a\u{FFFD}b");
    }
}
