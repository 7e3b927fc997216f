//! `n-queens`: place `n` queens on an `n × n` board so that no two attack
//! each other (share a row, a column or a diagonal); optionally with queens
//! already placed, which must stay, and with off squares.
//!
//! Seed: the backtracking exercise report (docs/SEEDS.md), exercise 1
//! (plain backtracking, row by row, listing every solution), offered here as
//! `backtracking-seed`.
//!
//! # Request
//! - `n` (1 to 1 000 000) for an empty board, or the board as `board` text
//!   (`Q` a queen already placed, `.` empty, `#` off) or `rows` = `cols`
//!   and `off`. Not both.
//! - `mode`: `"one"` (default), `"all"` or `"count"`.
//! - `maxSolutions` (mode `"all"`): how many solutions to return, 1 to
//!   [`MAX_SOLUTIONS`], default [`DEFAULT_MAX_SOLUTIONS`].
//! - `split: [k, of]` (mode `"count"`, algorithm `bitboard`): count only
//!   part `k` of `of` (0 ≤ k < of), so that the page can run the parts in
//!   `of` workers and add the counts. The search is divided into tasks,
//!   numbered in search order, and part `k` searches the tasks whose
//!   number is `k` modulo `of`. On an empty board up to n = 32 a task is
//!   one start constellation ([`constellation`]: 3 206 tasks for n = 16,
//!   so any number of workers a page has stays balanced), past that one
//!   queen of the row where the symmetric count branches out
//!   ([`symmetry`]); with
//!   placed queens or off squares it is a node with two rows filled by the
//!   search ([`search`]). The `reason` says how many tasks there are and
//!   how many the part counted.
//! - `trace: true` (algorithms `bitboard` and `backtracking-seed`, modes
//!   `"one"` and `"all"`): the answer's `trace.steps` lists the queens the
//!   backtracking placed and removed, in order (docs/API.md).
//!
//! # Off squares
//! An off square cannot hold a queen, but queens still attack *through*
//! it: a hole in the board does not block a line. (A blocking rule would be
//! a different puzzle, with more than `n` queens possible.)
//!
//! # Answer
//! - `"one"`: `placement`, the `n` queens (placed ones included) in row
//!   order, and `length` = `n`; or `unsolvable` when the search was
//!   exhaustive (the `reason` says so).
//! - `"all"`: `solutions`, each a placement in row order, in lexicographic
//!   order of the columns row by row (the seed's order); `reason` says
//!   whether more exist than `maxSolutions`. There is no offset: a page
//!   that wants more asks for a larger `maxSolutions`.
//! - `"count"`: `count` (a JSON number, or a decimal string past 2^53).
//!   `unsolvable` with `count` 0 when a whole count finds nothing.
//!
//! # Algorithms
//! In the order `puzzles()` lists them; a request that names none gets the
//! first that takes it: `bitboard` up to `n = 64`, `construction` past
//! that (mode `"one"` on an empty board).
//! - `bitboard`: [`search`], backtracking with bit masks, up to `n = 64`;
//!   counts on an empty board use all eight symmetries of the square:
//!   start constellations up to n = 32 ([`constellation`]), Takaken's
//!   method past that ([`symmetry`]).
//! - `construction`: [`construction`], an explicit solution for every `n`
//!   from 4 up (Hoffman, Loessi & Moore 1969), verified in `O(n)` before it
//!   is returned; `n = 1` is trivial and `n` = 2, 3 are proved unsolvable
//!   by search. Mode `"one"` on an empty board only.
//! - `backtracking-seed`: [`seed`], the seed's algorithm, up to `n = 64`.

mod coach;
pub mod constellation;
pub mod construction;
pub mod search;
pub mod seed;
pub mod symmetry;

mod place;

use super::{
    algorithm_infos, choose, mode, AlgorithmInfo, AnswerKind, EditorInfo, Instance, Mode, OptionInfo, OptionKind,
    Preset, Puzzle, PuzzleInfo,
};
use crate::core::board::{Board, Piece, Square};
use crate::core::request::{Answer, Count, Request, RequestError, Status};
use crate::core::search::trace::{Recorder, EVENTS_CAP};
use crate::core::search::{Budget, Meter, Stats};
use crate::core::words::{at, grouped};
use search::{Bitboard, Found, Goal};

