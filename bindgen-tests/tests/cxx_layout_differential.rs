//! Differential layout test for C++: clang++ against the generated Rust.
//!
//! For every header `cxx-differential/<name>.hpp` (ours) this test
//!
//! 1. generates bindings for the header, with this repository's `bindgen`
//!    library by default, or with the CLI named by `CXX_DIFF_BINDGEN`
//!    (`CXX_DIFF_BINDGEN=/opt/upstream-0.73.2/bin/bindgen` checks the test
//!    itself against upstream's output);
//! 2. reads the header's `// check:` lines, which say which classes must be
//!    in the bindings and what they hold (see below), and matches them with
//!    the Rust items (found with `syn`); a missing class, field, base, vtable
//!    pointer, bitfield accessor or static, and any Rust field that has no
//!    C++ counterpart, is a mismatch;
//! 3. compiles a C++ probe with clang++ that prints `sizeof`, `alignof`,
//!    the offset and size of every member, the offset of every non-virtual
//!    base subobject (a `static_cast` of a pointer) and whether the class is
//!    polymorphic, and a Rust probe (rustc) that prints `size_of`,
//!    `align_of`, `offset_of!` and member sizes of the generated types;
//! 4. requires identical numbers and lists every mismatch as
//!    `header: Class.member what: Rust N vs clang++ M`.
//!
//! The generated layout assertions (`const _: () = { ... };`) are removed
//! before the Rust probe is compiled: a wrong layout then shows up as a
//! listed mismatch instead of one compile error.
//!
//! A check line is `// check: <C++ class> [bases=B1,B2] [vtable]
//! [fields=f1,f2] [bits=b1,b2] [statics=s1]`:
//! * the Rust name is the C++ qualified name with `_` for `::`; every header
//!   also runs with `--enable-cxx-namespaces`, where namespaces are modules
//!   under `root` (`root::shop::Item`) and only nested classes are flattened;
//! * `bases` are the non-empty, non-virtual bases in declaration order, which
//!   must be the `_base`, `_base_1`, ... fields; empty bases take no room
//!   (empty-base optimisation) and virtual bases are reached through the
//!   vtable, so neither has a field;
//! * `vtable` says the class introduces the vtable pointer (`vtable_`, at
//!   offset 0 and pointer-sized), which clang++ confirms: the class is
//!   polymorphic or one of its `vbases` is a virtual base;
//! * `vbases` are virtual bases (clang++ checks they are virtual);
//! * `fields` are data members (a Rust keyword gets a `_` suffix);
//! * `bits` are bitfields: their storage units have no C++ counterpart, but
//!   the getter and setter methods must exist;
//! * `statics` are static data members: an `extern` static
//!   `<Class>_<name>` with a `link_name` must exist;
//! * `rust=<args>` makes the class a template instantiation (`Pair<int, char>`):
//!   its generic struct (found by the name before `<`) is probed with these
//!   Rust arguments (`rust=<c_int,c_char>`, C types from `std::os::raw`).
//!
//! Cases upstream 0.73.2 gets wrong are left out on purpose: a derived class
//! whose fields reuse the tail padding of a non-POD base, and a class with
//! two bases sharing a virtual base (upstream's own layout assertions fail).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

use quote::ToTokens as _;

/// Names the CLI to generate the bindings with instead of the library.
const CLI_ENV: &str = "CXX_DIFF_BINDGEN";

/// Clang arguments for every header.
const CXX_ARGS: &[&str] = &["-x", "c++", "-std=c++17"];

/// Generated field names with no C++ counterpart.
const GENERATED_FIELD_PREFIXES: &[&str] = &[
    "_bitfield_",
    "__bindgen_padding_",
    "_bindgen_opaque_blob",
    "_address",
    "_bindgen_align",
    "_phantom_",
];

/// One `// check:` line.
#[derive(Debug, Default)]
struct Check {
    cxx: String,
    bases: Vec<String>,
    vtable: bool,
    vbases: Vec<String>,
    fields: Vec<String>,
    bits: Vec<String>,
    statics: Vec<String>,
    /// Rust generic arguments of a template instantiation (`<c_int>`).
    rust_args: Option<String>,
}

