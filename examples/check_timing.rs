//! How long `check` (reading a request, no search) takes on the largest
//! requests: the 10 000 × 10 000 knight-path preset (also with 30 % random
//! walls and with a million listed off squares) and a 64-square knight
//! swap with 32 knights. Prints the median of 101 runs in microseconds.
//!
//! `cargo run --release --example check_timing`

use std::time::Instant;

use board_puzzles::core::random_off;
use board_puzzles::core::request::RandomOff;
use board_puzzles::core::{check, Request};

fn median_micros(request: &Request) -> f64 {
    let mut times: Vec<f64> = (0..101)
        .map(|_| {
            let t = Instant::now();
            check(request).unwrap_or_else(|e| panic!("{e}"));
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[50]
}

fn main() {
    let path = Request {
        puzzle: "knight-path".into(),
        rows: Some(10_000),
        cols: Some(10_000),
        from: Some([0, 0]),
        to: Some([9_999, 9_999]),
        ..Request::default()
    };
    // The first seed that leaves both ends on (seed 7, used before, walls
    // [0, 0] off: check refuses it).
    let open = |seed| {
        let random = RandomOff { fraction: 0.3, seed };
        [[0, 0], [9_999, 9_999]]
            .iter()
            .all(|&sq| !random_off::is_off(random, 10_000, sq))
    };
    let seed = (0..100).find(|&s| open(s)).unwrap_or_default();
    let random = Request {
        algorithm: Some("bfs".into()),
        random_off: Some(RandomOff { fraction: 0.3, seed }),
        ..path.clone()
    };
    let listed = Request {
        off: Some(
            (0..1_000_000u32)
                .map(|i| [1 + i / 5_000, 2 * (i % 5_000) + 1])
                .collect(),
        ),
        ..path.clone()
    };
    let swap = Request {
        puzzle: "knight-swap".into(),
        board: Some("nnnnnnnn/nnnnnnnn/......../......../......../......../NNNNNNNN/NNNNNNNN".into()),
        algorithm: Some("astar".into()),
        ..Request::default()
    };
    for (name, request) in [
        ("knight-path 10 000 × 10 000 (preset)", &path),
        ("knight-path 10 000 × 10 000, bfs, randomOff 0.3", &random),
        ("knight-path 10 000 × 10 000, 1 000 000 off squares", &listed),
        ("knight-swap 8 × 8, 32 knights", &swap),
    ] {
        println!("{name}: check {:.1} µs", median_micros(request));
    }
}