/// The `n-queens` puzzle.
pub struct NQueens;

/// The largest `n` of a request.
pub const MAX_N: u32 = 1_000_000;
/// The largest `n` the searches (`bitboard`, `backtracking-seed`) take.
pub const MAX_SEARCH_N: u32 = search::MAX_N;
/// Solutions returned in mode `"all"` when `maxSolutions` is not given.
pub const DEFAULT_MAX_SOLUTIONS: u32 = 100;
/// The most solutions one answer may hold.
pub const MAX_SOLUTIONS: u32 = 10_000;

const ID: &str = "n-queens";

/// An algorithm of n-queens (ids in [`ALGORITHMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Algorithm {
    /// `bitboard`: backtracking with bit masks.
    Bitboard,
    /// `construction`: the explicit solution.
    Construction,
    /// `backtracking-seed`: the seed's plain backtracking.
    BacktrackingSeed,
}

static ALGORITHMS: [(Algorithm, AlgorithmInfo); 3] = [
    (Algorithm::Bitboard, AlgorithmInfo {
        id: "bitboard",
        name: "Backtracking with bit masks",
        exact: true,
        traced: true,
        note: "Row-by-row backtracking with the attacked columns and diagonals as bit masks (Richards 1997); completes partial placements filling the most constrained row first; counts an empty board from start constellations, one per class of symmetric ones (Preußer & Engelhardt's Q27 method). Up to n = 64.",
    }),
    (Algorithm::Construction, AlgorithmInfo {
        id: "construction",
        name: "Explicit construction",
        exact: true,
        traced: false,
        note: "Writes one solution down directly for any n ≥ 4 (Hoffman, Loessi & Moore 1969; Bernhardsson 1991) and verifies it in O(n): an empty board of 1,000,000 × 1,000,000 in milliseconds. Empty boards and mode \"one\" only.",
    }),
    (Algorithm::BacktrackingSeed, AlgorithmInfo {
        id: "backtracking-seed",
        name: "Plain backtracking (seed)",
        exact: true,
        traced: true,
        note: "The seed's algorithm: rows top to bottom, columns left to right, each new queen compared with every queen above it. No bit masks, no symmetry; for comparing node counts. Up to n = 64.",
    }),
];

/// The modes offered, the default first.
const MODES: [(Mode, &str); 3] = [
    (Mode::One, "One solution"),
    (Mode::All, "All solutions"),
    (Mode::Count, "Count"),
];

/// A validated set-up (not a played [`Position`](crate::core::position::Position)): the side, the queens already placed and the off
/// squares, both in row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Setup {
    n: u32,
    queens: Vec<Square>,
    off: Vec<Square>,
}

impl Setup {
    fn is_empty(&self) -> bool {
        self.queens.is_empty() && self.off.is_empty()
    }

    fn bitboard(&self) -> Bitboard {
        Bitboard::new(self.n, &self.off, &self.queens)
    }
}

fn setup(request: &Request, board: Option<Board>) -> Result<Setup, RequestError> {
    if let Some(n) = request.n {
        if board.is_some() {
            return Err(RequestError::new(
                "give either `n` (an empty n × n board) or the board (`board`, or `rows`, `cols` and `off`), not both",
            ));
        }
        if n == 0 || n > MAX_N {
            return Err(RequestError::new(format!(
                "n: {n} is not allowed: n must be 1 to {}",
                grouped(MAX_N)
            )));
        }
        return Ok(Setup {
            n,
            queens: Vec::new(),
            off: Vec::new(),
        });
    }
    let Some(board) = board else {
        return Err(RequestError::new(
            "no board: give `n` for an empty n × n board, or `board` text",
        ));
    };
    if board.rows() != board.cols() {
        return Err(RequestError::new(format!(
            "board: n-queens needs an n × n board, not {} × {}",
            board.rows(),
            board.cols()
        )));
    }
    let n = board.rows();
    let mut queens = Vec::new();
    for (s, p) in board.pieces() {
        if p != Piece::Queen {
            return Err(RequestError::new(format!(
                "board: square {}: n-queens takes only queens (Q), not '{}'",
                at(s),
                p.symbol()
            )));
        }
        queens.push(s);
    }
    if let Some((a, b)) = attacking_pair(n, &queens) {
        return Err(RequestError::new(format!(
            "board: the queens on {} and {} attack each other",
            at(a),
            at(b)
        )));
    }
    let off = board.off_squares().collect();
    Ok(Setup { n, queens, off })
}

