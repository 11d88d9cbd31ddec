//! `--verify-abi` from the driver: the functions of the IR as the check's
//! reference unit names them, and the check's settings.

use crate::abi_check::{self, AbiSummary, CFn, Reference};
use crate::error::BindgenError;
use crate::fixpoint::{walk, Step};
use crate::ir::{Ir, MethodKind, TypeKind};
use crate::options::BindgenOptions;
use crate::parse::Inputs;

/// Checks `bindings` against clang (only called when the option is on).
pub(super) fn run(
    opts: &BindgenOptions,
    inputs: &Inputs,
    ir: &Ir,
    bindings: &str,
) -> Result<AbiSummary, BindgenError> {
    let main_contents = inputs
        .contents
        .iter()
        .find(|(n, _)| *n == inputs.main)
        .map(|(_, c)| c.as_str());
    let edition = opts
        .rust_edition
        .unwrap_or_else(|| opts.rust_target.latest_edition())
        .to_string();
    let req = abi_check::Request {
        clang_args: &inputs.args,
        main: &inputs.main,
        main_contents,
        cxx: inputs.cxx,
        functions: functions(ir, opts),
        bindings,
        edition,
        clang: crate::parse::clang_path(),
        rustc: crate::environment::var(opts, "RUSTC").unwrap_or_else(|| "rustc".into()),
        rust_target: crate::environment::var(opts, "TARGET"),
        wrapper_suffix: opts.wrap_static_fns.then(|| {
            opts.wrap_static_fns_suffix
                .clone()
                .unwrap_or_else(|| "__extern".into())
        }),
        symbols_chosen: if !opts.enable_mangling {
            Some("--distrust-clang-mangling")
        } else if !opts.parse_callbacks.is_empty() {
            Some("parse callbacks may choose link names, as --prefix-link-name does")
        } else {
            None
        },
    };
    abi_check::verify(&req).map_err(BindgenError::AbiCheck)
}

/// The `--override-abi` patterns: the user says those functions are called
/// with another ABI than their declaration tells clang, so they are not
/// compared.
fn overridden(opts: &BindgenOptions) -> Vec<regex::Regex> {
    opts.abi_overrides
        .iter()
        .filter_map(|(_, p)| regex::Regex::new(&format!("^({p})$")).ok())
        .collect()
}

/// Every function of the IR with the spellings the reference unit needs
/// (none whose ABI the user overrides).
fn functions(ir: &Ir, opts: &BindgenOptions) -> Vec<CFn> {
    let overridden = overridden(opts);
    let mut out = Vec::new();
    let mut methods = vec![false; ir.functions.len()];
    for ty in &ir.types {
        let TypeKind::Record(r) = &ty.kind else {
            continue;
        };
        let Some(cx) = &r.cxx else { continue };
        for m in &cx.methods {
            let Some(f) = ir.functions.get(m.function.0) else {
                continue;
            };
            methods[m.function.0] = true;
            let Some(sp) = &f.c_spelling else { continue };
            let Some(class) = sp.class.clone() else {
                continue;
            };
            let name = f.name.clone();
            let reference = match m.kind {
                MethodKind::Static => Reference::Free {
                    callee: format!("{class}::{name}"),
                },
                MethodKind::Constructor => Reference::Constructor { class },
                MethodKind::Destructor => Reference::Destructor { class },
                _ if m.is_virtual => Reference::Virtual { class, name },
                _ => Reference::Member { class, name },
            };
            let mut c = cfn(ir, m.function.0, reference, m.is_const);
            c.user_types = user_types(ir, opts, &f.sig);
            out.push(c);
        }
    }
    for (i, f) in ir.functions.iter().enumerate() {
        if methods[i] || f.c_spelling.is_none() {
            continue;
        }
        let callee = if ir.cxx {
            format!("::{}", ir.qualified_path(f.module, &[], &f.name))
        } else {
            f.name.clone()
        };
        let mut c = cfn(ir, i, Reference::Free { callee }, false);
        if overridden.iter().any(|r| r.is_match(&f.name)) {
            c.unchecked = Some("its ABI is set by --override-abi");
        }
        c.user_types = user_types(ir, opts, &f.sig);
        out.push(c);
    }
    out
}

/// The blocklisted types `sig` passes or returns by value (a typedef and
/// what it names, each by its C name): the bindings name them, the user
/// defines them. They are compared all the same (a wrong definition is
/// called wrongly), and a mismatch names them.
fn user_types(ir: &Ir, opts: &BindgenOptions, sig: &crate::ir::FnSig) -> Vec<String> {
    let blocked =
        |name: &str| opts.blocklisted_types.matches(name) || opts.blocklisted_items.matches(name);
    let mut out: Vec<String> = Vec::new();
    for t in std::iter::once(sig.ret).chain(sig.params.iter().map(|(_, t)| *t)) {
        walk("the typedef chain of a checked signature", t, |t| {
            if let Some(name) = ir.declared_name(t) {
                if blocked(name) && !out.iter().any(|n| n == name) {
                    out.push(name.to_string());
                }
            }
            match &ir.ty(t).kind {
                TypeKind::Alias { target, .. } => Step::Next(*target),
                _ => Step::Done(()),
            }
        });
    }
    out
}

fn cfn(ir: &Ir, i: usize, reference: Reference, is_const: bool) -> CFn {
    let f = &ir.functions[i];
    let sp = f
        .c_spelling
        .clone()
        .unwrap_or_else(|| crate::ir::CSpelling {
            ret: String::new(),
            params: Vec::new(),
            class: None,
        });
    let symbol = f
        .link_name
        .clone()
        .or_else(|| f.mangled.clone())
        .unwrap_or_else(|| f.name.clone());
    let decl = format!(
        "{}:{}: {} {}({}{}){}",
        f.loc.file,
        f.loc.line,
        sp.ret,
        f.name,
        sp.params.join(", "),
        if f.sig.variadic { ", ..." } else { "" },
        if is_const { " const" } else { "" }
    );
    CFn {
        reference,
        ret: sp.ret,
        params: sp.params,
        variadic: f.sig.variadic,
        is_const,
        symbol,
        decl,
        unchecked: None,
        user_types: Vec::new(),
    }
}
