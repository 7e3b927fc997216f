//! The most knights and the number of ways to place that many, exactly, on
//! boards of at most [`MAX_SQUARES`] squares: dynamic programming over the
//! squares in row-major order with a *broken profile* (the technique of
//! counting tilings square by square; e.g. Skiena, *The Algorithm Design
//! Manual*, and the transfer-matrix method of Stanley, *Enumerative
//! Combinatorics* I, §4.7).
//!
//! The board is turned so that rows are the shorter side, `w ≤ 8` squares.
//! A knight on a square attacks squares at most two rows back, the furthest
//! `2w + 1` squares earlier in row-major order, so the state after deciding
//! a square is which of the last `2w + 1` squares hold a knight (at most
//! 2^17 states). For every state the table keeps the most knights placed so
//! far with that state and the number of ways to reach that many; since what
//! can still be placed depends only on the state, keeping the best per
//! state loses nothing. At the end, the best over all states is the maximum
//! and the sum of their counts the number of maximum placements. Placed
//! knights are forced in, off and attacked squares forced out. The tables
//! of every step are kept, so one maximum placement is read back from the
//! end.
//!
//! `stats.expanded` counts (square, state) pairs, each charged to the
//! budget; `stats.generated` the transitions.

use super::layout::{Layout, SquareKind};
use crate::core::search::{LimitReached, Meter};
use crate::core::words::grouped;

/// The most squares (`rows × cols`, off squares included) this counter
/// takes.
pub const MAX_SQUARES: u64 = 64;

const NONE: i8 = -1;

/// What the dynamic programme found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The most knights (placed ones included).
    pub maximum: u32,
    /// How many placements of that many knights exist (all of them keep the
    /// placed knights).
    pub count: u128,
    /// One of them, as layout indices in increasing order.
    pub placement: Vec<u32>,
}

/// Counts the maximum placements of `layout` (at most [`MAX_SQUARES`]
/// squares; larger layouts give an empty result with count 0).
///
/// A search kernel of about 85 lines on purpose: the profile transition
/// loop and its tables share their locals, and the transition (`put`) is
/// a closure over them, inlined in the hot loop. Reading a placement back
/// is `read_back`.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn count(layout: &Layout, meter: &mut Meter<'_, '_>) -> Result<Counted, LimitReached> {
    let (budget, stats, _) = meter.parts();
    let cells = u64::from(layout.rows()) * u64::from(layout.cols());
    if cells > MAX_SQUARES {
        return Ok(Counted {
            maximum: 0,
            count: 0,
            placement: Vec::new(),
        });
    }
    let turned = layout.cols() > layout.rows();
    let work = if turned { layout.transposed() } else { layout.clone() };
    let w = work.cols() as usize;
    let bits = 2 * w + 1;
    let states = 1usize << bits;
    let mask = states - 1;
    let kinds = work.kinds();
    // The tables of every step (1 byte a state), the two rows of counts
    // (16 bytes a state) and the current row.
    let bytes = (kinds.len() as u64 + 2) * states as u64 + 2 * 16 * states as u64;
    budget.reserve(
        bytes,
        format!("the counting tables ({} states a square)", grouped(states)),
    )?;
    // best[i][s]: most knights over squares 0..=i with state s after i.
    let mut best: Vec<Vec<i8>> = Vec::with_capacity(kinds.len());
    let mut ways_now = vec![0u128; states];
    let mut ways_next = vec![0u128; states];
    let mut prev = vec![NONE; states];
    prev[0] = 0;
    ways_now[0] = 1;
    for (i, &kind) in kinds.iter().enumerate() {
        let c = i % w;
        let mut cur = vec![NONE; states];
        ways_next.iter_mut().for_each(|x| *x = 0);
        for s in 0..states {
            let b = prev[s];
            if b == NONE {
                continue;
            }
            budget.expand(stats)?;
            let ways = ways_now[s];
            let mut put = |t: usize, b: i8, cur: &mut Vec<i8>, ways_next: &mut Vec<u128>| {
                stats.generated += 1;
                if b > cur[t] {
                    cur[t] = b;
                    ways_next[t] = ways;
                } else if b == cur[t] {
                    ways_next[t] = ways_next[t].saturating_add(ways);
                }
            };
            if kind != SquareKind::Placed {
                put((s << 1) & mask, b, &mut cur, &mut ways_next);
            }
            if matches!(kind, SquareKind::Placed | SquareKind::Free) && !attacked(s, c, w) {
                put(((s << 1) | 1) & mask, b + 1, &mut cur, &mut ways_next);
            }
        }
        best.push(cur.clone());
        prev = cur;
        std::mem::swap(&mut ways_now, &mut ways_next);
    }
    let maximum = prev.iter().copied().max().unwrap_or(NONE);
    if maximum < 0 {
        return Ok(Counted {
            maximum: 0,
            count: 0,
            placement: Vec::new(),
        });
    }
    let count = (0..states)
        .filter(|&s| prev[s] == maximum)
        .fold(0u128, |a, s| a.saturating_add(ways_now[s]));
    let last = (0..states).find(|&s| prev[s] == maximum).unwrap_or(0);
    let placement = read_back(layout, &work, turned, &best, last);
    debug_assert_eq!(
        placement.len(),
        maximum as usize,
        "profile DP: the placement read back is not of the maximum size"
    );
    Ok(Counted {
        maximum: maximum as u32,
        count,
        placement,
    })
}

/// One maximum placement, read back through the tables `best` of every
/// step of [`count`] from the state `last` after the last square (one with
/// the most knights): indices of `layout` in increasing order (`work` is
/// `layout` as counted, its transpose when `turned`).
fn read_back(layout: &Layout, work: &Layout, turned: bool, best: &[Vec<i8>], last: usize) -> Vec<u32> {
    let w = work.cols() as usize;
    let bits = 2 * w + 1;
    let mut placement = Vec::new();
    let mut s = last;
    for i in (0..best.len()).rev() {
        let here = best[i][s];
        let knight = s & 1;
        if knight == 1 {
            let [r, c] = work.square(i);
            placement.push(if turned { layout.index([c, r]) } else { i } as u32);
        }
        if i == 0 {
            break;
        }
        let before = &best[i - 1];
        let want = here - knight as i8;
        let c = i % w;
        let ok = |p: usize| before[p] == want && (knight == 0 || !attacked(p, c, w));
        let low = s >> 1;
        s = if ok(low) { low } else { low | 1 << (bits - 1) };
    }
    placement.sort_unstable();
    placement
}

/// Whether a knight on a square in column `c` of a board `w` wide is
/// attacked by a knight of state `s` (bit `k` = the square `k + 1` earlier
/// holds a knight).
fn attacked(s: usize, c: usize, w: usize) -> bool {
    let has = |back: usize| s >> (back - 1) & 1 == 1;
    (c >= 2 && has(w + 2)) || (c + 2 < w && has(w - 2)) || (c >= 1 && has(2 * w + 1)) || (c + 1 < w && has(2 * w - 1))
}
