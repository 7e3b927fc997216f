//! The seed's heuristic (Alencar, *The k Knights problem*, §1.2 and
//! `check_attacks`): place knights one at a time, each on the free square
//! that would restrict the fewest free squares (the fewest free squares it
//! attacks), until no free square is left. Not guaranteed maximum: the seed
//! reports 15 knights on 6 × 6, where 18 fit.
//!
//! Ties: the seed does not say how it breaks them. Taking the lowest row
//! first (bottom to top), then the leftmost column, reproduces the seed's
//! 4 × 4 and 6 × 6 pictures exactly (8 and 15 knights) and its 3 × 3 number
//! (5); its 3 × 3 picture (the centre and the four edge squares) is not
//! reproduced by any row or column scan order, which all give the centre
//! and the four corners, also 5 knights.
//!
//! Scores change only near a new knight, so they are kept up to date in
//! a heap with lazy deletion: `O(squares · log squares)` on any board.
//! `stats.expanded` counts the knights placed, each charged to the budget;
//! `stats.generated` the heap entries pushed.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::layout::{Layout, SquareKind};
use crate::core::search::trace::EventKind;
use crate::core::search::{LimitReached, Meter};

/// The knights the heuristic adds to `layout`, as layout indices in
/// increasing order.
///
/// Records a [`EventKind::Place`] for each knight placed (its layout
/// index, the board's cell `row * cols + col`).
///
/// Kept as one function of about 70 lines on purpose: the scores and the
/// heap of squares by score are the loop's locals, and the loop that
/// places a knight, marks the squares it attacks and lowers the scores
/// around them is the hot one, over up to a million squares.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn greedy(layout: &Layout, meter: &mut Meter<'_, '_>) -> Result<Vec<u32>, LimitReached> {
    let (budget, stats, rec) = meter.parts();
    // The square kinds copied, a score and a heap entry a square (that may double).
    let per_square =
        std::mem::size_of::<super::layout::SquareKind>() as u64 + 1 + crate::core::search::vec_bytes::<u64>();
    budget.reserve(
        layout.kinds().len() as u64 * per_square,
        "the greedy placement's tables",
    )?;
    let mut kinds = layout.kinds().to_vec();
    let cols = layout.cols() as usize;
    let rows = layout.rows() as usize;
    // The seed's preference as one number, least best: the score (free
    // squares attacked) above the scan position (rows from the bottom, then
    // the column).
    let entry = |score: u8, i: usize| -> u64 {
        let scan = (rows - 1 - i / cols) * cols + i % cols;
        u64::from(score) << 40 | scan as u64
    };
    let index = |e: u64| -> usize {
        let scan = (e & ((1 << 40) - 1)) as usize;
        (rows - 1 - scan / cols) * cols + scan % cols
    };
    // score[i]: free squares a knight on free square i would attack.
    let mut score = vec![0u8; kinds.len()];
    let mut heap = BinaryHeap::new();
    for i in 0..kinds.len() {
        if i % 65_536 == 0 {
            budget.check_clock()?; // a linear pass over up to a million squares
        }
        if kinds[i] == SquareKind::Free {
            score[i] = layout.jumps(i).filter(|&j| kinds[j] == SquareKind::Free).count() as u8;
            heap.push(Reverse(entry(score[i], i)));
        }
    }
    stats.generated += heap.len() as u64;
    let mut added = Vec::new();
    let mut pops = 0u64;
    while let Some(Reverse(e)) = heap.pop() {
        pops += 1;
        if pops % 65_536 == 0 {
            budget.check_clock()?; // stale entries are not charged as expansions
        }
        let i = index(e);
        if kinds[i] != SquareKind::Free || (e >> 40) as u8 != score[i] {
            continue; // stale
        }
        budget.expand(stats)?;
        kinds[i] = SquareKind::Placed;
        added.push(i as u32);
        rec.event(EventKind::Place, i as u32);
        for j in layout.jumps(i) {
            if kinds[j] != SquareKind::Free {
                continue;
            }
            kinds[j] = SquareKind::Attacked;
            for k in layout.jumps(j) {
                if kinds[k] == SquareKind::Free {
                    score[k] -= 1;
                    stats.generated += 1;
                    heap.push(Reverse(entry(score[k], k)));
                }
            }
        }
    }
    added.sort_unstable();
    Ok(added)
}
