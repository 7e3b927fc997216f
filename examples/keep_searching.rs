//! What the page's *Keep searching* does, natively: solves a request with
//! a small node budget, then again with `resume: true` and four times the
//! budget, until the answer is proved or `--runs` runs are done, printing
//! each run's states, time, bounds and reason. Measures how much going on
//! from the kept table and bound saves against one search from scratch.
//!
//! ```sh
//! cargo run --release --example keep_searching -- 1000000 '{"puzzle":"peg-solitaire","board":"##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##","finish":"start","minimize":"moves"}'
//! ```

use board_puzzles::core::request::Limits;
use board_puzzles::core::Status;
use board_puzzles::{solve, Request};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(nodes), Some(text)) = (args.first().and_then(|n| n.parse::<u64>().ok()), args.get(1)) else {
        eprintln!("usage: keep_searching <first node budget> '<request JSON>' [runs]");
        std::process::exit(2);
    };
    let runs: u32 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(8);
    let mut request: Request = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("request: {e}");
            std::process::exit(2);
        }
    };
    let mut budget = nodes;
    let mut total = 0;
    for run in 1..=runs {
        request.limits = Some(Limits {
            nodes: Some(budget),
            millis: Some(3_600_000.0),
            memory_mb: None,
        });
        request.resume = (run > 1).then_some(true);
        let answer = match solve(&request) {
            Ok(a) => a,
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        };
        let s = &answer.stats;
        total += s.expanded;
        println!(
            "run {run}: budget {budget} states: {:?}, optimal {:?}, {} expanded ({total} in all), {:.0} ms, lower bound {:?}, best {:?}\n  {}",
            answer.status,
            answer.optimal,
            s.expanded,
            s.millis,
            s.lower_bound,
            s.best,
            answer.reason.as_deref().unwrap_or("")
        );
        if answer.optimal == Some(true) || answer.status == Status::Unsolvable {
            break;
        }
        budget *= 4;
    }
}
