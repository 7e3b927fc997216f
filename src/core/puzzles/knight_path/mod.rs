//! `knight-path`: the fewest knight moves between two squares of an R × C
//! board (up to 10 000 × 10 000), optionally with off squares (walls).
//!
//! Seed: `seeds/knight-shortest-path-astar.txt`, an A* on 500 × 500 with two
//! heuristics (straight-line distance over √5 and a Manhattan distance) that
//! visited all 250 000 squares on its hardest case. Here A* uses the exact
//! knight distance of the unbounded board as its heuristic, so it expands
//! little more than the path itself; BFS and the seed's heuristics are
//! offered for comparison.

use super::{algorithm, AlgorithmInfo, AnswerKind, EditorInfo, Preset, Puzzle, PuzzleInfo};
use crate::core::board::{Board, Square};
use crate::core::request::{Answer, Request, RequestError, Status, Step};
use crate::core::search::{best_first, bfs, Budget, Outcome, Priority, Stats};

/// The `knight-path` puzzle.
pub struct KnightPath;

/// The knight distance between two squares of an unbounded board: the
/// fewest knight moves for a displacement of `(dr, dc)`.
///
/// The closed form: with `x ≥ y ≥ 0` the absolute displacements and
/// `δ = x − y`, the distance is 3 for `(1, 0)`, 4 for `(2, 2)`, and
/// otherwise `δ − 2⌊(δ − y)/3⌋` when `y > δ`, else `δ − 2⌊(δ − y)/4⌋`
/// (floors towards −∞). It is a lower bound on every finite board, with or
/// without off squares, since a path there is also a path on the unbounded
/// board: an admissible and consistent heuristic for A*. The tests check
/// it against BFS.
///
/// # Example
/// ```
/// use board_puzzles::core::puzzles::knight_path::knight_distance;
/// assert_eq!(knight_distance(0, 0), 0);
/// assert_eq!(knight_distance(1, 1), 2); // 4 in a corner of a finite board
/// assert_eq!(knight_distance(499, 499), 334);
/// ```
#[must_use]
pub fn knight_distance(dr: i64, dc: i64) -> u64 {
    let (a, b) = (dr.unsigned_abs(), dc.unsigned_abs());
    let (x, y) = if a >= b { (a, b) } else { (b, a) };
    match (x, y) {
        (1, 0) => 3,
        (2, 2) => 4,
        _ => {
            let (x, y) = (x as i64, y as i64);
            let delta = x - y;
            let d = if y > delta {
                delta - 2 * (delta - y).div_euclid(3)
            } else {
                delta - 2 * (delta - y).div_euclid(4)
            };
            d.unsigned_abs()
        }
    }
}

/// The seed's straight-line heuristic: `⌊√(dr² + dc²) / √5⌋` (a knight
/// move covers √5).
fn euclidean(dr: i64, dc: i64) -> u64 {
    let d2 = (dr * dr + dc * dc) as f64;
    (d2 / 5.0).sqrt().floor() as u64
}

/// Manhattan distance over 3: a knight move changes `|dr| + |dc|` by 3 at
/// most.
fn manhattan(dr: i64, dc: i64) -> u64 {
    (dr.unsigned_abs() + dc.unsigned_abs()) / 3
}

const ALGORITHMS: [AlgorithmInfo; 4] = [
    AlgorithmInfo {
        id: "astar-knight",
        name: "A* (knight-distance heuristic)",
        exact: true,
        note: "A* whose heuristic is the exact knight distance on an unbounded board: admissible, consistent, and exact away from edges and walls.",
    },
    AlgorithmInfo {
        id: "bfs",
        name: "BFS",
        exact: true,
        note: "Breadth-first search: expands squares in order of distance from the start.",
    },
    AlgorithmInfo {
        id: "astar-euclidean",
        name: "A* (straight line / √5, seed)",
        exact: true,
        note: "The seed's first heuristic: straight-line distance over the length of one knight move, √5.",
    },
    AlgorithmInfo {
        id: "astar-manhattan",
        name: "A* (Manhattan / 3, seed)",
        exact: true,
        note: "Manhattan distance over 3, the most a knight move changes it.",
    },
];

fn preset(name: &'static str, request: Request) -> Preset {
    Preset { name, request }
}

fn sized(rows: u32, cols: u32, from: Square, to: Square) -> Request {
    Request {
        puzzle: "knight-path".into(),
        rows: Some(rows),
        cols: Some(cols),
        from: Some(from),
        to: Some(to),
        ..Request::default()
    }
}

fn drawn(board: &str, from: Square, to: Square) -> Request {
    Request {
        puzzle: "knight-path".into(),
        board: Some(board.into()),
        from: Some(from),
        to: Some(to),
        ..Request::default()
    }
}

