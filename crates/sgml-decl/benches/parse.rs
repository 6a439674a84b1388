//! How long reading an SGML declaration takes (every document without one pays for the
//! default declaration once), and how fast the character classes answer.
//!
//! Run: `cargo bench -p sgml-decl --bench parse`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const DECLARATIONS: &[(&str, &str)] = &[
    ("html-2", include_str!("../../../sgml-decl/html-2.decl")),
    ("html-4.01", include_str!("../../../sgml-decl/html-4.01.decl")),
    ("w3c-validator", include_str!("../../../sgml-decl/w3c-validator.dcl")),
    ("xml", include_str!("../../../sgml-decl/xml.dcl")),
];

fn parse(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse");
    for (name, text) in DECLARATIONS {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(*name, |b| b.iter(|| sgml_decl::parse(black_box(text))));
    }
    group.finish();
}

fn classes(c: &mut Criterion) {
    let decl = sgml_decl::parse(DECLARATIONS[3].1).declaration;
    let text: String = "The quick brown fox jumps over the lazy dog, café naïve 日本語 — ".repeat(64);
    let mut group = c.benchmark_group("classes");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("is_name_char over mixed text (xml.dcl)", |b| {
        b.iter(|| {
            black_box(&text)
                .chars()
                .filter(|&ch| decl.char_classes.is_name_char(ch))
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, parse, classes);
criterion_main!(benches);
