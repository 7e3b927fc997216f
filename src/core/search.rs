//! Shared search machinery: budgets, statistics, breadth-first search and
//! best-first search (A* and greedy) over any state type.
//!
//! Every search takes a [`Meter`] (its [`Budget`], the [`Stats`] it counts
//! into and the [`Recorder`] of a watched search) and stops with
//! [`Outcome::Limit`] when the budget runs out, so no request can run
//! forever. Moves have unit cost.
//!
//! Sources: BFS and A* as in Russell & Norvig, *Artificial Intelligence: A
//! Modern Approach*, 4th ed., §3.4–3.5; A* is Hart, Nilsson & Raphael (1968).

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::hash::Hash;

use rustc_hash::{FxHashMap, FxHashSet};
use serde::Serialize;
use web_time::Instant;

pub mod dense;
pub mod trace;

use trace::Recorder;

use super::words::{decimal, grouped};
pub mod two_bit;

/// What a search did, reported with every answer so that a course can
/// compare algorithms.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// The algorithm's id, e.g. `"astar-knight"`.
    pub algorithm: String,
    /// States taken off the frontier and expanded (successors generated).
    pub expanded: u64,
    /// States generated as successors, duplicates included.
    pub generated: u64,
    /// Wall-clock milliseconds spent solving.
    pub millis: f64,
    /// Largest frontier (open list) size seen; 0 where not tracked.
    #[serde(skip_serializing_if = "is_zero")]
    pub peak_frontier: u64,
    /// What a search that deepens a bound (iterative deepening) is trying
    /// now: answers of at most this many moves. Set by the searches that
    /// deepen (peg solitaire's fewest moves, the knight path's IDA*), each
    /// round, and cleared in their answer; with [`Stats::lower_bound`] a
    /// progress report says "no solution in 17 moves; trying 18".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trying: Option<u64>,
    /// The measure of the best answer in hand, not yet proved best: its
    /// length in moves for a search that minimises (peg solitaire's
    /// iterative deepening), its knights for one that maximises
    /// (non-attacking knights' branch and bound, the knights already on
    /// the board included); `None` before the first answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best: Option<u64>,
    /// Proved so far: no answer is shorter than this (for a search that
    /// minimises). With [`Stats::best`] it brackets the optimum: "between
    /// 18 and 32 moves".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u64>,
    /// Proved so far: no answer is larger than this (for a search that
    /// maximises: knights placed, those already on the board included).
    /// Non-attacking knights' branch and bound sets it to its bound at the
    /// root (the knights given plus the free squares). With
    /// [`Stats::best`] it brackets the optimum: "best in hand 13 knights,
    /// at most 25".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upper_bound: Option<u64>,
    /// A search that meets in the middle (peg solitaire's fewest moves):
    /// the sets it holds now, so a progress report says how far each side
    /// has grown and how large it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meeting: Option<Meeting>,
    /// The share of the budget used, 0 to 1: the larger of the expansions'
    /// share of `limits.nodes` and the time's of `limits.millis`. Only in
    /// progress reports (the [`Budget::with_progress`] callback), never in
    /// an answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget_used: Option<f64>,
}

/// The two sets of a search that meets in the middle ([`Stats::meeting`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Meeting {
    /// Positions reached from the start, within `forward_depth` moves.
    pub forward: u64,
    /// Positions that reach the finish within `backward_depth` moves.
    pub backward: u64,
    /// Moves grown from the start.
    pub forward_depth: u32,
    /// Moves grown back from the finish.
    pub backward_depth: u32,
    /// The bound tried: the two depths add up to it at the end of a try,
    /// or to one less when `probed` names a side.
    pub most: u32,
    /// `"start"` or `"finish"` when the try's last level, grown from that
    /// side, was only looked up in the other set as it was made (not
    /// stored: the try is the last, a solution one move longer being in
    /// hand); empty (and not serialized) otherwise.
    #[serde(skip_serializing_if = "str::is_empty")]
    pub probed: &'static str,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// A finite budget of expanded states, wall-clock time and memory, with an
/// optional progress callback invoked about every
/// [`Budget::REPORT_MILLIS`] (250 ms) while a search runs.
///
/// Memory is a ceiling on the bytes a request's tables may take (the
/// request's `limits.memoryMb`, [`DEFAULT_MEMORY_MB`] by default). Work
/// that allocates a large table up front asks first ([`Budget::reserve`]
/// with its estimate); tables that grow state by state check each new
/// state ([`Budget::store`]). Either way a request past the ceiling stops
/// with [`LimitReached`] before allocating, and its answer is `limit` with
/// the estimate in the reason ([`Budget::limit_reason`]). Estimates count
/// the tables' elements at their sizes, with the slack of a table that has
/// just doubled; they are "about", not exact to the byte.
pub struct Budget<'a> {
    nodes: u64,
    millis: f64,
    start: Instant,
    progress: Option<&'a mut dyn FnMut(&Stats)>,
    /// Expansions between clock checks, adapted to how long they take.
    interval: u64,
    /// The expansion count at which the clock is next read.
    next_check: u64,
    /// Milliseconds at the last clock check and the last progress report.
    last_check: f64,
    last_report: f64,
    /// Milliseconds between progress reports ([`Budget::REPORT_MILLIS`]).
    report_millis: f64,
    /// The most states a search's tables may hold ([`Budget::MAX_STORED`]).
    max_stored: usize,
    /// The memory ceiling, in bytes.
    memory: u64,
    /// Why the budget stopped a search, when it was not nodes or time alone.
    stop: Option<Stop>,
    /// Work done besides expanding states ([`Budget::work`]), in nodes.
    work: u64,
    /// Work a search's closures count while it runs (a costly heuristic's
    /// evaluations), in nodes, and what it is: counted against the nodes
    /// with the states expanded ([`Budget::count_side_work`]).
    side_work: Option<(std::rc::Rc<std::cell::Cell<u64>>, &'static str)>,
}

/// The default memory ceiling, in MB (10^6 bytes): what a phone's browser
/// tab can give a worker without being killed.
pub const DEFAULT_MEMORY_MB: f64 = 512.0;

/// Why a [`Budget`] stopped a search, besides a plain run out of nodes or
/// time; [`Budget::limit_reason`] words it for the answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    /// A search's tables reached the memory ceiling (or
    /// [`Budget::MAX_STORED`] states).
    Tables {
        /// States stored.
        states: u64,
        /// The tables' estimated size then, in bytes.
        bytes: u64,
    },
    /// An allocation was refused before it was made: `what` would need
    /// about `bytes`, more than the ceiling.
    Memory {
        /// What was to be allocated, e.g. "the BFS marks (4 bytes a square)".
        what: String,
        /// The estimate, in bytes.
        bytes: u64,
    },
    /// The time or the nodes ran out during work that expands no state
    /// ([`Budget::work`]): `during` says what was being done.
    Setup {
        /// E.g. "drawing the random walls (row 1 200 of 10 000)".
        during: String,
        /// The nodes ran out (else the time).
        nodes: bool,
        /// The work was a set-up before any search (drawing walls, reading
        /// `played`), not a search's own pass (a matching's graph).
        before_search: bool,
    },
    /// A search found one of its invariants broken (a bug): it stopped
    /// without claiming anything.
    Invariant(&'static str),
}

