//! Finds a path with one of the knight path's algorithms on a board
//! ([`find_path`]): picks the table of marks (flat arrays up to
//! [`DENSE_MAX`] squares, a hash map past it) and the heuristic; and the
//! trace to record ([`recorder`]).

use rustc_hash::FxHashMap;

use super::distance::{board_distance, knight_distance};
use crate::core::board::{Board, Leaper, Square};
use crate::core::search::dense::{self, Marks, UNREACHABLE};
use crate::core::search::trace::Recorder;
use crate::core::search::{Meter, Outcome, Priority, Stats};

/// Boards of up to this many squares search with flat arrays (4 bytes a
/// square: 32 MiB at most); larger ones with a hash map of the squares
/// reached.
pub const DENSE_MAX: u64 = 1 << 23;

/// Boards of up to this many squares (300 × 300) get a trace of every
/// event to replay; larger ones a heat map.
pub const EVENTS_MAX_SQUARES: u64 = 90_000;

/// The most events a trace keeps.
const EVENTS_CAP: usize = 4_000_000;

/// The most blocks across or down a heat map.
const HEAT_SIDE: u32 = 250;

/// A search of the knight path (the seed's C program is apart, in
/// `seed_astar`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A* with the exact board distance (read off in closed form on a
    /// board without walls).
    AstarExact,
    /// Breadth-first search.
    Bfs,
    /// Bidirectional BFS.
    BidirectionalBfs,
    /// A* with the unbounded board's distance.
    AstarKnight,
    /// A* with the seed's straight line over √5.
    AstarEuclidean,
    /// A* with Manhattan distance over 3.
    AstarManhattan,
    /// Greedy best-first by the exact board distance.
    Greedy,
    /// IDA* with the exact board distance.
    IdaStar,
}

/// Which heuristic an algorithm uses.
#[derive(Clone, Copy)]
enum Heuristic {
    /// The exact distance on the full board ([`board_distance`]).
    Board,
    /// The unbounded board's distance ([`knight_distance`]).
    Unbounded,
    /// The seed's straight line over √5.
    Euclidean,
    /// Manhattan distance over 3.
    Manhattan,
}

/// The seed's straight-line heuristic: `⌊√(dr² + dc²) / √5⌋` (a knight
/// move covers √5).
fn euclidean(dr: i64, dc: i64) -> u64 {
    let d2 = (dr * dr + dc * dc) as f64;
    (d2 / 5.0).sqrt().floor() as u64
}

/// Manhattan distance over 3: a knight move changes `|dr| + |dc|` by 3 at
/// most.
fn manhattan(dr: i64, dc: i64) -> u64 {
    (dr.unsigned_abs() + dc.unsigned_abs()) / 3
}

/// The heuristics of a leaper other than the knight, all admissible: the
/// knight's closed forms become [`Leaper::lower_bound`]; the straight line
/// is divided by a move's length `√(a² + b²)`, the Manhattan distance by
/// `a + b`, the most one move covers of either.
fn leaper_estimate(leaper: Leaper, kind: Heuristic, dr: i64, dc: i64) -> u64 {
    let (a, b) = (i64::from(leaper.a()), i64::from(leaper.b()));
    match kind {
        Heuristic::Board | Heuristic::Unbounded => leaper.lower_bound(dr, dc),
        Heuristic::Euclidean => ((dr * dr + dc * dc) as f64 / (a * a + b * b) as f64).sqrt().floor() as u64,
        Heuristic::Manhattan => (dr.unsigned_abs() + dc.unsigned_abs()) / (a + b) as u64,
    }
}

fn estimate(board: &Board, kind: Heuristic, at: Square, to: Square) -> u32 {
    let (dr, dc) = (i64::from(to[0]) - i64::from(at[0]), i64::from(to[1]) - i64::from(at[1]));
    let leaper = board.leaper();
    if !leaper.is_knight() {
        return u32::try_from(leaper_estimate(leaper, kind, dr, dc))
            .unwrap_or(UNREACHABLE)
            .min(UNREACHABLE);
    }
    let d = match kind {
        Heuristic::Board => board_distance(board.rows(), board.cols(), at, to).unwrap_or(u64::from(UNREACHABLE)),
        Heuristic::Unbounded => knight_distance(dr, dc),
        Heuristic::Euclidean => euclidean(dr, dc),
        Heuristic::Manhattan => manhattan(dr, dc),
    };
    u32::try_from(d).unwrap_or(UNREACHABLE).min(UNREACHABLE)
}

