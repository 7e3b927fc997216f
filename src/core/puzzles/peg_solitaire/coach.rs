//! The peg-solitaire coach: can the finish (one peg on the finish hole,
//! or the goal position) still be reached from the position played, and in
//! how few moves?
//!
//! The puzzle's own proofs come first ([`refute`]): position classes (de
//! Bruijn's rule of three), too few pegs, a pagoda function; on the English
//! central game played from its start, the table of the positions that can
//! still finish ([`english`]), exact for 22 pegs or more, whose positions
//! also lead the way down to where the search takes over; then a beam
//! search ([`Search::beam`]), which finds most solutions in milliseconds,
//! and the exact search ([`Search::any`], depth-first with the table of
//! failing positions), whose solution gives the hint, or whose exhaustion
//! proves the position dead. With `minimize: "moves"` (the default) the fewest
//! moves left are then proved by iterative deepening ([`Search::fewest`]),
//! the peg that jumped last free to go on jumping within the same move,
//! as far as the budget goes.
//!
//! The same is proved for the start (no move made) and kept in the
//! coach's memo ([`Attempt::recall`]): that number is the `optimum`, so
//! the best total from here, and a finish played by hand, are measured
//! against the fewest moves from the start ("solved in 11 moves; the
//! fewest is 9"). With `minimize: "jumps"` no optimum is given: every
//! solution has the same number of jumps, and moves are not minimised.

use super::english::{self, Tabled};
use super::game::{Game, Target};
use super::lp;
use super::refute::{self, Learned, Pagoda};
use super::search::{self, Search};
use super::table::Table;
use super::PegSolitaire;
use crate::core::board::Square;
use crate::core::coach::{self, Attempt, Coaching, Verdict};
use crate::core::play::{PegFinish, Play, Position, State};
use crate::core::request::RequestError;
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, LimitReached, Meter};
use crate::core::words::{self, grouped, plural};

use super::ID;

/// The position's finish as the search's target over `holes`.
fn target(finish: &PegFinish, holes: &[Square]) -> Result<Target, RequestError> {
    let mask = |squares: &[Square]| {
        squares
            .iter()
            .filter_map(|s| holes.binary_search(s).ok())
            .fold(0u64, |m, i| m | 1 << i)
    };
    Ok(match finish {
        PegFinish::OneOn(squares) => Target::One(mask(squares)),
        PegFinish::Pegs(squares) => Target::Position(mask(squares)),
    })
}

/// A solution found by an earlier call: the jumps (indices into the
/// game's jumps, the same for every position of a request) and the
/// position before each.
struct Solution {
    jumps: Vec<u16>,
    before: Vec<u64>,
}

impl Solution {
    /// The solution `jumps` from `pos`.
    fn of(game: &Game, mut pos: u64, jumps: &[u16]) -> Solution {
        let mut before = Vec::with_capacity(jumps.len());
        for &k in jumps {
            before.push(pos);
            if let Some(j) = game.jumps.get(k as usize) {
                pos = j.apply(pos);
            }
        }
        Solution {
            jumps: jumps.to_vec(),
            before,
        }
    }

    /// The rest of the solution from `pos`, when it passes through it.
    fn from(&self, pos: u64) -> Option<Vec<u16>> {
        let at = self.before.iter().position(|&p| p == pos)?;
        self.jumps.get(at..).map(<[u16]>::to_vec)
    }
}

/// Moves of a sequence of jumps (indices into `game.jumps`) when a first
/// jump by the peg on `free` continues the move made.
fn moves_of(game: &Game, path: &[u16], free: Option<u8>) -> u32 {
    let mut moves = 0;
    let mut last = free;
    for &k in path {
        if let Some(j) = game.jumps.get(k as usize) {
            if last != Some(j.from) {
                moves += 1;
            }
            last = Some(j.to);
        }
    }
    moves
}

