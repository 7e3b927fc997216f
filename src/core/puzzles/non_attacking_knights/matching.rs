//! The most knights, exactly, on any board: a maximum independent set of
//! the knight's graph on the free squares, through a maximum matching.
//!
//! A knight always moves between squares of different colours, so the
//! knight's graph is bipartite: light squares (`row + col` even) on one
//! side, dark on the other. By König's theorem a bipartite graph's largest
//! independent set has `vertices − maximum matching` vertices, and König's
//! constructive proof gives one (`konig_independent_set`).
//!
//! [`maximum`] finds the maximum matching in three steps, each a function
//! below named after its algorithm:
//! 1. `greedy_matching`: each square takes a free neighbour, in row-major
//!    order;
//! 2. `push_relabel` (Goldberg & Kennedy 1995; Cherkassky et al. 1998),
//!    which moves the unmatched squares along alternating paths towards
//!    unmatched squares of the other colour, guided by distance labels;
//! 3. `hopcroft_karp` (Hopcroft & Karp 1973), each of its phases followed
//!    by a `duff_wiberg` pass (Duff & Wiberg 1988). After push–relabel this
//!    normally finds nothing to augment in its first breadth-first search,
//!    which is then the proof that the matching is maximum; it finishes the
//!    job should anything be left.
//!
//! Both augmenting-path searches of step 3 are one depth-first loop,
//! `augment_from_unmatched` (iterative, so that no board can overflow the
//! stack), told by a `PathRule` which edges it may follow.
//!
//! Hopcroft–Karp alone, even with the Duff–Wiberg passes, is slow here: on
//! 1000 × 1000 with 10 % of the squares off, the last augmenting paths are
//! over 100 moves long and cross each other, so each phase augments only a
//! few (26 million steps, 2 s); with push–relabel first the same board
//! takes 3 million steps (0.3 s). The tests run Hopcroft–Karp alone too
//! (`maximum_with` without push–relabel).
//!
//! `stats.expanded` counts the vertices taken off a queue or stack (each
//! charged to the budget); `stats.generated` the edges looked at.
//!
//! Watched ([`maximum`] with a recorder on), the search records each augmenting path
//! it flips ([`EventKind::Augment`], [`EventKind::Path`]), then König's
//! vertex cover ([`EventKind::Cover`]), then the placement
//! ([`EventKind::Place`]). Push–relabel moves pairs without augmenting
//! paths, so a watched search skips it: every pair then comes from a
//! recorded path (the greedy start's pairs are paths of one move), and the
//! augments counted are the matching's size.
//!
//! The smaller colour class is the "left" side (called light below,
//! whichever colour it is).

use super::layout::{Layout, SquareKind};
use crate::core::search::trace::{EventKind, Recorder};
use crate::core::search::{Budget, LimitReached, Meter};
use crate::core::words::grouped;

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

/// Squares of a linear pass of the matching (building its graph, the
/// greedy start, König's set) between two countings of its work
/// ([`pass`]).
const PASS_CHECK: usize = 4_096;

/// Counts square `i` of `n` of a linear pass (`what`) against the budget
/// every [`PASS_CHECK`] squares ([`Budget::work`]: the clock read, a node
/// per [`Budget::WORK_ITEMS_PER_NODE`] squares), so that the matching of a
/// large board, whose passes expand few states, stops within the nodes as
/// within the time.
///
/// # Errors
/// [`LimitReached`] when the budget runs out; its reason names the pass.
fn pass(budget: &mut Budget<'_>, i: usize, n: usize, what: &str) -> Result<(), LimitReached> {
    if i % PASS_CHECK != 0 {
        return Ok(());
    }
    let nodes = PASS_CHECK as u64 / Budget::WORK_ITEMS_PER_NODE;
    budget.work(nodes, false, || {
        format!("{what} (square {} of {})", grouped(i), grouped(n))
    })
}

