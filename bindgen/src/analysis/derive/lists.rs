//! The `--no-*` lists and the `nocopy`/`nodebug`/`nodefault` annotations,
//! as the derive analysis (`super`) applies them to a type's derive set.

use super::{Cx, DeriveSet};
use crate::analysis::type_names::TypeName;
use crate::ir::TypeId;

impl<'a> Cx<'a> {
    /// What the `--no-*` lists match type `id` against.
    pub(super) fn list_name(&self, id: TypeId) -> &'a str {
        self.list_names
            .get(id.0)
            .and_then(|n| n.as_deref())
            .or_else(|| self.names[id.0].as_deref())
            .unwrap_or_default()
    }

    /// `s` less the traits the `--no-*` lists take from an unnamed type
    /// upstream calls `name`.
    pub(super) fn listed_by_name(&self, name: &TypeName, mut s: DeriveSet) -> DeriveSet {
        if !self.apply_lists {
            return s;
        }
        let o = self.opts;
        if name.matched_by(&o.no_copy_types) {
            s = s.less_copy();
        }
        if name.matched_by(&o.no_debug_types) {
            s.debug = false;
        }
        if name.matched_by(&o.no_hash_types) {
            s.hash = false;
        }
        if name.matched_by(&o.no_partialeq_types) {
            s.partialeq = false;
            s.eq = false;
        }
        if name.matched_by(&o.no_default_types) {
            s.default = false;
            s.manual_default = true;
        }
        s
    }

    /// Whether `--no-default` (or, with `annotations`, a `nodefault`
    /// annotation) names `id`.
    pub(super) fn default_listed(&self, id: TypeId, annotations: bool) -> bool {
        if !self.apply_lists {
            return false;
        }
        // (Matched against the name with a keyword escaped: `Self_`, `u64_`.)
        let name: &str = &crate::analysis::keywords::list_name(self.list_name(id));
        let annotated = (annotations && !self.in_bitfield)
            .then(|| self.ir.annotations.of_type(id))
            .flatten();
        self.opts.no_default_types.matches(name) || annotated.is_some_and(|a| a.no_default)
    }

    /// `s` less the traits the `--no-*` lists take from the enum or typedef
    /// `id` (and, with `annotations`, its `nocopy`/`nodebug`/`nodefault`
    /// annotations): upstream matches the lists against every type's name,
    /// so a record holding a listed enum or typedef by value loses the
    /// trait even where the enum itself is a plain integer alias.
    pub(super) fn less_listed(&self, id: TypeId, mut s: DeriveSet, annotations: bool) -> DeriveSet {
        if !self.apply_lists {
            return s;
        }
        let o = self.opts;
        // (Matched against the name with a keyword escaped: `Self_`, `u64_`.)
        let name: &str = &crate::analysis::keywords::list_name(self.list_name(id));
        let annotated = (annotations && !self.in_bitfield)
            .then(|| self.ir.annotations.of_type(id))
            .flatten();
        if o.no_copy_types.matches(name) {
            s = s.less_copy();
        } else if annotated.is_some_and(|a| a.no_copy) {
            s = s.less_copy_by_annotation();
        }
        if o.no_debug_types.matches(name) || annotated.is_some_and(|a| a.no_debug && !self.in_flex)
        {
            s.debug = false;
        }
        if o.no_hash_types.matches(name) {
            s.hash = false;
        }
        if o.no_partialeq_types.matches(name) {
            s.partialeq = false;
            s.eq = false;
        }
        if self.default_listed(id, annotations) {
            s.default = false;
            s.manual_default = true;
        }
        s
    }

    /// `s` (of `elem`, a flexible array's element) with the `Debug` the
    /// `nodebug` annotation of the record `elem` stands for took, where no
    /// list names it.
    pub(super) fn unannotated_record(&self, elem: TypeId, s: &mut DeriveSet) {
        let tag = self.ir.resolve_aliases(elem);
        let (Some(a), Some(u)) = (self.ir.annotations.of_type(tag), self.unlisted.get(&tag)) else {
            return;
        };
        let listed = |set: &crate::options::RegexSet| {
            [elem, tag]
                .iter()
                .any(|&t| set.matches(&crate::analysis::keywords::list_name(self.list_name(t))))
        };
        s.debug |= a.no_debug && u.debug && !listed(&self.opts.no_debug_types);
    }
}