/// What the searches proved about one position.
enum Found {
    /// The finish can no longer be reached; why.
    Dead(String),
    /// Nothing was proved within the budget.
    Unknown,
    /// The finish can be reached: a solution of `upper` moves was found
    /// (`None`: the English central game's table says so, and no whole
    /// solution was found within the budget); `hint` is its first jump (or
    /// a shortest solution's, or one the table keeps on track), `fewest`
    /// the fewest moves when proved.
    Solvable {
        upper: Option<u32>,
        hint: Option<u16>,
        fewest: Option<u32>,
    },
}

/// The memo's key of the fewest moves from the start ([`Attempt::recall`]).
const OPTIMUM: &str = "peg-solitaire: the fewest moves from the start";

/// Whether the request asks for any solution (`minimize: "jumps"`): the
/// fewest moves are then not searched for.
fn any_solution(attempt: &Attempt<'_>) -> bool {
    attempt.request.minimize.as_deref() == Some("jumps")
}

/// The game of `position` (a peg-solitaire position, not at its finish).
fn game_of(position: &Position) -> Result<Game, String> {
    let State::Pegs { diagonal, finish } = &position.state else {
        return Err("not a peg-solitaire position".to_owned());
    };
    Game::build(&position.board, *diagonal, |holes, _| target(finish, holes)).map_err(|e| e.to_string())
}

/// The hole of `square` in `game`, as the search numbers it.
fn hole(game: &Game, square: Option<Square>) -> Option<u8> {
    square.and_then(|s| game.holes.binary_search(&s).ok()).map(|i| i as u8)
}

/// What can be proved about `game`'s start (the position played, or the
/// attempt's start) within `budget`, the peg on `free` (the one that
/// jumped last) free to go on jumping within the same move: the quick
/// proofs ([`refute`]), then the search, going on with the table of
/// failing positions kept by earlier calls. With `follow`, a solution kept
/// by the last call is followed when the position lies on it, and the
/// solution found is kept for the next. Adds what the search did to
/// `stats`.
fn analyse(attempt: &Attempt<'_>, game: &Game, free: Option<u8>, follow: bool, meter: &mut Meter<'_, '_>) -> Found {
    let (budget, stats, _) = meter.parts();
    let (target, class_proof) = refute::class_filter(game);
    if let Some(why) = class_proof {
        return Found::Dead(why);
    }
    let pagodas = refute::pagodas(game, target);
    if let Some(why) = quick_proof(game, target, &pagodas) {
        return Found::Dead(why);
    }
    // What earlier calls on this request left: the positions proved to
    // fail (true for any start), and the last solution found.
    let kept = (matches!(target, Target::One(_)), target.holes());
    let mut search = Search::new(game, target, pagodas, budget, "dfs");
    search.order = inward(game);
    if let Some((table, learned)) = attempt.take_kept::<(Table, Learned)>(kept) {
        search.swap_table(table);
        search.swap_learned(learned);
    }
    let before = if follow {
        attempt.take_kept::<Solution>(kept).and_then(|s| s.from(game.start))
    } else {
        None
    };
    // The English central game's table, where it answers.
    let tabled = if before.is_none() { central(attempt, game) } else { None };
    let alive = tabled.as_ref().and_then(|t| t.alive(game.start));
    let (walked, from) = match (&tabled, alive) {
        (Some(t), Some(true)) => walk(game, t, &search.order),
        _ => (Vec::new(), game.start),
    };
    let outcome = match (before, alive) {
        (_, Some(false)) => Ok(false),
        (Some(rest), _) => {
            search.path = rest;
            Ok(true)
        }
        (None, _) => first_solution(&mut search, from, beam_width(attempt)).inspect(|_| {
            let rest = std::mem::take(&mut search.path);
            search.path = walked.iter().copied().chain(rest).collect();
        }),
    };
    let found = match outcome {
        Ok(false) if alive == Some(false) => Found::Dead(format!(
            "this position is not in the English board's table of those that play from the central start reaches and that can still finish in the centre (every one with {} pegs or more; 1,679,072 classes in all, as G. I. Bell counted)",
            english::FEWEST_PEGS
        )),
        Err(_) if alive == Some(true) => Found::Solvable {
            upper: None,
            hint: walked.first().copied(),
            fewest: None,
        },
        // Out of budget: the best pagoda function for this very
        // position, by linear programming, may still prove it dead.
        Err(_) => lp::refutation(game, game.start, target).map_or(Found::Unknown, Found::Dead),
        Ok(false) => Found::Dead(
            "every position reachable from here was searched (symmetric positions once, those a pagoda function proves stuck cut off): none is a finish".to_owned(),
        ),
        Ok(true) => {
            let found = std::mem::take(&mut search.path);
            if follow {
                attempt.keep(kept, Solution::of(game, game.start, &found));
            }
            solvable(attempt, game, &mut search, &found, free)
        }
    };
    // The positions proved to fail stay true for the next call.
    attempt.keep(
        kept,
        (
            search.swap_table(Table::new(0, 0)),
            search.swap_learned(Learned::default()),
        ),
    );
    stats.expanded += search.stats.expanded;
    stats.generated += search.stats.generated;
    found
}

