//! Watched searches (`search_trace.rs`): the knight path's events, typed events stepped forward and back.

use super::*;

#[test]
fn a_search_trace_steps_forward_and_back() {
    use crate::view::model::search_trace::Visit;
    // A 3-wide board: cell 0 enters the frontier, is expanded, then cells
    // 1 and 5 enter, cell 5 is expanded.
    let events = vec![0, 1, 1 << 1, 5 << 1, (5 << 1) | 1];
    let mut t = SearchTrace::events(events, 9, 3);
    assert_eq!(t.len(), 5);
    t.seek(4);
    assert_eq!(t.counts(), (2, 1));
    assert_eq!(t.visit([0, 1]), Visit::Frontier);
    assert_eq!(t.current(), Some([0, 0]));
    t.seek(99);
    assert_eq!(t.counts(), (1, 2));
    assert_eq!(t.visit([1, 2]), Visit::Expanded);
    assert_eq!(t.current(), Some([1, 2]));
    t.seek(1);
    assert_eq!(t.counts(), (1, 0), "back to the first event");
    assert_eq!(t.visit([1, 2]), Visit::None);
}

#[test]
fn typed_traces_replay_to_the_answer_and_step_back() {
    use crate::core::search::trace::EventKind;
    // n-queens, 6 × 6, the seed: queens placed and taken back, ending on
    // the answer; every step back restores the board stepped over.
    let req = Request {
        puzzle: "n-queens".into(),
        n: Some(6),
        algorithm: Some("backtracking-seed".into()),
        trace: Some(true),
        ..Request::default()
    };
    let (a, steps, mut t) = watched(&req, Board::new(6, 6).expect("a board"));
    let n = steps.len();
    assert_eq!(t.len(), n);
    let boards: Vec<Board> = (0..=n).map(|k| typed_at(&mut t, k).board().clone()).collect();
    let queens = |b: &Board| b.pieces().map(|(s, _)| s).collect::<Vec<Square>>();
    assert_eq!(queens(&boards[n]), a.placement.clone().expect("placement"));
    let typed = t.typed().expect("typed");
    assert_eq!(u64::from(typed.count(EventKind::Place)), a.stats.generated);
    assert!(typed.count(EventKind::Remove) > 0);
    for k in (0..n).rev() {
        assert_eq!(typed_at(&mut t, k).board(), &boards[k], "step back to {k}");
    }
    assert_eq!(t.typed().expect("typed").count(EventKind::Place), 0);

    // Peg solitaire, fewest moves on the 15-hole triangle: bounds reset the
    // board; seeking back over one replays.
    let board = "./oo/ooo/oooo/ooooo";
    let req = Request {
        puzzle: "peg-solitaire".into(),
        board: Some(board.into()),
        grid: Some(crate::core::board::Grid::Triangle),
        trace: Some(true),
        ..Request::default()
    };
    let start = req.board().expect("board");
    let (a, steps, mut t) = watched(&req, start.clone());
    let n = steps.len();
    let end = typed_at(&mut t, n);
    assert_eq!(end.board().pieces().count(), 1, "one peg left");
    assert!(end.count(EventKind::Undo) > 0 && end.count(EventKind::Bound) > 0);
    assert_eq!(end.depth() as usize, a.steps.as_ref().map_or(0, Vec::len));
    let at_end = end.board().clone();
    assert_eq!(typed_at(&mut t, 0).board(), &start);
    assert_eq!(typed_at(&mut t, n).board(), &at_end);
}

#[test]
fn a_watched_swap_shows_each_expansion_and_the_last_few() {
    use crate::core::search::trace::EventKind;
    let req = Request {
        puzzle: "knight-swap".into(),
        board: Some("N.N/.../n.n".into()),
        algorithm: Some("bfs".into()),
        trace: Some(true),
        ..Request::default()
    };
    let (a, steps, mut t) = watched(&req, req.board().expect("board"));
    // An expansion (expand, frontier and piece events) is one event.
    let expands = steps
        .iter()
        .filter(|&&e| EventKind::of(e) == Some(EventKind::Expand))
        .count();
    let n = t.len();
    assert_eq!(n, expands);
    let s = typed_at(&mut t, n);
    assert_eq!(
        crate::core::notation::format(s.board()),
        "n.n/.../N.N",
        "ends on the goal"
    );
    assert_eq!(s.depth() as u64, a.length.unwrap_or(0));
    assert_eq!(u64::from(s.count(EventKind::Expand)), a.stats.expanded + 1);
    let want: Vec<u32> = a.depths.clone().unwrap_or_default().iter().map(|&d| d as u32).collect();
    // BFS's layers, the last one less the goal (shown, not expanded).
    let k = want.len() - 1;
    assert_eq!(&s.histogram()[..k], &want[..k], "BFS layers");
    assert_eq!(s.histogram()[k], want[k] + 1);
    let recent = s.recent(3);
    assert_eq!(recent.len(), 3);
    assert_eq!(recent.last(), Some(s.board()), "the latest is the one shown");
    // Back one event: the position expanded before the goal, whole
    // (replayed from the start).
    let s = typed_at(&mut t, n - 1);
    assert_eq!(s.board().pieces().count(), 4);
    assert_eq!(u64::from(s.count(EventKind::Expand)), a.stats.expanded);
}

