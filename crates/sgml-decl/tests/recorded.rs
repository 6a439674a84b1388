//! What the parser gives, recorded: for every SGML declaration in the repository (the
//! bundled ones in `sgml-decl/`, this crate's test declarations, and every `.dcl` file
//! and `<!SGML` declaration under `tests/conformance/`) the diagnostics with their
//! positions, where the declaration ends and the model written back by `Display`; for
//! systematic corruptions of three of them (each word deleted, replaced by an unknown
//! name, or the text cut after it) the diagnostics, the end and a digest of the model.
//!
//! The snapshots were taken from the hand-written parser before the grammar was written
//! with nom, so that any change in what a declaration yields (model, messages, their
//! places, the recovery after an error) shows here.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use sgml_source::LineIndex;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The files under `dir` (recursively), sorted, whose name ends with one of `extensions`.
fn files(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if extensions
                .iter()
                .any(|e| path.file_name().is_some_and(|n| n.to_string_lossy().ends_with(e)))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn relative(path: &Path) -> String {
    let root = repository().canonicalize().unwrap();
    let path = path.canonicalize().unwrap();
    path.strip_prefix(&root).unwrap_or(&path).display().to_string()
}

/// The diagnostics as `LINE:COL code: message`, one a line.
fn diagnostics(text: &str, parsed: &sgml_decl::Parsed) -> String {
    let index = LineIndex::new(text);
    let mut out = String::new();
    for d in &parsed.diagnostics {
        let at = index.line_col(text, d.span.start);
        let end = index.line_col(text, d.span.end);
        let _ = writeln!(
            out,
            "  {}:{}-{}:{} {}: {}",
            at.line,
            at.column,
            end.line,
            end.column,
            d.kind.code(),
            d
        );
    }
    out
}

/// FNV-1a, 64 bits: a digest that does not depend on the toolchain.
fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn every_declaration_in_the_repository() {
    let root = repository();
    let mut inputs: Vec<(String, String)> = Vec::new();
    for path in files(&root.join("sgml-decl"), &[".decl", ".dcl"]) {
        inputs.push((relative(&path), std::fs::read_to_string(&path).unwrap()));
    }
    for path in files(&root.join("crates/sgml-decl/tests"), &[".decl"]) {
        inputs.push((relative(&path), std::fs::read_to_string(&path).unwrap()));
    }
    for path in files(&root.join("tests/conformance"), &[".dcl", ".sgml", ".sgm"]) {
        let bytes = std::fs::read(&path).unwrap();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let is_dcl = path.extension().is_some_and(|e| e == "dcl");
        match text.find("<!SGML") {
            Some(at) if !is_dcl => inputs.push((relative(&path), text[at..].to_string())),
            _ if is_dcl => inputs.push((relative(&path), text)),
            _ => {}
        }
    }
    assert!(inputs.len() > 60, "only {} declarations found", inputs.len());
    let mut out = String::new();
    for (name, text) in &inputs {
        let parsed = sgml_decl::parse(text);
        let _ = writeln!(out, "== {name} (ends at byte {})", parsed.end);
        out.push_str(&diagnostics(text, &parsed));
        for line in parsed.declaration.to_string().lines() {
            let _ = writeln!(out, "  | {line}");
        }
    }
    insta::assert_snapshot!(out);
}

#[test]
fn corrupted_declarations() {
    let root = repository();
    let sources = [
        ("base", "crates/sgml-decl/tests/valid/base.decl", 1),
        ("html-4.01", "sgml-decl/html-4.01.decl", 1),
        ("xml", "sgml-decl/xml.dcl", 3),
    ];
    let mut out = String::new();
    for (label, path, stride) in sources {
        let text = std::fs::read_to_string(root.join(path)).unwrap();
        let words: Vec<(usize, usize)> = {
            let mut v = Vec::new();
            let mut start = None;
            for (i, c) in text.char_indices() {
                match (c.is_whitespace(), start) {
                    (false, None) => start = Some(i),
                    (true, Some(s)) => {
                        v.push((s, i));
                        start = None;
                    }
                    _ => {}
                }
            }
            if let Some(s) = start {
                v.push((s, text.len()));
            }
            v
        };
        for (n, &(s, e)) in words.iter().enumerate().step_by(stride) {
            let variants = [
                ("deleted", format!("{}{}", &text[..s], &text[e..])),
                ("replaced", format!("{}XYZZY{}", &text[..s], &text[e..])),
                ("cut", text[..e].to_string()),
            ];
            for (how, variant) in variants {
                let parsed = sgml_decl::parse(&variant);
                let codes: Vec<String> = parsed
                    .diagnostics
                    .iter()
                    .map(|d| format!("{}@{}-{}", d.kind.code(), d.span.start, d.span.end))
                    .collect();
                let model = format!("{:?}", parsed.declaration);
                let _ = writeln!(
                    out,
                    "{label} word {n} {how}: end {} model {:016x} [{}]",
                    parsed.end,
                    digest(&model),
                    codes.join(" ")
                );
            }
        }
    }
    insta::assert_snapshot!(out);
}
