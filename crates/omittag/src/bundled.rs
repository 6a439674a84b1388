//! The DTDs, entity sets, catalog and SGML declarations bundled with omittag (`dtd/` and
//! `sgml-decl/` of the repository), embedded in the program so that it works with
//! nothing installed; the catalog set built from them and the user's catalogs; the
//! validator's SGML declaration, read once; and the bundled DTDs prebuilt ([`prebuilt`]).

#[path = "prebuilt.rs"]
pub mod prebuilt;

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use sgml_decl::{BaseSet, CharDescription, CharsetDescription, DescTarget, DocumentCharset, SgmlDeclaration};

use crate::ParseMode;
use sgml_dtd::catalog::{
    CatalogSet, FileAccess, FileStorage, MemoryStorage, ParsedCatalog, Storage, StorageLocation, StorageStack,
};

/// The bundled files: their paths, all in one string ([`PATH_LIST`], a path a line), and
/// their texts (every bundled file is UTF-8, which `include_str!` checks when the program
/// is built), in the same order.
///
/// The paths are kept apart from the texts on purpose. Finding a file compares paths, and
/// a path stored beside its file's text would bring that text's memory page into the
/// process with it (and the kernel maps the pages around a touched one too): looking
/// through the paths of some 200 files touched two pages of each, 2.3 MB of the program's
/// resident memory for a page that uses one DTD.
macro_rules! bundle {
    ($($path:literal,)*) => {
        /// Every bundled file's path, each followed by a line feed, in the order of
        /// [`FILE_TEXTS`].
        const PATH_LIST: &str = concat!($($path, "\n",)*);

        /// The texts of the bundled files, in the order of [`PATH_LIST`].
        const FILE_TEXTS: &[&str] = &[$(
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../", $path)),
        )*];
    };
}

/// Every bundled file, by its `/`-separated path in the repository, byte for byte as
/// published (each keeps its own notice; the `COPYRIGHT.*` files travel with them).
pub const FILES: &[(&str, &[u8])] = &FILE_BYTES;

/// [`TEXTS`] as bytes.
const FILE_BYTES: [(&str, &[u8]); TEXTS.len()] = {
    let mut files: [(&str, &[u8]); TEXTS.len()] = [("", &[]); TEXTS.len()];
    let mut i = 0;
    while i < TEXTS.len() {
        files[i] = (TEXTS[i].0, TEXTS[i].1.as_bytes());
        i += 1;
    }
    files
};

/// The text of the bundled file at `path` (a path of [`FILES`]): what
/// [`decode_text`](sgml_dtd::catalog::decode_text) makes of its bytes, without checking them again.
pub fn text(path: &str) -> Option<&'static str> {
    TEXTS.iter().find(|(p, _)| *p == path).map(|(_, text)| *text)
}

/// The bundled files' paths and texts, as [`FILES`]: each path a slice of [`PATH_LIST`].
const TEXTS: [(&str, &str); FILE_TEXTS.len()] = {
    let mut texts: [(&str, &str); FILE_TEXTS.len()] = [("", ""); FILE_TEXTS.len()];
    let mut rest = PATH_LIST.as_bytes();
    let mut i = 0;
    while i < FILE_TEXTS.len() {
        let mut end = 0;
        while rest[end] != b'\n' {
            end += 1;
        }
        let (path, tail) = rest.split_at(end);
        let Ok(path) = std::str::from_utf8(path) else {
            panic!("a bundled path is not UTF-8");
        };
        texts[i] = (path, FILE_TEXTS[i]);
        rest = tail.split_at(1).1;
        i += 1;
    }
    assert!(rest.is_empty(), "as many paths as texts");
    texts
};

