//! Native tests of the view's model: edits through the pointer and keys,
//! undo and redo, playback, camera, placements, markers, the wall image.

use std::time::Instant;

use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::request::RandomOff;
use crate::core::{check, solve, Request, Step};

use super::camera::Camera;
use super::editing::{Editing, Marker, Tool};
use super::input;
use super::play_mode;
use super::playback::Playback;
use super::raster::{wall_runs, WallPixels};
use super::scene::Scene;

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

#[test]
fn dragging_a_knight_moves_it_and_dropping_on_a_knight_swaps_them() {
    let mut s = scene("knight-swap", "N../.../..n");
    assert!(drag(&mut s, [0, 0], [1, 2]));
    assert_eq!(text(&s), ".../..N/..n");
    assert!(drag(&mut s, [1, 2], [2, 2]), "a drop on a piece swaps the two");
    assert_eq!(text(&s), ".../..n/..N");
    // A drag that stays on its square moves nothing.
    assert!(!drag(&mut s, [2, 2], [2, 2]));
    assert_eq!(text(&s), ".../..n/..N");
}

#[test]
fn dragging_a_knight_off_the_board_removes_it() {
    let mut s = scene("knight-swap", "N../.../..n");
    let (x, y) = at(&s, [0, 0]);
    input::pointer_down(&mut s, x, y);
    input::pointer_move(&mut s, x + 30.0, y);
    assert!(input::pointer_move(&mut s, -50.0, -50.0) | input::pointer_up(&mut s, -50.0, -50.0));
    assert_eq!(text(&s), ".../.../..n");
}

#[test]
fn click_click_moves_a_piece_and_keys_delete_one() {
    let mut s = scene("knight-swap", "N../.../..n");
    assert!(!click(&mut s, [0, 0]), "the first click selects");
    assert!(click(&mut s, [1, 1]), "the second moves");
    assert_eq!(text(&s), ".../.N./..n");
    // Keyboard: the cursor starts in the middle, Delete removes there.
    assert!(!input::key(&mut s, "ArrowUp"));
    assert!(!input::key(&mut s, "ArrowDown"));
    assert!(input::key(&mut s, "Delete"));
    assert_eq!(text(&s), ".../.../..n");
}

#[test]
fn a_wall_stroke_is_one_undo_step_and_pressing_a_wall_erases() {
    let mut s = scene("knight-path", "..../..../..../....");
    s.tool = Tool::Paint(Cell::Off);
    let (x0, y0) = at(&s, [0, 0]);
    let (x1, _) = at(&s, [0, 3]);
    // From [0, 0] past [0, 3]: the markers stand on [0, 0] and [3, 3]; the
    // press on the start marker grabs it, so start the stroke at [0, 1].
    let (xa, _) = at(&s, [0, 1]);
    assert!(input::pointer_down(&mut s, xa, y0));
    assert!(input::pointer_move(&mut s, x1, y0));
    input::pointer_up(&mut s, x1, y0);
    assert_eq!(text(&s), ".###/..../..../....");
    assert_eq!(s.marker(Marker::From), Some([0, 0]), "{x0}");
    // A stroke starting on a wall erases.
    input::pointer_down(&mut s, xa, y0);
    input::pointer_move(&mut s, x1, y0);
    input::pointer_up(&mut s, x1, y0);
    assert_eq!(text(&s), "..../..../..../....");
    assert!(s.undo(true));
    assert_eq!(text(&s), ".###/..../..../....");
    assert!(s.undo(true));
    assert_eq!(text(&s), "..../..../..../....");
    assert!(!s.can_undo());
    assert!(s.undo(false));
    assert_eq!(text(&s), ".###/..../..../....");
    assert!(s.undo(false));
    assert_eq!(text(&s), "..../..../..../....");
    assert!(!s.can_redo());
}

#[test]
fn walls_are_shared_by_the_position_and_the_goal_and_undo_restores_both() {
    let mut s = scene("knight-swap", "N.n/.../n.N");
    let goal = s.text(Editing::Goal).expect("a goal");
    s.tool = Tool::Paint(Cell::Off);
    assert!(click(&mut s, [1, 1]));
    assert_eq!(s.position.get([1, 1]), Cell::Off);
    assert_eq!(s.goal.as_ref().map(|g| g.get([1, 1])), Some(Cell::Off));
    s.editing = Editing::Goal;
    assert!(click(&mut s, [1, 1]), "a wall pressed on the goal is erased on both");
    assert!(s.position.is_on([1, 1]));
    assert!(s.undo(true));
    assert!(s.undo(true));
    assert!(s.position.is_on([1, 1]));
    assert_eq!(s.text(Editing::Goal), Some(goal));
}

#[test]
fn undo_and_redo_restore_pieces_markers_and_sizes() {
    let mut s = scene(
        "knight-path",
        "......../......../......../......../......../......../......../........",
    );
    assert!(drag(&mut s, [7, 7], [5, 6]), "the target marker moves");
    assert_eq!(s.marker(Marker::To), Some([5, 6]));
    s.set_size(4, 4).expect("a valid size");
    assert_eq!((s.position.rows(), s.position.cols()), (4, 4));
    assert!(s.undo(true));
    assert_eq!((s.position.rows(), s.position.cols()), (8, 8));
    assert_eq!(s.marker(Marker::To), Some([5, 6]));
    assert!(s.undo(true));
    assert_eq!(s.marker(Marker::To), Some([7, 7]));
    assert!(s.undo(false));
    assert!(s.undo(false));
    assert_eq!(s.position.rows(), 4);
    assert!(!s.undo(false));
    // A new edit after undo drops the redo steps.
    assert!(s.undo(true));
    assert!(drag(&mut s, [0, 0], [1, 2]));
    assert!(!s.can_redo());
}

#[test]
fn resizing_moves_markers_inside_with_the_target_in_the_far_corner() {
    let mut s = sized("knight-path", 8, 8);
    assert_eq!(s.marker(Marker::To), Some([7, 7]));
    s.set_size(500, 500).expect("a valid size");
    assert_eq!(
        s.marker(Marker::To),
        Some([499, 499]),
        "a target on the far corner stays there"
    );
    assert!(s.move_marker(Marker::To, [7, 7]));
    s.set_size(600, 600).expect("a valid size");
    assert_eq!(
        s.marker(Marker::To),
        Some([7, 7]),
        "elsewhere, growing keeps markers in place"
    );
    s.set_size(5, 6).expect("a valid size");
    assert_eq!(s.marker(Marker::To), Some([4, 5]), "the target goes to the far corner");
    assert_eq!(s.marker(Marker::From), Some([0, 0]));
    // A start outside goes to the nearest square, and never onto the target.
    assert!(s.move_marker(Marker::From, [4, 4]));
    s.set_size(3, 3).expect("a valid size");
    assert_eq!(s.marker(Marker::To), Some([2, 2]));
    assert_eq!(
        s.marker(Marker::From),
        Some([0, 0]),
        "the start gives way to the target"
    );
    assert!(s.set_size(0, 3).is_err());
    assert_eq!(s.position.rows(), 3, "a refused size changes nothing");
}

#[test]
fn markers_move_only_to_free_on_squares() {
    let mut s = scene("knight-path", "..../.#../..../....");
    assert!(!s.move_marker(Marker::From, [1, 1]), "not onto a wall");
    assert!(!s.move_marker(Marker::From, [3, 3]), "not onto the other marker");
    assert!(s.move_marker(Marker::From, [2, 1]));
    // A tour's only marker goes where the board is clicked.
    let mut t = sized("knight-tour", 5, 5);
    assert!(click(&mut t, [3, 2]));
    assert_eq!(t.marker(Marker::From), Some([3, 2]));
    assert!(t.undo(true));
    assert_eq!(t.marker(Marker::From), Some([0, 0]));
}

