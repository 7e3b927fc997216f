//! The coach: after each move of a hand-played position, the solver's
//! verdict on it — solved, still on a best line, off it (and by how much),
//! proved dead (and why), or unknown within the budget — with one best
//! next move as a hint.
//!
//! [`coach`] replays the moves made as
//! [`play::position_after`](super::play::position_after) does (so an
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
//! (`status: "unknown"`, `proved: false`), never guessed.

use std::any::Any;
use std::cell::RefCell;
use std::hash::{DefaultHasher, Hash, Hasher};

use serde::Serialize;

use super::board::Square;
use super::play::{play_from, puzzle_of, PlayError, Position, ReplayError};
use super::puzzles::Puzzle;
use super::request::{Count, Request, RequestError, Step};
use super::search::{Budget, Stats};

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
    /// [`Play::apply`](super::play::Play::apply).
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
    /// Whether the verdict and every number given are proved (false for
    /// `unknown`, and where only part was proved within the budget).
    pub proved: bool,
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
            stats,
        }
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
    /// Its puzzle.
    pub puzzle: &'static dyn Puzzle,
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

/// The most facts [`Attempt::remember`] keeps; past it the memo starts
/// afresh.
pub const MEMO_MAX: usize = 4096;

/// The most tables [`Attempt::keep`] holds between calls.
pub const KEPT_MAX: usize = 4;

thread_local! {
    /// Numbers proved by earlier calls, by key (request fingerprint and
    /// the puzzle's key).
    static MEMO: RefCell<rustc_hash::FxHashMap<u64, u64>> = RefCell::new(rustc_hash::FxHashMap::default());
    /// Tables kept between calls (the start position as read from the
    /// request, a peg-solitaire search's failing positions, the last
    /// solution found), by key, oldest first.
    static KEPT: RefCell<Vec<(u64, Box<dyn Any>)>> = const { RefCell::new(Vec::new()) };
}

/// Feeds what is written into a hasher (a request's JSON, hashed without
/// building the string).
struct HashWriter(DefaultHasher);

impl std::io::Write for HashWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.write(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A hash (SipHash, 64 bits) of `request` without its `limits`: its other
/// fields as JSON, then its `off` squares as numbers (a list of millions
/// is hashed in milliseconds, neither copied nor written out as text).
pub(crate) fn fingerprint(request: &Request) -> u64 {
    let mut w = HashWriter(DefaultHasher::new());
    let _ = serde_json::to_writer(
        &mut w,
        &Request {
            limits: None,
            off: None,
            ..request.clone()
        },
    );
    // One write of every number (`as_flattened`), not one per square.
    request.off.as_deref().map(<[[u32; 2]]>::as_flattened).hash(&mut w.0);
    w.0.finish()
}

/// The key of `what` for the request of `fingerprint`.
pub(crate) fn key(fingerprint: u64, what: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    fingerprint.hash(&mut h);
    what.hash(&mut h);
    h.finish()
}

/// Takes the value kept under `key` out of [`KEPT`], if it is a `T`.
pub(crate) fn take<T: 'static>(key: u64) -> Option<T> {
    KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        let at = kept.iter().position(|(k, v)| *k == key && v.is::<T>())?;
        let (_, value) = kept.remove(at);
        value.downcast::<T>().ok().map(|b| *b)
    })
}

/// Puts `value` in [`KEPT`] under `key` as the only `T` held: a kept
/// `T` of another request goes first (a stopped search's table may take
/// 150 MB: one is kept, never [`KEPT_MAX`]).
pub(crate) fn put_only<T: 'static>(key: u64, value: T) {
    KEPT.with(|k| k.borrow_mut().retain(|(_, v)| !v.is::<T>()));
    put(key, value);
}

/// Puts `value` in [`KEPT`] under `key`, the oldest going past
/// [`KEPT_MAX`].
pub(crate) fn put<T: 'static>(key: u64, value: T) {
    KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        kept.retain(|(k, _)| *k != key);
        if kept.len() >= KEPT_MAX {
            kept.remove(0);
        }
        kept.push((key, Box::new(value)));
    });
}

