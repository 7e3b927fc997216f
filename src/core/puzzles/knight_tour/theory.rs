//! Theorems that decide whether a tour exists without searching.
//!
//! Each function returns `Some(reason)` — a sentence naming the theorem and
//! its source — when it proves that no tour exists, and `None` when it
//! proves nothing. Sides are `(rows, cols)` of a full rectangle; the
//! functions order them themselves (`m ≤ n`).
//!
//! - Closed tours on full boards: Schwenk, "Which rectangular chessboards
//!   have a knight's tour?", *Mathematics Magazine* 64 (1991) 325–332.
//! - Open tours on full boards: Conrad, Hindrichs, Morsy & Wegener,
//!   "Solution of the knight's Hamiltonian path problem on chessboards",
//!   *Discrete Applied Mathematics* 50 (1994) 125–134.
//! - Colour counting: a knight always changes the colour of its square, so a
//!   tour alternates colours (the argument used throughout both papers);
//!   every other leaper alternates the two colours of its own 2-colouring
//!   ([`Leaper::colour`](crate::core::board::Leaper::colour)).
//! - Invariants of other leapers ([`invariant`]): a colour-bound leaper
//!   (`a + b` even, such as the camel) never leaves its colour, and every
//!   leaper keeps its row and column modulo `gcd(a, b)`: a board holding
//!   squares of two such classes has no tour.
//! - Outer rows of a 4 × n board: the argument of Louis Pósa for 4 × n
//!   (reported by Yaglom & Yaglom, and in Schwenk's paper) extended here to
//!   open tours; see [`four_rows`].

use super::region::Region;
use crate::core::words;

fn sorted(rows: u32, cols: u32) -> (u32, u32) {
    (rows.min(cols), rows.max(cols))
}

/// Schwenk's theorem: a full `m × n` board (`m ≤ n`) has a closed knight's
/// tour unless `m` and `n` are both odd, or `m ∈ {1, 2, 4}`, or `m = 3` and
/// `n ∈ {4, 6, 8}`.
pub(super) fn schwenk(rows: u32, cols: u32) -> Option<String> {
    let (m, n) = sorted(rows, cols);
    let why = if m % 2 == 1 && n % 2 == 1 {
        "both sides are odd, so the board has an odd number of squares, but a closed tour alternates colours and needs as many of one colour as of the other"
    } else if m == 1 || m == 2 || m == 4 {
        "a side of 1, 2 or 4 squares never has one"
    } else if m == 3 && matches!(n, 4 | 6 | 8) {
        "3 × 4, 3 × 6 and 3 × 8 have none"
    } else {
        return None;
    };
    Some(format!(
        "no closed tour exists on a {rows} × {cols} board: {why} (Schwenk's theorem, Mathematics Magazine 64, 1991)",
        rows = words::grouped(rows),
        cols = words::grouped(cols)
    ))
}

/// Conrad et al.: a full `m × n` board (`m ≤ n`, more than one square) has an
/// open knight's tour unless `m = 1`, `m = 2`, `m = 3` with `n ∈ {3, 5, 6}`,
/// or `m = n = 4`.
pub(super) fn conrad(rows: u32, cols: u32) -> Option<String> {
    let (m, n) = sorted(rows, cols);
    let none = match m {
        1 => n > 1,
        2 => true,
        3 => matches!(n, 3 | 5 | 6),
        4 => n == 4,
        _ => false,
    };
    none.then(|| {
        format!(
            "no knight's tour of any kind exists on a {rows} × {cols} board (Conrad, Hindrichs, Morsy & Wegener, Discrete Applied Mathematics 50, 1994: boards of width 1 or 2, 3 × 3, 3 × 5, 3 × 6 and 4 × 4 have none)",
            rows = words::grouped(rows),
            cols = words::grouped(cols)
        )
    })
}

/// Colour counting on any board: a knight's move always changes the colour
/// of the square, so a tour alternates colours. A closed tour needs equal
/// numbers of squares of each colour; an open tour needs the counts to
/// differ by at most one, and, when they differ, starts (and ends) on the
/// colour that has more.
pub(super) fn colour(region: &Region, start: u32, closed: bool) -> Option<String> {
    let mut counts = [0usize; 2];
    for i in region.on_cells() {
        counts[region.colour(i) as usize] += 1;
    }
    let [a, b] = counts;
    let name = |c: u32| if c == 0 { "light" } else { "dark" };
    let rule = region.leaper.colour_rule();
    let diff = a.abs_diff(b);
    let piece = region.piece();
    if closed && diff != 0 && region.count > 1 {
        return Some(format!(
            "no closed tour: the board has {a} light and {b} dark squares (light = {rule} even), but a {piece} alternates colours, so a closed tour needs equally many of each (colour counting)",
            a = words::grouped(a),
            b = words::grouped(b)
        ));
    }
    if diff > 1 {
        return Some(format!(
            "no tour: the board has {a} light and {b} dark squares (light = {rule} even), but a {piece} alternates colours, so the counts of a tour's squares differ by at most one (colour counting)",
            a = words::grouped(a),
            b = words::grouped(b)
        ));
    }
    if diff == 1 {
        let more = if a > b { 0 } else { 1 };
        let c = region.colour(start);
        if c != more {
            let s = region.square(start);
            return Some(format!(
                "no tour from {}: the board has {a} light and {b} dark squares (light = {rule} even); a {piece} alternates colours, so a tour of an odd number of squares starts and ends on the colour that has more, {}, but the start is {} (colour counting)",
                words::at(s),
                name(more),
                name(c),
                a = words::grouped(a),
                b = words::grouped(b)
            ));
        }
    }
    None
}

