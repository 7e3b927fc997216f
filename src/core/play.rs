//! Playing a puzzle by hand: a [`Position`], the legal moves from it, and
//! the one place where a move is applied, with the reason when it is
//! illegal ([`MoveError`]).
//!
//! Every puzzle implements [`Play`] (a supertrait of
//! [`Puzzle`], so any puzzle found by id can be
//! played): [`Play::position`] reads a request's start,
//! [`Play::legal_moves`] lists the moves, [`Play::apply`] makes one.
//! Puzzles with moves (knight swap, knight path, knight's tour, peg
//! solitaire) take [`Step`]s; placement puzzles (non-attacking knights,
//! n-queens) take [`Play::place`] and [`Play::remove`]. The rules of each
//! live in the puzzle's own `moves.rs` / `place.rs`; the checks they share
//! (a square on the board, a knight move) are here, written once.
//!
//! Test replays of solver answers, the view's playback
//! ([`apply_answer_step`]) and the JS API's `moves` / `apply` / `place` /
//! `remove` all go through these functions.
//!
//! Coordinates are `[row, col]`, 0-based, row 0 at the top.

use serde::Serialize;

use super::board::{Board, Cell, Piece, Square};
use super::coach::{Attempt, Coaching, Verdict};
use super::notation;
use super::puzzles::{AnswerKind, Puzzle};
use super::request::{Request, RequestError, Step};
use super::search::{Budget, LimitReached, Stats};

