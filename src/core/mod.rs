//! The solver core: pure Rust, no browser. Builds and tests natively.
//!
//! - [`board`]: geometry shared by solvers and view.
//! - [`notation`]: position text ⇄ board.
//! - [`search`]: BFS, A*, greedy best-first, budgets, statistics.
//! - [`request`]: the JS API's request and answer types.
//! - [`json`]: a request read from JSON with every field checked.
//! - [`puzzles`]: one module per puzzle and the list of them.

pub mod board;
pub mod json;
pub mod notation;
pub mod puzzles;
pub mod request;
pub mod search;

pub use request::{Answer, Request, RequestError, Status, Step};
pub use search::Stats;

use search::Budget;

/// Solves `request` within its limits (DESIGN §4).
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
    let parsed = parse(request)?;
    let mut budget = Budget::new(request.node_limit(), request.millis_limit()).with_progress(progress);
    let mut answer = parsed.solve(&mut budget)?;
    answer.stats.millis = budget.elapsed_millis();
    if answer.status == Status::Limit && budget.full() {
        answer.reason = Some(format!(
            "limit: the search's tables reached {} states, the most kept in memory (about 1 GiB), after {} expanded; try a better algorithm or a smaller board",
            Budget::MAX_STORED,
            answer.stats.expanded
        ));
    } else if answer.status == Status::Limit && answer.reason.is_none() {
        answer.reason = Some(format!(
            "limit: the budget of {} states or {} ms ran out after {} states",
            request.node_limit(),
            request.millis_limit(),
            answer.stats.expanded
        ));
    }
    Ok(answer)
}

/// Checks `request` without solving it: everything [`solve`] refuses is
/// refused here with the same message, by reading the request only (no
/// search, no table, no `randomOff` draws: microseconds, even for a
/// 10 000 × 10 000 knight path).
///
/// # Errors
/// As for [`solve`], except what only the set-up finds (a `randomOff`
/// wall under a knight path's `from` or `to`).
pub fn check(request: &Request) -> Result<(), RequestError> {
    parse(request).map(drop)
}

/// Reads `request`: the fields every puzzle shares are checked here, once
/// (the puzzle, the fields it uses, the board, its grid and pieces, the
/// limits, `split`), then the puzzle reads the rest into its own types.
fn parse(request: &Request) -> Result<Box<dyn puzzles::Parsed>, RequestError> {
    let puzzle = puzzles::find(&request.puzzle).ok_or_else(|| {
        let known: Vec<&str> = puzzles::PUZZLES.iter().map(|p| p.info().id).collect();
        RequestError::new(format!(
            "unknown puzzle {}: use one of {}",
            request::quote(&request.puzzle),
            known.join(", ")
        ))
    })?;
    let info = puzzle.info();
    let own = puzzle.fields();
    if let Some(field) = request
        .given_fields()
        .into_iter()
        .find(|f| !puzzles::COMMON_FIELDS.contains(f) && !own.contains(f))
    {
        let accepted: Vec<&str> = puzzles::COMMON_FIELDS.iter().chain(own).copied().collect();
        return Err(RequestError::new(format!(
            "{}: {} does not use `{field}`; its fields are {}",
            field,
            info.id,
            accepted.join(", ")
        )));
    }
    request.check_common_numbers()?;
    let grid = request.grid.unwrap_or_default();
    if !puzzle.grids().contains(&grid) {
        return Err(RequestError::new(format!(
            "grid: {} needs a square grid, not a {} grid",
            info.id,
            match grid {
                board::Grid::Square => "square",
                board::Grid::Triangle => "triangle",
            }
        )));
    }
    let drawn = request.board.is_some() || request.rows.is_some() || request.cols.is_some() || request.off.is_some();
    let board = if drawn { Some(request.plain_board()?) } else { None };
    if let Some(b) = &board {
        let palette = &info.editor.palette;
        if let Some((s, p)) = b.pieces().find(|(_, p)| !palette.contains(&p.symbol())) {
            return Err(RequestError::new(format!(
                "board: {}: {} takes {}, not '{}'",
                board::square_name(s),
                info.id,
                pieces_of(palette),
                p.symbol()
            )));
        }
    }
    puzzle.parse(request, board)
}

/// The pieces of a puzzle's palette in words: "only knights (N, n)", "no
/// pieces (only '.' and '#')".
fn pieces_of(palette: &[char]) -> String {
    use board::Piece;
    let pieces: Vec<Piece> = palette.iter().filter_map(|&c| Piece::from_symbol(c)).collect();
    let symbols = |ps: &[Piece]| ps.iter().map(|p| p.symbol().to_string()).collect::<Vec<_>>().join(", ");
    let knights: Vec<Piece> = pieces
        .iter()
        .copied()
        .filter(|p| matches!(p, Piece::WhiteKnight | Piece::BlackKnight))
        .collect();
    let mut kinds = Vec::new();
    if !knights.is_empty() {
        kinds.push(format!("knights ({})", symbols(&knights)));
    }
    if pieces.contains(&Piece::Queen) {
        kinds.push("queens (Q)".to_owned());
    }
    if pieces.contains(&Piece::Peg) {
        kinds.push("pegs (o)".to_owned());
    }
    if kinds.is_empty() {
        "no pieces (only '.' and '#')".to_owned()
    } else {
        format!("only {}", kinds.join(" and "))
    }
}
