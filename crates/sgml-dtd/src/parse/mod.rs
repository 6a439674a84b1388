//! The DTD parser: document type declaration subsets (ISO 8879 11.1) read through the
//! lexer's recognition modes, with parameter entities expanded at parameter level,
//! external entities loaded through the catalogs, marked sections, and the checks
//! OpenSP makes; and the DOCTYPE declaration of a document's prolog.
//!
//! [`DtdLoader`] holds what loading needs (the SGML declaration, the catalogs, the
//! storage entities are read from, [`DtdOptions`]) and loads a [`Dtd`]:
//!
//! - [`DtdLoader::load_doctype`]: from a document positioned at `<!DOCTYPE`, as OpenSP
//!   does: the internal subset first (its declarations win), then the external subset
//!   found through the catalogs;
//! - [`DtdLoader::load_external`]: the external subset named by a public and/or system
//!   identifier, as a DOCTYPE declaration with no internal subset would;
//! - [`DtdLoader::load_location`] and [`DtdLoader::load_text`]: a DTD file or text.
//!
//! Every result comes with its [`DtdDiagnostic`]s; loading never stops at the first.
//! The input stack is iterative, with limits on entity nesting and on the total text
//! expanded, so no input can exhaust the stack or memory.
//!
//! ```
//! use sgml_dtd::catalog::{CatalogSet, MemoryStorage};
//! use sgml_dtd::parse::DtdLoader;
//!
//! let declaration = sgml_decl::SgmlDeclaration::reference();
//! let (catalogs, storage) = (CatalogSet::new(), MemoryStorage::new());
//! let loader = DtdLoader::new(&declaration, &catalogs, &storage);
//! let document = r#"<!DOCTYPE doc [
//!   <!ENTITY % content "(#PCDATA|em)*">
//!   <!ELEMENT doc - O %content;>
//!   <!ELEMENT em - - %content;>
//!   <!ATTLIST em class CDATA #IMPLIED>
//! ]><doc>text"#;
//! let parsed = loader.load_doctype(document, 0, "doc.sgml", None);
//! assert!(parsed.diagnostics.is_empty());
//! assert_eq!(&document[parsed.end as usize..], "<doc>text");
//! let dtd = &parsed.dtd;
//! let doc = dtd.document_element().unwrap();
//! assert!(dtd.element(doc).definition.as_ref().unwrap().can_omit_end());
//! let em = dtd.element_id("EM").unwrap();
//! assert_eq!(dtd.attributes_of(em).unwrap().attributes[0].name, "CLASS");
//! ```

mod attlist;
mod default_value;
mod diagnostic;
mod doctype;
mod element;
mod entity;
mod group;
mod input;
mod link;
mod literal;
mod notation;
mod parser;
mod public_id;
mod subset;
pub(crate) mod table_order;

pub use diagnostic::{DtdDiagnostic, DtdDiagnosticKind};
pub use link::{ActiveLinks, ParsedLinkType};
pub use public_id::{FpiError, check_formal_public_id};

use sgml_decl::{NameCase, Quantities, SgmlDeclaration};
use sgml_lexer::{LexerConfig, LexerOptions};
use smol_str::SmolStr;

use crate::catalog::{CatalogSet, FileAccess, Storage, StorageLocation};
use crate::dtd::{DeclLocation, Dtd, ExternalId};

/// Limits and choices for loading a DTD. Each limit keeps hostile input from hanging
/// the parser or exhausting memory; the defaults are far above what any real DTD needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DtdOptions {
    /// How many entities may be open at once (the document or subset counting one).
    /// Default 64; the HTML DTDs need 4. Deeper references are reported and skipped. The
    /// `omittag` facade sets it from `ParserOptions::max_entity_depth`
    /// (`--max-entity-depth`).
    pub max_entity_depth: u32,
    /// How many bytes of entity text may be expanded in all, counting each reference
    /// of an internal or external parameter entity. Default 16 MiB (HTML 4.01
    /// Transitional expands about 200 KiB). Defeats exponential entity expansion. The
    /// `omittag` facade's `Options::max_parameter_entity_expansion`, and the command
    /// line's `--max-parameter-entity-expansion`, set it.
    pub max_expansion: u64,
    /// How many diagnostics are kept; one more says the rest were dropped. Default
    /// 1000.
    pub max_diagnostics: usize,
    /// Report element types used in the DTD but never declared (a warning, as
    /// `onsgmls -wundefined`). Default `false`, as OpenSP.
    pub warn_undefined: bool,
    /// Report a second declaration of an entity (a warning; the first one is used
    /// either way), as `onsgmls -wduplicate`. Default `false`, as OpenSP.
    pub warn_duplicate_entities: bool,
    /// Report a mixed content model that does not allow `#PCDATA` at every point (a
    /// warning, as `onsgmls -wmixed`). Default `false`, as OpenSP.
    pub warn_mixed: bool,
    /// Report a parameter entity declared and never referred to in the DTD, unless its
    /// text is `INCLUDE` or `IGNORE` (a warning, as `onsgmls -wunused-param`). Default
    /// `false`, as OpenSP.
    pub warn_unused_parameter_entities: bool,
    /// Report a short reference map no USEMAP declaration of the DTD names (a warning,
    /// as `onsgmls -wunused-map`). Default `false`, as OpenSP.
    pub warn_unused_maps: bool,
    /// Report a reference in an attribute value literal that the `#DEFAULT` entity
    /// resolves (a warning, as `onsgmls -wdefault`). Default `false`, as OpenSP.
    pub warn_default_entity: bool,
    /// Report a notation declared with no system identifier for which no catalog entry
    /// gives one (a warning, as `onsgmls -wnotation-sysid`). Default `false`, as OpenSP.
    pub warn_notation_sysid: bool,
    /// Report what ISO 8879 recommends against ("should"): a name group with more than
    /// one kind of connector, an EMPTY element type whose end tag minimization is `-`
    /// (warnings, as `onsgmls -wshould`). Default `false`, as OpenSP.
    pub warn_should: bool,
    /// Read every byte of an external parameter entity as the character of its number,
    /// whatever it holds, as onsgmls run by hand does (its `identity` BCTF); otherwise
    /// an entity is read as UTF-8 when it is UTF-8 and as ISO 8859-1 when not
    /// ([`decode_text`](crate::catalog::decode_text)). Default `false`.
    pub bytes_as_characters: bool,
    /// Keep the entities the DTD's references look up
    /// ([`Dtd::entity_lookups`](crate::dtd::Dtd::entity_lookups)), for ESIS `-oentity`.
    /// Default `false`.
    pub record_entity_lookups: bool,
}

