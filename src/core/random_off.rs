//! Seeded random walls ([`RandomOff`]): each square of a `rows × cols`
//! board is off with probability `fraction`, independently, so that the
//! same request gives the same board on every machine.
//!
//! The stream: the ChaCha8 generator of `rand_chacha`, seeded with
//! `SeedableRng::seed_from_u64(seed)`; square `[r, c]` (cell index
//! `i = r·cols + c`) takes the 64-bit draw made of words `2i` (low half) and
//! `2i + 1` (high half) of the stream — the `i`-th `next_u64` — and is off
//! when that draw's top 53 bits are below `fraction · 2^53`. These are the
//! same squares the first version (one `next_u64` a square, in row-major
//! order) turned off, so every link and preset keeps its walls.
//!
//! ChaCha is counter-based: [`is_off`] seeks straight to a square's words
//! (`set_word_pos`, one 64-byte block computed) instead of drawing the
//! `i` values before them, so a request's `from` and `to` are checked
//! before any wall of a 10⁸-square board is drawn. [`add_walls`] draws them
//! all in row-major order, a block of the stream at a time, and before
//! every row reads the clock and counts the row against the node limit, so
//! a board too large for the budget stops with [`LimitReached`] instead of
//! running past it.
//!
//! Source: D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008), for the
//! 64-bit block counter that makes the stream seekable.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::board::{Board, Cell, Grid, Square};
use super::error::RequestError;
use super::search::{Budget, LimitReached};
use super::words::grouped;

/// A seeded random choice of off squares: each square of the board is off
/// with probability `fraction`, independently, drawn from the ChaCha8
/// generator (`rand_chacha`) seeded with `seed` by
/// `SeedableRng::seed_from_u64`, so the same request gives the same board
/// on every machine (the stream is described at the top of this module).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomOff {
    /// Probability that a square is off, from 0 to 0.9.
    pub fraction: f64,
    /// The generator's seed (an integer up to 2^53 from JS).
    pub seed: u64,
}

impl RandomOff {
    /// The fields of `randomOff`, by wire name.
    pub const FIELDS: &'static [&'static str] = &["fraction", "seed"];
}

/// The largest allowed `fraction`.
pub const MAX_FRACTION: f64 = 0.9;

/// Checks `random.fraction`.
///
/// # Errors
/// A [`RequestError`] when `fraction` is not a number from 0 to
/// [`MAX_FRACTION`].
pub fn check(random: RandomOff) -> Result<(), RequestError> {
    if (0.0..=MAX_FRACTION).contains(&random.fraction) {
        Ok(())
    } else {
        Err(RequestError::new(format!(
            "randomOff.fraction: {} is not a probability from 0 to {MAX_FRACTION}",
            random.fraction
        )))
    }
}

/// The draw below which a square is off: `fraction · 2^53`, compared with a
/// draw's top 53 bits.
fn threshold(random: RandomOff) -> u64 {
    (random.fraction * (1u64 << 53) as f64) as u64
}

fn generator(random: RandomOff) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(random.seed)
}

/// Whether `random` turns `square` off on a board `cols` squares wide,
/// computed directly from the square's place in the stream (see the module
/// docs): constant time, whatever the board's size. The square must be on
/// the board (`square[1] < cols`).
#[must_use]
pub fn is_off(random: RandomOff, cols: u32, square: Square) -> bool {
    let index = u64::from(square[0]) * u64::from(cols) + u64::from(square[1]);
    let mut rng = generator(random);
    rng.set_word_pos(2 * u128::from(index));
    rng.next_u64() >> 11 < threshold(random)
}

/// Turns off the squares `random` picks on the square-grid `board`, in
/// row-major order, counting each row against `budget` before it is drawn
/// ([`Budget::work`]: the clock read, a node per
/// [`Budget::WORK_ITEMS_PER_NODE`] squares).
///
/// Returns `Ok(Err(LimitReached))` when the time or the nodes ran out before the last
/// row (the board then has only some of its walls and must not be
/// searched); `budget` then says how far the drawing got.
///
/// # Errors
/// A [`RequestError`] when the fraction is out of range or the grid is not
/// square.
pub fn add_walls(
    board: &mut Board,
    random: RandomOff,
    budget: &mut Budget<'_>,
) -> Result<Result<(), LimitReached>, RequestError> {
    check(random)?;
    if board.grid() != Grid::Square {
        return Err(RequestError::new("randomOff: only square grids"));
    }
    let threshold = threshold(random);
    if threshold == 0 {
        return Ok(Ok(()));
    }
    let mut rng = generator(random);
    let cols = board.cols() as usize;
    let mut row = vec![0u8; cols * 8];
    let rows = board.rows();
    // A row's draws, counted against the node limit as well.
    let row_work = (cols as u64).div_ceil(Budget::WORK_ITEMS_PER_NODE);
    for r in 0..rows {
        let during = || {
            format!(
                "drawing the random walls of a {} × {} board (row {} of {})",
                grouped(rows),
                grouped(cols),
                grouped(r),
                grouped(rows)
            )
        };
        if let Err(limit) = budget.work(row_work, true, during) {
            return Ok(Err(limit));
        }
        // One row's draws at once: the bytes of `cols` consecutive
        // `next_u64`s, little-endian, as `fill_bytes` lays them out.
        rng.fill_bytes(&mut row);
        for (c, draw) in row.chunks_exact(8).enumerate() {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(draw);
            if u64::from_le_bytes(bytes) >> 11 < threshold {
                board
                    .set([r, c as u32], Cell::Off)
                    .map_err(|e| RequestError::new(format!("randomOff: {e}")))?;
            }
        }
    }
    Ok(Ok(()))
}

