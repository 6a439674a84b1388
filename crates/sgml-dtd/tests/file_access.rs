//! The file access policy in the DTD loader: a document's own system identifiers (in its
//! DOCTYPE declaration and in parameter entities of its internal subset) reach files only
//! when the policy allows them; what the catalogs locate is read whatever the policy; the
//! network never is. A refused file is reported where onsgmls reports a file it cannot
//! open: at the start of the parameter entity reference (`%`), and at the DOCTYPE
//! declaration's end for the external subset.

mod support;

use std::path::PathBuf;
use std::sync::Arc;

use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{CatalogSet, FileAccess, FileStorage, ParsedCatalog, StorageLocation};
use sgml_dtd::parse::{DtdLoader, ParsedDoctype};
use support::messages;

/// A scratch tree: `docs/doc.sgml` (where documents are said to be), `docs/local.ent`,
/// `secret.dtd` beside `docs/`, `mapped/ents.ent` that the catalog `catalog` maps by
/// public identifier.
struct Tree {
    root: PathBuf,
    catalogs: CatalogSet,
    declaration: SgmlDeclaration,
}

impl Tree {
    fn new(name: &str) -> Tree {
        let root = std::env::temp_dir().join(format!("sgml-dtd-file-access-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("docs")).unwrap();
        std::fs::create_dir_all(root.join("mapped")).unwrap();
        std::fs::write(root.join("docs/local.ent"), "<!ENTITY local \"L\">").unwrap();
        std::fs::write(root.join("secret.dtd"), "<!ELEMENT X - - ANY><!ENTITY secret \"S\">").unwrap();
        std::fs::write(root.join("mapped/ents.ent"), "<!ENTITY mapped \"M\">").unwrap();
        let catalog = "PUBLIC \"-//Test//ENTITIES Mapped//EN\" \"mapped/ents.ent\"\n";
        std::fs::write(root.join("catalog"), catalog).unwrap();
        let text: Arc<str> = Arc::from(catalog);
        let mut catalogs = CatalogSet::new();
        catalogs.add_parsed(
            &FileStorage,
            StorageLocation::File(root.join("catalog")),
            text.clone(),
            &ParsedCatalog::parse(&text),
        );
        Tree {
            root,
            catalogs,
            declaration: SgmlDeclaration::reference(),
        }
    }

    fn load(&self, access: FileAccess, document: &str) -> (ParsedDoctype, String) {
        let loader = DtdLoader::new(&self.declaration, &self.catalogs, &FileStorage).with_file_access(access);
        let at = StorageLocation::File(self.root.join("docs/doc.sgml"));
        let parsed = loader.load_doctype(document, 0, "doc.sgml", Some(&at));
        let shown = messages(&parsed.dtd, &parsed.diagnostics, Some(document));
        // Most of these DTDs declare no element type X, the document type's name, as
        // reported (OpenSP too); what is read is the point here.
        let shown = shown
            .lines()
            .filter(|line| !line.ends_with("[doctype-not-declared]"))
            .map(|line| format!("{line}\n"))
            .collect();
        (parsed, shown)
    }

    fn path(&self, relative: &str) -> String {
        self.root.join(relative).display().to_string()
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

fn declares(parsed: &ParsedDoctype, entity: &str) -> bool {
    parsed.dtd.general_entities.contains_key(entity)
}

#[test]
fn a_parameter_entity_naming_any_file_is_refused_by_default() {
    // onsgmls reads the file; an unreadable one it reports at 3:0, the `%`.
    let tree = Tree::new("parameter");
    let secret = tree.path("secret.dtd");
    let document = format!("<!DOCTYPE X [\n<!ENTITY % x SYSTEM \"{secret}\">\n%x;\n]>");
    let (parsed, shown) = tree.load(FileAccess::default(), &document);
    assert_eq!(
        shown,
        format!(
            "doc.sgml:3:0: E: cannot read {secret}: the document names it, no catalog does, and only files \
             the catalogs name may be read; allow its directory (or all files) to read it \
             [external-entity-unreadable]\n"
        )
    );
    assert!(!declares(&parsed, "secret"));
    // The same reference inside a parameter literal: at its `%` too.
    let document = format!("<!DOCTYPE X [\n<!ENTITY % x SYSTEM \"{secret}\">\n<!ENTITY % y \"%x;\">\n]>");
    let (_, shown) = tree.load(FileAccess::default(), &document);
    assert!(shown.starts_with("doc.sgml:3:14: E: cannot read "), "{shown}");
    // Allowed: read.
    let document = format!("<!DOCTYPE X [\n<!ENTITY % x SYSTEM \"{secret}\">\n%x;\n]>");
    let (parsed, shown) = tree.load(FileAccess::All, &document);
    assert_eq!(shown, "");
    assert!(declares(&parsed, "secret"));
    let (parsed, shown) = tree.load(FileAccess::Directories(vec![tree.root.clone()]), &document);
    assert_eq!(shown, "");
    assert!(declares(&parsed, "secret"));
}

#[test]
fn a_doctype_system_identifier_escaping_the_allowed_directory_is_refused() {
    let tree = Tree::new("doctype");
    let document = "<!DOCTYPE X SYSTEM \"../secret.dtd\">";
    let (parsed, shown) = tree.load(FileAccess::CatalogsOnly, document);
    // At the declaration's MDC, where onsgmls reports an external subset it cannot find.
    assert!(
        shown.starts_with(&format!(
            "doc.sgml:1:34: E: cannot read {}: the document names it",
            tree.path("docs/../secret.dtd")
        )),
        "{shown}"
    );
    assert!(!declares(&parsed, "secret"));
    assert_eq!(parsed.external_subset, None);
    // Only docs/ allowed: `..` leaves it.
    let (parsed, shown) = tree.load(FileAccess::Directories(vec![tree.root.join("docs")]), document);
    let canonical_docs = tree.root.join("docs").canonicalize().unwrap();
    assert!(
        shown.contains(&format!(
            ": it is outside the directories files may be read from ({}); allow its directory",
            canonical_docs.display()
        )),
        "{shown}"
    );
    assert!(!declares(&parsed, "secret"));
    // The parent allowed: read, from its canonical path.
    let (parsed, shown) = tree.load(FileAccess::Directories(vec![tree.root.clone()]), document);
    assert_eq!(shown, "");
    assert!(declares(&parsed, "secret"));
    let canonical = tree.root.join("secret.dtd").canonicalize().unwrap();
    assert_eq!(parsed.external_subset, Some(StorageLocation::File(canonical)));
    // A file inside the allowed directory, relative to the document.
    let document = "<!DOCTYPE X [<!ENTITY % l SYSTEM \"local.ent\">%l;]>";
    let (parsed, shown) = tree.load(FileAccess::Directories(vec![tree.root.join("docs")]), document);
    assert_eq!(shown, "");
    assert!(declares(&parsed, "local"));
}

#[test]
fn what_a_catalog_locates_is_read_whatever_the_policy() {
    let tree = Tree::new("catalog");
    let document = "<!DOCTYPE X [<!ENTITY % m PUBLIC \"-//Test//ENTITIES Mapped//EN\">%m;]>";
    for access in [
        FileAccess::CatalogsOnly,
        FileAccess::Directories(Vec::new()),
        FileAccess::All,
    ] {
        let (parsed, shown) = tree.load(access.clone(), document);
        assert!(declares(&parsed, "mapped"), "{access:?}: {shown}");
    }
}

#[test]
fn urls_are_never_fetched() {
    let tree = Tree::new("url");
    let document = "<!DOCTYPE X [\n<!ENTITY % u SYSTEM \"http://example.com/u.ent\">\n  %u;\n]>";
    for access in [FileAccess::CatalogsOnly, FileAccess::All] {
        let (_, shown) = tree.load(access, document);
        assert_eq!(
            shown,
            "doc.sgml:3:2: E: cannot read http://example.com/u.ent: no catalog entry maps \
             \"http://example.com/u.ent\" to a file, and a URL or formal system identifier is never fetched \
             [external-entity-unreadable]\n"
        );
    }
}

#[test]
fn an_entity_no_catalog_locates_is_reported_at_the_end_of_its_name() {
    // onsgmls: 2:40: a warning that it cannot generate a system identifier for the
    // public text (at the declaration's end); 3:4: reference to entity "z" for which no
    // system identifier could be generated (the end of `%z`).
    let bundle = support::Bundle::new_small();
    let document = "<!DOCTYPE X [\n<!ENTITY % z PUBLIC \"-//X//DTD NOPE//EN\">\n  %z\n]>";
    let parsed = bundle.loader().load_doctype(document, 0, "doc", None);
    let shown = messages(&parsed.dtd, &parsed.diagnostics, Some(document));
    assert!(
        shown.starts_with("doc:2:40: W: no catalog entry gives a system identifier"),
        "{shown}"
    );
    assert!(shown.contains("\ndoc:3:4: E: cannot locate entity \"%z\""), "{shown}");
}
