//! Painting a [`Scene`] on a 2D canvas: reads the model, never changes
//! what a request holds.
//!
//! Everything is placed with the core's geometry ([`Board::extent`],
//! [`Board::center`], [`Board::hit`]) through the camera's [`Frame`]. Only
//! what is visible is drawn, and big boards are drawn in bulk: the board is
//! one rectangle, the chequer pattern only where squares are a few pixels
//! wide, walls as row runs of the squares in view (or, below a pixel and a
//! half a square, the model's block image of the walls, updated by dirty
//! rectangles); the path line is drawn by [`path`]. The
//! path line, markers and the moving knight keep a minimum size in pixels
//! so that they stay visible on a 10 000 × 10 000 board. Placement puzzles
//! get the squares their pieces attack tinted and the pieces an answer
//! added marked (a green square and ring).

mod painter;
mod path;
mod pegs;
mod pieces;
mod pixels;
mod trace;

use std::collections::BTreeMap;
use std::f64::consts::TAU;

use web_sys::CanvasRenderingContext2d as Ctx;

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::puzzles::AnswerKind;
use crate::view::model::camera::Camera;
pub(crate) use crate::view::model::display::Layers;
use crate::view::model::display::{display_list, Layer};
use crate::view::model::labels::{away, marks, LabelStyle};
use crate::view::model::palette::{Theme, HOLE, START, TARGET};
use crate::view::model::raster::{self, BlockRaster, WallPixels};
use crate::view::model::scene::Scene;

use painter::{visible, Painter, Visible};
pub(crate) use path::PathCache;
pub(crate) use pieces::Shapes;
use pixels::PixelImage;

const GRID_LINE: &str = "rgba(110, 72, 40, 0.16)";
const TICK: &str = "rgba(110, 72, 40, 0.55)";
/// [`HOLE`] as RGBA bytes, for images.
const HOLE_RGBA: [u8; 4] = [0x2d, 0x28, 0x24, 0xff];
const HOLE_SHADE: &str = "#161311";
const LAST_MOVE: &str = "rgba(155, 199, 0, 0.42)";
const SELECTED: &str = "rgba(20, 110, 45, 0.50)";
const DROP: &str = "rgba(20, 110, 45, 0.65)";
const HOVER: &str = "rgba(0, 0, 0, 0.35)";
const HOVER_ON_WALL: &str = "rgba(255, 255, 255, 0.55)";
const CURSOR: &str = "#1f6feb";
/// The step of an answer the core's rules refuse, where playback stops.
const REFUSED: &str = "#c2185b";
/// The coach's hint (play mode).
const HINT: &str = "#1f6feb";
const GOAL_FRAME: &str = "#7c4dff";
/// Squares attacked by the placed pieces.
const ATTACKED: &str = "rgba(214, 58, 58, 0.24)";
/// A placed piece that another attacks.
const CONFLICT: &str = "#d63a3a";
/// Squares of the pieces an answer added.
const ADDED: &str = "rgba(47, 158, 85, 0.42)";
const ADDED_RING: &str = "#2f9e55";
/// Past this many visible added pieces they are drawn as discs.
const MAX_ADDED_SHAPES: usize = 2_500;
/// Squares narrower than this (CSS px) get the added pieces, when there
/// are more than [`MAX_ADDED_SHAPES`], from a block image.
const ADDED_IMAGE_BELOW: f64 = 3.0;
/// [`ADDED_RING`] as RGBA bytes, for images.
const ADDED_RGBA: [u8; 4] = [0x2f, 0x9e, 0x55, 0xff];

/// The chequer is drawn when squares are at least this wide (CSS px) and
/// at most this many are visible; otherwise the board is one flat colour.
const CHEQUER_MIN_SQUARE: f64 = 4.0;
const CHEQUER_MAX_CELLS: u64 = 120_000;

/// Smallest sizes in CSS px, whatever the board's size.
const MIN_KNIGHT: f64 = 34.0;
const MIN_MARKER: f64 = 8.0;

