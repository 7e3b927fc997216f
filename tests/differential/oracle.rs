//! The oracle: plain, independent implementations of every puzzle's rules
//! and brute-force answers, written for these tests only. Nothing here calls
//! the crate's solvers, its board or its notation; the only crate type used
//! is [`Step`], the answer's move record, which is what gets replayed.
//!
//! Coordinates are `[row, col]`, 0-based, row 0 at the top. A position is a
//! [`Plane`]: one notation character per cell (docs/NOTATION.md).

use std::collections::{HashMap, HashSet, VecDeque};

use board_puzzles::core::Step;

/// A square, `[row, col]`.
pub type Sq = [u32; 2];

/// The eight knight moves `(dr, dc)`.
pub const KNIGHT: [(i32, i32); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];

/// A position on a square grid, or on a triangle (row `r` has `r + 1`
/// cells): one notation character per cell, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plane {
    /// Rows.
    pub rows: u32,
    /// Columns (of the widest row on a triangle).
    pub cols: u32,
    /// Triangle grid instead of square.
    pub triangle: bool,
    /// The characters, `cells[r * cols + c]` (unused cells of a triangle
    /// hold `#`).
    pub cells: Vec<u8>,
    /// The legs `[a, b]` of the leaper that moves on it: `[1, 2]`, the
    /// knight, unless [`Plane::with_leaper`] says otherwise.
    pub leaper: [u32; 2],
}

impl Plane {
    /// An all-`fill` square plane.
    pub fn square(rows: u32, cols: u32, fill: u8) -> Plane {
        Plane {
            rows,
            cols,
            triangle: false,
            cells: vec![fill; (rows * cols) as usize],
            leaper: [1, 2],
        }
    }

    /// The same plane with the `[a, b]`-leaper moving on it.
    pub fn with_leaper(mut self, leaper: [u32; 2]) -> Plane {
        self.leaper = leaper;
        self
    }

    /// Whether `a` and `b` are one move of the plane's leaper apart.
    pub fn apart(&self, a: Sq, b: Sq) -> bool {
        let d = [a[0].abs_diff(b[0]), a[1].abs_diff(b[1])];
        let [x, y] = self.leaper;
        d == [x, y] || d == [y, x]
    }

    /// An all-`fill` triangle of `rows` rows.
    pub fn triangle(rows: u32, fill: u8) -> Plane {
        let mut p = Plane::square(rows, rows, b'#');
        p.triangle = true;
        for r in 0..rows {
            for c in 0..=r {
                p.set([r, c], fill);
            }
        }
        p
    }

    /// Whether `s` is a cell of the grid (on or off).
    pub fn contains(&self, s: Sq) -> bool {
        s[0] < self.rows && s[1] < self.cols && (!self.triangle || s[1] <= s[0])
    }

    /// The index of `s` in `cells`.
    pub fn idx(&self, s: Sq) -> usize {
        (s[0] * self.cols + s[1]) as usize
    }

    /// The character at `s` (`#` outside the grid).
    pub fn at(&self, s: Sq) -> u8 {
        if self.contains(s) {
            self.cells[self.idx(s)]
        } else {
            b'#'
        }
    }

    /// Sets the character at `s`.
    pub fn set(&mut self, s: Sq, ch: u8) {
        let i = self.idx(s);
        self.cells[i] = ch;
    }

    /// Whether `s` is an on square (a cell that is not `#`).
    pub fn on(&self, s: Sq) -> bool {
        self.at(s) != b'#'
    }

