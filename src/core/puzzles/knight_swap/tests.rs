//! Knight-swap tests: one table of expected lengths checked against every
//! exact algorithm, legal replay of every answer, unreachable goals, errors.

use super::*;
use crate::core::notation;
use crate::core::play::{self, Play};
use crate::core::request::Step;
use crate::core::solve;

fn ask(board: &str, goal: &str, algorithm: &str) -> Answer {
    solve(&Request {
        puzzle: "knight-swap".into(),
        board: Some(board.into()),
        goal: Some(goal.into()),
        algorithm: Some(algorithm.into()),
        ..Request::default()
    })
    .unwrap()
}

/// Replays `steps` from `board` through the one move rule ([`Play::apply_in_place`]),
/// checking every move, and returns the final position. (The goal is the
/// board itself, which any board's knights can be counted against.)
fn replay(board: &str, steps: &[Step]) -> String {
    let req = Request {
        puzzle: "knight-swap".into(),
        board: Some(board.into()),
        goal: Some(board.into()),
        ..Request::default()
    };
    let mut position = KnightSwap.position(&req).unwrap_or_else(|e| panic!("{board}: {e}"));
    play::replay(&KnightSwap, &mut position, steps).unwrap_or_else(|e| panic!("{board}: {e}"));
    notation::format(position.board())
}

/// One table of expected answers, checked against every exact algorithm.
const EXPECTED: [(&str, &str, u64); 6] = [
    ("nnn/.../.../NNN", "NNN/.../.../nnn", 16),
    ("N.N/.../n.n", "n.n/.../N.N", 16),
    ("nnnn/..../..../NNNN", "NNNN/..../..../nnnn", 16),
    ("nnnn/..../..../..../NNNN", "NNNN/..../..../..../nnnn", 16),
    ("N../.../...", "N../.../...", 0),
    ("N../.../...", "..N/.../...", 2),
];

/// Every algorithm whose answers claim to be minimal.
fn exact() -> Vec<&'static str> {
    ALGORITHMS.iter().filter(|(_, a)| a.exact).map(|(_, a)| a.id).collect()
}

#[test]
fn exact_algorithms_find_proved_minimal_lengths() {
    assert_eq!(exact(), ["astar-assignment", "astar", "bidirectional-bfs", "bfs"]);
    for algo in exact() {
        for (board, goal, len) in EXPECTED {
            if algo == "bfs" && board.len() > 12 {
                continue; // 0.9 M and 8.8 M states: in the benchmarks (too slow unoptimised)
            }
            let a = ask(board, goal, algo);
            assert_eq!(a.status, Status::Solved, "{algo} {board}");
            assert_eq!(a.length, Some(len), "{algo} {board} → {goal}");
            assert_eq!(a.optimal, Some(true));
            assert_eq!(replay(board, a.steps.as_deref().unwrap()), goal);
        }
    }
}

#[test]
fn four_by_four_with_four_knights_each() {
    let (board, goal) = ("nnnn/..../..../NNNN", "NNNN/..../..../nnnn");
    let a = ask(board, goal, "astar");
    let b = ask(board, goal, "bidirectional-bfs");
    assert_eq!(a.length, b.length);
    assert_eq!(replay(board, a.steps.as_deref().unwrap()), goal);
    assert!(a.stats.expanded < b.stats.expanded);
}

#[test]
fn greedy_seed_solves_legally_but_is_not_claimed_optimal() {
    let (board, goal) = ("nnn/.../.../NNN", "NNN/.../.../nnn");
    let a = ask(board, goal, "greedy-seed");
    assert_eq!(a.status, Status::Solved);
    assert_eq!(a.optimal, Some(false));
    assert!(a.length.unwrap() >= 16);
    assert_eq!(replay(board, a.steps.as_deref().unwrap()), goal);
}

#[test]
fn default_goal_exchanges_colours() {
    let a = solve(&Request {
        puzzle: "knight-swap".into(),
        board: Some("N.N/.../n.n".into()),
        ..Request::default()
    })
    .unwrap();
    assert_eq!(a.length, Some(16));
}

#[test]
fn bfs_reports_states_per_depth() {
    let a = ask("N.N/.../n.n", "n.n/.../N.N", "bfs");
    let depths = a.depths.unwrap();
    assert_eq!(depths[0], 1);
    assert_eq!(depths[1], 8, "each of the 4 corner knights has 2 moves");
    assert!(depths.len() >= 16);
    assert_eq!(depths.iter().sum::<u64>(), a.stats.expanded);
}

#[test]
fn unreachable_goals_are_proved() {
    // The centre of 3 × 3 is cut off: component counts differ.
    let a = ask(".../.N./n.n", ".../.n./N.n", "astar");
    assert_eq!(a.status, Status::Unsolvable);
    assert!(a.reason.unwrap().contains("part of the knight's graph"));
    // Same components, but the cyclic order around the 3 × 3 ring of
    // eight squares never changes (knights cannot pass each other), and
    // W W B B cannot become W B W B.
    for algo in ["astar", "bfs"] {
        let a = ask("Nn./..N/n..", "Nn./..n/N..", algo);
        assert_eq!(a.status, Status::Unsolvable, "{algo}");
        assert!(a.reason.unwrap().contains("every position"));
    }
}

