//! What a type derives by its kind: scalars, floats, pointers, arrays
//! (flexible ones through [`Cx::flexible_array`]), typedefs, enums, and a
//! record as what holds it by value sees it. Instantiations are
//! [`Cx::of_instantiation`]'s, a record's own rules [`Cx::record`]'s.

use super::{Cx, DeriveSet};
use crate::analysis::derive_set::{ALL, NONE};
use crate::analysis::list_styles::{alias_style, enum_style_by_lists};
use crate::analysis::select;
use crate::analysis::type_names::TypeName;
use crate::ir::{FloatKind, ObjcType, Quals, TypeId, TypeKind};
use crate::options::{AliasVariation, EnumVariation};

impl<'a> Cx<'a> {
    /// Whether `id` is a floating type spelled out (not through a typedef
    /// or a record): a float, a `_Complex`, or an array or vector of one.
    fn float_spelled(&self, id: TypeId) -> bool {
        let mut at = id;
        loop {
            match &self.ir.ty(at).kind {
                TypeKind::Float(_) | TypeKind::Complex(_) => return true,
                TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => at = *elem,
                _ => return false,
            }
        }
    }

    /// Derivability of a type by its kind (and, for a named type, its
    /// name's lists); `quals`: the value's (an array element's) qualifiers.
    pub(super) fn of_kind(&mut self, id: TypeId, depth: u32, quals: Quals) -> DeriveSet {
        if crate::fixpoint::too_deep("`analysis::derive::of`", depth) {
            return NONE;
        }
        if self.blocklisted.contains(&id) {
            // A type replaced by another's definition (`replaces="..."`) is
            // emitted as that definition: it derives what that one derives.
            if let Some(replacement) = self.replaced.get(&id).copied() {
                return self.of(replacement, depth + 1);
            }
            if select::hidden_blob(self.ir, self.opts, id, self.list_name(id)) {
                let name = TypeName::Spelled(self.list_name(id).to_string());
                return self.listed_by_name(&name, ALL);
            }
            return self.blocklisted_set(id);
        }
        let ir = self.ir;
        match &ir.ty(id).kind {
            // A typedef mapped onto a Rust integer (`size_t`, `int32_t`, ...)
            // keeps its C name for the `--no-*` lists, as upstream's: a
            // record holding one loses the traits they take.
            // (Their names, see `of`, are matched too.)
            TypeKind::Int(_) | TypeKind::Void | TypeKind::Bool => ALL,
            // `f64` where a `long double` is a `double` (MSVC, Apple arm64),
            // else its bits in a `u128`: a floating value either way, which
            // upstream neither hashes nor compares for equality.
            TypeKind::Float(FloatKind::LongDouble | FloatKind::Float128) => DeriveSet {
                hash: false,
                eq: false,
                has_float: true,
                ..ALL
            },
            // `__BindgenFloat16`, a `u16` wrapper deriving what upstream's
            // does: bitwise `PartialEq` and `Hash`, no `Eq`. What holds one
            // holds a float to upstream: it derives no `Hash`.
            TypeKind::Float(FloatKind::Float16) => DeriveSet {
                hash: false,
                eq: false,
                has_float: true,
                ..ALL
            },
            // `long double` and `__float128` are `u128` in the output, but
            // floats in C: no `Hash`, `Eq`, `Ord`, as upstream decides.
            TypeKind::Float(_) | TypeKind::Complex(_) => DeriveSet {
                hash: false,
                eq: false,
                has_float: true,
                ..ALL
            },
            TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => {
                let is_fn = matches!(
                    ir.ty(ir.resolve_aliases(*pointee)).kind,
                    TypeKind::Function(_)
                );
                DeriveSet {
                    default: is_fn,
                    manual_default: !is_fn,
                    ..ALL
                }
            }
            TypeKind::Function(_) => ALL,
            // An interface's wrapper struct derives only `Debug`, `Copy` and
            // `Clone`, so a record holding one cannot derive more. (Upstream
            // derives `Hash`/`PartialEq` on such a record anyway, which does
            // not compile.) Zero-filled by a manual `Default`.
            TypeKind::Objc(ObjcType::Object(_)) => DeriveSet {
                default: false,
                manual_default: true,
                hash: false,
                partialeq: false,
                eq: false,
                ..ALL
            },
            // `objc::runtime::Sel` is `PartialEq` and `Eq` but not `Hash`
            // (upstream derives `Hash` anyway, which does not compile).
            TypeKind::Objc(ObjcType::Sel) => DeriveSet {
                default: false,
                manual_default: true,
                hash: false,
                ..ALL
            },
            // `id`: a pointer.
            TypeKind::Objc(ObjcType::Id) => DeriveSet {
                default: false,
                manual_default: true,
                ..ALL
            },
            // A flexible array, or a zero-length one (through a typedef, or
            // inside another array) as `T x[0]` is: copying or comparing
            // the record would miss the data behind it.
            TypeKind::Array { elem, len: 0 } | TypeKind::IncompleteArray { elem } => {
                self.flexible_array(*elem, depth, quals)
            }
            // An array of instantiations of a template `--no-recursive-allowlist`
            // leaves out is the user's type to upstream, even when the
            // template is opaque: nothing is derived through it.
            TypeKind::Array { elem, .. }
                if matches!(&ir.ty(*elem).kind,
                    TypeKind::Instantiation(inst) if self.not_emitted.contains(&inst.template)) =>
            {
                NONE
            }
            TypeKind::Array { elem, len } => {
                let mut s = self.of_qualified(*elem, depth + 1, quals);
                // An array of a blob the user asked for is `Copy` whenever
                // the blob is, as upstream's (see `copy_only_itself`).
                if self.copy_only_itself.contains(&ir.resolve_aliases(*elem)) {
                    s.copy = true;
                }
                // A vector type (`vector_size`): upstream derives `Hash`
                // where the elements allow, but never `PartialEq` (nor what
                // builds on it).
                if ir.vectors.contains(&id) {
                    s.partialeq = false;
                    s.eq = false;
                    s.cannot_compare = true;
                }
                // An array of opaque instantiations is one blob (see
                // `TemplateFacts::blob_array`), which has `Default` at any
                // length.
                if *len > 32 && self.templates.blob_array(ir, id).is_none() {
                    s.default = false;
                    s.manual_default = true;
                }
                s
            }
            TypeKind::Alias {
                target,
                name,
                transparent,
                ..
            } => {
                // An opaque typedef is a blob of its size (a byte for one
                // of a declared-only record or of `void`, `select::alias_of_incomplete_type`):
                // it derives all, whatever its target derives, as upstream's.
                let rust_name = self.names[id.0].as_deref().unwrap_or("");
                let s = if self.opaque_aliases.contains(&id)
                    || select::alias_of_incomplete_type(self.ir, id)
                        && (self.opts.opaque_types.matches(rust_name)
                            || self.ir.annotations.type_says(id, |a| a.opaque))
                {
                    if self.float_spelled(*target) {
                        // Upstream still asks the typedef's own target,
                        // not through a named type, whether it is a float
                        // (as an array, vector or `_Complex` element too):
                        // then the blob and what holds it derive no `Eq`
                        // nor `Ord` (seed 8000 case 181).
                        DeriveSet {
                            eq: false,
                            has_float: true,
                            ..ALL
                        }
                    } else {
                        ALL
                    }
                } else {
                    self.of(*target, depth + 1)
                };
                // `nocopy`, `nodebug`, `nodefault` on a typedef reach its
                // newtype struct (and so what holds it), as upstream's;
                // a plain alias is its target, and so is a typedef naming
                // its own tag (`typedef enum E {..} E;`), which is never a
                // newtype (seed 8017 case 176).
                let newtype =
                    !*transparent && alias_style(self.opts, name) != AliasVariation::TypeAlias;
                self.less_listed(id, s, newtype)
            }
            TypeKind::Enum(e) => {
                // An enum `--opaque-type` names is an integer blob to
                // upstream: it and what holds it derive `Default`.
                let default = self.opaque_enums.contains(&id);
                let s = DeriveSet {
                    default,
                    manual_default: !default,
                    ..ALL
                };
                // `nocopy`/`nodebug` on an enum reach what holds it only
                // where the enum is a type of its own (rustified or
                // newtype); a consts-style enum is an integer.
                let name = self.names[id.0].as_deref().unwrap_or_default();
                let own_type = !matches!(
                    enum_style_by_lists(self.opts, name, e),
                    EnumVariation::Consts | EnumVariation::ModuleConsts
                );
                self.less_listed(id, s, own_type)
            }
            TypeKind::Opaque { reason } if reason == crate::ir::LONG_DOUBLE_COMPLEX_REASON => {
                DeriveSet {
                    hash: false,
                    eq: false,
                    has_float: true,
                    ..ALL
                }
            }
            TypeKind::Opaque { .. } => DeriveSet { hash: true, ..ALL },
            // Whatever the argument: `derive` bounds each trait on it
            // (`Default` too, so that a generic struct's default is built
            // from its members' defaults, never by zero-filling a `T`).
            TypeKind::TypeParam { .. } => ALL,
            TypeKind::Instantiation(inst) => self.of_instantiation(id, inst, depth),
            TypeKind::Record(_) => {
                let s = self.record(id, depth);
                let s = if self.copy_only_itself.contains(&id) {
                    s.less_copy()
                } else {
                    s
                };
                let s = match self.fam_bound.get(&id) {
                    Some(b) => DeriveSet {
                        copy: s.copy && b.copy,
                        debug: s.debug && b.debug,
                        hash: s.hash && b.hash,
                        partialeq: s.partialeq && b.partialeq,
                        eq: s.eq && b.eq,
                        ..s
                    },
                    None => s,
                };
                // (The other lists are in the record's own set already.)
                if self.default_listed(id, true) {
                    DeriveSet {
                        default: false,
                        manual_default: true,
                        ..s
                    }
                } else {
                    s
                }
            }
        }
    }
}
