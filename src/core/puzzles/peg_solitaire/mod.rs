//! `peg-solitaire`: jump pegs over pegs into empty holes, removing each
//! jumped peg, until one peg is left (anywhere, in the hole that was empty
//! at the start, or on a given hole) or a given goal position is reached.
//!
//! Seed: the backtracking exercise report (docs/SEEDS.md), exercise 2
//! ("Puzzle Pegs", Levitin & Levitin, *Algorithmic Puzzles*, 2011): the
//! 15-hole triangle with one hole empty; (a) leave one peg anywhere, (b)
//! leave it in the starting hole, in the fewest moves.
//!
//! # Request
//! - `board` (`o` peg, `.` empty hole, `#` not a hole), on `grid`
//!   `"square"` (four directions; `diagonal: true` adds the two
//!   diagonals) or `"triangle"` (six directions, docs/NOTATION.md). At most
//!   [`MAX_HOLES`] holes.
//! - `finish`: `"anywhere"` (default), `"start"` (the hole that was empty
//!   at the start; the board must have exactly one empty hole), or a hole
//!   `[row, col]`. Or `goal`: a whole target position, in notation.
//! - `minimize`: `"moves"` (default; consecutive jumps by the same peg are
//!   one move, the seed's "shortest") or `"jumps"` (any solution: with a
//!   given finish every solution has the same number of jumps).
//! - `trace: true`: the answer's `trace.steps` lists the search's jumps,
//!   undos, table hits and depth bounds (`search.rs`, docs/API.md).
//!
//! # Answer
//! `steps`, each a jump with `from`, `over` and `to`; `moves` and `jumps`
//! count them both (a peg's chain of jumps is one move), and `length` is
//! the one minimised: the moves, or with `minimize: "jumps"` the jumps.
//! `optimal: true` when that number is proved least: the moves by the
//! search, the jumps always (every solution to a finish has the same
//! number of jumps, one per peg removed).
//! When the fewest-moves search runs out of budget after a solution was
//! found, the answer is that solution with `optimal: false` and a `reason`
//! saying which numbers of moves were ruled out. `unsolvable` comes with
//! its proof: position classes, a pagoda function, or an exhausted search.
//!
//! # Algorithms
//! - `dfs` (the only one): [`search`], depth-first search with a
//!   transposition table of failing positions reduced by the board's
//!   symmetries ([`table`]), pruned by [`refute`], finds a first solution;
//!   for `minimize: "moves"` the fewest moves are then proved by meeting
//!   in the middle ([`meet`], G. I. Bell's sets of positions by moves,
//!   pruned by the Merson regions of [`regions`]), or, when the search is
//!   watched (`trace`), by iterative deepening on moves, whose jumps and
//!   undos replay on the board.

mod coach;
pub mod english;
pub mod game;
pub mod lp;
pub mod meet;
pub mod moves;
pub mod refute;
pub mod regions;
pub mod search;
pub mod table;

#[cfg(test)]
mod tests;

use super::{
    algorithm_infos, choose, need_board, AlgorithmInfo, AnswerKind, Choice, EditorInfo, Instance, OptionInfo,
    OptionKind, Preset, Puzzle, PuzzleInfo,
};
use crate::core::board::{Board, BoardSize, Grid};
use crate::core::memo as kept;
use crate::core::request::{Answer, Finish, Request, RequestError, Status};
use crate::core::search::trace::{EventKind, Recorder, EVENTS_CAP};
use crate::core::search::{Budget, Stats};
use game::Game;
pub use game::MAX_HOLES;
use search::{moves_of, Search};
use table::Table;

/// The `peg-solitaire` puzzle.
pub struct PegSolitaire;

const ID: &str = "peg-solitaire";

/// An algorithm of peg solitaire (ids in [`ALGORITHMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Algorithm {
    /// `dfs`: depth-first search with a table of failed positions.
    Dfs,
}

