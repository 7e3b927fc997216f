//! Knight's tours against exhaustive search, on boards up to 5 × 5 with
//! off squares, open and closed, from a given square; counts too.

use board_puzzles::core::Request;
use proptest::prelude::*;

use crate::oracle::{tour_replay, tours, Plane, Sq};
use crate::{algorithms, config, json, run, with_algorithm, Skips};
use board_puzzles::core::Status;

/// Nodes the brute force may visit before the case is skipped.
const CAP: u64 = 2_000_000;

/// Boards whose tours are also counted, by the brute force and by the
/// crate, have at most this many on squares (counting is exhaustive).
const COUNT_SQUARES: usize = 20;

static SKIPS: Skips = Skips::new("knight_tour");

#[derive(Clone, Debug)]
struct Case {
    board: Plane,
    from: Sq,
    closed: bool,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (1u32..=5, 1u32..=5, prop_oneof![1 => Just(0u8), 3 => 0u8..=50]),
        prop::collection::vec(0u8..100, 25),
        (any::<prop::sample::Index>(), any::<bool>()),
    )
        .prop_map(|((rows, cols, off), offs, (from, closed))| {
            let mut board = Plane::square(rows, cols, b'.');
            for s in board.all() {
                if offs[board.idx(s)] < off {
                    board.set(s, b'#');
                }
            }
            let from = *from.get(&board.all());
            board.set(from, b'.');
            Case { board, from, closed }
        })
}

proptest! {
    #![proptest_config(config(300))]

    /// A tour is found exactly when exhaustive search finds one, and
    /// replays; `unsolvable` only when none exists; counts agree.
    #[test]
    fn knight_tour_agrees_with_exhaustive_search(case in case()) {
        let Some(exists) = tours(&case.board, case.from, case.closed, true, CAP) else {
            SKIPS.record(true);
            return Ok(());
        };
        SKIPS.record(false);
        let request = Request {
            puzzle: "knight-tour".into(),
            board: Some(case.board.text()),
            from: Some(case.from),
            closed: Some(case.closed),
            ..Request::default()
        };
        for (algorithm, exact) in algorithms("knight-tour") {
            let request = with_algorithm(&request, algorithm);
            let answer = run(&request);
            let at = json(&request);
            match answer.status {
                Status::Solved => {
                    assert!(exists > 0, "{at}: solved, but exhaustive search finds no tour");
                    let steps = answer.steps.as_deref().unwrap_or_else(|| panic!("{at}: solved without steps"));
                    tour_replay(&case.board, case.from, case.closed, steps)
                        .unwrap_or_else(|e| panic!("{at}: illegal tour: {e}"));
                    assert_eq!(answer.length, Some(steps.len() as u64), "{at}: length");
                }
                Status::Unsolvable => assert_eq!(exists, 0, "{at}: unsolvable, but a tour exists"),
                Status::Limit => assert!(!exact, "{at}: an exact algorithm ran out of budget on a tiny board"),
            }
        }
        if case.board.on_squares().len() <= COUNT_SQUARES {
            let Some(count) = tours(&case.board, case.from, case.closed, false, CAP) else {
                return Ok(());
            };
            for (algorithm, _) in algorithms("knight-tour").into_iter().filter(|&(a, _)| a != Some("warnsdorff")) {
                let request = Request {
                    mode: Some("count".into()),
                    ..with_algorithm(&request, algorithm)
                };
                let answer = run(&request);
                let at = json(&request);
                assert_eq!(answer.count.map(|c| c.0), Some(u128::from(count)), "{at}: count");
                let want = if count > 0 { Status::Solved } else { Status::Unsolvable };
                assert_eq!(answer.status, want, "{at}: status of a count of {count}");
            }
        }
    }
}

/// Found by the property above: on boards of one or two on squares,
/// Warnsdorff's rule (one square) and the seed's backtracking and every
/// count (two squares a knight's move apart) answered a "closed tour" that
/// is no cycle (`[0, 0] → [0, 0]`, or a move and straight back), while the
/// default algorithm said `unsolvable`. A closed tour needs three squares.
#[test]
fn closed_tours_need_three_squares() {
    for (board, from) in [(".", [0, 0]), ("#/.", [1, 0]), (".##/##.", [0, 0]), (".##/##.", [1, 2])] {
        for (algorithm, _) in algorithms("knight-tour") {
            for mode in ["one", "count"] {
                let request = Request {
                    puzzle: "knight-tour".into(),
                    board: Some(board.into()),
                    from: Some(from),
                    closed: Some(true),
                    mode: Some(mode.into()),
                    ..with_algorithm(&Request::default(), algorithm)
                };
                let at = json(&request);
                let Ok(answer) = board_puzzles::solve(&request) else {
                    assert_eq!((algorithm, mode), (Some("warnsdorff"), "count"), "{at}: refused");
                    continue;
                };
                assert_ne!(answer.status, Status::Solved, "{at}: {:?}", answer.steps);
                if mode == "count" {
                    assert_eq!(answer.count.map(|c| c.0), Some(0), "{at}");
                    assert_eq!(answer.status, Status::Unsolvable, "{at}");
                }
            }
        }
    }
}
