//! Random integer expressions evaluated here and by a C compiler must agree.
use super::*;

// ---- differential testing against a C compiler ----

/// Macros shared by the generated C file and the evaluator's environment.
const DIFF_MACROS: &[(&str, &str, &str)] = &[
    ("ADD", "a, b", "((a) + (b))"),
    ("TWICE", "x", "x * 2"),
    ("ID", "x", "x"),
    ("CAT", "a, b", "a ## b"),
    ("U32", "c", "c ## U"),
    ("L64", "c", "c ## LL"),
];
const DIFF_OBJECTS: &[(&str, &str)] = &[
    ("RAW_SUM", "1 + 2"),
    ("RAW_MAX", "~0U"),
    ("RAW_NEG", "-1"),
    ("RAW_PAREN", "(RAW_SUM * 2)"),
    ("RAW_HEX", "0x10"),
    ("RAW_MIX", "RAW_NEG - RAW_SUM"),
    ("RAW_CAST", "(unsigned char)RAW_NEG"),
];

const DIFF_TYPES: &[&str] = &[
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "_Bool",
    "int8_t",
    "uint8_t",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "size_t",
    "intptr_t",
    "uintptr_t",
    "ptrdiff_t",
];

/// With `values`, object-like macros are also evaluated in order and their
/// values offered, the way the real caller does.
fn diff_env(values: bool, dm: &DataModel) -> Env {
    let mut env = Env::default();
    for (name, params, body) in DIFF_MACROS {
        env = env.func(name, params, body);
    }
    for (name, body) in DIFF_OBJECTS {
        env = env.raw(name, body);
    }
    if values {
        for (name, body) in DIFF_OBJECTS {
            let v = evaluate(&lex(body), &env, dm).unwrap();
            env = env.value(name, v);
        }
    }
    env
}

fn gen_number(rng: &mut Rng) -> String {
    const VALUES: &[u64] = &[
        0,
        1,
        2,
        3,
        5,
        7,
        8,
        15,
        16,
        31,
        32,
        63,
        64,
        100,
        127,
        128,
        255,
        256,
        1000,
        32767,
        32768,
        65535,
        65536,
        2147483647,
        2147483648,
        4294967295,
        4294967296,
        9223372036854775807,
        9223372036854775808,
        18446744073709551615,
    ];
    let v = if rng.below(3) == 0 {
        rng.next() % 40
    } else {
        VALUES[rng.below(VALUES.len())]
    };
    let digits = match rng.below(4) {
        0 => format!("{v:#x}"),
        1 if v != 0 => format!("0{v:o}"),
        _ => v.to_string(),
    };
    let suffix = rng.pick(&[
        "", "", "", "u", "U", "l", "L", "ul", "lu", "ll", "LL", "ull", "LLU",
    ]);
    format!("{digits}{suffix}")
}

fn gen_expr(rng: &mut Rng, depth: u32) -> String {
    if depth == 0 || rng.below(4) == 0 {
        return match rng.below(12) {
            0 => rng
                .pick(&["'a'", r"'\xff'", r"'\0'", r"'\x7f'", "'ab'", r"'\377'"])
                .to_owned(),
            1 => format!(
                "sizeof({})",
                rng.pick(&["int", "long", "void *", "short", "long long", "char"])
            ),
            2 => DIFF_OBJECTS[rng.below(DIFF_OBJECTS.len())].0.to_owned(),
            3 => format!(
                "{}({})",
                rng.pick(&["U32", "L64"]),
                rng.next() % 3_000_000_000
            ),
            4 => format!(
                "CAT({}, {})",
                rng.next() % 100,
                rng.pick(&["U", "UL", "LL", "", "0"])
            ),
            _ => gen_number(rng),
        };
    }
    let sub = |rng: &mut Rng| gen_expr(rng, depth - 1);
    match rng.below(14) {
        0 => {
            let op = rng.pick(&["-", "~", "!", "+"]);
            format!("({op}{})", sub(rng))
        }
        1 => {
            let ty = rng.pick(DIFF_TYPES);
            format!("(({ty}){})", sub(rng))
        }
        2 => format!("({} ? {} : {})", sub(rng), sub(rng), sub(rng)),
        3 => {
            let op = rng.pick(&["<<", ">>"]);
            let count = if rng.below(2) == 0 {
                (rng.next() % 66).to_string()
            } else {
                gen_number(rng)
            };
            format!("({} {op} {count})", sub(rng))
        }
        4 => format!("ADD({}, {})", sub(rng), sub(rng)),
        5 => format!("TWICE({})", sub(rng)),
        6 => format!("ID({})", sub(rng)),
        _ => {
            let op = rng.pick(&[
                "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&", "^", "|", "&&",
                "||",
            ]);
            format!("({} {op} {})", sub(rng), sub(rng))
        }
    }
}

