//! The puzzle through `solve`, checked against a brute-force oracle, the
//! known maxima, the seed's numbers, and by the rules.

use std::collections::HashSet;

use super::*;
use crate::core::board::{Board, Cell, Piece, KNIGHT_JUMPS};
use crate::core::notation;
use crate::core::play::{Play, Position, State};
use crate::core::request::Limits;
use crate::core::solve;

fn ask(board: &str, algorithm: &str, mode: Option<&str>) -> Answer {
    let mut req = drawn(board, mode);
    req.algorithm = Some(algorithm.into());
    solve(&req).unwrap_or_else(|e| panic!("{board} {algorithm}: {e}"))
}

fn err(req: Request) -> String {
    solve(&req)
        .map(|a| format!("no error: {a:?}"))
        .unwrap_or_else(|e| e.to_string())
}

/// Checks `placement` by the rules on `board` through the one place of the
/// core ([`Play::place`]): the knights standing on `board` are given and
/// listed first, in order; every other listed square is placed in turn (an
/// empty on square no standing knight attacks), so none is listed twice.
fn check_placement(board: &Board, placement: &[Square]) {
    let fixed: Vec<Square> = board.pieces().map(|(s, _)| s).collect();
    assert_eq!(placement.get(..fixed.len()), Some(&fixed[..]), "placed knights first");
    let state = State::Placement {
        piece: Piece::WhiteKnight,
        fixed,
    };
    let mut position = Position::new(NonAttackingKnights.id(), board.clone(), state);
    for &s in &placement[board.pieces().count()..] {
        position = NonAttackingKnights
            .place(&position, s)
            .unwrap_or_else(|e| panic!("{placement:?}: {e}"));
    }
    assert_eq!(position.board().count(Piece::WhiteKnight), placement.len());
}

#[test]
fn check_placement_refuses_what_the_rules_refuse() {
    let board = notation::parse("N.../..../....", crate::core::board::Grid::Square).unwrap_or_else(|e| panic!("{e}"));
    check_placement(&board, &[[0, 0], [0, 1], [2, 3]]);
    let refused = |placement: &'static [Square]| {
        let board = board.clone();
        std::panic::catch_unwind(move || check_placement(&board, placement)).is_err()
    };
    assert!(refused(&[[0, 0], [1, 2]]), "attacked by the given knight");
    assert!(refused(&[[0, 1], [0, 0]]), "given knight not first");
    assert!(refused(&[[0, 0], [0, 1], [0, 1]]), "twice");
}

/// The oracle: every set of free squares no two of which attack each
/// other, enumerated; returns (most knights with the placed ones, how many
/// sets reach it).
fn brute(board: &Board) -> (u64, u128) {
    let squares: Vec<Square> = board.on_squares().collect();
    let placed: HashSet<Square> = board.pieces().map(|(s, _)| s).collect();
    let attacked: HashSet<Square> = placed.iter().flat_map(|&s| board.leaps(s)).collect();
    let free: Vec<Square> = squares
        .iter()
        .copied()
        .filter(|s| !placed.contains(s) && !attacked.contains(s))
        .collect();
    fn go(free: &[Square], at: usize, chosen: &mut Vec<Square>, best: &mut (u64, u128)) {
        if at == free.len() {
            let k = chosen.len() as u64;
            if k > best.0 {
                *best = (k, 1);
            } else if k == best.0 {
                best.1 += 1;
            }
            return;
        }
        go(free, at + 1, chosen, best);
        let s = free[at];
        let clash = chosen.iter().any(|&c| {
            KNIGHT_JUMPS.iter().any(|&(dr, dc)| {
                i64::from(c[0]) + i64::from(dr) == i64::from(s[0]) && i64::from(c[1]) + i64::from(dc) == i64::from(s[1])
            })
        });
        if !clash {
            chosen.push(s);
            go(free, at + 1, chosen, best);
            chosen.pop();
        }
    }
    let mut best = (0, 0);
    go(&free, 0, &mut Vec::new(), &mut best);
    (best.0 + placed.len() as u64, best.1)
}