/// A header in one naming mode, its checks and the generated bindings (None
/// if generating or parsing failed; the reason is a mismatch already).
struct Case {
    name: String,
    path: PathBuf,
    /// `--enable-cxx-namespaces`: namespaces are modules under `root`.
    namespaced: bool,
    checks: Vec<Check>,
    bindings: Option<syn::File>,
}

/// One number both probes compute.
#[derive(Debug)]
enum Query {
    Size,
    Align,
    /// A data member (C++ name, Rust name).
    Offset(String, String),
    FieldSize(String, String),
    /// A base subobject (C++ base, Rust field).
    BaseOffset(String, String),
    BaseSize(String, String),
    VtableOffset,
    VtableSize,
}

/// A query about one class.
struct Probe {
    check: usize,
    /// The class's Rust path below the bindings module.
    rust: String,
    query: Query,
}

#[test]
fn cxx_layout_matches_clang() {
    if !tools_present() {
        bindgen_tests::tool_missing("cxx_layout_matches_clang", "clang++ and rustc");
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut mismatches = Vec::new();
    let mut cases = Vec::new();
    for (path, namespaced) in headers()
        .into_iter()
        .flat_map(|p| [(p.clone(), false), (p, true)])
    {
        let mut name = file_name(&path);
        if namespaced {
            name.push_str(" (--enable-cxx-namespaces)");
        }
        let checks = parse_checks(&path);
        assert!(!checks.is_empty(), "{name}: no `// check:` lines");
        let bindings = match generate(&path, namespaced) {
            Ok(text) => match syn::parse_file(&text) {
                Ok(file) => Some(file),
                Err(e) => {
                    mismatches.push(format!("{name}: the bindings do not parse: {e}"));
                    None
                }
            },
            Err(e) => {
                mismatches.push(format!("{name}: generating the bindings failed: {e}"));
                None
            }
        };
        cases.push(Case {
            name,
            path,
            namespaced,
            checks,
            bindings,
        });
    }
    let mut probes: Vec<Vec<Probe>> = Vec::new();
    for case in &cases {
        probes.push(plan(case, &mut mismatches));
    }
    let cxx_values = run_cxx_probe(dir.path(), &cases, &probes);
    let (rust_values, probe_error) = match run_rust_probe(dir.path(), &cases, &probes) {
        Ok(values) => (Some(values), None),
        Err(e) => (None, Some(e)),
    };
    let mut compared = 0usize;
    for (i, (case, list)) in cases.iter().zip(&probes).enumerate() {
        for (j, probe) in list.iter().enumerate() {
            let Some(rust) = &rust_values else { break };
            compared += 1;
            let c = cxx_values.get(&(i, j)).copied();
            let r = rust.get(&(i, j)).copied();
            if c != r || c.is_none() {
                mismatches.push(format!(
                    "{}: {}: Rust {} vs clang++ {}",
                    case.name,
                    describe(&case.checks[probe.check], &probe.query),
                    show(r),
                    show(c)
                ));
            }
        }
    }
    // Grouped by header (every message starts with its file name).
    mismatches.sort();
    mismatches.extend(probe_error);
    let checks: usize = cases.iter().map(|c| c.checks.len()).sum();
    println!(
        "cxx layout differential ({}): {} cases (headers x naming modes), {} class checks, {} numbers compared, {} mismatches",
        env::var(CLI_ENV).unwrap_or_else(|_| "bindgen library".to_owned()),
        cases.len(),
        checks,
        compared,
        mismatches.len()
    );
    assert!(
        mismatches.is_empty(),
        "{} C++ layout mismatches (class.member: Rust vs clang++):\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}

fn show(v: Option<u64>) -> String {
    match v {
        Some(u64::MAX) => "no vtable pointer".to_owned(),
        Some(v) => v.to_string(),
        None => "nothing".to_owned(),
    }
}

fn describe(check: &Check, query: &Query) -> String {
    let class = &check.cxx;
    match query {
        Query::Size => format!("{class} size"),
        Query::Align => format!("{class} alignment"),
        Query::Offset(c, _) => format!("{class}.{c} offset"),
        Query::FieldSize(c, _) => format!("{class}.{c} size"),
        Query::BaseOffset(b, f) => format!("{class}.{f} (base {b}) offset"),
        Query::BaseSize(b, f) => format!("{class}.{f} (base {b}) size"),
        Query::VtableOffset => format!("{class}.vtable_ offset"),
        Query::VtableSize => format!("{class}.vtable_ size"),
    }
}

fn tools_present() -> bool {
    let ok = |tool: &str| {
        Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    ok(&clangxx()) && ok(&rustc())
}

fn clangxx() -> String {
    env::var("CLANGXX").unwrap_or_else(|_| "clang++".to_owned())
}

fn rustc() -> String {
    env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned())
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .and_then(|n| n.to_str())
        .expect("UTF-8 file name")
        .to_owned()
}

/// `cxx-differential/*.hpp`, sorted.
fn headers() -> Vec<PathBuf> {
    let dir = bindgen_tests::crate_dir().join("cxx-differential");
    let mut out: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "hpp"))
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no headers in {}", dir.display());
    out
}

fn parse_checks(path: &Path) -> Vec<Check> {
    let text = fs::read_to_string(path).expect("read header");
    let mut checks = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.trim().strip_prefix("// check:") else {
            continue;
        };
        let mut words = rest.split_whitespace();
        let mut check = Check {
            cxx: words.next().expect("class name after `check:`").to_owned(),
            ..Check::default()
        };
        let list = |v: &str| v.split(',').map(str::to_owned).collect::<Vec<_>>();
        for word in words {
            match word.split_once('=') {
                None if word == "vtable" => check.vtable = true,
                Some(("bases", v)) => check.bases = list(v),
                Some(("vbases", v)) => check.vbases = list(v),
                Some(("fields", v)) => check.fields = list(v),
                Some(("bits", v)) => check.bits = list(v),
                Some(("statics", v)) => check.statics = list(v),
                Some(("rust", v)) => check.rust_args = Some(v.to_owned()),
                _ => panic!("{}:{}: unknown check word `{word}`", path.display(), n + 1),
            }
        }
        checks.push(check);
    }
    checks
}