bundle! {
    "dtd/COPYRIGHT.w3c-sgml-lib",
    "dtd/IETF/ISOlat1.ent",
    "dtd/IETF/html-1.dtd",
    "dtd/IETF/html-1s.dtd",
    "dtd/IETF/html-s.dtd",
    "dtd/IETF/html.dtd",
    "dtd/IETF/html2070.dtd",
    "dtd/ISO-HTML/15445.dtd",
    "dtd/README.md",
    "dtd/REC-SVG11-20110816/svg-animation.mod",
    "dtd/REC-SVG11-20110816/svg-animevents-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-basic-clip.mod",
    "dtd/REC-SVG11-20110816/svg-basic-filter.mod",
    "dtd/REC-SVG11-20110816/svg-basic-font.mod",
    "dtd/REC-SVG11-20110816/svg-basic-graphics-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-basic-paint-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-basic-structure.mod",
    "dtd/REC-SVG11-20110816/svg-basic-text.mod",
    "dtd/REC-SVG11-20110816/svg-clip.mod",
    "dtd/REC-SVG11-20110816/svg-conditional.mod",
    "dtd/REC-SVG11-20110816/svg-container-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-core-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-cursor.mod",
    "dtd/REC-SVG11-20110816/svg-datatypes.mod",
    "dtd/REC-SVG11-20110816/svg-docevents-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-extensibility.mod",
    "dtd/REC-SVG11-20110816/svg-extresources-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-filter.mod",
    "dtd/REC-SVG11-20110816/svg-font.mod",
    "dtd/REC-SVG11-20110816/svg-framework.mod",
    "dtd/REC-SVG11-20110816/svg-gradient.mod",
    "dtd/REC-SVG11-20110816/svg-graphevents-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-graphics-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-hyperlink.mod",
    "dtd/REC-SVG11-20110816/svg-image.mod",
    "dtd/REC-SVG11-20110816/svg-marker.mod",
    "dtd/REC-SVG11-20110816/svg-mask.mod",
    "dtd/REC-SVG11-20110816/svg-opacity-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-paint-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-pattern.mod",
    "dtd/REC-SVG11-20110816/svg-profile.mod",
    "dtd/REC-SVG11-20110816/svg-qname.mod",
    "dtd/REC-SVG11-20110816/svg-script.mod",
    "dtd/REC-SVG11-20110816/svg-shape.mod",
    "dtd/REC-SVG11-20110816/svg-structure.mod",
    "dtd/REC-SVG11-20110816/svg-style.mod",
    "dtd/REC-SVG11-20110816/svg-text.mod",
    "dtd/REC-SVG11-20110816/svg-view.mod",
    "dtd/REC-SVG11-20110816/svg-viewport-attrib.mod",
    "dtd/REC-SVG11-20110816/svg-xlink-attrib.mod",
    "dtd/REC-SVG11-20110816/svg11-attribs.mod",
    "dtd/REC-SVG11-20110816/svg11-basic-attribs.mod",
    "dtd/REC-SVG11-20110816/svg11-basic-model.mod",
    "dtd/REC-SVG11-20110816/svg11-basic.dtd",
    "dtd/REC-SVG11-20110816/svg11-model.mod",
    "dtd/REC-SVG11-20110816/svg11-tiny-attribs.mod",
    "dtd/REC-SVG11-20110816/svg11-tiny-model.mod",
    "dtd/REC-SVG11-20110816/svg11-tiny.dtd",
    "dtd/REC-SVG11-20110816/svg11.dtd",
    "dtd/REC-html32-19970114/HTML32.dtd",
    "dtd/REC-html40-19980424/frameset.dtd",
    "dtd/REC-html40-19980424/loose.dtd",
    "dtd/REC-html40-19980424/strict.dtd",
    "dtd/REC-html401-19991224/HTMLlat1.ent",
    "dtd/REC-html401-19991224/HTMLspecial.ent",
    "dtd/REC-html401-19991224/HTMLsymbol.ent",
    "dtd/REC-html401-19991224/frameset.dtd",
    "dtd/REC-html401-19991224/loose.dtd",
    "dtd/REC-html401-19991224/strict.dtd",
    "dtd/REC-rdfa-syntax-20081014/xhtml-metaAttributes-1.mod",
    "dtd/REC-rdfa-syntax-20081014/xhtml-rdfa-1.dtd",
    "dtd/REC-rdfa-syntax-20081014/xhtml-rdfa-model-1.mod",
    "dtd/REC-xhtml-basic-20001219/xhtml-basic10-model-1.mod",
    "dtd/REC-xhtml-basic-20001219/xhtml-basic10.dtd",
    "dtd/REC-xhtml-basic-20101123/xhtml-basic11-model-1.mod",
    "dtd/REC-xhtml-basic-20101123/xhtml-basic11.dtd",
    "dtd/REC-xhtml-basic-20101123/xhtml-inputmode-1.mod",
    "dtd/REC-xhtml-modularization-20100729/README.txt",
    "dtd/REC-xhtml-modularization-20100729/xhtml-applet-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-arch-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-attribs-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-base-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-basic-form-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-basic-table-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-bdo-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-blkphras-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-blkpres-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-blkstruct-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-charent-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-csismap-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-datatypes-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-edit-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-events-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-form-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-frames-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-framework-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-hypertext-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-iframe-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-image-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-inlphras-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-inlpres-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-inlstruct-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-inlstyle-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-lat1.ent",
    "dtd/REC-xhtml-modularization-20100729/xhtml-legacy-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-legacy-redecl-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-link-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-list-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-meta-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-nameident-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-notations-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-object-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-param-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-pres-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-qname-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-ruby-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-script-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-special.ent",
    "dtd/REC-xhtml-modularization-20100729/xhtml-ssismap-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-struct-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-style-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-symbol.ent",
    "dtd/REC-xhtml-modularization-20100729/xhtml-table-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-target-1.mod",
    "dtd/REC-xhtml-modularization-20100729/xhtml-text-1.mod",
    "dtd/REC-xhtml-print-20101123/xhtml-print10-model-1.mod",
    "dtd/REC-xhtml-print-20101123/xhtml-print10.dtd",
    "dtd/REC-xhtml1-20020801/xhtml1-frameset.dtd",
    "dtd/REC-xhtml1-20020801/xhtml1-strict.dtd",
    "dtd/REC-xhtml1-20020801/xhtml1-transitional.dtd",
    "dtd/REC-xhtml11-20101123/xhtml11-model-1.mod",
    "dtd/REC-xhtml11-20101123/xhtml11.dtd",
    "dtd/WD-XHTMLplusMathMLplusSVG-20020809/xhtml-basic-svg-tiny.dtd",
    "dtd/WD-XHTMLplusMathMLplusSVG-20020809/xhtml-math-svg.dtd",
    "dtd/WD-xhtml-rdfa-20120131/xhtml-metaAttributes-2.mod",
    "dtd/WD-xhtml-rdfa-20120131/xhtml-rdfa-2.dtd",
    "dtd/WD-xhtml-rdfa-20120131/xhtml-rdfa-model-2.mod",
    "dtd/XX-MathML2-20031104/README.txt",
    "dtd/XX-MathML2-20031104/iso8879/isoamsa.ent",
    "dtd/XX-MathML2-20031104/iso8879/isoamsb.ent",
    "dtd/XX-MathML2-20031104/iso8879/isoamsc.ent",
    "dtd/XX-MathML2-20031104/iso8879/isoamsn.ent",
    "dtd/XX-MathML2-20031104/iso8879/isoamso.ent",
    "dtd/XX-MathML2-20031104/iso8879/isoamsr.ent",
    "dtd/XX-MathML2-20031104/iso8879/isobox.ent",
    "dtd/XX-MathML2-20031104/iso8879/isocyr1.ent",
    "dtd/XX-MathML2-20031104/iso8879/isocyr2.ent",
    "dtd/XX-MathML2-20031104/iso8879/isodia.ent",
    "dtd/XX-MathML2-20031104/iso8879/isogrk1.ent",
    "dtd/XX-MathML2-20031104/iso8879/isogrk2.ent",
    "dtd/XX-MathML2-20031104/iso8879/isogrk3.ent",
    "dtd/XX-MathML2-20031104/iso8879/isogrk4.ent",
    "dtd/XX-MathML2-20031104/iso8879/isolat1.ent",
    "dtd/XX-MathML2-20031104/iso8879/isolat2.ent",
    "dtd/XX-MathML2-20031104/iso8879/isonum.ent",
    "dtd/XX-MathML2-20031104/iso8879/isopub.ent",
    "dtd/XX-MathML2-20031104/iso8879/isotech.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isoamsa.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isoamsb.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isoamsc.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isoamsn.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isoamso.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isoamsr.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isogrk3.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isogrk4.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isomfrk.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isomopf.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isomscr.ent",
    "dtd/XX-MathML2-20031104/iso9573-13/isotech.ent",
    "dtd/XX-MathML2-20031104/mathml/mmlalias.ent",
    "dtd/XX-MathML2-20031104/mathml/mmlextra.ent",
    "dtd/XX-MathML2-20031104/mathml2-qname-1.mod",
    "dtd/XX-MathML2-20031104/mathml2.dtd",
    "dtd/XX-MathML2-20031104/xhtml-math11-f.dtd",
    "dtd/catalog",
    "dtd/sgml.dtd",
    "dtd/xml-catalog",
    "dtd/xml.dtd",
    "sgml-decl/15445.dcl",
    "sgml-decl/COPYRIGHT.sgml-data",
    "sgml-decl/COPYRIGHT.w3c-sgml-lib",
    "sgml-decl/README.md",
    "sgml-decl/html-2-i18n.decl",
    "sgml-decl/html-2.decl",
    "sgml-decl/html-3.2.decl",
    "sgml-decl/html-4.0.decl",
    "sgml-decl/html-4.01.decl",
    "sgml-decl/opensp-implied.dcl",
    "sgml-decl/w3c-validator.dcl",
    "sgml-decl/xml.dcl",
}

