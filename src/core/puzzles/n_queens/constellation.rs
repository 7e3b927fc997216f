//! Counting the solutions of an empty `n × n` board, `4 ≤ n ≤ 32`, by
//! *start constellations*: the four queens on the board's border rows and
//! columns placed first, one constellation per class under the eight
//! symmetries of the square, and a bit-mask backtracking over the rows
//! between them.
//!
//! Every solution has exactly one queen in row 0 (column `i`), one in the
//! last row (column `j`), one in column 0 (row `k`) and one in the last
//! column (row `l`); a queen in a corner is two of these at once. These
//! four numbers are the solution's constellation. A rotation or
//! reflection of the board maps the solutions with constellation `c` one
//! to one onto those with constellation `g(c)`, so the count is the sum,
//! over one constellation of each class, of its solutions times the size
//! of its class (8, 4 or 2). The method is Preußer and Engelhardt's (the
//! Q27 project, "Putting Queens in Carry Chains, No 27", J. Signal
//! Processing Systems 88, 2017, which counted n = 27) as used by the
//! NQueensFaf counters and suzukiiichiro/N-Queens `004GCC_constellation.c`;
//! the backtracking is Richards' (1997, "Backtracking algorithms in MCPL
//! using bit patterns and recursion"): the attacked columns and diagonals
//! are three masks that shift one place per row.
//!
//! Here the four border queens' attacks on each inner row are one mask
//! per row, computed once per constellation (`open`), so the search over
//! rows `1 ..= n − 2` is one loop for every constellation: a row holding a
//! border queen (rows `k`, `l`) has that queen's square as its only open
//! square, and the last row's queen is already in place, so each open
//! square of row `n − 2` completes a solution and the search counts them
//! with one population count. The rows are stored from index `32 − n` on,
//! so that the last three searched rows are at the same indices
//! (`BOTTOM`) for every `n`.
//!
//! Splitting (`split: [k, of]`): the tasks are the constellations, in the
//! order of [`constellations`]; part `k` counts those whose index is `k`
//! modulo `of`.
//!
//! The tests check every count from `n = 4` against the plain search of
//! [`super::search`] and the published values (OEIS A000170).

use super::symmetry::Tally;
use crate::core::search::{Budget, LimitReached, Meter};

/// The smallest `n` this counter handles.
pub const MIN_N: u32 = 4;
/// The largest `n` (one `u32` bit per column).
pub const MAX_N: u32 = 32;

/// One start constellation: the border queens' squares, and the size of
/// its class under the symmetries of the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constellation {
    /// Column of the queen in row 0.
    pub i: u32,
    /// Column of the queen in row `n − 1`.
    pub j: u32,
    /// Row of the queen in column 0.
    pub k: u32,
    /// Row of the queen in column `n − 1`.
    pub l: u32,
    /// How many constellations its class holds (8, 4 or 2).
    pub weight: u32,
}

/// Per row, a mask of columns, row `r` of the `n × n` board at index
/// `r + 32 − n` (the rows of a smaller board start further in): 32 rows
/// and two more, always 0, so that a row index masked `& 31` plus 1 or 2
/// needs no bounds check.
type Rows = [u32; ROWS];
/// The length of [`Rows`].
const ROWS: usize = 34;
/// The index in [`Rows`] of the first of the last three searched rows
/// (row `n − 4`): they are at 28, 29 and 30, and row `n − 1` at 31, for
/// every `n`.
const BOTTOM: u32 = 28;
/// The mask of the column bits above the board's `n` (none when
/// `n = 32`), with which a search's column mask starts: its population
/// count is then the index in [`Rows`] of the next row to fill.
fn above(n: u32) -> u32 {
    u32::MAX.checked_shl(n).unwrap_or(0)
}

/// The border queens' squares as `[row, col]` (two to four of them: a
/// corner queen is listed twice).
fn squares(n: u32, [i, j, k, l]: [u32; 4]) -> [[u32; 2]; 4] {
    [[0, i], [n - 1, j], [k, 0], [l, n - 1]]
}

/// Whether two queens attack each other (the same square does not).
fn attack(a: [u32; 2], b: [u32; 2]) -> bool {
    a != b && (a[0] == b[0] || a[1] == b[1] || a[0].abs_diff(b[0]) == a[1].abs_diff(b[1]))
}

