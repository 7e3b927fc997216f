//! The coach's completion of a partial tour on boards of more than
//! [`MIN_SQUARES`] squares (the 1000 × 1000 preset has a million): a
//! completion there is a path of up to a million moves, found by the
//! solver's own algorithms and kept between calls, so that a player who
//! follows the hints is answered at once.
//!
//! In turn, stopping at the first that gives a completion:
//!
//! 1. **The completion kept** from an earlier call on the same request
//!    (`Attempt::keep`): when the moves made follow it, it is still one
//!    ([`followed`], asked before the quick checks).
//! 2. **The solver's construction** when nothing is kept (full boards with
//!    both sides at least 5: divide and conquer after Parberry 1997,
//!    `divide.rs`, tens of milliseconds on 1000 × 1000): a tour from the
//!    start, which the moves made may follow forwards, or backwards when
//!    it closes (a closed tour's first move from a corner always follows
//!    one of its two directions).
//! 3. **That tour re-routed** around the moves made, when they left it
//!    (`reroute.rs`): the squares near the moves searched in Warnsdorff's
//!    order, the rest of the tour kept in long runs. About 100 ms
//!    natively on 1000 × 1000 with the construction (BENCHMARKS.md, "The
//!    1000 × 1000 tour after a move").
//! 4. **Backtracking with Warnsdorff's rule** and the dead-end pruning
//!    from the squares visited ([`backtrack::complete_by_backtracking`]), when no re-route
//!    is found: its first descent is Warnsdorff's rule alone, and where
//!    that gets stuck it backs up.
//!
//! The clock is read between the steps, so a question stops near its time
//! (`unknown`) instead of overrunning it; the tour being re-routed is kept
//! then, and the next question (the page asks again in the background)
//! starts from it.
//!
//! A completion found is kept for the next call (one tour of the board's
//! cells: 4 MB on 1000 × 1000). The caller checks every completion
//! (`tour_steps`) before it claims one.

use super::super::backtrack::{self, Found};
use super::super::best;
use super::super::region::Region;
use super::reroute;
use crate::core::coach::Attempt;
use crate::core::search::Meter;

/// Boards of more than this many on squares are completed here; smaller
/// ones are searched directly (`coach.rs`), in well under the coach's
/// first 80 ms.
pub(in super::super) const MIN_SQUARES: usize = 10_000;

/// What a completion is kept under, for its request.
const KEPT: &str = "knight-tour completion";

/// The completion kept from an earlier call on the same request
/// (`Attempt::keep`) when the moves made follow it: still a completion,
/// found without a look at the board (asked before the quick checks, which
/// a completion makes needless). `None` on boards of at most
/// [`MIN_SQUARES`] squares, or when nothing kept is followed (what is
/// kept stays for [`complete_large_tour`]).
pub(in super::super) fn followed(
    attempt: &Attempt<'_>,
    region: &Region,
    prefix: &[u32],
) -> Option<(Found, &'static str)> {
    if region.count <= MIN_SQUARES {
        return None;
    }
    let kept = attempt.take_kept::<Vec<u32>>(KEPT)?;
    let Some(tour) = following(region, &kept, prefix) else {
        attempt.keep(KEPT, kept);
        return None;
    };
    attempt.keep(KEPT, tour.clone());
    Some((
        Found::Tour(tour),
        "the completion found after an earlier move, which the moves made follow",
    ))
}

/// Completes the partial tour `prefix` (region cells, the start first and
/// the knight on the last, fewer than every square) to an open or
/// `closed` tour of `region`, when [`followed`] found none (`end`: the
/// forced last square, if the quick checks found one): a tour of the
/// board (the one kept, else the solver's construction) re-routed around
/// the moves made (`reroute.rs`), else [`backtrack::complete_by_backtracking`] (module
/// docs). Returns what was found and how, for the coach's sentence;
/// [`Found::None`] only from an exhausted search. The tour re-routed is
/// kept when the clock runs out, so the next question (the page asks
/// again in the background with more time) starts from it.
pub(in super::super) fn complete_large_tour(
    attempt: &Attempt<'_>,
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, &'static str) {
    let base = match attempt.take_kept::<Vec<u32>>(KEPT) {
        Some(kept) => kept,
        None => {
            // The construction's boards: full, both sides at least 5 (`best`).
            let built = region.is_full() && region.rows.min(region.cols) >= 5;
            let Some(&start) = prefix.first().filter(|_| built) else {
                return searched(attempt, region, prefix, end, closed, meter);
            };
            match best(region, start, closed, meter) {
                (Found::Tour(built), how) => {
                    if let Some(tour) = following(region, &built, prefix) {
                        attempt.keep(KEPT, tour.clone());
                        return (Found::Tour(tour), how);
                    }
                    built
                }
                (Found::Limit, _) => return (Found::Limit, ""),
                // The construction covers every full board with both sides
                // at least 5 and a tour; the search decides anything else.
                (Found::None, _) => return searched(attempt, region, prefix, end, closed, meter),
            }
        }
    };
    if meter.budget.check_clock().is_err() {
        attempt.keep(KEPT, base);
        return (Found::Limit, "");
    }
    match reroute::complete_by_rerouting(region, &base, prefix, closed, meter) {
        Found::Tour(tour) => {
            attempt.keep(KEPT, tour.clone());
            (Found::Tour(tour), REROUTED)
        }
        Found::Limit => {
            attempt.keep(KEPT, base);
            (Found::Limit, "")
        }
        Found::None => {
            attempt.keep(KEPT, base); // replaced by a completion the search finds
            searched(attempt, region, prefix, end, closed, meter)
        }
    }
}

/// How a re-routed completion was found, for the coach's sentence.
const REROUTED: &str = "a tour of the board re-routed around the moves made: the squares near them searched in Warnsdorff's order, the rest of the tour kept";

/// [`backtrack::complete_by_backtracking`], keeping the completion it finds.
fn searched(
    attempt: &Attempt<'_>,
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, &'static str) {
    let found = backtrack::complete_by_backtracking(region, prefix, end, closed, meter);
    if let Found::Tour(tour) = &found {
        attempt.keep(KEPT, tour.clone());
    }
    (found, "found by backtracking with Warnsdorff's rule")
}

/// `tour` (the cells of a tour of `region` from `prefix[0]`), or its
/// reverse after the start when its ends are a knight's move apart (a
/// cycle, which may be walked either way), whichever begins with
/// `prefix`; `None` when neither does. The caller checks the completion
/// claimed with `tour_steps`, once.
fn following(region: &Region, tour: &[u32], prefix: &[u32]) -> Option<Vec<u32>> {
    if tour.len() != region.count || tour.len() < prefix.len() {
        return None;
    }
    if tour.starts_with(prefix) {
        return Some(tour.to_vec());
    }
    let back = reroute::other_way(region, tour)?;
    if !(0..prefix.len()).all(|i| back(i) == prefix[i]) {
        return None;
    }
    Some((0..tour.len()).map(back).collect())
}
