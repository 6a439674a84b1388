//! Hostile documents: each must end in bounded time and memory with a clear message,
//! with the default options (the limits of `ParserOptions` and `DtdOptions`, the file
//! access policy). Memory is bounded by design: each test checks that the limit that
//! bounds it was reached. Time is checked against a bound of CPU time generous enough for
//! a slow CI machine running the debug build, so that the load of other work on the
//! machine does not fail it (`support/cpu_time.rs`).

use std::time::Duration;

use omittag::Options;
#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::esis;
#[path = "support/cpu_time.rs"]
mod cpu_time;

const HEAD: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><title>x</title>";

/// The CPU time any one hostile document may take, in the debug build on a slow machine.
const BOUND: Duration = Duration::from_secs(10);

/// Run `f`, failing if it takes more than [`BOUND`] of CPU time (or ten times that on
/// the clock: a hang).
fn bounded<T>(what: &str, f: impl FnOnce() -> T) -> T {
    cpu_time::cpu_bounded(what, BOUND, f)
}

/// The most memory this process has had resident, in bytes (Linux's `VmHWM`).
fn resident_peak() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: usize = line
        .trim_start_matches("VmHWM:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024)
}

/// Run the test `test` of this file again in a process of its own with `case` in
/// `OMITTAG_HOSTILE_CASE`, where it measures one case alone: what it printed on a
/// line starting with `measured:`. `None` where the process cannot measure itself.
fn measure_alone(test: &str, case: &str) -> Option<String> {
    resident_peak()?;
    let output = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env("OMITTAG_HOSTILE_CASE", case)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{case}: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let line = stdout
        .lines()
        .find_map(|l| l.split_once("measured:").map(|(_, figure)| figure));
    Some(
        line.unwrap_or_else(|| panic!("{case} measured nothing: {stdout}"))
            .to_owned(),
    )
}

/// Options that read any document of more than a few bytes in windows.
fn in_windows() -> Options {
    let mut options = Options::default();
    options.windows.above = 64;
    options.parser.max_errors = 0;
    options
}

/// A writer that keeps nothing but whether `-after` was written at the start of a
/// line: ESIS that takes no memory to speak of.
#[derive(Default)]
struct SeesAfter {
    /// The last bytes written, for a line cut between writes.
    last: Vec<u8>,
    seen: bool,
}

impl std::io::Write for SeesAfter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        const LINE: &[u8] = b"\n-after\n";
        for &byte in bytes {
            if self.last.len() == LINE.len() {
                self.last.remove(0);
            }
            self.last.push(byte);
            self.seen |= self.last == LINE;
        }
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Whether the ESIS of `document` read in windows with `options` (asserting that it
/// was) has the data line `-after`, and its report.
fn esis_in_windows(document: &[u8], options: &Options) -> (bool, omittag::Report) {
    let validator = omittag::Validator::without_cache(options.clone());
    assert!(validator.reads_in_windows(std::io::Cursor::new(document)).unwrap());
    let mut out = SeesAfter::default();
    let report = validator
        .esis_read(std::io::Cursor::new(document), "long.html", &mut out)
        .unwrap();
    (out.seen, report)
}

/// A document of a few lines around `construct`, read in windows.
fn around(construct: &str) -> String {
    format!("{HEAD}\n<p>before\n{construct}\n<p>after\n")
}

fn codes(messages: &[omittag::Message]) -> Vec<&'static str> {
    messages.iter().map(|m| m.code()).collect()
}

#[test]
fn many_undefined_attributes_in_one_tag_are_each_reported_once() {
    let attributes: Vec<String> = (0..5_000).map(|i| format!("a{i}=1")).collect();
    let document = format!("{HEAD}<p {}>x", attributes.join(" "));
    let mut options = Options::default();
    options.parser.max_errors = 0;
    let result = bounded("5,000 undefined attributes", || {
        esis(document.as_bytes(), "many.html", None, &options)
    });
    let undefined = result
        .messages
        .iter()
        .filter(|m| m.text.contains("has no attribute"))
        .count();
    assert_eq!(undefined, 5_000);
}

#[test]
fn attributes_added_to_an_element_type_are_capped() {
    let tags: String = (0..600).map(|i| format!("<p a{i}=x>")).collect();
    let document = format!("{HEAD}{tags}<p>last");
    let mut options = Options::default();
    options.parser.max_errors = 0;
    let result = esis(document.as_bytes(), "grow.html", None, &options);
    let esis = String::from_utf8(result.esis).unwrap();
    // The last P lists its declared attributes and at most 256 added ones, all implied.
    let last = esis.rfind("(P\n").unwrap();
    let before = &esis[..last];
    let start = before.rfind(")P\n").unwrap();
    let added = before[start..]
        .lines()
        .filter(|l| l.starts_with("AA") && l.ends_with(" IMPLIED"))
        .count();
    assert_eq!(added, 256);
}

