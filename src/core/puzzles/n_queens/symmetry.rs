//! Counting the solutions of an empty `n × n` board using all eight
//! symmetries of the square (Takaken's method: Takaken, "N-Queens
//! problem", <http://www.ic-net.or.jp/home/takaken/nt/queen/>, c. 2002; the
//! bit-mask backtracking underneath is Richards 1997, "Backtracking
//! algorithms in MCPL using bit patterns and recursion", and Somers 2002,
//! "The N Queens Problem": the attacked columns and diagonals are three bit
//! masks that shift one place per row).
//!
//! Every solution belongs to a class of 8, 4 or 2 solutions under the
//! rotations and reflections of the board (a solution is never fixed by a
//! reflection, so classes of 1 do not exist). The search visits, as far as
//! it can, only one representative of each class and adds the class size:
//!
//! - **Corner**: the first-row queen in column 0. No rotation maps such a
//!   solution to itself, so its class has 8 members; of the two class members
//!   with the queen in that corner (mirror images in the main diagonal) only
//!   the one whose second-row queen is nearer the corner is searched:
//!   queens in column 1 are banned above row `b1`, the second-row queen's
//!   column.
//! - **Inner**: the first-row queen in column `b1` with `1 ≤ b1 < n − 1 −
//!   b1`. Rows above `b1` and below `n − 1 − b1` may not hold a queen in an
//!   edge column, nor the last row one within `b1` of either edge, since the
//!   rotated or reflected solution would then have a smaller first-row
//!   column; every complete solution is then compared with its rotations by
//!   90°, 180° and 270°, kept only if it is the least of them, and counted
//!   with the size of its class (2 when 90° fixes it, 4 when 180° does, 8
//!   otherwise).
//!
//! Splitting (`split: [k, of]`): the tasks are the children of the nodes
//! where each case starts (the corner case's third-row queens, the inner
//! case's second-row queens), numbered in search order; part `k` searches
//! the tasks whose number is `k` modulo `of`.
//!
//! The tests check every count from `n = 4` against the plain search of
//! [`super::search`] and the published values (OEIS A000170).

use crate::core::search::{Budget, LimitReached, Stats};

/// How a count was made, for the answer's reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Solutions counted (the part's share when split).
    pub count: u128,
    /// Tasks the whole search is divided into.
    pub tasks: u64,
    /// Tasks counted by this part.
    pub counted: u64,
}

/// The smallest `n` this counter handles; smaller boards use
/// [`super::search::search`].
pub const MIN_N: u32 = 4;
/// The largest `n` (one `u64` bit per column).
pub const MAX_N: u32 = 64;

struct Search<'b, 'c> {
    mask: u64,
    top: u64,
    side: u64,
    last_mask: u64,
    end_bit: u64,
    b1: usize,
    b2: usize,
    last: usize,
    /// The queen's bit of each row, for the inner case's rotation checks.
    board: [u64; 64],
    c8: u64,
    c4: u64,
    c2: u64,
    /// Row whose choices are the split's tasks.
    task_row: usize,
    split: Option<(u64, u64)>,
    tasks: u64,
    counted: u64,
    /// Nodes so far (`stats.expanded`).
    expanded: u64,
    /// Queens placed by the search (`stats.generated`).
    generated: u64,
    /// The budget's node limit.
    cap: u64,
    budget: &'b mut Budget<'c>,
    stats: &'b mut Stats,
}

impl Search<'_, '_> {
    /// Numbers the next task; whether this part counts it.
    fn take(&mut self) -> bool {
        let t = self.tasks;
        self.tasks += 1;
        let mine = self.split.is_none_or(|(k, of)| t % of == k);
        self.counted += u64::from(mine);
        mine
    }

    /// Counts a node. The budget is charged exactly when it would act: at
    /// every multiple of [`Budget::REPORT_EVERY`] (clock and progress) and
    /// past `cap`, the node limit it was made with; the counts are kept
    /// here in between and copied to `stats` then.
    #[inline(always)]
    fn tick(&mut self) -> Result<(), LimitReached> {
        self.expanded += 1;
        if self.expanded & (Budget::REPORT_EVERY - 1) == 0 || self.expanded > self.cap {
            self.sync();
            self.budget.charge(self.stats)?;
        }
        Ok(())
    }

    fn sync(&mut self) {
        self.stats.expanded = self.expanded;
        self.stats.generated = self.generated;
    }

