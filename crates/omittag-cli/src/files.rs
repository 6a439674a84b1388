//! The files the commands read: the options that let a document read files its own
//! system identifiers name (the file access policy), and the documents themselves,
//! opened only when they are regular files (or standard input, given as `-`).

use std::io::{self, Cursor, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use omittag::dtd::catalog::{FileAccess, open_regular_file, read_regular_file};

// (Not a doc comment: clap would take it for the help of the subcommands it is in.)
// Which files a document's external entities may name beyond those the catalogs locate.
#[derive(clap::Args, Debug, Default)]
pub(crate) struct FileArgs {
    /// Let documents also read files under this directory (may be repeated). By default
    /// a document reads the files it names inside its own directory tree, inside the
    /// directory trees of the catalogs given (`-c`, `SGML_CATALOG_FILES`) and of the
    /// catalogs they name, and inside those of the files their entries name (a DTD's own
    /// entity sets); a `catalog` file beside the document may map names only to files
    /// inside those trees too. `..` and symbolic links out of them are refused. (With the
    /// `w3c` profile, only files the catalogs given locate.)
    #[arg(long = "allow-files", value_name = "DIR")]
    allow_files: Vec<PathBuf>,
    /// Let documents read any file their system identifiers (and the catalog beside
    /// them) name, as onsgmls does: for documents you trust.
    #[arg(long)]
    allow_all_files: bool,
}

impl FileArgs {
    /// The policy these options ask for, where a document may read files of its own
    /// directory tree by default (`check`, `esis`, `tree`).
    pub(crate) fn access(&self) -> FileAccess {
        if self.allow_all_files {
            FileAccess::All
        } else {
            FileAccess::DocumentTree(self.allow_files.clone())
        }
    }

    /// The policy these options ask for under the W3C validator's profile, which reads
    /// nothing a document names but what the catalogs given locate, unless allowed.
    pub(crate) fn access_catalogs_only(&self) -> FileAccess {
        if self.allow_all_files {
            FileAccess::All
        } else if self.allow_files.is_empty() {
            FileAccess::CatalogsOnly
        } else {
            FileAccess::Directories(self.allow_files.clone())
        }
    }
}

/// Whether `path` names standard input (`-`).
pub(crate) fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// What a document is read from: a regular file, or standard input's bytes.
pub(crate) trait DocumentInput: Read + Seek {}

impl<T: Read + Seek> DocumentInput for T {}

/// A document to read: a regular file, or standard input read up to the size limit
/// (at most one byte more than the limit, so that a larger input is refused for its
/// size, not cut).
///
/// Boxed rather than an enum of the two: `Box<dyn Read>` hands `read_buf` on to the
/// file's own, so that reading a document whole fills its buffer without first writing
/// zeros over it (an enum can implement only `read` on stable Rust, and the standard
/// library then clears the buffer before each read: one instruction a byte).
pub(crate) struct Document(Box<dyn DocumentInput>);

impl Document {
    /// Open the document `path` (`-` for standard input), refusing anything that is not
    /// a regular file (a directory, a FIFO, a device, a socket) before opening it for
    /// reading; standard input is read whole, up to `max_bytes + 1` bytes.
    pub(crate) fn open(path: &Path, max_bytes: usize) -> io::Result<Document> {
        if is_stdin(path) {
            let mut bytes = Vec::new();
            io::stdin().lock().take(max_bytes as u64 + 1).read_to_end(&mut bytes)?;
            return Ok(Document(Box::new(Cursor::new(bytes))));
        }
        open_regular_file(path).map(|(file, _)| Document(Box::new(file)))
    }

    /// The reader, to be handed to the validator as it is (see the type's docs).
    pub(crate) fn into_reader(self) -> Box<dyn DocumentInput> {
        self.0
    }
}

impl Read for Document {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.0.read(buf)
    }
}

impl Seek for Document {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.0.seek(to)
    }
}

/// The bytes of the document `path` (`-` for standard input), when it is a regular file
/// of at most `max_bytes` (standard input: at most `max_bytes + 1` bytes are read, and
/// the parse refuses more than `max_bytes`).
pub(crate) fn read_document(path: &Path, max_bytes: usize) -> io::Result<Vec<u8>> {
    if is_stdin(path) {
        let mut bytes = Vec::new();
        io::stdin().lock().take(max_bytes as u64 + 1).read_to_end(&mut bytes)?;
        return Ok(bytes);
    }
    read_regular_file(path, max_bytes as u64).map_err(|error| {
        // Too large: say which option raises the limit.
        if error.kind() == io::ErrorKind::InvalidData && error.to_string().starts_with("it is larger than the limit") {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{error}: the input size limit, which --max-input-bytes raises"),
            )
        } else {
            error
        }
    })
}

/// The name messages give the document `path`, in characters that `messages` writes
/// back as the bytes of the path, as onsgmls names it: read by hand, each byte of the
/// name is a character (`n\xc3\xa9.sgml` is named by its three bytes `n`, `\xc3`,
/// `\xa9` and so written again).
pub(crate) fn document_name(path: &Path, messages: omittag::characters::OutputEncoding) -> String {
    #[cfg(unix)]
    if messages == omittag::characters::OutputEncoding::Identity {
        use std::os::unix::ffi::OsStrExt;
        return path.as_os_str().as_bytes().iter().map(|&b| char::from(b)).collect();
    }
    let _ = messages;
    path.display().to_string()
}

/// The path the library is given for the document `path`: none for standard input,
/// which has no directory of its own.
pub(crate) fn document_path(path: &Path) -> Option<&Path> {
    (!is_stdin(path)).then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_follows_the_options() {
        assert_eq!(FileArgs::default().access(), FileAccess::DocumentTree(vec![]));
        assert_eq!(FileArgs::default().access_catalogs_only(), FileAccess::CatalogsOnly);
        let dirs = FileArgs {
            allow_files: vec!["a".into()],
            allow_all_files: false,
        };
        assert_eq!(dirs.access(), FileAccess::DocumentTree(vec!["a".into()]));
        assert_eq!(dirs.access_catalogs_only(), FileAccess::Directories(vec!["a".into()]));
        let all = FileArgs {
            allow_files: vec!["a".into()],
            allow_all_files: true,
        };
        assert_eq!(all.access(), FileAccess::All);
        assert_eq!(all.access_catalogs_only(), FileAccess::All);
    }

    #[test]
    fn only_regular_files_are_opened() {
        let dir = std::env::temp_dir();
        let error = Document::open(&dir, 100).err().expect("a directory is refused");
        assert!(error.to_string().contains("directory"), "{error}");
        #[cfg(unix)]
        {
            let error = read_document(Path::new("/dev/zero"), 100).unwrap_err();
            assert!(error.to_string().contains("character device"), "{error}");
        }
    }
}
