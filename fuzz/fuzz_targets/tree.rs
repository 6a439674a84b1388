//! Fuzz target: a whole document from bytes to a tree (`omittag::tree::parse_with`),
//! without file access; then every node visited.
#![no_main]

use libfuzzer_sys::fuzz_target;
use omittag::document::DocumentOptions;
use omittag::tree::{TreeOptions, parse_with};

// Input: a flags byte (tree options), then the document's bytes.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, bytes)) = data.split_first() else {
        return;
    };
    let options = DocumentOptions {
        read_files: false,
        ..DocumentOptions::default()
    };
    let tree_options = TreeOptions {
        keep_record_ends: flags & 1 != 0,
    };
    let parsed = parse_with(bytes, "fuzz.html", None, &options, tree_options);
    let _ = format!("{:?}", parsed.tree);
});
