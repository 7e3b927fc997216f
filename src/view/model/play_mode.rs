//! Play mode's edits of a scene: start and stop, moves, placements and
//! removals by the core's rules (through [`Playing`]), undo and redo of
//! them, and the coach's hint. Functions over a `&mut Scene`, so that the
//! scene imports nothing of play mode (the position played by hand is
//! `playing`, listed before `scene`).
//!
//! While playing, the set-up board (`Scene::position`) is never edited: the
//! moves made are shown as an answer standing at its last step, or for a
//! placement puzzle the played position itself (`Scene::moment`).

use crate::core::board::{Cell, Piece, Square};
use crate::core::puzzles::AnswerKind;
use crate::core::{Request, RequestError, Step};

use super::playing::{Action, Playing};
use super::scene::Scene;
use super::ui::Selected;

/// Starts playing `request` (the position shown with the page's options)
/// from its start; ends an answer shown.
///
/// # Errors
/// The request's error (what `core::entry::position_after` says), or a
/// puzzle other than the one shown.
pub(crate) fn start(scene: &mut Scene, request: &Request) -> Result<(), RequestError> {
    scene.play = Some(Playing::start(request, &scene.puzzle)?);
    scene.ui.selected = None;
    scene.ui.drag = None;
    show(scene);
    Ok(())
}

/// Ends play: the set-up position is shown again.
pub(crate) fn stop(scene: &mut Scene) {
    if scene.play.take().is_some() {
        scene.clear_answer();
        scene.ui.selected = None;
        scene.drop_attacks();
    }
}

/// Plays `step` (its `over` may be left out). Returns whether it was legal;
/// a refused step is kept as [`Playing::refused`], at its `from`.
pub(crate) fn step(scene: &mut Scene, step: Step) -> bool {
    act(scene, Action::Step(step), step.from)
}

/// Places a piece on `square` (placement puzzles).
pub(crate) fn place(scene: &mut Scene, square: Square) -> bool {
    act(scene, Action::Place(square), square)
}

/// Removes the piece on `square` (placement puzzles).
pub(crate) fn remove(scene: &mut Scene, square: Square) -> bool {
    act(scene, Action::Remove(square), square)
}

fn act(scene: &mut Scene, action: Action, at: Square) -> bool {
    let Some(play) = scene.play.as_mut() else { return false };
    let ok = play.apply(action, at).is_ok();
    scene.ui.selected = None;
    if ok {
        show(scene);
    }
    ok
}

/// Undoes the last action (`back`) or redoes the last undone one. Returns
/// whether anything changed.
pub(crate) fn undo(scene: &mut Scene, back: bool) -> bool {
    let changed = scene.play.as_mut().is_some_and(|p| p.undo(back));
    if changed {
        scene.ui.selected = None;
        show(scene);
    }
    changed
}

/// Back to the start of play (undoable: Redo replays the moves).
pub(crate) fn restart(scene: &mut Scene) -> bool {
    let mut changed = false;
    while scene.play.as_mut().is_some_and(|p| p.undo(true)) {
        changed = true;
    }
    if changed {
        scene.ui.selected = None;
        show(scene);
    }
    changed
}

/// Shows the played position: the moves as an answer at its end, or
/// (placements) the position itself.
fn show(scene: &mut Scene) {
    let Some(play) = &scene.play else { return };
    if scene.editor.answer == AnswerKind::Placement {
        scene.clear_answer();
    } else {
        let steps = play.steps();
        let n = steps.len();
        scene.set_answer_unchecked(steps, n);
        scene.check_answer(usize::MAX);
        if let Some(pb) = scene.playback.as_mut() {
            pb.set_t(n as f64);
        }
    }
    scene.drop_attacks();
}

/// The piece a press on `square` grabs while playing: a piece standing
/// there, or a path's or tour's knight.
pub(crate) fn piece_at(scene: &Scene, square: Square) -> Option<Piece> {
    let placement = scene.editor.answer == AnswerKind::Placement;
    scene.play.as_ref()?.piece_at(square, placement)
}

/// A piece dropped from `from` on `to` while playing: the move, if the
/// rules allow it. Dropped where it stood, nothing happens.
pub(crate) fn drop(scene: &mut Scene, from: Square, to: Square) -> bool {
    if from == to {
        return false;
    }
    step(scene, Step { from, to, over: None })
}

/// A click (or Enter) on `square` while playing: placement puzzles place
/// or remove; otherwise the first click picks a piece (a path's knight
/// moves at once to the square clicked) and the second moves it.
pub(crate) fn click(scene: &mut Scene, square: Square) -> bool {
    let Some(play) = &scene.play else { return false };
    if scene.editor.answer == AnswerKind::Placement {
        return if matches!(play.board().get(square), Cell::Piece(_)) {
            remove(scene, square)
        } else {
            place(scene, square)
        };
    }
    let walker = play.now().walker().map(|w| w.at());
    let piece = piece_at(scene, square).is_some();
    match (scene.ui.selected.take(), walker) {
        (Some(Selected::Piece(s)), _) if s == square => false,
        (_, Some(w)) if w != square => step(
            scene,
            Step {
                from: w,
                to: square,
                over: None,
            },
        ),
        (Some(Selected::Piece(s)), None) if !piece => step(
            scene,
            Step {
                from: s,
                to: square,
                over: None,
            },
        ),
        _ => {
            if piece {
                scene.ui.selected = Some(Selected::Piece(square));
            }
            false
        }
    }
}

/// Highlights a move (from, to) or one square (to `None`), or nothing.
pub(crate) fn set_hint(scene: &mut Scene, hint: Option<(Square, Option<Square>)>) {
    if let Some(p) = scene.play.as_mut() {
        p.hint = hint;
    }
}
