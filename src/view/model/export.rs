//! Exports of a scene that need no browser (issue 16): the board as SVG,
//! the board as one pixel per square, and an answer's moves as text. The
//! canvas painter (`paint`) draws the PNG and GIF frames; the SVG and the
//! pixels are two more back ends of the same display list
//! ([`super::display`]), with the same geometry (the core's
//! [`Board::center`] and [`Board::extent`]) and the same piece outlines
//! ([`super::shapes`]).
//!
//! What is drawn is what the board shows at the playback step set on the
//! scene (the caller sets an integer step first): squares and walls, row
//! and column labels, attack shading, the last move, a path with its move
//! numbers, markers, the pieces (an answer's added pieces marked), and a
//! caption, which names the leaper when it is not the knight
//! ([`super::shapes::legend`]). Every piece is one `<g class="piece">`
//! element; labels, numbers and a leaper's mark are `<text>`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::core::board::{Board, Grid, Leaper, Piece, Square};
use crate::core::words;
use crate::core::Step;

pub(crate) use super::display::Layers;
use super::display::{display_list, Layer, Pegs};
use super::labels::{away, marks, LabelStyle};
use super::palette::{DARK, HOLE, LABEL, LIGHT, PATH, PEG, PEG_DARK, PEG_HOLE, START, TARGET, WOOD, WOOD_EDGE};
use super::playback::path_point;
use super::scene::Scene;
use super::shapes::{
    colours, glyph, legend, outline, Glyph, Token, KNIGHT_BASE, KNIGHT_BODY, KNIGHT_DIAMOND, KNIGHT_EYE, KNIGHT_MANE,
    KNIGHT_NOSTRIL, MANE_WIDTH, QUEEN_BALLS, QUEEN_BALL_R, QUEEN_BASE, QUEEN_CROWN, TOKEN_BASE, TOKEN_FONT_FAMILY,
    TOKEN_HEAD, TOKEN_MARK_AT, TOKEN_NECK, TOKEN_RING_R, TOKEN_RING_WIDTH,
};

/// Boards of more squares than this are not written as SVG (a PNG is).
pub(crate) const SVG_MAX_CELLS: u64 = 40_000;
/// Answers of more steps than this are not written as SVG.
pub(crate) const SVG_MAX_STEPS: usize = 40_000;
/// Boards of more squares than this get no one-pixel-per-square image.
pub(crate) const PIXELS_MAX_CELLS: u64 = 4_000_000;

/// CSS pixels per cell unit in the SVG.
const CELL: f64 = 48.0;
/// Margins of the SVG drawing: with labels on the left and top, and plain.
const LABEL_MARGIN: f64 = 26.0;
const PLAIN_MARGIN: f64 = 12.0;
/// Caption line height.
const CAPTION_LINE: f64 = 15.0;
/// The narrowest SVG with a caption, px.
const CAPTION_MIN_WIDTH: f64 = 320.0;
/// Average advance of a caption character, px (12 px sans-serif; the link
/// at 10 px is narrower), to wrap lines without measuring text.
const CHAR_WIDTH: f64 = 6.6;

/// The kind of a caption line, which sets its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    Title,
    Text,
    Link,
}

