//! Tests of the knight's tour. Every returned tour is replayed on the
//! request's board; existence is checked against the theorems and against
//! independent exhaustive searches.

use super::*;
use crate::core::play::{self, Play};
use crate::core::request::Limits;
use crate::core::search::Budget;
use crate::core::solve;

fn ask(req: &Request) -> Answer {
    solve(req).unwrap_or_else(|e| panic!("{req:?}: {e}"))
}

fn with_algo(mut req: Request, algo: &str) -> Request {
    req.algorithm = Some(algo.into());
    req
}

/// Replays `answer` on the board of `req` through the one move rule
/// ([`Play::apply_in_place`]): the steps start at `from`, each is a knight move to an
/// on square not visited before, every on square is visited, and a closed
/// tour's last step lands back on the start.
fn replay(req: &Request, answer: &Answer) {
    let steps = answer.steps.as_deref().expect("a solved answer has steps");
    assert_eq!(answer.length, Some(steps.len() as u64));
    assert_eq!(answer.optimal, None, "optimal is not meaningful for tours");
    let mut position = KnightTour.position(req).unwrap_or_else(|e| panic!("{req:?}: {e}"));
    play::replay(&KnightTour, &mut position, steps).unwrap_or_else(|e| panic!("{req:?}: {e}"));
    assert!(KnightTour.is_goal(&position), "not a whole tour: {req:?}");
}

/// Solves and replays; returns the status.
fn status(req: &Request) -> Status {
    let a = ask(req);
    match a.status {
        Status::Solved => replay(req, &a),
        Status::Unsolvable => assert!(a.reason.is_some(), "an unsolvable answer says why"),
        Status::Limit => {}
    }
    a.status
}

/// Existence of an open tour on a full `m × n` board from `[r, c]`, by the
/// theorems (Conrad et al., colour counting, outer rows of 4 × n) and the
/// exceptions on 3 × n found by exhaustive search (checked below).
fn open_exists(m: u32, n: u32, r: u32, c: u32) -> bool {
    let (m, n, r, c) = if m <= n { (m, n, r, c) } else { (n, m, c, r) };
    if m * n == 1 {
        return true;
    }
    if theory::conrad(m, n).is_some() {
        return false;
    }
    if m * n % 2 == 1 && (r + c) % 2 == 1 {
        return false;
    }
    match (m, n) {
        (3, 4) => c == 0 || c == 3,
        (3, 7) => !(r == 1 && c == 3),
        (3, 8) => !(r == 1 && (c == 2 || c == 5)),
        (4, _) => r == 0 || r == 3,
        _ => true,
    }
}

#[test]
fn every_square_board_up_to_8_from_every_square_agrees_with_the_theorems() {
    for n in 1..=8u32 {
        for closed in [false, true] {
            for r in 0..n {
                for c in 0..n {
                    let req = sized(n, n, [r, c], closed);
                    let want = if closed {
                        theory::schwenk(n, n).is_none()
                    } else {
                        open_exists(n, n, r, c)
                    };
                    let got = status(&req);
                    let expect = if want { Status::Solved } else { Status::Unsolvable };
                    assert_eq!(got, expect, "{n} × {n} from [{r}, {c}], closed {closed}");
                }
            }
        }
    }
}

#[test]
fn theorems_are_named_in_the_reason() {
    let reason = |req: Request| ask(&req).reason.unwrap_or_default();
    assert!(reason(sized(8, 4, [0, 0], true)).contains("Schwenk"));
    assert!(reason(sized(7, 9, [0, 0], true)).contains("Schwenk"));
    assert!(reason(sized(3, 8, [0, 0], true)).contains("Schwenk"));
    assert!(reason(sized(4, 4, [0, 0], false)).contains("Conrad"));
    assert!(reason(sized(2, 50, [0, 0], false)).contains("Conrad"));
    assert!(reason(sized(7, 7, [0, 1], false)).contains("colour counting"));
    assert!(reason(sized(999, 999, [500, 377], false)).contains("colour counting"));
    assert!(reason(sized(4, 9, [1, 4], false)).contains("Pósa"));
    assert!(reason(sized(1000, 4, [7, 2], false)).contains("Pósa"));
    let a = ask(&drawn("..#/.../...", [0, 0], false));
    assert_eq!(a.status, Status::Unsolvable);
    assert!(a.reason.unwrap().contains("(1, 1)"), "the centre of 3 × 3 has no move");
    let a = ask(&drawn("....###..../....###..../....###..../....###....", [0, 0], false));
    assert_eq!(a.status, Status::Unsolvable);
    assert!(a.reason.unwrap().contains("no sequence of knight moves leads"));
}

