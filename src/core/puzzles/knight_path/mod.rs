//! `knight-path`: the fewest knight moves between two squares of an R × C
//! board (up to 10 000 × 10 000), optionally with off squares (walls).
//!
//! Seed: the knight-path report (docs/SEEDS.md), an A* on 500 × 500 with two
//! heuristics (straight-line distance over √5 and a Manhattan distance) that
//! visited all 250 000 squares on its hardest case. Here the default A*
//! uses the exact knight distance of the full board ([`board_distance`], a
//! closed form) as its heuristic: on a board without walls it is a perfect
//! heuristic and the path is read off in time proportional to its length;
//! with walls it stays admissible. BFS, bidirectional BFS, greedy
//! best-first, IDA* and the seed's heuristics are offered for comparison
//! (the page's Compare runs them all), and `trace: true` records each
//! search step by step.
//!
//! With `leaper: [a, b]` another leaper walks (`Leaper`): the closed forms
//! are the knight's, so its A* uses `Leaper::lower_bound` (admissible and
//! consistent), and two squares its invariants keep apart are refused at
//! once with the reason.
//!
//! - `distance`: the closed forms, with their sources.
//! - `run`: the algorithms on flat arrays (hash maps past 8 M squares).
//! - `reach`: the flood fill that proves a walled-off target unreachable
//!   before IDA* and the seed's program, which cannot prove it themselves.

mod coach;
mod distance;
mod find_path;
mod moves;
mod reach;
mod seed_astar;

pub use distance::{board_distance, knight_distance};
pub use find_path::{DENSE_MAX, EVENTS_MAX_SQUARES};

use super::{
    algorithm_infos, choose, need_board, AlgorithmInfo, AnswerKind, EditorInfo, Instance, OptionInfo, Preset, Puzzle,
    PuzzleInfo,
};
use crate::core::board::{Board, Cell, Piece, Square};
use crate::core::random_off;
use crate::core::request::{Answer, RandomOff, Request, RequestError, Status, Step};
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, Meter, Outcome, Stats};
use crate::core::words::{at, grouped};
use find_path::Method;
use seed_astar::SeedHeuristic;

/// The `knight-path` puzzle.
pub struct KnightPath;

/// An algorithm of the knight path: a search of [`run`], or the seed's C
/// program ([`seed_astar`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Algorithm {
    /// A search on the board's squares.
    Search(Method),
    /// The seed report's program, ported line by line.
    Seed(SeedHeuristic),
}

/// The puzzle's id, written once: its answers, presets and messages use it.
const ID: &str = "knight-path";

