//! Board Puzzles: classic board puzzles solved exactly and fast.
//!
//! The crate has three layers (see `docs/ARCHITECTURE.md`):
//! - [`core`]: pure Rust — geometry, notation, search machinery and one
//!   module per puzzle. It builds and tests natively and knows nothing of
//!   the browser.
//! - `api` (wasm32 only): the JS API, `solve`, `puzzles`, `version`.
//! - `view`: the canvas board the page and the widget draw and edit with;
//!   its model (state and behaviour) builds and tests natively, its
//!   painter and JS methods are wasm32 only.
//!
//! Coordinates everywhere are `[row, col]`, 0-based, row 0 at the top.

pub mod core;

#[cfg(target_arch = "wasm32")]
pub mod api;
pub mod view;

pub use crate::core::{solve, Answer, Request, RequestError};
