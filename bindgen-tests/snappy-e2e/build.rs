//! Generates bindings to the system's Snappy (`libsnappy-dev`) with our
//! `bindgen`, the way a `-sys` crate over an installed C++ library does, and
//! links the shared library.
//!
//! The library missing is an error when `CI` is set; otherwise the crate
//! builds without bindings and its tests report that they did not run.
//! `SNAPPY_BINDINGS=<file.rs>` uses that file as the bindings instead (to
//! run the same tests on another generator's output).

use std::env;
use std::path::PathBuf;

/// Where Debian's package puts the header; `SNAPPY_INCLUDE_DIR` overrides.
fn header() -> Option<PathBuf> {
    let dir = env::var_os("SNAPPY_INCLUDE_DIR")
        .map_or_else(|| PathBuf::from("/usr/include"), PathBuf::from);
    let h = dir.join("snappy.h");
    h.is_file().then_some(h)
}

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-env-changed=SNAPPY_INCLUDE_DIR");
    println!("cargo:rerun-if-env-changed=SNAPPY_BINDINGS");
    println!("cargo:rerun-if-env-changed=CI");
    println!("cargo::rustc-check-cfg=cfg(snappy_missing)");

    let Some(header) = header() else {
        if env::var_os("CI").is_some() {
            panic!("snappy.h not found: install libsnappy-dev (CI is set, so this is an error)");
        }
        println!(
            "cargo:warning=snappy.h not found (install libsnappy-dev); the tests will not run"
        );
        println!("cargo:rustc-cfg=snappy_missing");
        std::fs::write(out.join("bindings.rs"), "").expect("cannot write bindings");
        return;
    };
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:rustc-link-lib=dylib=snappy");

    if let Ok(given) = env::var("SNAPPY_BINDINGS") {
        println!("cargo:rerun-if-changed={given}");
        std::fs::copy(&given, out.join("bindings.rs"))
            .unwrap_or_else(|e| panic!("cannot copy {given}: {e}"));
        return;
    }

    // The allowlist of bindgen-tests/cxx-corpus/snappy.hpp: the library's
    // namespace, the standard library's types as opaque blobs.
    let bindings = bindgen::Builder::default()
        .header(header.to_str().expect("header path is UTF-8"))
        .clang_args(["-x", "c++", "-std=c++17"])
        .allowlist_type("snappy::.*")
        .allowlist_function("snappy::.*")
        .opaque_type("std::.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed on snappy.h");
    bindings
        .write_to_file(out.join("bindings.rs"))
        .expect("cannot write bindings");
}
