//! The solver core: pure Rust, no browser. Builds and tests natively.
//!
//! Bottom to top (each file imports only those above it in this list;
//! no import cycle, `scripts/import-cycles.mjs`):
//!
//! - [`board`]: geometry shared by solvers and view; [`words`]: the
//!   wording every message shares (counts, squares, quotes).
//! - [`notation`]: position text ⇄ board.
//! - [`search`]: BFS, A*, greedy best-first, budgets, statistics.
//! - [`error`]: [`RequestError`], a request that is wrong.
//! - [`random_off`]: seeded random walls ([`request::RandomOff`]).
//! - [`request`]: the JS API's request and answer types, [`budget_of`].
//! - [`json`]: a request read from JSON with every field checked.
//! - [`memo`]: what puzzles keep between calls (proved numbers, tables).
//! - [`move_error`], [`position`]: a position played by hand and why a
//!   move is illegal.
//! - [`coach`]: the coach's types (its verdict, what a puzzle's coach
//!   receives).
//! - [`play`]: the `Play` trait every puzzle implements, replays.
//! - [`puzzles`]: the `Puzzle` trait, one module per puzzle and the
//!   registry of them.
//! - [`entry`]: what needs the registry: `position_after`, [`advise`].
//! - `fixtures` (tests only): the requests the unit tests share.
//! - this file: [`solve`], [`check`], the common part of reading a request.

pub mod board;
pub mod coach;
pub mod entry;
pub mod error;
#[cfg(test)]
pub(crate) mod fixtures;
pub mod json;
pub mod memo;
pub mod move_error;
pub mod notation;
pub mod play;
pub mod position;
pub mod puzzles;
pub mod random_off;
pub mod request;
pub mod search;
pub mod words;

#[cfg(feature = "solvers")]
pub use entry::advise;
pub use request::{budget_of, Answer, Request, RequestError, Status, Step};
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
#[cfg(feature = "solvers")]
pub fn solve(request: &Request) -> Result<Answer, RequestError> {
    solve_with_progress(request, &mut |_| {})
}

/// [`solve`], calling `progress` with the running statistics about every
/// 250 ms ([`Budget::REPORT_MILLIS`]) while the search runs (for a progress
/// indicator; a search that ends sooner reports nothing).
///
/// # Errors
/// As for [`solve`].
#[cfg(feature = "solvers")]
pub fn solve_with_progress(request: &Request, progress: &mut dyn FnMut(&Stats)) -> Result<Answer, RequestError> {
    solve_since(request, web_time::Instant::now(), progress)
}

/// [`solve_with_progress`] whose clock started at `start`, the moment the
/// caller began reading the request (the JS API: reading a million listed
/// walls from JS objects takes a while, and counts against `millis`). The
/// memory the request itself holds (its listed walls, its board text)
/// counts against `limits.memoryMb`.
///
/// # Errors
/// As for [`solve`].
#[cfg(feature = "solvers")]
pub fn solve_since(
    request: &Request,
    start: web_time::Instant,
    progress: &mut dyn FnMut(&Stats),
) -> Result<Answer, RequestError> {
    let mut budget = budget_of(request, request.millis_limit())?
        .started_at(start)
        .with_progress(progress);
    solve_within(request, &mut budget)
}

/// [`solve`] within `budget` (made from the request's limits, or another
/// for tests: e.g. progress reported at every clock check).
///
/// # Errors
/// As for [`solve`].
#[cfg(feature = "solvers")]
pub(crate) fn solve_within(request: &Request, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
    let mut answer = parse(request)?.solve(budget)?;
    answer.stats.millis = budget.elapsed_millis();
    if answer.status == Status::Limit && (budget.stop().is_some() || answer.reason.is_none()) {
        answer.reason = Some(budget.limit_reason(answer.stats.expanded));
    }
    Ok(answer)
}

/// Checks `request` without solving it: everything [`solve`] refuses is
/// refused here with the same message, by reading the request only (no
/// search, no table, no `randomOff` draws: microseconds, even for a
/// 10 000 × 10 000 knight path).
///
/// # Errors
/// As for [`solve`], with the same message. A `randomOff` wall under a
/// knight path's `from` or `to` is refused here too: the parse computes
/// those two squares alone, without drawing the other walls.
pub fn check(request: &Request) -> Result<(), RequestError> {
    parse(request).map(drop)
}

