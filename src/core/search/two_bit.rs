//! Breadth-first search with two bits a state: for state spaces small
//! enough to number every state (a *ranking*), a flat table of marks
//! replaces the hash set of states seen, and parent pointers are not kept.
//!
//! Each state's two bits hold its depth modulo 3, or 3 when not yet
//! reached. The neighbours of a state at depth `d` lie at depths `d − 1`,
//! `d` or `d + 1`, which differ modulo 3, so walking back from the goal to
//! any neighbour marked `(d − 1) mod 3` retraces a shortest path. The idea
//! is Korf's ("Minimizing disk I/O in two-bit breadth-first search", AAAI
//! 2008; Cooperman & Finkelstein, 1992, for the two-bit encoding).
//!
//! On the 5 × 4 knight swap (8.8 M states) the marks take 2.2 MB where a
//! hash set and a parent arena take some 600 MB, and lookups stay in cache.

use std::hash::Hash;

use super::{vec_bytes, Meter, Outcome};
use crate::core::words::grouped;

const UNSEEN: u8 = 3;

/// Each state's depth modulo 3 in two bits ([`UNSEEN`] at first), four
/// states a byte, indexed by rank.
struct DepthsMod3(Vec<u8>);

impl DepthsMod3 {
    fn new(states: u64) -> Option<DepthsMod3> {
        let bytes = usize::try_from(states.div_ceil(4)).ok()?;
        Some(DepthsMod3(vec![0xff; bytes]))
    }

    fn get(&self, i: u64) -> u8 {
        // `i < states` is the caller's contract; a wrong rank reads "seen".
        let byte = self.0.get((i / 4) as usize).copied().unwrap_or(0);
        (byte >> ((i % 4) * 2)) & 3
    }

    fn set(&mut self, i: u64, value: u8) {
        if let Some(byte) = self.0.get_mut((i / 4) as usize) {
            let shift = (i % 4) * 2;
            *byte = (*byte & !(3 << shift)) | (value << shift);
        }
    }
}

/// Numbers a search's states `0 .. states`, one to one, for
/// [`two_bit_bfs`]'s marks: any `FnMut(&N) -> u64`, or a type of its own
/// whose `rank` is `#[inline(always)]`, for a ranking too large for the
/// compiler to inline as a closure (the search ranks every neighbour, so a
/// call there costs about as much as the marks).
pub trait Ranking<N> {
    /// The number of `state`, in `0 .. states`.
    fn rank(&mut self, state: &N) -> u64;
}

impl<N, F: FnMut(&N) -> u64> Ranking<N> for F {
    #[inline]
    fn rank(&mut self, state: &N) -> u64 {
        self(state)
    }
}

