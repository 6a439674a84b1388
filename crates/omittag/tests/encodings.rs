//! Encodings end to end: every fixture of `crates/omittag-encoding/tests/fixtures/` is
//! parsed from its bytes, the encoding found by detection alone, and its ESIS compared
//! byte for byte with onsgmls's (`oracle/NAME.esis`), its messages by line, column and
//! letter with onsgmls's (`oracle/NAME.messages`).
//!
//! The references are made by `crates/omittag-encoding/tests/fixtures/regenerate`, which
//! runs the oracle with `ORACLE_ENCODING` set to the encoding `omittag-encoding` detects;
//! `oracle/fixtures.tsv` lists them and says how each was made (`direct`: onsgmls read the
//! fixture itself; `decoded`: onsgmls cannot read that encoding, so it read the decoded
//! text written out in UTF-8). The document is parsed with `Options::default()` and onsgmls's
//! parser switches ([`onsgmls_switches`]), so the
//! encoding is found by detection alone (HTML 4.01 §5.2, then the UTF-8-else-windows-1252
//! fallback). Our own encoding and facade diagnostics (undecodable bytes, the fallback
//! used, a contradicting META) are findings onsgmls does not make and are not compared;
//! when one is an error (undecodable bytes, a refused label), the document is not
//! conforming for us, so the reference's closing `C` line is not expected.
//!
//! Fixtures that do not agree yet are listed in [`KNOWN_DISAGREEMENTS`] with the reason;
//! the test fails when another fixture disagrees and when a listed one agrees.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use omittag::Options;
#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::esis;
use omittag::FacadeDiagnostic;
use omittag_encoding::EncodingDiagnostic;

/// Fixtures whose parse does not agree with the reference yet, and why.
const KNOWN_DISAGREEMENTS: &[(&str, &str)] = &[];

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../omittag-encoding/tests/fixtures")
}

/// `(line, column, letter)` of onsgmls's messages (`onsgmls:FILE:LINE:COL:L: text`)
/// whose letter is `E`, `W`, `Q` or `X`: notes and position-less lines are not compared.
fn reference_messages(text: &str) -> BTreeSet<(u32, u32, char)> {
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.splitn(6, ':').collect();
        for w in 0..fields.len().saturating_sub(2) {
            let (Ok(l), Ok(c)) = (fields[w].parse::<u32>(), fields[w + 1].parse::<u32>()) else {
                continue;
            };
            let letter = fields[w + 2];
            if matches!(letter, "E" | "W" | "Q" | "X") {
                found.insert((l, c, letter.chars().next().unwrap()));
            }
            break;
        }
    }
    found
}

/// Whether messages of `code` are findings onsgmls does not make: the encoding's
/// (undecodable bytes, the fallback used, a mark overriding a label) and the facade's
/// (a META charset contradicting the encoding used).
fn ours_only(code: &str) -> bool {
    EncodingDiagnostic::CODES.contains(&code) || FacadeDiagnostic::CODES.contains(&code)
}

/// What differs between our parse of `name` and the reference, if anything.
fn compare(name: &str) -> Option<String> {
    let dir = fixtures_dir();
    let bytes = fs::read(dir.join(name)).expect("fixture readable");
    let result = esis(&bytes, name, None, &onsgmls_switches());
    let mut expected_esis = fs::read(dir.join("oracle").join(format!("{name}.esis"))).expect("reference ESIS");
    // Bytes that do not decode, and a refused label, are errors for us and not for
    // onsgmls (docs/divergences.md): such a document is not conforming, so its ESIS has
    // no closing `C` line.
    let encoding_error = result
        .messages
        .iter()
        .any(|m| m.severity == sgml_source::Severity::Error && EncodingDiagnostic::CODES.contains(&m.code()));
    if encoding_error && expected_esis.ends_with(b"\nC\n") {
        expected_esis.truncate(expected_esis.len() - 2);
    }
    let expected_messages = reference_messages(
        &fs::read_to_string(dir.join("oracle").join(format!("{name}.messages"))).expect("reference messages"),
    );
    let ours: BTreeSet<(u32, u32, char)> = result
        .messages
        .iter()
        .filter(|m| m.line != 0 && !ours_only(m.code()))
        .filter_map(|m| {
            m.letter
                .filter(|l| matches!(l, 'E' | 'W' | 'Q' | 'X'))
                .map(|l| (m.line, m.column, l))
        })
        .collect();
    let mut report = String::new();
    if result.esis != expected_esis {
        let expected = String::from_utf8_lossy(&expected_esis);
        let got = String::from_utf8_lossy(&result.esis);
        let first = expected
            .lines()
            .zip(got.lines())
            .position(|(e, g)| e != g)
            .unwrap_or(expected.lines().count().min(got.lines().count()));
        report.push_str(&format!(
            "ESIS differs at line {}: expected {:?}, got {:?}\n",
            first + 1,
            expected.lines().nth(first),
            got.lines().nth(first)
        ));
    }
    if ours != expected_messages {
        report.push_str(&format!("messages: expected {expected_messages:?}, got {ours:?}\n"));
        for m in &result.messages {
            report.push_str(&format!("  {}\n", m.to_line("omittag")));
        }
    }
    (!report.is_empty()).then_some(report)
}

