//! Type names inside casts and `sizeof`: C11 6.7.2 specifier combinations and the typedef names we know.

use super::*;

/// A type name as written in a cast or `sizeof`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeName {
    Int(CInt),
    /// `float` or `double`, with its size in bytes.
    Real(u32),
    LongDouble,
    Pointer,
    Void,
}

/// Type specifier keywords counted while reading a type name.
#[derive(Default)]
pub(crate) struct Spec {
    pub(crate) void: u32,
    pub(crate) char: u32,
    pub(crate) short: u32,
    pub(crate) int: u32,
    pub(crate) long: u32,
    pub(crate) float: u32,
    pub(crate) double: u32,
    pub(crate) signed: u32,
    pub(crate) unsigned: u32,
    pub(crate) bool: u32,
    pub(crate) int128: u32,
    pub(crate) complex: u32,
}

impl Spec {
    /// The count a type-specifier keyword adds to (`unsigned` to
    /// `unsigned`, `__signed__` to `signed`); `None` for other words.
    pub(crate) fn counter(&mut self, w: &str) -> Option<&mut u32> {
        Some(match w {
            "void" => &mut self.void,
            "char" => &mut self.char,
            "short" => &mut self.short,
            "int" => &mut self.int,
            "long" => &mut self.long,
            "float" => &mut self.float,
            "double" => &mut self.double,
            "signed" | "__signed" | "__signed__" => &mut self.signed,
            "unsigned" => &mut self.unsigned,
            "_Bool" | "bool" => &mut self.bool,
            "__int128" => &mut self.int128,
            "_Complex" | "__complex__" => &mut self.complex,
            _ => return None,
        })
    }
}

pub(crate) fn is_qualifier(w: &str) -> bool {
    matches!(
        w,
        "const"
            | "volatile"
            | "restrict"
            | "_Atomic"
            | "__const"
            | "__const__"
            | "__volatile"
            | "__volatile__"
            | "__restrict"
            | "__restrict__"
    )
}

/// Typedef names from the standard and common system headers.
pub(crate) fn named_type(name: &str, dm: &DataModel) -> Option<TypeName> {
    let base = name
        .strip_prefix("__")
        .filter(|b| b.ends_with("_t") && (b.starts_with("int") || b.starts_with("uint")))
        .unwrap_or(name);
    let size = dm.size_type();
    let ssize = match size {
        CInt::UInt => CInt::Int,
        CInt::ULong => CInt::Long,
        _ => CInt::LongLong,
    };
    let i64t = dm.int64_type();
    Some(TypeName::Int(match base {
        "int8_t" | "__s8" => CInt::SChar,
        "uint8_t" | "__u8" => CInt::UChar,
        "int16_t" | "__s16" => CInt::Short,
        "uint16_t" | "__u16" | "char16_t" => CInt::UShort,
        "int32_t" | "__s32" | "wchar_t" => CInt::Int,
        "uint32_t" | "__u32" | "char32_t" => CInt::UInt,
        "int64_t" | "intmax_t" => i64t,
        "uint64_t" | "uintmax_t" => i64t.to_unsigned(),
        "__s64" => CInt::LongLong,
        "__u64" => CInt::ULongLong,
        "intptr_t" | "ssize_t" | "ptrdiff_t" => ssize,
        "uintptr_t" | "size_t" => size,
        "int128_t" => CInt::Int128,
        "uint128_t" => CInt::UInt128,
        _ => return None,
    }))
}

/// Turns counted type specifiers into a type (C11 6.7.2 combinations).
pub(crate) fn combine_spec(s: &Spec) -> Result<TypeName, EvalError> {
    let invalid = || syntax("invalid combination of type specifiers");
    if s.complex > 0 {
        return Err(unsupported("complex types"));
    }
    let ints = s.char + s.short + s.int + s.long + s.signed + s.unsigned + s.bool + s.int128;
    if s.void > 0 {
        return if s.void == 1 && ints + s.float + s.double == 0 {
            Ok(TypeName::Void)
        } else {
            Err(invalid())
        };
    }
    if s.float + s.double > 0 {
        let others = s.char + s.short + s.int + s.signed + s.unsigned + s.bool + s.int128;
        return match (s.float, s.double, s.long, others) {
            (1, 0, 0, 0) => Ok(TypeName::Real(4)),
            (0, 1, 0, 0) => Ok(TypeName::Real(8)),
            (0, 1, 1, 0) => Ok(TypeName::LongDouble),
            _ => Err(invalid()),
        };
    }
    if s.bool > 0 {
        return if s.bool == 1 && ints == 1 {
            Ok(TypeName::Int(CInt::Bool))
        } else {
            Err(invalid())
        };
    }
    if s.signed + s.unsigned > 1 {
        return Err(invalid());
    }
    let u = s.unsigned == 1;
    let pick = |signed: CInt| if u { signed.to_unsigned() } else { signed };
    let ty = if s.char > 0 {
        if s.char != 1 || s.short + s.int + s.long + s.int128 > 0 {
            return Err(invalid());
        }
        if u {
            CInt::UChar
        } else if s.signed == 1 {
            CInt::SChar
        } else {
            CInt::Char
        }
    } else if s.int128 > 0 {
        if s.int128 != 1 || s.short + s.int + s.long > 0 {
            return Err(invalid());
        }
        pick(CInt::Int128)
    } else if s.short > 0 {
        if s.short != 1 || s.long > 0 || s.int > 1 {
            return Err(invalid());
        }
        pick(CInt::Short)
    } else if s.long > 0 {
        if s.long > 2 || s.int > 1 {
            return Err(invalid());
        }
        pick(if s.long == 1 {
            CInt::Long
        } else {
            CInt::LongLong
        })
    } else {
        if s.int > 1 {
            return Err(invalid());
        }
        pick(CInt::Int)
    };
    Ok(TypeName::Int(ty))
}

