//! The knight's tour's coach: can the partial tour played (the squares
//! visited fixed, the knight on the last) still be completed to an open or
//! closed tour?
//!
//! At the start (no move made) the puzzle's own answer decides: its
//! theorems (`theory.rs`), then a construction or an exact search (the
//! default algorithm's `best`). After a move, quick refutations come
//! first, each a proof with its reason:
//!
//! - **cut off**: an unvisited square with no unvisited neighbour that the
//!   knight is not next to can never be entered;
//! - **dead ends**: an unvisited square with exactly one unvisited
//!   neighbour, not next to the knight, can only be entered from that
//!   neighbour and then leads nowhere, so it must be the tour's last
//!   square: two such squares refute the tour, and for a closed tour one
//!   that is not a knight's move from the start does; a square next to the
//!   knight with no unvisited neighbour must be entered now, as the last;
//!   and the last square's colour is fixed by the knight's and the number
//!   of squares left (a knight alternates colours), so a dead end of the
//!   other colour refutes the tour;
//! - **the start** (closed tours): it needs an unvisited neighbour left, the
//!   square the tour comes back from;
//! - **colours**: a knight alternates colours, so the unvisited squares
//!   must be half of each colour, the odd one of the colour the knight
//!   does not stand on;
//! - **split**: every unvisited square must be reachable from the knight
//!   over unvisited squares;
//! - and the board's own theorems (no tour of this board from this start).
//!
//! Then a search for a completion within the budget: a completion found
//! is the hint's proof, an exhausted search the proof there is none. On
//! boards of up to 64 squares ([`small`]) the unvisited squares are one
//! word of bits, so every square of the search checks the quick
//! refutations again (cut off, dead ends and their colour, the start,
//! connectivity), the
//! positions proved to fail are remembered, and rounds of growing length
//! try the moves in Warnsdorff's order with ties broken differently each
//! round (restarts: a plain depth-first search can sink its whole budget
//! under one early wrong move). Larger boards get backtracking with
//! Warnsdorff's rule and the dead-end prunings ([`backtrack::complete_by_backtracking`]);
//! past [`large::MIN_SQUARES`] squares (the 1000 × 1000 preset) the
//! completion found is kept for the next move, and the solver's
//! construction is tried first ([`large`]). A budget spent gives an
//! honest `unknown` saying what the quick checks found.

use super::backtrack::{self, Found};
use super::region::Region;
use super::{best, theorems, tour_steps};
use crate::core::board::Square;
use crate::core::coach::{self, Attempt, Coaching, Verdict};
use crate::core::play::State;
use crate::core::request::Step;
use crate::core::search::trace::Recorder;
use crate::core::search::{Budget, Meter, Stats};
use crate::core::words::{self, at, grouped, plural};

mod large;
mod reroute;

use super::ID;

/// `[r, c]` of a region cell.
fn name(region: &Region, cell: u32) -> String {
    words::at(region.square(cell))
}

/// Why a partial tour cannot be completed, found by [`refute`] without a
/// search (the quick refutations of the module docs). Squares are the
/// request's `[row, col]`; colours 0 light (row + column even), 1 dark.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Refutation {
    /// No unvisited square leads to `square`, and the knight is not next
    /// to it.
    CutOff { square: Square },
    /// `square` can only be entered now, from the knight, and leads
    /// nowhere, with `unvisited` squares left to visit.
    EnteredOnlyNow { square: Square, unvisited: usize },
    /// Closed tours: the only square left, `last`, is not a knight's move
    /// from `start`.
    LastNotBesideStart { last: Square, start: Square },
    /// Two dead ends (one unvisited neighbour each): both would have to be
    /// last.
    TwoDeadEnds { a: Square, b: Square },
    /// Closed tours: the dead end `end`, which must be last, is not a
    /// knight's move from `start`.
    DeadEndFarFromStart { end: Square, start: Square },
    /// Closed tours: the start has no unvisited neighbour to come back
    /// from.
    StartShutIn { start: Square },
    /// The dead end `end` must be last, but the knight's colours make the
    /// last square of `last_colour`.
    DeadEndColour {
        end: Square,
        end_colour: usize,
        knight_colour: usize,
        last_colour: usize,
        unvisited: usize,
    },
    /// The unvisited squares' colours do not alternate from the knight's.
    ColourCount {
        knight_colour: usize,
        unvisited: usize,
        other: usize,
        same: usize,
    },
    /// No knight moves over unvisited squares lead from the knight to
    /// `lost`.
    Split { lost: Option<Square> },
}

