//! Divide and conquer: tours of full boards of any size with both sides at
//! least 5, in time linear in the number of squares.
//!
//! After Parberry, "An efficient algorithm for the Knight's tour problem",
//! *Discrete Applied Mathematics* 73 (1997) 251–260: cut the board into
//! small blocks, take a closed tour of each block, and join the tours at
//! the block borders. Two things differ from Parberry's paper:
//!
//! - The blocks' tours are not tables: each block size's closed tour is
//!   found when needed by the backtracking search of
//!   [`backtrack`](super::backtrack) (Warnsdorff's rule with pruning, from
//!   the block's corner; deterministic, a few hundred nodes each).
//! - Tours are joined by a two-edge exchange found by looking at the
//!   border, instead of Parberry's fixed "structured" corner moves: if one
//!   tour uses the move `u–u'` and another `w–w'`, where `u–w` and `u'–w'`
//!   are knight moves across the border, replacing the first two moves by
//!   the last two makes one closed tour of both. Joins are made block pair
//!   by block pair, a union–find keeping track of which blocks are already
//!   on one tour, until one tour covers the board.
//!
//! Sides are cut into pieces of 6, 8 or 10 squares (for an even side) and
//! of 5 to 9 squares (for the other side), so every block has a closed tour
//! by Schwenk's theorem: both sides at least 5 and not both odd.
//!
//! An open tour from a square `s` is the closed tour started at `s` with its
//! last move dropped. Boards with both sides odd have no closed tour (an
//! odd number of squares); there the cut is chosen so that the one block
//! with two odd sides contains `s`, that block gets an open tour from `s`
//! (found by the same search), and the open tour is treated as a closed
//! tour through an imaginary extra square joined to both its ends, which no
//! exchange ever touches. The result is an open tour of the board from
//! `s`.
//!
//! Watched (`trace: true`), the construction records a
//! [`EventKind::Move`] for each square of each block's tour as the block is
//! laid, block by block (the tour's line jumps from one block to the next),
//! then, once the exchanges have joined them, takes them back
//! ([`EventKind::Retract`], last laid first) and lays the joined tour from
//! its start: the replay ends on the answer.

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::backtrack::{self, Found, Order};
use super::region::Region;
use crate::core::search::trace::{EventKind, Recorder, EVENTS_CAP};
use crate::core::search::{Budget, Meter, Stats};
use crate::core::words::grouped;

/// How a construction ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Built {
    /// A tour: cells `row * cols + col` in order from the start.
    Tour(Vec<u32>),
    /// The budget ran out.
    Limit,
    /// The construction did not succeed (no exchange found at some
    /// border); nothing is claimed.
    Failed(String),
}

/// Cuts an even side of at least 6 into pieces of 6, 8 or 10.
fn split_even(mut len: u32) -> Vec<u32> {
    let mut parts = Vec::new();
    while len > 10 {
        let p = if len - 8 >= 6 { 8 } else { 6 };
        parts.push(p);
        len -= p;
    }
    if len > 0 {
        parts.push(len);
    }
    parts
}

/// Cuts a side of at least 5 into pieces of 5 to 9.
fn split_any(mut len: u32) -> Vec<u32> {
    let mut parts = Vec::new();
    while len > 9 {
        let p = if len - 8 >= 5 { 8 } else { 5 };
        parts.push(p);
        len -= p;
    }
    if len > 0 {
        parts.push(len);
    }
    parts
}

/// Whether a side piece of `len` can be cut into pieces of 6, 8 or 10.
fn even_rest(len: u32) -> bool {
    len == 0 || (len % 2 == 0 && len >= 6)
}

/// The ways to cut an odd side of `len` so that one odd piece of 5 or more
/// contains position `pos` and the rest is cut by [`split_even`]: each as
/// `(before, odd piece)`, smallest odd piece first, at most `most`.
fn odd_cuts(len: u32, pos: u32, most: usize) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut b0 = 5;
    while b0 <= len && out.len() < most {
        let lo = (pos + 1).saturating_sub(b0);
        let mut top = lo + lo % 2;
        while top <= pos && top + b0 <= len && out.len() < most {
            if even_rest(top) && even_rest(len - top - b0) {
                out.push((top, b0));
            }
            top += 2;
        }
        b0 += 2;
    }
    out
}

