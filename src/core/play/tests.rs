//! Tests of playing by hand: every illegal-move kind with its message, the
//! legal moves from the seed positions (checked against trying every step),
//! chains of jumps, placements, and every step of every preset's answer
//! replayed through the one `apply_in_place` to the goal.

use super::*;
use crate::core::board::Piece;
use crate::core::board::{Grid, MAX_SIDE};
use crate::core::entry::position_after;
use crate::core::notation;
use crate::core::puzzles::{find, PUZZLES};
use crate::core::request::Finish;
use crate::core::{solve, Status};

fn request(puzzle: &str, board: &str) -> Request {
    Request {
        puzzle: puzzle.into(),
        board: Some(board.into()),
        ..Request::default()
    }
}

fn triangle(board: &str) -> Request {
    Request {
        grid: Some(Grid::Triangle),
        ..request("peg-solitaire", board)
    }
}

fn start(request: &Request) -> Position {
    let puzzle = find(&request.puzzle).unwrap();
    puzzle.position(request).unwrap_or_else(|e| panic!("{request:?}: {e}"))
}

fn step(from: Square, to: Square) -> Step {
    Step { from, to, over: None }
}

fn jump(from: Square, over: Square, to: Square) -> Step {
    Step {
        from,
        to,
        over: Some(over),
    }
}

/// The error of `step` on the start of `request`, checked to leave the
/// position unchanged.
fn refused(request: &Request, step: Step) -> MoveError {
    let puzzle = find(&request.puzzle).unwrap();
    let mut p = start(request);
    let before = p.clone();
    let e = puzzle.apply_in_place(&mut p, &step).expect_err("an illegal step");
    assert_eq!(p, before, "a refused step changed the position");
    assert_eq!(puzzle.applied(&before, &step), Err(e.clone()));
    e
}

fn message(request: &Request, step: Step) -> (String, &'static str) {
    let e = refused(request, step);
    (e.to_string(), e.code())
}

const SIX: &str = "nnn/.../.../NNN";
const ENGLISH: &str = crate::core::puzzles::peg_solitaire::ENGLISH;

#[test]
fn knight_swap_refuses_each_illegal_move_with_its_reason() {
    // Black knights on [0, 0] and [0, 1], [0, 2] off; white on [2, 1],
    // [3, 0] and [3, 2].
    let r = Request {
        goal: Some("NN#/.../.n./N.n".into()),
        ..request("knight-swap", "nn#/.../.N./N.N")
    };
    let not_knight = "not a knight move: (0, 0) → (0, 1) (a knight moves two squares one way and one the other)";
    let cases = [
        (step([0, 0], [0, 1]), not_knight, "not-knight-move"),
        (step([0, 0], [2, 1]), "square (2, 1) is occupied", "occupied"),
        (step([1, 1], [3, 0]), "no piece to move on (1, 1)", "no-piece"),
        (step([0, 2], [2, 1]), "square (0, 2) is off the board", "off"),
        (step([2, 1], [0, 2]), "square (0, 2) is off the board", "off"),
        (
            step([4, 0], [2, 1]),
            "square (4, 0) is outside the 4 × 3 board",
            "outside",
        ),
        (
            step([0, 0], [5, 9]),
            "square (5, 9) is outside the 4 × 3 board",
            "outside",
        ),
        (
            jump([0, 1], [1, 1], [2, 2]),
            "a knight removes nothing it jumps over: leave out `over` (it names (1, 1))",
            "over",
        ),
    ];
    for (s, want, code) in cases {
        assert_eq!(message(&r, s), (want.to_owned(), code), "{s:?}");
    }
    let swap = find("knight-swap").unwrap();
    assert!(swap.applied(&start(&r), &step([0, 1], [2, 2])).is_ok());
}

#[test]
fn knight_swap_moves_one_knight_and_counts_moves() {
    let swap = find("knight-swap").unwrap();
    let p = start(&request("knight-swap", SIX));
    let q = swap.applied(&p, &step([0, 0], [2, 1])).unwrap();
    assert_eq!(notation::format(q.board()), ".nn/.../.n./NNN");
    assert_eq!((q.moves(), q.last()), (1, Some([2, 1])));
    assert!(!swap.is_goal(&q));
    // The same knight again is a second move.
    let q = swap.applied(&q, &step([2, 1], [0, 0])).unwrap();
    assert_eq!(q.moves(), 2);
    assert_eq!(q.board(), p.board());
}

