//! The methods of [`BoardView`] exported to JavaScript, all of them: each
//! reads its arguments, calls the model and returns a small result. The
//! handle and its helpers are in `board_view.rs`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::api::args::{self, Arg};
use crate::core::board::{Cell, Piece, MAX_SIDE};
use crate::core::search::trace::EventKind;

use super::board_view::{
    default_request, js_err, pair, square_list, unpack, AnswerSteps, BoardView, ExportIn, PackedAnswer, TraceIn,
};
use super::model::editing::{Editing, Marker, Tool};
use super::model::export;
use super::model::input;
use super::model::labels::LabelStyle;
use super::model::play_mode;
use super::model::scene::Scene;
use super::model::search_trace::SearchTrace;
use super::model::shapes;
use super::model::ui::Ui;
use super::paint::{self, Caches};

/// Answers of more steps than this are shown at once and checked in
/// slices (`checkAnswer`); shorter ones are checked by `setAnswer`.
const CHECK_AT_ONCE: usize = 20_000;

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl BoardView {
    /// A view drawing on `canvas`, showing the seed's six knights.
    ///
    /// # Errors
    /// When `canvas` is not a canvas element (a Proxy of one included), or
    /// has no 2D context.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: &JsValue,
    ) -> Result<BoardView, JsError> {
        let (canvas, ctx) = args::canvas(canvas, Arg::only("new BoardView"))?;
        let scene = Scene::from_request(&default_request()).map_err(|e| js_err(&e))?;
        let mut view = BoardView {
            canvas,
            ctx,
            scene,
            caches: Caches::default(),
            packed_answer: None,
            export_caches: Caches::default(),
        };
        let (w, h) = (f64::from(view.canvas.width()), f64::from(view.canvas.height()));
        view.scene.camera.resize(w, h, 1.0);
        Ok(view)
    }

    /// Shows `request` (docs/API.md: `puzzle`, `board` or `rows`/`cols`/`off`,
    /// `goal`, `from`, `to`; other fields are ignored here). The answer is
    /// dropped. A puzzle with a goal and no `goal` gets the solver's
    /// default goal.
    ///
    /// `walls` (optional): the `randomOff` walls already drawn, as
    /// `offBits({puzzle, rows, cols, randomOff})` of the request gives them
    /// (a `Uint32Array`), so that a seeded 10 000 × 10 000 board is drawn
    /// in a worker, not on the page's thread (`www/controls/walls.js`); squares
    /// spread over the board are checked against the seed.
    ///
    /// # Errors
    /// A message naming the fault (unknown puzzle, the row and column of a
    /// bad character, a goal of another size, a `from` or `to` outside the
    /// board; `walls` not a `Uint32Array`, not the size of the board, not
    /// the seed's, or given without `randomOff`); the view is unchanged then.
    #[wasm_bindgen(js_name = setRequest)]
    pub fn set_request(
        &mut self,
        request: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint32Array | undefined")] walls: &JsValue,
    ) -> Result<(), JsError> {
        let walls = args::uint32_array(
            walls,
            Arg::of("setRequest", "walls"),
            "a Uint32Array of wall bits (offBits)",
        )?
        .map(|bits| {
            let halves = bits.to_vec();
            halves
                .chunks(2)
                .map(|h| u64::from(h[0]) | h.get(1).map_or(0, |&hi| u64::from(hi) << 32))
                .collect::<Vec<u64>>()
        });
        let mut request = crate::api::read_request(request)?;
        // Solver options do not shape the board.
        request.algorithm = None;
        request.limits = None;
        // `n` alone (n-queens) means an empty n × n board.
        if let (Some(n), None, None) = (request.n.take(), &request.board, request.rows) {
            request.rows = Some(n);
            request.cols = Some(n);
        }
        self.scene
            .set_request(&request, walls.as_deref())
            .map_err(|e| js_err(&e))
    }

    /// The request for what is shown (docs/API.md): `puzzle`, the position as
    /// `board` text for boards up to 64 × 64 squares (else `rows`, `cols`
    /// and `off`; a board drawn by `randomOff` at any size: `rows`, `cols`,
    /// `randomOff` and its edits `off`, `on`), `goal`, `from`, `to`.
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
        self.scene.text(Editing::Position)
    }

    /// The goal as text, or `undefined` when the puzzle has no goal.
    #[wasm_bindgen(js_name = goalText)]
    pub fn goal_text(&self) -> Option<String> {
        self.scene.text(Editing::Goal)
    }

    /// Replaces the position from text; the goal is resized to match and
    /// takes the same off squares; markers are clamped into the board.
    ///
    /// # Errors
    /// The notation error, naming row and column (0-based, as the board's labels); the view is
    /// unchanged then.
    #[wasm_bindgen(js_name = setPositionText)]
    pub fn set_position_text(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: &JsValue,
    ) -> Result<(), JsError> {
        let text = args::text(text, Arg::only("setPositionText"), "a position text", args::TEXT_MAX)?;
        self.scene.set_text(Editing::Position, &text).map_err(|e| js_err(&e))
    }

    /// Replaces the goal from text (same size as the position).
    ///
    /// # Errors
    /// The notation error, or a size that differs from the position's.
    #[wasm_bindgen(js_name = setGoalText)]
    pub fn set_goal_text(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: &JsValue,
    ) -> Result<(), JsError> {
        let text = args::text(text, Arg::only("setGoalText"), "a goal text", args::TEXT_MAX)?;
        self.scene.set_text(Editing::Goal, &text).map_err(|e| js_err(&e))
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.scene.position.rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.scene.position.cols()
    }

    /// What the board's pieces are when its knights move as another
    /// leaper (issue 42): "camel (1, 3)", "(2, 5)-leaper"; `undefined` for
    /// the knight. The SVG export writes it in its caption; the page and
    /// the element show it beside the board and in every export's caption.
    pub fn legend(&self) -> Option<String> {
        shapes::legend(&self.scene.position)
    }

    /// The picture of the piece written `symbol` ("N", "n", "Q", "o") as
    /// this board draws it, a standalone SVG of a 100 × 100 box: a leaper's
    /// token where the board's knights are another leaper (the palette's
    /// buttons show it); `undefined` for a symbol that is not a piece.
    ///
    /// # Errors
    /// Anything but a string.
    #[wasm_bindgen(js_name = pieceSvg)]
    pub fn piece_svg(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] symbol: &JsValue,
    ) -> Result<Option<String>, JsError> {
        let symbol = args::text(symbol, Arg::only("pieceSvg"), "a piece's symbol", 64)?;
        let mut chars = symbol.chars();
        Ok(match (chars.next(), chars.next()) {
            (Some(c), None) => Piece::from_symbol(c).map(|p| export::piece_svg(&self.scene.position, p)),
            _ => None,
        })
    }

    /// Resizes the board (and goal) to `rows × cols`, keeping what fits.
    ///
    /// # Errors
    /// A side that is not a whole number, is 0 or is past 10 000; the
    /// view is unchanged then.
    #[wasm_bindgen(js_name = setSize)]
    pub fn set_size(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] rows: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] cols: &JsValue,
    ) -> Result<(), JsError> {
        let rows = args::whole(rows, Arg::of("setSize", "rows"))?;
        let cols = args::whole(cols, Arg::of("setSize", "cols"))?;
        self.scene.set_size(rows, cols).map_err(|e| js_err(&e))
    }

    /// Chooses the tool: `"move"` (drag and click pieces and markers) or a
    /// palette symbol of the puzzle (`N`, `n`, `.`, `#` …).
    ///
    /// # Errors
    /// Anything but a string; a symbol the puzzle's palette does not hold.
    #[wasm_bindgen(js_name = setTool)]
    pub fn set_tool(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] tool: &JsValue) -> Result<(), JsError> {
        let tool = args::text(
            tool,
            Arg::only("setTool"),
            "a tool name (\"move\" or a palette symbol)",
            64,
        )?;
        let mut chars = tool.chars();
        let next = match (tool.as_str(), chars.next(), chars.next()) {
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
    pub fn set_editing(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
    ) -> Result<(), JsError> {
        let board = args::text(
            board,
            Arg::only("setEditing"),
            "a board name (\"position\" or \"goal\")",
            64,
        )?;
        self.scene.editing = match board.as_str() {
            "position" => Editing::Position,
            "goal" if self.scene.goal.is_some() => Editing::Goal,
            "goal" => return Err(JsError::new("this puzzle has no goal position")),
            _ => return Err(JsError::new("editing: use \"position\" or \"goal\"")),
        };
        self.scene.ui.selected = None;
        self.scene.ui.drag = None;
        Ok(())
    }

    /// The board the canvas edits: `"position"` or `"goal"`.
    pub fn editing(&self) -> String {
        self.scene.editing.name().into()
    }

    /// Refuses (or allows again) every edit: a preview (`undefined`:
    /// allows).
    ///
    /// # Errors
    /// Anything but `true`, `false`, `undefined` or `null`.
    #[wasm_bindgen(js_name = setReadOnly)]
    pub fn set_read_only(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] read_only: &JsValue,
    ) -> Result<(), JsError> {
        let read_only = args::flag(read_only, Arg::only("setReadOnly"))?;
        self.scene.read_only = read_only;
        self.scene.ui = Ui::default();
        Ok(())
    }

    /// Names rows and columns on the board, its exports included:
    /// `"numbers"` (0-based, row 0 at the top: the default) or `"chess"`
    /// (files `a` … from the left, ranks `1` … from the bottom; a
    /// triangle's columns along its right side). Kept across requests.
    ///
    /// # Errors
    /// Anything but the string `"numbers"` or `"chess"`.
    #[wasm_bindgen(js_name = setLabels)]
    pub fn set_labels(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] style: &JsValue,
    ) -> Result<(), JsError> {
        let name = args::text(
            style,
            Arg::only("setLabels"),
            "a label style (\"numbers\" or \"chess\")",
            64,
        )?;
        self.scene.labels = LabelStyle::from_name(&name)
            .ok_or_else(|| JsError::new(&format!("unknown label style '{name}': use numbers or chess")))?;
        Ok(())
    }

    /// How rows and columns are named: `"numbers"` or `"chess"`.
    pub fn labels(&self) -> String {
        self.scene.labels.name().into()
    }

    /// Draws the board in the dark theme's colours (`true`) or the light
    /// ones (`false`, `undefined`: the default); exports stay light. The
    /// page and the element follow `prefers-color-scheme` with it.
    ///
    /// # Errors
    /// Anything but `true`, `false`, `undefined` or `null`.
    #[wasm_bindgen(js_name = setDark)]
    pub fn set_dark(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] dark: &JsValue,
    ) -> Result<(), JsError> {
        self.scene.dark = args::flag(dark, Arg::only("setDark"))?;
        Ok(())
    }

    /// Whether the board is drawn in the dark theme's colours.
    pub fn dark(&self) -> bool {
        self.scene.dark
    }

    /// Sets the canvas's size in CSS pixels and the device pixel ratio; the
    /// canvas's backing store becomes `width × dpr` by `height × dpr`.
    ///
    /// # Errors
    /// An argument that is not a number.
    pub fn resize(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] width: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] height: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] dpr: &JsValue,
    ) -> Result<(), JsError> {
        let width = args::number(width, Arg::of("resize", "width"))?;
        let height = args::number(height, Arg::of("resize", "height"))?;
        let dpr = args::number(dpr, Arg::of("resize", "dpr"))?;
        self.scene.camera.resize(width, height, dpr);
        self.fit_canvas();
        Ok(())
    }

    /// A press (pointer down) at CSS point `(x, y)`; returns whether the
    /// request changed.
    ///
    /// # Errors
    /// `x` or `y` not a number.
    #[wasm_bindgen(js_name = pointerDown)]
    pub fn pointer_down(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: &JsValue,
    ) -> Result<bool, JsError> {
        let (x, y) = point(x, y, "pointerDown")?;
        Ok(input::pointer_down(&mut self.scene, x, y))
    }

    /// The pointer moved (pressed or not); returns whether the request
    /// changed.
    ///
    /// # Errors
    /// `x` or `y` not a number.
    #[wasm_bindgen(js_name = pointerMove)]
    pub fn pointer_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: &JsValue,
    ) -> Result<bool, JsError> {
        let (x, y) = point(x, y, "pointerMove")?;
        Ok(input::pointer_move(&mut self.scene, x, y))
    }

    /// The press ended; returns whether the request changed.
    ///
    /// # Errors
    /// `x` or `y` not a number.
    #[wasm_bindgen(js_name = pointerUp)]
    pub fn pointer_up(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: &JsValue,
    ) -> Result<bool, JsError> {
        let (x, y) = point(x, y, "pointerUp")?;
        Ok(input::pointer_up(&mut self.scene, x, y))
    }

    /// The press was cancelled: the drag is dropped, nothing moves.
    #[wasm_bindgen(js_name = pointerCancel)]
    pub fn pointer_cancel(&mut self) {
        input::pointer_cancel(&mut self.scene);
    }

    /// The pointer left the canvas: hover marks go.
    #[wasm_bindgen(js_name = pointerLeave)]
    pub fn pointer_leave(&mut self) {
        input::pointer_leave(&mut self.scene);
    }

    /// A key (`KeyboardEvent.key`) on the focused board: arrows move a
    /// cursor; Enter/Space click or paint there; Delete removes a piece;
    /// Escape drops the selection. Returns whether the request changed.
    ///
    /// # Errors
    /// Anything but a string of at most 64 characters.
    pub fn key(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] key: &JsValue) -> Result<bool, JsError> {
        let key = args::text(key, Arg::only("key"), "a key name (KeyboardEvent.key)", 64)?;
        Ok(input::key(&mut self.scene, &key))
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
    ///
    /// # Errors
    /// An argument that is not a number.
    pub fn zoom(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] factor: &JsValue,
    ) -> Result<(), JsError> {
        let (x, y) = point(x, y, "zoom")?;
        let factor = args::number(factor, Arg::of("zoom", "factor"))?;
        let extent = self.scene.position.extent();
        self.scene.camera.zoom_at(extent, x, y, factor);
        Ok(())
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
        input::cursor(&self.scene).into()
    }

    /// The square `[row, col]` drawn at CSS point `(x, y)`, if any.
    ///
    /// # Errors
    /// `x` or `y` not a number.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: &JsValue,
    ) -> Result<Option<js_sys::Array>, JsError> {
        let (x, y) = point(x, y, "squareAt")?;
        Ok(self.scene.square_at(x, y).map(|[r, c]| pair(r.into(), c.into())))
    }

    /// The CSS point `[x, y]` at the centre of square `[row, col]` as drawn
    /// now (for tests and tools that drive the pointer).
    ///
    /// # Errors
    /// `row` or `col` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = squareCenter)]
    pub fn square_center(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: &JsValue,
    ) -> Result<js_sys::Array, JsError> {
        let [row, col] = square(row, col, "squareCenter")?;
        let board = &self.scene.position;
        let frame = self.scene.camera.frame(board.extent());
        let (x, y) = frame.to_css(board.center([row, col]));
        Ok(pair(x, y))
    }

    /// The symbol of square `[row, col]` of the board edited, as the
    /// notation writes it (`#` a wall, `.` an empty square, `N` a knight
    /// …), or `undefined` outside the board: one square read, whatever
    /// the board's size (tests and tools ask it after an edit).
    ///
    /// # Errors
    /// `row` or `col` not a whole number from 0 to 2^32 − 1.
    pub fn cell(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: &JsValue,
    ) -> Result<Option<String>, JsError> {
        let [row, col] = square(row, col, "cell")?;
        let board = self.scene.edited();
        Ok(board
            .contains([row, col])
            .then(|| board.get([row, col]).symbol().to_string()))
    }

    /// Where marker `name` (`"from"` or `"to"`) stands, if the puzzle has
    /// it (`undefined` for another name).
    ///
    /// # Errors
    /// Anything but a string of at most 64 characters.
    pub fn marker(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: &JsValue,
    ) -> Result<Option<js_sys::Array>, JsError> {
        let name = args::text(name, Arg::only("marker"), "a marker name (\"from\" or \"to\")", 64)?;
        Ok(Marker::named(&name)
            .and_then(|m| self.scene.marker(m))
            .map(|[r, c]| pair(r.into(), c.into())))
    }

    /// Shows an answer as `solve` returns it (with `packed`: the answer and
    /// the packed steps `solvePacked` returns, the steps taken from
    /// `packed` and the answer object not read): `steps` played back from
    /// step 0; or a placement answer, `solutions` (mode `"all"`, the first
    /// shown) or `placement`, whose pieces that the position lacks are drawn
    /// marked as added. An answer with none of these clears the answer.
    ///
    /// Every step is checked by the puzzle's rules. An answer of at most
    /// 20 000 steps is checked here; a longer one is shown at once and
    /// checked by `checkAnswer` in slices (playback goes no further than
    /// the steps checked; `answerChecked` says when it is done, then
    /// `answerError` says whether a step was refused).
    ///
    /// # Errors
    /// An object that is not an answer (naming the faulty field), a
    /// `packed` that is not a `Uint32Array` of six numbers a step, or a
    /// square off the board (of an answer checked here; a longer one's is
    /// a refused step); the view is unchanged then.
    #[wasm_bindgen(js_name = setAnswer)]
    pub fn set_answer(
        &mut self,
        answer: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint32Array | undefined")] packed: &JsValue,
    ) -> Result<(), JsError> {
        let expected = "a Uint32Array of six numbers a step (solvePacked's `steps`)";
        let packed = args::uint32_array(packed, Arg::of("setAnswer", "packed"), expected)?;
        if packed.as_ref().is_some_and(|p| p.length() % 6 != 0) {
            return Err(JsError::new(
                "`setAnswer`: `packed` must hold six numbers a step (from, to, over)",
            ));
        }
        let answer = match packed {
            Some(_) => AnswerSteps::default(),
            None => AnswerSteps::read(answer)?,
        };
        self.packed_answer = None;
        if let Some(packed) = packed {
            let total = packed.length() as usize / 6;
            if total <= CHECK_AT_ONCE {
                return self.scene.set_answer(unpack(&packed, 0, total)).map_err(|e| js_err(&e));
            }
            // Read and checked in slices by checkAnswer: nothing per step here.
            self.scene.set_answer_unchecked(Vec::new(), total);
            self.packed_answer = Some(PackedAnswer {
                packed,
                read: 0,
                gen: self.scene.answer_gen,
            });
            return Ok(());
        }
        let result = match (answer.steps, answer.solutions, answer.placement) {
            (Some(steps), _, _) if steps.len() > CHECK_AT_ONCE => {
                let total = steps.len();
                self.scene.set_answer_unchecked(steps, total);
                Ok(())
            }
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

    /// Checks up to `steps` more steps of the answer shown (see
    /// `setAnswer`: a long answer is checked in slices; about 100 000
    /// steps of a tour take a few ms). Returns whether every step is
    /// checked (or one was refused); `true` without an answer.
    ///
    /// # Errors
    /// `steps` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = checkAnswer)]
    pub fn check_answer(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] steps: &JsValue,
    ) -> Result<bool, JsError> {
        let n = args::whole(steps, Arg::only("checkAnswer"))? as usize;
        if let Some(inc) = self.packed_answer.as_mut().filter(|i| i.gen == self.scene.answer_gen) {
            // The next steps from the worker's packed array, then their check.
            let more = unpack(&inc.packed, inc.read, n);
            inc.read += more.len();
            self.scene.receive_answer(more);
        }
        let done = self.scene.check_answer(n);
        if done {
            self.packed_answer = None;
        }
        Ok(done)
    }

    /// Whether every step of the answer shown is checked (or one was
    /// refused); `true` without an answer.
    #[wasm_bindgen(js_name = answerChecked)]
    pub fn answer_checked(&self) -> bool {
        self.scene
            .playback
            .as_ref()
            .is_none_or(super::model::playback::Playback::checked)
    }

    /// Shows a placement answer given as packed squares, two numbers each
    /// (row, column): what `setAnswer` does with `{placement}`, without a
    /// JS array per square (a 1 000 × 1 000 answer has half a million).
    ///
    /// # Errors
    /// Anything but a `Uint32Array` or an array of whole numbers, an odd
    /// count of numbers, or a square off the board or on a wall.
    #[wasm_bindgen(js_name = setPlacementPacked)]
    pub fn set_placement_packed(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Uint32Array | number[]")] squares: &JsValue,
    ) -> Result<(), JsError> {
        let most = 2 * MAX_SIDE * MAX_SIDE;
        let squares = args::whole_numbers(squares, Arg::only("setPlacementPacked"), most)?;
        if squares.len() % 2 != 0 {
            return Err(JsError::new(
                "`setPlacementPacked`: packed squares hold two numbers each (row, col)",
            ));
        }
        let placement = squares.chunks_exact(2).map(|c| [c[0], c[1]]).collect();
        self.scene.set_placements(vec![placement]).map_err(|e| js_err(&e))
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
    ///
    /// # Errors
    /// `index` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = setSolution)]
    pub fn set_solution(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: &JsValue,
    ) -> Result<(), JsError> {
        let index = args::whole(index, Arg::only("setSolution"))?;
        self.scene.set_solution(index as usize);
        Ok(())
    }

    /// The squares `[row, col]` of the pieces the placement answer shown
    /// adds to the position, row-major (empty without one).
    pub fn added(&self) -> js_sys::Array {
        square_list(self.scene.added())
    }

    /// How many pieces the placement answer shown adds (0 without one):
    /// `added().length` without building the array.
    #[wasm_bindgen(js_name = addedCount)]
    pub fn added_count(&self) -> u32 {
        self.scene.added().len() as u32
    }

    /// The squares of `added()` from index `first` (0-based), at most
    /// `count` of them (all when not given), as text: `(row, col)` each
    /// (`core::words::at`), separated by one space; empty past the end.
    /// The `.txt` export writes a half-million-piece answer in parts
    /// with this, a part per task.
    ///
    /// # Errors
    /// `first` or `count` given but not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = addedText)]
    pub fn added_text(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] first: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] count: &JsValue,
    ) -> Result<String, JsError> {
        let first = args::optional_whole(first, Arg::of("addedText", "first"))?;
        let count = args::optional_whole(count, Arg::of("addedText", "count"))?;
        let first = first.unwrap_or(0) as usize;
        Ok(export::square_names(
            self.scene.added(),
            first,
            count.map_or(usize::MAX, |c| c as usize),
        ))
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
        self.scene.visits()
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
    /// for the move list; `?` for a step the core's rules refuse (a corrupt
    /// answer) and every step after it, which playback never reaches. At
    /// most `limit` of them when given (the move list shows the first
    /// 2 000 steps of a million-step tour).
    ///
    /// # Errors
    /// `limit` given but not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = stepPieces)]
    pub fn step_pieces(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] limit: &JsValue,
    ) -> Result<String, JsError> {
        let limit = args::optional_whole(limit, Arg::only("stepPieces"))?;
        let limit = limit.map_or(usize::MAX, |n| n as usize);
        Ok(self
            .scene
            .playback
            .as_ref()
            .map_or_else(String::new, |pb| pb.movers(limit)))
    }

    /// Why the answer shown stops early: `"step K: <reason>"` naming the
    /// first step (0-based) the core's rules refuse, e.g. `"step 3: square
    /// (2, 1) is occupied"`; `undefined` when every step is legal or no
    /// answer is shown.
    #[wasm_bindgen(js_name = answerError)]
    pub fn answer_error(&self) -> Option<String> {
        self.scene
            .playback
            .as_ref()
            .and_then(|pb| pb.refused())
            .map(ToString::to_string)
    }

    /// Sets the playback position: a fractional step `0..=steps()`
    /// (clamped; an answer with an illegal step stops before it). At
    /// `k + f` the piece of step `k` is `f` of its way.
    ///
    /// # Errors
    /// `t` not a number.
    #[wasm_bindgen(js_name = setPlayback)]
    pub fn set_playback(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] t: &JsValue,
    ) -> Result<(), JsError> {
        let t = args::number(t, Arg::only("setPlayback"))?;
        if let Some(pb) = &mut self.scene.playback {
            pb.set_t(t);
        }
        Ok(())
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

    /// Paints the board. Returns whether another frame is wanted: a draw
    /// cache is built a slice per frame (a million-step tour's path), so
    /// call `draw` again on the next frame.
    pub fn draw(&mut self) -> bool {
        self.fit_canvas();
        paint::draw(&self.ctx, &mut self.scene, &mut self.caches)
    }

    /// Shows the `trace` of an answer (a solve with `trace: true`) over the
    /// board, at step 0 for events (see `setTraceStep`), whole for a heat
    /// map. Returns the number of events to step through (0 for a heat map).
    ///
    /// # Errors
    /// When `trace` is not an answer's trace object (naming the faulty
    /// field); the view is unchanged then.
    #[wasm_bindgen(js_name = setTrace)]
    pub fn set_trace(&mut self, trace: &JsValue) -> Result<u32, JsError> {
        let t = TraceIn::read(trace)?;
        let board = &self.scene.position;
        let cells = usize::try_from(board.len()).unwrap_or(usize::MAX);
        // A place event puts down the puzzle's piece: the first of its palette.
        let piece = self
            .scene
            .editor
            .palette
            .iter()
            .find_map(|&c| Piece::from_symbol(c))
            .unwrap_or(Piece::Queen);
        let trace = match t {
            // Knight swap's goal, shown last, is not counted as expanded.
            TraceIn::Typed(typed) => {
                SearchTrace::typed_events(typed, board.clone(), piece).with_goal(self.scene.goal.as_ref())
            }
            TraceIn::Events(events) => SearchTrace::events(events, cells, board.cols()),
            TraceIn::Heat(heat) => SearchTrace::heat(heat, board.cols()),
        };
        let n = trace.len() as u32;
        self.scene.set_trace(Some(trace));
        Ok(n)
    }

    /// Shows the first `step` events of the trace.
    ///
    /// # Errors
    /// `step` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = setTraceStep)]
    pub fn set_trace_step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] step: &JsValue,
    ) -> Result<(), JsError> {
        let step = args::whole(step, Arg::only("setTraceStep"))?;
        self.scene.seek_trace(step as usize);
        Ok(())
    }

    /// `[squares in the frontier, squares expanded]` at the step shown.
    #[wasm_bindgen(js_name = traceCounts)]
    pub fn trace_counts(&self) -> Vec<u32> {
        let (frontier, expanded) = self.scene.trace.as_ref().map_or((0, 0), SearchTrace::counts);
        vec![frontier, expanded]
    }

    /// For typed events (n-queens, knight's tour, peg solitaire, knight
    /// swap, non-attacking knights), the counters at the step shown, as an
    /// object with named fields ([`TraceStepCounts`]; `null` for none):
    /// `events`, the events applied of each kind by name (`place`,
    /// `remove`, `move`, `retract`, `jump`, `undo`, `bound`, `hit`,
    /// `expand`, `piece`, `frontier`, `best`, `prune`, `augment`, `path`,
    /// `cover`; docs/API.md); `depth`; `bound`, the bound under way;
    /// `frontier`; `best`, the best placement known; `cut`, branch and
    /// bound's last cut `{bound, best}`. `null` for the knight path's
    /// trace (see `traceCounts`).
    ///
    /// # Errors
    /// Never in practice (encoding numbers cannot fail).
    #[wasm_bindgen(js_name = traceStepCounts)]
    pub fn trace_step_counts(&self) -> Result<JsValue, JsError> {
        let Some(t) = self.scene.trace.as_ref().and_then(SearchTrace::typed) else {
            return Ok(JsValue::NULL);
        };
        let counts = TraceStepCounts {
            events: KindCounts::of(|kind| t.count(kind)),
            depth: t.depth(),
            bound: t.bound(),
            frontier: t.frontier(),
            best: t.best(),
            cut: t.cut().map(|c| TraceCut {
                bound: c.bound,
                best: c.best,
            }),
        };
        counts
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| JsError::new(&format!("internal: could not encode the trace's counts: {e}")))
    }

    /// Knight swap's watched search: the last `k` positions expanded up to
    /// the step shown, in notation, the latest last (empty otherwise).
    ///
    /// # Errors
    /// `k` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = traceRecent)]
    pub fn trace_recent(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] k: &JsValue,
    ) -> Result<Vec<String>, JsError> {
        let k = args::whole(k, Arg::only("traceRecent"))?;
        Ok(self
            .scene
            .trace
            .as_ref()
            .and_then(SearchTrace::typed)
            .map_or_else(Vec::new, |t| {
                t.recent(k as usize).iter().map(crate::core::notation::format).collect()
            }))
    }

    /// Knight swap's watched search: positions expanded at each depth up
    /// to the step shown (empty otherwise).
    #[wasm_bindgen(js_name = traceDepths)]
    pub fn trace_depths(&self) -> Vec<u32> {
        self.scene
            .trace
            .as_ref()
            .and_then(SearchTrace::typed)
            .map_or_else(Vec::new, |t| t.histogram().to_vec())
    }

    /// Removes the trace.
    #[wasm_bindgen(js_name = clearTrace)]
    pub fn clear_trace(&mut self) {
        self.scene.set_trace(None);
    }

    // ------------------------------------------------------------ exports (issue 16)

    /// Draws the board on `canvas` for an export, as the board shows it
    /// but read-only (no selection, hover or goal ghosts) on white:
    /// `width × height` CSS pixels at `scale` device pixels each (the
    /// canvas becomes `round(width × scale) × round(height × scale)`).
    /// `options` (all optional): `labels`, `path`, `numbers`, `attacks`
    /// (default on), `step` (the answer's step; default the step shown,
    /// whole steps), `goal` (draw the goal board), `window` (the view as
    /// zoomed and panned; default the whole board fitted). The board shown
    /// is not changed. Returns whether to call again (a long path's image
    /// is built a slice per call, as `draw`).
    ///
    /// # Errors
    /// Anything but a canvas element, a size or scale that is not a
    /// number, unknown options or options of the wrong kind, or a canvas
    /// without a 2D context; nothing is drawn then.
    #[wasm_bindgen(js_name = renderTo)]
    pub fn render_to(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] width: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] height: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] scale: &JsValue,
        options: &JsValue,
    ) -> Result<bool, JsError> {
        let (canvas, ctx) = args::canvas(canvas, Arg::of("renderTo", "canvas"))?;
        let width = args::number(width, Arg::of("renderTo", "width"))?;
        let height = args::number(height, Arg::of("renderTo", "height"))?;
        let scale = args::number(scale, Arg::of("renderTo", "scale"))?;
        let opts = ExportIn::read(options, "renderTo")?;
        let mut camera = self.scene.camera.clone();
        if !opts.window {
            camera.reset();
        }
        camera.resize(width, height, scale);
        let w = (camera.width * camera.dpr).round().max(1.0) as u32;
        let h = (camera.height * camera.dpr).round().max(1.0) as u32;
        if canvas.width() != w {
            canvas.set_width(w);
        }
        if canvas.height() != h {
            canvas.set_height(h);
        }
        let layers = opts.layers();
        Ok(self.exporting(&opts, |scene, caches| {
            let shown = std::mem::replace(&mut scene.camera, camera);
            let more = paint::draw_with(&ctx, scene, caches, layers);
            scene.camera = shown;
            more
        }))
    }

    /// The board as an SVG document (vector: squares, walls, path, every
    /// piece one `<g class="piece">`, labels and numbers as `<text>`),
    /// drawn as `renderTo` draws it; `options` as for `renderTo`, plus
    /// `caption` (lines of text under the board) and `link` (the share
    /// link, on the caption and in `<desc>`).
    ///
    /// # Errors
    /// Unknown options; a board past 40 000 squares or an answer past
    /// 40 000 steps (export a PNG instead).
    #[wasm_bindgen(js_name = toSvg)]
    pub fn to_svg(&mut self, options: &JsValue) -> Result<String, JsError> {
        let opts = ExportIn::read(options, "toSvg")?;
        let layers = opts.layers();
        self.exporting(&opts, |scene, _| {
            scene.cache_attacks();
            export::svg(scene, layers, &opts.caption, opts.link.as_deref())
        })
        .map_err(|e| JsError::new(&e.0))
    }

    /// The board as one RGBA pixel per square, row-major (`cols × rows`
    /// pixels, for an `ImageData`): squares light, walls dark, a path blue
    /// up to the step, pieces dark, added pieces green. `options` as for
    /// `renderTo` (`labels`, `numbers` and `window` do not apply).
    ///
    /// # Errors
    /// Unknown options; a triangular grid; a board past 4 000 000
    /// squares (export the visible window instead).
    #[wasm_bindgen(js_name = squarePixels)]
    pub fn square_pixels(&mut self, options: &JsValue) -> Result<Vec<u8>, JsError> {
        let opts = ExportIn::read(options, "squarePixels")?;
        let layers = opts.layers();
        self.exporting(&opts, |scene, _| {
            scene.cache_attacks();
            export::square_pixels(scene, layers)
        })
        .map_err(|e| JsError::new(&e.0))
    }

    /// The answer's moves as text, one a line, numbered from 1: in the
    /// squares' names for people (`1. (3, 0) → (1, 1)`, `(row, col)`
    /// 0-based, a jump adding `over (r, c)`), or with `chess` in chess coordinates (`1. a1 → b3`,
    /// `a1` the bottom-left square). Empty without an answer. Only the
    /// steps checked are listed (a long answer is checked in slices);
    /// `first` and `count` list steps `first .. first + count` only (a
    /// million-step tour is written a slice per task), still numbered
    /// from the start.
    ///
    /// # Errors
    /// `chess` on a board past 26 columns or on a triangular grid; an
    /// argument of the wrong kind.
    #[wasm_bindgen(js_name = moveLines)]
    pub fn move_lines(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] chess: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] first: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] count: &JsValue,
    ) -> Result<String, JsError> {
        let chess = args::flag(chess, Arg::of("moveLines", "chess"))?;
        let first = args::optional_whole(first, Arg::of("moveLines", "first"))?;
        let count = args::optional_whole(count, Arg::of("moveLines", "count"))?;
        let board = &self.scene.position;
        let rows = if chess {
            if !export::chess_fits(board) {
                return Err(JsError::new("chess coordinates name square boards of up to 26 columns"));
            }
            Some(board.rows())
        } else {
            None
        };
        let Some(pb) = &self.scene.playback else {
            return Ok(String::new());
        };
        let steps = pb.steps();
        let end = pb.legal().min(steps.len());
        let range = export::clamped_range(
            end,
            first.unwrap_or(0) as usize,
            count.map_or(usize::MAX, |c| c as usize),
        );
        let a = range.start;
        Ok(export::move_lines_from(&steps[range], a, rows))
    }
}

