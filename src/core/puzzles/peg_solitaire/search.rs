//! The searches: depth-first search for any solution, and iterative
//! deepening on moves for the fewest.
//!
//! Both share one [`Table`] of positions known to fail, reduced by the
//! board's symmetries ([`Canon`]), and prune with the pagoda functions of
//! [`super::refute`].
//!
//! **Any solution** (`minimize: "jumps"`): depth-first search over jumps;
//! a position whose subtree holds no finish is stored as failing for any
//! number of moves. Every solution has `pegs(start) − pegs(finish)` jumps,
//! so the first one found has the fewest jumps.
//!
//! **A first solution fast** ([`Search::beam`]): a beam search (Lowerre's
//! Harpy, 1976; Russell & Norvig, *AIMA*, §4.1.3) over jumps keeps, at each
//! number of pegs, the [`BEAM_WIDTH`] positions that look easiest to clear
//! (`Search::difficulty`); it finds most solutions of a position that has
//! one in milliseconds and proves nothing when it finds none.
//!
//! **Fewest moves** (`minimize: "moves"`): a move is a chain of jumps by
//! one peg. Iterative deepening (Korf, "Depth-first iterative-deepening",
//! *Artificial Intelligence* 27, 1985) on the number of moves `M`, each
//! depth a depth-first search whose children are every chain of jumps of
//! every peg (each prefix of a chain is a move). A position proved to fail
//! within `m` moves is stored with `m`, which holds for every later depth.
//! The lower bound on moves left counts the pegs on *corner* holes, holes
//! that no jump passes over: such a peg is only removed by jumping out of
//! its hole, and two pegs cannot start the same move, so each needs a move
//! of its own, except one that may stay as the last peg (the corner-peg
//! bound used for the triangle by G. Bell, "Solving triangular peg
//! solitaire", *J. Integer Sequences* 11, 2008, and for the 33-hole board
//! by Beasley, *The Ins and Outs of Peg Solitaire*, 1985, ch. 4). The
//! first depth with a solution is the fewest moves: every shorter depth
//! was searched to the end.

use super::game::{Game, Target};
use super::refute::{Learned, Pagoda};
use super::table::{Canon, Table};
use crate::core::search::trace::{EventKind, Recorder};
use crate::core::search::{Budget, LimitReached, Stats};

/// "Fails whatever the number of moves" in the table.
const ALWAYS: u8 = 254;

/// Positions a beam search keeps per number of pegs. In 20 random games
/// on the French board (518 positions), a beam of 128 found a solution
/// from 184 of them, 256 from 202, 512 from 211 and 20 000 from 216:
/// 512 finds nearly all that any width finds, in 8 ms natively at most
/// 27 ms (BENCHMARKS.md, "Coach in random games").
pub const BEAM_WIDTH: usize = 512;

/// One search over one game.
pub struct Search<'a, 'b> {
    game: &'a Game,
    target: Target,
    pagodas: Vec<Pagoda>,
    canon: Canon,
    table: Table,
    /// Holes that no jump passes over.
    corners: u64,
    /// Per hole, the beam's cost of a peg there ([`Search::difficulty`]).
    cost: Vec<u32>,
    /// Per hole, the holes a jump from it passes over (its neighbours).
    near: Vec<u64>,
    budget: &'a mut Budget<'b>,
    /// What the search did.
    pub stats: Stats,
    /// The jumps (indices into `game.jumps`) from the start to the
    /// current position; a solution when a search returns `true`.
    pub path: Vec<u16>,
    /// The order [`Search::any`] tries jumps in (indices into
    /// `game.jumps`); empty: the game's order.
    pub order: Vec<u16>,
    /// The jumps, undos and table hits, when watched (off by default).
    pub rec: Recorder,
    /// Per jump (index into `game.jumps`), its event value
    /// `from * cells + to` in board cells; empty when not watched.
    pub jump_cells: Vec<u32>,
    /// Learn pagoda functions: [`Search::any`] asks linear programming
    /// for one at each position it proves to fail after expanding at
    /// least this many positions below it (by default [`LEARN_AFTER`];
    /// `None`: never).
    pub learn: Option<u64>,
    /// Positions [`Search::beam`] keeps per number of pegs: by default
    /// [`BEAM_WIDTH`]; the coach widens it for its longer questions.
    pub beam_width: usize,
    /// The pagoda functions learned, which prune as the fixed ones do.
    learned: Learned,
    /// Simplex pivots spent learning them.
    pivots_spent: u64,
}

