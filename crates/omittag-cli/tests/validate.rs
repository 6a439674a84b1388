//! `omittag validate`: every output format (JSON: the report as `omittag::serialize`
//! writes it), the exit status, directories searched, an
//! unreadable file among readable ones, the DOCTYPE override, and the human output of
//! invalid documents (snapshots).

use std::path::{Path, PathBuf};

use assert_cmd::Command;

fn omittag() -> Command {
    let mut command = Command::cargo_bin("omittag").unwrap();
    command.env_remove("SGML_CATALOG_FILES").env("NO_COLOR", "1");
    command
}

/// A fresh directory of the test's own.
fn directory(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("omittag-validate-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    path
}

const META: &str = "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">";

fn valid() -> String {
    format!("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n{META}\n<title>t</title>\n<p>text\n")
}

fn invalid() -> String {
    format!(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n{META}\n<title>t</title>\n\
         <p>x<tabel><tr><td clas=x>cell</td></tr></tabel>\n"
    )
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str], paths: &[&Path]) -> Run {
    let output = omittag().arg("validate").args(args).args(paths).output().unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// The output with the directory and the time taken left out.
fn stable(text: &str, dir: &Path) -> String {
    let text = text.replace(&format!("{}/", dir.display()), "");
    text.lines()
        .map(|line| match line.find(") in ") {
            Some(at) if line.ends_with(" s") => format!("{}) in TIME", &line[..at]),
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn exit_status_says_whether_all_are_valid() {
    let dir = directory("status");
    let good = write(&dir, "good.html", &valid());
    let bad = write(&dir, "bad.html", &invalid());
    assert_eq!(run(&[], &[&good]).code, 0);
    assert_eq!(run(&[], &[&good, &bad]).code, 1);
    // A file that cannot be read is reported, the others validated, and the status is 2.
    let missing = dir.join("missing.html");
    let both = run(&["--format", "gnu"], &[&missing, &bad]);
    assert_eq!(both.code, 2);
    assert!(both.stderr.contains("cannot read") && both.stderr.contains("missing.html"));
    assert!(
        both.stdout
            .contains("bad.html:4:11: error: the DTD declares no element type TABEL")
    );
    // A usage error is 2 too.
    assert_eq!(run(&["--format", "yaml"], &[&good]).code, 2);
}

#[test]
fn directories_are_searched_for_documents() {
    let dir = directory("search");
    write(&dir, "a.html", &valid());
    write(&dir, "sub/b.HTM", &invalid());
    write(&dir, "sub/deeper/c.sgml", &valid());
    write(&dir, "notes.txt", "not a document <tabel>");
    let result = run(&["--format", "esis-messages"], &[&dir]);
    assert_eq!(result.code, 1);
    let messages = stable(&result.stdout, &dir);
    assert_eq!(
        messages,
        "omittag:sub/b.HTM:4:10:E: the DTD declares no element type TABEL\n\
         omittag:sub/b.HTM:4:24:E: element TD has no attribute CLAS"
    );
    assert!(
        result
            .stderr
            .starts_with("3 documents: 2 valid, 1 invalid (2 errors, 0 warnings)"),
        "{}",
        result.stderr
    );
}

#[test]
fn gnu_lines_have_columns_from_one_and_hints_as_notes() {
    let dir = directory("gnu");
    let bad = write(&dir, "bad.html", &invalid());
    let result = run(&["--format", "gnu"], &[&bad]);
    insta::assert_snapshot!(stable(&result.stdout, &dir), @r"
    bad.html:4:11: error: the DTD declares no element type TABEL
    bad.html:4:11: note: did you mean TABLE?
    bad.html:4:25: error: element TD has no attribute CLAS
    bad.html:4:25: note: did you mean CLASS?
    ");
}

#[test]
fn json_gives_one_object_per_document() {
    let dir = directory("json");
    let good = write(&dir, "good.html", &valid());
    let bad = write(&dir, "bad.html", &invalid());
    let result = run(&["--format", "json"], &[&good, &bad]);
    let objects: Vec<serde_json::Value> = result
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["valid"], true);
    assert_eq!(objects[0]["doctype"]["description"], "HTML 4.01 Strict");
    assert_eq!(objects[0]["encoding"]["source"], "meta");
    assert_eq!(objects[1]["valid"], false);
    assert_eq!(objects[1]["errors"], 2);
    let first = &objects[1]["messages"][0];
    // Columns from 1, as the human and gnu forms count them.
    assert_eq!((first["line"].as_u64(), first["column"].as_u64()), (Some(4), Some(11)));
    assert_eq!(first["column_from_0"].as_u64(), Some(10));
    assert_eq!(first["code"], "element-undefined");
    assert_eq!(first["severity"], "error");
    assert_eq!(first["hint"], "did you mean TABLE?");
    let offset = first["offset"].as_u64().unwrap() as usize;
    assert!(invalid()[..offset].ends_with("<tabel"));
}

#[test]
fn the_doctype_override_validates_against_another_dtd_and_says_so() {
    let dir = directory("override");
    let transitional = write(
        &dir,
        "font.html",
        &format!(
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n{META}\n<title>t</title>\n<p><font color=red>x</font>\n"
        ),
    );
    assert_eq!(run(&[], &[&transitional]).code, 0);
    let strict = run(
        &["--format", "gnu", "--doctype", "-//W3C//DTD HTML 4.01//EN"],
        &[&transitional],
    );
    assert_eq!(strict.code, 1);
    insta::assert_snapshot!(stable(&strict.stdout, &dir), @r#"
    font.html:1:1: warning: document type overridden: validating against "-//W3C//DTD HTML 4.01//EN" instead of "-//W3C//DTD HTML 4.01 Transitional//EN", as asked
    font.html:4:16: error: element FONT has no attribute COLOR
    font.html:4:19: error: the DTD declares no element type FONT
    "#);
}

#[test]
fn a_document_without_doctype_is_an_error_and_checked_as_transitional() {
    let dir = directory("nodoctype");
    let page = write(
        &dir,
        "page.html",
        &format!("{META}<title>t</title>\n<p><font>x</font>\n"),
    );
    let result = run(&[], &[&page]);
    assert_eq!(result.code, 1);
    assert!(result.stdout.contains("the document has no document type declaration"));
    assert!(result.stdout.contains("HTML 4.01 Transitional"), "{}", result.stdout);
}

#[test]
fn human_output_of_invalid_documents() {
    let dir = directory("human");
    let bad = write(&dir, "bad.html", &invalid());
    let result = run(&[], &[&bad]);
    insta::assert_snapshot!(stable(&result.stdout, &dir));
}