#[test]
fn playback_of_moves_seeks_and_steps() {
    let mut s = scene("knight-swap", "N../.../..n");
    let answer = steps(&[([0, 0], [2, 1]), ([2, 2], [0, 1]), ([2, 1], [0, 2])]);
    s.set_answer(answer).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    assert_eq!(pb.len(), 3);
    assert!(pb.refused().is_none(), "a legal answer");
    let mut at = |k: usize| {
        pb.set_t(k as f64);
        pb.pieces().into_iter().collect::<Vec<_>>()
    };
    assert_eq!(at(3), vec![([0, 1], Piece::BlackKnight), ([0, 2], Piece::WhiteKnight)]);
    assert_eq!(at(0), vec![([0, 0], Piece::WhiteKnight), ([2, 2], Piece::BlackKnight)]);
    assert_eq!(at(1), vec![([2, 1], Piece::WhiteKnight), ([2, 2], Piece::BlackKnight)]);
    assert_eq!(pb.movers(usize::MAX), "NnN");
    pb.set_t(1.5);
    assert_eq!(pb.step(), 1);
    let m = pb.moment(&s.position);
    assert_eq!(m.moving.map(|(p, _)| p), Some(Piece::BlackKnight));
    assert!(!m.still.contains_key(&[2, 2]), "the moving piece is not also standing");
    let pb = s.playback.as_mut().expect("an answer");
    pb.set_t(99.0);
    assert_eq!(pb.step(), 3, "seeking past the end stops at the end");
    pb.set_t(f64::NAN);
    assert_eq!(pb.step(), 0);
    // Editing at step 2 edits what is shown, as one undoable step.
    s.playback.as_mut().expect("an answer").set_t(2.0);
    assert!(s.remove_piece([0, 1]));
    assert_eq!(text(&s), ".../.../.N.");
    assert!(s.undo(true));
    assert_eq!(text(&s), "N../.../..n", "undo goes back to the start that was solved");
}

#[test]
fn playback_of_a_solved_knight_path_visits_its_squares_in_order() {
    let request = Request {
        puzzle: "knight-path".into(),
        rows: Some(8),
        cols: Some(8),
        from: Some([0, 0]),
        to: Some([7, 7]),
        ..Request::default()
    };
    let answer = solve(&request).expect("a valid request");
    let path = answer.steps.expect("a path");
    assert_eq!(path.len(), 6, "the knight's distance from corner to corner of 8 × 8");
    let mut s = Scene::from_request(&request).expect("a valid request");
    s.set_answer(path.clone()).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    for (k, step) in path.iter().enumerate() {
        pb.set_t(k as f64 + 1.0);
        let here: Vec<Square> = pb.pieces().into_keys().collect();
        assert_eq!(here, vec![step.to], "after step {}", k + 1);
    }
    assert_eq!(pb.movers(usize::MAX), "NNNNNN");
    let visits = s.visits();
    assert_eq!(visits[0], 0);
    assert_eq!(visits[7 * 8 + 7], 6);
    s.playback.as_mut().expect("an answer").set_t(2.0);
    assert_eq!(s.visits()[7 * 8 + 7], -1, "not reached by step 2");
}

#[test]
fn playback_of_jumps_removes_the_jumped_pegs() {
    let request = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("oo.o".into()),
        ..Request::default()
    };
    let mut s = Scene::from_request(&request).expect("a valid request");
    let jumps = vec![
        Step {
            from: [0, 0],
            to: [0, 2],
            over: Some([0, 1]),
        },
        Step {
            from: [0, 3],
            to: [0, 1],
            over: Some([0, 2]),
        },
    ];
    s.set_answer(jumps).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    let mut at = |k: usize| {
        pb.set_t(k as f64);
        pb.pieces().into_keys().collect::<Vec<_>>()
    };
    assert_eq!(at(1), vec![[0, 2], [0, 3]]);
    assert_eq!(at(2), vec![[0, 1]]);
    let off = Step {
        from: [0, 9],
        to: [0, 1],
        over: None,
    };
    assert!(s.set_answer(vec![off]).is_err(), "a square off the board is refused");
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

#[test]
fn seeking_a_long_answer_back_and_forth_matches_its_replay() {
    // 300 moves: the white knight goes [0, 0] → [2, 1] and back, passing
    // several checkpoints; the black knight stays.
    let mut s = scene("knight-swap", "N../.../..n");
    let answer: Vec<Step> = (0..300)
        .map(|k| if k % 2 == 0 { ([0, 0], [2, 1]) } else { ([2, 1], [0, 0]) })
        .map(|(from, to)| Step { from, to, over: None })
        .collect();
    s.set_answer(answer).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    assert!(pb.refused().is_none());
    for k in [299, 5, 130, 64, 63, 65, 200, 0, 300, 128, 127] {
        pb.set_t(k as f64);
        let white = if k % 2 == 0 { [0, 0] } else { [2, 1] };
        let want = vec![(white, Piece::WhiteKnight), ([2, 2], Piece::BlackKnight)];
        assert_eq!(pb.pieces().into_iter().collect::<Vec<_>>(), want, "after {k} steps");
        assert_eq!(pb.piece_on(white), Some(Piece::WhiteKnight));
    }
}

#[test]
fn an_illegal_move_stops_playback_at_the_last_legal_position() {
    let mut s = scene("knight-swap", "N../.../n..");
    // The second step lands on the white knight: occupied.
    let answer = steps(&[([0, 0], [1, 2]), ([2, 0], [1, 2]), ([2, 0], [0, 1])]);
    s.set_answer(answer).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    let refused = pb.refused().expect("step 2 is refused");
    assert_eq!((refused.index, refused.error.code()), (1, "occupied"));
    assert_eq!((pb.len(), pb.legal()), (3, 1));
    assert_eq!(
        pb.movers(usize::MAX),
        "N??",
        "the refused step and those after it move no known piece"
    );
    assert_eq!(
        refused.to_string(),
        "step 1: square [1, 2] is occupied",
        "0-based, with the core's reason"
    );
    pb.set_t(99.0);
    assert_eq!(pb.step(), 1, "playback stops before the refused step");
    assert_eq!(pb.t(), 1.0);
    let m = pb.moment(&s.position);
    assert!(m.moving.is_none(), "the refused move is never drawn");
    assert_eq!(
        m.still.into_iter().collect::<Vec<_>>(),
        vec![([1, 2], Piece::WhiteKnight), ([2, 0], Piece::BlackKnight)]
    );
    // A step from an empty square, and a step that is no knight's move.
    s.set_answer(steps(&[([1, 0], [2, 2])])).expect("squares on the board");
    let pb = s.playback.as_ref().expect("an answer");
    assert_eq!(pb.refused().map(|r| r.error.code()), Some("no-piece"));
    s.set_answer(steps(&[([0, 0], [1, 1])])).expect("squares on the board");
    let pb = s.playback.as_ref().expect("an answer");
    assert_eq!(pb.refused().map(|r| r.error.code()), Some("not-knight-move"));
    assert_eq!(pb.legal(), 0);
}

