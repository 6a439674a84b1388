//! Where a document's entities are read from: the storage (the bundled files, then the
//! file system when allowed), which files a document may read, and the loader of the
//! external entities its instance refers to.

use std::path::{Path, PathBuf};

use sgml_dtd::catalog::{
    CatalogSet, EntityKind, ExternalEntity, FileAccess, Storage, StorageLocation, StorageStack, decode_text,
};
use sgml_dtd::dtd::{Dtd, Entity, EntityData};
use sgml_parser::EntityLoader;

use crate::bundled;
use crate::options::Options;

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
    let caller_directories = catalogs_read.map(CatalogSet::caller_directories).unwrap_or_default();
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
    /// The largest file read as an entity (the parser's expansion limit): a device or
    /// an enormous file named by a system identifier is refused before it is read.
    pub(crate) max_bytes: usize,
    /// Which files the document's own system identifiers may name.
    pub(crate) file_access: &'a FileAccess,
}

impl EntityLoader for CatalogEntityLoader<'_> {
    /// As onsgmls names the file of an external entity: its system identifier as written.
    fn source_name(&self, entity: &Entity) -> Option<String> {
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

    fn load(&self, entity: &Entity) -> Result<String, String> {
        let EntityData::External { id, .. } = &entity.data else {
            return Err("it is not an external entity".to_owned());
        };
        // The entity's system identifier is relative to the entity it was declared in.
        let declared_in = match self.dtd.sources.get(entity.location.source as usize) {
            Some(source) if entity.location.source != 0 => match source.name.strip_prefix("bundled:") {
                Some(path) => Some(StorageLocation::Memory(path.to_owned())),
                None => Some(StorageLocation::File(PathBuf::from(source.name.as_str()))),
            },
            _ => self.document.cloned(),
        };
        let external = ExternalEntity {
            kind: EntityKind::GeneralEntity,
            name: &entity.name,
            public_id: id.public_id.as_deref(),
            system_id: id.system_id.as_deref(),
            fold_case: self.fold_case,
            declared_in: declared_in.as_ref(),
        };
        let resolved = self
            .catalogs
            .resolve(self.storage, &external)
            .result
            .map_err(|error| format!("it cannot be located: {error}"))?;
        let location = self
            .file_access
            .permit(&resolved)
            .map_err(|refused| refused.to_string())?;
        if let StorageLocation::File(path) = &location {
            // Only a regular file (or the null device, empty), refused from its type
            // before it is read.
            let (_, len) = sgml_dtd::catalog::open_regular_file(path)
                .map_err(|error| format!("{}: {error}", location_name(&location)))?;
            if len > self.max_bytes as u64 {
                return Err(format!(
                    "{} has {len} bytes, more than the limit of {} for an entity (the entity expansion limit: the \
                     larger of option max_entity_expansion or --max-entity-expansion, and option \
                     entity_expansion_ratio or --entity-expansion-ratio times the document's length)",
                    location_name(&location),
                    self.max_bytes
                ));
            }
        }
        let bytes = self
            .storage
            .read(&location)
            .map_err(|error| format!("{}: {error}", location_name(&location)))?;
        Ok(decode_text(&bytes).into_owned())
    }
}

pub(crate) fn location_name(location: &StorageLocation) -> String {
    match location {
        StorageLocation::File(path) => path.display().to_string(),
        StorageLocation::Memory(path) => format!("bundled:{path}"),
    }
}