static ALGORITHMS: [(Algorithm, AlgorithmInfo); 1] = [(Algorithm::Dfs, AlgorithmInfo {
    id: "dfs",
    name: "Depth-first search + table of failed positions",
    exact: true,
    traced: true,
    note: "Depth-first search over jumps with a table of positions known to fail (symmetric positions share an entry), position classes and pagoda functions to prove boards unsolvable; for fewest moves, the positions a few moves from the start and from the finish grown until they meet (G. I. Bell's method), pruned by Merson regions, so the answer is proved minimal (a watched search deepens on moves instead).",
})];

/// What a peg-solitaire request minimises (`minimize`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Minimize {
    /// `"moves"` (the default): fewest moves, proved.
    Moves,
    /// `"jumps"`: any solution (every one has the same number of jumps).
    Jumps,
}

/// The 15-hole triangle of the seed with hole `[r, c]` empty.
fn triangle15(r: usize, c: usize) -> String {
    let mut rows: Vec<String> = (1..=5).map(|n| "o".repeat(n)).collect();
    rows[r].replace_range(c..=c, ".");
    rows.join("/")
}

/// A full triangle of `n` rows with the top hole empty.
fn triangle(n: usize) -> String {
    let mut rows: Vec<String> = (1..=n).map(|k| "o".repeat(k)).collect();
    rows[0] = ".".into();
    rows.join("/")
}

/// The English 33-hole board with the centre empty (docs/NOTATION.md).
pub const ENGLISH: &str = "##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##";
/// The French 37-hole board with hole `[2, 0]` empty, a start from which
/// one peg can be left (this solver finds a solution, which the tests
/// replay). The centre start cannot: position classes refute it.
pub const FRENCH: &str = "##ooo##/#ooooo#/.oooooo/ooooooo/ooooooo/#ooooo#/##ooo##";

fn preset(name: &'static str, board: String, grid: Grid, finish: Option<Finish>, minimize: &str) -> Preset {
    Preset {
        name,
        request: Request {
            puzzle: ID.into(),
            board: Some(board),
            grid: (grid == Grid::Triangle).then_some(Grid::Triangle),
            finish,
            minimize: Some(minimize.into()),
            ..Request::default()
        },
    }
}

