//! What the end-to-end crates' build scripts share: finding an installed C++
//! library's header, the "library missing" path, and the switch that runs the
//! same tests on another generator's output. Each `build.rs` includes this file
//! with `#[path]` and keeps only its own `Builder` calls.
//!
//! For a library with environment prefix `P` and cfg name `c`:
//! - `P_INCLUDE_DIR` overrides where the header is looked for (`/usr/include`);
//! - the header missing is an error when `CI` is set; otherwise the crate
//!   builds with empty bindings and `cfg(c_missing)`, and its tests say that
//!   they did not run;
//! - `P_BINDINGS=<file.rs>` uses that file as the bindings instead.

use std::env;
use std::path::{Path, PathBuf};

/// An installed library, as its end-to-end crate names it.
pub struct Library {
    /// The header's file name under the include directory.
    pub header: &'static str,
    /// The Debian package that installs it, named in messages.
    pub package: &'static str,
    /// The prefix of the crate's environment variables (`PUGIXML`).
    pub env_prefix: &'static str,
    /// The name of the shared library to link, and of the `<cfg>_missing` cfg.
    pub lib: &'static str,
}

impl Library {
    /// Prepares the build: returns the header to generate bindings for, or
    /// `None` when there is nothing left to do (library missing, or bindings
    /// given). Also announces what reruns the script and links the library.
    pub fn prepare(&self, out: &Path) -> Option<PathBuf> {
        let (dir_var, given_var) = (self.var("INCLUDE_DIR"), self.var("BINDINGS"));
        println!("cargo:rerun-if-env-changed={dir_var}");
        println!("cargo:rerun-if-env-changed={given_var}");
        println!("cargo:rerun-if-env-changed=CI");
        println!("cargo::rustc-check-cfg=cfg({}_missing)", self.lib);

        let dir =
            env::var_os(&dir_var).map_or_else(|| PathBuf::from("/usr/include"), PathBuf::from);
        let header = dir.join(self.header);
        if !header.is_file() {
            let what = format!("{} not found (install {})", self.header, self.package);
            if env::var_os("CI").is_some() {
                panic!("{what}: CI is set, so this is an error");
            }
            println!("cargo:warning={what}; the tests will not run");
            println!("cargo:rustc-cfg={}_missing", self.lib);
            std::fs::write(out.join("bindings.rs"), "").expect("cannot write bindings");
            return None;
        }
        println!("cargo:rerun-if-changed={}", header.display());
        println!("cargo:rustc-link-lib=dylib={}", self.lib);

        if let Ok(given) = env::var(&given_var) {
            println!("cargo:rerun-if-changed={given}");
            std::fs::copy(&given, out.join("bindings.rs"))
                .unwrap_or_else(|e| panic!("cannot copy {given}: {e}"));
            return None;
        }
        Some(header)
    }

    fn var(&self, suffix: &str) -> String {
        format!("{}_{suffix}", self.env_prefix)
    }
}

/// The build's `OUT_DIR`.
pub fn out_dir() -> PathBuf {
    PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
}

/// The C++ options every end-to-end crate uses: the library's namespace
/// allowlisted, and the standard library's types as opaque blobs of the
/// right size rather than an attempt at libstdc++'s internals.
pub fn cxx_builder(header: &Path, namespace: &str) -> bindgen::Builder {
    let everything = format!("{namespace}::.*");
    bindgen::Builder::default()
        .header(header.to_str().expect("header path is UTF-8"))
        .clang_args(["-x", "c++", "-std=c++17"])
        .allowlist_type(&everything)
        .allowlist_function(&everything)
        .opaque_type("std::.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
}

/// Writes the generated bindings where `src/lib.rs` includes them.
pub fn write(bindings: bindgen::Bindings, out: &Path) {
    bindings
        .write_to_file(out.join("bindings.rs"))
        .expect("cannot write bindings");
}
