//! The wording every message shares, written once: counts with their noun,
//! squares, quoted values. Errors, reasons and the coach's sentences all
//! word these the same way through here. It imports nothing, so every
//! file of `core` (`board.rs` and `notation.rs` too) may word with it.

/// `n` and `noun`, with an `s` unless `n` is 1: "1 knight", "3 knights".
#[must_use]
pub fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// "1 move", "3 moves".
#[must_use]
pub fn moves_word(n: u64) -> String {
    if n == 1 {
        "1 move".to_owned()
    } else {
        format!("{n} moves")
    }
}

/// A square `[row, col]` (a `board::Square`) named for people: `(3, 0)`,
/// row then column, 0-based, row 0 at the top — the numbers the board
/// draws on its edges and the `(row, col)` of the course reports
/// (`(0, 0) → (499, 499)`). Every message names squares so: errors,
/// reasons, the coach, the exported moves. The front end's twin is
/// `www/format.js` `square`; JSON keeps the API's `[row, col]`.
#[must_use]
pub fn at(s: [u32; 2]) -> String {
    format!("({}, {})", s[0], s[1])
}

/// `text` in quotes for an error message, cut after [`QUOTE_MAX`]
/// characters (with "…") so that no message echoes a huge value.
#[must_use]
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_MAX) {
        Some((cut, _)) => format!("'{}…' ({} characters)", &text[..cut], text.chars().count()),
        None => format!("'{text}'"),
    }
}

/// The most characters of a bad value an error message quotes.
pub const QUOTE_MAX: usize = 100;

#[cfg(test)]
mod tests {
    use super::at;

    #[test]
    fn a_square_is_named_row_then_column_from_zero() {
        assert_eq!(at([3, 0]), "(3, 0)");
        assert_eq!(at([0, 12]), "(0, 12)");
        assert_eq!(at([9_999, 9_998]), "(9999, 9998)");
    }
}
