//! Prints, for each file named, the encoding detection finds, where it was found, and the
//! codes of what detection and decoding reported (tab-separated). With `--utf8-to DIR`,
//! also writes each decoded text, in UTF-8, to DIR under the file's name:
//!
//! ```sh
//! cargo run -p omittag-encoding --example detect -- [--utf8-to DIR] FILE...
//! ```

use std::path::{Path, PathBuf};

use omittag_encoding::{Options, decode};
use sgml_source::DiagnosticKind;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut utf8_to = None;
    if args.first().map(String::as_str) == Some("--utf8-to") && args.len() >= 2 {
        utf8_to = Some(PathBuf::from(args[1].clone()));
        args.drain(..2);
    }
    let mut status = 0;
    for path in args {
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("{path}: {e}");
                status = 2;
                continue;
            }
        };
        match decode(&bytes, &Options::default()) {
            Ok(decoded) => {
                let codes: Vec<&str> = decoded.diagnostics.iter().map(|d| d.kind.code()).collect();
                println!(
                    "{path}\t{}\t{}\t{}",
                    decoded.detection.encoding,
                    decoded.detection.source,
                    codes.join(",")
                );
                if let Some(dir) = &utf8_to {
                    let name = Path::new(&path).file_name().unwrap_or_default();
                    if let Err(e) = std::fs::write(dir.join(name), decoded.text.as_bytes()) {
                        eprintln!("{}: {e}", dir.join(name).display());
                        status = 2;
                    }
                }
            }
            Err(refusal) => println!("{path}\t-\trefused\t{}", refusal.kind.code()),
        }
    }
    std::process::exit(status);
}
