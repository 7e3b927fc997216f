//! The board view: a canvas board that the page and the widget draw and
//! edit with.
//!
//! As in the Rust and WebAssembly Game of Life, all state stays in Rust
//! behind an opaque handle, [`BoardView`]: the editable request (position,
//! goal, markers), the answer and its playback position, the drag and
//! selection, the camera. JavaScript forwards pointer events in CSS pixels
//! and asks for small results (the request, the text shown); it holds no
//! rules and no geometry.
//!
//! - [`scene`]: the state and its edits (no browser types).
//! - [`input`]: presses, drags, clicks and keys turned into edits.
//! - [`playback`]: the pieces at a fractional step of an answer.
//! - [`camera`]: fit, zoom and pan between cell units and CSS pixels.
//! - [`draw`] and [`pieces`]: painting on the canvas.

mod camera;
mod draw;
mod input;
mod path;
mod pegs;
mod pieces;
mod pixels;
mod placement;
mod playback;
mod scene;
mod trace;

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::core::board::{Cell, Square};
use crate::core::puzzles::{AnswerKind, PUZZLES};
use crate::core::{Request, RequestError, Step};

use path::PathLayer;
use pieces::Shapes;
use scene::{Layer, Marker, Scene, Tool};

/// A board drawn on a canvas and edited with the pointer and keyboard.
///
/// Coordinates of pointer events are CSS pixels relative to the canvas's
/// top-left corner. Squares are `[row, col]`, 0-based, row 0 at the top.
#[wasm_bindgen]
pub struct BoardView {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    scene: Scene,
    shapes: Shapes,
    paths: PathLayer,
    walls: draw::WallLayer,
}

fn js_err(e: &RequestError) -> JsError {
    JsError::new(e.message())
}

/// The part of an answer the view shows; other fields are ignored.
#[derive(Deserialize)]
struct AnswerSteps {
    #[serde(default)]
    steps: Option<Vec<Step>>,
    #[serde(default)]
    placement: Option<Vec<Square>>,
    #[serde(default)]
    solutions: Option<Vec<Vec<Square>>>,
}

/// Steps packed six numbers each (`solvePacked`): from, to, over, with
/// `u32::MAX` for no `over`.
fn unpack(packed: &[u32]) -> Result<Vec<Step>, RequestError> {
    if packed.len() % 6 != 0 {
        return Err(RequestError::new("answer: packed steps hold six numbers each"));
    }
    Ok(packed
        .chunks_exact(6)
        .map(|c| Step {
            from: [c[0], c[1]],
            to: [c[2], c[3]],
            over: (c[4] != u32::MAX).then_some([c[4], c[5]]),
        })
        .collect())
}

/// Squares as a JS array of `[row, col]` pairs.
fn square_list(squares: &[Square]) -> js_sys::Array {
    squares
        .iter()
        .map(|&[r, c]| JsValue::from(pair(r.into(), c.into())))
        .collect()
}

/// The first preset of the first puzzle: the seed's six knights.
fn default_request() -> Request {
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
fn pair(a: f64, b: f64) -> js_sys::Array {
    js_sys::Array::of2(&JsValue::from(a), &JsValue::from(b))
}

fn layer_name(layer: Layer) -> &'static str {
    match layer {
        Layer::Position => "position",
        Layer::Goal => "goal",
    }
}

