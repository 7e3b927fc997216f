//! `knight-swap`: move white and black knights, one knight move at a time
//! and never onto an occupied or off square, from a start position to a
//! goal position (by default the colours exchanged), in the fewest moves.
//!
//! Seed: `seeds/six-knights-best-first.txt` (Levitin & Levitin, *Algorithmic
//! Puzzles*, 2011, "Six Knights": three black knights on the top row of a
//! 4 × 3 board, three white on the bottom, exchange them), solved there by
//! greedy best-first search with a Manhattan heuristic; Guarini's problem
//! (1512) is the 3 × 3 version with two knights of each colour. Here the
//! answers are proved minimal by BFS or A* over whole positions, or the goal
//! is proved unreachable.
//!
//! A position is two bit sets over the board's on squares (at most 64), so a
//! state is 16 bytes and a move is a few bit operations.

use super::{algorithm, AlgorithmInfo, AnswerKind, EditorInfo, Preset, Puzzle, PuzzleInfo};
use crate::core::board::{square_name, Board, Cell, Grid, Piece, Square};
use crate::core::notation;
use crate::core::request::{Answer, Request, RequestError, Status, Step};
use crate::core::search::{best_first, bfs, Budget, Outcome, Priority, Stats};

/// The `knight-swap` puzzle.
pub struct KnightSwap;

/// The most on squares a knight-swap board may have.
pub const MAX_SQUARES: usize = 64;

const ALGORITHMS: [AlgorithmInfo; 3] = [
    AlgorithmInfo {
        id: "astar",
        name: "A* (knight-distance heuristic)",
        exact: true,
        note: "A* over whole positions; the heuristic adds, for each colour, the larger of: each knight's knight distance to its nearest goal square, and each goal square's distance to its nearest knight. Admissible and consistent, so the answer is proved minimal.",
    },
    AlgorithmInfo {
        id: "bfs",
        name: "BFS",
        exact: true,
        note: "Breadth-first search over whole positions: proves the minimum by exhausting every shorter sequence, and proves a goal unreachable by exhausting every reachable position.",
    },
    AlgorithmInfo {
        id: "greedy-seed",
        name: "Greedy best-first (seed): not guaranteed shortest",
        exact: false,
        note: "The seed's best-first search: always expands the position whose knights are nearest their goal squares in Manhattan distance. Fast, but its answers can be longer than the minimum.",
    },
];

fn preset(name: &'static str, board: &str, goal: &str) -> Preset {
    Preset {
        name,
        request: Request {
            puzzle: "knight-swap".into(),
            board: Some(board.into()),
            goal: Some(goal.into()),
            ..Request::default()
        },
    }
}

impl Puzzle for KnightSwap {
    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "knight-swap",
            title: "Knight swap",
            rules: "Move the knights from the position to the goal, one knight move at a time. A knight jumps two squares one way and one the other, over anything, but never lands on an occupied or off square. Fewest moves wins.",
            source: "seeds/six-knights-best-first.txt; Guarini (1512)",
            algorithms: ALGORITHMS.to_vec(),
            presets: vec![
                preset("Seed: six knights, 4 × 3", "nnn/.../.../NNN", "NNN/.../.../nnn"),
                preset("Guarini, 3 × 3", "N.N/.../n.n", "n.n/.../N.N"),
                preset("Four knights each, 4 × 4", "nnnn/..../..../NNNN", "NNNN/..../..../nnnn"),
                preset("Six knights around a hole, 3 × 4", "nnnn/.#../NNNN", "NNNN/.#../nnnn"),
                preset("Unreachable: a trapped knight", ".../.N./n.n", ".../.n./N.n"),
            ],
            editor: EditorInfo {
                palette: vec!['N', 'n', '.', '#'],
                goal: true,
                markers: Vec::new(),
                answer: AnswerKind::Moves,
            },
        }
    }

    fn default_goal(&self, board: &Board) -> Option<Board> {
        Some(exchanged(board))
    }

    fn solve(&self, request: &Request, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let info = self.info();
        let algo = algorithm(&info, request)?;
        let board = request.board()?;
        let goal = match &request.goal {
            Some(text) => notation::parse(text, board.grid())
                .map_err(|e| RequestError::new(format!("goal: {e}")))?,
            None => exchanged(&board),
        };
        let game = Game::new(&board, &goal)?;
        let mut stats = Stats {
            algorithm: algo.id.to_owned(),
            ..Stats::default()
        };
        if let Some(reason) = game.component_mismatch() {
            return Ok(Answer::new("knight-swap", Status::Unsolvable, stats).because(reason));
        }
        let mut depths = Vec::new();
        let outcome = game.search(algo.id, budget, &mut stats, &mut depths);
        let mut answer = match outcome {
            Outcome::Found(path) => {
                let steps = path.windows(2).map(|w| game.step(w[0], w[1])).collect();
                Answer::new("knight-swap", Status::Solved, stats).with_steps(steps, algo.exact)
            }
            Outcome::Exhausted => Answer::new("knight-swap", Status::Unsolvable, stats).because(
                "every position reachable from the start was searched: the goal is not among them",
            ),
            Outcome::Limit => Answer::new("knight-swap", Status::Limit, stats),
        };
        if algo.id == "bfs" {
            answer.depths = Some(depths);
        }
        Ok(answer)
    }
}

