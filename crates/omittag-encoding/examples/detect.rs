//! Prints, for each file named, the encoding detection finds (default options, as
//! `omittag esis` without `--encoding`), where it was found (`http`, `bom`, `meta`,
//! `default`, `fallback`, `override`), and the codes of what detection and decoding
//! reported, tab-separated: `FILE  ENCODING  SOURCE  CODES` (`-  refused  CODE` when
//! nothing can be decoded). With `--utf8-to DIR`, also writes each decoded text, in
//! UTF-8, to DIR under the file's name. With `--labels`, the arguments are charset labels
//! instead, and each line is `LABEL  ENCODING` (`-` for a label not known), the name the
//! label resolves to through every IANA and WHATWG alias:
//!
//! ```sh
//! cargo run -p omittag-encoding --example detect -- [--utf8-to DIR] FILE...
//! cargo run -p omittag-encoding --example detect -- --labels LABEL...
//! ```

use std::path::{Path, PathBuf};

use omittag_encoding::{Encoding, Options, decode};
use sgml_source::DiagnosticKind;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--labels") {
        for label in &args[1..] {
            let name = Encoding::for_label(label).map_or("-", |e| e.name());
            println!("{label}\t{name}");
        }
        return;
    }
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
