//! Function-like macros translated into `const fn`s: typed expression trees
//! (`--generate-fn-macros`). Every node carries its C type; every implicit C
//! conversion is an explicit [`FnExprKind::Convert`] node, so code generation
//! only spells out what the tree says.

use super::{IntKind, SourceLoc};

/// One parameter of a translated macro.
#[derive(Clone, Debug, PartialEq)]
pub enum FnMacroParamIr {
    /// A value parameter of this C integer type.
    Value {
        /// The Rust parameter name (keywords already escaped).
        name: String,
        /// Its C type.
        ty: IntKind,
    },
    /// A type parameter (generic `T`).
    Type {
        /// The generic parameter's name.
        name: String,
    },
}

/// A function-like macro as a `const fn`.
#[derive(Clone, Debug, PartialEq)]
pub struct FnMacroFn {
    /// Macro (and function) name.
    pub name: String,
    /// Parameters in the macro's order.
    pub params: Vec<FnMacroParamIr>,
    /// The body; its type is the result type.
    pub body: FnExpr,
    /// Definition location.
    pub loc: SourceLoc,
    /// The macro pastes a parameter with an integer suffix (`x ## UL`),
    /// itself or through a callee: C only takes literal arguments.
    pub literal_args: bool,
    /// The body is the taken arm of `__builtin_constant_p(x) ? A : B` (B
    /// cannot be translated); the type of the whole, which clang gives, is
    /// not known until clang is asked.
    pub type_from_clang: bool,
}

/// A typed expression.
#[derive(Clone, Debug, PartialEq)]
pub struct FnExpr {
    /// What the node computes.
    pub kind: FnExprKind,
    /// Its C type (after C's rules: `int` for comparisons and `!`).
    pub ty: IntKind,
}

/// Binary operators whose operands have the node's type (after the usual
/// arithmetic conversions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `&`
    And,
    /// `|`
    Or,
    /// `^`
    Xor,
}

/// Comparisons (operands of one common type, result `int`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
}

/// The bit-counting builtins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitOp {
    /// `__builtin_ctz*`: trailing zeros (undefined for 0).
    Ctz,
    /// `__builtin_clz*`: leading zeros (undefined for 0).
    Clz,
    /// `__builtin_popcount*`: the number of ones.
    Popcount,
    /// `__builtin_ffs*`: one more than the index of the lowest one, 0 for 0.
    Ffs,
}

/// A generic argument of a call to another translated macro.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeArg {
    /// The caller's own type parameter, by index into its parameters.
    Param(usize),
    /// A C integer type.
    Int(IntKind),
}

/// Expression nodes.
#[derive(Clone, Debug, PartialEq)]
pub enum FnExprKind {
    /// An integer constant (the value, in the node's type's range).
    Lit(i128),
    /// A read of a C variable in an arm of `?:`, which a `const fn` cannot
    /// do: evaluating it panics (the kernel's link-time checks, such as
    /// `_IOC_TYPECHECK`'s `__invalid_size_argument_for_IOC`, name variables
    /// that are never defined). The variable's name.
    Panic(String),
    /// A value parameter, by index into the parameters.
    Param(usize),
    /// `sizeof` of a type parameter (node type: `size_t`).
    SizeOf(usize),
    /// `_Alignof` of a type parameter (node type: `size_t`).
    AlignOf(usize),
    /// A conversion of the operand to the node's type (casts and C's
    /// implicit conversions alike: both wrap as two's complement).
    Convert(Box<FnExpr>),
    /// `-x` (operand promoted).
    Neg(Box<FnExpr>),
    /// `~x` (operand promoted).
    BitNot(Box<FnExpr>),
    /// `__builtin_bswap16/32/64(x)`: the bytes of `x` (of the node's
    /// unsigned type) reversed.
    Bswap(Box<FnExpr>),
    /// `!x`.
    LogNot(Box<FnExpr>),
    /// A bit-counting builtin of the operand (of the builtin's parameter
    /// type); the node is `int`.
    Bits(BitOp, Box<FnExpr>),
    /// Arithmetic and bitwise operators.
    Arith(ArithOp, Box<FnExpr>, Box<FnExpr>),
    /// `<<` (left operand promoted; the count keeps its own promoted type).
    Shl(Box<FnExpr>, Box<FnExpr>),
    /// `>>`.
    Shr(Box<FnExpr>, Box<FnExpr>),
    /// Comparisons.
    Cmp(CmpOp, Box<FnExpr>, Box<FnExpr>),
    /// `&&`.
    LogAnd(Box<FnExpr>, Box<FnExpr>),
    /// `||`.
    LogOr(Box<FnExpr>, Box<FnExpr>),
    /// `c ? a : b` (arms already converted to the node's type).
    Cond(Box<FnExpr>, Box<FnExpr>, Box<FnExpr>),
    /// A call of another translated macro (arguments already converted to
    /// its parameter types).
    Call {
        /// The callee.
        name: String,
        /// Its generic arguments, one per type parameter.
        types: Vec<TypeArg>,
        /// Its value arguments, one per value parameter.
        args: Vec<FnExpr>,
    },
}

/// The names of the macros `e` calls.
pub fn fn_macro_callees<'e>(e: &'e FnExpr, out: &mut Vec<&'e str>) {
    use FnExprKind as K;
    match &e.kind {
        K::Lit(_) | K::Panic(_) | K::Param(_) | K::SizeOf(_) | K::AlignOf(_) => {}
        K::Convert(x) | K::Neg(x) | K::BitNot(x) | K::Bswap(x) | K::LogNot(x) | K::Bits(_, x) => {
            fn_macro_callees(x, out)
        }
        K::Arith(_, l, r)
        | K::Shl(l, r)
        | K::Shr(l, r)
        | K::Cmp(_, l, r)
        | K::LogAnd(l, r)
        | K::LogOr(l, r) => {
            fn_macro_callees(l, out);
            fn_macro_callees(r, out);
        }
        K::Cond(c, a, b) => {
            fn_macro_callees(c, out);
            fn_macro_callees(a, out);
            fn_macro_callees(b, out);
        }
        K::Call { name, args, .. } => {
            out.push(name);
            for a in args {
                fn_macro_callees(a, out);
            }
        }
    }
}
