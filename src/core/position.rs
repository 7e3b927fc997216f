//! A position being played by hand: the board, the puzzle's own part
//! ([`State`]: the goal, the walking knight, the pegs' finish, the pieces
//! given), the moves made and the last square. The types every puzzle's
//! `moves.rs` / `place.rs` builds and [`Play`](super::play::Play) takes;
//! and the placement moves the two placement puzzles share
//! (`place_piece`, `remove_piece`).
//!
//! Coordinates are `[row, col]`, 0-based, row 0 at the top.

use serde::Serialize;

use super::board::{Board, Cell, Piece, Square};
use super::move_error::{knight_step, on, MoveError};
use super::notation;
use super::request::Step;
use super::words::grouped;

/// A position being played: the board and what the puzzle's rules need
/// besides it (the goal, the walking knight, the pieces given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The id of the puzzle whose rules it follows (given by the puzzle
    /// that set it up: the core knows no puzzle by name).
    pub(crate) puzzle: &'static str,
    /// Off squares and the pieces standing (knights, pegs, queens).
    pub(crate) board: Board,
    /// The puzzle's own part.
    pub(crate) state: State,
    /// Moves made since the start; a chain of jumps by one peg counts once.
    pub(crate) moves: u64,
    /// The square the last step landed on (`None` at the start).
    pub(crate) last: Option<Square>,
}

/// The puzzle's own part of a [`Position`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// `knight-swap`: knights move one at a time to empty squares until
    /// the board equals `goal`.
    Swap {
        /// The position to reach.
        goal: Board,
    },
    /// `knight-path`: one knight walks to `target`; squares may be visited
    /// again.
    Path {
        /// The walking knight.
        walker: Walker,
        /// The square to reach.
        target: Square,
    },
    /// `knight-tour`: one knight visits every on square once; a closed tour
    /// ends with a step back onto the start.
    Tour {
        /// The walking knight.
        walker: Walker,
        /// A closed tour is wanted.
        closed: bool,
        /// The board's on squares.
        squares: usize,
    },
    /// `peg-solitaire`: a peg jumps over a neighbouring peg into the empty
    /// hole beyond, removing it.
    Pegs {
        /// Square grids: the two diagonal directions are allowed too.
        diagonal: bool,
        /// What the last position must be.
        finish: PegFinish,
    },
    /// `non-attacking-knights` (`piece` a white knight) and `n-queens`
    /// (`piece` a queen): pieces are placed and removed, never two
    /// attacking each other.
    Placement {
        /// The piece placed.
        piece: Piece,
        /// The squares of the pieces given at the start, which must stay
        /// (row-major).
        fixed: Vec<Square>,
    },
}

/// The finish of peg solitaire.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PegFinish {
    /// One peg left, on any of these holes (row-major).
    OneOn(Vec<Square>),
    /// Exactly these pegs left (row-major).
    Pegs(Vec<Square>),
}

/// The knight of a path or a tour and where it has been.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walker {
    /// The squares in the order visited, the start first; the knight stands
    /// on the last.
    path: Vec<Square>,
    /// Tours only: bit `board.index(s)` is set when `s` was visited. Empty
    /// for paths, which may pass a square twice.
    seen: Vec<u64>,
}

impl Walker {
    /// A knight standing on `start` of `board`; `tour` tracks the squares
    /// visited (a tour may not visit one twice).
    #[must_use]
    pub fn new(board: &Board, start: Square, tour: bool) -> Walker {
        let mut w = Walker {
            path: vec![start],
            seen: if tour {
                vec![0; board.len().div_ceil(64) as usize]
            } else {
                Vec::new()
            },
        };
        w.mark(board, start);
        w
    }

    /// The square the walk started on.
    #[must_use]
    pub fn start(&self) -> Square {
        self.path[0]
    }

    /// The square the knight stands on.
    #[must_use]
    pub fn at(&self) -> Square {
        self.path[self.path.len() - 1]
    }

    /// The squares visited in order, the start first.
    #[must_use]
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Tours: whether the knight has been on `square`.
    #[must_use]
    pub fn visited(&self, board: &Board, square: Square) -> bool {
        let i = board.index(square);
        self.seen.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn mark(&mut self, board: &Board, square: Square) {
        let i = board.index(square);
        if let Some(w) = self.seen.get_mut((i / 64) as usize) {
            *w |= 1 << (i % 64);
        }
    }

    /// Checks a step of the knight on `board`: from its square, a knight's
    /// move onto an on square (whether a tour may enter it is the tour's
    /// rule).
    ///
    /// # Errors
    /// [`MoveError::NotWalker`], then as for [`knight_step`].
    pub fn check(&self, board: &Board, step: &Step) -> Result<(), MoveError> {
        if step.from != self.at() {
            return Err(MoveError::NotWalker {
                square: step.from,
                walker: self.at(),
            });
        }
        knight_step(board, step)
    }

    /// Moves the knight to `square` (already checked).
    pub(crate) fn go(&mut self, board: &Board, square: Square) {
        self.mark(board, square);
        self.path.push(square);
    }
}

impl Position {
    /// A position of the puzzle `puzzle` (its id) at the start of play
    /// (no move made yet).
    #[must_use]
    pub fn new(puzzle: &'static str, board: Board, state: State) -> Position {
        Position {
            puzzle,
            board,
            state,
            moves: 0,
            last: None,
        }
    }

    /// The board: off squares and the pieces standing. The walking knight
    /// of a path or tour is not on it (see [`Position::walker`]).
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The puzzle's own part.
    #[must_use]
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Moves made since the start; a chain of jumps by one peg counts once.
    #[must_use]
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// The square the last step landed on, `None` before the first.
    #[must_use]
    pub fn last(&self) -> Option<Square> {
        self.last
    }

