//! The document type definition as a value (ISO 8879 11): element types, attribute
//! definition lists, entities and notations, with names interned so that the instance
//! parser compares ids, not strings.
//!
//! A [`Dtd`] is immutable once built and `Send + Sync`: batch validation builds each DTD
//! once and shares it between threads. [`Dtd::elements`] holds every element type the DTD
//! names, declared or only referred to (a model group, an exception group, an ATTLIST or
//! a USEMAP naming it): those have no [`ElementType::definition`]. Element types named in
//! the document but not in the DTD are kept by the instance parser, not added here.
//!
//! [`crate::parse`] builds a `Dtd`; [`Dtd::dump`] prints one as `omittag dtd` does.

mod attribute;
mod dump;
mod element;
mod entity;
mod link;
mod name_hash;
mod short_ref;

pub use attribute::{
    AttributeDefinition, AttributeDefinitionList, AttributeId, DeclaredValue, DefaultValue, SdataDefault, TokenForm,
};
pub use dump::DtdDump;
pub use element::{DeclaredContent, ElementDefinition, ElementType, OmitTag, Ranked};
pub use entity::{
    Entity, EntityData, EntityText, ExternalDataKind, ExternalDataType, ExternalId, Notation, NotationId, TextKind,
};
pub use link::{LinkAttribute, LinkKind, LinkRule, LinkSet, LinkSetRef, LinkType};
pub use name_hash::{NameHash, NameHasher, NameMap};
pub use short_ref::{MapName, ShortRefMap};

use sgml_source::Span;
use smol_str::SmolStr;

use crate::content_model::ElementId;

/// Where a declaration (or a diagnostic) was read: the entity text it came from and the
/// byte span in it.
///
/// `source` indexes [`Dtd::sources`]: the document entity, an external DTD subset, an
/// external parameter entity (an entity set such as `HTMLlat1.ent`) or the replacement
/// text of an internal parameter entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DeclLocation {
    /// Index into [`Dtd::sources`].
    pub source: u32,
    /// Byte offsets in that source's text.
    pub span: Span,
}

/// A document type definition, as parsed and compiled.
#[derive(Clone, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Dtd {
    /// The document type name (the DOCTYPE declaration's name, upper-cased under
    /// NAMECASE GENERAL YES: `HTML`).
    pub name: SmolStr,
    /// Every element type, declared or only named in a model group, an inclusion or
    /// exclusion group, or an ATTLIST; the index in this map is the [`ElementId`].
    pub elements: NameMap<ElementType>,
    /// The attribute definition lists; [`ElementType::attributes`] indexes this.
    pub attribute_lists: Vec<AttributeDefinitionList>,
    /// General entities, in declaration order; the first declaration of a name wins
    /// (ISO 8879 10.5.1.1).
    pub general_entities: NameMap<Entity>,
    /// Parameter entities, likewise.
    pub parameter_entities: NameMap<Entity>,
    /// The `#DEFAULT` general entity, if declared (10.5.1.1).
    pub default_entity: Option<Entity>,
    /// Notations, in declaration order; the index is the [`NotationId`].
    pub notations: NameMap<Notation>,
    /// Short reference maps (ISO 8879 11.5), in declaration order. Which element uses
    /// which map is [`ElementType::usemap`].
    pub short_ref_maps: NameMap<ShortRefMap>,
    /// Default (and `#FIXED`) values of CDATA attributes in which references to SDATA
    /// entities stand: ESIS writes those pieces as SDATA (`\|[sdata]\|`), as onsgmls
    /// does. Not serialized (the bundled DTDs have none).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub sdata_defaults: Vec<SdataDefault>,
    /// The rank stems of ranked elements (ISO 8879 11.2.1.1), under RANK YES; the index
    /// in this map is the stem's number in [`Ranked::stems`]. Not serialized (the
    /// bundled DTDs have none).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub rank_stems: NameMap<()>,
    /// The rank of each ranked element, by element index. Not serialized.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub ranked: std::collections::HashMap<u32, Ranked>,
    /// The entity texts the DTD was read from, for [`DeclLocation::source`]. Index 0 is
    /// the entity holding the DOCTYPE declaration (the document itself) when the DTD
    /// came from a document.
    pub sources: Vec<Source>,
    /// The entities the DTD's references looked up and found declared, in the order it
    /// met them (ESIS `-oentity` writes their definitions). Not serialized.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub entity_lookups: Vec<EntityLookup>,
    /// Names the `#DEFAULT` entity stood for in the DTD (in references in attribute value
    /// literals), each with the number of general entities declared before its first
    /// reference: OpenSP declares them there. Not serialized.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub defaulted_general_entities: Vec<(u32, SmolStr)>,
    /// The general entities the SGML declaration predefines (Annex K's ENTITIES), as
    /// OpenSP puts them in its entity table before the DTD's own, when the DTD's lookups
    /// are recorded. Not serialized.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub predefined_general_entities: Vec<Entity>,
}

/// At most this many of the DTD's entity lookups are recorded
/// ([`Dtd::entity_lookups`]): a DTD of nested references can make millions within the
/// expansion limit, and the record is kept whole until the ESIS is written.
pub const MAX_RECORDED_ENTITY_LOOKUPS: usize = 1 << 20;

