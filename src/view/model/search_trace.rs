//! Watching a search: the squares that entered the frontier and those
//! expanded, replayed in order up to a chosen step (as PathFinding.js's
//! demo does), or, for boards too large to replay, a heat map of the order
//! of expansion. The events come from a solve with `trace: true` (see
//! [`crate::core::search::trace`]): event `e` is cell `e >> 1`, expanded
//! when `e & 1 == 1`, else entering the frontier.
//!
//! The other puzzles' typed events ([`TypedEvents`]) are replayed on a copy of
//! the position: queens placed and taken back, the knight's path growing
//! and retracted, pegs jumping and jumps undone, a maximum matching's
//! augmenting paths and König's vertex cover.

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::search::trace::{EventKind, Heat};

/// How far the search had got with a square at the step shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Visit {
    /// Untouched by the search.
    None,
    /// In the frontier (PathFinding.js's "open").
    Frontier,
    /// Expanded ("closed").
    Expanded,
}

/// The trace shown over the board.
#[derive(Clone, Debug, Default)]
pub(crate) struct SearchTrace {
    cols: u32,
    events: Vec<u32>,
    heat: Option<Heat>,
    /// Events applied to `state`.
    step: usize,
    /// Per square: 0 untouched, 1 in the frontier, 2 expanded.
    state: Vec<u8>,
    frontier: u32,
    expanded: u32,
    current: Option<u32>,
    /// Typed events, replayed on a board (instead of `events`).
    typed: Option<TypedEvents>,
}

impl SearchTrace {
    /// Events to step through on a board of `cells` squares, `cols` wide,
    /// shown at step 0.
    pub fn events(events: Vec<u32>, cells: usize, cols: u32) -> SearchTrace {
        SearchTrace {
            cols,
            state: vec![0; cells],
            events,
            ..SearchTrace::default()
        }
    }

    /// A heat map, shown whole, on a board `cols` wide.
    pub fn heat(heat: Heat, cols: u32) -> SearchTrace {
        SearchTrace {
            cols,
            heat: Some(heat),
            ..SearchTrace::default()
        }
    }

    /// Typed events replayed from `start` (see [`TypedEvents`]).
    pub fn typed_events(events: Vec<u32>, start: Board, piece: Piece) -> SearchTrace {
        SearchTrace {
            cols: start.cols(),
            typed: Some(TypedEvents::new(events, start, piece)),
            ..SearchTrace::default()
        }
    }

    /// The same trace told the search's `goal` (knight swap): a solved
    /// search shows the goal last, reached but not expanded (docs/API.md),
    /// so that event is not counted among the positions expanded. Its
    /// pieces are compared by [`SearchTrace::with_pieces`]' colours, so
    /// that comes first.
    #[must_use]
    pub fn with_goal(mut self, goal: Option<&Board>) -> SearchTrace {
        if let (Some(t), Some(goal)) = (self.typed.as_mut(), goal) {
            t.goal_at = goal_shown(&t.events, goal, t.pieces);
        }
        self
    }

    /// The same trace told which piece each colour of its piece events
    /// stands for: its puzzle's
    /// [`Puzzle::trace_pieces`](crate::core::puzzles::Puzzle::trace_pieces)
    /// (the view names no piece of its own). Until told, a piece event
    /// puts nothing down.
    #[must_use]
    pub fn with_pieces(mut self, pieces: &'static [Piece]) -> SearchTrace {
        if let Some(t) = self.typed.as_mut() {
            t.pieces = pieces;
        }
        self
    }

    /// Number of events to step through (0 for a heat map).
    pub fn len(&self) -> usize {
        self.typed.as_ref().map_or(self.events.len(), TypedEvents::len)
    }

    /// The typed events being replayed, if this trace is one.
    pub fn typed(&self) -> Option<&TypedEvents> {
        self.typed.as_ref()
    }

    /// The heat map, if this trace is one.
    pub fn heat_map(&self) -> Option<&Heat> {
        self.heat.as_ref()
    }

    /// Applies or undoes events until `step` of them are shown (clamped).
    pub fn seek(&mut self, step: usize) {
        if let Some(t) = self.typed.as_mut() {
            t.seek(step);
            return;
        }
        let step = step.min(self.events.len());
        if step < self.step {
            self.state.iter_mut().for_each(|s| *s = 0);
            (self.step, self.frontier, self.expanded, self.current) = (0, 0, 0, None);
        }
        for &e in self.events.get(self.step..step).unwrap_or_default() {
            let cell = (e >> 1) as usize;
            let Some(s) = self.state.get_mut(cell) else {
                continue;
            };
            if e & 1 == 1 {
                if *s == 1 {
                    self.frontier -= 1;
                }
                if *s != 2 {
                    self.expanded += 1;
                }
                *s = 2;
                self.current = Some(e >> 1);
            } else if *s == 0 {
                *s = 1;
                self.frontier += 1;
            }
        }
        self.step = step;
    }