/// The caption wrapped to `width` px: words kept whole (a long word, like
/// a link, cut where it must), the link last.
fn caption_lines(caption: &[String], link: Option<&str>, width: f64) -> Vec<(Line, String)> {
    let per_line = |w: f64| ((width / w).floor() as usize).max(16);
    let mut out = Vec::new();
    let mut wrap = |kind: Line, text: &str, max: usize| {
        let mut line = String::new();
        for word in text.split(' ') {
            let mut word: Vec<char> = word.chars().collect();
            while word.len() > max {
                if !line.is_empty() {
                    out.push((kind, std::mem::take(&mut line)));
                }
                out.push((kind, word.drain(..max).collect()));
            }
            let word: String = word.into_iter().collect();
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > max {
                out.push((kind, std::mem::take(&mut line)));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        if !line.is_empty() {
            out.push((kind, line));
        }
    };
    for (i, text) in caption.iter().enumerate() {
        wrap(
            if i == 0 { Line::Title } else { Line::Text },
            text,
            per_line(CHAR_WIDTH),
        );
    }
    if let Some(l) = link {
        wrap(Line::Link, l, per_line(CHAR_WIDTH * 0.85));
    }
    out
}

const LAST_MOVE: (&str, f64) = ("#9bc700", 0.42);
const ATTACKED: (&str, f64) = ("#d63a3a", 0.24);
const ADDED: (&str, f64) = ("#2f9e55", 0.42);

/// Why an export cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ExportError(pub String);

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Escapes text for XML content and attributes.
fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// A number for SVG, at most two decimals.
fn n(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{r:.0}")
    } else {
        format!("{r}")
    }
}

/// The board drawn by `scene` at its playback step, as an SVG document:
/// `caption` lines under the board (the first in bold), `link` (the
/// position's share link, if any) on the caption and in the metadata.
///
/// # Errors
/// A board past [`SVG_MAX_CELLS`] squares or an answer past
/// [`SVG_MAX_STEPS`] steps (export a PNG instead).
pub(crate) fn svg(
    scene: &Scene,
    layers: Layers,
    caption: &[String],
    link: Option<&str>,
) -> Result<String, ExportError> {
    let board = &scene.position;
    if board.len() > SVG_MAX_CELLS {
        return Err(ExportError(format!(
            "the board has {} squares: SVG is made for boards of up to {} squares; export a PNG instead",
            words::grouped(board.len()),
            words::grouped(SVG_MAX_CELLS)
        )));
    }
    let steps = scene.playback.as_ref().map_or(0, super::playback::Playback::len);
    if steps > SVG_MAX_STEPS {
        return Err(ExportError(format!(
            "the answer has {} steps: SVG is made for answers of up to {} steps; export a PNG instead",
            words::grouped(steps),
            words::grouped(SVG_MAX_STEPS)
        )));
    }
    // The leaper's legend is always in the caption (once: the page's
    // caption carries it already, `BoardView.legend()`).
    let mut caption = caption.to_vec();
    if let Some(legend) = legend(board).filter(|l| !caption.iter().any(|c| c.contains(l.as_str()))) {
        caption.push(legend);
    }
    let caption = &caption[..];
    let (ew, eh) = board.extent();
    let lead = if layers.labels { LABEL_MARGIN } else { PLAIN_MARGIN };
    // At least wide enough for a readable caption.
    let width = (lead + ew * CELL + PLAIN_MARGIN).max(if caption.is_empty() { 0.0 } else { CAPTION_MIN_WIDTH });
    let lines = caption_lines(caption, link, width - 2.0 * PLAIN_MARGIN);
    let caption_h = if lines.is_empty() {
        0.0
    } else {
        6.0 + CAPTION_LINE * lines.len() as f64
    };
    let height = lead + eh * CELL + PLAIN_MARGIN + caption_h;
    let ox = lead + ((width - lead - PLAIN_MARGIN) - ew * CELL) / 2.0;
    let w = Svg { board, ox, oy: lead };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" \
         font-family=\"system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif\">",
        n(width),
        n(height)
    );
    if let Some(first) = caption.first() {
        let _ = writeln!(out, "<title>{}</title>", xml(first));
    }
    if caption.len() > 1 || link.is_some() {
        let mut desc = caption.iter().skip(1).cloned().collect::<Vec<_>>().join(" · ");
        if let Some(l) = link {
            let _ = write!(desc, "{}{l}", if desc.is_empty() { "" } else { " · " });
        }
        let _ = writeln!(out, "<desc>{}</desc>", xml(&desc));
    }
    let _ = writeln!(
        out,
        "<rect class=\"background\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
        n(width),
        n(height)
    );
    let moment = scene.moment();
    for layer in display_list(scene, &moment, layers) {
        w.layer(&mut out, &layer);
    }
    if !lines.is_empty() {
        let y0 = lead + eh * CELL + PLAIN_MARGIN + 4.0;
        let _ = writeln!(out, "<g class=\"caption\" fill=\"#333333\">");
        for (i, (kind, line)) in lines.iter().enumerate() {
            let y = y0 + CAPTION_LINE * (i as f64 + 0.75);
            let style = match kind {
                Line::Title => "font-size=\"12\" font-weight=\"600\"",
                Line::Text => "font-size=\"11\"",
                Line::Link => "font-size=\"10\" fill=\"#1f4fa8\"",
            };
            let text = format!(
                "<text x=\"{}\" y=\"{}\" {style}>{}</text>",
                n(PLAIN_MARGIN),
                n(y),
                xml(line)
            );
            match link.filter(|_| *kind == Line::Link) {
                Some(l) => {
                    let _ = writeln!(out, "<a href=\"{}\">{text}</a>", xml(l));
                }
                None => {
                    let _ = writeln!(out, "{text}");
                }
            }
        }
        out.push_str("</g>\n");
    }
    out.push_str("</svg>\n");
    Ok(out)
}

