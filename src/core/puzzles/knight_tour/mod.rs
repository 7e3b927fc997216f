//! `knight-tour`: move a knight so that it visits every on square of the
//! board exactly once, from a given start (`from`; by default the board's
//! first on square in row-major order, `[0, 0]` when it is on); a closed
//! tour also ends a knight move from the start (its last step lands back
//! on the start).
//!
//! Seed: the knight's-tour essay (docs/SEEDS.md), plain backtracking on 8 × 8
//! with a fixed move order (offered here as `backtrack-seed`). The default
//! algorithm decides by theorem where one applies and otherwise builds or
//! searches, depending on the board:
//!
//! 1. Theorems (`theory.rs`): Schwenk (1991) for closed tours on full
//!    rectangles; Conrad et al. (1994) for open tours on full rectangles;
//!    colour counting for the start square on boards with an odd number of
//!    squares; Pósa's outer-row argument for open tours on `4 × n`; dead
//!    ends and connectivity on any board. Each answers `unsolvable` at once,
//!    naming the theorem in `reason`.
//! 2. Full rectangles with both sides at least 5 (`divide.rs`): a closed tour
//!    by divide and conquer after Parberry (1997), linear in the number of
//!    squares (1000 × 1000 in about 50 ms natively). An open
//!    tour starts the closed tour at the start square and drops its last
//!    move; on boards with both sides odd (no closed tour) the block around
//!    the start gets an open tour and the rest closed tours, joined the same
//!    way.
//! 3. Boards at most 4 squares across, any length, off squares allowed
//!    (`strip.rs`): an exact dynamic programme over the squares, which finds
//!    a tour or proves there is none from that start.
//! 4. Anything else (boards with off squares): backtracking with
//!    Warnsdorff's rule and pruning (`backtrack.rs`), within the budget; an
//!    exhausted search proves there is no tour.
//!
//! With `leaper: [a, b]` another leaper tours (`Leaper`): its invariants
//! (colour-bound, `gcd(a, b)`: `theory::invariant`), colour counting in
//! its 2-colouring, dead ends and connectivity decide first; then
//! Warnsdorff backtracking searches (exhausted, it proves there is no
//! tour). Steps 1's rectangle theorems, 2 and 3 are the knight's.
//!
//! `mode: "count"` counts the directed tours from the start (each closed
//! tour once per direction) by exhaustive backtracking, on boards of at most
//! [`COUNT_MAX_SQUARES`] squares.

use super::{
    algorithm_infos, choose, mode, need_board, AlgorithmInfo, AnswerKind, EditorInfo, Instance, Mode, OptionInfo,
    OptionKind, Preset, Puzzle, PuzzleInfo,
};
use crate::core::board::{Board, BoardSize, Piece, Square};
use crate::core::request::{Answer, Count, Request, RequestError, Status, Step};
use crate::core::search::trace::{EventKind, Recorder, EVENTS_CAP};
use crate::core::search::{Budget, Meter, Stats};
use crate::core::words::{at, grouped, plural};

mod backtrack;
mod coach;
mod divide;
mod moves;
mod region;
mod strip;
mod theory;

#[cfg(test)]
mod tests;

use backtrack::{Found, Order};
use divide::Built;
use region::Region;

/// The `knight-tour` puzzle.
pub struct KnightTour;

/// The modes offered, the default first.
const MODES: [(Mode, &str); 2] = [(Mode::One, "A tour"), (Mode::Count, "Count tours")];

/// The most squares (rows × columns, on or off) of a knight-tour board:
/// 1000 × 1000.
pub const MAX_SQUARES: u64 = 1_000_000;

/// The most on squares of a board whose tours `mode: "count"` counts.
pub const COUNT_MAX_SQUARES: usize = 36;

const ID: &str = "knight-tour";

/// An algorithm of the knight's tour (ids in [`ALGORITHMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Algorithm {
    /// `divide-and-conquer`: theorems, construction, exact search.
    DivideAndConquer,
    /// `warnsdorff-backtrack`.
    WarnsdorffBacktrack,
    /// `backtrack-seed`: the seed's plain backtracking.
    BacktrackSeed,
    /// `warnsdorff`: the greedy rule alone.
    Warnsdorff,
}

