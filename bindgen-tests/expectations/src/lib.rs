//! Every golden in `tests/` as a module, so `cargo test` type-checks the
//! generated code, evaluates its `const` layout checks and runs the
//! `#[test]` layout functions of goldens made for old Rust targets.

#![allow(
    non_camel_case_types,
    non_upper_case_globals,
    non_snake_case,
    dead_code,
    improper_ctypes,
    // Different goldens declare the same C symbol with different types.
    clashing_extern_declarations,
    unused_imports,
    clippy::all
)]

include!(concat!(env!("OUT_DIR"), "/goldens.rs"));