/// Internals, not exported to JavaScript.
impl BoardView {
    /// Sizes the canvas's backing store to the camera.
    fn fit_canvas(&self) {
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

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl BoardView {
    /// A view drawing on `canvas`, showing the seed's six knights.
    ///
    /// # Errors
    /// When the canvas has no 2D context.
    #[wasm_bindgen(constructor)]
    pub fn new(canvas: HtmlCanvasElement) -> Result<BoardView, JsError> {
        let ctx = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
            .ok_or_else(|| JsError::new("the canvas has no 2D context"))?;
        let scene = Scene::from_request(&default_request()).map_err(|e| js_err(&e))?;
        let mut view = BoardView {
            canvas,
            ctx,
            scene,
            shapes: Shapes::new(),
            paths: PathLayer::default(),
            walls: draw::WallLayer::default(),
        };
        let (w, h) = (f64::from(view.canvas.width()), f64::from(view.canvas.height()));
        view.scene.camera.resize(w, h, 1.0);
        Ok(view)
    }

    /// Shows `request` (DESIGN §4: `puzzle`, `board` or `rows`/`cols`/`off`,
    /// `goal`, `from`, `to`; other fields are ignored here). The answer is
    /// dropped; markers outside the board are clamped into it. A puzzle
    /// with a goal and no `goal` gets the solver's default goal.
    ///
    /// # Errors
    /// A message naming the fault (unknown puzzle, the row and column of a
    /// bad character, a goal of another size); the view is unchanged then.
    #[wasm_bindgen(js_name = setRequest)]
    pub fn set_request(&mut self, request: JsValue) -> Result<(), JsError> {
        let mut request = crate::api::read_request(request)?;
        // Solver options do not shape the board.
        request.algorithm = None;
        request.limits = None;
        // `n` alone (n-queens) means an empty n × n board.
        if let (Some(n), None, None) = (request.n.take(), &request.board, request.rows) {
            request.rows = Some(n);
            request.cols = Some(n);
        }
        self.scene.set_request(&request).map_err(|e| js_err(&e))
    }

    /// The request for what is shown (DESIGN §4): `puzzle`, the position as
    /// `board` text for boards up to 64 × 64 squares (else `rows`, `cols`
    /// and `off`), `goal`, `from`, `to`.
    ///
    /// # Errors
    /// Never in practice (encoding a request cannot fail).
    pub fn request(&self) -> Result<JsValue, JsError> {
        self.scene
            .request()
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| JsError::new(&format!("internal: could not encode the request: {e}")))
    }

    /// The puzzle's id.
    pub fn puzzle(&self) -> String {
        self.scene.puzzle.clone()
    }

    /// The position as text, or `undefined` past 64 × 64 squares.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> Option<String> {
        self.scene.text(Layer::Position)
    }

    /// The goal as text, or `undefined` when the puzzle has no goal.
    #[wasm_bindgen(js_name = goalText)]
    pub fn goal_text(&self) -> Option<String> {
        self.scene.text(Layer::Goal)
    }

    /// Replaces the position from text; the goal is resized to match and
    /// takes the same off squares; markers are clamped into the board.
    ///
    /// # Errors
    /// The notation error, naming row and column (0-based, as the board's labels); the view is
    /// unchanged then.
    #[wasm_bindgen(js_name = setPositionText)]
    pub fn set_position_text(&mut self, text: &str) -> Result<(), JsError> {
        self.scene.set_text(Layer::Position, text).map_err(|e| js_err(&e))
    }

    /// Replaces the goal from text (same size as the position).
    ///
    /// # Errors
    /// The notation error, or a size that differs from the position's.
    #[wasm_bindgen(js_name = setGoalText)]
    pub fn set_goal_text(&mut self, text: &str) -> Result<(), JsError> {
        self.scene.set_text(Layer::Goal, text).map_err(|e| js_err(&e))
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.scene.position.rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.scene.position.cols()
    }

    /// Resizes the board (and goal) to `rows × cols`, keeping what fits.
    ///
    /// # Errors
    /// A side of 0 or past 10 000; the view is unchanged then.
    #[wasm_bindgen(js_name = setSize)]
    pub fn set_size(&mut self, rows: u32, cols: u32) -> Result<(), JsError> {
        self.scene.set_size(rows, cols).map_err(|e| js_err(&e))
    }