/// The images of a constellation `[i, j, k, l]` under the eight symmetries
/// of the square (the identity first), read off the border squares'
/// images: with `m = n − 1`, the flip of the rows (`r → m − r`) swaps the
/// first and last rows' queens and turns columns 0 and `m`'s upside down,
/// `[j, i, m − k, m − l]`; the flip of the columns gives `[m − i, m − j, l,
/// k]`; the transpose `[k, l, i, j]`. A corner queen, listed on two lines,
/// moves the same way on both.
fn images(n: u32, c: [u32; 4]) -> [[u32; 4]; 8] {
    let m = n - 1;
    let rows = |[i, j, k, l]: [u32; 4]| [j, i, m - k, m - l];
    let cols = |[i, j, k, l]: [u32; 4]| [m - i, m - j, l, k];
    let transpose = |[i, j, k, l]: [u32; 4]| [k, l, i, j];
    let (r, s) = (rows(c), cols(c));
    let rs = cols(r);
    [c, r, s, rs, transpose(c), transpose(r), transpose(s), transpose(rs)]
}

/// Which constellation of a class is searched: the least by this order.
/// The search fills rows top to bottom, and the fewest nodes (about 40 %
/// fewer than the least `(i, j, k, l)`, measured for n = 12 to 14) come
/// when the last row's queen is nearest a corner (its diagonal then cuts
/// every row above it) and the first row's farthest from one; `(i, j, k,
/// l)` breaks ties, so that one constellation of each class is chosen.
/// (NQueensFaf's `jasmin` turns each constellation the same way.) Second,
/// the side queens low on the board: `3 · edge(i) + min(k, l)` the larger,
/// a weighting fitted on every class of n = 12 (searching each of a
/// class's eight images and keeping the fewest nodes would save 5–9 %;
/// this rule saves 1.0–1.5 % of the nodes at n = 13 to 16, against the
/// first row's queen alone).
fn order(n: u32, [i, j, k, l]: [u32; 4]) -> (u32, u32, [u32; 4]) {
    let edge = |x: u32| x.min(n - 1 - x);
    (edge(j), 4 * n - 3 * edge(i) - k.min(l), [i, j, k, l])
}

/// The start constellations of the `n × n` board (`MIN_N ≤ n ≤ MAX_N`),
/// one of each class under the symmetries of the square, each with its
/// class size; a valid constellation has its border queens on distinct
/// squares that do not attack each other.
///
/// Each border queen is checked against those before it as it is chosen,
/// and a class's images are the closed forms of `images`: 0.4 ms for
/// n = 15 natively, against 3.8 ms when every `(i, j, k, l)` had its eight
/// boards moved square by square. A count calls this once, so in a fresh
/// WebAssembly module it runs in V8's baseline code from start to end
/// (about 12 ms for n = 15 before, measured in Node).
#[must_use]
pub fn constellations(n: u32) -> Vec<Constellation> {
    let n = n.clamp(MIN_N, MAX_N);
    let m = n - 1;
    let key = |[i, j, k, l]: [u32; 4]| (i << 15) | (j << 10) | (k << 5) | l;
    // Two border queens attack each other unless they are one corner
    // queen (`attack` is false for the same square).
    let mut out = Vec::new();
    for i in 0..n {
        for j in 0..n {
            if attack([0, i], [m, j]) {
                continue;
            }
            for k in 0..n {
                // Column 0's queen is row 0's when in row 0 (and only then),
                // row m's when in row m.
                if (k == 0) != (i == 0) || (k == m) != (j == 0) || attack([k, 0], [0, i]) || attack([k, 0], [m, j]) {
                    continue;
                }
                for l in 0..n {
                    if (l == 0) != (i == m)
                        || (l == m) != (j == m)
                        || [[0, i], [m, j], [k, 0]].iter().any(|&q| attack([l, m], q))
                    {
                        continue;
                    }
                    let c = [i, j, k, l];
                    let keys = images(n, c);
                    if keys.iter().any(|&other| order(n, other) < order(n, c)) {
                        continue;
                    }
                    let mut keys = keys.map(key);
                    keys.sort_unstable();
                    let mut weight = 1;
                    for w in keys.windows(2) {
                        weight += u32::from(w[0] != w[1]);
                    }
                    out.push(Constellation { i, j, k, l, weight });
                }
            }
        }
    }
    out
}

