//! Reading what JavaScript hands the API: requests, `played` and `placed`
//! lists, a `step`, a `square` (docs/API.md).
//!
//! Any JS value may arrive, and each is read in time and memory bounded by
//! what the request can mean, never by what the value claims:
//!
//! - An array's `length` is read once and checked against the largest
//!   meaningful value before anything is allocated or walked: 2 elements
//!   for a square, the board's squares for `off` (its `rows × cols`, at
//!   most 10 000 × 10 000), [`LIST_MAX`] for `played` and `placed`, 16 for
//!   any other array. A sparse array of length 2^32 − 1 or a Proxy
//!   reporting 2^31 is refused at once.
//! - Elements are read one at a time (`Reflect.get`), lists grown a chunk
//!   at a time with `try_reserve`, so that memory grows only with what
//!   was really read and running out of it is an error, never a trap. A
//!   hole or a wrong element ends the reading with its index named.
//! - Every JS operation that can run the caller's code (getters, Proxy
//!   traps, `Array.isArray` of a revoked Proxy, `Object.keys`) is called
//!   through an import that catches what it throws: "reading `off[3]`
//!   threw Error: …" names the field.
//! - Typed arrays are recognised by their internal slots (not by
//!   `instanceof`, which a Proxy can answer): a `Uint32Array` is `off`
//!   packed as row, col pairs; any other typed array is refused by name.
//! - Messages name the field and index (`played[3].from`, `placed[2]`)
//!   and quote at most [`QUOTE_MAX`] characters of a bad value; a string
//!   is never copied whole into the module when it is longer than any
//!   request holds.

use serde_json::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::core::board::{Grid, Square, MAX_SIDE};
use crate::core::json::{check_key, from_json, wrong_kind};
use crate::core::notation::MAX_TEXT_CELLS;
use crate::core::request::{Limits, RandomOff};
use crate::core::search::{Budget, LimitReached};
use crate::core::words::{grouped, plural, quote, QUOTE_MAX};
use crate::core::{self, puzzles, Request, RequestError, Step};

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws for a revoked Proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    pub(super) fn js_is_array(value: &JsValue) -> Result<bool, JsValue>;
    /// `Object.keys`, which runs a Proxy's `ownKeys` trap.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn js_keys(value: &JsValue) -> Result<js_sys::Array, JsValue>;
    /// `Reflect.get`, which runs getters and Proxy traps.
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = get)]
    pub(super) fn js_get(target: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;
    /// `Reflect.get` of an index.
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = get)]
    pub(super) fn js_get_index(target: &JsValue, index: u32) -> Result<JsValue, JsValue>;
    /// `Reflect.apply`.
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = apply)]
    pub(super) fn js_apply(function: &JsValue, this: &JsValue, args: &js_sys::Array) -> Result<JsValue, JsValue>;
    /// `Reflect.getPrototypeOf`.
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = getPrototypeOf)]
    fn js_prototype_of(value: &JsValue) -> Result<JsValue, JsValue>;
    /// `Reflect.getOwnPropertyDescriptor`.
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = getOwnPropertyDescriptor)]
    pub(super) fn js_own_property(target: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;
}

/// Arrays longer than this are never walked where one value belongs (a
/// square has 2 elements; a longer one is described by its length).
const WALK_MAX: u32 = 16;

/// The longest `played` or `placed` list read: as many as the largest
/// board (10 000 × 10 000) has squares. Placed pieces stand on distinct
/// squares, and a tour makes one step fewer than its board's squares.
pub(super) const LIST_MAX: u32 = MAX_SIDE * MAX_SIDE;

/// The longest string read into the module: a position text of
/// [`MAX_TEXT_CELLS`] cells with room for separators. A longer one is
/// refused by its length, quoting its first characters only.
pub(super) const TEXT_MAX: u32 = 4 * MAX_TEXT_CELLS as u32;

/// Elements read between two reservations of memory, and between two
/// readings of the clock while `off` is read against a time limit.
pub(super) const CHUNK: u32 = 4_096;

/// Squares of `off` always read whatever the time limit (a few
/// milliseconds' worth).
const OFF_UNTIMED: u32 = CHUNK;

/// The fields of a step.
const STEP_FIELDS: [&str; 3] = ["from", "to", "over"];

