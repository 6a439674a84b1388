//! The bundled DTDs prebuilt: each DTD a DOCTYPE can name through either bundled catalog,
//! parsed and compiled ahead of time and embedded in the program, so that a document
//! using one skips reading the DTD (about 13.7 million instructions for HTML 4.01
//! Transitional, 25 million for XHTML 1.1, against one or two to decode it).
//!
//! Each prebuilt DTD is the [`ParsedDoctype`] that [`DtdLoader::load_doctype`] gives for
//! `<!DOCTYPE name PUBLIC "...">` (no internal subset) read at offset 0 of a document
//! named `""`, with the SGML declaration and the bundled catalog alone of its
//! [`Profile`] (the validator's declaration and `dtd/catalog` for the HTML DTDs, name
//! `HTML`; `xml.dcl` and `dtd/xml-catalog` for the XML ones, name `html`, `math` or `svg`)
//! and the default [`DtdOptions`], serialized with `postcard`
//! (`prebuilt/*.postcard` beside this crate's `src/`). [`doctype`] gives it only when
//! loading the DTD anew would give the same: the same declaration, options and
//! document type name, the external subset found in the bundled file, and every external
//! parameter entity of the DTD (the entity sets) located where the bundled catalog
//! locates it. Otherwise it gives `None` and the caller loads the DTD.
//!
//! The files are made by `cargo xtask prebuilt` (the workspace's `xtask` crate, which
//! calls [`generate`]); `cargo test -p omittag --lib prebuilt`, run by CI, checks that
//! each committed file is what the current DTD parser makes of the bundled sources, and
//! that every prebuilt DTD equals one freshly loaded.
//!
//! The bundled SGML declarations and catalogs that every run reads are prebuilt the same
//! way ([`declaration`], [`catalog`]): decoded at start instead of parsed.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use sgml_decl::SgmlDeclaration;
use sgml_dtd::catalog::{
    CatalogEntry, CatalogSet, EntityKind, EntryAt, ExternalEntity, NameKind, ParsedCatalog, Storage, StorageLocation,
    decode_text,
};
use sgml_dtd::content_model::ContentModel;
use sgml_dtd::dtd::{
    AttributeDefinition, AttributeDefinitionList, DeclLocation, DeclaredContent, Dtd, Entity, EntityData, EntityText,
    ExternalId, NameHash, NameMap, SourceKind, TextKind,
};
use sgml_dtd::parse::{DoctypeDeclaration, DtdLoader, DtdOptions, ParsedDoctype, ProcessingInstruction};
use smol_str::SmolStr;

use crate::ParseMode;
use crate::bundled;

/// One embedded file: the bundled DTD's path, the profile and document type name it is
/// prebuilt for, and its prebuilt form.
macro_rules! prebuilt {
    ($profile:ident, $name:literal, $path:literal, $file:literal) => {
        Entry {
            path: $path,
            profile: Profile::$profile,
            name: $name,
            bytes: include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/prebuilt/", $file)),
        }
    };
}

/// One prebuilt DTD.
struct Entry {
    /// The path of the bundled DTD file (the external subset).
    path: &'static str,
    /// The SGML declaration and bundled catalog it is read with.
    profile: Profile,
    /// The document type name it is prebuilt for: `HTML` in any case under the
    /// validator's declaration (NAMECASE GENERAL YES), exactly this name under the one
    /// for XML (names are case-sensitive there).
    name: &'static str,
    /// Its prebuilt form.
    bytes: &'static [u8],
}

/// The SGML declaration and bundled catalog a prebuilt DTD is read with: those of the
/// validator's two parse modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// The validator's SGML declaration (`sgml-decl/w3c-validator.dcl`) and the bundled
    /// catalog (`dtd/catalog`): documents read as HTML.
    Html,
    /// The SGML declaration for XML (`sgml-decl/xml.dcl`) and the bundled XML catalog
    /// (`dtd/xml-catalog`): documents read as XML.
    Xml,
}

impl Profile {
    /// The bundled SGML declaration of the profile.
    fn declaration(self) -> &'static SgmlDeclaration {
        match self {
            Profile::Html => bundled::validator_declaration(),
            Profile::Xml => bundled::xml_declaration(),
        }
    }

    /// The bundled SGML declaration of the profile, parsed from its text.
    fn fresh_declaration(self) -> SgmlDeclaration {
        let path = match self {
            Profile::Html => bundled::VALIDATOR_DECLARATION_PATH,
            Profile::Xml => bundled::XML_DECLARATION_PATH,
        };
        fresh_declaration(path).expect("the profile's declaration is bundled")
    }

    /// The bundled catalog of the profile.
    fn catalog(self) -> &'static ParsedCatalog {
        match self {
            Profile::Html => bundled::catalog(),
            Profile::Xml => bundled::xml_catalog(),
        }
    }

    /// The profile's bundled catalog alone.
    fn catalogs(self) -> CatalogSet {
        let mut set = CatalogSet::new();
        let mode = match self {
            Profile::Html => ParseMode::Sgml,
            Profile::Xml => ParseMode::Xml,
        };
        bundled::add_bundled_catalog_for(&mut set, mode);
        set
    }

    /// Whether a document type name `name` is the one `expected` a DTD is prebuilt for.
    fn same_name(self, name: &str, expected: &str) -> bool {
        match self {
            Profile::Html => name.eq_ignore_ascii_case(expected),
            Profile::Xml => name == expected,
        }
    }
}

/// Every prebuilt DTD. These are the targets of the bundled catalogs' PUBLIC entries for
/// DTDs and of their DOCTYPE entries (`sgml.dtd` and `xml.dtd`, the fallbacks for
/// unknown public identifiers).
const PREBUILT: &[Entry] = &[
    prebuilt!(Html, "HTML", "dtd/IETF/html.dtd", "IETF__html.dtd.postcard"),
    prebuilt!(Html, "HTML", "dtd/IETF/html-1.dtd", "IETF__html-1.dtd.postcard"),
    prebuilt!(Html, "HTML", "dtd/IETF/html-s.dtd", "IETF__html-s.dtd.postcard"),
    prebuilt!(Html, "HTML", "dtd/IETF/html-1s.dtd", "IETF__html-1s.dtd.postcard"),
    prebuilt!(Html, "HTML", "dtd/IETF/html2070.dtd", "IETF__html2070.dtd.postcard"),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html32-19970114/HTML32.dtd",
        "REC-html32-19970114__HTML32.dtd.postcard"
    ),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html40-19980424/strict.dtd",
        "REC-html40-19980424__strict.dtd.postcard"
    ),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html40-19980424/loose.dtd",
        "REC-html40-19980424__loose.dtd.postcard"
    ),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html40-19980424/frameset.dtd",
        "REC-html40-19980424__frameset.dtd.postcard"
    ),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html401-19991224/strict.dtd",
        "REC-html401-19991224__strict.dtd.postcard"
    ),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html401-19991224/loose.dtd",
        "REC-html401-19991224__loose.dtd.postcard"
    ),
    prebuilt!(
        Html,
        "HTML",
        "dtd/REC-html401-19991224/frameset.dtd",
        "REC-html401-19991224__frameset.dtd.postcard"
    ),
    prebuilt!(Html, "HTML", "dtd/ISO-HTML/15445.dtd", "ISO-HTML__15445.dtd.postcard"),
    prebuilt!(Html, "HTML", "dtd/sgml.dtd", "sgml.dtd.postcard"),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml1-20020801/xhtml1-strict.dtd",
        "REC-xhtml1-20020801__xhtml1-strict.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml1-20020801/xhtml1-transitional.dtd",
        "REC-xhtml1-20020801__xhtml1-transitional.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml1-20020801/xhtml1-frameset.dtd",
        "REC-xhtml1-20020801__xhtml1-frameset.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml11-20101123/xhtml11.dtd",
        "REC-xhtml11-20101123__xhtml11.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml-basic-20001219/xhtml-basic10.dtd",
        "REC-xhtml-basic-20001219__xhtml-basic10.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml-basic-20101123/xhtml-basic11.dtd",
        "REC-xhtml-basic-20101123__xhtml-basic11.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-xhtml-print-20101123/xhtml-print10.dtd",
        "REC-xhtml-print-20101123__xhtml-print10.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/REC-rdfa-syntax-20081014/xhtml-rdfa-1.dtd",
        "REC-rdfa-syntax-20081014__xhtml-rdfa-1.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/WD-xhtml-rdfa-20120131/xhtml-rdfa-2.dtd",
        "WD-xhtml-rdfa-20120131__xhtml-rdfa-2.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/XX-MathML2-20031104/xhtml-math11-f.dtd",
        "XX-MathML2-20031104__xhtml-math11-f.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/WD-XHTMLplusMathMLplusSVG-20020809/xhtml-math-svg.dtd",
        "WD-XHTMLplusMathMLplusSVG-20020809__xhtml-math-svg.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "html",
        "dtd/WD-XHTMLplusMathMLplusSVG-20020809/xhtml-basic-svg-tiny.dtd",
        "WD-XHTMLplusMathMLplusSVG-20020809__xhtml-basic-svg-tiny.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "math",
        "dtd/XX-MathML2-20031104/mathml2.dtd",
        "XX-MathML2-20031104__mathml2.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "svg",
        "dtd/REC-SVG11-20110816/svg11.dtd",
        "REC-SVG11-20110816__svg11.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "svg",
        "dtd/REC-SVG11-20110816/svg11-basic.dtd",
        "REC-SVG11-20110816__svg11-basic.dtd.postcard"
    ),
    prebuilt!(
        Xml,
        "svg",
        "dtd/REC-SVG11-20110816/svg11-tiny.dtd",
        "REC-SVG11-20110816__svg11-tiny.dtd.postcard"
    ),
    prebuilt!(Xml, "html", "dtd/xml.dtd", "xml.dtd.postcard"),
];

