//! Pagoda functions found by linear programming, the refutation the coach
//! tries when its search runs out of budget.
//!
//! A play from `pos` to the finish `f` uses each jump `j` some number of
//! times `x_j ≥ 0`, and every hole's pegs balance: `pos + A·x = f`, where
//! column `j` of `A` is −1 on the jump's `from` and `over` holes and +1 on
//! its `to` hole. When even real (not only whole) `x ≥ 0` cannot balance
//! them, Farkas' lemma gives weights `p` on the holes with
//! `p(from) + p(over) ≥ p(to)` for every jump — a pagoda function, whose
//! total over the pegs no jump increases — and `p(pos) < p(f)`: the finish
//! is out of reach. This is the linear-programming relaxation of M. Kiyomi
//! and T. Matsui, "Integer programming based algorithms for peg solitaire
//! problems" (Computers and Games 2000, LNCS 2063, pp. 229–240); it finds
//! the best pagoda function for the very position asked about, where
//! [`super::refute::pagodas`] tries a few fixed ones.
//!
//! The simplex method below (phase one, Bland's rule, so it cannot cycle)
//! works in floating point; its dual values are only a candidate. A
//! position is called dead only when whole-number weights, the candidate
//! scaled and rounded, pass both conditions in exact integer arithmetic
//! (`certified`).
//!
//! Measured on the French board (a scratch driver, 20 seeded random
//! games, the coach at 80 ms): of the 100 positions left `unknown`, the
//! relaxation refutes 33; of the 222 the search proved dead, 216.

use super::game::{holes_of, Game, Target};

/// The most simplex pivots one refutation may take, over all its finish
/// holes (the French board's four take a few hundred). A pivot is at most
/// 64 rows by about 400 columns (an 8 × 8 board with diagonal jumps has
/// 336 jumps), so a refutation is at most about 10^8 multiply-adds, a
/// tenth of a second natively, on any board, although it runs after the
/// coach's budget is spent.
pub const MOST_PIVOTS: usize = 4_000;
/// Below this a floating-point value counts as zero.
const EPS: f64 = 1e-9;
/// The largest scale tried when rounding a candidate to whole numbers.
const MOST_SCALE: i64 = 720;

/// Whole-number weights, one per hole of `game`, that prove `finish` (a
/// set of holes, the pegs of the last position) out of reach from `pos`:
/// `w[from] + w[over] ≥ w[to]` for every jump and the weights of `pos`'s
/// pegs sum to less than `finish`'s. `None` when the relaxation can
/// balance the pegs (nothing is proved) or no certificate was found within
/// `pivots` simplex pivots (counted down; a caller gives at most
/// [`MOST_PIVOTS`]) and scales up to `MOST_SCALE` (720).
pub fn pagoda_within(game: &Game, pos: u64, finish: u64, pivots: &mut usize) -> Option<Vec<i64>> {
    let duals = infeasible(game, pos, finish, pivots)?;
    certified(game, pos, finish, &duals)
}

/// Why `pos` cannot reach `target`, when for each finish (each hole of a
/// one-peg finish, or the goal position) linear programming finds a
/// pagoda function that proves it; `None` otherwise.
#[must_use]
pub fn refutation(game: &Game, pos: u64, target: Target) -> Option<String> {
    let finishes: Vec<u64> = match target {
        Target::One(mask) => holes_of(mask).map(|i| 1u64 << i).collect(),
        Target::Position(goal) => vec![goal],
    };
    let mut pivots = MOST_PIVOTS;
    if finishes.is_empty()
        || !finishes
            .iter()
            .all(|&f| pagoda_within(game, pos, f, &mut pivots).is_some())
    {
        return None;
    }
    let (each, there) = match target {
        Target::One(_) if finishes.len() > 1 => (
            format!("for each of the {} holes the last peg can be on, ", finishes.len()),
            "on that hole",
        ),
        Target::One(_) => (String::new(), "on the finish hole"),
        Target::Position(_) => (String::new(), "on the goal position"),
    };
    Some(format!(
        "{each}linear programming finds a pagoda function (weights on the holes whose total over the pegs no jump increases) that totals less here than {there} (the relaxation of Kiyomi and Matsui, 2001)"
    ))
}