impl Graph {
    /// The knight's graph of `layout`'s free squares, built within `budget`
    /// ([`pass`]).
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out.
    fn new(layout: &Layout, budget: &mut Budget<'_>) -> Result<Graph, LimitReached> {
        let kinds = layout.kinds();
        let cols = layout.cols() as usize;
        let leaper = layout.leaper();
        let mut id = vec![NIL; kinds.len()];
        let (mut light, mut dark) = (Vec::new(), Vec::new());
        for (i, &s) in kinds.iter().enumerate() {
            pass(budget, i, kinds.len(), "building the matching's graph")?;
            if s != SquareKind::Free {
                continue;
            }
            let square = [(i / cols) as u32, (i % cols) as u32];
            let side = if leaper.colour(square) == 0 {
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
        for (k, &i) in light.iter().enumerate() {
            pass(budget, k, light.len(), "building the matching's edges")?;
            adj.extend(
                layout
                    .jumps(i as usize)
                    .filter(|&j| kinds[j] == SquareKind::Free)
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
        Ok(Graph {
            light,
            dark,
            start,
            adj,
            rstart,
            radj,
        })
    }

    fn edges(&self, u: u32) -> std::ops::Range<usize> {
        self.start[u as usize] as usize..self.start[u as usize + 1] as usize
    }

    fn back_edges(&self, v: u32) -> std::ops::Range<usize> {
        self.rstart[v as usize] as usize..self.rstart[v as usize + 1] as usize
    }
}

/// A matching: each light square's dark partner and each dark square's
/// light partner, by index in [`Graph::light`] and [`Graph::dark`]; [`NIL`]
/// for none.
struct Matching {
    of_light: Vec<u32>,
    of_dark: Vec<u32>,
}

impl Matching {
    fn empty(g: &Graph) -> Matching {
        Matching {
            of_light: vec![NIL; g.light.len()],
            of_dark: vec![NIL; g.dark.len()],
        }
    }

    /// Matches light square `u` with dark square `v` (their old partners,
    /// if any, are the caller's to rematch).
    fn pair(&mut self, u: u32, v: u32) {
        self.of_light[u as usize] = v;
        self.of_dark[v as usize] = u;
    }

    /// The number of matched pairs.
    fn size(&self) -> usize {
        self.of_light.iter().filter(|&&v| v != NIL).count()
    }
}

/// A largest set of free squares of `layout` no two of which a knight
/// move joins, as layout indices in increasing order, and the size of the
/// maximum matching that proves it largest.
///
/// Records into the meter's recorder (when on) every augmenting path
/// flipped, as a [`EventKind::Augment`] on its first cell and a
/// [`EventKind::Path`] on each other cell in order (Berge 1957: a matching
/// is maximum when no augmenting path is left; Hopcroft & Karp 1973 find
/// them shortest first), then each square of König's vertex cover
/// ([`EventKind::Cover`], as many as the matching's pairs: König 1931), then
/// a [`EventKind::Place`] for each knight of the answer. Cells are layout
/// indices, the board's `row * cols + col`. Recording, it runs without
/// push–relabel, so that the augments are the matching's size.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn maximum(layout: &Layout, meter: &mut Meter<'_, '_>) -> Result<(Vec<u32>, usize), LimitReached> {
    let push = !meter.recorder.is_on();
    maximum_with(layout, push, meter)
}

/// [`maximum`], with or without the push–relabel step, recording as
/// [`maximum`] says.
pub(crate) fn maximum_with(
    layout: &Layout,
    push: bool,
    meter: &mut Meter<'_, '_>,
) -> Result<(Vec<u32>, usize), LimitReached> {
    // The graph (up to 8 edges a square, both ways, 4 bytes each) and the
    // matching's labels and queues: about 52 bytes a square (51 MB measured
    // for 1 000 × 1 000).
    meter.budget.reserve(
        layout.kinds().len() as u64 * 52,
        "the matching's graph (about 52 bytes a square)",
    )?;
    let g = Graph::new(layout, meter.budget)?;
    meter.expand()?;
    meter.budget.check_clock()?;
    let mut m = greedy_matching(&g, meter)?;
    if push {
        push_relabel(&g, &mut m, meter)?;
    }
    hopcroft_karp(&g, &mut m, meter)?;
    let matched = m.size();
    meter.budget.check_clock()?;
    let set = konig_independent_set(&g, &m, meter)?;
    debug_assert_eq!(
        set.len(),
        g.light.len() + g.dark.len() - matched,
        "König: the independent set and the matching must cover the graph's size"
    );
    for &i in &set {
        meter.recorder.event(EventKind::Place, i);
    }
    Ok((set, matched))
}

/// The greedy start: each light square in layout (row-major) order takes
/// its first neighbour not yet taken. A linear pass, counted against the
/// budget by [`pass`]; its edge scans count as `generated`.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn greedy_matching(g: &Graph, meter: &mut Meter<'_, '_>) -> Result<Matching, LimitReached> {
    let mut m = Matching::empty(g);
    for u in 0..g.light.len() as u32 {
        pass(meter.budget, u as usize, g.light.len(), "matching greedily")?;
        for e in g.edges(u) {
            let v = g.adj[e];
            if m.of_dark[v as usize] == NIL {
                m.pair(u, v);
                // An augmenting path of one move: both ends unmatched.
                meter.recorder.event(EventKind::Augment, g.light[u as usize]);
                meter.recorder.event(EventKind::Path, g.dark[v as usize]);
                break;
            }
        }
    }
    meter.stats.generated += g.adj.len() as u64;
    Ok(m)
}

/// Push–relabel for bipartite matching ("double push" with global
/// relabelling; Goldberg & Kennedy 1995, "An efficient cost scaling
/// algorithm for the assignment problem", Math. Programming 71, and
/// Cherkassky, Goldberg, Martin, Setubal & Stolfi 1998, "Augment or push: a
/// computational study of bipartite matching and unit-capacity flow
/// algorithms", ACM JEA 3).
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
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn push_relabel(g: &Graph, m: &mut Matching, meter: &mut Meter<'_, '_>) -> Result<(), LimitReached> {
    let (nl, nr) = (g.light.len(), g.dark.len());
    let inf = (nl + nr + 2) as u32;
    let mut label = vec![0u32; nr];
    let mut seen = vec![false; nl];
    let mut queue: Vec<u32> = Vec::with_capacity(nr);
    let mut active: std::collections::VecDeque<u32> =
        (0..nl as u32).filter(|&u| m.of_light[u as usize] == NIL).collect();
    let mut work = usize::MAX; // relabel first
    while let Some(u) = active.pop_front() {
        if work > nl + nr {
            global_relabel(g, m, &mut label, &mut seen, &mut queue, inf, meter)?;
            work = 0;
        }
        meter.expand()?;
        let edges = g.edges(u);
        work += edges.len() + 1;
        meter.stats.generated += edges.len() as u64;
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
        let evicted = m.of_dark[best as usize];
        m.pair(u, best);
        label[best as usize] = second.saturating_add(2).min(inf);
        if evicted != NIL {
            m.of_light[evicted as usize] = NIL;
            active.push_back(evicted);
        }
    }
    Ok(())
}

/// Exact labels for [`push_relabel`]: breadth-first search over
/// alternating paths backwards from the unmatched dark squares; unreached
/// squares get `inf`. `seen` and `queue` are scratch space, reused across
/// calls.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn global_relabel(
    g: &Graph,
    m: &Matching,
    label: &mut [u32],
    seen: &mut [bool],
    queue: &mut Vec<u32>,
    inf: u32,
    meter: &mut Meter<'_, '_>,
) -> Result<(), LimitReached> {
    label.fill(inf);
    seen.fill(false);
    queue.clear();
    for (v, &mate) in m.of_dark.iter().enumerate() {
        if mate == NIL {
            label[v] = 0;
            queue.push(v as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        meter.expand()?;
        let d = label[v as usize];
        for e in g.back_edges(v) {
            let u = g.radj[e] as usize;
            if seen[u] || m.of_light[u] == v {
                continue;
            }
            seen[u] = true;
            let w = m.of_light[u];
            if w != NIL && label[w as usize] == inf {
                label[w as usize] = d + 2;
                queue.push(w);
            }
        }
    }
    Ok(())
}

/// Hopcroft & Karp (1973), "An n^{5/2} algorithm for maximum matchings in
/// bipartite graphs", SIAM J. Comput. 2(4): phases of one breadth-first
/// search that layers the graph from the unmatched light squares
/// ([`layer`]) and depth-first searches that augment along vertex-disjoint
/// shortest augmenting paths ([`ShortestPaths`]), each phase followed by a
/// [`duff_wiberg`] pass; it stops when the layering finds no augmenting
/// path, which proves `m` maximum (Berge 1957).
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn hopcroft_karp(g: &Graph, m: &mut Matching, meter: &mut Meter<'_, '_>) -> Result<(), LimitReached> {
    let nl = g.light.len();
    let mut dist = vec![NIL; nl];
    let mut queue: Vec<u32> = Vec::with_capacity(nl);
    let mut dfs = Dfs {
        next: vec![0u32; nl],
        stack: Vec::new(),
    };
    let mut dw = DuffWiberg {
        visited: vec![0u32; g.dark.len()],
        stamp: 0,
    };
    loop {
        let end = layer(g, m, &mut dist, &mut queue, meter)?;
        if end == NIL {
            return Ok(());
        }
        augment_from_unmatched(g, m, &mut dfs, &mut ShortestPaths { dist: &mut dist, end }, meter)?;
        duff_wiberg(g, m, &mut dfs, &mut dw, meter)?;
    }
}

/// Hopcroft–Karp's breadth-first layering: `dist[u]` becomes the
/// alternating distance of light square `u` from the unmatched light
/// squares (0 for those, [`NIL`] when unreached or past the shortest
/// augmenting paths). Returns the length of the shortest augmenting paths
/// (in light squares), [`NIL`] when there is none.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn layer(
    g: &Graph,
    m: &Matching,
    dist: &mut [u32],
    queue: &mut Vec<u32>,
    meter: &mut Meter<'_, '_>,
) -> Result<u32, LimitReached> {
    queue.clear();
    for (u, d) in dist.iter_mut().enumerate() {
        *d = if m.of_light[u] == NIL {
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
        meter.expand()?;
        let edges = g.edges(u);
        meter.stats.generated += edges.len() as u64;
        for e in edges {
            let w = m.of_dark[g.adj[e] as usize];
            if w == NIL {
                end = end.min(du + 1);
            } else if dist[w as usize] == NIL {
                dist[w as usize] = du + 1;
                queue.push(w);
            }
        }
    }
    Ok(end)
}

/// Duff & Wiberg (1988), "Remarks on implementation of O(n^{1/2}τ)
/// assignment algorithms", ACM TOMS 14(3): after each Hopcroft–Karp phase,
/// one depth-first search for augmenting paths of any length from every
/// light square still unmatched, each dark square visited at most once per
/// pass (see also Duff, Kaya & Uçar 2011, "Design, implementation, and
/// analysis of maximum transversal algorithms", ACM TOMS 38(2)).
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn duff_wiberg(
    g: &Graph,
    m: &mut Matching,
    dfs: &mut Dfs,
    dw: &mut DuffWiberg,
    meter: &mut Meter<'_, '_>,
) -> Result<(), LimitReached> {
    dw.stamp += 1;
    augment_from_unmatched(g, m, dfs, dw, meter)
}

/// What the depth-first search does with the edge it is looking at.
enum Follow {
    /// The edge ends at an unmatched dark square: augment along the stack.
    Augment,
    /// Go on from the dark square's partner.
    Descend,
    /// Try the next edge.
    Skip,
}

/// Which edges an augmenting-path search may follow.
trait PathRule {
    /// The edge from light square `u` to dark square `v`, whose partner is
    /// `w` ([`NIL`] when `v` is unmatched).
    fn follow(&mut self, u: u32, v: u32, w: u32) -> Follow;
    /// Light square `u` has no edge left to try.
    fn dead_end(&mut self, u: u32);
}

/// Hopcroft–Karp's rule: only along the layers of [`layer`], and only
/// paths of the shortest length `end`; a square found a dead end leaves
/// the layers for the rest of the phase.
struct ShortestPaths<'a> {
    dist: &'a mut [u32],
    end: u32,
}

impl PathRule for ShortestPaths<'_> {
    #[inline]
    fn follow(&mut self, u: u32, _: u32, w: u32) -> Follow {
        let du = self.dist[u as usize] + 1;
        if w == NIL {
            if du == self.end {
                Follow::Augment
            } else {
                Follow::Skip
            }
        } else if self.dist[w as usize] == du && du < self.end {
            Follow::Descend
        } else {
            Follow::Skip
        }
    }

    #[inline]
    fn dead_end(&mut self, u: u32) {
        self.dist[u as usize] = NIL;
    }
}

/// Duff & Wiberg's rule: any edge whose dark square this pass has not
/// visited yet (`visited[v] == stamp` once visited).
struct DuffWiberg {
    visited: Vec<u32>,
    stamp: u32,
}

impl PathRule for DuffWiberg {
    #[inline]
    fn follow(&mut self, _: u32, v: u32, w: u32) -> Follow {
        let seen = &mut self.visited[v as usize];
        if *seen == self.stamp {
            return Follow::Skip;
        }
        *seen = self.stamp;
        if w == NIL {
            Follow::Augment
        } else {
            Follow::Descend
        }
    }