#[test]
fn an_illegal_path_step_stops_the_walker() {
    let mut s = sized("knight-path", 8, 8);
    assert_eq!(s.from, Some([0, 0]));
    // Step 2 starts elsewhere than the knight.
    s.set_answer(steps(&[([0, 0], [1, 2]), ([0, 0], [2, 1])]))
        .expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    let refused = pb.refused().expect("step 2 is refused");
    assert_eq!((refused.index, refused.error.code()), (1, "not-walker"));
    pb.set_t(2.0);
    assert_eq!(pb.pieces().into_keys().collect::<Vec<_>>(), vec![[1, 2]]);
    assert_eq!(pb.movers(usize::MAX), "N?");
    assert_eq!(s.visits()[2 * 8 + 1], -1, "the refused step's square is not visited");
    // A first step away from the start marker, and a step that is no
    // knight's move.
    s.set_answer(steps(&[([3, 3], [4, 5])])).expect("squares on the board");
    let pb = s.playback.as_ref().expect("an answer");
    assert_eq!(pb.refused().map(|r| r.error.code()), Some("not-walker"));
    s.set_answer(steps(&[([0, 0], [0, 1])])).expect("squares on the board");
    let pb = s.playback.as_ref().expect("an answer");
    assert_eq!(pb.refused().map(|r| r.error.code()), Some("not-knight-move"));
    // A legal zigzag of many steps seeks straight to any step.
    let zigzag = knight_zigzag(1000, 8);
    let ends: Vec<Square> = zigzag.iter().map(|s| s.to).collect();
    s.set_answer(zigzag).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    assert_eq!(pb.refused(), None);
    for k in [999, 1, 500, 0] {
        pb.set_t(k as f64 + 1.0);
        assert_eq!(pb.pieces().into_keys().collect::<Vec<_>>(), vec![ends[k]]);
    }
}

#[test]
fn a_long_answer_checked_in_slices_plays_as_one_checked_at_once() {
    // A legal zigzag of 1 000 steps, then a step that is no knight's move.
    let mut answer = knight_zigzag(1000, 8);
    let last = answer[999].to;
    answer.push(Step {
        from: last,
        to: [last[0], last[1] + 1],
        over: None,
    });
    let mut at_once = sized("knight-path", 8, 8);
    at_once.set_answer(answer.clone()).expect("squares on the board");
    let mut sliced = sized("knight-path", 8, 8);
    sliced.set_answer_unchecked(answer[..300].to_vec(), answer.len());
    let pb = sliced.playback.as_mut().expect("an answer");
    assert!(!pb.checked());
    assert_eq!(
        (pb.len(), pb.legal(), pb.received()),
        (1001, 0, 300),
        "nothing is checked yet"
    );
    assert_eq!(pb.movers(3), "NNN", "steps not yet checked are the walker's");
    // Asked for step 700 before it is checked: playback waits at the steps
    // checked, then gets there as the check does.
    pb.set_t(700.0);
    assert_eq!(pb.step(), 0);
    assert!(!sliced.check_answer(256));
    let pb = sliced.playback.as_mut().expect("an answer");
    assert_eq!((pb.legal(), pb.step()), (256, 256));
    assert_eq!(pb.pieces().into_keys().collect::<Vec<_>>(), vec![answer[255].to]);
    // The check goes no further than the steps received.
    assert!(!sliced.check_answer(256));
    assert_eq!(sliced.playback.as_ref().map(Playback::legal), Some(300));
    sliced.receive_answer(answer[300..].iter().copied().chain(answer[..5].iter().copied()));
    assert_eq!(
        sliced.playback.as_ref().map(Playback::received),
        Some(1001),
        "no more than the answer's length"
    );
    let mut slices = 2;
    loop {
        slices += 1;
        if sliced.check_answer(256) {
            break;
        }
    }
    assert_eq!(slices, 5, "the refused step 1 000 is met in the fifth slice");
    let (a, b) = (
        at_once.playback.as_mut().expect("an answer"),
        sliced.playback.as_mut().expect("an answer"),
    );
    assert!(b.checked());
    assert_eq!(b.step(), 700);
    assert_eq!(b.refused(), a.refused());
    assert_eq!(
        b.refused().map(|r| (r.index, r.error.code())),
        Some((1000, "not-knight-move"))
    );
    assert_eq!((b.legal(), b.movers(usize::MAX)), (a.legal(), a.movers(usize::MAX)));
    for t in [1000.0, 1001.0, 3.5, 0.0] {
        a.set_t(t);
        b.set_t(t);
        assert_eq!((b.t(), b.pieces()), (a.t(), a.pieces()), "at {t}");
    }
    assert!(sliced.check_answer(1), "done stays done");
    assert_eq!(
        sliced.position,
        sized("knight-path", 8, 8).position,
        "checked on the position itself, which it leaves as it was"
    );

    // Moves (knight swap): the pieces after every step match too, and a
    // square off the board is a refused step rather than an error.
    let mut swap = scene("knight-swap", "N../.../..n");
    let back_and_forth: Vec<Step> = (0..300)
        .map(|i| if i % 2 == 0 { ([0, 0], [2, 1]) } else { ([2, 1], [0, 0]) })
        .map(|(from, to)| Step { from, to, over: None })
        .chain([Step {
            from: [0, 0],
            to: [9, 9],
            over: None,
        }])
        .collect();
    let n = back_and_forth.len();
    swap.set_answer_unchecked(back_and_forth, n);
    while !swap.check_answer(7) {}
    let pb = swap.playback.as_mut().expect("an answer");
    assert_eq!(pb.refused().map(|r| (r.index, r.error.code())), Some((300, "outside")));
    assert_eq!(pb.movers(usize::MAX).len(), 301);
    assert!(pb.movers(usize::MAX).ends_with("N?"));
    pb.set_t(299.0);
    assert_eq!(
        pb.pieces().into_iter().collect::<Vec<_>>(),
        vec![([2, 1], Piece::WhiteKnight), ([2, 2], Piece::BlackKnight)]
    );
}

#[test]
fn an_illegal_jump_stops_the_pegs() {
    let request = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("oo.o".into()),
        ..Request::default()
    };
    let mut s = Scene::from_request(&request).expect("a valid request");
    let jump = |from, over, to| Step {
        from,
        to,
        over: Some(over),
    };
    // The second jump passes over an empty hole.
    let jumps = vec![jump([0, 0], [0, 1], [0, 2]), jump([0, 2], [0, 1], [0, 0])];
    s.set_answer(jumps).expect("squares on the board");
    let pb = s.playback.as_mut().expect("an answer");
    assert_eq!(
        pb.refused().map(|r| (r.index, r.error.code())),
        Some((1, "no-peg-over"))
    );
    pb.set_t(2.0);
    assert_eq!(pb.pieces().into_keys().collect::<Vec<_>>(), vec![[0, 2], [0, 3]]);
}

#[test]
fn pegs_toggle_on_click() {
    let mut s = scene("peg-solitaire", "o.o");
    assert!(click(&mut s, [0, 1]));
    assert_eq!(text(&s), "ooo");
    assert!(click(&mut s, [0, 0]));
    assert_eq!(text(&s), ".oo");
}

/// Every square's centre maps back to that square, zoomed out and in.
fn round_trips(s: &mut Scene) {
    let extent = s.position.extent();
    for zoom in [1.0, 3.0, 7.0] {
        s.camera.reset();
        s.camera.zoom_at(extent, 130.0, 170.0, zoom);
        let b = s.position.clone();
        let frame = s.camera.frame(extent);
        let mut seen = 0;
        for r in 0..b.rows() {
            for c in 0..b.row_len(r) {
                let (x, y) = frame.to_css(b.center([r, c]));
                if (0.0..=s.camera.width).contains(&x) && (0.0..=s.camera.height).contains(&y) {
                    assert_eq!(s.square_at(x, y), Some([r, c]), "zoom {zoom}");
                    seen += 1;
                }
            }
        }
        assert!(seen > 0, "zoom {zoom}: some squares in view");
    }
}

