//! The display list: what a scene shows, layer by layer, bottom first,
//! decided once for every back end — the canvas painter (`paint`), the SVG
//! and the one-pixel-per-square image (`export`).
//!
//! As in Simon Tatham's Portable Puzzle Collection, where a game's redraw
//! goes through one `drawing_api` that the screen and the printer both
//! implement, the rules of *what* is drawn (a path only on a path answer
//! of the position board, the last move only while an answer is shown, no
//! answer over a watched search …) live here; a back end only says *how*:
//! the canvas with its minimum sizes in pixels, its part of the board in
//! view, its block images and its path cache; the SVG with one element per
//! piece. Each [`Layer`] carries the squares and steps it draws, borrowed
//! from the scene, so building the list costs a few words per layer and
//! nothing per square.
//!
//! A printed figure leaves out what only an interactive board shows: the
//! SVG and pixel back ends skip the editing aids ([`Layer::Selected`],
//! [`Layer::Drop`], [`Layer::Hover`], [`Layer::Cursor`],
//! [`Layer::Dragged`], [`Layer::GoalFrame`], [`Layer::Ghosts`]), the coach's
//! [`Layer::Hint`], a [`Layer::Refused`] step, the watched search
//! ([`Layer::SearchColours`], [`Layer::SearchEvents`], [`Layer::LastJump`])
//! and a piece in motion (an export is made at a whole step).

use std::collections::BTreeMap;

use crate::core::board::{Board, Piece, Square};
use crate::core::puzzles::AnswerKind;
use crate::core::Step;

use super::editing::{Editing, Marker, Tool};
use super::labels::LabelStyle;
use super::playback::Moment;
use super::scene::Scene;
use super::search_trace::{SearchTrace, TypedEvents};
use super::ui::{Drag, Selected};

/// Which optional layers are drawn: the page's board draws them all
/// ([`Layers::SCREEN`]); an export lets each be left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layers {
    /// Row and column numbers.
    pub labels: bool,
    /// A path answer's line.
    pub path: bool,
    /// The move numbers on a path.
    pub numbers: bool,
    /// The shading of attacked squares (placement puzzles).
    pub attacks: bool,
    /// An export: a white background, no editing aids (goal frame).
    pub export: bool,
}

impl Layers {
    /// Everything, as the page's board draws it.
    pub const SCREEN: Layers = Layers {
        labels: true,
        path: true,
        numbers: true,
        attacks: true,
        export: false,
    };
}

