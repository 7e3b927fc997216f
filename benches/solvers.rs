//! Native solver benchmarks: every case of `benches/cases.json` through
//! `board_puzzles::solve`, the same requests that `benches/wasm.mjs` sends to
//! the wasm module. `scripts/bench.sh` runs both and prints them side by side.
//!
//! Besides criterion's timings (target/criterion/solve/<case>/), this writes
//! `target/bench/native.json` with each case's answer length and expanded
//! count, or the error a case met.

use std::path::PathBuf;
use std::time::Duration;

use board_puzzles::{solve, Request};
use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// (name, request as JSON) for each case.
fn cases() -> Vec<(String, Value)> {
    let text = std::fs::read_to_string(root().join("benches/cases.json")).expect("read benches/cases.json");
    let all: Vec<Value> = serde_json::from_str(&text).expect("benches/cases.json is not valid JSON");
    all.into_iter()
        .map(|case| {
            let name = case["name"].as_str().expect("a case without a name").to_string();
            (name, case["request"].clone())
        })
        .collect()
}

/// Pulls a number out of the answer, serialized, without depending on the
/// Rust field names (the JSON ones are DESIGN §4's).
fn field(answer: &Value, path: &[&str]) -> Value {
    let mut v = answer;
    for key in path {
        v = &v[*key];
    }
    v.clone()
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

    for (name, request_json) in cases() {
        if filter.as_deref().is_some_and(|f| !name.contains(f)) {
            continue;
        }
        let request: Request = match serde_json::from_value(request_json.clone()) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("skip {name}: request does not deserialize: {e}");
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
            Ok(a) => serde_json::to_value(&a).expect("Answer serializes"),
            Err(e) => {
                eprintln!("skip {name}: {e}");
                report.push(json!({ "name": name, "error": e.to_string() }));
                continue;
            }
        };
        report.push(json!({
            "name": name,
            "status": field(&answer, &["status"]),
            "length": field(&answer, &["length"]),
            "optimal": field(&answer, &["optimal"]),
            "count": field(&answer, &["count"]),
            "expanded": field(&answer, &["stats", "expanded"]),
            "algorithm": field(&answer, &["stats", "algorithm"]),
        }));
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
}

criterion_group!(benches, bench_solvers);
criterion_main!(benches);
