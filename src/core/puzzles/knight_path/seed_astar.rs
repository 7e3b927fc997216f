//! The seed report's C program (`knightAstar`, `heur` and its `heap.c`,
//! in the knight-path report, docs/SEEDS.md) ported line by line, bugs
//! included, so that a course can see what that program really does.
//!
//! What the C code does, and this port with it:
//! - every square's cost starts at 999 999 ("infinity"), the start's too;
//! - a popped entry's eight neighbours are all enqueued, with priority
//!   `costShortestPath[newY][newX] + heur(..)`, even those off the board
//!   (the `enqueue` sits outside the brace-less `if`), and even squares
//!   already popped;
//! - a pop is never checked against a closed set: duplicates are popped and
//!   counted (`statesVisited` counts pops, reported here as `expanded`);
//! - a popped square's cost is set to -1;
//! - `heur` is integer: `(int)sqrt((x*x+y*y)/5.0)` (SLD) or `abs((x+y)/4)`
//!   (Manhattan; the sum inside `abs`, truncation towards zero);
//! - the heap is 1-based with the exact `upheap`/`downheap` comparisons of
//!   `heap.c`, which decide the order of ties.
//!
//! The C board is `int costShortestPath[500][500]` indexed `[y][x]`, with
//! `x` the column and `y` the row: here a flat row-major array of the
//! request's R × C squares, index `y·C + x`. A neighbour with `x` off the
//! board but `y·C + x` inside the array reads (and, when popped, writes) a
//! square of the next or previous row, as the C code does. Outside the
//! array the C program has undefined behaviour; this port models that
//! memory as a guard region holding 999 999 (writes are kept in a sparse
//! map). Off squares (walls) fail the in-bounds test like squares off the
//! board.
//!
//! What it finds: read literally, the program does not stop on the seed's
//! cases. Popped squares (cost -1) are re-enqueued by their neighbours with
//! priority `heur - 1`; two popped squares a knight move apart keep pushing
//! each other back, and where the heuristic is 0 (next to the goal; for
//! `abs((x+y)/4)` anywhere near the goal's anti-diagonal, e.g. (x,y) =
//! (98,69) on the second case) they sit at priority -1 for ever, below the
//! goal's own entry (≥ 0). A C harness
//! of the printed code (guard regions of 0 or 999 999 alike, and compiled
//! as printed with gcc, where it runs until `realloc` fails or it crashes)
//! never pops the goal.
//! The seed's printed counts (334 moves / 250 000 visited, 166 / 198 267
//! and 227 898) therefore come from a program other than the one printed;
//! this port stops with a limit, and the reason says so.

use rustc_hash::FxHashMap;

use crate::core::board::{Board, Square};
use crate::core::search::{hash_bytes, vec_bytes, Meter};

/// The C code's "infinity".
const INFINITY: i64 = 999_999;

/// The most heap entries kept (12 bytes each in C, 24 here: 96 MiB). The
/// C program's heap grows by seven entries a pop without bound.
pub const HEAP_MAX: usize = 4_000_000;

/// The C code's knight moves, as `{dx, dy}` pairs in its order.
const ACTIONS: [(i64, i64); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];

/// The seed's heuristic, as `heur(..)` computes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedHeuristic {
    /// `(int)sqrt((x*x+y*y)/5.0)`.
    Sld,
    /// `abs((x+y)/4)`.
    Manhattan,
}

fn heur(kind: SeedHeuristic, sx: i64, sy: i64, gx: i64, gy: i64) -> i64 {
    let (x, y) = (gx - sx, gy - sy);
    match kind {
        // `as` truncates towards zero like the C cast; squares stay far
        // below 2^53, so the f64 is exact.
        #[allow(clippy::cast_possible_truncation, clippy::cast_precision_loss)]
        SeedHeuristic::Sld => (((x * x + y * y) as f64) / 5.0).sqrt() as i64,
        SeedHeuristic::Manhattan => ((x + y) / 4).abs(),
    }
}

/// `Entry` of heap.h.
#[derive(Clone, Copy)]
struct Entry {
    priority: i64,
    x: i64,
    y: i64,
}

/// `Heap` of heap.c: `array[1..front]` holds the entries, `array[0]` unused.
struct Heap {
    array: Vec<Entry>,
}

impl Heap {
    fn front(&self) -> usize {
        self.array.len()
    }

