//! What the puzzles keep between calls, in the thread: numbers proved
//! about positions (the coach's memo) and tables (a start position as read
//! from a request, a peg-solitaire search's failing positions and last
//! solution). Everything is kept under a key made from the request's
//! `fingerprint` (a hash of it without `limits`), so a fact is only ever
//! read back for the request it was proved for. Only proved facts go in; a
//! verdict never depends on what is kept, only its time.
//!
//! The coach reaches it through [`Attempt`](super::coach::Attempt)'s
//! `recall` / `remember` / `take_kept` / `keep`; a solve with
//! `resume: true` through `take` and `put_only`.

use std::any::Any;
use std::cell::RefCell;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::request::Request;

/// The most facts [`remember`] keeps; past it the memo starts
/// afresh.
pub const MEMO_MAX: usize = 4096;

/// The most tables `put` holds between calls.
pub const KEPT_MAX: usize = 4;

thread_local! {
    /// Numbers proved by earlier calls, by key (request fingerprint and
    /// the puzzle's key).
    static MEMO: RefCell<rustc_hash::FxHashMap<u64, u64>> = RefCell::new(rustc_hash::FxHashMap::default());
    /// Tables kept between calls (the start position as read from the
    /// request, a peg-solitaire search's failing positions, the last
    /// solution found), by key, oldest first.
    static KEPT: RefCell<Vec<(u64, Box<dyn Any>)>> = const { RefCell::new(Vec::new()) };
}

/// Feeds what is written into a hasher (a request's JSON, hashed without
/// building the string).
struct HashWriter(DefaultHasher);

impl std::io::Write for HashWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.write(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A hash (SipHash, 64 bits) of `request` without its `limits`: its other
/// fields as JSON, then its `off` squares as numbers (a list of millions
/// is hashed in milliseconds, neither copied nor written out as text).
pub(crate) fn fingerprint(request: &Request) -> u64 {
    let mut w = HashWriter(DefaultHasher::new());
    let _ = serde_json::to_writer(
        &mut w,
        &Request {
            limits: None,
            off: None,
            ..request.clone()
        },
    );
    // One write of every number (`as_flattened`), not one per square.
    request.off.as_deref().map(<[[u32; 2]]>::as_flattened).hash(&mut w.0);
    w.0.finish()
}

/// The key of `what` for the request of `fingerprint`.
pub(crate) fn key(fingerprint: u64, what: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    fingerprint.hash(&mut h);
    what.hash(&mut h);
    h.finish()
}

/// Takes the value kept under `key` out of [`KEPT`], if it is a `T`.
pub(crate) fn take<T: 'static>(key: u64) -> Option<T> {
    KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        let at = kept.iter().position(|(k, v)| *k == key && v.is::<T>())?;
        let (_, value) = kept.remove(at);
        value.downcast::<T>().ok().map(|b| *b)
    })
}

/// Puts `value` in [`KEPT`] under `key` as the only `T` held: a kept
/// `T` of another request goes first (a stopped search's table may take
/// 150 MB: one is kept, never [`KEPT_MAX`]).
pub(crate) fn put_only<T: 'static>(key: u64, value: T) {
    KEPT.with(|k| k.borrow_mut().retain(|(_, v)| !v.is::<T>()));
    put(key, value);
}

/// Puts `value` in [`KEPT`] under `key`, the oldest going past
/// [`KEPT_MAX`].
pub(crate) fn put<T: 'static>(key: u64, value: T) {
    KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        kept.retain(|(k, _)| *k != key);
        if kept.len() >= KEPT_MAX {
            kept.remove(0);
        }
        kept.push((key, Box::new(value)));
    });
}

/// A number proved under `key` by an earlier call, if kept.
#[must_use]
pub fn recall(key: u64) -> Option<u64> {
    MEMO.with(|m| m.borrow().get(&key).copied())
}

/// Keeps `value`, proved under `key`, for later calls ([`recall`]); past
/// [`MEMO_MAX`] numbers the memo starts afresh.
pub fn remember(key: u64, value: u64) {
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MEMO_MAX {
            m.clear();
        }
        m.insert(key, value);
    });
}