/// The recorder a search of `board` fills when watched (`trace`): every
/// event on boards up to [`EVENTS_MAX_SQUARES`] squares, a heat map past
/// it; off otherwise. [`Recorder::into_trace`] turns it into the answer's trace.
pub fn recorder(board: &Board, trace: bool) -> Recorder {
    match (trace, board.len() <= EVENTS_MAX_SQUARES) {
        (false, _) => Recorder::off(),
        (true, true) => Recorder::new(true, EVENTS_CAP),
        (true, false) => Recorder::heat(board.rows(), board.cols(), HEAT_SIDE),
    }
}

/// A path found by `method` from `from` to `to` (both on squares of
/// `board`), both ends included; recorded into the meter's recorder (made
/// by [`recorder`]) when it is on.
pub fn find_path(
    board: &Board,
    from: Square,
    to: Square,
    method: Method,
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<Square>> {
    let descended = (method == Method::AstarExact && !board.has_off() && board.leaper().is_knight())
        .then(|| descend(board, from, to, meter.stats, meter.recorder))
        .flatten();
    let outcome = match descended {
        Some(outcome) => outcome,
        None if board.len() <= DENSE_MAX => search::<Vec<u32>>(board, from, to, method, meter),
        None => search::<FxHashMap<u32, u32>>(board, from, to, method, meter),
    };
    match outcome {
        Outcome::Found(path) => Outcome::Found(path.into_iter().map(|i| board.square(i)).collect()),
        Outcome::Exhausted => Outcome::Exhausted,
        Outcome::Limit => Outcome::Limit,
    }
}

fn search<M: Marks>(
    board: &Board,
    from: Square,
    to: Square,
    method: Method,
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<u32>> {
    let successors = |i: u32, out: &mut Vec<u32>| {
        out.extend(board.leaps(board.square(i)).map(|s| board.index(s)));
    };
    let (start, goal, n) = (board.index(from), board.index(to), board.len() as usize);
    let kind = match method {
        Method::AstarKnight => Heuristic::Unbounded,
        Method::AstarEuclidean => Heuristic::Euclidean,
        Method::AstarManhattan => Heuristic::Manhattan,
        Method::AstarExact | Method::Greedy | Method::IdaStar | Method::Bfs | Method::BidirectionalBfs => {
            Heuristic::Board
        }
    };
    let h = |i: u32| estimate(board, kind, board.square(i), to);
    let priority = if method == Method::Greedy {
        Priority::Greedy
    } else {
        Priority::AStar
    };
    match method {
        Method::Bfs => dense::bfs::<M>(n, start, goal, successors, meter),
        Method::BidirectionalBfs => dense::bidirectional_bfs::<M>(n, start, goal, successors, meter),
        Method::IdaStar => dense::ida_star(start, goal, successors, h, meter),
        Method::Greedy | Method::AstarExact | Method::AstarKnight | Method::AstarEuclidean | Method::AstarManhattan => {
            dense::best_first::<M>(n, start, goal, successors, h, priority, meter)
        }
    }
}

/// A* with the exact distance on a full board, in closed form: from each
/// square the knight steps to the first neighbour one move closer to the
/// target, as A* with a perfect heuristic (ties towards deeper states)
/// would expand it. Time and memory grow with the path's length only, not
/// the board's size. Counts each step as one expansion and its neighbours
/// as generated (and as entering the frontier).
///
/// `None` only if the closed form were wrong (a bug: no neighbour one move
/// closer): debug builds stop there, release builds let the caller search
/// instead, so a broken invariant never becomes a claim.
fn descend(
    board: &Board,
    from: Square,
    to: Square,
    stats: &mut Stats,
    rec: &mut Recorder,
) -> Option<Outcome<Vec<u32>>> {
    let (rows, cols) = (board.rows(), board.cols());
    let Some(mut left) = board_distance(rows, cols, from, to) else {
        // The closed form's proof that no path exists (checked against BFS
        // on every board up to 12 × 12 in the tests).
        return Some(Outcome::Exhausted);
    };
    let mut at = from;
    let mut path = vec![board.index(at)];
    rec.reached(board.index(at));
    let mut waiting = 1u64;
    while left > 0 {
        stats.expanded += 1;
        rec.expanded(board.index(at));
        waiting -= 1;
        let mut next = None;
        for m in board.leaps(at) {
            stats.generated += 1;
            waiting += 1;
            rec.reached(board.index(m));
            if next.is_none() && board_distance(rows, cols, m, to) == Some(left - 1) {
                next = Some(m);
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(waiting);
        let Some(m) = next else {
            debug_assert!(
                false,
                "board_distance: no neighbour of {at:?} is {} moves from {to:?} on {rows} × {cols}",
                left - 1
            );
            return None;
        };
        at = m;
        left -= 1;
        path.push(board.index(at));
    }
    Some(Outcome::Found(path))
}
