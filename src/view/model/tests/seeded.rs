//! A seeded board's walls (`history.rs` `Seeded`): the seed sent until edited, then seed plus edits.

use super::*;

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

#[test]
fn a_small_seeded_board_sends_its_seed_not_its_text() {
    // 8 × 8 is small enough for `board` text, but the seed is what the
    // random-walls control shows and a link keeps.
    let request = Request {
        puzzle: "knight-path".into(),
        rows: Some(8),
        cols: Some(8),
        random_off: Some(RandomOff {
            fraction: 0.25,
            seed: 7,
        }),
        ..Request::default()
    };
    let s = Scene::from_request(&request).expect("a valid request");
    let sent = s.request();
    assert_eq!((sent.board.as_deref(), sent.rows, sent.cols), (None, Some(8), Some(8)));
    assert_eq!(sent.random_off, request.random_off);
    let again = Scene::from_request(&sent).expect("the sent request reads back");
    assert_eq!(walls(&again.position), walls(&s.position));
    assert!(!walls(&s.position).is_empty());
}

#[test]
fn walls_drawn_in_a_worker_show_the_same_scene_and_a_wrong_draw_is_refused() {
    let (mut s, request) = seeded(vec![[3, 3]], Vec::new());
    // What the page's worker draws: offBits({puzzle, rows, cols, randomOff}).
    let base = Request {
        puzzle: request.puzzle.clone(),
        rows: request.rows,
        cols: request.cols,
        random_off: request.random_off,
        ..Request::default()
    };
    let words = base.board().expect("a board").off_words().to_vec();
    let drawn = Scene::from_request_drawn(&request, Some(&words)).expect("the seed's walls");
    assert_eq!(drawn.position, s.position);
    assert_eq!(drawn.request(), s.request());
    // Walls of another seed leave the scene as it was.
    let other = Request {
        random_off: Some(RandomOff { fraction: 0.2, seed: 8 }),
        ..request.clone()
    };
    let before = s.request();
    let e = s.set_request(&other, Some(&words)).unwrap_err();
    assert!(e.message().contains("are not those of seed 8"), "{e}");
    assert_eq!(s.request(), before);
    let plain = Request {
        random_off: None,
        ..request
    };
    let e = s.set_request(&plain, Some(&words)).unwrap_err();
    assert!(e.message().contains("without `randomOff`"), "{e}");
}
