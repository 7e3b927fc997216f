//! Playing a puzzle by hand: the [`Play`] trait every puzzle implements
//! (its start, the legal moves, the one place where a move is applied, a
//! solver's answer step for playback, the coach), and the replay of a
//! sequence of steps ([`replay`], [`play_from`]) with its errors.
//!
//! Every puzzle implements [`Play`] (a supertrait of
//! [`Puzzle`](super::puzzles::Puzzle), so any puzzle found by id can be
//! played): [`Play::position`] reads a request's start,
//! [`Play::legal_moves`] lists the moves, [`Play::apply_in_place`] makes
//! one on a position ([`Play::applied`]: on a copy, returned).
//! Puzzles with moves (knight swap, knight path, knight's tour, peg
//! solitaire) take [`Step`]s; placement puzzles (non-attacking knights,
//! n-queens) take [`Play::place`] and [`Play::remove`]. The rules of each
//! live in the puzzle's own `moves.rs` / `place.rs`; the checks they share
//! (a square on the board, a knight move) are in
//! [`move_error`](super::move_error), written once. The types played on
//! ([`Position`], [`MoveError`]) live below this file and are re-exported
//! here; what needs the puzzle list (`position_after`, `coach`) lives above
//! it, in [`entry`](super::entry).
//!
//! Test replays of solver answers, the view's playback
//! ([`Play::answer_step`]) and the JS API's `moves` / `apply` / `place` /
//! `remove` all go through these functions.
//!
//! Coordinates are `[row, col]`, 0-based, row 0 at the top.

use super::board::{Board, Cell, Square};
use super::coach::{Attempt, Coaching, Verdict};
use super::request::{budget_of, Request, RequestError, Step};
use super::search::{Budget, LimitReached, Stats};

pub use super::move_error::{knight_step, on, MoveError};
pub(crate) use super::position::{move_piece, place_piece, place_piece_in_place, remove_piece};
pub use super::position::{PegFinish, Position, State, Summary, Walker};

