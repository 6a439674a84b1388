//! Several catalogs read in order and consulted as one, with OpenSP's resolution rules.
//!
//! Each catalog read gets a number, in the order read: the catalogs named on the command
//! line (`-c`), then those of `SGML_CATALOG_FILES`, then the bundled one, each followed
//! by the catalogs its CATALOG entries name (after it, depth first). For each kind of
//! key the first entry read wins. Then, for an external identifier:
//!
//! 1. a SYSTEM entry for the system identifier the document gives;
//! 2. a PUBLIC entry (or a DELEGATE entry whose prefix the public identifier starts
//!    with) wins over it only if read from an earlier catalog. When the document gives
//!    a system identifier, only PUBLIC and DELEGATE entries read under `OVERRIDE YES`
//!    count;
//! 3. an entry by name (DOCTYPE, ENTITY, ...; same OVERRIDE rule) wins over both only
//!    if read from an earlier catalog still, and is consulted at all only when nothing
//!    was found in the first catalog;
//! 4. failing all, the document's own system identifier, relative to where the entity
//!    was declared (URLs are never fetched).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use sgml_source::{Diagnostic, Span};

use super::access::FileAccess;
use super::diagnostic::{CatalogDiagnostic, CatalogDiagnosticKind};
use super::parse::{CatalogEntry, EntryAt, NameKind, ParsedCatalog};
use super::storage::{Storage, StorageKind, StorageLocation, decode_text};
use crate::dtd::NameHash;

/// How deep DELEGATE entries may send a lookup through further catalogs.
const MAX_DELEGATION_DEPTH: usize = 16;
/// How deep CATALOG entries may nest.
const MAX_CATALOG_DEPTH: usize = 64;

/// What an external identifier belongs to: the table of name entries consulted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EntityKind {
    /// A general entity (ENTITY entries by name).
    GeneralEntity,
    /// A parameter entity (ENTITY entries by `%name`).
    ParameterEntity,
    /// A document type's external subset (DOCTYPE entries).
    Doctype,
    /// A link type (LINKTYPE entries).
    Linktype,
    /// A notation (NOTATION entries).
    Notation,
}

/// An external identifier to resolve, with what the catalog needs to know about it.
#[derive(Clone, Copy, Debug)]
pub struct ExternalEntity<'a> {
    /// What it belongs to.
    pub kind: EntityKind,
    /// The entity's (document type's, notation's) name, `""` if it has none.
    pub name: &'a str,
    /// The public identifier, if given (normalized or not: it is normalized here).
    pub public_id: Option<&'a str>,
    /// The system identifier, if given.
    pub system_id: Option<&'a str>,
    /// Whether names of this kind are folded to upper case (NAMECASE GENERAL for
    /// DOCTYPE, LINKTYPE and NOTATION, NAMECASE ENTITY for entities): then catalog names
    /// match in any case.
    pub fold_case: bool,
    /// Where the entity was declared, for a system identifier relative to it; `None`
    /// to take it relative to the working directory.
    pub declared_in: Option<&'a StorageLocation>,
}

/// Which rule found an entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ResolvedBy {
    /// A SYSTEM entry of the catalog with this number.
    SystemEntry(u32),
    /// A PUBLIC entry of the catalog with this number.
    PublicEntry(u32),
    /// A DELEGATE entry of the catalog with this number, then the catalog delegated to.
    Delegate(u32),
    /// An entry by name (DOCTYPE, ENTITY, ...) of the catalog with this number.
    NameEntry(u32),
    /// The document's own system identifier.
    SystemIdentifier,
}

/// Where an entity is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Resolved {
    /// Its location.
    pub location: StorageLocation,
    /// How it was found.
    pub by: ResolvedBy,
}

