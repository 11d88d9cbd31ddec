//! Builds the C library with `cc` and generates its bindings with our `bindgen`,
//! the way a typical `-sys` crate does.

use std::env;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());

    cc::Build::new()
        .file("csrc/mylib.c")
        .include("csrc")
        .warnings(true)
        .compile("mylib");
    println!("cargo:rerun-if-changed=csrc/mylib.c");

    let bindings = bindgen::Builder::default()
        .header("csrc/mylib.h")
        .clang_arg("-Icsrc")
        .allowlist_file(".*mylib\\.h")
        .rustified_enum("Color")
        .bitfield_enum("Perm")
        .constified_enum_module("Mode")
        .derive_default(true)
        .derive_partialeq(true)
        .opaque_type("Handle")
        .wrap_static_fns(true)
        .wrap_static_fns_path(out.join("static_wrappers"))
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed");
    bindings
        .write_to_file(out.join("bindings.rs"))
        .expect("cannot write bindings");

    // The exported wrappers of `static inline` functions.
    cc::Build::new()
        .file(out.join("static_wrappers.c"))
        .include(&manifest)
        .include(manifest.join("csrc"))
        .compile("mylib_static");
}
