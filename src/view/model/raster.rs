//! Block images for boards drawn smaller than a pixel a square: one pixel
//! per block of `block × block` squares, coloured with the share of the
//! block's squares that are marked (walls, placed pieces), so that the
//! browser's scaling shows a faithful density where drawing each square at
//! least a pixel wide would blot the board out. The image is at most
//! [`MAX_IMAGE_SIDE`] pixels a side (1 000 × 1 000 for a 10 000 × 10 000
//! board, 4 MB), and a change of one square recolours one pixel and grows
//! a dirty rectangle, which is all the painter uploads.

use crate::core::board::{Board, Square};

/// Longest side of a block image, in pixels.
pub(crate) const MAX_IMAGE_SIDE: u32 = 1024;

/// A rectangle of pixels, `x0..x1` by `y0..y1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    /// First column.
    pub x0: u32,
    /// First row.
    pub y0: u32,
    /// Past the last column.
    pub x1: u32,
    /// Past the last row.
    pub y1: u32,
}

/// An RGBA image of a board's blocks.
#[derive(Clone, Debug)]
pub(crate) struct BlockRaster {
    /// Squares per block side.
    block: u32,
    /// Board size in squares.
    rows: u32,
    cols: u32,
    /// Image size in pixels.
    width: u32,
    height: u32,
    /// Marked squares per block, row-major.
    counts: Vec<u16>,
    /// RGBA pixels, row-major.
    rgba: Vec<u8>,
    /// The colour of a fully marked block (its alpha scaled by the share).
    colour: [u8; 4],
    /// Pixels changed since [`BlockRaster::take_dirty`].
    dirty: Option<Rect>,
    /// Every pixel ever painted non-transparent lies in this rectangle:
    /// all that a fresh (transparent) canvas needs uploaded.
    ink: Option<Rect>,
}

/// Grows `rect` to hold pixel `(x, y)`.
fn grow(rect: &mut Option<Rect>, x: u32, y: u32) {
    let r = rect.get_or_insert(Rect {
        x0: x,
        y0: y,
        x1: x + 1,
        y1: y + 1,
    });
    (r.x0, r.y0, r.x1, r.y1) = (r.x0.min(x), r.y0.min(y), r.x1.max(x + 1), r.y1.max(y + 1));
}

impl BlockRaster {
    /// A transparent image of a `rows × cols` board, blocks as small as fit
    /// [`MAX_IMAGE_SIDE`], marked squares in `colour`. Nothing is dirty: a
    /// fresh canvas is transparent too.
    pub fn new(rows: u32, cols: u32, colour: [u8; 4]) -> BlockRaster {
        BlockRaster::with_block(rows, cols, 1, colour)
    }

    /// As [`BlockRaster::new`] with blocks of at least `block` squares a
    /// side (at most 255).
    pub fn with_block(rows: u32, cols: u32, block: u32, colour: [u8; 4]) -> BlockRaster {
        let block = rows.max(cols).div_ceil(MAX_IMAGE_SIDE).max(block).clamp(1, 255);
        let (width, height) = (cols.div_ceil(block), rows.div_ceil(block));
        let pixels = width as usize * height as usize;
        BlockRaster {
            block,
            rows,
            cols,
            width,
            height,
            counts: vec![0; pixels],
            rgba: vec![0; pixels * 4],
            colour,
            dirty: None,
            ink: None,
        }
    }

    /// Squares per block side.
    pub fn block(&self) -> u32 {
        self.block
    }

