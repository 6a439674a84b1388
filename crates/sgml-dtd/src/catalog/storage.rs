//! Where entities and catalogs are stored, and how they are read: files, or files
//! embedded in the program. Never the network: an `http:` system identifier reaches a
//! file only through a catalog entry.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::{Component, Path, PathBuf};

/// A place an entity, a catalog or an SGML declaration can be read from.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StorageLocation {
    /// A file, by its path as resolved (relative paths are relative to the working
    /// directory).
    File(PathBuf),
    /// A file embedded in the program (the bundled DTDs), by its `/`-separated path
    /// inside the bundle, such as `dtd/REC-html401-19991224/strict.dtd`.
    Memory(String),
}

impl StorageLocation {
    /// The location a system identifier names when it is relative to `self`: paths are
    /// relative to the directory `self` is in. `None` when the system identifier is a
    /// URL (`http://...`) or a formal system identifier (`<OSFILE>...`), which are only
    /// ever reached through catalog entries.
    pub fn resolve(&self, system_id: &str) -> Option<StorageLocation> {
        if is_url_or_formal(system_id) {
            return None;
        }
        match self {
            StorageLocation::File(path) => Some(StorageLocation::File(resolve_file(path, system_id))),
            StorageLocation::Memory(path) => {
                if Path::new(system_id).is_absolute() {
                    return Some(StorageLocation::File(PathBuf::from(system_id)));
                }
                let dir = path.rfind('/').map_or("", |slash| &path[..slash]);
                Some(StorageLocation::Memory(join_memory(dir, system_id)))
            }
        }
    }

    /// The location a system identifier names on its own (a file path from the command
    /// line, or a document's system identifier with no entity around it). `None` for
    /// URLs and formal system identifiers.
    pub fn from_system_id(system_id: &str) -> Option<StorageLocation> {
        (!is_url_or_formal(system_id)).then(|| StorageLocation::File(PathBuf::from(system_id)))
    }
}

impl fmt::Display for StorageLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageLocation::File(path) => write!(f, "{}", path.display()),
            StorageLocation::Memory(path) => write!(f, "bundled:{path}"),
        }
    }
}

/// Whether `system_id` is a URL (a scheme of two or more characters before `:`, so that
/// `C:\x` stays a path) or a formal system identifier (`<OSFILE>...`).
fn is_url_or_formal(system_id: &str) -> bool {
    if system_id.starts_with('<') {
        return true;
    }
    match system_id.find(':') {
        Some(colon) if colon >= 2 => {
            let scheme = &system_id[..colon];
            scheme.starts_with(|c: char| c.is_ascii_alphabetic())
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        }
        _ => false,
    }
}

fn resolve_file(base: &Path, system_id: &str) -> PathBuf {
    let relative = Path::new(system_id);
    if relative.is_absolute() {
        return relative.to_path_buf();
    }
    // a base naming a directory (`BASE "dir/"`) is the directory itself
    if base.as_os_str().to_string_lossy().ends_with(std::path::MAIN_SEPARATOR) {
        return base.join(relative);
    }
    match base.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join(relative),
        _ => relative.to_path_buf(),
    }
}

/// `dir` joined with `relative`, `.` and `..` segments resolved (`..` above the root of
/// the bundle stays at the root).
fn join_memory(dir: &str, relative: &str) -> String {
    let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
    for component in Path::new(relative).components() {
        match component {
            Component::ParentDir => {
                parts.pop();
            }
            Component::Normal(part) => parts.push(part.to_str().unwrap_or_default()),
            Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
        }
    }
    parts.join("/")
}

/// What is at a location.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StorageKind {
    /// Something that can be read.
    File,
    /// A directory.
    Directory,
    /// Nothing readable.
    Missing,
}

/// Something entities and catalogs can be read from.
pub trait Storage {
    /// The bytes stored at `location`.
    fn read(&self, location: &StorageLocation) -> io::Result<Cow<'_, [u8]>>;

