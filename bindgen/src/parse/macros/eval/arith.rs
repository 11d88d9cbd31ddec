//! Binary arithmetic on evaluated operands with C's conversions, wrapping and division rules.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn apply(&self, op: Op, l: Num, r: Num, live: bool) -> Result<Num, EvalError> {
        let (a, b) = match (l, r) {
            (Num::I(a), Num::I(b)) => (a, b),
            _ => {
                let (x, y) = (self.num_f64(l), self.num_f64(r));
                return Ok(match op {
                    Op::Add => Num::F(x + y),
                    Op::Sub => Num::F(x - y),
                    Op::Mul => Num::F(x * y),
                    Op::Div => Num::F(x / y),
                    Op::Lt => Num::I(bool_int(x < y)),
                    Op::Gt => Num::I(bool_int(x > y)),
                    Op::Le => Num::I(bool_int(x <= y)),
                    Op::Ge => Num::I(bool_int(x >= y)),
                    Op::Eq => Num::I(bool_int(x == y)),
                    Op::Ne => Num::I(bool_int(x != y)),
                    _ => {
                        return Err(syntax(
                            "invalid operands (floating value) to integer operator",
                        ))
                    }
                });
            }
        };
        // A value error: fatal when evaluated, harmless in a skipped operand.
        let fail = |e: EvalError, ty: CInt| {
            if live {
                Err(e)
            } else {
                Ok(Num::I(self.mk(0, ty)))
            }
        };

        if matches!(op, Op::Shl | Op::Shr) {
            let lt = a.ty.promote();
            let a = self.convert(a, lt);
            let b = self.convert(b, b.ty.promote());
            let w = self.width(lt);
            let count = if self.signed(b.ty) {
                let c = self.sval(b);
                (0..i128::from(w)).contains(&c).then_some(c as u32)
            } else {
                (b.bits < u128::from(w)).then_some(b.bits as u32)
            };
            let Some(c) = count else {
                return fail(
                    unsupported("shift count is negative or not less than the type width"),
                    lt,
                );
            };
            return Ok(Num::I(if op == Op::Shl {
                self.mk(a.bits << c, lt)
            } else if self.signed(lt) {
                self.mk((self.sval(a) >> c) as u128, lt)
            } else {
                self.mk(a.bits >> c, lt)
            }));
        }

        let ty = common_type(a.ty, b.ty, &self.dm);
        let (a, b) = (self.convert(a, ty), self.convert(b, ty));
        let signed = self.signed(ty);
        let cmp = || {
            if signed {
                self.sval(a).cmp(&self.sval(b))
            } else {
                a.bits.cmp(&b.bits)
            }
        };
        Ok(Num::I(match op {
            Op::Add => self.mk(a.bits.wrapping_add(b.bits), ty),
            Op::Sub => self.mk(a.bits.wrapping_sub(b.bits), ty),
            Op::Mul => self.mk(a.bits.wrapping_mul(b.bits), ty),
            Op::Div | Op::Rem => {
                if b.bits == 0 {
                    return fail(EvalError::DivByZero, ty);
                }
                if signed {
                    let (x, y) = (self.sval(a), self.sval(b));
                    let w = self.width(ty);
                    let min = if w >= 128 {
                        i128::MIN
                    } else {
                        -(1i128 << (w - 1))
                    };
                    if y == -1 && x == min {
                        return fail(EvalError::DivByZero, ty);
                    }
                    let q = if op == Op::Div {
                        x.checked_div(y)
                    } else {
                        x.checked_rem(y)
                    };
                    match q {
                        Some(q) => self.mk(q as u128, ty),
                        None => return fail(EvalError::DivByZero, ty),
                    }
                } else if op == Op::Div {
                    self.mk(a.bits / b.bits, ty)
                } else {
                    self.mk(a.bits % b.bits, ty)
                }
            }
            Op::BitAnd => self.mk(a.bits & b.bits, ty),
            Op::BitXor => self.mk(a.bits ^ b.bits, ty),
            Op::BitOr => self.mk(a.bits | b.bits, ty),
            Op::Lt => bool_int(cmp() == Ordering::Less),
            Op::Gt => bool_int(cmp() == Ordering::Greater),
            Op::Le => bool_int(cmp() != Ordering::Greater),
            Op::Ge => bool_int(cmp() != Ordering::Less),
            Op::Eq => bool_int(a.bits == b.bits),
            Op::Ne => bool_int(a.bits != b.bits),
            Op::Shl | Op::Shr | Op::And | Op::Or => {
                return Err(syntax("internal: misplaced operator"))
            }
        }))
    }
}