impl Puzzle for PegSolitaire {
    fn id(&self) -> &'static str {
        ID
    }

    fn info(&self) -> PuzzleInfo {
        let start = || Some(Finish::Word("start".into()));
        let t = Grid::Triangle;
        PuzzleInfo {
            id: ID,
            title: "Peg solitaire",
            rules: "Jump a peg over a neighbouring peg into the empty hole straight beyond it; the jumped peg is removed. Leave one peg. Consecutive jumps by the same peg count as one move; fewest moves wins.",
            source: "The same course exercise report (“Backtracking”, 2023), exercise 2: Puzzle Pegs on the 15-hole triangle (Levitin & Levitin, Algorithmic Puzzles, 2011); Beasley, The Ins and Outs of Peg Solitaire (1985)",
            algorithms: algorithm_infos(&ALGORITHMS),
            presets: vec![
                preset("Seed (a): 15-hole triangle, top hole empty, one peg anywhere", triangle15(0, 0), t, None, "moves"),
                preset("Seed (b): 15-hole triangle, top hole empty, last peg in it", triangle15(0, 0), t, start(), "moves"),
                preset("Seed: 15-hole triangle, hole (2, 1) empty, last peg in it", triangle15(2, 1), t, start(), "moves"),
                preset("Seed: 15-hole triangle, hole (3, 1) empty, one peg anywhere", triangle15(3, 1), t, None, "moves"),
                preset("Triangle, 4 rows (10 holes)", triangle(4), t, None, "moves"),
                preset("Triangle, 6 rows (21 holes)", triangle(6), t, None, "moves"),
                preset("Triangle, 7 rows (28 holes)", triangle(7), t, None, "jumps"),
                preset("English 33-hole board, central game", ENGLISH.into(), Grid::Square, start(), "jumps"),
                preset("French 37-hole board, hole (2, 0) empty", FRENCH.into(), Grid::Square, None, "jumps"),
            ],
            editor: EditorInfo::new(&['o', '.', '#'], false, Vec::new(), AnswerKind::Jumps).named('.', "Empty hole", "Hole"),
            objective: super::Objective::MinMoves,
        }
    }

    fn options(&self) -> Vec<OptionInfo> {
        let choice = |field, label, choices: &[(&'static str, &'static str)], note| OptionInfo {
            field,
            label,
            kind: OptionKind::Choice,
            choices: choices
                .iter()
                .map(|&(value, label)| Choice {
                    value,
                    label: label.into(),
                })
                .collect(),
            note,
        };
        vec![
            choice(
                "finish",
                "Last peg",
                &[("anywhere", "Anywhere"), ("start", "In the start hole")],
                "Where the last peg must stand: anywhere, or in the hole that was empty at the start (the board needs exactly one empty hole).",
            ),
            choice(
                "minimize",
                "Fewest",
                &[("moves", "Moves"), ("jumps", "Any solution")],
                "Fewest moves (a peg's chain of jumps is one move), proved by iterative deepening; or any solution, found fast (every solution has the same number of jumps).",
            ),
            OptionInfo {
                field: "diagonal",
                label: "Diagonal jumps",
                kind: OptionKind::Toggle,
                choices: Vec::new(),
                note: "Square grids only: pegs may also jump along the two diagonals.",
            },
        ]
    }

    fn fields(&self) -> &'static [&'static str] {
        &["goal", "finish", "minimize", "diagonal", "trace", "resume"]
    }

    fn grids(&self) -> &'static [Grid] {
        &[Grid::Square, Grid::Triangle]
    }

    /// At most [`MAX_HOLES`] holes.
    fn check_size(&self, size: BoardSize) -> Result<(), RequestError> {
        if size.least_on() > MAX_HOLES as u64 {
            return Err(RequestError::new(format!(
                "board: {}; peg solitaire takes at most {MAX_HOLES} (turn holes off with #)",
                size.on_words("holes")
            )));
        }
        Ok(())
    }

    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError> {
        let (Algorithm::Dfs, info) = choose(ID, &ALGORITHMS, request, |_| true)?;
        let minimize = match request.minimize.as_deref() {
            None | Some("moves") => Minimize::Moves,
            Some("jumps") => Minimize::Jumps,
            Some(other) => {
                return Err(RequestError::new(format!(
                    "minimize: {} is not offered: use \"moves\" or \"jumps\"",
                    crate::core::words::quote(other)
                )))
            }
        };
        let board = need_board(board)?;
        let game = Game::new(&board, request)?;
        let trace = request.trace.unwrap_or(false).then(|| {
            // Each jump as `from * cells + to` in board cells.
            let cols = board.cols();
            let cells = board.rows().saturating_mul(cols);
            let cell = |hole: u8| {
                game.holes
                    .get(usize::from(hole))
                    .map_or(u32::MAX, |&[r, c]| r * cols + c)
            };
            game.jumps
                .iter()
                .map(|j| {
                    cell(j.from)
                        .checked_mul(cells)
                        .and_then(|v| v.checked_add(cell(j.to)))
                        .unwrap_or(u32::MAX)
                })
                .collect::<Vec<u32>>()
        });
        let key = kept::key(
            kept::fingerprint(&Request {
                resume: None,
                ..request.clone()
            }),
            "peg-solitaire search",
        );
        Ok(Box::new(Pegs {
            info,
            minimize,
            game,
            trace,
            key,
            resume: request.resume == Some(true),
        }))
    }
}

/// A peg-solitaire request, read.
struct Pegs {
    info: &'static AlgorithmInfo,
    minimize: Minimize,
    game: Game,
    /// When watched: each jump's event value (see `Search::jump_cells`).
    trace: Option<Vec<u32>>,
    /// Where a search stopped by its budget is kept for `resume`: the
    /// request's fingerprint without `limits` and `resume`.
    key: u64,
    /// `resume: true`: go on from the kept search, if held.
    resume: bool,
}

