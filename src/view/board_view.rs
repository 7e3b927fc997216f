//! The [`BoardView`] handle: the model's [`Scene`], the canvas it is
//! painted on and the painter's caches, with the helpers its JS methods
//! (in `js.rs`) share. Internals only; nothing here is exported.

use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::api::args::{self, Arg};

use crate::core::board::Square;
use crate::core::puzzles::PUZZLES;
use crate::core::search::trace::Heat;
use crate::core::{Request, RequestError, Step};

use super::model::display::Layers;
use super::model::editing::Editing;
use super::model::scene::Scene;
use super::paint::Caches;

/// A board drawn on a canvas and edited with the pointer and keyboard.
///
/// Coordinates of pointer events are CSS pixels relative to the canvas's
/// top-left corner. Squares are `[row, col]`, 0-based, row 0 at the top.
#[wasm_bindgen]
pub struct BoardView {
    pub(super) canvas: HtmlCanvasElement,
    pub(super) ctx: CanvasRenderingContext2d,
    pub(super) scene: Scene,
    pub(super) caches: Caches,
    /// The steps of a long answer still to read from the worker's packed
    /// array (`setAnswer`, then `checkAnswer` in slices).
    pub(super) packed_answer: Option<PackedAnswer>,
    /// The painter's caches of exports (`renderTo`), apart from the
    /// board's own so that an export never disturbs what is shown.
    pub(super) export_caches: Caches,
}

/// The options of an export (`renderTo`, `toSvg`, `squarePixels`), as
/// JavaScript gives them; every field optional.
#[derive(Default)]
pub(super) struct ExportIn {
    /// Row and column numbers (default on).
    pub labels: Option<bool>,
    /// A path answer's line (default on).
    pub path: Option<bool>,
    /// The move numbers on a path (default on).
    pub numbers: Option<bool>,
    /// Attack shading (default on).
    pub attacks: Option<bool>,
    /// The answer's step to draw (default: the step shown, whole steps).
    pub step: Option<f64>,
    /// A placement answer: draw only the first `placed` pieces it adds,
    /// in the answer's order (default: all).
    pub placed: Option<u32>,
    /// The goal board instead of the position.
    pub goal: bool,
    /// `renderTo`: the visible window as zoomed (default: the whole board).
    pub window: bool,
    /// `toSvg`: caption lines under the board.
    pub caption: Vec<String>,
    /// `toSvg`: the share link of the position.
    pub link: Option<String>,
}

impl ExportIn {
    /// The options' names, as JavaScript spells them.
    const FIELDS: [&'static str; 10] = [
        "labels", "path", "numbers", "attacks", "step", "placed", "goal", "window", "caption", "link",
    ];

    /// Reads the options object of `method` (`undefined` and `null`: every
    /// default), each field by its kind (`undefined`: its default).
    ///
    /// # Errors
    /// Anything but an object of options; an unknown option (the nearest
    /// name suggested); an option of the wrong kind, named; a getter that
    /// throws.
    pub fn read(value: &JsValue, method: &str) -> Result<ExportIn, JsError> {
        let mut out = ExportIn::default();
        for (key, v) in args::options(value, Arg::of(method, "options"), &Self::FIELDS)? {
            let name = format!("options.{key}");
            let at = Arg::of(method, &name);
            let flag = |v: &JsValue| (!v.is_null()).then(|| args::flag(v, at)).transpose();
            match key.as_str() {
                "labels" => out.labels = flag(&v)?,
                "path" => out.path = flag(&v)?,
                "numbers" => out.numbers = flag(&v)?,
                "attacks" => out.attacks = flag(&v)?,
                "goal" => out.goal = args::flag(&v, at)?,
                "window" => out.window = args::flag(&v, at)?,
                "step" if !v.is_null() => out.step = Some(args::number(&v, at)?),
                "placed" => out.placed = args::optional_whole(&v, at)?,
                "link" if !v.is_null() => out.link = Some(args::text(&v, at, "a link", args::TEXT_MAX)?),
                "caption" => out.caption = args::texts(&v, at, "a line of text", args::TEXT_MAX)?,
                _ => {}
            }
        }
        Ok(out)
    }

    /// The layers drawn.
    pub fn layers(&self) -> Layers {
        Layers {
            labels: self.labels.unwrap_or(true),
            path: self.path.unwrap_or(true),
            numbers: self.numbers.unwrap_or(true),
            attacks: self.attacks.unwrap_or(true),
            export: true,
        }
    }
}