// ---------------------------------------------------------------------------
// Generating the bindings.

fn generate(path: &Path, namespaced: bool) -> Result<String, String> {
    // Only the header's own items: no helper items of the system headers.
    let allow = format!(".*/{}", regex_escape(&file_name(path)));
    if let Ok(cli) = env::var(CLI_ENV) {
        let out = Command::new(&cli)
            .arg(path)
            .args(["--allowlist-file", &allow])
            .args(namespaced.then_some("--enable-cxx-namespaces"))
            .arg("--")
            .args(CXX_ARGS)
            .output()
            .map_err(|e| format!("cannot run {cli}: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        return String::from_utf8(out.stdout).map_err(|e| e.to_string());
    }
    let mut builder = bindgen::Builder::default();
    if namespaced {
        builder = builder.enable_cxx_namespaces();
    }
    builder
        .header(path.to_str().expect("UTF-8 path"))
        .allowlist_file(allow)
        .clang_args(CXX_ARGS.iter().copied())
        .generate()
        .map(|b| b.to_string())
        .map_err(|e| e.to_string())
}

fn regex_escape(s: &str) -> String {
    s.chars()
        .flat_map(|c| {
            let special = !c.is_ascii_alphanumeric() && c != '_';
            special.then_some('\\').into_iter().chain([c])
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Matching the checks with the Rust items.

/// The queries of one case; every structural mismatch goes to `mismatches`.
fn plan(case: &Case, mismatches: &mut Vec<String>) -> Vec<Probe> {
    let Some(file) = &case.bindings else {
        return Vec::new();
    };
    let mut probes = Vec::new();
    for (k, check) in case.checks.iter().enumerate() {
        let mut miss = |what: String| mismatches.push(format!("{}: {}", case.name, what));
        // (An instantiation is found by its template's name.)
        let template = check.cxx.split('<').next().unwrap_or(&check.cxx);
        let place = locate(file, template, case.namespaced);
        let rust = format!("{}{}", place.path, check.rust_args.as_deref().unwrap_or(""));
        let Some(item) = find_type(place.scope, &place.ident) else {
            miss(format!(
                "{}: no Rust type `{rust}` in the bindings",
                check.cxx
            ));
            continue;
        };
        let mut push = |query| {
            probes.push(Probe {
                check: k,
                rust: rust.clone(),
                query,
            })
        };
        push(Query::Size);
        push(Query::Align);
        let syn::Item::Struct(s) = item else {
            let is_class = check.vtable || !check.fields.is_empty() || !check.bases.is_empty();
            if is_class {
                miss(format!("{}: `{rust}` is not a struct", check.cxx));
            }
            continue;
        };
        let mut seen_fields = Vec::new();
        let mut base_index = 0usize;
        let mut has_vtable = false;
        for field in &s.fields {
            let Some(ident) = &field.ident else { continue };
            let name = ident.to_string();
            if name == "vtable_" {
                has_vtable = true;
                if !check.vtable {
                    miss(format!(
                        "{}: a `vtable_` field it should not have",
                        check.cxx
                    ));
                }
                push(Query::VtableOffset);
                push(Query::VtableSize);
            } else if name == "_base" || name.starts_with("_base_") {
                let Some(base) = check.bases.get(base_index) else {
                    miss(format!(
                        "{}.{name}: a base field C++ does not have",
                        check.cxx
                    ));
                    continue;
                };
                base_index += 1;
                let ty = type_path(&field.ty);
                let expected = locate(file, base, case.namespaced).path;
                if ty != expected {
                    miss(format!(
                        "{}.{name}: base type `{ty}`, expected `{expected}`",
                        check.cxx
                    ));
                    continue;
                }
                push(Query::BaseOffset(base.clone(), name.clone()));
                push(Query::BaseSize(base.clone(), name));
            } else if GENERATED_FIELD_PREFIXES.iter().any(|p| name.starts_with(p)) {
                continue;
            } else if let Some(cxx) = check.fields.iter().find(|f| field_matches(f, &name)) {
                seen_fields.push(cxx.clone());
                if !matches!(field.vis, syn::Visibility::Public(_)) {
                    miss(format!("{}.{cxx}: the Rust field is not `pub`", check.cxx));
                    continue;
                }
                push(Query::Offset(cxx.clone(), name.clone()));
                push(Query::FieldSize(cxx.clone(), name));
            } else {
                miss(format!(
                    "{}.{name}: a Rust field with no C++ counterpart",
                    check.cxx
                ));
            }
        }
        if check.vtable && !has_vtable {
            miss(format!("{}: no `vtable_` field", check.cxx));
        }
        for base in &check.bases[base_index.min(check.bases.len())..] {
            miss(format!("{}: no `_base` field for base {base}", check.cxx));
        }
        for field in check.fields.iter().filter(|f| !seen_fields.contains(f)) {
            miss(format!("{}.{field}: missing in Rust", check.cxx));
        }
        let methods = impl_methods(place.scope, &place.ident);
        for bit in &check.bits {
            for method in [bit.clone(), format!("set_{bit}")] {
                if !methods.contains(&method) {
                    miss(format!(
                        "{}.{bit}: no bitfield accessor `{rust}::{method}`",
                        check.cxx
                    ));
                }
            }
        }
        for name in &check.statics {
            let wanted = format!("{}_{name}", place.ident);
            if !has_linked_static(place.scope, &wanted) {
                miss(format!(
                    "{}::{name}: no extern static `{wanted}` with a `link_name`",
                    check.cxx
                ));
            }
        }
    }
    probes
}

/// `ref` matches `ref_` and `r#ref`.
fn field_matches(cxx: &str, rust: &str) -> bool {
    let rust = rust.strip_prefix("r#").unwrap_or(rust);
    rust == cxx || rust.strip_suffix('_') == Some(cxx)
}

/// Where a C++ class is in the bindings.
struct Place<'a> {
    /// The items of the module holding it.
    scope: &'a [syn::Item],
    /// Its Rust name.
    ident: String,
    /// Its path below the bindings module (`shop_Item`, `root::shop::Item`).
    path: String,
}

/// Finds the module of a C++ qualified name. Flattened, the Rust name is the
/// qualified name with `_` for `::`. With namespaces as modules, leading
/// segments that name a module under `root` are modules and the rest (a
/// class nested in a class) is flattened.
fn locate<'a>(file: &'a syn::File, cxx: &str, namespaced: bool) -> Place<'a> {
    let segments: Vec<&str> = cxx.split("::").collect();
    if !namespaced {
        let ident = segments.join("_");
        return Place {
            scope: &file.items,
            path: ident.clone(),
            ident,
        };
    }
    let mut scope: &[syn::Item] = module(&file.items, "root").unwrap_or(&[]);
    let mut path = vec!["root"];
    let mut rest = &segments[..];
    while rest.len() > 1 {
        let Some(inner) = module(scope, rest[0]) else {
            break;
        };
        scope = inner;
        path.push(rest[0]);
        rest = &rest[1..];
    }
    let ident = rest.join("_");
    Place {
        scope,
        path: format!("{}::{ident}", path.join("::")),
        ident,
    }
}

/// The items of `mod <name>` in `items`.
fn module<'a>(items: &'a [syn::Item], name: &str) -> Option<&'a [syn::Item]> {
    items.iter().find_map(|item| match item {
        syn::Item::Mod(m) if m.ident == name => m.content.as_ref().map(|(_, c)| &c[..]),
        _ => None,
    })
}

