//! Native tests of the view's model, a file per module tested, and the
//! fixtures they share: scenes from a board or a size, presses and drags
//! at a square's centre, the six knights, a search solved with its trace
//! (the 8 × 8 knight path is the core's, `core::fixtures`).

use std::time::Instant;

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::fixtures::knight_path_8x8;
use crate::core::puzzles;
use crate::core::request::RandomOff;
use crate::core::{check, solve, Answer, Request, Step};

use super::camera::Camera;
use super::editing::{Editing, Marker, Tool};
use super::input;
use super::play_mode;
use super::playback::Playback;
use super::raster::{wall_runs, WallPixels};
use super::scene::Scene;
use super::search_trace::{SearchTrace, TypedEvents};

mod big_board;
mod camera;
mod history;
mod input_events;
mod placement;
mod play;
mod playback;
mod raster;
mod search_trace;
mod seeded;

const HOLE: [u8; 4] = [0x2d, 0x28, 0x24, 0xff];

fn scene(puzzle: &str, board: &str) -> Scene {
    let request = Request {
        puzzle: puzzle.into(),
        board: Some(board.into()),
        ..Request::default()
    };
    let mut s = Scene::from_request(&request).expect("a valid request");
    s.camera.resize(400.0, 400.0, 1.0);
    s
}

fn sized(puzzle: &str, rows: u32, cols: u32) -> Scene {
    let request = Request {
        puzzle: puzzle.into(),
        rows: Some(rows),
        cols: Some(cols),
        ..Request::default()
    };
    let mut s = Scene::from_request(&request).expect("a valid request");
    s.camera.resize(800.0, 600.0, 1.0);
    s
}

/// The CSS point at the centre of `square` as drawn now.
fn at(s: &Scene, square: Square) -> (f64, f64) {
    s.camera.frame(s.position.extent()).to_css(s.position.center(square))
}

fn click(s: &mut Scene, square: Square) -> bool {
    let (x, y) = at(s, square);
    let a = input::pointer_down(s, x, y);
    a | input::pointer_up(s, x, y)
}

/// A press on `from`, moves in `steps` pieces to `to`, a release there.
fn drag(s: &mut Scene, from: Square, to: Square) -> bool {
    let (x0, y0) = at(s, from);
    let (x1, y1) = at(s, to);
    let mut changed = input::pointer_down(s, x0, y0);
    for k in 1..=8 {
        let f = f64::from(k) / 8.0;
        changed |= input::pointer_move(s, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f);
    }
    changed | input::pointer_up(s, x1, y1)
}

fn text(s: &Scene) -> String {
    s.text(Editing::Position).expect("a small board")
}

fn steps(pairs: &[(Square, Square)]) -> Vec<Step> {
    pairs.iter().map(|&(from, to)| Step { from, to, over: None }).collect()
}

/// `n` legal steps of a knight zigzagging along rows 0 and 1 of a board
/// `cols` wide and back, from `[0, 0]`: squares `[j % 2, 2j]`.
fn knight_zigzag(n: u32, cols: u32) -> Vec<Step> {
    let m = cols / 2;
    let square = |k: u32| {
        let period = 2 * (m - 1);
        let j = if k % period < m {
            k % period
        } else {
            period - k % period
        };
        [j % 2, 2 * j]
    };
    (0..n)
        .map(|k| Step {
            from: square(k),
            to: square(k + 1),
            over: None,
        })
        .collect()
}

/// `request` being played from its start.
fn playing(request: Request) -> Scene {
    let mut s = Scene::from_request(&request).expect("a valid request");
    s.camera.resize(400.0, 400.0, 1.0);
    play_mode::start(&mut s, &request).expect("a playable request");
    s
}

fn six_knights() -> Request {
    Request {
        puzzle: "knight-swap".into(),
        board: Some("nnn/.../.../NNN".into()),
        goal: Some("NNN/.../.../nnn".into()),
        ..Request::default()
    }
}

/// Knight swap's two sides, white then black, as the puzzle names them
/// (`Puzzle::trace_pieces`): the tests, like the view, name no piece.
fn swap_sides() -> (Piece, Piece) {
    let sides = puzzles::find("knight-swap").expect("knight swap").trace_pieces();
    (sides[0], sides[1])
}

/// The first piece of `puzzle`'s palette: the piece its place events put
/// down (as `BoardView.setTrace` chooses it).
fn palette_piece(puzzle: &str) -> Piece {
    let editor = puzzles::find(puzzle).expect("a puzzle").info().editor;
    editor
        .palette
        .iter()
        .find_map(|&c| Piece::from_symbol(c))
        .expect("a piece in the palette")
}

/// `request` (which asks for `trace`) solved, with its typed events and
/// the watched search over them from `start`, its pieces those of the
/// request's puzzle ([`palette_piece`], `Puzzle::trace_pieces`).
fn watched(request: &Request, start: Board) -> (Answer, Vec<u32>, SearchTrace) {
    let mut answer = solve(request).expect("solves");
    let events = answer.trace.take().and_then(|t| t.typed).expect("typed events");
    let pieces = puzzles::find(&request.puzzle).expect("a puzzle").trace_pieces();
    let trace = SearchTrace::typed_events(events.clone(), start, palette_piece(&request.puzzle)).with_pieces(pieces);
    (answer, events, trace)
}

/// The watched search `t` at event `k`: its typed events' state.
fn typed_at(t: &mut SearchTrace, k: usize) -> &TypedEvents {
    t.seek(k);
    t.typed().expect("typed events")
}
