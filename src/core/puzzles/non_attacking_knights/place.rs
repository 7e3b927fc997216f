//! Playing non-attacking knights by hand: knights are placed on empty on
//! squares that no knight attacks, and removed, except the knights given
//! with the puzzle.

use super::layout::Layout;
use super::NonAttackingKnights;
use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::coach::{Attempt, Coaching};
use crate::core::play::{place_piece, remove_piece, MoveError, Play, Position, State};
use crate::core::request::{Request, RequestError};
use crate::core::search::Budget;

/// The first knight (in the order of [`crate::core::board::KNIGHT_JUMPS`])
/// a knight's move from `square`.
fn attacker(board: &Board, square: Square) -> Option<Square> {
    board
        .knight_moves(square)
        .find(|&s| board.get(s) == Cell::Piece(Piece::WhiteKnight))
}

impl Play for NonAttackingKnights {
    /// The request's board, checked as `solve` checks it; its knights are
    /// given and stay.
    fn position(&self, request: &Request) -> Result<Position, RequestError> {
        crate::core::check(request)?;
        let board = request.board()?;
        Layout::new(&board)?;
        let fixed = board.pieces().map(|(s, _)| s).collect();
        let state = State::Placement {
            piece: Piece::WhiteKnight,
            fixed,
        };
        Ok(Position::new(board, state))
    }

    fn place(&self, position: &Position, square: Square) -> Result<Position, MoveError> {
        place_piece(position, square, attacker)
    }

    fn remove(&self, position: &Position, square: Square) -> Result<Position, MoveError> {
        remove_piece(position, square)
    }

    /// The most knights still addable, against the start's most ([`super::coach`]).
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::coach(attempt, budget)
    }
}
