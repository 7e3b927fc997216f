//! The request and answer of the JS API (docs/API.md), as Rust types.
//!
//! Field names are camelCase on the wire (`maxSolutions`), squares are
//! `[row, col]` arrays. Unknown fields are refused, so a misspelt option
//! is an error rather than silently ignored: by serde when a [`Request`] is
//! deserialised natively, and by the JS API's reader (`src/api/read.rs`)
//! with the nearest known field suggested and every value's kind, length
//! and range checked.

use serde::{Deserialize, Serialize};

use super::board::{Board, Grid, Leaper, Square};
pub use super::error::RequestError;
use super::notation;
pub use super::random_off::RandomOff;
use super::search::trace::Trace;
use super::search::{vec_bytes, Budget, LimitReached, Stats};
use super::words::grouped;

/// The budget of expanded states when a request sets none: no ceiling,
/// so that a search runs until it ends or its time ([`DEFAULT_MILLIS`]) or
/// memory runs out. A state costs from a few nanoseconds (an n-queens
/// count: about 250 M states a second) to microseconds (a peg-solitaire
/// proof), so no one number of states fits every request: a 20 M ceiling
/// stopped the n = 15 count after a tenth of a second and the English
/// board's fewest-moves proof a few hundred thousand states before its
/// end (issue 27). `limits.nodes` still sets one, for results that do not
/// depend on the machine's speed.
pub const DEFAULT_NODES: u64 = u64::MAX;
/// Default budget of milliseconds when a request sets none: what a person
/// waits for an answer at most; every search without `limits` ends within
/// it (or within its memory ceiling) and says `limit` when it runs out.
pub const DEFAULT_MILLIS: f64 = 60_000.0;

/// A request to solve one puzzle position.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// The puzzle's id, e.g. `"knight-swap"`.
    pub puzzle: String,
    /// The position in the notation of docs/NOTATION.md.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Rows, for boards given by size instead of notation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rows: Option<u32>,
    /// Columns, for boards given by size instead of notation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cols: Option<u32>,
    /// Off squares, for boards given by size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub off: Option<Vec<Square>>,
    /// The grid; square by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grid: Option<Grid>,
    /// The algorithm's id; the puzzle's fastest exact one by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub algorithm: Option<String>,
    /// Search budget; finite defaults always apply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<Limits>,
    /// Target position, in notation: knight swap's goal (the colours
    /// exchanged by default); peg solitaire's exact pegs to leave (instead
    /// of `finish`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<String>,
    /// Start square: knight path (default `[0, 0]`), knight's tour
    /// (default the board's first on square in row-major order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Square>,
    /// Target square (knight path).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Square>,
    /// A seeded random set of off squares for boards given by size, added
    /// to `off` (knight path only: its large presets).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub random_off: Option<RandomOff>,
    /// Squares kept on, whatever `off` and `randomOff` say: with
    /// `randomOff`, the seeded walls a user took away (a seeded board
    /// edited is `randomOff` plus its edits, `off` and `on`, never every
    /// wall). Knight path only, as `randomOff`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<Vec<Square>>,
    /// Record the search for watching it: the answer's `trace` lists, for
    /// the knight path, what entered the frontier and what was expanded, in
    /// order, or a heat map on large boards; for n-queens, the knight's tour
    /// and peg solitaire, typed events (place, remove, move, retract, jump,
    /// undo…; see [`Trace`]). Only algorithms whose
    /// [`AlgorithmInfo::traced`](super::puzzles::AlgorithmInfo) holds record;
    /// the puzzles without one refuse the field, naming it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trace: Option<bool>,
    /// Closed tour wanted (knight's tour).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed: Option<bool>,
    /// Board side for n-queens on an empty board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<u32>,
    /// `"one"`, `"all"` or `"count"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// Most solutions to return in mode `"all"` (n-queens): 1 to 10 000,
    /// 100 by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_solutions: Option<u32>,
    /// Mode `"count"` split across workers: `[k, of]` counts only part `k`
    /// (0-based) of `of` equal-rule parts; the `of` answers add up to the
    /// whole count. Each puzzle documents how it divides the search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<[u32; 2]>,
    /// Peg solitaire finish: `"anywhere"`, `"start"` or a square.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finish: Option<Finish>,
    /// Peg solitaire: minimise `"jumps"` or `"moves"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimize: Option<String>,
    /// Peg solitaire on a square grid: `true` adds the two diagonal
    /// directions to the four straight ones (some boards allow them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagonal: Option<bool>,
    /// Peg solitaire: `true` goes on from where the last search of the
    /// same request (every field the same but `limits` and `resume`)
    /// stopped when its budget ran out, keeping its table of failing
    /// positions, the bound it had proved and the solution in hand, if this
    /// thread (the worker) still holds them; otherwise the search starts
    /// over and its `reason` says so. Give it larger `limits` than before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resume: Option<bool>,
    /// Knight path, knight's tour, knight swap, non-attacking knights: the
    /// piece is the `[a, b]`-leaper, jumping `a` squares one way and `b`
    /// the other (`0 ≤ a ≤ b`, `1 ≤ b ≤ 7`); `[1, 2]`, the knight, by
    /// default ([`Leaper`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leaper: Option<[u32; 2]>,
}

