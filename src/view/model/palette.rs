//! The board's colours, one source for the canvas painter (`paint`) and
//! the SVG export ([`super::export`]), so that an exported board looks as
//! the page draws it.

/// Light squares.
pub(crate) const LIGHT: &str = "#f0d9b5";
/// Dark squares.
pub(crate) const DARK: &str = "#b58863";
/// Off squares (walls).
pub(crate) const HOLE: &str = "#2d2824";
/// Row and column labels.
pub(crate) const LABEL: &str = "#8b7d70";
/// The start marker of a path.
pub(crate) const START: &str = "#2f9e55";
/// The target marker of a path.
pub(crate) const TARGET: &str = "#d63a3a";
/// A path answer's line and numbered discs.
pub(crate) const PATH: &str = "#1f6feb";
/// Peg solitaire's wooden board.
pub(crate) const WOOD: &str = "#d9ab73";
/// The edge of a square peg board.
pub(crate) const WOOD_EDGE: &str = "#b7834b";
/// A hole of a peg board.
pub(crate) const PEG_HOLE: &str = "#6e4a2a";
/// A peg.
pub(crate) const PEG: &str = "#2f5fa8";
/// A peg's rim.
pub(crate) const PEG_DARK: &str = "#1c3a6b";
