//! Fixtures the integration tests share, each written once (issue 24):
//! a test crate takes them with `mod common;` (each uses a part, hence
//! the `dead_code` allowance).
#![allow(dead_code)]

use serde_json::{json, Value};

/// The 8 × 8 knight path from corner to corner, `[0, 0]` to `[7, 7]` (six
/// moves, the fewest), as the JSON a page sends.
pub fn knight_path_8x8() -> Value {
    json!({ "puzzle": "knight-path", "rows": 8, "cols": 8, "from": [0, 0], "to": [7, 7] })
}

/// `request` (a JSON object) with the fields of `fields` set over its own.
pub fn with_fields(mut request: Value, fields: Value) -> Value {
    if let (Some(to), Value::Object(from)) = (request.as_object_mut(), fields) {
        to.extend(from);
    }
    request
}
