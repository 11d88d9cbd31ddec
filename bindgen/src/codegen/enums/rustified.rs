//! `rust` / `rust_non_exhaustive`: a Rust `enum` with the width of the C enum,
//! and the opt-in items around it (book/src/enums.md) (raw `<Enum>_ctype` newtype,
//! checked and unchecked conversions, raw constants, CFI encoding).
//!
//! Output order for one enum:
//! 1. constants for duplicate values (associated for named enums, free for
//!    anonymous ones) and for `Constify`-d variants;
//! 2. the enum;
//! 3. with any option: the raw newtype, its associated constants, the
//!    conversions, and free raw constants (`raw_consts`, or anonymous enums).

use super::style::rust_options;
use super::values::{const_prefix, prefixed, repr_type, rust_int, variants, Variant};
use crate::callbacks::TypeKind as CbTypeKind;
use crate::codegen::attrs::{custom_attrs, enum_derive_attr};
use crate::codegen::cx::{Cx, Out};
use crate::codegen::lits::{ident, int_lit};
use crate::ir::{Enum, Root, TypeId, TypeKind};
use crate::options::{EnumVariation, RustEnumOptions};
use proc_macro2::{Ident, TokenStream};
use quote::quote;
use std::collections::HashSet;

/// Name of the placeholder variant of an enum without enumerators (a Rust
/// enum with `#[repr(int)]` needs at least one variant).
const EMPTY_PLACEHOLDER: &str = "__bindgen_cannot_repr_c_on_empty_enum";

/// Everything needed to emit one Rust enum.
struct Shape {
    /// First variant per value: the real enum variants.
    owners: Vec<Variant>,
    /// `(duplicate, owner name)` for values that were already taken.
    dups: Vec<(Variant, String)>,
}

fn shape(all: &[Variant]) -> Shape {
    let mut owners: Vec<Variant> = Vec::new();
    let mut dups = Vec::new();
    for v in all {
        match owners.iter().find(|o| o.value == v.value) {
            Some(o) => dups.push((v.clone(), o.name.clone())),
            None => owners.push(v.clone()),
        }
    }
    Shape { owners, dups }
}

