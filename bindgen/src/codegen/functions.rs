//! Which functions Rust can declare and call, and with which ABI: the rules
//! that leave a function (or a function pointer type) out on a target, with
//! their reasons, and `--override-abi`.

use super::cx::Cx;
use super::lits::ident;
use crate::ir::Function;
use proc_macro2::Ident;

/// The ABI `f` is declared with: its `--override-abi`, else its own.
pub(crate) fn abi_for(cx: &Cx<'_>, f: &Function) -> String {
    abi_override(cx, &f.name).unwrap_or_else(|| f.sig.abi.clone())
}

/// The Rust version (`1.minor`) that made the ABI `abi` stable, or `None`
/// when only nightly has it; `Some(0)` for ABIs every supported target has.
fn abi_stable_since(abi: &str) -> Option<u64> {
    match abi {
        "vectorcall" => None,
        "efiapi" => Some(68),
        "thiscall" => Some(73),
        _ if abi.ends_with("-unwind") => Some(71),
        _ => Some(0),
    }
}

/// Whether the configured Rust target accepts the ABI `abi`. A calling
/// convention no Rust ABI spells (`?regcall`, see `parse::ty`) is never
/// accepted.
pub(crate) fn abi_supported(cx: &Cx<'_>, abi: &str) -> bool {
    if abi.starts_with('?') || !abi_on_arch(cx, abi) {
        return false;
    }
    let target = cx.opts.rust_target;
    match abi_stable_since(abi) {
        Some(minor) => target.at_least(minor),
        None => target == crate::options::RustTarget::nightly(),
    }
}

/// Whether rustc accepts `extern "abi"` on the target's architecture:
/// `win64` and `sysv64` exist on x86-64 only (clang also takes `ms_abi` on
/// AArch64, and `--override-abi` may name them anywhere).
fn abi_on_arch(cx: &Cx<'_>, abi: &str) -> bool {
    !matches!(abi, "win64" | "sysv64" | "win64-unwind" | "sysv64-unwind") || cx.ir.x86_64
}

/// Whether function `f` can be declared soundly for the configured Rust
/// target; warns when it cannot.
pub(crate) fn abi_usable(cx: &Cx<'_>, f: &Function) -> bool {
    let abi = abi_for(cx, f);
    let why = if let Some(cc) = abi.strip_prefix('?') {
        format!("its calling convention `{cc}` has no Rust ABI")
    } else if !abi_on_arch(cx, &abi) {
        format!("the target's architecture has no `extern \"{abi}\"`")
    } else if !abi_supported(cx, &abi) {
        format!(
            "Rust target {} has no `extern \"{abi}\"`",
            cx.opts.rust_target
        )
    } else if f.sig.variadic
        && matches!(
            abi.trim_end_matches("-unwind"),
            "win64" | "stdcall" | "fastcall" | "thiscall" | "vectorcall"
        )
    {
        // As upstream, which leaves out C-variadic `win64` functions (an
        // `ms_abi` one, or one `--override-abi` makes `win64`); Rust has no
        // variadic x86 callee-cleanup conventions either.
        format!("it is variadic with the `{abi}` calling convention")
    } else if let Some(why) = call_abi_problem(cx, &f.sig) {
        why
    } else {
        return true;
    };
    crate::logging::warn(&format!(
        "{}:{}: skipping function `{}`: {why}",
        f.loc.file, f.loc.line, f.name
    ));
    false
}

