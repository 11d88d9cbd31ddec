//! Loads libclang once per process and installs it on every thread that asks.

use super::ClangError;
use std::sync::{Arc, OnceLock};

static LIBRARY: OnceLock<Result<Arc<clang_sys::SharedLibrary>, ClangError>> = OnceLock::new();

/// Makes sure libclang is usable on the current thread.
///
/// `clang-sys` in runtime mode keeps the loaded library per thread, so a
/// process-wide handle is loaded once and installed on each calling thread.
pub fn ensure_loaded() -> Result<(), ClangError> {
    #[cfg(feature = "runtime")]
    {
        if clang_sys::is_loaded() {
            return Ok(());
        }
        let lib = LIBRARY.get_or_init(|| {
            // clang-sys first searches many directories for the best
            // libclang, then maps it; mapping (relocating LLVM) costs about
            // as much as the search. The likely choice is mapped meanwhile on
            // another thread, so clang-sys's own `dlopen` of the same file
            // finds it already loaded. A wrong guess only costs that work.
            #[cfg(unix)]
            let warm = std::thread::spawn(preload::likely_libclang);
            let loaded = clang_sys::load();
            // Dropping the guess's handle unloads nothing clang-sys chose.
            #[cfg(unix)]
            drop(warm.join());
            loaded.map_err(ClangError::NotFound)?;
            clang_sys::get_library().ok_or(ClangError::DidNotStayLoaded)
        });
        match lib {
            Ok(lib) => {
                clang_sys::set_library(Some(lib.clone()));
                Ok(())
            }
            Err(e) => Err(e.clone()),
        }
    }
    #[cfg(not(feature = "runtime"))]
    {
        let _ = &LIBRARY;
        Ok(())
    }
}

#[cfg(all(feature = "runtime", unix))]
mod preload {
    use std::path::{Path, PathBuf};

    /// Maps the libclang that clang-sys will most likely pick, if one can be
    /// guessed without spawning anything: the file or directory named by
    /// `LIBCLANG_PATH`, else the `lib/libclang.so` of the installation whose
    /// `bin/` holds the `clang` found on `PATH`.
    pub(super) fn likely_libclang() -> Option<libloading::Library> {
        let path = guess()?;
        // SAFETY: libclang's initialisers only set up LLVM's own state; the
        // same file is what clang-sys is about to load with the same flags.
        unsafe { libloading::Library::new(path) }.ok()
    }

    fn guess() -> Option<PathBuf> {
        if let Some(given) = std::env::var_os("LIBCLANG_PATH") {
            let given = PathBuf::from(given);
            let file = if given.is_dir() {
                given.join("libclang.so")
            } else {
                given
            };
            return file.is_file().then_some(file);
        }
        let clang = find_on_path("clang")?;
        let bin = std::fs::canonicalize(clang).ok()?;
        let lib = bin.parent()?.parent()?.join("lib").join("libclang.so");
        lib.is_file().then_some(lib)
    }

    fn find_on_path(name: &str) -> Option<PathBuf> {
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| is_executable(p))
    }

    fn is_executable(p: &Path) -> bool {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
}

/// The libclang version string, e.g. `Debian clang version 14.0.6`.
pub fn version_string() -> Result<String, ClangError> {
    ensure_loaded()?;
    // SAFETY: libclang is loaded on this thread; the returned CXString is owned.
    Ok(super::take_string(unsafe {
        clang_sys::clang_getClangVersion()
    }))
}