    /// `(width, height)` in pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The RGBA pixels, row-major.
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }

    /// The pixel holding `square`, if on the image.
    fn pixel(&self, [r, c]: Square) -> Option<(u32, u32)> {
        (r < self.rows && c < self.cols).then(|| (c / self.block, r / self.block))
    }

    /// Squares of the board inside the block at pixel `(x, y)`.
    fn block_cells(&self, x: u32, y: u32) -> u32 {
        let w = (self.cols - x * self.block).min(self.block);
        let h = (self.rows - y * self.block).min(self.block);
        w * h
    }

    fn paint(&mut self, x: u32, y: u32) {
        let i = y as usize * self.width as usize + x as usize;
        let (n, cells) = (u32::from(self.counts[i]), self.block_cells(x, y).max(1));
        let mut px = self.colour;
        px[3] = (u32::from(px[3]) * n.min(cells)).div_ceil(cells) as u8;
        if n > 0 {
            // A lone wall in a block stays visible.
            px[3] = px[3].max(48);
            grow(&mut self.ink, x, y);
        }
        self.rgba[i * 4..i * 4 + 4].copy_from_slice(&px);
        grow(&mut self.dirty, x, y);
    }

    /// Counts `square` as marked, without painting (see
    /// [`BlockRaster::paint_counted`]); for building.
    pub fn count(&mut self, square: Square) {
        if let Some((x, y)) = self.pixel(square) {
            let i = y as usize * self.width as usize + x as usize;
            self.counts[i] = self.counts[i].saturating_add(1);
        }
    }

    /// Paints every pixel with a count (after counting into a new raster,
    /// whose other pixels are transparent).
    pub fn paint_counted(&mut self) {
        for y in 0..self.height {
            self.paint_counted_row(y);
        }
    }

    /// [`BlockRaster::paint_counted`] for pixel row `y` only.
    fn paint_counted_row(&mut self, y: u32) {
        for x in 0..self.width {
            if self.counts[y as usize * self.width as usize + x as usize] > 0 {
                self.paint(x, y);
            }
        }
    }

    /// Counts the off cells of `board` in pixel row `y` (its `block` board
    /// rows), a block's run of each board row at a time by its bits
    /// ([`Board::off_words`]), and paints the row: the cost is the row's
    /// cells over 64 plus its blocks, whatever the share of walls.
    fn count_row_of(&mut self, board: &Board, y: u32) {
        let words = board.off_words();
        let cols = u64::from(self.cols);
        let row = y as usize * self.width as usize;
        for r in y * self.block..((y + 1) * self.block).min(self.rows) {
            let start = u64::from(r) * cols;
            for x in 0..self.width {
                let a = start + u64::from(x * self.block);
                let b = (a + u64::from(self.block)).min(start + cols);
                let n = ones(words, a, b) as u16;
                self.counts[row + x as usize] = self.counts[row + x as usize].saturating_add(n);
            }
        }
        self.paint_counted_row(y);
    }

    /// Recounts the block holding `square` with `marked` and repaints it.
    pub fn recount(&mut self, square: Square, marked: impl Fn(Square) -> bool) {
        let Some((x, y)) = self.pixel(square) else { return };
        let (r0, c0) = (y * self.block, x * self.block);
        let mut n = 0u16;
        for r in r0..(r0 + self.block).min(self.rows) {
            for c in c0..(c0 + self.block).min(self.cols) {
                n += u16::from(marked([r, c]));
            }
        }
        self.counts[y as usize * self.width as usize + x as usize] = n;
        self.paint(x, y);
    }

    /// Marks dirty every pixel a fresh transparent canvas lacks (after the
    /// canvas the raster was uploaded to was dropped).
    pub fn mark_all_dirty(&mut self) {
        if let Some(ink) = self.ink {
            grow(&mut self.dirty, ink.x0, ink.y0);
            grow(&mut self.dirty, ink.x1 - 1, ink.y1 - 1);
        }
    }

    /// The pixels changed since the last call, which forgets them.
    pub fn take_dirty(&mut self) -> Option<Rect> {
        self.dirty.take()
    }

    /// The RGBA bytes of `rect`, row by row (what the painter uploads).
    pub fn rgba_of(&self, rect: Rect) -> Vec<u8> {
        let mut out = Vec::with_capacity(((rect.x1 - rect.x0) * (rect.y1 - rect.y0) * 4) as usize);
        for y in rect.y0..rect.y1 {
            let row = y as usize * self.width as usize;
            out.extend_from_slice(&self.rgba[(row + rect.x0 as usize) * 4..(row + rect.x1 as usize) * 4]);
        }
        out
    }
}

/// The set bits of `words` from bit `a` to bit `b` (excluded); bits past
/// the end read as 0.
fn ones(words: &[u64], a: u64, b: u64) -> u32 {
    let mut n = 0;
    let mut i = a;
    while i < b {
        let w = i / 64;
        let lo = i % 64;
        let hi = (b - w * 64).min(64);
        let mask = (if hi == 64 { u64::MAX } else { (1u64 << hi) - 1 }) & (u64::MAX << lo);
        n += (words.get(w as usize).copied().unwrap_or(0) & mask).count_ones();
        i = w * 64 + hi;
    }
    n
}

/// Board cells a [`WallPixels::sync`] counts at most while it rebuilds its
/// image (at least one pixel row): the image of a 10 000 × 10 000 board
/// takes 13 frames, each well under the page's 50 ms of a long task, where
/// one pass over 10⁸ squares held the page for a second (issue 40).
pub(crate) const CELLS_PER_SYNC: u64 = 8_000_000;

