//! A sorted set of 64-bit keys stored compressed: blocks of [`BLOCK`]
//! keys, each block's first key whole and the others as the gap from the
//! key before, in LEB128 bytes (seven bits a byte, the high bit saying
//! another byte follows). A level of the meeting in the middle holds tens
//! of millions of keys close together (gaps of a few thousand), so a key
//! takes about 2 to 3 bytes instead of 8, and the sets are read in order
//! (merged, intersected) far more often than looked up.

/// Keys in a block: a lookup decodes at most this many gaps.
const BLOCK: usize = 64;

/// A sorted set of distinct keys, block-compressed.
#[derive(Default)]
pub struct Packed {
    /// The first key of each block.
    heads: Vec<u64>,
    /// Where each block's gaps start in `bytes`.
    starts: Vec<usize>,
    /// The gaps, LEB128.
    bytes: Vec<u8>,
    len: usize,
    last: u64,
}

impl Packed {
    /// The empty set.
    pub const EMPTY: Packed = Packed {
        heads: Vec::new(),
        starts: Vec::new(),
        bytes: Vec::new(),
        len: 0,
        last: 0,
    };

    /// The set of the sorted, distinct `keys`.
    pub fn from_sorted(keys: &[u64]) -> Packed {
        let mut p = Packed::default();
        for &k in keys {
            p.push(k);
        }
        p.shrink();
        p
    }

    /// Appends `key`, greater than every key held.
    #[inline]
    pub fn push(&mut self, key: u64) {
        debug_assert!(self.len == 0 || key > self.last);
        if self.len % BLOCK == 0 {
            self.heads.push(key);
            self.starts.push(self.bytes.len());
        } else {
            let mut gap = key - self.last;
            while gap >= 0x80 {
                self.bytes.push(gap as u8 | 0x80);
                gap >>= 7;
            }
            self.bytes.push(gap as u8);
        }
        self.last = key;
        self.len += 1;
    }

    /// Gives back the room reserved past what is held.
    pub fn shrink(&mut self) {
        self.heads.shrink_to_fit();
        self.starts.shrink_to_fit();
        self.bytes.shrink_to_fit();
    }

    /// Keys held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no key is held.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes of memory the set takes (its buffers' capacities).
    pub fn bytes(&self) -> u64 {
        (self.heads.capacity() * 8 + self.starts.capacity() * size_of::<usize>() + self.bytes.capacity()) as u64
    }

    /// The keys in increasing order.
    pub fn iter(&self) -> Cursor<'_> {
        Cursor {
            set: self,
            index: 0,
            at: 0,
            key: 0,
            held: None,
        }
    }

    /// Whether `key` is held.
    pub fn contains(&self, key: u64) -> bool {
        self.iter().seek(key) == Some(key)
    }

    /// The union of this set and the sorted, distinct `keys`, as a new set
    /// (this one is read while the union is written).
    pub fn union(&self, keys: &[u64]) -> Packed {
        let mut out = Packed::default();
        out.heads.reserve(self.heads.len() + keys.len() / BLOCK + 1);
        out.starts.reserve(self.heads.len() + keys.len() / BLOCK + 1);
        out.bytes
            .reserve(self.bytes.len() + self.bytes.len() / self.len.max(1) * keys.len() + 16);
        let mut j = 0;
        for x in self.iter() {
            while j < keys.len() && keys[j] < x {
                out.push(keys[j]);
                j += 1;
            }
            if j < keys.len() && keys[j] == x {
                j += 1;
            }
            out.push(x);
        }
        for &k in &keys[j..] {
            out.push(k);
        }
        out.shrink();
        out
    }
}

/// A position in a [`Packed`] set, reading its keys in order.
pub struct Cursor<'a> {
    set: &'a Packed,
    /// Index of the next key.
    index: usize,
    /// Where its gap is in `bytes` (when not a block's first).
    at: usize,
    /// The key before it.
    key: u64,
    /// The key the last [`Cursor::seek`] gave.
    held: Option<u64>,
}