    /// The walking knight of a path or tour.
    #[must_use]
    pub fn walker(&self) -> Option<&Walker> {
        match &self.state {
            State::Path { walker, .. } | State::Tour { walker, .. } => Some(walker),
            _ => None,
        }
    }

    /// Whether `step` continues the move of the piece that moved last: in
    /// peg solitaire a chain of jumps by one peg counts as one move.
    #[must_use]
    pub fn continues(&self, step: &Step) -> bool {
        self.last == Some(step.from)
    }

    /// The id of the puzzle whose rules this position follows.
    #[must_use]
    pub fn puzzle(&self) -> &'static str {
        self.puzzle
    }

    /// The position as the JS API returns it. The board is written in the
    /// notation up to the notation's own limit of
    /// [`notation::MAX_TEXT_CELLS`] cells (docs/NOTATION.md); a larger one
    /// (a knight path of up to 10 000 × 10 000) is left out, and
    /// `boardOmitted` says why.
    #[must_use]
    pub fn summary(&self, solved: bool) -> Summary {
        let walker = self.walker();
        let cells = self.board.len();
        let (board, board_omitted) = if cells <= notation::MAX_TEXT_CELLS as u64 {
            (Some(notation::format(&self.board)), None)
        } else {
            (
                None,
                Some(format!(
                    "the {} × {} board has {} cells, more than the {} a position text may describe (docs/NOTATION.md); offSquares(request) gives its walls, `walker` and `visited` the knight",
                    grouped(self.board.rows()),
                    grouped(self.board.cols()),
                    grouped(cells),
                    grouped(notation::MAX_TEXT_CELLS)
                )),
            )
        };
        Summary {
            puzzle: self.puzzle(),
            board,
            board_omitted,
            moves: self.moves,
            last: self.last,
            walker: walker.map(Walker::at),
            visited: walker.map(|w| w.path().to_vec()),
            solved,
        }
    }
}

/// A position as the JS API returns it (camelCase on the wire).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// The puzzle's id.
    pub puzzle: &'static str,
    /// The board in the position notation; `None` past the notation's
    /// limit of [`notation::MAX_TEXT_CELLS`] cells (see `board_omitted`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Why `board` is left out: a board of more cells than a position text
    /// may describe (wire name `boardOmitted`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board_omitted: Option<String>,
    /// Moves made; a chain of jumps by one peg counts once.
    pub moves: u64,
    /// The square the last step landed on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last: Option<Square>,
    /// Knight path and tour: the knight's square.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub walker: Option<Square>,
    /// Knight path and tour: the squares visited in order, the start first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub visited: Option<Vec<Square>>,
    /// Whether the goal is reached.
    pub solved: bool,
}

/// Placement puzzles: `position` with `position`'s piece added on
/// `square`, when `square` is on the board, empty, and not attacked:
/// `attacker` gives the square of a piece standing on `board` that attacks
/// `square` (attacks are mutual for knights and queens, so that piece would
/// be attacked too).
///
/// # Errors
/// [`MoveError::Outside`], [`MoveError::Off`], [`MoveError::Occupied`],
/// [`MoveError::Attacked`]; [`MoveError::NoPlacing`] for a position of a
/// puzzle with moves.
pub(crate) fn place_piece(
    position: &Position,
    square: Square,
    attacker: impl Fn(&Board, Square) -> Option<Square>,
) -> Result<Position, MoveError> {
    let mut next = position.clone();
    place_piece_in_place(&mut next, square, attacker)?;
    Ok(next)
}

/// [`place_piece`] on `position` itself (no copy): unchanged on an error.
pub(crate) fn place_piece_in_place(
    position: &mut Position,
    square: Square,
    attacker: impl Fn(&Board, Square) -> Option<Square>,
) -> Result<(), MoveError> {
    let State::Placement { piece, .. } = position.state else {
        return Err(MoveError::NoPlacing {
            puzzle: position.puzzle(),
        });
    };
    let board = &position.board;
    on(board, square)?;
    if board.get(square) != Cell::Empty {
        return Err(MoveError::Occupied { square });
    }
    if let Some(by) = attacker(board, square) {
        return Err(MoveError::Attacked { square, by, piece });
    }
    // `square` is on the board.
    let _ = position.board.set(square, Cell::Piece(piece));
    position.moves += 1;
    position.last = Some(square);
    Ok(())
}

/// Placement puzzles: `position` with the piece on `square` removed, when
/// it was not given with the puzzle.
///
/// # Errors
/// [`MoveError::Outside`], [`MoveError::Off`],
/// [`MoveError::NothingToRemove`], [`MoveError::Fixed`];
/// [`MoveError::NoPlacing`] for a position of a puzzle with moves.
pub(crate) fn remove_piece(position: &Position, square: Square) -> Result<Position, MoveError> {
    let State::Placement { fixed, .. } = &position.state else {
        return Err(MoveError::NoPlacing {
            puzzle: position.puzzle(),
        });
    };
    on(&position.board, square)?;
    if !matches!(position.board.get(square), Cell::Piece(_)) {
        return Err(MoveError::NothingToRemove { square });
    }
    if fixed.binary_search(&square).is_ok() {
        return Err(MoveError::Fixed { square });
    }
    let mut next = position.clone();
    let _ = next.board.set(square, Cell::Empty);
    next.moves += 1;
    next.last = None;
    Ok(next)
}

/// Moves `piece` from `from` to `to`, both on squares of `board` (checked
/// by the caller).
pub(crate) fn move_piece(board: &mut Board, from: Square, to: Square, piece: Piece) {
    // Both squares were checked to be on the board: `set` cannot fail.
    let _ = board.set(from, Cell::Empty);
    let _ = board.set(to, Cell::Piece(piece));
}
