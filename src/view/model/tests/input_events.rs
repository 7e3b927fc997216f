//! Pointer and key input (`input.rs`): drags, clicks, keys, wall strokes, markers, pegs.

use super::*;

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
fn a_request_placing_a_marker_outside_the_board_is_refused_naming_it() {
    // Issue 39: a link's `from=9,9` on a 5 × 5 tour started at (4, 4) without a word.
    let tour = Request {
        puzzle: "knight-tour".into(),
        rows: Some(5),
        cols: Some(5),
        from: Some([9, 9]),
        ..Request::default()
    };
    let e = Scene::from_request(&tour)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(e.starts_with("from: ") && e.contains("(9, 9)"), "{e}");
    let path = Request {
        puzzle: "knight-path".into(),
        rows: Some(4),
        cols: Some(4),
        to: Some([2, 7]),
        ..Request::default()
    };
    let e = Scene::from_request(&path)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(e.starts_with("to: ") && e.contains("(2, 7)"), "{e}");
    // The scene shown is kept when a request is refused.
    let mut s = sized("knight-tour", 5, 5);
    assert!(s.set_request(&tour, None).is_err());
    assert_eq!(s.marker(Marker::From), Some([0, 0]));
    // Inside the board, the markers are where the request puts them.
    let inside = Request {
        from: Some([4, 4]),
        ..tour
    };
    let s = Scene::from_request(&inside).expect("a valid request");
    assert_eq!(s.marker(Marker::From), Some([4, 4]));
}

#[test]
fn pegs_toggle_on_click() {
    let mut s = scene("peg-solitaire", "o.o");
    assert!(click(&mut s, [0, 1]));
    assert_eq!(text(&s), "ooo");
    assert!(click(&mut s, [0, 0]));
    assert_eq!(text(&s), ".oo");
}
