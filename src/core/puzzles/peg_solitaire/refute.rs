//! Cheap proofs that a finish cannot be reached, and a bound used while
//! searching.
//!
//! - **Position classes** (the "rule of three": N. G. de Bruijn, "A
//!   solitaire game and its relation to a finite field", *J. Recreational
//!   Math.* 5, 1972; Berlekamp, Conway & Guy, *Winning Ways*, ch. 23).
//!   Number the holes by `f(r, c) = (α r + β c) mod 3`. A jump along a
//!   direction `d` with `α d_r + β d_c ≢ 0 (mod 3)` touches one hole of
//!   each residue and changes each residue's peg count by one, so the
//!   parities `n₀ + n₁` and `n₁ + n₂` never change. Each such `f` that
//!   works for every direction of the board is one invariant; a finish
//!   whose invariants differ from the start's is unreachable.
//! - **Resource count** (Conway's golden-ratio pagoda for "Conway's
//!   soldiers", *Winning Ways* ch. 23): with `σ = (√5 − 1)/2`, so that
//!   `σ + σ² = 1`, the weight `σ^d` of a hole `d` steps from a target hole
//!   `t` (steps between neighbours along jump lines) never grows by a
//!   jump, because `d(from) ≤ d(to) + 2` and `d(over) ≤ d(to) + 1`. A
//!   position whose weight is below the target's (1) cannot reach it. It
//!   is kept only when the rounded integer weights still satisfy every
//!   jump's inequality.

use super::game::{holes_of, Game, Target};

/// Scale of the integer pagoda weights.
const SCALE: f64 = 1_000_000_000.0;

/// The position-class invariants of `pos`: two parity bits per valid
/// functional, packed.
pub fn classes(game: &Game, functionals: &[(u32, u32)], pos: u64) -> u32 {
    let mut out = 0u32;
    for (k, &(a, b)) in functionals.iter().enumerate() {
        let mut n = [0u32; 3];
        for i in holes_of(pos) {
            let [r, c] = game.holes[i];
            n[((a * (r % 3) + b * (c % 3)) % 3) as usize] += 1;
        }
        out |= (((n[0] + n[1]) & 1) | (((n[1] + n[2]) & 1) << 1)) << (2 * k);
    }
    out
}

/// The functionals `(α, β)` mod 3 (up to a scalar) that give invariants on
/// this board: every jump direction has `α d_r + β d_c ≢ 0`.
pub fn functionals(game: &Game) -> Vec<(u32, u32)> {
    [(0u32, 1u32), (1, 0), (1, 1), (1, 2)]
        .into_iter()
        .filter(|&(a, b)| {
            game.directions.iter().all(|&(dr, dc)| {
                let v = i64::from(a) * i64::from(dr) + i64::from(b) * i64::from(dc);
                v.rem_euclid(3) != 0
            })
        })
        .collect()
}

/// Why the start cannot reach the target by position classes, if it
/// cannot: the finish holes whose class matches the start's are kept in
/// the returned mask (for a one-peg finish); an empty mask or a goal of
/// another class is a proof.
pub fn class_filter(game: &Game) -> (Target, Option<String>) {
    let fs = functionals(game);
    if fs.is_empty() {
        return (game.target, None);
    }
    let start = classes(game, &fs, game.start);
    let why = "position classes (de Bruijn 1972; the rule of three in Berlekamp, Conway & Guy, Winning Ways, ch. 23): \
               each jump keeps the parity of the pegs on every two of the three diagonal classes";
    match game.target {
        Target::Position(p) => {
            if classes(game, &fs, p) == start {
                (game.target, None)
            } else {
                (
                    game.target,
                    Some(format!("{why}, and the goal's parities differ from the start's")),
                )
            }
        }
        Target::One(mask) => {
            let mut keep = 0u64;
            let mut set = mask;
            while set != 0 {
                let i = set.trailing_zeros();
                set &= set - 1;
                if classes(game, &fs, 1 << i) == start {
                    keep |= 1 << i;
                }
            }
            let reason = (keep == 0).then(|| {
                format!("{why}; no allowed finish hole has the start's parities, so one peg cannot be left there")
            });
            (Target::One(keep), reason)
        }
    }
}

/// A pagoda function: integer weights per hole and the least total a
/// position needs to reach the target.
#[derive(Clone, Debug)]
pub struct Pagoda {
    /// Weight sums by byte: `tables[b][v]` is the weight of the holes
    /// `8b..8b+8` set in `v`.
    tables: Vec<[i64; 256]>,
    /// A position needs at least this much.
    pub need: i64,
}

impl Pagoda {
    /// The function with `weights` (one per hole; a linear program's may
    /// be negative) and `need`.
    pub fn new(weights: &[i64], need: i64) -> Pagoda {
        let mut tables = vec![[0i64; 256]; weights.len().div_ceil(8)];
        for (b, table) in tables.iter_mut().enumerate() {
            for (v, sum) in table.iter_mut().enumerate() {
                *sum = byte_weight(weights, b, v);
            }
        }
        Pagoda { tables, need }
    }

    /// The weight of `pos`.
    #[inline]
    pub fn value(&self, pos: u64) -> i64 {
        self.tables
            .iter()
            .enumerate()
            .map(|(b, t)| t[((pos >> (8 * b)) & 0xff) as usize])
            .sum()
    }
}

/// The weight of the holes `8b..8b+8` set in the byte value `v`, by
/// `weights` (one per hole): a position's weight is the sum of these over
/// its bytes, so that [`Pagoda`] and [`Learned`] total it with one table
/// lookup per byte.
fn byte_weight(weights: &[i64], b: usize, v: usize) -> i64 {
    (0..8)
        .filter(|k| v >> k & 1 == 1)
        .filter_map(|k| weights.get(8 * b + k))
        .sum()
}

