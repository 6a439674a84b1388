//! Compilation of a model group to its position automaton (ISO 8879 11.2.4).
//!
//! Each primitive content token (an element token or `#PCDATA`) becomes a *position*;
//! position 0 stands before the first token. A position's follow list says which
//! positions may come next (a Glushkov automaton). Tokens inside `&` groups carry, on
//! each transition, the conditions on the *AND state* (one bit per member of each `&`
//! group: "this member has been matched") under which the transition may be taken, so an
//! `&` group of n members costs n bits, never n! permutations.
//!
//! The order of each follow list, the choice of the contextually required token
//! (7.3.1.1), the rules that reject ambiguous models (11.2.4.3, with the AND-group
//! refinement of *isolated* transitions) and the mixed-content reachability check are
//! those of OpenSP, whose results the W3C validator's messages rest on.

use std::sync::Arc;

use super::ambiguity::{Ambiguity, ModelToken};
use super::analysis::{Builder, LeafBuild, TransitionAnd};
use super::ast::{ElementId, ModelGroup};
use super::step_table::StepTable;

/// The most bits of AND state a model may need: the members of all `&` groups on any
/// path of nesting, counted as OpenSP allocates them. HTML's largest needs 3.
pub const MAX_AND_STATE_BITS: u32 = 64;

/// The deepest nesting of model groups compiled. ISO 8879's GRPLVL quantity is far
/// lower in every HTML declaration; this only keeps hostile input from exhausting the
/// stack.
pub const MAX_GROUP_DEPTH: usize = 200;

/// The most transitions one model may compile to. A model's follow lists can grow with
/// the square of its token count; this bounds the memory a hostile DTD can claim.
pub const MAX_TRANSITIONS: usize = 1 << 20;

/// Label of the `#PCDATA` token in tables.
pub(super) const PCDATA_LABEL: u32 = u32::MAX;
/// Label of the initial pseudo-position.
pub(super) const INITIAL_LABEL: u32 = u32::MAX - 1;
/// "None" for `u32` indices in tables.
pub(super) const NONE: u32 = u32::MAX;
/// "None" for AND-state bit numbers in tables.
pub(super) const NO_BIT: u8 = u8::MAX;

/// Why a model group could not be compiled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CompileError {
    /// Groups nest deeper than [`MAX_GROUP_DEPTH`].
    TooDeep,
    /// The `&` groups need more than [`MAX_AND_STATE_BITS`] bits of state.
    AndGroupsTooLarge,
    /// The automaton would have more than [`MAX_TRANSITIONS`] transitions.
    TooManyTransitions,
    /// An element id is one of the two values reserved for `#PCDATA` and the initial
    /// position (`u32::MAX` and `u32::MAX - 1`).
    ReservedElementId,
}

/// A compiled content model: the deterministic automaton the instance parser steps
/// through with a [`MatchState`](super::MatchState). Immutable; share it freely.
///
/// Its group and tables are shared by its clones (a prebuilt DTD gives each of the
/// element types with the same model a clone: 75 models in HTML 4.01 Transitional are 36
/// distinct ones); each clone builds its own step table on first use.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ContentModel {
    pub(super) group: Arc<ModelGroup>,
    #[cfg_attr(feature = "serde", serde(with = "super::packed::positions"))]
    pub(super) positions: Arc<[Position]>,
    #[cfg_attr(feature = "serde", serde(with = "super::packed::transitions"))]
    pub(super) transitions: Arc<[Transition]>,
    pub(super) and_groups: Arc<[AndGroup]>,
    pub(super) contains_pcdata: bool,
    /// Rows that make a step on an element one lookup, made on first use.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(super) step_table: StepTable,
}

/// One primitive content token of the model (or the initial pseudo-token, position 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Position {
    /// Element id, [`PCDATA_LABEL`] or [`INITIAL_LABEL`].
    pub(super) label: u32,
    /// Which occurrence of its element type (or of `#PCDATA`) in the model, from 0.
    pub(super) occurrence: u32,
    /// The follow list: `transitions[follow_start..follow_end]`.
    pub(super) follow_start: u32,
    pub(super) follow_end: u32,
    /// Index into the follow list of the transition to the contextually required token.
    pub(super) required: u32,
    /// For positions outside `&` groups: index into the follow list of the transition
    /// taken on data, or [`NONE`].
    pub(super) pcdata: u32,
    /// Innermost `&` group containing the token, or [`NONE`].
    pub(super) and_group: u32,
    /// Which member of that group contains the token.
    pub(super) and_member: u32,
    /// The model may end after this token (ignoring `&` groups still open).
    pub(super) is_final: bool,
    /// The token is optional by its own or an enclosing occurrence indicator.
    pub(super) inherently_optional: bool,
    /// The token is a direct member of an OR group.
    pub(super) or_group_member: bool,
}

