//! Walking a compiled content model: the state an open element keeps while its content is
//! parsed, and the questions omitted-tag inference asks of it.

use super::ambiguity::ModelToken;
use super::ast::ElementId;
use super::compile::{ContentModel, NO_BIT, NONE, PCDATA_LABEL, Position, Transition, model_token};
use super::step_table::Lookup;

/// Where the content of one open element has got to in its model: a position and the
/// AND state. Small and `Copy`; the open-element stack holds one per element.
///
/// Every method takes the [`ContentModel`] the state was started from; passing another
/// model gives meaningless answers (or a panic on a position out of range).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MatchState {
    /// The position last matched; 0 before the first token.
    pos: u32,
    /// Transitions of AND depth below this are not allowed: some `&` group this deep
    /// still has a required member unmatched.
    min_and_depth: u32,
    /// One bit per member of each `&` group: member matched.
    and_bits: u64,
}

impl MatchState {
    /// The state before the first token of `model`'s content.
    #[inline]
    pub const fn start() -> MatchState {
        MatchState {
            pos: 0,
            min_and_depth: 0,
            and_bits: 0,
        }
    }

    /// The state as three numbers (the position last matched, the AND depth below which
    /// transitions are barred, the AND bits), equal exactly when the states are: for
    /// hashing keys of tables of what a model does from a state.
    #[inline]
    pub const fn parts(self) -> (u32, u32, u64) {
        (self.pos, self.min_and_depth, self.and_bits)
    }

    /// The state after an element of type `element`, if the model allows it here
    /// (ISO 8879 11.2.4). The first matching token wins, as with OpenSP.
    #[inline]
    pub fn step(self, model: &ContentModel, element: ElementId) -> Option<MatchState> {
        self.step_label(model, element.0)
    }

    /// The state after data, if the model allows `#PCDATA` here.
    #[inline]
    pub fn step_pcdata(self, model: &ContentModel) -> Option<MatchState> {
        let position = self.position(model);
        if position.and_group == NONE {
            if position.pcdata == NONE {
                return None;
            }
            let transition = model.transitions[(position.follow_start + position.pcdata) as usize];
            if transition.target == self.pos {
                // `#PCDATA` repeated: outside `&` groups the state stays as it is
                return Some(self);
            }
            Some(self.take(model, position, &transition))
        } else {
            self.step_label(model, PCDATA_LABEL)
        }
    }

    /// The state data leads to from every state of `model`, when there is one: a model
    /// without `&` groups whose every position (the start too) is followed by `#PCDATA`,
    /// always the same token, as in `(#PCDATA | a | b)*`. Data then needs no step of the
    /// model: [`step_pcdata`](Self::step_pcdata) gives this state from any state.
    pub fn data_anywhere(model: &ContentModel) -> Option<MatchState> {
        if !model.and_groups.is_empty() {
            return None;
        }
        let mut target = None;
        for position in model.positions.iter() {
            if position.pcdata == NONE {
                return None;
            }
            let to = model
                .transitions
                .get((position.follow_start + position.pcdata) as usize)?
                .target;
            match target {
                None => target = Some(to),
                Some(earlier) if earlier == to => {}
                Some(_) => return None,
            }
        }
        target.map(|pos| MatchState {
            pos,
            min_and_depth: 0,
            and_bits: 0,
        })
    }

    /// Whether data may come here: whether a `#PCDATA` token can be matched now.
    #[inline]
    pub fn pcdata_allowed(self, model: &ContentModel) -> bool {
        self.step_pcdata(model).is_some()
    }

    /// Whether the element's content may end here: the last token matched may be the
    /// last one and every `&` group has its required members (ISO 8879 7.5.1.2 decides
    /// whether the end tag itself may then be omitted).
    #[inline]
    pub fn can_end(self, model: &ContentModel) -> bool {
        self.position(model).is_final && self.min_and_depth == 0
    }

    /// The contextually required element (ISO 8879 7.3.1.1) here, if there is one: the
    /// element whose token must come next whatever the content. The start tag of this
    /// element, and of no other, may be implied when the model cannot otherwise go on.
    /// Whether it may actually be omitted (OMITTAG, its `O` start minimization, no
    /// declared content) is for the parser to check.
    ///
    /// As in OpenSP, the required token is the first token of what follows the current
    /// one in a sequence (or of the whole model at the start), unless that is optional
    /// or a choice (`|` or `&`) must be made first.
    #[inline]
    pub fn implied_start_tag(self, model: &ContentModel) -> Option<ElementId> {
        let (_, transition) = self.required_transition(model)?;
        model_token(transition.label).element()
    }

    /// The state after the contextually required element's start tag has been implied
    /// (the transition that [`implied_start_tag`](Self::implied_start_tag) names).
    pub fn step_implied(self, model: &ContentModel) -> Option<MatchState> {
        let (position, transition) = self.required_transition(model)?;
        Some(self.take(model, position, &transition))
    }

    /// Whether excluding `element` here would be in error (ISO 8879 11.2.5.2: an
    /// exclusion cannot apply to a token that is required: neither inherently optional
    /// nor a member of an OR group). OpenSP reports this when an excluded element's
    /// token would be matched here.
    pub fn invalid_exclusion(self, model: &ContentModel, element: ElementId) -> bool {
        let position = self.position(model);
        self.allowed(model, position)
            .find(|t| t.label == element.0)
            .is_some_and(|t| {
                let target = &model.positions[t.target as usize];
                !target.inherently_optional && !target.or_group_member
            })
    }

