//! Whether the target can be reached at all, for the algorithms that
//! cannot prove it unreachable themselves.
//!
//! IDA* keeps no table of the squares it has seen, so when the target lies
//! in another region of a walled board it tries every simple path of the
//! start's region before it gives up (on a 9 × 9 board, more than any
//! budget); the seed's A* program never stops on its own. Before those run,
//! a flood fill decides: it grows the region of the start and the region of
//! the target a square at a time, always on the side with fewer squares
//! waiting, until the two meet (reachable) or one side has no square left
//! to grow (that region is closed and holds only one of the two ends). A
//! target shut in a small pocket is thus proved unreachable after the
//! pocket's few squares, however large the board.
//!
//! The fill grows [`FILL_MAX`] squares at most: on a board of up to that
//! many squares it always decides; on a larger one it proves a closed
//! region of up to about half as many squares, and otherwise gives up
//! ([`Reach::Unknown`]) so that IDA* is not held back on a large board where
//! it may find a path at once (a full fill there would cost as much as a
//! bidirectional BFS).
//!
//! Each square taken off a side's queue counts as an expanded state
//! ([`Budget::charge`]: the node limit and the clock); the two bitsets of
//! squares reached are asked of the budget before they are made
//! ([`Budget::reserve`]), and the queues as they grow ([`Budget::store`]).

use crate::core::board::{Board, Square};
use crate::core::search::{vec_bytes, Meter};

/// The most squares the fill grows from (82 ms on 10 000 × 10 000, bitsets
/// included, in the opt-level-1 test build).
pub(super) const FILL_MAX: u64 = 1 << 20;

/// What the flood fill found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reach {
    /// The regions of the start and the target meet.
    Reachable,
    /// The region around `closed` (the start or the target) holds
    /// `squares` squares and not the other end.
    Unreachable {
        /// Which end's region closed: `"start"` or `"target"`.
        closed: &'static str,
        /// The squares of that region.
        squares: u64,
    },
    /// The budget ran out first (nodes, time or memory; the budget says
    /// which).
    Limit,
    /// Neither met nor closed within [`FILL_MAX`] squares.
    Unknown,
}

/// One side of the fill: the squares it reached (a bitset), in the order
/// reached, and the next one to grow from.
struct Side {
    seen: Vec<u64>,
    queue: Vec<u32>,
    head: usize,
}

impl Side {
    fn new(words: usize, start: u32) -> Side {
        let mut side = Side {
            seen: vec![0; words],
            queue: vec![start],
            head: 0,
        };
        side.mark(start);
        side
    }

    fn has(&self, i: u32) -> bool {
        self.seen.get(i as usize / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn mark(&mut self, i: u32) {
        if let Some(w) = self.seen.get_mut(i as usize / 64) {
            *w |= 1 << (i % 64);
        }
    }

    fn waiting(&self) -> usize {
        self.queue.len() - self.head
    }
}

/// Decides whether a knight on `from` can reach `to` on `board` (both on
/// squares; see the module docs), growing from `cap` squares at most,
/// counting them in `stats.expanded` and their moves in `stats.generated`.
pub(super) fn reach(board: &Board, from: Square, to: Square, cap: u64, meter: &mut Meter<'_, '_>) -> Reach {
    let (budget, stats, _) = meter.parts();
    if from == to {
        return Reach::Reachable;
    }
    let words = board.len().div_ceil(64);
    if budget
        .reserve(2 * 8 * words, "the reachability check's marks (2 bits a square)")
        .is_err()
    {
        return Reach::Limit;
    }
    let words = usize::try_from(words).unwrap_or(usize::MAX);
    let mut sides = [Side::new(words, board.index(from)), Side::new(words, board.index(to))];
    for _ in 0..cap {
        // Grow the side with fewer squares waiting: a small closed region
        // is found after its own squares only.
        let s = usize::from(sides[1].waiting() < sides[0].waiting());
        let o = 1 - s;
        let Some(&at) = sides[s].queue.get(sides[s].head) else {
            let closed = if s == 0 { "start" } else { "target" };
            let squares = sides[s].queue.len() as u64;
            return Reach::Unreachable { closed, squares };
        };
        sides[s].head += 1;
        if budget.expand(stats).is_err() {
            return Reach::Limit;
        }
        for m in board.leaps(board.square(at)) {
            stats.generated += 1;
            let i = board.index(m);
            if sides[o].has(i) {
                return Reach::Reachable;
            }
            if !sides[s].has(i) {
                let queued = sides[0].queue.len() + sides[1].queue.len() + 1;
                let bytes = 2 * 8 * words as u64 + queued as u64 * vec_bytes::<u32>();
                if budget.store(queued, bytes).is_err() {
                    return Reach::Limit;
                }
                sides[s].mark(i);
                sides[s].queue.push(i);
            }
        }
    }
    Reach::Unknown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::search::trace::Recorder;
    use crate::core::search::{Budget, Meter, Stats};

    fn fill(text: &str, from: Square, to: Square) -> (Reach, Stats) {
        let board = crate::core::notation::parse(text, crate::core::board::Grid::Square).unwrap();
        let mut stats = Stats::default();
        let reach = reach(
            &board,
            from,
            to,
            FILL_MAX,
            &mut Meter::new(&mut Budget::new(1_000_000, 60_000.0), &mut stats, &mut Recorder::off()),
        );
        (reach, stats)
    }

    #[test]
    fn a_pocket_closes_after_its_own_squares() {
        // [0, 0] reaches only [1, 2] ([2, 1] is a wall), and [1, 2] only
        // [0, 0]: a two-square pocket.
        let text = "....#..../........./##..#..../.#.#...../........./........./........./........./.........";
        let (r, stats) = fill(text, [8, 8], [0, 0]);
        assert_eq!(
            r,
            Reach::Unreachable {
                closed: "target",
                squares: 2
            }
        );
        assert!(stats.expanded <= 4, "{stats:?}");
        let (r, _) = fill(text, [0, 0], [8, 8]);
        assert_eq!(
            r,
            Reach::Unreachable {
                closed: "start",
                squares: 2
            }
        );
        assert_eq!(fill(text, [1, 2], [0, 0]).0, Reach::Reachable);
        assert_eq!(fill(text, [8, 8], [0, 8]).0, Reach::Reachable);
        assert_eq!(fill(text, [4, 4], [4, 4]).0, Reach::Reachable);
    }

    #[test]
    fn the_fill_honours_the_budget() {
        let board = Board::new(300, 300).unwrap();
        let mut stats = Stats::default();
        let mut budget = Budget::new(100, 60_000.0);
        let fill = |meter: &mut Meter<'_, '_>, cap| reach(&board, [0, 0], [299, 299], cap, meter);
        assert_eq!(
            fill(&mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()), FILL_MAX),
            Reach::Limit
        );
        assert_eq!(stats.expanded, 100);
        let mut budget = Budget::new(1_000_000, 60_000.0).with_memory(1_000);
        assert_eq!(
            fill(&mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()), FILL_MAX),
            Reach::Limit
        );
        assert!(budget.full());
        // Past its cap it gives up, claiming nothing.
        let (mut budget, mut stats) = (Budget::new(1_000_000, 60_000.0), Stats::default());
        assert_eq!(
            fill(&mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()), 500),
            Reach::Unknown
        );
        assert_eq!(stats.expanded, 500);
        assert_eq!(
            fill(
                &mut Meter::new(&mut budget, &mut Stats::default(), &mut Recorder::off()),
                FILL_MAX
            ),
            Reach::Reachable
        );
    }
}
