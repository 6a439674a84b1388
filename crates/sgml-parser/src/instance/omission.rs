//! Omitted tags (ISO 8879 7.3, 7.5.1): implying start and end tags so that a tag or data
//! finds its place, and recovering as onsgmls does when nothing works.
//! See `docs/instance-parsing.md`.

use sgml_dtd::content_model::{ElementId, MatchState, ModelToken};
use sgml_dtd::dtd::DeclaredContent;
use sgml_lexer::Token;
use sgml_source::Span;
use smol_str::SmolStr;

use super::placements::Placement;
use super::{InstanceParser, Planned, Undo};
use crate::diagnostic::{Location, ParserDiagnosticKind};
use crate::event::EventSink;

#[cfg(test)]
mod tests;

/// An attempt that implies more start tags than this (not ended again) fails.
const IMPLY_CHECK_LIMIT: u32 = 30;

/// The most start tags a placement from the table implies; more are left to the general
/// path.
const TABLE_IMPLIED: usize = 4;

/// The tags implied so far by one attempt to place a tag or data, and how to take them
/// back. Kept in the parser and cleared per attempt, so that inference allocates nothing
/// once the buffers have grown.
#[derive(Default)]
pub(super) struct Attempt {
    /// The events to emit if the attempt succeeds, in order.
    plan: Vec<Planned>,
    /// How to restore the open elements if it fails, newest step last.
    undo: Vec<Undo>,
    /// How many start tags were implied and not yet ended again.
    start_implied: u32,
}

impl Attempt {
    fn clear(&mut self) {
        self.plan.clear();
        self.undo.clear();
        self.start_implied = 0;
    }
}