/// The searches learn a pagoda function ([`Learned`]) at each position
/// they prove to fail after expanding at least this many below it: a
/// linear program per finish hole, under a millisecond natively, against
/// the thousands of positions that subtree took. On the French board it
/// cuts the states of a first solution 2 to 12 times from most holes (for
/// example 7.2 M to 0.57 M from (1, 3), 12.2 M to 0.98 M from (6, 4);
/// each state costs about 1.2 times as much), and the coach's undecided
/// first verdicts in 200 random games from 13.1 to 10.7 %
/// (`node benches/coach-games.mjs`, the median 26.9 → 15.1 ms).
pub const LEARN_AFTER: u64 = 2_000;
/// Learning may spend one simplex pivot per this many positions the
/// search expanded. On the French board a pivot (37 rows, 92 jump columns)
/// costs about as much as 3 positions, so learning takes at most about
/// 40 % of the search's time; where pivots cost more (larger boards,
/// diagonal jumps), less is learned. In 60 random French games (60 ms
/// questions, natively, before [`Learned`] packed its functions side by
/// side), 4, 8, 16, 32 and 64 positions a pivot left 9.5, 9.4, 9.7, 10.0
/// and 10.4 % of the questions undecided, against 10.9 % without
/// learning.
const POSITIONS_PER_PIVOT: u64 = 8;
/// A linear program is started only with at least this many pivots in
/// hand: on the French board one that refutes takes 40 to 180 (most end
/// sooner, finding the relaxation feasible and proving nothing).
const LEAST_PIVOTS: u64 = 200;

/// Counts moves: jumps, where a jump by the peg that made the previous
/// jump continues the same move.
pub fn moves_of(game: &Game, path: &[u16]) -> u32 {
    let mut moves = 0;
    let mut last = None;
    for &k in path {
        let j = game.jumps[k as usize];
        if last != Some(j.from) {
            moves += 1;
        }
        last = Some(j.to);
    }
    moves
}

impl<'a, 'b> Search<'a, 'b> {
    /// A search of `game` towards `target` (the game's target, possibly
    /// narrowed by position classes) within `budget`.
    pub fn new(
        game: &'a Game,
        target: Target,
        pagodas: Vec<Pagoda>,
        budget: &'a mut Budget<'b>,
        algorithm: &str,
    ) -> Self {
        let mut over = 0u64;
        let mut lines = vec![0u32; game.len()];
        let mut near = vec![0u64; game.len()];
        for j in &game.jumps {
            over |= 1 << j.over;
            lines[j.over as usize] += 1;
            near[j.from as usize] |= 1 << j.over;
        }
        // Each line through a hole is two jumps over it, one each way.
        let cost = lines
            .iter()
            .map(|&l| match l / 2 {
                0 => 6,
                1 => 2,
                _ => 1,
            })
            .collect();
        Search {
            game,
            target,
            pagodas,
            canon: Canon::new(game),
            table: Table::new(game.len(), budget.memory()),
            corners: game.all & !over,
            cost,
            near,
            budget,
            stats: Stats {
                algorithm: algorithm.to_owned(),
                ..Stats::default()
            },
            path: Vec::new(),
            order: Vec::new(),
            rec: Recorder::off(),
            jump_cells: Vec::new(),
            learn: Some(LEARN_AFTER),
            beam_width: BEAM_WIDTH,
            learned: Learned::default(),
            pivots_spent: 0,
        }
    }

    /// Records `kind` for jump `k` when watched.
    #[inline]
    fn note(&mut self, kind: EventKind, k: usize) {
        if self.rec.is_on() {
            let v = self.jump_cells.get(k).copied().unwrap_or(u32::MAX);
            self.rec.event(kind, v);
        }
    }

    fn expand(&mut self) -> Result<(), LimitReached> {
        self.budget.expand(&mut self.stats)
    }

    #[inline]
    fn pruned(&self, pos: u64) -> bool {
        self.pagodas.iter().any(|p| p.value(pos) < p.need)
    }

