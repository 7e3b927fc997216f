//! Undo and redo as diffs: an edit records the old value of each cell and
//! marker it changes, so that undoing costs what the edit changed, not the
//! board's size (a wall on a 10 000 × 10 000 board is one cell, where a
//! copy of the board's wall bit set is 12.5 MB). Edits that replace whole
//! boards (text, size, a new request) record the boards they replace.
//!
//! One press of the pointer is one step, however many cells its stroke or
//! drag changes (as in most editors; see [`History::set_gesture`]).

use std::collections::BTreeMap;

use crate::core::board::{Board, Cell, Square};
use crate::core::random_off;
use crate::core::request::RandomOff;

use super::editing::Marker;

/// Most steps kept for undo.
const MAX_STEPS: usize = 100;
/// Most bytes the kept steps may hold (whole boards count their wall bit
/// sets and pieces); the oldest steps go first.
const MAX_BYTES: usize = 256 << 20;

/// One value to restore.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    /// A cell of the position (`goal: false`) or of the goal.
    Cell {
        /// Whether the cell is the goal's.
        goal: bool,
        /// The square.
        square: Square,
        /// Its value.
        cell: Cell,
    },
    /// Where a marker stands.
    Marker {
        /// The marker.
        marker: Marker,
        /// Its square.
        square: Option<Square>,
    },
}

/// The request's boards and markers, whole.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Snapshot {
    /// The position.
    pub position: Board,
    /// The goal, if the puzzle has one.
    pub goal: Option<Board>,
    /// The start marker.
    pub from: Option<Square>,
    /// The target marker.
    pub to: Option<Square>,
    /// The seed of the position's walls and its edits, if it has one.
    pub random: Option<Seeded>,
}

/// The walls of a board made by a seed (`randomOff`), kept as the seed plus
/// the squares that differ from its draw: what a request sends (`randomOff`,
/// `off`, `on`), in the size of the edits, however many walls the seed drew.
/// Whether the seed walls a square is computed for that square alone
/// ([`random_off::is_off`]), so an edit costs one draw, not the board's.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Seeded {
    /// The seed.
    pub random: RandomOff,
    /// Square → whether it is off, where that differs from the seed's draw
    /// (or was listed so by the request), in row-major order.
    edits: BTreeMap<Square, bool>,
}

impl Seeded {
    /// The seed `random` of a board `cols` squares wide with the
    /// request's `off` squares (walls added) and `on` squares (seeded walls
    /// taken away; `on` wins), each kept only where it differs from the
    /// seed's draw, so that the edits are exactly the squares that differ
    /// (what a share link's `offx` lists).
    pub fn new<'a>(
        random: RandomOff,
        cols: u32,
        off: impl IntoIterator<Item = &'a Square>,
        on: impl IntoIterator<Item = &'a Square>,
    ) -> Seeded {
        let mut seeded = Seeded {
            random,
            edits: BTreeMap::new(),
        };
        // `on` after `off`: a square in both ends on.
        for &s in off {
            seeded.set(cols, s, true);
        }
        for &s in on {
            seeded.set(cols, s, false);
        }
        seeded
    }

    /// Records that `square` of a board `cols` squares wide is now off
    /// (`off`) or on: an edit, or none when that is what the seed draws.
    pub fn set(&mut self, cols: u32, square: Square, off: bool) {
        if random_off::is_off(self.random, cols, square) == off {
            self.edits.remove(&square);
        } else {
            self.edits.insert(square, off);
        }
    }

    /// The edits as a request sends them: the squares turned off (`off`)
    /// and the seeded walls taken away (`on`), each in row-major order.
    pub fn edits(&self) -> (Vec<Square>, Vec<Square>) {
        let off = self.edits.iter().filter(|e| *e.1).map(|e| *e.0).collect();
        let on = self.edits.iter().filter(|e| !*e.1).map(|e| *e.0).collect();
        (off, on)
    }
}

/// One undo (or redo) step.
#[derive(Clone, Debug)]
pub(crate) enum Entry {
    /// Values to restore, the last one recorded restored first.
    Changes(Vec<Change>),
    /// Boards and markers to swap back in.
    Whole(Box<Snapshot>),
}

impl Entry {
    fn bytes(&self) -> usize {
        let board = |b: &Board| b.len().div_ceil(8) as usize + 16 * b.pieces().size_hint().0;
        match self {
            Entry::Changes(c) => c.len() * std::mem::size_of::<Change>(),
            Entry::Whole(s) => board(&s.position) + s.goal.as_ref().map_or(0, board),
        }
    }
}

/// The undo and redo stacks.
#[derive(Clone, Debug, Default)]
pub(crate) struct History {
    undo: Vec<Entry>,
    redo: Vec<Entry>,
    /// During a press: whether its edits already have their step.
    gesture: Option<bool>,
}

impl History {
    /// Marks the start (`true`) or end of a press: its edits make one step.
    pub fn set_gesture(&mut self, pressed: bool) {
        self.gesture = pressed.then_some(false);
    }

    /// Opens a step for an edit about to be made (once per press): the
    /// redo stack is cleared. The edit's changes follow through
    /// [`History::record`].
    pub fn begin(&mut self) {
        if self.gesture == Some(true) && matches!(self.undo.last(), Some(Entry::Changes(_))) {
            return;
        }
        if self.gesture.is_some() {
            self.gesture = Some(true);
        }
        self.push(Entry::Changes(Vec::new()));
    }

    /// Records the old value of something the open step changes.
    pub fn record(&mut self, change: Change) {
        match self.undo.last_mut() {
            Some(Entry::Changes(c)) => c.push(change),
            _ => self.push(Entry::Changes(vec![change])),
        }
    }

    /// Records whole boards an edit is about to replace, as its own step.
    pub fn record_whole(&mut self, before: Snapshot) {
        if self.gesture.is_some() {
            self.gesture = Some(true);
        }
        self.push(Entry::Whole(Box::new(before)));
    }

    fn push(&mut self, entry: Entry) {
        self.undo.push(entry);
        self.redo.clear();
        let mut bytes: usize = self.undo.iter().map(Entry::bytes).sum();
        let mut drop = self.undo.len().saturating_sub(MAX_STEPS);
        while bytes > MAX_BYTES && drop + 1 < self.undo.len() {
            bytes -= self.undo[drop].bytes();
            drop += 1;
        }
        self.undo.drain(..drop);
    }

    /// The step to undo (`back`) or redo, taken off its stack; an empty
    /// step (an edit that changed nothing) is skipped.
    pub fn take(&mut self, back: bool) -> Option<Entry> {
        let stack = if back { &mut self.undo } else { &mut self.redo };
        while let Some(e) = stack.pop() {
            if !matches!(&e, Entry::Changes(c) if c.is_empty()) {
                return Some(e);
            }
        }
        None
    }

    /// Puts the inverse of a step just undone (`back`) or redone on the
    /// other stack.
    pub fn put(&mut self, back: bool, inverse: Entry) {
        if back {
            self.redo.push(inverse);
        } else {
            self.undo.push(inverse);
        }
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        self.undo
            .iter()
            .any(|e| !matches!(e, Entry::Changes(c) if c.is_empty()))
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
