//! The most knights, exactly, on any board: a maximum independent set of
//! the knight's graph on the free squares, through a maximum matching.
//!
//! A knight always moves between squares of different colours, so the
//! knight's graph is bipartite: light squares (`row + col` even) on one
//! side, dark on the other. By König's theorem (König 1931) a bipartite
//! graph's largest independent set has `vertices − maximum matching`
//! vertices, and König's constructive proof gives one: with `Z` the
//! vertices reachable from the unmatched light squares by alternating paths
//! (a non-matching edge from a light square, the matching edge from a dark
//! one), `(light ∩ Z) ∪ (dark ∖ Z)` is independent and that large.
//!
//! The maximum matching is found in three steps:
//! 1. a greedy matching in row-major order;
//! 2. push–relabel (`push_relabel` below; Goldberg & Kennedy 1995, Cherkassky
//!    et al. 1998), which moves the unmatched squares along alternating
//!    paths towards unmatched squares of the other colour, guided by
//!    distance labels;
//! 3. Hopcroft & Karp (1973), "An n^{5/2} algorithm for maximum matchings
//!    in bipartite graphs", SIAM J. Comput. 2(4): rounds of one
//!    breadth-first search that layers the graph from the unmatched squares
//!    and depth-first searches (iterative, so that no board can overflow
//!    the stack) that augment along vertex-disjoint shortest paths, each
//!    round followed by a search for augmenting paths of any length that
//!    visits each vertex at most once (the Duff–Wiberg extension; Duff, Kaya
//!    & Uçar 2011, "Design, implementation, and analysis of maximum
//!    transversal algorithms", ACM TOMS 38(2)). After push–relabel this
//!    normally finds nothing to augment in its first breadth-first search,
//!    which is then the proof that the matching is maximum; it finishes the
//!    job should anything be left.
//!
//! Hopcroft–Karp alone, even with the extension, is slow here: on
//! 1000 × 1000 with 10 % of the squares off, the last augmenting paths are
//! over 100 moves long and cross each other, so each round augments only a
//! few (26 million steps, 2 s); with push–relabel first the same board
//! takes 3 million steps (0.3 s). The tests run Hopcroft–Karp alone too.
//!
//! `stats.expanded` counts the vertices taken off a queue or stack (each
//! charged to the budget); `stats.generated` the edges looked at.
//!
//! The smaller colour class is the "left" side (called light below,
//! whichever colour it is).

use super::layout::{Layout, Spot};
use crate::core::search::{Budget, LimitReached, Stats};

const NIL: u32 = u32::MAX;

/// The free squares as a bipartite graph: the squares of the colour with
/// fewer free squares (`light`, whichever colour that is) with their
/// neighbours of the other colour (`dark`) in compressed rows.
struct Graph {
    /// Layout index of each square of the smaller colour.
    light: Vec<u32>,
    /// Layout index of each square of the other colour.
    dark: Vec<u32>,
    /// Neighbours of light square `u`: `adj[start[u]..start[u + 1]]`.
    start: Vec<u32>,
    adj: Vec<u32>,
    /// Neighbours of dark square `v`: `radj[rstart[v]..rstart[v + 1]]`.
    rstart: Vec<u32>,
    radj: Vec<u32>,
}

impl Graph {
    fn new(layout: &Layout) -> Graph {
        let spots = layout.spots();
        let cols = layout.cols() as usize;
        let mut id = vec![NIL; spots.len()];
        let (mut light, mut dark) = (Vec::new(), Vec::new());
        for (i, &s) in spots.iter().enumerate() {
            if s != Spot::Free {
                continue;
            }
            let side = if (i / cols + i % cols) % 2 == 0 {
                &mut light
            } else {
                &mut dark
            };
            id[i] = side.len() as u32;
            side.push(i as u32);
        }
        if light.len() > dark.len() {
            // The smaller colour on the left: then few left squares stay
            // unmatched, and searches from them end sooner.
            std::mem::swap(&mut light, &mut dark);
        }
        let mut start = Vec::with_capacity(light.len() + 1);
        let mut adj = Vec::with_capacity(light.len() * 8);
        start.push(0);
        for &i in &light {
            adj.extend(
                layout
                    .jumps(i as usize)
                    .filter(|&j| spots[j] == Spot::Free)
                    .map(|j| id[j]),
            );
            start.push(adj.len() as u32);
        }
        let mut rstart = vec![0u32; dark.len() + 1];
        for &v in &adj {
            rstart[v as usize + 1] += 1;
        }
        for v in 0..dark.len() {
            rstart[v + 1] += rstart[v];
        }
        let mut fill = rstart.clone();
        let mut radj = vec![0u32; adj.len()];
        for u in 0..light.len() {
            for &v in &adj[start[u] as usize..start[u + 1] as usize] {
                radj[fill[v as usize] as usize] = u as u32;
                fill[v as usize] += 1;
            }
        }
        Graph {
            light,
            dark,
            start,
            adj,
            rstart,
            radj,
        }
    }

    fn edges(&self, u: u32) -> std::ops::Range<usize> {
        self.start[u as usize] as usize..self.start[u as usize + 1] as usize
    }

