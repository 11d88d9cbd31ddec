//! `--dynamic-loading` output compiles, against a stand-in `libloading`
//! (tools/c-fuzz/stub/libloading.rs, the API the generated code uses), with
//! and without `--use-core` and `--dynamic-link-require-all`, variadic
//! functions included.

use std::path::Path;
use std::process::Command;

const HEADER: &str = "int open_device(const char *path, int flags);\n\
                      int log_message(const char *fmt, ...);\n\
                      extern unsigned long device_count;\n";

fn rustc(args: &[&str]) -> Result<(), String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let out = Command::new(rustc)
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn dynamic_loading_output_compiles() {
    let dir = tempfile::tempdir().unwrap();
    let stub = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/c-fuzz/stub/libloading.rs");
    let rlib = dir.path().join("liblibloading.rlib");
    rustc(&[
        "--edition=2021",
        "--crate-type=rlib",
        "--crate-name=libloading",
        "-o",
        rlib.to_str().unwrap(),
        stub.to_str().unwrap(),
    ])
    .expect("the libloading stand-in compiles");
    for (use_core, require_all) in [(false, false), (true, false), (true, true)] {
        let mut b = bindgen::Builder::default()
            .header_contents("dev.h", HEADER)
            .dynamic_library_name("Library")
            .dynamic_link_require_all(require_all);
        if use_core {
            b = b.use_core();
        }
        let code = b.generate().expect("generates").to_string();
        // `OsStr` only exists in `std`, `--use-core` or not.
        assert!(code.contains("::std::ffi::OsStr"), "{code}");
        // A variadic function is a field (a C-variadic pointer), as upstream.
        assert!(code.contains("pub log_message:"), "{code}");
        let rs = dir.path().join(format!("dl_{use_core}_{require_all}.rs"));
        std::fs::write(&rs, &code).unwrap();
        let extern_arg = format!("libloading={}", rlib.display());
        rustc(&[
            "--edition=2021",
            "--crate-type=lib",
            "-A",
            "warnings",
            "--extern",
            &extern_arg,
            "-o",
            dir.path().join("out.rlib").to_str().unwrap(),
            rs.to_str().unwrap(),
        ])
        .unwrap_or_else(|e| panic!("use_core={use_core} require_all={require_all}:\n{e}\n{code}"));
    }
}
