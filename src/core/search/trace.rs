//! A record of what a search did, in order, for watching it step by step
//! (as PathFinding.js's demo does) or, on large boards, as a heat map of
//! the order in which squares were expanded.
//!
//! Wire form (the answer's `trace` field, camelCase):
//! - `events`: a flat array of numbers, one per event, in the order they
//!   happened: `state * 2` when `state` entered the frontier (first reached,
//!   or reached again by a shorter path), `state * 2 + 1` when it was
//!   expanded. For grid puzzles a state is the cell index `row * cols + col`.
//! - `heat`: instead of `events` on large boards: the board cut into square
//!   blocks of `block × block` cells, `rows × cols` blocks in row-major
//!   order; `order[i]` is 0 when no cell of block `i` was expanded, else
//!   1 + the rank of the first expansion in the block (so 1 is the start and
//!   `expanded` the last one).
//! - `steps` (the Rust field [`Trace::typed`]; the wire keeps the name
//!   `steps`, which the API has always used): for the other puzzles'
//!   searches, a typed event stream, one
//!   number per event: `value * 16 + kind`, `kind` a [`EventKind`] (0–15)
//!   and `value` below 2^28. Squares are cells `row * cols + col` (`cols`
//!   the board's width). See [`EventKind`] for what each kind's value is.
//! - `truncated`: the search did more than [`Recorder`]'s cap of events;
//!   only the first ones are listed.

use serde::Serialize;

/// The recorded trace of a search (see the module docs for the wire form).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Trace {
    /// `state * 2` (entered the frontier) or `state * 2 + 1` (expanded), in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<u32>>,
    /// Typed events `value * 16 + kind` ([`EventKind`]), in order; on the
    /// wire `steps` (docs/API.md), in Rust `typed`, since an answer's steps
    /// are its moves.
    #[serde(rename = "steps", skip_serializing_if = "Option::is_none")]
    pub typed: Option<Vec<u32>>,
    /// A heat map of expansion order, for boards too large to replay.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heat: Option<Heat>,
    /// More events happened than were kept.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub truncated: bool,
}

/// What a typed event of [`Trace::typed`] did; its number is the event's
/// low four bits. The board events place … undo have an inverse, so a
/// replay can step back one at a time; [`EventKind::Bound`] and
/// [`EventKind::Expand`] replace the whole board (a replay steps back over
/// them by replaying from the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum EventKind {
    /// A piece was placed on cell `value` (n-queens).
    Place = 0,
    /// The piece on cell `value` was taken back (a backtrack).
    Remove = 1,
    /// The knight moved to cell `value`, extending the path (knight's
    /// tour; the first move is the start square).
    Move = 2,
    /// The knight's last square, cell `value`, was taken back.
    Retract = 3,
    /// A peg jumped: `value = from * cells + to` (`cells = rows * cols`);
    /// the jumped peg stood halfway, on `((r₁ + r₂) / 2, (c₁ + c₂) / 2)`.
    Jump = 4,
    /// The jump `value` (as for [`EventKind::Jump`]) was undone.
    Undo = 5,
    /// Iterative deepening starts a new depth bound `value` from the start
    /// position (the board goes back to the start).
    Bound = 6,
    /// A position was found in the table of failed positions (no change).
    Hit = 7,
    /// A position is being expanded (knight swap): `value` is its depth,
    /// the moves from the start on the first path that reached it. The
    /// board is cleared; the [`EventKind::Piece`] events that follow put
    /// the position's pieces on it.
    Expand = 8,
    /// A piece of the position being expanded: `value = cell * 2 + colour`,
    /// the colour indexing the puzzle's `Puzzle::trace_pieces` (knight
    /// swap: 0 a white knight, 1 a black one).
    Piece = 9,
    /// States reached and not yet expanded, after the expansion before
    /// (`value`).
    Frontier = 10,
    /// Branch and bound found a better placement: `value` knights, those
    /// already on the board included (no change on the board).
    Best = 11,
    /// Branch and bound cut a node: its bound, `value` (the knights it
    /// could still reach at most, those already on the board included; no
    /// more than the best known, so the node cannot beat it).
    Prune = 12,
    /// An augmenting path was found (maximum matching, non-attacking
    /// knights; Berge 1957, Hopcroft & Karp 1973): `value` is its first
    /// cell, an unmatched square; the [`EventKind::Path`] events that follow
    /// are its other cells in order, the last one unmatched too. Flipping
    /// the path's edges grows the matching by one, so the augments counted
    /// are the matching's size. The board does not change.
    Augment = 13,
    /// The next cell `value` of the augmenting path under way.
    Path = 14,
    /// A cell of König's vertex cover, `value` (D. König 1931): every
    /// knight move touches a cover square, and the cover has as many
    /// squares as the matching has pairs, which proves the matching
    /// maximum; the most knights are the free squares − the cover.
    Cover = 15,
}

