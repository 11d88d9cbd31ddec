//! Which definition stands for each type a `replaces="..."` annotation
//! names.
//!
//! The replaced type is not emitted (`select::blocklisted_types`); its name
//! is spelled with the replacement's definition. So whatever is decided
//! about a use of the replaced type (its derives, the room a member of that
//! type takes in a record's layout) is decided with the replacement.

use std::collections::HashMap;

use crate::ir::{Ir, TypeId};

/// Maps each replaced type to the type whose definition replaces it: the
/// C++ replacements resolved by path (`AnnotationTable::replacing`) first,
/// else the first type annotated `replaces="<its Rust name>"`. A type that
/// is itself a replacement is never replaced by name (it is emitted).
pub(crate) fn replacements(ir: &Ir, names: &[Option<String>]) -> HashMap<TypeId, TypeId> {
    let mut out: HashMap<TypeId, TypeId> = HashMap::new();
    for (&by, &replaced) in &ir.annotations.replacing {
        if by != replaced {
            let slot = out.entry(replaced).or_insert(by);
            *slot = (*slot).min(by);
        }
    }
    // The lowest annotated type for each replaced name.
    let mut by_name: HashMap<&str, TypeId> = HashMap::new();
    for (&id, a) in &ir.annotations.types {
        if let Some(name) = a.replaces.as_deref() {
            let slot = by_name.entry(name).or_insert(id);
            *slot = (*slot).min(id);
        }
    }
    if by_name.is_empty() {
        return out;
    }
    for (i, name) in names.iter().enumerate() {
        let id = TypeId(i);
        let Some(&by) = name.as_deref().and_then(|n| by_name.get(n)) else {
            continue;
        };
        let is_replacement = ir.annotations.type_says(id, |a| a.replaces.is_some());
        if by != id && !is_replacement {
            out.entry(id).or_insert(by);
        }
    }
    out
}
