//! Backtracking with bit masks for any `n × n` board up to `n = 64`, with
//! off squares and queens already placed: finds one solution, lists them
//! all, or counts them (no symmetry is assumed, so any position works).
//!
//! A node is a partial placement: the placed queens' columns are one `u64`,
//! their diagonals two `u128` indexed by `row + col` and
//! `col − row + n − 1`, so the free squares of any row are a few shifts
//! and masks away and the rows may be filled in any order. Rows are filled
//! top to bottom when listing all solutions (so they come out in
//! lexicographic order, as in the seed), and otherwise the row with the
//! fewest free squares first (the "most constrained variable" of
//! constraint programming; Bitner & Reingold 1975, "Backtrack programming
//! techniques", CACM 18(11)), which finds completions of partial
//! placements quickly and proves impossible ones with few nodes.
//! Completing a partial placement is NP-complete in general (Gent,
//! Jefferson & Nightingale 2017, "Complexity of n-Queens Completion",
//! JAIR 59), so the budget matters.

use crate::core::search::trace::{EventKind, Recorder};
use crate::core::search::{Budget, LimitReached, Meter, Stats};

/// The largest `n` (one `u64` bit per column).
pub const MAX_N: u32 = 64;

/// An `n × n` board for the search as bitboards (one word a row, bit `c`
/// column `c`): which squares are on, and which rows hold a queen already.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bitboard {
    n: u32,
    /// Bit `c` of `on[r]`: square `[r, c]` is on (not off).
    on: Vec<u64>,
    /// The column of the queen already placed in each row.
    fixed: Vec<Option<u32>>,
}

impl Bitboard {
    /// A board of side `n` (clamped to `1..=MAX_N`) with `off` squares off
    /// and queens already on `queens`. Squares outside the board are
    /// ignored (the caller has checked them); the queens must not attack
    /// each other (checked by the caller too).
    #[must_use]
    pub fn new(n: u32, off: &[[u32; 2]], queens: &[[u32; 2]]) -> Bitboard {
        let n = n.clamp(1, MAX_N);
        let full = full(n);
        let mut on = vec![full; n as usize];
        for &[r, c] in off {
            if r < n && c < n {
                on[r as usize] &= !(1u64 << c);
            }
        }
        let mut fixed = vec![None; n as usize];
        for &[r, c] in queens {
            if r < n && c < n {
                fixed[r as usize] = Some(c);
            }
        }
        Bitboard { n, on, fixed }
    }

    /// The side of the board.
    #[must_use]
    pub fn n(&self) -> u32 {
        self.n
    }

    /// Whether square `[row, col]` is on (false outside the board).
    #[must_use]
    pub fn is_on(&self, row: usize, col: u32) -> bool {
        col < self.n && self.on.get(row).is_some_and(|bits| bits >> col & 1 == 1)
    }

    /// The column of the queen already placed in `row`, if any.
    #[must_use]
    pub fn fixed(&self, row: usize) -> Option<u32> {
        self.fixed.get(row).copied().flatten()
    }
}

fn full(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// What to look for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The first solution found.
    One,
    /// Solutions in lexicographic order (row 0's column first), at most
    /// `max`; one more is looked for to tell whether more exist.
    All {
        /// The most solutions to return.
        max: usize,
    },
    /// The number of solutions, or of part `k` of `of` (tasks are the
    /// nodes with two rows filled by the search, numbered in search order;
    /// with fewer than two rows to fill, everything is part 0's).
    Count {
        /// `(k, of)`.
        split: Option<(u32, u32)>,
    },
}

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// Solutions as the queen's column in each row (at most one for
    /// [`Goal::One`], at most `max` for [`Goal::All`]).
    pub solutions: Vec<Vec<u32>>,
    /// Solutions counted ([`Goal::Count`]).
    pub count: u128,
    /// [`Goal::All`]: a solution past the `max` returned exists.
    pub more: bool,
    /// Tasks in the search and tasks counted by this part
    /// ([`Goal::Count`]).
    pub tasks: u64,
    /// See `tasks`.
    pub counted: u64,
    /// The budget ran out before the search ended.
    pub limit: bool,
}

struct Search<'f, 'b, 'c> {
    field: &'f Bitboard,
    n: u32,
    full: u64,
    cols: u64,
    d1: u128,
    d2: u128,
    /// Rows still to fill.
    left: u64,
    queen: Vec<u32>,
    /// Rows filled by the search so far.
    depth: u32,
    goal: Goal,
    found: Found,
    budget: &'b mut Budget<'c>,
    stats: &'b mut Stats,
    /// The search's place and remove events, when watched.
    rec: &'b mut Recorder,
}

