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

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::ambiguity::{Ambiguity, ModelToken, TokenOccurrence};
use super::ast::{Connector, ContentToken, ElementId, ModelGroup, Occurrence};

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentModel {
    pub(super) group: ModelGroup,
    pub(super) positions: Box<[Position]>,
    pub(super) transitions: Box<[Transition]>,
    pub(super) and_groups: Box<[AndGroup]>,
    pub(super) contains_pcdata: bool,
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

/// AND-related data of transitions being added.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct TransitionAnd {
    clear_from: u32,
    and_depth: u32,
    isolated: bool,
    require_clear: Option<u32>,
    to_set: Option<u32>,
}

impl TransitionAnd {
    const OUTSIDE: TransitionAnd = TransitionAnd {
        clear_from: 0,
        and_depth: 0,
        isolated: false,
        require_clear: None,
        to_set: None,
    };
}

#[derive(Clone, Copy)]
struct RawTransition {
    to: u32,
    and: TransitionAnd,
}

/// A piece of a follow list as built: transitions to every position of a stored first
/// set, all with the same AND data. Positions that received the same segments have
/// the same follow list, which is then laid out once (in `(a|b|c)*` every position
/// follows every other: n lists of n transitions share one).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Segment {
    /// Index into `Builder::stored_sets`.
    set: u32,
    and: TransitionAnd,
    /// Whether the set's required position (if any) becomes this position's
    /// contextually required successor.
    maybe_required: bool,
}

/// A first set kept for follow lists: `Builder::stored[start..start + len]`.
#[derive(Clone, Copy)]
struct StoredSet {
    start: u32,
    len: u32,
    /// Index in the set of its required position.
    required: Option<u32>,
}

struct LeafBuild {
    label: u32,
    /// Index of the label among the model's distinct labels.
    dense: u32,
    occurrence: u32,
    /// (`&` group, member) of the innermost `&` group containing the token.
    and_ctx: Option<(u32, u32)>,
    is_final: bool,
    inherently_optional: bool,
    or_group_member: bool,
}

impl LeafBuild {
    fn new(label: u32, occurrence: u32, and_ctx: Option<(u32, u32)>) -> LeafBuild {
        LeafBuild {
            label,
            dense: 0,
            occurrence,
            and_ctx,
            is_final: false,
            inherently_optional: false,
            or_group_member: false,
        }
    }
}

struct AndGroupBuild {
    depth: u32,
    index: u32,
    parent: Option<(u32, u32)>,
    optional: Vec<bool>,
}

/// What analysing a token leaves: its first positions on top of `Builder::firsts`, its
/// last positions on top of `Builder::lasts`.
#[derive(Clone, Copy)]
struct Analysis {
    first_len: usize,
    /// Index in the first set of the position that is required, if one is.
    first_required: Option<usize>,
    last_len: usize,
    /// The token may match nothing.
    optional: bool,
}

/// A run of positions on one of the analysis stacks: (start, length).
type Run = (usize, usize);

/// The state of compiling one model group. First and last sets live on two stacks: a
/// group's members leave theirs next to each other, so an OR group's sets are there
/// already concatenated, and nothing is allocated per token.
struct Builder {
    leaves: Vec<LeafBuild>,
    and_groups: Vec<AndGroupBuild>,
    and_state_size: u32,
    contains_pcdata: bool,
    /// Per label: (dense index, occurrences so far).
    labels: HashMap<u32, (u32, u32), BuildHasherDefault<LabelHasher>>,
    firsts: Vec<u32>,
    lasts: Vec<u32>,
    /// Positions of the first sets that follow lists refer to.
    stored: Vec<u32>,
    stored_sets: Vec<StoredSet>,
    /// (from position, segment), in the order added: each position's follow list is its
    /// segments in this order.
    links: Vec<(u32, Segment)>,
    transition_count: usize,
}

