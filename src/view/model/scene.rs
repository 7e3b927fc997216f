//! The view's state: the editable request, the answer being played back,
//! the UI state of selection and drag, and the camera.
//!
//! As in Simon Tatham's puzzles, what a request holds (position, goal,
//! markers) is kept apart from UI state (selection, drag, hover, keyboard
//! cursor) and from draw caches (the attacked squares), which can always be
//! dropped. Every edit of a cell or marker goes through one place
//! ([`Scene::set_cell`], [`Scene::set_marker`]), which records the undo
//! diff and logs wall changes for the painter's wall image, so an edit
//! costs what it changes, never the board's size. Nothing here touches
//! the browser: the painter reads a scene and `input` turns
//! pointer events into edits.

use std::collections::BTreeMap;

use crate::core::board::{Board, Cell, Grid, Piece, Square};
use crate::core::notation;
use crate::core::puzzles::{self, AnswerKind, EditorInfo};
use crate::core::{Request, RequestError, Step};

use super::camera::Camera;
use super::editing::{Editing, Marker, Tool};
use super::history::{Change, Entry, History, Seeded, Snapshot};
use super::labels::LabelStyle;
use super::placement::{Placements, ATTACK_MAX_CELLS};
use super::playback::{Moment, Playback};
use super::playing::Playing;
use super::search_trace::SearchTrace;
use super::ui::Ui;

/// Boards of at most this many cells travel as `board` text in requests
/// and show in the position box (64 × 64); larger ones as `rows`, `cols`,
/// `off`.
pub(crate) const TEXT_CELLS: u64 = 64 * 64;

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
    pub editing: Editing,
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
    /// How rows and columns are labelled (kept across requests).
    pub labels: LabelStyle,
    /// Whether the screen's board takes the dark theme's colours (an
    /// export is always light); kept across requests.
    pub dark: bool,
    /// A search being watched (knight path), drawn under the pieces.
    pub trace: Option<SearchTrace>,
    /// Play mode: the position played by hand, if playing.
    pub play: Option<Playing>,
    /// The seeded random walls the position was made with, and the squares
    /// whose wall differs from them since: [`Scene::request`] sends the
    /// seed plus those edits, never every wall (10⁷ walls on a 10 000²
    /// board). `None` for boards without a seed, and once a whole-board
    /// edit (text, size) replaced the seed's board.
    random: Option<Seeded>,
    /// Counts replacements of the position's off squares as a whole (a
    /// new request, text, size, an undone reshape): a wall image of another
    /// epoch is rebuilt.
    walls_epoch: u64,
    /// The squares whose off state changed since `walls_epoch` began, in
    /// order (a wall image applies the ones it has not seen).
    wall_edits: Vec<Square>,
    /// Draw cache: the squares the position's pieces attack (from the
    /// puzzle's rules), `None` when stale.
    attacks: Option<Vec<Square>>,
    /// Undo and redo.
    history: History,
}

/// Wall edits logged before the log is dropped for a rebuild of the wall
/// image (a rebuild costs about as much as applying this many).
const MAX_WALL_EDITS: usize = 1 << 20;

fn err(e: impl std::fmt::Display) -> RequestError {
    RequestError::new(e.to_string())
}