static ALGORITHMS: [(Algorithm, AlgorithmInfo); 4] = [
    (Algorithm::DivideAndConquer, AlgorithmInfo {
        id: "divide-and-conquer",
        name: "Theorems + divide and conquer + exact search",
        exact: true,
        traced: true,
        note: "Answers by theorem where one applies (Schwenk 1991, Conrad et al. 1994, colour counting); builds tours of full boards with sides of 5 or more by divide and conquer after Parberry 1997 (block tours joined at their borders); solves boards up to 4 squares across exactly by dynamic programming; otherwise backtracks with Warnsdorff's rule and pruning.",
    }),
    (Algorithm::WarnsdorffBacktrack, AlgorithmInfo {
        id: "warnsdorff-backtrack",
        name: "Backtracking with Warnsdorff's rule and pruning",
        exact: true,
        traced: true,
        note: "Depth-first search that tries the square with the fewest onward moves first (Warnsdorff 1823, ties to the square farther from the centre) and cuts branches that strand a square; exhausting it proves there is no tour. Fast on small and medium boards, but can run out of budget on large ones.",
    }),
    (Algorithm::BacktrackSeed, AlgorithmInfo {
        id: "backtrack-seed",
        name: "Plain backtracking (seed): exhaustive but slow",
        exact: true,
        traced: true,
        note: "The seed's algorithm: try the eight knight moves in a fixed order, back up when stuck, no pruning. Correct and exhaustive, but the number of positions it tries grows explosively with the board.",
    }),
    (Algorithm::Warnsdorff, AlgorithmInfo {
        id: "warnsdorff",
        name: "Warnsdorff's rule alone (greedy): may get stuck",
        exact: false,
        traced: true,
        note: "Always moves to the square with the fewest onward moves and never backs up (Warnsdorff 1823). Often finds a tour of a medium board instantly, but gets stuck on many starts and boards; a stuck run proves nothing.",
    }),
];

fn preset(name: &'static str, request: Request) -> Preset {
    Preset { name, request }
}

fn drawn(board: &str, from: Square, closed: bool) -> Request {
    Request {
        puzzle: ID.into(),
        board: Some(board.into()),
        from: Some(from),
        closed: Some(closed),
        ..Request::default()
    }
}

fn sized(rows: u32, cols: u32, from: Square, closed: bool) -> Request {
    Request {
        puzzle: ID.into(),
        rows: Some(rows),
        cols: Some(cols),
        from: Some(from),
        closed: Some(closed),
        ..Request::default()
    }
}

/// An empty `rows × cols` board in the notation.
fn empty_text(rows: usize, cols: usize) -> String {
    vec![".".repeat(cols); rows].join("/")
}

/// The piece that walks the tour ([`Puzzle::walker`]).
const WALKER: Piece = Piece::WhiteKnight;