    /// `(squares in the frontier, squares expanded)` at the step shown.
    pub fn counts(&self) -> (u32, u32) {
        (self.frontier, self.expanded)
    }

    /// What square `[r, c]` is at the step shown.
    pub fn visit(&self, [r, c]: Square) -> Visit {
        match self.state.get(r as usize * self.cols as usize + c as usize) {
            Some(1) => Visit::Frontier,
            Some(2) => Visit::Expanded,
            _ => Visit::None,
        }
    }

    /// The square expanded last, at the step shown.
    pub fn current(&self) -> Option<Square> {
        let cols = self.cols.max(1);
        self.current.map(|cell| [cell / cols, cell % cols])
    }
}

/// The deepest level the histogram of expansions counts.
const DEPTHS_MAX: usize = 1 << 16;

/// Kinds of typed events ([`EventKind`]), counted per kind.
pub(crate) const KINDS: usize = 16;

/// Branch and bound's last cut at the step shown (non-attacking knights):
/// the node's bound and the best placement known then, both in knights
/// with those given on the board ([`EventKind::Prune`], [`EventKind::Best`]).
/// The node was cut because `bound <= best`: it could not beat the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cut {
    /// The most knights the node cut could still have reached.
    pub bound: u32,
    /// The best placement known when it was cut, in knights; `None` if no
    /// best event came before it (a made-up trace; the search records its
    /// greedy start's first).
    pub best: Option<u32>,
}

/// Whether event `e` can be undone on its own (else stepping back over it
/// replays from the start).
fn invertible(e: u32) -> bool {
    matches!(
        EventKind::of(e),
        Some(
            EventKind::Place
                | EventKind::Remove
                | EventKind::Move
                | EventKind::Retract
                | EventKind::Jump
                | EventKind::Undo
                | EventKind::Hit
                | EventKind::Prune
                | EventKind::Path
                | EventKind::Cover
        )
    )
}

/// A typed event stream being replayed (n-queens, knight's tour, peg
/// solitaire; see [`EventKind`]): the board at the step shown, the tour's
/// path so far, and counts of each kind of event applied.
#[derive(Clone, Debug)]
pub(crate) struct TypedEvents {
    events: Vec<u32>,
    /// The position the events start from.
    start: Board,
    /// The position at the step shown.
    board: Board,
    /// The piece a place event puts down.
    piece: Piece,
    /// The piece each colour of a piece event stands for, as the puzzle
    /// says ([`SearchTrace::with_pieces`]); empty until told.
    pieces: &'static [Piece],
    /// The knight's path at the step shown (move and retract events).
    path: Vec<Square>,
    /// Events applied.
    step: usize,
    /// Events applied, per kind (index = the kind's number).
    counts: [u32; KINDS],
    /// The squares of the pieces of the position expanded last (knight
    /// swap), cleared at the next expansion; at first the start's.
    shown: Vec<Square>,
    /// Positions expanded at each depth (knight swap).
    histogram: Vec<u32>,
    /// States reached and not yet expanded (knight swap).
    frontier: u32,
    /// The best placement known to branch and bound, in knights.
    best: Option<u32>,
    /// Branch and bound's last cut applied (its prune event), if any.
    cut: Option<Cut>,
    /// Indices in `events` of the expand events applied, in order (knight
    /// swap), for the strip of the last positions expanded.
    expands: Vec<usize>,
    /// Jumps made since the start or the last bound, not undone.
    depth: u32,
    /// The depth bound of the iterative deepening under way.
    bound: Option<u32>,
    /// The augmenting path applied last (maximum matching), its squares
    /// in order; cleared by the next augment.
    augmenting: Vec<Square>,
    /// The squares of König's vertex cover applied so far, in order.
    cover: Vec<Square>,
    /// The last event applied, as `(kind, squares)`: one square for place,
    /// remove, move and retract, `[from, over, to]` for jumps and undos.
    last: Option<(EventKind, [Square; 3])>,
    /// Where each whole event ends in `events`, when some are parts of the
    /// one before (see [`whole_events`]); `None` when every event is whole.
    ends: Option<Vec<u32>>,
    /// The index in `events` of the expand event that shows the goal,
    /// reached and not expanded ([`SearchTrace::with_goal`]).
    goal_at: Option<usize>,
}

