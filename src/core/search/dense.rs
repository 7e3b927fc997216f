//! Searches over states numbered `0 .. n` (the cells of a board), with one
//! flat table of marks instead of hash maps: BFS, bidirectional BFS, A* and
//! greedy best-first, and IDA*.
//!
//! Moves must be reversible (an undirected graph, as knight moves are) and
//! of unit cost: paths are rebuilt by walking back from the goal to a
//! neighbour one step closer to the start, so no parent pointers are kept.
//! Each state's mark packs the length of the shortest path found to it
//! (plus one; 0 = never reached) and, in bit 31, whether it was expanded.
//! [`Marks`] is implemented by `Vec<u32>` (4 bytes a state, for boards up to
//! a few million squares) and by a hash map (for sparse searches on boards
//! too large to allocate).
//!
//! Sources: Russell & Norvig, *Artificial Intelligence: A Modern Approach*,
//! 4th ed., §3.4–3.5 (BFS, bidirectional search, A*, greedy best-first);
//! Hart, Nilsson & Raphael (1968) for A*; Korf (1985), "Depth-first
//! iterative-deepening: an optimal admissible tree search", for IDA*;
//! Pohl (1971), "Bi-directional search", for bidirectional BFS.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::{FxHashMap, FxHashSet};

use super::{hash_bytes, vec_bytes, Budget, Meter, Outcome, Priority};
use crate::core::words::grouped;

/// A heuristic value meaning "the goal cannot be reached from here": such
/// states are pruned by [`best_first`] and [`ida_star`].
pub const UNREACHABLE: u32 = 1 << 30;

const CLOSED: u32 = 1 << 31;
const G_MASK: u32 = CLOSED - 1;

/// A table of one `u32` mark per state, 0 for states never touched
/// (`Default`: an empty table, a placeholder while one is moved out).
pub trait Marks: Default {
    /// A table for states `0 .. n`.
    fn with_states(n: usize) -> Self;
    /// The mark of `state` (0 when never set).
    fn mark(&self, state: u32) -> u32;
    /// Sets the mark of `state`.
    fn set_mark(&mut self, state: u32, mark: u32);
    /// About how many bytes a table for states `0 .. n` takes once `marked`
    /// states have marks (see [`Budget`] for how estimates count).
    fn table_bytes(n: usize, marked: usize) -> u64;
    /// What the table is, for a message.
    const NAME: &'static str;
}

impl Marks for Vec<u32> {
    fn with_states(n: usize) -> Self {
        vec![0; n]
    }
    #[inline]
    fn mark(&self, state: u32) -> u32 {
        self.get(state as usize).copied().unwrap_or(0)
    }
    #[inline]
    fn set_mark(&mut self, state: u32, mark: u32) {
        if let Some(m) = self.get_mut(state as usize) {
            *m = mark;
        }
    }
    fn table_bytes(n: usize, _marked: usize) -> u64 {
        4 * n as u64
    }
    const NAME: &'static str = "a table of 4 bytes a square";
}

impl Marks for FxHashMap<u32, u32> {
    fn with_states(_n: usize) -> Self {
        FxHashMap::default()
    }
    #[inline]
    fn mark(&self, state: u32) -> u32 {
        self.get(&state).copied().unwrap_or(0)
    }
    #[inline]
    fn set_mark(&mut self, state: u32, mark: u32) {
        self.insert(state, mark);
    }
    fn table_bytes(_n: usize, marked: usize) -> u64 {
        marked as u64 * hash_bytes::<(u32, u32)>()
    }
    const NAME: &'static str = "a hash table of the squares reached";
}

/// Asks `budget` for `tables` empty tables of marks for states `0 .. n`.
fn reserve<M: Marks>(n: usize, tables: u64, budget: &mut Budget<'_>) -> Result<(), super::LimitReached> {
    let bytes = tables * M::table_bytes(n, 0);
    budget.reserve(
        bytes,
        format!("the search's marks ({} for {} squares)", M::NAME, grouped(n)),
    )
}

