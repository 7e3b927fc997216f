//! The transposition table: positions known to fail, reduced by the
//! board's symmetries, in a fixed-size table that overwrites on collision.
//!
//! Losing an entry only costs repeated work, never a wrong answer: an
//! entry says "this position (or a symmetric one) cannot reach the finish
//! within `value` more moves", which stays true whatever else is stored.

use super::game::Game;

/// Most slots: 2^24 (about 150 MB; the English board's fewest-moves proof
/// expands 20 M states with it, 59 M with 2^22).
const MAX_BITS: u32 = 24;

/// Canonical forms: one position of each class of positions that the
/// symmetries map onto each other.
pub struct Canon {
    /// Bytes of a position (holes / 8, rounded up).
    bytes: usize,
    /// Per symmetry (the identity skipped), `bytes` tables one after the
    /// other: table `b` maps byte `b` of a position to its holes' image.
    /// Empty when `frame` does the work.
    tables: Vec<[u64; 256]>,
    /// On a square board of at most 8 × 8 holes whose symmetries are
    /// among the square's eight, the bit operations that make them.
    frame: Option<Frame>,
}

impl Canon {
    /// The canonical form maker for `game`'s symmetries.
    pub fn new(game: &Game) -> Canon {
        let bytes = game.len().div_ceil(8).max(1);
        let moved: Vec<&Vec<u8>> = game
            .symmetries
            .iter()
            .filter(|p| p.iter().enumerate().any(|(i, &k)| i != k as usize))
            .collect();
        if let Some(frame) = Frame::new(game, &moved) {
            return Canon {
                bytes,
                tables: Vec::new(),
                frame: Some(frame),
            };
        }
        let mut tables = Vec::new();
        for perm in moved {
            for b in 0..bytes {
                tables.push(byte_table(|k| perm.get(8 * b + k).map(|&to| 1u64 << to)));
            }
        }
        Canon {
            bytes,
            tables,
            frame: None,
        }
    }

    /// The canonical position of `pos`'s class: on a framed board the
    /// image whose frame bits are least, else the least image.
    #[inline]
    pub fn of(&self, pos: u64) -> u64 {
        if let Some(f) = &self.frame {
            return f.canonical(pos);
        }
        let mut best = pos;
        let mut chunks = [0usize; 8];
        for (b, c) in chunks.iter_mut().enumerate() {
            *c = (pos >> (8 * b) & 0xff) as usize;
        }
        let chunks = &chunks[..self.bytes];
        for m in self.tables.chunks_exact(self.bytes) {
            let img = m.iter().zip(chunks).fold(0u64, |img, (t, &c)| img | t[c]);
            best = best.min(img);
        }
        best
    }
}

/// The table of a byte's image: the OR of `bit(k)` over its set bits `k`.
fn byte_table(bit: impl Fn(usize) -> Option<u64>) -> [u64; 256] {
    let mut t = [0u64; 256];
    for (v, slot) in t.iter_mut().enumerate() {
        for k in 0..8 {
            if v >> k & 1 == 1 {
                *slot |= bit(k).unwrap_or(0);
            }
        }
    }
    t
}

/// A square board drawn on an 8 × 8 frame (bit `8 r + c` for the hole in
/// row `r`, column `c` of its bounding box, `n × n`), where the square's
/// symmetries are a few word operations (byte swap, bit mirror within
/// bytes, the 8 × 8 transpose by three delta swaps: Warren, *Hacker's
/// Delight*, 2nd ed., §7-3) instead of a table look-up per byte and
/// symmetry.
struct Frame {
    /// `n`: the bounding box's side.
    side: u32,
    /// Which of the images made by [`Frame::images`] are symmetries.
    used: [bool; 8],
    /// Per byte of a position, its holes in the frame.
    to_frame: Vec<[u64; 256]>,
    /// Per row of the frame, its holes as a position.
    from_frame: Vec<[u64; 256]>,
}

