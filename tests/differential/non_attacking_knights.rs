//! Non-attacking knights (maximum independent sets of the knight's graph)
//! against dynamic programming row by row, on boards up to 6 × 6 with off
//! squares and knights already placed.

use board_puzzles::core::{Request, Status};
use proptest::prelude::*;

use crate::oracle::{knights_check, max_knights, Plane};
use crate::{algorithms, config, json, with_algorithm};

#[derive(Clone, Debug)]
struct Case {
    board: Plane,
    count: bool,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (1u32..=6, 1u32..=6, 0u8..=40, 0usize..=3),
        prop::collection::vec(0u8..100, 36),
        prop::collection::vec(any::<u32>(), 36),
        any::<bool>(),
    )
        .prop_map(|((rows, cols, off, placed), offs, keys, count)| {
            let mut board = Plane::square(rows, cols, b'.');
            for s in board.all() {
                if offs[board.idx(s)] < off {
                    board.set(s, b'#');
                }
            }
            let mut on = board.on_squares();
            on.sort_by_key(|&s| keys[board.idx(s)]);
            for s in on.into_iter().take(placed) {
                board.set(s, b'N');
            }
            Case { board, count }
        })
}

proptest! {
    #![proptest_config(config(800))]

    /// The maximum (and, in mode "count", the number of maximum
    /// placements) agrees with the brute force for every exact algorithm;
    /// every placement keeps the placed knights and has no two attacking.
    #[test]
    fn non_attacking_knights_agree_with_dynamic_programming(case in case()) {
        let best = max_knights(&case.board);
        let request = Request {
            puzzle: "non-attacking-knights".into(),
            board: Some(case.board.text()),
            mode: case.count.then(|| "count".into()),
            ..Request::default()
        };
        for (algorithm, exact) in algorithms("non-attacking-knights") {
            if case.count && algorithm.is_some_and(|a| a != "profile-dp") {
                continue; // mode "count" is profile-dp's alone (the others refuse it)
            }
            let request = with_algorithm(&request, algorithm);
            let at = json(&request);
            let answer = board_puzzles::solve(&request);
            let Some((most, ways)) = best else {
                assert!(answer.is_err(), "{at}: placed knights attack each other, yet {answer:?}");
                continue;
            };
            let answer = answer.unwrap_or_else(|e| panic!("refused {at}: {e}"));
            assert_eq!(answer.status, Status::Solved, "{at}");
            let placement = answer.placement.as_deref().unwrap_or_else(|| panic!("{at}: no placement"));
            knights_check(&case.board, placement).unwrap_or_else(|e| panic!("{at}: illegal placement: {e}"));
            let size = placement.len() as u32;
            assert_eq!(answer.length, Some(u64::from(size)), "{at}: length");
            if exact || answer.optimal == Some(true) {
                assert_eq!(size, most, "{at}: {size} knights, the most is {most}");
            } else {
                assert!(size <= most, "{at}: {size} knights, more than the most {most}");
            }
            if exact {
                assert_eq!(answer.optimal, Some(true), "{at}: optimal");
            }
            if case.count {
                assert_eq!(answer.count.map(|c| c.0), Some(ways), "{at}: count of maximum placements");
            }
        }
    }
}