/// The first two queens (in row-major order of the later one) that share a
/// row, a column or a diagonal.
fn attacking_pair(n: u32, queens: &[Square]) -> Option<(Square, Square)> {
    if queens.len() < 2 {
        // Nothing to compare (and no lines of a 10 000-square side to mark).
        return None;
    }
    let n = n as usize;
    let mut row = vec![None; n];
    let mut col = vec![None; n];
    let mut down = vec![None; 2 * n];
    let mut up = vec![None; 2 * n];
    for &q in queens {
        let (r, c) = (q[0] as usize, q[1] as usize);
        for (seen, i) in [
            (&mut row, r),
            (&mut col, c),
            (&mut down, r + c),
            (&mut up, c + n - 1 - r),
        ] {
            if let Some(p) = seen.get(i).copied().flatten() {
                return Some((p, q));
            }
            if let Some(slot) = seen.get_mut(i) {
                *slot = Some(q);
            }
        }
    }
    None
}

/// A placement in row order from the queen's column in each row.
fn squares(cols: &[u32]) -> Vec<Square> {
    cols.iter().enumerate().map(|(r, &c)| [r as u32, c]).collect()
}

fn preset(name: &'static str, request: Request) -> Preset {
    Preset { name, request }
}

fn drawn(board: &str, mode: Option<&str>) -> Request {
    Request {
        puzzle: ID.into(),
        board: Some(board.into()),
        mode: mode.map(Into::into),
        ..Request::default()
    }
}

fn sized(n: u32, mode: Option<&str>) -> Request {
    Request {
        puzzle: ID.into(),
        n: Some(n),
        mode: mode.map(Into::into),
        ..Request::default()
    }
}

const EMPTY_8: &str = "......../......../......../......../......../......../......../........";

