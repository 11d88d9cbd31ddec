//! Raw bindings to the system's `snappy.h`, generated at build time.

#![allow(
    non_camel_case_types,
    non_upper_case_globals,
    non_snake_case,
    dead_code,
    clippy::missing_safety_doc
)]

include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