/// Reads `request`: the fields every puzzle shares are checked here, once
/// (the puzzle, the fields it uses, the board, its grid and pieces, the
/// limits, `split`), then the puzzle reads the rest into its own types.
fn parse(request: &Request) -> Result<Box<dyn puzzles::Instance>, RequestError> {
    let (puzzle, board) = read(request)?;
    puzzle.parse(request, board)
}

/// The request checked as [`check`] checks it, and its board with every
/// wall (the listed ones, and the `randomOff` ones drawn within `budget`,
/// the clock read before each row): what a position played by hand starts
/// from ([`play::Play::start`]). `None` for a request without a board
/// (n-queens' `n`); `Ok(Err(LimitReached))` when the time or the memory
/// ran out while drawing the walls (the budget says which).
///
/// # Errors
/// As for [`check`], with the same message.
pub fn set_up_board(
    request: &Request,
    budget: &mut Budget<'_>,
) -> Result<Result<Option<board::Board>, search::LimitReached>, RequestError> {
    let (puzzle, board) = read(request)?;
    // The puzzle's own checks, on a copy (a board without walls is a few
    // words; one with walls, a bit a square).
    drop(puzzle.parse(request, board.clone())?);
    let Some(mut board) = board else {
        return Ok(Ok(None));
    };
    if let Some(random) = request.random_off {
        if let Err(limit) = random_off::draw_walls(&mut board, random, budget)? {
            return Ok(Err(limit));
        }
        // `on` wins over the drawn walls (a seeded board's edits).
        request.keep_on(&mut board)?;
    }
    Ok(Ok(Some(board)))
}

/// [`set_up_board`] for the puzzles whose board is given as `board` text
/// or by `rows` and `cols` (all but n-queens' `n`).
///
/// # Errors
/// As for [`set_up_board`], and "no board" for a request without one.
pub fn set_up_sized_board(
    request: &Request,
    budget: &mut Budget<'_>,
) -> Result<Result<board::Board, search::LimitReached>, RequestError> {
    match set_up_board(request, budget)? {
        Ok(Some(board)) => Ok(Ok(board)),
        Ok(None) => Err(RequestError::new("no board: give `board` text, or `rows` and `cols`")),
        Err(limit) => Ok(Err(limit)),
    }
}

