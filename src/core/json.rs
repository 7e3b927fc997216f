//! A [`Request`] read from a JSON value with every field checked: the door
//! the JS API uses, since `serde-wasm-bindgen` honours neither
//! `deny_unknown_fields` nor array lengths.
//!
//! - Unknown fields are refused by name, with the nearest known one
//!   suggested (Levenshtein distance, `strsim`): "unknown field
//!   `maxsolutions`; did you mean `maxSolutions`?".
//! - Each field must be of its kind: squares exactly `[row, col]` of whole
//!   numbers, counts whole and in range, `limits.millis` finite and ≥ 0;
//!   the message names the field and what it got ("`from` must be
//!   [row, col], got a string ('0,0')").
//! - A message quotes at most [`QUOTE_MAX`](super::words::QUOTE_MAX)
//!   characters of a bad value.
//!
//! `null` reads as absent, as it does for serde's `Option` fields.

use serde_json::Value;

use super::request::{Limits, RandomOff, Request, RequestError};
use super::words::{plural, quote};

/// What a field holds, for checking and for the message when it does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A string.
    Text,
    /// A whole number from 0 to `u32::MAX`.
    Count32,
    /// A whole number from 0 to `u64::MAX`.
    Count64,
    /// `true` or `false`.
    Flag,
    /// `[row, col]`.
    Square,
    /// A list of `[row, col]`.
    Squares,
    /// `[k, of]`.
    Pair,
    /// A word or `[row, col]` (peg solitaire's `finish`).
    WordOrSquare,
    /// A finite number ≥ 0.
    Amount,
    /// A finite number > 0.
    Positive,
    /// A finite number from 0 to 0.9.
    Fraction,
    /// An object of fields (`limits`, `randomOff`).
    Object,
    /// A leaper's legs `[a, b]` (their range is checked by the puzzle).
    Leaper,
}

impl Kind {
    /// What the message says the field must be.
    fn expected(self) -> &'static str {
        match self {
            Kind::Text => "a string",
            Kind::Count32 => "a whole number from 0 to 4294967295",
            Kind::Count64 => "a whole number ≥ 0",
            Kind::Flag => "true or false",
            Kind::Square => "[row, col]",
            Kind::Squares => "a list of squares [[row, col], …]",
            Kind::Pair => "[k, of], two whole numbers",
            Kind::WordOrSquare => "a word or a square [row, col]",
            Kind::Amount => "a finite number ≥ 0",
            Kind::Positive => "a finite number > 0",
            Kind::Fraction => "a number from 0 to 0.9",
            Kind::Object => "an object",
            Kind::Leaper => "[a, b], two whole numbers (0 ≤ a ≤ b, 1 ≤ b ≤ 7)",
        }
    }
}

/// The kind of the field at `path` (`"from"`, `"limits.millis"`,
/// `"off[3]"`), `None` for an unknown field.
fn kind(path: &str) -> Option<Kind> {
    let field = path.split('[').next().unwrap_or(path);
    let depth = path.matches('[').count();
    // An element of a square or pair, e.g. `from[1]` or `off[3][0]`.
    if depth == 1 + usize::from(field == "off" || field == "on") && kind(field).is_some() {
        return Some(Kind::Count32);
    }
    Some(match field {
        "puzzle" | "board" | "algorithm" | "goal" | "mode" | "minimize" | "grid" => Kind::Text,
        "rows" | "cols" | "n" | "maxSolutions" => Kind::Count32,
        "off" | "on" if depth == 0 => Kind::Squares,
        "off" | "on" => Kind::Square,
        "from" | "to" => Kind::Square,
        "split" => Kind::Pair,
        "leaper" => Kind::Leaper,
        "finish" => Kind::WordOrSquare,
        "trace" | "closed" | "diagonal" | "resume" => Kind::Flag,
        "limits" | "randomOff" => Kind::Object,
        "limits.nodes" | "randomOff.seed" => Kind::Count64,
        "limits.millis" => Kind::Amount,
        "limits.memoryMb" => Kind::Positive,
        "randomOff.fraction" => Kind::Fraction,
        _ => return None,
    })
}

/// The error for a value at `path` that is not of its kind; `got` says
/// what it is (see [`describe`]).
#[must_use]
pub fn wrong_kind(path: &str, got: &str) -> RequestError {
    let expected = kind(path).map_or("a known field", Kind::expected);
    RequestError::new(format!("`{path}` must be {expected}, got {got}"))
}

