//! The C fuzzer's deterministic generator (tools/c-fuzz/src/rng.rs), shared
//! by path so that both fuzzers draw alike from a seed.

#[path = "../../c-fuzz/src/rng.rs"]
mod shared;

pub use shared::Rng;
