//! The JS API (docs/API.md): the only door from JavaScript into the solvers.
//!
//! Thin: a request object is turned into a JSON value (refusing what JSON
//! cannot hold: NaN, `undefined` in an array, functions) and read by
//! [`core::json::from_json`], which checks every field as the native side
//! does; it is handed to [`crate::core`], and answers are serialised back
//! as plain JSON-compatible objects. Every error becomes a JS `Error`
//! whose message says what is wrong and where; nothing a request holds can
//! trap the module.

use wasm_bindgen::prelude::*;

use serde_json::Value;

use crate::core::json::{check_key, describe, from_json, wrong_kind};
use crate::core::request::{Limits, RandomOff, RequestError};
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
/// finite numbers. A long `off` list is read in large chunks through
/// `JSON.stringify` rather than square by square; `off` may also be a
/// `Uint32Array` of row, col pairs, copied at once.
///
/// # Errors
/// A JS `Error` naming the first faulty field.
pub(crate) fn read_request(request: JsValue) -> Result<Request, JsError> {
    match read(&request, None) {
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
    read(request, Some(start)).map_err(|e| JsError::new(e.message()))
}

/// A request read, or the `limit` answer of one whose `off` list could not
/// be read within its time limit.
enum Read {
    /// The request, every field read.
    Request(Request),
    /// The `limit` answer: the time ran out while reading `off`.
    OutOfTime(core::Answer),
}

/// Arrays longer than this are never walked element by element, except
/// `off` (no other field holds more than two elements).
const WALK_MAX: u32 = 16;

/// Reads `request` (see [`read_request`]); with `start`, the moment the
/// solve's clock started, a long `off` list is read only while the
/// request's `limits.millis` last.
fn read(request: &JsValue, start: Option<web_time::Instant>) -> Result<Read, RequestError> {
    if !request.is_object() || js_sys::Array::is_array(request) {
        return Err(RequestError::new(format!(
            "request: expected an object such as {{puzzle: \"knight-swap\", board: \"N.N/.../n.n\"}}, got {}",
            kind_of(request)
        )));
    }
    let keys = js_sys::Object::keys(request.unchecked_ref::<js_sys::Object>());
    let mut fields = serde_json::Map::new();
    let mut off = None;
    for key in keys.iter() {
        let name = key.as_string().unwrap_or_default();
        check_key(&name, &Request::FIELDS, "")?;
        let value = js_sys::Reflect::get(request, &key).unwrap_or(JsValue::UNDEFINED);
        if value.is_undefined() {
            continue;
        }
        if name == "off" {
            // Read last, once the limits are known; a placeholder until then.
            off = Some(value);
            fields.insert(name, Value::Array(Vec::new()));
            continue;
        }
        fields.insert(name.clone(), to_json(&value, &name, 0)?);
    }
    // Every other field is checked before the long list is read.
    let mut parsed = from_json(Value::Object(fields.clone()))?;
    let Some(value) = off else {
        return Ok(Read::Request(parsed));
    };
    if let Some(squares) = packed_squares(&value)? {
        parsed.off = Some(squares);
        return Ok(Read::Request(parsed));
    }
    let deadline = start.map(|start| (start, parsed.millis_limit()));
    match squares_at_once(&value, deadline) {
        Squares::Read(squares) => {
            parsed.off = Some(squares);
            Ok(Read::Request(parsed))
        }
        Squares::OutOfTime { read, total } => out_of_time(parsed, read, total, deadline),
        Squares::Other => {
            // Walked element by element, so that the fault is named.
            fields.insert("off".into(), to_json(&value, "off", 0)?);
            from_json(Value::Object(fields)).map(Read::Request)
        }
    }
}

/// The `limit` answer of a request whose `off` list was read only up to
/// `read` of its `total` squares when its time ran out; a request for an
/// unknown puzzle is refused as a solve would refuse it.
fn out_of_time(
    request: Request,
    read: u32,
    total: u32,
    deadline: Option<(web_time::Instant, f64)>,
) -> Result<Read, RequestError> {
    if puzzles::find(&request.puzzle).is_none() {
        core::check(&request)?;
    }
    let (start, millis) = deadline.unwrap_or((web_time::Instant::now(), 0.0));
    let stats = core::Stats {
        algorithm: request.algorithm.clone().unwrap_or_default(),
        millis: start.elapsed().as_secs_f64() * 1000.0,
        ..core::Stats::default()
    };
    Ok(Read::OutOfTime(
        core::Answer::new(&request.puzzle, core::Status::Limit, stats).because(format!(
            "limit: the budget of {millis} ms ran out while reading `off` ({read} of {total} squares read), before the search began; send `off` packed as a Uint32Array of row, col pairs, or raise limits.millis"
        )),
    ))
}

/// `off` given packed, as a `Uint32Array` of row, col, row, col, …: copied
/// in one piece (the fastest way to send millions of squares).
fn packed_squares(value: &JsValue) -> Result<Option<Vec<[u32; 2]>>, RequestError> {
    let Some(packed) = value.dyn_ref::<js_sys::Uint32Array>() else {
        return Ok(None);
    };
    let numbers = packed.to_vec();
    if numbers.len() % 2 != 0 {
        return Err(wrong_kind(
            "off",
            &format!("a Uint32Array of {} numbers (not row, col pairs)", numbers.len()),
        ));
    }
    Ok(Some(numbers.chunks_exact(2).map(|p| [p[0], p[1]]).collect()))
}

/// Squares of a long `off` list read per `JSON.stringify` call: enough
/// that the calls cost nothing, few enough that each string stays small
/// (no wasm memory grown for one huge string).
const OFF_CHUNK: u32 = 1 << 16;

/// What [`squares_at_once`] read.
enum Squares {
    /// Every square of the list.
    Read(Vec<[u32; 2]>),
    /// The time ran out after `read` of the `total` squares.
    OutOfTime { read: u32, total: u32 },
    /// Not a list of `[row, col]` (the walk then names the fault).
    Other,
}

/// A list of `[row, col]` read through `JSON.stringify` and serde, a chunk
/// of [`OFF_CHUNK`] squares at a time (no call per square). With a
/// `deadline` (the clock's start and the milliseconds allowed), the clock
/// is read between chunks: a list of millions of squares takes seconds
/// (a list of one chunk is always read whole).
fn squares_at_once(value: &JsValue, deadline: Option<(web_time::Instant, f64)>) -> Squares {
    let Some(array) = value.dyn_ref::<js_sys::Array>() else {
        return Squares::Other;
    };
    let n = array.length();
    let mut squares = Vec::with_capacity(n as usize);
    let mut start = 0;
    while start < n {
        if start > 0 && deadline.is_some_and(|(at, millis)| at.elapsed().as_secs_f64() * 1000.0 > millis) {
            return Squares::OutOfTime { read: start, total: n };
        }
        let end = start.saturating_add(OFF_CHUNK).min(n);
        let part = js_sys::JSON::stringify(&array.slice(start, end))
            .ok()
            .and_then(|text| text.as_string())
            .and_then(|text| serde_json::from_str::<Vec<[u32; 2]>>(&text).ok());
        let Some(part) = part else {
            return Squares::Other;
        };
        squares.extend_from_slice(&part);
        start = end;
    }
    Squares::Read(squares)
}

/// What a JS value is, for a message.
fn kind_of(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return if n.is_nan() {
            "NaN".into()
        } else if n.is_infinite() {
            if n > 0.0 { "Infinity" } else { "-Infinity" }.into()
        } else {
            n.to_string()
        };
    }
    if let Some(s) = value.as_string() {
        return describe(&Value::String(s));
    }
    if js_sys::Array::is_array(value) {
        return format!("an array of {} elements", js_sys::Array::from(value).length());
    }
    match value.js_typeof().as_string().as_deref() {
        Some("undefined") => "undefined".into(),
        Some("boolean") => value.as_bool().map_or_else(String::new, |b| b.to_string()),
        Some("bigint") => "a BigInt".into(),
        Some("function") => "a function".into(),
        Some("symbol") => "a symbol".into(),
        _ if value.is_null() => "null".into(),
        _ => "an object".into(),
    }
}

