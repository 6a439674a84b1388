//! Fuzz target: the DTD loader (`sgml_dtd::parse::DtdLoader`) on any text, as an external
//! subset (`load_text`) or as a document's DOCTYPE declaration (`load_doctype`), with
//! the bundled catalog and storage (no file access) and one of the bundled SGML
//! declarations, as `omittag::document` wires them.
#![no_main]
#![forbid(unsafe_code)]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use omittag::bundled::{self, CatalogSources};
use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{CatalogSet, decode_text};
use sgml_dtd::parse::{DtdLoader, DtdOptions};

const DECLARATIONS: [&str; 4] = [
    "sgml-decl/w3c-validator.dcl",
    "sgml-decl/html-4.01.decl",
    "sgml-decl/html-2.decl",
    "sgml-decl/xml.dcl",
];

fn declarations() -> &'static [SgmlDeclaration] {
    static PARSED: OnceLock<Vec<SgmlDeclaration>> = OnceLock::new();
    PARSED.get_or_init(|| {
        DECLARATIONS
            .iter()
            .map(|path| {
                let bytes = bundled::storage().get(path).expect("bundled");
                sgml_decl::parse(&decode_text(bytes)).declaration
            })
            .collect()
    })
}

fn catalogs() -> &'static CatalogSet {
    static SET: OnceLock<CatalogSet> = OnceLock::new();
    SET.get_or_init(|| bundled::catalog_set(&CatalogSources::default(), bundled::storage()))
}

// Input: a flags byte (declaration, entry point, warnings), then the text.
fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let declaration = &declarations()[usize::from(flags & 3)];
    let options = DtdOptions {
        warn_undefined: flags & 8 != 0,
        warn_duplicate_entities: flags & 16 != 0,
        ..DtdOptions::default()
    };
    let loader = DtdLoader::new(declaration, catalogs(), bundled::storage()).with_options(options);
    if flags & 4 == 0 {
        let parsed = loader.load_text("HTML", "fuzz.dtd", &text);
        for diagnostic in parsed.diagnostics.iter().take(16) {
            let _ = diagnostic.display(&parsed.dtd, None).to_string();
        }
    } else {
        let offset = text
            .as_bytes()
            .windows(9)
            .position(|w| w.eq_ignore_ascii_case(b"<!DOCTYPE"))
            .unwrap_or(0) as u32;
        let parsed = loader.load_doctype(&text, offset, "fuzz.html", None);
        assert!(
            parsed.end >= offset && parsed.end as usize <= text.len(),
            "end {} of {}",
            parsed.end,
            text.len()
        );
        assert!(text.is_char_boundary(parsed.end as usize));
        for diagnostic in parsed.diagnostics.iter().take(16) {
            let _ = diagnostic.display(&parsed.dtd, Some(&text)).to_string();
        }
    }
});
