//! The conformance suite: every `tests/conformance/**/CASE.html` and
//! `tests/conformance/sgml/**/CASE.sgml` is parsed and its ESIS compared byte for byte
//! with `CASE.esis` (onsgmls's, committed beside it), and its messages by line, column
//! and severity with `CASE.messages`. The HTML cases are read as the W3C validator reads
//! them, the SGML ones as a user runs onsgmls on them (`-c CASE.catalog`; by hand, with the
//! `SP_` variables of `CASE.env` and no `-b`, when there is a `CASE.env`). Each case is a
//! test of its own, named by its path under `tests/conformance` (libtest-mimic), so that
//! `cargo test` names every case that disagrees and shows how; `cargo test -p omittag
//! --test conformance -- attributes/` runs some.
//!
//! Cases that do not agree yet are listed in `tests/conformance/known-failures.txt`: their
//! tests (of kind `known-failure`) pass while they disagree, and fail once they agree (the
//! list must shrink with the work: remove the case from it). A listed case that does not
//! exist fails too.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use libtest_mimic::{Arguments, Trial};
use omittag::Options;
#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::esis;
use omittag::characters::{self, OutputEncoding, SpEnvironment};
use omittag::options::{EsisOptions, ParserOptions};
use support::{files_with_extension, html_files, suite_dir};

mod support;

/// The encoding the reference was made with: the `.encoding` file, else a byte order
/// mark, else a META charset in the first 4 KiB, else ISO 8859-1 (the rule of
/// `tests/conformance/regenerate` for a case read as SGML; one read as XML finds its own
/// unless it has a `.encoding` file).
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

/// The output encoding `CASE.options` names with onsgmls's `-b NAME` (`-bNAME`,
/// `--bctf=NAME`, `--encoding=NAME`), if it does.
fn bctf_of(path: &Path) -> Option<String> {
    let text = fs::read_to_string(path.with_extension("options")).ok()?;
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut found = None;
    for (i, word) in words.iter().enumerate() {
        if *word == "-b" {
            found = words.get(i + 1).map(|name| name.to_string());
        } else if let Some(name) = word
            .strip_prefix("--bctf=")
            .or_else(|| word.strip_prefix("--encoding="))
            .or_else(|| word.strip_prefix("-b"))
        {
            found = Some(name.to_owned());
        }
    }
    found
}