/// Ten internal entities of ten references each to the one before: 10^10 characters
/// if expanded.
fn laughs() -> String {
    let mut declarations = String::from("<!ENTITY a0 \"lol\">\n");
    for i in 1..=10 {
        let refs: String = (0..10).map(|_| format!("&a{};", i - 1)).collect();
        declarations.push_str(&format!("<!ENTITY a{i} \"{refs}\">\n"));
    }
    declarations
}

#[test]
fn an_entity_bomb_stops_at_the_expansion_limit() {
    let document = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n{}]><title>x</title><p>&a10;",
        laughs()
    );
    let result = bounded("an entity bomb", || {
        esis(document.as_bytes(), "bomb.html", None, &Options::default())
    });
    assert!(
        result
            .messages
            .iter()
            .any(|m| m.code() == "entity-unreadable" && m.text.contains("the entity expansion limit")),
        "{:?}",
        codes(&result.messages)
    );
    // What was expanded stays under the limit (8 Mi characters for a small document).
    assert!(result.esis.len() < 10 << 20, "{} bytes of ESIS", result.esis.len());
}

#[test]
fn an_entity_bomb_in_an_attribute_value_stops_at_the_expansion_limit() {
    let document = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n{}]><title>x</title><p title=\"&a10;\">x",
        laughs()
    );
    let result = bounded("an entity bomb in an attribute", || {
        esis(document.as_bytes(), "bomb.html", None, &Options::default())
    });
    assert!(
        result
            .messages
            .iter()
            .any(|m| m.text.contains("the entity expansion limit")),
        "{:?}",
        codes(&result.messages)
    );
}

#[test]
fn a_parameter_entity_bomb_stops_at_the_dtd_expansion_limit() {
    let mut subset = String::from("<!ENTITY % e0 \"<!-- xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx -->\">\n");
    for i in 1..40 {
        subset.push_str(&format!("<!ENTITY % e{i} \"%e{p};%e{p};\">\n", p = i - 1));
    }
    subset.push_str("%e39;\n");
    let document = format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n{subset}]><title>x</title><p>x");
    let report = bounded("a parameter entity bomb", || {
        omittag::validate(document.as_bytes(), &Options::default())
    });
    assert!(
        report
            .messages
            .iter()
            .any(|m| m.code() == "expansion-limit" || m.text.contains("entity text expanded")),
        "{:?}",
        codes(&report.messages)
    );
}

#[test]
fn a_million_elements_deep_is_one_message() {
    let document = format!("{HEAD}{}", "<div>".repeat(1_000_000));
    let result = bounded("1,000,000 nested elements", || {
        esis(document.as_bytes(), "deep.html", None, &Options::default())
    });
    let limit: Vec<_> = result.messages.iter().filter(|m| m.code() == "limit-reached").collect();
    assert_eq!(limit.len(), 1, "{:?}", codes(&result.messages));
    assert!(limit[0].text.contains("the nesting limit"), "{}", limit[0].text);
    // The tree too, and with no error limit.
    let mut options = Options::default();
    options.parser.max_errors = 0;
    let parsed = bounded("1,000,000 nested elements as a tree", || {
        omittag::parse(document.as_bytes(), &options)
    });
    assert!(parsed.tree.len() < 20_000, "{} nodes", parsed.tree.len());
    assert!(
        parsed.report.messages.iter().any(|m| m.code() == "limit-reached"),
        "{:?}",
        codes(&parsed.report.messages)
    );
}

#[test]
fn a_megabyte_attribute_value_is_a_quantity_error() {
    let document = format!("{HEAD}<p title=\"{}\">y", "x".repeat(1 << 20));
    let result = bounded("a 1 MiB attribute value", || {
        esis(document.as_bytes(), "long.html", None, &Options::default())
    });
    assert!(
        result
            .messages
            .iter()
            .any(|m| m.letter == Some('Q') && m.text.contains("LITLEN")),
        "{:?}",
        codes(&result.messages)
    );
    // A smaller attribute value limit cuts it.
    let mut options = Options::default();
    options.parser.max_attribute_value_length = 1000;
    let result = esis(document.as_bytes(), "long.html", None, &options);
    assert!(result.messages.iter().any(|m| m.code() == "limit-reached"));
    let esis = String::from_utf8(result.esis).unwrap();
    let value = esis.lines().find(|l| l.starts_with("ATITLE CDATA ")).unwrap();
    assert_eq!(value.len(), "ATITLE CDATA ".len() + 1000);
}

