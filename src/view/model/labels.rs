//! The board's row and column labels (issue 41, point 7), one list for the
//! canvas painter and the SVG export, so both write the same names at the
//! same places: 0-based numbers (the notation's, the default) or chess
//! names (files `a`, `b` … from the left, ranks `1`, `2` … from the
//! bottom).
//!
//! A square board labels its rows on the left and its columns on top. A
//! triangle labels its rows on the left of their first hole and its
//! columns along its right side, each beside its column's top hole
//! `(c, c)` in the column's own direction (up and to the right), so that
//! `(4, 3) → (4, 1) over (4, 2)` can be read off the board.

use crate::core::board::{Board, Grid, Square};

/// How rows and columns are named on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum LabelStyle {
    /// 0-based numbers, row 0 at the top, as in requests and answers.
    #[default]
    Numbers,
    /// Chess names: files `a`–`z`, then `aa`, `ab` … from the left; ranks
    /// `1` … from the bottom row.
    Chess,
}

impl LabelStyle {
    /// The style named `name` (`"numbers"` or `"chess"`), if any.
    pub fn from_name(name: &str) -> Option<LabelStyle> {
        match name {
            "numbers" => Some(LabelStyle::Numbers),
            "chess" => Some(LabelStyle::Chess),
            _ => None,
        }
    }

    /// The style's name, as [`LabelStyle::from_name`] reads it.
    pub fn name(self) -> &'static str {
        match self {
            LabelStyle::Numbers => "numbers",
            LabelStyle::Chess => "chess",
        }
    }

    /// The name of row `row` on a board of `rows` rows.
    pub fn row(self, row: u32, rows: u32) -> String {
        match self {
            LabelStyle::Numbers => row.to_string(),
            LabelStyle::Chess => rows.saturating_sub(row).to_string(),
        }
    }

    /// The name of column `col`.
    pub fn col(self, col: u32) -> String {
        match self {
            LabelStyle::Numbers => col.to_string(),
            LabelStyle::Chess => file(col),
        }
    }
}

/// A chess file: `a` … `z`, then `aa` … `az`, `ba` … (bijective base 26).
fn file(col: u32) -> String {
    let mut n = u64::from(col) + 1;
    let mut out = Vec::new();
    while n > 0 {
        n -= 1;
        out.push(b'a' + u8::try_from(n % 26).unwrap_or(0));
        n /= 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// One label: its text, beside square `at`, in the direction `toward`
/// (a unit vector in the board's drawing units, y down). A back end puts
/// the text's centre at `at`'s centre plus `toward` times [`away`].
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Mark {
    /// The row's or column's name.
    pub text: String,
    /// The square it is written beside.
    pub at: Square,
    /// Which way from the square, a unit vector.
    pub toward: (f64, f64),
}

/// How far a triangle's peg board reaches beyond an outer hole's centre
/// along a row or a column, in cell units: its margin of 0.52 across the
/// edge (`paint::pegs`), over sin 60°, so that labels stand off the wood.
const TRIANGLE_EDGE: f64 = 0.6;

/// How far from its square's centre a label's centre stands, in the back
/// end's units: `cell` a cell, `gap` beyond the square's edge (on a
/// triangle, beyond its wooden board's edge).
pub(crate) fn away(grid: Grid, cell: f64, gap: f64) -> f64 {
    match grid {
        Grid::Square => cell / 2.0 + gap,
        Grid::Triangle => cell * TRIANGLE_EDGE + gap,
    }
}

/// Up and to the right along a triangle's column (holes one unit apart).
const UP_RIGHT: (f64, f64) = (0.5, -0.866_025_403_784_438_6);

/// Every row's and column's label of `board` in `style`: the rows first.
pub(crate) fn marks(board: &Board, style: LabelStyle) -> Vec<Mark> {
    let rows = board.rows();
    let mut out = Vec::with_capacity(rows as usize + board.cols() as usize);
    for r in 0..rows {
        out.push(Mark {
            text: style.row(r, rows),
            at: [r, 0],
            toward: (-1.0, 0.0),
        });
    }
    match board.grid() {
        Grid::Square => out.extend((0..board.cols()).map(|c| Mark {
            text: style.col(c),
            at: [0, c],
            toward: (0.0, -1.0),
        })),
        Grid::Triangle => out.extend((0..rows).map(|c| Mark {
            text: style.col(c),
            at: [c, c],
            toward: UP_RIGHT,
        })),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_run_past_z() {
        let names: Vec<String> = [0, 7, 25, 26, 27, 51, 52, 701, 702].into_iter().map(file).collect();
        assert_eq!(names, ["a", "h", "z", "aa", "ab", "az", "ba", "zz", "aaa"]);
    }

    #[test]
    fn chess_ranks_count_from_the_bottom() {
        assert_eq!(LabelStyle::Chess.row(0, 8), "8");
        assert_eq!(LabelStyle::Chess.row(7, 8), "1");
        assert_eq!(LabelStyle::Numbers.row(7, 8), "7");
    }

    #[test]
    fn a_square_board_names_rows_left_and_columns_on_top() {
        let b = Board::new(8, 8).expect("an 8 × 8 board");
        let m = marks(&b, LabelStyle::Chess);
        let text: Vec<&str> = m.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(
            text,
            ["8", "7", "6", "5", "4", "3", "2", "1", "a", "b", "c", "d", "e", "f", "g", "h"]
        );
        assert_eq!(m[8].at, [0, 0]);
        assert_eq!(m[8].toward, (0.0, -1.0));
    }

    #[test]
    fn a_triangle_names_every_column_beside_its_top_hole() {
        let b = Board::triangle(5).expect("a 5-row triangle");
        let m = marks(&b, LabelStyle::Numbers);
        let cols: Vec<(&str, Square)> = m[5..].iter().map(|m| (m.text.as_str(), m.at)).collect();
        assert_eq!(
            cols,
            [
                ("0", [0, 0]),
                ("1", [1, 1]),
                ("2", [2, 2]),
                ("3", [3, 3]),
                ("4", [4, 4])
            ]
        );
        assert!(m[5..].iter().all(|m| m.toward == UP_RIGHT));
    }

    #[test]
    fn styles_round_trip_by_name() {
        for s in [LabelStyle::Numbers, LabelStyle::Chess] {
            assert_eq!(LabelStyle::from_name(s.name()), Some(s));
        }
        assert_eq!(LabelStyle::from_name("roman"), None);
    }
}
