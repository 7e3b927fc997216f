//! Piece shapes: a knight drawn from vector paths (no font needed), white
//! with a dark outline or black with light details and a light diamond on
//! its chest (told apart by shape as well as colour), crisp at any size.

use web_sys::{CanvasRenderingContext2d, Path2d};

use crate::core::board::Piece;

/// The knight's head and body, facing left, in a 100 × 100 box.
const KNIGHT_BODY: &str = "M 24 90 C 23 74 30 64 44 56 C 38 56 31 58 26 62 C 21 65 16 63 14 59 \
     C 11 55 12 51 16 47 L 32 30 C 34 24 38 19 43 17 L 44 8 L 51 15 L 55 9 L 59 18 \
     C 75 24 84 44 80 90 Z";
/// The knight's base.
const KNIGHT_BASE: &str = "M 23 84 L 81 84 Q 84 84 84 87 L 84 91 Q 84 94 81 94 L 23 94 Q 20 94 20 91 \
     L 20 87 Q 20 84 23 84 Z";
/// The mane's line.
const KNIGHT_MANE: &str = "M 60 24 C 70 34 74 52 72 80";
/// The queen's crown: five points over a band, in a 100 × 100 box.
const QUEEN_CROWN: &str = "M 24 80 L 12 33 L 31 54 L 32 22 L 44 50 L 50 15 L 56 50 L 68 22 L 69 54 L 88 33 L 76 80 Z";
/// The queen's base.
const QUEEN_BASE: &str =
    "M 22 82 L 78 82 Q 82 82 82 86 L 82 90 Q 82 94 78 94 L 22 94 Q 18 94 18 90 L 18 86 Q 18 82 22 82 Z";
/// Balls on the crown's points.
const QUEEN_BALLS: [(f64, f64); 5] = [(12.0, 31.0), (32.0, 20.0), (50.0, 12.0), (68.0, 20.0), (88.0, 31.0)];

/// The paths of the pieces, made once per view.
pub(crate) struct Shapes {
    body: Option<Path2d>,
    base: Option<Path2d>,
    mane: Option<Path2d>,
    crown: Option<Path2d>,
    crown_base: Option<Path2d>,
}

impl Shapes {
    /// Makes the paths (absent paths fall back to discs).
    pub fn new() -> Shapes {
        let path = |d: &str| Path2d::new_with_path_string(d).ok();
        Shapes {
            body: path(KNIGHT_BODY),
            base: path(KNIGHT_BASE),
            mane: path(KNIGHT_MANE),
            crown: path(QUEEN_CROWN),
            crown_base: path(QUEEN_BASE),
        }
    }

    /// Draws `piece` centred on CSS point `(x, y)` in a box `size` CSS px
    /// wide, at opacity `alpha`.
    pub fn draw(&self, ctx: &CanvasRenderingContext2d, piece: Piece, (x, y): (f64, f64), size: f64, alpha: f64) {
        let white = !matches!(piece, Piece::BlackKnight);
        let (fill, ink, detail) = if white {
            ("#fbfaf7", "#1d1a17", "#1d1a17")
        } else {
            ("#24201d", "#0c0a09", "#ece6dc")
        };
        ctx.save();
        ctx.set_global_alpha(alpha);
        ctx.translate(x - size / 2.0, y - size / 2.0).ok();
        ctx.scale(size / 100.0, size / 100.0).ok();
        ctx.set_line_join("round");
        ctx.set_line_cap("round");
        ctx.set_fill_style_str(fill);
        ctx.set_stroke_style_str(ink);
        // Outlines stay at least about one device pixel wide.
        ctx.set_line_width(if white { 4.5_f64 } else { 3.5 }.max(100.0 / size));
        if let (Piece::Queen, Some(crown), Some(base)) = (piece, &self.crown, &self.crown_base) {
            for (bx, by) in QUEEN_BALLS {
                ctx.begin_path();
                let _ = ctx.arc(bx, by, 5.5, 0.0, std::f64::consts::TAU);
                ctx.fill();
                ctx.stroke();
            }
            ctx.fill_with_path_2d(crown);
            ctx.stroke_with_path(crown);
            ctx.fill_with_path_2d(base);
            ctx.stroke_with_path(base);
            ctx.restore();
            return;
        }
        match (piece, &self.body, &self.base) {
            (Piece::WhiteKnight | Piece::BlackKnight, Some(body), Some(base)) => {
                ctx.fill_with_path_2d(body);
                ctx.stroke_with_path(body);
                ctx.fill_with_path_2d(base);
                ctx.stroke_with_path(base);
                ctx.set_fill_style_str(detail);
                ctx.begin_path();
                let _ = ctx.ellipse(40.0, 33.0, 3.4, 2.7, -0.5, 0.0, std::f64::consts::TAU);
                ctx.fill();
                ctx.begin_path();
                let _ = ctx.arc(19.5, 52.0, 1.9, 0.0, std::f64::consts::TAU);
                ctx.fill();
                if let Some(mane) = &self.mane {
                    ctx.set_stroke_style_str(detail);
                    ctx.set_line_width(2.8);
                    ctx.stroke_with_path(mane);
                }
                if !white {
                    // A light diamond on the chest: black and white knights
                    // differ by a shape as well as by colour (for colour-blind
                    // readers and greyscale prints).
                    ctx.set_fill_style_str(detail);
                    ctx.begin_path();
                    ctx.move_to(52.0, 63.0);
                    ctx.line_to(59.0, 72.0);
                    ctx.line_to(52.0, 81.0);
                    ctx.line_to(45.0, 72.0);
                    ctx.close_path();
                    ctx.fill();
                }
            }
            _ => {
                ctx.begin_path();
                let _ = ctx.arc(50.0, 50.0, 36.0, 0.0, std::f64::consts::TAU);
                ctx.fill();
                ctx.stroke();
            }
        }
        ctx.restore();
    }
}