/// What is serialized for one DTD.
#[derive(Serialize, Deserialize)]
struct Prebuilt<'a> {
    /// The DTD, with the texts of its bundled sources and of its internal parameter
    /// entities left out (the bundled files' texts and the entities' replacement texts,
    /// put back when decoded), and with no entity: those are
    /// [`Prebuilt::general_entities`] and [`Prebuilt::parameter_entities`].
    dtd: Dtd,
    /// [`Dtd::general_entities`], packed.
    #[serde(borrow)]
    general_entities: PackedEntities<'a>,
    /// [`Dtd::parameter_entities`], packed.
    #[serde(borrow)]
    parameter_entities: PackedEntities<'a>,
    /// The external identifier of the declaration it was read for.
    external_id: ExternalId,
    /// Where the bundled catalog located each external parameter entity the DTD
    /// declares, in declaration order ([`entity_set_locations`]).
    entity_sets: Vec<Option<StorageLocation>>,
    /// Each distinct content model once: the elements of the DTD are serialized with
    /// `EMPTY` in place of a model, and [`Prebuilt::element_models`] says which they
    /// have (in HTML 4.01 Transitional, 75 models are 36 distinct ones).
    models: Vec<ContentModel>,
    /// Per element type, in order: the index in [`Prebuilt::models`] of its content
    /// model, if it has one.
    element_models: Vec<Option<u32>>,
    /// Each distinct attribute definition once: the DTD is serialized with no attribute
    /// list, and [`Prebuilt::attribute_lists`] gives them (in HTML 4.01 Transitional,
    /// 1,035 definitions are 170 distinct ones, `%attrs;` on most elements).
    attributes: Vec<AttributeDefinition>,
    /// The attribute lists: indexes in [`Prebuilt::attributes`], and where each was
    /// declared.
    attribute_lists: Vec<(Vec<u32>, DeclLocation)>,
    /// The processing instructions of the DTD, in the order read (the XML DTDs have
    /// some: the text declarations of their modules).
    processing_instructions: Vec<ProcessingInstruction>,
}

/// A DTD's general or parameter entities, packed so that decoding them is a loop over
/// fixed-width records rather than a serde call per field: HTML 4.01 declares 252
/// character entities and 49 parameter entities, and decoding them field by field was a
/// quarter of decoding the DTD.
///
/// Each entity is a record of [`RECORD`] bytes, little-endian: its kind (the
/// [`TextKind`] of an internal entity as [`text_kind_code`] numbers it, or [`OTHER`]:
/// the next of [`PackedEntities::others`]), the length of its name (16 bits), the length
/// of its replacement text (32 bits), then its [`DeclLocation`]: source, start and end
/// (32 bits each). The names and texts of the internal entities are
/// [`PackedEntities::text`], one after the other in entity order: decoded, each entity's
/// name and text are the program's own bytes (`SmolStr::new_static`), not copies.
#[derive(Serialize, Deserialize)]
struct PackedEntities<'a> {
    /// The names and replacement texts of the internal entities, in order.
    text: &'a str,
    /// One record per entity, in declaration order.
    #[serde(serialize_with = "serialize_bytes")]
    records: &'a [u8],
    /// The entities that are not internal ones (external entities), in order.
    others: Vec<Entity>,
}

/// The size of a record of [`PackedEntities::records`].
const RECORD: usize = 1 + 2 + 4 + 4 + 4 + 4;

/// The kind of a record of [`PackedEntities::records`] that is the next of
/// [`PackedEntities::others`].
const OTHER: u8 = 0xff;

/// The text kinds, by their number in [`PackedEntities::records`].
const TEXT_KINDS: [TextKind; 8] = [
    TextKind::Text,
    TextKind::Cdata,
    TextKind::Sdata,
    TextKind::Pi,
    TextKind::StartTag,
    TextKind::EndTag,
    TextKind::Ms,
    TextKind::Md,
];

/// The number of `kind` in [`PackedEntities::records`] (its index in [`TEXT_KINDS`]).
fn text_kind_code(kind: TextKind) -> u8 {
    TEXT_KINDS
        .iter()
        .position(|k| *k == kind)
        .expect("every kind is in the table") as u8
}