    /// Every cell of the grid, row-major.
    pub fn all(&self) -> Vec<Sq> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            let len = if self.triangle { r + 1 } else { self.cols };
            for c in 0..len {
                out.push([r, c]);
            }
        }
        out
    }

    /// The on squares, row-major.
    pub fn on_squares(&self) -> Vec<Sq> {
        self.all().into_iter().filter(|&s| self.on(s)).collect()
    }

    /// The squares holding `ch`, row-major.
    pub fn holding(&self, ch: u8) -> Vec<Sq> {
        self.all().into_iter().filter(|&s| self.at(s) == ch).collect()
    }

    /// The notation text, rows joined by `/`.
    pub fn text(&self) -> String {
        (0..self.rows)
            .map(|r| {
                let len = if self.triangle { r + 1 } else { self.cols };
                (0..len).map(|c| char::from(self.at([r, c]))).collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// `s` moved by `(dr, dc)`, if that is still a cell of the grid.
    pub fn offset(&self, s: Sq, dr: i32, dc: i32) -> Option<Sq> {
        let r = u32::try_from(i64::from(s[0]) + i64::from(dr)).ok()?;
        let c = u32::try_from(i64::from(s[1]) + i64::from(dc)).ok()?;
        self.contains([r, c]).then_some([r, c])
    }

    /// The on squares one move of the plane's leaper from `s` (the
    /// knight's: [`KNIGHT`] order), each once.
    pub fn knight_targets(&self, s: Sq) -> Vec<Sq> {
        if self.leaper == [1, 2] {
            return KNIGHT
                .iter()
                .filter_map(|&(dr, dc)| self.offset(s, dr, dc))
                .filter(|&t| self.on(t))
                .collect();
        }
        let mut out: Vec<Sq> = self
            .all()
            .into_iter()
            .filter(|&t| self.on(t) && self.apart(s, t))
            .collect();
        out.dedup();
        out
    }
}

fn show(s: Sq) -> String {
    format!("[{}, {}]", s[0], s[1])
}

// ---------------------------------------------------------------- knight swap

/// Knight swap: the fewest moves from `start` to `goal` (same on squares),
/// by BFS over whole positions (the white and the black knights' cells as
/// two bit sets); `None` when the goal is unreachable.
pub fn swap_distance(start: &Plane, goal: &Plane) -> Option<usize> {
    let cells = start.all();
    assert!(cells.len() <= 64, "oracle: at most 64 cells");
    let bit = |s: Sq| 1u64 << start.idx(s);
    let pack = |p: &Plane| {
        let (mut w, mut b) = (0u64, 0u64);
        for s in p.holding(b'N') {
            w |= bit(s);
        }
        for s in p.holding(b'n') {
            b |= bit(s);
        }
        (w, b)
    };
    let (from, to) = (pack(start), pack(goal));
    let moves: Vec<(Sq, Vec<Sq>)> = start
        .on_squares()
        .into_iter()
        .map(|s| (s, start.knight_targets(s)))
        .collect();
    let mut seen: HashSet<(u64, u64)> = HashSet::from([from]);
    let mut layer = vec![from];
    let mut depth = 0;
    while !layer.is_empty() {
        if layer.contains(&to) {
            return Some(depth);
        }
        let mut next = Vec::new();
        for &(w, b) in &layer {
            for (s, targets) in &moves {
                let own = bit(*s);
                if (w | b) & own == 0 {
                    continue;
                }
                for &t in targets {
                    let dest = bit(t);
                    if (w | b) & dest != 0 {
                        continue;
                    }
                    let state = if w & own != 0 {
                        (w & !own | dest, b)
                    } else {
                        (w, b & !own | dest)
                    };
                    if seen.insert(state) {
                        next.push(state);
                    }
                }
            }
        }
        layer = next;
        depth += 1;
    }
    None
}

/// Knight swap: replays `steps` from `start`: each moves a knight by a
/// knight's move onto an empty on square; the end position must be `goal`.
pub fn swap_replay(start: &Plane, goal: &Plane, steps: &[Step]) -> Result<(), String> {
    let mut p = start.clone();
    for (i, st) in steps.iter().enumerate() {
        let piece = p.at(st.from);
        if piece != b'N' && piece != b'n' {
            return Err(format!("step {i}: no knight on {}", show(st.from)));
        }
        if !start.apart(st.from, st.to) {
            return Err(format!(
                "step {i}: {} → {} is not a knight move",
                show(st.from),
                show(st.to)
            ));
        }
        if p.at(st.to) != b'.' {
            return Err(format!("step {i}: {} is off or occupied", show(st.to)));
        }
        if st.over.is_some() {
            return Err(format!("step {i}: a knight move jumps over nothing"));
        }
        p.set(st.from, b'.');
        p.set(st.to, piece);
    }
    if p != *goal {
        return Err(format!("the steps end at {}, not the goal {}", p.text(), goal.text()));
    }
    Ok(())
}

// ---------------------------------------------------------------- knight path

/// Knight path: the fewest knight moves from `from` to `to` over on squares,
/// by BFS; `None` when `to` is unreachable.
pub fn path_distance(plane: &Plane, from: Sq, to: Sq) -> Option<usize> {
    let mut dist = vec![usize::MAX; plane.cells.len()];
    dist[plane.idx(from)] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(s) = queue.pop_front() {
        let d = dist[plane.idx(s)];
        if s == to {
            return Some(d);
        }
        for t in plane.knight_targets(s) {
            if dist[plane.idx(t)] == usize::MAX {
                dist[plane.idx(t)] = d + 1;
                queue.push_back(t);
            }
        }
    }
    None
}

/// Knight path: `steps` go from `from` to `to`, one knight move each onto
/// an on square, each starting where the last ended.
pub fn path_replay(plane: &Plane, from: Sq, to: Sq, steps: &[Step]) -> Result<(), String> {
    let mut at = from;
    for (i, st) in steps.iter().enumerate() {
        if st.from != at {
            return Err(format!(
                "step {i} starts at {}, the knight is on {}",
                show(st.from),
                show(at)
            ));
        }
        if !plane.apart(st.from, st.to) || !plane.on(st.to) || st.over.is_some() {
            return Err(format!(
                "step {i}: {} → {} is not a knight move onto an on square",
                show(st.from),
                show(st.to)
            ));
        }
        at = st.to;
    }
    if at != to {
        return Err(format!("the path ends on {}, not {}", show(at), show(to)));
    }
    Ok(())
}

// ---------------------------------------------------------------- knight tour

/// Knight's tour: the number of directed tours from `start` (sequences
/// visiting every on square once by knight moves; closed: the last square
/// is also a knight's move from the start, and a closed tour has at least
/// three squares — a cycle), by exhaustive depth-first search. With
/// `first`, stops at the first tour (the count is then 0 or 1). `None` when
/// the search would pass `cap` visited nodes.
pub fn tours(plane: &Plane, start: Sq, closed: bool, first: bool, cap: u64) -> Option<u64> {
    let squares = plane.on_squares();
    let n = squares.len();
    let index: HashMap<Sq, usize> = squares.iter().enumerate().map(|(i, &s)| (s, i)).collect();
    let adj: Vec<Vec<usize>> = squares
        .iter()
        .map(|&s| plane.knight_targets(s).iter().map(|t| index[t]).collect())
        .collect();
    let s0 = index[&start];
    if closed && n < 3 {
        return Some(0);
    }
    struct Walk<'a> {
        adj: &'a [Vec<usize>],
        seen: Vec<bool>,
        n: usize,
        s0: usize,
        closed: bool,
        first: bool,
        nodes: u64,
        cap: u64,
        found: u64,
    }
    impl Walk<'_> {
        /// Extends the walk at `at` with `len` squares visited; false when
        /// the cap ran out.
        fn go(&mut self, at: usize, len: usize) -> bool {
            self.nodes += 1;
            if self.nodes > self.cap {
                return false;
            }
            if len == self.n {
                if !self.closed || self.adj[at].contains(&self.s0) {
                    self.found += 1;
                }
                return true;
            }
            for k in 0..self.adj[at].len() {
                let t = self.adj[at][k];
                if !self.seen[t] {
                    self.seen[t] = true;
                    let ok = self.go(t, len + 1);
                    self.seen[t] = false;
                    if !ok {
                        return false;
                    }
                    if self.first && self.found > 0 {
                        return true;
                    }
                }
            }
            true
        }
    }
    let mut walk = Walk {
        adj: &adj,
        seen: vec![false; n],
        n,
        s0,
        closed,
        first,
        nodes: 0,
        cap,
        found: 0,
    };
    walk.seen[s0] = true;
    walk.go(s0, 1).then_some(walk.found)
}