    /// The columns to try at row `y` (not the last) of the node whose
    /// attacked squares there are `taken` and whose queens' columns are
    /// `down`, after the case's pruning rules; `None` when pruned.
    #[inline(always)]
    fn rules(&self, y: usize, down: u64, taken: u64, corner: bool) -> Option<u64> {
        let mut free = self.mask & !taken;
        if y < self.b1 {
            free &= if corner { !2 } else { !self.side };
        } else if !corner && y == self.b2 {
            let edges = down & self.side;
            if edges == 0 {
                return None;
            }
            if edges != self.side {
                free &= self.side;
            }
        }
        Some(free)
    }

    /// The last row's free squares `free` (at most one): counts the
    /// solution it completes, if any.
    #[inline(always)]
    fn leaf(&mut self, free: u64, corner: bool) {
        if corner {
            self.c8 += u64::from(free != 0);
            self.generated += u64::from(free != 0);
        } else if free != 0 && free & self.last_mask == 0 {
            self.generated += 1;
            self.board[self.last] = free;
            self.classify();
        }
    }

    /// The corner case below row `y` (the hot loop).
    fn corner(&mut self, y: usize, left: u64, down: u64, right: u64) -> Result<(), LimitReached> {
        self.tick()?;
        let taken = left | down | right;
        if y == self.last {
            self.leaf(self.mask & !taken, true);
            return Ok(());
        }
        let mut free = self.mask & !taken;
        if y < self.b1 {
            free &= !2;
        }
        if y + 1 == self.last {
            // The last row directly: its nodes are counted, not entered.
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.generated += 1;
                self.tick()?;
                let last = self.mask & !(((left | bit) << 1) | down | bit | ((right | bit) >> 1));
                self.leaf(last, true);
            }
            return Ok(());
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.generated += 1;
            self.corner(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1)?;
        }
        Ok(())
    }

    /// The inner case below row `y` (the hot loop).
    fn inner(&mut self, y: usize, left: u64, down: u64, right: u64) -> Result<(), LimitReached> {
        self.tick()?;
        let taken = left | down | right;
        if y == self.last {
            self.leaf(self.mask & !taken, false);
            return Ok(());
        }
        let Some(mut free) = self.rules(y, down, taken, false) else {
            return Ok(());
        };
        if y + 1 == self.last {
            // The last row directly: its nodes are counted, not entered.
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.generated += 1;
                self.board[y] = bit;
                self.tick()?;
                let last = self.mask & !(((left | bit) << 1) | down | bit | ((right | bit) >> 1));
                self.leaf(last, false);
            }
            return Ok(());
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.generated += 1;
            self.board[y] = bit;
            self.inner(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1)?;
        }
        Ok(())
    }

    /// The node at the task row `y`: each child is a task, searched only if
    /// it is this part's.
    fn tasks(&mut self, y: usize, left: u64, down: u64, right: u64, corner: bool) -> Result<(), LimitReached> {
        self.tick()?;
        let taken = left | down | right;
        if y == self.last {
            if self.take() {
                self.leaf(self.mask & !taken, corner);
            }
            return Ok(());
        }
        let Some(mut free) = self.rules(y, down, taken, corner) else {
            return Ok(());
        };
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if !self.take() {
                continue;
            }
            self.generated += 1;
            self.board[y] = bit;
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            if corner {
                self.corner(y + 1, l, d, r)?;
            } else {
                self.inner(y + 1, l, d, r)?;
            }
        }
        Ok(())
    }

    /// The whole search: the corner case, then the inner case.
    fn run(&mut self, n: usize) -> Result<(), LimitReached> {
        self.tick()?;
        // Corner: row 0 in column 0, row 1 in column b1.
        self.generated += 1;
        for b1 in 2..self.last {
            self.b1 = b1;
            let bit = 1u64 << b1;
            self.generated += 1;
            self.tasks(2, (2 | bit) << 1, 1 | bit, bit >> 1, true)?;
        }
        // Inner: row 0 in column b1, with b1 < b2 = n − 1 − b1.
        self.task_row = 1;
        let (mut b1, mut b2) = (1, n - 2);
        while b1 < b2 {
            self.b1 = b1;
            self.b2 = b2;
            let bit = 1u64 << b1;
            self.board[0] = bit;
            self.generated += 1;
            self.tasks(1, bit << 1, bit, bit >> 1, false)?;
            self.last_mask |= self.last_mask >> 1 | self.last_mask << 1;
            self.end_bit >>= 1;
            b1 += 1;
            b2 -= 1;
        }
        Ok(())
    }

    /// Compares the complete solution in `board` with its rotations: counts
    /// it with its class size if it is the least, otherwise not at all.
    fn classify(&mut self) {
        let b = &self.board;
        let last = self.last;
        // 90°: the rotated board's row `own` has its queen where row `you`
        // (scanning up from the bottom) holds the bit of column `own`.
        if b[self.b2] == 1 {
            let mut own = 1;
            let mut ptn = 2u64;
            while own <= last {
                let mut bit = 1u64;
                let mut you = last;
                while b[you] != ptn && b[own] >= bit {
                    bit <<= 1;
                    let Some(up) = you.checked_sub(1) else { return };
                    you = up;
                }
                if b[own] > bit {
                    return;
                }
                if b[own] < bit {
                    break;
                }
                own += 1;
                ptn <<= 1;
            }
            if own > last {
                self.c2 += 1;
                return;
            }
        }
        // 180°.
        if b[last] == self.end_bit {
            let mut own = 1;
            let mut you = last - 1;
            while own <= last {
                let mut bit = 1u64;
                let mut ptn = self.top;
                while ptn != b[you] && b[own] >= bit {
                    bit <<= 1;
                    ptn >>= 1;
                }
                if b[own] > bit {
                    return;
                }
                if b[own] < bit {
                    break;
                }
                own += 1;
                you = you.wrapping_sub(1);
            }
            if own > last {
                self.c4 += 1;
                return;
            }
        }
        // 270°.
        if b[self.b1] == self.top {
            let mut own = 1;
            let mut ptn = self.top >> 1;
            while own <= last {
                let mut bit = 1u64;
                let mut you = 0;
                while you <= last && b[you] != ptn && b[own] >= bit {
                    bit <<= 1;
                    you += 1;
                }
                if b[own] > bit {
                    return;
                }
                if b[own] < bit {
                    break;
                }
                own += 1;
                ptn >>= 1;
            }
        }
        self.c8 += 1;
    }
}

