//! Playback (`playback.rs`): seeking and stepping answers of moves, paths and jumps, illegal steps, long answers checked in slices.

use super::*;

#[test]
fn playback_of_moves_seeks_and_steps() {
    let (white_knight, black_knight) = swap_sides();
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
    assert_eq!(at(3), vec![([0, 1], black_knight), ([0, 2], white_knight)]);
    assert_eq!(at(0), vec![([0, 0], white_knight), ([2, 2], black_knight)]);
    assert_eq!(at(1), vec![([2, 1], white_knight), ([2, 2], black_knight)]);
    assert_eq!(pb.movers(usize::MAX), "NnN");
    pb.set_t(1.5);
    assert_eq!(pb.step(), 1);
    let m = pb.moment(&s.position);
    assert_eq!(m.moving.map(|(p, _)| p), Some(black_knight));
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
    let request = knight_path_8x8();
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

#[test]
fn seeking_a_long_answer_back_and_forth_matches_its_replay() {
    let (white_knight, black_knight) = swap_sides();
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
        let want = vec![(white, white_knight), ([2, 2], black_knight)];
        assert_eq!(pb.pieces().into_iter().collect::<Vec<_>>(), want, "after {k} steps");
        assert_eq!(pb.piece_on(white), Some(white_knight));
    }
}

#[test]
fn an_illegal_move_stops_playback_at_the_last_legal_position() {
    let (white_knight, black_knight) = swap_sides();
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
        "step 1: square (1, 2) is occupied",
        "0-based, with the core's reason"
    );
    pb.set_t(99.0);
    assert_eq!(pb.step(), 1, "playback stops before the refused step");
    assert_eq!(pb.t(), 1.0);
    let m = pb.moment(&s.position);
    assert!(m.moving.is_none(), "the refused move is never drawn");
    assert_eq!(
        m.still.into_iter().collect::<Vec<_>>(),
        vec![([1, 2], white_knight), ([2, 0], black_knight)]
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
    let (white_knight, black_knight) = swap_sides();
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
        vec![([2, 1], white_knight), ([2, 2], black_knight)]
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

/// A leaper's answer (issue 42) plays back by the leaper's moves: the
/// scene's board keeps the request's `leaper` through a text edit, its
/// request says it, and a knight's move is refused for the camel.
#[test]
fn a_leapers_answer_plays_by_its_moves() {
    let request = Request {
        puzzle: "knight-path".into(),
        board: Some("..../..../..../....".into()),
        from: Some([0, 0]),
        to: Some([1, 3]),
        leaper: Some([1, 3]),
        ..Request::default()
    };
    let mut s = Scene::from_request(&request).expect("a camel's path");
    assert_eq!(s.request().leaper, Some([1, 3]));
    s.set_text(Editing::Position, "..../..../..../....").expect("a board");
    assert_eq!(s.request().leaper, Some([1, 3]), "an edit keeps the leaper");
    s.set_answer(steps(&[([0, 0], [1, 3])])).expect("squares on the board");
    assert!(
        s.playback.as_ref().expect("an answer").refused().is_none(),
        "a camel's move"
    );
    s.set_answer(steps(&[([0, 0], [1, 2])])).expect("squares on the board");
    let refused = s
        .playback
        .as_ref()
        .and_then(|pb| pb.refused())
        .expect("a knight's move");
    assert_eq!(refused.error.code(), "not-knight-move");
    assert!(
        refused.error.to_string().starts_with("not a camel (1, 3) move"),
        "{}",
        refused.error
    );
    let knight = Scene::from_request(&Request {
        leaper: None,
        ..request
    })
    .expect("a knight's path");
    assert_eq!(knight.request().leaper, None, "the knight is the default, left out");
}