/// The colour's name: 0 light (row + column even), 1 dark.
fn colour_name(c: usize) -> &'static str {
    if c == 0 {
        "light"
    } else {
        "dark"
    }
}

impl std::fmt::Display for Refutation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Refutation::CutOff { square } => write!(
                f,
                "square {} is cut off: no unvisited square leads to it, and the knight is not next to it",
                at(square)
            ),
            Refutation::EnteredOnlyNow { square, unvisited } => write!(
                f,
                "square {} can only be entered now, from the knight, and leads nowhere: the tour would end there with {} unvisited",
                at(square),
                plural(unvisited - 1, "square")
            ),
            Refutation::LastNotBesideStart { last, start } => write!(
                f,
                "the last square {} is not a knight's move from the start {}, where a closed tour ends",
                at(last),
                at(start)
            ),
            Refutation::TwoDeadEnds { a, b } => write!(
                f,
                "squares {} and {} are dead ends: each can be entered from only one unvisited square and left to none, so each would have to be the tour's last square",
                at(a),
                at(b)
            ),
            Refutation::DeadEndFarFromStart { end, start } => write!(
                f,
                "square {} is a dead end (one unvisited neighbour), so it must be the tour's last square, but it is not a knight's move from the start {}, where a closed tour ends",
                at(end),
                at(start)
            ),
            Refutation::StartShutIn { start } => write!(
                f,
                "the start {} has no unvisited neighbour left, so a closed tour cannot come back to it",
                at(start)
            ),
            Refutation::DeadEndColour {
                end,
                end_colour,
                knight_colour,
                last_colour,
                unvisited,
            } => write!(
                f,
                "square {} is a dead end (one unvisited neighbour), so it must be the tour's last square, but a knight alternates colours: from the {} square it stands on, the last of {} is {}, and {} is {}",
                at(end),
                colour_name(knight_colour),
                plural(unvisited, "unvisited square"),
                colour_name(last_colour),
                at(end),
                colour_name(end_colour)
            ),
            Refutation::ColourCount {
                knight_colour,
                unvisited,
                other: other_count,
                same: same_count,
            } => {
                let (other, same) = (colour_name(1 - knight_colour), colour_name(knight_colour));
                let (want_other, want_same) = (unvisited.div_ceil(2), unvisited / 2);
                write!(
                    f,
                    "colour count: the knight stands on a {same} square and alternates colours, so the {} must be {want_other} {other} and {want_same} {same}, but they are {other_count} {other} and {same_count} {same}",
                    plural(unvisited, "unvisited square"),
                    want_other = grouped(want_other),
                    want_same = grouped(want_same),
                    other_count = grouped(other_count),
                    same_count = grouped(same_count),
                )
            }
            Refutation::Split { lost } => write!(
                f,
                "the unvisited squares are split: no sequence of knight moves over unvisited squares leads from the knight to square {}",
                lost.map_or_else(String::new, at)
            ),
        }
    }
}

/// The region in a box with a border of blocked cells as wide as the
/// leaper's longer leg (two for the knight): a neighbour is then one
/// offset away, with no bounds to check (a million squares in a few
/// milliseconds).
struct Padded<'a> {
    region: &'a Region,
    /// Off, outside, or visited, by padded index.
    blocked: Vec<bool>,
    /// The padded box's width.
    width: usize,
    /// The border's width: the leaper's longer leg.
    border: usize,
    /// The leaper's jumps as index offsets.
    offsets: Vec<isize>,
}