/// Knight's tour: `steps` walk from `start` by knight moves over every on
/// square exactly once; closed: one more step returns to the start.
pub fn tour_replay(plane: &Plane, start: Sq, closed: bool, steps: &[Step]) -> Result<(), String> {
    let n = plane.on_squares().len();
    let moves = if closed { n } else { n - 1 };
    if steps.len() != moves {
        return Err(format!(
            "{} steps; a {} tour of {n} squares has {moves}",
            steps.len(),
            if closed { "closed" } else { "open" }
        ));
    }
    let mut seen = HashSet::from([start]);
    let mut at = start;
    for (i, st) in steps.iter().enumerate() {
        if st.from != at {
            return Err(format!(
                "step {i} starts at {}, the knight is on {}",
                show(st.from),
                show(at)
            ));
        }
        if !plane.apart(st.from, st.to) || !plane.on(st.to) || st.over.is_some() {
            return Err(format!(
                "step {i}: {} → {} is not a knight move onto an on square",
                show(st.from),
                show(st.to)
            ));
        }
        let closing = closed && i + 1 == steps.len();
        if closing {
            if st.to != start {
                return Err(format!("the closing step ends on {}, not the start", show(st.to)));
            }
        } else if !seen.insert(st.to) {
            return Err(format!("step {i} lands on {} a second time", show(st.to)));
        }
        at = st.to;
    }
    Ok(())
}

