//! The solver core: pure Rust, no browser. Builds and tests natively.
//!
//! - [`board`]: geometry shared by solvers and view.
//! - [`notation`]: position text ⇄ board.
//! - [`search`]: BFS, A*, greedy best-first, budgets, statistics.
//! - [`request`]: the JS API's request and answer types.
//! - [`puzzles`]: one module per puzzle and the list of them.

pub mod board;
pub mod notation;
pub mod play;
pub mod puzzles;
pub mod random_off;
pub mod request;
pub mod search;

pub use request::{Answer, Request, RequestError, Status, Step};
pub use search::Stats;

use search::Budget;

/// Solves `request` within its limits (docs/API.md).
///
/// # Errors
/// A [`RequestError`] saying what is wrong and where: an unknown puzzle or
/// algorithm, a malformed board, a square off the board, counts that differ
/// between board and goal, a size past the limits.
///
/// # Example
/// Guarini's puzzle (1512): swap the white and black knights of a 3 × 3
/// board; 16 moves are needed.
/// ```
/// use board_puzzles::{solve, Request};
/// let answer = solve(&Request {
///     puzzle: "knight-swap".into(),
///     board: Some("N.N/.../n.n".into()),
///     goal: Some("n.n/.../N.N".into()),
///     ..Request::default()
/// }).unwrap();
/// assert_eq!(answer.length, Some(16));
/// assert_eq!(answer.optimal, Some(true));
/// ```
pub fn solve(request: &Request) -> Result<Answer, RequestError> {
    solve_with_progress(request, &mut |_| {})
}

/// [`solve`], calling `progress` with the running statistics every
/// [`Budget::REPORT_EVERY`] expansions (for a progress indicator).
///
/// # Errors
/// As for [`solve`].
pub fn solve_with_progress(request: &Request, progress: &mut dyn FnMut(&Stats)) -> Result<Answer, RequestError> {
    let puzzle = puzzles::find(&request.puzzle).ok_or_else(|| {
        let known: Vec<&str> = puzzles::PUZZLES.iter().map(|p| p.info().id).collect();
        RequestError::new(format!(
            "unknown puzzle '{}': use one of {}",
            request.puzzle,
            known.join(", ")
        ))
    })?;
    let mut budget = Budget::new(request.node_limit(), request.millis_limit())
        .with_memory(request.memory_limit()?)
        .with_progress(progress);
    let mut answer = puzzle.solve(request, &mut budget)?;
    answer.stats.millis = budget.elapsed_millis();
    if answer.status == Status::Limit && (budget.stop().is_some() || answer.reason.is_none()) {
        answer.reason = Some(budget.limit_reason(answer.stats.expanded));
    }
    Ok(answer)
}