    /// Chooses the tool: `"move"` (drag and click pieces and markers) or a
    /// palette symbol of the puzzle (`N`, `n`, `.`, `#` …).
    ///
    /// # Errors
    /// A symbol the puzzle's palette does not hold.
    #[wasm_bindgen(js_name = setTool)]
    pub fn set_tool(&mut self, tool: &str) -> Result<(), JsError> {
        let mut chars = tool.chars();
        let next = match (tool, chars.next(), chars.next()) {
            ("move", _, _) => Tool::Move,
            (_, Some(c), None) if self.scene.editor.palette.contains(&c) => {
                Tool::Paint(Cell::from_symbol(c).ok_or_else(|| JsError::new("unknown cell"))?)
            }
            _ => {
                let palette: String = self.scene.editor.palette.iter().map(|c| format!(" {c}")).collect();
                return Err(JsError::new(&format!(
                    "unknown tool '{tool}': use move or one of{palette}"
                )));
            }
        };
        self.scene.tool = next;
        self.scene.ui.selected = None;
        Ok(())
    }

    /// The tool: `"move"` or a palette symbol.
    pub fn tool(&self) -> String {
        match self.scene.tool {
            Tool::Move => "move".into(),
            Tool::Paint(c) => c.symbol().to_string(),
        }
    }

    /// Chooses the board the canvas edits: `"position"` or `"goal"`.
    ///
    /// # Errors
    /// Another name, or `"goal"` for a puzzle without a goal.
    #[wasm_bindgen(js_name = setEditing)]
    pub fn set_editing(&mut self, layer: &str) -> Result<(), JsError> {
        self.scene.layer = match layer {
            "position" => Layer::Position,
            "goal" if self.scene.goal.is_some() => Layer::Goal,
            "goal" => return Err(JsError::new("this puzzle has no goal position")),
            _ => return Err(JsError::new("editing: use \"position\" or \"goal\"")),
        };
        self.scene.ui.selected = None;
        self.scene.ui.drag = None;
        Ok(())
    }

    /// The board the canvas edits: `"position"` or `"goal"`.
    pub fn editing(&self) -> String {
        layer_name(self.scene.layer).into()
    }

    /// Refuses (or allows again) every edit: a preview.
    #[wasm_bindgen(js_name = setReadOnly)]
    pub fn set_read_only(&mut self, read_only: bool) {
        self.scene.read_only = read_only;
        self.scene.ui = input::Ui::default();
    }

    /// Sets the canvas's size in CSS pixels and the device pixel ratio; the
    /// canvas's backing store becomes `width × dpr` by `height × dpr`.
    pub fn resize(&mut self, width: f64, height: f64, dpr: f64) {
        self.scene.camera.resize(width, height, dpr);
        self.fit_canvas();
    }

    /// A press (pointer down) at CSS point `(x, y)`; returns whether the
    /// request changed.
    #[wasm_bindgen(js_name = pointerDown)]
    pub fn pointer_down(&mut self, x: f64, y: f64) -> bool {
        self.scene.pointer_down(x, y)
    }

    /// The pointer moved (pressed or not); returns whether the request
    /// changed.
    #[wasm_bindgen(js_name = pointerMove)]
    pub fn pointer_move(&mut self, x: f64, y: f64) -> bool {
        self.scene.pointer_move(x, y)
    }

    /// The press ended; returns whether the request changed.
    #[wasm_bindgen(js_name = pointerUp)]
    pub fn pointer_up(&mut self, x: f64, y: f64) -> bool {
        self.scene.pointer_up(x, y)
    }

    /// The press was cancelled: the drag is dropped, nothing moves.
    #[wasm_bindgen(js_name = pointerCancel)]
    pub fn pointer_cancel(&mut self) {
        self.scene.pointer_cancel();
    }

    /// The pointer left the canvas: hover marks go.
    #[wasm_bindgen(js_name = pointerLeave)]
    pub fn pointer_leave(&mut self) {
        self.scene.pointer_leave();
    }

    /// A key (`KeyboardEvent.key`) on the focused board: arrows move a
    /// cursor; Enter/Space click or paint there; Delete removes a piece;
    /// Escape drops the selection. Returns whether the request changed.
    pub fn key(&mut self, key: &str) -> bool {
        self.scene.key(key)
    }

