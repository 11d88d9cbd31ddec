//! What the declarations tell the translation about names a macro body may
//! use: typedefs of integer types (casts), the sizes and alignments of
//! records and other typedefs (`sizeof`, `_Alignof`), and enumeration
//! constants (`int` values in C).

use super::super::model::{CInt, DataModel};
use crate::fasthash::FastMap;
use crate::ir::{IntKind, Ir, TypeId, TypeKind};

/// A type a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeFact {
    /// An integer type (usable in casts).
    Int(CInt),
    /// Any other complete type: only its size and alignment are known.
    Sized { size: u64, align: u64 },
}

/// The names the declarations define.
#[derive(Default)]
pub(crate) struct Names {
    /// Typedef names.
    pub(crate) typedefs: FastMap<String, TypeFact>,
    /// `struct`/`union` tags.
    pub(crate) tags: FastMap<String, TypeFact>,
    /// Enumeration constants whose value fits in `int` (their C type).
    pub(crate) enumerators: FastMap<String, i128>,
    /// Variables of integer type (a `const fn` cannot read them).
    pub(crate) variables: FastMap<String, CInt>,
}

pub(super) fn int_of(k: IntKind, dm: &DataModel) -> CInt {
    match k {
        IntKind::Char { .. } => CInt::Char,
        IntKind::SChar => CInt::SChar,
        IntKind::UChar => CInt::UChar,
        IntKind::Short => CInt::Short,
        IntKind::UShort | IntKind::Char16 => CInt::UShort,
        IntKind::Int => CInt::Int,
        IntKind::UInt | IntKind::Char32 => CInt::UInt,
        IntKind::Long => CInt::Long,
        IntKind::ULong => CInt::ULong,
        IntKind::LongLong => CInt::LongLong,
        IntKind::ULongLong => CInt::ULongLong,
        IntKind::I128 => CInt::Int128,
        IntKind::U128 => CInt::UInt128,
        IntKind::Fixed { bits, signed, .. } => {
            let c = match bits {
                8 => CInt::SChar,
                16 => CInt::Short,
                32 => CInt::Int,
                64 if dm.long_bits == 64 => CInt::Long,
                64 => CInt::LongLong,
                _ => CInt::Int128,
            };
            if signed {
                c
            } else {
                c.to_unsigned()
            }
        }
    }
}

impl Names {
    /// Collects the names of `ir`.
    pub(crate) fn from_ir(ir: &Ir, dm: &DataModel) -> Names {
        let mut names = Names::default();
        let fact = |id: TypeId| -> Option<TypeFact> {
            let t = ir.ty(ir.resolve_aliases(id));
            match &t.kind {
                TypeKind::Int(k) => Some(TypeFact::Int(int_of(*k, dm))),
                _ => t.layout.map(|l| TypeFact::Sized {
                    size: l.size,
                    align: l.align,
                }),
            }
        };
        for (i, t) in ir.types.iter().enumerate() {
            match &t.kind {
                TypeKind::Alias { name, .. } => {
                    if let Some(f) = fact(TypeId(i)) {
                        names.typedefs.insert(name.clone(), f);
                    }
                }
                TypeKind::Record(r) => {
                    if let (Some(name), Some(l)) = (&r.name, t.layout) {
                        names.tags.insert(
                            name.clone(),
                            TypeFact::Sized {
                                size: l.size,
                                align: l.align,
                            },
                        );
                    }
                }
                TypeKind::Enum(e) => {
                    for v in &e.variants {
                        if i32::try_from(v.value).is_ok() {
                            names.enumerators.insert(v.name.clone(), v.value);
                        }
                    }
                }
                _ => {}
            }
        }
        for v in &ir.vars {
            if let TypeKind::Int(k) = ir.ty(ir.resolve_aliases(v.ty)).kind {
                names.variables.insert(v.name.clone(), int_of(k, dm));
            }
        }
        names
    }
}
