//! Depth-first search for tours on any board: the seed's plain
//! backtracking, backtracking with Warnsdorff's rule and pruning, and
//! Warnsdorff's rule alone.
//!
//! - The seed (the knight's-tour essay, docs/SEEDS.md) tries the eight moves
//!   in a fixed order and backs up when stuck; nothing else.
//! - Warnsdorff's rule (H. C. von Warnsdorf, *Des Rösselsprunges einfachste
//!   und allgemeinste Lösung*, 1823): move to the square with the fewest
//!   onward moves. Ties go to the square farther from the centre (Roth's
//!   tie-break, as described by Squirrel & Cull, "A Warnsdorff-rule
//!   algorithm for knight's tours on square boards", 1996), then to the
//!   first in [`KNIGHT_JUMPS`](crate::core::board::KNIGHT_JUMPS) order.
//! - Pruning (sound, so exhausting the search proves there is no tour):
//!   when the knight leaves a square, each unvisited square it could have
//!   moved to loses its last chance to be entered from there; if such a
//!   square has no unvisited neighbour it can never be visited, and if it
//!   has one it must be the tour's last square — two different such squares
//!   end the branch. A closed tour also needs the start to keep an
//!   unvisited neighbour (to return from) and its last square next to the
//!   start.
//!
//! The search is iterative (no recursion, so boards of a million squares
//! cannot overflow a stack) and charges the budget once per square placed.

use super::region::Region;
use crate::core::search::trace::EventKind;
use crate::core::search::{Budget, Meter};

/// The seed's move order as `(Δrow, Δcol)`: its `moveX` are rows, `moveY`
/// columns.
pub(super) const SEED_JUMPS: [(i32, i32); 8] = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)];

/// How the next square is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Order {
    /// The seed's fixed order, [`SEED_JUMPS`], with no pruning.
    Seed,
    /// Warnsdorff's rule with Roth's tie-break, with pruning.
    Warnsdorff,
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Found {
    /// A tour: the cells in order from the start.
    Tour(Vec<u32>),
    /// Every possibility was tried: no tour exists.
    None,
    /// The budget ran out.
    Limit,
}

/// About the bytes a search of `region` takes at most: per cell its
/// visited flag and degree, and a path entry and a frame of moves for each
/// square of the longest path (every cell), as vectors that may double.
fn memory(region: &Region) -> u64 {
    use crate::core::search::vec_bytes;
    region.cells() as u64 * (2 + vec_bytes::<u32>() + vec_bytes::<Frame>())
}

/// One level of the search: the moves left to try from a square.
#[derive(Clone, Copy)]
struct Frame {
    cand: [u32; 8],
    len: u8,
    next: u8,
    /// This level made its square's neighbour the forced last square.
    set_end: bool,
}

struct Search<'a> {
    region: &'a Region,
    closed: bool,
    order: Order,
    start: u32,
    visited: Vec<bool>,
    /// Unvisited on neighbours of each cell.
    deg: Vec<u8>,
    /// Cell whose only way in is as the last square, if any.
    end: Option<u32>,
    /// The seed's order of the leaper's jumps ([`seed_jumps`]).
    seed: Vec<(i32, i32)>,
}

/// The seed's move order for the region's leaper: [`SEED_JUMPS`] for the
/// knight, otherwise its jumps turning the same way
/// ([`Leaper::seed_order`](crate::core::board::Leaper::seed_order)).
fn seed_jumps(region: &Region) -> Vec<(i32, i32)> {
    if region.leaper.is_knight() {
        SEED_JUMPS.to_vec()
    } else {
        region.leaper.seed_order()
    }
}

