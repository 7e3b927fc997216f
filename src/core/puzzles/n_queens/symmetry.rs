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

use crate::core::search::{Budget, LimitReached, Meter, Stats};

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

/// The fields of [`Search`] that the pruning rules read, copied so that
/// the hot loop keeps them in locals.
#[derive(Clone, Copy)]
struct Rules {
    mask: u64,
    side: u64,
    b1: usize,
    b2: usize,
}

impl Rules {
    fn of(s: &Search<'_, '_>) -> Rules {
        Rules {
            mask: s.mask,
            side: s.side,
            b1: s.b1,
            b2: s.b2,
        }
    }

    /// The columns to try at row `y` (not the last) of the node whose
    /// attacked squares there are `taken` and whose queens' columns are
    /// `down`, after the case's pruning rules; `None` when pruned.
    #[inline(always)]
    fn apply(self, y: usize, down: u64, taken: u64, corner: bool) -> Option<u64> {
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
}

struct Search<'b, 'c> {
    mask: u64,
    top: u64,
    side: u64,
    last_mask: u64,
    end_bit: u64,
    b1: usize,
    b2: usize,
    last: usize,
    /// The queen's bit of each row, for the inner case's rotation checks:
    /// rows above the task's written as they are placed, the rest when a
    /// solution is completed (from [`Self::descend`]'s stack).
    board: [u64; 64],
    c8: u64,
    c4: u64,
    c2: u64,
    /// Row whose choices are the split's tasks.
    task_row: usize,
    split: Option<(u64, u64)>,
    tasks: u64,
    counted: u64,
    /// Nodes so far (`stats.expanded`), from `start`.
    expanded: u64,
    start: u64,
    /// `stats.generated` before the search.
    generated: u64,
    /// Inner-case solutions completed (then classified).
    completed: u64,
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
        // Every node but the root was generated by a queen placed on its
        // parent; so was every completed solution.
        self.stats.generated = self.generated + self.expanded.saturating_sub(self.start + 1) + self.c8 + self.completed;
    }

    /// The columns to try at row `y` (not the last) of the node whose
    /// attacked squares there are `taken` and whose queens' columns are
    /// `down`, after the case's pruning rules; `None` when pruned.
    #[inline(always)]
    fn rules(&self, y: usize, down: u64, taken: u64, corner: bool) -> Option<u64> {
        Rules::of(self).apply(y, down, taken, corner)
    }

    /// The last row's free squares `free` (at most one): counts the
    /// solution it completes, if any.
    #[inline(always)]
    fn leaf(&mut self, free: u64, corner: bool) {
        if corner {
            self.c8 += u64::from(free != 0);
        } else if free != 0 && free & self.last_mask == 0 {
            self.completed += 1;
            self.board[self.last] = free;
            self.classify();
        }
    }

    /// The next value of `expanded` at which [`Self::tick`] charges the
    /// budget: the next multiple of [`Budget::REPORT_EVERY`], or the next
    /// node once past `cap`.
    fn next_check(&self, expanded: u64) -> u64 {
        let every = (expanded / Budget::REPORT_EVERY + 1) * Budget::REPORT_EVERY;
        every.min(self.cap.max(expanded).saturating_add(1))
    }

    /// Charges the budget with `expanded` nodes (at a check point of
    /// [`Self::next_check`]); the next check point.
    #[cold]
    fn check(&mut self, expanded: u64) -> Result<u64, LimitReached> {
        self.expanded = expanded;
        self.sync();
        self.budget.charge(self.stats)?;
        Ok(self.next_check(expanded))
    }