/// The SVG writer's frame: cell units to SVG pixels.
struct Svg<'a> {
    board: &'a Board,
    ox: f64,
    oy: f64,
}

impl Svg<'_> {
    /// Writes one layer of the display list. The white background is
    /// always written (a document's page), so [`Layer::Background`] adds
    /// nothing; what only an interactive board shows is left out (see
    /// [`super::display`]).
    fn layer(&self, out: &mut String, layer: &Layer) {
        match *layer {
            Layer::PegBoard { .. } => self.peg_board(out),
            Layer::Squares { .. } => self.squares(out),
            Layer::Walls => self.walls(out),
            Layer::Labels { style, .. } => self.labels(out, style),
            Layer::Attacks(squares) => self.fills(out, "attacked", squares, ATTACKED),
            Layer::LastMove { from, to } => {
                let squares: Vec<Square> = std::iter::once(from).chain(to).collect();
                self.fills(out, "last-move", &squares, LAST_MOVE);
            }
            Layer::Path {
                steps, done, numbers, ..
            } => self.path(out, steps, done, numbers),
            Layer::Markers { from, to } => self.markers(out, from, to),
            Layer::Pieces { still, walker, .. } => self.pieces(out, still, walker),
            Layer::Pegs(Pegs { still, .. }) => self.pieces(out, still, false),
            Layer::Added { squares, piece } => {
                self.fills(out, "added", squares, ADDED);
                out.push_str("<g class=\"pieces added\">\n");
                for &sq in squares {
                    self.piece(out, sq, piece, true, false);
                }
                out.push_str("</g>\n");
            }
            Layer::Background
            | Layer::SearchColours(_)
            | Layer::SearchEvents(_)
            | Layer::Refused(_)
            | Layer::Hint { .. }
            | Layer::Selected(_)
            | Layer::Drop(_)
            | Layer::Hover { .. }
            | Layer::Cursor(_)
            | Layer::Ghosts { .. }
            | Layer::Moving { .. }
            | Layer::Dragged { .. }
            | Layer::LastJump(_)
            | Layer::GoalFrame => {}
        }
    }

    /// The pieces standing, one `<g class="piece">` each.
    fn pieces(&self, out: &mut String, still: &BTreeMap<Square, Piece>, walker: bool) {
        out.push_str("<g class=\"pieces\">\n");
        for (&sq, &piece) in still {
            self.piece(out, sq, piece, false, walker);
        }
        out.push_str("</g>\n");
    }

    fn at(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (self.ox + x * CELL, self.oy + y * CELL)
    }

    fn center(&self, sq: Square) -> (f64, f64) {
        self.at(self.board.center(sq))
    }

    /// A path's `d` of the squares' outlines (on a triangular grid, discs
    /// around the holes, as the canvas draws them).
    fn rects(&self, squares: impl Iterator<Item = Square>) -> String {
        let mut d = String::new();
        let disc = self.board.grid() == Grid::Triangle;
        for sq in squares {
            let (x, y) = self.center(sq);
            if disc {
                let r = 0.48 * CELL;
                let _ = write!(
                    d,
                    "M{} {}a{r} {r} 0 1 0 -{} 0a{r} {r} 0 1 0 {} 0z",
                    n(x + r),
                    n(y),
                    n(2.0 * r),
                    n(2.0 * r),
                    r = n(r)
                );
                continue;
            }
            let h = CELL / 2.0;
            let _ = write!(d, "M{} {}h{}v{}h-{}z", n(x - h), n(y - h), n(CELL), n(CELL), n(CELL));
        }
        d
    }

    fn squares(&self, out: &mut String) {
        let (ew, eh) = self.board.extent();
        let (x, y) = self.at((0.0, 0.0));
        let _ = writeln!(
            out,
            "<rect class=\"board\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{LIGHT}\" stroke=\"{DARK}\" stroke-width=\"1\"/>",
            n(x),
            n(y),
            n(ew * CELL),
            n(eh * CELL)
        );
        let b = self.board;
        let dark = (0..b.rows())
            .flat_map(|r| (0..b.row_len(r)).map(move |c| [r, c]))
            .filter(|&[r, c]| (r + c) % 2 == 1);
        let d = self.rects(dark);
        if !d.is_empty() {
            let _ = writeln!(out, "<path class=\"dark-squares\" fill=\"{DARK}\" d=\"{d}\"/>");
        }
    }

    fn walls(&self, out: &mut String) {
        let d = self.rects(self.board.off_squares());
        if !d.is_empty() {
            let _ = writeln!(out, "<path class=\"walls\" fill=\"{HOLE}\" d=\"{d}\"/>");
        }
    }

    fn fills(&self, out: &mut String, class: &str, squares: &[Square], (colour, alpha): (&str, f64)) {
        let d = self.rects(squares.iter().copied());
        if !d.is_empty() {
            let _ = writeln!(
                out,
                "<path class=\"{class}\" fill=\"{colour}\" fill-opacity=\"{alpha}\" d=\"{d}\"/>"
            );
        }
    }

    /// The path line, bold up to step `done` and faint after, with the
    /// move numbers (as the move list numbers them) when `numbers`.
    fn path(&self, out: &mut String, steps: &[Step], done: usize, numbers: bool) {
        let points: Vec<(f64, f64)> = (0..=steps.len())
            .filter_map(|j| path_point(steps, j))
            .map(|sq| self.center(sq))
            .collect();
        let line = |pts: &[(f64, f64)]| {
            pts.iter()
                .map(|&(x, y)| format!("{},{}", n(x), n(y)))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let width = CELL * if numbers { 0.1 } else { 0.16 };
        out.push_str("<g class=\"path\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n");
        let _ = writeln!(
            out,
            "<polyline points=\"{}\" stroke=\"#ffffff\" stroke-opacity=\"0.7\" stroke-width=\"{}\"/>",
            line(&points),
            n(width + 3.0)
        );
        let split = (done + 1).min(points.len());
        if split < points.len() {
            let _ = writeln!(
                out,
                "<polyline class=\"ahead\" points=\"{}\" stroke=\"{PATH}\" stroke-opacity=\"0.45\" stroke-width=\"{}\"/>",
                line(&points[split.saturating_sub(1)..]),
                n(width)
            );
        }
        if split >= 2 {
            let _ = writeln!(
                out,
                "<polyline class=\"behind\" points=\"{}\" stroke=\"{PATH}\" stroke-opacity=\"0.95\" stroke-width=\"{}\"/>",
                line(&points[..split]),
                n(width)
            );
        }
        out.push_str("</g>\n");
        if !numbers {
            return;
        }
        let start = path_point(steps, 0);
        let _ = writeln!(
            out,
            "<g class=\"numbers\" font-size=\"{}\" font-weight=\"700\" text-anchor=\"middle\" dominant-baseline=\"central\">",
            n(CELL * 0.26)
        );
        for j in 0..=steps.len() {
            let Some(sq) = path_point(steps, j) else { continue };
            if j > 0 && Some(sq) == start {
                continue;
            }
            let (x, y) = self.center(sq);
            let label = j.to_string();
            let r = CELL * 0.2 + 2.5 * label.len().saturating_sub(1) as f64;
            if j <= done {
                let _ = writeln!(
                    out,
                    "<circle cx=\"{0}\" cy=\"{1}\" r=\"{2}\" fill=\"{PATH}\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>\
                     <text x=\"{0}\" y=\"{1}\" fill=\"#ffffff\">{3}</text>",
                    n(x),
                    n(y),
                    n(r),
                    label
                );
            } else {
                let _ = writeln!(
                    out,
                    "<circle cx=\"{0}\" cy=\"{1}\" r=\"{2}\" fill=\"#ffffff\" fill-opacity=\"0.78\"/>\
                     <text x=\"{0}\" y=\"{1}\" fill=\"{PATH}\" fill-opacity=\"0.75\">{3}</text>",
                    n(x),
                    n(y),
                    n(r),
                    label
                );
            }
        }
        out.push_str("</g>\n");
    }

    fn markers(&self, out: &mut String, from: Option<Square>, to: Option<Square>) {
        let r = CELL * 0.42;
        if let Some(to) = to {
            let (x, y) = self.center(to);
            let _ = writeln!(
                out,
                "<g class=\"marker target\"><circle cx=\"{0}\" cy=\"{1}\" r=\"{2}\" fill=\"{TARGET}\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>\
                 <circle cx=\"{0}\" cy=\"{1}\" r=\"{3}\" fill=\"#ffffff\"/><circle cx=\"{0}\" cy=\"{1}\" r=\"{4}\" fill=\"{TARGET}\"/></g>",
                n(x),
                n(y),
                n(r),
                n(r * 0.68),
                n(r * 0.38)
            );
        }
        if let Some(from) = from {
            let (x, y) = self.center(from);
            let _ = writeln!(
                out,
                "<circle class=\"marker start\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{START}\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>",
                n(x),
                n(y),
                n(r)
            );
        }
    }

    /// Peg solitaire: a wooden board and a dimple per hole.
    fn peg_board(&self, out: &mut String) {
        let b = self.board;
        match b.grid() {
            Grid::Triangle => {
                let last = b.rows().saturating_sub(1);
                let corners = [[0, 0], [last, 0], [last, last]].map(|c| self.center(c));
                let g = (
                    (corners[0].0 + corners[1].0 + corners[2].0) / 3.0,
                    (corners[0].1 + corners[1].1 + corners[2].1) / 3.0,
                );
                let round = 0.48 * CELL;
                let push = 2.0 * (0.52 * CELL - round);
                let pts: Vec<String> = corners
                    .iter()
                    .map(|&(x, y)| {
                        let d = (x - g.0).hypot(y - g.1).max(1e-9);
                        format!("{},{}", n(x + (x - g.0) / d * push), n(y + (y - g.1) / d * push))
                    })
                    .collect();
                let _ = writeln!(
                    out,
                    "<polygon class=\"board\" points=\"{}\" fill=\"{WOOD}\" stroke=\"{WOOD}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                    pts.join(" "),
                    n(2.0 * round)
                );
            }
            Grid::Square => {
                let (ew, eh) = b.extent();
                let inset = (0.5 - 0.52) * CELL;
                let (x, y) = self.at((0.0, 0.0));
                let _ = writeln!(
                    out,
                    "<rect class=\"board\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{WOOD}\" stroke=\"{WOOD_EDGE}\"/>",
                    n(x + inset),
                    n(y + inset),
                    n(ew * CELL - 2.0 * inset),
                    n(eh * CELL - 2.0 * inset),
                    n(0.3 * CELL)
                );
            }
        }
        out.push_str("<g class=\"holes\">");
        for sq in b.on_squares() {
            let (x, y) = self.center(sq);
            let _ = write!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{PEG_HOLE}\"/>",
                n(x),
                n(y),
                n(0.2 * CELL)
            );
        }
        out.push_str("</g>\n");
    }

    /// The rows' and columns' names ([`super::labels::marks`], as the
    /// canvas writes them): each [`away`] (11 px past the edge) beside its square.
    fn labels(&self, out: &mut String, style: LabelStyle) {
        let _ = write!(
            out,
            "<g class=\"labels\" data-style=\"{}\" font-size=\"12\" font-weight=\"600\" fill=\"{LABEL}\" text-anchor=\"middle\" dominant-baseline=\"central\">",
            style.name()
        );
        let away = away(self.board.grid(), CELL, 11.0);
        for m in marks(self.board, style) {
            let (x, y) = self.center(m.at);
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\">{}</text>",
                n(x + m.toward.0 * away),
                n(y + m.toward.1 * away),
                m.text
            );
        }
        out.push_str("</g>\n");
    }

    /// One piece: a `<g class="piece">` of its outlines, scaled from the
    /// 100-unit box of [`super::shapes`].
    fn piece(&self, out: &mut String, sq: Square, piece: Piece, added: bool, walker: bool) {
        let (x, y) = self.center(sq);
        let size = CELL * if walker { 0.92 } else { 0.9 };
        let k = size / 100.0;
        let extra = if added { " data-added=\"true\"" } else { "" };
        let _ = write!(
            out,
            "<g class=\"piece\" data-piece=\"{}\" data-square=\"{},{}\" data-glyph=\"{}\"{extra} transform=\"translate({} {}) scale({})\">",
            piece.symbol(),
            sq[0],
            sq[1],
            glyph(piece, self.board.leaper()).name(),
            n(x - size / 2.0),
            n(y - size / 2.0),
            k
        );
        glyph_svg(out, piece, self.board.leaper());
        out.push_str("</g>\n");
    }
}

