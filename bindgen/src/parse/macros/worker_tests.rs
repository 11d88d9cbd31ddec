//! A panic on the macro worker thread ends the run with an error, on every
//! way the worker's results are joined, and never hangs.

use super::TEST_PANIC_MACRO;
use crate::BindgenError;
use std::time::{Duration, Instant};

fn run(setup: impl FnOnce(crate::Builder) -> crate::Builder) -> Result<String, BindgenError> {
    let header = format!("#define {TEST_PANIC_MACRO} 1\n#define LIMIT 10\nint f(void);\n");
    let b = crate::builder()
        .header_contents("worker_panic.h", &header)
        .formatter(crate::Formatter::None);
    setup(b).generate().map(|b| b.to_string())
}

fn assert_internal_error(r: Result<String, BindgenError>) {
    match r {
        Err(BindgenError::Internal(msg)) => {
            assert!(msg.contains("panicked"), "{msg}");
            assert!(msg.contains(TEST_PANIC_MACRO), "{msg}");
        }
        other => panic!("expected an internal error, got {other:?}"),
    }
}

#[test]
fn joined_late_the_panic_is_an_error() {
    let started = Instant::now();
    assert_internal_error(run(|b| b));
    assert!(started.elapsed() < Duration::from_secs(30));
}

#[test]
fn joined_in_parse_the_panic_is_an_error() {
    // Semantic sorting needs the constants before code generation, so they
    // are joined inside the parse instead of late.
    assert_internal_error(run(|b| b.sort_semantically(true)));
}

#[test]
fn with_the_clang_fallback_the_panic_is_an_error() {
    assert_internal_error(run(|b| b.clang_macro_fallback()));
}
