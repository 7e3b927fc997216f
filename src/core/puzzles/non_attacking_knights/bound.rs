//! The seed's exact algorithm (Alencar, *The k Knights problem*,
//! §1.3): branch and bound over the free squares, for comparing with the
//! matching.
//!
//! Each node is a board where some squares hold a knight (`K`), some are
//! ruled out (`X`: chosen empty, or attacked), and the rest are still open.
//! A node branches on its first open square (row-major): first the child
//! where it is ruled out, then the one where it takes a knight (which rules
//! out the open squares it attacks). The seed's bound: knights plus open
//! squares, the most the node could still reach; a node whose bound is no
//! more than the best placement known is pruned. The best known starts as
//! the seed's greedy placement ([`super::greedy`]), as in the seed. Depth
//! first here (the seed used a queue), with one bit per free square, so
//! boards with at most [`MAX_FREE`] free squares.
//!
//! `stats.expanded` counts the nodes, each charged to the budget.
//!
//! While it runs, its statistics hold what it knows, for the budget's
//! progress reports: `stats.best` the best placement in hand and
//! `stats.upper_bound` the bound at the root (the knights given plus the
//! free squares), both in knights with those already on the board; the
//! optimum lies between them. A finished search clears both (its answer
//! is proved maximum); one stopped by the budget keeps them.

use super::greedy::greedy;
use super::layout::{Layout, SquareKind};
use crate::core::search::trace::{EventKind, Recorder};
use crate::core::search::{Budget, LimitReached, Meter, Stats};

/// The most free squares (not off, not holding or attacked by a placed
/// knight) this search takes.
pub const MAX_FREE: usize = 64;

struct Search<'b, 'c> {
    /// `attacks[k]`: the free squares a knight on free square `k` attacks.
    attacks: Vec<u64>,
    best: u64,
    best_count: u32,
    /// Knights already on the board: added to the counts this search
    /// reports (its events' values, `stats.best`), so that they are the
    /// answer's knights.
    given: u32,
    budget: &'b mut Budget<'c>,
    stats: &'b mut Stats,
    /// Place / remove / best / prune events, when watched.
    rec: &'b mut Recorder,
    /// The layout index (board cell) of each free square.
    cells: Vec<u32>,
}

impl Search<'_, '_> {
    fn node(&mut self, knights: u64, open: u64) -> Result<(), LimitReached> {
        self.budget.expand(self.stats)?;
        let bound = knights.count_ones() + open.count_ones();
        if bound <= self.best_count {
            self.rec.event(EventKind::Prune, bound.saturating_add(self.given));
            return Ok(()); // the seed's bound
        }
        if open == 0 {
            self.best = knights;
            self.best_count = knights.count_ones();
            let best = self.best_count.saturating_add(self.given);
            // A new incumbent is rare: the next progress report shows it.
            self.stats.best = Some(u64::from(best));
            self.rec.event(EventKind::Best, best);
            return Ok(());
        }
        let k = open.trailing_zeros() as usize;
        let bit = 1u64 << k;
        self.stats.generated += 2;
        self.node(knights, open & !bit)?;
        let cell = self.cells.get(k).copied().unwrap_or(u32::MAX);
        self.rec.event(EventKind::Place, cell);
        self.node(knights | bit, open & !bit & !self.attacks[k])?;
        self.rec.event(EventKind::Remove, cell);
        Ok(())
    }
}

/// The knights the branch and bound adds to `layout` (a maximum), as layout
/// indices in increasing order; `None` when the board has more than
/// [`MAX_FREE`] free squares.
///
/// Records into the meter's recorder the greedy start's
/// [`EventKind::Place`] events and its [`EventKind::Best`], its knights
/// removed, then the search's place and remove events (the knight branch
/// of each node), a best event for each better placement and a
/// [`EventKind::Prune`] for each node the bound cuts; at the end the best
/// placement is placed again, so the events replay to the answer. Place
/// and remove values are board cells (layout indices); best and prune
/// values are knights, those already on the board included (as the
/// answer's `length` counts them).
///
/// # Errors
/// [`LimitReached`] when the budget runs out.
pub fn branch_and_bound(layout: &Layout, meter: &mut Meter<'_, '_>) -> Result<Option<Vec<u32>>, LimitReached> {
    let kinds = layout.kinds();
    let free: Vec<usize> = (0..kinds.len()).filter(|&i| kinds[i] == SquareKind::Free).collect();
    if free.len() > MAX_FREE {
        return Ok(None);
    }
    let mut id = vec![usize::MAX; kinds.len()];
    for (k, &i) in free.iter().enumerate() {
        id[i] = k;
    }
    let attacks = free
        .iter()
        .map(|&i| {
            layout
                .jumps(i)
                .filter(|&j| id[j] != usize::MAX)
                .fold(0u64, |m, j| m | 1 << id[j])
        })
        .collect();
    let given = kinds.iter().filter(|&&s| s == SquareKind::Placed).count();
    let given = u32::try_from(given).unwrap_or(u32::MAX);
    let start = greedy(layout, meter)?;
    let (budget, stats, rec) = meter.parts();
    let best = start.iter().fold(0u64, |m, &i| m | 1 << id[i as usize]);
    // What the search knows from the start: the greedy's placement, and
    // the root's bound (every free square a knight), at most 64 + given.
    stats.best = Some(u64::from(given) + u64::from(best.count_ones()));
    stats.upper_bound = Some(u64::from(given) + free.len() as u64);
    rec.event(EventKind::Best, best.count_ones().saturating_add(given));
    for &i in &start {
        rec.event(EventKind::Remove, i);
    }
    let mut search = Search {
        attacks,
        best,
        best_count: best.count_ones(),
        given,
        budget,
        stats,
        rec,
        cells: free.iter().map(|&i| i as u32).collect(),
    };
    let all = if free.len() == 64 {
        u64::MAX
    } else {
        (1u64 << free.len()) - 1
    };
    search.node(0, all)?;
    // Every node was searched or cut: the best is proved maximum.
    search.stats.best = None;
    search.stats.upper_bound = None;
    let mut added: Vec<u32> = (0..free.len())
        .filter(|&k| search.best >> k & 1 == 1)
        .map(|k| free[k] as u32)
        .collect();
    added.sort_unstable();
    for &i in &added {
        search.rec.event(EventKind::Place, i);
    }
    Ok(Some(added))
}
