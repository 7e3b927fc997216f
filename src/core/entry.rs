//! The entry points that need the puzzle list: the puzzle a request names
//! ([`puzzle_of`]), a position played by hand ([`position_after`]) and the
//! coach's verdict on it ([`coach`]). They sit above the play and coach
//! types and the puzzles, so nothing below imports them (no import cycle:
//! `scripts/import-cycles.mjs`).

use super::board::Square;
use super::coach::{stats, Attempt, Coaching, Verdict, DEFAULT_MILLIS};
use super::memo;
use super::play::{play_from, PlayError, Position, ReplayError};
use super::puzzles::{self, Puzzle};
use super::request::{budget_of, Request, RequestError, Step};
use super::search::Budget;

/// The puzzle `request` names.
///
/// # Errors
/// [`PlayError::Request`] for an unknown puzzle, listing the known ones.
pub fn puzzle_of(request: &Request) -> Result<&'static dyn Puzzle, PlayError> {
    puzzles::find_or_refuse(&request.puzzle).map_err(PlayError::Request)
}

/// The puzzle of `request` and its position after the steps `played`
/// (knight swap, path, tour, peg solitaire) and the pieces `placed`
/// (placement puzzles), in order: what the JS API's play functions start
/// from. The start is set up within the request's `limits`
/// ([`Play::start`](crate::core::play::Play::start); 60 s and 512 MB by default, as for `solve`).
///
/// # Errors
/// [`PlayError::Request`] for an unknown puzzle or a wrong request,
/// [`PlayError::Limit`] when the limits ran out while the start was set up
/// (a large board's random walls), [`PlayError::Played`] naming the first
/// illegal step or placement.
pub fn position_after(
    request: &Request,
    played: &[Step],
    placed: &[Square],
) -> Result<(&'static dyn Puzzle, Position), PlayError> {
    let puzzle = puzzle_of(request)?;
    let mut budget = budget_of(request, request.millis_limit()).map_err(PlayError::Request)?;
    let position = start(puzzle, request, &mut budget)?;
    Ok((puzzle, play_from(puzzle, position, played, placed)?))
}

/// The start of `request` by `puzzle` within `budget`
/// ([`Play::start`](crate::core::play::Play::start)), a limit reached turned into [`PlayError::Limit`].
///
/// # Errors
/// [`PlayError::Request`] for a wrong request, [`PlayError::Limit`].
pub fn start(puzzle: &dyn Puzzle, request: &Request, budget: &mut Budget<'_>) -> Result<Position, PlayError> {
    puzzle
        .start(request, budget)
        .map_err(PlayError::Request)?
        .map_err(|_| PlayError::Limit(budget.set_up_reason("the position")))
}

/// The coach's verdict on the position of `request` after the steps
/// `played` (knight swap, path, tour, peg solitaire) or the pieces `placed`
/// (placement puzzles), within the request's `limits` ([`DEFAULT_MILLIS`]
/// when it sets no time). See the module docs for what each puzzle's coach
/// proves.
///
/// # Errors
/// A [`RequestError`] for a wrong request, or naming the first illegal
/// entry of `played` / `placed` (`"played[3]: square (2, 1) is occupied"`).
///
/// # Example
/// Guarini's puzzle: 16 moves from the start; a first move along a best
/// line leaves 15.
/// ```
/// use board_puzzles::core::{coach, Request, Step};
/// use board_puzzles::core::coach::Verdict;
/// let request = Request {
///     puzzle: "knight-swap".into(),
///     board: Some("N.N/.../n.n".into()),
///     ..Request::default()
/// };
/// let start = coach(&request, &[], &[]).unwrap();
/// assert_eq!((start.remaining, start.best), (Some(16), Some(16)));
/// let hint = start.hint.unwrap();
/// let after = coach(&request, &[hint], &[]).unwrap();
/// assert_eq!(after.status, Verdict::OnTrack);
/// assert_eq!(after.remaining, Some(15));
/// ```
#[cfg(feature = "solvers")]
pub fn coach(request: &Request, played: &[Step], placed: &[Square]) -> Result<Coaching, RequestError> {
    coach_play(request, played, placed).map_err(|e| match e {
        PlayError::Request(e) => e,
        other => RequestError::new(other.to_string()),
    })
}

