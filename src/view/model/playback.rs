//! Playback of an answer: the pieces at a fractional step.
//!
//! Step `k` (an integer `0..=len`) is the position after the first `k`
//! steps. At `t = k + f` with `0 < f < 1` the piece of step `k` is on its
//! way: a knight glides along its L, first the two-square leg, then the
//! one-square leg; on puzzles that draw their answer as a line the piece
//! glides straight along that line instead.
//!
//! Every step is applied by the puzzle's own rule,
//! [`Play::answer_step`]; the answer is
//! checked once, when it is shown. A refused step (a corrupt answer, or an
//! answer to another request) ends playback at the last legal position:
//! [`Playback::refused`] says which step and why, and the steps from it on
//! are never drawn.
//!
//! The check may also run in slices ([`Playback::unchecked`], then
//! [`Playback::check`] with a number of steps per slice until it says it is
//! done): a million-step tour is shown at once and checked over a few of
//! the page's tasks instead of one long one. Its steps may even arrive in
//! slices ([`Playback::receive`]: the view reads them from the worker's
//! packed array as it checks them), the answer's length known from the
//! start. Until a step is checked, playback does not go past it (the
//! position asked for is kept and reached as the check gets there).
//!
//! Seeking costs little whatever the answer's length:
//! - Moves and jumps (small boards, answers of at most thousands of
//!   steps): the playback keeps one board at the step shown and the
//!   pieces every [`CHECKPOINT`] steps; a seek restores the nearest
//!   checkpoint at or before the step and applies at most
//!   `CHECKPOINT − 1` steps (or steps forward from the step shown).
//! - Paths (one walker; boards up to 10⁸ squares, tours of a million
//!   steps): the board is never cloned per seek. The core's Path rule
//!   moves the piece on `from` (the walker, drawn apart from the board)
//!   to the empty square `to` and changes nothing else, and each step
//!   here must start where the walker stands: so after step `k` the
//!   walker stands on step `k`'s `to`, read without replaying anything.

use std::collections::BTreeMap;

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::play::{MoveError, ReplayError};
use crate::core::puzzles::{AnswerKind, Puzzle};
use crate::core::Step;

/// Moves and jumps: the pieces are kept every this many steps, so a seek
/// applies fewer steps than this (about 10 µs natively).
pub(crate) const CHECKPOINT: usize = 64;

/// How a moving piece travels between two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Motion {
    /// Along the knight's L: the two-square leg, then the one-square leg.
    KnightL,
    /// Straight from centre to centre (along the drawn path line).
    Straight,
}

/// The puzzle whose [`Play::answer_step`] applies an answer's steps, and
/// whose [`Puzzle::walker`] walks a path.
#[derive(Clone, Copy)]
struct Rules(&'static dyn Puzzle);

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.id())
    }
}

/// An answer being played back over its start position.
#[derive(Clone, Debug)]
pub(crate) struct Playback {
    /// The puzzle whose rule applies each step.
    rules: Rules,
    kind: AnswerKind,
    /// The steps received so far (all of them, but while they arrive in
    /// slices: see [`Playback::receive`]).
    steps: Vec<Step>,
    /// The answer's number of steps.
    total: usize,
    t: f64,
    /// The position asked for (`set_t`): `t` is it, clamped to `legal`.
    wanted: f64,
    /// The steps the core's rules accept, from the first: playback stops
    /// after them. While the check runs, the steps checked so far.
    legal: usize,
    /// The first step refused, and why (`None` when every step is legal,
    /// or none was found yet).
    refused: Option<ReplayError>,
    shown: Shown,
    /// The check still to run (`None` once it is done).
    pending: Option<Pending>,
}

/// Where a check in slices stands: the board after the steps checked
/// (moves and jumps), and the walker's square (paths). A path's steps move
/// the walker, drawn apart from the board, and never change a board
/// without pieces: such a path is checked on the start board itself
/// (`board` is `None`), not on a copy (10 000 × 10 000 squares of walls
/// are 12.5 MB to copy).
#[derive(Clone, Debug)]
struct Pending {
    board: Option<Board>,
    walker: Option<Square>,
}

