//! The puzzles: one module each, and the one list of them.
//!
//! Adding a puzzle means adding its module (`pub mod` here) and one line
//! to [`PUZZLES`], the registry, and its tests (docs/ARCHITECTURE.md,
//! "Where to add things", lists every file); nothing else in the core names a puzzle
//! (a [`Position`](super::position::Position) carries the id its puzzle
//! gave it, and each puzzle applies its own answer steps through
//! [`Play::answer_step`]). Everything else (the JS API, the page's picker,
//! presets, algorithm choices, the editor's palette) reads [`PuzzleInfo`].

use std::borrow::Cow;

use serde::Serialize;

use super::board::{Board, BoardSize, Grid, Leaper, Piece, Square};
use super::play::Play;
use super::request::{Answer, Request, RequestError};
use super::search::Budget;
use super::words::quote;

pub mod knight_path;
pub mod knight_swap;
pub mod knight_tour;
pub mod n_queens;
pub mod non_attacking_knights;
pub mod peg_solitaire;

/// One puzzle: what it is, how to read a request for it, how to solve it,
/// and ([`Play`]) how to play it by hand.
///
/// A request travels in two stages. [`crate::core::solve`] checks the
/// fields every puzzle shares once (the puzzle, the fields it uses, the
/// board, its size and grid, the pieces, the limits, `split`) and hands the
/// board to [`Puzzle::parse`], which reads the rest into the puzzle's own
/// types (an `enum` of its algorithms, its mode, its squares) without
/// searching. The [`Instance`] (the problem instance) then solves within
/// the budget.
pub trait Puzzle: Sync + Play {
    /// The puzzle's id, e.g. `"knight-swap"` (the same as `info().id`,
    /// without building the whole description: requests look puzzles up
    /// by it).
    fn id(&self) -> &'static str;

    /// What the page and the API's `puzzles()` show.
    fn info(&self) -> PuzzleInfo;

    /// The request fields this puzzle reads besides [`COMMON_FIELDS`], by
    /// their wire names (e.g. `"goal"`, `"maxSolutions"`). Any other field
    /// is refused, naming it.
    fn fields(&self) -> &'static [&'static str];

    /// The grids the puzzle is played on; the square grid only by default.
    fn grids(&self) -> &'static [Grid] {
        &[Grid::Square]
    }

    /// Reads `request` into this puzzle's parameters: no search and no
    /// allocation beyond the size of the request. `board` is the request's
    /// board as [`crate::core::solve`] read and checked it (grid, pieces;
    /// `randomOff` walls not yet drawn), or `None` when the request gives
    /// none (see [`need_board`]).
    ///
    /// # Errors
    /// A [`RequestError`] when the request is wrong for this puzzle: an
    /// unknown algorithm (listing the puzzle's), a mode it does not offer, a
    /// square off the board, …
    fn parse(&self, request: &Request, board: Option<Board>) -> Result<Box<dyn Instance>, RequestError>;

    /// Refuses a board given by size (`rows`, `cols`, `off`) that is past
    /// this puzzle's caps, from its dimensions alone: called before the
    /// board is built, so that a request for a 10 000 × 10 000 knight swap
    /// is refused in microseconds, having allocated nothing. The message is
    /// the one [`Puzzle::parse`] gives for a built board past the caps.
    /// No cap beyond the board's own ([`MAX_SIDE`](super::board::MAX_SIDE))
    /// by default.
    ///
    /// # Errors
    /// A [`RequestError`] naming the size and the cap.
    fn check_size(&self, _size: BoardSize) -> Result<(), RequestError> {
        Ok(())
    }

    /// The goal the solver aims at when a request gives none, for puzzles
    /// whose editor has a goal layer (`editor.goal`); `None` otherwise.
    fn default_goal(&self, _board: &Board) -> Option<Board> {
        None
    }

    /// The on squares attacked by the pieces standing on `board`, in
    /// row-major order without repeats, for the editor's shading (placement
    /// puzzles); a piece's own square is listed when another piece attacks
    /// it (a conflict). None by default. Only the puzzle knows how its pieces
    /// attack, so the view asks here rather than holding any rule.
    fn attacked(&self, _board: &Board) -> Vec<Square> {
        Vec::new()
    }

    /// The request options (besides the board) that the page offers as
    /// controls, e.g. `closed` or `mode`; none by default.
    fn options(&self) -> Vec<OptionInfo> {
        Vec::new()
    }

    /// The piece that walks a path or a tour (its
    /// [`Walker`](super::position::Walker)), drawn apart from the board on
    /// the walker's square, and named for hints by
    /// [`EditorInfo::showing`]; `None`, the default, for puzzles whose
    /// pieces stand on the board. The view draws the piece said here and
    /// never chooses one.
    fn walker(&self) -> Option<Piece> {
        None
    }

    /// The pieces a watched search's positions are made of, by colour: a
    /// [`EventKind::Piece`](super::search::trace::EventKind::Piece) event
    /// `cell * 2 + colour` puts `trace_pieces()[colour]` on `cell` (knight
    /// swap: white, then black). None by default, for puzzles whose
    /// searches record no positions; a colour past the list puts nothing.
    fn trace_pieces(&self) -> &'static [Piece] {
        &[]
    }
}

