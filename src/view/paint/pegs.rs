//! Peg solitaire boards: a wooden board under the holes (a triangle on a
//! triangular grid, a rounded square otherwise), each hole a dimple, each
//! peg a ball. During a jump the peg lifts along its way and the jumped
//! peg fades out; at whole steps the board is exactly the position after
//! that many jumps.
//!
//! Places come from the core's geometry ([`Board::center`]) through the
//! camera's [`Frame`], as everywhere in the view.

use std::f64::consts::{PI, TAU};

use web_sys::CanvasRenderingContext2d as Ctx;

use crate::core::board::{Board, Grid};

use crate::view::model::camera::Frame;
use crate::view::model::display::Pegs;
use crate::view::model::palette::{PEG, PEG_DARK, PEG_HOLE as HOLE, WOOD, WOOD_EDGE};

const HOLE_RIM: &str = "#f0d2a6";
const OFF_MARK: &str = "rgba(110, 74, 42, 0.35)";
const PEG_SHINE: &str = "rgba(255, 255, 255, 0.55)";

/// Hole and peg radii in cell units (holes are one unit apart).
const HOLE_R: f64 = 0.2;
const PEG_R: f64 = 0.33;
/// The board's margin around the outer holes, in cell units.
const MARGIN: f64 = 0.52;

fn disc(ctx: &Ctx, (x, y): (f64, f64), r: f64, colour: &str) {
    ctx.begin_path();
    let _ = ctx.arc(x, y, r.max(0.0), 0.0, TAU);
    ctx.set_fill_style_str(colour);
    ctx.fill();
}

/// The wooden board and its holes; off cells of an editable board are
/// marked faintly so they can be turned back on; `flat` (zoomed in, or an
/// export) drops the shadow.
pub(crate) fn board(ctx: &Ctx, board: &Board, frame: Frame, editable: bool, flat: bool) {
    let s = frame.scale;
    ctx.save();
    if !flat {
        ctx.set_shadow_color("rgba(40, 25, 10, 0.28)");
        ctx.set_shadow_blur(14.0);
        ctx.set_shadow_offset_y(3.0);
    }
    ctx.begin_path();
    match board.grid() {
        Grid::Triangle => {
            // The triangle through the corner holes, pushed out so that
            // each edge lies MARGIN beyond its row of holes (an
            // equilateral triangle's corner moves twice as far as its
            // edges), with corners rounded by a thick round-joined edge
            // wide enough that the corners stay inside the drawing.
            let n = board.rows().saturating_sub(1);
            let corners = [[0, 0], [n, 0], [n, n]].map(|c| frame.to_css(board.center(c)));
            let g = (
                (corners[0].0 + corners[1].0 + corners[2].0) / 3.0,
                (corners[0].1 + corners[1].1 + corners[2].1) / 3.0,
            );
            let round = 0.48 * s;
            let push = 2.0 * (MARGIN * s - round);
            for (i, &(x, y)) in corners.iter().enumerate() {
                let d = (x - g.0).hypot(y - g.1).max(1e-9);
                let (px, py) = (x + (x - g.0) / d * push, y + (y - g.1) / d * push);
                if i == 0 {
                    ctx.move_to(px, py);
                } else {
                    ctx.line_to(px, py);
                }
            }
            ctx.close_path();
            ctx.set_line_join("round");
            ctx.set_line_width(2.0 * round);
            ctx.set_stroke_style_str(WOOD);
            ctx.stroke();
        }
        Grid::Square => {
            let (ew, eh) = board.extent();
            let (x0, y0) = frame.to_css((0.0, 0.0));
            let inset = (0.5 - MARGIN) * s;
            let _ = ctx.round_rect_with_f64(
                x0 + inset,
                y0 + inset,
                ew * s - 2.0 * inset,
                eh * s - 2.0 * inset,
                0.3 * s,
            );
        }
    }
    ctx.set_fill_style_str(WOOD);
    ctx.fill();
    ctx.restore();
    if board.grid() == Grid::Square {
        ctx.set_stroke_style_str(WOOD_EDGE);
        ctx.set_line_width(1.0);
        ctx.stroke();
    }
    for r in 0..board.rows() {
        for c in 0..board.row_len(r) {
            let sq = [r, c];
            let at = frame.to_css(board.center(sq));
            if board.is_on(sq) {
                // A dimple: a light rim below, the dark hole above it.
                disc(ctx, (at.0, at.1 + 0.025 * s), HOLE_R * s, HOLE_RIM);
                disc(ctx, at, HOLE_R * s, HOLE);
            } else if editable {
                ctx.begin_path();
                let _ = ctx.arc(at.0, at.1, HOLE_R * s * 0.8, 0.0, TAU);
                ctx.set_stroke_style_str(OFF_MARK);
                ctx.set_line_width(1.0);
                ctx.stroke();
            }
        }
    }
}

/// One peg centred on CSS point `at`, `lift` (0..1) raising it off the
/// board (bigger, with a longer shadow), at opacity `alpha`.
fn peg(ctx: &Ctx, (x, y): (f64, f64), scale: f64, lift: f64, alpha: f64) {
    let r = PEG_R * scale * (1.0 + 0.22 * lift);
    ctx.save();
    ctx.set_global_alpha(alpha.clamp(0.0, 1.0));
    let drop = (0.05 + 0.18 * lift) * scale;
    disc(ctx, (x + drop * 0.4, y + drop), r, "rgba(40, 20, 5, 0.28)");
    disc(ctx, (x, y), r, PEG_DARK);
    disc(ctx, (x - r * 0.08, y - r * 0.1), r * 0.84, PEG);
    disc(ctx, (x - r * 0.33, y - r * 0.36), r * 0.26, PEG_SHINE);
    ctx.restore();
}

/// The pegs: still ones on their holes (the peg being jumped over fading
/// out, a lifted one faint), the jumping one lifted along its way, and a
/// dragged one under the pointer.
pub(crate) fn pegs(ctx: &Ctx, board: &Board, frame: Frame, shown: &Pegs) {
    let Pegs {
        still,
        moving,
        fading,
        lifted,
        dragged_to,
    } = *shown;
    let s = frame.scale;
    for &sq in still.keys() {
        let mut alpha = if lifted == Some(sq) { 0.3 } else { 1.0 };
        if let Some((over, f)) = fading {
            if over == sq {
                alpha *= 1.0 - f.clamp(0.0, 1.0);
            }
        }
        peg(ctx, frame.to_css(board.center(sq)), s, 0.0, alpha);
    }
    if let Some(at) = moving {
        let f = fading.map_or(0.5, |(_, f)| f);
        peg(ctx, frame.to_css(at), s, (PI * f).sin(), 1.0);
    }
    if let Some(at) = dragged_to {
        peg(ctx, at, s, 0.6, 1.0);
    }
}