/// The JSON value of the JS value at `path`, refusing what JSON cannot
/// hold (NaN and infinities, `undefined` in a list, BigInt, functions)
/// and long lists where none belongs.
fn to_json(value: &JsValue, path: &str, depth: u32) -> Result<Value, RequestError> {
    if value.is_null() {
        return Ok(Value::Null);
    }
    if let Some(b) = value.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(s) = value.as_string() {
        return Ok(Value::String(s));
    }
    if let Some(x) = value.as_f64() {
        return number(x).ok_or_else(|| wrong_kind(path, &kind_of(value)));
    }
    if js_sys::Array::is_array(value) {
        let array = js_sys::Array::from(value);
        let len = array.length();
        if (len > WALK_MAX && path != "off") || depth > 3 {
            return Err(wrong_kind(path, &format!("an array of {len} elements")));
        }
        let mut items = Vec::with_capacity(len as usize);
        for (i, item) in array.iter().enumerate() {
            let at = format!("{path}[{i}]");
            if item.is_undefined() {
                return Err(wrong_kind(&at, "undefined"));
            }
            items.push(to_json(&item, &at, depth + 1)?);
        }
        return Ok(Value::Array(items));
    }
    let plain = value.is_object() && value.js_typeof().as_string().as_deref() == Some("object");
    if !plain || depth > 0 {
        return Err(wrong_kind(path, &kind_of(value)));
    }
    // An object: `limits` or `randomOff` (the reader refuses it elsewhere).
    let known = match path {
        "limits" => Limits::FIELDS,
        "randomOff" => RandomOff::FIELDS,
        _ => return Err(wrong_kind(path, "an object")),
    };
    let mut fields = serde_json::Map::new();
    for key in js_sys::Object::keys(value.unchecked_ref::<js_sys::Object>()).iter() {
        let name = key.as_string().unwrap_or_default();
        check_key(&name, known, path)?;
        let v = js_sys::Reflect::get(value, &key).unwrap_or(JsValue::UNDEFINED);
        if !v.is_undefined() {
            let at = format!("{path}.{name}");
            fields.insert(name, to_json(&v, &at, depth + 1)?);
        }
    }
    Ok(Value::Object(fields))
}