#[test]
fn a_hundred_thousand_attributes_are_bounded() {
    let attributes: Vec<String> = (0..100_000).map(|i| format!("a{i}=1")).collect();
    let document = format!("{HEAD}<p {}>x", attributes.join(" "));
    let result = bounded("100,000 attributes", || {
        esis(document.as_bytes(), "many.html", None, &Options::default())
    });
    // The error limit stops the reports.
    assert!(result.messages.len() <= 205, "{}", result.messages.len());
    assert!(result.messages.iter().any(|m| m.code() == "error-limit-reached"));
    // Without validation errors, the attribute limit keeps the tag's list small.
    let attributes: Vec<String> = (0..100_000).map(|i| format!("a{i}=1")).collect();
    let document = format!("<!DOCTYPE html><p {}>x", attributes.join(" "));
    let mut options = Options::default();
    options.parser.max_errors = 0;
    let result = bounded("100,000 attributes without a DTD", || {
        esis(document.as_bytes(), "many.html", None, &options)
    });
    assert!(
        result
            .messages
            .iter()
            .any(|m| m.code() == "limit-reached" && m.text.contains("the attribute limit")),
        "{:?}",
        codes(&result.messages)
    );
    let specified = String::from_utf8(result.esis)
        .unwrap()
        .lines()
        .filter(|l| l.ends_with(" CDATA 1"))
        .count();
    assert_eq!(specified, 10_000);
}