// ------------------------------------------------------ non-attacking knights

/// Non-attacking knights: the most knights on the on squares of `plane`
/// with none attacking another, keeping the knights (`N`) already placed,
/// and how many placements of that size exist; `None` when two placed
/// knights attack each other. Dynamic programming row by row over the
/// knights of the last two rows (a knight reaches at most two rows away),
/// for boards at most 8 columns wide.
pub fn max_knights(plane: &Plane) -> Option<(u32, u128)> {
    let cols = plane.cols as usize;
    assert!(cols <= 8, "oracle: at most 8 columns");
    let row_mask = |r: u32, ch: Option<u8>| -> u32 {
        (0..plane.cols)
            .filter(|&c| match ch {
                Some(ch) => plane.at([r, c]) == ch,
                None => plane.on([r, c]),
            })
            .fold(0, |m, c| m | 1 << c)
    };
    // A knight one row down is two columns aside; two rows down, one.
    let clash = |a: u32, b: u32, shift: u32| (a << shift) & b != 0 || (a >> shift) & b != 0;
    let full = (1u32 << cols) - 1;
    // (row above, row two above) -> (most knights, number of ways)
    let mut table: HashMap<(u32, u32), (u32, u128)> = HashMap::from([((0, 0), (0, 1))]);
    for r in 0..plane.rows {
        let (on, placed) = (row_mask(r, None), row_mask(r, Some(b'N')));
        let mut next: HashMap<(u32, u32), (u32, u128)> = HashMap::new();
        for (&(up1, up2), &(best, ways)) in &table {
            for m in 0..=full {
                if m & !on != 0 || m & placed != placed || clash(m, up1, 2) || clash(m, up2, 1) {
                    continue;
                }
                let value = (best + m.count_ones(), ways);
                next.entry((m, up1))
                    .and_modify(|e| {
                        if value.0 > e.0 {
                            *e = value;
                        } else if value.0 == e.0 {
                            e.1 += value.1;
                        }
                    })
                    .or_insert(value);
            }
        }
        table = next;
    }
    let best = table.values().map(|v| v.0).max()?;
    Some((best, table.values().filter(|v| v.0 == best).map(|v| v.1).sum()))
}

/// Non-attacking leapers (the plane's leaper): the most pieces on the on
/// squares of `plane` with none a move from another, keeping the pieces
/// (`N`) already placed; `None` when two placed pieces attack each other.
/// Plain branching over the squares in row-major order (take it when no
/// piece taken attacks it, or leave it), cut when the pieces taken plus
/// the squares left cannot beat the best found: for boards of a few dozen
/// squares.
pub fn max_leapers(plane: &Plane) -> Option<u32> {
    let placed = plane.holding(b'N');
    for (i, &a) in placed.iter().enumerate() {
        if placed[..i].iter().any(|&b| plane.apart(a, b)) {
            return None;
        }
    }
    let free: Vec<Sq> = plane
        .on_squares()
        .into_iter()
        .filter(|&s| plane.at(s) == b'.' && !placed.iter().any(|&p| plane.apart(p, s)))
        .collect();
    fn go(plane: &Plane, free: &[Sq], taken: &mut Vec<Sq>, best: &mut usize) {
        if taken.len() + free.len() <= *best {
            return;
        }
        let Some((&s, rest)) = free.split_first() else {
            *best = taken.len();
            return;
        };
        if !taken.iter().any(|&t| plane.apart(s, t)) {
            taken.push(s);
            go(plane, rest, taken, best);
            taken.pop();
        }
        go(plane, rest, taken, best);
    }
    let mut best = 0;
    go(plane, &free, &mut Vec::new(), &mut best);
    Some((placed.len() + best) as u32)
}