/// Breadth-first search from `start` to a state where `success` holds, the
/// same search as [`super::bfs`] (same order, same `stats`, same `depths`:
/// states expanded at each depth), with a two-bit mark per state instead of
/// a hash set and parent pointers.
///
/// - `states`: how many states there are; `rank` ([`Ranking`]) numbers them
///   `0 .. states`, one to one. The marks take `states / 4` bytes.
/// - `neighbours(state, out)` pushes the states one move away into `out`.
///   Moves must be reversible (an undirected graph), since the path is
///   rebuilt by walking back from the goal through `neighbours`.
///
/// Returns the states from start to goal, [`Outcome::Exhausted`] when no
/// goal is reachable, [`Outcome::Limit`] when the budget ran out or the
/// marks cannot be allocated (more than `usize::MAX` bytes).
///
/// A search kernel of about 90 lines kept whole on purpose: the two layers, the
/// marks and the memory check's `room` are the layer loop's locals, and the
/// loop over a state's neighbours (rank, mark, push) is the hot one.
pub fn two_bit_bfs<N, FR, FS, FG>(
    start: N,
    states: u64,
    mut rank: FR,
    mut neighbours: FS,
    mut success: FG,
    meter: &mut Meter<'_, '_>,
    mut depths: Option<&mut Vec<u64>>,
) -> Outcome<Vec<N>>
where
    N: Copy + Eq + Hash,
    FR: Ranking<N>,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
{
    let (budget, stats, _) = meter.parts();
    let marks_bytes = states.div_ceil(4);
    if budget
        .reserve(
            marks_bytes,
            format!("the BFS marks (2 bits for each of {} positions)", grouped(states)),
        )
        .is_err()
    {
        return Outcome::Limit;
    }
    let Some(mut marks) = DepthsMod3::new(states) else {
        return Outcome::Limit;
    };
    if let Some(d) = depths.as_deref_mut() {
        d.clear();
    }
    marks.set(rank.rank(&start), 0);
    let mut layer = vec![start];
    let mut next = Vec::new();
    let mut out = Vec::new();
    let mut depth = 0usize;
    while !layer.is_empty() {
        let here = (depth % 3) as u8;
        let there = ((depth + 1) % 3) as u8;
        // The tables once `k` states of the next layer are found, as
        // `budget.store` is given them when one more is added: the marks and
        // both layers. The next layer holds at most `states`, so the states
        // before `room` all fit and only those from `room` on are checked
        // (see `Budget::room`).
        let layer_len = layer.len();
        let tables = |k: usize| {
            let layers = layer_len + k + 1;
            (layers, marks_bytes + layers as u64 * vec_bytes::<N>())
        };
        let room = budget.room(usize::try_from(states).unwrap_or(usize::MAX), tables);
        for (i, state) in layer.iter().enumerate() {
            if success(state) {
                let open = (layer.len() - i) + next.len();
                stats.peak_frontier = stats.peak_frontier.max(open as u64);
                return Outcome::Found(walk_back(*state, depth, &marks, &mut rank, &mut neighbours));
            }
            if budget.expand(stats).is_err() {
                return Outcome::Limit;
            }
            if let Some(d) = depths.as_deref_mut() {
                if d.len() <= depth {
                    d.resize(depth + 1, 0);
                }
                d[depth] += 1;
            }
            out.clear();
            neighbours(state, &mut out);
            stats.generated += out.len() as u64;
            for &n in &out {
                let r = rank.rank(&n);
                if marks.get(r) == UNSEEN {
                    if next.len() >= room {
                        let (stored, bytes) = tables(next.len());
                        if budget.store(stored, bytes).is_err() {
                            return Outcome::Limit;
                        }
                    }
                    marks.set(r, there);
                    next.push(n);
                }
            }
            let open = (layer.len() - i - 1) + next.len();
            stats.peak_frontier = stats.peak_frontier.max(open as u64);
        }
        debug_assert!(layer.iter().all(|s| marks.get(rank.rank(s)) == here));
        std::mem::swap(&mut layer, &mut next);
        next.clear();
        depth += 1;
    }
    Outcome::Exhausted
}

