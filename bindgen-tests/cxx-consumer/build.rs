//! Builds the C++ library with `cc` and generates its bindings with our
//! `bindgen`, the way a `-sys` crate over a C++ library does.
//!
//! `CXX_CONSUMER_BINDINGS=<file.rs>` uses that file as the bindings instead:
//! the README shows how this checks the tests against upstream bindgen's
//! output.

use std::env;
use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());

    cc::Build::new()
        .cpp(true)
        .file("cpp/shapes.cpp")
        .include("cpp")
        .std("c++14")
        .warnings(true)
        .compile("shapes");
    println!("cargo:rerun-if-changed=cpp/shapes.cpp");
    println!("cargo:rerun-if-changed=cpp/shapes.hpp");
    println!("cargo:rerun-if-env-changed=CXX_CONSUMER_BINDINGS");

    if let Ok(given) = env::var("CXX_CONSUMER_BINDINGS") {
        println!("cargo:rerun-if-changed={given}");
        std::fs::copy(&given, out.join("bindings.rs"))
            .unwrap_or_else(|e| panic!("cannot copy {given}: {e}"));
        return;
    }

    let bindings = bindgen::Builder::default()
        .header("cpp/shapes.hpp")
        .clang_args(["-x", "c++", "-std=c++14"])
        .allowlist_file(".*shapes\\.hpp")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed");
    bindings
        .write_to_file(out.join("bindings.rs"))
        .expect("cannot write bindings");
}