/// A long answer's packed steps (`solvePacked`: six numbers a step), read
/// as they are checked.
pub(super) struct PackedAnswer {
    /// The packed steps.
    pub packed: js_sys::Uint32Array,
    /// Steps read so far.
    pub read: usize,
    /// The answer they belong to ([`Scene::answer_gen`]).
    pub gen: u64,
}

pub(super) fn js_err(e: &RequestError) -> JsError {
    JsError::new(e.message())
}

/// The part of an answer the view shows; other fields are ignored.
#[derive(Default)]
pub(super) struct AnswerSteps {
    /// The moves (`steps`), else
    pub steps: Option<Vec<Step>>,
    /// the placement (`placement`), else
    pub placement: Option<Vec<Square>>,
    /// every placement found (`solutions`, mode `"all"`).
    pub solutions: Option<Vec<Vec<Square>>>,
}

impl AnswerSteps {
    /// Solutions read at most (of mode `"all"`).
    const SOLUTIONS_MAX: u32 = 1_000_000;

    /// Reads `setAnswer`'s answer: `steps` when given, else `solutions`,
    /// else `placement` (the first given is the one shown; the others are
    /// not read).
    ///
    /// # Errors
    /// Anything but an object; a field of the wrong kind, naming it and
    /// the first faulty element (`answer.steps[3].from`).
    pub fn read(value: &JsValue) -> Result<AnswerSteps, JsError> {
        let at = Arg::of("setAnswer", "answer");
        let expected = "an answer {steps?, placement?, solutions?}";
        let mut out = AnswerSteps::default();
        if let Some(v) = args::field(value, at, "steps", expected)? {
            out.steps = Some(args::steps(&v, Arg::of("setAnswer", "answer.steps"))?);
        } else if let Some(v) = args::field(value, at, "solutions", expected)? {
            let at = Arg::of("setAnswer", "answer.solutions");
            out.solutions = Some(args::square_lists(&v, at, Self::SOLUTIONS_MAX)?);
        } else if let Some(v) = args::field(value, at, "placement", expected)? {
            out.placement = Some(args::squares(&v, Arg::of("setAnswer", "answer.placement"))?);
        }
        Ok(out)
    }
}

/// Steps `first .. first + count` of steps packed six numbers each
/// (`solvePacked`): from, to, over, with `u32::MAX` for no `over`; fewer
/// past the end. Read from the typed array in chunks, so a million-step
/// tour is never copied whole into wasm memory (which would keep its 24 MB
/// for the page's life: wasm memory never shrinks).
pub(super) fn unpack(packed: &js_sys::Uint32Array, first: usize, count: usize) -> Vec<Step> {
    /// Numbers copied at a time (a multiple of six).
    const CHUNK: usize = 6 * 16_384;
    let len = packed.length() as usize / 6 * 6;
    let end = first.saturating_add(count).saturating_mul(6).min(len);
    let mut at = first.saturating_mul(6).min(end);
    let mut steps = Vec::with_capacity((end - at) / 6);
    let mut buf = vec![0u32; CHUNK.min(end - at)];
    while at < end {
        let stop = (at + CHUNK).min(end);
        let part = &mut buf[..stop - at];
        // `at` and `stop` are at most the array's length, a u32.
        packed.subarray(at as u32, stop as u32).copy_to(part);
        steps.extend(part.chunks_exact(6).map(|c| Step {
            from: [c[0], c[1]],
            to: [c[2], c[3]],
            over: (c[4] != u32::MAX).then_some([c[4], c[5]]),
        }));
        at = stop;
    }
    steps
}

/// Squares as a JS array of `[row, col]` pairs.
pub(super) fn square_list(squares: &[Square]) -> js_sys::Array {
    squares
        .iter()
        .map(|&[r, c]| JsValue::from(pair(r.into(), c.into())))
        .collect()
}

/// The first preset of the first puzzle: the seed's six knights.
pub(super) fn default_request() -> Request {
    PUZZLES
        .first()
        .and_then(|p| p.info().presets.into_iter().next())
        .map(|p| p.request)
        .unwrap_or_else(|| Request {
            puzzle: "knight-swap".into(),
            board: Some("nnn/.../.../NNN".into()),
            ..Request::default()
        })
}

/// `[a, b]` as a plain JS array.
pub(super) fn pair(a: f64, b: f64) -> js_sys::Array {
    js_sys::Array::of2(&JsValue::from(a), &JsValue::from(b))
}

