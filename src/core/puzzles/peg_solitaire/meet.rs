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
//! - Positions are stored by their least image under symmetries
//!   ([`Canon`]): the backward side's under those that keep the finish
//!   (every image of a position reaches the finish in as many moves), the
//!   forward side's under those that also keep the start. A backward class
//!   is kept when any of its images passes the bound. Where the finish has
//!   more symmetries than the start (the French preset: its start has none,
//!   its finish holes the left-right reflection), a forward key is the
//!   backward class's key with the image's index below it (`Keys`), so
//!   both sides sort by the backward class and are intersected by merging.
//! - A shared position gives the solution: its forward chain is found by
//!   un-playing moves level by level down to the start, its backward chain
//!   by playing moves down to the finish, and the jumps are then found
//!   from the real start, move by move.
//!
//! - Sets pruned for `D` that share nothing after `a` and `b` levels
//!   refute every solution of at most `a + b ≤ D` moves (the argument
//!   above holds for any `D` at least the solution's length), so a try
//!   proves a bound one move higher with each level it grows, and the
//!   first level that meets gives the fewest moves.
//!
//! With a solution of `U` moves in hand (a beam search's, [`Meet::beam`]) one
//! try of `U − 1` does it all: it meets at the fewest moves or refutes
//! `U − 1`, and its last level is only looked up in the other side, not
//! stored. Without one, the tries go up from the start's lower bound, and
//! the first that meets is the fewest moves.

mod beam;
mod packed;

use super::game::{permute, Game, Jump, Target};
use super::refute::Pagoda;
use super::regions::Regions;
use super::table::Canon;
use crate::core::search::{Budget, LimitReached, Meeting, Stats};
use crate::core::words::{grouped, moves_word};
use packed::{common, common_keys, subtract, Packed};

/// Candidates gathered before they are sorted into a level, at least.
const CHUNK: usize = 1 << 16;

/// One side of the search: its levels, canonical positions first reached
/// at that depth, each a sorted set kept compressed ([`Packed`]: read in
/// order to be merged and intersected, which stays in cache where a hash
/// set of millions of entries does not).
struct Side {
    levels: Vec<Packed>,
    /// A key shifted right by this much names its backward class, the
    /// value the two sides are compared on ([`Keys`]).
    shift: u32,
}

impl Side {
    fn new(mut first: Vec<u64>, shift: u32) -> Side {
        first.sort_unstable();
        first.dedup();
        Side {
            levels: vec![Packed::from_sorted(&first)],
            shift,
        }
    }

    /// Levels grown beyond the first.
    fn depth(&self) -> u32 {
        self.levels.len() as u32 - 1
    }

    fn last(&self) -> &Packed {
        self.levels.last().unwrap_or(&EMPTY)
    }

    /// Positions held.
    fn len(&self) -> usize {
        self.levels.iter().map(Packed::len).sum()
    }

    /// Bytes the levels take.
    fn bytes(&self) -> u64 {
        self.levels.iter().map(Packed::bytes).sum()
    }

    fn contains(&self, c: u64) -> bool {
        self.levels.iter().any(|l| l.contains(c))
    }

    /// A class of `level` (keys shifted by `shift`) that this side's last
    /// level holds: this side's key and the level's.
    ///
    /// Only the last level can: `level` is the other side's next, and
    /// every solution of at most the two depths' sum is refuted before it
    /// is made ([`Meet::grow`]), so a class it shared with an earlier level
    /// of this side would lie on a solution that short.
    fn shared(&self, level: &Packed, shift: u32) -> Option<(u64, u64)> {
        common(self.last(), self.shift, level, shift)
    }

    /// As [`Side::shared`], for sorted, distinct `keys` not packed.
    fn shared_keys(&self, keys: &[u64], shift: u32) -> Option<(u64, u64)> {
        common_keys(self.last(), self.shift, keys, shift)
    }
}

/// The empty level.
static EMPTY: Packed = Packed::EMPTY;

/// How each side keys a position.
///
/// The backward side stores a position by its canonical form under the
/// symmetries that keep the finish ([`Keys::backward`]); the forward side
/// by its class under those that also keep the start. When the two groups
/// are the same, a forward key is that class's canonical form; when the
/// finish has more symmetries, it is the backward key shifted left by
/// `split` bits, with the index of the first image of the backward
/// canonical form in the forward class below it ([`Keys::forward`],
/// decoded by [`Keys::position`]). Either way `key >> split` is the
/// backward key, so the sides are compared by merging sorted keys.
struct Keys {
    /// Classes under the symmetries that keep the start and the finish.
    forward: Canon,
    /// Classes under the symmetries that keep the finish.
    backward: Canon,
    /// Bits of a forward key below its backward class (0: the groups are
    /// the same).
    split: u32,
    /// Per symmetry that keeps the finish, the identity first, the image
    /// of each byte of a position (only when `split` is not 0; the
    /// backward key is then the least image, by these tables).
    images: Vec<Vec<[u64; 256]>>,
    /// `inverse[k]`: the index of the inverse of symmetry `k`.
    inverse: Vec<usize>,
    /// Whether the forward classes are single positions (no symmetry keeps
    /// the start), so a forward key's index is the inverse of the image
    /// that gives the backward key.
    single: bool,
}