/// A request read, or the `limit` answer of one whose `off` list could not
/// be read within its time limit.
pub(super) enum Read {
    /// The request, every field read.
    Request(Request),
    /// The `limit` answer: the time ran out while reading `off`.
    OutOfTime(core::Answer),
}

// ------------------------------------------------------------- JS, safely

thread_local! {
    /// The key `"length"`, made once (a JS string made per square would
    /// cost more than the square's reading).
    static LENGTH: JsValue = JsValue::from_str("length");
    /// `String.prototype.valueOf`, which throws for anything but a string
    /// or a `String` object.
    static STRING_VALUE_OF: Option<JsValue> = js_get(&js_sys::global(), &JsValue::from_str("String"))
        .and_then(|s| js_get(&s, &JsValue::from_str("prototype")))
        .and_then(|p| js_get(&p, &JsValue::from_str("valueOf")))
        .ok();
    /// `Object.prototype.toString`, which names a `String` object's
    /// built-in tag unless the object has a `Symbol.toStringTag`.
    static OBJECT_TO_STRING: Option<JsValue> = js_get(&js_sys::global(), &JsValue::from_str("Object"))
        .and_then(|s| js_get(&s, &JsValue::from_str("prototype")))
        .and_then(|p| js_get(&p, &JsValue::from_str("toString")))
        .ok();
}

/// The error for a value whose reading threw `thrown`.
pub(super) fn threw(path: &str, thrown: &JsValue) -> RequestError {
    let what = if path.starts_with("the ") {
        path.to_owned()
    } else {
        format!("`{path}`")
    };
    RequestError::new(format!("reading {what} threw {}", thrown_text(thrown)))
}

/// What was thrown, short: `TypeError: message` for an error.
fn thrown_text(thrown: &JsValue) -> String {
    if thrown.is_object() {
        let text = |key: &str| {
            js_get(thrown, &JsValue::from_str(key))
                .ok()
                .filter(JsValue::is_string)
                .map(|s| cut(s.unchecked_ref(), QUOTE_MAX as u32))
        };
        if let Some(message) = text("message") {
            let name = text("name").unwrap_or_else(|| "an exception".into());
            return format!("{name}: {message}");
        }
    }
    describe_js(thrown)
}

/// At most `max` UTF-16 units of `text`, with "…" when it was cut.
fn cut(text: &js_sys::JsString, max: u32) -> String {
    if text.length() <= max {
        String::from(text)
    } else {
        format!("{}…", String::from(text.slice(0, max)))
    }
}

/// `text` in quotes as [`quote`] gives it, without copying more than a
/// few hundred characters of a long string into the module.
fn quote_js(text: &js_sys::JsString) -> String {
    let n = text.length();
    if n <= 4 * QUOTE_MAX as u32 {
        quote(&String::from(text))
    } else {
        format!(
            "'{}…' ({} characters)",
            String::from(text.slice(0, QUOTE_MAX as u32)),
            crate::core::words::grouped(n)
        )
    }
}

/// The length of `value` when it is an array (or a Proxy of one), read
/// once; `None` when it is not an array.
///
/// # Errors
/// When `Array.isArray` or the `length` getter throws, or the length is
/// not a whole number of elements (a Proxy may report anything).
pub(super) fn array_length(value: &JsValue, path: &dyn Fn() -> String) -> Result<Option<u32>, RequestError> {
    // `Array.isArray` of a primitive is false: no other check is needed.
    if !js_is_array(value).map_err(|e| threw(&path(), &e))? {
        return Ok(None);
    }
    let length = LENGTH
        .with(|key| js_get(value, key))
        .map_err(|e| threw(&format!("{}.length", path()), &e))?;
    match length.as_f64() {
        Some(n) if (0.0..=f64::from(u32::MAX)).contains(&n) && n.fract() == 0.0 => Ok(Some(n as u32)),
        _ => Err(RequestError::new(format!(
            "`{}` is an array whose length is {}, not a whole number of elements",
            path(),
            describe_js(&length)
        ))),
    }
}

/// Element `i` of an array.
pub(super) fn element(array: &JsValue, i: u32, path: &dyn Fn() -> String) -> Result<JsValue, RequestError> {
    js_get_index(array, i).map_err(|e| threw(&format!("{}[{i}]", path()), &e))
}

/// Field `key` of an object.
pub(super) fn member(object: &JsValue, key: &str, path: &str) -> Result<JsValue, RequestError> {
    js_get(object, &JsValue::from_str(key)).map_err(|e| threw(&join(path, key), &e))
}

