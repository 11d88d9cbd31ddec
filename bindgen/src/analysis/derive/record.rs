//! What a record derives for itself, once its members are asked
//! ([`Cx::members`]): a forward declaration, an opaque blob (and whether
//! upstream sees a float in it), a union, a C++ class's bases, vtable and
//! destructor, a packed struct, and the record's own lists and annotations.

use super::{Cx, DeriveSet};
use crate::analysis::derive_facts::{
    declares_destructor, has_long_array, opaque_holds_float, Allowlist, FloatScope,
};
use crate::analysis::derive_set::{meet, ALL, NONE};
use crate::analysis::RecordPlan;
use crate::analysis::{cxx, keywords};
use crate::ir::{Record, RecordKind, TypeId, TypeKind};

impl<'a> Cx<'a> {
    /// What record `id` derives, memoized: a record holding itself (only
    /// malformed input can) is taken to derive nothing.
    pub(super) fn record(&mut self, id: TypeId, depth: u32) -> DeriveSet {
        if let Some(s) = self.memo.get(&id) {
            return *s;
        }
        // Provisional entry guards against malformed self-containment.
        self.memo.insert(id, NONE);
        self.in_progress.insert(id);
        let s = self.record_uncached(id, depth);
        self.in_progress.remove(&id);
        s
    }

    /// Whether an allowlist names `name` as a type.
    fn allowlists(&self, name: &str) -> bool {
        self.opts.allowlisted_types.matches(name) || self.opts.allowlisted_items.matches(name)
    }

    /// Whether opaque record `id` holds a float as upstream's derives see it.
    pub(super) fn opaque_float(&self, id: TypeId) -> bool {
        // A record `--no-recursive-allowlist` leaves out is no item of
        // upstream's analysis: its members are never looked at.
        if self.not_emitted.contains(&id) {
            return false;
        }
        let matches = |name: &str| self.allowlists(name);
        let allowlist = match (self.opts.is_allowlisting(), self.opts.allowlist_recursively) {
            (false, _) => Allowlist::None,
            (true, true) => Allowlist::Recursive(&matches),
            (true, false) => Allowlist::Flat,
        };
        let scope = FloatScope {
            plans: self.plans,
            blocklisted: self.blocklisted,
            names: self.list_names,
            allowlist,
        };
        // A record defined in an opaque one is only reached by its name.
        let parent = match &self.ir.ty(id).kind {
            TypeKind::Record(r) => r.parent,
            _ => None,
        };
        let in_opaque =
            parent.is_some_and(|p| self.plans.get(&p).is_some_and(|p| p.opaque_requested));
        let unreached = matches!(allowlist, Allowlist::Recursive(_))
            && in_opaque
            && !self.list_names[id.0].as_deref().is_some_and(matches);
        !unreached && opaque_holds_float(self.ir, &scope, id, 0)
    }