/// One layer of the board as shown, with what it draws. Squares are
/// `[row, col]`; points `(x, y)` are in cell units (the board's
/// [`Board::center`] coordinates) unless said otherwise.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Layer<'a> {
    /// An export's white background.
    Background,
    /// Peg solitaire's wooden board with a hole per on square; `editable`:
    /// the holes drawn as places to click; `flat`: no drop shadow (zoomed
    /// in, or an export).
    PegBoard { editable: bool, flat: bool },
    /// The squares: a light board with dark squares; `flat` as above.
    Squares { flat: bool },
    /// The off squares, as holes.
    Walls,
    /// A watched knight-path search: its frontier and expanded squares, or
    /// its heat map.
    SearchColours(&'a SearchTrace),
    /// Row and column names ([`super::labels`]: 0-based numbers or chess
    /// names, as `style` says); `on_edges`: zoomed in, they may follow the
    /// canvas's edges instead of the board's.
    Labels { on_edges: bool, style: LabelStyle },
    /// The squares the position's pieces attack (a piece standing on one
    /// is in conflict).
    Attacks(&'a [Square]),
    /// A watched search of typed events, drawn on its own board.
    SearchEvents(&'a TypedEvents),
    /// The step of an answer the core's rules refuse, where playback stops.
    Refused(&'a Step),
    /// The last move: both squares at a whole step, only `from` while the
    /// next move is under way.
    LastMove { from: Square, to: Option<Square> },
    /// The coach's hint: a move, or one square.
    Hint { from: Square, to: Option<Square> },
    /// The selected piece or marker.
    Selected(Square),
    /// Where a dragged or selected piece would go.
    Drop(Square),
    /// The square a paint tool would paint (`on`: it is on, not a wall).
    Hover { square: Square, on: bool },
    /// The keyboard cursor.
    Cursor(Square),
    /// The other board's pieces (the goal's while the position is shown,
    /// and the reverse), faint where `still` (this board's) has none.
    Ghosts {
        other: &'a Board,
        still: &'a BTreeMap<Square, Piece>,
    },
    /// A path answer's line, done up to step `done`; `moving` the knight's
    /// point on its way; `numbers` the move numbers.
    Path {
        steps: &'a [Step],
        done: usize,
        moving: Option<(f64, f64)>,
        numbers: bool,
    },
    /// The start and target markers.
    Markers { from: Option<Square>, to: Option<Square> },
    /// Pieces standing still; `walker`: a path's knight (drawn a little
    /// larger); `lifted`: the square of a piece being dragged (faded).
    Pieces {
        still: &'a BTreeMap<Square, Piece>,
        walker: bool,
        lifted: Option<Square>,
    },
    /// Peg solitaire's pegs.
    Pegs(Pegs<'a>),
    /// The pieces a placement answer added, marked (an export built up
    /// piece by piece: the first of them in the answer's order).
    Added { squares: &'a [Square], piece: Piece },
    /// The piece on its way between two squares.
    Moving { piece: Piece, at: (f64, f64), walker: bool },
    /// A piece dragged under the pointer, at `at` in CSS px.
    Dragged { piece: Piece, at: (f64, f64), walker: bool },
    /// A watched peg search's last jump, ringed.
    LastJump(&'a TypedEvents),
    /// A frame around the board while the goal is edited.
    GoalFrame,
}

/// Peg solitaire's pegs: those standing (the one being jumped over fading
/// by `fading`'s fraction), the jumping one at `moving`, and one dragged to
/// `dragged_to` (CSS px) from `lifted`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pegs<'a> {
    pub still: &'a BTreeMap<Square, Piece>,
    pub moving: Option<(f64, f64)>,
    pub fading: Option<(Square, f64)>,
    pub lifted: Option<Square>,
    pub dragged_to: Option<(f64, f64)>,
}

/// The layers `scene` shows at `moment` (its [`Scene::moment`]), bottom
/// first, with the optional ones `layers` asks for. The attacks must be
/// cached first ([`Scene::cache_attacks`]) for [`Layer::Attacks`].
pub(crate) fn display_list<'a>(scene: &'a Scene, moment: &'a Moment, layers: Layers) -> Vec<Layer<'a>> {
    let mut list = Vec::with_capacity(16);
    if layers.export {
        list.push(Layer::Background);
    }
    let flat = scene.camera.zoomed() || layers.export;
    let typed = scene.trace.as_ref().and_then(SearchTrace::typed);
    let pegs = scene.editor.answer == AnswerKind::Jumps;
    if pegs {
        list.push(Layer::PegBoard {
            editable: !scene.read_only,
            flat,
        });
    } else {
        list.push(Layer::Squares { flat });
        list.push(Layer::Walls);
        if let Some(t) = scene.trace.as_ref().filter(|t| t.typed().is_none()) {
            list.push(Layer::SearchColours(t));
        }
    }
    if layers.labels {
        list.push(Layer::Labels {
            on_edges: !pegs,
            style: scene.labels,
        });
    }
    if layers.attacks && !pegs {
        list.push(Layer::Attacks(scene.attacks()));
    }
    match typed {
        // A watched search draws its own board: no answer over it.
        Some(t) if !pegs => list.push(Layer::SearchEvents(t)),
        Some(_) => {}
        None => {
            highlights(&mut list, scene, moment.step);
            if !pegs {
                answer(&mut list, scene, moment, layers);
            }
        }
    }
    if pegs {
        list.push(pegs_layer(scene, moment));
        if let Some(t) = typed {
            list.push(Layer::LastJump(t));
        }
        return list;
    }
    if scene.editing == Editing::Position {
        list.push(Layer::Markers {
            from: scene.marker(Marker::From),
            to: scene.marker(Marker::To),
        });
    }
    pieces(&mut list, scene, moment, typed.is_some());
    if scene.editing == Editing::Goal && !layers.export {
        list.push(Layer::GoalFrame);
    }
    list
}

/// The piece being dragged, and the square it was lifted from.
fn dragged(scene: &Scene) -> Option<(Square, Piece)> {
    match scene.ui.drag {
        Some(Drag::Piece { from, piece }) => Some((from, piece)),
        _ => None,
    }
}

/// Last move, a refused step, the hint, selection, drop target, hover and
/// keyboard cursor, at playback step `step`.
fn highlights<'a>(list: &mut Vec<Layer<'a>>, scene: &'a Scene, step: usize) {
    if let (Some(pb), Editing::Position) = (&scene.playback, scene.editing) {
        // Playback stopped before an illegal step: ring its squares, so
        // a corrupt answer shows instead of ending quietly.
        if let Some(m) = pb
            .refused()
            .filter(|r| r.index == step)
            .and_then(|r| pb.steps().get(r.index))
        {
            list.push(Layer::Refused(m));
        }
        if scene.editor.answer != AnswerKind::Path {
            if pb.t() > step as f64 {
                if let Some(m) = pb.steps().get(step) {
                    list.push(Layer::LastMove { from: m.from, to: None });
                }
            } else if let Some(m) = step.checked_sub(1).and_then(|k| pb.steps().get(k)) {
                list.push(Layer::LastMove {
                    from: m.from,
                    to: Some(m.to),
                });
            }
        }
    }
    if let Some((from, to)) = scene.play.as_ref().and_then(|play| play.hint) {
        list.push(Layer::Hint { from, to });
    }
    match scene.ui.selected {
        Some(Selected::Piece(sq)) => list.push(Layer::Selected(sq)),
        Some(Selected::Marker(m)) => {
            if let Some(sq) = scene.marker(m) {
                list.push(Layer::Selected(sq));
            }
        }
        None => {}
    }
    let dragging = matches!(scene.ui.drag, Some(Drag::Piece { .. } | Drag::Marker(_)));
    if let Some(h) = scene.ui.hover {
        let painting = matches!(scene.tool, Tool::Paint(_)) && !scene.read_only;
        let on = scene.edited().is_on(h);
        if (dragging || scene.ui.selected.is_some()) && on {
            list.push(Layer::Drop(h));
        } else if painting && !dragging {
            list.push(Layer::Hover { square: h, on });
        }
    }
    if let Some(c) = scene.ui.cursor {
        list.push(Layer::Cursor(c));
    }
}

/// The other board's ghosts and a path answer's line.
fn answer<'a>(list: &mut Vec<Layer<'a>>, scene: &'a Scene, moment: &'a Moment, layers: Layers) {
    if let Some(goal) = scene.goal.as_ref().filter(|_| !scene.read_only) {
        list.push(Layer::Ghosts {
            other: match scene.editing {
                Editing::Position => goal,
                Editing::Goal => &scene.position,
            },
            still: &moment.still,
        });
    }
    if let (true, AnswerKind::Path, Editing::Position, Some(pb)) =
        (layers.path, scene.editor.answer, scene.editing, &scene.playback)
    {
        list.push(Layer::Path {
            steps: pb.steps(),
            done: pb.step(),
            moving: moment.moving.map(|(_, at)| at),
            numbers: layers.numbers,
        });
    }
}

/// Pieces standing, added by a placement answer, moving and dragged.
fn pieces<'a>(list: &mut Vec<Layer<'a>>, scene: &'a Scene, moment: &'a Moment, typed: bool) {
    let walker = scene.editor.answer == AnswerKind::Path;
    let dragged = dragged(scene);
    list.push(Layer::Pieces {
        still: &moment.still,
        walker,
        lifted: dragged.map(|(from, _)| from),
    });
    if let (false, Some(pl), Editing::Position) = (typed, &scene.placements, scene.editing) {
        list.push(Layer::Added {
            squares: pl.drawn(),
            piece: pl.piece(),
        });
    }
    if let Some((piece, at)) = moment.moving {
        list.push(Layer::Moving { piece, at, walker });
    }
    if let (Some((_, piece)), Some(at)) = (dragged, scene.ui.pointer) {
        list.push(Layer::Dragged { piece, at, walker });
    }
}

/// The pegs at `moment`: the step under way fades the peg it jumps over.
fn pegs_layer<'a>(scene: &'a Scene, moment: &'a Moment) -> Layer<'a> {
    let fading = scene.playback.as_ref().and_then(|pb| {
        let f = pb.t() - moment.step as f64;
        let over = pb.steps().get(moment.step).and_then(|st| st.over)?;
        (f > 0.0 && moment.moving.is_some()).then_some((over, f))
    });
    let lifted = dragged(scene).map(|(from, _)| from);
    Layer::Pegs(Pegs {
        still: &moment.still,
        moving: moment.moving.map(|(_, at)| at),
        fading,
        lifted,
        dragged_to: lifted.and(scene.ui.pointer),
    })
}
