//! Every puzzle honours `limits`: a request far too big for its budget
//! answers `limit` (never an error, never a hang), soon after the
//! milliseconds run out, and says which limit it met. An anytime search
//! (fewest moves) may instead give the best answer it found, as long as
//! it does not claim it optimal and says the budget ran out.
//!
//! The slack allowed past the budget is generous (a loaded CI machine):
//! this checks that the clock is consulted, not how fast the solvers are —
//! speed is in the benchmarks. The clock tests run on release builds only
//! (`cargo test --release --test limits`, a layer of `scripts/test.sh`):
//! a debug build spends seconds building a million-square board before any
//! search starts, which says nothing about the limits users meet.

use std::time::Instant;

use board_puzzles::core::puzzles::PUZZLES;
use board_puzzles::core::Status;
use board_puzzles::{solve, Request};
use serde_json::{json, Value};

/// Budget of the time-limited requests, in milliseconds.
const MILLIS: f64 = 200.0;
/// How far past [`MILLIS`] an answer may come, in milliseconds.
const SLACK: f64 = 1_500.0;

/// For each puzzle, requests that no solver finishes within [`MILLIS`].
fn heavy(puzzle: &str) -> Vec<Value> {
    match puzzle {
        "knight-swap" => vec![json!({ "board": "nnnn/..../..../..../NNNN", "algorithm": "bfs" })],
        "knight-path" => vec![
            json!({ "rows": 3000, "cols": 3000, "off": [[1, 2]], "from": [0, 0], "to": [2999, 2998], "algorithm": "bfs" }),
        ],
        "knight-tour" => vec![
            json!({ "rows": 6, "cols": 6, "from": [0, 0], "mode": "count" }),
            json!({ "rows": 8, "cols": 8, "from": [0, 0], "algorithm": "backtrack-seed" }),
        ],
        "non-attacking-knights" => vec![json!({ "rows": 1000, "cols": 1000, "algorithm": "greedy-seed" })],
        "n-queens" => vec![
            json!({ "n": 20, "mode": "count" }),
            json!({ "n": 30, "algorithm": "backtracking-seed" }),
        ],
        "peg-solitaire" => {
            vec![json!({ "board": "##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##", "minimize": "moves" })]
        }
        _ => vec![],
    }
}

/// Whether `answer` is what a search cut short by its budget may say.
fn stopped(answer: &board_puzzles::Answer) -> bool {
    let says_budget = answer
        .reason
        .as_deref()
        .is_some_and(|r| r.contains("limit") || r.contains("budget"));
    match answer.status {
        Status::Limit => says_budget,
        Status::Solved => answer.optimal == Some(false) && says_budget,
        Status::Unsolvable => false,
    }
}

/// Requests that need few expansions but much linear work (building a
/// graph, a greedy pass over a million squares): they must still watch the
/// clock. Time limit only, and a short one.
fn long_linear_work(puzzle: &str) -> Vec<Value> {
    match puzzle {
        "non-attacking-knights" => vec![json!({ "rows": 1000, "cols": 1000, "off": [[500, 500]] })],
        _ => vec![],
    }
}

fn run(puzzle: &str, mut value: Value, limits: Value) -> (Request, board_puzzles::Answer, f64) {
    value["puzzle"] = json!(puzzle);
    value["limits"] = limits;
    let request: Request = serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{value}: {e}"));
    let start = Instant::now();
    let answer = solve(&request).unwrap_or_else(|e| panic!("{value}: {e}"));
    (request, answer, start.elapsed().as_secs_f64() * 1000.0)
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release --test limits")]
fn every_puzzle_stops_at_its_time_limit() {
    for p in PUZZLES {
        let id = p.info().id;
        let cases = heavy(id);
        assert!(
            !cases.is_empty(),
            "{id}: add a request that outlasts {MILLIS} ms to tests/limits.rs"
        );
        for value in cases {
            let (_, answer, wall) = run(id, value.clone(), json!({ "millis": MILLIS }));
            assert!(
                stopped(&answer),
                "{id}: {value} within {MILLIS} ms: {:?} {:?} {:?}: pick a harder case",
                answer.status,
                answer.reason,
                answer.stats
            );
            assert!(
                wall <= MILLIS + SLACK,
                "{id}: {value} ran {wall:.0} ms on a {MILLIS} ms budget"
            );
        }
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release --test limits")]
fn long_linear_work_watches_the_clock() {
    for p in PUZZLES {
        let id = p.info().id;
        for value in long_linear_work(id) {
            let (_, answer, wall) = run(id, value.clone(), json!({ "millis": 20 }));
            assert!(
                stopped(&answer),
                "{id}: {value} within 20 ms: {:?} {:?}",
                answer.status,
                answer.stats
            );
            assert!(wall <= 20.0 + SLACK, "{id}: {value} ran {wall:.0} ms on a 20 ms budget");
        }
    }
}

#[test]
fn every_puzzle_stops_at_its_node_limit() {
    for p in PUZZLES {
        let id = p.info().id;
        for value in heavy(id) {
            let (_, answer, _) = run(id, value.clone(), json!({ "nodes": 1000 }));
            assert!(
                stopped(&answer),
                "{id}: {value} within 1000 nodes: {:?} {:?}",
                answer.status,
                answer.reason
            );
            // The budget is checked as it is spent: a little over is allowed
            // (the state being expanded finishes), not a whole search.
            assert!(
                answer.stats.expanded <= 1000 + 64,
                "{id}: {value} expanded {} on a budget of 1000",
                answer.stats.expanded
            );
        }
    }
}
