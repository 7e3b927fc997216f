//! Watching a search: the squares that entered the frontier and those
//! expanded, coloured in order up to a chosen step (as PathFinding.js's
//! demo does), or, for boards too large to replay, a heat map of the order
//! of expansion. The events come from a solve with `trace: true` (see
//! [`crate::core::search::trace`]).

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use crate::core::board::Square;
use crate::core::search::trace::Heat;

use super::draw::{Painter, Visible};
use super::BoardView;

/// Squares that entered the frontier and wait there (PathFinding.js's "open").
const FRONTIER: &str = "rgba(60, 190, 110, 0.62)";
/// Squares expanded ("closed").
const EXPANDED: &str = "rgba(70, 130, 220, 0.50)";
/// The square expanded last.
const CURRENT: &str = "#e8590c";
/// Heat map colours from the first expansions to the last.
const HEAT: [&str; 8] = [
    "rgba(255, 237, 160, 0.85)",
    "rgba(254, 217, 118, 0.85)",
    "rgba(254, 178, 76, 0.85)",
    "rgba(253, 141, 60, 0.85)",
    "rgba(252, 78, 42, 0.85)",
    "rgba(227, 26, 28, 0.85)",
    "rgba(189, 0, 38, 0.85)",
    "rgba(128, 0, 38, 0.85)",
];

/// The trace being shown over the board.
#[derive(Default)]
pub(crate) struct TraceView {
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

impl TraceView {
    /// Applies or undoes events until `step` of them are shown.
    fn seek(&mut self, step: usize) {
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

    fn square(&self, cell: u32) -> Square {
        [cell / self.cols.max(1), cell % self.cols.max(1)]
    }
}

/// Draws the trace under the path, markers and pieces.
pub(crate) fn draw(p: &Painter, vis: &Visible, trace: Option<&TraceView>) {
    let Some(t) = trace else { return };
    let ctx = p.ctx;
    let s = p.frame.scale;
    if let Some(heat) = &t.heat {
        let b = heat.block.max(1);
        let side = s * f64::from(b);
        let mut buckets: [Vec<(u32, u32)>; 8] = Default::default();
        for br in vis.r0 / b..=(vis.r1 / b).min(heat.rows.saturating_sub(1)) {
            for bc in vis.c0 / b..=(vis.c1 / b).min(heat.cols.saturating_sub(1)) {
                let order = heat.order.get((br * heat.cols + bc) as usize).copied().unwrap_or(0);
                if order > 0 {
                    let k = (u64::from(order - 1) * 8 / u64::from(heat.expanded.max(1))).min(7) as usize;
                    buckets[k].push((br, bc));
                }
            }
        }
        for (k, blocks) in buckets.iter().enumerate() {
            ctx.begin_path();
            for &(br, bc) in blocks {
                let (x, y) = p.center([br * b, bc * b]);
                ctx.rect(x - s / 2.0, y - s / 2.0, side, side);
            }
            ctx.set_fill_style_str(HEAT[k]);
            ctx.fill();
        }
        return;
    }
    let inset = if s >= 8.0 { 1.0 } else { 0.0 };
    for (kind, colour) in [(1u8, FRONTIER), (2u8, EXPANDED)] {
        ctx.begin_path();
        for r in vis.r0..=vis.r1 {
            let row = r as usize * t.cols as usize;
            for c in vis.c0..=vis.c1 {
                if t.state.get(row + c as usize) == Some(&kind) {
                    let (x, y) = p.center([r, c]);
                    ctx.rect(
                        x - s / 2.0 + inset,
                        y - s / 2.0 + inset,
                        s - 2.0 * inset,
                        s - 2.0 * inset,
                    );
                }
            }
        }
        ctx.set_fill_style_str(colour);
        ctx.fill();
    }
    if let Some(cell) = t.current {
        let (x, y) = p.center(t.square(cell));
        let w = (s * 0.12).clamp(1.5, 4.0);
        ctx.begin_path();
        ctx.rect(x - s / 2.0 + w / 2.0, y - s / 2.0 + w / 2.0, s - w, s - w);
        ctx.set_stroke_style_str(CURRENT);
        ctx.set_line_width(w);
        ctx.stroke();
    }
}

/// The `trace` field of an answer, as the view reads it.
#[derive(Deserialize)]
struct TraceIn {
    #[serde(default)]
    events: Option<Vec<u32>>,
    #[serde(default)]
    heat: Option<HeatIn>,
}

#[derive(Deserialize)]
struct HeatIn {
    block: u32,
    rows: u32,
    cols: u32,
    order: Vec<u32>,
    expanded: u32,
}

/// Watching a search, exported to JavaScript.
#[wasm_bindgen]
impl BoardView {
    /// Shows the `trace` of an answer (a solve with `trace: true`) over the
    /// board, at step 0 for events (see `setTraceStep`), whole for a heat
    /// map. Returns the number of events to step through (0 for a heat map).
    ///
    /// # Errors
    /// When `trace` is not an answer's trace object.
    #[wasm_bindgen(js_name = setTrace)]
    pub fn set_trace(&mut self, trace: JsValue) -> Result<u32, JsError> {
        let t: TraceIn = serde_wasm_bindgen::from_value(trace).map_err(|e| JsError::new(&format!("trace: {e}")))?;
        let board = &self.scene.position;
        let cells = usize::try_from(board.len()).unwrap_or(usize::MAX);
        let view = match (t.events, t.heat) {
            (Some(events), _) => TraceView {
                cols: board.cols(),
                state: vec![0; cells],
                events,
                ..TraceView::default()
            },
            (None, Some(h)) => TraceView {
                cols: board.cols(),
                heat: Some(Heat {
                    block: h.block,
                    rows: h.rows,
                    cols: h.cols,
                    order: h.order,
                    expanded: h.expanded,
                }),
                ..TraceView::default()
            },
            (None, None) => return Err(JsError::new("trace: neither events nor a heat map")),
        };
        let n = view.events.len() as u32;
        self.scene.trace = Some(view);
        Ok(n)
    }

    /// Shows the first `step` events of the trace.
    #[wasm_bindgen(js_name = setTraceStep)]
    pub fn set_trace_step(&mut self, step: u32) {
        if let Some(t) = self.scene.trace.as_mut() {
            t.seek(step as usize);
        }
    }

    /// `[squares in the frontier, squares expanded]` at the step shown.
    #[wasm_bindgen(js_name = traceCounts)]
    pub fn trace_counts(&self) -> Vec<u32> {
        self.scene
            .trace
            .as_ref()
            .map_or(vec![0, 0], |t| vec![t.frontier, t.expanded])
    }

    /// Removes the trace.
    #[wasm_bindgen(js_name = clearTrace)]
    pub fn clear_trace(&mut self) {
        self.scene.trace = None;
    }
}
