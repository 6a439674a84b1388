//! Loading HTML 4.01 Transitional from embedded files, as a one-shot `omittag` run
//! does: catalog lookup, the DTD and its three entity sets read, parameter entities
//! expanded, every content model compiled.
//!
//! Run: `cargo bench -p sgml-dtd --bench load`. On a busy machine, where wall-clock
//! figures mean little, `DTD_LOAD_ITERATIONS=2000 perf stat -e task-clock
//! target/release/deps/load-*` runs that many loads without criterion: divide the
//! task clock by the count.

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, criterion_group};
use sgml_dtd::catalog::{CatalogSet, MemoryStorage, ParsedCatalog, StorageLocation};
use sgml_dtd::parse::DtdLoader;

/// The files the load reads, embedded as the `omittag` crate embeds them.
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

struct Setup {
    storage: MemoryStorage,
    catalogs: CatalogSet,
    declaration: sgml_decl::SgmlDeclaration,
}

fn setup() -> Setup {
    let mut storage = MemoryStorage::new();
    for &(path, bytes) in FILES {
        storage.insert(path, bytes);
    }
    let text: Arc<str> = Arc::from(std::str::from_utf8(FILES[0].1).expect("the catalog is UTF-8"));
    let mut catalogs = CatalogSet::new();
    let catalog = ParsedCatalog::parse(&text);
    catalogs.add_parsed(&storage, StorageLocation::Memory("dtd/catalog".into()), text, &catalog);
    let declaration = sgml_decl::parse(DECLARATION).declaration;
    Setup {
        storage,
        catalogs,
        declaration,
    }
}

fn load(c: &mut Criterion) {
    let Setup {
        storage,
        catalogs,
        declaration,
    } = setup();
    let loader = DtdLoader::new(&declaration, &catalogs, &storage);
    let check = loader.load_external("HTML", Some("-//W3C//DTD HTML 4.01 Transitional//EN"), None);
    assert!(check.diagnostics.is_empty() && check.dtd.elements.len() == 89);

    c.bench_function("load HTML 4.01 Transitional (parse + compile)", |b| {
        b.iter(|| {
            let parsed = loader.load_external("HTML", Some(black_box("-//W3C//DTD HTML 4.01 Transitional//EN")), None);
            black_box(parsed.dtd.elements.len())
        })
    });
    c.bench_function("loader from the SGML declaration", |b| {
        b.iter(|| {
            black_box(
                DtdLoader::new(&declaration, &catalogs, &storage)
                    .lexer_config()
                    .options(),
            )
        })
    });
}

criterion_group!(benches, load);

fn main() {
    if let Some(count) = std::env::var("DTD_LOAD_ITERATIONS")
        .ok()
        .and_then(|n| n.parse::<u32>().ok())
    {
        let setup = setup();
        let loader = DtdLoader::new(&setup.declaration, &setup.catalogs, &setup.storage);
        for _ in 0..count {
            let parsed = loader.load_external("HTML", Some(black_box("-//W3C//DTD HTML 4.01 Transitional//EN")), None);
            black_box(parsed.dtd.elements.len());
        }
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