fn empty(rows: usize, cols: usize) -> String {
    vec![".".repeat(cols); rows].join("/")
}

/// SplitMix64, a small deterministic generator for random positions.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A random `rows × cols` board with about `off`% off squares and `knights`%
/// squares tried for a placed knight (kept when it attacks no other).
fn random_board(seed: &mut u64, rows: u32, cols: u32, off: u64, knights: u64) -> Board {
    let mut b = Board::new(rows, cols).unwrap_or_else(|e| panic!("{e}"));
    for r in 0..rows {
        for c in 0..cols {
            let x = splitmix(seed) % 100;
            if x < off {
                let _ = b.set([r, c], Cell::Off);
            } else if x < off + knights && b.leaps([r, c]).all(|m| b.get(m) != Cell::Piece(Piece::WhiteKnight)) {
                let _ = b.set([r, c], Cell::Piece(Piece::WhiteKnight));
            }
        }
    }
    b
}

/// Both exact algorithms on `board`, checked against the oracle.
fn check_against_oracle(board: &Board) {
    let text = notation::format(board);
    let (most, ways) = brute(board);
    for algo in ["matching", "profile-dp", "branch-and-bound-seed"] {
        let a = ask(&text, algo, None);
        assert_eq!(a.length, Some(most), "{algo} {text}");
        assert_eq!(a.optimal, Some(true));
        check_placement(board, a.placement.as_deref().unwrap_or_default());
    }
    // Hopcroft–Karp alone (no push–relabel) finds the same maximum.
    let layout = Layout::new(board).unwrap_or_else(|e| panic!("{e}"));
    let mut stats = Stats::default();
    let (set, _) = matching::maximum_with(
        &layout,
        false,
        &mut Meter::new(&mut Budget::new(u64::MAX, 1e12), &mut stats, &mut Recorder::off()),
    )
    .unwrap_or_else(|_| panic!("limit"));
    assert_eq!(
        set.len() + layout.placed().len(),
        most as usize,
        "Hopcroft–Karp alone {text}"
    );
    let c = ask(&text, "profile-dp", Some("count"));
    assert_eq!(c.count, Some(Count(ways)), "count {text}");
    assert_eq!(c.length, Some(most));
    check_placement(board, c.placement.as_deref().unwrap_or_default());
}

#[test]
fn every_small_empty_board_matches_the_oracle() {
    for rows in 1..=5u32 {
        for cols in 1..=5u32 {
            if rows * cols <= 20 {
                check_against_oracle(&Board::new(rows, cols).unwrap_or_else(|e| panic!("{e}")));
            }
        }
    }
}

#[test]
fn random_boards_with_holes_and_placed_knights_match_the_oracle() {
    let mut seed = 7u64;
    for _ in 0..250 {
        let rows = 1 + (splitmix(&mut seed) % 5) as u32;
        let cols = 1 + (splitmix(&mut seed) % 5) as u32;
        if rows * cols > 20 {
            continue;
        }
        let board = random_board(&mut seed, rows, cols, 15, 10);
        check_against_oracle(&board);
    }
    // Longer thin boards, for the turned profile.
    for (rows, cols) in [(2, 10), (10, 2), (3, 7), (1, 20)] {
        let board = random_board(&mut seed, rows, cols, 10, 5);
        check_against_oracle(&board);
    }
}

