//! Generates bindings to the system's pugixml (`libpugixml-dev`) with our `bindgen`,
//! the way a `-sys` crate over an installed C++ library does, and links the
//! shared library. What the end-to-end crates share (the missing-library
//! path, `PUGIXML_INCLUDE_DIR`, `PUGIXML_BINDINGS`) is in
//! `../e2e-support/build_support.rs`.

#[path = "../e2e-support/build_support.rs"]
mod build_support;

use build_support::Library;

const LIBRARY: Library = Library {
    header: "pugixml.hpp",
    package: "libpugixml-dev",
    env_prefix: "PUGIXML",
    lib: "pugixml",
};

fn main() {
    let out = build_support::out_dir();
    let Some(header) = LIBRARY.prepare(&out) else {
        return;
    };
    let bindings = build_support::cxx_builder(&header, "pugi")
        .allowlist_var("pugi::.*")
        .generate()
        .expect("bindgen failed on pugixml.hpp");
    build_support::write(bindings, &out);
}