impl<'d: 't, 't, S: EventSink> InstanceParser<'d, 't, S> {
    /// One step of omitted-tag inference (OpenSP's `tryImplyTag`): imply the end of the
    /// current element if it may end here and its end tag may be omitted, else the start
    /// of the contextually required element (ISO 8879 7.3.1.1). The step is recorded in
    /// `self.attempt`; its events go at `event_at` and its messages, kept until the
    /// attempt succeeds, at `message_at` (where the parser has got to).
    ///
    /// At the document level the step is not undone if the attempt fails: the document
    /// element then counts as begun, as in OpenSP, so a misplaced first tag does not also
    /// give "no document element" at the end.
    pub(super) fn try_imply_tag(&mut self, event_at: Location, message_at: Location) -> bool {
        if !self.cx.declaration.features.omittag {
            return false;
        }
        self.keep_messages();
        if self.current_finished() {
            if self.open.depth() == 0 {
                return false;
            }
            let current = *self.open.current();
            if !self.can_omit_end(current.element) {
                return false;
            }
            if self.attempt.start_implied > 0 {
                let name = SmolStr::new(self.element_name(current.element));
                self.report(ParserDiagnosticKind::ImpliedElementEmpty { name }, message_at);
                self.attempt.start_implied -= 1;
            }
            // OpenSP does not mark an end tag implied here as the end of an included
            // element, so the record-end level an included element pushed is not popped
            // (its held RE stays held below): the same is done here.
            self.attempt.plan.push(Planned::End {
                element: current.element,
                included: false,
            });
            let popped = self.pop_open();
            self.attempt.undo.push(Undo::Popped(popped));
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
            self.report(
                ParserDiagnosticKind::RequiredElementExcluded { name, parent },
                message_at,
            );
        }
        if self.open.depth() != 0 {
            self.attempt.undo.push(Undo::Transition(current.state));
        }
        self.open.current_mut().state = next_state;
        match self
            .cx
            .dtd
            .elements
            .get_index(element.index())
            .and_then(|(_, t)| t.definition.as_ref())
        {
            None => {
                let name = SmolStr::new(self.element_name(element));
                self.report(ParserDiagnosticKind::ElementUndefined { name }, message_at);
            }
            Some(definition) => {
                if !matches!(definition.content, DeclaredContent::Model { .. } | DeclaredContent::Any) {
                    let name = SmolStr::new(self.element_name(element));
                    self.report(
                        ParserDiagnosticKind::StartTagOmittedDeclaredContent { name },
                        message_at,
                    );
                }
                if !definition.can_omit_start() {
                    let name = SmolStr::new(self.element_name(element));
                    self.report(ParserDiagnosticKind::StartTagOmissionForbidden { name }, message_at);
                }
            }
        }
        self.check_required_attributes(element, message_at);
        self.attempt.start_implied += 1;
        let empty = self.is_empty_element(element);
        self.check_taglvl(message_at);
        self.attempt.plan.push(Planned::Start {
            element,
            included: false,
            empty,
        });
        if !empty {
            let open = self.open_element(element, false, false, event_at);
            self.push_open(open);
            self.attempt.undo.push(Undo::Pushed);
        }
        // OpenSP looks for a loop among the implied elements past this count, but its
        // check compares the current element with itself and always finds one: an
        // attempt simply fails after that many start tags implied and not yet ended.
        self.attempt.start_implied <= IMPLY_CHECK_LIMIT
    }

    /// Whether the end tag of `element` may be omitted: undefined elements' may.
    fn can_omit_end(&self, element: ElementId) -> bool {
        !self.is_defined(element)
            || self
                .cx
                .dtd
                .element(element)
                .definition
                .as_ref()
                .is_some_and(|d| d.can_omit_end())
    }

    /// Emit the events of the successful attempt, after its kept messages.
    fn emit_attempt(&mut self, at: Location) {
        let plan = std::mem::take(&mut self.attempt.plan);
        self.emit_planned(&plan, at);
        self.attempt.plan = plan;
        self.attempt.clear();
    }

    /// Give up the attempt: drop its messages and restore the open elements.
    fn abandon_attempt(&mut self) {
        self.discard_kept();
        while let Some(step) = self.attempt.undo.pop() {
            match step {
                Undo::Popped(open) => self.push_open(open),
                Undo::Pushed => {
                    self.pop_open();
                }
                Undo::Transition(state) => self.open.current_mut().state = state,
            }
        }
        self.attempt.clear();
    }

    /// Imply tags at the start of the instance, when it does not begin with a tag
    /// (ISO 8879 7.3.1: the document element's start tag, and what it requires first).
    pub(super) fn imply_at_instance_start(&mut self, at: Location) {
        self.attempt.clear();
        if self.try_imply_tag(at, at) {
            self.emit_attempt(at);
        } else {
            self.release_kept();
            self.attempt.clear();
        }
    }

    /// Report TAGLVL (ISO 8879 7.3, a quantity) when an element is about to be opened
    /// while that many are open already.
    #[inline]
    fn check_taglvl(&mut self, at: Location) {
        let taglvl = self.cx.declaration.quantities().taglvl;
        if self.open.depth() == taglvl as usize {
            self.taglvl_exceeded(taglvl, at);
        }
    }

    #[cold]
    #[inline(never)]
    fn taglvl_exceeded(&mut self, taglvl: u32, at: Location) {
        self.report(ParserDiagnosticKind::TaglvlExceeded { limit: taglvl }, at);
    }

    /// Make the current element accept data, implying tags if needed (OpenSP's
    /// `acceptPcdata`); implied tags and messages at `at`.
    #[inline]
    pub(super) fn accept_pcdata(&mut self, at: Location) {
        self.accept_pcdata_at(at, at);
    }

    /// [`Self::accept_pcdata`] for data whose implied tags go at `event_at` and whose
    /// messages go at `message_at`: for a reference, where its name or number ends.
    #[inline]
    pub(super) fn accept_pcdata_at(&mut self, event_at: Location, message_at: Location) {
        if self.try_transition_pcdata() || self.pcdata_recovering {
            return;
        }
        self.imply_for_pcdata(event_at, message_at);
    }

    /// [`Self::accept_pcdata_at`] where the current element does not take data as it
    /// is: tags are implied until one does, or the data is reported.
    #[inline(never)]
    fn imply_for_pcdata(&mut self, event_at: Location, message_at: Location) {
        self.attempt.clear();
        // Inference runs with or without validation, as OpenSP's tryImplyTag does.
        while self.try_imply_tag(event_at, message_at) {
            if self.try_transition_pcdata() {
                self.emit_attempt(event_at);
                return;
            }
        }
        self.abandon_attempt();
        if self.cx.validate || self.after_document_element() {
            let open = self.open_names();
            self.report(ParserDiagnosticKind::DataNotAllowed { open }, message_at);
        }
        self.pcdata_recovering = true;
        self.recovering_as_mixed = true;
    }

    /// A CDATA, RCDATA or IGNORE marked section ended: as OpenSP sets the recognition
    /// mode back to the element's own there, element content is no longer read as mixed
    /// after a data error (the error stays reported: no new message until a tag).
    pub(super) fn special_marked_section_ended(&mut self) {
        self.recovering_as_mixed = false;
    }

    /// Where the parser has got to after the name or number of the reference `token`
    /// (just before its REFC or RE): onsgmls puts messages about the data a reference
    /// stands for there.
    pub(super) fn reference_end(&self, token: Token) -> Location {
        let lexer = &self.frames.last().expect("a frame").lexer;
        let end = lexer
            .reference_parts(token)
            .map_or(token.span.end, |parts| parts.name.end);
        self.location(Span::empty(end))
    }

    /// Place a start tag for `element` (OpenSP's `acceptStartTag`); its attributes are in
    /// `self.attributes`. `tag` is where the tag starts (implied tags go there), `at`
    /// where messages about it go (its TAGC).
    pub(super) fn accept_start_tag(&mut self, element: ElementId, net_enabling: bool, tag: Location, at: Location) {
        if !self.is_defined(element) && self.cx.validate {
            self.element_undefined(element, at);
        }
        if self.place_from_table(element, net_enabling, tag, at) {
            return;
        }
        self.accept_start_tag_searched(element, net_enabling, tag, at);
    }

    #[cold]
    #[inline(never)]
    fn element_undefined(&mut self, element: ElementId, at: Location) {
        let name = SmolStr::new(self.element_name(element));
        self.report(ParserDiagnosticKind::ElementUndefined { name }, at);
    }

    /// [`accept_start_tag`](Self::accept_start_tag) when the table of placements does
    /// not answer: OpenSP's search, transitions and implied tags tried in turn.
    #[inline(never)]
    fn accept_start_tag_searched(&mut self, element: ElementId, net_enabling: bool, tag: Location, at: Location) {
        if self.open.is_excluded(element) {
            self.keep_messages();
            if self.cx.validate {
                self.check_exclusion(element, at);
            }
        } else {
            if self.try_transition(element) {
                self.open_started(element, false, net_enabling, tag, at);
                return;
            }
            if self.open.is_included(element) {
                self.open_started(element, true, net_enabling, tag, at);
                return;
            }
        }
        self.attempt.clear();
        while self.try_imply_tag(tag, at) {
            if self.open.is_excluded(element) {
                self.check_exclusion(element, at);
                continue;
            }
            if self.try_transition(element) {
                self.emit_attempt(tag);
                self.open_started(element, false, net_enabling, tag, at);
                return;
            }
            if self.open.is_included(element) {
                self.emit_attempt(tag);
                self.open_started(element, true, net_enabling, tag, at);
                return;
            }
        }
        self.abandon_attempt();
        if self.cx.validate && self.is_defined(element) {
            self.bad_start_tag(element, net_enabling, tag, at);
        } else {
            // An undefined element is reported as undefined only (IMPLYDEF ELEMENT NO);
            // without validation, only after the document element.
            if !self.cx.validate && self.after_document_element() {
                let kind = self.element_not_allowed(element);
                self.report(kind, at);
            }
            let _ = self.try_transition(element);
            self.open_started(element, false, net_enabling, tag, at);
        }
    }

    /// Place a start tag for `element` from the table of placements when each step it
    /// takes is there and takes no message: the transition, after the end tags and start
    /// tags implied before it, the same states, events and order as the general path of
    /// [`accept_start_tag`](Self::accept_start_tag), replayed instead of searched. False,
    /// with nothing done, when the general path must decide: the element excluded, or
    /// included where it is not taken at once (those change the search at each level),
    /// an implied element excluded, the document level reached, an open element without
    /// a model, more implied start tags than [`TABLE_IMPLIED`], the TAGLVL or open-element
    /// limits within reach, or a step the table has as [`Placement::General`].
    #[inline]
    fn place_from_table(&mut self, element: ElementId, net_enabling: bool, tag: Location, at: Location) -> bool {
        #[cfg(test)]
        if super::placements::GENERAL_ONLY.with(std::cell::Cell::get) {
            return false;
        }
        if self.open.is_excluded(element) {
            return false;
        }
        let depth = self.open.depth();
        let current = self.open.current();
        if depth == 0 || !current.has_model {
            return false;
        }
        let (open, state) = (current.element, current.state);
        // Most tags are taken where they are: one probe, no attempt.
        match self.placement(open, state, element) {
            Placement::Step(after) => {
                self.open.current_mut().state = after;
                self.open_started(element, false, net_enabling, tag, at);
                true
            }
            placement => self.place_implied_from_table(element, placement, net_enabling, tag, at),
        }
    }

    /// [`place_from_table`](Self::place_from_table) when the tag is not taken by the
    /// current element at once (`first` is the placement there). The common case, end
    /// tags implied until an open element takes the tag (`<p>` after a `<p>`), is
    /// replayed with no plan: the ends are emitted as the elements are popped, in the
    /// order the general path's plan has them. A start tag implied on the way goes to
    /// [`place_implied_walk`](Self::place_implied_walk).
    #[inline(never)]
    fn place_implied_from_table(
        &mut self,
        element: ElementId,
        first: Placement,
        net_enabling: bool,
        tag: Location,
        at: Location,
    ) -> bool {
        if !matches!(first, Placement::End) {
            return self.place_implied_walk(element, first, net_enabling, tag, at);
        }
        let mut level = self.open.depth();
        let step = loop {
            // As in the walk: tried at each level before anything is implied, and no
            // implied end ends the document element.
            if self.open.is_included(element) || level <= 1 {
                return false;
            }
            level -= 1;
            let parent = self.open.at(level);
            if !parent.has_model {
                return false;
            }
            match self.placement(parent.element, parent.state, element) {
                Placement::Step(after) => break after,
                Placement::End => {}
                Placement::Start { .. } => return self.place_implied_walk(element, first, net_enabling, tag, at),
                Placement::General => return false,
            }
        };
        self.release_kept();
        while self.open.depth() > level {
            // Not marked as included, as in `try_imply_tag`.
            let ended = self.pop_open().element;
            self.emit_end(ended, true, false, tag);
        }
        self.open.current_mut().state = step;
        self.open_started(element, false, net_enabling, tag, at);
        true
    }

    /// [`place_implied_from_table`](Self::place_implied_from_table) when a start tag
    /// is implied: the walk over implied end and start tags, from the table, then their
    /// events in order.
    #[inline(never)]
    fn place_implied_walk(
        &mut self,
        element: ElementId,
        first: Placement,
        net_enabling: bool,
        tag: Location,
        at: Location,
    ) -> bool {
        let mut level = self.open.depth();
        let current = self.open.current();
        let (mut open, mut state) = (current.element, current.state);
        let mut implied = [(ElementId(0), MatchState::start()); TABLE_IMPLIED];
        let mut implied_count = 0;
        let mut next = Some(first);
        let step = loop {
            let placement = match next.take() {
                Some(placement) => placement,
                None => self.placement(open, state, element),
            };
            if let Placement::Step(after) = placement {
                break after;
            }
            // Tried at each level before anything is implied: the general path would
            // open it as an inclusion (popping only makes fewer elements include it).
            if self.open.is_included(element) {
                return false;
            }
            match placement {
                // Implied ends come before any implied start, and never end the document
                // element.
                Placement::End if implied_count == 0 && level > 1 => {
                    level -= 1;
                    let parent = self.open.at(level);
                    if !parent.has_model {
                        return false;
                    }
                    (open, state) = (parent.element, parent.state);
                }
                // The table implies only elements without exceptions: no implied element
                // changes what is included or excluded (popping only makes fewer
                // elements exclude one).
                Placement::Start {
                    element: required,
                    after,
                } if implied_count < TABLE_IMPLIED && !self.open.is_excluded(required) => {
                    implied[implied_count] = (required, after);
                    implied_count += 1;
                    (open, state) = (required, MatchState::start());
                }
                _ => return false,
            }
        };
        // An implied start tag at depth TAGLVL, or at the open-element limit, takes a
        // message.
        let deepest = level + implied_count;
        if implied_count > 0
            && (deepest > self.cx.declaration.quantities().taglvl as usize
                || deepest > self.cx.options.max_open_elements)
        {
            return false;
        }
        self.attempt.clear();
        while self.open.depth() > level {
            // Not marked as included, as in `try_imply_tag`.
            let ended = self.open.current().element;
            self.attempt.plan.push(Planned::End {
                element: ended,
                included: false,
            });
            self.pop_open();
        }
        for &(required, after) in &implied[..implied_count] {
            self.open.current_mut().state = after;
            self.attempt.plan.push(Planned::Start {
                element: required,
                included: false,
                empty: false,
            });
            let open = self.open_element(required, false, false, tag);
            self.push_open(open);
        }
        self.open.current_mut().state = step;
        if !self.attempt.plan.is_empty() {
            self.emit_attempt(tag);
        }
        self.open_started(element, false, net_enabling, tag, at);
        true
    }

    /// What placing a start tag of `target` does at an open element of type `open`
    /// (with a model) in `state`: from the table, or worked out and kept there.
    #[inline]
    fn placement(&mut self, open: ElementId, state: MatchState, target: ElementId) -> Placement {
        if let Some(placement) = self.placements.get(open, state, target) {
            return placement;
        }
        let placement = self.work_out_placement(open, state, target);
        self.placements.insert(open, state, target, placement);
        placement
    }

    /// What the general path does at an open element of type `open` in `state` with a
    /// start tag of `target` that is neither excluded nor included: `try_transition`,
    /// then one step of `try_imply_tag` when it takes no message.
    fn work_out_placement(&self, open: ElementId, state: MatchState, target: ElementId) -> Placement {
        let Some(model) = self.model_of(open) else {
            return Placement::General;
        };
        if let Some(after) = state.step(model, target) {
            return Placement::Step(after);
        }
        if !self.cx.declaration.features.omittag {
            return Placement::General;
        }
        if state.can_end(model) {
            return if self.can_omit_end(open) {
                Placement::End
            } else {
                Placement::General
            };
        }
        match (state.implied_start_tag(model), state.step_implied(model)) {
            (Some(element), Some(after)) if self.implied_quietly(element) => Placement::Start { element, after },
            _ => Placement::General,
        }
    }

    /// Whether implying the start tag of `element` takes no message and opens an element
    /// with a model and no exceptions: declared, with a model group, its start tag
    /// omissible, no inclusions or exclusions, no `#REQUIRED` attribute.
    fn implied_quietly(&self, element: ElementId) -> bool {
        if element.index() >= self.cx.dtd.elements.len() {
            return false;
        }
        let Some(definition) = self.cx.dtd.element(element).definition.as_ref() else {
            return false;
        };
        matches!(definition.content, DeclaredContent::Model { .. })
            && definition.can_omit_start()
            && definition.inclusions.is_empty()
            && definition.exclusions.is_empty()
            && !self.cx.dtd.attributes_of(element).is_some_and(|list| {
                list.attributes
                    .iter()
                    .any(|a| a.default == sgml_dtd::dtd::DefaultValue::Required)
            })
    }

    /// Open an element whose start tag was placed: emit it and push it, or emit its end
    /// at once when its end tag must be omitted. `at` is where a TAGLVL message goes.
    fn open_started(&mut self, element: ElementId, included: bool, net_enabling: bool, tag: Location, at: Location) {
        self.check_taglvl(at);
        let facts = self.element_facts.get(element);
        let empty = facts.empty || (facts.conref && self.conref_specified(element));
        self.emit_start(element, false, included, empty, tag);
        // An EMPTY element is not kept open: after a NET-enabling start tag, a NET that
        // follows is read as data, as onsgmls does. Under EMPTYNRM its end tag may follow.
        if empty {
            if self.cx.declaration.features.emptynrm() {
                self.empty_end_due = Some((element, tag));
            }
            return;
        }
        let open = self.open_element(element, included, net_enabling, tag);
        self.push_open(open);
    }

    /// An excluded element's start tag: report if the current model requires the element
    /// here (OpenSP's `checkExclusion`). The message is kept with the attempt's: it
    /// appears only if the element finds a place after implied tags.
    fn check_exclusion(&mut self, element: ElementId, at: Location) {
        let current = *self.open.current();
        if !current.has_model {
            return;
        }
        let Some(model) = self.current_model() else {
            return;
        };
        if current.state.invalid_exclusion(model, element) {
            let name = SmolStr::new(self.element_name(element));
            let parent = SmolStr::new(self.element_name(current.element));
            self.report(ParserDiagnosticKind::ExclusionOfRequiredElement { name, parent }, at);
        }
    }

    /// Whether the start tag just read specified a `#CONREF` attribute of `element`: its
    /// content is then empty and its end tag must be omitted (ISO 8879 7.3.1.2).
    fn conref_specified(&self, element: ElementId) -> bool {
        if !self.element_facts.get(element).conref {
            return false;
        }
        let Some(index) = self.cx.dtd.element(element).attributes else {
            return false;
        };
        let list = &self.cx.dtd.attribute_lists[index as usize];
        self.attributes.iter().any(|value| {
            value.specified
                && value
                    .definition
                    .and_then(|id| list.attributes.get(id.0 as usize))
                    .is_some_and(|d| d.default == sgml_dtd::dtd::DefaultValue::Conref)
        })
    }

    /// Recovery for a start tag that no inference places (OpenSP's `handleBadStartTag`):
    /// infer one missing container, or name the candidates, or end elements that may end
    /// and look again one level up; at last report it and open it where it is.
    fn bad_start_tag(&mut self, element: ElementId, net_enabling: bool, tag: Location, at: Location) {
        self.attempt.clear();
        self.keep_messages();
        loop {
            let missing = self.find_missing(element);
            if let [container] = missing[..] {
                self.emit_attempt(tag);
                let name = SmolStr::new(self.element_name(element));
                let inferred = SmolStr::new(self.element_name(container));
                self.report(ParserDiagnosticKind::MissingElementInferred { name, inferred }, at);
                self.check_required_attributes(container, at);
                let container_included = !self.try_transition(container);
                self.check_taglvl(at);
                let empty = self.is_empty_element(container);
                self.emit_start(container, true, container_included, empty, tag);
                if !empty {
                    let open = self.open_element(container, container_included, false, tag);
                    self.push_open(open);
                }
                let included = !self.try_transition(element);
                self.open_started(element, included, net_enabling, tag, at);
                return;
            }
            if !missing.is_empty() {
                self.emit_attempt(tag);
                let name = SmolStr::new(self.element_name(element));
                let candidates = missing.iter().map(|&m| SmolStr::new(self.element_name(m))).collect();
                let open = self.open_names();
                self.report(ParserDiagnosticKind::MissingElementOneOf { name, candidates, open }, at);
                self.open_started(element, false, net_enabling, tag, at);
                return;
            }
            if !self.cx.declaration.features.omittag
                || !self.current_finished()
                || self.open.depth() == 0
                || !self.can_omit_end(self.open.current().element)
            {
                break;
            }
            let current = *self.open.current();
            // Not marked as included, as in `try_imply_tag`.
            self.attempt.plan.push(Planned::End {
                element: current.element,
                included: false,
            });
            let popped = self.pop_open();
            self.attempt.undo.push(Undo::Popped(popped));
        }
        self.abandon_attempt();
        let kind = self.element_not_allowed(element);
        self.report(kind, at);
        let _ = self.try_transition(element);
        self.open_started(element, false, net_enabling, tag, at);
    }

    /// The finding that `element` is not allowed here, with the open elements around it
    /// (innermost first, at most [`ParserDiagnosticKind::OPEN_ELEMENTS_KEPT`]) for hints.
    fn element_not_allowed(&self, element: ElementId) -> ParserDiagnosticKind {
        ParserDiagnosticKind::ElementNotAllowed {
            name: SmolStr::new(self.element_name(element)),
            open: self.open_names(),
            excluded: self.open.is_excluded(element),
        }
    }

    /// The names of the open elements, innermost first, at most
    /// [`ParserDiagnosticKind::OPEN_ELEMENTS_KEPT`] of them.
    fn open_names(&self) -> Vec<SmolStr> {
        self.open
            .innermost_first()
            .take(ParserDiagnosticKind::OPEN_ELEMENTS_KEPT)
            .map(|open| SmolStr::new(self.element_name(open)))
            .collect()
    }

    /// The elements that could come next here and would take `element` first (OpenSP's
    /// `findMissingTag`), in DTD order. An element is listed once for each token of the
    /// model that could come next and names it, as OpenSP lists it: two tokens for one
    /// element type make two candidates, so that element is not inferred.
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
            if self.open.is_excluded(candidate) || !self.is_defined(candidate) {
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
        match self.empty_end_due {
            // The end tag of the EMPTY element just started (EMPTYNRM): it was ended.
            Some((empty, _)) if empty == element => {
                self.empty_end_due = None;
                return;
            }
            Some(_) => self.empty_end_omitted(at),
            None => {}
        }
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

    /// The EMPTY element just started (EMPTYNRM) is not followed by its end tag, at
    /// `at`: under OMITTAG NO that is an omitted end tag.
    pub(super) fn empty_end_omitted(&mut self, at: Location) {
        let Some((element, start)) = self.empty_end_due.take() else {
            return;
        };
        if !self.cx.declaration.features.omittag && self.cx.validate && self.is_defined(element) {
            let name = SmolStr::new(self.element_name(element));
            self.report(ParserDiagnosticKind::EndTagOmittedOmittagNo { name }, at);
            self.report(ParserDiagnosticKind::StartTagWasHere, start);
        }
    }

    /// Close the current element by an implied end tag, reporting a forbidden omission;
    /// messages and the event both at `location`.
    pub(super) fn imply_current_end(&mut self, location: Location) {
        self.imply_current_end_at(location, location);
    }

    fn imply_current_end_at(&mut self, event_at: Location, message_at: Location) {
        let current = *self.open.current();
        if self.cx.validate {
            // Under OMITTAG NO no end tag may be omitted, an undeclared element's
            // neither (as onsgmls reports it); under YES, an undeclared element's may.
            let name = || SmolStr::new(self.element_name(current.element));
            let forbidden = if !self.cx.declaration.features.omittag {
                Some(ParserDiagnosticKind::EndTagOmittedOmittagNo { name: name() })
            } else if self.is_defined(current.element) {
                let definition = self.cx.dtd.element(current.element).definition.as_ref();
                let omissible = definition.expect("defined").can_omit_end();
                (!omissible).then(|| ParserDiagnosticKind::EndTagOmissionForbidden { name: name() })
            } else {
                None
            };
            if let Some(kind) = forbidden {
                self.report(kind, message_at);
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
