//! Drawing a path answer (knight paths and tours): a line through the
//! squares visited, faint ahead of the knight and bold behind it, with the
//! number of the move that reached each square (as in the move list) when
//! squares are big enough to read it.
//!
//! A tour of a 1000 × 1000 board has a million segments, too many to
//! stroke every frame. So, past [`SMALL_PATH`] steps:
//! - zoomed in (at most [`VECTOR_MAX_CELLS`] squares in view), only the
//!   segments leaving the squares in view (plus two squares around, the
//!   reach of a knight move) are drawn, found through an index of the step
//!   at which each square is first visited;
//! - zoomed out (squares about a pixel wide, where a line could not be
//!   told from its neighbours), each square of the path is one pixel of an
//!   offscreen image, faint ahead of the knight and solid behind it; only
//!   the squares whose state changed since the last frame are updated, and
//!   the image is scaled onto the board.
//!
//! All of this is a draw cache ([`PathCache`]): it can be dropped at any
//! time and is rebuilt from the scene. It is built a slice per frame (at
//! most [`POINTS_PER_FRAME`] path squares indexed or painted; [`draw`]
//! says when another frame is wanted), so that the first frame of a
//! million-step tour does not hold the page, and it grows with the
//! answer's steps as the view receives them (`checkAnswer`). Only the
//! rectangle of the image changed in a frame is uploaded to its canvas.

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement, ImageData};

use crate::core::Step;

use crate::view::model::palette::PATH;
use crate::view::model::playback::path_point as point;
use crate::view::model::scene::Scene;

use super::painter::{Painter, Visible};

/// Paths of at most this many steps are drawn whole every frame.
const SMALL_PATH: usize = 20_000;
/// Zoomed in to at most this many squares, the visible segments are drawn
/// as lines; past it the cached image is shown.
const VECTOR_MAX_CELLS: u64 = 40_000;
/// The visit index is kept for boards of at most this many squares.
const INDEX_MAX_CELLS: u64 = 4_000_000;
/// Pixel colours of the image: squares behind the knight, and ahead.
const BEHIND: [u8; 4] = [31, 111, 235, 255];
const AHEAD: [u8; 4] = [31, 111, 235, 84];
/// Visit numbers are written in squares at least this wide (CSS px).
const NUMBER_MIN_SQUARE: f64 = 22.0;

/// Paths of at most this many segments are always drawn with a casing.
const SMALL_CASED: usize = 2_000;

/// Smallest line width in CSS px, whatever the board's size.
const MIN_PATH_WIDTH: f64 = 4.0;

/// Path squares indexed, or painted into the image, per frame at most.
const POINTS_PER_FRAME: usize = 250_000;

/// Draw caches of a path answer.
#[derive(Default)]
pub(crate) struct PathCache {
    /// The answer the caches belong to ([`Scene::answer_gen`]).
    gen: u64,
    /// Per square (row-major), the path index of its first visit among
    /// the first `indexed` path indices, or `u32::MAX`; empty when not
    /// started.
    order: Vec<u32>,
    /// Path indices indexed in `order` so far.
    indexed: usize,
    /// The offscreen image of the path, if made.
    image: Option<Image>,
}

/// The path as an image of one pixel per square.
struct Image {
    canvas: HtmlCanvasElement,
    ctx: Ctx,
    /// RGBA pixels, row-major, `cols × rows`.
    pixels: Vec<u8>,
    cols: u32,
    /// Path indices painted so far (ahead of the knight, unless behind).
    painted: usize,
    /// Path indices `0..=shown` are drawn as behind the knight.
    shown: usize,
    /// The pixels changed since the last upload: `[x0, y0, x1, y1]`, inclusive.
    dirty: Option<[u32; 4]>,
}