static ALGORITHMS: [(Algorithm, AlgorithmInfo); 10] = [
    (Algorithm::Search(Method::AstarExact), AlgorithmInfo {
        id: "astar-exact",
        name: "A* (exact board distance)",
        exact: true,
        traced: true,
        note: "A* whose heuristic is the knight distance of the full board in closed form (with the corrections near edges and corners): exact without walls, so the path is read off directly; admissible with walls. For another leaper, the bound from the most a move changes the row, the column and their sum (and the colour, when a + b is odd): admissible and consistent.",
    }),
    (Algorithm::Search(Method::Bfs), AlgorithmInfo {
        id: "bfs",
        name: "BFS",
        exact: true,
        traced: true,
        note: "Breadth-first search: expands squares in order of distance from the start.",
    }),
    (Algorithm::Search(Method::BidirectionalBfs), AlgorithmInfo {
        id: "bibfs",
        name: "Bidirectional BFS",
        exact: true,
        traced: true,
        note: "Two breadth-first searches, from the start and from the target, each expanding whole layers of the smaller side until they meet (Pohl 1971).",
    }),
    (Algorithm::Search(Method::AstarKnight), AlgorithmInfo {
        id: "astar-knight",
        name: "A* (unbounded-board distance)",
        exact: true,
        traced: true,
        note: "A* whose heuristic is the knight distance on an unbounded board: admissible and consistent, exact away from edges and walls.",
    }),
    (Algorithm::Search(Method::AstarEuclidean), AlgorithmInfo {
        id: "astar-euclidean",
        name: "A* (straight line / √5, seed)",
        exact: true,
        traced: true,
        note: "The seed's first heuristic: straight-line distance over the length of one knight move, √5.",
    }),
    (Algorithm::Search(Method::AstarManhattan), AlgorithmInfo {
        id: "astar-manhattan",
        name: "A* (Manhattan / 3, seed)",
        exact: true,
        traced: true,
        note: "Manhattan distance over 3, the most a knight move changes it (the seed divides by 4).",
    }),
    (Algorithm::Search(Method::Greedy), AlgorithmInfo {
        id: "greedy",
        name: "Greedy best-first (not guaranteed shortest)",
        exact: false,
        traced: true,
        note: "Always expands the square that looks closest to the target by the exact board distance, ignoring the moves already made: fast, but walls can make its path longer than the shortest.",
    }),
    (Algorithm::Search(Method::IdaStar), AlgorithmInfo {
        id: "ida-star",
        name: "IDA* (exact board distance)",
        exact: true,
        traced: true,
        note: "Iterative-deepening A* (Korf 1985): depth-first searches bounded by moves made + the exact board distance, the bound raised each round. Keeps only the current path, so with walls it searches the same squares again and again; a flood fill first checks that the target can be reached at all.",
    }),
    (Algorithm::Seed(SeedHeuristic::Sld), AlgorithmInfo {
        id: "seed-astar-sld",
        name: "The seed's A* program (SLD)",
        exact: false,
        traced: false,
        note: "The seed report's C program (knightAstar with heur = (int)sqrt((x²+y²)/5.0) and its heap.c) ported line by line, bugs included: the start's cost is 'infinity', every neighbour is enqueued, nothing is closed, popped squares get cost -1; read literally it never pops the goal on the seed's cases.",
    }),
    (Algorithm::Seed(SeedHeuristic::Manhattan), AlgorithmInfo {
        id: "seed-astar-manhattan",
        name: "The seed's A* program (Manhattan)",
        exact: false,
        traced: false,
        note: "The seed report's C program (knightAstar with heur = abs((x+y)/4) and its heap.c) ported line by line, bugs included: the start's cost is 'infinity', every neighbour is enqueued, nothing is closed, popped squares get cost -1; read literally it never pops the goal on the seed's cases.",
    }),
];

/// The seed of the 2 000 × 2 000 random preset (both corners are on squares).
pub const RANDOM_SEED: u64 = 2;

/// The seeded random board of the presets: `rows × cols` with `fraction`
/// of the squares off.
fn random(rows: u32, cols: u32, fraction: f64, seed: u64, from: Square, to: Square) -> Request {
    Request {
        random_off: Some(RandomOff { fraction, seed }),
        ..sized(rows, cols, from, to)
    }
}

fn preset(name: &'static str, request: Request) -> Preset {
    Preset { name, request }
}

fn sized(rows: u32, cols: u32, from: Square, to: Square) -> Request {
    Request {
        puzzle: ID.into(),
        rows: Some(rows),
        cols: Some(cols),
        from: Some(from),
        to: Some(to),
        ..Request::default()
    }
}

fn drawn(board: &str, from: Square, to: Square) -> Request {
    Request {
        puzzle: ID.into(),
        board: Some(board.into()),
        from: Some(from),
        to: Some(to),
        ..Request::default()
    }
}

/// The piece that walks the path ([`Puzzle::walker`]).
const WALKER: Piece = Piece::WhiteKnight;

