//! Piece shapes: a knight drawn from vector paths (no font needed), white
//! with a dark outline or black with light details and a light diamond on
//! its chest (told apart by shape as well as colour), crisp at any size.
//! A leaper other than the knight is a token carrying its mark (issue 42).
//! The outlines are `model::shapes`, which the SVG export draws too.

use std::f64::consts::TAU;

use web_sys::{CanvasRenderingContext2d, Path2d};

use crate::core::board::{Leaper, Piece};
use crate::view::model::shapes::{
    colours, glyph, outline, Glyph, Token, KNIGHT_BASE, KNIGHT_BODY, KNIGHT_DIAMOND, KNIGHT_EYE, KNIGHT_MANE,
    KNIGHT_NOSTRIL, MANE_WIDTH, QUEEN_BALLS, QUEEN_BALL_R, QUEEN_BASE, QUEEN_CROWN, TOKEN_BASE, TOKEN_FONT_FAMILY,
    TOKEN_HEAD, TOKEN_MARK_AT, TOKEN_NECK, TOKEN_RING_R, TOKEN_RING_WIDTH,
};

/// Below this box size (CSS px) a token's mark is left out: a blur, not text.
const MIN_MARK_BOX: f64 = 12.0;

/// The paths of the pieces, made once per view.
pub(crate) struct Shapes {
    body: Option<Path2d>,
    base: Option<Path2d>,
    mane: Option<Path2d>,
    crown: Option<Path2d>,
    crown_base: Option<Path2d>,
    neck: Option<Path2d>,
    token_base: Option<Path2d>,
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
            neck: path(TOKEN_NECK),
            token_base: path(TOKEN_BASE),
        }
    }

    /// Draws `piece` of a board whose knights move as `leaper`
    /// ([`glyph`]) centred on CSS point `(x, y)` in a box `size` CSS px
    /// wide, at opacity `alpha`.
    pub fn draw(
        &self,
        ctx: &CanvasRenderingContext2d,
        (piece, leaper): (Piece, Leaper),
        (x, y): (f64, f64),
        size: f64,
        alpha: f64,
    ) {
        let white = !piece.is_black();
        let glyph = glyph(piece, leaper);
        let (fill, ink, detail) = colours(white);
        ctx.save();
        ctx.set_global_alpha(alpha);
        ctx.translate(x - size / 2.0, y - size / 2.0).ok();
        ctx.scale(size / 100.0, size / 100.0).ok();
        ctx.set_line_join("round");
        ctx.set_line_cap("round");
        ctx.set_fill_style_str(fill);
        ctx.set_stroke_style_str(ink);
        // Outlines stay at least about one device pixel wide.
        ctx.set_line_width(outline(white).max(100.0 / size));
        if let Glyph::Token(token) = &glyph {
            self.token(ctx, token, white, size);
            ctx.restore();
            return;
        }
        if let (Glyph::Queen, Some(crown), Some(base)) = (&glyph, &self.crown, &self.crown_base) {
            for (bx, by) in QUEEN_BALLS {
                ctx.begin_path();
                let _ = ctx.arc(bx, by, QUEEN_BALL_R, 0.0, TAU);
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
        match (&glyph, &self.body, &self.base) {
            (Glyph::Knight, Some(body), Some(base)) => {
                ctx.fill_with_path_2d(body);
                ctx.stroke_with_path(body);
                ctx.fill_with_path_2d(base);
                ctx.stroke_with_path(base);
                ctx.set_fill_style_str(detail);
                ctx.begin_path();
                let (ex, ey, rx, ry, rot) = KNIGHT_EYE;
                let _ = ctx.ellipse(ex, ey, rx, ry, rot, 0.0, TAU);
                ctx.fill();
                ctx.begin_path();
                let (nx, ny, nr) = KNIGHT_NOSTRIL;
                let _ = ctx.arc(nx, ny, nr, 0.0, TAU);
                ctx.fill();
                if let Some(mane) = &self.mane {
                    ctx.set_stroke_style_str(detail);
                    ctx.set_line_width(MANE_WIDTH);
                    ctx.stroke_with_path(mane);
                }
                if !white {
                    // A light diamond on the chest: black and white knights
                    // differ by a shape as well as by colour (for colour-blind
                    // readers and greyscale prints).
                    ctx.set_fill_style_str(detail);
                    ctx.begin_path();
                    for (i, &(dx, dy)) in KNIGHT_DIAMOND.iter().enumerate() {
                        if i == 0 {
                            ctx.move_to(dx, dy);
                        } else {
                            ctx.line_to(dx, dy);
                        }
                    }
                    ctx.close_path();
                    ctx.fill();
                }
            }
            _ => {
                ctx.begin_path();
                let _ = ctx.arc(50.0, 50.0, 36.0, 0.0, TAU);
                ctx.fill();
                ctx.stroke();
            }
        }
        ctx.restore();
    }

    /// A leaper's token in the 100-unit box (fill, stroke and line width
    /// set): the plinth, the head, a black token's light ring, the mark.
    fn token(&self, ctx: &CanvasRenderingContext2d, token: &Token, white: bool, size: f64) {
        let (_, _, detail) = colours(white);
        for part in [&self.neck, &self.token_base].into_iter().flatten() {
            ctx.fill_with_path_2d(part);
            ctx.stroke_with_path(part);
        }
        let (hx, hy, hr) = TOKEN_HEAD;
        ctx.begin_path();
        let _ = ctx.arc(hx, hy, hr, 0.0, TAU);
        ctx.fill();
        ctx.stroke();
        ctx.set_stroke_style_str(detail);
        if !white {
            ctx.set_line_width(TOKEN_RING_WIDTH);
            ctx.begin_path();
            let _ = ctx.arc(hx, hy, TOKEN_RING_R, 0.0, TAU);
            ctx.stroke();
        }
        if size >= MIN_MARK_BOX {
            ctx.set_fill_style_str(detail);
            ctx.set_font(&format!("700 {}px {TOKEN_FONT_FAMILY}", token.size));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            let (mx, my) = TOKEN_MARK_AT;
            let _ = ctx.fill_text(&token.mark, mx, my);
        }
    }
}