/// Why Rust cannot call a function of signature `sig` as C calls it, if it
/// cannot: one rule for declared functions (left out with a warning) and
/// for function-pointer types (emitted as `usize`), so that no type the
/// bindings give can be called in a way a declaration of the same
/// signature is refused. (The calling convention itself is checked by the
/// callers: a declaration and a pointer report it differently.)
pub(crate) fn call_abi_problem(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> Option<String> {
    if variadic_without_named_param(cx, sig) {
        return Some(VARIADIC_WITHOUT_NAMED.to_string());
    }
    value_abi_problem(cx, sig)
}

/// [`call_abi_problem`] but for the values passed and returned only: the
/// rule of C++ methods, whose `this` is a parameter `sig` does not list (a
/// variadic method always has a named parameter to put `...` after).
pub(crate) fn value_abi_problem(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> Option<String> {
    let why = if passes_float16(cx, sig) {
        FLOAT16_BY_VALUE.to_string()
    } else if passes_long_double_bytes(cx, sig) {
        LONG_DOUBLE_BY_VALUE.to_string()
    } else if passes_opaque_signed_narrow(cx, sig) {
        OPAQUE_SIGNED_NARROW.to_string()
    } else if passes_vector(cx, sig) {
        VECTOR_BY_VALUE.to_string()
    } else if returns_complex_float_in_registers(cx, sig) {
        COMPLEX_FLOAT_RETURN.to_string()
    } else if returns_wide_ms_pointer(cx, sig) {
        WIDE_MS_POINTER_RETURN.to_string()
    } else if let Some(class) = passes_indirect_class(cx, sig) {
        indirect_class_why(&class)
    } else if let Some(class) = passes_empty_class(cx, sig) {
        format!(
            "it passes or returns `{class}` by value, a class without data, which C++ passes \
             and returns as nothing and Rust as the byte standing for it"
        )
    } else if let Some(inst) = passes_opaque_instantiation(cx, sig) {
        format!(
            "it passes `{inst}` by value, which is an opaque blob here and would not be \
             passed the way C++ passes the class"
        )
    } else {
        return None;
    };
    Some(why)
}

/// Why a function returning an MS `__ptr64` pointer on 32-bit x86 cannot be
/// declared.
pub(crate) const WIDE_MS_POINTER_RETURN: &str = "it returns an MS `__ptr64` pointer, which \
    32-bit x86 returns in two registers (EDX:EAX) and Rust's 8-byte blob standing for it \
    through a hidden pointer, like any struct";

/// Whether `sig` returns, on 32-bit x86, an MS pointer wider than the
/// target's (`__ptr64`, emitted as an 8-aligned blob): C returns the
/// 64-bit value in EDX:EAX. (Passed, both push the same 8 bytes.)
pub(crate) fn returns_wide_ms_pointer(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    let t = cx.ir.ty(cx.ir.resolve_aliases(sig.ret));
    cx.ir.x86_32
        && matches!(&t.kind, crate::ir::TypeKind::Opaque { reason }
            if reason == crate::ir::MS_POINTER_REASON)
        && t.layout.is_some_and(|l| l.size == 8)
}

/// Why a signature with `_Float16` values cannot be declared.
pub(crate) const FLOAT16_BY_VALUE: &str = "it passes `_Float16` by value, which C passes in \
    floating-point registers and Rust's `__BindgenFloat16` (a `u16`) in integer ones";

/// Whether `sig` takes or returns a `_Float16` by value.
pub(crate) fn passes_float16(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    let is_half = |t| {
        matches!(
            cx.ir.ty(cx.ir.resolve_aliases(t)).kind,
            crate::ir::TypeKind::Float(crate::ir::FloatKind::Float16)
        )
    };
    is_half(sig.ret) || sig.params.iter().any(|(_, t)| is_half(*t))
}

/// Why a signature with a `long double` or `__float128` wider than a
/// `double` cannot be declared.
pub(crate) const LONG_DOUBLE_BY_VALUE: &str = "it passes a `long double` or `__float128` wider \
    than `double` by value, which C passes as a float (on the x87 stack or in a vector \
    register) and Rust has no type for (`u128` and byte arrays travel in integer registers \
    or memory)";

/// Whether `sig` takes or returns by value a `long double` or `__float128`
/// that is not emitted as `f64` (x86-64's and AArch64's `u128`, i686's 12
/// bytes): neither the integer nor the array is passed the way C passes the
/// float (`--verify-abi` shows it).
pub(crate) fn passes_long_double_bytes(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    let is_bytes = |t| {
        let t = cx.ir.ty(cx.ir.resolve_aliases(t));
        matches!(
            t.kind,
            crate::ir::TypeKind::Float(
                crate::ir::FloatKind::LongDouble | crate::ir::FloatKind::Float128
            )
        ) && t.layout.is_some_and(|l| l.size != 8)
    };
    is_bytes(sig.ret) || sig.params.iter().any(|(_, t)| is_bytes(*t))
}

/// Why a signature with an opaque typedef of a narrow signed integer by
/// value cannot be declared.
pub(crate) const OPAQUE_SIGNED_NARROW: &str = "it passes by value an opaque typedef of a \
    signed integer narrower than `int`, which C sign-extends and Rust's unsigned blob \
    zero-extends";

/// Whether `sig` passes or returns an opaque typedef (`--opaque-type`,
/// `opaque`) of a `signed char`/`short` (or signed `char`): its blob is
/// unsigned (`u8`/`u16`), so rustc zero-extends what C sign-extends.
pub(crate) fn passes_opaque_signed_narrow(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    use crate::fixpoint::{walk, Step};
    let narrow_signed = |t: crate::ir::TypeId| {
        let mut opaque = false;
        walk("the typedef chain of a parameter", t, |t| {
            opaque |= cx.an.opaque_aliases.contains(&t);
            match &cx.ir.ty(t).kind {
                crate::ir::TypeKind::Alias { target, .. } => Step::Next(*target),
                crate::ir::TypeKind::Int(k) => {
                    let small = cx.ir.ty(t).layout.is_some_and(|l| l.size < 4);
                    Step::Done(opaque && small && k.is_signed())
                }
                _ => Step::Done(false),
            }
        })
        .unwrap_or(false)
    };
    std::iter::once(sig.ret)
        .chain(sig.params.iter().map(|(_, t)| *t))
        .any(narrow_signed)
}

/// Why a signature with a GCC/OpenCL vector by value cannot be declared.
pub(crate) const VECTOR_BY_VALUE: &str = "it passes a vector type by value, which C passes \
    in a vector register and Rust, for the array it is emitted as, in memory or integer \
    registers";

/// Whether `sig` takes or returns a vector type by value: after parsing,
/// only vectors are arrays there (array parameters decay to pointers, and C
/// cannot return an array).
pub(crate) fn passes_vector(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    std::iter::once(sig.ret)
        .chain(sig.params.iter().map(|(_, t)| *t))
        .any(|t| {
            matches!(
                cx.ir.ty(cx.ir.resolve_aliases(t)).kind,
                crate::ir::TypeKind::Array { .. }
            )
        })
}

/// Why a C++ `f(...)` cannot be declared.
pub(crate) const VARIADIC_WITHOUT_NAMED: &str = "it is variadic without a named parameter \
    (`f(...)`), which a Rust declaration for older Rust targets cannot spell; declared \
    without its `...` it would be called as a function taking no arguments";

/// Whether `sig` is a C++ `f(...)`: variadic, no named parameter.
pub(crate) fn variadic_without_named_param(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    cx.ir.cxx && sig.variadic && sig.params.is_empty()
}

/// Why a function returning `_Complex float` on 32-bit x86 cannot be declared.
pub(crate) const COMPLEX_FLOAT_RETURN: &str = "it returns `_Complex float`, which 32-bit x86 \
    returns in two registers (EDX:EAX) and Rust's `__BindgenComplex<f32>` through a hidden \
    pointer, like any struct";

/// Whether `sig` returns a `_Complex float` on 32-bit x86 (the i386 System V
/// ABI returns it in EDX:EAX, a struct of the same bytes in memory).
pub(crate) fn returns_complex_float_in_registers(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> bool {
    cx.ir.x86_32
        && matches!(
            cx.ir.ty(cx.ir.resolve_aliases(sig.ret)).kind,
            crate::ir::TypeKind::Complex(crate::ir::FloatKind::Float)
        )
}

/// The Rust name of a C++ class a signature passes or returns by value
/// that C++ passes through a hidden pointer (`analysis::call_abi`).
pub(crate) fn passes_indirect_class(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> Option<String> {
    if !cx.ir.cxx {
        return None;
    }
    std::iter::once(sig.ret)
        .chain(sig.params.iter().map(|(_, t)| *t))
        .map(|t| cx.ir.resolve_aliases(t))
        .find(|t| cx.an.cxx.passed_indirectly.contains(t))
        .map(|t| match &cx.ir.ty(t).kind {
            // (An instantiation has no Rust name of its own.)
            crate::ir::TypeKind::Instantiation(inst) => inst.spelling.clone(),
            _ => cx.an.name(t).to_string(),
        })
}

/// The name of a C++ class without data a signature passes or returns by
/// value (`analysis::call_abi::empty_for_calls`).
pub(crate) fn passes_empty_class(cx: &Cx<'_>, sig: &crate::ir::FnSig) -> Option<String> {
    if !cx.ir.cxx {
        return None;
    }
    std::iter::once(sig.ret)
        .chain(sig.params.iter().map(|(_, t)| *t))
        .find(|&t| crate::analysis::call_abi::empty_for_calls(cx.ir, t))
        .map(|t| {
            let t = cx.ir.resolve_aliases(t);
            match &cx.ir.ty(t).kind {
                crate::ir::TypeKind::Instantiation(inst) => inst.spelling.clone(),
                _ => cx.an.name(t).to_string(),
            }
        })
}

/// Why a function passing such a class by value is left out.
pub(crate) fn indirect_class_why(class: &str) -> String {
    format!(
        "it passes or returns `{class}` by value, which C++ passes through a hidden pointer \
         (the class is not trivial for calls) and a Rust declaration would pass as its bytes"
    )
}

/// The C++ spelling of a template instantiation a signature passes or
/// returns by value that is not spelled as its generic struct (see
/// `analysis::templates`), if there is one.
pub(crate) fn passes_opaque_instantiation<'a>(
    cx: &'a Cx<'_>,
    sig: &crate::ir::FnSig,
) -> Option<&'a str> {
    let opaque = |t: crate::ir::TypeId| {
        let t = cx.ir.resolve_aliases(t);
        match &cx.ir.ty(t).kind {
            crate::ir::TypeKind::Instantiation(inst)
                if !cx.an.templates.generic_uses.contains(&t) =>
            {
                Some(inst.spelling.as_str())
            }
            _ => None,
        }
    };
    std::iter::once(sig.ret)
        .chain(sig.params.iter().map(|(_, t)| *t))
        .find_map(opaque)
}

/// The ABI an `--override-abi` pattern gives to `name` (a function, or the
/// declaration a function-pointer type is written in), if one matches.
pub(crate) fn abi_override(cx: &Cx<'_>, name: &str) -> Option<String> {
    cx.abi_patterns()
        .iter()
        .find(|(_, pattern)| pattern.as_ref().is_some_and(|r| r.is_match(name)))
        .map(|(abi, _)| abi.clone())
}

/// Parameter names: C's own, and `argN` for unnamed parameters, numbered
/// among the unnamed ones only (`f(int a, int)` gives `a, arg1`), as
/// upstream does. A generated name never repeats a C name: `f(int arg1, int)`
/// gives `arg1, arg2` (upstream repeats `arg1`, which does not compile).
pub(crate) fn param_idents(params: &[(Option<String>, crate::ir::TypeId)]) -> Vec<Ident> {
    let taken: std::collections::HashSet<&str> =
        params.iter().filter_map(|(n, _)| n.as_deref()).collect();
    let mut next = 0usize;
    params
        .iter()
        .map(|(n, _)| match n {
            Some(n) => ident(n),
            None => loop {
                next += 1;
                let candidate = format!("arg{next}");
                if !taken.contains(candidate.as_str()) {
                    break ident(&candidate);
                }
            },
        })
        .collect()
}