impl Puzzle for KnightPath {
    fn id(&self) -> &'static str {
        ID
    }

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: ID,
            title: "Knight path",
            rules: "Move a knight from the start square to the target in as few moves as possible. A knight jumps two squares one way and one the other; it may not land on an off square (a wall).",
            source: "A course report: A* for the shortest knight path on a 500 × 500 board, with straight-line and Manhattan-distance heuristics, against a given iterative-deepening program; Hart, Nilsson & Raphael (1968)",
            algorithms: algorithm_infos(&ALGORITHMS),
            presets: vec![
                preset("8 × 8, corner to corner", drawn("......../......../......../......../......../......../......../........", [0, 0], [7, 7])),
                preset("8 × 8, corner to its diagonal neighbour", drawn("......../......../......../......../......../......../......../........", [0, 0], [1, 1])),
                preset("12 × 12 with walls", drawn(
                    "............/..........#./...####...#./......#...#./.###..#...#./......#.###./..#........./..#..####.../..#.....#.../..####..#.../........#.../............",
                    [0, 0], [11, 11])),
                preset("Seed: 500 × 500, (0, 0) → (499, 499)", sized(500, 500, [0, 0], [499, 499])),
                preset("Seed: 500 × 500, (238, 421) → (23, 142)", sized(500, 500, [238, 421], [23, 142])),
                preset("10,000 × 10,000, corner to corner", sized(10_000, 10_000, [0, 0], [9_999, 9_999])),
                preset("2,000 × 2,000, 20 % walls (seeded)", random(2_000, 2_000, 0.2, RANDOM_SEED, [0, 0], [1_999, 1_999])),
                preset("100 × 100, 25 % walls (seeded), to watch", random(100, 100, 0.25, 3, [0, 0], [99, 99])),
                preset("Unreachable: 3 × 3 to the centre", drawn(".../.../...", [0, 0], [1, 1])),
                preset(
                    "Zebra (2, 3): 500 × 500, (0, 0) → (499, 499)",
                    Request {
                        leaper: Some([2, 3]),
                        ..sized(500, 500, [0, 0], [499, 499])
                    },
                ),
            ],
            editor: EditorInfo::new(&['.', '#'], false, vec!["from", "to"], AnswerKind::Path).showing(WALKER.symbol(), "Knight", "Knight"),
            objective: super::Objective::MinMoves,
        }
    }

    /// A white knight walks the path.
    fn walker(&self) -> Option<Piece> {
        Some(WALKER)
    }

    /// The piece: any leaper ([`OptionInfo::leaper`]).
    fn options(&self) -> Vec<OptionInfo> {
        vec![OptionInfo::leaper()]
    }

    fn fields(&self) -> &'static [&'static str] {
        &["from", "to", "randomOff", "on", "trace", "leaper"]
    }

    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError> {
        let (algorithm, info) = choose(ID, &ALGORITHMS, request, |_| true)?;
        let board = need_board(board)?;
        let leaper = request.leaper()?;
        if matches!(algorithm, Algorithm::Seed(_)) && !leaper.is_knight() {
            return Err(RequestError::new(format!(
                "algorithm: {} is the seed's program for the knight, not the {}; use astar-exact, bfs or another search",
                info.id,
                leaper.words()
            )));
        }
        let from = request.from.unwrap_or([0, 0]);
        let to = request.to.unwrap_or([board.rows() - 1, board.cols() - 1]);
        on_square(&board, from, to)?;
        if let Some(random) = request.random_off {
            // A random wall under an end is found here, for those two squares
            // alone, so `check` refuses it in microseconds and no 10⁸ draws
            // are made first.
            random_off::check(random)?;
            for (name, sq) in [("from", from), ("to", to)] {
                let kept = request.on.as_ref().is_some_and(|on| on.contains(&sq));
                if !kept && random_off::is_off(random, board.cols(), sq) {
                    return Err(RequestError::new(format!(
                        "{name}: square {} is off the board (a wall drawn by randomOff with seed {}); move it or pick another seed",
                        at(sq),
                        random.seed
                    )));
                }
            }
        }
        if request.trace == Some(true) && !info.traced {
            return Err(RequestError::new(format!(
                "trace: knight-path records the search of every algorithm but the seed's programs (seed-astar-sld, seed-astar-manhattan), not {}",
                info.id
            )));
        }
        Ok(Box::new(Path {
            algorithm,
            info,
            board,
            random: request.random_off,
            on: request.on.clone().unwrap_or_default(),
            from,
            to,
            trace: request.trace == Some(true),
        }))
    }
}

/// Checks that `from` and `to` are on squares of `board`.
fn on_square(board: &Board, from: Square, to: Square) -> Result<(), RequestError> {
    for (name, sq) in [("from", from), ("to", to)] {
        board.check(sq).map_err(|e| RequestError::new(format!("{name}: {e}")))?;
        if !board.is_on(sq) {
            return Err(RequestError::new(format!(
                "{name}: square {} is off the board (a wall)",
                at(sq)
            )));
        }
    }
    Ok(())
}

