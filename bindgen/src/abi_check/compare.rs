//! Compares one function's lowered signature as clang and as rustc emit it.
//!
//! Normalised, because they differ between the two compilers without
//! changing the call:
//! - pointers: clang 14's typed pointers (`%struct.S*`) and rustc's `ptr`;
//! - the spelling of a value's type: a struct, an array or a named type with
//!   the same scalars in the same order (`{ float, float }`, `[2 x float]`,
//!   `%struct.F2`) are one value in the same registers; on x86-64 an SSE
//!   eightbyte is `<2 x float>` in clang and `double` in rustc;
//! - the types of `byval`/`sret` (`%struct.S` or `[N x i8]`): their size is
//!   compared instead; and `byval`'s alignment below the x86 stack slot's
//!   (8 bytes on x86-64, 4 on 32-bit x86), which the slot rounds up;
//! - in a coerced aggregate (not `noundef`), an integer piece rustc rounds up
//!   to the register, or spells as an integer where clang keeps a pointer;
//! - `zeroext` on an `i1`: a C `bool` is 0 or 1 in its byte on every ABI,
//!   and rustc marks its `bool` so whatever the target; and `signext` or
//!   `zeroext` on a 32-bit integer on x86, which extends to 32 bits only;
//! - x86-64's `__int128`: clang 14 passes `i64, i64`, rustc `i128`;
//! - a pointer against an integer of the pointer's width (one register on
//!   every target checked), and x86's `__ptr32` pointers as 32-bit integers;
//! - on 32-bit x86, a struct clang passes as its scalars one after the other
//!   on the stack and rustc passes `byval`: the same bytes in the same stack
//!   slots (compared by size).
//!
//! Everything else is compared: the calling convention, each value's
//! scalars, `byval`/`sret` and their sizes and `byval`'s alignment, `inreg`,
//! `inalloca`, whether the function is variadic, and `signext`/`zeroext`
//! where the other side relies on them (see [`same`]).

use super::llvm::{Module, Signature, Ty, Value};

/// The architecture family, for the normalisations that depend on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arch {
    X86_64,
    X86,
    Other,
}

impl Arch {
    pub(crate) fn of(triple: &str) -> Arch {
        let arch = triple.split('-').next().unwrap_or("");
        match arch {
            "x86_64" | "amd64" => Arch::X86_64,
            "i386" | "i486" | "i586" | "i686" | "x86" => Arch::X86,
            _ => Arch::Other,
        }
    }
}

/// A value as compared.
#[derive(Debug)]
struct Norm {
    scalars: Vec<String>,
    /// `byval`: size and alignment of the copy.
    byval: Option<(Option<u64>, Option<String>)>,
    /// `sret`: size of the returned object.
    sret: Option<Option<u64>>,
    flags: Vec<&'static str>,
    /// `signext` or `zeroext`.
    ext: Option<&'static str>,
    /// Not `noundef`: for clang, a coerced aggregate (it marks every C
    /// scalar `noundef`).
    coerced: bool,
}

impl Norm {
    fn show(&self) -> String {
        let mut s = self.scalars.join(", ");
        if s.is_empty() {
            s.push_str("(nothing)");
        }
        if let Some((size, align)) = &self.byval {
            s.push_str(&format!(
                " byval({} bytes) align {}",
                size.map_or("?".into(), |n| n.to_string()),
                align.as_deref().unwrap_or("?")
            ));
        }
        if let Some(size) = &self.sret {
            s.push_str(&format!(
                " sret({} bytes)",
                size.map_or("?".into(), |n| n.to_string())
            ));
        }
        for f in self.flags.iter().chain(&self.ext) {
            s.push(' ');
            s.push_str(f);
        }
        s
    }
}

const FLAGS: [&str; 4] = ["inreg", "inalloca", "byref", "preallocated"];