    fn back_edges(&self, v: u32) -> std::ops::Range<usize> {
        self.rstart[v as usize] as usize..self.rstart[v as usize + 1] as usize
    }
}

struct Run<'b, 'c> {
    budget: &'b mut Budget<'c>,
    stats: &'b mut Stats,
}

impl Run<'_, '_> {
    fn charge(&mut self) -> Result<(), LimitReached> {
        self.stats.expanded += 1;
        self.budget.charge(self.stats)
    }
}

/// Push–relabel for bipartite matching ("double push" with global
/// relabelling; Goldberg & Kennedy 1995, "An efficient cost scaling
/// algorithm for the assignment problem", and Cherkassky, Goldberg, Martin,
/// Setubal & Stolfi 1998, "Augment or push: a computational study of
/// bipartite matching and unit-capacity flow algorithms", ACM JEA 3).
///
/// Every dark square carries a label, a lower bound on its alternating
/// distance to an unmatched dark square (exact after a global relabelling,
/// a breadth-first search from the unmatched dark squares). An unmatched
/// light square takes its lowest-labelled neighbour, evicting that
/// neighbour's partner, which becomes unmatched in turn; the neighbour's
/// label rises to the second-lowest label plus 2. A light square whose
/// neighbours all have labels past the number of squares can never be
/// matched. Labels are recomputed from scratch after every
/// `light + dark` edge scans.
fn push_relabel(g: &Graph, mate_l: &mut [u32], mate_r: &mut [u32], run: &mut Run<'_, '_>) -> Result<(), LimitReached> {
    let (nl, nr) = (g.light.len(), g.dark.len());
    let inf = (nl + nr + 2) as u32;
    let mut label = vec![0u32; nr];
    let mut seen = vec![false; nl];
    let mut queue: Vec<u32> = Vec::with_capacity(nr);
    let mut active: std::collections::VecDeque<u32> = (0..nl as u32).filter(|&u| mate_l[u as usize] == NIL).collect();
    let mut work = usize::MAX; // relabel first
    while let Some(u) = active.pop_front() {
        if work > nl + nr {
            global_relabel(g, mate_l, mate_r, &mut label, &mut seen, &mut queue, inf, run)?;
            work = 0;
        }
        run.charge()?;
        let edges = g.edges(u);
        work += edges.len() + 1;
        run.stats.generated += edges.len() as u64;
        let (mut best, mut first, mut second) = (NIL, inf, inf);
        for e in edges {
            let v = g.adj[e];
            let d = label[v as usize];
            if d < first {
                second = first;
                first = d;
                best = v;
            } else if d < second {
                second = d;
            }
        }
        if first >= inf {
            continue; // never matchable
        }
        let evicted = mate_r[best as usize];
        mate_l[u as usize] = best;
        mate_r[best as usize] = u;
        label[best as usize] = second.saturating_add(2).min(inf);
        if evicted != NIL {
            mate_l[evicted as usize] = NIL;
            active.push_back(evicted);
        }
    }
    Ok(())
}