impl<'a> Padded<'a> {
    /// `region` with the cells of `prefix` blocked.
    fn new(region: &'a Region, prefix: &[u32]) -> Padded<'a> {
        let (rows, cols) = (region.rows as usize, region.cols as usize);
        let border = region.leaper.b() as usize;
        let width = cols + 2 * border;
        let mut padded = Padded {
            region,
            blocked: vec![true; (rows + 2 * border) * width],
            width,
            border,
            offsets: region
                .jumps()
                .iter()
                .map(|&(dr, dc)| dr as isize * width as isize + dc as isize)
                .collect(),
        };
        for r in 0..rows {
            for c in 0..cols {
                if region.on_at(r as i64, c as i64) {
                    let p = padded.pad(r, c);
                    padded.blocked[p] = false;
                }
            }
        }
        for &i in prefix {
            let p = padded.of(i);
            if let Some(b) = padded.blocked.get_mut(p) {
                *b = true;
            }
        }
        padded
    }

    fn pad(&self, r: usize, c: usize) -> usize {
        (r + self.border) * self.width + c + self.border
    }

    /// The padded index of a region cell.
    fn of(&self, cell: u32) -> usize {
        let (r, c) = self.region.rc(cell);
        self.pad(r as usize, c as usize)
    }

    /// The request's square of a padded index.
    fn square(&self, p: usize) -> Square {
        self.region.square(self.cell(p))
    }

    /// The region cell of a padded index.
    fn cell(&self, p: usize) -> u32 {
        let border = self.border as i64;
        self.region
            .at((p / self.width) as i64 - border, (p % self.width) as i64 - border)
    }

    /// The unvisited neighbours of `p`.
    fn ways(&self, p: usize) -> usize {
        self.offsets
            .iter()
            .filter(|&&o| !self.blocked[p.wrapping_add_signed(o)])
            .count()
    }

    /// Whether `p` and `q` are a knight's move apart.
    fn apart(&self, p: usize, q: usize) -> bool {
        self.offsets.iter().any(|&o| q.wrapping_add_signed(o) == p)
    }

    /// The colour of `p` by the request's board in the leaper's
    /// 2-colouring ([`Region::colour`]; for the knight 0 is light: row +
    /// column even).
    fn colour(&self, p: usize) -> usize {
        self.region.colour(self.cell(p)) as usize
    }

    /// The padded indices of the unvisited squares, row-major.
    fn unvisited(&self) -> impl Iterator<Item = usize> + '_ {
        let (rows, cols) = (self.region.rows as usize, self.region.cols as usize);
        (0..rows)
            .flat_map(move |r| (0..cols).map(move |c| self.pad(r, c)))
            .filter(move |&p| !self.blocked[p])
    }
}

/// The quick refutations of the module docs for the partial tour `prefix`
/// (region cells, the knight on the last, fewer than every square): the
/// [`Refutation`] when one applies, otherwise the forced last square, if
/// any.
fn refute(region: &Region, prefix: &[u32], closed: bool) -> Result<Option<u32>, Refutation> {
    let (Some(&start), Some(&at)) = (prefix.first(), prefix.last()) else {
        return Ok(None);
    };
    let mut padded = Padded::new(region, prefix);
    let (ap, sp) = (padded.of(at), padded.of(start));
    let unvisited = region.count.saturating_sub(prefix.len());
    let (forced, colours) = dead_ends(&padded, ap, sp, unvisited, closed)?;
    if let [a, b, ..] = forced[..] {
        let (a, b) = (padded.square(a), padded.square(b));
        return Err(Refutation::TwoDeadEnds { a, b });
    }
    let start_square = region.square(start);
    if closed {
        if let Some(&e) = forced.first().filter(|&&e| !padded.apart(e, sp)) {
            let end = padded.square(e);
            return Err(Refutation::DeadEndFarFromStart {
                end,
                start: start_square,
            });
        }
        if unvisited > 0 && padded.ways(sp) == 0 {
            return Err(Refutation::StartShutIn { start: start_square });
        }
    }
    colour_rules(&padded, ap, forced.first().copied(), colours, unvisited)?;
    connected(&mut padded, ap, unvisited)?;
    Ok(forced.first().map(|&p| padded.cell(p)))
}