#[test]
fn camera_pixels_and_squares_round_trip_on_square_and_triangle_grids() {
    round_trips(&mut sized("knight-path", 12, 9));
    let request = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("o/oo/o.o/oooo/ooooo".into()),
        grid: Some(crate::core::board::Grid::Triangle),
        ..Request::default()
    };
    let mut t = Scene::from_request(&request).expect("a triangle board");
    t.camera.resize(400.0, 300.0, 2.0);
    round_trips(&mut t);
}

#[test]
fn zoom_keeps_the_point_under_the_pointer_and_pan_stays_on_the_board() {
    let mut s = sized("knight-path", 100, 100);
    let extent = s.position.extent();
    let before = s.camera.frame(extent).to_cells(300.0, 200.0);
    s.camera.zoom_at(extent, 300.0, 200.0, 8.0);
    assert!(s.camera.zoomed());
    let after = s.camera.frame(extent).to_cells(300.0, 200.0);
    assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
    // Dragging an empty square while zoomed pans: the board follows.
    let sq = s.square_at(300.0, 200.0).expect("a square");
    input::pointer_down(&mut s, 300.0, 200.0);
    input::pointer_move(&mut s, 340.0, 200.0);
    input::pointer_up(&mut s, 340.0, 200.0);
    assert_eq!(s.square_at(340.0, 200.0), Some(sq), "the square moved with the pointer");
    // A pan far away keeps the board in view.
    s.camera.pan_by(extent, 1e9, 1e9);
    assert!(s.square_at(400.0, 300.0).is_some());
    s.camera.reset();
    assert!(!s.camera.zoomed());
    let mut c = Camera::default();
    c.resize(f64::NAN, -5.0, 100.0);
    assert_eq!((c.width, c.height, c.dpr), (300.0, 1.0, 8.0));
}

#[test]
fn placements_show_the_added_pieces_of_each_solution() {
    let mut s = scene("n-queens", "Q.../..../..../....");
    let sols = vec![
        vec![[2, 3], [0, 0], [3, 1], [1, 2]],
        vec![[0, 1], [1, 3], [2, 0], [3, 2]],
    ];
    s.set_placements(sols).expect("squares on the board");
    let p = s.placements.as_ref().expect("a placement answer");
    assert_eq!(p.len(), 2);
    assert_eq!(
        p.added(),
        &[[1, 2], [2, 3], [3, 1]],
        "row-major, without the queen already there"
    );
    s.set_solution(7);
    let p = s.placements.as_ref().expect("a placement answer");
    assert_eq!(p.index(), 1, "clamped");
    assert_eq!(p.added().len(), 4);
    assert!(s.set_placements(vec![vec![[9, 9]]]).is_err());
    s.cache_attacks();
    assert!(s.attacks().contains(&[0, 3]), "the queen on [0, 0] attacks its row");
    // An edit drops the placement answer, whose pieces are not adopted.
    s.tool = Tool::Paint(Cell::Piece(Piece::Queen));
    assert!(click(&mut s, [3, 3]));
    assert!(s.placements.is_none());
    assert_eq!(text(&s), "Q.../..../..../...Q");
}

#[test]
fn a_walled_board_is_refused_a_placement_on_a_wall() {
    let mut s = scene("non-attacking-knights", "#../.../...");
    let e = s.set_placements(vec![vec![[0, 0]]]).expect_err("a wall");
    assert!(e.message().contains("off square"), "{}", e.message());
}

#[test]
fn the_wall_image_follows_edits_block_by_block() {
    let mut s = sized("knight-path", 5000, 3000);
    let mut im = WallPixels::default();
    let (e, edits) = s.wall_edits();
    assert!(im.sync(&s.position, e, edits, HOLE).is_none(), "no walls, no image");
    s.tool = Tool::Paint(Cell::Off);
    assert!(s.paint([4000, 2999], Cell::Off));
    let (e, edits) = s.wall_edits();
    let raster = im.sync(&s.position, e, edits, HOLE).expect("an image");
    assert_eq!(raster.block(), 5, "5 000 rows in at most 1 024 pixels");
    assert_eq!(raster.size(), (600, 1000));
    let dirty = raster.take_dirty().expect("the one wall, just built");
    assert_eq!((dirty.x0, dirty.y0, dirty.x1, dirty.y1), (599, 800, 600, 801));
    assert!(s.paint([0, 7], Cell::Off));
    let (e, edits) = s.wall_edits();
    let raster = im.sync(&s.position, e, edits, HOLE).expect("an image");
    let dirty = raster.take_dirty().expect("one pixel");
    assert_eq!((dirty.x0, dirty.y0, dirty.x1, dirty.y1), (1, 0, 2, 1));
    let alpha = raster.rgba()[4 + 3];
    assert!(alpha > 0, "the block holding [0, 7] shows a wall");
    assert!(alpha < 255, "one wall of 25 squares is not a solid block");
    assert!(s.undo(true));
    let (e, edits) = s.wall_edits();
    let raster = im.sync(&s.position, e, edits, HOLE).expect("an image");
    assert_eq!(raster.rgba()[4 + 3], 0, "undone: the block is clear again");
    assert_eq!(
        wall_runs(&s.position, [3999, 4001], [0, 2999]),
        vec![(4000, [2999, 2999])]
    );
}

/// A 200 × 200 knight path whose walls are drawn by `randomOff` (a fifth
/// of the squares), with `off` and `on` edits, drawn 4 px a square.
fn seeded(off: Vec<Square>, on: Vec<Square>) -> (Scene, Request) {
    let mut request = Request {
        puzzle: "knight-path".into(),
        rows: Some(200),
        cols: Some(200),
        random_off: Some(RandomOff { fraction: 0.2, seed: 7 }),
        off: (!off.is_empty()).then_some(off),
        on: (!on.is_empty()).then_some(on),
        ..Request::default()
    };
    // The markers on open squares of the first rows (the seed walls [0, 0]).
    let open: Vec<Square> = request.board().expect("a board").on_squares().take(2).collect();
    (request.from, request.to) = (Some(open[0]), Some(open[1]));
    let mut s = Scene::from_request(&request).expect("a valid request");
    s.camera.resize(800.0, 800.0, 1.0);
    (s, request)
}

/// The off squares of a board, row-major.
fn walls(b: &Board) -> Vec<Square> {
    b.off_squares().collect()
}

/// The squares in exactly one of two row-major lists.
fn differ(a: &[Square], b: &[Square]) -> Vec<Square> {
    let mut d: Vec<Square> = a
        .iter()
        .filter(|s| !b.contains(s))
        .chain(b.iter().filter(|s| !a.contains(s)))
        .copied()
        .collect();
    d.sort_unstable();
    d
}

#[test]
fn the_request_sends_the_seed_until_the_walls_are_edited() {
    let (s, request) = seeded(Vec::new(), Vec::new());
    let sent = s.request();
    assert_eq!(sent.random_off, request.random_off);
    assert_eq!((sent.off, sent.on), (None, None));
    assert_eq!(walls(&s.position), walls(&request.board().expect("a board")));
}

