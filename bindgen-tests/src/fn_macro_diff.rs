//! `--generate-fn-macros` checked against C: every `pub const fn` of a
//! binding file is called with the same random arguments in C (the macro,
//! compiled with `-fsanitize=undefined -fno-sanitize-recover=all`) and in
//! Rust (the function, built without overflow checks, so that only the
//! generated checks can catch anything), and every result is compared.
//!
//! A tuple on which C traps (undefined behaviour) must make the Rust
//! function panic; every other tuple must give the same value, and each
//! macro's C result type (`_Generic`) must be the function's return type.
//! The C side runs the tuples in a child process that is started again
//! after each trap, so one trap loses nothing but its own tuple.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// One translated function, as read from the generated Rust.
#[derive(Clone, Debug)]
pub struct FnSig {
    /// Its name (the macro's).
    pub name: String,
    /// Number of generic (type) parameters.
    pub generics: usize,
    /// The C type names of the value parameters.
    pub params: Vec<&'static str>,
    /// The C type name of the result.
    pub ret: &'static str,
}

/// The outcome of one comparison run.
#[derive(Debug, Default)]
pub struct Report {
    /// Functions compared.
    pub functions: usize,
    /// Argument tuples evaluated per function.
    pub tuples: usize,
    /// Tuples C trapped on (and Rust panicked on).
    pub trapped: usize,
    /// Tuples with equal values.
    pub equal: usize,
    /// Every disagreement, described.
    pub mismatches: Vec<String>,
}

fn c_type(rust: &str) -> Option<&'static str> {
    Some(match rust.rsplit("::").next()?.trim() {
        "c_char" => "char",
        "c_schar" => "signed char",
        "c_uchar" => "unsigned char",
        "c_short" => "short",
        "c_ushort" => "unsigned short",
        "c_int" => "int",
        "c_uint" => "unsigned int",
        "c_long" => "long",
        "c_ulong" => "unsigned long",
        "c_longlong" => "long long",
        "c_ulonglong" => "unsigned long long",
        _ => return None,
    })
}

/// Reads every `pub const fn` signature of generated (rustfmt-formatted)
/// Rust.
pub fn signatures(src: &str) -> Vec<FnSig> {
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(i) = rest.find("pub const fn ") {
        rest = &rest[i + "pub const fn ".len()..];
        let Some(open) = rest.find('(') else { break };
        let head = &rest[..open];
        let (name, generics) = match head.split_once('<') {
            Some((n, g)) => (n, g.trim_end_matches('>').split(',').count()),
            None => (head, 0),
        };
        let Some(close) = rest[open..].find(')') else {
            break;
        };
        let params_text = &rest[open + 1..open + close];
        let after = &rest[open + close + 1..];
        let Some(ret) = after
            .trim_start()
            .strip_prefix("->")
            .and_then(|r| r.split('{').next())
            .and_then(|r| c_type(r.trim()))
        else {
            continue;
        };
        let params: Option<Vec<&'static str>> = params_text
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| c_type(p.split_once(':')?.1))
            .collect();
        if let Some(params) = params {
            out.push(FnSig {
                name: name.trim().to_string(),
                generics,
                params,
                ret,
            });
        }
    }
    out
}

/// Deterministic arguments: small values, values near powers of two and
/// uniformly random ones, each within the parameter type's range.
fn arguments(sig: &FnSig, tuples: usize, seed: u64) -> Vec<Vec<i128>> {
    let mut s = seed ^ 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    (0..tuples)
        .map(|_| {
            sig.params
                .iter()
                .map(|ty| {
                    let (min, max) = range(ty);
                    let r = next();
                    let v: i128 = match r % 4 {
                        0 => (r >> 8) as i128 % 41 - 8,
                        1 => {
                            let bit = (r >> 8) % 64;
                            let sign = if (r >> 20) & 1 == 1 { -1 } else { 1 };
                            sign * ((1i128 << bit) + ((r >> 30) % 3) as i128 - 1)
                        }
                        _ => i128::from(next() as i64),
                    };
                    let span = max - min + 1;
                    if v < min || v > max {
                        (v - min).rem_euclid(span) + min
                    } else {
                        v
                    }
                })
                .collect()
        })
        .collect()
}

fn range(c: &str) -> (i128, i128) {
    let bits = match c {
        "char" | "signed char" | "unsigned char" => 8,
        "short" | "unsigned short" => 16,
        "int" | "unsigned int" => 32,
        _ => 64,
    };
    if c.starts_with("unsigned") {
        (0, (1i128 << bits) - 1)
    } else {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    }
}