/// Phase one of the simplex method on `A·x = finish − pos`, `x ≥ 0`: the
/// dual values `y` (one per hole) when it is infeasible, with
/// `y·A_j ≤ 0` for every jump and `y·(finish − pos) > 0` up to rounding;
/// `None` when it is feasible or the `pivots` left run out.
///
/// Kept as one function of about 75 lines on purpose: the tableau, its
/// objective row and the basis are the pivot loop's locals, and the pivot loop
/// (over every entry of the tableau) is the hot one.
fn infeasible(game: &Game, pos: u64, finish: u64, pivots: &mut usize) -> Option<Vec<f64>> {
    let (m, jumps) = (game.len(), game.jumps.len());
    let width = jumps + m + 1;
    let rhs = width - 1;
    // Row i: hole i's balance, negated where its right side is negative
    // (sign[i]), so that the artificial variables start feasible.
    let mut sign = vec![1.0; m];
    let mut t = vec![0.0; m * width];
    for (i, s) in sign.iter_mut().enumerate() {
        let b = f64::from(u8::from(finish >> i & 1 == 1)) - f64::from(u8::from(pos >> i & 1 == 1));
        if b < 0.0 {
            *s = -1.0;
        }
        t[i * width + rhs] = b * *s;
        t[i * width + jumps + i] = 1.0;
    }
    for (k, j) in game.jumps.iter().enumerate() {
        for (hole, a) in [(j.from, -1.0), (j.over, -1.0), (j.to, 1.0)] {
            let i = hole as usize;
            t[i * width + k] += a * sign[i];
        }
    }
    // Reduced costs of "minimise the sum of the artificials".
    let mut d = vec![0.0; width];
    for i in 0..m {
        for k in 0..jumps {
            d[k] -= t[i * width + k];
        }
        d[rhs] -= t[i * width + rhs];
    }
    let mut basis: Vec<usize> = (jumps..jumps + m).collect();
    loop {
        let Some(enter) = (0..jumps).find(|&k| d[k] < -EPS) else {
            // Optimal: infeasible when the artificials' sum is positive.
            if -d[rhs] <= 1e-7 {
                return None;
            }
            let y = (0..m).map(|i| (1.0 - d[jumps + i]) * sign[i]).collect();
            return Some(y);
        };
        // Ratio test, ties to the least basic variable (Bland).
        let mut leave: Option<(usize, f64)> = None;
        for i in 0..m {
            let a = t[i * width + enter];
            if a > EPS {
                let ratio = t[i * width + rhs] / a;
                let better = match leave {
                    None => true,
                    Some((r, best)) => ratio < best - EPS || (ratio <= best + EPS && basis[i] < basis[r]),
                };
                if better {
                    leave = Some((i, ratio));
                }
            }
        }
        // Unbounded cannot happen in phase one (the sum is at least 0).
        let (row, _) = leave?;
        let pivot = t[row * width + enter];
        for k in 0..width {
            t[row * width + k] /= pivot;
        }
        for i in (0..m).filter(|&i| i != row) {
            let f = t[i * width + enter];
            if f != 0.0 {
                for k in 0..width {
                    t[i * width + k] -= f * t[row * width + k];
                }
            }
        }
        let f = d[enter];
        for k in 0..width {
            d[k] -= f * t[row * width + k];
        }
        basis[row] = enter;
        *pivots = pivots.checked_sub(1)?;
    }
}

