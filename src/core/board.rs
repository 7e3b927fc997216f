//! Board geometry: which cells exist, which are off, what stands on them,
//! where a cell is drawn and which cell a point hits.
//!
//! Written once and used by every solver and by the view. Coordinates are
//! `[row, col]`, 0-based, row 0 at the top.
//!
//! Two grids exist:
//! - [`Grid::Square`]: `rows × cols` squares.
//! - [`Grid::Triangle`]: rows of 1, 2, 3 … cells; row `r` cell `k` (with
//!   `k ≤ r`) neighbours `(r, k±1)`, `(r±1, k)`, `(r+1, k+1)`, `(r-1, k-1)`
//!   (docs/NOTATION.md). Such a board has `cols == rows`; cells with `k > r` do not
//!   exist.
//!
//! Boards can be large (knight paths on up to 10 000 × 10 000 squares), so a
//! board stores its off squares as a bit set that is only allocated when some
//! square is off, and its pieces sparsely.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::words::{at, grouped};

mod leaper;

pub use leaper::{Leaper, MAX_LEAP};

/// A cell's coordinates, `[row, col]`, 0-based, row 0 at the top.
pub type Square = [u32; 2];

/// The largest number of rows or columns of any board.
pub const MAX_SIDE: u32 = 10_000;

/// The knight's eight jumps as `(Δrow, Δcol)`.
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];

/// The shape of the grid a board is drawn on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grid {
    /// `rows × cols` squares.
    #[default]
    Square,
    /// Rows of 1, 2, 3 … cells, drawn as a triangle of holes.
    Triangle,
}

/// A piece standing on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// A white knight, `N` in the notation.
    WhiteKnight,
    /// A black knight, `n` in the notation.
    BlackKnight,
    /// A queen, `Q`.
    Queen,
    /// A peg, `o`.
    Peg,
}

impl Piece {
    /// Every piece, in notation order.
    pub const ALL: [Piece; 4] = [Piece::WhiteKnight, Piece::BlackKnight, Piece::Queen, Piece::Peg];

    /// The piece's character in the position notation (docs/NOTATION.md).
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Piece::WhiteKnight => 'N',
            Piece::BlackKnight => 'n',
            Piece::Queen => 'Q',
            Piece::Peg => 'o',
        }
    }

    /// The piece written as `symbol`, if any.
    #[must_use]
    pub fn from_symbol(symbol: char) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.symbol() == symbol)
    }

    /// The figure the piece is drawn as, whatever its colour.
    #[must_use]
    pub fn figure(self) -> Figure {
        match self {
            Piece::WhiteKnight | Piece::BlackKnight => Figure::Knight,
            Piece::Queen => Figure::Queen,
            Piece::Peg => Figure::Peg,
        }
    }

    /// The piece's noun in a sentence, whatever its colour: "knight",
    /// "queen", "peg" (a move error's "a queen attacks …").
    #[must_use]
    pub fn noun(self) -> &'static str {
        match self {
            Piece::WhiteKnight | Piece::BlackKnight => "knight",
            Piece::Queen => "queen",
            Piece::Peg => "peg",
        }
    }

    /// Whether the piece is the dark one of a pair (the black knight, `n`):
    /// drawn dark, with a light mark, where the others are drawn light.
    #[must_use]
    pub fn is_black(self) -> bool {
        self == Piece::BlackKnight
    }
}

/// What a piece is drawn as, whatever its colour: a piece is a figure and
/// a colour ([`Piece::figure`], [`Piece::is_black`]), as chessground's is a
/// role and a colour. The view holds one glyph per figure
/// (`view::model::shapes`), so it draws a piece without naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Figure {
    /// A knight's head (`N`, `n`).
    Knight,
    /// A queen's crown (`Q`).
    Queen,
    /// A peg (`o`).
    Peg,
}

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Not part of the board (a hole in the board, a wall), `#`.
    Off,
    /// An empty square or hole, `.`.
    Empty,
    /// A square with a piece on it.
    Piece(Piece),
}