/// Play mode (`model/playing.rs`): the position played by hand, every
/// move checked by the core's rules.
#[wasm_bindgen]
impl BoardView {
    /// Starts playing `request` (the position shown with the page's
    /// options: `closed`, `finish` …) from its start, or ends play with
    /// `null` / `undefined`. While playing, presses, drags, clicks and
    /// Enter make moves (or place and remove pieces) instead of editing,
    /// and `pointerUp` / `key` return whether the played position changed.
    ///
    /// # Errors
    /// The request's error (as `position` gives it); the view is unchanged
    /// then.
    #[wasm_bindgen(js_name = setPlay)]
    pub fn set_play(&mut self, request: JsValue) -> Result<(), JsError> {
        if request.is_null() || request.is_undefined() {
            play_mode::stop(&mut self.scene);
            return Ok(());
        }
        let request = crate::api::read_request(request)?;
        play_mode::start(&mut self.scene, &request).map_err(|e| js_err(&e))
    }

    /// Whether the board is being played.
    pub fn playing(&self) -> bool {
        self.scene.play.is_some()
    }

    /// The steps played so far, `[{from, to, over?}]` (empty for
    /// placement puzzles and when not playing).
    ///
    /// # Errors
    /// Never in practice (encoding steps cannot fail).
    pub fn played(&self) -> Result<JsValue, JsError> {
        let steps = self.scene.play.as_ref().map(|p| p.steps()).unwrap_or_default();
        steps
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| JsError::new(&format!("internal: could not encode the steps: {e}")))
    }

    /// The pieces placed by hand and standing, `[[row, col]]` (placement
    /// puzzles).
    pub fn placed(&self) -> js_sys::Array {
        square_list(&self.scene.play.as_ref().map(|p| p.placed()).unwrap_or_default())
    }

    /// Moves made (a chain of jumps by one peg counts once; placements:
    /// pieces standing that were placed by hand).
    #[wasm_bindgen(js_name = playMoves)]
    pub fn play_moves(&self) -> u32 {
        match &self.scene.play {
            Some(p) if self.scene.editor.answer == crate::core::puzzles::AnswerKind::Placement => {
                p.placed().len() as u32
            }
            Some(p) => u32::try_from(p.now().moves()).unwrap_or(u32::MAX),
            None => 0,
        }
    }

    /// Whether the played position reaches the goal.
    #[wasm_bindgen(js_name = playSolved)]
    pub fn play_solved(&self) -> bool {
        self.scene.play.as_ref().is_some_and(|p| p.solved())
    }

    /// Plays the step `{from, to, over?}`. Returns whether it was legal
    /// (a refused step is said by `refusal`).
    ///
    /// # Errors
    /// An object that is not a step, naming the faulty field (`step.to`).
    #[wasm_bindgen(js_name = playStep)]
    pub fn play_step(&mut self, step: &JsValue) -> Result<bool, JsError> {
        let step = args::step(step, Arg::of("playStep", "step"))?;
        Ok(play_mode::step(&mut self.scene, step))
    }

    /// Places a piece on `[row, col]` (placement puzzles); returns whether
    /// the rules allowed it.
    ///
    /// # Errors
    /// `row` or `col` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = playPlace)]
    pub fn play_place(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: &JsValue,
    ) -> Result<bool, JsError> {
        let at = square(row, col, "playPlace")?;
        Ok(play_mode::place(&mut self.scene, at))
    }

    /// Removes the piece on `[row, col]` (placement puzzles); returns
    /// whether the rules allowed it.
    ///
    /// # Errors
    /// `row` or `col` not a whole number from 0 to 2^32 − 1.
    #[wasm_bindgen(js_name = playRemove)]
    pub fn play_remove(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: &JsValue,
    ) -> Result<bool, JsError> {
        let at = square(row, col, "playRemove")?;
        Ok(play_mode::remove(&mut self.scene, at))
    }

    /// Undoes the last move (`back`) or redoes the last undone one;
    /// returns whether anything changed.
    ///
    /// # Errors
    /// `back` not `true` or `false`.
    #[wasm_bindgen(js_name = playUndo)]
    pub fn play_undo(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] back: &JsValue,
    ) -> Result<bool, JsError> {
        let back = args::flag(back, Arg::only("playUndo"))?;
        Ok(play_mode::undo(&mut self.scene, back))
    }

    /// Whether there is a move to undo (`back`) or to redo.
    ///
    /// # Errors
    /// `back` not `true` or `false`.
    #[wasm_bindgen(js_name = canPlayUndo)]
    pub fn can_play_undo(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] back: &JsValue,
    ) -> Result<bool, JsError> {
        let back = args::flag(back, Arg::only("canPlayUndo"))?;
        Ok(self.scene.play.as_ref().is_some_and(|p| p.can_undo(back)))
    }

    /// Back to the start of play (Redo replays the moves); returns whether
    /// anything changed.
    #[wasm_bindgen(js_name = playRestart)]
    pub fn play_restart(&mut self) -> bool {
        play_mode::restart(&mut self.scene)
    }

    /// The last move refused, `{square, code, message}`, until the next
    /// move; `undefined` when none.
    pub fn refusal(&self) -> Option<js_sys::Object> {
        let r = self.scene.play.as_ref()?.refused.as_ref()?;
        let o = js_sys::Object::new();
        let [row, col] = r.square;
        let _ = js_sys::Reflect::set(&o, &"square".into(), &pair(row.into(), col.into()));
        let _ = js_sys::Reflect::set(&o, &"code".into(), &r.code.into());
        let _ = js_sys::Reflect::set(&o, &"message".into(), &r.message.as_str().into());
        Some(o)
    }

    /// Highlights the move `from` → `to` (the coach's hint), or the square
    /// `from` alone (`to` undefined), or nothing (`from` undefined).
    ///
    /// # Errors
    /// `from` or `to` given but not a square `[row, col]`.
    #[wasm_bindgen(js_name = setHint)]
    pub fn set_hint(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "[number, number] | undefined")] from: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "[number, number] | undefined")] to: &JsValue,
    ) -> Result<(), JsError> {
        let from = args::optional_square(from, Arg::of("setHint", "from"))?;
        let to = args::optional_square(to, Arg::of("setHint", "to"))?;
        play_mode::set_hint(&mut self.scene, from.map(|f| (f, to)));
        Ok(())
    }
}