/// The common part of [`parse`]: the puzzle and the request's board as
/// read (no `randomOff` walls yet), every field shared by the puzzles
/// checked. A board given by size is measured against the puzzle's caps
/// ([`puzzles::Puzzle::check_size`]) before anything is built.
fn read(request: &Request) -> Result<(&'static dyn puzzles::Puzzle, Option<board::Board>), RequestError> {
    let puzzle = puzzles::find_or_refuse(&request.puzzle)?;
    let id = puzzle.id();
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
            id,
            accepted.join(", ")
        )));
    }
    request.check_common_numbers()?;
    let grid = request.grid.unwrap_or_default();
    if !puzzle.grids().contains(&grid) {
        return Err(RequestError::new(format!(
            "grid: {} needs a square grid, not a {} grid",
            id,
            match grid {
                board::Grid::Square => "square",
                board::Grid::Triangle => "triangle",
            }
        )));
    }
    // A board given by size is measured before it is built (its sides
    // past the limits, or given with `board` too, are refused below).
    let cols = if grid == board::Grid::Triangle {
        request.rows
    } else {
        request.cols
    };
    if let (None, Some(rows), Some(cols)) = (&request.board, request.rows, cols) {
        let sides = 1..=board::MAX_SIDE;
        if sides.contains(&rows) && sides.contains(&cols) {
            let off = request.off.as_ref().map_or(0, Vec::len);
            puzzle.check_size(board::BoardSize { grid, rows, cols, off })?;
        }
    }
    let drawn = request.board.is_some() || request.rows.is_some() || request.cols.is_some() || request.off.is_some();
    // A board text is read with the puzzle's own cells (its editor's
    // palette, in the puzzle's whole description: built only for a text),
    // so a stray character is refused listing the cells this puzzle takes.
    let board = match &request.board {
        Some(_) => Some(request.plain_board_with(&puzzle.info().editor.palette)?),
        None if drawn => Some(request.plain_board()?),
        None => None,
    };
    Ok((puzzle, board))
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::PUZZLES;

    fn refused(request: &Request) -> String {
        match check(request) {
            Ok(()) => panic!("accepted: {request:?}"),
            Err(e) => e.to_string(),
        }
    }

    /// A valid request of each puzzle: its first preset.
    fn first_presets() -> Vec<Request> {
        PUZZLES.iter().map(|p| p.info().presets[0].request.clone()).collect()
    }

    #[test]
    fn every_puzzle_parses_its_presets_and_refuses_a_misspelt_algorithm_with_the_list() {
        for p in PUZZLES {
            let info = p.info();
            for preset in &info.presets {
                check(&preset.request).unwrap_or_else(|e| panic!("{} / {}: {e}", info.id, preset.name));
            }
            let mut r = info.presets[0].request.clone();
            r.algorithm = Some(format!("{}x", info.algorithms[0].id));
            let m = refused(&r);
            let ids: Vec<&str> = info.algorithms.iter().map(|a| a.id).collect();
            assert_eq!(
                m,
                format!(
                    "unknown algorithm '{}x' for {}: use one of {}",
                    info.algorithms[0].id,
                    info.id,
                    ids.join(", ")
                )
            );
            for a in &info.algorithms {
                r.algorithm = Some(a.id.to_owned());
                // Every listed id is read (it may still refuse the preset's
                // mode or board, but never as unknown).
                if let Err(e) = check(&r) {
                    assert!(!e.message().contains("unknown algorithm"), "{}: {e}", a.id);
                }
            }
        }
    }

    #[test]
    fn every_algorithm_that_records_no_search_refuses_trace() {
        // docs/API.md: `trace` records the search of the algorithms marked
        // `traced`; the others refuse it (issue 40: the knight path's seed
        // programs ignored it without a word).
        let mut tried = 0;
        for p in PUZZLES {
            let info = p.info();
            for a in info.algorithms.iter().filter(|a| !a.traced) {
                let Some(mut r) = info
                    .presets
                    .iter()
                    .map(|preset| Request {
                        algorithm: Some(a.id.to_owned()),
                        ..preset.request.clone()
                    })
                    .find(|r| check(r).is_ok())
                else {
                    continue;
                };
                r.trace = Some(true);
                let m = refused(&r);
                assert!(
                    m.starts_with(&format!("trace: {} records", info.id)),
                    "{} {}: {m}",
                    info.id,
                    a.id
                );
                tried += 1;
            }
        }
        assert!(tried >= 4, "{tried} untraced algorithms tried");
    }

    #[test]
    fn every_puzzle_refuses_the_fields_of_another_naming_them_and_listing_its_own() {
        let foreign = |r: &mut Request, field: &str| match field {
            "goal" => r.goal = Some("...".into()),
            "from" => r.from = Some([0, 0]),
            "to" => r.to = Some([0, 0]),
            "randomOff" => r.random_off = Some(request::RandomOff { fraction: 0.1, seed: 1 }),
            "on" => r.on = Some(vec![[0, 0]]),
            "closed" => r.closed = Some(true),
            "n" => r.n = Some(8),
            "mode" => r.mode = Some("one".into()),
            "maxSolutions" => r.max_solutions = Some(3),
            "split" => r.split = Some([0, 2]),
            "finish" => r.finish = Some(request::Finish::Word("anywhere".into())),
            "minimize" => r.minimize = Some("jumps".into()),
            "diagonal" => r.diagonal = Some(true),
            "trace" => r.trace = Some(true),
            "resume" => r.resume = Some(true),
            "leaper" => r.leaper = Some([1, 3]),
            other => panic!("no setter for {other}"),
        };
        let all: Vec<&str> = PUZZLES.iter().flat_map(|p| p.fields().iter().copied()).collect();
        for (p, preset) in PUZZLES.iter().zip(first_presets()) {
            let id = p.info().id;
            let own = p.fields();
            let accepted: Vec<&str> = puzzles::COMMON_FIELDS.iter().chain(own).copied().collect();
            let mut tried = 0;
            for &field in all.iter().filter(|f| !own.contains(f)) {
                let mut r = preset.clone();
                foreign(&mut r, field);
                assert_eq!(
                    refused(&r),
                    format!(
                        "{field}: {id} does not use `{field}`; its fields are {}",
                        accepted.join(", ")
                    ),
                );
                tried += 1;
            }
            assert!(tried >= 4, "{id}: only {tried} foreign fields");
        }
        // The case of the issue: knight swap refuses mode and split.
        let swap = first_presets().remove(0);
        for field in ["mode", "split"] {
            let mut r = swap.clone();
            foreign(&mut r, field);
            assert!(refused(&r).starts_with(&format!("{field}: knight-swap does not use `{field}`")));
        }
    }

    #[test]
    fn common_fields_are_checked_once_for_all() {
        for r in first_presets() {
            let id = r.puzzle.clone();
            let mut bad = r.clone();
            bad.limits = Some(request::Limits {
                nodes: None,
                millis: Some(f64::NAN),
                memory_mb: None,
            });
            assert!(refused(&bad).starts_with("limits.millis: NaN"), "{id}");
            bad.limits = Some(request::Limits {
                nodes: None,
                millis: Some(-1.0),
                memory_mb: None,
            });
            assert!(refused(&bad).starts_with("limits.millis: -1"), "{id}");
            let mut bad = r.clone();
            bad.puzzle = format!("{id}s");
            assert!(refused(&bad).starts_with(&format!("unknown puzzle '{id}s': use one of knight-swap")));
            // A puzzle on square grids only refuses a triangle grid by name.
            let square_only = puzzles::find(&id).is_some_and(|p| !p.grids().contains(&board::Grid::Triangle));
            if square_only {
                let mut bad = r.clone();
                bad.grid = Some(board::Grid::Triangle);
                assert_eq!(
                    refused(&bad),
                    format!("grid: {id} needs a square grid, not a triangle grid")
                );
            }
        }
        // Each puzzle refuses pieces it does not use.
        let path = Request {
            puzzle: "knight-path".into(),
            board: Some("..../.N../..../....".into()),
            ..Request::default()
        };
        assert_eq!(
            refused(&path),
            "board: square (1, 1): 'N' is not a cell of this puzzle: use . #"
        );
        for (piece, text) in [('n', "n.../...."), ('Q', "Q.../...."), ('o', "o.../....")] {
            let r = Request {
                board: Some(text.into()),
                ..path.clone()
            };
            assert_eq!(
                refused(&r),
                format!("board: square (0, 0): '{piece}' is not a cell of this puzzle: use . #")
            );
        }
    }

    #[test]
    fn check_parses_without_searching_even_a_10000_square_side() {
        let path = Request {
            puzzle: "knight-path".into(),
            rows: Some(10_000),
            cols: Some(10_000),
            from: Some([0, 0]),
            to: Some([9_999, 9_999]),
            algorithm: Some("bfs".into()),
            random_off: Some(request::RandomOff { fraction: 0.3, seed: 7 }),
            ..Request::default()
        };
        // Seed 7 draws a wall on [0, 0]: found by computing that one square,
        // not by drawing 10^8 walls (issue: it took 3.4 s in wasm).
        assert!(
            refused(&path).starts_with("from: square (0, 0) is off the board (a wall drawn by randomOff with seed 7)")
        );
        // A seed with both ends open. A BFS over 10^8 squares with 3 × 10^7
        // random walls would take seconds in a debug build; reading it does
        // not.
        let open = |seed| {
            let random = request::RandomOff { fraction: 0.3, seed };
            !random_off::is_off(random, 10_000, [0, 0]) && !random_off::is_off(random, 10_000, [9_999, 9_999])
        };
        let seed = (0..100).find(|&s| open(s)).unwrap_or_default();
        let path = Request {
            random_off: Some(request::RandomOff { fraction: 0.3, seed }),
            ..path
        };
        check(&path).unwrap_or_else(|e| panic!("{e}"));
        let wall = Request {
            off: Some(vec![[0, 0]]),
            ..path
        };
        assert_eq!(refused(&wall), "from: square (0, 0) is off the board (a wall)");
    }
}
