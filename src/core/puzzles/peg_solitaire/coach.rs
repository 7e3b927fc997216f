//! The peg-solitaire coach: can the finish (one peg on the finish hole,
//! or the goal position) still be reached from the position played, and in
//! how few moves?
//!
//! The puzzle's own proofs come first ([`refute`]): position classes (de
//! Bruijn's rule of three), too few pegs, a pagoda function; then its exact
//! search ([`Search::any`], depth-first with the table of failing
//! positions), whose solution gives the hint, or whose exhaustion proves
//! the position dead. With `minimize: "moves"` (the default) the fewest
//! moves left are then proved by iterative deepening ([`Search::fewest`]),
//! the peg that jumped last free to go on jumping within the same move,
//! as far as the budget goes.

use super::game::{Game, Target};
use super::refute;
use super::search::Search;
use super::table::Table;
use crate::core::board::Square;
use crate::core::coach::{self, Attempt, Coaching, Verdict};
use crate::core::json::plural;
use crate::core::play::{PegFinish, State};
use crate::core::request::RequestError;
use crate::core::search::Budget;

const ID: &str = "peg-solitaire";

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

/// The coach of [`super::PegSolitaire`] (see the module docs).
pub(super) fn coach(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let stats = coach::stats("dfs");
    let position = &attempt.position;
    let State::Pegs { diagonal, finish } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a peg-solitaire position", stats);
    };
    let made = position.moves;
    if attempt.puzzle.is_goal(position) {
        let reason = format!("solved in {}", coach::moves_word(made));
        return Coaching::new(ID, Verdict::Solved, reason, stats).left(made, 0);
    }
    let game = match Game::build(&position.board, *diagonal, |holes, _| target(finish, holes)) {
        Ok(game) => game,
        Err(e) => return Coaching::new(ID, Verdict::Unknown, format!("unknown: {e}"), stats),
    };
    let dead = |why: String, stats| {
        Coaching::new(
            ID,
            Verdict::Dead,
            format!("the finish can no longer be reached: {why}"),
            stats,
        )
    };
    let (target, class_proof) = refute::class_filter(&game);
    if let Some(why) = class_proof {
        return dead(why, stats);
    }
    let pegs = game.start.count_ones();
    if pegs < target.pegs() {
        return dead(
            format!(
                "jumps only remove pegs: {} left and the finish needs {}",
                plural(pegs as usize, "peg"),
                target.pegs()
            ),
            stats,
        );
    }
    let pagodas = refute::pagodas(&game, target);
    if pagodas.iter().any(|p| p.value(game.start) < p.need) {
        return dead(
            "a pagoda function (Conway's golden-ratio resource count, Winning Ways ch. 23) is smaller here than on the finish, and no jump increases it".to_owned(),
            stats,
        );
    }
    if !game.jumps.iter().any(|j| j.legal(game.start)) {
        return dead(
            format!("no jump is left, with {} on the board", plural(pegs as usize, "peg")),
            stats,
        );
    }
    let free = position
        .last
        .and_then(|s| game.holes.binary_search(&s).ok())
        .map(|i| i as u8);
    // What earlier calls on this request left: the positions proved to
    // fail (true for any start), and the last solution found.
    let kept = (matches!(target, Target::One(_)), target.holes());
    let mut search = Search::new(&game, target, pagodas, budget, "dfs");
    search.order = inward(&game);
    if let Some(table) = attempt.take_kept::<Table>(kept) {
        search.swap_table(table);
    }
    let before = attempt.take_kept::<Solution>(kept).and_then(|s| s.from(game.start));
    let outcome = match before {
        Some(rest) => {
            search.path = rest;
            Ok(true)
        }
        None => search.any(game.start),
    };
    let solved = match outcome {
        Err(_) => None,
        Ok(false) => Some(None),
        Ok(true) => {
            let found = std::mem::take(&mut search.path);
            attempt.keep(kept, Solution::of(&game, game.start, &found));
            let upper = moves_of(&game, &found, free);
            let mut hint = found.first().copied();
            let fewest = if attempt.request.minimize.as_deref() == Some("jumps") {
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
            Some(Some((upper, hint, fewest)))
        }
    };
    // The positions proved to fail stay true for the next move's call.
    attempt.keep(kept, search.swap_table(Table::new(0, 0)));
    let stats = std::mem::take(&mut search.stats);
    let (upper, hint, fewest) = match solved {
        None => {
            let reason = format!(
                "unknown: no quick proof applies (position classes, peg count, pagoda function), and the budget ran out after {} positions before a solution was found or ruled out",
                stats.expanded
            );
            return Coaching::new(ID, Verdict::Unknown, reason, stats);
        }
        Some(None) => {
            return dead(
                "every position reachable from here was searched (symmetric positions once): none is a finish"
                    .to_owned(),
                stats,
            )
        }
        Some(Some(found)) => found,
    };
    let mut c = match fewest {
        Some(n) => {
            let reason = format!(
                "on track: the finish can still be reached; {} at the fewest (proved by iterative deepening), {} in all",
                coach::moves_word(u64::from(n)),
                made + u64::from(n)
            );
            Coaching::new(ID, Verdict::OnTrack, reason, stats).left(made, u64::from(n))
        }
        None => {
            let why = if attempt.request.minimize.as_deref() == Some("jumps") {
                "the fewest moves are not searched for (minimize: \"jumps\")"
            } else {
                "the fewest moves were not proved within the budget"
            };
            let reason = format!(
                "on track: the finish can still be reached (a solution of {} found); {why}",
                coach::moves_word(u64::from(upper))
            );
            Coaching::new(ID, Verdict::OnTrack, reason, stats)
        }
    };
    c.hint = hint.and_then(|k| game.jumps.get(k as usize)).map(|j| game.step(j));
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