impl Builder {
    fn with_capacity(tokens: usize) -> Builder {
        let tokens = tokens.min(1 << 12);
        Builder {
            leaves: Vec::with_capacity(tokens + 1),
            and_groups: Vec::new(),
            and_state_size: 0,
            contains_pcdata: false,
            labels: HashMap::with_capacity_and_hasher(tokens, BuildHasherDefault::default()),
            firsts: Vec::with_capacity(tokens),
            lasts: Vec::with_capacity(tokens + 1),
            stored: Vec::new(),
            stored_sets: Vec::new(),
            links: Vec::with_capacity(tokens + 1),
            transition_count: 0,
        }
    }

    fn and_depth(&self, ctx: Option<(u32, u32)>) -> u32 {
        ctx.map_or(0, |(group, _)| self.and_groups[group as usize].depth + 1)
    }

    fn and_index(&self, ctx: Option<(u32, u32)>) -> u32 {
        ctx.map_or(0, |(group, _)| {
            let group = &self.and_groups[group as usize];
            group.index + group.optional.len() as u32
        })
    }

    fn outer_transition(&self, ctx: Option<(u32, u32)>) -> TransitionAnd {
        TransitionAnd {
            clear_from: self.and_index(ctx),
            and_depth: self.and_depth(ctx),
            ..TransitionAnd::OUTSIDE
        }
    }

    /// Keep the first set `firsts[run]` for follow lists to refer to.
    fn store_first_set(&mut self, (start, len): Run, required: Option<usize>) -> u32 {
        self.stored_sets.push(StoredSet {
            start: self.stored.len() as u32,
            len: len as u32,
            required: required.map(|r| r as u32),
        });
        self.stored.extend_from_slice(&self.firsts[start..start + len]);
        (self.stored_sets.len() - 1) as u32
    }

    /// Transitions from each position of `lasts[from]` to each of `firsts[to]`.
    fn add_transitions(
        &mut self,
        from: Run,
        to: Run,
        to_required: Option<usize>,
        maybe_required: bool,
        and: TransitionAnd,
    ) -> Result<(), CompileError> {
        if from.1 == 0 || to.1 == 0 {
            return Ok(());
        }
        let set = self.store_first_set(to, to_required);
        self.add_stored_transitions(from, set, maybe_required, and)
    }

    fn add_stored_transitions(
        &mut self,
        (start, len): Run,
        set: u32,
        maybe_required: bool,
        and: TransitionAnd,
    ) -> Result<(), CompileError> {
        self.transition_count += len * self.stored_sets[set as usize].len as usize;
        if self.transition_count > MAX_TRANSITIONS {
            return Err(CompileError::TooManyTransitions);
        }
        let segment = Segment {
            set,
            and,
            maybe_required,
        };
        for i in start..start + len {
            let leaf = self.lasts[i];
            self.links.push((leaf, segment));
        }
        Ok(())
    }

    fn new_leaf(&mut self, label: u32, ctx: Option<(u32, u32)>) -> u32 {
        let next_dense = self.labels.len() as u32;
        let (dense, count) = self.labels.entry(label).or_insert((next_dense, 0));
        let occurrence = *count;
        *count += 1;
        let mut leaf = LeafBuild::new(label, occurrence, ctx);
        leaf.dense = *dense;
        self.leaves.push(leaf);
        (self.leaves.len() - 1) as u32
    }

    /// Analyse a token: leave its first and last positions on the stacks, say whether
    /// it is inherently optional, and add the transitions inside it. The occurrence
    /// indicator applies after the token's own analysis.
    fn analyze_token(
        &mut self,
        token: &ContentToken,
        ctx: Option<(u32, u32)>,
        depth: usize,
    ) -> Result<Analysis, CompileError> {
        match token {
            ContentToken::Pcdata => {
                self.contains_pcdata = true;
                self.analyze_leaf(PCDATA_LABEL, Occurrence::Rep, ctx)
            }
            ContentToken::Element { element, occurrence } => {
                if element.0 >= INITIAL_LABEL {
                    return Err(CompileError::ReservedElementId);
                }
                self.analyze_leaf(element.0, *occurrence, ctx)
            }
            ContentToken::Group(group) => self.analyze_group(group, ctx, depth + 1),
        }
    }

