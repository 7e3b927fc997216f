//! The knight path's set-up, before any search: the board, its walls and
//! the two ends, checked in the order that keeps a bad or huge request
//! cheap.
//!
//! 1. Validation first: the size, the grid, `from` and `to` on the board.
//! 2. Memory: the board's bit set of walls (1 bit a square) is asked of the
//!    budget before it is made.
//! 3. The listed walls (`off`), each checked (the clock read every 65 536
//!    of them: a million take a while in wasm), and `from` and `to` not under
//!    a wall — a random wall is computed for those two squares alone
//!    ([`random_off::is_off`]), so a request whose start is a wall of a
//!    10⁸-square board is refused in microseconds, not after 10⁸ draws.
//! 4. The random walls, drawn a row at a time with the clock read before
//!    each row, so a board too large for the time limit answers `limit`
//!    and says it was drawing walls.

use crate::core::board::{Board, Cell, Grid, Square};
use crate::core::random_off;
use crate::core::request::{Request, RequestError};
use crate::core::search::{Budget, LimitReached};

/// Listed walls set between two readings of the clock.
const LISTED_BETWEEN_CHECKS: usize = 1 << 16;

/// A board ready to search, with its two ends.
pub(super) struct Ready {
    pub board: Board,
    pub from: Square,
    pub to: Square,
}

/// Builds and checks the board and the ends of `request` (see the module
/// docs). `Ok(Err(LimitReached))` when the budget ran out during the
/// set-up; the budget then holds the reason.
///
/// # Errors
/// A [`RequestError`] for a wrong request: the board's own errors, a grid
/// that is not square, `from` or `to` outside the board or on a wall.
pub(super) fn prepare(request: &Request, budget: &mut Budget<'_>) -> Result<Result<Ready, LimitReached>, RequestError> {
    if request.board.is_some() {
        // A board in notation: as small as its text, built at once (and
        // refused when sizes or walls are given too).
        let board = request.board()?;
        let (from, to) = ends(request, &board)?;
        return Ok(Ok(Ready { board, from, to }));
    }
    if let Some(random) = request.random_off {
        random_off::check(random)?;
    }
    let grid = request.grid.unwrap_or_default();
    if grid != Grid::Square {
        return Err(RequestError::new("knight-path needs a square grid"));
    }
    let (Some(rows), Some(cols)) = (request.rows, request.cols) else {
        return Err(RequestError::new("no board: give `board` text, or `rows` and `cols`"));
    };
    let mut board = Board::with_grid(grid, rows, cols).map_err(|e| RequestError::new(e.to_string()))?;
    // The ends on the board, before anything is allocated.
    ends(request, &board)?;
    let listed = request.off.as_deref().unwrap_or_default();
    let walls = !listed.is_empty() || request.random_off.is_some();
    if walls
        && budget
            .reserve(board.len().div_ceil(8), "the board's walls (1 bit a square)")
            .is_err()
    {
        return Ok(Err(LimitReached));
    }
    for (i, &sq) in listed.iter().enumerate() {
        if i % LISTED_BETWEEN_CHECKS == LISTED_BETWEEN_CHECKS - 1 {
            let during = || format!("setting the listed walls ({i} of {})", listed.len());
            if let Err(limit) = budget.check_setup(during) {
                return Ok(Err(limit));
            }
        }
        board
            .set(sq, Cell::Off)
            .map_err(|e| RequestError::new(format!("off[{i}]: {e}")))?;
    }
    // Not under a listed wall, nor under a random one (computed for the
    // two squares alone).
    let (from, to) = ends(request, &board)?;
    let Some(random) = request.random_off else {
        return Ok(Ok(Ready { board, from, to }));
    };
    for (name, sq) in [("from", from), ("to", to)] {
        if random_off::is_off(random, cols, sq) {
            return Err(RequestError::new(format!(
                "{name}: square [{}, {}] is off the board (a wall drawn by randomOff with seed {}); move it or pick another seed",
                sq[0], sq[1], random.seed
            )));
        }
    }
    if let Err(limit) = random_off::add_walls(&mut board, random, budget)? {
        return Ok(Err(limit));
    }
    Ok(Ok(Ready { board, from, to }))
}

/// The ends of the path: `from` (default `[0, 0]`) and `to` (default the
/// far corner), each a square of `board` that is not off.
///
/// # Errors
/// A [`RequestError`] naming the end that is outside the board or on a
/// wall.
fn ends(request: &Request, board: &Board) -> Result<(Square, Square), RequestError> {
    if board.grid() != Grid::Square {
        return Err(RequestError::new("knight-path needs a square grid"));
    }
    let from = request.from.unwrap_or([0, 0]);
    let to = request.to.unwrap_or([board.rows() - 1, board.cols() - 1]);
    for (name, sq) in [("from", from), ("to", to)] {
        board.check(sq).map_err(|e| RequestError::new(format!("{name}: {e}")))?;
        if !board.is_on(sq) {
            return Err(RequestError::new(format!(
                "{name}: square [{}, {}] is off the board (a wall)",
                sq[0], sq[1]
            )));
        }
    }
    Ok((from, to))
}
