//! [`Options`]: everything a run over documents is given, as one plain struct, with its
//! two profiles ([`Options::w3c`], the default, and [`Options::onsgmls`]); and the
//! options of the phases it holds.

use std::path::PathBuf;

use sgml_parser::WindowOptions;

pub use omittag_encoding::Options as EncodingOptions;
pub use omittag_encoding::{Encoding, Source as EncodingSource};
pub use sgml_dtd::catalog::FileAccess;
pub use sgml_parser::ParserOptions;
pub use sgml_parser::esis::EsisOptions;

pub use crate::ParseMode;
pub use crate::tree::TreeOptions;

/// The public identifier of HTML 4.01 Transitional, the default
/// [`fallback_doctype`](Options::fallback_doctype).
pub(crate) const FALLBACK_DOCTYPE: &str = "-//W3C//DTD HTML 4.01 Transitional//EN";

/// What parsing and validating documents is given: catalogs, encoding hints, a DOCTYPE
/// override, file access, limits and warning switches. Plain data with public fields;
/// [`Options::default`] is [`Options::w3c`], the W3C Markup Validator's profile and the
/// `omittag validate` command's default, with the values documented on each field, which
/// are safe for documents from anyone. [`Options::onsgmls`] gives onsgmls's messages
/// exactly (the `omittag check`, `esis` and `tree` commands' profile).
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
#[non_exhaustive]
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
    /// Read an SGML document that has no SGML declaration of its own, and gets none from
    /// the catalogs, under the declaration OpenSP implies — as a document read with the
    /// user's catalogs always is — rather than the W3C validator's HTML declaration: how
    /// onsgmls run by hand reads a document with its own DTD and no catalog. The CLI sets
    /// it for a document it reads as onsgmls by hand
    /// ([`characters::CharacterPlan::by_hand`](crate::characters::CharacterPlan::by_hand)).
    /// Default: false.
    pub implied_declaration: bool,
    /// Whether files may be read: the document's own catalog (`catalog` beside it), the
    /// catalogs above, and external entities named by path. The bundled DTDs, entity
    /// sets and declarations are always available; the network never is. Default: false,
    /// so a document from anyone reads nothing but the bundled files.
    pub read_files: bool,
    /// Directories to look in for a file a relative system identifier names, when there
    /// is none of that name beside the entity that declares it (onsgmls's `-D DIR`), in
    /// order. Under [`FileAccess::DocumentTree`] the files in them may be read. Used only
    /// when [`read_files`](Options::read_files) is set. Default: none.
    pub search_directories: Vec<PathBuf>,
    /// Parameter entities declared as `INCLUDE` before the document type declaration's
    /// subset (onsgmls's `-i NAME`): since the first declaration of an entity wins, a
    /// marked section `<![ %NAME; [ ... ]]>` of the DTD or the instance is included
    /// whatever the DTD declares NAME as. Default: none.
    pub include_parameter_entities: Vec<String>,
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
    /// DTDs, public identifiers known only ignoring case, a META charset that
    /// contradicts the encoding used, an XML declaration whose encoding contradicts the
    /// HTTP charset, and an HTTP media type that makes a document with an HTML DOCTYPE
    /// XML. Default: true.
    pub doctype_warnings: bool,
    /// Make the W3C validator's own checks of documents read as XML, beside the DTD's:
    /// the root element's `xmlns` (missing where the document type requires it, or
    /// naming another namespace) is an error; an `xmlns:prefix` attribute the DTD does
    /// not declare is not; and minimized tags are not warned about
    /// ([`ParserOptions::warn_min_tag`] is ignored), as the validator ran onsgmls in
    /// XML mode. Default: true; false in [`Options::onsgmls`].
    pub validator_xml_checks: bool,
    /// The largest input parsed, in bytes; a larger one gets an error and no parse (a
    /// document given as something to read is not read past the limit). Catalogs, DTDs
    /// and entity files are held to 256 MiB
    /// ([`FileStorage::MAX_BYTES`](sgml_dtd::catalog::FileStorage::MAX_BYTES)), and only
    /// regular files are read. Default: 256 MiB.
    pub max_input_bytes: usize,
    /// How many bytes of parameter entity text reading a DTD may expand in all, counting
    /// each reference ([`DtdOptions::max_expansion`](sgml_dtd::parse::DtdOptions)): past
    /// it the rest of the DTD is read without its references, and no document is parsed
    /// with it, so that a parameter entity bomb stops there. The DTD's entities nest no
    /// deeper than the instance's ([`ParserOptions::max_entity_depth`]). Default: 16 MiB
    /// (HTML 4.01 Transitional expands about 200 KiB).
    pub max_parameter_entity_expansion: u64,
    /// Refuse an input that does not look like text (a NUL among its first 1,024
    /// characters, or more than one in eight of them control characters) with one error
    /// (`not-text`) instead of parsing it, which would give an error for nearly every
    /// character. Default: true; false in [`Options::onsgmls`], whose messages are
    /// onsgmls's.
    pub refuse_binary: bool,
    /// The instance parser's options: the error limit, warning switches, entity and
    /// nesting limits ([`ParserOptions`]). Default: [`ParserOptions::w3c`] (in
    /// [`Options::onsgmls`], [`ParserOptions::default`]).
    pub parser: ParserOptions,
    /// What ESIS output shows (onsgmls's `-o` options), where ESIS is written.
    pub esis: EsisOptions,
    /// The documents open around this one when it is read as a subdocument (a SUBDOC
    /// entity), with the SGML declaration they are read under: set only by the
    /// facade itself.
    pub(crate) subdocument: Option<std::sync::Arc<OpenDocuments>>,
    /// The architecture whose architectural document ESIS shows instead of the
    /// document (onsgmls's `-A NAME`, ISO/IEC 10744 Annex A.3). Default: none.
    pub architecture: Option<String>,
    /// Architectures derived from [`architecture`](Options::architecture), each from
    /// the one before (onsgmls's further `-A NAME`s): the ESIS is the last one's
    /// architectural document, read from the one before's. Default: none.
    pub derived_architectures: Vec<String>,
    /// When a document given as something to read
    /// ([`Validator::esis_read`](crate::Validator::esis_read),
    /// [`Validator::validate_read`](crate::Validator::validate_read) and their `_file`
    /// forms) is parsed in windows, in bounded memory, instead of whole. Default:
    /// documents of 4 MiB or more whose bytes are their text.
    pub windows: Windows,
}