/// Why an entity could not be located.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResolveError {
    /// No catalog entry applies and the declaration gives no system identifier.
    NotInCatalog,
    /// No catalog entry applies and the system identifier is a URL (or a formal
    /// system identifier), which omittag never fetches.
    NotLocal(String),
    /// A DELEGATE entry applies but its catalog has no PUBLIC entry for the identifier
    /// (or cannot be read, or delegates too deep).
    DelegateFailed {
        /// The catalog delegated to.
        catalog: StorageLocation,
    },
}

impl std::fmt::Display for ResolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResolveError::NotInCatalog => f.write_str("no catalog entry locates it and it has no system identifier"),
            ResolveError::NotLocal(id) => write!(
                f,
                "no catalog entry maps \"{id}\" to a file, and a URL or formal system identifier is never \
                 fetched"
            ),
            ResolveError::DelegateFailed { catalog } => {
                write!(f, "the catalog {catalog} it is delegated to does not locate it")
            }
        }
    }
}

impl std::error::Error for ResolveError {}

/// The outcome of a lookup, with what reading delegated catalogs found on the way.
#[derive(Clone, Debug)]
pub struct Resolution {
    /// Where the entity is, or why it cannot be found.
    pub result: Result<Resolved, ResolveError>,
    /// Diagnostics of catalogs read for this lookup (DELEGATE targets).
    pub diagnostics: Vec<CatalogDiagnostic>,
}

/// One catalog read into a set.
#[derive(Clone, Debug)]
pub struct CatalogFile {
    /// Where it was read from.
    pub location: StorageLocation,
    /// Its text.
    pub text: Arc<str>,
}

#[derive(Clone, Debug)]
struct Entry {
    target: String,
    /// Number of the catalog it was read from.
    catalog: u32,
    /// Where `target` is relative to: the catalog, or the file named by BASE (shared by
    /// the entries that follow it, not copied for each).
    base: Arc<StorageLocation>,
    /// Order of insertion among entries of its table, for case-folded name lookup.
    serial: u32,
    /// Read from a document's own catalog (or one it names): a catalog it delegates to
    /// is read under the same policy.
    confined: bool,
}

/// Entries whose lookup depends on OVERRIDE. The tables hash with the DTD's keyed name
/// hash: identifiers are short, SipHash cost more than the rest of building the bundled
/// catalog's tables, and the random keys keep a hostile catalog from choosing colliding
/// identifiers.
#[derive(Clone, Debug, Default)]
struct OverrideTable {
    /// Read under `OVERRIDE YES`: apply even when a system identifier is given.
    overriding: HashMap<String, Entry, NameHash>,
    /// Read under `OVERRIDE NO`: apply only when no system identifier is given.
    normal: HashMap<String, Entry, NameHash>,
    count: u32,
}

impl OverrideTable {
    fn insert(&mut self, key: String, mut entry: Entry, override_: bool) {
        entry.serial = self.count;
        self.count += 1;
        if override_ {
            self.overriding.entry(key).or_insert(entry);
        } else if !self.overriding.contains_key(&key) {
            self.normal.entry(key).or_insert(entry);
        }
    }

    fn lookup(&self, key: &str, override_only: bool) -> Option<&Entry> {
        (!override_only)
            .then(|| self.normal.get(key))
            .flatten()
            .or_else(|| self.overriding.get(key))
    }

    /// Lookup comparing catalog names folded to upper case with `key` (ASCII letters
    /// folded, as NAMECASE folds them): the entry read first wins.
    fn lookup_folded(&self, key: &str, override_only: bool) -> Option<&Entry> {
        let normal = (!override_only).then_some(&self.normal).into_iter().flatten();
        self.overriding
            .iter()
            .chain(normal)
            .filter(|(name, _)| name.eq_ignore_ascii_case(key))
            .map(|(_, entry)| entry)
            .min_by_key(|entry| entry.serial)
    }

    fn keys(&self) -> impl Iterator<Item = &str> {
        self.overriding.keys().chain(self.normal.keys()).map(String::as_str)
    }
}

