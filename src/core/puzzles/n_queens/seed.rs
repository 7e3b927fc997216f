//! The seed's plain backtracking (the backtracking exercise report,
//! docs/SEEDS.md, exercise 1): queen `i` goes in row `i`; rows are
//! filled top to bottom, columns tried left to right, and `Safe` compares the
//! new queen with every queen of the rows above for a shared column or
//! diagonal. No bit masks, no symmetry: it is here so that a course can
//! compare its node counts and times with the bit-mask search.
//!
//! Two extensions, so that it answers the same positions: a row that holds
//! a queen already tries only that queen's column (and `Safe` also compares
//! with the placed queens below), and off squares are skipped.
//!
//! Written iteratively (one "next column" per row) rather than recursively,
//! so that no board size can overflow the stack.

use super::search::{Bitboard, Found, Goal};
use crate::core::search::trace::EventKind;
use crate::core::search::Meter;

fn attacks(a: (usize, u32), b: (usize, u32)) -> bool {
    a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1) as usize
}

/// Searches `field` for `goal` (a split count is not offered: `split` is
/// ignored); as [`super::search::search`], with the seed's node
/// definition: a call of `Backtrack(State, Row)` with `Row < n`.
///
/// Records into the meter's recorder a [`EventKind::Place`] event for each
/// queen placed (the cell `row * n + col`, queens already on the board
/// included, as the seed places them too) and a [`EventKind::Remove`] for
/// each taken back. With [`Goal::One`] the events replay to the solution.
///
/// Kept as one function of about 75 lines on purpose: it follows the
/// seed's `Backtrack(State, Row)` with a next column a row (`next`)
/// instead of recursion, and those and the state are the loop's locals
/// (the loop is the hot one).
pub fn search(field: &Bitboard, goal: Goal, meter: &mut Meter<'_, '_>) -> Found {
    let (budget, stats, rec) = meter.parts();
    let n = field.n() as usize;
    let cell = |row: usize, col: u32| row as u32 * n as u32 + col;
    let fixed: Vec<(usize, u32)> = (0..n).filter_map(|r| field.fixed(r).map(|c| (r, c))).collect();
    let safe = |state: &[u32], row: usize, col: u32| {
        field.is_on(row, col)
            && field.fixed(row).is_none_or(|c| c == col)
            && (0..row).all(|i| !attacks((i, state[i]), (row, col)))
            && fixed.iter().all(|&(r, c)| r <= row || !attacks((r, c), (row, col)))
    };
    let mut found = Found::default();
    let mut state = vec![0u32; n];
    // next[r]: the next column to try in row r.
    let mut next = vec![0u32; n + 1];
    let mut row = 0usize;
    if budget.expand(stats).is_err() {
        found.limit = true;
        return found;
    }
    loop {
        if row == n {
            let stop = match goal {
                Goal::One => {
                    found.solutions.push(state.clone());
                    true
                }
                Goal::All { max } if found.solutions.len() >= max => {
                    found.more = true;
                    true
                }
                Goal::All { .. } => {
                    found.solutions.push(state.clone());
                    false
                }
                Goal::Count { .. } => {
                    found.count += 1;
                    false
                }
            };
            if stop {
                return found;
            }
            row -= 1;
            rec.event(EventKind::Remove, cell(row, state[row]));
            continue;
        }
        let from = next[row];
        match (from..n as u32).find(|&c| safe(&state, row, c)) {
            Some(c) => {
                stats.generated += 1;
                state[row] = c;
                rec.event(EventKind::Place, cell(row, c));
                next[row] = c + 1;
                row += 1;
                if row < n {
                    next[row] = 0;
                    if budget.expand(stats).is_err() {
                        found.limit = true;
                        return found;
                    }
                }
            }
            None => {
                if row == 0 {
                    return found;
                }
                row -= 1;
                rec.event(EventKind::Remove, cell(row, state[row]));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::n_queens::{search as bits, KNOWN};
    use crate::core::search::trace::Recorder;
    use crate::core::search::{Budget, Stats};

    #[test]
    fn agrees_with_the_bit_mask_search() {
        for n in 1..=8u32 {
            let field = Bitboard::new(n, &[], &[]);
            let mut stats = Stats::default();
            let count = search(
                &field,
                Goal::Count { split: None },
                &mut Meter::new(&mut Budget::new(u64::MAX, 1e12), &mut stats, &mut Recorder::off()),
            );
            assert_eq!(count.count, KNOWN[n as usize], "n = {n}");
        }
        let field = Bitboard::new(8, &[[3, 3], [3, 4], [4, 3], [4, 4]], &[[0, 2]]);
        let mut stats = Stats::default();
        let mine = search(
            &field,
            Goal::All { max: 100 },
            &mut Meter::new(&mut Budget::new(u64::MAX, 1e12), &mut stats, &mut Recorder::off()),
        );
        let theirs = bits::search(
            &field,
            Goal::All { max: 100 },
            &mut Meter::new(
                &mut Budget::new(u64::MAX, 1e12),
                &mut Stats::default(),
                &mut Recorder::off(),
            ),
        );
        assert_eq!(mine, theirs);
        assert!(!mine.solutions.is_empty());
    }

    #[test]
    fn first_solution_of_8_is_the_lexicographic_one_and_limits_hold() {
        let field = Bitboard::new(8, &[], &[]);
        let mut stats = Stats::default();
        let one = search(
            &field,
            Goal::One,
            &mut Meter::new(&mut Budget::new(u64::MAX, 1e12), &mut stats, &mut Recorder::off()),
        );
        assert_eq!(one.solutions, vec![vec![0, 4, 7, 5, 2, 6, 1, 3]]);
        // 113 partial placements, 114 nodes with the solution itself.
        assert_eq!(stats.expanded, 113);
        let mut stats = Stats::default();
        let cut = search(
            &field,
            Goal::Count { split: None },
            &mut Meter::new(&mut Budget::new(50, 1e12), &mut stats, &mut Recorder::off()),
        );
        assert!(cut.limit);
    }
}