#[test]
fn bad_requests_say_what_is_wrong() {
    let err = |board: &str, goal: &str| {
        solve(&Request {
            puzzle: "knight-swap".into(),
            board: Some(board.into()),
            goal: Some(goal.into()),
            ..Request::default()
        })
        .unwrap_err()
        .to_string()
    };
    assert_eq!(
        err("nn/../NN", "NN/../n."),
        "goal: the goal has 1 black knights but the position has 2"
    );
    assert!(err("nn/../NN", "NN/.#/nn").contains("square (1, 1) is on in the position but off in the goal"));
    assert!(err("nn/../NN", "NN/nn").contains("the goal is 2 × 2 but the position is 3 × 2"));
    assert!(err("nx/../NN", "NN/../nn").starts_with("board: square (0, 1)"));
    assert_eq!(
        err("nQ/../NN", "NN/../nQ"),
        "board: square (0, 1): 'Q' is not a cell of this puzzle: use . # N n"
    );
    assert!(err(&".".repeat(65), &".".repeat(65)).contains("at most 64"));
}

#[test]
fn limits_stop_the_search() {
    let a = solve(&Request {
        puzzle: "knight-swap".into(),
        board: Some("nnnn/..../..../NNNN".into()),
        algorithm: Some("bfs".into()),
        limits: Some(crate::core::request::Limits {
            nodes: Some(100),
            millis: None,
            memory_mb: None,
        }),
        ..Request::default()
    })
    .unwrap();
    assert_eq!(a.status, Status::Limit);
    assert!(a.steps.is_none());
}

/// A small xorshift generator: the tests need no crate for randomness.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// `count` distinct indices of `cells` drawn at random, removed from it.
    fn take(&mut self, cells: &mut Vec<usize>, count: usize) -> Vec<usize> {
        (0..count).map(|_| cells.swap_remove(self.below(cells.len()))).collect()
    }
}

/// A random position and goal: a `rows × cols` board with some off
/// squares, `w` white and `b` black knights placed at random in each.
fn random_case(rng: &mut Rng, rows: usize, cols: usize, w: usize, b: usize) -> (String, String) {
    let mut on: Vec<usize> = (0..rows * cols).collect();
    let holes = rng.below(3);
    let off = rng.take(&mut on, holes);
    let place = |rng: &mut Rng| {
        let mut free = on.clone();
        let (white, black) = (rng.take(&mut free, w), rng.take(&mut free, b));
        let cell = |i: usize| match () {
            () if off.contains(&i) => '#',
            () if white.contains(&i) => 'N',
            () if black.contains(&i) => 'n',
            () => '.',
        };
        let rows: Vec<String> = (0..rows)
            .map(|r| (0..cols).map(|c| cell(r * cols + c)).collect())
            .collect();
        rows.join("/")
    };
    let board = place(rng);
    (board, place(rng))
}

#[test]
fn exact_algorithms_agree_on_random_small_boards() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut solved, mut unsolvable) = (0, 0);
    for trial in 0..240 {
        let (rows, cols) = [(3, 3), (3, 4), (4, 3), (4, 4)][trial % 4];
        let (w, b) = (1 + rng.below(3), rng.below(4));
        let (board, goal) = random_case(&mut rng, rows, cols, w, b);
        let answers: Vec<(&str, Answer)> = exact().into_iter().map(|a| (a, ask(&board, &goal, a))).collect();
        let (_, bfs) = &answers[3];
        assert_ne!(bfs.status, Status::Limit, "{board} → {goal}");
        for (algo, a) in &answers {
            assert_eq!(
                (a.status, a.length),
                (bfs.status, bfs.length),
                "{algo}: {board} → {goal}"
            );
            if let Some(steps) = &a.steps {
                assert_eq!(replay(&board, steps), goal, "{algo}: {board} → {goal}");
                assert_eq!(a.optimal, Some(true));
            }
        }
        // The greedy search is exhaustive too, but its length is only an
        // upper bound.
        let g = ask(&board, &goal, "greedy-seed");
        assert_eq!(g.status, bfs.status, "greedy: {board} → {goal}");
        if let Some(steps) = &g.steps {
            assert!(g.length >= bfs.length);
            assert_eq!(replay(&board, steps), goal, "greedy: {board} → {goal}");
        }
        match bfs.status {
            Status::Solved => solved += 1,
            _ => unsolvable += 1,
        }
    }
    // Both kinds of answer were exercised.
    assert!(
        solved > 50 && unsolvable > 20,
        "{solved} solved, {unsolvable} unsolvable"
    );
}