/// The painter's caches: piece shapes, the path's index and image, the
/// walls' and added pieces' images. All can be dropped and rebuilt from
/// the scene.
#[derive(Default)]
pub(crate) struct Caches {
    /// The piece shapes (made on first use).
    pub shapes: Option<Shapes>,
    /// The path answer's caches.
    pub paths: PathCache,
    /// The walls' block image.
    pub walls: WallImage,
    /// The added pieces' block image.
    pub added: AddedImage,
}

/// Paints `scene`; the canvas must be sized `camera.width × camera.height`
/// CSS pixels at `camera.dpr`. Returns whether another frame is wanted (a
/// cache built over several frames, see `path.rs`, is not complete yet).
pub(crate) fn draw(ctx: &Ctx, scene: &mut Scene, caches: &mut Caches) -> bool {
    draw_with(ctx, scene, caches, Layers::SCREEN)
}

/// Paints `scene` as [`draw`] does, with only the `layers` asked for (the
/// exports of issue 16: coordinates, path, numbers and attack shading each
/// optional; an export gets a white background and no goal frame). What
/// is drawn is the model's display list ([`display_list`]); this is its
/// canvas back end.
pub(crate) fn draw_with(ctx: &Ctx, scene: &mut Scene, caches: &mut Caches, layers: Layers) -> bool {
    let cam = scene.camera.clone();
    let _ = ctx.set_transform(cam.dpr, 0.0, 0.0, cam.dpr, 0.0, 0.0);
    ctx.clear_rect(0.0, 0.0, cam.width, cam.height);
    scene.cache_attacks();
    let scene = &*scene;
    let moment = scene.moment();
    let list = display_list(scene, &moment, layers);
    let p = Painter {
        ctx,
        board: &scene.position,
        frame: cam.frame(scene.position.extent()),
        // An export is a printed figure: always the light colours.
        theme: if scene.dark && !layers.export {
            Theme::DARK
        } else {
            Theme::LIGHT
        },
    };
    // Square boards draw only the squares in view (none: only a background).
    let vis = if scene.editor.answer == AnswerKind::Jumps {
        None
    } else {
        let vis = visible(&p, cam.width, cam.height);
        if vis.is_none() {
            if list.first().is_some_and(|l| matches!(l, Layer::Background)) {
                background(&p, &cam);
            }
            return false;
        }
        vis
    };
    let mut more = false;
    for layer in &list {
        more |= paint_layer(&p, vis.as_ref(), scene, caches, &cam, layer);
    }
    more
}

/// An export's white background over the whole canvas.
fn background(p: &Painter, cam: &Camera) {
    p.ctx.set_fill_style_str("#ffffff");
    p.ctx.fill_rect(0.0, 0.0, cam.width, cam.height);
}

