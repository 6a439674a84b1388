//! Omitted tags (ISO 8879 7.3, 7.5.1): implying start and end tags so that a tag or data
//! finds its place, and recovering as onsgmls does when nothing works.
//! See `docs/instance-parsing.md`.

use sgml_dtd::content_model::{ElementId, MatchState, ModelToken};
use sgml_dtd::dtd::DeclaredContent;
use smol_str::SmolStr;

use super::{InstanceParser, Planned, Undo};
use crate::diagnostic::{Location, ParserDiagnosticKind};
use crate::event::EventSink;

/// After this many start tags implied in one attempt, look for a loop.
const IMPLY_CHECK_LIMIT: u32 = 30;

impl<'a, S: EventSink> InstanceParser<'a, S> {
    /// One step of omitted-tag inference (OpenSP's `tryImplyTag`): imply the end of the
    /// current element if it may end here and its end tag may be omitted, else the start
    /// of the contextually required element (ISO 8879 7.3.1.1). Messages are kept.
    pub(super) fn try_imply_tag(
        &mut self,
        at: Location,
        start_implied: &mut u32,
        undo: &mut Vec<Undo>,
        plan: &mut Vec<Planned>,
    ) -> bool {
        if !self.cx.declaration.features.omittag {
            return false;
        }
        self.keep_messages();
        if self.current_finished() {
            if self.open.depth() == 0 {
                return false;
            }
            let current = *self.open.current();
            if self.is_defined(current.element) {
                let definition = self
                    .cx
                    .dtd
                    .element(current.element)
                    .definition
                    .as_ref()
                    .expect("defined");
                if !definition.can_omit_end() {
                    return false;
                }
            }
            if *start_implied > 0 {
                let name = SmolStr::new(self.element_name(current.element));
                self.report(ParserDiagnosticKind::ImpliedElementEmpty { name }, at);
                *start_implied -= 1;
            }
            plan.push(Planned::End {
                element: current.element,
                included: current.included,
            });
            undo.push(Undo::Popped(self.pop_open()));
            return true;
        }
        let current = *self.open.current();
        let Some(model) = self.current_model() else {
            return false;
        };
        let Some(element) = current.state.implied_start_tag(model) else {
            return false;
        };
        let Some(next_state) = current.state.step_implied(model) else {
            return false;
        };
        if self.open.is_excluded(element) {
            let name = SmolStr::new(self.element_name(element));
            let parent = SmolStr::new(self.element_name(current.element));
            self.report(ParserDiagnosticKind::RequiredElementExcluded { name, parent }, at);
        }
        undo.push(Undo::Transition(current.state));
        self.open.current_mut().state = next_state;
        let name = SmolStr::new(self.element_name(element));
        match self
            .cx
            .dtd
            .elements
            .get_index(element.index())
            .and_then(|(_, t)| t.definition.as_ref())
        {
            None => self.report(ParserDiagnosticKind::ElementUndefined { name }, at),
            Some(definition) => {
                if !matches!(definition.content, DeclaredContent::Model { .. } | DeclaredContent::Any) {
                    self.report(
                        ParserDiagnosticKind::StartTagOmittedDeclaredContent { name: name.clone() },
                        at,
                    );
                }
                if !definition.can_omit_start() {
                    self.report(ParserDiagnosticKind::StartTagOmissionForbidden { name }, at);
                }
            }
        }
        self.check_required_attributes(element, at);
        *start_implied += 1;
        let empty = self.is_empty_element(element);
        plan.push(Planned::Start {
            element,
            included: false,
            empty,
        });
        if !empty {
            let open = self.open_element(element, false, false, at);
            self.push_element_checked(open, at);
            undo.push(Undo::Pushed);
        }
        if *start_implied > IMPLY_CHECK_LIMIT && self.imply_loop(*start_implied) {
            return false;
        }
        true
    }

    /// Whether the last `count` implied start tags repeat an element type already open
    /// below them: inference would go on forever.
    fn imply_loop(&self, count: u32) -> bool {
        let elements = self.open.elements();
        let count = (count as usize).min(elements.len());
        let implied = &elements[elements.len() - count..];
        implied
            .iter()
            .enumerate()
            .any(|(i, open)| implied[i + 1..].iter().any(|o| o.element == open.element))
    }

    /// Push an open element, reporting TAGLVL.
    pub(super) fn push_element_checked(&mut self, open: super::OpenElement, at: Location) {
        let taglvl = self.cx.declaration.quantities().taglvl;
        if self.open.depth() == taglvl as usize {
            self.report(ParserDiagnosticKind::TaglvlExceeded { limit: taglvl }, at);
        }
        self.push_open(open);
    }

    /// Undo an attempt, newest step first.
    pub(super) fn undo(&mut self, undo: &mut Vec<Undo>) {
        while let Some(step) = undo.pop() {
            match step {
                Undo::Popped(open) => self.push_open(open),
                Undo::Pushed => {
                    self.pop_open();
                }
                Undo::Transition(state) => self.open.current_mut().state = state,
            }
        }
    }

