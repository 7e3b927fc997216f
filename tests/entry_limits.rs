//! Every entry point keeps its limits (issue 21): sizes are checked before
//! anything is allocated, `coach`, `position` and `moves` set up their
//! start within the request's `limits`, the tour's strip dynamic
//! programming watches its budget and answers the tour it found, and a
//! position past the notation's limit leaves its board text out.
//!
//! The tests that read the clock run on release builds only (`cargo test
//! --release --test entry_limits`), like tests/limits.rs; their bounds are
//! upper bounds with generous slack, and a case that must be *stopped* by
//! the clock is hundreds of times past what any machine does within its
//! budget, or uses the memory ceiling or a node budget instead, which do
//! not depend on the machine's speed.
//!
//! The memory checks read the process's peak resident size (Linux's
//! `/proc/self/status`), so the tests of this file run one at a time
//! ([`serial`]).

use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

use board_puzzles::core::coach::Verdict;
use board_puzzles::core::entry::advise;
use board_puzzles::core::entry::position_after;
use board_puzzles::core::play::PlayError;
use board_puzzles::core::random_off;
use board_puzzles::core::request::{Limits, RandomOff};
use board_puzzles::core::{budget_of, check, solve, Request, Status, Step};

/// Slack allowed past a time limit, in milliseconds: a loaded machine
/// must still pass.
const SLACK: f64 = 2_000.0;

static SERIAL: Mutex<()> = Mutex::new(());

/// Holds the other tests of this file off while one runs, so that the
/// memory one measures is its own.
fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn limits(nodes: Option<u64>, millis: Option<f64>, memory_mb: Option<f64>) -> Option<Limits> {
    Some(Limits {
        nodes,
        millis,
        memory_mb,
    })
}

/// `f`'s result and the milliseconds it took.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let t = Instant::now();
    let out = f();
    (out, t.elapsed().as_secs_f64() * 1000.0)
}

/// How many bytes the peak resident size grew while `f` ran (Linux; 0
/// elsewhere): the peak is reset to the current size first.
fn peak_growth<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let read = |field: &str| -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kb| kb * 1024)
    };
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let before = read("VmRSS");
    let out = f();
    let grown = if reset { read("VmHWM").saturating_sub(before) } else { 0 };
    (out, grown)
}

/// A board of 10 000 × 10 000 squares for `puzzle`, given by size.
fn huge(puzzle: &str) -> Request {
    Request {
        puzzle: puzzle.into(),
        rows: Some(10_000),
        cols: Some(10_000),
        ..Request::default()
    }
}

/// The message of an entry point's refusal, for every entry point the
/// request goes through: `check`, `solve`, `coach`, `position` (and
/// `moves`, which reads the position the same way).
fn refusals(request: &Request) -> Vec<(&'static str, String)> {
    vec![
        ("check", check(request).err().map(|e| e.to_string()).unwrap_or_default()),
        ("solve", solve(request).err().map(|e| e.to_string()).unwrap_or_default()),
        (
            "coach",
            advise(request, &[], &[])
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
        ),
        (
            "position",
            position_after(request, &[], &[])
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
        ),
    ]
}

#[test]
fn a_knight_swap_of_10000_squared_is_refused_from_its_size_before_anything_is_built() {
    let _one = serial();
    for (request, said) in [
        (
            huge("knight-swap"),
            "board: 100,000,000 on squares; knight-swap allows at most 64",
        ),
        (
            Request {
                off: Some(vec![[0, 0], [9_999, 9_999]]),
                ..huge("knight-swap")
            },
            "board: at least 99,999,998 on squares (100,000,000 cells less 2 listed off); knight-swap allows at most 64",
        ),
    ] {
        let ((refused, millis), grown) = peak_growth(|| timed(|| refusals(&request)));
        for (entry, message) in refused {
            assert_eq!(message, said, "{entry}");
        }
        // Before: 1.4–3.7 s and 2 050 MB of wasm memory (800 MB natively),
        // a square list of 10⁸ entries built before the count was made.
        assert!(grown < 4_000_000, "{grown} bytes grown");
        assert!(millis < 1_000.0, "{millis} ms for the four refusals");
    }
}