#[test]
fn narrow_boards_agree_with_exhaustive_backtracking() {
    // The strip programme (default) against backtracking with pruning, both
    // exhaustive, from every square, open and closed.
    for (m, n) in [
        (1, 1),
        (1, 5),
        (2, 5),
        (3, 4),
        (3, 5),
        (3, 6),
        (3, 7),
        (3, 8),
        (3, 9),
        (3, 10),
        (4, 5),
        (4, 6),
        (4, 7),
        (5, 3),
        (6, 4),
    ] {
        for closed in [false, true] {
            for r in 0..m {
                for c in 0..n {
                    let req = sized(m, n, [r, c], closed);
                    let dp = status(&req);
                    let bt = status(&with_algo(req.clone(), "warnsdorff-backtrack"));
                    assert_eq!(dp, bt, "{m} × {n} from [{r}, {c}], closed {closed}");
                    let want = if closed {
                        theory::schwenk(m, n).is_none()
                    } else {
                        open_exists(m, n, r, c)
                    };
                    assert_eq!(dp == Status::Solved, want, "{m} × {n} from [{r}, {c}], closed {closed}");
                }
            }
        }
    }
}

#[test]
fn long_narrow_boards() {
    // Exact on any length: tours where the theorems allow them, proofs
    // where not (the ignored `sweep` goes through many more lengths and
    // starts). 3 × odd: every square of the corners' colour; 4 × n: every
    // square of the outer rows.
    for (m, n) in [(3, 11), (3, 12)] {
        for closed in [false, true] {
            for r in 0..m {
                for c in 0..n {
                    let req = sized(m, n, [r, c], closed);
                    let want = if closed {
                        theory::schwenk(m, n).is_none()
                    } else {
                        open_exists(m, n, r, c)
                    };
                    let expect = if want { Status::Solved } else { Status::Unsolvable };
                    assert_eq!(status(&req), expect, "{m} × {n} from [{r}, {c}], closed {closed}");
                }
            }
        }
    }
    for from in [[0, 0], [3, 100], [0, 311], [3, 499]] {
        assert_eq!(
            status(&sized(4, 500, from, false)),
            Status::Solved,
            "4 × 500 from {from:?}"
        );
    }
    assert_eq!(status(&sized(500, 4, [250, 3], false)), Status::Solved);
    assert_eq!(status(&sized(4, 500, [1, 250], false)), Status::Unsolvable);
    for from in [[0, 0], [1, 251]] {
        assert_eq!(
            status(&sized(3, 500, from, true)),
            Status::Solved,
            "3 × 500 closed from {from:?}"
        );
        assert_eq!(
            status(&sized(3, 501, from, false)),
            Status::Solved,
            "3 × 501 from {from:?}"
        );
    }
}