    #[inline]
    fn dead_end(&mut self, _: u32) {}
}

/// Scratch space of [`augment_from_unmatched`], reused across passes.
struct Dfs {
    /// The next edge (index into [`Graph::adj`]) each light square tries.
    next: Vec<u32>,
    /// The path searched: light squares from the unmatched start.
    stack: Vec<u32>,
}

/// The augmenting loop: from each unmatched light square in turn, an
/// iterative depth-first search along alternating paths (`rule` says which
/// edges it may follow); on reaching an unmatched dark square, every light
/// square of the path takes the dark square its current edge leads to.
/// Each light square's next edge carries over from one start to the next,
/// so a pass looks at each edge at most once.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn augment_from_unmatched(
    g: &Graph,
    m: &mut Matching,
    dfs: &mut Dfs,
    rule: &mut impl PathRule,
    meter: &mut Meter<'_, '_>,
) -> Result<(), LimitReached> {
    let nl = g.light.len();
    let Dfs { next, stack } = dfs;
    next.copy_from_slice(&g.start[..nl]);
    for s in 0..nl as u32 {
        if m.of_light[s as usize] != NIL {
            continue;
        }
        stack.clear();
        stack.push(s);
        meter.expand()?;
        while let Some(&u) = stack.last() {
            let ui = u as usize;
            if next[ui] == g.start[ui + 1] {
                rule.dead_end(u);
                stack.pop();
                continue;
            }
            meter.stats.generated += 1;
            let v = g.adj[next[ui] as usize];
            let w = m.of_dark[v as usize];
            match rule.follow(u, v, w) {
                Follow::Augment => {
                    if meter.recorder.is_on() {
                        record_path(g, stack, next, meter.recorder);
                    }
                    for &x in stack.iter() {
                        m.pair(x, g.adj[next[x as usize] as usize]);
                    }
                    break;
                }
                Follow::Descend => {
                    stack.push(w);
                    meter.expand()?;
                }
                Follow::Skip => next[ui] += 1,
            }
        }
    }
    Ok(())
}

