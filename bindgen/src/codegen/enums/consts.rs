//! The default `consts` style: free constants, then a type alias.

use super::{prefixed, repr_type, variants};
use crate::codegen::{ident, Cx};
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

/// Prefix of the free constants: the enum's name, or the parent's (record,
/// or namespace module) for anonymous enums.
pub(crate) fn const_prefix(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Option<String> {
    if !cx.opts.prepend_enum_name {
        return None;
    }
    // The prefix is the name as Rust spells it: `enum type` gives
    // `type__A`, as upstream.
    let spelled = |t: TypeId| crate::analysis::escape_ident(cx.an.name(t));
    if e.name.is_some() || e.typedef_name.is_some() {
        return Some(spelled(id));
    }
    if let Some(p) = e.parent {
        return Some(spelled(p));
    }
    // In a namespace's module, an anonymous enum's constants take the
    // namespace's own name, as upstream names them (`a_x1` in `mod a`).
    if cx.opts.enable_cxx_namespaces && cx.ir.cxx && e.module != crate::ir::ModuleId::ROOT {
        return cx.an.cxx.module_names.get(e.module.0).cloned();
    }
    None
}

pub(crate) fn emit(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Vec<TokenStream> {
    let name = ident(cx.an.name(id));
    let prefix = const_prefix(cx, id, e);
    let mut out = Vec::new();
    let variants = variants(cx, id, e);
    // Undocumented constants go straight to text, as one pre-formatted piece
    // (`--sort-semantically` ranks items by their tokens, so it keeps them).
    if cx.direct_text() && variants.iter().all(|v| v.doc.is_none()) {
        let mut text = String::new();
        let direct = variants.iter().all(|v| {
            let c = ident(&prefixed(&prefix, &v.name));
            let val = super::value_text(cx, e, v.value);
            let line = format!("pub const {c}: {name} = {val};");
            crate::codegen::fastfmt::const_item_text(&mut text, &line)
        });
        if direct {
            if !text.is_empty() {
                out.push(cx.preformatted(text));
            }
            out.extend(type_alias(cx, id, e));
            return out;
        }
    }
    for v in variants {
        let c = ident(&prefixed(&prefix, &v.name));
        let val = super::value_lit(cx, e, v.value);
        let doc = cx.doc(&v.doc);
        out.push(quote!(#doc pub const #c: #name = #val;));
    }
    out.extend(type_alias(cx, id, e));
    out
}

/// `pub type E = <repr>;`, unless a typedef of another type already defines
/// the name `E` (then the constants have that typedef's type, as upstream).
fn type_alias(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Option<TokenStream> {
    if cx.an.enums_named_by_typedef.contains(&id) {
        return None;
    }
    let name = ident(cx.an.name(id));
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, e);
    // No `#[must_use]` here for a must-use enum, unlike upstream: rustc
    // rejects it on type aliases (a future hard error); the functions
    // returning the enum carry it.
    Some(quote!(#doc pub type #name = #repr;))
}