impl Image {
    /// Colours the pixel of the square at path index `j` (`only_empty`:
    /// unless it is coloured already).
    fn paint(
        &mut self,
        board: &crate::core::board::Board,
        steps: &[Step],
        j: usize,
        colour: [u8; 4],
        only_empty: bool,
    ) {
        let Some(sq) = point(steps, j).filter(|&s| board.contains(s)) else {
            return;
        };
        let i = board.index(sq) as usize * 4;
        let Some(px) = self.pixels.get_mut(i..i + 4) else {
            return;
        };
        if only_empty && px[3] != 0 {
            return;
        }
        px.copy_from_slice(&colour);
        let (x, y) = (sq[1], sq[0]);
        self.dirty = Some(match self.dirty {
            None => [x, y, x, y],
            Some([x0, y0, x1, y1]) => [x0.min(x), y0.min(y), x1.max(x), y1.max(y)],
        });
    }

    /// Uploads the pixels changed since the last upload to the canvas.
    fn upload(&mut self) {
        let Some([x0, y0, x1, y1]) = self.dirty.take() else {
            return;
        };
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
        let row = self.cols as usize * 4;
        let data = if w == self.cols {
            let start = y0 as usize * row;
            ImageData::new_with_u8_clamped_array_and_sh(Clamped(&self.pixels[start..start + h as usize * row]), w, h)
        } else {
            let mut part = Vec::with_capacity(w as usize * h as usize * 4);
            for y in y0..=y1 {
                let start = y as usize * row + x0 as usize * 4;
                part.extend_from_slice(&self.pixels[start..start + w as usize * 4]);
            }
            ImageData::new_with_u8_clamped_array_and_sh(Clamped(&part), w, h)
        };
        if let Ok(data) = data {
            let _ = self.ctx.put_image_data(&data, f64::from(x0), f64::from(y0));
        }
    }
}

impl PathCache {
    /// Drops caches that belong to another answer.
    fn sync(&mut self, scene: &Scene) {
        if self.gen != scene.answer_gen {
            self.gen = scene.answer_gen;
            self.order.clear();
            self.indexed = 0;
            self.image = None;
        }
    }

    /// Extends the visit index of `steps` on the scene's board by up to
    /// [`POINTS_PER_FRAME`] path indices. Returns `None` on boards too big
    /// for an index, else whether it holds every index of `steps` now.
    fn index(&mut self, scene: &Scene, steps: &[Step]) -> Option<bool> {
        let board = &scene.position;
        if board.len() > INDEX_MAX_CELLS {
            return None;
        }
        if self.order.is_empty() {
            self.order = vec![u32::MAX; board.len() as usize];
            self.indexed = 0;
        }
        let end = (steps.len() + 1).min(self.indexed + POINTS_PER_FRAME);
        for j in self.indexed..end {
            if let Some(s) = point(steps, j).filter(|&s| board.contains(s)) {
                if let Some(slot) = self.order.get_mut(board.index(s) as usize) {
                    if *slot == u32::MAX {
                        *slot = j as u32;
                    }
                }
            }
        }
        self.indexed = self.indexed.max(end);
        Some(self.indexed > steps.len())
    }
}

/// How the line is stroked.
struct Pen {
    width: f64,
}

impl Pen {
    fn segments(p: &Painter, steps: &[Step], js: &[usize]) {
        for &j in js {
            if let (Some(a), Some(b)) = (point(steps, j), point(steps, j + 1)) {
                let (ax, ay) = p.center(a);
                let (bx, by) = p.center(b);
                p.ctx.move_to(ax, ay);
                p.ctx.line_to(bx, by);
            }
        }
    }

    /// Strokes segments `js` (casing, faint ahead, bold behind) and the
    /// partial segment from the knight's last square to `moving` (CSS px).
    fn draw(&self, p: &Painter, steps: &[Step], js: &[usize], done: usize, moving: Option<(f64, f64)>) {
        let ctx = p.ctx;
        let (behind, ahead): (Vec<usize>, Vec<usize>) = js.iter().partition(|&&j| j < done);
        // A white casing keeps the line readable over walls and dark
        // squares (not needed, nor cheap, where squares are a few pixels).
        if p.frame.scale >= 8.0 || js.len() <= SMALL_CASED {
            ctx.set_global_alpha(0.7);
            ctx.begin_path();
            Pen::segments(p, steps, js);
            ctx.set_stroke_style_str("#ffffff");
            ctx.set_line_width(self.width + 3.0);
            ctx.stroke();
        }
        ctx.set_stroke_style_str(PATH);
        ctx.set_line_width(self.width);
        ctx.set_global_alpha(0.45);
        ctx.begin_path();
        Pen::segments(p, steps, &ahead);
        ctx.stroke();
        ctx.set_global_alpha(0.95);
        ctx.begin_path();
        Pen::segments(p, steps, &behind);
        if let (Some(at), Some(from)) = (moving, point(steps, done)) {
            let (x, y) = p.center(from);
            ctx.move_to(x, y);
            ctx.line_to(at.0, at.1);
        }
        ctx.stroke();
        ctx.set_global_alpha(1.0);
    }
}