impl Cursor<'_> {
    /// The least key held that is at least `target` and not before the
    /// key the last seek gave (which stays at the cursor: seeking again
    /// with a target it meets gives it again), or `None` when there is
    /// none. A far target is found by binary search over the blocks'
    /// first keys, a near one by reading on.
    pub fn seek(&mut self, target: u64) -> Option<u64> {
        if let Some(k) = self.held {
            if k >= target {
                return Some(k);
            }
        }
        let set = self.set;
        let block = self.index / BLOCK;
        if set.heads.get(block + 1).is_some_and(|&h| h <= target) {
            // Past this block: on from the last block whose first key is
            // at most the target.
            self.index = (block + set.heads[block + 1..].partition_point(|&h| h <= target)) * BLOCK;
        }
        self.held = loop {
            match self.next() {
                Some(k) if k < target => {}
                other => break other,
            }
        };
        self.held
    }
}

impl Iterator for Cursor<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        let set = self.set;
        if self.index >= set.len {
            return None;
        }
        if self.index % BLOCK == 0 {
            let b = self.index / BLOCK;
            self.key = set.heads[b];
            self.at = set.starts[b];
        } else {
            let mut gap = 0u64;
            let mut shift = 0;
            loop {
                let byte = set.bytes[self.at];
                self.at += 1;
                gap |= u64::from(byte & 0x7f) << shift;
                if byte < 0x80 {
                    break;
                }
                shift += 7;
            }
            self.key += gap;
        }
        self.index += 1;
        Some(self.key)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.set.len - self.index;
        (n, Some(n))
    }
}

/// The first key of `a` (shifted right by `sa`) whose value some key of
/// `b` (shifted right by `sb`) shares, as a key of each: the smaller set's
/// keys read in order and looked for in the larger by [`Cursor::seek`].
pub fn common(a: &Packed, sa: u32, b: &Packed, sb: u32) -> Option<(u64, u64)> {
    if a.len() > b.len() {
        seek_each(b.iter(), sb, a, sa).map(|(x, y)| (y, x))
    } else {
        seek_each(a.iter(), sa, b, sb)
    }
}

/// The first of the sorted `keys` (shifted right by `sk`) whose value a
/// key of `set` (shifted right by `ss`) shares, looked for in order by
/// [`Cursor::seek`]: that key and `set`'s.
fn seek_each(keys: impl Iterator<Item = u64>, sk: u32, set: &Packed, ss: u32) -> Option<(u64, u64)> {
    let mut cursor = set.iter();
    for k in keys {
        let c = k >> sk;
        match cursor.seek(c << ss) {
            Some(y) if y >> ss == c => return Some((k, y)),
            Some(_) => {}
            None => return None,
        }
    }
    None
}

/// The first key of `set` (shifted right by `ss`) whose value one of the
/// sorted `keys` (shifted right by `sk`) shares, and that key: the smaller
/// of the two read in order, and the keys looked for in the larger (by
/// galloping search in `keys`, Bentley and Yao's unbounded search, or by
/// [`Cursor::seek`] in `set`).
pub fn common_keys(set: &Packed, ss: u32, keys: &[u64], sk: u32) -> Option<(u64, u64)> {
    if set.len() > keys.len() {
        return seek_each(keys.iter().copied(), sk, set, ss).map(|(k, y)| (y, k));
    }
    let mut j = 0;
    for x in set.iter() {
        let c = x >> ss;
        let mut step = 1;
        while j + step < keys.len() && keys[j + step] >> sk < c {
            j += step;
            step *= 2;
        }
        let end = (j + step + 1).min(keys.len());
        j += keys[j..end].partition_point(|&k| k >> sk < c);
        match keys.get(j) {
            Some(&k) if k >> sk == c => return Some((x, k)),
            Some(_) => {}
            None => return None,
        }
    }
    None
}

/// Removes from the sorted `keys` those `old` holds.
pub fn subtract(keys: &mut Vec<u64>, old: &Packed) {
    if old.is_empty() {
        return;
    }
    let mut cursor = old.iter();
    keys.retain(|&x| cursor.seek(x) != Some(x));
}

#[cfg(test)]
mod tests {
    use super::{common, common_keys, subtract, Packed};