#[test]
fn path_and_tour_refuse_each_illegal_move_with_its_reason() {
    let path = Request {
        from: Some([0, 0]),
        to: Some([3, 3]),
        ..request("knight-path", "..../.#../..../....")
    };
    let cases = [
        (
            step([0, 1], [2, 2]),
            "the knight stands on (0, 0), not on (0, 1): it moves from where it stands",
            "not-walker",
        ),
        (step([0, 0], [1, 1]), "square (1, 1) is off the board", "off"),
        (
            step([0, 0], [0, 4]),
            "square (0, 4) is outside the 4 × 4 board",
            "outside",
        ),
        (
            step([0, 0], [2, 2]),
            "not a knight move: (0, 0) → (2, 2) (a knight moves two squares one way and one the other)",
            "not-knight-move",
        ),
        (
            jump([0, 0], [1, 0], [2, 1]),
            "a knight removes nothing it jumps over: leave out `over` (it names (1, 0))",
            "over",
        ),
    ];
    for (s, want, code) in cases {
        assert_eq!(message(&path, s), (want.to_owned(), code), "{s:?}");
    }
    let mut tour = request("knight-tour", "..../..../....");
    tour.from = Some([0, 0]);
    let t = find("knight-tour").unwrap();
    let mut p = start(&tour);
    t.apply_in_place(&mut p, &step([0, 0], [1, 2])).unwrap();
    let e = t.apply_in_place(&mut p, &step([1, 2], [0, 0])).unwrap_err();
    assert_eq!(
        (e.to_string(), e.code()),
        ("the tour already visited (0, 0)".to_owned(), "visited")
    );
    // A path may pass a square twice.
    let k = find("knight-path").unwrap();
    let mut q = start(&path);
    replay(k, &mut q, &[step([0, 0], [1, 2]), step([1, 2], [0, 0])]).unwrap();
    assert_eq!(q.walker().unwrap().path(), &[[0, 0], [1, 2], [0, 0]]);
}

#[test]
fn a_closed_tour_steps_back_onto_its_start_only_at_the_end() {
    // 3 × 4 has open tours only; a ring of 8 squares (3 × 3 without the
    // centre) has a closed one.
    let mut ring = request("knight-tour", ".../.#./...");
    ring.closed = Some(true);
    let t = find("knight-tour").unwrap();
    let answer = solve(&ring).unwrap();
    let steps = answer.steps.unwrap();
    assert_eq!(steps.len(), 8);
    let mut p = start(&ring);
    replay(t, &mut p, &steps[..7]).unwrap();
    assert!(!t.is_goal(&p));
    assert_eq!(t.legal_moves(&p), vec![steps[7]]);
    t.apply_in_place(&mut p, &steps[7]).unwrap();
    assert!(t.is_goal(&p));
    assert!(t.legal_moves(&p).is_empty());
    // Open, the same walk may not return.
    ring.closed = Some(false);
    let mut p = start(&ring);
    replay(t, &mut p, &steps[..7]).unwrap();
    assert!(t.is_goal(&p));
    assert_eq!(
        t.apply_in_place(&mut p, &steps[7]),
        Err(MoveError::Visited { square: steps[7].to })
    );
}