/// A problem instance: a request read by [`Puzzle::parse`] into the
/// puzzle's typed parameters (its board, squares, algorithm, mode),
/// ready to solve.
pub trait Instance {
    /// Solves within `budget`. The caller fills in `stats.millis`.
    ///
    /// # Errors
    /// A [`RequestError`] for what only the set-up could find. Parses are
    /// meant to leave nothing for it (a `randomOff` wall under `from` is
    /// found by [`Puzzle::parse`]), so that `check` refuses what `solve`
    /// refuses.
    #[cfg(feature = "solvers")]
    fn solve(self: Box<Self>, budget: &mut Budget<'_>) -> Result<Answer, RequestError>;
}

/// The request fields every puzzle reads (wire names): the puzzle, the
/// board (as text, or by size with off squares), the grid, the algorithm
/// and the limits. (`trace` is read only by puzzles with a `traced`
/// algorithm, which list it in their own fields; the others refuse it.)
pub const COMMON_FIELDS: [&str; 8] = ["puzzle", "board", "rows", "cols", "off", "grid", "algorithm", "limits"];

/// The board the core read, or the error a puzzle without one gives.
///
/// # Errors
/// "no board" when the request gives neither `board` nor a size.
pub fn need_board(board: Option<Board>) -> Result<Board, RequestError> {
    board.ok_or_else(|| RequestError::new("no board: give `board` text, or `rows` and `cols`"))
}

/// What a placement or tour request asks for: one solution, all of them
/// (listed), or their number. Each puzzle lists the modes it offers, the
/// default first, in one table that both [`mode`] and its `options()`
/// read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One solution (`"one"`).
    One,
    /// Every solution, listed (`"all"`).
    All,
    /// The number of solutions (`"count"`).
    Count,
}

impl Mode {
    /// The value in requests.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Mode::One => "one",
            Mode::All => "all",
            Mode::Count => "count",
        }
    }
}

/// The `mode` of `request` among `offered` (`(mode, label)`, the default
/// first).
///
/// # Errors
/// A [`RequestError`] naming the modes `puzzle` offers when `mode` is
/// another.
pub fn mode(puzzle: &str, request: &Request, offered: &[(Mode, &str)]) -> Result<Mode, RequestError> {
    let Some(word) = request.mode.as_deref() else {
        return offered
            .first()
            .map(|&(m, _)| m)
            .ok_or_else(|| RequestError::new(format!("{puzzle} has no mode")));
    };
    offered.iter().map(|&(m, _)| m).find(|m| m.id() == word).ok_or_else(|| {
        let ids: Vec<String> = offered.iter().map(|(m, _)| format!("\"{}\"", m.id())).collect();
        RequestError::new(format!(
            "mode: {} is not a mode of {puzzle}: use {}",
            quote(word),
            ids.join(", ")
        ))
    })
}

/// A puzzle's algorithms: each typed id (`A`, an `enum`) with what
/// `puzzles()` shows of it, in the order listed. The default is the first
/// listed that takes the request.
pub type Algorithms<A> = [(A, AlgorithmInfo)];

/// The descriptions of `table`, in order, for [`PuzzleInfo::algorithms`].
#[must_use]
pub fn algorithm_infos<A>(table: &Algorithms<A>) -> Vec<AlgorithmInfo> {
    table.iter().map(|(_, info)| info.clone()).collect()
}

