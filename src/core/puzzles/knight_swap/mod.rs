//! `knight-swap`: move white and black knights, one knight move at a time
//! and never onto an occupied or off square, from a start position to a
//! goal position (by default the colours exchanged), in the fewest moves.
//!
//! Seed: the six-knights report (docs/SEEDS.md; Levitin & Levitin, *Algorithmic
//! Puzzles*, 2011, "Six Knights": three black knights on the top row of a
//! 4 × 3 board, three white on the bottom, exchange them), solved there by
//! greedy best-first search with a Manhattan heuristic; Guarini's problem
//! (1512) is the 3 × 3 version with two knights of each colour. Here the
//! answers are proved minimal by BFS or A* over whole positions, or the goal
//! is proved unreachable.
//!
//! Algorithms (see [`ALGORITHMS`]): A* with a minimum-cost assignment of
//! knights to goal squares as its heuristic (the default: fastest of the
//! exact ones), A* with a nearest-square heuristic, bidirectional BFS, BFS
//! (reporting how many states it expanded at each depth), and the seed's
//! greedy best-first search, which is fast but not guaranteed shortest.
//!
//! A position is two bit sets over the board's on squares (at most 64), so a
//! state is 16 bytes and a move is a few bit operations.

use super::{
    algorithm_infos, choose, need_board, AlgorithmInfo, AnswerKind, EditorInfo, Instance, OptionInfo, Preset, Puzzle,
    PuzzleInfo,
};
use crate::core::board::{Board, BoardSize, Cell, Piece};
use crate::core::notation;
use crate::core::request::{Answer, Request, RequestError, Status};
use crate::core::search::trace::{EventKind, Recorder, EVENTS_CAP};
use crate::core::search::two_bit::two_bit_bfs;
use crate::core::search::{best_first, bfs, bidirectional_bfs, Budget, Meter, Outcome, Priority, Stats};
use rustc_hash::FxHashMap;

pub use game::MAX_SQUARES;
use game::{bits, too_many_squares, Bitboards, Game};

mod coach;
mod game;
mod heuristic;
mod moves;
mod rank;

/// BFS marks positions with two bits each (no hash set, no parent
/// pointers) when there are at most this many: 64 MB of marks.
pub const TWO_BIT_MAX_POSITIONS: u64 = 1 << 28;

/// The `knight-swap` puzzle.
pub struct KnightSwap;

/// An algorithm of knight swap (ids in [`ALGORITHMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// `astar-assignment`: A* with the assignment heuristic.
    AstarAssignment,
    /// `astar`: A* with the nearest-square heuristic.
    Astar,
    /// `bidirectional-bfs`.
    BidirectionalBfs,
    /// `bfs`, with depths.
    Bfs,
    /// `greedy-seed`: the seed's greedy best-first search.
    GreedySeed,
}

/// The algorithms offered, the default first.
pub static ALGORITHMS: [(Algorithm, AlgorithmInfo); 5] = [
    (Algorithm::AstarAssignment, AlgorithmInfo {
        id: "astar-assignment",
        name: "A* (assignment heuristic)",
        exact: true,
        traced: true,
        note: "A* over whole positions; the heuristic is, for each colour, the least total knight distance over the one-to-one assignments of its knights to its goal squares (subset DP, or the Hungarian method of Kuhn 1955 for more than 8 knights). Admissible and consistent, so the answer is proved minimal.",
    }),
    (Algorithm::Astar, AlgorithmInfo {
        id: "astar",
        name: "A* (nearest-square heuristic)",
        exact: true,
        traced: true,
        note: "A* over whole positions; the heuristic adds, for each colour, the larger of: each knight's knight distance to its nearest goal square, and each goal square's distance to its nearest knight. Admissible and consistent, so the answer is proved minimal.",
    }),
    (Algorithm::BidirectionalBfs, AlgorithmInfo {
        id: "bidirectional-bfs",
        name: "Bidirectional BFS",
        exact: true,
        traced: false,
        note: "Breadth-first search from the start and from the goal at once, a whole layer at a time on the smaller side, until they meet (Pohl 1971): proved minimal, and about the square root of BFS's states on long swaps.",
    }),
    (Algorithm::Bfs, AlgorithmInfo {
        id: "bfs",
        name: "BFS",
        exact: true,
        traced: true,
        note: "Breadth-first search over whole positions: proves the minimum by exhausting every shorter sequence, and proves a goal unreachable by exhausting every reachable position. Shows how many states it expanded at each depth. Positions are numbered (combinatorial ranking) and marked with two bits each, depth mod 3 (Korf 2008), so 8.8 M positions take 2.2 MB.",
    }),
    (Algorithm::GreedySeed, AlgorithmInfo {
        id: "greedy-seed",
        name: "Greedy best-first (seed): not guaranteed shortest",
        exact: false,
        traced: true,
        note: "The seed's best-first search: always expands the position whose knights are nearest their goal squares in Manhattan distance. Fast, but its answers can be longer than the minimum.",
    }),
];

