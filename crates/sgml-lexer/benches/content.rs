//! Tokenizing real HTML: the lexer in content mode, the lexer driven through every mode
//! as a parser would, and — over the same bytes, in the same run — a plain `memchr`
//! scan for `<`, `&` and LF, the practical ceiling for finding data runs.
//!
//! Input: the documents of the directory named by `SGML_LEXER_CORPUS`, else of
//! `../shared/corpus` beside the repository, concatenated; without either, generated
//! HTML of about the same shape.
//!
//! Run: `cargo bench -p sgml-lexer --bench content`

#[path = "../tests/support/driver.rs"]
mod driver;

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sgml_lexer::{Lexer, LexerConfig, Mode};

/// The corpus text, and where it came from.
fn corpus() -> (String, String) {
    let dir = std::env::var_os("SGML_LEXER_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "html" || x == "htm"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut text = String::new();
    for file in &files {
        if let Ok(bytes) = std::fs::read(file) {
            // Latin-1 documents keep their markup; only the odd byte becomes U+FFFD.
            text.push_str(&String::from_utf8_lossy(&bytes));
        }
    }
    if text.is_empty() {
        (generated(), "generated HTML".to_owned())
    } else {
        (text, format!("{} documents of {}", files.len(), dir.display()))
    }
}

/// About 4 MB of HTML-like text: paragraphs, links, tables, entity references.
fn generated() -> String {
    let mut text = String::from(
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<html><head><title>Generated</title></head><body>\n",
    );
    let words = [
        "the", "lexer", "reads", "SGML", "markup", "quickly", "and", "exactly", "as", "ISO", "8879", "says",
    ];
    let mut n = 0usize;
    while text.len() < 4_000_000 {
        text.push_str("<p class=\"para\">");
        for i in 0..40 {
            n = n.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            text.push_str(words[(n >> 16) % words.len()]);
            text.push(if i % 13 == 12 { '\n' } else { ' ' });
            if (n >> 8).is_multiple_of(29) {
                text.push_str("<a href=\"#x\">link</a> ");
            }
            if (n >> 8).is_multiple_of(37) {
                text.push_str("&amp; ");
            }
        }
        text.push_str("</p>\n<table><tr><td>1</td><td>2&nbsp;3</td></tr></table>\n");
    }
    text.push_str("</body></html>\n");
    text
}

fn content(c: &mut Criterion) {
    let (text, source) = corpus();
    eprintln!("sgml-lexer bench input: {} bytes from {source}", text.len());
    let config = LexerConfig::html4();
    let mut group = c.benchmark_group("tokenize");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(4));
    group.warm_up_time(Duration::from_secs(1));

    group.bench_function("memchr3 scan for < & LF", |b| {
        b.iter(|| memchr::memchr3_iter(b'<', b'&', b'\n', black_box(text.as_bytes())).count())
    });
    group.bench_function("lexer, content mode", |b| {
        b.iter(|| {
            let mut lexer = Lexer::new(black_box(&text), &config);
            lexer.set_mode(Mode::Content { net: false });
            let mut count = 0usize;
            while let Some(token) = lexer.next_token() {
                count += token.span.len() as usize & 1;
            }
            count
        })
    });
    group.bench_function("lexer, driven through all modes", |b| {
        b.iter(|| {
            let mut lexer = Lexer::new(black_box(&text), &config);
            driver::drive(&mut lexer, |token| {
                black_box(token);
            })
        })
    });
    group.finish();
}

criterion_group!(benches, content);
criterion_main!(benches);
