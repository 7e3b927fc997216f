//! The JS API (docs/API.md): the only door from JavaScript into the solvers.
//!
//! Thin: a request object is read by [`read`] (in time and memory bounded
//! by what the request can mean, whatever JS value arrives: sparse arrays
//! of any length, Proxies, throwing getters, typed arrays) into a JSON
//! value checked by [`core::json::from_json`] as the native side checks
//! it; it is handed to [`crate::core`], and answers are serialised back as
//! plain JSON-compatible objects. The arguments `played`, `placed`,
//! `step` and `square` of the play functions are read by the same reader,
//! and so are the arguments of `BoardView`'s methods ([`args`]).
//! Every error becomes a JS `Error` whose message says what is wrong and
//! where; nothing a request holds can trap the module.

use wasm_bindgen::prelude::*;

pub(crate) mod args;
mod convert;
mod read;
#[cfg(feature = "solvers")]
mod solving;
#[cfg(feature = "solvers")]
pub use solving::{coach, solve, solve_packed, solve_with_progress};

use convert::{play_error, request_error, to_js};

use read::Read;

use crate::core::request::budget_of;
use crate::core::search::Budget;
use crate::core::{self, puzzles, Request};

/// Installs the panic hook so that a panic, should one ever happen, prints
/// a readable message to the console instead of `unreachable`, and hands
/// it to `globalThis.boardPuzzlesPanic(message)` when the host defines
/// that function (the page's worker does, to show the message on the page
/// and start a fresh module: after a panic the module traps and cannot be
/// trusted).
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let report = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("boardPuzzlesPanic"));
        if let Some(report) = report.ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
            let _ = report.call1(&JsValue::NULL, &JsValue::from_str(&info.to_string()));
        }
    }));
}

/// Reads a request object (docs/API.md), checking every field: unknown
/// ones (with the nearest known name suggested), kinds, lengths, ranges,
/// finite numbers ([`read::request`]). `off` may also be a `Uint32Array`
/// of row, col pairs, copied at once.
///
/// # Errors
/// A JS `Error` naming the first faulty field.
pub(crate) fn read_request(request: JsValue) -> Result<Request, JsError> {
    match read::request(&request, None) {
        Ok(Read::Request(request)) => Ok(request),
        // Not reached: without a clock the whole list is read.
        Ok(Read::OutOfTime(answer)) => Err(JsError::new(answer.reason.as_deref().unwrap_or("limit"))),
        Err(e) => Err(JsError::new(e.message())),
    }
}

/// Checks a request without solving it ([`core::check`]: the request is
/// read, nothing is searched or drawn, in microseconds): returns nothing
/// when it is valid.
///
/// # Errors
/// As for [`solve`], the message the solve would throw (a `randomOff` wall
/// under a knight path's ends included: the parse computes those two
/// squares alone).
#[wasm_bindgen]
pub fn check(request: JsValue) -> Result<(), JsError> {
    let request = read_request(request)?;
    core::check(&request).map_err(|e| JsError::new(e.message()))
}

/// A puzzle as `puzzles()` lists it: its [`puzzles::PuzzleInfo`] plus the
/// request options the page offers as controls.
#[derive(serde::Serialize)]
struct Listed {
    #[serde(flatten)]
    info: puzzles::PuzzleInfo,
    options: Vec<puzzles::OptionInfo>,
    /// Every request field the puzzle reads (wire names): the common ones
    /// and its own; any other is refused.
    fields: Vec<&'static str>,
}

/// Every puzzle: id, title, rules, source, algorithms, presets, editor, and
/// `options` (request fields offered as controls: `{field, label, kind:
/// "toggle" | "choice" | "split", choices?: [{value, label}], note}`), and
/// `fields` (every request field the puzzle reads, e.g. `"trace"` for the
/// puzzles that record their search; any other field is refused).
///
/// # Errors
/// Never in practice (the descriptions are static).
#[wasm_bindgen]
pub fn puzzles() -> Result<JsValue, JsError> {
    let infos: Vec<Listed> = puzzles::PUZZLES
        .iter()
        .map(|p| Listed {
            info: p.info(),
            options: p.options(),
            fields: puzzles::COMMON_FIELDS.iter().chain(p.fields()).copied().collect(),
        })
        .collect();
    to_js(&infos)
}