fn preset(name: &'static str, board: &str, goal: &str) -> Preset {
    Preset {
        name,
        request: Request {
            puzzle: ID.into(),
            board: Some(board.into()),
            goal: Some(goal.into()),
            ..Request::default()
        },
    }
}

/// The puzzle's id, written once: its answers, presets and messages use it.
const ID: &str = "knight-swap";

/// The two sides, by the colour a watched position's piece events give
/// them ([`Puzzle::trace_pieces`]): the white knights (a state's first
/// set), then the black.
const SIDES: [Piece; 2] = [Piece::WhiteKnight, Piece::BlackKnight];

impl Puzzle for KnightSwap {
    fn id(&self) -> &'static str {
        ID
    }

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: ID,
            title: "Knight swap",
            rules: "Move the knights from the position to the goal, one knight move at a time. A knight jumps two squares one way and one the other, over anything, but never lands on an occupied or off square. Fewest moves wins.",
            source: "Levitin & Levitin, Algorithmic Puzzles (2011), “Six Knights” (after Guarini, 1512); a course report (“Six knights”) solving it by greedy best-first search with a Manhattan-distance heuristic",
            algorithms: algorithm_infos(&ALGORITHMS),
            presets: vec![
                preset("Seed: six knights, 4 × 3", "nnn/.../.../NNN", "NNN/.../.../nnn"),
                preset("Guarini, 3 × 3", "N.N/.../n.n", "n.n/.../N.N"),
                preset("Four knights each, 4 × 4", "nnnn/..../..../NNNN", "NNNN/..../..../nnnn"),
                preset("5 × 4, four knights a side", "nnnn/..../..../..../NNNN", "NNNN/..../..../..../nnnn"),
                preset("Six knights around a hole, 3 × 4", "nnnn/.#../NNNN", "NNNN/.#../nnnn"),
                preset("Unreachable: a trapped knight", ".../.N./n.n", ".../.n./N.n"),
            ],
            editor: EditorInfo::new(&['N', 'n', '.', '#'], true, Vec::new(), AnswerKind::Moves),
            objective: super::Objective::MinMoves,
        }
    }

    fn default_goal(&self, board: &Board) -> Option<Board> {
        Some(exchanged(board))
    }

    /// `SIDES`: a watched position's white knights, then its black ones.
    fn trace_pieces(&self) -> &'static [Piece] {
        &SIDES
    }

    /// The piece: any leaper ([`OptionInfo::leaper`]).
    fn options(&self) -> Vec<OptionInfo> {
        vec![OptionInfo::leaper()]
    }

    fn fields(&self) -> &'static [&'static str] {
        &["goal", "trace", "leaper"]
    }

    /// At most [`MAX_SQUARES`] on squares.
    fn check_size(&self, size: BoardSize) -> Result<(), RequestError> {
        if size.least_on() > MAX_SQUARES as u64 {
            return Err(too_many_squares(&size.on_words("on squares")));
        }
        Ok(())
    }

    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError> {
        let (algorithm, info) = choose(ID, &ALGORITHMS, request, |_| true)?;
        let board = need_board(board)?;
        // Counted before anything the size of the board is made (the
        // default goal is a copy of it).
        game::check_squares(&board)?;
        let goal = match &request.goal {
            Some(text) => notation::parse(text, board.grid()).map_err(|e| RequestError::new(format!("goal: {e}")))?,
            None => exchanged(&board),
        };
        let game = Game::new(&board, &goal)?;
        let trace = request.trace.unwrap_or(false);
        if trace && !info.traced {
            return Err(RequestError::new(format!(
                "trace: knight-swap records the searches of bfs, astar, astar-assignment and greedy-seed, not {}",
                info.id
            )));
        }
        Ok(Box::new(Swap {
            algorithm,
            info,
            game,
            trace: trace.then(|| board.cols()),
        }))
    }
}

/// A knight-swap request, read.
struct Swap {
    algorithm: Algorithm,
    info: &'static AlgorithmInfo,
    game: Game,
    /// With `trace`: the board's width, for the events' cells.
    trace: Option<u32>,
}

