//! Pointer and keyboard input: presses, drags and clicks turned into edits.
//!
//! As in chessground's `drag.ts`, a press only records where it started; a
//! drag starts once the pointer has moved [`DRAG_THRESHOLD`] CSS pixels, so
//! a shaky click stays a click. With the move tool a click selects a piece
//! or marker and a second click moves it; a drag moves it directly (onto a
//! piece: the two swap; off the board: the piece is removed). Paint tools
//! paint the pressed square and every square the pointer crosses; pressing
//! a square that already holds the tool's cell erases instead, for the whole
//! stroke (walls toggle). Markers can be dragged with any tool; a puzzle
//! with a single marker (a tour's start) moves it to any square clicked
//! with the move tool. While playing (`playing.rs`) presses, drags, clicks
//! and Enter make moves by the puzzle's rules instead of editing.

use crate::core::board::{Cell, Piece, Square};
use crate::core::puzzles::AnswerKind;

use super::editing::{Editing, Marker, Tool};
use super::scene::Scene;
use super::ui::{Drag, Grab, Selected};

/// CSS pixels a pointer must move before a press becomes a drag.
pub(crate) const DRAG_THRESHOLD: f64 = 4.0;

impl Scene {
    /// A press at CSS point `(x, y)`. Returns whether the request changed.
    pub fn pointer_down(&mut self, x: f64, y: f64) -> bool {
        if !(x.is_finite() && y.is_finite()) {
            return false;
        }
        self.ui.pointer = Some((x, y));
        self.ui.cursor = None;
        self.set_gesture(true);
        let square = self.square_at(x, y);
        self.ui.hover = square;
        let pending = |grab| Some(Drag::Pending { start: (x, y), grab });
        if self.read_only {
            self.ui.drag = pending(Grab::Board(square));
            return false;
        }
        if let Some(play) = self.play.as_mut() {
            // A refusal is said once: the next press starts afresh.
            play.refused = None;
            // Playing: a piece is grabbed to be moved by the rules; nothing is edited.
            self.ui.drag = pending(match square.and_then(|s| self.play_piece_at(s).map(|p| (s, p))) {
                Some((s, p)) => Grab::Piece(s, p),
                None => Grab::Board(square),
            });
            return false;
        }
        if let Some(m) = square.and_then(|s| self.marker_at(s)) {
            self.ui.drag = pending(Grab::Marker(m));
            return false;
        }
        match (self.tool, square) {
            (Tool::Paint(cell), Some(s)) => {
                // Pressing what the tool paints erases, for the whole stroke.
                let stroke = if self.edited().get(s) == cell {
                    Cell::Empty
                } else {
                    cell
                };
                self.ui.selected = None;
                self.ui.drag = Some(Drag::Paint {
                    cell: stroke,
                    last: (x, y),
                });
                self.paint(s, stroke)
            }
            (Tool::Move, Some(s)) => {
                self.ui.drag = pending(match self.piece_at(s) {
                    Some(p) => Grab::Piece(s, p),
                    None => Grab::Board(Some(s)),
                });
                false
            }
            (_, None) => {
                self.ui.drag = pending(Grab::Board(None));
                false
            }
        }
    }

    /// The pointer moved to CSS point `(x, y)`, pressed or not. Returns
    /// whether the request changed.
    pub fn pointer_move(&mut self, x: f64, y: f64) -> bool {
        if !(x.is_finite() && y.is_finite()) {
            return false;
        }
        self.ui.pointer = Some((x, y));
        let square = self.square_at(x, y);
        self.ui.hover = square;
        let Some(drag) = self.ui.drag else { return false };
        match drag {
            Drag::Pending { start, grab } => {
                if (x - start.0).hypot(y - start.1) < DRAG_THRESHOLD {
                    return false;
                }
                self.ui.selected = None;
                self.ui.drag = Some(match grab {
                    Grab::Piece(from, piece) => Drag::Piece { from, piece },
                    Grab::Marker(m) => Drag::Marker(m),
                    Grab::Board(_) if self.camera.zoomed() => Drag::Pan { last: start },
                    Grab::Board(_) => Drag::Void,
                });
                self.pointer_move(x, y)
            }
            Drag::Marker(m) => square.is_some_and(|s| self.move_marker(m, s)),
            Drag::Paint { cell, last } => {
                self.ui.drag = Some(Drag::Paint { cell, last: (x, y) });
                self.paint_line(last, (x, y), cell)
            }
            Drag::Pan { last } => {
                self.camera.pan_by(self.position.extent(), x - last.0, y - last.1);
                self.ui.drag = Some(Drag::Pan { last: (x, y) });
                false
            }
            Drag::Piece { .. } | Drag::Void => false,
        }
    }