/// The block image of `board`'s off squares in `colour`, built in one pass
/// over the off squares: what [`WallPixels`] builds a slice at a time, for
/// the tests to compare with.
#[cfg(test)]
pub(crate) fn walls_raster(board: &Board, colour: [u8; 4]) -> BlockRaster {
    let mut im = BlockRaster::new(board.rows(), board.cols(), colour);
    for s in board.off_squares() {
        im.count(s);
    }
    im.paint_counted();
    im
}

/// The block image of `squares` on a `rows × cols` board, blocks at least
/// `block` squares a side (so that the image is no wider than it is drawn,
/// and the blocks average the squares rather than the browser's scaling
/// sampling them into moiré).
pub(crate) fn squares_raster(rows: u32, cols: u32, block: u32, squares: &[Square], colour: [u8; 4]) -> BlockRaster {
    let mut im = BlockRaster::with_block(rows, cols, block, colour);
    for &s in squares {
        im.count(s);
    }
    im.paint_counted();
    im
}

/// A run of off squares in one row, `cols[0]..=cols[1]`, for drawing.
pub(crate) type WallRun = (u32, [u32; 2]);

/// The off squares of `board` in rows `r0..=r1`, columns `c0..=c1`, as row
/// runs: what the painter draws when squares are big enough to see. Costs
/// the rectangle's size, not the board's.
pub(crate) fn wall_runs(board: &Board, [r0, r1]: [u32; 2], [c0, c1]: [u32; 2]) -> Vec<WallRun> {
    let mut runs: Vec<WallRun> = Vec::new();
    if !board.has_off() {
        return runs;
    }
    for r in r0..=r1.min(board.rows().saturating_sub(1)) {
        let end = c1.min(board.row_len(r).saturating_sub(1));
        let mut c = c0;
        while c <= end {
            if !board.is_on([r, c]) {
                match runs.last_mut() {
                    Some((row, cols)) if *row == r && cols[1] + 1 == c => cols[1] = c,
                    _ => runs.push((r, [c, c])),
                }
            }
            c += 1;
        }
    }
    runs
}

/// The painter's copy of a scene's wall image, kept in step with the
/// scene's log of wall edits.
#[derive(Clone, Debug, Default)]
pub(crate) struct WallPixels {
    /// The scene's walls epoch the image was built at.
    epoch: u64,
    /// Wall edits of that epoch already applied.
    applied: usize,
    raster: Option<BlockRaster>,
    /// Pixel rows of `raster` counted so far: a rebuild goes
    /// [`CELLS_PER_SYNC`] cells a sync, top to bottom.
    built: u32,
}

impl WallPixels {
    /// Brings the image up to date with `board`, whose off squares changed
    /// at `edits` since epoch `epoch` began: a rebuild when the epoch is
    /// new, else one block per edited square. A rebuild counts at most
    /// [`CELLS_PER_SYNC`] cells a call (at least a pixel row), the rows
    /// above first: [`WallPixels::pending`] says when more calls are
    /// needed (the painter asks for another frame). `None` while the board
    /// has no walls and never had any.
    pub fn sync(&mut self, board: &Board, epoch: u64, edits: &[Square], colour: [u8; 4]) -> Option<&mut BlockRaster> {
        if self.epoch != epoch || self.applied > edits.len() || self.raster.is_none() {
            self.epoch = epoch;
            self.applied = edits.len();
            self.raster = board
                .has_off()
                .then(|| BlockRaster::new(board.rows(), board.cols(), colour));
            self.built = 0;
        }
        let raster = self.raster.as_mut()?;
        // Edits in rows not yet counted are read from the board when they are.
        for &s in &edits[self.applied..] {
            if raster.pixel(s).is_some_and(|(_, y)| y < self.built) {
                raster.recount(s, |q| board.contains(q) && !board.is_on(q));
            }
        }
        self.applied = edits.len();
        let row_cells = u64::from(raster.block) * u64::from(raster.cols);
        let rows = (CELLS_PER_SYNC / row_cells.max(1)).max(1);
        let end = (u64::from(self.built) + rows).min(u64::from(raster.height)) as u32;
        for y in self.built..end {
            raster.count_row_of(board, y);
        }
        self.built = end;
        Some(raster)
    }

    /// Whether the image is still being rebuilt (call [`WallPixels::sync`]
    /// again, on the next frame).
    pub fn pending(&self) -> bool {
        self.raster.as_ref().is_some_and(|r| self.built < r.height)
    }
}