impl Instance for Swap {
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let Swap {
            algorithm,
            info,
            game,
            trace,
        } = *self;
        let mut stats = Stats {
            algorithm: info.id.to_owned(),
            ..Stats::default()
        };
        if let Some(reason) = game.component_mismatch() {
            return Ok(Answer::new(ID, Status::Unsolvable, stats).because(reason));
        }
        let mut depths = Vec::new();
        let mut watch = trace.map(|cols| Watch::new(&game, cols));
        let outcome = search(
            &game,
            algorithm,
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
            &mut depths,
            watch.as_mut(),
        );
        if let (Some(w), Outcome::Found(path)) = (watch.as_mut(), &outcome) {
            // The goal, reached but not expanded: shown last, at its depth.
            if let Some(goal) = path.last() {
                w.show(goal, path.len().saturating_sub(1) as u32);
            }
        }
        let mut answer = match outcome {
            Outcome::Found(path) => {
                let steps = path.windows(2).map(|w| game.step(w[0], w[1])).collect();
                Answer::new(ID, Status::Solved, stats).with_steps(steps, info.exact)
            }
            Outcome::Exhausted => Answer::new(ID, Status::Unsolvable, stats)
                .because("every position reachable from the start was searched: the goal is not among them"),
            Outcome::Limit => Answer::new(ID, Status::Limit, stats),
        };
        if algorithm == Algorithm::Bfs {
            answer.depths = Some(depths);
        }
        answer.trace = watch.map(|w| w.rec.into_typed());
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

/// Records the positions a search expands as typed events
/// ([`EventKind::Expand`], [`EventKind::Frontier`], [`EventKind::Piece`]),
/// seen through the successor function, which the searches call once per
/// expansion.
struct Watch<'g> {
    game: &'g Game,
    /// The board's width, for cells `row * cols + col`.
    cols: u32,
    rec: Recorder,
    /// Depth of every state reached: the first path's moves from the start.
    depth: FxHashMap<Bitboards, u32>,
    expanded: u32,
}

impl Watch<'_> {
    fn new(game: &Game, cols: u32) -> Watch<'_> {
        let mut depth = FxHashMap::default();
        depth.insert(game.start, 0);
        Watch {
            game,
            cols,
            rec: Recorder::new(true, EVENTS_CAP),
            depth,
            expanded: 0,
        }
    }

    /// The position `s` with its depth; its pieces as events.
    fn show(&mut self, s: &Bitboards, depth: u32) {
        self.rec.event(EventKind::Expand, depth);
        let frontier = (self.depth.len() as u32).saturating_sub(self.expanded);
        self.rec.event(EventKind::Frontier, frontier);
        // Colours index SIDES: the white knights, then the black.
        for (set, colour) in [(s.0, 0), (s.1, 1)] {
            for i in bits(set) {
                let [r, c] = self.game.squares[i];
                self.rec.event(EventKind::Piece, (r * self.cols + c) * 2 + colour);
            }
        }
    }

    /// `s` was expanded into `next`.
    fn expanded(&mut self, s: &Bitboards, next: &[Bitboards]) {
        let d = self.depth.get(s).copied().unwrap_or(0);
        self.expanded += 1;
        for &t in next {
            self.depth.entry(t).or_insert(d + 1);
        }
        self.show(s, d);
    }
}

/// Runs `algorithm` on `game`; BFS fills `depths` with the number of
/// states it expanded at each depth. With `watch`, each expansion is
/// recorded into the watch's own recorder, from the successors (the
/// generic searches record nothing into the meter's; BFS then uses the
/// hash-set search, whose successor calls are its expansions, rather than
/// the two-bit one).
fn search(
    game: &Game,
    algorithm: Algorithm,
    meter: &mut Meter<'_, '_>,
    depths: &mut Vec<u64>,
    mut watch: Option<&mut Watch<'_>>,
) -> Outcome<Vec<Bitboards>> {
    let watched = watch.is_some();
    let successors = |s: &Bitboards, out: &mut Vec<Bitboards>| {
        let n = out.len();
        game.successors(s, out);
        if let Some(w) = watch.as_deref_mut() {
            w.expanded(s, out.get(n..).unwrap_or_default());
        }
    };
    let success = |s: &Bitboards| *s == game.goal;
    match algorithm {
        Algorithm::Bfs => match game.position_count() {
            Some(count) if count <= TWO_BIT_MAX_POSITIONS && !watched => {
                two_bit_bfs(game.start, count, game, successors, success, meter, Some(depths))
            }
            _ => bfs(game.start, successors, success, meter, Some(depths)),
        },
        Algorithm::BidirectionalBfs => bidirectional_bfs(game.start, game.goal, successors, meter),
        Algorithm::GreedySeed => best_first(
            game.start,
            successors,
            |s| Some(game.seed_manhattan(s)),
            success,
            Priority::Greedy,
            meter,
        ),
        Algorithm::Astar => best_first(
            game.start,
            successors,
            |s| game.nearest(s),
            success,
            Priority::AStar,
            meter,
        ),
        Algorithm::AstarAssignment => {
            // Each evaluation (two assignment problems of up to 16 knights)
            // costs about as much as many expansions: each counts a node.
            let evaluations = std::rc::Rc::new(std::cell::Cell::new(0u64));
            let counted = std::rc::Rc::clone(&evaluations);
            meter
                .budget
                .count_side_work(Some((counted, "evaluating the assignment heuristic, a node each")));
            let out = best_first(
                game.start,
                successors,
                |s| {
                    evaluations.set(evaluations.get() + 1);
                    game.assignment(s)
                },
                success,
                Priority::AStar,
                meter,
            );
            meter.budget.count_side_work(None);
            out
        }
    }
}

#[cfg(test)]
mod tests;
