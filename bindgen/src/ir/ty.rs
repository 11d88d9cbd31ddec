//! Types.

use super::{Enum, FnSig, Instantiation, ModuleId, ObjcType, Record, SourceLoc, TypeId};

/// Size and alignment in bytes, as clang computed them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// `sizeof`.
    pub size: u64,
    /// `_Alignof`.
    pub align: u64,
}

/// C integer types, plus the fixed-width and pointer-sized names that map
/// straight onto Rust primitives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntKind {
    /// `char` (signedness per target).
    Char { signed: bool },
    /// `signed char`.
    SChar,
    /// `unsigned char`.
    UChar,
    /// `short`.
    Short,
    /// `unsigned short`.
    UShort,
    /// `int`.
    Int,
    /// `unsigned int`.
    UInt,
    /// `long`.
    Long,
    /// `unsigned long`.
    ULong,
    /// `long long`.
    LongLong,
    /// `unsigned long long`.
    ULongLong,
    /// `__int128`.
    I128,
    /// `unsigned __int128`.
    U128,
    /// A fixed-width or pointer-sized integer mapped to a Rust primitive
    /// (`int8_t` -> `i8`, `size_t` -> `usize`).
    Fixed {
        bits: u32,
        signed: bool,
        pointer_sized: bool,
    },
    /// `char16_t`.
    Char16,
    /// `char32_t`.
    Char32,
}

impl IntKind {
    /// Whether values of this type are signed (plain `char` per the target).
    pub fn is_signed(self) -> bool {
        match self {
            IntKind::Char { signed } | IntKind::Fixed { signed, .. } => signed,
            IntKind::SChar
            | IntKind::Short
            | IntKind::Int
            | IntKind::Long
            | IntKind::LongLong
            | IntKind::I128 => true,
            IntKind::UChar
            | IntKind::UShort
            | IntKind::UInt
            | IntKind::ULong
            | IntKind::ULongLong
            | IntKind::U128
            | IntKind::Char16
            | IntKind::Char32 => false,
        }
    }
}

/// Floating types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `long double`.
    LongDouble,
    /// `__float128`.
    Float128,
    /// `_Float16` (ARM targets; clang 14 has none on x86).
    Float16,
}

/// What a type is.
#[derive(Clone, Debug)]
pub enum TypeKind {
    /// `void`.
    Void,
    /// `_Bool`.
    Bool,
    /// An integer type.
    Int(IntKind),
    /// A floating type.
    Float(FloatKind),
    /// `_Complex` of a floating type.
    Complex(FloatKind),
    /// A pointer; `pointee_const` is the qualifier of what it points to.
    Pointer {
        pointee: TypeId,
        pointee_const: bool,
    },
    /// A C++ reference (`T&`, `T&&`): a pointer in the output, or
    /// `NonNull<T>` with `--nonnull-references`.
    Reference {
        pointee: TypeId,
        pointee_const: bool,
        /// `T&&` (shown by `--emit-ir`; emitted like `T&`).
        #[allow(dead_code)]
        rvalue: bool,
    },
    /// `T[N]`.
    Array { elem: TypeId, len: u64 },
    /// `T[]` (or `T[0]` as the last member).
    IncompleteArray { elem: TypeId },
    /// A function type.
    Function(Box<FnSig>),
    /// A typedef. `transparent` aliases are never emitted: their uses name `target`.
    Alias {
        name: String,
        target: TypeId,
        transparent: bool,
        loc: SourceLoc,
        doc: Option<String>,
        /// Namespace it is declared in.
        module: ModuleId,
        /// Class it is declared in (`using T = int;` in a class).
        parent: Option<TypeId>,
        /// Template parameters in scope when it is declared in a class
        /// template or is an alias template (`template <class T> using
        /// V = Vec<T>;`); the emitted alias takes those its target uses.
        params: Vec<String>,
    },
    /// A struct or union.
    Record(Box<Record>),
    /// An enum.
    Enum(Box<Enum>),
    /// A template type parameter (`T`) inside a class template, named as
    /// the template names it.
    TypeParam { name: String },
    /// A class template used with arguments (`Box<long>`).
    Instantiation(Box<Instantiation>),
    /// An Objective-C object pointer or selector (pointer-sized).
    Objc(ObjcType),
    /// A type we cannot express; only its layout is known.
    Opaque {
        /// Why (shown by `--emit-ir`; the warning was logged when parsing).
        #[allow(dead_code)]
        reason: String,
    },
}

/// One type.
#[derive(Clone, Debug)]
pub struct Type {
    /// What it is.
    pub kind: TypeKind,
    /// Size and alignment, when complete.
    pub layout: Option<Layout>,
}