impl Puzzle for KnightTour {
    fn id(&self) -> &'static str {
        ID
    }

    fn info(&self) -> PuzzleInfo {
        let mut seed = drawn(&empty_text(5, 5), [0, 0], false);
        seed.algorithm = Some("backtrack-seed".into());
        PuzzleInfo {
            id: ID,
            title: "Knight's tour",
            rules: "Move a knight so that it lands on every square of the board exactly once, starting from the marked square. A knight jumps two squares one way and one the other; it may not land on an off square. A closed tour ends one knight move from the start, so that it could go round again.",
            source: "Euler (1759); Schwenk (1991); Parberry (1997); a programmer's essay on backtracking knight's tours (8 × 8, from 16-bit assembler to C)",
            algorithms: algorithm_infos(&ALGORITHMS),
            presets: vec![
                preset("8 × 8 from a corner (open)", drawn(&empty_text(8, 8), [0, 0], false)),
                preset("5 × 5 (open only)", drawn(&empty_text(5, 5), [0, 0], false)),
                preset("6 × 6 closed", drawn(&empty_text(6, 6), [0, 0], true)),
                preset("1,000 × 1,000 closed", sized(1000, 1000, [0, 0], true)),
                preset(
                    "Irregular: 8 × 8 with a hole and cut corners",
                    drawn("##....##/#......#/......../...##.../...##.../......../#......#/##....##", [0, 2], false),
                ),
                preset("Seed: plain backtracking on 5 × 5", seed),
                preset("No tour: 4 × 4 (Conrad et al.)", drawn(&empty_text(4, 4), [0, 0], false)),
                preset(
                    "Camel (1, 3), 8 × 8: no tour (colour-bound)",
                    Request {
                        leaper: Some([1, 3]),
                        ..drawn(&empty_text(8, 8), [0, 0], false)
                    },
                ),
                preset(
                    "Giraffe (1, 4), 9 × 9 (open)",
                    Request {
                        leaper: Some([1, 4]),
                        ..drawn(&empty_text(9, 9), [0, 0], false)
                    },
                ),
            ],
            editor: EditorInfo::new(&['.', '#'], false, vec!["from"], AnswerKind::Path).showing(WALKER.symbol(), "Knight", "Knight"),
            objective: super::Objective::Find,
        }
    }

    /// A white knight walks the tour.
    fn walker(&self) -> Option<Piece> {
        Some(WALKER)
    }

    fn options(&self) -> Vec<OptionInfo> {
        vec![
            OptionInfo::leaper(),
            OptionInfo {
                field: "closed",
                label: "Closed tour",
                kind: OptionKind::Toggle,
                choices: Vec::new(),
                note: "A closed tour ends one knight move from the start, so it could go round again.",
            },
            OptionInfo::mode(
                &MODES,
                "A tour; or the number of tours from the start square, by exhaustive search (boards of at most 36 squares).",
            ),
        ]
    }

    fn fields(&self) -> &'static [&'static str] {
        &["from", "closed", "mode", "trace", "leaper"]
    }

    /// At most [`MAX_SQUARES`] squares, off ones included.
    fn check_size(&self, size: BoardSize) -> Result<(), RequestError> {
        check_cells(size.rows, size.cols)
    }

    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError> {
        let (algorithm, info) = choose(ID, &ALGORITHMS, request, |_| true)?;
        let mode = mode(ID, request, &MODES)?;
        let board = need_board(board)?;
        check_cells(board.rows(), board.cols())?;
        let from = start_square(request, &board)?;
        if mode == Mode::Count {
            if algorithm == Algorithm::Warnsdorff {
                return Err(RequestError::new(
                    "mode \"count\" needs an exhaustive algorithm: Warnsdorff's rule alone never backs up; use divide-and-conquer, warnsdorff-backtrack or backtrack-seed",
                ));
            }
            let on = board.on_squares().take(COUNT_MAX_SQUARES + 1).count();
            if on > COUNT_MAX_SQUARES {
                return Err(RequestError::new(format!(
                    "mode \"count\" is for boards of at most {} on squares; this one has more",
                    grouped(COUNT_MAX_SQUARES)
                )));
            }
        }
        let trace = request.trace.unwrap_or(false);
        if trace && (mode == Mode::Count || !info.traced) {
            return Err(RequestError::new(format!(
                "trace: knight-tour records the search of one tour (mode \"one\"), not {} in mode \"{}\"",
                info.id,
                mode.id()
            )));
        }
        Ok(Box::new(Tour {
            algorithm,
            info,
            board,
            from,
            closed: request.closed.unwrap_or(false),
            mode,
            trace,
        }))
    }
}

/// The tour's start: the request's `from`, which must be an on square of
/// `board`; without one, the board's first on square in row-major order
/// (`[0, 0]` when it is on). A closed tour passes every square, so any
/// start gives the same tours.
///
/// # Errors
/// A `from` outside the board or on an off square; a board without on
/// squares.
pub(super) fn start_square(request: &Request, board: &Board) -> Result<Square, RequestError> {
    let Some(from) = request.from else {
        return board
            .on_squares()
            .next()
            .ok_or_else(|| RequestError::new("board: no square is on: a tour needs at least one"));
    };
    board.check(from).map_err(|e| RequestError::new(format!("from: {e}")))?;
    if !board.is_on(from) {
        return Err(RequestError::new(format!(
            "from: square {} is off the board (a '#' square)",
            at(from)
        )));
    }
    Ok(from)
}

/// Refuses a `rows × cols` board of more than [`MAX_SQUARES`] squares.
fn check_cells(rows: u32, cols: u32) -> Result<(), RequestError> {
    if u64::from(rows) * u64::from(cols) > MAX_SQUARES {
        return Err(RequestError::new(format!(
            "a {} × {} board is too big for knight-tour: at most {} squares (1,000 × 1,000)",
            grouped(rows),
            grouped(cols),
            grouped(MAX_SQUARES)
        )));
    }
    Ok(())
}

/// A knight's-tour request, read.
struct Tour {
    algorithm: Algorithm,
    info: &'static AlgorithmInfo,
    board: Board,
    from: Square,
    closed: bool,
    mode: Mode,
    /// Record the search's moves and retractions.
    trace: bool,
}