    /// What is at `location`.
    fn kind(&self, location: &StorageLocation) -> StorageKind {
        match self.read(location) {
            Ok(_) => StorageKind::File,
            Err(_) => StorageKind::Missing,
        }
    }
}

impl<S: Storage + ?Sized> Storage for &S {
    fn read(&self, location: &StorageLocation) -> io::Result<Cow<'_, [u8]>> {
        (**self).read(location)
    }

    fn kind(&self, location: &StorageLocation) -> StorageKind {
        (**self).kind(location)
    }
}

/// The file system: reads [`StorageLocation::File`] locations, nothing else, and of
/// those only regular files of at most [`FileStorage::MAX_BYTES`] bytes
/// ([`read_regular_file`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct FileStorage;

impl FileStorage {
    /// The largest catalog, DTD or entity file read: 256 MiB, the default limit on a
    /// document's size.
    pub const MAX_BYTES: u64 = 256 << 20;
}

/// Open `path` for reading if it is a regular file (symbolic links followed), and give
/// its size. Anything else is refused from its file type before it is opened for
/// reading: a directory, and files that may never end or block the reader — a named
/// pipe (FIFO), a device such as `/dev/zero` or a terminal, a socket. On Unix the file
/// is opened without blocking and its type checked again once open, so that a file
/// replaced by a pipe in between cannot hang the reader either.
///
/// The one device taken is the null device, `/dev/null` named as such: it reads as an
/// empty file at once, and catalogs name it for an entity meant to be empty, as
/// onsgmls reads it.
pub fn open_regular_file(path: &Path) -> io::Result<(std::fs::File, u64)> {
    if is_null_device(path) {
        return Ok((std::fs::File::open(path)?, 0));
    }
    let metadata = std::fs::metadata(path)?;
    refuse_special(&metadata)?;
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let metadata = file.metadata()?;
    refuse_special(&metadata)?;
    Ok((file, metadata.len()))
}

/// The bytes of the regular file `path` ([`open_regular_file`]), if it has at most
/// `max_bytes`: a larger one is refused before it is read, and no more than
/// `max_bytes + 1` bytes are ever read (a file that grows while it is read is refused
/// too).
pub fn read_regular_file(path: &Path, max_bytes: u64) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let (file, len) = open_regular_file(path)?;
    if len > max_bytes {
        return Err(too_large(len, max_bytes));
    }
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(max_bytes.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max_bytes {
        return Err(too_large(bytes.len() as u64, max_bytes));
    }
    Ok(bytes)
}

fn too_large(len: u64, max_bytes: u64) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("it is larger than the limit of {max_bytes} bytes ({len} bytes or more)"),
    )
}

/// Whether `path` is the null device, named as `/dev/null` (on Unix; nowhere else).
fn is_null_device(path: &Path) -> bool {
    cfg!(unix) && path == Path::new("/dev/null")
}

/// An error when `metadata` is not that of a regular file, saying what it is.
fn refuse_special(metadata: &std::fs::Metadata) -> io::Result<()> {
    let kind = metadata.file_type();
    if kind.is_file() {
        return Ok(());
    }
    if kind.is_dir() {
        return Err(io::Error::new(io::ErrorKind::IsADirectory, "it is a directory"));
    }
    let what = special_kind(&kind);
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("it is {what}, not a regular file, and is not read (it may never end)"),
    ))
}

#[cfg(unix)]
fn special_kind(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        "a named pipe (FIFO)"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "a special file"
    }
}

#[cfg(not(unix))]
fn special_kind(_: &std::fs::FileType) -> &'static str {
    "a special file"
}