/// Where the last peg of peg solitaire must stand: `"anywhere"`,
/// `"start"` (the hole that was empty at the start), or a given square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Finish {
    /// `"anywhere"` or `"start"`.
    Word(String),
    /// A given hole.
    Square(Square),
}

/// A search budget. Missing fields take the defaults
/// ([`DEFAULT_NODES`], [`DEFAULT_MILLIS`],
/// [`DEFAULT_MEMORY_MB`](super::search::DEFAULT_MEMORY_MB)). Its wire fields
/// are [`Limits::FIELDS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// Most states to expand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// Most milliseconds to spend.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub millis: Option<f64>,
    /// Most memory the request's tables may take, in MB (10^6 bytes); 512
    /// by default. Wire name `memoryMb`. Each algorithm estimates what it
    /// needs before allocating: a request past the ceiling answers `limit`
    /// with the estimate in its `reason` (see
    /// [`Budget`]).
    #[serde(default, rename = "memoryMb", skip_serializing_if = "Option::is_none")]
    pub memory_mb: Option<f64>,
}

impl Limits {
    /// The fields of `limits`, by wire name.
    pub const FIELDS: &'static [&'static str] = &["nodes", "millis", "memoryMb"];
}

/// How an answer ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A solution is given.
    Solved,
    /// Proved that no solution exists (see the answer's `reason`).
    Unsolvable,
    /// The budget ran out; nothing is claimed.
    Limit,
}

/// One move or jump: a piece goes from `from` to `to`, removing the piece on
/// `over` if any (peg solitaire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// Square the piece leaves.
    pub from: Square,
    /// Square the piece lands on.
    pub to: Square,
    /// Square of the jumped piece, which is removed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<Square>,
}

/// A number of solutions (mode `"count"`). On the wire it is a JSON number
/// when at most 2^53 (exact in a JS number) and a decimal string past that,
/// so no count is ever rounded (docs/API.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Count(pub u128);

impl Count {
    /// The largest count sent as a JSON number, 2^53.
    pub const MAX_NUMBER: u128 = 1 << 53;
}

impl From<u64> for Count {
    fn from(n: u64) -> Count {
        Count(u128::from(n))
    }
}

impl super::words::Whole for Count {}

impl std::fmt::Display for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Serialize for Count {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match u64::try_from(self.0) {
            Ok(n) if self.0 <= Count::MAX_NUMBER => serializer.serialize_u64(n),
            _ => serializer.collect_str(&self.0),
        }
    }
}

/// The answer to a [`Request`].
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// The puzzle's id.
    pub puzzle: String,
    /// Solved, proved unsolvable, or out of budget.
    pub status: Status,
    /// Whether the length or size is proved best.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optimal: Option<bool>,
    /// Moves and jumps, in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<Step>>,
    /// Placement puzzles: the squares of the placement.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub placement: Option<Vec<Square>>,
    /// Mode `"all"`: one placement per solution, in the order found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<Vec<Square>>>,
    /// Mode `"count"`: how many solutions (see [`Count`] for the wire form).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<Count>,
    /// Length of `steps`, or the placement's size; for peg solitaire the
    /// measure minimised (`minimize`): its `moves` or its `jumps`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<u64>,
    /// Peg solitaire: the moves of `steps` (a peg's chain of jumps is one
    /// move).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<u64>,
    /// Peg solitaire: the jumps of `steps` (each step is one jump).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jumps: Option<u64>,
    /// Why the answer is what it is: the proof of `unsolvable`, the
    /// theorem used, or which limit ran out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// BFS only: how many states were first reached at each depth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depths: Option<Vec<u64>>,
    /// The search recorded step by step, when the request asked for `trace`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Trace>,
    /// What the search did.
    pub stats: Stats,
}

impl Answer {
    /// An answer with `status` and `stats` and nothing else.
    #[must_use]
    pub fn new(puzzle: &str, status: Status, stats: Stats) -> Answer {
        Answer {
            puzzle: puzzle.to_owned(),
            status,
            optimal: None,
            steps: None,
            placement: None,
            solutions: None,
            count: None,
            length: None,
            moves: None,
            jumps: None,
            reason: None,
            depths: None,
            trace: None,
            stats,
        }
    }