impl Instance for Tour {
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        if !self.trace {
            return (*self).search(budget, &mut Recorder::off());
        }
        let mut rec = Recorder::new(true, EVENTS_CAP);
        let cols = self.board.cols();
        let region = Region::of(&self.board);
        let mut a = (*self).search(budget, &mut rec)?;
        let mut t = rec.into_typed();
        // Region cells to board cells `row * cols + col`.
        if let (Some(steps), Some(region)) = (t.typed.as_mut(), region) {
            for e in steps.iter_mut() {
                let [r, c] = region.square(*e >> 4);
                *e = (r * cols + c) << 4 | (*e & 15);
            }
        }
        a.trace = Some(t);
        Ok(a)
    }
}

impl Tour {
    /// Solves, recording into `rec` when the algorithm records.
    fn search(self, budget: &mut Budget<'_>, rec: &mut Recorder) -> Result<Answer, RequestError> {
        let Tour {
            algorithm,
            info,
            board,
            from,
            closed,
            mode,
            trace: _,
        } = self;
        let region = Region::of(&board).ok_or_else(|| RequestError::new("the board has no on square"))?;
        let start = region
            .cell(from)
            .ok_or_else(|| RequestError::new(format!("from: square {} is off the board", at(from))))?;
        let mut stats = Stats {
            algorithm: info.id.to_owned(),
            ..Stats::default()
        };
        if region.count == 1 {
            return Ok(single_square(&region, start, closed, mode, stats));
        }
        if mode == Mode::Count {
            return Ok(count_tours(&region, start, closed, algorithm, budget, stats));
        }
        let found = one_tour(
            algorithm,
            &region,
            &board,
            start,
            closed,
            &mut Meter::new(budget, &mut stats, rec),
        );
        let (found, how) = match found {
            Ok(found) => found,
            Err(NoTour::Unsolvable(reason)) => return Ok(Answer::new(ID, Status::Unsolvable, stats).because(reason)),
            Err(NoTour::Limit(None)) => return Ok(Answer::new(ID, Status::Limit, stats)),
            Err(NoTour::Limit(Some(reason))) => return Ok(Answer::new(ID, Status::Limit, stats).because(reason)),
        };
        if let Found::Tour(tour) = found {
            // Every answer is checked as it is turned into steps: a sequence
            // that is not a tour (a bug) is never claimed.
            let steps = tour_steps(&region, &tour, start, closed);
            debug_assert!(steps.is_some(), "{} answered an invalid tour", info.id);
            let Some(steps) = steps else {
                return Ok(Answer::new(ID, Status::Limit, stats).because(format!(
                    "internal: {} built a sequence that is not a tour; nothing is claimed (please report it)",
                    info.id
                )));
            };
            return Ok(solved(&region, closed, steps, how, stats));
        }
        Ok(answer(&region, start, closed, found, how, stats))
    }
}

/// The answer on a region of one square, the same for every algorithm: no
/// move is needed for an open tour, and none exists for a closed one.
fn single_square(region: &Region, start: u32, closed: bool, mode: Mode, stats: Stats) -> Answer {
    let mut a = if closed {
        Answer::new(ID, Status::Unsolvable, stats).because(format!(
            "no closed tour: a single square has no {} move back to itself",
            region.piece()
        ))
    } else {
        answer(
            region,
            start,
            false,
            Found::Tour(vec![start]),
            "(a single square is a tour of no moves)",
            stats,
        )
    };
    if mode == Mode::Count {
        a.count = Some(Count::from(u64::from(!closed)));
    }
    a
}

/// Why [`one_tour`] stopped without a search's outcome.
enum NoTour {
    /// A theorem proves there is no tour: the proof.
    Unsolvable(String),
    /// Warnsdorff's rule stopped: why, when it got stuck rather than ran
    /// out of budget.
    Limit(Option<String>),
}