#[test]
fn a_wall_edit_on_a_seeded_board_toggles_that_square_and_sends_seed_plus_edits() {
    let (mut s, request) = seeded(Vec::new(), Vec::new());
    let seeded_walls = walls(&s.position);
    s.tool = Tool::Paint(Cell::Off);
    let free = s
        .position
        .on_squares()
        .find(|&q| q[0] > 50 && q[1] > 50)
        .expect("an on square");
    let wall = seeded_walls
        .iter()
        .copied()
        .find(|&q| q[0] > 100 && q[1] > 100)
        .expect("a seeded wall");

    // A wall added: that square alone changes; the request is the seed plus it.
    assert!(click(&mut s, free));
    assert_eq!(differ(&seeded_walls, &walls(&s.position)), vec![free]);
    let sent = s.request();
    assert_eq!(sent.random_off, request.random_off);
    assert_eq!((sent.off.clone(), sent.on.clone()), (Some(vec![free]), None));
    assert_eq!(
        walls(&sent.board().expect("a board")),
        walls(&s.position),
        "the request is the board shown"
    );

    // A seeded wall clicked with the wall tool is taken away: sent as `on`.
    assert!(click(&mut s, wall));
    assert!(s.position.is_on(wall));
    assert_eq!(differ(&seeded_walls, &walls(&s.position)), differ(&[free], &[wall]));
    let sent = s.request();
    assert_eq!(
        (sent.off.clone(), sent.on.clone()),
        (Some(vec![free]), Some(vec![wall]))
    );
    assert_eq!(walls(&sent.board().expect("a board")), walls(&s.position));
    assert!(
        check(&sent).is_ok(),
        "the core takes seed plus edits: {:?}",
        check(&sent)
    );

    // Undo restores each square, and the request with it.
    assert!(s.undo(true));
    assert!(!s.position.is_on(wall), "the seeded wall is back");
    assert_eq!((s.request().off, s.request().on), (Some(vec![free]), None));
    assert!(s.undo(true));
    assert!(s.position.is_on(free));
    assert_eq!(walls(&s.position), seeded_walls);
    assert_eq!((s.request().off, s.request().on), (None, None));
    assert_eq!(s.request().random_off, request.random_off);
    // Redo does them again.
    assert!(s.undo(false) && s.undo(false));
    assert_eq!(s.request().on, Some(vec![wall]));

    // A wall put back where the seed draws one is no edit.
    assert!(click(&mut s, wall));
    assert_eq!((s.request().off, s.request().on), (Some(vec![free]), None));
}

#[test]
fn a_stroke_on_a_seeded_board_sends_its_squares_and_undoes_in_one_step() {
    let (mut s, _) = seeded(Vec::new(), Vec::new());
    let before = walls(&s.position);
    s.tool = Tool::Paint(Cell::Off);
    let start = (10..200)
        .map(|c| [20, c])
        .find(|&q| s.position.is_on(q))
        .expect("an on square");
    assert!(drag(&mut s, start, [20, 199]));
    let painted = differ(&before, &walls(&s.position));
    assert!(painted.len() > 10 && painted.iter().all(|q| q[0] == 20), "{painted:?}");
    let sent = s.request();
    assert_eq!((sent.off.clone(), sent.on.clone()), (Some(painted), None));
    assert_eq!(walls(&sent.board().expect("a board")), walls(&s.position));
    assert!(s.undo(true));
    assert_eq!(walls(&s.position), before);
    assert_eq!((s.request().off, s.request().on), (None, None));
}

#[test]
fn a_seeded_board_with_edits_loads_as_the_core_draws_it() {
    let (probe, _) = seeded(Vec::new(), Vec::new());
    let wall = walls(&probe.position)[3];
    let free = probe.position.on_squares().nth(3).expect("an on square");
    let (mut s, request) = seeded(vec![free], vec![wall]);
    assert_eq!(walls(&s.position), walls(&request.board().expect("a board")));
    assert!(s.position.is_on(wall) && !s.position.is_on(free));
    let sent = s.request();
    assert_eq!(
        (sent.random_off, sent.off, sent.on),
        (request.random_off, request.off, request.on)
    );
    // A whole-board edit drops the seed (the walls are listed), and its undo brings it back.
    s.set_size(200, 199).expect("a size");
    let sent = s.request();
    assert_eq!((sent.random_off, sent.on), (None, None));
    assert_eq!(sent.off.map(|o| o.len()), Some(s.position.off_squares().count()));
    assert!(s.undo(true));
    let sent = s.request();
    assert_eq!(
        (sent.random_off, sent.off, sent.on),
        (request.random_off, Some(vec![free]), Some(vec![wall]))
    );
}

#[test]
fn a_path_is_solved_from_a_seeded_wall_taken_away() {
    let request = |from: Square, to: Square, on: Option<Vec<Square>>| Request {
        puzzle: "knight-path".into(),
        rows: Some(70),
        cols: Some(70),
        random_off: Some(RandomOff { fraction: 0.2, seed: 7 }),
        on,
        from: Some(from),
        to: Some(to),
        ..Request::default()
    };
    let drawn = request([0, 0], [1, 2], None).plain_board().expect("a board");
    let mut seeded = drawn.clone();
    crate::core::random_off::random_off(&mut seeded, RandomOff { fraction: 0.2, seed: 7 }).expect("walls");
    let wall = seeded
        .off_squares()
        .find(|&[r, c]| r < 60 && c < 60)
        .expect("a seeded wall");
    let to = [wall[0] + 1, wall[1] + 2];
    let refused = check(&request(wall, to, None)).expect_err("a start on a seeded wall");
    assert!(refused.message().contains("randomOff"), "{refused}");
    let kept = request(wall, to, Some(vec![wall, to]));
    assert!(check(&kept).is_ok(), "{:?}", check(&kept));
    let board = kept.board().expect("a board");
    assert!(board.is_on(wall) && board.is_on(to));
    let taken: Vec<Square> = [wall, to].into_iter().filter(|&q| !seeded.is_on(q)).collect();
    assert_eq!(
        differ(&walls(&seeded), &walls(&board)),
        taken,
        "`on` takes those walls away, no other"
    );
    let answer = solve(&kept).expect("solved");
    assert_eq!(answer.steps.map(|s| s.len()), Some(1), "{:?}", answer.reason);
}

