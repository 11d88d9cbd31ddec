//! `--wrap-static-fns`: every wrapper the Rust side links to is written in
//! the C file, and that file compiles with the system C compiler (`cc` or
//! `$CC`), `-Wall -Werror`.

use std::fs;
use std::path::Path;
use std::process::Command;

/// Static functions of every awkward shape: variadic (cannot be wrapped and
/// must not be declared), array and function-pointer parameters, a
/// function-pointer return type, `va_list`, no parameters at all.
const HEADER: &str = r#"
#include <stdarg.h>
typedef double pair[2];
struct point { int x, y; };
static inline int twice(int v) { return 2 * v; }
static inline int print_all(const char *fmt, ...) { return fmt != 0; }
static inline int print_list(const char *fmt, va_list ap) { (void)ap; return fmt != 0; }
static int first_of(int n, const int values[8]) { return n > 0 ? values[0] : 0; }
static inline double sum_pair(pair p) { return p[0] + p[1]; }
static inline int corner(int (*grid)[3], char rows[2][3]) { return grid[0][0] + rows[0][0]; }
static inline void each(void (*visit)(int), struct point where) { visit(where.x); }
static int plus_one(int v) { return v + 1; }
static inline int (*pick(int which))(int) { return which ? plus_one : twice; }
static inline void tick(void) {}
int not_static(int x);
"#;

fn compiler() -> String {
    std::env::var("CC").unwrap_or_else(|_| "cc".to_string())
}

#[test]
fn wrappers_exist_for_every_declaration_and_compile() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("statics.h");
    fs::write(&header, HEADER).expect("header written");
    let wrappers = dir.path().join("wrappers");
    let rust = bindgen::Builder::default()
        .header(header.to_str().expect("UTF-8 path"))
        .wrap_static_fns(true)
        .wrap_static_fns_path(&wrappers)
        .generate()
        .expect("bindings generate")
        .to_string();
    let c_file = wrappers.with_extension("c");
    let c = fs::read_to_string(&c_file).expect("wrapper source written");

    // The variadic function is neither declared nor wrapped.
    assert!(
        !rust.contains("print_all"),
        "variadic static declared:\n{rust}"
    );
    assert!(!c.contains("print_all"), "variadic static wrapped:\n{c}");

    // Each link name on the Rust side has its C definition, and vice versa.
    let linked: Vec<&str> = rust
        .split("#[link_name = \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let defined: Vec<&str> = c
        .lines()
        .filter(|l| l.contains("__extern("))
        .filter_map(|l| {
            let end = l.find("__extern(")? + "__extern".len();
            let start = l[..end].rfind(' ').map_or(0, |s| s + 1);
            Some(&l[start..end])
        })
        .collect();
    let mut a = linked.clone();
    let mut b = defined.clone();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b, "declared and written wrappers differ:\n{rust}\n{c}");
    assert_eq!(a.len(), 9, "one wrapper per non-variadic static: {a:?}");
    assert!(c.ends_with('\n'), "the C file ends with a newline");

    compile(&c_file, dir.path());
}

fn compile(c_file: &Path, include: &Path) {
    let out = include.join("wrappers.o");
    let status = Command::new(compiler())
        .arg("-c")
        .arg("-Wall")
        .arg("-Werror")
        .arg("-I")
        .arg(include)
        .arg(c_file)
        .arg("-o")
        .arg(&out)
        .status()
        .expect("the C compiler runs");
    assert!(
        status.success(),
        "wrapper source does not compile:\n{}",
        fs::read_to_string(c_file).unwrap_or_default()
    );
}