#[test]
fn peg_solitaire_refuses_each_illegal_jump_with_its_reason() {
    // Row 0 ". o o . o", row 1 "o . o o o", square grid.
    let r = request("peg-solitaire", ".oo.o/o.ooo/#oooo");
    let cases = [
        (jump([0, 2], [0, 1], [0, 0]), None),
        (step([0, 2], [0, 0]), None),
        (
            step([0, 1], [0, 2]),
            Some((
                "not a jump: (0, 1) → (0, 2) (a peg jumps over the next hole in a straight line into the hole beyond)",
                "not-jump",
            )),
        ),
        (
            step([0, 1], [2, 3]),
            Some((
                "not a jump: (0, 1) → (2, 3) (a peg jumps over the next hole in a straight line into the hole beyond)",
                "not-jump",
            )),
        ),
        (step([0, 2], [2, 0]), Some(("square (2, 0) is off the board", "off"))),
        (
            step([0, 2], [0, 5]),
            Some(("square (0, 5) is outside the 3 × 5 board", "outside")),
        ),
        (
            jump([0, 2], [1, 1], [0, 0]),
            Some(("(1, 1) is not the hole between (0, 2) and (0, 0)", "wrong-over")),
        ),
        (step([0, 3], [0, 1]), Some(("no peg to jump with at (0, 3)", "no-peg"))),
        (
            step([1, 0], [1, 2]),
            Some(("no peg to jump over at (1, 1)", "no-peg-over")),
        ),
        (
            step([0, 4], [2, 4]),
            Some(("landing hole (2, 4) is not empty", "landing-full")),
        ),
        // Diagonals only when the request allows them.
        (
            step([1, 2], [0, 3]),
            Some((
                "not a jump: (1, 2) → (0, 3) (a peg jumps over the next hole in a straight line into the hole beyond)",
                "not-jump",
            )),
        ),
        (
            step([2, 3], [0, 1]),
            Some((
                "not a jump: (2, 3) → (0, 1) (a peg jumps over the next hole in a straight line into the hole beyond)",
                "not-jump",
            )),
        ),
    ];
    let pegs = find("peg-solitaire").unwrap();
    for (s, want) in cases {
        match want {
            None => {
                let p = pegs.applied(&start(&r), &s).unwrap();
                assert_eq!(notation::format(p.board()), "o...o/o.ooo/#oooo");
            }
            Some((text, code)) => assert_eq!(message(&r, s), (text.to_owned(), code), "{s:?}"),
        }
    }
    let diagonal = Request {
        diagonal: Some(true),
        ..r.clone()
    };
    let p = pegs.applied(&start(&diagonal), &step([2, 1], [0, 3])).unwrap();
    assert_eq!(notation::format(p.board()), ".oooo/o..oo/#.ooo");
    // On a triangle the directions are (0, ±1), (±1, 0) and ±(1, 1).
    let t = triangle("o/oo/oo./oooo/ooooo");
    assert!(pegs.applied(&start(&t), &step([4, 2], [2, 2])).is_ok());
    assert_eq!(message(&t, step([4, 0], [2, 0])).1, "landing-full");
    assert_eq!(
        message(&t, step([4, 0], [2, 2])).0,
        "not a jump: (4, 0) → (2, 2) (a peg jumps over the next hole in a straight line into the hole beyond)"
    );
}

#[test]
fn placement_refuses_attacked_occupied_off_and_fixed_squares() {
    let knights = find("non-attacking-knights").unwrap();
    let p = start(&request("non-attacking-knights", "N.../..#./..../...."));
    let cases = [
        ([1, 2], "square (1, 2) is off the board", "off"),
        ([2, 1], "square (2, 1) is attacked by the knight on (0, 0)", "attacked"),
        ([0, 0], "square (0, 0) is occupied", "occupied"),
        ([4, 0], "square (4, 0) is outside the 4 × 4 board", "outside"),
    ];
    for (s, want, code) in cases {
        let e = knights.place(&p, s).unwrap_err();
        assert_eq!((e.to_string(), e.code()), (want.to_owned(), code));
    }
    let q = knights.place(&p, [0, 1]).unwrap();
    assert_eq!(notation::format(q.board()), "NN../..#./..../....");
    let e = knights.remove(&q, [0, 0]).unwrap_err();
    assert_eq!(
        (e.to_string(), e.code()),
        (
            "the piece on (0, 0) was given with the puzzle and must stay".to_owned(),
            "fixed"
        )
    );
    let e = knights.remove(&q, [3, 3]).unwrap_err();
    assert_eq!(
        (e.to_string(), e.code()),
        ("no piece to remove on (3, 3)".to_owned(), "nothing-to-remove")
    );
    assert_eq!(knights.remove(&q, [0, 1]).unwrap().board(), p.board());
    // Moves belong to other puzzles, placing to these.
    let e = knights
        .apply_in_place(&mut q.clone(), &step([0, 1], [2, 2]))
        .unwrap_err();
    assert_eq!(
        (e.to_string(), e.code()),
        (
            "non-attacking-knights has no moves: pieces are placed and removed".to_owned(),
            "no-moves"
        )
    );
    assert!(knights.legal_moves(&q).is_empty());
    let swap = find("knight-swap").unwrap();
    let e = swap.place(&start(&request("knight-swap", SIX)), [1, 1]).unwrap_err();
    assert_eq!(
        (e.to_string(), e.code()),
        (
            "knight-swap moves pieces: nothing is placed or removed".to_owned(),
            "no-placing"
        )
    );
    let e = swap.apply_in_place(&mut q.clone(), &step([0, 1], [2, 2])).unwrap_err();
    assert_eq!(
        (e.to_string(), e.code()),
        (
            "a non-attacking-knights position cannot be played by the rules of knight-swap".to_owned(),
            "wrong-puzzle"
        )
    );
}

