//! A cross target's C headers are found without `--sysroot`: with Debian's
//! `libc6-dev-arm64-cross` installed (`.ci/run` installs it), aarch64
//! bindings of system headers made with only `--target` are the ones an
//! explicit `--sysroot=/usr/aarch64-linux-gnu` gives, and they describe
//! aarch64 (its `struct stat` is 128 bytes; x86_64's, 144).

use bindgen_tests::tool_missing;
use std::path::Path;

const SYSROOT: &str = "/usr/aarch64-linux-gnu";

/// A header of system types whose layout differs between x86_64 and aarch64.
const HEADER: &str = "#include <sys/stat.h>\n#include <stdint.h>\n#include <signal.h>\n\
    struct probe { struct stat st; intmax_t big; sigset_t mask; };\n";

fn generate(extra: &[&str]) -> String {
    let mut builder = bindgen::Builder::default()
        .header_contents("cross_probe.h", HEADER)
        .allowlist_type("probe")
        .clang_arg("--target=aarch64-unknown-linux-gnu");
    for a in extra {
        builder = builder.clang_arg(*a);
    }
    builder
        .generate()
        .unwrap_or_else(|e| panic!("aarch64 bindings with {extra:?}: {e}"))
        .to_string()
}

#[test]
fn aarch64_headers_are_found_without_sysroot() {
    if !Path::new(SYSROOT).join("include/sys/stat.h").is_file() {
        tool_missing(
            "aarch64_headers_are_found_without_sysroot",
            "the aarch64 cross libc headers (apt-get install libc6-dev-arm64-cross)",
        );
        return;
    }
    let found = generate(&[]);
    let explicit = generate(&[&format!("--sysroot={SYSROOT}")]);
    assert_eq!(
        found, explicit,
        "bindings with the found sysroot differ from those with --sysroot={SYSROOT}"
    );
    assert!(
        found.contains("[::std::mem::size_of::<stat>() - 128usize]"),
        "struct stat is not aarch64's:\n{found}"
    );
}
