//! Heuristics for knight-swap searches: lower bounds on the moves left
//! (admissible, for A*) and the seed's Manhattan estimate (for its greedy
//! best-first search).
//!
//! Distances are knight distances in the board's knight graph, off squares
//! included but other knights ignored: a knight needs at least that many of
//! its own moves to get anywhere, whatever blocks it.

use super::game::{bits, Bitboards, Game};

/// No assignment: some knight cannot reach any free goal square.
const INFINITE: u32 = u32::MAX;

impl Game {
    /// For each colour, the larger of Σ over knights of the distance to the
    /// nearest goal square and Σ over goal squares of the distance to the
    /// nearest knight. Each move changes one knight's position by one knight
    /// move, so each sum drops by at most 1: admissible and consistent.
    /// `None` when some knight cannot reach any goal square of its colour.
    pub(super) fn nearest(&self, &(w, b): &Bitboards) -> Option<u32> {
        let mut h = 0u32;
        for (now, want) in [(w, self.goal.0), (b, self.goal.1)] {
            let mut forward = 0u32;
            for i in bits(now) {
                let d = bits(want).map(|j| self.dist[i][j]).min().unwrap_or(0);
                if d == u8::MAX {
                    return None;
                }
                forward += u32::from(d);
            }
            let mut backward = 0u32;
            for j in bits(want) {
                backward += u32::from(bits(now).map(|i| self.dist[i][j]).min().unwrap_or(0));
            }
            h += forward.max(backward);
        }
        Some(h)
    }

    /// For each colour, the cost of a minimum-cost assignment of its knights
    /// to its goal squares (one knight per square), the cost of a pair being
    /// their knight distance; the two colours' costs added.
    ///
    /// Admissible: the knights of a colour end on its goal squares one to
    /// one, so the moves they make pay for some assignment, each knight at
    /// least its distance. Consistent: a move changes one knight's square by
    /// one knight move, so the cost of any fixed assignment, and hence the
    /// minimum, changes by at most 1. It is never below [`Game::nearest`]'s
    /// sums (each of them relaxes the one-to-one condition on one side).
    /// `None` when no assignment of finite cost exists.
    ///
    /// The assignment problem is solved exactly: by dynamic programming over
    /// subsets of goal squares for up to [`SUBSET_DP_MAX`] knights a colour
    /// (`k · 2^k` steps), by the Hungarian method past that (Kuhn, "The
    /// Hungarian method for the assignment problem", *Naval Research
    /// Logistics Quarterly* 2, 1955; Munkres, *J. SIAM* 5, 1957).
    pub(super) fn assignment(&self, &(w, b): &Bitboards) -> Option<u32> {
        let mut h = 0u32;
        for (now, want) in [(w, self.goal.0), (b, self.goal.1)] {
            // Squares in stack arrays: this runs for every generated state.
            let (mut knights, mut goals) = ([0u8; 64], [0u8; 64]);
            let n = now.count_ones() as usize;
            for (k, i) in bits(now).enumerate() {
                knights[k] = i as u8;
            }
            for (k, j) in bits(want).enumerate() {
                goals[k] = j as u8;
            }
            let cost = |i: usize, j: usize| match self.dist[usize::from(knights[i])][usize::from(goals[j])] {
                u8::MAX => INFINITE,
                d => u32::from(d),
            };
            let c = min_cost_assignment(n, cost);
            if c == INFINITE {
                return None;
            }
            h += c;
        }
        Some(h)
    }

    /// The seed's heuristic: Σ over knights of the Manhattan distance to the
    /// nearest goal square of its colour. Not a lower bound on knight moves
    /// (a knight move changes the Manhattan distance by 3).
    pub(super) fn seed_manhattan(&self, &(w, b): &Bitboards) -> u32 {
        let manhattan = |i: usize, j: usize| {
            let ([r1, c1], [r2, c2]) = (self.squares[i], self.squares[j]);
            r1.abs_diff(r2) + c1.abs_diff(c2)
        };
        [(w, self.goal.0), (b, self.goal.1)]
            .into_iter()
            .flat_map(|(now, want)| bits(now).map(move |i| bits(want).map(|j| manhattan(i, j)).min().unwrap_or(0)))
            .sum()
    }
}

/// Up to this many knights a colour, [`min_cost_assignment`] uses the
/// subset dynamic programme; past it, the Hungarian method.
pub(super) const SUBSET_DP_MAX: usize = 8;

/// The least total cost of assigning `n` rows to `n` columns one to one,
/// `cost(row, col)` each ([`INFINITE`] for a forbidden pair); [`INFINITE`]
/// when every assignment uses a forbidden pair.
pub(super) fn min_cost_assignment(n: usize, cost: impl Fn(usize, usize) -> u32) -> u32 {
    if n <= SUBSET_DP_MAX {
        subset_dp(n, cost)
    } else {
        hungarian(n, cost)
    }
}