fn scalars(ty: &Ty, m: &Module, arch: Arch, out: &mut Vec<String>, depth: u32) {
    if crate::fixpoint::too_deep("`abi_check::compare::scalars`", depth) {
        out.push("?".into());
        return;
    }
    match ty {
        Ty::Void => {}
        Ty::Ptr => out.push("ptr".into()),
        // x86-64 passes `__int128` as two eightbytes: clang 14 spells them
        // `i64, i64`, rustc `i128`.
        Ty::Int(128) if arch == Arch::X86_64 => out.extend(["i64".into(), "i64".into()]),
        Ty::Int(b) => out.push(format!("i{b}")),
        Ty::Float(f) => out.push(f.clone()),
        Ty::Struct { fields, .. } => {
            for f in fields {
                scalars(f, m, arch, out, depth + 1);
            }
        }
        Ty::Array(n, el) => {
            for _ in 0..*n {
                scalars(el, m, arch, out, depth + 1);
            }
        }
        Ty::Vector(2, el) if arch == Arch::X86_64 && **el == Ty::Float("float".into()) => {
            out.push("double".into())
        }
        Ty::Vector(n, el) => {
            let mut inner = Vec::new();
            scalars(el, m, arch, &mut inner, depth + 1);
            out.push(format!("<{n} x {}>", inner.join(",")));
        }
        Ty::Named(n) => match m.types.get(n) {
            Some(Some(body)) => scalars(body, m, arch, out, depth + 1),
            _ => out.push(format!("%{n}")),
        },
        Ty::Other(o) => out.push(o.clone()),
    }
}

fn normalise(v: &Value, m: &Module, arch: Arch) -> Norm {
    let size_of = |attr: &str| {
        v.attr(attr).and_then(|t| {
            let ty = super::llvm::parse_type(t).ok()?;
            m.layout.size_align(&ty, &m.types).map(|(s, _)| s)
        })
    };
    let mut out = Vec::new();
    scalars(&v.ty, m, arch, &mut out, 0);
    let bool_value = v.ty == Ty::Int(1);
    // x86 extends arguments to 32 bits only: on an `i32` (a C++ `wchar_t`
    // or `char32_t`) `signext`/`zeroext` asks for nothing.
    let x86 = matches!(arch, Arch::X86 | Arch::X86_64);
    let wide_int = |t: &Ty| matches!(t, Ty::Int(b) if *b >= 32);
    Norm {
        scalars: out,
        byval: v
            .has("byval")
            .then(|| (size_of("byval"), byval_align(v.attr("align"), arch))),
        sret: v.has("sret").then(|| size_of("sret")),
        flags: FLAGS.iter().copied().filter(|f| v.has(f)).collect(),
        ext: ["signext", "zeroext"]
            .into_iter()
            .find(|f| v.has(f) && !(bool_value && *f == "zeroext") && !(x86 && wide_int(&v.ty))),
        coerced: !v.has("noundef"),
    }
}

/// The alignment a `byval` copy gets on the stack: x86 stack slots are
/// at least 8 bytes (x86-64) or 4 (32-bit) aligned, so clang's `align 8` and
/// rustc's `align 4` for a 4-aligned struct place it alike there.
fn byval_align(align: Option<&str>, arch: Arch) -> Option<String> {
    let slot = match arch {
        Arch::X86_64 => 8,
        Arch::X86 => 4,
        Arch::Other => return align.map(str::to_string),
    };
    let n = align.and_then(|a| a.parse::<u64>().ok()).unwrap_or(1);
    Some(n.max(slot).to_string())
}

/// Whether C's value `c` and Rust's `r` are passed alike. An extension is
/// needed only where the other side relies on it: a parameter C extends
/// must be extended by the Rust caller (more is harmless); a return value
/// Rust's caller takes as extended must be extended by C.
fn same(c: &Norm, r: &Norm, is_return: bool, ptr_bits: u32) -> bool {
    let ext_ok = if is_return {
        r.ext.is_none() || r.ext == c.ext
    } else {
        c.ext.is_none() || r.ext == c.ext
    };
    // A pointer and an integer of its width travel alike on every target
    // checked (an opaque pointer typedef is a `u64` blob in Rust).
    let word = format!("i{ptr_bits}");
    let scalar_eq =
        |a: &String, b: &String| a == b || (a == "ptr" && *b == word) || (*a == word && b == "ptr");
    let scalars_eq = c.scalars.len() == r.scalars.len()
        && c.scalars
            .iter()
            .zip(&r.scalars)
            .all(|(a, b)| scalar_eq(a, b));
    ext_ok && scalars_eq && c.byval == r.byval && c.sret == r.sret && c.flags == r.flags
}

