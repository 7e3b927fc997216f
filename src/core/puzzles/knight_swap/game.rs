//! A validated knight-swap position: on squares numbered `0..n`, knight
//! moves between them as bit sets, start and goal as pairs of bit sets.

use crate::core::board::{Board, Piece, Square};
use crate::core::request::{RequestError, Step};
use crate::core::words::{at, grouped};

/// A position: bit sets of white and black knights over on-square ids.
pub(super) type Bitboards = (u64, u64);

/// A validated puzzle: on squares numbered `0..n`, knight moves between
/// them, start and goal positions.
pub(super) struct Game {
    pub(super) squares: Vec<Square>,
    /// `moves[i]`: bit set of the squares a knight on `i` attacks.
    pub(super) moves: Vec<u64>,
    /// Knight distances between on squares, ignoring pieces (`u8::MAX` when
    /// unreachable).
    pub(super) dist: Vec<Vec<u8>>,
    pub(super) start: Bitboards,
    pub(super) goal: Bitboards,
}

pub(super) fn bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

/// The most on squares a knight-swap board may have (the state packs
/// the knights into bit sets of 64 squares).
pub const MAX_SQUARES: usize = 64;

/// The error for a board of `count` on squares (e.g. "100000000 on
/// squares"), past [`MAX_SQUARES`].
pub(super) fn too_many_squares(count: &str) -> RequestError {
    RequestError::new(format!("board: {count}; knight-swap allows at most {MAX_SQUARES}"))
}

/// Refuses a board of more than [`MAX_SQUARES`] on squares, counted
/// without walking its squares ([`Board::on_count`]).
///
/// # Errors
/// "board: 100,000,000 on squares; knight-swap allows at most 64".
pub(super) fn check_squares(board: &Board) -> Result<(), RequestError> {
    let on = board.on_count();
    if on > MAX_SQUARES as u64 {
        return Err(too_many_squares(&format!("{on} on squares")));
    }
    Ok(())
}

impl Game {
    pub(super) fn new(board: &Board, goal: &Board) -> Result<Game, RequestError> {
        check_squares(board)?;
        if (goal.rows(), goal.cols()) != (board.rows(), board.cols()) {
            return Err(RequestError::new(format!(
                "goal: the goal is {} × {} but the position is {} × {}",
                grouped(goal.rows()),
                grouped(goal.cols()),
                grouped(board.rows()),
                grouped(board.cols())
            )));
        }
        for (name, b) in [("board", board), ("goal", goal)] {
            if let Some((s, p)) = b
                .pieces()
                .find(|(_, p)| !matches!(p, Piece::WhiteKnight | Piece::BlackKnight))
            {
                return Err(RequestError::new(format!(
                    "{name}: square {}: knight-swap takes only knights (N, n), not '{}'",
                    at(s),
                    p.symbol()
                )));
            }
        }
        let mut squares = Vec::new();
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                let s = [r, c];
                if board.is_on(s) != goal.is_on(s) {
                    let (on, off) = if board.is_on(s) {
                        ("position", "goal")
                    } else {
                        ("goal", "position")
                    };
                    return Err(RequestError::new(format!(
                        "goal: square {} is on in the {on} but off in the {off}: both must have the same off squares",
                        at(s)
                    )));
                }
                if board.is_on(s) {
                    squares.push(s);
                }
            }
        }
        // (At most MAX_SQUARES: `check_squares` counted them above, and the
        // goal has the same off squares.)
        for piece in [Piece::WhiteKnight, Piece::BlackKnight] {
            let (have, want) = (board.count(piece), goal.count(piece));
            if have != want {
                let name = if piece == Piece::WhiteKnight { "white" } else { "black" };
                return Err(RequestError::new(format!(
                    "goal: the goal has {want} {name} knights but the position has {have}"
                )));
            }
        }
        let id = |s: Square| squares.iter().position(|&q| q == s);
        let moves: Vec<u64> = squares
            .iter()
            .map(|&s| board.leaps(s).filter_map(id).fold(0, |m, i| m | 1u64 << i))
            .collect();
        let dist = (0..squares.len()).map(|i| distances(&moves, i)).collect();
        let position = |b: &Board| -> Bitboards {
            let mut st = (0u64, 0u64);
            for (s, p) in b.pieces() {
                if let Some(i) = id(s) {
                    match p {
                        Piece::WhiteKnight => st.0 |= 1 << i,
                        _ => st.1 |= 1 << i,
                    }
                }
            }
            st
        };
        Ok(Game {
            start: position(board),
            goal: position(goal),
            squares,
            moves,
            dist,
        })
    }

    /// A reason the goal is unreachable because some connected component of
    /// the knight's graph holds different numbers of a colour in the start
    /// and the goal (knights never leave their component).
    pub(super) fn component_mismatch(&self) -> Option<String> {
        let mut seen = 0u64;
        for i in 0..self.squares.len() {
            if seen >> i & 1 == 1 {
                continue;
            }
            let comp = self.dist[i]
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d != u8::MAX)
                .fold(0u64, |m, (j, _)| m | 1 << j);
            seen |= comp;
            for (name, s, g) in [
                ("white", self.start.0, self.goal.0),
                ("black", self.start.1, self.goal.1),
            ] {
                let (have, want) = ((s & comp).count_ones(), (g & comp).count_ones());
                if have != want {
                    let [r, c] = self.squares[i];
                    return Some(format!(
                        "knights never leave their part of the knight's graph: the part containing {} ({} squares) holds {have} {name} knights in the position but {want} in the goal",
                        at([r, c]),
                        comp.count_ones()
                    ));
                }
            }
        }
        None
    }

    pub(super) fn successors(&self, &(w, b): &Bitboards, out: &mut Vec<Bitboards>) {
        let empty = !(w | b);
        for i in bits(w) {
            for j in bits(self.moves[i] & empty) {
                out.push((w ^ (1 << i) ^ (1 << j), b));
            }
        }
        for i in bits(b) {
            for j in bits(self.moves[i] & empty) {
                out.push((w, b ^ (1 << i) ^ (1 << j)));
            }
        }
    }

    /// The move from position `a` to position `b` (one knight moved).
    pub(super) fn step(&self, a: Bitboards, b: Bitboards) -> Step {
        let moved = |x: u64, y: u64| (x & !y, y & !x);
        let (from, to) = if a.0 == b.0 { moved(a.1, b.1) } else { moved(a.0, b.0) };
        Step {
            from: self.squares[from.trailing_zeros() as usize % self.squares.len()],
            to: self.squares[to.trailing_zeros() as usize % self.squares.len()],
            over: None,
        }
    }
}

/// BFS distances in knight moves from square `from` over the move sets.
fn distances(moves: &[u64], from: usize) -> Vec<u8> {
    let mut dist = vec![u8::MAX; moves.len()];
    dist[from] = 0;
    let mut frontier = 1u64 << from;
    let mut seen = frontier;
    let mut d = 0u8;
    while frontier != 0 {
        d += 1;
        let next = bits(frontier).fold(0u64, |m, i| m | moves[i]) & !seen;
        for j in bits(next) {
            dist[j] = d;
        }
        seen |= next;
        frontier = next;
    }
    dist
}
