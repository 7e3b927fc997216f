//! Fewest moves by meeting in the middle: the positions reachable from the
//! start in `a` moves and those that reach the finish in `b` moves, grown
//! level by level until they share a position or `a + b` reaches the bound
//! tried.
//!
//! The method is G. I. Bell's ("Solving peg solitaire by computer", the
//! English board example of his peg-solitaire pages, and "Diagonal peg
//! solitaire", *INTEGERS* 7, 2007, §5): `B[n]`, the positions reached from
//! the start in `n` moves, and `B[−n]`, those from which the finish is
//! reached in `n` moves, where playing backward is un-jumping (a peg on
//! `to` goes back to `from` and puts the jumped peg back on `over`; a
//! backward move is one peg's chain of un-jumps). Written here from that
//! description:
//!
//! - Each try asks "is there a solution of at most `D` moves?". A position
//!   first reached forward at depth `i` is kept only if `i` plus the Merson
//!   regions' forward bound ([`Regions::forward`]) is at most `D`, and only
//!   if the pagoda functions allow the finish; a backward one at depth `j`
//!   only if `j` plus the backward bound ([`Regions::backward`]) is at most
//!   `D`. A solution of at most `D` moves keeps every position it passes
//!   (each is reached no later than along it), so pruning loses none.
//! - The side whose last level is smaller grows next (Bell's balancing).
//!   If after `a` forward and `b` backward levels with `a + b = D` the sets
//!   are disjoint, no solution has `D` moves or fewer: cut a solution of
//!   `L ≤ D` moves after move `min(a, L)`; that position is in both sets.
//! - Positions are stored by their least image under the symmetries that
//!   keep both the start and the finish ([`Canon`]).
//! - A shared position gives the solution: its forward chain is found by
//!   un-playing moves level by level down to the start, its backward chain
//!   by playing moves down to the finish, and the jumps are then found
//!   from the real start, move by move.
//!
//! The tries go up from the start's lower bound; the first that meets is
//! the fewest moves, every smaller one having been refuted.

use super::game::{permute, Game, Target};
use super::refute::Pagoda;
use super::regions::Regions;
use super::table::Canon;
use crate::core::search::{Budget, LimitReached, Meeting, Stats};
use crate::core::words::{grouped, moves_word};

/// Bytes a stored position takes, about: its key in its level, and room
/// for the unsorted candidates and the merge's copy while a level grows.
const BYTES_PER_POSITION: u64 = 16;

/// Candidates gathered before they are sorted into a level, at least.
const CHUNK: usize = 1 << 16;

/// One side of the search: its levels, canonical positions first reached
/// at that depth, each sorted (looked up by binary search and merged, which
/// stays in cache where a hash set of millions of entries does not).
struct Side {
    levels: Vec<Vec<u64>>,
}

impl Side {
    fn new(mut first: Vec<u64>) -> Side {
        first.sort_unstable();
        first.dedup();
        Side { levels: vec![first] }
    }

    /// Levels grown beyond the first.
    fn depth(&self) -> u32 {
        self.levels.len() as u32 - 1
    }

    fn last(&self) -> &[u64] {
        self.levels.last().map_or(&[], Vec::as_slice)
    }

    /// Positions held.
    fn len(&self) -> usize {
        self.levels.iter().map(Vec::len).sum()
    }

    fn contains(&self, c: u64) -> bool {
        self.levels.iter().any(|l| l.binary_search(&c).is_ok())
    }

    /// The first position of the sorted `level` that this side holds.
    fn shared(&self, level: &[u64]) -> Option<u64> {
        let mut first: Option<u64> = None;
        for l in &self.levels {
            if let Some(c) = common(l, level) {
                first = Some(first.map_or(c, |f| f.min(c)));
            }
        }
        first
    }
}

/// The least value in both sorted slices: by one merging walk when their
/// sizes are close, else by looking the shorter one's values up in the
/// longer (binary search over what is left of it).
fn common(a: &[u64], b: &[u64]) -> Option<u64> {
    let (small, large) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if small.len() * 16 >= large.len() {
        let (mut i, mut j) = (0, 0);
        while i < small.len() && j < large.len() {
            let (x, y) = (small[i], large[j]);
            if x == y {
                return Some(x);
            }
            i += usize::from(x < y);
            j += usize::from(y < x);
        }
        return None;
    }
    let mut rest = large;
    for &x in small {
        match rest.binary_search(&x) {
            Ok(_) => return Some(x),
            Err(i) => rest = &rest[i..],
        }
        if rest.is_empty() {
            break;
        }
    }
    None
}

