//! The leapers of fairy chess: an `(a, b)`-leaper jumps `a` squares one way
//! and `b` the other (`0 ≤ a ≤ b`, `1 ≤ b ≤ 7`), as the knight `(1, 2)`
//! does. The one move rule of the knight path, the knight's tour, the
//! knight swap and non-attacking knights, and what can be proved of every
//! leaper without searching:
//!
//! - **Invariants** ([`Leaper::separated`]): with `g = gcd(a, b)` every move
//!   changes the row and the column by multiples of `g`, so `row mod g` and
//!   `col mod g` never change; and when `a / g` and `b / g` are both odd
//!   (a *colour-bound* leaper such as the camel `(1, 3)` or the ferz
//!   `(1, 1)`, whose `a + b` is even), every move changes `row div g` and
//!   `col div g` by odd numbers, so their sum keeps its parity: a camel
//!   never leaves the colour it stands on.
//! - **Two colours** ([`Leaper::colour`]): every leaper's graph is
//!   bipartite (so König's theorem gives the most non-attacking leapers).
//!   Let `2^v` be the largest power of two dividing both `a` and `b`, and
//!   `a' = a / 2^v`, `b' = b / 2^v` (not both even). `row mod 2^v` and
//!   `col mod 2^v` never change, so a move changes `row div 2^v` by `±a'` or
//!   `±b'` exactly, and `col div 2^v` by the other. If `a' + b'` is odd, a
//!   move changes `row div 2^v + col div 2^v` by an odd number: colour by
//!   its parity (for the knight, `v = 0`: the square colour). Otherwise
//!   `a'` and `b'` are both odd, and a move changes `row div 2^v` by an
//!   odd number: colour by its parity (for the camel, the row's parity).
//!   Either way every move joins the two colours.
//! - **A lower bound** on the moves between two squares on any board
//!   ([`Leaper::lower_bound`]), admissible and consistent for A*.

use crate::core::words::grouped;

/// The most squares a leaper jumps (`b`).
pub const MAX_LEAP: u32 = 7;

/// An `(a, b)`-leaper: `0 ≤ a ≤ b`, `1 ≤ b ≤ 7`. Its jumps are the
/// `(±a, ±b)` and `(±b, ±a)`: 8, or 4 when `a = 0` or `a = b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leaper {
    a: u8,
    b: u8,
    /// The distinct jumps `(Δrow, Δcol)`, in increasing order.
    jumps: [(i8, i8); 8],
    len: u8,
}

/// The named leapers, `(a, b, name, mark)`: the one table of their names
/// (the API's messages, the page's Piece control and the view's pieces
/// all read it). The mark is the letter of Betza's notation where it has
/// one (W, F, D, N, A, H, C, Z); the giraffe, in the Piece control, takes
/// G, so the tripper (Betza's G) and the antelope get two letters.
const NAMES: [(u8, u8, &str, &str); 11] = [
    (0, 1, "wazir", "W"),
    (1, 1, "ferz", "F"),
    (0, 2, "dabbaba", "D"),
    (1, 2, "knight", "N"),
    (2, 2, "alfil", "A"),
    (0, 3, "threeleaper", "H"),
    (1, 3, "camel", "C"),
    (2, 3, "zebra", "Z"),
    (3, 3, "tripper", "Tr"),
    (1, 4, "giraffe", "G"),
    (3, 4, "antelope", "An"),
];

impl Default for Leaper {
    fn default() -> Leaper {
        Leaper::KNIGHT
    }
}

