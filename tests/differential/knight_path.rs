//! Knight path against BFS over squares, on boards with random walls.

use board_puzzles::core::request::Limits;
use board_puzzles::core::Request;
use proptest::prelude::*;

use crate::oracle::{path_distance, path_replay, Plane, Sq};
use crate::{algorithms, check_steps, config, run, with_algorithm};

/// The most states an exact algorithm may expand on one case.
const NODE_CAP: u64 = 200_000;

/// A board of up to 9 × 9 squares with random walls and two on squares.
#[derive(Clone, Debug)]
struct Case {
    board: Plane,
    from: Sq,
    to: Sq,
    /// Give the board as `rows`, `cols` and `off` instead of text.
    sized: bool,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (1u32..=9, 1u32..=9, 0u8..=50),
        prop::collection::vec(0u8..100, 81),
        (
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            any::<bool>(),
        ),
    )
        .prop_map(|((rows, cols, off), offs, (from, to, sized))| {
            let mut board = Plane::square(rows, cols, b'.');
            for s in board.all() {
                if offs[board.idx(s)] < off {
                    board.set(s, b'#');
                }
            }
            let all = board.all();
            let (from, to) = (*from.get(&all), *to.get(&all));
            board.set(from, b'.');
            board.set(to, b'.');
            Case { board, from, to, sized }
        })
}

proptest! {
    #![proptest_config(config(500))]

    /// Every algorithm agrees with BFS on the fewest knight moves or on the
    /// target being unreachable; every path replays over on squares.
    #[test]
    fn knight_path_agrees_with_bfs(case in case()) {
        let best = path_distance(&case.board, case.from, case.to);
        let mut request = Request {
            puzzle: "knight-path".into(),
            from: Some(case.from),
            to: Some(case.to),
            ..Request::default()
        };
        if case.sized {
            request.rows = Some(case.board.rows);
            request.cols = Some(case.board.cols);
            request.off = Some(case.board.holding(b'#'));
        } else {
            request.board = Some(case.board.text());
        }
        for (algorithm, exact) in algorithms("knight-path") {
            let mut request = with_algorithm(&request, algorithm);
            // A node cap for every algorithm, so that one bad case fails
            // fast: an exact algorithm needs at most a few thousand
            // expansions on 81 squares (IDA* included, now that an
            // unreachable target is found by a flood fill first), and its
            // `limit` fails the test (check_steps); the seed's A* programs,
            // not exact, may never stop on their own.
            request.limits = Some(Limits {
                nodes: Some(if exact { NODE_CAP } else { 2_000 }),
                ..Limits::default()
            });
            let answer = run(&request);
            check_steps(&request, exact, best, &answer, |steps| path_replay(&case.board, case.from, case.to, steps));
        }
    }
}