/// CSS point `(x, y)`, the arguments of `method`.
fn point(x: &JsValue, y: &JsValue, method: &str) -> Result<(f64, f64), JsError> {
    Ok((
        args::number(x, Arg::of(method, "x"))?,
        args::number(y, Arg::of(method, "y"))?,
    ))
}

/// Square `[row, col]`, the arguments of `method`.
fn square(row: &JsValue, col: &JsValue, method: &str) -> Result<[u32; 2], JsError> {
    Ok([
        args::whole(row, Arg::of(method, "row"))?,
        args::whole(col, Arg::of(method, "col"))?,
    ])
}

/// What `traceStepCounts` returns: a watched search's counters at the step
/// shown, named (`null` where there is none, never a number standing for
/// none).
#[derive(Serialize)]
struct TraceStepCounts {
    /// The events applied of each kind.
    events: KindCounts,
    /// Jumps not undone since the last bound (knight swap: the depth of
    /// the position expanded last).
    depth: u32,
    /// The iterative deepening's bound under way, in moves.
    bound: Option<u32>,
    /// The frontier (knight swap: states reached, not expanded).
    frontier: u32,
    /// The best placement known (branch and bound), in knights with those
    /// given.
    best: Option<u32>,
    /// Branch and bound's last cut (its prune event), so that a page can
    /// say "cut: at most 12 ≤ best 13".
    cut: Option<TraceCut>,
}

