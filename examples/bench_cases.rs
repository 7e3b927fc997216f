//! Times the cases of `benches/cases.json` in one process and prints one
//! tab-separated line per case: name, median milliseconds, repetitions,
//! status, length, expanded. `scripts/bench-compare.sh` builds this same
//! file at two commits and runs the two binaries in turns, so that a
//! machine's changing load falls on both alike.
//!
//! ```sh
//! cargo run --release --example bench_cases -- benches/cases.json [NAME-FILTER] [--ms 300]
//! ```
//!
//! Each case runs once to warm up, then again until `--ms` milliseconds
//! have passed (at least once, at most 25 times); long cases
//! (`"long": true`) are left out. Uses only `solve` and `Request`, which
//! every commit of the crate has.

use std::time::Instant;

use board_puzzles::{solve, Request};
use serde_json::Value;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut budget_ms = 300.0;
    let mut plain = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--ms" {
            budget_ms = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(budget_ms);
            i += 2;
        } else {
            plain.push(args[i].clone());
            i += 1;
        }
    }
    let Some(path) = plain.first() else {
        eprintln!("usage: bench_cases CASES.json [NAME-FILTER] [--ms N]");
        std::process::exit(2);
    };
    let filter = plain.get(1).cloned().unwrap_or_default();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    let cases: Vec<Value> = serde_json::from_str(&text).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    for case in cases {
        let name = case["name"].as_str().unwrap_or("?").to_string();
        if case["long"].as_bool().unwrap_or(false) || !name.contains(&filter) {
            continue;
        }
        let request: Request = match serde_json::from_value(case["request"].clone()) {
            Ok(r) => r,
            Err(e) => {
                println!("{name}\t-\t0\terror: {e}\t-\t-");
                continue;
            }
        };
        let first = solve(&request);
        let mut times = Vec::new();
        let start = Instant::now();
        while times.is_empty() || (times.len() < 25 && start.elapsed().as_secs_f64() * 1e3 < budget_ms) {
            let t = Instant::now();
            let _ = solve(&request);
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        match first {
            Ok(a) => {
                let status = serde_json::to_value(a.status)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from));
                println!(
                    "{name}\t{median:.4}\t{}\t{}\t{}\t{}",
                    times.len(),
                    status.unwrap_or_default(),
                    a.length.map_or("-".into(), |l| l.to_string()),
                    a.stats.expanded
                );
            }
            Err(e) => println!("{name}\t{median:.4}\t{}\terror: {e}\t-\t-", times.len()),
        }
    }
}
