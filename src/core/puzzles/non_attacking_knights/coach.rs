//! The coach of non-attacking knights: with every knight standing fixed,
//! the most knights that can still be added — the puzzle's exact maximum
//! ([`matching::maximum`]: König's theorem on the bipartite knight graph of
//! the free squares, Hopcroft–Karp) — against the most the start holds
//! (the same maximum with only the knights given with the puzzle).
//!
//! Nothing is ever dead here (a knight can always be removed): a placement
//! that can no longer reach the start's maximum is off track. The hint is
//! a square of a maximum extension of the placement.

use super::layout::Layout;
use super::matching;
use crate::core::board::{Board, Cell};
use crate::core::coach::{self, Attempt, Coaching, Verdict};
use crate::core::play::State;
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, Meter};
use crate::core::words::{grouped, plural};

use super::ID;

/// The most knights that can be added to `board` (its knights fixed) and
/// one square of such an extension; `Err` with the reason when unknown.
pub(super) fn most(board: &Board, meter: &mut Meter<'_, '_>) -> Result<(u64, Option<[u32; 2]>), String> {
    let layout = Layout::new(board).map_err(|e| e.to_string())?;
    let (added, _) = matching::maximum(&layout, meter)
        .map_err(|_| "the budget ran out before the maximum matching was found".to_owned())?;
    Ok((added.len() as u64, added.first().map(|&i| layout.square(i as usize))))
}

/// The coach of [`super::NonAttackingKnights`] (see the module docs).
pub(super) fn advise(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let mut stats = coach::stats("matching");
    let position = &attempt.position;
    let State::Placement { fixed, .. } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a placement position", stats);
    };
    let board = &position.board;
    let pieces = board.pieces().count() as u64;
    let (added, square) = match most(board, &mut Meter::new(budget, &mut stats, &mut Recorder::off())) {
        Ok(found) => found,
        Err(why) => return Coaching::new(ID, Verdict::Unknown, format!("unknown: {why}"), stats),
    };
    // The start: the knights given with the puzzle only.
    let mut start = board.clone();
    for (s, _) in board.pieces() {
        if fixed.binary_search(&s).is_err() {
            // `s` holds a piece, so it is on the board.
            let _ = start.set(s, Cell::Empty);
        }
    }
    let optimum = most(&start, &mut Meter::new(budget, &mut stats, &mut Recorder::off()))
        .ok()
        .map(|(n, _)| fixed.len() as u64 + n);
    let best = pieces + added;
    let knights = |n: u64| plural(n as usize, "knight");
    let (status, reason) = match optimum {
        Some(o) if best >= o && added == 0 => (
            Verdict::Solved,
            format!("solved: {}, the most this board holds", knights(pieces)),
        ),
        Some(o) if best >= o => (
            Verdict::OnTrack,
            format!(
                "on track: {} more fit, {} in all, the most this board holds",
                knights(added),
                knights(best)
            ),
        ),
        Some(o) if added == 0 => (
            Verdict::OffTrack,
            format!(
                "no knight fits any more: {} in all, but the board holds {}; remove a knight to do better",
                knights(pieces),
                grouped(o)
            ),
        ),
        Some(o) => (
            Verdict::OffTrack,
            format!(
                "off track: at most {} more fit, {} in all, but the board holds {}; remove a knight to reach it",
                knights(added),
                knights(best),
                grouped(o)
            ),
        ),
        None => (
            Verdict::Unknown,
            format!(
                "at most {} more fit, {} in all (proved); the most the start holds is unknown: the budget ran out",
                knights(added),
                knights(best)
            ),
        ),
    };
    let mut c = Coaching::new(ID, status, reason, stats);
    c.best = Some(best);
    c.added = Some(added);
    c.optimum = optimum;
    c.reachable = optimum.map(|o| best >= o);
    c.hint_square = square;
    c
}