/// The squares no unvisited square leads to (cut off, or entered only from
/// the knight), and the dead ends (one unvisited neighbour, not beside the
/// knight), with the unvisited squares counted by colour.
fn dead_ends(
    padded: &Padded<'_>,
    ap: usize,
    sp: usize,
    unvisited: usize,
    closed: bool,
) -> Result<(Vec<usize>, [usize; 2]), Refutation> {
    let mut forced = Vec::new();
    let mut colours = [0usize; 2];
    for p in padded.unvisited() {
        colours[padded.colour(p)] += 1;
        match (padded.ways(p), padded.apart(p, ap)) {
            (0, false) => {
                return Err(Refutation::CutOff {
                    square: padded.square(p),
                })
            }
            (0, true) if unvisited > 1 => {
                return Err(Refutation::EnteredOnlyNow {
                    square: padded.square(p),
                    unvisited,
                })
            }
            (0, true) if closed && !padded.apart(p, sp) => {
                return Err(Refutation::LastNotBesideStart {
                    last: padded.square(p),
                    start: padded.square(sp),
                })
            }
            (1, false) => forced.push(p),
            _ => {}
        }
    }
    Ok((forced, colours))
}

/// The knight alternates colours: the last square is of the knight's
/// colour after an even number of squares to visit, of the other after an
/// odd number; a dead end, which must be last, has to be of it; and the
/// unvisited squares split between the colours accordingly.
fn colour_rules(
    padded: &Padded<'_>,
    ap: usize,
    dead_end: Option<usize>,
    colours: [usize; 2],
    unvisited: usize,
) -> Result<(), Refutation> {
    let c = padded.colour(ap);
    if let Some(e) = dead_end {
        let last = c ^ (unvisited & 1);
        if padded.colour(e) != last {
            return Err(Refutation::DeadEndColour {
                end: padded.square(e),
                end_colour: padded.colour(e),
                knight_colour: c,
                last_colour: last,
                unvisited,
            });
        }
    }
    if colours[1 - c] != unvisited.div_ceil(2) || colours[c] != unvisited / 2 {
        return Err(Refutation::ColourCount {
            knight_colour: c,
            unvisited,
            other: colours[1 - c],
            same: colours[c],
        });
    }
    Ok(())
}

/// Every unvisited square reachable from the knight over unvisited ones:
/// the search blocks each square as it reaches it.
fn connected(padded: &mut Padded<'_>, ap: usize, unvisited: usize) -> Result<(), Refutation> {
    let mut stack = vec![ap];
    let mut count = 0usize;
    while let Some(p) = stack.pop() {
        for &o in &padded.offsets {
            let q = p.wrapping_add_signed(o);
            if !padded.blocked[q] {
                padded.blocked[q] = true;
                count += 1;
                stack.push(q);
            }
        }
    }
    if count < unvisited {
        let lost = padded.unvisited().next().map(|p| padded.square(p));
        return Err(Refutation::Split { lost });
    }
    Ok(())
}