/// Paints one layer; `vis` is the part of a square board in view (`None`
/// for peg boards, drawn whole). Returns whether another frame is wanted.
fn paint_layer(
    p: &Painter,
    vis: Option<&Visible>,
    scene: &Scene,
    caches: &mut Caches,
    cam: &Camera,
    layer: &Layer,
) -> bool {
    let ctx = p.ctx;
    let frame = p.frame;
    let s = frame.scale;
    let shapes = caches.shapes.get_or_insert_with(Shapes::new);
    let knight = |walker: bool| if walker { (s * 0.92).max(MIN_KNIGHT) } else { s * 0.9 };
    // What the board's knights are drawn as (`shapes::glyph`).
    let leaper = p.board.leaper();
    match (*layer, vis) {
        (Layer::Background, _) => background(p, cam),
        // No drop shadow in an export: flat as a printed figure, and a blur
        // over a 4x image is the slowest part of drawing it.
        (Layer::PegBoard { editable, flat }, _) => pegs::board(ctx, p.board, frame, editable, flat),
        (Layer::Squares { flat }, Some(vis)) => board_base(p, vis, p.board.extent(), flat),
        (Layer::Walls, Some(vis)) => {
            if s < WALL_IMAGE_BELOW {
                return caches.walls.draw(p, scene);
            } else {
                draw_walls(p, vis);
            }
        }
        (Layer::SearchColours(t), Some(vis)) => trace::draw(p, vis, t),
        (Layer::Labels { on_edges, style }, _) => {
            if frame.labels {
                labels(p, style);
            } else if let (true, true, Some(vis)) = (on_edges, cam.zoomed() && s >= CHEQUER_MIN_SQUARE * 3.0, vis) {
                edge_labels(p, vis, style);
            }
        }
        (Layer::Attacks(squares), Some(vis)) => attack_shade(p, vis, squares),
        (Layer::SearchEvents(t), Some(vis)) => trace::draw_typed(p, vis, t),
        (
            Layer::Refused(_)
            | Layer::LastMove { .. }
            | Layer::Hint { .. }
            | Layer::Selected(_)
            | Layer::Drop(_)
            | Layer::Hover { .. }
            | Layer::Cursor(_),
            _,
        ) => highlight(p, layer),
        (Layer::Ghosts { other, still }, _) => ghosts(p, other, shapes, still),
        (
            Layer::Path {
                steps,
                done,
                moving,
                numbers,
            },
            Some(vis),
        ) => return path::draw(p, vis, scene, &mut caches.paths, (steps, done), moving, numbers),
        (Layer::Markers { from, to }, _) => markers(p, from, to),
        (Layer::Pieces { still, walker, lifted }, _) => {
            for (&sq, &piece) in still {
                let alpha = if lifted == Some(sq) { 0.3 } else { 1.0 };
                shapes.draw(ctx, (piece, leaper), p.center(sq), knight(walker), alpha);
            }
        }
        (Layer::Pegs(shown), _) => pegs::pegs(ctx, p.board, frame, &shown),
        (Layer::Added { squares, piece }, Some(vis)) => {
            added_pieces(p, vis, scene, (squares, piece), shapes, &mut caches.added);
        }
        (Layer::Moving { piece, at, walker }, _) => {
            shapes.draw(ctx, (piece, leaper), frame.to_css(at), knight(walker), 1.0);
        }
        (Layer::Dragged { piece, at, walker }, _) => {
            ctx.save();
            ctx.set_shadow_color("rgba(0, 0, 0, 0.35)");
            ctx.set_shadow_blur(10.0);
            ctx.set_shadow_offset_y(3.0);
            shapes.draw(ctx, (piece, leaper), at, knight(walker) * 1.12, 1.0);
            ctx.restore();
        }
        (Layer::LastJump(t), _) => trace::last_jump(p, t),
        (Layer::GoalFrame, _) => goal_frame(p, p.board.extent()),
        // Layers of square boards, with no square in view.
        (_, None) => {}
    }
    false
}

/// Paints a square's highlight: a refused move, the last move, a hint,
/// the selection, a drop target, the hovered square or the keyboard cursor.
fn highlight(p: &Painter, layer: &Layer) {
    let s = p.frame.scale;
    match *layer {
        Layer::Refused(m) => {
            p.ring_square(m.from, REFUSED, (s * 0.08).clamp(2.0, 5.0));
            p.ring_square(m.to, REFUSED, (s * 0.08).clamp(2.0, 5.0));
        }
        Layer::LastMove { from, to } => {
            p.fill_square(from, LAST_MOVE);
            if let Some(to) = to {
                p.fill_square(to, LAST_MOVE);
            }
        }
        Layer::Hint { from, to } => {
            let w = (s * 0.1).clamp(2.5, 6.0);
            p.ring_square(from, HINT, w);
            if let Some(to) = to {
                p.ring_square(to, HINT, w);
            }
        }
        Layer::Selected(sq) => p.fill_square(sq, SELECTED),
        Layer::Drop(sq) => p.ring_square(sq, DROP, (s * 0.07).clamp(2.0, 5.0)),
        Layer::Hover { square, on } if s >= 6.0 => p.ring_square(square, if on { HOVER } else { HOVER_ON_WALL }, 1.5),
        Layer::Cursor(sq) => p.ring_square(sq, CURSOR, (s * 0.06).clamp(2.0, 4.0)),
        _ => {}
    }
}

