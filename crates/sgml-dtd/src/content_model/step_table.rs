//! A table that finds a step of the automaton in constant time: for each long follow
//! list outside `&` groups, one row with a cell per element type of the model naming the
//! first transition on it, so that stepping on a start tag indexes the row instead of
//! searching the list (ISO 8879 11.2.4: the first matching token wins, as the search
//! finds it).
//!
//! The table is derived from the positions and transitions alone: it is made the first
//! time a model is stepped (never serialized, so prebuilt DTDs load as fast as before),
//! and lists short enough to search quickly, or in `&` groups (whose transitions depend on
//! the AND state), keep the search.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::compile::{NONE, PCDATA_LABEL, Position, Transition};

/// Follow lists shorter than this are searched: a few comparisons cost less than a row.
const MIN_ROW_LIST: u32 = 8;

/// The most cells (`u32` each) one model's table may hold besides four per transition;
/// rows beyond it keep the search, so the table stays proportional to the automaton and
/// a hostile DTD cannot make it grow with the square of its tokens.
const SPARE_CELLS: usize = 1024;

/// The widest range of element ids one model's columns may span besides sixteen per
/// position (element ids are a DTD's, not a model's: a model of few tokens may name
/// far-apart ones).
const SPARE_COLUMNS: usize = 256;

/// The rows of one model, built on first use.
#[derive(Clone, Default)]
pub(super) struct StepTable(OnceLock<Rows>);

#[derive(Clone)]
struct Rows {
    /// For each element id up to the largest in the model: its column, or [`NONE`] when
    /// the model has no token of it.
    column: Box<[u32]>,
    /// For each position: the index of its row's first cell, or [`NONE`] when its follow
    /// list is searched.
    row_of: Box<[u32]>,
    /// The cells: an index into the transitions, or [`NONE`] when the element is not
    /// allowed after the position.
    cells: Box<[u32]>,
}

/// The answer of the table for one step.
pub(super) enum Lookup {
    /// The first transition on the label, by its index in the model's transitions.
    Transition(u32),
    /// No transition on the label.
    Refused,
    /// The position's list is not in the table: search it.
    Search,
}

impl StepTable {
    /// The first transition on `label` (an element id) from position `pos`, if the table
    /// has a row for the position.
    #[inline]
    pub(super) fn lookup(&self, positions: &[Position], transitions: &[Transition], pos: u32, label: u32) -> Lookup {
        let rows = self.0.get_or_init(|| Rows::build(positions, transitions));
        let row = rows.row_of[pos as usize];
        if row == NONE {
            return Lookup::Search;
        }
        match rows.column.get(label as usize) {
            Some(&column) if column != NONE => match rows.cells[row as usize + column as usize] {
                NONE => Lookup::Refused,
                transition => Lookup::Transition(transition),
            },
            _ => Lookup::Refused,
        }
    }
}

/// Derived data: two models are equal whatever their tables hold.
impl PartialEq for StepTable {
    fn eq(&self, _: &StepTable) -> bool {
        true
    }
}

impl Eq for StepTable {}

/// Derived data, shown as nothing: a model prints the same whether it was stepped yet or
/// not (the prebuilt DTDs are checked by comparing such prints).
impl std::fmt::Debug for StepTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StepTable")
    }
}

impl Rows {
    fn build(positions: &[Position], transitions: &[Transition]) -> Rows {
        let labels = || positions.iter().map(|p| p.label).filter(|&l| l < PCDATA_LABEL - 1);
        let size = labels().max().map_or(0, |l| l as usize + 1);
        let mut row_of = vec![NONE; positions.len()];
        if size > positions.len() * 16 + SPARE_COLUMNS {
            return Rows {
                column: Box::default(),
                row_of: row_of.into_boxed_slice(),
                cells: Box::default(),
            };
        }
        let max_cells = transitions.len() * 4 + SPARE_CELLS;
        let mut column = vec![NONE; size];
        let mut width = 0usize;
        for label in labels() {
            if column[label as usize] == NONE {
                column[label as usize] = width as u32;
                width += 1;
            }
        }
        let mut cells: Vec<u32> = Vec::new();
        let mut rows: HashMap<(u32, u32), u32> = HashMap::new();
        for (i, position) in positions.iter().enumerate() {
            let list = (position.follow_start, position.follow_end);
            if position.and_group != NONE || list.1 - list.0 < MIN_ROW_LIST {
                continue;
            }
            if let Some(&row) = rows.get(&list) {
                row_of[i] = row;
                continue;
            }
            if cells.len() + width > max_cells {
                continue;
            }
            let row = cells.len();
            cells.resize(row + width, NONE);
            for index in list.0..list.1 {
                let label = transitions[index as usize].label;
                if let Some(&column) = column.get(label as usize) {
                    // only labels of the model's positions occur; the first one wins
                    let cell = &mut cells[row + column as usize];
                    if *cell == NONE {
                        *cell = index;
                    }
                }
            }
            rows.insert(list, row as u32);
            row_of[i] = row as u32;
        }
        Rows {
            column: column.into_boxed_slice(),
            row_of: row_of.into_boxed_slice(),
            cells: cells.into_boxed_slice(),
        }
    }
}