/// Catalogs read in order and consulted as one (see the module documentation for the
/// rules). Immutable once built: share it between threads and documents.
#[derive(Clone, Debug, Default)]
pub struct CatalogSet {
    files: Vec<CatalogFile>,
    public: OverrideTable,
    delegates: OverrideTable,
    system: HashMap<String, Entry, NameHash>,
    dtd_decls: Vec<(String, Entry)>,
    /// Indexed by [`NameKind`]: entity, doctype, linktype, notation, sgml.
    names: [OverrideTable; 5],
    sgml_decl: Option<Entry>,
    document: Option<Entry>,
    /// Public identifiers of PUBLIC entries, in the order read.
    public_order: Vec<String>,
    diagnostics: Vec<CatalogDiagnostic>,
    /// The policy the entries of a document's own catalog are held to
    /// ([`load_confined`](CatalogSet::load_confined)).
    document_access: Option<FileAccess>,
    /// The directories of the caller's catalog files and of the files their entries
    /// name ([`caller_directories`](CatalogSet::caller_directories)), canonical.
    caller_directories: BTreeSet<PathBuf>,
    /// The directories added to `caller_directories`, as the entries name them: each is
    /// made canonical once.
    caller_directories_seen: HashSet<PathBuf>,
    /// Directories searched for a relative system identifier that names no file beside
    /// the entity that declares it (onsgmls's `-D`), in order.
    search_directories: Vec<PathBuf>,
}

impl CatalogSet {
    /// An empty set.
    pub fn new() -> CatalogSet {
        CatalogSet::default()
    }

    /// Search `directories`, in order, for a relative system identifier that names no
    /// file relative to the entity that declares it, as onsgmls's `-D DIR` does.
    pub fn set_search_directories(&mut self, directories: Vec<PathBuf>) {
        self.search_directories = directories;
    }

    /// The directories searched for relative system identifiers
    /// ([`set_search_directories`](CatalogSet::set_search_directories)).
    pub fn search_directories(&self) -> &[PathBuf] {
        &self.search_directories
    }

    /// Read the catalog at `location` (and the catalogs its CATALOG entries name) into
    /// the set, after those already there. A catalog that cannot be read is reported
    /// when `must_exist` (catalogs named on the command line), else skipped silently
    /// (those of `SGML_CATALOG_FILES`).
    pub fn load(&mut self, storage: &dyn Storage, location: StorageLocation, must_exist: bool) {
        let mut chain = Vec::new();
        self.load_nested(storage, location, must_exist, None, &mut chain, false);
    }

    /// Read a catalog that came with a document rather than from the caller (the file
    /// `catalog` beside it, which OpenSP reads too), skipped silently when missing. Its
    /// entries are held to `access` as the document's own system identifiers are: each
    /// file an entry names (an entity, a catalog it names or delegates to, a BASE, an
    /// SGML declaration) is checked when the catalog is read, an entry naming a file the
    /// policy refuses is dropped with a
    /// [`CatalogDiagnosticKind::EntryRefused`] diagnostic, and the others name the file
    /// by its canonical path (what was checked is what is read). Under
    /// [`FileAccess::All`] the catalog is read as [`load`](CatalogSet::load) reads one;
    /// under [`FileAccess::CatalogsOnly`] it is not read at all, since only the
    /// caller's catalogs count then.
    pub fn load_confined(&mut self, storage: &dyn Storage, location: StorageLocation, access: &FileAccess) {
        match access {
            FileAccess::CatalogsOnly => {}
            FileAccess::All => self.load(storage, location, false),
            _ => {
                self.document_access = Some(access.clone());
                let mut chain = Vec::new();
                self.load_nested(storage, location, false, None, &mut chain, true);
            }
        }
    }

    /// Add a catalog already parsed (the bundled one), as if read from `location`, and
    /// the catalogs its CATALOG entries name.
    pub fn add_parsed(
        &mut self,
        storage: &dyn Storage,
        location: StorageLocation,
        text: Arc<str>,
        parsed: &ParsedCatalog,
    ) {
        let mut chain = vec![location.clone()];
        self.add_file(storage, location, text, parsed, &mut chain, false);
    }

