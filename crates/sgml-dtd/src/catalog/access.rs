//! Which files a document's external entities may be read from: the file access policy.
//!
//! A document from anyone may declare `<!ENTITY x SYSTEM "/etc/passwd">` or
//! `<!DOCTYPE x SYSTEM "../secret.dtd">`. Such a system identifier reaches a file only
//! when the caller allows it: by default ([`FileAccess::CatalogsOnly`]) an entity is read
//! only from where a catalog entry the caller gave (or the bundled catalog) locates it,
//! or from the bundled files. A system identifier that no catalog maps, resolved on its
//! own to a file, is refused with an [`AccessRefused`] saying why and how to allow it.
//! URLs are never fetched whatever the policy (the catalog reports them as
//! [`ResolveError::NotLocal`](super::ResolveError::NotLocal)).
//!
//! ```
//! use sgml_dtd::catalog::{FileAccess, Resolved, ResolvedBy, StorageLocation};
//!
//! let by_document = Resolved {
//!     location: StorageLocation::File("/etc/passwd".into()),
//!     by: ResolvedBy::SystemIdentifier,
//! };
//! let refused = FileAccess::CatalogsOnly.permit(&by_document).unwrap_err();
//! assert!(refused.to_string().contains("/etc/passwd"));
//! assert!(FileAccess::All.permit(&by_document).is_ok());
//! // What a catalog entry locates is read whatever the policy.
//! let by_catalog = Resolved { by: ResolvedBy::PublicEntry(0), ..by_document };
//! assert!(FileAccess::CatalogsOnly.permit(&by_catalog).is_ok());
//! ```

use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};

use super::set::{Resolved, ResolvedBy};
use super::storage::StorageLocation;

/// Which files an external entity's own system identifier may name (entities located
/// through a catalog entry, and the bundled files, are always readable). Nothing is ever
/// fetched from the network.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum FileAccess {
    /// Only files the catalogs locate (default): a system identifier that no catalog
    /// entry maps is refused when it names a file. Safe for documents from anyone.
    #[default]
    CatalogsOnly,
    /// Also files that lie under one of these directories once both are made canonical
    /// (`..`, `.` and symbolic links resolved), so that `dir/../../etc/passwd` or a link
    /// in `dir` pointing out of it is refused.
    Directories(Vec<PathBuf>),
    /// Also files in the document's own directory tree (the directory of the document's
    /// file and below), in the directories of the catalogs the caller gave, and under
    /// these directories: what a document written beside its DTD and entity files needs,
    /// as onsgmls reads it, without letting it reach the rest of the system. Once the
    /// catalogs are read, [`with_directories`](FileAccess::with_directories) adds their
    /// [`caller_directories`](super::CatalogSet::caller_directories): what a DTD they
    /// locate names relative to itself is read too.
    /// [`FileAccess::for_document`] turns it into [`FileAccess::Directories`] for one
    /// document; [`permit`](FileAccess::permit) on it as it is allows only these
    /// directories.
    DocumentTree(Vec<PathBuf>),
    /// Any file (onsgmls's behaviour). For trusted documents only.
    All,
}

/// Why a file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefusalReason {
    /// The policy is [`FileAccess::CatalogsOnly`] and no catalog entry names the file.
    NotInCatalogs,
    /// The file is not under any of the allowed directories (canonical paths).
    OutsideDirectories(Vec<PathBuf>),
}

/// A file an external entity names that the [`FileAccess`] policy does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessRefused {
    /// The file, as resolved from the system identifier.
    pub path: PathBuf,
    /// Why it is refused.
    pub reason: RefusalReason,
}

impl fmt::Display for RefusalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefusalReason::NotInCatalogs => f.write_str(
                "the document names it, no catalog does, and only files the catalogs name may be read; \
                 allow its directory (or all files) to read it",
            ),
            RefusalReason::OutsideDirectories(directories) => {
                f.write_str("it is outside the directories files may be read from (")?;
                for (i, directory) in directories.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", directory.display())?;
                }
                f.write_str("); allow its directory (or all files) to read it")
            }
        }
    }
}

/// `file PATH: REASON`.
impl fmt::Display for AccessRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "file {}: {}", self.path.display(), self.reason)
    }
}

impl std::error::Error for AccessRefused {}

