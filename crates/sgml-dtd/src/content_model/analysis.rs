//! The analysis of a model group into positions and follow lists, as OpenSP's
//! `ContentToken::analyze` builds them: first and last sets, the transitions of sequences,
//! repetitions and `&` groups with their AND data, the contextually required token.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::ast::{Connector, ContentToken, ModelGroup, Occurrence};
use super::compile::{CompileError, INITIAL_LABEL, MAX_AND_STATE_BITS, MAX_GROUP_DEPTH, MAX_TRANSITIONS, PCDATA_LABEL};

/// AND-related data of transitions being added.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct TransitionAnd {
    pub(super) clear_from: u32,
    pub(super) and_depth: u32,
    pub(super) isolated: bool,
    pub(super) require_clear: Option<u32>,
    pub(super) to_set: Option<u32>,
}

impl TransitionAnd {
    pub(super) const OUTSIDE: TransitionAnd = TransitionAnd {
        clear_from: 0,
        and_depth: 0,
        isolated: false,
        require_clear: None,
        to_set: None,
    };
}

/// A piece of a follow list as built: transitions to every position of a stored first
/// set, all with the same AND data. Positions that received the same segments have
/// the same follow list, which is then laid out once (in `(a|b|c)*` every position
/// follows every other: n lists of n transitions share one).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Segment {
    /// Index into `Builder::stored_sets`.
    pub(super) set: u32,
    pub(super) and: TransitionAnd,
    /// Whether the set's required position (if any) becomes this position's
    /// contextually required successor.
    pub(super) maybe_required: bool,
}

/// A first set kept for follow lists: `Builder::stored[start..start + len]`.
#[derive(Clone, Copy)]
pub(super) struct StoredSet {
    pub(super) start: u32,
    pub(super) len: u32,
    /// Index in the set of its required position.
    pub(super) required: Option<u32>,
}

pub(super) struct LeafBuild {
    pub(super) label: u32,
    /// Index of the label among the model's distinct labels.
    pub(super) dense: u32,
    pub(super) occurrence: u32,
    /// (`&` group, member) of the innermost `&` group containing the token.
    pub(super) and_ctx: Option<(u32, u32)>,
    pub(super) is_final: bool,
    pub(super) inherently_optional: bool,
    pub(super) or_group_member: bool,
}

impl LeafBuild {
    pub(super) fn new(label: u32, occurrence: u32, and_ctx: Option<(u32, u32)>) -> LeafBuild {
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

pub(super) struct AndGroupBuild {
    pub(super) depth: u32,
    pub(super) index: u32,
    pub(super) parent: Option<(u32, u32)>,
    pub(super) optional: Vec<bool>,
}

/// What analysing a token leaves: its first positions on top of `Builder::firsts`, its
/// last positions on top of `Builder::lasts`.
#[derive(Clone, Copy)]
pub(super) struct Analysis {
    pub(super) first_len: usize,
    /// Index in the first set of the position that is required, if one is.
    pub(super) first_required: Option<usize>,
    pub(super) last_len: usize,
    /// The token may match nothing.
    pub(super) optional: bool,
}

/// A run of positions on one of the analysis stacks: (start, length).
pub(super) type Run = (usize, usize);

/// The state of compiling one model group. First and last sets live on two stacks: a
/// group's members leave theirs next to each other, so an OR group's sets are there
/// already concatenated, and nothing is allocated per token.
pub(super) struct Builder {
    pub(super) leaves: Vec<LeafBuild>,
    pub(super) and_groups: Vec<AndGroupBuild>,
    pub(super) and_state_size: u32,
    pub(super) contains_pcdata: bool,
    /// Per label: (dense index, occurrences so far).
    pub(super) labels: HashMap<u32, (u32, u32), BuildHasherDefault<LabelHasher>>,
    pub(super) firsts: Vec<u32>,
    pub(super) lasts: Vec<u32>,
    /// Positions of the first sets that follow lists refer to.
    pub(super) stored: Vec<u32>,
    pub(super) stored_sets: Vec<StoredSet>,
    /// (from position, segment), in the order added: each position's follow list is its
    /// segments in this order.
    pub(super) links: Vec<(u32, Segment)>,
    pub(super) transition_count: usize,
}

impl Builder {
    pub(super) fn with_capacity(tokens: usize) -> Builder {
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
    pub(super) fn add_transitions(
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

    pub(super) fn analyze_group(
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
}

/// A hasher for labels: element ids are small integers the DTD hands out, so one
/// multiplication spreads them well enough, at a fraction of SipHash's cost.
#[derive(Default)]
pub(super) struct LabelHasher(u64);

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