/// What a value is, for a message: its kind and, when short, itself.
#[must_use]
pub fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => format!("a string ({})", quote(s)),
        Value::Array(items) => {
            let text = value.to_string();
            if text.len() <= 40 {
                format!("an array of {} ({text})", plural(items.len(), "element"))
            } else {
                format!("an array of {}", plural(items.len(), "element"))
            }
        }
        Value::Object(_) => "an object".into(),
    }
}

/// The known name nearest `name` (ignoring case), when near enough to be a
/// likely slip: at most 2 edits, or a third of the name.
fn nearest<'a>(name: &str, known: &[&'a str]) -> Option<&'a str> {
    let lower = name.to_lowercase();
    known
        .iter()
        .map(|&k| (strsim::levenshtein(&lower, &k.to_lowercase()), k))
        .min()
        .filter(|&(d, _)| d <= 2.max(name.chars().count() / 3))
        .map(|(_, k)| k)
}

/// Refuses a field name not in `known`, suggesting the nearest.
///
/// # Errors
/// "unknown field `maxsolutions`; did you mean `maxSolutions`?", or the
/// list of `known` when none is near. `within` names the enclosing object
/// (`"limits"`) or is empty.
pub fn check_key(name: &str, known: &[&str], within: &str) -> Result<(), RequestError> {
    if known.contains(&name) {
        return Ok(());
    }
    let field = if within.is_empty() {
        quote_name(name)
    } else {
        format!("{within}.{}", quote_name(name))
    };
    Err(RequestError::new(match nearest(name, known) {
        Some(k) => format!("unknown field `{field}`; did you mean `{k}`?"),
        None => format!(
            "unknown field `{field}`: {} has the fields {}",
            if within.is_empty() { "a request" } else { within },
            known.join(", ")
        ),
    }))
}

/// A field name for a message, cut like [`quote`].
fn quote_name(name: &str) -> String {
    let q = quote(name);
    q.strip_prefix('\'')
        .and_then(|q| q.strip_suffix('\''))
        .map_or(q.clone(), str::to_owned)
}

/// The error for a square at `path` (kind [`Kind::Square`] or
/// [`Kind::WordOrSquare`]) given as two numbers that are not both whole
/// numbers from 0 to 2³² − 1 ([`RequestError::outside`]); `None` for any
/// other value or field.
fn outside(path: &str, value: &Value) -> Option<RequestError> {
    if !matches!(kind(path), Some(Kind::Square | Kind::WordOrSquare)) {
        return None;
    }
    match value {
        Value::Array(a) if a.len() == 2 && a.iter().all(Value::is_number) => {
            Some(RequestError::outside(path, &a[0].to_string(), &a[1].to_string()))
        }
        _ => None,
    }
}

/// Checks `value` against the kind of `path`.
fn check_value(path: &str, value: &Value) -> Result<(), RequestError> {
    let Some(kind) = kind(path) else {
        return Err(RequestError::new(format!("unknown field `{path}`")));
    };
    let bad = || outside(path, value).unwrap_or_else(|| wrong_kind(path, &describe(value)));
    let whole = |v: &Value, max: u64| v.as_u64().is_some_and(|n| n <= max);
    let square =
        |v: &Value| matches!(v, Value::Array(a) if a.len() == 2 && a.iter().all(|x| whole(x, u64::from(u32::MAX))));
    let ok = match kind {
        Kind::Text => value.is_string(),
        Kind::Count32 => whole(value, u64::from(u32::MAX)),
        Kind::Count64 => whole(value, u64::MAX),
        Kind::Flag => value.is_boolean(),
        Kind::Square | Kind::Pair | Kind::Leaper => square(value),
        Kind::WordOrSquare => value.is_string() || square(value),
        Kind::Amount => value.as_f64().is_some_and(|x| x.is_finite() && x >= 0.0),
        Kind::Positive => value.as_f64().is_some_and(|x| x.is_finite() && x > 0.0),
        Kind::Fraction => value.as_f64().is_some_and(|x| (0.0..=0.9).contains(&x)),
        Kind::Squares => {
            let Value::Array(items) = value else { return Err(bad()) };
            for (i, item) in items.iter().enumerate() {
                if !square(item) {
                    let at = format!("{path}[{i}]");
                    return Err(outside(&at, item).unwrap_or_else(|| wrong_kind(&at, &describe(item))));
                }
            }
            true
        }
        Kind::Object => {
            let Value::Object(fields) = value else {
                return Err(bad());
            };
            let known = if path == "limits" {
                Limits::FIELDS
            } else {
                RandomOff::FIELDS
            };
            for (k, v) in fields {
                check_key(k, known, path)?;
                if !v.is_null() {
                    check_value(&format!("{path}.{k}"), v)?;
                }
            }
            if path == "randomOff" {
                for k in RandomOff::FIELDS {
                    if fields.get(*k).is_none_or(Value::is_null) {
                        return Err(RequestError::new(format!(
                            "`randomOff.{k}` is missing: randomOff is {{fraction, seed}}"
                        )));
                    }
                }
            }
            true
        }
    };
    if ok {
        Ok(())
    } else {
        Err(bad())
    }
}

