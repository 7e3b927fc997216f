//! Numbering knight-swap positions `0 .. count` (a ranking), so that BFS can
//! mark each with two bits ([`crate::core::search::two_bit`]).
//!
//! A position is a set `W` of `w` white squares and a set `B` of `b` black
//! squares among `n` on squares. Its number is
//! `rank(W) · C(n − w, b) + rank(B′)`, where `B′` renumbers the black
//! squares among the `n − w` squares not in `W`, and `rank` of a set
//! `{c₁ < c₂ < … < c_k}` is `Σ C(c_t, t)` — the combinatorial number system
//! (Knuth, *TAOCP* 4A, §7.2.1.3, Theorem L), one to one onto
//! `0 .. C(n, k)`.

use super::game::{bits, Bitboards, Game};
use crate::core::search::two_bit::Ranking;

/// `BINOMIAL[n][k]` = C(n, k) for n, k ≤ 64 (all fit in a u64: the largest,
/// C(64, 32), is about 1.8 · 10¹⁸).
static BINOMIAL: [[u64; 65]; 65] = {
    let mut t = [[0u64; 65]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// The rank of a set of squares in the combinatorial number system.
fn rank_set(set: u64) -> u64 {
    bits(set).enumerate().map(|(t, c)| BINOMIAL[c][t + 1]).sum()
}

impl Game {
    /// How many positions have this game's numbers of white and black
    /// knights: `C(n, w) · C(n − w, b)`; `None` past `u64::MAX`.
    pub(super) fn position_count(&self) -> Option<u64> {
        let n = self.squares.len();
        let w = self.start.0.count_ones() as usize;
        let b = self.start.1.count_ones() as usize;
        BINOMIAL[n][w].checked_mul(BINOMIAL[n - w][b])
    }

    /// The number of position `(W, B)` in `0 .. position_count()`.
    /// Inlined into BFS's loop, which ranks every neighbour (see
    /// [`Ranking`]).
    #[inline(always)]
    pub(super) fn rank(&self, &(w, b): &Bitboards) -> u64 {
        let free = self.squares.len() - w.count_ones() as usize;
        let b_count = b.count_ones() as usize;
        // Black squares renumbered among the squares without a white knight.
        let squeezed = bits(b).fold(0u64, |m, i| {
            let below = (w & ((1u64 << i) - 1)).count_ones() as usize;
            m | 1 << (i - below)
        });
        rank_set(w) * BINOMIAL[free][b_count] + rank_set(squeezed)
    }
}

/// BFS's ranking of positions: [`Game::rank`].
impl Ranking<Bitboards> for &Game {
    #[inline(always)]
    fn rank(&mut self, state: &Bitboards) -> u64 {
        Game::rank(self, state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::Grid;
    use crate::core::notation;
    use rustc_hash::FxHashSet;

    #[test]
    fn binomials() {
        assert_eq!(BINOMIAL[5][2], 10);
        assert_eq!(BINOMIAL[20][4], 4845);
        assert_eq!(BINOMIAL[64][32], 1_832_624_140_942_590_534);
        assert_eq!(BINOMIAL[64][64], 1);
        assert_eq!(BINOMIAL[3][5], 0);
    }

    #[test]
    fn ranks_number_every_position_once() {
        // 3 × 3 with one off square: 8 on squares, 2 white and 2 black.
        let board = notation::parse("N.N/.#./n.n", Grid::Square).unwrap();
        let game = Game::new(&board, &board).unwrap();
        assert_eq!(game.position_count(), Some(28 * 15));
        let mut seen = FxHashSet::default();
        for w in 0u64..256 {
            for b in 0u64..256 {
                if w.count_ones() == 2 && b.count_ones() == 2 && w & b == 0 {
                    let r = game.rank(&(w, b));
                    assert!(r < 28 * 15);
                    assert!(seen.insert(r), "{w:b} {b:b} → {r} twice");
                }
            }
        }
        assert_eq!(seen.len(), 28 * 15);
    }
}