impl Storage for FileStorage {
    fn read(&self, location: &StorageLocation) -> io::Result<Cow<'_, [u8]>> {
        match location {
            StorageLocation::File(path) => read_regular_file(path, FileStorage::MAX_BYTES).map(Cow::Owned),
            StorageLocation::Memory(path) => Err(not_found(path)),
        }
    }

    fn kind(&self, location: &StorageLocation) -> StorageKind {
        match location {
            StorageLocation::File(path) if path.is_dir() => StorageKind::Directory,
            StorageLocation::File(path) if path.is_file() || is_null_device(path) => StorageKind::File,
            _ => StorageKind::Missing,
        }
    }
}

/// Files held in memory: reads [`StorageLocation::Memory`] locations.
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    files: BTreeMap<Cow<'static, str>, Cow<'static, [u8]>>,
}

impl MemoryStorage {
    /// An empty store.
    pub fn new() -> MemoryStorage {
        MemoryStorage::default()
    }

    /// A store of the files of `files`, `(path, bytes)` as for [`insert`](Self::insert),
    /// the later of two with the same path kept; built in one go and without copying
    /// a path or a file (what a program embeds).
    pub fn from_static(files: &[(&'static str, &'static [u8])]) -> MemoryStorage {
        MemoryStorage {
            files: files
                .iter()
                .map(|&(path, bytes)| (Cow::Borrowed(path), Cow::Borrowed(bytes)))
                .collect(),
        }
    }

    /// Store `bytes` under `path` (`/`-separated, no leading `/`).
    pub fn insert(&mut self, path: impl Into<String>, bytes: impl Into<Cow<'static, [u8]>>) {
        self.files.insert(Cow::Owned(path.into()), bytes.into());
    }

    /// The stored paths, in order.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(|path| &**path)
    }

    /// The bytes stored under `path`.
    pub fn get(&self, path: &str) -> Option<&[u8]> {
        self.files.get(path).map(|bytes| &**bytes)
    }
}

impl Storage for MemoryStorage {
    fn read(&self, location: &StorageLocation) -> io::Result<Cow<'_, [u8]>> {
        match location {
            StorageLocation::Memory(path) => self.get(path).map(Cow::Borrowed).ok_or_else(|| not_found(path)),
            StorageLocation::File(path) => Err(not_found(&path.display().to_string())),
        }
    }

    fn kind(&self, location: &StorageLocation) -> StorageKind {
        let StorageLocation::Memory(path) = location else {
            return StorageKind::Missing;
        };
        if self.files.contains_key(path.as_str()) {
            return StorageKind::File;
        }
        let dir = format!("{}/", path.trim_end_matches('/'));
        if self
            .files
            .range::<str, _>((std::ops::Bound::Included(dir.as_str()), std::ops::Bound::Unbounded))
            .next()
            .is_some_and(|(key, _)| key.starts_with(&dir))
        {
            StorageKind::Directory
        } else {
            StorageKind::Missing
        }
    }
}

/// Several storages: each location is read from the first that has it. The usual stack
/// is the bundled files, then (where file access is allowed) the file system.
#[derive(Default)]
pub struct StorageStack<'a> {
    layers: Vec<&'a dyn Storage>,
}

impl<'a> StorageStack<'a> {
    /// An empty stack.
    pub fn new() -> StorageStack<'a> {
        StorageStack { layers: Vec::new() }
    }

    /// Add a layer, consulted after those already there.
    pub fn with(mut self, layer: &'a dyn Storage) -> StorageStack<'a> {
        self.layers.push(layer);
        self
    }
}

impl Storage for StorageStack<'_> {
    fn read(&self, location: &StorageLocation) -> io::Result<Cow<'_, [u8]>> {
        let mut last = None;
        for layer in &self.layers {
            match layer.read(location) {
                Ok(bytes) => return Ok(bytes),
                Err(error) => last = Some(error),
            }
        }
        Err(last.unwrap_or_else(|| not_found(&location.to_string())))
    }

    fn kind(&self, location: &StorageLocation) -> StorageKind {
        let mut kind = StorageKind::Missing;
        for layer in &self.layers {
            match layer.kind(location) {
                StorageKind::File => return StorageKind::File,
                StorageKind::Directory => kind = StorageKind::Directory,
                StorageKind::Missing => {}
            }
        }
        kind
    }
}

