//! Whether a document's bytes are UTF-8: the test every document read as UTF-8 (or
//! detected as it) passes through once, over all of its bytes.
//!
//! `simdutf8` checks sixteen or 32 bytes at a time with the processor's vector
//! instructions where it has them (chosen when the program runs), against the eight bytes
//! at a time of the standard library's ASCII path: 0.7 instructions a byte of the 2 MB
//! generated document became about 0.1. Its `basic` check only says yes or no, which is
//! all these callers ask; where a text is not UTF-8, the decoder's own error path finds
//! and reports where.

/// `bytes` as a string, if they are UTF-8.
#[inline]
pub(crate) fn valid(bytes: &[u8]) -> Option<&str> {
    simdutf8::basic::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::valid;

    #[test]
    fn agrees_with_the_standard_library() {
        let mut cases: Vec<Vec<u8>> = vec![
            b"".to_vec(),
            b"plain ASCII text, longer than one vector of thirty-two bytes".to_vec(),
            "caf\u{e9} \u{2014} \u{1F600}".as_bytes().to_vec(),
            vec![0xC3],
            vec![0xED, 0xA0, 0x80],
            vec![0xF4, 0x90, 0x80, 0x80],
            vec![0xC0, 0xAF],
        ];
        // Every place of a bad byte in a long text: the vector path and its tail.
        for at in 0..70 {
            let mut text = vec![b'a'; 70];
            text[at] = 0xFF;
            cases.push(text);
        }
        for case in cases {
            assert_eq!(valid(&case), std::str::from_utf8(&case).ok(), "{case:?}");
        }
    }
}
