//! The n-queens coach: can the queens standing be completed to `n`
//! non-attacking queens, and in how many ways?
//!
//! A row or a column left with no square free of attack (or on) is the
//! quick, human-sized refutation; otherwise the puzzle's exact completion
//! search ([`search::search`], most-constrained row first) decides within
//! the budget, and on boards up to [`COUNT_MAX_N`] × [`COUNT_MAX_N`] counts
//! the completions too. The hint is a square of the completion found.
//! Boards past [`search::MAX_N`] are only coached when empty (the
//! explicit construction, [`construction::construct`]); with queens on
//! them the verdict is unknown.

use super::construction;
use super::search::{self, Bitboard, Goal};
use crate::core::board::{Board, Piece, Square};
use crate::core::coach::{self, Attempt, Coaching, Verdict};
use crate::core::play::State;
use crate::core::request::Count;
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, Meter, Stats};
use crate::core::words::{grouped, plural};

use super::ID;

/// Boards up to this side get `completions` counted.
pub const COUNT_MAX_N: u32 = 10;

/// A row or column without a queen whose squares are all off or
/// attacked by the `queens`, named in a sentence.
fn blocked_line(board: &Board, queens: &[Square]) -> Option<String> {
    let n = board.rows();
    let attacked = |s: Square| {
        !board.is_on(s)
            || queens.iter().any(|q| {
                let (dr, dc) = (q[0].abs_diff(s[0]), q[1].abs_diff(s[1]));
                dr == 0 || dc == 0 || dr == dc
            })
    };
    for r in (0..n).filter(|&r| queens.iter().all(|q| q[0] != r)) {
        if (0..n).all(|c| attacked([r, c])) {
            return Some(format!("row {r} has no square left that no queen attacks"));
        }
    }
    for c in (0..n).filter(|&c| queens.iter().all(|q| q[1] != c)) {
        if (0..n).all(|r| attacked([r, c])) {
            return Some(format!("column {c} has no square left that no queen attacks"));
        }
    }
    None
}

/// The verdict on a board larger than the search takes
/// ([`search::MAX_N`]): an empty full board is on track by the explicit
/// construction, anything else unknown.
fn past_the_search(board: &Board, empty: bool, mut stats: Stats) -> Coaching {
    let n = board.rows();
    if empty && !board.has_off() {
        if let Some(cols) = construction::construct(n) {
            stats.algorithm = "construction".to_owned();
            let reason =
                format!("on track: an empty {n} × {n} board has a solution (the explicit construction of Hoffman, Loessi & Moore)", n = grouped(n));
            let mut c = Coaching::new(ID, Verdict::OnTrack, reason, stats);
            c.best = Some(u64::from(n));
            c.added = Some(u64::from(n));
            c.hint_square = cols.first().map(|&col| [0, col]);
            return c;
        }
    }
    let reason = format!(
        "unknown: completions are searched on boards up to {0} × {0}",
        search::MAX_N
    );
    Coaching::new(ID, Verdict::Unknown, reason, stats)
}

/// The coach of [`super::NQueens`] (see the module docs).
pub(super) fn advise(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let mut stats = coach::stats("bitboard");
    let position = &attempt.position;
    let State::Placement { .. } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a placement position", stats);
    };
    let board = &position.board;
    let n = board.rows();
    let queens: Vec<Square> = board
        .pieces()
        .filter(|&(_, p)| p == Piece::Queen)
        .map(|(s, _)| s)
        .collect();
    let placed = queens.len() as u64;
    let to_add = u64::from(n).saturating_sub(placed);
    if to_add == 0 {
        let mut c = Coaching::new(
            ID,
            Verdict::Solved,
            format!("solved: {} queens, none attacking another", grouped(n)),
            stats,
        );
        c.best = Some(placed);
        c.added = Some(0);
        return c;
    }
    if n > search::MAX_N {
        return past_the_search(board, queens.is_empty(), stats);
    }
    if let Some(why) = blocked_line(board, &queens) {
        return Coaching::new(
            ID,
            Verdict::Dead,
            format!("these queens cannot be completed to {}: {why}", grouped(n)),
            stats,
        );
    }
    let off: Vec<Square> = board.off_squares().collect();
    let field = Bitboard::new(n, &off, &queens);
    let found = search::search(
        &field,
        Goal::One,
        &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
    );
    if found.limit {
        let reason = format!(
            "unknown: no row or column is blocked, but the budget ran out after {} search nodes before a completion was found or ruled out",
            grouped(stats.expanded)
        );
        return Coaching::new(ID, Verdict::Unknown, reason, stats);
    }
    let Some(solution) = found.solutions.first() else {
        let reason = format!(
            "these queens cannot be completed to {}: an exhaustive search finds no way to place the other {}",
            grouped(n),
            plural(to_add as usize, "queen")
        );
        return Coaching::new(ID, Verdict::Dead, reason, stats);
    };
    let hint = (0..n).find(|&r| queens.iter().all(|q| q[0] != r)).and_then(|r| {
        let col = *solution.get(r as usize)?;
        Some([r, col])
    });
    let completions = if n <= COUNT_MAX_N {
        let counted = search::search(
            &field,
            Goal::Count { split: None },
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
        );
        (!counted.limit).then_some(Count(counted.count))
    } else {
        None
    };
    let ways = match completions {
        Some(Count(1)) => " in exactly one way".to_owned(),
        Some(k) => format!(" in {} ways", grouped(k)),
        None => String::new(),
    };
    let reason = format!(
        "on track: these queens can be completed to {}{ways}; {} to place",
        grouped(n),
        plural(to_add as usize, "queen")
    );
    let mut c = Coaching::new(ID, Verdict::OnTrack, reason, stats);
    c.best = Some(u64::from(n));
    c.added = Some(to_add);
    c.completions = completions;
    c.hint_square = hint;
    c
}