/// The board with white and black knights exchanged: the default goal.
#[must_use]
pub fn exchanged(board: &Board) -> Board {
    let mut goal = board.clone();
    for (s, p) in board.pieces() {
        let swapped = match p {
            Piece::WhiteKnight => Piece::BlackKnight,
            Piece::BlackKnight => Piece::WhiteKnight,
            other => other,
        };
        // `s` came from the board, so it is a cell of it.
        let _ = goal.set(s, Cell::Piece(swapped));
    }
    goal
}

/// A position: bit sets of white and black knights over on-square ids.
type State = (u64, u64);

/// A validated puzzle: on squares numbered `0..n`, knight moves between
/// them, start and goal positions.
struct Game {
    squares: Vec<Square>,
    /// `moves[i]`: bit set of the squares a knight on `i` attacks.
    moves: Vec<u64>,
    /// Knight distances between on squares, ignoring pieces (`u8::MAX` when
    /// unreachable).
    dist: Vec<Vec<u8>>,
    start: State,
    goal: State,
}

fn bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

impl Game {
    fn new(board: &Board, goal: &Board) -> Result<Game, RequestError> {
        if board.grid() != Grid::Square {
            return Err(RequestError::new("knight-swap needs a square grid"));
        }
        if (goal.rows(), goal.cols()) != (board.rows(), board.cols()) {
            return Err(RequestError::new(format!(
                "goal: the goal is {} × {} but the position is {} × {}",
                goal.rows(),
                goal.cols(),
                board.rows(),
                board.cols()
            )));
        }
        for (name, b) in [("board", board), ("goal", goal)] {
            if let Some((s, p)) = b.pieces().find(|(_, p)| !matches!(p, Piece::WhiteKnight | Piece::BlackKnight)) {
                return Err(RequestError::new(format!(
                    "{name}: {}: knight-swap takes only knights (N, n), not '{}'",
                    square_name(s),
                    p.symbol()
                )));
            }
        }
        let mut squares = Vec::new();
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                let s = [r, c];
                if board.is_on(s) != goal.is_on(s) {
                    let (on, off) = if board.is_on(s) { ("position", "goal") } else { ("goal", "position") };
                    return Err(RequestError::new(format!(
                        "goal: {} is on in the {on} but off in the {off}: both must have the same off squares",
                        square_name(s)
                    )));
                }
                if board.is_on(s) {
                    squares.push(s);
                }
            }
        }
        if squares.len() > MAX_SQUARES {
            return Err(RequestError::new(format!(
                "board: {} on squares; knight-swap allows at most {MAX_SQUARES}",
                squares.len()
            )));
        }
        for piece in [Piece::WhiteKnight, Piece::BlackKnight] {
            let (have, want) = (board.count(piece), goal.count(piece));
            if have != want {
                let name = if piece == Piece::WhiteKnight { "white" } else { "black" };
                return Err(RequestError::new(format!(
                    "goal: the goal has {want} {name} knights but the position has {have}"
                )));
            }
        }
        let id = |s: Square| squares.iter().position(|&q| q == s);
        let moves: Vec<u64> = squares
            .iter()
            .map(|&s| board.knight_moves(s).filter_map(id).fold(0, |m, i| m | 1u64 << i))
            .collect();
        let dist = (0..squares.len()).map(|i| distances(&moves, i)).collect();
        let position = |b: &Board| -> State {
            let mut st = (0u64, 0u64);
            for (s, p) in b.pieces() {
                if let Some(i) = id(s) {
                    match p {
                        Piece::WhiteKnight => st.0 |= 1 << i,
                        _ => st.1 |= 1 << i,
                    }
                }
            }
            st
        };
        Ok(Game {
            start: position(board),
            goal: position(goal),
            squares,
            moves,
            dist,
        })
    }

    /// A reason the goal is unreachable because some connected component of
    /// the knight's graph holds different numbers of a colour in the start
    /// and the goal (knights never leave their component).
    fn component_mismatch(&self) -> Option<String> {
        let mut seen = 0u64;
        for i in 0..self.squares.len() {
            if seen >> i & 1 == 1 {
                continue;
            }
            let comp = self.dist[i]
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d != u8::MAX)
                .fold(0u64, |m, (j, _)| m | 1 << j);
            seen |= comp;
            for (name, s, g) in [("white", self.start.0, self.goal.0), ("black", self.start.1, self.goal.1)] {
                let (have, want) = ((s & comp).count_ones(), (g & comp).count_ones());
                if have != want {
                    let [r, c] = self.squares[i];
                    return Some(format!(
                        "knights never leave their part of the knight's graph: the part containing {} ({} squares) holds {have} {name} knights in the position but {want} in the goal",
                        square_name([r, c]),
                        comp.count_ones()
                    ));
                }
            }
        }
        None
    }

    fn successors(&self, &(w, b): &State, out: &mut Vec<State>) {
        let empty = !(w | b);
        for i in bits(w) {
            for j in bits(self.moves[i] & empty) {
                out.push((w ^ (1 << i) ^ (1 << j), b));
            }
        }
        for i in bits(b) {
            for j in bits(self.moves[i] & empty) {
                out.push((w, b ^ (1 << i) ^ (1 << j)));
            }
        }
    }

    /// For each colour, the larger of Σ over knights of the distance to the
    /// nearest goal square and Σ over goal squares of the distance to the
    /// nearest knight. Each move changes one knight's position by one knight
    /// move, so each sum drops by at most 1: admissible and consistent.
    /// `None` when some knight cannot reach any goal square of its colour.
    fn heuristic(&self, &(w, b): &State) -> Option<u32> {
        let mut h = 0u32;
        for (now, want) in [(w, self.goal.0), (b, self.goal.1)] {
            let mut forward = 0u32;
            for i in bits(now) {
                let d = bits(want).map(|j| self.dist[i][j]).min().unwrap_or(0);
                if d == u8::MAX {
                    return None;
                }
                forward += u32::from(d);
            }
            let mut backward = 0u32;
            for j in bits(want) {
                backward += u32::from(bits(now).map(|i| self.dist[i][j]).min().unwrap_or(0));
            }
            h += forward.max(backward);
        }
        Some(h)
    }

    /// The seed's heuristic: Σ over knights of the Manhattan distance to the
    /// nearest goal square of its colour.
    fn seed_heuristic(&self, &(w, b): &State) -> u32 {
        let manhattan = |i: usize, j: usize| {
            let ([r1, c1], [r2, c2]) = (self.squares[i], self.squares[j]);
            r1.abs_diff(r2) + c1.abs_diff(c2)
        };
        [(w, self.goal.0), (b, self.goal.1)]
            .into_iter()
            .flat_map(|(now, want)| bits(now).map(move |i| bits(want).map(|j| manhattan(i, j)).min().unwrap_or(0)))
            .sum()
    }

    fn search(&self, id: &str, budget: &mut Budget<'_>, stats: &mut Stats, depths: &mut Vec<u64>) -> Outcome<Vec<State>> {
        let successors = |s: &State, out: &mut Vec<State>| self.successors(s, out);
        let success = |s: &State| *s == self.goal;
        match id {
            "bfs" => bfs(self.start, successors, success, budget, stats, Some(depths)),
            "greedy-seed" => best_first(
                self.start,
                successors,
                |s| Some(self.seed_heuristic(s)),
                success,
                Priority::Greedy,
                budget,
                stats,
            ),
            _ => best_first(self.start, successors, |s| self.heuristic(s), success, Priority::AStar, budget, stats),
        }
    }

    /// The move from position `a` to position `b` (one knight moved).
    fn step(&self, a: State, b: State) -> Step {
        let moved = |x: u64, y: u64| (x & !y, y & !x);
        let (from, to) = if a.0 == b.0 { moved(a.1, b.1) } else { moved(a.0, b.0) };
        Step {
            from: self.squares[from.trailing_zeros() as usize % self.squares.len()],
            to: self.squares[to.trailing_zeros() as usize % self.squares.len()],
            over: None,
        }
    }
}

