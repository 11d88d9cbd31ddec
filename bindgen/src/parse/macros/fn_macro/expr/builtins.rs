//! The compiler builtins a macro may use, decided while translating:
//! `__builtin_constant_p`'s idiom, `__builtin_choose_expr` with a constant
//! condition, `__builtin_types_compatible_p` of integer types, the bit
//! builtins (`ctz`, `clz`, `popcount`, `ffs`) and `BUILD_BUG_ON_ZERO`'s
//! bitfield assertion. A second `impl` of the expression parser.

use super::*;

impl<'a> Parser<'a> {
    /// The whole body as `__builtin_constant_p(X) ? A : B` (in any number
    /// of parentheses), `X` depending on a parameter: the kernel's and
    /// glibc's choice between a computation C can fold (`A`) and a call of a
    /// function that computes the same at run time (`B`: `__arch_hweight8`,
    /// `__fswahb32`). A `const fn` can only be `A`; the type of the whole
    /// is the common type of both arms, which clang gives (the caller marks
    /// the function so). `None` when the body has another shape.
    pub(in super::super) fn constant_p_idiom(&mut self) -> Result<Option<Typed>, Reason> {
        let (mut start, mut end) = (0, self.items.len());
        while end - start >= 2
            && self.text_at(start) == Some("(")
            && self.matching(start) == Some(end - 1)
        {
            start += 1;
            end -= 1;
        }
        if self.word_at(start) != Some("__builtin_constant_p")
            || self.text_at(start + 1) != Some("(")
        {
            return Ok(None);
        }
        let Some(close) = self.matching(start + 1) else {
            return Ok(None);
        };
        if self.text_at(close + 1) != Some("?") {
            return Ok(None);
        }
        let x = self.sub((start + 2, close))?;
        if !uses_value(&x.e) {
            return Ok(None);
        }
        // The `:` of this `?`, past nested `?:` and parentheses.
        let (mut depth, mut nested) = (0usize, 0usize);
        let mut colon = None;
        for k in close + 2..end {
            match self.text_at(k) {
                Some("(") => depth += 1,
                Some(")") => depth = depth.saturating_sub(1),
                Some("?") if depth == 0 => nested += 1,
                Some(":") if depth == 0 && nested > 0 => nested -= 1,
                Some(":") if depth == 0 => {
                    colon = Some(k);
                    break;
                }
                _ => {}
            }
        }
        let Some(colon) = colon else {
            return Ok(None);
        };
        if colon + 1 >= end {
            return Ok(None);
        }
        self.sub((close + 2, colon)).map(Some)
    }

    /// The compiler builtins with a meaning for run-time arguments, at
    /// `(`: `__builtin_bswap16/32/64`, `__builtin_expect` (its first
    /// argument, as `long`) and `__builtin_constant_p` (0 for an argument
    /// that depends on a parameter, which is what C gives a run-time value;
    /// the kernel's macros choose between two equal computations with it);
    /// the kernel's `__is_constexpr` trick, which is the same question;
    /// `__builtin_choose_expr` with a constant condition, and
    /// `__builtin_types_compatible_p` of two integer types.
    pub(super) fn builtin(&mut self, name: &str) -> Result<Option<Typed>, Reason> {
        match name {
            "__builtin_choose_expr" => return self.choose_expr().map(Some),
            "__builtin_types_compatible_p" => return self.types_compatible().map(Some),
            "__is_constexpr" if self.scope.is_constexpr_trick => {
                let args = self.split_args()?;
                let [arg] = args[..] else {
                    return Err("`__is_constexpr` with the wrong number of arguments".into());
                };
                let x = self.sub(arg)?;
                let constant = !uses_value(&x.e) && !reads_variable(&x.e);
                return Ok(Some(self.lit(i128::from(constant), CInt::Int)));
            }
            _ => {}
        }
        let bswap = match name {
            "__builtin_bswap16" => Some(CInt::UShort),
            "__builtin_bswap32" => Some(CInt::UInt),
            "__builtin_bswap64" => Some(if self.dm().long_bits == 64 {
                CInt::ULong
            } else {
                CInt::ULongLong
            }),
            "__builtin_expect" | "__builtin_constant_p" => None,
            _ => return self.bit_builtin(name),
        };
        let args = self.split_args()?;
        let mut values = Vec::new();
        for (start, end) in args {
            let mut p = Parser::new(&self.items[start..end], self.scope);
            p.depth = self.depth;
            p.arms = self.arms;
            values.push(p.whole()?);
        }
        let mut values = values.into_iter();
        let (Some(first), rest) = (values.next(), values.count()) else {
            return Err(format!("`{name}` without arguments"));
        };
        Ok(Some(match (name, bswap, rest) {
            (_, Some(ty), 0) => {
                let x = self.conv(first, ty)?;
                self.node(FnExprKind::Bswap(Box::new(x.e)), ty)
            }
            ("__builtin_expect", _, 1) => self.conv(first, CInt::Long)?,
            ("__builtin_constant_p", _, 0) => {
                let constant = !uses_value(&first.e) && !reads_variable(&first.e);
                self.lit(i128::from(constant), CInt::Int)
            }
            _ => return Err(format!("`{name}` with the wrong number of arguments")),
        }))
    }

