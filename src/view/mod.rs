//! The board view: a canvas board that the page and the widget draw and
//! edit with.
//!
//! As in the Rust and WebAssembly Game of Life, all state stays in Rust
//! behind an opaque handle, `BoardView`: the editable request (position,
//! goal, markers), the answer and its playback position, the drag and
//! selection, the camera. JavaScript forwards pointer events in CSS pixels
//! and asks for small results (the request, the text shown); it holds no
//! rules and no geometry.
//!
//! Two layers, imported in one direction only (`js` → `board_view` →
//! `paint` → `model` → `core`):
//! - `model` (every target, tested natively): the state and its
//!   behaviour — the scene and its edits, pointer and key input, undo as
//!   diffs, playback, camera, placements, the watched search, and the
//!   block images of walls that the painter uploads. No browser types.
//! - `paint` (wasm32 only): draws a scene on a 2D canvas — the board,
//!   pieces, path, pegs, trace and the offscreen pixel images.
//! - `board_view` and `js` (wasm32 only): the `BoardView` handle and its
//!   methods exported to JavaScript, all in `js.rs`.

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) mod model;

#[cfg(target_arch = "wasm32")]
mod board_view;
#[cfg(target_arch = "wasm32")]
mod js;
#[cfg(target_arch = "wasm32")]
mod paint;

#[cfg(target_arch = "wasm32")]
pub use board_view::BoardView;
