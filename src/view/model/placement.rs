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

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::words::at;
use crate::core::RequestError;

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
    /// The same squares in the answer's order: the order the solver placed
    /// them (n-queens row by row; non-attacking knights as its algorithm
    /// added them).
    order: Vec<Square>,
    /// Draw only the first `k` of `order` (an export built up piece by
    /// piece), or all of `added`.
    shown: Option<usize>,
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

    /// The added pieces drawn: the first `k` in the answer's order while
    /// [`Placements::show_first`] limits them, else all (row-major).
    pub fn drawn(&self) -> &[Square] {
        match self.shown {
            Some(k) => &self.order[..k.min(self.order.len())],
            None => &self.added,
        }
    }

    /// Draws only the first `k` added pieces in the answer's order
    /// (`None`: all of them); [`Placements::drawn`] reads it.
    pub fn show_first(&mut self, k: Option<usize>) {
        self.shown = k;
    }
}

impl Placements {
    /// A placement answer on `board`: `solutions` (one or more placements,
    /// each a list of squares, deduplicated here, kept in the answer's
    /// order), the first one shown; the piece placed is the first piece of `palette`.
    ///
    /// # Errors
    /// A square outside the board or on an off square (naming the solution
    /// and square), or a palette without a piece.
    pub fn new(board: &Board, palette: &[char], mut solutions: Vec<Vec<Square>>) -> Result<Placements, RequestError> {
        let piece = palette
            .iter()
            .find_map(|&c| match Cell::from_symbol(c) {
                Some(Cell::Piece(p)) => Some(p),
                _ => None,
            })
            .ok_or_else(|| RequestError::new("answer: this puzzle places no pieces"))?;
        for (k, sol) in solutions.iter_mut().enumerate() {
            for &s in sol.iter() {
                board
                    .check(s)
                    .map_err(|e| RequestError::new(format!("answer: solution {}: {e}", k + 1)))?;
                if !board.is_on(s) {
                    return Err(RequestError::new(format!(
                        "answer: solution {}: square {} is off the board",
                        k + 1,
                        at(s)
                    )));
                }
            }
            dedup_in_order(sol);
        }
        let mut p = Placements {
            solutions,
            index: 0,
            piece,
            added: Vec::new(),
            order: Vec::new(),
            shown: None,
        };
        p.show(board, 0);
        Ok(p)
    }

    /// Shows solution `index` (clamped to the solutions held) over `board`.
    pub fn show(&mut self, board: &Board, index: usize) {
        self.index = index.min(self.len().saturating_sub(1));
        self.order = self
            .solutions
            .get(self.index)
            .map(|sol| {
                sol.iter()
                    .copied()
                    .filter(|&s| !matches!(board.get(s), Cell::Piece(_)))
                    .collect()
            })
            .unwrap_or_default();
        self.added = self.order.clone();
        if !self.added.is_sorted() {
            self.added.sort_unstable();
        }
    }
}

/// Removes the repeats of `squares`, keeping each square's first place.
/// A row-major list (what the solvers send, half a million squares on a
/// 1 000 × 1 000 board) needs one pass; any other order a hash set.
fn dedup_in_order(squares: &mut Vec<Square>) {
    if squares.is_sorted() {
        squares.dedup();
    } else {
        let mut seen = rustc_hash::FxHashSet::default();
        squares.retain(|&s| seen.insert(s));
    }
}
