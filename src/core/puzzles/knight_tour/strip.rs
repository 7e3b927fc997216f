//! Exact tours of narrow boards (at most 4 squares across, any length, off
//! squares allowed) by dynamic programming over the squares, one at a time.
//!
//! A knight moves at most two columns, so once the squares are taken column
//! by column (along the long side), a square's moves all go to the
//! `2h + 1` squares before or after it (`h` the short side). The search
//! keeps, for that window, each square's number of tour moves chosen so
//! far (0, 1 or 2) and which open ends of partial paths belong together —
//! the "frontier" or transfer-matrix method for Hamiltonian paths on grid
//! graphs (e.g. Jacobsen, "Exact enumeration of Hamiltonian circuits,
//! walks and chains in two and three dimensions", *J. Phys. A* 40, 2007,
//! for grid moves; here the moves are a knight's). Adding a square chooses
//! which of its moves to squares already seen the tour uses; a square
//! leaving the window must have two moves (one for the start, and for the
//! one square that becomes the last), partial paths may never close into a
//! cycle early, and the tour is complete exactly when the last square is
//! placed. Positions that agree on the window are merged: a 4-wide board
//! has up to about 12 000 window states per square, 3-wide far fewer.
//! Along a uniform stretch (no off squares, away from the start and the
//! ends) the set of states repeats every line or two, and from then on every
//! step repeats exactly; those steps are not computed again (see [`sweep`]),
//! so a 4 × 1000 board costs about as much as a 4 × 40 one (a quarter of a
//! second natively).
//!
//! Exhausting the positions proves that no tour exists, for any start;
//! otherwise one tour is read back through the stored choices.
//!
//! The budget is kept throughout: every state is charged to it (nodes and
//! clock), the choices stored are counted against its memory ceiling
//! after each step, and measuring a uniform stretch reads the clock. The
//! first step that holds a complete tour ends the programme, and the tour
//! is read back at once, one look per step (a repeated step points
//! straight at the step it repeats), so a tour found is answered.

use rustc_hash::FxHashMap;

use super::backtrack::Found;
use super::region::Region;
use crate::core::search::{vec_bytes, Budget, Meter};

/// The widest short side handled.
pub(super) const MAX_SIDE: u32 = 4;

/// The label of an open end whose path already ends at the start or at the
/// last square.
const T: u8 = 15;
/// Window slots: `2h + 1` at most, plus the square being added.
const SLOTS: usize = 2 * MAX_SIDE as usize + 2;
const COMPLETE: u64 = 1 << 61;
const T_USED: u64 = 1 << 60;

#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    /// The path's other end is a terminal (the start, or the last square).
    Term,
    /// The path's other end is the square in this slot.
    Slot(usize),
}

/// The window: per slot the moves chosen so far and the open end's label.
#[derive(Clone, Copy)]
struct Win {
    deg: [u8; SLOTS],
    lab: [u8; SLOTS],
    t_used: bool,
    complete: bool,
}

/// The squares of a narrow region taken column by column along its long
/// side: square `k` is short-side line `k % h` of long-side line `k / h`.
struct Strip<'a> {
    region: &'a Region,
    h: u32,
    total: u32,
    transposed: bool,
    /// Window length, `2h + 1`.
    w: usize,
    start: u32,
    closed: bool,
    last_on: u32,
}