impl Keys {
    fn new(game: &Game, target: Target) -> Keys {
        let mut back = game.clone();
        back.symmetries.retain(|p| permute(p, target.holes()) == target.holes());
        let mut keeping = back.clone();
        keeping.symmetries.retain(|p| permute(p, game.start) == game.start);
        let identity = |p: &Vec<u8>| p.iter().enumerate().all(|(i, &k)| i == k as usize);
        let moved = |g: &Game| g.symmetries.iter().filter(|p| !identity(p)).count();
        let bits = 64 - game.all.leading_zeros();
        let group = moved(&back) + 1;
        let split = if moved(&back) == moved(&keeping) {
            0
        } else {
            usize::BITS - (group - 1).leading_zeros()
        };
        let single = moved(&keeping) == 0;
        if bits + split > 64 {
            // No room for the image's index: both sides keyed alike.
            back = keeping.clone();
            return Keys {
                forward: Canon::new(&keeping),
                backward: Canon::new(&back),
                split: 0,
                images: Vec::new(),
                inverse: Vec::new(),
                single,
            };
        }
        let mut images = Vec::new();
        let mut inverse = Vec::new();
        if split > 0 {
            let bytes = game.len().div_ceil(8);
            let mut perms: Vec<&Vec<u8>> = back.symmetries.iter().filter(|p| !identity(p)).collect();
            let ident: Vec<u8> = (0..game.len() as u8).collect();
            perms.insert(0, &ident);
            inverse = perms
                .iter()
                .map(|p| {
                    perms
                        .iter()
                        .position(|q| (0..p.len()).all(|i| q[p[i] as usize] as usize == i))
                        .unwrap_or(0)
                })
                .collect();
            images = perms
                .iter()
                .map(|perm| {
                    (0..bytes)
                        .map(|b| {
                            let mut t = [0u64; 256];
                            for (v, slot) in t.iter_mut().enumerate() {
                                *slot = permute(perm, (v as u64) << (8 * b) & game.all);
                            }
                            t
                        })
                        .collect()
                })
                .collect();
        }
        Keys {
            forward: Canon::new(&keeping),
            backward: Canon::new(&back),
            split,
            images,
            inverse,
            single,
        }
    }

    /// The image of `pos` under the `k`th symmetry keeping the finish.
    #[inline]
    fn image(&self, k: usize, pos: u64) -> u64 {
        self.images[k]
            .iter()
            .enumerate()
            .fold(0, |img, (b, t)| img | t[(pos >> (8 * b) & 0xff) as usize])
    }

    /// The least image of `pos` (under the symmetries that keep the
    /// finish, by the tables) and the index of the symmetry that gives it.
    #[inline]
    fn least(&self, pos: u64) -> (u64, usize) {
        let mut best = (pos, 0);
        for k in 1..self.images.len() {
            let img = self.image(k, pos);
            if img < best.0 {
                best = (img, k);
            }
        }
        best
    }

    /// The backward side's key of `pos`.
    #[inline]
    fn backward(&self, pos: u64) -> u64 {
        if self.split == 0 {
            return self.backward.of(pos);
        }
        self.least(pos).0
    }

    /// The forward side's key of `pos`.
    #[inline]
    fn forward(&self, pos: u64) -> u64 {
        if self.split == 0 {
            return self.forward.of(pos);
        }
        let (class, k) = self.least(pos);
        let k = if self.single {
            self.inverse[k]
        } else {
            let own = self.forward.of(pos);
            (0..self.images.len())
                .find(|&k| self.forward.of(self.image(k, class)) == own)
                .unwrap_or(0)
        };
        class << self.split | k as u64
    }

    /// A position of the forward key `key`'s class.
    #[inline]
    fn position(&self, key: u64) -> u64 {
        if self.split == 0 {
            return key;
        }
        self.image((key & ((1 << self.split) - 1)) as usize, key >> self.split)
    }
}

