//! The conformance suite: every `tests/conformance/**/CASE.html` and
//! `tests/conformance/sgml/**/CASE.sgml` is parsed and its ESIS compared byte for byte
//! with `CASE.esis` (onsgmls's, committed beside it), and its messages by line, column
//! and severity with `CASE.messages`. The HTML cases are read as the W3C validator reads
//! them, the SGML ones as a user runs onsgmls on them (`-c CASE.catalog`).
//!
//! Cases that do not agree yet are listed in `tests/conformance/known-failures.txt`. The
//! test fails when a case outside the list disagrees (a regression) and when a listed
//! case agrees (the list must shrink with the work: remove it). Run with
//! `OMITTAG_CONFORMANCE_UPDATE=1` to rewrite the list from the current results, and
//! `OMITTAG_CONFORMANCE_SHOW=path/of/case` to print one case's differences.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use omittag::Options;
use omittag::document::esis;
use sgml_parser::ParserOptions;
use sgml_parser::esis::EsisOptions;
use support::{cases, suite_dir};

mod support;

/// The encoding the reference was made with: the `.encoding` file, else a byte order
/// mark, else (a case read in XML mode) UTF-8, else a META charset in the first 4 KiB,
/// else ISO 8859-1 (the rule of `tests/conformance/regenerate`).
fn encoding_of(path: &Path, bytes: &[u8]) -> String {
    if let Ok(label) = fs::read_to_string(path.with_extension("encoding")) {
        return sp_name(label.trim());
    }
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        return "utf-8".into();
    }
    if bytes.starts_with(&[0xFE, 0xFF]) || bytes.starts_with(&[0xFF, 0xFE]) {
        return "utf-16".into();
    }
    if omittag::parse_mode::detect(&String::from_utf8_lossy(bytes)) == omittag::ParseMode::Xml {
        return "utf-8".into();
    }
    let head: Vec<u8> = bytes.iter().take(4096).copied().filter(|&b| b != 0).collect();
    let head = String::from_utf8_lossy(&head).to_ascii_lowercase();
    let mut from = 0;
    while let Some(meta) = head[from..].find("<meta").map(|i| i + from) {
        let end = head[meta..].find('>').map_or(head.len(), |i| i + meta);
        let tag = &head[meta..end];
        if let Some(at) = tag.find("charset") {
            let rest = tag[at + 7..].trim_start();
            if let Some(rest) = rest.strip_prefix('=') {
                let rest = rest.trim_start().trim_start_matches(['"', '\'']);
                let label: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || "._:-".contains(*c))
                    .collect();
                if !label.is_empty() {
                    return sp_name(&label);
                }
            }
        }
        from = meta + 5;
    }
    "iso-8859-1".into()
}

/// The names onsgmls knows, as the regenerate script maps them.
fn sp_name(label: &str) -> String {
    let c = label.to_ascii_lowercase().replace('_', "-");
    match c.as_str() {
        "utf-8" | "utf8" => "utf-8".into(),
        "utf-16" | "unicode" | "unicodefffe" => "utf-16".into(),
        "us-ascii" | "ascii" | "latin1" | "latin-1" | "l1" | "iso-8859-15" | "iso8859-15" | "windows-1252"
        | "cp1252" => "iso-8859-1".into(),
        "koi8-r" => "koi8-r".into(),
        "euc-jp" | "x-euc-jp" => "euc-jp".into(),
        "euc-kr" => "euc-kr".into(),
        "gb2312" | "euc-cn" | "gbk" => "gb2312".into(),
        "shift-jis" | "sjis" | "x-sjis" | "windows-31j" => "shift_jis".into(),
        "big5" => "big5".into(),
        other if other.starts_with("iso-8859-") && other.len() == 10 => other.into(),
        other if other.starts_with("iso8859-") && other.len() == 9 => format!("iso-8859-{}", &other[8..]),
        _ => "iso-8859-1".into(),
    }
}

