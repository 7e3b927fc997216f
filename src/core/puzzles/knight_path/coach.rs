//! The knight path's coach: the knight distance to the target from the
//! knight's square, from the square before the last move and from the
//! start. On a board without walls each is the closed form
//! ([`board_distance`], constant time, proved against BFS on every board up
//! to 12 × 12); with walls, the puzzle's A* with that closed form as its
//! heuristic ([`find_path::find_path`], `astar-exact`), within the budget.
//!
//! A knight move changes the colour of the knight's square, so the
//! distances before and after a move differ by exactly one: the move is on
//! a shortest path when it lowered the distance, and cost two moves
//! otherwise. Another leaper (the request's `leaper`) is coached by the same
//! A*, with [`Leaper::lower_bound`](crate::core::board::Leaper::lower_bound)
//! as its heuristic; a colour-bound one (`a + b` even) may also leave the
//! distance as it was, a move that cost one. The hint is the first step of a shortest path from here.
//! Distances proved by earlier calls (the knight's square before this move
//! was its square then) come from the coach's memo ([`Attempt::recall`]).

use super::distance::board_distance;
use super::find_path::{self, Method};
use crate::core::board::{Board, Square};
use crate::core::coach::{self, judge_move, Attempt, Coaching, Remaining, Verdict};
use crate::core::play::State;
use crate::core::request::Step;
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, Meter, Outcome};
use crate::core::words::{self, at, grouped};

use super::ID;

/// The distance from `from` to `to` on `board`.
fn distance(board: &Board, from: Square, to: Square, meter: &mut Meter<'_, '_>) -> Remaining {
    if from == to {
        return Remaining::Moves(0, None);
    }
    if let Some(why) = board.leaper().separated(from, to) {
        return Remaining::Never(why);
    }
    if board.leaps(to).next().is_none() {
        return Remaining::Never(format!("no {} move reaches the target {}", super::piece(board), at(to)));
    }
    if !board.has_off() && board.leaper().is_knight() && board_distance(board.rows(), board.cols(), from, to).is_none()
    {
        return Remaining::Never(format!(
            "no knight path joins {} and the target {} on a full {} × {} board",
            at(from),
            at(to),
            grouped(board.rows()),
            grouped(board.cols())
        ));
    }
    match find_path::find_path(board, from, to, Method::AstarExact, meter) {
        Outcome::Found(path) => {
            let hint = path.get(1).map(|&next| Step {
                from,
                to: next,
                over: None,
            });
            Remaining::Moves(path.len().saturating_sub(1) as u64, hint)
        }
        Outcome::Exhausted => Remaining::Never(format!(
            "every square the {} can reach from {} was searched: the target {} is not among them",
            super::piece(board),
            at(from),
            at(to)
        )),
        Outcome::Limit => Remaining::Limit,
    }
}

/// The distance from `from` to the attempt's target, `None` unless proved
/// finite: read from the memo when an earlier call proved it (the square
/// before the last move was the knight's square then), searched otherwise.
fn moves(attempt: &Attempt<'_>, from: Square, to: Square, meter: &mut Meter<'_, '_>) -> Option<u64> {
    if let Some(n) = attempt.recall(from) {
        return Some(n);
    }
    match distance(&attempt.position.board, from, to, meter) {
        Remaining::Moves(n, _) => {
            attempt.remember(from, n);
            Some(n)
        }
        Remaining::Never(_) | Remaining::Limit => None,
    }
}

/// The coach of [`super::KnightPath`] (see the module docs).
pub(super) fn advise(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let algorithm = if attempt.position.board.has_off() || !attempt.position.board.leaper().is_knight() {
        "astar-exact"
    } else {
        "board-distance"
    };
    let mut stats = coach::stats(algorithm);
    let position = &attempt.position;
    let State::Path { walker, target } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a knight-path position", stats);
    };
    let (board, target, made) = (&position.board, *target, position.moves);
    let (now, hint) = match distance(
        board,
        walker.at(),
        target,
        &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
    ) {
        Remaining::Moves(n, hint) => {
            attempt.remember(walker.at(), n);
            (n, hint)
        }
        Remaining::Never(why) => {
            return Coaching::new(
                ID,
                Verdict::Dead,
                format!("the target can no longer be reached: {why}"),
                stats,
            )
        }
        Remaining::Limit => {
            let reason = format!(
                "unknown: the budget ran out before the distance to the target was proved ({} squares searched)",
                grouped(stats.expanded)
            );
            return Coaching::new(ID, Verdict::Unknown, reason, stats);
        }
    };
    let path = walker.path();
    let previous = path.len().checked_sub(2).and_then(|i| path.get(i)).copied();
    let before = previous.map(|p| {
        moves(
            attempt,
            p,
            target,
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
        )
    });
    let optimum = match (previous, before) {
        (None, _) => Some(now),
        (Some(_), Some(b)) if path.len() == 2 => b,
        (Some(_), _) => moves(
            attempt,
            walker.start(),
            target,
            &mut Meter::new(budget, &mut stats, &mut Recorder::off()),
        ),
    };
    let best = made + now;
    let mut c = if now == 0 {
        let reason = match optimum {
            Some(o) if o == made => format!("solved in {}, a shortest path", words::moves_word(made)),
            Some(o) => format!(
                "solved in {}; the shortest path has {}",
                words::moves_word(made),
                grouped(o)
            ),
            None => format!("solved in {}", words::moves_word(made)),
        };
        Coaching::new(ID, Verdict::Solved, reason, stats)
    } else {
        let (status, said) = judge_move(now, before);
        let versus = match optimum {
            Some(o) if o == best => format!("{} in all, a shortest path from the start", grouped(best)),
            Some(o) => format!(
                "{} in all; the shortest from the start has {}",
                grouped(best),
                grouped(o)
            ),
            None => format!("{} in all", grouped(best)),
        };
        let said = said.replace("goal", "target");
        Coaching::new(ID, status, format!("{said}; {versus}"), stats)
    };
    c = c.left(made, now);
    c.optimum = optimum;
    c.hint = hint;
    c.settle(optimum.is_some());
    c
}