/// Internals, not exported to JavaScript.
impl BoardView {
    /// Runs `f` on the scene as an export sees it: read-only (no editing
    /// aids), no selection or hover, the board `opts` names at step
    /// `opts.step` (else the step shown, rounded down to a whole step),
    /// a placement answer's first `opts.placed` pieces (else all); then puts everything back as it was.
    pub(super) fn exporting<R>(&mut self, opts: &ExportIn, f: impl FnOnce(&mut Scene, &mut Caches) -> R) -> R {
        let scene = &mut self.scene;
        let ui = std::mem::take(&mut scene.ui);
        let read_only = std::mem::replace(&mut scene.read_only, true);
        let editing = scene.editing;
        if opts.goal && scene.goal.is_some() {
            scene.editing = Editing::Goal;
        } else {
            scene.editing = Editing::Position;
        }
        let t = scene.playback.as_ref().map(super::model::playback::Playback::t);
        if let (Some(pb), Some(t)) = (scene.playback.as_mut(), t) {
            let step = opts.step.filter(|s| s.is_finite()).unwrap_or(t).max(0.0).floor();
            pb.set_t(step);
        }
        if let Some(pl) = scene.placements.as_mut() {
            pl.show_first(opts.placed.map(|k| k as usize));
        }
        let out = f(scene, &mut self.export_caches);
        if let Some(pl) = scene.placements.as_mut() {
            pl.show_first(None);
        }
        scene.ui = ui;
        scene.read_only = read_only;
        scene.editing = editing;
        if let (Some(pb), Some(t)) = (scene.playback.as_mut(), t) {
            pb.set_t(t);
        }
        out
    }

    /// Sizes the canvas's backing store to the camera.
    pub(super) fn fit_canvas(&self) {
        let cam = &self.scene.camera;
        let w = (cam.width * cam.dpr).round().max(1.0) as u32;
        let h = (cam.height * cam.dpr).round().max(1.0) as u32;
        if self.canvas.width() != w {
            self.canvas.set_width(w);
        }
        if self.canvas.height() != h {
            self.canvas.set_height(h);
        }
    }
}

/// The `trace` field of an answer, as the view reads it: the first of
/// `steps`, `events` and `heat` it holds.
pub(super) enum TraceIn {
    /// Typed events (`value * 16 + kind`; the wire field `steps`), for the
    /// puzzles other than the knight path.
    Typed(Vec<u32>),
    /// The knight path's frontier and expanded squares.
    Events(Vec<u32>),
    /// A heat map of a large board.
    Heat(Heat),
}

impl TraceIn {
    /// Numbers read at most in a list of a trace: more than any search
    /// records (the knight path's 4 000 000 events).
    const LIST_MAX: u32 = 1 << 23;

    /// Reads `setTrace`'s argument (other fields are ignored).
    ///
    /// # Errors
    /// Anything but an object; no `steps`, `events` or `heat`; a field of
    /// the wrong kind, named (`trace.heat.order[3]`).
    pub fn read(value: &JsValue) -> Result<TraceIn, JsError> {
        let at = Arg::of("setTrace", "trace");
        let expected = "a trace {steps} or {events} or {heat}";
        if let Some(v) = args::field(value, at, "steps", expected)? {
            return Ok(TraceIn::Typed(args::whole_numbers(
                &v,
                Arg::of("setTrace", "trace.steps"),
                Self::LIST_MAX,
            )?));
        }
        if let Some(v) = args::field(value, at, "events", expected)? {
            return Ok(TraceIn::Events(args::whole_numbers(
                &v,
                Arg::of("setTrace", "trace.events"),
                Self::LIST_MAX,
            )?));
        }
        let Some(heat) = args::field(value, at, "heat", expected)? else {
            return Err(JsError::new(
                "`setTrace`: the trace has neither steps, events nor a heat map",
            ));
        };
        let at = Arg::of("setTrace", "trace.heat");
        let expected = "a heat map {block, rows, cols, order, expanded}";
        let number = |key: &'static str, name: &'static str| -> Result<u32, JsError> {
            let v = args::field(&heat, at, key, expected)?.unwrap_or(JsValue::UNDEFINED);
            args::whole(&v, Arg::of("setTrace", name))
        };
        let block = number("block", "trace.heat.block")?;
        let rows = number("rows", "trace.heat.rows")?;
        let cols = number("cols", "trace.heat.cols")?;
        let expanded = number("expanded", "trace.heat.expanded")?;
        let order = args::field(&heat, at, "order", expected)?.unwrap_or(JsValue::UNDEFINED);
        let order = args::whole_numbers(&order, Arg::of("setTrace", "trace.heat.order"), Self::LIST_MAX)?;
        Ok(TraceIn::Heat(Heat {
            block,
            rows,
            cols,
            order,
            expanded,
        }))
    }
}
