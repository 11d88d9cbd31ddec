//! Drop-in check against the Linux kernel's use of `bindgen` (its rust/Makefile command line): the kernel's
//! flag line over a broad set of UAPI headers, output compiled as a `#![no_std]` crate.
//!
//! `MaybeZeroable` is a derive macro in the kernel. Derives must be proc-macros, so the
//! test builds a one-function proc-macro crate with rustc that accepts the derive and
//! expands to nothing; the generated file is compiled exactly as bindgen wrote it.

mod common;
use common::tool_missing;
use std::path::{Path, PathBuf};
use std::process::Command;

const UAPI_HEADERS: &[&str] = &[
    "linux/types.h",
    "linux/ioctl.h",
    "linux/fs.h",
    "linux/if.h",
    "linux/netlink.h",
    "linux/rtnetlink.h",
    "linux/ethtool.h",
    "linux/input.h",
    "linux/perf_event.h",
    "linux/bpf.h",
    "linux/io_uring.h",
    "linux/if_ether.h",
    "linux/if_packet.h",
    "linux/virtio_ring.h",
    "linux/blkzoned.h",
    "linux/tcp.h",
    "linux/in6.h",
    "linux/sched.h",
];

/// The bindgen part of the kernel's `rust/Makefile` rule (6.x), with our file names.
const KERNEL_FLAGS: &[&str] = &[
    "--blocklist-type",
    "__kernel_s?size_t",
    "--blocklist-type",
    "__kernel_ptrdiff_t",
    "--no-doc-comments",
    "--with-derive-custom-struct",
    ".*=MaybeZeroable",
    "--with-derive-custom-union",
    ".*=MaybeZeroable",
    "--rust-target",
    "1.68",
    "--use-core",
    "--with-derive-default",
    "--ctypes-prefix",
    "ffi",
    "--no-layout-tests",
    "--no-debug",
    ".*",
    "--enable-function-attribute-detection",
    "-o",
    "out.rs",
    "--",
    "-Wp,-MMD,dep.d",
    "-D__BINDGEN__",
    "-DMODULE",
];

fn have_uapi() -> bool {
    UAPI_HEADERS
        .iter()
        .all(|h| Path::new("/usr/include").join(h).exists())
}

