//! Where a document's entities are read from: the storage (the bundled files, then the
//! file system when allowed), which files a document may read, and the loader of the
//! external entities its instance refers to.

use std::path::{Path, PathBuf};

use sgml_dtd::catalog::{
    CatalogSet, EntityKind, ExternalEntity, FileAccess, Storage, StorageLocation, StorageStack, decode_text,
};
use sgml_dtd::dtd::{Dtd, Entity, EntityData};
use std::cell::RefCell;

use sgml_decl::SgmlDeclaration;
use sgml_parser::{EntityLoader, SubdocumentRefused};

use crate::message::Message;

use crate::bundled;
use crate::options::{OpenDocuments, Options};

/// The storage documents read from: the bundled files, then the file system when allowed.
pub(crate) fn storage(read_files: bool) -> StorageStack<'static> {
    if read_files {
        bundled::storage_and_files()
    } else {
        StorageStack::new().with(bundled::storage())
    }
}

/// The file access policy of the document at `path` ([`FileAccess::for_document`]): the
/// options' policy, with the document's own directory and the directories of the
/// catalogs the options give (those that exist) when it is [`FileAccess::DocumentTree`],
/// and, once they are read (`catalogs_read`), those of the catalogs they name and of the
/// files their entries name ([`CatalogSet::caller_directories`]).
pub(crate) fn document_access(
    options: &Options,
    path: Option<&Path>,
    catalogs_read: Option<&CatalogSet>,
) -> FileAccess {
    let listed = options.sgml_catalog_files.as_deref().unwrap_or_default();
    let catalogs = options
        .catalogs
        .iter()
        .map(PathBuf::as_path)
        .chain(listed.split(':').filter(|p| !p.is_empty()).map(Path::new))
        // a catalog that is not there opens no directory
        .filter(|catalog| matches!(options.file_access, FileAccess::DocumentTree(_)) && catalog.is_file());
    let mut caller_directories = catalogs_read.map(CatalogSet::caller_directories).unwrap_or_default();
    // The directories the user gave to search (`-D`) are the user's too.
    if matches!(options.file_access, FileAccess::DocumentTree(_)) {
        caller_directories.extend(
            options
                .search_directories
                .iter()
                .filter_map(|directory| directory.canonicalize().ok()),
        );
    }
    options
        .file_access
        .with_directories(caller_directories)
        .for_document(path, catalogs)
}

/// Reads external text entities referred to in the instance through the catalogs, then
/// their system identifiers, from the storage the document's DTD was read from (the
/// bundled files, and the file system when allowed).
pub(crate) struct CatalogEntityLoader<'a> {
    pub(crate) catalogs: &'a CatalogSet,
    pub(crate) storage: &'a dyn Storage,
    pub(crate) dtd: &'a Dtd,
    /// Where the document was read from, for system identifiers relative to it.
    pub(crate) document: Option<&'a StorageLocation>,
    /// NAMECASE ENTITY: catalog entity names match in any case.
    pub(crate) fold_case: bool,
    /// The largest file read as an entity (the input size limit): a device or
    /// an enormous file named by a system identifier is refused before it is read.
    pub(crate) max_bytes: usize,
    /// Which files the document's own system identifiers may name.
    pub(crate) file_access: &'a FileAccess,
    /// What reading a subdocument entity needs.
    pub(crate) subdocuments: Subdocuments<'a>,
}

/// What reading a subdocument entity (SUBDOC) needs: the options and declaration of the
/// document that refers to it, where that document is, and where the subdocument's
/// messages go.
pub(crate) struct Subdocuments<'a> {
    pub(crate) options: &'a Options,
    pub(crate) declaration: &'a SgmlDeclaration,
    pub(crate) document: Option<&'a Path>,
    /// The document's name in messages.
    pub(crate) name: &'a str,
    pub(crate) messages: &'a RefCell<Vec<Message>>,
    /// Reads a subdocument (its bytes, its name in messages, its file) with the options
    /// given: its ESIS and messages (`subdocument::read`, given by the caller so that
    /// this module does not depend on the whole pipeline).
    pub(crate) read: &'a ReadSubdocument,
    /// How many subdocuments the document has had read (when it is not one itself).
    pub(crate) count: &'a std::sync::Arc<std::sync::atomic::AtomicU32>,
}