/// The first of the quick proofs that `game`'s start cannot reach
/// `target` (its pagoda functions `pagodas`): too few pegs, a pagoda
/// function, no jump left.
fn quick_proof(game: &Game, target: Target, pagodas: &[Pagoda]) -> Option<String> {
    let pegs = game.start.count_ones();
    if pegs < target.pegs() {
        return Some(format!(
            "jumps only remove pegs: {} left and the finish needs {}",
            plural(pegs as usize, "peg"),
            target.pegs()
        ));
    }
    if pagodas.iter().any(|p| p.value(game.start) < p.need) {
        return Some(
            "a pagoda function (Conway's golden-ratio resource count, Winning Ways ch. 23) is smaller here than on the finish, and no jump increases it".to_owned(),
        );
    }
    if !game.jumps.iter().any(|j| j.legal(game.start)) {
        return Some(format!(
            "no jump is left, with {} on the board",
            plural(pegs as usize, "peg")
        ));
    }
    None
}

/// What [`analyse`] found when `search` found the solution `found` from
/// `game`'s start: its moves, its first jump as the hint, and (unless the
/// attempt asks for any solution) the fewest moves, searched within the
/// budget, whose first jump is then the hint.
fn solvable(attempt: &Attempt<'_>, game: &Game, search: &mut Search<'_, '_>, found: &[u16], free: Option<u8>) -> Found {
    let upper = moves_of(game, found, free);
    let mut hint = found.first().copied();
    let fewest = if any_solution(attempt) {
        None
    } else {
        match search.fewest(game.start, free, upper) {
            Ok(n) if n < upper => {
                hint = search.path.first().copied().or(hint);
                Some(n)
            }
            Ok(n) => Some(n),
            Err(_) => None,
        }
    };
    Found::Solvable {
        upper: Some(upper),
        hint,
        fewest,
    }
}

/// Whether `pos` can reach the finish, with [`Search::path`] a solution
/// when it can: beam searches first, which find most solutions in
/// milliseconds — [`search::BEAM_WIDTH`] positions wide, then four times
/// wider each time up to `widest` —, then the depth-first search, which
/// finds the rest or proves there is none.
fn first_solution(search: &mut Search<'_, '_>, pos: u64, widest: usize) -> Result<bool, LimitReached> {
    let mut width = search::BEAM_WIDTH;
    loop {
        search.beam_width = width;
        if search.beam(pos)? {
            return Ok(true);
        }
        if width >= widest {
            break;
        }
        width = (width * 4).min(widest);
    }
    search.path.clear();
    search.any(pos)
}

/// Positions the coach's widest beam keeps per question millisecond: the
/// page's first question (80 ms) keeps [`search::BEAM_WIDTH`], its
/// background questions (250 ms, 2 s, 10 s) widen the beam, which finds
/// solutions the narrow one missed (BENCHMARKS.md, "Coach in random
/// games").
const BEAM_PER_MILLI: f64 = 6.0;
/// The widest beam (memory: about 100 bytes a position kept).
const BEAM_MOST: usize = 16_384;