impl Cell {
    /// The cell's character in the position notation.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Cell::Off => '#',
            Cell::Empty => '.',
            Cell::Piece(p) => p.symbol(),
        }
    }

    /// What the cell is called in the editor: its full name and a short
    /// label for a palette button, e.g. `("White knight", "White")`,
    /// `("Wall (off)", "Wall")`. A puzzle may call a cell otherwise
    /// ([`crate::core::puzzles::EditorInfo::named`]).
    #[must_use]
    pub fn names(self) -> (&'static str, &'static str) {
        match self {
            Cell::Off => ("Wall (off)", "Wall"),
            Cell::Empty => ("Empty", "Empty"),
            Cell::Piece(Piece::WhiteKnight) => ("White knight", "White"),
            Cell::Piece(Piece::BlackKnight) => ("Black knight", "Black"),
            Cell::Piece(Piece::Queen) => ("Queen", "Queen"),
            Cell::Piece(Piece::Peg) => ("Peg", "Peg"),
        }
    }

    /// The cell written as `symbol`, if any.
    #[must_use]
    pub fn from_symbol(symbol: char) -> Option<Cell> {
        match symbol {
            '#' => Some(Cell::Off),
            '.' => Some(Cell::Empty),
            c => Piece::from_symbol(c).map(Cell::Piece),
        }
    }
}

/// Why a board could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Rows or columns are 0 or past [`MAX_SIDE`].
    Size {
        /// Rows asked for.
        rows: u32,
        /// Columns asked for.
        cols: u32,
    },
    /// A square lies outside the board.
    Outside {
        /// The square.
        square: Square,
        /// Rows of the board.
        rows: u32,
        /// Columns of the board.
        cols: u32,
    },
    /// A bit set of off cells ([`Board::add_off_words`]) that does not
    /// fit the board.
    Words {
        /// Words given.
        got: usize,
        /// Cells of the board.
        cells: u64,
    },
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardError::Size { rows, cols } => write!(
                f,
                "a board of {} × {} is not allowed: rows and columns must be 1 to {}",
                grouped(*rows),
                grouped(*cols),
                grouped(MAX_SIDE)
            ),
            BoardError::Outside { square, rows, cols } => {
                write!(
                    f,
                    "square {} is outside the {} × {} board",
                    at(*square),
                    grouped(*rows),
                    grouped(*cols)
                )
            }
            BoardError::Words { got, cells } => write!(
                f,
                "{} words of off cells do not fit a board of {} cells: it takes {}, one per 64 cells, with no bit past the last cell",
                grouped(*got),
                grouped(*cells),
                grouped(cells.div_ceil(64))
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A board given by size (`rows`, `cols` and a list of `off` squares), not
/// yet built: what a puzzle's caps are measured against before anything
/// the size of the board is allocated
/// ([`crate::core::puzzles::Puzzle::check_size`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSize {
    /// The grid.
    pub grid: Grid,
    /// Rows, 1 to [`MAX_SIDE`].
    pub rows: u32,
    /// Columns, 1 to [`MAX_SIDE`] (`rows` on a triangle).
    pub cols: u32,
    /// How many off squares are listed (a list may name a square twice).
    pub off: usize,
}

impl BoardSize {
    /// The cells of the grid: `rows × cols`, or `rows (rows + 1) / 2` on a
    /// triangle.
    #[must_use]
    pub fn cells(&self) -> u64 {
        let rows = u64::from(self.rows);
        match self.grid {
            Grid::Square => rows * u64::from(self.cols),
            Grid::Triangle => rows * (rows + 1) / 2,
        }
    }

    /// The fewest on cells the board can have: its cells less those listed
    /// off (exact when no square is listed twice).
    #[must_use]
    pub fn least_on(&self) -> u64 {
        self.cells().saturating_sub(self.off as u64)
    }

