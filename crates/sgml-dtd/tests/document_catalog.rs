//! Catalogs that come with a document (the file `catalog` beside it) are held to the file
//! access policy, as the document's own system identifiers are; catalogs nested too deep
//! are reported; only regular files of bounded size are read as catalogs and entities.

use std::path::{Path, PathBuf};

use sgml_dtd::catalog::{CatalogSet, FileAccess, FileStorage, Storage, StorageLocation, read_regular_file};

/// A scratch tree: `doc/` (the document's directory, with `doc/inside.ent`), and
/// `secret.ent` outside it.
fn tree(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("sgml-dtd-document-catalog-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("doc/sub")).unwrap();
    std::fs::write(root.join("doc/inside.ent"), "inside").unwrap();
    std::fs::write(root.join("secret.ent"), "SECRET-MARKER").unwrap();
    root
}

fn codes(set: &CatalogSet) -> Vec<&'static str> {
    set.diagnostics().iter().map(|d| d.diagnostic.kind.code()).collect()
}

fn public(set: &CatalogSet, id: &str) -> Option<StorageLocation> {
    set.lookup_public(&FileStorage, id).result.ok().map(|r| r.location)
}

fn policy(root: &Path) -> FileAccess {
    FileAccess::DocumentTree(vec![]).for_document(Some(&root.join("doc/page.sgml")), [])
}