/// Dots on the squares of path indices `points`, or numbered discs when the
/// squares are wide enough: visited squares (index ≤ `done`) carry the
/// number of the move that reached them, as the move list numbers it (0 at
/// the start, under its marker).
fn marks(p: &Painter, steps: &[Step], points: &[usize], done: usize, width: f64, numbers: bool) {
    let s = p.frame.scale;
    if s < 14.0 {
        return;
    }
    let start = point(steps, 0);
    let numbered = numbers && s >= NUMBER_MIN_SQUARE;
    let ctx = p.ctx;
    if numbered {
        let px = (s * 0.26).clamp(9.0, 18.0);
        ctx.set_font(&format!("700 {px}px system-ui, -apple-system, 'Segoe UI', sans-serif"));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
    }
    for &j in points {
        let Some(sq) = point(steps, j) else { continue };
        // A closed tour's return to the start keeps the start's number.
        if j > 0 && Some(sq) == start {
            continue;
        }
        let at = p.center(sq);
        if !numbered {
            p.disc(at, width * if j <= done { 0.95 } else { 0.8 }, PATH);
            continue;
        }
        let label = j.to_string();
        let r = (s * 0.2).max(6.0) + 2.5 * label.len().saturating_sub(1) as f64;
        if j <= done {
            p.disc(at, r + 1.5, "#ffffff");
            p.disc(at, r, PATH);
            ctx.set_fill_style_str("#ffffff");
        } else {
            p.disc(at, r, "rgba(255, 255, 255, 0.78)");
            ctx.set_fill_style_str("rgba(31, 111, 235, 0.75)");
        }
        let _ = ctx.fill_text(&label, at.0, at.1 + 0.5);
    }
}

/// Paints a path answer's `steps`, done up to step `done`, of `scene`
/// (whose path caches `layer` holds). `moving` is the drawing point (cell
/// units) of the knight on its way. `numbers`: the move numbers on squares
/// wide enough. Returns whether another frame is wanted: a cache is still
/// being built (see the module's comment).
pub(crate) fn draw(
    p: &Painter,
    vis: &Visible,
    scene: &Scene,
    layer: &mut PathCache,
    (steps, done): (&[Step], usize),
    moving: Option<(f64, f64)>,
    numbers: bool,
) -> bool {
    layer.sync(scene);
    let n = steps.len();
    if n == 0 {
        return false;
    }
    let mut more = false;
    let s = p.frame.scale;
    // Thinner where numbered discs mark the squares.
    let pen = Pen {
        width: (s * if s >= NUMBER_MIN_SQUARE { 0.1 } else { 0.16 }).max(MIN_PATH_WIDTH),
    };
    let moving = moving.map(|at| p.frame.to_css(at));
    let ctx = p.ctx;
    ctx.save();
    ctx.set_line_join("round");
    ctx.set_line_cap("round");
    // Squares in view and two around (a knight move's reach).
    let board = &scene.position;
    let (r0, c0) = (vis.r0.saturating_sub(2), vis.c0.saturating_sub(2));
    let (r1, c1) = ((vis.r1 + 2).min(board.rows() - 1), (vis.c1 + 2).min(board.cols() - 1));
    let cells = u64::from(r1 - r0 + 1) * u64::from(c1 - c0 + 1);
    // The index is needed zoomed in only (zoomed out, the image is drawn).
    let indexed = if n > SMALL_PATH && cells <= VECTOR_MAX_CELLS {
        layer.index(scene, steps)
    } else {
        Some(true)
    };
    if n <= SMALL_PATH || indexed.is_none() {
        let all: Vec<usize> = (0..n).collect();
        pen.draw(p, steps, &all, done, moving);
        if s >= 14.0 {
            let points: Vec<usize> = (0..=n).collect();
            marks(p, steps, &points, done, pen.width, numbers);
        }
    } else {
        more = indexed == Some(false);
        if cells <= VECTOR_MAX_CELLS {
            // Path indices of the squares near the view; the segment
            // leaving each (index < n) is drawn, and the square marked.
            let mut points = Vec::new();
            for r in r0..=r1 {
                for c in c0..=c1 {
                    if let Some(&j) = layer
                        .order
                        .get(board.index([r, c]) as usize)
                        .filter(|&&j| j != u32::MAX)
                    {
                        points.push(j as usize);
                    }
                }
            }
            points.sort_unstable();
            let segments: Vec<usize> = points.iter().copied().filter(|&j| j < n).collect();
            pen.draw(p, steps, &segments, done, moving);
            marks(p, steps, &points, done, pen.width, numbers);
        } else {
            more = image(p, scene, layer, steps, done);
            if let (Some(at), Some(from)) = (moving, point(steps, done)) {
                ctx.begin_path();
                let (x, y) = p.center(from);
                ctx.move_to(x, y);
                ctx.line_to(at.0, at.1);
                ctx.set_stroke_style_str(PATH);
                ctx.set_line_width(pen.width);
                ctx.stroke();
            }
        }
    }
    ctx.restore();
    more
}