/// Sorts and dedups the tail of `buf` after its sorted, deduplicated
/// first `sorted` values and merges the two runs.
fn compact(buf: &mut Vec<u64>, sorted: usize, bits: u32, scratch: &mut Vec<u64>) {
    radix_sort(&mut buf[sorted..], bits, scratch);
    if sorted == 0 {
        buf.dedup();
        return;
    }
    let mut merged = Vec::with_capacity(buf.len());
    let (a, b) = buf.split_at(sorted);
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let x = a[i].min(b[j]);
        if merged.last() != Some(&x) {
            merged.push(x);
        }
        i += usize::from(a[i] == x);
        j += usize::from(b[j] == x);
    }
    for &x in a[i..].iter().chain(&b[j..]) {
        if merged.last() != Some(&x) {
            merged.push(x);
        }
    }
    *buf = merged;
}

/// Sorts `keys`, each below `2^bits`, by least significant digit first
/// (11 bits a pass, counting then scattering; Knuth, *TAOCP* 3, §5.2.5),
/// through `scratch`: a level's candidates are millions of keys, where
/// this takes a third of a comparison sort's time.
fn radix_sort(keys: &mut [u64], bits: u32, scratch: &mut Vec<u64>) {
    const DIGIT: u32 = 11;
    if keys.len() < 256 {
        keys.sort_unstable();
        return;
    }
    scratch.clear();
    scratch.resize(keys.len(), 0);
    let mut in_keys = true;
    let mut shift = 0;
    while shift < bits {
        let (src, dst): (&[u64], &mut [u64]) = if in_keys {
            (&*keys, &mut scratch[..])
        } else {
            (&scratch[..], &mut *keys)
        };
        let mut count = [0usize; 1 << DIGIT];
        for &k in src {
            count[(k >> shift) as usize & ((1 << DIGIT) - 1)] += 1;
        }
        let mut at = 0;
        for c in &mut count {
            let n = *c;
            *c = at;
            at += n;
        }
        for &k in src {
            let d = (k >> shift) as usize & ((1 << DIGIT) - 1);
            dst[count[d]] = k;
            count[d] += 1;
        }
        in_keys = !in_keys;
        shift += DIGIT;
    }
    if !in_keys {
        keys.copy_from_slice(scratch);
    }
}

/// Removes from the sorted `level` the values of the sorted `old`.
fn subtract(level: &mut Vec<u64>, old: &[u64]) {
    if old.is_empty() {
        return;
    }
    let mut j = 0;
    level.retain(|&x| {
        while j < old.len() && old[j] < x {
            j += 1;
        }
        !(j < old.len() && old[j] == x)
    });
}

/// The two sets when a try ended: sizes for the progress and the reason.
pub type Sizes = Meeting;

/// How a proof by meeting words itself: the sets of the try of `found − 1`
/// moves that shared no position (`sizes`; all zero when the first try,
/// at the start's lower bound, met).
pub fn refutation(sizes: &Sizes, found: u32) -> String {
    if sizes.most == 0 {
        return format!(
            "no solution has fewer than {found} moves by the Merson regions' bound (Beasley 1985; each full region needs a move of its own), and meeting in the middle found one of {found}"
        );
    }
    format!(
        "meeting in the middle (G. I. Bell's search by moves): the {} positions within {} of the start and the {} within {} of the finish share none, so no solution has {} or fewer",
        grouped(sizes.forward),
        moves_word(sizes.forward_depth.into()),
        grouped(sizes.backward),
        moves_word(sizes.backward_depth.into()),
        moves_word(sizes.most.into())
    )
}

/// The meet-in-the-middle search of one game.
pub struct Meet<'a, 'b> {
    game: &'a Game,
    target: Target,
    regions: Regions,
    pagodas: Vec<Pagoda>,
    canon: Canon,
    /// `by_to[i]`: indices of the jumps landing on hole `i`.
    by_to: Vec<Vec<u16>>,
    /// The finishes, canonical.
    finishes: Vec<u64>,
    budget: &'a mut Budget<'b>,
    /// What the search did (`expanded`: positions whose moves were made).
    pub stats: Stats,
    /// The sets of the last try.
    pub sizes: Sizes,
    /// The sides of the last try that did not meet, for [`Meet::extend`].
    kept: Option<(Side, Side, [f64; 2])>,
}