#[test]
fn push_relabel_and_hopcroft_karp_agree_on_medium_boards() {
    let mut seed = 11u64;
    for case in 0..40 {
        let rows = 5 + (splitmix(&mut seed) % 30) as u32;
        let cols = 5 + (splitmix(&mut seed) % 30) as u32;
        let (off, knights) = (splitmix(&mut seed) % 30, splitmix(&mut seed) % 6);
        let board = random_board(&mut seed, rows, cols, off, knights);
        let layout = Layout::new(&board).unwrap_or_else(|e| panic!("{e}"));
        let mut sizes = Vec::new();
        for push in [true, false] {
            let (set, matched) = matching::maximum_with(
                &layout,
                push,
                &mut Meter::new(
                    &mut Budget::new(u64::MAX, 1e12),
                    &mut Stats::default(),
                    &mut Recorder::off(),
                ),
            )
            .unwrap_or_else(|_| panic!("limit"));
            let free = layout
                .kinds()
                .iter()
                .filter(|&&s| s == layout::SquareKind::Free)
                .count();
            assert_eq!(set.len(), free - matched, "case {case}: König");
            let mut placement = layout.placed();
            placement.extend(set.iter().map(|&i| layout.square(i as usize)));
            check_placement(&board, &placement);
            sizes.push(set.len());
        }
        assert_eq!(sizes[0], sizes[1], "case {case}");
    }
}

/// Known maxima of the full n × n board: 1, 4, 5, 8 and ⌈n²/2⌉ from 3 on.
const MAXIMA: [(usize, u64); 8] = [(1, 1), (2, 4), (3, 5), (4, 8), (5, 13), (6, 18), (7, 25), (8, 32)];

#[test]
fn known_maxima_for_every_exact_algorithm() {
    for (n, most) in MAXIMA {
        let seed_too = if n <= 6 {
            &["matching", "profile-dp", "branch-and-bound-seed"][..]
        } else {
            &["matching", "profile-dp"][..]
        };
        for &algo in seed_too {
            let a = ask(&empty(n, n), algo, None);
            assert_eq!(a.length, Some(most), "{algo} {n} × {n}");
            check_placement(
                &Board::new(n as u32, n as u32).unwrap_or_else(|e| panic!("{e}")),
                a.placement.as_deref().unwrap_or_default(),
            );
        }
    }
}

#[test]
fn counts_of_maximum_placements() {
    // Checked by the oracle up to 4 × 4 above; 8 × 8: the two colour classes.
    let c = ask(&empty(8, 8), "profile-dp", Some("count"));
    assert_eq!(c.count, Some(Count(2)));
    assert_eq!(ask(&empty(3, 3), "profile-dp", Some("count")).count, Some(Count(2)));
    assert_eq!(ask(&empty(2, 2), "profile-dp", Some("count")).count, Some(Count(1)));
    // Mode count picks profile-dp by default.
    let req = drawn(&empty(4, 4), Some("count"));
    let a = solve(&req).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.stats.algorithm, "profile-dp");
    assert_eq!(
        a.count,
        Some(Count(brute(&Board::new(4, 4).unwrap_or_else(|e| panic!("{e}"))).1))
    );
}

#[test]
fn the_seed_heuristic_reproduces_the_seed() {
    let rows = |a: &Answer, n: usize| -> Vec<String> {
        let set: HashSet<Square> = a.placement.iter().flatten().copied().collect();
        (0..n as u32)
            .map(|r| {
                (0..n as u32)
                    .map(|c| if set.contains(&[r, c]) { 'K' } else { 'X' })
                    .collect()
            })
            .collect()
    };
    let a = ask(&empty(3, 3), "greedy-seed", None);
    assert_eq!((a.length, a.optimal), (Some(5), Some(false)));
    let a = ask(&empty(4, 4), "greedy-seed", None);
    assert_eq!(a.length, Some(8));
    assert_eq!(rows(&a, 4), ["KKKK", "XXXX", "XXXX", "KKKK"]);
    let a = ask(&empty(6, 6), "greedy-seed", None);
    assert_eq!(a.length, Some(15));
    assert_eq!(
        rows(&a, 6),
        ["KXKXKX", "XKXKXK", "KXKXKX", "XXXXXX", "XXXXXX", "KKKKKK"]
    );
    check_placement(
        &Board::new(6, 6).unwrap_or_else(|e| panic!("{e}")),
        a.placement.as_deref().unwrap_or_default(),
    );
    // With placed knights and holes it keeps them and stays legal.
    let mut seed = 99u64;
    let board = random_board(&mut seed, 12, 9, 10, 5);
    let a = ask(&notation::format(&board), "greedy-seed", None);
    check_placement(&board, a.placement.as_deref().unwrap_or_default());
}

