//! The knight path's set-up before any search: drawing the `randomOff`
//! walls of a board given by size.
//!
//! What can be checked without drawing is checked when the request is
//! parsed (the size, the grid, the listed walls, `from` and `to` on the
//! board and not under a wall — a random wall is computed for those two
//! squares alone with [`random_off::is_off`]), so a request whose start is a
//! wall of a 10⁸-square board is refused in microseconds, not after 10⁸
//! draws. Here the memory of the walls is asked of the budget, then the
//! walls are drawn a row at a time with the clock read before each row, so
//! a board too large for the time limit answers `limit` and says it was
//! drawing walls.

use crate::core::board::Board;
use crate::core::random_off;
use crate::core::request::{RandomOff, RequestError};
use crate::core::search::{Budget, LimitReached};

/// Adds the walls `random` picks to `board` within `budget`.
/// `Ok(Err(LimitReached))` when the memory or the time ran out (the board
/// then must not be searched; the budget holds the reason).
///
/// # Errors
/// A [`RequestError`] for a bad `randomOff` (see [`random_off::add_walls`]).
pub(super) fn draw_walls(
    board: &mut Board,
    random: RandomOff,
    budget: &mut Budget<'_>,
) -> Result<Result<(), LimitReached>, RequestError> {
    if let Err(limit) = budget.reserve(board.len().div_ceil(8), "the board's walls (1 bit a square)") {
        return Ok(Err(limit));
    }
    random_off::add_walls(board, random, budget)
}