impl Attempt<'_> {
    /// The start position (no move made).
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// A number proved about `what` (e.g. the fewest moves from a
    /// position) by an earlier call on the same request, if kept. The
    /// coach is called after every move of a game, so what it proved about
    /// the position before a move (or the start) is there the next time:
    /// a small memo (at most [`MEMO_MAX`] numbers, in the thread) spares
    /// searching it again. Only proved numbers go in, so a number read
    /// back is as true as when it was stored.
    #[must_use]
    pub fn recall(&self, what: impl Hash) -> Option<u64> {
        let key = key(self.fingerprint, what);
        MEMO.with(|m| m.borrow().get(&key).copied())
    }

    /// Keeps `value`, proved about `what` for this request, for later
    /// calls ([`Attempt::recall`]).
    pub fn remember(&self, what: impl Hash, value: u64) {
        let key = key(self.fingerprint, what);
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= MEMO_MAX {
                m.clear();
            }
            m.insert(key, value);
        });
    }

    /// Takes out the table kept under `what` for this request by an
    /// earlier call ([`Attempt::keep`]), if it is still there and a `T`.
    /// A search that goes on where the last call's stopped (a table of
    /// positions proved to fail) proves more with each move, and a
    /// solution found before is still one after the player follows it.
    #[must_use]
    pub fn take_kept<T: 'static>(&self, what: impl Hash) -> Option<T> {
        take(key(self.fingerprint, what))
    }

    /// Keeps `value` under `what` for this request until a later call
    /// takes it ([`Attempt::take_kept`]); the oldest of more than
    /// [`KEPT_MAX`] goes. What it holds must stay true for the request
    /// (facts about positions, never budgets).
    pub fn keep<T: 'static>(&self, what: impl Hash, value: T) {
        put(key(self.fingerprint, what), value);
    }
}

/// The coach's verdict on the position of `request` after the steps
/// `played` (knight swap, path, tour, peg solitaire) or the pieces `placed`
/// (placement puzzles), within the request's `limits` ([`DEFAULT_MILLIS`]
/// when it sets no time). See the module docs for what each puzzle's coach
/// proves.
///
/// # Errors
/// A [`RequestError`] for a wrong request, or naming the first illegal
/// entry of `played` / `placed` (`"played[3]: square [2, 1] is occupied"`).
///
/// # Example
/// Guarini's puzzle: 16 moves from the start; a first move along a best
/// line leaves 15.
/// ```
/// use board_puzzles::core::{coach, Request, Step};
/// use board_puzzles::core::coach::Verdict;
/// let request = Request {
///     puzzle: "knight-swap".into(),
///     board: Some("N.N/.../n.n".into()),
///     ..Request::default()
/// };
/// let start = coach(&request, &[], &[]).unwrap();
/// assert_eq!((start.remaining, start.best), (Some(16), Some(16)));
/// let hint = start.hint.unwrap();
/// let after = coach(&request, &[hint], &[]).unwrap();
/// assert_eq!(after.status, Verdict::OnTrack);
/// assert_eq!(after.remaining, Some(15));
/// ```
#[cfg(feature = "solvers")]
pub fn coach(request: &Request, played: &[Step], placed: &[Square]) -> Result<Coaching, RequestError> {
    coach_play(request, played, placed).map_err(|e| match e {
        PlayError::Request(e) => e,
        other => RequestError::new(other.to_string()),
    })
}

/// [`coach`], with the error of an illegal entry kept as a [`PlayError`]
/// (whose `code()` the JS API gives as `kind`).
///
/// # Errors
/// [`PlayError::Request`] for a wrong request (or limits),
/// [`PlayError::Played`] naming the first illegal step or placement.
#[cfg(feature = "solvers")]
pub fn coach_play(request: &Request, played: &[Step], placed: &[Square]) -> Result<Coaching, PlayError> {
    coach_since(request, played, placed, web_time::Instant::now())
}