impl Search<'_, '_, '_> {
    /// The free squares of row `r` as column bits.
    fn free(&self, r: u32) -> u64 {
        let n = self.n;
        let d1 = (self.d1 >> r) as u64;
        let d2 = (self.d2 >> (n - 1 - r)) as u64;
        self.field.on[r as usize] & self.full & !(self.cols | d1 | d2)
    }

    fn place(&mut self, r: u32, c: u32) {
        self.cols ^= 1 << c;
        self.d1 ^= 1 << (r + c);
        self.d2 ^= 1 << (c + self.n - 1 - r);
        self.left ^= 1 << r;
        self.queen[r as usize] = c;
    }

    /// The row to fill next and its free squares; `None` when the node is
    /// complete.
    fn pick(&self) -> Option<(u32, u64)> {
        if self.left == 0 {
            return None;
        }
        if matches!(self.goal, Goal::All { .. }) {
            let r = self.left.trailing_zeros();
            return Some((r, self.free(r)));
        }
        let mut best = (self.left.trailing_zeros(), u64::MAX, u32::MAX);
        let mut rows = self.left;
        while rows != 0 {
            let r = rows.trailing_zeros();
            rows &= rows - 1;
            let free = self.free(r);
            let k = free.count_ones();
            if k < best.2 {
                best = (r, free, k);
                if k <= 1 {
                    break;
                }
            }
        }
        Some((best.0, best.1))
    }

    /// Whether the search should stop (enough found).
    fn record(&mut self) -> bool {
        match self.goal {
            Goal::One => {
                self.found.solutions.push(self.queen.clone());
                true
            }
            Goal::All { max } => {
                if self.found.solutions.len() >= max {
                    self.found.more = true;
                    return true;
                }
                self.found.solutions.push(self.queen.clone());
                false
            }
            Goal::Count { .. } => {
                self.found.count += 1;
                false
            }
        }
    }

    /// Searches below the current node; `Ok(true)` when done.
    fn go(&mut self) -> Result<bool, LimitReached> {
        let Some((r, mut free)) = self.pick() else {
            return Ok(self.record());
        };
        self.budget.expand(self.stats)?;
        if let Goal::Count { split } = self.goal {
            // One row left: count its free squares (unless they are the
            // split's tasks).
            if self.left.count_ones() == 1 && (split.is_none() || self.depth != 1) {
                let k = free.count_ones();
                self.stats.generated += u64::from(k);
                self.found.count += u128::from(k);
                return Ok(false);
            }
        }
        while free != 0 {
            let c = free.trailing_zeros();
            free &= free - 1;
            self.stats.generated += 1;
            if self.depth == 1 {
                if let Goal::Count { split: Some((k, of)) } = self.goal {
                    let task = self.found.tasks;
                    self.found.tasks += 1;
                    if task % u64::from(of.max(1)) != u64::from(k) {
                        continue;
                    }
                    self.found.counted += 1;
                }
            }
            self.place(r, c);
            self.rec.event(EventKind::Place, r * self.n + c);
            self.depth += 1;
            let done = self.go()?;
            self.depth -= 1;
            self.place(r, c);
            if done {
                // The solution stays on the board of the replay.
                return Ok(true);
            }
            self.rec.event(EventKind::Remove, r * self.n + c);
        }
        Ok(false)
    }
}