    /// What record `id` derives: as a forward declaration, a blob or laid
    /// out, then less what a destructor, its own lists and annotations, and
    /// the packed rule take.
    fn record_uncached(&mut self, id: TypeId, depth: u32) -> DeriveSet {
        let ir = self.ir;
        let TypeKind::Record(r) = &ir.ty(id).kind else {
            return NONE;
        };
        let plan = self.plans.get(&id);
        let mut s = if !r.complete {
            // Forward declarations are emitted deriving `Debug` only
            // (`codegen::structs::record`). Only a template argument asks
            // (nothing else holds one by value), and `derive` bounds the
            // generic struct's traits on its arguments: `Ptr<Fwd>` is not
            // `Copy`, so neither is what holds one, as upstream decides.
            DeriveSet {
                debug: true,
                manual_default: true,
                ..NONE
            }
        } else if plan.is_some_and(|p| p.opaque) {
            self.opaque_blob(id, r, plan, depth)
        } else {
            self.laid_out(id, r, plan, depth)
        };
        if let Some(cx) = &r.cxx {
            // A user-declared destructor, here or in a base, makes the
            // class non-trivially copyable (also when it is opaque).
            let base_not_copy = cx.bases.iter().any(|b| !self.of(b.ty, depth + 1).copy);
            // (A blob the user asked for stays `Copy`, as upstream.)
            let requested = plan.is_some_and(|p| p.opaque_requested);
            let dtor = declares_destructor(cx);
            // (One `--no-recursive-allowlist` leaves out is no item of
            // upstream's analysis: its destructor is not seen, and what
            // holds it is `Copy` too.)
            if dtor && requested && !self.not_emitted.contains(&id) {
                // It derives `Copy` itself, but what holds it does not, as
                // upstream's: only for a destructor of its own (not a
                // base's), and not for an array of it.
                self.copy_only_itself.insert(id);
            }
            if (dtor || base_not_copy) && !requested {
                if s.copy && !base_not_copy {
                    self.copy_but_for_itself.insert(id);
                }
                s = s.less_copy();
            }
        }
        let annotated = self.ir.annotations.of_type(id).filter(|_| self.apply_lists);
        let name = keywords::list_name(self.list_name(id));
        let listed = |set: &crate::options::RegexSet| self.apply_lists && set.matches(&name);
        if listed(&self.opts.no_copy_types) || annotated.is_some_and(|a| a.no_copy) {
            if s.copy {
                self.copy_but_for_itself.insert(id);
            }
            s = if listed(&self.opts.no_copy_types) {
                s.less_copy()
            } else {
                s.less_copy_by_annotation()
            };
        }
        if plan.is_some_and(|p| p.packed.is_some() && !p.opaque)
            && (!s.copy || !self.opts.derive_copy)
        {
            // Derives on packed structs copy fields out, which non-Copy fields
            // forbid; records containing this one lose these traits too.
            // Upstream derives nothing else on a packed struct it does not
            // derive `Copy` for, whether the fields cannot be copied or the
            // user took `Copy` away (`--no-derive-copy`, `--no-copy`,
            // `nocopy`). (`Default` gets the zero-filling impl there, as
            // upstream's.)
            self.packed_before.insert(id, s);
            s = DeriveSet {
                cannot_compare: true,
                ..s.less_fieldwise()
            };
        } else if plan.is_some_and(|p| p.opaque && !p.opaque_union_like && p.packed.is_some())
            && r.cxx.is_none()
            && (!s.copy || !self.opts.derive_copy)
        {
            // The same rule for a packed record made opaque: upstream's blob
            // derives nothing (a zero-filling `Default`; the `Debug` impl of
            // `--impl-debug`), so what holds it derives neither `Hash` nor
            // `PartialEq`. (Upstream's holders do, which does not compile.)
            self.bare_packed_opaque.insert(id);
            s = DeriveSet {
                debug: self.opts.impl_debug,
                cannot_compare: true,
                ..s.less_fieldwise()
            };
        }
        // `--no-default` or a `nodefault` annotation: no `Default` here
        // (`codegen::structs` emits none), so what holds it by value gets
        // the zero-filling impl instead of a derive, as upstream does for
        // `--no-default` (for the annotation it derives, which fails).
        if listed(&self.opts.no_default_types) || annotated.is_some_and(|a| a.no_default) {
            s.default = false;
        }
        if listed(&self.opts.no_debug_types) || annotated.is_some_and(|a| a.no_debug) {
            s.debug = false;
        }
        if listed(&self.opts.no_hash_types) {
            s.hash = false;
        }
        if listed(&self.opts.no_partialeq_types) {
            s.partialeq = false;
            s.eq = false;
        }
        // (`Hash` is the members' business: a `long double` that
        // `--opaque-type` names is hashed as the blob it is to upstream.)
        if s.has_float {
            s.eq = false;
        }
        self.memo.insert(id, s);
        s
    }

    /// What opaque record `r` (`id`, planned as `plan`) derives as a blob.
    ///
    /// Opaque blobs: words, or an opaque-array helper implementing
    /// every trait (`codegen::ty::opaque_blob`). An opaque union the
    /// user asked for derives only `Copy`/`Clone` itself
    /// (`codegen::structs::opaque_record`), with a zero-filling
    /// `Default` and, under `--impl-debug`, a `Debug` impl: what
    /// holds it derives those and no more. (Upstream's holders derive
    /// as if holding a blob, `Debug`, `Hash` and `PartialEq` included,
    /// which does not compile.)
    fn opaque_blob(
        &mut self,
        id: TypeId,
        r: &Record,
        plan: Option<&RecordPlan>,
        depth: u32,
    ) -> DeriveSet {
        if plan.is_some_and(|p| p.opaque_union_like) {
            DeriveSet {
                debug: self.opts.impl_debug,
                hash: false,
                partialeq: false,
                eq: false,
                cannot_compare: true,
                ..ALL
            }
        } else if plan.is_some_and(|p| !p.opaque_requested) {
            // A blob only ours makes (a layout Rust cannot express):
            // upstream lays the record out, so a float member or base
            // (through typedefs too) takes `Hash`, `Eq` and `Ord` from
            // it and what holds it (seed 81 case 14); one not `Copy`
            // takes `Copy` (seed 120 cases 75, 81); a blocklisted or
            // hidden one (or a union) takes what it cannot derive,
            // `Debug` and `PartialEq` too (seed 7850 case 5).
            let held = self.held(id, r, depth);
            DeriveSet {
                has_float: held.has_float,
                hash: held.hash && !held.has_float,
                copy: held.copy,
                debug: held.debug,
                partialeq: held.partialeq,
                eq: held.eq,
                cannot_compare: held.cannot_compare,
                ..ALL
            }
        } else if self.opaque_float(id) {
            // Upstream asks the C members of an opaque record once
            // whether they hold floats (`opaque_holds_float`): such a
            // blob derives `Hash` but no `Eq`/`Ord`, nor do its holders.
            DeriveSet { eq: false, ..ALL }
        } else {
            ALL
        }
    }

