//! What doc-comment annotations (`<div rustbindgen ...>`) change in the
//! generated code: field privacy, extra derives and attributes,
//! `#[must_use]` (field accessors: `field_accessors.rs`). (Hiding,
//! opaqueness, replacement and the `no*` derive switches are decided by the
//! analyses.)

use super::cx::{Cx, Out};
use crate::ir::{Annotations, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

impl Cx<'_> {
    /// What the `--no-*` derive lists match the type of Rust name `name`
    /// against: its qualified path for C++ (`n1::A3`, as upstream), the
    /// name itself for C, keywords escaped either way.
    pub(crate) fn list_name_of<'n>(&'n self, name: &'n str) -> std::borrow::Cow<'n, str> {
        let Some(paths) = &self.an.match_names else {
            return crate::analysis::list_name(name);
        };
        let map = self.caches.list_paths.get_or_init(|| {
            let mut map = std::collections::HashMap::new();
            for (i, path) in paths.iter().enumerate() {
                if let (Some(rust), Some(path)) = (self.an.names[i].as_ref(), path) {
                    map.entry(rust.clone()).or_insert_with(|| path.clone());
                }
            }
            map
        });
        crate::analysis::list_name(map.get(name).map_or(name, String::as_str))
    }

    /// The annotations of the emitted type named `name` (the lookup by name
    /// serves the code paths that only know the name; annotations are rare,
    /// so the table is usually empty).
    pub(crate) fn annotations_named(&self, name: &str) -> Option<&Annotations> {
        self.ir
            .annotations
            .types
            .iter()
            .filter(|(id, _)| !self.an.blocklisted.contains(id) && self.an.name(**id) == name)
            .min_by_key(|(id, _)| id.0)
            .map(|(_, a)| a)
    }

    /// `#[...]` for each `attribute="..."` of field `index` of record `id`;
    /// a value that is no Rust tokens is an error about the input.
    pub(crate) fn field_annotation_attrs(
        &self,
        acc: &mut Out,
        id: TypeId,
        index: usize,
    ) -> TokenStream {
        let Some(a) = self.ir.annotations.fields.get(&(id, index)) else {
            return TokenStream::new();
        };
        let mut out = TokenStream::new();
        for attr in &a.attributes {
            match annotation_attr(attr) {
                Some(ts) => out.extend(ts),
                None => acc.error(
                    format!("the annotation's attribute `{attr}` is not valid Rust tokens"),
                    format!("field {index} of `{}`", self.an.name(id)),
                ),
            }
        }
        out
    }

    /// Whether the record's own annotation says `private`.
    pub(crate) fn record_private_by_annotation(&self, id: TypeId) -> bool {
        self.ir
            .annotations
            .type_says(id, |a| a.private == Some(true))
    }

    /// Whether the record's own annotation says `private="false"`.
    pub(crate) fn record_public_by_annotation(&self, id: TypeId) -> bool {
        self.ir
            .annotations
            .type_says(id, |a| a.private == Some(false))
    }

    /// Visibility of a bitfield unit (and of its `new_bitfield_N`): private
    /// when the record is annotated `private` or any of its bitfields is (a
    /// public unit would expose a private bitfield's bits), as upstream's.
    pub(crate) fn bitfield_unit_vis(&self, id: TypeId, members: &[usize]) -> TokenStream {
        // `--respect-cxx-access-specs`: a unit holding a member that is not
        // public is private (as upstream), unless an annotation says public.
        let hidden_member = |k: usize| {
            self.opts.respect_cxx_access_specs
                && self.field_private_by_annotation(id, k).is_none()
                && match &self.ir.ty(id).kind {
                    crate::ir::TypeKind::Record(r) => r
                        .fields
                        .get(k)
                        .is_some_and(|f| f.access != crate::ir::Access::Public),
                    _ => false,
                }
        };
        let private_member = members
            .iter()
            .any(|&k| self.field_private_by_annotation(id, k) == Some(true) || hidden_member(k));
        if self.record_private_by_annotation(id) || private_member {
            TokenStream::new()
        } else if self.record_public_by_annotation(id) {
            // `private="false"` on the record: public whatever
            // `--default-visibility` says (as upstream; not so when only
            // the bitfields are annotated).
            quote!(pub)
        } else {
            self.vis()
        }
    }

    /// Whether an annotation makes field `index` of record `id` private:
    /// the field's own `private` first, then the record's.
    pub(crate) fn field_private_by_annotation(&self, id: TypeId, index: usize) -> Option<bool> {
        let table = &self.ir.annotations;
        table
            .fields
            .get(&(id, index))
            .and_then(|a| a.private)
            .or_else(|| table.of_type(id).and_then(|a| a.private))
    }
}

/// The attribute an `attribute="..."` annotation asks for: text that is
/// already an attribute (`#[allow(dead_code)]`, as upstream pastes a type's
/// bare) is used as written; anything else (`must_use`, as upstream wraps a
/// field's) goes inside `#[...]`. `None` when the text is no Rust tokens.
pub(crate) fn annotation_attr(text: &str) -> Option<TokenStream> {
    let ts = text.parse::<TokenStream>().ok()?;
    let written = matches!(ts.clone().into_iter().next(),
        Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == '#');
    Some(if written { ts } else { quote!(#[#ts]) })
}