/// Reads a request from `value`, checking every field (see the module
/// docs).
///
/// # Errors
/// A [`RequestError`] naming the first field that is unknown, missing
/// (`puzzle`) or not of its kind, and what it got.
pub fn from_json(value: Value) -> Result<Request, RequestError> {
    let Value::Object(mut fields) = value else {
        return Err(RequestError::new(format!(
            "request: expected an object such as {{puzzle: \"knight-swap\", board: \"N.N/.../n.n\"}}, got {}",
            describe(&value)
        )));
    };
    for key in fields.keys() {
        check_key(key, &Request::FIELDS, "")?;
    }
    fields.retain(|_, v| !v.is_null());
    if !fields.contains_key("puzzle") {
        return Err(RequestError::new(
            "request: `puzzle` is missing: name the puzzle, e.g. \"knight-swap\"",
        ));
    }
    for (key, v) in &fields {
        check_value(key, v)?;
    }
    if let Some(Value::Object(limits)) = fields.get_mut("limits") {
        limits.retain(|_, v| !v.is_null());
    }
    serde_json::from_value(Value::Object(fields)).map_err(|e| {
        let text = e.to_string();
        RequestError::new(format!("request: {}", quote(&text).trim_matches('\'')))
    })
}

/// [`from_json`] of JSON text.
///
/// # Errors
/// As for [`from_json`], or a JSON syntax error.
pub fn from_str(text: &str) -> Result<Request, RequestError> {
    let value: Value = serde_json::from_str(text).map_err(|e| RequestError::new(format!("request: {e}")))?;
    from_json(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refused(v: Value) -> String {
        match from_json(v) {
            Ok(r) => panic!("accepted: {r:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn request_fields_are_serdes_names() {
        let full = Request {
            board: Some(String::new()),
            rows: Some(1),
            cols: Some(1),
            off: Some(vec![]),
            grid: Some(crate::core::board::Grid::Square),
            algorithm: Some(String::new()),
            limits: Some(Limits::default()),
            goal: Some(String::new()),
            from: Some([0, 0]),
            to: Some([0, 0]),
            random_off: Some(RandomOff::default()),
            on: Some(vec![]),
            trace: Some(true),
            closed: Some(true),
            n: Some(1),
            mode: Some(String::new()),
            max_solutions: Some(1),
            split: Some([0, 1]),
            finish: Some(crate::core::request::Finish::Word(String::new())),
            minimize: Some(String::new()),
            diagonal: Some(true),
            resume: Some(true),
            leaper: Some([1, 3]),
            ..Request::default()
        };
        let value = serde_json::to_value(&full).unwrap_or_default();
        let names: Vec<&str> = value
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let mut expect = Request::FIELDS.to_vec();
        expect.sort_unstable();
        let mut names = names;
        names.sort_unstable();
        assert_eq!(names, expect);
        let mut given = full.given_fields();
        given.push("puzzle");
        given.sort_unstable();
        assert_eq!(given, expect);
        let limits = serde_json::to_value(Limits {
            nodes: Some(1),
            millis: Some(1.0),
            memory_mb: Some(1.0),
        })
        .unwrap_or_default();
        let keys: Vec<&str> = limits
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        assert_eq!(keys.len(), Limits::FIELDS.len());
        assert!(keys.iter().all(|k| Limits::FIELDS.contains(k)));
    }

    #[test]
    fn squares_of_negative_fractional_or_huge_numbers_are_outside() {
        let path = json!({"puzzle": "knight-path", "rows": 8, "cols": 8, "to": [7, 7]});
        for (from, text) in [
            (json!([-1, 2]), "(-1, 2)"),
            (json!([0.5, 1]), "(0.5, 1)"),
            (json!([4_294_967_296_u64, 0]), "(4294967296, 0)"),
        ] {
            let mut request = path.clone();
            request["from"] = from;
            let e = from_json(request).expect_err("accepted");
            assert_eq!(e.code(), "outside");
            assert_eq!(
                e.message(),
                format!("`from` {text} is outside the board: rows and columns are whole numbers from 0")
            );
        }
        let mut request = path.clone();
        request["off"] = json!([[1, 1], [2, -2]]);
        assert_eq!(from_json(request).expect_err("accepted").code(), "outside");
        // Not two numbers: a malformed square, as before.
        let mut request = path;
        request["from"] = json!(["0", 1]);
        let e = from_json(request).expect_err("accepted");
        assert_eq!(e.code(), "request");
        assert_eq!(
            e.message(),
            "`from` must be [row, col], got an array of 2 elements ([\"0\",1])"
        );
    }

    #[test]
    fn misspelt_fields_are_refused_with_the_nearest_name() {
        let m = refused(json!({"puzzle": "n-queens", "n": 8, "maxsolutions": 1}));
        assert_eq!(m, "unknown field `maxsolutions`; did you mean `maxSolutions`?");
        let m = refused(json!({"puzzle": "knight-tour", "close": true}));
        assert!(m.contains("did you mean `closed`?"), "{m}");
        let m = refused(json!({"puzzle": "knight-tour", "algoritm": "warnsdorff"}));
        assert!(m.contains("did you mean `algorithm`?"), "{m}");
        let m = refused(json!({"puzzle": "knight-tour", "limit": {"millis": 50}}));
        assert!(m.contains("did you mean `limits`?"), "{m}");
        let m = refused(json!({"puzzle": "knight-tour", "limits": {"milis": 50}}));
        assert!(m.contains("`limits.milis`; did you mean `millis`?"), "{m}");
        let m = refused(json!({"puzzle": "knight-tour", "zzzzzzzzzz": 1}));
        assert!(m.contains("a request has the fields puzzle, board"), "{m}");
    }

    #[test]
    fn values_of_the_wrong_kind_length_or_range_are_named() {
        let m = refused(json!({"puzzle": "knight-path", "from": "0,0"}));
        assert_eq!(m, "`from` must be [row, col], got a string ('0,0')");
        let m = refused(json!({"puzzle": "knight-path", "from": [0, 0, "x"]}));
        assert!(
            m.starts_with("`from` must be [row, col], got an array of 3 elements"),
            "{m}"
        );
        let m = refused(json!({"puzzle": "n-queens", "split": [0, 2, 5]}));
        assert!(m.starts_with("`split` must be [k, of]"), "{m}");
        let m = refused(json!({"puzzle": "n-queens", "limits": {"millis": -1}}));
        assert_eq!(m, "`limits.millis` must be a finite number ≥ 0, got -1");
        let m = refused(json!({"puzzle": "n-queens", "limits": {"memoryMb": 0}}));
        assert_eq!(m, "`limits.memoryMb` must be a finite number > 0, got 0");
        let memory = from_json(json!({"puzzle": "n-queens", "n": 8, "limits": {"memoryMb": 64}}));
        assert_eq!(memory.ok().and_then(|r| r.limits).and_then(|l| l.memory_mb), Some(64.0));
        let m = refused(json!({"puzzle": "n-queens", "limits": {"nodes": -1}}));
        assert!(m.starts_with("`limits.nodes` must be a whole number"), "{m}");
        let m = refused(json!({"puzzle": "knight-path", "rows": 10, "cols": 10, "off": [[0, 0], [1, "a"]]}));
        assert!(m.starts_with("`off[1]` must be [row, col]"), "{m}");
        let m = refused(json!({"puzzle": "knight-path", "randomOff": {"fraction": 0.2}}));
        assert!(m.contains("randomOff.seed"), "{m}");
        let m = refused(json!({"puzzle": 7}));
        assert_eq!(m, "`puzzle` must be a string, got 7");
        let m = refused(json!({"board": "..."}));
        assert!(m.contains("`puzzle` is missing"), "{m}");
    }

    #[test]
    fn messages_quote_at_most_a_hundred_characters_of_a_value() {
        let pairs: Vec<Value> = (0..1_000_000).map(|i| json!([i, i])).collect();
        let m = refused(json!({"puzzle": "n-queens", "n": pairs}));
        assert!(m.len() < 200, "{} characters", m.len());
        assert!(m.contains("an array of 1,000,000 elements"), "{m}");
        let long = "x".repeat(100_000);
        let m = refused(json!({"puzzle": "n-queens", "mode": 3, "board": long.clone(), "from": long}));
        assert!(m.len() < 250, "{} characters", m.len());
    }

    #[test]
    fn a_good_request_reads_as_serde_reads_it() {
        let mut v = crate::core::fixtures::knight_path_8x8_json();
        v["off"] = json!([[3, 3]]);
        v["limits"] = json!({"nodes": 5, "millis": 2.5});
        v["algorithm"] = Value::Null;
        let r = from_json(v.clone()).unwrap_or_else(|e| panic!("{e}"));
        let expect: Request = serde_json::from_value(v).unwrap_or_default();
        assert_eq!(r, expect);
    }
}