    /// The corner case (`CORNER`) or the inner case below the node at row
    /// `y0 − 1` whose child at row `y0` has attacks `left`, `down`, `right`
    /// (the hot loop): an explicit stack of one frame per row instead of
    /// recursion, the node count kept in a local and compared with the next
    /// check point, as [`Self::tick`] does.
    fn descend<const CORNER: bool>(&mut self, y0: usize, left: u64, down: u64, right: u64) -> Result<(), LimitReached> {
        /// A row's node: its attacks and the columns still to try.
        #[derive(Clone, Copy, Default)]
        struct Frame {
            left: u64,
            down: u64,
            right: u64,
            free: u64,
        }
        let mut stack = [Frame::default(); 64];
        let (mask, last, rules) = (self.mask, self.last, Rules::of(self));
        let mut expanded = self.expanded;
        let mut check_at = self.next_check(expanded);
        // Corner-case solutions found since `c8` was last updated.
        let mut found = 0u64;
        let (mut y, mut l, mut d, mut r) = (y0, left, down, right);
        'enter: loop {
            // The node (y, l, d, r).
            expanded += 1;
            if expanded == check_at {
                self.c8 += found;
                found = 0;
                check_at = self.check(expanded)?;
            }
            let taken = l | d | r;
            if y == last {
                self.leaf(mask & !taken, CORNER);
            } else if let Some(mut free) = rules.apply(y, d, taken, CORNER) {
                if y + 1 == last {
                    // The last row directly: its nodes are counted, not entered.
                    while free != 0 {
                        let bit = free & free.wrapping_neg();
                        free ^= bit;
                        expanded += 1;
                        if expanded == check_at {
                            self.c8 += found;
                            found = 0;
                            check_at = self.check(expanded)?;
                        }
                        let below = mask & !(((l | bit) << 1) | d | bit | ((r | bit) >> 1));
                        if CORNER {
                            found += u64::from(below != 0);
                        } else if below != 0 && below & self.last_mask == 0 {
                            // A solution: its queens' bits, rows y0.. from the
                            // stack's column masks, for the rotation checks.
                            for row in y0..y {
                                let next = stack.get(row + 1).filter(|_| row + 1 < y).map_or(d, |f| f.down);
                                if let (Some(b), Some(f)) = (self.board.get_mut(row), stack.get(row)) {
                                    *b = next ^ f.down;
                                }
                            }
                            if let Some(b) = self.board.get_mut(y) {
                                *b = bit;
                            }
                            self.leaf(below, false);
                        }
                    }
                } else if free != 0 {
                    let bit = free & free.wrapping_neg();
                    if let Some(frame) = stack.get_mut(y) {
                        *frame = Frame {
                            left: l,
                            down: d,
                            right: r,
                            free: free ^ bit,
                        };
                    }
                    (l, d, r) = ((l | bit) << 1, d | bit, (r | bit) >> 1);
                    y += 1;
                    continue 'enter;
                }
            }
            // Back up to the nearest row with columns left to try.
            loop {
                if y <= y0 {
                    self.expanded = expanded;
                    self.c8 += found;
                    return Ok(());
                }
                y -= 1;
                let Some(frame) = stack.get_mut(y) else {
                    continue;
                };
                if frame.free != 0 {
                    let bit = frame.free & frame.free.wrapping_neg();
                    frame.free ^= bit;
                    (l, d, r) = ((frame.left | bit) << 1, frame.down | bit, (frame.right | bit) >> 1);
                    y += 1;
                    continue 'enter;
                }
            }
        }
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
            self.board[y] = bit;
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            if corner {
                self.descend::<true>(y + 1, l, d, r)?;
            } else {
                self.descend::<false>(y + 1, l, d, r)?;
            }
        }
        Ok(())
    }

    /// The whole search: the corner case, then the inner case.
    fn search_corner_and_inner(&mut self, n: usize) -> Result<(), LimitReached> {
        self.tick()?;
        // Corner: row 0 in column 0, row 1 in column b1.
        for b1 in 2..self.last {
            self.b1 = b1;
            let bit = 1u64 << b1;
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
/// `stats.generated` the nodes and solutions generated (every node but the
/// root, and every completed solution). `cap` is `budget`'s
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
    meter: &mut Meter<'_, '_>,
) -> Result<Tally, LimitReached> {
    let (budget, stats, _) = meter.parts();
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
        start: stats.expanded,
        generated: stats.generated,
        completed: 0,
        cap,
        budget,
        stats,
    };
    // On a limit the budget has set `stats` (the node it refused not
    // counted); otherwise copy the final counts.
    s.search_corner_and_inner(n)?;
    s.sync();
    let count = 8 * u128::from(s.c8) + 4 * u128::from(s.c4) + 2 * u128::from(s.c2);
    Ok(Tally {
        count,
        tasks: s.tasks,
        counted: s.counted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::n_queens::search::{search, Bitboard, Goal};
    use crate::core::puzzles::n_queens::KNOWN;
    use crate::core::search::trace::Recorder;

    fn count(n: u32, split: Option<(u32, u32)>) -> u128 {
        let mut stats = Stats::default();
        count_symmetric(
            n,
            split,
            u64::MAX,
            &mut Meter::new(&mut Budget::new(u64::MAX, 1e12), &mut stats, &mut Recorder::off()),
        )
        .unwrap()
        .count
    }

    #[test]
    fn matches_known_counts_and_the_mirror_counter() {
        for n in MIN_N..=12 {
            assert_eq!(count(n, None), KNOWN[n as usize], "n = {n}");
            let plain = search(
                &Bitboard::new(n, &[], &[]),
                Goal::Count { split: None },
                &mut Meter::new(
                    &mut Budget::new(u64::MAX, 1e12),
                    &mut Stats::default(),
                    &mut Recorder::off(),
                ),
            );
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
        let out = count_symmetric(
            13,
            None,
            500,
            &mut Meter::new(&mut Budget::new(500, 1e12), &mut stats, &mut Recorder::off()),
        );
        assert_eq!(out, Err(LimitReached));
        assert_eq!(
            stats.expanded, 500,
            "stopped at the first node past the limit, not counting it"
        );
    }
}