/// `path.key`, or `key` at the top.
fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

/// A typed array or `DataView` described by its internal slots ("a
/// Uint32Array of 6 numbers", with its name and length), `None` for any
/// other value. No getter of the value itself runs: the intrinsic
/// `%TypedArray%.prototype` getters are applied to it.
pub(super) fn view(value: &JsValue) -> Option<(Option<String>, u32)> {
    if !value.is_object() || !js_sys::ArrayBuffer::is_view(value) {
        return None;
    }
    let typed = js_prototype_of(&js_sys::Uint8Array::new_with_length(0).into())
        .and_then(|p| js_prototype_of(&p))
        .ok()?;
    let slot = |key: &JsValue| -> Option<JsValue> {
        let descriptor = js_own_property(&typed, key).ok()?;
        let getter = js_get(&descriptor, &JsValue::from_str("get")).ok()?;
        js_apply(&getter, value, &js_sys::Array::new()).ok()
    };
    let name = slot(&js_sys::Symbol::to_string_tag().into()).and_then(|n| n.as_string());
    let length = if name.is_some() {
        slot(&JsValue::from_str("length"))
            .and_then(|n| n.as_f64())
            .unwrap_or(0.0) as u32
    } else {
        0
    };
    Some((name, length))
}

/// Whether `value` is a `String` object, whose indices `Object.keys` would
/// list one by one. An object without `Symbol.toStringTag` (nearly every
/// one) is told by `Object.prototype.toString`, which then shows the
/// built-in tag, "[object String]", and throws nothing; only one with a tag
/// of its own (which could hide a `String` object) is asked of
/// `String.prototype.valueOf`, which throws for anything else: an
/// exception per object read made a step of `played` cost tens of µs.
fn boxed_string(value: &JsValue) -> bool {
    let no_args = js_sys::Array::new();
    let tag = js_get(value, &js_sys::Symbol::to_string_tag().into());
    if tag.is_ok_and(|t| t.is_undefined()) {
        let text = OBJECT_TO_STRING.with(|f| {
            f.as_ref()
                .and_then(|f| js_apply(f, value, &no_args).ok())
                .and_then(|t| t.as_string())
        });
        return text.as_deref() == Some("[object String]");
    }
    STRING_VALUE_OF.with(|f| f.as_ref().is_some_and(|f| js_apply(f, value, &no_args).is_ok()))
}

/// Whether `value` is an object of named fields: not an array, typed
/// array, `String` object or function.
pub(super) fn record(value: &JsValue, path: &str) -> Result<bool, RequestError> {
    Ok(value.is_object()
        && !js_is_array(value).map_err(|e| threw(path, &e))?
        && view(value).is_none()
        && !boxed_string(value))
}

/// The own enumerable keys of a record, each checked against `known`
/// (`within` names the record in a message).
pub(super) fn known_keys(value: &JsValue, known: &[&str], within: &str) -> Result<Vec<String>, RequestError> {
    let label = if within.is_empty() { "the request" } else { within };
    let keys = js_keys(value).map_err(|e| threw(label, &e))?;
    let mut names = Vec::new();
    for i in 0..keys.length() {
        let key = keys.get(i);
        if key.is_string() && key.unchecked_ref::<js_sys::JsString>().length() > 4 * QUOTE_MAX as u32 {
            // Not copied whole into the module, nor compared letter by letter.
            let quoted = quote_js(key.unchecked_ref());
            return Err(RequestError::new(format!(
                "unknown field `{}`: {} has the fields {}",
                join(within, &quoted),
                if within.is_empty() { "a request" } else { within },
                known.join(", ")
            )));
        }
        let name = key.as_string().unwrap_or_default();
        check_key(&name, known, within)?;
        names.push(name);
    }
    Ok(names)
}