impl FileAccess {
    /// The policy for one document: [`FileAccess::DocumentTree`] becomes
    /// [`FileAccess::Directories`] of its directories, the directory of `document` (when
    /// the document is a file) and those of `catalogs` (the catalog files the caller
    /// gave); any other policy stays as it is.
    pub fn for_document<'p>(
        &self,
        document: Option<&'p Path>,
        catalogs: impl IntoIterator<Item = &'p Path>,
    ) -> FileAccess {
        let FileAccess::DocumentTree(also) = self else {
            return self.clone();
        };
        let mut directories = Vec::new();
        let mut seen = HashSet::new();
        let mut add = |directory: &Path| {
            let directory = if directory.as_os_str().is_empty() {
                Path::new(".")
            } else {
                directory
            };
            if seen.insert(directory.to_path_buf()) {
                directories.push(directory.to_path_buf());
            }
        };
        for file in document.into_iter().chain(catalogs) {
            if let Some(directory) = file.parent() {
                add(directory);
            }
        }
        for directory in also {
            add(directory);
        }
        FileAccess::Directories(directories)
    }

    /// [`FileAccess::DocumentTree`] with `directories` allowed too (the
    /// [`caller_directories`](super::CatalogSet::caller_directories) of the catalogs a
    /// document is read with); any other policy stays as it is.
    pub fn with_directories(&self, directories: impl IntoIterator<Item = PathBuf>) -> FileAccess {
        match self {
            FileAccess::DocumentTree(also) => {
                let mut also = also.clone();
                also.extend(directories);
                FileAccess::DocumentTree(also)
            }
            other => other.clone(),
        }
    }

    /// Whether the entity `resolved` locates may be read, and where to read it: a
    /// location a catalog entry gave, or a bundled file, as it is; a file the entity's
    /// own system identifier names only if the policy allows it, as its canonical path
    /// under [`FileAccess::Directories`] (so that what was checked is what is read).
    pub fn permit(&self, resolved: &Resolved) -> Result<StorageLocation, AccessRefused> {
        let StorageLocation::File(path) = &resolved.location else {
            return Ok(resolved.location.clone());
        };
        if resolved.by != ResolvedBy::SystemIdentifier {
            return Ok(resolved.location.clone());
        }
        match self {
            FileAccess::All => Ok(resolved.location.clone()),
            // Refused without looking at the file system, so that the message tells
            // nothing about which files exist.
            FileAccess::CatalogsOnly => Err(AccessRefused {
                path: path.clone(),
                reason: RefusalReason::NotInCatalogs,
            }),
            FileAccess::Directories(directories) | FileAccess::DocumentTree(directories) => {
                let allowed: Vec<PathBuf> = directories.iter().filter_map(|d| d.canonicalize().ok()).collect();
                match canonical_within(path, &allowed) {
                    Some(canonical) => Ok(StorageLocation::File(canonical)),
                    None => Err(AccessRefused {
                        path: path.clone(),
                        reason: RefusalReason::OutsideDirectories(if allowed.is_empty() {
                            directories.clone()
                        } else {
                            allowed
                        }),
                    }),
                }
            }
        }
    }
}

