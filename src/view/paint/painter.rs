//! Drawing helpers bound to one frame: squares, rings and discs in CSS
//! pixels, and the part of the board in view.

use std::f64::consts::TAU;

use web_sys::CanvasRenderingContext2d as Ctx;

use crate::core::board::{Board, Grid, Square};
use crate::view::model::camera::Frame;
use crate::view::model::palette::Theme;

/// The visible part of a square board: rows `r0..=r1`, columns `c0..=c1`.
pub(crate) struct Visible {
    pub r0: u32,
    pub r1: u32,
    pub c0: u32,
    pub c1: u32,
}

impl Visible {
    pub fn cells(&self) -> u64 {
        u64::from(self.r1.saturating_sub(self.r0) + 1) * u64::from(self.c1.saturating_sub(self.c0) + 1)
    }
}

/// Drawing helpers bound to one frame.
pub(crate) struct Painter<'a> {
    pub ctx: &'a Ctx,
    pub board: &'a Board,
    pub frame: Frame,
    /// The colours of the page's theme (light for an export).
    pub theme: Theme,
}

impl Painter<'_> {
    /// CSS centre of `square`.
    pub fn center(&self, square: Square) -> (f64, f64) {
        self.frame.to_css(self.board.center(square))
    }

    /// Adds `square`'s outline (inset by `inset` CSS px) to the path.
    pub fn square_rect(&self, square: Square, inset: f64) {
        let (x, y) = self.center(square);
        if self.board.grid() == Grid::Triangle {
            // Triangle holes are one unit apart in six directions: a disc.
            self.ctx.move_to(x + self.frame.scale * 0.48 - inset, y);
            let _ = self.ctx.arc(x, y, (self.frame.scale * 0.48 - inset).max(0.0), 0.0, TAU);
            return;
        }
        let half = self.frame.scale / 2.0 - inset;
        self.ctx.rect(x - half, y - half, 2.0 * half, 2.0 * half);
    }

    pub fn fill_square(&self, square: Square, colour: &str) {
        self.ctx.begin_path();
        self.square_rect(square, 0.0);
        self.ctx.set_fill_style_str(colour);
        self.ctx.fill();
    }

    pub fn ring_square(&self, square: Square, colour: &str, width: f64) {
        self.ctx.begin_path();
        self.square_rect(square, width / 2.0);
        self.ctx.set_stroke_style_str(colour);
        self.ctx.set_line_width(width);
        self.ctx.stroke();
    }

    pub fn disc(&self, (x, y): (f64, f64), radius: f64, colour: &str) {
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, radius.max(0.0), 0.0, TAU);
        self.ctx.set_fill_style_str(colour);
        self.ctx.fill();
    }
}

/// The visible rows and columns, if any of the board is on the canvas.
pub(crate) fn visible(p: &Painter, width: f64, height: f64) -> Option<Visible> {
    let (ew, eh) = p.board.extent();
    let (x0, y0) = p.frame.to_cells(0.0, 0.0);
    let (x1, y1) = p.frame.to_cells(width, height);
    let (x0, y0, x1, y1) = (x0.max(0.0), y0.max(0.0), x1.min(ew), y1.min(eh));
    if x0 >= x1 || y0 >= y1 {
        return None;
    }
    let inside = |x: f64, y: f64| p.board.hit(x.clamp(0.0, ew - 1e-6), y.clamp(0.0, eh - 1e-6));
    let [r0, c0] = inside(x0, y0)?;
    let [r1, c1] = inside(x1 - 1e-6, y1 - 1e-6)?;
    Some(Visible { r0, r1, c0, c1 })
}
