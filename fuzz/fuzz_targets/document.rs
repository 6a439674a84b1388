//! Fuzz target: a whole document from bytes to ESIS and messages
//! (`omittag::document::esis`), without file access; the options from a flags byte.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;
use omittag::Options;
use omittag::document::esis;
use sgml_parser::ParserOptions;
use sgml_parser::esis::EsisOptions;

// Input: a flags byte (ESIS and parser options), then the document's bytes.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, bytes)) = data.split_first() else {
        return;
    };
    let options = Options {
        esis: EsisOptions {
            line: flags & 1 != 0,
            omitted: flags & 2 != 0,
            empty: flags & 4 != 0,
            id: flags & 8 != 0,
            included: flags & 16 != 0,
        },
        parser: {
            let mut options = ParserOptions::default();
            options.warn_non_sgml_char_ref = flags & 32 != 0;
            options.warn_min_tag = flags & 64 != 0;
            options.characters_beyond_bmp = flags & 128 != 0;
            options
        },
        read_files: false,
        ..Options::default()
    };
    let result = esis(bytes, "fuzz.html", None, &options);
    for message in &result.messages {
        let _ = message.to_line("omittag");
    }
});
