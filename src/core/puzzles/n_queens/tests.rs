//! The puzzle through `solve`: one table of expected answers checked against
//! every algorithm, placements checked by the rules, errors and limits.

use super::*;
use crate::core::board::Piece;
use crate::core::play::{Play, State};
use crate::core::request::Limits;
use crate::core::solve;

fn ask(mut req: Request, algorithm: Option<&str>) -> Answer {
    req.algorithm = algorithm.map(Into::into);
    solve(&req).unwrap_or_else(|e| panic!("{req:?}: {e}"))
}

fn err(req: Request) -> String {
    solve(&req)
        .map(|a| format!("no error: {a:?}"))
        .unwrap_or_else(|e| e.to_string())
}

fn with(mut req: Request, f: impl FnOnce(&mut Request)) -> Request {
    f(&mut req);
    req
}

/// Checks a placement by the rules through the one place of the core
/// ([`Play::place`]): from the position of `request` (its queens given),
/// every listed queen not given is placed in turn (on an empty on square no
/// standing queen attacks); every given queen is listed, no square twice,
/// and the board ends with `n` queens ([`Play::is_goal`]).
fn check_placement(request: &Request, placement: &[Square]) {
    let mut position = NQueens.position(request).unwrap_or_else(|e| panic!("{request:?}: {e}"));
    let fixed = match position.state() {
        State::Placement { fixed, .. } => fixed.clone(),
        other => panic!("not a placement: {other:?}"),
    };
    for f in &fixed {
        assert!(placement.contains(f), "queen on {f:?} was not kept");
    }
    for &s in placement.iter().filter(|s| !fixed.contains(s)) {
        position = NQueens
            .place(&position, s)
            .unwrap_or_else(|e| panic!("{placement:?}: {e}"));
    }
    assert_eq!(
        position.board().count(Piece::Queen),
        placement.len(),
        "{placement:?} lists a square twice"
    );
    assert!(NQueens.is_goal(&position), "{placement:?}: not n queens");
}

#[test]
fn check_placement_refuses_what_the_rules_refuse() {
    let fine = [[0, 1], [1, 3], [2, 0], [3, 2]];
    check_placement(&sized(4, None), &fine);
    let given = drawn(".Q../..../..../....", None);
    check_placement(&given, &fine);
    let refused = |request: &Request, placement: &'static [Square]| {
        let request = request.clone();
        std::panic::catch_unwind(move || check_placement(&request, placement)).is_err()
    };
    let four = sized(4, None);
    assert!(refused(&four, &[[0, 1], [1, 3], [2, 0], [3, 3]]), "same column");
    assert!(refused(&four, &[[0, 1], [1, 3], [2, 0]]), "three queens");
    assert!(refused(&four, &[[0, 1], [1, 3], [2, 0], [3, 2], [3, 2]]), "twice");
    // The other solution of 4 × 4 leaves out the given queen on [0, 1].
    check_placement(&four, &[[0, 2], [1, 0], [2, 3], [3, 1]]);
    assert!(
        refused(&given, &[[0, 2], [1, 0], [2, 3], [3, 1]]),
        "given queen dropped"
    );
}

const CENTRE_OFF: &str = "......../......../......../...##.../...##.../......../......../........";
const PARTIAL: &str = "..Q...../......../......../......../Q......./......../.......Q/........";

/// (position, solutions): empty boards by `n`, and drawn positions.
fn table() -> Vec<(Request, u128)> {
    let mut t: Vec<(Request, u128)> = (1..=9).map(|n| (sized(n, None), KNOWN[n as usize])).collect();
    t.push((drawn(EMPTY_8, None), 92));
    t.push((
        drawn(CENTRE_OFF, None),
        filter_92(|s| s.iter().all(|&[r, c]| !(3..=4).contains(&r) || !(3..=4).contains(&c))),
    ));
    t.push((
        drawn(PARTIAL, None),
        filter_92(|s| [[0, 2], [4, 0], [6, 7]].iter().all(|q| s.contains(q))),
    ));
    t.push((
        drawn(
            "Q......./..Q...../......../......../......../......../......../........",
            None,
        ),
        0,
    ));
    t.push((drawn(".#../..../..../..#.", None), 1));
    t
}

