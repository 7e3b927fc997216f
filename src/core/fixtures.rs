//! Test fixtures the core's and the view's unit tests share, each written
//! once (issue 24). Compiled for tests only.

use serde_json::{json, Value};

use super::request::Request;

/// The 8 × 8 knight path from corner to corner, `[0, 0]` to `[7, 7]` (six
/// moves, the fewest), as the JSON a page sends.
pub(crate) fn knight_path_8x8_json() -> Value {
    json!({ "puzzle": "knight-path", "rows": 8, "cols": 8, "from": [0, 0], "to": [7, 7] })
}

/// [`knight_path_8x8_json`] read as a [`Request`].
pub(crate) fn knight_path_8x8() -> Request {
    serde_json::from_value(knight_path_8x8_json()).expect("the fixture is a request")
}
