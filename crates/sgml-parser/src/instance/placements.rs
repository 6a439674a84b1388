//! Placing start tags and data from a table (issue 17): what omitted-tag inference
//! decides at one open element is a function of the element's type, where its content
//! is in its model ([`MatchState`]) and the element type of the tag (or data), so it is
//! worked out once and looked up after that. See `InstanceParser::place_from_table`,
//! which replays the looked-up steps and leaves every case the table cannot answer
//! exactly (exceptions, messages, limits) to the general path.

use sgml_dtd::content_model::{ElementId, MatchState};

#[cfg(test)]
mod tests;

#[cfg(test)]
thread_local! {
    /// Every tag placed by the general path, for comparing the table with it.
    pub(super) static GENERAL_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// What placing a start tag does at one open element (OpenSP's `tryTransition` and one
/// `tryImplyTag` step), when it needs no message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Placement {
    /// The model takes the element here: the state after it.
    Step(MatchState),
    /// The content may end here and the end tag may be omitted: imply the end tag and
    /// place the tag in the element one level up.
    End,
    /// The model requires `element` next, and its start tag may be implied with no
    /// message: imply it, the open element's state becoming `after`, and place the tag
    /// in it.
    Start {
        /// The contextually required element.
        element: ElementId,
        /// The open element's state after it.
        after: MatchState,
    },
    /// Anything else: the general path decides.
    General,
}

/// How many placements the table keeps (a power of two): enough for every (element
/// type, state, tag) a DTD like HTML's meets in a document, few enough to stay in the
/// cache; a placement that lost its slot is worked out again.
const SLOTS: usize = 2048;

/// The key of an empty slot (no element type is `u32::MAX` as a tag's).
const EMPTY: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Slot {
    /// The element type of the open element.
    open: u32,
    /// The element type placed.
    target: u32,
    /// The open element's state.
    state: MatchState,
    placement: Placement,
}

/// The table: a direct-mapped cache from (open element type, state, element type
/// placed) to the placement, made on first use.
#[derive(Default)]
pub(super) struct Placements {
    slots: Vec<Slot>,
}

impl Placements {
    #[inline]
    fn index(open: u32, state: MatchState, target: u32) -> usize {
        let (position, and_depth, and_bits) = state.parts();
        let mixed = open
            .wrapping_mul(0x9E37_79B1)
            .wrapping_add(target.wrapping_mul(0x85EB_CA77))
            .wrapping_add(position.wrapping_mul(0xC2B2_AE3D))
            .wrapping_add(and_depth)
            .wrapping_add(and_bits as u32 ^ (and_bits >> 32) as u32);
        (mixed.wrapping_mul(0x2752_0B6F) >> (32 - SLOTS.trailing_zeros())) as usize
    }

    /// The placement of `target` at an open element of type `open` in `state`, if the
    /// table has it.
    #[inline]
    pub(super) fn get(&self, open: ElementId, state: MatchState, target: ElementId) -> Option<Placement> {
        let slot = self.slots.get(Self::index(open.0, state, target.0))?;
        (slot.open == open.0 && slot.target == target.0 && slot.state == state).then_some(slot.placement)
    }

    /// Keep `placement` for (`open`, `state`, `target`).
    pub(super) fn insert(&mut self, open: ElementId, state: MatchState, target: ElementId, placement: Placement) {
        if self.slots.is_empty() {
            let empty = Slot {
                open: EMPTY,
                target: EMPTY,
                state: MatchState::start(),
                placement: Placement::General,
            };
            self.slots = vec![empty; SLOTS];
        }
        self.slots[Self::index(open.0, state, target.0)] = Slot {
            open: open.0,
            target: target.0,
            state,
            placement,
        };
    }
}