    /// Undoes the last edit (a whole stroke or drag is one edit); returns
    /// whether anything changed.
    pub fn undo(&mut self) -> bool {
        self.scene.undo(true)
    }

    /// Redoes the last undone edit; returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        self.scene.undo(false)
    }

    /// Whether there is an edit to undo.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.scene.can_undo()
    }

    /// Whether there is an undone edit to redo.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.scene.can_redo()
    }

    /// Zooms by `factor` (> 1 in) about CSS point `(x, y)`; the fitted view
    /// is the widest.
    pub fn zoom(&mut self, x: f64, y: f64, factor: f64) {
        let extent = self.scene.position.extent();
        self.scene.camera.zoom_at(extent, x, y, factor);
    }

    /// Back to the fitted view.
    #[wasm_bindgen(js_name = resetZoom)]
    pub fn reset_zoom(&mut self) {
        self.scene.camera.reset();
    }

    /// Whether the view is zoomed in.
    pub fn zoomed(&self) -> bool {
        self.scene.camera.zoomed()
    }

    /// The CSS cursor for the pointer's place (`grab`, `grabbing`,
    /// `crosshair`, `move`, `pointer` or `default`).
    pub fn cursor(&self) -> String {
        self.scene.cursor().into()
    }

    /// The square `[row, col]` drawn at CSS point `(x, y)`, if any.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(&self, x: f64, y: f64) -> Option<js_sys::Array> {
        self.scene.square_at(x, y).map(|[r, c]| pair(r.into(), c.into()))
    }

    /// The CSS point `[x, y]` at the centre of square `[row, col]` as drawn
    /// now (for tests and tools that drive the pointer).
    #[wasm_bindgen(js_name = squareCenter)]
    pub fn square_center(&self, row: u32, col: u32) -> js_sys::Array {
        let board = &self.scene.position;
        let frame = self.scene.camera.frame(board.extent());
        let (x, y) = frame.to_css(board.center([row, col]));
        pair(x, y)
    }

    /// Where marker `name` (`"from"` or `"to"`) stands, if the puzzle has it.
    pub fn marker(&self, name: &str) -> Option<js_sys::Array> {
        let m = match name {
            "from" => Marker::From,
            "to" => Marker::To,
            _ => return None,
        };
        self.scene.marker(m).map(|[r, c]| pair(r.into(), c.into()))
    }

    /// Shows an answer as `solve` returns it (with `packed`: the answer and
    /// the packed steps `solvePacked` returns, the steps taken from
    /// `packed`): `steps` played back from
    /// step 0; or a placement answer, `solutions` (mode `"all"`, the first
    /// shown) or `placement`, whose pieces that the position lacks are drawn
    /// marked as added. An answer with none of these clears the answer.
    ///
    /// # Errors
    /// An object that is not an answer, or a square off the board.
    #[wasm_bindgen(js_name = setAnswer)]
    pub fn set_answer(&mut self, answer: JsValue, packed: Option<Vec<u32>>) -> Result<(), JsError> {
        let mut a: AnswerSteps =
            serde_wasm_bindgen::from_value(answer).map_err(|e| JsError::new(&format!("answer: {e}")))?;
        if let Some(packed) = packed {
            a.steps = Some(unpack(&packed).map_err(|e| js_err(&e))?);
        }
        let result = match (a.steps, a.solutions, a.placement) {
            (Some(steps), _, _) => self.scene.set_answer(steps),
            (None, Some(solutions), _) => self.scene.set_placements(solutions),
            (None, None, Some(placement)) => self.scene.set_placements(vec![placement]),
            (None, None, None) => {
                self.scene.clear_answer();
                Ok(())
            }
        };
        result.map_err(|e| js_err(&e))
    }

    /// Number of solutions of the placement answer shown (0 without one).
    pub fn solutions(&self) -> u32 {
        self.scene.placements.as_ref().map_or(0, |p| p.len() as u32)
    }

    /// The index (0-based) of the solution shown.
    pub fn solution(&self) -> u32 {
        self.scene.placements.as_ref().map_or(0, |p| p.index() as u32)
    }

    /// Shows solution `index` (0-based, clamped) of the placement answer.
    #[wasm_bindgen(js_name = setSolution)]
    pub fn set_solution(&mut self, index: u32) {
        self.scene.set_solution(index as usize);
    }

    /// The squares `[row, col]` of the pieces the placement answer shown
    /// adds to the position, row-major (empty without one).
    pub fn added(&self) -> js_sys::Array {
        square_list(self.scene.placements.as_ref().map_or(&[], |p| p.added()))
    }

    /// The squares `[row, col]` the position's pieces attack, by the
    /// puzzle's rules (empty for puzzles without attacks, and on boards
    /// past a million squares), row-major: what the board shades. A
    /// piece's own square is listed when another piece attacks it.
    pub fn attacked(&mut self) -> js_sys::Array {
        self.scene.cache_attacks();
        square_list(self.scene.attacks())
    }

    /// For a path answer, per square (row-major, `rows × cols`), the index
    /// along the path (0 = the start) at which the knight first stood there
    /// up to the playback step shown, or −1 (not yet, or never). Empty
    /// without a path answer or past 4 000 000 squares.
    pub fn visits(&self) -> Vec<i32> {
        path::visits(&self.scene)
    }

    /// Drops the answer.
    #[wasm_bindgen(js_name = clearAnswer)]
    pub fn clear_answer(&mut self) {
        self.scene.clear_answer();
    }

    /// Number of steps of the answer shown (0 without one).
    pub fn steps(&self) -> u32 {
        self.scene.playback.as_ref().map_or(0, |p| p.len() as u32)
    }

    /// The symbol of the piece each step moves (`N` or `n` …), one per step,
    /// for the move list.
    #[wasm_bindgen(js_name = stepPieces)]
    pub fn step_pieces(&self) -> String {
        let Some(pb) = &self.scene.playback else {
            return String::new();
        };
        let mut pieces = pb.pieces_at(0);
        // One walker makes every step of a path (a million, for a tour).
        if let ([(_, walker)], AnswerKind::Path) = (&pieces.iter().collect::<Vec<_>>()[..], self.scene.editor.answer) {
            return walker.symbol().to_string().repeat(pb.len());
        }
        let mut out = String::new();
        for s in pb.steps() {
            let p = pieces.remove(&s.from);
            out.push(p.map_or('?', |p| p.symbol()));
            if let Some(p) = p {
                pieces.insert(s.to, p);
            }
        }
        out
    }

    /// Sets the playback position: a fractional step `0..=steps()`
    /// (clamped). At `k + f` the piece of step `k` is `f` of its way.
    #[wasm_bindgen(js_name = setPlayback)]
    pub fn set_playback(&mut self, t: f64) {
        if let Some(pb) = &mut self.scene.playback {
            pb.set_t(t);
        }
    }

    /// The playback position.
    pub fn playback(&self) -> f64 {
        self.scene.playback.as_ref().map_or(0.0, |p| p.t())
    }

    /// The integer step shown: steps completed.
    pub fn step(&self) -> u32 {
        self.scene.playback.as_ref().map_or(0, |p| p.step() as u32)
    }

    /// The notation of the board drawn at the current step (a path
    /// puzzle's knight as `N`), or `undefined` past 64 × 64 squares.
    #[wasm_bindgen(js_name = shownPosition)]
    pub fn shown_position(&self) -> Option<String> {
        self.scene.shown_text()
    }

    /// Paints the board.
    pub fn draw(&mut self) {
        self.fit_canvas();
        draw::draw(
            &self.ctx,
            &mut self.scene,
            &self.shapes,
            &mut self.paths,
            &mut self.walls,
        );
    }
}
