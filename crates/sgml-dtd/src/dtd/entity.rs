//! Entities and notations (ISO 8879 10.5, 11.4).

use smol_str::SmolStr;

use super::{AttributeDefinitionList, DeclLocation};

/// The index of a notation in [`Dtd::notations`](super::Dtd::notations).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NotationId(pub u32);

/// An external identifier (ISO 8879 10.1.6): a public identifier, a system identifier,
/// or both.
#[derive(Clone, PartialEq, Eq, Debug, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ExternalId {
    /// The public identifier, with its separators normalized to single spaces.
    pub public_id: Option<SmolStr>,
    /// The system identifier as written.
    pub system_id: Option<SmolStr>,
}

/// What an internal entity's replacement text is (ISO 8879 10.5.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TextKind {
    /// Ordinary parameter literal: SGML text, parsed where it is referenced.
    Text,
    /// `CDATA`: character data, not parsed.
    Cdata,
    /// `SDATA`: specific character data (system-dependent), not parsed.
    Sdata,
    /// `PI`: a processing instruction's system data.
    Pi,
    /// `STARTTAG`: bracketed, a start tag.
    StartTag,
    /// `ENDTAG`: bracketed, an end tag.
    EndTag,
    /// `MS`: bracketed, a marked section declaration.
    Ms,
    /// `MD`: bracketed, a markup declaration.
    Md,
}

/// The replacement text of an internal entity.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EntityText {
    /// How the text is to be interpreted.
    pub kind: TextKind,
    /// The text, with character references in the parameter literal already replaced
    /// (ISO 8879 9.4.4) and, for the bracketed kinds, the delimiters added.
    pub text: SmolStr,
}

/// The data an external entity holds (ISO 8879 10.5.5).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ExternalDataKind {
    /// SGML text (no entity type given): parsed where referenced.
    Text,
    /// `SUBDOC`: a subdocument.
    Subdoc,
    /// `CDATA`, `SDATA` or `NDATA` with a notation and data attributes.
    Data {
        /// Which of the three.
        kind: ExternalDataType,
        /// The notation's name (declared or not).
        notation: SmolStr,
        /// The data attribute specifications, as name and value pairs.
        attributes: Vec<(SmolStr, SmolStr)>,
    },
}

/// The data type of an external data entity.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ExternalDataType {
    /// `CDATA`.
    Cdata,
    /// `SDATA`.
    Sdata,
    /// `NDATA`.
    Ndata,
}

/// An entity's text or where to find it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EntityData {
    /// An internal entity.
    Internal(EntityText),
    /// An external entity.
    External {
        /// Its external identifier.
        id: ExternalId,
        /// What it holds.
        kind: ExternalDataKind,
    },
}

/// An entity declaration (ISO 8879 10.5).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Entity {
    /// The entity name (case-folded only when NAMECASE ENTITY YES).
    pub name: SmolStr,
    /// Its text or external identifier.
    pub data: EntityData,
    /// Where it was declared.
    pub location: DeclLocation,
}

/// A notation declaration (ISO 8879 11.4).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Notation {
    /// The notation name.
    pub name: SmolStr,
    /// Its external identifier.
    pub id: ExternalId,
    /// Its data attributes (an ATTLIST `#NOTATION`), if declared.
    pub attributes: Option<AttributeDefinitionList>,
    /// Where it was declared.
    pub location: DeclLocation,
}
