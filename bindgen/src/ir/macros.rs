//! Object-like macro constants.

use super::SourceLoc;

/// The value of a macro constant.
#[derive(Clone, Debug, PartialEq)]
pub enum MacroValueIr {
    /// Integer with its C signedness/width already applied.
    Int(i128),
    /// Floating.
    Float(f64),
    /// String bytes without the NUL.
    Str(Vec<u8>),
    /// A character literal.
    Char(u8),
}

/// A macro constant to emit.
#[derive(Clone, Debug)]
pub struct MacroConst {
    /// Macro name.
    pub name: String,
    /// Value.
    pub value: MacroValueIr,
    /// Definition location.
    pub loc: SourceLoc,
    /// Whether clang's fallback produced it.
    #[allow(dead_code)] // shown by `--emit-ir`
    pub from_fallback: bool,
}
