//! Generates bindings to the system's TinyXML-2 (`libtinyxml2-dev`) with our `bindgen`,
//! the way a `-sys` crate over an installed C++ library does, and links the
//! shared library. What the end-to-end crates share (the missing-library
//! path, `TINYXML2_INCLUDE_DIR`, `TINYXML2_BINDINGS`) is in
//! `../e2e-support/build_support.rs`.

#[path = "../e2e-support/build_support.rs"]
mod build_support;

use build_support::Library;

const LIBRARY: Library = Library {
    header: "tinyxml2.h",
    package: "libtinyxml2-dev",
    env_prefix: "TINYXML2",
    lib: "tinyxml2",
};

fn main() {
    let out = build_support::out_dir();
    let Some(header) = LIBRARY.prepare(&out) else {
        return;
    };
    let bindings = build_support::cxx_builder(&header, "tinyxml2")
        .allowlist_var("tinyxml2::.*")
        .generate()
        .expect("bindgen failed on tinyxml2.h");
    build_support::write(bindings, &out);
}
