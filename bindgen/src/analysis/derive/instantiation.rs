//! What a template instantiation derives: the blob of an opaque (or
//! left-out) template, bounded by its arguments as upstream's, or a
//! generic struct deriving what its template and arguments allow.

use super::{newtype_of_void, Cx, DeriveSet};
use crate::analysis::derive_facts::{declares_destructor, holds_float};
use crate::analysis::derive_set::{meet, ALL, NONE};
use crate::ir::{Instantiation, TypeId, TypeKind};

/// What a generic instantiation kept over `c_void` derives
/// ([`Cx::keeps_void_arg`]): nothing and no comparison, a zero-filling
/// `Default` impl, as upstream's.
const KEPT_VOID_ARG: DeriveSet = DeriveSet {
    cannot_compare: true,
    ..NONE
};

impl<'a> Cx<'a> {
    /// What instantiation `id` of a template, `inst`, derives: the blob
    /// of a template upstream does not look into (opaque, or left out by
    /// `--no-recursive-allowlist`), bounded by the arguments as upstream's
    /// blob is, or the generic struct, bounded by every argument.
    pub(super) fn of_instantiation(
        &mut self,
        id: TypeId,
        inst: &Instantiation,
        depth: u32,
    ) -> DeriveSet {
        let ir = self.ir;
        // Under `--no-recursive-allowlist` upstream does not look
        // into a template taking a value parameter it leaves out:
        // the blob of one of its instantiations derives all a blob
        // can, whatever the arguments or a destructor (seed 121
        // case 14). (Another left-out template is the user's to
        // define, as a blocklisted one.)
        let value_template = matches!(&ir.ty(inst.template).kind,
            TypeKind::Record(r) if r.generic.as_ref().is_some_and(|g| g.value_params));
        if !self.templates.generic_uses.contains(&id)
            && value_template
            && self.templates.bare.contains(&inst.template)
        {
            let s = DeriveSet { hash: true, ..ALL };
            return self.less_listed(inst.template, s, true);
        }
        // An opaque template `--no-recursive-allowlist` leaves out
        // is no item of upstream's analysis: the blob of one of its
        // instantiations derives all a blob can, whatever the
        // arguments or a destructor.
        // (`blocklisted` holds the left-out templates that are not
        // opaque: the user's, deriving nothing.)
        if !self.templates.generic_uses.contains(&id)
            && self.not_emitted.contains(&inst.template)
            && !self.blocklisted.contains(&inst.template)
        {
            let s = DeriveSet { hash: true, ..ALL };
            return self.less_listed(inst.template, s, true);
        }
        if !self.templates.generic_uses.contains(&id) {
            // An opaque blob, as `Opaque`, but `Copy` only when the
            // class template declares no destructor itself
            // (`std::vector` does: what holds one is not `Copy`).
            // As upstream, its members' and bases' destructors do
            // not count.
            let own_dtor = match &ir.ty(inst.template).kind {
                TypeKind::Record(r) => r.cxx.as_ref().is_some_and(|c| declares_destructor(c)),
                _ => false,
            };
            let mut s = DeriveSet {
                hash: true,
                copy: !own_dtor,
                ..ALL
            };
            // As upstream: every type argument, used or not, must
            // be `Copy` for the blob to be, and one holding a float
            // (also inside a union) or not `Eq` for another reason
            // than a union (an opaque record over a float) takes
            // `Eq` away; `Debug`, `Hash`, `PartialEq` and `Default`
            // follow the blob alone. A blocklisted argument takes
            // nothing away (cxx-fuzz seed 120), nor does one
            // upstream leaves out under `--no-recursive-allowlist`.
            for a in inst.args.iter().flatten() {
                if self.in_progress.contains(a)
                    || self.not_emitted.contains(a)
                    || self.blocklisted.contains(&ir.resolve_aliases(*a))
                {
                    continue;
                }
                // What the argument can derive: the `--no-*`
                // lists naming it do not reach the blob.
                let arg = self.of(*a, depth + 1);
                let arg = self
                    .unlisted
                    .get(&ir.resolve_aliases(*a))
                    .copied()
                    .unwrap_or(arg);
                s.copy &= arg.copy;
                s.eq &= if arg.has_union {
                    !arg.has_float && !holds_float(ir, *a, 0)
                } else {
                    arg.eq && !arg.has_float
                };
            }
            // As upstream: a float member of the template itself
            // (not one behind a typedef) takes `Eq` and `Ord` from
            // the blob, as from a record the user made opaque
            // (`template <class T, int N> struct Tm { double d; }`,
            // cxx-fuzz seed 8106 case 58).
            if self.opaque_float(inst.template) {
                s.eq = false;
            }
            // A blocklisted template's blob (`--opaque-type` names
            // it too) derives what the blocklisted type may, as
            // upstream's: nothing unless a callback says so.
            if self.blocklisted.contains(&inst.template)
                && !self.replaced.contains_key(&inst.template)
            {
                s = meet(s, self.blocklisted_set(inst.template));
            }
            // The `--no-*` lists naming the template take their
            // traits from the blob, as upstream (seed 121 case 52).
            return self.less_listed(inst.template, s, true);
        }
        // A generic struct kept over `void` (`Tm<c_void>`): Rust's
        // derives on `Tm<T>` bound `T` by each trait, which
        // `c_void` lacks but for `Debug`. Upstream derives nothing
        // there (nor compares), and zero-fills its `Default`.
        if self.keeps_void_arg(inst) {
            return KEPT_VOID_ARG;
        }
        let mut s = self.of(inst.template, depth + 1);
        // As upstream: every type argument counts, also one the
        // generic struct does not take (`Tm<int, float>` holding
        // only an `int` is not `Hash`).
        for &a in inst.args.iter().flatten() {
            // A record whose derives are being computed is taken to
            // have them (`PtrOnly<Use>` inside `Use`): Rust accepts
            // such cycles, and the record's own result decides.
            if self.in_progress.contains(&a) {
                continue;
            }
            s = meet(s, self.of(a, depth + 1));
        }
        // Upstream's generic struct has a zero-filling `impl
        // Default`, not a derived one: what holds an instantiation
        // by value zero-fills as well. (A dependent one, inside a
        // generic struct, has no layout: that struct derives.) A
        // template whose parameters no member uses is a plain
        // struct, which derives `Default` as any other.
        let generic = self
            .templates
            .used_args(inst)
            .map_or(true, |a| !a.is_empty());
        if s.default && generic && ir.ty(id).layout.is_some() {
            s.default = false;
            s.manual_default = true;
        }
        s
    }

    /// Whether generic instantiation `inst` keeps a `void` argument in its
    /// Rust spelling: a parameter its members use is `void` (through
    /// typedefs, none a blob). An argument no member uses is left out of
    /// the spelling and stops nothing.
    fn keeps_void_arg(&self, inst: &Instantiation) -> bool {
        let kept = self
            .templates
            .used_args(inst)
            .unwrap_or_else(|| inst.args.iter().flatten().copied().collect());
        kept.iter()
            .any(|&a| newtype_of_void(self.ir, self.opaque_aliases, a))
    }
}