/// Per row, the squares the border queens leave open (bit `c` = column `c`),
/// indexed as [`Rows`] says: a border queen's own row has its square only;
/// rows 0 and `n − 1` are not searched.
fn open_rows(n: u32, c: &Constellation) -> Rows {
    let mask = !above(n);
    let sq = squares(n, [c.i, c.j, c.k, c.l]);
    let mut open = [0u32; ROWS];
    for (r, row) in (0..n).zip(open.iter_mut().skip((32 - n) as usize)) {
        let mut bits = u64::from(mask);
        for [qr, qc] in sq {
            let (q, d) = (1u64 << qc, r.abs_diff(qr));
            bits &= !(q | q << d | q >> d);
        }
        *row = match sq.iter().find(|q| q[0] == r) {
            Some(&[_, qc]) => 1 << qc,
            None => bits as u32,
        };
    }
    open
}

/// A row's node kept on the stack for backtracking: its columns still to
/// try and its attacks. Its row is not kept: every row above it holds one
/// queen, so the row's index in [`Rows`] is the population count of `col`
/// (which starts with the bits [`above`] the board), and a frame is 16
/// bytes.
#[derive(Clone, Copy, Default)]
struct Frame {
    free: u32,
    ld: u32,
    rd: u32,
    col: u32,
}

/// One constellation's backtracking, resumable: the rows' open squares,
/// the stack, the node being searched (`at`), the completions counted so
/// far, and the node count with the count at which [`walk`] pauses.
struct Walk {
    open: Rows,
    stack: [Frame; 32],
    sp: u32,
    at: Frame,
    /// The index in [`Rows`] of `at`'s row.
    y: u32,
    count: u64,
    nodes: u64,
    pause_at: u64,
}

impl Walk {
    /// The search of the rows `1 ..= n − 2` (`n ≥ 5`) below the open
    /// squares `open` ([`open_rows`]), at its start: row 1 under row 0's
    /// queen.
    fn new(n: u32, open: Rows, nodes: u64, pause_at: u64) -> Self {
        let y = 32 - n;
        let first = open[y as usize];
        let (ld, rd, col) = (first << 1, first >> 1, first | above(n));
        let at = Frame {
            free: open[(y + 1) as usize] & !(ld | rd | col),
            ld,
            rd,
            col,
        };
        let (stack, sp, count) = ([Frame::default(); 32], 0, 0);
        Walk {
            open,
            stack,
            sp,
            at,
            y: y + 1,
            count,
            nodes,
            pause_at,
        }
    }
}

/// The kernel's type: [`count`] calls [`walk`] (both of its forms) through
/// pointers that neither optimiser sees through ([`std::hint::black_box`]).
///
/// `#[inline(never)]` binds LLVM only: `wasm-opt -O` (run by the page's
/// build) inlines every function that has a single call site, whatever its
/// size, and so put the kernel back into the solver's one long call. V8
/// then ran most of a count in its baseline code (Liftoff) while TurboFan
/// spent about 300 ms compiling that 10 KB function, and a count of
/// n = 15 in Node took 1.5 to 1.9 times the CPU time of the same module's
/// second count. A function whose address is taken is in the module's
/// table and is never inlined by wasm-opt; one indirect call per
/// constellation costs nothing measurable.
type Kernel = fn(&mut Walk) -> bool;