/// A reference of the DTD to an entity declared by then (see [`Dtd::entity_lookups`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntityLookup {
    /// Whether it is a parameter entity.
    pub parameter: bool,
    /// Its name (for a general entity, possibly one the `#DEFAULT` entity stands for).
    pub name: SmolStr,
    /// Where in the document it was made: the offset the document was read to (just
    /// after the reference, or the reference that opened the entity it is in, or the
    /// end of the internal subset for the external subset's); 0 when the DTD is not
    /// read from a document.
    pub at: u32,
}

// A DTD is shared between threads by batch validation.
const _: () = {
    const fn shareable<T: Send + Sync>() {}
    shareable::<Dtd>();
};

/// What kind of entity text a [`Source`] is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SourceKind {
    /// The document entity, whose prolog holds the DOCTYPE declaration and the
    /// internal subset. Its text is the caller's, not kept here.
    Document,
    /// The external DTD subset.
    ExternalSubset,
    /// An external parameter entity (an entity set).
    ExternalEntity,
    /// The replacement text of an internal parameter entity.
    InternalEntity,
}

/// An entity text the DTD was read from.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Source {
    /// For the document and external entities, where it was read from (a path, or
    /// `bundled:` and the path of a bundled file); for an internal parameter entity
    /// `%` and its name.
    pub name: SmolStr,
    /// What it is.
    pub kind: SourceKind,
    /// Its text; `None` for the document, whose text the caller has. A bundled file's
    /// text is the program's own (`SmolStr::new_static`), not a copy.
    pub text: Option<SmolStr>,
}

impl Dtd {
    /// The id of the element type named `name` (already case-folded), if the DTD knows it.
    #[inline]
    pub fn element_id(&self, name: &str) -> Option<ElementId> {
        self.elements.get_index_of(name).map(|i| ElementId(i as u32))
    }

    /// The element type with id `id`.
    ///
    /// # Panics
    /// When `id` does not belong to this DTD.
    #[inline]
    pub fn element(&self, id: ElementId) -> &ElementType {
        &self.elements[id.index()]
    }

    /// The attribute definition list of element type `id`, if it has one.
    #[inline]
    pub fn attributes_of(&self, id: ElementId) -> Option<&AttributeDefinitionList> {
        self.element(id).attributes.map(|i| &self.attribute_lists[i as usize])
    }

    /// The general entity named `name`, falling back to `#DEFAULT` when declared.
    pub fn general_entity(&self, name: &str) -> Option<&Entity> {
        self.general_entities.get(name).or(self.default_entity.as_ref())
    }

    /// The general entities, with the names the `#DEFAULT` entity stood for in the DTD,
    /// in the order OpenSP's entity table lists them (ESIS `-oentity` defines them all
    /// at the end of the prolog in that order): each name with its entity.
    pub fn general_entities_in_table_order(&self) -> Vec<(&str, &Entity)> {
        let mut names: Vec<(&str, &Entity)> = Vec::new();
        // The predefined ones first (a declaration of the same name is the one shown).
        for predefined in &self.predefined_general_entities {
            let entity = self.general_entities.get(&predefined.name).unwrap_or(predefined);
            names.push((predefined.name.as_str(), entity));
        }
        let mut defaulted = self.defaulted_general_entities.iter().peekable();
        for (i, (name, entity)) in self.general_entities.iter().enumerate() {
            while let Some((_, name)) = defaulted.next_if(|(before, _)| *before as usize <= i) {
                if let Some(default) = &self.default_entity {
                    names.push((name.as_str(), default));
                }
            }
            if !self.predefined_general_entities.iter().any(|p| p.name == *name) {
                names.push((name.as_str(), entity));
            }
        }
        for (_, name) in defaulted {
            if let Some(default) = &self.default_entity {
                names.push((name.as_str(), default));
            }
        }
        crate::parse::table_order::table_order(names.iter().map(|(name, _)| *name))
            .into_iter()
            .map(|i| names[i])
            .collect()
    }

    /// The parameter entity named `name`.
    pub fn parameter_entity(&self, name: &str) -> Option<&Entity> {
        self.parameter_entities.get(name)
    }

    /// The id of the notation named `name`.
    pub fn notation_id(&self, name: &str) -> Option<NotationId> {
        self.notations.get_index_of(name).map(|i| NotationId(i as u32))
    }

    /// The text of source `source`, if kept (every source but the document).
    pub fn source_text(&self, source: u32) -> Option<&str> {
        self.sources.get(source as usize)?.text.as_deref()
    }

    /// The name of element type `id`.
    #[inline]
    pub fn element_name(&self, id: ElementId) -> &str {
        &self.element(id).name
    }

    /// A dump of the DTD as parsed: each element with its minimization, content model,
    /// exceptions and attributes, then entities, notations and short reference maps.
    pub fn dump(&self) -> DtdDump<'_> {
        DtdDump::new(self)
    }

    /// The document element type: the element type named as the document type, if
    /// declared.
    pub fn document_element(&self) -> Option<ElementId> {
        self.element_id(&self.name)
    }
}
