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

use rustc_hash::FxHashSet;

use super::game::{permute, Game, Target};
use super::refute::Pagoda;
use super::regions::Regions;
use super::table::Canon;
use crate::core::search::{Budget, LimitReached, Meeting, Stats};

/// Bytes a stored position takes, about: the key in the level's list and
/// in the hash set (which doubles, and is at most 7/8 full).
const BYTES_PER_POSITION: u64 = 8 + 24;

/// One side of the search: its levels (canonical positions first reached
/// at that depth) and every position it holds.
struct Side {
    levels: Vec<Vec<u64>>,
    seen: FxHashSet<u64>,
}

impl Side {
    fn new(first: Vec<u64>) -> Side {
        let seen = first.iter().copied().collect();
        Side {
            levels: vec![first],
            seen,
        }
    }

    /// Levels grown beyond the first.
    fn depth(&self) -> u32 {
        self.levels.len() as u32 - 1
    }

    fn last(&self) -> &[u64] {
        self.levels.last().map_or(&[], Vec::as_slice)
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
            "no solution has fewer than {found} moves by the Merson regions' bound (Beasley 1985; each full region needs a move of its own), and meeting in the middle found one of {found}"
        );
    }
    let moves = |n: u32| {
        if n == 1 {
            "1 move".to_owned()
        } else {
            format!("{n} moves")
        }
    };
    format!(
        "meeting in the middle (G. I. Bell's search by moves): the {} positions within {} of the start and the {} within {} of the finish share none, so no solution has {} or fewer",
        thousands(sizes.forward),
        moves(sizes.forward_depth),
        thousands(sizes.backward),
        moves(sizes.backward_depth),
        moves(sizes.most)
    )
}

/// `n` with commas between thousands.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
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
        if bwd.seen.contains(&start) {
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
        let mut out = Vec::new();
        while fwd.depth() + bwd.depth() < most {
            let probing = probe && fwd.depth() + bwd.depth() + 1 == most;
            // The side whose next level costs less to make: its last
            // level's size times the moves a position had there.
            let forward = fwd.last().len() as f64 * cost[0] <= bwd.last().len() as f64 * cost[1];
            let generated = self.stats.generated;
            let (grow, other) = if forward { (&mut fwd, &bwd) } else { (&mut bwd, &fwd) };
            let depth = grow.depth() + 1;
            let mut level = Vec::new();
            let mut met = None;
            for i in 0..grow.last().len() {
                let pos = grow.last()[i];
                self.stats.expanded += 1;
                self.budget.charge(&mut self.stats)?;
                out.clear();
                if forward {
                    self.moves(pos, &mut out);
                } else {
                    self.unmoves(pos, &mut out);
                }
                for &next in &out {
                    self.stats.generated += 1;
                    // The bounds first: they hold for every symmetric image.
                    let keep = if forward {
                        self.keep_forward(next, depth, most)
                    } else {
                        self.keep_backward(next, depth, most)
                    };
                    if !keep {
                        continue;
                    }
                    let c = self.canon.of(next);
                    if probing {
                        if other.seen.contains(&c) {
                            grow.seen.insert(c);
                            level.push(c);
                            met = Some(c);
                            break;
                        }
                        continue;
                    }
                    if !grow.seen.insert(c) {
                        continue;
                    }
                    let stored = grow.seen.len() + other.seen.len();
                    self.budget.store(stored, stored as u64 * BYTES_PER_POSITION)?;
                    level.push(c);
                    if other.seen.contains(&c) {
                        met = Some(c);
                        break;
                    }
                }
                if met.is_some() {
                    break;
                }
            }
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

    /// Records the sets' sizes.
    fn note(&mut self, fwd: &Side, bwd: &Side, most: u32) {
        self.sizes = Sizes {
            forward: fwd.seen.len() as u64,
            backward: bwd.seen.len() as u64,
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
