//! `omittag validate --warc`: a web archive made in the test (pages of HTML 2.0, 3.2,
//! 4.01 and XHTML, valid and invalid, in several encodings, between requests, images and
//! malformed records), validated in every output format.

#[path = "../../omittag-warc/tests/support/sample.rs"]
mod sample;

use std::path::{Path, PathBuf};

use assert_cmd::Command;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn validate(args: &[&str]) -> Run {
    let output = Command::cargo_bin("omittag")
        .unwrap()
        .env_remove("SGML_CATALOG_FILES")
        .env("NO_COLOR", "1")
        .args(["validate", "--warc", "--no-progress"])
        .args(args)
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// The archive of `pages` pages written in a directory of the test's own.
fn archive(test: &str, pages: usize, malformed: bool, gzipped: bool) -> (PathBuf, sample::Expected) {
    let dir = std::env::temp_dir().join(format!("omittag-warc-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (bytes, expected) = sample::archive(pages, malformed, gzipped);
    let path = dir.join(if gzipped { "crawl.warc.gz" } else { "crawl.warc" });
    std::fs::write(&path, bytes).unwrap();
    (path, expected)
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn json_names_every_page_by_uri_and_record_id_and_says_each_malformed_record() {
    let (path, expected) = archive("json", 40, true, true);
    let run = validate(&["--format", "json", text(&path)]);
    // Malformed records make the exit status 2, as unreadable files do.
    assert_eq!(run.code, 2, "{}", run.stderr);
    let mut pages = Vec::new();
    let mut errors = 0;
    for line in run.stdout.lines() {
        let object: serde_json::Value = serde_json::from_str(line).unwrap();
        let warc = &object["warc"];
        assert_eq!(warc["file"], text(&path));
        if object.get("error").is_some() {
            errors += 1;
            assert_eq!(object["valid"], false);
            assert!(warc["offset"].as_u64().is_some());
            continue;
        }
        let (uri, id) = (
            warc["target_uri"].as_str().unwrap(),
            warc["record_id"].as_str().unwrap(),
        );
        assert_eq!(object["name"], format!("{uri} {id}"));
        let content_type = warc["content_type"].as_str().unwrap();
        let encoding = &object["encoding"];
        if content_type.contains("charset=Shift_JIS") {
            assert_eq!(encoding["name"], "Shift_JIS");
        }
        if content_type.contains("charset=") {
            assert_eq!(encoding["source"], "http", "{line}");
        }
        for message in object["messages"].as_array().unwrap() {
            assert_eq!(message["file"], object["name"]);
        }
        pages.push((uri.to_owned(), id.to_owned(), object["valid"].as_bool().unwrap()));
    }
    assert_eq!(pages, expected.pages);
    assert_eq!(errors, expected.malformed);
    assert_eq!(
        run.stderr.matches("the record at offset").count(),
        expected.malformed,
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("40 documents: 23 valid, 17 invalid, 4 unreadable"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!(
            "({} other records in the archives skipped: no HTML)",
            expected.others
        )),
        "{}",
        run.stderr
    );
}

#[test]
fn gnu_and_esis_messages_name_the_page() {
    let (path, expected) = archive("gnu", 8, false, false);
    let (uri, id, _) = &expected.pages[1];
    let gnu = validate(&["--format", "gnu", text(&path)]);
    assert_eq!(gnu.code, 1, "{}", gnu.stderr);
    assert!(
        gnu.stdout.contains(&format!(
            "{uri} {id}:4:7: error: the DTD declares no element type TABEL"
        )),
        "{}",
        gnu.stdout
    );
    let esis = validate(&["--format", "esis-messages", text(&path)]);
    assert!(
        esis.stdout.contains(&format!(
            "omittag:{uri} {id}:4:6:E: the DTD declares no element type TABEL"
        )),
        "{}",
        esis.stdout
    );
}

#[test]
fn human_output_shows_the_source_line_and_a_summary() {
    let (path, expected) = archive("human", 8, false, true);
    let run = validate(&[text(&path)]);
    assert_eq!(run.code, 1);
    let (uri, id, _) = &expected.pages[1];
    assert!(run.stdout.contains(&format!("--> {uri} {id}:4:7")), "{}", run.stdout);
    assert!(run.stdout.contains("<tabel><tr><td>x</tabel>"), "{}", run.stdout);
    assert!(run.stdout.contains("8 documents: 5 valid, 3 invalid"), "{}", run.stdout);
}

#[test]
fn directories_are_searched_for_archives_and_a_missing_one_is_said() {
    let (path, _) = archive("dir", 3, false, false);
    let dir = path.parent().unwrap();
    let run = validate(&["--format", "gnu", text(dir)]);
    assert!(run.stderr.contains("3 documents"), "{}", run.stderr);
    let missing = validate(&[text(&dir.join("nothing.warc"))]);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("cannot read"), "{}", missing.stderr);
    let empty = dir.join("empty.warc");
    std::fs::write(&empty, "").unwrap();
    let none = validate(&[text(&empty)]);
    assert_eq!(none.code, 2);
    assert!(none.stderr.contains("no HTML documents"), "{}", none.stderr);
}
