//! Property tests: chunked decoding gives what `encoding_rs` gives in one go, and the
//! offset map sends every character to the bytes that make it, on documents longer than a
//! chunk and with damaged bytes.

use omittag_encoding::{Decoded, EncodingDiagnostic, Options, decode};
use proptest::prelude::*;

const LABELS: &[&str] = &[
    "utf-8",
    "windows-1252",
    "iso-8859-1",
    "iso-8859-9",
    "iso-8859-5",
    "shift_jis",
    "euc-jp",
    "iso-2022-jp",
    "gb18030",
    "big5",
    "euc-kr",
    "utf-16le",
    "utf-16be",
];

fn encode(label: &str, text: &str) -> Vec<u8> {
    match label {
        "utf-16le" => text.encode_utf16().flat_map(u16::to_le_bytes).collect(),
        "utf-16be" => text.encode_utf16().flat_map(u16::to_be_bytes).collect(),
        "iso-8859-1" => text
            .chars()
            .map(|c| if (c as u32) < 256 { c as u8 } else { b'?' })
            .collect(),
        _ => {
            let encoding = encoding_rs::Encoding::for_label(label.as_bytes()).unwrap();
            encoding.encode(text).0.into_owned()
        }
    }
}

/// What `encoding_rs` gives for the whole input at once (our ISO-8859-1 aside).
fn reference(label: &str, bytes: &[u8]) -> String {
    if label == "iso-8859-1" {
        return bytes.iter().map(|&b| char::from(b)).collect();
    }
    if label == "iso-8859-9" {
        // windows-1254 above 0x9F, the C1 controls below
        return bytes
            .iter()
            .map(|&b| match b {
                0x80..=0x9F => char::from(b),
                _ => encoding_rs::WINDOWS_1254
                    .decode_without_bom_handling(&[b])
                    .0
                    .chars()
                    .next()
                    .unwrap(),
            })
            .collect();
    }
    let encoding = encoding_rs::Encoding::for_label(label.as_bytes()).unwrap();
    encoding.decode_without_bom_handling(bytes).0.into_owned()
}

fn check(label: &str, decoded: &Decoded<'_>, bytes: &[u8]) -> Result<(), TestCaseError> {
    let expected = reference(label, bytes);
    prop_assert_eq!(decoded.text.as_ref(), expected.as_str(), "{}", label);
    let text = &decoded.text;
    let boundaries: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
    let offsets: Vec<u32> = boundaries.iter().map(|&t| decoded.byte_offset(t as u32)).collect();
    prop_assert_eq!(*offsets.last().unwrap() as usize, bytes.len());
    for (k, &t) in boundaries.iter().enumerate().take(boundaries.len() - 1) {
        prop_assert!(offsets[k] <= offsets[k + 1], "{}: offsets go back at {}", label, t);
        if k > 300 && k % 97 != 0 {
            continue; // every character of long documents would take long: a sample
        }
        // A character maps to its bytes and back; one that shares its bytes with the
        // character before it (two characters from one sequence) maps back to that one.
        let own_bytes = k == 0 || offsets[k - 1] < offsets[k];
        let back = decoded.text_offset(offsets[k]) as usize;
        if own_bytes {
            prop_assert_eq!(back, t, "{}: round trip at {}", label, t);
        } else {
            prop_assert!(
                back < t && decoded.byte_offset(back as u32) == offsets[k],
                "{}: at {}",
                label,
                t
            );
        }
        let c = text[t..].chars().next().unwrap();
        // Stateless encodings: the bytes of one character decode to that character.
        if label != "iso-2022-jp" && c != '\u{FFFD}' && own_bytes && offsets[k] < offsets[k + 1] {
            let piece = &bytes[offsets[k] as usize..offsets[k + 1] as usize];
            prop_assert_eq!(
                reference(label, piece),
                c.to_string(),
                "{}: bytes of {:?} at {}",
                label,
                c,
                t
            );
        }
    }
    for diagnostic in &decoded.diagnostics {
        if let EncodingDiagnostic::InvalidBytes { .. } = diagnostic.kind {
            let span = decoded.text_span(diagnostic.span);
            prop_assert!(text[span.range()].contains('\u{FFFD}'), "{}: {:?}", label, diagnostic);
        }
    }
    Ok(())
}

fn document() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("<p class=\"x\">".to_owned()),
        Just("日本語のテキスト".to_owned()),
        Just("ｶﾀｶﾅ".to_owned()),
        Just("Привет".to_owned()),
        Just("café ".to_owned()),
        Just("简体中文".to_owned()),
        Just("한국어".to_owned()),
        Just("\u{1F600}".to_owned()),
        Just("\n".to_owned()),
        "[a-z ]{1,20}",
    ];
    (proptest::collection::vec(piece, 0..40), 1..40usize).prop_map(|(pieces, repeat)| pieces.concat().repeat(repeat))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn chunked_decoding_and_offsets(
        label in proptest::sample::select(LABELS),
        text in document(),
        damage in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..8),
    ) {
        let mut bytes = encode(label, &text);
        for (at, byte) in damage {
            let i = at.index(bytes.len() + 1);
            bytes.insert(i, byte);
        }
        // Keep the byte order mark out of it: the label alone decides.
        if matches!(bytes.get(..2), Some([0xFF, 0xFE] | [0xFE, 0xFF]) | Some([0xEF, 0xBB])) {
            bytes.insert(0, b' ');
        }
        let mut options = Options::default();
        options.override_label = Some(label.to_owned());
        let decoded = decode(&bytes, &options).unwrap();
        check(label, &decoded, &bytes)?;
    }

    #[test]
    fn any_bytes_decode_without_panic(
        label in proptest::sample::select(LABELS),
        bytes in proptest::collection::vec(any::<u8>(), 0..6000),
    ) {
        let mut bytes = bytes;
        if matches!(bytes.get(..2), Some([0xFF, 0xFE] | [0xFE, 0xFF]) | Some([0xEF, 0xBB])) {
            bytes.insert(0, b' ');
        }
        let mut options = Options::default();
        options.override_label = Some(label.to_owned());
        let decoded = decode(&bytes, &options).unwrap();
        check(label, &decoded, &bytes)?;
    }

    #[test]
    fn detection_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..600), http in "[ -~]{0,40}") {
        let mut options = Options::default();
        options.http_content_type = Some(http);
        if let Ok(decoded) = decode(&bytes, &options) {
            prop_assert!(decoded.detection.bom_len <= bytes.len());
        }
    }
}
