//! The view's model: what a board view holds and how it changes, with no
//! browser types, so that it builds and is tested natively.
//!
//! Modules, each importing only those listed before it:
//! - [`editing`]: which board is edited, with which tool, and the markers.
//! - [`ui`]: selection, drag, hover and keyboard cursor.
//! - [`camera`]: fit, zoom and pan between cell units and CSS pixels.
//! - [`labels`]: the rows' and columns' names and where they are written
//!   (numbers or chess names), for the painter and the SVG export.
//! - [`playback`]: the pieces at a fractional step of an answer, each step
//!   applied by the puzzle's `core::play::Play::answer_step`.
//! - [`placement`]: a placement answer and the pieces it adds.
//! - [`search_trace`]: a watched search's events stepped through.
//! - [`history`]: undo and redo as lists of changed cells and markers.
//! - [`raster`]: block images of the walls and of placed pieces for boards
//!   drawn smaller than a pixel a square, updated cell by cell.
//! - [`playing`]: the position played by hand by the core's rules (moves,
//!   placements, undo and redo of them); knows nothing of the scene.
//! - [`scene`]: the state and its edits, built from the modules above.
//! - [`display`]: the display list, the layers a scene shows, decided once
//!   for the canvas painter, the SVG and the pixel image.
//! - [`play_mode`]: play mode's edits of a scene (start, moves, undo,
//!   hint), functions over a `&mut Scene`.
//! - [`input`]: presses, drags, clicks and keys turned into scene edits
//!   (or moves while playing), functions over a `&mut Scene`.
//!
//! No module adds methods to a type of another (no `impl Scene` outside
//! `scene.rs`), so what a module uses is what it imports.
//! - [`palette`]: the board's colours, for the painter and the SVG export.
//! - [`shapes`]: the pieces' outlines (SVG path data), for the painter and
//!   the SVG export.
//! - [`export`]: the board as SVG and as one pixel per square (back ends
//!   of the display list), and the moves as text (issue 16).

pub(crate) mod camera;
pub(crate) mod display;
pub(crate) mod editing;
pub(crate) mod export;
pub(crate) mod history;
pub(crate) mod input;
pub(crate) mod labels;
pub(crate) mod palette;
pub(crate) mod placement;
pub(crate) mod play_mode;
pub(crate) mod playback;
pub(crate) mod playing;
pub(crate) mod raster;
pub(crate) mod scene;
pub(crate) mod search_trace;
pub(crate) mod shapes;
pub(crate) mod ui;

#[cfg(test)]
mod export_tests;
#[cfg(test)]
mod tests;