#[test]
fn bidirectional_bfs_expands_fewer_states_than_bfs_on_the_seed() {
    let (board, goal) = ("nnn/.../.../NNN", "NNN/.../.../nnn");
    let one = ask(board, goal, "bfs");
    let two = ask(board, goal, "bidirectional-bfs");
    let assignment = ask(board, goal, "astar-assignment");
    let nearest = ask(board, goal, "astar");
    assert!(
        two.stats.expanded * 2 < one.stats.expanded,
        "{} vs {}",
        two.stats.expanded,
        one.stats.expanded
    );
    assert!(assignment.stats.expanded < nearest.stats.expanded);
    assert!(two.depths.is_none() && one.depths.is_some());
}

#[test]
fn greedy_seed_is_longer_than_the_minimum_on_the_seed() {
    // The seed's own greedy search finds 30 moves where 16 suffice.
    let (board, goal) = ("nnn/.../.../NNN", "NNN/.../.../nnn");
    assert_eq!(ask(board, goal, "greedy-seed").length, Some(30));
}

#[test]
fn nine_knights_of_a_colour_use_the_hungarian_method() {
    // Past 8 knights a colour the assignment is solved by the Hungarian
    // method; every exact algorithm still agrees.
    let (board, goal) = ("NNNN/NNNN/N.../...n", "n..N/NNNN/NN../..NN");
    for algo in exact() {
        let a = ask(board, goal, algo);
        assert_eq!(a.length, Some(7), "{algo}");
        assert_eq!(replay(board, a.steps.as_deref().unwrap()), goal, "{algo}");
    }
}

#[test]
fn traces_show_each_expanded_position_and_end_on_the_goal() {
    use crate::core::search::trace::EventKind;
    let (board, goal) = ("nnn/.../.../NNN", "NNN/.../.../nnn");
    for algo in ["bfs", "astar", "astar-assignment", "greedy-seed"] {
        let req = Request {
            puzzle: "knight-swap".into(),
            board: Some(board.into()),
            goal: Some(goal.into()),
            algorithm: Some(algo.into()),
            trace: Some(true),
            ..Request::default()
        };
        let a = solve(&req).unwrap_or_else(|e| panic!("{algo}: {e}"));
        assert_eq!(a.status, Status::Solved, "{algo}");
        let t = a.trace.clone().expect("a trace");
        assert!(!t.truncated, "{algo}");
        let steps = t.typed.unwrap_or_default();
        // Replay: each expansion clears the board and lists its knights.
        let (mut expands, mut pieces, mut last_depth, mut hist) = (0u64, Vec::new(), 0, Vec::<u64>::new());
        for &e in &steps {
            match EventKind::of(e) {
                Some(EventKind::Expand) => {
                    expands += 1;
                    pieces.clear();
                    last_depth = e >> 4;
                    let d = last_depth as usize;
                    if hist.len() <= d {
                        hist.resize(d + 1, 0);
                    }
                    hist[d] += 1;
                }
                Some(EventKind::Piece) => {
                    let v = e >> 4;
                    pieces.push(((v / 2) / 3, (v / 2) % 3, if v % 2 == 0 { 'N' } else { 'n' }));
                }
                Some(EventKind::Frontier) => {}
                k => panic!("{algo}: unexpected {k:?}"),
            }
        }
        // One event per expansion, and the goal shown last at the answer's depth.
        assert_eq!(expands, a.stats.expanded + 1, "{algo}");
        assert_eq!(u64::from(last_depth), a.length.unwrap_or(0), "{algo}");
        let mut rows = vec![vec!['.'; 3]; 4];
        for (r, c, p) in pieces {
            rows[r as usize][c as usize] = p;
        }
        let shown: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
        assert_eq!(shown.join("/"), goal, "{algo}: the replay ends on the goal");
        if algo == "bfs" {
            // The layers are BFS's (less the goal, shown but not expanded).
            hist[last_depth as usize] -= 1;
            let want = a.depths.clone().unwrap_or_default();
            assert_eq!(&hist[..want.len()], &want[..], "bfs: expanded per depth");
        }
    }
    let mut req = Request {
        puzzle: "knight-swap".into(),
        board: Some(board.into()),
        algorithm: Some("bidirectional-bfs".into()),
        trace: Some(true),
        ..Request::default()
    };
    assert!(solve(&req).is_err(), "bidirectional BFS records no trace");
    req.trace = None;
    assert!(solve(&req).is_ok_and(|a| a.trace.is_none()));
}

/// The request's `leaper`: a wazir (0, 1) swap round a 2 × 2 ring that no
/// knight could make, by every exact algorithm.
#[test]
fn leapers_swap() {
    for algo in ["astar-assignment", "astar", "bidirectional-bfs", "bfs"] {
        let a = solve(&Request {
            puzzle: "knight-swap".into(),
            board: Some("N./.n".into()),
            algorithm: Some(algo.into()),
            leaper: Some([0, 1]),
            ..Request::default()
        })
        .unwrap();
        assert_eq!(
            (a.status, a.length, a.optimal),
            (Status::Solved, Some(4), Some(true)),
            "{algo}"
        );
    }
}