#[test]
fn a_watched_swap_stepped_one_event_at_a_time_always_shows_a_whole_position() {
    use crate::core::search::trace::EventKind;
    // Issue 39: stepping the six knights' BFS showed an empty board, then
    // one knight, between positions.
    let req = Request {
        algorithm: Some("bfs".into()),
        trace: Some(true),
        ..six_knights()
    };
    let start = req.board().expect("board");
    let (_, _, mut t) = watched(&req, start.clone());
    let n = t.len();
    assert!(n > 1000, "{n} events");
    let (w, b) = swap_sides();
    let whole = |s: &TypedEvents| {
        let white = s.board().pieces().filter(|&(_, p)| p == w).count();
        let black = s.board().pieces().filter(|&(_, p)| p == b).count();
        (white, black)
    };
    for k in 0..=n {
        let s = typed_at(&mut t, k);
        assert_eq!(whole(s), (3, 3), "event {k} of {n}");
        assert_eq!(s.count(EventKind::Expand) as usize, k, "event {k}: expansions shown");
    }
    // Back one at a time, and a jump back to the start.
    for k in [n - 1, n - 2, 937, 1, 0] {
        let s = typed_at(&mut t, k);
        assert_eq!(whole(s), (3, 3), "back to event {k}");
        assert_eq!(s.count(EventKind::Expand) as usize, k);
    }
}

#[test]
fn a_made_up_typed_trace_never_panics() {
    // Every kind, huge values, squares off the board, kinds past the last.
    let mut events = Vec::new();
    for kind in 0..16u32 {
        for value in [0u32, 1, 7, 99, 1 << 20, (1 << 28) - 1] {
            events.push(value << 4 | kind);
        }
    }
    let n = events.len();
    let board = Board::new(3, 3).expect("a board");
    // Piece events read by a puzzle's pieces (knight swap's), and by none.
    let swap = puzzles::find("knight-swap").expect("knight swap").trace_pieces();
    for pieces in [swap, &[]] {
        let mut t = SearchTrace::typed_events(events.clone(), board.clone(), Piece::Queen).with_pieces(pieces);
        for k in [n, 0, n / 2, 1, n, n - 1, 3] {
            t.seek(k);
        }
        let s = t.typed().expect("typed");
        assert!(s.histogram().len() <= 1 << 16);
        let _ = s.recent(4);
    }
}

#[test]
fn a_watched_matching_draws_its_paths_then_the_cover_and_ends_on_the_answer() {
    use crate::core::search::trace::EventKind;
    let req = Request {
        puzzle: "non-attacking-knights".into(),
        board: Some("....../....../....../....../....../......".into()),
        algorithm: Some("matching".into()),
        trace: Some(true),
        ..Request::default()
    };
    let start = req.board().expect("board");
    let (a, steps, mut t) = watched(&req, start.clone());
    let n = steps.len();
    // After the last augmenting path: a whole path shown (an even number of
    // squares, both ends unmatched), no cover yet, no knight.
    let last_path = steps
        .iter()
        .rposition(|&e| EventKind::of(e) == Some(EventKind::Path))
        .expect("paths");
    let s = typed_at(&mut t, last_path + 1);
    assert_eq!(s.count(EventKind::Augment), 18, "a path per pair of the matching");
    assert!(!s.augmenting().is_empty() && s.augmenting().len() % 2 == 0);
    assert!(s.cover().is_empty() && s.board().pieces().count() == 0);
    let s = typed_at(&mut t, n);
    assert_eq!(s.cover().len(), 18, "König: the cover is as large as the matching");
    assert_eq!(s.count(EventKind::Place), 18);
    let mut on: Vec<Square> = s.board().pieces().map(|(sq, _)| sq).collect();
    on.sort_unstable();
    let mut want = a.placement.clone().unwrap_or_default();
    want.sort_unstable();
    assert_eq!(on, want, "ends on the answer");
    assert!(on.iter().all(|sq| !s.cover().contains(sq)), "no knight on the cover");
    // Back into the paths (over augments: replayed) and forward again.
    let end = s.board().clone();
    let s = typed_at(&mut t, 3);
    assert_eq!((s.count(EventKind::Augment), s.cover().len()), (2, 0));
    assert_eq!(s.augmenting().len(), 1, "the second path's first square");
    t.seek(n - 1);
    assert_eq!(typed_at(&mut t, n).board(), &end);
}

