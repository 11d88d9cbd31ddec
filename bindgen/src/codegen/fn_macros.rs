//! `--generate-fn-macros`: translated function-like macros as `pub const fn`s.
//!
//! The tree (`ir::FnExpr`) already holds every C conversion; this module
//! spells each node in Rust with the same result, and turns C's undefined
//! behaviour into a panic (at compile time when the call is evaluated in a
//! constant): signed overflow of `+ - * /` and unary `-`, division by zero,
//! shift counts that are negative or not less than the width, and left
//! shifts of signed values whose result does not fit. Unsigned arithmetic
//! wraps, as in C; conversions wrap as clang's do.

use super::Cx;
use crate::analysis::escape_ident;
use crate::ir::{ArithOp, CmpOp, FnExpr, FnExprKind, FnMacroFn, FnMacroParamIr, IntKind, TypeArg};
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
                    crate::error::warn(&format!(
                        "function-like macro {}: generated code does not parse ({e}); left out",
                        f.name
                    ));
                    None
                }
            }
        })
        .collect()
}

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
        K::Lit(_) => false,
        K::Convert(x) | K::Neg(x) | K::BitNot(x) | K::LogNot(x) => uses_param(x, i),
        K::Arith(_, l, r)
        | K::Shl(l, r)
        | K::Shr(l, r)
        | K::Cmp(_, l, r)
        | K::LogAnd(l, r)
        | K::LogOr(l, r) => uses_param(l, i) || uses_param(r, i),
        K::Cond(c, a, b) => uses_param(c, i) || uses_param(a, i) || uses_param(b, i),
        K::Call { types, args, .. } => {
            types.iter().any(|t| *t == TypeArg::Param(i)) || args.iter().any(|a| uses_param(a, i))
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
        let mut body = String::new();
        self.expr(&self.f.body, &mut body);
        format!(
            "pub const fn {}{generics}({}) -> {} {{ {body} }}",
            self.f.name,
            params.join(", "),
            self.ty(self.f.body.ty),
        )
    }

    /// A panic for C's undefined behaviour, naming the macro.
    fn ub(&self, what: &str) -> String {
        format!("panic!(\"{}: {what} (undefined in C)\")", self.f.name)
    }

    fn expr(&self, e: &FnExpr, out: &mut String) {
        use FnExprKind as K;
        let signed = e.ty.is_signed();
        match &e.kind {
            K::Lit(v) => {
                let ty = self.ty(e.ty);
                if i32::try_from(*v).is_ok() {
                    let _ = write!(out, "({v} as {ty})");
                } else {
                    let _ = write!(out, "({v}i128 as {ty})");
                }
            }
            K::Param(i) => out.push_str(&self.param_name(*i)),
            K::SizeOf(i) | K::AlignOf(i) => {
                let f = if matches!(e.kind, K::SizeOf(_)) {
                    "size_of"
                } else {
                    "align_of"
                };
                let _ = write!(
                    out,
                    "(::core::mem::{f}::<{}>() as {})",
                    self.param_name(*i),
                    self.ty(e.ty)
                );
            }
            K::Convert(x) => {
                out.push('(');
                self.expr(x, out);
                let _ = write!(out, " as {})", self.ty(e.ty));
            }
            K::Neg(x) => {
                if signed {
                    self.checked("checked_neg", x, None, "signed overflow", out);
                } else {
                    out.push('(');
                    self.expr(x, out);
                    out.push_str(").wrapping_neg()");
                }
            }
            K::BitNot(x) => {
                out.push_str("(!");
                self.expr(x, out);
                out.push(')');
            }
            K::LogNot(x) => {
                out.push_str("((");
                self.expr(x, out);
                let _ = write!(out, " == 0) as {})", self.ty(e.ty));
            }
            K::Arith(op, l, r) => self.arith(*op, signed, l, r, out),
            K::Shl(l, r) | K::Shr(l, r) => {
                self.shift(matches!(e.kind, K::Shl(..)), e.ty, l, r, out)
            }
            K::Cmp(op, l, r) => {
                let op = match op {
                    CmpOp::Lt => "<",
                    CmpOp::Gt => ">",
                    CmpOp::Le => "<=",
                    CmpOp::Ge => ">=",
                    CmpOp::Eq => "==",
                    CmpOp::Ne => "!=",
                };
                out.push_str("((");
                self.expr(l, out);
                let _ = write!(out, " {op} ");
                self.expr(r, out);
                let _ = write!(out, ") as {})", self.ty(e.ty));
            }
            K::LogAnd(l, r) | K::LogOr(l, r) => {
                let op = if matches!(e.kind, K::LogAnd(..)) {
                    "&&"
                } else {
                    "||"
                };
                out.push_str("((");
                self.expr(l, out);
                let _ = write!(out, " != 0 {op} ");
                self.expr(r, out);
                let _ = write!(out, " != 0) as {})", self.ty(e.ty));
            }
            K::Cond(c, a, b) => {
                out.push_str("(if ");
                self.expr(c, out);
                out.push_str(" != 0 { ");
                self.expr(a, out);
                out.push_str(" } else { ");
                self.expr(b, out);
                out.push_str(" })");
            }
            K::Call { name, types, args } => {
                out.push_str(name);
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
                out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.expr(a, out);
                }
                out.push(')');
            }
        }
    }

    /// `match l.METHOD(r) { Some(v) => v, None => panic!(..) }`.
    fn checked(&self, method: &str, l: &FnExpr, r: Option<&FnExpr>, what: &str, out: &mut String) {
        out.push_str("(match ");
        self.expr(l, out);
        let _ = write!(out, ".{method}(");
        if let Some(r) = r {
            self.expr(r, out);
        }
        let _ = write!(out, ") {{ Some(v) => v, None => {} }})", self.ub(what));
    }

    fn arith(&self, op: ArithOp, signed: bool, l: &FnExpr, r: &FnExpr, out: &mut String) {
        let bit = match op {
            ArithOp::And => Some("&"),
            ArithOp::Or => Some("|"),
            ArithOp::Xor => Some("^"),
            _ => None,
        };
        if let Some(bit) = bit {
            out.push('(');
            self.expr(l, out);
            let _ = write!(out, " {bit} ");
            self.expr(r, out);
            out.push(')');
            return;
        }
        let name = match op {
            ArithOp::Add => "add",
            ArithOp::Sub => "sub",
            ArithOp::Mul => "mul",
            ArithOp::Div => "div",
            _ => "rem",
        };
        match (op, signed) {
            (ArithOp::Div | ArithOp::Rem, true) => self.checked(
                &format!("checked_{name}"),
                l,
                Some(r),
                "division by zero or signed overflow",
                out,
            ),
            (ArithOp::Div | ArithOp::Rem, false) => self.checked(
                &format!("checked_{name}"),
                l,
                Some(r),
                "division by zero",
                out,
            ),
            (_, true) => self.checked(
                &format!("checked_{name}"),
                l,
                Some(r),
                "signed overflow",
                out,
            ),
            (_, false) => {
                out.push('(');
                self.expr(l, out);
                let _ = write!(out, ").wrapping_{name}(");
                self.expr(r, out);
                out.push(')');
            }
        }
    }

    /// `l << r` / `l >> r` with C's conditions checked: the count in
    /// `0..width`, and for `<<` of a signed value a non-negative value whose
    /// result fits.
    fn shift(&self, left: bool, lty: IntKind, l: &FnExpr, r: &FnExpr, out: &mut String) {
        let lt = self.ty(lty);
        let rt = self.ty(r.ty);
        if let FnExprKind::Lit(c) = r.kind {
            // Nothing to check: a constant count in range, and no sign to lose.
            if (0..32).contains(&c) && (!left || !lty.is_signed()) {
                let op = if left { "<<" } else { ">>" };
                out.push('(');
                self.expr(l, out);
                let _ = write!(out, " {op} {c})");
                return;
            }
        }
        out.push_str("{ let __bindgen_l: ");
        out.push_str(&lt);
        out.push_str(" = ");
        self.expr(l, out);
        let _ = write!(out, "; let __bindgen_c: {rt} = ");
        self.expr(r, out);
        // A constant count below 32 is in range for every promoted type.
        let small_constant = matches!(r.kind, FnExprKind::Lit(c) if (0..32).contains(&c));
        if !small_constant {
            let _ = write!(out, "; if __bindgen_c >= {lt}::BITS as {rt}");
            if r.ty.is_signed() {
                out.push_str(" || __bindgen_c < 0");
            }
            let _ = write!(out, " {{ {} }}", self.ub("shift count out of range"));
        } else {
            out.push(';');
        }
        if left && lty.is_signed() {
            let _ = write!(
                out,
                " if __bindgen_l < 0 || (__bindgen_l >> ({lt}::BITS as {rt} - 1 - __bindgen_c)) != 0 {{ {} }}",
                self.ub("signed left shift overflow")
            );
        }
        let op = if left { "<<" } else { ">>" };
        let _ = write!(out, " __bindgen_l {op} __bindgen_c }}");
    }
}
