//! The knight swap's coach: the fewest moves from the position played to
//! the goal, proved by the puzzle's default exact search (A* with the
//! assignment heuristic, [`super::ALGORITHMS`]), and the same from the
//! position before the last move and from the start, so the verdict says
//! whether the last move lay on a shortest solution and what it cost.
//!
//! Every move can be undone, so from the position before a move the fewest
//! moves are at most one more than after it; and a knight move changes the
//! colour of one knight's square, so they differ by exactly one: a move
//! either brings the goal one move closer or costs two. (A colour-bound
//! leaper, `a + b` even, may also leave the number as it was: that move
//! cost one, and [`judge_move`] says so.) Numbers proved by
//! earlier calls (the position before this move was the position then)
//! come from the coach's memo ([`Attempt::recall`]).

use super::game::Game;
use super::{search, Algorithm};
use crate::core::board::{Board, Piece};
use crate::core::coach::{self, judge_move, Attempt, Coaching, Remaining, Verdict};
use crate::core::play::{Position, State};
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, Meter, Outcome};
use crate::core::words::{self, grouped};

use super::ID;

/// The fewest moves from `board` to `goal` within `budget`.
fn left(board: &Board, goal: &Board, meter: &mut Meter<'_, '_>) -> Remaining {
    // The position was checked against the goal when play began.
    let Ok(game) = Game::new(board, goal) else {
        return Remaining::Limit;
    };
    if let Some(reason) = game.component_mismatch() {
        return Remaining::Never(reason);
    }
    match search(&game, Algorithm::AstarAssignment, meter, &mut Vec::new(), None) {
        Outcome::Found(path) => {
            let hint = path.get(1).map(|&next| game.step(game.start, next));
            Remaining::Moves(path.len().saturating_sub(1) as u64, hint)
        }
        Outcome::Exhausted => Remaining::Never(
            "every position reachable from here was searched (A*): the goal is not among them".to_owned(),
        ),
        Outcome::Limit => Remaining::Limit,
    }
}

/// The memo's key of a position: its pieces.
fn key(board: &Board) -> Vec<([u32; 2], Piece)> {
    board.pieces().collect()
}

/// The fewest moves from `position` to `goal`, `None` unless proved: read
/// from the memo when an earlier call proved it (the position before the
/// last move was the position then), searched otherwise.
fn fewest(attempt: &Attempt<'_>, position: &Position, goal: &Board, meter: &mut Meter<'_, '_>) -> Option<u64> {
    if let Some(n) = attempt.recall(key(&position.board)) {
        return Some(n);
    }
    match left(&position.board, goal, meter) {
        Remaining::Moves(n, _) => {
            attempt.remember(key(&position.board), n);
            Some(n)
        }
        Remaining::Never(_) | Remaining::Limit => None,
    }
}

/// The coach of [`super::KnightSwap`] (see the module docs).
pub(super) fn advise(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let mut stats = coach::stats("astar-assignment");
    let position = &attempt.position;
    let State::Swap { goal } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a knight-swap position", stats);
    };
    let moves = position.moves;
    let now = left(
        &position.board,
        goal,
        &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
    );
    let (remaining, hint) = match now {
        Remaining::Moves(n, hint) => {
            attempt.remember(key(&position.board), n);
            (n, hint)
        }
        Remaining::Never(why) => {
            return Coaching::new(
                ID,
                Verdict::Dead,
                format!("the goal can no longer be reached: {why}"),
                stats,
            );
        }
        Remaining::Limit => {
            let reason = format!(
                "unknown: the budget ran out before the fewest moves left were proved ({} positions searched)",
                grouped(stats.expanded)
            );
            return Coaching::new(ID, Verdict::Unknown, reason, stats);
        }
    };
    // The fewest moves before the last move, and from the start.
    let before = attempt.previous.as_ref().map(|p| {
        fewest(
            attempt,
            p,
            goal,
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
        )
    });
    let optimum = match (&attempt.previous, before) {
        (None, _) => Some(remaining),
        (Some(p), Some(b)) if p.moves == 0 => b,
        (Some(_), _) => fewest(
            attempt,
            attempt.start(),
            goal,
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
        ),
    };
    let best = moves + remaining;
    let versus = match optimum {
        Some(o) if o == best => format!("{} in all, the fewest from the start", grouped(best)),
        Some(o) => format!("{} in all; the fewest from the start is {}", grouped(best), grouped(o)),
        None => format!("{} in all", grouped(best)),
    };
    let mut c = if remaining == 0 {
        let reason = match optimum {
            Some(o) if o == moves => format!("solved in {}, the fewest", words::moves_word(moves)),
            Some(o) => format!("solved in {}; the fewest is {}", words::moves_word(moves), grouped(o)),
            None => format!("solved in {}", words::moves_word(moves)),
        };
        Coaching::new(ID, Verdict::Solved, reason, stats)
    } else {
        let (status, said) = judge_move(remaining, before);
        Coaching::new(ID, status, format!("{said}; {versus}"), stats)
    };
    c = c.left(moves, remaining);
    c.optimum = optimum;
    c.hint = hint;
    c.settle(optimum.is_some());
    c
}