impl Leaper {
    /// The knight, `(1, 2)`: the default everywhere.
    pub const KNIGHT: Leaper = Leaper {
        a: 1,
        b: 2,
        jumps: [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)],
        len: 8,
    };

    /// The `(a, b)`-leaper.
    ///
    /// # Errors
    /// A sentence saying what is wrong (the caller names the field) unless
    /// `0 ≤ a ≤ b` and `1 ≤ b ≤ 7`.
    pub fn new(a: u32, b: u32) -> Result<Leaper, String> {
        if b == 0 || b > MAX_LEAP || a > b {
            return Err(format!(
                "[{}, {}] is not a leaper: give [a, b] with 0 ≤ a ≤ b and 1 ≤ b ≤ {MAX_LEAP}, e.g. [1, 2] (the knight) or [1, 3] (the camel)",
                grouped(a),
                grouped(b)
            ));
        }
        let (a8, b8) = (a as i8, b as i8);
        let mut all = [(0i8, 0i8); 8];
        let mut n = 0;
        for (x, y) in [(a8, b8), (b8, a8)] {
            for (sx, sy) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
                all[n] = (sx * x, sy * y);
                n += 1;
            }
        }
        all.sort_unstable();
        let mut jumps = [(0i8, 0i8); 8];
        let mut len = 0usize;
        for j in all {
            if len == 0 || jumps[len - 1] != j {
                jumps[len] = j;
                len += 1;
            }
        }
        Ok(Leaper {
            a: a as u8,
            b: b as u8,
            jumps,
            len: len as u8,
        })
    }

    /// The shorter leg, `a`.
    #[must_use]
    pub fn a(self) -> u32 {
        u32::from(self.a)
    }

    /// The longer leg, `b`: no jump moves farther along a row or column.
    #[must_use]
    pub fn b(self) -> u32 {
        u32::from(self.b)
    }

    /// Whether this is the knight `(1, 2)`, whose closed forms and
    /// theorems the puzzles keep.
    #[must_use]
    pub fn is_knight(self) -> bool {
        (self.a, self.b) == (1, 2)
    }

    /// The leaper's name in fairy chess ("camel"), if it has a common one.
    #[must_use]
    pub fn name(self) -> Option<&'static str> {
        self.named().map(|&(_, _, n, _)| n)
    }

    /// The short mark a piece of this leaper carries where it is drawn:
    /// its letter ("C" for the camel, "N" for the knight; see the table of
    /// names), or `"a,b"` for a leaper without a name ("2,5").
    #[must_use]
    pub fn mark(self) -> String {
        match self.named() {
            Some(&(_, _, _, m)) => m.to_owned(),
            None => format!("{},{}", self.a, self.b),
        }
    }

    /// The leaper for a label: "Camel (1, 3)", or "(2, 5)-leaper" (the
    /// page's Piece control lists the named ones so).
    #[must_use]
    pub fn label(self) -> String {
        let words = self.words();
        let mut chars = words.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => words,
        }
    }

    fn named(self) -> Option<&'static (u8, u8, &'static str, &'static str)> {
        NAMES.iter().find(|&&(a, b, _, _)| (a, b) == (self.a, self.b))
    }

    /// The leaper for a message: "camel (1, 3)", or "(2, 5)-leaper".
    #[must_use]
    pub fn words(self) -> String {
        match self.name() {
            Some(n) => format!("{n} ({}, {})", self.a, self.b),
            None => format!("({}, {})-leaper", self.a, self.b),
        }
    }

    /// The distinct jumps `(Δrow, Δcol)`, in increasing order (for the
    /// knight, the order of [`KNIGHT_JUMPS`](super::KNIGHT_JUMPS)).
    pub fn jumps(self) -> impl Iterator<Item = (i32, i32)> {
        let len = usize::from(self.len);
        self.jumps
            .into_iter()
            .take(len)
            .map(|(dr, dc)| (i32::from(dr), i32::from(dc)))
    }

    /// The jumps turning anticlockwise from `(b, a)`, as the knight's-tour
    /// essay's seed program lists the knight's (`(2, 1), (1, 2), (-1, 2)
    /// …`), without repeats.
    #[must_use]
    pub fn seed_order(self) -> Vec<(i32, i32)> {
        let (a, b) = (i32::from(self.a), i32::from(self.b));
        let mut out: Vec<(i32, i32)> = Vec::with_capacity(8);
        for j in [(b, a), (a, b), (-a, b), (-b, a), (-b, -a), (-a, -b), (a, -b), (b, -a)] {
            if !out.contains(&j) {
                out.push(j);
            }
        }
        out
    }

    /// Whether `(dr, dc)` is one of the leaper's jumps.
    #[must_use]
    pub fn leaps(self, dr: i64, dc: i64) -> bool {
        let (x, y) = (dr.unsigned_abs(), dc.unsigned_abs());
        let (a, b) = (u64::from(self.a), u64::from(self.b));
        (x, y) == (a, b) || (x, y) == (b, a)
    }

    /// Whether every move keeps the square's colour (`row + col` mod 2):
    /// `a + b` even (the ferz, the camel, the alfil …).
    #[must_use]
    pub fn colour_bound(self) -> bool {
        (self.a + self.b) % 2 == 0
    }

    /// `gcd(a, b)`: every move changes the row and the column by multiples
    /// of it.
    #[must_use]
    pub fn gcd(self) -> u32 {
        let (mut x, mut y) = (self.a(), self.b());
        while x != 0 {
            (x, y) = (y % x, x);
        }
        y
    }

    /// `v`, the exponent of the largest power of two dividing both legs,
    /// and whether `a / 2^v + b / 2^v` is odd (see the module docs).
    fn twos(self) -> (u32, bool) {
        let v = (self.a | self.b).trailing_zeros();
        (v, ((self.a >> v) + (self.b >> v)) % 2 == 1)
    }

    /// The square's colour, 0 or 1, in a 2-colouring that every move
    /// changes (module docs): the leaper's graph is bipartite between the
    /// two colours. For the knight (and every leaper with `a + b` odd and
    /// a leg odd) it is `(row + col) mod 2`.
    #[must_use]
    pub fn colour(self, square: [u32; 2]) -> u32 {
        let (v, odd) = self.twos();
        let (r, c) = (square[0] >> v, square[1] >> v);
        if odd {
            (r + c) % 2
        } else {
            r % 2
        }
    }

    /// What [`Leaper::colour`] is, for a message: "row + column" (even is
    /// colour 0), "row", "row ÷ 2 + column ÷ 2 (rounded down)" ….
    #[must_use]
    pub fn colour_rule(self) -> String {
        let (v, odd) = self.twos();
        let part = |name: &str| {
            if v == 0 {
                name.to_owned()
            } else {
                format!("{name} ÷ {}", 1u32 << v)
            }
        };
        let sum = if odd {
            format!("{} + {}", part("row"), part("column"))
        } else {
            part("row")
        };
        if v == 0 {
            sum
        } else {
            format!("{sum} (rounded down)")
        }
    }

    /// Why no sequence of this leaper's moves joins `from` and `to` on any
    /// board (the invariants of the module docs), or `None` when they
    /// agree.
    #[must_use]
    pub fn separated(self, from: [u32; 2], to: [u32; 2]) -> Option<String> {
        let g = self.gcd();
        let me = self.words();
        if g > 1 && (from[0] % g != to[0] % g || from[1] % g != to[1] % g) {
            return Some(format!(
                "the {me} moves the row and the column by multiples of gcd({}, {}) = {g}, so row mod {g} and column mod {g} never change, and these squares differ in them",
                self.a, self.b
            ));
        }
        let (a, b) = (self.a() / g, self.b() / g);
        let parity = |s: [u32; 2]| (s[0] / g + s[1] / g) % 2;
        if a % 2 == 1 && b % 2 == 1 && parity(from) != parity(to) {
            return Some(if g == 1 {
                format!(
                    "the {me} is colour-bound: {} + {} is even, so every move keeps the square's colour (row + column even or odd), and these squares differ in colour",
                    self.a, self.b
                )
            } else {
                format!(
                    "the {me} keeps the parity of row ÷ {g} + column ÷ {g} (rounded down), as every move changes each by an odd number, and these squares differ in it"
                )
            });
        }
        None
    }

    /// A lower bound on the moves from one square to another `(dr, dc)`
    /// away on any board: a move changes the row or the column by at most
    /// `b` and their sum by at most `a + b`, so at least `⌈|dr| / b⌉`,
    /// `⌈|dc| / b⌉` and `⌈(|dr| + |dc|) / (a + b)⌉` moves are needed; and
    /// when `a + b` is odd every move changes the colour, so the number of
    /// moves has the parity of `dr + dc` (the bound is raised by one when
    /// it has the other). Consistent: one move changes each of the three
    /// quotients by at most one, and the raised bound, whose parity flips
    /// with every move, by exactly one.
    #[must_use]
    pub fn lower_bound(self, dr: i64, dc: i64) -> u64 {
        let (x, y) = (dr.unsigned_abs(), dc.unsigned_abs());
        let (a, b) = (u64::from(self.a), u64::from(self.b));
        let h = x.div_ceil(b).max(y.div_ceil(b)).max((x + y).div_ceil(a + b));
        if (a + b) % 2 == 1 && h % 2 != (x + y) % 2 {
            h + 1
        } else {
            h
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_knight_constant_is_the_leaper_one_two() {
        assert_eq!(Leaper::new(1, 2), Ok(Leaper::KNIGHT));
        assert_eq!(
            Leaper::KNIGHT.jumps().collect::<Vec<_>>(),
            super::super::KNIGHT_JUMPS.to_vec()
        );
        assert_eq!(
            Leaper::KNIGHT.seed_order(),
            vec![(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
        );
    }

    #[test]
    fn bad_legs_are_refused_and_jumps_are_distinct() {
        for (a, b) in [(0, 0), (3, 2), (1, 8), (0, 9)] {
            assert!(Leaper::new(a, b).unwrap_err().contains("is not a leaper"), "{a}, {b}");
        }
        assert_eq!(Leaper::new(0, 1).unwrap().jumps().count(), 4);
        assert_eq!(Leaper::new(2, 2).unwrap().jumps().count(), 4);
        assert_eq!(Leaper::new(2, 3).unwrap().jumps().count(), 8);
        assert_eq!(Leaper::new(1, 3).unwrap().words(), "camel (1, 3)");
        assert_eq!(Leaper::new(2, 5).unwrap().words(), "(2, 5)-leaper");
    }

    #[test]
    fn names_marks_and_labels_come_from_one_table() {
        let l = |a, b| Leaper::new(a, b).unwrap();
        assert_eq!(
            (l(1, 3).name(), l(1, 3).mark(), l(1, 3).label()),
            (Some("camel"), "C".into(), "Camel (1, 3)".into())
        );
        assert_eq!(
            (l(1, 4).mark(), l(3, 3).mark(), Leaper::KNIGHT.mark()),
            ("G".into(), "Tr".into(), "N".into())
        );
        assert_eq!(
            (l(2, 5).name(), l(2, 5).mark(), l(2, 5).label()),
            (None, "2,5".into(), "(2, 5)-leaper".into())
        );
        // Every mark is distinct, so two named leapers never look alike.
        let marks: std::collections::BTreeSet<_> = NAMES.iter().map(|n| n.3).collect();
        assert_eq!(marks.len(), NAMES.len());
    }

    /// Every jump of every leaper joins the two colours.
    #[test]
    fn every_leaper_graph_is_two_coloured() {
        for b in 1..=MAX_LEAP {
            for a in 0..=b {
                let l = Leaper::new(a, b).unwrap();
                for r in 0..20u32 {
                    for c in 0..20u32 {
                        for (dr, dc) in l.jumps() {
                            let (Some(r2), Some(c2)) = (r.checked_add_signed(dr), c.checked_add_signed(dc)) else {
                                continue;
                            };
                            assert_ne!(l.colour([r, c]), l.colour([r2, c2]), "{a},{b} at {r},{c}");
                            assert!(l.separated([r, c], [r2, c2]).is_none(), "{a},{b} at {r},{c}");
                        }
                    }
                }
            }
        }
    }

    /// The bound never exceeds the distance on a large board (BFS from
    /// its centre).
    #[test]
    fn the_lower_bound_is_below_the_unbounded_distance() {
        let side = 41i64;
        for b in 1..=4u32 {
            for a in 0..=b {
                let l = Leaper::new(a, b).unwrap();
                let mut dist = vec![u64::MAX; (side * side) as usize];
                let o = side / 2;
                dist[(o * side + o) as usize] = 0;
                let mut queue = std::collections::VecDeque::from([(o, o)]);
                while let Some((r, c)) = queue.pop_front() {
                    let d = dist[(r * side + c) as usize];
                    for (dr, dc) in l.jumps() {
                        let (r2, c2) = (r + i64::from(dr), c + i64::from(dc));
                        if (0..side).contains(&r2)
                            && (0..side).contains(&c2)
                            && dist[(r2 * side + c2) as usize] == u64::MAX
                        {
                            dist[(r2 * side + c2) as usize] = d + 1;
                            queue.push_back((r2, c2));
                        }
                    }
                }
                for r in 0..side {
                    for c in 0..side {
                        let d = dist[(r * side + c) as usize];
                        if d != u64::MAX {
                            assert!(l.lower_bound(r - o, c - o) <= d, "{a},{b} to {r},{c}");
                        }
                    }
                }
            }
        }
    }
}
