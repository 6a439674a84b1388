//! The command as a first-time user meets it (issue 16): verdicts that say when the DTD
//! was not the one the document names, usage errors that are not blamed on documents,
//! nothing to validate said, the encoding's source named right, closed pipes, error
//! paths of `dtd` and `decl`, JSON columns, the amount of output, shared flags, binary
//! input, the progress bar on a terminal, and documentation that matches the command.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use assert_cmd::Command;

fn omittag() -> Command {
    let mut command = Command::cargo_bin("omittag").unwrap();
    command.env_remove("SGML_CATALOG_FILES").env("NO_COLOR", "1");
    command
}

/// A fresh directory of the test's own.
fn directory(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("omittag-first-use-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Run {
    let output = omittag().args(args).output().unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

const META: &str = "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">";

/// A page under `public_id` with FONT in it (Transitional only).
fn page(public_id: &str) -> String {
    format!("<!DOCTYPE HTML PUBLIC \"{public_id}\">\n{META}\n<title>t</title>\n<p><font>x</font>\n")
}

/// JSON lines of the standard output.
fn json_lines(stdout: &str) -> Vec<serde_json::Value> {
    stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

// ---- 1. An unknown DOCTYPE.

#[test]
fn a_misspelt_public_identifier_is_warned_with_the_one_meant_and_the_verdict_is_tentative() {
    let dir = directory("misspelt");
    let file = write(&dir, "typo.html", page("-//W3C//DTD HTML 4.01 Trasitional//EN"));
    let human = run(&["validate", path(&file)]);
    assert_eq!(human.code, 0, "{}", human.stdout);
    assert!(human.stdout.contains("warning[unknown-public-id]"), "{}", human.stdout);
    assert!(
        human
            .stdout
            .contains("did you mean \"-//W3C//DTD HTML 4.01 Transitional//EN\"?"),
        "{}",
        human.stdout
    );
    let verdict = human.stdout.lines().last().unwrap();
    assert!(verdict.contains(": tentatively valid "), "{verdict}");
    assert!(
        verdict.contains("unknown public identifier: checked against the catalogs' fallback DTD"),
        "{verdict}"
    );

    let json = run(&["validate", "--format", "json", path(&file)]);
    let report = &json_lines(&json.stdout)[0];
    assert_eq!(report["tentative"], true);
    assert_eq!(report["doctype"]["unknown_public_id"], true);
    assert_eq!(report["doctype"]["description"], serde_json::Value::Null);
    assert_eq!(report["messages"][0]["code"], "unknown-public-id");

    // A known identifier is plainly valid.
    let known = write(&dir, "known.html", page("-//W3C//DTD HTML 4.01 Transitional//EN"));
    let plain = run(&["validate", path(&known)]);
    assert!(
        plain.stdout.contains(": valid HTML 4.01 Transitional"),
        "{}",
        plain.stdout
    );
    assert!(!plain.stdout.contains("tentatively"), "{}", plain.stdout);
}

#[test]
fn an_unknown_doctype_override_is_a_usage_error() {
    let dir = directory("override-unknown");
    let file = write(&dir, "a.html", page("-//W3C//DTD HTML 4.01 Transitional//EN"));
    let bogus = run(&["validate", "--doctype", "-//FOO//DTD Bogus//EN", path(&file)]);
    assert_eq!(bogus.code, 2);
    assert!(bogus.stdout.is_empty(), "{}", bogus.stdout);
    assert!(
        bogus
            .stderr
            .contains("\"-//FOO//DTD Bogus//EN\" is not in the catalogs"),
        "{}",
        bogus.stderr
    );
    let near = run(&[
        "validate",
        "--doctype",
        "-//W3C//DTD HTML 4.01 Transitionl//EN",
        path(&file),
    ]);
    assert_eq!(near.code, 2);
    assert!(
        near.stderr
            .contains("did you mean \"-//W3C//DTD HTML 4.01 Transitional//EN\"?"),
        "{}",
        near.stderr
    );
}

#[test]
fn dtd_of_an_unknown_public_identifier_fails_instead_of_printing_the_fallback() {
    let unknown = run(&["dtd", "-//Bogus//DTD X//EN"]);
    assert_eq!(unknown.code, 2);
    assert!(unknown.stdout.is_empty(), "{}", unknown.stdout);
    assert!(
        unknown
            .stderr
            .contains("\"-//Bogus//DTD X//EN\" is not in the catalogs"),
        "{}",
        unknown.stderr
    );
    let known = run(&["dtd", "-//W3C//DTD HTML 4.01//EN"]);
    assert_eq!(known.code, 0, "{}", known.stderr);
    assert!(known.stdout.contains("TITLE"));
}

// ---- 2. Nothing to validate.

#[test]
fn a_directory_without_documents_is_said_and_fails() {
    let empty = directory("empty");
    let run_empty = run(&["validate", path(&empty)]);
    assert_eq!(run_empty.code, 2);
    assert!(run_empty.stderr.contains("nothing to validate"), "{}", run_empty.stderr);
    let other = directory("no-html");
    write(&other, "notes.txt", "text");
    let run_other = run(&["validate", path(&other)]);
    assert_eq!(run_other.code, 2);
    assert!(
        run_other.stderr.contains("no documents (*.html, *.htm, *.sgml)"),
        "{}",
        run_other.stderr
    );
}

// ---- 3. A bad --encoding.

#[test]
fn an_unknown_encoding_label_is_a_usage_error_on_every_command() {
    let dir = directory("encoding");
    let file = write(&dir, "a.html", page("-//W3C//DTD HTML 4.01 Transitional//EN"));
    for command in ["validate", "check", "esis", "tree"] {
        let result = run(&[command, "--encoding", "utf8x", path(&file)]);
        assert_eq!(result.code, 2, "{command}: {}{}", result.stdout, result.stderr);
        assert!(
            result.stderr.contains("--encoding \"utf8x\""),
            "{command}: {}",
            result.stderr
        );
        assert!(!result.stdout.contains("not valid"), "{command}: {}", result.stdout);
    }
    let known = run(&["validate", "--encoding", "utf-8", path(&file)]);
    assert_eq!(known.code, 0, "{}", known.stdout);
}

// ---- 5. HTTP charset and byte order mark.

#[test]
fn the_http_charset_decides_over_a_contradicting_byte_order_mark_with_a_warning_naming_both() {
    let dir = directory("http-bom");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x\n");
    let file = write(&dir, "bom.html", &bytes);
    let http = "text/html; charset=iso-8859-1";
    let json = run(&["validate", "--format", "json", "--http-content-type", http, path(&file)]);
    let report = &json_lines(&json.stdout)[0];
    assert_eq!(report["encoding"]["name"], "ISO-8859-1", "{report}");
    assert_eq!(report["encoding"]["source"], "http");
    let warning = report["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["code"] == "http-contradicts-bom")
        .unwrap_or_else(|| panic!("{report}"));
    let text = warning["text"].as_str().unwrap();
    assert!(text.contains("iso-8859-1") && text.contains("UTF-8"), "{text}");
    let human = run(&["validate", "--http-content-type", http, path(&file)]);
    let verdict = human.stdout.lines().last().unwrap();
    assert!(verdict.ends_with("read as ISO-8859-1 (from HTTP)"), "{verdict}");
    // Without HTTP, the mark decides.
    let alone = run(&["validate", path(&file)]);
    assert!(
        alone.stdout.ends_with("read as UTF-8 (from the byte order mark)\n"),
        "{}",
        alone.stdout
    );
}

// ---- 6. A closed pipe.

/// Run `args`, read a little of standard output, close it, and return the exit status
/// and standard error.
fn close_early(args: &[&str]) -> (Option<i32>, String) {
    let binary = assert_cmd::cargo::cargo_bin("omittag");
    let mut child = Process::new(binary)
        .args(args)
        .env_remove("SGML_CATALOG_FILES")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    (child.wait().unwrap().code(), stderr)
}

#[test]
fn a_closed_pipe_ends_the_command_quietly() {
    let dir = directory("pipe");
    let paragraphs = "<p>a paragraph of <em>text</em>\n".repeat(40_000);
    let big = write(
        &dir,
        "big.html",
        format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n{META}\n<title>t</title>\n{paragraphs}"),
    );
    for args in [vec!["esis", path(&big)], vec!["tree", path(&big)]] {
        let (code, stderr) = close_early(&args);
        assert!(!stderr.contains("Broken pipe"), "{args:?}: {stderr}");
        assert!(!stderr.contains("cannot write"), "{args:?}: {stderr}");
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
    }
    let many = directory("pipe-many");
    let page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>t</title>\n<p>x<tabel>".to_owned()
        + &"<b>y</i>\n".repeat(300);
    for i in 0..200 {
        write(&many, &format!("d{i:03}.html"), &page);
    }
    let (code, stderr) = close_early(&["validate", "--format", "json", "--no-progress", path(&many)]);
    assert!(!stderr.contains("Broken pipe"), "{stderr}");
    assert_eq!(code, Some(0), "{stderr}");
}

// ---- 7. dtd and decl error paths.

#[test]
fn dtd_and_decl_say_what_cannot_be_read_and_exit_2() {
    let dtd = run(&["dtd", "/nonexistent/file.dtd"]);
    assert_eq!(dtd.code, 2);
    assert!(dtd.stdout.is_empty(), "an empty summary: {}", dtd.stdout);
    assert!(
        dtd.stderr.starts_with("omittag: cannot read /nonexistent/file.dtd"),
        "{}",
        dtd.stderr
    );
    let decl = run(&["decl", "/nonexistent/file.decl"]);
    assert_eq!(decl.code, 2);
    assert!(
        decl.stderr.starts_with("omittag: cannot read /nonexistent/file.decl"),
        "{}",
        decl.stderr
    );
}

#[test]
fn dtd_messages_have_the_letter_right_after_the_column() {
    let dir = directory("dtd-letter");
    let file = write(
        &dir,
        "bad.dtd",
        "<!ELEMENT X - - (#PCDATA)>\n<!ATTLIST X a CDATA #FOO>\n",
    );
    let result = run(&["dtd", "--name", "X", path(&file)]);
    assert_eq!(result.code, 1);
    let line = result.stderr.lines().next().unwrap();
    assert!(line.starts_with(&format!("omittag:{}:2:", path(&file))), "{line}");
    assert!(line.contains(":E: "), "{line}");
    assert!(!line.contains(": E:"), "{line}");
}

#[test]
fn decl_summarizes_a_declaration_with_an_error_too() {
    let decl = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sgml-decl/html-2-i18n.decl");
    let result = run(&["decl", path(&decl)]);
    assert_eq!(result.code, 1);
    assert!(result.stderr.contains(":E: "), "{}", result.stderr);
    assert!(result.stdout.contains("Document character set"), "{}", result.stdout);
}

// ---- 8. A DOCTYPE override on a page without one.

#[test]
fn a_doctype_given_for_a_page_without_one_is_tentatively_valid() {
    let dir = directory("override-none");
    let file = write(&dir, "a.html", format!("{META}\n<title>t</title>\n<p>x\n"));
    let result = run(&["validate", "--doctype", "-//W3C//DTD HTML 4.01//EN", path(&file)]);
    assert_eq!(result.code, 0, "{}", result.stdout);
    assert!(
        result.stdout.contains("warning[doctype-overridden]"),
        "{}",
        result.stdout
    );
    assert!(!result.stdout.contains("error["), "{}", result.stdout);
    let verdict = result.stdout.lines().last().unwrap();
    assert!(verdict.contains(": tentatively valid HTML 4.01 Strict"), "{verdict}");
    // With other errors it is still invalid.
    let bad = write(
        &dir,
        "bad.html",
        format!("{META}\n<title>t</title>\n<p><font>x</font>\n"),
    );
    let invalid = run(&["validate", "--doctype", "-//W3C//DTD HTML 4.01//EN", path(&bad)]);
    assert_eq!(invalid.code, 1);
}

// ---- 9. Columns.

#[test]
fn json_columns_count_from_1_like_gnu_and_esis_messages_keep_onsgmls_count() {
    let dir = directory("columns");
    let file = write(
        &dir,
        "a.html",
        format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n{META}\n<title>t</title>\n<p>x<tabel>\n"),
    );
    let json = run(&["validate", "--format", "json", path(&file)]);
    let message = &json_lines(&json.stdout)[0]["messages"][0];
    assert_eq!(message["code"], "element-undefined");
    assert_eq!(
        (message["line"].as_u64(), message["column"].as_u64()),
        (Some(4), Some(11))
    );
    assert_eq!(message["column_from_0"].as_u64(), Some(10));
    let gnu = run(&["validate", "--format", "gnu", path(&file)]);
    assert!(gnu.stdout.contains(":4:11: error:"), "{}", gnu.stdout);
    let esis = run(&["validate", "--format", "esis-messages", path(&file)]);
    assert!(esis.stdout.contains(":4:10:E:"), "{}", esis.stdout);
    let help = run(&["validate", "--help"]);
    assert!(help.stdout.contains("column_from_0"), "{}", help.stdout);
}

// ---- 10. Less output, on request.

/// A page with warnings (NET-enabling `<br />`) and an error.
fn noisy_page() -> String {
    format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n{META}\n<title>t</title>\n\
         <p>one<br />two<br />three<tabel>\n"
    )
}

#[test]
fn errors_only_leaves_the_warnings_out() {
    let dir = directory("errors-only");
    let file = write(&dir, "a.html", noisy_page());
    let all = run(&["validate", "--format", "gnu", path(&file)]);
    assert!(all.stdout.contains(": warning: "), "{}", all.stdout);
    let errors = run(&["validate", "--format", "gnu", "--errors-only", path(&file)]);
    assert!(!errors.stdout.contains(": warning: "), "{}", errors.stdout);
    assert!(errors.stdout.contains(": error: "), "{}", errors.stdout);
    assert_eq!(errors.code, 1);
}

#[test]
fn an_explanation_is_printed_once_a_run_and_later_documents_point_to_it() {
    let dir = directory("explain-once");
    for name in ["a.html", "b.html", "c.html"] {
        write(&dir, name, noisy_page());
    }
    let result = run(&["validate", "--no-progress", path(&dir)]);
    let explanation = "fix: Correct the spelling";
    assert_eq!(result.stdout.matches(explanation).count(), 1, "{}", result.stdout);
    assert_eq!(
        result.stdout.matches("explained above, at ").count(),
        2,
        "{}",
        result.stdout
    );
    assert!(
        result
            .stdout
            .contains(&format!("explained above, at {}", path(&dir.join("a.html"))))
    );
}

#[test]
fn the_summary_lists_every_class_on_request() {
    let dir = directory("summary-all");
    // More than ten classes of errors, one document each.
    let bodies = [
        "<p>x<tabel>",
        "<p clas=x>",
        "<p>x</b>",
        "<p id=a>x<p id=a>",
        "<p align=nowhere>",
        "<img>",
        "<p>&bogus;",
        "<a href=x><a href=y>z</a></a>",
        "<ul>text</ul>",
        "<p><div>x</div>",
        "<p>x</p></p>",
        "<p dir=sideways>x",
        "<p><a href=a href=b>y</a>",
    ];
    for (i, body) in bodies.iter().enumerate() {
        write(
            &dir,
            &format!("d{i:02}.html"),
            format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n{META}\n<title>t</title>\n{body}\n"),
        );
    }
    let json = run(&["validate", "--format", "json", "--no-progress", path(&dir)]);
    let mut classes: Vec<String> = json_lines(&json.stdout)
        .iter()
        .flat_map(|r| r["messages"].as_array().unwrap().clone())
        .filter(|m| m["severity"] == "error")
        .map(|m| m["code"].as_str().unwrap().to_owned())
        .collect();
    classes.sort();
    classes.dedup();
    assert!(classes.len() > 10, "{classes:?}");
    let top = run(&["validate", "--format", "gnu", "--no-progress", path(&dir)]);
    assert!(top.stderr.contains("more classes"), "{}", top.stderr);
    let all = run(&[
        "validate",
        "--format",
        "gnu",
        "--no-progress",
        "--summary",
        "all",
        path(&dir),
    ]);
    assert!(!all.stderr.contains("more classes"), "{}", all.stderr);
    for class in &classes {
        assert!(all.stderr.contains(&format!("  {class}\n")), "{class}: {}", all.stderr);
    }
}

#[test]
fn json_has_a_record_for_every_input_even_one_that_cannot_be_read() {
    let dir = directory("json-unreadable");
    let good = write(&dir, "good.html", page("-//W3C//DTD HTML 4.01 Transitional//EN"));
    let missing = dir.join("missing.html");
    let result = run(&["validate", "--format", "json", path(&good), path(&missing)]);
    assert_eq!(result.code, 2);
    let records = json_lines(&result.stdout);
    assert_eq!(records.len(), 2, "{}", result.stdout);
    let unreadable = records.iter().find(|r| r["name"] == path(&missing)).unwrap();
    assert_eq!(unreadable["valid"], false);
    assert!(
        unreadable["error"].as_str().unwrap().contains("cannot read"),
        "{unreadable}"
    );
}

// ---- 11. Flags shared by the commands that read documents.

#[test]
fn the_document_flags_mean_the_same_on_every_command() {
    let dir = directory("flags");
    let file = write(&dir, "a.html", page("-//W3C//DTD HTML 4.01 Transitional//EN"));
    let catalog = write(&dir, "catalog", "-- nothing --\n");
    for command in ["validate", "check", "esis", "tree"] {
        let result = run(&[command, "--max-errors", "5", "-E", "5", path(&file)]);
        assert_eq!(
            result.code, 2,
            "{command}: -E and --max-errors are one flag: {}",
            result.stderr
        );
        let result = run(&[
            command,
            "--max-errors",
            "5",
            "--profile",
            "w3c",
            "--http-content-type",
            "text/html; charset=utf-8",
            "--encoding",
            "utf-8",
            "-c",
            path(&catalog),
            path(&file),
        ]);
        assert!(result.code < 2, "{command}: {}", result.stderr);
        let help = run(&[command, "--help"]);
        for flag in [
            "--max-errors",
            "--profile",
            "--http-content-type",
            "--catalog",
            "--encoding",
        ] {
            assert!(help.stdout.contains(flag), "{command} --help lacks {flag}");
        }
    }
    let decl = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sgml-decl/html-4.01.decl");
    assert_eq!(run(&["decl", "-c", path(&catalog), path(&decl)]).code, 0);
    let jobs = run(&["validate", "-j", "0", path(&file)]);
    assert_eq!(jobs.code, 2);
    assert!(jobs.stderr.contains("--jobs"), "{}", jobs.stderr);
}

// ---- 12. Binary input.

#[test]
fn a_binary_file_gets_one_message() {
    let dir = directory("binary");
    let mut bytes = b"\x7fELF\x02\x01\x01\x00\x00\x00".to_vec();
    for i in 0..4000u32 {
        bytes.push((i * 37 % 256) as u8);
    }
    let file = write(&dir, "program.html", &bytes);
    let result = run(&["validate", "--format", "gnu", path(&file)]);
    assert_eq!(result.code, 1);
    let lines: Vec<&str> = result.stdout.lines().collect();
    assert_eq!(lines.len(), 1, "{}", result.stdout);
    assert!(lines[0].contains("does not look like text"), "{}", lines[0]);
}

// ---- 4. The progress bar on a terminal.

#[test]
fn the_progress_bar_is_cleared_before_messages_and_shows_a_whole_rate() {
    // util-linux's `script` runs the command on a pseudo-terminal.
    let dir = directory("progress");
    for i in 0..60 {
        write(&dir, &format!("d{i:02}.html"), noisy_page());
    }
    let binary = assert_cmd::cargo::cargo_bin("omittag");
    let command = format!("{} validate --format gnu -j 1 {}", binary.display(), path(&dir));
    let output = Process::new("script")
        .args(["-q", "-e", "-c", &command, "/dev/null"])
        .env("NO_COLOR", "1")
        .env_remove("SGML_CATALOG_FILES")
        .stdin(Stdio::null())
        .output()
        .expect("util-linux `script`, to run the command on a pseudo-terminal");
    let shown = String::from_utf8_lossy(&output.stdout);
    let frames: Vec<&str> = shown.split(" documents, ").skip(1).collect();
    assert!(!frames.is_empty(), "no progress bar drawn: {shown:?}");
    for frame in frames {
        let rate = frame.split('/').next().unwrap();
        assert!(rate.chars().all(|c| c.is_ascii_digit()), "rate {rate:?} in {frame:?}");
        let after = frame.split_once(" left").unwrap_or_else(|| panic!("{frame:?}")).1;
        // The frame is cleared before anything else is written.
        assert!(after.trim_start_matches(' ').starts_with("\r\x1b[2K"), "{after:?}");
    }
    assert!(shown.contains("error: "), "{shown:?}");
}

// ---- 13. Documentation that says what the command does.

#[test]
fn the_help_and_readme_say_what_there_is() {
    let help = run(&["--help"]);
    assert!(!help.stdout.contains("convert"), "{}", help.stdout);
    assert!(help.stdout.contains("validate"), "{}", help.stdout);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    for crate_dir in std::fs::read_dir(root.join("crates")).unwrap() {
        let name = crate_dir.unwrap().file_name().into_string().unwrap();
        assert!(
            readme.contains(&format!("`crates/{name}`")),
            "the README's layout leaves out crates/{name}"
        );
    }
    assert!(readme.contains("cargo install --path crates/omittag-cli"));
    assert!(readme.contains("target/release/omittag"));
    let tree = run(&["tree", "--help"]);
    assert!(tree.stdout.contains("--json"));
    assert!(readme.contains("`--json`"), "the README's tree row leaves out --json");
}

#[test]
fn the_examples_readme_shows_json_as_the_command_writes_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("examples/README.md")).unwrap();
    let file = root.join("examples/dumps/invalid-html32.html");
    let result = omittag()
        .current_dir(&root)
        .args(["validate", "--format", "json", "examples/dumps/invalid-html32.html"])
        .output()
        .unwrap();
    assert!(file.exists());
    let report: serde_json::Value = serde_json::from_slice(&result.stdout).unwrap();
    // Each message's fields as the README shows them, value for value.
    for message in report["messages"].as_array().unwrap().iter().take(2) {
        let text = message["text"].as_str().unwrap();
        assert!(readme.contains(text), "{text}");
        let hint = match &message["hint"] {
            serde_json::Value::Null => "\"hint\": null".to_owned(),
            hint => format!("\"hint\": {hint}"),
        };
        assert!(readme.contains(&hint), "{hint}");
        let place = format!(
            "\"line\": {}, \"column\": {}, \"column_from_0\": {}",
            message["line"], message["column"], message["column_from_0"]
        );
        assert!(readme.contains(&place), "{place}");
    }
}

/// `esis -o version` starts with onsgmls's `V` lines, naming omittag and its version, and
/// lists the output options in force in onsgmls's order; an unknown option is a usage error.
#[test]
fn esis_version_lines_name_omittag_and_the_options() {
    let dir = directory("esis-version");
    let file = write(
        &dir,
        "a.sgml",
        "<!DOCTYPE d [<!ELEMENT d - - (#PCDATA)>]>\n<d>x<!-- c --></d>\n",
    );
    let result = run(&["esis", "-o", "comment", "-o", "version", "-o", "line", path(&file)]);
    assert_eq!(result.code, 0, "{}", result.stderr);
    let expected = format!(
        "Vp omittag\nVv {}\nVc -?C#()&ADaNEISTps{{}}fLie_oV\nVo esis line comment version\n",
        env!("CARGO_PKG_VERSION")
    );
    assert!(result.stdout.starts_with(&expected), "{}", result.stdout);
    assert!(result.stdout.contains("\n_ c \n"), "{}", result.stdout);
    let unknown = run(&["esis", "-o", "versions", path(&file)]);
    assert_eq!(unknown.code, 2, "{}", unknown.stdout);
    assert!(unknown.stderr.contains("versions"), "{}", unknown.stderr);
}

/// Files a document names are named in messages as onsgmls names them: relative to the
/// document as the user named it (`sub/p.ent` for `SYSTEM "p.ent"` in `sub/d.sgml`), not
/// by the absolute path they are read from, in the DTD and in the instance alike.
#[test]
fn entity_files_are_named_relative_to_the_document_as_named() {
    let dir = directory("entity-names");
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    write(&dir, "sub/p.ent", "<!ENTITY % x \"y\" bad>\n");
    write(&dir, "sub/e.ent", "<b>x</c>\n");
    write(
        &dir,
        "sub/d.sgml",
        "<!DOCTYPE a [<!ELEMENT a - - ANY><!ELEMENT b - - (#PCDATA)>\
         <!ENTITY % p SYSTEM \"p.ent\"> %p; <!ENTITY e SYSTEM \"e.ent\">]>\n<a>&e;</a>\n",
    );
    let result = omittag()
        .current_dir(&dir)
        .args(["esis", "sub/d.sgml"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(result.stderr).unwrap();
    let files: Vec<&str> = stderr.lines().filter_map(|line| line.split(':').nth(1)).collect();
    assert_eq!(files, ["sub/p.ent", "sub/e.ent", "sub/d.sgml", "sub/e.ent"], "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn esis_entity_nonsgml_and_data_attribute_options_are_accepted_and_named() {
    let dir = directory("esis-entity-options");
    let file = write(
        &dir,
        "a.sgml",
        "<!DOCTYPE d [<!ENTITY e \"ee\"><!ELEMENT d - - (#PCDATA)>]>\n<d>&e;</d>\n",
    );
    let result = run(&[
        "esis",
        "-o",
        "entity",
        "-o",
        "nonsgml",
        "-o",
        "data-attribute",
        "-o",
        "version",
        path(&file),
    ]);
    assert_eq!(result.code, 0, "{}", result.stderr);
    assert!(
        result
            .stdout
            .contains("Vo esis entity nonsgml data-attribute version\n"),
        "{}",
        result.stdout
    );
    // The definition at the end of the prolog, then at the reference.
    assert!(
        result.stdout.ends_with("Ie TEXT ee\n(D\nIe TEXT ee\n-ee\n)D\nC\n"),
        "{}",
        result.stdout
    );
}