impl Search<'_> {
    fn visit(&mut self, i: u32, on: bool) {
        if let Some(v) = self.visited.get_mut(i as usize) {
            *v = on;
        }
        let mut out = [0u32; 8];
        let n = self.region.moves(i, &mut out);
        for &j in &out[..n] {
            if let Some(d) = self.deg.get_mut(j as usize) {
                *d = if on { d.saturating_sub(1) } else { d.saturating_add(1) };
            }
        }
    }

    fn is_visited(&self, i: u32) -> bool {
        self.visited.get(i as usize).copied().unwrap_or(true)
    }

    fn deg(&self, i: u32) -> u8 {
        self.deg.get(i as usize).copied().unwrap_or(0)
    }

    /// The moves to try from `at`, best first.
    fn frame(&self, at: u32) -> Frame {
        let mut f = Frame {
            cand: [0; 8],
            len: 0,
            next: 0,
            set_end: false,
        };
        match self.order {
            Order::Seed => {
                let (r, c) = self.region.rc(at);
                for &(dr, dc) in &self.seed {
                    let (r, c) = (r + i64::from(dr), c + i64::from(dc));
                    if self.region.on_at(r, c) {
                        let j = self.region.at(r, c);
                        if !self.is_visited(j) {
                            f.cand[f.len as usize] = j;
                            f.len += 1;
                        }
                    }
                }
            }
            Order::Warnsdorff => {
                let mut out = [0u32; 8];
                let n = self.region.moves(at, &mut out);
                let mut keyed: [(u8, i64, u32); 8] = [(0, 0, 0); 8];
                let mut k = 0;
                for &j in &out[..n] {
                    if !self.is_visited(j) {
                        keyed[k] = (self.deg(j), -self.centre_distance(j), j);
                        k += 1;
                    }
                }
                keyed[..k].sort_unstable();
                for (slot, &(_, _, j)) in f.cand.iter_mut().zip(&keyed[..k]) {
                    *slot = j;
                }
                f.len = k as u8;
            }
        }
        f
    }

    /// Squared distance from the box's centre, in half-squares.
    fn centre_distance(&self, i: u32) -> i64 {
        let (r, c) = self.region.rc(i);
        let dr = 2 * r - (i64::from(self.region.rows) - 1);
        let dc = 2 * c - (i64::from(self.region.cols) - 1);
        dr * dr + dc * dc
    }

    /// Checks the squares next to `from` (the square just left) once the
    /// knight stands on `to`; may fix the forced last square. Returns
    /// `(alive, set_end)`.
    fn prune(&mut self, from: u32) -> (bool, bool) {
        let mut out = [0u32; 8];
        let n = self.region.moves(from, &mut out);
        let mut set_end = false;
        for &w in &out[..n] {
            if self.is_visited(w) {
                continue;
            }
            match self.deg(w) {
                0 => return (false, set_end),
                1 => match self.end {
                    None => {
                        if self.closed && !self.region.knight_apart(w, self.start) {
                            return (false, set_end);
                        }
                        self.end = Some(w);
                        set_end = true;
                    }
                    Some(e) if e != w => return (false, set_end),
                    Some(_) => {}
                },
                _ => {}
            }
        }
        if self.closed && self.deg(self.start) == 0 {
            return (false, set_end);
        }
        (true, set_end)
    }
}

/// Searches for a tour of `region` from cell `start`, open or closed.
///
/// With `count` the search goes on after each tour and returns the first
/// one with the number of directed tours from `start` (each closed tour is
/// counted once per direction); otherwise it stops at the first.
/// Returns `(found, count)`; the count is only complete when `found` is
/// not [`Found::Limit`].
///
/// Records into the meter's recorder a [`EventKind::Move`] for each square
/// the knight moves to (the start first) and a [`EventKind::Retract`] for
/// each taken back, with the cells of `region` as values (the caller maps
/// them to the board's). A tour found replays to the tour.
pub(super) fn search(
    region: &Region,
    start: u32,
    closed: bool,
    order: Order,
    count: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, u64) {
    meter.recorder.event(EventKind::Move, start);
    let total = region.count;
    // A closed tour is a cycle: it needs at least three squares (two
    // squares a knight's move apart make no cycle, only a move and back).
    if closed && total < 3 {
        return (Found::None, 0);
    }
    if total <= 1 {
        return (Found::Tour(vec![start]), 1);
    }
    walk(region, &[start], None, closed, order, count, meter)
}

