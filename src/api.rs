//! The JS API (docs/API.md): the only door from JavaScript into the solvers.
//!
//! Thin: a request object is read by [`read`] (in time and memory bounded
//! by what the request can mean, whatever JS value arrives: sparse arrays
//! of any length, Proxies, throwing getters, typed arrays) into a JSON
//! value checked by [`core::json::from_json`] as the native side checks
//! it; it is handed to [`crate::core`], and answers are serialised back as
//! plain JSON-compatible objects. The arguments `played`, `placed`,
//! `step` and `square` of the play functions are read by the same reader.
//! Every error becomes a JS `Error` whose message says what is wrong and
//! where; nothing a request holds can trap the module.

use wasm_bindgen::prelude::*;

mod read;

use read::Read;

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

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal: could not encode the answer: {e}")))
}

/// Steps or squares turned into JS objects between two readings of the clock by
/// [`answer_to_js`]: about 20 ms of work in Node 20 (a million steps took
/// 3.8 s to encode).
const ENCODE_CHUNK: usize = 5_000;

/// The answer as a JS object, the encoding counted against the request's
/// time limit of `millis` (with the solve's own `stats.millis`): making
/// objects of a million steps takes over a second, so long answers are
/// encoded a chunk at a time with the clock read in between. When the time
/// runs out the answer becomes `limit`, keeping its stats and saying why;
/// `solvePacked` sends such answers in one typed array instead, in
/// milliseconds.
fn answer_to_js(mut answer: core::Answer, millis: f64) -> Result<JsValue, JsError> {
    let steps = answer.steps.take_if(|s| s.len() > ENCODE_CHUNK);
    let placement = answer.placement.take_if(|p| p.len() > ENCODE_CHUNK);
    if steps.is_none() && placement.is_none() {
        return to_js(&answer);
    }
    let (solved, start) = (answer.stats.millis, web_time::Instant::now());
    let in_time = || solved + start.elapsed().as_secs_f64() * 1000.0 <= millis;
    let encoded = match (&steps, &placement) {
        // An answer has steps or a placement, never both.
        (Some(steps), _) => encode(steps, in_time)?.map(|a| ("steps", a)),
        (None, Some(squares)) => encode(squares, in_time)?.map(|a| ("placement", a)),
        (None, None) => None,
    };
    let Some((field, array)) = encoded else {
        let (count, what) = steps
            .as_ref()
            .map_or((placement.as_ref().map_or(0, Vec::len), "squares"), |s| {
                (s.len(), "steps")
            });
        let limited = core::Answer::new(&answer.puzzle, core::Status::Limit, answer.stats).because(format!(
            "limit: the answer ({count} {what}, found in {solved:.0} ms) could not be turned into JS objects within the budget of {millis} ms; solvePacked sends long answers packed in one typed array, or raise limits.millis"
        ));
        return to_js(&limited);
    };
    let out = to_js(&answer)?;
    js_sys::Reflect::set(&out, &field.into(), &array)
        .map_err(|_| JsError::new(&format!("internal: could not set {field}")))?;
    Ok(out)
}