/// Writes a byte slice as bytes (serde writes a `&[u8]` as a sequence; postcard writes
/// both alike, as a length and the bytes, but the borrowed form is read as bytes).
fn serialize_bytes<S: serde::Serializer>(bytes: &&[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_bytes(bytes)
}

/// The text and records of [`PackedEntities`] for `entities`, and the entities that are
/// not packed (the [`PackedEntities::others`]).
fn pack_entities(entities: NameMap<Entity>) -> (String, Vec<u8>, Vec<Entity>) {
    let mut text = String::new();
    let mut records = Vec::new();
    let mut others = Vec::new();
    for (_, entity) in entities {
        let location = entity.location;
        let (kind, name_length, text_length) = match &entity.data {
            EntityData::Internal(internal)
                if u16::try_from(entity.name.len()).is_ok() && u32::try_from(internal.text.len()).is_ok() =>
            {
                text.push_str(&entity.name);
                text.push_str(&internal.text);
                (
                    text_kind_code(internal.kind),
                    entity.name.len() as u16,
                    internal.text.len() as u32,
                )
            }
            _ => {
                others.push(entity);
                (OTHER, 0, 0)
            }
        };
        records.push(kind);
        records.extend_from_slice(&name_length.to_le_bytes());
        records.extend_from_slice(&text_length.to_le_bytes());
        for n in [location.source, location.span.start, location.span.end] {
            records.extend_from_slice(&n.to_le_bytes());
        }
    }
    (text, records, others)
}

/// The entities of `packed`, in order, in a [`NameMap`] as the DTD parser makes it.
fn unpack_entities(packed: PackedEntities<'static>) -> NameMap<Entity> {
    let PackedEntities { text, records, others } = packed;
    let mut entities = NameMap::with_capacity_and_hasher(records.len() / RECORD, NameHash::default());
    let mut others = others.into_iter();
    let mut at = 0usize;
    let u32_at = |record: &[u8], i: usize| u32::from_le_bytes([record[i], record[i + 1], record[i + 2], record[i + 3]]);
    for record in records.chunks_exact(RECORD) {
        let entity = if record[0] == OTHER {
            others.next().expect("a prebuilt DTD's entities decode")
        } else {
            let name_end = at + usize::from(u16::from_le_bytes([record[1], record[2]]));
            let text_end = name_end + u32_at(record, 3) as usize;
            let (Some(name), Some(replacement)) = (text.get(at..name_end), text.get(name_end..text_end)) else {
                panic!("a prebuilt DTD's entities decode");
            };
            at = text_end;
            Entity {
                name: SmolStr::new_static(name),
                data: EntityData::Internal(EntityText {
                    kind: TEXT_KINDS[usize::from(record[0])],
                    text: SmolStr::new_static(replacement),
                }),
                location: DeclLocation {
                    source: u32_at(record, 7),
                    span: sgml_source::Span {
                        start: u32_at(record, 11),
                        end: u32_at(record, 15),
                    },
                },
            }
        };
        entities.insert(entity.name.clone(), entity);
    }
    entities
}

/// The prebuilt DTD for a document type declaration with no internal subset whose
/// document type name is `name` and whose external subset the loader's catalogs located
/// at `location`, when loading it with `loader` would give the same DTD; else `None`
/// (load it then). Decoded once per process, then shared.
///
/// The same is given when: the loader has the SGML declaration of the DTD's [`Profile`]
/// (the validator's, `sgml-decl/w3c-validator.dcl`, for the HTML DTDs; the one for XML,
/// `sgml-decl/xml.dcl`, for the XML ones), options that change nothing for the bundled
/// DTDs (no `warn_undefined`, no `warn_duplicate_entities`, no other DTD warning, limits no lower than the
/// defaults), `name` is the one the DTD is prebuilt for (`HTML` in any case for the
/// HTML DTDs; exactly `html`, `svg` or `math` for the XML ones, whose names are
/// case-sensitive), `location` is a bundled DTD, and the
/// loader's catalogs and storage locate and read every external parameter entity of that
/// DTD where the bundled catalog does (a user's catalog may map an entity set elsewhere).
///
/// What belongs to the declaration rather than the DTD is that of the declaration the
/// DTD was prebuilt from, `<!DOCTYPE name PUBLIC "...">` at offset 0 of a document named
/// `""`: [`ParsedDoctype::end`], [`ParsedDoctype::external_id`] (the declaration's
/// public identifier, never its system identifier) and the name of
/// `dtd.sources[0]`. The caller uses its own declaration's. The prebuilt DTDs have no
/// diagnostic at all, so none is in the document (their processing instructions are
/// kept); but a document's declaration can
/// have messages of its own (a public identifier that is not a formal one, under FORMAL
/// YES): use the prebuilt DTD only for a declaration that has none, as the checker's
/// cache does with a DTD read for another declaration.
pub fn doctype(loader: &DtdLoader<'_>, name: &str, location: &StorageLocation) -> Option<Arc<ParsedDoctype>> {
    let StorageLocation::Memory(path) = location else {
        return None;
    };
    let index = PREBUILT.iter().position(|entry| entry.path == path)?;
    let entry = &PREBUILT[index];
    if !entry.profile.same_name(name, entry.name)
        || !is_declaration_of(entry.profile, loader.declaration())
        || !options_change_nothing(loader.options())
        || !reads_bundled(loader.storage(), path)
    {
        return None;
    }
    let decoded = decoded(index);
    let locations = entity_set_locations(
        &decoded.parsed.dtd,
        loader.catalogs(),
        loader.storage(),
        loader.declaration().namecase().entity,
    );
    if locations != decoded.entity_sets {
        return None;
    }
    // An entity the bundle lacks is one the DTD never reads (XHTML 1.1 plus MathML 2.0
    // declares the SVG driver, in a section it leaves out): the loader must lack it too.
    let all_bundled = locations.iter().flatten().all(|location| match location {
        StorageLocation::Memory(path) => reads_as_bundled(loader.storage(), path),
        StorageLocation::File(_) => false,
    });
    all_bundled.then(|| Arc::clone(&decoded.parsed))
}

/// The prebuilt DTD for the DOCTYPE declaration at `offset` of `document` (named
/// `document_name`, read from `document_location`), and the end of the declaration, when
/// [`DtdLoader::load_doctype`] would give the same DTD and the same messages: the
/// declaration is read (not its DTD) and must be complete, without an internal subset
/// and without a message of its own (such as a public identifier that is not a formal
/// one); its external subset is located through the loader's catalogs as the DTD parser
/// locates it; then [`doctype`] decides. Otherwise `None`: load the DTD.
///
/// What belongs to the declaration in the result is that of the declaration the DTD was
/// prebuilt from (see [`doctype`]); use the declaration's own text for its identifiers.
pub fn doctype_for_declaration(
    loader: &DtdLoader<'_>,
    document: &str,
    offset: u32,
    document_name: &str,
    document_location: Option<&StorageLocation>,
) -> Option<(Arc<ParsedDoctype>, u32)> {
    let declaration = loader.read_doctype_declaration(document, offset, document_name, document_location);
    doctype_for_read_declaration(loader, &declaration, document_location).map(|parsed| (parsed, declaration.end))
}

/// [`doctype_for_declaration`] of a declaration the caller has read already
/// ([`DtdLoader::read_doctype_declaration`]): its prebuilt DTD, or `None` (load it).
pub fn doctype_for_read_declaration(
    loader: &DtdLoader<'_>,
    declaration: &DoctypeDeclaration,
    document_location: Option<&StorageLocation>,
) -> Option<Arc<ParsedDoctype>> {
    if !declaration.complete || declaration.internal_subset || !declaration.diagnostics.is_empty() {
        return None;
    }
    let id = declaration.external_id.as_ref()?;
    let request = ExternalEntity {
        kind: EntityKind::Doctype,
        name: &declaration.name,
        public_id: id.public_id.as_deref(),
        system_id: id.system_id.as_deref(),
        fold_case: loader.declaration().namecase().general,
        declared_in: document_location,
    };
    let location = loader
        .catalogs()
        .resolve(loader.storage(), &request)
        .result
        .ok()?
        .location;
    doctype(loader, &declaration.name, &location)
}

/// The paths of the bundled DTDs that are prebuilt.
pub fn paths() -> impl Iterator<Item = &'static str> {
    PREBUILT.iter().map(|entry| entry.path)
}

/// Decode the prebuilt form of the bundled DTD at `path` anew, without keeping it (for
/// benchmarks: [`doctype`] decodes each once per process).
pub fn decode_uncached(path: &str) -> Option<ParsedDoctype> {
    let index = PREBUILT.iter().position(|entry| entry.path == path)?;
    let decoded = decode(index);
    Arc::into_inner(decoded.parsed)
}

/// Whether `declaration` is the SGML declaration of `profile`.
fn is_declaration_of(profile: Profile, declaration: &SgmlDeclaration) -> bool {
    // The pipeline keeps its own parse of the validator's bundled declaration: compared
    // by address first, so that the declaration is not parsed a second time.
    if profile == Profile::Html && std::ptr::eq(declaration, crate::declaration::default_declaration()) {
        return true;
    }
    let expected = profile.declaration();
    std::ptr::eq(declaration, expected) || declaration == expected
}

