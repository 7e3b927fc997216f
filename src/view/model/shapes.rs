//! The pieces' outlines in a 100 × 100 box, as SVG path data: one source
//! for the canvas painter (`paint/pieces.rs` makes `Path2D`s of them) and
//! the SVG export ([`super::export`]), so a piece looks the same in both.
//! [`glyph`] says which outline a piece gets on a board: the knight's head,
//! the queen's crown, a peg, or for the knights of a board whose leaper is
//! not the knight (issue 42) a [`Token`] carrying the leaper's mark.

use crate::core::board::{Board, Figure, Leaper, Piece};

/// What the pieces of `board` are, for a reader, when its knights are
/// another leaper: "camel (1, 3)", "(2, 5)-leaper" ([`Leaper::words`]);
/// `None` for the knight, whose head says it. The one legend the page,
/// the element and every export show (the SVG writes it in its caption;
/// `BoardView.legend()` gives it to the page's caption and status).
pub(crate) fn legend(board: &Board) -> Option<String> {
    let leaper = board.leaper();
    (!leaper.is_knight()).then(|| leaper.words())
}

/// What a piece is drawn as on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Glyph {
    /// The knight's head.
    Knight,
    /// The queen's crown.
    Queen,
    /// A peg.
    Peg,
    /// A leaper other than the knight: a round token on a plinth.
    Token(Token),
}

impl Glyph {
    /// The glyph's name, as the SVG export's `data-glyph` writes it:
    /// "knight", "queen", "peg", "token".
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Glyph::Knight => "knight",
            Glyph::Queen => "queen",
            Glyph::Peg => "peg",
            Glyph::Token(_) => "token",
        }
    }
}

/// A leaper's token: its mark ([`Leaper::mark`], "C" or "2,5") and the
/// mark's font size in the 100-unit box (smaller for longer marks, so
/// every mark fits the token's head).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    /// The text written on the token.
    pub mark: String,
    /// Its font size, units of the 100-unit box.
    pub size: u32,
}

/// What `piece` is drawn as on a board whose knights move as `leaper`:
/// a knight-figure piece of any other leaper is that leaper's token, so
/// a camel never looks like a knight; the knight keeps its head.
pub(crate) fn glyph(piece: Piece, leaper: Leaper) -> Glyph {
    match piece.figure() {
        Figure::Knight if leaper.is_knight() => Glyph::Knight,
        Figure::Knight => {
            let mark = leaper.mark();
            let size = match mark.chars().count() {
                1 => 48,
                2 => 38,
                _ => 28,
            };
            Glyph::Token(Token { mark, size })
        }
        Figure::Queen => Glyph::Queen,
        Figure::Peg => Glyph::Peg,
    }
}

/// The token's head, a disc: centre and radius.
pub(crate) const TOKEN_HEAD: (f64, f64, f64) = (50.0, 42.0, 33.0);
/// Where the token's mark is centred (its middle line).
pub(crate) const TOKEN_MARK_AT: (f64, f64) = (50.0, 44.0);
/// The ring inside a black token's head (radius): black and white
/// tokens differ by a shape as well as by colour, as the knights do.
pub(crate) const TOKEN_RING_R: f64 = 28.5;
/// The ring's line width.
pub(crate) const TOKEN_RING_WIDTH: f64 = 2.5;
/// The token's neck, from the head to the base.
pub(crate) const TOKEN_NECK: &str = "M 36 68 L 30 85 L 70 85 L 64 68 Z";
/// The token's base (the queen's, centred).
pub(crate) const TOKEN_BASE: &str = QUEEN_BASE;
/// The mark's font: bold, the sans-serif family the labels use (the size
/// is the token's).
pub(crate) const TOKEN_FONT_FAMILY: &str = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/// The knight's head and body, facing left.
pub(crate) const KNIGHT_BODY: &str = "M 24 90 C 23 74 30 64 44 56 C 38 56 31 58 26 62 C 21 65 16 63 14 59 \
     C 11 55 12 51 16 47 L 32 30 C 34 24 38 19 43 17 L 44 8 L 51 15 L 55 9 L 59 18 \
     C 75 24 84 44 80 90 Z";
/// The knight's base.
pub(crate) const KNIGHT_BASE: &str = "M 23 84 L 81 84 Q 84 84 84 87 L 84 91 Q 84 94 81 94 L 23 94 Q 20 94 20 91 \
     L 20 87 Q 20 84 23 84 Z";
/// The mane's line.
pub(crate) const KNIGHT_MANE: &str = "M 60 24 C 70 34 74 52 72 80";
/// The knight's eye: centre, radii and rotation (radians).
pub(crate) const KNIGHT_EYE: (f64, f64, f64, f64, f64) = (40.0, 33.0, 3.4, 2.7, -0.5);
/// The knight's nostril: centre and radius.
pub(crate) const KNIGHT_NOSTRIL: (f64, f64, f64) = (19.5, 52.0, 1.9);
/// The light diamond on a black knight's chest (black and white knights
/// differ by a shape as well as by colour, for greyscale prints).
pub(crate) const KNIGHT_DIAMOND: [(f64, f64); 4] = [(52.0, 63.0), (59.0, 72.0), (52.0, 81.0), (45.0, 72.0)];
/// The queen's crown: five points over a band.
pub(crate) const QUEEN_CROWN: &str =
    "M 24 80 L 12 33 L 31 54 L 32 22 L 44 50 L 50 15 L 56 50 L 68 22 L 69 54 L 88 33 L 76 80 Z";
/// The queen's base.
pub(crate) const QUEEN_BASE: &str =
    "M 22 82 L 78 82 Q 82 82 82 86 L 82 90 Q 82 94 78 94 L 22 94 Q 18 94 18 90 L 18 86 Q 18 82 22 82 Z";
/// Balls on the crown's points.
pub(crate) const QUEEN_BALLS: [(f64, f64); 5] = [(12.0, 31.0), (32.0, 20.0), (50.0, 12.0), (68.0, 20.0), (88.0, 31.0)];
/// Radius of the crown's balls.
pub(crate) const QUEEN_BALL_R: f64 = 5.5;

/// A piece's colours: `(fill, outline, details)`; white pieces are light
/// with a dark outline, the black knight dark with light details.
pub(crate) fn colours(white: bool) -> (&'static str, &'static str, &'static str) {
    if white {
        ("#fbfaf7", "#1d1a17", "#1d1a17")
    } else {
        ("#24201d", "#0c0a09", "#ece6dc")
    }
}

/// Outline width in the 100-unit box.
pub(crate) fn outline(white: bool) -> f64 {
    if white {
        4.5
    } else {
        3.5
    }
}

/// The mane's line width in the 100-unit box.
pub(crate) const MANE_WIDTH: f64 = 2.8;