/// Runs a constellation's search ([`Walk`]) until it is done (`true`) or
/// it pauses (`false`; call again to resume): `walk::<true>` pauses when
/// its node count reaches `pause_at`; `walk::<false>`, the fast form,
/// pauses at the first backtrack from which the next descent could reach
/// `pause_at` (at most [`BOTTOM`] nodes before it), or at once if it
/// could from the start, and [`count`] runs the exact form from there.
/// `nodes` counts the partial placements entered on the stack's loop
/// (those with at least three rows left).
///
/// The search kernel. The three attack masks shift one place a row (`u32`,
/// so `n ≤ 32`). The loop keeps a node on the stack only while it has
/// columns left to try (the last one tried needs no frame), with no branch
/// on it: whether a row has columns left cannot be predicted, and as a
/// branch it made a count 13 % slower in V8 (n = 15); the stack and
/// the rows' open squares are fixed arrays indexed `& 31`, so no bounds
/// check is left. The rows are padded ([`Rows`]) so that one masked index
/// reads a row and the two below it at fixed offsets. A placement whose
/// next row or the one after has no open square left (by the attacks so
/// far, shifted one and two rows) is not searched: this look-ahead, the
/// one-row check of the classic bitboard counters taken a row further,
/// leaves 20 % fewer nodes (n = 15: 30.8 M to 24.7 M) and a count 4–5 %
/// faster in V8 (n = 16, 17). The last three rows are not nodes of the
/// loop but two nested loops in registers ([`bottom`]), which is what made
/// it fast in WebAssembly, where every stack frame is a store to linear
/// memory.
///
/// The placing turn carries as few values as it can, for V8's register
/// allocator (TurboFan spilled about five values to the stack and
/// reloaded them on every node): the bottom rows are at a fixed index
/// ([`BOTTOM`]), so the search's last row is a constant; and the fast form
/// counts no nodes while it places: a placement adds one to the row, so
/// the nodes are counted at each backtrack by the rows it climbs
/// (`reach`, the node count that the descent from here could reach, is
/// the count plus the rows left to the bottom). A count of n = 15 in Node
/// went from 183–188 to 170–174 ms (n = 16: 1 251–1 284 to 1 197–1 198;
/// the fastest of 12 counts of each build, alternated in one process);
/// natively it is unchanged.
///
/// The loop holds no call: the budget is charged by the caller when the
/// walk pauses. (With the budget's callback inside the loop, V8's
/// optimising compiler kept the loop's state in stack slots, stored and
/// reloaded on every node; n = 14 took 6 to 10 % longer in Node.)
///
/// Never inlined, and called once per constellation and pause: a
/// WebAssembly engine first runs a function from its baseline compiler and
/// swaps in the optimised code at a later call (V8's dynamic tiering has
/// no on-stack replacement), so the kernel must be a small function called
/// many times, not a loop inside the one call of [`count`]; see [`Kernel`].
#[inline(never)]
fn walk<const EXACT: bool>(w: &mut Walk) -> bool {
    let (open, stack, pause_at) = (&w.open, &mut w.stack, w.pause_at);
    let Frame {
        mut free,
        mut ld,
        mut rd,
        mut col,
    } = w.at;
    let (mut y, mut sp, mut count) = (w.y, w.sp as usize, w.count);
    // The node count plus the rows from `y` to the bottom: a placement
    // leaves it as it is, a backtrack adds the rows it climbs.
    let mut reach = w.nodes + u64::from(BOTTOM - y);
    if !EXACT && reach >= pause_at {
        return false;
    }
    // The exact form: the nodes still to go before the pause.
    let mut left = pause_at - w.nodes;
    let done = loop {
        if free == 0 {
            // Back to the nearest row with columns left to try.
            if sp == 0 {
                break true;
            }
            sp -= 1;
            let f = stack[sp & 31];
            (free, ld, rd, col) = (f.free, f.ld, f.rd, f.col);
            let up = col.count_ones();
            reach += u64::from(y - up);
            y = up;
            if !EXACT && reach >= pause_at {
                break false;
            }
            continue;
        }
        if y == BOTTOM {
            count += bottom(open, BOTTOM + 2, 3, (ld, rd, col), free);
            free = 0;
            continue;
        }
        let bit = free & free.wrapping_neg();
        free ^= bit;
        // Kept only when columns are left, without a branch: the frame is
        // always written and the stack grows by 0 or 1 (whether a row has
        // columns left is data the processor cannot predict).
        stack[sp & 31] = Frame { free, ld, rd, col };
        sp += usize::from(free != 0);
        ld = (ld | bit) << 1;
        rd = (rd | bit) >> 1;
        col |= bit;
        y += 1;
        // Looking ahead: a row below with no open square ends this
        // placement now (the queen on row `y` only takes squares away).
        let row = (y & 31) as usize;
        let next = open[row + 1] & !((ld << 1) | (rd >> 1) | col);
        let after = open[row + 2] & !((ld << 2) | (rd >> 2) | col);
        free = open[row] & !(ld | rd | col);
        free = if (next == 0) | (after == 0) { 0 } else { free };
        if EXACT {
            left -= 1;
            if left == 0 {
                break false;
            }
        }
    };
    w.at = Frame { free, ld, rd, col };
    (w.y, w.sp, w.count, w.nodes) = (y, sp as u32, count, reach + u64::from(y) - u64::from(BOTTOM));
    done
}