/// What a JS value is, for a message: its kind and, when short, itself.
/// Reads at most a few dozen elements and quotes at most [`QUOTE_MAX`]
/// characters; never throws.
pub(super) fn describe_js(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return number_text(n);
    }
    if value.is_string() {
        return format!("a string ({})", quote_js(value.unchecked_ref()));
    }
    if let Some((name, length)) = view(value) {
        return match name {
            Some(name) => format!("{} {name} of {}", article(&name), plural(length as usize, "number")),
            None => "a DataView".into(),
        };
    }
    match array_length(value, &String::new) {
        Ok(Some(n)) => {
            let text = short_text(value, 0).filter(|t| t.len() <= 40);
            return match text {
                Some(t) => format!("an array of {} ({t})", plural(n as usize, "element")),
                None => format!("an array of {}", plural(n as usize, "element")),
            };
        }
        Err(_) => return "an array that cannot be read (reading it throws)".into(),
        Ok(None) => {}
    }
    if value.is_object() {
        return if boxed_string(value) {
            "a String object".into()
        } else {
            "an object".into()
        };
    }
    match value.js_typeof().as_string().as_deref() {
        Some("undefined") => "undefined".into(),
        Some("boolean") => value.as_bool().map_or_else(String::new, |b| b.to_string()),
        Some("bigint") => "a BigInt".into(),
        Some("function") => "a function".into(),
        Some("symbol") => "a symbol".into(),
        _ if value.is_null() => "null".into(),
        _ => "a value of an unknown kind".into(),
    }
}

/// "a" or "an" before the name of a typed array ("an Int32Array", "a
/// Uint8Array").
fn article(word: &str) -> &'static str {
    if word.starts_with(['A', 'E', 'I', 'O']) {
        "an"
    } else {
        "a"
    }
}

