//! Re-routing a tour of the board around the moves made: the large-board
//! coach's completion after moves off its hint line.
//!
//! The coach holds a tour `T` of the whole board (the completion kept from
//! an earlier call, or the solver's divide-and-conquer construction). Once
//! the player leaves it, `T` is no completion, but most of it still is one
//! in pieces: `T`'s start, as far as the moves follow it (either way round
//! a cycle), is cut off whole; the moves from its last shared square on
//! lie in a small **window** (the squares within a few rows and columns of
//! them), and outside the window the rest of `T` falls into **runs**,
//! maximal stretches of consecutive squares of `T` that avoid the window. A completion is then a
//! Hamiltonian path from the knight over a small graph: the window's
//! unvisited squares, one node each, and the runs, each walked whole from
//! one end to the other (entered at either end by a knight's move from the
//! window, left from the other end). This is the "local repair" of a
//! Hamiltonian cycle used for large knight's tours (Parberry 1997 joins
//! block tours the same way, by exchanging moves at their borders); the
//! graph has a few hundred nodes however large the board, so the search is
//! small: depth-first, moves in Warnsdorff's order (fewest onward moves
//! first, H. C. von Warnsdorf 1823), with backtracking.
//!
//! A search that spends [`NODES_PER_RESTART`] nodes starts again with
//! Warnsdorff's ties broken at random ([`RESTARTS`] times), and then the
//! window grows (its margin, in rows and columns around those moves). A failure here proves nothing (another tour `T` might be
//! re-routed), so the caller falls back to the plain backtracking
//! completion; a completion found is checked by the caller
//! (`tour_steps`) before it is claimed.

use rustc_hash::{FxHashMap, FxHashSet};

use super::super::backtrack::Found;
use super::super::region::Region;
use crate::core::search::Meter;

/// The window's margins tried, in rows and columns around each square
/// visited, smallest first.
const MARGINS: [i64; 4] = [2, 3, 5, 8];

/// The searches at one margin: the first breaks Warnsdorff's ties by the
/// node's order, the others at random (restarts: a depth-first search
/// can sink its whole budget under one early wrong move, and another
/// order of ties escapes it; as the small-board coach does).
const RESTARTS: u64 = 16;

/// The most nodes one search expands before the next restart (a graph of
/// a few hundred nodes is either walked in about as many, or lost).
const NODES_PER_RESTART: u64 = 20_000;

/// A node of the graph a knight's move may reach: a window square, or an
/// end of a run.
#[derive(Clone, Copy)]
enum Entry {
    /// The window square with this node id.
    Square(u32),
    /// An end of run `node`; walking the run from here leaves it at cell
    /// `exit`. `tail`: the run ends `T` (an open tour's last square), so it
    /// can only be walked last, from this end.
    RunEnd { node: u32, exit: u32, tail: bool },
}

/// The graph of the window's squares and the runs of `T` (module docs).
struct Graph<'a> {
    region: &'a Region,
    tour: &'a [u32],
    /// Board cell → what a knight's move onto it enters.
    entries: FxHashMap<u32, Entry>,
    /// Per run (node id minus `squares`): its first and last index in `T`.
    runs: Vec<(usize, usize)>,
    /// Window squares unvisited: node ids `0..squares`; runs follow.
    squares: u32,
    /// Node id → its cell (window squares only).
    cells: Vec<u32>,
    /// The node that must come last: a closed tour's only way back to its
    /// start (kept out of the search until then, or Warnsdorff's rule,
    /// which takes squares with few ways first, would walk into it early).
    last: Option<u32>,
}