    /// "100,000,000 squares" or, with squares listed off, "at least
    /// 99,999,000 squares (100,000,000 cells less 1,000 listed off)": how many
    /// on cells `least_on` counts, for a message (`what`: "on squares",
    /// "holes").
    #[must_use]
    pub fn on_words(&self, what: &str) -> String {
        if self.off == 0 {
            format!("{} {what}", grouped(self.least_on()))
        } else {
            format!(
                "at least {} {what} ({} cells less {} listed off)",
                grouped(self.least_on()),
                grouped(self.cells()),
                grouped(self.off)
            )
        }
    }
}

/// A board: its grid, size, off cells and pieces.
///
/// Cells outside the grid (past the edge, or `k > r` on a triangle) do not
/// exist; cells that exist are either *off* or *on*; on cells are empty or
/// hold one piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    grid: Grid,
    rows: u32,
    cols: u32,
    /// Bit `r * cols + c` is set when that cell is off; empty when none is.
    off: Vec<u64>,
    /// Pieces by cell index `r * cols + c`.
    pieces: BTreeMap<u32, Piece>,
    /// How the knights of the leaper puzzles move on this board
    /// ([`Board::leaps`]): the request's `leaper`, the knight by default.
    leaper: Leaper,
}

impl Board {
    /// An empty square-grid board of `rows × cols`, every square on.
    ///
    /// # Errors
    /// [`BoardError::Size`] when a side is 0 or past [`MAX_SIDE`].
    pub fn new(rows: u32, cols: u32) -> Result<Board, BoardError> {
        Board::with_grid(Grid::Square, rows, cols)
    }

    /// An empty triangle of `rows` rows (row `r` has `r + 1` holes).
    ///
    /// # Errors
    /// [`BoardError::Size`] when `rows` is 0 or past [`MAX_SIDE`].
    pub fn triangle(rows: u32) -> Result<Board, BoardError> {
        Board::with_grid(Grid::Triangle, rows, rows)
    }