/// [`coach`], with the error of an illegal entry kept as a [`PlayError`]
/// (whose `code()` the JS API gives as `kind`).
///
/// # Errors
/// [`PlayError::Request`] for a wrong request (or limits),
/// [`PlayError::Played`] naming the first illegal step or placement.
#[cfg(feature = "solvers")]
pub fn coach_play(request: &Request, played: &[Step], placed: &[Square]) -> Result<Coaching, PlayError> {
    coach_since(request, played, placed, web_time::Instant::now())
}

/// [`coach_play`] whose clock started at `start`, the moment the caller
/// began reading the request (the JS API: reading a long `off` list from
/// JS objects takes a while, and counts against `limits.millis`).
///
/// The budget is made from the request's `limits` before anything else,
/// and every phase runs within it: the start's set-up (a large board's
/// `randomOff` walls, drawn with the clock read before each row and their
/// memory asked first), then the puzzle's searches. When it runs out
/// before the start is set up, the verdict is `unknown` and its reason
/// names the limit (the moves made are then not replayed); a start set up
/// is kept for the next call on the same request.
///
/// # Errors
/// As for [`coach_play`].
#[cfg(feature = "solvers")]
pub fn coach_since(
    request: &Request,
    played: &[Step],
    placed: &[Square],
    start: web_time::Instant,
) -> Result<Coaching, PlayError> {
    let millis = request
        .limits
        .and_then(|l| l.millis)
        .map_or(DEFAULT_MILLIS, |_| request.millis_limit());
    let mut budget = budget_of(request, millis)
        .map_err(PlayError::Request)?
        .started_at(start);
    let puzzle = puzzle_of(request)?;
    let attempt = match attempt(puzzle, request, played, placed, &mut budget)? {
        Some(attempt) => attempt,
        None => {
            let reason = format!(
                "unknown: nothing is proved; {}",
                budget.set_up_reason("the start position")
            );
            let mut c = Coaching::new(puzzle.id(), Verdict::Unknown, reason, stats("set-up"));
            c.stats.millis = budget.elapsed_millis();
            return Ok(c);
        }
    };
    let mut coaching = puzzle.coach(&attempt, &mut budget);
    coaching.puzzle = attempt.position.puzzle();
    coaching.moves = attempt.position.moves;
    coaching.stats.millis = budget.elapsed_millis();
    Ok(coaching)
}

/// Replays `played` and `placed`, keeping the position before the last
/// entry apart. The start is set up from the request as
/// [`position_after`] sets it up, within
/// `budget`, once per request: it is kept for the next call (a knight
/// path's `randomOff` walls take tens of milliseconds to draw on
/// 2 000 × 2 000). `Ok(None)` when the budget ran out while the start
/// was set up (it then says which limit).
#[cfg(feature = "solvers")]
fn attempt<'a>(
    puzzle: &'static dyn Puzzle,
    request: &'a Request,
    played: &[Step],
    placed: &[Square],
    budget: &mut Budget<'_>,
) -> Result<Option<Attempt<'a>>, PlayError> {
    let fingerprint = memo::fingerprint(request);
    let start_key = memo::key(fingerprint, "start");
    let start = match memo::take::<Position>(start_key) {
        // Read before from a request equal but for its limits, which are
        // checked here as `position` checks them.
        Some(start) => {
            request.check_common_numbers().map_err(PlayError::Request)?;
            start
        }
        None => match puzzle.start(request, budget).map_err(PlayError::Request)? {
            Ok(start) => start,
            Err(_) => return Ok(None),
        },
    };
    memo::put(start_key, start.clone());
    let last_error = |index: usize, error| PlayError::Played(ReplayError { index, error });
    let (position, previous) = if let Some((&last, before)) = placed.split_last() {
        let previous = play_from(puzzle, start.clone(), played, before)?;
        let position = puzzle.place(&previous, last).map_err(|e| last_error(before.len(), e))?;
        (position, Some(previous))
    } else if let Some((last, before)) = played.split_last() {
        let previous = play_from(puzzle, start.clone(), before, &[])?;
        let position = puzzle
            .applied(&previous, last)
            .map_err(|e| last_error(before.len(), e))?;
        (position, Some(previous))
    } else {
        (start.clone(), None)
    };
    Ok(Some(Attempt::new(request, start, previous, position, fingerprint)))
}