fn c_type_name(ty: CInt) -> &'static str {
    match ty {
        Bool => "_Bool",
        Char => "char",
        SChar => "signed char",
        UChar => "unsigned char",
        Short => "short",
        UShort => "unsigned short",
        Int => "int",
        UInt => "unsigned int",
        Long => "long",
        ULong => "unsigned long",
        LongLong => "long long",
        ULongLong => "unsigned long long",
        Int128 => "__int128",
        UInt128 => "unsigned __int128",
    }
}

fn c_prelude(with_std_headers: bool) -> String {
    let mut c = String::new();
    if with_std_headers {
        c.push_str("#include <stdio.h>\n#include <stdint.h>\n#include <stddef.h>\n");
    } else {
        for (name, ty) in [
            ("int8_t", "__INT8_TYPE__"),
            ("uint8_t", "__UINT8_TYPE__"),
            ("int16_t", "__INT16_TYPE__"),
            ("uint16_t", "__UINT16_TYPE__"),
            ("int32_t", "__INT32_TYPE__"),
            ("uint32_t", "__UINT32_TYPE__"),
            ("int64_t", "__INT64_TYPE__"),
            ("uint64_t", "__UINT64_TYPE__"),
            ("size_t", "__SIZE_TYPE__"),
            ("intptr_t", "__INTPTR_TYPE__"),
            ("uintptr_t", "__UINTPTR_TYPE__"),
            ("ptrdiff_t", "__PTRDIFF_TYPE__"),
        ] {
            c.push_str(&format!("typedef {ty} {name};\n"));
        }
    }
    for (name, params, body) in DIFF_MACROS {
        c.push_str(&format!("#define {name}({params}) {body}\n"));
    }
    for (name, body) in DIFF_OBJECTS {
        c.push_str(&format!("#define {name} {body}\n"));
    }
    c.push_str(
        "#define TYPE_NAME(e) _Generic((e), _Bool: \"_Bool\", char: \"char\", \
         signed char: \"signed char\", unsigned char: \"unsigned char\", short: \"short\", \
         unsigned short: \"unsigned short\", int: \"int\", unsigned int: \"unsigned int\", \
         long: \"long\", unsigned long: \"unsigned long\", long long: \"long long\", \
         unsigned long long: \"unsigned long long\")\n",
    );
    c
}

/// Generates `count` expressions that evaluate here, with their results.
fn gen_cases(rng: &mut Rng, count: usize, dm: &DataModel) -> Vec<(String, i128, CInt)> {
    let envs = [diff_env(false, dm), diff_env(true, dm)];
    let mut cases = Vec::new();
    let mut tries = 0;
    while cases.len() < count && tries < count * 20 {
        tries += 1;
        let depth = 1 + rng.below(4) as u32;
        let src = gen_expr(rng, depth);
        let env = &envs[tries % 2];
        if let Ok(MacroValue::Int { value, ty }) = evaluate(&lex(&src), env, dm) {
            cases.push((src, value, ty));
        }
    }
    cases
}

fn find_c_compiler() -> Option<&'static str> {
    ["clang", "cc"].into_iter().find(|cc| {
        std::process::Command::new(cc)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

fn scratch_path(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("macro-eval-{}-{name}", std::process::id()))
}

/// LP64: compile and run a program that prints the type and value of each expression.
fn differential_lp64(cc: &str, rng: &mut Rng, count: usize) -> Option<(usize, Vec<String>)> {
    let cases = gen_cases(rng, count, &DataModel::LP64);
    let mut c = c_prelude(true);
    c.push_str("int main(void) {\n");
    for (src, _, _) in &cases {
        c.push_str(&format!(
            "  printf(\"%s \", TYPE_NAME({src})); if ((({src}) * 0 - 1) > 0) printf(\"%llu\\n\", \
             (unsigned long long)({src})); else printf(\"%lld\\n\", (long long)({src}));\n"
        ));
    }
    c.push_str("  return 0;\n}\n");
    let (c_path, exe) = (scratch_path("lp64.c"), scratch_path("lp64"));
    std::fs::write(&c_path, c).unwrap();
    let build = std::process::Command::new(cc)
        .args(["-std=c11", "-w", "-fwrapv", "-O0", "-o"])
        .arg(&exe)
        .arg(&c_path)
        .output()
        .unwrap();
    if !build.status.success() {
        let _ = std::fs::remove_file(&c_path);
        let stderr = String::from_utf8_lossy(&build.stderr);
        // Missing system headers or linker: an environment problem, not a finding.
        if stderr.contains("file not found")
            || stderr.contains("No such file")
            || stderr.contains("linker")
        {
            return None;
        }
        panic!("{stderr}");
    }
    let run = std::process::Command::new(&exe).output().unwrap();
    let _ = std::fs::remove_file(&c_path);
    let _ = std::fs::remove_file(&exe);
    let out = String::from_utf8_lossy(&run.stdout).into_owned();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), cases.len());
    if std::env::var_os("MACRO_EVAL_DIFF_VERBOSE").is_some() {
        for ((src, _, _), line) in cases.iter().zip(&lines).take(40) {
            eprintln!("{src}  =>  {line}");
        }
    }
    let mut mismatches = Vec::new();
    for ((src, value, ty), line) in cases.iter().zip(lines) {
        let mine = format!("{} {value}", c_type_name(*ty));
        if mine != line {
            mismatches.push(format!("{src}: evaluator `{mine}`, C `{line}`"));
        }
    }
    Some((cases.len(), mismatches))
}

