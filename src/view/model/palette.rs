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

/// The screen's colours that follow the page's theme (`prefers-color-scheme`,
/// issue 41): the squares and the labels around them. An export is always
/// drawn with [`Theme::LIGHT`] (a printed figure on white).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Theme {
    /// Light squares.
    pub light: &'static str,
    /// Dark squares.
    pub dark: &'static str,
    /// The board's colour where squares are too small to chequer.
    pub flat: &'static str,
    /// Row and column labels.
    pub label: &'static str,
    /// The pill behind a label on the canvas's edge (zoomed in).
    pub pill: &'static str,
}

impl Theme {
    /// The light theme (and every export).
    pub const LIGHT: Theme = Theme {
        light: LIGHT,
        dark: DARK,
        flat: "#e4c9a0",
        label: LABEL,
        pill: "rgba(255, 255, 255, 0.82)",
    };
    /// The dark theme: dimmer squares (pieces keep their contrast) and
    /// light labels on the dark box around the board.
    pub const DARK: Theme = Theme {
        light: "#cdb28c",
        dark: "#8e6546",
        flat: "#b8976f",
        label: "#cbbfb2",
        pill: "rgba(28, 25, 22, 0.85)",
    };
}
