//! How `omittag esis` and `check` read and write characters (issue 20): the W3C
//! validator's way for HTML read without the user's catalogs, onsgmls's by hand for any
//! other document — every byte a character, one byte a character out, `\#N;` above 255 —
//! and `-b`, `SP_CHARSET_FIXED`, `SP_ENCODING` and `SP_BCTF` as onsgmls takes them.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

fn omittag() -> Command {
    let mut command = Command::cargo_bin("omittag").unwrap();
    command
        .env_remove("SGML_CATALOG_FILES")
        .env_remove("SP_CHARSET_FIXED")
        .env_remove("SP_ENCODING")
        .env_remove("SP_BCTF");
    command
}

/// A fresh directory of the test's own.
fn directory(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("omittag-characters-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Exit status, standard output and standard error (as bytes) of `omittag ARGS` run in
/// `dir` with `env`.
fn run(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, Vec<u8>, Vec<u8>) {
    let mut command = omittag();
    command.current_dir(dir).args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.output().unwrap();
    (output.status.code().unwrap(), output.stdout, output.stderr)
}

const DOCUMENT: &[u8] = b"<!DOCTYPE d [<!ELEMENT d - - (#PCDATA)>]>\n<d>a\xc3\xa4b&#300;e&#233;&#150;</d>\n";

#[test]
fn a_document_of_its_own_type_is_read_and_written_byte_by_byte() {
    let dir = directory("by-hand");
    write(&dir, "d.sgml", DOCUMENT);
    let (code, stdout, stderr) = run(&dir, &["esis", "d.sgml"], &[]);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&stderr));
    assert_eq!(stdout, b"(D\n-a\xc3\xa4b\\#300;e\xe9\x96\n)D\nC\n");
    assert!(stderr.is_empty(), "{}", String::from_utf8_lossy(&stderr));
    // -b utf-8: the same characters (the two of the UTF-8 bytes) in UTF-8.
    let (_, stdout, _) = run(&dir, &["esis", "-b", "utf-8", "d.sgml"], &[]);
    assert_eq!(stdout, "(D\n-a\u{c3}\u{a4}b\u{12c}e\u{e9}\u{96}\n)D\nC\n".as_bytes());
    let (_, stdout, _) = run(&dir, &["esis", "--bctf", "fixed-2", "d.sgml"], &[]);
    assert_eq!(&stdout[..4], b"\0(\0D");
}

#[test]
fn onsgmls_environment_reads_and_writes_its_encoding() {
    let dir = directory("environment");
    write(&dir, "d.sgml", DOCUMENT);
    let utf8 = "(D\n-a\u{e4}b\u{12c}e\u{e9}\u{96}\n)D\nC\n".as_bytes();
    let fixed = [("SP_CHARSET_FIXED", "yes"), ("SP_ENCODING", "UTF-8")];
    assert_eq!(run(&dir, &["esis", "d.sgml"], &fixed).1, utf8);
    assert_eq!(run(&dir, &["esis", "d.sgml"], &[("SP_BCTF", "utf-8")]).1, utf8);
    // Each is ignored in the other mode, as onsgmls ignores it.
    let bytes = b"(D\n-a\xc3\xa4b\\#300;e\xe9\x96\n)D\nC\n";
    assert_eq!(run(&dir, &["esis", "d.sgml"], &[("SP_ENCODING", "utf-8")]).1, bytes);
    let bctf_fixed = [("SP_CHARSET_FIXED", "1"), ("SP_BCTF", "utf-8")];
    assert_eq!(run(&dir, &["esis", "d.sgml"], &bctf_fixed).1, bytes);
    // -b names the ESIS's encoding over the environment's.
    let latin1 = [("SP_CHARSET_FIXED", "YES"), ("SP_ENCODING", "utf-8")];
    assert_eq!(
        run(&dir, &["esis", "-b", "iso-8859-1", "d.sgml"], &latin1).1,
        b"(D\n-a\xe4b\\#300;e\xe9\x96\n)D\nC\n"
    );
}

#[test]
fn html_without_catalogs_is_read_the_validators_way_and_with_one_by_hand() {
    let dir = directory("html");
    let page = b"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<title>caf\xc3\xa9</title>\n<p>x\n";
    write(&dir, "page.html", page);
    let (_, stdout, stderr) = run(&dir, &["esis", "page.html"], &[]);
    let stdout = String::from_utf8(stdout).expect("UTF-8 out");
    assert!(stdout.contains("-caf\u{e9}\n"), "{stdout}");
    assert!(String::from_utf8_lossy(&stderr).contains(":1:0:W:"), "the HTML warning");
    // A catalog beside the document: read as onsgmls reads it by hand.
    let other = directory("html-catalog");
    write(&other, "page.html", page);
    write(&other, "catalog", b"-- the user's --\n");
    let (_, stdout, stderr) = run(&other, &["esis", "page.html"], &[]);
    assert!(
        stdout.windows(6).any(|w| w == b"-caf\xc3\xa9"),
        "{}",
        String::from_utf8_lossy(&stdout)
    );
    assert!(!String::from_utf8_lossy(&stderr).contains(":1:0:W:"));
    // An encoding given: the validator's way, UTF-8 out.
    let (_, stdout, _) = run(&other, &["esis", "--encoding", "utf-8", "page.html"], &[]);
    assert!(String::from_utf8(stdout).unwrap().contains("-caf\u{e9}\n"));
}

#[test]
fn message_columns_count_bytes_and_an_unknown_bctf_is_a_usage_error() {
    let dir = directory("columns");
    let document = b"<!DOCTYPE d [<!ELEMENT d - - (#PCDATA)>]>\n<d>\xc3\xa9\xc3\xa9<x></d>\n";
    write(&dir, "d.sgml", document);
    let (_, _, stderr) = run(&dir, &["check", "d.sgml"], &[]);
    let stderr = String::from_utf8_lossy(&stderr);
    assert!(stderr.contains("d.sgml:2:9:E:"), "{stderr}");
    let (_, _, stderr) = run(
        &dir,
        &["check", "d.sgml"],
        &[("SP_CHARSET_FIXED", "YES"), ("SP_ENCODING", "utf-8")],
    );
    assert!(String::from_utf8_lossy(&stderr).contains("d.sgml:2:7:E:"));
    let (code, _, stderr) = run(&dir, &["esis", "-b", "fixed-4", "d.sgml"], &[]);
    assert_eq!(code, 2);
    assert!(String::from_utf8_lossy(&stderr).contains("fixed-4"));
}
