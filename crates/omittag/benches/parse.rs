//! Parse-and-validate throughput of omittag with no output (the work of `onsgmls -s`), in
//! MB/s of document bytes: the largest document, the smallest, and the whole set one
//! document at a time, with the DTDs loaded anew for each document (one-shot) and kept
//! across documents (batch), and the ESIS pipeline on the largest for comparison.
//!
//! The documents: `$OMITTAG_BENCH_CORPUS` (a directory of `.html` files), else
//! `../shared/corpus` beside the repository when present, else the conformance suite's
//! documents (`tests/conformance/**/*.html`), so the benchmark runs anywhere.
//!
//! ```sh
//! cargo bench -p omittag --bench parse
//! OMITTAG_BENCH_CORPUS=/path/to/pages cargo bench -p omittag --bench parse -- largest
//! ```

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use omittag::Options;
use omittag::Validator;

/// A document read into memory.
struct Document {
    path: PathBuf,
    name: String,
    bytes: Vec<u8>,
}

/// The `.html` files under `dir`, recursively, sorted by path.
fn html_files(dir: &Path, out: &mut Vec<PathBuf>) {
    out.extend(
        walkdir::WalkDir::new(dir)
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_file())
            .map(walkdir::DirEntry::into_path)
            .filter(|path| path.extension().is_some_and(|e| e == "html" || e == "htm")),
    );
}

/// The documents to measure, and where they come from.
fn documents() -> (String, Vec<Document>) {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("OMITTAG_BENCH_CORPUS").map(PathBuf::from),
        Some(manifest.join("../../../shared/corpus")),
        Some(manifest.join("../../tests/conformance")),
    ];
    for dir in candidates.into_iter().flatten() {
        let mut paths = Vec::new();
        html_files(&dir, &mut paths);
        paths.sort();
        let documents: Vec<Document> = paths
            .into_iter()
            .filter_map(|path| {
                let bytes = std::fs::read(&path).ok()?;
                let name = path.file_name()?.to_string_lossy().into_owned();
                Some(Document { path, name, bytes })
            })
            .collect();
        if !documents.is_empty() {
            return (dir.display().to_string(), documents);
        }
    }
    panic!("no documents to measure: set OMITTAG_BENCH_CORPUS to a directory of .html files");
}

fn options() -> Options {
    {
        let mut options = Options::default();
        options.read_files = true;
        options
    }
}

fn parse(c: &mut Criterion) {
    let (source, documents) = documents();
    let total: usize = documents.iter().map(|d| d.bytes.len()).sum();
    eprintln!("{} documents, {} bytes, from {source}", documents.len(), total);
    let largest = documents.iter().max_by_key(|d| d.bytes.len()).expect("documents");
    let smallest = documents.iter().min_by_key(|d| d.bytes.len()).expect("documents");
    let options = options();

    let mut group = c.benchmark_group("one document");
    group.sample_size(10).measurement_time(Duration::from_secs(5));
    for (label, doc) in [("largest", largest), ("smallest", smallest)] {
        eprintln!("{label}: {} ({} bytes)", doc.name, doc.bytes.len());
        group.throughput(Throughput::Bytes(doc.bytes.len() as u64));
        group.bench_function(format!("check {label}"), |b| {
            b.iter(|| {
                Validator::without_cache(options.clone()).validate(
                    omittag::Document::new(black_box(&doc.bytes))
                        .named(&doc.name)
                        .at(Some(&doc.path)),
                )
            })
        });
        group.bench_function(format!("check {label}, DTD kept"), |b| {
            let checker = Validator::new(options.clone());
            b.iter(|| {
                checker.validate(
                    omittag::Document::new(black_box(&doc.bytes))
                        .named(&doc.name)
                        .at(Some(&doc.path)),
                )
            })
        });
    }
    group.throughput(Throughput::Bytes(largest.bytes.len() as u64));
    group.bench_function("esis largest", |b| {
        b.iter(|| {
            let document = omittag::Document::new(black_box(&largest.bytes))
                .named(&largest.name)
                .at(Some(&largest.path));
            let mut esis = Vec::new();
            omittag::esis(document, &options, &mut esis).map(|_| esis)
        })
    });
    group.finish();

    let mut group = c.benchmark_group("all documents");
    group.sample_size(10).measurement_time(Duration::from_secs(10));
    group.throughput(Throughput::Bytes(total as u64));
    group.bench_function("check, DTD per document", |b| {
        b.iter(|| {
            let checker = Validator::without_cache(options.clone());
            for doc in &documents {
                black_box(checker.validate(omittag::Document::new(&doc.bytes).named(&doc.name).at(Some(&doc.path))));
            }
        })
    });
    group.bench_function("check, DTDs kept (batch)", |b| {
        b.iter(|| {
            let checker = Validator::new(options.clone());
            for doc in &documents {
                black_box(checker.validate(omittag::Document::new(&doc.bytes).named(&doc.name).at(Some(&doc.path))));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, parse);
criterion_main!(benches);
