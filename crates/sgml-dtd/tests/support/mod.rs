//! The bundled DTDs, entity sets, catalog and SGML declaration, read from the
//! repository into a memory storage as the `omittag` crate embeds them.

#![allow(dead_code)]

use std::path::Path;
use std::sync::Arc;

use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{CatalogSet, MemoryStorage, ParsedCatalog, StorageLocation};
use sgml_dtd::dtd::Dtd;
use sgml_dtd::parse::{DtdDiagnostic, DtdLoader};

/// The repository's `dtd/` and `sgml-decl/` files with the catalog read.
pub(crate) struct Bundle {
    pub(crate) storage: MemoryStorage,
    pub(crate) catalogs: CatalogSet,
    pub(crate) declaration: SgmlDeclaration,
}

impl Bundle {
    pub(crate) fn new() -> Bundle {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut storage = MemoryStorage::new();
        for dir in [
            "dtd",
            "dtd/IETF",
            "dtd/ISO-HTML",
            "dtd/REC-html32-19970114",
            "dtd/REC-html40-19980424",
            "dtd/REC-html401-19991224",
            "sgml-decl",
        ] {
            for entry in std::fs::read_dir(root.join(dir)).unwrap() {
                let path = entry.unwrap().path();
                if path.is_file() {
                    let name = format!("{dir}/{}", path.file_name().unwrap().to_str().unwrap());
                    storage.insert(name, std::fs::read(&path).unwrap());
                }
            }
        }
        let text: Arc<str> = Arc::from(String::from_utf8(storage.get("dtd/catalog").unwrap().to_vec()).unwrap());
        let mut catalogs = CatalogSet::new();
        let location = StorageLocation::Memory("dtd/catalog".into());
        catalogs.add_parsed(&storage, location, text.clone(), &ParsedCatalog::parse(&text));
        let decl = String::from_utf8(storage.get("sgml-decl/w3c-validator.dcl").unwrap().to_vec()).unwrap();
        let parsed = sgml_decl::parse(&decl);
        assert!(parsed.diagnostics.is_empty());
        Bundle {
            storage,
            catalogs,
            declaration: parsed.declaration,
        }
    }

    /// No bundled files, the reference SGML declaration: for generated input.
    pub(crate) fn new_small() -> Bundle {
        Bundle {
            storage: MemoryStorage::new(),
            catalogs: CatalogSet::new(),
            declaration: SgmlDeclaration::reference(),
        }
    }

    pub(crate) fn loader(&self) -> DtdLoader<'_> {
        DtdLoader::new(&self.declaration, &self.catalogs, &self.storage)
    }

    /// The diagnostics as messages, one per line.
    pub(crate) fn messages(&self, dtd: &Dtd, diagnostics: &[DtdDiagnostic]) -> String {
        messages(dtd, diagnostics, None)
    }
}

/// Diagnostics as messages, one per line, locations in `document` for source 0.
pub(crate) fn messages(dtd: &Dtd, diagnostics: &[DtdDiagnostic], document: Option<&str>) -> String {
    diagnostics
        .iter()
        .map(|d| {
            format!(
                "{} [{}]\n",
                d.display(dtd, document),
                sgml_source::DiagnosticKind::code(d.kind())
            )
        })
        .collect()
}
