//! The transposition table: positions known to fail, reduced by the
//! board's symmetries, in a fixed-size table that overwrites on collision.
//!
//! Losing an entry only costs repeated work, never a wrong answer: an
//! entry says "this position (or a symmetric one) cannot reach the finish
//! within `value` more moves", which stays true whatever else is stored.

use super::game::Game;

/// Most slots: 2^22 (about 36 MB).
const MAX_BITS: u32 = 22;

/// Canonical forms: the least image of a position under the symmetries.
pub struct Canon {
    /// Per symmetry (the identity skipped), per byte of the position, the
    /// image of that byte's holes.
    maps: Vec<Vec<[u64; 256]>>,
}

impl Canon {
    /// The canonical form maker for `game`'s symmetries.
    pub fn new(game: &Game) -> Canon {
        let bytes = game.len().div_ceil(8);
        let maps = game
            .symmetries
            .iter()
            .filter(|p| p.iter().enumerate().any(|(i, &k)| i != k as usize))
            .map(|perm| {
                (0..bytes)
                    .map(|b| {
                        let mut t = [0u64; 256];
                        for (v, slot) in t.iter_mut().enumerate() {
                            for k in 0..8 {
                                if v >> k & 1 == 1 {
                                    if let Some(&to) = perm.get(8 * b + k) {
                                        *slot |= 1u64 << to;
                                    }
                                }
                            }
                        }
                        t
                    })
                    .collect()
            })
            .collect();
        Canon { maps }
    }

    /// The least image of `pos` under the symmetries.
    #[inline]
    pub fn of(&self, pos: u64) -> u64 {
        let mut best = pos;
        for m in &self.maps {
            let mut img = 0u64;
            for (b, t) in m.iter().enumerate() {
                img |= t[((pos >> (8 * b)) & 0xff) as usize];
            }
            best = best.min(img);
        }
        best
    }
}

/// A lossy map from positions to a small value (the moves left with which
/// the position was proved to fail).
pub struct Table {
    keys: Vec<u64>,
    /// 0: empty slot; otherwise the stored value plus one.
    values: Vec<u8>,
    mask: usize,
    shift: u32,
    /// Entries written.
    pub stored: u64,
}

impl Table {
    /// A table sized for a board of `holes` holes: `2^min(holes + 1, 22)`
    /// slots.
    pub fn new(holes: usize) -> Table {
        let bits = (holes as u32 + 1).clamp(4, MAX_BITS);
        let size = 1usize << bits;
        Table {
            keys: vec![0; size],
            values: vec![0; size],
            mask: size - 1,
            shift: 64 - bits,
            stored: 0,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        // Fibonacci hashing.
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The value stored for `key`, if any.
    #[inline]
    pub fn get(&self, key: u64) -> Option<u8> {
        let s = self.slot(key);
        for k in [s, (s + 1) & self.mask] {
            if self.values[k] != 0 && self.keys[k] == key {
                return Some(self.values[k] - 1);
            }
        }
        None
    }

    /// Stores `value` (at most 254) for `key`, replacing an older entry.
    #[inline]
    pub fn put(&mut self, key: u64, value: u8) {
        let s = self.slot(key);
        let s2 = (s + 1) & self.mask;
        let k = if self.values[s] == 0 || self.keys[s] == key {
            s
        } else if self.values[s2] == 0 || self.keys[s2] == key {
            s2
        } else {
            s
        };
        self.keys[k] = key;
        self.values[k] = value.min(254) + 1;
        self.stored += 1;
    }
}
