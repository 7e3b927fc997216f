//! The view's state: the editable request, the answer being played back,
//! the UI state of selection and drag, and the camera.
//!
//! As in Simon Tatham's puzzles, what a request holds (position, goal,
//! markers) is kept apart from UI state (selection, drag, hover, keyboard
//! cursor) and from draw caches (the wall runs), which can always be dropped.
//! Nothing here touches the browser: [`super::draw`] paints a scene and
//! [`super::input`] turns pointer events into edits.

use std::collections::BTreeMap;

use crate::core::board::{Board, Cell, Grid, Piece, Square};
use crate::core::notation;
use crate::core::puzzles::{self, AnswerKind, EditorInfo};
use crate::core::{Request, RequestError, Step};

use super::camera::Camera;
use super::input::Ui;
use super::placement::Placements;
use super::playback::{Moment, Motion, Playback};

/// Boards of at most this many cells travel as `board` text in requests
/// and show in the position box (64 × 64); larger ones as `rows`, `cols`,
/// `off`.
pub(crate) const TEXT_CELLS: u64 = 64 * 64;

/// Which board the canvas edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Layer {
    /// The start position (what is solved).
    Position,
    /// The goal position (puzzles whose editor has a goal).
    Goal,
}

/// What a press on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tool {
    /// Drag or click-click pieces and markers.
    Move,
    /// Put this cell on pressed squares (a palette symbol).
    Paint(Cell),
}

/// A draggable square marker of a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Marker {
    /// `from`: the start square.
    From,
    /// `to`: the target square.
    To,
}

/// A run of off squares in one row, `cols[0]..=cols[1]`, for drawing.
pub(crate) type Run = (u32, [u32; 2]);

/// The whole state of one board view.
pub(crate) struct Scene {
    /// The puzzle's id.
    pub puzzle: String,
    /// What the editor offers for the puzzle.
    pub editor: EditorInfo,
    /// The start position.
    pub position: Board,
    /// The goal, for puzzles that have one; same size as the position.
    pub goal: Option<Board>,
    /// The start marker, when the puzzle has one.
    pub from: Option<Square>,
    /// The target marker, when the puzzle has one.
    pub to: Option<Square>,
    /// The board being edited.
    pub layer: Layer,
    /// The current tool.
    pub tool: Tool,
    /// The answer being played back, if any.
    pub playback: Option<Playback>,
    /// Counts up with every answer shown, so draw caches know when the
    /// answer changed.
    pub answer_gen: u64,
    /// A placement answer (one or several solutions), if any.
    pub placements: Option<Placements>,
    /// Selection, drag, hover, keyboard cursor.
    pub ui: Ui,
    /// Canvas size, zoom and pan.
    pub camera: Camera,
    /// Whether edits are refused (a preview).
    pub read_only: bool,
    /// A search being watched (knight path), drawn under the pieces.
    pub(crate) trace: Option<super::trace::TraceView>,
    /// The seeded random walls the board was made with, and the board as
    /// made: while unedited, [`Scene::request`] sends the seed, not the walls.
    random: Option<(crate::core::request::RandomOff, Board)>,
    /// Draw cache: the off squares as row runs, `None` when stale.
    walls: Option<Vec<Run>>,
    /// Counts rebuilds of `walls`, so that draw caches know when they are stale.
    walls_version: u64,
    /// Draw cache: the squares the position's pieces attack (from the
    /// puzzle's rules), `None` when stale.
    pub(crate) attacks: Option<Vec<Square>>,
    /// Requests before the last edits, for undo (newest last).
    undo: Vec<Snapshot>,
    /// Requests undone, for redo (newest last).
    redo: Vec<Snapshot>,
    /// During a press: whether its edits already have their undo step (one
    /// stroke or drag is one step).
    gesture: Option<bool>,
}

/// What undo restores: the request's boards and markers.
#[derive(Clone)]
pub(crate) struct Snapshot {
    position: Board,
    goal: Option<Board>,
    from: Option<Square>,
    to: Option<Square>,
}

/// Undo steps kept; fewer for huge boards with walls (each step holds a
/// copy of the wall bit set).
fn undo_depth(board: &Board) -> usize {
    if board.has_off() && board.len() > 4_000_000 {
        8
    } else {
        100
    }
}

fn err(e: impl std::fmt::Display) -> RequestError {
    RequestError::new(e.to_string())
}

/// Clamps `square` into `board`'s grid.
fn clamp(board: &Board, [r, c]: Square) -> Square {
    let r = r.min(board.rows().saturating_sub(1));
    [r, c.min(board.row_len(r).saturating_sub(1))]
}