    /// `enqueue`: append at `front`, then `upheap`.
    fn enqueue(&mut self, n: Entry) {
        self.array.push(n);
        let mut child = self.front() - 1;
        // upheap: swap while the child is strictly smaller than its parent.
        while child != 1 {
            let parent = child / 2;
            if self.array[child].priority < self.array[parent].priority {
                self.array.swap(child, parent);
                child = parent;
            } else {
                break;
            }
        }
    }

    /// `removeMin`: the last entry moves to the root, then `downheap`.
    /// `None` when empty (the C code would read undefined memory; it cannot
    /// happen there, as every pop enqueues eight entries).
    fn remove_min(&mut self) -> Option<Entry> {
        if self.front() <= 1 {
            return None;
        }
        let last = self.array.pop()?;
        let r = if self.front() > 1 {
            std::mem::replace(&mut self.array[1], last)
        } else {
            last
        };
        let mut idx = 1;
        // downheap, with heap.c's comparisons: the left child wins ties
        // with the right; a missing right child is the left one.
        loop {
            let front = self.front();
            let l = 2 * idx;
            if l >= front {
                break;
            }
            let rc = if l + 1 < front { l + 1 } else { l };
            let (p, lp, rp) = (
                self.array[idx].priority,
                self.array[l].priority,
                self.array[rc].priority,
            );
            if p > lp && lp <= rp {
                self.array.swap(idx, l);
                idx = l;
            } else if p > rp {
                self.array.swap(idx, rc);
                idx = rc;
            } else {
                break;
            }
        }
        Some(r)
    }
}

/// `int costShortestPath[N][N]` as flat memory, with the guard model for
/// indices outside it. Boards of up to [`DENSE_MAX`] squares keep the array
/// (8 bytes a square); larger ones only the squares written, in a hash map
/// (a 10 000 × 10 000 array would take 800 MB, and the program touches a
/// small part of it before its heap is full).
struct Memory {
    cells: Vec<i64>,
    /// Squares written outside `cells`: inside the board when the board
    /// is too large for `cells`, and the guard region.
    outside: FxHashMap<i64, i64>,
}

/// Boards of up to this many squares keep the C array whole (64 MiB).
const DENSE_MAX: u64 = 1 << 23;

impl Memory {
    fn new(squares: u64) -> Memory {
        Memory {
            cells: if squares <= DENSE_MAX {
                vec![INFINITY; squares as usize]
            } else {
                Vec::new()
            },
            outside: FxHashMap::default(),
        }
    }

    /// About how many bytes the memory takes with `written` more entries.
    fn bytes(&self, written: usize) -> u64 {
        self.cells.len() as u64 * 8 + (self.outside.len() + written) as u64 * hash_bytes::<(i64, i64)>()
    }

    fn read(&self, i: i64) -> i64 {
        match usize::try_from(i).ok().and_then(|u| self.cells.get(u)) {
            Some(&v) => v,
            None => self.outside.get(&i).copied().unwrap_or(INFINITY),
        }
    }

    fn write(&mut self, i: i64, v: i64) {
        match usize::try_from(i).ok().and_then(|u| self.cells.get_mut(u)) {
            Some(c) => *c = v,
            None => {
                self.outside.insert(i, v);
            }
        }
    }
}

/// How the port ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedEnd {
    /// The goal was popped: the C code's answer, `costShortestPath[goal]+1`.
    Answered(i64),
    /// The budget (pops, time) ran out.
    Limit,
    /// The heap reached [`HEAP_MAX`] entries.
    HeapFull,
    /// The heap emptied (cannot happen in the C code).
    Empty,
}

