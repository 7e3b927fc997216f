//! Differential tests: random small instances of every puzzle, answered by
//! `board_puzzles::solve` with every algorithm it offers (and with the
//! default), compared with the brute force of [`oracle`], an independent
//! plain implementation of the rules written for these tests.
//!
//! What is checked, per answer:
//! - lengths, counts and `unsolvable` agree with the brute force for every
//!   algorithm listed `exact: true` and for the default;
//! - every `optimal: true` claim holds, whichever algorithm made it;
//! - every step replays legally from the start to the finish (the replay
//!   checks are in [`oracle`]), and every placement obeys the rules;
//! - an algorithm not listed exact may say `limit`, or answer longer than
//!   the brute force, but never claims what is false (`unsolvable` where a
//!   solution exists, a solution where none does).
//!
//! `cargo test --test differential` runs a few hundred cases per puzzle
//! (a few thousand instances, each solved by every algorithm) in well under
//! a minute in debug builds; `PROPTEST_CASES=20000 cargo test --release
//! --test differential` runs longer. A case whose brute force would take
//! too long (rare: nearly full 5 × 5 boards) is skipped, and the skips are
//! counted so that a test fails when it skipped most of its cases.

mod knight_path;
mod knight_swap;
mod knight_tour;
mod leapers;
mod n_queens;
mod non_attacking_knights;
mod oracle;
mod peg_solitaire;

use std::sync::atomic::{AtomicU32, Ordering};

use board_puzzles::core::puzzles::find;
use board_puzzles::core::{Answer, Request, Status};
use proptest::test_runner::Config;

/// How long a failure is shrunk at most, in milliseconds, unless
/// `PROPTEST_MAX_SHRINK_TIME` says otherwise: a case that fails slowly
/// (a search at its node cap) must not shrink for minutes.
const MAX_SHRINK_MILLIS: u32 = 10_000;

/// The proptest configuration of a property: `cases` cases unless
/// `PROPTEST_CASES` says otherwise, failures shrunk for
/// [`MAX_SHRINK_MILLIS`] at most; no regression files (a failure is
/// minimised and turned into a regular test instead).
pub fn config(cases: u32) -> Config {
    let mut config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    if std::env::var_os("PROPTEST_MAX_SHRINK_TIME").is_none() {
        config.max_shrink_time = MAX_SHRINK_MILLIS;
    }
    config.failure_persistence = None;
    config
}

/// The algorithms of `puzzle` to compare: the default (`None`) first, then
/// every listed id, each with whether it is listed exact (the default is).
pub fn algorithms(puzzle: &str) -> Vec<(Option<&'static str>, bool)> {
    let info = find(puzzle).unwrap_or_else(|| panic!("no puzzle {puzzle}")).info();
    let mut out = vec![(None, true)];
    out.extend(info.algorithms.iter().map(|a| (Some(a.id), a.exact)));
    out
}

/// The request as JSON, for failure messages (paste into the page or Node).
pub fn json(request: &Request) -> String {
    serde_json::to_string(request).unwrap_or_else(|e| format!("{request:?} ({e})"))
}

/// `request` with `algorithm`.
pub fn with_algorithm(request: &Request, algorithm: Option<&str>) -> Request {
    Request {
        algorithm: algorithm.map(Into::into),
        ..request.clone()
    }
}

/// Solves `request`, which must be accepted.
pub fn run(request: &Request) -> Answer {
    board_puzzles::solve(request).unwrap_or_else(|e| panic!("refused {}: {e}", json(request)))
}

/// Checks an answer made of `steps` against the brute force's least length
/// `best` (`None`: no solution), replaying the steps with `replay`.
pub fn check_steps(
    request: &Request,
    exact: bool,
    best: Option<usize>,
    answer: &Answer,
    replay: impl Fn(&[board_puzzles::core::Step]) -> Result<(), String>,
) {
    let at = json(request);
    match (answer.status, best) {
        (Status::Solved, None) => panic!("{at}: solved, but the brute force finds no solution"),
        (Status::Solved, Some(best)) => {
            let steps = answer
                .steps
                .as_deref()
                .unwrap_or_else(|| panic!("{at}: solved without steps"));
            replay(steps).unwrap_or_else(|e| panic!("{at}: illegal answer: {e}"));
            assert_eq!(
                answer.length,
                Some(steps.len() as u64),
                "{at}: length is not the number of steps"
            );
            if exact || answer.optimal == Some(true) {
                assert_eq!(steps.len(), best, "{at}: {} steps, the least is {best}", steps.len());
            } else {
                assert!(
                    steps.len() >= best,
                    "{at}: {} steps, fewer than the least {best}",
                    steps.len()
                );
            }
            if exact {
                assert_eq!(
                    answer.optimal,
                    Some(true),
                    "{at}: an exact algorithm's answer must say optimal"
                );
            }
        }
        (Status::Unsolvable, Some(best)) => {
            panic!("{at}: unsolvable, but the brute force solves it in {best}")
        }
        (Status::Unsolvable, None) => {}
        (Status::Limit, _) => assert!(!exact, "{at}: an exact algorithm ran out of budget on a tiny instance"),
    }
}

/// Counts the cases of a property whose brute force was skipped, and fails
/// when more than a third of `total` were.
pub struct Skips {
    skipped: AtomicU32,
    seen: AtomicU32,
    name: &'static str,
}

impl Skips {
    /// A counter for the property `name`.
    pub const fn new(name: &'static str) -> Skips {
        Skips {
            skipped: AtomicU32::new(0),
            seen: AtomicU32::new(0),
            name,
        }
    }

    /// Records one case, skipped or not.
    pub fn record(&self, skipped: bool) {
        let seen = self.seen.fetch_add(1, Ordering::Relaxed) + 1;
        let skipped = self.skipped.fetch_add(u32::from(skipped), Ordering::Relaxed) + u32::from(skipped);
        assert!(
            seen < 30 || skipped * 3 <= seen,
            "{}: the brute force gave up on {skipped} of {seen} cases",
            self.name
        );
    }
}
