//! The instance parser and the ESIS writer, in process, in MB/s of document bytes:
//! parsing and validating with the events discarded, then the same with the events
//! written as ESIS (into memory), as `omittag esis` writes them, plain and with
//! `-oomitted -oline`. The difference between the two is the cost of ESIS writing.
//!
//! The DTD is HTML 4.01 Transitional from the repository's `dtd/`, loaded once. The
//! document is `$OMITTAG_BENCH_DOCUMENT` when set (its instance: whatever follows its
//! DOCTYPE declaration), else about 1 MB made here of the parts that make HTML costly
//! to parse: tables whose TBODY, TR and TD tags are omitted, lists without LI end tags,
//! paragraphs without P end tags, attributes, entity and character references.
//!
//! Run: `cargo bench -p sgml-parser --bench esis`.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sgml_dtd::catalog::{CatalogSet, MemoryStorage, ParsedCatalog, StorageLocation};
use sgml_dtd::parse::DtdLoader;
use sgml_parser::esis::EsisOptions;
use sgml_parser::{EntityTexts, EsisSink, Event, EventSink, InstanceContext, InstanceParser, ParserOptions};

/// The files the DTD load reads, embedded as the `omittag` crate embeds them.
const FILES: &[(&str, &[u8])] = &[
    ("dtd/catalog", include_bytes!("../../../dtd/catalog")),
    (
        "dtd/REC-html401-19991224/loose.dtd",
        include_bytes!("../../../dtd/REC-html401-19991224/loose.dtd"),
    ),
    (
        "dtd/REC-html401-19991224/HTMLlat1.ent",
        include_bytes!("../../../dtd/REC-html401-19991224/HTMLlat1.ent"),
    ),
    (
        "dtd/REC-html401-19991224/HTMLsymbol.ent",
        include_bytes!("../../../dtd/REC-html401-19991224/HTMLsymbol.ent"),
    ),
    (
        "dtd/REC-html401-19991224/HTMLspecial.ent",
        include_bytes!("../../../dtd/REC-html401-19991224/HTMLspecial.ent"),
    ),
];

const DECLARATION: &str = include_str!("../../../sgml-decl/w3c-validator.dcl");

/// About `size` bytes of an HTML 4.01 Transitional instance with omitted tags and
/// references (the same text every time).
fn generated_instance(size: usize) -> String {
    let words = [
        "markup",
        "element",
        "attribute",
        "entity",
        "omitted",
        "content",
        "model",
        "record",
        "parser",
        "the",
        "of",
        "and",
        "table",
        "list",
    ];
    let mut out = String::from("<html><head><title>ESIS benchmark</title></head><body>\n");
    let mut n = 0usize;
    let word = |n: &mut usize| {
        *n += 1;
        words[(*n * 7 + *n / 3) % words.len()]
    };
    let mut section = 0;
    while out.len() < size {
        section += 1;
        out.push_str(&format!(
            "<h2 id=\"s{section}\">Section {section} &mdash; {}</h2>\n",
            word(&mut n)
        ));
        for _ in 0..3 {
            out.push_str("<p>");
            for i in 0..40 {
                match i % 13 {
                    3 => out.push_str("&amp; "),
                    7 => out.push_str("&#233;t&eacute; "),
                    9 => out.push_str(&format!(
                        "<a href=\"#s{}\" title=\"{}\">{}</a> ",
                        section,
                        word(&mut n),
                        word(&mut n)
                    )),
                    11 => out.push_str(&format!("<em>{}</em> ", word(&mut n))),
                    _ => {
                        out.push_str(word(&mut n));
                        out.push(' ');
                    }
                }
            }
            out.push('\n');
        }
        out.push_str("<table border=1 summary=\"figures\">\n<tr><th>name<th>value<th>note\n");
        for row in 0..6 {
            out.push_str(&format!(
                "<tr><td>{}<td align=right>{}<td>{} &lt;{}&gt;\n",
                word(&mut n),
                row * 37 + section,
                word(&mut n),
                word(&mut n)
            ));
        }
        out.push_str("</table>\n<ul>\n");
        for _ in 0..5 {
            out.push_str(&format!("<li>{} {} {}\n", word(&mut n), word(&mut n), word(&mut n)));
        }
        out.push_str("</ul>\n");
    }
    out.push_str("</body></html>\n");
    out
}

