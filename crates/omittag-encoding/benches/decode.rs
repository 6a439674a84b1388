//! Throughput of detection plus decoding: the documents of ../shared/corpus when present
//! (else generated HTML), as they come, and re-encoded in UTF-16LE, windows-1252 and
//! Shift_JIS to time the copying decoders.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use omittag_encoding::{DEFAULT_PRESCAN_LIMIT, Options, decode, meta_charset};

/// The corpus documents, or generated ones when the corpus is not there.
fn documents() -> Vec<Vec<u8>> {
    let dir = std::env::var_os("OMITTAG_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"));
    let mut docs: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "html" || e == "htm"))
        .filter_map(|path| std::fs::read(path).ok())
        .collect();
    if docs.is_empty() {
        eprintln!("no corpus at {}: using generated documents", dir.display());
        docs = (0..200).map(generated).collect();
    }
    docs
}

fn generated(n: usize) -> Vec<u8> {
    let mut doc = String::from(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<html><head>\
         <meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">\
         <title>Generated</title></head><body>\n",
    );
    for i in 0..(20 + n % 50) {
        doc.push_str(&format!(
            "<p class=\"para\">Paragraph {i} with <a href=\"#x{i}\">a link</a>, caf\u{e9} and na\u{ef}ve text.\n"
        ));
    }
    doc.push_str("</body></html>\n");
    doc.into_bytes()
}

fn japanese(n: usize) -> Vec<u8> {
    let mut doc = String::from(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<html><head><title>日本語</title></head><body>\n",
    );
    for i in 0..(100 + n % 50) {
        doc.push_str(&format!(
            "<p id=\"p{i}\">これは日本語の段落です。<a href=\"#n{i}\">リンク</a>、漢字とカタカナ、ひらがな。\n"
        ));
    }
    doc.push_str("</body></html>\n");
    doc.into_bytes()
}

fn reencoded(docs: &[Vec<u8>], encoding: &'static encoding_rs::Encoding) -> Vec<Vec<u8>> {
    docs.iter()
        .map(|doc| {
            let text = String::from_utf8_lossy(doc);
            if encoding == encoding_rs::UTF_16LE {
                let mut bytes = vec![0xFF, 0xFE];
                for unit in text.encode_utf16() {
                    bytes.extend(unit.to_le_bytes());
                }
                bytes
            } else {
                encoding.encode(&text).0.into_owned()
            }
        })
        .collect()
}

type Group<'a> = criterion::BenchmarkGroup<'a, criterion::measurement::WallTime>;

/// Times `decode` over all `docs` with `options`, in bytes per second.
fn run(group: &mut Group<'_>, name: &str, docs: &[Vec<u8>], options: Options) {
    let total: usize = docs.iter().map(Vec::len).sum();
    group.throughput(Throughput::Bytes(total as u64));
    group.bench_function(name, |b| {
        b.iter(|| {
            for doc in docs {
                black_box(decode(black_box(doc), &options).map(|d| d.text.len()).unwrap_or(0));
            }
        })
    });
}

fn forced(label: &str) -> Options {
    {
        let mut options = Options::default();
        options.override_label = Some(label.to_owned());
        options
    }
}

fn bench(c: &mut Criterion) {
    let docs = documents();
    let mut group = c.benchmark_group("detect+decode");
    run(&mut group, "corpus-as-is", &docs, Options::default());
    let utf8: Vec<Vec<u8>> = docs
        .iter()
        .filter(|d| std::str::from_utf8(d).is_ok())
        .cloned()
        .collect();
    run(&mut group, "utf8-documents", &utf8, Options::default());
    run(&mut group, "utf8-forced", &utf8, forced("utf-8"));
    group.bench_function("prescan-only", |b| {
        b.iter(|| {
            for doc in &utf8 {
                black_box(meta_charset(black_box(doc), DEFAULT_PRESCAN_LIMIT));
            }
        })
    });
    // The floor: validating the same documents as UTF-8, nothing else.
    let total: usize = utf8.iter().map(Vec::len).sum();
    group.throughput(Throughput::Bytes(total as u64));
    group.bench_function("utf8-validation-only", |b| {
        b.iter(|| {
            for doc in &utf8 {
                black_box(std::str::from_utf8(black_box(doc)).map(str::len).unwrap_or(0));
            }
        })
    });
    // The corpus is mostly ASCII, which every ASCII-compatible encoding borrows; to time
    // the decoders themselves, give the text non-ASCII letters: every 'e' becomes 'é'
    // (about one character in ten), and the Japanese documents are Japanese.
    let accented: Vec<Vec<u8>> = docs
        .iter()
        .map(|doc| String::from_utf8_lossy(doc).replace('e', "é").into_bytes())
        .collect();
    let western = reencoded(&accented, encoding_rs::WINDOWS_1252);
    run(&mut group, "windows-1252-accented", &western, forced("windows-1252"));
    run(&mut group, "iso-8859-1-accented", &western, forced("iso-8859-1"));
    run(&mut group, "utf8-accented", &accented, forced("utf-8"));
    let japanese: Vec<Vec<u8>> = (0..100).map(japanese).collect();
    run(
        &mut group,
        "shift_jis-japanese",
        &reencoded(&japanese, encoding_rs::SHIFT_JIS),
        forced("shift_jis"),
    );
    run(
        &mut group,
        "euc-jp-japanese",
        &reencoded(&japanese, encoding_rs::EUC_JP),
        forced("euc-jp"),
    );
    run(
        &mut group,
        "utf-16le-corpus",
        &reencoded(&docs, encoding_rs::UTF_16LE),
        forced("utf-16"),
    );
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
