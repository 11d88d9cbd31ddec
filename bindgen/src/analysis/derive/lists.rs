//! The blocklists, the `--no-*` lists and the `nocopy`/`nodebug`/`nodefault`
//! annotations, as the derive analysis (`super`) applies them to a type's
//! derive set.

use super::{Cx, DeriveSet};
use crate::analysis::derive_blocklisted::blocklisted_derives;
use crate::analysis::derive_facts::{defaultable_pointer, hashable_float};
use crate::analysis::derive_set::meet;
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

    /// `s` less what upstream's lists take from an unnamed type it calls
    /// `name` ([`crate::analysis::type_names`]): a blocklist matching it leaves what
    /// a blocklisted type may derive, the `--no-*` lists their traits.
    /// `id` is the type so named.
    pub(super) fn by_type_name(&self, name: &TypeName, id: TypeId, mut s: DeriveSet) -> DeriveSet {
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
            meet(s, blocklisted_derives(self.opts, asked))
        } else {
            s
        };
        self.listed_by_name(name, s)
    }

    /// What blocklisted type `id` derives: what the callbacks say it
    /// implements.
    pub(super) fn blocklisted_set(&self, id: TypeId) -> DeriveSet {
        // Asked with the declaration's own name (`Blocked` for
        // `geo::Blocked`), as upstream asks.
        let name = self
            .ir
            .declared_name(id)
            .map(str::to_string)
            .or_else(|| self.names[id.0].clone())
            .unwrap_or_default();
        blocklisted_derives(self.opts, &name)
    }
}
