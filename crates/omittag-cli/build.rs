//! Link options of the `omittag` program on Linux with glibc, for the start-up of a
//! one-shot run (issue 17, item 6): the program is linked as a position-dependent
//! executable (`-no-pie`), so that the dynamic loader has none of its 8,000 relative
//! relocations to apply before `main`.
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