/// A JS number as a message shows it.
pub(super) fn number_text(n: f64) -> String {
    if n.is_nan() {
        "NaN".into()
    } else if n.is_infinite() {
        if n > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else {
        number(n).map_or_else(|| n.to_string(), |v| v.to_string())
    }
}

/// A small value as JSON-like text (`[0,"x"]`, `[1,NaN]`), `None` when it
/// is longer than 40 characters, deep, or cannot be read (a few dozen
/// elements are read at most).
fn short_text(value: &JsValue, depth: u32) -> Option<String> {
    if let Some(n) = value.as_f64() {
        return Some(number_text(n));
    }
    if value.is_string() {
        let s: &js_sys::JsString = value.unchecked_ref();
        return (s.length() <= 40).then(|| Value::String(String::from(s)).to_string());
    }
    if value.is_null() {
        return Some("null".into());
    }
    if value.is_undefined() {
        return Some("undefined".into());
    }
    if let Some(b) = value.as_bool() {
        return Some(b.to_string());
    }
    if let Ok(Some(n)) = array_length(value, &String::new) {
        if n > WALK_MAX || depth > 3 {
            return None;
        }
        let mut text = String::from("[");
        for i in 0..n {
            if i > 0 {
                text.push(',');
            }
            text.push_str(&short_text(&js_get_index(value, i).ok()?, depth + 1)?);
            if text.len() > 40 {
                return None;
            }
        }
        text.push(']');
        return Some(text);
    }
    value.is_object().then(|| "{…}".into())
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

/// `x` when it is a whole number from 0 to `u32::MAX`.
pub(super) fn whole_u32(x: Option<f64>) -> Option<u32> {
    x.filter(|x| (0.0..=f64::from(u32::MAX)).contains(x) && x.fract() == 0.0)
        .map(|x| x as u32)
}

/// "`path` must be `expected`, got `got`".
pub(super) fn must_be(path: &str, expected: &str, got: &str) -> RequestError {
    RequestError::new(format!("`{path}` must be {expected}, got {got}"))
}

/// The error for a list that could not grow.
pub(super) fn out_of_memory(path: &str, read: u32, total: u32) -> RequestError {
    RequestError::new(format!(
        "`{path}`: out of memory after reading {} of its {} elements",
        crate::core::words::grouped(read),
        crate::core::words::grouped(total)
    ))
}

// ----------------------------------------------------------------- squares

/// `[row, col]` when `value` is an array of exactly two whole numbers from
/// 0 to `u32::MAX`; `None` for anything else (see [`square_fault`]).
fn clean_square(value: &JsValue, path: &dyn Fn() -> String) -> Result<Option<Square>, RequestError> {
    if array_length(value, path)? != Some(2) {
        return Ok(None);
    }
    let row = element(value, 0, path)?.as_f64();
    let col = element(value, 1, path)?.as_f64();
    Ok(whole_u32(row).zip(whole_u32(col)).map(|(r, c)| [r, c]))
}

/// The error for `value` at `path`, which is not a square: a NaN or ±∞
/// element is named by its index; two other numbers (negative, fractional,
/// past 2^32 − 1) are a square outside every board (kind `outside`);
/// anything else is described whole.
fn square_fault(value: &JsValue, path: &str) -> RequestError {
    if let Ok(Some(2)) = array_length(value, &String::new) {
        let mut numbers = [None; 2];
        for (i, n) in numbers.iter_mut().enumerate() {
            if let Some(x) = js_get_index(value, i as u32).ok().and_then(|x| x.as_f64()) {
                if !x.is_finite() {
                    return must_be(
                        &format!("{path}[{i}]"),
                        "a whole number from 0 to 4294967295",
                        &number_text(x),
                    );
                }
                *n = Some(x);
            }
        }
        // Two numbers, negative, fractional or past 2^32 - 1: a square no board holds.
        if let [Some(row), Some(col)] = numbers {
            return RequestError::outside(path, &number_text(row), &number_text(col));
        }
    }
    must_be(path, "[row, col]", &describe_js(value))
}

/// One square at `path`.
fn square_at(value: &JsValue, path: &dyn Fn() -> String) -> Result<Square, RequestError> {
    clean_square(value, path)?.ok_or_else(|| square_fault(value, &path()))
}

/// `square` (`[row, col]`), the argument of `place` and `remove`.
///
/// # Errors
/// "`square` must be [row, col], got …".
pub(super) fn square(value: &JsValue, path: &str) -> Result<Square, RequestError> {
    square_at(value, &|| path.to_owned())
}

/// The list `placed` (`[[row, col], …]`); `undefined` and `null` read as
/// none.
///
/// # Errors
/// Naming the list or its first faulty element (`placed[2]`).
pub(super) fn squares(value: &JsValue, path: &str) -> Result<Vec<Square>, RequestError> {
    squares_within(value, path, &mut Budget::new(u64::MAX, f64::INFINITY)).map(|read| read.unwrap_or_default())
}

/// [`squares`] within `budget`: see [`list_within`].
///
/// # Errors
/// As for [`squares`].
pub(super) fn squares_within(
    value: &JsValue,
    path: &str,
    budget: &mut Budget<'_>,
) -> Result<Result<Vec<Square>, LimitReached>, RequestError> {
    list_within(
        value,
        path,
        ("a list of squares [[row, col], …]", "squares"),
        budget,
        square_at,
    )
}

/// Entries of a `played` or `placed` list read between two readings of the
/// clock, each counted a node ([`Budget::work`]): a few milliseconds of
/// reading at most.
const LIST_CHECK: u32 = 256;

/// The list at `path` (`played`, `placed`), each element read by `item`;
/// `undefined` and `null` read as none. `kinds` is what the list must be
/// and what its elements are called ("steps"). Its length is checked
/// against [`LIST_MAX`] first; then every [`LIST_CHECK`] entries the
/// clock of `budget` is read and the entries counted against its nodes,
/// so a long list stops within the budget: `Ok(Err(LimitReached))`, the
/// budget's [`Budget::set_up_reason`] naming the entry reached.
fn list_within<T>(
    value: &JsValue,
    path: &str,
    (expected, kind): (&str, &str),
    budget: &mut Budget<'_>,
    item: fn(&JsValue, &dyn Fn() -> String) -> Result<T, RequestError>,
) -> Result<Result<Vec<T>, LimitReached>, RequestError> {
    if value.is_undefined() || value.is_null() {
        return Ok(Ok(Vec::new()));
    }
    let name = || path.to_owned();
    let Some(n) = array_length(value, &name)? else {
        return Err(must_be(path, expected, &describe_js(value)));
    };
    if n > LIST_MAX {
        return Err(too_long(path, n, LIST_MAX, kind));
    }
    let mut out: Vec<T> = Vec::new();
    for i in 0..n {
        if i % LIST_CHECK == 0 {
            let during = || format!("reading `{path}` (entry {} of {})", grouped(i), grouped(n));
            if let Err(limit) = budget.work(u64::from(LIST_CHECK.min(n - i)), true, during) {
                return Ok(Err(limit));
            }
        }
        if i % CHUNK == 0 {
            out.try_reserve((n - i).min(CHUNK) as usize)
                .map_err(|_| out_of_memory(path, i, n))?;
        }
        let at = || format!("{path}[{i}]");
        out.push(item(&element(value, i, &name)?, &at)?);
    }
    Ok(Ok(out))
}

/// "`path` is an array of n elements: more than the `max` `what` …".
fn too_long(path: &str, n: u32, max: u32, what: &str) -> RequestError {
    RequestError::new(format!(
        "`{path}` must be a list of at most {} {what}, got an array of {}",
        crate::core::words::grouped(max),
        plural(n as usize, "element")
    ))
}

// ------------------------------------------------------------------- steps

/// One step `{from, to, over?}` at `path`.
fn step_at(value: &JsValue, path: &dyn Fn() -> String) -> Result<Step, RequestError> {
    let here = path();
    if !record(value, &here)? {
        return Err(must_be(&here, "a step {from, to, over?}", &describe_js(value)));
    }
    known_keys(value, &STEP_FIELDS, &here)?;
    let end = |key: &str| -> Result<Option<Square>, RequestError> {
        let v = member(value, key, &here)?;
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        square_at(&v, &|| format!("{here}.{key}")).map(Some)
    };
    let missing = |key: &str| RequestError::new(format!("`{here}.{key}` is missing: a step is {{from, to, over?}}"));
    let from = end("from")?.ok_or_else(|| missing("from"))?;
    let to = end("to")?.ok_or_else(|| missing("to"))?;
    let over = end("over")?;
    Ok(Step { from, to, over })
}

/// `step` (`{from, to, over?}`), the argument of `apply`.
///
/// # Errors
/// Naming the faulty field (`step.to`).
pub(super) fn step(value: &JsValue, path: &str) -> Result<Step, RequestError> {
    step_at(value, &|| path.to_owned())
}

/// The list `played` (`[{from, to, over?}, …]`); `undefined` and `null`
/// read as none.
///
/// # Errors
/// Naming the list or its first faulty element (`played[3].from`).
pub(super) fn steps(value: &JsValue, path: &str) -> Result<Vec<Step>, RequestError> {
    steps_within(value, path, &mut Budget::new(u64::MAX, f64::INFINITY)).map(|read| read.unwrap_or_default())
}

/// [`steps`] within `budget`: see [`list_within`].
///
/// # Errors
/// As for [`steps`].
pub(super) fn steps_within(
    value: &JsValue,
    path: &str,
    budget: &mut Budget<'_>,
) -> Result<Result<Vec<Step>, LimitReached>, RequestError> {
    list_within(
        value,
        path,
        ("a list of steps [{from, to, over?}, …]", "steps"),
        budget,
        step_at,
    )
}

// ---------------------------------------------------------------- requests

/// Reads a request object, checking every field (see the module docs and
/// [`from_json`]); with `start`, the moment the solve's clock started, a
/// long `off` list is read only while the request's `limits.millis` last.
///
/// # Errors
/// A [`RequestError`] naming the first faulty field.
pub(super) fn request(request: &JsValue, start: Option<web_time::Instant>) -> Result<Read, RequestError> {
    if !record(request, "the request")? {
        return Err(RequestError::new(format!(
            "request: expected an object such as {{puzzle: \"knight-swap\", board: \"N.N/.../n.n\"}}, got {}",
            describe_js(request)
        )));
    }
    let mut fields = serde_json::Map::new();
    // The long square lists, read last, once the board's size and the
    // limits are known: `off`, and `on` (a seeded board's walls taken away).
    let (mut off, mut on) = (None, None);
    for name in known_keys(request, &Request::FIELDS, "")? {
        let value = member(request, &name, "")?;
        if value.is_undefined() {
            continue;
        }
        if name == "off" || name == "on" {
            if !value.is_null() {
                *(if name == "off" { &mut off } else { &mut on }) = Some(value);
            }
            continue;
        }
        let json = to_json(&value, &name, 0)?;
        fields.insert(name, json);
    }
    // Every other field is checked before the long lists are read.
    let mut parsed = from_json(Value::Object(fields))?;
    let board = SizeGiven::of(&parsed);
    if let Some(value) = on {
        // Read whole: with no deadline the list is never cut short.
        if let List::Read(squares) = square_list("on", &value, board.as_ref(), None)? {
            parsed.on = Some(squares);
        }
    }
    let Some(value) = off else {
        return Ok(Read::Request(parsed));
    };
    let deadline = start.map(|start| (start, parsed.millis_limit()));
    match square_list("off", &value, board.as_ref(), deadline)? {
        List::Read(squares) => {
            parsed.off = Some(squares);
            Ok(Read::Request(parsed))
        }
        List::OutOfTime { read, total } => out_of_time(parsed, read, total, deadline),
    }
}

/// What [`square_list`] read.
enum List {
    /// Every square of the list.
    Read(Vec<Square>),
    /// The time ran out after `read` of the `total` squares.
    OutOfTime { read: u32, total: u32 },
}

/// The square list `name` (`off` or `on`): `[[row, col], …]` read square
/// by square, or packed as a `Uint32Array`, at most as many squares as
/// `board` has. With a `deadline` (the clock's start and the milliseconds
/// allowed) the clock is read every [`CHUNK`] squares past the first
/// [`OFF_UNTIMED`]. With no `board` (the request gives `board` text, no
/// size, or a size past the limits) the core refuses the request for its
/// board whatever the list holds, so only its kind is checked.
fn square_list(
    name: &str,
    value: &JsValue,
    board: Option<&SizeGiven>,
    deadline: Option<(web_time::Instant, f64)>,
) -> Result<List, RequestError> {
    let path = || name.to_owned();
    let Some(board) = board else {
        if view(value).is_none_or(|(kind, _)| kind.as_deref() != Some("Uint32Array"))
            && array_length(value, &path)?.is_none()
        {
            return Err(wrong_kind(name, &describe_js(value)));
        }
        return Ok(List::Read(Vec::new()));
    };
    if let Some((kind, numbers)) = view(value) {
        if kind.as_deref() != Some("Uint32Array") {
            return Err(wrong_kind(
                name,
                &format!("{} (packed squares must be a Uint32Array)", describe_js(value)),
            ));
        }
        return packed(name, value, numbers, board).map(List::Read);
    }
    let Some(n) = array_length(value, &path)? else {
        return Err(wrong_kind(name, &describe_js(value)));
    };
    if u64::from(n) > board.cells {
        return Err(board.too_small(name, &format!("an array of {}", plural(n as usize, "element"))));
    }
    let mut squares: Vec<Square> = Vec::new();
    for i in 0..n {
        if i % CHUNK == 0 {
            if i >= OFF_UNTIMED && deadline.is_some_and(|(at, millis)| at.elapsed().as_secs_f64() * 1000.0 > millis) {
                return Ok(List::OutOfTime { read: i, total: n });
            }
            squares
                .try_reserve((n - i).min(CHUNK) as usize)
                .map_err(|_| out_of_memory(name, i, n))?;
        }
        let at = || format!("{name}[{i}]");
        squares.push(square_at(&element(value, i, &path)?, &at)?);
    }
    Ok(List::Read(squares))
}

/// The size of the board a request describes by `rows` and `cols`.
struct SizeGiven {
    /// Its squares (holes of a triangle).
    cells: u64,
    /// How the message names it.
    name: String,
}

impl SizeGiven {
    /// The board of `request` when it is given by a size within the
    /// limits; `None` when it is given as text, has no size, or a size
    /// the core refuses.
    fn of(request: &Request) -> Option<SizeGiven> {
        if request.board.is_some() {
            return None;
        }
        let rows = request.rows?;
        let triangle = request.grid.unwrap_or_default() == Grid::Triangle;
        let cols = if triangle { rows } else { request.cols? };
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return None;
        }
        let (r, c) = (u64::from(rows), u64::from(cols));
        Some(if triangle {
            SizeGiven {
                cells: r * (r + 1) / 2,
                name: format!("the triangle of {} rows", crate::core::words::grouped(rows)),
            }
        } else {
            SizeGiven {
                cells: r * c,
                name: format!(
                    "the {} × {} board",
                    crate::core::words::grouped(rows),
                    crate::core::words::grouped(cols)
                ),
            }
        })
    }

    /// The error for a list `name` (`off`, `on`) of more squares than the
    /// board has.
    fn too_small(&self, name: &str, got: &str) -> RequestError {
        RequestError::new(format!(
            "`{name}` must be a list of at most {} squares (those of {}), got {got}",
            crate::core::words::grouped(self.cells),
            self.name
        ))
    }
}

/// A square list `name` (`off`, `on`) given packed, as a `Uint32Array`
/// of row, col, row, col, … of
/// `numbers` numbers: copied from a copy of it made by its internal slots
/// (no getter of its own runs), a chunk at a time.
fn packed(name: &str, value: &JsValue, numbers: u32, board: &SizeGiven) -> Result<Vec<Square>, RequestError> {
    if numbers % 2 != 0 {
        return Err(wrong_kind(
            name,
            &format!(
                "a Uint32Array of {} numbers (not row, col pairs)",
                crate::core::words::grouped(numbers)
            ),
        ));
    }
    if u64::from(numbers / 2) > board.cells {
        return Err(board.too_small(
            name,
            &format!(
                "a Uint32Array of {} numbers ({} squares)",
                crate::core::words::grouped(numbers),
                crate::core::words::grouped(numbers / 2)
            ),
        ));
    }
    let copy = js_sys::Uint32Array::new(value);
    let total = copy.length().min(numbers);
    let mut squares: Vec<Square> = Vec::new();
    squares
        .try_reserve_exact(total as usize / 2)
        .map_err(|_| out_of_memory(name, 0, total))?;
    let mut buffer = vec![0; (CHUNK * 16).min(total) as usize];
    let mut start = 0;
    while start < total {
        let end = start.saturating_add(CHUNK * 16).min(total);
        let part = &mut buffer[..(end - start) as usize];
        copy.subarray(start, end).copy_to(part);
        squares.extend(part.chunks_exact(2).map(|p| [p[0], p[1]]));
        start = end;
    }
    Ok(squares)
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
            "limit: the budget of {} ms ran out while reading `off` ({} of {} squares read), before the search began; send `off` packed as a Uint32Array of row, col pairs, or raise limits.millis",
            crate::core::words::decimal(millis),
            crate::core::words::grouped(read),
            crate::core::words::grouped(total)
        )),
    ))
}