/// The algorithm `request` names, read from `table`; when it names none,
/// the first listed that `takes` the request (so the list's order is the
/// order of preference, and the default is first whenever it applies).
///
/// # Errors
/// A [`RequestError`] listing the ids of `table` when the name is not one
/// of them.
pub fn choose<A: Copy>(
    puzzle: &str,
    table: &'static Algorithms<A>,
    request: &Request,
    takes: impl Fn(A) -> bool,
) -> Result<(A, &'static AlgorithmInfo), RequestError> {
    let found = match request.algorithm.as_deref() {
        None => table.iter().find(|&&(a, _)| takes(a)).or_else(|| table.first()),
        Some(id) => table.iter().find(|(_, info)| info.id == id),
    };
    found.map(|(a, info)| (*a, info)).ok_or_else(|| {
        let ids: Vec<&str> = table.iter().map(|(_, info)| info.id).collect();
        RequestError::new(format!(
            "unknown algorithm {} for {puzzle}: use one of {}",
            quote(request.algorithm.as_deref().unwrap_or_default()),
            ids.join(", ")
        ))
    })
}

/// One request option the page offers as a control (docs/API.md fields such
/// as `closed` or `mode`).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionInfo {
    /// The request field it sets, e.g. `"closed"`.
    pub field: &'static str,
    /// Display label.
    pub label: &'static str,
    /// What kind of control it is.
    pub kind: OptionKind,
    /// For [`OptionKind::Choice`]: the values, the default first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Choice>,
    /// One sentence for a tooltip.
    pub note: &'static str,
}

/// The kind of control of an [`OptionInfo`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum OptionKind {
    /// A yes/no field (a checkbox); absent means `false`.
    Toggle,
    /// One of `choices` (a segmented control).
    Choice,
    /// `split: [k, of]`: a count may run in `of` parts whose counts add up
    /// to the whole, e.g. one per worker. Not a control: it tells the page
    /// that it may count in parallel.
    Split,
    /// `leaper: [a, b]`: the piece, one of `choices` (values `"a,b"`, the
    /// knight, the default, first) or a custom `(a, b)` (docs/API.md
    /// `leaper`). The board view holds it with the board.
    Leaper,
}

/// One value of a [`OptionKind::Choice`] option.
#[derive(Clone, Debug, Serialize)]
pub struct Choice {
    /// The value sent in the request, e.g. `"count"`.
    pub value: &'static str,
    /// Display label (the named leapers' from the core's table of names,
    /// `Leaper::label`).
    pub label: Cow<'static, str>,
}

impl OptionInfo {
    /// The `leaper` option of the four knight puzzles: the named leapers,
    /// the knight (the default) first; the page adds a custom `(a, b)`.
    #[must_use]
    pub fn leaper() -> OptionInfo {
        // The labels are the core's names (`Leaper::label`): "Camel (1, 3)".
        let named = ["1,2", "1,3", "2,3", "1,4", "0,1", "1,1"];
        let label = |value: &str| {
            let mut legs = value.split(',').filter_map(|x| x.parse().ok());
            let leaper = Leaper::new(legs.next().unwrap_or(0), legs.next().unwrap_or(0));
            leaper.map_or_else(|_| value.to_owned(), Leaper::label)
        };
        OptionInfo {
            field: "leaper",
            label: "Piece",
            kind: OptionKind::Leaper,
            choices: named
                .iter()
                .map(|&value| Choice {
                    value,
                    label: label(value).into(),
                })
                .collect(),
            note: "The piece is a leaper: it jumps a squares one way and b the other (the knight: 1 and 2). Pick a named one or give (a, b), 0 ≤ a ≤ b ≤ 7.",
        }
    }

