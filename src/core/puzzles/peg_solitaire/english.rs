//! The English board's central game, tabled: which of the positions with
//! [`FEWEST_PEGS`] pegs or more that play from the central start reaches
//! can still finish with one peg in the centre.
//!
//! Playing backward is playing forward on the complemented board (a jump
//! un-made is a jump over the holes where the pegs are not), so a position
//! `P` reaches the finish, one peg on the centre, exactly when its
//! complement is reached from the finish's complement: the central start.
//! G. I. Bell's counts ("Solving peg solitaire by computer", his
//! peg-solitaire pages) rest on this: of the 23 475 688 classes of
//! positions (under the board's 8 symmetries) that play from the central
//! start reaches, 1 679 072 can still finish in the centre. This module
//! holds those classes from 32 pegs down to [`FEWEST_PEGS`] (60 881 of
//! them), made by the campaign in this file's tests: every position
//! reached from the start, level by level, and each kept when its
//! complement is among them (`BP_TABLES=write cargo test --release --lib
//! english -- --ignored` writes `english.bin`; without `BP_TABLES` it
//! checks the file).
//!
//! The file: per peg count from 32 down to [`FEWEST_PEGS`], the number of
//! classes, then each class's canonical position ([`Canon::of`] of the
//! game's hole numbering, holes row-major) as the difference from the one
//! before, all in LEB128.
//!
//! The coach asks here first on the English central game played from its
//! start: the answer is exact, in microseconds, at the positions where a
//! search cannot decide in time (28 to 22 pegs, where 10 to 60 % of
//! positions still finish and the rest fail deep in the game).

use std::sync::OnceLock;

use super::game::{Game, Target};
use super::table::Canon;
use super::ENGLISH;

/// The fewest pegs of a tabled position.
pub const FEWEST_PEGS: u32 = 22;

/// The table, as made by the campaign (see the module docs).
const DATA: &[u8] = include_bytes!("english.bin");

/// The English board's holes, row-major, and its centre.
fn english_holes() -> (Vec<[u32; 2]>, [u32; 2]) {
    let mut holes = Vec::new();
    for (r, row) in (0u32..).zip(ENGLISH.split('/')) {
        for (c, ch) in (0u32..).zip(row.chars()) {
            if ch != '#' {
                holes.push([r, c]);
            }
        }
    }
    (holes, [3, 3])
}

/// The tabled classes by peg count: `[k]` holds those of `32 − k` pegs,
/// sorted; decoded from [`DATA`] once.
fn levels() -> &'static [Vec<u64>] {
    static LEVELS: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    LEVELS.get_or_init(|| decode(DATA).unwrap_or_default())
}

/// The levels of a table file, or `None` when it is cut short.
fn decode(mut data: &[u8]) -> Option<Vec<Vec<u64>>> {
    let mut next = || {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let (&byte, rest) = data.split_first()?;
            data = rest;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    };
    let mut levels = Vec::new();
    for _ in FEWEST_PEGS..=32 {
        let n = next()?;
        let mut level = Vec::with_capacity(usize::try_from(n).ok()?);
        let mut at = 0u64;
        for _ in 0..n {
            at = at.checked_add(next()?)?;
            level.push(at);
        }
        levels.push(level);
    }
    Some(levels)
}

/// The English central game's table, for a game it applies to.
pub struct Tabled {
    canon: Canon,
}

impl Tabled {
    /// The table for `game` when `game` is the English board's central
    /// game: its 33 holes, jumps along rows and columns only, the finish
    /// one peg on the centre. The caller makes sure the position was
    /// reached by play from the central start (the table answers for
    /// those only).
    pub fn of(game: &Game) -> Option<Tabled> {
        let (holes, centre) = english_holes();
        let centre_bit = 1u64 << holes.binary_search(&centre).ok()?;
        let orthogonal = game.directions.len() == 2;
        (game.holes == holes && orthogonal && game.target == Target::One(centre_bit) && game.symmetries.len() == 8)
            .then(|| Tabled {
                canon: Canon::new(game),
            })
    }

    /// Whether the central start is `game`'s board with only the centre
    /// empty, for a `game` built from that start.
    pub fn is_central_start(game: &Game) -> bool {
        game.target.holes().count_ones() == 1 && game.start == game.all ^ game.target.holes()
    }