/// Shows the offscreen image of the path, making or updating it first:
/// up to [`POINTS_PER_FRAME`] more path squares painted ahead of the
/// knight, the squares passed since the last frame painted behind it (or
/// ahead again, going back). Returns whether squares remain to paint.
fn image(p: &Painter, scene: &Scene, layer: &mut PathCache, steps: &[Step], done: usize) -> bool {
    let board = &scene.position;
    let (rows, cols) = (board.rows(), board.cols());
    if layer.image.is_none() {
        let Some(mut im) = new_image(rows, cols) else {
            return false;
        };
        im.paint(board, steps, 0, BEHIND, false);
        layer.image = Some(im);
    }
    let Some(im) = layer.image.as_mut() else {
        return false;
    };
    // Ahead of the knight: squares not coloured yet (those behind it, or
    // visited before, keep their colour).
    let end = (steps.len() + 1).min(im.painted + POINTS_PER_FRAME);
    for j in im.painted..end {
        im.paint(board, steps, j, AHEAD, true);
    }
    im.painted = im.painted.max(end);
    let start = point(steps, 0);
    if done > im.shown {
        for j in im.shown + 1..=done {
            im.paint(board, steps, j, BEHIND, false);
        }
    } else {
        // Back: squares past `done` are ahead again (the start never is).
        for j in done + 1..=im.shown {
            if point(steps, j) != start {
                im.paint(board, steps, j, AHEAD, false);
            }
        }
    }
    im.shown = done;
    im.upload();
    let s = p.frame.scale;
    let (x, y) = p.frame.to_css((0.0, 0.0));
    // Smoothed when a pixel covers several squares; crisp blocks otherwise.
    p.ctx.set_image_smoothing_enabled(s < 1.5);
    let _ = p.ctx.draw_image_with_html_canvas_element_and_dw_and_dh(
        &im.canvas,
        x,
        y,
        f64::from(cols) * s,
        f64::from(rows) * s,
    );
    im.painted <= steps.len()
}

/// A transparent offscreen image of one pixel per square.
fn new_image(rows: u32, cols: u32) -> Option<Image> {
    let canvas: HtmlCanvasElement = web_sys::window()?
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    canvas.set_width(cols);
    canvas.set_height(rows);
    let ctx: Ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let pixels = vec![0; rows as usize * cols as usize * 4];
    Some(Image {
        canvas,
        ctx,
        pixels,
        cols,
        painted: 0,
        shown: 0,
        dirty: None,
    })
}
