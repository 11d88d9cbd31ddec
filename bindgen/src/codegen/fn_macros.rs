//! `--generate-fn-macros`: translated function-like macros as `pub const fn`s.
//!
//! The tree (`ir::FnExpr`) already holds every C conversion; this module
//! spells each node in Rust with the same result, and turns C's undefined
//! behaviour into a panic (at compile time when the call is evaluated in a
//! constant): signed overflow of `+ - * /` and unary `-`, division by zero,
//! shift counts that are negative or not less than the width, and left
//! shifts of signed values whose result does not fit. Unsigned arithmetic
//! wraps, as in C; conversions wrap as clang's do.

use super::cx::Cx;
use crate::analysis::escape_ident;
use crate::ir::{
    ArithOp, BitOp, CmpOp, FnExpr, FnExprKind, FnMacroFn, FnMacroParamIr, IntKind, TypeArg,
};
use proc_macro2::TokenStream;
use std::fmt::Write;

/// The items of the translated macros, in order.
pub(crate) fn fn_macro_items(
    cx: &Cx<'_>,
    fns: &[FnMacroFn],
    selected: &[bool],
) -> Vec<TokenStream> {
    fns.iter()
        .zip(selected)
        .filter(|(_, s)| **s)
        .filter_map(|(f, _)| {
            let text = Writer { cx, f }.item();
            match text.parse::<TokenStream>() {
                Ok(t) => Some(t),
                Err(e) => {
                    crate::logging::warn(&format!(
                        "function-like macro {}: generated code does not parse ({e}); left out",
                        f.name
                    ));
                    None
                }
            }
        })
        .collect()
}

/// The doc comment of a function made from the constant arm of
/// `__builtin_constant_p(x) ? A : B` (B calls a function): what it computes
/// is C's value for constant arguments. The differential test reads it.
const CONSTANT_ARGS_DOC: &str =
    " C's value for constant arguments (`__builtin_constant_p`): for run-time arguments C calls a function instead.";

struct Writer<'a> {
    cx: &'a Cx<'a>,
    f: &'a FnMacroFn,
}

fn ctype_name(k: IntKind) -> &'static str {
    match k {
        IntKind::Char { .. } => "c_char",
        IntKind::SChar => "c_schar",
        IntKind::UChar => "c_uchar",
        IntKind::Short => "c_short",
        IntKind::UShort => "c_ushort",
        IntKind::Int => "c_int",
        IntKind::UInt => "c_uint",
        IntKind::Long => "c_long",
        IntKind::ULong => "c_ulong",
        IntKind::LongLong => "c_longlong",
        IntKind::ULongLong => "c_ulonglong",
        IntKind::I128 => "i128",
        IntKind::U128 => "u128",
        IntKind::Fixed { .. } | IntKind::Char16 | IntKind::Char32 => "c_int",
    }
}

fn uses_param(e: &FnExpr, i: usize) -> bool {
    use FnExprKind as K;
    match &e.kind {
        K::Param(p) | K::SizeOf(p) | K::AlignOf(p) => *p == i,
        K::Lit(_) | K::Panic(_) => false,
        K::Convert(x) | K::Neg(x) | K::BitNot(x) | K::Bswap(x) | K::LogNot(x) | K::Bits(_, x) => {
            uses_param(x, i)
        }
        K::Arith(_, l, r)
        | K::Shl(l, r)
        | K::Shr(l, r)
        | K::Cmp(_, l, r)
        | K::LogAnd(l, r)
        | K::LogOr(l, r) => uses_param(l, i) || uses_param(r, i),
        K::Cond(c, a, b) => uses_param(c, i) || uses_param(a, i) || uses_param(b, i),
        K::Call { types, args, .. } => {
            types.contains(&TypeArg::Param(i)) || args.iter().any(|a| uses_param(a, i))
        }
    }
}

