//! The cost of finding and decoding the encoding of one large UTF-8 document, to set
//! against the time of a full parse of the same document (`cargo bench -p omittag --bench
//! parse -- "one document/check largest"`): issue 7 asks that detection plus decoding
//! stay under 5 % of a parse.
//!
//! The document: the largest one of `$OMITTAG_CORPUS`, else of `../shared/corpus` beside
//! the repository, that detection reads as UTF-8 (the same document the parse bench calls
//! "largest" when that one is UTF-8, as in the shared corpus); else a generated UTF-8
//! HTML 4.01 document of about 550 KB with non-ASCII text and a META charset.
//!
//! ```sh
//! cargo bench -p omittag-encoding --bench largest_utf8
//! ```

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use omittag_encoding::{Encoding, Options, decode, detect};

/// The largest UTF-8 document of the corpus, or a generated one; and its name.
fn document() -> (String, Vec<u8>) {
    let dir = std::env::var_os("OMITTAG_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"));
    let mut paths: Vec<(u64, PathBuf)> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "html" || e == "htm"))
        .filter_map(|path| Some((std::fs::metadata(&path).ok()?.len(), path)))
        .collect();
    paths.sort_by(|a, b| b.cmp(a));
    for (_, path) in paths {
        let Ok(bytes) = std::fs::read(&path) else { continue };
        if detect(&bytes, &Options::default()).is_ok_and(|d| d.encoding == Encoding::UTF_8) {
            return (
                path.file_name().unwrap_or_default().to_string_lossy().into_owned(),
                bytes,
            );
        }
    }
    eprintln!("no UTF-8 document in {}: using a generated one", dir.display());
    ("generated".to_owned(), generated())
}

/// A valid HTML 4.01 document in UTF-8 of about 550 KB.
fn generated() -> Vec<u8> {
    let mut doc = String::from(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<HTML><HEAD>\n\
         <META http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">\n\
         <TITLE>Generated</TITLE></HEAD><BODY>\n",
    );
    let mut i = 0;
    while doc.len() < 550_000 {
        doc.push_str(&format!(
            "<P class=\"para\">Paragraph {i}: <A href=\"#x{i}\">a link</A>, caf\u{e9}, na\u{ef}ve, \
             \u{201c}quoted\u{201d} \u{2014} 5 \u{20ac}, \u{65e5}\u{672c}\u{8a9e}.\n"
        ));
        i += 1;
    }
    doc.push_str("</BODY></HTML>\n");
    doc.into_bytes()
}

fn bench(c: &mut Criterion) {
    let (name, bytes) = document();
    eprintln!("largest UTF-8 document: {name} ({} bytes)", bytes.len());
    let options = Options::default();
    let mut group = c.benchmark_group("largest UTF-8 document");
    group.measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.bench_function("detect+decode", |b| {
        b.iter(|| decode(black_box(&bytes), &options).map(|d| d.text.len()))
    });
    group.bench_function("detect only", |b| b.iter(|| detect(black_box(&bytes), &options)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