/// Non-attacking knights: `placement` holds every placed knight of
/// `plane`, only on squares, no square twice, and no two knights attack.
pub fn knights_check(plane: &Plane, placement: &[Sq]) -> Result<(), String> {
    let set: HashSet<Sq> = placement.iter().copied().collect();
    if set.len() != placement.len() {
        return Err("a square is listed twice".into());
    }
    if let Some(s) = placement.iter().find(|&&s| !plane.on(s)) {
        return Err(format!("{} is not an on square", show(*s)));
    }
    if let Some(s) = plane.holding(b'N').into_iter().find(|s| !set.contains(s)) {
        return Err(format!("the placed knight on {} is missing", show(s)));
    }
    for &a in placement {
        if let Some(b) = placement.iter().find(|&&b| plane.apart(a, b)) {
            return Err(format!("{} and {} attack each other", show(a), show(*b)));
        }
    }
    Ok(())
}

// ------------------------------------------------------------------- n-queens

/// N queens on the `n × n` `plane`: every solution (the queen's column in
/// each row), in lexicographic order, keeping the queens (`Q`) already
/// placed; off squares take no queen but do not block a line. `None` when
/// two placed queens attack each other.
pub fn queen_solutions(plane: &Plane) -> Option<Vec<Vec<u32>>> {
    let n = plane.rows;
    let placed = plane.holding(b'Q');
    let attack = |a: Sq, b: Sq| a[0] == b[0] || a[1] == b[1] || a[0].abs_diff(b[0]) == a[1].abs_diff(b[1]);
    for (i, &a) in placed.iter().enumerate() {
        if placed[..i].iter().any(|&b| attack(a, b)) {
            return None;
        }
    }
    let mut out = Vec::new();
    let mut cols: Vec<u32> = Vec::new();
    fn place(plane: &Plane, placed: &[Sq], n: u32, cols: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        let r = cols.len() as u32;
        if r == n {
            out.push(cols.clone());
            return;
        }
        let fixed: Option<u32> = (0..n).find(|&c| plane.at([r, c]) == b'Q');
        for c in 0..n {
            if fixed.is_some_and(|f| f != c) || !plane.on([r, c]) {
                continue;
            }
            let safe = cols
                .iter()
                .enumerate()
                .all(|(pr, &pc)| pc != c && (r - pr as u32) != pc.abs_diff(c));
            // A queen placed further down attacks this square too.
            let below = placed
                .iter()
                .filter(|q| q[0] > r)
                .all(|q| q[1] != c && q[0] - r != q[1].abs_diff(c));
            if safe && below {
                cols.push(c);
                place(plane, placed, n, cols, out);
                cols.pop();
            }
        }
    }
    place(plane, &placed, n, &mut cols, &mut out);
    Some(out)
}

/// N queens: `placement` puts one queen in each row of the `n × n` plane,
/// on on squares, keeps the placed queens, and no two queens attack.
pub fn queens_check(plane: &Plane, placement: &[Sq]) -> Result<Vec<u32>, String> {
    let n = plane.rows as usize;
    if placement.len() != n {
        return Err(format!("{} queens on a {n} × {n} board", placement.len()));
    }
    let mut cols = vec![u32::MAX; n];
    for &q in placement {
        if !plane.on(q) {
            return Err(format!("{} is not an on square", show(q)));
        }
        if cols[q[0] as usize] != u32::MAX {
            return Err(format!("two queens in row {}", q[0]));
        }
        cols[q[0] as usize] = q[1];
    }
    for a in 0..n {
        for b in 0..a {
            if cols[a] == cols[b] || (a - b) as u32 == cols[a].abs_diff(cols[b]) {
                return Err(format!("the queens of rows {b} and {a} attack each other"));
            }
        }
    }
    if let Some(q) = plane.holding(b'Q').into_iter().find(|q| cols[q[0] as usize] != q[1]) {
        return Err(format!("the placed queen on {} is missing", show(q)));
    }
    Ok(cols)
}

// -------------------------------------------------------------- peg solitaire

/// Peg solitaire's holes and jumps on a plane: square grids jump along rows
/// and columns (and both diagonals with `diagonal`), triangles in their six
/// directions (docs/NOTATION.md: `(r, k±1)`, `(r±1, k)`, `(r+1, k+1)`, `(r-1, k-1)`).
pub struct Pegs {
    /// The holes (on squares), row-major; bit `i` of a position is hole `i`.
    pub holes: Vec<Sq>,
    /// Every jump: (from, over, to) as hole numbers.
    pub jumps: Vec<(usize, usize, usize)>,
}

