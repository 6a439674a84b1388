//! The W3C validator's profile (`ParserOptions::w3c`) against onsgmls run with the
//! validator's switches (`-wvalid -wnon-sgml-char-ref -wno-duplicate -wmin-tag`): the
//! same messages at the same places, except that the unclosed and NET-enabling start
//! tags onsgmls reports as errors are warnings, as the validator shows them.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use omittag::Options;
#[path = "support/in_memory.rs"]
mod in_memory;
use in_memory::esis;
use sgml_parser::ParserOptions;

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance/invalid")
}

/// The reference's messages as `(line, column, letter)`, with the start-tag
/// minimization errors the validator downgrades made warnings.
fn downgraded_reference(path: &Path, downgrades: &mut usize) -> BTreeSet<(u32, u32, char)> {
    let text = fs::read_to_string(path.with_extension("messages")).unwrap();
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.splitn(4, ':').collect();
        if fields.len() < 4 {
            continue;
        }
        let (Ok(l), Ok(c)) = (fields[0].parse(), fields[1].parse()) else {
            continue;
        };
        let Some(letter) = fields[2].chars().next() else {
            continue;
        };
        let downgraded = letter == 'E'
            && (fields[3].contains("unclosed start-tag requires SHORTTAG YES")
                || fields[3].contains("NET-enabling start-tag requires SHORTTAG YES"));
        *downgrades += downgraded as usize;
        found.insert((l, c, if downgraded { 'W' } else { letter }));
    }
    found
}

#[test]
fn w3c_profile_reports_as_the_validator() {
    let mut checked = 0;
    let mut downgrades = 0;
    for dir in ["options", "shorttag", "tag-markup"] {
        let mut cases: Vec<PathBuf> = fs::read_dir(suite().join(dir))
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "html"))
            .collect();
        cases.sort();
        for case in cases {
            let Ok(switches) = fs::read_to_string(case.with_extension("options")) else {
                continue;
            };
            let switches: BTreeSet<&str> = switches.split_whitespace().collect();
            let validator: BTreeSet<&str> = ["-wvalid", "-wnon-sgml-char-ref", "-wno-duplicate", "-wmin-tag"]
                .into_iter()
                .collect();
            if switches != validator {
                continue;
            }
            let mut options = Options::onsgmls();
            options.parser = ParserOptions::w3c();
            options.encoding = omittag::options::EncodingOptions::default().with_override("iso-8859-1");
            options.read_files = true;
            options.file_access = sgml_dtd::catalog::FileAccess::All;
            let name = case.file_name().unwrap().to_string_lossy().into_owned();
            let result = esis(&fs::read(&case).unwrap(), &name, Some(&case), &options);
            let ours: BTreeSet<(u32, u32, char)> = result
                .messages
                .iter()
                .filter_map(|m| Some((m.line, m.column, m.letter?)))
                .collect();
            assert_eq!(ours, downgraded_reference(&case, &mut downgrades), "{}", case.display());
            checked += 1;
        }
    }
    assert!(checked >= 4, "only {checked} cases use the validator's switches");
    assert!(downgrades >= 1, "no case shows the validator's downgrade");
}
