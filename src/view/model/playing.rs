//! Play mode: the position set up is played by hand, every move, placement
//! and removal checked by the core's rules (`core::play`: the puzzle's
//! `apply`, `place`, `remove`), never by the view's.
//!
//! What Undo restores is the list of actions made ([`Playing::done`]); the
//! position is rebuilt from the start by the same rules. The moves made of
//! a puzzle with moves (knight swap, path, tour, pegs) are shown as an
//! answer standing at its last step, so the last move, a tour's line and a
//! path's walker are drawn as for a solver's answer; a placement puzzle's
//! board is the played position itself (`Scene::moment`,
//! `Scene::cache_attacks`).
//!
//! This module knows nothing of the scene: `play_mode` holds what play
//! mode does to a scene (start, moves, undo, hint), over a [`Playing`].

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::play::{MoveError, Position};
use crate::core::puzzles::Puzzle;
use crate::core::{Request, RequestError, Step};

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
    /// Starts playing `request` from its start, for a board that shows
    /// `shown` (a puzzle id).
    ///
    /// # Errors
    /// The request's error (what `core::entry::position_after` says), or a
    /// puzzle other than the one shown.
    pub fn start(request: &Request, shown: &str) -> Result<Playing, RequestError> {
        if request.puzzle != shown {
            return Err(RequestError::new(format!(
                "play: the request is for {}, the board shows {shown}",
                request.puzzle
            )));
        }
        let (puzzle, start) =
            crate::core::entry::position_after(request, &[], &[]).map_err(|e| RequestError::new(e.to_string()))?;
        Ok(Playing {
            puzzle,
            now: start.clone(),
            start,
            done: Vec::new(),
            undone: Vec::new(),
            refused: None,
            hint: None,
        })
    }

    /// The board as played now.
    pub fn board(&self) -> &Board {
        self.now.board()
    }

    /// The piece a press on `square` grabs: a piece standing there (not on
    /// a placement board, whose pieces are removed by a click), or a path's
    /// or tour's walker, the piece its puzzle says ([`Puzzle::walker`]).
    pub fn piece_at(&self, square: Square, placement: bool) -> Option<Piece> {
        if let Some(w) = self.now.walker() {
            return self.puzzle.walker().filter(|_| w.at() == square);
        }
        match self.now.board().get(square) {
            Cell::Piece(p) if !placement => Some(p),
            _ => None,
        }
    }

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
                let next = self.puzzle.applied(position, &step)?;
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
    pub fn apply(&mut self, action: Action, at: Square) -> Result<(), MoveError> {
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
    pub fn undo(&mut self, back: bool) -> bool {
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
