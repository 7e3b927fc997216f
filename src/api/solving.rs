//! The JS API's solving exports: `solve`, `solveWithProgress`,
//! `solvePacked` and `coach`. Built with the `solvers` feature only (on by
//! default), so they are in `board_puzzles.js`, the module the workers,
//! Node and course notes load, and not in `board_view.js`, the page's
//! main-thread module (docs/ARCHITECTURE.md "Two modules"): without these
//! exports nothing reaches the solvers, and the linker leaves them out.

use wasm_bindgen::prelude::*;

use super::convert::{play_error, request_error, to_js};
use super::read::{self, Read};
use crate::core::words::{decimal, grouped};
use crate::core::{self, puzzles};

/// Steps or squares turned into JS objects between two readings of the clock by
/// [`answer_to_js`]: about 20 ms of work in Node 20 (a million steps took
/// 3.8 s to encode).
const ENCODE_CHUNK: usize = 5_000;

/// The answer as a JS object, the encoding counted against the request's
/// limits of `millis` (with the solve's own `stats.millis`) and `nodes`
/// (a node per step or square encoded, about the microsecond each takes):
/// making objects of a million steps takes over a second, so long answers
/// are encoded a chunk at a time with the clock read and the count checked
/// in between. When either runs out the answer becomes `limit`, keeping
/// its stats and saying which; `solvePacked` sends such answers in one
/// typed array instead, in milliseconds.
fn answer_to_js(mut answer: core::Answer, millis: f64, nodes: u64) -> Result<JsValue, JsError> {
    let steps = answer.steps.take_if(|s| s.len() > ENCODE_CHUNK);
    let placement = answer.placement.take_if(|p| p.len() > ENCODE_CHUNK);
    if steps.is_none() && placement.is_none() {
        return to_js(&answer);
    }
    let (solved, start) = (answer.stats.millis, web_time::Instant::now());
    let in_time = |encoded: usize| {
        (encoded + ENCODE_CHUNK) as u64 <= nodes && solved + start.elapsed().as_secs_f64() * 1000.0 <= millis
    };
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
        let budget = if count as u64 > nodes {
            format!("{} nodes (a node a step or square)", grouped(nodes))
        } else {
            format!("{} ms", decimal(millis))
        };
        let limited = core::Answer::new(&answer.puzzle, core::Status::Limit, answer.stats).because(format!(
            "limit: the answer ({count} {what}, found in {solved} ms) could not be turned into JS objects within the budget of {budget}; solvePacked sends long answers packed in one typed array, or raise limits.{field}",
            count = grouped(count),
            solved = decimal(solved.round_ties_even()),
            field = if count as u64 > nodes { "nodes" } else { "millis" }
        ));
        return to_js(&limited);
    };
    let out = to_js(&answer)?;
    js_sys::Reflect::set(&out, &field.into(), &array)
        .map_err(|_| JsError::new(&format!("internal: could not set {field}")))?;
    Ok(out)
}

/// `items` as one JS array, made [`ENCODE_CHUNK`] items at a time while
/// `in_time(encoded so far)` holds; `None` when the budget ran out first.
fn encode<T: serde::Serialize>(items: &[T], in_time: impl Fn(usize) -> bool) -> Result<Option<js_sys::Array>, JsError> {
    let array = js_sys::Array::new();
    for (k, chunk) in items.chunks(ENCODE_CHUNK).enumerate() {
        if !in_time(k * ENCODE_CHUNK) {
            return Ok(None);
        }
        for item in js_sys::Array::from(&to_js(&chunk)?).iter() {
            array.push(&item);
        }
    }
    Ok(Some(array))
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
    answer_to_js(answer, request.millis_limit(), request.node_limit())
}

