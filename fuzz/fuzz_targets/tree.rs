//! Fuzz target: a whole document from bytes to a tree (`omittag::Validator::parse_with`),
//! without file access; then every node visited.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;
use omittag::events::{Event, EventSink};
use omittag::tree::TreeOptions;
use omittag::{Options, Validator};

/// Drops events.
struct NoEvents;

impl EventSink for NoEvents {
    fn event(&mut self, _: Event<'_>) {}
}

// Input: a flags byte (tree options), then the document's bytes.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, bytes)) = data.split_first() else {
        return;
    };
    let mut options = Options::default();
    options.read_files = false;
    let tree_options = if flags & 1 != 0 {
        TreeOptions::keeping_record_ends()
    } else {
        TreeOptions::default()
    };
    let validator = Validator::without_cache(options);
    let (parsed, _) = validator.parse_with(omittag::Document::new(bytes).named("fuzz.html"), tree_options, NoEvents);
    let _ = format!("{:?}", parsed.tree);
});