/// The states from `start` to `goal`, walking back from `goal` through
/// neighbours whose recorded path length is one less (marks hold g + 1);
/// `None` when some state has no such neighbour, which reversible moves
/// rule out (a bug: the caller then claims nothing, see [`found`]).
fn walk_back<M: Marks>(
    marks: &M,
    start: u32,
    goal: u32,
    successors: &mut impl FnMut(u32, &mut Vec<u32>),
) -> Option<Vec<u32>> {
    let mut path = vec![goal];
    let mut at = goal;
    let mut out = Vec::new();
    while at != start {
        let g = marks.mark(at) & G_MASK;
        out.clear();
        successors(at, &mut out);
        let &prev = out.iter().find(|&&p| {
            let m = marks.mark(p) & G_MASK;
            m != 0 && m + 1 == g
        })?;
        path.push(prev);
        at = prev;
    }
    path.reverse();
    Some(path)
}

/// A path rebuilt by [`walk_back`] as the search's outcome: found, or, when
/// the walk broke (moves that are not reversible: a bug), a limit that
/// claims nothing, recorded in `budget` so the answer says so.
fn found(path: Option<Vec<u32>>, budget: &mut Budget<'_>) -> Outcome<Vec<u32>> {
    debug_assert!(
        path.is_some(),
        "walk back: a state with no neighbour one move closer to the start"
    );
    match path {
        Some(path) => Outcome::Found(path),
        None => {
            budget.broken("walking the path back, a square had no neighbour one move closer to the start");
            Outcome::Limit
        }
    }
}