/// A knight-path request, read: the board without its `randomOff` walls,
/// which the set-up draws.
struct Path {
    algorithm: Algorithm,
    info: &'static AlgorithmInfo,
    board: Board,
    random: Option<RandomOff>,
    /// Squares kept on after the random walls are drawn (`on`).
    on: Vec<Square>,
    from: Square,
    to: Square,
    trace: bool,
}

impl Instance for Path {
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let Path {
            algorithm,
            info,
            mut board,
            random,
            on,
            from,
            to,
            trace,
        } = *self;
        let mut stats = Stats {
            algorithm: info.id.to_owned(),
            ..Stats::default()
        };
        if let Some(random) = random {
            if random_off::draw_walls(&mut board, random, budget)?.is_err() {
                return Ok(Answer::new(ID, Status::Limit, stats));
            }
            // `on` was checked on the board when the request was read.
            for sq in on {
                let _ = board.set(sq, Cell::Empty);
            }
        }
        if from != to {
            let leaper = board.leaper();
            if let Some(why) = leaper.separated(from, to) {
                return Ok(Answer::new(ID, Status::Unsolvable, stats).because(format!(
                    "no path joins {} and {} on any board: {why}",
                    at(from),
                    at(to)
                )));
            }
            for (name, sq) in [("start", from), ("target", to)] {
                if board.leaps(sq).next().is_none() {
                    return Ok(Answer::new(ID, Status::Unsolvable, stats).because(format!(
                        "no {} move leaves or reaches the {name} square {}",
                        piece(&board),
                        at(sq)
                    )));
                }
            }
        }
        if algorithm.cannot_prove_unreachable() {
            if let Some(answer) = unreachable(
                &board,
                from,
                to,
                &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
            ) {
                return Ok(answer);
            }
        }
        let method = match algorithm {
            Algorithm::Seed(kind) => return Ok(seed_answer(&board, from, to, kind, budget, stats)),
            Algorithm::Search(method) => method,
        };
        let mut rec = find_path::recorder(&board, trace);
        let outcome = find_path::find_path(&board, from, to, method, &mut Meter::new(budget, &mut stats, &mut rec));
        let trace = trace.then(|| rec.into_trace());
        let answer = match outcome {
            Outcome::Found(path) => {
                let steps = path
                    .windows(2)
                    .map(|w| Step {
                        from: w[0],
                        to: w[1],
                        over: None,
                    })
                    .collect();
                Answer::new(ID, Status::Solved, stats).with_steps(steps, info.exact)
            }
            Outcome::Exhausted if method == Method::AstarExact && !board.has_off() && board.leaper().is_knight() => {
                closed_form_unsolvable(&board, stats)
            }
            Outcome::Exhausted => Answer::new(ID, Status::Unsolvable, stats).because(format!(
                "every square the {} can reach from the start was searched: the target is not among them",
                piece(&board)
            )),
            Outcome::Limit => Answer::new(ID, Status::Limit, stats),
        };
        Ok(Answer { trace, ..answer })
    }
}

impl Algorithm {
    /// Whether the algorithm may never end on an unreachable target: IDA*
    /// keeps no table of what it saw, so it tries every simple path of the
    /// start's region first, and the seed's program never stops on its own.
    /// Such algorithms run after [`unreachable`].
    fn cannot_prove_unreachable(self) -> bool {
        matches!(self, Algorithm::Search(Method::IdaStar) | Algorithm::Seed(_))
    }
}