/// Runs the seed's `knightAstar(row, column, rowGoal, columnGoal)` on
/// `board` from `from` to `to` (`[row, col]`). Counts every pop in
/// `stats.expanded` (the C code's `statesVisited`), every enqueue in
/// `stats.generated` and the largest heap in `stats.peak_frontier`;
/// charges every pop to `budget`.
///
/// Kept as one function of about 90 lines on purpose: it follows the seed's C
/// function in its order, so that the two read side by side, and its heap and
/// cost memory are the search loop's locals (the loop is the hot one).
pub fn seed_astar(board: &Board, from: Square, to: Square, kind: SeedHeuristic, meter: &mut Meter<'_, '_>) -> SeedEnd {
    let (budget, stats, rec) = meter.parts();
    let (rows, cols) = (i64::from(board.rows()), i64::from(board.cols()));
    let on = |x: i64, y: i64| -> Option<u32> {
        if x < 0 || y < 0 || x >= cols || y >= rows {
            return None;
        }
        let sq = [u32::try_from(y).ok()?, u32::try_from(x).ok()?];
        board.is_on(sq).then(|| board.index(sq))
    };
    if board.len() <= DENSE_MAX
        && budget
            .reserve(board.len() * 8, "the seed program's cost array (8 bytes a square)")
            .is_err()
    {
        return SeedEnd::Limit;
    }
    let mut mem = Memory::new(board.len());
    let at = |x: i64, y: i64| y * cols + x;
    let (row, column) = (i64::from(from[0]), i64::from(from[1]));
    let (row_goal, column_goal) = (i64::from(to[0]), i64::from(to[1]));
    let mut h = Heap {
        array: vec![Entry {
            priority: 0,
            x: 0,
            y: 0,
        }],
    };
    h.enqueue(Entry {
        priority: heur(kind, column, row, column_goal, row_goal),
        x: column,
        y: row,
    });
    stats.generated += 1;
    loop {
        let Some(e) = h.remove_min() else {
            return SeedEnd::Empty;
        };
        if budget.expand(stats).is_err() {
            return SeedEnd::Limit;
        }
        if let Some(i) = on(e.x, e.y) {
            rec.expanded(i);
        }
        let here = at(e.x, e.y);
        if e.x == column_goal && e.y == row_goal {
            return SeedEnd::Answered(mem.read(here) + 1);
        }
        // The steps below check the memory before each enqueue; they add at
        // most 8 entries and write at most 8 squares, and the estimate only
        // grows with both, so when the last step's worst case fits, every
        // step's does and none is checked. Otherwise each is (and the limit
        // falls on the same step as when every one is checked).
        let sure = {
            let front = h.front() + ACTIONS.len() - 1;
            budget.fits(
                front,
                (front as u64 + 1) * vec_bytes::<Entry>() + mem.bytes(ACTIONS.len() + 2),
            )
        };
        for (dx, dy) in ACTIONS {
            let (nx, ny) = (e.x + dx, e.y + dy);
            let there = at(nx, ny);
            let inb = on(nx, ny);
            if inb.is_some() && mem.read(there) > mem.read(here) + 1 {
                mem.write(there, mem.read(here) + 1);
            }
            if h.front() > HEAP_MAX {
                return SeedEnd::HeapFull;
            }
            // The heap, and the two squares this step may write.
            if !sure {
                let bytes = (h.front() as u64 + 1) * vec_bytes::<Entry>() + mem.bytes(2);
                if budget.store(h.front(), bytes).is_err() {
                    return SeedEnd::Limit;
                }
            }
            h.enqueue(Entry {
                priority: mem.read(there) + heur(kind, nx, ny, column_goal, row_goal),
                x: nx,
                y: ny,
            });
            stats.generated += 1;
            if let Some(i) = inb {
                rec.reached(i);
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(h.front() as u64 - 1);
        mem.write(here, -1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::search::trace::Recorder;
    use crate::core::search::Stop;
    use crate::core::search::{Budget, Stats};

    #[test]
    fn a_memory_ceiling_stops_the_first_enqueue_past_it() {
        // 100 × 100, a goal the program does not reach in 20 000 entries:
        // each ceiling stops it at the first enqueue whose estimate is past
        // it, not some steps later (one entry, or one written square, at most
        // past it).
        let board = Board::new(100, 100).unwrap();
        let array = board.len() * 8;
        let step = vec_bytes::<Entry>().max(hash_bytes::<(i64, i64)>());
        for ceiling in (1..60).map(|i| array + i * 7_919) {
            let mut budget = Budget::new(u64::MAX, 1e9).with_memory(ceiling);
            let mut stats = Stats::default();
            let end = seed_astar(
                &board,
                [0, 0],
                [99, 98],
                SeedHeuristic::Manhattan,
                &mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()),
            );
            assert!(matches!(end, SeedEnd::Limit), "ceiling {ceiling}");
            let Some(Stop::Tables { bytes, .. }) = budget.stop() else {
                panic!("ceiling {ceiling}: {:?}", budget.stop());
            };
            assert!(
                *bytes > ceiling && *bytes <= ceiling + step,
                "ceiling {ceiling}: {bytes}"
            );
        }
    }
}