impl Strip<'_> {
    fn cell(&self, k: u32) -> u32 {
        let (line, across) = (k / self.h, k % self.h);
        if self.transposed {
            line * self.region.cols + across
        } else {
            across * self.region.cols + line
        }
    }

    fn on(&self, k: i64) -> bool {
        k >= 0 && k < i64::from(self.total) && self.region.is_on(self.cell(k as u32))
    }

    fn cap(&self, k: i64) -> u8 {
        if !self.on(k) {
            0
        } else if !self.closed && k == i64::from(self.start) {
            1
        } else {
            2
        }
    }

    /// The moves from square `k` back to squares already seen: `(slot, k')`
    /// pairs, slot in the window before `k` is added.
    fn backs(&self, k: u32) -> ([(usize, u32); 4], usize) {
        let mut out = [(0usize, 0u32); 4];
        let mut n = 0;
        let h = i64::from(self.h);
        let ki = i64::from(k);
        let across = ki % h;
        let line = ki / h;
        let w = self.w as i64;
        let mut add = |ok: bool, back: i64| {
            if ok && self.on(back) && self.on(ki) {
                out[n] = ((back - ki + w) as usize, back as u32);
                n += 1;
            }
        };
        add(across >= 2 && line >= 1, ki - h - 2);
        add(across + 2 < h && line >= 1, ki - h + 2);
        add(across >= 1 && line >= 2, ki - 2 * h - 1);
        add(across + 1 < h && line >= 2, ki - 2 * h + 1);
        (out, n)
    }

    /// Whether step `k` sees the same board around it as step `k - p`: the
    /// same squares on and off (and the start) from the oldest in its window
    /// to the farthest any window square can still reach, the same line
    /// position, and the same side of the last on square.
    fn same_context(&self, k: i64, p: i64) -> bool {
        let h = i64::from(self.h);
        let w = self.w as i64;
        if k - p < 0 || (k - p).rem_euclid(h) != k.rem_euclid(h) {
            return false;
        }
        let line = |x: i64| (x / h).min(2);
        if line(k) != line(k - p) {
            return false;
        }
        let last = i64::from(self.last_on);
        if (k < last) != (k - p < last) {
            return false;
        }
        (-w..=2 * h + 1).all(|o| self.cap(k + o) == self.cap(k - p + o))
    }

    /// The capacities ([`Strip::cap`]) of the window's squares at step `k`,
    /// oldest first, the square `k` last (slot `w`); the other slots 0.
    fn window_caps(&self, k: i64) -> [u8; SLOTS] {
        let mut caps = [0u8; SLOTS];
        for (j, cap) in caps.iter_mut().enumerate().take(self.w + 1) {
            *cap = self.cap(k - self.w as i64 + j as i64);
        }
        caps
    }

    /// How many moves each square of the window at step `k` can still get
    /// from on squares after `k` ([`Strip::ahead`]), by slot as in
    /// [`Strip::window_caps`].
    fn window_ahead(&self, k: i64) -> [u8; SLOTS] {
        let mut ahead = [0u8; SLOTS];
        for (j, a) in ahead.iter_mut().enumerate().take(self.w + 1) {
            *a = self.ahead(k - self.w as i64 + j as i64, k);
        }
        ahead
    }

    /// How many moves square `x` can still get from on squares after `k`.
    fn ahead(&self, x: i64, k: i64) -> u8 {
        let h = i64::from(self.h);
        let across = x.rem_euclid(h);
        [
            (across + 2 < h, x + h + 2),
            (across >= 2, x + h - 2),
            (across + 1 < h, x + 2 * h + 1),
            (across >= 1, x + 2 * h - 1),
        ]
        .iter()
        .filter(|&&(ok, y)| ok && y > k && self.on(y))
        .count() as u8
    }

    /// Whether every square of the window (after `k` was added and the
    /// oldest left) can still get the moves it needs — `ahead[j]` is how
    /// many slot `j`'s square can still get: at most one may end one short,
    /// as the last square of an open tour.
    fn viable(&self, win: &Win, caps: &[u8; SLOTS], ahead: &[u8; SLOTS]) -> bool {
        let mut short = 0;
        for j in 1..=self.w.min(SLOTS - 1) {
            let (cap, deg, can) = (caps[j], win.deg[j], ahead[j]);
            if cap == 0 || deg >= cap {
                continue;
            }
            let need = cap - deg;
            if need > can {
                if need - can > 1 || self.closed || win.t_used || cap == 1 || deg + can == 0 {
                    return false;
                }
                short += 1;
            }
        }
        short <= 1
    }
}

fn decode(s: u64, w: usize) -> Win {
    let mut win = Win {
        deg: [0; SLOTS],
        lab: [0; SLOTS],
        t_used: s & T_USED != 0,
        complete: s & COMPLETE != 0,
    };
    for j in 0..w.min(SLOTS) {
        let bits = (s >> (6 * j)) & 63;
        win.deg[j] = (bits & 3) as u8;
        win.lab[j] = (bits >> 2) as u8;
    }
    win
}

