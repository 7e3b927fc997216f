//! Playback of an answer: the pieces at a fractional step.
//!
//! Step `k` (an integer `0..=len`) is the position after the first `k`
//! steps. At `t = k + f` with `0 < f < 1` the piece of step `k` is on its
//! way: a knight glides along its L, first the two-square leg, then the
//! one-square leg; on puzzles that draw their answer as a line the piece
//! glides straight along that line instead.

use std::collections::BTreeMap;

use crate::core::board::{Board, Piece, Square};
use crate::core::Step;

/// How a moving piece travels between two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Motion {
    /// Along the knight's L: the two-square leg, then the one-square leg.
    KnightL,
    /// Straight from centre to centre (along the drawn path line).
    Straight,
}

/// An answer being played back over its starting pieces.
#[derive(Clone, Debug)]
pub(crate) struct Playback {
    start: BTreeMap<Square, Piece>,
    steps: Vec<Step>,
    motion: Motion,
    t: f64,
}

/// What to draw at one moment of playback.
#[derive(Clone, Debug, Default)]
pub(crate) struct Moment {
    /// Pieces standing still on their squares.
    pub still: BTreeMap<Square, Piece>,
    /// The piece on its way and its drawing point (cell units).
    pub moving: Option<(Piece, (f64, f64))>,
    /// Steps completed (the integer step shown).
    pub step: usize,
}

/// Eases a step's progress in and out, so pieces settle on squares.
fn ease(f: f64) -> f64 {
    f * f * (3.0 - 2.0 * f)
}

fn lerp(a: (f64, f64), b: (f64, f64), f: f64) -> (f64, f64) {
    (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)
}

/// Applies one step to `pieces`: the piece on `from` goes to `to`, a jumped
/// piece on `over` is removed. A step from an empty square moves nothing.
///
/// The only place playback applies a step: when the core gains its own
/// move application (with legality), it replaces this body.
pub(crate) fn apply_step(pieces: &mut BTreeMap<Square, Piece>, step: &Step) {
    if let Some(p) = pieces.remove(&step.from) {
        if let Some(over) = step.over {
            pieces.remove(&over);
        }
        pieces.insert(step.to, p);
    }
}

impl Playback {
    /// Plays `steps` over the pieces `start`, from step 0.
    pub fn new(start: BTreeMap<Square, Piece>, steps: Vec<Step>, motion: Motion) -> Playback {
        Playback {
            start,
            steps,
            motion,
            t: 0.0,
        }
    }

    /// Number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// The steps.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The playback position, `0..=len`.
    pub fn t(&self) -> f64 {
        self.t
    }

    /// Sets the playback position, clamped to `0..=len` (NaN reads as 0).
    pub fn set_t(&mut self, t: f64) {
        self.t = if t.is_nan() {
            0.0
        } else {
            t.clamp(0.0, self.len() as f64)
        };
    }

    /// The integer step shown: steps fully completed.
    pub fn step(&self) -> usize {
        (self.t.floor() as usize).min(self.len())
    }

    /// The pieces after the first `k` steps.
    pub fn pieces_at(&self, k: usize) -> BTreeMap<Square, Piece> {
        // One walker along a line (tours of a million steps): it stands
        // where step k ended, found without replaying the steps.
        if let (Motion::Straight, Some((_, &piece)), 1, Some(last)) = (
            self.motion,
            self.start.first_key_value(),
            self.start.len(),
            k.checked_sub(1).and_then(|i| self.steps.get(i)),
        ) {
            return BTreeMap::from([(last.to, piece)]);
        }
        let mut pieces = self.start.clone();
        for s in self.steps.iter().take(k) {
            apply_step(&mut pieces, s);
        }
        pieces
    }

    /// The drawing point of a piece `f` (0..1) of the way through `step`.
    pub fn glide(&self, board: &Board, step: &Step, f: f64) -> (f64, f64) {
        let (a, b) = (board.center(step.from), board.center(step.to));
        let f = ease(f.clamp(0.0, 1.0));
        let dr = i64::from(step.to[0]) - i64::from(step.from[0]);
        let dc = i64::from(step.to[1]) - i64::from(step.from[1]);
        let knight = matches!((dr.abs(), dc.abs()), (1, 2) | (2, 1));
        if self.motion == Motion::Straight || !knight {
            return lerp(a, b, f);
        }
        // The corner of the L: two squares along the long leg first.
        let corner: Square = if dr.abs() == 2 {
            [step.to[0], step.from[1]]
        } else {
            [step.from[0], step.to[1]]
        };
        let c = board.center(corner);
        let s = f * 3.0;
        if s < 2.0 {
            lerp(a, c, s / 2.0)
        } else {
            lerp(c, b, s - 2.0)
        }
    }

    /// What to draw at the current position.
    pub fn moment(&self, board: &Board) -> Moment {
        let k = self.step();
        let frac = self.t - k as f64;
        let mut still = self.pieces_at(k);
        let mut moving = None;
        if frac > 0.0 {
            if let Some(step) = self.steps.get(k) {
                if let Some(piece) = still.remove(&step.from) {
                    moving = Some((piece, self.glide(board, step, frac)));
                }
            }
        }
        Moment { still, moving, step: k }
    }

    /// The symbol of the piece each step moves (`N`, `n` …), one per
    /// step, for the move list; `?` for a step from an empty square.
    pub fn movers(&self) -> String {
        // One walker makes every step of a path (a million, for a tour).
        if let (Motion::Straight, Some((_, walker)), 1) = (self.motion, self.start.first_key_value(), self.start.len())
        {
            return walker.symbol().to_string().repeat(self.len());
        }
        let mut pieces = self.start.clone();
        let mut out = String::with_capacity(self.len());
        for s in &self.steps {
            out.push(pieces.get(&s.from).map_or('?', |p| p.symbol()));
            apply_step(&mut pieces, s);
        }
        out
    }

    /// Per square of `board` (row-major), the path index (0 = the first
    /// step's start, `j` = step `j`'s end) at which the walker first stood
    /// there up to the step shown, or −1 (not yet, or never). Empty past
    /// [`VISITS_MAX_CELLS`] squares.
    pub fn visits(&self, board: &Board) -> Vec<i32> {
        if board.len() > VISITS_MAX_CELLS {
            return Vec::new();
        }
        let mut out = vec![-1; board.len() as usize];
        for j in 0..=self.step() {
            if let Some(s) = path_point(&self.steps, j).filter(|&s| board.contains(s)) {
                if let Some(slot) = out.get_mut(board.index(s) as usize) {
                    if *slot < 0 {
                        *slot = j as i32;
                    }
                }
            }
        }
        out
    }
}

/// Boards past this many squares get no visit list.
pub(crate) const VISITS_MAX_CELLS: u64 = 4_000_000;

/// The square at path index `j` of `steps`: the first step's start, then
/// each step's end.
pub(crate) fn path_point(steps: &[Step], j: usize) -> Option<Square> {
    match j {
        0 => steps.first().map(|s| s.from),
        _ => steps.get(j - 1).map(|s| s.to),
    }
}