impl Writer<'_> {
    fn ty(&self, k: IntKind) -> String {
        match k {
            IntKind::I128 => "i128".into(),
            IntKind::U128 => "u128".into(),
            k => self.cx.ctype(ctype_name(k)).to_string(),
        }
    }

    fn param_name(&self, i: usize) -> String {
        match &self.f.params[i] {
            FnMacroParamIr::Value { name, .. } => {
                let name = escape_ident(name);
                if uses_param(&self.f.body, i) {
                    name
                } else {
                    format!("_{name}")
                }
            }
            FnMacroParamIr::Type { name } => name.clone(),
        }
    }

    fn item(&self) -> String {
        let mut generics = Vec::new();
        let mut params = Vec::new();
        for (i, p) in self.f.params.iter().enumerate() {
            match p {
                FnMacroParamIr::Type { name } => generics.push(name.clone()),
                FnMacroParamIr::Value { ty, .. } => {
                    params.push(format!("{}: {}", self.param_name(i), self.ty(*ty)))
                }
            }
        }
        let generics = if generics.is_empty() {
            String::new()
        } else {
            format!("<{}>", generics.join(", "))
        };
        let body = self.expr(&self.f.body).text;
        // Said on the item: for run-time arguments C computes something
        // else (it calls a function), which no `const fn` can.
        let doc = if self.f.type_from_clang {
            format!("#[doc = \"{CONSTANT_ARGS_DOC}\"] ")
        } else {
            String::new()
        };
        format!(
            "{doc}pub const fn {}{generics}({}) -> {} {{ {body} }}",
            self.f.name,
            params.join(", "),
            self.ty(self.f.body.ty),
        )
    }

    /// A panic for C's undefined behaviour, naming the macro.
    fn ub(&self, what: &str) -> String {
        format!("panic!(\"{}: {what} (undefined in C)\")", self.f.name)
    }

    /// `e` where an operand is expected (of an operator, `as` or a method
    /// call): parenthesized unless it is atomic.
    fn operand(&self, e: &FnExpr) -> String {
        let c = self.expr(e);
        if c.atomic {
            c.text
        } else {
            format!("({})", c.text)
        }
    }

    fn expr(&self, e: &FnExpr) -> Code {
        use FnExprKind as K;
        let signed = e.ty.is_signed();
        match &e.kind {
            K::Lit(v) => {
                let ty = self.ty(e.ty);
                let suffix = if i32::try_from(*v).is_ok() {
                    ""
                } else {
                    "i128"
                };
                Code::compound(format!("{v}{suffix} as {ty}"))
            }
            K::Param(i) => Code::atomic(self.param_name(*i)),
            K::Panic(var) => Code::atomic(format!(
                "panic!(\"{}: reads the C variable `{var}`\")",
                self.f.name
            )),
            K::SizeOf(i) | K::AlignOf(i) => {
                let f = if matches!(e.kind, K::SizeOf(_)) {
                    "size_of"
                } else {
                    "align_of"
                };
                Code::compound(format!(
                    "::core::mem::{f}::<{}>() as {}",
                    self.param_name(*i),
                    self.ty(e.ty)
                ))
            }
            K::Convert(x) => Code::compound(format!("{} as {}", self.operand(x), self.ty(e.ty))),
            K::Neg(x) if signed => self.checked("checked_neg", x, None, "signed overflow"),
            K::Neg(x) => Code::atomic(format!("{}.wrapping_neg()", self.operand(x))),
            K::BitNot(x) => Code::compound(format!("!{}", self.operand(x))),
            K::Bswap(x) => Code::atomic(format!("{}.swap_bytes()", self.operand(x))),
            K::Bits(op, x) => self.bits(*op, e.ty, x),
            K::LogNot(_) | K::Cmp(..) | K::LogAnd(..) | K::LogOr(..) => {
                Code::compound(format!("({}) as {}", self.truth(e), self.ty(e.ty)))
            }
            K::Arith(op, l, r) => self.arith(*op, signed, l, r),
            K::Shl(l, r) | K::Shr(l, r) => self.shift(matches!(e.kind, K::Shl(..)), e.ty, l, r),
            K::Cond(c, a, b) => {
                // `else if` for a chain of `?:` in the else arm.
                let b = match b.kind {
                    K::Cond(..) => self.expr(b).text,
                    _ => format!("{{ {} }}", self.expr(b).text),
                };
                Code::compound(format!(
                    "if {} {{ {} }} else {b}",
                    self.truth(c),
                    self.expr(a).text
                ))
            }
            K::Call { name, types, args } => {
                let mut out = name.clone();
                if !types.is_empty() {
                    let types: Vec<String> = types
                        .iter()
                        .map(|t| match t {
                            TypeArg::Param(i) => self.param_name(*i),
                            TypeArg::Int(k) => self.ty(*k),
                        })
                        .collect();
                    let _ = write!(out, "::<{}>", types.join(", "));
                }
                let args: Vec<String> = args.iter().map(|a| self.expr(a).text).collect();
                let _ = write!(out, "({})", args.join(", "));
                Code::atomic(out)
            }
        }
    }

    /// `e` as a Rust `bool` (C's "compares unequal to 0"), without the
    /// detour through `int` when `e` is itself a comparison or logical
    /// operator.
    fn truth(&self, e: &FnExpr) -> String {
        use FnExprKind as K;
        match &e.kind {
            K::Cmp(op, l, r) => {
                let op = match op {
                    CmpOp::Lt => "<",
                    CmpOp::Gt => ">",
                    CmpOp::Le => "<=",
                    CmpOp::Ge => ">=",
                    CmpOp::Eq => "==",
                    CmpOp::Ne => "!=",
                };
                format!("{} {op} {}", self.operand(l), self.operand(r))
            }
            K::LogAnd(l, r) => format!("{} && {}", self.truth_operand(l), self.truth_operand(r)),
            K::LogOr(l, r) => format!("{} || {}", self.truth_operand(l), self.truth_operand(r)),
            K::LogNot(x)
                if matches!(
                    x.kind,
                    K::Cmp(..) | K::LogAnd(..) | K::LogOr(..) | K::LogNot(_)
                ) =>
            {
                format!("!{}", self.truth_operand(x))
            }
            K::LogNot(x) => format!("{} == 0", self.operand(x)),
            _ => format!("{} != 0", self.operand(e)),
        }
    }

    /// [`Self::truth`] in parentheses, as an operand of `&&`, `||` or `!`.
    fn truth_operand(&self, e: &FnExpr) -> String {
        format!("({})", self.truth(e))
    }

    /// `match l.METHOD(r) { Some(v) => v, None => panic!(..) }`.
    fn checked(&self, method: &str, l: &FnExpr, r: Option<&FnExpr>, what: &str) -> Code {
        let arg = r.map(|r| self.expr(r).text).unwrap_or_default();
        Code::compound(format!(
            "match {}.{method}({arg}) {{ Some(v) => v, None => {} }}",
            self.operand(l),
            self.ub(what)
        ))
    }

    fn arith(&self, op: ArithOp, signed: bool, l: &FnExpr, r: &FnExpr) -> Code {
        let bit = match op {
            ArithOp::And => Some("&"),
            ArithOp::Or => Some("|"),
            ArithOp::Xor => Some("^"),
            _ => None,
        };
        if let Some(bit) = bit {
            return Code::compound(format!("{} {bit} {}", self.operand(l), self.operand(r)));
        }
        let name = match op {
            ArithOp::Add => "add",
            ArithOp::Sub => "sub",
            ArithOp::Mul => "mul",
            ArithOp::Div => "div",
            _ => "rem",
        };
        let method = format!("checked_{name}");
        match (op, signed) {
            (ArithOp::Div | ArithOp::Rem, true) => {
                self.checked(&method, l, Some(r), "division by zero or signed overflow")
            }
            (ArithOp::Div | ArithOp::Rem, false) => {
                self.checked(&method, l, Some(r), "division by zero")
            }
            (_, true) => self.checked(&method, l, Some(r), "signed overflow"),
            (_, false) => Code::atomic(format!(
                "{}.wrapping_{name}({})",
                self.operand(l),
                self.expr(r).text
            )),
        }
    }

    /// `l << r` / `l >> r` with C's conditions checked: the count in
    /// `0..width`, and for `<<` of a signed value a non-negative value whose
    /// result fits.
    /// A bit-counting builtin: `u32` counts converted to the node's type
    /// (they fit any); `ctz`/`clz` of 0 is undefined in C.
    fn bits(&self, op: BitOp, ty: IntKind, x: &FnExpr) -> Code {
        let (xt, t) = (self.ty(x.ty), self.ty(ty));
        let v = self.expr(x).text;
        Code::compound(match op {
            BitOp::Popcount => format!("{{ let __bindgen_b: {xt} = {v}; __bindgen_b.count_ones() as {t} }}"),
            BitOp::Ffs => format!(
                "{{ let __bindgen_b: {xt} = {v}; if __bindgen_b == 0 {{ 0 }} else {{ __bindgen_b.trailing_zeros() as {t} + 1 }} }}"
            ),
            BitOp::Ctz | BitOp::Clz => {
                let (f, what) = if op == BitOp::Ctz {
                    ("trailing_zeros", "__builtin_ctz of 0")
                } else {
                    ("leading_zeros", "__builtin_clz of 0")
                };
                format!(
                    "{{ let __bindgen_b: {xt} = {v}; if __bindgen_b == 0 {{ {} }} __bindgen_b.{f}() as {t} }}",
                    self.ub(what)
                )
            }
        })
    }

    fn shift(&self, left: bool, lty: IntKind, l: &FnExpr, r: &FnExpr) -> Code {
        let lt = self.ty(lty);
        let rt = self.ty(r.ty);
        let op = if left { "<<" } else { ">>" };
        // A constant count below 32 is in range for every promoted type.
        let small_constant = matches!(r.kind, FnExprKind::Lit(c) if (0..32).contains(&c));
        if let FnExprKind::Lit(c) = r.kind {
            if small_constant && (!left || !lty.is_signed()) {
                // Nothing to check: the count is in range, and no sign to lose.
                return Code::compound(format!("{} {op} {c}", self.operand(l)));
            }
            if small_constant {
                // A signed value shifted left by a constant: it must be
                // non-negative and at most `MAX >> c`.
                return Code::compound(format!(
                    "{{ let __bindgen_l: {lt} = {}; if __bindgen_l < 0 || __bindgen_l > {lt}::MAX >> {c} {{ {} }} __bindgen_l << {c} }}",
                    self.expr(l).text,
                    self.ub("signed left shift overflow")
                ));
            }
        }
        let mut out = format!(
            "{{ let __bindgen_l: {lt} = {}; let __bindgen_c: {rt} = {};",
            self.expr(l).text,
            self.expr(r).text
        );
        if !small_constant {
            let _ = write!(out, " if __bindgen_c >= {lt}::BITS as {rt}");
            if r.ty.is_signed() {
                out.push_str(" || __bindgen_c < 0");
            }
            let _ = write!(out, " {{ {} }}", self.ub("shift count out of range"));
        }
        if left && lty.is_signed() {
            let _ = write!(
                out,
                " if __bindgen_l < 0 || (__bindgen_l >> ({lt}::BITS as {rt} - 1 - __bindgen_c)) != 0 {{ {} }}",
                self.ub("signed left shift overflow")
            );
        }
        let _ = write!(out, " __bindgen_l {op} __bindgen_c }}");
        // A block is no operand at the start of a statement: keep it in
        // parentheses wherever it is one.
        Code::compound(out)
    }
}

/// Rust code for one expression, and whether it needs no parentheses as
/// an operand (a name, a call, a method call).
struct Code {
    text: String,
    atomic: bool,
}

impl Code {
    fn atomic(text: String) -> Code {
        Code { text, atomic: true }
    }
    fn compound(text: String) -> Code {
        Code {
            text,
            atomic: false,
        }
    }
}