/// The outlines of `piece` on a board whose knights move as `leaper`
/// ([`glyph`]), in the 100-unit box of [`super::shapes`].
fn glyph_svg(out: &mut String, piece: Piece, leaper: Leaper) {
    let white = !piece.is_black();
    let (fill, ink, detail) = colours(white);
    let stroke = format!(
        "fill=\"{fill}\" stroke=\"{ink}\" stroke-width=\"{}\" stroke-linejoin=\"round\"",
        outline(white)
    );
    match glyph(piece, leaper) {
        Glyph::Token(token) => token_svg(out, &token, white, &stroke),
        Glyph::Peg => {
            let _ = write!(
                out,
                "<circle cx=\"50\" cy=\"50\" r=\"{}\" fill=\"{PEG_DARK}\"/><circle cx=\"48\" cy=\"47\" r=\"{}\" fill=\"{PEG}\"/>",
                n(33.0 / 0.9),
                n(33.0 / 0.9 * 0.84)
            );
        }
        Glyph::Queen => {
            for (bx, by) in QUEEN_BALLS {
                let _ = write!(out, "<circle cx=\"{bx}\" cy=\"{by}\" r=\"{QUEEN_BALL_R}\" {stroke}/>");
            }
            let _ = write!(
                out,
                "<path d=\"{QUEEN_CROWN}\" {stroke}/><path d=\"{QUEEN_BASE}\" {stroke}/>"
            );
        }
        Glyph::Knight => {
            let (ex, ey, rx, ry, rot) = KNIGHT_EYE;
            let (nx, ny, nr) = KNIGHT_NOSTRIL;
            let _ = write!(
                out,
                "<path d=\"{KNIGHT_BODY}\" {stroke}/><path d=\"{KNIGHT_BASE}\" {stroke}/>\
                 <ellipse cx=\"{ex}\" cy=\"{ey}\" rx=\"{rx}\" ry=\"{ry}\" transform=\"rotate({} {ex} {ey})\" fill=\"{detail}\"/>\
                 <circle cx=\"{nx}\" cy=\"{ny}\" r=\"{nr}\" fill=\"{detail}\"/>\
                 <path d=\"{KNIGHT_MANE}\" fill=\"none\" stroke=\"{detail}\" stroke-width=\"{MANE_WIDTH}\" stroke-linecap=\"round\"/>",
                n(rot.to_degrees())
            );
            if !white {
                let pts: Vec<String> = KNIGHT_DIAMOND.iter().map(|&(a, b)| format!("{a},{b}")).collect();
                let _ = write!(out, "<polygon points=\"{}\" fill=\"{detail}\"/>", pts.join(" "));
            }
        }
    }
}

