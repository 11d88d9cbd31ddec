//! The decisions options make about what parsing found, applied to the IR
//! in place before any analysis reads it.
//!
//! Parsing records declarations as clang gives them, with the facts these
//! decisions need kept beside them (`Ir::array_params`). Each rewrite
//! keeps every `TypeId`: anonymous types are numbered in `TypeId` order
//! (`names.rs`), so deciding here cannot renumber them.

use crate::ir::{Ir, TypeKind};
use crate::options::BindgenOptions;

/// Applies every option-driven rewrite to `ir` (the driver calls this once,
/// right after parsing).
pub(crate) fn lower(ir: &mut Ir, opts: &BindgenOptions) {
    if opts.array_pointers_in_arguments {
        point_array_params_at_arrays(ir);
    }
}

/// `--use-array-pointers-in-arguments`: a parameter declared as an array
/// is a pointer to the whole array (`*mut [f32; 3usize]`, or `*mut vec3`
/// through its typedef), not to its first element.
fn point_array_params_at_arrays(ir: &mut Ir) {
    for (&ptr, &whole) in &ir.array_params {
        if let TypeKind::Pointer { pointee, .. } = &mut ir.types[ptr.0].kind {
            *pointee = whole;
        }
    }
}
