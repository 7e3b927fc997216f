//! Position text ⇄ [`Board`] (docs/NOTATION.md).
//!
//! Rows run from top to bottom, separated by `/` or a newline; one
//! character per cell: `.` empty, `#` off, `N`/`n` white/black knight,
//! `Q` queen, `o` peg. Spaces, tabs and carriage returns are ignored, so
//! pasted text may be indented. A square grid's rows must all have the same
//! length; row `r` of a triangle has `r + 1` cells.

use super::board::{Board, Cell, Grid, MAX_SIDE};
use super::words::{at, grouped};

/// The most cells a position text may describe (1 000 × 1 000). Larger
/// boards are given by `rows`, `cols` and `off` in a request instead.
pub const MAX_TEXT_CELLS: usize = 1_000_000;

/// Every cell symbol, in the order messages list them: empty, off, white
/// and black knight, queen, peg.
pub const CELLS: [char; 6] = ['.', '#', 'N', 'n', 'Q', 'o'];

/// A position text that could not be read. Rows and columns are 0-based, in
/// the fields and in the message (a cell named as every message names a
/// square, `words::at`: `square (1, 1): …`), like the labels on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// 0-based row of the fault.
    pub row: usize,
    /// 0-based column of the fault, when it is one cell.
    pub col: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for NotationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.col {
            Some(c) => write!(f, "square {}: {}", at([self.row as u32, c as u32]), self.message),
            None => write!(f, "row {}: {}", self.row, self.message),
        }
    }
}

impl std::error::Error for NotationError {}

fn fault(row: usize, col: Option<usize>, message: String) -> NotationError {
    NotationError { row, col, message }
}

/// Reads a position text on `grid`, any cell of [`CELLS`].
///
/// # Errors
/// A [`NotationError`] naming the row (and column) of an unknown character,
/// a row of the wrong length, an empty text, or a size past the limits.
///
/// # Example
/// ```
/// use board_puzzles::core::{board::{Cell, Grid, Piece}, notation};
/// let b = notation::parse("nnn/.../.../NNN", Grid::Square).unwrap();
/// assert_eq!((b.rows(), b.cols()), (4, 3));
/// assert_eq!(b.get([3, 0]), Cell::Piece(Piece::WhiteKnight));
/// assert_eq!(notation::format(&b), "nnn/.../.../NNN");
/// ```
pub fn parse(text: &str, grid: Grid) -> Result<Board, NotationError> {
    parse_cells(text, grid, &CELLS)
}

/// Reads a position text on `grid` whose cells must be among `accepted`
/// (a puzzle's: its editor's palette): any other character is refused
/// naming its row and column and listing `accepted` (in [`CELLS`] order), so a
/// knight swap's text is told `use . # N n`.
///
/// # Errors
/// As for [`parse`]; a character outside `accepted` too.
///
/// # Example
/// ```
/// use board_puzzles::core::{board::Grid, notation};
/// let e = notation::parse_cells("N.N/.Q./n.n", Grid::Square, &['N', 'n', '.', '#']).unwrap_err();
/// assert_eq!(e.to_string(), "square (1, 1): 'Q' is not a cell of this puzzle: use . # N n");
/// ```
pub fn parse_cells(text: &str, grid: Grid, accepted: &[char]) -> Result<Board, NotationError> {
    if text.len() > 4 * MAX_TEXT_CELLS {
        return Err(fault(
            0,
            None,
            format!("the text is longer than {} cells", grouped(MAX_TEXT_CELLS)),
        ));
    }
    let rows: Vec<Vec<char>> = text
        .trim_matches(|c: char| c.is_whitespace() || c == '/')
        .split(['/', '\n'])
        .map(|row| row.chars().filter(|c| !matches!(c, ' ' | '\t' | '\r')).collect())
        .collect();
    if rows.iter().all(Vec::is_empty) {
        return Err(fault(0, None, "the position is empty".into()));
    }
    if rows.len() > MAX_SIDE as usize {
        return Err(fault(
            rows.len() - 1,
            None,
            format!("more than {} rows", grouped(MAX_SIDE)),
        ));
    }
    let cells: usize = rows.iter().map(Vec::len).sum();
    if cells > MAX_TEXT_CELLS {
        return Err(fault(0, None, format!("more than {} cells", grouped(MAX_TEXT_CELLS))));
    }
    let width = rows[0].len();
    for (r, row) in rows.iter().enumerate() {
        let want = match grid {
            Grid::Square => width,
            Grid::Triangle => r + 1,
        };
        if row.len() != want {
            let what = match grid {
                Grid::Square => format!("has {} squares but row 0 has {}", grouped(row.len()), grouped(width)),
                Grid::Triangle => format!(
                    "has {} holes but row {r} of a triangle has {}",
                    grouped(row.len()),
                    grouped(want)
                ),
            };
            return Err(fault(r, None, what));
        }
        if width > MAX_SIDE as usize {
            return Err(fault(r, None, format!("more than {} columns", grouped(MAX_SIDE))));
        }
    }
    // Sizes were checked above, so these conversions and `with_grid` hold.
    let n_rows = rows.len() as u32;
    let mut board = Board::with_grid(grid, n_rows, width as u32).map_err(|e| fault(0, None, e.to_string()))?;
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let cell = Cell::from_symbol(ch)
                .filter(|_| accepted.contains(&ch))
                .ok_or_else(|| fault(r, Some(c), not_a_cell(ch, accepted)))?;
            if cell != Cell::Empty {
                board
                    .set([r as u32, c as u32], cell)
                    .map_err(|e| fault(r, Some(c), e.to_string()))?;
            }
        }
    }
    Ok(board)
}