/// Whether loading a bundled DTD with `options` gives what loading it with the defaults
/// gives: no optional warning, and no limit that the defaults do not reach.
fn options_change_nothing(options: &DtdOptions) -> bool {
    let defaults = DtdOptions::default();
    !options.warn_undefined
        && !options.warn_duplicate_entities
        && !options.warn_mixed
        && !options.warn_unused_parameter_entities
        && !options.warn_unused_maps
        && !options.warn_default_entity
        && !options.warn_notation_sysid
        && !options.warn_should
        && !options.record_entity_lookups
        && options.max_entity_depth >= defaults.max_entity_depth
        && options.max_expansion >= defaults.max_expansion
        && options.max_diagnostics >= defaults.max_diagnostics
}

/// Whether `storage` reads the bundled file at `path` (and not another file of the same
/// name in another memory storage).
fn reads_bundled(storage: &dyn Storage, path: &str) -> bool {
    let Some(bundled) = bundled::storage().get(path) else {
        return false;
    };
    match storage.read(&StorageLocation::Memory(path.to_owned())) {
        Ok(bytes) => std::ptr::eq(bytes.as_ref(), bundled) || bytes.as_ref() == bundled,
        Err(_) => false,
    }
}

/// Whether `storage` reads at `path` what the bundle has there: the bundled file, or
/// nothing when there is none.
fn reads_as_bundled(storage: &dyn Storage, path: &str) -> bool {
    match bundled::storage().get(path) {
        Some(_) => reads_bundled(storage, path),
        None => storage.read(&StorageLocation::Memory(path.to_owned())).is_err(),
    }
}

/// A prebuilt DTD decoded.
struct Decoded {
    parsed: Arc<ParsedDoctype>,
    /// [`Prebuilt::entity_sets`].
    entity_sets: Vec<Option<StorageLocation>>,
}

/// The decoded prebuilt DTD `index` of [`PREBUILT`].
fn decoded(index: usize) -> &'static Decoded {
    static DECODED: [OnceLock<Decoded>; PREBUILT.len()] = [const { OnceLock::new() }; PREBUILT.len()];
    DECODED[index].get_or_init(|| decode(index))
}

/// Decode prebuilt DTD `index`: the serialized form, with the bundled sources' texts put
/// back as the DTD parser reads them.
fn decode(index: usize) -> Decoded {
    let Entry { path, name, bytes, .. } = PREBUILT[index];
    let Prebuilt {
        mut dtd,
        general_entities,
        parameter_entities,
        external_id,
        entity_sets,
        models,
        element_models,
        attributes,
        attribute_lists,
        processing_instructions,
    } = postcard::from_bytes(bytes).expect("a prebuilt DTD decodes (the prebuilt tests check it)");
    dtd.general_entities = unpack_entities(general_entities);
    dtd.parameter_entities = unpack_entities(parameter_entities);
    // Each model is cloned for all its elements but the last, which takes it.
    let mut uses = vec![0u32; models.len()];
    for &index in element_models.iter().flatten() {
        uses[index as usize] += 1;
    }
    let mut models: Vec<Option<ContentModel>> = models.into_iter().map(Some).collect();
    for (element, model) in dtd.elements.values_mut().zip(element_models) {
        if let (Some(definition), Some(index)) = (&mut element.definition, model) {
            let index = index as usize;
            uses[index] -= 1;
            let model = if uses[index] == 0 {
                models[index].take()
            } else {
                models[index].clone()
            };
            let model = model.expect("a model is taken by its last element only");
            definition.content = DeclaredContent::Model {
                group: Arc::clone(model.shared_group()),
                model,
            };
        }
    }
    // Likewise each attribute definition, for all its lists but the last.
    let mut uses = vec![0u32; attributes.len()];
    for &index in attribute_lists.iter().flat_map(|(list, _)| list) {
        uses[index as usize] += 1;
    }
    let mut attributes: Vec<Option<AttributeDefinition>> = attributes.into_iter().map(Some).collect();
    dtd.attribute_lists = attribute_lists
        .into_iter()
        .map(|(list, location)| AttributeDefinitionList {
            attributes: list
                .iter()
                .map(|&index| {
                    let index = index as usize;
                    uses[index] -= 1;
                    let definition = if uses[index] == 0 {
                        attributes[index].take()
                    } else {
                        attributes[index].clone()
                    };
                    definition.expect("a definition is taken by its last list only")
                })
                .collect(),
            location,
        })
        .collect();
    for source in &mut dtd.sources {
        if source.text.is_some() {
            continue;
        }
        source.text = match source.kind {
            // The bundled file's text itself, not a copy.
            SourceKind::ExternalSubset | SourceKind::ExternalEntity => source
                .name
                .strip_prefix("bundled:")
                .and_then(bundled::text)
                .map(SmolStr::new_static),
            // `%name`: the replacement text of the parameter entity, as the parser
            // registered it when the entity was first referenced.
            SourceKind::InternalEntity => source
                .name
                .strip_prefix('%')
                .and_then(|name| dtd.parameter_entities.get(name))
                .and_then(|entity| match &entity.data {
                    // Shared with the entity (a `SmolStr` clone copies no text).
                    EntityData::Internal(text) => Some(text.text.clone()),
                    EntityData::External { .. } => None,
                }),
            SourceKind::Document => None,
        };
    }
    let parsed = ParsedDoctype {
        end: declaration_for(name, &external_id).len() as u32,
        dtd,
        diagnostics: Vec::new(),
        complete: true,
        external_id: Some(external_id),
        external_subset: Some(StorageLocation::Memory(path.to_owned())),
        processing_instructions,
    };
    Decoded {
        parsed: Arc::new(parsed),
        entity_sets,
    }
}

/// The DOCTYPE declaration a DTD is prebuilt from.
fn declaration_for(name: &str, external_id: &ExternalId) -> String {
    let public_id = external_id.public_id.as_deref().unwrap_or_default();
    format!("<!DOCTYPE {name} PUBLIC \"{public_id}\">")
}

/// Where `catalogs` locate each external parameter entity `dtd` declares, in declaration
/// order, as the DTD parser locates one when it is referenced: relative to the entity it
/// was declared in, names folded when `fold_case` (NAMECASE ENTITY). `None` for one that
/// cannot be located.
fn entity_set_locations(
    dtd: &Dtd,
    catalogs: &CatalogSet,
    storage: &dyn Storage,
    fold_case: bool,
) -> Vec<Option<StorageLocation>> {
    dtd.parameter_entities
        .values()
        .filter_map(|entity| {
            let EntityData::External { id, .. } = &entity.data else {
                return None;
            };
            let source = dtd.sources.get(entity.location.source as usize);
            let declared_in = source
                .filter(|s| matches!(s.kind, SourceKind::ExternalSubset | SourceKind::ExternalEntity))
                .and_then(|s| s.name.strip_prefix("bundled:"))
                .map(|p| StorageLocation::Memory(p.to_owned()));
            let request = ExternalEntity {
                kind: EntityKind::ParameterEntity,
                name: &entity.name,
                public_id: id.public_id.as_deref(),
                system_id: id.system_id.as_deref(),
                fold_case,
                declared_in: declared_in.as_ref(),
            };
            Some(catalogs.resolve(storage, &request).result.ok().map(|r| r.location))
        })
        .collect()
}

// ---- making the prebuilt files (cargo xtask prebuilt, and the tests) -------------

/// The public identifier the prebuilt forms of `sgml.dtd` and `xml.dtd` are read for:
/// one the bundled catalogs have no PUBLIC entry for, so that their DOCTYPE entries find
/// those files.
const FALLBACK_PUBLIC_ID: &str = "-//omittag//DTD prebuilt fallback//EN";

/// The bundled path a catalog entry's target names (targets are relative to
/// `dtd/catalog` and `dtd/xml-catalog`).
fn target_path(target: &str) -> String {
    format!("dtd/{target}")
}

