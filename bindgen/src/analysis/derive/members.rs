//! What a record's members allow: each member's derives under upstream's
//! name for its type, the rules only a member obeys (a `hide` annotation
//! hiding the member's own type, an anonymous member of an opaque union
//! type, a `:0` bitfield, the `FAM` parameter of `--flexarray-dst`), and a
//! flexible array's element (a packed record's set before the packed rule).

use super::{Cx, DeriveSet};
use crate::analysis::derive_facts::{
    flexible_array_index, member_hides_type, zero_width_bitfield_ignored,
};
use crate::analysis::derive_set::{meet, ALL, NONE};
use crate::analysis::type_names;
use crate::analysis::RecordPlan;
use crate::ir::{FieldKind, Quals, Record, TypeId, TypeKind};

/// What a member derives whose `hide` annotation hides a type of its own
/// (see [`member_hides_type`]): nothing, as through a blocklisted type.
/// Nor does upstream write a `PartialEq` impl (`--impl-partialeq`) for it
/// or what holds it; its `Debug` impl it writes.
const HIDDEN_MEMBER: DeriveSet = DeriveSet {
    manual_default: false,
    cannot_compare: true,
    ..NONE
};

impl<'a> Cx<'a> {
    /// What the members of laid-out record `r` (`id`, planned as `plan`)
    /// allow together; its bases are [`Cx::record`]'s.
    pub(super) fn members(
        &mut self,
        id: TypeId,
        r: &Record,
        plan: Option<&RecordPlan>,
        depth: u32,
    ) -> DeriveSet {
        let ir = self.ir;
        let mut acc = ALL;
        let fam = plan.and_then(|p| flexible_array_index(ir, self.opts.flexarray_dst, r, p));
        for (index, f) in r.fields.iter().enumerate() {
            // A `:0` bitfield only aligns what follows: its type (an
            // enum, say) takes nothing, unless it shares a bitfield
            // unit with wider bitfields.
            if matches!(f.kind, FieldKind::Bitfield { width: 0 })
                && zero_width_bitfield_ignored(&r.fields, index)
            {
                continue;
            }
            // A member annotated `hide` stays, but nothing derives
            // through it, as through a blocklisted type (upstream),
            // when the annotation hides a type of the member's own:
            // a pointer, array or function type, or a record or enum
            // defined in the member's declaration. A member of a
            // scalar, typedef or named outer record derives as usual.
            // So does one whose pointer or array type `--opaque-type`
            // names by upstream's name for it (`S_ptr_int`): upstream
            // then derives through it as through a blob.
            let hidden = member_hides_type(ir, self.opts, self.names, id, index, f.ty);
            let fs = if hidden {
                HIDDEN_MEMBER
            } else {
                let bitfield = matches!(f.kind, FieldKind::Bitfield { .. });
                let outer = std::mem::replace(&mut self.in_bitfield, bitfield);
                let fs = self.of_member(id, index, f.ty, depth + 1, fam == Some(index));
                self.in_bitfield = outer;
                fs
            };
            // An anonymous member of an opaque union type takes the
            // derived `Default` and `Debug` away (the zero-filling impl,
            // and the written `Debug` of `--impl-debug`, instead), as
            // upstream's; a named one does not (seed 7911 case 249).
            let anonymous_opaque_union = f.name.is_none()
                && self
                    .plans
                    .get(&ir.resolve_aliases(f.ty))
                    .is_some_and(|p| p.opaque && p.opaque_union_like);
            let fs = if anonymous_opaque_union {
                DeriveSet {
                    default: false,
                    manual_default: fs.default || fs.manual_default,
                    debug: false,
                    ..fs
                }
            } else {
                fs
            };
            acc = meet(acc, fs);
        }
        acc
    }

