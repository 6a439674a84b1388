//! Fuzz target: a whole document from bytes to ESIS and messages
//! (`omittag::esis`), without file access; the options from a flags byte.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;
use omittag::options::ParserOptions;
use omittag::{Document, Options};

// Input: a flags byte (ESIS and parser options), then the document's bytes.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, bytes)) = data.split_first() else {
        return;
    };
    let mut options = Options::default();
    options.esis.line = flags & 1 != 0;
    options.esis.omitted = flags & 2 != 0;
    options.esis.empty = flags & 4 != 0;
    options.esis.id = flags & 8 != 0;
    options.esis.included = flags & 16 != 0;
    options.parser = ParserOptions::default();
    options.parser.warn_non_sgml_char_ref = flags & 32 != 0;
    options.parser.warn_min_tag = flags & 64 != 0;
    options.parser.characters_beyond_bmp = flags & 128 != 0;
    options.read_files = false;
    let mut esis = Vec::new();
    let report = omittag::esis(Document::new(bytes).named("fuzz.html"), &options, &mut esis).expect("ESIS into memory");
    for message in &report.messages {
        let _ = message.to_line("omittag");
        let _ = message.to_string();
        let _ = message.render(&String::from_utf8_lossy(bytes));
    }
});
