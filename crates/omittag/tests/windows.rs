//! Documents read in windows (`Validator::esis_read`, `Validator::validate_read`) give
//! the ESIS and the report of their whole text: every case of the conformance suite is
//! read both ways, in windows as small as they can be (runs of data characters cut in
//! pieces of a byte or a few), and compared byte for byte and message for message.

use std::fs;
use std::io::{self, Cursor, Read, Seek, SeekFrom};

use omittag::{DocumentName, Options, Report, Validator, Windows};
use support::{html_files, suite_dir};

mod support;

/// A reader that gives at most `most` bytes a read.
struct Trickle<R> {
    inner: R,
    most: usize,
}

impl<R: Read> Read for Trickle<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let most = buf.len().min(self.most);
        self.inner.read(&mut buf[..most])
    }
}

impl<R: Seek> Seek for Trickle<R> {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.inner.seek(to)
    }
}

fn options(windows: Windows) -> Options {
    let mut options = Options::onsgmls();
    options.read_files = true;
    options.file_access = sgml_dtd::catalog::FileAccess::All;
    options.windows = windows;
    options
}

fn summary(report: &Report) -> Vec<String> {
    report
        .messages
        .iter()
        .map(|m| format!("{}:{}:{}:{:?}: {}", m.file, m.line, m.column, m.letter, m.text))
        .collect()
}

