//! Element types and element declarations (ISO 8879 11.2).

use std::sync::Arc;

use smol_str::SmolStr;

use super::DeclLocation;
use crate::content_model::{ContentModel, ElementId, ModelGroup};

/// An element type: a name, its declaration if there is one, and its attribute list.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ElementType {
    /// The generic identifier, case-folded as NAMECASE GENERAL says.
    pub name: SmolStr,
    /// The element declaration, or `None` when the name was only referred to (in a
    /// model group, an inclusion or exclusion, or an ATTLIST) and never declared.
    pub definition: Option<ElementDefinition>,
    /// Index into [`Dtd::attribute_lists`](super::Dtd::attribute_lists), if an ATTLIST
    /// declared attributes for this element type. Element types named in one ATTLIST
    /// share its list, and so share `#CURRENT` values (ISO 8879 11.3.4).
    pub attributes: Option<u32>,
    /// The short reference map a USEMAP declaration in the DTD associated with this
    /// element type (ISO 8879 11.6), if any.
    pub usemap: Option<super::MapName>,
}

/// The rank of a ranked element (ISO 8879 11.2.1.1): its rank suffix and the rank
/// stems of its ranked element or ranked group ([`Dtd::rank_stems`](super::Dtd::rank_stems)
/// indices). A start tag of the element makes the suffix the current rank of each stem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ranked {
    /// The rank suffix (a number, as written).
    pub suffix: SmolStr,
    /// The stems the element's declaration named.
    pub stems: Vec<u32>,
}

/// Omitted tag minimization (ISO 8879 11.2.2): whether the start and end tags may be
/// omitted (`O`) or not (`-`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OmitTag {
    /// The start tag may be omitted (`O` first).
    pub start: bool,
    /// The end tag may be omitted (`O` second).
    pub end: bool,
}

/// Declared content (ISO 8879 11.2.3) or a content model (11.2.4).
#[derive(Clone, Debug)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "SerialContent", into = "SerialContent")
)]
pub enum DeclaredContent {
    /// `CDATA`: character data only; only an end tag (ETAGO in context) ends it.
    Cdata,
    /// `RCDATA`: character data and references.
    Rcdata,
    /// `EMPTY`: no content, and the end tag must be omitted.
    Empty,
    /// `ANY`: any mix of data and declared elements.
    Any,
    /// A model group: as declared, and compiled.
    Model {
        /// The compiled automaton.
        model: ContentModel,
        /// The model group as declared (for messages and dumps): the one the automaton
        /// holds ([`ContentModel::shared_group`]), shared rather than copied.
        group: Arc<ModelGroup>,
    },
}

/// An element declaration (ISO 8879 11.2).
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ElementDefinition {
    /// Omitted tag minimization; `None` when the declaration gave none (allowed only
    /// with OMITTAG NO).
    pub omit: Option<OmitTag>,
    /// The declared content or content model.
    pub content: DeclaredContent,
    /// The inclusion exceptions `+(...)` (11.2.5.1), in declaration order.
    pub inclusions: Vec<ElementId>,
    /// The exclusion exceptions `-(...)` (11.2.5.2), in declaration order.
    pub exclusions: Vec<ElementId>,
    /// Where it was declared.
    pub location: DeclLocation,
}

impl ElementDefinition {
    /// Whether the start tag may be omitted.
    #[inline]
    pub fn can_omit_start(&self) -> bool {
        self.omit.is_some_and(|o| o.start)
    }

    /// Whether the end tag may be omitted.
    #[inline]
    pub fn can_omit_end(&self) -> bool {
        self.omit.is_some_and(|o| o.end)
    }

    /// The compiled model group, when the content is one.
    #[inline]
    pub fn model(&self) -> Option<&ContentModel> {
        match &self.content {
            DeclaredContent::Model { model, .. } => Some(model),
            _ => None,
        }
    }
}

/// [`DeclaredContent`] as serialized: a model group once, with its automaton (which
/// holds the group as declared).
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
enum SerialContent {
    Cdata,
    Rcdata,
    Empty,
    Any,
    Model(ContentModel),
}

#[cfg(feature = "serde")]
impl From<SerialContent> for DeclaredContent {
    fn from(content: SerialContent) -> DeclaredContent {
        match content {
            SerialContent::Cdata => DeclaredContent::Cdata,
            SerialContent::Rcdata => DeclaredContent::Rcdata,
            SerialContent::Empty => DeclaredContent::Empty,
            SerialContent::Any => DeclaredContent::Any,
            SerialContent::Model(model) => DeclaredContent::Model {
                group: Arc::clone(model.shared_group()),
                model,
            },
        }
    }
}

#[cfg(feature = "serde")]
impl From<DeclaredContent> for SerialContent {
    fn from(content: DeclaredContent) -> SerialContent {
        match content {
            DeclaredContent::Cdata => SerialContent::Cdata,
            DeclaredContent::Rcdata => SerialContent::Rcdata,
            DeclaredContent::Empty => SerialContent::Empty,
            DeclaredContent::Any => SerialContent::Any,
            // The automaton was compiled from the group: it holds the same.
            DeclaredContent::Model { model, .. } => SerialContent::Model(model),
        }
    }
}
