//! Rust values into JS ones: answers as plain JSON-compatible objects,
//! errors as JS `Error`s with a `kind`. Shared by the API's functions
//! (`api.rs`) and its solving exports (`solving.rs`).

use wasm_bindgen::prelude::*;

use crate::core;

/// `value` as a plain JSON-compatible JS value (objects, not `Map`s).
///
/// # Errors
/// An `internal:` JS `Error` if serde cannot encode it (not reached for
/// the crate's own types).
pub(super) fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal: could not encode the answer: {e}")))
}

/// A JS `Error` with `message` and `kind` (a stable name of the failed
/// check, e.g. `"not-knight-move"`, or `"request"`).
pub(super) fn play_error(error: &core::play::PlayError) -> JsValue {
    let e = js_sys::Error::new(&error.to_string());
    let _ = js_sys::Reflect::set(&e, &"kind".into(), &error.code().into());
    e.into()
}

/// A JS `Error` with `kind: "request"` for an argument that could not be
/// read.
pub(super) fn request_error(error: core::RequestError) -> JsValue {
    play_error(&core::play::PlayError::Request(error))
}