#[test]
fn queens_are_attacked_along_lines_across_off_squares_by_the_nearest() {
    let queens = find("n-queens").unwrap();
    let p = start(&request("n-queens", "Q.../.#../..../...."));
    let cases = [
        ([1, 1], "square (1, 1) is off the board"),
        ([2, 2], "square (2, 2) is attacked by the queen on (0, 0)"),
        ([0, 3], "square (0, 3) is attacked by the queen on (0, 0)"),
        ([3, 0], "square (3, 0) is attacked by the queen on (0, 0)"),
        ([0, 0], "square (0, 0) is occupied"),
    ];
    for (s, want) in cases {
        assert_eq!(queens.place(&p, s).unwrap_err().to_string(), want);
    }
    let q = queens.place(&p, [1, 3]).unwrap();
    let e = queens.place(&q, [2, 3]).unwrap_err();
    assert_eq!(e.to_string(), "square (2, 3) is attacked by the queen on (1, 3)");
    assert_eq!(e.code(), "attacked");
    assert_eq!(queens.remove(&q, [1, 3]).unwrap().board(), p.board());
    assert_eq!(queens.remove(&q, [0, 0]).unwrap_err().code(), "fixed");
    // n = 4: two solutions; one of them placed queen by queen is the goal.
    let empty = Request {
        puzzle: "n-queens".into(),
        n: Some(4),
        ..Request::default()
    };
    let mut p = start(&empty);
    for s in [[0, 1], [1, 3], [2, 0], [3, 2]] {
        assert!(!queens.is_goal(&p));
        p = queens.place(&p, s).unwrap();
    }
    assert!(queens.is_goal(&p));
}

/// Every step from `from` to `to` over every square pair (and, for jumps,
/// the `over` between): the steps `apply` accepts are exactly
/// `legal_moves`, in some order.
fn legal_moves_are_the_steps_apply_accepts(request: &Request) -> Vec<Step> {
    let puzzle = find(&request.puzzle).unwrap();
    let p = start(request);
    let legal = puzzle.legal_moves(&p);
    let b = p.board();
    let squares: Vec<Square> = (0..b.rows() + 1)
        .flat_map(|r| (0..b.cols() + 1).map(move |c| [r, c]))
        .collect();
    let mut accepted = Vec::new();
    for &from in &squares {
        for &to in &squares {
            let s = if request.puzzle == "peg-solitaire" {
                jump(from, [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], to)
            } else {
                step(from, to)
            };
            match puzzle.applied(&p, &s) {
                Ok(_) => accepted.push(s),
                Err(e) => assert!(!legal.contains(&s), "{s:?} is listed but refused: {e}"),
            }
        }
    }
    assert_eq!(accepted.len(), legal.len(), "{request:?}");
    legal
}