/// `piece` as drawn on `board` (a leaper's token where the board's
/// knights are another leaper), as a standalone SVG of the 100-unit box:
/// the picture on the palette's button (`BoardView.pieceSvg`).
pub(crate) fn piece_svg(board: &Board, piece: Piece) -> String {
    let mut out = String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" font-family=\"");
    out.push_str(TOKEN_FONT_FAMILY);
    out.push_str("\">");
    glyph_svg(&mut out, piece, board.leaper());
    out.push_str("</svg>");
    out
}

/// A leaper's token (`shapes::Token`) in the 100-unit box: the plinth and
/// head drawn with `stroke` (fill, outline), a black token's light ring,
/// and the mark as `<text class="mark">`, as the canvas draws it.
fn token_svg(out: &mut String, token: &Token, white: bool, stroke: &str) {
    let (_, _, detail) = colours(white);
    let (hx, hy, hr) = TOKEN_HEAD;
    let _ = write!(
        out,
        "<path d=\"{TOKEN_NECK}\" {stroke}/><path d=\"{TOKEN_BASE}\" {stroke}/>\
         <circle class=\"token\" cx=\"{hx}\" cy=\"{hy}\" r=\"{hr}\" {stroke}/>"
    );
    if !white {
        let _ = write!(
            out,
            "<circle cx=\"{hx}\" cy=\"{hy}\" r=\"{TOKEN_RING_R}\" fill=\"none\" stroke=\"{detail}\" stroke-width=\"{TOKEN_RING_WIDTH}\"/>"
        );
    }
    let (mx, my) = TOKEN_MARK_AT;
    let _ = write!(
        out,
        "<text class=\"mark\" x=\"{mx}\" y=\"{my}\" font-size=\"{}\" font-weight=\"700\" text-anchor=\"middle\" \
         dominant-baseline=\"central\" fill=\"{detail}\">{}</text>",
        token.size,
        xml(&token.mark)
    );
}

