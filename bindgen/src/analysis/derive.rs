//! Which traits each record can derive, and where `Default` needs a manual impl.
//!
//! C types contain each other only by value in a tree (pointers break cycles and
//! never propagate), so a memoized recursion over field types is enough.

use super::derive_facts::{
    declares_destructor, defaultable_pointer, flexible_array_index, has_long_array, hashable_float,
    member_hides_type, opaque_holds_float, zero_width_bitfield_ignored, Allowlist, FloatScope,
};
pub(crate) use super::derive_set::DeriveSet;
use super::derive_set::{meet, ALL, NONE};
use super::list_styles::{alias_style, enum_style_by_lists};
use super::type_names::TypeName;
use super::RecordPlan;
use crate::ir::{FloatKind, Instantiation, Ir, ObjcType, Quals, RecordKind, TypeId, TypeKind};
use crate::options::{AliasVariation, BindgenOptions, EnumVariation};
use std::collections::{HashMap, HashSet};

mod lists;

/// Derivability per record type, and per typedef (for `--new-type-alias`).
pub(crate) struct Derives {
    map: HashMap<TypeId, DeriveSet>,
    /// What each typedef derives as a newtype struct: its target's traits
    /// less those the `--no-*` lists take by the typedef's name.
    aliases: HashMap<TypeId, DeriveSet>,
    /// Records that are not `Copy` only because of themselves (their
    /// members are): a user-declared destructor, `--no-copy` or a `nocopy`
    /// annotation. Such a union stays a native union, as upstream's.
    copy_but_for_itself: HashSet<TypeId>,
    /// See [`Derives::bare_packed_opaque`].
    bare_packed_opaque: HashSet<TypeId>,
}

impl Derives {
    /// Whether `id` is a packed C record made opaque and not `Copy`: its
    /// blob derives nothing, as upstream's packed structs without `Copy`.
    pub(crate) fn bare_packed_opaque(&self, id: TypeId) -> bool {
        self.bare_packed_opaque.contains(&id)
    }

    pub(crate) fn get(&self, id: TypeId) -> DeriveSet {
        self.map.get(&id).copied().unwrap_or_default()
    }

    /// What typedef `id` derives when it is emitted as a newtype struct.
    pub(crate) fn of_alias(&self, id: TypeId) -> DeriveSet {
        self.aliases.get(&id).copied().unwrap_or_default()
    }

    /// Whether `id` lost `Copy` only to itself (a user-declared destructor,
    /// `--no-copy` or `nocopy`), not to a member.
    pub(crate) fn copy_but_for_itself(&self, id: TypeId) -> bool {
        self.copy_but_for_itself.contains(&id)
    }
}

/// What earlier analyses decided about types, read by the derive analysis.
pub(crate) struct TypeFacts<'a> {
    /// Template instantiation facts ([`super::templates::compute`]).
    pub(crate) templates: &'a super::templates::TemplateFacts,
    /// Enums `--opaque-type` names that are not Rust enums: they derive
    /// `Default`.
    pub(crate) opaque_enums: &'a HashSet<TypeId>,
    /// Typedefs emitted as an opaque blob ([`super::select::opaque_alias`]).
    pub(crate) opaque_aliases: &'a HashSet<TypeId>,
    /// See [`super::replaced::replacements`].
    pub(crate) replaced: &'a HashMap<TypeId, TypeId>,
    /// `--no-recursive-allowlist`: the named types not emitted
    /// ([`super::select::named_but_not_emitted`]).
    pub(crate) not_emitted: &'a HashSet<TypeId>,
}

/// What a newtype struct wrapping `c_void` derives: nothing (`c_void`
/// implements none of the traits), no `Default` impl and no comparison, as
/// upstream's.
const NEWTYPE_OF_VOID: DeriveSet = DeriveSet {
    manual_default: false,
    cannot_compare: true,
    ..NONE
};

/// What a generic instantiation kept over `c_void` derives
/// ([`Cx::keeps_void_arg`]): nothing and no comparison, a zero-filling
/// `Default` impl, as upstream's.
const KEPT_VOID_ARG: DeriveSet = DeriveSet {
    cannot_compare: true,
    ..NONE
};

