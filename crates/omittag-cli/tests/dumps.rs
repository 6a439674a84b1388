//! The example parse dumps in `examples/dumps/` are what the commands print today: for
//! each sample document `NAME.html`, `NAME.tree` is the stdout of `omittag tree
//! NAME.html`, `NAME.esis` the stdout of `omittag esis NAME.html` and `NAME.messages` its
//! stderr (both as onsgmls prints them), `NAME.validate` the stdout of `omittag validate
//! NAME.html` (its human output, without color).
//!
//! Rewrite them after a deliberate change with
//! `OMITTAG_DUMPS_UPDATE=1 cargo test -p omittag-cli --test dumps`, then read the diff.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// One dump: the file's extension, the subcommand, and which of its streams it keeps.
struct Dump {
    extension: &'static str,
    args: &'static [&'static str],
    stream: Stream,
}

#[derive(Clone, Copy)]
enum Stream {
    Stdout,
    Stderr,
}

const DUMPS: &[Dump] = &[
    Dump {
        extension: "tree",
        args: &["tree"],
        stream: Stream::Stdout,
    },
    Dump {
        extension: "esis",
        args: &["esis"],
        stream: Stream::Stdout,
    },
    Dump {
        extension: "messages",
        args: &["esis"],
        stream: Stream::Stderr,
    },
    Dump {
        extension: "validate",
        args: &["validate", "--no-progress"],
        stream: Stream::Stdout,
    },
];

fn dumps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/dumps")
}

/// The sample documents, by file name.
fn samples() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dumps_dir())
        .expect("examples/dumps exists")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".html"))
        .collect();
    names.sort();
    names
}

/// Run `omittag ARGS NAME` in the dumps' directory (so that messages name the file as
/// the dumps show it); the exit code, stdout and stderr.
fn run(args: &[&str], name: &str) -> (Option<i32>, Vec<u8>, Vec<u8>) {
    let output = Command::cargo_bin("omittag")
        .unwrap()
        .current_dir(dumps_dir())
        .env("NO_COLOR", "1")
        .env_remove("SGML_CATALOG_FILES")
        .args(args)
        .arg(name)
        .output()
        .unwrap();
    (output.status.code(), output.stdout, output.stderr)
}

#[test]
fn the_dumps_are_what_the_commands_print() {
    let update = std::env::var_os("OMITTAG_DUMPS_UPDATE").is_some_and(|v| v == "1");
    let samples = samples();
    assert!(samples.len() >= 8, "{samples:?}");
    let mut stale = Vec::new();
    for name in &samples {
        let stem = name.trim_end_matches(".html");
        // Documents named invalid-* must be invalid, the others valid.
        let expected_status = if stem.starts_with("invalid-") { 1 } else { 0 };
        for dump in DUMPS {
            let (status, stdout, stderr) = run(dump.args, name);
            assert_eq!(
                status,
                Some(expected_status),
                "omittag {} {name}: {}",
                dump.args.join(" "),
                String::from_utf8_lossy(&stderr)
            );
            let output = match dump.stream {
                Stream::Stdout => stdout,
                Stream::Stderr => stderr,
            };
            let path = dumps_dir().join(format!("{stem}.{}", dump.extension));
            if update {
                std::fs::write(&path, &output).unwrap();
            } else if std::fs::read(&path).ok().as_deref() != Some(output.as_slice()) {
                stale.push(path.file_name().unwrap().to_string_lossy().into_owned());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "these dumps differ from what the commands print now: {stale:?}; if the change is meant, \
         rewrite them with OMITTAG_DUMPS_UPDATE=1 cargo test -p omittag-cli --test dumps and read the diff"
    );
}

/// Every file in the directory is a sample, one of its dumps, or the README.
#[test]
fn no_dump_outlives_its_document() {
    let samples = samples();
    for entry in std::fs::read_dir(dumps_dir()).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name == "README.md" || name.ends_with(".html") {
            continue;
        }
        let (stem, extension) = name.rsplit_once('.').unwrap_or((&name, ""));
        assert!(
            DUMPS.iter().any(|d| d.extension == extension) && samples.contains(&format!("{stem}.html")),
            "{name} is no dump of a sample document"
        );
    }
}