/// A scratch directory with `secret.ent` (a marker text) and `docs/`.
fn secret_tree(name: &str) -> std::path::PathBuf {
    let root = std::env::temp_dir().join(format!("omittag-hostile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("docs")).unwrap();
    std::fs::write(root.join("secret.ent"), "SECRET-MARKER").unwrap();
    std::fs::write(root.join("secret.dtd"), "<!ENTITY secret \"SECRET-MARKER\">").unwrap();
    root
}

#[test]
fn a_file_the_document_names_is_not_read() {
    let root = secret_tree("refused");
    let secret = root.join("secret.ent").display().to_string();
    let secret_dtd = root.join("secret.dtd").display().to_string();
    let documents = [
        // a general entity in the instance
        format!(
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!ENTITY x SYSTEM \"{secret}\">]>\
             <title>x</title><p>&x;"
        ),
        // a parameter entity in the internal subset
        format!(
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!ENTITY % x SYSTEM \"{secret_dtd}\">%x;]>\
             <title>x</title><p>&secret;"
        ),
        // the external subset, relative to the document
        "<!DOCTYPE HTML SYSTEM \"../secret.dtd\"><title>x</title><p>&secret;".to_owned(),
    ];
    let path = root.join("docs/doc.html");
    for document in &documents {
        for options in [Options::default(), Options::onsgmls()] {
            let result = esis(document.as_bytes(), "doc.html", Some(&path), &options);
            let esis = String::from_utf8(result.esis).unwrap();
            assert!(!esis.contains("SECRET-MARKER"), "{document}: read the file");
            assert!(
                result
                    .messages
                    .iter()
                    .any(|m| m.severity == sgml_source::Severity::Error && m.file == "doc.html"),
                "{document}: {:?}",
                result.messages
            );
        }
    }
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_recursive_entity_is_an_error() {
    let document = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!ENTITY r \"x&r;\">]>\
                    <title>x</title><p>&r; <a title=\"&r;\">y</a>";
    let result = bounded("a recursive entity", || {
        esis(document.as_bytes(), "rec.html", None, &Options::default())
    });
    let errors: Vec<_> = result
        .messages
        .iter()
        .filter(|m| m.severity == sgml_source::Severity::Error)
        .map(|m| m.code())
        .collect();
    assert_eq!(
        errors,
        ["entity-recursive", "entity-recursive"],
        "{:?}",
        result.messages
    );
}

#[test]
fn a_self_referencing_parameter_entity_is_an_error() {
    // `&#37;` puts a `%` in the entity text without a reference at declaration time.
    let document = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [<!ENTITY % p \"&#37;p;\">%p;]>\
                    <title>x</title><p>x";
    let report = bounded("a self-referencing parameter entity", || {
        omittag::validate(document.as_bytes(), &Options::default())
    });
    assert!(
        report.messages.iter().any(|m| m.code() == "entity-recursion"),
        "{:?}",
        report.messages
    );
}

/// A small xorshift generator: the same bytes on every run.
struct Bytes(u64);

impl Bytes {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn fill(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.next() as u8).collect()
    }
}

#[test]
fn random_bytes_give_a_report_and_a_tree() {
    let mut random = Bytes(0x9E37_79B9_7F4A_7C15);
    let validator = omittag::Validator::new(Options::default());
    bounded("random documents", || {
        for i in 0..200 {
            let len = (random.next() % 4096) as usize;
            let mut bytes = random.fill(len);
            if i % 2 == 0 {
                // behind a DOCTYPE, so that the instance parser sees them
                let mut with_head = HEAD.as_bytes().to_vec();
                with_head.append(&mut bytes);
                bytes = with_head;
            }
            let parsed = validator.parse(omittag::Document::new(&bytes).named("random.html"));
            assert!(!parsed.report.name.is_empty());
            let _ = esis(&bytes, "random.html", None, &Options::default());
        }
    });
}

/// A document with a bit of everything: comments, a marked section, entity and character
/// references, SHORTTAG attributes, omitted tags. (No internal subset, so that the
/// prebuilt DTD serves every prefix and the test stays fast in a debug build.)
const SAMPLE: &str = r#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><title>Sample &amp; test</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<!-- a comment -- -- with two parts -->
</head>
<body>
<p class=intro>Caf&eacute; &#233; &#x263A; <em>omittag</em>
<![ INCLUDE [ <p>included ]]>
<table border><tr><td>1<td>2
<tr><td colspan="2">3</table>
<ul><li>one<li>two</ul>
<p title='single'>x<br>y</p>
<?processing instruction>
</body></html>
"#;

#[test]
fn the_sample_truncated_at_every_byte_parses() {
    let validator = omittag::Validator::new(Options::default());
    bounded("every prefix of the sample", || {
        for end in 0..=SAMPLE.len() {
            let prefix = &SAMPLE.as_bytes()[..end];
            let parsed = validator.parse(omittag::Document::new(prefix).named("prefix.html"));
            let text = parsed.tree.input();
            for message in parsed.report.messages.iter().filter(|m| m.file == "prefix.html") {
                if let Some(offset) = message.offset {
                    assert!(offset as usize <= text.len(), "{end}: {message:?}");
                }
            }
        }
    });
    // The whole sample is valid.
    let report = omittag::validate(SAMPLE.as_bytes(), &Options::default());
    assert!(report.is_valid(), "{:?}", report.messages);
}

/// Each long construct costs memory in proportion to its length when the document is
/// read in windows: a window that must grow to hold it grows by what it holds (it grew
/// by 64 KiB at a time, all of them kept: 35 MB for a 2 MB comment, 550 MB for 8 MB).
/// Those that need not be held cost a few windows whatever their length: text, CDATA
/// content, a comment or an ignored marked section is read in pieces, and a processing
/// instruction or a generic identifier past its limit (of a start or an end tag) is
/// skipped (each cost 2.3 times its length, a name five times).
#[test]
fn a_long_construct_read_in_windows_costs_memory_in_proportion() {
    const TEST: &str = "a_long_construct_read_in_windows_costs_memory_in_proportion";
    const LONG: usize = 2 << 20;
    // What each case is, the words its message has, if any, and whether it is held.
    let cases = [
        ("comment", "", false),
        ("attribute value", "LITLEN", true),
        (
            "processing instruction",
            "option max_processing_instruction_length",
            false,
        ),
        ("name", "option max_name_length", false),
        ("end-tag name", "option max_name_length", false),
        ("marked section", "", false),
        ("style", "", false),
        ("text", "", false),
    ];
    if let Ok(case) = std::env::var("OMITTAG_HOSTILE_CASE") {
        // One case, alone in this process: its memory, beyond the document's.
        let (what, words, _) = cases.into_iter().find(|(what, _, _)| *what == case).unwrap();
        let (open, close) = match what {
            "comment" => ("<!-- ", " -->"),
            "attribute value" => ("<p title=\"", "\">y"),
            "processing instruction" => ("<?", ">"),
            "name" => ("<", ">"),
            "end-tag name" => ("</", ">"),
            "marked section" => ("<![ IGNORE [ ", " ]]>"),
            "style" => ("<style type=\"text/css\">", "</style>"),
            _ => ("", ""),
        };
        // Made in place: no copy of the construct is freed before the measure starts.
        let (before, after) = around("\u{0}")
            .split_once('\u{0}')
            .map(|(b, a)| (b.to_owned(), a.to_owned()))
            .unwrap();
        let mut document = String::with_capacity(before.len() + LONG + 64 + after.len());
        document.push_str(&before);
        document.push_str(open);
        document.extend(std::iter::repeat_n('x', LONG));
        document.push_str(close);
        document.push_str(&after);
        let mut options = in_windows();
        options.parser.max_processing_instruction_length = LONG / 16;
        options.parser.max_name_length = LONG / 16;
        // What any document costs (the DTD, the tables) is not the construct's.
        esis_in_windows(around(&format!("{open}warm{close}")).as_bytes(), &options);
        let before = resident_peak().unwrap();
        let (after, report) = bounded(what, || esis_in_windows(document.as_bytes(), &options));
        let peak = resident_peak().unwrap().saturating_sub(before);
        assert!(after, "{what}: the parse went on past it");
        if !words.is_empty() {
            let named = report.messages.iter().any(|m| m.text.contains(words));
            assert!(named, "{what}: {:?}", codes(&report.messages));
        }
        println!("measured:{peak}");
        return;
    }
    for (what, _, held) in cases {
        let Some(peak) = measure_alone(TEST, what) else {
            return;
        };
        let peak: usize = peak.parse().unwrap();
        if held {
            assert!(peak < 10 * LONG, "a {what} of {LONG} bytes held {peak} bytes more");
        } else {
            // A few windows of 256 KiB; held, the construct took 2.3 times its length.
            assert!(peak < LONG / 2, "a {what} of {LONG} bytes held {peak} bytes more");
        }
    }
}

/// Attribute indexes are as wide as the number of attributes a list may hold: the
/// 65,537th attribute of a list is itself, not the first (they were 16 bits wide).
#[test]
fn an_attribute_past_the_65536th_is_itself() {
    let count = 70_000;
    let definitions: String = (0..count).map(|i| format!(" a{i} CDATA #IMPLIED")).collect();
    let document = format!(
        "<!DOCTYPE x [<!ELEMENT x - - (#PCDATA)><!ATTLIST x{definitions}>]><x a65536=one a65537=two a1=three>y</x>"
    );
    let mut options = Options::default();
    options.parser.max_errors = 0;
    let result = bounded("70,000 attributes", || {
        esis(document.as_bytes(), "wide.html", None, &options)
    });
    let esis = String::from_utf8(result.esis).unwrap();
    assert!(esis.contains("\nAA65536 CDATA one\n"), "{}", &esis[..200]);
    assert!(esis.contains("\nAA65537 CDATA two\n"));
    assert!(esis.contains("\nAA1 CDATA three\n"));
    assert!(esis.lines().any(|l| l == "AA0 IMPLIED"));
    assert_eq!(esis.lines().filter(|l| l.starts_with('A')).count(), count);
    assert!(
        !result.messages.iter().any(|m| m.text.contains("more than once")),
        "{:?}",
        codes(&result.messages)
    );
}

/// Non-SGML characters before the document type declaration cost no more than their
/// text: errors past the error limit are not kept (each one cost about 425 bytes: a
/// megabyte of them took 425 MB).
#[test]
fn junk_before_the_doctype_costs_no_more_than_its_text() {
    const TEST: &str = "junk_before_the_doctype_costs_no_more_than_its_text";
    const JUNK: usize = 1 << 20;
    if std::env::var("OMITTAG_HOSTILE_CASE").is_ok() {
        let document = format!("{}{HEAD}<p>after", "\u{1}".repeat(JUNK));
        let before = resident_peak().unwrap();
        // Read as SGML, not refused as binary: this measures the prolog's errors.
        #[allow(clippy::field_reassign_with_default)] // `Options` may become non-exhaustive
        let options = {
            let mut options = Options::default();
            options.refuse_binary = false;
            options
        };
        let result = bounded("a megabyte of control characters", || {
            esis(document.as_bytes(), "junk.html", None, &options)
        });
        let peak = resident_peak().unwrap().saturating_sub(before);
        let non_sgml = result
            .messages
            .iter()
            .filter(|m| m.text.contains("not allowed in the document character set"))
            .count();
        assert!(non_sgml > 0 && non_sgml <= 200, "{non_sgml}");
        assert!(result.messages.iter().any(|m| m.code() == "error-limit-reached"));
        println!("measured:{peak}");
        return;
    }
    let Some(peak) = measure_alone(TEST, "junk") else {
        return;
    };
    let peak: usize = peak.parse().unwrap();
    assert!(peak < 16 * JUNK, "a megabyte of junk held {peak} bytes more");
}

/// With no error limit, the errors of non-SGML characters before the document type
/// declaration are handed on as they are found, as the instance's are: they cost no memory
/// each (held, each cost about 425 bytes: two megabytes of them took 1.2 GB), and come in
/// the order of the text, before the rest. In a document read in windows too: its first
/// window, read before it is known whether the document is read in windows, holds no more
/// than a thousand of them (it held them all: 256 KiB of junk, about 100 MB).
#[test]
fn junk_before_the_doctype_streamed_costs_no_memory_each() {
    const TEST: &str = "junk_before_the_doctype_streamed_costs_no_memory_each";
    const JUNK: usize = 1 << 15;
    const WINDOW_JUNK: usize = 64 << 10;
    if let Ok(case) = std::env::var("OMITTAG_HOSTILE_CASE") {
        // The same document without its junk, to measure what the parse costs anyway
        // (the DTD, the tables), which the junk is measured against.
        let (case, baseline) = match case.strip_suffix(" baseline") {
            Some(case) => (case.to_owned(), true),
            None => (case, false),
        };
        let (case, windows) = match case.split_once(" in windows") {
            Some((case, _)) => (case.to_owned(), true),
            None => (case, false),
        };
        // In windows, more (held in the first window, they took 9 MB more).
        let junk = match (baseline, windows) {
            (true, _) => 0,
            (false, true) => WINDOW_JUNK,
            (false, false) => JUNK,
        };
        // A line end, without which a document is not read in windows.
        let document = format!("{}{HEAD}\n<p>after</x>", "\u{1}".repeat(junk));
        // Read as SGML, not refused as binary: this measures the prolog's errors.
        let mut options = if windows { in_windows() } else { Options::default() };
        options.refuse_binary = false;
        options.parser.max_errors = 0;
        let validator = omittag::Validator::without_cache(options);
        let before = resident_peak().unwrap();
        let (mut non_sgml, mut last_offset, mut in_order, mut after) = (0usize, 0u32, true, Vec::new());
        let mut on_message = |m: &omittag::Message| {
            if m.code() == "non-sgml-character" {
                let offset = m.offset.unwrap_or(0);
                in_order &= after.is_empty() && offset >= last_offset;
                last_offset = offset;
                non_sgml += 1;
            } else if non_sgml > 0 {
                after.push(m.code());
            }
        };
        let input = std::io::Cursor::new(document.as_bytes());
        let mut out = SeesAfter::default();
        let report = bounded("32 Ki control characters", || match case.as_str() {
            "check" => validator.validate_read_streamed(input, "junk.html", &mut on_message),
            _ => validator.esis_read_streamed(input, "junk.html", &mut out, &mut on_message),
        })
        .unwrap();
        let peak = resident_peak().unwrap().saturating_sub(before);
        // Asked after the measure: asked alone, it holds every message.
        let in_windows = validator
            .reads_in_windows(std::io::Cursor::new(document.as_bytes()))
            .unwrap();
        assert_eq!(in_windows, windows, "read in windows");
        assert!(report.messages.is_empty(), "none held");
        assert_eq!(non_sgml, junk, "every character reported");
        assert!(in_order, "in the order of the text");
        if !baseline {
            assert_eq!(after, ["end-tag-not-open"], "the instance's after the prolog's");
        }
        assert_eq!(out.seen, case == "esis", "the parse went on");
        println!("measured:{peak}");
        return;
    }
    for case in ["check", "esis", "check in windows", "esis in windows"] {
        let (Some(peak), Some(baseline)) = (
            measure_alone(TEST, case),
            measure_alone(TEST, &format!("{case} baseline")),
        ) else {
            return;
        };
        let peak: usize = peak.parse().unwrap();
        let baseline: usize = baseline.parse().unwrap();
        // Held, the messages alone took about 14 MB (9 MB more in the first window).
        let held = peak.saturating_sub(baseline);
        assert!(
            held < 3 << 20,
            "junk streamed ({case}) held {held} bytes more than none"
        );
    }
}

/// Declarations take time in proportion to their number: each ATTLIST declaration that
/// adds to an element type's list (Web SGML) looked through the whole list and every
/// element type (30,000 of them took seconds in a release build, 100,000 over 30 s).
#[test]
fn many_attlist_declarations_for_one_element_take_linear_time() {
    let count = 30_000;
    let declarations: String = (0..count)
        .map(|i| format!("<!ATTLIST P a{i} CDATA #IMPLIED>\n"))
        .collect();
    let document = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n{declarations}]><title>x</title><p a29999=last>y"
    );
    let result = bounded("30,000 ATTLIST declarations", || {
        esis(document.as_bytes(), "attlists.html", None, &Options::default())
    });
    let esis = String::from_utf8(result.esis).unwrap();
    assert!(
        esis.lines().any(|l| l == "AA29999 CDATA last"),
        "{:?}",
        codes(&result.messages)
    );
    assert!(esis.lines().any(|l| l == "AA0 IMPLIED"));
}

/// A reference to an entity whose name is a megabyte long is one message, found
/// quickly: names that differ in length by more than a misspelling are not compared
/// with it (each comparison took a step per character of both names: 17 s for 3.9 MB).
#[test]
fn a_megabyte_entity_name_is_reported_quickly() {
    let name = "e".repeat(1 << 20);
    let document = format!("{HEAD}<p>&{name}; and <{name}>after");
    let result = bounded("a 1 MiB entity name", || {
        esis(document.as_bytes(), "name.html", None, &Options::default())
    });
    assert!(
        result
            .messages
            .iter()
            .any(|m| m.text.contains("entity") && m.text.contains("eeee")),
        "{:?}",
        codes(&result.messages)
    );
    assert!(String::from_utf8(result.esis).unwrap().contains("after"));
}

/// A map whose blank sequence never matches (`B&#RE;` with no record end after the
/// blanks) over megabytes of blanks: each blank is a place where a short reference may
/// start, and the run after it is not scanned again each time (it was 960 steps per
/// blank, BSEQLEN).
#[test]
fn megabytes_of_blanks_under_a_short_reference_map_take_linear_time() {
    let blanks = " ".repeat(4 << 20);
    let document = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [\n<!ENTITY eol SDATA \"[eol]\">\n\
         <!SHORTREF m \"B&#RE;\" eol>\n<!USEMAP m P>\n]><title>x</title><p>a{blanks}b \nc"
    );
    let result = bounded("4 MiB of blanks under a map", || {
        esis(document.as_bytes(), "blanks.html", None, &Options::default())
    });
    let esis = String::from_utf8(result.esis).unwrap();
    assert!(
        esis.contains(&format!("-a{blanks}b\\|[eol]\\|c")),
        "{:?}",
        codes(&result.messages)
    );
}

/// With no error limit, messages handed on as they are found cost no memory each, read
/// whole or in windows: `Validator::esis_read_streamed` keeps none (held, each cost about
/// 330 bytes: a million errors took 326 MB, against onsgmls's 7 MB).
#[test]
fn many_errors_streamed_cost_no_memory_each() {
    const TEST: &str = "many_errors_streamed_cost_no_memory_each";
    const ERRORS: usize = 100_000;
    if let Ok(case) = std::env::var("OMITTAG_HOSTILE_CASE") {
        let document = around(&format!("<p>{}", "</x>".repeat(ERRORS)));
        let mut options = if case == "windows" {
            in_windows()
        } else {
            Options::default()
        };
        options.parser.max_errors = 0;
        let validator = omittag::Validator::without_cache(options);
        assert_eq!(
            validator.reads_in_windows(std::io::Cursor::new(&document)).unwrap(),
            case == "windows"
        );
        let before = resident_peak().unwrap();
        let mut out = SeesAfter::default();
        let (mut count, mut last_line) = (0usize, 0u32);
        let mut in_order = true;
        let mut on_message = |m: &omittag::Message| {
            if m.code() == "end-tag-not-open" {
                count += 1;
            }
            in_order &= m.line >= last_line;
            last_line = m.line;
        };
        let report = bounded("100,000 errors", || {
            validator
                .esis_read_streamed(
                    std::io::Cursor::new(&document),
                    "errors.html",
                    &mut out,
                    &mut on_message,
                )
                .unwrap()
        });
        let peak = resident_peak().unwrap().saturating_sub(before);
        assert!(report.messages.is_empty(), "none held");
        assert_eq!(count, ERRORS, "every error handed on");
        assert!(in_order && out.seen, "in order, and the parse went on");
        println!("measured:{peak}");
        return;
    }
    for case in ["whole", "windows"] {
        let Some(peak) = measure_alone(TEST, case) else {
            return;
        };
        let peak: usize = peak.parse().unwrap();
        // Held, the messages alone took about 33 MB.
        assert!(peak < 8 << 20, "{ERRORS} errors streamed ({case}) held {peak} bytes");
    }
}

/// The bounds above are of CPU time, where it can be read: on Linux it can, and it grows
/// with work done, not with time waited.
#[cfg(target_os = "linux")]
#[test]
fn the_time_bounds_are_of_cpu_time() {
    let start = cpu_time::thread_cpu_time().expect("Linux gives a thread's CPU time");
    std::thread::sleep(Duration::from_millis(300));
    let slept = cpu_time::thread_cpu_time().unwrap() - start;
    assert!(
        slept < Duration::from_millis(150),
        "sleeping took {slept:?} of CPU time"
    );
    let mut x = 0u64;
    let busy = std::time::Instant::now();
    while busy.elapsed() < Duration::from_millis(200) {
        x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(1));
    }
    let worked = cpu_time::thread_cpu_time().unwrap() - start;
    assert!(worked > slept, "{worked:?} after work, {slept:?} before");
}