/// `best[mask]`: the least cost of assigning the first `popcount(mask)` rows
/// to the columns in `mask`.
fn subset_dp(n: usize, cost: impl Fn(usize, usize) -> u32) -> u32 {
    let full = (1usize << n) - 1;
    let mut best = [INFINITE; 1 << SUBSET_DP_MAX];
    best[0] = 0;
    for mask in 0..full {
        let here = best[mask];
        if here == INFINITE {
            continue;
        }
        let row = mask.count_ones() as usize;
        for col in 0..n {
            if mask >> col & 1 == 0 {
                let c = cost(row, col);
                if c != INFINITE {
                    let next = &mut best[mask | 1 << col];
                    *next = (*next).min(here + c);
                }
            }
        }
    }
    best[full]
}

/// The Hungarian method in its shortest-augmenting-path form with row and
/// column potentials, `O(n³)`: rows are added one at a time, each by a
/// Dijkstra-like search over reduced costs (which the potentials keep
/// non-negative) for the cheapest way to free a column for it.
///
/// Kept as one function of about 65 lines on purpose: the potentials, the
/// matching and the search's distances are the loops' locals, in the
/// method's usual compact form, and it runs for each state the heuristic
/// scores past [`SUBSET_DP_MAX`] knights a colour.
fn hungarian(n: usize, cost: impl Fn(usize, usize) -> u32) -> u32 {
    // Forbidden pairs cost more than any finite assignment can: n rows of
    // at most 254 each stay below this.
    let big = 1i64 << 40;
    let c = |r: usize, col: usize| match cost(r, col) {
        INFINITE => big,
        x => i64::from(x),
    };
    // Index 0 of columns is a virtual column holding the row being added;
    // rows are 1-based in `owner` (0 = free).
    let mut u = vec![0i64; n + 1];
    let mut v = vec![0i64; n + 1];
    let mut owner = vec![0usize; n + 1];
    let mut way = vec![0usize; n + 1];
    for row in 1..=n {
        owner[0] = row;
        let mut col0 = 0usize;
        let mut min_to = vec![i64::MAX; n + 1];
        let mut used = vec![false; n + 1];
        loop {
            used[col0] = true;
            let r = owner[col0];
            let mut delta = i64::MAX;
            let mut next = 0usize;
            for col in 1..=n {
                if used[col] {
                    continue;
                }
                let reduced = c(r - 1, col - 1) - u[r] - v[col];
                if reduced < min_to[col] {
                    min_to[col] = reduced;
                    way[col] = col0;
                }
                if min_to[col] < delta {
                    delta = min_to[col];
                    next = col;
                }
            }
            for col in 0..=n {
                if used[col] {
                    u[owner[col]] += delta;
                    v[col] -= delta;
                } else {
                    min_to[col] -= delta;
                }
            }
            col0 = next;
            if owner[col0] == 0 {
                break;
            }
        }
        // Flip the augmenting path back to the virtual column.
        while col0 != 0 {
            let prev = way[col0];
            owner[col0] = owner[prev];
            col0 = prev;
        }
    }
    let total: i64 = (1..=n).map(|col| c(owner[col] - 1, col - 1)).sum();
    if total >= big {
        INFINITE
    } else {
        u32::try_from(total).unwrap_or(INFINITE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every permutation's cost, the least: the oracle for small n.
    fn brute(n: usize, cost: &dyn Fn(usize, usize) -> u32) -> u32 {
        fn go(row: usize, n: usize, used: &mut Vec<bool>, cost: &dyn Fn(usize, usize) -> u32) -> u32 {
            if row == n {
                return 0;
            }
            let mut best = INFINITE;
            for col in 0..n {
                if !used[col] && cost(row, col) != INFINITE {
                    used[col] = true;
                    let rest = go(row + 1, n, used, cost);
                    used[col] = false;
                    if rest != INFINITE {
                        best = best.min(cost(row, col) + rest);
                    }
                }
            }
            best
        }
        go(0, n, &mut vec![false; n], cost)
    }

    #[test]
    fn dp_and_hungarian_agree_with_brute_force() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for trial in 0..400 {
            let n = (trial % 7) + 1;
            let table: Vec<u32> = (0..n * n)
                .map(|_| {
                    if next() % 9 == 0 {
                        INFINITE
                    } else {
                        (next() % 12) as u32
                    }
                })
                .collect();
            let cost = |r: usize, c: usize| table[r * n + c];
            let want = brute(n, &cost);
            assert_eq!(subset_dp(n, cost), want, "dp, trial {trial}: {table:?}");
            assert_eq!(hungarian(n, cost), want, "hungarian, trial {trial}: {table:?}");
        }
    }

    #[test]
    fn hungarian_on_larger_tables() {
        // cost = |r − c| · (1 + (r + c) % 3): the identity costs 0.
        let n = 20;
        assert_eq!(hungarian(n, |r, c| (r.abs_diff(c) * (1 + (r + c) % 3)) as u32), 0);
        // A shifted cyclic table: the cheapest is the all-ones diagonal.
        assert_eq!(hungarian(n, |r, c| if (r + 1) % n == c { 1 } else { 5 }), n as u32);
        // Row 0 may use no column: infinite.
        assert_eq!(
            min_cost_assignment(n, |r, _| if r == 0 { INFINITE } else { 1 }),
            INFINITE
        );
        assert_eq!(min_cost_assignment(0, |_, _| 0), 0);
    }
}
