//! `--verify-abi`: checks that every function the bindings declare is called
//! as clang calls it.
//!
//! 1. A C (or C++) unit includes the input and refers to each function
//!    (`c_unit`); clang compiles it with the run's own arguments to LLVM IR.
//! 2. The bindings plus one function referring to each extern function
//!    (`rust_unit`) are compiled by rustc to LLVM IR for the same target.
//! 3. Each function's declaration on both sides is read (`llvm`) and the
//!    lowered signatures compared (`compare`), matched by symbol.
//!
//! Nothing here runs unless the option is on; the driver builds the
//! [`Request`] from the IR only then.

mod c_unit;
mod compare;
mod dynamic;
mod llvm;
mod objc_shim;
mod rust_fn;
mod rust_unit;
mod tools;

pub(crate) use c_unit::{CFn, Reference};

use crate::error::AbiCheckError;
use std::collections::{HashMap, HashSet};

/// What the check needs from a run.
pub(crate) struct Request<'a> {
    /// The final clang arguments of the parse.
    pub clang_args: &'a [String],
    /// The main header's path.
    pub main: &'a str,
    /// Its text, when it is an in-memory header.
    pub main_contents: Option<&'a str>,
    /// C++ input.
    pub cxx: bool,
    /// The functions of the IR the bindings may declare.
    pub functions: Vec<CFn>,
    /// The generated bindings.
    pub bindings: &'a str,
    /// `--rust-edition` (the newest when not given).
    pub edition: String,
    /// The clang executable.
    pub clang: Option<String>,
    /// The rustc executable.
    pub rustc: String,
    /// The Rust target when the build names one (`TARGET`).
    pub rust_target: Option<String>,
    /// With `--wrap-static-fns`, the suffix of the wrappers' symbols: they
    /// are defined in the generated C file, not in the input.
    pub wrapper_suffix: Option<String>,
    /// Why a Rust symbol that no C function has may still be what the user
    /// asked for (`--distrust-clang-mangling`, a callback renaming link
    /// names): such a function is reported as not checked, not as a
    /// mismatch.
    pub symbols_chosen: Option<&'static str>,
}

/// What a successful check found.
#[derive(Debug, Clone, Default)]
pub struct AbiSummary {
    /// The Rust target checked.
    pub target: String,
    /// Functions whose lowered signatures were compared (all matched).
    pub checked: usize,
    /// Functions that could not be compared, with the reason.
    pub not_checked: Vec<String>,
    /// The compilers' versions (`clang ...; rustc ... (LLVM n)`).
    pub tools: String,
}