/// The coach of [`super::KnightTour`] (see the module docs).
pub(super) fn advise(attempt: &Attempt<'_>, budget: &mut Budget<'_>) -> Coaching {
    let mut stats = coach::stats("warnsdorff-backtrack");
    let position = &attempt.position;
    let State::Tour { walker, closed, .. } = &position.state else {
        return Coaching::new(ID, Verdict::Unknown, "not a knight's-tour position", stats);
    };
    let (board, closed, made) = (&position.board, *closed, position.moves);
    let Some(region) = Region::of(board) else {
        return Coaching::new(ID, Verdict::Unknown, "the board has no on square", stats);
    };
    let cells: Option<Vec<u32>> = walker.path().iter().map(|&s| region.cell(s)).collect();
    let Some(prefix) = cells else {
        return Coaching::new(ID, Verdict::Unknown, "the tour left the board's squares", stats);
    };
    let total = region.count;
    // A closed tour back on its start: the start is listed twice.
    if closed && prefix.len() == total + 1 {
        let reason = format!("solved: a closed tour of {}", plural(total, "square"));
        return Coaching::new(ID, Verdict::Solved, reason, stats).left(made, 0);
    }
    // A walker's path always holds its start.
    let (Some(&start), Some(&at)) = (prefix.first(), prefix.last()) else {
        return Coaching::new(ID, Verdict::Unknown, "the tour has no start", stats);
    };
    if prefix.len() == total {
        return all_visited(&region, at, start, closed, made, stats);
    }
    if let Some(why) = theorems(&region, board, start, closed) {
        return Coaching::new(ID, Verdict::Dead, why, stats);
    }
    // Whether the quick refutations ran (and found nothing), for an `unknown`'s reason.
    let mut checked = false;
    let mut off = Recorder::off();
    let meter = &mut Meter::new(budget, &mut stats, &mut off);
    let (found, how) = if prefix.len() == 1 {
        best(&region, start, closed, meter)
    } else if let Some(followed) = large::followed(attempt, &region, &prefix) {
        followed
    } else if meter.budget.check_clock().is_err() {
        (Found::Limit, "")
    } else {
        match refute(&region, &prefix, closed) {
            Ok(_) if meter.budget.check_clock().is_err() => {
                checked = true;
                (Found::Limit, "")
            }
            Ok(end) => {
                checked = true;
                complete_prefix(attempt, &region, &prefix, end, closed, meter)
            }
            Err(why) => {
                let reason = format!("this partial tour cannot be completed: {why}");
                return Coaching::new(ID, Verdict::Dead, reason, stats);
            }
        }
    };
    let partial = Partial {
        region: &region,
        prefix: &prefix,
        start,
        at,
        closed,
        made,
        checked,
    };
    partial.judge(found, how, stats)
}

/// A completion of the partial tour `prefix` (more than the start; `end`
/// its forced last square, if known) by the search that suits the board's
/// size, and how it was found: the large boards' construction or search
/// (`large.rs`), the one-word search on at most 64 squares (`small`), or
/// backtracking with Warnsdorff's rule.
fn complete_prefix(
    attempt: &Attempt<'_>,
    region: &Region,
    prefix: &[u32],
    end: Option<u32>,
    closed: bool,
    meter: &mut Meter<'_, '_>,
) -> (Found, &'static str) {
    let total = region.count;
    if total > large::MIN_SQUARES {
        large::complete_large_tour(attempt, region, prefix, end, closed, meter)
    } else if total <= small::MAX_SQUARES {
        (small::complete_in_one_word(region, prefix, closed, meter), small::HOW)
    } else {
        let found = backtrack::complete_by_backtracking(region, prefix, end, closed, meter);
        (found, "found by backtracking with Warnsdorff's rule")
    }
}

/// A partial tour being coached: the cells of `region` visited, in order
/// (from `start`, the knight on `at`, fewer than every square), after
/// `made` moves; `checked` when the quick refutations ran and found
/// nothing.
struct Partial<'a> {
    region: &'a Region,
    prefix: &'a [u32],
    start: u32,
    at: u32,
    closed: bool,
    made: u64,
    checked: bool,
}

