//! Playing non-attacking knights by hand: knights are placed on empty on
//! squares that no knight attacks, and removed, except the knights given
//! with the puzzle.

use super::NonAttackingKnights;
use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::coach::{Attempt, Coaching};
use crate::core::play::{place_piece, place_piece_in_place, remove_piece, MoveError, Play, Position, State};
use crate::core::puzzles::Puzzle;
use crate::core::request::{Request, RequestError};
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, LimitReached, Meter, Stats};

/// The node budget of [`Play::is_goal`]'s matching (which has no request
/// and so no time limit): 20 M states, more than any board a page shows.
const GOAL_NODES: u64 = 20_000_000;

/// The first knight (in the order of [`crate::core::board::KNIGHT_JUMPS`])
/// a knight's move from `square`.
fn attacker(board: &Board, square: Square) -> Option<Square> {
    board
        .leaps(square)
        .find(|&s| board.get(s) == Cell::Piece(Piece::WhiteKnight))
}

impl Play for NonAttackingKnights {
    /// The request's board, checked as `solve` checks it; its knights are
    /// given and stay.
    fn start(
        &self,
        request: &Request,
        budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        let board = match crate::core::set_up_sized_board(request, budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let fixed = board.pieces().map(|(s, _)| s).collect();
        let state = State::Placement {
            piece: Piece::WhiteKnight,
            fixed,
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

    /// The most knights the board holds are standing: no knight fits any
    /// more (every empty on square is attacked), and as many stand as the
    /// start (its given knights fixed) holds at most, proved by a maximum
    /// matching (`super::coach::most`) — the coach's `solved`. The
    /// matching runs only once no knight fits, within `GOAL_NODES`
    /// (false past it).
    fn is_goal(&self, position: &Position) -> bool {
        let State::Placement { fixed, .. } = &position.state else {
            return false;
        };
        let board = &position.board;
        if board
            .on_squares()
            .any(|s| board.get(s) == Cell::Empty && attacker(board, s).is_none())
        {
            return false;
        }
        let mut start = board.clone();
        for (s, _) in board.pieces() {
            if fixed.binary_search(&s).is_err() {
                // `s` holds a piece, so it is on the board.
                let _ = start.set(s, Cell::Empty);
            }
        }
        let mut budget = Budget::new(GOAL_NODES, f64::INFINITY);
        let mut stats = Stats::default();
        super::coach::most(&start, &mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()))
            .is_ok_and(|(added, _)| board.pieces().count() as u64 == fixed.len() as u64 + added)
    }

    /// The most knights still addable, against the start's most (`super::coach`).
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::advise(attempt, budget)
    }
}