/// ILP32: static assertions checked by clang for an i386 target (nothing is run).
fn differential_ilp32(rng: &mut Rng, count: usize) -> (usize, Vec<String>) {
    let cases = gen_cases(rng, count, &DataModel::ILP32);
    let mut c = c_prelude(false);
    let first_line = c.lines().count() + 1;
    for (src, value, ty) in &cases {
        let t = c_type_name(*ty);
        let lit = if *value < 0 {
            format!("({}LL - 1)", value + 1)
        } else {
            format!("{value}ULL")
        };
        c.push_str(&format!(
            "_Static_assert(_Generic(({src}), {t}: 1, default: 0) && ({src}) == ({t})({lit}), \"\");\n"
        ));
    }
    let c_path = scratch_path("ilp32.c");
    std::fs::write(&c_path, c).unwrap();
    let check = std::process::Command::new("clang")
        .args([
            "-target",
            "i386-pc-linux-gnu",
            "-std=c11",
            "-fsyntax-only",
            "-ferror-limit=0",
            "-w",
        ])
        .arg(&c_path)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&c_path);
    let stderr = String::from_utf8_lossy(&check.stderr).into_owned();
    if std::env::var_os("MACRO_EVAL_DIFF_VERBOSE").is_some() {
        eprintln!(
            "ILP32: {} cases, clang status {:?}\n{stderr}",
            cases.len(),
            check.status
        );
        for (src, v, t) in cases.iter().take(10) {
            eprintln!("{src}  =>  {t:?} {v}");
        }
    }
    let mut mismatches = Vec::new();
    for line in stderr.lines().filter(|l| l.contains(": error: ")) {
        let n: usize = line
            .split(':')
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        let src = n
            .checked_sub(first_line)
            .and_then(|k| cases.get(k))
            .map_or("?", |c| c.0.as_str());
        mismatches.push(format!("{src}: {line}"));
    }
    (cases.len(), mismatches)
}

#[test]
fn differential_against_c_compiler() {
    let Some(cc) = find_c_compiler() else {
        crate::test_tools::tool_missing("differential_against_c_compiler", "a C compiler");
        return;
    };
    // MACRO_EVAL_DIFF_CASES / MACRO_EVAL_DIFF_SEED allow longer runs by hand.
    let env_num = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let count = env_num("MACRO_EVAL_DIFF_CASES").unwrap_or(500) as usize;
    let mut rng = Rng(env_num("MACRO_EVAL_DIFF_SEED").unwrap_or(0xD1FF_E4E7_1A1C_0DE5) | 1);
    // The compiled program runs on the host, whose ABI must be the one
    // `DataModel::LP64` and the typedef table describe (char signed,
    // int64_t = long).
    if cfg!(all(target_os = "linux", target_arch = "x86_64")) {
        match differential_lp64(cc, &mut rng, count) {
            Some((n, bad)) => {
                assert!(n * 10 >= count * 9, "only {n} cases generated");
                assert!(
                    bad.is_empty(),
                    "{} of {n} LP64 mismatches:\n{}",
                    bad.len(),
                    bad.join("\n")
                );
            }
            None => crate::test_tools::tool_missing(
                "differential_against_c_compiler (LP64)",
                "a C compiler that builds programs",
            ),
        }
    }
    if cc == "clang" {
        let (n, bad) = differential_ilp32(&mut rng, count * 3 / 5);
        assert!(
            bad.is_empty(),
            "{} of {n} ILP32 mismatches:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }
}