/// Sorts `keys`, each below `2^bits`, through `scratch`: one pass through
/// memory spreads them into buckets by their top [`DIGIT`] bits (most
/// significant digit first), then each bucket, small enough for the cache,
/// is sorted by its low bits least significant digit first (counting then
/// scattering; Knuth, *TAOCP* 3, §5.2.5). A level's candidates are tens of
/// millions of keys, where this takes a fraction of a comparison sort's
/// time, and fewer passes over main memory than a whole-array LSD sort
/// (four of 11 bits for the French board's 38-bit keys: the French proof
/// took 118 s natively with it, 97 s with this).
fn radix_sort(keys: &mut [u64], bits: u32, scratch: &mut Vec<u64>) {
    if keys.len() < 256 {
        keys.sort_unstable();
        return;
    }
    scratch.clear();
    // Exactly: doubling would overshoot the memory ceiling's room.
    scratch.reserve_exact(keys.len());
    scratch.resize(keys.len(), 0);
    let low = bits.saturating_sub(DIGIT);
    let mut at = [0usize; (1 << DIGIT) + 1];
    for &k in &*keys {
        at[(k >> low) as usize & ((1 << DIGIT) - 1)] += 1;
    }
    let mut sum = 0;
    for c in &mut at {
        let n = *c;
        *c = sum;
        sum += n;
    }
    let mut next = at;
    for &k in &*keys {
        let d = (k >> low) as usize & ((1 << DIGIT) - 1);
        scratch[next[d]] = k;
        next[d] += 1;
    }
    for b in 0..1 << DIGIT {
        let (from, to) = (at[b], at[b + 1]);
        sort_low(&mut scratch[from..to], &mut keys[from..to], low);
    }
}

/// Bits of a radix sort's digit.
const DIGIT: u32 = 11;

/// Sorts `src` by its low `bits` bits into `dst` (the same length; `src`
/// is overwritten), least significant digit first, at most [`DIGIT`] bits
/// a pass.
fn sort_low(src: &mut [u64], dst: &mut [u64], bits: u32) {
    if bits == 0 || src.len() < 64 {
        src.sort_unstable();
        dst.copy_from_slice(src);
        return;
    }
    let passes = bits.div_ceil(DIGIT);
    let digit = bits.div_ceil(passes);
    let mask = (1usize << digit) - 1;
    let mut in_src = true;
    for pass in 0..passes {
        let shift = pass * digit;
        let (from, to): (&[u64], &mut [u64]) = if in_src { (&*src, &mut *dst) } else { (&*dst, &mut *src) };
        let mut count = [0usize; 1 << DIGIT];
        for &k in from {
            count[(k >> shift) as usize & mask] += 1;
        }
        let mut sum = 0;
        for c in &mut count[..=mask] {
            let n = *c;
            *c = sum;
            sum += n;
        }
        for &k in from {
            let d = (k >> shift) as usize & mask;
            to[count[d]] = k;
            count[d] += 1;
        }
        in_src = !in_src;
    }
    if in_src {
        dst.copy_from_slice(src);
    }
}

/// The two sets when a try ended: sizes for the progress and the reason.
pub type Sizes = Meeting;

/// How a proof by meeting words itself: the sets of the try of `found − 1`
/// moves that shared no position (`sizes`; all zero when the first try,
/// at the start's lower bound, met).
pub fn refutation(sizes: &Sizes, found: u32) -> String {
    if sizes.most == 0 {
        return format!(
            "no solution has fewer than {found} moves by the Merson regions' bound (Beasley 1985; each full region needs a move of its own), and a solution of {found} was found"
        );
    }
    let further = match sizes.probed {
        "" => String::new(),
        side => format!(
            ", nor is any position one move further from the {side} (each looked up in the other set as it was made, not stored)"
        ),
    };
    format!(
        "meeting in the middle (G. I. Bell's search by moves): the {} positions within {} of the start and the {} within {} of the finish share none{further}, so no solution has {} or fewer",
        grouped(sizes.forward),
        moves_word(sizes.forward_depth.into()),
        grouped(sizes.backward),
        moves_word(sizes.backward_depth.into()),
        moves_word(sizes.most.into())
    )
}

/// [`Meet::level`]'s type: [`Meet::grow`] calls it through a pointer.
type Level<'a, 'b> =
    fn(&mut Meet<'a, 'b>, &Side, &Side, bool, u32, bool) -> Result<(Packed, Option<u64>), LimitReached>;

/// The meet-in-the-middle search of one game.
pub struct Meet<'a, 'b> {
    game: &'a Game,
    target: Target,
    regions: Regions,
    /// Each image of the start under the symmetries that keep the finish,
    /// with the regions' backward packing from it ([`Meet::keep_backward`]).
    starts: Vec<(u64, Regions)>,
    pagodas: Vec<Pagoda>,
    keys: Keys,
    /// `jumps_from[i]`: the jumps leaving hole `i`.
    jumps_from: Vec<Vec<Jump>>,
    /// `jumps_to[i]`: the jumps landing on hole `i`.
    jumps_to: Vec<Vec<Jump>>,
    /// The finishes, as backward keys.
    finishes: Vec<u64>,
    budget: &'a mut Budget<'b>,
    /// What the search did (`expanded`: positions whose moves were made).
    pub stats: Stats,
    /// The sets of the last try.
    pub sizes: Sizes,
    /// The sides of the last try that did not meet (for [`Meet::extend`])
    /// or that the budget stopped between two levels (to go on from).
    kept: Option<Held>,
}

