//! The version this library reports, kept in a leaf so that the driver
//! (`builder/`) reads it without reaching back up to the crate root.

/// The version reported by `--version` and the header comment.
pub const VERSION: &str = "0.73.2";