#[test]
fn large_boards() {
    // 300 × 300 with 10 % off, seeded.
    let mut seed = 300u64;
    let board = random_board(&mut seed, 300, 300, 10, 0);
    let req = Request {
        puzzle: ID.into(),
        rows: Some(300),
        cols: Some(300),
        off: Some(board.off_squares().collect()),
        ..Request::default()
    };
    let a = solve(&req).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.status, Status::Solved);
    check_placement(&board, a.placement.as_deref().unwrap_or_default());
    let layout = Layout::new(&board).unwrap_or_else(|e| panic!("{e}"));
    let alone = matching::maximum_with(
        &layout,
        false,
        &mut Meter::new(
            &mut Budget::new(u64::MAX, 1e12),
            &mut Stats::default(),
            &mut Recorder::off(),
        ),
    );
    assert_eq!(
        alone.map(|(set, _)| set.len() as u64).ok(),
        a.length,
        "Hopcroft–Karp alone"
    );
    let greedy = solve(&Request {
        algorithm: Some("greedy-seed".into()),
        ..req
    })
    .unwrap_or_else(|e| panic!("{e}"));
    check_placement(&board, greedy.placement.as_deref().unwrap_or_default());
    assert!(greedy.length <= a.length);
    // 1000 × 1000, full: one colour, ⌈n²/2⌉.
    let req = Request {
        puzzle: ID.into(),
        rows: Some(1000),
        cols: Some(1000),
        ..Request::default()
    };
    let a = solve(&req).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.length, Some(500_000));
}

#[test]
fn placed_knights_stay_and_are_listed_first() {
    let text = "......../..N...../......../.....N../......../.N....../......../......N.";
    let a = ask(text, "matching", None);
    let board = notation::parse(text, crate::core::board::Grid::Square).unwrap_or_else(|e| panic!("{e}"));
    check_placement(&board, a.placement.as_deref().unwrap_or_default());
    // The profile DP, checked against the oracle on small boards, agrees.
    assert_eq!(a.length, ask(text, "profile-dp", None).length);
    assert!(a
        .reason
        .unwrap_or_default()
        .contains("the 4 knights already placed first"));
    let one = ask("N.../..../..../....", "matching", None).reason.unwrap_or_default();
    assert!(
        one.contains("the 1 knight already placed first, then the 7 added"),
        "{one}"
    );
    let none = ask("..../..../..../....", "matching", None).reason.unwrap_or_default();
    assert!(
        !none.contains("already placed"),
        "an empty board has none to list: {none}"
    );
}

#[test]
fn limits_are_honoured() {
    for algo in ["matching", "greedy-seed", "profile-dp", "branch-and-bound-seed"] {
        let mut req = drawn(&empty(8, 8), None);
        req.algorithm = Some(algo.into());
        req.limits = Some(Limits {
            nodes: Some(0),
            millis: None,
            memory_mb: None,
        });
        let a = solve(&req).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.status, Status::Limit, "{algo}");
        assert!(a.placement.is_none());
    }
}