impl Pegs {
    /// The holes and jumps of `plane`.
    pub fn new(plane: &Plane, diagonal: bool) -> Pegs {
        let holes = plane.on_squares();
        let mut dirs = vec![(0, 1), (0, -1), (1, 0), (-1, 0)];
        if plane.triangle {
            dirs.extend([(1, 1), (-1, -1)]);
        } else if diagonal {
            dirs.extend([(1, 1), (-1, -1), (1, -1), (-1, 1)]);
        }
        let number = |s: Option<Sq>| s.and_then(|s| holes.iter().position(|&h| h == s));
        let mut jumps = Vec::new();
        for (i, &s) in holes.iter().enumerate() {
            for &(dr, dc) in &dirs {
                if let (Some(o), Some(t)) = (number(plane.offset(s, dr, dc)), number(plane.offset(s, 2 * dr, 2 * dc))) {
                    jumps.push((i, o, t));
                }
            }
        }
        Pegs { holes, jumps }
    }

    /// The position (bit set of pegs) of `plane`.
    pub fn position(&self, plane: &Plane) -> u64 {
        self.holes
            .iter()
            .enumerate()
            .filter(|&(_, &s)| plane.at(s) == b'o')
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The number of `s`.
    pub fn hole(&self, s: Sq) -> Option<usize> {
        self.holes.iter().position(|&h| h == s)
    }

    /// The fewest moves (a chain of jumps by one peg is one move) from
    /// `start` to a position accepted by `done`, by BFS over positions where
    /// one edge is a whole chain; `None` when no reachable position is
    /// accepted, or when more than `cap` positions would be stored (then
    /// `Err`).
    pub fn fewest_moves(&self, start: u64, done: impl Fn(u64) -> bool, cap: usize) -> Result<Option<u32>, ()> {
        let mut seen: HashSet<u64> = HashSet::from([start]);
        let mut layer = vec![start];
        let mut depth = 0;
        while !layer.is_empty() {
            if layer.iter().any(|&p| done(p)) {
                return Ok(Some(depth));
            }
            let mut next = Vec::new();
            for &p in &layer {
                for h in 0..self.holes.len() {
                    if p >> h & 1 == 1 {
                        self.chains(p, h, &mut |q| {
                            if seen.insert(q) {
                                next.push(q);
                            }
                        });
                    }
                }
            }
            if seen.len() > cap {
                return Err(());
            }
            layer = next;
            depth += 1;
        }
        Ok(None)
    }

    /// Calls `found` with every position reached from `p` by one or more
    /// jumps of the peg on hole `h` (one move).
    fn chains(&self, p: u64, h: usize, found: &mut dyn FnMut(u64)) {
        for &(f, o, t) in &self.jumps {
            if f == h && p >> o & 1 == 1 && p >> t & 1 == 0 {
                let q = p & !(1 << f) & !(1 << o) | 1 << t;
                found(q);
                self.chains(q, t, found);
            }
        }
    }

    /// Replays `steps` from `start`: each jumps a peg over an adjacent peg
    /// into the empty hole straight beyond (`over` given and right). Gives
    /// the end position and the number of moves (consecutive jumps by the
    /// same peg are one move).
    pub fn replay(&self, start: u64, steps: &[Step]) -> Result<(u64, u32), String> {
        let mut p = start;
        let mut moves = 0;
        let mut last_to = None;
        for (i, st) in steps.iter().enumerate() {
            let (Some(f), Some(o), Some(t)) =
                (self.hole(st.from), st.over.and_then(|o| self.hole(o)), self.hole(st.to))
            else {
                return Err(format!("step {i}: from, over and to must all be holes (over given)"));
            };
            if !self.jumps.contains(&(f, o, t)) {
                return Err(format!(
                    "step {i}: {} over {} to {} is not a jump",
                    show(st.from),
                    show(self.holes[o]),
                    show(st.to)
                ));
            }
            if p >> f & 1 == 0 || p >> o & 1 == 0 || p >> t & 1 == 1 {
                return Err(format!(
                    "step {i}: jump {} → {} needs pegs on from and over and an empty to",
                    show(st.from),
                    show(st.to)
                ));
            }
            p = p & !(1 << f) & !(1 << o) | 1 << t;
            if last_to != Some(st.from) {
                moves += 1;
            }
            last_to = Some(st.to);
        }
        Ok((p, moves))
    }
}