/// A document with a few hundred prolog messages, fewer than its first window holds while
/// it is found whether it is read in windows, is read in windows, and its messages are
/// handed on once each, in order, before the instance's.
#[test]
fn a_little_junk_before_the_doctype_is_read_in_windows() {
    for junk in [300, 999, 1000, 1001, 3000] {
        let document = format!("{}{HEAD}\n<p>after</x>\n", "\u{1}".repeat(junk));
        let mut options = in_windows();
        options.refuse_binary = false;
        let validator = omittag::Validator::without_cache(options);
        assert!(
            validator
                .reads_in_windows(std::io::Cursor::new(document.as_bytes()))
                .unwrap(),
            "{junk}"
        );
        let mut codes = Vec::new();
        let mut offsets = Vec::new();
        let mut out = SeesAfter::default();
        let report = validator
            .esis_read_streamed(
                std::io::Cursor::new(document.as_bytes()),
                "junk.html",
                &mut out,
                &mut |m| {
                    // The encoding's warning comes first (no charset).
                    if m.code() != "no-encoding-information" || !codes.is_empty() {
                        codes.push(m.code());
                        offsets.push(m.offset.unwrap_or(0));
                    }
                },
            )
            .unwrap();
        assert!(report.messages.is_empty(), "{junk}: none held");
        assert!(out.seen, "{junk}: the parse went on");
        assert_eq!(
            codes.iter().filter(|&&c| c == "non-sgml-character").count(),
            junk,
            "{junk}"
        );
        assert!(
            codes[..junk].iter().all(|&c| c == "non-sgml-character"),
            "{junk}: the prolog's first: {:?}",
            &codes[..3]
        );
        assert!(offsets[..junk].windows(2).all(|w| w[0] < w[1]), "{junk}: in order");
        assert_eq!(codes[junk..], ["end-tag-not-open"], "{junk}");
    }
}

