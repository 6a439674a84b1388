//! [`Options`]: everything a run over documents is given, as one plain struct.

use std::path::PathBuf;

use sgml_dtd::catalog::FileAccess;
use sgml_parser::ParserOptions;
use sgml_parser::esis::EsisOptions;

use crate::windows::Windows;

/// The public identifier of HTML 4.01 Transitional, the default
/// [`fallback_doctype`](Options::fallback_doctype).
pub(crate) const FALLBACK_DOCTYPE: &str = "-//W3C//DTD HTML 4.01 Transitional//EN";

/// What parsing and validating documents is given: catalogs, encoding hints, a DOCTYPE
/// override, file access, limits and warning switches. Plain data with public fields;
/// [`Options::default`] gives the values documented on each field, which are safe for
/// documents from anyone.
///
/// ```
/// use omittag::Options;
///
/// let mut options = Options::default();
/// options.encoding.http_content_type = Some("text/html; charset=Shift_JIS".into());
/// options.doctype_override = Some("-//W3C//DTD HTML 4.01 Transitional//EN".into());
/// options.parser.max_errors = 50;
/// assert!(!options.read_files);
/// ```
#[derive(Clone, Debug)]
pub struct Options {
    /// Catalogs to read before the bundled one (onsgmls's `-c`). Read only when
    /// [`read_files`](Options::read_files) is set. Default: none.
    pub catalogs: Vec<PathBuf>,
    /// The value of `SGML_CATALOG_FILES` to read catalogs from (a `:`-separated list),
    /// when files may be read. The library never reads the environment itself; the CLI
    /// passes the variable. Default: none.
    pub sgml_catalog_files: Option<String>,
    /// How the encoding is found: an override, the HTTP `Content-Type` header, the
    /// default and fallback, the UTF-16 compatibility switch
    /// ([`omittag_encoding::Options`]). Default: detection by HTML 4.01 §5.2, falling back
    /// to UTF-8, else windows-1252, with a warning.
    pub encoding: omittag_encoding::Options,
    /// Validate against the DTD of this public identifier, whatever DOCTYPE the document
    /// has (or when it has none), with a warning saying so: the W3C validator's doctype
    /// override. Default: none.
    pub doctype_override: Option<String>,
    /// The DTD to validate a document with no document type declaration against, when
    /// the catalogs have none for its first element (as the W3C validator falls back to
    /// HTML 4.01 Transitional): a public identifier. The missing declaration is still an
    /// error. `None` parses such a document without validation, as onsgmls does.
    /// Default: `-//W3C//DTD HTML 4.01 Transitional//EN`.
    pub fallback_doctype: Option<String>,
    /// Read every document in this parse mode (SGML or XML), or, when `None`, in the
    /// mode the W3C validator chose for it ([`parse_mode::detect`](crate::parse_mode::detect):
    /// XML for an XHTML or other XML public identifier, or an XML declaration and no
    /// HTML public identifier). Default: `None`.
    pub parse_mode: Option<crate::ParseMode>,
    /// Whether files may be read: the document's own catalog (`catalog` beside it), the
    /// catalogs above, and external entities named by path. The bundled DTDs, entity
    /// sets and declarations are always available; the network never is. Default: false,
    /// so a document from anyone reads nothing but the bundled files.
    pub read_files: bool,
    /// Which files a document's own system identifiers, and the entries of the `catalog`
    /// beside it, may name, when files may be read at all
    /// ([`read_files`](Options::read_files)): only those the catalogs given locate
    /// ([`FileAccess::CatalogsOnly`], the default; the catalog beside the document is
    /// then not read), those in the document's own directory tree and the directories of
    /// the [`catalogs`](Options::catalogs) and `SGML_CATALOG_FILES`
    /// ([`FileAccess::DocumentTree`], the command line's default), those under some
    /// directories, or any ([`FileAccess::All`], as onsgmls). A refused file is an error
    /// at the reference (or at the catalog entry), naming the file and how to allow it.
    /// URLs are never fetched.
    pub file_access: FileAccess,
    /// Warn about DOCTYPE declarations whose public and system identifiers name different
    /// DTDs, public identifiers known only ignoring case, and a META charset that
    /// contradicts the encoding used. Default: true.
    pub doctype_warnings: bool,
    /// The largest input parsed, in bytes; a larger one gets an error and no parse (a
    /// document given as something to read is not read past the limit). Catalogs, DTDs
    /// and entity files are held to 256 MiB
    /// ([`FileStorage::MAX_BYTES`](sgml_dtd::catalog::FileStorage::MAX_BYTES)), and only
    /// regular files are read. Default: 256 MiB.
    pub max_input_bytes: usize,
    /// Refuse an input that does not look like text (a NUL among its first 1,024
    /// characters, or more than one in eight of them control characters) with one error
    /// (`not-text`) instead of parsing it, which would give an error for nearly every
    /// character. Default: true; false in [`Options::onsgmls`], whose messages are
    /// onsgmls's.
    pub refuse_binary: bool,
    /// The instance parser's options: the error limit, warning switches, entity and
    /// nesting limits ([`ParserOptions`]).
    pub parser: ParserOptions,
    /// What ESIS output shows (onsgmls's `-o` options), where ESIS is written.
    pub esis: EsisOptions,
    /// When a document given as something to read
    /// ([`Validator::esis_read`](crate::Validator::esis_read),
    /// [`Validator::validate_read`](crate::Validator::validate_read) and their `_file`
    /// forms) is parsed in windows, in bounded memory, instead of whole. Default:
    /// documents of 4 MiB or more whose bytes are their text.
    pub windows: Windows,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            catalogs: Vec::new(),
            sgml_catalog_files: None,
            encoding: omittag_encoding::Options::default(),
            doctype_override: None,
            fallback_doctype: Some(FALLBACK_DOCTYPE.to_owned()),
            parse_mode: None,
            read_files: false,
            file_access: FileAccess::CatalogsOnly,
            doctype_warnings: true,
            max_input_bytes: 256 << 20,
            refuse_binary: true,
            parser: ParserOptions::default(),
            esis: EsisOptions::default(),
            windows: Windows::default(),
        }
    }
}

impl Options {
    /// The options under which the messages are exactly onsgmls's (as the W3C validator
    /// runs it): no fallback DTD for a document without DOCTYPE, no DOCTYPE or META
    /// warnings, and ISO 8859-1 for a document that names no encoding (what onsgmls is
    /// given then), without a warning.
    pub fn onsgmls() -> Options {
        let mut options = Options {
            fallback_doctype: None,
            doctype_warnings: false,
            refuse_binary: false,
            ..Options::default()
        };
        options.encoding.default_encoding = omittag_encoding::Encoding::for_label("iso-8859-1");
        options
    }

    /// The options of a run that reads what onsgmls reads: files allowed (the document's
    /// catalog, `-c` catalogs, and any file an external entity names). For trusted
    /// documents only.
    pub fn trusted() -> Options {
        Options {
            read_files: true,
            file_access: FileAccess::All,
            ..Options::default()
        }
    }
}