#[test]
fn bad_requests_say_what_is_wrong() {
    assert_eq!(
        err(drawn("N..../..N../...../.....", None)),
        "board: the knights on (0, 0) and (1, 2) attack each other"
    );
    assert!(err(drawn("..../.n../....", None)).contains("square (1, 1): 'n' is not a cell of this puzzle: use . # N"));
    assert!(err(drawn(&empty(9, 8), Some("count"))).contains("9 × 8 = 72 squares; profile-dp"));
    assert!(err(drawn(&empty(4, 4), Some("all"))).contains("mode: 'all' is not a mode"));
    let mut req = drawn(&empty(4, 4), Some("count"));
    req.algorithm = Some("greedy-seed".into());
    assert!(err(req).contains("needs algorithm \"profile-dp\""));
    let mut req = drawn(&empty(9, 8), None);
    req.algorithm = Some("branch-and-bound-seed".into());
    assert!(err(req).contains("more than 64 free squares"));
    let req = Request {
        puzzle: ID.into(),
        rows: Some(1001),
        cols: Some(1000),
        ..Request::default()
    };
    assert!(err(req).contains("1,001 × 1,000 = 1,001,000 squares"));
    let mut req = drawn(&empty(4, 4), None);
    req.algorithm = Some("b&b".into());
    assert!(err(req).contains("unknown algorithm 'b&b'"));
}

#[test]
fn traces_replay_to_the_answer_with_the_bound_shown() {
    use crate::core::search::trace::{count_kinds, EventKind};
    for board in [
        "..../..../..../....",
        "...../...../..N../...../.....",
        "....../....../....../....../....../......",
    ] {
        for algo in ["greedy-seed", "branch-and-bound-seed"] {
            let req = Request {
                puzzle: "non-attacking-knights".into(),
                board: Some(board.into()),
                algorithm: Some(algo.into()),
                trace: Some(true),
                ..Request::default()
            };
            let a = crate::core::solve(&req).unwrap_or_else(|e| panic!("{algo}: {e}"));
            let t = a.trace.clone().expect("a trace");
            assert!(!t.truncated, "{algo} {board}");
            let steps = t.typed.unwrap_or_default();
            let cols = board.find('/').unwrap_or(board.len()) as u32;
            let mut on: Vec<Square> = req
                .board()
                .map(|b| b.pieces().map(|(s, _)| s).collect())
                .unwrap_or_default();
            // The best known and the cuts, in knights with the given ones:
            // each best beats the one before, each cut's bound is no more
            // than the best known, and the last best is the answer's.
            let mut best = None;
            for &e in &steps {
                let sq = [(e >> 4) / cols, (e >> 4) % cols];
                match EventKind::of(e) {
                    Some(EventKind::Place) => {
                        assert!(!on.contains(&sq), "{algo}: placed twice on {sq:?}");
                        on.push(sq);
                    }
                    Some(EventKind::Remove) => {
                        let at = on.iter().position(|&s| s == sq).expect("removes a knight placed");
                        on.swap_remove(at);
                    }
                    Some(EventKind::Best) => {
                        assert!(
                            best < Some(e >> 4),
                            "{board}: a better placement, {} after {best:?}",
                            e >> 4
                        );
                        best = Some(e >> 4);
                    }
                    Some(EventKind::Prune) => {
                        assert!(Some(e >> 4) <= best, "{board}: cut at {} with best {best:?}", e >> 4);
                    }
                    k => panic!("{algo}: unexpected {k:?}"),
                }
            }
            if algo == "branch-and-bound-seed" {
                assert_eq!(best.map(u64::from), a.length, "{board}: the last best is the answer");
            }
            on.sort_unstable();
            let mut want = a.placement.clone().unwrap_or_default();
            want.sort_unstable();
            assert_eq!(on, want, "{algo} {board}: the replay ends on the answer");
            let n = count_kinds(&steps);
            let added = want.len() as u64 - u64::from(board.contains('N'));
            if algo == "greedy-seed" {
                assert_eq!(
                    (n[0], n[1]),
                    (a.stats.expanded, 0),
                    "a place per knight the greedy placed"
                );
            } else {
                // The greedy start is placed and taken off, the search
                // places and removes a knight at each branching node, and
                // the best is placed again. Nodes counted: the greedy's
                // knights and branching nodes (the removes), the cuts, and
                // the leaves that improved (the bests but the greedy's).
                assert_eq!(n[0], n[1] + added);
                let (bests, prunes) = (n[EventKind::Best as usize], n[EventKind::Prune as usize]);
                assert!(prunes > 0 && bests >= 1, "{board}: the bound cuts");
                assert_eq!(a.stats.expanded, n[1] + prunes + (bests - 1), "{board}: node count");
            }
        }
    }
}

