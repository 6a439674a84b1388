//! What the instance parser asks of an element type's declaration at each of its tags
//! (its model, content, exceptions, whether it is EMPTY or has a `#CONREF` attribute),
//! read once per declared element type into one row, so that a tag costs one index
//! instead of a walk through the declaration for each question.

use sgml_dtd::content_model::{ContentModel, ElementId};
use sgml_dtd::dtd::{AttributeDefinitionList, DeclaredContent, DefaultValue, Dtd};

use super::open_elements::ContentKind;

/// The facts of one element type.
#[derive(Clone, Copy, Debug)]
pub(super) struct ElementFacts<'d> {
    /// The DTD declares it.
    pub(super) declared: bool,
    /// Its model, when its content is a model group.
    pub(super) model: Option<&'d ContentModel>,
    /// How its content is recognised.
    pub(super) content: ContentKind,
    /// Its declared content is EMPTY.
    pub(super) empty: bool,
    /// Its inclusions.
    pub(super) inclusions: &'d [ElementId],
    /// Its exclusions.
    pub(super) exclusions: &'d [ElementId],
    /// Its attribute definition list defines a `#CONREF` attribute.
    pub(super) conref: bool,
    /// Its attribute definition list defines a `#REQUIRED` or `#CURRENT` attribute:
    /// a tag that leaves one unspecified may have something to report.
    pub(super) required_or_current: bool,
    /// It is a ranked element (ISO 8879 11.2.1.1): its start sets the current rank of
    /// its stems.
    pub(super) ranked: bool,
    /// Its attribute definition list, if any, and that list's index in the DTD.
    pub(super) attributes: Option<(&'d AttributeDefinitionList, u32)>,
}

/// The facts of an element type the DTD does not declare (and of the document level):
/// no model, mixed content (as for ANY), nothing else.
const UNDECLARED: ElementFacts<'static> = ElementFacts {
    declared: false,
    model: None,
    content: ContentKind::Mixed,
    empty: false,
    inclusions: &[],
    exclusions: &[],
    conref: false,
    required_or_current: false,
    ranked: false,
    attributes: None,
};

/// The facts of every element type of a DTD, by element id.
pub(super) struct ElementTable<'d> {
    facts: Vec<ElementFacts<'d>>,
}

impl<'d> ElementTable<'d> {
    /// The facts of `dtd`'s element types.
    pub(super) fn new(dtd: &'d Dtd) -> ElementTable<'d> {
        // For each attribute definition list: whether it defines a `#CONREF` attribute
        // (an element with one specified is empty, ISO 8879 7.3.1.2).
        let conref_lists: Vec<bool> = dtd
            .attribute_lists
            .iter()
            .map(|list| list.attributes.iter().any(|a| a.default == DefaultValue::Conref))
            .collect();
        let required_or_current_lists: Vec<bool> = dtd
            .attribute_lists
            .iter()
            .map(|list| {
                list.attributes
                    .iter()
                    .any(|a| matches!(a.default, DefaultValue::Required | DefaultValue::Current))
            })
            .collect();
        let facts = dtd
            .elements
            .values()
            .enumerate()
            .map(|(index, element_type)| {
                let ranked = dtd.ranked.contains_key(&(index as u32));
                let attributes = element_type
                    .attributes
                    .and_then(|list| Some((dtd.attribute_lists.get(list as usize)?, list)));
                // An attribute definition list may name an element type that is not
                // declared.
                let conref = element_type
                    .attributes
                    .and_then(|list| conref_lists.get(list as usize).copied())
                    .unwrap_or(false);
                let required_or_current = element_type
                    .attributes
                    .and_then(|list| required_or_current_lists.get(list as usize).copied())
                    .unwrap_or(false);
                let Some(definition) = element_type.definition.as_ref() else {
                    return ElementFacts {
                        conref,
                        required_or_current,
                        ranked,
                        attributes,
                        ..UNDECLARED
                    };
                };
                let (model, content) = match &definition.content {
                    DeclaredContent::Model { model, .. } => (
                        Some(model),
                        if model.contains_pcdata() {
                            ContentKind::Mixed
                        } else {
                            ContentKind::Element
                        },
                    ),
                    DeclaredContent::Cdata => (None, ContentKind::Cdata),
                    DeclaredContent::Rcdata => (None, ContentKind::Rcdata),
                    DeclaredContent::Any | DeclaredContent::Empty => (None, ContentKind::Mixed),
                };
                ElementFacts {
                    declared: true,
                    model,
                    content,
                    empty: matches!(definition.content, DeclaredContent::Empty),
                    inclusions: &definition.inclusions,
                    exclusions: &definition.exclusions,
                    conref,
                    required_or_current,
                    ranked,
                    attributes,
                }
            })
            .collect();
        ElementTable { facts }
    }

    /// The facts of `element` (those of an undeclared element type for one the DTD does
    /// not declare, and for the document level).
    #[inline]
    pub(super) fn get(&self, element: ElementId) -> &ElementFacts<'d> {
        self.facts.get(element.index()).unwrap_or(&UNDECLARED)
    }
}
