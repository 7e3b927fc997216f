//! The entry points on requests past their limits (issue 21): the time each
//! takes and the most memory it touched (the peak resident size above
//! the resident size before the call, from Linux's `/proc/self/status`,
//! the peak reset through `/proc/self/clear_refs`), for `check`, `solve`, `coach`, `position` and `moves` on the
//! requests the issue lists.
//!
//! `cargo run --release --example entry_limits` (`ENTRY_CASE=swap` runs
//! the rows whose name contains `swap`).

use std::time::Instant;

use board_puzzles::core::entry::position_after;
use board_puzzles::core::random_off;
use board_puzzles::core::request::{Limits, RandomOff};
use board_puzzles::core::{advise, check, solve, Request};

/// A field of `/proc/self/status` in bytes (Linux), e.g. `VmHWM`.
fn status_bytes(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// Runs `f`, printing its time, the peak of heap bytes it added, and what
/// it said.
fn measure(name: &str, f: impl FnOnce() -> String) {
    if let Ok(only) = std::env::var("ENTRY_CASE") {
        if !name.contains(&only) {
            return;
        }
    }
    // Resets the peak resident size (VmHWM) to the current one.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    let before = status_bytes("VmRSS");
    let t = Instant::now();
    let said = f();
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    let peak = status_bytes("VmHWM").saturating_sub(before);
    let said: String = said.chars().take(150).collect();
    println!("{name:<58} {ms:>9.3} ms {:>10.1} MB  {said}", peak as f64 / 1e6);
}

fn limits(millis: f64) -> Option<Limits> {
    Some(Limits {
        nodes: None,
        millis: Some(millis),
        memory_mb: None,
    })
}

fn said<T, E: std::fmt::Display>(r: Result<T, E>, ok: impl FnOnce(T) -> String) -> String {
    match r {
        Ok(v) => ok(v),
        Err(e) => format!("error: {e}"),
    }
}

fn entries(name: &str, request: &Request) {
    measure(&format!("{name}: check"), || said(check(request), |()| "ok".into()));
    measure(&format!("{name}: solve"), || {
        said(solve(request), |a| {
            format!(
                "{:?} {} {}",
                a.status,
                a.length.unwrap_or(0),
                a.reason.unwrap_or_default()
            )
        })
    });
    measure(&format!("{name}: coach"), || {
        said(advise(request, &[], &[]), |c| format!("{:?} {}", c.status, c.reason))
    });
    measure(&format!("{name}: position"), || {
        said(position_after(request, &[], &[]), |(p, pos)| {
            let s = pos.summary(p.is_goal(&pos));
            match s.board {
                Some(board) => format!("board {} characters", board.len()),
                None => format!("no board: {}", s.board_omitted.unwrap_or_default()),
            }
        })
    });
    measure(&format!("{name}: moves"), || {
        said(position_after(request, &[], &[]), |(p, pos)| {
            format!("{} moves", p.legal_moves(&pos).len())
        })
    });
}

fn main() {
    let huge = |puzzle: &str| Request {
        puzzle: puzzle.into(),
        rows: Some(10_000),
        cols: Some(10_000),
        ..Request::default()
    };
    entries("knight-swap 10 000²", &huge("knight-swap"));
    for puzzle in ["knight-tour", "non-attacking-knights", "n-queens", "peg-solitaire"] {
        let request = huge(puzzle);
        measure(&format!("{puzzle} 10 000²: check"), || {
            said(check(&request), |()| "ok".into())
        });
    }
    // The first seed leaving both corners on.
    let open = |seed| {
        let random = RandomOff { fraction: 0.3, seed };
        [[0, 0], [9_999, 9_999]]
            .iter()
            .all(|&sq| !random_off::is_off(random, 10_000, sq))
    };
    let seed = (0..100).find(|&s| open(s)).unwrap_or_default();
    let walled = Request {
        random_off: Some(RandomOff { fraction: 0.3, seed }),
        limits: limits(200.0),
        ..huge("knight-path")
    };
    entries("knight-path 10 000², randomOff 0.3, 200 ms", &walled);
    let listed = Request {
        off: Some(
            (0..2_000_000u32)
                .map(|i| [1 + i / 5_000, 2 * (i % 5_000) + 1])
                .collect(),
        ),
        limits: limits(20.0),
        ..huge("knight-path")
    };
    entries("knight-path 10 000², 2 M off squares, 20 ms", &listed);
    let tour = Request {
        puzzle: "knight-tour".into(),
        rows: Some(3),
        cols: Some(10_000),
        limits: limits(200.0),
        ..Request::default()
    };
    entries("knight-tour 3 × 10 000, 200 ms", &tour);
    let closed = Request {
        closed: Some(true),
        ..tour.clone()
    };
    entries("knight-tour 3 × 10 000 closed, 200 ms", &closed);
    entries("knight-path 10 000²", &huge("knight-path"));
}