    /// Paints `cell` on every square the segment `a`–`b` (CSS px) crosses,
    /// so that a fast stroke leaves no gaps.
    fn paint_line(&mut self, a: (f64, f64), b: (f64, f64), cell: Cell) -> bool {
        let scale = self.camera.frame(self.position.extent()).scale.max(1e-9);
        // Samples a quarter of a square apart (at least every 2 CSS px).
        let step = (scale / 4.0).max(2.0);
        let n = ((b.0 - a.0).hypot(b.1 - a.1) / step).ceil().min(4096.0) as usize;
        let mut changed = false;
        let mut last = None;
        for i in 1..=n.max(1) {
            let f = i as f64 / n.max(1) as f64;
            let s = self.square_at(a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f);
            if s.is_some() && s != last {
                last = s;
                if let Some(s) = s {
                    changed |= self.paint(s, cell);
                }
            }
        }
        changed
    }

    /// The press ended at CSS point `(x, y)`. Returns whether the request
    /// changed.
    pub fn pointer_up(&mut self, x: f64, y: f64) -> bool {
        let changed = self.release(x, y);
        self.set_gesture(false);
        changed
    }

    fn release(&mut self, x: f64, y: f64) -> bool {
        let Some(drag) = self.ui.drag.take() else { return false };
        let square = if x.is_finite() && y.is_finite() {
            self.square_at(x, y)
        } else {
            None
        };
        if self.play.is_some() && !self.read_only {
            return match (drag, square) {
                (
                    Drag::Pending {
                        grab: Grab::Piece(s, _) | Grab::Board(Some(s)),
                        ..
                    },
                    _,
                ) => self.play_click(s),
                (Drag::Piece { from, .. }, Some(to)) => self.play_drop(from, to),
                _ => false,
            };
        }
        match drag {
            Drag::Pending { grab, .. } if !self.read_only => match grab {
                Grab::Piece(s, _) | Grab::Board(Some(s)) => self.click(s),
                Grab::Marker(m) => {
                    self.ui.selected = match self.ui.selected {
                        Some(Selected::Marker(n)) if n == m => None,
                        _ => Some(Selected::Marker(m)),
                    };
                    false
                }
                Grab::Board(None) => {
                    self.ui.selected = None;
                    false
                }
            },
            Drag::Piece { from, .. } => match square {
                Some(to) => self.move_piece(from, to),
                None => self.remove_piece(from),
            },
            _ => false,
        }
    }

    /// The press was cancelled (the browser took the pointer away).
    pub fn pointer_cancel(&mut self) {
        self.ui.drag = None;
        self.set_gesture(false);
    }

    /// The pointer left the canvas (not pressed).
    pub fn pointer_leave(&mut self) {
        if self.ui.drag.is_none() {
            self.ui.pointer = None;
            self.ui.hover = None;
        }
    }

    /// A click (press and release without a drag) on `square` with the move
    /// tool: select, move the selection, or deselect.
    fn click(&mut self, square: Square) -> bool {
        if self.editor.answer == AnswerKind::Jumps {
            return self.toggle_peg(square);
        }
        match self.ui.selected.take() {
            Some(Selected::Piece(s)) if s == square => false,
            Some(Selected::Piece(s)) => {
                if self.piece_at(square).is_some() {
                    self.ui.selected = Some(Selected::Piece(square));
                    false
                } else {
                    self.move_piece(s, square)
                }
            }
            Some(Selected::Marker(m)) => self.move_marker(m, square),
            None => {
                if let Some(m) = self.marker_at(square) {
                    self.ui.selected = Some(Selected::Marker(m));
                } else if self.piece_at(square).is_some() {
                    self.ui.selected = Some(Selected::Piece(square));
                } else if let ([_], Editing::Position) = (self.editor.markers.as_slice(), self.editing) {
                    // The puzzle's only marker (a tour's start) goes where
                    // the board is clicked.
                    return self.move_marker(Marker::From, square) || self.move_marker(Marker::To, square);
                }
                false
            }
        }
    }