impl Default for DtdOptions {
    fn default() -> Self {
        DtdOptions {
            max_entity_depth: 64,
            max_expansion: 16 << 20,
            max_diagnostics: 1000,
            warn_undefined: false,
            warn_duplicate_entities: false,
            warn_mixed: false,
            warn_unused_parameter_entities: false,
            warn_unused_maps: false,
            warn_default_entity: false,
            warn_notation_sysid: false,
            warn_should: false,
            bytes_as_characters: false,
            record_entity_lookups: false,
        }
    }
}

/// A processing instruction read in a declaration subset: OpenSP's ESIS shows those of
/// the prolog, the DTD's included, in the order read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ProcessingInstruction {
    /// Where it is, from PIO to PIC.
    pub location: DeclLocation,
    /// Its system data: the text between PIO and PIC.
    pub text: String,
}

/// A DTD with what was found loading it.
#[derive(Clone, Debug)]
pub struct ParsedDtd {
    /// The DTD, as complete as the input allowed.
    pub dtd: Dtd,
    /// Everything found, in the order found.
    pub diagnostics: Vec<DtdDiagnostic>,
    /// The processing instructions of the DTD, in the order read.
    pub processing_instructions: Vec<ProcessingInstruction>,
}

impl ParsedDtd {
    /// Whether no error was found (warnings allowed).
    pub fn is_valid(&self) -> bool {
        !self.diagnostics.iter().any(DtdDiagnostic::is_error)
    }
}

/// The result of reading a document's DOCTYPE declaration and the DTD it names.
#[derive(Clone, Debug)]
pub struct ParsedDoctype {
    /// The DTD: the internal subset's declarations, then the external subset's. Its
    /// source 0 is the document.
    pub dtd: Dtd,
    /// Everything found, in the order found, in the document and in the DTD.
    pub diagnostics: Vec<DtdDiagnostic>,
    /// The offset in the document just after the declaration's MDC (where reading
    /// stopped, when the declaration is malformed).
    pub end: u32,
    /// Whether the declaration was read to its MDC. When not, onsgmls stops ("cannot
    /// continue because of previous errors").
    pub complete: bool,
    /// The DOCTYPE declaration's external identifier, if it has one.
    pub external_id: Option<ExternalId>,
    /// Where the external subset was read from, if it was.
    pub external_subset: Option<StorageLocation>,
    /// The processing instructions of the internal subset, then of the external
    /// subset, in the order read (parameter entities included).
    pub processing_instructions: Vec<ProcessingInstruction>,
}

impl ParsedDoctype {
    /// Whether no error was found (warnings allowed).
    pub fn is_valid(&self) -> bool {
        self.complete && !self.diagnostics.iter().any(DtdDiagnostic::is_error)
    }
}

/// A document's DOCTYPE declaration read without the DTD it names
/// ([`DtdLoader::read_doctype_declaration`]).
#[derive(Clone, Debug)]
pub struct DoctypeDeclaration {
    /// The document type name, folded as NAMECASE GENERAL says (`HTML`); empty when
    /// the declaration is malformed before it.
    pub name: SmolStr,
    /// The document type name as the declaration spells it (`html`); empty when the
    /// declaration is malformed before it.
    pub written_name: SmolStr,
    /// Its external identifier, if it has one.
    pub external_id: Option<ExternalId>,
    /// Whether it has an internal subset.
    pub internal_subset: bool,
    /// The offset just after its MDC (where reading stopped, when malformed).
    pub end: u32,
    /// Whether it was read to its MDC.
    pub complete: bool,
    /// What reading it found, in the document (source 0) and in the internal subset.
    pub diagnostics: Vec<DtdDiagnostic>,
}