impl<'a, 'b> Meet<'a, 'b> {
    /// The search of `game` towards `target` (possibly narrowed by position
    /// classes), pruned by `pagodas`, within `budget`.
    pub fn new(game: &'a Game, target: Target, pagodas: Vec<Pagoda>, budget: &'a mut Budget<'b>, stats: Stats) -> Self {
        let mut keeping = game.clone();
        keeping.symmetries.retain(|p| permute(p, game.start) == game.start);
        let canon = Canon::new(&keeping);
        let mut by_to = vec![Vec::new(); game.len()];
        for (k, j) in game.jumps.iter().enumerate() {
            by_to[j.to as usize].push(k as u16);
        }
        let mut finishes: Vec<u64> = match target {
            Target::Position(goal) => vec![canon.of(goal)],
            Target::One(mask) => (0..game.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| canon.of(1 << i))
                .collect(),
        };
        finishes.sort_unstable();
        finishes.dedup();
        Meet {
            game,
            target,
            regions: Regions::new(game, target),
            pagodas,
            canon,
            by_to,
            finishes,
            budget,
            stats,
            sizes: Sizes::default(),
            kept: None,
        }
    }

    /// The lower bound on moves from the start.
    pub fn start_bound(&self) -> u32 {
        self.regions.forward(self.game.start, self.target)
    }

    /// Whether a forward position at `depth` may lie on a solution of at
    /// most `most` moves.
    fn keep_forward(&self, pos: u64, depth: u32, most: u32) -> bool {
        let pegs = pos.count_ones();
        if pegs <= self.target.pegs() {
            return self.target.accepts(pos);
        }
        depth + self.regions.forward(pos, self.target) <= most && !self.pagodas.iter().any(|p| p.value(pos) < p.need)
    }

    /// Whether a backward position at `depth` may lie on a solution of at
    /// most `most` moves.
    fn keep_backward(&self, pos: u64, depth: u32, most: u32) -> bool {
        let start = self.game.start;
        if pos.count_ones() >= start.count_ones() {
            return pos == start;
        }
        depth + self.regions.backward(start, pos) <= most
    }