/// The documents open while a subdocument is read: the document itself first, then
/// each enclosing subdocument, by canonical path; and the SGML declaration of the
/// document, which its subdocuments are read under (ISO 8879 7.1: a subdocument has no
/// SGML declaration of its own).
#[derive(Debug)]
pub(crate) struct OpenDocuments {
    pub(crate) declaration: sgml_decl::SgmlDeclaration,
    pub(crate) open: Vec<PathBuf>,
    /// How many subdocuments the outermost document has had read, shared by all.
    pub(crate) read: std::sync::Arc<std::sync::atomic::AtomicU32>,
}

impl Default for Options {
    /// [`Options::w3c`].
    fn default() -> Options {
        Options::w3c()
    }
}

impl Options {
    /// The W3C Markup Validator's profile, the default, and what `omittag validate` runs
    /// with: the fallback DTD for a document without DOCTYPE (HTML 4.01 Transitional),
    /// DOCTYPE and META warnings, an encoding found by HTML 4.01 §5.2 (UTF-8, else
    /// windows-1252, with a warning, when nothing says), binary input refused, and the
    /// validator's parser switches ([`ParserOptions::w3c`]: warnings for minimized tags
    /// and references to non-SGML characters, unclosed start tags as warnings). Files
    /// are read only when [`read_files`](Options::read_files) is set (the command sets
    /// it, and gives the catalogs and `SGML_CATALOG_FILES` of its command line and
    /// environment); then only the files the catalogs locate.
    ///
    /// ```
    /// use omittag::Options;
    /// use omittag::options::{FileAccess, ParserOptions};
    ///
    /// let options = Options::w3c();
    /// assert!(options.parser.warn_min_tag && !options.read_files);
    /// assert_eq!(options.file_access, FileAccess::CatalogsOnly);
    /// assert_eq!(Options::default().parser.warn_min_tag, ParserOptions::w3c().warn_min_tag);
    /// ```
    pub fn w3c() -> Options {
        Options {
            catalogs: Vec::new(),
            sgml_catalog_files: None,
            encoding: omittag_encoding::Options::default(),
            doctype_override: None,
            fallback_doctype: Some(FALLBACK_DOCTYPE.to_owned()),
            parse_mode: None,
            read_files: false,
            file_access: FileAccess::CatalogsOnly,
            search_directories: Vec::new(),
            include_parameter_entities: Vec::new(),
            doctype_warnings: true,
            validator_xml_checks: true,
            max_input_bytes: 256 << 20,
            max_parameter_entity_expansion: sgml_dtd::parse::DtdOptions::default().max_expansion,
            refuse_binary: true,
            parser: ParserOptions::w3c(),
            esis: EsisOptions::default(),
            architecture: None,
            derived_architectures: Vec::new(),
            windows: Windows::default(),
            subdocument: None,
            implied_declaration: false,
        }
    }

    /// The options under which the messages are exactly onsgmls's: its parser switches
    /// ([`ParserOptions::default`]), no fallback DTD for a document without DOCTYPE, no
    /// DOCTYPE or META warnings, binary input parsed, and ISO 8859-1 for a document that
    /// names no encoding (what onsgmls is given then), without a warning. (The `omittag
    /// check`, `esis` and `tree` commands use this profile but find the encoding of HTML
    /// as [`Options::w3c`] does; `check` and `esis` read other documents as onsgmls run
    /// by hand does, see [`characters`](crate::characters).)
    pub fn onsgmls() -> Options {
        let mut options = Options {
            fallback_doctype: None,
            doctype_warnings: false,
            validator_xml_checks: false,
            refuse_binary: false,
            parser: ParserOptions::default(),
            ..Options::w3c()
        };
        options.encoding.default_encoding = omittag_encoding::Encoding::for_label("iso-8859-1");
        options
    }

    /// [`Options::w3c`], reading what onsgmls reads: files allowed (the document's
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

/// When and how a document is read in windows rather than whole
/// ([`Options::windows`](crate::Options::windows)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Windows {
    /// Documents of at least this many bytes are read in windows when they can be;
    /// smaller ones whole. Default: 4 MiB; `u64::MAX` reads every document whole.
    pub above: u64,
    /// The first window, which must hold the prolog and a kilobyte more (else the
    /// document is read whole). Default: 256 KiB.
    pub first: usize,
    /// How the instance is read in windows.
    pub parser: WindowOptions,
}

impl Default for Windows {
    fn default() -> Windows {
        Windows {
            above: 4 << 20,
            first: 256 << 10,
            parser: WindowOptions::default(),
        }
    }
}