/// The budget ran out: the search stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LimitReached;

/// What a search spends and reports, passed as one argument: the
/// [`Budget`] it runs under, the [`Stats`] it counts into and the
/// [`Recorder`] of a watched search ([`Recorder::off`] when nobody
/// watches; a search that records nothing leaves it alone).
///
/// Every search takes `meter: &mut Meter<'_, '_>`. A search kernel splits
/// it once, before its loop ([`Meter::parts`]), so the inner loop reaches
/// the budget and the stats through one reference each, as when they were
/// separate arguments. A caller that keeps nothing of the trace writes
/// `&mut Meter::new(budget, &mut stats, &mut Recorder::off())` in the
/// call, or, to keep the meter in a variable, the struct literal
/// `&mut Meter { budget, stats, recorder: &mut Recorder::off() }` (whose
/// temporary recorder lives as long as the variable).
pub struct Meter<'m, 'b> {
    /// The nodes, time and memory the search may spend.
    pub budget: &'m mut Budget<'b>,
    /// What the search did, for the answer.
    pub stats: &'m mut Stats,
    /// The watched search's events.
    pub recorder: &'m mut Recorder,
}

impl<'m, 'b> Meter<'m, 'b> {
    /// A meter over its three parts.
    #[inline]
    pub fn new(budget: &'m mut Budget<'b>, stats: &'m mut Stats, recorder: &'m mut Recorder) -> Meter<'m, 'b> {
        Meter {
            budget,
            stats,
            recorder,
        }
    }

    /// The three parts, borrowed for a search kernel's loop.
    #[inline]
    pub fn parts(&mut self) -> (&mut Budget<'b>, &mut Stats, &mut Recorder) {
        (&mut *self.budget, &mut *self.stats, &mut *self.recorder)
    }

    /// [`Budget::expand`] with the meter's stats.
    ///
    /// # Errors
    /// [`LimitReached`] when the nodes or the time are spent.
    #[inline]
    pub fn expand(&mut self) -> Result<(), LimitReached> {
        self.budget.expand(self.stats)
    }
}

/// Megabytes (10^6 bytes) as the messages print them, e.g. `"764 MB"`.
#[must_use]
pub fn megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / 1e6;
    if mb >= 10.0 {
        format!("{} MB", decimal(mb.round_ties_even()))
    } else {
        format!("{mb:.1} MB")
    }
}

impl<'a> Budget<'a> {
    /// How many expansions pass between clock checks, at most.
    pub const REPORT_EVERY: u64 = 1 << 14;
    /// Expansions before the first clock check; the interval then doubles
    /// while checks come less than [`Self::CHECK_MILLIS`] apart.
    const FIRST_INTERVAL: u64 = 16;
    /// Wanted milliseconds between clock checks: searches whose expansions
    /// are costly (a heavy heuristic on every successor) check more often,
    /// so they stop near their time limit.
    const CHECK_MILLIS: f64 = 10.0;
    /// Milliseconds between progress reports: the first comes once this
    /// much time has passed, the next this much after it, and so on (read
    /// at the clock checks, so a report comes at most about
    /// `Self::CHECK_MILLIS` late). A search shorter than this reports
    /// nothing.
    pub const REPORT_MILLIS: f64 = 250.0;

