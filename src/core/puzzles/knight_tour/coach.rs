//! The knight's tour's coach: can the partial tour played (the squares
//! visited fixed, the knight on the last) still be completed to an open or
//! closed tour?
//!
//! At the start (no move made) the puzzle's own answer decides: its
//! theorems (`theory.rs`), then a construction or an exact search (the
//! default algorithm's `best`). After a move, quick refutations come
//! first, each a proof with its reason:
//!
//! - **cut off**: an unvisited square with no unvisited neighbour that the
//!   knight is not next to can never be entered;
//! - **dead ends**: an unvisited square with exactly one unvisited
//!   neighbour, not next to the knight, can only be entered from that
//!   neighbour and then leads nowhere, so it must be the tour's last
//!   square: two such squares refute the tour, and for a closed tour one
//!   that is not a knight's move from the start does; a square next to the
//!   knight with no unvisited neighbour must be entered now, as the last;
//! - **the start** (closed tours): it needs an unvisited neighbour left, the
//!   square the tour comes back from;
//! - **colours**: a knight alternates colours, so the unvisited squares
//!   must be half of each colour, the odd one of the colour the knight
//!   does not stand on;
//! - **split**: every unvisited square must be reachable from the knight
//!   over unvisited squares;
//! - and the board's own theorems (no tour of this board from this start).
//!
//! Then backtracking with Warnsdorff's rule and those prunings
//! ([`backtrack::complete`]) on boards of up to [`SEARCH_MAX_SQUARES`]
//! squares, within the budget: a completion found is the hint's proof, an
//! exhausted search the proof there is none (feasible within a
//! move's budget on boards of up to about 64 squares). Larger boards, or a
//! budget spent, give an honest `unknown` saying what the quick checks
//! found.

use super::backtrack::{self, Found};
use super::region::Region;
use super::{best, theorems, tour_steps};
use crate::core::board::{Square, KNIGHT_JUMPS};
use crate::core::coach::{self, Attempt, Coaching, Verdict};
use crate::core::json::plural;
use crate::core::play::State;
use crate::core::request::Step;
use crate::core::search::Budget;

const ID: &str = "knight-tour";

/// The most on squares of a board whose completions the coach searches
/// for; past it only the quick checks run.
pub const SEARCH_MAX_SQUARES: usize = 10_000;

/// `[r, c]` of a region cell.
fn name(region: &Region, cell: u32) -> String {
    coach::at(region.square(cell))
}

/// The colour's name: 0 light (row + column even), 1 dark.
fn colour_name(c: u32) -> &'static str {
    if c == 0 {
        "light"
    } else {
        "dark"
    }
}

