//! Whether a union `--opaque-type` names is emitted with the `union`
//! keyword: only when every member could be copied. Upstream writes a
//! struct around the blob (still deriving `Copy`, `Clone` as the union
//! would) for a union holding a member that is not `Copy` (a `--no-copy`
//! record, a member `hide` hides together with its own type); a
//! blocklisted member type does not count, nor a record whose own `nocopy`
//! annotation is why (upstream 0.73.2, seed 6103 case 13). A record or
//! enum annotated `hide` does count, also through typedefs and arrays.
//! A member whose own pointer or array type has an `--opaque-type` name
//! (`U_array2_struct_Q` for `U.*`, `analysis::type_names`) is a blob
//! upstream, which copies: it never counts (seed 6200 case 14); one a
//! `--no-copy` pattern names is not `Copy`, and counts (seed 7910 case 49).
//! Only the member's own type may be blocklisted: a blocklisted type
//! behind its typedefs or arrays counts, and so does (under
//! `--no-recursive-allowlist`) a named type the allowlist leaves out,
//! wherever it is met (seed 7307 case 186).
//! A union in the `ManuallyDrop` style (`--manually-drop-union`, the
//! default style `manually_drop`) stays a `union` whatever its members
//! (upstream 0.73.2, seed 7515 case 145).

use super::derive::Derives;
use super::derive_facts::hide_reaches_type;
use super::type_names;
use super::RecordPlan;
use crate::fixpoint::{walk, Step};
use crate::ir::{Ir, TypeId, TypeKind};
use std::collections::{HashMap, HashSet};

/// Types defined elsewhere: what upstream does not see as `Copy` when
/// an opaque union's member reaches them.
pub(crate) struct Outside<'a> {
    /// Blocklisted types (fine as a member's own type).
    pub blocklisted: &'a HashSet<TypeId>,
    /// Named types the allowlist leaves out (`--no-recursive-allowlist`,
    /// `select::named_but_not_emitted`).
    pub not_emitted: &'a HashSet<TypeId>,
}

/// Turns the `union` keyword off for opaque unions holding a member that
/// is not `Copy` (the plans' `opaque_union`; what they derive is
/// unchanged).
pub(crate) fn settle(
    ir: &Ir,
    opts: &crate::options::BindgenOptions,
    list_names: &[Option<String>],
    derives: &Derives,
    outside: &Outside,
    plans: &mut HashMap<TypeId, RecordPlan>,
) {
    for (id, plan) in plans.iter_mut() {
        if !plan.opaque_union {
            continue;
        }
        let TypeKind::Record(r) = &ir.ty(*id).kind else {
            continue;
        };
        let holder_name = list_names.get(id.0).and_then(|n| n.as_deref());
        // (A union in the `ManuallyDrop` style is a `union` of its blob
        // whatever its members, as upstream's.)
        if opts.manually_drop_style(holder_name.unwrap_or("")) {
            continue;
        }
        let named = |t: TypeId, set: &crate::options::RegexSet| {
            list_names
                .get(t.0)
                .and_then(|n| n.as_deref())
                .is_some_and(|n| set.matches(n))
        };
        let uncopyable = r.fields.iter().enumerate().any(|(index, f)| {
            // (An anonymous member's comment annotates its type.)
            if f.name.is_none() && ir.annotations.type_says(f.ty, |a| a.hide) {
                return true;
            }
            // A `--no-copy` pattern matching the member's own type name
            // (`U_ptr_long_double` for `U_.*`) takes `Copy` from it, also
            // when an `--opaque-type` pattern matches it too (seed 7910
            // case 49).
            let no_copy_name = holder_name.is_some_and(|h| {
                type_names::member(ir, opts, *id, h, index, f.ty)
                    .is_some_and(|n| n.matched_by(&opts.no_copy_types))
            });
            if no_copy_name {
                return true;
            }
            let opaque_blob = holder_name.is_some_and(|h| {
                type_names::member(ir, opts, *id, h, index, f.ty)
                    .is_some_and(|n| n.matched_by(&opts.opaque_types))
            });
            if opaque_blob {
                return false;
            }
            let hidden = ir
                .annotations
                .fields
                .get(&(*id, index))
                .is_some_and(|a| a.hide)
                && hide_reaches_type(ir, *id, index, f.ty)
                // (An anonymous member's comment annotates its type.)
                || f.name.is_none() && ir.annotations.type_says(f.ty, |a| a.hide);
            hidden
                || !member_copy(
                    ir,
                    derives,
                    outside,
                    f.ty,
                    &|t| named(t, &opts.no_copy_types),
                    &|t| named(t, &opts.opaque_types),
                )
        });
        if uncopyable {
            plan.opaque_union = false;
        }
    }
}

/// Whether a member of type `ty` is `Copy` as upstream's union keyword
/// sees it: through typedefs and arrays, a record's own derive
/// decides, unless the record is annotated `nocopy` and `--no-copy`
/// (`listed`) does not name it. A record or enum `hide` hides is not,
/// unless `--opaque-type` (`opaque`) names it. A blocklisted `ty` is;
/// any other type [`Outside`] holds is not.
fn member_copy(
    ir: &Ir,
    derives: &Derives,
    outside: &Outside,
    ty: TypeId,
    listed: &dyn Fn(TypeId) -> bool,
    opaque: &dyn Fn(TypeId) -> bool,
) -> bool {
    walk("the member type chain of a union member", ty, |t| {
        // (A type `hide` hides is no blob upstream copies, unlike one
        // `--blocklist-type` names; a typedef of it is left out with it.)
        let tag = ir.resolve_aliases(t);
        if matches!(ir.ty(tag).kind, TypeKind::Record(_) | TypeKind::Enum(_))
            && ir.annotations.type_says(tag, |a| a.hide)
            && !opaque(tag)
        {
            return Step::Done(false);
        }
        if t == ty && outside.blocklisted.contains(&t) {
            return Step::Done(true);
        }
        if outside.blocklisted.contains(&t) || outside.not_emitted.contains(&t) {
            return Step::Done(false);
        }
        match &ir.ty(t).kind {
            TypeKind::Alias { target, .. } => Step::Next(*target),
            TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => Step::Next(*elem),
            TypeKind::Record(_) => Step::Done(
                derives.get(t).copy || ir.annotations.type_says(t, |a| a.no_copy) && !listed(t),
            ),
            _ => Step::Done(true),
        }
    })
    .unwrap_or(true)
}