/// Records the augmenting path on `stack` (light squares from the
/// unmatched start, each followed by the dark square its next edge leads
/// to, the last one unmatched): an augment on its first cell, a path event
/// on each other.
fn record_path(g: &Graph, stack: &[u32], next: &[u32], rec: &mut Recorder) {
    for (k, &x) in stack.iter().enumerate() {
        let kind = if k == 0 { EventKind::Augment } else { EventKind::Path };
        rec.event(kind, g.light[x as usize]);
        rec.event(EventKind::Path, g.dark[g.adj[next[x as usize] as usize] as usize]);
    }
}

/// König's theorem (D. König 1931, "Gráfok és mátrixok", Matematikai és
/// Fizikai Lapok 38) made constructive: with `Z` the squares reachable from
/// the unmatched light squares by alternating paths (a non-matching edge
/// from a light square, the matching edge from a dark one), `(light ∩ Z) ∪
/// (dark ∖ Z)` is independent and has `vertices − |m|` squares when `m` is
/// maximum. Returns their layout indices in increasing order.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
fn konig_independent_set(g: &Graph, m: &Matching, meter: &mut Meter<'_, '_>) -> Result<Vec<u32>, LimitReached> {
    let (nl, nr) = (g.light.len(), g.dark.len());
    let mut seen_l = vec![false; nl];
    let mut seen_r = vec![false; nr];
    let mut queue: Vec<u32> = Vec::with_capacity(nl);
    for (u, seen) in seen_l.iter_mut().enumerate() {
        if m.of_light[u] == NIL {
            *seen = true;
            queue.push(u as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        meter.expand()?;
        for e in g.edges(u) {
            let v = g.adj[e] as usize;
            if !seen_r[v] {
                seen_r[v] = true;
                let w = m.of_dark[v];
                if w != NIL && !seen_l[w as usize] {
                    seen_l[w as usize] = true;
                    queue.push(w);
                }
            }
        }
    }
    if meter.recorder.is_on() {
        // The vertex cover, the complement of the set: (light ∖ Z) ∪
        // (dark ∩ Z), one square per matched pair.
        let mut cover: Vec<u32> = (0..nl)
            .filter(|&u| !seen_l[u])
            .map(|u| g.light[u])
            .chain((0..nr).filter(|&v| seen_r[v]).map(|v| g.dark[v]))
            .collect();
        cover.sort_unstable();
        for i in cover {
            meter.recorder.event(EventKind::Cover, i);
        }
    }
    // Collecting and sorting the set: a pass over every square.
    for i in (0..nl + nr).step_by(PASS_CHECK) {
        pass(meter.budget, i, nl + nr, "collecting König's set")?;
    }
    let mut set: Vec<u32> = (0..nl)
        .filter(|&u| seen_l[u])
        .map(|u| g.light[u])
        .chain((0..nr).filter(|&v| !seen_r[v]).map(|v| g.dark[v]))
        .collect();
    set.sort_unstable();
    Ok(set)
}