/// The instance to parse: the environment's document after its DOCTYPE, or a made one.
fn instance() -> (String, String) {
    if let Some(path) = std::env::var_os("OMITTAG_BENCH_DOCUMENT") {
        let text = std::fs::read_to_string(&path).expect("OMITTAG_BENCH_DOCUMENT is a readable UTF-8 file");
        let start = text
            .find("<!DOCTYPE")
            .or_else(|| text.find("<!doctype"))
            .and_then(|d| text[d..].find('>').map(|e| d + e + 1))
            .unwrap_or(0);
        return (path.to_string_lossy().into_owned(), text[start..].to_owned());
    }
    ("generated".to_owned(), generated_instance(1_000_000))
}

/// Discards events.
struct Discard;

impl EventSink for Discard {
    fn event(&mut self, event: Event<'_>) {
        black_box(&event);
    }
}

fn esis(c: &mut Criterion) {
    let mut storage = MemoryStorage::new();
    for &(path, bytes) in FILES {
        storage.insert(path, bytes);
    }
    let catalog_text: Arc<str> = Arc::from(std::str::from_utf8(FILES[0].1).expect("the catalog is UTF-8"));
    let mut catalogs = CatalogSet::new();
    let parsed = ParsedCatalog::parse(&catalog_text);
    catalogs.add_parsed(
        &storage,
        StorageLocation::Memory("dtd/catalog".into()),
        catalog_text,
        &parsed,
    );
    let declaration = sgml_decl::parse(DECLARATION).declaration;
    let loader = DtdLoader::new(&declaration, &catalogs, &storage);
    let loaded = loader.load_external("HTML", Some("-//W3C//DTD HTML 4.01 Transitional//EN"), None);
    assert!(loaded.diagnostics.is_empty(), "the DTD loads without messages");
    let dtd = loaded.dtd;
    let options = ParserOptions::default();
    let (name, text) = instance();
    eprintln!("document: {name}, {} bytes", text.len());

    let parse = |sink: &mut dyn EventSink| {
        let texts = EntityTexts::new();
        let cx = InstanceContext {
            declaration: &declaration,
            lexer_config: loader.lexer_config(),
            dtd: &dtd,
            validate: true,
            options: &options,
            loader: None,
            texts: &texts,
            links: &[],
        };
        let (diagnostics, _) = InstanceParser::new(cx, &text, 0, sink).parse();
        diagnostics.len()
    };
    // The made document is valid: its ESIS must be whole.
    if name == "generated" {
        assert_eq!(parse(&mut Discard), 0, "the generated document is valid");
    }

    let mut group = c.benchmark_group("instance");
    group.sample_size(10).measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("parse, events discarded", |b| b.iter(|| black_box(parse(&mut Discard))));
    for (label, esis_options) in [
        ("parse + ESIS", EsisOptions::default()),
        ("parse + ESIS -oomitted -oline", {
            let mut options = EsisOptions::default();
            options.omitted = true;
            options.line = true;
            options
        }),
    ] {
        let mut out = Vec::with_capacity(text.len() * 8);
        group.bench_function(label, |b| {
            b.iter(|| {
                out.clear();
                let mut sink = EsisSink::new(&mut out, esis_options, (&name, &text));
                sink.set_dtd(&dtd);
                let findings = parse(&mut sink);
                sink.finish(findings == 0).expect("writing to memory");
                black_box(out.len())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, esis);
criterion_main!(benches);
