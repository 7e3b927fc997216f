//! UI state of a board view: what a press grabbed, the drag in progress,
//! the selection of a click-click move, hover and keyboard cursor. Never
//! part of a request; dropped on every reshape.

use crate::core::board::{Cell, Piece, Square};

use super::editing::Marker;

/// What a press grabbed, before it is known to be a click or a drag.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Grab {
    /// A piece on its square.
    Piece(Square, Piece),
    /// A marker.
    Marker(Marker),
    /// A square with nothing to grab, or no square.
    Board(Option<Square>),
}

/// The drag in progress.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Drag {
    /// Pressed at `start` (CSS px); not moved far enough to be a drag yet.
    Pending {
        /// Where the press was.
        start: (f64, f64),
        /// What it grabbed.
        grab: Grab,
    },
    /// A piece follows the pointer.
    Piece {
        /// Its square.
        from: Square,
        /// The piece.
        piece: Piece,
    },
    /// A marker follows the pointer square by square.
    Marker(Marker),
    /// Painting `cell` on each square crossed; `last` is the previous
    /// pointer point (CSS px).
    Paint {
        /// The cell painted.
        cell: Cell,
        /// The previous pointer point.
        last: (f64, f64),
    },
    /// Moving the zoomed view; `last` is the previous pointer point.
    Pan {
        /// The previous pointer point.
        last: (f64, f64),
    },
    /// A drag that does nothing (dragging an empty square unzoomed).
    Void,
}

/// What is selected for a click-click move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Selected {
    /// The piece on this square.
    Piece(Square),
    /// A marker.
    Marker(Marker),
}

/// UI state: never part of a request, dropped on every reshape.
#[derive(Clone, Debug, Default)]
pub(crate) struct Ui {
    /// The drag in progress.
    pub drag: Option<Drag>,
    /// The selection of a click-click move.
    pub selected: Option<Selected>,
    /// The square under the pointer.
    pub hover: Option<Square>,
    /// The last pointer point (CSS px), while over or dragging.
    pub pointer: Option<(f64, f64)>,
    /// The keyboard cursor, shown once arrow keys are used.
    pub cursor: Option<Square>,
}
