//! Playing knight swap by hand: any knight moves a knight's move to an
//! empty on square, one at a time, until the board equals the goal.

use super::game::Game;
use super::{exchanged, KnightSwap};
use crate::core::board::{Board, Cell, Piece};
use crate::core::coach::{Attempt, Coaching};
use crate::core::notation;
use crate::core::play::{knight_answer_step, knight_step, move_piece, on, MoveError, Play, Position, State};
use crate::core::puzzles::Puzzle;
use crate::core::request::{Request, RequestError, Step};
use crate::core::search::{Budget, LimitReached};

use super::ID;

impl Play for KnightSwap {
    /// The request's board and goal (the colours exchanged when none is
    /// given), checked as `solve` checks them.
    fn start(
        &self,
        request: &Request,
        budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        let board = match crate::core::set_up_sized_board(request, budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let goal = match &request.goal {
            Some(text) => notation::parse(text, board.grid()).map_err(|e| RequestError::new(format!("goal: {e}")))?,
            None => exchanged(&board),
        };
        Game::new(&board, &goal)?;
        Ok(Ok(Position::new(self.id(), board, State::Swap { goal })))
    }

    /// For each knight in row-major order, its moves to empty squares in
    /// the order of [`crate::core::board::KNIGHT_JUMPS`].
    fn legal_moves(&self, position: &Position) -> Vec<Step> {
        let State::Swap { .. } = position.state else {
            return Vec::new();
        };
        let board = &position.board;
        board
            .pieces()
            .flat_map(|(from, _)| {
                board
                    .leaps(from)
                    .filter(|&to| board.get(to) == Cell::Empty)
                    .map(move |to| Step { from, to, over: None })
            })
            .collect()
    }

    /// Checks, in order: `from` on the board, no `over`, `to` on the board,
    /// a knight's move, a knight on `from`, `to` empty.
    fn apply_in_place(&self, position: &mut Position, step: &Step) -> Result<(), MoveError> {
        let State::Swap { .. } = position.state else {
            return Err(MoveError::WrongPuzzle {
                position: position.puzzle(),
                puzzle: ID,
            });
        };
        let board = &mut position.board;
        on(board, step.from)?;
        knight_step(board, step)?;
        let Cell::Piece(piece @ (Piece::WhiteKnight | Piece::BlackKnight)) = board.get(step.from) else {
            return Err(MoveError::NoPiece { square: step.from });
        };
        if board.get(step.to) != Cell::Empty {
            return Err(MoveError::Occupied { square: step.to });
        }
        move_piece(board, step.from, step.to, piece);
        position.moves += 1;
        position.last = Some(step.to);
        Ok(())
    }

    /// The board equals the goal.
    fn answer_step(&self, board: &mut Board, step: &Step) -> Result<(), MoveError> {
        knight_answer_step(board, step, true)
    }

    fn is_goal(&self, position: &Position) -> bool {
        match &position.state {
            State::Swap { goal } => position.board.pieces().eq(goal.pieces()),
            _ => false,
        }
    }

    /// The fewest moves left, now and before the last move (`super::coach`).
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::advise(attempt, budget)
    }
}