/// How many of the 92 solutions of the empty 8 × 8 board pass `keep`.
fn filter_92(keep: impl Fn(&[Square]) -> bool) -> u128 {
    let all = ask(
        with(drawn(EMPTY_8, Some("all")), |r| r.max_solutions = Some(100)),
        Some("bitboard"),
    );
    let solutions = all.solutions.unwrap_or_default();
    assert_eq!(solutions.len(), 92);
    solutions.iter().filter(|s| keep(s)).count() as u128
}

#[test]
fn every_algorithm_agrees_with_the_table() {
    for (req, want) in table() {
        for algo in ["bitboard", "backtracking-seed"] {
            let count = ask(with(req.clone(), |r| r.mode = Some("count".into())), Some(algo));
            assert_eq!(count.count, Some(Count(want)), "{algo} {req:?}");
            assert_eq!(
                count.status,
                if want == 0 { Status::Unsolvable } else { Status::Solved }
            );
            let all = ask(with(req.clone(), |r| r.mode = Some("all".into())), Some(algo));
            assert_eq!(
                all.solutions.as_ref().map(Vec::len),
                Some(want.min(100) as usize),
                "{algo} {req:?}"
            );
            let one = ask(req.clone(), Some(algo));
            match (want, &one.placement) {
                (0, None) => assert_eq!(one.status, Status::Unsolvable),
                (_, Some(p)) => {
                    assert_eq!(one.status, Status::Solved);
                    check_placement(&req, p);
                    assert_eq!(one.length, Some(p.len() as u64));
                }
                _ => panic!("{algo} {req:?}: {one:?}"),
            }
        }
    }
}

#[test]
fn known_counts_on_empty_boards() {
    for n in 1..=12 {
        let a = ask(sized(n, Some("count")), None);
        assert_eq!(a.count, Some(Count(KNOWN[n as usize])), "n = {n}");
        assert_eq!(a.stats.algorithm, "bitboard");
    }
    // The symmetric count searches far fewer nodes than the plain one.
    let sym = ask(sized(10, Some("count")), None);
    let plain = ask(
        drawn(&[".........."; 10].join("/"), Some("count")),
        Some("backtracking-seed"),
    );
    assert_eq!(sym.count, plain.count);
    assert!(
        sym.stats.expanded * 3 < plain.stats.expanded,
        "{} vs {}",
        sym.stats.expanded,
        plain.stats.expanded
    );
}

#[test]
fn partial_counts_match_the_filtered_enumeration_on_10_by_10() {
    let empty = [".........."; 10].join("/");
    let all = ask(
        with(drawn(&empty, Some("all")), |r| r.max_solutions = Some(1000)),
        Some("bitboard"),
    );
    let all = all.solutions.unwrap_or_default();
    assert_eq!(all.len(), 724);
    let positions: [(&[Square], &[Square]); 4] = [
        (&[[0, 1]], &[]),
        (&[[2, 5], [7, 3]], &[]),
        (&[], &[[0, 0], [5, 5], [9, 2], [4, 7]]),
        (&[[9, 9]], &[[1, 3], [2, 6]]),
    ];
    for (queens, off) in positions {
        let mut rows: Vec<Vec<u8>> = vec![vec![b'.'; 10]; 10];
        for &[r, c] in queens {
            rows[r as usize][c as usize] = b'Q';
        }
        for &[r, c] in off {
            rows[r as usize][c as usize] = b'#';
        }
        let text = rows
            .iter()
            .map(|r| String::from_utf8_lossy(r).into_owned())
            .collect::<Vec<_>>()
            .join("/");
        let want = all
            .iter()
            .filter(|s| queens.iter().all(|q| s.contains(q)) && off.iter().all(|o| !s.contains(o)))
            .count() as u128;
        let got = ask(drawn(&text, Some("count")), None);
        assert_eq!(got.count, Some(Count(want)), "{text}");
        let parts: u128 = (0..4)
            .map(|k| {
                ask(with(drawn(&text, Some("count")), |r| r.split = Some([k, 4])), None)
                    .count
                    .map_or(0, |c| c.0)
            })
            .sum();
        assert_eq!(parts, want, "{text}: parts");
    }
}

#[test]
fn split_counts_add_up() {
    for n in [1, 2, 3, 6, 10, 11] {
        for of in [1, 3, 16] {
            let total: u128 = (0..of)
                .map(|k| {
                    let a = ask(with(sized(n, Some("count")), |r| r.split = Some([k, of])), None);
                    assert!(a.reason.unwrap_or_default().contains(&format!("part {k} of {of}")));
                    a.count.map_or(0, |c| c.0)
                })
                .sum();
            assert_eq!(total, KNOWN[n as usize], "n = {n}, of = {of}");
        }
    }
}

