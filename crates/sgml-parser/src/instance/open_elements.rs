//! The open-element stack (ISO 8879 7.3): each open element with where its content has
//! got to in its model, and counts of the inclusions and exclusions in force.

use sgml_dtd::content_model::{ElementId, MatchState};

use crate::diagnostic::Location;

/// How an open element's content is recognised.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ContentKind {
    /// A model group with no `#PCDATA` token: separators are not data (element content).
    Element,
    /// A model group with `#PCDATA`, `ANY`, or an undefined element: mixed content.
    Mixed,
    /// Declared content CDATA.
    Cdata,
    /// Declared content RCDATA.
    Rcdata,
}

/// One open element.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OpenElement {
    pub(crate) element: ElementId,
    /// Where the content is in the model; meaningful only with a model.
    pub(crate) state: MatchState,
    /// A state found to allow data and to stay as it is after it (`#PCDATA` repeated,
    /// ISO 8879 11.2.4): while `state` is this one, data needs no step of the model.
    pub(crate) data_loop: Option<MatchState>,
    /// The state data leads to from any state of the model, when there is one
    /// ([`MatchState::data_anywhere`]): then data needs no step of the model at all.
    pub(crate) data_to: Option<MatchState>,
    pub(crate) content: ContentKind,
    /// The element has a model group (not ANY, declared content or undefined).
    pub(crate) has_model: bool,
    /// Opened as an inclusion.
    pub(crate) included: bool,
    /// Its start tag was NET-enabling.
    pub(crate) net_enabling: bool,
    /// Where its start tag was (or was implied).
    pub(crate) start: Location,
    /// Its current short reference map (ISO 8879 11.6), an index of the instance's
    /// maps; 0 is the empty map.
    pub(crate) map: u32,
}

/// The stack, with the document level at the bottom: a pseudo element whose model
/// accepts the document element once.
#[derive(Clone, Debug)]
pub(crate) struct OpenElements {
    stack: Vec<OpenElement>,
    /// For each element type: how many open elements include it.
    included: Vec<u32>,
    /// For each element type: how many open elements exclude it.
    excluded: Vec<u32>,
    /// How many open elements are NET-enabling.
    net_enabling: u32,
}

impl OpenElements {
    pub(crate) fn new(document_level: OpenElement, element_types: usize) -> OpenElements {
        OpenElements {
            stack: vec![document_level],
            included: vec![0; element_types],
            excluded: vec![0; element_types],
            net_enabling: 0,
        }
    }

    /// Make room for element types added after construction (undefined elements).
    pub(crate) fn grow(&mut self, element_types: usize) {
        if self.included.len() < element_types {
            self.included.resize(element_types, 0);
            self.excluded.resize(element_types, 0);
        }
    }

    /// The number of open elements, not counting the document level.
    #[inline]
    pub(crate) fn depth(&self) -> usize {
        self.stack.len() - 1
    }

    #[inline]
    pub(crate) fn current(&self) -> &OpenElement {
        self.stack.last().expect("the document level is never popped")
    }

    /// The open element at `depth` (0 is the document level, [`depth`](Self::depth) the
    /// current element).
    #[inline]
    pub(crate) fn at(&self, depth: usize) -> &OpenElement {
        &self.stack[depth]
    }

    #[inline]
    pub(crate) fn current_mut(&mut self) -> &mut OpenElement {
        self.stack.last_mut().expect("the document level is never popped")
    }

    /// The open element types, innermost first (not the document level).
    pub(crate) fn innermost_first(&self) -> impl Iterator<Item = ElementId> + '_ {
        self.stack[1..].iter().rev().map(|open| open.element)
    }

    pub(crate) fn is_open(&self, element: ElementId) -> bool {
        // Innermost first: an end tag mostly ends the current element or one near it.
        self.stack[1..].iter().rev().any(|open| open.element == element)
    }

    #[inline]
    pub(crate) fn is_included(&self, element: ElementId) -> bool {
        self.included.get(element.index()).is_some_and(|&n| n > 0)
    }

    #[inline]
    pub(crate) fn is_excluded(&self, element: ElementId) -> bool {
        self.excluded.get(element.index()).is_some_and(|&n| n > 0)
    }

    #[inline]
    pub(crate) fn any_net_enabling(&self) -> bool {
        self.net_enabling > 0
    }

    #[inline]
    pub(crate) fn push(&mut self, open: OpenElement, inclusions: &[ElementId], exclusions: &[ElementId]) {
        for e in inclusions {
            self.included[e.index()] += 1;
        }
        for e in exclusions {
            self.excluded[e.index()] += 1;
        }
        if open.net_enabling {
            self.net_enabling += 1;
        }
        self.stack.push(open);
    }

    #[inline]
    pub(crate) fn pop(&mut self, inclusions: &[ElementId], exclusions: &[ElementId]) -> OpenElement {
        debug_assert!(self.stack.len() > 1);
        let open = self.stack.pop().expect("an element is open");
        for e in inclusions {
            self.included[e.index()] -= 1;
        }
        for e in exclusions {
            self.excluded[e.index()] -= 1;
        }
        if open.net_enabling {
            self.net_enabling -= 1;
        }
        open
    }
}