/// A search stopped by its budget, kept in the thread under the request's
/// key so that `resume: true` goes on from it (`Keep searching`): what it
/// holds stays true whatever the budget.
struct Stopped {
    /// Positions proved to fail (for any number of moves, or within some).
    table: Table,
    /// The iterative deepening's bound reached: no solution has fewer
    /// moves (the start's corner-peg bound if it had not begun).
    depth: u32,
    /// The solution in hand, if any (jump indices).
    best: Option<Vec<u16>>,
    /// States expanded by the searches so far, for the reason.
    expanded: u64,
    /// The meeting's sets as they stood when the budget stopped them, to
    /// go on growing.
    sets: Option<meet::Held>,
}

/// Where a search stopped by its budget is kept, and whether this one
/// goes on from it (`resume: true`).
#[derive(Clone, Copy)]
struct Resume {
    key: u64,
    resume: bool,
}

impl Instance for Pegs {
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError> {
        let Pegs {
            info,
            minimize,
            game,
            trace,
            key,
            resume,
        } = *self;
        let watched = trace.is_some();
        let mut answer = solve_pegs(info, minimize, &game, trace, Resume { key, resume }, budget)?;
        if watched && answer.trace.is_none() {
            // Refuted before any search: nothing happened on the board.
            answer.trace = Some(Recorder::new(true, 0).into_typed());
        }
        Ok(answer)
    }
}

/// Solves `game`, recording the search when `trace` holds the jumps'
/// event values: jumps and undos of the depth-first search, table hits,
/// and for fewest moves a [`EventKind::Bound`] at each depth of the
/// iterative deepening (the board back at the start), then, when no depth
/// beat the first solution, a last bound of its moves and its jumps again,
/// so that the events replay to the answer.
fn solve_pegs(
    info: &'static AlgorithmInfo,
    minimize: Minimize,
    game: &Game,
    trace: Option<Vec<u32>>,
    resume: Resume,
    budget: &mut Budget<'_>,
) -> Result<Answer, RequestError> {
    let algo = info;
    let (target, class_proof) = refute::class_filter(game);
    let pagodas = refute::pagodas(game, target);
    let pagoda_proof = pagodas.iter().any(|p| p.value(game.start) < p.need);
    let refuted = |why: String| {
        let stats = Stats {
            algorithm: algo.id.to_owned(),
            ..Stats::default()
        };
        Ok(Answer::new(ID, Status::Unsolvable, stats).because(why))
    };
    if let Some(why) = class_proof {
        return refuted(why);
    }
    let pegs = game.start.count_ones();
    if pegs < target.pegs() {
        return refuted(format!(
            "jumps only remove pegs: the start has {pegs} and the finish needs {}",
            target.pegs()
        ));
    }
    if pagoda_proof {
        return refuted(
            "a pagoda function (Conway's golden-ratio resource count, Winning Ways ch. 23) is smaller on the start than on the finish, and no jump increases it".into(),
        );
    }
    let mut search = Search::new(game, target, pagodas, budget, algo.id);
    if let Some(cells) = trace {
        search.rec = Recorder::new(true, EVENTS_CAP);
        search.jump_cells = cells;
    }
    let (answer, rec) = search_resuming(&mut search, game, minimize, resume);
    Ok(Answer {
        trace: rec.is_on().then(|| rec.into_typed()),
        ..answer
    })
}

/// The depth-first search, then for fewest moves the iterative deepening;
/// the answer, and the recorder taken out of `search`. A search stopped by
/// its budget for this request is taken out of the thread's store (so that
/// nothing is kept for a request nobody goes on with) and, with `resume`,
/// gone on from: its table, its bound and its solution in hand; one
/// stopped by the budget here is put back.
fn search_resuming(search: &mut Search<'_, '_>, game: &Game, minimize: Minimize, resume: Resume) -> (Answer, Recorder) {
    let mut from = Carried::take(search, game, minimize, resume);
    let first = match from.first.take() {
        Some(path) => path,
        None => match search.any(game.start) {
            Err(_) => {
                from.keep(search, from.depth, None, None);
                return (Answer::new(ID, Status::Limit, take_stats(search)), take_rec(search));
            }
            Ok(false) => {
                let a = Answer::new(ID, Status::Unsolvable, take_stats(search)).because(format!(
                    "every position reachable from the start was searched (symmetric positions once): none is a finish{}",
                    from.began
                ));
                return (a, take_rec(search));
            }
            Ok(true) => std::mem::take(&mut search.path),
        },
    };
    if minimize == Minimize::Jumps {
        fewest_jumps(search, game, &first, &from.began)
    } else {
        fewest_moves(search, game, first, &mut from)
    }
}