/// Path of the bundled catalog among [`FILES`].
pub const CATALOG_PATH: &str = "dtd/catalog";

/// Path among [`FILES`] of the W3C validator's SGML declaration, which the bundled
/// catalog's SGMLDECL entry names: the declaration of every document that names no other.
pub const VALIDATOR_DECLARATION_PATH: &str = "sgml-decl/w3c-validator.dcl";

/// The W3C validator's SGML declaration ([`VALIDATOR_DECLARATION_PATH`]), decoded once
/// from its prebuilt form ([`prebuilt::declaration`]).
pub fn validator_declaration() -> &'static SgmlDeclaration {
    static DECLARATION: OnceLock<SgmlDeclaration> = OnceLock::new();
    DECLARATION.get_or_init(|| {
        prebuilt::declaration(VALIDATOR_DECLARATION_PATH).expect("the validator's declaration is bundled")
    })
}

/// The bundled files as a storage: locations are [`StorageLocation::Memory`] with the
/// paths of [`FILES`].
pub fn storage() -> &'static MemoryStorage {
    static STORAGE: OnceLock<MemoryStorage> = OnceLock::new();
    STORAGE.get_or_init(|| MemoryStorage::from_static(FILES))
}

/// The bundled files, then the file system: the storage for a run that may read the
/// user's files (catalogs, DTDs, entities they name).
pub fn storage_and_files() -> StorageStack<'static> {
    StorageStack::new().with(storage()).with(&FileStorage)
}