/// Whether typedef `id` names `void` through typedefs none of which is a
/// blob: as a newtype it wraps `c_void` (or a newtype of it). Only the
/// newtype itself and a generic instantiation keeping it as an argument
/// ([`Cx::keeps_void_arg`]) derive nothing; what names it elsewhere (a
/// pointer) keeps the plain `void` rule of [`Cx::of`].
fn newtype_of_void(ir: &Ir, opaque_aliases: &HashSet<TypeId>, id: TypeId) -> bool {
    let mut at = id;
    for _ in 0..crate::fixpoint::MAX_DEPTH {
        if opaque_aliases.contains(&at) {
            return false;
        }
        match &ir.ty(at).kind {
            TypeKind::Alias { target, .. } => at = *target,
            kind => return matches!(kind, TypeKind::Void),
        }
    }
    false
}

pub(crate) fn compute(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    list_names: &[Option<String>],
    plans: &HashMap<TypeId, RecordPlan>,
    blocklisted: &HashSet<TypeId>,
    facts: &TypeFacts<'_>,
) -> Derives {
    // What each type derives with no list or annotation taking a trait
    // away: an opaque instantiation asks that of its arguments (see
    // `Cx::unlisted`). Only worth a pass when some list or annotation
    // could take one.
    let o = opts;
    let any_list = !o.no_copy_types.is_empty()
        || !o.no_debug_types.is_empty()
        || !o.no_hash_types.is_empty()
        || !o.no_partialeq_types.is_empty()
        || !o.no_default_types.is_empty()
        || !ir.annotations.types.is_empty();
    let run = |apply_lists, unlisted| {
        pass(
            ir,
            opts,
            names,
            list_names,
            plans,
            blocklisted,
            facts,
            apply_lists,
            unlisted,
        )
    };
    // (C: flexible arrays of annotated records ask it too.)
    let unlisted = if any_list && (ir.cxx || !ir.annotations.types.is_empty()) {
        let d = run(false, HashMap::new());
        let mut all = d.map;
        all.extend(d.aliases);
        all
    } else {
        HashMap::new()
    };
    run(true, unlisted)
}

/// One derive computation over every record and typedef; `apply_lists`
/// off leaves out the `--no-*` lists and the annotations.
#[allow(clippy::too_many_arguments)]
fn pass(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    list_names: &[Option<String>],
    plans: &HashMap<TypeId, RecordPlan>,
    blocklisted: &HashSet<TypeId>,
    facts: &TypeFacts<'_>,
    apply_lists: bool,
    unlisted: HashMap<TypeId, DeriveSet>,
) -> Derives {
    let mut cx = Cx {
        ir,
        opts,
        names,
        list_names,
        plans,
        blocklisted,
        templates: facts.templates,
        opaque_enums: facts.opaque_enums,
        opaque_aliases: facts.opaque_aliases,
        replaced: facts.replaced,
        not_emitted: facts.not_emitted,
        memo: HashMap::new(),
        copy_but_for_itself: HashSet::new(),
        bare_packed_opaque: HashSet::new(),
        packed_before: HashMap::new(),
        in_progress: HashSet::new(),
        copy_only_itself: HashSet::new(),
        fam_bound: HashMap::new(),
        unlisted,
        apply_lists,
        in_bitfield: false,
        in_flex: false,
    };
    let mut aliases = HashMap::new();
    for i in 0..ir.types.len() {
        match ir.types[i].kind {
            TypeKind::Record(_) => {
                cx.of(TypeId(i), 0);
            }
            TypeKind::Alias { .. } => {
                let id = TypeId(i);
                let s = if newtype_of_void(ir, facts.opaque_aliases, id) {
                    NEWTYPE_OF_VOID
                } else {
                    cx.of(id, 0)
                };
                aliases.insert(id, s);
            }
            _ => {}
        }
    }
    Derives {
        map: cx.memo,
        aliases,
        copy_but_for_itself: cx.copy_but_for_itself,
        bare_packed_opaque: cx.bare_packed_opaque,
    }
}

