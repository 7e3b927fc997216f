//! The wording every message shares, written once: counts with their noun,
//! squares, quoted values. Errors, reasons and the coach's sentences all
//! word these the same way through here.

use super::board::Square;

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

/// `[r, c]`, as the move errors and the coach's sentences write a square.
#[must_use]
pub fn at(s: Square) -> String {
    format!("[{}, {}]", s[0], s[1])
}

/// How request errors name a square: `row R, column C`, 0-based like every
/// coordinate here and like the labels the page draws on the board's edges.
#[must_use]
pub fn square_name(s: Square) -> String {
    format!("row {}, column {}", s[0], s[1])
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