/// The board of `scene` at its playback step as one RGBA pixel per square
/// (row-major, `cols × rows` pixels): squares light, walls dark, a path's
/// squares blue up to the step shown (pale after it, with `layers.path`),
/// attacked squares tinted (with `layers.attacks`), pieces dark, an
/// answer's added pieces green, the start and target markers green and red.
///
/// # Errors
/// A triangular grid (holes, not squares), or a board past
/// [`PIXELS_MAX_CELLS`] squares (export the visible window instead).
pub(crate) fn square_pixels(scene: &Scene, layers: Layers) -> Result<Vec<u8>, ExportError> {
    let board = &scene.position;
    if board.grid() != Grid::Square {
        return Err(ExportError("one pixel per square is for square boards".into()));
    }
    if board.len() > PIXELS_MAX_CELLS {
        return Err(ExportError(format!(
            "the board has {} squares: one pixel per square is made for up to {}; export the visible window instead",
            words::grouped(board.len()),
            words::grouped(PIXELS_MAX_CELLS)
        )));
    }
    const ON: [u8; 4] = [0xe4, 0xc9, 0xa0, 0xff];
    const OFF: [u8; 4] = [0x2d, 0x28, 0x24, 0xff];
    const BEHIND: [u8; 4] = [31, 111, 235, 255];
    const AHEAD: [u8; 4] = [160, 190, 235, 255];
    const HIT: [u8; 4] = [0xe8, 0x9a, 0x80, 0xff];
    const INK: [u8; 4] = [0x1d, 0x1a, 0x17, 0xff];
    const ADDED_PX: [u8; 4] = [0x2f, 0x9e, 0x55, 0xff];
    const START_PX: [u8; 4] = [0x2f, 0x9e, 0x55, 0xff];
    const TARGET_PX: [u8; 4] = [0xd6, 0x3a, 0x3a, 0xff];
    let cols = board.cols() as usize;
    let len = usize::try_from(board.len()).unwrap_or(usize::MAX);
    let mut px = Vec::with_capacity(len * 4);
    for r in 0..board.rows() {
        for c in 0..board.cols() {
            px.extend_from_slice(if board.is_on([r, c]) { &ON } else { &OFF });
        }
    }
    let mut put = |sq: Square, rgba: [u8; 4]| {
        let i = (sq[0] as usize * cols + sq[1] as usize) * 4;
        if let Some(p) = px.get_mut(i..i + 4) {
            p.copy_from_slice(&rgba);
        }
    };
    let moment = scene.moment();
    for layer in display_list(scene, &moment, layers) {
        match layer {
            Layer::Attacks(squares) => squares.iter().for_each(|&sq| put(sq, HIT)),
            Layer::Path { steps, done, .. } => {
                // Ahead first, then behind, so a square passed again shows as passed.
                for j in (done + 1..=steps.len()).chain(0..=done) {
                    if let Some(sq) = path_point(steps, j) {
                        put(sq, if j <= done { BEHIND } else { AHEAD });
                    }
                }
            }
            Layer::Markers { from, to } => {
                to.into_iter().for_each(|sq| put(sq, TARGET_PX));
                from.into_iter().for_each(|sq| put(sq, START_PX));
            }
            Layer::Pieces { still, .. } | Layer::Pegs(Pegs { still, .. }) => {
                still.keys().for_each(|&sq| put(sq, INK));
            }
            Layer::Added { squares, .. } => squares.iter().for_each(|&sq| put(sq, ADDED_PX)),
            // The squares and walls are the image's base; the rest is not
            // a square's colour (see `super::display`).
            _ => {}
        }
    }
    Ok(px)
}

