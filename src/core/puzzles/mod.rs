//! The puzzles: one module each, and the one list of them.
//!
//! Adding a puzzle means adding its module and one line to [`PUZZLES`].
//! Everything else (the JS API, the page's picker, presets, algorithm
//! choices, the editor's palette) reads [`PuzzleInfo`].

use serde::Serialize;

use super::board::Board;
use super::request::{Answer, Request, RequestError};
use super::search::Budget;

pub mod knight_path;
pub mod knight_swap;
pub mod knight_tour;
pub mod n_queens;
pub mod non_attacking_knights;
pub mod peg_solitaire;

/// One puzzle: what it is and how to solve it.
pub trait Puzzle: Sync {
    /// What the page and the API's `puzzles()` show.
    fn info(&self) -> PuzzleInfo;

    /// Solves `request` within `budget`. The caller fills in
    /// `stats.millis`.
    ///
    /// # Errors
    /// A [`RequestError`] when the request is wrong for this puzzle.
    fn solve(&self, request: &Request, budget: &mut Budget<'_>) -> Result<Answer, RequestError>;

    /// The goal the solver aims at when a request gives none, for puzzles
    /// whose editor has a goal layer (`editor.goal`); `None` otherwise.
    fn default_goal(&self, _board: &Board) -> Option<Board> {
        None
    }
}

/// Every puzzle, in the order the page lists them.
pub static PUZZLES: &[&dyn Puzzle] = &[&knight_swap::KnightSwap, &knight_path::KnightPath, &knight_tour::KnightTour, &non_attacking_knights::NonAttackingKnights, &n_queens::NQueens, &peg_solitaire::PegSolitaire];

/// The puzzle with id `id`.
#[must_use]
pub fn find(id: &str) -> Option<&'static dyn Puzzle> {
    PUZZLES.iter().copied().find(|p| p.info().id == id)
}

/// A puzzle's description for the page and the API.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleInfo {
    /// Stable id used in requests, e.g. `"knight-swap"`.
    pub id: &'static str,
    /// Display title.
    pub title: &'static str,
    /// The rules and the objective, one short paragraph.
    pub rules: &'static str,
    /// Where the puzzle comes from (seed report, book).
    pub source: &'static str,
    /// Algorithms offered, the default first.
    pub algorithms: Vec<AlgorithmInfo>,
    /// Named start positions, each a complete request.
    pub presets: Vec<Preset>,
    /// What the editor offers for this puzzle.
    pub editor: EditorInfo,
}

/// One algorithm a puzzle offers.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AlgorithmInfo {
    /// Id used in requests.
    pub id: &'static str,
    /// Display name, honest about guarantees.
    pub name: &'static str,
    /// Whether its answers are proved optimal.
    pub exact: bool,
    /// One sentence: how it works and where it comes from.
    pub note: &'static str,
}

/// A named position.
#[derive(Clone, Debug, Serialize)]
pub struct Preset {
    /// Display name.
    pub name: &'static str,
    /// The full request of the position.
    pub request: Request,
}

/// What the editor offers for a puzzle.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EditorInfo {
    /// Cell symbols of the palette (notation characters, e.g. `N`, `n`,
    /// `.`, `#`).
    pub palette: Vec<char>,
    /// The puzzle has a goal position to edit.
    pub goal: bool,
    /// Draggable square markers, by request field (`"from"`, `"to"`).
    pub markers: Vec<&'static str>,
    /// What an answer holds and how the page shows it.
    pub answer: AnswerKind,
}

/// The kind of answer a puzzle gives, which decides how the page plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum AnswerKind {
    /// `steps`: pieces move one at a time (each glides along its move).
    Moves,
    /// `steps`: one walker visits squares in turn; drawn as a growing line
    /// through the squares visited (knight paths and tours).
    Path,
    /// `steps` with `over`: pegs jump, the jumped peg is removed.
    Jumps,
    /// `placement` / `solutions` / `count`: pieces added to the board.
    Placement,
}

/// The algorithm of `request`, checked against `info`; the first listed
/// when the request names none.
///
/// # Errors
/// A [`RequestError`] listing the puzzle's algorithms when the name is
/// unknown.
pub fn algorithm<'a>(info: &'a PuzzleInfo, request: &Request) -> Result<&'a AlgorithmInfo, RequestError> {
    match request.algorithm.as_deref() {
        None => info
            .algorithms
            .first()
            .ok_or_else(|| RequestError::new(format!("{} has no algorithm", info.id))),
        Some(id) => info.algorithms.iter().find(|a| a.id == id).ok_or_else(|| {
            let known: Vec<&str> = info.algorithms.iter().map(|a| a.id).collect();
            RequestError::new(format!(
                "unknown algorithm '{id}' for {}: use one of {}",
                info.id,
                known.join(", ")
            ))
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{solve, Status};

    #[test]
    fn ids_are_unique_and_every_preset_solves() {
        let mut ids: Vec<&str> = PUZZLES.iter().map(|p| p.info().id).collect();
        ids.dedup();
        assert_eq!(ids.len(), PUZZLES.len());
        for p in PUZZLES {
            let info = p.info();
            assert!(!info.algorithms.is_empty());
            for preset in &info.presets {
                assert_eq!(preset.request.puzzle, info.id);
                let answer = solve(&preset.request)
                    .unwrap_or_else(|e| panic!("{} / {}: {e}", info.id, preset.name));
                assert_ne!(answer.status, Status::Limit, "{} / {}", info.id, preset.name);
            }
        }
    }
}