/// What loading a DTD needs: the SGML declaration (character classes, NAMECASE,
/// quantities), the catalogs that locate external entities, the storage they are
/// read from, and the options. Make one and load any number of DTDs with it.
#[derive(Clone)]
pub struct DtdLoader<'a> {
    declaration: &'a SgmlDeclaration,
    catalogs: &'a CatalogSet,
    storage: &'a dyn Storage,
    config: LexerConfig,
    options: DtdOptions,
    file_access: FileAccess,
    quantities: Quantities,
    namecase: NameCase,
    /// Whether printable ASCII, TAB, LF and CR are all SGML characters, so that text
    /// can be checked for non-SGML characters sixteen bytes at a time.
    plain_sgml: bool,
    /// Parameter entities declared `INCLUDE` before a DOCTYPE's subset (onsgmls `-i`).
    included: Vec<SmolStr>,
}

impl<'a> DtdLoader<'a> {
    /// A loader with the default options.
    pub fn new(declaration: &'a SgmlDeclaration, catalogs: &'a CatalogSet, storage: &'a dyn Storage) -> DtdLoader<'a> {
        let options = LexerOptions::of_declaration(declaration);
        DtdLoader {
            declaration,
            catalogs,
            storage,
            config: LexerConfig::new(declaration.char_classes.clone(), options),
            options: DtdOptions::default(),
            file_access: FileAccess::default(),
            quantities: *declaration.quantities(),
            namecase: declaration.namecase(),
            plain_sgml: parser::plain_is_sgml(&declaration.char_classes),
            included: Vec::new(),
        }
    }

    /// The same loader with `options`.
    pub fn with_options(mut self, options: DtdOptions) -> DtdLoader<'a> {
        self.options = options;
        self
    }

    /// The same loader with the file access policy `access`: which files the system
    /// identifiers of parameter entities and of the DOCTYPE declaration may name when no
    /// catalog entry locates them. Default [`FileAccess::CatalogsOnly`]: none, so that a
    /// document cannot make the loader read `/etc/passwd`. A refused file is reported as
    /// unreadable, where the entity is referred to, as onsgmls reports a file it cannot
    /// open.
    pub fn with_file_access(mut self, access: FileAccess) -> DtdLoader<'a> {
        self.file_access = access;
        self
    }

    /// Other quantities than the declaration's (an architecture's `ArcQuant` for its
    /// meta-DTD, ISO/IEC 10744 A.3.4.2).
    pub fn with_quantities(mut self, quantities: Quantities) -> DtdLoader<'a> {
        self.quantities = quantities;
        self
    }

    /// The quantities declarations are checked against (ISO 8879 13.5.3).
    pub fn quantities(&self) -> &Quantities {
        &self.quantities
    }

    /// Parameter entities declared `INCLUDE` before everything else, as onsgmls's
    /// `-i NAME` does: the first declaration of an entity wins (ISO 8879 10.5.1.1), so a
    /// marked section `<![ %NAME; [` is included whatever the DTD declares NAME as.
    /// Names are folded as NAMECASE ENTITY says.
    pub fn with_included_parameter_entities<S: AsRef<str>>(mut self, names: &[S]) -> DtdLoader<'a> {
        self.included = names
            .iter()
            .map(|name| {
                let name = name.as_ref();
                if self.namecase.entity {
                    let classes = self.config.classes();
                    parser::fold(name, |c| classes.to_upper(c))
                } else {
                    SmolStr::new(name)
                }
            })
            .collect();
        self
    }

    /// The parameter entities declared `INCLUDE` before a DOCTYPE's subset
    /// ([`with_included_parameter_entities`](DtdLoader::with_included_parameter_entities)).
    pub fn included_parameter_entities(&self) -> &[SmolStr] {
        &self.included
    }

    /// The file access policy.
    pub fn file_access(&self) -> &FileAccess {
        &self.file_access
    }

    /// The lexer configuration made from the SGML declaration, to share with the
    /// instance parser.
    pub fn lexer_config(&self) -> &LexerConfig {
        &self.config
    }

    /// The SGML declaration.
    pub fn declaration(&self) -> &'a SgmlDeclaration {
        self.declaration
    }

    /// The catalogs external entities are located through.
    pub fn catalogs(&self) -> &'a CatalogSet {
        self.catalogs
    }

    /// The storage entities are read from.
    pub fn storage(&self) -> &'a dyn Storage {
        self.storage
    }

    /// The options DTDs are loaded with.
    pub fn options(&self) -> &DtdOptions {
        &self.options
    }
}

/// Whether `keyword` (upper case) names a markup declaration of ISO 8879 (clauses 11 to
/// 13), as opposed to a word that names none.
pub fn is_declaration_keyword(keyword: &str) -> bool {
    matches!(
        keyword,
        "DOCTYPE"
            | "ELEMENT"
            | "ATTLIST"
            | "ENTITY"
            | "NOTATION"
            | "SHORTREF"
            | "USEMAP"
            | "LINKTYPE"
            | "LINK"
            | "USELINK"
            | "IDLINK"
            | "SGML"
    )
}