/// A position being played: the board and what the puzzle's rules need
/// besides it (the goal, the walking knight, the pieces given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
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
    /// A position at the start of play (no move made yet).
    #[must_use]
    pub fn new(board: Board, state: State) -> Position {
        Position {
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
        match &self.state {
            State::Swap { .. } => "knight-swap",
            State::Path { .. } => "knight-path",
            State::Tour { .. } => "knight-tour",
            State::Pegs { .. } => "peg-solitaire",
            State::Placement {
                piece: Piece::Queen, ..
            } => "n-queens",
            State::Placement { .. } => "non-attacking-knights",
        }
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
                    "the {} × {} board has {cells} cells, more than the {} a position text may describe (docs/NOTATION.md); offSquares(request) gives its walls, `walker` and `visited` the knight",
                    self.board.rows(),
                    self.board.cols(),
                    notation::MAX_TEXT_CELLS
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
    /// The step is not a knight's move (two squares one way, one the other).
    NotKnightMove {
        /// Where it starts.
        from: Square,
        /// Where it ends.
        to: Square,
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

/// `[r, c]`, as every message here writes a square.
fn at(s: Square) -> String {
    format!("[{}, {}]", s[0], s[1])
}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::WhiteKnight | Piece::BlackKnight => "knight",
        Piece::Queen => "queen",
        Piece::Peg => "peg",
    }
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::Outside { square, rows, cols } => {
                write!(f, "square {} is outside the {rows} × {cols} board", at(*square))
            }
            MoveError::Off { square } => write!(f, "square {} is off the board", at(*square)),
            MoveError::NoPiece { square } => write!(f, "no piece to move on {}", at(*square)),
            MoveError::NotWalker { square, walker } => write!(
                f,
                "the knight stands on {}, not on {}: it moves from where it stands",
                at(*walker),
                at(*square)
            ),
            MoveError::NotKnightMove { from, to } => write!(
                f,
                "not a knight move: {} → {} (a knight moves two squares one way and one the other)",
                at(*from),
                at(*to)
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
                let name = piece_name(*piece);
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
/// knight's jumps ([`Board::knight_moves`]); pieces are ignored.
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
    if !board.knight_moves(step.from).any(|m| m == step.to) {
        return Err(MoveError::NotKnightMove {
            from: step.from,
            to: step.to,
        });
    }
    Ok(())
}

/// What a puzzle offers to a player: its start position, the legal moves
/// and the one `apply`. Every method has a default for puzzles without
/// that kind of play (no position, no moves, no placing).
pub trait Play {
    /// The start position of `request`, checked as `solve` checks it, set
    /// up within `budget`: the board read, its `randomOff` walls drawn with
    /// the clock read before each row and their memory asked first
    /// ([`crate::core::set_up_board`]), and whatever else the puzzle reads
    /// before play. `Ok(Err(LimitReached))` when the budget ran out first
    /// ([`Budget::set_up_reason`] then says which limit, and what was being
    /// done).
    ///
    /// # Errors
    /// A [`RequestError`] when the request is wrong for this puzzle, or the
    /// puzzle cannot be played by hand.
    fn start(
        &self,
        request: &Request,
        _budget: &mut Budget<'_>,
    ) -> Result<Result<Position, LimitReached>, RequestError> {
        Err(RequestError::new(format!(
            "{} cannot be played by hand",
            request.puzzle
        )))
    }

    /// [`Play::start`] within the request's own `limits`
    /// ([`crate::core::budget_of`]).
    ///
    /// # Errors
    /// As for [`Play::start`]; a limit reached is an error naming it
    /// ("limit: the budget of 200 ms ran out while drawing the random walls
    /// … before the position was ready; raise limits.millis").
    fn position(&self, request: &Request) -> Result<Position, RequestError> {
        let mut budget = super::budget_of(request, request.millis_limit())?;
        self.start(request, &mut budget)?
            .map_err(|_| RequestError::new(budget.set_up_reason("the position")))
    }

    /// Every legal step from `position`, in a fixed order (row-major by
    /// the piece moved, then the puzzle's directions). Empty for placement
    /// puzzles and for another puzzle's position.
    fn legal_moves(&self, _position: &Position) -> Vec<Step> {
        Vec::new()
    }

    /// Makes `step` on `position` in place when it is legal; leaves the
    /// position unchanged otherwise.
    ///
    /// # Errors
    /// A [`MoveError`] naming the first check that fails.
    fn play(&self, position: &mut Position, _step: &Step) -> Result<(), MoveError> {
        Err(MoveError::NoMoves {
            puzzle: position.puzzle(),
        })
    }

    /// The position after `step`.
    ///
    /// # Errors
    /// As for [`Play::play`].
    fn apply(&self, position: &Position, step: &Step) -> Result<Position, MoveError> {
        let mut next = position.clone();
        self.play(&mut next, step)?;
        Ok(next)
    }

    /// Placement puzzles: the position with a piece added on `square`.
    ///
    /// # Errors
    /// A [`MoveError`]: the square is outside, off, occupied, or attacked
    /// by a piece standing (naming it); [`MoveError::NoPlacing`] for
    /// puzzles with moves.
    fn place(&self, position: &Position, _square: Square) -> Result<Position, MoveError> {
        Err(MoveError::NoPlacing {
            puzzle: position.puzzle(),
        })
    }

    /// Placement puzzles: the position with the piece on `square` removed.
    ///
    /// # Errors
    /// A [`MoveError`]: the square is outside, off, empty, or holds a piece
    /// given with the puzzle; [`MoveError::NoPlacing`] for puzzles with
    /// moves.
    fn remove(&self, position: &Position, _square: Square) -> Result<Position, MoveError> {
        Err(MoveError::NoPlacing {
            puzzle: position.puzzle(),
        })
    }

    /// Whether `position` reaches the puzzle's goal (false where the goal
    /// is a maximum only a solver knows, as for non-attacking knights).
    fn is_goal(&self, _position: &Position) -> bool {
        false
    }

    /// The coach's verdict on `attempt.position` within `budget` (the
    /// puzzle's `coach.rs`; [`crate::core::coach`] fills in `moves` and
    /// the time). By default: unknown, no coach.
    #[cfg(feature = "solvers")]
    fn coach(&self, attempt: &Attempt<'_>, _budget: &mut Budget<'_>) -> Coaching {
        Coaching::new(
            attempt.position.puzzle(),
            Verdict::Unknown,
            "no coach for this puzzle yet",
            Stats::default(),
        )
    }
}

/// A step that could not be replayed: which (0-based) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Index of the failing step.
    pub index: usize,
    /// Why it is illegal.
    pub error: MoveError,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "step {}: {}", self.index, self.error)
    }
}

impl std::error::Error for ReplayError {}

/// Plays `steps` in order on `position` by `puzzle`'s rules (the replay
/// of an answer or of the moves made so far).
///
/// # Errors
/// A [`ReplayError`] naming the first illegal step; `position` then holds
/// the position before it.
pub fn replay(puzzle: &dyn Puzzle, position: &mut Position, steps: &[Step]) -> Result<(), ReplayError> {
    for (index, step) in steps.iter().enumerate() {
        puzzle
            .play(position, step)
            .map_err(|error| ReplayError { index, error })?;
    }
    Ok(())
}

/// Why a request could not be played: the request is wrong, a step or
/// placement made so far is illegal, or the new one is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The request is wrong (as `solve` would say).
    Request(RequestError),
    /// Entry `index` of the steps or placements made so far is illegal.
    Played(ReplayError),
    /// The new step, placement or removal is illegal.
    Move(MoveError),
    /// The request's `limits` ran out while its start was set up (drawing
    /// a large board's random walls): the message names the limit and what
    /// was being done.
    Limit(String),
}

impl PlayError {
    /// A stable name for programs: `"request"`, or the [`MoveError::code`]
    /// of the illegal move.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::Request(_) => "request",
            PlayError::Played(e) => e.error.code(),
            PlayError::Move(e) => e.code(),
            PlayError::Limit(_) => "limit",
        }
    }
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Request(e) => write!(f, "{e}"),
            PlayError::Played(e) => write!(f, "played[{}]: {}", e.index, e.error),
            PlayError::Move(e) => write!(f, "{e}"),
            PlayError::Limit(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> PlayError {
        PlayError::Move(e)
    }
}