    /// Whether class `id` has a vtable pointer as upstream's analysis sees
    /// it: virtual methods or a virtual base of its own, or a base with a
    /// vtable. An opaque class the user asked for counts its own virtual
    /// methods and virtual bases but not its bases' vtables (cxx-fuzz seed
    /// 8300 case 59), so a class deriving from one
    /// with virtual methods gets the zero-filling `Default` impl.
    fn has_vtable(&self, id: TypeId, depth: u32) -> bool {
        let id = self.ir.resolve_aliases(id);
        let TypeKind::Record(r) = &self.ir.ty(id).kind else {
            return false;
        };
        let Some(cx) = &r.cxx else {
            return false;
        };
        // A virtual base puts a vtable pointer in the class too (seed 8301
        // case 6: an opaque class with one).
        if cx.has_virtual_methods && !cxx::vtable_unseen(cx)
            || cx.bases.iter().any(|b| b.is_virtual)
        {
            return true;
        }
        if crate::fixpoint::too_deep("`analysis::derive::has_vtable`", depth)
            || self.plans.get(&id).is_some_and(|p| p.opaque_requested)
        {
            return false;
        }
        cx.bases.iter().any(|b| self.has_vtable(b.ty, depth + 1))
    }

    /// What record `r` (`id`, planned as `plan`), laid out member by
    /// member, derives from its members and bases, before its own lists.
    fn laid_out(
        &mut self,
        id: TypeId,
        r: &Record,
        plan: Option<&RecordPlan>,
        depth: u32,
    ) -> DeriveSet {
        let mut acc = self.members(id, r, plan, depth);
        if let Some(cx) = &r.cxx {
            // Bases are fields too; a user-declared destructor makes
            // the class non-trivially copyable; a vtable pointer has
            // no meaningful zero value. A virtual base counts as well,
            // though its bytes are padding here: upstream derives only
            // what every base allows (no `Copy` over a virtual base
            // with a destructor, no `Eq` over one holding a float).
            for b in &cx.bases {
                acc = meet(acc, self.of(b.ty, depth + 1));
            }
            let vtable = cx.has_virtual_methods && !cxx::vtable_unseen(cx)
                || cx.bases.iter().any(|b| self.has_vtable(b.ty, depth + 1));
            if vtable || cx.bases.iter().any(|b| b.is_virtual) {
                acc.default = false;
                acc.manual_default = true;
            }
        }
        // Rust derives `Default` for arrays of at most 32 elements only:
        // a longer bitfield unit (a run of `int :32;` paddings) or padding
        // array needs the zero-filling impl.
        // Records aligned beyond 32 bytes get the zero-filling impl
        // too, as upstream's (its derive rules stop there).
        if plan.is_some_and(|p| has_long_array(p) || p.layout.align > 32) {
            acc.default = false;
            acc.manual_default = true;
        }
        if r.kind == RecordKind::Union && !self.opts.untagged_union {
            // Emitted as a struct of `__BindgenUnionField`s: those implement
            // Debug, Hash, PartialEq and Default by hand, whatever they
            // hold, and `Eq` unless a member is a float (upstream's
            // rule); `Copy` still follows the members, but a `nocopy`
            // annotation does not reach it (see
            // `DeriveSet::copy_lost_to_annotation`).
            acc.copy |= acc.copy_lost_to_annotation;
            acc.copy_lost_to_annotation = false;
            acc.debug = true;
            acc.hash = true;
            acc.partialeq = true;
            acc.eq = !acc.has_float;
            acc.has_float = false;
            acc.default = true;
            acc.manual_default = false;
        } else if r.kind == RecordKind::Union {
            // A native union, or one emitted as a struct of union fields
            // only because a member is not `Copy` (or `--no-derive-copy`):
            // either way it derives what a union can, as upstream's does
            // (below).
            acc.has_union = true;
        }
        if acc.has_union {
            acc = acc.less_fieldwise();
        }
        acc
    }
}