/// Where the bundled catalog is.
pub fn catalog_location() -> StorageLocation {
    StorageLocation::Memory(CATALOG_PATH.to_owned())
}

/// Path among [`FILES`] of the declaration OpenSP implies when a document brings none
/// and no catalog names one: written for omittag, equal in effect to OpenSP's (its
/// reference concrete syntax with large quantities, every character of ISO/IEC 10646
/// but the shunned controls, OMITTAG, RANK, SHORTTAG, SUBDOC, the LINK features and
/// FORMAL).
pub const IMPLIED_DECLARATION_PATH: &str = "sgml-decl/opensp-implied.dcl";

/// The declaration of [`IMPLIED_DECLARATION_PATH`], parsed once: the SGML declaration
/// of a document read with the user's catalogs when neither it nor they name one, as
/// onsgmls reads it.
pub fn implied_declaration() -> &'static SgmlDeclaration {
    static DECLARATION: OnceLock<SgmlDeclaration> = OnceLock::new();
    DECLARATION.get_or_init(|| {
        let text = text(IMPLIED_DECLARATION_PATH).expect("the implied declaration is bundled");
        let mut declaration = sgml_decl::parse(text).declaration;
        // The file says UNUSED for the characters OpenSP holds non-SGML, which is how a
        // declaration makes characters non-SGML. OpenSP's implied document character set
        // still has them (it describes every number as itself), so a character
        // reference may name them: no declaration text can say both, so the document
        // character set is widened here, and the non-SGML classes kept.
        let base = declaration.charset.base_sets[0].public_id.clone();
        declaration.charset = CharsetDescription {
            base_sets: vec![BaseSet {
                public_id: base,
                descriptions: vec![CharDescription {
                    described: 0,
                    count: 0x11_0000,
                    target: DescTarget::Base(0),
                }],
            }],
        };
        declaration.document_charset = DocumentCharset::from_description(&declaration.charset);
        declaration
    })
}

/// The bundled catalog's text.
pub fn catalog_text() -> &'static Arc<str> {
    static TEXT: OnceLock<Arc<str>> = OnceLock::new();
    TEXT.get_or_init(|| Arc::from(text(CATALOG_PATH).expect("the catalog is bundled")))
}

/// The bundled catalog, decoded once from its prebuilt form ([`prebuilt::catalog`]). Its SGMLDECL entry names
/// `../sgml-decl/w3c-validator.dcl`, the W3C validator's default declaration.
pub fn catalog() -> &'static ParsedCatalog {
    static CATALOG: OnceLock<ParsedCatalog> = OnceLock::new();
    CATALOG.get_or_init(|| prebuilt::catalog(CATALOG_PATH).expect("the catalog is bundled"))
}

/// Add the bundled catalog to `set`, after the catalogs already there (it comes last:
/// the user's catalogs win over it).
pub fn add_bundled_catalog(set: &mut CatalogSet) {
    set.add_parsed(storage(), catalog_location(), catalog_text().clone(), catalog());
}

/// Path of the bundled XML catalog among [`FILES`]: the catalog of documents read in
/// XML mode ([`ParseMode::Xml`]), the XHTML entries of the W3C
/// library's `xml.soc`, whose SGMLDECL entry names [`XML_DECLARATION_PATH`].
pub const XML_CATALOG_PATH: &str = "dtd/xml-catalog";

/// Path among [`FILES`] of the SGML declaration for XML (ISO 8879 Annex K).
pub const XML_DECLARATION_PATH: &str = "sgml-decl/xml.dcl";