/// The path from the start to `goal` (at `depth`): each step back goes to a
/// neighbour marked one depth less, modulo 3.
fn walk_back<N: Copy>(
    goal: N,
    depth: usize,
    marks: &DepthsMod3,
    rank: &mut impl Ranking<N>,
    neighbours: &mut impl FnMut(&N, &mut Vec<N>),
) -> Vec<N> {
    let mut path = vec![goal];
    let mut out = Vec::new();
    let mut at = goal;
    for d in (0..depth).rev() {
        out.clear();
        neighbours(&at, &mut out);
        let want = (d % 3) as u8;
        // Some neighbour was the state that reached `at` first.
        match out.iter().find(|n| marks.get(rank.rank(n)) == want) {
            Some(&n) => at = n,
            None => break,
        }
        path.push(at);
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::search::bfs;
    use crate::core::search::trace::Recorder;
    use crate::core::search::{Budget, Stats};

    /// A 4-neighbour grid `side × side` with walls; states are cell indices.
    fn grid(side: u32, wall: impl Fn(u32) -> bool) -> impl FnMut(&u32, &mut Vec<u32>) {
        move |&s, out| {
            let (r, c) = (s / side, s % side);
            let cand = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
            out.extend(
                cand.into_iter()
                    .filter(|&(r, c)| r < side && c < side)
                    .map(|(r, c)| r * side + c)
                    .filter(|&t| !wall(t)),
            );
        }
    }

    #[test]
    fn same_search_as_bfs_with_a_legal_shortest_path() {
        let wall = |s: u32| s % 7 == 3 || s % 11 == 5;
        for from in (0..144).filter(|&s| !wall(s)).step_by(5) {
            for to in (0..144).filter(|&s| !wall(s)).step_by(7) {
                let (mut a, mut b) = (Stats::default(), Stats::default());
                let (mut da, mut db) = (Vec::new(), Vec::new());
                let budget = || Budget::new(1_000_000, 1e9);
                let one = bfs(
                    from,
                    grid(12, wall),
                    |&s| s == to,
                    &mut Meter::new(&mut budget(), &mut a, &mut Recorder::off()),
                    Some(&mut da),
                );
                let two = two_bit_bfs(
                    from,
                    144,
                    |&s: &u32| u64::from(s),
                    grid(12, wall),
                    |&s| s == to,
                    &mut Meter::new(&mut budget(), &mut b, &mut Recorder::off()),
                    Some(&mut db),
                );
                assert_eq!(
                    (a.expanded, a.generated, a.peak_frontier),
                    (b.expanded, b.generated, b.peak_frontier)
                );
                assert_eq!(da, db, "{from} → {to}");
                match (one, two) {
                    (Outcome::Found(p), Outcome::Found(q)) => {
                        assert_eq!(p.len(), q.len(), "{from} → {to}");
                        assert_eq!((q[0], q[q.len() - 1]), (from, to));
                        let mut out = Vec::new();
                        for w in q.windows(2) {
                            out.clear();
                            grid(12, wall)(&w[0], &mut out);
                            assert!(out.contains(&w[1]), "{from} → {to}: {w:?} is not a move");
                        }
                    }
                    (p, q) => assert_eq!(p, q, "{from} → {to}"),
                }
            }
        }
    }

    #[test]
    fn limits_and_impossible_sizes() {
        let mut stats = Stats::default();
        let out = two_bit_bfs(
            0u32,
            10_000,
            |&s: &u32| u64::from(s),
            grid(100, |_| false),
            |&s| s == 9_999,
            &mut Meter::new(&mut Budget::new(10, 1e9), &mut stats, &mut Recorder::off()),
            None,
        );
        assert_eq!(out, Outcome::Limit);
        if usize::BITS == 32 {
            let out = two_bit_bfs(
                0u32,
                u64::MAX,
                |&s: &u32| u64::from(s),
                grid(2, |_| false),
                |_| false,
                &mut Meter::new(&mut Budget::new(10, 1e9), &mut stats, &mut Recorder::off()),
                None,
            );
            assert_eq!(out, Outcome::Limit);
        }
    }

    #[test]
    fn a_cap_on_states_stops_at_the_first_store_past_it() {
        // The layers of a 30 × 30 grid from a corner (states expanded at
        // each depth); `store` is given both layers' lengths, one more for
        // the state being added, so the search must stop at the first state
        // whose count reaches the cap, in order.
        let run = |budget: &mut Budget<'_>, depths: Option<&mut Vec<u64>>| {
            let rank = |&s: &u32| u64::from(s);
            two_bit_bfs(
                0u32,
                900,
                rank,
                grid(30, |_| false),
                |_| false,
                &mut Meter::new(budget, &mut Stats::default(), &mut Recorder::off()),
                depths,
            )
        };
        let mut layers = Vec::new();
        assert_eq!(
            run(&mut Budget::new(u64::MAX, 1e9), Some(&mut layers)),
            Outcome::Exhausted
        );
        for cap in 2..120usize {
            let want = layers.windows(2).find_map(|w| {
                let (layer, next) = (w[0] as usize, w[1] as usize);
                let k = cap.saturating_sub(layer + 1);
                (k < next).then_some(layer + k + 1)
            });
            let mut budget = Budget::new(u64::MAX, 1e9).with_max_stored(cap);
            let out = run(&mut budget, None);
            let states = match budget.stop() {
                Some(super::super::Stop::Tables { states, .. }) => Some(*states as usize),
                _ => None,
            };
            assert_eq!((out == Outcome::Limit, states), (want.is_some(), want), "cap {cap}");
        }
    }
}
