//! The entry points that need the puzzle list: the puzzle a request names
//! ([`puzzle_of`]), a position played by hand ([`position_after`]) and the
//! coach's verdict on it ([`advise`]). They sit above the play and coach
//! types and the puzzles, so nothing below imports them (no import cycle:
//! `scripts/import-cycles.mjs`).

use super::board::Square;
use super::coach::{stats, Attempt, Coaching, Verdict, DEFAULT_MILLIS};
use super::memo;
use super::play::{play_within, PlayError, Position, ReplayError};
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
/// (a large board's random walls), [`PlayError::Played`] or [`PlayError::Placed`] naming the first
/// illegal step or placement.
pub fn position_after(
    request: &Request,
    played: &[Step],
    placed: &[Square],
) -> Result<(&'static dyn Puzzle, Position), PlayError> {
    let mut budget = budget_of(request, request.millis_limit()).map_err(PlayError::Request)?;
    position_within(request, played, placed, &mut budget)
}

/// [`position_after`] within `budget`, made by the caller (the JS API
/// makes it before reading the request and `played`, which count against
/// it): the start is set up, then each entry replayed, within it
/// ([`play_within`]).
///
/// # Errors
/// As for [`position_after`]; [`PlayError::Limit`] also when the budget
/// ran out while the entries were replayed.
pub fn position_within(
    request: &Request,
    played: &[Step],
    placed: &[Square],
    budget: &mut Budget<'_>,
) -> Result<(&'static dyn Puzzle, Position), PlayError> {
    let puzzle = puzzle_of(request)?;
    let position = start(puzzle, request, budget)?;
    match play_within(puzzle, position, played, placed, budget)? {
        Ok(position) => Ok((puzzle, position)),
        Err(_) => Err(PlayError::Limit(budget.set_up_reason("the position"))),
    }
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
/// entry of `played` / `placed` (`"played[3]: square (2, 1) is occupied"`,
/// `"placed[0]: …"`).
///
/// # Example
/// Guarini's puzzle: 16 moves from the start; a first move along a best
/// line leaves 15.
/// ```
/// use board_puzzles::core::{advise, Request, Step};
/// use board_puzzles::core::coach::Verdict;
/// let request = Request {
///     puzzle: "knight-swap".into(),
///     board: Some("N.N/.../n.n".into()),
///     ..Request::default()
/// };
/// let start = advise(&request, &[], &[]).unwrap();
/// assert_eq!((start.remaining, start.best), (Some(16), Some(16)));
/// let hint = start.hint.unwrap();
/// let after = advise(&request, &[hint], &[]).unwrap();
/// assert_eq!(after.status, Verdict::OnTrack);
/// assert_eq!(after.remaining, Some(15));
/// ```
#[cfg(feature = "solvers")]
pub fn advise(request: &Request, played: &[Step], placed: &[Square]) -> Result<Coaching, RequestError> {
    advise_play(request, played, placed).map_err(|e| match e {
        PlayError::Request(e) => e,
        other => RequestError::new(other.to_string()),
    })
}

/// [`advise`], with the error of an illegal entry kept as a [`PlayError`]
/// (whose `code()` the JS API gives as `kind`).
///
/// # Errors
/// [`PlayError::Request`] for a wrong request (or limits),
/// [`PlayError::Played`] or [`PlayError::Placed`] naming the first
/// illegal step or placement.
#[cfg(feature = "solvers")]
pub fn advise_play(request: &Request, played: &[Step], placed: &[Square]) -> Result<Coaching, PlayError> {
    advise_since(request, played, placed, web_time::Instant::now())
}

/// [`advise_play`] whose clock started at `start`, the moment the caller
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
/// As for [`advise_play`].
#[cfg(feature = "solvers")]
pub fn advise_since(
    request: &Request,
    played: &[Step],
    placed: &[Square],
    start: web_time::Instant,
) -> Result<Coaching, PlayError> {
    let mut budget = coach_budget(request).map_err(PlayError::Request)?.started_at(start);
    advise_within(request, played, placed, &mut budget)
}

/// The budget of a coach's verdict on `request`: its `limits`, with
/// [`DEFAULT_MILLIS`] when it sets no time.
///
/// # Errors
/// A [`RequestError`] for wrong `limits`.
#[cfg(feature = "solvers")]
pub fn coach_budget<'a>(request: &Request) -> Result<Budget<'a>, RequestError> {
    let millis = request
        .limits
        .and_then(|l| l.millis)
        .map_or(DEFAULT_MILLIS, |_| request.millis_limit());
    budget_of(request, millis)
}

/// [`advise_since`] within `budget` ([`coach_budget`], made by the caller:
/// the JS API makes it before reading the request and the `played` /
/// `placed` lists, which count against it). When the budget runs out
/// before the position is set up and replayed, the verdict is `unknown`
/// with the limit named.
///
/// # Errors
/// As for [`advise_play`].
#[cfg(feature = "solvers")]
pub fn advise_within(
    request: &Request,
    played: &[Step],
    placed: &[Square],
    budget: &mut Budget<'_>,
) -> Result<Coaching, PlayError> {
    let puzzle = puzzle_of(request)?;
    let attempt = match attempt(puzzle, request, played, placed, budget)? {
        Ok(attempt) => attempt,
        Err(what) => {
            return Ok(out_of_budget(
                puzzle.id(),
                &budget.set_up_reason(what),
                budget.elapsed_millis(),
            ))
        }
    };
    let mut coaching = puzzle.coach(&attempt, budget);
    coaching.puzzle = attempt.position.puzzle();
    coaching.moves = attempt.position.moves;
    coaching.stats.millis = budget.elapsed_millis();
    Ok(coaching)
}

/// The coach's `unknown` verdict on `puzzle` when its budget ran out before
/// the position was ready: `why` is the limit's reason ("limit: the budget
/// of 200 ms ran out while …"), `millis` the time spent.
#[cfg(feature = "solvers")]
#[must_use]
pub fn out_of_budget(puzzle: &'static str, why: &str, millis: f64) -> Coaching {
    let mut c = Coaching::new(
        puzzle,
        Verdict::Unknown,
        format!("unknown: nothing is proved; {why}"),
        stats("set-up"),
    );
    c.stats.millis = millis;
    c
}

/// Replays `played` and `placed`, keeping the position before the last
/// entry apart. The start is set up from the request as
/// [`position_after`] sets it up, within
/// `budget`, once per request: it is kept for the next call (a knight
/// path's `randomOff` walls take tens of milliseconds to draw on
/// 2 000 × 2 000). The entries are replayed within `budget` too
/// ([`play_within`]). `Ok(Err(what))` when the budget ran out first
/// (it then says which limit): `what` names what was not ready, "the
/// start position" or "the position".
#[cfg(feature = "solvers")]
fn attempt<'a>(
    puzzle: &'static dyn Puzzle,
    request: &'a Request,
    played: &[Step],
    placed: &[Square],
    budget: &mut Budget<'_>,
) -> Result<Result<Attempt<'a>, &'static str>, PlayError> {
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
            Err(_) => return Ok(Err("the start position")),
        },
    };
    memo::put(start_key, start.clone());
    let placed_error = |index: usize, error| PlayError::Placed(ReplayError { index, error });
    let played_error = |index: usize, error| PlayError::Played(ReplayError { index, error });
    let replayed = |played, placed, budget: &mut Budget<'_>| play_within(puzzle, start.clone(), played, placed, budget);
    let (position, previous) = if let Some((&last, before)) = placed.split_last() {
        let Ok(previous) = replayed(played, before, budget)? else {
            return Ok(Err("the position"));
        };
        let position = puzzle
            .place(&previous, last)
            .map_err(|e| placed_error(before.len(), e))?;
        (position, Some(previous))
    } else if let Some((last, before)) = played.split_last() {
        let Ok(previous) = replayed(before, &[], budget)? else {
            return Ok(Err("the position"));
        };
        let position = puzzle
            .applied(&previous, last)
            .map_err(|e| played_error(before.len(), e))?;
        (position, Some(previous))
    } else {
        (start.clone(), None)
    };
    Ok(Ok(Attempt::new(request, start, previous, position, fingerprint)))
}