/// Adds the walls `random` picks to `board` within `budget`: the memory of
/// the walls (a bit a square) is asked of the budget first, then they are
/// drawn a row at a time, the clock read and the row counted against the
/// nodes before each ([`add_walls`]), so a board too large for the budget
/// stops and says it was drawing walls. What can be checked without drawing is checked
/// when the request is read (the size, the listed walls, a knight path's
/// `from` and `to` not under a wall, computed for those two squares alone
/// by [`is_off`]), so a wrong request is refused in microseconds, not after
/// 10⁸ draws. `Ok(Err(LimitReached))` when the memory or the time ran out
/// (the board then must not be used; the budget holds the reason).
///
/// # Errors
/// As for [`add_walls`].
pub fn draw_walls(
    board: &mut Board,
    random: RandomOff,
    budget: &mut Budget<'_>,
) -> Result<Result<(), LimitReached>, RequestError> {
    if let Err(limit) = budget.reserve(board.len().div_ceil(8), "the board's walls (1 bit a square)") {
        return Ok(Err(limit));
    }
    add_walls(board, random, budget)
}

/// Squares of a board that [`add_drawn_walls`] checks against the seed.
pub const DRAWN_SAMPLES: u64 = 1024;

/// Adds to the square-grid `board` the walls `random` picks, given already
/// drawn as `words` (a bit set laid out as [`Board::off_words`], as another
/// thread drew them on an empty board of the same size: the page draws
/// 10⁸ squares in a worker, not on its main thread). The bits are the
/// seed's or refused: [`DRAWN_SAMPLES`] squares spread over the board, the
/// first and the last among them, are checked against the seed one by one
/// ([`is_off`], constant time each), so bits of another seed, share or size
/// are caught before they are used.
///
/// # Errors
/// A [`RequestError`] when the fraction is out of range, the grid is not
/// square, `words` does not fit the board, or a square checked differs
/// from the seed's draw (named).
pub fn add_drawn_walls(board: &mut Board, random: RandomOff, words: &[u64]) -> Result<(), RequestError> {
    check(random)?;
    if board.grid() != Grid::Square {
        return Err(RequestError::new("randomOff: only square grids"));
    }
    let cells = board.len();
    let cols = board.cols();
    let drawn = |i: u64| words.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1);
    if words.len() as u64 == cells.div_ceil(64) {
        let samples = DRAWN_SAMPLES.min(cells);
        for k in 0..samples {
            // Evenly spread, from the first cell (k = 0) to the last.
            let i = if samples > 1 {
                k * (cells - 1) / (samples - 1)
            } else {
                0
            };
            let square = [(i / u64::from(cols)) as u32, (i % u64::from(cols)) as u32];
            if drawn(i) != is_off(random, cols, square) {
                return Err(RequestError::new(format!(
                    "randomOff: the walls given are not those of seed {} with fraction {} on this board: square {} differs",
                    random.seed,
                    random.fraction,
                    super::words::at(square)
                )));
            }
        }
    }
    board
        .add_off_words(words)
        .map_err(|e| RequestError::new(format!("randomOff: {e}")))
}