impl Puzzle for NQueens {
    fn id(&self) -> &'static str {
        ID
    }

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: ID,
            title: "N queens",
            rules: "Place n queens on an n × n board so that no two attack each other: no two share a row, a column or a diagonal. Queens already on the board must stay; off squares cannot hold a queen, but queens attack across them.",
            source: "Bezzel (1848); a course exercise report (“Backtracking”, 2023): n-queens by backtracking, all solutions",
            algorithms: algorithm_infos(&ALGORITHMS),
            presets: vec![
                preset("8 × 8", drawn(EMPTY_8, None)),
                preset(
                    "8 × 8, the four centre squares off",
                    drawn("......../......../......../...##.../...##.../......../......../........", None),
                ),
                preset(
                    "Complete three queens, 8 × 8",
                    drawn("..Q...../......../......../......../Q......./......../.......Q/........", None),
                ),
                preset("8 × 8: all 92 solutions", drawn(EMPTY_8, Some("all"))),
                preset("Count the solutions, 12 × 12", sized(12, Some("count"))),
                preset("n = 1,000,000", sized(1_000_000, None)),
            ],
            editor: EditorInfo::new(&['Q', '.', '#'], false, Vec::new(), AnswerKind::Placement).square(),
            objective: super::Objective::Count,
        }
    }

    /// Every on square sharing a row, a column or a diagonal with a queen
    /// (queens attack across off squares, see the module docs); a queen's
    /// own square only when another queen attacks it.
    fn attacked(&self, board: &Board) -> Vec<Square> {
        use rustc_hash::FxHashMap;
        let queens: Vec<Square> = board
            .pieces()
            .filter(|&(_, p)| p == Piece::Queen)
            .map(|(s, _)| s)
            .collect();
        if queens.is_empty() {
            return Vec::new();
        }
        // Queens on each line: rows, columns, diagonals r − c and r + c.
        let lines = |s: Square| {
            [
                (0u8, i64::from(s[0])),
                (1, i64::from(s[1])),
                (2, i64::from(s[0]) - i64::from(s[1])),
                (3, i64::from(s[0]) + i64::from(s[1])),
            ]
        };
        let mut on_line: FxHashMap<(u8, i64), u32> = FxHashMap::default();
        for &q in &queens {
            for line in lines(q) {
                *on_line.entry(line).or_insert(0) += 1;
            }
        }
        let is_queen = |s: Square| board.get(s) == crate::core::board::Cell::Piece(Piece::Queen);
        board
            .on_squares()
            .filter(|&s| {
                let own = u32::from(is_queen(s));
                lines(s)
                    .into_iter()
                    .any(|line| on_line.get(&line).copied().unwrap_or(0) > own)
            })
            .collect()
    }

    fn options(&self) -> Vec<OptionInfo> {
        vec![
            OptionInfo::mode(
                &MODES,
                "One solution; all solutions (listed, paged with maxSolutions); or only their number.",
            ),
            OptionInfo {
                field: "split",
                label: "Count in parallel parts",
                kind: OptionKind::Split,
                choices: Vec::new(),
                note: "A count with algorithm \"bitboard\" may run as `split: [k, of]` parts, one per worker; the parts' counts add up to the whole.",
            },
        ]
    }

    fn fields(&self) -> &'static [&'static str] {
        &["n", "mode", "maxSolutions", "split", "trace"]
    }

    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError> {
        let mode = mode(ID, request, &MODES)?;
        let pos = setup(request, board)?;
        let (algorithm, info) = choose(ID, &ALGORITHMS, request, |a| match a {
            Algorithm::Bitboard | Algorithm::BacktrackingSeed => pos.n <= MAX_SEARCH_N,
            Algorithm::Construction => mode == Mode::One && pos.is_empty(),
        })?;
        let split = match request.split {
            Some(_) if mode != Mode::Count || algorithm != Algorithm::Bitboard => {
                return Err(RequestError::new(
                    "split: a count is split only in mode \"count\" with algorithm \"bitboard\"",
                ))
            }
            Some([k, of]) => Some((k, of)),
            None => None,
        };
        let trace = request.trace.unwrap_or(false);
        if trace && (mode == Mode::Count || algorithm == Algorithm::Construction) {
            return Err(RequestError::new(
                "trace: n-queens records its backtracking (\"bitboard\" or \"backtracking-seed\") in modes \"one\" and \"all\"",
            ));
        }
        if algorithm == Algorithm::Construction {
            check_construction(&pos, mode)?;
        } else if pos.n > MAX_SEARCH_N {
            return Err(RequestError::new(format!(
                "n = {}: {} searches boards up to n = {MAX_SEARCH_N}; an empty board of any size up to {} has an explicit solution (mode \"one\", algorithm \"construction\")",
                pos.n,
                info.id,
                grouped(MAX_N)
            )));
        }
        let goal = match mode {
            Mode::One => Goal::One,
            Mode::All => {
                let max = request.max_solutions.unwrap_or(DEFAULT_MAX_SOLUTIONS);
                if max == 0 || max > MAX_SOLUTIONS {
                    return Err(RequestError::new(format!(
                        "maxSolutions: {max} is not allowed: use 1 to {}",
                        grouped(MAX_SOLUTIONS)
                    )));
                }
                Goal::All { max: max as usize }
            }
            Mode::Count => Goal::Count { split },
        };
        Ok(Box::new(Queens {
            algorithm,
            info,
            mode,
            goal,
            split,
            pos,
            node_limit: request.node_limit(),
            trace,
        }))
    }
}

/// An n-queens request, read.
struct Queens {
    algorithm: Algorithm,
    info: &'static AlgorithmInfo,
    mode: Mode,
    goal: Goal,
    split: Option<(u32, u32)>,
    pos: Setup,
    /// The request's node limit, which the symmetric counts check at
    /// their clock checks.
    node_limit: u64,
    /// Record the backtracking's place and remove events.
    trace: bool,
}