/// The DTDs a DOCTYPE can name through the bundled catalog of `profile`: the targets of
/// its PUBLIC entries that are DTDs, and of its DOCTYPE entry.
pub fn catalog_dtds(profile: Profile) -> BTreeSet<String> {
    profile
        .catalog()
        .entries
        .iter()
        .filter_map(|at| match &at.entry {
            CatalogEntry::Public { target, .. } if target.ends_with(".dtd") => Some(target_path(target)),
            CatalogEntry::Name {
                kind: NameKind::Doctype,
                target,
                ..
            } => Some(target_path(target)),
            _ => None,
        })
        .collect()
}

/// Every public identifier of the bundled catalog of `profile` that names the DTD at
/// `path`.
fn public_ids(profile: Profile, path: &str) -> Vec<String> {
    profile
        .catalog()
        .entries
        .iter()
        .filter_map(|at| match &at.entry {
            CatalogEntry::Public { public_id, target } if target_path(target) == path => Some(public_id.clone()),
            _ => None,
        })
        .collect()
}

/// The prebuilt form of the bundled DTD at `path`, as the current DTD parser makes
/// it: read for the first of its public identifiers that gives no message (or, for
/// `sgml.dtd` and `xml.dtd`, one the catalog does not know), with the SGML declaration
/// and the bundled catalog of its [`Profile`]. What `cargo xtask prebuilt` writes, and
/// what the tests compare the embedded files with. Panics when a bundled DTD does not
/// read without a message, or `path` is not prebuilt: a fault of the bundled files or
/// of the table, found by the tests.
pub fn generate(path: &str) -> Vec<u8> {
    let entry = PREBUILT
        .iter()
        .find(|entry| entry.path == path)
        .unwrap_or_else(|| panic!("{path} is not prebuilt"));
    let catalogs = entry.profile.catalogs();
    let storage = bundled::storage();
    // Parsed anew, not the prebuilt one, which may be out of date as this one is.
    let declaration = entry.profile.fresh_declaration();
    let loader = DtdLoader::new(&declaration, &catalogs, storage);
    let mut candidates = public_ids(entry.profile, path);
    candidates.push(FALLBACK_PUBLIC_ID.to_owned());
    let (text, parsed) = candidates
        .iter()
        .map(|public_id| {
            let id = ExternalId {
                public_id: Some(public_id.into()),
                system_id: None,
            };
            let text = declaration_for(entry.name, &id);
            let parsed = loader.load_doctype(&text, 0, "", None);
            (text, parsed)
        })
        .find(|(_, parsed)| {
            parsed.diagnostics.is_empty() && parsed.external_subset == Some(StorageLocation::Memory(path.to_owned()))
        })
        .unwrap_or_else(|| panic!("{path}: no public identifier reads it with no message"));
    assert!(parsed.complete, "{path}");
    assert_eq!(parsed.end as usize, text.len());
    let entity_sets = entity_set_locations(&parsed.dtd, &catalogs, storage, declaration.namecase().entity);
    let mut dtd = parsed.dtd;
    let replacement_texts: Vec<Option<String>> = dtd
        .sources
        .iter()
        .map(|source| {
            let entity = dtd.parameter_entities.get(source.name.strip_prefix('%')?)?;
            match &entity.data {
                EntityData::Internal(text) => Some(text.text.to_string()),
                EntityData::External { .. } => None,
            }
        })
        .collect();
    for (source, replacement) in dtd.sources.iter_mut().zip(replacement_texts) {
        match source.kind {
            SourceKind::ExternalSubset | SourceKind::ExternalEntity => {
                let path = source.name.strip_prefix("bundled:").expect("a bundled source");
                let bundled_text = decode_text(bundled::storage().get(path).expect("bundled"));
                assert_eq!(source.text.as_deref(), Some(bundled_text.as_ref()));
                source.text = None;
            }
            // Left out only when it is the entity's text (decoding puts it back).
            SourceKind::InternalEntity if source.text.as_deref() == replacement.as_deref() => source.text = None,
            SourceKind::InternalEntity | SourceKind::Document => {}
        }
    }
    fn index_of<T: PartialEq>(table: &mut Vec<T>, value: T) -> u32 {
        let index = table.iter().position(|t| *t == value).unwrap_or_else(|| {
            table.push(value);
            table.len() - 1
        });
        index as u32
    }
    let mut models = Vec::new();
    let element_models = dtd
        .elements
        .values_mut()
        .map(|element| {
            let definition = element.definition.as_mut()?;
            match std::mem::replace(&mut definition.content, DeclaredContent::Empty) {
                DeclaredContent::Model { model, group } => {
                    assert_eq!(model.group(), &*group);
                    Some(index_of(&mut models, model))
                }
                other => {
                    definition.content = other;
                    None
                }
            }
        })
        .collect();
    let mut attributes = Vec::new();
    let attribute_lists = std::mem::take(&mut dtd.attribute_lists)
        .into_iter()
        .map(|list| {
            let indexes = list
                .attributes
                .into_iter()
                .map(|a| index_of(&mut attributes, a))
                .collect();
            (indexes, list.location)
        })
        .collect();
    let (general_text, general_records, general_others) = pack_entities(std::mem::take(&mut dtd.general_entities));
    let (parameter_text, parameter_records, parameter_others) =
        pack_entities(std::mem::take(&mut dtd.parameter_entities));
    let prebuilt = Prebuilt {
        dtd,
        general_entities: PackedEntities {
            text: &general_text,
            records: &general_records,
            others: general_others,
        },
        parameter_entities: PackedEntities {
            text: &parameter_text,
            records: &parameter_records,
            others: parameter_others,
        },
        external_id: parsed.external_id.expect("read for a public identifier"),
        entity_sets,
        models,
        element_models,
        attributes,
        attribute_lists,
        processing_instructions: parsed.processing_instructions,
    };
    postcard::to_allocvec(&prebuilt).expect("a DTD serializes")
}

/// The committed file of the prebuilt form of the bundled DTD at `path`:
/// `crates/omittag/prebuilt/` and the path below `dtd/` with `/` as `__`.
pub fn file_of(path: &str) -> PathBuf {
    let name = path.strip_prefix("dtd/").unwrap().replace('/', "__");
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("prebuilt")
        .join(format!("{name}.postcard"))
}

/// The bundled SGML declarations that a run reads at start (the validator's, the one for
/// XML), each parsed ahead of time and serialized with `postcard` beside the DTDs
/// (`prebuilt/<name>.postcard`): reading the declaration for XML costs about 2 million
/// instructions, the validator's 0.4 million, against some thousands to decode either.
const DECLARATIONS: &[(&str, &[u8])] = &[
    (
        bundled::VALIDATOR_DECLARATION_PATH,
        include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/prebuilt/w3c-validator.dcl.postcard"
        )),
    ),
    (
        bundled::XML_DECLARATION_PATH,
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/prebuilt/xml.dcl.postcard")),
    ),
];

/// The bundled catalogs, their entries read ahead of time likewise (the XML catalog's
/// 37 KB cost 0.7 million instructions to read).
const CATALOGS: &[(&str, &[u8])] = &[
    (
        bundled::CATALOG_PATH,
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/prebuilt/catalog.postcard")),
    ),
    (
        bundled::XML_CATALOG_PATH,
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/prebuilt/xml-catalog.postcard")),
    ),
];

/// The paths of the bundled SGML declarations and catalogs that are prebuilt (read at
/// start; made by `cargo xtask prebuilt` with the DTDs, [`generate_start_file`], and
/// checked by the same test).
pub fn start_paths() -> impl Iterator<Item = &'static str> {
    DECLARATIONS.iter().chain(CATALOGS).map(|(path, _)| *path)
}