fn not_found(path: &str) -> io::Error {
    io::Error::new(io::ErrorKind::NotFound, format!("no such file: {path}"))
}

/// The text of a catalog or entity: UTF-8 when it is valid UTF-8, else ISO 8859-1.
pub fn decode_text(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

/// `bytes` with every byte the character of its number (ISO 8859-1), as onsgmls reads a
/// file when run by hand (its `identity` BCTF).
pub fn decode_bytes_as_characters(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_resolution() {
        let catalog = StorageLocation::Memory("dtd/catalog".into());
        assert_eq!(
            catalog.resolve("IETF/html.dtd"),
            Some(StorageLocation::Memory("dtd/IETF/html.dtd".into()))
        );
        assert_eq!(
            catalog.resolve("../sgml-decl/w3c-validator.dcl"),
            Some(StorageLocation::Memory("sgml-decl/w3c-validator.dcl".into()))
        );
        assert_eq!(catalog.resolve("http://www.w3.org/TR/html4/loose.dtd"), None);
        assert_eq!(catalog.resolve("<OSFILE>/etc/passwd"), None);
        let file = StorageLocation::File("/tmp/x/catalog".into());
        assert_eq!(
            file.resolve("a/b.dtd"),
            Some(StorageLocation::File("/tmp/x/a/b.dtd".into()))
        );
        assert_eq!(file.resolve("/abs.dtd"), Some(StorageLocation::File("/abs.dtd".into())));
        let bare = StorageLocation::File("catalog".into());
        assert_eq!(bare.resolve("a.dtd"), Some(StorageLocation::File("a.dtd".into())));
        assert_eq!(
            StorageLocation::from_system_id("C:\\x.dtd"),
            Some(StorageLocation::File("C:\\x.dtd".into()))
        );
        assert_eq!(StorageLocation::from_system_id("file:///x.dtd"), None);
    }

    #[test]
    fn memory_from_static() {
        let mut memory = MemoryStorage::from_static(&[("b", b"1"), ("a/x", b"2"), ("b", b"3")]);
        assert_eq!(memory.paths().collect::<Vec<_>>(), ["a/x", "b"]);
        assert_eq!(memory.get("b"), Some(&b"3"[..]));
        assert_eq!(
            memory.kind(&StorageLocation::Memory("a".into())),
            StorageKind::Directory
        );
        memory.insert("a/x", &b"4"[..]);
        memory.insert("c", &b"5"[..]);
        assert_eq!(memory.get("a/x"), Some(&b"4"[..]));
        assert_eq!(memory.paths().collect::<Vec<_>>(), ["a/x", "b", "c"]);
    }

    #[test]
    fn memory_and_stack() {
        let mut memory = MemoryStorage::new();
        memory.insert("dtd/a.dtd", &b"<!ELEMENT a - - EMPTY>"[..]);
        let a = StorageLocation::Memory("dtd/a.dtd".into());
        assert_eq!(memory.kind(&a), StorageKind::File);
        assert_eq!(
            memory.kind(&StorageLocation::Memory("dtd".into())),
            StorageKind::Directory
        );
        assert_eq!(memory.kind(&StorageLocation::Memory("dt".into())), StorageKind::Missing);
        let stack = StorageStack::new().with(&memory).with(&FileStorage);
        assert_eq!(&*stack.read(&a).unwrap(), b"<!ELEMENT a - - EMPTY>");
        assert!(
            stack
                .read(&StorageLocation::File("/nonexistent/omittag/x".into()))
                .is_err()
        );
        assert_eq!(decode_text(b"caf\xe9"), "caf\u{e9}");
        assert_eq!(decode_text("caf\u{e9}".as_bytes()), "caf\u{e9}");
    }
}
