//! Link settings of the `omittag` program.
//!
//! On ELF targets the linker is asked to keep the text sections that the compiler names
//! for cold code (`.text.unlikely.*`: the functions marked `#[cold]`, such as the error
//! paths out of the parser's loops) in a section of their own instead of among the
//! rest. The code a run executes then lies closer together, and the kernel, which maps
//! the program's pages around each one touched, maps fewer pages that are never run:
//! peak resident memory of `omittag check` on a 20 MB document about 0.4 MB lower
//! (BENCHMARKS.md, "Memory"). Both GNU ld (2.31 and later) and LLD read the option.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let family = std::env::var("CARGO_CFG_TARGET_FAMILY").unwrap_or_default();
    if family == "unix" && matches!(os.as_str(), "linux" | "android" | "freebsd" | "netbsd" | "openbsd") {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,keep-text-section-prefix");
    }
}
