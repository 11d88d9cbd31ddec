//! Folding a typed expression tree without parameters to its value, with
//! C's rules, for the places where C needs an integer constant expression
//! while the macro is expanded: the condition of `__builtin_choose_expr`
//! and the width of a bit-field (`BUILD_BUG_ON_ZERO`).
//!
//! `None` means "not a constant": the tree reads a parameter, a type
//! parameter's size, a variable or a call, or C's behaviour is undefined on
//! the way (signed overflow, division by zero, a shift out of range), where
//! C has no constant either.

use super::super::model::DataModel;
use crate::ir::{ArithOp, CmpOp, FnExpr, FnExprKind, IntKind};

/// The width and signedness of an IR integer type.
fn shape(k: IntKind, dm: &DataModel) -> (u32, bool) {
    let bits = match k {
        IntKind::Char { .. } | IntKind::SChar | IntKind::UChar => 8,
        IntKind::Short | IntKind::UShort | IntKind::Char16 => 16,
        IntKind::Int | IntKind::UInt | IntKind::Char32 => 32,
        IntKind::Long | IntKind::ULong => dm.long_bits,
        IntKind::LongLong | IntKind::ULongLong => 64,
        IntKind::I128 | IntKind::U128 => 128,
        IntKind::Fixed { bits, .. } => bits,
    };
    (bits, k.is_signed())
}

/// `v` wrapped into `k` (two's complement).
fn wrap(v: i128, k: IntKind, dm: &DataModel) -> i128 {
    let (w, signed) = shape(k, dm);
    if w >= 128 {
        return v;
    }
    let m = (v as u128) & ((1u128 << w) - 1);
    if signed && m >> (w - 1) == 1 {
        (m | !((1u128 << w) - 1)) as i128
    } else {
        m as i128
    }
}

/// Whether `v` is a value of `k` (no wrapping needed).
fn fits(v: i128, k: IntKind, dm: &DataModel) -> bool {
    wrap(v, k, dm) == v
}

/// The value of `e`, when it is a constant with a defined value.
pub(super) fn fold(e: &FnExpr, dm: &DataModel) -> Option<i128> {
    use FnExprKind as K;
    let ty = e.ty;
    let (bits, signed) = shape(ty, dm);
    // Signed results must fit; unsigned ones wrap.
    let arith = |v: Option<i128>| -> Option<i128> {
        let v = v?;
        if signed {
            fits(v, ty, dm).then_some(v)
        } else {
            Some(wrap(v, ty, dm))
        }
    };
    match &e.kind {
        K::Lit(v) => Some(*v),
        K::Panic(_) | K::Param(_) | K::SizeOf(_) | K::AlignOf(_) | K::Call { .. } => None,
        K::Convert(x) => Some(wrap(fold(x, dm)?, ty, dm)),
        K::Neg(x) => arith(fold(x, dm)?.checked_neg()),
        K::BitNot(x) => Some(wrap(!fold(x, dm)?, ty, dm)),
        K::Bswap(_) | K::Bits(..) => None,
        K::LogNot(x) => Some(i128::from(fold(x, dm)? == 0)),
        K::Arith(op, l, r) => {
            let (a, b) = (fold(l, dm)?, fold(r, dm)?);
            match op {
                ArithOp::Add => arith(a.checked_add(b)),
                ArithOp::Sub => arith(a.checked_sub(b)),
                ArithOp::Mul => arith(a.checked_mul(b)),
                ArithOp::Div => (b != 0).then(|| arith(a.checked_div(b)))?,
                ArithOp::Rem => (b != 0).then(|| arith(a.checked_rem(b)))?,
                ArithOp::And => Some(wrap(a & b, ty, dm)),
                ArithOp::Or => Some(wrap(a | b, ty, dm)),
                ArithOp::Xor => Some(wrap(a ^ b, ty, dm)),
            }
        }
        K::Shl(l, r) | K::Shr(l, r) => {
            let (a, n) = (fold(l, dm)?, fold(r, dm)?);
            if n < 0 || n >= i128::from(bits) {
                return None;
            }
            let n = n as u32;
            if matches!(e.kind, K::Shr(..)) {
                return Some(a >> n);
            }
            if signed {
                // C11 6.5.7: a negative value, or a result that does not fit.
                if a < 0 {
                    return None;
                }
                let v = a.checked_shl(n).filter(|v| v >> n == a)?;
                fits(v, ty, dm).then_some(v)
            } else {
                Some(wrap((a as u128).checked_shl(n)? as i128, ty, dm))
            }
        }
        K::Cmp(op, l, r) => {
            let (a, b) = (fold(l, dm)?, fold(r, dm)?);
            Some(i128::from(match op {
                CmpOp::Lt => a < b,
                CmpOp::Gt => a > b,
                CmpOp::Le => a <= b,
                CmpOp::Ge => a >= b,
                CmpOp::Eq => a == b,
                CmpOp::Ne => a != b,
            }))
        }
        // The right operand is not evaluated when the left one decides
        // (clang accepts such operands in a constant expression).
        K::LogAnd(l, r) => match fold(l, dm)? {
            0 => Some(0),
            _ => Some(i128::from(fold(r, dm)? != 0)),
        },
        K::LogOr(l, r) => match fold(l, dm)? {
            0 => Some(i128::from(fold(r, dm)? != 0)),
            _ => Some(1),
        },
        K::Cond(c, a, b) => {
            if fold(c, dm)? != 0 {
                fold(a, dm)
            } else {
                fold(b, dm)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(v: i128, ty: IntKind) -> FnExpr {
        FnExpr {
            kind: FnExprKind::Lit(v),
            ty,
        }
    }

    fn bin(kind: fn(Box<FnExpr>, Box<FnExpr>) -> FnExprKind, a: FnExpr, b: FnExpr) -> FnExpr {
        let ty = a.ty;
        FnExpr {
            kind: kind(Box::new(a), Box::new(b)),
            ty,
        }
    }

    #[test]
    fn undefined_behaviour_is_no_constant() {
        let dm = DataModel::LP64;
        let max = lit(i128::from(i32::MAX), IntKind::Int);
        let add = |a, b| FnExprKind::Arith(ArithOp::Add, a, b);
        assert_eq!(
            fold(&bin(add, max.clone(), lit(1, IntKind::Int)), &dm),
            None
        );
        let shl = FnExprKind::Shl;
        assert_eq!(
            fold(&bin(shl, lit(1, IntKind::Int), lit(31, IntKind::Int)), &dm),
            None
        );
        assert_eq!(
            fold(&bin(shl, lit(1, IntKind::Int), lit(30, IntKind::Int)), &dm),
            Some(1 << 30)
        );
        assert_eq!(
            fold(&bin(shl, lit(1, IntKind::UInt), lit(32, IntKind::Int)), &dm),
            None
        );
        let div = |a, b| FnExprKind::Arith(ArithOp::Div, a, b);
        assert_eq!(
            fold(&bin(div, lit(1, IntKind::Int), lit(0, IntKind::Int)), &dm),
            None
        );
        // Unsigned arithmetic wraps.
        let sub = |a, b| FnExprKind::Arith(ArithOp::Sub, a, b);
        assert_eq!(
            fold(&bin(sub, lit(0, IntKind::UInt), lit(1, IntKind::UInt)), &dm),
            Some(i128::from(u32::MAX))
        );
    }
}
