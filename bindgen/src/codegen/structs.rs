//! Structs, unions (native) and typedef aliases.

use super::attrs::{
    custom_attrs, custom_attrs_inner, derive_attr, derive_attr_with, derives_tokens,
};
use super::cx::{Cx, Needs, Out};
use super::fields::{data_field, FieldOwner};
use super::impls::{needs_manual_default, zeroed_default};
use super::lits::{ident, usize_lit};
use super::model::{Item, Items};
use super::shapes::{alias_style, flexible_array_member, manually_drop_union, wrapper_union};
use super::ty::{blob, Use};
use super::{bitfields_text, layout_tests};
use crate::analysis::{DeriveSet, PlannedField, RecordPlan};
use crate::callbacks::TypeKind as CbTypeKind;
use crate::ir::{Record, RecordKind, TypeId, TypeKind};
use crate::options::AliasVariation;
use proc_macro2::TokenStream;
use quote::quote;

/// Everything emitted for one record: the type, accessors, impls, nested types, layout checks.
pub(crate) fn record(cx: &Cx<'_>, acc: &mut Out, id: TypeId) -> Items {
    cx.with_word_blobs(id, |cx| record_items(cx, acc, id))
}

/// [`record`], with the blob spelling of its place chosen.
fn record_items(cx: &Cx<'_>, acc: &mut Out, id: TypeId) -> Items {
    let TypeKind::Record(r) = &cx.ir.ty(id).kind else {
        return Items::new();
    };
    let name_str = cx.an.name(id).to_string();
    let name = ident(&name_str);
    let doc = cx.doc(&r.doc);
    let kind = if r.kind == RecordKind::Union {
        CbTypeKind::Union
    } else {
        CbTypeKind::Struct
    };
    let mut out = Items::new();
    let Some(plan) = cx.an.plans.get(&id) else {
        // Forward declaration only: upstream 0.73 derives `Debug` whatever the
        // derive flags (the type is only ever used behind pointers), but the
        // custom derives and attributes of annotations and callbacks still
        // apply (zstd-sys adds `Copy, Clone` to its handles this way).
        let derive = derives_tokens(cx, acc, &name_str, kind, vec!["Debug".into()], true);
        let attrs = custom_attrs(cx, acc, &name_str, kind);
        out.push(quote! {
            #doc
            #[repr(C)]
            #derive
            #attrs
            pub struct #name { _unused: [u8; 0] }
        });
        return out;
    };
    let set = cx.an.derives.get(id);
    out.extend(super::cxx::vtable_item(cx, &mut acc.needs, id, r));
    // Upstream's order: the type, its nested types, its layout checks, then
    // its impls (the zero-filling `Default`, `Debug`, `PartialEq`, accessors).
    // (C++ classes keep the impls right after the type for now.)
    let (trailing, mut impls) = if plan.opaque {
        // A C++ class that is not trivially copyable stays so when opaque.
        let copy = r.cxx.is_none() || set.copy || plan.opaque_requested;
        // An opaque union the user asked for derives as a union, even where
        // `--no-derive-copy` makes it a struct (as upstream).
        let union_like = plan.opaque_union_like;
        let bare = cx.an.derives.bare_packed_opaque(id);
        let shape = OpaqueShape {
            copy,
            eq: set.eq,
            hash: set.hash,
            debug: set.debug,
            partialeq: set.partialeq,
            union_like,
            bare,
        };
        let (item, default) = opaque_record(cx, acc, id, &doc, plan, shape);
        out.push(item);
        // (A blob only ours makes whose laid-out members cannot derive
        // `Debug` gets the impl too, as upstream writes one for its fields.)
        let printless = !plan.opaque_requested && !set.debug;
        let debug = (union_like || bare || printless)
            .then(|| super::impls::opaque_debug_impl(cx, &name))
            .flatten();
        (default, debug.into_iter().collect())
    } else {
        let (item, impls, default) = full_record(cx, acc, id, r, plan, &set, &name_str);
        out.push(item);
        (default, impls)
    };
    if r.cxx.is_some() {
        out.append(&mut impls);
        out.extend(super::cxx::inner_items(cx, acc, id, r));
    } else {
        for inner in cx.nested_types(id) {
            out.extend(cx.type_item(acc, *inner));
        }
    }
    if cx.opts.layout_tests {
        out.extend(layout_tests::record(cx, id, r, plan));
    }
    out.extend(trailing);
    out.extend(impls);
    out.extend(super::cxx::methods::methods(cx, acc, id, r));
    let _ = kind;
    out
}