/// Completes the partial tour `prefix` (its cells in the order visited,
/// the start first and the knight on the last; each a knight's move from
/// the one before, none twice) to a tour of `region`, open or `closed`
/// (back to `prefix[0]`), by backtracking with Warnsdorff's rule and the
/// pruning of [`Order::Warnsdorff`]. `end` is a cell already known to be
/// the tour's forced last square (an unvisited square with one unvisited
/// neighbour that the knight is not next to), if any: the caller's checks
/// of the position played (`coach.rs`) find it.
///
/// Returns the whole tour from `prefix[0]`, [`Found::None`] when no
/// completion exists (every possibility tried), or [`Found::Limit`].
pub(super) fn complete_by_backtracking(
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> Found {
    walk(region, prefix, end, closed, Order::Warnsdorff, false, meter).0
}

/// The depth-first search of [`search`] and [`complete_by_backtracking`], from the
/// partial tour `prefix` (at least one cell), with `end` the forced last
/// square if known.
///
/// A search kernel, its loop kept as one function of about 90 lines on
/// purpose: the explicit stack, the move ordering and the dead-end pruning
/// share the loop's locals, and splitting them into calls costs the hot
/// loop. The set-up before the loop is [`set_up`].
fn walk(
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    order: Order,
    count: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, u64) {
    let (budget, stats, rec) = meter.parts();
    let total = region.count;
    let (Some(&start), Some(&root)) = (prefix.first(), prefix.last()) else {
        return (Found::None, 0);
    };
    let mut s = match set_up(region, prefix, end, closed, order, budget) {
        Ok(s) => s,
        Err(outcome) => return outcome,
    };
    let prune = order == Order::Warnsdorff;
    let mut path: Vec<u32> = prefix.to_vec();
    let mut frames: Vec<Frame> = vec![s.frame(root)];
    let mut first: Option<Vec<u32>> = None;
    let mut tours = 0u64;
    while let Some(top) = frames.len().checked_sub(1) {
        let Some(frame) = frames.get_mut(top) else { break };
        if frame.next >= frame.len {
            let set_end = frame.set_end;
            frames.pop();
            if set_end {
                s.end = None;
            }
            if top == 0 {
                break;
            }
            if let Some(v) = path.pop() {
                s.visit(v, false);
                rec.event(EventKind::Retract, v);
            }
            continue;
        }
        debug_assert!(
            (frame.next as usize) < frame.cand.len(),
            "backtrack: a frame's next move is past its list"
        );
        let v = frame.cand.get(frame.next as usize).copied().unwrap_or(start);
        frame.next += 1;
        if s.is_visited(v) {
            continue;
        }
        if budget.expand(stats).is_err() {
            return (Found::Limit, tours);
        }
        let from = path.last().copied().unwrap_or(start);
        let left = total.saturating_sub(path.len() + 1);
        if left > 0 && s.end == Some(v) {
            continue;
        }
        if left == 0 {
            if !closed || region.knight_apart(v, start) {
                tours += 1;
                if first.is_none() {
                    let mut tour = path.clone();
                    tour.push(v);
                    rec.event(EventKind::Move, v);
                    if !count {
                        return (Found::Tour(tour), tours);
                    }
                    first = Some(tour);
                }
            }
            continue;
        }
        s.visit(v, true);
        let (alive, set_end) = if prune { s.prune(from) } else { (true, false) };
        if !alive {
            if set_end {
                s.end = None;
            }
            s.visit(v, false);
            continue;
        }
        let mut f = s.frame(v);
        stats.generated += u64::from(f.len);
        f.set_end = set_end;
        path.push(v);
        rec.event(EventKind::Move, v);
        frames.push(f);
    }
    (first.map_or(Found::None, Found::Tour), tours)
}

/// The search of [`walk`] from the partial tour `prefix` (at least one
/// cell), its squares visited; or the outcome when there is nothing to
/// search (`prefix` covers the region, a tour or not) or the budget cannot
/// hold the search's tables.
fn set_up<'a>(
    region: &'a Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    order: Order,
    budget: &mut Budget<'_>,
) -> Result<Search<'a>, (Found, u64)> {
    let total = region.count;
    let (Some(&start), Some(&root)) = (prefix.first(), prefix.last()) else {
        return Err((Found::None, 0));
    };
    if prefix.len() >= total {
        let done = prefix.len() == total && (!closed || (total >= 3 && region.knight_apart(root, start)));
        return Err(if done {
            (Found::Tour(prefix.to_vec()), 1)
        } else {
            (Found::None, 0)
        });
    }
    if budget.reserve(memory(region), "the backtracking's tables").is_err() {
        return Err((Found::Limit, 0));
    }
    let mut s = Search {
        region,
        closed,
        order,
        start,
        visited: vec![false; region.cells()],
        deg: (0..region.cells() as u32).map(|i| region.degree(i)).collect(),
        seed: seed_jumps(region),
        end,
    };
    for &i in prefix {
        s.visit(i, true);
    }
    Ok(s)
}

/// Warnsdorff's rule alone: always move to the unvisited square with the
/// fewest onward moves (ties as in [`Order::Warnsdorff`]), never back up.
/// Returns the tour, or `Err(path)` with the squares visited before the
/// knight got stuck (or, for a closed tour, ended away from the start, or
/// the board has fewer than the three squares of a cycle).
pub(super) fn greedy(
    region: &Region,
    start: u32,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> Result<Vec<u32>, (Vec<u32>, bool)> {
    let (budget, stats, rec) = meter.parts();
    if budget.reserve(memory(region), "Warnsdorff's tables").is_err() {
        return Err((Vec::new(), true));
    }
    let mut s = Search {
        region,
        closed,
        order: Order::Warnsdorff,
        start,
        visited: vec![false; region.cells()],
        deg: (0..region.cells() as u32).map(|i| region.degree(i)).collect(),
        seed: seed_jumps(region),
        end: None,
    };
    s.visit(start, true);
    rec.event(EventKind::Move, start);
    let mut path = vec![start];
    let mut at = start;
    while path.len() < region.count {
        let f = s.frame(at);
        stats.generated += u64::from(f.len);
        let Some(&next) = f.cand.get(..f.len as usize).and_then(<[u32]>::first) else {
            return Err((path, false));
        };
        if budget.expand(stats).is_err() {
            return Err((path, true));
        }
        s.visit(next, true);
        path.push(next);
        rec.event(EventKind::Move, next);
        at = next;
    }
    if closed && (region.count < 3 || !region.knight_apart(at, start)) {
        return Err((path, false));
    }
    Ok(path)
}
