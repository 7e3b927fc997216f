//! Knight distances in closed form: on the unbounded board, and exactly on
//! a full `R × C` board (no off squares), in constant time.
//!
//! Sources:
//! - The unbounded board: Fred Lunnon, "Knight's move distance function",
//!   math-fun mailing list (with a proof by induction on the distance); the
//!   same closed form as Math StackExchange answer 1137144. With `x ≥ y ≥ 0`
//!   the absolute displacements and `δ = x − y`, the distance is 3 for
//!   `(1, 0)`, 4 for `(2, 2)`, and otherwise `δ − 2⌊(δ − y)/3⌋` when `y > δ`,
//!   else `δ − 2⌊(δ − y)/4⌋`.
//! - A finite board: Lunnon's remark that a square in a corner needs 4 moves,
//!   not 2, to reach its diagonal neighbour. The other corrections for boards
//!   with a side of 3 or 4 were derived here by exhaustive BFS and are pinned
//!   by the tests (every pair of squares of every board from 1 × 1 to 12 × 12,
//!   strips up to 4 × 60, random pairs on large boards):
//!   - both sides ≥ 4: the unbounded distance, except a corner and its
//!     diagonal neighbour (4), and the two corners at the ends of a side of
//!     length 4 (5, not 3);
//!   - 3 × C with C ≥ 4: the same, and in the middle row two squares two
//!     columns apart need 4 (not 2), and on 3 × 4 the two middle squares of
//!     the middle row need 5 (not 3);
//!   - 3 × 3: the centre is isolated and the other eight squares form one
//!     knight cycle;
//!   - 2 × C: every move changes the row and moves two columns, so a square
//!     `(dr, dc)` away is reached in `|dc|/2` moves when `dc` is even and
//!     `|dc|/2 ≡ dr (mod 2)`, never otherwise;
//!   - 1 × C: no knight moves.
//!
//! A path on a board with off squares is a path on the full board, so the
//! full-board distance is an admissible heuristic there (and consistent: it
//! changes by at most one per move), exact where no wall is in the way.

use crate::core::board::Square;

/// The knight distance between two squares of an unbounded board: the
/// fewest knight moves for a displacement of `(dr, dc)` (Lunnon's closed
/// form, see the module docs). A lower bound on every finite board.
///
/// # Example
/// ```
/// use board_puzzles::core::puzzles::knight_path::knight_distance;
/// assert_eq!(knight_distance(0, 0), 0);
/// assert_eq!(knight_distance(1, 1), 2); // 4 in a corner of a finite board
/// assert_eq!(knight_distance(499, 499), 334);
/// ```
#[must_use]
pub fn knight_distance(dr: i64, dc: i64) -> u64 {
    let (a, b) = (dr.unsigned_abs(), dc.unsigned_abs());
    let (x, y) = if a >= b { (a, b) } else { (b, a) };
    match (x, y) {
        (1, 0) => 3,
        (2, 2) => 4,
        _ => {
            let (x, y) = (x as i64, y as i64);
            let delta = x - y;
            let d = if y > delta {
                delta - 2 * (delta - y).div_euclid(3)
            } else {
                delta - 2 * (delta - y).div_euclid(4)
            };
            d.unsigned_abs()
        }
    }
}

/// The 3 × 3 board's knight cycle: the eight squares around the centre in
/// the order a knight visits them.
const RING: [(u32, u32); 8] = [(0, 0), (1, 2), (2, 0), (0, 1), (2, 2), (1, 0), (0, 2), (2, 1)];

/// The exact knight distance from `a` to `b` on a full `rows × cols` board
/// (no off squares), in constant time; `None` when no knight path joins
/// them. Squares are `[row, col]`, 0-based; both must lie on the board
/// (squares outside it give a meaningless number, never a panic).
///
/// The corrections to [`knight_distance`] near edges and corners are listed
/// in the module docs.
///
/// # Example
/// ```
/// use board_puzzles::core::puzzles::knight_path::board_distance;
/// assert_eq!(board_distance(8, 8, [0, 0], [1, 1]), Some(4)); // a corner
/// assert_eq!(board_distance(8, 8, [2, 2], [3, 3]), Some(2));
/// assert_eq!(board_distance(3, 3, [0, 0], [1, 1]), None); // the isolated centre
/// assert_eq!(board_distance(10_000, 10_000, [0, 0], [9_999, 9_999]), Some(6_666));
/// ```
#[must_use]
pub fn board_distance(rows: u32, cols: u32, a: Square, b: Square) -> Option<u64> {
    // Work with rows ≤ cols: transpose when needed.
    let (rows, cols, [r1, c1], [r2, c2]) = if rows <= cols {
        (rows, cols, a, b)
    } else {
        (cols, rows, [a[1], a[0]], [b[1], b[0]])
    };
    let dr = r1.abs_diff(r2);
    let dc = c1.abs_diff(c2);
    if dr == 0 && dc == 0 {
        return Some(0);
    }
    match rows {
        0 | 1 => return None,
        2 => {
            let k = dc / 2;
            return (dc % 2 == 0 && k % 2 == dr).then_some(u64::from(k));
        }
        3 if cols == 3 => {
            let at = |r, c| RING.iter().position(|&s| s == (r, c));
            let (i, j) = (at(r1, c1)?, at(r2, c2)?);
            let k = i.abs_diff(j);
            return Some(k.min(8 - k) as u64);
        }
        _ => {}
    }
    let corner = |r: u32, c: u32| (r == 0 || r == rows - 1) && (c == 0 || c == cols - 1);
    if dr == 1 && dc == 1 && (corner(r1, c1) || corner(r2, c2)) {
        return Some(4);
    }
    if corner(r1, c1) && corner(r2, c2) && ((dr == 3 && dc == 0) || (dr == 0 && dc == 3)) {
        return Some(5);
    }
    if rows == 3 && r1 == 1 && r2 == 1 {
        if dc == 2 {
            return Some(4);
        }
        if cols == 4 && dc == 1 && c1.min(c2) == 1 {
            return Some(5);
        }
    }
    Some(knight_distance(i64::from(dr), i64::from(dc)))
}