/// The default options (the W3C profile's encoding rules and fallback DTD) with onsgmls's
/// parser switches, as the references were made.
fn onsgmls_switches() -> Options {
    let mut options = Options::default();
    options.parser = omittag::options::ParserOptions::default();
    options
}

#[test]
fn every_fixture_parses_as_onsgmls_parses_it() {
    let manifest = fs::read_to_string(fixtures_dir().join("oracle/fixtures.tsv")).expect("oracle/fixtures.tsv");
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut now_agreeing = Vec::new();
    for row in manifest.lines().skip(1) {
        let fields: Vec<&str> = row.split('\t').collect();
        assert_eq!(fields.len(), 4, "a row of oracle/fixtures.tsv: {row:?}");
        let name = fields[0];
        checked += 1;
        let known = KNOWN_DISAGREEMENTS.iter().any(|(n, _)| *n == name);
        match (compare(name), known) {
            (Some(report), false) => failures.push(format!(
                "{name} (read as {} from {}, reference {}):\n{report}",
                fields[1], fields[2], fields[3]
            )),
            (None, true) => now_agreeing.push(name),
            _ => {}
        }
    }
    assert!(checked >= 30, "only {checked} fixtures have references");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        now_agreeing.is_empty(),
        "these fixtures agree now: remove them from KNOWN_DISAGREEMENTS: {now_agreeing:?}"
    );
}

#[test]
fn every_fixture_with_a_reference_is_listed() {
    let manifest = fs::read_to_string(fixtures_dir().join("oracle/fixtures.tsv")).expect("oracle/fixtures.tsv");
    let listed: BTreeSet<&str> = manifest.lines().skip(1).filter_map(|r| r.split('\t').next()).collect();
    for entry in fs::read_dir(fixtures_dir().join("oracle")).expect("oracle/") {
        let file = entry.expect("an entry").file_name().to_string_lossy().into_owned();
        if let Some(name) = file.strip_suffix(".esis") {
            assert!(listed.contains(name), "{file} has no row in oracle/fixtures.tsv");
        }
    }
}

/// A document read in XML mode (an XML declaration, no HTML public identifier) is
/// decoded as its XML declaration says, or as UTF-8 when it says nothing, with no
/// warning about a missing encoding; the same bytes with an HTML DOCTYPE are not.
#[test]
fn xml_documents_are_decoded_as_their_xml_declaration_says() {
    let latin1 = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!DOCTYPE doc [<!ELEMENT doc (#PCDATA)>]>\n<doc>caf\xE9</doc>\n";
    let result = esis(latin1, "latin1.xml", None, &onsgmls_switches());
    let text = String::from_utf8(result.esis).unwrap();
    assert!(text.contains("-caf\u{e9}\n"), "{text}");
    assert!(result.messages.is_empty(), "{:?}", result.messages);
    let plain = b"<?xml version=\"1.0\"?>\n<!DOCTYPE doc [<!ELEMENT doc (#PCDATA)>]>\n<doc>caf\xC3\xA9</doc>\n";
    let result = esis(plain, "plain.xml", None, &onsgmls_switches());
    assert!(String::from_utf8(result.esis).unwrap().contains("-caf\u{e9}\n"));
    assert!(result.messages.is_empty(), "{:?}", result.messages);
}