/// The cell and the piece of a piece event `e` (`cell * 2 + colour`), the
/// colour read in `pieces` (the puzzle's
/// [`Puzzle::trace_pieces`](crate::core::puzzles::Puzzle::trace_pieces));
/// no piece for a colour past them.
fn piece_of(e: u32, pieces: &[Piece]) -> (u32, Option<Piece>) {
    let v = e >> 4;
    (v / 2, pieces.get((v % 2) as usize).copied())
}

/// The index of the last expand event of `events` when the pieces it
/// lists (each colour read in `pieces`) are those of `goal`: the goal a
/// solved search shows last. The searches stop when they take the goal,
/// so no expansion shows it.
fn goal_shown(events: &[u32], goal: &Board, pieces: &[Piece]) -> Option<usize> {
    let i = events
        .iter()
        .rposition(|&e| EventKind::of(e) == Some(EventKind::Expand))?;
    let mut shown: Vec<(Square, Option<Piece>)> = events[i + 1..]
        .iter()
        .take_while(|&&e| EventKind::of(e) != Some(EventKind::Expand))
        .filter(|&&e| EventKind::of(e) == Some(EventKind::Piece))
        .map(|&e| {
            let (cell, piece) = piece_of(e, pieces);
            (goal.square(cell), piece)
        })
        .collect();
    let mut want: Vec<(Square, Option<Piece>)> = goal.pieces().map(|(s, p)| (s, Some(p))).collect();
    shown.sort_unstable();
    want.sort_unstable();
    (shown == want).then_some(i)
}

/// Whether event `e` is part of the event before it: a knight swap's
/// expansion is one expand event followed by the frontier's size and one
/// piece event per knight of the position expanded.
fn continues(e: u32) -> bool {
    matches!(EventKind::of(e), Some(EventKind::Piece | EventKind::Frontier))
}

/// The end (an index into `events`, exclusive) of each whole event, when
/// some events continue the one before ([`continues`]): a replay stepped
/// one event at a time then shows each expanded position whole, never a
/// board emptied for the next position or half of its knights.
fn whole_events(events: &[u32]) -> Option<Vec<u32>> {
    if !events.iter().any(|&e| continues(e)) {
        return None;
    }
    let ends = (1..=events.len())
        .filter(|&i| events.get(i).is_none_or(|&e| !continues(e)))
        .map(|i| u32::try_from(i).unwrap_or(u32::MAX))
        .collect();
    Some(ends)
}

impl TypedEvents {
    /// Events starting from `start`; place events put down `piece`.
    pub fn new(events: Vec<u32>, start: Board, piece: Piece) -> TypedEvents {
        TypedEvents {
            board: start.clone(),
            shown: start.pieces().map(|(s, _)| s).collect(),
            start,
            piece,
            pieces: &[],
            path: Vec::new(),
            step: 0,
            counts: [0; KINDS],
            histogram: Vec::new(),
            frontier: 0,
            best: None,
            cut: None,
            expands: Vec::new(),
            depth: 0,
            bound: None,
            augmenting: Vec::new(),
            cover: Vec::new(),
            last: None,
            ends: whole_events(&events),
            goal_at: None,
            events,
        }
    }

    /// Number of events to step through: a knight swap's expansion (its
    /// expand, frontier and piece events) counts as one.
    pub fn len(&self) -> usize {
        self.ends.as_ref().map_or(self.events.len(), Vec::len)
    }

    /// The squares of event `e`: its square, or a jump's `[from, over, to]`.
    fn squares(&self, e: u32) -> [Square; 3] {
        let b = &self.board;
        let v = e >> 4;
        let cells = u32::try_from(b.len()).unwrap_or(u32::MAX).max(1);
        match EventKind::of(e) {
            Some(EventKind::Jump | EventKind::Undo) => {
                let (f, t) = (b.square(v / cells), b.square(v % cells));
                let over = [(f[0] + t[0]) / 2, (f[1] + t[1]) / 2];
                [f, over, t]
            }
            _ => [b.square(v); 3],
        }
    }

    fn put(&mut self, sq: Square, piece: Option<Piece>) {
        if self.board.contains(sq) && self.board.is_on(sq) {
            let _ = self.board.set(sq, piece.map_or(Cell::Empty, Cell::Piece));
        }
    }