/// The SGML declaration for XML ([`XML_DECLARATION_PATH`]), decoded once from its
/// prebuilt form ([`prebuilt::declaration`]).
pub fn xml_declaration() -> &'static SgmlDeclaration {
    static DECLARATION: OnceLock<SgmlDeclaration> = OnceLock::new();
    DECLARATION.get_or_init(|| prebuilt::declaration(XML_DECLARATION_PATH).expect("the declaration for XML is bundled"))
}

/// The bundled XML catalog's text.
pub fn xml_catalog_text() -> &'static Arc<str> {
    static TEXT: OnceLock<Arc<str>> = OnceLock::new();
    TEXT.get_or_init(|| Arc::from(text(XML_CATALOG_PATH).expect("the XML catalog is bundled")))
}

/// The bundled XML catalog, decoded once from its prebuilt form ([`prebuilt::catalog`]).
pub fn xml_catalog() -> &'static ParsedCatalog {
    static CATALOG: OnceLock<ParsedCatalog> = OnceLock::new();
    CATALOG.get_or_init(|| prebuilt::catalog(XML_CATALOG_PATH).expect("the XML catalog is bundled"))
}

/// Add the bundled catalog of `mode` to `set`, after the catalogs already there.
pub fn add_bundled_catalog_for(set: &mut CatalogSet, mode: ParseMode) {
    match mode {
        ParseMode::Sgml => add_bundled_catalog(set),
        ParseMode::Xml => set.add_parsed(
            storage(),
            StorageLocation::Memory(XML_CATALOG_PATH.to_owned()),
            xml_catalog_text().clone(),
            xml_catalog(),
        ),
    }
}

/// The catalogs a run reads besides the bundled one.
#[derive(Clone, Copy, Debug, Default)]
pub struct CatalogSources<'a> {
    /// Catalogs named on the command line (`-c`): they must exist.
    pub command_line: &'a [PathBuf],
    /// The document's path, when its directory's `catalog` file is to be read, as
    /// OpenSP does unless `SP_USE_DOCUMENT_CATALOG` is `NO` (skipped silently when
    /// missing), with the file access policy of the document: that catalog came with
    /// the document, not from the caller, so the files its entries name are held to
    /// the policy as the document's own system identifiers are
    /// ([`CatalogSet::load_confined`]; not read at all under
    /// [`FileAccess::CatalogsOnly`]).
    pub document: Option<(&'a Path, &'a FileAccess)>,
    /// The value of `SGML_CATALOG_FILES`: paths separated by `:`, each skipped silently
    /// when missing. (OpenSP as Debian builds it reads `/etc/sgml/catalog` when the
    /// variable is unset; omittag reads nothing then.)
    pub sgml_catalog_files: Option<&'a str>,
}

/// The catalogs in the order OpenSP reads them, with the bundled one last: those named
/// on the command line, the document's, those of `SGML_CATALOG_FILES`, then the
/// bundled catalog. `storage` reads the user's catalogs: pass one that reads files where
/// file access is allowed.
pub fn catalog_set(sources: &CatalogSources<'_>, storage: &dyn Storage) -> CatalogSet {
    catalog_set_for(sources, storage, ParseMode::Sgml)
}

