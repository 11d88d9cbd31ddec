//! Seeded layout fuzzing: random C records, laid out by clang and by the Rust
//! code we generate for them, must agree on every size, alignment and
//! member offset.
//!
//! A small xorshift generator invents top-level `struct Tn` / `union Tn`
//! definitions mixing scalars of most C types (`_Bool` .. `__int128`,
//! `long double`, pointers, function pointers, enums with fixed and with
//! wide underlying types), arrays (also multidimensional and of records),
//! bitfields (named, unnamed, `:0`), nested named and anonymous records,
//! `packed` / `aligned(N)` on records and members, `#pragma pack(push, N)`
//! and flexible array members. Types are written in batches into headers;
//! for each batch
//!
//! 1. `bindgen::builder()` generates bindings (with the default layout
//!    checks, which therefore run when the bindings compile);
//! 2. a Rust program made of the bindings and a table of
//!    `size_of` / `align_of` / `offset_of!` values prints that table;
//! 3. a C program prints the same table from `sizeof` / `_Alignof` /
//!    `offsetof`;
//! 4. the two outputs must be identical.
//!
//! Member offsets are listed for every named non-bitfield member, also for
//! members reached through nested named or anonymous records (`offset_of!`
//! takes the path through the `__bindgen_anon_N` fields). Records emitted
//! as opaque blobs are checked for size and alignment only; more than 10%
//! opaque top-level types fails the test, as it would hide bugs.
//!
//! Knobs: `BINDGEN_FUZZ_SEED` (default fixed), `BINDGEN_FUZZ_TYPES`
//! (default 2000). Two generator features can be turned off with `=0`
//! (both are on by default; they found four bugs, since fixed):
//!
//! * `BINDGEN_FUZZ_ZERO_LENGTH`: GNU zero-length array members (`int m[0]`),
//!   which turn enclosing unions into `__BindgenUnionField` wrappers;
//! * `BINDGEN_FUZZ_ALIGNED_TYPEDEFS`: members whose typedef carries
//!   `aligned(N)` (raising or lowering the alignment), also in arrays.
//!
//! Work files stay in `$CARGO_TARGET_TMPDIR/layout_fuzz/`.
//! Needs `clang` and `rustc` (or `$CLANG` / `$RUSTC`).

#[path = "layout_fuzz/gen.rs"]
mod gen;

use gen::{gen_type, Rng, Ty, PRELUDE};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::{env, fs};

const DEFAULT_SEED: u64 = 0x6c61_796f_7574_7a7a;
const DEFAULT_TYPES: usize = 2000;
const TYPES_PER_BATCH: usize = 500;

/// Fields of every record in the bindings: name -> (field -> type name).
/// The type name is the last path segment (innermost generic argument),
/// `None` for arrays and other non-path types.
struct Records {
    fields: HashMap<String, HashMap<String, Option<String>>>,
}

/// Members of unions emitted as structs of `__BindgenUnionField<T>` are
/// phantoms: `offset_of!` cannot look inside them.
const WRAPPER: &str = "__BindgenUnionField";

fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => {
            let seg = p.path.segments.last()?;
            if seg.ident == WRAPPER {
                return Some(WRAPPER.to_owned());
            }
            if let syn::PathArguments::AngleBracketed(args) = &seg.arguments {
                for a in &args.args {
                    if let syn::GenericArgument::Type(t) = a {
                        return type_name(t);
                    }
                }
            }
            Some(seg.ident.to_string())
        }
        _ => None,
    }
}

fn records(bindings: &str) -> Records {
    let file = syn::parse_file(bindings).expect("bindings parse as Rust");
    let mut fields = HashMap::new();
    for item in &file.items {
        let (name, named) = match item {
            syn::Item::Struct(s) => match &s.fields {
                syn::Fields::Named(n) => (s.ident.to_string(), &n.named),
                _ => continue,
            },
            syn::Item::Union(u) => (u.ident.to_string(), &u.fields.named),
            _ => continue,
        };
        let map = named
            .iter()
            .map(|f| (f.ident.as_ref().unwrap().to_string(), type_name(&f.ty)))
            .collect();
        fields.insert(name, map);
    }
    Records { fields }
}