#[test]
fn constructions_for_every_n_up_to_300_and_a_million() {
    for n in (1..=300).chain([1_000_000]) {
        let a = ask(sized(n, None), Some("construction"));
        if n == 2 || n == 3 {
            assert_eq!(a.status, Status::Unsolvable, "n = {n}");
            continue;
        }
        assert_eq!(a.stats.algorithm, "construction");
        let cols: Vec<u32> = a.placement.unwrap_or_default().iter().map(|s| s[1]).collect();
        assert_eq!(cols.len(), n as usize);
        assert_eq!(construction::verify(&cols), Ok(()), "n = {n}");
    }
    // The default is the first listed algorithm that takes the request:
    // bitboard up to n = 64, the construction past it.
    assert_eq!(ask(drawn(EMPTY_8, None), None).stats.algorithm, "bitboard");
    assert_eq!(ask(sized(64, None), None).stats.algorithm, "bitboard");
    assert_eq!(ask(sized(65, None), None).stats.algorithm, "construction");
    assert_eq!(ask(sized(1_000_000, None), None).stats.algorithm, "construction");
}

#[test]
fn listing_pages_and_says_when_more_exist() {
    let a = ask(with(sized(8, Some("all")), |r| r.max_solutions = Some(5)), None);
    assert_eq!(a.solutions.as_ref().map(Vec::len), Some(5));
    assert!(a.reason.unwrap_or_default().contains("more exist"));
    let a = ask(sized(6, Some("all")), None);
    assert_eq!(a.solutions.as_ref().map(Vec::len), Some(4));
    assert_eq!(a.reason.as_deref(), Some("all 4 solutions"));
    assert_eq!(ask(sized(3, Some("all")), None).status, Status::Unsolvable);
}

#[test]
fn limits_are_honoured() {
    let limited = |req: Request| {
        with(req, |r| {
            r.limits = Some(Limits {
                nodes: Some(1000),
                millis: None,
                memory_mb: None,
            })
        })
    };
    let a = ask(limited(sized(13, Some("count"))), None);
    assert_eq!(a.status, Status::Limit);
    assert!(a.count.is_none());
    let a = ask(
        limited(drawn(&["............"; 12].join("/"), Some("count"))),
        Some("backtracking-seed"),
    );
    assert_eq!(a.status, Status::Limit);
    let a = ask(
        with(limited(sized(12, Some("all"))), |r| r.max_solutions = Some(10_000)),
        None,
    );
    assert_eq!(a.status, Status::Limit);
    assert!(a.solutions.is_some_and(|s| !s.is_empty()));
    // No budget at all (as `check` sends): still an answer, never a hang.
    let none = |req: Request| {
        with(req, |r| {
            r.limits = Some(Limits {
                nodes: Some(0),
                millis: Some(0.0),
                memory_mb: None,
            })
        })
    };
    assert_eq!(ask(none(sized(16, Some("count"))), None).status, Status::Limit);
    // The construction counts against the budget too (issue 40): with
    // none it says which pass it could not make.
    let a = ask(none(sized(1_000_000, None)), None);
    assert_eq!(a.status, Status::Limit);
    assert!(
        a.reason
            .as_deref()
            .unwrap_or_default()
            .contains("explicit construction for n = 1,000,000"),
        "{:?}",
        a.reason
    );
}