/// Makes `other`'s off squares those of `board` (walls are shared by the
/// position and the goal). Both boards must have the same size.
fn copy_walls(board: &Board, other: &mut Board) {
    let stale: Vec<Square> = other.off_squares().filter(|&s| board.is_on(s)).collect();
    for s in stale {
        let _ = other.set(s, Cell::Empty);
    }
    let fresh: Vec<Square> = board.off_squares().filter(|&s| other.is_on(s)).collect();
    for s in fresh {
        let _ = other.set(s, Cell::Off);
    }
}

impl Scene {
    /// The view of `request`; markers outside the board are clamped into it.
    ///
    /// # Errors
    /// A [`RequestError`] for an unknown puzzle, a board that cannot be
    /// read, or a goal that cannot be read or differs in size.
    pub fn from_request(request: &Request) -> Result<Scene, RequestError> {
        let puzzle = puzzles::find(&request.puzzle).ok_or_else(|| {
            let known: Vec<&str> = puzzles::PUZZLES.iter().map(|p| p.info().id).collect();
            RequestError::new(format!(
                "unknown puzzle '{}': use one of {}",
                request.puzzle,
                known.join(", ")
            ))
        })?;
        let info = puzzle.info();
        let position = request.board()?;
        let goal = if info.editor.goal {
            let goal = match &request.goal {
                Some(text) => notation::parse(text, position.grid()).map_err(|e| err(format!("goal: {e}")))?,
                // The solver's own default goal (knight-swap: colours exchanged).
                None => puzzle.default_goal(&position).unwrap_or_else(|| position.clone()),
            };
            if (goal.rows(), goal.cols()) != (position.rows(), position.cols()) {
                return Err(err(format!(
                    "goal: the goal is {} × {} but the position is {} × {}",
                    goal.rows(),
                    goal.cols(),
                    position.rows(),
                    position.cols()
                )));
            }
            Some(goal)
        } else {
            None
        };
        let has = |m: &str| info.editor.markers.contains(&m);
        let last = [position.rows() - 1, position.cols() - 1];
        let from = has("from").then(|| clamp(&position, request.from.unwrap_or([0, 0])));
        let to = has("to").then(|| clamp(&position, request.to.unwrap_or(last)));
        let random = request.random_off.map(|r| (r, position.clone()));
        Ok(Scene {
            puzzle: info.id.to_owned(),
            editor: info.editor,
            position,
            goal,
            from,
            to,
            layer: Layer::Position,
            tool: Tool::Move,
            playback: None,
            answer_gen: 0,
            placements: None,
            ui: Ui::default(),
            camera: Camera::default(),
            read_only: false,
            trace: None,
            random,
            walls: None,
            walls_version: 0,
            attacks: None,
            undo: Vec::new(),
            redo: Vec::new(),
            gesture: None,
        })
    }

    /// Replaces the request, keeping the camera's canvas size, the tool when
    /// the new puzzle offers it, and the layer when it still exists.
    ///
    /// # Errors
    /// As for [`Scene::from_request`]; the scene is unchanged then.
    pub fn set_request(&mut self, request: &Request) -> Result<(), RequestError> {
        let mut next = Scene::from_request(request)?;
        if next.puzzle == self.puzzle {
            let same =
                (&next.position, &next.goal, next.from, next.to) == (&self.position, &self.goal, self.from, self.to);
            if !same {
                self.checkpoint();
            }
            next.undo = std::mem::take(&mut self.undo);
            next.redo = std::mem::take(&mut self.redo);
        }
        next.camera = self.camera.clone();
        next.camera.reset();
        next.answer_gen = self.answer_gen + 1;
        next.read_only = self.read_only;
        if let Tool::Paint(cell) = self.tool {
            if next.editor.palette.contains(&cell.symbol()) {
                next.tool = self.tool;
            }
        }
        if next.goal.is_some() {
            next.layer = self.layer;
        }
        *self = next;
        Ok(())
    }

    /// The request of what is shown (DESIGN §4): `board` text up to
    /// [`TEXT_CELLS`] cells, else `rows`, `cols` and `off`.
    pub fn request(&self) -> Request {
        let b = &self.position;
        let mut request = Request {
            puzzle: self.puzzle.clone(),
            grid: (b.grid() == Grid::Triangle).then_some(Grid::Triangle),
            from: self.from,
            to: self.to,
            // Past the notation's limit the solver's default goal applies
            // (and the solver explains that such a board is too big).
            goal: self
                .goal
                .as_ref()
                .filter(|g| g.len() <= notation::MAX_TEXT_CELLS as u64)
                .map(notation::format),
            ..Request::default()
        };
        if b.len() <= TEXT_CELLS {
            request.board = Some(notation::format(b));
        } else {
            request.rows = Some(b.rows());
            request.cols = Some(b.cols());
            match &self.random {
                Some((random, made)) if made == b => request.random_off = Some(*random),
                _ if b.has_off() => request.off = Some(b.off_squares().collect()),
                _ => {}
            }
        }
        request
    }

