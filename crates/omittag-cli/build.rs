//! Link settings of the `omittag` program: where its functions lie in memory.
//!
//! The kernel maps a program's code a page at a time, with the pages around each one
//! touched; a run's resident memory depends on how close together the functions it
//! executes lie (BENCHMARKS.md, "Memory: where the program's code lies").
//!
//! - On ELF targets the linker keeps the sections the compiler names for cold code
//!   (`.text.unlikely.*`: the functions marked `#[cold]`) apart from the rest. GNU ld
//!   (2.31 and later) and LLD both read the option.
//! - Where the linker is LLD (the toolchain's default for x86_64 Linux since Rust 1.90,
//!   unless a linker is configured), it lays out the functions of `symbol-order.txt`
//!   first and together: the functions the usual runs execute, listed by
//!   `scripts/symbol-order`. Names it does not find (another toolchain, other
//!   dependencies, a debug build) are skipped without a warning. Set
//!   `OMITTAG_SYMBOL_ORDER=0` to leave the option out.

use std::env;
use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=symbol-order.txt");
    println!("cargo:rerun-if-env-changed=OMITTAG_SYMBOL_ORDER");
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let family = env::var("CARGO_CFG_TARGET_FAMILY").unwrap_or_default();
    if family != "unix" || !matches!(os.as_str(), "linux" | "android" | "freebsd" | "netbsd" | "openbsd") {
        return;
    }
    println!("cargo:rustc-link-arg-bins=-Wl,-z,keep-text-section-prefix");
    if links_with_rust_lld() && env::var("OMITTAG_SYMBOL_ORDER").as_deref() != Ok("0") {
        let order = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("symbol-order.txt");
        println!(
            "cargo:rustc-link-arg-bins=-Wl,--symbol-ordering-file={}",
            order.display()
        );
        println!("cargo:rustc-link-arg-bins=-Wl,--no-warn-symbol-ordering");
    }
}

/// Whether the program is linked by the toolchain's own LLD: the default of
/// `x86_64-unknown-linux-gnu` from Rust 1.90 on, unless a linker or linker flavour is
/// set through the flags or the environment (a linker set in a Cargo configuration
/// file is passed as such a flag as well only through `RUSTFLAGS`; set
/// `OMITTAG_SYMBOL_ORDER=0` then).
fn links_with_rust_lld() -> bool {
    if env::var("TARGET").as_deref() != Ok("x86_64-unknown-linux-gnu") {
        return false;
    }
    if env::var_os("CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER").is_some() {
        return false;
    }
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    if flags
        .split('\u{1f}')
        .any(|flag| flag.contains("linker") || flag.contains("fuse-ld") || flag.contains("link-self-contained"))
    {
        return false;
    }
    rustc_minor_version().is_some_and(|minor| minor >= 90)
}

/// The minor version of the compiler building the program (`rustc 1.95.0 ...`: 95).
fn rustc_minor_version() -> Option<u32> {
    let rustc = env::var_os("RUSTC")?;
    let output = Command::new(rustc).arg("--version").output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    let version = text.split_whitespace().nth(1)?;
    let mut parts = version.split('.');
    (parts.next()? == "1").then_some(())?;
    parts.next()?.parse().ok()
}