#[test]
fn legal_moves_from_the_seed_positions() {
    // Six knights, 4 × 3: each knight of the back rows has two moves.
    assert_eq!(
        legal_moves_are_the_steps_apply_accepts(&request("knight-swap", SIX)).len(),
        12
    );
    // Guarini: each of the four knights has two moves.
    assert_eq!(
        legal_moves_are_the_steps_apply_accepts(&request("knight-swap", "N.N/.../n.n")).len(),
        8
    );
    // English cross: four jumps into the centre.
    let english = Request {
        finish: Some(Finish::Word("start".into())),
        ..request("peg-solitaire", ENGLISH)
    };
    let first = legal_moves_are_the_steps_apply_accepts(&english);
    assert_eq!(first.len(), 4);
    assert!(first.iter().all(|s| s.to == [3, 3]));
    // The 15-hole triangle with its top hole empty: two jumps into it.
    let t = legal_moves_are_the_steps_apply_accepts(&triangle("./oo/ooo/oooo/ooooo"));
    assert_eq!(t, vec![jump([2, 0], [1, 0], [0, 0]), jump([2, 2], [1, 1], [0, 0])]);
    // A knight in the corner of 8 × 8: two moves, path and tour alike.
    let eight = ["........"; 8].join("/");
    for puzzle in ["knight-path", "knight-tour"] {
        let r = Request {
            from: Some([0, 0]),
            ..request(puzzle, &eight)
        };
        assert_eq!(
            legal_moves_are_the_steps_apply_accepts(&r),
            vec![step([0, 0], [1, 2]), step([0, 0], [2, 1])]
        );
    }
    let walls = Request {
        from: Some([1, 1]),
        to: Some([0, 0]),
        ..request("knight-path", "...#/..../..../#...")
    };
    assert_eq!(
        legal_moves_are_the_steps_apply_accepts(&walls),
        vec![step([1, 1], [2, 3]), step([1, 1], [3, 2])]
    );
}

#[test]
fn a_chain_of_jumps_by_one_peg_is_one_move() {
    let pegs = find("peg-solitaire").unwrap();
    let mut p = start(&request("peg-solitaire", "oo.o./....o/....."));
    let first = step([0, 0], [0, 2]);
    assert!(!p.continues(&first));
    pegs.apply_in_place(&mut p, &first).unwrap();
    assert_eq!((p.moves(), p.last()), (1, Some([0, 2])));
    // Another peg starts a second move.
    let mut other = p.clone();
    pegs.apply_in_place(&mut other, &step([0, 3], [0, 1])).unwrap();
    assert_eq!(other.moves(), 2);
    // The same peg jumping on continues the first.
    let second = step([0, 2], [0, 4]);
    assert!(p.continues(&second));
    pegs.apply_in_place(&mut p, &second).unwrap();
    assert!(!p.continues(&step([1, 4], [1, 2])));
    pegs.apply_in_place(&mut p, &step([0, 4], [2, 4])).unwrap();
    assert_eq!((p.moves(), p.last()), (1, Some([2, 4])));
    assert_eq!(notation::format(p.board()), "...../...../....o");
    assert!(pegs.is_goal(&p));
}

#[test]
fn answer_steps_apply_to_a_board_by_each_puzzles_rule() {
    let rule = |id: &str| find(id).expect("a puzzle of the registry");
    let (swap, path, pegs, queens) = (
        rule("knight-swap"),
        rule("knight-path"),
        rule("peg-solitaire"),
        rule("n-queens"),
    );
    let mut b = notation::parse(SIX, Grid::Square).unwrap();
    swap.answer_step(&mut b, &step([0, 0], [2, 1])).unwrap();
    assert_eq!(notation::format(&b), ".nn/.../.n./NNN");
    assert_eq!(
        swap.answer_step(&mut b, &step([1, 1], [3, 2])),
        Err(MoveError::NoPiece { square: [1, 1] })
    );
    assert_eq!(
        swap.answer_step(&mut b, &step([0, 1], [2, 1])),
        Err(MoveError::NotKnightMove {
            from: [0, 1],
            to: [2, 1],
            leaper: crate::core::board::Leaper::KNIGHT
        })
    );
    // A path's walker need not stand on the board.
    let mut b = notation::parse("..../..../....", Grid::Square).unwrap();
    path.answer_step(&mut b, &step([0, 0], [1, 2])).unwrap();
    assert_eq!(notation::format(&b), "..../..../....");
    b.set([1, 2], Cell::Piece(Piece::WhiteKnight)).unwrap();
    path.answer_step(&mut b, &step([1, 2], [2, 0])).unwrap();
    assert_eq!(notation::format(&b), "..../..../N...");
    let mut b = notation::parse("./oo/ooo", Grid::Triangle).unwrap();
    pegs.answer_step(&mut b, &jump([2, 0], [1, 0], [0, 0])).unwrap();
    assert_eq!(notation::format(&b), "o/.o/.oo");
    assert_eq!(
        pegs.answer_step(&mut b, &jump([2, 2], [1, 1], [0, 0])),
        Err(MoveError::LandingFull { square: [0, 0] })
    );
    assert_eq!(notation::format(&b), "o/.o/.oo", "a refused step leaves the board");
    // A placement answer has no steps: its puzzle's rule changes nothing.
    queens.answer_step(&mut b, &step([0, 0], [2, 1])).unwrap();
    assert_eq!(notation::format(&b), "o/.o/.oo");
}