/// The puzzle `request` names.
///
/// # Errors
/// [`PlayError::Request`] for an unknown puzzle, listing the known ones.
pub fn puzzle_of(request: &Request) -> Result<&'static dyn Puzzle, PlayError> {
    super::puzzles::find_or_refuse(&request.puzzle).map_err(PlayError::Request)
}

/// `position` after the steps `played` and then the pieces `placed`, in
/// order, by `puzzle`'s rules.
///
/// # Errors
/// [`PlayError::Played`] naming the first illegal step or placement.
pub fn play_from(
    puzzle: &dyn Puzzle,
    mut position: Position,
    played: &[Step],
    placed: &[Square],
) -> Result<Position, PlayError> {
    replay(puzzle, &mut position, played).map_err(PlayError::Played)?;
    for (index, &square) in placed.iter().enumerate() {
        position = puzzle
            .place(&position, square)
            .map_err(|error| PlayError::Played(ReplayError { index, error }))?;
    }
    Ok(position)
}

/// The puzzle of `request` and its position after the steps `played`
/// (knight swap, path, tour, peg solitaire) and the pieces `placed`
/// (placement puzzles), in order: what the JS API's play functions start
/// from. The start is set up within the request's `limits`
/// ([`Play::start`]; 60 s and 512 MB by default, as for `solve`).
///
/// # Errors
/// [`PlayError::Request`] for an unknown puzzle or a wrong request,
/// [`PlayError::Limit`] when the limits ran out while the start was set up
/// (a large board's random walls), [`PlayError::Played`] naming the first
/// illegal step or placement.
pub fn position_after(
    request: &Request,
    played: &[Step],
    placed: &[Square],
) -> Result<(&'static dyn Puzzle, Position), PlayError> {
    let puzzle = puzzle_of(request)?;
    let mut budget = super::budget_of(request, request.millis_limit()).map_err(PlayError::Request)?;
    let position = start(puzzle, request, &mut budget)?;
    Ok((puzzle, play_from(puzzle, position, played, placed)?))
}

/// The start of `request` by `puzzle` within `budget`
/// ([`Play::start`]), a limit reached turned into [`PlayError::Limit`].
///
/// # Errors
/// [`PlayError::Request`] for a wrong request, [`PlayError::Limit`].
pub fn start(puzzle: &dyn Puzzle, request: &Request, budget: &mut Budget<'_>) -> Result<Position, PlayError> {
    puzzle
        .start(request, budget)
        .map_err(PlayError::Request)?
        .map_err(|_| PlayError::Limit(budget.set_up_reason("the position")))
}

/// Applies one step of a solver's answer to `board`, by the rule of the
/// answer's kind, for drawing an answer being played back: [`AnswerKind::Moves`]
/// and [`AnswerKind::Path`] move the piece on `from` (if any: a path's
/// walker may be drawn apart from the board) a knight's move to the empty
/// square `to`; [`AnswerKind::Jumps`] jumps the peg on `from` over `over`
/// into `to`, removing the jumped peg, in any of the grid's directions
/// (diagonals included on square grids: the board alone does not say
/// whether the request allowed them; the solver's answer already kept its
/// rule). Tours are not checked against earlier squares here
/// (use [`Play`] with the request's [`Position`] for that).
/// [`AnswerKind::Placement`] answers have no steps: the board is unchanged.
///
/// # Errors
/// The [`MoveError`] of the first failed check; `board` is then
/// unchanged.
pub fn apply_answer_step(board: &mut Board, kind: AnswerKind, step: &Step) -> Result<(), MoveError> {
    match kind {
        AnswerKind::Moves | AnswerKind::Path => {
            on(board, step.from)?;
            knight_step(board, step)?;
            let piece = board.get(step.from);
            if kind == AnswerKind::Moves && !matches!(piece, Cell::Piece(_)) {
                return Err(MoveError::NoPiece { square: step.from });
            }
            if matches!(board.get(step.to), Cell::Piece(_)) {
                return Err(MoveError::Occupied { square: step.to });
            }
            if let Cell::Piece(p) = piece {
                move_piece(board, step.from, step.to, p);
            }
            Ok(())
        }
        AnswerKind::Jumps => super::puzzles::peg_solitaire::moves::jump(board, step, true),
        AnswerKind::Placement => Ok(()),
    }
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
    let mut next = position.clone();
    // `square` is on the board.
    let _ = next.board.set(square, Cell::Piece(piece));
    next.moves += 1;
    next.last = Some(square);
    Ok(next)
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

#[cfg(test)]
mod tests;