impl Instance for Queens {
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let Queens {
            algorithm,
            info,
            mode,
            goal,
            split,
            pos,
            node_limit,
            trace,
        } = *self;
        let mut rec = if trace {
            Recorder::new(true, EVENTS_CAP)
        } else {
            Recorder::off()
        };
        let mut stats = Stats {
            algorithm: info.id.to_owned(),
            ..Stats::default()
        };
        match algorithm {
            Algorithm::Construction => construct(&pos, budget, stats),
            Algorithm::Bitboard
                if mode == Mode::Count
                    && pos.is_empty()
                    && (constellation::MIN_N..=constellation::MAX_N).contains(&pos.n) =>
            {
                let Ok(tally) =
                    constellation::count(pos.n, split, node_limit, &mut Meter::new(budget, &mut stats, &mut rec))
                else {
                    return Ok(Answer::new(ID, Status::Limit, stats));
                };
                let how = "counted by backtracking from each start constellation (the queens on the four border lines), one constellation per class of symmetric ones, weighted by the class's size";
                Ok(counted(tally.count, split, tally.tasks, tally.counted, how, stats))
            }
            Algorithm::Bitboard if mode == Mode::Count && pos.is_empty() && pos.n >= symmetry::MIN_N => {
                let Ok(tally) =
                    symmetry::count_symmetric(pos.n, split, node_limit, &mut Meter::new(budget, &mut stats, &mut rec))
                else {
                    return Ok(Answer::new(ID, Status::Limit, stats));
                };
                let how = "counted by backtracking once per class of symmetric solutions (rotations and reflections of the board, Takaken's method), each class weighted by its size";
                Ok(counted(tally.count, split, tally.tasks, tally.counted, how, stats))
            }
            Algorithm::Bitboard => {
                let found = search::search(&pos.bitboard(), goal, &mut Meter::new(budget, &mut stats, &mut rec));
                Ok(traced(answer(found, mode, split, stats), trace, rec))
            }
            Algorithm::BacktrackingSeed => {
                let found = seed::search(&pos.bitboard(), goal, &mut Meter::new(budget, &mut stats, &mut rec));
                Ok(traced(answer(found, mode, split, stats), trace, rec))
            }
        }
    }
}

/// `answer` with the recorded events when the request asked for a trace.
fn traced(answer: Answer, trace: bool, rec: Recorder) -> Answer {
    Answer {
        trace: trace.then(|| rec.into_typed()),
        ..answer
    }
}

/// Refuses what the construction does not take: another mode, or queens
/// or off squares on the board.
fn check_construction(pos: &Setup, mode: Mode) -> Result<(), RequestError> {
    if mode != Mode::One {
        return Err(RequestError::new(
            "algorithm \"construction\" gives one solution: use mode \"one\", or algorithm \"bitboard\" to list or count",
        ));
    }
    if !pos.is_empty() {
        return Err(RequestError::new(format!(
            "algorithm \"construction\" solves only the empty board, and this one has {} queens placed and {} off squares: use algorithm \"bitboard\"",
            grouped(pos.queens.len()),
            grouped(pos.off.len())
        )));
    }
    Ok(())
}