/// Runs `algorithm` on `region` (the on squares of `board`) for one tour
/// from `start`: what it found and how, or why it stopped first.
fn one_tour(
    algorithm: Algorithm,
    region: &Region,
    board: &Board,
    start: u32,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> Result<(Found, &'static str), NoTour> {
    match algorithm {
        Algorithm::BacktrackSeed => Ok((
            backtrack::search(region, start, closed, Order::Seed, false, meter).0,
            "found by plain backtracking",
        )),
        Algorithm::Warnsdorff => match backtrack::greedy(region, start, closed, meter) {
            Ok(tour) => Ok((Found::Tour(tour), "found by Warnsdorff's rule without backtracking")),
            Err((_, true)) => Err(NoTour::Limit(None)),
            Err((path, false)) => Err(NoTour::Limit(Some(stuck_reason(region, &path)))),
        },
        Algorithm::WarnsdorffBacktrack => {
            if let Some(reason) = theory::invariant(region)
                .or_else(|| theory::colour(region, start, closed))
                .or_else(|| theory::graph(region, start, closed))
            {
                return Err(NoTour::Unsolvable(reason));
            }
            Ok((
                backtrack::search(region, start, closed, Order::Warnsdorff, false, meter).0,
                "found by backtracking with Warnsdorff's rule",
            ))
        }
        Algorithm::DivideAndConquer => {
            if let Some(reason) = theorems(region, board, start, closed) {
                return Err(NoTour::Unsolvable(reason));
            }
            Ok(best(region, start, closed, meter))
        }
    }
}

/// Why Warnsdorff's rule, stuck at the end of `path`, proves nothing.
fn stuck_reason(region: &Region, path: &[u32]) -> String {
    let at_end = path.last().map_or([0, 0], |&i| region.square(i));
    format!(
        "Warnsdorff's rule got stuck after {} of {} squares, at {}{}; it never backs up, so this proves nothing",
        grouped(path.len()),
        grouped(region.count),
        at(at_end),
        if path.len() == region.count {
            " (not a knight move from the start)"
        } else {
            ""
        }
    )
}

/// The theorems of `theory.rs` that apply to `region` (the on squares of
/// `board`), first proof first.
fn theorems(region: &Region, board: &Board, start: u32, closed: bool) -> Option<String> {
    if let Some(reason) = theory::invariant(region) {
        return Some(reason);
    }
    if region.is_full() && region.leaper.is_knight() {
        let (rows, cols) = (region.rows, region.cols);
        let on_rectangle = if closed {
            theory::schwenk(rows, cols)
        } else {
            theory::conrad(rows, cols)
                .or_else(|| theory::colour(region, start, false))
                .or_else(|| theory::four_rows(region, start))
        };
        if on_rectangle.is_some() || rows.min(cols) >= 5 {
            // The theorems speak of the rectangle of on squares, which is
            // smaller than the board when off squares frame it.
            let (r, c) = (board.rows(), board.cols());
            return if (rows, cols) == (r, c) {
                on_rectangle
            } else {
                on_rectangle.map(|why| {
                    why.replace(
                        &format!("a {} × {} board", grouped(rows), grouped(cols)),
                        &format!(
                            "a {} × {} rectangle (the on squares of this {} × {} board)",
                            grouped(rows),
                            grouped(cols),
                            grouped(r),
                            grouped(c)
                        ),
                    )
                })
            };
        }
    }
    theory::colour(region, start, closed).or_else(|| theory::graph(region, start, closed))
}

/// The default algorithm: divide and conquer on full boards, the exact
/// strip programme on narrow boards, Warnsdorff backtracking otherwise
/// (the first two are the knight's; other leapers backtrack).
///
/// Records into the meter's recorder: divide and conquer its blocks as
/// laid, then the joined tour (`divide.rs`); the backtracking its moves
/// and retractions; the dynamic programming, which records nothing of its
/// own, the tour it found, move by move.
fn best(region: &Region, start: u32, closed: bool, meter: &mut Meter<'_, '_>) -> (Found, &'static str) {
    let (rows, cols) = (region.rows, region.cols);
    let knight = region.leaper.is_knight();
    if knight && region.is_full() && rows.min(cols) >= 5 {
        let built = if theory::schwenk(rows, cols).is_none() {
            divide::closed(rows, cols, start, meter)
        } else {
            divide::open_odd(rows, cols, start, meter)
        };
        match built {
            // Checked with every answer as its steps are made (`tour_steps`):
            // a broken construction (a bug) answers `limit`, never a claim.
            Built::Tour(t) => {
                return (
                    Found::Tour(t),
                    "built by divide and conquer (block tours joined at their borders, after Parberry 1997)",
                );
            }
            Built::Limit => return (Found::Limit, ""),
            // Not expected (the tests build every size up to large ones); the
            // search below still answers correctly.
            Built::Failed(_) => {}
        }
    }
    if knight && rows.min(cols) <= strip::MAX_SIDE {
        let found = strip::tour(region, start, closed, meter);
        if let Found::Tour(tour) = &found {
            for &cell in tour {
                meter.recorder.event(EventKind::Move, cell);
            }
        }
        return (
            found,
            "found by dynamic programming over the squares, which is exhaustive",
        );
    }
    (
        backtrack::search(region, start, closed, Order::Warnsdorff, false, meter).0,
        "found by backtracking with Warnsdorff's rule",
    )
}

/// The steps of `tour` when it visits every on square of `region` once
/// from `start` by knight moves (and, when closed, ends a knight move from
/// the start, the last step going back to it); `None` otherwise. One pass,
/// one coordinate conversion a square: a million-square tour is checked
/// while its steps are made.
fn tour_steps(region: &Region, tour: &[u32], start: u32, closed: bool) -> Option<Vec<Step>> {
    if tour.len() != region.count || tour.first() != Some(&start) {
        return None;
    }
    let knight = |a: Square, b: Square| {
        region
            .leaper
            .leaps(i64::from(a[0]) - i64::from(b[0]), i64::from(a[1]) - i64::from(b[1]))
    };
    let mut seen = vec![0u64; region.cells().div_ceil(64)];
    let mut steps = Vec::with_capacity(tour.len());
    let mut prev: Option<Square> = None;
    for &i in tour {
        let bit = 1u64 << (i % 64);
        match seen.get_mut(i as usize / 64) {
            Some(word) if *word & bit == 0 && region.is_on(i) => *word |= bit,
            _ => return None,
        }
        let here = region.square(i);
        if let Some(from) = prev {
            if !knight(from, here) {
                return None;
            }
            steps.push(Step {
                from,
                to: here,
                over: None,
            });
        }
        prev = Some(here);
    }
    if closed {
        let (last, first) = (prev?, region.square(start));
        if tour.len() < 3 || !knight(last, first) {
            return None;
        }
        steps.push(Step {
            from: last,
            to: first,
            over: None,
        });
    }
    Some(steps)
}

/// A solved answer: the tour's `steps`, with the reason saying how it was
/// found.
fn solved(region: &Region, closed: bool, steps: Vec<Step>, how: &str, stats: Stats) -> Answer {
    let mut a = Answer::new(ID, Status::Solved, stats)
        .with_steps(steps, false)
        .because(format!(
            "{} tour of {} {how}",
            if closed { "closed" } else { "open" },
            plural(region.count, "square")
        ));
    a.optimal = None;
    a
}

/// The answer for a search's outcome.
fn answer(region: &Region, start: u32, closed: bool, found: Found, how: &str, stats: Stats) -> Answer {
    match found {
        Found::Tour(tour) => match tour_steps(region, &tour, start, closed) {
            Some(steps) => solved(region, closed, steps, how, stats),
            None => Answer::new(ID, Status::Limit, stats)
                .because("internal: a sequence that is not a tour; nothing is claimed (please report it)"),
        },
        Found::None => {
            let s = region.square(start);
            Answer::new(ID, Status::Unsolvable, stats).because(format!(
                "exhaustive search: no {} tour from {} exists on this board",
                if closed { "closed" } else { "open" },
                at(s)
            ))
        }
        Found::Limit => Answer::new(ID, Status::Limit, stats),
    }
}

/// `mode: "count"`: the number of directed tours from the start (the
/// request's checks, at most [`COUNT_MAX_SQUARES`] on squares and an
/// exhaustive algorithm, were made when it was read).
fn count_tours(
    region: &Region,
    start: u32,
    closed: bool,
    algorithm: Algorithm,
    budget: &mut Budget<'_>,
    mut stats: Stats,
) -> Answer {
    let order = match algorithm {
        Algorithm::BacktrackSeed => Order::Seed,
        Algorithm::DivideAndConquer | Algorithm::WarnsdorffBacktrack | Algorithm::Warnsdorff => Order::Warnsdorff,
    };
    let (found, n) = backtrack::search(
        region,
        start,
        closed,
        order,
        true,
        &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
    );
    if found == Found::Limit {
        return Answer::new(ID, Status::Limit, stats).because(format!(
            "limit: the budget ran out after counting {} tours; the count is incomplete",
            grouped(n)
        ));
    }
    let s = region.square(start);
    let kind = if closed { "closed" } else { "open" };
    let mut a = answer(region, start, closed, found, "", stats);
    a.count = Some(Count::from(n));
    a.reason = Some(format!(
        "exhaustive search: {} directed {kind} tours start at {}{}",
        grouped(n),
        at(s),
        if closed {
            " (each closed tour counted once per direction)"
        } else {
            ""
        }
    ));
    a
}