/// The options of `CASE.options` (onsgmls's switches) as ours.
fn options_of(path: &Path) -> Options {
    let mut esis_options = EsisOptions::default();
    let mut parser = ParserOptions::default();
    let (mut include, mut directories) = (Vec::new(), Vec::new());
    let mut architectures: Vec<String> = Vec::new();
    if let Ok(text) = fs::read_to_string(path.with_extension("options")) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            match words[i] {
                "-oline" => esis_options.line = true,
                "-oomitted" => esis_options.omitted = true,
                "-otagomit" => esis_options.tag_omitted = true,
                "-oattromit" => esis_options.attribute_omitted = true,
                "-oempty" => esis_options.empty = true,
                "-oid" => esis_options.id = true,
                "-oincluded" => esis_options.included = true,
                "-onotation-sysid" => esis_options.notation_sysid = true,
                "-oversion" => esis_options.version = true,
                "-oentity" => {
                    esis_options.entity = true;
                    parser.report_entity_lookups = true;
                }
                "-ononsgml" => esis_options.nonsgml = true,
                "-odata-attribute" => esis_options.data_attribute = true,
                "-ocomment" => {
                    esis_options.comment = true;
                    parser.report_comments = true;
                }
                "-wnon-sgml-char-ref" => parser.warn_non_sgml_char_ref = true,
                "-wmin-tag" => parser.warn_min_tag = true,
                "-wunclosed" => parser.warn_unclosed_tags = true,
                "-wempty" => parser.warn_empty_tags = true,
                "-wnet" => parser.warn_net_enabling = true,
                "-wundefined" => parser.warn_undefined_elements = true,
                "-wmixed" => parser.warn_mixed_content = true,
                "-wunused-param" => parser.warn_unused_parameter_entities = true,
                "-wunused-map" => parser.warn_unused_maps = true,
                "-wdefault" => parser.warn_default_entity = true,
                "-wnotation-sysid" => parser.warn_notation_sysid = true,
                "-wshould" => parser.warn_should = true,
                "-wsgmldecl" => parser.warn_sgml_decl = true,
                "-wall" => parser.warn_all(true),
                "-wno-all" => parser.warn_all(false),
                "-wno-unused-param" => parser.warn_unused_parameter_entities = false,
                "-wno-should" => parser.warn_should = false,
                "-wduplicate" => parser.warn_duplicate_entities = true,
                // Validation and no duplicate-entity warnings are onsgmls's defaults, and ours.
                "-wvalid" | "-wno-duplicate" => {}
                "-i" => {
                    i += 1;
                    include.extend(words.get(i).map(|name| name.to_string()));
                }
                "-D" => {
                    i += 1;
                    directories.extend(words.get(i).map(PathBuf::from));
                }
                "-A" => {
                    i += 1;
                    architectures.extend(words.get(i).map(|name| name.to_string()));
                }
                "-a" => {
                    i += 1;
                    parser.active_links.extend(words.get(i).map(|name| name.to_string()));
                }
                "-E" => {
                    i += 1;
                    parser.max_errors = words.get(i).and_then(|n| n.parse().ok()).unwrap_or(200);
                }
                _ => {}
            }
            i += 1;
        }
    }
    {
        let mut options = Options::onsgmls();
        options.esis = esis_options;
        options.parser = parser;
        options.architecture = architectures.first().cloned();
        options.derived_architectures = architectures.iter().skip(1).cloned().collect();
        options.read_files = true;
        options.file_access = omittag::options::FileAccess::All;
        options.include_parameter_entities = include;
        options.search_directories = directories;
        options
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
    // Held while a general SGML case runs from its own directory (the working directory
    // is the process's, and the cases run on several threads).
    let mut _in_directory = None;
    // How the ESIS is written: UTF-8 (`-b utf-8`) unless the case runs by hand.
    let mut output = OutputEncoding::Utf8;
    if path.extension().is_some_and(|e| e == "sgml") {
        // A general SGML case, read as `onsgmls -c CASE.catalog CASE.sgml` reads it: from
        // its directory (ESIS names the catalog as the command line gives it), with its
        // own catalog (no other), as SGML, in UTF-8 unless CASE.encoding says otherwise.
        static WORKING_DIRECTORY: Mutex<()> = Mutex::new(());
        _in_directory = Some(
            WORKING_DIRECTORY
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        );
        std::env::set_current_dir(path.parent().expect("a case's directory")).expect("the case's directory");
        bare = PathBuf::from(path.file_name().expect("a case's name"));
        path = &bare;
        let catalog = path.with_extension("catalog");
        if catalog.is_file() {
            options.catalogs = vec![catalog];
        }
        options.parse_mode = Some(omittag::ParseMode::Sgml);
        if let Ok(environment) = fs::read_to_string(path.with_extension("env")) {
            // Run by hand: onsgmls with only the environment CASE.env gives and no `-b`
            // but one CASE.options gives, read as `omittag esis` reads it then.
            let environment = SpEnvironment::from_assignments(environment.split_whitespace());
            let as_the_validator = characters::read_as_the_validator(&bytes, !options.catalogs.is_empty());
            let plan = characters::plan(None, bctf_of(path).as_deref(), &environment, as_the_validator)
                .expect("a -b omittag writes");
            plan.apply(&mut options);
            output = plan.esis;
        } else {
            let encoding = fs::read_to_string(path.with_extension("encoding"))
                .map_or_else(|_| "utf-8".to_owned(), |label| sp_name(label.trim()));
            options.encoding.override_label = Some(encoding);
        }
    } else if !path.with_extension("encoding").is_file()
        && omittag::parse_mode::detect_bytes(&bytes) == omittag::ParseMode::Xml
    {
        // A case read in XML mode finds its encoding itself, as XML 1.0 Appendix F says
        // and `regenerate` does: its XML declaration's, a byte order mark's, a META's,
        // else UTF-8.
        options.encoding.default_encoding = None;
    } else {
        options.encoding.override_label = Some(encoding_of(path, &bytes));
    }
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let result = esis(&bytes, &name, Some(path), &options);
    let expected_esis = fs::read(path.with_extension("esis")).unwrap_or_default();
    let expected_messages = reference_messages(&String::from_utf8_lossy(
        &fs::read(path.with_extension("messages")).unwrap_or_default(),
    ));
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
    let got_esis = output.encode(&result.esis);
    let esis_ok = got_esis == expected_esis;
    let messages_ok = ours == expected_messages;
    let mut report = String::new();
    if !esis_ok {
        report.push_str("--- ESIS differs\n");
        let expected = String::from_utf8_lossy(&expected_esis);
        let got = String::from_utf8_lossy(&got_esis);
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

/// The cases listed in `known-failures.txt` (paths under `tests/conformance`).
fn known_failures(dir: &Path) -> BTreeSet<String> {
    fs::read_to_string(dir.join("known-failures.txt"))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// The test of one case: it agrees with onsgmls, or, when it is a known failure, it
/// still does not.
fn case_test(path: std::path::PathBuf, relative: String, known: bool) -> Trial {
    let kind = if known { "known-failure" } else { "" };
    Trial::test(relative.clone(), move || {
        let outcome = run_case(&path);
        let agrees = outcome.esis_ok && outcome.messages_ok;
        match (agrees, known) {
            (true, false) | (false, true) => Ok(()),
            (false, false) => Err(format!("{relative} disagrees with onsgmls:\n{}", outcome.report).into()),
            (true, true) => Err(format!(
                "{relative} agrees with onsgmls now: remove it from tests/conformance/known-failures.txt"
            )
            .into()),
        }
    })
    .with_kind(kind)
}

fn main() {
    let arguments = Arguments::from_args();
    let dir = suite_dir();
    let mut all = html_files(&dir);
    // The general SGML cases of `sgml/`, each read as a user reads it with onsgmls: its
    // own catalog `CASE.catalog`, if any, and its own declaration or DTD.
    all.extend(files_with_extension(&dir.join("sgml"), "sgml"));
    let known = known_failures(&dir);
    let relative = |path: &Path| path.strip_prefix(&dir).unwrap().to_string_lossy().replace('\\', "/");
    let names: BTreeSet<String> = all.iter().map(|path| relative(path)).collect();
    let count = all.len();
    let mut trials = vec![Trial::test("the suite is there", move || {
        if count >= 300 {
            Ok(())
        } else {
            Err(format!("the conformance suite is missing ({count} cases)").into())
        }
    })];
    let unknown: Vec<String> = known.difference(&names).cloned().collect();
    trials.push(Trial::test("known failures are cases", move || {
        if unknown.is_empty() {
            Ok(())
        } else {
            Err(format!("known-failures.txt lists what is no case: {unknown:?}").into())
        }
    }));
    for path in all {
        let name = relative(&path);
        let listed = known.contains(&name);
        trials.push(case_test(path, name, listed));
    }
    libtest_mimic::run(&arguments, trials).exit();
}