#[test]
fn every_puzzle_measures_a_board_given_by_size_before_building_it() {
    let _one = serial();
    let cases = [
        (
            "knight-tour",
            "a 10,000 × 10,000 board is too big for knight-tour: at most 1,000,000 squares (1,000 × 1,000)",
        ),
        (
            "non-attacking-knights",
            "board: 10,000 × 10,000 = 100,000,000 squares; non-attacking-knights takes at most 1,000,000",
        ),
        (
            "peg-solitaire",
            "board: 100,000,000 holes; peg solitaire takes at most 64 (turn holes off with #)",
        ),
    ];
    for (puzzle, said) in cases {
        // With a wall listed, the board would have needed a bit a square
        // (12.5 MB) before the cap was met.
        let request = Request {
            off: Some(vec![[5, 5]]),
            ..huge(puzzle)
        };
        let (refused, grown) = peak_growth(|| refusals(&request));
        for (entry, message) in refused {
            let want = said.replace(
                "100,000,000 holes",
                "at least 99,999,999 holes (100,000,000 cells less 1 listed off)",
            );
            assert_eq!(message, want, "{puzzle} {entry}");
        }
        assert!(grown < 4_000_000, "{puzzle}: {grown} bytes grown");
        let plain = huge(puzzle);
        assert_eq!(
            check(&plain).map_err(|e| e.to_string()),
            Err(said.to_owned()),
            "{puzzle}"
        );
    }
    // n-queens takes a 10 000 × 10 000 board (an explicit construction):
    // checked without marking 10 000-square lines for the queens it has not.
    let queens = huge("n-queens");
    let (ok, grown) = peak_growth(|| check(&queens));
    assert_eq!(ok, Ok(()));
    assert!(grown < 1_000_000, "{grown} bytes grown");
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release --test entry_limits")]
fn refusals_from_the_size_take_microseconds() {
    let _one = serial();
    for puzzle in [
        "knight-swap",
        "knight-tour",
        "non-attacking-knights",
        "peg-solitaire",
        "n-queens",
    ] {
        let request = huge(puzzle);
        let (_, millis) = timed(|| {
            for _ in 0..100 {
                let _ = check(&request);
            }
        });
        // A hundred checks; each was 3–4 ms in wasm (knight swap: seconds).
        assert!(millis < 100.0, "{puzzle}: {millis} ms for 100 checks");
    }
}

/// The first seed whose random walls leave both corners of 10 000² on.
fn open_seed(fraction: f64) -> u64 {
    let open = |seed| {
        let random = RandomOff { fraction, seed };
        [[0, 0], [9_999, 9_999]]
            .iter()
            .all(|&sq| !random_off::is_off(random, 10_000, sq))
    };
    (0..100).find(|&s| open(s)).unwrap_or_default()
}

/// A 10 000² knight path with 30 % random walls.
fn walled(limits: Option<Limits>) -> Request {
    Request {
        random_off: Some(RandomOff {
            fraction: 0.3,
            seed: open_seed(0.3),
        }),
        limits,
        ..huge("knight-path")
    }
}

#[test]
fn the_random_walls_of_a_start_are_asked_of_the_memory_ceiling_first() {
    let _one = serial();
    // The walls take a bit a square, 12.5 MB ("about 12 MB"): past a 1 MB
    // ceiling, they are
    // refused before one is drawn, whatever the machine's speed.
    let request = walled(limits(None, None, Some(1.0)));
    let ((c, p), grown) = peak_growth(|| (advise(&request, &[], &[]), position_after(&request, &[], &[])));
    let want = "limit: the board's walls (1 bit a square) would need about 12 MB, more than the memory ceiling (limits.memoryMb = 1); raise limits.memoryMb or use a smaller board";
    let c = c.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((c.status, c.proved, c.reachable), (Verdict::Unknown, false, None));
    assert_eq!(c.reason, format!("unknown: nothing is proved; {want}"));
    match p {
        Err(e @ PlayError::Limit(_)) => {
            assert_eq!(e.code(), "limit");
            assert_eq!(e.to_string(), want);
        }
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("set up past its memory ceiling"),
    }
    assert!(grown < 4_000_000, "{grown} bytes grown");
    // A request that is wrong is still refused as such, not as a limit.
    let wrong = Request {
        from: Some([10_000, 0]),
        ..request
    };
    let e = position_after(&wrong, &[], &[])
        .err()
        .map(|e| (e.code(), e.to_string()));
    assert_eq!(
        e,
        Some((
            "request",
            "from: square (10000, 0) is outside the 10,000 × 10,000 board".to_owned()
        ))
    );
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release --test entry_limits")]
fn coach_position_and_moves_draw_random_walls_within_the_time_limit() {
    let _one = serial();
    // 1 ms for 10⁸ draws: no machine draws a hundredth of them in that
    // time, so the clock stops the set-up.
    let request = walled(limits(None, Some(1.0), None));
    let (c, millis) = timed(|| advise(&request, &[], &[]));
    let c = c.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((c.status, c.proved), (Verdict::Unknown, false));
    assert!(
        c.reason.starts_with("unknown: nothing is proved; limit: the budget of 1 ms ran out while drawing the random walls of a 10,000 × 10,000 board (row "),
        "{}",
        c.reason
    );
    assert!(
        c.reason
            .ends_with("before the start position was ready; raise limits.millis"),
        "{}",
        c.reason
    );
    assert!(millis < 1.0 + SLACK, "{millis} ms");
    let (p, millis) = timed(|| position_after(&request, &[], &[]));
    let e = p.err().unwrap_or_else(|| panic!("set up in 1 ms"));
    assert_eq!(e.code(), "limit");
    assert!(e.to_string().contains("ran out while drawing the random walls"), "{e}");
    assert!(
        e.to_string()
            .ends_with("before the position was ready; raise limits.millis"),
        "{e}"
    );
    assert!(millis < 1.0 + SLACK, "{millis} ms");
    // The case: 200 ms. Before, the coach drew every wall without
    // the clock (1 280 ms in wasm, seconds natively) and then searched.
    // Whatever this machine's speed, the answer comes soon after 200 ms
    // and claims nothing.
    let request = walled(limits(None, Some(200.0), None));
    let (c, millis) = timed(|| advise(&request, &[], &[]));
    let c = c.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((c.status, c.proved), (Verdict::Unknown, false), "{}", c.reason);
    assert!(c.reason.contains("budget"), "{}", c.reason);
    assert!(millis < 200.0 + SLACK, "{millis} ms");
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release --test entry_limits")]
fn a_coach_with_two_million_listed_walls_keeps_its_time_limit() {
    let _one = serial();
    let request = Request {
        off: Some(
            (0..2_000_000u32)
                .map(|i| [1 + i / 5_000, 2 * (i % 5_000) + 1])
                .collect(),
        ),
        limits: limits(None, Some(20.0), None),
        ..huge("knight-path")
    };
    // Before: 479 ms in wasm (the request hashed as JSON text, the board
    // built twice); the listed walls are read once now.
    let (c, millis) = timed(|| advise(&request, &[], &[]));
    let c = c.unwrap_or_else(|e| panic!("{e}"));
    assert!(millis < 20.0 + SLACK, "{millis} ms");
    assert_eq!((c.status, c.proved), (Verdict::Unknown, false), "{}", c.reason);
    assert!(c.reason.contains("budget"), "{}", c.reason);
}

/// A knight's tour of 3 × 10 000, within `limits`.
fn strip(limits: Option<Limits>, closed: bool) -> Request {
    Request {
        puzzle: "knight-tour".into(),
        rows: Some(3),
        cols: Some(10_000),
        closed: Some(closed),
        limits,
        ..Request::default()
    }
}

#[test]
fn the_strip_dynamic_programming_keeps_its_node_budget_and_answers_the_tour_it_found() {
    let _one = serial();
    for closed in [false, true] {
        // A node budget: the same answer on any machine.
        let cut = solve(&strip(limits(Some(1_000), None, None), closed)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cut.status, Status::Limit);
        assert!(cut.stats.expanded <= 1_000, "{}", cut.stats.expanded);
        assert!(
            cut.reason.as_deref().is_some_and(|r| r.contains("1,000 states")),
            "{:?}",
            cut.reason
        );
        let c = advise(&strip(limits(Some(1_000), None, None), closed), &[], &[]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((c.status, c.proved), (Verdict::Unknown, false), "{}", c.reason);
        // Enough nodes: the tour is answered, every square once.
        let found = solve(&strip(limits(None, Some(60_000.0), None), closed)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(found.status, Status::Solved, "{:?}", found.reason);
        assert_eq!(found.length, Some(29_999 + u64::from(closed)));
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release --test entry_limits")]
fn the_strip_dynamic_programming_keeps_its_time_limit() {
    let _one = serial();
    for closed in [false, true] {
        // The case: 353–386 ms against 200 (a chain of repeated
        // steps followed back step by step); now the tour is answered
        // within the budget, or `limit` says so soon after it.
        let request = strip(limits(None, Some(200.0), None), closed);
        let (a, millis) = timed(|| solve(&request));
        let a = a.unwrap_or_else(|e| panic!("{e}"));
        assert!(millis < 200.0 + SLACK, "{millis} ms");
        match a.status {
            Status::Solved => assert_eq!(a.length, Some(29_999 + u64::from(closed))),
            Status::Limit => assert!(
                a.reason.as_deref().is_some_and(|r| r.contains("200 ms")),
                "{:?}",
                a.reason
            ),
            Status::Unsolvable => panic!("{:?}", a.reason),
        }
        let (c, millis) = timed(|| advise(&request, &[], &[]));
        let c = c.unwrap_or_else(|e| panic!("{e}"));
        assert!(millis < 200.0 + SLACK, "{millis} ms");
        assert!(matches!(c.status, Verdict::OnTrack | Verdict::Unknown), "{}", c.reason);
    }
}

#[test]
fn a_position_past_the_notations_limit_leaves_its_board_text_out() {
    let _one = serial();
    let request = Request {
        from: Some([0, 0]),
        ..huge("knight-path")
    };
    let ((puzzle, position), grown) =
        peak_growth(|| position_after(&request, &[], &[]).unwrap_or_else(|e| panic!("{e}")));
    let summary = position.summary(puzzle.is_goal(&position));
    // Before: a 100 009 999-character text.
    assert_eq!(summary.board, None);
    assert_eq!(
        summary.board_omitted.as_deref(),
        Some("the 10,000 × 10,000 board has 100,000,000 cells, more than the 1,000,000 a position text may describe (docs/NOTATION.md); offSquares(request) gives its walls, `walker` and `visited` the knight")
    );
    assert_eq!(summary.walker, Some([0, 0]));
    assert!(grown < 4_000_000, "{grown} bytes grown");
    let json = serde_json::to_value(&summary).unwrap_or_default();
    assert!(
        json.get("board").is_none() && json["boardOmitted"].is_string(),
        "{json}"
    );
    // At the limit, the board is written.
    let square = Request {
        rows: Some(1_000),
        cols: Some(1_000),
        ..request
    };
    let (puzzle, position) = position_after(&square, &[], &[]).unwrap_or_else(|e| panic!("{e}"));
    let summary = position.summary(puzzle.is_goal(&position));
    assert_eq!(summary.board.map(|b| b.len()), Some(1_000 * 1_000 + 999));
    assert_eq!(summary.board_omitted, None);
}

#[test]
fn a_tour_without_from_starts_on_the_first_on_square() {
    let _one = serial();
    // [0, 0] is off: the tour starts on [0, 1], open or closed.
    let open = Request {
        puzzle: "knight-tour".into(),
        rows: Some(6),
        cols: Some(6),
        off: Some(vec![[0, 0]]),
        ..Request::default()
    };
    let a = solve(&open).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.status, Status::Solved, "{:?}", a.reason);
    assert_eq!(a.steps.as_ref().and_then(|s| s.first()).map(|s| s.from), Some([0, 1]));
    let closed = Request {
        closed: Some(true),
        ..open.clone()
    };
    // 35 squares: no closed tour (a knight alternates colours), proved,
    // not refused for a start it was never given.
    let a = solve(&closed).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.status, Status::Unsolvable, "{:?}", a.reason);
    let (_, position) = position_after(&closed, &[], &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(position.walker().map(|w| w.at()), Some([0, 1]));
    // On a board whose corner is on, the start is still [0, 0].
    let full = Request { off: None, ..open };
    let a = solve(&full).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.steps.as_ref().and_then(|s| s.first()).map(|s| s.from), Some([0, 0]));
}

#[test]
fn max_solutions_defaults_to_100_from_1_to_10000() {
    let _one = serial();
    let all = |max: Option<u32>| Request {
        puzzle: "n-queens".into(),
        n: Some(10),
        mode: Some("all".into()),
        max_solutions: max,
        ..Request::default()
    };
    // 724 solutions of 10 queens: 100 listed by default.
    let a = solve(&all(None)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.solutions.map(|s| s.len()), Some(100));
    for bad in [0, 10_001] {
        assert_eq!(
            check(&all(Some(bad))).map_err(|e| e.to_string()),
            Err(format!("maxSolutions: {bad} is not allowed: use 1 to 10,000"))
        );
    }
    assert_eq!(check(&all(Some(10_000))), Ok(()));
}

#[test]
fn peg_solitaire_takes_a_goal_position() {
    let _one = serial();
    let request = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("oo.".into()),
        goal: Some("..o".into()),
        ..Request::default()
    };
    let a = solve(&request).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((a.status, a.length), (Status::Solved, Some(1)));
}

#[test]
fn non_attacking_knights_are_solved_alike_by_position_and_coach() {
    let _one = serial();
    let request = Request {
        puzzle: "non-attacking-knights".into(),
        board: Some(".../.../...".into()),
        ..Request::default()
    };
    // 3 × 3 holds 5 knights at most: the corners and the centre.
    let most = [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]];
    let (puzzle, position) = position_after(&request, &[], &most).unwrap_or_else(|e| panic!("{e}"));
    assert!(position.summary(puzzle.is_goal(&position)).solved);
    let c = advise(&request, &[], &most).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((c.status, c.added), (Verdict::Solved, Some(0)));
    // The top row and the centre: no knight fits any more, but the board
    // holds five: not solved, for either.
    let stuck = [[0, 0], [0, 1], [0, 2], [1, 1]];
    let (puzzle, position) = position_after(&request, &[], &stuck).unwrap_or_else(|e| panic!("{e}"));
    assert!(!position.summary(puzzle.is_goal(&position)).solved);
    let c = advise(&request, &[], &stuck).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((c.status, c.added), (Verdict::OffTrack, Some(0)));
    // Fewer than the most, with room left: neither.
    let (puzzle, position) = position_after(&request, &[], &most[..4]).unwrap_or_else(|e| panic!("{e}"));
    assert!(!position.summary(puzzle.is_goal(&position)).solved);
    let c = advise(&request, &[], &most[..4]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.status, Verdict::OnTrack);
}

// ------------------------------------------------- issue 40: nodes, every phase

/// `n` knight steps back and forth between [0, 0] and [1, 2].
fn walk(n: usize) -> Vec<Step> {
    (0..n)
        .map(|i| {
            let (from, to) = if i % 2 == 0 { ([0, 0], [1, 2]) } else { ([1, 2], [0, 0]) };
            Step { from, to, over: None }
        })
        .collect()
}

#[test]
fn a_node_budget_stops_the_drawing_of_random_walls() {
    let _one = serial();
    let request = walled(limits(Some(1_000), None, None));
    let a = solve(&request).unwrap_or_else(|e| panic!("{e}"));
    let reason = a.reason.unwrap_or_default();
    assert_eq!(a.status, Status::Limit, "{reason}");
    assert!(
        reason.contains("1,000 nodes ran out while drawing the random walls"),
        "{reason}"
    );
    match position_after(&request, &[], &[]) {
        Err(PlayError::Limit(why)) => assert!(
            why.contains("1,000 nodes") && why.contains("raise limits.nodes"),
            "{why}"
        ),
        other => panic!("{:?}", other.map(|(_, p)| p.moves())),
    }
    let c = advise(&request, &[], &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.status, Verdict::Unknown);
    assert!(c.reason.contains("drawing the random walls"), "{}", c.reason);
    // The off squares too.
    let mut budget = budget_of(&request, request.millis_limit()).unwrap_or_else(|e| panic!("{e}"));
    assert!(request
        .off_cells(&mut budget)
        .unwrap_or_else(|e| panic!("{e}"))
        .is_err());
    assert!(budget.set_up_reason("the off squares").contains("1,000 nodes"));
}

#[test]
fn played_and_placed_entries_count_against_the_nodes() {
    let _one = serial();
    let path = Request {
        puzzle: "knight-path".into(),
        rows: Some(8),
        cols: Some(8),
        limits: limits(Some(1_000), None, None),
        ..Request::default()
    };
    let played = walk(5_000);
    match position_after(&path, &played, &[]) {
        Err(PlayError::Limit(why)) => assert!(why.contains("replaying `played`"), "{why}"),
        other => panic!("{:?}", other.map(|(_, p)| p.moves())),
    }
    let c = advise(&path, &played, &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.status, Verdict::Unknown);
    assert!(
        c.reason.contains("1,000 nodes ran out while replaying `played`"),
        "{}",
        c.reason
    );
    // Within the nodes, the same list is replayed.
    let roomy = Request {
        limits: limits(Some(20_000), None, None),
        ..path.clone()
    };
    let (_, position) = position_after(&roomy, &played, &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(position.moves(), 5_000);
}

#[test]
fn a_long_placed_list_is_replayed_in_place() {
    let _one = serial();
    // 100 000 knights on light squares of 1000²: a copy of the position a
    // knight made the replay quadratic (minutes); in place it is linear.
    let placed: Vec<[u32; 2]> = (0..200u32)
        .flat_map(|r| (0..1000u32).filter(move |c| (r + c) % 2 == 0).map(move |c| [r, c]))
        .collect();
    assert_eq!(placed.len(), 100_000);
    let request = Request {
        puzzle: "non-attacking-knights".into(),
        rows: Some(1000),
        cols: Some(1000),
        ..Request::default()
    };
    let (_, position) = position_after(&request, &[], &placed).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(position.moves(), 100_000);
    let few = Request {
        limits: limits(Some(1_000), None, None),
        ..request
    };
    match position_after(&few, &[], &placed) {
        Err(PlayError::Limit(why)) => assert!(why.contains("replaying `placed`"), "{why}"),
        other => panic!("{:?}", other.map(|(_, p)| p.moves())),
    }
}

#[test]
fn the_matching_construction_and_assignment_heuristic_count_against_the_nodes() {
    let _one = serial();
    let knights = Request {
        puzzle: "non-attacking-knights".into(),
        rows: Some(1000),
        cols: Some(1000),
        algorithm: Some("matching".into()),
        limits: limits(Some(1_000), None, None),
        ..Request::default()
    };
    let a = solve(&knights).unwrap_or_else(|e| panic!("{e}"));
    let reason = a.reason.unwrap_or_default();
    assert_eq!(a.status, Status::Limit, "{reason}");
    assert!(
        reason.contains("1,000 nodes ran out while building the matching's graph"),
        "{reason}"
    );
    let queens = Request {
        puzzle: "n-queens".into(),
        n: Some(1_000_000),
        limits: limits(Some(1_000), None, None),
        ..Request::default()
    };
    let a = solve(&queens).unwrap_or_else(|e| panic!("{e}"));
    let reason = a.reason.unwrap_or_default();
    assert_eq!(a.status, Status::Limit, "{reason}");
    assert!(reason.contains("explicit construction for n = 1,000,000"), "{reason}");
    // With nodes enough for its three passes it is solved.
    let roomy = Request {
        limits: limits(Some(50_000), None, None),
        ..queens
    };
    assert_eq!(solve(&roomy).map(|a| a.status).ok(), Some(Status::Solved));
    let swap = Request {
        puzzle: "knight-swap".into(),
        board: Some("nnnnnnnn/nnnnnnnn/......../......../......../......../NNNNNNNN/NNNNNNNN".into()),
        goal: Some("NNNNNNNN/NNNNNNNN/......../......../......../......../nnnnnnnn/nnnnnnnn".into()),
        algorithm: Some("astar-assignment".into()),
        limits: limits(Some(1_000), None, None),
        ..Request::default()
    };
    let a = solve(&swap).unwrap_or_else(|e| panic!("{e}"));
    let reason = a.reason.unwrap_or_default();
    assert_eq!(a.status, Status::Limit, "{reason}");
    assert!(reason.contains("evaluating the assignment heuristic"), "{reason}");
    // Each evaluation counted: far fewer states than nodes were expanded.
    assert!(a.stats.expanded < 100, "{}", a.stats.expanded);
}
