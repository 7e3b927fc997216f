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
//! with the move tool. While playing (`play_mode.rs`) presses, drags,
//! clicks and Enter make moves by the puzzle's rules instead of editing.
//!
//! Functions over a `&mut Scene` (`input::pointer_down(scene, x, y)`), so
//! that the scene imports nothing of its input.

use crate::core::board::{Cell, Piece, Square};
use crate::core::puzzles::AnswerKind;

use super::editing::{Editing, Marker, Tool};
use super::play_mode;
use super::scene::Scene;
use super::ui::{Drag, Grab, Selected};

/// CSS pixels a pointer must move before a press becomes a drag.
pub(crate) const DRAG_THRESHOLD: f64 = 4.0;

/// A press at CSS point `(x, y)`. Returns whether the request changed.
pub(crate) fn pointer_down(scene: &mut Scene, x: f64, y: f64) -> bool {
    if !(x.is_finite() && y.is_finite()) {
        return false;
    }
    scene.ui.pointer = Some((x, y));
    scene.ui.cursor = None;
    scene.set_gesture(true);
    let square = scene.square_at(x, y);
    scene.ui.hover = square;
    let pending = |grab| Some(Drag::Pending { start: (x, y), grab });
    if scene.read_only {
        scene.ui.drag = pending(Grab::Board(square));
        return false;
    }
    if let Some(play) = scene.play.as_mut() {
        // A refusal is said once: the next press starts afresh.
        play.refused = None;
        // Playing: a piece is grabbed to be moved by the rules; nothing is edited.
        scene.ui.drag = pending(
            match square.and_then(|s| play_mode::piece_at(scene, s).map(|p| (s, p))) {
                Some((s, p)) => Grab::Piece(s, p),
                None => Grab::Board(square),
            },
        );
        return false;
    }
    if let Some(m) = square.and_then(|s| scene.marker_at(s)) {
        scene.ui.drag = pending(Grab::Marker(m));
        return false;
    }
    match (scene.tool, square) {
        (Tool::Paint(cell), Some(s)) => {
            // Pressing what the tool paints erases, for the whole stroke.
            let stroke = if scene.edited().get(s) == cell {
                Cell::Empty
            } else {
                cell
            };
            scene.ui.selected = None;
            scene.ui.drag = Some(Drag::Paint {
                cell: stroke,
                last: (x, y),
            });
            scene.paint(s, stroke)
        }
        (Tool::Move, Some(s)) => {
            scene.ui.drag = pending(match scene.piece_at(s) {
                Some(p) => Grab::Piece(s, p),
                None => Grab::Board(Some(s)),
            });
            false
        }
        (_, None) => {
            scene.ui.drag = pending(Grab::Board(None));
            false
        }
    }
}

/// The pointer moved to CSS point `(x, y)`, pressed or not. Returns
/// whether the request changed.
pub(crate) fn pointer_move(scene: &mut Scene, x: f64, y: f64) -> bool {
    if !(x.is_finite() && y.is_finite()) {
        return false;
    }
    scene.ui.pointer = Some((x, y));
    let square = scene.square_at(x, y);
    scene.ui.hover = square;
    let Some(drag) = scene.ui.drag else { return false };
    match drag {
        Drag::Pending { start, grab } => {
            if (x - start.0).hypot(y - start.1) < DRAG_THRESHOLD {
                return false;
            }
            scene.ui.selected = None;
            scene.ui.drag = Some(match grab {
                Grab::Piece(from, piece) => Drag::Piece { from, piece },
                Grab::Marker(m) => Drag::Marker(m),
                Grab::Board(_) if scene.camera.zoomed() => Drag::Pan { last: start },
                Grab::Board(_) => Drag::Void,
            });
            pointer_move(scene, x, y)
        }
        Drag::Marker(m) => square.is_some_and(|s| scene.move_marker(m, s)),
        Drag::Paint { cell, last } => {
            scene.ui.drag = Some(Drag::Paint { cell, last: (x, y) });
            paint_line(scene, last, (x, y), cell)
        }
        Drag::Pan { last } => {
            scene.camera.pan_by(scene.position.extent(), x - last.0, y - last.1);
            scene.ui.drag = Some(Drag::Pan { last: (x, y) });
            false
        }
        Drag::Piece { .. } | Drag::Void => false,
    }
}