/// The completions of the last `rows` (2 or 3) rows ending at row `last`,
/// whose first row has the attacks `(ld, rd, col)` and the open columns
/// `free`: one loop over the first row's queens (when 3), the second row's
/// count by inclusion–exclusion — of the pairs (queen in row `last − 1`,
/// square open in row `last`), those in the same column or on a diagonal
/// (one column apart) are taken away — so the last two rows cost five
/// population counts, not a loop.
#[inline(always)]
fn bottom(open: &Rows, last: u32, rows: u32, (ld, rd, col): (u32, u32, u32), mut free: u32) -> u64 {
    let goal = open[(last & 31) as usize];
    let pairs = |next: u32, base: u32| {
        let clash = (next & base).count_ones() + ((next << 1) & base).count_ones() + ((next >> 1) & base).count_ones();
        u64::from(next.count_ones() * base.count_ones() - clash)
    };
    if rows == 2 {
        return pairs(free, goal & !((ld << 1) | (rd >> 1) | col));
    }
    let before = open[((last - 1) & 31) as usize];
    // The last row's squares attacked from the rows above the three.
    let far = goal & !((ld << 2) | (rd >> 2) | col);
    let mut count = 0u64;
    while free != 0 {
        let a = free & free.wrapping_neg();
        free ^= a;
        let next = before & !(((ld | a) << 1) | ((rd | a) >> 1) | col | a);
        count += pairs(next, far & !(a | a << 2 | a >> 2));
    }
    count
}

