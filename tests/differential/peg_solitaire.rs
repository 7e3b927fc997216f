//! Peg solitaire against BFS over positions (one edge per move: a chain of
//! jumps by one peg), on square boards up to 5 × 5 and on the 15-hole
//! triangle with random empty holes.

use board_puzzles::core::board::Grid;
use board_puzzles::core::request::Finish;
use board_puzzles::core::{Request, Status};
use proptest::prelude::*;

use crate::oracle::{Pegs, Plane, Sq};
use crate::{config, json, Skips};

/// Positions the brute force may store before the case is skipped.
const CAP: usize = 100_000;

static SKIPS: Skips = Skips::new("peg_solitaire");

/// Where the last peg must stand.
#[derive(Clone, Debug)]
enum End {
    Anywhere,
    /// The hole empty at the start (the board has exactly one).
    Start,
    /// A given hole.
    Hole(Sq),
    /// A whole goal position (`goal`, not `finish`).
    Goal(Plane),
}

#[derive(Clone, Debug)]
struct Case {
    board: Plane,
    diagonal: bool,
    end: End,
}

/// Fills `board`'s holes with pegs except where `empty` says, and picks the
/// finish: `kind` 0 anywhere, 1 the start hole (one hole emptied, the
/// `hole`-th), 2 a given hole, 3 a goal position (the `hole`-th hole and a
/// few others drawn from `empty` hold pegs).
fn fill(mut board: Plane, kind: u8, empty: &[bool], hole: prop::sample::Index, diagonal: bool) -> Case {
    let holes = board.on_squares();
    let end = match kind {
        1 if !holes.is_empty() => {
            let h = *hole.get(&holes);
            for &s in &holes {
                board.set(s, if s == h { b'.' } else { b'o' });
            }
            return Case {
                board,
                diagonal,
                end: End::Start,
            };
        }
        2 if !holes.is_empty() => End::Hole(*hole.get(&holes)),
        3 if !holes.is_empty() => {
            let h = hole.index(holes.len());
            let mut goal = board.clone();
            for (i, &s) in holes.iter().enumerate() {
                let peg = i == h || (i % 3 == 0 && empty[(i * 7 + 3) % empty.len()]);
                goal.set(s, if peg { b'o' } else { b'.' });
            }
            End::Goal(goal)
        }
        _ => End::Anywhere,
    };
    for (i, &s) in holes.iter().enumerate() {
        board.set(s, if empty[i % empty.len()] { b'.' } else { b'o' });
    }
    Case { board, diagonal, end }
}

fn square_case() -> impl Strategy<Value = Case> {
    (
        (1u32..=5, 1u32..=5, 0u8..=40, 10u8..=70),
        prop::collection::vec(0u8..100, 25),
        prop::collection::vec(0u8..100, 25),
        (0u8..4, any::<prop::sample::Index>(), prop::bool::weighted(0.25)),
    )
        .prop_map(
            |((rows, cols, off, empty_pct), offs, empties, (kind, hole, diagonal))| {
                let mut board = Plane::square(rows, cols, b'.');
                for s in board.all() {
                    if offs[board.idx(s)] < off {
                        board.set(s, b'#');
                    }
                }
                let empty: Vec<bool> = empties.iter().map(|&e| e < empty_pct).collect();
                fill(board, kind, &empty, hole, diagonal)
            },
        )
}

fn triangle_case() -> impl Strategy<Value = Case> {
    (
        prop::collection::vec(prop::bool::weighted(0.2), 15),
        (0u8..4, any::<prop::sample::Index>()),
    )
        .prop_map(|(empty, (kind, hole))| fill(Plane::triangle(5, b'.'), kind, &empty, hole, false))
}

fn check(case: &Case) {
    let pegs = Pegs::new(&case.board, case.diagonal);
    let start = pegs.position(&case.board);
    let target = match &case.end {
        End::Anywhere => None,
        End::Start => Some(1 << pegs.hole(case.board.holding(b'.')[0]).unwrap_or(0)),
        End::Hole(s) => pegs.hole(*s).map(|h| 1 << h),
        End::Goal(goal) => Some(pegs.position(goal)),
    };
    let done = |p: u64| match target {
        None => p.count_ones() == 1,
        Some(t) => p == t,
    };
    let finish = match &case.end {
        End::Anywhere => Some(Finish::Word("anywhere".into())),
        End::Start => Some(Finish::Word("start".into())),
        End::Hole(s) => Some(Finish::Square(*s)),
        End::Goal(_) => None,
    };
    let base = Request {
        puzzle: "peg-solitaire".into(),
        board: Some(case.board.text()),
        grid: case.board.triangle.then_some(Grid::Triangle),
        diagonal: case.diagonal.then_some(true),
        finish,
        goal: match &case.end {
            End::Goal(goal) => Some(goal.text()),
            _ => None,
        },
        ..Request::default()
    };
    if start == 0 {
        let answer = board_puzzles::solve(&base);
        assert!(answer.is_err(), "{}: no peg, yet {answer:?}", json(&base));
        return;
    }
    let Ok(best) = pegs.fewest_moves(start, done, CAP) else {
        SKIPS.record(true);
        return;
    };
    SKIPS.record(false);
    for minimize in [None, Some("moves"), Some("jumps")] {
        let request = Request {
            minimize: minimize.map(Into::into),
            ..base.clone()
        };
        let at = json(&request);
        let answer = board_puzzles::solve(&request).unwrap_or_else(|e| panic!("refused {at}: {e}"));
        match (answer.status, best) {
            (Status::Solved, None) => panic!("{at}: solved, but no finish is reachable"),
            (Status::Solved, Some(least)) => {
                let steps = answer
                    .steps
                    .as_deref()
                    .unwrap_or_else(|| panic!("{at}: solved without steps"));
                let (end, moves) = pegs
                    .replay(start, steps)
                    .unwrap_or_else(|e| panic!("{at}: illegal: {e}"));
                assert!(done(end), "{at}: the jumps do not end at the finish");
                let jumps = steps.len() as u64;
                assert_eq!(answer.jumps, Some(jumps), "{at}: jumps");
                assert_eq!(answer.moves, Some(u64::from(moves)), "{at}: moves");
                // `length` is the measure minimised; both are proved least
                // (every solution has the same number of jumps).
                assert_eq!(answer.optimal, Some(true), "{at}: optimal");
                if minimize == Some("jumps") {
                    assert_eq!(answer.length, Some(jumps), "{at}: length is the jumps");
                    assert!(moves >= least, "{at}: {moves} moves, fewer than the fewest {least}");
                } else {
                    assert_eq!(answer.length, Some(u64::from(moves)), "{at}: length is the moves");
                    assert_eq!(moves, least, "{at}: {moves} moves, the fewest is {least}");
                }
            }
            (Status::Unsolvable, Some(least)) => panic!("{at}: unsolvable, but solved in {least} moves"),
            (Status::Unsolvable, None) => {}
            (Status::Limit, _) => panic!("{at}: out of budget on a tiny board"),
        }
    }
}

proptest! {
    #![proptest_config(config(300))]

    /// Square boards up to 5 × 5 (diagonal jumps sometimes): the fewest
    /// moves and solvability agree with BFS over positions; every answer
    /// replays to its finish.
    #[test]
    fn peg_solitaire_agrees_with_bfs_on_square_boards(case in square_case()) {
        check(&case);
    }
}

proptest! {
    #![proptest_config(config(200))]

    /// The 15-hole triangle with random empty holes.
    #[test]
    fn peg_solitaire_agrees_with_bfs_on_the_triangle(case in triangle_case()) {
        check(&case);
    }
}
