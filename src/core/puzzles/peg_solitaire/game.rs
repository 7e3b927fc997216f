//! The rules as bit sets: the board's holes numbered `0..n` (at most 64,
//! row-major), every jump as three bit masks, the finish, and the board's
//! symmetries that keep the jumps and the finish.
//!
//! A position is a `u64` whose bit `i` is set when hole `i` holds a peg, so
//! a jump is a test and an exclusive or: `from` and `over` full, `to`
//! empty; afterwards `from` and `over` are empty and `to` is full.

use crate::core::board::{Board, Cell, Grid, Piece, Square};
use crate::core::notation;
use crate::core::request::{Finish, Request, RequestError, Step};
use crate::core::words::{at, grouped};

/// The most holes a board may have: a position is one `u64`.
pub const MAX_HOLES: usize = 64;

/// One jump: the peg on `from` jumps over `over` into `to` (hole numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    /// Hole the peg leaves.
    pub from: u8,
    /// Hole of the jumped peg, which is removed.
    pub over: u8,
    /// Hole the peg lands in.
    pub to: u8,
    /// `from | over` as bits: both must hold pegs.
    pub full: u64,
    /// `to` as a bit: must be empty.
    pub empty: u64,
}

impl Jump {
    /// Whether the jump is legal in `pos`.
    #[inline]
    pub fn legal(&self, pos: u64) -> bool {
        pos & self.full == self.full && pos & self.empty == 0
    }

    /// The position after the jump (which must be legal).
    #[inline]
    pub fn apply(&self, pos: u64) -> u64 {
        pos ^ self.full ^ self.empty
    }
}

/// What the last position must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// One peg, on any hole of the mask.
    One(u64),
    /// Exactly this position.
    Position(u64),
}

impl Target {
    /// How many pegs the last position has.
    pub fn pegs(self) -> u32 {
        match self {
            Target::One(_) => 1,
            Target::Position(p) => p.count_ones(),
        }
    }

    /// Whether `pos` (with [`Target::pegs`] pegs) is a finish.
    #[inline]
    pub fn accepts(self, pos: u64) -> bool {
        match self {
            Target::One(mask) => pos.count_ones() == 1 && pos & mask != 0,
            Target::Position(p) => pos == p,
        }
    }

    /// Holes where a peg may stand at the finish.
    pub fn holes(self) -> u64 {
        match self {
            Target::One(mask) => mask,
            Target::Position(p) => p,
        }
    }
}

/// A validated request: holes, jumps, start, target and symmetries.
#[derive(Clone, Debug)]
pub struct Game {
    /// The square of each hole, row-major.
    pub holes: Vec<Square>,
    /// Every jump on the board, pegs ignored.
    pub jumps: Vec<Jump>,
    /// `by_from[i]`: indices into `jumps` of the jumps leaving hole `i`.
    pub by_from: Vec<Vec<u16>>,
    /// The start position.
    pub start: u64,
    /// The finish.
    pub target: Target,
    /// All holes as bits.
    pub all: u64,
    /// Symmetries of the board that map jumps to jumps and keep the
    /// target, as permutations of hole numbers (the identity first).
    pub symmetries: Vec<Vec<u8>>,
    /// The directions jumps go in, `(Δrow, Δcol)`, one of each pair.
    pub directions: Vec<(i32, i32)>,
    /// The grid.
    pub grid: Grid,
}

/// The jump directions of a grid, one of each opposite pair (docs/NOTATION.md:
/// a triangle's row `r` cell `k` neighbours `(r, k±1)`, `(r±1, k)`,
/// `(r+1, k+1)`, `(r-1, k-1)`).
pub(super) fn directions(grid: Grid, diagonal: bool) -> Vec<(i32, i32)> {
    match (grid, diagonal) {
        (Grid::Triangle, _) => vec![(0, 1), (1, 0), (1, 1)],
        (Grid::Square, false) => vec![(0, 1), (1, 0)],
        (Grid::Square, true) => vec![(0, 1), (1, 0), (1, 1), (1, -1)],
    }
}

fn err(message: impl Into<String>) -> RequestError {
    RequestError::new(message)
}

impl Game {
    /// Reads and checks a request whose board is `board`.
    ///
    /// # Errors
    /// A [`RequestError`] naming the fault: a piece other than a peg, more
    /// than [`MAX_HOLES`] holes, no peg, `diagonal` on a triangle, a finish
    /// that is not a hole, `"start"` without exactly one empty hole, a
    /// goal of another size or with other holes, both `goal` and `finish`.
    pub fn new(board: &Board, request: &Request) -> Result<Game, RequestError> {
        Game::build(board, request.diagonal == Some(true), |holes, start| {
            target(request, board, holes, start)
        })
    }