/// Replays a solved answer of `request` through the puzzle's own `play`,
/// `place` and `remove`, and checks that it reaches the goal. Returns how
/// many steps and placed pieces were replayed.
fn replay_answer(request: &Request) -> usize {
    let puzzle = find(&request.puzzle).unwrap();
    let answer = solve(request).unwrap();
    if answer.status != Status::Solved {
        return 0;
    }
    let what = format!(
        "{} {:?}",
        request.puzzle,
        request.board.as_deref().map(|b| &b[..b.len().min(40)])
    );
    if request.n.is_some_and(|n| n > MAX_SIDE) {
        // An n × n board past MAX_SIDE cannot be made to play on.
        assert!(puzzle.position(request).is_err());
        return 0;
    }
    let mut replayed = 0;
    let start = puzzle.position(request).unwrap_or_else(|e| panic!("{what}: {e}"));
    if let Some(steps) = &answer.steps {
        let mut p = start.clone();
        replay(puzzle, &mut p, steps).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(puzzle.is_goal(&p), "{what}: the answer does not reach the goal");
        replayed += steps.len();
    }
    for placement in answer.placement.iter().chain(answer.solutions.iter().flatten()) {
        let mut p = start.clone();
        for &s in placement {
            if start.board().get(s) == Cell::Empty {
                p = puzzle.place(&p, s).unwrap_or_else(|e| panic!("{what}: {e}"));
                replayed += 1;
            }
        }
        assert_eq!(p.board().pieces().count(), placement.len(), "{what}");
        if request.puzzle == "n-queens" {
            assert!(puzzle.is_goal(&p), "{what}");
        }
    }
    replayed
}

#[test]
fn every_step_of_every_preset_answer_replays_to_the_goal() {
    let mut replayed = std::collections::BTreeMap::new();
    for puzzle in PUZZLES {
        for preset in puzzle.info().presets {
            *replayed.entry(puzzle.info().id).or_insert(0) += replay_answer(&preset.request);
        }
    }
    // Every puzzle had answers to replay: a 1000 × 1000 closed tour alone
    // has a million steps.
    assert_eq!(replayed.len(), PUZZLES.len());
    assert!(replayed.values().all(|&n| n > 10), "{replayed:?}");
    assert!(replayed["knight-tour"] > 1_000_000, "{replayed:?}");
}

#[test]
fn position_after_names_the_first_illegal_entry_played_or_placed() {
    let refused = |r: &Request, played: &[Step], placed: &[Square]| match position_after(r, played, placed) {
        Ok(_) => panic!("accepted: {r:?}"),
        Err(e) => e,
    };
    let six = request("knight-swap", SIX);
    let (puzzle, p) = position_after(&six, &[step([0, 0], [2, 1]), step([3, 0], [1, 1])], &[]).unwrap();
    assert_eq!(puzzle.info().id, "knight-swap");
    assert_eq!(
        (notation::format(p.board()).as_str(), p.moves()),
        (".nn/.N./.n./.NN", 2)
    );
    let e = refused(&six, &[step([0, 0], [2, 1]), step([2, 1], [2, 2])], &[]);
    assert_eq!(e.code(), "not-knight-move");
    assert!(
        e.to_string()
            .starts_with("played[1]: not a knight move: (2, 1) → (2, 2)"),
        "{e}"
    );
    let e = refused(&request("knight-swop", SIX), &[], &[]);
    assert_eq!(e.code(), "request");
    assert!(
        e.to_string()
            .starts_with("unknown puzzle 'knight-swop': use one of knight-swap,"),
        "{e}"
    );
    let e = refused(&request("knight-tour", "N../..."), &[], &[]);
    assert_eq!(e.code(), "request");
    let queens = Request {
        puzzle: "n-queens".into(),
        n: Some(4),
        ..Request::default()
    };
    let (_, p) = position_after(&queens, &[], &[[0, 1], [1, 3]]).unwrap();
    assert_eq!(notation::format(p.board()), ".Q../...Q/..../....");
    let e = refused(&queens, &[], &[[0, 1], [1, 1]]);
    assert_eq!(
        e.to_string(),
        "placed[1]: square (1, 1) is attacked by the queen on (0, 1)"
    );
    // The coach replays through its own path (the last entry apart): the same words.
    let e = crate::core::entry::advise_play(&queens, &[], &[[0, 1], [1, 1]]).expect_err("an attacked queen");
    assert_eq!(
        e.to_string(),
        "placed[1]: square (1, 1) is attacked by the queen on (0, 1)"
    );
    let e = crate::core::entry::advise_play(&queens, &[], &[[0, 1], [1, 1], [3, 3]]).expect_err("an attacked queen");
    assert!(e.to_string().starts_with("placed[1]: "), "{e}");
    assert_eq!(PlayError::from(MoveError::Off { square: [0, 0] }).code(), "off");
}

