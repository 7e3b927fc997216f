//! Fuzzing the notation parser and `solve` with proptest: no input may
//! panic, hang past its limits, or answer something inconsistent.
//!
//! `cargo test --test fuzz` runs a bounded number of cases (proptest's
//! default, 256 per property); run longer on demand with
//! `PROPTEST_CASES=20000 cargo test --release --test fuzz`. Inputs that once
//! found a fault live in `tests/fuzz-corpus/` and are replayed by
//! [`corpus_inputs_answer_or_refuse_cleanly`] (and, through the wasm
//! module, by `tests/node_fuzz.test.mjs`). A corpus entry is a request, or
//! `{"request": …, "error": "…"}` (refused, the message containing the
//! text) or `{"request": …, "answer": {"status", "optimal", "length",
//! "algorithm", "expanded", "reason"}}` (answered so; `algorithm` and
//! `expanded` are the answer's `stats.algorithm` and `stats.expanded`,
//! `reason` a part of its reason): the regression tests of faults once
//! found.
//!
//! Requests are read through [`board_puzzles::core::json::from_json`], the
//! door the JS API uses, and every one is also [`check`]ed: `check` must
//! refuse exactly what `solve` refuses, with the same message.

use std::path::PathBuf;

use board_puzzles::core::board::Grid;
use board_puzzles::core::json::from_json;
use board_puzzles::core::notation;
use board_puzzles::core::play;
use board_puzzles::core::puzzles::{find, PUZZLES};
use board_puzzles::core::{check as check_only, Answer, Status};
use board_puzzles::{solve, Request};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

/// The budget every fuzzed request runs under, so a case takes at most
/// about this long.
const FUZZ_LIMITS: (u64, f64) = (50_000, 100.0);

/// Text made mostly of notation characters, with separators and strays.
fn notation_text() -> impl Strategy<Value = String> {
    let cell = prop_oneof![
        8 => prop::sample::select(vec!['.', '#', 'N', 'n', 'Q', 'o']),
        2 => prop::sample::select(vec!['/', '\n', ' ', '\r', '\t']),
        1 => any::<char>(),
    ];
    prop::collection::vec(cell, 0..60).prop_map(|v| v.into_iter().collect())
}

