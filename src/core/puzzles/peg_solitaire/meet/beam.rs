//! A short solution to start from: a beam search by moves, which proves
//! nothing but usually finds a solution of the fewest moves, or one more,
//! in a fraction of a second (the French preset's 20 moves: 0.2 s
//! natively). The meeting then makes one try, of one move fewer, whose
//! last level needs no storing ([`Meet::within`] with `last`).
//! (`Search::beam`, the depth-first search's, goes jump by jump towards
//! any finish; this one goes move by move, for few moves.)
//!
//! A beam search (B. T. Lowerre, *The Harpy Speech Recognition System*,
//! 1976; Russell & Norvig, *AIMA*, §4.1.1) keeps at each depth only the
//! `width` positions that look best and drops the rest. Here a depth is a
//! move (a chain of jumps by one peg), the positions are the forward
//! side's classes, pruned as the meeting prunes them (the Merson regions'
//! bound and the pagodas), and "best" is the fewest moves the regions'
//! bound says are left, then the fewest pegs.

use super::super::search::moves_of;
use super::Meet;
use crate::core::search::LimitReached;

/// Positions a depth of the beam search, at most: 4 096 finds the French
/// preset's 20 moves, 16 384 the English board's 17 to any hole (4 096
/// finds 19).
const MOST_WIDTH: usize = 1 << 14;

impl Meet<'_, '_> {
    /// A solution of fewer than `upper` moves from beam searches 4 times
    /// wider each, from 256 positions a depth, while a wider one finds a
    /// shorter solution (or none was found yet) and some depth was cut: at
    /// most `MOST_WIDTH` (16 384), and within an eighth of the expansions the budget
    /// has left. `None` when none is found (or the budget runs out).
    pub fn short_solution(&mut self, upper: u32) -> Option<Vec<u16>> {
        let left = self.budget.nodes().saturating_sub(self.stats.expanded) / 8 / u64::from(upper.max(1));
        let most = usize::try_from(left).map_or(MOST_WIDTH, |w| w.min(MOST_WIDTH));
        let mut best: Option<Vec<u16>> = None;
        let mut width = 256;
        while width <= most {
            let below = best.as_ref().map_or(upper, |path| moves_of(self.game, path));
            let Ok((found, cut)) = self.beam(width, below) else {
                break;
            };
            let shorter = found.is_some();
            if shorter {
                best = found;
            }
            if !cut || (!shorter && best.is_some()) {
                break;
            }
            width *= 4;
        }
        best
    }

    /// A solution of fewer than `below` moves (jump indices), if the beam
    /// of `width` positions a depth finds one, and whether a depth had more
    /// than `width` (when none had, the beam was a breadth-first search of
    /// every position kept, and a wider one would find nothing shorter).
    ///
    /// # Errors
    /// [`LimitReached`] when the budget runs out.
    pub fn beam(&mut self, width: usize, below: u32) -> Result<(Option<Vec<u16>>, bool), LimitReached> {
        let mut cut = false;
        // Per depth, the classes kept: (forward key, index of the parent
        // in the depth before).
        let mut levels: Vec<Vec<(u64, u32)>> = vec![vec![(self.keys.forward(self.game.start), 0)]];
        let mut out = Vec::new();
        let mut next: Vec<(u32, u64, u32)> = Vec::new();
        for depth in 1..below {
            next.clear();
            let last = levels.last().map_or(&[][..], Vec::as_slice);
            for (i, &(key, _)) in last.iter().enumerate() {
                self.budget.expand(&mut self.stats)?;
                out.clear();
                self.moves(self.keys.position(key), &mut out);
                self.stats.generated += out.len() as u64;
                for &pos in &out {
                    if self.target.accepts(pos) {
                        let mut chain = vec![(self.keys.forward(pos), false)];
                        let mut at = i;
                        for level in levels.iter().rev() {
                            let (k, parent) = level[at];
                            chain.push((k, false));
                            at = parent as usize;
                        }
                        chain.reverse();
                        return Ok((Some(self.jumps_along(&chain)), cut));
                    }
                    if self.keep_forward(pos, depth, below - 1) {
                        let score = self.regions.forward(pos, self.target) << 8 | pos.count_ones();
                        next.push((score, self.keys.forward(pos), i as u32));
                    }
                }
            }
            next.sort_unstable_by_key(|&(_, key, _)| key);
            next.dedup_by_key(|&mut (_, key, _)| key);
            if next.len() > width {
                next.select_nth_unstable_by_key(width, |&(score, _, _)| score);
                next.truncate(width);
                cut = true;
            }
            if next.is_empty() {
                return Ok((None, cut));
            }
            levels.push(next.iter().map(|&(_, key, parent)| (key, parent)).collect());
        }
        Ok((None, cut))
    }
}