    /// An empty board on `grid`; for a triangle `cols` is ignored.
    ///
    /// # Errors
    /// [`BoardError::Size`] when a side is 0 or past [`MAX_SIDE`].
    pub fn with_grid(grid: Grid, rows: u32, cols: u32) -> Result<Board, BoardError> {
        let cols = if grid == Grid::Triangle { rows } else { cols };
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return Err(BoardError::Size { rows, cols });
        }
        Ok(Board {
            grid,
            rows,
            cols,
            off: Vec::new(),
            pieces: BTreeMap::new(),
            leaper: Leaper::KNIGHT,
        })
    }

    /// The grid.
    #[must_use]
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns (the longest row's length on a triangle).
    #[must_use]
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Number of cells in row `row` (0 past the last row).
    #[must_use]
    pub fn row_len(&self, row: u32) -> u32 {
        if row >= self.rows {
            0
        } else if self.grid == Grid::Triangle {
            row + 1
        } else {
            self.cols
        }
    }

    /// Whether `square` is a cell of the grid (on or off).
    #[must_use]
    pub fn contains(&self, square: Square) -> bool {
        square[1] < self.row_len(square[0])
    }

    /// The cell index `row * cols + col` used by bit sets and tables.
    /// Only meaningful for squares the board [`contains`](Self::contains).
    #[must_use]
    pub fn index(&self, square: Square) -> u32 {
        square[0] * self.cols + square[1]
    }

    /// The square of cell index `index` (inverse of [`index`](Self::index)).
    #[must_use]
    pub fn square(&self, index: u32) -> Square {
        [index / self.cols, index % self.cols]
    }

    /// Total number of cell indices, `rows * cols`.
    #[must_use]
    pub fn len(&self) -> u64 {
        u64::from(self.rows) * u64::from(self.cols)
    }

    /// Whether the board has no cells (never true for a made board).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Checks that `square` is a cell of this board.
    ///
    /// # Errors
    /// [`BoardError::Outside`] naming the square and the board's size.
    pub fn check(&self, square: Square) -> Result<(), BoardError> {
        if self.contains(square) {
            Ok(())
        } else {
            Err(BoardError::Outside {
                square,
                rows: self.rows,
                cols: self.cols,
            })
        }
    }

    /// Whether `square` is a cell of the board and not off.
    #[must_use]
    pub fn is_on(&self, square: Square) -> bool {
        self.contains(square) && !self.is_off_index(self.index(square))
    }

    fn is_off_index(&self, index: u32) -> bool {
        self.off
            .get((index / 64) as usize)
            .is_some_and(|word| word >> (index % 64) & 1 == 1)
    }

    /// The off cells as a bit set: bit `i % 64` of word `i / 64` is set
    /// when cell index `i` is off; empty when no cell is.
    #[must_use]
    pub fn off_words(&self) -> &[u64] {
        &self.off
    }

    /// Turns off every cell whose bit is set in `words` (laid out as
    /// [`Board::off_words`]: one word per 64 cells), removing its piece.
    ///
    /// # Errors
    /// [`BoardError::Words`] when `words` is not one word per 64 cells, or
    /// sets a bit past the last cell.
    pub fn add_off_words(&mut self, words: &[u64]) -> Result<(), BoardError> {
        let cells = self.len();
        let wrong = || BoardError::Words {
            got: words.len(),
            cells,
        };
        if words.len() as u64 != cells.div_ceil(64) {
            return Err(wrong());
        }
        let tail = cells % 64;
        if tail != 0 && words.last().is_some_and(|&w| w >> tail != 0) {
            return Err(wrong());
        }
        if !words.iter().any(|&w| w != 0) {
            return Ok(());
        }
        if self.off.is_empty() {
            self.off = vec![0; words.len()];
        }
        for (mine, &w) in self.off.iter_mut().zip(words) {
            *mine |= w;
        }
        let off = &self.off;
        self.pieces.retain(|&i, _| off[(i / 64) as usize] >> (i % 64) & 1 == 0);
        Ok(())
    }

    /// Whether any cell is off.
    #[must_use]
    pub fn has_off(&self) -> bool {
        self.off.iter().any(|&w| w != 0)
    }

    /// The number of on cells: the grid's cells less the off ones. A word
    /// counted per 64 cells when some cell is off, constant time otherwise
    /// (no walk over the cells: a 10 000 × 10 000 board without walls
    /// answers at once).
    #[must_use]
    pub fn on_count(&self) -> u64 {
        let cells = match self.grid {
            Grid::Square => self.len(),
            Grid::Triangle => u64::from(self.rows) * (u64::from(self.rows) + 1) / 2,
        };
        let off: u64 = self.off.iter().map(|w| u64::from(w.count_ones())).sum();
        cells.saturating_sub(off)
    }

    /// What `square` holds; cells outside the grid read as [`Cell::Off`].
    #[must_use]
    pub fn get(&self, square: Square) -> Cell {
        if !self.is_on(square) {
            return Cell::Off;
        }
        match self.pieces.get(&self.index(square)) {
            Some(&p) => Cell::Piece(p),
            None => Cell::Empty,
        }
    }

    /// Puts `cell` on `square`: turning it off removes its piece.
    ///
    /// # Errors
    /// [`BoardError::Outside`] when the square is not a cell of the grid.
    pub fn set(&mut self, square: Square, cell: Cell) -> Result<(), BoardError> {
        self.check(square)?;
        let index = self.index(square);
        let word = (index / 64) as usize;
        let bit = 1u64 << (index % 64);
        match cell {
            Cell::Off => {
                if self.off.is_empty() {
                    self.off = vec![0; self.len().div_ceil(64) as usize];
                }
                self.off[word] |= bit;
                self.pieces.remove(&index);
            }
            Cell::Empty | Cell::Piece(_) => {
                if let Some(w) = self.off.get_mut(word) {
                    *w &= !bit;
                }
                if let Cell::Piece(p) = cell {
                    self.pieces.insert(index, p);
                } else {
                    self.pieces.remove(&index);
                }
            }
        }
        Ok(())
    }

    /// The pieces on the board, in row-major order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.pieces.iter().map(|(&i, &p)| (self.square(i), p))
    }

    /// How many pieces of kind `piece` stand on the board.
    #[must_use]
    pub fn count(&self, piece: Piece) -> usize {
        self.pieces.values().filter(|&&p| p == piece).count()
    }

    /// Every on cell, in row-major order. Use only on boards small enough to
    /// walk (the solvers that need it check the size first).
    pub fn on_squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.rows).flat_map(move |r| {
            (0..self.row_len(r))
                .map(move |c| [r, c])
                .filter(move |&s| self.is_on(s))
        })
    }

    /// The off cells, in row-major order. Costs a word per 64 cells plus
    /// one step per off cell.
    pub fn off_squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.off.iter().enumerate().flat_map(move |(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let b = rest.trailing_zeros();
                    rest &= rest - 1;
                    self.square(w as u32 * 64 + b)
                })
            })
        })
    }

    /// `square` moved by `(dr, dc)`, if that lands on an on cell.
    #[must_use]
    pub fn offset(&self, square: Square, dr: i32, dc: i32) -> Option<Square> {
        let r = square[0].checked_add_signed(dr)?;
        let c = square[1].checked_add_signed(dc)?;
        let to = [r, c];
        self.is_on(to).then_some(to)
    }

    /// The leaper the knights of this board move as (the request's
    /// `leaper`; the knight unless set).
    #[must_use]
    pub fn leaper(&self) -> Leaper {
        self.leaper
    }

    /// Makes the knights of this board move as `leaper` ([`Board::leaps`]).
    pub fn set_leaper(&mut self, leaper: Leaper) {
        self.leaper = leaper;
    }

    /// The on squares a knight on `square` attacks (square grid): the
    /// jumps of the board's [`Leaper`] in its order ([`KNIGHT_JUMPS`] for
    /// the knight). Pieces are ignored.
    pub fn leaps(&self, square: Square) -> impl Iterator<Item = Square> + '_ {
        self.leaper
            .jumps()
            .filter_map(move |(dr, dc)| self.offset(square, dr, dc))
    }

    /// A board of `rows × cols` keeping every cell of this one that still
    /// fits (pieces and off cells), for the editor's size controls.
    ///
    /// # Errors
    /// [`BoardError::Size`] as for [`Board::with_grid`].
    pub fn resized(&self, rows: u32, cols: u32) -> Result<Board, BoardError> {
        let mut b = Board::with_grid(self.grid, rows, cols)?;
        b.leaper = self.leaper;
        for s in self.off_squares() {
            if b.contains(s) {
                b.set(s, Cell::Off)?;
            }
        }
        for (s, p) in self.pieces() {
            if b.contains(s) {
                b.set(s, Cell::Piece(p))?;
            }
        }
        Ok(b)
    }

    /// The size of the drawing in cell units, `(width, height)`: a square
    /// is 1 × 1; triangle holes sit on a lattice of unit spacing with rows
    /// √3/2 apart.
    #[must_use]
    pub fn extent(&self) -> (f64, f64) {
        match self.grid {
            Grid::Square => (f64::from(self.cols), f64::from(self.rows)),
            Grid::Triangle => (f64::from(self.cols), f64::from(self.rows - 1) * ROW_HEIGHT + 1.0),
        }
    }

    /// Where the centre of `square` is drawn, `(x, y)` in cell units from the
    /// drawing's top-left corner (see [`extent`](Self::extent)).
    #[must_use]
    pub fn center(&self, square: Square) -> (f64, f64) {
        let [r, c] = square;
        match self.grid {
            Grid::Square => (f64::from(c) + 0.5, f64::from(r) + 0.5),
            Grid::Triangle => (
                f64::from(c) + f64::from(self.rows - 1 - r) / 2.0 + 0.5,
                f64::from(r) * ROW_HEIGHT + 0.5,
            ),
        }
    }

    /// The cell drawn at `(x, y)` in cell units, if any (on or off).
    #[must_use]
    pub fn hit(&self, x: f64, y: f64) -> Option<Square> {
        if !(x.is_finite() && y.is_finite()) || x < 0.0 || y < 0.0 {
            return None;
        }
        match self.grid {
            Grid::Square => {
                let s = [y.floor() as u32, x.floor() as u32];
                self.contains(s).then_some(s)
            }
            Grid::Triangle => {
                let r = ((y - 0.5) / ROW_HEIGHT).round();
                if r < 0.0 || r >= f64::from(self.rows) {
                    return None;
                }
                let r = r as u32;
                let c = (x - 0.5 - f64::from(self.rows - 1 - r) / 2.0).round();
                if c < 0.0 {
                    return None;
                }
                let s = [r, c as u32];
                let (cx, cy) = self.center(s);
                let near = (cx - x).hypot(cy - y) <= 0.5;
                (self.contains(s) && near).then_some(s)
            }
        }
    }
}

