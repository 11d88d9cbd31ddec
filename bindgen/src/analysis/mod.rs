//! Analyses over the IR: first the decisions options make about the parsed
//! facts (`lower`, the one rewrite of the IR, run right after parsing), then,
//! over the frozen IR, names, selection, record layout plans and derivable
//! traits. Each of those returns a side table keyed by `TypeId`; none
//! touches clang.

pub(crate) mod call_abi;
pub(crate) mod cxx;
pub(crate) mod debug_members;
mod derive;
mod derive_blocklisted;
mod derive_facts;
mod derive_set;
mod empty_base;
mod fn_macros;
mod fn_sig_types;
mod keywords;
mod layout;
mod list_styles;
mod lower;
mod member_align;
mod names;
pub(crate) mod namespaces;
pub(crate) mod objc;
mod opaque_left_out;
mod opaque_union;
mod packed_align;
mod packed_context;
mod reach;
mod replaced;
mod select;
mod selected;
mod shared_symbols;
mod spelled_items;
pub(crate) mod templates;
pub(crate) mod type_names;
mod unbound_method_sigs;

pub(crate) use derive::{DeriveSet, Derives};
pub(crate) use derive_facts::flexible_array_index;
pub(crate) use empty_base::is_empty_base;
pub(crate) use fn_macros::select_fn_macros;
pub(crate) use keywords::{escape_ident, is_rust_keyword, list_name};
pub(crate) use layout::{rust_layout, PlannedField, RecordPlan};
pub(crate) use list_styles::{alias_style, enum_style_by_lists};
pub(crate) use lower::{function_choices, lower};
pub(crate) use reach::selection_reaches;
pub(crate) use select::alias_of_incomplete_type;
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
    /// C++: types left out with a namespace the item blocklist names
    /// ([`namespaces::item_blocked_types`]): nothing of them is emitted;
    /// those no blocklist names themselves derive as emitted types.
    pub namespace_blocked: HashSet<TypeId>,
    /// Enums named like an emitted typedef of another type (cbindgen's
    /// `enum E {…}; typedef int16_t E;`): the typedef defines the name.
    pub enums_named_by_typedef: HashSet<TypeId>,
    /// Typedefs named like the record or enum they stand for (in the same
    /// namespace): not emitted, their uses spell that name already.
    pub aliases_named_as_target: HashSet<TypeId>,
    /// Selected typedefs made opaque (`--opaque-type`, `opaque`
    /// annotation): emitted as a blob of their size.
    pub opaque_aliases: HashSet<TypeId>,
    /// C++ facts: vtables, namespace prefixes (empty for C).
    pub cxx: cxx::CxxFacts,
    /// C++: what option lists match each type against (its qualified
    /// path); `None` for C, where the Rust names serve.
    pub match_names: Option<Vec<Option<String>>>,
    /// C++ class templates: generic structs and how instantiations are
    /// spelled (empty for C).
    pub templates: templates::TemplateFacts,
    /// Each type a `replaces` annotation names, with the type whose
    /// definition is emitted for it (`replaced::replacements`).
    pub replaced: HashMap<TypeId, TypeId>,
    /// Records and typedefs held by value inside a packed record
    /// ([`packed_context::packed_context`]): their blobs stay integer words.
    pub packed_context: HashSet<TypeId>,
}