/// The quick refutations of the module docs for the partial tour `prefix`
/// (region cells, the knight on the last, fewer than every square): `Err`
/// with the reason when one applies, otherwise the forced last square, if
/// any.
fn quick(region: &Region, prefix: &[u32], closed: bool) -> Result<Option<u32>, String> {
    let (Some(&start), Some(&at)) = (prefix.first(), prefix.last()) else {
        return Ok(None);
    };
    // The box with a border of two blocked cells: a knight's neighbour is
    // then one offset away, with no bounds to check (a million squares in
    // a few milliseconds). `blocked`: off, outside, or visited.
    let (rows, cols) = (region.rows as usize, region.cols as usize);
    let width = cols + 4;
    let mut blocked = vec![true; (rows + 4) * width];
    let pad = |r: usize, c: usize| (r + 2) * width + c + 2;
    for r in 0..rows {
        for c in 0..cols {
            if region.on_at(r as i64, c as i64) {
                blocked[pad(r, c)] = false;
            }
        }
    }
    let padded = |cell: u32| {
        let (r, c) = region.rc(cell);
        pad(r as usize, c as usize)
    };
    for &i in prefix {
        if let Some(b) = blocked.get_mut(padded(i)) {
            *b = true;
        }
    }
    let cell = |p: usize| region.at((p / width) as i64 - 2, (p % width) as i64 - 2);
    let offsets: [isize; 8] = KNIGHT_JUMPS.map(|(dr, dc)| dr as isize * width as isize + dc as isize);
    let open = |blocked: &[bool], p: usize, o: isize| !blocked[p.wrapping_add_signed(o)];
    let (ap, sp) = (padded(at), padded(start));
    let apart = |p: usize, q: usize| offsets.iter().any(|&o| q.wrapping_add_signed(o) == p);
    // Colours by the request's board (0 light: row + column even).
    let shift = (region.origin[0] + region.origin[1]) as usize;
    let colour = |p: usize| (p / width + p % width + shift) % 2;
    let unvisited = region.count.saturating_sub(prefix.len());
    let mut forced = Vec::new();
    let mut colours = [0usize; 2];
    for r in 0..rows {
        for c in 0..cols {
            let p = pad(r, c);
            if blocked[p] {
                continue;
            }
            colours[colour(p)] += 1;
            let ways = offsets.iter().filter(|&&o| open(&blocked, p, o)).count();
            match (ways, apart(p, ap)) {
                (0, false) => {
                    return Err(format!(
                        "square {} is cut off: no unvisited square leads to it, and the knight is not next to it",
                        name(region, cell(p))
                    ))
                }
                (0, true) if unvisited > 1 => {
                    return Err(format!(
                        "square {} can only be entered now, from the knight, and leads nowhere: the tour would end there with {} unvisited",
                        name(region, cell(p)),
                        plural(unvisited - 1, "square")
                    ))
                }
                (0, true) if closed && !apart(p, sp) => {
                    return Err(format!(
                        "the last square {} is not a knight's move from the start {}, where a closed tour ends",
                        name(region, cell(p)),
                        name(region, start)
                    ))
                }
                (1, false) => forced.push(p),
                _ => {}
            }
        }
    }
    if let [a, b, ..] = forced[..] {
        return Err(format!(
            "squares {} and {} are dead ends: each can be entered from only one unvisited square and left to none, so each would have to be the tour's last square",
            name(region, cell(a)),
            name(region, cell(b))
        ));
    }
    if closed {
        if let Some(&e) = forced.first().filter(|&&e| !apart(e, sp)) {
            return Err(format!(
                "square {} is a dead end (one unvisited neighbour), so it must be the tour's last square, but it is not a knight's move from the start {}, where a closed tour ends",
                name(region, cell(e)),
                name(region, start)
            ));
        }
        if unvisited > 0 && !offsets.iter().any(|&o| open(&blocked, sp, o)) {
            return Err(format!(
                "the start {} has no unvisited neighbour left, so a closed tour cannot come back to it",
                name(region, start)
            ));
        }
    }
    let c = colour(ap);
    let (want_other, want_same) = (unvisited.div_ceil(2), unvisited / 2);
    if colours[1 - c] != want_other || colours[c] != want_same {
        let (other, same) = (colour_name(1 - c as u32), colour_name(c as u32));
        return Err(format!(
            "colour count: the knight stands on a {same} square and alternates colours, so the {} must be {want_other} {other} and {want_same} {same}, but they are {} {other} and {} {same}",
            plural(unvisited, "unvisited square"),
            colours[1 - c],
            colours[c],
        ));
    }
    // Every unvisited square reachable from the knight over unvisited
    // ones: the search blocks each square as it reaches it.
    let mut stack = vec![ap];
    let mut count = 0usize;
    while let Some(p) = stack.pop() {
        for &o in &offsets {
            let q = p.wrapping_add_signed(o);
            if !blocked[q] {
                blocked[q] = true;
                count += 1;
                stack.push(q);
            }
        }
    }
    if count < unvisited {
        let lost = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .map(|(r, c)| pad(r, c))
            .find(|&p| !blocked[p]);
        return Err(format!(
            "the unvisited squares are split: no sequence of knight moves over unvisited squares leads from the knight to square {}",
            lost.map_or_else(String::new, |p| name(region, cell(p)))
        ));
    }
    Ok(forced.first().map(|&p| cell(p)))
}