    /// A solved answer with `steps`.
    #[must_use]
    pub fn with_steps(mut self, steps: Vec<Step>, optimal: bool) -> Answer {
        self.length = Some(steps.len() as u64);
        self.steps = Some(steps);
        self.optimal = Some(optimal);
        self
    }

    /// Adds a reason.
    #[must_use]
    pub fn because(mut self, reason: impl Into<String>) -> Answer {
        self.reason = Some(reason.into());
        self
    }
}

/// The budget of `request`: its `limits` (the defaults where it sets none),
/// the time limit `millis`, the memory the request itself holds (its
/// listed walls, its board text) counted against `limits.memoryMb`. What
/// [`solve`](super::solve), [`position_after`](super::entry::position_after) and
/// [`advise`](super::entry::advise) set up and
/// search within.
///
/// # Errors
/// A [`RequestError`] for a `limits.memoryMb` that is not a positive number.
pub fn budget_of<'a>(request: &Request, millis: f64) -> Result<Budget<'a>, RequestError> {
    Ok(Budget::new(request.node_limit(), millis)
        .with_memory(request.memory_limit()?.saturating_sub(request.input_bytes())))
}

impl Request {
    /// The board of the request: parsed from `board`, or built from `rows`,
    /// `cols` and `off`.
    ///
    /// # Errors
    /// A [`RequestError`] naming the fault: a notation error with its row
    /// and column, a missing size, an off square outside the board.
    pub fn board(&self) -> Result<Board, RequestError> {
        self.board_drawn(None)
    }

    /// [`Request::board`], the `randomOff` walls taken from `walls` when
    /// given (already drawn elsewhere, a bit set laid out as
    /// [`Board::off_words`]: [`super::random_off::add_drawn_walls`] checks
    /// them against the seed) instead of drawn here.
    ///
    /// # Errors
    /// As for [`Request::board`]; also `walls` given for a request without
    /// `randomOff`, or walls that are not the seed's.
    pub fn board_drawn(&self, walls: Option<&[u64]>) -> Result<Board, RequestError> {
        let mut board = self.plain_board()?;
        match (self.random_off, walls) {
            (Some(random), None) => super::random_off::random_off(&mut board, random)?,
            (Some(random), Some(words)) => super::random_off::add_drawn_walls(&mut board, random, words)?,
            (None, Some(_)) => {
                return Err(RequestError::new(
                    "walls drawn for a request without `randomOff`: there is no seed they could be the walls of",
                ))
            }
            (None, None) => return Ok(board),
        }
        self.keep_on(&mut board)?;
        Ok(board)
    }

    /// [`Request::board`] within `budget`: the `randomOff` walls drawn as
    /// a search's set-up draws them ([`super::random_off::draw_walls`]: their
    /// memory asked first, then a row at a time, each row counted against
    /// the clock and the nodes). `Ok(Err(LimitReached))` when the budget
    /// ran out (its [`Budget::set_up_reason`] says where).
    ///
    /// # Errors
    /// As for [`Request::board`].
    pub fn board_within(&self, budget: &mut Budget<'_>) -> Result<Result<Board, LimitReached>, RequestError> {
        let mut board = self.plain_board()?;
        if let Some(random) = self.random_off {
            if let Err(limit) = super::random_off::draw_walls(&mut board, random, budget)? {
                return Ok(Err(limit));
            }
            self.keep_on(&mut board)?;
        }
        Ok(Ok(board))
    }

    /// The off squares of the request's board ([`Request::board`]) as
    /// row-major cell indices `row * cols + col`, increasing, made within
    /// `budget`: the `randomOff` walls drawn ([`Request::board_within`]),
    /// then listed with the clock
    /// read and the work counted against the nodes every 4 096 squares,
    /// the list's memory (12 bytes a square at worst) asked first.
    /// `Ok(Err(LimitReached))` when the budget ran out (its
    /// [`Budget::set_up_reason`] says where).
    ///
    /// # Errors
    /// As for [`Request::board`].
    pub fn off_cells(&self, budget: &mut Budget<'_>) -> Result<Result<Vec<u32>, LimitReached>, RequestError> {
        const CHUNK: usize = 4_096;
        let board = match self.board_within(budget)? {
            Ok(board) => board,
            Err(limit) => return Ok(Err(limit)),
        };
        let squares = board.len();
        let mut cells: Vec<u32> = Vec::new();
        for sq in board.off_squares() {
            if cells.len() % CHUNK == 0 {
                let more = (cells.len() + CHUNK) as u64 * vec_bytes::<u32>();
                let during = || {
                    format!(
                        "listing the off squares ({} listed, of {} squares)",
                        grouped(cells.len()),
                        grouped(squares)
                    )
                };
                if let Err(limit) = budget
                    .reserve(more, "the list of off squares (4 bytes a square)")
                    .and_then(|()| budget.work(CHUNK as u64 / Budget::WORK_ITEMS_PER_NODE, true, during))
                {
                    return Ok(Err(limit));
                }
            }
            cells.push(board.index(sq));
        }
        Ok(Ok(cells))
    }

