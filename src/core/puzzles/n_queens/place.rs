//! Playing n-queens by hand: queens are placed on empty on squares that no
//! queen attacks (queens attack along rows, columns and diagonals, across
//! off squares), and removed, except the queens given with the puzzle.

use super::NQueens;
use crate::core::board::{Board, Piece, Square};
use crate::core::coach::{Attempt, Coaching};
use crate::core::play::{place_piece, place_piece_in_place, remove_piece, MoveError, Play, Position, State};
use crate::core::puzzles::Puzzle;
use crate::core::request::{Request, RequestError};
use crate::core::search::{Budget, LimitReached};

/// The nearest queen (fewest squares away, then row-major) sharing a row,
/// a column or a diagonal with `square`.
fn attacker(board: &Board, square: Square) -> Option<Square> {
    board
        .pieces()
        .filter(|&(_, p)| p == Piece::Queen)
        .map(|(q, _)| (q, q[0].abs_diff(square[0]), q[1].abs_diff(square[1])))
        .filter(|&(_, dr, dc)| dr == 0 || dc == 0 || dr == dc)
        .min_by_key(|&(q, dr, dc)| (dr.max(dc), q))
        .map(|(q, _, _)| q)
}

impl Play for NQueens {
    /// The request's board (or an empty `n × n` one), checked as `solve`
    /// checks it; its queens are given and stay.
    fn start(
        &self,
        request: &Request,
        budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        let drawn = match crate::core::set_up_board(request, budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let checked = super::setup(request, drawn.clone())?;
        let board = match (request.n, drawn) {
            (Some(n), _) => Board::new(n, n).map_err(|e| RequestError::new(format!("n: {e}")))?,
            (None, Some(board)) => board,
            (None, None) => {
                return Err(RequestError::new(
                    "no board: give `n` for an empty n × n board, or `board` text",
                ))
            }
        };
        let state = State::Placement {
            piece: Piece::Queen,
            fixed: checked.queens,
        };
        Ok(Ok(Position::new(self.id(), board, state)))
    }

    fn place(&self, position: &Position, square: Square) -> Result<Position, MoveError> {
        place_piece(position, square, attacker)
    }

    fn place_in_place(&self, position: &mut Position, square: Square) -> Result<(), MoveError> {
        place_piece_in_place(position, square, attacker)
    }

    fn remove(&self, position: &Position, square: Square) -> Result<Position, MoveError> {
        remove_piece(position, square)
    }

    /// Whether the queens complete to n, and in how many ways (`super::coach`).
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::advise(attempt, budget)
    }

    /// `n` queens stand on the `n × n` board.
    fn is_goal(&self, position: &Position) -> bool {
        let board = &position.board;
        matches!(position.state, State::Placement { .. }) && board.count(Piece::Queen) == board.rows() as usize
    }
}