/// The most subdocuments read for one document, nested or not: a few files that each
/// refer twice to the next would otherwise make 2^16 parses.
pub(crate) const MAX_SUBDOCUMENTS_READ: u32 = 1000;

/// What reads a subdocument: its ESIS and messages, or why it could not be written.
pub(crate) type ReadSubdocument = dyn Fn(Options, &[u8], &str, &Path) -> Result<(Vec<u8>, Vec<Message>), String>;

/// The most subdocuments open at once, whatever the SGML declaration's SUBDOC quantity
/// allows: each is read by a nested parse.
pub(crate) const MAX_OPEN_SUBDOCUMENTS: u32 = 16;

impl EntityLoader for CatalogEntityLoader<'_> {
    /// As onsgmls names the file of an external entity: where its system identifier or
    /// catalog entry places it, relative to the file that declared it as that file is
    /// named (`sub/e.ent` for `SYSTEM "e.ent"` in `sub/doc.sgml`, a `-D` directory joined
    /// with the identifier), not the canonical path it is read from.
    fn source_name(&self, entity: &Entity) -> Option<String> {
        if let Ok(resolved) = self.resolve(entity)
            && let StorageLocation::File(path) = &resolved.location
        {
            // Declared in the document, by a relative system identifier: after the
            // directory of the document's name (which may not be its path's).
            if entity.location.source == 0
                && resolved.by == sgml_dtd::catalog::ResolvedBy::SystemIdentifier
                && let EntityData::External { id, .. } = &entity.data
                && let Some(system_id) = id.system_id.as_deref()
                && Path::new(system_id).is_relative()
            {
                let directory = Path::new(self.subdocuments.name).parent().unwrap_or(Path::new(""));
                return Some(directory.join(system_id).display().to_string());
            }
            return Some(path.display().to_string());
        }
        match &entity.data {
            EntityData::External { id, .. } => Some(
                id.system_id
                    .as_deref()
                    .or(id.public_id.as_deref())
                    .unwrap_or(&entity.name)
                    .to_owned(),
            ),
            EntityData::Internal(_) => None,
        }
    }

    fn can_locate(&self, entity: &Entity) -> bool {
        self.resolve(entity).is_ok()
    }

    fn subdocument(&self, entity: &Entity) -> Result<Vec<u8>, SubdocumentRefused> {
        let location = self.locate(entity).map_err(SubdocumentRefused::Unreadable)?;
        let context = &self.subdocuments;
        let mut open = match &context.options.subdocument {
            Some(open) => open.open.clone(),
            None => context
                .document
                .and_then(|path| path.canonicalize().ok())
                .into_iter()
                .collect(),
        };
        let StorageLocation::File(path) = &location else {
            return Err(SubdocumentRefused::Unreadable(format!(
                "{} is not a file",
                location_name(&location)
            )));
        };
        let canonical = path
            .canonicalize()
            .map_err(|error| SubdocumentRefused::Unreadable(format!("{}: {error}", path.display())))?;
        if open.contains(&canonical) {
            return Err(SubdocumentRefused::Recursive);
        }
        // `open` holds the document itself and the subdocuments open in it.
        let already = open.len().saturating_sub(1);
        if already >= MAX_OPEN_SUBDOCUMENTS as usize {
            return Err(SubdocumentRefused::TooDeep {
                limit: MAX_OPEN_SUBDOCUMENTS,
            });
        }
        let count = match &context.options.subdocument {
            Some(open) => std::sync::Arc::clone(&open.read),
            None => std::sync::Arc::clone(context.count),
        };
        if count.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= MAX_SUBDOCUMENTS_READ {
            return Err(SubdocumentRefused::Unreadable(format!(
                "the document has had {MAX_SUBDOCUMENTS_READ} subdocuments read already, the most omittag reads"
            )));
        }
        let bytes = self.read_located(&location).map_err(SubdocumentRefused::Unreadable)?;
        // More open than the SUBDOC quantity allows: an error, about the run (onsgmls
        // gives it no place), and the subdocument is read all the same, as onsgmls does.
        let quantity = context.declaration.features.subdoc.unwrap_or(0);
        if already >= quantity as usize {
            let kind = sgml_parser::ParserDiagnosticKind::SubdocumentLimit {
                name: entity.name.clone(),
                limit: quantity,
            };
            context.messages.borrow_mut().push(Message::about_the_run(&kind));
        }
        open.push(canonical);
        let mut options = context.options.clone();
        options.subdocument = Some(std::sync::Arc::new(OpenDocuments {
            declaration: context.declaration.clone(),
            open,
            read: count,
        }));
        // Named as onsgmls names the file (relative to the document's name when the
        // document declares it).
        let name = self.source_name(entity).unwrap_or_else(|| entity.name.to_string());
        let (esis, messages) = (context.read)(options, &bytes, &name, path).map_err(SubdocumentRefused::Unreadable)?;
        context.messages.borrow_mut().extend(messages);
        Ok(esis)
    }

    fn load(&self, entity: &Entity) -> Result<String, String> {
        let location = self.locate(entity)?;
        let bytes = self.read_located(&location)?;
        // Read as the document was: every byte a character when it was read so.
        if self.subdocuments.options.encoding.bytes_as_characters {
            return Ok(sgml_dtd::catalog::decode_bytes_as_characters(&bytes));
        }
        Ok(decode_text(&bytes).into_owned())
    }
}

