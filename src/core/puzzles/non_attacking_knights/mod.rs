//! `non-attacking-knights`: place as many knights as possible so that none
//! attacks another, on any board with off squares and with knights already
//! placed that must stay.
//!
//! Seed: Alencar, *The k Knights problem* (docs/SEEDS.md): a greedy
//! heuristic ("place each knight where it restricts the fewest squares"),
//! then branch and bound over every square, which took 220 s on 6 × 6.
//! Here the maximum comes from a maximum matching, in milliseconds on a
//! million squares, and the heuristic is offered for comparison.
//!
//! # Request
//! The board as `board` text (`N` a knight already placed, `.` empty, `#`
//! off) or `rows`, `cols` and `off`; at most [`layout::MAX_SQUARES`]
//! squares. `mode`: `"one"` (default) or `"count"` (boards of at most
//! [`count::MAX_SQUARES`] squares, `rows × cols`). `trace: true` (the
//! seed's greedy and branch and bound): the answer's `trace.steps` lists
//! the knights placed and removed, the best placements and the cuts;
//! (`matching`) the augmenting paths, König's vertex cover and the
//! placement (docs/API.md).
//!
//! # Answer
//! - `placement`: every knight of the answer, the placed ones first (in
//!   row-major order, exactly the request's `N` squares), then the added
//!   ones (row-major); `reason` says how many of each, so the page can tell
//!   them apart without comparing.
//! - `length`: the number of knights; `optimal`: whether it is proved
//!   maximum (false only for the seed's heuristic).
//! - mode `"count"`: also `count`, how many placements of that many knights
//!   exist (all keeping the placed knights).
//!
//! # Algorithms
//! In the order `puzzles()` lists them; a request that names none gets the
//! first that takes it (`matching`, or `profile-dp` for mode `"count"`).
//! - `matching`: [`matching`], Hopcroft–Karp and König's theorem; mode
//!   `"one"`.
//! - `profile-dp`: [`count`], dynamic programming over the squares, which
//!   also counts (the only one for mode `"count"`); up to 64 squares.
//! - `branch-and-bound-seed`: [`bound`], the seed's exact search, for
//!   comparison; up to 64 free squares.
//! - `greedy-seed`: [`greedy`], the seed's heuristic, not guaranteed
//!   maximum.

pub mod bound;
mod coach;
pub mod count;
pub mod greedy;
pub mod layout;
pub mod matching;
mod place;

use super::{
    algorithm_infos, choose, mode, need_board, AlgorithmInfo, AnswerKind, EditorInfo, Instance, Mode, OptionInfo,
    Preset, Puzzle, PuzzleInfo,
};
use crate::core::board::{Board, BoardSize, Leaper, Square};
use crate::core::request::{Answer, Count, Request, RequestError, Status};
use crate::core::search::trace::{Recorder, EVENTS_CAP};
use crate::core::search::{Budget, Meter, Stats};
use crate::core::words::{grouped, plural};
use layout::Layout;

/// The `non-attacking-knights` puzzle.
pub struct NonAttackingKnights;

const ID: &str = "non-attacking-knights";

/// An algorithm of non-attacking knights (ids in [`ALGORITHMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Algorithm {
    /// `matching`: Hopcroft–Karp and König's theorem.
    Matching,
    /// `profile-dp`: dynamic programming that also counts.
    ProfileDp,
    /// `branch-and-bound-seed`: the seed's exact search.
    BranchAndBoundSeed,
    /// `greedy-seed`: the seed's heuristic.
    GreedySeed,
}

/// The modes offered, the default first.
const MODES: [(Mode, &str); 2] = [(Mode::One, "Most knights"), (Mode::Count, "Count placements")];

static ALGORITHMS: [(Algorithm, AlgorithmInfo); 4] = [
    (Algorithm::Matching, AlgorithmInfo {
        id: "matching",
        name: "Maximum matching (Hopcroft–Karp + König)",
        exact: true,
        traced: true,
        note: "A knight always changes square colour, so its graph is bipartite (so is every leaper's, in a colouring each of its moves changes; the answer names it) and, by König's theorem, the most knights = free squares − maximum matching. Hopcroft–Karp (1973) finds the matching; König's proof turns it into a placement. Up to 1,000 × 1,000 squares.",
    }),
    (Algorithm::ProfileDp, AlgorithmInfo {
        id: "profile-dp",
        name: "Dynamic programming over rows (counts too)",
        exact: true,
        traced: false,
        note: "Decides the squares one by one, remembering which of the last two rows' squares hold knights; keeps the most knights and the number of ways for each such profile. Exact maximum and the number of maximum placements. Boards of at most 64 squares.",
    }),
    (Algorithm::BranchAndBoundSeed, AlgorithmInfo {
        id: "branch-and-bound-seed",
        name: "Branch and bound (seed)",
        exact: true,
        traced: true,
        note: "The seed's exact search: take the first open square, try it empty, then with a knight; prune when knights plus open squares cannot beat the best known, which starts as the greedy placement. Exponential: fine to 6 × 6, slow past 8 × 8. At most 64 free squares.",
    }),
    (Algorithm::GreedySeed, AlgorithmInfo {
        id: "greedy-seed",
        name: "Greedy (seed): not guaranteed maximum",
        exact: false,
        traced: true,
        note: "The seed's heuristic: each knight goes on the free square that would attack the fewest free squares (ties: lowest row, then leftmost column). Fast, but 15 knights on 6 × 6 where 18 fit.",
    }),
];

