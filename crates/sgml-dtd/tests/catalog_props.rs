//! Fuzz-like property tests of catalog reading and resolution: any text parses without
//! panicking, with spans inside the text in order; catalogs that name and delegate to
//! each other in any way resolve without panicking or looping.

use std::sync::Arc;

use proptest::prelude::*;
use sgml_dtd::catalog::{CatalogSet, EntityKind, ExternalEntity, MemoryStorage, ParsedCatalog, StorageLocation};

/// Text made mostly of catalog syntax.
fn catalog_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("PUBLIC ".to_owned()),
        Just("SYSTEM ".to_owned()),
        Just("DELEGATE ".to_owned()),
        Just("CATALOG ".to_owned()),
        Just("BASE ".to_owned()),
        Just("OVERRIDE ".to_owned()),
        Just("YES ".to_owned()),
        Just("DOCTYPE ".to_owned()),
        Just("ENTITY %".to_owned()),
        Just("SGMLDECL ".to_owned()),
        Just("--".to_owned()),
        Just("\"".to_owned()),
        Just("'".to_owned()),
        Just("-//A//".to_owned()),
        Just("c1 ".to_owned()),
        Just("c2 ".to_owned()),
        Just("\"-//A//DTD X//EN\" ".to_owned()),
        "[ \\t\\r\\n\\x00a-z\u{e9}\u{4e00}-]{1,4}",
    ];
    prop::collection::vec(piece, 0..30).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_parses(text in catalog_text()) {
        let parsed = ParsedCatalog::parse(&text);
        let mut last_end = 0;
        for at in &parsed.entries {
            prop_assert!(at.span.start >= last_end && at.span.end as usize <= text.len());
            prop_assert!(text.is_char_boundary(at.span.start as usize) && text.is_char_boundary(at.span.end as usize));
            last_end = at.span.end;
        }
        for diagnostic in &parsed.diagnostics {
            let span = diagnostic.span;
            prop_assert!(span.start <= span.end && span.end as usize <= text.len());
            prop_assert!(text.is_char_boundary(span.start as usize) && text.is_char_boundary(span.end as usize));
        }
    }

    #[test]
    fn catalogs_naming_each_other_resolve(texts in prop::collection::vec(catalog_text(), 3), id in "-//A//[A-Z ]{0,6}") {
        let mut storage = MemoryStorage::new();
        for (i, text) in texts.iter().enumerate() {
            storage.insert(format!("c{i}"), text.clone().into_bytes());
        }
        let mut set = CatalogSet::new();
        set.load(&storage, StorageLocation::Memory("c0".into()), true);
        let text: Arc<str> = Arc::from(texts[1].as_str());
        set.add_parsed(&storage, StorageLocation::Memory("c1".into()), text.clone(), &ParsedCatalog::parse(&text));
        for diagnostic in set.diagnostics() {
            if let Some(lc) = diagnostic.line_col() {
                prop_assert!(lc.line >= 1);
            }
        }
        let _ = set.lookup_public(&storage, &id);
        let entity = ExternalEntity {
            kind: EntityKind::ParameterEntity,
            name: "A",
            public_id: Some(&id),
            system_id: Some("c2"),
            fold_case: true,
            declared_in: None,
        };
        let _ = set.resolve(&storage, &entity);
        let _ = set.sgml_decl();
    }
}