impl Partial<'_> {
    /// The verdict on what the completion search `found` (found `how`):
    /// on track with the next square as the hint, dead when no completion
    /// exists, unknown when the budget ran out.
    fn judge(&self, found: Found, how: &str, stats: Stats) -> Coaching {
        let Partial {
            region,
            prefix,
            start,
            at,
            closed,
            made,
            checked,
        } = *self;
        let kind = if closed { "closed" } else { "open" };
        let total = region.count;
        let unvisited = total.saturating_sub(prefix.len()) as u64;
        match found {
            Found::Tour(tour) => {
                // Checked as the solver checks its answers: never claim a
                // completion that is not a tour extending the moves made.
                let extends = tour.len() > prefix.len() && tour.starts_with(prefix);
                let valid = extends && tour_steps(region, &tour, start, closed).is_some();
                let Some(&next) = tour.get(prefix.len()).filter(|_| valid) else {
                    let reason = "internal: the search returned a sequence that is not a completion; nothing is claimed (please report it)";
                    return Coaching::new(ID, Verdict::Unknown, reason, stats);
                };
                let reason = format!(
                    "on track: the {kind} tour can still be completed ({how}); {} to visit",
                    plural(unvisited as usize, "square")
                );
                let left = unvisited + u64::from(closed);
                let mut c = Coaching::new(ID, Verdict::OnTrack, reason, stats).left(made, left);
                c.hint = Some(step(region, at, next));
                c
            }
            Found::None => {
                let reason = if made == 0 {
                    format!(
                        "exhaustive search: no {kind} tour from {} exists on this board",
                        name(region, start)
                    )
                } else if total <= small::MAX_SQUARES {
                    format!("this partial tour cannot be completed: an exhaustive search (depth-first, with dead-end and connectivity pruning at every square) finds no {kind} tour extending it")
                } else {
                    format!("this partial tour cannot be completed: an exhaustive search (backtracking, Warnsdorff's order, dead-end pruning) finds no {kind} tour extending it")
                };
                Coaching::new(ID, Verdict::Dead, reason, stats)
            }
            Found::Limit => {
                let reason = if made == 0 {
                    format!("unknown: the budget ran out before a {kind} tour was found or ruled out")
                } else if !checked {
                    format!(
                        "unknown: the time ran out before the quick checks of the {} were done; nothing is proved yet",
                        plural(total, "square")
                    )
                } else {
                    format!(
                        "unknown: the quick checks (cut-off squares, dead ends, colours, connectivity) find nothing wrong, but the budget ran out after {} search steps before a completion was found or ruled out",
                        grouped(stats.expanded)
                    )
                };
                Coaching::new(ID, Verdict::Unknown, reason, stats)
            }
        }
    }
}

/// The verdict once every square is visited (the knight on `at`, the tour
/// from `start`, `made` moves made): an open tour is solved, a closed one
/// needs the step back onto its start.
fn all_visited(region: &Region, at: u32, start: u32, closed: bool, made: u64, stats: Stats) -> Coaching {
    let total = region.count;
    if !closed {
        let reason = format!("solved: an open tour of {}", plural(total, "square"));
        return Coaching::new(ID, Verdict::Solved, reason, stats).left(made, 0);
    }
    if total >= 3 && region.knight_apart(at, start) {
        let mut c = Coaching::new(
            ID,
            Verdict::OnTrack,
            "every square is visited: step back onto the start to close the tour",
            stats,
        )
        .left(made, 1);
        c.hint = Some(step(region, at, start));
        return c;
    }
    let reason = format!(
        "every square is visited, but the knight on {} is not a knight's move from the start {}: the tour cannot be closed",
        name(region, at),
        name(region, start)
    );
    Coaching::new(ID, Verdict::Dead, reason, stats)
}

/// The knight's step between two cells.
fn step(region: &Region, from: u32, to: u32) -> Step {
    let (from, to): (Square, Square) = (region.square(from), region.square(to));
    Step { from, to, over: None }
}

