//! The arguments of `BoardView`'s methods (`src/view/js.rs`), read with
//! the request reader's primitives (`read.rs`): every JS operation that
//! can run the caller's code (getters, Proxy traps) goes through an import
//! that catches what it throws, arrays are measured before they are
//! walked, and typed arrays are recognised by their internal slots.
//!
//! So no argument reaches wasm-bindgen's glue unread: a method takes
//! `JsValue` and reads it here, and a value of the wrong type is an `Error`
//! naming the method, the argument and what was expected ("`setTool`
//! takes a tool name, got a number (5)"). An argument is read whole
//! before the method changes anything, and nothing read can unwind
//! through the module, so a value that throws while it is read leaves the
//! view as it was and usable.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::core::board::Square;
use crate::core::words::grouped;
use crate::core::{RequestError, Step};

use super::read::{self, describe_js, number_text, whole_u32};

#[wasm_bindgen]
extern "C" {
    /// `Reflect.construct`: a copy of a typed array made by the
    /// constructor, which reads only its internal slots.
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = construct)]
    fn js_construct(target: &JsValue, args: &js_sys::Array) -> Result<JsValue, JsValue>;
}

/// The longest text read (a position text of a million cells with room
/// for separators); a longer one is refused unread.
pub(crate) const TEXT_MAX: u32 = read::TEXT_MAX;

/// An argument of a method: the method's name as JavaScript calls it
/// (`setTool`) and the argument's (`rows`, `options.labels`; empty for a
/// method's only argument).
#[derive(Clone, Copy)]
pub(crate) struct Arg<'a> {
    /// The method.
    pub method: &'a str,
    /// The argument, or a field of it (`options.step`).
    pub name: &'a str,
}