    /// Make the current element accept data, implying tags if needed (OpenSP's
    /// `acceptPcdata`).
    pub(super) fn accept_pcdata(&mut self, at: Location) {
        if self.try_transition_pcdata() || self.pcdata_recovering {
            return;
        }
        let mut undo = Vec::new();
        let mut plan = Vec::new();
        let mut start_implied = 0;
        if self.cx.validate {
            while self.try_imply_tag(at, &mut start_implied, &mut undo, &mut plan) {
                if self.try_transition_pcdata() {
                    self.emit_planned(&plan, at);
                    return;
                }
            }
        }
        self.discard_kept();
        self.undo(&mut undo);
        if self.cx.validate || self.after_document_element() {
            self.report(ParserDiagnosticKind::DataNotAllowed, at);
        }
        self.pcdata_recovering = true;
    }

    /// Place a start tag for `element` (OpenSP's `acceptStartTag`); its attributes are in
    /// `self.attributes`. `tag` is where the tag starts (implied tags go there), `at`
    /// where messages about it go (its TAGC).
    pub(super) fn accept_start_tag(&mut self, element: ElementId, net_enabling: bool, tag: Location, at: Location) {
        if !self.is_defined(element) && self.cx.validate {
            let name = SmolStr::new(self.element_name(element));
            self.report(ParserDiagnosticKind::ElementUndefined { name }, at);
        }
        if !self.open.is_excluded(element) {
            if self.try_transition(element) {
                self.open_started(element, false, net_enabling, tag);
                return;
            }
            if self.open.is_included(element) {
                self.open_started(element, true, net_enabling, tag);
                return;
            }
        }
        let mut undo = Vec::new();
        let mut plan = Vec::new();
        let mut start_implied = 0;
        if self.cx.validate {
            while self.try_imply_tag(tag, &mut start_implied, &mut undo, &mut plan) {
                if self.open.is_excluded(element) {
                    continue;
                }
                if self.try_transition(element) {
                    self.emit_planned(&plan, tag);
                    self.open_started(element, false, net_enabling, tag);
                    return;
                }
                if self.open.is_included(element) {
                    self.emit_planned(&plan, tag);
                    self.open_started(element, true, net_enabling, tag);
                    return;
                }
            }
        }
        self.discard_kept();
        self.undo(&mut undo);
        if self.cx.validate && self.is_defined(element) {
            self.bad_start_tag(element, net_enabling, tag, at);
        } else {
            // An undefined element is reported as undefined only (IMPLYDEF ELEMENT NO);
            // without validation, only after the document element.
            if !self.cx.validate && self.after_document_element() {
                let name = SmolStr::new(self.element_name(element));
                self.report(ParserDiagnosticKind::ElementNotAllowed { name }, at);
            }
            let _ = self.try_transition(element);
            self.open_started(element, false, net_enabling, tag);
        }
    }

    /// Open an element whose start tag was placed: emit it and push it, or emit its end
    /// at once when its end tag must be omitted.
    fn open_started(&mut self, element: ElementId, included: bool, net_enabling: bool, tag: Location) {
        let empty = self.is_empty_element(element);
        self.emit_start(element, false, included, empty, tag);
        if !empty {
            let open = self.open_element(element, included, net_enabling, tag);
            self.push_element_checked(open, tag);
        } else if net_enabling {
            // An EMPTY element's NET-enabling start tag: the NET that follows, if any, is
            // its end tag; onsgmls reads it as data otherwise. Nothing to keep open.
        }
    }

    /// Recovery for a start tag that no inference places (OpenSP's `handleBadStartTag`):
    /// infer one missing container, or name the candidates, or end elements that may end
    /// and look again one level up; at last report it and open it where it is.
    fn bad_start_tag(&mut self, element: ElementId, net_enabling: bool, tag: Location, at: Location) {
        let mut undo = Vec::new();
        let mut plan = Vec::new();
        self.keep_messages();
        loop {
            let missing = self.find_missing(element);
            if missing.len() == 1 {
                self.emit_planned(&plan, tag);
                let container = missing[0];
                let name = SmolStr::new(self.element_name(element));
                let inferred = SmolStr::new(self.element_name(container));
                self.report(ParserDiagnosticKind::MissingElementInferred { name, inferred }, at);
                self.check_required_attributes(container, at);
                let container_included = !self.try_transition(container);
                let empty = self.is_empty_element(container);
                self.emit_start(container, true, container_included, empty, tag);
                if !empty {
                    let open = self.open_element(container, container_included, false, tag);
                    self.push_element_checked(open, tag);
                }
                let included = !self.try_transition(element);
                self.open_started(element, included, net_enabling, tag);
                return;
            }
            if !missing.is_empty() {
                self.emit_planned(&plan, tag);
                let name = SmolStr::new(self.element_name(element));
                let candidates = missing.iter().map(|&m| SmolStr::new(self.element_name(m))).collect();
                self.report(ParserDiagnosticKind::MissingElementOneOf { name, candidates }, at);
                self.open_started(element, false, net_enabling, tag);
                return;
            }
            if !self.cx.declaration.features.omittag || !self.current_finished() || self.open.depth() == 0 {
                break;
            }
            let current = *self.open.current();
            let can_omit_end = !self.is_defined(current.element)
                || self
                    .cx
                    .dtd
                    .element(current.element)
                    .definition
                    .as_ref()
                    .is_some_and(|d| d.can_omit_end());
            if !can_omit_end {
                break;
            }
            plan.push(Planned::End {
                element: current.element,
                included: current.included,
            });
            undo.push(Undo::Popped(self.pop_open()));
        }
        self.discard_kept();
        self.undo(&mut undo);
        let name = SmolStr::new(self.element_name(element));
        self.report(ParserDiagnosticKind::ElementNotAllowed { name }, at);
        let _ = self.try_transition(element);
        self.open_started(element, false, net_enabling, tag);
    }

