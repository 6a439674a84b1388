//! Laying out follow lists in the transition table, as OpenSP's `finish` prunes them:
//! duplicates dropped, ambiguities (ISO 8879 11.2.4.3) and `#PCDATA` reachability found;
//! positions with identical lists share one.

use std::sync::Arc;

use super::ambiguity::{Ambiguity, ModelToken, TokenOccurrence};
use super::analysis::{AndGroupBuild, Builder, LeafBuild, Segment, StoredSet, TransitionAnd};
use super::ast::ModelGroup;
use super::compile::{
    AndGroup, Compiled, ContentModel, INITIAL_LABEL, NO_BIT, NONE, PCDATA_LABEL, Position, Transition, model_token,
};
use super::step_table::StepTable;

#[derive(Clone, Copy)]
struct RawTransition {
    to: u32,
    and: TransitionAnd,
}

impl Builder {
    /// Lay out each distinct follow list once: prune it (a token reached twice keeps its
    /// first, or shallowest, transition), find its ambiguities and its `#PCDATA`
    /// reachability; then give every position its list.
    pub(super) fn finish(self, group: ModelGroup) -> Compiled {
        let Builder {
            leaves,
            and_groups,
            contains_pcdata,
            labels,
            stored,
            stored_sets,
            links,
            ..
        } = self;
        // each position's segments, in the order added (a counting sort by position)
        let mut starts = vec![0u32; leaves.len() + 1];
        for &(leaf, _) in &links {
            starts[leaf as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut cursor = starts.clone();
        let mut segments = vec![
            Segment {
                set: 0,
                and: TransitionAnd::OUTSIDE,
                maybe_required: false,
            };
            links.len()
        ];
        for &(leaf, segment) in &links {
            let at = &mut cursor[leaf as usize];
            segments[*at as usize] = segment;
            *at += 1;
        }
        let mut layout = Layout {
            leaves: &leaves,
            and_groups: &and_groups,
            stored: &stored,
            stored_sets: &stored_sets,
            transitions: Vec::new(),
            pcdata_unreachable: false,
            min_depth: vec![(u32::MAX, 0u32); leaves.len()],
            element_transition: vec![(0usize, 0u32); labels.len()],
            raw: Vec::new(),
            kept: Vec::new(),
            stamp: 0,
        };
        // distinct follow lists laid out so far, by (segments, `&` context); positions
        // sharing a list are usually neighbours, so only the last few are searched
        let mut laid_out: Vec<(FollowKey<'_>, LaidOut)> = Vec::new();
        let mut ambiguities = Vec::new();
        let mut positions = Vec::with_capacity(leaves.len());
        for (i, leaf) in leaves.iter().enumerate() {
            let follow = &segments[starts[i] as usize..starts[i + 1] as usize];
            let key = (follow, leaf.and_ctx);
            let recent = laid_out.len().saturating_sub(RECENT_LISTS);
            let index = match laid_out[recent..].iter().position(|(k, _)| *k == key) {
                Some(i) => recent + i,
                None => {
                    let out = layout.lay_out(leaf, follow);
                    laid_out.push((key, out));
                    laid_out.len() - 1
                }
            };
            let out = &laid_out[index].1;
            let from = token_occurrence(leaf);
            ambiguities.extend(
                out.ambiguities
                    .iter()
                    .map(|&(token, first, second, and_matches)| Ambiguity {
                        from,
                        token,
                        first,
                        second,
                        and_matches,
                    }),
            );
            let (and_group, and_member) = leaf.and_ctx.unwrap_or((NONE, NONE));
            positions.push(Position {
                label: leaf.label,
                occurrence: leaf.occurrence,
                follow_start: out.follow_start,
                follow_end: out.follow_end,
                required: out.required,
                pcdata: out.pcdata,
                and_group,
                and_member,
                is_final: leaf.is_final,
                inherently_optional: leaf.inherently_optional,
                or_group_member: leaf.or_group_member,
            });
        }
        let Layout {
            transitions,
            pcdata_unreachable,
            ..
        } = layout;
        let and_groups: Vec<AndGroup> = and_groups
            .iter()
            .map(|group| {
                let required_bits = group
                    .optional
                    .iter()
                    .enumerate()
                    .filter(|(_, optional)| !**optional)
                    .fold(0u64, |bits, (i, _)| bits | 1u64 << (group.index + i as u32));
                let (parent, parent_member) = group.parent.unwrap_or((NONE, NONE));
                AndGroup {
                    depth: group.depth as u8,
                    index: group.index as u8,
                    parent,
                    parent_member,
                    required_bits,
                }
            })
            .collect();
        Compiled {
            model: ContentModel {
                group: Arc::new(group),
                positions: positions.into(),
                transitions: transitions.into(),
                and_groups: and_groups.into(),
                contains_pcdata,
                step_table: StepTable::default(),
            },
            ambiguities,
            pcdata_unreachable: contains_pcdata && pcdata_unreachable,
        }
    }
}

/// How many of the most recently laid-out follow lists a position's list is compared
/// with before being laid out anew.
const RECENT_LISTS: usize = 8;

/// What determines a follow list: its segments and the `&` context of its position.
type FollowKey<'b> = (&'b [Segment], Option<(u32, u32)>);

/// A follow list as laid out in the transition table.
struct LaidOut {
    follow_start: u32,
    follow_end: u32,
    /// Index in the list of the required transition, or [`NONE`].
    required: u32,
    /// Index in the list of the data transition (outside `&` groups), or [`NONE`].
    pcdata: u32,
    /// (token, first, second, AND matches) of each ambiguity found in the list.
    ambiguities: Vec<(ModelToken, u32, u32, u32)>,
}

/// The state of laying out follow lists.
struct Layout<'b> {
    leaves: &'b [LeafBuild],
    and_groups: &'b [AndGroupBuild],
    stored: &'b [u32],
    stored_sets: &'b [StoredSet],
    transitions: Vec<Transition>,
    pcdata_unreachable: bool,
    /// Per target position: the smallest AND depth kept so far, valid when stamped.
    min_depth: Vec<(u32, u32)>,
    /// Per label: the list index of the transition ambiguity is checked against,
    /// valid when stamped.
    element_transition: Vec<(usize, u32)>,
    raw: Vec<RawTransition>,
    kept: Vec<RawTransition>,
    stamp: u32,
}

impl Layout<'_> {
    /// Lay out the follow list of `leaf` (as OpenSP's `finish` prunes it).
    fn lay_out(&mut self, leaf: &LeafBuild, follow: &[Segment]) -> LaidOut {
        let leaves = self.leaves;
        self.stamp += 1;
        let stamp = self.stamp;
        // expand the segments
        self.raw.clear();
        let mut raw_required = None;
        for segment in follow {
            let set = self.stored_sets[segment.set as usize];
            if segment.maybe_required
                && let Some(required) = set.required
            {
                raw_required = Some(self.raw.len() + required as usize);
            }
            let to = &self.stored[set.start as usize..(set.start + set.len) as usize];
            self.raw
                .extend(to.iter().map(|&to| RawTransition { to, and: segment.and }));
        }
        self.kept.clear();
        let mut ambiguities = Vec::new();
        let mut required = None;
        let mut pcdata = None;
        let in_and = leaf.and_ctx.is_some();
        // 0: no data transition; 1: a simple one; 2: one into an `&` group
        let mut pcdata_kind = 0u8;
        let mut pcdata_min_covered = 0u32;
        for (i, t) in self.raw.iter().enumerate() {
            let seen = &mut self.min_depth[t.to as usize];
            let previous = if seen.1 == stamp { seen.0 } else { u32::MAX };
            let depth = if in_and { t.and.and_depth } else { 0 };
            if depth >= previous {
                continue;
            }
            *seen = (depth, stamp);
            if raw_required == Some(i) {
                required = Some(self.kept.len());
            }
            let target = &leaves[t.to as usize];
            if target.label == PCDATA_LABEL {
                if !in_and {
                    if target.and_ctx.is_none() {
                        pcdata = Some(self.kept.len());
                        pcdata_kind = 1;
                    } else {
                        if pcdata_kind == 0 {
                            pcdata = Some(self.kept.len());
                        } else if pcdata_kind == 1 {
                            // a later transition into an `&` group makes data take the
                            // first data transition, as OpenSP does
                            pcdata = self
                                .kept
                                .iter()
                                .position(|k| leaves[k.to as usize].label == PCDATA_LABEL);
                        }
                        pcdata_kind = 2;
                    }
                } else if pcdata_kind == 0 {
                    if pcdata_blocked_by_and_group(self.and_groups, leaf.and_ctx, depth) {
                        self.pcdata_unreachable = true;
                    }
                    if t.and.isolated {
                        pcdata_min_covered = depth;
                    }
                    pcdata_kind = 2;
                } else {
                    if pcdata_min_covered > depth + 1 {
                        self.pcdata_unreachable = true;
                    }
                    pcdata_min_covered = if t.and.isolated { depth } else { 0 };
                }
            }
            let slot = &mut self.element_transition[target.dense as usize];
            if slot.1 == stamp {
                let prev = self.kept[slot.0];
                let ambiguous =
                    prev.to != t.to && (!in_and || prev.and.and_depth == t.and.and_depth || !prev.and.isolated);
                if ambiguous {
                    let and_matches = if in_and {
                        and_depth_of(self.and_groups, leaf.and_ctx).saturating_sub(t.and.and_depth)
                    } else {
                        0
                    };
                    let first = leaves[prev.to as usize].occurrence + 1;
                    ambiguities.push((model_token(target.label), first, target.occurrence + 1, and_matches));
                }
                if !in_and || prev.and.isolated {
                    slot.0 = self.kept.len();
                }
            } else {
                *slot = (self.kept.len(), stamp);
            }
            self.kept.push(*t);
        }
        if pcdata_kind == 0 || (in_and && pcdata_min_covered > 0) {
            self.pcdata_unreachable = true;
        }
        let follow_start = self.transitions.len() as u32;
        self.transitions.extend(self.kept.iter().map(|t| Transition {
            label: leaves[t.to as usize].label,
            target: t.to,
            clear_from: t.and.clear_from as u8,
            and_depth: t.and.and_depth as u8,
            require_clear: t.and.require_clear.map_or(NO_BIT, |b| b as u8),
            to_set: t.and.to_set.map_or(NO_BIT, |b| b as u8),
        }));
        LaidOut {
            follow_start,
            follow_end: self.transitions.len() as u32,
            required: required.map_or(NONE, |r| r as u32),
            pcdata: if in_and {
                NONE
            } else {
                pcdata.map_or(NONE, |p| p as u32)
            },
            ambiguities,
        }
    }
}

/// Whether data reached from a token inside `&` groups, by a transition of AND depth
/// `depth`, leaves some enclosing `&` group with a required member unmatched: the
/// innermost enclosing group with another required member decides.
fn pcdata_blocked_by_and_group(groups: &[AndGroupBuild], ctx: Option<(u32, u32)>, depth: u32) -> bool {
    let mut ctx = ctx;
    while let Some((group, member)) = ctx {
        let group = &groups[group as usize];
        let other_required = group
            .optional
            .iter()
            .enumerate()
            .any(|(k, optional)| k as u32 != member && !optional);
        if other_required {
            return depth <= group.depth;
        }
        ctx = group.parent;
    }
    false
}

fn and_depth_of(groups: &[AndGroupBuild], ctx: Option<(u32, u32)>) -> u32 {
    ctx.map_or(0, |(group, _)| groups[group as usize].depth + 1)
}

fn token_occurrence(leaf: &LeafBuild) -> Option<TokenOccurrence> {
    (leaf.label != INITIAL_LABEL).then(|| TokenOccurrence {
        token: model_token(leaf.label),
        occurrence: leaf.occurrence + 1,
    })
}
