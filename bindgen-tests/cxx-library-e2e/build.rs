//! Generates bindings to the system's TinyXML-2 (`libtinyxml2-dev`) with our
//! `bindgen`, the way a `-sys` crate over an installed C++ library does, and
//! links the shared library.
//!
//! The library missing is an error when `CI` is set; otherwise the crate
//! builds without bindings and its tests report that they did not run.
//! `TINYXML2_BINDINGS=<file.rs>` uses that file as the bindings instead (the
//! README shows how this runs the tests on upstream bindgen's output).

use std::env;
use std::path::PathBuf;

/// Where Debian's package puts the header; `TINYXML2_INCLUDE_DIR` overrides.
fn header() -> Option<PathBuf> {
    let dir = env::var_os("TINYXML2_INCLUDE_DIR")
        .map_or_else(|| PathBuf::from("/usr/include"), PathBuf::from);
    let h = dir.join("tinyxml2.h");
    h.is_file().then_some(h)
}

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-env-changed=TINYXML2_INCLUDE_DIR");
    println!("cargo:rerun-if-env-changed=TINYXML2_BINDINGS");
    println!("cargo:rerun-if-env-changed=CI");
    println!("cargo::rustc-check-cfg=cfg(tinyxml2_missing)");

    let Some(header) = header() else {
        if env::var_os("CI").is_some() {
            panic!(
                "tinyxml2.h not found: install libtinyxml2-dev (CI is set, so this is an error)"
            );
        }
        println!(
            "cargo:warning=tinyxml2.h not found (install libtinyxml2-dev); the tests will not run"
        );
        println!("cargo:rustc-cfg=tinyxml2_missing");
        std::fs::write(out.join("bindings.rs"), "").expect("cannot write bindings");
        return;
    };
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:rustc-link-lib=dylib=tinyxml2");

    if let Ok(given) = env::var("TINYXML2_BINDINGS") {
        println!("cargo:rerun-if-changed={given}");
        std::fs::copy(&given, out.join("bindings.rs"))
            .unwrap_or_else(|e| panic!("cannot copy {given}: {e}"));
        return;
    }

    // The allowlist a user of the library writes: everything in its
    // namespace (what it needs from elsewhere, like `FILE`, comes along),
    // and the standard library's types as opaque blobs of the right size
    // rather than an attempt at libstdc++'s internals.
    let bindings = bindgen::Builder::default()
        .header(header.to_str().expect("header path is UTF-8"))
        .clang_args(["-x", "c++", "-std=c++17"])
        .allowlist_type("tinyxml2::.*")
        .allowlist_function("tinyxml2::.*")
        .allowlist_var("tinyxml2::.*")
        .opaque_type("std::.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed on tinyxml2.h");
    bindings
        .write_to_file(out.join("bindings.rs"))
        .expect("cannot write bindings");
}