    /// Peg boards: a click on a hole puts a peg in it or takes it out.
    fn toggle_peg(&mut self, square: Square) -> bool {
        self.ui.selected = None;
        if self.piece_at(square).is_some() {
            self.remove_piece(square)
        } else {
            self.paint(square, Cell::Piece(Piece::Peg))
        }
    }

    /// A key press on the focused board (`KeyboardEvent.key`): arrows move a
    /// cursor, Enter or Space act on its square as a click (or paint with a
    /// paint tool), Delete removes a piece, Escape drops the selection.
    /// Returns whether the request changed.
    pub fn key(&mut self, key: &str) -> bool {
        let board = &self.position;
        let here = self.ui.cursor.unwrap_or_else(|| {
            let (w, h) = board.extent();
            board.hit(w / 2.0, h / 2.0).unwrap_or([0, 0])
        });
        let [r, c] = here;
        let moved = match key {
            "ArrowUp" => Some([r.saturating_sub(1), c]),
            "ArrowDown" => Some([(r + 1).min(board.rows() - 1), c]),
            "ArrowLeft" => Some([r, c.saturating_sub(1)]),
            "ArrowRight" => Some([r, c + 1]),
            _ => None,
        };
        if let Some(s) = moved {
            self.ui.cursor = Some(if board.contains(s) { s } else { here });
            return false;
        }
        if self.ui.cursor.is_none() || self.read_only {
            if key == "Escape" {
                self.ui.selected = None;
            }
            return false;
        }
        if let Some(play) = self.play.as_mut() {
            play.refused = None;
            return match key {
                "Enter" | " " => self.play_click(here),
                "Delete" | "Backspace" if self.editor.answer == AnswerKind::Placement => self.play_remove(here),
                "Escape" => {
                    self.ui.selected = None;
                    self.ui.cursor = None;
                    false
                }
                _ => false,
            };
        }
        match key {
            "Enter" | " " => match self.tool {
                Tool::Move => self.click(here),
                Tool::Paint(cell) => {
                    let stroke = if self.edited().get(here) == cell {
                        Cell::Empty
                    } else {
                        cell
                    };
                    self.paint(here, stroke)
                }
            },
            "Delete" | "Backspace" => self.remove_piece(here),
            "Escape" => {
                self.ui.selected = None;
                self.ui.cursor = None;
                false
            }
            _ => false,
        }
    }

    /// The CSS cursor for where the pointer is: `grab` over a piece or
    /// marker that can be dragged, `grabbing` while dragging, `crosshair`
    /// for paint tools, `move` when the zoomed view can be panned.
    pub fn cursor(&self) -> &'static str {
        match self.ui.drag {
            Some(Drag::Piece { .. } | Drag::Marker(_) | Drag::Pan { .. }) => return "grabbing",
            Some(Drag::Paint { .. }) => return "crosshair",
            _ => {}
        }
        let Some(s) = self.ui.hover else {
            return if self.camera.zoomed() { "move" } else { "default" };
        };
        if self.read_only {
            return if self.camera.zoomed() { "move" } else { "default" };
        }
        if self.play.is_some() {
            return if self.play_piece_at(s).is_some() {
                "grab"
            } else {
                "pointer"
            };
        }
        if self.marker_at(s).is_some() {
            return "grab";
        }
        match self.tool {
            Tool::Paint(_) => "crosshair",
            Tool::Move if self.piece_at(s).is_some() => "grab",
            Tool::Move if self.editing == Editing::Position && self.camera.zoomed() => "move",
            Tool::Move => match self.ui.selected {
                Some(_) => "pointer",
                None => "default",
            },
        }
    }
}
