//! Enums: the style decision per enum, and one file per style.

mod consts;

use super::Cx;
use crate::ir::{TypeId, TypeKind};
use crate::options::EnumVariation;
use proc_macro2::TokenStream;

/// The style chosen for an enum (precedence of OUTPUT.md §10).
pub(crate) fn style(cx: &Cx<'_>, id: TypeId) -> EnumVariation {
    let o = cx.opts;
    let name = cx.an.name(id);
    if o.constified_enum_modules.matches(name) {
        EnumVariation::ModuleConsts
    } else if o.bitfield_enums.matches(name) {
        EnumVariation::NewType { is_bitfield: true, is_global: false }
    } else if o.newtype_enums.matches(name) {
        EnumVariation::NewType { is_bitfield: false, is_global: false }
    } else if o.newtype_global_enums.matches(name) {
        EnumVariation::NewType { is_bitfield: false, is_global: true }
    } else if o.rustified_enum_set.matches(name) {
        EnumVariation::Rust { non_exhaustive: false }
    } else if o.rustified_non_exhaustive_enum_set.matches(name) {
        EnumVariation::Rust { non_exhaustive: true }
    } else if o.constified_enums.matches(name) {
        EnumVariation::Consts
    } else {
        o.default_enum_style
    }
}

/// Whether the enum is emitted as a Rust `enum`.
pub(crate) fn is_rust_enum(cx: &Cx<'_>, id: TypeId) -> bool {
    matches!(style(cx, id), EnumVariation::Rust { .. })
}

/// Whether uses of the enum name the raw `_ctype` type instead (ENUMS-NEXT `raw_ffi`).
pub(crate) fn uses_raw_type(_cx: &Cx<'_>, _id: TypeId) -> bool {
    false
}

/// Whether the enum is a `moduleconsts` module.
pub(crate) fn is_module_style(cx: &Cx<'_>, id: TypeId) -> bool {
    matches!(style(cx, id), EnumVariation::ModuleConsts)
}

/// Items for one enum.
pub(crate) fn enum_items(cx: &Cx<'_>, id: TypeId) -> Vec<TokenStream> {
    let TypeKind::Enum(e) = &cx.ir.ty(id).kind else { return vec![] };
    consts::emit(cx, id, e)
}
