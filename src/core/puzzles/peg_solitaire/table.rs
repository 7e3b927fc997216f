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
    use super::Table;

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
