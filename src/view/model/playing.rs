//! Play mode: the position set up is played by hand, every move, placement
//! and removal checked by the core's rules (`core::play`: the puzzle's
//! `apply`, `place`, `remove`), never by the view's.
//!
//! What Undo restores is the list of actions made ([`Playing::done`]); the
//! position is rebuilt from the start by the same rules. The moves made of
//! a puzzle with moves (knight swap, path, tour, pegs) are shown as an
//! answer standing at its last step, so the last move, a tour's line and a
//! path's walker are drawn as for a solver's answer; a placement puzzle's
//! board is the played position itself ([`Scene::moment`],
//! [`Scene::cache_attacks`]).

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::play::{self, MoveError, Position};
use crate::core::puzzles::{AnswerKind, Puzzle};
use crate::core::{Request, RequestError, Step};

use super::scene::Scene;
use super::ui::Selected;

/// One thing done by hand, undone and redone as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// A move or jump (a jump's `over` filled in).
    Step(Step),
    /// A piece placed on the square.
    Place(Square),
    /// The piece on the square removed.
    Remove(Square),
}

/// A move refused by the rules: where to say so, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Refusal {
    /// The square the refused piece returns to (or the square clicked).
    pub square: Square,
    /// The failed check's stable code (`MoveError::code`).
    pub code: &'static str,
    /// The failed check in words.
    pub message: String,
}

/// A position being played by hand.
pub(crate) struct Playing {
    /// Its puzzle.
    puzzle: &'static dyn Puzzle,
    /// The position at the start.
    start: Position,
    /// The position now.
    now: Position,
    /// What was done, in order.
    done: Vec<Action>,
    /// What was undone, the last undone last.
    undone: Vec<Action>,
    /// The last move refused, until the next action.
    pub refused: Option<Refusal>,
    /// A move to highlight (the coach's hint): its from and to squares, or
    /// one square (placements).
    pub hint: Option<(Square, Option<Square>)>,
}

impl Playing {
    /// The position now.
    pub fn now(&self) -> &Position {
        &self.now
    }

    /// The steps played (puzzles with moves), in order.
    pub fn steps(&self) -> Vec<Step> {
        self.done
            .iter()
            .filter_map(|a| match a {
                Action::Step(s) => Some(*s),
                _ => None,
            })
            .collect()
    }

    /// The pieces placed and still standing (placement puzzles), in the
    /// order they were placed.
    pub fn placed(&self) -> Vec<Square> {
        let mut placed: Vec<Square> = Vec::new();
        for a in &self.done {
            match *a {
                Action::Place(s) => placed.push(s),
                Action::Remove(s) => placed.retain(|&p| p != s),
                Action::Step(_) => {}
            }
        }
        placed
    }

    /// Whether the goal is reached.
    pub fn solved(&self) -> bool {
        self.puzzle.is_goal(&self.now)
    }

    /// Whether there is an action to undo (`back`) or to redo.
    pub fn can_undo(&self, back: bool) -> bool {
        if back {
            !self.done.is_empty()
        } else {
            !self.undone.is_empty()
        }
    }

    /// `action` applied to `position` by the puzzle's rules; a jump's
    /// `over` is filled in from the legal jumps.
    fn act(&self, position: &Position, action: Action) -> Result<(Position, Action), MoveError> {
        match action {
            Action::Step(mut step) => {
                let next = self.puzzle.apply(position, &step)?;
                if step.over.is_none() {
                    step.over = self
                        .puzzle
                        .legal_moves(position)
                        .into_iter()
                        .find(|m| m.from == step.from && m.to == step.to)
                        .and_then(|m| m.over);
                }
                Ok((next, Action::Step(step)))
            }
            Action::Place(s) => Ok((self.puzzle.place(position, s)?, action)),
            Action::Remove(s) => Ok((self.puzzle.remove(position, s)?, action)),
        }
    }

    /// Does `action`; a refused one is kept in [`Playing::refused`] and
    /// changes nothing else.
    ///
    /// # Errors
    /// The failed check of a refused action.
    fn apply(&mut self, action: Action, at: Square) -> Result<(), MoveError> {
        match self.act(&self.now, action) {
            Ok((next, action)) => {
                // A refused move keeps the hint shown; a move made drops it.
                self.hint = None;
                self.now = next;
                self.done.push(action);
                self.undone.clear();
                self.refused = None;
                Ok(())
            }
            Err(e) => {
                self.refused = Some(Refusal {
                    square: at,
                    code: e.code(),
                    message: e.to_string(),
                });
                Err(e)
            }
        }
    }

    /// Undoes the last action (`back`) or redoes the last undone one.
    fn undo(&mut self, back: bool) -> bool {
        let (from, to) = if back {
            (&mut self.done, &mut self.undone)
        } else {
            (&mut self.undone, &mut self.done)
        };
        let Some(a) = from.pop() else { return false };
        to.push(a);
        self.rebuild();
        true
    }

    /// The position now, replayed from the start (every action was legal
    /// when made, so none fails; one that did would end the replay there).
    fn rebuild(&mut self) {
        let mut now = self.start.clone();
        let mut kept = 0;
        for &a in &self.done {
            match self.act(&now, a) {
                Ok((next, _)) => now = next,
                Err(_) => break,
            }
            kept += 1;
        }
        self.done.truncate(kept);
        self.now = now;
        self.refused = None;
        self.hint = None;
    }
}