/// The board's far corner, the last square of its last row.
fn last_square(board: &Board) -> Square {
    let r = board.rows().saturating_sub(1);
    [r, board.row_len(r).saturating_sub(1)]
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
    /// The view of `request`.
    ///
    /// # Errors
    /// A [`RequestError`] for an unknown puzzle, a board that cannot be
    /// read, a goal that cannot be read or differs in size, or a marker
    /// (`from`, `to`) outside the board, naming the field.
    pub fn from_request(request: &Request) -> Result<Scene, RequestError> {
        Scene::from_request_drawn(request, None)
    }

    /// [`Scene::from_request`] with the `randomOff` walls given already
    /// drawn (`walls`: see [`Request::board_drawn`]), so that a seeded
    /// 10⁸-square board is not drawn on the calling thread.
    ///
    /// # Errors
    /// As for [`Scene::from_request`] and [`Request::board_drawn`].
    pub fn from_request_drawn(request: &Request, walls: Option<&[u64]>) -> Result<Scene, RequestError> {
        let puzzle = puzzles::find_or_refuse(&request.puzzle)?;
        let info = puzzle.info();
        let position = request.board_drawn(walls)?;
        let goal = if info.editor.goal {
            let goal = match &request.goal {
                Some(text) => notation::parse(text, position.grid()).map_err(|e| err(format!("goal: {e}")))?,
                // The solver's own default goal (knight-swap: colours exchanged).
                None => puzzle.default_goal(&position).unwrap_or_else(|| position.clone()),
            };
            if (goal.rows(), goal.cols()) != (position.rows(), position.cols()) {
                return Err(err(format!(
                    "goal: the goal is {} × {} but the position is {} × {}",
                    crate::core::words::grouped(goal.rows()),
                    crate::core::words::grouped(goal.cols()),
                    crate::core::words::grouped(position.rows()),
                    crate::core::words::grouped(position.cols())
                )));
            }
            Some(goal)
        } else {
            None
        };
        let has = |m: &str| info.editor.markers.contains(&m);
        // A marker the request places outside the board is refused, naming
        // its field, never moved into it (issue 39: a link's `from=9,9` on
        // a 5 × 5 board started the tour at (4, 4) without a word).
        for (name, sq) in [("from", request.from), ("to", request.to)] {
            if let Some(sq) = sq.filter(|_| has(name)) {
                position.check(sq).map_err(|e| err(format!("{name}: {e}")))?;
            }
        }
        let last = last_square(&position);
        let from = has("from").then(|| request.from.unwrap_or([0, 0]));
        let to = has("to").then(|| request.to.unwrap_or(last));
        let random = request.random_off.filter(|_| position.grid() == Grid::Square).map(|r| {
            Seeded::new(
                r,
                position.cols(),
                request.off.iter().flatten(),
                request.on.iter().flatten(),
            )
        });
        Ok(Scene {
            puzzle: info.id.to_owned(),
            editor: info.editor,
            position,
            goal,
            from,
            to,
            editing: Editing::Position,
            tool: Tool::Move,
            playback: None,
            answer_gen: 0,
            placements: None,
            ui: Ui::default(),
            camera: Camera::default(),
            read_only: false,
            labels: LabelStyle::Numbers,
            dark: false,
            trace: None,
            play: None,
            random,
            walls_epoch: 0,
            wall_edits: Vec::new(),
            attacks: None,
            history: History::default(),
        })
    }

    /// Replaces the request, keeping the camera's canvas size, the tool when
    /// the new puzzle offers it, and the board edited when it still exists.
    /// `walls`: the `randomOff` walls already drawn, or `None` to draw them
    /// ([`Scene::from_request_drawn`]).
    ///
    /// # Errors
    /// As for [`Scene::from_request_drawn`]; the scene is unchanged then.
    pub fn set_request(&mut self, request: &Request, walls: Option<&[u64]>) -> Result<(), RequestError> {
        let mut next = Scene::from_request_drawn(request, walls)?;
        if next.puzzle == self.puzzle {
            let same =
                (&next.position, &next.goal, next.from, next.to) == (&self.position, &self.goal, self.from, self.to);
            if !same {
                self.record_whole();
            }
            next.history = std::mem::take(&mut self.history);
        }
        next.walls_epoch = self.walls_epoch + 1;
        next.camera = self.camera.clone();
        next.camera.reset();
        next.answer_gen = self.answer_gen + 1;
        next.read_only = self.read_only;
        next.labels = self.labels;
        next.dark = self.dark;
        if let Tool::Paint(cell) = self.tool {
            if next.editor.palette.contains(&cell.symbol()) {
                next.tool = self.tool;
            }
        }
        if next.goal.is_some() {
            next.editing = self.editing;
        }
        *self = next;
        Ok(())
    }

    /// The request of what is shown (docs/API.md): `board` text up to
    /// [`TEXT_CELLS`] cells, else `rows`, `cols` and `off`; a seeded board
    /// (`randomOff`, not resized or retyped since) at any size as `rows`,
    /// `cols`, `randomOff` and its edits (`off`, `on`).
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
            // The pieces' move rule, which the position's board holds
            // (`Request::board` set it): left out for the knight.
            leaper: (!b.leaper().is_knight()).then(|| [b.leaper().a(), b.leaper().b()]),
            ..Request::default()
        };
        // A seeded board is its seed plus its edits at any size (the page's
        // random-walls control keeps the seed in links and attributes).
        if b.len() <= TEXT_CELLS && self.random.is_none() {
            request.board = Some(notation::format(b));
        } else {
            request.rows = Some(b.rows());
            request.cols = Some(b.cols());
            match &self.random {
                Some(seeded) => {
                    request.random_off = Some(seeded.random);
                    let (off, on) = seeded.edits();
                    request.off = (!off.is_empty()).then_some(off);
                    request.on = (!on.is_empty()).then_some(on);
                }
                None if b.has_off() => request.off = Some(b.off_squares().collect()),
                None => {}
            }
        }
        request
    }

    /// The board being edited.
    pub fn edited(&self) -> &Board {
        match (self.editing, &self.goal) {
            (Editing::Goal, Some(g)) => g,
            _ => &self.position,
        }
    }

    /// Whether the goal is the board edited.
    fn goal_edited(&self) -> bool {
        self.editing == Editing::Goal && self.goal.is_some()
    }

    /// The text of the board `which`, when the board is small enough to show as text.
    pub fn text(&self, which: Editing) -> Option<String> {
        let board = match which {
            Editing::Position => Some(&self.position),
            Editing::Goal => self.goal.as_ref(),
        }?;
        (board.len() <= TEXT_CELLS).then(|| notation::format(board))
    }

    /// Replaces a board from position text. The other board follows: it is
    /// resized to the same size (keeping what fits) and takes the same off
    /// squares. Markers are clamped into the board.
    ///
    /// # Errors
    /// The notation error, naming row and column; for the goal, also a size
    /// that differs from the position's. The scene is unchanged then.
    pub fn set_text(&mut self, which: Editing, text: &str) -> Result<(), RequestError> {
        // The caller names the box (the page says "Goal: …" beside Solve).
        let cells = &self.editor.palette;
        let mut board = notation::parse_cells(text, self.position.grid(), cells).map_err(err)?;
        // The request's leaper stays (docs/API.md `leaper`).
        board.set_leaper(self.position.leaper());
        if which == Editing::Goal {
            if self.goal.is_none() {
                return Err(err("this puzzle has no goal position"));
            }
            if (board.rows(), board.cols()) != (self.position.rows(), self.position.cols()) {
                return Err(err(format!(
                    "the goal is {} × {} but the position is {} × {}; change the size with rows and columns",
                    crate::core::words::grouped(board.rows()),
                    crate::core::words::grouped(board.cols()),
                    crate::core::words::grouped(self.position.rows()),
                    crate::core::words::grouped(self.position.cols())
                )));
            }
        }
        self.record_whole();
        match (which, self.goal.as_mut()) {
            (Editing::Goal, None) => {}
            (Editing::Goal, Some(goal)) => {
                copy_walls(&board, &mut self.position);
                *goal = board;
            }
            (Editing::Position, goal) => {
                if let Some(goal) = goal {
                    if (goal.rows(), goal.cols()) != (board.rows(), board.cols()) {
                        *goal = goal.resized(board.rows(), board.cols()).map_err(err)?;
                    }
                    copy_walls(&board, goal);
                }
                self.position = board;
            }
        }
        // The walls are the text's now, not the seed's.
        self.random = None;
        self.after_reshape();
        Ok(())
    }

    /// Resizes both boards to `rows × cols`, keeping what fits. Markers
    /// outside the new board move inside it (the target to the far
    /// corner); a target on the old far corner stays on the far corner.
    ///
    /// # Errors
    /// A size of 0 or past the limit; the scene is unchanged then.
    pub fn set_size(&mut self, rows: u32, cols: u32) -> Result<(), RequestError> {
        let position = self.position.resized(rows, cols).map_err(err)?;
        let goal = match &self.goal {
            Some(g) => Some(g.resized(rows, cols).map_err(err)?),
            None => None,
        };
        let corner = self.to == Some(last_square(&self.position));
        self.record_whole();
        self.position = position;
        self.goal = goal;
        if corner {
            self.to = Some(last_square(&self.position));
        }
        // Resized, the board is no longer the seed's (it draws by row length).
        self.random = None;
        self.after_reshape();
        Ok(())
    }

    /// Records the boards and markers, whole, as an undo step: before an
    /// edit that replaces a whole board.
    fn record_whole(&mut self) {
        self.history.record_whole(Snapshot {
            position: self.position.clone(),
            goal: self.goal.clone(),
            from: self.from,
            to: self.to,
            random: self.random.clone(),
        });
    }

    /// Marks the start (`true`) or end of a press: its edits make one undo
    /// step.
    pub fn set_gesture(&mut self, pressed: bool) {
        self.history.set_gesture(pressed);
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Undoes the last edit (`back`) or redoes the last undone one. Returns
    /// whether anything changed. Costs what the edit changed.
    pub fn undo(&mut self, back: bool) -> bool {
        let Some(entry) = self.history.take(back) else {
            return false;
        };
        let inverse = match entry {
            Entry::Changes(changes) => {
                let mut inverse = Vec::with_capacity(changes.len());
                for &c in changes.iter().rev() {
                    inverse.push(self.apply_change(c));
                }
                self.after_edit();
                self.ui = Ui::default();
                Entry::Changes(inverse)
            }
            Entry::Whole(snap) => {
                let snap = *snap;
                let same_size =
                    (snap.position.rows(), snap.position.cols()) == (self.position.rows(), self.position.cols());
                let now = Snapshot {
                    position: std::mem::replace(&mut self.position, snap.position),
                    goal: std::mem::replace(&mut self.goal, snap.goal),
                    from: std::mem::replace(&mut self.from, snap.from),
                    to: std::mem::replace(&mut self.to, snap.to),
                    random: std::mem::replace(&mut self.random, snap.random),
                };
                let camera = self.camera.clone();
                self.after_reshape();
                if same_size {
                    self.camera = camera;
                }
                Entry::Whole(Box::new(now))
            }
        };
        self.history.put(back, inverse);
        true
    }

    /// Sets what `change` names to its value without recording it; returns
    /// the change that restores the value replaced.
    fn apply_change(&mut self, change: Change) -> Change {
        match change {
            Change::Cell { goal, square, cell } => {
                let before = self.cell(goal, square);
                self.put_cell(goal, square, cell);
                Change::Cell {
                    goal,
                    square,
                    cell: before,
                }
            }
            Change::Marker { marker, square } => {
                let slot = match marker {
                    Marker::From => &mut self.from,
                    Marker::To => &mut self.to,
                };
                let before = std::mem::replace(slot, square);
                Change::Marker { marker, square: before }
            }
        }
    }

    fn cell(&self, goal: bool, square: Square) -> Cell {
        match (goal, &self.goal) {
            (true, Some(g)) => g.get(square),
            _ => self.position.get(square),
        }
    }

    /// Puts `cell` on `square` of the position or goal, logging a change of
    /// the position's walls. No undo record.
    fn put_cell(&mut self, goal: bool, square: Square, cell: Cell) {
        let board = match (goal, self.goal.as_mut()) {
            (true, Some(g)) => g,
            _ => &mut self.position,
        };
        let was_on = board.is_on(square);
        if board.set(square, cell).is_err() {
            return;
        }
        if !goal && was_on != (cell != Cell::Off) {
            if let Some(seeded) = self.random.as_mut() {
                seeded.set(self.position.cols(), square, cell == Cell::Off);
            }
            self.wall_edits.push(square);
            if self.wall_edits.len() > MAX_WALL_EDITS {
                self.new_walls_epoch();
            }
        }
    }

    /// Puts `cell` on `square` of the position (`goal: false`) or goal,
    /// recording the old value in the open undo step.
    fn set_cell(&mut self, goal: bool, square: Square, cell: Cell) {
        let before = self.cell(goal, square);
        if before == cell || !self.position.contains(square) {
            return;
        }
        self.history.record(Change::Cell {
            goal,
            square,
            cell: before,
        });
        self.put_cell(goal, square, cell);
    }

    /// Moves `marker` to `square`, recording the old place.
    fn set_marker(&mut self, marker: Marker, square: Option<Square>) {
        let slot = match marker {
            Marker::From => &mut self.from,
            Marker::To => &mut self.to,
        };
        let before = std::mem::replace(slot, square);
        if before != square {
            self.history.record(Change::Marker { marker, square: before });
        }
    }

    fn new_walls_epoch(&mut self) {
        self.walls_epoch += 1;
        self.wall_edits.clear();
    }

    /// The walls epoch and the squares whose off state changed since it
    /// began (see [`super::raster::WallPixels`]).
    pub fn wall_edits(&self) -> (u64, &[Square]) {
        (self.walls_epoch, &self.wall_edits)
    }

    /// After an edit of cells or markers: answers and caches that depend
    /// on the request go.
    /// Drops the attack cache (the played position changed).
    pub(crate) fn drop_attacks(&mut self) {
        self.attacks = None;
    }

    fn after_edit(&mut self) {
        self.playback = None;
        self.placements = None;
        self.attacks = None;
        self.answer_gen += 1;
    }

    fn after_reshape(&mut self) {
        self.playback = None;
        self.placements = None;
        self.attacks = None;
        self.answer_gen += 1;
        self.ui = Ui::default();
        self.camera.reset();
        self.new_walls_epoch();
        // Markers outside the board move inside it: the start to the
        // nearest square, the target to the far corner.
        let last = last_square(&self.position);
        let inside = |s: Square| self.position.contains(s);
        self.from = self.from.map(|s| clamp(&self.position, s));
        self.to = self.to.map(|s| if inside(s) { s } else { clamp(&self.position, last) });
        if self.from.is_some() && self.from == self.to {
            self.from = Some([0, 0]).filter(|&s| Some(s) != self.to).or(self.from);
        }
    }

    /// Called before every edit: an answer on screen is dropped, and if it
    /// moved pieces, the position shown becomes the position edited (what
    /// you see is what you edit).
    fn before_edit(&mut self) {
        self.history.begin();
        self.adopt_shown();
        // A placement answer is dropped, not adopted: its pieces were the
        // solver's, and the next solve starts from the pieces placed here.
        self.after_edit();
    }

    fn adopt_shown(&mut self) {
        let Some(pb) = self.playback.take() else { return };
        if self.editor.answer == AnswerKind::Path {
            return;
        }
        let shown = pb.pieces();
        let old: Vec<Square> = self.position.pieces().map(|(s, _)| s).collect();
        for s in old {
            if !shown.contains_key(&s) {
                self.set_cell(false, s, Cell::Empty);
            }
        }
        for (s, p) in shown {
            self.set_cell(false, s, Cell::Piece(p));
        }
    }

    /// The marker on `square`, the start first.
    pub fn marker_at(&self, square: Square) -> Option<Marker> {
        if self.editing != Editing::Position {
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

    /// The piece drawn on `square` of the edited board (at the playback step
    /// when an answer is shown).
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        if self.editing == Editing::Position && self.editor.answer != AnswerKind::Path {
            if let Some(pb) = &self.playback {
                return pb.piece_on(square);
            }
        }
        match self.edited().get(square) {
            Cell::Piece(p) => Some(p),
            _ => None,
        }
    }

    /// Puts `cell` on `square` of the edited board. Off squares are shared
    /// with the other board; a marker's square is never turned off.
    /// Returns whether anything changed.
    pub fn paint(&mut self, square: Square, cell: Cell) -> bool {
        let before = self.edited().get(square);
        let walls_marker = cell == Cell::Off && self.marker_at(square).is_some();
        if !self.edited().contains(square) || before == cell || walls_marker {
            return false;
        }
        self.before_edit();
        let goal = self.goal_edited();
        self.set_cell(goal, square, cell);
        // Off squares are shared by the position and the goal.
        if self.goal.is_some() {
            if cell == Cell::Off {
                self.set_cell(!goal, square, Cell::Off);
            } else if before == Cell::Off && self.cell(!goal, square) == Cell::Off {
                self.set_cell(!goal, square, Cell::Empty);
            }
        }
        true
    }

    /// Moves the piece on `from` to `to` in the edited board; a piece on `to`
    /// goes to `from` (the two swap). Off squares refuse pieces. Returns
    /// whether anything changed.
    pub fn move_piece(&mut self, from: Square, to: Square) -> bool {
        let Some(piece) = self.piece_at(from) else { return false };
        if from == to || !self.edited().is_on(to) {
            return false;
        }
        let there = self.piece_at(to);
        self.before_edit();
        let goal = self.goal_edited();
        self.set_cell(goal, to, Cell::Piece(piece));
        self.set_cell(goal, from, there.map_or(Cell::Empty, Cell::Piece));
        true
    }

    /// Takes the piece off `square` of the edited board.
    pub fn remove_piece(&mut self, square: Square) -> bool {
        if self.piece_at(square).is_none() {
            return false;
        }
        self.before_edit();
        let goal = self.goal_edited();
        self.set_cell(goal, square, Cell::Empty);
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
        self.set_marker(marker, Some(square));
        true
    }

    /// Shows `steps` as the answer, from step 0, each step checked by the
    /// core's rules for the puzzle's answer kind (see [`Playback::unchecked`]):
    /// a step they refuse ends playback before it, and
    /// [`Playback::refused`] says which and why. The start position is
    /// copied once here for moves and jumps (never per seek); a path on a
    /// board without pieces is checked on the position itself.
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
        // A path's walker is drawn apart from the board, on `from`.
        let walker = self.from.filter(|_| self.editor.answer == AnswerKind::Path);
        // Checked on the position itself where the answer cannot change it (a path without pieces).
        let total = steps.len();
        let puzzle = puzzles::find(&self.puzzle).ok_or_else(|| err(format!("unknown puzzle {}", self.puzzle)))?;
        let mut playback = Playback::unchecked(puzzle, self.editor.answer, &self.position, walker, steps, total);
        playback.check(&mut self.position, usize::MAX);
        self.playback = Some(playback);
        self.placements = None;
        self.answer_gen += 1;
        // A drag in progress goes on (answers may arrive mid-drag).
        self.ui.selected = None;
        Ok(())
    }

    /// Shows `steps` as the answer, from step 0, as [`Scene::set_answer`]
    /// does, but checks none of them yet: [`Scene::check_answer`] checks
    /// them in slices (a million-step tour: no pass over its steps here).
    /// A step with a square outside the board is refused by that check
    /// like any illegal step, and playback stops before it.
    /// `steps` are the first of `total`; [`Scene::receive_answer`] adds
    /// the others.
    pub fn set_answer_unchecked(&mut self, steps: Vec<Step>, total: usize) {
        let walker = self.from.filter(|_| self.editor.answer == AnswerKind::Path);
        // The scene's puzzle is one of the registry's (set from its info).
        let Some(puzzle) = puzzles::find(&self.puzzle) else {
            return;
        };
        self.playback = Some(Playback::unchecked(
            puzzle,
            self.editor.answer,
            &self.position,
            walker,
            steps,
            total,
        ));
        self.placements = None;
        self.answer_gen += 1;
        self.ui.selected = None;
    }

    /// Checks up to `max` more steps of the answer shown (see
    /// [`Scene::set_answer_unchecked`]); returns whether every step is
    /// checked (or one was refused), `true` without an answer.
    pub fn check_answer(&mut self, max: usize) -> bool {
        match self.playback.as_mut() {
            Some(pb) => pb.check(&mut self.position, max),
            None => true,
        }
    }

    /// Adds the next steps of an answer shown with
    /// [`Scene::set_answer_unchecked`].
    pub fn receive_answer(&mut self, steps: impl IntoIterator<Item = Step>) {
        if let Some(pb) = self.playback.as_mut() {
            pb.receive(steps);
        }
    }

    /// Drops the answer.
    pub fn clear_answer(&mut self) {
        self.playback = None;
        self.placements = None;
        self.answer_gen += 1;
    }

    /// What to draw on the board: the edited board's pieces, or the answer
    /// at its playback position. A path puzzle's walker (the piece the
    /// puzzle says, [`Puzzle::walker`](puzzles::Puzzle::walker)) stands on
    /// `from`.
    pub fn moment(&self) -> Moment {
        let walker = || puzzles::find(&self.puzzle).and_then(|p| p.walker());
        if let Some(t) = self.trace.as_ref().and_then(SearchTrace::typed) {
            // A watched search: its board and, for a tour, the walker.
            let mut still: BTreeMap<Square, Piece> = t.board().pieces().collect();
            if let (Some(&at), Some(w)) = (t.path().last(), walker()) {
                still.insert(at, w);
            }
            return Moment {
                still,
                moving: None,
                step: 0,
            };
        }
        if let (Some(play), AnswerKind::Placement) = (&self.play, self.editor.answer) {
            return Moment {
                still: play.now().board().pieces().collect(),
                moving: None,
                step: 0,
            };
        }
        match (self.editing, &self.playback) {
            (Editing::Position, Some(pb)) => pb.moment(&self.position),
            _ => {
                let mut still: BTreeMap<Square, Piece> = self.edited().pieces().collect();
                if self.editor.answer == AnswerKind::Path && self.editing == Editing::Position {
                    if let (Some(f), Some(w)) = (self.from, walker()) {
                        still.insert(f, w);
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

    /// The notation of the board drawn at the current playback step, or of
    /// a watched search's board at its step shown (a path
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
        // A watched search shows its own board (see `moment`).
        let watched = self.trace.as_ref().and_then(SearchTrace::typed).is_some();
        let pieces = match (self.editing, &self.playback) {
            (Editing::Position, Some(pb)) if !watched => pb.pieces(),
            _ => self.moment().still,
        };
        for (s, p) in pieces {
            let _ = shown.set(s, Cell::Piece(p));
        }
        if let (Editing::Position, Some(pl), false) = (self.editing, &self.placements, watched) {
            for &s in pl.added() {
                let _ = shown.set(s, Cell::Piece(pl.piece()));
            }
        }
        Some(notation::format(&shown))
    }

    /// The square drawn at CSS point `(x, y)`, if any.
    pub fn square_at(&self, x: f64, y: f64) -> Option<Square> {
        let frame = self.camera.frame(self.position.extent());
        let (cx, cy) = frame.to_cells(x, y);
        self.position.hit(cx, cy)
    }

    /// Shows a placement answer: `solutions` (one or more placements, each
    /// a list of squares), the first one shown.
    ///
    /// # Errors
    /// A square outside the board or on an off square (naming the solution
    /// and square), or a puzzle whose palette has no piece.
    pub fn set_placements(&mut self, solutions: Vec<Vec<Square>>) -> Result<(), RequestError> {
        let p = Placements::new(&self.position, &self.editor.palette, solutions)?;
        self.playback = None;
        self.answer_gen += 1;
        self.placements = Some(p);
        Ok(())
    }

    /// The squares the placement answer shown adds, row-major (empty
    /// without one).
    pub fn added(&self) -> &[Square] {
        self.placements.as_ref().map_or(&[], Placements::added)
    }

    /// Shows solution `index` (clamped to the solutions held).
    pub fn set_solution(&mut self, index: usize) {
        if let Some(p) = self.placements.as_mut() {
            p.show(&self.position, index);
        }
    }

    /// Fills the attack cache if it is stale (boards up to
    /// [`ATTACK_MAX_CELLS`] squares).
    pub fn cache_attacks(&mut self) {
        if self.attacks.is_some() {
            return;
        }
        let board = match self.trace.as_ref().and_then(SearchTrace::typed) {
            Some(t) => t.board(),
            None => self.play.as_ref().map_or(&self.position, Playing::board),
        };
        let attacked = match puzzles::find(&self.puzzle) {
            Some(p) if board.len() <= ATTACK_MAX_CELLS && board.pieces().next().is_some() => p.attacked(board),
            _ => Vec::new(),
        };
        self.attacks = Some(attacked);
    }

    /// Shows the first `step` events of the watched search, if any; the
    /// attacked squares follow its board.
    pub fn seek_trace(&mut self, step: usize) {
        if let Some(t) = self.trace.as_mut() {
            t.seek(step);
            if t.typed().is_some() {
                self.attacks = None;
            }
        }
    }

    /// Shows `trace` (or none); the attacked squares follow its board.
    /// The trace is told the scene's puzzle's pieces
    /// ([`SearchTrace::with_pieces`]), then its goal
    /// ([`SearchTrace::with_goal`]), which is compared by them.
    pub fn set_trace(&mut self, trace: Option<SearchTrace>) {
        let pieces = puzzles::find(&self.puzzle).map_or(&[][..], |p| p.trace_pieces());
        self.trace = trace.map(|t| t.with_pieces(pieces).with_goal(self.goal.as_ref()));
        self.attacks = None;
    }

    /// The squares the position's pieces attack, row-major, from the cache
    /// filled by [`Scene::cache_attacks`] (empty when stale or while the
    /// goal is edited).
    pub fn attacks(&self) -> &[Square] {
        if self.editing != Editing::Position {
            return &[];
        }
        self.attacks.as_deref().unwrap_or(&[])
    }

    /// For a path answer, per square (row-major), the path index at which
    /// the knight first stood there up to the playback step shown, or −1;
    /// empty without a path answer or past
    /// [`VISITS_MAX_CELLS`](super::playback::VISITS_MAX_CELLS) squares.
    pub fn visits(&self) -> Vec<i32> {
        match &self.playback {
            Some(pb) if self.editor.answer == AnswerKind::Path => pb.visits(&self.position),
            _ => Vec::new(),
        }
    }
}
