//! Generates bindings to the system's Snappy (`libsnappy-dev`) with our `bindgen`,
//! the way a `-sys` crate over an installed C++ library does, and links the
//! shared library. What the end-to-end crates share (the missing-library
//! path, `SNAPPY_INCLUDE_DIR`, `SNAPPY_BINDINGS`) is in
//! `../e2e-support/build_support.rs`.

#[path = "../e2e-support/build_support.rs"]
mod build_support;

use build_support::Library;

const LIBRARY: Library = Library {
    header: "snappy.h",
    package: "libsnappy-dev",
    env_prefix: "SNAPPY",
    lib: "snappy",
};

fn main() {
    let out = build_support::out_dir();
    let Some(header) = LIBRARY.prepare(&out) else {
        return;
    };
    let bindings = build_support::cxx_builder(&header, "snappy")
        .generate()
        .expect("bindgen failed on snappy.h");
    build_support::write(bindings, &out);
}