fn bindgen(dir: &Path, args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bindgen"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// Builds the stand-in `MaybeZeroable` derive and returns the library path.
fn maybe_zeroable_macro(dir: &Path) -> PathBuf {
    let src = dir.join("maybe_zeroable.rs");
    std::fs::write(
        &src,
        "extern crate proc_macro;\n\
         #[proc_macro_derive(MaybeZeroable)]\n\
         pub fn maybe_zeroable(_item: proc_macro::TokenStream) -> proc_macro::TokenStream {\n\
             proc_macro::TokenStream::new()\n\
         }\n",
    )
    .unwrap();
    let lib = dir.join(format!(
        "{}maybe_zeroable{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    let st = Command::new(rustc())
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "proc-macro",
            "--crate-name",
            "maybe_zeroable",
        ])
        .arg(&src)
        .arg("-o")
        .arg(&lib)
        .status()
        .unwrap();
    assert!(st.success(), "cannot build the MaybeZeroable stand-in");
    lib
}

/// Compiles `bindings` (included at the crate root) as a `#![no_std]` library.
fn compile_no_std(dir: &Path, bindings: &str, macro_lib: Option<&Path>) {
    let mut lib = String::from(
        "#![no_std]\n\
         #![allow(non_camel_case_types, non_upper_case_globals, non_snake_case, dead_code)]\n\
         #![deny(improper_ctypes, improper_ctypes_definitions)]\n\
         mod ffi { pub use core::ffi::*; }\n",
    );
    if macro_lib.is_some() {
        lib.push_str("use maybe_zeroable::MaybeZeroable;\n");
    }
    lib.push_str(&format!("include!({bindings:?});\n"));
    std::fs::write(dir.join("lib.rs"), lib).unwrap();
    let mut cmd = Command::new(rustc());
    cmd.args([
        "--edition",
        "2021",
        "--crate-type",
        "rlib",
        "--crate-name",
        "kernel_bindings",
        "lib.rs",
    ]);
    cmd.args(["-o", "libkernel_bindings.rlib"]).current_dir(dir);
    if let Some(m) = macro_lib {
        cmd.arg("--extern")
            .arg(format!("maybe_zeroable={}", m.display()));
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "rustc rejected the bindings:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn kernel_flag_line_over_uapi_headers() {
    if !have_uapi() {
        tool_missing("the Linux UAPI headers (linux-libc-dev)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let header: String = UAPI_HEADERS
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .collect();
    std::fs::write(dir.path().join("uapi.h"), header).unwrap();
    let mut args = vec!["uapi.h"];
    args.extend_from_slice(KERNEL_FLAGS);
    let (code, stderr) = bindgen(dir.path(), &args);
    assert_eq!(code, 0, "{stderr}");

    // clang wrote the depfile requested through -Wp,-MMD.
    let dep = std::fs::read_to_string(dir.path().join("dep.d")).expect("clang wrote no depfile");
    assert!(dep.contains("uapi.h"), "{dep}");

    let out = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(
        out.contains("pub struct io_uring_sqe"),
        "io_uring types missing"
    );
    assert!(out.contains("pub union bpf_attr"), "bpf types missing");
    assert!(
        out.contains("pub struct perf_event_attr"),
        "perf types missing"
    );
    assert!(out.contains("pub struct ifreq"), "if.h types missing");
    // Blocklisted typedefs are used but not defined.
    assert!(
        !out.contains("pub type __kernel_size_t"),
        "blocklisted type defined"
    );
    assert!(
        !out.contains("pub type __kernel_ssize_t"),
        "blocklisted type defined"
    );
    assert!(
        !out.contains("pub type __kernel_ptrdiff_t"),
        "blocklisted type defined"
    );
    // --use-core + --ctypes-prefix ffi, --no-debug '.*', --no-layout-tests, no docs.
    assert!(!out.contains("::std::"), "std path in --use-core output");
    assert!(out.contains("ffi::c_int"));
    assert!(
        !out.contains("#[test]") && !out.contains("const _: () ="),
        "layout tests present"
    );
    // Helper types may carry their own docs; nothing taken from C comments may.
    let items = &out[out.find("\npub const ").expect("no constants")..];
    assert!(!items.contains("#[doc"), "doc comments present");
    // Every generated (non-helper) struct and union: MaybeZeroable, never Debug.
    let lines: Vec<&str> = out.lines().collect();
    let mut checked = 0;
    for (i, l) in lines.iter().enumerate() {
        let Some(rest) = l
            .strip_prefix("pub struct ")
            .or_else(|| l.strip_prefix("pub union "))
        else {
            continue;
        };
        if rest.starts_with("__Bindgen") || rest.starts_with("__IncompleteArrayField") {
            continue;
        }
        let derive = lines[i.saturating_sub(3)..i]
            .iter()
            .find(|d| d.starts_with("#[derive("));
        let derive = derive.unwrap_or_else(|| panic!("no derives on {l}"));
        assert!(derive.contains("MaybeZeroable"), "{l}: {derive}");
        assert!(
            !derive.contains("Debug"),
            "Debug derived despite --no-debug '.*': {l}: {derive}"
        );
        checked += 1;
    }
    assert!(checked > 300, "only {checked} types");
    assert!(out.contains("Default, Copy, Clone, MaybeZeroable)]"));

    let macro_lib = maybe_zeroable_macro(dir.path());
    compile_no_std(dir.path(), "out.rs", Some(&macro_lib));
}

/// The compiler flags a kernel build hands to libclang (x86_64; the ones clang 11+ knows).
const KERNEL_CLANG_FLAGS: &[&str] = &[
    "--target=x86_64-linux-gnu",
    "-fmacro-prefix-map=./=",
    "-std=gnu11",
    "-fshort-wchar",
    "-funsigned-char",
    "-fno-common",
    "-fno-PIE",
    "-fno-strict-aliasing",
    "-mno-sse",
    "-mno-mmx",
    "-mno-sse2",
    "-mno-3dnow",
    "-mno-avx",
    "-fcf-protection=none",
    "-m64",
    "-mno-red-zone",
    "-mcmodel=kernel",
    "-Wall",
    "-Wundef",
    "-Werror=implicit-function-declaration",
    "-Werror=strict-prototypes",
    "-Wno-format-security",
    "-fno-delete-null-pointer-checks",
    "-O2",
    "-fstack-protector-strong",
    "-pg",
    "-mfentry",
    "-DCC_USING_FENTRY",
    "-falign-functions=16",
    "-fno-strict-overflow",
    "-Wno-pointer-sign",
    "-Wno-gnu",
    "-Wno-unused-function",
    "-D__BINDGEN__",
    "-DMODULE",
    "-DKBUILD_BASENAME=\"uapi\"",
    "-DKBUILD_MODNAME=\"uapi\"",
];

/// The same line with a kernel-like clang command line (`-nostdinc` plus explicit
/// system directories, code-model and warning flags): still exit 0, same items.
#[test]
fn kernel_clang_flags_are_passed_through() {
    if !have_uapi() || !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        if cfg!(all(target_arch = "x86_64", target_os = "linux")) {
            tool_missing("the Linux UAPI headers (linux-libc-dev)");
        } else {
            eprintln!("skipped: the kernel flag line is x86_64 Linux's");
        }
        return;
    }
    let Some(resource_dir) = Command::new("clang")
        .arg("-print-resource-dir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    else {
        tool_missing("a clang driver (for its resource directory)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let header: String = UAPI_HEADERS
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .collect();
    std::fs::write(dir.path().join("uapi.h"), header).unwrap();
    let builtin_include = format!("{resource_dir}/include");
    let mut args = vec!["uapi.h"];
    args.extend_from_slice(&KERNEL_FLAGS[..KERNEL_FLAGS.len() - 2]); // without -D__BINDGEN__ -DMODULE
    args.extend_from_slice(&[
        "-nostdinc",
        "-isystem",
        &builtin_include,
        "-isystem",
        "/usr/include",
    ]);
    let multiarch = "/usr/include/x86_64-linux-gnu";
    if Path::new(multiarch).exists() {
        args.extend_from_slice(&["-isystem", multiarch]);
    }
    args.extend_from_slice(KERNEL_CLANG_FLAGS);
    let (code, stderr) = bindgen(dir.path(), &args);
    assert_eq!(code, 0, "{stderr}");
    let out = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(out.contains("pub struct io_uring_sqe") && out.contains("pub union bpf_attr"));
    let dep = std::fs::read_to_string(dir.path().join("dep.d")).expect("clang wrote no depfile");
    assert!(dep.contains("uapi.h"), "{dep}");
}

/// The kernel's helpers run: nothing but `rust_helper_*` functions, plus the
/// static-inline variant that writes C wrappers.
#[test]
fn kernel_helpers_and_static_inline_runs() {
    if !have_uapi() {
        tool_missing("the Linux UAPI headers (linux-libc-dev)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("helpers.h"),
        "#include <linux/types.h>\n#include <linux/ioctl.h>\n\
         struct page { __u64 flags; };\n\
         #define PAGE_SHIFT 12\n\
         int rust_helper_page_count(struct page *p);\n\
         __u32 rust_helper_ioc(unsigned int nr);\n\
         int other_function(int);\n\
         static inline int rust_helper_inline_add(int a, int b) { return a + b; }\n",
    )
    .unwrap();
    let common = [
        "--blocklist-type",
        ".*",
        "--allowlist-var",
        "",
        "--allowlist-function",
        "rust_helper_.*",
        "--use-core",
        "--ctypes-prefix",
        "ffi",
        "--no-layout-tests",
        "--rust-target",
        "1.68",
    ];
    let mut args = vec!["helpers.h"];
    args.extend_from_slice(&common);
    args.extend_from_slice(&["-o", "helpers.rs", "--", "-D__BINDGEN__"]);
    let (code, stderr) = bindgen(dir.path(), &args);
    assert_eq!(code, 0, "{stderr}");
    let out = std::fs::read_to_string(dir.path().join("helpers.rs")).unwrap();
    assert!(
        out.contains("pub fn rust_helper_page_count(p: *mut page)"),
        "{out}"
    );
    assert!(
        out.contains("pub fn rust_helper_ioc(nr: ffi::c_uint) -> __u32"),
        "{out}"
    );
    assert!(
        !out.contains("other_function") && !out.contains("PAGE_SHIFT"),
        "{out}"
    );
    assert!(
        !out.contains("pub struct page") && !out.contains("pub type __u32"),
        "{out}"
    );

    let mut args = vec!["helpers.h"];
    args.extend_from_slice(&common);
    args.extend_from_slice(&[
        "--experimental",
        "--wrap-static-fns",
        "--wrap-static-fns-path",
        "wrappers",
        "-o",
        "inline.rs",
        "--",
        "-D__BINDGEN__",
    ]);
    let (code, stderr) = bindgen(dir.path(), &args);
    assert_eq!(code, 0, "{stderr}");
    let out = std::fs::read_to_string(dir.path().join("inline.rs")).unwrap();
    assert!(out.contains("rust_helper_inline_add__extern"), "{out}");
    let c = std::fs::read_to_string(dir.path().join("wrappers.c")).expect("no wrapper C file");
    assert!(c.contains("rust_helper_inline_add__extern"), "{c}");
    assert!(c.contains("helpers.h"), "{c}");
}