/// What an opaque record's blob derives besides the option lists.
struct OpaqueShape {
    copy: bool,
    /// `false` when the analysis saw floats in the C members (upstream's
    /// blob then derives no `Eq`, see `analysis::derive`).
    eq: bool,
    /// `false` when the record is a blob only ours makes and a member
    /// holds a float: upstream lays it out and derives no `Hash`.
    hash: bool,
    /// `false` when the record is a blob only ours makes and a member or
    /// base cannot be printed (a blocklisted or hidden type, a union):
    /// upstream lays it out and derives no `Debug`.
    debug: bool,
    /// As `debug`, for `PartialEq` (and so `Eq`, `PartialOrd`, `Ord`).
    partialeq: bool,
    /// A union the user asked to be opaque: it derives as a union (only
    /// `Copy`/`Clone`) whether it is emitted as a union or, under
    /// `--no-derive-copy`, as a struct.
    union_like: bool,
    /// A packed record without `Copy` ([`crate::analysis`]'s
    /// `bare_packed_opaque`): nothing derives, `Default` zero-fills.
    bare: bool,
}

fn opaque_record(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    doc: &TokenStream,
    plan: &RecordPlan,
    shape: OpaqueShape,
) -> (TokenStream, Option<Item>) {
    let name_str = cx.an.name(id);
    let name = &ident(name_str);
    let OpaqueShape {
        copy,
        eq,
        hash,
        debug,
        partialeq,
        union_like,
        bare,
    } = shape;
    let l = plan.layout;
    let union = plan.opaque_union;
    let blob_ty = cx.opaque_blob(&mut acc.needs, l.size, l.align);
    let align = proc_macro2::Literal::u64_unsuffixed(l.align.max(1));
    // The blob (words, or an opaque-array helper) implements every trait; a
    // union stays a union (only `Copy`/`Clone` derive, `Default` zero-fills).
    // The `--no-*` lists and annotations still apply, and a record aligned
    // beyond 32 gets the zero-filling `Default`, as upstream's.
    let o = cx.opts;
    let annotated = cx.annotations_named(name_str);
    let listed = cx.list_name_of(name_str);
    let derives = !union_like && !bare;
    let partialeq = derives && partialeq && !o.no_partialeq_types.matches(&listed);
    let default = derives && l.align <= 32;
    // `--no-copy` and `nocopy` reach the blob too (as upstream's).
    let copy = copy && !o.no_copy_types.matches(&listed) && !annotated.is_some_and(|a| a.no_copy);
    let set = DeriveSet {
        copy,
        debug: derives
            && debug
            && !o.no_debug_types.matches(&listed)
            && !annotated.is_some_and(|a| a.no_debug),
        default,
        manual_default: !default,
        hash: derives && hash && !o.no_hash_types.matches(&listed),
        partialeq,
        eq: partialeq && eq,
        ..Default::default()
    };
    let kind = if union {
        CbTypeKind::Union
    } else {
        CbTypeKind::Struct
    };
    let derive = derive_attr(cx, acc, &set, name_str, kind, union);
    let attrs = custom_attrs(cx, acc, name_str, kind);
    // The blob is `pub` whatever `--default-visibility` says, as upstream's.
    let vis = quote!(pub);
    let manual =
        needs_manual_default(cx, &set, name_str, Some(id), false).then(|| zeroed_default(cx, name));
    let keyword = if union { quote!(union) } else { quote!(struct) };
    // A record with bitfields is aligned by a leading marker field, as
    // upstream's, which a packed record may hold (`analysis::layout`'s
    // `blob_marker`); others by the attribute.
    let (repr_align, marker) = match plan.blob_marker {
        Some(a) => {
            let aty = marker_elem(a);
            (quote!(), quote!(pub _bindgen_align: [#aty; 0],))
        }
        None => (quote!(#[repr(align(#align))]), quote!()),
    };
    let item = quote! {
        #doc
        #[repr(C)]
        #repr_align
        #derive
        #attrs
        pub #keyword #name { #marker #vis _bindgen_opaque_blob: #blob_ty }
    };
    (item, manual)
}

/// The element type of a `_bindgen_align: [uN; 0]` marker of `align` bytes.
fn marker_elem(align: u64) -> TokenStream {
    match align {
        1 => quote!(u8),
        2 => quote!(u16),
        4 => quote!(u32),
        _ => quote!(u64),
    }
}

fn full_record(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    set: &DeriveSet,
    name_str: &str,
) -> (TokenStream, Items, Option<Item>) {
    let name = ident(name_str);
    let doc = cx.doc(&r.doc);
    let fam = flexible_array_member(cx, &mut acc.needs, r, plan);
    let wrapper = wrapper_union(cx, id, r, plan, set);
    let manually_drop = manually_drop_union(cx, id, r, plan, set);
    let union = r.kind == RecordKind::Union && !wrapper;
    let kind = if union {
        CbTypeKind::Union
    } else {
        CbTypeKind::Struct
    };
    let vis = cx.vis();
    let mut fields = Vec::new();
    let mut anon = 0;
    let mut big_padding = false;
    // Under `--flexarray-dst` the array must be the last field (a DST), so
    // no tail padding follows it, as upstream.
    let mut after_fam = false;
    for pf in &plan.fields {
        match pf {
            PlannedField::Padding { .. } if after_fam => {}
            PlannedField::Data { index } => {
                after_fam |= fam.as_ref().is_some_and(|(k, _)| k == index);
                let f = &r.fields[*index];
                // A `T x[0]` member of a union wrapper is a plain empty array
                // inside its `__BindgenUnionField`, as upstream spells it.
                let flex = matches!(cx.ir.ty(f.ty).kind, TypeKind::IncompleteArray { .. });
                let use_ = if wrapper && flex {
                    Use::Other
                } else {
                    Use::Field
                };
                // (Spelled without `ty_in`, which would ask for the
                // `__IncompleteArrayField` helper.)
                let mut fty = if fam.as_ref().is_some_and(|(k, _)| k == index) {
                    // A packed struct's unsized field must not need
                    // dropping (rustc cannot drop it in place): upstream's
                    // `ManuallyDrop`.
                    if plan.packed.is_some() {
                        let std = cx.std();
                        quote!(#std::mem::ManuallyDrop<FAM>)
                    } else {
                        quote!(FAM)
                    }
                } else {
                    cx.ty_in(&mut acc.needs, f.ty, use_)
                };
                if wrapper {
                    acc.needs.union_field = true;
                    let root = cx.root_prefix();
                    fty = quote!(#root __BindgenUnionField<#fty>);
                } else if manually_drop {
                    let std = cx.std();
                    fty = quote!(#std::mem::ManuallyDrop<#fty>);
                }
                let owner = FieldOwner {
                    id,
                    name: name_str,
                    kind,
                };
                fields.push(data_field(cx, acc, &owner, *index, fty, &mut anon));
            }
            PlannedField::Padding {
                number,
                bytes,
                elem,
            } => {
                let pname = ident(&format!("__bindgen_padding_{number}"));
                // 8-byte words are spelled `__BindgenOpaqueArray8<[u8; N]>`,
                // as upstream 0.73 does (`u64` is only 4-aligned on i686).
                let pty = if *elem == 8 {
                    cx.opaque_blob(&mut acc.needs, *bytes, 8)
                } else if bytes / elem > 32 {
                    // Beyond 32 elements inside `__BindgenOpaqueArray`, as
                    // upstream 0.73 does (the record zero-fills its Default).
                    big_padding = true;
                    acc.needs.opaque_array[0] = true;
                    let inner = blob(*bytes, *elem);
                    let root = cx.root_prefix();
                    quote!(#root __BindgenOpaqueArray<#inner>)
                } else {
                    blob(*bytes, *elem)
                };
                // Padding of a record annotated `private` is private too,
                // of one annotated `private="false"` public.
                let pvis = if cx.record_private_by_annotation(id) {
                    quote!()
                } else if cx.record_public_by_annotation(id) {
                    quote!(pub)
                } else {
                    vis.clone()
                };
                fields.push(quote!(#pvis #pname: #pty));
            }
            PlannedField::VtablePtr => fields.push(super::cxx::vtable_field(cx, id)),
            PlannedField::Base { index } => {
                fields.push(super::cxx::base_field(cx, &mut acc.needs, r, *index))
            }
            PlannedField::Address => fields.push(quote!(#vis _address: u8)),
            PlannedField::AlignMarker { align } => {
                let aty = marker_elem(*align);
                // Always `pub`, whatever `--default-visibility` (as upstream).
                fields.push(quote!(pub _bindgen_align: [#aty; 0]));
            }
            PlannedField::BitfieldUnit {
                number,
                bytes,
                members,
                ..
            } => {
                acc.needs.bitfield_unit = true;
                let uname = ident(&format!("_bitfield_{number}"));
                let n = usize_lit(*bytes);
                let root = cx.root_prefix();
                let mut uty = quote!(#root __BindgenBitfieldUnit<[u8; #n]>);
                if wrapper {
                    // Overlaps the other members like any field of the wrapper;
                    // the accessors reach it through `as_ref`/`as_mut`.
                    acc.needs.union_field = true;
                    uty = quote!(#root __BindgenUnionField<#uty>);
                } else if manually_drop {
                    let std = cx.std();
                    uty = quote!(#std::mem::ManuallyDrop<#uty>);
                }
                let uvis = cx.bitfield_unit_vis(id, members);
                fields.push(quote!(#uvis #uname: #uty));
            }
        }
    }
    if wrapper {
        let storage = cx.union_storage(&mut acc.needs, plan.layout.size, plan.layout.align);
        // Always `pub`, as upstream's (visibility settings reach members).
        fields.push(quote!(pub bindgen_union_field: #storage));
    }
    // What a wrapper derives comes from analysis::derive (an empty GNU
    // union too: `Copy` and `Clone` only, as upstream's).
    let set = *set;
    // (Packed structs with non-Copy fields already lost their derives in
    // `analysis::derive`, so that records containing them lose them too.)
    let set = &set;
    // In the wrapper form only the storage field carries alignment (at most 16
    // through its element type); the planner's member alignments do not apply.
    let align = if wrapper {
        // (`u64` is only 4-aligned on 32-bit targets such as i686.)
        let word_cap = if cx.ir.pointer_size >= 8 { 16 } else { 4 };
        let l = plan.layout;
        // (An aligned byte blob, upstream's, carries the whole alignment.)
        let storage_align = if cx
            .aligned_blob(&mut Needs::default(), l.size, l.align)
            .is_some()
        {
            l.align
        } else {
            l.align.clamp(1, word_cap)
        };
        // Upstream also keeps the native form's `align(N)` (`analysis::
        // packed_align` already counts it, so no packed record holds this).
        // An empty union (a GNU extension) gets `align(1)` too, as upstream's.
        (plan.layout.align > storage_align
            || plan.layout.size % storage_align != 0
            || r.fields.is_empty())
        .then_some(plan.layout.align)
        .or(plan.align)
    } else {
        plan.align
    };
    // A wrapper keeps the native form's packing, as upstream, unless it
    // needs `align` (Rust rejects both on one type).
    let packed = if wrapper && align.is_some() {
        None
    } else {
        plan.packed
    };
    let repr = match packed {
        None => quote!(#[repr(C)]),
        Some(1) => quote!(#[repr(C, packed)]),
        Some(n) => {
            let n = proc_macro2::Literal::u64_unsuffixed(n);
            quote!(#[repr(C, packed(#n))])
        }
    };
    let align = align.map(|a| {
        let a = proc_macro2::Literal::u64_unsuffixed(a);
        quote!(#[repr(align(#a))])
    });
    let derive = derive_attr(cx, acc, set, name_str, kind, union);
    let attrs = custom_attrs(cx, acc, name_str, kind);
    let keyword = if union { quote!(union) } else { quote!(struct) };
    // `--flexarray-dst`: the flexible array member is a type parameter, a
    // zero-length array by default and a slice for the unsized form.
    let generics = fam
        .as_ref()
        .map(|(_, elem)| quote!(<FAM: ?Sized = [#elem; 0]>));
    let item = quote! {
        #doc
        #repr
        #align
        #derive
        #attrs
        pub #keyword #name #generics { #(#fields),* }
    };
    let mut impls = Items::new();
    if let Some((_, elem)) = &fam {
        // Upstream's impls of both forms (empty but for nightly).
        for i in super::flex_dst::impls(cx, &quote!(#name), elem) {
            impls.push(i);
        }
    }
    impls.extend(super::impls::debug_impl(
        cx,
        &mut acc.needs,
        id,
        &name,
        r,
        plan,
        set,
    ));
    impls.extend(super::impls::partialeq_impl(cx, &name, r, plan, set));
    if r.cxx.is_some() {
        // (Kept in their former order for C++ classes.)
        impls.extend(super::field_accessors::field_accessors(
            cx,
            &mut acc.needs,
            id,
            r,
            plan,
            name_str,
        ));
        impls.extend(bitfields_text::accessors(cx, acc, id, r, plan));
    } else {
        // Upstream's one accessor block starts with the bitfields'.
        impls.extend(bitfields_text::accessors(cx, acc, id, r, plan));
        impls.extend(super::field_accessors::field_accessors(
            cx,
            &mut acc.needs,
            id,
            r,
            plan,
            name_str,
        ));
    }
    // The zero-filled default is for the sized form (`S<[T; 0]>`), as upstream.
    let default_for = match &fam {
        Some((_, elem)) => quote!(#name<[#elem; 0]>),
        None => quote!(#name),
    };
    let mut default = needs_manual_default(cx, set, name_str, Some(id), big_padding)
        .then(|| zeroed_default(cx, &default_for));
    if fam.is_some() {
        // Right after the two forms' impls, as upstream orders them.
        impls.splice(2..2, default.take());
    }
    (item, impls, default)
}

/// A typedef that is not transparent.
pub(crate) fn alias(cx: &Cx<'_>, acc: &mut Out, id: TypeId) -> Vec<TokenStream> {
    cx.with_word_blobs(id, |cx| alias_items(cx, acc, id))
}

/// [`alias`], with the blob spelling of its place chosen.
fn alias_items(cx: &Cx<'_>, acc: &mut Out, id: TypeId) -> Vec<TokenStream> {
    let TypeKind::Alias {
        name, target, doc, ..
    } = &cx.ir.ty(id).kind
    else {
        return vec![];
    };
    let rust_name = ident(cx.an.name(id));
    // An opaque typedef is a blob of its size, in the typedef's own style
    // (a newtype of the blob under `--new-type-alias[-deref]`, as upstream).
    let opaque = cx.an.opaque_aliases.contains(&id);
    // A typedef of a zero-sized type (an empty C struct, `int[0]`) is a
    // blob of no bytes of its alignment, as upstream.
    let opaque_blob = opaque
        .then(|| cx.ir.ty(id).layout)
        .flatten()
        .filter(|l| l.size > 0 || !crate::analysis::alias_of_incomplete_type(cx.ir, id))
        .or_else(|| {
            // A typedef of a declared-only record or of `void`: one byte,
            // as upstream.
            (opaque && crate::analysis::alias_of_incomplete_type(cx.ir, id))
                .then_some(crate::ir::Layout { size: 1, align: 1 })
        })
        .map(|l| {
            // A function type has no size in C (clang's GNU extension says
            // 1); upstream makes its blob empty: `[u32; 0]`.
            let function = matches!(
                cx.ir.ty(cx.ir.resolve_aliases(*target)).kind,
                TypeKind::Function(_)
            );
            if function {
                cx.opaque_alias_blob(&mut acc.needs, 0, 4)
            } else {
                cx.opaque_alias_blob(&mut acc.needs, l.size, l.align)
            }
        });
    let target_res = cx.ir.resolve_transparent(*target);
    // A typedef without a comment of its own is documented by the tag at
    // the end of its typedef chain (not by a typedef between), also as a
    // blob, as upstream.
    let doc = doc
        .clone()
        .or_else(|| match &cx.ir.ty(cx.ir.resolve_aliases(*target)).kind {
            TypeKind::Record(r) => r.doc.clone(),
            TypeKind::Enum(e) => e.doc.clone(),
            _ => None,
        });
    let doc = cx.doc(&doc);
    let style = alias_style(cx, name);
    // A typedef of an enum is a `pub use` of it, unless it is to be a
    // newtype (`--new-type-alias[-deref]`): then it wraps the enum's type
    // (`E::Type` for a `moduleconsts` enum), as upstream's.
    let newtype = matches!(
        style,
        AliasVariation::NewType | AliasVariation::NewTypeDeref
    );
    if let Some(blob) = &opaque_blob {
        if !newtype {
            return vec![quote!(#doc pub type #rust_name = #blob;)];
        }
    }
    // A typedef of a typedef of an enum re-exports the typedef it names
    // (`pub use self::T as U;`), as upstream.
    let enum_chain = matches!(cx.ir.ty(target_res).kind, TypeKind::Alias { .. })
        && matches!(
            cx.ir.ty(cx.ir.resolve_aliases(target_res)).kind,
            TypeKind::Enum(_)
        );
    if (enum_chain || matches!(cx.ir.ty(target_res).kind, TypeKind::Enum(_)))
        && !newtype
        && opaque_blob.is_none()
    {
        let target_name = ident(cx.an.name(target_res));
        // Inside `pub mod root` the path goes through the module itself.
        let from = if cx.opts.enable_cxx_namespaces && cx.ir.cxx {
            // From the typedef's module up to the crate's `root`, then down
            // to the enum's module.
            super::paths::path_from_module_of(cx, id, target_res)
        } else if cx.opts.enable_cxx_namespaces {
            // One module up from the item's own, as `path_from_module_of` builds it.
            let (up, root) = (quote!(super::), cx.root_prefix());
            quote!(self:: #up #root)
        } else {
            quote!(self::)
        };
        if enum_chain {
            return vec![quote!(#doc pub use #from #target_name as #rust_name;)];
        }
        if super::enums::is_module_style(cx, target_res) {
            return vec![quote!(#doc pub use #from #target_name::Type as #rust_name;)];
        }
        let mut out = vec![quote!(#doc pub use #from #target_name as #rust_name;)];
        if super::enums::uses_raw_type(cx, target_res) {
            // The typedef's raw twin (book: enums chapter, raw `_ctype` types).
            let raw = ident(&super::enums::raw_type_name(cx, target_res));
            let alias_raw = ident(&format!("{}_ctype", cx.an.name(id)));
            out.push(quote!(pub type #alias_raw = #raw;));
        }
        return out;
    }
    let is_blob = opaque_blob.is_some();
    let inner = opaque_blob.unwrap_or_else(|| cx.ty(&mut acc.needs, *target));
    // A typedef of a record is a newtype too when asked (as upstream's); an
    // anonymous record named by its typedef never gets here (the typedef is
    // transparent).
    if style == AliasVariation::TypeAlias {
        return vec![quote!(#doc pub type #rust_name = #inner;)];
    }
    let vis = cx.field_vis(cx.an.name(id), "0", Some(*target));
    // What the target derives, as a record holding it would (the `--no-*`
    // lists apply by the typedef's name too); a struct for the callbacks.
    let name_str = cx.an.name(id);
    let set = cx.an.derives.of_alias(id);
    let derive = derive_attr_with(cx, acc, &set, name_str, CbTypeKind::Struct, false, false);
    // Upstream gives a newtype alias no `#[must_use]` (neither from
    // `--must-use-type` nor from a `mustusetype` annotation).
    let attrs = custom_attrs_inner(cx, acc, name_str, CbTypeKind::Struct, false);
    let mut out = vec![quote! {
        #doc
        #[repr(transparent)]
        #derive
        #attrs
        pub struct #rust_name(#vis #inner);
    }];
    if style == AliasVariation::NewTypeDeref {
        let std = cx.std();
        out.push(quote! {
            impl #std::ops::Deref for #rust_name {
                type Target = #inner;
                #[inline]
                fn deref(&self) -> &Self::Target { &self.0 }
            }
            impl #std::ops::DerefMut for #rust_name {
                #[inline]
                fn deref_mut(&mut self) -> &mut Self::Target { &mut self.0 }
            }
        });
    }
    // (After the `Deref` impls, as upstream orders them.)
    if !is_blob {
        out.extend(super::impls::newtype_debug_impl(
            cx, name_str, &set, target_res,
        ));
    }
    out
}