/// Counts the solutions of the empty `n × n` board for
/// `MIN_N ≤ n ≤ MAX_N` (other `n` are clamped into that range: callers
/// send smaller boards to [`super::search::search`]), or part
/// `split = (k, of)` of them.
///
/// `stats.expanded` counts the partial placements whose next row was tried;
/// `stats.generated` the queens placed by the search. `cap` is `budget`'s
/// node limit (the request's): the budget is charged at every multiple of
/// [`Budget::REPORT_EVERY`] nodes and at every node past `cap`, which is
/// when it acts, so the count runs at full speed in between. With a larger
/// `cap` than the budget's limit, the limit is noticed at the next multiple.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn count_symmetric(
    n: u32,
    split: Option<(u32, u32)>,
    cap: u64,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<Tally, LimitReached> {
    let n = n.clamp(MIN_N, MAX_N) as usize;
    let last = n - 1;
    let top = 1u64 << last;
    let mut s = Search {
        mask: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
        top,
        side: top | 1,
        last_mask: top | 1,
        end_bit: top >> 1,
        b1: 0,
        b2: 0,
        last,
        board: [0; 64],
        c8: 0,
        c4: 0,
        c2: 0,
        task_row: 2,
        split: split.map(|(k, of)| (u64::from(k), u64::from(of.max(1)))),
        tasks: 0,
        counted: 0,
        expanded: stats.expanded,
        generated: stats.generated,
        cap,
        budget,
        stats,
    };
    let run = s.run(n);
    s.sync();
    run?;
    let count = 8 * u128::from(s.c8) + 4 * u128::from(s.c4) + 2 * u128::from(s.c2);
    Ok(Tally { count, tasks: s.tasks, counted: s.counted })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::n_queens::search::{search, Field, Goal};
    use crate::core::puzzles::n_queens::KNOWN;

    fn count(n: u32, split: Option<(u32, u32)>) -> u128 {
        let mut stats = Stats::default();
        count_symmetric(n, split, u64::MAX, &mut Budget::new(u64::MAX, 1e12), &mut stats).unwrap().count
    }

    #[test]
    fn matches_known_counts_and_the_mirror_counter() {
        for n in MIN_N..=12 {
            assert_eq!(count(n, None), KNOWN[n as usize], "n = {n}");
            let plain = search(&Field::new(n, &[], &[]), Goal::Count { split: None }, &mut Budget::new(u64::MAX, 1e12), &mut Stats::default());
            assert_eq!(count(n, None), plain.count, "n = {n}");
        }
    }

    #[test]
    fn parts_add_up_to_the_whole() {
        for n in MIN_N..=11 {
            for of in [2u32, 3, 8, 1000] {
                let parts: u128 = (0..of).map(|k| count(n, Some((k, of)))).sum();
                assert_eq!(parts, KNOWN[n as usize], "n = {n}, of = {of}");
            }
        }
    }

    #[test]
    fn limits_stop_the_count() {
        let mut stats = Stats::default();
        let out = count_symmetric(13, None, 500, &mut Budget::new(500, 1e12), &mut stats);
        assert_eq!(out, Err(LimitReached));
        assert_eq!(stats.expanded, 501, "stopped at the first node past the limit");
    }
}