    /// `__builtin_ctz`, `clz`, `popcount` and `ffs` (with their `l` and
    /// `ll` forms), at `(`: the argument converted to the builtin's
    /// parameter type; an `int` result.
    pub(super) fn bit_builtin(&mut self, name: &str) -> Result<Option<Typed>, Reason> {
        let Some(rest) = name.strip_prefix("__builtin_") else {
            return Ok(None);
        };
        let (op, width) = [
            ("ctz", BitOp::Ctz),
            ("clz", BitOp::Clz),
            ("popcount", BitOp::Popcount),
            ("ffs", BitOp::Ffs),
        ]
        .iter()
        .find_map(|(p, op)| rest.strip_prefix(p).map(|w| (*op, w)))
        .ok_or(())
        .map_or((None, ""), |(op, w)| (Some(op), w));
        let Some(op) = op else {
            return Ok(None);
        };
        let signed = op == BitOp::Ffs;
        let ty = match (width, signed) {
            ("", false) => CInt::UInt,
            ("l", false) => CInt::ULong,
            ("ll", false) => CInt::ULongLong,
            ("", true) => CInt::Int,
            ("l", true) => CInt::Long,
            ("ll", true) => CInt::LongLong,
            _ => return Ok(None),
        };
        let args = self.split_args()?;
        let [arg] = args[..] else {
            return Err(format!("`{name}` with the wrong number of arguments"));
        };
        let x = self.sub(arg)?;
        let x = self.conv(x, ty)?;
        Ok(Some(
            self.node(FnExprKind::Bits(op, Box::new(x.e)), CInt::Int),
        ))
    }

    /// The items `start..end` as one expression, in this context.
    pub(super) fn sub(&self, (start, end): (usize, usize)) -> Result<Typed, Reason> {
        let mut p = Parser::new(&self.items[start..end], self.scope);
        p.depth = self.depth;
        p.arms = self.arms;
        p.whole()
    }

    /// `__builtin_choose_expr(c, a, b)` (at `(`): `a` or `b`, unconverted,
    /// as the constant `c` says. The other operand is not translated (C
    /// does not evaluate it, and its type does not matter).
    pub(super) fn choose_expr(&mut self) -> Result<Typed, Reason> {
        let args = self.split_args()?;
        let [c, a, b] = args[..] else {
            return Err("`__builtin_choose_expr` with the wrong number of arguments".into());
        };
        let cond = self.sub(c)?;
        match fold::fold(&cond.e, self.dm()) {
            Some(0) => self.sub(b),
            Some(_) => self.sub(a),
            None => {
                Err("`__builtin_choose_expr` with a condition that depends on a parameter".into())
            }
        }
    }

    /// `__builtin_types_compatible_p(t1, t2)` (at `(`), decided when both
    /// are integer types (`__typeof__` of a value parameter is its type):
    /// compatible exactly when they are the same type (`char`, `signed
    /// char` and `unsigned char` are three; qualifiers do not count).
    pub(super) fn types_compatible(&mut self) -> Result<Typed, Reason> {
        let args = self.split_args()?;
        let [a, b] = args[..] else {
            return Err("`__builtin_types_compatible_p` with the wrong number of arguments".into());
        };
        let ty = |(start, end): (usize, usize)| {
            let mut p = Parser::new(&self.items[start..end], self.scope);
            p.depth = self.depth;
            p.bare_type_name()
        };
        match (ty(a)?, ty(b)?) {
            (TyName::Int(x), TyName::Int(y)) => Ok(self.lit(i128::from(x == y), CInt::Int)),
            _ => Err("`__builtin_types_compatible_p` of types other than integer types".into()),
        }
    }

    /// `sizeof(struct { int : (w); })` (at `(`), the compile-time assertion
    /// of the kernel's `BUILD_BUG_ON_ZERO`: 0 when the width is the constant
    /// 0. A negative constant width never compiles; a width depending on a
    /// parameter is only accepted by C for constant arguments: both left out.
    pub(super) fn bitfield_assertion(&mut self, st: CInt) -> Result<Typed, Reason> {
        // `(`, `struct`, `{`, the member's type, `:`, the width, `;`, `}`, `)`.
        let mut k = self.pos + 3;
        while self
            .word_at(k)
            .is_some_and(|w| matches!(w, "int" | "unsigned" | "signed" | "const" | "volatile"))
        {
            k += 1;
        }
        if k == self.pos + 3 || self.text_at(k) != Some(":") {
            return Err("sizeof of an anonymous record".into());
        }
        let start = k + 1;
        let mut depth = 0usize;
        let mut end = start;
        loop {
            match self.text_at(end) {
                Some("(") => depth += 1,
                Some(")") if depth > 0 => depth -= 1,
                Some(";") if depth == 0 => break,
                None if end >= self.items.len() => {
                    return Err("sizeof of an anonymous record".into())
                }
                _ => {}
            }
            end += 1;
        }
        if self.text_at(end + 1) != Some("}") || self.text_at(end + 2) != Some(")") {
            return Err("sizeof of an anonymous record".into());
        }
        let width = self.sub((start, end))?;
        self.pos = end + 3;
        match fold::fold(&width.e, self.dm()) {
            Some(0) => Ok(self.lit(0, st)),
            Some(w) if w < 0 => {
                Err("a negative bit-field width (a compile-time assertion that fails)".into())
            }
            Some(_) => Err("sizeof of a record with a bit-field".into()),
            None => Err(
                "a bit-field width that depends on a parameter (a compile-time assertion: C takes only constant arguments)"
                    .into(),
            ),
        }
    }
}
