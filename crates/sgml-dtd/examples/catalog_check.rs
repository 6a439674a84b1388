//! Resolves document type declarations through catalogs, for the differential check
//! against onsgmls in `tests/differential/` (see its README).
//!
//! Usage: `catalog_check DOCUMENT CATALOG...`. Reads the catalogs in order (as `-c`
//! catalogs), then lines `PUBLIC<TAB>SYSTEM` (`-` for an identifier not given) naming the
//! external identifier of `<!DOCTYPE X ...>` in DOCUMENT, and prints the file each
//! resolves to, or `-`.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use sgml_dtd::catalog::{CatalogSet, EntityKind, ExternalEntity, FileStorage, StorageLocation};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(document) = args.next() else {
        eprintln!("usage: catalog_check DOCUMENT CATALOG...");
        std::process::exit(2);
    };
    let document = StorageLocation::File(PathBuf::from(document));
    let mut set = CatalogSet::new();
    for catalog in args {
        set.load(&FileStorage, StorageLocation::File(PathBuf::from(catalog)), true);
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let mut fields = line.split('\t');
        let given = |field: Option<&str>| field.filter(|f| *f != "-").map(str::to_owned);
        let public_id = given(fields.next());
        let system_id = given(fields.next());
        let entity = ExternalEntity {
            kind: EntityKind::Doctype,
            name: "X",
            public_id: public_id.as_deref(),
            system_id: system_id.as_deref(),
            fold_case: true,
            declared_in: Some(&document),
        };
        let answer = match set.resolve(&FileStorage, &entity).result {
            Ok(resolved) => resolved.location.to_string(),
            Err(_) => "-".to_owned(),
        };
        if writeln!(out, "{answer}").is_err() {
            break;
        }
    }
}
