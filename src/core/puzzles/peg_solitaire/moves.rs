//! Playing peg solitaire by hand: a peg jumps over a neighbouring peg into
//! the empty hole straight beyond it, along one of the grid's directions,
//! and the jumped peg is removed. A chain of jumps by one peg is one move
//! ([`Position::continues`]).

use super::game::{directions, holes_of, Game, Target};
use super::PegSolitaire;
use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::coach::{Attempt, Coaching};
use crate::core::play::{move_piece, on, MoveError, PegFinish, Play, Position, State};
use crate::core::puzzles::Puzzle;
use crate::core::request::{Request, RequestError, Step};
use crate::core::search::{Budget, LimitReached};

use super::ID;

/// The square between `from` and `to` when they are two holes apart along
/// one of the grid's directions (`diagonal` adds a square grid's
/// diagonals).
fn between(board: &Board, step: &Step, diagonal: bool) -> Option<Square> {
    let dr = i64::from(step.to[0]) - i64::from(step.from[0]);
    let dc = i64::from(step.to[1]) - i64::from(step.from[1]);
    let (hr, hc) = (dr / 2, dc / 2);
    let along = directions(board.grid(), diagonal)
        .into_iter()
        .any(|(r, c)| (i64::from(r), i64::from(c)) == (hr, hc) || (i64::from(-r), i64::from(-c)) == (hr, hc));
    if dr % 2 != 0 || dc % 2 != 0 || !along {
        return None;
    }
    Some([
        step.from[0].checked_add_signed(hr as i32)?,
        step.from[1].checked_add_signed(hc as i32)?,
    ])
}

/// Makes the jump `step` on `board` when it is legal, leaving the board
/// unchanged otherwise. Checks, in order: `from` and `to` on the board, two
/// holes apart along a direction of the grid (`diagonal`: also a square
/// grid's diagonals), `over` (when given) the hole between, a peg on
/// `from`, a peg on the hole between, `to` empty.
///
/// # Errors
/// The [`MoveError`] of the first failed check.
pub fn jump(board: &mut Board, step: &Step, diagonal: bool) -> Result<(), MoveError> {
    on(board, step.from)?;
    on(board, step.to)?;
    let Some(over) = between(board, step, diagonal) else {
        return Err(MoveError::NotJump {
            from: step.from,
            to: step.to,
        });
    };
    if let Some(given) = step.over.filter(|&o| o != over) {
        return Err(MoveError::WrongOver {
            from: step.from,
            to: step.to,
            over: given,
        });
    }
    if board.get(step.from) != Cell::Piece(Piece::Peg) {
        return Err(MoveError::NoPeg { square: step.from });
    }
    if board.get(over) != Cell::Piece(Piece::Peg) {
        return Err(MoveError::NoPegOver { square: over });
    }
    if board.get(step.to) != Cell::Empty {
        return Err(MoveError::LandingFull { square: step.to });
    }
    // `over` holds a peg, so it is on the board.
    let _ = board.set(over, Cell::Empty);
    move_piece(board, step.from, step.to, Piece::Peg);
    Ok(())
}

impl Play for PegSolitaire {
    /// The request's board, checked as `solve` checks it, with its finish:
    /// one peg on the finish hole(s), or the `goal` position.
    fn start(
        &self,
        request: &Request,
        budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        let board = match crate::core::set_up_sized_board(request, budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let game = Game::new(&board, request)?;
        let squares = |set: u64| holes_of(set).map(|i| game.holes[i]).collect();
        let finish = match game.target {
            Target::One(holes) => PegFinish::OneOn(squares(holes)),
            Target::Position(pegs) => PegFinish::Pegs(squares(pegs)),
        };
        let state = State::Pegs {
            diagonal: request.diagonal == Some(true),
            finish,
        };
        Ok(Ok(Position::new(self.id(), board, state)))
    }

    /// For each peg in row-major order, its jumps along the grid's
    /// directions (each direction, then its opposite).
    fn legal_moves(&self, position: &Position) -> Vec<Step> {
        let State::Pegs { diagonal, .. } = &position.state else {
            return Vec::new();
        };
        let board = &position.board;
        let dirs = directions(board.grid(), *diagonal);
        let mut out = Vec::new();
        for (from, _) in board.pieces() {
            for &(dr, dc) in &dirs {
                for (dr, dc) in [(dr, dc), (-dr, -dc)] {
                    let over = board.offset(from, dr, dc);
                    let to = board.offset(from, 2 * dr, 2 * dc);
                    if let (Some(over), Some(to)) = (over, to) {
                        if board.get(over) == Cell::Piece(Piece::Peg) && board.get(to) == Cell::Empty {
                            out.push(Step {
                                from,
                                to,
                                over: Some(over),
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// [`jump`] by the position's rule; a jump by the peg that jumped last
    /// continues its move, any other starts a new one.
    fn apply_in_place(&self, position: &mut Position, step: &Step) -> Result<(), MoveError> {
        let State::Pegs { diagonal, .. } = &position.state else {
            return Err(MoveError::WrongPuzzle {
                position: position.puzzle(),
                puzzle: ID,
            });
        };
        jump(&mut position.board, step, *diagonal)?;
        if !position.continues(step) {
            position.moves += 1;
        }
        position.last = Some(step.to);
        Ok(())
    }

    /// The pegs left are the finish: one peg on a finish hole, or exactly
    /// the goal's pegs.
    fn answer_step(&self, board: &mut Board, step: &Step) -> Result<(), MoveError> {
        // Diagonals allowed on square grids: the board alone does not say
        // whether the request allowed them; the solver's answer kept its rule.
        jump(board, step, true)
    }

    fn is_goal(&self, position: &Position) -> bool {
        let State::Pegs { finish, .. } = &position.state else {
            return false;
        };
        let mut pegs = position.board.pieces().map(|(s, _)| s);
        match finish {
            PegFinish::OneOn(holes) => match (pegs.next(), pegs.next()) {
                (Some(s), None) => holes.contains(&s),
                _ => false,
            },
            PegFinish::Pegs(want) => pegs.eq(want.iter().copied()),
        }
    }

    /// Whether the finish is still reachable, and the fewest moves
    /// (`super::coach`).
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
        super::coach::advise(attempt, budget)
    }
}