/// One entry of a follow list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Transition {
    /// Label of the target position (copied for a cache-friendly scan).
    pub(super) label: u32,
    /// Target position.
    pub(super) target: u32,
    /// AND-state bits numbered this or higher are cleared when taking the transition.
    pub(super) clear_from: u8,
    /// The transition is allowed only while the AND state's minimum depth is at most
    /// this: every `&` group deeper than this must have its required members matched.
    pub(super) and_depth: u8,
    /// AND-state bit that must be clear (the target member not yet matched), or
    /// [`NO_BIT`].
    pub(super) require_clear: u8,
    /// AND-state bit set when taking the transition (the member left is matched), or
    /// [`NO_BIT`].
    pub(super) to_set: u8,
}

/// One `&` group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct AndGroup {
    /// How many `&` groups contain this one.
    pub(super) depth: u8,
    /// First AND-state bit of its members.
    pub(super) index: u8,
    /// Enclosing `&` group, or [`NONE`].
    pub(super) parent: u32,
    /// Which member of the enclosing group contains this one.
    pub(super) parent_member: u32,
    /// The AND-state bits of its members that are not inherently optional.
    pub(super) required_bits: u64,
}

/// The result of compiling one model group.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The automaton.
    pub model: ContentModel,
    /// Every ambiguity found (ISO 8879 11.2.4.3), in OpenSP's order. When not empty the
    /// model is in error, but the automaton still works: the first matching token wins.
    pub ambiguities: Vec<Ambiguity>,
    /// The model is mixed but some place in it does not allow `#PCDATA` (ISO 8879
    /// 11.2.4, note 11; OpenSP warns about it only on request).
    pub pcdata_unreachable: bool,
}

impl ContentModel {
    /// Compile `group` (the model group of an element declaration) to its automaton.
    pub fn compile(group: &ModelGroup) -> Result<Compiled, CompileError> {
        let tokens = usize::try_from(group.grpgtcnt())
            .unwrap_or(usize::MAX)
            .min(MAX_TRANSITIONS);
        let mut builder = Builder::with_capacity(tokens);
        builder.leaves.push(LeafBuild::new(INITIAL_LABEL, 0, None));
        let root = builder.analyze_group(group, None, 1)?;
        for i in 0..root.last_len {
            let leaf = builder.lasts[i];
            builder.leaves[leaf as usize].is_final = true;
        }
        // the initial position goes before the model's first positions
        builder.lasts.push(0);
        builder.add_transitions(
            (root.last_len, 1),
            (0, root.first_len),
            root.first_required,
            true,
            TransitionAnd::OUTSIDE,
        )?;
        if root.optional {
            builder.leaves[0].is_final = true;
        }
        if builder.and_state_size > MAX_AND_STATE_BITS {
            return Err(CompileError::AndGroupsTooLarge);
        }
        Ok(builder.finish(group.clone()))
    }

    /// The model group this automaton was compiled from, as declared: for showing the
    /// model (`model.group().display(names)`).
    #[inline]
    pub fn group(&self) -> &ModelGroup {
        &self.group
    }

    /// [`ContentModel::group`], shared: what [`DeclaredContent::Model`] holds beside the
    /// automaton, so that the group is kept once.
    ///
    /// [`DeclaredContent::Model`]: crate::dtd::DeclaredContent::Model
    #[inline]
    pub fn shared_group(&self) -> &Arc<ModelGroup> {
        &self.group
    }

    /// Whether the model contains `#PCDATA`: whether the element has mixed content
    /// (ISO 8879 11.2.4), which decides how record ends in it are treated (7.6.1).
    #[inline]
    pub fn contains_pcdata(&self) -> bool {
        self.contains_pcdata
    }

    /// The number of positions (primitive content tokens plus the initial one).
    pub fn position_count(&self) -> usize {
        self.positions.len()
    }

    /// The number of transitions of the automaton.
    pub fn transition_count(&self) -> usize {
        self.transitions.len()
    }
}

pub(super) fn model_token(label: u32) -> ModelToken {
    if label == PCDATA_LABEL {
        ModelToken::Pcdata
    } else {
        ModelToken::Element(ElementId(label))
    }
}