/// Milliseconds since `t`.
fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// What one interaction costs on the main thread, model side: the edit,
/// the page's `request()` after it, and the wall image brought up to date
/// for the next frame. Prints times; run with
/// `cargo test --release --lib view::model::tests::edit_costs -- --ignored --nocapture`.
#[test]
#[ignore = "prints times; run by hand"]
fn edit_costs_on_a_10_000_by_10_000_board() {
    let mut s = sized("knight-path", 10_000, 10_000);
    let mut im = WallPixels::default();
    let frame = |s: &mut Scene, im: &mut WallPixels| {
        let (e, edits) = s.wall_edits();
        if let Some(r) = im.sync(&s.position, e, edits, HOLE) {
            let _ = r.take_dirty();
        }
        let _ = s.request();
    };
    frame(&mut s, &mut im);
    s.tool = Tool::Paint(Cell::Off);
    let t = Instant::now();
    assert!(click(&mut s, [5000, 5000]));
    frame(&mut s, &mut im);
    println!("one wall click (first, builds the image): {:8.2} ms", ms(t));
    let t = Instant::now();
    assert!(click(&mut s, [5000, 5010]));
    frame(&mut s, &mut im);
    println!("one wall click:                           {:8.2} ms", ms(t));
    let t = Instant::now();
    let (x0, y0) = at(&s, [100, 100]);
    input::pointer_down(&mut s, x0, y0);
    frame(&mut s, &mut im);
    for k in 1..20 {
        let (x, y) = at(&s, [100 + 300 * k, 100 + 450 * k]);
        input::pointer_move(&mut s, x, y);
        frame(&mut s, &mut im);
    }
    input::pointer_up(&mut s, x0, y0);
    println!("20-point wall stroke (20 frames):         {:8.2} ms", ms(t));
    let t = Instant::now();
    assert!(s.undo(true));
    frame(&mut s, &mut im);
    println!("undo:                                     {:8.2} ms", ms(t));
    let t = Instant::now();
    assert!(s.undo(false));
    frame(&mut s, &mut im);
    println!("redo:                                     {:8.2} ms", ms(t));
    s.tool = Tool::Move;
    let t = Instant::now();
    let (a, b) = (at(&s, [9_999, 9_999]), at(&s, [9_000, 9_500]));
    input::pointer_down(&mut s, a.0, a.1);
    for k in 1..=8 {
        let f = f64::from(k) / 8.0;
        input::pointer_move(&mut s, a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f);
        frame(&mut s, &mut im);
    }
    input::pointer_up(&mut s, b.0, b.1);
    assert_ne!(s.marker(Marker::To), Some([9_999, 9_999]));
    println!("marker drag (8 moves, 8 frames):          {:8.2} ms", ms(t));

    // What the page's `check(request())` costs after each edit: the parse
    // alone (`core::check`), no search and no walls drawn.
    let request = s.request();
    let t = Instant::now();
    let checked = check(&request);
    println!(
        "check (parse only) of that request:        {:8.2} ms ({checked:?})",
        ms(t)
    );

    let mut q = sized("non-attacking-knights", 1000, 1000);
    let placement: Vec<Square> = (0..1000u32)
        .flat_map(|r| (0..1000u32).filter(move |c| (r + c) % 2 == 0).map(move |c| [r, c]))
        .collect();
    let t = Instant::now();
    q.set_placements(vec![placement]).expect("squares on the board");
    let added = q.placements.as_ref().expect("an answer").added();
    let raster = super::raster::squares_raster(1000, 1000, 2, added, HOLE);
    println!(
        "1 000 × 1 000 placement answer ({} pieces) and its image: {:.2} ms",
        added.len(),
        ms(t)
    );
    drop(raster);

    let mut tour = sized("knight-tour", 1000, 1000);
    let moves = knight_zigzag(1_000_000, 1000);
    let t = Instant::now();
    tour.set_answer(moves.clone()).expect("squares on the board");
    let pb = tour.playback.as_mut().expect("an answer");
    let movers = pb.movers(usize::MAX).len();
    println!(
        "million-step tour answer checked at once and its move letters ({movers}): {:.2} ms",
        ms(t)
    );
    // The page's way (js.rs setAnswer past 20 000 steps): shown unchecked, checked in slices.
    let t = Instant::now();
    let n = moves.len();
    tour.set_answer_unchecked(moves, n);
    println!("the same answer shown unchecked: {:.3} ms", ms(t));
    let (mut slices, mut longest) = (0, 0.0_f64);
    loop {
        let t = Instant::now();
        let done = tour.check_answer(100_000);
        longest = longest.max(ms(t));
        slices += 1;
        if done {
            break;
        }
    }
    println!("checked in {slices} slices of 100 000 steps, the longest {longest:.2} ms");
    let pb = tour.playback.as_mut().expect("an answer");
    assert!(pb.checked() && pb.refused().is_none());
    let t = Instant::now();
    let movers = pb.movers(2_000).len();
    println!("the first {movers} move letters: {:.3} ms", ms(t));
    let t = Instant::now();
    pb.set_t(765_432.5);
    let m = pb.moment(&tour.position);
    println!(
        "seek to step 765 432.5: {:.3} ms ({:?})",
        ms(t),
        m.moving.map(|(_, at)| at)
    );
    let _ = Board::new(1, 1);
}

#[test]
fn a_search_trace_steps_forward_and_back() {
    use super::search_trace::{Mark, SearchTrace};
    // A 3-wide board: cell 0 enters the frontier, is expanded, then cells
    // 1 and 5 enter, cell 5 is expanded.
    let events = vec![0, 1, 1 << 1, 5 << 1, (5 << 1) | 1];
    let mut t = SearchTrace::events(events, 9, 3);
    assert_eq!(t.len(), 5);
    t.seek(4);
    assert_eq!(t.counts(), (2, 1));
    assert_eq!(t.mark([0, 1]), Mark::Frontier);
    assert_eq!(t.current(), Some([0, 0]));
    t.seek(99);
    assert_eq!(t.counts(), (1, 2));
    assert_eq!(t.mark([1, 2]), Mark::Expanded);
    assert_eq!(t.current(), Some([1, 2]));
    t.seek(1);
    assert_eq!(t.counts(), (1, 0), "back to the first event");
    assert_eq!(t.mark([1, 2]), Mark::None);
}

#[test]
fn undo_keeps_at_most_its_depth_of_steps() {
    let mut s = scene("knight-swap", "N../.../...");
    for k in 0..150 {
        let (from, to) = if k % 2 == 0 { ([0, 0], [1, 1]) } else { ([1, 1], [0, 0]) };
        assert!(s.move_piece(from, to));
    }
    let mut undone = 0;
    while s.undo(true) {
        undone += 1;
    }
    assert_eq!(undone, 100);
    assert_eq!(
        text(&s),
        "N../.../...",
        "150 moves back and forth, 100 undone: back where move 50 left it"
    );
}

#[test]
fn a_placement_image_averages_blocks_into_an_even_shade() {
    // Knights on every other square of 6 × 6, in blocks of 2 × 2: each
    // block holds two, so every pixel has the same half-strength colour.
    let squares: Vec<Square> = (0..6u32)
        .flat_map(|r| (0..6u32).filter(move |c| (r + c) % 2 == 0).map(move |c| [r, c]))
        .collect();
    let im = super::raster::squares_raster(6, 6, 2, &squares, HOLE);
    assert_eq!(im.size(), (3, 3));
    let alphas: Vec<u8> = im.rgba().chunks(4).map(|p| p[3]).collect();
    assert_eq!(alphas, vec![128; 9]);
}

#[test]
fn typed_traces_replay_to_the_answer_and_step_back() {
    use super::search_trace::SearchTrace;
    use crate::core::search::trace::StepKind;
    // n-queens, 6 × 6, the seed: queens placed and taken back, ending on
    // the answer; every step back restores the board stepped over.
    let req = Request {
        puzzle: "n-queens".into(),
        n: Some(6),
        algorithm: Some("backtracking-seed".into()),
        trace: Some(true),
        ..Request::default()
    };
    let a = solve(&req).expect("solves");
    let steps = a.trace.and_then(|t| t.steps).expect("typed events");
    let n = steps.len();
    let mut t = SearchTrace::steps(steps, Board::new(6, 6).expect("a board"), Piece::Queen);
    assert_eq!(t.len(), n);
    let boards: Vec<Board> = (0..=n)
        .map(|k| {
            t.seek(k);
            t.typed().expect("typed").board().clone()
        })
        .collect();
    let queens = |b: &Board| b.pieces().map(|(s, _)| s).collect::<Vec<Square>>();
    assert_eq!(queens(&boards[n]), a.placement.clone().expect("placement"));
    let typed = t.typed().expect("typed");
    assert_eq!(u64::from(typed.count(StepKind::Place)), a.stats.generated);
    assert!(typed.count(StepKind::Remove) > 0);
    for k in (0..n).rev() {
        t.seek(k);
        assert_eq!(t.typed().expect("typed").board(), &boards[k], "step back to {k}");
    }
    assert_eq!(t.typed().expect("typed").count(StepKind::Place), 0);

    // Peg solitaire, fewest moves on the 15-hole triangle: bounds reset the
    // board; seeking back over one replays.
    let board = "./oo/ooo/oooo/ooooo";
    let req = Request {
        puzzle: "peg-solitaire".into(),
        board: Some(board.into()),
        grid: Some(crate::core::board::Grid::Triangle),
        trace: Some(true),
        ..Request::default()
    };
    let a = solve(&req).expect("solves");
    let steps = a.trace.and_then(|t| t.steps).expect("typed events");
    let n = steps.len();
    let start = req.board().expect("board");
    let mut t = SearchTrace::steps(steps, start.clone(), Piece::Peg);
    t.seek(n);
    let end = t.typed().expect("typed");
    assert_eq!(end.board().pieces().count(), 1, "one peg left");
    assert!(end.count(StepKind::Undo) > 0 && end.count(StepKind::Bound) > 0);
    assert_eq!(end.depth() as usize, a.steps.as_ref().map_or(0, Vec::len));
    let at_end = end.board().clone();
    t.seek(0);
    assert_eq!(t.typed().expect("typed").board(), &start);
    t.seek(n);
    assert_eq!(t.typed().expect("typed").board(), &at_end);
}