    /// Puts in `learned` (pagoda functions an earlier search of the same
    /// game and target learned) and gives back those held.
    pub fn swap_learned(&mut self, learned: Learned) -> Learned {
        std::mem::replace(&mut self.learned, learned)
    }

    /// Whether the learned pagoda functions, together, prove every finish
    /// hole out of reach from `pos` (one-peg targets only).
    #[inline]
    fn learned_prune(&self, pos: u64) -> bool {
        matches!(self.target, Target::One(holes) if self.learned.refutes(pos) == holes)
    }

    /// Asks linear programming for a pagoda function per finish hole that
    /// `pos` (proved to fail) cannot reach, and keeps those found.
    fn learn_from(&mut self, pos: u64) {
        let Target::One(holes) = self.target else { return };
        let mut left = holes;
        while left != 0 && self.learned.len() < Learned::MOST {
            let h = left.trailing_zeros();
            left &= left - 1;
            let allowance = (self.stats.expanded / POSITIONS_PER_PIVOT).saturating_sub(self.pivots_spent);
            if allowance < LEAST_PIVOTS {
                return;
            }
            let cap = allowance.min(super::lp::MOST_PIVOTS as u64);
            let mut pivots = cap as usize;
            let found = super::lp::pagoda_within(self.game, pos, 1 << h, &mut pivots);
            self.pivots_spent += cap - pivots as u64;
            if let Some(w) = found {
                if self.learned.add(&w, holes) {
                    left &= !self.learned.refutes(pos);
                }
            }
        }
    }

    /// A lower bound on the moves left from `pos` (which is not a finish).
    #[inline]
    fn bound(&self, pos: u64) -> u32 {
        let stuck = pos & self.corners;
        let h = match self.target {
            Target::One(mask) => stuck.count_ones() - u32::from(stuck & mask != 0),
            Target::Position(goal) => (stuck & !goal).count_ones(),
        };
        h.max(1)
    }

    /// Depth-first search for any solution from `pos`.
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out.
    pub fn any(&mut self, pos: u64) -> Result<bool, LimitReached> {
        if pos.count_ones() <= self.target.pegs() {
            return Ok(self.target.accepts(pos));
        }
        if self.pruned(pos) || self.learned_prune(pos) {
            return Ok(false);
        }
        let key = self.canon.of(pos);
        // Only "fails whatever the moves": an entry of `within` says less.
        if self.table.get(key) == Some(ALWAYS) {
            self.rec.event(EventKind::Hit, 0);
            return Ok(false);
        }
        let before = self.stats.expanded;
        self.expand()?;
        let game = self.game;
        for i in 0..game.jumps.len() {
            let k = self.order.get(i).map_or(i, |&k| usize::from(k));
            let Some(j) = game.jumps.get(k) else { continue };
            if j.legal(pos) {
                self.stats.generated += 1;
                self.path.push(k as u16);
                self.note(EventKind::Jump, k);
                if self.any(j.apply(pos))? {
                    return Ok(true);
                }
                self.path.pop();
                self.note(EventKind::Undo, k);
            }
        }
        self.table.put(key, ALWAYS);
        if self.learn.is_some_and(|least| self.stats.expanded - before >= least) {
            self.learn_from(pos);
        }
        Ok(false)
    }

    /// How hard `pos` looks to clear, for the beam: each peg costs 6 on a
    /// hole that no jump passes over (only its own jump out removes it), 2
    /// on a hole that one line of jumps passes over, 1 on the others, and 4
    /// more when no peg is next to it (nothing can jump it until a peg
    /// comes near). The weights were chosen by trial on random French
    /// games (see [`BEAM_WIDTH`]); only the search's speed depends on them.
    fn difficulty(&self, pos: u64) -> u32 {
        let mut total = 0;
        let mut pegs = pos;
        while pegs != 0 {
            let i = pegs.trailing_zeros() as usize;
            pegs &= pegs - 1;
            let alone = self.near.get(i).is_some_and(|&n| pos & n == 0);
            total += self.cost.get(i).copied().unwrap_or(1) + if alone { 4 } else { 0 };
        }
        total
    }