/// Encodes slots `1..=w` (the window after the oldest square left),
/// relabelling open ends in order of appearance.
fn encode(win: &Win, w: usize) -> u64 {
    let mut map = [0u8; 16];
    let mut next = 1u8;
    let mut s = 0u64;
    for j in 0..w {
        let (Some(&d), Some(&l)) = (win.deg.get(j + 1), win.lab.get(j + 1)) else {
            break;
        };
        let l = if l == 0 || l == T {
            l
        } else {
            let m = map.get_mut(l as usize & 15);
            match m {
                Some(m) if *m == 0 => {
                    *m = next;
                    next += 1;
                    *m
                }
                Some(m) => *m,
                None => 0,
            }
        };
        s |= u64::from(d & 3 | (l & 15) << 2) << (6 * j);
    }
    if win.t_used {
        s |= T_USED;
    }
    if win.complete {
        s |= COMPLETE;
    }
    s
}

impl Win {
    fn end_of(&self, x: usize, caps: &[u8; SLOTS]) -> Option<End> {
        let d = *self.deg.get(x)?;
        let l = *self.lab.get(x)?;
        if d == 0 {
            return Some(if *caps.get(x)? == 1 { End::Term } else { End::Slot(x) });
        }
        if l == T {
            return Some(End::Term);
        }
        (0..SLOTS)
            .find(|&p| p != x && self.lab.get(p) == Some(&l))
            .map(End::Slot)
    }

    fn fresh(&self) -> u8 {
        (1..T).find(|l| !self.lab.contains(l)).unwrap_or(T)
    }

    /// Adds the move between slots `a` and `b`; false when that breaks the
    /// rules.
    fn join(&mut self, a: usize, b: usize, caps: &[u8; SLOTS], closed: bool) -> bool {
        if self.complete {
            return false;
        }
        let (Some(&da), Some(&db), Some(&ca), Some(&cb)) = (self.deg.get(a), self.deg.get(b), caps.get(a), caps.get(b))
        else {
            return false;
        };
        if da >= ca || db >= cb {
            return false;
        }
        let (Some(ea), Some(eb)) = (self.end_of(a, caps), self.end_of(b, caps)) else {
            return false;
        };
        self.deg[a % SLOTS] += 1;
        self.deg[b % SLOTS] += 1;
        self.lab[a % SLOTS] = 0;
        self.lab[b % SLOTS] = 0;
        if ea == End::Slot(b) {
            // The two ends of one path: a cycle.
            if !closed {
                return false;
            }
            self.complete = true;
            return true;
        }
        match (ea, eb) {
            (End::Term, End::Term) => self.complete = true,
            (End::Slot(x), End::Slot(y)) => {
                let l = self.fresh();
                self.lab[x % SLOTS] = l;
                self.lab[y % SLOTS] = l;
            }
            (End::Slot(x), End::Term) | (End::Term, End::Slot(x)) => self.lab[x % SLOTS] = T,
        }
        true
    }
}

/// How each state of one step was reached: its parent's index in the step
/// before and the moves chosen (bits over [`Strip::backs`]), by state.
type StepParents = Vec<(u32, u8)>;

/// The value the dynamic programme carries with each state: a back
/// pointer to rebuild the tour ([`Back`]), or the number of ways the state
/// was reached ([`Tally`], the tests' count); `merge` joins two ways into
/// one state.
trait StateValue: Copy {
    fn start() -> Self;
    fn child(self, parent: u32, mask: u8) -> Self;
    fn merge(&mut self, other: Self);
}

#[derive(Clone, Copy)]
struct Back(u32, u8);
impl StateValue for Back {
    fn start() -> Self {
        Back(0, 0)
    }
    fn child(self, parent: u32, mask: u8) -> Self {
        Back(parent, mask)
    }
    fn merge(&mut self, _: Self) {}
}

#[cfg(test)]
#[derive(Clone, Copy)]
struct Tally(u64);
#[cfg(test)]
impl StateValue for Tally {
    fn start() -> Self {
        Tally(1)
    }
    fn child(self, _: u32, _: u8) -> Self {
        self
    }
    fn merge(&mut self, other: Self) {
        self.0 = self.0.saturating_add(other.0);
    }
}

/// What [`sweep`] reports per step: the step's states, or that the step
/// repeats the one `period` steps before it exactly (same states in the same
/// order with the same parents).
enum Layer<'a, K> {
    Own(&'a [(u64, K)]),
    Repeat(usize),
}