/// Pieces of one side as `(start, len)`.
fn pieces(parts: &[u32]) -> Vec<(u32, u32)> {
    let mut at = 0;
    parts
        .iter()
        .map(|&p| {
            let piece = (at, p);
            at += p;
            piece
        })
        .collect()
}

/// Cut with an odd piece at `(before, odd)` and even pieces around it.
fn cut_around(len: u32, before: u32, odd: u32) -> Vec<u32> {
    let mut parts = split_even(before);
    parts.push(odd);
    parts.extend(split_even(len - before - odd));
    parts
}

/// Closed tours of block sizes, found once per construction.
#[derive(Default)]
struct Bases {
    tours: FxHashMap<(u32, u32), Vec<u32>>,
}

impl Bases {
    /// A closed tour of a full `h × w` board (cells `r * w + c`), or why not.
    /// The block's search is not watched: the laying records its tour.
    fn get(&mut self, h: u32, w: u32, budget: &mut Budget<'_>, stats: &mut Stats) -> Result<&Vec<u32>, Built> {
        match self.tours.entry((h, w)) {
            Entry::Occupied(e) => Ok(e.into_mut()),
            Entry::Vacant(e) => {
                let region = Region::full(h, w);
                let meter = &mut Meter {
                    budget,
                    stats,
                    recorder: &mut Recorder::off(),
                };
                match backtrack::search(&region, 0, true, Order::Warnsdorff, false, meter).0 {
                    Found::Tour(t) => Ok(e.insert(t)),
                    Found::Limit => Err(Built::Limit),
                    Found::None => Err(Built::Failed(format!(
                        "no closed tour of a {} × {} block",
                        grouped(h),
                        grouped(w)
                    ))),
                }
            }
        }
    }
}

/// A set of disjoint cycles covering the board, each cell knowing its two
/// neighbours on its cycle. Cell `n` (one past the last) is the imaginary
/// square that closes an open tour.
struct Cover {
    rows: u32,
    cols: u32,
    nbr: Vec<[u32; 2]>,
    row_piece: Vec<u32>,
    col_piece: Vec<u32>,
    row_pieces: Vec<(u32, u32)>,
    col_pieces: Vec<(u32, u32)>,
    /// Union–find over blocks `row piece * col pieces + col piece`.
    parent: Vec<u32>,
}

impl Cover {
    fn new(rows: u32, cols: u32, row_parts: &[u32], col_parts: &[u32]) -> Cover {
        let row_pieces = pieces(row_parts);
        let col_pieces = pieces(col_parts);
        let mut row_piece = vec![0; rows as usize];
        for (k, &(a, l)) in row_pieces.iter().enumerate() {
            for r in a..a + l {
                if let Some(x) = row_piece.get_mut(r as usize) {
                    *x = k as u32;
                }
            }
        }
        let mut col_piece = vec![0; cols as usize];
        for (k, &(a, l)) in col_pieces.iter().enumerate() {
            for c in a..a + l {
                if let Some(x) = col_piece.get_mut(c as usize) {
                    *x = k as u32;
                }
            }
        }
        let blocks = row_pieces.len() * col_pieces.len();
        let n = rows as usize * cols as usize;
        Cover {
            rows,
            cols,
            nbr: vec![[u32::MAX; 2]; n + 1],
            row_piece,
            col_piece,
            row_pieces,
            col_pieces,
            parent: (0..blocks as u32).collect(),
        }
    }

    fn virt(&self) -> u32 {
        (self.nbr.len() - 1) as u32
    }