    /// What the members and bases of record `r` (`id`) allow together, as
    /// a laid-out record's derives see them (floats through typedefs too).
    pub(super) fn held(&mut self, id: TypeId, r: &Record, depth: u32) -> DeriveSet {
        let mut acc = ALL;
        for (index, f) in r.fields.iter().enumerate() {
            // (A member whose `hide` hides a type of its own derives nothing,
            // as in a record laid out, seed 7915 case 173.)
            if member_hides_type(self.ir, self.opts, self.names, id, index, f.ty) {
                acc = meet(acc, HIDDEN_MEMBER);
                continue;
            }
            acc = meet(acc, self.of_member(id, index, f.ty, depth + 1, false));
        }
        for b in r.cxx.iter().flat_map(|cx| &cx.bases) {
            acc = meet(acc, self.of(b.ty, depth + 1));
        }
        acc
    }

    /// Derivability of member `index` of record `holder`, of type `ty`:
    /// upstream names the member's own pointer or array type after the
    /// record (`S_ptr_int`), and its lists match that name. `fam`: the
    /// member is the `FAM` type parameter (`--flexarray-dst`).
    fn of_member(
        &mut self,
        holder: TypeId,
        index: usize,
        ty: TypeId,
        depth: u32,
        fam: bool,
    ) -> DeriveSet {
        let quals = self
            .ir
            .member_spellings
            .get(&(holder, index))
            .map_or(Quals::default(), |m| Quals {
                konst: m.value_const,
                volatile: m.value_volatile,
            });
        let s = self.of_kind(ty, depth, quals);
        if !type_names::lists_active(self.opts) {
            return s;
        }
        let holder_name = self.names[holder.0].as_deref().unwrap_or_default();
        match type_names::member(self.ir, self.opts, holder, holder_name, index, ty) {
            Some(name) if fam && name.matched_by(&self.opts.opaque_types) => {
                // `--opaque-type` naming the flexible array member's type
                // (`S_array0_int`) makes it a blob for upstream's derives,
                // deriving every trait but `Eq` over a float element. The
                // field stays the `FAM` parameter, whose derives are bounded
                // on the array actually used, so they all compile. (A
                // `__IncompleteArrayField` implements none of `Copy`,
                // `Hash`, `PartialEq`: upstream's output does not compile
                // there, and ours keeps the array's traits.)
                if let TypeKind::IncompleteArray { elem } = self.ir.ty(ty).kind {
                    let bound = self.of(elem, depth + 1);
                    self.fam_bound.insert(holder, bound);
                }
                let blob = DeriveSet {
                    copy: true,
                    default: true,
                    manual_default: false,
                    hash: true,
                    partialeq: true,
                    eq: !s.has_float,
                    has_flex: false,
                    ..s
                };
                self.by_type_name(&name, ty, blob)
            }
            Some(name) => self.by_type_name(&name, ty, s),
            None => s,
        }
    }

    /// What a flexible array (or zero-length one) of `elem`, qualified
    /// `quals`, derives: copying or comparing the record would miss the
    /// data behind it. A packed element derives `Debug` and `Default` as
    /// its set before the packed rule says (see [`Cx::record`]), as
    /// upstream's (`__IncompleteArrayField` is `Debug` whatever it holds
    /// and its `Default` asks only the element's, so both compile).
    pub(super) fn flexible_array(&mut self, elem: TypeId, depth: u32, quals: Quals) -> DeriveSet {
        let ir = self.ir;
        // `__IncompleteArrayField` is `Debug` whatever it holds: the
        // element's `nodebug` takes nothing. (Its `Default` asks the
        // element's: a `nodefault` one still takes it.)
        let outer = std::mem::replace(&mut self.in_flex, true);
        let mut s = self.of_qualified(elem, depth + 1, quals);
        self.in_flex = outer;
        if let Some(before) = self.packed_before.get(&ir.resolve_aliases(elem)) {
            s.debug = before.debug;
            s.default = before.default;
            s.manual_default = before.manual_default;
        }
        self.unannotated_record(elem, &mut s);
        DeriveSet {
            hash: false,
            partialeq: false,
            eq: false,
            has_flex: true,
            ..s.less_copy()
        }
    }
}
