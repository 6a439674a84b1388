//! A generated archive read whole: every HTML page found, named and validated as it
//! should be, the other records skipped, the malformed ones reported and read past;
//! gzipped or not.

#[path = "support/sample.rs"]
mod sample;

use omittag::{Options, Validator};
use omittag_warc::{Entry, entries_of};

fn check(gzipped: bool) {
    let (bytes, expected) = sample::archive(60, true, gzipped);
    let validator = Validator::new(Options::default());
    let mut pages = Vec::new();
    let (mut others, mut malformed) = (0, 0);
    for entry in entries_of(std::io::Cursor::new(bytes), 1 << 20).unwrap() {
        match entry {
            Entry::Html(response) => {
                let report = response.validate(&validator);
                assert_eq!(report.name, response.name());
                pages.push((
                    response.target_uri.clone().unwrap(),
                    response.record_id.clone().unwrap(),
                    report.is_valid(),
                ));
                let encoding = report.encoding.unwrap();
                match response.content_type.as_deref() {
                    Some(c) if c.contains("charset=Shift_JIS") => assert_eq!(encoding.name, "Shift_JIS"),
                    Some(c) if c.contains("charset=windows-1252") => assert_eq!(encoding.name, "windows-1252"),
                    Some(c) if c.contains("charset=") => assert_eq!(encoding.source.as_str(), "http"),
                    _ => assert_ne!(encoding.source.as_str(), "http"),
                }
            }
            Entry::Other { .. } => others += 1,
            Entry::Malformed { error, .. } => {
                assert!(
                    error.contains("Content-Length") || error.contains("no status line"),
                    "{error}"
                );
                malformed += 1;
            }
        }
    }
    assert_eq!(pages, expected.pages);
    assert_eq!((others, malformed), (expected.others, expected.malformed));
    assert!(pages.iter().any(|p| p.2) && pages.iter().any(|p| !p.2));
    assert_eq!(validator.dtds_loaded(), 5);
}

#[test]
fn a_plain_archive() {
    check(false);
}

#[test]
fn a_gzipped_archive() {
    check(true);
}
