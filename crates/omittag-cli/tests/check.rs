//! `omittag check`: messages only, the same as `omittag esis` gives, for one document or
//! many in one run; the exit status says whether all are valid.

use std::path::PathBuf;

use assert_cmd::Command;

fn omittag() -> Command {
    let mut command = Command::cargo_bin("omittag").unwrap();
    command.env_remove("SGML_CATALOG_FILES");
    command
}

/// A document written to a fresh directory of the test's own.
fn document(test: &str, name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("omittag-check-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Valid, and saying its encoding (without, a warning says it was read as UTF-8).
const VALID: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n\
                     <meta http-equiv=Content-Type content=\"text/html; charset=utf-8\"><title>t</title>\n<p>text\n";
const INVALID: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"\n  \"http://www.w3.org/TR/html4/strict.dtd\">\n<title>t</title>\n<p><q>text</p>\n";

/// What `omittag esis` writes on stderr for `path`.
fn esis_messages(path: &PathBuf) -> String {
    let output = omittag().arg("esis").arg(path).output().unwrap();
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn a_valid_document_gives_nothing_and_success() {
    let valid = document("valid", "valid.html", VALID);
    let output = omittag().arg("check").arg(&valid).output().unwrap();
    assert!(output.status.success());
    assert!(output.stdout.is_empty() && output.stderr.is_empty());
}

#[test]
fn many_documents_give_the_messages_of_each_in_order() {
    let valid = document("many", "valid.html", VALID);
    let invalid = document("many", "invalid.html", INVALID);
    let expected = esis_messages(&invalid) + &esis_messages(&valid) + &esis_messages(&invalid);
    assert!(expected.contains(":E: "), "{expected}");
    for cache in [None, Some("--no-dtd-cache")] {
        let output = omittag()
            .arg("check")
            .args(cache)
            .args([&invalid, &valid, &invalid])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        assert!(output.stdout.is_empty());
        assert_eq!(String::from_utf8(output.stderr).unwrap(), expected);
    }
}

#[test]
fn an_unreadable_file_is_reported_and_the_rest_checked() {
    let valid = document("unreadable", "valid.html", VALID);
    let missing = valid.with_file_name("missing.html");
    let output = omittag().arg("check").arg(&missing).arg(&valid).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("omittag: cannot read ") && stderr.lines().count() == 1,
        "{stderr}"
    );
}

/// A document of more than 4 MiB is read in windows by `omittag check` and `omittag
/// esis`: its messages are those of the same document read whole by the library, at the
/// same lines and columns, and its ESIS ends as the whole reading's does.
#[test]
fn a_large_document_read_in_windows_gives_the_messages_of_the_whole_document() {
    let mut text = String::from(VALID);
    let paragraph = "<p>Some text &amp; more, caf\u{e9} <em class=x>here</em>\n";
    while text.len() < (4 << 20) + 100_000 {
        text.push_str(paragraph);
    }
    text.push_str("<p>an <foo>undefined</foo> element, and a stray end tag</div>\n");
    text.push_str(paragraph);
    let path = document("large", "large.html", &text);
    let mut options = omittag::Options::onsgmls();
    options.read_files = true;
    options.file_access = omittag::dtd::catalog::FileAccess::All;
    options.windows = omittag::Windows::default();
    options.windows.above = u64::MAX;
    let whole = omittag::Validator::new(options.clone());
    assert!(!whole.reads_in_windows(std::fs::File::open(&path).unwrap()).unwrap());
    let expected = whole.validate(
        omittag::Document::new(text.as_bytes())
            .named(&path.display().to_string())
            .at(Some(&path)),
    );
    let in_windows = omittag::Validator::new({
        let mut options = options;
        options.windows = omittag::Windows::default();
        options
    });
    assert!(
        in_windows
            .reads_in_windows(std::fs::File::open(&path).unwrap())
            .unwrap()
    );
    let expected: String = expected
        .messages
        .iter()
        .map(|m| format!("{}\n", m.to_line("omittag")))
        .collect();
    assert!(expected.contains(":E: "), "the document has errors:\n{expected}");
    let output = omittag().arg("check").arg(&path).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8(output.stderr).unwrap(), expected);
    assert_eq!(esis_messages(&path), expected);
}

/// The parser's limits are flags of every command that reads documents: a processing
/// instruction past `--max-processing-instruction-length` is reported once, naming the
/// flag, and skipped; raised, the same instruction is read (and only its PILEN reported).
#[test]
fn the_limits_are_flags_and_their_messages_name_them() {
    let text = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<?{}>\n",
        "p".repeat(300)
    );
    let path = document("limits", "pi.html", &text);
    let lowered = omittag()
        .args(["check", "--max-processing-instruction-length", "100"])
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8(lowered.stderr).unwrap();
    assert!(
        stderr.contains("longer than 100 bytes") && stderr.contains("--max-processing-instruction-length"),
        "{stderr}"
    );
    let raised = omittag()
        .args(["esis", "--max-processing-instruction-length", "1000"])
        .arg(&path)
        .output()
        .unwrap();
    let esis = String::from_utf8(raised.stdout).unwrap();
    assert!(esis.contains(&format!("?{}\n", "p".repeat(300))), "{esis}");
    let stderr = String::from_utf8(raised.stderr).unwrap();
    assert!(!stderr.contains("--max-processing-instruction-length"), "{stderr}");
    let nested = format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n{}x\n",
        "<div>".repeat(20)
    );
    let path = document("limits", "deep.html", &nested);
    let output = omittag()
        .args(["validate", "--format", "gnu", "--max-open-elements", "8"])
        .arg(&path)
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap() + &String::from_utf8(output.stderr).unwrap();
    assert!(out.contains("--max-open-elements"), "{out}");
}
