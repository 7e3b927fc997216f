//! Native solver benchmarks: every case of `benches/cases.json` through
//! `board_puzzles::solve`, the same requests that `benches/wasm.mjs` sends to
//! the wasm module. `scripts/bench.sh` runs both and prints them side by side.
//!
//! Besides criterion's timings (target/criterion/solve/<case>/), this writes
//! `target/bench/native.json` with each case's answer length and expanded
//! count, or the error a case met.
//!
//! Every case carries its expected answer (`expect`: status, length,
//! optimal, count, number of solutions, moves) and where that value comes
//! from (`source`); an answer that differs is printed and the benchmark
//! fails once all cases have run (`benches/expect.mjs` checks the same for
//! wasm). Cases marked `"long": true` run only with `BENCH_LONG=1`.
//!
//! Every answer's steps are also replayed from the request's start through
//! the core's one apply ([`play::replay`], which refuses an illegal step
//! naming it and why); a solved answer must end on the goal
//! ([`Play::is_goal`](board_puzzles::core::play::Play::is_goal)). An
//! illegal step or a missed goal fails the benchmark like a wrong length.

use std::path::PathBuf;
use std::time::Duration;

use board_puzzles::core::play;
use board_puzzles::core::Status;
use board_puzzles::{solve, Answer, Request};
use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One case of `benches/cases.json`.
struct Case {
    name: String,
    request: Value,
    /// The expected answer's fields (see [`mismatches`]).
    expect: Value,
    /// Runs only with `BENCH_LONG=1`.
    long: bool,
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(root().join("benches/cases.json")).expect("read benches/cases.json");
    let all: Vec<Value> = serde_json::from_str(&text).expect("benches/cases.json is not valid JSON");
    all.into_iter()
        .map(|case| {
            let name = case["name"].as_str().expect("a case without a name").to_string();
            assert!(case["expect"].is_object(), "case {name}: no expected answer (`expect`)");
            Case {
                name,
                request: case["request"].clone(),
                expect: case["expect"].clone(),
                long: case["long"].as_bool().unwrap_or(false),
            }
        })
        .collect()
}

/// Pulls a number out of the answer, serialized, without depending on the
/// Rust field names (the JSON ones are those of the JS API, docs/API.md).
fn field(answer: &Value, path: &[&str]) -> Value {
    let mut v = answer;
    for key in path {
        v = &v[*key];
    }
    v.clone()
}

/// The moves of a jump sequence: consecutive jumps by the same peg (each
/// starting where the last one landed) are one move.
fn moves(steps: &[Value]) -> usize {
    steps
        .iter()
        .enumerate()
        .filter(|&(i, step)| i == 0 || steps[i - 1]["to"] != step["from"])
        .count()
}

/// What of the answer's summary (`status`, `length`, `optimal`, `count`,
/// `solutions`: how many, `moves`) differs from `expect`, one line each.
/// Counts compare as decimal text (an answer's count may be a string).
fn mismatches(expect: &Value, summary: &Value) -> Vec<String> {
    let Some(expect) = expect.as_object() else {
        return vec!["no expected answer".to_string()];
    };
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    expect
        .iter()
        .filter(|(key, want)| text(&summary[key.as_str()]) != text(want))
        .map(|(key, want)| format!("{key}: expected {want}, got {}", summary[key.as_str()]))
        .collect()
}

/// Replays `answer`'s steps from `request`'s start through the core's one
/// apply ([`play::replay`]); a solved answer must reach the puzzle's goal.
/// Answers without steps (placements, counts, proofs) pass.
///
/// # Errors
/// A line naming the illegal step and why, or the missed goal.
fn replay(request: &Request, answer: &Answer) -> Result<(), String> {
    let Some(steps) = answer.steps.as_deref() else {
        return Ok(());
    };
    let (puzzle, mut position) = board_puzzles::core::entry::position_after(request, &[], &[])
        .map_err(|e| format!("no start position to replay from: {e}"))?;
    play::replay(puzzle, &mut position, steps).map_err(|e| format!("illegal answer: {e}"))?;
    if answer.status == Status::Solved && !puzzle.is_goal(&position) {
        return Err(format!("the {} steps do not reach the goal", steps.len()));
    }
    Ok(())
}

/// Cases whose first solve takes longer than this (ms) are timed by that
/// one run instead of criterion's samples, so that a full run stays within
/// minutes (`ms` and `runs: 1` in native.json).
const SLOW_MS: f64 = 1_500.0;

fn bench_solvers(c: &mut Criterion) {
    let filter: Option<String> = std::env::var("BENCH_CASE").ok();
    let mut report = Vec::new();
    let mut group = c.benchmark_group("solve");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));

    let long = std::env::var_os("BENCH_LONG").is_some();
    let mut failures = Vec::new();
    for Case {
        name,
        request: request_json,
        expect,
        long: is_long,
    } in cases()
    {
        if filter.as_deref().is_some_and(|f| !name.contains(f)) || (is_long && !long) {
            continue;
        }
        let request: Request = match serde_json::from_value(request_json.clone()) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("MISMATCH {name}: request does not deserialize: {e}");
                failures.push(format!("{name}: bad request ({e})"));
                report.push(json!({ "name": name, "error": format!("bad request: {e}") }));
                continue;
            }
        };
        // One solve first: its answer goes in the report, and a case the
        // solver rejects is reported instead of benchmarked.
        let started = std::time::Instant::now();
        let first = solve(&request);
        let once_ms = started.elapsed().as_secs_f64() * 1000.0;
        let answer = match first {
            Ok(a) => {
                if let Err(e) = replay(&request, &a) {
                    eprintln!("MISMATCH {name}: {e}");
                    failures.push(format!("{name}: {e}"));
                }
                serde_json::to_value(&a).expect("Answer serializes")
            }
            Err(e) => {
                eprintln!("MISMATCH {name}: refused ({e})");
                failures.push(format!("{name}: refused ({e})"));
                report.push(json!({ "name": name, "error": e.to_string() }));
                continue;
            }
        };
        let mut row = json!({
            "name": name,
            "status": field(&answer, &["status"]),
            "length": field(&answer, &["length"]),
            "optimal": field(&answer, &["optimal"]),
            "count": field(&answer, &["count"]),
            "solutions": answer["solutions"].as_array().map(Vec::len),
            "moves": answer["steps"].as_array().map(|s| moves(s)),
            "expanded": field(&answer, &["stats", "expanded"]),
            "algorithm": field(&answer, &["stats", "algorithm"]),
        });
        let wrong = mismatches(&expect, &row);
        if !wrong.is_empty() {
            eprintln!("MISMATCH {name}: {}", wrong.join("; "));
            failures.push(format!("{name}: {}", wrong.join("; ")));
            row["mismatch"] = json!(wrong);
        }
        report.push(row);
        if once_ms > SLOW_MS {
            // Too slow for criterion's ten samples: the one run is the figure.
            if let Some(row) = report.last_mut() {
                row["ms"] = json!(once_ms);
                row["runs"] = json!(1);
            }
            continue;
        }
        group.bench_function(name.as_str(), |b| {
            b.iter(|| solve(std::hint::black_box(&request)).expect("solve"))
        });
    }
    group.finish();

    let out = root().join("target/bench");
    std::fs::create_dir_all(&out).expect("create target/bench");
    std::fs::write(out.join("native.json"), serde_json::to_string_pretty(&report).unwrap())
        .expect("write target/bench/native.json");
    assert!(
        failures.is_empty(),
        "{} case(s) answered other than expected (benches/cases.json):\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

criterion_group!(benches, bench_solvers);
criterion_main!(benches);
