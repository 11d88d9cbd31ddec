//! `--generate-fn-macros` checked against C: every `pub const fn` of a
//! binding file is called with the same random arguments in C (the macro,
//! compiled with `-fsanitize=undefined -fno-sanitize-recover=all`) and in
//! Rust (the function, built without overflow checks, so that only the
//! generated checks can catch anything), and every result is compared.
//!
//! A tuple on which C traps (undefined behaviour) must make the Rust
//! function panic; every other tuple must give the same value, and each
//! macro's C result type (`_Generic`) must be the function's return type.
//! The C side runs UBSan in trap mode: a trap jumps back to the loop
//! (`sigsetjmp`), so one trap loses nothing but its own tuple.

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
    /// The Rust names of the value parameters.
    pub param_names: Vec<String>,
    /// The C type name of the result.
    pub ret: &'static str,
    /// The function computes C's value for constant arguments (its doc
    /// comment says so: the `__builtin_constant_p` idiom, whose run-time
    /// arm calls a function): C calls the macro with literals.
    pub constant_args: bool,
}

/// The start of the doc comment of a function computing C's value for
/// constant arguments.
const CONSTANT_ARGS_DOC: &str = "#[doc = \" C's value for constant arguments";

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
    /// Functions left out because their C evaluator did not compile (the C
    /// side lacks a declaration the bindings had).
    pub unchecked: Vec<String>,
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
        let before = rest[..i].trim_end();
        let line_before = before.rsplit('\n').next().unwrap_or("").trim_start();
        let constant_args = line_before.starts_with(CONSTANT_ARGS_DOC);
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
        let params: Option<Vec<(String, &'static str)>> = params_text
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (n, t) = p.split_once(':')?;
                Some((n.trim().to_string(), c_type(t)?))
            })
            .collect();
        if let Some(params) = params {
            out.push(FnSig {
                name: name.trim().to_string(),
                generics,
                param_names: params.iter().map(|(n, _)| n.clone()).collect(),
                params: params.into_iter().map(|(_, t)| t).collect(),
                ret,
                constant_args,
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

/// Where the C side finds the macros and how it compiles.
pub struct CSide<'a> {
    /// The file it includes (the header, or `#define` lines only).
    pub include: &'a Path,
    /// Extra compiler arguments.
    pub clang_args: &'a [String],
    /// The C compiler.
    pub clang: &'a str,
    /// Each macro's parameter names, to place type arguments where the
    /// macro has them (without an entry: after the values).
    pub params: &'a std::collections::HashMap<String, Vec<String>>,
}

/// The C arguments of one call: value `j` is `value(j)`, type parameters
/// get `unsigned int`.
fn c_call_args(s: &FnSig, c: &CSide<'_>, value: &dyn Fn(usize) -> String) -> Vec<String> {
    let values: Vec<String> = (0..s.params.len()).map(value).collect();
    let Some(names) = c.params.get(&s.name) else {
        return values
            .into_iter()
            .chain(std::iter::repeat_n("unsigned int".to_string(), s.generics))
            .collect();
    };
    let mut next = values.into_iter();
    names
        .iter()
        .map(|n| {
            let is_value = s.param_names.iter().any(|r| {
                let r = r.trim_start_matches('_');
                r == n.trim_start_matches('_') || r.strip_suffix('_') == Some(n.as_str())
            });
            if is_value {
                next.next().unwrap_or_default()
            } else {
                "unsigned int".to_string()
            }
        })
        .collect()
}

/// Runs the comparison for `sigs` (a subset of the bindings' functions) of
/// the bindings `rust_src`. Work files go to `dir`. Panics when a tool fails.
pub fn compare(
    c_side: &CSide<'_>,
    rust_src: &str,
    sigs: &[FnSig],
    tuples: usize,
    dir: &Path,
) -> Report {
    let all: Vec<Vec<Vec<i128>>> = sigs
        .iter()
        .enumerate()
        .map(|(i, s)| arguments(s, tuples, i as u64 + 1))
        .collect();

    // C, in two units: the macros' evaluators (with the header and its
    // flags, UBSan in trap mode), and the host's loop, where a trap (SIGILL)
    // jumps back to mark the tuple and go on. Functions whose evaluator
    // does not compile (a C side missing a declaration) are left unchecked
    // and reported.
    let mut live: Vec<usize> = (0..sigs.len()).collect();
    let mut unchecked = Vec::new();
    // Macros that take their arguments as literals (a parameter pasted with
    // a suffix, `UINT64_C(c)`: `c ## UL`): they are called with decimal
    // literals, one `case` per tuple, once the variable form fails.
    // So are the functions computing C's value for constant arguments, from
    // the start.
    let mut literal: std::collections::BTreeSet<usize> =
        (0..sigs.len()).filter(|&k| sigs[k].constant_args).collect();
    let evals_path = dir.join("fn_macros_evals.c");
    let evals_obj = dir.join("fn_macros_evals.o");
    for round in 0.. {
        let mut c = format!(
            "#include \"{}\"\nstruct fnm_slot {{ int neg; unsigned long long bits; }};\n",
            c_side.include.display()
        );
        let mut owner: Vec<(usize, usize)> = Vec::new();
        for &k in &live {
            let s = &sigs[k];
            let width = s.params.len().max(1);
            let rows: Vec<String> = all[k]
                .iter()
                .map(|args| {
                    let mut v: Vec<String> =
                        args.iter().map(|x| format!("{}ULL", *x as u64)).collect();
                    v.resize(width, "0ULL".into());
                    format!("{{{}}}", v.join(", "))
                })
                .collect();
            let _ = writeln!(
                c,
                "static const unsigned long long fnm_args_{k}[][{width}] = {{{}}};",
                rows.join(", ")
            );
            if literal.contains(&k) {
                let mut body = String::new();
                for (n, args) in all[k].iter().enumerate() {
                    // A decimal literal for a pasted parameter; else a
                    // constant of the parameter's type (`-2147483648` alone
                    // is a `long`).
                    let a = if s.constant_args {
                        c_call_args(s, c_side, &|j| {
                            format!("(({}){}ULL)", s.params[j], args[j] as u64)
                        })
                    } else {
                        c_call_args(s, c_side, &|j| args[j].to_string())
                    };
                    let _ = write!(
                        body,
                        " case {n}: {{ __typeof__({name}({a})) r = {name}({a}); out->neg = r < 0; out->bits = (unsigned long long)r; break; }}",
                        name = s.name,
                        a = a.join(", ")
                    );
                }
                owner.push((c.lines().count() + 1, k));
                let _ = writeln!(
                    c,
                    "void fnm_eval_{k}(long n, struct fnm_slot *out) {{ switch (n) {{{body} }} }}"
                );
            } else {
                let a = c_call_args(s, c_side, &|j| {
                    format!("({})fnm_args_{k}[n][{j}]", s.params[j])
                });
                owner.push((c.lines().count() + 1, k));
                let _ = writeln!(
                    c,
                    "void fnm_eval_{k}(long n, struct fnm_slot *out) {{ __typeof__({name}({a})) r = {name}({a}); out->neg = r < 0; out->bits = (unsigned long long)r; }}",
                    name = s.name,
                    a = a.join(", ")
                );
            }
            let first = if literal.contains(&k) {
                c_call_args(s, c_side, &|_| "0".to_string())
            } else {
                c_call_args(s, c_side, &|j| format!("({})0", s.params[j]))
            };
            owner.push((c.lines().count() + 1, k));
            let _ = writeln!(
                c,
                "const char *fnm_type_{k}(void) {{ return _Generic({name}({a}), char: \"char\", signed char: \"signed char\", unsigned char: \"unsigned char\", short: \"short\", unsigned short: \"unsigned short\", int: \"int\", unsigned int: \"unsigned int\", long: \"long\", unsigned long: \"unsigned long\", long long: \"long long\", unsigned long long: \"unsigned long long\", default: \"other\"); }}",
                name = s.name,
                a = first.join(", ")
            );
        }
        std::fs::write(&evals_path, &c).expect("write the C evaluators");
        let out = Command::new(c_side.clang)
            // No `-w`: a call of an undeclared function (the run-time arm
            // of a `__builtin_constant_p` idiom where the C side has only
            // the definitions) must fail here, not at link time.
            .args([
                "-c",
                "-O0",
                "-Wno-everything",
                "-Werror=implicit-function-declaration",
                "-ferror-limit=0",
                "-fno-caret-diagnostics",
            ])
            .args(["-fsanitize=undefined", "-fsanitize-trap=undefined"])
            .args(c_side.clang_args)
            .arg(&evals_path)
            .arg("-o")
            .arg(&evals_obj)
            .output()
            .expect("run clang");
        if out.status.success() {
            break;
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        let prefix = format!("{}:", evals_path.display());
        let bad: std::collections::BTreeSet<usize> = stderr
            .lines()
            .filter(|l| l.contains(": error:"))
            .filter_map(|l| {
                l.strip_prefix(&prefix)?
                    .split(':')
                    .next()?
                    .parse::<usize>()
                    .ok()
            })
            .filter_map(|line| owner.iter().find(|(l, _)| *l == line).map(|(_, k)| *k))
            .collect();
        assert!(
            !bad.is_empty() && round < 16,
            "compiling the C evaluators failed outside them:\n{stderr}"
        );
        let (retry, gone): (Vec<usize>, Vec<usize>) =
            bad.iter().partition(|k| !literal.contains(*k));
        literal.extend(retry);
        unchecked.extend(gone.iter().map(|&k| sigs[k].name.clone()));
        live.retain(|k| !gone.contains(k));
    }
    let mut main = String::from(
        "#include <setjmp.h>\n#include <signal.h>\n#include <stdio.h>\n#include <string.h>\n\
         static sigjmp_buf fnm_jump;\n\
         static void fnm_trap(int sig) { (void)sig; siglongjmp(fnm_jump, 1); }\n\
         struct fnm_slot { int neg; unsigned long long bits; };\n",
    );
    for &k in &live {
        let _ = writeln!(
            main,
            "void fnm_eval_{k}(long n, struct fnm_slot *out);\nconst char *fnm_type_{k}(void);"
        );
    }
    main.push_str(
        "int main(void) {\n  static struct fnm_slot slot;\n  struct sigaction sa; memset(&sa, 0, sizeof sa);\n  sa.sa_handler = fnm_trap; sa.sa_flags = SA_NODEFER;\n  sigaction(SIGILL, &sa, 0); sigaction(SIGFPE, &sa, 0); sigaction(SIGTRAP, &sa, 0);\n",
    );
    for &k in &live {
        let n = all[k].len();
        let _ = writeln!(
            main,
            "  printf(\"T {k} %s\\n\", fnm_type_{k}());\n  for (long i = 0; i < {n}; i++) {{\n    if (sigsetjmp(fnm_jump, 1)) {{ printf(\"X {k} %ld\\n\", i); continue; }}\n    fnm_eval_{k}(i, &slot);\n    printf(\"V {k} %ld %d %llu\\n\", i, slot.neg, slot.bits);\n  }}"
        );
    }
    main.push_str("  return 0;\n}\n");
    let main_path = dir.join("fn_macros_main.c");
    std::fs::write(&main_path, &main).expect("write the C program");
    let c_bin = dir.join("fn_macros_check_c");
    crate::run_command(
        Command::new(c_side.clang)
            .args([
                "-O0",
                "-w",
                "-fsanitize=undefined",
                "-fsanitize-trap=undefined",
            ])
            .arg(&main_path)
            .arg(&evals_obj)
            .arg("-o")
            .arg(&c_bin),
        "linking the C side",
    );
    let out = Command::new(&c_bin).output().expect("run the C side");
    assert!(out.status.success(), "the C side failed");
    let c_out = String::from_utf8_lossy(&out.stdout).into_owned();

    // Rust: the same tuples, each call caught on its own.
    let mut r = String::from(
        "#![allow(dead_code, non_snake_case, non_camel_case_types, non_upper_case_globals, unused_parens, clippy::all)]\nmod b {\ninclude!(\"bindings.rs\");\n}\nfn main() {\n    std::panic::set_hook(Box::new(|_| {}));\n",
    );
    for &k in &live {
        let s = &sigs[k];
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
        functions: live.len(),
        unchecked,
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
    let expected = live.len() * tuples;
    if report.equal + report.trapped + report.mismatches.len() < expected {
        report.mismatches.push(format!(
            "only {} of {expected} results compared",
            report.equal + report.trapped
        ));
    }
    report
}
