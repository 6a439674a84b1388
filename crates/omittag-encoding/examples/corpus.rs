//! Runs detection over a corpus of documents and compares it with the encoding the
//! reference setup (`../shared/tools/oracle`) gave `onsgmls`, as recorded in the corpus's
//! MANIFEST.tsv (`sp_encoding` column).
//!
//! ```sh
//! cargo run -p omittag-encoding --example corpus -- ../shared/corpus
//! ```
//!
//! The oracle only passes names `onsgmls` knows, so ours are mapped the same way first
//! (windows-1252 and US-ASCII to iso-8859-1, GBK to gb2312, ...). Where the names still
//! differ, both decodings are compared: the same text means the difference cannot matter.

use std::collections::HashMap;
use std::path::PathBuf;

use omittag_encoding::{Encoding, Options, decode, detect};

/// The name the oracle's `sp_name` would give `onsgmls` for our encoding.
fn sp_name(encoding: Encoding) -> &'static str {
    match encoding.name() {
        "UTF-8" => "utf-8",
        "UTF-16LE" | "UTF-16BE" => "utf-16",
        "ISO-8859-2" => "iso-8859-2",
        "ISO-8859-3" => "iso-8859-3",
        "ISO-8859-4" => "iso-8859-4",
        "ISO-8859-5" => "iso-8859-5",
        "ISO-8859-6" => "iso-8859-6",
        "ISO-8859-7" => "iso-8859-7",
        "ISO-8859-8" | "ISO-8859-8-I" => "iso-8859-8",
        "ISO-8859-9" => "iso-8859-9",
        "KOI8-R" => "koi8-r",
        "EUC-JP" => "euc-jp",
        "EUC-KR" => "euc-kr",
        "GBK" | "gb18030" => "gb2312",
        "Shift_JIS" => "shift_jis",
        "Big5" => "big5",
        _ => "iso-8859-1",
    }
}

fn main() {
    let dir = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"));
    let manifest = match std::fs::read_to_string(dir.join("MANIFEST.tsv")) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{}: {e}", dir.join("MANIFEST.tsv").display());
            std::process::exit(2);
        }
    };
    let mut lines = manifest.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).expect("MANIFEST column");
    let (name_col, meta_col, sp_col) = (column("name"), column("meta_charset"), column("sp_encoding"));

    let mut total = 0;
    let mut same_name = 0;
    let mut same_text = 0;
    let mut different_text = 0;
    let mut by_source: HashMap<&'static str, usize> = HashMap::new();
    let mut differences = Vec::new();
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let (name, meta, sp) = (fields[name_col], fields[meta_col], fields[sp_col]);
        let Ok(bytes) = std::fs::read(dir.join(name)) else {
            eprintln!("{name}: cannot read");
            continue;
        };
        total += 1;
        let detection = match detect(&bytes, &Options::default()) {
            Ok(detection) => detection,
            Err(refusal) => {
                differences.push(format!("{name}: refused: {}", refusal.kind));
                continue;
            }
        };
        *by_source.entry(detection.source.as_str()).or_default() += 1;
        let ours = sp_name(detection.encoding);
        let mut as_oracle = Options::default();
        as_oracle.override_label = Some(sp.to_owned());
        let decoded_ours = decode(&bytes, &Options::default());
        let text_oracle = decode(&bytes, &as_oracle).map(|d| d.text.into_owned());
        let identical = matches!((&decoded_ours, &text_oracle), (Ok(a), Ok(b)) if a.text == b.as_str());
        match (ours == sp, identical) {
            (true, true) => {
                same_name += 1;
                continue;
            }
            (true, false) => same_name += 1,
            (false, true) => same_text += 1,
            (false, false) => {}
        }
        if !identical {
            different_text += 1;
        }
        let bad = decoded_ours
            .map(|d| d.diagnostics.iter().filter(|x| x.is_error()).count())
            .unwrap_or(0);
        differences.push(format!(
            "{name}: ours {} (oracle name {ours}, from {}), oracle {sp}, META {meta:?}: {}",
            detection.encoding,
            detection.source,
            if identical {
                "same text".to_owned()
            } else {
                format!("DIFFERENT TEXT ({bad} undecodable sequences in ours)")
            }
        ));
    }
    for difference in &differences {
        println!("{difference}");
    }
    let mut sources: Vec<_> = by_source.into_iter().collect();
    sources.sort();
    println!("documents: {total}; sources: {sources:?}");
    println!(
        "same encoding name as the oracle: {same_name}/{total}; other name, identical text: {same_text}; \
         different text: {different_text}"
    );
}