    /// The `mode` option offering `modes` as `(mode, label)`, the default
    /// first: the same table [`mode`] reads requests with.
    #[must_use]
    pub fn mode(modes: &[(Mode, &'static str)], note: &'static str) -> OptionInfo {
        OptionInfo {
            field: "mode",
            label: "Find",
            kind: OptionKind::Choice,
            choices: modes
                .iter()
                .map(|&(m, label)| Choice {
                    value: m.id(),
                    label: label.into(),
                })
                .collect(),
            note,
        }
    }
}

/// Every puzzle, in the order the page lists them.
pub static PUZZLES: &[&dyn Puzzle] = &[
    &knight_swap::KnightSwap,
    &knight_path::KnightPath,
    &knight_tour::KnightTour,
    &non_attacking_knights::NonAttackingKnights,
    &n_queens::NQueens,
    &peg_solitaire::PegSolitaire,
];

/// The puzzle with id `id`.
#[must_use]
pub fn find(id: &str) -> Option<&'static dyn Puzzle> {
    PUZZLES.iter().copied().find(|p| p.id() == id)
}

/// The puzzle with id `id`.
///
/// # Errors
/// A [`RequestError`] for an unknown id: "unknown puzzle 'x': use one of
/// knight-swap, …" (the id quoted by [`quote`], every known id listed).
pub fn find_or_refuse(id: &str) -> Result<&'static dyn Puzzle, RequestError> {
    find(id).ok_or_else(|| {
        let known: Vec<&str> = PUZZLES.iter().map(|p| p.id()).collect();
        RequestError::new(format!("unknown puzzle {}: use one of {}", quote(id), known.join(", ")))
    })
}

/// A puzzle's description for the page and the API.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleInfo {
    /// Stable id used in requests, e.g. `"knight-swap"`.
    pub id: &'static str,
    /// Display title.
    pub title: &'static str,
    /// The rules and the objective, one short paragraph.
    pub rules: &'static str,
    /// Where the puzzle comes from (seed report, book).
    pub source: &'static str,
    /// Algorithms offered, in order of preference: when a request names
    /// none, the first listed that takes the request (its mode and board)
    /// answers it; the first is the default wherever it applies.
    pub algorithms: Vec<AlgorithmInfo>,
    /// Named start positions, each a complete request.
    pub presets: Vec<Preset>,
    /// What the editor offers for this puzzle.
    pub editor: EditorInfo,
    /// What makes one answer better than another: how Compare marks them.
    pub objective: Objective,
}

/// What a puzzle's answers are measured by (`PuzzleInfo::objective`), so
/// that a comparison of algorithms marks them the right way round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Objective {
    /// `"min-moves"`: fewer moves (`length`) is better; answers with
    /// `optimal: true` are proved fewest.
    MinMoves,
    /// `"max-pieces"`: more pieces placed (`length`) is better; answers
    /// with `optimal: true` are proved most.
    MaxPieces,
    /// `"count"`: the question is how many solutions there are (`count`);
    /// one solution (`length` pieces) is as good as any other.
    Count,
    /// `"find"`: any solution will do, and every one has the same length
    /// (a knight's tour visits every square).
    Find,
}

/// One algorithm a puzzle offers.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AlgorithmInfo {
    /// Id used in requests.
    pub id: &'static str,
    /// Display name, honest about guarantees.
    pub name: &'static str,
    /// Whether its answers are proved optimal.
    pub exact: bool,
    /// Whether it records its search step by step for the request's
    /// `trace` (the page's *Watch search* is offered only then).
    pub traced: bool,
    /// One sentence: how it works and where it comes from.
    pub note: &'static str,
}

/// A named position.
#[derive(Clone, Debug, Serialize)]
pub struct Preset {
    /// Display name.
    pub name: &'static str,
    /// The full request of the position.
    pub request: Request,
}

/// What the editor offers for a puzzle.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EditorInfo {
    /// Cell symbols of the palette (notation characters, e.g. `N`, `n`,
    /// `.`, `#`).
    pub palette: Vec<char>,
    /// The puzzle has a goal position to edit.
    pub goal: bool,
    /// Draggable square markers, by request field (`"from"`, `"to"`).
    pub markers: Vec<&'static str>,
    /// What an answer holds and how the page shows it.
    pub answer: AnswerKind,
    /// The name of each palette symbol, in palette order, for buttons,
    /// hints and announcements (the page holds no table of names); then
    /// of any piece shown that the palette lacks ([`EditorInfo::showing`]).
    pub cells: Vec<CellInfo>,
    /// The board must be square (n × n): the page's Rows and Cols fields
    /// move together.
    pub square: bool,
}

/// What the editor calls one notation symbol.
#[derive(Clone, Debug, Serialize)]
pub struct CellInfo {
    /// The notation character, e.g. `N`.
    pub symbol: char,
    /// Its name, e.g. "White knight".
    pub name: &'static str,
    /// A short label for a palette button, e.g. "White".
    pub short: &'static str,
}