#[test]
fn a_document_catalog_maps_only_inside_the_document_tree() {
    let root = tree("maps");
    let secret = root.join("secret.ent").display().to_string();
    std::fs::write(
        root.join("doc/catalog"),
        format!(
            "PUBLIC \"-//T//TEXT Inside//EN\" \"inside.ent\"\n\
             PUBLIC \"-//T//TEXT Up//EN\" \"../secret.ent\"\n\
             PUBLIC \"-//T//TEXT Abs//EN\" \"{secret}\"\n\
             PUBLIC \"-//T//TEXT Passwd//EN\" \"/etc/passwd\"\n\
             SGMLDECL \"/etc/passwd\"\n\
             CATALOG \"../outside-catalog\"\n\
             DELEGATE \"-//D\" \"/etc/sgml/catalog\"\n"
        ),
    )
    .unwrap();
    std::fs::write(
        root.join("outside-catalog"),
        format!("PUBLIC \"-//T//TEXT Nested//EN\" \"{secret}\"\n"),
    )
    .unwrap();
    let mut set = CatalogSet::new();
    set.load_confined(
        &FileStorage,
        StorageLocation::File(root.join("doc/catalog")),
        &policy(&root),
    );
    let canonical = root.canonicalize().unwrap();
    assert_eq!(
        public(&set, "-//T//TEXT Inside//EN"),
        Some(StorageLocation::File(canonical.join("doc/inside.ent")))
    );
    for refused in [
        "-//T//TEXT Up//EN",
        "-//T//TEXT Abs//EN",
        "-//T//TEXT Passwd//EN",
        "-//T//TEXT Nested//EN",
    ] {
        assert_eq!(public(&set, refused), None, "{refused}");
    }
    assert_eq!(set.sgml_decl(), None);
    assert!(public(&set, "-//D//TEXT X//EN").is_none());
    assert_eq!(codes(&set), vec!["catalog-entry-refused"; 6]);
    let shown: Vec<String> = set.diagnostics().iter().map(ToString::to_string).collect();
    assert!(
        shown[2].contains("/etc/passwd") && shown[2].contains("doc/catalog:4:"),
        "{shown:?}"
    );
    // onsgmls's behaviour, when the caller trusts the document
    let mut trusted = CatalogSet::new();
    trusted.load_confined(
        &FileStorage,
        StorageLocation::File(root.join("doc/catalog")),
        &FileAccess::All,
    );
    assert!(public(&trusted, "-//T//TEXT Passwd//EN").is_some());
    // only the caller's catalogs count under CatalogsOnly: the document's is not read
    let mut only = CatalogSet::new();
    only.load_confined(
        &FileStorage,
        StorageLocation::File(root.join("doc/catalog")),
        &FileAccess::CatalogsOnly,
    );
    assert!(only.files().is_empty() && public(&only, "-//T//TEXT Inside//EN").is_none());
    let _ = std::fs::remove_dir_all(&root);
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_in_the_document_tree_does_not_lead_out_of_it() {
    let root = tree("link");
    std::os::unix::fs::symlink(root.join("secret.ent"), root.join("doc/link.ent")).unwrap();
    std::os::unix::fs::symlink(root.join("doc"), root.join("doc/sub/loop")).unwrap();
    std::fs::write(
        root.join("doc/catalog"),
        "PUBLIC \"-//T//TEXT Link//EN\" \"link.ent\"\nPUBLIC \"-//T//TEXT Loop//EN\" \"sub/loop/inside.ent\"\n",
    )
    .unwrap();
    let mut set = CatalogSet::new();
    set.load_confined(
        &FileStorage,
        StorageLocation::File(root.join("doc/catalog")),
        &policy(&root),
    );
    assert_eq!(public(&set, "-//T//TEXT Link//EN"), None);
    // a link that stays inside is followed, and read by its canonical path
    let canonical = root.canonicalize().unwrap();
    assert_eq!(
        public(&set, "-//T//TEXT Loop//EN"),
        Some(StorageLocation::File(canonical.join("doc/inside.ent")))
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_delegated_catalog_of_a_document_catalog_is_held_to_the_same_policy() {
    let root = tree("delegate");
    std::fs::write(root.join("doc/catalog"), "DELEGATE \"-//D\" \"delegated\"\n").unwrap();
    let secret = root.join("secret.ent").display().to_string();
    std::fs::write(
        root.join("doc/delegated"),
        format!("PUBLIC \"-//D//TEXT Secret//EN\" \"{secret}\"\nPUBLIC \"-//D//TEXT In//EN\" \"inside.ent\"\n"),
    )
    .unwrap();
    let mut set = CatalogSet::new();
    set.load_confined(
        &FileStorage,
        StorageLocation::File(root.join("doc/catalog")),
        &policy(&root),
    );
    let refused = set.lookup_public(&FileStorage, "-//D//TEXT Secret//EN");
    assert!(refused.result.is_err());
    assert!(
        refused.diagnostics.iter().any(|d| d.to_string().contains("ignored")),
        "{:?}",
        refused.diagnostics
    );
    assert!(set.lookup_public(&FileStorage, "-//D//TEXT In//EN").result.is_ok());
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn catalogs_nested_deeper_than_the_limit_are_reported() {
    let root = tree("deep");
    for i in 0..70 {
        std::fs::write(root.join(format!("c{i}")), format!("CATALOG \"c{}\"\n", i + 1)).unwrap();
    }
    std::fs::write(root.join("c70"), "PUBLIC \"-//T//TEXT Deep//EN\" \"doc/inside.ent\"\n").unwrap();
    let mut set = CatalogSet::new();
    set.load(&FileStorage, StorageLocation::File(root.join("c0")), true);
    assert_eq!(codes(&set), ["catalog-too-deep"]);
    let shown = set.diagnostics()[0].to_string();
    assert!(shown.contains("c64") && shown.contains("more than 64 deep"), "{shown}");
    assert!(public(&set, "-//T//TEXT Deep//EN").is_none());
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_catalog_given_that_cannot_be_read_is_reported() {
    let root = tree("missing");
    let mut set = CatalogSet::new();
    set.load(&FileStorage, StorageLocation::File(root.join("missing")), true);
    set.load(&FileStorage, StorageLocation::File(root.join("doc")), true);
    assert_eq!(codes(&set), ["catalog-not-found", "catalog-not-found"]);
    assert!(set.diagnostics()[1].to_string().contains("directory"));
    let _ = std::fs::remove_dir_all(&root);
}

#[cfg(unix)]
#[test]
fn devices_and_fifos_are_refused_from_their_type() {
    let root = tree("special");
    let fifo = root.join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let started = std::time::Instant::now();
    for (path, what) in [(Path::new("/dev/zero"), "character device"), (fifo.as_path(), "FIFO")] {
        let error = read_regular_file(path, 1 << 20).unwrap_err();
        assert!(error.to_string().contains(what), "{error}");
        assert!(FileStorage.read(&StorageLocation::File(path.to_path_buf())).is_err());
        let mut set = CatalogSet::new();
        set.load(&FileStorage, StorageLocation::File(path.to_path_buf()), true);
        assert!(set.diagnostics()[0].to_string().contains(what));
    }
    assert!(started.elapsed().as_secs() < 5, "a FIFO blocked the reader");
    let _ = std::fs::remove_dir_all(&root);
}

#[cfg(unix)]
#[test]
fn the_null_device_reads_as_an_empty_file() {
    let null = Path::new("/dev/null");
    assert_eq!(read_regular_file(null, 1 << 20).unwrap(), b"");
    let location = StorageLocation::File(null.to_path_buf());
    assert_eq!(FileStorage.kind(&location), sgml_dtd::catalog::StorageKind::File);
    assert_eq!(&*FileStorage.read(&location).unwrap(), b"");
    // Any other device is still refused.
    assert!(read_regular_file(Path::new("/dev/full"), 1 << 20).is_err());
}

#[test]
fn a_file_over_the_limit_is_refused_before_it_is_read() {
    let root = tree("large");
    std::fs::write(root.join("large"), vec![b'x'; 2000]).unwrap();
    let error = read_regular_file(&root.join("large"), 1000).unwrap_err();
    assert!(error.to_string().contains("limit of 1000 bytes"), "{error}");
    assert_eq!(read_regular_file(&root.join("large"), 2000).unwrap().len(), 2000);
    let _ = std::fs::remove_dir_all(&root);
}

/// The directories a document read with the caller's catalogs may read in: those of the
/// catalogs (nested ones too) and of the files their entries name, each once and none
/// under another; nothing of a document's own catalog, nor of the bundled one.
#[test]
fn the_caller_directories_are_those_of_the_catalogs_given_and_what_they_name() {
    let root = tree("caller-directories");
    for dir in ["etc", "share/cat", "share/dtd/sets", "other"] {
        std::fs::create_dir_all(root.join(dir)).unwrap();
    }
    std::fs::write(
        root.join("etc/catalog"),
        "CATALOG \"../share/cat/more.cat\"\nSGMLDECL \"../other/x.dcl\"\n",
    )
    .unwrap();
    std::fs::write(
        root.join("share/cat/more.cat"),
        "PUBLIC \"-//T//DTD T//EN\" \"../dtd/t.dtd\"\n\
         ENTITY %sets \"../dtd/sets/chars.ent\"\n\
         PUBLIC \"-//T//URL//EN\" \"http://example.org/x.dtd\"\n",
    )
    .unwrap();
    std::fs::write(root.join("doc/catalog"), "PUBLIC \"-//T//TEXT Up//EN\" \"sub/x.ent\"\n").unwrap();
    let mut set = CatalogSet::new();
    set.load(&FileStorage, StorageLocation::File(root.join("etc/catalog")), true);
    set.load_confined(
        &FileStorage,
        StorageLocation::File(root.join("doc/catalog")),
        &policy(&root),
    );
    let canonical = root.canonicalize().unwrap();
    // canonical: `share/cat/../dtd` is not taken for a directory under `share/cat`
    let expected: Vec<PathBuf> = ["etc", "other", "share/cat", "share/dtd"]
        .iter()
        .map(|d| canonical.join(d))
        .collect();
    assert_eq!(set.caller_directories(), expected);
    // an empty set opens nothing
    assert!(CatalogSet::new().caller_directories().is_empty());
    let _ = std::fs::remove_dir_all(&root);
}
