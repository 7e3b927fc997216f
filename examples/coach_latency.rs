//! Coach latency: for every preset of every puzzle, plays a few legal
//! moves (or placements) chosen deterministically — the legal move at
//! index `(7k + 3) mod count` after `k` moves, so some are good and some
//! wasteful — and times `core::advise` at the start and after each one,
//! with the coach's default budget (250 ms). Prints, per preset, the
//! median and the largest time in milliseconds (wall clock, so on a
//! machine shared with other work it includes waiting for a core) and the
//! verdicts in order (`s` solved, `+` on track, `-` off track, `x` dead,
//! `?` unknown).
//!
//! Calls follow one another as in a game, so what the coach keeps between
//! calls (the start, numbers proved, a peg search's table) is used as it
//! would be in play.
//!
//! `cargo run --release --example coach_latency` (`COACH_CASE=peg` for the
//! presets whose puzzle id or name contains `peg`).

use std::time::Instant;

use board_puzzles::core::board::{Cell, Square};
use board_puzzles::core::coach::Verdict;
use board_puzzles::core::entry::advise;
use board_puzzles::core::play::Position;
use board_puzzles::core::puzzles::{AnswerKind, Puzzle, PUZZLES};
use board_puzzles::core::{Request, Step};

/// Moves (or placements) made after the start.
const MOVES: usize = 8;

fn mark(status: Verdict) -> char {
    match status {
        Verdict::Solved => 's',
        Verdict::OnTrack => '+',
        Verdict::OffTrack => '-',
        Verdict::Dead => 'x',
        Verdict::Unknown => '?',
    }
}

/// The squares a piece may be placed on now, row-major.
fn free_squares(puzzle: &dyn Puzzle, position: &Position) -> Vec<Square> {
    let board = position.board();
    let attacked = puzzle.attacked(board);
    board
        .on_squares()
        .filter(|&s| board.get(s) == Cell::Empty && attacked.binary_search(&s).is_err())
        .take(100_000)
        .collect()
}

/// Milliseconds of each call, and the verdicts.
type Timed = (Vec<f64>, String);

fn run(puzzle: &dyn Puzzle, request: &Request) -> Result<Timed, String> {
    let placing = puzzle.info().editor.answer == AnswerKind::Placement;
    let mut position = puzzle.position(request).map_err(|e| e.to_string())?;
    let (mut played, mut placed): (Vec<Step>, Vec<Square>) = (Vec::new(), Vec::new());
    let (mut times, mut verdicts) = (Vec::new(), String::new());
    for k in 0..=MOVES {
        let t = Instant::now();
        let c = advise(request, &played, &placed).map_err(|e| e.to_string())?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
        verdicts.push(mark(c.status));
        if k == MOVES {
            break;
        }
        if placing {
            let free = free_squares(puzzle, &position);
            let Some(&square) = free.get((7 * k + 3) % free.len().max(1)) else {
                break;
            };
            position = puzzle.place(&position, square).map_err(|e| e.to_string())?;
            placed.push(square);
        } else {
            let legal = puzzle.legal_moves(&position);
            let Some(step) = legal.get((7 * k + 3) % legal.len().max(1)) else {
                break;
            };
            position = puzzle.applied(&position, step).map_err(|e| e.to_string())?;
            played.push(*step);
        }
    }
    Ok((times, verdicts))
}

fn main() {
    let only = std::env::var("COACH_CASE").unwrap_or_default();
    println!("| puzzle | preset | calls | median ms | max ms | verdicts |");
    println!("| --- | --- | ---: | ---: | ---: | --- |");
    for puzzle in PUZZLES {
        let info = puzzle.info();
        for preset in &info.presets {
            if !info.id.contains(&only) && !preset.name.contains(&only) {
                continue;
            }
            match run(*puzzle, &preset.request) {
                Ok((mut times, verdicts)) => {
                    times.sort_by(f64::total_cmp);
                    let median = times[times.len() / 2];
                    let max = times[times.len() - 1];
                    println!(
                        "| {} | {} | {} | {median:.2} | {max:.2} | `{verdicts}` |",
                        info.id,
                        preset.name,
                        times.len()
                    );
                }
                Err(e) => println!("| {} | {} | – | – | – | not playable: {e} |", info.id, preset.name),
            }
        }
    }
}
