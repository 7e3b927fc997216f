//! Board Puzzles: classic board puzzles solved exactly and fast.
//!
//! The crate has three layers (see `docs/ARCHITECTURE.md`):
//! - [`core`]: pure Rust — geometry, notation, search machinery and one
//!   module per puzzle. It builds and tests natively and knows nothing of
//!   the browser.
//! - `api` (wasm32 only): the JS API, `solve`, `puzzles`, `version`.
//!
//! The `solvers` feature (default) adds the searches and the coach
//! (`core::solve`, `core::advise`, the JS `solve*` and `coach`); without it
//! the crate is the page's main-thread module, `board_view.js`
//! (`docs/ARCHITECTURE.md`, "Two modules").
//! - `view`: the canvas board the page and the widget draw and edit with;
//!   its model (state and behaviour) builds and tests natively, its
//!   painter and JS methods are wasm32 only.
//!
//! Coordinates everywhere are `[row, col]`, 0-based, row 0 at the top.

// Without `solvers` (the page's module, scripts/build.sh) the searches and
// coaches are compiled but unreachable, which is the point: the linker
// drops them. Their imports and items are then unused by design.
#![cfg_attr(not(feature = "solvers"), allow(dead_code, unused_imports))]

pub mod core;

#[cfg(target_arch = "wasm32")]
pub mod api;
pub mod view;

#[cfg(feature = "solvers")]
pub use crate::core::solve;
pub use crate::core::{Answer, Request, RequestError};