impl EditorInfo {
    /// An editor offering `palette` (notation characters), each named by
    /// [`Cell::names`](super::board::Cell::names); `goal`, `markers` and
    /// `answer` as the fields say.
    #[must_use]
    pub fn new(palette: &[char], goal: bool, markers: Vec<&'static str>, answer: AnswerKind) -> EditorInfo {
        let cells = palette
            .iter()
            .filter_map(|&symbol| {
                let (name, short) = super::board::Cell::from_symbol(symbol)?.names();
                Some(CellInfo { symbol, name, short })
            })
            .collect();
        EditorInfo {
            palette: palette.to_vec(),
            goal,
            markers,
            answer,
            cells,
            square: false,
        }
    }

    /// The same editor for a puzzle whose board must be n × n.
    #[must_use]
    pub fn square(mut self) -> EditorInfo {
        self.square = true;
        self
    }

    /// Names `symbol`, a piece the puzzle shows that its palette does not
    /// offer (the knight of a path or a tour), after the palette's cells:
    /// hints and announcements then call it by its name ("knight").
    #[must_use]
    pub fn showing(mut self, symbol: char, name: &'static str, short: &'static str) -> EditorInfo {
        if !self.cells.iter().any(|c| c.symbol == symbol) {
            self.cells.push(CellInfo { symbol, name, short });
        }
        self
    }

    /// Calls `symbol` `name` (short label `short`) in this puzzle, e.g. a
    /// plain "Knight" where colours do not matter.
    #[must_use]
    pub fn named(mut self, symbol: char, name: &'static str, short: &'static str) -> EditorInfo {
        for cell in self.cells.iter_mut().filter(|c| c.symbol == symbol) {
            cell.name = name;
            cell.short = short;
        }
        self
    }
}