/// Counts the solutions of the empty `n × n` board for `MIN_N ≤ n ≤ MAX_N`
/// (other `n` are clamped), or part `split = (k, of)` of them.
///
/// `stats.expanded` counts the partial placements entered by the loop of
/// the search (one per queen placed with three rows or more below it),
/// `stats.generated` the same. The budget is charged exactly when it would
/// act: at every multiple of [`Budget::REPORT_EVERY`] (clock and progress)
/// and at the first node past `cap`, the node limit it was made with, so
/// that a limit leaves `stats.expanded` at most `cap`.
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn count(n: u32, split: Option<(u32, u32)>, cap: u64, meter: &mut Meter<'_, '_>) -> Result<Tally, LimitReached> {
    let (budget, stats, _) = meter.parts();
    let n = n.clamp(MIN_N, MAX_N);
    let all = constellations(n);
    let (part, of) = split.map_or((0, 1), |(k, of)| (u64::from(k), u64::from(of.max(1))));
    let next_check = |seen: u64| {
        let every = (seen / Budget::REPORT_EVERY + 1) * Budget::REPORT_EVERY;
        every.min(cap.max(seen).saturating_add(1))
    };
    let (fast, exact): (Kernel, Kernel) = std::hint::black_box((walk::<false>, walk::<true>));
    let mut total = 0u128;
    let mut counted = 0u64;
    let mut nodes = stats.expanded;
    let mut check_at = next_check(nodes);
    for (t, c) in (0u64..).zip(&all) {
        if t % of != part {
            continue;
        }
        counted += 1;
        let open = open_rows(n, c);
        let found = if n == MIN_N {
            // Rows 1 and 2 only (at indices BOTTOM + 1 and + 2).
            let first = open[BOTTOM as usize];
            bottom(
                &open,
                BOTTOM + 2,
                2,
                (first << 1, first >> 1, first),
                open[BOTTOM as usize + 1] & !(first << 1 | first >> 1 | first),
            )
        } else {
            let mut w = Walk::new(n, open, nodes, check_at);
            // The fast form stops short of each pause; the exact one goes
            // the last nodes to it.
            while !(fast(&mut w) || exact(&mut w)) {
                stats.expanded = w.nodes;
                stats.generated = w.nodes;
                budget.charge(stats)?;
                check_at = next_check(w.nodes);
                w.pause_at = check_at;
            }
            nodes = w.nodes;
            w.count
        };
        total += u128::from(found) * u128::from(c.weight);
    }
    stats.expanded = nodes;
    stats.generated = nodes;
    Ok(Tally {
        count: total,
        tasks: all.len() as u64,
        counted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::puzzles::n_queens::KNOWN;
    use crate::core::search::trace::Recorder;
    use crate::core::search::Stats;

    /// The constellation of a set of border squares, if each border line holds
    /// exactly one of them.
    fn of_squares(n: u32, sq: &[[u32; 2]; 4]) -> Option<[u32; 4]> {
        let one = |f: &dyn Fn([u32; 2]) -> Option<u32>| {
            let mut found = None;
            for &s in sq {
                if let Some(x) = f(s) {
                    if found.is_some_and(|y| y != x) {
                        return None;
                    }
                    found = Some(x);
                }
            }
            found
        };
        let last = n - 1;
        Some([
            one(&|[r, c]| (r == 0).then_some(c))?,
            one(&|[r, c]| (r == last).then_some(c))?,
            one(&|[r, c]| (c == 0).then_some(r))?,
            one(&|[r, c]| (c == last).then_some(r))?,
        ])
    }

    /// `[row, col]` under the symmetry `g` of the square (bit 2: transpose,
    /// then bit 0: flip the rows, bit 1: flip the columns).
    fn transform(n: u32, g: u32, [r, c]: [u32; 2]) -> [u32; 2] {
        let m = n - 1;
        let [r, c] = if g & 4 != 0 { [c, r] } else { [r, c] };
        [if g & 1 != 0 { m - r } else { r }, if g & 2 != 0 { m - c } else { c }]
    }

    /// `images` gives the constellations of the eight moved boards.
    #[test]
    fn images_are_the_moved_boards_constellations() {
        for n in MIN_N..=9 {
            for c in constellations(n) {
                let c = [c.i, c.j, c.k, c.l];
                let mut want: Vec<[u32; 4]> = (0..8)
                    .map(|g| of_squares(n, &squares(n, c).map(|s| transform(n, g, s))).unwrap())
                    .collect();
                let mut got = images(n, c).to_vec();
                want.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, want, "n = {n}, {c:?}");
            }
        }
    }

    fn count_unlimited(n: u32, split: Option<(u32, u32)>) -> u128 {
        count(
            n,
            split,
            u64::MAX,
            &mut Meter::new(
                &mut Budget::new(u64::MAX, 1e12),
                &mut Stats::default(),
                &mut Recorder::off(),
            ),
        )
        .unwrap()
        .count
    }

    #[test]
    fn matches_known_counts() {
        for n in MIN_N..=14 {
            assert_eq!(count_unlimited(n, None), KNOWN[n as usize], "n = {n}");
        }
    }

    /// Every valid constellation lies in exactly one listed class: the
    /// class sizes add up to the number of valid border placements, counted
    /// here directly.
    #[test]
    fn classes_cover_every_constellation_once() {
        for n in MIN_N..=12 {
            let mut valid = 0u32;
            for c in 0..n.pow(4) {
                let c = [c % n, c / n % n, c / n / n % n, c / n / n / n];
                let sq = squares(n, c);
                valid +=
                    u32::from(of_squares(n, &sq) == Some(c) && !sq.iter().any(|&a| sq.iter().any(|&b| attack(a, b))));
            }
            let listed = constellations(n);
            assert_eq!(listed.iter().map(|c| c.weight).sum::<u32>(), valid, "n = {n}");
            assert!(listed.iter().all(|c| [2, 4, 8].contains(&c.weight)), "n = {n}");
        }
    }

    #[test]
    fn limits_stop_the_count_at_the_node_limit() {
        let mut stats = Stats::default();
        let out = count(
            13,
            None,
            500,
            &mut Meter::new(&mut Budget::new(500, 1e12), &mut stats, &mut Recorder::off()),
        );
        assert_eq!(out, Err(LimitReached));
        assert_eq!(
            stats.expanded, 500,
            "stopped at the first node past the limit, not counting it"
        );
    }

    #[test]
    fn parts_add_up_to_the_whole() {
        for n in MIN_N..=11 {
            for of in [2u32, 3, 8, 1000] {
                let parts: u128 = (0..of).map(|k| count_unlimited(n, Some((k, of)))).sum();
                assert_eq!(parts, KNOWN[n as usize], "n = {n}, of = {of}");
            }
        }
    }
}