/// The widest beam for `attempt`'s budget ([`BEAM_PER_MILLI`]).
fn beam_width(attempt: &Attempt<'_>) -> usize {
    let millis = attempt
        .request
        .limits
        .as_ref()
        .and_then(|l| l.millis)
        .unwrap_or(coach::DEFAULT_MILLIS);
    ((millis * BEAM_PER_MILLI) as usize).clamp(search::BEAM_WIDTH, BEAM_MOST)
}

/// The English central game's table ([`english`]) for `game`, when the
/// attempt is that game played from its central start.
fn central(attempt: &Attempt<'_>, game: &Game) -> Option<Tabled> {
    let tabled = Tabled::of(game)?;
    let start = game_of(attempt.start()).ok()?;
    Tabled::is_central_start(&start).then_some(tabled)
}

/// From `game`'s start (a position the table says can still finish), the
/// jumps down the table's positions that can still finish to its last
/// level ([`english::FEWEST_PEGS`] pegs), each the first in `order` that
/// keeps the finish reachable; and the position they reach.
fn walk(game: &Game, table: &Tabled, order: &[u16]) -> (Vec<u16>, u64) {
    let mut walked = Vec::new();
    let mut pos = game.start;
    while pos.count_ones() > english::FEWEST_PEGS {
        let next = order.iter().find_map(|&k| {
            let j = game.jumps.get(k as usize)?;
            (j.legal(pos) && table.alive(j.apply(pos)) == Some(true)).then_some((k, j))
        });
        let Some((k, j)) = next else { break };
        walked.push(k);
        pos = j.apply(pos);
    }
    (walked, pos)
}

/// The fewest moves from the attempt's start to the finish, when proved:
/// kept from an earlier call of this request ([`Attempt::recall`]: the
/// call at the start proves it as it proves any position's), else searched
/// from the start within what is left of `budget`. `None` with `minimize:
/// "jumps"` (every solution has the same number of jumps; moves are not
/// minimised), for a start that cannot reach the finish, and when the
/// budget runs out.
fn optimum(attempt: &Attempt<'_>, meter: &mut Meter<'_, '_>) -> Option<u64> {
    let (budget, _, _) = meter.parts();
    if any_solution(attempt) {
        return None;
    }
    if let Some(n) = attempt.recall(OPTIMUM) {
        return Some(n);
    }
    let start = attempt.start();
    let n = if PegSolitaire.is_goal(start) {
        0
    } else {
        budget.check_clock().ok()?;
        let game = game_of(start).ok()?;
        let free = hole(&game, start.last);
        match analyse(attempt, &game, free, false, meter) {
            Found::Solvable { fewest: Some(n), .. } => u64::from(n),
            Found::Solvable { .. } | Found::Dead(_) | Found::Unknown => return None,
        }
    };
    attempt.remember(OPTIMUM, n);
    Some(n)
}

/// "…, the fewest from the start" or "…; the fewest from the start is M"
/// after a best total of `best` moves, when the optimum is known.
fn versus(best: u64, optimum: Option<u64>) -> String {
    match optimum {
        Some(o) if o == best => format!("{} in all, the fewest from the start", grouped(best)),
        Some(o) => format!("{} in all; the fewest from the start is {}", grouped(best), grouped(o)),
        None => format!("{} in all", grouped(best)),
    }
}

