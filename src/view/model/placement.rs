//! Placement answers and attack shading (non-attacking knights, n-queens
//! and any puzzle whose answer kind is
//! [`AnswerKind::Placement`](crate::core::puzzles::AnswerKind)).
//!
//! The view holds no rules: which squares the placed pieces attack comes
//! from the puzzle ([`Puzzle::attacked`](crate::core::puzzles::Puzzle)),
//! and which piece an answer places is the first piece of the puzzle's
//! palette. An answer is one placement or a list of solutions (mode
//! `"all"`), shown one at a time; the pieces it adds to the position are
//! kept apart so that they can be drawn marked.

use crate::core::board::{Cell, Piece, Square};
use crate::core::puzzles;
use crate::core::RequestError;

use super::scene::{Layer, Scene};

/// Boards past this many squares get no attack shading (it would cost a
/// pass over every square after each edit).
pub(crate) const ATTACK_MAX_CELLS: u64 = 1_000_000;

/// A placement answer: its solutions and the one shown.
#[derive(Clone, Debug)]
pub(crate) struct Placements {
    solutions: Vec<Vec<Square>>,
    index: usize,
    piece: Piece,
    /// The shown solution's squares that hold no piece in the position,
    /// row-major.
    added: Vec<Square>,
}

impl Placements {
    /// How many solutions the answer holds.
    pub fn len(&self) -> usize {
        self.solutions.len()
    }

    /// The index of the solution shown (0-based).
    pub fn index(&self) -> usize {
        self.index
    }

    /// The piece the answer places.
    pub fn piece(&self) -> Piece {
        self.piece
    }

    /// The pieces the shown solution adds to the position, row-major.
    pub fn added(&self) -> &[Square] {
        &self.added
    }
}

impl Scene {
    /// Shows a placement answer: `solutions` (one or more placements, each
    /// a list of squares), the first one shown.
    ///
    /// # Errors
    /// A square outside the board or on an off square (naming the solution
    /// and square), or a puzzle whose palette has no piece.
    pub fn set_placements(&mut self, mut solutions: Vec<Vec<Square>>) -> Result<(), RequestError> {
        let piece = self
            .editor
            .palette
            .iter()
            .find_map(|&c| match Cell::from_symbol(c) {
                Some(Cell::Piece(p)) => Some(p),
                _ => None,
            })
            .ok_or_else(|| RequestError::new("answer: this puzzle places no pieces"))?;
        for (k, sol) in solutions.iter_mut().enumerate() {
            for &s in sol.iter() {
                self.position
                    .check(s)
                    .map_err(|e| RequestError::new(format!("answer: solution {}: {e}", k + 1)))?;
                if !self.position.is_on(s) {
                    return Err(RequestError::new(format!(
                        "answer: solution {}: {} is an off square",
                        k + 1,
                        crate::core::board::square_name(s)
                    )));
                }
            }
            sol.sort_unstable();
            sol.dedup();
        }
        self.playback = None;
        self.answer_gen += 1;
        let mut p = Placements {
            solutions,
            index: 0,
            piece,
            added: Vec::new(),
        };
        p.added = self.added_of(&p, 0);
        self.placements = Some(p);
        Ok(())
    }

    fn added_of(&self, p: &Placements, index: usize) -> Vec<Square> {
        p.solutions
            .get(index)
            .map(|sol| {
                sol.iter()
                    .copied()
                    .filter(|&s| !matches!(self.position.get(s), Cell::Piece(_)))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Shows solution `index` (clamped to the solutions held).
    pub fn set_solution(&mut self, index: usize) {
        let Some(p) = self.placements.take() else {
            return;
        };
        let index = index.min(p.len().saturating_sub(1));
        let added = self.added_of(&p, index);
        self.placements = Some(Placements { index, added, ..p });
    }

    /// Fills the attack cache if it is stale (square boards up to
    /// [`ATTACK_MAX_CELLS`] squares).
    pub fn cache_attacks(&mut self) {
        if self.attacks.is_some() {
            return;
        }
        let board = &self.position;
        let attacked = match puzzles::find(&self.puzzle) {
            Some(p) if board.len() <= ATTACK_MAX_CELLS && board.pieces().next().is_some() => p.attacked(board),
            _ => Vec::new(),
        };
        self.attacks = Some(attacked);
    }

    /// The squares the position's pieces attack, row-major, from the cache
    /// filled by [`Scene::cache_attacks`] (empty when stale or while the
    /// goal is edited).
    pub fn attacks(&self) -> &[Square] {
        if self.layer != Layer::Position {
            return &[];
        }
        self.attacks.as_deref().unwrap_or(&[])
    }
}