/// Paints `cell` on every square the segment `a`–`b` (CSS px) crosses,
/// so that a fast stroke leaves no gaps.
fn paint_line(scene: &mut Scene, a: (f64, f64), b: (f64, f64), cell: Cell) -> bool {
    let scale = scene.camera.frame(scene.position.extent()).scale.max(1e-9);
    // Samples a quarter of a square apart (at least every 2 CSS px).
    let step = (scale / 4.0).max(2.0);
    let n = ((b.0 - a.0).hypot(b.1 - a.1) / step).ceil().min(4096.0) as usize;
    let mut changed = false;
    let mut last = None;
    for i in 1..=n.max(1) {
        let f = i as f64 / n.max(1) as f64;
        let s = scene.square_at(a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f);
        if s.is_some() && s != last {
            last = s;
            if let Some(s) = s {
                changed |= scene.paint(s, cell);
            }
        }
    }
    changed
}

/// The press ended at CSS point `(x, y)`. Returns whether the request
/// changed.
pub(crate) fn pointer_up(scene: &mut Scene, x: f64, y: f64) -> bool {
    let changed = release(scene, x, y);
    scene.set_gesture(false);
    changed
}

fn release(scene: &mut Scene, x: f64, y: f64) -> bool {
    let Some(drag) = scene.ui.drag.take() else { return false };
    let square = if x.is_finite() && y.is_finite() {
        scene.square_at(x, y)
    } else {
        None
    };
    if scene.play.is_some() && !scene.read_only {
        return match (drag, square) {
            (
                Drag::Pending {
                    grab: Grab::Piece(s, _) | Grab::Board(Some(s)),
                    ..
                },
                _,
            ) => play_mode::click(scene, s),
            (Drag::Piece { from, .. }, Some(to)) => play_mode::drop(scene, from, to),
            _ => false,
        };
    }
    match drag {
        Drag::Pending { grab, .. } if !scene.read_only => match grab {
            Grab::Piece(s, _) | Grab::Board(Some(s)) => click(scene, s),
            Grab::Marker(m) => {
                scene.ui.selected = match scene.ui.selected {
                    Some(Selected::Marker(n)) if n == m => None,
                    _ => Some(Selected::Marker(m)),
                };
                false
            }
            Grab::Board(None) => {
                scene.ui.selected = None;
                false
            }
        },
        Drag::Piece { from, .. } => match square {
            Some(to) => scene.move_piece(from, to),
            None => scene.remove_piece(from),
        },
        _ => false,
    }
}

/// The press was cancelled (the browser took the pointer away).
pub(crate) fn pointer_cancel(scene: &mut Scene) {
    scene.ui.drag = None;
    scene.set_gesture(false);
}

/// The pointer left the canvas (not pressed).
pub(crate) fn pointer_leave(scene: &mut Scene) {
    if scene.ui.drag.is_none() {
        scene.ui.pointer = None;
        scene.ui.hover = None;
    }
}