/// The crate's version, e.g. `"0.1.0"`.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}

// ------------------------------------------------------------ playing by hand

/// What a play function or `coach` starts from: the request and the
/// entries `played` and `placed` (each optional: `undefined` and `null`
/// read as none), each read by [`read`], and the budget they were read
/// within ([`play_args`]).
pub(crate) struct PlayArgs {
    /// The request, read and (when a list is given) checked.
    pub(crate) request: Request,
    /// The steps made so far.
    pub(crate) played: Vec<core::Step>,
    /// The pieces placed so far.
    pub(crate) placed: Vec<core::board::Square>,
    /// The budget the arguments were read within: what is left of it is
    /// the set-up's and the search's.
    pub(crate) budget: Budget<'static>,
}

/// Reads the arguments of a play function or `coach` within a budget made
/// by `make_budget` from the request.
///
/// The budget's clock starts before the request is read (docs/API.md):
/// a long `off` list is read while `limits.millis` lasts. When a list is
/// given, the request is then checked ([`core::check`], what the start's
/// set-up would refuse) before it is read, so a wrong request is refused
/// at once whatever the list holds; the lists are read within the
/// budget, each entry counted a node and the clock read every few hundred
/// entries ([`read::steps_within`]).
///
/// # Errors
/// A JS `Error` with `kind` `"request"` for a wrong argument, `"limit"`
/// when the budget ran out while they were read (naming the limit and the
/// entry reached).
pub(crate) fn play_args(
    request: &JsValue,
    played: &JsValue,
    placed: &JsValue,
    make_budget: fn(&Request) -> Result<Budget<'static>, core::RequestError>,
) -> Result<PlayArgs, JsValue> {
    // The clock starts before the request is read.
    let start = web_time::Instant::now();
    let request = match read::request(request, Some(start)).map_err(request_error)? {
        Read::Request(request) => request,
        Read::OutOfTime(answer) => {
            let reason = answer.reason.unwrap_or_else(|| "limit".into());
            return Err(play_error(&core::play::PlayError::Limit(reason)));
        }
    };
    let given = |list: &JsValue| !list.is_undefined() && !list.is_null();
    if given(played) || given(placed) {
        // What the start's set-up would refuse, refused before any entry is read.
        core::check(&request).map_err(request_error)?;
    }
    let mut budget = make_budget(&request).map_err(request_error)?.started_at(start);
    let limit = |budget: &Budget<'_>| play_error(&core::play::PlayError::Limit(budget.set_up_reason("the position")));
    let Ok(played) = read::steps_within(played, "played", &mut budget).map_err(request_error)? else {
        return Err(limit(&budget));
    };
    let Ok(placed) = read::squares_within(placed, "placed", &mut budget).map_err(request_error)? else {
        return Err(limit(&budget));
    };
    Ok(PlayArgs {
        request,
        played,
        placed,
        budget,
    })
}

/// The budget of a play function: the request's `limits`, 60 s when it
/// sets no time (as for `solve`).
fn play_budget(request: &Request) -> Result<Budget<'static>, core::RequestError> {
    budget_of(request, request.millis_limit())
}

/// The puzzle and position of `request` after `played` steps or `placed`
/// pieces, every phase within the request's budget.
fn played(
    request: JsValue,
    played: JsValue,
    placed: JsValue,
) -> Result<(&'static dyn puzzles::Puzzle, core::play::Position), JsValue> {
    let mut args = play_args(&request, &played, &placed, play_budget)?;
    core::entry::position_within(&args.request, &args.played, &args.placed, &mut args.budget)
        .map_err(|e| play_error(&e))
}