/// `path` made canonical, if it lies under one of the canonical `directories`. A file
/// that does not exist is placed by its canonical parent directory (reading it then
/// fails as a missing file, inside the allowed directory); one whose parent does not
/// exist either is outside.
fn canonical_within(path: &Path, directories: &[PathBuf]) -> Option<PathBuf> {
    let canonical = match path.canonicalize() {
        Ok(canonical) => canonical,
        Err(_) => {
            let name = path.file_name()?;
            let parent = match path.parent() {
                Some(parent) if !parent.as_os_str().is_empty() => parent,
                _ => Path::new("."),
            };
            parent.canonicalize().ok()?.join(name)
        }
    };
    directories
        .iter()
        .any(|directory| canonical.starts_with(directory))
        .then_some(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_system_id(path: &Path) -> Resolved {
        Resolved {
            location: StorageLocation::File(path.to_path_buf()),
            by: ResolvedBy::SystemIdentifier,
        }
    }

    /// A scratch directory of this test process: `allowed/inside.ent`, `allowed/sub/`,
    /// `outside.ent`, and (on Unix) `allowed/link` to `outside.ent`.
    fn scratch(name: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!("sgml-dtd-access-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("allowed/sub")).unwrap();
        std::fs::write(root.join("allowed/inside.ent"), "x").unwrap();
        std::fs::write(root.join("outside.ent"), "secret").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink(root.join("outside.ent"), root.join("allowed/link")).unwrap();
        root
    }

    #[test]
    fn catalogs_only_refuses_every_file_named_by_a_system_identifier() {
        let refused = FileAccess::CatalogsOnly
            .permit(&by_system_id(Path::new("/etc/passwd")))
            .unwrap_err();
        assert_eq!(refused.reason, RefusalReason::NotInCatalogs);
        assert_eq!(
            refused.to_string(),
            "file /etc/passwd: the document names it, no catalog does, and only files the catalogs name may \
             be read; allow its directory (or all files) to read it"
        );
        // bundled files, and files catalog entries locate, are read
        let bundled = Resolved {
            location: StorageLocation::Memory("dtd/HTMLlat1.ent".into()),
            by: ResolvedBy::SystemIdentifier,
        };
        assert_eq!(FileAccess::CatalogsOnly.permit(&bundled), Ok(bundled.location.clone()));
        for by in [
            ResolvedBy::SystemEntry(0),
            ResolvedBy::PublicEntry(1),
            ResolvedBy::Delegate(0),
            ResolvedBy::NameEntry(2),
        ] {
            let resolved = Resolved {
                location: StorageLocation::File("/usr/share/sgml/x.dtd".into()),
                by,
            };
            assert_eq!(
                FileAccess::CatalogsOnly.permit(&resolved),
                Ok(resolved.location.clone())
            );
        }
    }

    #[test]
    fn directories_allow_only_what_lies_under_them_once_canonical() {
        let root = scratch("directories");
        let access = FileAccess::Directories(vec![root.join("allowed")]);
        let canonical_root = root.canonicalize().unwrap();
        assert_eq!(
            access.permit(&by_system_id(&root.join("allowed/inside.ent"))),
            Ok(StorageLocation::File(canonical_root.join("allowed/inside.ent")))
        );
        // `..` out of the directory, even through a directory that exists
        for escape in ["allowed/../outside.ent", "allowed/sub/../../outside.ent", "outside.ent"] {
            let refused = access.permit(&by_system_id(&root.join(escape))).unwrap_err();
            assert_eq!(
                refused.reason,
                RefusalReason::OutsideDirectories(vec![canonical_root.join("allowed")]),
                "{escape}"
            );
            assert!(refused.to_string().contains("outside the directories"), "{refused}");
        }
        // `..` that stays inside is fine
        assert!(
            access
                .permit(&by_system_id(&root.join("allowed/sub/../inside.ent")))
                .is_ok()
        );
        // a missing file inside is allowed (reading it fails); outside, refused
        assert_eq!(
            access.permit(&by_system_id(&root.join("allowed/missing.ent"))),
            Ok(StorageLocation::File(canonical_root.join("allowed/missing.ent")))
        );
        assert!(access.permit(&by_system_id(&root.join("missing/x.ent"))).is_err());
        assert!(access.permit(&by_system_id(Path::new("/etc/passwd"))).is_err());
        // a prefix of the name is not the directory
        let sibling = FileAccess::Directories(vec![root.join("allow")]);
        assert!(sibling.permit(&by_system_id(&root.join("allowed/inside.ent"))).is_err());
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn the_document_tree_is_the_documents_directory_and_the_catalogs() {
        let tree = FileAccess::DocumentTree(vec!["/extra".into()]);
        assert_eq!(
            tree.for_document(
                Some(Path::new("/d/doc.html")),
                [Path::new("/c/catalog"), Path::new("catalog")]
            ),
            FileAccess::Directories(vec!["/d".into(), "/c".into(), ".".into(), "/extra".into()])
        );
        // a document with no file (standard input) has no tree of its own
        assert_eq!(
            tree.for_document(None, []),
            FileAccess::Directories(vec!["/extra".into()])
        );
        for other in [
            FileAccess::CatalogsOnly,
            FileAccess::All,
            FileAccess::Directories(vec!["/x".into()]),
        ] {
            assert_eq!(other.for_document(Some(Path::new("/d/doc.html")), []), other);
        }
        // unresolved, it allows only its own directories
        assert!(tree.permit(&by_system_id(Path::new("/etc/passwd"))).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_out_of_an_allowed_directory_is_refused() {
        let root = scratch("symlink");
        let access = FileAccess::Directories(vec![root.join("allowed")]);
        assert!(access.permit(&by_system_id(&root.join("allowed/link"))).is_err());
        // allowing the directory through a link to it works as allowing it
        std::os::unix::fs::symlink(root.join("allowed"), root.join("alias")).unwrap();
        let aliased = FileAccess::Directories(vec![root.join("alias")]);
        assert!(aliased.permit(&by_system_id(&root.join("allowed/inside.ent"))).is_ok());
        assert!(
            FileAccess::All
                .permit(&by_system_id(&root.join("allowed/link")))
                .is_ok()
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