    /// The board being edited.
    pub fn edited(&self) -> &Board {
        match (self.layer, &self.goal) {
            (Layer::Goal, Some(g)) => g,
            _ => &self.position,
        }
    }

    fn boards_mut(&mut self) -> (&mut Board, Option<&mut Board>) {
        match (self.layer, self.goal.as_mut()) {
            (Layer::Goal, Some(g)) => (g, Some(&mut self.position)),
            (_, g) => (&mut self.position, g),
        }
    }

    /// The layer's text, when the board is small enough to show as text.
    pub fn text(&self, layer: Layer) -> Option<String> {
        let board = match layer {
            Layer::Position => Some(&self.position),
            Layer::Goal => self.goal.as_ref(),
        }?;
        (board.len() <= TEXT_CELLS).then(|| notation::format(board))
    }

    /// Replaces a layer from position text. The other layer follows: it is
    /// resized to the same size (keeping what fits) and takes the same off
    /// squares. Markers are clamped into the board.
    ///
    /// # Errors
    /// The notation error, naming row and column; for the goal, also a size
    /// that differs from the position's. The scene is unchanged then.
    pub fn set_text(&mut self, layer: Layer, text: &str) -> Result<(), RequestError> {
        let board = notation::parse(text, self.position.grid()).map_err(|e| match layer {
            Layer::Position => err(e),
            Layer::Goal => err(format!("goal: {e}")),
        })?;
        if layer == Layer::Goal {
            if self.goal.is_none() {
                return Err(err("this puzzle has no goal position"));
            }
            if (board.rows(), board.cols()) != (self.position.rows(), self.position.cols()) {
                return Err(err(format!(
                    "goal: the goal is {} × {} but the position is {} × {}; change the size with rows and columns",
                    board.rows(),
                    board.cols(),
                    self.position.rows(),
                    self.position.cols()
                )));
            }
        }
        self.checkpoint();
        match (layer, self.goal.as_mut()) {
            (Layer::Goal, None) => {}
            (Layer::Goal, Some(goal)) => {
                copy_walls(&board, &mut self.position);
                *goal = board;
            }
            (Layer::Position, goal) => {
                if let Some(goal) = goal {
                    if (goal.rows(), goal.cols()) != (board.rows(), board.cols()) {
                        *goal = goal.resized(board.rows(), board.cols()).map_err(err)?;
                    }
                    copy_walls(&board, goal);
                }
                self.position = board;
            }
        }
        self.after_reshape();
        Ok(())
    }

    /// Resizes both layers to `rows × cols`, keeping what fits.
    ///
    /// # Errors
    /// A size of 0 or past the limit; the scene is unchanged then.
    pub fn set_size(&mut self, rows: u32, cols: u32) -> Result<(), RequestError> {
        let position = self.position.resized(rows, cols).map_err(err)?;
        let goal = match &self.goal {
            Some(g) => Some(g.resized(rows, cols).map_err(err)?),
            None => None,
        };
        self.checkpoint();
        self.position = position;
        self.goal = goal;
        self.after_reshape();
        Ok(())
    }

    /// Records the request as an undo step (once per press).
    fn checkpoint(&mut self) {
        if self.gesture == Some(true) {
            return;
        }
        if self.gesture.is_some() {
            self.gesture = Some(true);
        }
        self.undo.push(Snapshot {
            position: self.position.clone(),
            goal: self.goal.clone(),
            from: self.from,
            to: self.to,
        });
        let keep = undo_depth(&self.position);
        if self.undo.len() > keep {
            self.undo.drain(..self.undo.len() - keep);
        }
        self.redo.clear();
    }