/// Pagoda functions learned at positions proved to fail, at most
/// [`Learned::MOST`]: the weights [`super::lp::pagoda_within`] found and
/// certified there, and the weight of each finish hole of a one-peg
/// target. A position whose total is below a hole's weight cannot end with
/// its one peg on that hole (no jump increases the total), wherever the
/// function was found; so, as clause learning does in SAT solvers, what one
/// failing subtree teaches cuts others. (Pagoda functions: Berlekamp,
/// Conway and Guy, *Winning Ways*, ch. 23; from linear programming: Kiyomi
/// and Matsui, 2001.)
///
/// Laid out for one pass over a position's bytes: per byte and value, the
/// partial sums of every function side by side (`i32`), so that the
/// totals of all of them cost a few contiguous rows, not a table per
/// function.
#[derive(Clone, Debug, Default)]
pub struct Learned {
    /// `sums[(256 b + v) · MOST + k]`: function `k`'s weight of the holes
    /// `8b..8b+8` set in `v`.
    sums: Vec<i32>,
    /// The finish holes (a mask).
    finishes: u64,
    /// `needs[f · MOST + k]`: function `k`'s weight of the `f`-th finish
    /// hole, lowest first (`i32::MIN` for a slot not filled: it proves
    /// nothing).
    needs: Vec<i32>,
    count: usize,
}

impl Learned {
    /// The most functions held.
    pub const MOST: usize = 24;

    /// How many functions are held.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether none is held.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Adds the function with `weights` (one per hole; a linear program's
    /// may be negative) for the finish holes `finishes` (a mask); `false`,
    /// adding nothing, when [`Learned::MOST`] are held or a weight is too
    /// large for the `i32` sums.
    pub fn add(&mut self, weights: &[i64], finishes: u64) -> bool {
        const MOST: usize = Learned::MOST;
        let small = |w: &i64| w.unsigned_abs() < 1 << 24;
        if self.count >= MOST || !weights.iter().all(small) {
            return false;
        }
        if self.count == 0 {
            let bytes = weights.len().div_ceil(8);
            self.sums = vec![0; bytes * 256 * MOST];
            self.finishes = finishes;
            self.needs = vec![i32::MIN; finishes.count_ones() as usize * MOST];
        }
        let k = self.count;
        for b in 0..self.sums.len() / (256 * MOST) {
            for v in 0..256 {
                self.sums[(256 * b + v) * MOST + k] = byte_weight(weights, b, v) as i32;
            }
        }
        for (f, hole) in holes_of(self.finishes).enumerate() {
            self.needs[f * MOST + k] = weights.get(hole).map_or(i32::MIN, |&w| w as i32);
        }
        self.count += 1;
        true
    }

    /// The finish holes (a mask) the functions held prove out of reach
    /// from `pos`, together.
    #[inline]
    pub fn refutes(&self, pos: u64) -> u64 {
        const MOST: usize = Learned::MOST;
        if self.count == 0 {
            return 0;
        }
        let mut total = [0i32; MOST];
        for (b, rows) in self.sums.chunks_exact(256 * MOST).enumerate() {
            let v = ((pos >> (8 * b)) & 0xff) as usize;
            let row = &rows[v * MOST..(v + 1) * MOST];
            for (t, &w) in total.iter_mut().zip(row) {
                *t += w;
            }
        }
        let mut out = 0;
        for (needs, hole) in self.needs.chunks_exact(MOST).zip(holes_of(self.finishes)) {
            if total.iter().zip(needs).any(|(&t, &n)| t < n) {
                out |= 1 << hole;
            }
        }
        out
    }
}

/// The golden-ratio resource counts for a finish on one hole (or the
/// holes of a goal position, one count per hole), kept only where they
/// are valid pagoda functions of this board.
pub fn pagodas(game: &Game, target: Target) -> Vec<Pagoda> {
    let n = game.len();
    let mut out = Vec::new();
    let t = target.holes();
    // One count per target hole for a goal, or for a single finish hole.
    let aims: Vec<usize> = match target {
        Target::One(mask) if mask.count_ones() == 1 => vec![mask.trailing_zeros() as usize],
        Target::Position(_) => (0..n).filter(|&i| t >> i & 1 == 1).collect(),
        Target::One(_) => Vec::new(),
    };
    // Neighbours along jump lines.
    let mut next = vec![Vec::new(); n];
    for j in &game.jumps {
        next[j.from as usize].push(j.over as usize);
        next[j.over as usize].push(j.to as usize);
    }
    let sigma = (5f64.sqrt() - 1.0) / 2.0;
    for aim in aims {
        let mut dist = vec![u32::MAX; n];
        dist[aim] = 0;
        let mut queue = std::collections::VecDeque::from([aim]);
        while let Some(i) = queue.pop_front() {
            for &k in &next[i] {
                if dist[k] == u32::MAX {
                    dist[k] = dist[i] + 1;
                    queue.push_back(k);
                }
            }
        }
        let weight: Vec<i64> = dist
            .iter()
            .map(|&d| {
                if d == u32::MAX {
                    0
                } else {
                    (sigma.powi(d.min(60) as i32) * SCALE).round() as i64
                }
            })
            .collect();
        let valid = game
            .jumps
            .iter()
            .all(|j| weight[j.from as usize] + weight[j.over as usize] >= weight[j.to as usize]);
        if !valid {
            continue;
        }
        let need: i64 = (0..n).filter(|&i| t >> i & 1 == 1).map(|i| weight[i]).sum();
        out.push(Pagoda::new(&weight, need));
    }
    out
}