/// The kind of answer a puzzle gives, which decides how the page plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum AnswerKind {
    /// `steps`: pieces move one at a time (each glides along its move).
    Moves,
    /// `steps`: one walker visits squares in turn; drawn as a growing line
    /// through the squares visited (knight paths and tours).
    Path,
    /// `steps` with `over`: pegs jump, the jumped peg is removed.
    Jumps,
    /// `placement` / `solutions` / `count`: pieces added to the board.
    Placement,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{solve, Status};

    /// The first id that occurs twice in `ids`, if any.
    fn repeated_id<'a>(ids: &[&'a str]) -> Option<&'a str> {
        let mut seen = std::collections::HashSet::new();
        ids.iter().copied().find(|id| !seen.insert(*id))
    }

    #[test]
    fn the_repeated_id_check_finds_a_repeat_anywhere() {
        assert_eq!(repeated_id(&["a", "b", "c"]), None);
        assert_eq!(repeated_id(&["a", "b", "a"]), Some("a"));
        assert_eq!(repeated_id(&["b", "a", "c", "a"]), Some("a"));
    }

    /// The registry, what a new puzzle adds a line to: each puzzle is found
    /// by its id and plays under it. (No list of ids here: a new puzzle
    /// edits no test of the registry.)
    #[test]
    fn every_registered_puzzle_is_found_and_plays_under_its_own_id() {
        assert!(PUZZLES.len() >= 6, "the six puzzles at least");
        for p in PUZZLES {
            assert!(std::ptr::addr_eq(find(p.id()).unwrap(), *p), "{}", p.id());
            // Every puzzle can be played from its first preset, and the
            // position says whose it is without the core knowing the puzzle.
            let preset = &p.info().presets[0];
            let position = p
                .position(&preset.request)
                .unwrap_or_else(|e| panic!("{}: {e}", p.id()));
            assert_eq!(position.puzzle(), p.id());
            assert_eq!(position.summary(false).puzzle, p.id());
        }
    }

    #[test]
    fn ids_are_unique_and_every_preset_solves() {
        let ids: Vec<&str> = PUZZLES.iter().map(|p| p.id()).collect();
        assert!(PUZZLES.iter().all(|p| p.id() == p.info().id));
        assert_eq!(repeated_id(&ids), None, "two puzzles share an id: {ids:?}");
        for p in PUZZLES {
            let info = p.info();
            assert!(!info.algorithms.is_empty());
            for preset in &info.presets {
                assert_eq!(preset.request.puzzle, info.id);
                let answer = solve(&preset.request).unwrap_or_else(|e| panic!("{} / {}: {e}", info.id, preset.name));
                assert_ne!(answer.status, Status::Limit, "{} / {}", info.id, preset.name);
            }
        }
    }

    #[test]
    fn every_palette_symbol_has_a_name_and_sources_cite_no_files() {
        for p in PUZZLES {
            let info = p.info();
            let named: Vec<char> = info.editor.cells.iter().map(|c| c.symbol).collect();
            // The palette's symbols in order, then the pieces shown that it lacks.
            assert_eq!(named[..info.editor.palette.len()], info.editor.palette, "{}", info.id);
            assert!(info
                .editor
                .cells
                .iter()
                .all(|c| !c.name.is_empty() && !c.short.is_empty()));
            assert!(
                !info.source.contains(".txt") && !info.source.contains("docs/"),
                "{}",
                info.id
            );
        }
        let knights = find("non-attacking-knights").map(|p| p.info().editor.cells);
        assert_eq!(knights.and_then(|c| c.first().map(|c| c.name)), Some("Knight"));
        // Issue 39: the path's and the tour's knight is named, not "n" or "piece".
        for id in ["knight-path", "knight-tour"] {
            let cells = find(id).map(|p| p.info().editor.cells).unwrap_or_default();
            let walker = cells.iter().find(|c| c.symbol == 'N').map(|c| c.name);
            assert_eq!(walker, Some("Knight"), "{id}");
        }
    }

    fn board(text: &str) -> Board {
        crate::core::notation::parse(text, crate::core::board::Grid::Square).unwrap()
    }

    #[test]
    fn a_queen_attacks_its_lines_across_holes_and_a_knight_its_moves() {
        let queens = find("n-queens").unwrap();
        // A queen in the corner of 4 × 4 with an off square on its diagonal.
        let q = queens.attacked(&board("Q.../..../..#./...."));
        let expect: Vec<Square> = vec![[0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [2, 0], [3, 0], [3, 3]];
        assert_eq!(q, expect);
        // Two queens on a diagonal: each square is attacked (a conflict).
        let two = queens.attacked(&board("Q.../.Q../..../...."));
        assert!(two.contains(&[0, 0]) && two.contains(&[1, 1]));
        let knights = find("non-attacking-knights").unwrap();
        let k = knights.attacked(&board("N../.../..."));
        assert_eq!(k, vec![[1, 2], [2, 1]]);
        // Squares attacked by two knights are listed once.
        assert_eq!(knights.attacked(&board("N.N/.../...")), vec![[1, 0], [1, 2], [2, 1]]);
        assert!(find("knight-tour").unwrap().attacked(&board("..../....")).is_empty());
    }

    #[test]
    fn options_name_request_fields_and_split_only_where_counts_split() {
        let fields = [
            "closed",
            "mode",
            "split",
            "maxSolutions",
            "finish",
            "minimize",
            "diagonal",
            "leaper",
        ];
        for p in PUZZLES {
            for o in p.options() {
                assert!(fields.contains(&o.field), "{}: {}", p.info().id, o.field);
                assert!(p.fields().contains(&o.field), "{}: {}", p.info().id, o.field);
                let listed = matches!(o.kind, OptionKind::Choice | OptionKind::Leaper);
                assert_eq!(listed, !o.choices.is_empty());
            }
        }
        // The Piece control: each named leaper a leaper, the knight first.
        let leaper = OptionInfo::leaper();
        assert_eq!(leaper.choices.first().map(|c| c.value), Some("1,2"));
        assert_eq!(leaper.choices[1].label, "Camel (1, 3)");
        for c in &leaper.choices {
            let legs: Vec<u32> = c.value.split(',').filter_map(|x| x.parse().ok()).collect();
            let leaper = Leaper::new(legs[0], legs[1]);
            assert_eq!(leaper.map(Leaper::label).as_deref(), Ok(&*c.label), "{}", c.value);
        }
        let splits: Vec<&str> = PUZZLES
            .iter()
            .filter(|p| p.options().iter().any(|o| o.kind == OptionKind::Split))
            .map(|p| p.info().id)
            .collect();
        assert_eq!(splits, vec!["n-queens"]);
    }
}
