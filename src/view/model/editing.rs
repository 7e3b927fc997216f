//! What the user edits with: the board edited, the tool, the markers.

use crate::core::board::Cell;

/// Which board the canvas edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Editing {
    /// The start position (what is solved).
    Position,
    /// The goal position (puzzles whose editor has a goal).
    Goal,
}

impl Editing {
    /// The name the JS API uses: `"position"` or `"goal"`.
    pub fn name(self) -> &'static str {
        match self {
            Editing::Position => "position",
            Editing::Goal => "goal",
        }
    }
}

/// What a press on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tool {
    /// Drag or click-click pieces and markers.
    Move,
    /// Put this cell on pressed squares (a palette symbol).
    Paint(Cell),
}

/// A draggable square marker of a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Marker {
    /// `from`: the start square.
    From,
    /// `to`: the target square.
    To,
}

impl Marker {
    /// The marker of a request field name, `"from"` or `"to"`.
    pub fn named(name: &str) -> Option<Marker> {
        match name {
            "from" => Some(Marker::From),
            "to" => Some(Marker::To),
            _ => None,
        }
    }
}