/// The chess name of `square` on a board of `rows` rows: file `a` + column,
/// rank counted from the bottom (`a1` is the bottom-left square).
pub(crate) fn algebraic([r, c]: Square, rows: u32) -> String {
    let file = char::from(b'a' + u8::try_from(c).unwrap_or(25).min(25));
    format!("{file}{}", rows.saturating_sub(r))
}

/// The moves of `steps` (step `first` of the answer on) as text, one a
/// line, numbered from `first + 1`:
/// `1. (3, 0) → (1, 1)`, squares named as every message names them
/// (`core::words::at`: `(row, col)`, 0-based, row 0 at the top; a jump adds
/// `over (r, c)`), or with `rows` given (boards of at most 26 columns) in
/// chess coordinates: `1. a1 → b3`.
pub(crate) fn move_lines_from(steps: &[Step], first: usize, chess_rows: Option<u32>) -> String {
    let mut out = String::with_capacity(steps.len() * 24);
    let name = |sq: Square| match chess_rows {
        Some(rows) => algebraic(sq, rows),
        None => words::at(sq),
    };
    for (i, s) in steps.iter().enumerate() {
        let _ = write!(out, "{}. {} → {}", first + i + 1, name(s.from), name(s.to));
        if let Some(o) = s.over {
            let _ = write!(out, " over {}", name(o));
        }
        out.push('\n');
    }
    out
}

/// Items `first ..` of a list of `len`, at most `count` of them, clamped
/// to the list (empty past its end): the part of the moves or squares an
/// export asks for.
pub(crate) fn clamped_range(len: usize, first: usize, count: usize) -> std::ops::Range<usize> {
    let a = first.min(len);
    a..a.saturating_add(count).min(len)
}

/// Squares `first ..` (at most `count` of them, clamped to the list) of
/// `squares` as text: each named as every message names it
/// (`core::words::at`: `(row, col)`, 0-based), separated by one space.
pub(crate) fn square_names(squares: &[Square], first: usize, count: usize) -> String {
    let part = &squares[clamped_range(squares.len(), first, count)];
    let mut out = String::with_capacity(part.len() * 10);
    for (i, &sq) in part.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&words::at(sq));
    }
    out
}

/// Whether chess coordinates name every square of `board`: a square grid
/// of at most 26 columns.
pub(crate) fn chess_fits(board: &Board) -> bool {
    board.grid() == Grid::Square && board.cols() <= 26
}