/// One error of each kind; [`kind_listed`] fails to compile when a kind is
/// added to [`MoveError`] without a case here.
fn one_of_each_kind() -> Vec<MoveError> {
    let s = [0, 0];
    let all = vec![
        MoveError::Outside {
            square: s,
            rows: 1,
            cols: 1,
        },
        MoveError::Off { square: s },
        MoveError::NoPiece { square: s },
        MoveError::NotWalker { square: s, walker: s },
        MoveError::NotKnightMove {
            from: s,
            to: s,
            leaper: crate::core::board::Leaper::KNIGHT,
        },
        MoveError::Occupied { square: s },
        MoveError::Visited { square: s },
        MoveError::Over { square: s },
        MoveError::NotJump { from: s, to: s },
        MoveError::WrongOver {
            from: s,
            to: s,
            over: s,
        },
        MoveError::NoPeg { square: s },
        MoveError::NoPegOver { square: s },
        MoveError::LandingFull { square: s },
        MoveError::Attacked {
            square: s,
            by: s,
            piece: crate::core::board::Piece::Queen,
        },
        MoveError::NothingToRemove { square: s },
        MoveError::Fixed { square: s },
        MoveError::NoMoves { puzzle: "n-queens" },
        MoveError::NoPlacing { puzzle: "knight-path" },
        MoveError::WrongPuzzle {
            position: "knight-path",
            puzzle: "knight-tour",
        },
    ];
    assert!(all.iter().all(kind_listed));
    all
}

/// Names every kind of [`MoveError`] (no wildcard): a new kind must be
/// added here, and then to [`one_of_each_kind`].
fn kind_listed(e: &MoveError) -> bool {
    match e {
        MoveError::Outside { .. }
        | MoveError::Off { .. }
        | MoveError::NoPiece { .. }
        | MoveError::NotWalker { .. }
        | MoveError::NotKnightMove { .. }
        | MoveError::Occupied { .. }
        | MoveError::Visited { .. }
        | MoveError::Over { .. }
        | MoveError::NotJump { .. }
        | MoveError::WrongOver { .. }
        | MoveError::NoPeg { .. }
        | MoveError::NoPegOver { .. }
        | MoveError::LandingFull { .. }
        | MoveError::Attacked { .. }
        | MoveError::NothingToRemove { .. }
        | MoveError::Fixed { .. }
        | MoveError::NoMoves { .. }
        | MoveError::NoPlacing { .. }
        | MoveError::WrongPuzzle { .. } => true,
    }
}

#[test]
fn every_move_error_code_is_distinct_and_documented_in_the_api() {
    let api = include_str!("../../../docs/API.md");
    let codes: Vec<&str> = one_of_each_kind().iter().map(MoveError::code).collect();
    let distinct: std::collections::HashSet<&str> = codes.iter().copied().collect();
    assert_eq!(distinct.len(), codes.len(), "{codes:?}");
    for code in codes {
        assert!(
            api.contains(&format!("| `{code}` |")),
            "docs/API.md lacks the kind `{code}`"
        );
    }
}