#[test]
fn a_watched_swap_shows_each_expansion_and_the_last_few() {
    use super::search_trace::SearchTrace;
    use crate::core::search::trace::StepKind;
    let req = Request {
        puzzle: "knight-swap".into(),
        board: Some("N.N/.../n.n".into()),
        algorithm: Some("bfs".into()),
        trace: Some(true),
        ..Request::default()
    };
    let a = solve(&req).expect("solves");
    let steps = a.trace.and_then(|t| t.steps).expect("typed events");
    let n = steps.len();
    let mut t = SearchTrace::steps(steps, req.board().expect("board"), Piece::WhiteKnight);
    t.seek(n);
    let s = t.typed().expect("typed");
    assert_eq!(
        crate::core::notation::format(s.board()),
        "n.n/.../N.N",
        "ends on the goal"
    );
    assert_eq!(s.depth() as u64, a.length.unwrap_or(0));
    assert_eq!(u64::from(s.count(StepKind::Expand)), a.stats.expanded + 1);
    let want: Vec<u32> = a.depths.clone().unwrap_or_default().iter().map(|&d| d as u32).collect();
    // BFS's layers, the last one less the goal (shown, not expanded).
    let k = want.len() - 1;
    assert_eq!(&s.histogram()[..k], &want[..k], "BFS layers");
    assert_eq!(s.histogram()[k], want[k] + 1);
    let recent = s.recent(3);
    assert_eq!(recent.len(), 3);
    assert_eq!(recent.last(), Some(s.board()), "the latest is the one shown");
    // Back one event (a piece of the goal): replayed from the start.
    t.seek(n - 1);
    let s = t.typed().expect("typed");
    assert_eq!(s.board().pieces().count(), 3);
    assert_eq!(u64::from(s.count(StepKind::Expand)), a.stats.expanded + 1);
}

#[test]
fn a_made_up_typed_trace_never_panics() {
    use super::search_trace::SearchTrace;
    // Every kind, huge values, squares off the board, kinds past the last.
    let mut events = Vec::new();
    for kind in 0..16u32 {
        for value in [0u32, 1, 7, 99, 1 << 20, (1 << 28) - 1] {
            events.push(value << 4 | kind);
        }
    }
    let n = events.len();
    let board = Board::new(3, 3).expect("a board");
    let mut t = SearchTrace::steps(events, board, Piece::Queen);
    for k in [n, 0, n / 2, 1, n, n - 1, 3] {
        t.seek(k);
    }
    let s = t.typed().expect("typed");
    assert!(s.histogram().len() <= 1 << 16);
    let _ = s.recent(4);
}

#[test]
fn a_watched_matching_draws_its_paths_then_the_cover_and_ends_on_the_answer() {
    use super::search_trace::SearchTrace;
    use crate::core::search::trace::StepKind;
    let req = Request {
        puzzle: "non-attacking-knights".into(),
        board: Some("....../....../....../....../....../......".into()),
        algorithm: Some("matching".into()),
        trace: Some(true),
        ..Request::default()
    };
    let a = solve(&req).expect("solves");
    let steps = a.trace.and_then(|t| t.steps).expect("typed events");
    let n = steps.len();
    let start = req.board().expect("board");
    let mut t = SearchTrace::steps(steps.clone(), start.clone(), Piece::WhiteKnight);
    // After the last augmenting path: a whole path shown (an even number of
    // squares, both ends unmatched), no cover yet, no knight.
    let last_path = steps
        .iter()
        .rposition(|&e| StepKind::of(e) == Some(StepKind::Path))
        .expect("paths");
    t.seek(last_path + 1);
    let s = t.typed().expect("typed");
    assert_eq!(s.count(StepKind::Augment), 18, "a path per pair of the matching");
    assert!(!s.augmenting().is_empty() && s.augmenting().len() % 2 == 0);
    assert!(s.cover().is_empty() && s.board().pieces().count() == 0);
    t.seek(n);
    let s = t.typed().expect("typed");
    assert_eq!(s.cover().len(), 18, "König: the cover is as large as the matching");
    assert_eq!(s.count(StepKind::Place), 18);
    let mut on: Vec<Square> = s.board().pieces().map(|(sq, _)| sq).collect();
    on.sort_unstable();
    let mut want = a.placement.clone().unwrap_or_default();
    want.sort_unstable();
    assert_eq!(on, want, "ends on the answer");
    assert!(on.iter().all(|sq| !s.cover().contains(sq)), "no knight on the cover");
    // Back into the paths (over augments: replayed) and forward again.
    let end = s.board().clone();
    t.seek(3);
    let s = t.typed().expect("typed");
    assert_eq!((s.count(StepKind::Augment), s.cover().len()), (2, 0));
    assert_eq!(s.augmenting().len(), 1, "the second path's first square");
    t.seek(n - 1);
    t.seek(n);
    assert_eq!(t.typed().expect("typed").board(), &end);
}

#[test]
fn a_watched_branch_and_bound_keeps_its_last_cut_forward_and_back() {
    use super::search_trace::{Cut, SearchTrace};
    use crate::core::search::trace::StepKind;
    // A knight given: the bound and best count it (as the answer does).
    let req = Request {
        puzzle: "non-attacking-knights".into(),
        board: Some("...../...../..N../...../.....".into()),
        algorithm: Some("branch-and-bound-seed".into()),
        trace: Some(true),
        ..Request::default()
    };
    let a = solve(&req).expect("solves");
    let steps = a.trace.and_then(|t| t.steps).expect("typed events");
    let n = steps.len();
    // The last cut after each number of events: the last prune's value and
    // the last best's before it.
    let mut want: Vec<Option<Cut>> = vec![None];
    let (mut cut, mut best) = (None, None);
    for &e in &steps {
        match StepKind::of(e) {
            Some(StepKind::Best) => best = Some(e >> 4),
            Some(StepKind::Prune) => cut = Some(Cut { bound: e >> 4, best }),
            _ => {}
        }
        want.push(cut);
    }
    let first = steps
        .iter()
        .position(|&e| StepKind::of(e) == Some(StepKind::Prune))
        .expect("the bound cuts");
    let mut t = SearchTrace::steps(steps.clone(), req.board().expect("board"), Piece::WhiteKnight);
    let cut_at = |t: &mut SearchTrace, k: usize| {
        t.seek(k);
        t.typed().expect("typed").cut()
    };
    assert_eq!(cut_at(&mut t, first), None, "no cut before the first");
    let c = cut_at(&mut t, first + 1).expect("a cut once over a prune");
    assert_eq!(c.bound, steps[first] >> 4, "the prune event's bound");
    assert!(
        c.best.is_some_and(|b| c.bound <= b),
        "cut because it cannot beat the best: {c:?}"
    );
    // Every step, forwards, then backwards one at a time (over prunes: the
    // cut before; over bests: replayed), then a few jumps.
    for (k, &cut) in want.iter().enumerate() {
        assert_eq!(cut_at(&mut t, k), cut, "forwards to {k}");
    }
    for k in (0..n).rev() {
        assert_eq!(cut_at(&mut t, k), want[k], "back to {k}");
    }
    for k in [n, first, n / 2, n / 3, n - 1, 0, n] {
        assert_eq!(cut_at(&mut t, k), want[k], "to {k}");
    }
    // At the end: the answer's knights, the best as many.
    let s = t.typed().expect("typed");
    assert_eq!(s.best().map(u64::from), a.length);
    assert_eq!(s.board().pieces().count() as u64, a.length.unwrap_or(0));
    // Back over a cut to one made before a better placement was found: the
    // best known then, not now.
    let ev = |kind: StepKind, value: u32| value << 4 | kind as u32;
    let made_up = vec![
        ev(StepKind::Best, 5),
        ev(StepKind::Prune, 3),
        ev(StepKind::Best, 6),
        ev(StepKind::Place, 0),
        ev(StepKind::Prune, 4),
        ev(StepKind::Remove, 0),
    ];
    let mut t = SearchTrace::steps(made_up, Board::new(3, 3).expect("a board"), Piece::WhiteKnight);
    assert_eq!(
        cut_at(&mut t, 6),
        Some(Cut {
            bound: 4,
            best: Some(6)
        })
    );
    assert_eq!(
        cut_at(&mut t, 5),
        Some(Cut {
            bound: 4,
            best: Some(6)
        })
    );
    assert_eq!(
        cut_at(&mut t, 4),
        Some(Cut {
            bound: 3,
            best: Some(5)
        })
    );
    assert_eq!(
        cut_at(&mut t, 2),
        Some(Cut {
            bound: 3,
            best: Some(5)
        })
    );
    assert_eq!(cut_at(&mut t, 1), None);
}