/// Why `ch` is refused where `cells` are the cells accepted.
fn not_a_cell(ch: char, cells: &[char]) -> String {
    let listed: Vec<String> = CELLS
        .iter()
        .filter(|c| cells.contains(c))
        .map(char::to_string)
        .collect();
    let whose = if CELLS.iter().all(|c| cells.contains(c)) {
        ""
    } else {
        " of this puzzle"
    };
    format!("'{ch}' is not a cell{whose}: use {}", listed.join(" "))
}

/// Writes `board` as position text, rows separated by `/`.
#[must_use]
pub fn format(board: &Board) -> String {
    let mut out = String::new();
    for r in 0..board.rows() {
        if r > 0 {
            out.push('/');
        }
        for c in 0..board.row_len(r) {
            out.push(board.get([r, c]).symbol());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::Piece;

    #[test]
    fn round_trips_the_design_examples() {
        for (text, grid) in [
            ("./oo/ooo/oooo/ooooo", Grid::Triangle),
            ("##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##", Grid::Square),
            ("N.N/.../n.n", Grid::Square),
            ("Q#/.Q", Grid::Square),
        ] {
            let b = parse(text, grid).unwrap();
            assert_eq!(format(&b), text);
        }
    }

    #[test]
    fn english_board_has_33_holes() {
        let b = parse("##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##", Grid::Square).unwrap();
        assert_eq!(b.on_squares().count(), 33);
        assert_eq!(b.count(Piece::Peg), 32);
        assert_eq!(b.get([3, 3]), Cell::Empty);
    }

    #[test]
    fn newlines_and_spaces_separate_and_pad() {
        let b = parse("  n n\r\n . .\n N N \n", Grid::Square).unwrap();
        assert_eq!(format(&b), "nn/../NN");
    }

    #[test]
    fn errors_name_row_and_column() {
        let e = parse("nnn/.x./NNN", Grid::Square).unwrap_err();
        assert_eq!((e.row, e.col), (1, Some(1)));
        assert_eq!(e.to_string(), "square (1, 1): 'x' is not a cell: use . # N n Q o");
        let e = parse("nnn/../NNN", Grid::Square).unwrap_err();
        assert_eq!(e.to_string(), "row 1: has 2 squares but row 0 has 3");
        let e = parse("./oo/oo", Grid::Triangle).unwrap_err();
        assert_eq!(e.row, 2);
        assert!(parse("", Grid::Square).is_err());
        assert!(parse(" / ", Grid::Square).is_err());
        assert!(parse(&".".repeat(MAX_SIDE as usize + 1), Grid::Square).is_err());
    }

    #[test]
    fn a_puzzles_cells_are_the_only_ones_read_and_listed() {
        let swap = ['N', 'n', '.', '#'];
        for (text, at, ch) in [
            ("N.N/.Q./n.n", (1, 1), 'Q'),
            ("N.N/.../n.o", (2, 2), 'o'),
            ("N.x/.../n.n", (0, 2), 'x'),
        ] {
            let e = parse_cells(text, Grid::Square, &swap).unwrap_err();
            assert_eq!((e.row, e.col), (at.0, Some(at.1)));
            assert_eq!(
                e.to_string(),
                format!(
                    "square ({}, {}): '{ch}' is not a cell of this puzzle: use . # N n",
                    at.0, at.1
                )
            );
        }
        assert_eq!(
            format(&parse_cells("N#N/.../n.n", Grid::Square, &swap).unwrap()),
            "N#N/.../n.n"
        );
        let e = parse_cells("./oN", Grid::Triangle, &['o', '.', '#']).unwrap_err();
        assert_eq!(
            e.to_string(),
            "square (1, 1): 'N' is not a cell of this puzzle: use . # o"
        );
    }
}