/// Exact labels: breadth-first search over alternating paths backwards
/// from the unmatched dark squares; unreached squares get `inf`.
#[expect(clippy::too_many_arguments, reason = "the scratch buffers are reused across calls")]
fn global_relabel(
    g: &Graph,
    mate_l: &[u32],
    mate_r: &[u32],
    label: &mut [u32],
    seen: &mut [bool],
    queue: &mut Vec<u32>,
    inf: u32,
    run: &mut Run<'_, '_>,
) -> Result<(), LimitReached> {
    label.fill(inf);
    seen.fill(false);
    queue.clear();
    for v in 0..mate_r.len() {
        if mate_r[v] == NIL {
            label[v] = 0;
            queue.push(v as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        run.charge()?;
        let d = label[v as usize];
        for e in g.back_edges(v) {
            let u = g.radj[e] as usize;
            if seen[u] || mate_l[u] == v {
                continue;
            }
            seen[u] = true;
            let w = mate_l[u];
            if w != NIL && label[w as usize] == inf {
                label[w as usize] = d + 2;
                queue.push(w);
            }
        }
    }
    Ok(())
}

/// A largest set of free squares of `layout` no two of which a knight
/// move joins, as layout indices in increasing order, and the size of the
/// maximum matching that proves it largest.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn maximum(layout: &Layout, budget: &mut Budget<'_>, stats: &mut Stats) -> Result<(Vec<u32>, usize), LimitReached> {
    maximum_with(layout, true, budget, stats)
}

/// [`maximum`], with or without the push–relabel step.
pub(crate) fn maximum_with(
    layout: &Layout,
    push: bool,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<(Vec<u32>, usize), LimitReached> {
    // The graph (up to 8 edges a square, both ways, 4 bytes each) and the
    // matching's labels and queues: about 52 bytes a square (51 MB measured
    // for 1 000 × 1 000).
    budget.reserve(
        layout.spots().len() as u64 * 52,
        "the matching's graph (about 52 bytes a square)",
    )?;
    let g = Graph::new(layout);
    let mut run = Run { budget, stats };
    run.charge()?;
    run.budget.check_clock()?;
    let (nl, nr) = (g.light.len(), g.dark.len());
    let mut mate_l = vec![NIL; nl];
    let mut mate_r = vec![NIL; nr];
    // Greedy start (a linear pass: the clock is checked now and then).
    for u in 0..nl as u32 {
        if u % 65_536 == 0 {
            run.budget.check_clock()?;
        }
        for e in g.edges(u) {
            let v = g.adj[e];
            if mate_r[v as usize] == NIL {
                mate_l[u as usize] = v;
                mate_r[v as usize] = u;
                break;
            }
        }
    }
    run.stats.generated += g.adj.len() as u64;
    if push {
        push_relabel(&g, &mut mate_l, &mut mate_r, &mut run)?;
    }
    let mut dist = vec![NIL; nl];
    let mut queue: Vec<u32> = Vec::with_capacity(nl);
    let mut next = vec![0u32; nl];
    let mut stack: Vec<u32> = Vec::new();
    let mut visit = vec![0u32; nr];
    let mut stamp = 0u32;
    loop {
        // Breadth-first layering from the unmatched light squares; `end` is
        // the length of the shortest augmenting paths.
        queue.clear();
        for u in 0..nl {
            dist[u] = if mate_l[u] == NIL {
                queue.push(u as u32);
                0
            } else {
                NIL
            };
        }
        let mut end = NIL;
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            let du = dist[u as usize];
            if du >= end {
                continue;
            }
            run.charge()?;
            let edges = g.edges(u);
            run.stats.generated += edges.len() as u64;
            for e in edges {
                let w = mate_r[g.adj[e] as usize];
                if w == NIL {
                    end = end.min(du + 1);
                } else if dist[w as usize] == NIL {
                    dist[w as usize] = du + 1;
                    queue.push(w);
                }
            }
        }
        if end == NIL {
            break;
        }
        // Depth-first augmentation along the layers.
        next.copy_from_slice(&g.start[..nl]);
        for s in 0..nl as u32 {
            if mate_l[s as usize] != NIL {
                continue;
            }
            stack.clear();
            stack.push(s);
            run.charge()?;
            while let Some(&u) = stack.last() {
                let ui = u as usize;
                if next[ui] == g.start[ui + 1] {
                    dist[ui] = NIL;
                    stack.pop();
                    continue;
                }
                run.stats.generated += 1;
                let v = g.adj[next[ui] as usize];
                let w = mate_r[v as usize];
                if w == NIL {
                    if dist[ui] + 1 == end {
                        for &x in &stack {
                            let y = g.adj[next[x as usize] as usize];
                            mate_l[x as usize] = y;
                            mate_r[y as usize] = x;
                        }
                        break;
                    }
                    next[ui] += 1;
                } else if dist[w as usize] == dist[ui] + 1 && dist[ui] + 1 < end {
                    stack.push(w);
                    run.charge()?;
                } else {
                    next[ui] += 1;
                }
            }
        }
        // Duff–Wiberg: augmenting paths of any length from the squares still
        // unmatched, each right vertex visited at most once per phase.
        stamp += 1;
        next.copy_from_slice(&g.start[..nl]);
        for s in 0..nl as u32 {
            if mate_l[s as usize] != NIL {
                continue;
            }
            stack.clear();
            stack.push(s);
            run.charge()?;
            while let Some(&u) = stack.last() {
                let ui = u as usize;
                if next[ui] == g.start[ui + 1] {
                    stack.pop();
                    continue;
                }
                run.stats.generated += 1;
                let v = g.adj[next[ui] as usize] as usize;
                if visit[v] == stamp {
                    next[ui] += 1;
                    continue;
                }
                visit[v] = stamp;
                let w = mate_r[v];
                if w == NIL {
                    for &x in &stack {
                        let y = g.adj[next[x as usize] as usize];
                        mate_l[x as usize] = y;
                        mate_r[y as usize] = x;
                    }
                    break;
                }
                stack.push(w);
                run.charge()?;
            }
        }
    }
    let matched = mate_l.iter().filter(|&&v| v != NIL).count();
    run.budget.check_clock()?;
    // König: alternating reachability from the unmatched light squares.
    let mut seen_l = vec![false; nl];
    let mut seen_r = vec![false; nr];
    queue.clear();
    for u in 0..nl {
        if mate_l[u] == NIL {
            seen_l[u] = true;
            queue.push(u as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        run.charge()?;
        for e in g.edges(u) {
            let v = g.adj[e] as usize;
            if !seen_r[v] {
                seen_r[v] = true;
                let w = mate_r[v];
                if w != NIL && !seen_l[w as usize] {
                    seen_l[w as usize] = true;
                    queue.push(w);
                }
            }
        }
    }
    let mut set: Vec<u32> = (0..nl)
        .filter(|&u| seen_l[u])
        .map(|u| g.light[u])
        .chain((0..nr).filter(|&v| !seen_r[v]).map(|v| g.dark[v]))
        .collect();
    set.sort_unstable();
    Ok((set, matched))
}