/// The coach of [`super::KnightTour`] (see the module docs).
pub(super) fn coach(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let mut stats = coach::stats("warnsdorff-backtrack");
    let position = &attempt.position;
    let State::Tour { walker, closed, .. } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a knight's-tour position", stats);
    };
    let (board, closed, made) = (&position.board, *closed, position.moves);
    let kind = if closed { "closed" } else { "open" };
    let Some(region) = Region::of(board) else {
        return Coaching::new(ID, Verdict::Unknown, "the board has no on square", stats);
    };
    let cells: Option<Vec<u32>> = walker.path().iter().map(|&s| region.cell(s)).collect();
    let Some(prefix) = cells else {
        return Coaching::new(ID, Verdict::Unknown, "the tour left the board's squares", stats);
    };
    let total = region.count;
    // A closed tour back on its start: the start is listed twice.
    if closed && prefix.len() == total + 1 {
        let reason = format!("solved: a closed tour of {}", plural(total, "square"));
        return Coaching::new(ID, Verdict::Solved, reason, stats).left(made, 0);
    }
    // A walker's path always holds its start.
    let (Some(&start), Some(&at)) = (prefix.first(), prefix.last()) else {
        return Coaching::new(ID, Verdict::Unknown, "the tour has no start", stats);
    };
    let unvisited = total.saturating_sub(prefix.len()) as u64;
    let left = unvisited + u64::from(closed);
    if prefix.len() == total {
        if !closed {
            let reason = format!("solved: an open tour of {}", plural(total, "square"));
            return Coaching::new(ID, Verdict::Solved, reason, stats).left(made, 0);
        }
        if total >= 3 && region.knight_apart(at, start) {
            let mut c = Coaching::new(
                ID,
                Verdict::OnTrack,
                "every square is visited: step back onto the start to close the tour",
                stats,
            )
            .left(made, 1);
            c.hint = Some(step(&region, at, start));
            return c;
        }
        let reason = format!(
            "every square is visited, but the knight on {} is not a knight's move from the start {}: the tour cannot be closed",
            name(&region, at),
            name(&region, start)
        );
        return Coaching::new(ID, Verdict::Dead, reason, stats);
    }
    if let Some(why) = theorems(&region, board, start, closed) {
        return Coaching::new(ID, Verdict::Dead, why, stats);
    }
    let (found, how) = if prefix.len() == 1 {
        let (found, how) = best(&region, start, closed, budget, &mut stats);
        (found, how.to_owned())
    } else {
        let end = match quick(&region, &prefix, closed) {
            Ok(end) => end,
            Err(why) => {
                let reason = format!("this partial tour cannot be completed: {why}");
                return Coaching::new(ID, Verdict::Dead, reason, stats);
            }
        };
        if total > SEARCH_MAX_SQUARES {
            let reason = format!(
                "unknown: the quick checks (cut-off squares, dead ends, colours, connectivity) find nothing wrong with this partial tour, but boards of more than {SEARCH_MAX_SQUARES} squares are not searched for a completion"
            );
            return Coaching::new(ID, Verdict::Unknown, reason, stats);
        }
        let found = backtrack::complete(&region, &prefix, end, closed, budget, &mut stats);
        (found, "found by backtracking with Warnsdorff's rule".to_owned())
    };
    match found {
        Found::Tour(tour) => {
            // Checked as the solver checks its answers: never claim a
            // completion that is not a tour extending the moves made.
            let extends = tour.len() > prefix.len() && tour.starts_with(&prefix);
            let valid = extends && tour_steps(&region, &tour, start, closed).is_some();
            let Some(&next) = tour.get(prefix.len()).filter(|_| valid) else {
                let reason = "internal: the search returned a sequence that is not a completion; nothing is claimed (please report it)";
                return Coaching::new(ID, Verdict::Unknown, reason, stats);
            };
            let reason = format!(
                "on track: the {kind} tour can still be completed ({how}); {} to visit",
                plural(unvisited as usize, "square")
            );
            let mut c = Coaching::new(ID, Verdict::OnTrack, reason, stats).left(made, left);
            c.hint = Some(step(&region, at, next));
            c
        }
        Found::None => {
            let reason = if made == 0 {
                format!(
                    "exhaustive search: no {kind} tour from {} exists on this board",
                    name(&region, start)
                )
            } else {
                format!("this partial tour cannot be completed: an exhaustive search (backtracking, Warnsdorff's order, dead-end pruning) finds no {kind} tour extending it")
            };
            Coaching::new(ID, Verdict::Dead, reason, stats)
        }
        Found::Limit => {
            let reason = if made == 0 {
                format!("unknown: the budget ran out before a {kind} tour was found or ruled out")
            } else {
                format!(
                    "unknown: the quick checks (cut-off squares, dead ends, colours, connectivity) find nothing wrong, but the budget ran out after {} search steps before a completion was found or ruled out",
                    stats.expanded
                )
            };
            Coaching::new(ID, Verdict::Unknown, reason, stats)
        }
    }
}

/// The knight's step between two cells.
fn step(region: &Region, from: u32, to: u32) -> Step {
    let (from, to): (Square, Square) = (region.square(from), region.square(to));
    Step { from, to, over: None }
}