    /// Pseudo-random sorted distinct keys below `2^bits` (xorshift).
    fn keys(n: usize, bits: u32, seed: u64) -> Vec<u64> {
        let mut x = seed;
        let mut v: Vec<u64> = (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x & (u64::MAX >> (64 - bits))
            })
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    #[test]
    fn packed_sets_hold_read_and_merge_their_keys() {
        for (n, bits, seed) in [
            (0, 20, 1),
            (1, 64, 5),
            (63, 20, 3),
            (64, 30, 9),
            (5_000, 64, 7),
            (70_000, 37, 11),
        ] {
            let a = keys(n, bits, seed);
            let p = Packed::from_sorted(&a);
            assert_eq!(p.len(), a.len());
            assert_eq!(p.iter().collect::<Vec<_>>(), a);
            let b = keys(n / 2 + 3, bits, seed * 31 + 1);
            for &x in a.iter().chain(&b).chain(&[0, u64::MAX >> (64 - bits)]) {
                assert_eq!(p.contains(x), a.binary_search(&x).is_ok(), "{x}");
                // Seeking from the start and from a cursor part-way.
                let want = a.iter().copied().find(|&y| y >= x);
                assert_eq!(p.iter().seek(x), want);
            }
            let mut c = p.iter();
            let mut probe: Vec<u64> = b.clone();
            probe.extend(a.iter().step_by(7));
            probe.sort_unstable();
            probe.dedup();
            for &x in &probe {
                assert_eq!(c.seek(x), a.iter().copied().find(|&y| y >= x));
            }
            // Union, difference and the first shared value.
            let mut union: Vec<u64> = a.iter().chain(&b).copied().collect();
            union.sort_unstable();
            union.dedup();
            assert_eq!(p.union(&b).iter().collect::<Vec<_>>(), union);
            let mut rest = b.clone();
            subtract(&mut rest, &p);
            assert_eq!(
                rest,
                b.iter()
                    .copied()
                    .filter(|x| a.binary_search(x).is_err())
                    .collect::<Vec<_>>()
            );
            let mut shared_probe = b.clone();
            shared_probe.extend(a.iter().skip(n / 3).take(2));
            shared_probe.sort_unstable();
            shared_probe.dedup();
            let q = Packed::from_sorted(&shared_probe);
            let first = shared_probe.iter().copied().find(|x| a.binary_search(x).is_ok());
            let found = common(&p, 0, &q, 0);
            assert_eq!(found.is_some(), first.is_some());
            if let Some((x, y)) = found {
                assert_eq!(x, y);
                assert!(a.binary_search(&x).is_ok() && shared_probe.binary_search(&y).is_ok());
            }
            // The same, the probe unpacked (both ways round: the set or
            // the keys the smaller), and none shared with a disjoint set.
            for (set, keys) in [(&p, &shared_probe[..]), (&q, &a[..])] {
                let found = common_keys(set, 0, keys, 0);
                assert_eq!(found.is_some(), first.is_some());
                if let Some((x, y)) = found {
                    assert_eq!(x, y);
                    assert!(a.binary_search(&x).is_ok() && shared_probe.binary_search(&y).is_ok());
                }
            }
            assert_eq!(common_keys(&p, 0, &rest, 0), None);
            // Keys with an index below the class: compared on the class.
            let tagged: Vec<u64> = a.iter().map(|&x| (x << 2) | (x % 3)).collect();
            if bits <= 60 {
                let t = Packed::from_sorted(&tagged);
                let found = common(&t, 2, &q, 0).map(|(x, y)| (x >> 2, y));
                assert_eq!(found.is_some(), first.is_some());
                if let Some((x, y)) = found {
                    assert_eq!(x, y);
                }
                let found = common(&q, 0, &t, 2).map(|(x, y)| (x, y >> 2));
                assert_eq!(found.is_some(), first.is_some());
                let found = common_keys(&t, 2, &shared_probe, 0).map(|(x, y)| (x >> 2, y));
                assert_eq!(found.is_some(), first.is_some());
                let found = common_keys(&q, 0, &tagged, 2).map(|(x, y)| (x, y >> 2));
                assert_eq!(found.is_some(), first.is_some());
            }
        }
    }
}
