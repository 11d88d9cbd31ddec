//! One graph, five bindgen lines: see `tests/lines.rs`.