impl EventKind {
    /// The kind of event `e` (its low four bits; all 16 are named).
    #[must_use]
    pub fn of(e: u32) -> Option<EventKind> {
        Some(match e & 15 {
            0 => EventKind::Place,
            1 => EventKind::Remove,
            2 => EventKind::Move,
            3 => EventKind::Retract,
            4 => EventKind::Jump,
            5 => EventKind::Undo,
            6 => EventKind::Bound,
            7 => EventKind::Hit,
            8 => EventKind::Expand,
            9 => EventKind::Piece,
            10 => EventKind::Frontier,
            11 => EventKind::Best,
            12 => EventKind::Prune,
            13 => EventKind::Augment,
            14 => EventKind::Path,
            15 => EventKind::Cover,
            _ => return None,
        })
    }
}

/// The largest value a typed event carries (28 bits).
pub const EVENT_VALUE_MAX: u32 = (1 << 28) - 1;

/// A heat map of the order of expansion over blocks of cells.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Heat {
    /// Side of a block, in cells.
    pub block: u32,
    /// Blocks down (`⌈board rows / block⌉`).
    pub rows: u32,
    /// Blocks across (`⌈board cols / block⌉`).
    pub cols: u32,
    /// Per block, row-major: 0 when nothing in it was expanded, else 1 + the
    /// rank of its first expansion.
    pub order: Vec<u32>,
    /// States expanded in all (the largest possible `order`).
    pub expanded: u32,
}

/// Collects events while a search runs; does nothing when off.
#[derive(Debug, Default)]
pub struct Recorder {
    on: bool,
    frontier: bool,
    cap: usize,
    events: Vec<u32>,
    truncated: bool,
    /// A heat map filled as the search expands ([`Recorder::heat`]).
    heat: Option<HeatMap>,
}

/// A heat map being filled: the map and how a cell index finds its block.
#[derive(Debug)]
struct HeatMap {
    map: Heat,
    /// Columns of the board, for `cell / cols`.
    cols: u32,
}

impl Recorder {
    /// Records nothing.
    #[must_use]
    pub fn off() -> Recorder {
        Recorder::default()
    }

    /// Records up to `cap` events; with `frontier` false only expansions
    /// are kept (enough for a heat map). States must be below 2^31.
    #[must_use]
    pub fn new(frontier: bool, cap: usize) -> Recorder {
        Recorder {
            on: true,
            frontier,
            cap,
            events: Vec::new(),
            truncated: false,
            heat: None,
        }
    }

    /// Records the order of expansion as a heat map over a `rows × cols`
    /// grid of cells (as [`Recorder::into_heat`] would make it), filled as
    /// the search runs: constant memory (the map, at most `max_side²`
    /// blocks), and the work is done inside the search, under its clock,
    /// not after it (on 2 000 × 2 000 the map of 1.8 M expansions took
    /// 30 ms to build afterwards).
    #[must_use]
    pub fn heat(rows: u32, cols: u32, max_side: u32) -> Recorder {
        let max_side = max_side.max(1);
        let block = rows.max(cols).div_ceil(max_side).max(1);
        let (hr, hc) = (rows.div_ceil(block), cols.div_ceil(block));
        Recorder {
            on: true,
            heat: Some(HeatMap {
                map: Heat {
                    block,
                    rows: hr,
                    cols: hc,
                    order: vec![0u32; hr as usize * hc as usize],
                    expanded: 0,
                },
                cols: cols.max(1),
            }),
            ..Recorder::default()
        }
    }