/// Sweeps the dynamic programme over the strip's steps; calls `layer` with
/// each step's states, which returns how many entries and about how many
/// bytes the caller keeps in all (checked against the budget's memory
/// ceiling after each step).
/// Returns the final states, or `None` when the budget ran out. With
/// `first`, it stops at the first step that holds a complete tour: the
/// steps after it only let the window's last squares leave, so that step's
/// states are the final ones as far as the tour is concerned (its moves
/// are all chosen).
///
/// Each step's states are sorted by code, so two steps with the same states
/// hold them in the same order. When a whole period of steps (one or two
/// lines of the long side) repeats the period before it, and the squares
/// around the coming steps look the same as around the steps one period
/// earlier (a uniform stretch of board, away from the start, off squares
/// and the ends), every following step repeats too until the surroundings
/// change: with `skip`, those steps are reported as repeats without being
/// computed, so a uniform stretch costs the same whatever its length.
///
/// A search kernel of about 85 lines kept whole on purpose: the step's
/// capacities, the states of the step before and after and the index of
/// codes are the loop's locals, and the loop over states and move masks
/// is the hot one, its joins and checks inline. What runs once a step
/// (the window's capacities, [`Strip::window_caps`]; skipping repeats,
/// [`skip_repeats`]) and the adding of a state ([`add_state`], inlined)
/// are apart.
fn sweep<K: StateValue>(
    strip: &Strip<'_>,
    skip: bool,
    first: bool,
    meter: &mut Meter<'_, '_>,
    mut layer: impl FnMut(Layer<'_, K>) -> (usize, u64),
) -> Option<Vec<(u64, K)>> {
    let (budget, stats, _) = meter.parts();
    let w = strip.w;
    let mut cur: Vec<(u64, K)> = vec![(0, K::start())];
    let mut index: FxHashMap<u64, u32> = FxHashMap::default();
    let steps = i64::from(strip.total) + w as i64;
    // Codes of recent computed steps, to spot a repeating period.
    let mut recent: Vec<(i64, Vec<u64>)> = Vec::new();
    let mut k = 0i64;
    while k < steps {
        let caps = strip.window_caps(k);
        let (backs, nb) = strip.backs(k as u32);
        let backs = backs.get(..nb).unwrap_or(&[]);
        let new_cap = caps.get(w).copied().unwrap_or(0);
        let ahead = strip.window_ahead(k);
        let mut next: Vec<(u64, K)> = Vec::with_capacity(cur.len());
        index.clear();
        for (pi, &(state, keep)) in cur.iter().enumerate() {
            if budget.expand(stats).is_err() {
                return None;
            }
            let base = decode(state, w);
            if base.complete && new_cap > 0 {
                continue;
            }
            // Moves back to squares that still have room.
            let mut room = 0u8;
            for (bit, &(slot, _)) in backs.iter().enumerate() {
                if base.deg.get(slot) < caps.get(slot) {
                    room |= 1 << bit;
                }
            }
            for mask in 0u8..(1 << nb) {
                if mask & !room != 0 || mask.count_ones() > u32::from(new_cap) {
                    continue;
                }
                let mut win = base;
                let mut ok = true;
                for (bit, &(slot, _)) in backs.iter().enumerate() {
                    if mask >> bit & 1 == 1 && !win.join(slot, w, &caps, strip.closed) {
                        ok = false;
                        break;
                    }
                }
                if !ok || !finalize(&mut win, &caps, strip.closed) {
                    continue;
                }
                if win.complete {
                    // Nothing may be left: no on square ahead, none short of moves.
                    if k < i64::from(strip.last_on) || (1..=w).any(|j| win.deg.get(j) != caps.get(j)) {
                        continue;
                    }
                }
                if !strip.viable(&win, &caps, &ahead) {
                    continue;
                }
                stats.generated += 1;
                let code = encode(&win, w);
                add_state(&mut next, &mut index, code, keep.child(pi as u32, mask));
            }
        }
        next.sort_unstable_by_key(|&(code, _)| code);
        stats.peak_frontier = stats.peak_frontier.max(next.len() as u64);
        let (kept, bytes) = layer(Layer::Own(&next));
        if budget.store(kept, bytes).is_err() {
            return None;
        }
        if first && next.iter().any(|&(code, _)| code & COMPLETE != 0) {
            return Some(next);
        }
        cur = next;
        if skip {
            k = skip_repeats(strip, &mut recent, &cur, k, budget, &mut layer);
        }
        k += 1;
    }
    Some(cur)
}

/// Adds the state `code` reached with `child` to the step's states `next`
/// (`index` maps each code to its place there): a new state is appended, one
/// already reached merges `child` into its value.
#[inline]
fn add_state<K: StateValue>(next: &mut Vec<(u64, K)>, index: &mut FxHashMap<u64, u32>, code: u64, child: K) {
    match index.get(&code) {
        Some(&at) => {
            if let Some(slot) = next.get_mut(at as usize) {
                slot.1.merge(child);
            }
        }
        None => {
            index.insert(code, next.len() as u32);
            next.push((code, child));
        }
    }
}

/// After step `k` (its states `cur`) of [`sweep`] with `skip`: keeps its
/// codes among the `recent` steps and, when the steps after it repeat a
/// period on a uniform stretch ([`repeat_until`]), reports them to `layer`
/// as repeats without computing them. The last step done: `k`, or the last
/// repeat reported.
fn skip_repeats<K>(
    strip: &Strip<'_>,
    recent: &mut Vec<(i64, Vec<u64>)>,
    cur: &[(u64, K)],
    k: i64,
    budget: &Budget<'_>,
    layer: &mut impl FnMut(Layer<'_, K>) -> (usize, u64),
) -> i64 {
    recent.push((k, cur.iter().map(|&(c, _)| c).collect()));
    if recent.len() > 4 * strip.h as usize + 1 {
        recent.remove(0);
    }
    let Some(to) = repeat_until(strip, recent, k, i64::from(strip.h), budget) else {
        return k;
    };
    let period = to.1;
    for _ in k + 1..=to.0 {
        let _ = layer(Layer::Repeat(period as usize));
    }
    recent.clear();
    to.0
}

/// When the steps up to `k` end a repeated period `p` (`h` or `2h`) on a
/// uniform stretch: the last step `k'` up to which every step repeats the
/// one `p` before it, a whole number of periods past `k`, with `p` (a
/// stretch measured until `budget`'s time ran out, when it did).
fn repeat_until(
    strip: &Strip<'_>,
    recent: &[(i64, Vec<u64>)],
    k: i64,
    h: i64,
    budget: &Budget<'_>,
) -> Option<(i64, i64)> {
    if (k + 1) % h != 0 {
        return None;
    }
    let n = recent.len() as i64;
    for p in [h, 2 * h] {
        if n < 2 * p {
            continue;
        }
        let same = (0..p).all(|d| {
            let (a, b) = ((n - 1 - d) as usize, (n - 1 - d - p) as usize);
            match (recent.get(a), recent.get(b)) {
                (Some((ka, ca)), Some((kb, cb))) => ka - kb == p && ca == cb && strip.same_context(*ka, p),
                _ => false,
            }
        });
        if !same {
            continue;
        }
        // How far the surroundings keep repeating.
        let steps = i64::from(strip.total) + strip.w as i64;
        // The clock is read every 4 096 steps: a stretch cut short is
        // computed step by step instead, each state charged to the budget.
        let mut j = k + 1;
        while j < steps && strip.same_context(j, p) {
            j += 1;
            if j % 4_096 == 0 && budget.check_clock().is_err() {
                break;
            }
        }
        let periods = (j - 1 - k) / p;
        return (periods > 0).then_some((k + periods * p, p));
    }
    None
}

/// The oldest square leaves the window: it must have all its moves, or be
/// the tour's last square.
fn finalize(win: &mut Win, caps: &[u8; SLOTS], closed: bool) -> bool {
    let cap = caps[0];
    let d = win.deg[0];
    if cap == 0 || d == cap {
        return true;
    }
    if d == 0 || closed || win.t_used {
        return false;
    }
    win.t_used = true;
    let l = win.lab[0];
    if l == T {
        win.complete = true;
        return true;
    }
    match (1..SLOTS).find(|&p| win.lab[p] == l) {
        Some(p) => {
            win.lab[p] = T;
            true
        }
        None => false,
    }
}

fn strip<'a>(region: &'a Region, start: u32, closed: bool) -> Option<Strip<'a>> {
    let transposed = region.rows > region.cols;
    let (h, n) = if transposed {
        (region.cols, region.rows)
    } else {
        (region.rows, region.cols)
    };
    if h == 0 || h > MAX_SIDE {
        return None;
    }
    let mut s = Strip {
        region,
        h,
        total: h * n,
        transposed,
        w: 2 * h as usize + 1,
        start: 0,
        closed,
        last_on: 0,
    };
    let (r, c) = region.rc(start);
    let (across, line) = if transposed { (c, r) } else { (r, c) };
    s.start = line as u32 * h + across as u32;
    s.last_on = (0..s.total).rev().find(|&k| s.on(i64::from(k))).unwrap_or(0);
    Some(s)
}

