//! The camera: where the board's drawing (in cell units, see
//! [`Board::extent`](crate::core::board::Board::extent)) lands on the
//! canvas (in CSS pixels).
//!
//! At zoom 1 the whole board fits the canvas, centred, leaving a margin for
//! row and column labels when the squares are big enough to carry them.
//! Zooming keeps the point under the pointer fixed; panning moves the focus.

/// Squares at least this many CSS pixels wide carry row/column labels.
const LABEL_MIN_SQUARE: f64 = 16.0;
/// Canvases narrower than this (CSS px, previews) carry no labels.
const LABEL_MIN_CANVAS: f64 = 200.0;
/// Room for labels on the left and top, in CSS pixels.
const LABEL_MARGIN: f64 = 20.0;
/// Margin on every side when there are no labels, in CSS pixels: room for
/// a marker standing on an edge square.
const PLAIN_MARGIN: f64 = 18.0;
/// Most zoom relative to the fitted view.
const MAX_ZOOM: f64 = 4096.0;

/// The canvas size and the zoom/pan state.
#[derive(Clone, Debug)]
pub(crate) struct Camera {
    /// Canvas width in CSS pixels.
    pub width: f64,
    /// Canvas height in CSS pixels.
    pub height: f64,
    /// Device pixels per CSS pixel.
    pub dpr: f64,
    /// Scale relative to the fitted view (1 = whole board visible).
    zoom: f64,
    /// The drawing point (cell units) at the canvas centre when zoomed.
    focus: (f64, f64),
}

/// One frame's mapping: `css = origin + cells * scale`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Frame {
    /// CSS pixels per cell unit.
    pub scale: f64,
    /// CSS x of the drawing's left edge.
    pub ox: f64,
    /// CSS y of the drawing's top edge.
    pub oy: f64,
    /// Whether row and column labels fit.
    pub labels: bool,
}

impl Frame {
    /// CSS point of a drawing point in cell units.
    pub fn to_css(self, (x, y): (f64, f64)) -> (f64, f64) {
        (self.ox + x * self.scale, self.oy + y * self.scale)
    }

    /// Drawing point in cell units of a CSS point.
    pub fn to_cells(self, x: f64, y: f64) -> (f64, f64) {
        ((x - self.ox) / self.scale, (y - self.oy) / self.scale)
    }
}

impl Default for Camera {
    fn default() -> Camera {
        Camera {
            width: 300.0,
            height: 300.0,
            dpr: 1.0,
            zoom: 1.0,
            focus: (0.0, 0.0),
        }
    }
}

fn sane(v: f64, lo: f64, hi: f64, default: f64) -> f64 {
    if v.is_finite() {
        v.clamp(lo, hi)
    } else {
        default
    }
}

impl Camera {
    /// Sets the canvas size; non-finite or tiny values are clamped.
    pub fn resize(&mut self, width: f64, height: f64, dpr: f64) {
        self.width = sane(width, 1.0, 16_384.0, 300.0);
        self.height = sane(height, 1.0, 16_384.0, 300.0);
        self.dpr = sane(dpr, 0.25, 8.0, 1.0);
    }

    /// Back to the fitted view.
    pub fn reset(&mut self) {
        self.zoom = 1.0;
    }

    /// Whether the view is zoomed in past the fitted view.
    pub fn zoomed(&self) -> bool {
        self.zoom > 1.0
    }

    /// The fitted scale and whether labels fit, for a drawing of `extent`.
    fn fit(&self, (ew, eh): (f64, f64)) -> (f64, bool) {
        let fit = |m_lead: f64, m_trail: f64| {
            let w = (self.width - m_lead - m_trail).max(1.0);
            let h = (self.height - m_lead - m_trail).max(1.0);
            (w / ew.max(1e-9)).min(h / eh.max(1e-9))
        };
        let labelled = fit(LABEL_MARGIN, PLAIN_MARGIN);
        if labelled >= LABEL_MIN_SQUARE && self.width.min(self.height) >= LABEL_MIN_CANVAS {
            (labelled, true)
        } else {
            (fit(PLAIN_MARGIN, PLAIN_MARGIN), false)
        }
    }

    /// The mapping for a drawing of `extent` (cell units).
    pub fn frame(&self, extent: (f64, f64)) -> Frame {
        let (fit, labels) = self.fit(extent);
        if self.zoom <= 1.0 {
            let lead = if labels { LABEL_MARGIN } else { PLAIN_MARGIN };
            let (w, h) = (extent.0 * fit, extent.1 * fit);
            let ox = lead + ((self.width - lead - PLAIN_MARGIN) - w) / 2.0;
            let oy = lead + ((self.height - lead - PLAIN_MARGIN) - h) / 2.0;
            return Frame {
                scale: fit,
                ox,
                oy,
                labels,
            };
        }
        let scale = fit * self.zoom;
        Frame {
            scale,
            ox: self.width / 2.0 - self.focus.0 * scale,
            oy: self.height / 2.0 - self.focus.1 * scale,
            labels: false,
        }
    }

    /// Zooms by `factor` about the CSS point `(x, y)`, which stays put.
    pub fn zoom_at(&mut self, extent: (f64, f64), x: f64, y: f64, factor: f64) {
        if !(factor.is_finite() && factor > 0.0 && x.is_finite() && y.is_finite()) {
            return;
        }
        let before = self.frame(extent);
        let at = before.to_cells(x, y);
        self.zoom = (self.zoom * factor).clamp(1.0, MAX_ZOOM);
        if self.zoom <= 1.0 {
            return;
        }
        let (fit, _) = self.fit(extent);
        let scale = fit * self.zoom;
        // Keep `at` under (x, y): x = w/2 + (at - focus) * scale.
        self.focus = (
            at.0 - (x - self.width / 2.0) / scale,
            at.1 - (y - self.height / 2.0) / scale,
        );
        self.clamp_focus(extent);
    }

    /// Moves the view by `(dx, dy)` CSS pixels (the board follows the pointer).
    pub fn pan_by(&mut self, extent: (f64, f64), dx: f64, dy: f64) {
        if !(self.zoomed() && dx.is_finite() && dy.is_finite()) {
            return;
        }
        let scale = self.frame(extent).scale;
        self.focus = (self.focus.0 - dx / scale, self.focus.1 - dy / scale);
        self.clamp_focus(extent);
    }

    /// Keeps the focus on the drawing, so the board never leaves the view.
    fn clamp_focus(&mut self, (ew, eh): (f64, f64)) {
        self.focus = (self.focus.0.clamp(0.0, ew), self.focus.1.clamp(0.0, eh));
    }
}