#[test]
fn every_case_read_in_small_windows_is_the_case_read_whole() {
    let mut paths = html_files(&suite_dir());
    assert!(paths.len() > 700, "the conformance suite is there");
    if let Ok(only) = std::env::var("OMITTAG_WINDOWS_CASE") {
        paths.retain(|p| p.to_string_lossy().contains(&only));
    }
    let settings = [
        // Tiny reads, tiny growth, a new generation all the time.
        (small_windows(1200, 8, 1, 1, 1), 1),
        (small_windows(3000, 16, 7, 100, 5), 5),
    ];
    /// Windows from the start, `first` bytes first, then as the parser's options say.
    fn small_windows(
        first: usize,
        lookahead: u32,
        growth: usize,
        generation_bytes: usize,
        split_above: usize,
    ) -> Windows {
        let mut windows = Windows::default();
        windows.above = 0;
        windows.first = first;
        windows.parser.lookahead = lookahead;
        windows.parser.growth = growth;
        windows.parser.generation_bytes = generation_bytes;
        windows.parser.split_above = split_above;
        windows
    }
    /// The whole text at once.
    fn no_windows() -> Windows {
        let mut windows = Windows::default();
        windows.above = u64::MAX;
        windows
    }
    let mut windowed = 0;
    let mut differ = Vec::new();
    let whole = Validator::new(options(no_windows()));
    let validators: Vec<(Validator, usize)> = settings
        .iter()
        .map(|&(w, most)| (Validator::new(options(w)), most))
        .collect();
    // Generic identifiers cut past a byte, the rest passed over without being held in
    // windows: the same as in the whole text.
    let short_names = |windows: Windows| {
        let mut options = options(windows);
        options.parser.max_name_length = 1;
        Validator::new(options)
    };
    let whole_short = short_names(no_windows());
    let windowed_short = short_names(settings[0].0);
    for path in &paths {
        let bytes = fs::read(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut expected = Vec::new();
        let expected_report = whole_short
            .esis(
                omittag::Document::new(&bytes).named(&name).at(Some(path)),
                &mut expected,
            )
            .unwrap();
        let mut got = Vec::new();
        let input = Trickle {
            inner: Cursor::new(&bytes),
            most: 1,
        };
        let report = windowed_short
            .esis_read(input, DocumentName::new(&name).at(Some(path)), &mut got)
            .unwrap();
        if got != expected || report.messages != expected_report.messages {
            differ.push(format!(
                "{} (names cut at a byte):\n  esis same: {}\n  messages whole:   {:?}\n  messages windows: {:?}",
                path.display(),
                got == expected,
                summary(&expected_report),
                summary(&report)
            ));
        }
        let mut expected = Vec::new();
        let expected_report = whole
            .esis(
                omittag::Document::new(&bytes).named(&name).at(Some(path)),
                &mut expected,
            )
            .unwrap();
        // The whole text, its messages handed on as they come: the same.
        let mut streamed = Vec::new();
        let mut got = Vec::new();
        let held = whole
            .esis_read_streamed(
                Cursor::new(&bytes),
                DocumentName::new(&name).at(Some(path)),
                &mut got,
                &mut |m| streamed.push(m.clone()),
            )
            .unwrap();
        if got != expected || !held.messages.is_empty() || streamed != expected_report.messages {
            differ.push(format!("{} (whole, streamed)", path.display()));
        }
        for (i, (validator, most)) in validators.iter().enumerate() {
            if validator.reads_in_windows(Cursor::new(&bytes)).unwrap() {
                windowed += 1;
            }
            let input = Trickle {
                inner: Cursor::new(&bytes),
                most: *most,
            };
            let mut got = Vec::new();
            let report = validator
                .esis_read(input, DocumentName::new(&name).at(Some(path)), &mut got)
                .unwrap();
            // Validation without ESIS takes the same way: once is enough.
            let checked = if i == 0 {
                summary(
                    &validator
                        .validate_read(Cursor::new(&bytes), DocumentName::new(&name).at(Some(path)))
                        .unwrap(),
                )
            } else {
                summary(&report)
            };
            // Messages handed on as they come are the same, in the same order.
            let mut streamed = Vec::new();
            let mut got_streamed = Vec::new();
            let input = Trickle {
                inner: Cursor::new(&bytes),
                most: *most,
            };
            let mut keep = |m: &omittag::Message| streamed.push(m.clone());
            let held = if i == 0 {
                validator
                    .validate_read_streamed(input, DocumentName::new(&name).at(Some(path)), &mut keep)
                    .unwrap()
            } else {
                validator
                    .esis_read_streamed(
                        input,
                        DocumentName::new(&name).at(Some(path)),
                        &mut got_streamed,
                        &mut keep,
                    )
                    .unwrap()
            };
            let streamed_same = held.messages.is_empty()
                && streamed == expected_report.messages
                && (i == 0 || got_streamed == expected);
            if !streamed_same {
                differ.push(format!(
                    "{} (setting {i}, streamed):\n  messages whole:    {:?}\n  messages streamed: {:?}",
                    path.display(),
                    summary(&expected_report),
                    streamed
                        .iter()
                        .map(|m| format!("{}:{}:{}: {}", m.file, m.line, m.column, m.text))
                        .collect::<Vec<_>>()
                ));
            }
            if got != expected || summary(&report) != summary(&expected_report) || checked != summary(&expected_report)
            {
                differ.push(format!(
                    "{} (setting {i}):\n  esis same: {}\n  messages whole:   {:?}\n  messages windows: {:?}",
                    path.display(),
                    got == expected,
                    summary(&expected_report),
                    summary(&report)
                ));
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{} cases differ:\n{}",
        differ.len(),
        differ.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
    assert!(
        windowed > paths.len(),
        "most cases are read in windows ({windowed} of 2 x {})",
        paths.len()
    );
}

/// The W3C validator's check of the root element's namespace is made on the parser's
/// first start tag: the same message, at the same place and in the same order, whether
/// the page is read whole, in small windows, with its messages handed on as they come,
/// or event by event.
#[test]
fn the_root_namespace_check_is_the_same_in_windows_streams_and_events() {
    let dir = suite_dir().join("xhtml");
    let mut windows = Windows::default();
    windows.above = 0;
    windows.first = 1500;
    windows.parser.lookahead = 8;
    windows.parser.growth = 1;
    windows.parser.generation_bytes = 1;
    windows.parser.split_above = 1;
    let mut whole_options = Options::w3c();
    whole_options.windows.above = u64::MAX;
    let mut windowed_options = Options::w3c();
    windowed_options.windows = windows;
    let whole = Validator::new(whole_options.clone());
    let windowed = Validator::new(windowed_options);
    for name in [
        "root-without-xmlns.html",
        "xhtml11-root-without-xmlns.html",
        "invalid-root-wrong-xmlns.html",
        "xmlns-from-an-entity.html",
        "invalid-xmlns-from-an-entity-wrong.html",
        "strict-minimal.html",
    ] {
        // The case, with its body made long enough for several windows.
        let text = fs::read_to_string(dir.join(name)).unwrap();
        let bytes = text.replacen("<body>\n", &format!("<body>\n{}", "<p>padding</p>\n".repeat(200)), 1);
        let bytes = bytes.as_bytes();
        let expected = summary(&whole.validate(omittag::Document::new(bytes).named(name)));
        let root = expected.iter().filter(|m| m.contains("namespace")).count();
        let wants = usize::from(name.contains("root") || name.contains("wrong"));
        assert_eq!(root, wants, "{name}: {expected:?}");
        assert!(windowed.reads_in_windows(Cursor::new(bytes)).unwrap(), "{name}");
        let input = Trickle {
            inner: Cursor::new(bytes),
            most: 3,
        };
        let in_windows = windowed.validate_read(input, DocumentName::new(name)).unwrap();
        assert_eq!(summary(&in_windows), expected, "{name} in windows");
        for validator in [&whole, &windowed] {
            let mut streamed = Vec::new();
            let held = validator
                .validate_read_streamed(Cursor::new(bytes), DocumentName::new(name), &mut |m| {
                    streamed.push(format!("{}:{}:{}:{:?}: {}", m.file, m.line, m.column, m.letter, m.text))
                })
                .unwrap();
            assert!(held.messages.is_empty());
            assert_eq!(streamed, expected, "{name} streamed");
        }
        let reader = omittag::Reader::new(omittag::Document::new(bytes).named(name), &whole_options);
        let events = reader.events().count();
        assert!(events > 0);
        assert_eq!(summary(&reader.finish()), expected, "{name} event by event");
    }
}
