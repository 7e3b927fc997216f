//! Why a move, a placement or a removal is illegal ([`MoveError`]: one
//! variant per failed check, its message and a stable code), and the two
//! checks every puzzle with moves shares: a square on the board ([`on`]),
//! a knight's step ([`knight_step`]).

use super::board::{Board, Leaper, Piece, Square};
use super::request::Step;
use super::words::{at, grouped, plural};

/// Why a move, a placement or a removal is illegal. Each variant is one
/// failed check and carries the squares it concerns; the message
/// ([`Display`](std::fmt::Display)) says why, and [`MoveError::code`] gives
/// a stable name for programs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square is not a cell of the board.
    Outside {
        /// The square.
        square: Square,
        /// Rows of the board.
        rows: u32,
        /// Columns of the board.
        cols: u32,
    },
    /// The square is off (`#`): nothing may stand there.
    Off {
        /// The square.
        square: Square,
    },
    /// There is no piece to move on the square.
    NoPiece {
        /// The square.
        square: Square,
    },
    /// Path and tour: the step starts elsewhere than the knight.
    NotWalker {
        /// Where the step starts.
        square: Square,
        /// Where the knight stands.
        walker: Square,
    },
    /// The step is not a move of the board's leaper (the knight: two
    /// squares one way, one the other).
    NotKnightMove {
        /// Where it starts.
        from: Square,
        /// Where it ends.
        to: Square,
        /// The piece's move rule.
        leaper: Leaper,
    },
    /// A piece already stands on the square.
    Occupied {
        /// The square.
        square: Square,
    },
    /// Tour: the knight has been on the square already (a closed tour may
    /// step back onto its start only once every square is visited).
    Visited {
        /// The square.
        square: Square,
    },
    /// A knight's step names a square it jumps over, but knights remove
    /// nothing.
    Over {
        /// The `over` square given.
        square: Square,
    },
    /// Peg solitaire: not two holes in a straight line along one of the
    /// grid's jump directions.
    NotJump {
        /// Where it starts.
        from: Square,
        /// Where it ends.
        to: Square,
    },
    /// Peg solitaire: `over` is not the hole between `from` and `to`.
    WrongOver {
        /// Where the jump starts.
        from: Square,
        /// Where it ends.
        to: Square,
        /// The `over` square given.
        over: Square,
    },
    /// Peg solitaire: no peg stands on the square the jump starts from.
    NoPeg {
        /// The square.
        square: Square,
    },
    /// Peg solitaire: no peg stands in the hole jumped over.
    NoPegOver {
        /// The hole.
        square: Square,
    },
    /// Peg solitaire: the landing hole holds a peg.
    LandingFull {
        /// The hole.
        square: Square,
    },
    /// Placement: a piece on the square would attack, and be attacked by,
    /// the piece on `by`.
    Attacked {
        /// The square.
        square: Square,
        /// The square of the attacking piece.
        by: Square,
        /// The piece placed.
        piece: Piece,
    },
    /// Placement: there is no piece to remove on the square.
    NothingToRemove {
        /// The square.
        square: Square,
    },
    /// Placement: the piece on the square was given with the puzzle and
    /// must stay.
    Fixed {
        /// The square.
        square: Square,
    },
    /// The puzzle places and removes pieces; it has no moves.
    NoMoves {
        /// The puzzle's id.
        puzzle: &'static str,
    },
    /// The puzzle moves pieces; nothing is placed or removed.
    NoPlacing {
        /// The puzzle's id.
        puzzle: &'static str,
    },
    /// The position belongs to another puzzle.
    WrongPuzzle {
        /// The puzzle of the position.
        position: &'static str,
        /// The puzzle asked to play it.
        puzzle: &'static str,
    },
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::Outside { square, rows, cols } => {
                write!(
                    f,
                    "square {} is outside the {} × {} board",
                    at(*square),
                    grouped(*rows),
                    grouped(*cols)
                )
            }
            MoveError::Off { square } => write!(f, "square {} is off the board", at(*square)),
            MoveError::NoPiece { square } => write!(f, "no piece to move on {}", at(*square)),
            MoveError::NotWalker { square, walker } => write!(
                f,
                "the knight stands on {}, not on {}: it moves from where it stands",
                at(*walker),
                at(*square)
            ),
            MoveError::NotKnightMove { from, to, leaper } if leaper.is_knight() => write!(
                f,
                "not a knight move: {} → {} (a knight moves two squares one way and one the other)",
                at(*from),
                at(*to)
            ),
            MoveError::NotKnightMove { from, to, leaper } => write!(
                f,
                "not a {} move: {} → {} (it jumps {} one way and {} the other)",
                leaper.words(),
                at(*from),
                at(*to),
                plural(leaper.a() as usize, "square"),
                plural(leaper.b() as usize, "square")
            ),
            MoveError::Occupied { square } => write!(f, "square {} is occupied", at(*square)),
            MoveError::Visited { square } => write!(f, "the tour already visited {}", at(*square)),
            MoveError::Over { square } => write!(
                f,
                "a knight removes nothing it jumps over: leave out `over` (it names {})",
                at(*square)
            ),
            MoveError::NotJump { from, to } => write!(
                f,
                "not a jump: {} → {} (a peg jumps over the next hole in a straight line into the hole beyond)",
                at(*from),
                at(*to)
            ),
            MoveError::WrongOver { from, to, over } => {
                write!(f, "{} is not the hole between {} and {}", at(*over), at(*from), at(*to))
            }
            MoveError::NoPeg { square } => write!(f, "no peg to jump with at {}", at(*square)),
            MoveError::NoPegOver { square } => write!(f, "no peg to jump over at {}", at(*square)),
            MoveError::LandingFull { square } => write!(f, "landing hole {} is not empty", at(*square)),
            MoveError::Attacked { square, by, piece } => {
                let name = piece.noun();
                write!(f, "square {} is attacked by the {name} on {}", at(*square), at(*by))
            }
            MoveError::NothingToRemove { square } => write!(f, "no piece to remove on {}", at(*square)),
            MoveError::Fixed { square } => write!(
                f,
                "the piece on {} was given with the puzzle and must stay",
                at(*square)
            ),
            MoveError::NoMoves { puzzle } => write!(f, "{puzzle} has no moves: pieces are placed and removed"),
            MoveError::NoPlacing { puzzle } => {
                write!(f, "{puzzle} moves pieces: nothing is placed or removed")
            }
            MoveError::WrongPuzzle { position, puzzle } => {
                write!(f, "a {position} position cannot be played by the rules of {puzzle}")
            }
        }
    }
}

