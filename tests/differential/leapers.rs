//! Every leaper `[a, b]` with `b ≤ 3` (the wazir, ferz, dabbaba, knight,
//! alfil, threeleaper, camel, zebra and tripper) on boards up to 5 × 5 with
//! off squares, in the four puzzles that take `leaper`: distances against
//! BFS, tours against exhaustive search, maximum placements against plain
//! branching, swaps against BFS over whole positions (the oracle's
//! [`Plane::with_leaper`]).

use board_puzzles::core::request::Limits;
use board_puzzles::core::{Request, Status};
use proptest::prelude::*;

use crate::oracle::{
    knights_check, max_leapers, path_distance, path_replay, swap_distance, swap_replay, tour_replay, tours, Plane, Sq,
};
use crate::{algorithms, check_steps, config, json, run, with_algorithm, Skips};

/// Nodes the tour's brute force may visit before the case is skipped.
const TOUR_CAP: u64 = 2_000_000;

static TOUR_SKIPS: Skips = Skips::new("leaper_tour");

/// A leaper `[a, b]`, `0 ≤ a ≤ b ≤ 3`, `b ≥ 1`.
fn leaper() -> impl Strategy<Value = [u32; 2]> {
    (1u32..=3, 0u32..=3).prop_map(|(b, a)| [a.min(b), b])
}

/// A board of up to 5 × 5 with random walls, the leaper on it, and two on
/// squares (kept on).
fn board() -> impl Strategy<Value = (Plane, Sq, Sq)> {
    (
        (1u32..=5, 1u32..=5, prop_oneof![1 => Just(0u8), 2 => 0u8..=40]),
        prop::collection::vec(0u8..100, 25),
        (any::<prop::sample::Index>(), any::<prop::sample::Index>()),
        leaper(),
    )
        .prop_map(|((rows, cols, off), offs, (from, to), leaper)| {
            let mut board = Plane::square(rows, cols, b'.').with_leaper(leaper);
            for s in board.all() {
                if offs[board.idx(s)] < off {
                    board.set(s, b'#');
                }
            }
            let all = board.all();
            let (from, to) = (*from.get(&all), *to.get(&all));
            board.set(from, b'.');
            board.set(to, b'.');
            (board, from, to)
        })
}

/// The request for `puzzle` on `board`, with its leaper.
fn request(puzzle: &str, board: &Plane) -> Request {
    Request {
        puzzle: puzzle.into(),
        board: Some(board.text()),
        leaper: Some(board.leaper),
        ..Request::default()
    }
}

