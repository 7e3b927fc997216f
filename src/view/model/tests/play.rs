//! Play mode (`playing.rs`, `play_mode.rs`): drags, keys, jumps, placements, refusals, undo.

use super::*;

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
        Cell::Piece(swap_sides().0),
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
    let steps = s
        .play
        .as_ref()
        .map(crate::view::model::playing::Playing::steps)
        .expect("playing");
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
    assert!(!click(&mut s, [1, 1]), "attacked by the queen on (0, 0)");
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
    assert_eq!(
        s.play.as_ref().map(crate::view::model::playing::Playing::placed),
        Some(vec![])
    );
    assert!(play_mode::undo(&mut s, true));
    assert_eq!(
        s.play.as_ref().map(crate::view::model::playing::Playing::placed),
        Some(vec![[1, 2]])
    );
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
    assert!(s
        .play
        .as_ref()
        .is_some_and(crate::view::model::playing::Playing::solved));
}
