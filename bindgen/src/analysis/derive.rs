//! Which traits each record can derive, and where `Default` needs a manual impl.
//!
//! C types contain each other only by value in a tree (pointers break cycles and
//! never propagate), so a memoized recursion over field types is enough.
//!
//! This file holds the entry point, the results and the walk's state
//! ([`Cx`]); the rules are split by what they decide:
//! - [`kinds`]: what a type derives by its kind (scalars, pointers, arrays,
//!   typedefs, enums, and a record as what holds it sees it);
//! - [`instantiation`]: what a template instantiation derives, as a blob or
//!   as a generic struct;
//! - [`record`]: what a record derives for itself (forward declarations,
//!   blobs, unions, destructors, packing, its own lists);
//! - [`members`]: what a record's members allow (hidden members, anonymous
//!   opaque unions, flexible arrays);
//! - [`lists`]: what the blocklists, the `--no-*` lists and the annotations
//!   take away.

pub(crate) use super::derive_set::DeriveSet;
use super::derive_set::NONE;
use super::RecordPlan;
use crate::ir::{Ir, Quals, TypeId, TypeKind};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

mod instantiation;
mod kinds;
mod lists;
mod members;
mod record;

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
}