/// A tour of `region` (short side at most [`MAX_SIDE`]) from cell `start`,
/// or a proof that there is none.
pub(super) fn tour(region: &Region, start: u32, closed: bool, meter: &mut Meter<'_, '_>) -> Found {
    let Some(strip) = strip(region, start, closed) else {
        return Found::Limit;
    };
    if region.count <= 1 {
        return if closed { Found::None } else { Found::Tour(vec![start]) };
    }
    // Each step's parents, or the computed step it repeats: a repeat of a
    // repeat points straight at the step computed, so reading the tour
    // back takes one look per step (a chain of repeats, followed step by
    // step, took seconds on 3 × 10 000).
    let mut layers: Vec<Result<StepParents, usize>> = Vec::new();
    // Parents kept in all, for the memory ceiling.
    let mut kept = 0usize;
    let per_parent = vec_bytes::<(u32, u8)>();
    let Some(last) = sweep::<Back>(&strip, true, true, meter, |step| {
        let k = layers.len();
        let entry = match step {
            Layer::Own(next) => {
                kept += next.len();
                Ok(next.iter().map(|&(_, b)| (b.0, b.1)).collect())
            }
            Layer::Repeat(p) => match layers.get(k.saturating_sub(p)) {
                Some(Err(own)) => Err(*own),
                _ => Err(k.saturating_sub(p)),
            },
        };
        layers.push(entry);
        (kept, kept as u64 * per_parent)
    }) else {
        return Found::Limit;
    };
    let Some(mut at) = last.iter().position(|&(s, _)| s & COMPLETE != 0) else {
        return Found::None;
    };
    // Read the chosen moves back.
    let mut adj: Vec<[u32; 2]> = vec![[u32::MAX; 2]; strip.total as usize];
    let mut link = |a: u32, b: u32| {
        for (x, y) in [(a, b), (b, a)] {
            if let Some(slot) = adj.get_mut(x as usize) {
                if slot[0] == u32::MAX {
                    slot[0] = y;
                } else {
                    slot[1] = y;
                }
            }
        }
    };
    for k in (0..layers.len()).rev() {
        let own = match layers.get(k) {
            Some(Err(computed)) => *computed,
            _ => k,
        };
        let entry = layers.get(own).and_then(|l| l.as_ref().ok()).and_then(|l| l.get(at));
        debug_assert!(entry.is_some(), "strip: step {k} has no parent for state {at}");
        let Some(&(parent, mask)) = entry else {
            return Found::Limit;
        };
        let (backs, nb) = strip.backs(k as u32);
        for (bit, &(_, back)) in backs.iter().take(nb).enumerate() {
            if mask >> bit & 1 == 1 {
                link(k as u32, back);
            }
        }
        at = parent as usize;
    }
    // Walk from the start.
    let mut order = Vec::with_capacity(region.count);
    let (mut prev, mut cur) = (u32::MAX, strip.start);
    while order.len() < region.count {
        order.push(strip.cell(cur));
        let Some(&[a, b]) = adj.get(cur as usize) else { break };
        let next = if a != prev { a } else { b };
        if next == u32::MAX || next == strip.start {
            break;
        }
        prev = cur;
        cur = next;
    }
    // The moves read back from a complete state make one tour; anything
    // else is a bug, answered as a limit (never as a proof).
    debug_assert_eq!(order.len(), region.count, "strip: the chosen moves are not one tour");
    if order.len() == region.count {
        Found::Tour(order)
    } else {
        Found::Limit
    }
}

/// The number of directed tours of `region` from `start` (closed tours once
/// per direction), or `None` when the budget ran out. Used by the tests to
/// check the backtracking counts independently.
#[cfg(test)]
pub(super) fn count(region: &Region, start: u32, closed: bool, meter: &mut Meter<'_, '_>) -> Option<u64> {
    let strip = strip(region, start, closed)?;
    if region.count <= 1 {
        return Some(u64::from(!closed));
    }
    let last = sweep::<Tally>(&strip, false, false, meter, |_| (0, 0))?;
    let n: u64 = last
        .iter()
        .filter(|&&(s, _)| s & COMPLETE != 0)
        .map(|&(_, c)| c.0)
        .sum();
    // A closed cycle is found once; it is two directed tours.
    Some(if closed { n.saturating_mul(2) } else { n })
}
