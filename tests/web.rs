//! The JS API (docs/API.md) through its wasm-bindgen signatures, in headless
//! Chromium: `cargo test --target wasm32-unknown-unknown --test web`
//! (scripts/test.sh sets CHROMEDRIVER; webdriver.json holds Chromium's flags).
#![cfg(target_arch = "wasm32")]

use board_puzzles::api;
use serde_json::{json, Value};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A JS object from JSON, as a page would pass it.
fn js(value: Value) -> JsValue {
    js_sys::JSON::parse(&value.to_string()).expect("valid JSON")
}

/// A JS value back as JSON, as a page would read it.
fn rust(value: &JsValue) -> Value {
    let text: String = js_sys::JSON::stringify(value).expect("stringify").into();
    serde_json::from_str(&text).expect("JSON")
}

fn solve(request: Value) -> Result<Value, String> {
    api::solve(js(request)).map(|v| rust(&v)).map_err(|e| {
        let e: JsValue = e.into();
        assert!(e.is_instance_of::<js_sys::Error>(), "the API threw a non-Error");
        String::from(js_sys::Error::from(e).message())
    })
}

fn six_knights() -> Value {
    json!({ "puzzle": "knight-swap", "board": "nnn/.../.../NNN", "goal": "NNN/.../.../nnn" })
}

#[wasm_bindgen_test]
fn version_is_the_crate_version() {
    assert_eq!(api::version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn puzzles_lists_knight_swap_and_knight_path() {
    let list = rust(&api::puzzles().map_err(|_| "puzzles() threw").unwrap());
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["id"].as_str())
        .collect();
    assert!(ids.contains(&"knight-swap"), "{ids:?}");
    assert!(ids.contains(&"knight-path"), "{ids:?}");
}

#[wasm_bindgen_test]
fn six_knights_take_16_moves() {
    let a = solve(six_knights()).unwrap();
    assert_eq!(a["status"], "solved");
    assert_eq!(a["optimal"], true);
    assert_eq!(a["length"], 16);
    assert_eq!(a["steps"].as_array().unwrap().len(), 16);
    assert!(a["stats"]["expanded"].as_u64().is_some(), "{a}");
}

#[wasm_bindgen_test]
fn knight_path_across_500_by_500() {
    let a =
        solve(json!({ "puzzle": "knight-path", "rows": 500, "cols": 500, "from": [0, 0], "to": [499, 499] })).unwrap();
    assert_eq!(a["status"], "solved");
    assert_eq!(a["length"], 334);
}

#[wasm_bindgen_test]
fn bad_board_throws_an_error_naming_row_and_column() {
    let mut req = six_knights();
    req["board"] = json!("nnx/.../.../NNN");
    let message = solve(req).unwrap_err();
    assert!(message.contains("row") && message.contains("col"), "{message}");
    // and the module still works
    assert_eq!(solve(six_knights()).unwrap()["length"], 16);
}

#[wasm_bindgen_test]
fn wrong_requests_throw_errors() {
    assert!(api::solve(JsValue::NULL).is_err());
    assert!(api::solve(JsValue::from_f64(42.0)).is_err());
    assert!(solve(json!({ "puzzle": "no-such-puzzle" }))
        .unwrap_err()
        .contains("no-such-puzzle"));
    assert!(solve(json!({ "puzzle": "knight-path", "rows": 8, "cols": 8, "from": [0, 0], "to": [8, 8] })).is_err());
    assert_eq!(solve(six_knights()).unwrap()["status"], "solved");
}

#[wasm_bindgen_test]
fn misspelt_fields_algorithms_and_fields_of_another_puzzle_are_refused() {
    let e = solve(json!({ "puzzle": "n-queens", "n": 8, "mode": "all", "maxsolutions": 1 })).unwrap_err();
    assert_eq!(e, "unknown field `maxsolutions`; did you mean `maxSolutions`?");
    let e = solve(json!({ "puzzle": "knight-path", "rows": 8, "cols": 8, "algorithm": "astar-exat" })).unwrap_err();
    assert!(
        e.starts_with("unknown algorithm 'astar-exat' for knight-path: use one of astar-exact, bfs, bibfs"),
        "{e}"
    );
    let e = solve(json!({ "puzzle": "knight-swap", "board": "N.N/.../n.n", "split": [0, 2] })).unwrap_err();
    assert!(
        e.starts_with("split: knight-swap does not use `split`; its fields are puzzle, board"),
        "{e}"
    );
    let e = solve(json!({ "puzzle": "knight-path", "rows": 8, "cols": 8, "from": "0,0" })).unwrap_err();
    assert_eq!(e, "`from` must be [row, col], got a string ('0,0')");
    // NaN does not survive JSON: set it on the object directly.
    let request = js(json!({ "puzzle": "knight-path", "rows": 8, "cols": 8, "limits": {} }));
    let limits = js_sys::Reflect::get(&request, &"limits".into()).unwrap();
    js_sys::Reflect::set(&limits, &"millis".into(), &JsValue::from_f64(f64::NAN)).unwrap();
    let e: JsValue = api::check(request).unwrap_err().into();
    let message = String::from(js_sys::Error::from(e).message());
    assert_eq!(message, "`limits.millis` must be a finite number ≥ 0, got NaN");
}