/// The text read ahead after a long construct is carried into the next generation of
/// windows without ending it at once: a generation counted the text carried over, so one
/// that carried more than a generation's worth (what was read ahead after a construct of
/// megabytes, as much again) ended after one token, carrying nearly all of it again, token
/// after token: a processing instruction of 2.5 MB followed by ordinary text took 8 s in a
/// debug build, 5 MB 38 s (this test took 18 s of CPU time for its first case), 50 MB beyond
/// any patience.
#[test]
fn the_text_after_a_long_construct_is_read_in_linear_time() {
    let line = "<p>Ordinary text in an ordinary paragraph, to make the file large.\n";
    for (what, open, close) in [
        ("processing instruction", "<?", ">"),
        ("attribute value", "<p title=\"", "\">x"),
    ] {
        let document = format!(
            "{HEAD}\n{open}{}{close}\n{}<p>after\n",
            "x".repeat(5_000_000),
            line.repeat(75_000)
        );
        let mut options = in_windows();
        options.parser.max_errors = 200;
        // Held, and read through: a quantity error (PILEN, LITLEN), not skipped.
        options.parser.max_processing_instruction_length = 8 << 20;
        let (after, report) = bounded(what, || esis_in_windows(document.as_bytes(), &options));
        assert!(after, "{what}: the parse went on past it");
        assert!(
            report.messages.iter().any(|m| m.code() == "quantity-exceeded"),
            "{what}: {:?}",
            codes(&report.messages)
        );
    }
}