impl<'a> Graph<'a> {
    /// The window of `margin` around the cells of `prefix` from its
    /// `shared`-th on (`tour` starts with its first `shared` cells; the
    /// visited are marked in `seen`), and the runs of `tour` after those
    /// outside it. `None` when no cell is shared.
    fn new(
        region: &'a Region,
        tour: &'a [u32],
        prefix: &[u32],
        shared: usize,
        seen: &[bool],
        margin: i64,
        closed: bool,
    ) -> Option<Graph<'a>> {
        // The moves from the last square `tour` shares with them: the
        // squares before it are `tour`'s own start, cut off whole.
        let mut window: FxHashSet<u32> = FxHashSet::default();
        for &p in prefix.get(shared.checked_sub(1)?..)? {
            let (r, c) = region.rc(p);
            for dr in -margin..=margin {
                for dc in -margin..=margin {
                    if region.on_at(r + dr, c + dc) {
                        window.insert(region.at(r + dr, c + dc));
                    }
                }
            }
        }
        let mut g = Graph {
            region,
            tour,
            entries: FxHashMap::default(),
            runs: Vec::new(),
            squares: 0,
            cells: Vec::new(),
            last: None,
        };
        let mut squares: Vec<u32> = window.iter().copied().filter(|&c| !seen[c as usize]).collect();
        squares.sort_unstable();
        for &cell in &squares {
            g.entries.insert(cell, Entry::Square(g.squares));
            g.cells.push(cell);
            g.squares += 1;
        }
        let mut i = shared;
        while i < tour.len() {
            if window.contains(&tour[i]) {
                i += 1;
                continue;
            }
            let first = i;
            while i < tour.len() && !window.contains(&tour[i]) {
                i += 1;
            }
            g.add_run(first, i - 1);
        }
        if closed {
            let mut ways = [(0, 0, 0); 8];
            let used = vec![false; g.nodes()];
            let n = g.next(tour[0], &used, 2, &mut ways);
            if let [(node, _, _)] = ways[..n] {
                g.last = Some(node);
            }
        }
        Some(g)
    }

    /// Adds the run `tour[first..=last]`, its ends as entries: either end
    /// of a run inside `T`; only the first of a run that ends `T` (an open
    /// tour's last square: no way out there), which must then be last.
    fn add_run(&mut self, first: usize, last: usize) {
        let node = self.squares + self.runs.len() as u32;
        let (a, b) = (self.tour[first], self.tour[last]);
        let tail = last + 1 == self.tour.len() && !self.cyclic();
        if !tail {
            self.entries.insert(b, Entry::RunEnd { node, exit: a, tail });
        }
        self.entries.insert(a, Entry::RunEnd { node, exit: b, tail });
        self.runs.push((first, last));
    }

    /// Whether `T` is a cycle: its last square a knight's move from its first.
    fn cyclic(&self) -> bool {
        match (self.tour.first(), self.tour.last()) {
            (Some(&a), Some(&b)) => self.tour.len() >= 3 && self.region.knight_apart(a, b),
            _ => false,
        }
    }

    fn nodes(&self) -> usize {
        self.squares as usize + self.runs.len()
    }

    /// The nodes a knight leaving cell `from` may enter next (unused; a
    /// tail or the node kept for last only as the last one, `left` being
    /// the nodes still to enter): `(node, entered at, left from)`.
    fn next(&self, from: u32, used: &[bool], left: usize, out: &mut [(u32, u32, u32); 8]) -> usize {
        let mut moves = [0u32; 8];
        let n = self.region.moves(from, &mut moves);
        let mut k = 0;
        for &y in &moves[..n] {
            let (node, exit) = match self.entries.get(&y) {
                Some(&Entry::Square(id)) => (id, y),
                Some(&Entry::RunEnd { node, exit, tail }) if !tail || left == 1 => (node, exit),
                _ => continue,
            };
            if !used[node as usize] && (left == 1 || self.last != Some(node)) {
                out[k] = (node, y, exit);
                k += 1;
            }
        }
        k
    }

    /// Whether a window square next to `left` (the cell the knight just
    /// left) can no longer be entered: it has no unused neighbour and is
    /// not a knight's move from `at`, where the knight now stands (the
    /// dead-end pruning of `backtrack.rs`, on the graph).
    fn cut_off(&self, left: u32, at: u32, used: &[bool]) -> bool {
        let mut moves = [0u32; 8];
        let n = self.region.moves(left, &mut moves);
        moves[..n].iter().any(|&y| match self.entries.get(&y) {
            Some(&Entry::Square(id)) if !used[id as usize] => {
                let mut around = [0u32; 8];
                let m = self.region.moves(y, &mut around);
                !around[..m].iter().any(|&z| {
                    z == at
                        || match self.entries.get(&z) {
                            Some(&Entry::Square(w)) => !used[w as usize],
                            Some(&Entry::RunEnd { node, .. }) => !used[node as usize],
                            None => false,
                        }
                })
            }
            _ => false,
        })
    }

    /// The cells walked by entering `node` at cell `entered`.
    fn expand(&self, node: u32, entered: u32, into: &mut Vec<u32>) {
        if node < self.squares {
            into.push(entered);
            return;
        }
        let (first, last) = self.runs[(node - self.squares) as usize];
        let run = &self.tour[first..=last];
        if self.tour[first] == entered {
            into.extend_from_slice(run);
        } else {
            into.extend(run.iter().rev());
        }
    }
}

