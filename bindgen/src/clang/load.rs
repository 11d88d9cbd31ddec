//! Loads libclang once per process and installs it on every thread that asks.

use std::sync::{Arc, OnceLock};

static LIBRARY: OnceLock<Result<Arc<clang_sys::SharedLibrary>, String>> = OnceLock::new();

/// Makes sure libclang is usable on the current thread.
///
/// `clang-sys` in runtime mode keeps the loaded library per thread, so a
/// process-wide handle is loaded once and installed on each calling thread.
pub fn ensure_loaded() -> Result<(), String> {
    #[cfg(feature = "runtime")]
    {
        if clang_sys::is_loaded() {
            return Ok(());
        }
        let lib = LIBRARY.get_or_init(|| {
            clang_sys::load()?;
            clang_sys::get_library().ok_or_else(|| "libclang did not stay loaded".to_string())
        });
        match lib {
            Ok(lib) => {
                clang_sys::set_library(Some(lib.clone()));
                Ok(())
            }
            Err(e) => Err(format!("Unable to find libclang: {e}")),
        }
    }
    #[cfg(not(feature = "runtime"))]
    {
        let _ = &LIBRARY;
        Ok(())
    }
}

/// The libclang version string, e.g. `Debian clang version 14.0.6`.
pub fn version_string() -> Result<String, String> {
    ensure_loaded()?;
    // SAFETY: libclang is loaded on this thread; the returned CXString is owned.
    Ok(super::take_string(unsafe {
        clang_sys::clang_getClangVersion()
    }))
}