/// The invariants of a leaper other than the knight (which has none): the
/// first on square and any square that no sequence of its moves can join
/// to it on any board, with the reason (colour-bound, or a different row or
/// column modulo `gcd(a, b)`).
pub(super) fn invariant(region: &Region) -> Option<String> {
    let leaper = region.leaper;
    if leaper.is_knight() {
        return None;
    }
    let first = region.on_cells().next()?;
    let s = region.square(first);
    region.on_cells().find_map(|i| {
        let t = region.square(i);
        leaper.separated(s, t).map(|why| {
            format!(
                "no tour by the {}: squares {} and {} are both on the board, but no sequence of moves joins them: {why}",
                leaper.words(),
                words::at(s),
                words::at(t)
            )
        })
    })
}

/// The outer rows of a full `4 × n` board: no open tour starts on one of the
/// two middle rows.
///
/// Proof: a knight on an outer row (the first or last) can only move to a
/// middle row, and there are `2n` squares of each kind. Cut the tour's `4n`
/// squares into `2n` consecutive pairs; no pair holds two outer squares, so
/// each holds exactly one, and since no two outer squares are consecutive,
/// the pairs read (outer, middle) up to some point and (middle, outer)
/// after it. Outer squares thus sit at even positions before that point and
/// odd positions after it, and a knight alternates colours, so each part
/// holds the outer squares of one colour: `n` each. Both parts are
/// non-empty, so the tour starts (and ends) on an outer row. With no break
/// at all this is Pósa's proof that `4 × n` has no closed tour.
pub(super) fn four_rows(region: &Region, start: u32) -> Option<String> {
    if !region.is_full() {
        return None;
    }
    let (r, c) = region.rc(start);
    let middle = if region.rows == 4 {
        r == 1 || r == 2
    } else if region.cols == 4 {
        c == 1 || c == 2
    } else {
        return None;
    };
    let s = region.square(start);
    middle.then(|| {
        format!(
            "no tour from {} on a {} × {} board: an outer-line square (first or last of the 4 lines) only reaches the two middle lines, which forces every tour to start and end on an outer line (Pósa's argument for 4 × n, as in Schwenk 1991, applied to open tours)",
            words::at(s),
            words::grouped(region.rows),
            words::grouped(region.cols)
        )
    })
}

/// Degrees and connectivity on any board: a square no knight can reach, a
/// start cut off from other squares, too many dead ends.
///
/// In a tour every square but the two ends has two neighbours on the tour;
/// so a closed tour needs every square to have at least two knight moves,
/// an open tour allows at most two squares with one move (and they are its
/// ends, so the start must be one of them when there are two), and every
/// square must be reachable from the start.
pub(super) fn graph(region: &Region, start: u32, closed: bool) -> Option<String> {
    if region.count <= 1 {
        return None;
    }
    let at = |i: u32| words::at(region.square(i));
    let mut ones = Vec::new();
    for i in region.on_cells() {
        match region.degree(i) {
            0 => {
                return Some(format!(
                    "no tour: no {} move reaches or leaves square {}",
                    region.piece(),
                    at(i)
                ))
            }
            1 if closed => {
                return Some(format!(
                "no closed tour: square {} has only one knight move, but a closed tour enters and leaves every square",
                at(i)
            ))
            }
            1 => ones.push(i),
            _ => {}
        }
    }
    if ones.len() > 2 {
        return Some(format!(
            "no tour: squares {}, {} and {} each have only one knight move, so each would have to be an end of the tour, but a tour has two ends",
            at(ones[0]),
            at(ones[1]),
            at(ones[2])
        ));
    }
    if ones.len() == 2 && !ones.contains(&start) {
        return Some(format!(
            "no tour from {}: squares {} and {} have only one knight move each, so they must be the tour's two ends",
            at(start),
            at(ones[0]),
            at(ones[1])
        ));
    }
    // Connectivity: every on square reachable from the start.
    let mut seen = vec![false; region.cells()];
    let mut stack = vec![start];
    if let Some(s) = seen.get_mut(start as usize) {
        *s = true;
    }
    let mut reached = 1usize;
    let mut out = [0u32; 8];
    while let Some(i) = stack.pop() {
        let n = region.moves(i, &mut out);
        for &j in &out[..n] {
            if let Some(s) = seen.get_mut(j as usize) {
                if !*s {
                    *s = true;
                    reached += 1;
                    stack.push(j);
                }
            }
        }
    }
    if reached < region.count {
        let lost = region
            .on_cells()
            .find(|&i| !seen.get(i as usize).copied().unwrap_or(true));
        return Some(format!(
            "no tour: no sequence of {} moves leads from the start {} to square {}",
            region.piece(),
            at(start),
            lost.map_or_else(String::new, at)
        ));
    }
    None
}