    /// A budget of `nodes` expansions and `millis` milliseconds, starting
    /// now, and the default memory ceiling ([`DEFAULT_MEMORY_MB`]).
    #[must_use]
    pub fn new(nodes: u64, millis: f64) -> Budget<'a> {
        Budget {
            nodes,
            millis,
            start: Instant::now(),
            progress: None,
            interval: Self::FIRST_INTERVAL,
            next_check: Self::FIRST_INTERVAL,
            last_check: 0.0,
            last_report: 0.0,
            report_millis: Self::REPORT_MILLIS,
            max_stored: Self::MAX_STORED,
            memory: (DEFAULT_MEMORY_MB * 1e6) as u64,
            stop: None,
            work: 0,
            side_work: None,
        }
    }

    /// The most states a search keeps in its tables, whatever the memory
    /// ceiling: the generic searches number states with `u32` indices, and
    /// 24 M states of the knight swap take about 1 GB.
    pub const MAX_STORED: usize = 24_000_000;

    /// The expansions the budget allows in all (a search has spent
    /// `stats.expanded` of them).
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The clock started at `start` instead of now: time spent before the
    /// budget was made (reading a large request through the JS API) counts
    /// against the limit.
    #[must_use]
    pub fn started_at(mut self, start: Instant) -> Budget<'a> {
        self.start = start;
        self
    }

    /// A memory ceiling of `bytes` instead of the default.
    #[must_use]
    pub fn with_memory(mut self, bytes: u64) -> Budget<'a> {
        self.memory = bytes;
        self
    }

    /// The memory ceiling, in bytes.
    #[must_use]
    pub fn memory(&self) -> u64 {
        self.memory
    }

    /// A smaller cap on stored states than [`Budget::MAX_STORED`] (tests).
    #[must_use]
    pub fn with_max_stored(mut self, states: usize) -> Budget<'a> {
        self.max_stored = states.min(Self::MAX_STORED);
        self
    }

    /// Checks that a search's tables, holding `stored` states and taking
    /// about `bytes` once one more is added, may grow by that one.
    ///
    /// # Errors
    /// [`LimitReached`] past the memory ceiling or [`Budget::MAX_STORED`]
    /// states (or the cap of [`Budget::with_max_stored`]); [`Budget::full`]
    /// then says so.
    #[inline]
    pub fn store(&mut self, stored: usize, bytes: u64) -> Result<(), LimitReached> {
        self.store_within(self.max_stored, stored, bytes)
    }

    /// [`Budget::store`] with at most `most` states.
    #[inline]
    fn store_within(&mut self, most: usize, stored: usize, bytes: u64) -> Result<(), LimitReached> {
        if stored < most && bytes <= self.memory {
            return Ok(());
        }
        self.stop = Some(Stop::Tables {
            states: stored as u64,
            bytes,
        });
        Err(LimitReached)
    }

    /// The most positions kept by a search that stores them as 64-bit keys
    /// (the peg-solitaire meeting in the middle, which keeps them
    /// compressed and counts their real bytes), not numbered by `u32`
    /// indices: the memory ceiling alone decides.
    pub const MAX_KEYS: usize = usize::MAX;

    /// The most bytes such tables take in a 32-bit address space
    /// (WebAssembly, 4 GB at most), whatever the memory ceiling asks, so
    /// that no allocation can fail there beside the module's own memory
    /// and the allocator's slack; `None` (no cap) on a 64-bit machine.
    pub const MAX_KEY_BYTES: Option<u64> = if cfg!(target_pointer_width = "64") {
        None
    } else {
        Some(3_000_000_000)
    };

    /// As [`Budget::store`], for tables of keys: [`Budget::MAX_KEYS`] in
    /// place of [`Budget::MAX_STORED`] (a cap of [`Budget::with_max_stored`]
    /// still applies), and at most [`Budget::MAX_KEY_BYTES`].
    ///
    /// # Errors
    /// [`LimitReached`] past the memory ceiling or those caps.
    #[inline]
    pub fn store_keys(&mut self, stored: usize, bytes: u64) -> Result<(), LimitReached> {
        let most = if self.max_stored < Self::MAX_STORED {
            self.max_stored
        } else if Self::MAX_KEY_BYTES.is_some_and(|most| bytes > most) {
            stored
        } else {
            Self::MAX_KEYS
        };
        self.store_within(most, stored, bytes)
    }

    /// Whether [`Budget::store`] lets tables holding `stored` states and
    /// taking about `bytes` grow by one more (without recording anything).
    #[inline]
    #[must_use]
    pub fn fits(&self, stored: usize, bytes: u64) -> bool {
        stored < self.max_stored && bytes <= self.memory
    }

    /// How many states a search's tables may still take before
    /// [`Budget::store`] refuses one: the least `k` in `0 ..= max` whose
    /// `tables(k)` (the `stored` and `bytes` that [`Budget::store`] would be
    /// given after `k` more states) does not fit, or `max + 1` when every
    /// one fits. `tables` must grow with `k` (both numbers non-decreasing).
    ///
    /// Hot loops call it once ahead (per search, per layer) and then call
    /// [`Budget::store`] only from the `k` it returns on, which refuses
    /// there: the limit falls on the same state as when every state is
    /// checked, without an estimate computed per state.
    #[must_use]
    pub fn room(&self, max: usize, tables: impl Fn(usize) -> (usize, u64)) -> usize {
        let fits = |k: usize| {
            let (stored, bytes) = tables(k);
            self.fits(stored, bytes)
        };
        if fits(max) {
            return max.saturating_add(1);
        }
        // Every k below `lo` fits; `hi` does not.
        let (mut lo, mut hi) = (0, max);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if fits(mid) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Asks for `bytes` of memory for `what` before allocating it (a table
    /// made up front, a set-up's arrays).
    ///
    /// # Errors
    /// [`LimitReached`] when `bytes` is past the memory ceiling; the answer's
    /// reason then gives `what` and the estimate.
    pub fn reserve(&mut self, bytes: u64, what: impl Into<String>) -> Result<(), LimitReached> {
        if bytes > self.memory {
            self.stop = Some(Stop::Memory {
                what: what.into(),
                bytes,
            });
            return Err(LimitReached);
        }
        Ok(())
    }

    /// Checks the clock during a set-up phase (drawing walls, building a
    /// graph) and, when the time is spent, records what was being done for
    /// the answer's reason.
    ///
    /// # Errors
    /// [`LimitReached`] when the time is spent.
    pub fn check_setup(&mut self, during: impl FnOnce() -> String) -> Result<(), LimitReached> {
        self.check_clock().inspect_err(|_| {
            self.stop = Some(Stop::Setup {
                during: during(),
                nodes: false,
                before_search: true,
            });
        })
    }

    /// Items of linear work (squares of walls drawn or listed, squares of
    /// a graph built, queens placed) that count as one node
    /// ([`Budget::work`]): about a microsecond of work, as an expanded
    /// state often is.
    pub const WORK_ITEMS_PER_NODE: u64 = 64;

    /// Counts `nodes` of work that expands no state — a set-up (drawing
    /// walls, reading a `played` list: `before_search`) or a search's own
    /// linear pass (building a matching's graph) — against the node limit
    /// and reads the clock. The work has its own count beside the states
    /// expanded: each stays within `limits.nodes`, so a budget of nodes
    /// bounds every phase, as the clock does. Call it every few thousand
    /// items, with [`Budget::WORK_ITEMS_PER_NODE`] items a node for cheap
    /// ones.
    ///
    /// # Errors
    /// [`LimitReached`] when the work passes the node limit or the time is
    /// spent; the reason then says which, and `during` what.
    pub fn work(
        &mut self,
        nodes: u64,
        before_search: bool,
        during: impl FnOnce() -> String,
    ) -> Result<(), LimitReached> {
        self.work = self.work.saturating_add(nodes);
        let out_of_nodes = self.work > self.nodes;
        if out_of_nodes || self.check_clock().is_err() {
            self.stop = Some(Stop::Setup {
                during: during(),
                nodes: out_of_nodes,
                before_search,
            });
            return Err(LimitReached);
        }
        Ok(())
    }

    /// Counts the nodes `counter` holds (`what`: "evaluations of the
    /// assignment heuristic"), added to by a search's closure while it runs,
    /// against the node limit together with the states expanded: read at the
    /// budget's clock checks (about every 10 ms), so a search whose states
    /// cost much more than one expansion each stops within its nodes too.
    /// `None` stops counting.
    pub fn count_side_work(&mut self, side: Option<(std::rc::Rc<std::cell::Cell<u64>>, &'static str)>) {
        self.side_work = side;
    }

    /// The work counted by [`Budget::work`] so far, in nodes.
    #[must_use]
    pub fn work_done(&self) -> u64 {
        self.work
    }

    /// Records that a search found one of its invariants broken (a bug) and
    /// stopped without claiming anything; the answer says so.
    pub fn broken(&mut self, invariant: &'static str) {
        self.stop = Some(Stop::Invariant(invariant));
    }

    /// Whether a search stopped because of memory (its tables full, or an
    /// allocation refused), not because the nodes or the time ran out.
    #[must_use]
    pub fn full(&self) -> bool {
        matches!(self.stop, Some(Stop::Tables { .. } | Stop::Memory { .. }))
    }

    /// Why the budget stopped a search, besides nodes and time.
    #[must_use]
    pub fn stop(&self) -> Option<&Stop> {
        self.stop.as_ref()
    }

    /// The reason a `limit` answer gives: which limit ran out, with the
    /// memory estimate when it was memory; `expanded` is the answer's count.
    #[must_use]
    pub fn limit_reason(&self, expanded: u64) -> String {
        let ceiling = format!("limits.memoryMb = {}", self.memory as f64 / 1e6);
        match &self.stop {
            Some(Stop::Tables { states, bytes }) if *bytes <= self.memory => format!(
                "limit: the search's tables reached {} states (about {}), the most kept, after {} expanded; try a better algorithm or a smaller board",
                grouped(*states),
                megabytes(*bytes),
                grouped(expanded)
            ),
            Some(Stop::Tables { states, bytes }) => format!(
                "limit: the search's tables reached {} states, about {}, past the memory ceiling ({ceiling}), after {} expanded; raise limits.memoryMb, or try a better algorithm or a smaller board",
                grouped(*states),
                megabytes(*bytes),
                grouped(expanded)
            ),
            Some(Stop::Memory { what, bytes }) => format!(
                "limit: {what} would need about {}, more than the memory ceiling ({ceiling}); raise limits.memoryMb or use a smaller board",
                megabytes(*bytes)
            ),
            Some(Stop::Setup {
                during,
                nodes,
                before_search,
            }) => format!(
                "limit: the budget of {} ran out while {during}{}",
                self.spent(*nodes),
                if *before_search { ", before the search began" } else { "" }
            ),
            Some(Stop::Invariant(what)) => format!(
                "limit: the search stopped on a broken invariant ({what}), a bug: nothing is claimed; please report the request"
            ),
            None if self.nodes == u64::MAX => format!(
                "limit: the budget of {} ms ran out after {} states",
                decimal(self.millis),
                grouped(expanded)
            ),
            None => format!(
                "limit: the budget of {} states or {} ms ran out after {} states",
                grouped(self.nodes),
                decimal(self.millis),
                grouped(expanded)
            ),
        }
    }

    /// The reason a set-up stopped by this budget gives (the start of a
    /// position played by hand, the coach's start): which limit ran out
    /// and what was being done, "before `what` was ready".
    #[must_use]
    pub fn set_up_reason(&self, what: &str) -> String {
        match &self.stop {
            Some(Stop::Setup { during, nodes, .. }) => format!(
                "limit: the budget of {} ran out while {during}, before {what} was ready; raise limits.{}",
                self.spent(*nodes),
                if *nodes { "nodes" } else { "millis" }
            ),
            _ => self.limit_reason(0),
        }
    }

    /// The limit that ran out, as a reason names it: "200 ms", or "1,000
    /// nodes" when `nodes`.
    fn spent(&self, nodes: bool) -> String {
        if nodes {
            format!("{} nodes", grouped(self.nodes))
        } else {
            format!("{} ms", decimal(self.millis))
        }
    }

    /// Calls `progress` with the running statistics about every
    /// [`Budget::REPORT_MILLIS`].
    #[must_use]
    pub fn with_progress(mut self, progress: &'a mut dyn FnMut(&Stats)) -> Budget<'a> {
        self.progress = Some(progress);
        self
    }

    /// Progress reported every `millis` instead of every
    /// [`Budget::REPORT_MILLIS`]; 0 reports at every clock check (tests
    /// that look at what a short search reports).
    #[must_use]
    pub fn reporting_every(mut self, millis: f64) -> Budget<'a> {
        self.report_millis = millis;
        self
    }

    /// Milliseconds since the budget was made.
    #[must_use]
    pub fn elapsed_millis(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }

    /// Checks the clock without counting an expansion, for long stretches
    /// of work that expand no state (building a graph, a greedy pass over a
    /// million squares): call it every few thousand steps.
    ///
    /// # Errors
    /// [`LimitReached`] when the time is spent.
    pub fn check_clock(&self) -> Result<(), LimitReached> {
        if self.elapsed_millis() > self.millis {
            Err(LimitReached)
        } else {
            Ok(())
        }
    }

    /// Counts one state expanded (`stats.expanded += 1`) and charges it
    /// ([`Budget::charge`]): what every search does before expanding a state.
    ///
    /// # Errors
    /// [`LimitReached`] when the nodes or the time are spent (the count is
    /// then taken back).
    #[inline]
    pub fn expand(&mut self, stats: &mut Stats) -> Result<(), LimitReached> {
        stats.expanded += 1;
        self.charge(stats)
    }

    /// Accounts for the expansions in `stats`: call it after counting the
    /// state about to be expanded (`stats.expanded += 1`), before expanding
    /// it. Checks the clock at every multiple of [`Budget::REPORT_EVERY`]
    /// expansions, and in between when expansions are slow (about every
    /// 10 ms); reports progress at the first clock check
    /// [`Budget::REPORT_MILLIS`] (250 ms) after the last report, so about
    /// every 250 ms however fast the expansions are.
    ///
    /// When the budget refuses, that state is not expanded, so the count
    /// is taken back: `stats.expanded` is then the states really expanded,
    /// never more than the node budget.
    ///
    /// # Errors
    /// [`LimitReached`] when the nodes or the time are spent.
    #[inline]
    pub fn charge(&mut self, stats: &mut Stats) -> Result<(), LimitReached> {
        let e = stats.expanded;
        // The common case, inlined into every search's inner loop: within
        // the nodes, before the next clock check.
        if e <= self.nodes && e < self.next_check && e % Self::REPORT_EVERY != 0 {
            return Ok(());
        }
        self.charge_rarely(stats)
    }

    /// [`Budget::charge`] past its fast path: the node limit, the clock,
    /// the progress report.
    #[cold]
    #[inline(never)]
    fn charge_rarely(&mut self, stats: &mut Stats) -> Result<(), LimitReached> {
        let e = stats.expanded;
        if e > self.nodes {
            stats.expanded = (e - 1).min(self.nodes);
            return Err(LimitReached);
        }
        let every = e % Self::REPORT_EVERY == 0;
        if let Some((side, what)) = &self.side_work {
            let side = side.get();
            if e.saturating_add(side) > self.nodes {
                stats.expanded = e.saturating_sub(1);
                self.stop = Some(Stop::Setup {
                    during: format!(
                        "{} ({} of them, {} states expanded)",
                        what,
                        grouped(side),
                        grouped(stats.expanded)
                    ),
                    nodes: true,
                    before_search: false,
                });
                return Err(LimitReached);
            }
        }
        if every || e >= self.next_check {
            let now = self.elapsed_millis();
            stats.millis = now;
            if now > self.millis {
                stats.expanded = e.saturating_sub(1);
                return Err(LimitReached);
            }
            if now - self.last_check < Self::CHECK_MILLIS / 2.0 {
                self.interval = (self.interval * 2).min(Self::REPORT_EVERY);
            } else if now - self.last_check > Self::CHECK_MILLIS * 2.0 {
                self.interval = (self.interval / 2).max(1);
            }
            self.last_check = now;
            self.next_check = e + self.interval;
            if now - self.last_report >= self.report_millis {
                self.last_report = now;
                if let Some(p) = self.progress.as_mut() {
                    let nodes = e as f64 / self.nodes.max(1) as f64;
                    let time = if self.millis > 0.0 { now / self.millis } else { 1.0 };
                    stats.budget_used = Some(nodes.max(time).clamp(0.0, 1.0));
                    p(stats);
                    stats.budget_used = None;
                }
            }
        }
        Ok(())
    }
}

/// Bytes per element of a `Vec<T>` at its worst: a vector doubles its
/// capacity when full, and while it grows the old buffer (its length) and
/// the new one (twice that) are both allocated, so up to three times its
/// length. A wasm instance never returns memory, so that moment is what
/// its memory grows to.
#[must_use]
pub const fn vec_bytes<T>() -> u64 {
    3 * std::mem::size_of::<T>() as u64
}

/// Bytes per entry of a hash table (`FxHashMap`/`FxHashSet`, hashbrown)
/// holding `T`s at its worst: a control byte per bucket, buckets at most
/// 7/8 full, up to twice as many buckets as entries after a doubling, and
/// during the doubling the old table beside the new one (three times in
/// all; see [`vec_bytes`] for why that moment counts).
#[must_use]
pub const fn hash_bytes<T>() -> u64 {
    3 * (std::mem::size_of::<T>() as u64 + 1) * 8 / 7
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome<T> {
    /// A goal was reached; for path searches, the states from start to goal.
    Found(T),
    /// Every reachable state was expanded without reaching a goal: proved
    /// unreachable.
    Exhausted,
    /// The budget ran out; nothing is claimed.
    Limit,
}

/// Breadth-first search from `start`: the path with fewest moves to a state
/// where `success` holds, start and goal included.
///
/// - `successors(state, out)` pushes the states one move away into `out`
///   (cleared before each call), tried in order.
/// - `success(state)` tells whether `state` is a goal.
/// - `depths`, when given, receives the number of states expanded at each
///   depth (index 0 is the start), so that its sum is `stats.expanded`.
///   Every depth before the goal's is complete; at the goal's depth it
///   counts the states expanded before the goal came off the queue.
///
/// Returns [`Outcome::Exhausted`] when no goal is reachable and
/// [`Outcome::Limit`] when the budget ran out.
///
/// <https://en.wikipedia.org/wiki/Breadth-first_search>
///
/// A search kernel of about 60 lines kept whole on purpose: the queue, the
/// table of parents and the depth counts are the loop's locals, and the loop
/// over successors is the hot one.
///
/// # Example
/// A knight from `[0, 0]` to `[7, 7]` on an 8 × 8 board needs 6 moves:
/// ```
/// use board_puzzles::core::board::Board;
/// use board_puzzles::core::search::trace::Recorder;
/// use board_puzzles::core::search::{bfs, Budget, Meter, Outcome, Stats};
/// let board = Board::new(8, 8).unwrap();
/// let mut stats = Stats::default();
/// let out = bfs(
///     [0, 0],
///     |&s, out| out.extend(board.leaps(s)),
///     |&s| s == [7, 7],
///     &mut Meter::new(&mut Budget::new(1_000_000, 10_000.0), &mut stats, &mut Recorder::off()),
///     None,
/// );
/// let Outcome::Found(path) = out else { panic!() };
/// assert_eq!(path.len(), 7);
/// ```
pub fn bfs<N, FS, FG>(
    start: N,
    mut successors: FS,
    mut success: FG,
    meter: &mut Meter<'_, '_>,
    mut depths: Option<&mut Vec<u64>>,
) -> Outcome<Vec<N>>
where
    N: Copy + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FG: FnMut(&N) -> bool,
{
    let (budget, stats, _) = meter.parts();
    // The queue is the arena itself: states in the order they were reached,
    // each with the arena index of its parent.
    let mut arena: Vec<(N, u32)> = vec![(start, u32::MAX)];
    let mut seen: FxHashSet<N> = FxHashSet::default();
    seen.insert(start);
    let mut depth_end = 1usize;
    let mut depth = 0usize;
    if let Some(d) = depths.as_deref_mut() {
        d.clear();
    }
    let mut head = 0usize;
    let mut out = Vec::new();
    // The arena and the set of states seen, per state.
    let per_state = vec_bytes::<(N, u32)>() + hash_bytes::<N>();
    while head < arena.len() {
        if head == depth_end {
            depth += 1;
            depth_end = arena.len();
        }
        let (state, _) = arena[head];
        if success(&state) {
            stats.peak_frontier = stats.peak_frontier.max((arena.len() - head) as u64);
            return Outcome::Found(unwind(&arena, head));
        }
        if budget.expand(stats).is_err() {
            return Outcome::Limit;
        }
        if let Some(d) = depths.as_deref_mut() {
            if d.len() <= depth {
                d.resize(depth + 1, 0);
            }
            d[depth] += 1;
        }
        out.clear();
        successors(&state, &mut out);
        stats.generated += out.len() as u64;
        for &next in &out {
            if seen.insert(next) {
                if budget.store(arena.len(), (arena.len() as u64 + 1) * per_state).is_err() {
                    return Outcome::Limit;
                }
                arena.push((next, head as u32));
            }
        }
        // Open: the rest of this depth and the next, not this state.
        stats.peak_frontier = stats.peak_frontier.max((arena.len() - head - 1) as u64);
        head += 1;
    }
    Outcome::Exhausted
}

fn unwind<N: Copy>(arena: &[(N, u32)], mut at: usize) -> Vec<N> {
    let mut path = Vec::new();
    loop {
        let (state, parent) = arena[at];
        path.push(state);
        if parent == u32::MAX {
            break;
        }
        at = parent as usize;
    }
    path.reverse();
    path
}

/// Bidirectional breadth-first search: BFS from `start` and from `goal` at
/// once, a whole layer at a time on the side with the smaller frontier,
/// until the two meet. Returns a shortest path (start and goal included).
///
/// - `neighbours(state, out)` pushes the states one move away into `out`
///   (cleared before each call). The move graph must be undirected: every
///   move can be undone, as with knight moves, so that the same function
///   walks backwards from `goal`.
///
/// Why the first meeting is shortest: before a layer is expanded, the
/// forward side holds every state within `k` moves of `start` and the
/// backward side every state within `j` moves of `goal`, and no state is on
/// both sides, so the shortest path has more than `k + j` moves. Expanding
/// the forward layer `k` reaches states `k + 1` away; one that the backward
/// side holds closes a path of at most `k + 1 + j` moves, hence exactly
/// that many. When either side runs out of states before they meet, every
/// state reachable from it was searched: [`Outcome::Exhausted`].
///
/// `stats.expanded` counts both sides; `peak_frontier` is the largest sum
/// of the two sides' open layers. On a graph of branching factor `b` and a
/// path of `d` moves it holds about `2·b^(d/2)` states instead of BFS's
/// `b^d` (Pohl, "Bi-directional search", *Machine Intelligence* 6, 1971).
///
/// <https://en.wikipedia.org/wiki/Bidirectional_search>
///
/// A search kernel of about 65 lines kept whole on purpose: both sides' tables
/// and open layers and the meeting test are the layer loop's locals, and the
/// loop over a state's neighbours is the hot one.
///
/// # Example
/// ```
/// use board_puzzles::core::board::Board;
/// use board_puzzles::core::search::trace::Recorder;
/// use board_puzzles::core::search::{bidirectional_bfs, Budget, Meter, Outcome, Stats};
/// let board = Board::new(8, 8).unwrap();
/// let mut stats = Stats::default();
/// let out = bidirectional_bfs(
///     [0, 0],
///     [7, 7],
///     |&s, out| out.extend(board.leaps(s)),
///     &mut Meter::new(&mut Budget::new(1_000_000, 10_000.0), &mut stats, &mut Recorder::off()),
/// );
/// let Outcome::Found(path) = out else { panic!() };
/// assert_eq!(path.len(), 7);
/// ```
pub fn bidirectional_bfs<N, FS>(start: N, goal: N, mut neighbours: FS, meter: &mut Meter<'_, '_>) -> Outcome<Vec<N>>
where
    N: Copy + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
{
    let (budget, stats, _) = meter.parts();
    if start == goal {
        return Outcome::Found(vec![start]);
    }
    // Per side: the arena of reached states (state, parent index) in BFS
    // order, the index of each state, and where its open layer begins.
    let mut sides: [Side<N>; 2] = [Side::new(start), Side::new(goal)];
    let mut out = Vec::new();
    // Each side's arena and index, per state.
    let per_state = vec_bytes::<(N, u32)>() + hash_bytes::<(N, u32)>();
    loop {
        // Expand the side with the smaller open layer (Pohl's cardinality
        // rule); both layers always hold at least one state here.
        let f = usize::from(sides[1].open() < sides[0].open());
        let (first, second) = sides.split_at_mut(1);
        let (this, other) = if f == 0 {
            (&mut first[0], &mut second[0])
        } else {
            (&mut second[0], &mut first[0])
        };
        let (begin, end) = (this.layer, this.arena.len());
        for at in begin..end {
            let (state, _) = this.arena[at];
            if budget.expand(stats).is_err() {
                return Outcome::Limit;
            }
            out.clear();
            neighbours(&state, &mut out);
            stats.generated += out.len() as u64;
            for &next in &out {
                if let Some(&meet) = other.index.get(&next) {
                    let mut path = unwind(&this.arena, at);
                    let mut back = unwind(&other.arena, meet as usize);
                    back.reverse();
                    path.extend(back);
                    if f == 1 {
                        path.reverse();
                    }
                    return Outcome::Found(path);
                }
                if this.index.contains_key(&next) {
                    continue;
                }
                let stored = this.arena.len() + other.arena.len();
                if budget.store(stored, (stored as u64 + 1) * per_state).is_err() {
                    return Outcome::Limit;
                }
                this.index.insert(next, this.arena.len() as u32);
                this.arena.push((next, at as u32));
            }
            let open = (this.arena.len() - at - 1) + other.open();
            stats.peak_frontier = stats.peak_frontier.max(open as u64);
        }
        this.layer = end;
        if this.open() == 0 {
            return Outcome::Exhausted;
        }
    }
}

/// One side of [`bidirectional_bfs`].
struct Side<N> {
    arena: Vec<(N, u32)>,
    index: FxHashMap<N, u32>,
    /// Arena index where the open (not yet expanded) layer begins.
    layer: usize,
}

impl<N: Copy + Eq + Hash> Side<N> {
    fn new(root: N) -> Side<N> {
        let mut index = FxHashMap::default();
        index.insert(root, 0);
        Side {
            arena: vec![(root, u32::MAX)],
            index,
            layer: 0,
        }
    }

    fn open(&self) -> usize {
        self.arena.len() - self.layer
    }
}

/// How best-first search orders its frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// A*: by `g + h`, ties broken towards larger `g` (deeper states).
    /// Optimal when the heuristic is admissible and consistent.
    AStar,
    /// Greedy best-first: by `h` alone, first come first served on ties.
    /// Fast but not guaranteed shortest.
    Greedy,
}

/// Best-first search from `start` to a state where `success` holds, with
/// unit move costs: A* or greedy best-first by `priority`.
///
/// - `successors(state, out)` pushes the states one move away into `out`.
/// - `heuristic(state)` estimates the moves left, or `None` when the goal is
///   known to be unreachable from `state` (it is then pruned). For A* it
///   must never overestimate (admissible), or a longer path may be
///   returned; it should be consistent (`h(a) ≤ 1 + h(b)` for a move
///   `a → b`), or states may be expanded more than once.
/// - `success(state)` tells whether `state` is a goal.
///
/// Returns the states from start to goal, both included.
///
/// <https://en.wikipedia.org/wiki/A*_search_algorithm>
///
/// A search kernel of about 90 lines kept whole on purpose: the open heap, the
/// arena of states, its index and the closed marks are the loop's locals, and
/// the loop over successors (a new state, or a shorter path to one already
/// seen) is the hot one.
///
/// # Example
/// ```
/// use board_puzzles::core::board::Board;
/// use board_puzzles::core::search::trace::Recorder;
/// use board_puzzles::core::search::{best_first, Budget, Meter, Outcome, Priority, Stats};
/// let board = Board::new(8, 8).unwrap();
/// let mut stats = Stats::default();
/// let out = best_first(
///     [0, 0],
///     |&s, out| out.extend(board.leaps(s)),
///     // Manhattan distance over 3 never overestimates knight moves.
///     |&s| Some((14 - s[0] - s[1]).div_ceil(3)),
///     |&s| s == [7, 7],
///     Priority::AStar,
///     &mut Meter::new(&mut Budget::new(1_000_000, 10_000.0), &mut stats, &mut Recorder::off()),
/// );
/// let Outcome::Found(path) = out else { panic!() };
/// assert_eq!(path.len(), 7);
/// ```
pub fn best_first<N, FS, FH, FG>(
    start: N,
    mut successors: FS,
    mut heuristic: FH,
    mut success: FG,
    priority: Priority,
    meter: &mut Meter<'_, '_>,
) -> Outcome<Vec<N>>
where
    N: Copy + Eq + Hash,
    FS: FnMut(&N, &mut Vec<N>),
    FH: FnMut(&N) -> Option<u32>,
    FG: FnMut(&N) -> bool,
{
    let (budget, stats, _) = meter.parts();
    // Arena of reached states: (state, parent index, best g so far).
    let mut arena: Vec<(N, u32, u32)> = Vec::new();
    let mut index: FxHashMap<N, u32> = FxHashMap::default();
    let mut open: BinaryHeap<OpenEntry> = BinaryHeap::new();
    let Some(h0) = heuristic(&start) else {
        return Outcome::Exhausted;
    };
    arena.push((start, u32::MAX, 0));
    index.insert(start, 0);
    let key = |g: u32, h: u32| match priority {
        Priority::AStar => u64::from(g) + u64::from(h),
        Priority::Greedy => u64::from(h),
    };
    let tie = |g: u32| match priority {
        Priority::AStar => g,
        Priority::Greedy => 0,
    };
    let mut seq = 0u64;
    open.push((Reverse(key(0, h0)), tie(0), Reverse(seq), 0, 0));
    let mut out = Vec::new();
    let mut closed: Vec<bool> = vec![false];
    // The arena, the index and the closed flags per state; the frontier per
    // entry (a state may have several, all but one stale).
    let per_state = vec_bytes::<(N, u32, u32)>() + hash_bytes::<(N, u32)>() + vec_bytes::<bool>();
    let per_entry = vec_bytes::<OpenEntry>();
    while let Some((_, _, _, at, g)) = open.pop() {
        let at_us = at as usize;
        let (state, _, best_g) = arena[at_us];
        if g > best_g || (closed[at_us] && priority == Priority::Greedy) {
            continue; // a stale entry, superseded by a shorter path
        }
        if success(&state) {
            let path = unwind_best(&arena, at_us);
            return Outcome::Found(path);
        }
        closed[at_us] = true;
        if budget.expand(stats).is_err() {
            return Outcome::Limit;
        }
        out.clear();
        successors(&state, &mut out);
        stats.generated += out.len() as u64;
        let g_next = g + 1;
        for &next in &out {
            let slot = match index.get(&next) {
                Some(&i) => {
                    if arena[i as usize].2 <= g_next || priority == Priority::Greedy {
                        continue;
                    }
                    let bytes = arena.len() as u64 * per_state + (open.len() as u64 + 1) * per_entry;
                    if budget.store(arena.len().saturating_sub(1), bytes).is_err() {
                        return Outcome::Limit;
                    }
                    arena[i as usize].1 = at;
                    arena[i as usize].2 = g_next;
                    i
                }
                None => {
                    let bytes = (arena.len() as u64 + 1) * per_state + (open.len() as u64 + 1) * per_entry;
                    if budget.store(arena.len(), bytes).is_err() {
                        return Outcome::Limit;
                    }
                    let i = arena.len() as u32;
                    arena.push((next, at, g_next));
                    closed.push(false);
                    index.insert(next, i);
                    i
                }
            };
            let Some(h) = heuristic(&next) else { continue };
            seq += 1;
            open.push((Reverse(key(g_next, h)), tie(g_next), Reverse(seq), slot, g_next));
        }
        stats.peak_frontier = stats.peak_frontier.max(open.len() as u64);
    }
    Outcome::Exhausted
}

/// A frontier entry of [`best_first`]: (Reverse(key), tie, Reverse(seq),
/// arena index, g); the heap pops the smallest key first, then the larger
/// tie value, then the oldest entry.
type OpenEntry = (Reverse<u64>, u32, Reverse<u64>, u32, u32);

fn unwind_best<N: Copy>(arena: &[(N, u32, u32)], mut at: usize) -> Vec<N> {
    let mut path = Vec::new();
    loop {
        let (state, parent, _) = arena[at];
        path.push(state);
        if parent == u32::MAX {
            break;
        }
        at = parent as usize;
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_tables_stop_every_search_and_say_so() {
        // A line of a million states, a goal at its far end, a cap of 1 000.
        let n = 1_000_000u32;
        let far = |s: &u32| *s == n - 1;
        let mut stats = Stats::default();
        let mut budget = Budget::new(u64::MAX, f64::INFINITY).with_max_stored(1_000);
        assert_eq!(
            bfs(
                0,
                line(n),
                far,
                &mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()),
                None
            ),
            Outcome::Limit
        );
        assert!(budget.full());
        assert!(stats.expanded <= 1_000);

        let mut budget = Budget::new(u64::MAX, f64::INFINITY).with_max_stored(1_000);
        let out = bidirectional_bfs(
            0,
            n - 1,
            line(n),
            &mut Meter::new(&mut budget, &mut Stats::default(), &mut Recorder::off()),
        );
        assert_eq!(out, Outcome::Limit);
        assert!(budget.full());

        let mut budget = Budget::new(u64::MAX, f64::INFINITY).with_max_stored(1_000);
        let out = best_first(
            0,
            line(n),
            |s: &u32| Some(n - 1 - s),
            far,
            Priority::AStar,
            &mut Meter::new(&mut budget, &mut Stats::default(), &mut Recorder::off()),
        );
        assert_eq!(out, Outcome::Limit);
        assert!(budget.full());

        // Without the cap the same searches finish.
        let mut budget = Budget::new(u64::MAX, f64::INFINITY);
        assert!(matches!(
            bfs(
                0,
                line(2_000),
                |s: &u32| *s == 1_999,
                &mut Meter::new(&mut budget, &mut Stats::default(), &mut Recorder::off()),
                None
            ),
            Outcome::Found(_)
        ));
        assert!(!budget.full());
    }

    fn line(n: u32) -> impl FnMut(&u32, &mut Vec<u32>) {
        move |&s, out| {
            if s + 1 < n {
                out.push(s + 1);
            }
            if s > 0 {
                out.push(s - 1);
            }
        }
    }

    #[test]
    fn bfs_finds_shortest_and_counts_depths() {
        let mut stats = Stats::default();
        let mut depths = Vec::new();
        let out = bfs(
            0,
            line(10),
            |&s| s == 5,
            &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
            Some(&mut depths),
        );
        assert_eq!(out, Outcome::Found(vec![0, 1, 2, 3, 4, 5]));
        assert_eq!(depths, [1, 1, 1, 1, 1]);
        assert_eq!(depths.iter().sum::<u64>(), stats.expanded);
        // From the middle: two states at each depth; at the goal's depth the
        // goal 8 comes off the queue before 2, so that depth shows none.
        let mut stats = Stats::default();
        let out = bfs(
            5,
            line(10),
            |&s| s == 8,
            &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
            Some(&mut depths),
        );
        assert_eq!(out, Outcome::Found(vec![5, 6, 7, 8]));
        assert_eq!(depths, [1, 2, 2]);
        assert_eq!(depths.iter().sum::<u64>(), stats.expanded);
    }

    #[test]
    fn a_node_limit_counts_the_budget_exactly_and_depths_add_up() {
        // A line of 1 000 states, a budget of 10: ten states are expanded,
        // the eleventh is refused and not counted.
        let mut stats = Stats::default();
        let mut depths = Vec::new();
        let out = bfs(
            0,
            line(1000),
            |&s| s == 999,
            &mut Meter::new(&mut Budget::new(10, 1e9), &mut stats, &mut Recorder::off()),
            Some(&mut depths),
        );
        assert_eq!(out, Outcome::Limit);
        assert_eq!(stats.expanded, 10);
        assert_eq!(depths.iter().sum::<u64>(), stats.expanded);
        for search in [0, 1] {
            let mut stats = Stats::default();
            let mut budget = Budget::new(7, 1e9);
            let out = if search == 0 {
                bidirectional_bfs(
                    0,
                    999,
                    line(1000),
                    &mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()),
                )
            } else {
                best_first(
                    0,
                    line(1000),
                    |_| Some(0),
                    |&s| s == 999,
                    Priority::AStar,
                    &mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()),
                )
            };
            assert_eq!(out, Outcome::Limit);
            assert_eq!(stats.expanded, 7, "search {search}");
        }
        // A budget of 0 (the page's `check`) expands nothing.
        let mut stats = Stats::default();
        let out = bfs(
            0,
            line(10),
            |&s| s == 9,
            &mut Meter::new(&mut Budget::new(0, 1e9), &mut stats, &mut Recorder::off()),
            None,
        );
        assert_eq!((out, stats.expanded), (Outcome::Limit, 0));
    }

    #[test]
    fn tables_of_keys_past_the_ceiling_say_so_whatever_their_count() {
        // The peg meeting keeps more keys than the other searches' cap: past
        // the memory ceiling it says to raise it, not "the most kept".
        let mut budget = Budget::new(u64::MAX, 1e9).with_memory(100_000_000);
        let past = Budget::MAX_STORED + 1;
        assert!(budget.store_keys(past, 99_000_000).is_ok());
        assert!(budget.store_keys(past, 101_000_000).is_err());
        let reason = budget.limit_reason(7);
        assert!(
            reason.contains("past the memory ceiling (limits.memoryMb = 100)")
                && reason.contains("raise limits.memoryMb"),
            "{reason}"
        );
        // A cap of states set for a test still words itself as the most kept.
        let mut budget = Budget::new(u64::MAX, 1e9).with_max_stored(1_000);
        assert!(budget.store_keys(999, 8_000).is_ok());
        assert!(budget.store_keys(1_000, 8_000).is_err());
        assert!(
            budget.limit_reason(7).contains("the most kept"),
            "{}",
            budget.limit_reason(7)
        );
    }

    #[test]
    fn a_memory_ceiling_stops_growing_tables_and_refuses_large_ones_with_the_estimate() {
        // 41 bytes of tables a state (a u32 state and its parent in an
        // arena, a u32 in a hash set, with the slack of doubling and the old
        // table beside the new while one grows): a 100 kB ceiling holds
        // about 2 400 states.
        let mut budget = Budget::new(u64::MAX, 1e9).with_memory(100_000);
        let mut stats = Stats::default();
        let out = bfs(
            0,
            line(1_000_000),
            |&s| s == 999_999,
            &mut Meter::new(&mut budget, &mut stats, &mut Recorder::off()),
            None,
        );
        assert_eq!(out, Outcome::Limit);
        assert!(budget.full());
        assert!((2_200..2_600).contains(&stats.expanded), "{}", stats.expanded);
        let reason = budget.limit_reason(stats.expanded);
        assert!(
            reason.contains("past the memory ceiling (limits.memoryMb = 0.1)"),
            "{reason}"
        );
        let mut budget = Budget::new(u64::MAX, 1e9).with_memory(1_000_000);
        assert_eq!(
            budget.reserve(764_000_000, "the seed program's array"),
            Err(LimitReached)
        );
        let reason = budget.limit_reason(0);
        assert!(
            reason.contains("the seed program's array would need about 764 MB"),
            "{reason}"
        );
        assert_eq!(megabytes(1_500_000), "1.5 MB");
    }

    #[test]
    fn progress_is_reported_by_time_not_by_expansions() {
        // Cheap expansions for 600 ms: a report about every 250 ms, not one
        // every REPORT_EVERY expansions.
        let mut reports: Vec<f64> = Vec::new();
        let mut progress = |s: &Stats| reports.push(s.millis);
        let mut budget = Budget::new(u64::MAX, 1e9).with_progress(&mut progress);
        let mut stats = Stats::default();
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < 0.6 {
            stats.expanded += 1;
            assert!(budget.charge(&mut stats).is_ok());
        }
        let elapsed = start.elapsed().as_secs_f64() * 1000.0;
        drop(budget);
        assert!(!reports.is_empty(), "600 ms without a report");
        assert!(
            reports.len() as f64 <= elapsed / Budget::REPORT_MILLIS,
            "{} reports in {elapsed} ms",
            reports.len()
        );
        assert!(
            reports.windows(2).all(|w| w[1] - w[0] >= Budget::REPORT_MILLIS),
            "{reports:?}"
        );
        assert!(reports[0] >= Budget::REPORT_MILLIS, "{reports:?}");
    }

    #[test]
    fn slow_expansions_meet_the_time_limit_long_before_report_every() {
        // Each expansion takes at least 1 ms: a 5 ms budget must stop at the
        // first clock check, not after REPORT_EVERY expansions.
        let mut reports = 0;
        let mut progress = |_: &Stats| reports += 1;
        let mut budget = Budget::new(u64::MAX, 5.0).with_progress(&mut progress);
        let mut stats = Stats::default();
        let stopped = loop {
            stats.expanded += 1;
            std::thread::sleep(std::time::Duration::from_millis(1));
            if budget.charge(&mut stats).is_err() {
                break stats.expanded;
            }
        };
        assert!(
            stopped <= 2 * Budget::FIRST_INTERVAL,
            "stopped after {stopped} expansions"
        );
        assert!(stats.millis > 5.0);
    }

    #[test]
    fn bidirectional_bfs_finds_shortest_both_ways_and_proves_unreachable() {
        for (from, to) in [(0, 9), (9, 0), (3, 4), (4, 4), (2, 7)] {
            let mut stats = Stats::default();
            let out = bidirectional_bfs(
                from,
                to,
                line(10),
                &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
            );
            let Outcome::Found(path) = out else {
                panic!("{from} → {to}")
            };
            assert_eq!(path.len(), from.abs_diff(to) as usize + 1, "{from} → {to}");
            assert_eq!((path[0], path[path.len() - 1]), (from, to));
            assert!(path.windows(2).all(|w| w[0].abs_diff(w[1]) == 1));
        }
        // Two lines 0..10 and 10..20 (10 and 9 not joined): unreachable.
        let split = |&s: &u32, out: &mut Vec<u32>| {
            for t in [s.wrapping_sub(1), s + 1] {
                if t < 20 && (s < 10) == (t < 10) {
                    out.push(t);
                }
            }
        };
        let mut stats = Stats::default();
        let out = bidirectional_bfs(
            3,
            15,
            split,
            &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
        );
        assert_eq!(out, Outcome::Exhausted);
        assert!(stats.expanded < 20, "one side runs out before the other is done");
        let mut stats = Stats::default();
        let out = bidirectional_bfs(
            0,
            999,
            line(1000),
            &mut Meter::new(&mut Budget::new(10, 1e9), &mut stats, &mut Recorder::off()),
        );
        assert_eq!(out, Outcome::Limit);
    }

    #[test]
    fn bidirectional_bfs_matches_bfs_on_a_grid_with_walls() {
        // King-free 4-neighbour grid 12 × 12 with a pseudo-random wall set.
        let wall = |s: u32| s % 7 == 3 || s % 11 == 5;
        let grid = |&s: &u32, out: &mut Vec<u32>| {
            let (r, c) = (s / 12, s % 12);
            let cand = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
            out.extend(
                cand.into_iter()
                    .filter(|&(r, c)| r < 12 && c < 12)
                    .map(|(r, c)| r * 12 + c)
                    .filter(|&t| !wall(t)),
            );
        };
        for from in (0..144).filter(|&s| !wall(s)).step_by(5) {
            for to in (0..144).filter(|&s| !wall(s)).step_by(7) {
                let budget = || Budget::new(1_000_000, 1e9);
                let one = bfs(
                    from,
                    grid,
                    |&s| s == to,
                    &mut Meter::new(&mut budget(), &mut Stats::default(), &mut Recorder::off()),
                    None,
                );
                let two = bidirectional_bfs(
                    from,
                    to,
                    grid,
                    &mut Meter::new(&mut budget(), &mut Stats::default(), &mut Recorder::off()),
                );
                match (one, two) {
                    (Outcome::Found(a), Outcome::Found(b)) => {
                        assert_eq!(a.len(), b.len(), "{from} → {to}")
                    }
                    (a, b) => assert_eq!(a, b, "{from} → {to}"),
                }
            }
        }
    }

    #[test]
    fn bfs_proves_unreachable_and_honours_limits() {
        let mut stats = Stats::default();
        let out = bfs(
            0,
            line(10),
            |&s| s == 50,
            &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
            None,
        );
        assert_eq!(out, Outcome::Exhausted);
        assert_eq!(stats.expanded, 10);
        let mut stats = Stats::default();
        let out = bfs(
            0,
            line(1000),
            |&s| s == 999,
            &mut Meter::new(&mut Budget::new(10, 1e9), &mut stats, &mut Recorder::off()),
            None,
        );
        assert_eq!(out, Outcome::Limit);
    }

    #[test]
    fn astar_with_zero_heuristic_is_optimal_and_greedy_follows_h() {
        for p in [Priority::AStar, Priority::Greedy] {
            let mut stats = Stats::default();
            let out = best_first(
                3,
                line(10),
                |&s| Some(9 - s),
                |&s| s == 9,
                p,
                &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
            );
            assert_eq!(out, Outcome::Found(vec![3, 4, 5, 6, 7, 8, 9]));
        }
        let mut stats = Stats::default();
        let out = best_first(
            3,
            line(10),
            |_| None,
            |&s| s == 9,
            Priority::AStar,
            &mut Meter::new(&mut Budget::new(100, 1e9), &mut stats, &mut Recorder::off()),
        );
        assert_eq!(out, Outcome::Exhausted);
    }
}
