//! Watching a search: the squares that entered the frontier and those
//! expanded, replayed in order up to a chosen step (as PathFinding.js's
//! demo does), or, for boards too large to replay, a heat map of the order
//! of expansion. The events come from a solve with `trace: true` (see
//! [`crate::core::search::trace`]): event `e` is cell `e >> 1`, expanded
//! when `e & 1 == 1`, else entering the frontier.

use crate::core::board::Square;
use crate::core::search::trace::Heat;

/// What a square is at the step shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
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

    /// Number of events to step through (0 for a heat map).
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// The heat map, if this trace is one.
    pub fn heat_map(&self) -> Option<&Heat> {
        self.heat.as_ref()
    }

    /// Applies or undoes events until `step` of them are shown (clamped).
    pub fn seek(&mut self, step: usize) {
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
    pub fn mark(&self, [r, c]: Square) -> Mark {
        match self.state.get(r as usize * self.cols as usize + c as usize) {
            Some(1) => Mark::Frontier,
            Some(2) => Mark::Expanded,
            _ => Mark::None,
        }
    }

    /// The square expanded last, at the step shown.
    pub fn current(&self) -> Option<Square> {
        let cols = self.cols.max(1);
        self.current.map(|cell| [cell / cols, cell % cols])
    }
}