impl Records {
    fn opaque(&self, name: &str) -> bool {
        self.fields
            .get(name)
            .is_some_and(|f| f.contains_key("_bindgen_opaque_blob"))
    }

    /// Whether the Rust path can be checked: `Ok(true)` yes, `Ok(false)` it
    /// goes through an opaque record or a union-field wrapper, `Err` a field
    /// is missing.
    fn resolve(&self, top: &str, path: &[String]) -> Result<bool, String> {
        let mut cur = top.to_owned();
        for (i, seg) in path.iter().enumerate() {
            if self.opaque(&cur) || cur == WRAPPER {
                return Ok(false);
            }
            let fields = self
                .fields
                .get(&cur)
                .ok_or_else(|| format!("record `{cur}` missing from the bindings"))?;
            let ty = fields
                .get(seg)
                .ok_or_else(|| format!("field `{seg}` missing from `{cur}`"))?;
            if i + 1 < path.len() {
                cur = ty
                    .clone()
                    .ok_or_else(|| format!("field `{seg}` of `{cur}` is not a record"))?;
            }
        }
        Ok(true)
    }
}

fn tool(var: &str, default: &str) -> String {
    env::var(var).unwrap_or_else(|_| default.to_owned())
}

fn env_num(var: &str) -> Option<u64> {
    let v = env::var(var).ok()?;
    let v = v.trim();
    Some(if let Some(hex) = v.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).expect("hex number")
    } else {
        v.parse().expect("number")
    })
}

fn output(cmd: &mut Command, what: &str) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"))
}