/// The position at the step shown.
#[derive(Clone, Debug)]
enum Shown {
    /// Moves and jumps: the board after `at` steps, the pieces after every
    /// [`CHECKPOINT`]-th step (the start first), and the symbol of the
    /// piece each step moves.
    Board {
        board: Board,
        at: usize,
        checkpoints: Vec<Vec<(Square, Piece)>>,
        movers: String,
    },
    /// Paths: the walker's first square (after step `k > 0` it stands on
    /// step `k`'s `to`).
    Walker { start: Option<Square> },
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

/// Makes `pieces` the pieces of `board` (squares taken from the same
/// board, so every `set` is of a cell of it).
fn restore(board: &mut Board, pieces: &[(Square, Piece)]) {
    let old: Vec<Square> = board.pieces().map(|(s, _)| s).collect();
    for s in old {
        let _ = board.set(s, Cell::Empty);
    }
    for &(s, p) in pieces {
        let _ = board.set(s, Cell::Piece(p));
    }
}

impl Playback {
    /// Plays `steps` of an answer of `puzzle`, of `kind`, over `board` (the start
    /// position), from step 0. No step is checked yet: [`Playback::check`]
    /// checks them, all at once or a slice at a time, with the core's
    /// puzzle's [`Play::answer_step`]; until then playback stops after the steps
    /// checked. A path's walker starts on `walker` (else on the first
    /// step's `from`) and each step must start where it stands
    /// ([`MoveError::NotWalker`]). The first refused step is kept in
    /// [`Playback::refused`]; playback stops before it.
    ///
    /// `steps` are the first of `total` (at least as many); the others
    /// come with [`Playback::receive`]. `board` is the start position,
    /// which [`Playback::check`] is given again. Costs no pass over the
    /// steps (copies of the board for moves and jumps, whose boards and
    /// answers are small; none for a path on a board without pieces).
    pub fn unchecked(
        puzzle: &'static dyn Puzzle,
        kind: AnswerKind,
        board: &Board,
        walker: Option<Square>,
        steps: Vec<Step>,
        total: usize,
    ) -> Playback {
        let total = total.max(steps.len());
        let (shown, pending) = if kind == AnswerKind::Path {
            let start = walker.or_else(|| steps.first().map(|s| s.from));
            // The walker is not on `board`: its steps never change a board without pieces.
            let own = board.pieces().next().is_some().then(|| board.clone());
            (
                Shown::Walker { start },
                Pending {
                    board: own,
                    walker: start,
                },
            )
        } else {
            let checkpoints = vec![board.pieces().collect()];
            let movers = String::with_capacity(steps.len());
            let shown = Shown::Board {
                board: board.clone(),
                at: 0,
                checkpoints,
                movers,
            };
            let pending = Pending {
                board: Some(board.clone()),
                walker: None,
            };
            (shown, pending)
        };
        Playback {
            rules: Rules(puzzle),
            kind,
            steps,
            total,
            t: 0.0,
            wanted: 0.0,
            legal: 0,
            refused: None,
            shown,
            pending: Some(pending),
        }
    }

    /// Adds the next steps of the answer (see [`Playback::unchecked`]);
    /// steps past its length are ignored. Checked by [`Playback::check`].
    pub fn receive(&mut self, steps: impl IntoIterator<Item = Step>) {
        let room = self.total - self.steps.len();
        // Room for them all at once: no copy of the steps received as the list grows.
        self.steps.reserve_exact(room);
        self.steps.extend(steps.into_iter().take(room));
        // A path with no start marker starts where its first step does.
        if let (Shown::Walker { start: start @ None }, Some(first)) = (&mut self.shown, self.steps.first()) {
            *start = Some(first.from);
            if let Some(p) = self.pending.as_mut() {
                p.walker = Some(first.from);
            }
        }
    }

    /// The steps received so far (see [`Playback::receive`]).
    #[cfg(test)]
    pub fn received(&self) -> usize {
        self.steps.len()
    }

    /// Checks up to `max` more steps of those received (see
    /// [`Playback::unchecked`]) on `start`, the start position given to
    /// it (unchanged: a path without pieces is checked on it, and leaves
    /// it as it is); returns whether the check is done (every step of the
    /// answer checked, or one refused). The position shown moves on
    /// towards the one asked for.
    pub fn check(&mut self, start: &mut Board, max: usize) -> bool {
        let Some(mut pending) = self.pending.take() else {
            return true;
        };
        let end = self.legal.saturating_add(max).min(self.steps.len());
        let rules = self.rules.0;
        let mut refused = None;
        let board = match pending.board.as_mut() {
            Some(own) => own,
            None => start,
        };
        for index in self.legal..end {
            let step = &self.steps[index];
            let checked = match &mut self.shown {
                Shown::Walker { .. } => match pending.walker {
                    Some(w) if w != step.from => Err(MoveError::NotWalker {
                        square: step.from,
                        walker: w,
                    }),
                    _ => rules.answer_step(board, step),
                },
                Shown::Board {
                    checkpoints, movers, ..
                } => {
                    let mover = match board.get(step.from) {
                        Cell::Piece(p) => p.symbol(),
                        _ => '?',
                    };
                    let applied = rules.answer_step(board, step);
                    if applied.is_ok() {
                        movers.push(mover);
                        if (index + 1) % CHECKPOINT == 0 {
                            checkpoints.push(board.pieces().collect());
                        }
                    }
                    applied
                }
            };
            if let Err(error) = checked {
                refused = Some(ReplayError { index, error });
                break;
            }
            pending.walker = Some(step.to);
            self.legal = index + 1;
        }
        if refused.is_some() {
            self.refused = refused;
        } else if self.legal < self.total {
            self.pending = Some(pending);
        }
        // Towards the position asked for, now that more steps are checked.
        self.t = self.wanted.min(self.legal as f64);
        self.seek(self.step());
        self.pending.is_none()
    }