    /// Applies event `e` forwards, or its inverse when `back`.
    fn apply(&mut self, e: u32, back: bool) {
        let Some(kind) = EventKind::of(e) else { return };
        let [a, over, b] = self.squares(e);
        let sign = |n: &mut u32| *n = if back { n.saturating_sub(1) } else { *n + 1 };
        sign(&mut self.counts[kind as usize]);
        let peg = Some(Piece::Peg);
        match (kind, back) {
            (EventKind::Place, false) | (EventKind::Remove, true) => self.put(a, Some(self.piece)),
            (EventKind::Remove, false) | (EventKind::Place, true) => self.put(a, None),
            (EventKind::Move, false) | (EventKind::Retract, true) => self.path.push(a),
            (EventKind::Retract, false) | (EventKind::Move, true) => {
                self.path.pop();
            }
            (EventKind::Jump, false) | (EventKind::Undo, true) => {
                self.put(a, None);
                self.put(over, None);
                self.put(b, peg);
                self.depth += 1;
            }
            (EventKind::Undo, false) | (EventKind::Jump, true) => {
                self.put(a, peg);
                self.put(over, peg);
                self.put(b, None);
                self.depth = self.depth.saturating_sub(1);
            }
            (EventKind::Bound, _) => {
                // Only forwards: seeking back over a bound replays.
                self.board.clone_from(&self.start);
                self.depth = 0;
                self.bound = Some(e >> 4);
            }
            (EventKind::Hit, _) => {}
            (EventKind::Expand, _) => {
                for sq in std::mem::take(&mut self.shown) {
                    self.put(sq, None);
                }
                // Depths past DEPTHS_MAX (no real search goes there; a
                // made-up trace might) are not counted.
                let d = (e >> 4) as usize;
                if d < DEPTHS_MAX {
                    if self.histogram.len() <= d {
                        self.histogram.resize(d + 1, 0);
                    }
                    self.histogram[d] += 1;
                }
                self.depth = e >> 4;
            }
            (EventKind::Piece, _) => {
                let (cell, piece) = piece_of(e, self.pieces);
                let sq = self.board.square(cell);
                self.put(sq, piece);
                self.shown.push(sq);
            }
            (EventKind::Frontier, _) => self.frontier = e >> 4,
            (EventKind::Best, _) => self.best = Some(e >> 4),
            (EventKind::Prune, false) => {
                self.cut = Some(Cut {
                    bound: e >> 4,
                    best: self.best,
                });
            }
            // Back over a cut: `seek` finds the one before (cut_before).
            (EventKind::Prune, true) => {}
            (EventKind::Augment, _) => {
                // Only forwards: seeking back over an augment replays.
                self.augmenting.clear();
                self.augmenting.push(a);
            }
            (EventKind::Path, false) => self.augmenting.push(a),
            (EventKind::Path, true) => {
                self.augmenting.pop();
            }
            (EventKind::Cover, false) => self.cover.push(a),
            (EventKind::Cover, true) => {
                self.cover.pop();
            }
        }
    }

    /// Applies or undoes events until `step` of them are shown (clamped),
    /// counted as [`TypedEvents::len`] counts them (a knight swap's expansion
    /// whole).
    pub fn seek(&mut self, step: usize) {
        let raw = match &self.ends {
            Some(ends) => step
                .checked_sub(1)
                .and_then(|k| ends.get(k.min(ends.len().saturating_sub(1))))
                .map_or(0, |&end| end as usize),
            None => step,
        };
        self.seek_raw(raw);
    }

    /// Applies or undoes events until the first `step` of `events` are
    /// applied (clamped). Going back undoes each event unless one without
    /// an inverse (a bound, an expansion, a best placement, an augment)
    /// lies between, when the events are replayed from the start.
    fn seek_raw(&mut self, step: usize) {
        let step = step.min(self.events.len());
        if step < self.step {
            let span = self.events.get(step..self.step).unwrap_or_default();
            if !span.iter().all(|&e| invertible(e)) {
                self.board.clone_from(&self.start);
                self.path.clear();
                self.shown = self.start.pieces().map(|(s, _)| s).collect();
                self.histogram.clear();
                self.best = None;
                self.cut = None;
                self.expands.clear();
                self.augmenting.clear();
                self.cover.clear();
                (self.step, self.counts, self.depth, self.bound, self.frontier) = (0, [0; KINDS], 0, None, 0);
            } else {
                let over_cut = span.iter().any(|&e| EventKind::of(e) == Some(EventKind::Prune));
                for i in (step..self.step).rev() {
                    let e = self.events[i];
                    self.apply(e, true);
                }
                if over_cut {
                    self.cut = self.cut_before(step);
                }
                self.step = step;
            }
        }
        for i in self.step..step {
            let e = self.events[i];
            if EventKind::of(e) == Some(EventKind::Expand) {
                self.expands.push(i);
            }
            self.apply(e, false);
            if Some(i) == self.goal_at {
                self.reached_not_expanded(e);
            }
        }
        self.step = step;
        self.last = step
            .checked_sub(1)
            .and_then(|i| self.events.get(i))
            .and_then(|&e| EventKind::of(e).map(|k| (k, self.squares(e))));
    }