/// A type's path as written (`root::shop::Item`, `Point`).
fn type_path(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Path(p) => p
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::"),
        _ => ty.to_token_stream().to_string(),
    }
}

fn find_type<'a>(items: &'a [syn::Item], name: &str) -> Option<&'a syn::Item> {
    items.iter().find(|item| match item {
        syn::Item::Struct(s) => s.ident == name,
        syn::Item::Union(u) => u.ident == name,
        syn::Item::Enum(e) => e.ident == name,
        syn::Item::Type(t) => t.ident == name,
        _ => false,
    })
}

fn last_ident(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// Names of the methods in every `impl <name>` block.
fn impl_methods(items: &[syn::Item], name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for item in items {
        let syn::Item::Impl(imp) = item else { continue };
        if imp.trait_.is_some() || last_ident(&imp.self_ty).as_deref() != Some(name) {
            continue;
        }
        for member in &imp.items {
            if let syn::ImplItem::Fn(f) = member {
                out.push(f.sig.ident.to_string());
            }
        }
    }
    out
}

fn has_linked_static(items: &[syn::Item], name: &str) -> bool {
    items.iter().any(|item| {
        let syn::Item::ForeignMod(m) = item else {
            return false;
        };
        m.items.iter().any(|f| {
            let syn::ForeignItem::Static(s) = f else {
                return false;
            };
            s.ident == name && s.attrs.iter().any(|a| a.path().is_ident("link_name"))
        })
    })
}

// ---------------------------------------------------------------------------
// The C++ probe.

/// Helpers every C++ probe unit shares.
const CXX_PRELUDE: &str = r#"#include <cstddef>
#include <type_traits>
#include <utility>
// A reference member is stored as a pointer; sizeof would give the referee.
template <class M> constexpr unsigned long long bg_member_size() {
    return std::is_reference<M>::value ? sizeof(void *) : sizeof(M);
}
// Where the base subobject of a (non-virtual) base sits in a T.
template <class T, class B> unsigned long long bg_base_offset() {
    alignas(T) static unsigned char storage[sizeof(T)];
    T *whole = reinterpret_cast<T *>(storage);
    B *part = static_cast<B *>(whole);
    return reinterpret_cast<unsigned char *>(part) - storage;
}
// A class is dynamic (has a vtable pointer, at offset 0) when it is
// polymorphic or has a virtual base. B is a virtual base of T when it is a
// base that T cannot be reached from with a static_cast.
template <class T, class B, class = void> struct bg_downcasts : std::false_type {};
template <class T, class B>
struct bg_downcasts<T, B, decltype(void(static_cast<T *>(std::declval<B *>())))>
    : std::true_type {};
template <class T, class B> constexpr bool bg_virtual_base() {
    return std::is_base_of<B, T>::value && !bg_downcasts<T, B>::value;
}
template <class T, class... VB> constexpr unsigned long long bg_vtable_offset() {
    return std::is_polymorphic<T>::value || (false || ... || bg_virtual_base<T, VB>())
               ? 0 : ~0ull;
}
"#;

fn cxx_expr(check: &Check, query: &Query) -> String {
    let t = format!("::{}", check.cxx);
    match query {
        Query::Size => format!("sizeof({t})"),
        Query::Align => format!("alignof({t})"),
        Query::Offset(f, _) => format!("__builtin_offsetof({t}, {f})"),
        Query::FieldSize(f, _) => format!("bg_member_size<decltype({t}::{f})>()"),
        Query::BaseOffset(b, _) => format!("bg_base_offset< {t}, ::{b}>()"),
        Query::BaseSize(b, _) => format!("sizeof(::{b})"),
        Query::VtableOffset => {
            let vbases: String = check.vbases.iter().map(|b| format!(", ::{b}")).collect();
            format!("bg_vtable_offset< {t}{vbases}>()")
        }
        Query::VtableSize => "sizeof(void *)".to_owned(),
    }
}

/// One unit per header (each sees only its header), one executable.
fn run_cxx_probe(
    dir: &Path,
    cases: &[Case],
    probes: &[Vec<Probe>],
) -> BTreeMap<(usize, usize), u64> {
    let mut main = String::from("#include <cstdio>\n");
    let mut calls = String::new();
    let mut units = Vec::new();
    for (i, (case, list)) in cases.iter().zip(probes).enumerate() {
        let mut unit = format!("#include \"{}\"\n{CXX_PRELUDE}", case.path.display());
        writeln!(unit, "extern const unsigned long long bg_values_{i}[] = {{").unwrap();
        for probe in list {
            writeln!(
                unit,
                "    {},",
                cxx_expr(&case.checks[probe.check], &probe.query)
            )
            .unwrap();
        }
        unit.push_str("    0\n};\n");
        let file = format!("values_{i}.cpp");
        fs::write(dir.join(&file), unit).expect("write C++ probe");
        units.push(file);
        writeln!(main, "extern const unsigned long long bg_values_{i}[];").unwrap();
        writeln!(calls, "    dump({i}, bg_values_{i}, {});", list.len()).unwrap();
    }
    main.push_str(
        "static void dump(int c, const unsigned long long *v, int n) {\n    \
         for (int j = 0; j < n; j++) std::printf(\"%d %d %llu\\n\", c, j, v[j]);\n}\n",
    );
    write!(main, "int main() {{\n{calls}    return 0;\n}}\n").unwrap();
    fs::write(dir.join("main.cpp"), main).expect("write C++ main");
    let exe = dir.join("cxxprobe");
    let out = Command::new(clangxx())
        .current_dir(dir)
        .args(["-std=c++17", "-w", "-Wno-invalid-offsetof", "-o"])
        .arg(&exe)
        .args(&units)
        .arg("main.cpp")
        .output()
        .expect("run clang++");
    assert!(
        out.status.success(),
        "compiling the C++ probe failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    parse_values(&run(&exe))
}

// ---------------------------------------------------------------------------
// The Rust probe.

/// The bindings without their layout assertions (`const _: () = ...`).
fn without_layout_asserts(file: &syn::File) -> String {
    let mut file = file.clone();
    strip_layout_asserts(&mut file.items);
    file.to_token_stream().to_string()
}

/// Removes `const _` items here and in every inline module below.
fn strip_layout_asserts(items: &mut Vec<syn::Item>) {
    items.retain(|item| !matches!(item, syn::Item::Const(c) if c.ident == "_"));
    for item in items {
        if let syn::Item::Mod(syn::ItemMod {
            content: Some((_, inner)),
            ..
        }) = item
        {
            strip_layout_asserts(inner);
        }
    }
}

fn rust_expr(rust: &str, query: &Query) -> String {
    let field_size = |f: &str| {
        format!(
            "{{ let u = ::std::mem::MaybeUninit::<g::{rust}>::uninit(); let p = u.as_ptr(); \
             super::fsize(unsafe {{ ::std::ptr::addr_of!((*p).{f}) }}) }}"
        )
    };
    match query {
        Query::Size => format!("::std::mem::size_of::<g::{rust}>()"),
        Query::Align => format!("::std::mem::align_of::<g::{rust}>()"),
        Query::Offset(_, f) | Query::BaseOffset(_, f) => {
            format!("::std::mem::offset_of!(g::{rust}, {f})")
        }
        Query::FieldSize(_, f) | Query::BaseSize(_, f) => field_size(f),
        Query::VtableOffset => format!("::std::mem::offset_of!(g::{rust}, vtable_)"),
        Query::VtableSize => field_size("vtable_"),
    }
}

/// Compiles and runs one Rust program with every header's bindings as a
/// module; the compiler's errors when it does not compile.
fn run_rust_probe(
    dir: &Path,
    cases: &[Case],
    probes: &[Vec<Probe>],
) -> Result<BTreeMap<(usize, usize), u64>, String> {
    let mut src = String::from(
        "#![allow(warnings)]\n\
         fn fsize<T>(_: *const T) -> usize { ::std::mem::size_of::<T>() }\n",
    );
    let mut main = String::from("fn main() {\n");
    for (i, (case, list)) in cases.iter().zip(probes).enumerate() {
        let Some(file) = &case.bindings else { continue };
        let generated = dir.join(format!("bindings_{i}.rs"));
        fs::write(&generated, without_layout_asserts(file)).expect("write bindings");
        write!(
            src,
            "mod case_{i} {{\n    #[path = {:?}]\n    mod g;\n    \
             #[allow(unused_imports)]\n    use ::std::os::raw::*;\n    \
             pub fn values() -> ::std::vec::Vec<usize> {{\n        vec![\n",
            generated.display().to_string()
        )
        .unwrap();
        for probe in list {
            writeln!(src, "            {},", rust_expr(&probe.rust, &probe.query)).unwrap();
        }
        src.push_str("        ]\n    }\n}\n");
        writeln!(
            main,
            "    for (j, v) in case_{i}::values().iter().enumerate() {{ println!(\"{i} {{}} {{}}\", j, v); }}"
        )
        .unwrap();
    }
    main.push_str("}\n");
    src.push_str(&main);
    let main_rs = dir.join("rprobe.rs");
    fs::write(&main_rs, src).expect("write Rust probe");
    let exe = dir.join("rprobe");
    let out = Command::new(rustc())
        .current_dir(dir)
        .args([
            "--edition",
            "2021",
            "--crate-name",
            "rprobe",
            "-C",
            "debuginfo=0",
        ])
        .args(["--cap-lints", "allow", "-o"])
        .arg(&exe)
        .arg(&main_rs)
        .output()
        .expect("run rustc");
    if !out.status.success() {
        return Err(format!(
            "the Rust probe does not compile (no numbers compared):\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(parse_values(&run(&exe)))
}

// ---------------------------------------------------------------------------
// Shared.

fn run(exe: &Path) -> String {
    let out = Command::new(exe).output().expect("run probe");
    assert!(
        out.status.success(),
        "{} failed: {:?}",
        exe.display(),
        out.status
    );
    String::from_utf8(out.stdout).expect("probe prints ASCII")
}

/// Parses `case query value` lines.
fn parse_values(text: &str) -> BTreeMap<(usize, usize), u64> {
    let mut values = BTreeMap::new();
    for line in text.lines() {
        let parts: Vec<u64> = line
            .split_whitespace()
            .map(|p| p.parse().expect("number"))
            .collect();
        let [c, q, v] = parts[..] else {
            panic!("malformed probe line {line:?}");
        };
        values.insert((c as usize, q as usize), v);
    }
    values
}
