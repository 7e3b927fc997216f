//! Playing the knight path by hand: the knight moves a knight's move at a
//! time onto on squares (passing a square twice is allowed, only wasteful)
//! until it stands on the target.

use super::KnightPath;
use crate::core::board::Board;
use crate::core::coach::{Attempt, Coaching};
use crate::core::play::{knight_answer_step, MoveError, Play, Position, State, Walker};
use crate::core::puzzles::Puzzle;
use crate::core::request::{Request, RequestError, Step};
use crate::core::search::{Budget, LimitReached};

use super::ID;

impl Play for KnightPath {
    /// The request's board with the knight on `from` (default `[0, 0]`)
    /// and the target `to` (default the far corner), both on squares.
    fn start(
        &self,
        request: &Request,
        budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        // The request as `solve` reads it (the grid, both ends on the board
        // and not under a wall, listed or random), then its random walls
        // drawn within the budget.
        let board = match crate::core::set_up_sized_board(request, budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let from = request.from.unwrap_or([0, 0]);
        let to = request.to.unwrap_or([board.rows() - 1, board.cols() - 1]);
        let walker = Walker::new(&board, from, false);
        Ok(Ok(Position::new(self.id(), board, State::Path { walker, target: to })))
    }

    /// The knight's moves to on squares, in the order of
    /// [`crate::core::board::KNIGHT_JUMPS`].
    fn legal_moves(&self, position: &Position) -> Vec<Step> {
        let State::Path { walker, .. } = &position.state else {
            return Vec::new();
        };
        let from = walker.at();
        position
            .board
            .leaps(from)
            .map(|to| Step { from, to, over: None })
            .collect()
    }

    /// Checks, in order: the step starts on the knight, no `over`, `to` on
    /// the board, a knight's move.
    fn apply_in_place(&self, position: &mut Position, step: &Step) -> Result<(), MoveError> {
        let State::Path { walker, .. } = &mut position.state else {
            return Err(MoveError::WrongPuzzle {
                position: position.puzzle(),
                puzzle: ID,
            });
        };
        walker.check(&position.board, step)?;
        walker.go(&position.board, step.to);
        position.moves += 1;
        position.last = Some(step.to);
        Ok(())
    }

    /// The knight stands on the target.
    fn answer_step(&self, board: &mut Board, step: &Step) -> Result<(), MoveError> {
        // The walker is drawn apart from the board: `from` may be empty.
        knight_answer_step(board, step, false)
    }

    fn is_goal(&self, position: &Position) -> bool {
        matches!(&position.state, State::Path { walker, target } if walker.at() == *target)
    }

    /// The knight distance now and before the last move (`super::coach`).
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::advise(attempt, budget)
    }
}
