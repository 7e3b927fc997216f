//! The coach's completion of a partial tour on boards of more than
//! [`MIN_SQUARES`] squares (the 1000 × 1000 preset has a million): a
//! completion there is a path of up to a million moves, found by the
//! solver's own algorithms and kept between calls, so that a player who
//! follows the hints is answered at once.
//!
//! In turn, stopping at the first that gives a completion:
//!
//! 1. **The completion kept** from an earlier call on the same request
//!    (`Attempt::keep`): when the moves made follow it, it is still one.
//! 2. **The solver's construction** (full boards with both sides at least
//!    5: divide and conquer after Parberry 1997, `divide.rs`, tens of
//!    milliseconds on 1000 × 1000): a tour from the start, which the moves
//!    made may follow forwards, or backwards when it closes (a closed
//!    tour's first move from a corner always follows one of its two
//!    directions).
//! 3. **Backtracking with Warnsdorff's rule** and the dead-end pruning
//!    from the squares visited ([`backtrack::complete`]): its first
//!    descent is Warnsdorff's rule alone, and where that gets stuck it
//!    backs up. On 1000 × 1000 about 1.2 million steps after a first move
//!    (BENCHMARKS.md, "Coach latency").
//!
//! A completion found is kept for the next call (one tour of the board's
//! cells: 4 MB on 1000 × 1000). The caller checks every completion
//! (`tour_steps`) before it claims one.

use super::super::backtrack::{self, Found};
use super::super::best;
use super::super::region::Region;
use crate::core::coach::Attempt;
use crate::core::search::Meter;

/// Boards of more than this many on squares are completed here; smaller
/// ones are searched directly (`coach.rs`), in well under the coach's
/// first 80 ms.
pub(in super::super) const MIN_SQUARES: usize = 10_000;

/// What a completion is kept under, for its request.
const KEPT: &str = "knight-tour completion";

/// Completes the partial tour `prefix` (region cells, the start first and
/// the knight on the last, fewer than every square) to an open or
/// `closed` tour of `region`, as [`backtrack::complete`] does (`end`: the
/// forced last square, if the quick checks found one), trying first the
/// completion kept from an earlier call and the solver's construction
/// (module docs). Returns what was found and how, for the coach's
/// sentence; [`Found::None`] only from an exhausted search.
pub(in super::super) fn complete(
    attempt: &Attempt<'_>,
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, &'static str) {
    if let Some(tour) = attempt
        .take_kept::<Vec<u32>>(KEPT)
        .and_then(|t| following(region, t, prefix))
    {
        attempt.keep(KEPT, tour.clone());
        return (
            Found::Tour(tour),
            "the completion found after an earlier move, which the moves made follow",
        );
    }
    // The construction's boards: full, both sides at least 5 (`best`).
    let built = region.is_full() && region.rows.min(region.cols) >= 5;
    let Some(&start) = prefix.first().filter(|_| built) else {
        return searched(attempt, region, prefix, end, closed, meter);
    };
    match best(region, start, closed, meter) {
        (Found::Tour(built), how) => match following(region, built, prefix) {
            Some(tour) => {
                attempt.keep(KEPT, tour.clone());
                (Found::Tour(tour), how)
            }
            None => searched(attempt, region, prefix, end, closed, meter),
        },
        (Found::Limit, _) => (Found::Limit, ""),
        // The construction covers every full board with both sides at
        // least 5 and a tour; the search decides anything else.
        (Found::None, _) => searched(attempt, region, prefix, end, closed, meter),
    }
}

/// [`backtrack::complete`], keeping the completion it finds.
fn searched(
    attempt: &Attempt<'_>,
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, &'static str) {
    let found = backtrack::complete(region, prefix, end, closed, meter);
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
fn following(region: &Region, mut tour: Vec<u32>, prefix: &[u32]) -> Option<Vec<u32>> {
    if tour.len() != region.count || tour.len() < prefix.len() {
        return None;
    }
    if tour.starts_with(prefix) {
        return Some(tour);
    }
    let (&first, &last) = (tour.first()?, tour.last()?);
    if prefix.first() != Some(&first) || tour.len() < 3 || !region.knight_apart(first, last) {
        return None;
    }
    tour.get_mut(1..)?.reverse();
    tour.starts_with(prefix).then_some(tour)
}