    /// Diagnostics found while reading the catalogs.
    pub fn diagnostics(&self) -> &[CatalogDiagnostic] {
        &self.diagnostics
    }

    /// The catalogs read, in order: a catalog's number is its index here.
    pub fn files(&self) -> &[CatalogFile] {
        &self.files
    }

    /// The directories of the catalog files the caller gave ([`load`](CatalogSet::load):
    /// not the bundled catalog, not a document's own) and of the catalogs they name,
    /// and the directories of the files their entries name, canonical (those that
    /// exist), sorted, each once, none under another listed. What such a catalog locates (a DTD, an entity set, a style
    /// sheet) usually names its own files relative to itself: a document read with the
    /// caller's catalogs may read inside these directories too
    /// ([`FileAccess::DocumentTree`]).
    pub fn caller_directories(&self) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = Vec::new();
        for directory in &self.caller_directories {
            // sorted, so a directory comes right after the ones it lies under
            if !out.last().is_some_and(|last| directory.starts_with(last)) {
                out.push(directory.clone());
            }
        }
        out
    }

    /// The public identifiers that PUBLIC entries map, in the order read, each once.
    pub fn public_ids(&self) -> impl Iterator<Item = &str> {
        self.public_order.iter().map(String::as_str)
    }

    /// The system identifiers that SYSTEM entries map.
    pub fn system_ids(&self) -> impl Iterator<Item = &str> {
        self.system.keys().map(String::as_str)
    }

    /// The names mapped by entries of `kind` (as written).
    pub fn names(&self, kind: NameKind) -> impl Iterator<Item = &str> {
        self.names[name_table(kind)].keys()
    }

    /// The SGML declaration to use for a document without one: the first SGMLDECL entry
    /// read. (DTDDECL entries are ignored, as by OpenSP built without `SP_DTDDECL`.)
    pub fn sgml_decl(&self) -> Option<StorageLocation> {
        self.sgml_decl
            .as_ref()
            .and_then(|entry| entry.base.resolve(&entry.target))
    }

    /// The first DOCUMENT entry read, for processing a catalog as a document (`-C`).
    pub fn document(&self) -> Option<StorageLocation> {
        self.document
            .as_ref()
            .and_then(|entry| entry.base.resolve(&entry.target))
    }

    /// Where the entity with public identifier `public_id` is, by PUBLIC and DELEGATE
    /// entries alone (as for a document type declaration with no system identifier).
    pub fn lookup_public(&self, storage: &dyn Storage, public_id: &str) -> Resolution {
        let entity = ExternalEntity {
            kind: EntityKind::Doctype,
            name: "",
            public_id: Some(public_id),
            system_id: None,
            fold_case: false,
            declared_in: None,
        };
        self.resolve(storage, &entity)
    }

    /// Where the entity with this external identifier is, by OpenSP's rules (see the
    /// module documentation). DELEGATE entries read their catalog from `storage`.
    pub fn resolve(&self, storage: &dyn Storage, entity: &ExternalEntity<'_>) -> Resolution {
        self.resolve_at_depth(storage, entity, 0)
    }

    fn resolve_at_depth(&self, storage: &dyn Storage, entity: &ExternalEntity<'_>, depth: usize) -> Resolution {
        let has_system_id = entity.system_id.is_some();
        let mut best: Option<(&Entry, ResolvedBy)> = entity
            .system_id
            .and_then(|system_id| self.system.get(system_id))
            .map(|entry| (entry, ResolvedBy::SystemEntry(entry.catalog)));
        let normalized = entity.public_id.map(super::parse::normalize_public_id);
        if let Some(public_id) = normalized.as_deref()
            && let Some((entry, delegated)) = self.best_public_entry(public_id, has_system_id)
            && best.is_none_or(|(b, _)| entry.catalog < b.catalog)
        {
            let by = if delegated {
                ResolvedBy::Delegate(entry.catalog)
            } else {
                ResolvedBy::PublicEntry(entry.catalog)
            };
            best = Some((entry, by));
        }
        if !entity.name.is_empty()
            && best.is_none_or(|(b, _)| b.catalog > 0)
            && let Some(entry) = self.name_entry(entity, has_system_id)
            && best.is_none_or(|(b, _)| entry.catalog < b.catalog)
        {
            best = Some((entry, ResolvedBy::NameEntry(entry.catalog)));
        }
        let mut diagnostics = Vec::new();
        let result = match best {
            Some((entry, ResolvedBy::Delegate(_))) => {
                let public_id = normalized.as_deref().unwrap_or_default();
                match entry.base.resolve(&entry.target) {
                    Some(location) => self.delegate(storage, public_id, location, entry, depth, &mut diagnostics),
                    None => Err(ResolveError::NotLocal(entry.target.clone())),
                }
            }
            Some((entry, by)) => match entry.base.resolve(&entry.target) {
                Some(location) => Ok(Resolved { location, by }),
                None => Err(ResolveError::NotLocal(entry.target.clone())),
            },
            None => match entity.system_id {
                None => Err(ResolveError::NotInCatalog),
                Some(system_id) => {
                    let mut location = match entity.declared_in {
                        Some(base) => base.resolve(system_id),
                        None => StorageLocation::from_system_id(system_id),
                    };
                    // onsgmls's `-D`: a relative file name not found beside its
                    // entity is looked for in each search directory, in order.
                    if !self.search_directories.is_empty()
                        && Path::new(system_id).is_relative()
                        && matches!(&location, Some(StorageLocation::File(_)))
                        && location.as_ref().is_some_and(|l| storage.kind(l) != StorageKind::File)
                        && let Some(found) = self
                            .search_directories
                            .iter()
                            .map(|directory| StorageLocation::File(directory.join(system_id)))
                            .find(|candidate| storage.kind(candidate) == StorageKind::File)
                    {
                        location = Some(found);
                    }
                    location
                        .map(|location| Resolved {
                            location,
                            by: ResolvedBy::SystemIdentifier,
                        })
                        .ok_or_else(|| ResolveError::NotLocal(system_id.to_owned()))
                }
            },
        };
        Resolution { result, diagnostics }
    }

    /// The PUBLIC entry for `public_id` or the DELEGATE entry for one of its prefixes
    /// ending at (or just before) a `//` or `::`, whichever was read first; a later
    /// prefix wins over an earlier one from the same catalog, a PUBLIC entry over a
    /// DELEGATE one. `true` with a DELEGATE entry.
    fn best_public_entry(&self, public_id: &str, override_only: bool) -> Option<(&Entry, bool)> {
        let bytes = public_id.as_bytes();
        let mut best: Option<(&Entry, bool)> = None;
        for i in 0..=bytes.len() {
            let starts_pair = i + 1 < bytes.len() && matches!(bytes[i], b'/' | b':') && bytes[i + 1] == bytes[i];
            let ends_pair = i >= 2 && matches!(bytes[i - 1], b'/' | b':') && bytes[i - 2] == bytes[i - 1];
            if (starts_pair || ends_pair)
                && let Some(entry) = self.delegates.lookup(&public_id[..i], override_only)
                && best.is_none_or(|(b, _)| entry.catalog <= b.catalog)
            {
                best = Some((entry, true));
            }
        }
        if let Some(entry) = self.public.lookup(public_id, override_only)
            && best.is_none_or(|(b, _)| entry.catalog <= b.catalog)
        {
            best = Some((entry, false));
        }
        best
    }

    fn name_entry(&self, entity: &ExternalEntity<'_>, override_only: bool) -> Option<&Entry> {
        let (table, key) = match entity.kind {
            EntityKind::GeneralEntity => (NameKind::Entity, entity.name.to_owned()),
            EntityKind::ParameterEntity => (NameKind::Entity, format!("%{}", entity.name)),
            EntityKind::Doctype => (NameKind::Doctype, entity.name.to_owned()),
            EntityKind::Linktype => (NameKind::Linktype, entity.name.to_owned()),
            EntityKind::Notation => (NameKind::Notation, entity.name.to_owned()),
        };
        let table = &self.names[name_table(table)];
        if entity.fold_case {
            table.lookup_folded(&key.to_ascii_uppercase(), override_only)
        } else {
            table.lookup(&key, override_only)
        }
    }

    /// Look `public_id` up in the catalog a DELEGATE entry names: a set of its own.
    fn delegate(
        &self,
        storage: &dyn Storage,
        public_id: &str,
        catalog: StorageLocation,
        entry: &Entry,
        depth: usize,
        diagnostics: &mut Vec<CatalogDiagnostic>,
    ) -> Result<Resolved, ResolveError> {
        let failed = |catalog: StorageLocation| ResolveError::DelegateFailed { catalog };
        if depth >= MAX_DELEGATION_DEPTH {
            return Err(failed(catalog));
        }
        let mut delegated = CatalogSet::new();
        match (&self.document_access, entry.confined) {
            (Some(access), true) => {
                delegated.document_access = Some(access.clone());
                let mut chain = Vec::new();
                delegated.load_nested(storage, catalog.clone(), true, None, &mut chain, true);
            }
            _ => delegated.load(storage, catalog.clone(), true),
        }
        diagnostics.extend(delegated.diagnostics.iter().cloned());
        let entity = ExternalEntity {
            kind: EntityKind::Doctype,
            name: "",
            public_id: Some(public_id),
            system_id: None,
            fold_case: false,
            declared_in: None,
        };
        let inner = delegated.resolve_at_depth(storage, &entity, depth + 1);
        diagnostics.extend(inner.diagnostics);
        match inner.result {
            Ok(resolved) => Ok(Resolved {
                location: resolved.location,
                by: ResolvedBy::Delegate(entry.catalog),
            }),
            Err(_) => {
                diagnostics.push(CatalogDiagnostic {
                    diagnostic: Diagnostic::new(
                        CatalogDiagnosticKind::NoPublicEntryInDelegate {
                            public_id: public_id.to_owned(),
                            catalog: catalog.to_string(),
                        },
                        Span::default(),
                    ),
                    catalog: None,
                    text: None,
                });
                Err(failed(catalog))
            }
        }
    }

    fn load_nested(
        &mut self,
        storage: &dyn Storage,
        location: StorageLocation,
        must_exist: bool,
        referenced_at: Option<(&CatalogFile, Span)>,
        chain: &mut Vec<StorageLocation>,
        confined: bool,
    ) {
        // A catalog read again adds nothing (the first entry for each key wins, and
        // only the order of catalog numbers matters), so it is read once: this keeps
        // catalogs that name each other many times over from costing exponential time.
        if self.files.iter().any(|file| file.location == location) {
            return;
        }
        let bytes = match storage.read(&location) {
            Ok(bytes) => bytes,
            Err(error) => {
                if must_exist {
                    let kind = CatalogDiagnosticKind::CatalogNotFound {
                        location: location.to_string(),
                        reason: error.to_string(),
                    };
                    self.push_diagnostic(kind, referenced_at);
                }
                return;
            }
        };
        let text: Arc<str> = Arc::from(decode_text(&bytes));
        drop(bytes);
        let parsed = ParsedCatalog::parse(&text);
        chain.push(location.clone());
        self.add_file(storage, location, text, &parsed, chain, confined);
        chain.pop();
    }

    fn push_diagnostic(&mut self, kind: CatalogDiagnosticKind, at: Option<(&CatalogFile, Span)>) {
        let (catalog, text, span) = match at {
            Some((file, span)) => (Some(file.location.clone()), Some(file.text.clone()), span),
            None => (None, None, Span::default()),
        };
        self.diagnostics.push(CatalogDiagnostic {
            diagnostic: Diagnostic::new(kind, span),
            catalog,
            text,
        });
    }

    /// Enter the entries of one catalog as catalog number `files.len()`, then read the
    /// catalogs it names.
    fn add_file(
        &mut self,
        storage: &dyn Storage,
        location: StorageLocation,
        text: Arc<str>,
        parsed: &ParsedCatalog,
        chain: &mut Vec<StorageLocation>,
        confined: bool,
    ) {
        let number = self.files.len() as u32;
        let file = CatalogFile { location, text };
        for diagnostic in &parsed.diagnostics {
            self.diagnostics.push(CatalogDiagnostic {
                diagnostic: diagnostic.clone(),
                catalog: Some(file.location.clone()),
                text: Some(file.text.clone()),
            });
        }
        if !confined && let StorageLocation::File(path) = &file.location {
            self.add_caller_directory(directory_of(path));
        }
        let mut override_ = false;
        let mut base = Arc::new(file.location.clone());
        let mut sub_catalogs = Vec::new();
        for at in &parsed.entries {
            // In a document's own catalog, the file an entry names must be one the
            // document may read: checked now, and named by its canonical path. (A URL
            // stays as it is: it is never fetched.)
            let checked;
            let at = match at.entry.target() {
                Some(target) if confined => {
                    // BASE and CATALOG are relative to the catalog, the rest to the base.
                    let relative_to = match at.entry {
                        CatalogEntry::Base { .. } | CatalogEntry::Catalog { .. } => &file.location,
                        _ => &*base,
                    };
                    match relative_to.resolve(target).map(|location| self.confine(&location)) {
                        None => at,
                        Some(Ok(allowed)) => {
                            checked = EntryAt {
                                entry: at.entry.with_target(allowed),
                                span: at.span,
                            };
                            &checked
                        }
                        Some(Err(kind)) => {
                            self.push_diagnostic(kind, Some((&file, at.span)));
                            continue;
                        }
                    }
                }
                _ => at,
            };
            if !confined
                && matches!(file.location, StorageLocation::File(_))
                && let Some(target) = at.entry.target()
            {
                let relative_to = match at.entry {
                    CatalogEntry::Base { .. } | CatalogEntry::Catalog { .. } => &file.location,
                    _ => &*base,
                };
                if let Some(StorageLocation::File(path)) = relative_to.resolve(target) {
                    self.add_caller_directory(directory_of(&path));
                }
            }
            let entry = |target: &String| Entry {
                target: target.clone(),
                catalog: number,
                base: Arc::clone(&base),
                serial: 0,
                confined,
            };
            match &at.entry {
                CatalogEntry::Public { public_id, target } => {
                    // (a lookup of every entry finds the overriding ones too)
                    if self.public.lookup(public_id, false).is_none() {
                        self.public_order.push(public_id.clone());
                    }
                    self.public.insert(public_id.clone(), entry(target), override_);
                }
                CatalogEntry::System { system_id, target } => {
                    let e = entry(target);
                    self.system.entry(system_id.clone()).or_insert(e);
                }
                CatalogEntry::Delegate { prefix, catalog } => {
                    self.delegates.insert(prefix.clone(), entry(catalog), override_);
                }
                CatalogEntry::DtdDecl { public_id, target } => {
                    let e = entry(target);
                    self.dtd_decls.push((public_id.clone(), e));
                }
                CatalogEntry::Name { kind, name, target } => {
                    let e = entry(target);
                    self.names[name_table(*kind)].insert(name.clone(), e, override_);
                }
                CatalogEntry::SgmlDecl { target } => {
                    if self.sgml_decl.is_none() {
                        self.sgml_decl = Some(entry(target));
                    }
                }
                CatalogEntry::Document { target } => {
                    if self.document.is_none() {
                        self.document = Some(entry(target));
                    }
                }
                CatalogEntry::Override(value) => override_ = *value,
                CatalogEntry::Catalog { target } => sub_catalogs.push((target.clone(), at.span)),
                CatalogEntry::Base { target } => {
                    let Some(location) = file.location.resolve(target) else {
                        continue;
                    };
                    match storage.kind(&location) {
                        StorageKind::File => base = Arc::new(location),
                        StorageKind::Directory => {
                            // OpenSP reports the failed read, as a read of the file
                            // and not of the entry (so with no place in the catalog),
                            // but takes the directory as the base: entries resolve
                            // relative to its parent
                            let kind = CatalogDiagnosticKind::BaseIsDirectory {
                                location: location.to_string(),
                            };
                            self.push_diagnostic(kind, None);
                            base = Arc::new(location);
                        }
                        StorageKind::Missing => {
                            // Reported as a failed read of the file, with no place
                            // in the catalog, as onsgmls reports it.
                            let kind = CatalogDiagnosticKind::BaseNotFound {
                                location: location.to_string(),
                            };
                            self.push_diagnostic(kind, None);
                        }
                    }
                }
            }
        }
        self.files.push(file.clone());
        for (target, span) in sub_catalogs {
            let Some(location) = file.location.resolve(&target) else {
                let kind = CatalogDiagnosticKind::CatalogNotFound {
                    location: target.clone(),
                    reason: "catalogs are not fetched from the network".into(),
                };
                self.push_diagnostic(kind, Some((&file, span)));
                continue;
            };
            if chain.contains(&location) {
                self.push_diagnostic(CatalogDiagnosticKind::CatalogLoop(target), Some((&file, span)));
                continue;
            }
            if chain.len() >= MAX_CATALOG_DEPTH {
                let kind = CatalogDiagnosticKind::CatalogTooDeep {
                    location: location.to_string(),
                    max: MAX_CATALOG_DEPTH,
                };
                self.push_diagnostic(kind, Some((&file, span)));
                continue;
            }
            self.load_nested(storage, location, true, Some((&file, span)), chain, confined);
        }
    }
}