pub(crate) fn emit(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    e: &Enum,
    non_exhaustive: bool,
) -> Vec<TokenStream> {
    let name_str = cx.an.name(id).to_string();
    let name = ident(&name_str);
    let opts = rust_options(cx, id);
    let with_raw = !opts.is_empty() && e.complete;
    let raw_name = ident(&super::style::raw_type_name(cx, id));
    let anonymous = e.name.is_none() && e.typedef_name.is_none();
    let all = variants(cx, id, e);
    let sh = shape(&all);
    let mut out = Vec::new();

    // Free constants of anonymous enums are named like the variants (with the
    // parent's prefix when nested); with a raw type they are raw-typed and
    // emitted after it (step 3) instead.
    // (The parent prefix does not depend on `--no-prepend-enum-name`.)
    let free_name = |v: &str| -> String { free_const_name(cx, e, v) };

    // 1. duplicates and constified variants.
    let owner_of_value = |value: i128| -> Ident {
        let o = sh
            .owners
            .iter()
            .find(|o| o.value == value)
            .expect("`shape` makes the first variant of each value its owner");
        ident(&o.name)
    };
    for v in &all {
        let owner = owner_of_value(v.value);
        let is_dup = sh
            .dups
            .iter()
            .any(|(d, _)| d.name == v.name && d.value == v.value);
        let doc = cx.doc(&v.doc);
        if is_dup && !anonymous {
            let c = ident(&v.name);
            out.push(quote! {
                impl #name {
                    #doc
                    pub const #c: #name = #name::#owner;
                }
            });
        } else if v.constify && !anonymous {
            // A constified enumerator of a named enum: a free constant with
            // the enum's prefix, as the constified styles name them.
            let c = ident(&prefixed(&const_prefix(cx, id, e), &v.name));
            out.push(quote!(pub const #c: #name = #name::#owner;));
        } else if (anonymous && !with_raw) || v.constify {
            if anonymous && with_raw {
                continue;
            }
            let c = ident(&free_name(&v.name));
            out.push(quote!(#doc pub const #c: #name = #name::#owner;));
        }
    }

    // 2. the enum.
    let doc = cx.doc(&e.doc);
    let repr = rust_int(cx, e);
    let ne = if non_exhaustive && cx.opts.rust_target.at_least(40) {
        quote!(#[non_exhaustive])
    } else {
        quote!()
    };
    let derive = enum_derive_attr(cx, acc, Some(id), &name_str, CbTypeKind::Enum);
    let attrs = custom_attrs(cx, acc, &name_str, CbTypeKind::Enum);
    let mut body: Vec<TokenStream> = sh
        .owners
        .iter()
        .map(|v| {
            let vn = ident(&v.name);
            let val = int_lit(v.value);
            let vdoc = cx.doc(&v.doc);
            quote!(#vdoc #vn = #val,)
        })
        .collect();
    if body.is_empty() {
        let p = ident(EMPTY_PLACEHOLDER);
        body.push(quote!(#p = 0,));
    }
    // Upstream's attribute order: repr, non_exhaustive, doc, custom, derive.
    out.push(quote! {
        #[repr(#repr)]
        #ne
        #doc
        #attrs
        #derive
        pub enum #name {
            #(#body)*
        }
    });

    // 3. the raw type and the conversions.
    if with_raw {
        out.extend(raw_items(cx, acc, id, e, &name, &raw_name, &sh, &all, opts));
        let free: Vec<(String, &Variant)> = if anonymous {
            all.iter().map(|v| (free_name(&v.name), v)).collect()
        } else if opts.contains(RustEnumOptions::RAW_CONSTS) {
            let prefix = const_prefix(cx, id, e);
            all.iter()
                .map(|v| (prefixed(&prefix, &v.name), v))
                .collect()
        } else {
            Vec::new()
        };
        if !free.is_empty() {
            let mut taken = taken_names(cx, id);
            for (cname, v) in free {
                if !taken.insert(cname.clone()) {
                    crate::logging::warn(&format!(
                        "enum {name_str}: raw constant `{cname}` not emitted, the name is already used by another item"
                    ));
                    continue;
                }
                let c = ident(&cname);
                let val = int_lit(v.value);
                let vdoc = cx.doc(&v.doc);
                out.push(quote!(#vdoc pub const #c: #raw_name = #raw_name(#val);));
            }
        }
    }
    out
}

/// Name of a free constant of a Rust-style enum that is not named at top
/// level: the variant name, with the parent record's name in front when the
/// enum is nested in one.
fn free_const_name(cx: &Cx<'_>, e: &Enum, variant: &str) -> String {
    match e.parent {
        Some(p) => format!("{}_{variant}", crate::analysis::escape_ident(cx.an.name(p))),
        None => variant.to_string(),
    }
}

/// The raw newtype, its constants, `to_raw`/`try_from_raw`/`from_raw_unchecked`,
/// `TryFrom` and `From`.
#[allow(clippy::too_many_arguments)]
fn raw_items(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    e: &Enum,
    name: &Ident,
    raw: &Ident,
    sh: &Shape,
    all: &[Variant],
    opts: RustEnumOptions,
) -> Vec<TokenStream> {
    let std = cx.std();
    let target = cx.opts.rust_target;
    let inner = repr_type(cx, &mut acc.needs, e);
    let name_str = name.to_string();
    let raw_str = raw.to_string();
    check_raw_name(cx, acc, id, &raw_str);
    let mut out = Vec::new();

    // The newtype.
    let mut text = format!(
        " The C storage of `{name_str}`: any value of the underlying integer, listed or not."
    );
    if opts.contains(RustEnumOptions::TRY_FROM_RAW) {
        text.push_str(&format!(
            "\n Check with `{name_str}::try_from_raw` or `TryFrom`; convert back with `From`."
        ));
    }
    let cfi = match (&e.name, &e.typedef_name) {
        (Some(n), _) | (None, Some(n)) if opts.contains(RustEnumOptions::CFI) => {
            text.push_str("\n\n Carries `#[cfi_encoding]` so indirect calls type-check like the C enum under\n cross-language CFI; the crate needs `#![feature(cfi_encoding)]` (nightly).");
            let enc = super::values::cfi_encoding(n);
            quote!(#[cfi_encoding = #enc])
        }
        _ => quote!(),
    };
    let doc = cx.doc(&Some(text));
    let derive = enum_derive_attr(cx, acc, None, &raw_str, CbTypeKind::Struct);
    let attrs = custom_attrs(cx, acc, &raw_str, CbTypeKind::Struct);
    out.push(quote! {
        #doc
        #[repr(transparent)]
        #cfi
        #derive
        #attrs
        pub struct #raw(pub #inner);
    });
    let consts = all.iter().map(|v| {
        let c = ident(&v.name);
        let val = int_lit(v.value);
        let vdoc = cx.doc(&v.doc);
        quote!(#vdoc pub const #c: #raw = #raw(#val);)
    });
    out.push(quote! {
        impl #raw {
            #(#consts)*
        }
    });

    // Conversions on the enum.
    let mut methods = Vec::new();
    let to_raw_doc = cx.doc(&Some(format!(
        " The C value of this variant as `{raw_str}`."
    )));
    methods.push(quote! {
        #to_raw_doc
        #[inline]
        pub const fn to_raw(self) -> #raw {
            #raw(self as #inner)
        }
    });
    let values: Vec<TokenStream> = sh.owners.iter().map(|v| int_lit(v.value)).collect();
    if opts.contains(RustEnumOptions::TRY_FROM_RAW) {
        let arms = sh.owners.iter().map(|v| {
            let val = int_lit(v.value);
            let vn = ident(&v.name);
            quote!(#val => #std::option::Option::Some(#name::#vn),)
        });
        let constness = if target.at_least(46) {
            quote!(const)
        } else {
            quote!()
        };
        let d = cx.doc(&Some(
            " The variant with C value `v`, or `None` when `v` is not one of the values listed in the C enum.".to_string(),
        ));
        methods.push(quote! {
            #d
            #[inline]
            pub #constness fn try_from_raw(v: #raw) -> #std::option::Option<#name> {
                match v.0 {
                    #(#arms)*
                    _ => #std::option::Option::None,
                }
            }
        });
    }
    if opts.contains(RustEnumOptions::FROM_RAW_UNCHECKED) {
        let known = if values.is_empty() {
            quote!(false)
        } else {
            quote!(matches!(v.0, #(#values)|*))
        };
        let msg = format!("{name_str}::from_raw_unchecked: the value is not listed in the C enum");
        // 1.57+: const with the debug check; 1.56: const without it; older: not const.
        let (constness, check) = if target.at_least(57) {
            (quote!(const), true)
        } else if target.at_least(56) {
            (quote!(const), false)
        } else {
            (quote!(), true)
        };
        let check = if check {
            quote! {
                if cfg!(debug_assertions) && !#known {
                    panic!(#msg);
                }
            }
        } else {
            quote!()
        };
        let d = cx.doc(&Some(
            " The variant with C value `v`, without checking.\n\n # Safety\n\n `v` must be one of the values listed in the C enum (debug builds panic otherwise).".to_string(),
        ));
        methods.push(quote! {
            #d
            #[inline]
            pub #constness unsafe fn from_raw_unchecked(v: #raw) -> #name {
                #check
                unsafe { #std::mem::transmute::<#raw, #name>(v) }
            }
        });
    }
    out.push(quote! {
        impl #name {
            #(#methods)*
        }
    });
    if opts.contains(RustEnumOptions::TRY_FROM_RAW) {
        out.push(quote! {
            impl #std::convert::TryFrom<#raw> for #name {
                type Error = #raw;
                #[inline]
                fn try_from(v: #raw) -> #std::result::Result<Self, #raw> {
                    match Self::try_from_raw(v) {
                        #std::option::Option::Some(e) => #std::result::Result::Ok(e),
                        #std::option::Option::None => #std::result::Result::Err(v),
                    }
                }
            }
        });
    }
    out.push(quote! {
        impl #std::convert::From<#name> for #raw {
            #[inline]
            fn from(v: #name) -> Self {
                v.to_raw()
            }
        }
    });
    out
}

/// Warns when `<Enum>_ctype` is also the name of a C type.
fn check_raw_name(cx: &Cx<'_>, acc: &mut Out, id: TypeId, raw: &str) {
    for (i, n) in cx.an.names.iter().enumerate() {
        if i != id.0 && n.as_deref() == Some(raw) && cx.an.selection.types.contains(&TypeId(i)) {
            // An error naming both declarations, never a silent rename.
            let enum_loc = type_loc(cx, id);
            acc.error(
                format!(
                    "the raw type `{raw}` of enum `{}` (declared at {enum_loc}) has the same name as a C type declared at {}",
                    cx.an.name(id),
                    type_loc(cx, TypeId(i))
                ),
                enum_loc.clone(),
            );
        }
    }
}

fn type_loc(cx: &Cx<'_>, id: TypeId) -> String {
    let loc = match &cx.ir.ty(id).kind {
        TypeKind::Record(r) => Some(&r.loc),
        TypeKind::Enum(e) => Some(&e.loc),
        TypeKind::Alias { loc, .. } => Some(loc),
        _ => None,
    };
    loc.map_or_else(|| "?".to_string(), |l| format!("{}:{}", l.file, l.line))
}

/// Names in the value namespace taken by other emitted items (macro
/// constants, functions, variables, other enums' constants, tuple structs):
/// free raw constants must not collide with them. Raw constants of other
/// enums only count when that enum comes first.
fn taken_names(cx: &Cx<'_>, me: TypeId) -> HashSet<String> {
    let ir = cx.ir;
    let sel = &cx.an.selection;
    let mut out = HashSet::new();
    for (i, m) in ir.macros.iter().enumerate() {
        if sel.macros.contains(&i) {
            out.insert(m.name.clone());
        }
    }
    for root in &ir.roots {
        match *root {
            Root::Function(i) if sel.functions.contains(&i) => {
                out.insert(ir.functions[i].name.clone());
            }
            Root::Var(i) if sel.vars.contains(&i) => {
                out.insert(ir.vars[i].name.clone());
            }
            _ => {}
        }
    }
    for (i, n) in cx.an.names.iter().enumerate() {
        let tid = TypeId(i);
        if tid == me || !sel.types.contains(&tid) || cx.an.blocklisted.contains(&tid) {
            continue;
        }
        let TypeKind::Enum(other) = &ir.ty(tid).kind else {
            continue;
        };
        // Only tuple structs share the value namespace with constants.
        if let Some(n) = n {
            if matches!(super::style::style(cx, tid), EnumVariation::NewType { .. }) {
                out.insert(n.clone());
            }
            if !rust_options(cx, tid).is_empty() {
                out.insert(format!("{n}_ctype"));
            }
        }
        let prefix = const_prefix(cx, tid, other);
        let other_anon = other.name.is_none() && other.typedef_name.is_none();
        match super::style::style(cx, tid) {
            EnumVariation::Consts
            | EnumVariation::NewType {
                is_global: true, ..
            } => {
                for v in variants(cx, tid, other) {
                    out.insert(prefixed(&prefix, &v.name));
                }
            }
            EnumVariation::Rust { .. } => {
                let o = rust_options(cx, tid);
                let raw_free =
                    !o.is_empty() && (other_anon || o.contains(RustEnumOptions::RAW_CONSTS));
                if (other_anon && o.is_empty()) || (raw_free && tid < me) {
                    for v in variants(cx, tid, other) {
                        let n = if other_anon {
                            free_const_name(cx, other, &v.name)
                        } else {
                            prefixed(&prefix, &v.name)
                        };
                        out.insert(n);
                    }
                }
            }
            _ => {}
        }
    }
    out
}