struct Cx<'a> {
    ir: &'a Ir,
    opts: &'a BindgenOptions,
    names: &'a [Option<String>],
    /// What the `--no-*` lists match each type against: its qualified
    /// path for C++ (`n1::A3`, with or without namespaces, as upstream),
    /// its Rust name for C.
    list_names: &'a [Option<String>],
    plans: &'a HashMap<TypeId, RecordPlan>,
    blocklisted: &'a HashSet<TypeId>,
    templates: &'a super::templates::TemplateFacts,
    /// Enums `--opaque-type` names that are not Rust enums: they derive
    /// `Default` (see `analysis::compute`).
    opaque_enums: &'a HashSet<TypeId>,
    opaque_aliases: &'a HashSet<TypeId>,
    /// See [`super::replaced::replacements`].
    replaced: &'a HashMap<TypeId, TypeId>,
    /// See [`TypeFacts::not_emitted`].
    not_emitted: &'a HashSet<TypeId>,
    memo: HashMap<TypeId, DeriveSet>,
    /// See [`Derives::copy_but_for_itself`].
    copy_but_for_itself: HashSet<TypeId>,
    /// See [`Derives::bare_packed_opaque`].
    bare_packed_opaque: HashSet<TypeId>,
    /// Packed records that lost traits to the packed rule (see
    /// [`Cx::record_uncached`]), with the set they had before it: a
    /// flexible array of one derives `Debug` and `Default` as this set says,
    /// as upstream's (`__IncompleteArrayField` is `Debug` whatever it holds
    /// and its `Default` asks only the element's, so both compile).
    packed_before: HashMap<TypeId, DeriveSet>,
    /// Records whose derives are being computed (for template arguments).
    in_progress: HashSet<TypeId>,
    /// Classes that are not trivially copyable but derive `Copy` as the
    /// opaque blobs the user asked for (as upstream): records holding one
    /// do not derive `Copy`.
    copy_only_itself: HashSet<TypeId>,
    /// Records whose flexible array member derives as a blob (see
    /// [`Cx::of_member`]), with what the default `FAM`, `[T; 0]`,
    /// implements: its element's traits (and `Default`). A holder (a
    /// newtype typedef, an array) uses that default, so it derives no
    /// more than that, lest its derives not compile.
    fam_bound: HashMap<TypeId, DeriveSet>,
    /// Per record and typedef, what it derives when no `--no-*` list or
    /// `nocopy`/`nodebug`/`nodefault` annotation takes a trait away (here
    /// or in what it holds): what an opaque instantiation over it asks of
    /// its argument, as upstream. Empty in the pass that computes it.
    unlisted: HashMap<TypeId, DeriveSet>,
    /// Whether the lists and annotations apply (off in that pass).
    apply_lists: bool,
    /// Whether a bitfield's type is asked: its `nocopy`/`nodebug`/
    /// `nodefault` annotations do not reach the record (the unit is bytes).
    in_bitfield: bool,
    /// Whether a flexible array's element is asked: its `nodebug` does not.
    in_flex: bool,
}

impl<'a> Cx<'a> {
    /// Derivability of any type used by value, except as a record member's
    /// own type ([`Cx::of_member`]).
    fn of(&mut self, id: TypeId, depth: u32) -> DeriveSet {
        self.of_qualified(id, depth, Quals::default())
    }