/// [`add_walls`] without a clock, for boards built outside a search (tests,
/// [`super::request::Request::board`]).
///
/// # Errors
/// As for [`add_walls`].
pub fn random_off(board: &mut Board, random: RandomOff) -> Result<(), RequestError> {
    let mut unlimited = Budget::new(u64::MAX, f64::INFINITY);
    add_walls(board, random, &mut unlimited).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::Cell;

    /// The first version, one `next_u64` a square in row-major order: the
    /// stream every link made so far was drawn from.
    fn first_version(rows: u32, cols: u32, random: RandomOff) -> Vec<Square> {
        let mut rng = generator(random);
        let mut off = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if rng.next_u64() >> 11 < threshold(random) {
                    off.push([r, c]);
                }
            }
        }
        off
    }

    #[test]
    fn the_same_walls_as_the_first_version_and_each_square_checked_directly() {
        for (rows, cols, fraction, seed) in [(8, 8, 0.25, 1), (7, 13, 0.5, 3), (1, 33, 0.9, 7), (100, 100, 0.25, 3)] {
            let random = RandomOff { fraction, seed };
            let mut board = Board::new(rows, cols).unwrap();
            random_off(&mut board, random).unwrap();
            let want = first_version(rows, cols, random);
            assert_eq!(board.off_squares().collect::<Vec<_>>(), want, "{rows} × {cols}");
            for r in 0..rows {
                for c in 0..cols {
                    assert_eq!(is_off(random, cols, [r, c]), !board.is_on([r, c]), "[{r}, {c}]");
                }
            }
        }
        // Far into the stream of a 10 000 × 10 000 board: the draw of the
        // last square is the 10⁸-th `next_u64`.
        let random = RandomOff {
            fraction: 0.45,
            seed: 11,
        };
        let mut rng = generator(random);
        rng.set_word_pos(2 * (100_000_000 - 2));
        let last_two = [rng.next_u64(), rng.next_u64()];
        for (square, draw) in [[9_999, 9_998], [9_999, 9_999]].into_iter().zip(last_two) {
            assert_eq!(is_off(random, 10_000, square), draw >> 11 < threshold(random));
        }
    }

    #[test]
    fn walls_drawn_elsewhere_are_taken_when_they_are_the_seeds() {
        let random = RandomOff { fraction: 0.3, seed: 5 };
        let (rows, cols) = (37, 91); // 3 367 cells: the last word is partly used
        let mut drawn = Board::new(rows, cols).unwrap();
        random_off(&mut drawn, random).unwrap();
        let words = drawn.off_words().to_vec();
        let mut board = Board::new(rows, cols).unwrap();
        board.set([0, 1], Cell::Off).unwrap();
        add_drawn_walls(&mut board, random, &words).unwrap();
        let mut want = Board::new(rows, cols).unwrap();
        want.set([0, 1], Cell::Off).unwrap();
        random_off(&mut want, random).unwrap();
        assert_eq!(board, want);
        // Another seed's, another share's or another size's walls are refused.
        for other in [
            RandomOff { fraction: 0.3, seed: 6 },
            RandomOff { fraction: 0.5, seed: 5 },
        ] {
            let e = add_drawn_walls(&mut Board::new(rows, cols).unwrap(), other, &words).unwrap_err();
            assert!(
                e.message().contains("are not those of seed") && e.message().contains("differs"),
                "{e}"
            );
        }
        let e = add_drawn_walls(&mut Board::new(rows, cols + 1).unwrap(), random, &words).unwrap_err();
        assert!(e.message().contains("do not fit a board of 3,404 cells"), "{e}");
        let mut past = vec![0; words.len()];
        *past.last_mut().unwrap() = 1 << 63;
        let e = add_drawn_walls(
            &mut Board::new(rows, cols).unwrap(),
            RandomOff { fraction: 0.0, seed: 5 },
            &past,
        )
        .unwrap_err();
        assert!(e.message().contains("no bit past the last cell"), "{e}");
        let e = add_drawn_walls(&mut Board::triangle(5).unwrap(), random, &[0]).unwrap_err();
        assert!(e.message().contains("only square grids"), "{e}");
    }

    #[test]
    fn fractions_out_of_range_and_other_grids_are_refused() {
        let mut board = Board::new(4, 4).unwrap();
        for fraction in [-0.1, 0.95, f64::NAN] {
            let e = random_off(&mut board, RandomOff { fraction, seed: 1 }).unwrap_err();
            assert!(e.message().contains("randomOff.fraction"), "{e}");
        }
        let mut triangle = Board::triangle(5).unwrap();
        let e = random_off(&mut triangle, RandomOff { fraction: 0.2, seed: 1 }).unwrap_err();
        assert!(e.message().contains("only square grids"), "{e}");
    }

    #[test]
    fn a_spent_clock_stops_the_drawing() {
        let mut board = Board::new(100, 100).unwrap();
        let mut spent = Budget::new(u64::MAX, 0.0);
        std::thread::sleep(std::time::Duration::from_millis(2));
        let out = add_walls(&mut board, RandomOff { fraction: 0.3, seed: 1 }, &mut spent).unwrap();
        assert_eq!(out, Err(LimitReached));
        assert!(spent.limit_reason(0).contains("drawing the random walls"));
    }
}