/// The options of `CASE.options` (onsgmls's switches) as ours.
fn options_of(path: &Path) -> Options {
    let mut esis_options = EsisOptions::default();
    let mut parser = ParserOptions::default();
    if let Ok(text) = fs::read_to_string(path.with_extension("options")) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            match words[i] {
                "-oline" => esis_options.line = true,
                "-oomitted" => esis_options.omitted = true,
                "-oempty" => esis_options.empty = true,
                "-oid" => esis_options.id = true,
                "-oincluded" => esis_options.included = true,
                "-wnon-sgml-char-ref" => parser.warn_non_sgml_char_ref = true,
                "-wmin-tag" => parser.warn_min_tag = true,
                "-wduplicate" => parser.warn_duplicate_entities = true,
                // Validation and no duplicate-entity warnings are onsgmls's defaults, and ours.
                "-wvalid" | "-wno-duplicate" => {}
                "-E" => {
                    i += 1;
                    parser.max_errors = words.get(i).and_then(|n| n.parse().ok()).unwrap_or(200);
                }
                _ => {}
            }
            i += 1;
        }
    }
    Options {
        esis: esis_options,
        parser,
        read_files: true,
        file_access: sgml_dtd::catalog::FileAccess::All,
        // onsgmls's messages only: no fallback DTD, no validator warnings.
        ..Options::onsgmls()
    }
}

/// `(line, column, letter)` of the messages in onsgmls's `.messages` form (`LINE:COL:L:
/// text`, or `FILE:LINE:COL:L: text` for other files) whose letter is `E`, `W`, `Q` (a
/// quantity exceeded) or `X` (an error found at the end): notes and the position-less `I`
/// line are not compared.
fn reference_messages(text: &str) -> BTreeSet<(u32, u32, char)> {
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.splitn(6, ':').collect();
        // Find three consecutive fields LINE, COL, SEVERITY.
        for w in 0..fields.len().saturating_sub(2) {
            let (Ok(l), Ok(c)) = (fields[w].parse::<u32>(), fields[w + 1].parse::<u32>()) else {
                continue;
            };
            let severity = fields[w + 2];
            if matches!(severity, "E" | "W" | "Q" | "X") {
                found.insert((l, c, severity.chars().next().unwrap()));
            }
            break;
        }
    }
    found
}

struct Outcome {
    esis_ok: bool,
    messages_ok: bool,
    report: String,
}

fn run_case(path: &Path) -> Outcome {
    let bytes = fs::read(path).expect("case readable");
    let mut options = options_of(path);
    let mut path = path;
    let bare;
    if path.extension().is_some_and(|e| e == "sgml") {
        // A general SGML case, read as `onsgmls -c CASE.catalog CASE.sgml` reads it: from
        // its directory (ESIS names the catalog as the command line gives it), with its
        // own catalog (no other), as SGML, in UTF-8 unless CASE.encoding says otherwise.
        // (This test is the only one of its binary, so the working directory is its own.)
        std::env::set_current_dir(path.parent().expect("a case's directory")).expect("the case's directory");
        bare = PathBuf::from(path.file_name().expect("a case's name"));
        path = &bare;
        let catalog = path.with_extension("catalog");
        if catalog.is_file() {
            options.catalogs = vec![catalog];
        }
        options.parse_mode = Some(omittag::ParseMode::Sgml);
        let encoding = fs::read_to_string(path.with_extension("encoding"))
            .map_or_else(|_| "utf-8".to_owned(), |label| sp_name(label.trim()));
        options.encoding.override_label = Some(encoding);
    } else {
        options.encoding.override_label = Some(encoding_of(path, &bytes));
    }
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let result = esis(&bytes, &name, Some(path), &options);
    let expected_esis = fs::read(path.with_extension("esis")).unwrap_or_default();
    let expected_messages =
        reference_messages(&fs::read_to_string(path.with_extension("messages")).unwrap_or_default());
    let ours: BTreeSet<(u32, u32, char)> = result
        .messages
        .iter()
        .filter(|m| m.line != 0)
        .filter_map(|m| {
            m.letter
                .filter(|l| matches!(l, 'E' | 'W' | 'Q' | 'X'))
                .map(|l| (m.line, m.column, l))
        })
        .collect();
    let esis_ok = result.esis == expected_esis;
    let messages_ok = ours == expected_messages;
    let mut report = String::new();
    if !esis_ok {
        report.push_str("--- ESIS differs\n");
        let expected = String::from_utf8_lossy(&expected_esis);
        let got = String::from_utf8_lossy(&result.esis);
        for (i, (e, g)) in expected.lines().zip(got.lines()).enumerate() {
            if e != g {
                report.push_str(&format!("line {}: expected {e:?}\n         got      {g:?}\n", i + 1));
                break;
            }
        }
        report.push_str(&format!(
            "({} lines expected, {} got)\n",
            expected.lines().count(),
            got.lines().count()
        ));
    }
    if !messages_ok {
        report.push_str(&format!(
            "--- messages differ\nexpected {expected_messages:?}\ngot      {ours:?}\n"
        ));
        for m in &result.messages {
            report.push_str(&format!("  {}\n", m.to_line("omittag")));
        }
    }
    Outcome {
        esis_ok,
        messages_ok,
        report,
    }
}