    /// A game on `board` whose jumps go along the grid's directions (a
    /// square grid's diagonals too with `diagonal`) and whose finish is
    /// `finish(holes, start)`, given the holes (row-major) and the start
    /// position: what [`Game::new`] reads from a request, or, for the
    /// coach, the finish of a position being played.
    ///
    /// # Errors
    /// As for [`Game::new`], and the error of `finish`.
    pub fn build(
        board: &Board,
        diagonal: bool,
        finish: impl FnOnce(&[Square], u64) -> Result<Target, RequestError>,
    ) -> Result<Game, RequestError> {
        let grid = board.grid();
        if grid == Grid::Triangle && diagonal {
            return Err(err(
                "diagonal: only square grids have diagonal jumps (a triangle's six directions are all used already)",
            ));
        }
        if let Some((s, p)) = board.pieces().find(|&(_, p)| p != Piece::Peg) {
            return Err(err(format!(
                "board: square {}: peg solitaire takes only pegs (o), not '{}'",
                at(s),
                p.symbol()
            )));
        }
        // Count the holes exactly on boards small enough to walk; on larger
        // ones the cells of the grid less the off ones (never below 64 for
        // a board that size unless nearly all of it is off).
        let cells = if board.len() <= 1 << 16 {
            board.on_squares().count() as u64
        } else {
            let rows = u64::from(board.rows());
            let grid = if grid == Grid::Triangle {
                rows * (rows + 1) / 2
            } else {
                board.len()
            };
            grid.saturating_sub(board.off_squares().take(1 << 20).count() as u64)
        };
        if cells > MAX_HOLES as u64 {
            return Err(err(format!(
                "board: {} holes; peg solitaire takes at most {MAX_HOLES} (turn holes off with #)",
                grouped(cells)
            )));
        }
        let holes: Vec<Square> = board.on_squares().collect();
        let number = |s: Square| holes.binary_search(&s).ok();
        let mut start = 0u64;
        for (s, _) in board.pieces() {
            if let Some(i) = number(s) {
                start |= 1 << i;
            }
        }
        if start == 0 {
            return Err(err("board: there are no pegs (o) to jump"));
        }
        let all = if holes.len() == 64 {
            u64::MAX
        } else {
            (1u64 << holes.len()) - 1
        };
        let dirs = directions(grid, diagonal);
        let mut jumps = Vec::new();
        for (i, &s) in holes.iter().enumerate() {
            for &(dr, dc) in &dirs {
                for sign in [1, -1] {
                    let (dr, dc) = (dr * sign, dc * sign);
                    let over = board.offset(s, dr, dc).and_then(number);
                    let to = board.offset(s, 2 * dr, 2 * dc).and_then(number);
                    if let (Some(o), Some(t)) = (over, to) {
                        jumps.push(Jump {
                            from: i as u8,
                            over: o as u8,
                            to: t as u8,
                            full: 1 << i | 1 << o,
                            empty: 1 << t,
                        });
                    }
                }
            }
        }
        let mut by_from = vec![Vec::new(); holes.len()];
        for (k, j) in jumps.iter().enumerate() {
            by_from[j.from as usize].push(k as u16);
        }
        let target = finish(&holes, start)?;
        let mut game = Game {
            holes,
            jumps,
            by_from,
            start,
            target,
            all,
            symmetries: Vec::new(),
            directions: dirs,
            grid,
        };
        game.symmetries = game.find_symmetries();
        Ok(game)
    }

    /// Number of holes.
    pub fn len(&self) -> usize {
        self.holes.len()
    }

    /// Whether the board has no hole (never true for a made game).
    pub fn is_empty(&self) -> bool {
        self.holes.is_empty()
    }

    /// The jump as an answer step.
    pub fn step(&self, jump: &Jump) -> Step {
        Step {
            from: self.holes[jump.from as usize],
            to: self.holes[jump.to as usize],
            over: Some(self.holes[jump.over as usize]),
        }
    }

    /// Candidate symmetries of the drawing (8 of the square on the holes'
    /// bounding box, 6 of the equilateral triangle): for each, the image
    /// of every hole, `None` where it falls outside the grid.
    fn candidate_images(&self) -> Vec<Vec<Option<Square>>> {
        let r0 = self.holes.iter().map(|s| s[0]).min().unwrap_or(0);
        let r1 = self.holes.iter().map(|s| s[0]).max().unwrap_or(0);
        let c0 = self.holes.iter().map(|s| s[1]).min().unwrap_or(0);
        let c1 = self.holes.iter().map(|s| s[1]).max().unwrap_or(0);
        let back = |r: i64, c: i64, dr: u32, dc: u32| -> Option<Square> {
            Some([
                u32::try_from(r + i64::from(dr)).ok()?,
                u32::try_from(c + i64::from(dc)).ok()?,
            ])
        };
        match self.grid {
            Grid::Square => {
                // Coordinates inside the bounding box, `h × w`, then back.
                let (h, w) = (i64::from(r1 - r0), i64::from(c1 - c0));
                (0..8)
                    .map(|m| {
                        self.holes
                            .iter()
                            .map(|s| {
                                let (r, c) = (i64::from(s[0] - r0), i64::from(s[1] - c0));
                                let (r, c) = match m {
                                    0 => (r, c),
                                    1 => (h - r, c),
                                    2 => (r, w - c),
                                    3 => (h - r, w - c),
                                    4 => (c, r),
                                    5 => (w - c, h - r),
                                    6 => (c, h - r),
                                    _ => (w - c, r),
                                };
                                back(r, c, r0, c0)
                            })
                            .collect()
                    })
                    .collect()
            }
            Grid::Triangle => {
                // Barycentric coordinates (k, r - k, n - r), permuted.
                let n = i64::from(r1);
                let perms: [[usize; 3]; 6] = [[0, 1, 2], [1, 0, 2], [2, 1, 0], [0, 2, 1], [1, 2, 0], [2, 0, 1]];
                perms
                    .into_iter()
                    .map(|p| {
                        self.holes
                            .iter()
                            .map(|s| {
                                let (r, k) = (i64::from(s[0]), i64::from(s[1]));
                                let b = [k, r - k, n - r];
                                back(n - b[p[2]], b[p[0]], 0, 0)
                            })
                            .collect()
                    })
                    .collect()
            }
        }
    }