/// [`solve`], calling `onProgress(stats)` now and then with the running
/// statistics (`{algorithm, expanded, generated, millis}`), for a progress
/// indicator in a worker.
///
/// # Errors
/// As for [`solve`].
#[wasm_bindgen(js_name = solveWithProgress)]
pub fn solve_with_progress(
    request: JsValue,
    #[wasm_bindgen(unchecked_param_type = "(stats: object) => void")] on_progress: &JsValue,
) -> Result<JsValue, JsValue> {
    let start = web_time::Instant::now();
    let mut progress = Progress::read(on_progress, "solveWithProgress", false)?;
    let request = match read_timed(&request, start)? {
        Read::Request(request) => request,
        Read::OutOfTime(limit) => return Ok(to_js(&limit)?),
    };
    let answer = core::solve_since(&request, start, &mut |stats| progress.report(stats))
        .map_err(|e| JsError::new(e.message()))?;
    progress.rethrow()?;
    Ok(answer_to_js(answer, request.millis_limit(), request.node_limit())?)
}

/// The `onProgress` callback of [`solve_with_progress`] and
/// [`solve_packed`], and what it threw.
struct Progress {
    callback: Option<js_sys::Function>,
    /// What the callback threw the first time it threw; it is not called
    /// again, and the call throws this once the search has ended.
    thrown: Option<JsValue>,
}

impl Progress {
    /// Reads `onProgress` of `method`: a function, or (when `optional`)
    /// `undefined` or `null` for none.
    ///
    /// # Errors
    /// Anything else: "`solveWithProgress`: `onProgress` must be a
    /// function, got a number (5)".
    fn read(value: &JsValue, method: &str, optional: bool) -> Result<Progress, JsError> {
        let callback = if optional && (value.is_undefined() || value.is_null()) {
            None
        } else if value.is_function() {
            Some(value.clone().unchecked_into())
        } else {
            let expected = if optional {
                "a function, undefined or null"
            } else {
                "a function"
            };
            return Err(super::args::Arg::of(method, "onProgress").wrong(expected, value));
        };
        Ok(Progress { callback, thrown: None })
    }

    /// Calls the callback with `stats`, unless it threw before.
    fn report(&mut self, stats: &core::Stats) {
        if self.thrown.is_some() {
            return;
        }
        if let (Some(f), Ok(v)) = (&self.callback, to_js(stats)) {
            if let Err(thrown) = f.call1(&JsValue::NULL, &v) {
                self.thrown = Some(thrown);
            }
        }
    }

    /// # Errors
    /// What the callback threw, if it did.
    fn rethrow(self) -> Result<(), JsValue> {
        self.thrown.map_or(Ok(()), Err)
    }
}

/// Steps (or squares of a placement) of an answer kept as objects by
/// [`solve_packed`]; the rest travel packed.
const HEAD_STEPS: usize = 2_000;