/// The prebuilt bytes of the declaration or catalog at `path` in `table`.
fn bytes_in(table: &[(&str, &'static [u8])], path: &str) -> Option<&'static [u8]> {
    table
        .iter()
        .find(|(prebuilt, _)| *prebuilt == path)
        .map(|(_, bytes)| *bytes)
}

/// The bundled SGML declaration at `path` (one of [`start_paths`]) from its prebuilt
/// form: what [`sgml_decl::parse`] makes of its text (the diagnostics left out: the
/// bundled declarations have none). Parsed from the text when the prebuilt form does
/// not decode; `None` for a path that is not bundled.
pub fn declaration(path: &str) -> Option<SgmlDeclaration> {
    let decoded = bytes_in(DECLARATIONS, path).and_then(|bytes| postcard::from_bytes(bytes).ok());
    decoded.or_else(|| fresh_declaration(path))
}

/// The bundled SGML declaration at `path` parsed from its text.
fn fresh_declaration(path: &str) -> Option<SgmlDeclaration> {
    Some(sgml_decl::parse(bundled::text(path)?).declaration)
}

/// The bundled catalog at `path` (one of [`start_paths`]) from its prebuilt form: what
/// [`ParsedCatalog::parse`] makes of its text (which has no diagnostic). Parsed from
/// the text when the prebuilt form does not decode; `None` for a path that is not
/// bundled.
pub fn catalog(path: &str) -> Option<ParsedCatalog> {
    let decoded = bytes_in(CATALOGS, path)
        .and_then(|bytes| postcard::from_bytes::<PackedCatalog<'_>>(bytes).ok())
        .and_then(unpack_catalog);
    match decoded {
        Some(entries) => Some(ParsedCatalog {
            entries,
            diagnostics: Vec::new(),
        }),
        None => fresh_catalog(path),
    }
}

/// A bundled catalog's entries packed as [`PackedEntities`] are: one record of
/// [`CATALOG_RECORD`] bytes per entry (its kind as [`catalog_fields`] numbers it, the
/// [`NameKind`] of a `Name` entry, the lengths of its two texts in 32 bits each and its
/// span, start and end in 32 bits each, little-endian), the texts one after the other in
/// [`PackedCatalog::text`]: decoding is a loop over the records, one `String` made per
/// text, with no serde call and no UTF-8 check per field (the XML catalog has 740 lines).
#[derive(Serialize, Deserialize)]
struct PackedCatalog<'a> {
    /// The texts of the entries, in order.
    text: &'a str,
    /// One record per entry.
    #[serde(serialize_with = "serialize_bytes")]
    records: &'a [u8],
}

/// The size of a record of [`PackedCatalog::records`].
const CATALOG_RECORD: usize = 1 + 1 + 4 + 4 + 4 + 4;

/// The name kinds, by their number in [`PackedCatalog::records`].
const NAME_KINDS: [NameKind; 5] = [
    NameKind::Entity,
    NameKind::Doctype,
    NameKind::Linktype,
    NameKind::Notation,
    NameKind::Sgml,
];

/// The number of a catalog entry's kind, the number of its name kind (0 but for a `Name`
/// entry) and its texts (none, one or two), as [`PackedCatalog::records`] has them.
fn catalog_fields(entry: &CatalogEntry) -> (u8, u8, [&str; 2]) {
    match entry {
        CatalogEntry::Public { public_id, target } => (0, 0, [public_id, target]),
        CatalogEntry::System { system_id, target } => (1, 0, [system_id, target]),
        CatalogEntry::Delegate { prefix, catalog } => (2, 0, [prefix, catalog]),
        CatalogEntry::DtdDecl { public_id, target } => (3, 0, [public_id, target]),
        CatalogEntry::Name { kind, name, target } => {
            let kind = NAME_KINDS
                .iter()
                .position(|k| k == kind)
                .expect("every name kind is in the table");
            (4, kind as u8, [name, target])
        }
        CatalogEntry::SgmlDecl { target } => (5, 0, [target, ""]),
        CatalogEntry::Document { target } => (6, 0, [target, ""]),
        CatalogEntry::Override(yes) => (7, u8::from(*yes), ["", ""]),
        CatalogEntry::Catalog { target } => (8, 0, [target, ""]),
        CatalogEntry::Base { target } => (9, 0, [target, ""]),
    }
}

/// The catalog entry of kind number `kind` ([`catalog_fields`]) with name kind number
/// `name_kind` and texts `first` and `second`; `None` for a number that is none.
fn catalog_entry(kind: u8, name_kind: u8, first: &str, second: &str) -> Option<CatalogEntry> {
    let (first, second) = (first.to_owned(), second.to_owned());
    Some(match kind {
        0 => CatalogEntry::Public {
            public_id: first,
            target: second,
        },
        1 => CatalogEntry::System {
            system_id: first,
            target: second,
        },
        2 => CatalogEntry::Delegate {
            prefix: first,
            catalog: second,
        },
        3 => CatalogEntry::DtdDecl {
            public_id: first,
            target: second,
        },
        4 => CatalogEntry::Name {
            kind: *NAME_KINDS.get(usize::from(name_kind))?,
            name: first,
            target: second,
        },
        5 => CatalogEntry::SgmlDecl { target: first },
        6 => CatalogEntry::Document { target: first },
        7 => CatalogEntry::Override(name_kind != 0),
        8 => CatalogEntry::Catalog { target: first },
        9 => CatalogEntry::Base { target: first },
        _ => return None,
    })
}

/// `entries` packed ([`PackedCatalog`]): the text and the records.
fn pack_catalog(entries: &[EntryAt]) -> (String, Vec<u8>) {
    let mut text = String::new();
    let mut records = Vec::new();
    for at in entries {
        let (kind, name_kind, texts) = catalog_fields(&at.entry);
        records.push(kind);
        records.push(name_kind);
        for field in texts {
            text.push_str(field);
            let length = u32::try_from(field.len()).expect("a bundled catalog's texts are short");
            records.extend_from_slice(&length.to_le_bytes());
        }
        records.extend_from_slice(&at.span.start.to_le_bytes());
        records.extend_from_slice(&at.span.end.to_le_bytes());
    }
    (text, records)
}

/// The entries of `packed`, in order; `None` when it is not a packed catalog.
fn unpack_catalog(packed: PackedCatalog<'_>) -> Option<Vec<EntryAt>> {
    let PackedCatalog { text, records } = packed;
    let u32_at = |record: &[u8], i: usize| u32::from_le_bytes([record[i], record[i + 1], record[i + 2], record[i + 3]]);
    let mut at = 0usize;
    let mut entries = Vec::with_capacity(records.len() / CATALOG_RECORD);
    for record in records.chunks_exact(CATALOG_RECORD) {
        let first_end = at.checked_add(u32_at(record, 2) as usize)?;
        let second_end = first_end.checked_add(u32_at(record, 6) as usize)?;
        let entry = catalog_entry(
            record[0],
            record[1],
            text.get(at..first_end)?,
            text.get(first_end..second_end)?,
        )?;
        at = second_end;
        entries.push(EntryAt {
            entry,
            span: sgml_source::Span {
                start: u32_at(record, 10),
                end: u32_at(record, 14),
            },
        });
    }
    (records.len() % CATALOG_RECORD == 0 && at == text.len()).then_some(entries)
}

/// The bundled catalog at `path` parsed from its text.
fn fresh_catalog(path: &str) -> Option<ParsedCatalog> {
    Some(ParsedCatalog::parse(bundled::text(path)?))
}

/// The prebuilt form of the bundled SGML declaration or catalog at `path` (one of
/// [`start_paths`]), as the current parsers read it.
pub fn generate_start_file(path: &str) -> Vec<u8> {
    if bytes_in(DECLARATIONS, path).is_some() {
        let declaration = fresh_declaration(path).unwrap_or_else(|| panic!("{path} is not bundled"));
        return postcard::to_allocvec(&declaration).expect("a declaration serializes");
    }
    assert!(bytes_in(CATALOGS, path).is_some(), "{path} is not prebuilt");
    let catalog = fresh_catalog(path).unwrap_or_else(|| panic!("{path} is not bundled"));
    assert!(catalog.diagnostics.is_empty(), "{path}: {:?}", catalog.diagnostics);
    let (text, records) = pack_catalog(&catalog.entries);
    let packed = PackedCatalog {
        text: &text,
        records: &records,
    };
    postcard::to_allocvec(&packed).expect("a catalog serializes")
}

/// The committed file of the prebuilt form of the bundled SGML declaration or catalog
/// at `path`: `crates/omittag/prebuilt/` and its file name.
pub fn start_file_of(path: &str) -> PathBuf {
    let name = path.rsplit('/').next().unwrap_or(path);
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("prebuilt")
        .join(format!("{name}.postcard"))
}

#[cfg(test)]
mod tests {
    use sgml_dtd::catalog::{MemoryStorage, StorageStack};

    use super::*;
    use crate::bundled::validator_declaration as default_declaration;

    /// The committed files are what the current code makes from the bundled sources (the
    /// CI's check): when one is not, `cargo xtask prebuilt` writes them anew.
    #[test]
    fn committed_files_are_current() {
        for profile in [Profile::Html, Profile::Xml] {
            let of_profile = PREBUILT.iter().filter(|entry| entry.profile == profile);
            let paths: BTreeSet<String> = of_profile.map(|entry| entry.path.to_owned()).collect();
            assert_eq!(paths, catalog_dtds(profile), "{profile:?}");
        }
        let stale: Vec<String> = PREBUILT
            .iter()
            .filter(|entry| {
                let committed = std::fs::read(file_of(entry.path)).unwrap_or_default();
                let made = generate(entry.path);
                made != committed || made != entry.bytes
            })
            .map(|entry| file_of(entry.path).display().to_string())
            .collect();
        let stale_start_files = start_paths().filter(|path| {
            let committed = std::fs::read(start_file_of(path)).unwrap_or_default();
            let made = generate_start_file(path);
            let embedded = bytes_in(DECLARATIONS, path).or_else(|| bytes_in(CATALOGS, path));
            made != committed || Some(made.as_slice()) != embedded
        });
        let stale: Vec<String> = stale
            .into_iter()
            .chain(stale_start_files.map(|path| start_file_of(path).display().to_string()))
            .collect();
        assert!(
            stale.is_empty(),
            "prebuilt DTDs are out of date: run `cargo xtask prebuilt` and commit them: {stale:#?}"
        );
    }

    fn same(prebuilt: &ParsedDoctype, fresh: &ParsedDoctype, what: &str) {
        let (made, read) = (format!("{:?}", prebuilt.dtd), format!("{:?}", fresh.dtd));
        if made != read {
            let at = made.bytes().zip(read.bytes()).take_while(|(a, b)| a == b).count();
            let around = |s: &str| {
                s.get(at.saturating_sub(200)..(at + 200).min(s.len()))
                    .unwrap_or("")
                    .to_owned()
            };
            panic!(
                "{what}: the prebuilt DTD differs at byte {at}:\n{}\nfresh:\n{}",
                around(&made),
                around(&read)
            );
        }
        let in_dtd: Vec<_> = fresh.diagnostics.iter().filter(|d| d.source != 0).collect();
        assert_eq!(prebuilt.diagnostics.iter().collect::<Vec<_>>(), in_dtd, "{what}");
        assert_eq!(prebuilt.complete, fresh.complete, "{what}");
        assert_eq!(prebuilt.external_subset, fresh.external_subset, "{what}");
        assert_eq!(
            prebuilt.processing_instructions, fresh.processing_instructions,
            "{what}"
        );
    }

    /// For every public identifier of the bundled catalog that names a DTD, any case of
    /// the document type name, with and without a system identifier, and for an unknown
    /// public identifier (the fallback): the prebuilt DTD is the one loaded anew.
    #[test]
    fn prebuilt_equals_fresh() {
        let mut declarations = Vec::new();
        for path in catalog_dtds(Profile::Html) {
            for public_id in public_ids(Profile::Html, &path) {
                declarations.push(format!("<!DOCTYPE HTML PUBLIC \"{public_id}\">"));
                declarations.push(format!(
                    "<!doctype html public \"{public_id}\" \"http://example.org/x.dtd\">"
                ));
            }
        }
        declarations.push("<!DOCTYPE Html PUBLIC \"-//Unknown//DTD HTML//EN\">".to_owned());
        declarations.push(
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://www.w3.org/TR/html4/loose.dtd\">".to_owned(),
        );
        same_for_every_declaration(Profile::Html, &declarations);
    }

    /// The same for the XML DTDs, read with the declaration for XML and the XML catalog,
    /// for the document type name each is prebuilt for (names are case-sensitive there).
    #[test]
    fn xml_prebuilt_equals_fresh() {
        let mut declarations = Vec::new();
        for entry in PREBUILT.iter().filter(|entry| entry.profile == Profile::Xml) {
            let name = entry.name;
            for public_id in public_ids(Profile::Xml, entry.path) {
                declarations.push(format!("<!DOCTYPE {name} PUBLIC \"{public_id}\">"));
                declarations.push(format!(
                    "<!DOCTYPE {name} PUBLIC \"{public_id}\" \"http://example.org/x.dtd\">"
                ));
            }
        }
        declarations.push("<!DOCTYPE html PUBLIC \"-//Unknown//DTD XHTML//EN\">".to_owned());
        same_for_every_declaration(Profile::Xml, &declarations);
    }

    /// Under the declaration for XML another case of the name is another document type:
    /// no prebuilt DTD; nor for an XML DTD under the validator's declaration.
    #[test]
    fn xml_names_are_case_sensitive_and_the_profiles_apart() {
        let strict = StorageLocation::Memory("dtd/REC-xhtml1-20020801/xhtml1-strict.dtd".to_owned());
        let catalogs = Profile::Xml.catalogs();
        let loader = DtdLoader::new(bundled::xml_declaration(), &catalogs, bundled::storage());
        assert!(doctype(&loader, "html", &strict).is_some());
        assert!(doctype(&loader, "HTML", &strict).is_none());
        assert!(doctype(&loader, "svg", &strict).is_none());
        assert!(doctype(&loader, "html", &loose()).is_none());
        let catalogs = Profile::Html.catalogs();
        let loader = DtdLoader::new(default_declaration(), &catalogs, bundled::storage());
        assert!(doctype(&loader, "HTML", &strict).is_none());
        assert!(doctype(&loader, "html", &strict).is_none());
    }

    /// Each declaration of `declarations`, loaded anew with `profile`'s declaration and
    /// catalog, gives the prebuilt DTD; and every prebuilt DTD of the profile is met.
    fn same_for_every_declaration(profile: Profile, declarations: &[String]) {
        let catalogs = profile.catalogs();
        let storage = bundled::storage();
        let loader = DtdLoader::new(profile.declaration(), &catalogs, storage);
        let mut seen = BTreeSet::new();
        for declaration in declarations {
            let fresh = loader.load_doctype(declaration, 0, "", None);
            let location = fresh.external_subset.clone().expect("located");
            let prebuilt = doctype(&loader, &fresh.dtd.name, &location).unwrap_or_else(|| panic!("{declaration}"));
            same(&prebuilt, &fresh, declaration);
            // The declaration's own messages (`PUBLIC "HTML"` is no formal public
            // identifier) are not the prebuilt DTD's.
            match doctype_for_declaration(&loader, declaration, 0, "", None) {
                Some((by_declaration, end)) => {
                    assert!(fresh.diagnostics.is_empty(), "{declaration}");
                    assert!(Arc::ptr_eq(&prebuilt, &by_declaration));
                    assert_eq!(end, fresh.end, "{declaration}");
                }
                None => assert!(fresh.diagnostics.iter().any(|d| d.source == 0), "{declaration}"),
            }
            seen.insert(location);
        }
        let of_profile = PREBUILT.iter().filter(|entry| entry.profile == profile);
        let every: BTreeSet<_> = of_profile
            .clone()
            .map(|entry| StorageLocation::Memory(entry.path.to_owned()))
            .collect();
        assert_eq!(seen, every);
        // decoded anew, the same
        for entry in of_profile {
            let again = decode_uncached(entry.path).unwrap();
            let kept = doctype(&loader, entry.name, &StorageLocation::Memory(entry.path.to_owned())).unwrap();
            assert_eq!(format!("{again:?}"), format!("{kept:?}"));
        }
    }

    /// A declaration with a message of its own, an internal subset, no external
    /// identifier or an unknown one gives `None`; one later in a document gives its end.
    #[test]
    fn declarations_that_add_to_the_dtd() {
        let catalogs = Profile::Html.catalogs();
        let storage = bundled::storage();
        let loader = DtdLoader::new(default_declaration(), &catalogs, storage);
        for declaration in [
            "<!DOCTYPE HTML PUBLIC \"HTML\">",
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [ ]>",
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" [ <!ENTITY x \"y\"> ]>",
            "<!DOCTYPE HTML>",
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"",
            "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://example.org/x.dtd\" \"z\">",
            "<!DOCTYPE HTML SYSTEM \"http://example.org/x.dtd\">",
            "<!DOCTYPE BODY PUBLIC \"-//W3C//DTD HTML 4.01//EN\">",
        ] {
            assert!(
                doctype_for_declaration(&loader, declaration, 0, "", None).is_none(),
                "{declaration}"
            );
        }
        let document = "\n<!-- x -->\n<!doctype html public \"-//W3C//DTD HTML 4.01//EN\" -- c -->\n<title>t</title>";
        let start = document.find("<!doctype").unwrap() as u32;
        let (_, end) = doctype_for_declaration(&loader, document, start, "d.html", None).unwrap();
        assert_eq!(&document[end as usize..], "\n<title>t</title>");
    }

    const LOOSE: &str = "dtd/REC-html401-19991224/loose.dtd";

    fn loose() -> StorageLocation {
        StorageLocation::Memory(LOOSE.to_owned())
    }

    /// The pipeline's validator declaration is the bundled one.
    #[test]
    fn prebuilt_declarations_and_catalogs_equal_fresh() {
        for &(path, bytes) in DECLARATIONS {
            let fresh = sgml_decl::parse(bundled::text(path).expect("bundled"));
            assert!(fresh.diagnostics.is_empty(), "{path}");
            let decoded: SgmlDeclaration = postcard::from_bytes(bytes).expect("decodes");
            assert_eq!(decoded, fresh.declaration, "{path}");
            assert_eq!(declaration(path).as_ref(), Some(&fresh.declaration), "{path}");
        }
        for &(path, bytes) in CATALOGS {
            let fresh = fresh_catalog(path).expect("bundled");
            assert!(fresh.diagnostics.is_empty(), "{path}");
            let packed: PackedCatalog<'_> = postcard::from_bytes(bytes).expect("decodes");
            let decoded = unpack_catalog(packed).expect("unpacks");
            assert_eq!(decoded, fresh.entries, "{path}");
            assert_eq!(catalog(path).as_ref(), Some(&fresh), "{path}");
        }
        assert_eq!(declaration("sgml-decl/none.dcl"), None);
        assert_eq!(catalog("dtd/none"), None);
    }

    #[test]
    fn one_validator_declaration() {
        assert_eq!(
            crate::declaration::default_declaration(),
            bundled::validator_declaration()
        );
    }

    /// Whatever would make loading the DTD give something else gives `None`.
    #[test]
    fn none_where_loading_would_differ() {
        let catalogs = Profile::Html.catalogs();
        let storage = bundled::storage();
        let loader = DtdLoader::new(default_declaration(), &catalogs, storage);
        assert!(doctype(&loader, "HTML", &loose()).is_some());
        // another document type name, a DTD that is not prebuilt, a file
        assert!(doctype(&loader, "HTMLX", &loose()).is_none());
        let entity_set = StorageLocation::Memory("dtd/REC-html401-19991224/HTMLlat1.ent".to_owned());
        assert!(doctype(&loader, "HTML", &entity_set).is_none());
        assert!(doctype(&loader, "HTML", &StorageLocation::File(LOOSE.into())).is_none());
        // options that add warnings or lower a limit
        for options in [
            DtdOptions {
                warn_duplicate_entities: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_undefined: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_mixed: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_unused_parameter_entities: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_unused_maps: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_default_entity: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_notation_sysid: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                warn_should: true,
                ..DtdOptions::default()
            },
            DtdOptions {
                max_expansion: 1000,
                ..DtdOptions::default()
            },
        ] {
            let loader = DtdLoader::new(default_declaration(), &catalogs, storage).with_options(options);
            assert!(doctype(&loader, "HTML", &loose()).is_none(), "{options:?}");
        }
        let raised = DtdOptions {
            max_diagnostics: 5000,
            ..DtdOptions::default()
        };
        let loader = DtdLoader::new(default_declaration(), &catalogs, storage).with_options(raised);
        assert!(doctype(&loader, "HTML", &loose()).is_some());
        // another SGML declaration
        let html401 = bundled::storage().get("sgml-decl/html-4.01.decl").unwrap();
        let other = sgml_decl::parse(&decode_text(html401)).declaration;
        let loader = DtdLoader::new(&other, &catalogs, storage);
        assert!(doctype(&loader, "HTML", &loose()).is_none());
        // a storage whose file of that name is another
        let mut changed = MemoryStorage::new();
        let mut text = bundled::storage().get(LOOSE).unwrap().to_vec();
        text.extend_from_slice(b"<!ELEMENT EXTRA - - EMPTY>");
        let text: &'static [u8] = text.leak();
        changed.insert(LOOSE, text);
        let stack = StorageStack::new().with(&changed).with(storage);
        let loader = DtdLoader::new(default_declaration(), &catalogs, &stack);
        assert!(doctype(&loader, "HTML", &loose()).is_none());
    }

    /// A user's catalog that maps an entity set elsewhere: the DTD must be loaded; one
    /// that maps something else leaves the prebuilt DTD usable.
    #[test]
    fn none_when_a_catalog_moves_an_entity_set() {
        let dir = std::env::temp_dir().join(format!("omittag-prebuilt-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let lat1 = dir.join("lat1.ent");
        std::fs::write(&lat1, "<!ENTITY nbsp CDATA \"&#160;\">\n").unwrap();
        let moving = dir.join("moving");
        std::fs::write(
            &moving,
            "OVERRIDE YES PUBLIC \"-//W3C//ENTITIES Latin1//EN//HTML\" \"lat1.ent\"\n",
        )
        .unwrap();
        let other = dir.join("other");
        std::fs::write(&other, "PUBLIC \"-//Example//DTD Other//EN\" \"other.dtd\"\n").unwrap();
        let storage = bundled::storage_and_files();
        for (catalog, usable) in [(&moving, false), (&other, true)] {
            let mut catalogs = CatalogSet::new();
            catalogs.load(&storage, StorageLocation::File(catalog.clone()), true);
            bundled::add_bundled_catalog(&mut catalogs);
            let loader = DtdLoader::new(default_declaration(), &catalogs, &storage);
            let prebuilt = doctype(&loader, "HTML", &loose());
            assert_eq!(prebuilt.is_some(), usable, "{}", catalog.display());
            let fresh = loader.load_doctype(
                "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">",
                0,
                "",
                None,
            );
            let same_dtd = format!("{:?}", fresh.dtd) == format!("{:?}", decode_uncached(LOOSE).unwrap().dtd);
            assert_eq!(same_dtd, usable, "{}", catalog.display());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