    /// Turns the squares of `on` back on (after the `randomOff` walls are
    /// drawn: `on` wins over `off` and `randomOff`).
    ///
    /// # Errors
    /// A [`RequestError`] naming `on[i]` for a square outside the board.
    pub fn keep_on(&self, board: &mut Board) -> Result<(), RequestError> {
        for (i, &sq) in self.on.iter().flatten().enumerate() {
            board
                .check(sq)
                .map_err(|e| RequestError::new(format!("on[{i}]: {e}")))?;
            if !board.is_on(sq) {
                board
                    .set(sq, super::board::Cell::Empty)
                    .map_err(|e| RequestError::new(format!("on[{i}]: {e}")))?;
            }
        }
        Ok(())
    }

    /// [`Request::board`] without the `randomOff` walls: what can be read
    /// without drawing anything (the knight path draws them in its set-up).
    ///
    /// # Errors
    /// As for [`Request::board`].
    pub fn plain_board(&self) -> Result<Board, RequestError> {
        self.plain_board_with(&notation::CELLS)
    }

    /// [`Request::plain_board`] whose `board` text may hold only `cells`
    /// (a puzzle's palette, `core::parse`): another character is refused
    /// with its row and column and the list of `cells`.
    ///
    /// # Errors
    /// As for [`Request::board`].
    pub fn plain_board_with(&self, cells: &[char]) -> Result<Board, RequestError> {
        let mut board = self.cells_with(cells)?;
        board.set_leaper(self.leaper()?);
        Ok(board)
    }

    /// The request's `leaper`, the knight when it gives none.
    ///
    /// # Errors
    /// "leaper: [3, 2] is not a leaper: give [a, b] with 0 ≤ a ≤ b and
    /// 1 ≤ b ≤ 7 …".
    pub fn leaper(&self) -> Result<Leaper, RequestError> {
        self.leaper.map_or(Ok(Leaper::KNIGHT), |[a, b]| {
            Leaper::new(a, b).map_err(|e| RequestError::new(format!("leaper: {e}")))
        })
    }

    /// [`Request::plain_board_with`] before the leaper is set.
    fn cells_with(&self, cells: &[char]) -> Result<Board, RequestError> {
        let grid = self.grid.unwrap_or_default();
        if let Some(text) = &self.board {
            if self.rows.is_some()
                || self.cols.is_some()
                || self.off.is_some()
                || self.random_off.is_some()
                || self.on.is_some()
            {
                return Err(RequestError::new(
                    "give the board either as `board` text or as `rows`, `cols` and `off`, not both",
                ));
            }
            return notation::parse_cells(text, grid, cells).map_err(|e| RequestError::new(format!("board: {e}")));
        }
        let (Some(rows), Some(cols)) = (self.rows, self.cols.or((grid == Grid::Triangle).then_some(0))) else {
            return Err(RequestError::new("no board: give `board` text, or `rows` and `cols`"));
        };
        let mut board = Board::with_grid(grid, rows, cols).map_err(|e| RequestError::new(e.to_string()))?;
        for (i, &sq) in self.off.iter().flatten().enumerate() {
            board
                .set(sq, super::board::Cell::Off)
                .map_err(|e| RequestError::new(format!("off[{i}]: {e}")))?;
        }
        self.keep_on(&mut board)?;
        Ok(board)
    }

    /// About how many bytes the request itself holds in memory: its listed
    /// off squares (8 bytes each, read through a copy as long) and its
    /// board and goal texts. [`crate::core::solve`] counts them against
    /// the memory ceiling.
    #[must_use]
    pub fn input_bytes(&self) -> u64 {
        let off = (self.off.as_ref().map_or(0, Vec::len) + self.on.as_ref().map_or(0, Vec::len)) as u64 * 16;
        let text = self.board.as_ref().map_or(0, String::len) + self.goal.as_ref().map_or(0, String::len);
        off + text as u64
    }