/// The coach of [`super::PegSolitaire`] (see the module docs).
pub(super) fn advise(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let mut stats = coach::stats("dfs");
    let position = &attempt.position;
    if !matches!(position.state, State::Pegs { .. }) {
        return Coaching::new(ID, Verdict::Unknown, "not a peg-solitaire position", stats);
    }
    let made = position.moves;
    if PegSolitaire.is_goal(position) {
        let optimum = optimum(attempt, &mut Meter::new(budget, &mut stats, &mut Recorder::off()));
        let solved = format!("solved in {}", words::moves_word(made));
        let reason = match optimum {
            Some(o) if o == made => format!("{solved}, the fewest"),
            Some(o) => format!("{solved}; the fewest is {}", grouped(o)),
            None if any_solution(attempt) => {
                format!("{solved} (any solution was asked for: the fewest moves are not searched for)")
            }
            None => format!("{solved}; the fewest moves from the start were not proved within the budget"),
        };
        let mut c = Coaching::new(ID, Verdict::Solved, reason, stats).left(made, 0);
        c.optimum = optimum;
        // Solved is proved; `more` where the comparison was wanted and not
        // had: the page then asks again with a larger budget.
        c.settle(optimum.is_some() || any_solution(attempt));
        return c;
    }
    let game = match game_of(position) {
        Ok(game) => game,
        Err(e) => return Coaching::new(ID, Verdict::Unknown, format!("unknown: {e}"), stats),
    };
    let free = hole(&game, position.last);
    let found = analyse(
        attempt,
        &game,
        free,
        true,
        &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
    );
    let (upper, hint, fewest) = match found {
        Found::Dead(why) => {
            return Coaching::new(
                ID,
                Verdict::Dead,
                format!("the finish can no longer be reached: {why}"),
                stats,
            )
        }
        Found::Unknown => {
            let reason = format!(
                "unknown: no quick proof applies (position classes, peg count, pagoda functions, one found by linear programming), and the budget ran out after {} positions before a solution was found or ruled out",
                grouped(stats.expanded)
            );
            return Coaching::new(ID, Verdict::Unknown, reason, stats);
        }
        Found::Solvable { upper, hint, fewest } => (upper, hint, fewest),
    };
    let optimum = match (&attempt.previous, fewest) {
        // At the start: the fewest from here is the optimum.
        (None, Some(n)) => {
            attempt.remember(OPTIMUM, u64::from(n));
            Some(u64::from(n))
        }
        (None, None) => None,
        (Some(_), _) => optimum(attempt, &mut Meter::new(budget, &mut stats, &mut Recorder::off())),
    };
    let mut c = match fewest {
        Some(n) => {
            let reason = format!(
                "on track: the finish can still be reached; {} at the fewest (proved by iterative deepening), {}",
                words::moves_word(u64::from(n)),
                versus(made + u64::from(n), optimum)
            );
            Coaching::new(ID, Verdict::OnTrack, reason, stats).left(made, u64::from(n))
        }
        None => {
            let why = if any_solution(attempt) {
                "the fewest moves are not searched for (minimize: \"jumps\")"
            } else {
                "the fewest moves were not proved within the budget"
            };
            let reason = match upper {
                Some(upper) => format!(
                    "on track: the finish can still be reached (a solution of {} found); {why}",
                    words::moves_word(u64::from(upper))
                ),
                None => format!(
                    "on track: the finish can still be reached (the English board's table of the positions from the central start that can still finish holds this one); {why}"
                ),
            };
            Coaching::new(ID, Verdict::OnTrack, reason, stats)
        }
    };
    c.optimum = optimum;
    c.hint = hint.and_then(|k| game.jumps.get(k as usize)).map(|j| game.step(j));
    // The finish is proved reachable; `more` when the fewest moves were
    // wanted and either number was not had: the page asks again with a
    // larger budget.
    c.settle(any_solution(attempt) || (fewest.is_some() && optimum.is_some()));
    c
}

/// The jumps ordered to try first those that bring pegs in from the edge:
/// by the squared distance from the holes' centre of the two pegs a jump
/// takes away less that of the peg it leaves, largest first.
fn inward(game: &Game) -> Vec<u16> {
    let n = game.holes.len().max(1) as f64;
    let (sr, sc) = game
        .holes
        .iter()
        .fold((0.0, 0.0), |(r, c), s| (r + f64::from(s[0]), c + f64::from(s[1])));
    let (cr, cc) = (sr / n, sc / n);
    let d = |i: u8| {
        let s = game.holes[i as usize];
        (f64::from(s[0]) - cr).powi(2) + (f64::from(s[1]) - cc).powi(2)
    };
    let mut order: Vec<u16> = (0..game.jumps.len() as u16).collect();
    let gain = |k: &u16| {
        let j = &game.jumps[*k as usize];
        d(j.from) + d(j.over) - d(j.to)
    };
    order.sort_by(|a, b| gain(b).total_cmp(&gain(a)));
    order
}
