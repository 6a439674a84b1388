//! Fuzz target: the catalog parser (`sgml_dtd::catalog::ParsedCatalog::parse`) on any
//! text; then a catalog set read from it (its CATALOG entries may name it again, or a
//! copy in a subfolder, or the bundled files) and lookups of what it maps.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;
use sgml_dtd::catalog::{
    CatalogSet, EntityKind, ExternalEntity, MemoryStorage, ParsedCatalog, StorageLocation, StorageStack,
};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let parsed = ParsedCatalog::parse(&text);
    for diagnostic in &parsed.diagnostics {
        assert!(diagnostic.span.start <= diagnostic.span.end, "{diagnostic:?}");
        assert!(diagnostic.span.end as usize <= text.len(), "{diagnostic:?}");
    }

    let mut own = MemoryStorage::new();
    own.insert("fuzz/catalog", data.to_vec());
    own.insert("fuzz/sub/catalog", data.to_vec());
    let storage = StorageStack::new().with(&own).with(omittag::bundled::storage());
    let mut set = CatalogSet::new();
    set.load(&storage, StorageLocation::Memory("fuzz/catalog".to_owned()), true);
    omittag::bundled::add_bundled_catalog(&mut set);
    let _ = set.sgml_decl();
    let _ = set.document();
    let public: Vec<String> = set.public_ids().take(16).map(str::to_owned).collect();
    let system: Vec<String> = set.system_ids().take(16).map(str::to_owned).collect();
    for id in &public {
        let _ = set.lookup_public(&storage, id);
    }
    for (i, id) in system.iter().enumerate() {
        let entity = ExternalEntity {
            kind: if i % 2 == 0 {
                EntityKind::ParameterEntity
            } else {
                EntityKind::Doctype
            },
            name: "HTML",
            public_id: public.get(i).map(String::as_str),
            system_id: Some(id),
            fold_case: i % 3 == 0,
            declared_in: None,
        };
        let _ = set.resolve(&storage, &entity);
    }
});