    /// The budget's expanded-state limit ([`DEFAULT_NODES`], no ceiling,
    /// when `limits.nodes` is not given).
    #[must_use]
    pub fn node_limit(&self) -> u64 {
        self.limits.and_then(|l| l.nodes).unwrap_or(DEFAULT_NODES)
    }

    /// The memory ceiling in bytes (`limits.memoryMb`, 512 MB by default).
    ///
    /// # Errors
    /// A [`RequestError`] when `memoryMb` is not a positive finite number.
    pub fn memory_limit(&self) -> Result<u64, RequestError> {
        let mb = self
            .limits
            .and_then(|l| l.memory_mb)
            .unwrap_or(super::search::DEFAULT_MEMORY_MB);
        if mb.is_finite() && mb > 0.0 {
            Ok((mb * 1e6) as u64)
        } else {
            Err(RequestError::new(format!(
                "limits.memoryMb: {mb} is not a positive number of megabytes"
            )))
        }
    }

    /// The budget's time limit in milliseconds ([`Request::check_common_numbers`]
    /// refuses NaN and negatives; should one get past, it reads as 0).
    #[must_use]
    pub fn millis_limit(&self) -> f64 {
        let m = self.limits.and_then(|l| l.millis).unwrap_or(DEFAULT_MILLIS);
        if m.is_nan() {
            0.0
        } else {
            m.max(0.0)
        }
    }

    /// Every field of a request, by its wire name, in declaration order.
    /// (A test checks it against serde's names.)
    pub const FIELDS: [&'static str; 24] = [
        "puzzle",
        "board",
        "rows",
        "cols",
        "off",
        "grid",
        "algorithm",
        "limits",
        "goal",
        "from",
        "to",
        "randomOff",
        "on",
        "trace",
        "closed",
        "n",
        "mode",
        "maxSolutions",
        "split",
        "finish",
        "minimize",
        "diagonal",
        "resume",
        "leaper",
    ];

    /// The fields this request gives (besides `puzzle`), by wire name.
    #[must_use]
    pub fn given_fields(&self) -> Vec<&'static str> {
        let given = [
            ("board", self.board.is_some()),
            ("rows", self.rows.is_some()),
            ("cols", self.cols.is_some()),
            ("off", self.off.is_some()),
            ("grid", self.grid.is_some()),
            ("algorithm", self.algorithm.is_some()),
            ("limits", self.limits.is_some()),
            ("goal", self.goal.is_some()),
            ("from", self.from.is_some()),
            ("to", self.to.is_some()),
            ("randomOff", self.random_off.is_some()),
            ("on", self.on.is_some()),
            ("trace", self.trace.is_some()),
            ("closed", self.closed.is_some()),
            ("n", self.n.is_some()),
            ("mode", self.mode.is_some()),
            ("maxSolutions", self.max_solutions.is_some()),
            ("split", self.split.is_some()),
            ("finish", self.finish.is_some()),
            ("minimize", self.minimize.is_some()),
            ("diagonal", self.diagonal.is_some()),
            ("resume", self.resume.is_some()),
            ("leaper", self.leaper.is_some()),
        ];
        given.into_iter().filter(|&(_, g)| g).map(|(f, _)| f).collect()
    }

    /// Checks the numbers of `limits` and `split`, which mean the same to
    /// every puzzle.
    ///
    /// # Errors
    /// A [`RequestError`] when `limits.millis` is not a finite number of
    /// milliseconds ≥ 0, `limits.memoryMb` not a positive finite number, or `split` is not `[k, of]` with `0 ≤ k < of`.
    pub fn check_common_numbers(&self) -> Result<(), RequestError> {
        if let Some(m) = self.limits.and_then(|l| l.millis) {
            if !m.is_finite() || m < 0.0 {
                return Err(RequestError::new(format!(
                    "limits.millis: {m} is not a number of milliseconds: use a finite number ≥ 0"
                )));
            }
        }
        self.memory_limit()?;
        if let Some([k, of]) = self.split {
            if of == 0 || k >= of {
                return Err(RequestError::new(format!(
                    "split: [{k}, {of}] is not a part: use [k, of] with 0 ≤ k < of"
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod count_tests {
    use super::Count;

    #[test]
    fn counts_are_numbers_up_to_2_pow_53_and_strings_past() {
        let json = |c: Count| serde_json::to_string(&c).unwrap_or_default();
        assert_eq!(json(Count(14_772_512)), "14772512");
        assert_eq!(json(Count(1 << 53)), "9007199254740992");
        assert_eq!(json(Count((1 << 53) + 1)), "\"9007199254740993\"");
        assert_eq!(json(Count(u128::MAX)), format!("\"{}\"", u128::MAX));
    }
}