impl CatalogSet {
    /// Add `directory` to the caller's directories, canonical (`..` and links resolved,
    /// so that `a/../b` is not taken for a directory under `a`); one that does not
    /// exist holds nothing to read and is left out.
    fn add_caller_directory(&mut self, directory: PathBuf) {
        if self.caller_directories_seen.contains(&directory) {
            return;
        }
        if let Ok(canonical) = directory.canonicalize() {
            self.caller_directories.insert(canonical);
        }
        self.caller_directories_seen.insert(directory);
    }

    /// Whether the document whose catalog is being read may read the file at
    /// `location`: its canonical path as a target if so, else the diagnostic saying why
    /// not.
    fn confine(&self, location: &StorageLocation) -> Result<String, CatalogDiagnosticKind> {
        let Some(access) = &self.document_access else {
            return Ok(location.to_string());
        };
        let resolved = Resolved {
            location: location.clone(),
            by: ResolvedBy::SystemIdentifier,
        };
        match access.permit(&resolved) {
            Ok(StorageLocation::File(path)) => Ok(path.to_string_lossy().into_owned()),
            Ok(other) => Ok(other.to_string()),
            Err(refused) => Err(CatalogDiagnosticKind::EntryRefused {
                location: refused.path.display().to_string(),
                reason: refused.reason.to_string(),
            }),
        }
    }
}

/// The directory `file` is in (`.` for a bare file name).
fn directory_of(file: &Path) -> PathBuf {
    match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn name_table(kind: NameKind) -> usize {
    match kind {
        NameKind::Entity => 0,
        NameKind::Doctype => 1,
        NameKind::Linktype => 2,
        NameKind::Notation => 3,
        NameKind::Sgml => 4,
    }
}
