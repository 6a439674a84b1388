//! What the integration tests share: where the conformance suite is, and its cases.

use std::path::{Path, PathBuf};

/// `tests/conformance` of the repository.
pub(crate) fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance")
}

/// Every `*.html` file below `dir` (the cases of a suite), in path order; none when `dir`
/// cannot be read.
pub(crate) fn html_files(dir: &Path) -> Vec<PathBuf> {
    files_with_extension(dir, "html")
}

/// Every file below `dir` whose name ends in `.extension`, in path order; none when `dir`
/// cannot be read.
pub(crate) fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == extension))
        .map(walkdir::DirEntry::into_path)
        .collect();
    files.sort();
    files
}
