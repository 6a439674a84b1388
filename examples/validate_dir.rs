//! Validate every `*.html`, `*.htm` and `*.sgml` file under a directory with one
//! [`omittag::Validator`] (each DTD is loaded once for all of them) and print one JSON
//! object per document (JSON Lines), as `omittag validate --format json` does. Needs
//! the `serde` feature of the omittag crate.
//!
//! ```sh
//! cargo run --example validate_dir -- examples/dumps | jq -c '{name, valid, errors}'
//! ```

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use omittag::{Options, Validator};

/// The files to validate under `root`, sorted, found without recursion (a stack of
/// directories), so that any depth of directories is fine.
fn documents(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut directories = vec![root.to_path_buf()];
    while let Some(directory) = directories.pop() {
        for entry in std::fs::read_dir(&directory)? {
            let path = entry?.path();
            if path.is_dir() {
                directories.push(path);
            } else if matches!(
                path.extension()
                    .and_then(|e| e.to_str())
                    .map(str::to_ascii_lowercase)
                    .as_deref(),
                Some("html" | "htm" | "sgml")
            ) {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

fn main() -> ExitCode {
    let root = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "examples/documents".to_owned()),
    );
    let paths = match documents(&root) {
        Ok(paths) => paths,
        Err(error) => {
            eprintln!("cannot list {}: {error}", root.display());
            return ExitCode::from(2);
        }
    };
    // Safe for pages from anyone: only the bundled DTDs are read.
    let validator = Validator::new(Options::default());
    let mut all_valid = true;
    for path in &paths {
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("cannot read {}: {error}", path.display());
                all_valid = false;
                continue;
            }
        };
        let report = validator.validate(
            omittag::Document::new(&bytes)
                .named(&path.display().to_string())
                .at(Some(path)),
        );
        all_valid &= report.is_valid();
        match serde_json::to_string(&report) {
            Ok(json) => println!("{json}"),
            Err(error) => eprintln!("cannot serialize the report of {}: {error}", path.display()),
        }
    }
    eprintln!("{} documents, {} DTDs loaded", paths.len(), validator.dtds_loaded());
    if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