/// The statistics taken out of `search`, for its answer.
fn take_stats(search: &mut Search<'_, '_>) -> Stats {
    std::mem::take(&mut search.stats)
}

/// The recorder taken out of `search`, for its answer's trace.
fn take_rec(search: &mut Search<'_, '_>) -> Recorder {
    std::mem::take(&mut search.rec)
}

/// What a run takes over from the search stopped before (nothing when it
/// starts over), and how it began, for the reason.
struct Carried {
    /// Where the search is kept (`Resume::key`).
    key: u64,
    /// The bound to deepen from: the start's lower bound, or the bound
    /// reached before if higher.
    depth: u32,
    /// The solution in hand before, if any (jump indices).
    first: Option<Vec<u16>>,
    /// States expanded by the searches before this run.
    before: u64,
    /// The meeting's sets the search before had grown, to go on from.
    sets: Option<meet::Held>,
    /// The reason's ending: went on, started over though asked to go on,
    /// or nothing.
    began: String,
}

impl Carried {
    /// Takes the search stopped before out of the thread's store (so that
    /// nothing is kept for a request nobody goes on with) and, with
    /// `resume.resume`, hands its table to `search`; the reason's ending
    /// says what was kept (the bound, the solution in hand, the table).
    fn take(search: &mut Search<'_, '_>, game: &Game, minimize: Minimize, resume: Resume) -> Self {
        let stopped = kept::take::<Stopped>(resume.key);
        let resumed = resume.resume && stopped.is_some();
        let mut from = Carried {
            key: resume.key,
            depth: search.start_bound(),
            first: None,
            before: 0,
            sets: None,
            began: String::new(),
        };
        if let Some(s) = stopped.filter(|_| resume.resume) {
            search.swap_table(s.table);
            from.depth = from.depth.max(s.depth);
            from.first = s.best;
            from.before = s.expanded;
            from.sets = s.sets;
        }
        if resumed {
            let bound = if minimize == Minimize::Moves {
                format!(
                    "from the bound {} it proved (no solution has fewer moves), ",
                    from.depth
                )
            } else {
                String::new()
            };
            let solution = from.first.as_deref().map_or_else(
                || "with its table of failing positions (it had found no solution)".to_owned(),
                |path| {
                    format!(
                        "with the {}-move solution it found and its table of failing positions",
                        moves_of(game, path)
                    )
                },
            );
            let sets = from.sets.as_ref().map_or_else(String::new, |held| {
                let (fwd, a, bwd, b) = held.sizes();
                format!(
                    ", and the sets it had grown meeting in the middle ({} positions within {} of the start, {} within {} of the finish)",
                    crate::core::words::grouped(fwd as u64),
                    crate::core::words::moves_word(a.into()),
                    crate::core::words::grouped(bwd as u64),
                    crate::core::words::moves_word(b.into())
                )
            });
            from.began = format!(
                "; went on from the search before ({} states expanded then): {bound}{solution}{sets}",
                crate::core::words::grouped(from.before)
            );
        } else if resume.resume {
            from.began = "; started over: the search before was no longer held (another request came between, or the worker was restarted)".to_owned();
        }
        from
    }

    /// Puts `search` (its table) back in the thread's store, stopped at
    /// `depth` with `best` in hand and the meeting's `sets`, if any.
    fn keep(&self, search: &mut Search<'_, '_>, depth: u32, best: Option<Vec<u16>>, sets: Option<meet::Held>) {
        let table = search.swap_table(Table::new(0, 0));
        let expanded = self.before + search.stats.expanded;
        kept::put_only(
            self.key,
            Stopped {
                table,
                depth,
                best,
                expanded,
                sets,
            },
        );
    }
}

