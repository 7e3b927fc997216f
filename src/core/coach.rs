//! The coach: after each move of a hand-played position, the solver's
//! verdict on it — solved, still on a best line, off it (and by how much),
//! proved dead (and why), or unknown within the budget — with one best
//! next move as a hint.
//!
//! [`advise`](super::entry::advise) replays the moves made as
//! [`position_after`](super::entry::position_after) does (so an
//! illegal one is refused as `position` refuses it), then asks the
//! puzzle's [`Play::coach`](super::play::Play::coach), which lives in the
//! puzzle's own `coach.rs` and reuses its solvers:
//!
//! | puzzle | what the coach proves |
//! |---|---|
//! | knight swap | the fewest moves from here to the goal (A* with the assignment heuristic), and from the position before the last move |
//! | knight path | the knight distance from here and from the previous square (closed form on boards without walls, A* with walls) |
//! | knight's tour | whether the partial tour can still be completed (cut-off squares, forced ends and their colour, colours, connectivity, then a search: exact on boards up to 64 squares within the default budget) |
//! | non-attacking knights | the most knights that can still be added (maximum matching), against the start's maximum |
//! | n-queens | whether the placement completes to `n` queens, and in how many ways for `n ≤ 10` |
//! | peg solitaire | whether the finish is still reachable (position classes, pagoda functions, search), and the fewest moves, from here and from the start |
//!
//! Every search runs within the request's `limits`; when the request sets
//! no time limit the coach takes [`DEFAULT_MILLIS`] (250 ms), a budget
//! suited to interactive play. What was not proved within it is said
//! (`status: "unknown"`, `proved: false`), never guessed; a proved verdict
//! missing a number the coach sought says `more: true`
//! ([`Coaching::settle`], the one rule every coach applies).

use std::hash::Hash;

use serde::Serialize;

use super::board::Square;
use super::memo;
use super::position::Position;
use super::request::{Count, Request, Step};
use super::search::Stats;
use super::words::{grouped, moves_word};

/// The coach's time limit in milliseconds when the request's `limits` set
/// none: a verdict should arrive between two moves.
pub const DEFAULT_MILLIS: f64 = 250.0;

/// The coach's verdict on a position (on the wire: `"solved"`,
/// `"on-track"`, `"off-track"`, `"dead"`, `"unknown"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The goal is reached (placements: the most pieces are placed).
    Solved,
    /// The goal can still be reached as well as it could before the last
    /// move: the last move lies on a best line (knight swap, path: it
    /// lowered the fewest moves left by one), the tour or placement can
    /// still be completed, the start's maximum is still reachable.
    OnTrack,
    /// The goal can still be reached, but less well than before the last
    /// move (knight swap, path: the move cost moves; non-attacking knights:
    /// the start's maximum is out of reach without removing a knight).
    OffTrack,
    /// Proved: the goal can no longer be reached (`reason` says why).
    Dead,
    /// Nothing proved within the budget (or no coach for the puzzle);
    /// `reason` says what is known.
    Unknown,
}

/// The fewest moves from a position to the goal, as far as a puzzle's
/// coach proved it within the budget (knight swap: to the goal position;
/// knight path: the knight distance to the target).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remaining {
    /// Proved: this many, and the first move of a shortest solution
    /// (`None` at the goal).
    Moves(u64, Option<Step>),
    /// Proved: the goal cannot be reached; why.
    Never(String),
    /// The budget ran out.
    Limit,
}

/// The coach's answer for one position (camelCase on the wire, absent
/// fields omitted). Counts are in moves (a chain of jumps by one peg is
/// one move) or, for placement puzzles, in pieces.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Coaching {
    /// The puzzle's id.
    pub puzzle: &'static str,
    /// The verdict.
    pub status: Verdict,
    /// Moves made since the start (placements: pieces placed and removed).
    pub moves: u64,
    /// The fewest moves still needed to reach the goal, proved (knight
    /// swap, path, tour, peg solitaire).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remaining: Option<u64>,
    /// The best total from here: `moves + remaining` for puzzles with
    /// moves; for placements, the pieces standing plus `added`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best: Option<u64>,
    /// The best total from the start, where the coach knows it (knight
    /// swap, path and peg solitaire: the fewest moves, for pegs when
    /// proved within the budget and `minimize` is not `"jumps"`;
    /// non-attacking knights: the most knights): what `best`, and a
    /// finish, are measured against.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optimum: Option<u64>,
    /// Whether the goal can still be reached from here (`None`: unknown).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reachable: Option<bool>,
    /// One or two sentences for the player: the verdict and why (the
    /// square cut off, the theorem, what ran out of budget).
    pub reason: String,
    /// Puzzles with moves: one best next move, legal by
    /// [`Play::applied`](super::play::Play::applied).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<Step>,
    /// Placement puzzles: a square where the next piece can go on a best
    /// placement, legal by [`Play::place`](super::play::Play::place).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint_square: Option<Square>,
    /// Placement puzzles: the most pieces that can still be added.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub added: Option<u64>,
    /// n-queens on boards up to 10 × 10: how many ways this placement
    /// completes to `n` queens.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completions: Option<Count>,
    /// Whether the verdict is proved: true for every verdict but
    /// `unknown`, by every puzzle's coach alike ([`Coaching::settle`]).
    /// Every number given is proved whatever this says: a number not
    /// proved within the budget is left out, never guessed.
    pub proved: bool,
    /// The verdict is proved, but a number the coach looks for in this
    /// position (the fewest moves from here or from the start) was not
    /// found within the budget: asking again with a larger one may add it
    /// (the page asks again in the background, `www/play/coach-client.js`). Left out
    /// of the JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub more: bool,
    /// What the searches did, added up; `millis` includes replaying the
    /// moves made.
    pub stats: Stats,
}