    /// Marks the start (`true`) or end of a press: its edits make one undo
    /// step.
    pub fn set_gesture(&mut self, pressed: bool) {
        self.gesture = pressed.then_some(false);
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Undoes the last edit (`back`) or redoes the last undone one. Returns
    /// whether anything changed.
    pub fn undo(&mut self, back: bool) -> bool {
        let (from, to) = if back {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let Some(snap) = from.pop() else { return false };
        let now = Snapshot {
            position: std::mem::replace(&mut self.position, snap.position),
            goal: std::mem::replace(&mut self.goal, snap.goal),
            from: std::mem::replace(&mut self.from, snap.from),
            to: std::mem::replace(&mut self.to, snap.to),
        };
        to.push(now);
        let same_size = to
            .last()
            .is_some_and(|n| (n.position.rows(), n.position.cols()) == (self.position.rows(), self.position.cols()));
        let camera = self.camera.clone();
        self.after_reshape();
        if same_size {
            self.camera = camera;
        }
        true
    }

    fn after_reshape(&mut self) {
        self.playback = None;
        self.placements = None;
        self.attacks = None;
        self.ui = Ui::default();
        self.camera.reset();
        self.from = self.from.map(|s| clamp(&self.position, s));
        self.to = self.to.map(|s| clamp(&self.position, s));
        self.walls = None;
    }

    /// Called before every edit: an answer on screen is dropped, and if it
    /// moved pieces, the position shown becomes the position edited (what
    /// you see is what you edit).
    fn before_edit(&mut self) {
        self.adopt_shown();
        // A placement answer is dropped, not adopted: its pieces were the
        // solver's, and the next solve starts from the pieces placed here.
        self.placements = None;
        self.attacks = None;
        self.checkpoint();
    }

    fn adopt_shown(&mut self) {
        let Some(pb) = self.playback.take() else { return };
        if self.editor.answer == AnswerKind::Path {
            return;
        }
        let shown = pb.pieces_at(pb.step());
        let old: Vec<Square> = self.position.pieces().map(|(s, _)| s).collect();
        for s in old {
            let _ = self.position.set(s, Cell::Empty);
        }
        for (s, p) in shown {
            let _ = self.position.set(s, Cell::Piece(p));
        }
    }

    /// The marker on `square`, the start first.
    pub fn marker_at(&self, square: Square) -> Option<Marker> {
        if self.layer != Layer::Position {
            return None;
        }
        if self.from == Some(square) {
            Some(Marker::From)
        } else if self.to == Some(square) {
            Some(Marker::To)
        } else {
            None
        }
    }

    /// Where a marker stands.
    pub fn marker(&self, marker: Marker) -> Option<Square> {
        match marker {
            Marker::From => self.from,
            Marker::To => self.to,
        }
    }

    /// The piece drawn on `square` of the edited layer (at the playback step
    /// when an answer is shown).
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        if self.layer == Layer::Position && self.editor.answer != AnswerKind::Path {
            if let Some(pb) = &self.playback {
                return pb.pieces_at(pb.step()).get(&square).copied();
            }
        }
        match self.edited().get(square) {
            Cell::Piece(p) => Some(p),
            _ => None,
        }
    }

    /// Puts `cell` on `square` of the edited layer. Off squares are shared
    /// with the other layer; a marker's square is never turned off.
    /// Returns whether anything changed.
    pub fn paint(&mut self, square: Square, cell: Cell) -> bool {
        let before = self.edited().get(square);
        let walls_marker = cell == Cell::Off && self.marker_at(square).is_some();
        if !self.edited().contains(square) || before == cell || walls_marker {
            return false;
        }
        self.before_edit();
        let (board, other) = self.boards_mut();
        let _ = board.set(square, cell);
        if let Some(other) = other {
            if cell == Cell::Off {
                let _ = other.set(square, Cell::Off);
            } else if before == Cell::Off && !other.is_on(square) {
                let _ = other.set(square, Cell::Empty);
            }
        }
        if cell == Cell::Off || before == Cell::Off {
            self.walls = None;
        }
        true
    }

    /// Moves the piece on `from` to `to` in the edited layer; a piece on `to`
    /// goes to `from` (the two swap). Off squares refuse pieces. Returns
    /// whether anything changed.
    pub fn move_piece(&mut self, from: Square, to: Square) -> bool {
        let Some(piece) = self.piece_at(from) else { return false };
        if from == to || !self.edited().is_on(to) {
            return false;
        }
        let there = self.piece_at(to);
        self.before_edit();
        let (board, _) = self.boards_mut();
        let _ = board.set(to, Cell::Piece(piece));
        let _ = board.set(from, there.map_or(Cell::Empty, Cell::Piece));
        true
    }

    /// Takes the piece off `square` of the edited layer.
    pub fn remove_piece(&mut self, square: Square) -> bool {
        if self.piece_at(square).is_none() {
            return false;
        }
        self.before_edit();
        let (board, _) = self.boards_mut();
        let _ = board.set(square, Cell::Empty);
        true
    }

    /// Moves `marker` to `square` if that is an on square without the other
    /// marker. Returns whether it moved.
    pub fn move_marker(&mut self, marker: Marker, square: Square) -> bool {
        let (this, other) = match marker {
            Marker::From => (self.from, self.to),
            Marker::To => (self.to, self.from),
        };
        if this.is_none() || this == Some(square) || other == Some(square) || !self.position.is_on(square) {
            return false;
        }
        self.before_edit();
        match marker {
            Marker::From => self.from = Some(square),
            Marker::To => self.to = Some(square),
        }
        true
    }

    /// Shows `steps` as the answer, from step 0.
    ///
    /// # Errors
    /// A step with a square outside the board.
    pub fn set_answer(&mut self, steps: Vec<Step>) -> Result<(), RequestError> {
        for (i, s) in steps.iter().enumerate() {
            for sq in [Some(s.from), Some(s.to), s.over].into_iter().flatten() {
                self.position
                    .check(sq)
                    .map_err(|e| err(format!("answer: step {}: {e}", i + 1)))?;
            }
        }
        let (start, motion) = if self.editor.answer == AnswerKind::Path {
            let start = self.from.or_else(|| steps.first().map(|s| s.from));
            (
                start.map(|s| (s, Piece::WhiteKnight)).into_iter().collect(),
                Motion::Straight,
            )
        } else {
            (self.position.pieces().collect(), Motion::KnightL)
        };
        self.playback = Some(Playback::new(start, steps, motion));
        self.placements = None;
        self.answer_gen += 1;
        // A drag in progress goes on (answers may arrive mid-drag).
        self.ui.selected = None;
        Ok(())
    }

    /// Drops the answer.
    pub fn clear_answer(&mut self) {
        self.playback = None;
        self.placements = None;
        self.answer_gen += 1;
    }

    /// What to draw on the board: the edited layer's pieces, or the answer
    /// at its playback position. A path puzzle's knight stands on `from`.
    pub fn moment(&self) -> Moment {
        match (self.layer, &self.playback) {
            (Layer::Position, Some(pb)) => pb.moment(&self.position),
            _ => {
                let mut still: BTreeMap<Square, Piece> = self.edited().pieces().collect();
                if self.editor.answer == AnswerKind::Path && self.layer == Layer::Position {
                    if let Some(f) = self.from {
                        still.insert(f, Piece::WhiteKnight);
                    }
                }
                Moment {
                    still,
                    moving: None,
                    step: 0,
                }
            }
        }
    }

    /// The notation of the board drawn at the current playback step (a path
    /// puzzle's knight shown as `N`; a placement answer's pieces included),
    /// when the board is small enough for text.
    pub fn shown_text(&self) -> Option<String> {
        let board = self.edited();
        if board.len() > TEXT_CELLS {
            return None;
        }
        let mut shown = board.clone();
        for (s, _) in board.pieces() {
            let _ = shown.set(s, Cell::Empty);
        }
        let pieces = match (self.layer, &self.playback) {
            (Layer::Position, Some(pb)) => pb.pieces_at(pb.step()),
            _ => self.moment().still,
        };
        for (s, p) in pieces {
            let _ = shown.set(s, Cell::Piece(p));
        }
        if let (Layer::Position, Some(pl)) = (self.layer, &self.placements) {
            for &s in pl.added() {
                let _ = shown.set(s, Cell::Piece(pl.piece()));
            }
        }
        Some(notation::format(&shown))
    }

    /// How many times the off squares' runs were rebuilt: a draw cache of
    /// the walls made at another version is stale.
    pub fn walls_version(&self) -> u64 {
        self.walls_version
    }

    /// The off squares as row runs, from the cache filled by
    /// [`Scene::cache_walls`] (empty when stale).
    pub fn walls(&self) -> &[Run] {
        self.walls.as_deref().unwrap_or(&[])
    }

    /// Fills the wall cache if it is stale.
    pub fn cache_walls(&mut self) {
        let board = &self.position;
        if self.walls.is_none() {
            self.walls_version += 1;
        }
        self.walls.get_or_insert_with(|| {
            let mut runs: Vec<Run> = Vec::new();
            for [r, c] in board.off_squares() {
                match runs.last_mut() {
                    Some((row, cols)) if *row == r && cols[1] + 1 == c => cols[1] = c,
                    _ => runs.push((r, [c, c])),
                }
            }
            runs
        });
    }

    /// The square drawn at CSS point `(x, y)`, if any.
    pub fn square_at(&self, x: f64, y: f64) -> Option<Square> {
        let frame = self.camera.frame(self.position.extent());
        let (cx, cy) = frame.to_cells(x, y);
        self.position.hit(cx, cy)
    }
}