impl<'a> super::Parser<'a> {
    /// Reads a type name starting at `start`; on success returns it together with
    /// the index of the `)` that closes it. Nothing is consumed.
    pub(super) fn type_name_at(
        &self,
        start: usize,
    ) -> Result<Option<(TypeName, usize)>, EvalError> {
        let mut sp = Spec::default();
        let mut any_spec = false;
        let mut named: Option<TypeName> = None;
        let mut k = start;
        while let Some(w) = self.word_at(k) {
            k += 1;
            if is_qualifier(w) {
                continue;
            }
            let counter = match sp.counter(w) {
                Some(c) => c,
                None if matches!(w, "struct" | "union" | "enum")
                    && !any_spec
                    && named.is_none() =>
                {
                    return Err(unsupported(format!("`{w}` type in a cast or sizeof")));
                }
                None => {
                    if any_spec || named.is_some() {
                        return Ok(None);
                    }
                    match named_type(w, &self.dm) {
                        Some(t) => {
                            named = Some(t);
                            continue;
                        }
                        None => return Ok(None),
                    }
                }
            };
            if named.is_some() {
                return Ok(None);
            }
            *counter += 1;
            any_spec = true;
        }
        if !any_spec && named.is_none() {
            return Ok(None);
        }
        let mut pointer = false;
        loop {
            if self.punct_at(k) == Some("*") {
                pointer = true;
            } else if !self.word_at(k).is_some_and(is_qualifier) {
                break;
            }
            k += 1;
        }
        if self.punct_at(k) != Some(")") {
            return Ok(None);
        }
        let tn = match named {
            Some(t) => t,
            None => combine_spec(&sp)?,
        };
        Ok(Some((if pointer { TypeName::Pointer } else { tn }, k)))
    }

    #[inline(never)]
    pub(super) fn cast(&self, tn: TypeName, v: Val, live: bool) -> Result<Val, EvalError> {
        let n = match (tn, v) {
            (TypeName::Pointer, _) => return Err(unsupported("cast to a pointer type")),
            (TypeName::Void, _) => return Err(unsupported("cast to void")),
            (_, Val::Str(_)) => return Err(unsupported("cast of a string literal")),
            (_, v) => self.scalar(v)?,
        };
        match (tn, n) {
            (TypeName::Int(t), Num::I(a)) => Ok(Val::Int(self.convert(a, t))),
            (TypeName::Int(t), Num::F(f)) => self.float_to_int(f, t, live).map(Val::Int),
            (_, n) => Ok(Val::Float(self.num_f64(n))),
        }
    }

    pub(super) fn float_to_int(&self, f: f64, ty: CInt, live: bool) -> Result<IntV, EvalError> {
        if ty == CInt::Bool {
            return Ok(IntV {
                bits: u128::from(f != 0.0),
                ty,
            });
        }
        let t = f.trunc();
        let w = self.width(ty);
        let ok = if self.signed(ty) {
            let lim = 2f64.powi(w as i32 - 1);
            t >= -lim && t < lim
        } else {
            t > -1.0 && t < 2f64.powi(w as i32)
        };
        if !ok {
            return if live {
                Err(unsupported(
                    "floating value out of range of the integer type",
                ))
            } else {
                Ok(self.mk(0, ty))
            };
        }
        let bits = if t < 0.0 {
            (t as i128) as u128
        } else {
            t as u128
        };
        Ok(self.mk(bits, ty))
    }

    pub(super) fn sizeof(&mut self) -> Result<Val, EvalError> {
        self.pos += 1;
        if self.is_punct("(") {
            if let Some((tn, close)) = self.type_name_at(self.pos + 1)? {
                self.pos = close + 1;
                if self.is_punct("{") {
                    return Err(unsupported("compound literal"));
                }
                let bytes = match tn {
                    TypeName::Int(t) => t.bits(&self.dm) / 8,
                    TypeName::Real(n) => n,
                    TypeName::Pointer => self.dm.pointer_bits / 8,
                    TypeName::LongDouble => return Err(unsupported("sizeof(long double)")),
                    TypeName::Void => return Err(unsupported("sizeof(void)")),
                };
                return Ok(Val::Int(self.mk(u128::from(bytes), self.dm.size_type())));
            }
        }
        Err(unsupported("sizeof applied to an expression"))
    }
}