// ------------------------------------------------------------ play mode

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

#[test]
fn play_drags_make_legal_moves_and_refuse_illegal_ones_with_the_reason() {
    let mut s = playing(six_knights());
    let start = s.shown_text();
    // Not a knight's move: refused, the position and the start unchanged.
    assert!(!drag(&mut s, [3, 0], [2, 0]));
    let refused = s.play.as_ref().and_then(|p| p.refused.clone()).expect("a refusal");
    assert_eq!((refused.square, refused.code), ([3, 0], "not-knight-move"));
    assert_eq!(s.shown_text(), start);
    assert_eq!(
        s.position.get([3, 0]),
        Cell::Piece(Piece::WhiteKnight),
        "the set-up board is never edited"
    );
    // A knight's move: made, shown, the refusal gone.
    assert!(drag(&mut s, [3, 0], [1, 1]));
    assert_eq!(s.shown_text().as_deref(), Some("nnn/.N./.../.NN"));
    assert!(s
        .play
        .as_ref()
        .is_some_and(|p| p.refused.is_none() && p.now().moves() == 1));
    // Click, click: the same rules.
    assert!(!click(&mut s, [3, 1]));
    assert!(click(&mut s, [1, 0]));
    assert_eq!(s.shown_text().as_deref(), Some("nnn/NN./.../..N"));
    // Undo, redo, restart.
    assert!(play_mode::undo(&mut s, true));
    assert_eq!(s.shown_text().as_deref(), Some("nnn/.N./.../.NN"));
    assert!(play_mode::undo(&mut s, false));
    assert_eq!(s.shown_text().as_deref(), Some("nnn/NN./.../..N"));
    assert!(play_mode::restart(&mut s));
    assert_eq!(s.shown_text(), start);
    assert!(play_mode::undo(&mut s, false), "Restart is undoable: Redo replays");
    play_mode::stop(&mut s);
    assert_eq!(s.shown_text(), start, "setup shows the set-up position again");
}

#[test]
fn playing_the_solvers_answer_by_hand_reaches_the_goal() {
    let request = six_knights();
    let answer = solve(&request).expect("solves");
    let mut s = playing(request);
    for step in answer.steps.expect("steps") {
        assert!(drag(&mut s, step.from, step.to), "{step:?} is legal");
    }
    let play = s.play.as_ref().expect("playing");
    assert!(play.solved());
    assert_eq!(play.now().moves(), 16);
    assert_eq!(s.shown_text().as_deref(), Some("NNN/.../.../nnn"));
}

#[test]
fn play_keys_pick_up_and_put_down() {
    let mut s = playing(six_knights());
    // The cursor starts at the centre [2, 1]; up to [1, 1], then [0, 1]... pick [3, 0] instead.
    for k in ["ArrowDown", "ArrowDown", "ArrowLeft"] {
        input::key(&mut s, k);
    }
    assert_eq!(s.ui.cursor, Some([3, 0]));
    assert!(!input::key(&mut s, "Enter"), "picks the knight up");
    for k in ["ArrowUp", "ArrowUp", "ArrowRight"] {
        input::key(&mut s, k);
    }
    assert!(input::key(&mut s, "Enter"), "puts it down a knight's move away");
    assert_eq!(s.shown_text().as_deref(), Some("nnn/.N./.../.NN"));
}

#[test]
fn a_peg_jump_is_dragged_and_its_over_filled_in() {
    let request = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("./oo/ooo/oooo/ooooo".into()),
        grid: Some(crate::core::board::Grid::Triangle),
        ..Request::default()
    };
    let mut s = playing(request);
    assert!(!drag(&mut s, [1, 0], [0, 0]), "a step, not a jump");
    assert!(drag(&mut s, [2, 0], [0, 0]));
    let steps = s.play.as_ref().map(super::playing::Playing::steps).expect("playing");
    assert_eq!(steps[0].over, Some([1, 0]));
    assert_eq!(s.shown_text().as_deref(), Some("o/.o/.oo/oooo/ooooo"));
}

#[test]
fn placements_place_and_remove_by_click_and_refuse_attacked_squares() {
    let request = Request {
        puzzle: "n-queens".into(),
        board: Some("Q.../..../..../....".into()),
        ..Request::default()
    };
    let mut s = playing(request);
    assert!(!click(&mut s, [1, 1]), "attacked by the queen on [0, 0]");
    assert_eq!(
        s.play.as_ref().and_then(|p| p.refused.as_ref()).map(|r| r.code),
        Some("attacked")
    );
    assert!(click(&mut s, [1, 2]));
    assert_eq!(s.shown_text().as_deref(), Some("Q.../..Q./..../...."));
    s.cache_attacks();
    assert!(s.attacks().contains(&[3, 2]), "the placed queen's attacks are shaded");
    assert!(!click(&mut s, [0, 0]), "the given queen stays");
    assert!(click(&mut s, [1, 2]), "a queen placed by hand is removed");
    assert_eq!(s.play.as_ref().map(super::playing::Playing::placed), Some(vec![]));
    assert!(play_mode::undo(&mut s, true));
    assert_eq!(s.play.as_ref().map(super::playing::Playing::placed), Some(vec![[1, 2]]));
}

#[test]
fn a_path_knight_walks_where_it_is_clicked() {
    let request = Request {
        puzzle: "knight-path".into(),
        board: Some("..../..../..../....".into()),
        from: Some([0, 0]),
        to: Some([3, 3]),
        ..Request::default()
    };
    let mut s = playing(request);
    assert!(!click(&mut s, [1, 1]));
    assert!(click(&mut s, [1, 2]));
    assert!(drag(&mut s, [1, 2], [3, 3]));
    assert!(s.play.as_ref().is_some_and(super::playing::Playing::solved));
}