    /// The tokens that may come next, in the model's order, for messages. `#PCDATA`
    /// appears as [`ModelToken::Pcdata`]; a token reachable two ways may appear twice.
    pub fn expected(self, model: &ContentModel) -> impl Iterator<Item = ModelToken> + '_ {
        let position = self.position(model);
        self.allowed(model, position).map(|t| model_token(t.label))
    }

    /// The token last matched, with which occurrence of it (from 1) it is; `None` at the
    /// start.
    pub fn current_token(self, model: &ContentModel) -> Option<(ModelToken, u32)> {
        (self.pos != 0).then(|| {
            let position = self.position(model);
            (model_token(position.label), position.occurrence + 1)
        })
    }

    #[inline]
    fn position(self, model: &ContentModel) -> &Position {
        &model.positions[self.pos as usize]
    }

    fn step_label(self, model: &ContentModel, label: u32) -> Option<MatchState> {
        let position = self.position(model);
        if position.and_group == NONE {
            match model
                .step_table
                .lookup(&model.positions, &model.transitions, self.pos, label)
            {
                Lookup::Transition(index) => {
                    let transition = &model.transitions[index as usize];
                    return Some(self.take(model, position, transition));
                }
                Lookup::Refused => return None,
                Lookup::Search => {}
            }
        }
        self.search(model, position, label)
    }

    /// The step on `label` found by searching the follow list (what the table holds for
    /// long lists outside `&` groups).
    fn search(self, model: &ContentModel, position: &Position, label: u32) -> Option<MatchState> {
        let follow = &model.transitions[position.follow_start as usize..position.follow_end as usize];
        let transition = if position.and_group == NONE {
            follow.iter().find(|t| t.label == label)
        } else {
            follow.iter().find(|t| t.label == label && self.and_allows(t))
        }?;
        Some(self.take(model, position, transition))
    }

    /// The step on `element` always found by a search, for testing the table.
    #[cfg(test)]
    pub(super) fn step_searched(self, model: &ContentModel, element: ElementId) -> Option<MatchState> {
        self.search(model, self.position(model), element.0)
    }

    /// The step on data always taken through the transition, for testing the shortcut
    /// of [`step_pcdata`](Self::step_pcdata) where `#PCDATA` repeats.
    #[cfg(test)]
    pub(super) fn step_pcdata_taken(self, model: &ContentModel) -> Option<MatchState> {
        let position = self.position(model);
        if position.and_group != NONE {
            return self.step_pcdata(model);
        }
        let index = position
            .follow_start
            .checked_add(position.pcdata)
            .filter(|_| position.pcdata != NONE)?;
        Some(self.take(model, position, &model.transitions[index as usize]))
    }

    /// The transitions allowed here.
    fn allowed<'m>(self, model: &'m ContentModel, position: &Position) -> impl Iterator<Item = &'m Transition> {
        let in_and = position.and_group != NONE;
        model.transitions[position.follow_start as usize..position.follow_end as usize]
            .iter()
            .filter(move |t| !in_and || self.and_allows(t))
    }

    fn required_transition(self, model: &ContentModel) -> Option<(&Position, Transition)> {
        let position = self.position(model);
        if position.required == NONE {
            return None;
        }
        let transition = model.transitions[(position.follow_start + position.required) as usize];
        (position.and_group == NONE || self.and_allows(&transition)).then_some((position, transition))
    }

    /// Whether the AND state allows a transition from a token inside `&` groups.
    #[inline]
    fn and_allows(self, transition: &Transition) -> bool {
        (transition.require_clear == NO_BIT || self.and_bits & (1u64 << transition.require_clear) == 0)
            && u32::from(transition.and_depth) >= self.min_and_depth
    }

    fn take(self, model: &ContentModel, from: &Position, transition: &Transition) -> MatchState {
        let mut and_bits = self.and_bits;
        if from.and_group != NONE {
            if transition.to_set != NO_BIT {
                and_bits |= 1u64 << transition.to_set;
            }
            if transition.clear_from < 64 {
                and_bits &= (1u64 << transition.clear_from) - 1;
            }
        }
        let target = &model.positions[transition.target as usize];
        MatchState {
            pos: transition.target,
            min_and_depth: min_and_depth(model, target, and_bits),
            and_bits,
        }
    }
}

impl Default for MatchState {
    fn default() -> MatchState {
        MatchState::start()
    }
}

/// The depth below which transitions are barred after arriving at `position`: one more
/// than the depth of the innermost `&` group around it that still lacks a required member
/// other than the one being matched; 0 when there is none.
fn min_and_depth(model: &ContentModel, position: &Position, and_bits: u64) -> u32 {
    let (mut group, mut member) = (position.and_group, position.and_member);
    while group != NONE {
        let and_group = &model.and_groups[group as usize];
        let others = and_group.required_bits & !(1u64 << (u32::from(and_group.index) + member));
        if others & !and_bits != 0 {
            return u32::from(and_group.depth) + 1;
        }
        (group, member) = (and_group.parent, and_group.parent_member);
    }
    0
}