/// A finite JS number as JSON: whole numbers as integers (so that serde
/// reads them as counts), others as floats; `None` for NaN and ±∞.
fn number(x: f64) -> Option<Value> {
    if !x.is_finite() {
        return None;
    }
    if x.fract() == 0.0 && (0.0..18_446_744_073_709_551_616.0).contains(&x) {
        return Some(Value::from(x as u64));
    }
    if x.fract() == 0.0 && (-9_223_372_036_854_775_808.0..0.0).contains(&x) {
        return Some(Value::from(x as i64));
    }
    serde_json::Number::from_f64(x).map(Value::Number)
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

/// Reads an optional argument (`undefined` or `null` read as the default).
fn read_optional<T: serde::de::DeserializeOwned + Default>(value: JsValue, name: &str) -> Result<T, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    read_value(value, name)
}

fn read_value<T: serde::de::DeserializeOwned>(value: JsValue, name: &str) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        let error = core::play::PlayError::Request(core::RequestError::new(format!("{name}: {e}")));
        play_error(&error)
    })
}

/// The request and the entries `played` and `placed` (each optional) of a
/// play function, a wrong request thrown with `kind: "request"`.
fn play_args(
    request: JsValue,
    played: JsValue,
    placed: JsValue,
) -> Result<(Request, Vec<core::Step>, Vec<core::board::Square>), JsValue> {
    let request = read_request(request).map_err(|e| {
        let e = JsValue::from(e);
        let _ = js_sys::Reflect::set(&e, &"kind".into(), &"request".into());
        e
    })?;
    let played: Vec<core::Step> = read_optional(played, "played")?;
    let placed: Vec<core::board::Square> = read_optional(placed, "placed")?;
    Ok((request, played, placed))
}

/// The puzzle and position of `request` after `played` steps or `placed`
/// pieces.
fn played(
    request: JsValue,
    played: JsValue,
    placed: JsValue,
) -> Result<(&'static dyn puzzles::Puzzle, core::play::Position), JsValue> {
    let (request, played, placed) = play_args(request, played, placed)?;
    core::play::position_after(&request, &played, &placed).map_err(|e| play_error(&e))
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
    let step: core::Step = read_value(step, "step")?;
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
    let square: core::board::Square = read_value(square, "square")?;
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
    let square: core::board::Square = read_value(square, "square")?;
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
    // The clock starts before reading: a long `off` list takes a while.
    let start = web_time::Instant::now();
    let (request, played, placed) = play_args(request, played_steps, placed)?;
    let coaching = core::coach::coach_since(&request, &played, &placed, start).map_err(|e| play_error(&e))?;
    to_js(&coaching).map_err(JsValue::from)
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