/// Whether the field at `path` may hold an array: a square or pair
/// (`from`, `to`, `split`, `finish`, `leaper`) and what is inside one.
fn holds_list(path: &str) -> bool {
    let field = path.split('[').next().unwrap_or(path);
    matches!(field, "from" | "to" | "split" | "finish" | "leaper" | "off" | "on")
}

/// The JSON value of the JS value at `path` (a request field but `off`),
/// refusing what JSON cannot hold (NaN and infinities, `undefined` in a
/// list, BigInt, functions), arrays where no list belongs or longer than
/// [`WALK_MAX`], strings longer than [`TEXT_MAX`], and objects but
/// `limits` and `randomOff`.
fn to_json(value: &JsValue, path: &str, depth: u32) -> Result<Value, RequestError> {
    if value.is_null() {
        return Ok(Value::Null);
    }
    if let Some(b) = value.as_bool() {
        return Ok(Value::Bool(b));
    }
    if value.is_string() {
        let text: &js_sys::JsString = value.unchecked_ref();
        if text.length() > TEXT_MAX {
            return Err(RequestError::new(format!(
                "`{path}` is too long: {}; no text of a request is longer than {} characters",
                describe_js(value),
                crate::core::words::grouped(TEXT_MAX)
            )));
        }
        return Ok(Value::String(String::from(text)));
    }
    if let Some(x) = value.as_f64() {
        return number(x).ok_or_else(|| wrong_kind(path, &number_text(x)));
    }
    let bad = || wrong_kind(path, &describe_js(value));
    if let Some(n) = array_length(value, &|| path.to_owned())? {
        if !holds_list(path) || n > WALK_MAX || depth > 3 {
            return Err(bad());
        }
        let mut items = Vec::new();
        for i in 0..n {
            let at = format!("{path}[{i}]");
            let item = js_get_index(value, i).map_err(|e| threw(&at, &e))?;
            if item.is_undefined() {
                return Err(wrong_kind(&at, "undefined"));
            }
            items.push(to_json(&item, &at, depth + 1)?);
        }
        return Ok(Value::Array(items));
    }
    // An object: `limits` or `randomOff`.
    let known = match path {
        "limits" => Limits::FIELDS,
        "randomOff" => RandomOff::FIELDS,
        _ => return Err(bad()),
    };
    if !record(value, path)? {
        return Err(bad());
    }
    let mut fields = serde_json::Map::new();
    for name in known_keys(value, known, path)? {
        let v = member(value, &name, path)?;
        if !v.is_undefined() {
            let at = join(path, &name);
            fields.insert(name, to_json(&v, &at, depth + 1)?);
        }
    }
    Ok(Value::Object(fields))
}