/// The answer for fewest jumps: the `first` solution found, proved fewest
/// jumps since every solution to this finish has as many.
fn fewest_jumps(search: &mut Search<'_, '_>, game: &Game, first: &[u16], began: &str) -> (Answer, Recorder) {
    let first_moves = moves_of(game, first);
    let steps = first.iter().map(|&k| game.step(&game.jumps[k as usize])).collect();
    // Every solution to this finish has this many jumps (each removes
    // one peg), so the jumps minimised are proved fewest; its moves
    // are not.
    let reason = format!(
        "{first_moves} moves · {} jumps; every solution to this finish has {} jumps (each jump removes one peg), so no solution has fewer; the moves are not proved fewest (minimize \"moves\" proves them){began}",
        first.len(),
        first.len()
    );
    let a = Answer::new(ID, Status::Solved, take_stats(search))
        .with_steps(steps, true)
        .because(reason);
    (measured(a, first_moves, Minimize::Jumps), take_rec(search))
}

/// The answer for fewest moves, from the `first` solution in hand: the
/// shortest found below it, proved fewest unless the budget ran out (then
/// the search is kept, to go on from).
fn fewest_moves(search: &mut Search<'_, '_>, game: &Game, first: Vec<u16>, from: &mut Carried) -> (Answer, Recorder) {
    // Fewest moves: meeting in the middle (`meet.rs`) when not watched,
    // else iterative deepening (`search.rs`), whose jumps replay; each
    // from the lower bound (or the bound reached before) up to one less
    // than the solution in hand.
    let first_moves = moves_of(game, &first);
    search.stats.best = Some(u64::from(first_moves));
    let watched = search.rec.is_on();
    let (best, proved, depth, met, sets) = if watched {
        let (best, proved, depth) = deepen(search, game, from.depth, first_moves);
        (best, proved, depth, None, None)
    } else {
        let tried = meet_between(search, game, from.depth, first_moves, from.sets.take());
        (tried.best, tried.proved, tried.depth, Some(tried.refuted), tried.sets)
    };
    let best = best.unwrap_or_else(|| {
        // No depth beat the first solution: show it again, from the start.
        search.rec.event(EventKind::Bound, first_moves);
        for &k in &first {
            let v = search.jump_cells.get(usize::from(k)).copied().unwrap_or(u32::MAX);
            search.rec.event(EventKind::Jump, v);
        }
        first
    });
    let n = moves_of(game, &best);
    let jumps = best.len();
    let steps = best.iter().map(|&k| game.step(&game.jumps[k as usize])).collect();
    search.stats.trying = None;
    if proved {
        search.stats.best = None;
        search.stats.lower_bound = None;
    } else {
        search.stats.lower_bound = Some(u64::from(depth));
        from.keep(search, depth, Some(best), sets);
    }
    let how = match met {
        Some(sizes) => meet::refutation(&sizes, n),
        None => "iterative deepening on moves searched every shorter depth to the end".to_owned(),
    };
    let began = &from.began;
    let reason = if proved {
        format!("{n} moves · {jumps} jumps, proved fewest moves: {how}{began}")
    } else {
        format!(
            "{n} moves · {jumps} jumps, not proved fewest: between {depth} and {n} moves; the budget ran out after proving that no solution has fewer than {depth} moves{began}"
        )
    };
    let a = Answer::new(ID, Status::Solved, take_stats(search))
        .with_steps(steps, proved)
        .because(reason);
    (measured(a, n, Minimize::Moves), take_rec(search))
}

/// `answer` (solved, with its steps) with its `moves` and `jumps`, and its
/// `length` the one minimised.
fn measured(answer: Answer, moves: u32, minimize: Minimize) -> Answer {
    let jumps = answer.length;
    Answer {
        moves: Some(u64::from(moves)),
        jumps,
        length: match minimize {
            Minimize::Moves => Some(u64::from(moves)),
            Minimize::Jumps => jumps,
        },
        ..answer
    }
}