impl Puzzle for KnightPath {
    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "knight-path",
            title: "Knight path",
            rules: "Move a knight from the start square to the target in as few moves as possible. A knight jumps two squares one way and one the other; it may not land on an off square (a wall).",
            source: "seeds/knight-shortest-path-astar.txt",
            algorithms: ALGORITHMS.to_vec(),
            presets: vec![
                preset("8 × 8, corner to corner", drawn("......../......../......../......../......../......../......../........", [0, 0], [7, 7])),
                preset("8 × 8, corner to its diagonal neighbour", drawn("......../......../......../......../......../......../......../........", [0, 0], [1, 1])),
                preset("12 × 12 with walls", drawn(
                    "............/..........#./...####...#./......#...#./.###..#...#./......#.###./..#........./..#..####.../..#.....#.../..####..#.../........#.../............",
                    [0, 0], [11, 11])),
                preset("Seed: 500 × 500, (0,0) → (499,499)", sized(500, 500, [0, 0], [499, 499])),
                preset("Seed: 500 × 500, (238,421) → (23,142)", sized(500, 500, [238, 421], [23, 142])),
                preset("10 000 × 10 000, corner to corner", sized(10_000, 10_000, [0, 0], [9_999, 9_999])),
                preset("Unreachable: 3 × 3 to the centre", drawn(".../.../...", [0, 0], [1, 1])),
            ],
            editor: EditorInfo {
                palette: vec!['.', '#'],
                goal: false,
                markers: vec!["from", "to"],
                answer: AnswerKind::Path,
            },
        }
    }

    fn solve(&self, request: &Request, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let info = self.info();
        let algo = algorithm(&info, request)?;
        let board = request.board()?;
        if board.grid() != crate::core::board::Grid::Square {
            return Err(RequestError::new("knight-path needs a square grid"));
        }
        let from = request.from.unwrap_or([0, 0]);
        let to = request.to.unwrap_or([board.rows() - 1, board.cols() - 1]);
        for (name, sq) in [("from", from), ("to", to)] {
            board.check(sq).map_err(|e| RequestError::new(format!("{name}: {e}")))?;
            if !board.is_on(sq) {
                return Err(RequestError::new(format!(
                    "{name}: square [{}, {}] is off the board (a wall)",
                    sq[0], sq[1]
                )));
            }
        }
        let mut stats = Stats {
            algorithm: algo.id.to_owned(),
            ..Stats::default()
        };
        if from != to {
            for (name, sq) in [("start", from), ("target", to)] {
                if board.knight_moves(sq).next().is_none() {
                    return Ok(Answer::new("knight-path", Status::Unsolvable, stats).because(format!(
                        "no knight move leaves or reaches the {name} square [{}, {}]",
                        sq[0], sq[1]
                    )));
                }
            }
        }
        let outcome = search(&board, from, to, algo.id, budget, &mut stats);
        Ok(match outcome {
            Outcome::Found(path) => {
                let steps = path
                    .windows(2)
                    .map(|w| Step { from: w[0], to: w[1], over: None })
                    .collect();
                Answer::new("knight-path", Status::Solved, stats).with_steps(steps, algo.exact)
            }
            Outcome::Exhausted => Answer::new("knight-path", Status::Unsolvable, stats).because(
                "every square the knight can reach from the start was searched: the target is not among them",
            ),
            Outcome::Limit => Answer::new("knight-path", Status::Limit, stats),
        })
    }
}