    /// Whether a solution of at most `most` moves exists; its jumps
    /// (indices into the game's jumps) when it does.
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out (nodes, time, or the sets
    /// past the memory ceiling).
    pub fn within(&mut self, most: u32) -> Result<Option<Vec<u16>>, LimitReached> {
        self.kept = None;
        let start = self.canon.of(self.game.start);
        let fwd = Side::new(vec![start]);
        let bwd = Side::new(self.finishes.clone());
        if bwd.contains(start) {
            return Ok(Some(Vec::new()));
        }
        self.grow(fwd, bwd, [1.0, 1.0], most, false)
    }

    /// After [`Meet::within`] refuted `most − 1` moves: grows its sets by
    /// one more level, kept as pruned for `most − 1` and the new level for
    /// `most`. A shared position is a solution of `most` moves (the
    /// fewest); none proves nothing (positions pruned for `most − 1` may be
    /// missing), and [`Meet::within`] must then try `most` afresh.
    ///
    /// # Errors
    /// As [`Meet::within`].
    pub fn extend(&mut self, most: u32) -> Result<Option<Vec<u16>>, LimitReached> {
        match self.kept.take() {
            Some((fwd, bwd, cost)) if fwd.depth() + bwd.depth() + 1 == most => {
                // Its one level is only probed: nothing is kept after it.
                let found = self.grow(fwd, bwd, cost, most, true);
                self.kept = None;
                found
            }
            _ => Ok(None),
        }
    }

    /// Grows the sides, the cheaper first, until they meet or their depths
    /// add up to `most`; keeps them when they do not meet. With `probe`,
    /// the last level is not stored, only looked up in the other side (it
    /// stops at the first shared position, and takes no memory).
    fn grow(
        &mut self,
        mut fwd: Side,
        mut bwd: Side,
        mut cost: [f64; 2],
        most: u32,
        probe: bool,
    ) -> Result<Option<Vec<u16>>, LimitReached> {
        while fwd.depth() + bwd.depth() < most {
            let probing = probe && fwd.depth() + bwd.depth() + 1 == most;
            // The side whose next level costs less to make: its last
            // level's size times the moves a position had there.
            let forward = fwd.last().len() as f64 * cost[0] <= bwd.last().len() as f64 * cost[1];
            let generated = self.stats.generated;
            let (grow, other) = if forward { (&mut fwd, &bwd) } else { (&mut bwd, &fwd) };
            let (level, met) = self.level(grow, other, forward, most, probing)?;
            let made = (self.stats.generated - generated) as f64;
            cost[usize::from(!forward)] = made / grow.last().len().max(1) as f64;
            grow.levels.push(level);
            self.note(&fwd, &bwd, most);
            if let Some(c) = met {
                return Ok(Some(self.path(&mut fwd, &mut bwd, c)));
            }
            if fwd.last().is_empty() || bwd.last().is_empty() {
                // One side has nothing left to grow: no solution this short.
                return Ok(None);
            }
        }
        if !probe {
            self.kept = Some((fwd, bwd, cost));
        }
        Ok(None)
    }

    /// The next level of `grow` (sorted, without the positions it holds
    /// already) and the least position it shares with `other`, if any.
    /// When `probing`, only a shared position is kept.
    ///
    /// Candidates are gathered unsorted and merged into the sorted level
    /// whenever they outnumber it, so the level's memory stays within
    /// about twice its size.
    ///
    /// A search kernel of about 65 lines kept whole on purpose: the unsorted
    /// candidates and the sorted level they are merged into are the loop's
    /// locals, and the loop over a position's moves is the hot one.
    fn level(
        &mut self,
        grow: &Side,
        other: &Side,
        forward: bool,
        most: u32,
        probing: bool,
    ) -> Result<(Vec<u64>, Option<u64>), LimitReached> {
        let depth = grow.depth() + 1;
        let held = grow.len() + other.len();
        let mut buf: Vec<u64> = Vec::new();
        let mut sorted = 0;
        let mut scratch = Vec::new();
        let bits = 64 - self.game.all.leading_zeros();
        let mut out = Vec::new();
        let last = grow.last();
        for (i, &pos) in last.iter().enumerate() {
            self.budget.expand(&mut self.stats)?;
            out.clear();
            if forward {
                self.moves(pos, &mut out);
            } else {
                self.unmoves(pos, &mut out);
            }
            self.stats.generated += out.len() as u64;
            for &next in &out {
                // The bounds first: they hold for every symmetric image.
                let keep = if forward {
                    self.keep_forward(next, depth, most)
                } else {
                    self.keep_backward(next, depth, most)
                };
                if keep {
                    buf.push(self.canon.of(next));
                }
            }
            // A probe's chunks are looked up in the whole other side:
            // large ones, so that each walk over it serves many.
            let chunk = if probing {
                CHUNK.max(other.len() / 4)
            } else {
                sorted.max(CHUNK)
            };
            if buf.len() - sorted >= chunk || i + 1 == last.len() {
                compact(&mut buf, sorted, bits, &mut scratch);
                if probing {
                    if let Some(c) = other.shared(&buf) {
                        return Ok((vec![c], Some(c)));
                    }
                    buf.clear();
                }
                sorted = buf.len();
                let stored = held + buf.len();
                self.budget.store_keys(stored, stored as u64 * BYTES_PER_POSITION)?;
            }
        }
        if probing {
            return Ok((Vec::new(), None));
        }
        for old in &grow.levels {
            subtract(&mut buf, old);
        }
        let met = other.shared(&buf);
        Ok((buf, met))
    }

    /// Records the sets' sizes.
    fn note(&mut self, fwd: &Side, bwd: &Side, most: u32) {
        self.sizes = Sizes {
            forward: fwd.len() as u64,
            backward: bwd.len() as u64,
            forward_depth: fwd.depth(),
            backward_depth: bwd.depth(),
            most,
        };
        self.stats.meeting = Some(self.sizes);
        self.stats.peak_frontier = self.stats.peak_frontier.max(self.sizes.forward + self.sizes.backward);
    }

    /// Every position one move (a chain of jumps by one peg) after `pos`.
    fn moves(&self, pos: u64, out: &mut Vec<u64>) {
        let mut pegs = pos;
        while pegs != 0 {
            let x = pegs.trailing_zeros() as u8;
            pegs &= pegs - 1;
            self.chain(pos, x, out);
        }
    }

    fn chain(&self, pos: u64, x: u8, out: &mut Vec<u64>) {
        for &k in &self.game.by_from[x as usize] {
            let j = self.game.jumps[k as usize];
            if j.legal(pos) {
                let next = j.apply(pos);
                out.push(next);
                self.chain(next, j.to, out);
            }
        }
    }

    /// Every position one move before `pos`: a peg's chain of un-jumps.
    fn unmoves(&self, pos: u64, out: &mut Vec<u64>) {
        let mut pegs = pos;
        while pegs != 0 {
            let x = pegs.trailing_zeros() as u8;
            pegs &= pegs - 1;
            self.unchain(pos, x, out);
        }
    }

    fn unchain(&self, pos: u64, x: u8, out: &mut Vec<u64>) {
        for &k in &self.by_to[x as usize] {
            let j = self.game.jumps[k as usize];
            if pos & j.full == 0 {
                let before = j.apply(pos);
                out.push(before);
                self.unchain(before, j.from, out);
            }
        }
    }

    /// The jumps of a solution through the shared canonical position `c`.
    fn path(&self, fwd: &mut Side, bwd: &mut Side, c: u64) -> Vec<u16> {
        for level in fwd.levels.iter_mut().chain(bwd.levels.iter_mut()) {
            level.sort_unstable();
        }
        let depth_in = |side: &Side| {
            side.levels
                .iter()
                .position(|l| l.binary_search(&c).is_ok())
                .unwrap_or(0)
        };
        // Canonical positions from the start to `c`, then on to a finish.
        let mut chain = vec![c];
        let mut out = Vec::new();
        for k in (0..depth_in(fwd)).rev() {
            let x = chain.last().copied().unwrap_or(c);
            out.clear();
            self.unmoves(x, &mut out);
            if let Some(y) = out
                .iter()
                .map(|&y| self.canon.of(y))
                .find(|y| fwd.levels[k].binary_search(y).is_ok())
            {
                chain.push(y);
            }
        }
        chain.reverse();
        for k in (0..depth_in(bwd)).rev() {
            let x = chain.last().copied().unwrap_or(c);
            out.clear();
            self.moves(x, &mut out);
            if let Some(y) = out
                .iter()
                .map(|&y| self.canon.of(y))
                .find(|y| bwd.levels[k].binary_search(y).is_ok())
            {
                chain.push(y);
            }
        }
        // The real jumps, move by move from the real start.
        let mut pos = self.game.start;
        let mut jumps = Vec::new();
        for &want in chain.iter().skip(1) {
            let mut found = Vec::new();
            let mut pegs = pos;
            while pegs != 0 && found.is_empty() {
                let x = pegs.trailing_zeros() as u8;
                pegs &= pegs - 1;
                self.find_chain(pos, x, want, &mut Vec::new(), &mut found);
            }
            for &k in &found {
                pos = self.game.jumps[k as usize].apply(pos);
            }
            jumps.extend(found);
        }
        jumps
    }

    /// A chain of jumps of the peg on `x` from `pos` to a position whose
    /// canonical form is `want`, into `found`.
    fn find_chain(&self, pos: u64, x: u8, want: u64, path: &mut Vec<u16>, found: &mut Vec<u16>) {
        for &k in &self.game.by_from[x as usize] {
            if !found.is_empty() {
                return;
            }
            let j = self.game.jumps[k as usize];
            if j.legal(pos) {
                let next = j.apply(pos);
                path.push(k);
                if self.canon.of(next) == want {
                    found.clone_from(path);
                    return;
                }
                self.find_chain(next, j.to, want, path, found);
                path.pop();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{common, compact, radix_sort, subtract};

    /// Pseudo-random keys below `2^bits` (xorshift), some repeated.
    fn keys(n: usize, bits: u32, seed: u64) -> Vec<u64> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x & ((1 << bits) - 1)) % (1 << (bits - 2))
            })
            .collect()
    }