    fn block_of(&self, i: u32) -> u32 {
        let (r, c) = (i / self.cols, i % self.cols);
        let rp = self.row_piece.get(r as usize).copied().unwrap_or(0);
        let cp = self.col_piece.get(c as usize).copied().unwrap_or(0);
        rp * self.col_pieces.len() as u32 + cp
    }

    fn find(&mut self, mut b: u32) -> u32 {
        while let Some(&p) = self.parent.get(b as usize) {
            if p == b {
                break;
            }
            let gp = self.parent.get(p as usize).copied().unwrap_or(p);
            if let Some(x) = self.parent.get_mut(b as usize) {
                *x = gp;
            }
            b = gp;
        }
        b
    }

    /// Lays the cells of `order` (local cells `r * w + c` of the block at
    /// `(r0, c0)` of width `w`) as a cycle; with `open`, as a path closed
    /// through the imaginary square.
    fn lay(&mut self, r0: u32, c0: u32, w: u32, order: &[u32], open: bool) {
        let g = |l: u32| (r0 + l / w) * self.cols + c0 + l % w;
        let n = order.len();
        let v = self.virt();
        for k in 0..n {
            let here = order.get(k).map_or(v, |&l| g(l));
            let prev = if k == 0 {
                if open {
                    v
                } else {
                    order.get(n - 1).map_or(v, |&l| g(l))
                }
            } else {
                order.get(k - 1).map_or(v, |&l| g(l))
            };
            let next = if k + 1 == n {
                if open {
                    v
                } else {
                    order.first().map_or(v, |&l| g(l))
                }
            } else {
                order.get(k + 1).map_or(v, |&l| g(l))
            };
            if let Some(x) = self.nbr.get_mut(here as usize) {
                *x = [prev, next];
            }
        }
        if open {
            let first = order.first().map_or(v, |&l| g(l));
            let last = order.last().map_or(v, |&l| g(l));
            if let Some(x) = self.nbr.get_mut(v as usize) {
                *x = [first, last];
            }
        }
    }

