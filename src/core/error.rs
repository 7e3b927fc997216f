//! The core's error for a request that is wrong ([`RequestError`]), apart
//! from the wire types (`request.rs`) so that the modules `request.rs`
//! builds on (`random_off.rs`) can return it without importing `request`.

/// A request that is wrong: the message says what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestError {
    message: String,
}

impl RequestError {
    /// An error with `message`.
    #[must_use]
    pub fn new(message: impl Into<String>) -> RequestError {
        RequestError {
            message: message.into(),
        }
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