    /// The position at the step shown.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The knight's path at the step shown.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Takes the goal's expand event `e` back out of the positions
    /// expanded and of its depth's (the board shows the goal all the same).
    fn reached_not_expanded(&mut self, e: u32) {
        let n = &mut self.counts[EventKind::Expand as usize];
        *n = n.saturating_sub(1);
        if let Some(d) = self.histogram.get_mut((e >> 4) as usize) {
            *d = d.saturating_sub(1);
        }
        while self.histogram.last() == Some(&0) {
            self.histogram.pop();
        }
    }

    /// Events of `kind` applied up to the step shown.
    pub fn count(&self, kind: EventKind) -> u32 {
        self.counts[kind as usize]
    }

    /// Jumps not undone since the start or the last bound; for knight
    /// swap, the depth of the position expanded last.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Positions expanded at each depth, up to the step shown (knight swap).
    pub fn histogram(&self) -> &[u32] {
        &self.histogram
    }

    /// States reached and not yet expanded at the step shown (knight swap).
    pub fn frontier(&self) -> u32 {
        self.frontier
    }

    /// The last `k` positions expanded up to the step shown, the latest
    /// last (knight swap): each the start board with only its knights.
    pub fn recent(&self, k: usize) -> Vec<Board> {
        let from = self.expands.len().saturating_sub(k);
        let mut empty = self.start.clone();
        for (sq, _) in self.start.pieces() {
            let _ = empty.set(sq, Cell::Empty);
        }
        self.expands[from..]
            .iter()
            .map(|&i| {
                let mut b = empty.clone();
                let pieces = self.events.get(i + 1..self.step).unwrap_or_default();
                for &e in pieces
                    .iter()
                    .skip_while(|&&e| EventKind::of(e) == Some(EventKind::Frontier))
                {
                    if EventKind::of(e) != Some(EventKind::Piece) {
                        break;
                    }
                    let (cell, piece) = piece_of(e, self.pieces);
                    let sq = b.square(cell);
                    if let (Some(piece), true) = (piece, b.contains(sq) && b.is_on(sq)) {
                        let _ = b.set(sq, Cell::Piece(piece));
                    }
                }
                b
            })
            .collect()
    }

    /// The best placement branch and bound knows at the step shown, in
    /// knights (non-attacking knights).
    pub fn best(&self) -> Option<u32> {
        self.best
    }

    /// Branch and bound's last cut among the first `step` events (the
    /// best known being `self.best` after them), found by looking back
    /// from there: the last prune event, and the best known then. Asked
    /// only when a seek steps back over a cut. Every leaf of the search is
    /// a cut or a better placement, so a cut lies at most a path's place
    /// and remove events (64 squares) before another; the best known then
    /// is the one now unless a best event lies between, when the look goes
    /// on to the best before (rare: there are few).
    fn cut_before(&self, step: usize) -> Option<Cut> {
        let events = self.events.get(..step)?;
        let is = |e: u32, kind: EventKind| EventKind::of(e) == Some(kind);
        let at = events.iter().rposition(|&e| is(e, EventKind::Prune))?;
        let best = if events[at..].iter().any(|&e| is(e, EventKind::Best)) {
            events[..at]
                .iter()
                .rev()
                .find(|&&e| is(e, EventKind::Best))
                .map(|&e| e >> 4)
        } else {
            self.best
        };
        Some(Cut {
            bound: events[at] >> 4,
            best,
        })
    }

    /// Branch and bound's last cut at the step shown (non-attacking
    /// knights): the bound of the last node cut and the best known then;
    /// `None` before the first cut.
    pub fn cut(&self) -> Option<Cut> {
        self.cut
    }

    /// The augmenting path shown (maximum matching): the squares of the
    /// last augment and its path events, in order.
    pub fn augmenting(&self) -> &[Square] {
        &self.augmenting
    }

    /// The squares of König's vertex cover shown so far (maximum matching).
    pub fn cover(&self) -> &[Square] {
        &self.cover
    }

    /// The depth bound of the iterative deepening under way, if any.
    pub fn bound(&self) -> Option<u32> {
        self.bound
    }

    /// The last event applied and its squares (`[from, over, to]` for a
    /// jump or undo, else the one square three times).
    pub fn last(&self) -> Option<(EventKind, [Square; 3])> {
        self.last
    }
}