/// What a puzzle offers to a player: its start position, the legal moves
/// and the one place a move is made ([`Play::apply_in_place`], and
/// [`Play::applied`] over it). Every method has a default for puzzles without
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
        let mut budget = budget_of(request, request.millis_limit())?;
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
    fn apply_in_place(&self, position: &mut Position, _step: &Step) -> Result<(), MoveError> {
        Err(MoveError::NoMoves {
            puzzle: position.puzzle(),
        })
    }

    /// The position after `step`.
    ///
    /// # Errors
    /// As for [`Play::apply_in_place`].
    fn applied(&self, position: &Position, step: &Step) -> Result<Position, MoveError> {
        let mut next = position.clone();
        self.apply_in_place(&mut next, step)?;
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

    /// Placement puzzles: [`Play::place`] on `position` itself, in time
    /// independent of the pieces standing (a replay of a long `placed`
    /// list: a copy a piece would be quadratic). By default through
    /// [`Play::place`]; `position` is unchanged on an error.
    ///
    /// # Errors
    /// As for [`Play::place`].
    fn place_in_place(&self, position: &mut Position, square: Square) -> Result<(), MoveError> {
        *position = self.place(position, square)?;
        Ok(())
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

    /// Applies one step of a solver's answer to a bare `board`, for
    /// drawing the answer played back (no [`Position`] needed): the puzzle's
    /// own rule, checked (knights: [`knight_answer_step`]; pegs: a jump in
    /// any of the grid's directions, removing the peg jumped). Tours are not
    /// checked against earlier squares here (use [`Play::apply_in_place`] with the
    /// request's [`Position`] for that). By default (placement puzzles,
    /// whose answers have no steps) the board is unchanged.
    ///
    /// # Errors
    /// The [`MoveError`] of the first failed check; `board` is then
    /// unchanged.
    fn answer_step(&self, _board: &mut Board, _step: &Step) -> Result<(), MoveError> {
        Ok(())
    }

    /// Whether `position` reaches the puzzle's goal (false where the goal
    /// is a maximum only a solver knows, as for non-attacking knights).
    fn is_goal(&self, _position: &Position) -> bool {
        false
    }

    /// The coach's verdict on `attempt.position` within `budget` (the
    /// puzzle's `coach.rs`; [`crate::core::advise`] fills in `moves` and
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
pub fn replay<P: Play + ?Sized>(puzzle: &P, position: &mut Position, steps: &[Step]) -> Result<(), ReplayError> {
    for (index, step) in steps.iter().enumerate() {
        puzzle
            .apply_in_place(position, step)
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
    /// Entry `index` of the steps made so far (`played`) is illegal.
    Played(ReplayError),
    /// Entry `index` of the placements made so far (`placed`) is illegal.
    Placed(ReplayError),
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
            PlayError::Request(e) => e.code(),
            PlayError::Played(e) | PlayError::Placed(e) => e.error.code(),
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
            PlayError::Placed(e) => write!(f, "placed[{}]: {}", e.index, e.error),
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

/// `position` after the steps `played` and then the pieces `placed`, in
/// order, by `puzzle`'s rules.
///
/// # Errors
/// [`PlayError::Played`] or [`PlayError::Placed`] naming the first illegal
/// step or placement.
pub fn play_from<P: Play + ?Sized>(
    puzzle: &P,
    mut position: Position,
    played: &[Step],
    placed: &[Square],
) -> Result<Position, PlayError> {
    replay(puzzle, &mut position, played).map_err(PlayError::Played)?;
    for (index, &square) in placed.iter().enumerate() {
        position = puzzle
            .place(&position, square)
            .map_err(|error| PlayError::Placed(ReplayError { index, error }))?;
    }
    Ok(position)
}

/// [`play_from`] within `budget`: each entry of `played` and `placed`
/// counts a node against `limits.nodes` ([`Budget::work`]) and the clock
/// is read before each, so a long list stops within the budget.
/// `Ok(Err(LimitReached))` when it ran out (its
/// [`Budget::set_up_reason`] names the entry reached).
///
/// # Errors
/// As for [`play_from`].
pub fn play_within<P: Play + ?Sized>(
    puzzle: &P,
    mut position: Position,
    played: &[Step],
    placed: &[Square],
    budget: &mut Budget<'_>,
) -> Result<Result<Position, LimitReached>, PlayError> {
    let during = |what: &'static str, i: usize, n: usize| {
        move || {
            format!(
                "replaying `{what}` (entry {} of {})",
                super::words::grouped(i),
                super::words::grouped(n)
            )
        }
    };
    for (index, step) in played.iter().enumerate() {
        if let Err(limit) = budget.work(1, true, during("played", index, played.len())) {
            return Ok(Err(limit));
        }
        puzzle
            .apply_in_place(&mut position, step)
            .map_err(|error| PlayError::Played(ReplayError { index, error }))?;
    }
    for (index, &square) in placed.iter().enumerate() {
        if let Err(limit) = budget.work(1, true, during("placed", index, placed.len())) {
            return Ok(Err(limit));
        }
        puzzle
            .place_in_place(&mut position, square)
            .map_err(|error| PlayError::Placed(ReplayError { index, error }))?;
    }
    Ok(Ok(position))
}

/// A knight's step of a solver's answer on a bare `board`: the piece on
/// `from` moves a knight's move to the empty square `to`. With
/// `needs_piece` (knight swap) `from` must hold a piece; without it (a
/// path's or tour's walker, drawn apart from the board) an empty `from`
/// leaves the board as it is.
///
/// # Errors
/// [`MoveError::Outside`] / [`MoveError::Off`], the errors of
/// [`knight_step`], [`MoveError::NoPiece`] (with `needs_piece`),
/// [`MoveError::Occupied`]; `board` is then unchanged.
pub fn knight_answer_step(board: &mut Board, step: &Step, needs_piece: bool) -> Result<(), MoveError> {
    on(board, step.from)?;
    knight_step(board, step)?;
    let piece = board.get(step.from);
    if needs_piece && !matches!(piece, Cell::Piece(_)) {
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

#[cfg(test)]
mod tests;
