//! Fuzz target: encoding detection and decoding (`omittag_encoding::decode`) of any
//! bytes under any label (forced, or in an HTTP Content-Type), and the offset map
//! between the decoded text and the bytes.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;
use omittag_encoding::{Encoding, Fallback, Options, decode, http_charset, meta_charset};
use sgml_source::Span;

// Input: a flags byte, a label length byte, the label, then the document's bytes.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let Some((&label_len, rest)) = rest.split_first() else {
        return;
    };
    let label_len = usize::from(label_len % 48).min(rest.len());
    let (label, bytes) = rest.split_at(label_len);
    let label = String::from_utf8_lossy(label).into_owned();
    let _ = http_charset(&label);
    let _ = meta_charset(bytes, usize::from(flags) * 16);

    let mut options = Options::default();
    match flags & 3 {
        0 => {}
        1 => options.override_label = Some(label.clone()),
        2 => options.http_content_type = Some(format!("text/html; charset={label}")),
        _ => options.http_content_type = Some(label.clone()),
    }
    if flags & 4 != 0 {
        options.default_encoding = Encoding::for_label(&label);
    }
    if flags & 8 != 0
        && let Some(encoding) = Encoding::for_label(&label)
    {
        options.fallback = Fallback::Encoding(encoding);
    }
    options.utf16_little_endian = flags & 16 != 0;
    if flags & 32 != 0 {
        options.prescan_limit = usize::from(flags);
        options.max_reported_errors = usize::from(flags >> 6);
    }

    let Ok(decoded) = decode(bytes, &options) else { return };
    let text_len = decoded.text.len() as u32;
    let byte_len = bytes.len() as u32;
    for diagnostic in &decoded.diagnostics {
        assert!(diagnostic.span.start <= diagnostic.span.end, "{diagnostic:?}");
        assert!(
            diagnostic.span.end <= byte_len,
            "{diagnostic:?} beyond {byte_len} bytes"
        );
        let span = decoded.text_span(diagnostic.span);
        assert!(span.end <= text_len && decoded.text.is_char_boundary(span.start as usize));
        let _ = diagnostic.kind.to_string();
    }
    // Offsets map monotonically, within bounds, onto character boundaries.
    let steps = 64u32;
    let mut last_byte = 0;
    let mut last_text = 0;
    for i in 0..=steps {
        let t = text_len * i / steps;
        let b = decoded.byte_offset(t);
        assert!(b <= byte_len, "text {t} -> byte {b} beyond {byte_len}");
        assert!(
            b >= last_byte,
            "byte offsets go back: text {t} -> {b} after {last_byte}"
        );
        last_byte = b;
        let bo = byte_len * i / steps;
        let t2 = decoded.text_offset(bo);
        assert!(t2 <= text_len, "byte {bo} -> text {t2} beyond {text_len}");
        assert!(decoded.text.is_char_boundary(t2 as usize));
        assert!(
            t2 >= last_text,
            "text offsets go back: byte {bo} -> {t2} after {last_text}"
        );
        last_text = t2;
    }
    assert_eq!(decoded.byte_offset(text_len), byte_len, "the end maps to the end");
    let span = decoded.byte_span(Span::new(0, text_len));
    assert!(span.end <= byte_len);
});