/// The answer when `to` cannot be reached from `from` (both on squares of
/// `board`), `None` when it can (or, on a board of more than
/// [`reach::FILL_MAX`] squares, when the fill could not tell): on a full
/// board by the closed-form distance, with walls by a flood fill
/// ([`reach`]) charged to the meter. A `limit`
/// answer when the budget ran out first.
fn unreachable(board: &Board, from: Square, to: Square, meter: &mut Meter<'_, '_>) -> Option<Answer> {
    if !board.has_off() && board.leaper().is_knight() {
        return board_distance(board.rows(), board.cols(), from, to)
            .is_none()
            .then(|| closed_form_unsolvable(board, meter.stats.clone()));
    }
    match reach::reach(board, from, to, reach::FILL_MAX, meter) {
        // Unknown: a large board whose regions neither met nor closed in
        // the fill's squares; the algorithm runs without the proof.
        reach::Reach::Reachable | reach::Reach::Unknown => None,
        reach::Reach::Limit => Some(Answer::new(ID, Status::Limit, meter.stats.clone())),
        reach::Reach::Unreachable { closed, squares } => {
            let plural = if squares == 1 { "" } else { "s" };
            Some(
                Answer::new(ID, Status::Unsolvable, meter.stats.clone()).because(format!(
                    "the target cannot be reached: a flood fill from the {closed} found its whole region ({} square{plural}) without meeting the {}",
                    grouped(squares),
                    if closed == "start" { "target" } else { "start" }
                )),
            )
        }
    }
}

/// What the walking piece is called in reasons: "knight", or the leaper
/// ("camel (1, 3)").
pub(super) fn piece(board: &Board) -> String {
    let leaper = board.leaper();
    if leaper.is_knight() {
        "knight".to_owned()
    } else {
        leaper.words()
    }
}

/// `unsolvable` on a full board, proved by the closed-form distance.
fn closed_form_unsolvable(board: &Board, stats: Stats) -> Answer {
    Answer::new(ID, Status::Unsolvable, stats).because(format!(
        "no knight path joins these squares on a full {} × {} board (the closed-form distance, checked against BFS on every board up to 12 × 12)",
        grouped(board.rows()),
        grouped(board.cols())
    ))
}

/// Runs the seed's C program ([`seed_astar`]) and turns its end into an
/// answer. The C code keeps no parents, so when it answers `n` moves a BFS
/// finds a shortest path: if it has `n` moves, that path is shown (solved,
/// optimal); otherwise nothing is claimed (limit) and the reason gives both
/// numbers. The stats are the C program's (pops, enqueues, heap size).
/// `optimal` is false: the length is BFS's proof, not the seed program's
/// (it is listed as not exact).
fn seed_answer(
    board: &Board,
    from: Square,
    to: Square,
    kind: seed_astar::SeedHeuristic,
    budget: &mut Budget<'_>,
    mut stats: Stats,
) -> Answer {
    use seed_astar::SeedEnd;
    let end = seed_astar::seed_astar(
        board,
        from,
        to,
        kind,
        &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
    );
    stats.millis = budget.elapsed_millis();
    let limit = |why: String| Answer::new(ID, Status::Limit, stats.clone()).because(why);
    let n = match end {
        SeedEnd::Answered(n) => n,
        SeedEnd::Limit => return Answer::new(ID, Status::Limit, stats),
        SeedEnd::HeapFull | SeedEnd::Empty => {
            return limit(format!(
                "the seed's program did not pop the goal in {} pops: squares already popped (cost -1) keep re-entering the heap below the goal's entry, so its heap grew past {} entries (the program as printed never stops here; the seed's own counts come from another version of it)",
                grouped(stats.expanded),
                grouped(seed_astar::HEAP_MAX)
            ))
        }
    };
    let mut bfs_stats = Stats::default();
    match find_path::find_path(board, from, to, Method::Bfs, &mut Meter::new(budget, &mut bfs_stats, &mut Recorder::off())) {
        Outcome::Found(path) if i64::try_from(path.len()).ok() == Some(n + 1) => {
            let steps = path
                .windows(2)
                .map(|w| Step { from: w[0], to: w[1], over: None })
                .collect();
            Answer::new(ID, Status::Solved, stats)
                .with_steps(steps, false)
                .because(format!(
                    "the seed's program answered {n} moves; it keeps no parents, so the path shown is a BFS path of that length (BFS, not the seed's program, proves it shortest, so optimal is not claimed)",
                    n = grouped(n)
                ))
        }
        Outcome::Found(path) => limit(format!(
            "the seed's program answered {n} moves, but the shortest path has {} (BFS): its answer is not a path length",
            grouped(path.len().saturating_sub(1)),
            n = grouped(n)
        )),
        _ => limit(format!(
            "the seed's program answered {n} moves, but BFS found no path to check it against",
            n = grouped(n)
        )),
    }
}

#[cfg(test)]
mod tests;