impl std::error::Error for MoveError {}

impl MoveError {
    /// A stable name of the failed check, e.g. `"not-knight-move"`, for
    /// programs (the JS API's `error.kind`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            MoveError::Outside { .. } => "outside",
            MoveError::Off { .. } => "off",
            MoveError::NoPiece { .. } => "no-piece",
            MoveError::NotWalker { .. } => "not-walker",
            MoveError::NotKnightMove { .. } => "not-knight-move",
            MoveError::Occupied { .. } => "occupied",
            MoveError::Visited { .. } => "visited",
            MoveError::Over { .. } => "over",
            MoveError::NotJump { .. } => "not-jump",
            MoveError::WrongOver { .. } => "wrong-over",
            MoveError::NoPeg { .. } => "no-peg",
            MoveError::NoPegOver { .. } => "no-peg-over",
            MoveError::LandingFull { .. } => "landing-full",
            MoveError::Attacked { .. } => "attacked",
            MoveError::NothingToRemove { .. } => "nothing-to-remove",
            MoveError::Fixed { .. } => "fixed",
            MoveError::NoMoves { .. } => "no-moves",
            MoveError::NoPlacing { .. } => "no-placing",
            MoveError::WrongPuzzle { .. } => "wrong-puzzle",
        }
    }
}

/// Checks that `square` is an on cell of `board`.
///
/// # Errors
/// [`MoveError::Outside`] past the grid, [`MoveError::Off`] on an off cell.
pub fn on(board: &Board, square: Square) -> Result<(), MoveError> {
    if !board.contains(square) {
        return Err(MoveError::Outside {
            square,
            rows: board.rows(),
            cols: board.cols(),
        });
    }
    if !board.is_on(square) {
        return Err(MoveError::Off { square });
    }
    Ok(())
}

/// Checks a knight's step between two on squares of `board` by the
/// knight's jumps ([`Board::leaps`]); pieces are ignored.
///
/// # Errors
/// [`MoveError::Over`] when the step names an `over` square,
/// [`MoveError::Outside`] / [`MoveError::Off`] for `to`,
/// [`MoveError::NotKnightMove`].
pub fn knight_step(board: &Board, step: &Step) -> Result<(), MoveError> {
    if let Some(square) = step.over {
        return Err(MoveError::Over { square });
    }
    on(board, step.to)?;
    if !board.leaps(step.from).any(|m| m == step.to) {
        return Err(MoveError::NotKnightMove {
            from: step.from,
            to: step.to,
            leaper: board.leaper(),
        });
    }
    Ok(())
}
