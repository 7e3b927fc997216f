//! Drawing a watched search ([`SearchTrace`]): the squares in the frontier
//! and those expanded, coloured as PathFinding.js's demo does, or a heat
//! map of the order of expansion.

use crate::core::board::Square;
use crate::core::search::trace::EventKind;
use crate::view::model::search_trace::{SearchTrace, TypedEvents, Visit};

use super::painter::{Painter, Visible};

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

/// The row being tried (n-queens), a band across the board.
const ROW_TRIED: &str = "rgba(31, 111, 235, 0.16)";
/// A piece just placed, a move or a jump made.
const FORWARD: &str = "#2f9e55";
/// A piece just taken back, a move retracted or a jump undone.
const BACK: &str = "#d63a3a";
/// The tour's path so far.
const PATH: &str = "rgba(31, 80, 160, 0.75)";
/// König's vertex cover (maximum matching): the squares shaded.
const COVER: &str = "rgba(232, 89, 12, 0.30)";
/// A cover square's diagonal cross.
const COVER_CROSS: &str = "rgba(201, 72, 0, 0.85)";
/// The augmenting path under way (maximum matching).
const AUGMENTING: &str = "rgba(214, 51, 132, 0.9)";
/// The most squares of a tour drawn with a dot each.
const DOTS_MAX: usize = 5_000;

/// Draws the trace under the path, markers and pieces.
pub(crate) fn draw(p: &Painter, vis: &Visible, t: &SearchTrace) {
    let ctx = p.ctx;
    let s = p.frame.scale;
    if let Some(heat) = t.heat_map() {
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
    for (kind, colour) in [(Visit::Frontier, FRONTIER), (Visit::Expanded, EXPANDED)] {
        ctx.begin_path();
        for r in vis.r0..=vis.r1 {
            for c in vis.c0..=vis.c1 {
                if t.visit([r, c]) == kind {
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
    if let Some(sq) = t.current() {
        let (x, y) = p.center(sq);
        let w = (s * 0.12).clamp(1.5, 4.0);
        ctx.begin_path();
        ctx.rect(x - s / 2.0 + w / 2.0, y - s / 2.0 + w / 2.0, s - w, s - w);
        ctx.set_stroke_style_str(CURRENT);
        ctx.set_line_width(w);
        ctx.stroke();
    }
}

/// Draws a watched search's typed events over the board, under its pieces:
/// for placements the row being tried (the row of the last place or
/// remove) and a ring on that square, green when placed and red when taken
/// back; for a tour the path so far as a line through the squares' centres
/// and a ring on the square last moved to or retracted; for a maximum
/// matching the augmenting path under way as a line through its squares
/// (both ends unmatched, ringed) until König's cover is shown, then the
/// cover's squares shaded and crossed.
pub(crate) fn draw_typed(p: &Painter, vis: &Visible, t: &TypedEvents) {
    let ctx = p.ctx;
    let s = p.frame.scale;
    let w = (s * 0.08).clamp(2.0, 5.0);
    let last = t.last();
    if let Some((EventKind::Place | EventKind::Remove, [sq, _, _])) = last {
        if sq[0] >= vis.r0 && sq[0] <= vis.r1 {
            let (_, y) = p.center(sq);
            let (x0, _) = p.center([sq[0], vis.c0]);
            let (x1, _) = p.center([sq[0], vis.c1]);
            ctx.set_fill_style_str(ROW_TRIED);
            ctx.fill_rect(x0 - s / 2.0, y - s / 2.0, x1 - x0 + s, s);
        }
    }
    matching(p, vis, t, w);
    let path = t.path();
    if path.len() > 1 {
        ctx.begin_path();
        for (i, &sq) in path.iter().enumerate() {
            let (x, y) = p.center(sq);
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.set_stroke_style_str(PATH);
        ctx.set_line_width((s * 0.06).clamp(1.5, 4.0));
        ctx.stroke();
        // A dot a square where they can be told apart (a long tour on a
        // zoomed-out board would cost a disc per square every frame).
        if s >= 6.0 && path.len() <= DOTS_MAX {
            for &sq in path {
                p.disc(p.center(sq), (s * 0.09).clamp(1.5, 5.0), PATH);
            }
        }
    }
    match last {
        Some((EventKind::Place | EventKind::Move, [sq, _, _])) => p.ring_square(sq, FORWARD, w),
        Some((EventKind::Remove | EventKind::Retract, [sq, _, _])) => p.ring_square(sq, BACK, w),
        _ => {}
    }
}

/// Peg solitaire: rings on the holes of the last jump (green, the peg
/// landed on `to`) or undo (red, the peg back on `from`).
pub(crate) fn last_jump(p: &Painter, t: &TypedEvents) {
    let w = (p.frame.scale * 0.08).clamp(2.0, 5.0);
    match t.last() {
        Some((EventKind::Jump, [from, _, to])) => {
            p.ring_square(to, FORWARD, w);
            p.ring_square(from, "rgba(47, 158, 85, 0.45)", w / 2.0);
        }
        Some((EventKind::Undo, [from, _, to])) => {
            p.ring_square(from, BACK, w);
            p.ring_square(to, "rgba(214, 58, 58, 0.45)", w / 2.0);
        }
        _ => {}
    }
}

/// A maximum matching's trace ([`TypedEvents::augmenting`], [`TypedEvents::cover`]):
/// the cover's squares shaded and crossed once it is shown, else the
/// augmenting path under way, a line from square to square with rings on
/// its two unmatched ends.
fn matching(p: &Painter, vis: &Visible, t: &TypedEvents, w: f64) {
    let ctx = p.ctx;
    let s = p.frame.scale;
    let inside = |sq: Square| sq[0] >= vis.r0 && sq[0] <= vis.r1 && sq[1] >= vis.c0 && sq[1] <= vis.c1;
    let cover = t.cover();
    if !cover.is_empty() {
        for &sq in cover.iter().filter(|&&sq| inside(sq)) {
            p.fill_square(sq, COVER);
        }
        if s >= 8.0 {
            let d = s * 0.22;
            ctx.begin_path();
            for &sq in cover.iter().filter(|&&sq| inside(sq)) {
                let (x, y) = p.center(sq);
                ctx.move_to(x - d, y - d);
                ctx.line_to(x + d, y + d);
                ctx.move_to(x + d, y - d);
                ctx.line_to(x - d, y + d);
            }
            ctx.set_stroke_style_str(COVER_CROSS);
            ctx.set_line_width((s * 0.05).clamp(1.0, 3.0));
            ctx.stroke();
        }
        return;
    }
    let path: Vec<Square> = t
        .augmenting()
        .iter()
        .copied()
        .filter(|&sq| p.board.contains(sq))
        .collect();
    let (Some(&first), Some(&last)) = (path.first(), path.last()) else {
        return;
    };
    if path.len() > 1 {
        ctx.begin_path();
        for (i, &sq) in path.iter().enumerate() {
            let (x, y) = p.center(sq);
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.set_stroke_style_str(AUGMENTING);
        ctx.set_line_width((s * 0.08).clamp(2.0, 6.0));
        ctx.stroke();
        for &sq in &path {
            p.disc(p.center(sq), (s * 0.1).clamp(2.0, 6.0), AUGMENTING);
        }
    }
    p.ring_square(first, AUGMENTING, w);
    p.ring_square(last, AUGMENTING, w);
}
