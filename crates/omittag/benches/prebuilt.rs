//! Getting HTML 4.01 Transitional for a document: loading it (the DTD parser: catalog
//! lookups, the DTD and its entity sets read, content models compiled) against decoding
//! its prebuilt form (`omittag::bundled::prebuilt`), and against finding the prebuilt
//! form already decoded for a declaration (what every document after the first pays).
//!
//! Run: `cargo bench -p omittag --bench prebuilt`. Instruction counts, steadier on a busy
//! machine, are in `docs/performance.md` (callgrind).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use omittag::bundled::{self, prebuilt};
use sgml_dtd::catalog::CatalogSet;
use sgml_dtd::parse::DtdLoader;

const LOOSE: &str = "dtd/REC-html401-19991224/loose.dtd";
const DECLARATION: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">";

fn dtd(c: &mut Criterion) {
    let mut catalogs = CatalogSet::new();
    bundled::add_bundled_catalog(&mut catalogs);
    let storage = bundled::storage();
    let loader = DtdLoader::new(bundled::validator_declaration(), &catalogs, storage);
    let mut group = c.benchmark_group("html401-transitional");
    group.bench_function("load (DTD parser)", |b| {
        b.iter(|| black_box(loader.load_doctype(black_box(DECLARATION), 0, "bench.html", None)))
    });
    group.bench_function("prebuilt decode", |b| {
        b.iter(|| black_box(prebuilt::decode_uncached(black_box(LOOSE)).expect("prebuilt")))
    });
    group.bench_function("prebuilt for a declaration (decoded once)", |b| {
        b.iter(|| {
            black_box(prebuilt::doctype_for_declaration(
                &loader,
                black_box(DECLARATION),
                0,
                "bench.html",
                None,
            ))
        })
    });
    group.finish();
}

criterion_group!(benches, dtd);
criterion_main!(benches);