/// The board: a drop shadow (unless `flat`: zoomed in, or an export), one
/// light rectangle, then the dark squares (or a flat colour and a coarse
/// grid where squares are tiny).
fn board_base(p: &Painter, vis: &Visible, (ew, eh): (f64, f64), flat: bool) {
    let ctx = p.ctx;
    let s = p.frame.scale;
    let (x, y) = p.frame.to_css((0.0, 0.0));
    let chequer = s >= CHEQUER_MIN_SQUARE && vis.cells() <= CHEQUER_MAX_CELLS;
    ctx.save();
    if !flat {
        ctx.set_shadow_color("rgba(40, 25, 10, 0.28)");
        ctx.set_shadow_blur(14.0);
        ctx.set_shadow_offset_y(3.0);
    }
    ctx.set_fill_style_str(if chequer { p.theme.light } else { p.theme.flat });
    ctx.fill_rect(x, y, ew * s, eh * s);
    ctx.restore();
    if chequer {
        ctx.begin_path();
        for r in vis.r0..=vis.r1 {
            for c in vis.c0..=vis.c1 {
                if (r + c) % 2 == 1 {
                    p.square_rect([r, c], 0.0);
                }
            }
        }
        ctx.set_fill_style_str(p.theme.dark);
        ctx.fill();
    } else {
        grid_lines(p, vis);
    }
}

