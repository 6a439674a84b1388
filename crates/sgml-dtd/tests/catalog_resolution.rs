//! Catalog resolution rule by rule, each case checked first with OpenSP 1.5.2's onsgmls
//! (`SGML_CATALOG_FILES= SP_USE_DOCUMENT_CATALOG=NO onsgmls -c CAT1 -c CAT2 doc.sgml`, each
//! candidate DTD giving a different attribute default so the ESIS shows which was read).
//! The expected answers below are what onsgmls chose.

use std::path::{Path, PathBuf};

use sgml_dtd::catalog::{
    CatalogSet, EntityKind, ExternalEntity, FileStorage, ResolveError, ResolvedBy, StorageLocation,
};

/// A temporary directory of catalogs and files.
struct Fixture {
    dir: PathBuf,
}

impl Fixture {
    fn new(name: &str) -> Fixture {
        let dir = std::env::temp_dir().join(format!("omittag-catalog-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for dtd in ["d1.dtd", "d2.dtd", "d3.dtd", "d4.dtd", "d5.dtd"] {
            std::fs::write(dir.join(dtd), "<!ELEMENT X - O EMPTY>").unwrap();
        }
        Fixture { dir }
    }

    fn write(&self, path: &str, text: &str) -> &Fixture {
        let path = self.dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        self
    }

    /// The catalogs, read as `-c` catalogs in this order.
    fn catalogs(&self, names: &[&str]) -> CatalogSet {
        let mut set = CatalogSet::new();
        for name in names {
            set.load(&FileStorage, StorageLocation::File(self.dir.join(name)), true);
        }
        set
    }

    /// The document whose DOCTYPE is `X` with these identifiers.
    fn doc(&self) -> StorageLocation {
        StorageLocation::File(self.dir.join("doc.sgml"))
    }

    /// Which file `set` resolves the DOCTYPE to, relative to the fixture, or "none".
    fn which(&self, set: &CatalogSet, public_id: Option<&str>, system_id: Option<&str>) -> String {
        let doc = self.doc();
        let entity = ExternalEntity {
            kind: EntityKind::Doctype,
            name: "X",
            public_id,
            system_id,
            fold_case: true,
            declared_in: Some(&doc),
        };
        match set.resolve(&FileStorage, &entity).result {
            Ok(resolved) => match resolved.location {
                StorageLocation::File(path) => relative(&self.dir, &path),
                other => panic!("unexpected {other:?}"),
            },
            Err(_) => "none".into(),
        }
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `path` relative to `dir`, `..` resolved lexically.
fn relative(dir: &Path, path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for component in path.strip_prefix(dir).unwrap_or(path).components() {
        match component {
            std::path::Component::ParentDir => {
                parts.pop();
            }
            std::path::Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    parts.join("/")
}

fn codes(set: &CatalogSet) -> Vec<&'static str> {
    set.diagnostics().iter().map(|d| d.diagnostic.kind.code()).collect()
}

const P: Option<&str> = Some("-//T//DTD P//EN");

#[test]
fn system_entry_wins_over_public_entry_in_the_same_catalog() {
    let f = Fixture::new("system-public");
    f.write(
        "c1",
        "PUBLIC \"-//T//DTD P//EN\" d1.dtd\nSYSTEM \"http://x/s.dtd\" \"d2.dtd\"\n",
    );
    let set = f.catalogs(&["c1"]);
    assert_eq!(f.which(&set, P, Some("http://x/s.dtd")), "d2.dtd");
    // without the system identifier, the PUBLIC entry applies
    assert_eq!(f.which(&set, P, None), "d1.dtd");
}

#[test]
fn public_entry_of_an_earlier_catalog_wins_over_a_system_entry() {
    let f = Fixture::new("earlier-public");
    f.write("a", "OVERRIDE YES\nPUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    f.write("b", "SYSTEM \"http://x/s.dtd\" \"d2.dtd\"\n");
    assert_eq!(f.which(&f.catalogs(&["a", "b"]), P, Some("http://x/s.dtd")), "d1.dtd");
    assert_eq!(f.which(&f.catalogs(&["b", "a"]), P, Some("http://x/s.dtd")), "d2.dtd");
    // under OVERRIDE NO (the default), a PUBLIC entry does not apply when a system
    // identifier is given: the later SYSTEM entry is used
    f.write("a-no", "PUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    assert_eq!(
        f.which(&f.catalogs(&["a-no", "b"]), P, Some("http://x/s.dtd")),
        "d2.dtd"
    );
}

#[test]
fn override_decides_between_public_entry_and_given_system_identifier() {
    let f = Fixture::new("override");
    f.write("no", "OVERRIDE NO\nPUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    f.write("yes", "OVERRIDE YES\nPUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    f.write("yes2", "OVERRIDE YES\nPUBLIC \"-//T//DTD P//EN\" d2.dtd\n");
    assert_eq!(f.which(&f.catalogs(&["no"]), P, Some("d3.dtd")), "d3.dtd");
    assert_eq!(f.which(&f.catalogs(&["yes"]), P, Some("d3.dtd")), "d1.dtd");
    // an OVERRIDE NO entry, then an OVERRIDE YES one for the same identifier in a later
    // catalog: the first applies without a system identifier, the second with one
    let set = f.catalogs(&["no", "yes2"]);
    assert_eq!(f.which(&set, P, Some("d3.dtd")), "d2.dtd");
    assert_eq!(f.which(&set, P, None), "d1.dtd");
}

#[test]
fn doctype_entries_by_document_type_name() {
    let f = Fixture::new("doctype");
    f.write("c4", "DOCTYPE x d4.dtd\n");
    f.write("c4y", "OVERRIDE YES\nDOCTYPE x d4.dtd\n");
    f.write("c4z", "PUBLIC \"-//T//DTD P//EN\" d1.dtd\nDOCTYPE X d4.dtd\n");
    f.write("pub", "PUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    let unknown = Some("-//T//NOPE//EN");
    // the name matches in any case (NAMECASE GENERAL YES)
    assert_eq!(f.which(&f.catalogs(&["c4"]), unknown, None), "d4.dtd");
    assert_eq!(f.which(&f.catalogs(&["c4"]), None, None), "d4.dtd");
    // a given system identifier wins under OVERRIDE NO, not under OVERRIDE YES
    assert_eq!(f.which(&f.catalogs(&["c4"]), P, Some("d3.dtd")), "d3.dtd");
    assert_eq!(f.which(&f.catalogs(&["c4y"]), P, Some("d3.dtd")), "d4.dtd");
    // a PUBLIC entry wins in the same catalog; otherwise the earlier catalog wins
    assert_eq!(f.which(&f.catalogs(&["c4z"]), P, None), "d1.dtd");
    assert_eq!(f.which(&f.catalogs(&["c4", "pub"]), P, None), "d4.dtd");
    assert_eq!(f.which(&f.catalogs(&["pub", "c4"]), P, None), "d1.dtd");
    // without case folding, names match exactly
    let set = f.catalogs(&["c4"]);
    let doc = f.doc();
    let exact = ExternalEntity {
        kind: EntityKind::Doctype,
        name: "X",
        public_id: None,
        system_id: None,
        fold_case: false,
        declared_in: Some(&doc),
    };
    assert_eq!(
        set.resolve(&FileStorage, &exact).result,
        Err(ResolveError::NotInCatalog)
    );
}

#[test]
fn entity_entries_general_and_parameter() {
    let f = Fixture::new("entity");
    f.write("c", "ENTITY %pe d1.dtd\nENTITY ge d2.dtd\n");
    let set = f.catalogs(&["c"]);
    let doc = f.doc();
    let entity = |kind, name| ExternalEntity {
        kind,
        name,
        public_id: None,
        system_id: None,
        fold_case: false,
        declared_in: Some(&doc),
    };
    let which = |e: ExternalEntity<'_>| {
        set.resolve(&FileStorage, &e)
            .result
            .map(|r| relative(&f.dir, path_of(&r.location)))
    };
    assert_eq!(which(entity(EntityKind::ParameterEntity, "pe")), Ok("d1.dtd".into()));
    assert_eq!(which(entity(EntityKind::GeneralEntity, "ge")), Ok("d2.dtd".into()));
    assert!(which(entity(EntityKind::GeneralEntity, "pe")).is_err());
    assert!(which(entity(EntityKind::ParameterEntity, "ge")).is_err());
}

fn path_of(location: &StorageLocation) -> &Path {
    match location {
        StorageLocation::File(path) => path,
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn delegate_entries() {
    let f = Fixture::new("delegate");
    f.write("sub/cat5", "PUBLIC \"-//T//DTD P//EN\" \"../d5.dtd\"\n");
    f.write("c5", "DELEGATE \"-//T//\" \"sub/cat5\"\n");
    f.write("c5b", "DELEGATE \"-//T\" \"sub/cat5\"\n");
    f.write("c5c", "DELEGATE \"-//T//DTD\" \"sub/cat5\"\n");
    f.write(
        "c5d",
        "DELEGATE \"-//T//\" \"sub/cat5\"\nPUBLIC \"-//T//DTD P//EN\" d1.dtd\n",
    );
    f.write("pub", "PUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    f.write("sub/cat5g", "PUBLIC \"-//T//DTD Q//EN\" \"../d5.dtd\"\n");
    f.write("c5g", "DELEGATE \"-//T//\" \"sub/cat5g\"\n");
    assert_eq!(f.which(&f.catalogs(&["c5"]), P, None), "d5.dtd");
    // prefixes end at or just before a "//"
    assert_eq!(f.which(&f.catalogs(&["c5b"]), P, None), "d5.dtd");
    assert_eq!(f.which(&f.catalogs(&["c5c"]), P, None), "none");
    // a PUBLIC entry wins in the same catalog; otherwise the earlier catalog wins
    assert_eq!(f.which(&f.catalogs(&["c5d"]), P, None), "d1.dtd");
    assert_eq!(f.which(&f.catalogs(&["c5", "pub"]), P, None), "d5.dtd");
    assert_eq!(f.which(&f.catalogs(&["pub", "c5"]), P, None), "d1.dtd");
    // the delegated catalog lacks the entry: an error, not a fallback
    let set = f.catalogs(&["c5g"]);
    let doc = f.doc();
    let entity = ExternalEntity {
        kind: EntityKind::Doctype,
        name: "X",
        public_id: P,
        system_id: None,
        fold_case: true,
        declared_in: Some(&doc),
    };
    let resolution = set.resolve(&FileStorage, &entity);
    assert!(matches!(resolution.result, Err(ResolveError::DelegateFailed { .. })));
    let codes: Vec<_> = resolution
        .diagnostics
        .iter()
        .map(|d| d.diagnostic.kind.code())
        .collect();
    assert_eq!(codes, ["catalog-no-public-entry-in-delegate"]);
    // OVERRIDE NO (default): a DELEGATE entry does not apply with a system identifier
    assert_eq!(f.which(&f.catalogs(&["c5"]), P, Some("d3.dtd")), "d3.dtd");
    let set = f.catalogs(&["c5"]);
    assert_eq!(
        set.lookup_public(&FileStorage, "-//T//DTD P//EN").result.unwrap().by,
        ResolvedBy::Delegate(0)
    );
}

#[test]
fn catalog_entries_read_after_their_catalog() {
    let f = Fixture::new("catalog-entry");
    f.write("sub2/inner", "OVERRIDE YES\nPUBLIC \"-//T//DTD P//EN\" \"../d2.dtd\"\n");
    f.write("c6", "CATALOG \"sub2/inner\"\nPUBLIC \"-//T//DTD P//EN\" \"d1.dtd\"\n");
    f.write("c6b", "CATALOG \"sub2/inner\"\n");
    f.write("pub", "PUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    f.write("c6c", "CATALOG \"sub2/missing\"\n");
    // the CATALOG entry's catalog comes after the whole of the catalog naming it...
    assert_eq!(f.which(&f.catalogs(&["c6"]), P, None), "d1.dtd");
    // ...and before the next catalog of the list
    assert_eq!(f.which(&f.catalogs(&["c6b", "pub"]), P, None), "d2.dtd");
    let set = f.catalogs(&["c6b", "pub"]);
    assert_eq!(set.files().len(), 3);
    // a missing catalog named by CATALOG is an error; the others still apply
    let set = f.catalogs(&["c6c", "pub"]);
    assert_eq!(codes(&set), ["catalog-not-found"]);
    assert_eq!(f.which(&set, P, None), "d1.dtd");
    // placed at the catalog's name, where onsgmls reports it
    let diagnostic = &set.diagnostics()[0];
    assert_eq!(diagnostic.line_col().map(|lc| (lc.line, lc.column)), Some((1, 8)));
}

#[test]
fn catalog_loops_are_reported_and_broken() {
    let f = Fixture::new("loop");
    f.write("c6d", "CATALOG \"c6d\"\nPUBLIC \"-//T//DTD P//EN\" \"d1.dtd\"\n");
    f.write("c6e", "CATALOG \"c6f\"\n");
    f.write("c6f", "CATALOG \"c6e\"\nPUBLIC \"-//T//DTD P//EN\" \"d1.dtd\"\n");
    let set = f.catalogs(&["c6d"]);
    assert_eq!(codes(&set), ["catalog-loop"]);
    assert_eq!(f.which(&set, P, None), "d1.dtd");
    let set = f.catalogs(&["c6e"]);
    assert_eq!(codes(&set), ["catalog-loop"]);
    // reported at the CATALOG entry that closes the loop, in c6f (as onsgmls does)
    assert_eq!(
        set.diagnostics()[0].catalog,
        Some(StorageLocation::File(f.dir.join("c6f")))
    );
    assert_eq!(f.which(&set, P, None), "d1.dtd");
}

#[test]
fn base_entries() {
    let f = Fixture::new("base");
    f.write("sub/cat5", "-- any file --");
    f.write("c7", "BASE \"sub/cat5\"\nPUBLIC \"-//T//DTD P//EN\" \"../d3.dtd\"\n");
    f.write("c7b", "BASE \"sub/\"\nPUBLIC \"-//T//DTD P//EN\" \"../d3.dtd\"\n");
    f.write("c7c", "BASE \"nonexist/x\"\nPUBLIC \"-//T//DTD P//EN\" \"d3.dtd\"\n");
    f.write("c7d", "BASE \"sub/cat5\"\nCATALOG \"cat5\"\n");
    assert_eq!(f.which(&f.catalogs(&["c7"]), P, None), "d3.dtd");
    // a directory: reported, and used
    let set = f.catalogs(&["c7b"]);
    assert_eq!(codes(&set), ["catalog-base-is-directory"]);
    assert_eq!(f.which(&set, P, None), "d3.dtd");
    // a missing file: reported, and entries stay relative to the catalog
    let set = f.catalogs(&["c7c"]);
    assert_eq!(codes(&set), ["catalog-base-not-found"]);
    assert_eq!(f.which(&set, P, None), "d3.dtd");
    // CATALOG entries are relative to the catalog, not to BASE
    assert_eq!(codes(&f.catalogs(&["c7d"])), ["catalog-not-found"]);
}

#[test]
fn public_identifiers_match_after_normalization() {
    let f = Fixture::new("normalize");
    f.write("c8", "PUBLIC \"  -//T//DTD\n   P//EN  \" d1.dtd\n");
    f.write("c12", "PUBLIC \"-//T//DTD\r\nP//EN\" d2.dtd\n");
    assert_eq!(f.which(&f.catalogs(&["c8"]), P, None), "d1.dtd");
    assert_eq!(
        f.which(&f.catalogs(&["c8"]), Some(" -//T//DTD   P//EN"), None),
        "d1.dtd"
    );
    assert_eq!(f.which(&f.catalogs(&["c12"]), P, None), "d2.dtd");
    // a malformed entry is lost, as with onsgmls, and reported
    f.write("c9", "PUBLIC -//T//DTD d1.dtd\nPUBLIC \"-//T//DTD P//EN\" d2.dtd\n");
    let set = f.catalogs(&["c9"]);
    assert_eq!(codes(&set), ["catalog-literal-expected"]);
    assert_eq!(f.which(&set, P, None), "none");
}

#[test]
fn sgmldecl_first_catalog_wins() {
    let f = Fixture::new("sgmldecl");
    f.write("a", "SGMLDECL \"decl1.dcl\"\nSGMLDECL \"decl3.dcl\"\n");
    f.write(
        "b",
        "DTDDECL \"-//T//DTD P//EN\" \"decl2.dcl\"\nSGMLDECL \"sub/decl2.dcl\"\n",
    );
    let decl = |set: &CatalogSet| set.sgml_decl().map(|l| relative(&f.dir, path_of(&l)));
    assert_eq!(decl(&f.catalogs(&["a", "b"])), Some("decl1.dcl".into()));
    assert_eq!(decl(&f.catalogs(&["b", "a"])), Some("sub/decl2.dcl".into()));
    assert_eq!(decl(&f.catalogs(&[])), None);
}

#[test]
fn urls_are_never_fetched() {
    let f = Fixture::new("urls");
    f.write("c", "PUBLIC \"-//T//DTD P//EN\" \"http://example.org/p.dtd\"\n");
    let set = f.catalogs(&["c"]);
    let doc = f.doc();
    let entity = |system_id| ExternalEntity {
        kind: EntityKind::Doctype,
        name: "X",
        public_id: None,
        system_id,
        fold_case: true,
        declared_in: Some(&doc),
    };
    assert_eq!(
        set.resolve(&FileStorage, &entity(Some("http://example.org/x.dtd")))
            .result,
        Err(ResolveError::NotLocal("http://example.org/x.dtd".into()))
    );
    assert_eq!(
        set.lookup_public(&FileStorage, "-//T//DTD P//EN").result,
        Err(ResolveError::NotLocal("http://example.org/p.dtd".into()))
    );
    // a relative system identifier is relative to the document
    assert_eq!(
        set.resolve(&FileStorage, &entity(Some("d3.dtd")))
            .result
            .unwrap()
            .location,
        StorageLocation::File(f.dir.join("d3.dtd"))
    );
}

#[test]
fn missing_command_line_catalog_is_reported_but_optional_ones_are_not() {
    let f = Fixture::new("missing");
    let mut set = CatalogSet::new();
    set.load(&FileStorage, StorageLocation::File(f.dir.join("nope")), true);
    set.load(&FileStorage, StorageLocation::File(f.dir.join("nope2")), false);
    assert_eq!(codes(&set), ["catalog-not-found"]);
    assert!(set.diagnostics()[0].catalog.is_none());
    assert!(set.files().is_empty());
}

#[test]
fn catalogs_named_many_times_are_read_once() {
    // each catalog names the next one twice: read naively, 2^40 catalogs
    let f = Fixture::new("diamond");
    for i in 0..40 {
        f.write(
            &format!("k{i}"),
            &format!("CATALOG \"k{n}\"\nCATALOG \"k{n}\"\n", n = i + 1),
        );
    }
    f.write("k40", "PUBLIC \"-//T//DTD P//EN\" d1.dtd\n");
    let set = f.catalogs(&["k0", "k0"]);
    assert_eq!(set.files().len(), 41);
    assert!(set.diagnostics().is_empty());
    assert_eq!(f.which(&set, P, None), "d1.dtd");
}

#[test]
fn catalog_sets_and_storages_are_shareable() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<CatalogSet>();
    send_sync::<sgml_dtd::catalog::MemoryStorage>();
    send_sync::<FileStorage>();
}
