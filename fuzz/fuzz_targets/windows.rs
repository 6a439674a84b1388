//! Fuzz target: a document read in windows (`Validator::esis_read`, windows as small as
//! they go) must give the ESIS and the messages of the same document read whole
//! (`Validator::esis`); any difference is a finding.
#![no_main]
#![forbid(unsafe_code)]

use std::io::Cursor;

use libfuzzer_sys::fuzz_target;
use omittag::{Options, Report, Validator, Windows};

fn summary(report: &Report) -> Vec<String> {
    report
        .messages
        .iter()
        .map(|m| format!("{}:{}:{:?}: {}", m.line, m.column, m.letter, m.text))
        .collect()
}

// Input: a flags byte (the window sizes), then the document's bytes.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, bytes)) = data.split_first() else {
        return;
    };
    let mut windows = Windows::default();
    windows.above = 0;
    windows.first = 1100 + usize::from(flags & 0x0f) * 64;
    windows.parser.lookahead = 8 + u32::from(flags >> 6) * 8;
    windows.parser.growth = 1 + usize::from((flags >> 4) & 3) * 5;
    windows.parser.generation_bytes = 1 + usize::from(flags & 0x30) * 8;
    windows.parser.split_above = 1 + usize::from(flags & 0x03) * 16;
    let whole = Validator::new({
        let mut options = Options::default();
        options.windows = windows;
        options.windows.above = u64::MAX;
        options
    });
    let in_windows = Validator::new({
        let mut options = Options::default();
        options.windows = windows;
        options
    });
    let mut expected = Vec::new();
    let expected_report = whole
        .esis(omittag::Document::new(bytes).named("fuzz.html"), &mut expected)
        .expect("ESIS into memory");
    let mut got = Vec::new();
    let report = in_windows
        .esis_read(Cursor::new(bytes), "fuzz.html", &mut got)
        .expect("ESIS into memory");
    assert_eq!(
        String::from_utf8_lossy(&got),
        String::from_utf8_lossy(&expected),
        "the ESIS of the document read in windows"
    );
    assert_eq!(
        summary(&report),
        summary(&expected_report),
        "the messages of the document read in windows"
    );
});
