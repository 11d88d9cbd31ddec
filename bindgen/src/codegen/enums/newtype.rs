//! `newtype`, `newtype_global` and `bitfield`: a `#[repr(transparent)]` struct
//! over the underlying integer, with the enumerators as associated constants
//! (or free prefixed constants for `newtype_global`) and, for `bitfield`,
//! the four bit operators.

use super::values::{const_prefix, prefixed, repr_type, variants};
use crate::callbacks::TypeKind as CbTypeKind;
use crate::codegen::attrs::custom_attrs;
use crate::codegen::attrs::{derive_tokens, enum_derive_names};
use crate::codegen::cx::{Cx, Out};
use crate::codegen::lits::ident;
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

pub(crate) fn emit(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    e: &Enum,
    is_bitfield: bool,
    is_global: bool,
) -> Vec<TokenStream> {
    let name_str = cx.an.name(id).to_string();
    let name = ident(&name_str);
    // The constructor and the operator impls spell the type as a path
    // (`root::E` under `--enable-cxx-namespaces`), as upstream.
    let path = {
        let root = cx.type_path_prefix(id);
        quote!(#root #name)
    };
    let mut out = Vec::new();
    let vars = variants(cx, id, e);
    // An anonymous enum's constants cannot be reached through a type
    // name anyone writes, so they are free constants, named as in the
    // `consts` style (`LIMIT_LOW`, `machine_INNER_X`), as upstream does.
    let anonymous = e.name.is_none() && e.typedef_name.is_none();
    if !is_global && !anonymous {
        // Constified enumerators also get a free constant.
        let prefix = const_prefix(cx, id, e);
        for v in vars.iter().filter(|v| v.constify) {
            let free = ident(&prefixed(&prefix, &v.name));
            let c = ident(&v.name);
            out.push(quote!(pub const #free: #name = #name::#c;));
        }
    }
    if is_global || anonymous {
        let prefix = const_prefix(cx, id, e);
        for v in &vars {
            let c = ident(&prefixed(&prefix, &v.name));
            let val = super::values::value_lit(cx, e, v.value);
            let doc = cx.doc(&v.doc);
            out.push(quote!(#doc pub const #c: #name = #path(#val);));
        }
    } else {
        let consts = vars.iter().map(|v| {
            let c = ident(&v.name);
            let val = super::values::value_lit(cx, e, v.value);
            let doc = cx.doc(&v.doc);
            quote!(#doc pub const #c: #name = #path(#val);)
        });
        out.push(quote! {
            impl #name {
                #(#consts)*
            }
        });
    }
    if is_bitfield {
        out.extend(bit_ops(cx, &path));
    }
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, &mut acc.needs, e);
    // Newtype and bitfield enums are enums for the derive/attribute
    // callbacks (`--with-derive-custom-enum`), as upstream.
    let mut traits = enum_derive_names(cx, Some(id), &name_str, CbTypeKind::Enum);
    // An enum `--opaque-type` names is laid out as its integer, which
    // upstream then lets derive `Default` (`--with-derive-default`); an
    // enum it does not name derives none (found by tools/cxx-fuzz).
    if opaque_default(cx, id) && !traits.iter().any(|t| t == "Default") {
        let at = traits
            .iter()
            .position(|t| t == "Debug")
            .map_or(0, |i| i + 1);
        traits.insert(at, "Default".into());
    }
    let derive = derive_tokens(acc, &name_str, &traits);
    let attrs = custom_attrs(cx, acc, &name_str, CbTypeKind::Enum);
    // Upstream's attribute order: repr, doc, custom, derive.
    out.push(quote! {
        #[repr(transparent)]
        #doc
        #attrs
        #derive
        pub struct #name(pub #repr);
    });
    out
}

/// `BitOr`, `BitOrAssign`, `BitAnd`, `BitAndAssign` on the newtype's field.
fn bit_ops(cx: &Cx<'_>, name: &TokenStream) -> Vec<TokenStream> {
    let std = cx.std();
    vec![
        quote! {
            impl #std::ops::BitOr<#name> for #name {
                type Output = Self;
                #[inline]
                fn bitor(self, other: Self) -> Self {
                    #name(self.0 | other.0)
                }
            }
        },
        quote! {
            impl #std::ops::BitOrAssign for #name {
                #[inline]
                fn bitor_assign(&mut self, rhs: #name) {
                    self.0 |= rhs.0;
                }
            }
        },
        quote! {
            impl #std::ops::BitAnd<#name> for #name {
                type Output = Self;
                #[inline]
                fn bitand(self, other: Self) -> Self {
                    #name(self.0 & other.0)
                }
            }
        },
        quote! {
            impl #std::ops::BitAndAssign for #name {
                #[inline]
                fn bitand_assign(&mut self, rhs: #name) {
                    self.0 &= rhs.0;
                }
            }
        },
    ]
}

/// Whether a newtype or bitfield enum derives `Default` as upstream's:
/// `--with-derive-default`, the enum named by `--opaque-type` (or
/// annotated `opaque`), and not by `--no-default` or `nodefault`.
fn opaque_default(cx: &Cx<'_>, id: TypeId) -> bool {
    let o = cx.opts;
    let name = cx.an.match_name(id);
    let annotated = cx.ir.annotations.of_type(id);
    let opaque = o.opaque_types.matches(name) || annotated.is_some_and(|a| a.opaque);
    o.derive_default
        && opaque
        && !o.no_default_types.matches(name)
        && !annotated.is_some_and(|a| a.no_default)
}