#[test]
fn conformance_suite() {
    let dir = suite_dir();
    let mut all = Vec::new();
    cases(&dir, &mut all);
    sgml_cases(&dir.join("sgml"), &mut all);
    assert!(
        all.len() >= 300,
        "the conformance suite is missing ({} cases)",
        all.len()
    );
    let known_path = dir.join("known-failures.txt");
    let known: BTreeSet<String> = fs::read_to_string(&known_path)
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let show = std::env::var("OMITTAG_CONFORMANCE_SHOW").ok();
    let mut failing = BTreeSet::new();
    let (mut esis_ok, mut messages_ok) = (0, 0);
    for path in &all {
        let relative = path.strip_prefix(&dir).unwrap().to_string_lossy().replace('\\', "/");
        let outcome = run_case(path);
        esis_ok += outcome.esis_ok as usize;
        messages_ok += outcome.messages_ok as usize;
        if !(outcome.esis_ok && outcome.messages_ok) {
            failing.insert(relative.clone());
        }
        if show.as_deref().is_some_and(|s| relative.contains(s)) {
            println!("== {relative}\n{}", outcome.report);
        }
    }
    println!(
        "conformance: {} cases; ESIS identical {esis_ok}, messages agree {messages_ok}, both {}",
        all.len(),
        all.len() - failing.len()
    );
    if std::env::var_os("OMITTAG_CONFORMANCE_UPDATE").is_some() {
        let mut text = String::from(
            "# Conformance cases whose ESIS or messages do not yet agree with onsgmls's.\n\
             # Written by OMITTAG_CONFORMANCE_UPDATE=1 cargo test -p omittag --test conformance\n",
        );
        for case in &failing {
            text.push_str(case);
            text.push('\n');
        }
        fs::write(&known_path, text).expect("known-failures.txt writable");
        return;
    }
    let regressions: Vec<_> = failing.difference(&known).collect();
    let fixed: Vec<_> = known.difference(&failing).collect();
    assert!(
        regressions.is_empty() && fixed.is_empty(),
        "conformance: {} case(s) fail that are not in known-failures.txt: {regressions:?}\n\
         {} case(s) in known-failures.txt now pass (remove them): {fixed:?}\n\
         (OMITTAG_CONFORMANCE_SHOW=case shows a case; OMITTAG_CONFORMANCE_UPDATE=1 rewrites the list)",
        regressions.len(),
        fixed.len()
    );
}

/// Every `CASE.sgml` below `dir` (the general SGML cases of `tests/conformance/sgml/`,
/// each read as a user reads it with onsgmls: its own catalog `CASE.catalog`, if any,
/// and its own declaration or DTD), in path order.
fn sgml_cases(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sgml_cases(&path, out);
        } else if path.extension().is_some_and(|e| e == "sgml") {
            out.push(path);
        }
    }
}