impl Coaching {
    /// A verdict with its reason and nothing else (`proved` is true except
    /// for [`Verdict::Unknown`]).
    #[must_use]
    pub fn new(puzzle: &'static str, status: Verdict, reason: impl Into<String>, stats: Stats) -> Coaching {
        Coaching {
            puzzle,
            status,
            moves: 0,
            remaining: None,
            best: None,
            optimum: None,
            reachable: match status {
                Verdict::Solved | Verdict::OnTrack | Verdict::OffTrack => Some(true),
                Verdict::Dead => Some(false),
                Verdict::Unknown => None,
            },
            reason: reason.into(),
            hint: None,
            hint_square: None,
            added: None,
            completions: None,
            proved: status != Verdict::Unknown,
            more: false,
            stats,
        }
    }

    /// The one rule of `proved` and `more`, applied by every puzzle's
    /// coach once its verdict and numbers are in: `proved` is whether the
    /// verdict is proved (every verdict but [`Verdict::Unknown`]); `more`
    /// is set when it is, but a number the coach sought (`sought` false:
    /// the fewest moves from here or from the start) was not found
    /// within the budget.
    pub fn settle(&mut self, sought: bool) {
        self.proved = self.status != Verdict::Unknown;
        self.more = self.proved && !sought;
    }

    /// Sets `remaining` and `best` (`moves + remaining`) for a position
    /// with `moves` made.
    #[must_use]
    pub fn left(mut self, moves: u64, remaining: u64) -> Coaching {
        self.remaining = Some(remaining);
        self.best = Some(moves + remaining);
        self
    }
}

/// A hand-played attempt as the coach sees it: the request, its start, the
/// position now and the position before the last move (or placement).
pub struct Attempt<'a> {
    /// The request played.
    pub request: &'a Request,
    /// The position after every move made.
    pub position: Position,
    /// The position before the last move or placement; `None` at the start.
    pub previous: Option<Position>,
    /// The start (no move made).
    start: Position,
    /// A hash of the request without its `limits`: what every fact kept
    /// between calls depends on.
    fingerprint: u64,
}

impl<'a> Attempt<'a> {
    /// The attempt at `request` from `start`, now at `position` (after
    /// `previous`, the position before the last move); `fingerprint` is
    /// the request's `memo::fingerprint`.
    #[must_use]
    pub fn new(
        request: &'a Request,
        start: Position,
        previous: Option<Position>,
        position: Position,
        fingerprint: u64,
    ) -> Attempt<'a> {
        Attempt {
            request,
            position,
            previous,
            start,
            fingerprint,
        }
    }

    /// The start position (no move made).
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// A number proved about `what` (e.g. the fewest moves from a
    /// position) by an earlier call on the same request, if kept. The
    /// coach is called after every move of a game, so what it proved about
    /// the position before a move (or the start) is there the next time:
    /// a small memo (at most [`MEMO_MAX`](memo::MEMO_MAX) numbers, in the thread) spares
    /// searching it again. Only proved numbers go in, so a number read
    /// back is as true as when it was stored.
    #[must_use]
    pub fn recall(&self, what: impl Hash) -> Option<u64> {
        memo::recall(memo::key(self.fingerprint, what))
    }

    /// Keeps `value`, proved about `what` for this request, for later
    /// calls ([`Attempt::recall`]).
    pub fn remember(&self, what: impl Hash, value: u64) {
        memo::remember(memo::key(self.fingerprint, what), value);
    }

    /// Takes out the table kept under `what` for this request by an
    /// earlier call ([`Attempt::keep`]), if it is still there and a `T`.
    /// A search that goes on where the last call's stopped (a table of
    /// positions proved to fail) proves more with each move, and a
    /// solution found before is still one after the player follows it.
    #[must_use]
    pub fn take_kept<T: 'static>(&self, what: impl Hash) -> Option<T> {
        memo::take(memo::key(self.fingerprint, what))
    }

    /// Keeps `value` under `what` for this request until a later call
    /// takes it ([`Attempt::take_kept`]); the oldest of more than
    /// [`KEPT_MAX`](memo::KEPT_MAX) goes. What it holds must stay true for the request
    /// (facts about positions, never budgets).
    pub fn keep<T: 'static>(&self, what: impl Hash, value: T) {
        memo::put(memo::key(self.fingerprint, what), value);
    }
}

/// Stats named `algorithm`, nothing counted yet.
#[must_use]
pub fn stats(algorithm: &str) -> Stats {
    Stats {
        algorithm: algorithm.to_owned(),
        ..Stats::default()
    }
}

/// The verdict on a move puzzle (knight swap, path) from the fewest moves
/// left now (`now`, proved) and before the last move (`before`: `None` at
/// the start; `Some(None)` when it was not proved within the budget; a
/// proved unreachable `before` cannot happen, moves can be undone).
/// Returns the status and the sentence on the last move.
#[must_use]
pub fn judge_move(now: u64, before: Option<Option<u64>>) -> (Verdict, String) {
    match before {
        None => (Verdict::OnTrack, format!("{} needed from the start", moves_word(now))),
        Some(Some(b)) if now < b => (
            Verdict::OnTrack,
            format!(
                "on track: the last move brought the goal one move closer; {} left",
                moves_word(now)
            ),
        ),
        Some(Some(b)) => (
            Verdict::OffTrack,
            format!(
                "this move cost {}: {} left now, {} before it",
                moves_word(now + 1 - b),
                moves_word(now),
                grouped(b)
            ),
        ),
        Some(None) => (
            Verdict::Unknown,
            format!(
                "{} left (proved); whether the last move was a best one is unknown: the budget ran out",
                moves_word(now)
            ),
        ),
    }
}

#[cfg(test)]
mod tests;