    /// The symmetries that map holes to holes, jumps to jumps and the
    /// target to itself.
    fn find_symmetries(&self) -> Vec<Vec<u8>> {
        let number = |s: Square| self.holes.binary_search(&s).ok();
        let jump_set: rustc_hash::FxHashSet<(u8, u8, u8)> = self.jumps.iter().map(|j| (j.from, j.over, j.to)).collect();
        let mut found: Vec<Vec<u8>> = Vec::new();
        for images in self.candidate_images() {
            let Some(perm) = images
                .into_iter()
                .map(|s| s.and_then(number).map(|i| i as u8))
                .collect::<Option<Vec<u8>>>()
            else {
                continue;
            };
            let keeps_jumps = self
                .jumps
                .iter()
                .all(|j| jump_set.contains(&(perm[j.from as usize], perm[j.over as usize], perm[j.to as usize])));
            let keeps_target = permute(&perm, self.target.holes()) == self.target.holes();
            if keeps_jumps && keeps_target && !found.contains(&perm) {
                found.push(perm);
            }
        }
        found
    }
}

/// `set` with each bit `i` moved to `perm[i]`.
pub fn permute(perm: &[u8], set: u64) -> u64 {
    holes_of(set).fold(0, |out, i| out | 1u64 << perm[i])
}

/// The holes (bit indices) of `set`, lowest first.
pub fn holes_of(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

/// The finish of a request as a [`Target`].
fn target(request: &Request, board: &Board, holes: &[Square], start: u64) -> Result<Target, RequestError> {
    let all = if holes.len() == 64 {
        u64::MAX
    } else {
        (1u64 << holes.len()) - 1
    };
    let number = |s: Square| holes.binary_search(&s).ok();
    if let Some(text) = &request.goal {
        if request.finish.is_some() {
            return Err(err("give either `finish` or a `goal` position, not both"));
        }
        let goal = notation::parse(text, board.grid()).map_err(|e| err(format!("goal: {e}")))?;
        if (goal.rows(), goal.cols()) != (board.rows(), board.cols()) {
            return Err(err(format!(
                "goal: the goal is {} × {} but the position is {} × {}",
                grouped(goal.rows()),
                grouped(goal.cols()),
                grouped(board.rows()),
                grouped(board.cols())
            )));
        }
        let mut pos = 0u64;
        for r in 0..board.rows() {
            for c in 0..board.row_len(r) {
                let s = [r, c];
                match (board.is_on(s), goal.get(s)) {
                    (true, Cell::Off) | (false, Cell::Empty | Cell::Piece(_)) => {
                        return Err(err(format!(
                            "goal: square {} is {} in the goal but not in the position: both must have the same holes",
                            at(s),
                            if board.is_on(s) { "off" } else { "a hole" }
                        )));
                    }
                    (_, Cell::Piece(Piece::Peg)) => pos |= 1 << number(s).unwrap_or(0),
                    (_, Cell::Piece(p)) => {
                        return Err(err(format!(
                            "goal: square {}: peg solitaire takes only pegs (o), not '{}'",
                            at(s),
                            p.symbol()
                        )));
                    }
                    _ => {}
                }
            }
        }
        if pos == 0 {
            return Err(err("goal: the goal has no peg; at least one peg always remains"));
        }
        return Ok(Target::Position(pos));
    }
    match &request.finish {
        None => Ok(Target::One(all)),
        Some(Finish::Word(w)) if w == "anywhere" => Ok(Target::One(all)),
        Some(Finish::Word(w)) if w == "start" => {
            let empty = all & !start;
            if empty.count_ones() != 1 {
                return Err(err(format!(
                    "finish \"start\" means the hole that was empty at the start, so the board needs exactly one empty hole; it has {}",
                    empty.count_ones()
                )));
            }
            Ok(Target::One(empty))
        }
        Some(Finish::Word(w)) => Err(err(format!(
            "finish: unknown {}: use \"anywhere\", \"start\" or a hole [row, col]",
            crate::core::words::quote(w)
        ))),
        Some(Finish::Square(s)) => match number(*s) {
            Some(i) => Ok(Target::One(1 << i)),
            None => Err(err(format!("finish: {} is not a hole of the board", at(*s)))),
        },
    }
}