/// Breadth-first search from `start` to `goal` on states `0 .. n` (see the
/// module docs): a path with fewest moves, both ends included. The goal is
/// tested when a state is taken off the queue, so `stats.expanded` counts
/// the states dequeued before it.
pub fn bfs<M: Marks>(
    n: usize,
    start: u32,
    goal: u32,
    mut successors: impl FnMut(u32, &mut Vec<u32>),
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<u32>> {
    let (budget, stats, rec) = meter.parts();
    if reserve::<M>(n, 1, budget).is_err() {
        return Outcome::Limit;
    }
    let mut marks = M::with_states(n);
    let mut queue = vec![start];
    marks.set_mark(start, 1);
    rec.reached(start);
    // The tables with `q` states queued, as `budget.store` is given them
    // when one more is added: the marks and the queue. The queue never holds
    // more than `n`, so the states before `room` all fit and only those from
    // `room` on are checked (see `Budget::room`).
    let tables = |q: usize| (q, M::table_bytes(n, q + 1) + (q as u64 + 1) * vec_bytes::<u32>());
    let room = budget.room(n, tables);
    let mut head = 0;
    let mut out = Vec::new();
    while let Some(&s) = queue.get(head) {
        if s == goal {
            return found(walk_back(&marks, start, goal, &mut successors), budget);
        }
        head += 1;
        if budget.expand(stats).is_err() {
            return Outcome::Limit;
        }
        rec.expanded(s);
        let g = marks.mark(s);
        out.clear();
        successors(s, &mut out);
        stats.generated += out.len() as u64;
        for &t in &out {
            if marks.mark(t) == 0 {
                if queue.len() >= room {
                    let (stored, bytes) = tables(queue.len());
                    if budget.store(stored, bytes).is_err() {
                        return Outcome::Limit;
                    }
                }
                marks.set_mark(t, g + 1);
                queue.push(t);
                rec.reached(t);
            }
        }
        stats.peak_frontier = stats.peak_frontier.max((queue.len() - head) as u64);
    }
    Outcome::Exhausted
}

/// Bidirectional breadth-first search (Pohl 1971): one BFS from `start` and
/// one from `goal`, each step expanding a whole layer of the side with the
/// smaller frontier; when a layer meets the other side, the shortest of the
/// meetings in that layer is a shortest path. Moves must be reversible.
///
/// A search kernel of about 100 lines on purpose: both sides' queues,
/// marks and the meeting test share the layer loop's locals.
pub fn bidirectional_bfs<M: Marks>(
    n: usize,
    start: u32,
    goal: u32,
    mut successors: impl FnMut(u32, &mut Vec<u32>),
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<u32>> {
    let (budget, stats, rec) = meter.parts();
    if start == goal {
        return Outcome::Found(vec![start]);
    }
    if reserve::<M>(n, 2, budget).is_err() {
        return Outcome::Limit;
    }
    // marks[0]: from the start, marks[1]: from the goal; value = depth + 1.
    let mut marks = [M::with_states(n), M::with_states(n)];
    // States marked on each side, for the memory estimate.
    let mut marked = [1usize, 1usize];
    let mut layers = [vec![start], vec![goal]];
    marks[0].set_mark(start, 1);
    marks[1].set_mark(goal, 1);
    rec.reached(start);
    rec.reached(goal);
    let mut out = Vec::new();
    let mut next = Vec::new();
    loop {
        let side = usize::from(layers[1].len() < layers[0].len());
        if layers[side].is_empty() {
            return Outcome::Exhausted;
        }
        let other = 1 - side;
        // Best meeting: (total length, state on this side, state on the other).
        let mut best: Option<(u32, u32, u32)> = None;
        next.clear();
        // The tables once `k` states of the next layer are marked, as
        // `budget.store` is given them when one more is added: both sides'
        // marks and the three layers. This side marks at most the `n - mine`
        // states it has not, so the states before `room` all fit and only
        // those from `room` on are checked (see `Budget::room`).
        let (mine, theirs) = (marked[side], marked[other]);
        let layers_len = layers[0].len() + layers[1].len();
        let tables = |k: usize| {
            let layers_bytes = (layers_len + k + 1) as u64 * vec_bytes::<u32>();
            let bytes = M::table_bytes(n, mine + k + 1) + M::table_bytes(n, theirs) + layers_bytes;
            (mine + k + theirs, bytes)
        };
        let room = budget.room(n.saturating_sub(mine), tables);
        // Both tables moved out for the layer, so that the hot loop holds
        // them in locals rather than indexing `marks` by `side` at each
        // neighbour; moved back after it.
        let mut this = std::mem::take(&mut marks[side]);
        let that = std::mem::take(&mut marks[other]);
        for &s in &layers[side] {
            if budget.expand(stats).is_err() {
                return Outcome::Limit;
            }
            rec.expanded(s);
            let g = this.mark(s);
            out.clear();
            successors(s, &mut out);
            stats.generated += out.len() as u64;
            for &t in &out {
                let there = that.mark(t);
                if there != 0 {
                    let total = (g - 1) + 1 + (there - 1);
                    if best.is_none_or(|b| total < b.0) {
                        best = Some((total, s, t));
                    }
                }
                if this.mark(t) == 0 {
                    if next.len() >= room {
                        let (stored, bytes) = tables(next.len());
                        if budget.store(stored, bytes).is_err() {
                            return Outcome::Limit;
                        }
                    }
                    this.set_mark(t, g + 1);
                    next.push(t);
                    rec.reached(t);
                }
            }
        }
        marks[side] = this;
        marks[other] = that;
        marked[side] += next.len();
        std::mem::swap(&mut layers[side], &mut next);
        stats.peak_frontier = stats.peak_frontier.max((layers[0].len() + layers[1].len()) as u64);
        if let Some((_, s, t)) = best {
            // Join: start … s (this side), then t … goal (the other side).
            let (a, b) = if side == 0 { (s, t) } else { (t, s) };
            let path = walk_back(&marks[0], start, a, &mut successors).and_then(|mut path| {
                let mut back = walk_back(&marks[1], goal, b, &mut successors)?;
                back.reverse();
                path.extend(back);
                Some(path)
            });
            return found(path, budget);
        }
    }
}

/// Best-first search (A* or greedy by `priority`) from `start` to `goal` on
/// states `0 .. n`, with unit move costs.
///
/// - `heuristic(state)` estimates the moves left, or [`UNREACHABLE`] to
///   prune the state. For A* it must never
///   overestimate (admissible) and should be consistent
///   (`h(a) ≤ 1 + h(b)` for a move `a → b`); states are then expanded at
///   most once and the path is shortest.
/// - A* orders by `g + h`, ties towards larger `g` then the state's index;
///   greedy orders by `h`, ties first come first served, and reaches each
///   state once.
///
/// A search kernel of about 85 lines kept whole on purpose: the marks, the open
/// heap and its key are the loop's locals, and the loop over successors is the
/// hot one.
pub fn best_first<M: Marks>(
    n: usize,
    start: u32,
    goal: u32,
    mut successors: impl FnMut(u32, &mut Vec<u32>),
    mut heuristic: impl FnMut(u32) -> u32,
    priority: Priority,
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<u32>> {
    let (budget, stats, rec) = meter.parts();
    if reserve::<M>(n, 1, budget).is_err() {
        return Outcome::Limit;
    }
    let mut marks = M::with_states(n);
    let mut open: BinaryHeap<Reverse<(u64, u32)>> = BinaryHeap::new();
    let mut seq = 0u32;
    let mut key = |g: u32, h: u32| -> u64 {
        match priority {
            Priority::AStar => ((u64::from(g) + u64::from(h)) << 32) | u64::from(G_MASK - g),
            Priority::Greedy => {
                seq = seq.wrapping_add(1);
                (u64::from(h) << 32) | u64::from(seq)
            }
        }
    };
    let h0 = heuristic(start);
    if h0 >= UNREACHABLE {
        return Outcome::Exhausted;
    }
    // States marked, for the memory estimate.
    let mut marked = 1usize;
    marks.set_mark(start, 1);
    open.push(Reverse((key(0, h0), start)));
    rec.reached(start);
    let mut out = Vec::new();
    while let Some(Reverse((k, s))) = open.pop() {
        let m = marks.mark(s);
        if m & CLOSED != 0 {
            continue;
        }
        let g = (m & G_MASK) - 1;
        if priority == Priority::AStar && G_MASK - (k as u32) != g {
            continue; // stale: a shorter path to `s` was queued since
        }
        if s == goal {
            return found(walk_back(&marks, start, goal, &mut successors), budget);
        }
        marks.set_mark(s, m | CLOSED);
        if budget.expand(stats).is_err() {
            return Outcome::Limit;
        }
        rec.expanded(s);
        out.clear();
        successors(s, &mut out);
        stats.generated += out.len() as u64;
        let g1 = g + 1;
        if g1 + 1 >= G_MASK {
            return Outcome::Limit;
        }
        for &t in &out {
            let mt = marks.mark(t);
            let better = mt == 0 || (priority == Priority::AStar && mt & CLOSED == 0 && g1 + 1 < mt);
            if better {
                let h = heuristic(t);
                if h >= UNREACHABLE {
                    continue;
                }
                let new = usize::from(mt == 0);
                let bytes =
                    M::table_bytes(n, marked + new) + (open.len() as u64 + 1) * vec_bytes::<Reverse<(u64, u32)>>();
                if budget.store(marked, bytes).is_err() {
                    return Outcome::Limit;
                }
                marked += new;
                marks.set_mark(t, g1 + 1);
                open.push(Reverse((key(g1, h), t)));
                rec.reached(t);
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(open.len() as u64);
    }
    Outcome::Exhausted
}

/// Iterative-deepening A* (Korf 1985): depth-first searches bounded by
/// `g + h`, the bound raised each round to the smallest `g + h` that
/// exceeded it. Memory is the current path only: no table of visited
/// states, so states reached by several paths are searched again (only
/// repeats along the current path are skipped). `heuristic` must be
/// admissible for the path to be shortest; [`UNREACHABLE`] prunes a state. `stats.peak_frontier` is the
/// most states waiting on the stack.
///
/// Each round sets `stats.trying` and `stats.lower_bound` to its bound (in
/// moves), so the budget's progress reports say which bound is being
/// tried: with an admissible heuristic no path is shorter than it (the
/// rounds before tried every shorter one). The answer keeps neither when
/// the search ends (found or exhausted); when the budget runs out it keeps
/// `lower_bound`, what was proved.
///
/// A search kernel of about 90 lines kept whole on purpose: each round's
/// explicit stack (`pending`), its path and the set of the path's states are
/// the depth-first loop's locals, and that loop is the hot one.
pub fn ida_star(
    start: u32,
    goal: u32,
    mut successors: impl FnMut(u32, &mut Vec<u32>),
    mut heuristic: impl FnMut(u32) -> u32,
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<u32>> {
    let (budget, stats, rec) = meter.parts();
    let mut bound = heuristic(start);
    if bound >= UNREACHABLE {
        return Outcome::Exhausted;
    }
    let mut out = Vec::new();
    let outcome = 'rounds: loop {
        // Set once a round: the budget's progress reports show it.
        stats.trying = Some(u64::from(bound));
        stats.lower_bound = Some(u64::from(bound));
        // The path so far, each state with where its children start in `pending`.
        let mut path: Vec<(u32, usize)> = Vec::new();
        let mut on_path: FxHashSet<u32> = FxHashSet::default();
        // Children waiting to be tried, as (state, f), last tried first.
        let mut pending: Vec<(u32, u32)> = vec![(start, bound)];
        let mut next_bound = u32::MAX;
        rec.reached(start);
        while let Some((s, _)) = pending.pop() {
            // Unwind the path to the parent of `s`.
            while let Some(&(p, first)) = path.last() {
                if first > pending.len() {
                    path.pop();
                    on_path.remove(&p);
                } else {
                    break;
                }
            }
            let g = path.len() as u32;
            if s == goal {
                let mut states: Vec<u32> = path.iter().map(|&(p, _)| p).collect();
                states.push(s);
                break 'rounds Outcome::Found(states);
            }
            if budget.expand(stats).is_err() {
                stats.trying = None;
                return Outcome::Limit;
            }
            rec.expanded(s);
            out.clear();
            successors(s, &mut out);
            stats.generated += out.len() as u64;
            let from = pending.len();
            // The path, its set and the children waiting, 8 more at most.
            let bytes = (path.len() as u64 + 1) * (vec_bytes::<(u32, usize)>() + hash_bytes::<u32>())
                + (pending.len() as u64 + 8) * vec_bytes::<(u32, u32)>();
            if budget.store(pending.len(), bytes).is_err() {
                stats.trying = None;
                return Outcome::Limit;
            }
            for &t in &out {
                if on_path.contains(&t) {
                    continue;
                }
                let h = heuristic(t);
                if h >= UNREACHABLE {
                    continue;
                }
                let f = g + 1 + h;
                if f > bound {
                    next_bound = next_bound.min(f);
                } else {
                    pending.push((t, f));
                    rec.reached(t);
                }
            }
            // Try the most promising child first: largest f last popped last.
            pending[from..].sort_unstable_by_key(|&(_, f)| Reverse(f));
            if pending.len() > from {
                path.push((s, from));
                on_path.insert(s);
            }
            stats.peak_frontier = stats.peak_frontier.max(pending.len() as u64);
        }
        if next_bound == u32::MAX {
            break 'rounds Outcome::Exhausted;
        }
        bound = next_bound;
    };
    // Ended with a proof: no bound is left to report.
    stats.trying = None;
    stats.lower_bound = None;
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::search::trace::Recorder;
    use crate::core::search::Stats;
    use crate::core::search::Stop;

    /// A 30 × 30 grid, four neighbours a cell.
    fn grid(s: u32, out: &mut Vec<u32>) {
        let (r, c) = (s / 30, s % 30);
        out.extend(
            [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)]
                .into_iter()
                .filter(|&(r, c)| r < 30 && c < 30)
                .map(|(r, c)| r * 30 + c),
        );
    }

    fn tables_stop(budget: &Budget<'_>) -> (u64, u64) {
        match budget.stop() {
            Some(Stop::Tables { states, bytes }) => (*states, *bytes),
            other => panic!("not stopped by its tables: {other:?}"),
        }
    }

    /// The first state whose estimate is past the ceiling stops the search,
    /// as when every state is checked: the tables `store` refused are past
    /// it, the ones a state earlier were not.
    fn stops_at_the_first_state_past_the_ceiling<M: Marks>() {
        let queued = |q: u64| M::table_bytes(900, q as usize + 1) + (q + 1) * vec_bytes::<u32>();
        for ceiling in (0..40).map(|i| queued(0) + i * 97) {
            let mut budget = Budget::new(u64::MAX, 1e9).with_memory(ceiling);
            let out = bfs::<M>(
                900,
                0,
                899,
                grid,
                &mut Meter::new(&mut budget, &mut Stats::default(), &mut Recorder::off()),
            );
            assert_eq!(out, Outcome::Limit, "ceiling {ceiling}");
            let (states, bytes) = tables_stop(&budget);
            assert_eq!(bytes, queued(states));
            assert!(
                bytes > ceiling && (states == 0 || queued(states - 1) <= ceiling),
                "ceiling {ceiling}"
            );
        }
        // Bidirectional: the cap on states counts both sides, one more a
        // state stored, so the search stops exactly at it.
        for cap in 3..200 {
            let mut budget = Budget::new(u64::MAX, 1e9).with_max_stored(cap);
            let out = bidirectional_bfs::<M>(
                900,
                0,
                899,
                grid,
                &mut Meter::new(&mut budget, &mut Stats::default(), &mut Recorder::off()),
            );
            assert_eq!(out, Outcome::Limit, "cap {cap}");
            assert_eq!(tables_stop(&budget).0, cap as u64);
        }
    }

    #[test]
    fn memory_limits_stop_at_the_first_state_past_them() {
        stops_at_the_first_state_past_the_ceiling::<Vec<u32>>();
        stops_at_the_first_state_past_the_ceiling::<FxHashMap<u32, u32>>();
    }

    #[test]
    fn a_walk_back_that_breaks_gives_no_path() {
        // Marks of a path 0 → 1 → 2, but moves that lead only forwards: from
        // 2 no neighbour is one move closer to the start.
        let mut marks: Vec<u32> = Marks::with_states(3);
        for (s, g) in [(0, 1), (1, 2), (2, 3)] {
            marks.set_mark(s, g);
        }
        let mut forwards = |s: u32, out: &mut Vec<u32>| out.extend((s + 1 < 3).then_some(s + 1));
        assert_eq!(walk_back(&marks, 0, 2, &mut forwards), None);
        let mut both = |s: u32, out: &mut Vec<u32>| {
            out.extend((s + 1 < 3).then_some(s + 1));
            out.extend(s.checked_sub(1));
        };
        assert_eq!(walk_back(&marks, 0, 2, &mut both), Some(vec![0, 1, 2]));
    }

    /// A debug build stops at the `debug_assert!` (the bug shows at once);
    /// a release build answers `limit` and says why, claiming nothing.
    /// Either way the test runs.
    #[test]
    #[cfg_attr(
        debug_assertions,
        should_panic(expected = "walk back: a state with no neighbour one move closer to the start")
    )]
    fn a_broken_walk_back_claims_nothing() {
        let mut budget = Budget::new(10, 1e9);
        assert_eq!(found(None, &mut budget), Outcome::Limit);
        assert!(budget.limit_reason(3).contains("broken invariant"));
    }
}