/// The differences between clang's signature `c` (in module `cm`) and
/// rustc's `r` (in `rm`); empty when they call alike.
pub(crate) fn differences(
    c: &Signature,
    cm: &Module,
    r: &Signature,
    rm: &Module,
    arch: Arch,
) -> Vec<String> {
    let mut diffs = Vec::new();
    if c.cconv != r.cconv {
        diffs.push(format!(
            "calling convention: C {}, Rust {}",
            c.cconv.as_deref().unwrap_or("C"),
            r.cconv.as_deref().unwrap_or("C")
        ));
    }
    if c.variadic != r.variadic {
        diffs.push(format!(
            "variadic: C {}, Rust {}",
            yes_no(c.variadic),
            yes_no(r.variadic)
        ));
    }
    let (cr, rr) = (normalise(&c.ret, cm, arch), normalise(&r.ret, rm, arch));
    let ptr_bits = cm.layout.pointer_bits();
    if !same(&cr, &rr, true, ptr_bits) && !widened(&cr, &rr, ptr_bits) {
        diffs.push(format!("return: C {}, Rust {}", cr.show(), rr.show()));
    }
    let cp: Vec<Norm> = c.params.iter().map(|v| normalise(v, cm, arch)).collect();
    let rp: Vec<Norm> = r.params.iter().map(|v| normalise(v, rm, arch)).collect();
    let stack_only =
        arch == Arch::X86 && matches!(c.cconv.as_deref(), None | Some("x86_stdcallcc"));
    let (mut i, mut j) = (0, 0);
    while i < cp.len() && j < rp.len() {
        if same(&cp[i], &rp[j], false, ptr_bits) || widened(&cp[i], &rp[j], ptr_bits) {
            i += 1;
            j += 1;
            continue;
        }
        // One side's aggregate, the other's scalars one after the other.
        if let Some(taken) = split(&rp[j], &cp[i..], false, cp[i].coerced.then_some(ptr_bits)) {
            i += taken;
            j += 1;
            continue;
        }
        if let Some(taken) = split(&cp[i], &rp[j..], true, cp[i].coerced.then_some(ptr_bits)) {
            i += 1;
            j += taken;
            continue;
        }
        // 32-bit x86: clang's expanded struct against rustc's `byval`.
        if stack_only && arch == Arch::X86 {
            if let Some(taken) = expanded_as(&cp[i..], &c.params[i..], cm, &rp[j]) {
                i += taken;
                j += 1;
                continue;
            }
        }
        diffs.push(format!(
            "parameter {}: C {}, Rust {}",
            j + 1,
            cp[i].show(),
            rp[j].show()
        ));
        i += 1;
        j += 1;
    }
    if cp.len() - i != rp.len() - j {
        diffs.push(format!(
            "parameters: C passes {} values, Rust {}",
            c.params.len(),
            r.params.len()
        ));
    }
    diffs
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// A coerced aggregate whose integer pieces rustc rounds up to the
/// register (`{ i8, double }` against `{ i64, double }`, `i32` against
/// `i64`) or spells as an integer where clang keeps a member's pointer type
/// (`{ i64, ptr }` against `{ i64, i64 }`): the same registers, and only C's
/// bytes are read. Clang marks every C scalar `noundef` and never a coerced
/// aggregate, so a real `int`/`long` difference is not taken for one.
fn widened(c: &Norm, r: &Norm, ptr_bits: u32) -> bool {
    c.coerced
        && c.byval.is_none()
        && r.byval.is_none()
        && c.sret == r.sret
        && c.flags == r.flags
        && c.ext == r.ext
        && pieces_match(
            &c.scalars,
            &r.scalars.iter().collect::<Vec<_>>(),
            Some(ptr_bits),
        )
}

/// C's scalars against Rust's. With `relax` (the pointer width), a piece of
/// C's may be a narrower integer (up to 64 bits) or a pointer where Rust has
/// an integer of the pointer's width: the same general-purpose register.
fn pieces_match(c: &[String], r: &[&String], relax: Option<u32>) -> bool {
    let bits = |s: &str| match s {
        "ptr" => relax,
        _ => s.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()),
    };
    c.len() == r.len()
        && c.iter().zip(r).all(|(a, b)| {
            a == *b
                || (relax.is_some()
                    && matches!((bits(a), bits(b)), (Some(x), Some(y)) if x <= y && y <= 64))
        })
}