impl Frame {
    /// The frame of `game` when its board is square, fits in 8 × 8, and
    /// every symmetry in `moved` is one of the frame's images.
    fn new(game: &Game, moved: &[&Vec<u8>]) -> Option<Frame> {
        if game.grid != crate::core::board::Grid::Square || moved.is_empty() {
            return None;
        }
        let r0 = game.holes.iter().map(|s| s[0]).min()?;
        let c0 = game.holes.iter().map(|s| s[1]).min()?;
        let side = game.holes.iter().map(|s| (s[0] - r0).max(s[1] - c0)).max()? + 1;
        if side > 8 {
            return None;
        }
        let bits: Vec<u64> = game
            .holes
            .iter()
            .map(|s| 1u64 << (8 * (s[0] - r0) + s[1] - c0))
            .collect();
        let bytes = game.len().div_ceil(8);
        let to_frame = (0..bytes)
            .map(|b| byte_table(|k| bits.get(8 * b + k).copied()))
            .collect();
        let from_frame = (0..side as usize)
            .map(|r| {
                byte_table(|k| {
                    let bit = 1u64 << (8 * r + k);
                    bits.iter().position(|&f| f == bit).map(|i| 1u64 << i)
                })
            })
            .collect();
        let mut frame = Frame {
            side,
            used: [false; 8],
            to_frame,
            from_frame,
        };
        // Each symmetry must be one of the images, hole for hole.
        for perm in moved {
            let same = |m: usize| {
                perm.iter()
                    .enumerate()
                    .all(|(i, &to)| frame.images(bits[i])[m] == bits.get(to as usize).copied().unwrap_or(0))
            };
            let m = (1..8).find(|&m| same(m))?;
            frame.used[m] = true;
        }
        Some(frame)
    }

    /// The eight images of the frame position `f`: itself, flipped top to
    /// bottom, left to right, both, and the same of its transpose.
    #[inline]
    fn images(&self, f: u64) -> [u64; 8] {
        let rows = 8 * (8 - self.side);
        let cols = 8 - self.side;
        let v = |x: u64| x.swap_bytes() >> rows;
        let h = |x: u64| mirror(x) >> cols;
        let t = transpose(f);
        [f, v(f), h(f), v(h(f)), t, v(t), h(t), v(h(t))]
    }

    /// The position whose frame image is least among `pos`'s images.
    #[inline]
    fn canonical(&self, pos: u64) -> u64 {
        let mut f = 0u64;
        for (b, t) in self.to_frame.iter().enumerate() {
            f |= t[(pos >> (8 * b) & 0xff) as usize];
        }
        let images = self.images(f);
        let mut best = f;
        for (img, &used) in images.iter().zip(&self.used) {
            if used {
                best = best.min(*img);
            }
        }
        let mut out = 0u64;
        for (r, t) in self.from_frame.iter().enumerate() {
            out |= t[(best >> (8 * r) & 0xff) as usize];
        }
        out
    }
}

/// Each byte's bits in reverse order (column `c` to `7 − c`).
#[inline]
fn mirror(x: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let x = (x >> 1 & K1) | (x & K1) << 1;
    let x = (x >> 2 & K2) | (x & K2) << 2;
    (x >> 4 & K4) | (x & K4) << 4
}

/// The 8 × 8 transpose: bit `8 r + c` to `8 c + r`.
#[inline]
fn transpose(mut x: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0f0f_0f0f_0000_0000;
    let t = K4 & (x ^ x << 28);
    x ^= t ^ t >> 28;
    let t = K2 & (x ^ x << 14);
    x ^= t ^ t >> 14;
    let t = K1 & (x ^ x << 7);
    x ^= t ^ t >> 7;
    x
}

/// A lossy map from positions to a small value (the moves left with which
/// the position was proved to fail). It starts small and doubles while it
/// is more than half full, up to its most slots; past that new entries
/// overwrite old ones.
pub struct Table {
    keys: Vec<u64>,
    /// 0: empty slot; otherwise the stored value plus one.
    values: Vec<u8>,
    shift: u32,
    /// Slots in use.
    live: usize,
    /// Most slots, a power of two.
    most: usize,
    /// Entries written.
    pub stored: u64,
}

/// Slots looked at for one key (linear probing).
const PROBES: usize = 4;

/// Slots a table starts with.
const FIRST_BITS: u32 = 12;