/// `items` as one JS array, made [`ENCODE_CHUNK`] items at a time while
/// `in_time()` holds; `None` when the time ran out first.
fn encode<T: serde::Serialize>(items: &[T], in_time: impl Fn() -> bool) -> Result<Option<js_sys::Array>, JsError> {
    let array = js_sys::Array::new();
    for chunk in items.chunks(ENCODE_CHUNK) {
        if !in_time() {
            return Ok(None);
        }
        for item in js_sys::Array::from(&to_js(&chunk)?).iter() {
            array.push(&item);
        }
    }
    Ok(Some(array))
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

/// [`read_request`] for a solve whose clock started at `start`: a long
/// `off` list is read within the request's `limits.millis`, the clock read
/// between chunks; [`Read::OutOfTime`] holds the `limit` answer when the
/// time ran out while reading it (nothing searched).
fn read_timed(request: &JsValue, start: web_time::Instant) -> Result<Read, JsError> {
    read::request(request, Some(start)).map_err(|e| JsError::new(e.message()))
}

/// Solves a request and returns its answer. The clock starts before the
/// request is read: a long `off` list given as `[row, col]` arrays is
/// read between readings of the clock, and one still being read when
/// `limits.millis` runs out answers `limit` (its reason says so).
///
/// # Errors
/// A JS `Error` naming what is wrong: an unknown puzzle, a malformed board
/// (with row and column), a square off the board, counts that differ
/// between board and goal, a size past the limits, an unknown field.
#[wasm_bindgen]
pub fn solve(request: JsValue) -> Result<JsValue, JsError> {
    // The clock starts before reading: a long `off` list takes a while.
    let start = web_time::Instant::now();
    let request = match read_timed(&request, start)? {
        Read::Request(request) => request,
        Read::OutOfTime(limit) => return to_js(&limit),
    };
    let answer = core::solve_since(&request, start, &mut |_| {}).map_err(|e| JsError::new(e.message()))?;
    answer_to_js(answer, request.millis_limit())
}

/// [`solve`], calling `onProgress(stats)` now and then with the running
/// statistics (`{algorithm, expanded, generated, millis}`), for a progress
/// indicator in a worker.
///
/// # Errors
/// As for [`solve`].
#[wasm_bindgen(js_name = solveWithProgress)]
pub fn solve_with_progress(request: JsValue, on_progress: &js_sys::Function) -> Result<JsValue, JsError> {
    let start = web_time::Instant::now();
    let request = match read_timed(&request, start)? {
        Read::Request(request) => request,
        Read::OutOfTime(limit) => return to_js(&limit),
    };
    let mut report = |stats: &core::Stats| {
        if let Ok(v) = to_js(stats) {
            // A throwing callback must not stop the search.
            let _ = on_progress.call1(&JsValue::NULL, &v);
        }
    };
    let answer = core::solve_since(&request, start, &mut report).map_err(|e| JsError::new(e.message()))?;
    answer_to_js(answer, request.millis_limit())
}

/// Steps of an answer kept as objects by [`solve_packed`]; the rest travel
/// packed.
const HEAD_STEPS: usize = 2_000;

/// [`solve_with_progress`] for answers that may have very many steps (a
/// tour of 1000 × 1000 has a million): returns `{answer, steps}` where
/// `answer` is the answer with only its first 2 000 steps as objects (its
/// `length` still counts them all) and `steps`, when the answer has more,
/// a `Uint32Array` of every step, six numbers each: `from` row and column,
/// `to` row and column, `over` row and column (both `0xFFFFFFFF` when the
/// step jumps nothing). One typed array is made, and moved between
/// threads, in milliseconds; a million step objects take seconds.
/// [`crate::view::BoardView::set_answer`] takes both.
///
/// # Errors
/// As for [`solve`].
#[wasm_bindgen(js_name = solvePacked)]
pub fn solve_packed(request: JsValue, on_progress: Option<js_sys::Function>) -> Result<JsValue, JsError> {
    let start = web_time::Instant::now();
    let out = js_sys::Object::new();
    let request = match read_timed(&request, start)? {
        Read::Request(request) => request,
        Read::OutOfTime(limit) => {
            let _ = js_sys::Reflect::set(&out, &"answer".into(), &to_js(&limit)?);
            return Ok(out.into());
        }
    };
    let mut report = |stats: &core::Stats| {
        if let (Some(f), Ok(v)) = (&on_progress, to_js(stats)) {
            // A throwing callback must not stop the search.
            let _ = f.call1(&JsValue::NULL, &v);
        }
    };
    let mut answer = core::solve_since(&request, start, &mut report).map_err(|e| JsError::new(e.message()))?;
    if let Some(steps) = answer.steps.as_mut().filter(|s| s.len() > HEAD_STEPS) {
        let packed: Vec<u32> = steps
            .iter()
            .flat_map(|s| {
                let [or, oc] = s.over.unwrap_or([u32::MAX, u32::MAX]);
                [s.from[0], s.from[1], s.to[0], s.to[1], or, oc]
            })
            .collect();
        steps.truncate(HEAD_STEPS);
        let _ = js_sys::Reflect::set(&out, &"steps".into(), &js_sys::Uint32Array::from(packed.as_slice()));
    }
    let _ = js_sys::Reflect::set(&out, &"answer".into(), &to_js(&answer)?);
    Ok(out.into())
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

/// A JS `Error` with `message` and `kind` (a stable name of the failed
/// check, e.g. `"not-knight-move"`, or `"request"`).
fn play_error(error: &core::play::PlayError) -> JsValue {
    let e = js_sys::Error::new(&error.to_string());
    let _ = js_sys::Reflect::set(&e, &"kind".into(), &error.code().into());
    e.into()
}

/// A JS `Error` with `kind: "request"` for an argument that could not be
/// read.
fn request_error(error: core::RequestError) -> JsValue {
    play_error(&core::play::PlayError::Request(error))
}

/// The request and the entries `played` and `placed` (each optional:
/// `undefined` and `null` read as none) of a play function, each read by
/// [`read`]; a wrong one is thrown with `kind: "request"`.
fn play_args(
    request: JsValue,
    played: &JsValue,
    placed: &JsValue,
) -> Result<(Request, Vec<core::Step>, Vec<core::board::Square>), JsValue> {
    let request = match read::request(&request, None).map_err(request_error)? {
        Read::Request(request) => request,
        // Not reached: without a clock the whole list is read.
        Read::OutOfTime(_) => return Err(request_error(core::RequestError::new("limit"))),
    };
    let played = read::steps(played, "played").map_err(request_error)?;
    let placed = read::squares(placed, "placed").map_err(request_error)?;
    Ok((request, played, placed))
}

/// The puzzle and position of `request` after `played` steps or `placed`
/// pieces.
fn played(
    request: JsValue,
    played: JsValue,
    placed: JsValue,
) -> Result<(&'static dyn puzzles::Puzzle, core::play::Position), JsValue> {
    let (request, played, placed) = play_args(request, &played, &placed)?;
    core::entry::position_after(&request, &played, &placed).map_err(|e| play_error(&e))
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
/// # Errors
/// A JS `Error` with `kind`: `"request"` for a wrong request, else the
/// failed check of the first illegal entry of `played` / `placed` (its
/// message starts `played[i]:`).
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
/// move: [0, 0] → [0, 1] …", "square [2, 1] is occupied", "no peg to jump
/// over at [1, 2]", "the tour already visited [3, 4]" …) and whose `kind`
/// names the check (`"not-knight-move"`, `"occupied"`, `"no-peg-over"`,
/// `"visited"` …); otherwise as for [`position`].
#[wasm_bindgen]
pub fn apply(request: JsValue, step: JsValue, played_steps: JsValue) -> Result<JsValue, JsValue> {
    let step = read::step(&step, "step").map_err(request_error)?;
    let (puzzle, position) = played(request, played_steps, JsValue::UNDEFINED)?;
    let next = puzzle.apply(&position, &step).map_err(|e| play_error(&e.into()))?;
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

/// The coach's verdict on the position of `request` after the steps
/// `played` (knight swap, path, tour, peg solitaire: `[{from, to, over?}]`)
/// or the pieces `placed` (non-attacking knights, n-queens: `[[row,
/// col]]`), both optional: `{puzzle, status, moves, remaining?, best?,
/// optimum?, reachable?, reason, hint?, hintSquare?, added?, completions?,
/// proved, stats}` ([`core::coach::Coaching`], docs/API.md). `status` is
/// `"solved"`, `"on-track"`, `"off-track"`, `"dead"` or `"unknown"`; the
/// searches run within the request's `limits`, 250 ms when it sets no
/// time ([`core::coach::DEFAULT_MILLIS`]). Call it again with more
/// `limits.millis` to go on with an `unknown`: what was proved is kept
/// between calls.
///
/// # Errors
/// As for [`position`]: `kind` `"request"` for a wrong request, else the
/// failed check of the first illegal entry (its message starts
/// `played[i]:`).
#[wasm_bindgen]
pub fn coach(request: JsValue, played_steps: JsValue, placed: JsValue) -> Result<JsValue, JsValue> {
    // The clock starts before reading: a long `off` list takes a while,
    // and is read only while `limits.millis` lasts.
    let start = web_time::Instant::now();
    let request = match read::request(&request, Some(start)).map_err(request_error)? {
        Read::Request(request) => request,
        Read::OutOfTime(limit) => return to_js(&out_of_time_verdict(&limit)).map_err(JsValue::from),
    };
    let played = read::steps(&played_steps, "played").map_err(request_error)?;
    let placed = read::squares(&placed, "placed").map_err(request_error)?;
    let coaching = core::entry::coach_since(&request, &played, &placed, start).map_err(|e| play_error(&e))?;
    to_js(&coaching).map_err(JsValue::from)
}

/// The coach's `unknown` verdict on a request whose `off` list was still
/// being read when its time ran out (`limit`, the solve's answer for it).
fn out_of_time_verdict(limit: &core::Answer) -> core::coach::Coaching {
    let puzzle = puzzles::find(&limit.puzzle).map_or("", |p| p.id());
    let why = limit.reason.as_deref().unwrap_or_default();
    let mut verdict = core::coach::Coaching::new(
        puzzle,
        core::coach::Verdict::Unknown,
        format!("unknown: nothing is proved; {why}"),
        core::coach::stats("set-up"),
    );
    verdict.stats.millis = limit.stats.millis;
    verdict
}

/// The off squares of the board `request` describes (`board` text, or
/// `rows`, `cols`, `off` and `randomOff`), as row-major cell indices
/// `row * cols + col` in increasing order. Share links (`www/url.js`) use it
/// to store an edited seeded board as its `randomOff` seed plus the squares
/// that differ, instead of every wall.
///
/// # Errors
/// As [`check`] would for the board: a malformed board, a missing size, an
/// off square outside the board, a bad `randomOff`.
#[wasm_bindgen(js_name = offSquares)]
pub fn off_squares(request: JsValue) -> Result<js_sys::Uint32Array, JsError> {
    let request = read_request(request)?;
    let board = request.board().map_err(|e| JsError::new(e.message()))?;
    let cells: Vec<u32> = board.off_squares().map(|sq| board.index(sq)).collect();
    Ok(js_sys::Uint32Array::from(cells.as_slice()))
}