/// How many of `many`'s leading direct values, one scalar each, spell the
/// direct aggregate `one` (`{ i64, i64 }` against `i64, i64`): the backend
/// assigns both alike. `one_is_c` says which side `one` is.
fn split(one: &Norm, many: &[Norm], one_is_c: bool, relax: Option<u32>) -> Option<usize> {
    let plain = |n: &Norm| n.byval.is_none() && n.sret.is_none() && n.flags.is_empty();
    if one.scalars.len() < 2 || !plain(one) {
        return None;
    }
    let mut got: Vec<&String> = Vec::new();
    for (k, n) in many.iter().enumerate() {
        if !plain(n) || n.scalars.len() != 1 {
            return None;
        }
        got.push(&n.scalars[0]);
        if got.len() == one.scalars.len() {
            // `relax` widens C's pieces only.
            let fits = if one_is_c {
                pieces_match(&one.scalars, &got, relax)
            } else {
                let c: Vec<String> = got.iter().map(|s| (*s).clone()).collect();
                pieces_match(&c, &one.scalars.iter().collect::<Vec<_>>(), relax)
            };
            return fits.then_some(k + 1);
        }
    }
    None
}

/// How many of clang's leading parameters make up rustc's `byval` value:
/// plain scalars (no attributes) whose 4-byte stack slots add up to the
/// copy's size, when the copy is aligned to at most 4.
fn expanded_as(cs: &[Norm], raw: &[Value], cm: &Module, r: &Norm) -> Option<usize> {
    let (Some(size), align) = r.byval.as_ref()? else {
        return None;
    };
    if align
        .as_deref()
        .and_then(|a| a.parse::<u64>().ok())
        .unwrap_or(4)
        > 4
        || !r.flags.is_empty()
    {
        return None;
    }
    let mut total = 0;
    for (k, (n, v)) in cs.iter().zip(raw).enumerate() {
        if n.byval.is_some() || n.sret.is_some() || !n.flags.is_empty() {
            return None;
        }
        let (s, _) = cm.layout.size_align(&v.ty, &cm.types)?;
        total += (s + 3) / 4 * 4;
        if total == *size {
            return Some(k + 1);
        }
        if total > *size {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi_check::llvm::parse_module;

    /// The differences between one-function modules `c` and `r`.
    fn diff(c: &str, r: &str, arch: Arch) -> Vec<String> {
        let (cm, rm) = (parse_module(c).unwrap(), parse_module(r).unwrap());
        let cs = cm.functions.values().next().expect("a C function");
        let rs = rm.functions.values().next().expect("a Rust function");
        differences(cs, &cm, rs, &rm, arch)
    }

    #[test]
    fn equal_calls_spelled_differently_match() {
        let x64 = Arch::X86_64;
        // SSE eightbyte, named struct against array, typed pointers.
        assert!(diff(
            "declare <2 x float> @f(<2 x float>, i8* noundef)",
            "declare double @f(double, ptr)",
            x64
        )
        .is_empty());
        assert!(diff(
            "%struct.F2 = type { float, float }\ndeclare %struct.F2 @f([2 x float])",
            "declare [2 x float] @f({ float, float })",
            Arch::Other
        )
        .is_empty());
        // Coerced pieces rounded up to the register, split aggregates.
        assert!(diff(
            "declare { i8, double } @t(i8, double)",
            "declare { i64, double } @t({ i64, double })",
            x64
        )
        .is_empty());
        // `__int128` as two eightbytes; an extension of an `i32` on x86.
        assert!(diff(
            "declare void @w(i64 noundef, i64 noundef, i32 noundef signext)",
            "declare void @w(i128, i32)",
            x64
        )
        .is_empty());
        // x86-64 stack slots align a byval copy to 8 whatever it asks.
        assert!(diff(
            "%struct.P = type { i32, i32, i32 }\ndeclare void @z(%struct.P* noundef byval(%struct.P) align 8)",
            "declare void @z(ptr byval([12 x i8]) align 4)",
            x64
        )
        .is_empty());
        // A member pointer clang keeps against rustc's integer.
        assert!(diff(
            "declare { i64, i8* } @k(i8*)",
            "declare { i64, i64 } @k(i64)",
            x64
        )
        .is_empty());
        // i686: clang's expanded struct against rustc's byval copy.
        assert!(diff(
            "%struct.S2 = type { i32, i32 }\ndeclare void @s(%struct.S2* sret(%struct.S2) align 4, i32, i32)",
            "declare void @s(ptr sret([8 x i8]) align 4, ptr byval([8 x i8]) align 4)",
            Arch::X86
        )
        .is_empty());
        // A bool's zeroext, and an extension only the other side needs.
        assert!(diff(
            "declare i1 @b(i1 noundef, i8 noundef) ",
            "declare zeroext i1 @b(i1 zeroext, i8 signext)",
            Arch::Other
        )
        .is_empty());
        assert!(diff(
            "declare zeroext i16 @e(i16 noundef zeroext)",
            "declare i16 @e(i16 zeroext)",
            x64
        )
        .is_empty());
    }

    #[test]
    fn different_calls_are_reported() {
        let x64 = Arch::X86_64;
        let d = diff(
            "declare x86_fp80 @ld(x86_fp80 noundef)",
            "declare i128 @ld(i128)",
            x64,
        );
        assert_eq!(
            d,
            [
                "return: C x86_fp80, Rust i64, i64",
                "parameter 1: C x86_fp80, Rust i64, i64"
            ]
        );
        // A C scalar is never widened.
        assert_eq!(
            diff("declare i32 @g(i32 noundef)", "declare i64 @g(i64)", x64),
            ["parameter 1: C i32, Rust i64"]
        );
        // An extension C relies on that Rust does not make, and one Rust
        // relies on that C does not make.
        assert_eq!(
            diff(
                "declare void @p(i8 noundef signext)",
                "declare void @p(i8 zeroext)",
                x64
            ),
            ["parameter 1: C i8 signext, Rust i8 zeroext"]
        );
        assert_eq!(
            diff("declare i8 @q()", "declare signext i8 @q()", x64),
            ["return: C i8, Rust i8 signext"]
        );
        // Hidden pointers, sizes, conventions, variadics.
        assert_eq!(
            diff(
                "%class.H = type { i32 }\ndeclare void @h(%class.H* noundef)",
                "declare void @h(i32)",
                x64
            ),
            ["parameter 1: C ptr, Rust i32"]
        );
        assert_eq!(
            diff(
                "%struct.B = type { [5 x i64] }\ndeclare void @big(%struct.B* noundef byval(%struct.B) align 8)",
                "declare void @big(ptr byval([32 x i8]) align 8)",
                x64
            ),
            ["parameter 1: C ptr byval(40 bytes) align 8, Rust ptr byval(32 bytes) align 8"]
        );
        assert_eq!(
            diff(
                "declare x86_stdcallcc i32 @s(i32 noundef)",
                "declare i32 @s(i32)",
                Arch::X86
            ),
            ["calling convention: C x86_stdcallcc, Rust C"]
        );
        assert_eq!(
            diff(
                "declare i32 @v(i32 noundef, ...)",
                "declare i32 @v(i32)",
                x64
            ),
            ["variadic: C yes, Rust no"]
        );
    }
}