impl Table {
    /// A table for a board of `holes` holes: at most `2^min(holes + 1, 24)`
    /// slots, fewer when they would take more than half of `memory` (the
    /// budget's ceiling; the rest is the search's): the table limits
    /// itself, as losing entries only costs repeated work. A slot takes 9
    /// bytes; while the table doubles, the old slots and the new are both
    /// held, 13.5 bytes a slot of the largest table (226 MB for 2^24).
    pub fn new(holes: usize, memory: u64) -> Table {
        let mut most_bits = (holes as u32 + 1).clamp(4, MAX_BITS);
        while most_bits > 4 && (1u64 << most_bits) * 27 / 2 > memory / 2 {
            most_bits -= 1;
        }
        Table::with_bits(FIRST_BITS.min(most_bits), 1 << most_bits)
    }

    fn with_bits(bits: u32, most: usize) -> Table {
        let size = 1usize << bits;
        Table {
            keys: vec![0; size],
            values: vec![0; size],
            shift: 64 - bits,
            live: 0,
            most,
            stored: 0,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        // Fibonacci hashing: the top bits of the product.
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    #[inline]
    fn next(&self, slot: usize) -> usize {
        (slot + 1) & (self.keys.len() - 1)
    }

    /// The value stored for `key`, if any.
    #[inline]
    pub fn get(&self, key: u64) -> Option<u8> {
        let mut k = self.slot(key);
        for _ in 0..PROBES {
            if self.values[k] == 0 {
                return None;
            }
            if self.keys[k] == key {
                return Some(self.values[k] - 1);
            }
            k = self.next(k);
        }
        None
    }

    /// Stores `value` (at most 254) for `key`, replacing an older entry.
    pub fn put(&mut self, key: u64, value: u8) {
        if 2 * self.live > self.keys.len() && self.keys.len() < self.most {
            self.grow();
        }
        self.stored += 1;
        self.insert(key, value.min(254) + 1);
    }

    fn insert(&mut self, key: u64, stored: u8) {
        let s = self.slot(key);
        let mut k = s;
        for _ in 0..PROBES {
            if self.values[k] == 0 || self.keys[k] == key {
                break;
            }
            k = self.next(k);
        }
        if self.values[k] != 0 && self.keys[k] != key {
            // Every probed slot is taken: the first one's entry goes.
            k = s;
        }
        if self.values[k] == 0 {
            self.live += 1;
        }
        self.keys[k] = key;
        self.values[k] = stored;
    }

    /// Doubles the slots and puts every entry back.
    fn grow(&mut self) {
        let bits = 64 - self.shift + 1;
        let mut bigger = Table::with_bits(bits, self.most);
        bigger.stored = self.stored;
        for (&key, &v) in self.keys.iter().zip(&self.values) {
            if v != 0 {
                bigger.insert(key, v);
            }
        }
        *self = bigger;
    }
}

#[cfg(test)]
mod tests {
    use super::{Canon, Table};
    use crate::core::board::Grid;
    use crate::core::puzzles::peg_solitaire::game::Game;
    use crate::core::puzzles::peg_solitaire::ENGLISH;
    use crate::core::request::Request;

    #[test]
    fn framed_canonical_forms_are_one_per_class() {
        let board = crate::core::notation::parse(ENGLISH, Grid::Square).unwrap();
        let req = Request {
            puzzle: "peg-solitaire".into(),
            board: Some(ENGLISH.into()),
            ..Request::default()
        };
        let game = Game::new(&board, &req).unwrap();
        assert_eq!(game.symmetries.len(), 8);
        let canon = Canon::new(&game);
        assert!(canon.frame.is_some());
        let image = |perm: &[u8], pos: u64| {
            (0..game.len())
                .filter(|&i| pos >> i & 1 == 1)
                .fold(0u64, |m, i| m | 1 << perm[i])
        };
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pos = x & game.all;
            let c = canon.of(pos);
            // A member of the class, and the same for every member.
            assert!(game.symmetries.iter().any(|p| image(p, pos) == c));
            for p in &game.symmetries {
                assert_eq!(canon.of(image(p, pos)), c);
            }
        }
    }

    #[test]
    fn grows_keeps_entries_and_stays_bounded() {
        let mut t = Table::new(20, 1 << 30);
        for k in 0..100_000u64 {
            t.put(k * 7 + 1, (k % 200) as u8);
        }
        assert!(t.keys.len() <= 1 << 21);
        let kept = (0..100_000u64)
            .filter(|&k| t.get(k * 7 + 1) == Some((k % 200) as u8))
            .count();
        assert!(kept > 90_000, "{kept}");
        assert_eq!(t.get(3), None);
    }
}
