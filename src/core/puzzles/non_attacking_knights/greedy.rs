//! The seed's heuristic (`seeds/k-knights-branch-and-bound.txt`, §1.2 and
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

use super::layout::{Layout, Spot};
use crate::core::search::{Budget, LimitReached, Stats};

/// The knights the heuristic adds to `layout`, as layout indices in
/// increasing order.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn greedy(layout: &Layout, budget: &mut Budget<'_>, stats: &mut Stats) -> Result<Vec<u32>, LimitReached> {
    let mut spots = layout.spots().to_vec();
    let cols = layout.cols() as usize;
    let rows = layout.rows() as usize;
    // score[i]: free squares a knight on free square i would attack.
    let mut score = vec![0u8; spots.len()];
    // Heap of (score, rows counted from the bottom, column, index): the
    // least is the seed's best square.
    let mut heap = BinaryHeap::new();
    for i in 0..spots.len() {
        if spots[i] == Spot::Free {
            score[i] = layout.jumps(i).filter(|&j| spots[j] == Spot::Free).count() as u8;
            heap.push(Reverse((score[i], rows - 1 - i / cols, i % cols, i)));
        }
    }
    stats.generated += heap.len() as u64;
    let mut added = Vec::new();
    while let Some(Reverse((s, _, _, i))) = heap.pop() {
        if spots[i] != Spot::Free || s != score[i] {
            continue; // stale
        }
        stats.expanded += 1;
        budget.charge(stats)?;
        spots[i] = Spot::Placed;
        added.push(i as u32);
        for j in layout.jumps(i) {
            if spots[j] != Spot::Free {
                continue;
            }
            spots[j] = Spot::Attacked;
            for k in layout.jumps(j) {
                if spots[k] == Spot::Free {
                    score[k] -= 1;
                    stats.generated += 1;
                    heap.push(Reverse((score[k], rows - 1 - k / cols, k % cols, k)));
                }
            }
        }
    }
    added.sort_unstable();
    Ok(added)
}