proptest! {
    #![proptest_config(config(400))]

    /// Every exact algorithm (the seed's knight-only programs are refused)
    /// agrees with BFS on the fewest moves or on the target being
    /// unreachable; every path replays by the leaper's moves.
    #[test]
    fn leaper_paths_agree_with_bfs((board, from, to) in board()) {
        let best = path_distance(&board, from, to);
        let base = Request { from: Some(from), to: Some(to), ..request("knight-path", &board) };
        for (algorithm, exact) in algorithms("knight-path") {
            let mut request = with_algorithm(&base, algorithm);
            request.limits = Some(Limits { nodes: Some(200_000), ..Limits::default() });
            if algorithm.is_some_and(|a| a.starts_with("seed-")) && board.leaper != [1, 2] {
                let refused = board_puzzles::solve(&request).expect_err("the seed's program takes only the knight");
                prop_assert!(refused.to_string().contains("algorithm:"), "{refused}");
                continue;
            }
            let answer = run(&request);
            check_steps(&request, exact, best, &answer, |steps| path_replay(&board, from, to, steps));
        }
    }

    /// A tour is found exactly when exhaustive search finds one, and
    /// replays by the leaper's moves; `unsolvable` only when none exists;
    /// the counts of mode "count" agree.
    #[test]
    fn leaper_tours_agree_with_exhaustive_search((board, from, _) in board(), closed in any::<bool>()) {
        let Some(count) = tours(&board, from, closed, false, TOUR_CAP) else {
            TOUR_SKIPS.record(true);
            return Ok(());
        };
        TOUR_SKIPS.record(false);
        let base = Request { from: Some(from), closed: Some(closed), ..request("knight-tour", &board) };
        for (algorithm, exact) in algorithms("knight-tour") {
            let request = with_algorithm(&base, algorithm);
            let answer = run(&request);
            let at = json(&request);
            match answer.status {
                Status::Solved => {
                    prop_assert!(count > 0, "{at}: solved, but exhaustive search finds no tour");
                    let steps = answer.steps.as_deref().unwrap_or_default();
                    tour_replay(&board, from, closed, steps).map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
                }
                Status::Unsolvable => prop_assert_eq!(count, 0, "{}: unsolvable, but a tour exists", at),
                Status::Limit => prop_assert!(!exact, "{}: an exact algorithm ran out of budget", at),
            }
        }
        if board.on_squares().len() <= 16 {
            let request = Request { mode: Some("count".into()), ..base };
            let answer = run(&request);
            prop_assert_eq!(answer.count.map(|c| c.0), Some(u128::from(count)), "{}", json(&request));
        }
    }

    /// The maximum of every exact algorithm (profile-dp, the knight's, is
    /// refused naming `leaper`) agrees with plain branching, and every
    /// placement keeps the placed pieces and has no two attacking.
    #[test]
    fn leaper_placements_agree_with_branching((mut board, a, b) in board(), placed in 0usize..=2) {
        for &s in [a, b].iter().take(placed) {
            board.set(s, b'N');
        }
        let best = max_leapers(&board);
        let base = request("non-attacking-knights", &board);
        for (algorithm, exact) in algorithms("non-attacking-knights") {
            let request = with_algorithm(&base, algorithm);
            let at = json(&request);
            let answer = board_puzzles::solve(&request);
            let Some(best) = best else {
                prop_assert!(answer.is_err(), "{at}: two placed pieces attack, yet it answered");
                continue;
            };
            if algorithm == Some("profile-dp") && board.leaper != [1, 2] {
                let refused = answer.expect_err("profile-dp takes only the knight").to_string();
                prop_assert!(refused.starts_with("leaper:"), "{at}: {refused}");
                continue;
            }
            let answer = answer.map_err(|e| TestCaseError::fail(format!("{at}: refused: {e}")))?;
            let placement = answer.placement.clone().unwrap_or_default();
            knights_check(&board, &placement).map_err(|e| TestCaseError::fail(format!("{at}: {e}")))?;
            if exact {
                prop_assert_eq!(placement.len() as u32, best, "{}", at);
            } else {
                prop_assert!(placement.len() as u32 <= best, "{}", at);
            }
        }
    }

    /// Swapping the colours of up to two white and two black pieces: every
    /// exact algorithm agrees with BFS over whole positions.
    #[test]
    fn leaper_swaps_agree_with_bfs((board, a, b) in board(), keys in prop::collection::vec(any::<u32>(), 25)) {
        prop_assume!(board.rows * board.cols <= 16);
        let mut start = board.clone();
        let mut squares = board.on_squares();
        squares.sort_by_key(|&s| keys[board.idx(s)]);
        let pairs = (squares.len() / 2).min(2);
        for (i, &s) in squares.iter().take(2 * pairs).enumerate() {
            start.set(s, if i < pairs { b'N' } else { b'n' });
        }
        let _ = (a, b);
        let mut goal = start.clone();
        for s in goal.all() {
            match start.at(s) {
                b'N' => goal.set(s, b'n'),
                b'n' => goal.set(s, b'N'),
                _ => {}
            }
        }
        let best = swap_distance(&start, &goal);
        let base = request("knight-swap", &start);
        for (algorithm, exact) in algorithms("knight-swap") {
            let mut request = with_algorithm(&base, algorithm);
            request.limits = Some(Limits { nodes: Some(200_000), ..Limits::default() });
            let answer = run(&request);
            check_steps(&request, exact, best, &answer, |steps| swap_replay(&start, &goal, steps));
        }
    }
}