#[test]
fn bad_requests_say_what_is_wrong() {
    assert!(err(sized(0, None)).contains("n: 0 is not allowed: n must be 1 to 1,000,000"));
    assert!(err(sized(1_000_001, None)).contains("n must be 1 to 1,000,000"));
    assert!(err(with(sized(8, None), |r| r.board = Some(EMPTY_8.into()))).contains("not both"));
    assert!(err(Request {
        puzzle: ID.into(),
        ..Request::default()
    })
    .contains("no board"));
    assert!(err(drawn("..../..../....", None)).contains("n × n board, not 3 × 4"));
    assert!(
        err(drawn("N.../..../..../....", None)).contains("square (0, 0): 'N' is not a cell of this puzzle: use . # Q")
    );
    assert_eq!(
        err(drawn("Q.../..../..Q./....", None)),
        "board: the queens on (0, 0) and (2, 2) attack each other"
    );
    assert!(err(drawn(".Q../..../.Q../....", None)).contains("on (0, 1) and (2, 1)"));
    assert!(err(sized(8, Some("some"))).contains("mode: 'some' is not a mode"));
    assert!(err(with(sized(8, Some("all")), |r| r.max_solutions = Some(0))).contains("maxSolutions: 0"));
    assert!(err(with(sized(8, Some("count")), |r| r.split = Some([3, 3]))).contains("split: [3, 3] is not a part"));
    assert!(err(with(sized(8, None), |r| r.split = Some([0, 2]))).contains("only in mode \"count\""));
    assert!(err(with(drawn(PARTIAL, None), |r| r.algorithm = Some("construction".into()))).contains("3 queens placed"));
    assert!(
        err(with(sized(8, Some("count")), |r| r.algorithm = Some("construction".into())))
            .contains("gives one solution")
    );
    assert!(err(with(sized(65, Some("count")), |_| ())).contains("up to n = 64"));
    assert!(err(with(sized(100, None), |r| r.algorithm = Some("backtracking-seed".into()))).contains("up to n = 64"));
    assert!(err(with(sized(8, None), |r| r.algorithm = Some("dfs".into()))).contains("unknown algorithm 'dfs'"));
}

/// Replays place and remove events on the cells of an `n × n` board
/// starting from `queens`; the queens standing at the end, row-major, and
/// the counts `(places, removes)`. Any other kind fails the test.
fn replay(steps: &[u32], n: u32, queens: &[Square]) -> (Vec<Square>, u64, u64) {
    use crate::core::search::trace::EventKind;
    let mut on = vec![false; (n * n) as usize];
    for &[r, c] in queens {
        on[(r * n + c) as usize] = true;
    }
    let (mut places, mut removes) = (0, 0);
    for &e in steps {
        let cell = (e >> 4) as usize;
        match EventKind::of(e) {
            Some(EventKind::Place) => {
                places += 1;
                on[cell] = true;
            }
            Some(EventKind::Remove) => {
                removes += 1;
                assert!(on[cell], "removed an empty cell {cell}");
                on[cell] = false;
            }
            k => panic!("unexpected event {k:?}"),
        }
    }
    let standing = (0..n * n).filter(|&i| on[i as usize]).map(|i| [i / n, i % n]).collect();
    (standing, places, removes)
}

#[test]
fn both_backtrackings_trace_replays_to_their_answer() {
    let cases = [
        with(sized(6, None), |r| r.trace = Some(true)),
        with(sized(8, None), |r| r.trace = Some(true)),
        with(
            drawn(
                "..Q...../......../......../......../Q......./......../.......Q/........",
                None,
            ),
            |r| {
                r.trace = Some(true);
            },
        ),
    ];
    for req in cases {
        let given: Vec<Square> = req
            .board()
            .map(|b| b.pieces().map(|(s, _)| s).collect())
            .unwrap_or_default();
        let n = req.n.unwrap_or(8);
        for algo in ["bitboard", "backtracking-seed"] {
            let a = ask(req.clone(), Some(algo));
            let t = a.trace.clone().unwrap_or_else(|| panic!("{algo}: no trace"));
            assert!(!t.truncated);
            let steps = t.typed.unwrap_or_default();
            let (standing, places, removes) = replay(&steps, n, &given);
            let mut want = a.placement.clone().unwrap_or_default();
            want.sort_unstable();
            assert_eq!(standing, want, "{algo}: the replay ends on the answer");
            assert_eq!(places, a.stats.generated, "{algo}: a place event per queen placed");
            assert!(removes > 0, "{algo}: n = {n} backtracks");
            assert_eq!(
                places - removes,
                n as u64 - if algo == "bitboard" { given.len() as u64 } else { 0 }
            );
        }
    }
    // The seed on 6 × 6: the placements the seed's report counts.
    let a = ask(
        with(sized(6, None), |r| r.trace = Some(true)),
        Some("backtracking-seed"),
    );
    assert_eq!(a.placement, Some(vec![[0, 1], [1, 3], [2, 5], [3, 0], [4, 2], [5, 4]]));
    // Not traced: the construction, counts, and no trace unless asked.
    assert!(err(with(sized(8, Some("count")), |r| r.trace = Some(true))).starts_with("trace:"));
    assert!(err(with(sized(8, None), |r| {
        r.trace = Some(true);
        r.algorithm = Some("construction".into());
    }))
    .starts_with("trace:"));
    assert!(ask(sized(8, None), Some("bitboard")).trace.is_none());
}