    /// Beam search from `pos` for any solution: jump by jump, the
    /// positions one jump after those kept, pruned by the pagoda functions
    /// and the table of failing positions, of which the [`Search::beam_width`]
    /// least difficult are kept (ties broken by a hash of the position, so
    /// the search is deterministic). `true` with [`Search::path`] set to a
    /// solution when one is found; `false` proves nothing.
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out.
    pub fn beam(&mut self, pos: u64) -> Result<bool, LimitReached> {
        // Per level: (position, index of its parent in the level before,
        // jump from the parent).
        let mut levels: Vec<Vec<(u64, u32, u16)>> = vec![vec![(pos, 0, 0)]];
        let mut next: Vec<(u32, u64, u32, u16)> = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        loop {
            let Some(level) = levels.last() else { return Ok(false) };
            // A level's positions all have the same number of pegs.
            if level
                .first()
                .is_some_and(|&(p, _, _)| p.count_ones() <= self.target.pegs())
            {
                let Some(at) = level.iter().position(|&(p, _, _)| self.target.accepts(p)) else {
                    return Ok(false);
                };
                self.path = self.beam_path(&levels, at);
                return Ok(true);
            }
            next.clear();
            seen.clear();
            for (i, &(p, _, _)) in level.iter().enumerate() {
                self.budget.expand(&mut self.stats)?;
                for (k, j) in self.game.jumps.iter().enumerate() {
                    if !j.legal(p) {
                        continue;
                    }
                    self.stats.generated += 1;
                    let c = j.apply(p);
                    if !seen.insert(c) || self.pruned(c) || self.table.get(self.canon.of(c)) == Some(ALWAYS) {
                        continue;
                    }
                    let tie = (c.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 60) as u32;
                    next.push((self.difficulty(c) * 8 + tie, c, i as u32, k as u16));
                }
            }
            if next.is_empty() {
                return Ok(false);
            }
            let width = self.beam_width.max(1);
            if next.len() > width {
                next.select_nth_unstable(width - 1);
                next.truncate(width);
            }
            levels.push(next.iter().map(|&(_, c, i, k)| (c, i, k)).collect());
        }
    }

    /// The jumps from the beam's first position to entry `at` of its last
    /// level.
    fn beam_path(&self, levels: &[Vec<(u64, u32, u16)>], mut at: usize) -> Vec<u16> {
        let mut path = Vec::new();
        for level in levels.iter().skip(1).rev() {
            let Some(&(_, parent, k)) = level.get(at) else { break };
            path.push(k);
            at = parent as usize;
        }
        path.reverse();
        path
    }

    /// Whether a solution of at most `left` moves exists from `pos`; on
    /// `true`, [`Search::path`] ends with it.
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out.
    pub fn within(&mut self, pos: u64, left: u32) -> Result<bool, LimitReached> {
        if pos.count_ones() <= self.target.pegs() {
            return Ok(self.target.accepts(pos));
        }
        if left == 0 || self.bound(pos) > left || self.pruned(pos) {
            return Ok(false);
        }
        let key = self.canon.of(pos);
        if self.table.get(key).is_some_and(|m| u32::from(m) >= left) {
            self.rec.event(EventKind::Hit, 0);
            return Ok(false);
        }
        self.expand()?;
        let mut pegs = pos;
        while pegs != 0 {
            let x = pegs.trailing_zeros() as u8;
            pegs &= pegs - 1;
            if self.chain(pos, x, left)? {
                return Ok(true);
            }
        }
        self.table.put(key, left.min(u32::from(ALWAYS - 1)) as u8);
        Ok(false)
    }

    /// Every chain of jumps of the peg on `x` as one move, then the rest
    /// within `left - 1` moves.
    fn chain(&mut self, pos: u64, x: u8, left: u32) -> Result<bool, LimitReached> {
        let game = self.game;
        for &k in &game.by_from[x as usize] {
            let j = game.jumps[k as usize];
            if !j.legal(pos) {
                continue;
            }
            self.stats.generated += 1;
            let next = j.apply(pos);
            self.path.push(k);
            self.note(EventKind::Jump, usize::from(k));
            if self.within(next, left - 1)? || self.chain(next, j.to, left)? {
                return Ok(true);
            }
            self.path.pop();
            self.note(EventKind::Undo, usize::from(k));
        }
        Ok(false)
    }