/// The two sides of a try, pruned for `most` moves, as they stood after
/// their last whole level: kept by a search stopped by its budget so that
/// the next (`resume`, Keep searching) goes on growing them
/// ([`Meet::hold`], [`Meet::held`]).
pub struct Held {
    fwd: Side,
    bwd: Side,
    /// The moves a position of each side's last level had.
    cost: [f64; 2],
    most: u32,
}

impl Held {
    /// Moves grown on both sides together.
    fn depth(&self) -> u32 {
        self.fwd.depth() + self.bwd.depth()
    }

    /// Whether the budget stopped them before they reached their bound
    /// (a whole try that refuted it has `depth() == most`).
    fn stopped(&self) -> bool {
        self.depth() < self.most
    }

    /// Positions (or classes) held from the start and back from the
    /// finish, and the moves grown on each side.
    pub fn sizes(&self) -> (usize, u32, usize, u32) {
        (self.fwd.len(), self.fwd.depth(), self.bwd.len(), self.bwd.depth())
    }
}

impl<'a, 'b> Meet<'a, 'b> {
    /// The search of `game` towards `target` (possibly narrowed by position
    /// classes), pruned by `pagodas`, within `budget`.
    pub fn new(game: &'a Game, target: Target, pagodas: Vec<Pagoda>, budget: &'a mut Budget<'b>, stats: Stats) -> Self {
        let keys = Keys::new(game, target);
        let mut starts: Vec<(u64, Regions)> = Vec::new();
        for k in 0..keys.images.len().max(1) {
            let s = if keys.images.is_empty() {
                game.start
            } else {
                keys.image(k, game.start)
            };
            if starts.iter().all(|&(t, _)| t != s) {
                let mut from = game.clone();
                from.start = s;
                starts.push((s, Regions::new(&from, target)));
            }
        }
        let mut jumps_from = vec![Vec::new(); game.len()];
        let mut jumps_to = vec![Vec::new(); game.len()];
        for &j in &game.jumps {
            jumps_from[j.from as usize].push(j);
            jumps_to[j.to as usize].push(j);
        }
        let mut finishes: Vec<u64> = match target {
            Target::Position(goal) => vec![keys.backward(goal)],
            Target::One(mask) => (0..game.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| keys.backward(1 << i))
                .collect(),
        };
        finishes.sort_unstable();
        finishes.dedup();
        Meet {
            game,
            target,
            regions: Regions::new(game, target),
            starts,
            pagodas,
            keys,
            jumps_from,
            jumps_to,
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
    /// most `most` moves, or one of its images under the symmetries that
    /// keep the finish may (the side keeps classes under them). An image
    /// `g(pos)` is as far from the finish as `pos`, and its moves from the
    /// start are `pos`'s from `g⁻¹(start)`, bounded by the regions full at
    /// `g⁻¹(start)` and not in `pos` (the regions are the same set under
    /// every symmetry of the board): so the class may be dropped only when
    /// the bound from every image of the start is too high.
    fn keep_backward(&self, pos: u64, depth: u32, most: u32) -> bool {
        let start = self.game.start;
        if pos.count_ones() >= start.count_ones() {
            return self.starts.iter().any(|&(s, _)| s == pos);
        }
        self.starts
            .iter()
            .any(|(s, regions)| depth + regions.backward(*s, pos) <= most)
    }

    /// Whether a solution of at most `most` moves exists; its jumps
    /// (indices into the game's jumps) when it does, the fewest: each
    /// level grown without meeting refutes one move more (the depths'
    /// sum), and raises the lower bound in [`Meet::stats`] as it goes.
    ///
    /// With `last` (no try of more moves will follow: a solution of
    /// `most + 1` is in hand), the try's last level is only looked up in
    /// the other side as it is made, not stored, and nothing is kept for
    /// [`Meet::extend`].
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out (nodes, time, or the sets
    /// past the memory ceiling).
    pub fn within(&mut self, most: u32, last: bool) -> Result<Option<Vec<u16>>, LimitReached> {
        if let Some(held) = self.kept.take().filter(|h| h.most == most) {
            // Stopped by the budget before: on from its last whole level.
            return self.grow(held.fwd, held.bwd, held.cost, most, last, true);
        }
        let fwd = Side::new(vec![self.keys.forward(self.game.start)], self.keys.split);
        let bwd = Side::new(self.finishes.clone(), 0);
        if bwd.contains(self.keys.backward(self.game.start)) {
            return Ok(Some(Vec::new()));
        }
        self.grow(fwd, bwd, [1.0, 1.0], most, last, true)
    }

    /// Sides kept by a search stopped before, to go on from: the next
    /// [`Meet::within`] of their bound grows them instead of starting over.
    pub fn hold(&mut self, held: Held) {
        // What they refuted already, for the reason should the next level
        // meet.
        self.note(&held.fwd, &held.bwd, held.depth());
        self.kept = Some(held);
    }

    /// The bound of the sides held to go on from (stopped by the budget
    /// between two levels), if any.
    pub fn held_bound(&self) -> Option<u32> {
        self.kept.as_ref().filter(|h| h.stopped()).map(|h| h.most)
    }

    /// The sides the budget stopped between two levels, if it did.
    pub fn held(&mut self) -> Option<Held> {
        self.kept.take().filter(Held::stopped)
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
        // Only a whole try of one move fewer (sides held to go on from
        // stay for [`Meet::within`]).
        let refuted = |h: &Held| h.most + 1 == most && !h.stopped();
        match self.kept.take_if(|h| refuted(h)) {
            Some(Held { fwd, bwd, cost, .. }) => {
                // Its one level is only probed: nothing is kept after it,
                // and its sets, pruned for one move fewer, prove nothing.
                let found = self.grow(fwd, bwd, cost, most, true, false);
                self.kept = None;
                found
            }
            None => Ok(None),
        }
    }

    /// Grows the sides, the cheaper first, until they meet or their depths
    /// add up to `most`; keeps them when they do not meet, or when the
    /// budget stops them (as they stood after their last whole level).
    /// With `probe`, the last level is not stored, only looked up in the
    /// other side (it stops at the first shared position, and takes no
    /// memory). With `proves` (the sides are pruned for `most`), each
    /// level that does not meet raises the lower bound.
    fn grow(
        &mut self,
        mut fwd: Side,
        mut bwd: Side,
        mut cost: [f64; 2],
        most: u32,
        probe: bool,
        proves: bool,
    ) -> Result<Option<Vec<u16>>, LimitReached> {
        // Through a pointer neither optimiser sees through (see `level`).
        let level: Level<'a, 'b> = std::hint::black_box(Self::level);
        while fwd.depth() + bwd.depth() < most {
            let probing = probe && fwd.depth() + bwd.depth() + 1 == most;
            // The side whose next level costs less to make: its last
            // level's size times the moves a position had there.
            let forward = fwd.last().len() as f64 * cost[0] <= bwd.last().len() as f64 * cost[1];
            let generated = self.stats.generated;
            let (grow, other) = if forward { (&mut fwd, &bwd) } else { (&mut bwd, &fwd) };
            let (level, met) = match level(self, grow, other, forward, most, probing) {
                Ok(made) => made,
                Err(stop) => {
                    if proves {
                        self.kept = Some(Held { fwd, bwd, cost, most });
                    }
                    return Err(stop);
                }
            };
            let made = (self.stats.generated - generated) as f64;
            cost[usize::from(!forward)] = made / grow.last().len().max(1) as f64;
            if probing && met.is_none() {
                // Looked up and not stored: the sets stay as they are, and
                // the reason says which side's next level was looked up.
                if proves {
                    self.sizes.probed = if forward { "start" } else { "finish" };
                    self.sizes.most = most;
                    self.stats.meeting = Some(self.sizes);
                    self.proved(most + 1);
                }
                return Ok(None);
            }
            grow.levels.push(level);
            if let Some(c) = met {
                return Ok(Some(self.path(&fwd, &bwd, c)));
            }
            if fwd.last().is_empty() || bwd.last().is_empty() {
                // One side has nothing left to grow: no solution this short.
                self.note(&fwd, &bwd, most);
                self.proved(most + 1);
                return Ok(None);
            }
            // Disjoint sets pruned for `most` refute every solution of at
            // most the depths' sum (`most` or less): the bound rises a
            // move a level.
            let refuted = fwd.depth() + bwd.depth();
            self.note(&fwd, &bwd, refuted);
            self.proved(refuted + 1);
        }
        if !probe {
            self.kept = Some(Held { fwd, bwd, cost, most });
        }
        Ok(None)
    }

    /// The next level of `grow` (without the positions it holds already)
    /// and a position it shares with `other`, if any. When `probing`, only
    /// a shared position is kept.
    ///
    /// Candidates are gathered unsorted in chunks; each chunk is sorted,
    /// rid of the positions of the earlier levels (or, when probing, looked
    /// up in the other side) and merged into the level, kept compressed.
    /// A chunk is at least half the level so far, so the level is
    /// rewritten a bounded number of times per position, and the
    /// uncompressed chunk stays a small part of the memory.
    ///
    /// A search kernel of about 65 lines kept whole on purpose: the unsorted
    /// candidates and the level they are merged into are the loop's
    /// locals, and the loop over a position's moves is the hot one.
    ///
    /// Never inlined into [`Meet::grow`]: a WebAssembly engine runs a
    /// function's optimized code from its next call (V8 compiles it while
    /// the first runs, and has no on-stack replacement for wasm), and
    /// `grow` is called once for a whole try, where this is called once a
    /// level (a French proof in Node: 219 s of CPU inlined). `#[inline(never)]`
    /// binds LLVM only: `wasm-opt -O` (Trunk's release build) inlines
    /// every function with one call site, so `grow` calls this through a
    /// [`std::hint::black_box`]'d pointer ([`Level`]), which puts it in the
    /// module's table, where wasm-opt never inlines.
    #[inline(never)]
    fn level(
        &mut self,
        grow: &Side,
        other: &Side,
        forward: bool,
        most: u32,
        probing: bool,
    ) -> Result<(Packed, Option<u64>), LimitReached> {
        let depth = grow.depth() + 1;
        let held = grow.len() + other.len();
        let held_bytes = grow.bytes() + other.bytes();
        let mut level = Packed::default();
        let mut buf: Vec<u64> = Vec::new();
        let mut scratch = Vec::new();
        let bits = 64 - self.game.all.leading_zeros() + grow.shift;
        let mut out = Vec::new();
        let last = grow.last();
        for (i, key) in last.iter().enumerate() {
            self.budget.expand(&mut self.stats)?;
            out.clear();
            if forward {
                self.moves(self.keys.position(key), &mut out);
            } else {
                self.unmoves(key, &mut out);
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
                    buf.push(if forward {
                        self.keys.forward(next)
                    } else {
                        self.keys.backward(next)
                    });
                }
            }
            // A probe's chunks are looked up in the other side's last level, and
            // a level's are subtracted from the side's earlier levels and
            // merged into the level: large ones, so that each walk serves
            // many (half the other side; the level so far), within what
            // the memory ceiling leaves room for: 24 bytes a candidate,
            // 16 for the chunk and the sort's scratch and 8 for what the
            // level and its copy may grow by (about 3 bytes a key each).
            let room = self.budget.memory().saturating_sub(held_bytes + 2 * level.bytes()) / 24;
            let want = if probing { other.len() / 2 } else { level.len() };
            let chunk = CHUNK.max(want.min(usize::try_from(room).unwrap_or(usize::MAX)));
            if buf.capacity() < chunk + 1024 {
                // Exactly: doubling would overshoot the room.
                buf.reserve_exact(chunk + 1024 - buf.len());
            }
            if buf.len() >= chunk || i + 1 == last.len() {
                radix_sort(&mut buf, bits, &mut scratch);
                buf.dedup();
                if probing {
                    if let Some((theirs, mine)) = other.shared_keys(&buf, grow.shift) {
                        return Ok((Packed::from_sorted(&[mine]), Some(if forward { mine } else { theirs })));
                    }
                } else {
                    for old in &grow.levels {
                        subtract(&mut buf, old);
                    }
                    level = level.union(&buf);
                }
                buf.clear();
                let stored = held + level.len();
                // The level twice: a union writes a copy of it.
                let bytes = held_bytes + 2 * level.bytes() + 8 * (buf.capacity() + scratch.capacity()) as u64;
                self.budget.store_keys(stored, bytes)?;
            }
        }
        if probing {
            return Ok((Packed::default(), None));
        }
        let met = other
            .shared(&level, grow.shift)
            .map(|(theirs, mine)| if forward { mine } else { theirs });
        Ok((level, met))
    }

    /// Raises the lower bound the search reports to `bound`, if higher,
    /// and the bound it is trying with it (the next level refutes that
    /// many moves: the progress says "no solution in 16 moves; trying
    /// 17").
    fn proved(&mut self, bound: u32) {
        let known = self.stats.lower_bound.unwrap_or(0).max(u64::from(bound));
        self.stats.lower_bound = Some(known);
        if self.stats.trying.is_some() {
            self.stats.trying = Some(known);
        }
    }

    /// Records the sets' sizes, which refute every solution of at most
    /// `most` moves.
    fn note(&mut self, fwd: &Side, bwd: &Side, most: u32) {
        self.sizes = Sizes {
            forward: fwd.len() as u64,
            backward: bwd.len() as u64,
            forward_depth: fwd.depth(),
            backward_depth: bwd.depth(),
            most,
            probed: "",
        };
        self.stats.meeting = Some(self.sizes);
        self.stats.peak_frontier = self.stats.peak_frontier.max(self.sizes.forward + self.sizes.backward);
    }

    /// Every position one move (a chain of jumps by one peg) after `pos`.
    /// A move's first jump is found from the fewer of the pegs (the jumps
    /// leaving them) and the empty holes (the jumps landing in them).
    fn moves(&self, pos: u64, out: &mut Vec<u64>) {
        let empty = self.game.all & !pos;
        if pos.count_ones() <= empty.count_ones() {
            let mut pegs = pos;
            while pegs != 0 {
                let x = pegs.trailing_zeros() as usize;
                pegs &= pegs - 1;
                self.chain(pos, x, out);
            }
        } else {
            let mut holes = empty;
            while holes != 0 {
                let x = holes.trailing_zeros() as usize;
                holes &= holes - 1;
                for j in &self.jumps_to[x] {
                    if pos & j.full == j.full {
                        let next = j.apply(pos);
                        out.push(next);
                        self.chain(next, x, out);
                    }
                }
            }
        }
    }

    /// The positions after each chain of jumps of the peg on `x` in `pos`.
    fn chain(&self, pos: u64, x: usize, out: &mut Vec<u64>) {
        for j in &self.jumps_from[x] {
            if j.legal(pos) {
                let next = j.apply(pos);
                out.push(next);
                self.chain(next, j.to as usize, out);
            }
        }
    }

    /// Every position one move before `pos`: a peg's chain of un-jumps
    /// (a peg on `to` goes back to `from`, over `over`, both empty), the
    /// first found from the fewer of the pegs and the empty holes.
    fn unmoves(&self, pos: u64, out: &mut Vec<u64>) {
        let empty = self.game.all & !pos;
        if pos.count_ones() <= empty.count_ones() {
            let mut pegs = pos;
            while pegs != 0 {
                let x = pegs.trailing_zeros() as usize;
                pegs &= pegs - 1;
                self.unchain(pos, x, out);
            }
        } else {
            let mut holes = empty;
            while holes != 0 {
                let x = holes.trailing_zeros() as usize;
                holes &= holes - 1;
                for j in &self.jumps_from[x] {
                    if pos & j.full == 0 && pos & j.empty != 0 {
                        let before = j.apply(pos);
                        out.push(before);
                        self.unchain(before, x, out);
                    }
                }
            }
        }
    }

    /// The positions before each chain of un-jumps of the peg on `x`.
    fn unchain(&self, pos: u64, x: usize, out: &mut Vec<u64>) {
        for j in &self.jumps_to[x] {
            if pos & j.full == 0 {
                let before = j.apply(pos);
                out.push(before);
                self.unchain(before, j.from as usize, out);
            }
        }
    }

    /// The jumps of a solution through the shared position whose forward
    /// key is `c`.
    fn path(&self, fwd: &Side, bwd: &Side, c: u64) -> Vec<u16> {
        let depth_in = |side: &Side, key: u64| side.levels.iter().position(|l| l.contains(key)).unwrap_or(0);
        // Keys from the start to `c` (forward keys), then on to a finish
        // (backward keys, marked `true`).
        let mut chain = vec![(c, false)];
        let mut out = Vec::new();
        let mut x = self.keys.position(c);
        for k in (0..depth_in(fwd, c)).rev() {
            out.clear();
            self.unmoves(x, &mut out);
            if let Some(&y) = out.iter().find(|&&y| fwd.levels[k].contains(self.keys.forward(y))) {
                chain.push((self.keys.forward(y), false));
                x = y;
            }
        }
        chain.reverse();
        let mut x = self.keys.position(c);
        for k in (0..depth_in(bwd, c >> self.keys.split)).rev() {
            out.clear();
            self.moves(x, &mut out);
            if let Some(&y) = out.iter().find(|&&y| bwd.levels[k].contains(self.keys.backward(y))) {
                chain.push((self.keys.backward(y), true));
                x = y;
            }
        }
        self.jumps_along(&chain)
    }

    /// The real jumps, move by move from the real start, through the
    /// classes of `chain` (the first is the start's; a backward key when
    /// marked `true`).
    fn jumps_along(&self, chain: &[(u64, bool)]) -> Vec<u16> {
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
    /// key is `want.0` (a backward key when `want.1`), into `found`.
    fn find_chain(&self, pos: u64, x: u8, want: (u64, bool), path: &mut Vec<u16>, found: &mut Vec<u16>) {
        for &k in &self.game.by_from[x as usize] {
            if !found.is_empty() {
                return;
            }
            let j = self.game.jumps[k as usize];
            if j.legal(pos) {
                let next = j.apply(pos);
                path.push(k);
                let key = if want.1 {
                    self.keys.backward(next)
                } else {
                    self.keys.forward(next)
                };
                if key == want.0 {
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
    use super::{radix_sort, Keys};
    use crate::core::board::{Grid, Square};
    use crate::core::puzzles::peg_solitaire::game::{holes_of, Game, Target};
    use crate::core::puzzles::peg_solitaire::{ENGLISH, FRENCH};
    use crate::core::request::Request;

    fn game(board: &str, grid: Grid) -> Game {
        let req = Request {
            puzzle: "peg-solitaire".into(),
            board: Some(board.into()),
            grid: Some(grid),
            ..Request::default()
        };
        Game::new(&crate::core::notation::parse(board, grid).unwrap(), &req).unwrap()
    }

    /// Checks that each forward key names its position and its backward
    /// class, and that every image `moved` gives of a position has its
    /// backward key, on pseudo-random positions of `game`.
    fn check_keys(game: &Game, keys: &Keys, moved: &[Box<dyn Fn(u64) -> u64>]) {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pos = x & game.all;
            let key = keys.forward(pos);
            assert_eq!(keys.position(key), pos);
            assert_eq!(key >> keys.split, keys.backward(pos));
            for g in moved {
                assert_eq!(keys.backward(g(pos)), keys.backward(pos));
                // The forward side tells images apart (its start has no
                // symmetry).
                assert_eq!(keys.forward(g(pos)) == key, g(pos) == pos);
            }
        }
    }

    #[test]
    fn backward_keys_merge_the_finish_symmetries_the_start_lacks() {
        // The French preset: the start has no symmetry, its finish holes
        // the left-right reflection, so a forward key is the backward
        // class and one bit.
        let french = game(FRENCH, Grid::Square);
        let hole = |s: Square| french.holes.binary_search(&s).unwrap();
        let finish = [[1, 3], [4, 0], [4, 3], [4, 6]]
            .iter()
            .fold(0u64, |m, &s| m | 1 << hole(s));
        let keys = Keys::new(&french, Target::One(finish));
        assert_eq!(keys.split, 1);
        let f = french.clone();
        let mirror = move |pos: u64| {
            holes_of(pos).fold(0u64, |m, i| {
                let [r, c] = f.holes[i];
                m | 1 << f.holes.binary_search(&[r, 6 - c]).unwrap()
            })
        };
        check_keys(&french, &keys, &[Box::new(mirror)]);
        // A 15-hole triangle with hole [1, 0] and one peg anywhere: six
        // symmetries (two of them rotations, each the other's inverse)
        // against none, three bits.
        let rows: Vec<String> = (0..5)
            .map(|r| (0..=r).map(|k| if [r, k] == [1, 0] { '.' } else { 'o' }).collect())
            .collect();
        let triangle = game(&rows.join("/"), Grid::Triangle);
        let keys = Keys::new(&triangle, triangle.target);
        assert_eq!(keys.split, 3);
        let moved: Vec<Box<dyn Fn(u64) -> u64>> = triangle
            .symmetries
            .iter()
            .map(|p| {
                let p = p.clone();
                Box::new(move |pos: u64| crate::core::puzzles::peg_solitaire::game::permute(&p, pos))
                    as Box<dyn Fn(u64) -> u64>
            })
            .collect();
        assert_eq!(moved.len(), 6);
        check_keys(&triangle, &keys, &moved);
        // The English central game: the start has the finish's eight
        // symmetries, so both sides share one key.
        let english = game(ENGLISH, Grid::Square);
        assert_eq!(Keys::new(&english, english.target).split, 0);
    }

    #[test]
    fn sides_stopped_by_the_budget_are_grown_on_not_again() {
        use super::Meet;
        use crate::core::puzzles::peg_solitaire::refute;
        use crate::core::search::{Budget, Stats};
        // The 21-hole triangle, hole [0, 0]: its try of 9 moves grows
        // several levels and refutes them (the fewest are 10).
        let rows: Vec<String> = (0..6)
            .map(|r| (0..=r).map(|k| if [r, k] == [0, 0] { '.' } else { 'o' }).collect())
            .collect();
        let g = game(&rows.join("/"), Grid::Triangle);
        let (target, _) = refute::class_filter(&g);
        let run = |nodes: u64, held: Option<super::Held>| {
            let mut budget = Budget::new(nodes, f64::INFINITY);
            let mut meet = Meet::new(&g, target, refute::pagodas(&g, target), &mut budget, Stats::default());
            if let Some(h) = held {
                meet.hold(h);
                // A try of one move more does not take them.
                assert_eq!(meet.extend(10).unwrap(), None);
                assert_eq!(meet.held_bound(), Some(9));
            }
            let found = meet.within(9, false).map_err(|_| ());
            (found, meet.stats.expanded, meet.stats.lower_bound, meet.held())
        };
        let (fresh, whole, bound, _) = run(u64::MAX, None);
        assert_eq!(fresh, Ok(None));
        assert_eq!(bound, Some(10));
        let (stopped, _, reached, held) = run(whole / 2, None);
        assert_eq!(stopped, Err(()));
        let held = held.expect("the sides as they stood after their last whole level");
        let (_, a, _, b) = held.sizes();
        assert!(a + b > 0 && a + b < 9, "{a} + {b}");
        assert!(reached.unwrap() <= u64::from(a + b) + 1);
        let (again, rest, bound, _) = run(u64::MAX, Some(held));
        assert_eq!(again, Ok(None));
        assert_eq!(bound, Some(10));
        assert!(rest < whole, "{rest} against {whole}");
    }

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
    fn radix_sort_sorts() {
        for (n, bits) in [
            (10, 33),
            (5_000, 33),
            (70_000, 37),
            (70_000, 11),
            (200_000, 38),
            (3_000, 63),
        ] {
            let mut a = keys(n, bits, 88_172_645_463_325_252);
            let mut want = a.clone();
            want.sort_unstable();
            radix_sort(&mut a, bits, &mut Vec::new());
            assert_eq!(a, want);
        }
    }
}