fn preset(name: &'static str, request: Request) -> Preset {
    Preset { name, request }
}

fn drawn(board: &str, mode: Option<&str>) -> Request {
    Request {
        puzzle: ID.into(),
        board: Some(board.into()),
        mode: mode.map(Into::into),
        ..Request::default()
    }
}

impl Puzzle for NonAttackingKnights {
    fn id(&self) -> &'static str {
        ID
    }

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: ID,
            title: "Non-attacking knights",
            rules: "Place as many knights as you can so that no knight attacks another. A knight attacks the squares a knight's move away (two squares one way, one the other). Knights already on the board must stay; off squares take no knight.",
            source: "M. R. Alencar, “The k Knights problem” (a course report: a greedy placement heuristic against exhaustive branch and bound, boards up to 6 × 6); König (1931)",
            algorithms: algorithm_infos(&ALGORITHMS),
            presets: vec![
                preset("Seed: 3 × 3", drawn(".../.../...", None)),
                preset("Seed: 4 × 4", drawn("..../..../..../....", None)),
                preset("Seed: 6 × 6", drawn("....../....../....../....../....../......", None)),
                preset("8 × 8", drawn("......../......../......../......../......../......../......../........", None)),
                preset(
                    "8 × 8: count the maximum placements",
                    drawn("......../......../......../......../......../......../......../........", Some("count")),
                ),
                preset(
                    "Camels (1, 3), 8 × 8: the most that attack none",
                    Request {
                        leaper: Some([1, 3]),
                        ..drawn(
                            "......../......../......../......../......../......../......../........",
                            None,
                        )
                    },
                ),
                preset(
                    "Knights already placed, 8 × 8",
                    drawn("......../..N...../......../.....N../......../.N....../......../......N.", None),
                ),
                preset(
                    "Holes, 10 × 10",
                    drawn("........../...##...../...##...../........../.#......#./.#......#./........../...##...../...##...../..........", None),
                ),
            ],
            editor: EditorInfo::new(&['N', '.', '#'], false, Vec::new(), AnswerKind::Placement).named('N', "Knight", "Knight"),
            objective: super::Objective::MaxPieces,
        }
    }

    /// Every on square a knight's move from a knight on the board.
    fn attacked(&self, board: &Board) -> Vec<Square> {
        let mut out: Vec<Square> = board.pieces().flat_map(|(s, _)| board.leaps(s)).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn options(&self) -> Vec<OptionInfo> {
        vec![
            OptionInfo::leaper(),
            OptionInfo::mode(
            &MODES,
            "Most knights: one placement, proved maximum. Count placements: also how many maximum placements there are (boards of at most 64 squares).",
            ),
        ]
    }

    fn fields(&self) -> &'static [&'static str] {
        &["mode", "trace", "leaper"]
    }

    /// At most [`layout::MAX_SQUARES`] squares, off ones included.
    fn check_size(&self, size: BoardSize) -> Result<(), RequestError> {
        layout::check_size(size.rows, size.cols)
    }

    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError> {
        let mode = mode(ID, request, &MODES)?;
        let (algorithm, info) = choose(ID, &ALGORITHMS, request, |a| {
            mode == Mode::One || a == Algorithm::ProfileDp
        })?;
        if mode == Mode::Count && algorithm != Algorithm::ProfileDp {
            return Err(RequestError::new(format!(
                "mode \"count\" needs algorithm \"profile-dp\", not \"{}\"",
                info.id
            )));
        }
        let layout = Layout::new(&need_board(board)?)?;
        if algorithm == Algorithm::ProfileDp && !layout.leaper().is_knight() {
            return Err(RequestError::new(format!(
                "leaper: profile-dp (and mode \"count\") counts knights only, whose moves reach two rows; the {} is answered by matching",
                layout.leaper().words()
            )));
        }
        if algorithm == Algorithm::ProfileDp {
            let cells = u64::from(layout.rows()) * u64::from(layout.cols());
            if cells > count::MAX_SQUARES {
                return Err(RequestError::new(format!(
                    "board: {} × {} = {} squares; profile-dp (and mode \"count\") takes at most {} (rows × cols, off squares included)",
                    grouped(layout.rows()),
                    grouped(layout.cols()),
                    grouped(cells),
                    grouped(count::MAX_SQUARES)
                )));
            }
        }
        let free = layout
            .kinds()
            .iter()
            .filter(|&&s| s == layout::SquareKind::Free)
            .count();
        if algorithm == Algorithm::BranchAndBoundSeed && free > bound::MAX_FREE {
            return Err(too_many_free());
        }
        let trace = request.trace.unwrap_or(false);
        if trace && !info.traced {
            return Err(RequestError::new(format!(
                "trace: non-attacking-knights records matching, branch-and-bound-seed and greedy-seed, not {}",
                info.id
            )));
        }
        Ok(Box::new(Knights {
            algorithm,
            info,
            counting: mode == Mode::Count,
            layout,
            trace,
        }))
    }
}

