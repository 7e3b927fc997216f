//! The squares a tour must visit: the on squares of a board, cropped to
//! their bounding box, with the moves of the board's leaper (the knight
//! by default) between them.
//!
//! Cells are numbered row-major inside the box, `index = row * cols + col`
//! (row and column relative to the box's top-left corner, which sits at
//! `origin` on the request's board).

use crate::core::board::{Board, Leaper, Square};

/// The on squares of a board inside their bounding box.
#[derive(Clone, Debug)]
pub(super) struct Region {
    /// Rows of the box.
    pub rows: u32,
    /// Columns of the box.
    pub cols: u32,
    /// `[row, col]` of the box's top-left cell on the request's board.
    pub origin: Square,
    /// Whether each cell of the box is on, row-major.
    on: Vec<bool>,
    /// Number of on cells.
    pub count: usize,
    /// The piece that tours: its moves join the cells.
    pub leaper: Leaper,
    /// The leaper's jumps `(Δrow, Δcol)`, its order (the first `jumps_len`).
    jumps: [(i64, i64); 8],
    jumps_len: usize,
}

impl Region {
    /// The on squares of `board`, cropped to their bounding box; `None`
    /// when no square is on (a made board always has one: the start).
    pub fn of(board: &Board) -> Option<Region> {
        let (rows, cols) = (board.rows(), board.cols());
        if !board.has_off() {
            return Some(Region::full(rows, cols).with_leaper(board.leaper()));
        }
        let (mut r0, mut r1, mut c0, mut c1) = (u32::MAX, 0, u32::MAX, 0);
        for r in 0..rows {
            for c in 0..cols {
                if board.is_on([r, c]) {
                    r0 = r0.min(r);
                    r1 = r1.max(r);
                    c0 = c0.min(c);
                    c1 = c1.max(c);
                }
            }
        }
        if r0 > r1 || c0 > c1 {
            return None;
        }
        let (h, w) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut on = Vec::with_capacity(h as usize * w as usize);
        for r in r0..=r1 {
            for c in c0..=c1 {
                on.push(board.is_on([r, c]));
            }
        }
        let count = on.iter().filter(|&&b| b).count();
        Some(
            Region {
                rows: h,
                cols: w,
                origin: [r0, c0],
                on,
                count,
                ..Region::full(0, 0)
            }
            .with_leaper(board.leaper()),
        )
    }

    /// A full `rows × cols` rectangle at the origin, toured by the knight.
    pub fn full(rows: u32, cols: u32) -> Region {
        let n = rows as usize * cols as usize;
        Region {
            rows,
            cols,
            origin: [0, 0],
            on: vec![true; n],
            count: n,
            leaper: Leaper::KNIGHT,
            jumps: [(0, 0); 8],
            jumps_len: 0,
        }
        .with_leaper(Leaper::KNIGHT)
    }

    /// The same cells toured by `leaper`.
    pub fn with_leaper(mut self, leaper: Leaper) -> Region {
        self.leaper = leaper;
        self.jumps_len = 0;
        for (dr, dc) in leaper.jumps() {
            self.jumps[self.jumps_len] = (i64::from(dr), i64::from(dc));
            self.jumps_len += 1;
        }
        self
    }

    /// What the touring piece is called in reasons: "knight", or the
    /// leaper ("camel (1, 3)").
    pub fn piece(&self) -> String {
        if self.leaper.is_knight() {
            "knight".to_owned()
        } else {
            self.leaper.words()
        }
    }

    /// The leaper's jumps `(Δrow, Δcol)` in its order.
    pub fn jumps(&self) -> &[(i64, i64)] {
        &self.jumps[..self.jumps_len]
    }

    /// Number of cells of the box (on or off).
    pub fn cells(&self) -> usize {
        self.on.len()
    }

    /// Whether every cell of the box is on: a full rectangle, where the
    /// theorems on rectangular boards apply.
    pub fn is_full(&self) -> bool {
        self.count == self.on.len()
    }

    /// Whether cell `(r, c)` (any integers) is inside the box and on.
    pub fn on_at(&self, r: i64, c: i64) -> bool {
        if r < 0 || c < 0 || r >= i64::from(self.rows) || c >= i64::from(self.cols) {
            return false;
        }
        self.on
            .get((r * i64::from(self.cols) + c) as usize)
            .copied()
            .unwrap_or(false)
    }

    /// Whether cell `index` is on (false past the end).
    pub fn is_on(&self, index: u32) -> bool {
        self.on.get(index as usize).copied().unwrap_or(false)
    }

    /// `(row, col)` of cell `index` inside the box.
    pub fn rc(&self, index: u32) -> (i64, i64) {
        let cols = self.cols.max(1);
        (i64::from(index / cols), i64::from(index % cols))
    }

    /// The index of in-box cell `(r, c)`; only meaningful when
    /// [`on_at`](Self::on_at) holds or the cell is known to be in the box.
    pub fn at(&self, r: i64, c: i64) -> u32 {
        (r * i64::from(self.cols) + c) as u32
    }

    /// The on cells the leaper on `index` attacks, in its order (for the
    /// knight, [`KNIGHT_JUMPS`](crate::core::board::KNIGHT_JUMPS)), into
    /// `out`; returns how many.
    pub fn moves(&self, index: u32, out: &mut [u32; 8]) -> usize {
        // The row and column once, then the eight offsets (no division a
        // jump: this runs for every square the searches and checks visit).
        let (r, c) = self.rc(index);
        let mut n = 0;
        for &(dr, dc) in self.jumps() {
            let (r, c) = (r + dr, c + dc);
            if self.on_at(r, c) {
                out[n] = self.at(r, c);
                n += 1;
            }
        }
        n
    }

    /// Number of on cells a knight on `index` attacks.
    pub fn degree(&self, index: u32) -> u8 {
        let mut out = [0u32; 8];
        self.moves(index, &mut out) as u8
    }

    /// Every on cell, in index order.
    pub fn on_cells(&self) -> impl Iterator<Item = u32> + '_ {
        self.on.iter().enumerate().filter(|(_, &b)| b).map(|(i, _)| i as u32)
    }

    /// The square of the request's board that cell `index` is.
    pub fn square(&self, index: u32) -> Square {
        let (r, c) = self.rc(index);
        [self.origin[0] + r as u32, self.origin[1] + c as u32]
    }

    /// The cell of board square `square`, if it is an on cell of the box.
    pub fn cell(&self, square: Square) -> Option<u32> {
        let r = i64::from(square[0]) - i64::from(self.origin[0]);
        let c = i64::from(square[1]) - i64::from(self.origin[1]);
        self.on_at(r, c).then(|| self.at(r, c))
    }

    /// Whether cells `a` and `b` are one move of the leaper apart.
    pub fn knight_apart(&self, a: u32, b: u32) -> bool {
        let (ra, ca) = self.rc(a);
        let (rb, cb) = self.rc(b);
        self.leaper.leaps(ra - rb, ca - cb)
    }

    /// The colour of cell `index` on the request's board in the leaper's
    /// 2-colouring, which every move changes ([`Leaper::colour`]): for the
    /// knight `(row + col) mod 2` (0 is the colour of the board's corner
    /// `[0, 0]`).
    pub fn colour(&self, index: u32) -> u32 {
        self.leaper.colour(self.square(index))
    }
}