    #[test]
    fn sorted_levels_merge_like_sets() {
        for (n, bits) in [(10, 33), (5_000, 33), (70_000, 37), (3_000, 64)] {
            let bits = bits.min(63);
            let mut a = keys(n, bits, 88_172_645_463_325_252);
            let mut want = a.clone();
            want.sort_unstable();
            radix_sort(&mut a, bits, &mut Vec::new());
            assert_eq!(a, want);
            want.dedup();
            // A sorted prefix merged with an unsorted tail.
            let mut b = keys(n, bits, 7);
            let mut head = b.split_off(n / 2);
            head.sort_unstable();
            head.dedup();
            let sorted = head.len();
            // The tail repeats itself and part of the head.
            head.extend(&b);
            head.extend(&b[..b.len() / 2]);
            head.extend_from_within(..sorted / 3);
            compact(&mut head, sorted, bits, &mut Vec::new());
            let mut union: Vec<u64> = keys(n, bits, 7);
            union.sort_unstable();
            union.dedup();
            assert_eq!(head, union);
            // Least common value and difference, against the obvious ones.
            let shared = want.iter().copied().find(|x| union.binary_search(x).is_ok());
            assert_eq!(common(&want, &union), shared);
            assert_eq!(
                common(&want[..want.len().min(3)], &union),
                want[..want.len().min(3)]
                    .iter()
                    .copied()
                    .find(|x| union.binary_search(x).is_ok())
            );
            let mut rest = want.clone();
            subtract(&mut rest, &union);
            assert_eq!(
                rest,
                want.iter()
                    .copied()
                    .filter(|x| union.binary_search(x).is_err())
                    .collect::<Vec<_>>()
            );
        }
    }
}
