//! The decisions options make about what parsing found, applied to the IR
//! in place before any analysis reads it.
//!
//! Parsing records declarations as clang gives them, with the facts these
//! decisions need kept beside them (`Ir::size_typedefs`,
//! `Ir::tag_typedefs`, `Ir::array_params`, `Function::facts`). Each rewrite
//! keeps every `TypeId`: anonymous types are numbered in `TypeId` order
//! (`names.rs`), so deciding here cannot renumber them. The one decision
//! parsing needs while it walks, which free functions are read at all, is
//! made here too and handed to it as a table (`functions::choices`).

mod functions;
mod replaces;

pub(crate) use functions::choices as function_choices;

use crate::ir::{ClassMember, IntKind, Ir, Root, TypeId, TypeKind};
use crate::options::BindgenOptions;
use std::collections::HashSet;

/// Applies every option-driven rewrite to `ir` (the driver calls this once,
/// right after parsing).
pub(crate) fn lower(ir: &mut Ir, opts: &BindgenOptions) {
    if opts.size_t_is_usize {
        size_types_as_usize(ir);
    } else {
        size_types_as_typedefs(ir);
    }
    if opts.c_naming {
        typedefs_apart_from_tags(ir);
    }
    // (Which typedefs stand for their record decides which annotations
    // records have, and so what these find.)
    replaces::resolve_replacements(ir);
    replaces::replacing_aliases_transparent(ir);
    if opts.array_pointers_in_arguments {
        point_array_params_at_arrays(ir);
    }
    functions::leave_out_inline_redeclared(ir, opts);
    if !opts.enable_mangling {
        forget_asm_labels(ir);
    }
}

/// `--distrust-clang-mangling`: no symbol comes from what clang reports,
/// asm labels (`__asm__("sym")`) included, so no `link_name` either.
fn forget_asm_labels(ir: &mut Ir) {
    for f in &mut ir.functions {
        f.link_name = None;
    }
    for v in &mut ir.vars {
        v.link_name = None;
    }
}

/// `--size_t-is-usize` (the default, as upstream): `size_t` and `ssize_t`
/// of the pointer's width are Rust's `usize`/`isize`, and their typedefs
/// are not emitted (at file scope or in a class).
fn size_types_as_usize(ir: &mut Ir) {
    let bits = (ir.pointer_size * 8) as u32;
    let mut lowered: HashSet<TypeId> = HashSet::new();
    for (&id, &signed) in &ir.size_typedefs {
        let ty = &mut ir.types[id.0];
        let TypeKind::Alias { name, .. } = &ty.kind else {
            continue;
        };
        // Callbacks are given the C spelling of a field's integer type.
        ir.primitive_spellings.insert(id, name.clone());
        ty.kind = TypeKind::Int(IntKind::Fixed {
            bits,
            signed,
            pointer_sized: true,
        });
        ir.annotations.types.remove(&id);
        lowered.insert(id);
    }
    if lowered.is_empty() {
        return;
    }
    ir.roots
        .retain(|r| !matches!(r, Root::Type(id) if lowered.contains(id)));
    for ty in &mut ir.types {
        if let TypeKind::Record(r) = &mut ty.kind {
            if let Some(class) = r.cxx.as_mut() {
                class
                    .members
                    .retain(|m| !matches!(m, ClassMember::Alias(a) if lowered.contains(a)));
            }
        }
    }
}

/// `--no-size_t-is-usize`: `size_t` stays the typedef C declares, so a
/// function returning it returns no built-in type (`--must-use-type`
/// patterns match the typedef's name instead).
fn size_types_as_typedefs(ir: &mut Ir) {
    for f in &mut ir.functions {
        if ir.size_typedefs.contains_key(&f.sig.ret) {
            f.ret_builtin_name = None;
        }
    }
}

/// `--c-naming`: a typedef that names its tag or an anonymous record
/// stays an item of its own (`pub type t = struct_t;`), of its target as
/// written, and records keep their own annotations.
fn typedefs_apart_from_tags(ir: &mut Ir) {
    for (&alias, &written) in &ir.tag_typedefs {
        if let TypeKind::Alias {
            target,
            transparent,
            ..
        } = &mut ir.types[alias.0].kind
        {
            *target = written;
            *transparent = false;
        }
    }
    let table = &mut ir.annotations;
    for (id, annotations) in std::mem::take(&mut table.c_naming_types) {
        match annotations {
            Some(a) => table.types.insert(id, a),
            None => table.types.remove(&id),
        };
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
