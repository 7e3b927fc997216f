//! The JS API (docs/API.md) through its wasm-bindgen signatures, in headless
//! Chromium: `cargo test --target wasm32-unknown-unknown --test web`
//! (scripts/test.sh sets CHROMEDRIVER; webdriver.json holds Chromium's flags).
#![cfg(target_arch = "wasm32")]

mod common;

use board_puzzles::api;
use common::{knight_path_8x8, with_fields};
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
fn bad_board_throws_an_error_naming_the_square() {
    let mut req = six_knights();
    req["board"] = json!("nnx/.../.../NNN");
    let message = solve(req).unwrap_err();
    assert!(message.starts_with("board: square (0, 2): 'x'"), "{message}");
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
    assert!(solve(with_fields(knight_path_8x8(), json!({ "to": [8, 8] }))).is_err());
    assert_eq!(solve(six_knights()).unwrap()["status"], "solved");
}

#[wasm_bindgen_test]
fn misspelt_fields_algorithms_and_fields_of_another_puzzle_are_refused() {
    let e = solve(json!({ "puzzle": "n-queens", "n": 8, "mode": "all", "maxsolutions": 1 })).unwrap_err();
    assert_eq!(e, "unknown field `maxsolutions`; did you mean `maxSolutions`?");
    let e = solve(with_fields(knight_path_8x8(), json!({ "algorithm": "astar-exat" }))).unwrap_err();
    assert!(
        e.starts_with("unknown algorithm 'astar-exat' for knight-path: use one of astar-exact, bfs, bibfs"),
        "{e}"
    );
    let e = solve(json!({ "puzzle": "knight-swap", "board": "N.N/.../n.n", "split": [0, 2] })).unwrap_err();
    assert!(
        e.starts_with("split: knight-swap does not use `split`; its fields are puzzle, board"),
        "{e}"
    );
    let e = solve(with_fields(knight_path_8x8(), json!({ "from": "0,0" }))).unwrap_err();
    assert_eq!(e, "`from` must be [row, col], got a string ('0,0')");
    // NaN does not survive JSON: set it on the object directly.
    let request = js(with_fields(knight_path_8x8(), json!({ "limits": {} })));
    let limits = js_sys::Reflect::get(&request, &"limits".into()).unwrap();
    js_sys::Reflect::set(&limits, &"millis".into(), &JsValue::from_f64(f64::NAN)).unwrap();
    let e: JsValue = api::check(request).unwrap_err().into();
    let message = String::from(js_sys::Error::from(e).message());
    assert_eq!(message, "`limits.millis` must be a finite number ≥ 0, got NaN");
}

/// The message of the JS `Error` an API call threw.
fn message_of(result: Result<JsValue, JsValue>) -> String {
    let e = result.expect_err("the call was accepted");
    assert!(e.is_instance_of::<js_sys::Error>(), "the API threw a non-Error");
    String::from(js_sys::Error::from(e).message())
}

/// A JS array of length `n` with no element.
fn sparse(n: u32) -> JsValue {
    js_sys::Array::new_with_length(n).into()
}

/// `request` with `field` set to `value`.
fn with(request: Value, field: &str, value: &JsValue) -> JsValue {
    let request = js(request);
    js_sys::Reflect::set(&request, &field.into(), value).unwrap();
    request
}

#[wasm_bindgen_test]
fn sparse_arrays_of_any_length_are_refused_at_once() {
    let check = |r: JsValue| message_of(api::check(r).map(|()| JsValue::UNDEFINED).map_err(JsValue::from));
    let e = check(with(knight_path_8x8(), "off", &sparse(1 << 28)));
    assert_eq!(
        e,
        "`off` must be a list of at most 64 squares (those of the 8 × 8 board), got an array of 268,435,456 elements"
    );
    let e = check(with(knight_path_8x8(), "off", &sparse(u32::MAX)));
    assert!(e.ends_with("got an array of 4,294,967,295 elements"), "{e}");
    let e = check(with(knight_path_8x8(), "from", &sparse(1 << 26)));
    assert_eq!(e, "`from` must be [row, col], got an array of 67,108,864 elements");
    let big = json!({ "puzzle": "knight-path", "rows": 10_000, "cols": 10_000 });
    let e = check(with(big, "off", &sparse(1 << 26)));
    assert_eq!(e, "`off[0]` must be [row, col], got undefined");
    let e = check(with(knight_path_8x8(), "limits", &js(json!([[[{}]]]))));
    assert_eq!(e, "`limits` must be an object, got an array of 1 element ([[[{…}]]])");
    assert_eq!(solve(six_knights()).unwrap()["length"], 16);
}

#[wasm_bindgen_test]
fn typed_arrays_are_packed_off_or_refused_by_name() {
    let packed = js_sys::Uint32Array::from(&[1u32, 1, 2, 2][..]);
    let cells = api::off_squares(with(knight_path_8x8(), "off", &packed))
        .map_err(|_| "refused")
        .unwrap();
    assert_eq!(cells.to_vec(), vec![9, 18]);
    let floats = js_sys::Float64Array::new_with_length(2);
    let e = message_of(api::solve(with(knight_path_8x8(), "off", &floats)).map_err(JsValue::from));
    assert_eq!(
        e,
        "`off` must be a list of squares [[row, col], …], got a Float64Array of 2 numbers (packed squares must be a Uint32Array)"
    );
}