/// [`coach_play`] whose clock started at `start`, the moment the caller
/// began reading the request (the JS API: reading a long `off` list from
/// JS objects takes a while, and counts against `limits.millis`).
///
/// The budget is made from the request's `limits` before anything else,
/// and every phase runs within it: the start's set-up (a large board's
/// `randomOff` walls, drawn with the clock read before each row and their
/// memory asked first), then the puzzle's searches. When it runs out
/// before the start is set up, the verdict is `unknown` and its reason
/// names the limit (the moves made are then not replayed); a start set up
/// is kept for the next call on the same request.
///
/// # Errors
/// As for [`coach_play`].
#[cfg(feature = "solvers")]
pub fn coach_since(
    request: &Request,
    played: &[Step],
    placed: &[Square],
    start: web_time::Instant,
) -> Result<Coaching, PlayError> {
    let millis = request
        .limits
        .and_then(|l| l.millis)
        .map_or(DEFAULT_MILLIS, |_| request.millis_limit());
    let mut budget = super::budget_of(request, millis)
        .map_err(PlayError::Request)?
        .started_at(start);
    let attempt = match attempt(request, played, placed, &mut budget)? {
        Ok(attempt) => attempt,
        Err(puzzle) => {
            let reason = format!(
                "unknown: nothing is proved; {}",
                budget.set_up_reason("the start position")
            );
            let mut c = Coaching::new(puzzle.id(), Verdict::Unknown, reason, stats("set-up"));
            c.stats.millis = budget.elapsed_millis();
            return Ok(c);
        }
    };
    let mut coaching = attempt.puzzle.coach(&attempt, &mut budget);
    coaching.puzzle = attempt.position.puzzle();
    coaching.moves = attempt.position.moves;
    coaching.stats.millis = budget.elapsed_millis();
    Ok(coaching)
}

/// Replays `played` and `placed`, keeping the position before the last
/// entry apart. The start is set up from the request as
/// [`play::position_after`](super::play::position_after) sets it up, within
/// `budget`, once per request: it is kept for the next call (a knight
/// path's `randomOff` walls take tens of milliseconds to draw on
/// 2 000 × 2 000). `Ok(Err(puzzle))` when the budget ran out while the
/// start was set up (it then says which limit).
fn attempt<'a>(
    request: &'a Request,
    played: &[Step],
    placed: &[Square],
    budget: &mut Budget<'_>,
) -> Result<Result<Attempt<'a>, &'static dyn Puzzle>, PlayError> {
    let puzzle = puzzle_of(request)?;
    let fingerprint = fingerprint(request);
    let start_key = key(fingerprint, "start");
    let start = match take::<Position>(start_key) {
        // Read before from a request equal but for its limits, which are
        // checked here as `position` checks them.
        Some(start) => {
            request.check_common_numbers().map_err(PlayError::Request)?;
            start
        }
        None => match puzzle.start(request, budget).map_err(PlayError::Request)? {
            Ok(start) => start,
            Err(_) => return Ok(Err(puzzle)),
        },
    };
    put(start_key, start.clone());
    let last_error = |index: usize, error| PlayError::Played(ReplayError { index, error });
    let (position, previous) = if let Some((&last, before)) = placed.split_last() {
        let previous = play_from(puzzle, start.clone(), played, before)?;
        let position = puzzle.place(&previous, last).map_err(|e| last_error(before.len(), e))?;
        (position, Some(previous))
    } else if let Some((last, before)) = played.split_last() {
        let previous = play_from(puzzle, start.clone(), before, &[])?;
        let position = puzzle.apply(&previous, last).map_err(|e| last_error(before.len(), e))?;
        (position, Some(previous))
    } else {
        (start.clone(), None)
    };
    Ok(Ok(Attempt {
        request,
        puzzle,
        position,
        previous,
        start,
        fingerprint,
    }))
}

/// `[r, c]`, as the coach's sentences write a square.
#[must_use]
pub fn at(s: Square) -> String {
    format!("[{}, {}]", s[0], s[1])
}

/// "1 move", "3 moves".
#[must_use]
pub fn moves_word(n: u64) -> String {
    if n == 1 {
        "1 move".to_owned()
    } else {
        format!("{n} moves")
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
                "this move cost {}: {} left now, {b} before it",
                moves_word(now + 1 - b),
                moves_word(now)
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
