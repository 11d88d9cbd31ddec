//! Generates bindings to the system's pugixml (`libpugixml-dev`) with our
//! `bindgen`, the way a `-sys` crate over an installed C++ library does, and
//! links the shared library.
//!
//! The library missing is an error when `CI` is set; otherwise the crate
//! builds without bindings and its tests report that they did not run.
//! `PUGIXML_BINDINGS=<file.rs>` uses that file as the bindings instead (to
//! run the same tests on another generator's output).

use std::env;
use std::path::PathBuf;

/// Where Debian's package puts the header; `PUGIXML_INCLUDE_DIR` overrides.
fn header() -> Option<PathBuf> {
    let dir = env::var_os("PUGIXML_INCLUDE_DIR")
        .map_or_else(|| PathBuf::from("/usr/include"), PathBuf::from);
    let h = dir.join("pugixml.hpp");
    h.is_file().then_some(h)
}

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-env-changed=PUGIXML_INCLUDE_DIR");
    println!("cargo:rerun-if-env-changed=PUGIXML_BINDINGS");
    println!("cargo:rerun-if-env-changed=CI");
    println!("cargo::rustc-check-cfg=cfg(pugixml_missing)");

    let Some(header) = header() else {
        if env::var_os("CI").is_some() {
            panic!(
                "pugixml.hpp not found: install libpugixml-dev (CI is set, so this is an error)"
            );
        }
        println!(
            "cargo:warning=pugixml.hpp not found (install libpugixml-dev); the tests will not run"
        );
        println!("cargo:rustc-cfg=pugixml_missing");
        std::fs::write(out.join("bindings.rs"), "").expect("cannot write bindings");
        return;
    };
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:rustc-link-lib=dylib=pugixml");

    if let Ok(given) = env::var("PUGIXML_BINDINGS") {
        println!("cargo:rerun-if-changed={given}");
        std::fs::copy(&given, out.join("bindings.rs"))
            .unwrap_or_else(|e| panic!("cannot copy {given}: {e}"));
        return;
    }

    // The allowlist of bindgen-tests/cxx-corpus/pugixml.hpp: the library's
    // namespace, the standard library's types as opaque blobs.
    let bindings = bindgen::Builder::default()
        .header(header.to_str().expect("header path is UTF-8"))
        .clang_args(["-x", "c++", "-std=c++17"])
        .allowlist_type("pugi::.*")
        .allowlist_function("pugi::.*")
        .allowlist_var("pugi::.*")
        .opaque_type("std::.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed on pugixml.hpp");
    bindings
        .write_to_file(out.join("bindings.rs"))
        .expect("cannot write bindings");
}