/// The completion search on boards of at most 64 squares (see the module
/// docs): the unvisited squares as bits of one word.
mod small {
    use super::super::backtrack::Found;
    use super::super::region::Region;
    use crate::core::search::{hash_bytes, Budget, LimitReached, Meter, Stats};
    use rustc_hash::FxHashSet;

    /// The most on squares of a board searched here: one bit a square.
    pub(super) const MAX_SQUARES: usize = 64;

    /// How a completion found here was found (for the coach's sentence).
    pub(super) const HOW: &str = "found by a depth-first search in Warnsdorff's order with restarts";

    /// Nodes of the first round; each round after doubles it.
    const FIRST_ROUND: u64 = 2_000;

    /// Why a round stopped before it was done.
    enum Stop {
        /// Its own nodes ran out: a longer round may go on.
        Round,
        /// The budget ran out.
        Limit,
    }

    impl From<LimitReached> for Stop {
        fn from(_: LimitReached) -> Self {
            Stop::Limit
        }
    }

    struct Search {
        /// The knight's neighbours of each square, as bits.
        next: Vec<u64>,
        /// The start's bit (a closed tour comes back to it).
        start: u64,
        /// The start's square.
        home: usize,
        /// The light squares (row + column even) as bits.
        light: u64,
        closed: bool,
        /// Positions (unvisited squares, the knight's square) proved to
        /// have no completion: true whatever the round's order.
        failed: FxHashSet<(u64, u8)>,
        /// The squares from the knight's on, in the order visited.
        path: Vec<u8>,
        /// This round's tie-breaking (xorshift state).
        rng: u64,
        /// Nodes this round may still expand.
        nodes_left: u64,
    }

    impl Search {
        /// Whether the unvisited squares `free` (none of them the knight's
        /// square `at`) may still be toured from `at`: the quick
        /// refutations of the module docs, checked again here.
        fn alive(&self, at: usize, free: u64) -> bool {
            let next = &self.next;
            let reach = next[at] & free;
            if reach == 0 {
                return false;
            }
            let mut ends = 0;
            let mut rest = free;
            while rest != 0 {
                let u = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let ways = (next[u] & free).count_ones();
                let near = reach >> u & 1 == 1;
                match (ways, near) {
                    // Cut off; or entered now and last, with more to visit.
                    (0, false) => return false,
                    (0, true) if free.count_ones() > 1 => return false,
                    // A dead end: it must be the last square, next to
                    // the start for a closed tour, and of the colour the
                    // knight reaches last (it alternates colours).
                    (1, false) => {
                        ends += 1;
                        let light_last = (self.light >> at & 1 == 1) != (free.count_ones() % 2 == 1);
                        if ends > 1
                            || (self.closed && next[u] & self.start == 0)
                            || (self.light >> u & 1 == 1) != light_last
                        {
                            return false;
                        }
                    }
                    _ => {}
                }
            }
            if self.closed && next[self.home] & free == 0 {
                return false;
            }
            // Every unvisited square reachable from the knight.
            let (mut seen, mut edge) = (reach, reach);
            while edge != 0 {
                let mut grown = 0;
                while edge != 0 {
                    let v = edge.trailing_zeros() as usize;
                    edge &= edge - 1;
                    grown |= next[v] & free;
                }
                edge = grown & !seen;
                seen |= edge;
            }
            seen == free
        }