/// The catalogs of [`catalog_set`], with the bundled catalog of `mode` last.
pub fn catalog_set_for(sources: &CatalogSources<'_>, storage: &dyn Storage, mode: ParseMode) -> CatalogSet {
    let mut set = CatalogSet::new();
    for path in sources.command_line {
        set.load(storage, StorageLocation::File(path.clone()), true);
    }
    if let Some((document, access)) = sources.document {
        let location = StorageLocation::File(document.to_path_buf());
        if let Some(catalog) = location.resolve("catalog") {
            set.load_confined(storage, catalog, access);
        }
    }
    let env = sources.sgml_catalog_files.unwrap_or_default();
    for path in env.split(':').filter(|p| !p.is_empty()) {
        set.load(storage, StorageLocation::File(PathBuf::from(path)), false);
    }
    add_bundled_catalog_for(&mut set, mode);
    set
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use sgml_dtd::catalog::{CatalogEntry, EntityKind, ExternalEntity, NameKind, ResolvedBy, StorageKind, decode_text};

    use super::*;

    fn memory(path: &str) -> StorageLocation {
        StorageLocation::Memory(path.to_owned())
    }

    fn bundled_set() -> CatalogSet {
        let mut set = CatalogSet::new();
        add_bundled_catalog(&mut set);
        set
    }

    /// The paths are slices of the one string of paths, so that looking a file up
    /// reads none of the pages that hold the files' texts.
    #[test]
    fn paths_lie_apart_from_texts() {
        let list = PATH_LIST.as_bytes().as_ptr_range();
        for (path, _) in FILES {
            assert!(list.contains(&path.as_ptr()), "{path}");
            assert_eq!(
                PATH_LIST.as_bytes()[path.as_ptr() as usize - list.start as usize + path.len()],
                b'\n'
            );
        }
        assert_eq!(PATH_LIST.lines().count(), FILES.len());
    }

    /// Every file of `dtd/` and `sgml-decl/` is embedded, byte for byte.
    #[test]
    fn every_file_is_embedded() {
        for ((path, bytes), (text_path, text)) in FILES.iter().zip(TEXTS.iter()) {
            assert_eq!(path, text_path);
            assert_eq!(decode_text(bytes), *text);
            assert_eq!(super::text(path), Some(*text));
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut on_disk = Vec::new();
        let mut dirs = vec![root.join("dtd"), root.join("sgml-decl")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    let relative = path.strip_prefix(&root).unwrap().to_str().unwrap().replace('\\', "/");
                    on_disk.push((relative, std::fs::read(&path).unwrap()));
                }
            }
        }
        on_disk.sort();
        let embedded: Vec<(String, Vec<u8>)> = FILES.iter().map(|(p, b)| (p.to_string(), b.to_vec())).collect();
        assert_eq!(on_disk.len(), embedded.len());
        for ((disk_path, disk_bytes), (path, bytes)) in on_disk.iter().zip(&embedded) {
            assert_eq!(disk_path, path);
            assert!(disk_bytes == bytes, "{path} differs from the repository's");
        }
    }

    /// The bundled catalog reads cleanly and every entry names an embedded file.
    #[test]
    fn every_catalog_entry_resolves_to_an_embedded_file() {
        assert_eq!(catalog().diagnostics, []);
        let set = bundled_set();
        assert!(set.diagnostics().is_empty());
        let storage = storage();
        let mut checked = 0;
        for at in &catalog().entries {
            let location = match &at.entry {
                CatalogEntry::Public { public_id, .. } => {
                    let found = set.lookup_public(storage, public_id).result.unwrap();
                    assert!(matches!(found.by, ResolvedBy::PublicEntry(0)));
                    found.location
                }
                CatalogEntry::System { system_id, .. } => {
                    let entity = ExternalEntity {
                        kind: EntityKind::Doctype,
                        name: "HTML",
                        public_id: None,
                        system_id: Some(system_id),
                        fold_case: true,
                        declared_in: None,
                    };
                    let found = set.resolve(storage, &entity).result.unwrap();
                    assert_eq!(found.by, ResolvedBy::SystemEntry(0));
                    found.location
                }
                CatalogEntry::SgmlDecl { .. } => set.sgml_decl().unwrap(),
                CatalogEntry::Name {
                    kind: NameKind::Doctype,
                    name,
                    target,
                } => catalog_location().resolve(target).filter(|_| name == "html").unwrap(),
                CatalogEntry::Override(_) => continue,
                other => panic!("unexpected entry in the bundled catalog: {other:?}"),
            };
            assert_eq!(storage.kind(&location), StorageKind::File, "{location}");
            checked += 1;
        }
        // every entry line of the catalog was read as an entry and checked
        let entry_lines = catalog_text()
            .lines()
            .filter(|line| {
                ["PUBLIC ", "SYSTEM ", "SGMLDECL ", "DOCTYPE "]
                    .iter()
                    .any(|k| line.starts_with(k))
            })
            .count();
        assert_eq!(checked, entry_lines);
        assert_eq!(set.sgml_decl(), Some(memory("sgml-decl/w3c-validator.dcl")));
    }

    /// The bundled XML catalog reads cleanly, every entry names an embedded file, and its
    /// SGML declaration is the one for XML.
    #[test]
    fn every_xml_catalog_entry_resolves_to_an_embedded_file() {
        assert_eq!(xml_catalog().diagnostics, []);
        let mut set = CatalogSet::new();
        add_bundled_catalog_for(&mut set, ParseMode::Xml);
        assert!(set.diagnostics().is_empty());
        let storage = storage();
        let xml_location = StorageLocation::Memory(XML_CATALOG_PATH.to_owned());
        let mut checked = 0;
        for at in &xml_catalog().entries {
            let location = match &at.entry {
                CatalogEntry::Public { public_id, .. } => {
                    set.lookup_public(storage, public_id).result.unwrap().location
                }
                CatalogEntry::System { system_id, .. } => {
                    let entity = ExternalEntity {
                        kind: EntityKind::Doctype,
                        name: "html",
                        public_id: None,
                        system_id: Some(system_id),
                        fold_case: false,
                        declared_in: None,
                    };
                    set.resolve(storage, &entity).result.unwrap().location
                }
                CatalogEntry::SgmlDecl { .. } => set.sgml_decl().unwrap(),
                CatalogEntry::Name {
                    kind: NameKind::Doctype,
                    target,
                    ..
                } => xml_location.resolve(target).unwrap(),
                CatalogEntry::Override(_) => continue,
                other => panic!("unexpected entry in the bundled XML catalog: {other:?}"),
            };
            assert_eq!(storage.kind(&location), StorageKind::File, "{location}");
            checked += 1;
        }
        assert!(checked > 150, "{checked} entries");
        assert_eq!(set.sgml_decl(), Some(memory(XML_DECLARATION_PATH)));
        let strict = set
            .lookup_public(storage, "-//W3C//DTD XHTML 1.0 Strict//EN")
            .result
            .unwrap();
        assert_eq!(strict.location, memory("dtd/REC-xhtml1-20020801/xhtml1-strict.dtd"));
        assert!(xml_declaration().features.emptynrm());
    }

    /// Every public and system identifier of the W3C validator's catalog (`sgml.soc` of
    /// Debian's w3c-sgml-lib, copied in `tests/data`) maps to the same file as there,
    /// but for the RDFa and ARIA DTDs, which are not bundled.
    #[test]
    fn maps_as_the_validator_catalog_does() {
        let soc = include_str!("../tests/data/w3c-sgml-lib-sgml.soc");
        let validator = ParsedCatalog::parse(soc);
        assert_eq!(validator.diagnostics, []);
        let set = bundled_set();
        let storage = storage();
        let not_bundled = |target: &str| target.starts_with("WD-rdfa-in-html-") || target.starts_with("CR-wai-aria-");
        let (mut publics, mut systems) = (0, 0);
        for at in &validator.entries {
            match &at.entry {
                CatalogEntry::Public { public_id, target } => {
                    let found = set.lookup_public(storage, public_id).result;
                    if not_bundled(target) {
                        assert!(found.is_err(), "{public_id}");
                        continue;
                    }
                    assert_eq!(found.unwrap().location, memory(&format!("dtd/{target}")), "{public_id}");
                    publics += 1;
                }
                CatalogEntry::System { system_id, target } => {
                    let entity = ExternalEntity {
                        kind: EntityKind::Doctype,
                        name: "HTML",
                        public_id: None,
                        system_id: Some(system_id),
                        fold_case: true,
                        declared_in: None,
                    };
                    let found = set.resolve(storage, &entity).result;
                    if not_bundled(target) {
                        assert!(found.is_err(), "{system_id}");
                        continue;
                    }
                    assert_eq!(found.unwrap().location, memory(&format!("dtd/{target}")), "{system_id}");
                    systems += 1;
                }
                CatalogEntry::Name {
                    kind: NameKind::Doctype,
                    name,
                    target,
                } => {
                    assert_eq!((name.as_str(), target.as_str()), ("html", "sgml.dtd"));
                }
                CatalogEntry::Override(_) | CatalogEntry::SgmlDecl { .. } => {}
                other => panic!("unexpected entry in sgml.soc: {other:?}"),
            }
        }
        assert_eq!(set.public_ids().count(), publics);
        assert_eq!(set.system_ids().count(), systems);
    }

    /// The cases the W3C validator's results rest on.
    #[test]
    fn resolution_as_the_validator_resolves() {
        let set = bundled_set();
        let storage = storage();
        let doctype = |public_id: Option<&'static str>, system_id: Option<&'static str>| ExternalEntity {
            kind: EntityKind::Doctype,
            name: "HTML",
            public_id,
            system_id,
            fold_case: true,
            declared_in: None,
        };
        let resolve = |entity: &ExternalEntity<'_>| set.resolve(storage, entity).result.map(|r| r.location);
        // Strict's public identifier with Transitional's system identifier: the SYSTEM
        // entry wins (same catalog), so the page is checked against loose.dtd
        let mixed = doctype(
            Some("-//W3C//DTD HTML 4.01//EN"),
            Some("http://www.w3.org/TR/html4/loose.dtd"),
        );
        assert_eq!(resolve(&mixed), Ok(memory("dtd/REC-html401-19991224/loose.dtd")));
        // OVERRIDE YES: the PUBLIC entry wins over an unknown system identifier
        let unknown_system = doctype(Some("-//W3C//DTD HTML 4.01//EN"), Some("http://example.org/my.dtd"));
        assert_eq!(
            resolve(&unknown_system),
            Ok(memory("dtd/REC-html401-19991224/strict.dtd"))
        );
        // public identifiers are normalized
        let spaced = doctype(Some("  -//W3C//DTD HTML 4.01\n Transitional//EN "), None);
        assert_eq!(resolve(&spaced), Ok(memory("dtd/REC-html401-19991224/loose.dtd")));
        // an unknown public identifier falls back to the DOCTYPE entry by name (any
        // case, NAMECASE GENERAL YES) when no system identifier is given...
        let unknown = doctype(Some("-//Unknown//DTD X//EN"), None);
        assert_eq!(resolve(&unknown), Ok(memory("dtd/sgml.dtd")));
        // ...but not when one is (OVERRIDE NO before the DOCTYPE entry), and a URL is
        // never fetched
        let unknown_url = doctype(Some("-//Unknown//DTD X//EN"), Some("http://example.org/x.dtd"));
        assert!(resolve(&unknown_url).is_err());
        // entity sets
        let lat1 = ExternalEntity {
            kind: EntityKind::ParameterEntity,
            name: "HTMLlat1",
            public_id: Some("-//W3C//ENTITIES Latin 1//EN//HTML"),
            system_id: Some("HTMLlat1.ent"),
            fold_case: false,
            declared_in: Some(&memory("dtd/REC-html401-19991224/strict.dtd")),
        };
        assert_eq!(resolve(&lat1), Ok(memory("dtd/REC-html401-19991224/HTMLlat1.ent")));
    }

    /// User catalogs come first, in OpenSP's order; the bundled catalog still answers
    /// what they do not.
    #[test]
    fn user_catalogs_before_the_bundled_one() {
        let dir = std::env::temp_dir().join(format!("omittag-bundled-test-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("doc")).unwrap();
        let user = dir.join("catalog");
        std::fs::write(
            &user,
            "OVERRIDE YES PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"my-strict.dtd\"\n",
        )
        .unwrap();
        let beside_document = "PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"doc-strict.dtd\"\n\
                               PUBLIC \"-//W3C//DTD HTML 4.01 Frameset//EN\" \"doc-frameset.dtd\"\n";
        std::fs::write(dir.join("doc/catalog"), beside_document).unwrap();
        let stack = storage_and_files();
        let missing = dir.join("missing-catalog").display().to_string();
        let document = dir.join("doc/page.html");
        let sources = CatalogSources {
            command_line: std::slice::from_ref(&user),
            document: Some((&document, &FileAccess::All)),
            sgml_catalog_files: Some(&missing),
        };
        let set = catalog_set(&sources, &stack);
        assert!(set.diagnostics().is_empty(), "{:?}", set.diagnostics());
        let lookup = |id| set.lookup_public(&stack, id).result.unwrap();
        let strict = lookup("-//W3C//DTD HTML 4.01//EN");
        assert_eq!(strict.location, StorageLocation::File(dir.join("my-strict.dtd")));
        let frameset = lookup("-//W3C//DTD HTML 4.01 Frameset//EN");
        assert_eq!(
            frameset.location,
            StorageLocation::File(dir.join("doc/doc-frameset.dtd"))
        );
        let loose = lookup("-//W3C//DTD HTML 4.01 Transitional//EN");
        assert_eq!(loose.location, memory("dtd/REC-html401-19991224/loose.dtd"));
        assert_eq!(loose.by, ResolvedBy::PublicEntry(2));
        // a -c catalog must exist
        let nope = [dir.join("nope")];
        let set = catalog_set(
            &CatalogSources {
                command_line: &nope,
                ..Default::default()
            },
            &stack,
        );
        assert_eq!(set.diagnostics().len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The declaration OpenSP implies reads without a message and has OpenSP's values:
    /// its quantities, features and non-SGML characters.
    #[test]
    fn implied_declaration_has_opensps_values() {
        let parsed = sgml_decl::parse(text(IMPLIED_DECLARATION_PATH).unwrap());
        assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
        let decl = implied_declaration();
        let q = decl.quantities();
        assert_eq!(
            (q.grpcnt, q.namelen, q.entlvl, q.taglvl),
            (99_999_999, 99_999_999, 99_999_999, 99_999_999)
        );
        assert_eq!(
            (q.litlen, q.pilen, q.dtemplen, q.bseqlen, q.normsep),
            (24_000, 24_000, 24_000, 960, 2)
        );
        let f = &decl.features;
        assert!(f.omittag && f.rank && !f.datatag && f.formal && f.link_implicit);
        assert_eq!(
            (f.link_simple, f.link_explicit, f.concur, f.subdoc),
            (Some(1000), Some(1), None, Some(99_999_999))
        );
        for c in [0, 8, 11, 12, 14, 31, 127, 133, 159, 255] {
            assert!(decl.char_classes.is_non_sgml(c), "{c}");
        }
        for c in [9, 10, 13, 32, 126, 160, 254, 256, 0x10FFFF] {
            assert!(!decl.char_classes.is_non_sgml(c), "{c}");
        }
        // every number is a character a reference may name, the non-SGML ones too
        for n in [1, 127, 133, 255, 256] {
            assert_eq!(decl.document_charset.to_unicode(n), Some(n), "{n}");
        }
        assert!(decl.namecase().general && !decl.namecase().entity);
    }
}