/// A non-attacking-knights request, read.
struct Knights {
    algorithm: Algorithm,
    info: &'static AlgorithmInfo,
    counting: bool,
    layout: Layout,
    /// Record the search's events.
    trace: bool,
}

impl Instance for Knights {
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let Knights {
            algorithm,
            info,
            counting,
            layout,
            trace,
        } = *self;
        let mut rec = if trace {
            Recorder::new(true, EVENTS_CAP)
        } else {
            Recorder::off()
        };
        let mut stats = Stats {
            algorithm: info.id.to_owned(),
            ..Stats::default()
        };
        let placed = layout.placed();
        let mut meter = Meter::new(budget, &mut stats, &mut rec);
        let (added, reason, count) = match algorithm {
            Algorithm::ProfileDp => {
                let Ok(counted) = count::count(&layout, &mut meter) else {
                    return Ok(Answer::new(ID, Status::Limit, stats));
                };
                let added: Vec<u32> = counted
                    .placement
                    .into_iter()
                    .filter(|&i| layout.kinds()[i as usize] != layout::SquareKind::Placed)
                    .collect();
                let how = format!(
                    "maximum by dynamic programming over every placement, which also counts them: {} maximum placements",
                    grouped(counted.count)
                );
                (added, how, counting.then_some(counted.count))
            }
            Algorithm::BranchAndBoundSeed => {
                let Ok(found) = bound::branch_and_bound(&layout, &mut meter) else {
                    return Ok(Answer::new(ID, Status::Limit, stats));
                };
                let Some(added) = found else {
                    return Err(too_many_free());
                };
                let how = "the seed's branch and bound: every placement that could beat the best known was searched"
                    .to_owned();
                (added, how, None)
            }
            Algorithm::GreedySeed => {
                let Ok(added) = greedy::greedy(&layout, &mut meter) else {
                    return Ok(Answer::new(ID, Status::Limit, stats));
                };
                let how = "the seed's greedy heuristic: each knight where it attacks the fewest free squares; not proved maximum".to_owned();
                (added, how, None)
            }
            Algorithm::Matching => {
                let Ok((added, matched)) = matching::maximum(&layout, &mut meter) else {
                    return Ok(Answer::new(ID, Status::Limit, stats));
                };
                let free = layout
                    .kinds()
                    .iter()
                    .filter(|&&s| s == layout::SquareKind::Free)
                    .count();
                (added, konig(layout.leaper(), free, matched), None)
            }
        };
        let total = placed.len() + added.len();
        let mut placement: Vec<Square> = placed;
        placement.extend(added.iter().map(|&i| layout.square(i as usize)));
        // The knights the position held are listed first (none: nothing to say).
        let reason = match total - added.len() {
            0 => reason,
            held => format!(
                "{reason}; the placement lists the {} already placed first, then the {} added",
                plural(held, "knight"),
                grouped(added.len())
            ),
        };
        Ok(Answer {
            placement: Some(placement),
            length: Some(total as u64),
            optimal: Some(info.exact),
            count: count.map(Count),
            trace: trace.then(|| rec.into_typed()),
            ..Answer::new(ID, Status::Solved, stats)
        }
        .because(reason))
    }
}

/// Why the matching's placement is maximum: König's theorem on the
/// leaper's bipartite graph of `free` squares with a maximum matching of
/// `matched` edges.
fn konig(leaper: Leaper, free: usize, matched: usize) -> String {
    let graph = if leaper.is_knight() {
        "the knight's graph is bipartite (a knight always changes square colour)".to_owned()
    } else {
        format!(
            "the graph of the {} is bipartite (every move changes whether {} is even)",
            leaper.words(),
            leaper.colour_rule()
        )
    };
    let pieces = leaper.name().map_or("pieces".to_owned(), |n| format!("{n}s"));
    format!(
        "maximum by König's theorem: {graph}, so the most {pieces} on the {free} free squares is {free} − {matched} (a maximum matching, Hopcroft–Karp)",
        free = grouped(free),
        matched = grouped(matched)
    )
}

/// The refusal of the seed's branch and bound on a board with more than
/// [`bound::MAX_FREE`] free squares.
fn too_many_free() -> RequestError {
    RequestError::new(format!(
        "board: more than {} free squares; branch-and-bound-seed takes at most that many (use matching)",
        bound::MAX_FREE
    ))
}

#[cfg(test)]
mod tests;
