//! The first analyses every later question starts from, in their one
//! order: C++ facts, Rust names, the names the option lists match,
//! blocklists, `replaces` resolutions, templates and the selection.
//! `run` goes on from them to the layout plans and derives;
//! `selection_reaches` only walks the selection they give.

use super::cxx::{self, CxxFacts};
use super::select::{self, Selection};
use super::templates::{self, TemplateFacts};
use super::{names, replaced, shared_symbols};
use crate::ir::{Ir, TypeId};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

/// What the first analyses found.
pub(super) struct Selected {
    /// C++ facts: vtables, namespace prefixes (empty for C).
    pub cxx: CxxFacts,
    /// Rust name of each named type, before the emitted names are deduplicated.
    pub names: Vec<Option<String>>,
    /// What the option lists match each type against, when that differs
    /// from `names` (C++ qualified paths, keyword-escaped C names).
    pub match_names: Option<Vec<Option<String>>>,
    /// Types that are blocklisted (used but not defined).
    pub blocklisted: HashSet<TypeId>,
    /// Each type a `replaces` annotation names, with its replacement.
    pub replaced: HashMap<TypeId, TypeId>,
    /// C++ class templates (empty for C).
    pub templates: TemplateFacts,
    /// Types, functions and vars to emit.
    pub selection: Selection,
}

impl Selected {
    /// Runs the first analyses.
    pub(super) fn compute(ir: &Ir, opts: &BindgenOptions) -> Selected {
        let mut cxx = cxx::compute(ir, opts);
        let names = names::assign(ir, opts, &cxx);
        // Lists match C++ types by qualified path (the Rust name for C).
        let match_names =
            match cxx::match_names(ir, &names, &cxx, opts.conservative_inline_namespaces) {
                std::borrow::Cow::Owned(m) => Some(m),
                std::borrow::Cow::Borrowed(_) => None,
            };
        let matched = match_names.as_deref().unwrap_or(&names);
        let blocklisted = select::blocklisted_types(ir, opts, matched);
        let replaced = replaced::replacements(ir, matched);
        let mut templates = templates::compute(ir, opts, matched, &blocklisted);
        let mut selection = select::select(ir, opts, matched, &blocklisted, &templates, &replaced);
        shared_symbols::drop_repeated_symbols(ir, &mut selection.functions);
        cxx::number_free_functions(ir, opts, &names, &mut cxx, &mut selection.functions);
        if ir.cxx && opts.is_allowlisting() && !opts.allowlist_recursively {
            templates.bare = templates::not_emitted(ir, &selection.types);
            // (A blocklisted one keeps its arguments, as upstream spells it.)
            templates.bare.retain(|t| !blocklisted.contains(t));
            // (Nor does one the user made opaque: its uses are blobs, as
            // upstream's.)
            templates.bare.retain(|t| {
                let name = matched[t.0].as_deref().unwrap_or("");
                !opts.opaque_types.matches(name) && !ir.annotations.type_says(*t, |a| a.opaque)
            });
        }
        Selected {
            cxx,
            names,
            match_names,
            blocklisted,
            replaced,
            templates,
            selection,
        }
    }
}