/// Runs the comparison for `sigs` (a subset of the bindings' functions) of
/// the bindings `rust_src` generated from `header` (included by the C side
/// with `clang_args`). Work files go to `dir`. Panics when a tool fails.
pub fn compare(
    header: &Path,
    clang_args: &[String],
    rust_src: &str,
    sigs: &[FnSig],
    tuples: usize,
    dir: &Path,
    clang: &str,
) -> Report {
    let all: Vec<Vec<Vec<i128>>> = sigs
        .iter()
        .enumerate()
        .map(|(i, s)| arguments(s, tuples, i as u64 + 1))
        .collect();

    // C: one evaluator per macro, run tuple by tuple in a child that is
    // restarted after a trap.
    let mut c = String::new();
    let _ = writeln!(c, "#include \"{}\"", header.display());
    c.push_str(
        "int printf(const char *, ...);\nint fork(void);\nint waitpid(int, int *, int);\n\
         void _exit(int);\nvoid *mmap(void *, unsigned long, int, int, int, long);\n\
         struct slot { int done; int neg; unsigned long long bits; };\n",
    );
    for (k, s) in sigs.iter().enumerate() {
        let width = s.params.len().max(1);
        let rows: Vec<String> = all[k]
            .iter()
            .map(|args| {
                let mut v: Vec<String> = args.iter().map(|x| format!("{}ULL", *x as u64)).collect();
                v.resize(width, "0ULL".into());
                format!("{{{}}}", v.join(", "))
            })
            .collect();
        let _ = writeln!(
            c,
            "static const unsigned long long args_{k}[][{width}] = {{{}}};",
            rows.join(",\n")
        );
        let call_args: Vec<String> = s
            .params
            .iter()
            .enumerate()
            .map(|(j, t)| format!("({t})args_{k}[n][{j}]"))
            .chain(std::iter::repeat_n("unsigned int".to_string(), s.generics))
            .collect();
        // Type arguments are passed last: the signature lost their
        // positions, and the headers this runs on keep them last (as
        // `_IOR`'s `size`).
        let _ = writeln!(
            c,
            "static void eval_{k}(long n, struct slot *out) {{ __typeof__({name}({a})) r = {name}({a}); out->neg = r < 0; out->bits = (unsigned long long)r; }}",
            name = s.name,
            a = call_args.join(", ")
        );
    }
    c.push_str("int main(void) {\n  struct slot *slots = mmap(0, sizeof(struct slot) * 65536, 3, 0x21, -1, 0);\n");
    for (k, s) in sigs.iter().enumerate() {
        let n = all[k].len();
        let first: Vec<String> = s
            .params
            .iter()
            .map(|t| format!("({t})0"))
            .chain(std::iter::repeat_n("unsigned int".to_string(), s.generics))
            .collect();
        let _ = writeln!(
            c,
            "  printf(\"T {k} %s\\n\", _Generic({name}({a}), char: \"char\", signed char: \"signed char\", unsigned char: \"unsigned char\", short: \"short\", unsigned short: \"unsigned short\", int: \"int\", unsigned int: \"unsigned int\", long: \"long\", unsigned long: \"unsigned long\", long long: \"long long\", unsigned long long: \"unsigned long long\", default: \"other\"));",
            name = s.name,
            a = first.join(", ")
        );
        let _ = writeln!(
            c,
            "  for (long i = 0; i < {n}; i++) slots[i].done = 0;\n  for (long start = 0; start < {n};) {{\n    int pid = fork();\n    if (pid == 0) {{ for (long i = start; i < {n}; i++) {{ eval_{k}(i, &slots[i]); slots[i].done = 1; }} _exit(0); }}\n    int st = 0; waitpid(pid, &st, 0);\n    long i = start; while (i < {n} && slots[i].done) i++;\n    if (i < {n}) slots[i].done = 2;\n    start = i + 1;\n  }}\n  for (long i = 0; i < {n}; i++) {{ if (slots[i].done == 1) printf(\"V {k} %ld %d %llu\\n\", i, slots[i].neg, slots[i].bits); else printf(\"X {k} %ld\\n\", i); }}"
        );
    }
    c.push_str("  return 0;\n}\n");
    let c_path = dir.join("fn_macros_check.c");
    std::fs::write(&c_path, &c).expect("write the C program");
    let c_bin = dir.join("fn_macros_check_c");
    crate::run_command(
        Command::new(clang)
            .arg("-O0")
            .arg("-w")
            .arg("-fsanitize=undefined")
            .arg("-fno-sanitize-recover=all")
            .args(clang_args)
            .arg(&c_path)
            .arg("-o")
            .arg(&c_bin),
        "compiling the C side",
    );
    let out = Command::new(&c_bin).output().expect("run the C side");
    assert!(out.status.success(), "the C side failed");
    let c_out = String::from_utf8_lossy(&out.stdout).into_owned();

    // Rust: the same tuples, each call caught on its own.
    let mut r = String::from(
        "#![allow(dead_code, non_snake_case, non_camel_case_types, non_upper_case_globals, unused_parens, clippy::all)]\nmod b {\ninclude!(\"bindings.rs\");\n}\nfn main() {\n    std::panic::set_hook(Box::new(|_| {}));\n",
    );
    for (k, s) in sigs.iter().enumerate() {
        let turbofish = if s.generics > 0 {
            format!("::<{}>", vec!["u32"; s.generics].join(", "))
        } else {
            String::new()
        };
        let width = s.params.len().max(1);
        let rows: Vec<String> = all[k]
            .iter()
            .map(|args| {
                let mut v: Vec<String> = args.iter().map(|x| format!("{x}")).collect();
                v.resize(width, "0".into());
                format!("[{}]", v.join(", "))
            })
            .collect();
        let a: Vec<String> = (0..s.params.len())
            .map(|j| format!("a[{j}] as _"))
            .collect();
        let _ = writeln!(
            r,
            "    let args: &[[i128; {width}]] = &[{}];\n    for (n, a) in args.iter().enumerate() {{ match std::panic::catch_unwind(|| b::{}{turbofish}({}) as i128) {{ Ok(v) => println!(\"V {k} {{n}} {{v}}\"), Err(_) => println!(\"X {k} {{n}}\") }} }}",
            rows.join(", "),
            s.name,
            a.join(", ")
        );
    }
    r.push_str("}\n");
    std::fs::write(dir.join("bindings.rs"), rust_src).expect("write the bindings");
    let r_path = dir.join("fn_macros_check.rs");
    std::fs::write(&r_path, &r).expect("write the Rust program");
    let r_bin = dir.join("fn_macros_check_rs");
    crate::run_command(
        Command::new("rustc")
            .args([
                "--edition",
                "2021",
                "-C",
                "overflow-checks=off",
                "-C",
                "opt-level=1",
            ])
            .arg(&r_path)
            .arg("-o")
            .arg(&r_bin),
        "compiling the Rust side",
    );
    let out = Command::new(&r_bin).output().expect("run the Rust side");
    assert!(out.status.success(), "the Rust side failed");
    let r_out = String::from_utf8_lossy(&out.stdout).into_owned();

    let mut report = Report {
        functions: sigs.len(),
        tuples,
        ..Report::default()
    };
    let mut c_results = std::collections::HashMap::new();
    for line in c_out.lines() {
        let w: Vec<&str> = line.split(' ').collect();
        match w.as_slice() {
            ["T", k, ty @ ..] => {
                let k: usize = k.parse().unwrap_or(usize::MAX);
                let ty = ty.join(" ");
                if let Some(s) = sigs.get(k) {
                    if ty != s.ret {
                        report.mismatches.push(format!(
                            "{}: C's type is {ty}, Rust returns {}",
                            s.name, s.ret
                        ));
                    }
                }
            }
            ["V", k, n, neg, bits] => {
                let bits: u64 = bits.parse().unwrap_or(0);
                let v = if *neg == "1" {
                    i128::from(bits as i64)
                } else {
                    i128::from(bits)
                };
                c_results.insert((k.to_string(), n.to_string()), Some(v));
            }
            ["X", k, n] => {
                c_results.insert((k.to_string(), n.to_string()), None);
            }
            _ => {}
        }
    }
    for line in r_out.lines() {
        let w: Vec<&str> = line.split(' ').collect();
        let (k, n, rust) = match w.as_slice() {
            ["V", k, n, v] => (*k, *n, v.parse::<i128>().ok()),
            ["X", k, n] => (*k, *n, None),
            _ => continue,
        };
        let name = &sigs[k.parse::<usize>().unwrap_or(0)].name;
        let args = &all[k.parse::<usize>().unwrap_or(0)][n.parse::<usize>().unwrap_or(0)];
        match (c_results.get(&(k.to_string(), n.to_string())), rust) {
            (Some(None), None) => report.trapped += 1,
            (Some(Some(c)), Some(r)) if *c == r => report.equal += 1,
            (Some(c), r) => report.mismatches.push(format!(
                "{name}{args:?}: C gives {c:?}, Rust {r:?} (None: trap/panic)"
            )),
            (None, _) => report
                .mismatches
                .push(format!("{name}{args:?}: no C result")),
        }
    }
    let expected = sigs.len() * tuples;
    if report.equal + report.trapped + report.mismatches.len() < expected {
        report.mismatches.push(format!(
            "only {} of {expected} results compared",
            report.equal + report.trapped
        ));
    }
    report
}
