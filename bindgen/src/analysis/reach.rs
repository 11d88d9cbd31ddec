//! Whether the bindings use any of a set of types: the driver asks it of the
//! types whose layouts a parse that skipped C++ function bodies could not
//! tell (`parse/bodies.rs`), before the macro constants are joined.

use super::{select, selected};
use crate::ir::{Ir, TypeId};
use crate::options::BindgenOptions;
use std::collections::HashSet;

/// One of `types` that an item the options select is, or names (followed
/// through every field, base, member, argument and pointee, whether or not
/// the allowlists recurse). Errs towards finding one: `None` must mean that
/// no layout of `types` reaches the output.
pub(crate) fn selection_reaches(
    ir: &Ir,
    opts: &BindgenOptions,
    types: &HashSet<TypeId>,
) -> Option<TypeId> {
    let selected::Selected {
        templates,
        selection: sel,
        ..
    } = selected::Selected::compute(ir, opts);
    // Objective-C++ items name types along paths of their own.
    if !sel.objc.is_empty() {
        return types.iter().min().copied();
    }
    let mut work: Vec<TypeId> = sel.types.iter().copied().collect();
    for &f in sel.functions.iter().chain(&sel.lone_methods) {
        select::collect_sig_types(ir, &ir.functions[f].sig, &mut work);
    }
    work.extend(sel.vars.iter().map(|&v| ir.vars[v].ty));
    // A blocked type's inner items and a skipped function's mentions came
    // into `sel.types` already.
    let mut seen = HashSet::new();
    while let Some(id) = work.pop() {
        if types.contains(&id) {
            return Some(id);
        }
        if seen.insert(id) {
            select::referenced_types(ir, opts, &templates, id, &mut work);
        }
    }
    None
}