/// Searches `field` for `goal`; the answer says whether the budget ran
/// out ([`Found::limit`]), keeping what was found before.
///
/// `stats.expanded` counts the partial placements whose next row was tried
/// (the row with a queen already are never searched); each is charged to
/// the budget.
///
/// Records into the meter's recorder a [`EventKind::Place`] event for each
/// queen the search places and a [`EventKind::Remove`] when it takes one
/// back (the cell `row * n + col`); the queens already on the board are
/// not events. With [`Goal::One`] the events replay to the solution found.
pub fn search(field: &Bitboard, goal: Goal, meter: &mut Meter<'_, '_>) -> Found {
    let (budget, stats, rec) = meter.parts();
    let n = field.n;
    let mut s = Search {
        field,
        n,
        full: full(n),
        cols: 0,
        d1: 0,
        d2: 0,
        left: full(n),
        queen: vec![0; n as usize],
        depth: 0,
        goal,
        found: Found::default(),
        budget,
        stats,
        rec,
    };
    for (r, c) in field.fixed.iter().enumerate() {
        if let Some(c) = *c {
            s.place(r as u32, c);
        }
    }
    if let Goal::Count { split: Some((k, _)) } = goal {
        if s.left.count_ones() < 2 {
            // No task level: the whole (tiny) count is part 0's.
            s.found.tasks = 1;
            if k != 0 {
                return s.found;
            }
            s.found.counted = 1;
        }
    }
    if s.go().is_err() {
        s.found.limit = true;
    }
    s.found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::n_queens::KNOWN;

    fn search_unlimited(field: &Bitboard, goal: Goal) -> Found {
        search(
            field,
            goal,
            &mut Meter::new(
                &mut Budget::new(u64::MAX, 1e12),
                &mut Stats::default(),
                &mut Recorder::off(),
            ),
        )
    }

    fn attacks(a: [u32; 2], b: [u32; 2]) -> bool {
        a[0] == b[0] || a[1] == b[1] || a[0].abs_diff(b[0]) == a[1].abs_diff(b[1])
    }

    /// Every n × n permutation checked directly: the solutions of a field.
    fn brute(field: &Bitboard) -> Vec<Vec<u32>> {
        let n = field.n as usize;
        let mut out = Vec::new();
        let mut cols: Vec<u32> = (0..n as u32).collect();
        permutations(&mut cols, 0, &mut |p| {
            let ok = (0..n).all(|r| field.on[r] >> p[r] & 1 == 1 && field.fixed[r].is_none_or(|c| c == p[r]))
                && (0..n).all(|a| (a + 1..n).all(|b| !attacks([a as u32, p[a]], [b as u32, p[b]])));
            if ok {
                out.push(p.to_vec());
            }
        });
        out.sort();
        out
    }

    fn permutations(p: &mut Vec<u32>, k: usize, f: &mut dyn FnMut(&[u32])) {
        if k == p.len() {
            f(p);
            return;
        }
        for i in k..p.len() {
            p.swap(k, i);
            permutations(p, k + 1, f);
            p.swap(k, i);
        }
    }

    #[test]
    fn counts_and_lists_empty_boards() {
        for n in 1..=10u32 {
            let field = Bitboard::new(n, &[], &[]);
            assert_eq!(
                search_unlimited(&field, Goal::Count { split: None }).count,
                KNOWN[n as usize],
                "n = {n}"
            );
            let all = search_unlimited(&field, Goal::All { max: 1000 });
            assert_eq!(all.solutions.len() as u128, KNOWN[n as usize]);
            assert!(!all.more);
            let mut sorted = all.solutions.clone();
            sorted.sort();
            assert_eq!(sorted, all.solutions, "lexicographic order");
        }
    }

    /// A small deterministic generator for the random positions (SplitMix64).
    pub(crate) fn splitmix(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    #[test]
    fn random_positions_match_the_brute_force_oracle() {
        let mut seed = 2024u64;
        for case in 0..300 {
            let n = 4 + (splitmix(&mut seed) % 5) as u32; // 4..=8
            let mut off = Vec::new();
            let mut queens: Vec<[u32; 2]> = Vec::new();
            for r in 0..n {
                for c in 0..n {
                    let x = splitmix(&mut seed) % 100;
                    if x < 8 {
                        off.push([r, c]);
                    } else if x < 11 && queens.iter().all(|&q| !attacks(q, [r, c])) {
                        queens.push([r, c]);
                    }
                }
            }
            let field = Bitboard::new(n, &off, &queens);
            let want = brute(&field);
            let count = search_unlimited(&field, Goal::Count { split: None });
            assert_eq!(count.count, want.len() as u128, "case {case}: {field:?}");
            let all = search_unlimited(&field, Goal::All { max: 100_000 });
            assert_eq!(all.solutions, want, "case {case}");
            let one = search_unlimited(&field, Goal::One);
            match want.is_empty() {
                true => assert!(one.solutions.is_empty()),
                false => assert!(want.contains(&one.solutions[0]), "case {case}"),
            }
            let parts: u128 = (0..3)
                .map(|k| search_unlimited(&field, Goal::Count { split: Some((k, 3)) }).count)
                .sum();
            assert_eq!(parts, want.len() as u128, "case {case}: parts");
        }
    }

    #[test]
    fn paging_says_when_more_exist() {
        let field = Bitboard::new(8, &[], &[]);
        let page = search_unlimited(&field, Goal::All { max: 10 });
        assert_eq!(page.solutions.len(), 10);
        assert!(page.more);
        assert_eq!(page.solutions[0], vec![0, 4, 7, 5, 2, 6, 1, 3]);
        let all = search_unlimited(&field, Goal::All { max: 92 });
        assert!(!all.more);
    }

    #[test]
    fn one_solution_for_every_n_up_to_64() {
        for n in 1..=64u32 {
            let field = Bitboard::new(n, &[], &[]);
            let mut stats = Stats::default();
            let one = search(
                &field,
                Goal::One,
                &mut Meter::new(&mut Budget::new(2_000_000, 1e12), &mut stats, &mut Recorder::off()),
            );
            assert!(!one.limit, "n = {n}");
            assert_eq!(one.solutions.is_empty(), n == 2 || n == 3, "n = {n}");
        }
    }

    #[test]
    fn limits_keep_what_was_found() {
        let field = Bitboard::new(12, &[], &[]);
        let mut stats = Stats::default();
        let all = search(
            &field,
            Goal::All { max: 100_000 },
            &mut Meter::new(&mut Budget::new(5000, 1e12), &mut stats, &mut Recorder::off()),
        );
        assert!(all.limit);
        assert!(!all.solutions.is_empty());
    }
}