    /// The fewest moves from `pos` to the finish when the peg on hole
    /// `free` (the one that jumped last, if any) may go on jumping without
    /// starting a new move (its chain continues the move made), knowing a
    /// solution of `upper` moves: iterative deepening from the corner-peg
    /// bound (less one for the free chain) up to `upper − 1`. Returns the
    /// fewest and, when below `upper`, [`Search::path`] holds a solution
    /// of that many; `upper` when none is shorter.
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out: nothing is proved.
    pub fn fewest(&mut self, pos: u64, free: Option<u8>, upper: u32) -> Result<u32, LimitReached> {
        if pos.count_ones() <= self.target.pegs() {
            return Ok(0);
        }
        let mut depth = self.bound(pos).saturating_sub(u32::from(free.is_some()));
        while depth < upper {
            self.path.clear();
            let found = match free {
                Some(x) => self.within(pos, depth)? || self.chain(pos, x, depth + 1)?,
                None => self.within(pos, depth)?,
            };
            if found {
                return Ok(depth);
            }
            depth += 1;
        }
        Ok(upper)
    }

    /// Puts `table` (positions proved to fail for this game and target,
    /// kept from an earlier search) in place of the search's own, and
    /// returns the one it had.
    pub fn swap_table(&mut self, table: Table) -> Table {
        std::mem::replace(&mut self.table, table)
    }

    /// The target, the pagoda functions and the budget, for a search of
    /// another kind on the same game ([`super::meet::Meet`]).
    pub fn parts(&mut self) -> (Target, Vec<Pagoda>, &mut Budget<'b>) {
        (self.target, self.pagodas.clone(), self.budget)
    }

    /// The lower bound on moves from the start.
    pub fn start_bound(&self) -> u32 {
        let pos = self.game.start;
        if pos.count_ones() <= self.target.pegs() {
            0
        } else {
            self.bound(pos)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::peg_solitaire::{refute, FRENCH};
    use crate::core::request::Request;
    use rand_chacha::rand_core::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Learned pagoda functions only cut positions that cannot finish:
    /// from positions of random French games, the search with learning
    /// (from subtrees of 50 positions, so that it learns often) answers as
    /// the search without, its solutions replay to a finish, and it did
    /// learn.
    #[test]
    fn learned_pagodas_change_no_verdict() {
        let request = Request {
            puzzle: "peg-solitaire".into(),
            board: Some(FRENCH.into()),
            ..Request::default()
        };
        let game = Game::new(&request.board().expect("board"), &request).expect("game");
        let (target, _) = refute::class_filter(&game);
        let mut rng = ChaCha8Rng::seed_from_u64(25);
        let (mut learned, mut alive, mut dead) = (0, 0, 0);
        for _ in 0..24 {
            let mut pos = game.start;
            for _ in 0..JUMPS_IN {
                let legal: Vec<_> = game.jumps.iter().filter(|j| j.legal(pos)).collect();
                if legal.is_empty() {
                    break;
                }
                pos = legal[rng.next_u32() as usize % legal.len()].apply(pos);
            }
            let answer = |learn: Option<u64>| {
                let mut budget = Budget::new(u64::MAX, 1e12);
                let mut s = Search::new(&game, target, refute::pagodas(&game, target), &mut budget, "dfs");
                s.learn = learn;
                let found = s.any(pos).expect("no limit");
                if found {
                    let mut at = pos;
                    for &k in &s.path {
                        let j = game.jumps[k as usize];
                        assert!(j.legal(at), "{pos:#x}: jump {k} is not legal");
                        at = j.apply(at);
                    }
                    assert!(target.accepts(at), "{pos:#x}: the solution ends off the finish");
                }
                (found, s.swap_learned(Learned::default()).len())
            };
            let (plain, _) = answer(None);
            let (with, n) = answer(Some(50));
            assert_eq!(with, plain, "position {pos:#x}");
            learned += n;
            if plain {
                alive += 1;
            } else {
                dead += 1;
            }
        }
        assert!(
            learned > 0 && alive > 0 && dead > 0,
            "learned {learned}, alive {alive}, dead {dead}"
        );
    }

    /// How far into each random game the positions of
    /// `learned_pagodas_change_no_verdict` are.
    const JUMPS_IN: usize = 14;
}