    fn knight_apart(&self, a: u32, b: u32) -> bool {
        let v = self.virt();
        if a == v || b == v {
            return false;
        }
        let (ra, ca) = (i64::from(a / self.cols), i64::from(a % self.cols));
        let (rb, cb) = (i64::from(b / self.cols), i64::from(b % self.cols));
        let (dr, dc) = ((ra - rb).abs(), (ca - cb).abs());
        (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
    }

    fn nbr(&self, i: u32) -> [u32; 2] {
        self.nbr.get(i as usize).copied().unwrap_or([u32::MAX; 2])
    }

    fn replace(&mut self, at: u32, old: u32, new: u32) {
        if let Some(x) = self.nbr.get_mut(at as usize) {
            if x[0] == old {
                x[0] = new;
            } else if x[1] == old {
                x[1] = new;
            }
        }
    }

    /// Joins the cycle through `u` with the cycle through `w` (a knight move
    /// apart, on different cycles) by a two-edge exchange, if one exists.
    fn try_join(&mut self, u: u32, w: u32) -> bool {
        let v = self.virt();
        for u2 in self.nbr(u) {
            if u2 == v {
                continue;
            }
            for w2 in self.nbr(w) {
                if w2 != v && self.knight_apart(u2, w2) {
                    self.replace(u, u2, w);
                    self.replace(u2, u, w2);
                    self.replace(w, w2, u);
                    self.replace(w2, w, u2);
                    return true;
                }
            }
        }
        false
    }

    /// Looks along the border between blocks `(rp, cp)` and the next block
    /// right (`down == false`) or below (`down == true`) for an exchange that
    /// joins their cycles.
    fn join_across(&mut self, rp: usize, cp: usize, down: bool) -> bool {
        let (Some(&(r0, h)), Some(&(c0, w))) = (self.row_pieces.get(rp), self.col_pieces.get(cp)) else {
            return false;
        };
        // The two lines of the block nearest the border.
        let (rs, cs) = if down {
            (r0 + h.saturating_sub(2)..r0 + h, c0..c0 + w)
        } else {
            (r0..r0 + h, c0 + w.saturating_sub(2)..c0 + w)
        };
        let a = self.block_of(r0 * self.cols + c0);
        let ra = self.find(a);
        for r in rs {
            for c in cs.clone() {
                let u = r * self.cols + c;
                for (dr, dc) in crate::core::board::KNIGHT_JUMPS {
                    let (r2, c2) = (i64::from(r) + i64::from(dr), i64::from(c) + i64::from(dc));
                    let across = if down {
                        r2 >= i64::from(r0 + h)
                    } else {
                        c2 >= i64::from(c0 + w)
                    };
                    if !across || r2 < 0 || c2 < 0 || r2 >= i64::from(self.rows) || c2 >= i64::from(self.cols) {
                        continue;
                    }
                    let w2 = (r2 as u32) * self.cols + c2 as u32;
                    let b = self.block_of(w2);
                    let rb = self.find(b);
                    if rb != ra && self.try_join(u, w2) {
                        if let Some(x) = self.parent.get_mut(rb as usize) {
                            *x = ra;
                        }
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Joins all cycles into one; false when some border offered no
    /// exchange.
    fn join_all(&mut self) -> bool {
        let (nr, nc) = (self.row_pieces.len(), self.col_pieces.len());
        let mut groups = nr * nc;
        loop {
            let before = groups;
            for rp in 0..nr {
                for cp in 0..nc {
                    let a = (rp * nc + cp) as u32;
                    if cp + 1 < nc {
                        let (x, y) = (self.find(a), self.find(a + 1));
                        if x != y && self.join_across(rp, cp, false) {
                            groups -= 1;
                        }
                    }
                    if rp + 1 < nr {
                        let (x, y) = (self.find(a), self.find(a + nc as u32));
                        if x != y && self.join_across(rp, cp, true) {
                            groups -= 1;
                        }
                    }
                }
            }
            if groups <= 1 {
                return true;
            }
            if groups == before {
                return false;
            }
        }
    }

    /// The cycle through `from`, in order, starting there; `None` unless it
    /// covers every cell (plus the imaginary one, when open).
    fn walk(&self, from: u32, budget: &mut Budget<'_>, stats: &mut Stats) -> Result<Vec<u32>, Built> {
        let v = self.virt();
        let n = self.nbr.len() - 1;
        let mut order = Vec::with_capacity(n);
        let (mut prev, mut at) = if from == v {
            (v, self.nbr(v)[0])
        } else {
            (self.nbr(from)[1], from)
        };
        while order.len() <= n {
            if at == v || (from != v && !order.is_empty() && at == from) {
                break;
            }
            order.push(at);
            if budget.expand(stats).is_err() {
                return Err(Built::Limit);
            }
            let [a, b] = self.nbr(at);
            let next = if a == prev { b } else { a };
            prev = at;
            at = next;
        }
        if order.len() == n {
            Ok(order)
        } else {
            Err(Built::Failed(format!(
                "the joined tours make a cycle of {} squares, not {}",
                grouped(order.len()),
                grouped(n)
            )))
        }
    }
}

/// Bytes a square, about, of building a tour by divide and conquer: the
/// cover's two links a square, the walk's order and the answer's steps
/// (36 MB measured for 1 000 × 1 000).
const BYTES_A_SQUARE: u64 = 40;

/// Asks `budget` for the memory of a `rows × cols` tour.
fn reserve(rows: u32, cols: u32, budget: &mut Budget<'_>) -> Result<(), Built> {
    let bytes = u64::from(rows) * u64::from(cols) * BYTES_A_SQUARE;
    budget
        .reserve(
            bytes,
            format!(
                "the tour of {rows} × {cols} ({BYTES_A_SQUARE} bytes a square)",
                rows = grouped(rows),
                cols = grouped(cols)
            ),
        )
        .map_err(|_| Built::Limit)
}

/// A closed tour of the full `rows × cols` board, started at `start`
/// (cell `row * cols + col`). Needs both sides at least 5 and not both odd.
/// The squares laid so far, for a watched construction: each block's tour
/// recorded as moves as it is laid, kept (up to the recorder's cap, past
/// which nothing more is recorded anyway) to be taken back once joined.
struct Laying<'r> {
    rec: &'r mut Recorder,
    laid: Vec<u32>,
}

impl Laying<'_> {
    /// Records the block tour `order` (local cells `r * w + c` of the block
    /// at `(r0, c0)` of width `w`, on a board `cols` wide) as moves.
    fn block(&mut self, r0: u32, c0: u32, w: u32, cols: u32, order: &[u32]) {
        if !self.rec.is_on() {
            return;
        }
        for &l in order {
            let cell = (r0 + l / w) * cols + c0 + l % w;
            self.rec.event(EventKind::Move, cell);
            if self.laid.len() < EVENTS_CAP {
                self.laid.push(cell);
            }
        }
    }

    /// Takes back every square laid, the last first.
    fn take_back(&mut self) {
        for cell in self.laid.drain(..).rev() {
            self.rec.event(EventKind::Retract, cell);
        }
    }

    /// The blocks are joined into `tour`: takes them back and lays it.
    fn joined(&mut self, tour: &[u32]) {
        if !self.rec.is_on() {
            return;
        }
        self.take_back();
        for &cell in tour {
            self.rec.event(EventKind::Move, cell);
        }
    }
}

/// A closed tour of the full `rows × cols` board, started at `start`
/// (cell `row * cols + col`). Needs both sides at least 5 and not both odd.
/// Records into the meter's recorder the blocks as laid, then the joined tour (module
/// docs).
pub(super) fn closed(rows: u32, cols: u32, start: u32, meter: &mut Meter<'_, '_>) -> Built {
    let (budget, stats, rec) = meter.parts();
    if rows < 5 || cols < 5 || (rows % 2 == 1 && cols % 2 == 1) {
        return Built::Failed(format!(
            "divide and conquer does not cover {rows} × {cols} closed",
            rows = grouped(rows),
            cols = grouped(cols)
        ));
    }
    if let Err(limit) = reserve(rows, cols, budget) {
        return limit;
    }
    let (row_parts, col_parts) = if rows % 2 == 0 {
        (split_even(rows), split_any(cols))
    } else {
        (split_any(rows), split_even(cols))
    };
    let mut cover = Cover::new(rows, cols, &row_parts, &col_parts);
    let mut bases = Bases::default();
    let mut laying = Laying { rec, laid: Vec::new() };
    let (rps, cps) = (cover.row_pieces.clone(), cover.col_pieces.clone());
    for &(r0, h) in &rps {
        for &(c0, w) in &cps {
            let tour = match bases.get(h, w, budget, stats) {
                Ok(t) => t,
                Err(e) => return e,
            };
            cover.lay(r0, c0, w, tour, false);
            laying.block(r0, c0, w, cols, tour);
        }
        // A row of blocks laid (up to a few thousand squares each).
        if budget.check_clock().is_err() {
            return Built::Limit;
        }
    }
    if !cover.join_all() {
        return Built::Failed(format!(
            "no exchange joins the block tours of {rows} × {cols}",
            rows = grouped(rows),
            cols = grouped(cols)
        ));
    }
    if budget.check_clock().is_err() {
        return Built::Limit;
    }
    match cover.walk(start, budget, stats) {
        Ok(order) => {
            laying.joined(&order);
            Built::Tour(order)
        }
        Err(e) => e,
    }
}

/// An open tour of the full `rows × cols` board from `start`, both sides odd
/// and at least 5, `start` on the colour of the corners. Records into
/// the meter's recorder as [`closed`] does (a cut whose blocks no exchange joins is taken
/// back before the next is tried).
pub(super) fn open_odd(rows: u32, cols: u32, start: u32, meter: &mut Meter<'_, '_>) -> Built {
    let (budget, stats, rec) = meter.parts();
    if rows < 5 || cols < 5 || rows % 2 == 0 || cols % 2 == 0 {
        return Built::Failed(format!(
            "divide and conquer does not cover {rows} × {cols} open",
            rows = grouped(rows),
            cols = grouped(cols)
        ));
    }
    if let Err(limit) = reserve(rows, cols, budget) {
        return limit;
    }
    let (sr, sc) = (start / cols.max(1), start % cols.max(1));
    let mut failure = Built::Failed(format!(
        "no way to cut {rows} × {cols} around the start",
        rows = grouped(rows),
        cols = grouped(cols)
    ));
    let mut bases = Bases::default();
    let mut laying = Laying { rec, laid: Vec::new() };
    for &(top, bh) in &odd_cuts(rows, sr, 3) {
        for &(left, bw) in &odd_cuts(cols, sc, 3) {
            // An open tour of the odd block from the start.
            let block = Region::full(bh, bw);
            let local = (sr - top) * bw + (sc - left);
            let mut sub = Budget::new(200_000, f64::INFINITY);
            let mut sub_stats = Stats::default();
            let sub_meter = &mut Meter {
                budget: &mut sub,
                stats: &mut sub_stats,
                recorder: &mut Recorder::off(),
            };
            let found = backtrack::search(&block, local, false, Order::Warnsdorff, false, sub_meter).0;
            stats.expanded += sub_stats.expanded;
            stats.generated += sub_stats.generated;
            if budget.charge(stats).is_err() {
                return Built::Limit;
            }
            let Found::Tour(path) = found else { continue };
            let row_parts = cut_around(rows, top, bh);
            let col_parts = cut_around(cols, left, bw);
            let mut cover = Cover::new(rows, cols, &row_parts, &col_parts);
            let (rps, cps) = (cover.row_pieces.clone(), cover.col_pieces.clone());
            for &(r0, h) in &rps {
                for &(c0, w) in &cps {
                    if r0 == top && c0 == left {
                        cover.lay(r0, c0, w, &path, true);
                        laying.block(r0, c0, w, cols, &path);
                        continue;
                    }
                    let tour = match bases.get(h, w, budget, stats) {
                        Ok(t) => t,
                        Err(e) => return e,
                    };
                    cover.lay(r0, c0, w, tour, false);
                    laying.block(r0, c0, w, cols, tour);
                }
                if budget.check_clock().is_err() {
                    return Built::Limit;
                }
            }
            if !cover.join_all() {
                failure = Built::Failed(format!(
                    "no exchange joins the block tours of {rows} × {cols}",
                    rows = grouped(rows),
                    cols = grouped(cols)
                ));
                laying.take_back();
                continue;
            }
            if budget.check_clock().is_err() {
                return Built::Limit;
            }
            let v = cover.virt();
            return match cover.walk(v, budget, stats) {
                Ok(order) => {
                    laying.joined(&order);
                    Built::Tour(order)
                }
                Err(e) => e,
            };
        }
    }
    failure
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_cover_the_side_with_allowed_pieces() {
        for len in (6..200).step_by(2) {
            let p = split_even(len);
            assert_eq!(p.iter().sum::<u32>(), len);
            assert!(p.iter().all(|x| matches!(x, 6 | 8 | 10)), "{len}: {p:?}");
        }
        for len in 5..200 {
            let p = split_any(len);
            assert_eq!(p.iter().sum::<u32>(), len);
            assert!(p.iter().all(|x| (5..=9).contains(x)), "{len}: {p:?}");
        }
        for len in (5..120).step_by(2) {
            for pos in 0..len {
                let cuts = odd_cuts(len, pos, 3);
                assert!(!cuts.is_empty(), "{len} {pos}");
                for (top, b0) in cuts {
                    assert!(top <= pos && pos < top + b0 && b0 % 2 == 1);
                    assert!(even_rest(top) && even_rest(len - top - b0));
                }
            }
        }
    }
}
