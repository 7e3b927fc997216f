//! The core's error for a request that is wrong ([`RequestError`]), apart
//! from the wire types (`request.rs`) so that the modules `request.rs`
//! builds on (`random_off.rs`) can return it without importing `request`.

/// A request that is wrong: the message says what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestError {
    message: String,
    /// The JS `kind` of the play functions' errors: `"request"`, or
    /// `"outside"` for a square whose row or column is no whole number
    /// from 0 to 2³² − 1 (negative, fractional, too large).
    code: &'static str,
}

impl RequestError {
    /// An error with `message` (kind `"request"`).
    #[must_use]
    pub fn new(message: impl Into<String>) -> RequestError {
        RequestError {
            message: message.into(),
            code: "request",
        }
    }

    /// The error for a square at `path` given as two numbers `row`, `col`
    /// (as the caller wrote them) that are not both whole numbers from 0
    /// to 2³² − 1: no board holds it (kind `"outside"`).
    #[must_use]
    pub fn outside(path: &str, row: &str, col: &str) -> RequestError {
        RequestError {
            message: format!("`{path}` ({row}, {col}) is outside the board: rows and columns are whole numbers from 0"),
            code: "outside",
        }
    }

    /// The kind of error, as the play functions' JS `kind` says it:
    /// `"request"` or `"outside"`.
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl std::fmt::Display for RequestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RequestError {}
