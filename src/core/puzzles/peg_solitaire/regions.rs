//! Lower bounds on moves from Merson regions.
//!
//! A *Merson region* (named for Robin Merson; Beasley, *The Ins and Outs
//! of Peg Solitaire*, 1985, ch. 4; G. I. Bell, "Diagonal peg solitaire",
//! *INTEGERS* 7, 2007, §4) is a set of holes `R` such that every jump over
//! a hole of `R` starts or lands in `R`. While `R` is full no jump lands
//! in it, so no jump from outside can touch it: the first jump that
//! changes a full region starts in it, and it starts a move (its peg
//! cannot have arrived in the full region by an earlier jump). A move
//! starts on one hole, so disjoint regions that must change need moves of
//! their own:
//!
//! - **forward** (from a position to the finish): every full region that
//!   is not full at the finish needs a move;
//! - **backward** (from the start to a position): every region full at the
//!   start and not full in the position needed one.
//!
//! Holes that no jump passes over ("corners") are the one-hole regions;
//! on the square grids the 2 × 2 blocks are regions too. Any set of
//! disjoint regions gives a bound, so a greedy packing (smallest regions
//! first) is used; it is exact when the regions found do not overlap.

use super::game::{Game, Target};

/// The most holes in a region looked for.
const MOST_HOLES: usize = 4;

/// The most regions of two holes or more packed exactly (a table of
/// `2^EXACT_MOST` bytes); past that the packing is greedy.
const EXACT_MOST: usize = 20;

/// A packing of disjoint regions: the one-hole regions (disjoint from
/// each other and, being minimal, from every other region) counted
/// directly, the larger ones through a table of the most disjoint ones
/// among each subset of them (or greedily, when there are too many).
#[derive(Clone, Debug)]
struct Packing {
    /// The one-hole regions, as one mask.
    singles: u64,
    /// The larger regions.
    larger: Vec<u64>,
    /// `most[s]`: the most pairwise disjoint regions in the subset `s` of
    /// `larger` (empty when `larger` has more than [`EXACT_MOST`]).
    most: Vec<u8>,
    /// With `most`, per byte `b` of a position and its value `v`: the
    /// subset of `larger` with a hole among bits `8b..8b+8` that `v`
    /// leaves empty, so that the regions a position does not fill are the
    /// union over its bytes (a table look-up a byte instead of a test a
    /// region).
    broken: Vec<[u32; 256]>,
}

impl Packing {
    fn new(regions: &[u64]) -> Packing {
        let singles = regions.iter().filter(|r| r.count_ones() == 1).fold(0, |m, r| m | r);
        let larger: Vec<u64> = regions.iter().copied().filter(|r| r.count_ones() > 1).collect();
        let mut most = Vec::new();
        if larger.len() <= EXACT_MOST {
            most = vec![0u8; 1 << larger.len()];
            // Take the lowest region or not: most[s] = max(most[s − low],
            // 1 + most[s − low − regions meeting low]).
            for s in 1..most.len() {
                let low = s.trailing_zeros() as usize;
                let rest = s & (s - 1);
                let mut apart = rest;
                let mut set = rest;
                while set != 0 {
                    let k = set.trailing_zeros() as usize;
                    set &= set - 1;
                    if larger[k] & larger[low] != 0 {
                        apart &= !(1 << k);
                    }
                }
                most[s] = most[rest].max(1 + most[apart]);
            }
        }
        let mut broken = Vec::new();
        if !most.is_empty() {
            let bytes = larger
                .iter()
                .map(|r| 64 - r.leading_zeros())
                .max()
                .unwrap_or(0)
                .div_ceil(8);
            broken = (0..bytes as usize)
                .map(|b| {
                    let mut t = [0u32; 256];
                    for (v, slot) in t.iter_mut().enumerate() {
                        let filled = (v as u64) << (8 * b);
                        for (k, &r) in larger.iter().enumerate() {
                            let part = r & (0xff << (8 * b));
                            if filled & part != part {
                                *slot |= 1 << k;
                            }
                        }
                    }
                    t
                })
                .collect();
        }
        Packing {
            singles,
            larger,
            most,
            broken,
        }
    }

    /// The most disjoint larger regions that `pos` fills (`full`) or does
    /// not fill (`!full`).
    #[inline]
    fn count(&self, pos: u64, full: bool) -> u32 {
        if self.most.is_empty() {
            let mut taken = 0u64;
            let mut n = 0;
            for &r in &self.larger {
                if taken & r == 0 && (pos & r == r) == full {
                    taken |= r;
                    n += 1;
                }
            }
            return n;
        }
        let broken = self
            .broken
            .iter()
            .enumerate()
            .fold(0u32, |m, (b, t)| m | t[(pos >> (8 * b) & 0xff) as usize]);
        let all = (self.most.len() - 1) as u32;
        let s = if full { all & !broken } else { broken };
        u32::from(self.most[s as usize])
    }
}

/// The minimal Merson regions of a board, packed for the forward bound
/// (to the finish) and the backward one (from the start).
#[derive(Clone, Debug)]
pub struct Regions {
    list: Vec<u64>,
    /// Regions that are not full at the finish (all, for one peg left).
    forward: Packing,
    /// Regions full at the start.
    backward: Packing,
}