/// Iterative deepening on moves from `depth` up to `upper − 1`: the
/// shorter solution found, whether the search ended (not stopped by the
/// budget), and the bound proved.
fn deepen(search: &mut Search<'_, '_>, game: &Game, mut depth: u32, upper: u32) -> (Option<Vec<u16>>, bool, u32) {
    while depth < upper {
        search.stats.lower_bound = Some(u64::from(depth));
        search.stats.trying = Some(u64::from(depth));
        search.rec.event(EventKind::Bound, depth);
        match search.within(game.start, depth) {
            Ok(true) => return (Some(std::mem::take(&mut search.path)), true, depth),
            Ok(false) => {
                search.path.clear();
                depth += 1;
            }
            Err(_) => return (None, false, depth),
        }
    }
    (None, true, depth)
}

/// The fewest moves below `upper` (the solution in hand) by meeting in the
/// middle ([`meet::Meet`]), proved from `depth` (the bound reached before,
/// or the Merson regions' bound if higher): as [`deepen`], and the sets
/// that refuted one move fewer than the answer (for the reason).
///
/// A beam search first looks for a shorter solution in hand. With one of
/// `U` moves, one try of `U − 1` meets at the fewest or refutes them all,
/// raising the bound a level at a time; without, the tries go up a move at
/// a time, each first growing the sets that refuted one fewer.
fn meet_between(search: &mut Search<'_, '_>, game: &Game, depth: u32, upper: u32, sets: Option<meet::Held>) -> Tried {
    let stats = std::mem::take(&mut search.stats);
    let (target, pagodas, budget) = search.parts();
    let mut meet = meet::Meet::new(game, target, pagodas, budget, stats);
    if let Some(held) = sets {
        meet.hold(held);
    }
    let mut depth = depth.max(meet.start_bound());
    meet.stats.lower_bound = Some(u64::from(depth));
    // Sides held by the search before are grown on, as it grew them: its
    // one try (of one move fewer than the solution in hand), or its try
    // of `depth` in the loop below. Otherwise a beam's solution shorter
    // than the one in hand makes one try.
    let held = meet.held_bound();
    let going_on = upper > 0 && held == Some(upper - 1);
    let short = if depth + 1 < upper && held.is_none() {
        meet.short_solution(upper)
    } else {
        None
    };
    let mut refuted = None;
    let mut result = (None, true);
    if going_on || short.is_some() {
        let upper = short.as_ref().map_or(upper, |path| moves_of(game, path));
        meet.stats.best = Some(u64::from(upper));
        if depth < upper {
            meet.stats.trying = Some(u64::from(depth));
            result = match meet.within(upper - 1, true) {
                Ok(found) => (found, true),
                Err(_) => (None, false),
            };
            let reached = meet.stats.lower_bound.map_or(depth, |b| b as u32);
            depth = depth.max(reached);
            refuted = (meet.sizes.most > 0).then_some(meet.sizes);
        }
    } else {
        while depth < upper {
            meet.stats.lower_bound = Some(u64::from(depth));
            meet.stats.trying = Some(u64::from(depth));
            // The sets that refuted one move fewer, grown by a level, often
            // meet already; when not, the try starts afresh.
            let found = match meet.extend(depth) {
                Ok(None) => meet.within(depth, false),
                other => other,
            };
            match found {
                Ok(Some(path)) => {
                    result = (Some(path), true);
                    break;
                }
                Ok(None) => {
                    refuted = Some(meet.sizes);
                    depth += 1;
                }
                Err(_) => {
                    result = (None, false);
                    break;
                }
            }
        }
    }
    let sets = if result.1 { None } else { meet.held() };
    search.stats = std::mem::take(&mut meet.stats);
    Tried {
        best: result.0.or(short),
        proved: result.1,
        depth,
        refuted: refuted.unwrap_or_default(),
        sets,
    }
}

/// What [`meet_between`] ends with.
struct Tried {
    /// A solution shorter than the one it was given, if found.
    best: Option<Vec<u16>>,
    /// Whether the search ended (not stopped by the budget).
    proved: bool,
    /// The bound proved: no solution has fewer moves.
    depth: u32,
    /// The sets that refuted one move fewer than the answer (all zero
    /// when the regions' bound did).
    refuted: meet::Sizes,
    /// The sets the budget stopped, to go on from.
    sets: Option<meet::Held>,
}