    fn analyze_leaf(
        &mut self,
        label: u32,
        occurrence: Occurrence,
        ctx: Option<(u32, u32)>,
    ) -> Result<Analysis, CompileError> {
        let leaf = self.new_leaf(label, ctx);
        self.firsts.push(leaf);
        self.lasts.push(leaf);
        let analysis = Analysis {
            first_len: 1,
            first_required: Some(0),
            last_len: 1,
            optional: false,
        };
        let analysis = self.apply_occurrence(analysis, occurrence, ctx)?;
        self.leaves[leaf as usize].inherently_optional = analysis.optional;
        Ok(analysis)
    }

    fn apply_occurrence(
        &mut self,
        mut analysis: Analysis,
        occurrence: Occurrence,
        ctx: Option<(u32, u32)>,
    ) -> Result<Analysis, CompileError> {
        if occurrence.is_optional() {
            analysis.optional = true;
        }
        if analysis.optional {
            analysis.first_required = None;
        }
        if occurrence.repeats() {
            let from = (self.lasts.len() - analysis.last_len, analysis.last_len);
            let to = (self.firsts.len() - analysis.first_len, analysis.first_len);
            let and = self.outer_transition(ctx);
            self.add_transitions(from, to, analysis.first_required, false, and)?;
        }
        Ok(analysis)
    }

    fn analyze_group(
        &mut self,
        group: &ModelGroup,
        ctx: Option<(u32, u32)>,
        depth: usize,
    ) -> Result<Analysis, CompileError> {
        if depth > MAX_GROUP_DEPTH {
            return Err(CompileError::TooDeep);
        }
        let analysis = match group.connector {
            Connector::Seq => self.analyze_seq(&group.tokens, ctx, depth)?,
            Connector::Or => self.analyze_or(&group.tokens, ctx, depth)?,
            Connector::And => self.analyze_and(&group.tokens, ctx, depth)?,
        };
        self.apply_occurrence(analysis, group.occurrence, ctx)
    }

    fn analyze_seq(
        &mut self,
        tokens: &[ContentToken],
        ctx: Option<(u32, u32)>,
        depth: usize,
    ) -> Result<Analysis, CompileError> {
        let (firsts_base, lasts_base) = (self.firsts.len(), self.lasts.len());
        let mut group = Analysis {
            first_len: 0,
            first_required: None,
            last_len: 0,
            optional: true,
        };
        for (i, token) in tokens.iter().enumerate() {
            let member = self.analyze_token(token, ctx, depth)?;
            if i == 0 {
                group = member;
                continue;
            }
            // the group's sets so far lie just below the member's on each stack
            let member_first = (self.firsts.len() - member.first_len, member.first_len);
            let and = self.outer_transition(ctx);
            self.add_transitions(
                (lasts_base, group.last_len),
                member_first,
                member.first_required,
                true,
                and,
            )?;
            if group.optional {
                if let Some(required) = member.first_required {
                    group.first_required = Some(group.first_len + required);
                }
                group.first_len += member.first_len;
            } else {
                self.firsts.truncate(firsts_base + group.first_len);
            }
            if member.optional {
                group.last_len += member.last_len;
            } else {
                let member_start = self.lasts.len() - member.last_len;
                self.lasts.copy_within(member_start.., lasts_base);
                self.lasts.truncate(lasts_base + member.last_len);
                group.last_len = member.last_len;
            }
            group.optional &= member.optional;
        }
        Ok(group)
    }

    fn analyze_or(
        &mut self,
        tokens: &[ContentToken],
        ctx: Option<(u32, u32)>,
        depth: usize,
    ) -> Result<Analysis, CompileError> {
        let mut group = Analysis {
            first_len: 0,
            first_required: None,
            last_len: 0,
            optional: false,
        };
        for token in tokens {
            let member = self.analyze_token(token, ctx, depth)?;
            if !matches!(token, ContentToken::Group(_)) {
                let leaf = self.lasts[self.lasts.len() - 1];
                self.leaves[leaf as usize].or_group_member = true;
            }
            group.first_len += member.first_len;
            group.last_len += member.last_len;
            group.optional |= member.optional;
        }
        Ok(group)
    }

