//! The workspace's maintenance tasks, run as `cargo xtask TASK` (an alias in
//! `.cargo/config.toml`):
//!
//! - `prebuilt`: write the prebuilt DTDs, SGML declarations and catalogs
//!   (`crates/omittag/prebuilt/*.postcard`) from the
//!   bundled sources, as the current DTD parser reads them
//!   ([`omittag::bundled::prebuilt::generate`]); `prebuilt --check` only says which
//!   are out of date, and fails then. The omittag tests make the same check in CI.

use std::process::ExitCode;

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    match arguments.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["prebuilt"] => prebuilt(false),
        ["prebuilt", "--check"] => prebuilt(true),
        _ => {
            eprintln!("usage: cargo xtask prebuilt [--check]");
            ExitCode::from(2)
        }
    }
}

/// Make every prebuilt DTD, SGML declaration and catalog; write those that changed, or with `check` only name them.
fn prebuilt(check: bool) -> ExitCode {
    use omittag::bundled::prebuilt;
    let mut stale = 0;
    let files = prebuilt::paths()
        .map(|path| (prebuilt::file_of(path), prebuilt::generate(path)))
        .chain(
            prebuilt::start_paths().map(|path| (prebuilt::start_file_of(path), prebuilt::generate_start_file(path))),
        );
    for (file, made) in files {
        if std::fs::read(&file).ok().as_deref() == Some(made.as_slice()) {
            continue;
        }
        stale += 1;
        if check {
            eprintln!("out of date: {}", file.display());
        } else if let Err(error) = std::fs::write(&file, &made) {
            eprintln!("cannot write {}: {error}", file.display());
            return ExitCode::FAILURE;
        } else {
            eprintln!("wrote {}", file.display());
        }
    }
    if check && stale > 0 {
        eprintln!("{stale} prebuilt file(s) out of date: run `cargo xtask prebuilt` and commit them");
        return ExitCode::FAILURE;
    }
    if stale == 0 {
        eprintln!("the prebuilt DTDs, declarations and catalogs are current");
    }
    ExitCode::SUCCESS
}