/// Runs every analysis.
pub(crate) fn run(ir: &Ir, opts: &BindgenOptions) -> Analyses {
    let selected::Selected {
        mut cxx,
        names,
        match_names,
        blocklisted,
        replaced,
        templates,
        selection,
    } = selected::Selected::compute(ir, opts);
    let matched = match_names.as_deref().unwrap_or(&names);
    if ir.cxx {
        // With `--no-recursive-allowlist`, a base class the allowlists do
        // not bring in is left out like a blocklisted one (its bytes are
        // padding), as upstream does: no `_base` names a type not emitted.
        let mut dropped = blocklisted.clone();
        if !opts.allowlist_recursively {
            for t in &ir.types {
                let crate::ir::TypeKind::Record(r) = &t.kind else {
                    continue;
                };
                for b in r.cxx.iter().flat_map(|cx| cx.bases.iter()) {
                    let bt = ir.resolve_aliases(b.ty);
                    if unselected_base(ir, &selection.types, bt) {
                        dropped.insert(bt);
                    }
                }
            }
        }
        cxx::drop_blocklisted_bases(&mut cxx, ir, &dropped);
    }
    let namespace_blocked = namespaces::item_blocked_types(ir, opts);
    // Those no blocklist names by their own path are not blocklisted types
    // to upstream: what holds one derives what its members allow.
    let derive_blocked: HashSet<TypeId> = blocklisted
        .iter()
        .copied()
        .filter(|id| {
            let name = matched[id.0].as_deref().unwrap_or("");
            !namespace_blocked.contains(id)
                || opts.blocklisted_types.matches(name)
                || opts.blocklisted_items.matches(name)
        })
        .collect();
    let opaque_aliases: HashSet<TypeId> = selection
        .types
        .iter()
        .copied()
        .filter(|id| select::opaque_alias(ir, opts, matched, *id))
        .collect();
    let layout::Plans {
        mut plans,
        unpacked,
    } = layout::plan_all(ir, opts, matched, &cxx, &replaced);
    packed_align::forbid_align_in_packed(
        ir,
        &mut plans,
        &unpacked,
        &names,
        &opaque_aliases,
        &replaced,
        opts,
    );
    select::report_skipped(ir, opts);
    select::report_opaque_used(ir, &selection);
    let enums_named_by_typedef = select::enums_named_by_typedef(ir, &names, &selection);
    // Enums `--opaque-type` names (or annotated `opaque`): upstream lets
    // them, and what holds them, derive `Default` (a Rust enum has none,
    // so not when a rustified style may apply).
    let rust_style = matches!(
        opts.default_enum_style,
        crate::options::EnumVariation::Rust { .. }
    );
    let opaque_enums: HashSet<TypeId> = (0..ir.types.len())
        .map(TypeId)
        .filter(|&id| matches!(ir.ty(id).kind, crate::ir::TypeKind::Enum(_)))
        .filter(|&id| {
            let name = matched[id.0].as_deref().unwrap_or("");
            let opaque =
                opts.opaque_types.matches(name) || ir.annotations.type_says(id, |a| a.opaque);
            let rustified = rust_style
                || opts.rustified_enum_set.matches(name)
                || opts.rustified_non_exhaustive_enum_set.matches(name);
            opaque && !rustified
        })
        .collect();
    let aliases_named_as_target = select::aliases_named_as_target(ir, &names, &selection);
    let mut names = names;
    let not_defining: HashSet<TypeId> = enums_named_by_typedef
        .union(&aliases_named_as_target)
        .copied()
        .collect();
    let emitted = select::emitted_named_types(ir, &selection, &blocklisted, &not_defining);
    names::dedupe_emitted(ir, opts, &emitted, &mut names);
    let not_emitted = select::named_but_not_emitted(ir, opts, &names, &selection);
    // Left-out types the user made opaque derive as their blobs.
    let matched = match_names.as_deref().unwrap_or(&names);
    let left_out_blobs = opaque_left_out::blobs(ir, opts, matched, &not_emitted, &opaque_enums);
    let derive_opaque_aliases: HashSet<TypeId> = opaque_aliases
        .iter()
        .chain(
            left_out_blobs
                .iter()
                .filter(|id| matches!(ir.ty(**id).kind, crate::ir::TypeKind::Alias { .. })),
        )
        .copied()
        .collect();
    let type_facts = derive::TypeFacts {
        templates: &templates,
        opaque_enums: &opaque_enums,
        opaque_aliases: &derive_opaque_aliases,
        replaced: &replaced,
        not_emitted: &not_emitted,
    };
    // The `--no-*` lists match C++ types by qualified path, as the others.
    let list_names: &[Option<String>] = match &match_names {
        Some(m) => m,
        None => &names,
    };
    let blocklisted_for_derives = &derive_blocked;
    let compute_derives = |plans: &HashMap<TypeId, RecordPlan>| {
        if not_emitted.is_empty() {
            derive::compute(
                ir,
                opts,
                &names,
                list_names,
                plans,
                blocklisted_for_derives,
                &type_facts,
            )
        } else {
            // Types an item uses without the allowlist bringing them in are
            // defined elsewhere, like blocklisted ones: nothing can be
            // derived through them (upstream does the same).
            let outside: HashSet<TypeId> = blocklisted_for_derives
                .iter()
                .chain(not_emitted.difference(&left_out_blobs))
                .copied()
                .collect();
            derive::compute(ir, opts, &names, list_names, plans, &outside, &type_facts)
        }
    };
    let derives = compute_derives(&plans);
    let outside = opaque_union::Outside {
        blocklisted: &blocklisted,
        not_emitted: &not_emitted,
    };
    opaque_union::settle(ir, opts, list_names, &derives, &outside, &mut plans);
    let packed_context = packed_context::packed_context(ir, &plans, &replaced);
    Analyses {
        names,
        plans,
        derives,
        selection,
        blocklisted,
        namespace_blocked,
        enums_named_by_typedef,
        aliases_named_as_target,
        opaque_aliases,
        cxx,
        match_names,
        templates,
        replaced,
        packed_context,
    }
}

/// Whether base type `bt` is a class the selection leaves out, or an
/// instantiation of a class template it leaves out (seed 121 case 14;
/// one taking a value parameter is a blob of its own, kept as upstream).
fn unselected_base(ir: &Ir, selected: &HashSet<TypeId>, bt: TypeId) -> bool {
    use crate::ir::TypeKind;
    match &ir.ty(bt).kind {
        TypeKind::Record(_) => !selected.contains(&bt),
        TypeKind::Instantiation(inst) => match &ir.ty(inst.template).kind {
            TypeKind::Record(r) => {
                !selected.contains(&inst.template)
                    && !r.generic.as_ref().is_some_and(|g| g.value_params)
            }
            _ => false,
        },
        _ => false,
    }
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