impl Regions {
    /// Finds every connected region of at most `MOST_HOLES` holes
    /// (neighbours along the jump lines) with the Merson property that
    /// holds no smaller one, for reaching `target` from `game`'s start.
    pub fn new(game: &Game, target: Target) -> Regions {
        let list = minimal_regions(game);
        let goal = match target {
            Target::Position(goal) => goal,
            Target::One(_) => 0,
        };
        let forward: Vec<u64> = list.iter().copied().filter(|&r| goal & r != r).collect();
        let backward: Vec<u64> = list.iter().copied().filter(|&r| game.start & r == r).collect();
        Regions {
            forward: Packing::new(&forward),
            backward: Packing::new(&backward),
            list,
        }
    }

    /// The regions, smallest first.
    pub fn list(&self) -> &[u64] {
        &self.list
    }

    /// A lower bound on the moves from `pos` to `target` (0 when `pos` is
    /// a finish): the most disjoint full regions that are not full at the
    /// finish, at least 1. With one peg left, one full one-hole region on
    /// an allowed finish hole may never move.
    #[inline]
    pub fn forward(&self, pos: u64, target: Target) -> u32 {
        if target.accepts(pos) {
            return 0;
        }
        let singles = pos & self.forward.singles;
        let spared = match target {
            Target::One(mask) => u32::from(singles & mask != 0),
            Target::Position(_) => 0,
        };
        let larger = self.forward.count(pos, true);
        (singles.count_ones() - spared + larger).max(1)
    }

    /// A lower bound on the moves from `start` to `pos` (0 when they are
    /// the same): the most disjoint regions full at the start and not in
    /// `pos`, at least 1.
    #[inline]
    pub fn backward(&self, start: u64, pos: u64) -> u32 {
        if pos == start {
            return 0;
        }
        let singles = self.backward.singles & !pos;
        let larger = self.backward.count(pos, false);
        (singles.count_ones() + larger).max(1)
    }
}

/// The minimal Merson regions of at most [`MOST_HOLES`] holes, smallest
/// first.
fn minimal_regions(game: &Game) -> Vec<u64> {
    let n = game.len();
    let mut next = vec![0u64; n];
    let mut over_by = vec![Vec::new(); n];
    for j in &game.jumps {
        next[j.from as usize] |= 1 << j.over;
        next[j.over as usize] |= 1 << j.from;
        over_by[j.over as usize].push((j.from, j.to));
    }
    let merson = |r: u64| {
        let mut set = r;
        while set != 0 {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            if over_by[i].iter().any(|&(f, t)| r >> f & 1 == 0 && r >> t & 1 == 0) {
                return false;
            }
        }
        true
    };
    // Connected sets grown hole by hole, size by size.
    let mut list: Vec<u64> = Vec::new();
    let mut layer: Vec<u64> = (0..n).map(|i| 1u64 << i).collect();
    for size in 1..=MOST_HOLES {
        let mut grown = Vec::new();
        for &r in &layer {
            // It holds a smaller region found already: not minimal.
            if list.iter().any(|&m| m & !r == 0) {
                continue;
            }
            if merson(r) {
                list.push(r);
                continue;
            }
            if size == MOST_HOLES {
                continue;
            }
            let mut around = 0u64;
            let mut set = r;
            while set != 0 {
                let i = set.trailing_zeros() as usize;
                set &= set - 1;
                around |= next[i];
            }
            around &= !r;
            while around != 0 {
                let i = around.trailing_zeros();
                around &= around - 1;
                grown.push(r | 1 << i);
            }
        }
        grown.sort_unstable();
        grown.dedup();
        layer = grown;
    }
    list
}

#[cfg(test)]
mod tests {
    use super::Regions;
    use crate::core::board::Grid;
    use crate::core::puzzles::peg_solitaire::game::Game;
    use crate::core::puzzles::peg_solitaire::ENGLISH;
    use crate::core::request::{Finish, Request};

    #[test]
    fn english_regions_are_corners_inner_corners_and_blocks() {
        let board = crate::core::notation::parse(ENGLISH, Grid::Square).unwrap();
        let req = Request {
            puzzle: "peg-solitaire".into(),
            board: Some(ENGLISH.into()),
            finish: Some(Finish::Word("start".into())),
            ..Request::default()
        };
        let game = Game::new(&board, &req).unwrap();
        let r = Regions::new(&game, game.target);
        let sizes = |k: u32| r.list().iter().filter(|m| m.count_ones() == k).count();
        // 8 holes no jump passes over, the 4 inner corners' L of three
        // holes, and the 12 2 × 2 blocks without a corner hole.
        assert_eq!((sizes(1), sizes(2), sizes(3), sizes(4)), (8, 0, 4, 12));
        // Every region keeps the Merson property: a jump over one of its
        // holes starts or lands in it.
        for &m in r.list() {
            for j in &game.jumps {
                if m >> j.over & 1 == 1 {
                    assert!(m >> j.from & 1 == 1 || m >> j.to & 1 == 1);
                }
            }
        }
        // The start needs at least 12 moves by the regions (the fewest is
        // 18), and the one-peg finish at least 12 from the start.
        assert_eq!(r.forward(game.start, game.target), 12);
        assert_eq!(r.backward(game.start, 1 << 16), 12);
        assert_eq!(r.forward(1 << 16, game.target), 0);
    }
}