/// Runs algorithm `id` on `board` from `from` to `to`; states are cell
/// indices `row * cols + col`.
fn search(board: &Board, from: Square, to: Square, id: &str, budget: &mut Budget<'_>, stats: &mut Stats) -> Outcome<Vec<Square>> {
    let successors = |&i: &u32, out: &mut Vec<u32>| {
        out.extend(board.knight_moves(board.square(i)).map(|s| board.index(s)));
    };
    let goal = board.index(to);
    let success = |&i: &u32| i == goal;
    let start = board.index(from);
    let outcome = if id == "bfs" {
        bfs(start, successors, success, budget, stats, None)
    } else {
        let h: fn(i64, i64) -> u64 = match id {
            "astar-euclidean" => euclidean,
            "astar-manhattan" => manhattan,
            _ => knight_distance,
        };
        let heuristic = |&i: &u32| {
            let [r, c] = board.square(i);
            let d = h(i64::from(to[0]) - i64::from(r), i64::from(to[1]) - i64::from(c));
            Some(u32::try_from(d).unwrap_or(u32::MAX))
        };
        best_first(start, successors, heuristic, success, Priority::AStar, budget, stats)
    };
    match outcome {
        Outcome::Found(path) => Outcome::Found(path.into_iter().map(|i| board.square(i)).collect()),
        Outcome::Exhausted => Outcome::Exhausted,
        Outcome::Limit => Outcome::Limit,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::solve;

    fn ask(req: Request) -> Answer {
        solve(&req).unwrap()
    }

    /// Checks that the steps are knight moves over on squares from `from` to `to`.
    fn replay(board: &Board, from: Square, to: Square, steps: &[Step]) {
        let mut at = from;
        for s in steps {
            assert_eq!(s.from, at);
            assert!(board.knight_moves(at).any(|m| m == s.to), "{s:?} is not a knight move");
            at = s.to;
        }
        assert_eq!(at, to);
    }

    #[test]
    fn closed_form_matches_bfs_on_an_open_board() {
        // Distances from the centre of a 61 × 61 board equal the unbounded
        // board's for displacements up to 20 (a shortest path never needs to
        // stray more than a few squares past the box spanned by its ends).
        let board = Board::new(61, 61).unwrap();
        let mut dist = vec![u64::MAX; 61 * 61];
        let mut queue = std::collections::VecDeque::from([[30u32, 30u32]]);
        dist[board.index([30, 30]) as usize] = 0;
        while let Some(s) = queue.pop_front() {
            let d = dist[board.index(s) as usize];
            for m in board.knight_moves(s) {
                let i = board.index(m) as usize;
                if dist[i] == u64::MAX {
                    dist[i] = d + 1;
                    queue.push_back(m);
                }
            }
        }
        for dr in -20i64..=20 {
            for dc in -20i64..=20 {
                let s = [(30 + dr) as u32, (30 + dc) as u32];
                assert_eq!(knight_distance(dr, dc), dist[board.index(s) as usize], "({dr}, {dc})");
            }
        }
    }

    #[test]
    fn every_algorithm_finds_the_seed_lengths() {
        for algo in ["astar-knight", "bfs", "astar-euclidean", "astar-manhattan"] {
            for (from, to, len) in [([0, 0], [499, 499], 334), ([238, 421], [23, 142], 166)] {
                let mut req = sized(500, 500, from, to);
                req.algorithm = Some(algo.into());
                let a = ask(req.clone());
                assert_eq!(a.status, Status::Solved);
                assert_eq!(a.length, Some(len), "{algo} {from:?}");
                assert_eq!(a.optimal, Some(true));
                replay(&req.board().unwrap(), from, to, a.steps.as_deref().unwrap());
            }
        }
    }

    #[test]
    fn knight_heuristic_expands_few_states_on_the_seed_cases() {
        for (from, to) in [([0, 0], [499, 499]), ([238, 421], [23, 142])] {
            let a = ask(sized(500, 500, from, to));
            assert!(a.stats.expanded <= 5_000, "{} expanded", a.stats.expanded);
        }
    }

    #[test]
    fn corners_and_walls() {
        let open = "......../......../......../......../......../......../......../........";
        assert_eq!(ask(drawn(open, [0, 0], [1, 1])).length, Some(4));
        assert_eq!(ask(drawn(open, [0, 0], [7, 7])).length, Some(6));
        assert_eq!(ask(drawn(open, [3, 3], [3, 3])).length, Some(0));
        // Walls on both squares a corner knight can reach: it cannot move.
        let a = ask(drawn("...../..#../.#.../...../.....", [0, 0], [4, 4]));
        assert_eq!(a.status, Status::Unsolvable);
        // The 3 × 3 centre has no knight moves at all.
        let a = ask(drawn(".../.../...", [0, 0], [1, 1]));
        assert_eq!(a.status, Status::Unsolvable);
        // Two separated regions: exhaustive search proves it.
        let mut req = drawn("..#../..#../..#../..#..", [0, 1], [1, 3]);
        req.algorithm = Some("bfs".into());
        assert_eq!(ask(req).length, Some(1), "knights jump over walls");
        let a = ask(drawn("....#..../....#..../....#....", [0, 0], [2, 8]));
        assert_eq!(a.status, Status::Solved);
        let a = ask(drawn("..#.../..#.../.#....", [0, 0], [0, 0]));
        assert_eq!(a.length, Some(0));
    }

    #[test]
    fn unreachable_on_a_strip_is_proved() {
        // 2 × 6: from [0,0] a knight reaches only every other column pair.
        let a = ask(drawn("....../......", [0, 0], [0, 1]));
        assert_eq!(a.status, Status::Unsolvable);
        assert!(a.reason.unwrap().contains("every square"));
    }

    #[test]
    fn huge_board_and_limits() {
        let a = ask(sized(10_000, 10_000, [0, 0], [9_999, 9_999]));
        assert_eq!(a.length, Some(knight_distance(9_999, 9_999)));
        let mut req = sized(500, 500, [0, 0], [499, 499]);
        req.algorithm = Some("bfs".into());
        req.limits = Some(crate::core::request::Limits { nodes: Some(1000), millis: None });
        let a = ask(req);
        assert_eq!(a.status, Status::Limit);
        assert!(a.reason.unwrap().starts_with("limit"));
    }

    #[test]
    fn bad_requests_say_what_is_wrong() {
        let err = |r: Request| solve(&r).unwrap_err().to_string();
        assert!(err(sized(8, 8, [0, 0], [8, 0])).contains("to: square [8, 0] is outside the 8 × 8 board"));
        assert!(err(drawn("#./..", [0, 0], [1, 1])).contains("from: square [0, 0] is off"));
        assert!(err(sized(0, 8, [0, 0], [0, 0])).contains("rows and columns must be 1 to 10000"));
        let mut r = sized(8, 8, [0, 0], [1, 1]);
        r.algorithm = Some("dfs".into());
        assert!(err(r).contains("unknown algorithm 'dfs'"));
        let mut r = sized(8, 8, [0, 0], [1, 1]);
        r.off = Some(vec![[9, 9]]);
        assert!(err(r).contains("off[0]: square [9, 9] is outside"));
    }
}