/// A rectangular text of `rows` × `cols` cells drawn from `alphabet`.
fn rectangle(alphabet: &'static [char]) -> impl Strategy<Value = String> {
    (1usize..7, 1usize..7).prop_flat_map(move |(rows, cols)| {
        prop::collection::vec(prop::sample::select(alphabet), rows * cols).prop_map(move |cells| {
            cells
                .chunks(cols)
                .map(|row| row.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("/")
        })
    })
}

/// A triangle of 1 to 7 rows drawn from `alphabet`.
fn triangle(alphabet: &'static [char]) -> impl Strategy<Value = String> {
    (1usize..8).prop_flat_map(move |rows| {
        prop::collection::vec(prop::sample::select(alphabet), rows * (rows + 1) / 2).prop_map(move |cells| {
            let mut out = Vec::new();
            let mut rest = &cells[..];
            for r in 1..=rows {
                let (row, tail) = rest.split_at(r);
                out.push(row.iter().collect::<String>());
                rest = tail;
            }
            out.join("/")
        })
    })
}

/// Sizes: mostly small, sometimes at or past the limits.
fn size() -> impl Strategy<Value = Value> {
    prop_oneof![
        6 => (0u32..13).prop_map(Value::from),
        1 => prop::sample::select(vec![100u32, 1000, 1001, 10_000, 10_001, 1_000_001, u32::MAX]).prop_map(Value::from),
        1 => prop::sample::select(vec![json!(-1), json!(2.5), json!("8"), json!(null)]),
    ]
}

/// A square: usually on a small board, sometimes far off or malformed.
fn square() -> impl Strategy<Value = Value> {
    prop_oneof![
        6 => (0u32..8, 0u32..8).prop_map(|(r, c)| json!([r, c])),
        1 => prop::sample::select(vec![json!([u32::MAX, 0]), json!([-1, 2]), json!([1]), json!([1, 2, 3]), json!("a1")]),
    ]
}

/// A request as JSON: a real puzzle most of the time, its fields filled
/// at random (each present or not), with the fuzz budget.
fn request() -> impl Strategy<Value = Value> {
    let ids: Vec<String> = PUZZLES
        .iter()
        .map(|p| p.info().id.to_owned())
        .chain(["chess".to_owned()])
        .collect();
    const CELLS: &[char] = &['.', '.', '.', '#', 'N', 'n', 'Q', 'o', 'o'];
    let board = prop_oneof![rectangle(CELLS), triangle(CELLS), notation_text()];
    (
        prop::sample::select(ids),
        prop::option::of(board.clone()),
        prop::option::of((size(), size(), prop::collection::vec(square(), 0..6))),
        prop::option::of(prop::sample::select(vec!["square", "triangle", "hex"])),
        prop::option::of(board),
        (prop::option::of(square()), prop::option::of(square())),
        (prop::option::of(any::<bool>()), prop::option::of(size())),
        prop::option::of(prop::sample::select(vec!["one", "all", "count", "every"])),
        (prop::option::of(0u32..5), prop::option::of((0u32..4, 0u32..4))),
        (
            prop::option::of(prop_oneof![
                prop::sample::select(vec![json!("anywhere"), json!("start"), json!("middle")]),
                square()
            ]),
            prop::option::of(prop::sample::select(vec!["jumps", "moves", "pegs"])),
            prop::option::of(any::<bool>()),
        ),
        any::<prop::sample::Index>(),
    )
        .prop_map(
            |(
                puzzle,
                board,
                sized,
                grid,
                goal,
                (from, to),
                (closed, n),
                mode,
                (max_solutions, split),
                (finish, minimize, resume),
                algo,
            )| {
                let mut r = Map::new();
                r.insert("puzzle".into(), json!(puzzle));
                if let Some(b) = board {
                    r.insert("board".into(), json!(b));
                }
                if let Some((rows, cols, off)) = sized {
                    r.insert("rows".into(), rows);
                    r.insert("cols".into(), cols);
                    r.insert("off".into(), Value::Array(off));
                }
                let mut put = |k: &str, v: Option<Value>| {
                    if let Some(v) = v {
                        r.insert(k.into(), v);
                    }
                };
                put("grid", grid.map(Value::from));
                put("goal", goal.map(Value::from));
                put("from", from);
                put("to", to);
                put("closed", closed.map(Value::from));
                put("n", n);
                put("mode", mode.map(Value::from));
                put("maxSolutions", max_solutions.map(Value::from));
                put("split", split.map(|(k, of)| json!([k, of])));
                put("finish", finish);
                put("minimize", minimize.map(Value::from));
                put("resume", resume.map(Value::from));
                // One of the puzzle's own algorithms, or none, or a stray.
                let algorithms: Vec<String> = PUZZLES
                    .iter()
                    .find(|p| p.info().id == puzzle)
                    .map(|p| p.info().algorithms.iter().map(|a| a.id.to_owned()).collect())
                    .unwrap_or_default();
                let k = algo.index(algorithms.len() + 2);
                if k < algorithms.len() {
                    r.insert("algorithm".into(), json!(algorithms[k]));
                } else if k == algorithms.len() {
                    r.insert("algorithm".into(), json!("quantum"));
                }
                r.insert(
                    "limits".into(),
                    json!({ "nodes": FUZZ_LIMITS.0, "millis": FUZZ_LIMITS.1 }),
                );
                Value::Object(r)
            },
        )
}

/// Solves `value` (when it is a well-formed request) and checks that the
/// answer is consistent with itself and with the request's board.
fn check(value: &Value) -> Result<(), TestCaseError> {
    outcome(value).map(|_| ())
}

/// [`check`], returning the answer or the refusal's message.
fn outcome(value: &Value) -> Result<Result<Answer, String>, TestCaseError> {
    let request: Request = match from_json(value.clone()) {
        Ok(r) => r,
        Err(e) => {
            // Refused by the request's schema: an error, not a panic.
            prop_assert!(e.message().len() < 600, "a long message: {}", e.message().len());
            return Ok(Err(e.to_string()));
        }
    };
    let checked = check_only(&request);
    let solved = solve(&request);
    match (&checked, &solved) {
        (Err(c), Err(s)) => prop_assert_eq!(c, s, "check and solve differ for {}", value),
        (Err(c), Ok(_)) => prop_assert!(false, "check refused what solve answers: {c} for {value}"),
        (Ok(()), Err(s)) => prop_assert!(
            request.random_off.is_some(),
            "solve refused what check passed: {s} for {value}"
        ),
        (Ok(()), Ok(_)) => {}
    }
    let answer = match solved {
        Ok(a) => {
            if std::env::var_os("FUZZ_TRACE").is_some() {
                eprintln!("FUZZ ok {} {:?}", a.puzzle, a.status);
            }
            a
        }
        Err(e) => {
            if std::env::var_os("FUZZ_TRACE").is_some() {
                eprintln!("FUZZ err {}: {e}", request.puzzle);
            }
            prop_assert!(!e.to_string().is_empty(), "an empty error message for {value}");
            prop_assert!(e.message().len() < 600, "a long message: {}", e.message().len());
            return Ok(Err(e.to_string()));
        }
    };
    prop_assert_eq!(&answer.puzzle, &request.puzzle);
    if let Some(steps) = &answer.steps {
        // Peg solitaire's length is the measure minimised: its jumps
        // (the steps) or its moves.
        let length = if answer.jumps.is_some() && answer.length == answer.moves {
            answer.jumps
        } else {
            answer.length
        };
        prop_assert_eq!(
            length,
            Some(steps.len() as u64),
            "length differs from steps for {}",
            value
        );
    }
    if let (Some(placement), None) = (&answer.placement, &answer.count) {
        prop_assert_eq!(
            answer.length,
            Some(placement.len() as u64),
            "length differs from placement for {}",
            value
        );
    }
    if answer.status != Status::Solved {
        prop_assert!(
            answer.steps.is_none() && answer.placement.is_none(),
            "a {:?} answer with a solution",
            answer.status
        );
        prop_assert!(
            answer.reason.is_some(),
            "a {:?} answer without a reason for {}",
            answer.status,
            value
        );
    }
    if let (Some(steps), Some(puzzle)) = (&answer.steps, find(&request.puzzle)) {
        // Every step replays legally through the one apply and reaches the
        // goal. The start is set up with the default limits: the fuzz
        // budget (100 ms) is the solve's, and a slow machine may need more
        // than that to draw a board's random walls again.
        let unlimited = Request {
            limits: None,
            ..request.clone()
        };
        let position = puzzle.position(&unlimited);
        prop_assert!(position.is_ok(), "solved but no position: {:?} for {}", position, value);
        if let Ok(mut position) = position {
            let replayed = play::replay(puzzle, &mut position, steps);
            prop_assert!(replayed.is_ok(), "{:?} for {}", replayed, value);
            prop_assert!(puzzle.is_goal(&position), "the steps miss the goal for {}", value);
        }
    }
    if let Ok(board) = request.board() {
        let on = |s: [u32; 2]| board.is_on(s);
        for &s in answer.placement.iter().flatten() {
            prop_assert!(on(s), "a placement off the board: {:?} for {}", s, value);
        }
    }
    if answer.optimal == Some(true) {
        let info = PUZZLES.iter().map(|p| p.info()).find(|i| i.id == answer.puzzle);
        let exact = info
            .and_then(|i| i.algorithms.into_iter().find(|a| a.id == answer.stats.algorithm))
            .is_some_and(|a| a.exact);
        prop_assert!(
            exact,
            "optimal claimed by {} (not exact) for {}",
            answer.stats.algorithm,
            value
        );
    }
    Ok(Ok(answer))
}

/// Checks a corpus entry's expectation (see the module docs).
fn expect(entry: &Value, got: Result<Answer, String>) -> Result<(), String> {
    if let Some(want) = entry.get("error").and_then(Value::as_str) {
        return match got {
            Err(e) if e.contains(want) => Ok(()),
            Err(e) => Err(format!("refused with '{e}', not '{want}'")),
            Ok(a) => Err(format!("answered {:?}, not refused with '{want}'", a.status)),
        };
    }
    let Some(want) = entry.get("answer") else { return Ok(()) };
    let answer = got.map_err(|e| format!("refused: {e}"))?;
    let json = serde_json::to_value(&answer).map_err(|e| e.to_string())?;
    for (k, v) in want.as_object().into_iter().flatten() {
        // `algorithm` and `expanded` are read from the answer's stats.
        let got = match k.as_str() {
            "algorithm" | "expanded" => &json["stats"][k],
            _ => &json[k],
        };
        let ok = match k.as_str() {
            "reason" => got.as_str().zip(v.as_str()).is_some_and(|(r, w)| r.contains(w)),
            _ => got == v,
        };
        if !ok {
            return Err(format!("{k}: want {v}, got {got} / {}", json["stats"]["algorithm"]));
        }
    }
    Ok(())
}

/// A request close to a real one: a preset of a random puzzle with its
/// board redrawn from the puzzle's own palette and its options stirred.
fn plausible_request() -> impl Strategy<Value = Value> {
    (
        any::<prop::sample::Index>(),
        any::<prop::sample::Index>(),
        (1usize..7, 1usize..7),
        prop::collection::vec(any::<prop::sample::Index>(), 36),
        (
            prop::option::of((0u32..7, 0u32..7)),
            prop::option::of((0u32..7, 0u32..7)),
        ),
        any::<prop::sample::Index>(),
        prop::option::of(prop::sample::select(vec!["one", "all", "count"])),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(p, preset, (rows, cols), cells, (from, to), algo, mode, closed, keep_board)| {
                let puzzle = PUZZLES[p.index(PUZZLES.len())];
                let info = puzzle.info();
                let mut value = match info.presets.get(preset.index(info.presets.len().max(1))) {
                    Some(pr) => serde_json::to_value(&pr.request).unwrap_or(Value::Null),
                    None => json!({ "puzzle": info.id }),
                };
                let Some(r) = value.as_object_mut() else { return value };
                let triangle = r.get("grid").is_some_and(|g| g == "triangle");
                if !keep_board {
                    for k in ["board", "rows", "cols", "off", "n", "goal"] {
                        r.remove(k);
                    }
                    let palette = &info.editor.palette;
                    let mut cell = cells.iter().map(|i| palette[i.index(palette.len().max(1))]);
                    let lines: Vec<String> = (0..rows)
                        .map(|row| {
                            let width = if triangle { row + 1 } else { cols };
                            cell.by_ref().take(width).collect()
                        })
                        .collect();
                    r.insert("board".into(), json!(lines.join("/")));
                }
                // Only the fields the puzzle uses (others are refused).
                let uses = |field: &str| puzzle.fields().contains(&field);
                for (k, v) in [("from", from), ("to", to)] {
                    if let (Some((row, col)), true) = (v, uses(k)) {
                        r.insert(k.into(), json!([row, col]));
                    }
                }
                let algorithms = &info.algorithms;
                r.insert("algorithm".into(), json!(algorithms[algo.index(algorithms.len())].id));
                if let (Some(m), true) = (mode, uses("mode")) {
                    r.insert("mode".into(), json!(m));
                }
                if r.contains_key("closed") {
                    r.insert("closed".into(), json!(closed));
                }
                r.insert(
                    "limits".into(),
                    json!({ "nodes": FUZZ_LIMITS.0, "millis": FUZZ_LIMITS.1 }),
                );
                value
            },
        )
}

proptest! {
    /// Any text parses or names where it went wrong; what parses prints
    /// back to text that parses to the same board.
    #[test]
    fn notation_never_panics_and_round_trips(text in notation_text(), triangle in any::<bool>()) {
        let grid = if triangle { Grid::Triangle } else { Grid::Square };
        match notation::parse(&text, grid) {
            Ok(board) => {
                let again = notation::parse(&notation::format(&board), grid);
                prop_assert_eq!(again.as_ref().ok(), Some(&board));
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    /// Any request answers consistently or is refused with a message.
    #[test]
    fn solve_never_panics(value in request()) {
        check(&value)?;
    }

    /// Requests near the presets reach the solvers and answer consistently.
    #[test]
    fn solvers_answer_consistently(value in plausible_request()) {
        check(&value)?;
    }
}

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-corpus")
}

/// Every saved input: each file holds one request (or a JSON array of
/// them). They run with their own limits, capped at the fuzz budget.
#[test]
fn corpus_inputs_answer_or_refuse_cleanly() {
    let mut seen = 0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus())
        .expect("tests/fuzz-corpus exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable corpus file");
        let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let inputs = match value {
            Value::Array(items) => items,
            one => vec![one],
        };
        for entry in inputs {
            let mut input = entry.get("request").cloned().unwrap_or_else(|| entry.clone());
            if let Some(obj) = input.as_object_mut() {
                obj.entry("limits")
                    .or_insert(json!({ "nodes": FUZZ_LIMITS.0, "millis": FUZZ_LIMITS.1 }));
            }
            match outcome(&input) {
                Err(e) => panic!("{}: {input}: {e}", path.display()),
                Ok(got) => {
                    if let Err(e) = expect(&entry, got) {
                        panic!("{}: {input}: {e}", path.display());
                    }
                }
            }
            seen += 1;
        }
    }
    assert!(seen >= 10, "the corpus holds only {seen} inputs");
}
