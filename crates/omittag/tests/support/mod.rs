//! What the integration tests share: where the conformance suite is, and its cases.

use std::fs;
use std::path::{Path, PathBuf};

/// `tests/conformance` of the repository.
pub(crate) fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance")
}

/// Every `CASE.html` below `dir`, in path order.
pub(crate) fn cases(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            cases(&path, out);
        } else if path.extension().is_some_and(|e| e == "html") {
            out.push(path);
        }
    }
}
