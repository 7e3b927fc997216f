//! Playing the knight's tour by hand: the knight moves a knight's move at a
//! time onto on squares it has not visited; a closed tour ends with one
//! more step, back onto the start, once every square is visited.

use super::KnightTour;
use crate::core::board::Board;
use crate::core::coach::{Attempt, Coaching};
use crate::core::play::{knight_answer_step, MoveError, Play, Position, State, Walker};
use crate::core::puzzles::Puzzle;
use crate::core::request::{Request, RequestError, Step};
use crate::core::search::{Budget, LimitReached};
use crate::core::words::at;

use super::ID;

/// Whether the tour may step onto `to` now: a square not yet visited, or,
/// for a closed tour with every square visited, the start.
fn may_enter(board: &Board, walker: &Walker, closed: bool, squares: usize, to: [u32; 2]) -> bool {
    !walker.visited(board, to) || (closed && to == walker.start() && walker.path().len() == squares && squares > 1)
}

impl Play for KnightTour {
    /// The request's board with the knight on `from` (by default the
    /// first on square in row-major order, `super::start_square`),
    /// checked as `solve` checks it.
    fn start(
        &self,
        request: &Request,
        budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        let board = match crate::core::set_up_sized_board(request, budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let region = super::Region::of(&board).ok_or_else(|| RequestError::new("the board has no on square"))?;
        let from = super::start_square(request, &board)?;
        let start = region
            .cell(from)
            .ok_or_else(|| RequestError::new(format!("from: square {} is off the board", at(from))))?;
        let closed = request.closed.unwrap_or(false);
        let walker = Walker::new(&board, region.square(start), true);
        Ok(Ok(Position::new(
            self.id(),
            board,
            State::Tour {
                walker,
                closed,
                squares: region.count,
            },
        )))
    }

    /// The knight's moves to squares it may enter, in the order of
    /// [`crate::core::board::KNIGHT_JUMPS`].
    fn legal_moves(&self, position: &Position) -> Vec<Step> {
        let State::Tour {
            walker,
            closed,
            squares,
        } = &position.state
        else {
            return Vec::new();
        };
        let (board, from) = (&position.board, walker.at());
        board
            .leaps(from)
            .filter(|&to| may_enter(board, walker, *closed, *squares, to))
            .map(|to| Step { from, to, over: None })
            .collect()
    }

    /// Checks, in order: the step starts on the knight, no `over`, `to` on
    /// the board, a knight's move, `to` not visited (or the start, closing a
    /// closed tour that has visited every square).
    fn apply_in_place(&self, position: &mut Position, step: &Step) -> Result<(), MoveError> {
        let State::Tour {
            walker,
            closed,
            squares,
        } = &mut position.state
        else {
            return Err(MoveError::WrongPuzzle {
                position: position.puzzle(),
                puzzle: ID,
            });
        };
        walker.check(&position.board, step)?;
        if !may_enter(&position.board, walker, *closed, *squares, step.to) {
            return Err(MoveError::Visited { square: step.to });
        }
        walker.go(&position.board, step.to);
        position.moves += 1;
        position.last = Some(step.to);
        Ok(())
    }

    /// Every on square visited; for a closed tour, back on the start.
    fn answer_step(&self, board: &mut Board, step: &Step) -> Result<(), MoveError> {
        // The walker is drawn apart from the board: `from` may be empty.
        knight_answer_step(board, step, false)
    }

    fn is_goal(&self, position: &Position) -> bool {
        let State::Tour {
            walker,
            closed,
            squares,
        } = &position.state
        else {
            return false;
        };
        if *closed {
            walker.path().len() == squares + 1 && walker.at() == walker.start()
        } else {
            walker.path().len() == *squares
        }
    }

    /// Whether the partial tour can still be completed (`super::coach`).
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::advise(attempt, budget)
    }
}
