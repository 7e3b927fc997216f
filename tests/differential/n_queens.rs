//! N queens against plain backtracking, n ≤ 10, with queens already placed
//! and off squares, in modes "one", "all" and "count" (and split counts).

use board_puzzles::core::{Request, Status};
use proptest::prelude::*;

use crate::oracle::{queen_solutions, queens_check, Plane};
use crate::{algorithms, config, json, with_algorithm};

#[derive(Clone, Debug)]
struct Case {
    board: Plane,
    /// Ask with `n` instead of the board (only for an empty board).
    by_n: bool,
    max_solutions: u32,
    split: u32,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (
            1u32..=10,
            prop_oneof![2 => Just(0u8), 1 => 0u8..=15],
            prop_oneof![1 => Just(0usize), 2 => 0usize..=3],
        ),
        prop::collection::vec(0u8..100, 100),
        prop::collection::vec(any::<u32>(), 100),
        (any::<bool>(), prop_oneof![1u32..=5, 1u32..=1000], 1u32..=5),
    )
        .prop_map(|((n, off, placed), offs, keys, (by_n, max_solutions, split))| {
            let mut board = Plane::square(n, n, b'.');
            for s in board.all() {
                if offs[board.idx(s)] < off {
                    board.set(s, b'#');
                }
            }
            let mut on = board.on_squares();
            on.sort_by_key(|&s| keys[board.idx(s)]);
            for s in on.into_iter().take(placed) {
                board.set(s, b'Q');
            }
            let by_n = by_n && board.cells.iter().all(|&c| c == b'.');
            Case {
                board,
                by_n,
                max_solutions,
                split,
            }
        })
}

proptest! {
    #![proptest_config(config(300))]

    /// Every algorithm and mode agrees with plain backtracking: one
    /// solution exactly when some exist, all of them in lexicographic
    /// order up to `maxSolutions`, their number; split counts add up.
    #[test]
    fn n_queens_agree_with_backtracking(case in case()) {
        let solutions = queen_solutions(&case.board);
        let mut base = Request {
            puzzle: "n-queens".into(),
            ..Request::default()
        };
        if case.by_n {
            base.n = Some(case.board.rows);
        } else {
            base.board = Some(case.board.text());
        }
        let empty = case.board.cells.iter().all(|&c| c == b'.');
        for mode in ["one", "all", "count"] {
            for (algorithm, _) in algorithms("n-queens") {
                let mut request = with_algorithm(&base, algorithm);
                request.mode = Some(mode.into());
                if mode == "all" {
                    request.max_solutions = Some(case.max_solutions);
                }
                let at = json(&request);
                let answer = board_puzzles::solve(&request);
                if algorithm == Some("construction") && (mode != "one" || !empty) {
                    assert!(answer.is_err(), "{at}: construction takes only mode one on an empty board: {answer:?}");
                    continue;
                }
                let Some(solutions) = &solutions else {
                    assert!(answer.is_err(), "{at}: placed queens attack each other, yet {answer:?}");
                    continue;
                };
                let answer = answer.unwrap_or_else(|e| panic!("refused {at}: {e}"));
                let want = if solutions.is_empty() { Status::Unsolvable } else { Status::Solved };
                assert_eq!(answer.status, want, "{at}: {} solutions exist", solutions.len());
                match mode {
                    "one" => {
                        if let Some(placement) = &answer.placement {
                            queens_check(&case.board, placement).unwrap_or_else(|e| panic!("{at}: illegal: {e}"));
                            assert_eq!(answer.length, Some(u64::from(case.board.rows)), "{at}: length");
                        } else {
                            assert!(solutions.is_empty(), "{at}: solved without a placement");
                        }
                    }
                    "all" => {
                        let got = answer.solutions.clone().unwrap_or_default();
                        let mut cols = Vec::new();
                        for placement in &got {
                            cols.push(queens_check(&case.board, placement).unwrap_or_else(|e| panic!("{at}: illegal: {e}")));
                        }
                        let keep = solutions.len().min(case.max_solutions as usize);
                        assert_eq!(cols, solutions[..keep], "{at}: the first {keep} solutions in lexicographic order");
                    }
                    _ => {
                        assert_eq!(answer.count.map(|c| c.0), Some(solutions.len() as u128), "{at}: count");
                    }
                }
            }
        }
        // A count split in parts adds up to the whole.
        let mut total = 0;
        for k in 0..case.split {
            let request = Request {
                mode: Some("count".into()),
                algorithm: Some("bitboard".into()),
                split: Some([k, case.split]),
                ..base.clone()
            };
            let at = json(&request);
            match (&solutions, board_puzzles::solve(&request)) {
                (None, answer) => assert!(answer.is_err(), "{at}: placed queens attack each other, yet {answer:?}"),
                (Some(_), answer) => {
                    let answer = answer.unwrap_or_else(|e| panic!("refused {at}: {e}"));
                    assert_ne!(answer.status, Status::Limit, "{at}");
                    total += answer.count.map_or(0, |c| c.0);
                }
            }
        }
        if let Some(solutions) = &solutions {
            assert_eq!(total, solutions.len() as u128, "{}: split in {} parts", json(&base), case.split);
        }
    }
}