#[test]
fn the_matching_trace_shows_augmenting_paths_then_the_cover_then_the_answer() {
    use crate::core::search::trace::{count_kinds, EventKind};
    for (board, most) in [
        ("....../....../....../....../....../......", 18),
        ("...../...../..N../...../.....", 13),
        ("#..../...../..#../...../....#", 0),
        ("........../...##...../...##...../........../.#......#./.#......#./........../...##...../...##...../..........", 0),
    ] {
        let req = Request {
            puzzle: ID.into(),
            board: Some(board.into()),
            algorithm: Some("matching".into()),
            trace: Some(true),
            ..Request::default()
        };
        let a = solve(&req).unwrap_or_else(|e| panic!("{board}: {e}"));
        let t = a.trace.clone().expect("a trace");
        assert!(!t.truncated, "{board}");
        let steps = t.typed.unwrap_or_default();
        let start = req.board().expect("a board");
        let cols = start.cols();
        let layout = Layout::new(&start).expect("a layout");
        let is_free = |s: Square| layout.kinds()[start.index(s) as usize] == layout::SquareKind::Free;
        let at = |e: u32| [(e >> 4) / cols, (e >> 4) % cols];
        let knight_move = |a: Square, b: Square| {
            let (dr, dc) = (a[0].abs_diff(b[0]), a[1].abs_diff(b[1]));
            (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
        };
        // Each augmenting path: free squares a knight's move apart, an odd
        // number of moves (it starts and ends on different colours).
        let mut paths: Vec<Vec<Square>> = Vec::new();
        let (mut cover, mut on): (Vec<Square>, Vec<Square>) = (Vec::new(), start.pieces().map(|(s, _)| s).collect());
        let mut phase = 0;
        for &e in &steps {
            let sq = at(e);
            assert!(is_free(sq), "{board}: {sq:?} is a free square");
            match EventKind::of(e) {
                Some(EventKind::Augment) => {
                    assert_eq!(phase, 0, "{board}: paths first");
                    paths.push(vec![sq]);
                }
                Some(EventKind::Path) => {
                    let p = paths.last_mut().expect("a path under way");
                    assert!(knight_move(*p.last().expect("a square"), sq), "{board}: a knight move");
                    p.push(sq);
                }
                Some(EventKind::Cover) => {
                    assert!(phase <= 1, "{board}: the cover before the placement");
                    phase = 1;
                    cover.push(sq);
                }
                Some(EventKind::Place) => {
                    phase = 2;
                    assert!(!cover.contains(&sq), "{board}: a knight on a cover square");
                    on.push(sq);
                }
                k => panic!("{board}: unexpected {k:?}"),
            }
        }
        assert!(paths.iter().all(|p| p.len() % 2 == 0), "{board}: paths of odd length");
        let n = count_kinds(&steps);
        let matched = n[EventKind::Augment as usize];
        // König: the cover has a square per matched pair, and the most
        // knights are the free squares less the cover.
        assert_eq!(n[EventKind::Cover as usize], matched, "{board}: König's cover = the matching");
        let free = start.on_squares().filter(|&s| is_free(s)).count() as u64;
        assert_eq!(n[EventKind::Place as usize], free - matched, "{board}: knights = free − matching");
        assert!(a.reason.as_deref().unwrap_or("").contains(&format!("− {matched} ")), "{board}: {:?}", a.reason);
        // Every knight move between free squares touches the cover.
        for s in start.on_squares().filter(|&s| is_free(s)) {
            for t in start.leaps(s) {
                if is_free(t) {
                    assert!(cover.contains(&s) || cover.contains(&t), "{board}: {s:?}–{t:?} uncovered");
                }
            }
        }
        on.sort_unstable();
        let mut want = a.placement.clone().unwrap_or_default();
        want.sort_unstable();
        assert_eq!(on, want, "{board}: the replay ends on the answer");
        if most > 0 {
            assert_eq!(want.len(), most, "{board}");
        }
        // The counts against `stats` (matching.rs says what each counts).
        // The greedy start's pairs are paths of one move and come first;
        // it leaves a maximal matching, so Hopcroft–Karp's are longer.
        let greedy = paths.iter().take_while(|p| p.len() == 2).count();
        assert!(paths[greedy..].iter().all(|p| p.len() >= 4), "{board}: greedy pairs first");
        // Light squares on Hopcroft–Karp's paths: each was charged as the
        // search's start or a step down, and looked at an edge.
        let searched: u64 = paths[greedy..].iter().map(|p| p.len() as u64 / 2).sum();
        // The left side: the colour with fewer free squares (even squares
        // on a tie).
        let free_squares: Vec<Square> = start.on_squares().filter(|&s| is_free(s)).collect();
        let even = free_squares.iter().filter(|s| (s[0] + s[1]) % 2 == 0).count();
        let left_even = even <= free_squares.len() - even;
        let is_left = |s: Square| ((s[0] + s[1]) % 2 == 0) == left_even;
        let degree = |s: Square| start.leaps(s).filter(|&t| is_free(t)).count() as u64;
        // The free squares' knight moves: the greedy start looks at each.
        let edges: u64 = free_squares.iter().filter(|&&s| is_left(s)).map(|&s| degree(s)).sum();
        // The knights added on the left side: the left squares reachable
        // by alternating paths from the unmatched ones (König's Z), each
        // charged by the last layering (which looks at its edges) and by
        // König's construction.
        let given: Vec<Square> = start.pieces().map(|(s, _)| s).collect();
        let added_left: Vec<Square> = want
            .iter()
            .copied()
            .filter(|s| !given.contains(s) && is_left(*s))
            .collect();
        let z = added_left.len() as u64;
        let z_edges: u64 = added_left.iter().map(|&s| degree(s)).sum();
        let (expanded, generated) = (a.stats.expanded, a.stats.generated);
        if greedy == paths.len() {
            // Nothing left to augment: one charge to begin, the layering
            // that proves it, König's construction.
            assert_eq!(expanded, 1 + 2 * z, "{board}: expanded");
            assert_eq!(generated, edges + z_edges, "{board}: generated");
        } else {
            assert!(expanded >= 1 + 2 * z + searched, "{board}: expanded {expanded}");
            assert!(generated >= edges + z_edges + searched, "{board}: generated {generated}");
        }
        // The same placement as without a trace.
        let plain = solve(&Request { trace: None, ..req.clone() }).expect("solves");
        assert_eq!(plain.length, a.length, "{board}");
    }
}

/// The seed's branch and bound reports what it knows while it runs: the
/// best placement in hand and its bound at the root, in knights with the
/// given ones, through the budget's periodic progress reports; a finished
/// search's answer has neither, one stopped by the budget keeps both.
#[test]
fn branch_and_bound_progress_reports_its_best_and_bound() {
    use crate::core::search::{Budget, Stats};
    // 8 × 8 with a knight given in a corner: 61 free squares.
    let board = "N......./......../......../......../......../......../......../........";
    let mut req = drawn(board, None);
    req.algorithm = Some("branch-and-bound-seed".into());
    req.limits = Some(Limits {
        nodes: Some(4 * Budget::REPORT_EVERY + 1),
        millis: Some(60_000.0),
        memory_mb: None,
    });
    let mut seen: Vec<Stats> = Vec::new();
    let mut report = |s: &Stats| seen.push(s.clone());
    // Reported at every clock check (the page's are 250 ms apart).
    let mut budget = crate::core::budget_of(&req, 60_000.0)
        .unwrap_or_else(|e| panic!("{e}"))
        .with_progress(&mut report)
        .reporting_every(0.0);
    let a = crate::core::solve_within(&req, &mut budget).unwrap_or_else(|e| panic!("{e}"));
    drop(budget);
    assert_eq!(a.status, Status::Limit, "{:?}", a.reason);
    // From the first report after the greedy start, every one has both
    // (the first clock checks come a few expansions in).
    let first = seen.iter().position(|s| s.best.is_some()).unwrap_or(seen.len());
    let seen = seen.split_off(first);
    assert!(seen.len() >= 4, "{} reports", seen.len());
    let free = 64 - 1 - 2;
    let mut last = 0;
    for s in &seen {
        let (best, bound) = (s.best.expect("a best in hand"), s.upper_bound.expect("an upper bound"));
        assert_eq!(
            bound,
            1 + free,
            "the root's bound: the given knight and every free square"
        );
        assert!(best >= last && best <= bound, "{best} after {last}, at most {bound}");
        assert!(best > 1, "the greedy start and the given knight");
        assert_eq!(
            (s.trying, s.lower_bound),
            (None, None),
            "a maximisation has no lower bound here"
        );
        assert!(s.budget_used.is_some());
        last = best;
    }
    // Stopped: what it knew stays in the answer.
    assert_eq!(a.stats.best, Some(last));
    assert_eq!(a.stats.upper_bound, Some(1 + free));
    // Finished: proved, neither is left.
    let mut small = drawn("...../...../..N../...../.....", None);
    small.algorithm = Some("branch-and-bound-seed".into());
    let done = crate::core::solve(&small).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((done.status, done.optimal), (Status::Solved, Some(true)));
    assert_eq!((done.stats.best, done.stats.upper_bound), (None, None));
    // The wire names.
    let json = serde_json::to_value(&a.stats).unwrap_or_default();
    assert_eq!(json["best"], serde_json::json!(last));
    assert_eq!(json["upperBound"], serde_json::json!(1 + free));
}

/// The request's `leaper`: the camels' preset, König's theorem in the
/// leaper's colouring against the brute force, profile-dp refused naming
/// the field, and the editor's shading by the leaper's moves.
#[test]
fn leapers_are_placed_by_matching() {
    let camels = NonAttackingKnights
        .info()
        .presets
        .into_iter()
        .find(|p| p.name.starts_with("Camels"));
    let camels = camels.expect("the camels' preset").request;
    let a = solve(&camels).unwrap();
    assert_eq!((a.length, a.optimal), (Some(32), Some(true)));
    assert!(
        a.reason
            .as_deref()
            .unwrap_or_default()
            .contains("camel (1, 3) is bipartite"),
        "{a:?}"
    );
    for (l, board, most) in [
        ([1, 1], "..../..../..../....", 8),
        ([0, 1], "..../..../..../....", 8),
        ([0, 2], "..../..../..../....", 8),
        ([2, 2], "..../..../..../....", 8),
        ([1, 3], "..../..../..../....", 10),
        ([0, 1], ".../.#./...", 4),
    ] {
        for algo in ["matching", "branch-and-bound-seed"] {
            let a = solve(&Request {
                puzzle: ID.into(),
                board: Some(board.into()),
                algorithm: Some(algo.into()),
                leaper: Some(l),
                ..Request::default()
            })
            .unwrap();
            assert_eq!(a.length, Some(most), "{l:?} {algo} on {board}");
        }
    }
    let e = err(Request {
        mode: Some("count".into()),
        ..camels
    });
    assert!(e.starts_with("leaper: profile-dp"), "{e}");
    let mut board = notation::parse("N../.../...", crate::core::board::Grid::Square).unwrap();
    board.set_leaper(crate::core::board::Leaper::new(1, 1).unwrap());
    assert_eq!(NonAttackingKnights.attacked(&board), vec![[1, 1]]);
}