    /// Whether every step is checked (or one was refused).
    pub fn checked(&self) -> bool {
        self.pending.is_none()
    }

    /// Number of steps of the answer (legal or not).
    pub fn len(&self) -> usize {
        self.total
    }

    /// The steps received (all of them, but while they arrive in slices).
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The steps that can be played: all of them, or those before the
    /// step refused (while the check runs: those checked so far).
    pub fn legal(&self) -> usize {
        self.legal
    }

    /// The first step the core's rules refuse (0-based) and why; `None`
    /// when the whole answer is legal.
    pub fn refused(&self) -> Option<&ReplayError> {
        self.refused.as_ref()
    }

    /// How the moving piece travels.
    fn motion(&self) -> Motion {
        if self.kind == AnswerKind::Path {
            Motion::Straight
        } else {
            Motion::KnightL
        }
    }

    /// The playback position, `0..=legal`.
    pub fn t(&self) -> f64 {
        self.t
    }

    /// Sets the playback position, clamped to `0..=legal` (NaN reads as
    /// 0), and brings the position shown to its step. While the check
    /// runs, a position past the steps checked is reached as the check
    /// gets there.
    pub fn set_t(&mut self, t: f64) {
        self.wanted = if t.is_nan() {
            0.0
        } else {
            t.clamp(0.0, self.total as f64)
        };
        self.t = self.wanted.min(self.legal as f64);
        self.seek(self.step());
    }

    /// The integer step shown: steps fully completed.
    pub fn step(&self) -> usize {
        (self.t.floor() as usize).min(self.legal)
    }

    /// Moves and jumps: makes the board the position after `k <= legal`
    /// steps, from the step shown or the nearest checkpoint.
    fn seek(&mut self, k: usize) {
        let Playback {
            rules, steps, shown, ..
        } = self;
        let Shown::Board {
            board, at, checkpoints, ..
        } = shown
        else {
            return;
        };
        if k < *at || k - *at >= CHECKPOINT {
            let c = (k / CHECKPOINT).min(checkpoints.len() - 1);
            restore(board, &checkpoints[c]);
            *at = c * CHECKPOINT;
        }
        for step in &steps[*at..k] {
            let applied = rules.0.answer_step(board, step);
            debug_assert!(applied.is_ok(), "step checked when the answer was shown: {applied:?}");
        }
        *at = k;
    }

    /// The walker's square after `k` steps of a path.
    fn walker_at(&self, k: usize) -> Option<Square> {
        match &self.shown {
            Shown::Walker { start } => k
                .checked_sub(1)
                .and_then(|i| self.steps.get(i))
                .map(|s| s.to)
                .or(*start),
            Shown::Board { .. } => None,
        }
    }

    /// The pieces at the step shown.
    pub fn pieces(&self) -> BTreeMap<Square, Piece> {
        match &self.shown {
            Shown::Board { board, .. } => board.pieces().collect(),
            Shown::Walker { .. } => self
                .walker_at(self.step())
                .zip(self.rules.0.walker())
                .into_iter()
                .collect(),
        }
    }

    /// The piece on `square` at the step shown.
    pub fn piece_on(&self, square: Square) -> Option<Piece> {
        match &self.shown {
            Shown::Board { board, .. } => match board.get(square) {
                Cell::Piece(p) => Some(p),
                _ => None,
            },
            Shown::Walker { .. } => self
                .rules
                .0
                .walker()
                .filter(|_| self.walker_at(self.step()) == Some(square)),
        }
    }

    /// The drawing point of a piece `f` (0..1) of the way through `step`.
    pub fn glide(&self, board: &Board, step: &Step, f: f64) -> (f64, f64) {
        let (a, b) = (board.center(step.from), board.center(step.to));
        let f = ease(f.clamp(0.0, 1.0));
        let dr = i64::from(step.to[0]) - i64::from(step.from[0]);
        let dc = i64::from(step.to[1]) - i64::from(step.from[1]);
        let knight = matches!((dr.abs(), dc.abs()), (1, 2) | (2, 1));
        if self.motion() == Motion::Straight || !knight {
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
        let mut still = self.pieces();
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
    /// step, for the move list; `?` for the step refused and those after
    /// it.
    /// At most `limit` of them (the move list shows 2 000 steps of a
    /// million-step tour).
    pub fn movers(&self, limit: usize) -> String {
        let limit = limit.min(self.len());
        let mut out: String = match &self.shown {
            Shown::Board { movers, .. } => movers.chars().take(limit).collect(),
            // One walker, the puzzle's, makes every step of a path (a
            // million, for a tour), up to a step refused (unchecked steps
            // count as its).
            Shown::Walker { .. } => {
                let made = self.refused.as_ref().map_or(self.len(), |r| r.index);
                let walker = self.rules.0.walker().map(Piece::symbol);
                walker
                    .map(|w| w.to_string().repeat(made.min(limit)))
                    .unwrap_or_default()
            }
        };
        let known = out.chars().count();
        out.extend(std::iter::repeat_n('?', limit - known));
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