impl<'a> Arg<'a> {
    /// Argument `name` of `method`.
    pub fn of(method: &'a str, name: &'a str) -> Arg<'a> {
        Arg { method, name }
    }

    /// The only argument of `method`.
    pub fn only(method: &'a str) -> Arg<'a> {
        Arg { method, name: "" }
    }

    /// The error for `value`, which is not `expected`: "`setTool` takes a
    /// tool name, got a number (5)", or for a named argument "`setSize`:
    /// `rows` must be a whole number from 0 to 4294967295, got …".
    pub fn wrong(&self, expected: &str, value: &JsValue) -> JsError {
        let got = got(value);
        if self.name.is_empty() {
            JsError::new(&format!("`{}` takes {expected}, got {got}", self.method))
        } else {
            JsError::new(&format!(
                "`{}`: `{}` must be {expected}, got {got}",
                self.method, self.name
            ))
        }
    }

    /// An error of the request reader (a field, an element), said within
    /// the method: "`playStep`: `step.from` must be [row, col], got …".
    pub fn within(&self, error: &RequestError) -> JsError {
        JsError::new(&format!("`{}`: {}", self.method, error.message()))
    }

    /// The path of the argument, for the request reader (`step`,
    /// `answer`): its name, or `fallback` for a method's only argument.
    fn path(&self, fallback: &'a str) -> &'a str {
        if self.name.is_empty() {
            fallback
        } else {
            self.name
        }
    }
}

/// What a JS value is, for a message: [`describe_js`], with a number said
/// to be one ("a number (5)").
fn got(value: &JsValue) -> String {
    match value.as_f64() {
        Some(n) => format!("a number ({})", number_text(n)),
        None => describe_js(value),
    }
}

/// Whether `value` is `undefined` or `null`: an optional argument not given.
fn absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// A string of at most `max` UTF-16 units (`expected` says what it is in a
/// message); a longer one is refused by its length, unread.
///
/// # Errors
/// Anything but a string (a `String` object included), or a longer one.
pub(crate) fn text(value: &JsValue, at: Arg, expected: &str, max: u32) -> Result<String, JsError> {
    if !value.is_string() {
        return Err(at.wrong(expected, value));
    }
    let text: &js_sys::JsString = value.unchecked_ref();
    if text.length() > max {
        return Err(at.wrong(&format!("{expected} of at most {} characters", grouped(max)), value));
    }
    Ok(String::from(text))
}

/// A number (any, NaN and infinities included: the method clamps it).
///
/// # Errors
/// Anything but a number (a numeric string, a BigInt, an object).
pub(crate) fn number(value: &JsValue, at: Arg) -> Result<f64, JsError> {
    value.as_f64().ok_or_else(|| at.wrong("a number", value))
}

/// A whole number from 0 to 2^32 − 1.
///
/// # Errors
/// Anything else (a fraction, a negative number, NaN, a string).
pub(crate) fn whole(value: &JsValue, at: Arg) -> Result<u32, JsError> {
    whole_u32(value.as_f64()).ok_or_else(|| at.wrong("a whole number from 0 to 4294967295", value))
}

/// A whole number from 0 to 2^32 − 1, or `None` for `undefined` / `null`.
///
/// # Errors
/// As [`whole`].
pub(crate) fn optional_whole(value: &JsValue, at: Arg) -> Result<Option<u32>, JsError> {
    if absent(value) {
        return Ok(None);
    }
    whole(value, at).map(Some)
}

/// `true` or `false`; `undefined` and `null` read as `false` (not given).
///
/// # Errors
/// Any other value (`1`, `"true"`, an object).
pub(crate) fn flag(value: &JsValue, at: Arg) -> Result<bool, JsError> {
    if absent(value) {
        return Ok(false);
    }
    value.as_bool().ok_or_else(|| at.wrong("true or false", value))
}

/// A canvas element and its 2D context. The canvas is recognised by its
/// internal slots (`HTMLCanvasElement.prototype`'s own `width` getter
/// applied to it), so a Proxy of a canvas or a look-alike is refused, and
/// its context is asked of `HTMLCanvasElement.prototype.getContext`, so
/// that no function of the value itself runs.
///
/// # Errors
/// Anything but a canvas element; a canvas that has another kind of
/// context already (`webgl`).
pub(crate) fn canvas(value: &JsValue, at: Arg) -> Result<(HtmlCanvasElement, CanvasRenderingContext2d), JsError> {
    let expected = "a canvas element (HTMLCanvasElement)";
    if !value.is_object() {
        return Err(at.wrong(expected, value));
    }
    let key = JsValue::from_str;
    let Ok(proto) = read::js_get(&js_sys::global(), &key("HTMLCanvasElement")).and_then(|c| {
        if c.is_function() {
            read::js_get(&c, &key("prototype"))
        } else {
            Err(JsValue::UNDEFINED)
        }
    }) else {
        return Err(at.wrong(&format!("{expected}, and there is no HTMLCanvasElement here"), value));
    };
    let no_args = js_sys::Array::new();
    let width = read::js_own_property(&proto, &key("width")).and_then(|d| read::js_get(&d, &key("get")));
    let is_canvas = width.is_ok_and(|get| get.is_function() && read::js_apply(&get, value, &no_args).is_ok());
    if !is_canvas {
        return Err(at.wrong(expected, value));
    }
    let context = read::js_get(&proto, &key("getContext"))
        .and_then(|f| read::js_apply(&f, value, &js_sys::Array::of1(&key("2d"))))
        .ok()
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
        .ok_or_else(|| JsError::new(&format!("`{}`: the canvas has no 2D context", at.method)))?;
    Ok((value.clone().unchecked_into(), context))
}

/// A `Uint32Array`, copied (the copy has no getter or method of the
/// caller's own, and nobody else can change or detach it), or `None` for
/// `undefined` / `null`.
///
/// # Errors
/// Any other value (an array, another typed array, a Proxy of one).
pub(crate) fn uint32_array(value: &JsValue, at: Arg, expected: &str) -> Result<Option<js_sys::Uint32Array>, JsError> {
    if absent(value) {
        return Ok(None);
    }
    if read::view(value).is_none_or(|(kind, _)| kind.as_deref() != Some("Uint32Array")) {
        return Err(at.wrong(expected, value));
    }
    let class = read::js_get(&js_sys::global(), &JsValue::from_str("Uint32Array"));
    let copy = class.and_then(|c| js_construct(&c, &js_sys::Array::of1(value)));
    match copy {
        Ok(copy) if copy.is_instance_of::<js_sys::Uint32Array>() => Ok(Some(copy.unchecked_into())),
        Ok(_) => Err(at.wrong(expected, value)),
        Err(e) => Err(at.within(&read::threw(at.path("the array"), &e))),
    }
}

/// Whole numbers from 0 to 2^32 − 1: a `Uint32Array` (copied at once) or
/// an array of at most `max` numbers (read one at a time, memory reserved
/// a chunk at a time).
///
/// # Errors
/// Naming the argument or its first faulty element (`trace.events[3]`).
pub(crate) fn whole_numbers(value: &JsValue, at: Arg, max: u32) -> Result<Vec<u32>, JsError> {
    let expected = format!(
        "a list of at most {} whole numbers (an array or a Uint32Array)",
        grouped(max)
    );
    if let Some((Some(kind), n)) = read::view(value) {
        if kind == "Uint32Array" && n <= max {
            let copy = uint32_array(value, at, &expected)?.unwrap_or_default();
            return Ok(copy.to_vec());
        }
        return Err(at.wrong(&expected, value));
    }
    let path = at.path("the list");
    let name = || path.to_owned();
    let n = read::array_length(value, &name).map_err(|e| at.within(&e))?;
    let Some(n) = n.filter(|&n| n <= max) else {
        return Err(at.wrong(&expected, value));
    };
    let mut out: Vec<u32> = Vec::new();
    for i in 0..n {
        if i % read::CHUNK == 0 {
            out.try_reserve((n - i).min(read::CHUNK) as usize)
                .map_err(|_| at.within(&read::out_of_memory(path, i, n)))?;
        }
        let item = read::element(value, i, &name).map_err(|e| at.within(&e))?;
        let Some(x) = whole_u32(item.as_f64()) else {
            let here = format!("{path}[{i}]");
            return Err(Arg::of(at.method, &here).wrong("a whole number from 0 to 4294967295", &item));
        };
        out.push(x);
    }
    Ok(out)
}

/// The fields of an options object, each checked against `known` (an
/// unknown one is refused with the nearest known name suggested), with
/// their values (`undefined` ones left out); `undefined` and `null` read
/// as no options.
///
/// # Errors
/// Anything but an object of named fields; an unknown field; a getter or
/// Proxy trap that throws.
pub(crate) fn options(value: &JsValue, at: Arg, known: &[&str]) -> Result<Vec<(String, JsValue)>, JsError> {
    if absent(value) {
        return Ok(Vec::new());
    }
    let path = at.path("options");
    if !read::record(value, path).map_err(|e| at.within(&e))? {
        return Err(at.wrong(&format!("an object of options ({})", known.join(", ")), value));
    }
    let mut out = Vec::new();
    for key in read::known_keys(value, known, path).map_err(|e| at.within(&e))? {
        let v = read::member(value, &key, path).map_err(|e| at.within(&e))?;
        if !v.is_undefined() {
            out.push((key, v));
        }
    }
    Ok(out)
}

/// Field `key` of an object whose other fields are ignored (an answer,
/// its trace); `None` when it is `undefined` or `null`.
///
/// # Errors
/// When `object` is not an object of named fields (`expected` says what
/// it should be), or reading the field throws.
pub(crate) fn field(object: &JsValue, at: Arg, key: &str, expected: &str) -> Result<Option<JsValue>, JsError> {
    let path = at.path("the argument");
    if !read::record(object, path).map_err(|e| at.within(&e))? {
        return Err(at.wrong(expected, object));
    }
    let v = read::member(object, key, path).map_err(|e| at.within(&e))?;
    Ok((!absent(&v)).then_some(v))
}

/// A step `{from, to, over?}` (read as `apply` reads one).
///
/// # Errors
/// Naming the faulty field (`step.to`).
pub(crate) fn step(value: &JsValue, at: Arg) -> Result<Step, JsError> {
    read::step(value, at.path("step")).map_err(|e| at.within(&e))
}

thread_local! {
    /// The keys of a step, made once (a JS string made per step would cost
    /// more than the step's reading).
    static STEP_KEYS: [JsValue; 3] = ["from", "to", "over"].map(JsValue::from_str);
}

/// A list of steps `[{from, to, over?}, …]` (an answer's: other fields of
/// a step are ignored), at most as many as `played` may hold. Each step
/// is read by a short path — its three fields and their two numbers,
/// every read through a catching import — and a step that path cannot
/// read is read again by the request reader's `step`, which names what is
/// wrong (`answer.steps[3].from`): a 20 000-step answer is read in
/// milliseconds.
///
/// # Errors
/// Naming the list or its first faulty element.
pub(crate) fn steps(value: &JsValue, at: Arg) -> Result<Vec<Step>, JsError> {
    let path = at.path("steps");
    let name = || path.to_owned();
    let Some(n) = read::array_length(value, &name).map_err(|e| at.within(&e))? else {
        return read::steps(value, path).map_err(|e| at.within(&e));
    };
    if n > read::LIST_MAX {
        return read::steps(value, path).map_err(|e| at.within(&e));
    }
    let mut out: Vec<Step> = Vec::new();
    for i in 0..n {
        if i % read::CHUNK == 0 {
            out.try_reserve((n - i).min(read::CHUNK) as usize)
                .map_err(|_| at.within(&read::out_of_memory(path, i, n)))?;
        }
        let item = read::element(value, i, &name).map_err(|e| at.within(&e))?;
        match quick_step(&item) {
            Some(step) => out.push(step),
            None => {
                let here = format!("{path}[{i}]");
                out.push(read::step(&item, &here).map_err(|e| at.within(&e))?);
            }
        }
    }
    Ok(out)
}

/// A step read the short way: an object (not an array) whose `from` and
/// `to` are squares and whose `over` is a square or absent; `None` for
/// anything else, or when a read throws.
fn quick_step(value: &JsValue) -> Option<Step> {
    if !value.is_object() || read::js_is_array(value).unwrap_or(true) {
        return None;
    }
    let [from, to, over] = STEP_KEYS.with(|[f, t, o]| [f, t, o].map(|k| read::js_get(value, k).ok()));
    let over = match over? {
        v if v.is_undefined() || v.is_null() => None,
        v => Some(quick_square(&v)?),
    };
    Some(Step {
        from: quick_square(&from?)?,
        to: quick_square(&to?)?,
        over,
    })
}

/// `[row, col]` read the short way: an array of two whole numbers from 0
/// to 2^32 − 1; `None` for anything else, or when a read throws.
fn quick_square(value: &JsValue) -> Option<Square> {
    if !read::js_is_array(value).ok()? {
        return None;
    }
    let n = read::array_length(value, &String::new).ok()??;
    if n != 2 {
        return None;
    }
    let row = whole_u32(read::js_get_index(value, 0).ok()?.as_f64())?;
    let col = whole_u32(read::js_get_index(value, 1).ok()?.as_f64())?;
    Some([row, col])
}

/// A square `[row, col]`, or `None` for `undefined` / `null`.
///
/// # Errors
/// "`setHint`: `from` must be [row, col], got …".
pub(crate) fn optional_square(value: &JsValue, at: Arg) -> Result<Option<Square>, JsError> {
    if absent(value) {
        return Ok(None);
    }
    read::square(value, at.path("square"))
        .map(Some)
        .map_err(|e| at.within(&e))
}

/// A list of squares `[[row, col], …]` (read as `placed` is).
///
/// # Errors
/// Naming the list or its first faulty element.
pub(crate) fn squares(value: &JsValue, at: Arg) -> Result<Vec<Square>, JsError> {
    read::squares(value, at.path("squares")).map_err(|e| at.within(&e))
}

/// A list of lists of squares (`solutions`), at most `max` lists.
///
/// # Errors
/// Naming the list, or the first faulty list or square (`answer.solutions[2][0]`).
pub(crate) fn square_lists(value: &JsValue, at: Arg, max: u32) -> Result<Vec<Vec<Square>>, JsError> {
    let path = at.path("the lists");
    let name = || path.to_owned();
    let expected = format!("a list of at most {} lists of squares", grouped(max));
    let n = read::array_length(value, &name).map_err(|e| at.within(&e))?;
    let Some(n) = n.filter(|&n| n <= max) else {
        return Err(at.wrong(&expected, value));
    };
    let mut out = Vec::new();
    for i in 0..n {
        let item = read::element(value, i, &name).map_err(|e| at.within(&e))?;
        let here = format!("{path}[{i}]");
        out.push(read::squares(&item, &here).map_err(|e| at.within(&e))?);
    }
    Ok(out)
}

/// A list of at most 64 strings of at most `max` characters each (a
/// caption's lines); `undefined` and `null` read as none.
///
/// # Errors
/// Naming the list or its first faulty element (`options.caption[2]`).
pub(crate) fn texts(value: &JsValue, at: Arg, expected: &str, max: u32) -> Result<Vec<String>, JsError> {
    /// Strings read at most.
    const MOST: u32 = 64;
    if absent(value) {
        return Ok(Vec::new());
    }
    let path = at.path("the list");
    let name = || path.to_owned();
    let n = read::array_length(value, &name).map_err(|e| at.within(&e))?;
    let Some(n) = n.filter(|&n| n <= MOST) else {
        return Err(at.wrong(&format!("a list of at most {} strings", grouped(MOST)), value));
    };
    let mut out = Vec::new();
    for i in 0..n {
        let item = read::element(value, i, &name).map_err(|e| at.within(&e))?;
        let here = format!("{path}[{i}]");
        out.push(text(&item, Arg::of(at.method, &here), expected, max)?);
    }
    Ok(out)
}
