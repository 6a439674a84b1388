//! Prints, for each file named, the encoding detection finds (default options, as
//! `omittag esis` without `--encoding`), where it was found (`http`, `bom`, `meta`,
//! `default`, `fallback`, `override`), and the codes of what detection and decoding
//! reported, tab-separated: `FILE  ENCODING  SOURCE  CODES` (`-  refused  CODE` when
//! nothing can be decoded). With `--utf8-to DIR`, also writes each decoded text, in
//! UTF-8, to DIR under the file's name; with `--default LABEL`, that encoding is the
//! caller's default (`Options::default_encoding`, what `omittag::Options::onsgmls()`
//! sets to ISO-8859-1) instead of the fallback. With `--labels`, the arguments are charset labels
//! instead, and each line is `LABEL  ENCODING` (`-` for a label not known), the name the
//! label resolves to through every IANA and WHATWG alias:
//!
//! ```sh
//! cargo run -p omittag-encoding --example detect -- [--utf8-to DIR] [--default LABEL] FILE...
//! cargo run -p omittag-encoding --example detect -- --labels LABEL...
//! ```

use std::path::{Path, PathBuf};

use omittag_encoding::{Encoding, Options, decode};

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
    let mut options = Options::default();
    while args.len() >= 2 {
        match args[0].as_str() {
            "--utf8-to" => utf8_to = Some(PathBuf::from(args[1].clone())),
            "--default" => match Encoding::for_label(&args[1]) {
                Some(encoding) => options.default_encoding = Some(encoding),
                None => {
                    eprintln!("detect: unknown label {:?}", args[1]);
                    std::process::exit(2);
                }
            },
            _ => break,
        }
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
        match decode(&bytes, &options) {
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