    /// The elements that could come next here and would take `element` first (OpenSP's
    /// `findMissingTag`), in DTD order.
    fn find_missing(&self, element: ElementId) -> Vec<ElementId> {
        let current = self.open.current();
        if !current.has_model || self.open.is_excluded(element) {
            return Vec::new();
        }
        let Some(model) = self.current_model() else {
            return Vec::new();
        };
        let mut found: Vec<ElementId> = Vec::new();
        for token in current.state.expected(model) {
            let ModelToken::Element(candidate) = token else {
                continue;
            };
            if found.contains(&candidate) || self.open.is_excluded(candidate) || !self.is_defined(candidate) {
                continue;
            }
            let definition = self.cx.dtd.element(candidate).definition.as_ref().expect("defined");
            let accepts = match &definition.content {
                DeclaredContent::Model { model, .. } => {
                    let direct = MatchState::start().step(model, element).is_some();
                    (direct || definition.inclusions.contains(&element)) && !definition.exclusions.contains(&element)
                }
                _ => false,
            };
            if accepts {
                found.push(candidate);
            }
        }
        found.sort();
        found
    }

    /// Place an end tag for `element` (OpenSP's `acceptEndTag`): close what is open
    /// inside it, then it. `tag` is where the tag starts, `at` where messages go.
    pub(super) fn accept_end_tag(&mut self, element: ElementId, tag: Location, at: Location) {
        if !self.open.is_open(element) {
            let name = SmolStr::new(self.element_name(element));
            self.report(ParserDiagnosticKind::EndTagNotOpen { name }, at);
            return;
        }
        while self.open.current().element != element && !self.stopped {
            if !self.current_finished() && self.cx.validate {
                let name = SmolStr::new(self.element_name(self.open.current().element));
                self.report(ParserDiagnosticKind::ElementNotFinished { name }, at);
            }
            self.imply_current_end_at(tag, at);
        }
        if !self.current_finished() && self.cx.validate {
            let name = SmolStr::new(self.element_name(element));
            self.report(ParserDiagnosticKind::EndTagNotFinished { name }, at);
        }
        let included = self.open.current().included;
        self.emit_end(element, false, included, tag);
        self.pop_open();
    }

    /// Close the current element by an implied end tag, reporting a forbidden omission;
    /// messages and the event both at `location`.
    pub(super) fn imply_current_end(&mut self, location: Location) {
        self.imply_current_end_at(location, location);
    }

    fn imply_current_end_at(&mut self, event_at: Location, message_at: Location) {
        let current = *self.open.current();
        if self.is_defined(current.element) && self.cx.validate {
            let definition = self
                .cx
                .dtd
                .element(current.element)
                .definition
                .as_ref()
                .expect("defined");
            if !self.cx.declaration.features.omittag || !definition.can_omit_end() {
                let name = SmolStr::new(self.element_name(current.element));
                self.report(ParserDiagnosticKind::EndTagOmissionForbidden { name }, message_at);
                self.report(ParserDiagnosticKind::StartTagWasHere, current.start);
            }
        }
        self.emit_end(current.element, true, current.included, event_at);
        self.pop_open();
    }

    /// Report the `#REQUIRED` attributes of `element`, which an implied or inferred start
    /// tag cannot specify.
    fn check_required_attributes(&mut self, element: ElementId, at: Location) {
        if element.index() >= self.cx.dtd.elements.len() {
            return;
        }
        let Some(list) = self.cx.dtd.attributes_of(element) else {
            return;
        };
        for definition in &list.attributes {
            if definition.default == sgml_dtd::dtd::DefaultValue::Required {
                self.report(
                    ParserDiagnosticKind::RequiredAttributeMissing {
                        attribute: definition.name.clone(),
                    },
                    at,
                );
            }
        }
    }
}
