//! What the target is, as clang parsed it: pointer and `long` widths, the
//! signedness of `char` and the byte order.
//!
//! These come from the predefined macros of the main parse
//! (`__SIZEOF_POINTER__`, `__SIZEOF_LONG__`, `__CHAR_UNSIGNED__`,
//! `__BYTE_ORDER__`), so they follow every flag that changes them (`--target`,
//! `-m32`, `-funsigned-char`, ...) without a table of triples; `__i386__`
//! says the target is 32-bit x86. The guess from
//! the triple string ([`Inputs`]) is only the fallback for a clang that does
//! not define them.

use crate::clang::{Cursor, TranslationUnit};
use crate::parse::Inputs;

/// The facts of the parsed target that the IR and the macro evaluator need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TargetFacts {
    /// `sizeof(void *)`.
    pub pointer_size: u64,
    /// Width of `long` in bits.
    pub long_bits: u32,
    /// Whether plain `char` is signed.
    pub char_signed: bool,
    /// Whether the target is big-endian.
    pub big_endian: bool,
    /// Whether the target is WebAssembly (`__wasm__`), whose C++ ABI has
    /// constructors and destructors return `this`.
    pub wasm: bool,
    /// 32-bit x86 (`__i386__`), whose return conventions differ.
    pub x86_32: bool,
    /// x86-64 (`__x86_64__`), the only target of Rust's `win64`/`sysv64`.
    pub x86_64: bool,
}

impl TargetFacts {
    /// The facts from the predefined macros among `macros` (the top-level
    /// macro definitions, in order), each missing one from the triple guess.
    pub(crate) fn read(
        tu: &TranslationUnit<'_>,
        macros: &[Cursor<'_>],
        inputs: &Inputs,
    ) -> TargetFacts {
        let mut facts = TargetFacts::guessed(inputs);
        let mut char_unsigned = false;
        let mut predefined = false;
        // Predefined macros come first and have no file; the scan stops at
        // the first definition from a file, so it costs a few dozen cursors.
        for c in macros {
            if !c.location().file.is_empty() {
                break;
            }
            let name = c.spelling();
            let wanted = matches!(
                name.as_str(),
                "__SIZEOF_POINTER__"
                    | "__SIZEOF_LONG__"
                    | "__CHAR_UNSIGNED__"
                    | "__BYTE_ORDER__"
                    | "__wasm__"
                    | "__i386__"
                    | "__x86_64__"
            );
            if !wanted {
                continue;
            }
            let body: Vec<String> = tu
                .tokens(*c)
                .into_iter()
                .skip(1)
                .map(|t| t.spelling)
                .collect();
            let number = || match body.as_slice() {
                [n] => n.parse::<u32>().ok(),
                _ => None,
            };
            match name.as_str() {
                "__SIZEOF_POINTER__" => {
                    if let Some(n) = number() {
                        facts.pointer_size = u64::from(n);
                        predefined = true;
                    }
                }
                "__SIZEOF_LONG__" => {
                    if let Some(n) = number() {
                        facts.long_bits = n * 8;
                    }
                }
                "__CHAR_UNSIGNED__" => char_unsigned = true,
                "__wasm__" => facts.wasm = true,
                "__i386__" => facts.x86_32 = true,
                "__x86_64__" => facts.x86_64 = true,
                "__BYTE_ORDER__" => {
                    facts.big_endian = body.iter().any(|t| t == "__ORDER_BIG_ENDIAN__");
                }
                _ => {}
            }
        }
        // Clang defines `__CHAR_UNSIGNED__` exactly when `char` is unsigned,
        // so its absence is a fact too once the predefined macros were seen.
        if predefined || char_unsigned {
            facts.char_signed = !char_unsigned;
        }
        facts
    }

    /// The guess from the target triple and flags alone.
    pub(crate) fn guessed(inputs: &Inputs) -> TargetFacts {
        TargetFacts {
            pointer_size: inputs.pointer_size,
            long_bits: if inputs.pointer_size == 4 { 32 } else { 64 },
            char_signed: inputs.char_signed,
            big_endian: inputs.big_endian,
            // (Every clang that targets WebAssembly defines `__wasm__`.)
            wasm: false,
            x86_32: false,
            x86_64: false,
        }
    }
}