/// BFS distances in knight moves from square `from` over the move sets.
fn distances(moves: &[u64], from: usize) -> Vec<u8> {
    let mut dist = vec![u8::MAX; moves.len()];
    dist[from] = 0;
    let mut frontier = 1u64 << from;
    let mut seen = frontier;
    let mut d = 0u8;
    while frontier != 0 {
        d += 1;
        let next = bits(frontier).fold(0u64, |m, i| m | moves[i]) & !seen;
        for j in bits(next) {
            dist[j] = d;
        }
        seen |= next;
        frontier = next;
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;
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

    /// Replays `steps` from `board` by the rules and returns the final position.
    fn replay(board: &str, steps: &[Step]) -> String {
        let mut b = notation::parse(board, Grid::Square).unwrap();
        for s in steps {
            let Cell::Piece(p) = b.get(s.from) else { panic!("{s:?}: no knight on from") };
            assert_eq!(b.get(s.to), Cell::Empty, "{s:?}: to is not empty");
            assert!(b.knight_moves(s.from).any(|m| m == s.to), "{s:?}: not a knight move");
            b.set(s.from, Cell::Empty).unwrap();
            b.set(s.to, Cell::Piece(p)).unwrap();
        }
        notation::format(&b)
    }

    /// One table of expected answers, checked against every exact algorithm.
    const EXPECTED: [(&str, &str, u64); 4] = [
        ("nnn/.../.../NNN", "NNN/.../.../nnn", 16),
        ("N.N/.../n.n", "n.n/.../N.N", 16),
        ("N../.../...", "N../.../...", 0),
        ("N../.../...", "..N/.../...", 2),
    ];

    #[test]
    fn exact_algorithms_find_proved_minimal_lengths() {
        for algo in ["astar", "bfs"] {
            for (board, goal, len) in EXPECTED {
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
        let b = ask(board, goal, "bfs");
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
        assert_eq!(err("nn/../NN", "NN/../n."), "goal: the goal has 1 black knights but the position has 2");
        assert!(err("nn/../NN", "NN/.#/nn").contains("row 1, column 1 is on in the position but off in the goal"));
        assert!(err("nn/../NN", "NN/nn").contains("the goal is 2 × 2 but the position is 3 × 2"));
        assert!(err("nx/../NN", "NN/../nn").starts_with("board: row 0, column 1"));
        assert!(err("nQ/../NN", "NN/../nQ").contains("only knights"));
        assert!(err(&".".repeat(65), &".".repeat(65)).contains("at most 64"));
    }

    #[test]
    fn limits_stop_the_search() {
        let a = solve(&Request {
            puzzle: "knight-swap".into(),
            board: Some("nnnn/..../..../NNNN".into()),
            algorithm: Some("bfs".into()),
            limits: Some(crate::core::request::Limits { nodes: Some(100), millis: None }),
            ..Request::default()
        })
        .unwrap();
        assert_eq!(a.status, Status::Limit);
        assert!(a.steps.is_none());
    }
}