impl Scene {
    /// Starts playing `request` (the position shown with the page's
    /// options) from its start; ends an answer shown.
    ///
    /// # Errors
    /// The request's error (what `core::play::position_after` says), or a
    /// puzzle other than the one shown.
    pub fn start_play(&mut self, request: &Request) -> Result<(), RequestError> {
        if request.puzzle != self.puzzle {
            return Err(RequestError::new(format!(
                "play: the request is for {}, the board shows {}",
                request.puzzle, self.puzzle
            )));
        }
        let (puzzle, start) = play::position_after(request, &[], &[]).map_err(|e| RequestError::new(e.to_string()))?;
        self.play = Some(Playing {
            puzzle,
            now: start.clone(),
            start,
            done: Vec::new(),
            undone: Vec::new(),
            refused: None,
            hint: None,
        });
        self.ui.selected = None;
        self.ui.drag = None;
        self.show_play();
        Ok(())
    }

    /// Ends play: the set-up position is shown again.
    pub fn stop_play(&mut self) {
        if self.play.take().is_some() {
            self.clear_answer();
            self.ui.selected = None;
            self.drop_attacks();
        }
    }

    /// Plays `step` (its `over` may be left out). Returns whether it was
    /// legal; a refused step is kept as [`Playing::refused`], at its `from`.
    pub fn play_step(&mut self, step: Step) -> bool {
        self.play_action(Action::Step(step), step.from)
    }

    /// Places a piece on `square` (placement puzzles).
    pub fn play_place(&mut self, square: Square) -> bool {
        self.play_action(Action::Place(square), square)
    }

    /// Removes the piece on `square` (placement puzzles).
    pub fn play_remove(&mut self, square: Square) -> bool {
        self.play_action(Action::Remove(square), square)
    }

    fn play_action(&mut self, action: Action, at: Square) -> bool {
        let Some(play) = self.play.as_mut() else { return false };
        let ok = play.apply(action, at).is_ok();
        self.ui.selected = None;
        if ok {
            self.show_play();
        }
        ok
    }

    /// Undoes the last action (`back`) or redoes the last undone one.
    /// Returns whether anything changed.
    pub fn play_undo(&mut self, back: bool) -> bool {
        let changed = self.play.as_mut().is_some_and(|p| p.undo(back));
        if changed {
            self.ui.selected = None;
            self.show_play();
        }
        changed
    }

    /// Back to the start of play (undoable: Redo replays the moves).
    pub fn play_restart(&mut self) -> bool {
        let mut changed = false;
        while self.play.as_mut().is_some_and(|p| p.undo(true)) {
            changed = true;
        }
        if changed {
            self.ui.selected = None;
            self.show_play();
        }
        changed
    }

    /// Shows the played position: the moves as an answer at its end, or
    /// (placements) the position itself.
    fn show_play(&mut self) {
        let Some(play) = &self.play else { return };
        if self.editor.answer == AnswerKind::Placement {
            self.clear_answer();
        } else {
            let steps = play.steps();
            let n = steps.len();
            self.set_answer_unchecked(steps, n);
            self.check_answer(usize::MAX);
            if let Some(pb) = self.playback.as_mut() {
                pb.set_t(n as f64);
            }
        }
        self.drop_attacks();
    }

    /// The board as played now, while playing.
    pub fn play_board(&self) -> Option<&Board> {
        self.play.as_ref().map(|p| p.now.board())
    }

    /// The piece a press on `square` grabs while playing: a piece standing
    /// there, or a path's or tour's knight.
    pub(crate) fn play_piece_at(&self, square: Square) -> Option<Piece> {
        let play = self.play.as_ref()?;
        if let Some(w) = play.now.walker() {
            return (w.at() == square).then_some(Piece::WhiteKnight);
        }
        match play.now.board().get(square) {
            Cell::Piece(p) if self.editor.answer != AnswerKind::Placement => Some(p),
            _ => None,
        }
    }

    /// A piece dropped from `from` on `to` while playing: the move, if the
    /// rules allow it. Dropped where it stood, nothing happens.
    pub(crate) fn play_drop(&mut self, from: Square, to: Square) -> bool {
        if from == to {
            return false;
        }
        self.play_step(Step { from, to, over: None })
    }

    /// A click (or Enter) on `square` while playing: placement puzzles
    /// place or remove; otherwise the first click picks a piece (a path's
    /// knight moves at once to the square clicked) and the second moves it.
    pub(crate) fn play_click(&mut self, square: Square) -> bool {
        let Some(play) = &self.play else { return false };
        if self.editor.answer == AnswerKind::Placement {
            return if matches!(play.now.board().get(square), Cell::Piece(_)) {
                self.play_remove(square)
            } else {
                self.play_place(square)
            };
        }
        let walker = play.now.walker().map(|w| w.at());
        let piece = self.play_piece_at(square).is_some();
        match (self.ui.selected.take(), walker) {
            (Some(Selected::Piece(s)), _) if s == square => false,
            (_, Some(w)) if w != square => self.play_step(Step {
                from: w,
                to: square,
                over: None,
            }),
            (Some(Selected::Piece(s)), None) if !piece => self.play_step(Step {
                from: s,
                to: square,
                over: None,
            }),
            _ => {
                if piece {
                    self.ui.selected = Some(Selected::Piece(square));
                }
                false
            }
        }
    }

    /// Highlights a move (from, to) or one square (to `None`), or nothing.
    pub fn set_hint(&mut self, hint: Option<(Square, Option<Square>)>) {
        if let Some(p) = self.play.as_mut() {
            p.hint = hint;
        }
    }
}