    fn analyze_and(
        &mut self,
        tokens: &[ContentToken],
        ctx: Option<(u32, u32)>,
        depth: usize,
    ) -> Result<Analysis, CompileError> {
        let index = self.and_index(ctx);
        let group_depth = self.and_depth(ctx);
        let members = tokens.len() as u32;
        self.and_state_size = self.and_state_size.max(index + members);
        if self.and_state_size > MAX_AND_STATE_BITS {
            return Err(CompileError::AndGroupsTooLarge);
        }
        let group_id = self.and_groups.len() as u32;
        self.and_groups.push(AndGroupBuild {
            depth: group_depth,
            index,
            parent: ctx,
            optional: vec![false; tokens.len()],
        });
        let mut group = Analysis {
            first_len: 0,
            first_required: None,
            last_len: 0,
            optional: true,
        };
        let mut firsts = Vec::with_capacity(tokens.len());
        let mut lasts = Vec::with_capacity(tokens.len());
        for (i, token) in tokens.iter().enumerate() {
            let member = self.analyze_token(token, Some((group_id, i as u32)), depth)?;
            self.and_groups[group_id as usize].optional[i] = member.optional;
            firsts.push((
                (self.firsts.len() - member.first_len, member.first_len),
                member.first_required,
            ));
            lasts.push((self.lasts.len() - member.last_len, member.last_len));
            group.first_len += member.first_len;
            group.last_len += member.last_len;
            group.optional &= member.optional;
        }
        let member_optional = self.and_groups[group_id as usize].optional.clone();
        let stored: Vec<u32> = firsts
            .iter()
            .map(|&(run, required)| self.store_first_set(run, required))
            .collect();
        for (i, &from) in lasts.iter().enumerate() {
            for (j, &to) in stored.iter().enumerate() {
                if i == j || from.1 == 0 || firsts[j].0.1 == 0 {
                    continue;
                }
                let and = TransitionAnd {
                    clear_from: index + members,
                    and_depth: group_depth + 1,
                    isolated: !member_optional[j],
                    require_clear: Some(index + j as u32),
                    to_set: Some(index + i as u32),
                };
                self.add_stored_transitions(from, to, false, and)?;
            }
        }
        Ok(group)
    }

    /// Lay out each distinct follow list once: prune it (a token reached twice keeps its
    /// first, or shallowest, transition), find its ambiguities and its `#PCDATA`
    /// reachability; then give every position its list.
    fn finish(self, group: ModelGroup) -> Compiled {
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
        let and_groups = and_groups
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
                group,
                positions: positions.into_boxed_slice(),
                transitions: transitions.into_boxed_slice(),
                and_groups,
                contains_pcdata,
            },
            ambiguities,
            pcdata_unreachable: contains_pcdata && pcdata_unreachable,
        }
    }
}

/// A hasher for labels: element ids are small integers the DTD hands out, so one
/// multiplication spreads them well enough, at a fraction of SipHash's cost.
#[derive(Default)]
struct LabelHasher(u64);

impl Hasher for LabelHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(byte)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (u64::from(n) ^ self.0).wrapping_mul(0x9e37_79b9_7f4a_7c15);
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

pub(super) fn model_token(label: u32) -> ModelToken {
    if label == PCDATA_LABEL {
        ModelToken::Pcdata
    } else {
        ModelToken::Element(ElementId(label))
    }
}

fn token_occurrence(leaf: &LeafBuild) -> Option<TokenOccurrence> {
    (leaf.label != INITIAL_LABEL).then(|| TokenOccurrence {
        token: model_token(leaf.label),
        occurrence: leaf.occurrence + 1,
    })
}