#[test]
fn a_watched_branch_and_bound_keeps_its_last_cut_forward_and_back() {
    use crate::core::search::trace::EventKind;
    use crate::view::model::search_trace::Cut;
    // A knight given: the bound and best count it (as the answer does).
    let req = Request {
        puzzle: "non-attacking-knights".into(),
        board: Some("...../...../..N../...../.....".into()),
        algorithm: Some("branch-and-bound-seed".into()),
        trace: Some(true),
        ..Request::default()
    };
    let (a, steps, mut t) = watched(&req, req.board().expect("board"));
    let n = steps.len();
    // The last cut after each number of events: the last prune's value and
    // the last best's before it.
    let mut want: Vec<Option<Cut>> = vec![None];
    let (mut cut, mut best) = (None, None);
    for &e in &steps {
        match EventKind::of(e) {
            Some(EventKind::Best) => best = Some(e >> 4),
            Some(EventKind::Prune) => cut = Some(Cut { bound: e >> 4, best }),
            _ => {}
        }
        want.push(cut);
    }
    let first = steps
        .iter()
        .position(|&e| EventKind::of(e) == Some(EventKind::Prune))
        .expect("the bound cuts");
    let cut_at = |t: &mut SearchTrace, k: usize| typed_at(t, k).cut();
    assert_eq!(cut_at(&mut t, first), None, "no cut before the first");
    let c = cut_at(&mut t, first + 1).expect("a cut once over a prune");
    assert_eq!(c.bound, steps[first] >> 4, "the prune event's bound");
    assert!(
        c.best.is_some_and(|b| c.bound <= b),
        "cut because it cannot beat the best: {c:?}"
    );
    // Every step, forwards, then backwards one at a time (over prunes: the
    // cut before; over bests: replayed), then a few jumps.
    for (k, &cut) in want.iter().enumerate() {
        assert_eq!(cut_at(&mut t, k), cut, "forwards to {k}");
    }
    for k in (0..n).rev() {
        assert_eq!(cut_at(&mut t, k), want[k], "back to {k}");
    }
    for k in [n, first, n / 2, n / 3, n - 1, 0, n] {
        assert_eq!(cut_at(&mut t, k), want[k], "to {k}");
    }
    // At the end: the answer's knights, the best as many.
    let s = t.typed().expect("typed");
    assert_eq!(s.best().map(u64::from), a.length);
    assert_eq!(s.board().pieces().count() as u64, a.length.unwrap_or(0));
    // Back over a cut to one made before a better placement was found: the
    // best known then, not now.
    let ev = |kind: EventKind, value: u32| value << 4 | kind as u32;
    let made_up = vec![
        ev(EventKind::Best, 5),
        ev(EventKind::Prune, 3),
        ev(EventKind::Best, 6),
        ev(EventKind::Place, 0),
        ev(EventKind::Prune, 4),
        ev(EventKind::Remove, 0),
    ];
    let knight = palette_piece("non-attacking-knights");
    let mut t = SearchTrace::typed_events(made_up, Board::new(3, 3).expect("a board"), knight);
    assert_eq!(
        cut_at(&mut t, 6),
        Some(Cut {
            bound: 4,
            best: Some(6)
        })
    );
    assert_eq!(
        cut_at(&mut t, 5),
        Some(Cut {
            bound: 4,
            best: Some(6)
        })
    );
    assert_eq!(
        cut_at(&mut t, 4),
        Some(Cut {
            bound: 3,
            best: Some(5)
        })
    );
    assert_eq!(
        cut_at(&mut t, 2),
        Some(Cut {
            bound: 3,
            best: Some(5)
        })
    );
    assert_eq!(cut_at(&mut t, 1), None);
}

#[test]
fn a_watched_swap_counts_the_positions_expanded_as_the_stats_do() {
    use crate::core::search::trace::EventKind;
    // Issue 39: Watch said 17,256 positions expanded where the stats said
    // 17,255: the goal, shown last, was reached but never expanded.
    for algorithm in ["bfs", "astar"] {
        let req = Request {
            algorithm: Some(algorithm.into()),
            trace: Some(true),
            ..six_knights()
        };
        let start = req.board().expect("board");
        let goal = crate::core::notation::parse(req.goal.as_deref().unwrap_or_default(), start.grid()).expect("goal");
        let (a, _, t) = watched(&req, start);
        let mut t = t.with_goal(Some(&goal));
        let n = t.len();
        let s = typed_at(&mut t, n);
        assert_eq!(
            s.board().pieces().collect::<Vec<_>>(),
            goal.pieces().collect::<Vec<_>>(),
            "{algorithm}: ends on the goal"
        );
        assert_eq!(u64::from(s.count(EventKind::Expand)), a.stats.expanded, "{algorithm}");
        if let Some(depths) = &a.depths {
            let shown: Vec<u64> = s.histogram().iter().map(|&d| u64::from(d)).collect();
            assert_eq!(&shown, depths, "{algorithm}: expanded by depth");
        }
        // One step before the goal: every expansion so far counted.
        let s = typed_at(&mut t, n - 1);
        assert_eq!(u64::from(s.count(EventKind::Expand)), a.stats.expanded, "{algorithm}");
    }
}
