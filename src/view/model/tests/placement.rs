//! Placement answers (`placement.rs`): the added pieces of each solution.

use super::*;

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
    assert!(s.attacks().contains(&[0, 3]), "the queen on (0, 0) attacks its row");
    // An edit drops the placement answer, whose pieces are not adopted.
    s.tool = Tool::Paint(Cell::Piece(Piece::Queen));
    assert!(click(&mut s, [3, 3]));
    assert!(s.placements.is_none());
    assert_eq!(text(&s), "Q.../..../..../...Q");
}

#[test]
fn a_row_major_placement_drops_its_repeats() {
    let mut s = scene("non-attacking-knights", ".../.../...");
    s.set_placements(vec![vec![[0, 0], [0, 0], [0, 2], [1, 1], [1, 1], [1, 1], [2, 2]]])
        .expect("squares on the board");
    let p = s.placements.as_mut().expect("a placement answer");
    assert_eq!(p.added(), &[[0, 0], [0, 2], [1, 1], [2, 2]]);
    p.show_first(Some(9));
    assert_eq!(p.drawn(), &[[0, 0], [0, 2], [1, 1], [2, 2]], "in the answer's order");
}

#[test]
fn a_walled_board_is_refused_a_placement_on_a_wall() {
    let mut s = scene("non-attacking-knights", "#../.../...");
    let e = s.set_placements(vec![vec![[0, 0]]]).expect_err("a wall");
    assert!(
        e.message().contains("square (0, 0) is off the board"),
        "{}",
        e.message()
    );
}

#[test]
fn a_placement_keeps_the_answers_order_and_draws_its_first_pieces() {
    use crate::view::model::display::{display_list, Layer, Layers};
    let mut s = scene("n-queens", "Q.../..../..../....");
    // The order an answer lists (a duplicate dropped, the queen already there skipped).
    s.set_placements(vec![vec![[2, 3], [0, 0], [3, 1], [2, 3], [1, 2]]])
        .expect("squares on the board");
    let p = s.placements.as_mut().expect("a placement answer");
    assert_eq!(p.drawn(), &[[1, 2], [2, 3], [3, 1]], "all, row-major, by default");
    p.show_first(Some(9));
    assert_eq!(p.drawn(), &[[2, 3], [3, 1], [1, 2]], "all, in the answer's order");
    p.show_first(Some(2));
    assert_eq!(p.drawn(), &[[2, 3], [3, 1]], "the first two placed");
    let added = |s: &Scene| {
        let moment = s.moment();
        display_list(s, &moment, Layers::SCREEN)
            .iter()
            .find_map(|l| match l {
                Layer::Added { squares, .. } => Some(squares.to_vec()),
                _ => None,
            })
            .unwrap_or_default()
    };
    assert_eq!(added(&s), vec![[2, 3], [3, 1]], "the display list draws them");
    s.placements.as_mut().expect("an answer").show_first(Some(0));
    assert!(added(&s).is_empty(), "frame 0: no piece added yet");
    s.placements.as_mut().expect("an answer").show_first(None);
    assert_eq!(added(&s).len(), 3);
}
