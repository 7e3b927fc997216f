//! The board as the solvers see it: every square off, holding a knight that
//! was placed, attacked by such a knight, or free.

use crate::core::board::{Board, Leaper, Piece, Square};
use crate::core::request::RequestError;
use crate::core::words::{at, grouped};

/// The most squares (`rows × cols`, off squares included) of a board.
pub const MAX_SQUARES: u64 = 1_000_000;

/// Refuses a board of `rows × cols` past [`MAX_SQUARES`] squares (off
/// ones included: the solvers' tables have a cell per square).
///
/// # Errors
/// "board: 10,000 × 10,000 = 100,000,000 squares; non-attacking-knights
/// takes at most 1,000,000".
pub fn check_size(rows: u32, cols: u32) -> Result<(), RequestError> {
    let cells = u64::from(rows) * u64::from(cols);
    if cells > MAX_SQUARES {
        return Err(RequestError::new(format!(
            "board: {} × {} = {} squares; non-attacking-knights takes at most {}",
            grouped(rows),
            grouped(cols),
            grouped(cells),
            grouped(MAX_SQUARES)
        )));
    }
    Ok(())
}

/// What a square is to the solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareKind {
    /// Not part of the board.
    Off,
    /// A knight placed in the request, which must stay.
    Placed,
    /// Empty, but attacked by a placed knight: no knight may go here.
    Attacked,
    /// Empty and not attacked: a knight may go here.
    Free,
}

/// A board of `rows × cols` squares, row-major, each a [`SquareKind`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    rows: u32,
    cols: u32,
    kinds: Vec<SquareKind>,
    /// How the pieces attack: the board's leaper (the knight by default).
    leaper: Leaper,
    /// The leaper's jumps `(Δrow, Δcol)`.
    offsets: Vec<(i64, i64)>,
}

impl Layout {
    /// The layout of `board`.
    ///
    /// # Errors
    /// A [`RequestError`] when the board (a square grid) has more than
    /// [`MAX_SQUARES`] squares, holds a piece other than a white knight
    /// (`N`), or two placed knights attack each other (both are named).
    pub fn new(board: &Board) -> Result<Layout, RequestError> {
        check_size(board.rows(), board.cols())?;
        let leaper = board.leaper();
        let mut layout = Layout {
            rows: board.rows(),
            cols: board.cols(),
            kinds: vec![SquareKind::Free; board.len() as usize],
            leaper,
            offsets: leaper.jumps().map(|(dr, dc)| (i64::from(dr), i64::from(dc))).collect(),
        };
        for s in board.off_squares() {
            let i = layout.index(s);
            layout.kinds[i] = SquareKind::Off;
        }
        for (s, p) in board.pieces() {
            if p != Piece::WhiteKnight {
                return Err(RequestError::new(format!(
                    "board: square {}: non-attacking-knights takes only knights (N), not '{}'",
                    at(s),
                    p.symbol()
                )));
            }
            let i = layout.index(s);
            layout.kinds[i] = SquareKind::Placed;
        }
        for (s, _) in board.pieces() {
            let i = layout.index(s);
            let jumps: Vec<usize> = layout.jumps(i).collect();
            for j in jumps {
                match layout.kinds[j] {
                    SquareKind::Placed => {
                        let (a, b) = if j < i {
                            (layout.square(j), s)
                        } else {
                            (s, layout.square(j))
                        };
                        return Err(RequestError::new(format!(
                            "board: the knights on {} and {} attack each other",
                            at(a),
                            at(b)
                        )));
                    }
                    SquareKind::Free => layout.kinds[j] = SquareKind::Attacked,
                    SquareKind::Off | SquareKind::Attacked => {}
                }
            }
        }
        Ok(layout)
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns.
    #[must_use]
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Every square's kind, row-major.
    #[must_use]
    pub fn kinds(&self) -> &[SquareKind] {
        &self.kinds
    }

    /// The row-major index of `square` (which must be on the board).
    #[must_use]
    pub fn index(&self, square: Square) -> usize {
        square[0] as usize * self.cols as usize + square[1] as usize
    }

    /// The square of row-major index `i`.
    #[must_use]
    pub fn square(&self, i: usize) -> Square {
        let cols = self.cols as usize;
        [(i / cols) as u32, (i % cols) as u32]
    }

    /// The leaper the pieces attack as.
    #[must_use]
    pub fn leaper(&self) -> Leaper {
        self.leaper
    }

    /// The indices of the squares a piece on index `i` attacks (on the
    /// board, whatever their kind), in the leaper's order.
    pub fn jumps(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let [r, c] = self.square(i);
        let (rows, cols) = (i64::from(self.rows), i64::from(self.cols));
        self.offsets.iter().filter_map(move |&(dr, dc)| {
            let (r, c) = (i64::from(r) + dr, i64::from(c) + dc);
            (r >= 0 && r < rows && c >= 0 && c < cols).then(|| (r * cols + c) as usize)
        })
    }

    /// The placed knights, row-major.
    #[must_use]
    pub fn placed(&self) -> Vec<Square> {
        self.indices(SquareKind::Placed)
    }

    /// The squares with kind `kind`, row-major.
    #[must_use]
    pub fn indices(&self, kind: SquareKind) -> Vec<Square> {
        (0..self.kinds.len())
            .filter(|&i| self.kinds[i] == kind)
            .map(|i| self.square(i))
            .collect()
    }

    /// The same board with rows and columns exchanged (knight moves are
    /// symmetric under it).
    #[must_use]
    pub fn transposed(&self) -> Layout {
        let (rows, cols) = (self.rows as usize, self.cols as usize);
        let mut kinds = vec![SquareKind::Off; self.kinds.len()];
        for r in 0..rows {
            for c in 0..cols {
                kinds[c * rows + r] = self.kinds[r * cols + c];
            }
        }
        Layout {
            rows: self.cols,
            cols: self.rows,
            kinds,
            leaper: self.leaper,
            offsets: self.offsets.clone(),
        }
    }
}
