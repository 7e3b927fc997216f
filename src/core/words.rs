//! The wording every message shares, written once: numbers, counts with
//! their noun, squares, quoted values. Errors, reasons and the coach's sentences all
//! word these the same way through here. It imports nothing, so every
//! file of `core` (`board.rs` and `notation.rs` too) may word with it.

use std::fmt;

/// A whole number for people, its thousands grouped with ",": `grouped(1234567)`
/// shows "1,234,567", `grouped(-1000)` "-1,000", `grouped(999)` "999". The
/// one formatter of every count, size and limit a message shows (the
/// front end's twin is `www/base/format.js` `count`, `Intl.NumberFormat("en")`,
/// which groups the same way); it is a [`fmt::Display`], so it goes
/// straight into `format!`. Not for what a reader types back or a machine
/// reads: JSON fields, notation and squares ([`at`]) keep bare digits.
#[must_use]
pub fn grouped<N: Whole>(n: N) -> Grouped<N> {
    Grouped(n)
}

/// A whole number shown with its thousands grouped: see [`grouped`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grouped<N>(N);

impl<N: Whole> fmt::Display for Grouped<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&group(&self.0.to_string()))
    }
}

/// A number that may have a fraction (milliseconds, a fraction of a
/// budget), its whole part grouped as [`grouped`] does: 60000 → "60,000",
/// 1234.5 → "1,234.5", 0.25 → "0.25"; the fraction as Rust writes it.
#[must_use]
pub fn decimal(x: f64) -> String {
    if x.is_finite() {
        group(&x.to_string())
    } else {
        x.to_string()
    }
}

/// `text`, decimal digits after an optional "-" and before an optional
/// ".fraction", with "," between each three digits of its whole part.
fn group(text: &str) -> String {
    let (sign, rest) = text.strip_prefix('-').map_or(("", text), |r| ("-", r));
    let (digits, fraction) = rest.find('.').map_or((rest, ""), |dot| rest.split_at(dot));
    let mut out = String::with_capacity(text.len() + digits.len() / 3);
    out.push_str(sign);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out.push_str(fraction);
    out
}

/// The whole-number types [`grouped`] takes (every primitive integer, and
/// `Count`). Its `Display` must be bare decimal digits after an optional "-".
pub trait Whole: Copy + fmt::Display {}

macro_rules! whole {
    ($($t:ty),*) => { $(impl Whole for $t {})* };
}
whole!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

/// `n` and `noun`, `n` grouped ([`grouped`]), with an `s` unless `n` is 1:
/// "1 knight", "3 knights", "1,000 knights".
#[must_use]
pub fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {noun}s", grouped(n))
    }
}

/// "1 move", "3 moves", "1,000 moves".
#[must_use]
pub fn moves_word(n: u64) -> String {
    if n == 1 {
        "1 move".to_owned()
    } else {
        format!("{} moves", grouped(n))
    }
}

/// A square `[row, col]` (a `board::Square`) named for people: `(3, 0)`,
/// row then column, 0-based, row 0 at the top — the numbers the board
/// draws on its edges and the `(row, col)` of the course reports
/// (`(0, 0) → (499, 499)`). Every message names squares so: errors,
/// reasons, the coach, the exported moves. The front end's twin is
/// `www/base/format.js` `square`; JSON keeps the API's `[row, col]`.
#[must_use]
pub fn at(s: [u32; 2]) -> String {
    format!("({}, {})", s[0], s[1])
}

/// `text` in quotes for an error message, cut after [`QUOTE_MAX`]
/// characters (with "…") so that no message echoes a huge value.
#[must_use]
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_MAX) {
        Some((cut, _)) => format!("'{}…' ({} characters)", &text[..cut], grouped(text.chars().count())),
        None => format!("'{text}'"),
    }
}

/// The most characters of a bad value an error message quotes.
pub const QUOTE_MAX: usize = 100;

#[cfg(test)]
mod tests {
    use super::{at, decimal, grouped, moves_word, plural};

    #[test]
    fn numbers_group_thousands_as_the_front_end_does() {
        // The same text as www/base/format.js `count` (Intl.NumberFormat("en")).
        assert_eq!(grouped(0u32).to_string(), "0");
        assert_eq!(grouped(999u32).to_string(), "999");
        assert_eq!(grouped(1000u32).to_string(), "1,000");
        assert_eq!(grouped(1_234_567usize).to_string(), "1,234,567");
        assert_eq!(grouped(u64::MAX).to_string(), "18,446,744,073,709,551,615");
        assert_eq!(grouped(-1000i64).to_string(), "-1,000");
        assert_eq!(grouped(-999i32).to_string(), "-999");
        assert_eq!(grouped(i64::MIN).to_string(), "-9,223,372,036,854,775,808");
        assert_eq!(format!("[{:>7}]", grouped(1234u32)), "[  1,234]");
        assert_eq!(decimal(60_000.0), "60,000");
        assert_eq!(decimal(-1234.5), "-1,234.5");
        assert_eq!(decimal(0.25), "0.25");
    }

    #[test]
    fn a_real_message_groups_its_numbers() {
        // Before: "a board of 10001 × 1000 is not allowed: … 1 to 10000".
        let e = crate::core::board::Board::new(10_001, 1_000).unwrap_err();
        assert_eq!(
            e.to_string(),
            "a board of 10,001 × 1,000 is not allowed: rows and columns must be 1 to 10,000"
        );
    }

    #[test]
    fn counts_with_their_noun_are_grouped() {
        assert_eq!(plural(1, "knight"), "1 knight");
        assert_eq!(plural(1_000_000, "square"), "1,000,000 squares");
        assert_eq!(moves_word(1), "1 move");
        assert_eq!(moves_word(12_345), "12,345 moves");
    }

    #[test]
    fn a_square_is_named_row_then_column_from_zero() {
        assert_eq!(at([3, 0]), "(3, 0)");
        assert_eq!(at([0, 12]), "(0, 12)");
        assert_eq!(at([9_999, 9_998]), "(9999, 9998)");
    }
}