    /// Whether `pos` can still finish, when it has [`FEWEST_PEGS`] pegs
    /// or more (`None` below: not tabled).
    pub fn alive(&self, pos: u64) -> Option<bool> {
        let pegs = pos.count_ones();
        if !(FEWEST_PEGS..=32).contains(&pegs) {
            return None;
        }
        let level = levels().get((32 - pegs) as usize)?;
        Some(level.binary_search(&self.canon.of(pos)).is_ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::request::{Finish, Request};

    fn central_game() -> Game {
        let request = Request {
            puzzle: "peg-solitaire".into(),
            board: Some(ENGLISH.into()),
            finish: Some(Finish::Word("start".into())),
            ..Request::default()
        };
        Game::new(&request.board().expect("board"), &request).expect("game")
    }

    /// Canonical classes of every position play reaches from `game`'s
    /// start, by peg count (`[k]`: `32 − k` pegs), down to `fewest` pegs.
    fn forward(game: &Game, canon: &Canon, fewest: u32) -> Vec<Vec<u64>> {
        let mut levels = vec![vec![canon.of(game.start)]];
        for _ in fewest..game.start.count_ones() {
            let Some(last) = levels.last() else { break };
            let mut next: Vec<u64> = last
                .iter()
                .flat_map(|&p| {
                    game.jumps
                        .iter()
                        .filter(move |j| j.legal(p))
                        .map(move |j| canon.of(j.apply(p)))
                })
                .collect();
            next.sort_unstable();
            next.dedup();
            levels.push(next);
        }
        levels
    }

    fn encode(levels: &[Vec<u64>]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut put = |mut v: u64| loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        };
        for level in levels {
            put(level.len() as u64);
            let mut at = 0;
            for &c in level {
                put(c - at);
                at = c;
            }
        }
        out
    }

    /// The table's sizes (classes under the 8 symmetries, 32 pegs down to
    /// 22), as counted by a separate program (plain bit positions, least
    /// image) when the table was made.
    const SIZES: [usize; 11] = [1, 1, 2, 8, 38, 164, 635, 2089, 6174, 16020, 35749];

    #[test]
    fn the_table_decodes_to_the_counted_sizes() {
        let sizes: Vec<usize> = levels().iter().map(Vec::len).collect();
        assert_eq!(sizes, SIZES);
        assert!(
            levels().iter().all(|l| l.windows(2).all(|w| w[0] < w[1])),
            "sorted, no repeats"
        );
        assert_eq!(decode(&DATA[..DATA.len() - 1]), None, "a cut file is refused");
    }

    /// Above the last level the table follows from the level below: a
    /// position reached from the start can still finish exactly when one
    /// of its jumps leads to a tabled position. Checked for every position
    /// play reaches with 23 pegs or more, and the start is tabled.
    #[test]
    fn each_level_follows_from_the_one_below() {
        let game = central_game();
        let tabled = Tabled::of(&game).expect("the central game");
        assert!(Tabled::is_central_start(&game));
        assert_eq!(tabled.alive(game.start), Some(true));
        let canon = Canon::new(&game);
        let reached = forward(&game, &canon, FEWEST_PEGS);
        for level in &reached[..reached.len() - 1] {
            for &p in level {
                let child_alive = game
                    .jumps
                    .iter()
                    .any(|j| j.legal(p) && tabled.alive(j.apply(p)) == Some(true));
                assert_eq!(tabled.alive(p), Some(child_alive), "position {p:#x}");
            }
        }
        let last = &reached[reached.len() - 1];
        let alive = last.iter().filter(|&&p| tabled.alive(p) == Some(true)).count();
        assert_eq!(alive, SIZES[10], "every tabled 22-peg class is reached from the start");
        assert_eq!(tabled.alive(game.all), None, "33 pegs: not tabled");
    }

    /// The campaign that makes the table (about 20 s in a release build
    /// after compiling, 1.5 GB): every class play reaches from the central start, to
    /// the end of the game; a class of `p` pegs can finish exactly when its
    /// complement (`33 − p` pegs) is reached. With `BP_TABLES=write` it
    /// writes `english.bin`, otherwise it checks it; it also checks Bell's
    /// totals.
    #[test]
    #[ignore = "a campaign: BP_TABLES=write cargo test --release --lib english -- --ignored"]
    fn the_table_is_what_play_from_the_start_reaches() {
        let game = central_game();
        let canon = Canon::new(&game);
        let reached = forward(&game, &canon, 1);
        let level = |pegs: u32| &reached[(32 - pegs) as usize];
        let total: usize = reached.iter().map(Vec::len).sum();
        assert_eq!(total, 23_475_688, "Bell's count of classes reached");
        let mut finishing = 0;
        let mut table = Vec::new();
        for pegs in (1..=32u32).rev() {
            let alive: Vec<u64> = level(pegs)
                .iter()
                .copied()
                .filter(|&p| level(33 - pegs).binary_search(&canon.of(game.all ^ p)).is_ok())
                .collect();
            finishing += alive.len();
            if pegs >= FEWEST_PEGS {
                table.push(alive);
            }
        }
        assert_eq!(finishing, 1_679_072, "Bell's count of classes that can still finish");
        let bytes = encode(&table);
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/core/puzzles/peg_solitaire/english.bin"
        );
        if std::env::var("BP_TABLES").as_deref() == Ok("write") {
            std::fs::write(path, &bytes).expect("write english.bin");
        } else {
            assert!(
                bytes == DATA,
                "english.bin differs from the campaign's table: run with BP_TABLES=write"
            );
        }
    }
}
