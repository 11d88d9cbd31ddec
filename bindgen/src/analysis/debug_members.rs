//! Which members upstream's `--impl-debug` impl leaves out: those whose
//! type it does not emit or knows nothing of. A leaf the code generator
//! asks when it writes a `Debug` impl.
//!
//! Found by running upstream 0.73.2 on small headers: a member is left
//! out when its type, or a typedef its type names on the way to the
//! type it stands for, is blocklisted (by its own name or by upstream's
//! name for an unnamed type: `int`, `S_array2_struct_X`), or hidden (a
//! type annotated `hide`, or a member's own pointer, array or record type
//! that a `hide` on the member reaches, unless `--opaque-type` names it).
//! A pointer to a blocklisted type, or an array of one, stays, and so does
//! a bitfield.

use super::type_names::{self, TypeName};
use super::Analyses;
use crate::fixpoint::{walk, Step};
use crate::ir::{FieldKind, Ir, Quals, TypeId, TypeKind};
use crate::options::SharedOptions;

/// Whether upstream's `Debug` impl of record `holder` leaves out its
/// member `index`.
pub(crate) fn left_out(
    ir: &Ir,
    opts: &SharedOptions,
    an: &Analyses,
    holder: TypeId,
    index: usize,
) -> bool {
    let TypeKind::Record(r) = &ir.ty(holder).kind else {
        return false;
    };
    // (A bitfield is printed through its getter whatever its type.)
    let Some(f) = r
        .fields
        .get(index)
        .filter(|f| !matches!(f.kind, FieldKind::Bitfield { .. }))
    else {
        return false;
    };
    if super::derive_facts::member_hides_type(ir, opts, &an.names, holder, index, f.ty) {
        return true;
    }
    let listed = |n: &TypeName| {
        n.matched_by(&opts.blocklisted_types) || n.matched_by(&opts.blocklisted_items)
    };
    let holder_name = an.names[holder.0].as_deref().unwrap_or_default();
    if type_names::member(ir, opts, holder, holder_name, index, f.ty).is_some_and(|n| listed(&n)) {
        return true;
    }
    walk("the typedef chain of a debug member", f.ty, |t| {
        // (A C++ type left out only with a namespace `--blocklist-item`
        // names is no blocklisted type to upstream.)
        let blocklisted = an.blocklisted.contains(&t)
            && (!an.namespace_blocked.contains(&t)
                || opts.blocklisted_types.matches(an.match_name(t))
                || opts.blocklisted_items.matches(an.match_name(t)));
        if blocklisted || ir.annotations.type_says(t, |a| a.hide) {
            return Step::Done(true);
        }
        let TypeKind::Alias { target, .. } = &ir.ty(t).kind else {
            return Step::Done(false);
        };
        if type_names::unnamed(ir, *target, Quals::default()).is_some_and(|n| listed(&n)) {
            return Step::Done(true);
        }
        Step::Next(*target)
    })
    .unwrap_or(false)
}