fn summary(puzzle: &dyn puzzles::Puzzle, position: &core::play::Position) -> Result<JsValue, JsValue> {
    to_js(&position.summary(puzzle.is_goal(position))).map_err(JsValue::from)
}

/// The position of `request` after the steps `played` (knight swap, path,
/// tour, peg solitaire: `[{from, to, over?}]`, default none) or the pieces
/// `placed` (non-attacking knights, n-queens: `[[row, col]]`): `{puzzle,
/// board, moves, last?, walker?, visited?, solved}` — `board` in the
/// notation, `moves` the moves made (a chain of jumps by one peg counts
/// once), `walker` and `visited` the knight's square and the squares it
/// visited in order (path and tour), `solved` whether the goal is reached.
///
/// Every phase runs within the request's `limits` ([`play_args`]): reading
/// the arguments, setting up the start, replaying the entries.
///
/// # Errors
/// A JS `Error` with `kind`: `"request"` for a wrong request, `"limit"`
/// when the budget ran out before the position was ready (naming the limit
/// and the phase), else the failed check of the first illegal entry of
/// `played` / `placed` (its message starts `played[i]:` or `placed[i]:`).
#[wasm_bindgen]
pub fn position(request: JsValue, played_steps: JsValue, placed: JsValue) -> Result<JsValue, JsValue> {
    let (puzzle, position) = played(request, played_steps, placed)?;
    summary(puzzle, &position)
}

/// Every legal step `{from, to, over?}` from the position of `request`
/// after `played` (see [`position`]); `[]` for placement puzzles.
///
/// # Errors
/// As for [`position`].
#[wasm_bindgen]
pub fn moves(request: JsValue, played_steps: JsValue) -> Result<JsValue, JsValue> {
    let (puzzle, position) = played(request, played_steps, JsValue::UNDEFINED)?;
    to_js(&puzzle.legal_moves(&position)).map_err(JsValue::from)
}

/// Makes `step` (`{from, to, over?}`) on the position of `request` after
/// `played` and returns the new position as [`position`] does.
///
/// # Errors
/// A JS `Error` whose message says why the step is illegal ("not a knight
/// move: (0, 0) → (0, 1) …", "square (2, 1) is occupied", "no peg to jump
/// over at (1, 2)", "the tour already visited (3, 4)" …) and whose `kind`
/// names the check (`"not-knight-move"`, `"occupied"`, `"no-peg-over"`,
/// `"visited"` …); otherwise as for [`position`].
#[wasm_bindgen]
pub fn apply(request: JsValue, step: JsValue, played_steps: JsValue) -> Result<JsValue, JsValue> {
    let step = read::step(&step, "step").map_err(request_error)?;
    let (puzzle, position) = played(request, played_steps, JsValue::UNDEFINED)?;
    let next = puzzle.applied(&position, &step).map_err(|e| play_error(&e.into()))?;
    summary(puzzle, &next)
}

/// Placement puzzles: places a piece on `square` (`[row, col]`) of the
/// position of `request` after `placed` and returns the new position as
/// [`position`] does.
///
/// # Errors
/// A JS `Error` with `kind` `"attacked"` (naming the attacking piece),
/// `"occupied"`, `"off"`, `"outside"`, or `"no-placing"` for puzzles with
/// moves; otherwise as for [`position`].
#[wasm_bindgen]
pub fn place(request: JsValue, square: JsValue, placed: JsValue) -> Result<JsValue, JsValue> {
    let square = read::square(&square, "square").map_err(request_error)?;
    let (puzzle, position) = played(request, JsValue::UNDEFINED, placed)?;
    let next = puzzle.place(&position, square).map_err(|e| play_error(&e.into()))?;
    summary(puzzle, &next)
}