/// One level of the search: the nodes to try next, best first.
struct Frame {
    cand: [(u32, u32, u32); 8],
    len: usize,
    next: usize,
}

/// When `tour` (cells of `region`) is a cycle, its ends a knight's move
/// apart, the same cycle walked the other way: cell `i` of it, the start
/// first and then the rest reversed. `None` for an open tour.
pub(super) fn other_way<'t>(region: &Region, tour: &'t [u32]) -> Option<impl Fn(usize) -> u32 + Copy + 't> {
    let (&first, &last) = (tour.first()?, tour.last()?);
    (tour.len() >= 3 && region.knight_apart(first, last)).then_some(
        move |i: usize| {
            if i == 0 {
                first
            } else {
                tour[tour.len() - i]
            }
        },
    )
}

/// Completes the partial tour `prefix` (region cells, the start first and
/// the knight on the last) to an open or `closed` tour of `region` by
/// re-routing `tour`, a tour of `region` from the same start (module
/// docs). [`Found::Tour`] is the whole tour from the start;
/// [`Found::Limit`] when the budget ran out; [`Found::None`] when no
/// margin gave a completion (nothing is proved).
pub(in super::super) fn complete_by_rerouting(
    region: &Region,
    tour: &[u32],
    prefix: &[u32],
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> Found {
    if tour.len() != region.count || tour.len() < prefix.len() || tour.first() != prefix.first() {
        return Found::None;
    }
    // A cycle may be walked either way: the way the moves follow longer.
    let shared = |t: &dyn Fn(usize) -> u32| (0..prefix.len()).take_while(|&i| t(i) == prefix[i]).count();
    let forward = shared(&|i| tour[i]);
    let (reversed, shared): (Option<Vec<u32>>, usize) = match other_way(region, tour).map(|back| (shared(&back), back))
    {
        Some((b, back)) if b > forward => (Some((0..tour.len()).map(back).collect()), b),
        _ => (None, forward),
    };
    let tour = reversed.as_deref().unwrap_or(tour);
    let mut seen = vec![false; region.cells()];
    for &p in prefix {
        if let Some(s) = seen.get_mut(p as usize) {
            *s = true;
        }
    }
    for margin in MARGINS {
        if meter.budget.check_clock().is_err() {
            return Found::Limit;
        }
        let Some(graph) = Graph::new(region, tour, prefix, shared, &seen, margin, closed) else {
            return Found::None;
        };
        for restart in 0..RESTARTS {
            match search(&graph, prefix, closed, restart, meter) {
                Found::None => {}
                found => return found,
            }
        }
    }
    Found::None
}

/// The depth-first search over `graph` from the knight's square (the last
/// of `prefix`): every node once, a closed tour's last cell a knight's
/// move from the start. A search kernel: the stack, the ordering and the
/// success test share the loop's locals.
fn search(graph: &Graph<'_>, prefix: &[u32], closed: bool, restart: u64, meter: &mut Meter<'_, '_>) -> Found {
    let (Some(&start), Some(&knight)) = (prefix.first(), prefix.last()) else {
        return Found::None;
    };
    let total = graph.nodes();
    let mut used = vec![false; total];
    // The path: (node, entered at, left from), after the knight's square.
    let mut path: Vec<(u32, u32, u32)> = Vec::with_capacity(total);
    let mut frames = vec![frame(graph, knight, &used, total, restart)];
    let mut spent = 0u64;
    if total == 0 {
        return finish(graph, prefix, &path, closed, start, knight);
    }
    while let Some(f) = frames.last_mut() {
        if f.next >= f.len {
            frames.pop();
            if let Some((node, _, _)) = path.pop() {
                used[node as usize] = false;
            }
            continue;
        }
        let (node, entered, exit) = f.cand[f.next];
        f.next += 1;
        spent += 1;
        if meter.expand().is_err() {
            return Found::Limit;
        }
        if spent > NODES_PER_RESTART {
            return Found::None;
        }
        let from = path.last().map_or(knight, |p| p.2);
        used[node as usize] = true;
        path.push((node, entered, exit));
        if path.len() < total && graph.cut_off(from, exit, &used) {
            used[node as usize] = false;
            path.pop();
            continue;
        }
        if path.len() == total {
            if !closed || graph.region.knight_apart(exit, start) {
                return finish(graph, prefix, &path, closed, start, knight);
            }
            used[node as usize] = false;
            path.pop();
            continue;
        }
        let next = frame(graph, exit, &used, total - path.len(), restart);
        meter.stats.generated += next.len as u64;
        frames.push(next);
    }
    Found::None
}

/// The nodes to try from cell `from`, in Warnsdorff's order: fewest onward
/// moves first (a node with none only when it is the last); ties to
/// squares before runs, in node order, on the first search, at random
/// (by `restart`) on the others.
fn frame(graph: &Graph<'_>, from: u32, used: &[bool], left: usize, restart: u64) -> Frame {
    let mut cand = [(0u32, 0u32, 0u32); 8];
    let len = graph.next(from, used, left, &mut cand);
    let mut keyed = [(0usize, 0u64, (0u32, 0u32, 0u32)); 8];
    let mut scratch = [(0u32, 0u32, 0u32); 8];
    for (slot, &c) in keyed.iter_mut().zip(&cand[..len]) {
        let onward = graph.next(c.2, used, left.saturating_sub(1), &mut scratch);
        let onward = scratch[..onward].iter().filter(|o| o.0 != c.0).count();
        let tie = if restart == 0 {
            u64::from(c.0 >= graph.squares) << 32 | u64::from(c.0)
        } else {
            mix(u64::from(c.0) ^ restart << 40)
        };
        *slot = (onward, tie, c);
    }
    keyed[..len].sort_unstable();
    let mut f = Frame {
        cand: [(0, 0, 0); 8],
        len: 0,
        next: 0,
    };
    for &(onward, _, c) in &keyed[..len] {
        // A node leading nowhere ends the path: only as the last one.
        if onward == 0 && left > 1 {
            continue;
        }
        f.cand[f.len] = c;
        f.len += 1;
    }
    f
}

/// A well-mixed 64-bit value of `x` (SplitMix64's finaliser, Steele, Lea
/// & Flood 2014): the restarts' tie-breaks.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The whole tour: `prefix`, then each node of `path` walked.
fn finish(graph: &Graph<'_>, prefix: &[u32], path: &[(u32, u32, u32)], closed: bool, start: u32, knight: u32) -> Found {
    let mut tour = Vec::with_capacity(graph.region.count);
    tour.extend_from_slice(prefix);
    for &(node, entered, _) in path {
        graph.expand(node, entered, &mut tour);
    }
    let last = tour.last().copied().unwrap_or(knight);
    if tour.len() != graph.region.count || (closed && !graph.region.knight_apart(last, start)) {
        return Found::None;
    }
    Found::Tour(tour)
}