fn types_named_in(text: &str, types: &[Ty]) -> Vec<usize> {
    let index: HashMap<&str, usize> = types
        .iter()
        .enumerate()
        .map(|(i, t)| (t.name.as_str(), i))
        .collect();
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start_ok = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if bytes[i] == b'T' && start_ok {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j].is_ascii_digit() {
                j += 1;
            }
            if let Some(&k) = index.get(&text[i..j]) {
                if !found.contains(&k) {
                    found.push(k);
                }
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    found
}

struct BatchResult {
    opaque: usize,
    fields_checked: usize,
    fields_skipped: usize,
    failures: Vec<String>,
}

fn run_batch(dir: &Path, seed: u64, no: usize, types: &[Ty]) -> BatchResult {
    let mut header = String::from(PRELUDE);
    for t in types {
        header.push_str(&t.src);
    }
    let hpath = dir.join(format!("batch{no}.h"));
    fs::write(&hpath, &header).unwrap();
    let bindings = match bindgen::builder()
        .header(hpath.to_str().unwrap())
        .generate()
    {
        Ok(b) => b.to_string(),
        Err(e) => {
            return BatchResult {
                opaque: 0,
                fields_checked: 0,
                fields_skipped: 0,
                failures: vec![format!(
                    "seed {seed:#x}: bindgen failed on {}: {e}",
                    hpath.display()
                )],
            }
        }
    };
    let recs = records(&bindings);
    let mut failures = Vec::new();
    let mut opaque = 0;
    let mut skipped = 0;
    let mut c_types = String::new();
    let mut c_fields = String::new();
    let mut r_types = String::new();
    let mut r_fields = String::new();
    for t in types {
        let ctype = format!("{} {}", t.kind, t.name);
        writeln!(
            c_types,
            "    {{\"{0}\", sizeof({1}), _Alignof({1})}},",
            t.name, ctype
        )
        .unwrap();
        writeln!(
            r_types,
            "    (\"{0}\", ::std::mem::size_of::<{0}>(), ::std::mem::align_of::<{0}>()),",
            t.name
        )
        .unwrap();
        if recs.opaque(&t.name) {
            opaque += 1;
        }
        for l in &t.leaves {
            match recs.resolve(&t.name, &l.rust) {
                Ok(true) => {
                    let label = format!("{}.{}", t.name, l.c);
                    writeln!(c_fields, "    {{\"{label}\", offsetof({ctype}, {})}},", l.c).unwrap();
                    writeln!(
                        r_fields,
                        "    (\"{label}\", ::std::mem::offset_of!({}, {})),",
                        t.name,
                        l.rust.join(".")
                    )
                    .unwrap();
                }
                Ok(false) => skipped += 1,
                Err(e) => failures.push(format!(
                    "seed {seed:#x}: {}.{}: {e}\n{}",
                    t.name, l.c, t.src
                )),
            }
        }
    }
    let checked = c_fields.lines().count();

    let c_src = format!(
        "#include <stdio.h>\n#include <stddef.h>\n#include \"batch{no}.h\"\n\
         struct ty {{ const char *n; unsigned long s, a; }};\n\
         struct fd {{ const char *n; unsigned long o; }};\n\
         static const struct ty TYPES[] = {{\n{c_types}    {{0, 0, 0}}\n}};\n\
         static const struct fd FIELDS[] = {{\n{c_fields}    {{0, 0}}\n}};\n\
         int main(void) {{\n\
         for (const struct ty *t = TYPES; t->n; t++) printf(\"%s %lu %lu\\n\", t->n, t->s, t->a);\n\
         for (const struct fd *f = FIELDS; f->n; f++) printf(\"%s %lu\\n\", f->n, f->o);\n\
         return 0;\n}}\n"
    );
    let r_src = |bindings: &str| {
        format!(
            "{bindings}\n\
         const TYPES: &[(&str, usize, usize)] = &[\n{r_types}];\n\
         const FIELDS: &[(&str, usize)] = &[\n{r_fields}];\n\
         fn main() {{\n\
         use std::io::Write;\n\
         let mut s = String::new();\n\
         for (n, a, b) in TYPES {{ s.push_str(&format!(\"{{n}} {{a}} {{b}}\\n\")); }}\n\
         for (n, o) in FIELDS {{ s.push_str(&format!(\"{{n}} {{o}}\\n\")); }}\n\
         std::io::stdout().write_all(s.as_bytes()).unwrap();\n}}\n"
        )
    };
    let cfile = dir.join(format!("c{no}.c"));
    let rfile = dir.join(format!("r{no}.rs"));
    let cbin = dir.join(format!("c{no}"));
    let rbin = dir.join(format!("r{no}"));
    fs::write(&cfile, c_src).unwrap();
    fs::write(&rfile, r_src(&bindings)).unwrap();

    // Both compilers at once: one core each.
    let mut clang = Command::new(tool("CLANG", "clang"));
    clang.args(["-w", "-O0", "-o"]).arg(&cbin).arg(&cfile);
    let clang = clang.spawn().expect("run clang");
    let rustc = || {
        output(
            Command::new(tool("RUSTC", "rustc"))
                .args(["--edition", "2021", "-A", "warnings", "-C", "opt-level=0"])
                .args([
                    "-C",
                    "debuginfo=0",
                    "--crate-name",
                    "layout_fuzz_prog",
                    "-o",
                ])
                .arg(&rbin)
                .arg(&rfile),
            "rustc",
        )
    };
    let first = rustc();
    let clang = clang.wait_with_output().expect("clang");
    assert!(
        clang.status.success(),
        "clang failed on {}",
        cfile.display()
    );
    if !first.status.success() {
        // Report the failed compile-time checks (or other errors), then
        // retry without the checks so the run-time comparison below still
        // pinpoints every differing size, alignment and offset.
        let err = String::from_utf8_lossy(&first.stderr).into_owned();
        let mut asserts: Vec<&str> = err
            .lines()
            .filter(|l| l.contains("[\"") || l.starts_with("error"))
            .collect();
        asserts.dedup();
        let mut msg =
            format!(
            "seed {seed:#x}: rustc rejected the bindings of {} (layout checks?), kept in {}:\n{}",
            hpath.display(),
            rfile.display(),
            asserts.iter().take(40).copied().collect::<Vec<_>>().join("\n")
        );
        for k in types_named_in(&err, types).into_iter().take(6) {
            write!(msg, "\n-- C source of {}:\n{}", types[k].name, types[k].src).unwrap();
        }
        failures.push(msg);
        let plain = bindgen::builder()
            .header(hpath.to_str().unwrap())
            .layout_tests(false)
            .generate()
            .expect("bindgen without layout tests")
            .to_string();
        fs::rename(&rfile, dir.join(format!("r{no}_with_checks.rs"))).unwrap();
        fs::write(&rfile, r_src(&plain)).unwrap();
        let second = rustc();
        if !second.status.success() {
            let err = String::from_utf8_lossy(&second.stderr).into_owned();
            failures.push(format!(
                "seed {seed:#x}: rustc rejects the bindings of {} even without layout checks:\n{}",
                hpath.display(),
                &err[..err.len().min(4000)]
            ));
            return BatchResult {
                opaque,
                fields_checked: 0,
                fields_skipped: skipped,
                failures,
            };
        }
    }
    let c_out = output(&mut Command::new(&cbin), "C program");
    let r_out = output(&mut Command::new(&rbin), "Rust program");
    assert!(c_out.status.success() && r_out.status.success());
    let c_text = String::from_utf8(c_out.stdout).unwrap();
    let r_text = String::from_utf8(r_out.stdout).unwrap();
    let by_name: HashMap<&str, &Ty> = types.iter().map(|t| (t.name.as_str(), t)).collect();
    let mut bad: Vec<(&str, Vec<String>)> = Vec::new();
    let (cl, rl): (Vec<&str>, Vec<&str>) = (c_text.lines().collect(), r_text.lines().collect());
    assert_eq!(cl.len(), rl.len(), "line counts differ");
    for (c, r) in cl.iter().zip(&rl) {
        if c != r {
            let ty = c.split(['.', ' ']).next().unwrap();
            let line = format!("  C:    {c}\n  Rust: {r}");
            match bad.iter_mut().find(|(n, _)| *n == ty) {
                Some((_, v)) => v.push(line),
                None => bad.push((ty, vec![line])),
            }
        }
    }
    for (ty, lines) in bad {
        failures.push(format!(
            "seed {seed:#x}: layout mismatch in {ty}\n{}\n{}",
            by_name.get(ty).map_or("", |t| t.src.as_str()),
            lines.join("\n")
        ));
    }
    BatchResult {
        opaque,
        fields_checked: checked,
        fields_skipped: skipped,
        failures,
    }
}

fn have(tool_name: &str) -> bool {
    Command::new(tool_name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn layouts_match_clang() {
    let (clang, rustc) = (tool("CLANG", "clang"), tool("RUSTC", "rustc"));
    if !have(&clang) || !have(&rustc) {
        bindgen_tests::tool_missing("layouts_match_clang", &format!("{clang} and {rustc}"));
        return;
    }
    let seed = env_num("BINDGEN_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let total = env_num("BINDGEN_FUZZ_TYPES").map_or(DEFAULT_TYPES, |n| n as usize);
    // Both on by default since the bugs they found were fixed; `=0` turns one off.
    let aligned_typedefs = env_num("BINDGEN_FUZZ_ALIGNED_TYPEDEFS").is_none_or(|v| v != 0);
    let zero_length = env_num("BINDGEN_FUZZ_ZERO_LENGTH").is_none_or(|v| v != 0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("layout_fuzz");
    fs::create_dir_all(&dir).unwrap();

    let mut rng = Rng::new(seed);
    let mut opaque = 0;
    let mut checked = 0;
    let mut skipped = 0;
    let mut failures = Vec::new();
    let mut start = 0;
    let mut no = 0;
    while start < total {
        let n = TYPES_PER_BATCH.min(total - start);
        let mut types: Vec<Ty> = Vec::with_capacity(n);
        let mut earlier: Vec<(String, bool)> = Vec::new();
        for i in start..start + n {
            let t = gen_type(&mut rng, i, &earlier, (aligned_typedefs, zero_length));
            if t.embeddable {
                earlier.push((format!("{} {}", t.kind, t.name), t.over_aligned));
            }
            types.push(t);
        }
        let r = run_batch(&dir, seed, no, &types);
        opaque += r.opaque;
        checked += r.fields_checked;
        skipped += r.fields_skipped;
        failures.extend(r.failures);
        start += n;
        no += 1;
    }
    eprintln!(
        "layout_fuzz: seed {seed:#x}: {total} types, {opaque} opaque, \
         {checked} member offsets compared, {skipped} skipped (inside opaque records or union wrappers), \
         {} failures",
        failures.len()
    );
    for f in failures.iter().take(12) {
        eprintln!("\n{f}");
    }
    assert!(
        failures.is_empty(),
        "{} layout failures (seed {seed:#x})",
        failures.len()
    );
    assert!(
        opaque * 10 <= total,
        "{opaque} of {total} types are opaque blobs (more than 10%)"
    );
}