/// [`solve_with_progress`] for answers that may have very many steps (a
/// tour of 1000 × 1000 has a million) or squares (n-queens of n = 10⁶
/// places a million queens): returns `{answer, steps?, placement?}` where
/// `answer` is the answer with only its first 2 000 steps as objects, or
/// the first 2 000 squares of its `placement` (its `length` still counts
/// them all), and, when the answer has more, `steps` is a `Uint32Array`
/// of every step, six numbers each: `from` row and column, `to` row and
/// column, `over` row and column (both `0xFFFFFFFF` when the step jumps
/// nothing), and `placement` a `Uint32Array` of every square of the
/// placement, row then column. One typed array is made, and moved between
/// threads, in milliseconds; a million step objects or `[row, col]`
/// arrays take seconds. [`crate::view::BoardView::set_answer`] takes the
/// answer and its steps, `setPlacementPacked` the packed placement.
/// `solutions` (mode `"all"`) are not packed: each is one placement of
/// the board, and there are at most `maxSolutions` of them.
///
/// # Errors
/// As for [`solve`].
#[wasm_bindgen(js_name = solvePacked)]
pub fn solve_packed(
    request: JsValue,
    #[wasm_bindgen(unchecked_param_type = "((stats: object) => void) | undefined")] on_progress: &JsValue,
) -> Result<JsValue, JsValue> {
    let start = web_time::Instant::now();
    let mut progress = Progress::read(on_progress, "solvePacked", true)?;
    let out = js_sys::Object::new();
    let request = match read_timed(&request, start)? {
        Read::Request(request) => request,
        Read::OutOfTime(limit) => {
            let _ = js_sys::Reflect::set(&out, &"answer".into(), &to_js(&limit)?);
            return Ok(out.into());
        }
    };
    let mut answer = core::solve_since(&request, start, &mut |stats| progress.report(stats))
        .map_err(|e| JsError::new(e.message()))?;
    progress.rethrow()?;
    // Packing is a pass over the answer: counted against the nodes (one per
    // 64 numbers) and the clock before it is made.
    let long = answer.steps.as_ref().map_or(0, |s| s.len() * 6) + answer.placement.as_ref().map_or(0, |p| p.len() * 2);
    if long > HEAD_STEPS {
        let (millis, nodes) = (request.millis_limit(), request.node_limit());
        let spent = start.elapsed().as_secs_f64() * 1000.0 > millis;
        let work = (long as u64).div_ceil(crate::core::search::Budget::WORK_ITEMS_PER_NODE);
        if spent || work > nodes {
            let budget = if spent {
                format!("{} ms", decimal(millis))
            } else {
                format!("{} nodes (a node per 64 numbers packed)", grouped(nodes))
            };
            let limited = core::Answer::new(&answer.puzzle, core::Status::Limit, answer.stats).because(format!(
                "limit: the answer ({} numbers packed) could not be packed within the budget of {budget}; raise limits.{}",
                grouped(long),
                if spent { "millis" } else { "nodes" }
            ));
            let _ = js_sys::Reflect::set(&out, &"answer".into(), &to_js(&limited)?);
            return Ok(out.into());
        }
    }
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
    if let Some(squares) = answer.placement.as_mut().filter(|s| s.len() > HEAD_STEPS) {
        let packed: Vec<u32> = squares.iter().flatten().copied().collect();
        answer.length.get_or_insert(squares.len() as u64);
        squares.truncate(HEAD_STEPS);
        let _ = js_sys::Reflect::set(&out, &"placement".into(), &js_sys::Uint32Array::from(packed.as_slice()));
    }
    let _ = js_sys::Reflect::set(&out, &"answer".into(), &to_js(&answer)?);
    Ok(out.into())
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
    // and is read only while `limits.millis` lasts; the request is checked
    // before `played` and `placed`, read within the budget too.
    let start = web_time::Instant::now();
    let checked = match read::request(&request, Some(start)).map_err(request_error)? {
        Read::Request(checked) => checked,
        Read::OutOfTime(limit) => return to_js(&out_of_time_verdict(&limit)).map_err(JsValue::from),
    };
    let given = |list: &JsValue| !list.is_undefined() && !list.is_null();
    if given(&played_steps) || given(&placed) {
        core::check(&checked).map_err(request_error)?;
    }
    let mut budget = core::entry::coach_budget(&checked)
        .map_err(request_error)?
        .started_at(start);
    let unknown = |budget: &crate::core::search::Budget<'_>| {
        let puzzle = puzzles::find(&checked.puzzle).map_or("", |p| p.id());
        let verdict =
            core::entry::out_of_budget(puzzle, &budget.set_up_reason("the position"), budget.elapsed_millis());
        to_js(&verdict).map_err(JsValue::from)
    };
    let Ok(played) = read::steps_within(&played_steps, "played", &mut budget).map_err(request_error)? else {
        return unknown(&budget);
    };
    let Ok(placed) = read::squares_within(&placed, "placed", &mut budget).map_err(request_error)? else {
        return unknown(&budget);
    };
    let coaching = core::entry::advise_within(&checked, &played, &placed, &mut budget).map_err(|e| play_error(&e))?;
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