/// Runs the check: `Ok` when every compared function matches.
pub(crate) fn verify(req: &Request<'_>) -> Result<AbiSummary, AbiCheckError> {
    let (rust_fns, dyn_decls) =
        rust_unit::extern_fns(req.bindings).map_err(|e| AbiCheckError::Ir {
            side: "the bindings".into(),
            message: e.to_string(),
        })?;
    if rust_fns.is_empty() {
        return Ok(AbiSummary::default());
    }
    let clang = req.clang.clone().ok_or_else(|| AbiCheckError::Tool {
        tool: "clang".into(),
        message: "no clang executable found (set CLANG_PATH)".into(),
    })?;
    let wanted: HashSet<String> = rust_fns
        .iter()
        .map(|f| f.symbol.trim_start_matches('\u{1}').to_string())
        .collect();
    let fns: Vec<&CFn> = req
        .functions
        .iter()
        .filter(|f| wanted.contains(f.symbol.trim_start_matches('\u{1}')))
        .collect();
    let dir = tempfile::Builder::new()
        .prefix("bindgen-verify-abi")
        .tempdir()
        .map_err(|e| AbiCheckError::Io(format!("cannot make a temporary directory: {e}")))?;
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text)
            .map_err(|e| AbiCheckError::Io(format!("cannot write {}: {e}", path.display())))?;
        Ok::<_, AbiCheckError>(path)
    };
    let read = |name: &str| {
        let path = dir.path().join(name);
        std::fs::read_to_string(&path)
            .map_err(|e| AbiCheckError::Io(format!("cannot read {}: {e}", path.display())))
    };

    // 1. clang, leaving out references that do not compile.
    let owned: Vec<CFn> = fns.iter().map(|f| (*f).clone()).collect();
    let unit_name = if req.cxx { "unit.cpp" } else { "unit.c" };
    let (include, inline) = match req.main_contents {
        Some(text) => (text.to_string(), true),
        None => (absolute(req.main), false),
    };
    let mut skip: Vec<bool> = owned.iter().map(|f| f.unchecked.is_some()).collect();
    let mut dropped: HashMap<String, String> = owned
        .iter()
        .filter_map(|f| {
            let why = f.unchecked?;
            Some((
                f.symbol.trim_start_matches('\u{1}').to_string(),
                why.to_string(),
            ))
        })
        .collect();
    let c_module = loop {
        let unit = c_unit::unit(&include, inline, req.cxx, &owned, &skip);
        let unit_path = write(unit_name, &unit.text)?;
        let mut args = tools::compile_args(req.clang_args);
        args.extend(
            ["-S", "-emit-llvm", "-w", "-O0", "-o", "unit.ll", "-x"]
                .iter()
                .map(|s| s.to_string()),
        );
        if req.cxx {
            // Protected and private members are bound too (upstream binds
            // protected methods): the unit may name them.
            args.insert(args.len() - 1, "-fno-access-control".into());
        }
        let objc = tools::objective_c(req.clang_args);
        args.push(
            match (req.cxx, objc) {
                (false, false) => "c",
                (true, false) => "c++",
                (false, true) => "objective-c",
                (true, true) => "objective-c++",
            }
            .into(),
        );
        args.push(unit_path.display().to_string());
        let out = tools::run(&clang, &args, dir.path())?;
        if out.ok {
            break read("unit.ll")?;
        }
        let bad = c_unit::failing(&out.stderr, &unit_path.display().to_string(), &unit);
        let fresh: Vec<usize> = bad.into_iter().filter(|&i| !skip[i]).collect();
        if fresh.is_empty() {
            return Err(AbiCheckError::Tool {
                tool: clang,
                message: format!(
                    "the reference unit does not compile:\n{}",
                    out.stderr.trim_end()
                ),
            });
        }
        for i in fresh {
            skip[i] = true;
            let why = first_error(&out.stderr, unit.lines[i]);
            dropped.insert(owned[i].symbol.trim_start_matches('\u{1}').to_string(), why);
        }
    };
    let c_mod = llvm::parse_module(&c_module).map_err(|e| AbiCheckError::Ir {
        side: "clang".into(),
        message: e.to_string(),
    })?;
    let triple = c_module
        .lines()
        .find_map(|l| l.strip_prefix("target triple = "))
        .map(|t| t.trim_matches('"').to_string())
        .unwrap_or_default();
    let target = req
        .rust_target
        .clone()
        .unwrap_or_else(|| tools::rust_target(&triple));

    // 2. rustc.
    let lib = write(
        "bindings.rs",
        &rust_unit::unit(req.bindings, &dyn_decls, &rust_fns),
    )?;
    let args: Vec<String> = [
        "--crate-type=lib",
        "--crate-name=bindgen_verify_abi",
        "--emit=llvm-ir",
        "-Copt-level=0",
        "-Awarnings",
        "-o",
        "bindings.ll",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([
        format!("--edition={}", req.edition),
        format!("--target={target}"),
        lib.display().to_string(),
    ])
    .collect();
    let mut args = args;
    if uses_block_crate(req.bindings) {
        args.extend(shim_crate(
            &req.rustc,
            &target,
            "block",
            BLOCK_SHIM,
            dir.path(),
            &write,
        )?);
    }
    if uses_objc_crate(req.bindings) {
        let src = objc_shim::OBJC_SHIM;
        args.extend(shim_crate(
            &req.rustc,
            &target,
            "objc",
            src,
            dir.path(),
            &write,
        )?);
    }
    if req.bindings.contains("libloading") {
        let src = dynamic::LIBLOADING_SHIM;
        args.extend(shim_crate(
            &req.rustc,
            &target,
            "libloading",
            src,
            dir.path(),
            &write,
        )?);
    }
    let out = tools::run(&req.rustc, &args, dir.path())?;
    if !out.ok {
        return Err(AbiCheckError::Tool {
            tool: req.rustc.clone(),
            message: format!(
                "the bindings do not compile for {target}:\n{}",
                out.stderr.trim_end()
            ),
        });
    }
    let r_mod = llvm::parse_module(&read("bindings.ll")?).map_err(|e| AbiCheckError::Ir {
        side: "rustc".into(),
        message: e.to_string(),
    })?;

    // 3. Compare, by symbol as the object file has it.
    let prefix = tools::global_prefix(&triple);
    let c_by_symbol: HashMap<String, &llvm::Signature> = c_mod
        .functions
        .values()
        .map(|s| (tools::object_symbol(&s.symbol, prefix), s))
        .collect();
    let decl_of: HashMap<String, &CFn> = owned
        .iter()
        .map(|f| (tools::object_symbol(&f.symbol, prefix), f))
        .collect();
    let arch = compare::Arch::of(&triple);
    let mut summary = AbiSummary {
        target: target.clone(),
        tools: format!(
            "{}; {}",
            tools::version(&clang, false),
            tools::version(&req.rustc, true)
        ),
        ..Default::default()
    };
    let mut report = String::new();
    let mut seen = HashSet::new();
    for f in &rust_fns {
        let sym = tools::object_symbol(&f.symbol, prefix);
        if !seen.insert(sym.clone()) {
            continue;
        }
        let Some(r_sig) = r_mod.functions.get(&f.symbol) else {
            summary
                .not_checked
                .push(format!("{}: rustc emitted no declaration", f.path));
            continue;
        };
        let plain = f.symbol.trim_start_matches('\u{1}');
        if let Some(why) = dropped.get(plain) {
            summary.not_checked.push(format!("{}: {why}", f.path));
            continue;
        }
        let wrapper = req.wrapper_suffix.as_deref();
        if wrapper.is_some_and(|w| plain.ends_with(w)) && !c_by_symbol.contains_key(&sym) {
            summary
                .not_checked
                .push(format!("{}: a static-function wrapper", f.path));
            continue;
        }
        let Some(c_sig) = c_by_symbol.get(&sym) else {
            if let Some(why) = req.symbols_chosen {
                summary.not_checked.push(format!(
                    "{}: no C function has the symbol `{plain}` ({why})",
                    f.path
                ));
                continue;
            }
            report.push_str(&format!(
                "`{}`: no C function has the symbol `{}`\n    Rust: {}\n\n",
                f.path, plain, f.decl
            ));
            continue;
        };
        if !req.cxx && c_sig.variadic && c_sig.params.is_empty() {
            summary
                .not_checked
                .push(format!("{}: declared without a prototype", f.path));
            continue;
        }
        let diffs = compare::differences(c_sig, &c_mod, r_sig, &r_mod, arch);
        summary.checked += 1;
        if diffs.is_empty() {
            continue;
        }
        let c_decl = decl_of.get(&sym).map_or("?", |d| d.decl.as_str());
        report.push_str(&format!(
            "`{}` (symbol `{plain}`)\n    C:    {c_decl}\n          {}\n    Rust: {}\n          {}\n",
            f.path, c_sig.text, f.decl, r_sig.text
        ));
        for d in diffs {
            report.push_str(&format!("    - {d}\n"));
        }
        let user = decl_of
            .get(&sym)
            .map_or(&[][..], |d| d.user_types.as_slice());
        if !user.is_empty() {
            report.push_str(&format!(
                "    note: blocklisted, so defined by the user, not by these bindings: {} \
                 (a type passed by value needs C's layout and `#[repr(C)]`)\n",
                user.iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        report.push('\n');
    }
    if report.is_empty() {
        Ok(summary)
    } else {
        Err(AbiCheckError::Mismatches {
            target,
            checked: summary.checked,
            report: format!("({})\n{}", summary.tools, report.trim_end()),
        })
    }
}

/// Whether the bindings name the `objc` crate (Objective-C input).
fn uses_objc_crate(bindings: &str) -> bool {
    bindings.contains("objc::") || bindings.contains("use objc;")
}

/// Whether the bindings name the `block` crate (`--generate-block`).
fn uses_block_crate(bindings: &str) -> bool {
    // (Unformatted bindings put spaces between the tokens.)
    let compact: String = bindings.split_whitespace().collect();
    compact.contains("::block::")
        || compact.contains("useblock;")
        || compact.contains("externcrateblock;")
}

/// A stand-in for the `block` crate: its `Block` is only ever behind a
/// pointer in bindings, so an opaque type with the same parameters lets
/// them compile (the crate itself is not needed to compare calls).
const BLOCK_SHIM: &str = "#![no_std]
#[repr(C)]
pub struct Block<A, R> {
    _opaque: [u8; 0],
    _signature: core::marker::PhantomData<(A, R)>,
}
";

/// Compiles a stand-in crate `name` from `source` for the target. Returns
/// rustc's arguments naming it.
fn shim_crate(
    rustc: &str,
    target: &str,
    name: &str,
    source: &str,
    dir: &std::path::Path,
    write: &dyn Fn(&str, &str) -> Result<std::path::PathBuf, AbiCheckError>,
) -> Result<Vec<String>, AbiCheckError> {
    let src = write(&format!("{name}.rs"), source)?;
    let rlib = format!("lib{name}.rlib");
    let args: Vec<String> = vec![
        "--crate-type=rlib".into(),
        format!("--crate-name={name}"),
        "--edition=2021".into(),
        format!("--target={target}"),
        "-o".into(),
        rlib.clone(),
        src.display().to_string(),
    ];
    let out = tools::run(rustc, &args, dir)?;
    if !out.ok {
        return Err(AbiCheckError::Tool {
            tool: rustc.to_string(),
            message: format!(
                "the stand-in `{name}` crate does not compile:\n{}",
                out.stderr
            ),
        });
    }
    Ok(vec![
        "--extern".into(),
        format!("{name}={}", dir.join(rlib).display()),
    ])
}

fn absolute(path: &str) -> String {
    // (`std::path::absolute` is newer than the library's minimum Rust.)
    let p = std::path::Path::new(path);
    if p.is_absolute() {
        return path.to_string();
    }
    std::env::current_dir()
        .map(|d| d.join(p).display().to_string())
        .unwrap_or_else(|_| path.to_string())
}

/// The first error clang gave on `line` of the unit.
fn first_error(stderr: &str, line: usize) -> String {
    let tag = format!(":{line}:");
    stderr
        .lines()
        .find(|l| l.contains(&tag) && l.contains("error:"))
        .and_then(|l| l.split_once("error:"))
        .map(|(_, m)| format!("its reference does not compile ({})", m.trim()))
        .unwrap_or_else(|| "its reference does not compile".into())
}
