//! Undo and redo (`history.rs`): pieces, walls, markers and sizes, the depth kept.

use super::*;

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