/// Mode `"one"` on an empty board by the explicit construction
/// ([`check_construction`] was passed). Its three linear passes (writing
/// the columns down, verifying them, listing the squares) each count
/// against the budget before they run ([`Budget::work`]: a node per
/// [`Budget::WORK_ITEMS_PER_NODE`] queens, and the clock), so n = 10⁶
/// stops within `limits.nodes` as within `limits.millis`.
fn construct(pos: &Setup, budget: &mut Budget<'_>, mut stats: Stats) -> Result<Answer, RequestError> {
    let work = u64::from(pos.n).div_ceil(Budget::WORK_ITEMS_PER_NODE);
    let phase = |budget: &mut Budget<'_>, what: &str| {
        budget.work(work, false, || {
            format!("{what} of the explicit construction for n = {}", grouped(pos.n))
        })
    };
    if pos.n > 3 && phase(budget, "writing down the columns").is_err() {
        return Ok(Answer::new(ID, Status::Limit, stats));
    }
    let Some(cols) = construction::construct(pos.n) else {
        // n = 2 or 3: prove it by search.
        let found = search::search(
            &pos.bitboard(),
            Goal::One,
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
        );
        return Ok(answer(found, Mode::One, None, stats));
    };
    if phase(budget, "verifying the queens").is_err() {
        return Ok(Answer::new(ID, Status::Limit, stats));
    }
    if let Err((a, b)) = construction::verify(&cols) {
        return Err(RequestError::new(format!(
            "internal: the construction for n = {} failed its check (rows {} and {} attack each other); please report it",
            pos.n,
            a + 1,
            b + 1
        )));
    }
    stats.generated = u64::from(pos.n);
    if phase(budget, "listing the squares").is_err() {
        return Ok(Answer::new(ID, Status::Limit, stats));
    }
    let rule = match pos.n % 6 {
        2 => "n mod 6 = 2: even columns, then 3, 1, 7, 9, …, 5",
        3 => "n mod 6 = 3: 4, 6, …, 2, then 5, 7, …, 1, 3",
        _ => "even columns, then odd columns",
    };
    Ok(Answer {
        placement: Some(squares(&cols)),
        length: Some(u64::from(pos.n)),
        ..Answer::new(ID, Status::Solved, stats)
    }
    .because(format!(
        "explicit construction (Hoffman, Loessi & Moore 1969; {rule}, counting columns from 1), verified: no two queens share a column or a diagonal"
    )))
}

fn counted(count: u128, split: Option<(u32, u32)>, tasks: u64, mine: u64, how: &str, stats: Stats) -> Answer {
    let (status, reason) = match split {
        Some((k, of)) => (
            Status::Solved,
            format!(
                "part {k} of {of}: {} of the {} tasks, {how}; add the counts of all {of} parts for the total",
                grouped(mine),
                grouped(tasks)
            ),
        ),
        None if count == 0 => (Status::Unsolvable, format!("no solution: {how}")),
        None => (Status::Solved, how.to_owned()),
    };
    Answer {
        count: Some(Count(count)),
        ..Answer::new(ID, status, stats)
    }
    .because(reason)
}

/// The answer of a search.
fn answer(found: Found, mode: Mode, split: Option<(u32, u32)>, stats: Stats) -> Answer {
    if found.limit {
        let kept = found.solutions.len();
        let mut a = Answer::new(ID, Status::Limit, stats);
        if mode == Mode::All && kept > 0 {
            a.solutions = Some(found.solutions.iter().map(|s| squares(s)).collect());
            a.reason = Some(format!(
                "limit: the budget ran out after {} solutions (returned, each valid); there may be more",
                grouped(kept)
            ));
        }
        return a;
    }
    match mode {
        Mode::One => match found.solutions.first() {
            Some(cols) => Answer {
                placement: Some(squares(cols)),
                length: Some(cols.len() as u64),
                ..Answer::new(ID, Status::Solved, stats)
            },
            None => Answer::new(ID, Status::Unsolvable, stats)
                .because("every placement was tried: none puts a queen in every row without two attacking"),
        },
        Mode::All => {
            let k = found.solutions.len();
            let (status, reason) = match (k, found.more) {
                (0, _) => (Status::Unsolvable, "no solution: every placement was tried".to_owned()),
                (_, true) => (
                    Status::Solved,
                    format!("the first {} solutions; more exist (raise maxSolutions)", grouped(k)),
                ),
                (_, false) => (Status::Solved, format!("all {} solutions", grouped(k))),
            };
            Answer {
                solutions: Some(found.solutions.iter().map(|s| squares(s)).collect()),
                ..Answer::new(ID, status, stats)
            }
            .because(reason)
        }
        Mode::Count => counted(
            found.count,
            split,
            found.tasks,
            found.counted,
            "counted by exhaustive backtracking (no symmetry assumed)",
            stats,
        ),
    }
}

/// Solutions of n-queens for n = 0..=16 (OEIS A000170), for the tests.
#[cfg(test)]
pub(crate) const KNOWN: [u128; 17] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365_596, 2_279_184, 14_772_512,
];

#[cfg(test)]
mod tests;