/// Vertical distance between triangle rows, in cell units.
const ROW_HEIGHT: f64 = 0.866_025_403_784_438_6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_get_and_off() {
        let mut b = Board::new(3, 4).unwrap();
        b.set([1, 2], Cell::Piece(Piece::WhiteKnight)).unwrap();
        b.set([2, 3], Cell::Off).unwrap();
        assert_eq!(b.get([1, 2]), Cell::Piece(Piece::WhiteKnight));
        assert_eq!(b.get([2, 3]), Cell::Off);
        assert_eq!(b.get([0, 0]), Cell::Empty);
        assert_eq!(b.get([3, 0]), Cell::Off, "outside reads as off");
        assert!(b.set([3, 0], Cell::Empty).is_err());
        assert_eq!(b.off_squares().collect::<Vec<_>>(), vec![[2, 3]]);
        b.set([2, 3], Cell::Empty).unwrap();
        assert!(!b.has_off());
    }

    #[test]
    fn knight_moves_respect_edges_and_off() {
        let mut b = Board::new(3, 3).unwrap();
        assert_eq!(b.leaps([0, 0]).collect::<Vec<_>>(), vec![[1, 2], [2, 1]]);
        assert_eq!(b.leaps([1, 1]).count(), 0);
        b.set([2, 1], Cell::Off).unwrap();
        assert_eq!(b.leaps([0, 0]).collect::<Vec<_>>(), vec![[1, 2]]);
    }

    #[test]
    fn triangle_cells_and_hits() {
        let b = Board::triangle(5).unwrap();
        assert!(b.contains([4, 4]));
        assert!(!b.contains([3, 4]));
        assert_eq!(b.on_squares().count(), 15);
        for s in b.on_squares() {
            let (x, y) = b.center(s);
            assert_eq!(b.hit(x, y), Some(s));
            assert_eq!(b.hit(x + 0.3, y - 0.2), Some(s));
        }
        assert_eq!(b.hit(0.1, 0.1), None);
    }

    #[test]
    fn square_hits_round_trip() {
        let b = Board::new(4, 3).unwrap();
        for s in b.on_squares() {
            let (x, y) = b.center(s);
            assert_eq!(b.hit(x, y), Some(s));
        }
        assert_eq!(b.hit(3.0, 0.5), None);
        assert_eq!(b.hit(-0.1, 0.5), None);
        assert_eq!(b.hit(f64::NAN, 0.5), None);
    }

    #[test]
    fn sizes_are_checked() {
        assert!(Board::new(0, 3).is_err());
        assert!(Board::new(3, MAX_SIDE + 1).is_err());
        let big = Board::new(MAX_SIDE, MAX_SIDE).unwrap();
        assert!(big.is_on([9_999, 9_999]));
    }

    #[test]
    fn resize_keeps_what_fits() {
        let mut b = Board::new(3, 3).unwrap();
        b.set([0, 0], Cell::Piece(Piece::Queen)).unwrap();
        b.set([2, 2], Cell::Off).unwrap();
        let r = b.resized(2, 4).unwrap();
        assert_eq!(r.get([0, 0]), Cell::Piece(Piece::Queen));
        assert!(!r.has_off());
        assert_eq!(r.cols(), 4);
    }
}