/// A click (press and release without a drag) on `square` with the move
/// tool: select, move the selection, or deselect.
fn click(scene: &mut Scene, square: Square) -> bool {
    if scene.editor.answer == AnswerKind::Jumps {
        return toggle_peg(scene, square);
    }
    match scene.ui.selected.take() {
        Some(Selected::Piece(s)) if s == square => false,
        Some(Selected::Piece(s)) => {
            if scene.piece_at(square).is_some() {
                scene.ui.selected = Some(Selected::Piece(square));
                false
            } else {
                scene.move_piece(s, square)
            }
        }
        Some(Selected::Marker(m)) => scene.move_marker(m, square),
        None => {
            if let Some(m) = scene.marker_at(square) {
                scene.ui.selected = Some(Selected::Marker(m));
            } else if scene.piece_at(square).is_some() {
                scene.ui.selected = Some(Selected::Piece(square));
            } else if let ([_], Editing::Position) = (scene.editor.markers.as_slice(), scene.editing) {
                // The puzzle's only marker (a tour's start) goes where
                // the board is clicked.
                return scene.move_marker(Marker::From, square) || scene.move_marker(Marker::To, square);
            }
            false
        }
    }
}

/// Peg boards: a click on a hole puts a peg in it or takes it out.
fn toggle_peg(scene: &mut Scene, square: Square) -> bool {
    scene.ui.selected = None;
    if scene.piece_at(square).is_some() {
        scene.remove_piece(square)
    } else {
        scene.paint(square, Cell::Piece(Piece::Peg))
    }
}

/// A key press on the focused board (`KeyboardEvent.key`): arrows move a
/// cursor, Enter or Space act on its square as a click (or paint with a
/// paint tool), Delete removes a piece, Escape drops the selection.
/// Returns whether the request changed.
pub(crate) fn key(scene: &mut Scene, key: &str) -> bool {
    let board = &scene.position;
    let here = scene.ui.cursor.unwrap_or_else(|| {
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
        scene.ui.cursor = Some(if board.contains(s) { s } else { here });
        return false;
    }
    if scene.ui.cursor.is_none() || scene.read_only {
        if key == "Escape" {
            scene.ui.selected = None;
        }
        return false;
    }
    if let Some(play) = scene.play.as_mut() {
        play.refused = None;
        return match key {
            "Enter" | " " => play_mode::click(scene, here),
            "Delete" | "Backspace" if scene.editor.answer == AnswerKind::Placement => play_mode::remove(scene, here),
            "Escape" => {
                scene.ui.selected = None;
                scene.ui.cursor = None;
                false
            }
            _ => false,
        };
    }
    match key {
        "Enter" | " " => match scene.tool {
            Tool::Move => click(scene, here),
            Tool::Paint(cell) => {
                let stroke = if scene.edited().get(here) == cell {
                    Cell::Empty
                } else {
                    cell
                };
                scene.paint(here, stroke)
            }
        },
        "Delete" | "Backspace" => scene.remove_piece(here),
        "Escape" => {
            scene.ui.selected = None;
            scene.ui.cursor = None;
            false
        }
        _ => false,
    }
}

/// The CSS cursor for where the pointer is: `grab` over a piece or
/// marker that can be dragged, `grabbing` while dragging, `crosshair`
/// for paint tools, `move` when the zoomed view can be panned.
pub(crate) fn cursor(scene: &Scene) -> &'static str {
    match scene.ui.drag {
        Some(Drag::Piece { .. } | Drag::Marker(_) | Drag::Pan { .. }) => return "grabbing",
        Some(Drag::Paint { .. }) => return "crosshair",
        _ => {}
    }
    let Some(s) = scene.ui.hover else {
        return if scene.camera.zoomed() { "move" } else { "default" };
    };
    if scene.read_only {
        return if scene.camera.zoomed() { "move" } else { "default" };
    }
    if scene.play.is_some() {
        return if play_mode::piece_at(scene, s).is_some() {
            "grab"
        } else {
            "pointer"
        };
    }
    if scene.marker_at(s).is_some() {
        return "grab";
    }
    match scene.tool {
        Tool::Paint(_) => "crosshair",
        Tool::Move if scene.piece_at(s).is_some() => "grab",
        Tool::Move if scene.editing == Editing::Position && scene.camera.zoomed() => "move",
        Tool::Move => match scene.ui.selected {
            Some(_) => "pointer",
            None => "default",
        },
    }
}