/// The candidate `duals` scaled and rounded to whole numbers, for the
/// first scale at which they prove the finish out of reach exactly.
fn certified(game: &Game, pos: u64, finish: u64, duals: &[f64]) -> Option<Vec<i64>> {
    let top = duals.iter().fold(0.0f64, |a, &y| a.max(y.abs()));
    if top <= EPS {
        return None;
    }
    let sum = |w: &[i64], set: u64| -> i64 { (0..w.len()).filter(|&i| set >> i & 1 == 1).map(|i| w[i]).sum() };
    (1..=MOST_SCALE).find_map(|scale| {
        let w: Vec<i64> = duals.iter().map(|&y| (y / top * scale as f64).round() as i64).collect();
        let pagoda = game
            .jumps
            .iter()
            .all(|j| w[j.from as usize] + w[j.over as usize] >= w[j.to as usize]);
        (pagoda && sum(&w, pos) < sum(&w, finish)).then_some(w)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::peg_solitaire::{refute, ENGLISH};
    use crate::core::request::{Finish, Request};
    use rand_chacha::rand_core::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// [`pagoda_within`] with the most pivots a caller gives.
    fn pagoda(game: &Game, pos: u64, finish: u64) -> Option<Vec<i64>> {
        let mut pivots = MOST_PIVOTS;
        pagoda_within(game, pos, finish, &mut pivots)
    }

    fn game(board: &str) -> Game {
        let request = Request {
            puzzle: "peg-solitaire".into(),
            board: Some(board.into()),
            finish: Some(Finish::Word("start".into())),
            ..Request::default()
        };
        Game::new(&request.board().expect("board"), &request).expect("game")
    }

    /// Whether play from `pos` reaches exactly `finish` (plain depth-first
    /// search, failures remembered).
    fn reaches(game: &Game, pos: u64, finish: u64, failed: &mut HashMap<u64, ()>) -> bool {
        if pos == finish {
            return true;
        }
        if pos.count_ones() <= finish.count_ones() || failed.contains_key(&pos) {
            return false;
        }
        let found = game
            .jumps
            .iter()
            .any(|j| j.legal(pos) && reaches(game, j.apply(pos), finish, failed));
        if !found {
            failed.insert(pos, ());
        }
        found
    }

    /// Random positions of 4 to 10 pegs on the English board and a random
    /// finish hole: every certificate is a pagoda function weighing less on
    /// the position than on the finish, and an exhaustive search confirms
    /// that none of those positions reaches its finish; and positions
    /// played backward from a finish are never refuted.
    #[test]
    fn every_refutation_holds_and_an_exhaustive_search_agrees() {
        let g = game(ENGLISH);
        let n = g.len();
        let mut rng = ChaCha8Rng::seed_from_u64(25);
        let (mut refuted, mut reachable) = (0, 0);
        for _ in 0..600 {
            let pegs = 4 + rng.next_u32() as usize % 7;
            let mut pos = 0u64;
            while (pos.count_ones() as usize) < pegs {
                pos |= 1 << (rng.next_u32() as usize % n);
            }
            let finish = 1u64 << (rng.next_u32() as usize % n);
            let reached = reaches(&g, pos, finish, &mut HashMap::new());
            reachable += usize::from(reached);
            if let Some(w) = pagoda(&g, pos, finish) {
                refuted += 1;
                assert!(!reached, "{pos:#x} reaches {finish:#x}, yet was refuted");
                assert!(g
                    .jumps
                    .iter()
                    .all(|j| w[j.from as usize] + w[j.over as usize] >= w[j.to as usize]));
                let total = |set: u64| -> i64 { (0..n).filter(|&i| set >> i & 1 == 1).map(|i| w[i]).sum() };
                assert!(total(pos) < total(finish), "{w:?}");
            }
        }
        assert!(refuted > 300, "refuted {refuted} of 600");
        // Positions that do reach their finish, made by playing backward
        // from it (a jump undone: the peg on `to` goes back to `from` and
        // the jumped peg to `over`): none may be refuted.
        let mut backward = 0;
        while backward < 300 {
            let finish = 1u64 << (rng.next_u32() as usize % n);
            let mut pos = finish;
            for _ in 0..3 + rng.next_u32() % 8 {
                let undo: Vec<_> = g
                    .jumps
                    .iter()
                    .filter(|j| pos & j.empty != 0 && pos & j.full == 0)
                    .collect();
                let Some(j) = undo.get(rng.next_u32() as usize % undo.len().max(1)) else {
                    break;
                };
                pos = pos ^ j.empty | j.full;
            }
            if pos == finish {
                continue;
            }
            backward += 1;
            assert!(reaches(&g, pos, finish, &mut HashMap::new()), "{pos:#x}");
            assert_eq!(pagoda(&g, pos, finish), None, "{pos:#x} reaches {finish:#x}");
        }
        reachable += backward;
        assert!(reachable >= 300);
    }

    /// The French board's start plays to one peg (on (4, 3), in 20 moves):
    /// nothing may refute it.
    #[test]
    fn the_french_start_is_not_refuted() {
        let request = crate::core::puzzles::find("peg-solitaire")
            .expect("puzzle")
            .info()
            .presets
            .into_iter()
            .find(|p| p.name.starts_with("French"))
            .expect("preset")
            .request;
        let g = Game::new(&request.board().expect("board"), &request).expect("game");
        let (target, _) = refute::class_filter(&g);
        assert_eq!(g.start.count_ones(), 36);
        assert_eq!(target.holes().count_ones(), 4);
        assert_eq!(refutation(&g, g.start, target), None);
        // (4, 3) is reached, so its relaxation is feasible.
        let centre = g.holes.iter().position(|&s| s == [4, 3]).expect("hole");
        assert_eq!(pagoda(&g, g.start, 1 << centre), None);
    }
}