    /// Whether anything is being recorded.
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.on
    }

    fn push(&mut self, event: u32) {
        if self.events.len() < self.cap {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }

    /// A typed event (see [`EventKind`]); values past [`EVENT_VALUE_MAX`]
    /// are not kept and mark the trace truncated.
    #[inline]
    pub fn event(&mut self, kind: EventKind, value: u32) {
        if !self.on {
            return;
        }
        if value > EVENT_VALUE_MAX {
            self.truncated = true;
            return;
        }
        self.push(value << 4 | kind as u32);
    }

    /// The typed events, as a trace to replay (in [`Trace::typed`]).
    #[must_use]
    pub fn into_typed(self) -> Trace {
        Trace {
            typed: Some(self.events),
            truncated: self.truncated,
            ..Trace::default()
        }
    }

    /// `state` entered the frontier.
    #[inline]
    pub fn reached(&mut self, state: u32) {
        if self.on && self.frontier {
            self.push(state.wrapping_mul(2));
        }
    }

    /// `state` was expanded.
    #[inline]
    pub fn expanded(&mut self, state: u32) {
        if !self.on {
            return;
        }
        if let Some(h) = self.heat.as_mut() {
            let m = &mut h.map;
            m.expanded += 1;
            let (r, c) = (state / h.cols / m.block, state % h.cols / m.block);
            if let Some(slot) = m.order.get_mut(r as usize * m.cols as usize + c as usize) {
                if *slot == 0 {
                    *slot = m.expanded;
                }
            }
        } else {
            self.push(state.wrapping_mul(2) | 1);
        }
    }

    /// What the recorder holds, as a trace: the heat map it filled when
    /// made by [`Recorder::heat`], else its events.
    #[must_use]
    pub fn into_trace(self) -> Trace {
        match self.heat {
            Some(h) => Trace {
                heat: Some(h.map),
                ..Trace::default()
            },
            None => self.into_events(),
        }
    }

    /// The events, as a trace to replay.
    #[must_use]
    pub fn into_events(self) -> Trace {
        Trace {
            events: Some(self.events),
            truncated: self.truncated,
            ..Trace::default()
        }
    }

    /// The expansions summarised as a heat map over a `rows × cols` grid of
    /// cells (states are cell indices `row * cols + col`), in blocks chosen so
    /// that the map is at most `max_side` blocks across and down. A recorder
    /// made by [`Recorder::heat`] returns the map it filled.
    #[must_use]
    pub fn into_heat(self, rows: u32, cols: u32, max_side: u32) -> Trace {
        if let Some(h) = self.heat {
            return Trace {
                heat: Some(h.map),
                ..Trace::default()
            };
        }
        let max_side = max_side.max(1);
        let block = rows.max(cols).div_ceil(max_side).max(1);
        let (hr, hc) = (rows.div_ceil(block), cols.div_ceil(block));
        let mut order = vec![0u32; hr as usize * hc as usize];
        let mut rank = 0u32;
        for &e in &self.events {
            if e & 1 == 0 || cols == 0 {
                continue;
            }
            rank += 1;
            let cell = e >> 1;
            let (r, c) = (cell / cols / block, cell % cols / block);
            if let Some(slot) = order.get_mut(r as usize * hc as usize + c as usize) {
                if *slot == 0 {
                    *slot = rank;
                }
            }
        }
        Trace {
            events: None,
            typed: None,
            heat: Some(Heat {
                block,
                rows: hr,
                cols: hc,
                order,
                expanded: rank,
            }),
            truncated: self.truncated,
        }
    }
}

/// A recorder's cap of typed events for the step-by-step puzzles: 200 000
/// events, 800 kB on the wire as numbers, a minute at 3 000 a second.
pub const EVENTS_CAP: usize = 200_000;

/// Replays typed events, counting each kind: `[kind] = how many`.
#[must_use]
pub fn count_kinds(typed: &[u32]) -> [u64; 16] {
    let mut n = [0u64; 16];
    for &e in typed {
        n[(e & 15) as usize] += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_events_pack_kind_and_value_and_cost_nothing_off() {
        let mut off = Recorder::off();
        off.event(EventKind::Place, 5);
        assert_eq!(off.into_typed().typed, Some(vec![]));
        let mut rec = Recorder::new(true, 2);
        rec.event(EventKind::Place, 5);
        rec.event(EventKind::Remove, 5);
        rec.event(EventKind::Jump, 7);
        let t = rec.into_typed();
        assert_eq!(t.typed, Some(vec![80, 81]));
        assert!(t.truncated);
        assert_eq!(EventKind::of(81), Some(EventKind::Remove));
        assert_eq!(EventKind::of(15), Some(EventKind::Cover));
        assert_eq!(EventKind::of(31), Some(EventKind::Cover));
    }

    #[test]
    fn typed_events_keep_their_wire_name_steps() {
        // docs/API.md: `trace.steps`, read by the view's `setTrace` and the lab.
        let json = serde_json::to_value(Recorder::new(true, 4).into_typed()).expect("json");
        assert_eq!(json, serde_json::json!({ "steps": [] }));
    }

    #[test]
    fn a_heat_map_filled_as_the_search_runs_is_the_one_made_from_events() {
        let (rows, cols) = (37, 53);
        let mut events = Recorder::new(false, 1 << 20);
        let mut heat = Recorder::heat(rows, cols, 10);
        for i in 0..3_000u32 {
            let cell = i.wrapping_mul(2_654_435_761) % (rows * cols);
            events.expanded(cell);
            heat.expanded(cell);
        }
        let want = events.into_heat(rows, cols, 10);
        assert_eq!(heat.into_heat(rows, cols, 10), want);
        assert_eq!(
            want.heat.map(|h| (h.block, h.rows, h.cols, h.expanded)),
            Some((6, 7, 9, 3_000))
        );
    }
}