#[wasm_bindgen_test]
fn played_and_placed_are_read_strictly_with_kind_request() {
    let six = js(json!({ "puzzle": "knight-swap", "board": "nnn/.../.../NNN" }));
    let played = js(json!([{ "from": [0, 0], "to": [2, 1] }, { "from": "a1", "to": [1, 1] }]));
    let e = api::position(six.clone(), played, JsValue::UNDEFINED).expect_err("accepted");
    assert_eq!(
        js_sys::Reflect::get(&e, &"kind".into()).unwrap().as_string().as_deref(),
        Some("request")
    );
    assert_eq!(
        String::from(js_sys::Error::from(e).message()),
        "`played[1].from` must be [row, col], got a string ('a1')"
    );
    let e = message_of(api::moves(six.clone(), sparse(u32::MAX)));
    assert_eq!(
        e,
        "`played` must be a list of at most 100,000,000 steps, got an array of 4,294,967,295 elements"
    );
    let queens = js(json!({ "puzzle": "n-queens", "n": 8 }));
    let placed = js(json!([[0, 0], [1, 2], "a1"]));
    let e = message_of(api::position(queens.clone(), JsValue::UNDEFINED, placed));
    assert_eq!(e, "`placed[2]` must be [row, col], got a string ('a1')");
    let e = message_of(api::place(queens, "a1".into(), JsValue::UNDEFINED));
    assert_eq!(e, "`square` must be [row, col], got a string ('a1')");
    let e = message_of(api::apply(
        six.clone(),
        js(json!({ "form": [0, 0], "to": [2, 1] })),
        JsValue::UNDEFINED,
    ));
    assert_eq!(e, "unknown field `step.form`; did you mean `from`?");
    assert_eq!(
        rust(&api::position(six, JsValue::NULL, JsValue::NULL).unwrap())["moves"],
        0
    );
}

/// A canvas element of the page.
fn canvas() -> JsValue {
    let document = web_sys::window().and_then(|w| w.document()).expect("a document");
    document.create_element("canvas").expect("a canvas").into()
}

/// The message of the JS `Error` a view method threw.
fn view_message<T: std::fmt::Debug>(result: Result<T, wasm_bindgen::JsError>) -> String {
    let e: JsValue = result.expect_err("the call was accepted").into();
    assert!(e.is_instance_of::<js_sys::Error>(), "the view threw a non-Error");
    String::from(js_sys::Error::from(e).message())
}

/// A Proxy of `{}` whose every trap throws.
fn throwing_proxy() -> JsValue {
    let handler = js_sys::Object::new();
    let boom = js_sys::Function::new_no_args("throw new Error('boom')");
    for trap in ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"] {
        js_sys::Reflect::set(&handler, &trap.into(), &boom).unwrap();
    }
    js_sys::Proxy::new(&js_sys::Object::new(), &handler).into()
}

#[wasm_bindgen_test]
fn board_view_refuses_wrong_types_by_name_on_a_real_canvas() {
    use board_puzzles::view::BoardView;
    let mut view = BoardView::new(&canvas()).map_err(|_| "no view").unwrap();
    let e = view_message(view.set_tool(&JsValue::from_f64(5.0)));
    assert_eq!(
        e,
        "`setTool` takes a tool name (\"move\" or a palette symbol), got a number (5)"
    );
    let e = view_message(view.set_goal_text(&js(json!({ "length": -5 }))));
    assert_eq!(e, "`setGoalText` takes a goal text, got an object");
    let e = view_message(view.set_size(&"8".into(), &JsValue::from_f64(8.0)));
    assert_eq!(
        e,
        "`setSize`: `rows` must be a whole number from 0 to 4294967295, got a string ('8')"
    );
    // A Proxy of a real canvas is no canvas: its internal slots are the canvas's, not the Proxy's.
    let proxied: JsValue = js_sys::Proxy::new(&canvas(), &js_sys::Object::new()).into();
    let e = view_message(BoardView::new(&proxied).map(|_| ()));
    assert!(e.starts_with("`new BoardView` takes a canvas element"), "{e}");
    let e = view_message(view.render_to(&proxied, &10.into(), &10.into(), &1.into(), &JsValue::UNDEFINED));
    assert!(e.starts_with("`renderTo`: `canvas` must be a canvas element"), "{e}");
    assert!(view
        .render_to(&canvas(), &40.into(), &40.into(), &1.into(), &JsValue::UNDEFINED)
        .is_ok());
    // An argument that throws while it is read: an Error, and the view goes on.
    let e = view_message(view.to_svg(&throwing_proxy()));
    assert_eq!(e, "`toSvg`: reading `options` threw Error: boom");
    let e = view_message(view.play_step(&throwing_proxy()));
    assert!(e.starts_with("`playStep`: reading `step` threw Error: boom"), "{e}");
    view.set_tool(&"move".into()).map_err(|_| "refused").unwrap();
    assert_eq!(view.tool(), "move");
    assert!(view
        .to_svg(&JsValue::UNDEFINED)
        .map_err(|_| "refused")
        .unwrap()
        .starts_with("<svg"));
}