#[test]
fn divide_and_conquer_builds_every_size_from_several_squares() {
    for m in 5..=24u32 {
        for n in m..=24u32 {
            let starts = [[0, 0], [m - 1, n - 1], [m / 2, n / 2], [1, n - 2], [m - 2, 2]];
            for closed in [false, true] {
                for from in starts {
                    let req = sized(m, n, from, closed);
                    let want = if closed {
                        theory::schwenk(m, n).is_none()
                    } else {
                        open_exists(m, n, from[0], from[1])
                    };
                    let a = ask(&req);
                    let expect = if want { Status::Solved } else { Status::Unsolvable };
                    assert_eq!(a.status, expect, "{m} × {n} from {from:?} closed {closed}");
                    if want {
                        replay(&req, &a);
                        assert!(
                            a.reason.as_deref().unwrap_or("").contains("divide and conquer"),
                            "{m} × {n}: {:?}",
                            a.reason
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn odd_boards_from_every_square_of_the_majority_colour() {
    for (m, n) in [(5, 5), (5, 7), (7, 7), (5, 11), (9, 11), (11, 11), (13, 7)] {
        for r in 0..m {
            for c in 0..n {
                let want = (r + c) % 2 == 0;
                let got = status(&sized(m, n, [r, c], false));
                assert_eq!(got == Status::Solved, want, "{m} × {n} from [{r}, {c}]");
            }
        }
    }
}

#[test]
fn large_boards() {
    // Debug-sized; the 1000 × 1000 timings are in the benchmarks.
    for from in [[0, 0], [50, 50], [100, 0], [37, 63], [99, 3]] {
        assert_eq!(
            status(&sized(101, 101, from, false)),
            Status::Solved,
            "101 × 101 from {from:?}"
        );
    }
    for from in [[0, 0], [123, 45], [199, 299]] {
        assert_eq!(
            status(&sized(200, 300, from, true)),
            Status::Solved,
            "200 × 300 closed from {from:?}"
        );
        assert_eq!(
            status(&sized(200, 300, from, false)),
            Status::Solved,
            "200 × 300 open from {from:?}"
        );
    }
    assert_eq!(status(&sized(201, 199, [100, 100], false)), Status::Solved);
    assert_eq!(status(&sized(201, 199, [100, 101], false)), Status::Unsolvable);
    assert_eq!(status(&sized(5, 1001, [2, 500], false)), Status::Solved);
    assert_eq!(status(&sized(1001, 6, [500, 3], true)), Status::Solved);
}

#[test]
fn counts_match_independent_counts() {
    let count = |req: &Request| {
        let a = ask(req);
        assert_ne!(a.status, Status::Limit, "{req:?}");
        a.count.map(|c| c.0).unwrap_or_default()
    };
    let counted = |rows: u32, cols: u32, from: Square, closed: bool| {
        let mut req = sized(rows, cols, from, closed);
        req.mode = Some("count".into());
        req
    };
    // The known value: 304 directed open tours of 5 × 5 from a corner.
    let five = counted(5, 5, [0, 0], false);
    assert_eq!(count(&five), 304);
    assert_eq!(
        count(&with_algo(five, "backtrack-seed")),
        304,
        "plain enumeration agrees"
    );
    // Pruned backtracking, plain enumeration and the strip programme agree.
    for (m, n) in [(3, 4), (3, 7), (4, 5)] {
        let region = Region::full(m, n);
        for closed in [false, true] {
            for r in 0..m {
                for c in 0..n {
                    let req = counted(m, n, [r, c], closed);
                    let pruned = count(&req);
                    let plain = count(&with_algo(req.clone(), "backtrack-seed"));
                    let start = region.cell([r, c]).unwrap();
                    let dp = strip::count(
                        &region,
                        start,
                        closed,
                        &mut Meter::new(
                            &mut Budget::new(u64::MAX, f64::INFINITY),
                            &mut Stats::default(),
                            &mut Recorder::off(),
                        ),
                    );
                    assert_eq!(pruned, plain, "{m} × {n} from [{r}, {c}] closed {closed}");
                    assert_eq!(
                        Some(pruned),
                        dp.map(u128::from),
                        "{m} × {n} from [{r}, {c}] closed {closed}"
                    );
                }
            }
        }
    }
    // A count of zero is a proof; a count comes with one of the tours.
    let a = ask(&counted(4, 4, [0, 0], false));
    assert_eq!((a.status, a.count.map(|c| c.0)), (Status::Unsolvable, Some(0)));
    let req = counted(3, 4, [0, 0], false);
    let a = ask(&req);
    assert_eq!(a.status, Status::Solved);
    replay(&req, &a);
}

#[test]
fn six_by_six_closed_count() {
    // 9862 undirected closed tours of 6 × 6 (OEIS A001230), each through
    // every square in two directions.
    let mut req = sized(6, 6, [0, 0], true);
    req.mode = Some("count".into());
    let a = ask(&req);
    assert_eq!(a.count.map(|c| c.0), Some(19_724));
}

#[test]
fn irregular_boards() {
    // The 3 × 3 ring (centre off) is a closed tour of 8 squares.
    assert_eq!(status(&drawn(".../.#./...", [0, 0], true)), Status::Solved);
    for info_preset in KnightTour.info().presets {
        let st = status(&info_preset.request);
        assert_ne!(st, Status::Limit, "{}", info_preset.name);
    }
    // Off squares on every side: the board is cropped, and a strip inside
    // a bigger board is still solved exactly.
    let req = drawn("########/#......#/#......#/#......#/########", [1, 1], false);
    assert_eq!(status(&req), Status::Unsolvable, "3 × 6 has no tour");
    let req = drawn(
        "##########/#........#/#........#/#........#/#........#/##########",
        [1, 1],
        false,
    );
    assert_eq!(status(&req), Status::Solved);
    // Two separate pieces.
    let a = ask(&drawn("..#....#../..#....#../..#....#..", [0, 0], false));
    assert_eq!(a.status, Status::Unsolvable);
    // Irregular boards of medium size: found by backtracking.
    let mut rows = Vec::new();
    for r in 0..12 {
        let row: String = (0..12)
            .map(|c| if (r * 7 + c * 3) % 11 == 0 { '#' } else { '.' })
            .collect();
        rows.push(row);
    }
    let text = rows.join("/");
    for closed in [false, true] {
        for algo in ["divide-and-conquer", "warnsdorff-backtrack"] {
            let st = status(&with_algo(drawn(&text, [0, 1], closed), algo));
            assert_ne!(st, Status::Limit, "{algo} closed {closed}");
        }
    }
}

#[test]
fn every_algorithm_solves_a_small_board() {
    for algo in [
        "divide-and-conquer",
        "warnsdorff-backtrack",
        "backtrack-seed",
        "warnsdorff",
    ] {
        let req = with_algo(sized(5, 5, [0, 0], false), algo);
        assert_eq!(status(&req), Status::Solved, "{algo}");
        let req = with_algo(sized(6, 6, [0, 0], true), algo);
        let st = status(&req);
        // Plain backtracking needs 1.5 billion positions for this one (about
        // 100 s natively), past the default budget of 20 million.
        let may_fail = algo == "warnsdorff" || algo == "backtrack-seed";
        assert!(st == Status::Solved || (may_fail && st == Status::Limit), "{algo}");
    }
    // The seed proves 4 × 4 has no tour by exhausting every move sequence.
    let a = ask(&with_algo(sized(4, 4, [0, 0], false), "backtrack-seed"));
    assert_eq!(a.status, Status::Unsolvable);
    assert!(a.reason.unwrap().contains("exhaustive"));
}

#[test]
fn warnsdorff_alone_can_get_stuck_and_says_so() {
    // On 4 × n the rule gets stuck from most outer squares.
    let mut stuck = 0;
    for c in 0..20 {
        let a = ask(&with_algo(sized(4, 20, [0, c], false), "warnsdorff"));
        match a.status {
            Status::Solved => replay(&sized(4, 20, [0, c], false), &a),
            Status::Limit => {
                stuck += 1;
                assert!(a.reason.unwrap().contains("got stuck"));
            }
            Status::Unsolvable => panic!("the greedy rule proves nothing"),
        }
    }
    assert!(stuck > 0);
}

#[test]
fn limits_are_honoured() {
    let tiny = Some(Limits {
        nodes: Some(5),
        millis: None,
        memory_mb: None,
    });
    for algo in [
        "divide-and-conquer",
        "warnsdorff-backtrack",
        "backtrack-seed",
        "warnsdorff",
    ] {
        let mut req = with_algo(sized(30, 30, [0, 0], true), algo);
        req.limits = tiny;
        assert_eq!(ask(&req).status, Status::Limit, "{algo}");
    }
    let mut req = sized(4, 300, [0, 7], false);
    req.limits = tiny;
    assert_eq!(ask(&req).status, Status::Limit);
    let mut req = sized(6, 6, [0, 0], false);
    req.mode = Some("count".into());
    req.limits = Some(Limits {
        nodes: Some(1000),
        millis: None,
        memory_mb: None,
    });
    let a = ask(&req);
    assert_eq!(a.status, Status::Limit);
    assert_eq!(a.count, None, "an incomplete count is not claimed");
    // A closed 8 × 8 tour by plain backtracking runs out of a small budget.
    let mut req = with_algo(sized(8, 8, [0, 0], true), "backtrack-seed");
    req.limits = Some(Limits {
        nodes: Some(100_000),
        millis: None,
        memory_mb: None,
    });
    assert_eq!(ask(&req).status, Status::Limit);
}

#[test]
fn bad_requests_say_what_is_wrong() {
    let err = |r: Request| solve(&r).unwrap_err().to_string();
    assert!(err(sized(8, 8, [8, 0], false)).contains("from: square (8, 0) is outside the 8 × 8 board"));
    assert!(err(drawn("#./..", [0, 0], false)).contains("from: square (0, 0) is off the board"));
    // Without `from`, the tour starts on the first on square.
    let mut r = drawn("#./..", [0, 1], false);
    r.from = None;
    let a = solve(&r).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        a.reason.as_deref(),
        Some("no tour: no knight move reaches or leaves square (0, 1)")
    );
    let mut r = sized(8, 8, [0, 0], false);
    r.mode = Some("all".into());
    assert!(err(r).contains("mode: 'all' is not a mode of knight-tour"));
    let mut r = sized(7, 7, [0, 0], false);
    r.mode = Some("count".into());
    assert!(err(r).contains("at most 36"));
    let mut r = sized(5, 5, [0, 0], false);
    r.mode = Some("count".into());
    assert!(err(with_algo(r, "warnsdorff")).contains("exhaustive"));
    assert!(
        err(drawn("N../.../...", [0, 1], false)).contains("square (0, 0): 'N' is not a cell of this puzzle: use . #")
    );
    assert!(err(sized(2000, 1000, [0, 0], false)).contains("too big"));
    assert!(err(with_algo(sized(5, 5, [0, 0], false), "dfs")).contains("unknown algorithm 'dfs'"));
    let mut r = sized(8, 8, [0, 0], false);
    r.off = Some(vec![[3, 9]]);
    assert!(err(r).contains("off[0]: square (3, 9) is outside"));
}

#[test]
fn answers_serialize_without_optimal() {
    let a = ask(&sized(5, 5, [0, 0], false));
    let json = serde_json::to_value(&a).unwrap();
    assert!(json.get("optimal").is_none());
    assert_eq!(json["length"], 24);
    assert_eq!(json["steps"].as_array().unwrap().len(), 24);
}

/// A long sweep, run by hand in release mode:
/// `cargo test --release --lib knight_tour::tests::sweep -- --ignored`.
#[test]
#[ignore = "minutes in release mode"]
fn sweep() {
    for m in 3..=64u32 {
        for n in m..=64u32 {
            for closed in [false, true] {
                for r in 0..m {
                    for c in 0..n {
                        if (m > 20 || n > 20) && (r * 7 + c * 13) % 11 != 0 {
                            continue;
                        }
                        let req = sized(m, n, [r, c], closed);
                        let want = if closed {
                            theory::schwenk(m, n).is_none()
                        } else {
                            open_exists(m, n, r, c)
                        };
                        let a = ask(&req);
                        let expect = if want { Status::Solved } else { Status::Unsolvable };
                        assert_eq!(a.status, expect, "{m} × {n} from [{r}, {c}] closed {closed}");
                        if want {
                            replay(&req, &a);
                            let how = if m >= 5 {
                                "divide and conquer"
                            } else {
                                "dynamic programming"
                            };
                            assert!(
                                a.reason.as_deref().unwrap_or("").contains(how),
                                "{m} × {n}: {:?}",
                                a.reason
                            );
                        }
                    }
                }
            }
        }
    }
}

/// The largest boards, run by hand in release mode:
/// `cargo test --release --lib knight_tour::tests::thousand -- --ignored`.
#[test]
#[ignore = "seconds in release mode, minutes in debug"]
fn thousand() {
    for from in [[0, 0], [999, 999], [500, 377], [1, 998]] {
        assert_eq!(
            status(&sized(1000, 1000, from, true)),
            Status::Solved,
            "closed from {from:?}"
        );
        assert_eq!(
            status(&sized(1000, 1000, from, false)),
            Status::Solved,
            "open from {from:?}"
        );
        let from = [from[0].min(998), from[1]];
        assert_eq!(
            status(&sized(999, 1000, from, false)),
            Status::Solved,
            "999 × 1000 open from {from:?}"
        );
    }
    for from in [[0, 0], [500, 378], [998, 2], [333, 333]] {
        assert_eq!(
            status(&sized(999, 999, from, false)),
            Status::Solved,
            "999 × 999 from {from:?}"
        );
    }
    for from in [[0, 500], [3, 999]] {
        assert_eq!(
            status(&sized(4, 1000, from, false)),
            Status::Solved,
            "4 × 1000 from {from:?}"
        );
    }
}

/// Counts on bigger narrow boards, three ways, run by hand in release mode:
/// `cargo test --release --lib knight_tour::tests::sweep_counts -- --ignored`.
#[test]
#[ignore = "a minute in release mode"]
fn sweep_counts() {
    for (m, n) in [(3, 8), (4, 6), (3, 10), (4, 7)] {
        let region = Region::full(m, n);
        for closed in [false, true] {
            for r in 0..m {
                for c in 0..n {
                    let mut req = sized(m, n, [r, c], closed);
                    req.mode = Some("count".into());
                    req.limits = Some(Limits {
                        nodes: Some(u64::MAX),
                        millis: Some(f64::INFINITY),
                        memory_mb: None,
                    });
                    let pruned = ask(&req).count.map(|c| c.0);
                    let plain = ask(&with_algo(req.clone(), "backtrack-seed")).count.map(|c| c.0);
                    let start = region.cell([r, c]).unwrap();
                    let dp = strip::count(
                        &region,
                        start,
                        closed,
                        &mut Meter::new(
                            &mut Budget::new(u64::MAX, f64::INFINITY),
                            &mut Stats::default(),
                            &mut Recorder::off(),
                        ),
                    );
                    assert_eq!(pruned, plain, "{m} × {n} from [{r}, {c}] closed {closed}");
                    assert_eq!(pruned, dp.map(u128::from), "{m} × {n} from [{r}, {c}] closed {closed}");
                }
            }
        }
    }
}

/// Replays move and retract events on a board `cols` wide: the path at
/// the end (board cells) and the counts `(moves, retracts)`.
fn replay_trace(steps: &[u32]) -> (Vec<u32>, u64, u64) {
    use crate::core::search::trace::EventKind;
    let mut path = Vec::new();
    let (mut moves, mut retracts) = (0, 0);
    for &e in steps {
        match EventKind::of(e) {
            Some(EventKind::Move) => {
                moves += 1;
                path.push(e >> 4);
            }
            Some(EventKind::Retract) => {
                retracts += 1;
                assert_eq!(path.pop(), Some(e >> 4), "a retraction takes back the last square");
            }
            k => panic!("unexpected event {k:?}"),
        }
    }
    (path, moves, retracts)
}

#[test]
fn traces_replay_to_the_tour_and_the_seed_retracts() {
    for (board, from, algo) in [
        (".....\n.....\n.....\n.....\n.....", [0, 0], "backtrack-seed"),
        (".....\n.....\n.....\n.....\n.....", [0, 0], "warnsdorff-backtrack"),
        ("......\n......\n......\n......\n......\n......", [0, 0], "warnsdorff"),
        (
            "......\n......\n......\n......\n......\n......",
            [0, 0],
            "warnsdorff-backtrack",
        ),
    ] {
        let req = Request {
            puzzle: "knight-tour".into(),
            board: Some(board.replace('\n', "/")),
            from: Some(from),
            algorithm: Some(algo.into()),
            trace: Some(true),
            ..Request::default()
        };
        let a = ask(&req);
        assert_eq!(a.status, Status::Solved, "{algo}");
        replay(&req, &a);
        let t = a.trace.clone().expect("a trace");
        assert!(!t.truncated);
        let (path, moves, retracts) = replay_trace(t.typed.as_deref().unwrap_or_default());
        let cols = 1 + board.find('\n').map_or(0, |w| w as u32 - 1);
        let mut want = vec![from[0] * cols + from[1]];
        want.extend(a.steps.iter().flatten().map(|s| s.to[0] * cols + s.to[1]));
        assert_eq!(path, want, "{algo}: the replay ends on the tour");
        assert_eq!(moves - retracts, want.len() as u64);
        match algo {
            // The start, then one move per square the search expanded.
            "backtrack-seed" => {
                assert_eq!(moves, a.stats.expanded + 1);
                assert!(retracts > 100, "the seed backs up on 5 × 5: {retracts}");
            }
            "warnsdorff" => assert_eq!(retracts, 0),
            _ => {}
        }
    }
    let mut count = Request {
        puzzle: "knight-tour".into(),
        board: Some("...../...../...../...../.....".into()),
        mode: Some("count".into()),
        trace: Some(true),
        ..Request::default()
    };
    assert!(solve(&count).is_err());
    count.algorithm = Some("divide-and-conquer".into());
    assert!(solve(&count).is_err());
}

/// What a backtracking trace says the search counted, replayed on `board`
/// (values are its cells): `(generated, expanded_min, expanded_max)`.
///
/// The search (`backtrack::walk`) makes a frame of candidates for each
/// square it moves to: the unvisited on squares a knight's move away
/// (`stats.generated` adds their number, but not for the start's frame
/// nor for the move that completes the tour, which makes none). Each
/// candidate it tries is charged (`stats.expanded`): tried, it is still
/// unvisited (the tries before it were taken back), and it becomes a move
/// unless the pruning or the forced last square rules it out. So a frame
/// taken back (its square retracted) tried all its candidates, and a frame
/// still on the path at the end tried at least the moves made from it and
/// at most all its candidates.
fn backtrack_counts(board: &crate::core::board::Board, steps: &[u32]) -> (u64, u64, u64) {
    use crate::core::search::trace::EventKind;
    let total = board.on_squares().count();
    let mut visited = vec![false; board.len() as usize];
    // The path: (cell, candidates, moves made from it).
    let mut path: Vec<(u32, u64, u64)> = Vec::new();
    let (mut generated, mut taken_back) = (0u64, 0u64);
    for &e in steps {
        let cell = e >> 4;
        match EventKind::of(e) {
            Some(EventKind::Move) => {
                visited[cell as usize] = true;
                let candidates = board
                    .leaps(board.square(cell))
                    .filter(|&s| !visited[board.index(s) as usize])
                    .count() as u64;
                let completes = path.len() + 1 == total;
                if let Some(top) = path.last_mut() {
                    top.2 += 1;
                    if !completes {
                        generated += candidates;
                    }
                }
                path.push((cell, if completes { 0 } else { candidates }, 0));
            }
            Some(EventKind::Retract) => {
                let (last, candidates, _) = path.pop().expect("a square to take back");
                assert_eq!(last, cell, "a retraction takes back the last square");
                visited[cell as usize] = false;
                taken_back += candidates;
            }
            k => panic!("unexpected event {k:?}"),
        }
    }
    let made: u64 = path.iter().map(|f| f.2).sum();
    let all: u64 = path.iter().map(|f| f.1).sum();
    (generated, taken_back + made, taken_back + all)
}

#[test]
fn warnsdorff_backtracking_traces_count_what_its_stats_count() {
    let mut retracted = false;
    // (board, start, closed, a tour exists: else the search tries all).
    for (board, from, closed, tour) in [
        (".....\n.....\n.....\n.....\n.....", [0, 0], false, true),
        (".....\n.....\n.....\n.....\n.....", [2, 2], false, true),
        ("......\n......\n......\n......\n......\n......", [0, 0], false, true),
        ("......\n......\n......\n......\n......\n......", [0, 0], true, true),
        ("#.....\n......\n...#..\n......\n......\n......", [0, 1], false, true),
        (
            "........\n........\n........\n........\n........\n........\n........\n........",
            [3, 3],
            true,
            true,
        ),
        (".....\n.....\n.....\n.....", [1, 0], false, false),
        ("....\n....\n....\n....", [0, 0], false, false),
        (".....\n.#...\n.....\n...#.\n.....", [0, 3], false, false),
    ] {
        let req = Request {
            puzzle: "knight-tour".into(),
            board: Some(board.replace('\n', "/")),
            from: Some(from),
            closed: closed.then_some(true),
            algorithm: Some("warnsdorff-backtrack".into()),
            trace: Some(true),
            ..Request::default()
        };
        let a = ask(&req);
        let what = format!("{board} from {from:?}, closed {closed}");
        let t = a.trace.clone().expect("a trace");
        assert!(!t.truncated);
        let steps = t.typed.unwrap_or_default();
        let (path, moves, retracts) = replay_trace(&steps);
        if tour {
            assert_eq!(a.status, Status::Solved, "{what}: {:?}", a.reason);
            replay(&req, &a);
        } else {
            assert_eq!(a.status, Status::Unsolvable, "{what}: {:?}", a.reason);
            assert!(
                a.reason.as_deref().unwrap_or("").contains("exhaustive search"),
                "{what}"
            );
            assert_eq!(path.len(), 1, "{what}: back at the start");
        }
        retracted |= retracts > 0;
        let b = req.board().expect("a board");
        let (generated, least, most) = backtrack_counts(&b, &steps);
        let what = format!("{what}: {moves} moves, {retracts} retracts");
        assert_eq!(
            a.stats.generated, generated,
            "{what}: a candidate per unvisited neighbour"
        );
        // Every move but the start was a candidate charged; the charges
        // left over are candidates the pruning or the forced last square
        // ruled out.
        assert!(moves <= a.stats.expanded + 1, "{what}: {} expanded", a.stats.expanded);
        if tour {
            assert!(
                (least..=most).contains(&a.stats.expanded),
                "{what}: {} expanded, the trace says {least} to {most}",
                a.stats.expanded
            );
        } else {
            // Exhausted: every candidate of every frame was tried.
            assert_eq!(a.stats.expanded, most, "{what}");
        }
    }
    assert!(retracted, "some search backed up");
}

#[test]
fn divide_and_conquer_traces_its_blocks_then_the_joined_tour() {
    for (rows, cols, from, closed, blocks) in [
        (6, 6, [0, 0], false, 1),
        (8, 12, [3, 5], true, 2),
        (11, 13, [0, 0], false, 4),
        (16, 16, [7, 2], false, 4),
        (4, 9, [0, 0], false, 0),
    ] {
        let req = Request {
            puzzle: "knight-tour".into(),
            rows: Some(rows),
            cols: Some(cols),
            from: Some(from),
            closed: closed.then_some(true),
            algorithm: Some("divide-and-conquer".into()),
            trace: Some(true),
            ..Request::default()
        };
        let a = ask(&req);
        assert_eq!(a.status, Status::Solved, "{rows} × {cols}");
        replay(&req, &a);
        let t = a.trace.clone().expect("a trace");
        assert!(!t.truncated);
        let steps = t.typed.unwrap_or_default();
        let (path, moves, retracts) = replay_trace(&steps);
        let mut want = vec![from[0] * cols + from[1]];
        want.extend(a.steps.iter().flatten().map(|s| s.to[0] * cols + s.to[1]));
        if closed {
            assert_eq!(want.pop(), Some(want[0]), "a closed tour steps back to its start");
        }
        assert_eq!(path, want, "{rows} × {cols}: the replay ends on the tour");
        let n = u64::from(rows * cols);
        if blocks == 0 {
            // Narrow: the dynamic programming's tour, laid once.
            assert_eq!((moves, retracts), (n, 0));
            continue;
        }
        // Every square laid once in the blocks, taken back, laid in the tour.
        assert_eq!((moves, retracts), (2 * n, n), "{rows} × {cols}");
        // The blocks laid first: each square of the board once, the line
        // leaving a block (not a knight move) at most once a block.
        let laid: Vec<u32> = steps[..n as usize].iter().map(|&e| e >> 4).collect();
        let mut sorted = laid.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..rows * cols).collect::<Vec<_>>());
        let knight = |a: u32, b: u32| {
            let (dr, dc) = ((a / cols).abs_diff(b / cols), (a % cols).abs_diff(b % cols));
            (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
        };
        let jumps = laid.windows(2).filter(|w| !knight(w[0], w[1])).count();
        assert!(jumps + 1 >= blocks, "{rows} × {cols}: {jumps} jumps between blocks");
    }
}

/// The request's `leaper`: the camel's preset proved impossible by its
/// colour, the giraffe's toured, a gcd argument, colour counting in the
/// wazir's colouring, and a bad leaper refused naming the field.
#[test]
fn leapers_tour_or_are_proved_unable() {
    let preset = |name: &str| {
        let found = KnightTour.info().presets.into_iter().find(|p| p.name.starts_with(name));
        found.unwrap_or_else(|| panic!("no preset {name}")).request
    };
    let camel = ask(&preset("Camel"));
    assert_eq!(camel.status, Status::Unsolvable);
    assert!(
        camel.reason.as_deref().unwrap_or_default().contains("colour-bound"),
        "{camel:?}"
    );
    let giraffe = preset("Giraffe");
    let toured = ask(&giraffe);
    assert_eq!(toured.status, Status::Solved, "{toured:?}");
    replay(&giraffe, &toured);
    let leaper = |l: [u32; 2], board: &str, closed: bool| Request {
        leaper: Some(l),
        ..drawn(board, if board.starts_with('#') { [0, 1] } else { [0, 0] }, closed)
    };
    // The dabbaba (0, 2) keeps the row and the column modulo 2.
    let a = ask(&leaper([0, 2], ".../.../...", false));
    assert_eq!(a.status, Status::Unsolvable);
    assert!(
        a.reason.as_deref().unwrap_or_default().contains("gcd(0, 2) = 2"),
        "{a:?}"
    );
    // The wazir (0, 1) snakes through 3 × 3, but 9 squares close no tour.
    let open = leaper([0, 1], ".../.../...", false);
    let a = ask(&open);
    assert_eq!(a.status, Status::Solved);
    replay(&open, &a);
    let a = ask(&leaper([0, 1], ".../.../...", true));
    assert_eq!(a.status, Status::Unsolvable);
    assert!(
        a.reason.as_deref().unwrap_or_default().contains("colour counting"),
        "{a:?}"
    );
    // Every algorithm, the seed's order too, on a ferz (1, 1) board of one colour.
    for algo in ["divide-and-conquer", "warnsdorff-backtrack", "backtrack-seed"] {
        let req = with_algo(leaper([1, 1], ".#./#.#/.#.", false), algo);
        assert_eq!(
            ask(&req).status,
            Status::Unsolvable,
            "{algo}: 5 squares, 4 of one row parity"
        );
        let req = with_algo(leaper([1, 1], "#.#/.#./#.#", false), algo);
        let a = ask(&req);
        assert_eq!(a.status, Status::Solved, "{algo}");
        replay(&req, &a);
    }
    let e = solve(&leaper([3, 2], "...", false)).unwrap_err().to_string();
    assert!(e.starts_with("leaper: [3, 2] is not a leaper"), "{e}");
}