    /// [`Cx::of`] for a type qualified `quals` where it is used: upstream
    /// names a `const int` apart from an `int` (`const_int`).
    fn of_qualified(&mut self, id: TypeId, depth: u32, quals: Quals) -> DeriveSet {
        let s = self.of_kind(id, depth, quals);
        if !super::type_names::lists_active(self.opts) {
            return s;
        }
        match super::type_names::unnamed(self.ir, id, quals) {
            Some(name) => self.by_type_name(&name, id, s),
            None => s,
        }
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
        if !super::type_names::lists_active(self.opts) {
            return s;
        }
        let holder_name = self.names[holder.0].as_deref().unwrap_or_default();
        match super::type_names::member(self.ir, self.opts, holder, holder_name, index, ty) {
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

    /// `s` less what upstream's lists take from an unnamed type it calls
    /// `name` ([`super::type_names`]): a blocklist matching it leaves what
    /// a blocklisted type may derive, the `--no-*` lists their traits.
    /// `id` is the type so named.
    fn by_type_name(&self, name: &TypeName, id: TypeId, mut s: DeriveSet) -> DeriveSet {
        let o = self.opts;
        // `--opaque-type` matching the name makes the type a blob for
        // upstream's derives: a `long double` or `__float128` (arrays of
        // them too) is then hashed, which its `u128` allows (it stays a
        // float for `Eq`), and a pointer (arrays of them too) derives
        // `Default` (null; Rust 1.88 has it). What else the blob would
        // derive the type's own Rust type does not implement (`Copy` over
        // `--no-copy` records, `Hash` over `f32`): upstream's output does
        // not compile there, ours keeps the type's traits.
        if name.matched_by(&o.opaque_types) {
            if hashable_float(self.ir, id) {
                s.hash = true;
            }
            if defaultable_pointer(self.ir, id) {
                s.default = true;
                s.manual_default = false;
            }
        }
        let s = if name.matched_by(&o.blocklisted_types) || name.matched_by(&o.blocklisted_items) {
            // (The callbacks are asked with the name; a numbered one with
            // its prefix.)
            let asked = match name {
                TypeName::Spelled(n) | TypeName::Numbered(n) => n,
            };
            meet(
                s,
                super::derive_blocklisted::blocklisted_derives(self.opts, asked),
            )
        } else {
            s
        };
        self.listed_by_name(name, s)
    }

    /// Derivability of a type by its kind (and, for a named type, its
    /// name's lists); `quals`: the value's (an array element's) qualifiers.
    fn of_kind(&mut self, id: TypeId, depth: u32, quals: Quals) -> DeriveSet {
        if crate::fixpoint::too_deep("`analysis::derive::of`", depth) {
            return NONE;
        }
        if self.blocklisted.contains(&id) {
            // A type replaced by another's definition (`replaces="..."`) is
            // emitted as that definition: it derives what that one derives.
            if let Some(replacement) = self.replaced.get(&id).copied() {
                return self.of(replacement, depth + 1);
            }
            if super::select::hidden_blob(self.ir, self.opts, id, self.list_name(id)) {
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
                // `__IncompleteArrayField` is `Debug` whatever it holds: the
                // element's `nodebug` takes nothing. (Its `Default` asks the
                // element's: a `nodefault` one still takes it.)
                let outer = std::mem::replace(&mut self.in_flex, true);
                let mut s = self.of_qualified(*elem, depth + 1, quals);
                self.in_flex = outer;
                if let Some(before) = self.packed_before.get(&ir.resolve_aliases(*elem)) {
                    s.debug = before.debug;
                    s.default = before.default;
                    s.manual_default = before.manual_default;
                }
                self.unannotated_record(*elem, &mut s);
                DeriveSet {
                    hash: false,
                    partialeq: false,
                    eq: false,
                    has_flex: true,
                    ..s.less_copy()
                }
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
            TypeKind::Alias { target, name, .. } => {
                // An opaque typedef is a blob of its size (a byte for one
                // of a declared-only record or of `void`, `select::alias_of_incomplete_type`):
                // it derives all, whatever its target derives, as upstream's.
                let rust_name = self.names[id.0].as_deref().unwrap_or("");
                let s = if self.opaque_aliases.contains(&id)
                    || super::select::alias_of_incomplete_type(self.ir, id)
                        && (self.opts.opaque_types.matches(rust_name)
                            || self.ir.annotations.type_says(id, |a| a.opaque))
                {
                    ALL
                } else {
                    self.of(*target, depth + 1)
                };
                // `nocopy`, `nodebug`, `nodefault` on a typedef reach its
                // newtype struct (and so what holds it), as upstream's;
                // a plain alias is its target.
                let newtype = alias_style(self.opts, name) != AliasVariation::TypeAlias;
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
            TypeKind::Instantiation(inst) => {
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
                        TypeKind::Record(r) => {
                            r.cxx.as_ref().is_some_and(|c| declares_destructor(c))
                        }
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
                            !arg.has_float && !super::derive_facts::holds_float(ir, *a, 0)
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

    fn blocklisted_set(&self, id: TypeId) -> DeriveSet {
        // Asked with the declaration's own name (`Blocked` for
        // `geo::Blocked`), as upstream asks.
        let name = self
            .ir
            .declared_name(id)
            .map(str::to_string)
            .or_else(|| self.names[id.0].clone())
            .unwrap_or_default();
        super::derive_blocklisted::blocklisted_derives(self.opts, &name)
    }

    fn record(&mut self, id: TypeId, depth: u32) -> DeriveSet {
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
    fn opaque_float(&self, id: TypeId) -> bool {
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

    /// What the members and bases of record `r` (`id`) allow together, as
    /// a laid-out record's derives see them (floats through typedefs too).
    fn held(&mut self, id: TypeId, r: &crate::ir::Record, depth: u32) -> DeriveSet {
        let mut acc = ALL;
        for (index, f) in r.fields.iter().enumerate() {
            // (A member whose `hide` hides a type of its own derives nothing,
            // as in a record laid out, seed 7915 case 173.)
            if member_hides_type(self.ir, self.opts, self.names, id, index, f.ty) {
                acc = meet(
                    acc,
                    DeriveSet {
                        manual_default: false,
                        cannot_compare: true,
                        ..NONE
                    },
                );
                continue;
            }
            acc = meet(acc, self.of_member(id, index, f.ty, depth + 1, false));
        }
        for b in r.cxx.iter().flat_map(|cx| &cx.bases) {
            acc = meet(acc, self.of(b.ty, depth + 1));
        }
        acc
    }

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
            // Opaque blobs: words, or an opaque-array helper implementing
            // every trait (`codegen::ty::opaque_blob`). An opaque union the
            // user asked for derives only `Copy`/`Clone` itself
            // (`codegen::structs::opaque_record`), with a zero-filling
            // `Default` and, under `--impl-debug`, a `Debug` impl: what
            // holds it derives those and no more. (Upstream's holders derive
            // as if holding a blob, `Debug`, `Hash` and `PartialEq` included,
            // which does not compile.)
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
        } else {
            let mut acc = ALL;
            let fam = plan.and_then(|p| flexible_array_index(ir, self.opts.flexarray_dst, r, p));
            for (index, f) in r.fields.iter().enumerate() {
                // A `:0` bitfield only aligns what follows: its type (an
                // enum, say) takes nothing, unless it shares a bitfield
                // unit with wider bitfields.
                if matches!(f.kind, crate::ir::FieldKind::Bitfield { width: 0 })
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
                    // Nor does upstream write a `PartialEq` impl
                    // (`--impl-partialeq`) for it or what holds it; its
                    // `Debug` impl it writes.
                    DeriveSet {
                        manual_default: false,
                        cannot_compare: true,
                        ..NONE
                    }
                } else {
                    let bitfield = matches!(f.kind, crate::ir::FieldKind::Bitfield { .. });
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
                let vtable = cx.has_virtual_methods && !super::cxx::vtable_unseen(cx);
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
                // either way it derives what a union can, as upstream's does.
                acc.has_union = true;
                acc.debug = false;
                acc.hash = false;
                acc.partialeq = false;
                acc.eq = false;
                acc.default = false;
                acc.manual_default = true;
            }
            if acc.has_union {
                acc.debug = false;
                acc.hash = false;
                acc.partialeq = false;
                acc.eq = false;
                acc.default = false;
                acc.manual_default = true;
            }
            acc
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
        let name = super::keywords::list_name(self.list_name(id));
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
            s.default = false;
            s.manual_default = true;
            s.debug = false;
            s.hash = false;
            s.partialeq = false;
            s.eq = false;
            s.cannot_compare = true;
        } else if plan.is_some_and(|p| p.opaque && !p.opaque_union_like && p.packed.is_some())
            && r.cxx.is_none()
            && (!s.copy || !self.opts.derive_copy)
        {
            // The same rule for a packed record made opaque: upstream's blob
            // derives nothing (a zero-filling `Default`; the `Debug` impl of
            // `--impl-debug`), so what holds it derives neither `Hash` nor
            // `PartialEq`. (Upstream's holders do, which does not compile.)
            self.bare_packed_opaque.insert(id);
            s.default = false;
            s.manual_default = true;
            s.debug = self.opts.impl_debug;
            s.hash = false;
            s.partialeq = false;
            s.eq = false;
            s.cannot_compare = true;
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
}