/// Branch and bound's last cut: the node's bound and the best known when
/// it was cut (`null`: no best event before it), both in knights with
/// those given.
#[derive(Serialize)]
struct TraceCut {
    bound: u32,
    best: Option<u32>,
}

/// The events applied of each kind ([`EventKind`]), by the kind's name as
/// docs/API.md names it.
#[derive(Serialize)]
struct KindCounts {
    place: u32,
    remove: u32,
    r#move: u32,
    retract: u32,
    jump: u32,
    undo: u32,
    bound: u32,
    hit: u32,
    expand: u32,
    piece: u32,
    frontier: u32,
    best: u32,
    prune: u32,
    augment: u32,
    path: u32,
    cover: u32,
}

impl KindCounts {
    /// The counts `count(kind)` of each kind.
    fn of(count: impl Fn(EventKind) -> u32) -> Self {
        KindCounts {
            place: count(EventKind::Place),
            remove: count(EventKind::Remove),
            r#move: count(EventKind::Move),
            retract: count(EventKind::Retract),
            jump: count(EventKind::Jump),
            undo: count(EventKind::Undo),
            bound: count(EventKind::Bound),
            hit: count(EventKind::Hit),
            expand: count(EventKind::Expand),
            piece: count(EventKind::Piece),
            frontier: count(EventKind::Frontier),
            best: count(EventKind::Best),
            prune: count(EventKind::Prune),
            augment: count(EventKind::Augment),
            path: count(EventKind::Path),
            cover: count(EventKind::Cover),
        }
    }
}