impl CatalogEntityLoader<'_> {
    /// Where `entity` was declared: its system identifier is relative to that.
    fn declared_in(&self, entity: &Entity) -> Option<StorageLocation> {
        match self.dtd.sources.get(entity.location.source as usize) {
            Some(source) if entity.location.source != 0 => match source.name.strip_prefix("bundled:") {
                Some(path) => Some(StorageLocation::Memory(path.to_owned())),
                None => Some(StorageLocation::File(PathBuf::from(source.name.as_str()))),
            },
            _ => self.document.cloned(),
        }
    }

    /// Where the external entity `entity` is, as the catalogs resolve it (not yet
    /// checked against the file access policy).
    fn resolve(&self, entity: &Entity) -> Result<sgml_dtd::catalog::Resolved, String> {
        let EntityData::External { id, .. } = &entity.data else {
            return Err("it is not an external entity".to_owned());
        };
        let declared_in = self.declared_in(entity);
        let external = ExternalEntity {
            kind: EntityKind::GeneralEntity,
            name: &entity.name,
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            fold_case: self.fold_case,
            declared_in: declared_in.as_ref(),
        };
        self.catalogs
            .resolve(self.storage, &external)
            .result
            .map_err(|error| format!("it cannot be located: {error}"))
    }

    /// Where the external entity `entity` is, and may be read from: located through the
    /// catalogs, else by its system identifier relative to where it was declared (else
    /// in a `-D` directory), and allowed by the file access policy.
    fn locate(&self, entity: &Entity) -> Result<StorageLocation, String> {
        let resolved = self.resolve(entity)?;
        self.file_access
            .permit(&resolved)
            .map_err(|refused| refused.to_string())
    }

    /// The bytes at `location`, a regular file within the size limit.
    fn read_located(&self, location: &StorageLocation) -> Result<Vec<u8>, String> {
        if let StorageLocation::File(path) = location {
            // Only a regular file (or the null device, empty), refused from its type
            // before it is read.
            let (_, len) = sgml_dtd::catalog::open_regular_file(path)
                .map_err(|error| format!("{}: {error}", location_name(location)))?;
            if len > self.max_bytes as u64 {
                return Err(format!(
                    "{} has {len} bytes, more than the limit of {} for an entity file (the input size limit, \
                     option max_input_bytes or --max-input-bytes)",
                    location_name(location),
                    self.max_bytes
                ));
            }
        }
        let bytes = self
            .storage
            .read(location)
            .map_err(|error| format!("{}: {error}", location_name(location)))?;
        Ok(bytes.into_owned())
    }
}

pub(crate) fn location_name(location: &StorageLocation) -> String {
    match location {
        StorageLocation::File(path) => path.display().to_string(),
        StorageLocation::Memory(path) => format!("bundled:{path}"),
    }
}