        /// Whether the knight on `at` can visit every square of `free` (and,
        /// for a closed tour, then step onto the start); on `true`,
        /// [`Search::path`] ends with the squares visited.
        fn go(&mut self, at: usize, free: u64, budget: &mut Budget<'_>, stats: &mut Stats) -> Result<bool, Stop> {
            if free == 0 {
                return Ok(!self.closed || self.next[at] & self.start != 0);
            }
            if self.failed.contains(&(free, at as u8)) {
                return Ok(false);
            }
            if self.nodes_left == 0 {
                return Err(Stop::Round);
            }
            self.nodes_left -= 1;
            budget.expand(stats)?;
            // The moves in Warnsdorff's order (fewest onward moves first),
            // ties broken by this round's random draw.
            let mut moves = [(0u32, 0u64, 0u8); 8];
            let mut n = 0;
            let mut reach = self.next[at] & free;
            while reach != 0 && n < moves.len() {
                let v = reach.trailing_zeros() as usize;
                reach &= reach - 1;
                let left = free & !(1u64 << v);
                if left == 0 || self.alive(v, left) {
                    self.rng ^= self.rng << 13;
                    self.rng ^= self.rng >> 7;
                    self.rng ^= self.rng << 17;
                    moves[n] = ((self.next[v] & left).count_ones(), self.rng, v as u8);
                    n += 1;
                }
            }
            stats.generated += n as u64;
            moves[..n].sort_unstable();
            for &(_, _, v) in &moves[..n] {
                self.path.push(v);
                if self.go(usize::from(v), free & !(1u64 << v), budget, stats)? {
                    return Ok(true);
                }
                self.path.pop();
            }
            // Proved: no completion from here. Remembered while it fits.
            let stored = self.failed.len();
            if budget.fits(stored, (stored as u64 + 1) * hash_bytes::<(u64, u8)>()) {
                self.failed.insert((free, at as u8));
            }
            Ok(false)
        }
    }

    /// Completes the partial tour `prefix` (region cells, the start first
    /// and the knight on the last, fewer than every square) to an open or
    /// `closed` tour of `region` (at most [`MAX_SQUARES`] on squares), as
    /// [`super::backtrack::complete_by_backtracking`] does: the whole tour, [`Found::None`]
    /// when every possibility was ruled out, or [`Found::Limit`].
    pub(super) fn complete_in_one_word(
        region: &Region,
        prefix: &[u32],
        closed: bool,
        meter: &mut Meter<'_, '_>,
    ) -> Found {
        let cells: Vec<u32> = region.on_cells().collect();
        let (Some(&first), Some(&last)) = (prefix.first(), prefix.last()) else {
            return Found::None;
        };
        if cells.len() > MAX_SQUARES {
            return Found::Limit;
        }
        let bit = |cell: u32| cells.binary_search(&cell).ok();
        let mut next = vec![0u64; cells.len()];
        let mut light = 0u64;
        for (i, &c) in cells.iter().enumerate() {
            if region.colour(c) == 0 {
                light |= 1 << i;
            }
            let mut out = [0u32; 8];
            let n = region.moves(c, &mut out);
            for &j in &out[..n] {
                if let (Some(b), Some(slot)) = (bit(j), next.get_mut(i)) {
                    *slot |= 1 << b;
                }
            }
        }
        let all = if cells.len() == 64 {
            u64::MAX
        } else {
            (1u64 << cells.len()) - 1
        };
        let mut free = all;
        for &c in prefix {
            match bit(c) {
                Some(b) => free &= !(1u64 << b),
                None => return Found::None,
            }
        }
        let (Some(start), Some(at)) = (bit(first), bit(last)) else {
            return Found::None;
        };
        let mut search = Search {
            next,
            start: 1 << start,
            home: start,
            light,
            closed,
            failed: FxHashSet::default(),
            path: Vec::new(),
            rng: 0,
            nodes_left: 0,
        };
        if free != 0 && !search.alive(at, free) {
            return Found::None;
        }
        let mut round = FIRST_ROUND;
        for seed in 1u64.. {
            search.rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            search.nodes_left = round;
            search.path.clear();
            match search.go(at, free, meter.budget, meter.stats) {
                Ok(true) => {
                    let mut tour = prefix.to_vec();
                    tour.extend(search.path.iter().filter_map(|&b| cells.get(usize::from(b))));
                    return Found::Tour(tour);
                }
                Ok(false) => return Found::None,
                Err(Stop::Limit) => return Found::Limit,
                Err(Stop::Round) => round = round.saturating_mul(2),
            }
        }
        Found::Limit
    }
}
