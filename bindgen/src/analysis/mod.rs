//! Analyses over the frozen IR: names, selection, record layout plans and
//! derivable traits. Each returns a side table keyed by `TypeId`; none touches clang.

pub(crate) mod cxx;
mod derive;
mod layout;
mod names;
mod packed_align;
mod select;

pub(crate) use derive::{DeriveSet, Derives};
pub(crate) use layout::{PlannedField, RecordPlan};
pub(crate) use names::{escape_ident, is_rust_keyword};
pub(crate) use select::select_macros;

use crate::ir::{Ir, TypeId};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

/// Everything codegen needs besides the IR and the options.
pub(crate) struct Analyses {
    /// Rust name of each named type (indexed by `TypeId`).
    pub names: Vec<Option<String>>,
    /// Layout plans of complete records.
    pub plans: HashMap<TypeId, RecordPlan>,
    /// Derivable traits per record.
    pub derives: Derives,
    /// Types, functions and vars to emit.
    pub selection: select::Selection,
    /// Types that are blocklisted (used but not defined).
    pub blocklisted: HashSet<TypeId>,
    /// Enums named like an emitted typedef of another type (cbindgen's
    /// `enum E {…}; typedef int16_t E;`): the typedef defines the name.
    pub enums_named_by_typedef: HashSet<TypeId>,
    /// C++ facts: vtables, namespace prefixes (empty for C).
    pub cxx: cxx::CxxFacts,
    /// C++: what option lists match each type against (its qualified
    /// path); `None` for C, where the Rust names serve.
    pub match_names: Option<Vec<Option<String>>>,
}

/// Runs every analysis.
pub(crate) fn run(ir: &Ir, opts: &BindgenOptions) -> Analyses {
    let mut cxx = cxx::compute(ir, opts);
    let names = names::assign(ir, opts, &cxx);
    // Lists match C++ types by qualified path (the Rust name for C).
    let matched = cxx::match_names(ir, &names, &cxx);
    let blocklisted = select::blocklisted_types(ir, opts, &matched);
    if ir.cxx {
        cxx::drop_blocklisted_bases(&mut cxx, ir, &blocklisted);
    }
    let mut plans = layout::plan_all(ir, opts, &matched, &cxx);
    packed_align::forbid_align_in_packed(ir, &mut plans, &names);
    let selection = select::select(ir, opts, &matched, &blocklisted);
    let enums_named_by_typedef = select::enums_named_by_typedef(ir, &names, &selection);
    let match_names = match matched {
        std::borrow::Cow::Owned(m) => Some(m),
        std::borrow::Cow::Borrowed(_) => None,
    };
    let mut names = names;
    let emitted =
        select::emitted_named_types(ir, &selection, &blocklisted, &enums_named_by_typedef);
    names::dedupe_emitted(ir, opts, &emitted, &mut names);
    let compute_derives = |plans: &HashMap<TypeId, RecordPlan>| {
        let not_emitted = select::named_but_not_emitted(ir, opts, &names, &selection);
        if not_emitted.is_empty() {
            derive::compute(ir, opts, &names, plans, &blocklisted)
        } else {
            // Types an item uses without the allowlist bringing them in are
            // defined elsewhere, like blocklisted ones: nothing can be
            // derived through them (upstream does the same).
            let outside: HashSet<TypeId> = blocklisted.union(&not_emitted).copied().collect();
            derive::compute(ir, opts, &names, plans, &outside)
        }
    };
    let mut derives = compute_derives(&plans);
    if opaque_wrapper_unions_with_bitfields(ir, opts, &names, &mut plans, &derives) {
        // Newly opaque unions carry `repr(align)`: packed containers must be
        // rechecked. They also derive less than the wrapper form did (an
        // opaque union has no `Debug`), which their containers must follow.
        packed_align::forbid_align_in_packed(ir, &mut plans, &names);
        derives = compute_derives(&plans);
    }
    Analyses {
        names,
        plans,
        derives,
        selection,
        blocklisted,
        enums_named_by_typedef,
        cxx,
        match_names,
    }
}

/// A union emitted as a struct of `__BindgenUnionField`s (no native union:
/// `--disable-untagged-union`, `--no-derive-copy`, or a non-`Copy` member)
/// cannot overlap a bitfield unit with its storage field, so such unions
/// become opaque blobs (their size and alignment stay exact).
///
/// Says whether any union changed.
fn opaque_wrapper_unions_with_bitfields(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    plans: &mut HashMap<TypeId, RecordPlan>,
    derives: &Derives,
) -> bool {
    let mut changed = false;
    for (id, plan) in plans.iter_mut() {
        let crate::ir::TypeKind::Record(r) = &ir.ty(*id).kind else {
            continue;
        };
        let wrapper = !opts.untagged_union || !opts.derive_copy || !derives.get(*id).copy;
        let has_units = plan
            .fields
            .iter()
            .any(|f| matches!(f, PlannedField::BitfieldUnit { .. }));
        if r.kind == crate::ir::RecordKind::Union && wrapper && has_units && !plan.opaque {
            let name = names[id.0].as_deref().unwrap_or("");
            crate::error::warn(&format!(
                "{name}: union with bitfields that cannot be a native Rust union; emitted as an opaque blob"
            ));
            plan.opaque = true;
            plan.fields.clear();
            plan.packed = None;
            plan.align = None;
            changed = true;
        }
    }
    changed
}

impl Analyses {
    /// The Rust name of a named type.
    pub(crate) fn name(&self, id: TypeId) -> &str {
        self.names[id.0].as_deref().unwrap_or("_bindgen_unnamed")
    }

    /// What option lists match a type against: its qualified path for
    /// C++ (`analysis::cxx::match_names`), its Rust name for C.
    pub(crate) fn match_name(&self, id: TypeId) -> &str {
        match &self.match_names {
            Some(m) => m[id.0].as_deref().unwrap_or_else(|| self.name(id)),
            None => self.name(id),
        }
    }
}
