//! Counts the solutions of the empty n × n board with the solver's
//! constellation counter on one thread and prints `n count nodes millis`,
//! for the side-by-side comparison with public C counters
//! (`benches/queens-peers.mjs`).
//!
//! ```sh
//! cargo run --release --example queens_count -- 16
//! ```

use board_puzzles::core::puzzles::n_queens::constellation;
use board_puzzles::core::search::trace::Recorder;
use board_puzzles::core::search::{Budget, Meter, Stats};
use std::time::Instant;

fn main() {
    let n: u32 = match std::env::args().nth(1).map(|a| a.parse()) {
        Some(Ok(n)) if (constellation::MIN_N..=constellation::MAX_N).contains(&n) => n,
        _ => {
            eprintln!("usage: queens_count <n, 4 to 32>");
            std::process::exit(2);
        }
    };
    let start = Instant::now();
    let mut stats = Stats::default();
    let Ok(tally) = constellation::count(
        n,
        None,
        u64::MAX,
        &mut Meter::new(&mut Budget::new(u64::MAX, 1e15), &mut stats, &mut Recorder::off()),
    ) else {
        eprintln!("the unlimited budget ran out");
        std::process::exit(1);
    };
    let millis = start.elapsed().as_secs_f64() * 1e3;
    println!("{n} {} {} {millis:.1}", tally.count, stats.expanded);
}