/// Faint lines every 1, 2, 5, 10, 20, 50 … squares, at least 40 px apart,
/// so that positions on a big board can be read.
fn grid_lines(p: &Painter, vis: &Visible) {
    let s = p.frame.scale;
    let Some(every) = [1u32, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
        .into_iter()
        .find(|&k| f64::from(k) * s >= 40.0)
    else {
        return;
    };
    let ctx = p.ctx;
    let (x0, y0) = p.frame.to_css((0.0, 0.0));
    let (ew, eh) = p.board.extent();
    let (x1, y1) = p.frame.to_css((ew, eh));
    ctx.begin_path();
    let first = |a: u32| a.div_ceil(every) * every;
    let mut c = first(vis.c0.max(1));
    while c <= vis.c1 {
        let x = x0 + f64::from(c) * s;
        ctx.move_to(x, y0);
        ctx.line_to(x, y1);
        c += every;
    }
    let mut r = first(vis.r0.max(1));
    while r <= vis.r1 {
        let y = y0 + f64::from(r) * s;
        ctx.move_to(x0, y);
        ctx.line_to(x1, y);
        r += every;
    }
    ctx.set_stroke_style_str(GRID_LINE);
    ctx.set_line_width(1.0);
    ctx.stroke();
    // Row and column numbers of the lines, inside the board's edges.
    ctx.set_font("600 10px system-ui, -apple-system, 'Segoe UI', sans-serif");
    ctx.set_fill_style_str(TICK);
    ctx.set_text_baseline("top");
    ctx.set_text_align("left");
    let mut c = first(vis.c0.max(1));
    while c <= vis.c1 {
        let _ = ctx.fill_text(&c.to_string(), x0 + f64::from(c) * s + 3.0, y0.max(0.0) + 3.0);
        c += every;
    }
    let mut r = first(vis.r0.max(1));
    while r <= vis.r1 {
        let _ = ctx.fill_text(&r.to_string(), x0.max(0.0) + 3.0, y0 + f64::from(r) * s + 3.0);
        r += every;
    }
}

/// Squares narrower than this (CSS px) get their walls from a
/// [`WallImage`] block image instead of one rectangle per run.
const WALL_IMAGE_BELOW: f64 = 1.5;

/// The off squares as the model's block image ([`WallPixels`]), for
/// boards zoomed out below [`WALL_IMAGE_BELOW`] px a square: drawn run by
/// run, each run at least a pixel tall, 20 % of walls would paint the
/// whole board dark. An edit uploads only the pixels it changed.
#[derive(Default)]
pub(crate) struct WallImage {
    pixels: WallPixels,
    image: Option<PixelImage>,
}

impl WallImage {
    /// Draws the image; returns whether another frame is wanted (the image
    /// is being rebuilt a slice a frame: [`WallPixels::pending`]).
    fn draw(&mut self, p: &Painter, scene: &Scene) -> bool {
        let (epoch, edits) = scene.wall_edits();
        let Some(raster) = self.pixels.sync(p.board, epoch, edits, HOLE_RGBA) else {
            return false;
        };
        if !self.image.as_ref().is_some_and(|im| im.fits(raster)) {
            let (w, h) = raster.size();
            self.image = PixelImage::new(w, h);
            raster.mark_all_dirty();
        }
        if let Some(im) = &self.image {
            im.upload(raster);
            draw_raster(p, im, raster);
        }
        self.pixels.pending()
    }
}

/// Draws a block image over the whole board.
fn draw_raster(p: &Painter, im: &PixelImage, raster: &BlockRaster) {
    let s = p.frame.scale * f64::from(raster.block());
    let (w, h) = raster.size();
    im.draw(p.ctx, p.frame.to_css((0.0, 0.0)), (f64::from(w) * s, f64::from(h) * s));
}

/// The pieces a placement answer added as a block image, for when too many
/// are in view to draw one by one; rebuilt when the solution shown changes.
#[derive(Default)]
pub(crate) struct AddedImage {
    /// `(answer_gen, solution index, pieces drawn, block)` the image was made for.
    made: Option<(u64, usize, usize, u32)>,
    raster: Option<BlockRaster>,
    image: Option<PixelImage>,
}

/// Off squares as holes: dark and inset (a shaded top-left edge) where they
/// are big enough, dark row runs at least a pixel thick otherwise.
fn draw_walls(p: &Painter, vis: &Visible) {
    let ctx = p.ctx;
    let s = p.frame.scale;
    let runs = raster::wall_runs(p.board, [vis.r0, vis.r1], [vis.c0, vis.c1]);
    if runs.is_empty() {
        return;
    }
    let shown = runs.iter();
    ctx.begin_path();
    let mut bevels = Vec::new();
    for &(r, [a, b]) in shown {
        let (xa, y) = p.center([r, a.max(vis.c0)]);
        let (xb, _) = p.center([r, b.min(vis.c1)]);
        let (w, h) = ((xb - xa + s).max(1.0), s.max(1.0));
        ctx.rect(xa - s / 2.0, y - s / 2.0, w, h);
        if s >= 10.0 {
            bevels.push((xa - s / 2.0, y - s / 2.0, w));
        }
    }
    ctx.set_fill_style_str(HOLE);
    ctx.fill();
    if !bevels.is_empty() {
        // The shade of the hole's upper and left inner edges.
        let (top, left) = ((s * 0.13).max(2.0), (s * 0.08).max(1.5));
        ctx.begin_path();
        for (x, y, w) in bevels {
            ctx.rect(x, y, w, top);
            let cells = (w / s).round().max(1.0) as u32;
            for i in 0..cells {
                ctx.rect(x + f64::from(i) * s, y, left, s);
            }
        }
        ctx.set_fill_style_str(HOLE_SHADE);
        ctx.fill();
    }
}

/// The rows' and columns' names ([`marks`], as the SVG export writes
/// them): each [`away`] (10 px past the edge) beside its square.
fn labels(p: &Painter, style: LabelStyle) {
    let ctx = p.ctx;
    let px = (p.frame.scale * 0.28).clamp(9.0, 12.0);
    ctx.set_font(&format!("600 {px}px system-ui, -apple-system, 'Segoe UI', sans-serif"));
    ctx.set_fill_style_str(p.theme.label);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    let away = away(p.board.grid(), p.frame.scale, 10.0);
    for m in marks(p.board, style) {
        let (x, y) = p.center(m.at);
        let _ = ctx.fill_text(&m.text, x + m.toward.0 * away, y + m.toward.1 * away);
    }
}

/// Row and column names along the canvas's top and left edges when
/// zoomed in, on small pills, every square or every few squares.
fn edge_labels(p: &Painter, vis: &Visible, style: LabelStyle) {
    let ctx = p.ctx;
    let s = p.frame.scale;
    let every = [1u32, 2, 5, 10, 20, 50]
        .into_iter()
        .find(|&k| f64::from(k) * s >= 30.0)
        .unwrap_or(100);
    ctx.set_font("600 10px system-ui, -apple-system, 'Segoe UI', sans-serif");
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    let pill = |text: &str, x: f64, y: f64| {
        let w = 6.0 * text.len() as f64 + 8.0;
        ctx.set_fill_style_str(p.theme.pill);
        ctx.begin_path();
        let _ = ctx.round_rect_with_f64(x - w / 2.0, y - 7.5, w, 15.0, 7.5);
        ctx.fill();
        ctx.set_fill_style_str(p.theme.label);
        let _ = ctx.fill_text(text, x, y);
    };
    let mut c = vis.c0.div_ceil(every) * every;
    while c <= vis.c1 {
        let (x, _) = p.center([vis.r0, c]);
        if x > 36.0 {
            pill(&style.col(c), x, 11.0);
        }
        c += every;
    }
    let rows = p.board.rows();
    let mut r = vis.r0.div_ceil(every) * every;
    while r <= vis.r1 {
        let (_, y) = p.center([r, vis.c0]);
        let name = style.row(r, rows);
        if y > 24.0 {
            pill(&name, 4.0 + 3.0 * name.len() as f64 + 4.0, y);
        }
        r += every;
    }
}

/// The other board's pieces (the goal while the position is shown, the
/// position while the goal is edited): a faint silhouette on an empty
/// square, a small pip in the corner of a square holding another piece,
/// nothing where the piece already stands.
fn ghosts(p: &Painter, other: &Board, shapes: &Shapes, still: &BTreeMap<Square, Piece>) {
    let s = p.frame.scale;
    if s < 10.0 {
        return;
    }
    for (sq, piece) in other.pieces() {
        let (x, y) = p.center(sq);
        match still.get(&sq) {
            Some(&here) if here == piece => {}
            Some(_) => {
                let at = (x + s * 0.36, y - s * 0.36);
                let (fill, ring) = if piece.is_black() {
                    ("#24201d", "#f3ece1")
                } else {
                    ("#fbfaf7", "#1d1a17")
                };
                p.disc(at, s * 0.085 + 1.5, ring);
                p.disc(at, s * 0.085, fill);
            }
            None => {
                let alpha = if piece.is_black() { 0.28 } else { 0.5 };
                shapes.draw(p.ctx, (piece, p.board.leaper()), (x, y), s * 0.9, alpha);
            }
        }
    }
}

/// The start (a green disc under the knight) and the target (a red
/// bullseye), never smaller than a few pixels.
fn markers(p: &Painter, from: Option<Square>, to: Option<Square>) {
    let s = p.frame.scale;
    let r = (s * 0.42).max(MIN_MARKER);
    if let Some(to) = to {
        let at = p.center(to);
        p.disc(at, r + 1.5, "#ffffff");
        p.disc(at, r, TARGET);
        p.disc(at, r * 0.68, "#ffffff");
        p.disc(at, r * 0.38, TARGET);
    }
    if let Some(from) = from {
        let at = p.center(from);
        p.disc(at, r + 1.5, "#ffffff");
        p.disc(at, r, START);
    }
}

/// A violet frame around the board while the goal is edited.
fn goal_frame(p: &Painter, (ew, eh): (f64, f64)) {
    let ctx = p.ctx;
    let (x, y) = p.frame.to_css((0.0, 0.0));
    let (w, h) = (ew * p.frame.scale, eh * p.frame.scale);
    ctx.begin_path();
    ctx.rect(x - 3.0, y - 3.0, w + 6.0, h + 6.0);
    ctx.set_stroke_style_str(GOAL_FRAME);
    ctx.set_line_width(3.0);
    ctx.stroke();
}

/// The rows of `squares` (row-major) that `vis` shows.
fn visible_squares<'a>(squares: &'a [Square], vis: &'a Visible) -> impl Iterator<Item = Square> + 'a {
    let start = squares.partition_point(|s| s[0] < vis.r0);
    squares[start..]
        .iter()
        .take_while(move |s| s[0] <= vis.r1)
        .filter(move |s| s[1] >= vis.c0 && s[1] <= vis.c1)
        .copied()
}

/// Squares attacked by the position's pieces, tinted; a piece that another
/// attacks gets a red ring (a conflict the solver will refuse).
fn attack_shade(p: &Painter, vis: &Visible, attacked: &[Square]) {
    if attacked.is_empty() {
        return;
    }
    let ctx = p.ctx;
    ctx.begin_path();
    let mut conflicts = Vec::new();
    for sq in visible_squares(attacked, vis) {
        p.square_rect(sq, 0.0);
        if p.board.get(sq) != Cell::Empty {
            conflicts.push(sq);
        }
    }
    ctx.set_fill_style_str(ATTACKED);
    ctx.fill();
    let w = (p.frame.scale * 0.08).clamp(2.0, 5.0);
    for sq in conflicts {
        p.ring_square(sq, CONFLICT, w);
    }
}

/// The pieces a placement answer added: a green square under each, then
/// the piece (discs when very many or tiny).
/// `scene` keys the block image (its answer and the solution shown).
fn added_pieces(
    p: &Painter,
    vis: &Visible,
    scene: &Scene,
    (added, piece): (&[Square], Piece),
    shapes: &Shapes,
    cache: &mut AddedImage,
) {
    if p.frame.scale < ADDED_IMAGE_BELOW && added.len() > MAX_ADDED_SHAPES {
        // Squares per CSS pixel, rounded up: the image is no wider than drawn.
        let block = (1.0 / p.frame.scale).ceil().clamp(1.0, 255.0) as u32;
        let solution = scene.placements.as_ref().map_or(0, |pl| pl.index());
        let key = (scene.answer_gen, solution, added.len(), block);
        if cache.made != Some(key) {
            cache.made = Some(key);
            let b = p.board;
            let raster = raster::squares_raster(b.rows(), b.cols(), block, added, ADDED_RGBA);
            let (w, h) = raster.size();
            cache.image = PixelImage::new(w, h);
            cache.raster = Some(raster);
        }
        if let (Some(im), Some(raster)) = (&cache.image, cache.raster.as_mut()) {
            im.upload(raster);
            draw_raster(p, im, raster);
        }
        return;
    }
    let shown: Vec<Square> = visible_squares(added, vis).collect();
    if shown.is_empty() {
        return;
    }
    let ctx = p.ctx;
    let s = p.frame.scale;
    ctx.begin_path();
    for &sq in &shown {
        p.square_rect(sq, 0.0);
    }
    ctx.set_fill_style_str(ADDED);
    ctx.fill();
    if s >= 10.0 && shown.len() <= MAX_ADDED_SHAPES {
        for &sq in &shown {
            p.ring_square(sq, ADDED_RING, (s * 0.05).clamp(1.5, 3.0));
            shapes.draw(ctx, (piece, p.board.leaper()), p.center(sq), s * 0.9, 1.0);
        }
    } else {
        ctx.begin_path();
        let r = (s * 0.32).max(0.5);
        for &sq in &shown {
            let (x, y) = p.center(sq);
            ctx.move_to(x + r, y);
            let _ = ctx.arc(x, y, r, 0.0, TAU);
        }
        ctx.set_fill_style_str("#1d1a17");
        ctx.fill();
    }
}