/// Placement puzzles: removes the piece on `square` of the position of
/// `request` after `placed` and returns the new position as [`position`]
/// does.
///
/// # Errors
/// A JS `Error` with `kind` `"fixed"` (a piece given with the puzzle),
/// `"nothing-to-remove"`, `"off"`, `"outside"`, or `"no-placing"`;
/// otherwise as for [`position`].
#[wasm_bindgen]
pub fn remove(request: JsValue, square: JsValue, placed: JsValue) -> Result<JsValue, JsValue> {
    let square = read::square(&square, "square").map_err(request_error)?;
    let (puzzle, position) = played(request, JsValue::UNDEFINED, placed)?;
    let next = puzzle.remove(&position, square).map_err(|e| play_error(&e.into()))?;
    summary(puzzle, &next)
}

/// The off squares of the board `request` describes (`board` text, or
/// `rows`, `cols`, `off` and `randomOff`), as row-major cell indices
/// `row * cols + col` in increasing order. Share links (`www/share/url.js`) use it
/// to store an edited seeded board as its `randomOff` seed plus the squares
/// that differ, instead of every wall. Made within the request's `limits`
/// (60 s and 512 MB when it sets none), the clock started before the
/// request is read: the walls drawn and listed as [`Request::off_cells`]
/// says.
///
/// # Errors
/// As [`check`] would for the board (`kind: "request"`): a malformed
/// board, a missing size, an off square outside the board, a bad
/// `randomOff`; `kind: "limit"` when the budget ran out first, naming the
/// limit and what was being done.
#[wasm_bindgen(js_name = offSquares)]
pub fn off_squares(request: JsValue) -> Result<js_sys::Uint32Array, JsValue> {
    let PlayArgs {
        request, mut budget, ..
    } = play_args(&request, &JsValue::UNDEFINED, &JsValue::UNDEFINED, play_budget)?;
    match request.off_cells(&mut budget).map_err(request_error)? {
        Ok(cells) => Ok(js_sys::Uint32Array::from(cells.as_slice())),
        Err(_) => Err(play_error(&core::play::PlayError::Limit(
            budget.set_up_reason("the list of off squares"),
        ))),
    }
}

/// The off squares of the board `request` describes, as [`off_squares`]
/// finds them, as a bit set: bit `i % 32` of element `i / 32` of the
/// `Uint32Array` is set when cell `i = row * cols + col` is off
/// (`ceil(cells / 32)` elements, 12.5 MB for 10 000 × 10 000 whatever the
/// walls). `BoardView.setRequest(request, walls)` takes the bits of
/// `{puzzle, rows, cols, randomOff}` to show a seeded board without drawing
/// it again: the page draws them in a worker (`www/controls/walls.js`).
///
/// # Errors
/// As for [`off_squares`].
#[wasm_bindgen(js_name = offBits)]
pub fn off_bits(request: JsValue) -> Result<js_sys::Uint32Array, JsValue> {
    let board = board_of(&request)?;
    let words = board.off_words();
    let halves = board.len().div_ceil(32) as usize;
    let mut bits = Vec::with_capacity(halves);
    for k in 0..halves {
        let word = words.get(k / 2).copied().unwrap_or(0);
        bits.push(if k % 2 == 0 { word as u32 } else { (word >> 32) as u32 });
    }
    Ok(js_sys::Uint32Array::from(bits.as_slice()))
}

/// The board `request` describes, walls drawn (for [`off_squares`] and
/// [`off_bits`]).
///
/// Made within the request's `limits` ([`Request::board_within`]), the
/// clock started before the request is read.
///
/// # Errors
/// `kind: "request"` as [`check`] would for the board, `kind: "limit"`
/// when the budget ran out while the walls were drawn.
fn board_of(request: &JsValue) -> Result<crate::core::board::Board, JsValue> {
    let PlayArgs {
        request, mut budget, ..
    } = play_args(request, &JsValue::UNDEFINED, &JsValue::UNDEFINED, play_budget)?;
    match request.board_within(&mut budget).map_err(request_error)? {
        Ok(board) => Ok(board),
        Err(_) => Err(play_error(&core::play::PlayError::Limit(
            budget.set_up_reason("the walls"),
        ))),
    }
}
