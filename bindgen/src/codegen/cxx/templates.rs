//! Class templates as generic structs, how an instantiation is spelled,
//! and the size and alignment checks of the instantiations spelled with
//! their generic struct.

use super::super::attrs::{custom_attrs, derive_attr};
use super::super::cx::{Cx, Needs, Out};
use super::super::fields::{data_field, FieldOwner};
use super::super::lits::{ident, usize_lit};
use super::super::model::Items;
use super::super::ty::Use;
use crate::analysis::DeriveSet;
use crate::callbacks::TypeKind as CbTypeKind;
use crate::ir::{IntKind, Record, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// The items of a class template: the generic struct (with one
/// `PhantomData` marker per parameter it takes, which keeps each one
/// used and the struct invariant in it) and its nested classes; nothing,
/// with a warning, when it cannot be one.
pub(crate) fn generic_record(cx: &Cx<'_>, acc: &mut Out, id: TypeId, r: &Record) -> Items {
    let name_str = cx.an.name(id).to_string();
    if !cx.an.templates.expressible.contains(&id) {
        let requested = cx.opts.opaque_types.matches(cx.an.match_name(id))
            || cx.ir.annotations.type_says(id, |a| a.opaque);
        if !requested {
            crate::logging::warn(&format!(
                "{}:{}: class template `{}` {}: it is left out and its instantiations are opaque blobs",
                r.loc.file,
                r.loc.line,
                cx.an.match_name(id),
                crate::analysis::templates::why_left_out(r)
            ));
        }
        // Its typedefs that have a Rust spelling are emitted all the same,
        // as upstream's (`pub type Arr_value_type<T> = T;`).
        let mut out = Items::new();
        if cx.an.templates.opaque.contains(&id) {
            out.extend(opaque_stand_in(cx, acc, id, &name_str, r));
            // Its nested classes are stand-ins of their own, as upstream's.
            for inner in &r.inner_types {
                out.extend(cx.type_item(acc, *inner));
            }
        }
        out.extend(member_aliases(cx, acc, r));
        return out;
    }
    let name = ident(&name_str);
    let params: Vec<proc_macro2::Ident> = cx
        .an
        .templates
        .used_params(id, r)
        .into_iter()
        .map(ident)
        .collect();
    let std = cx.std();
    let vis = cx.vis();
    let mut fields: Vec<TokenStream> = params
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let marker = ident(&format!("_phantom_{k}"));
            quote!(#vis #marker: #std::marker::PhantomData<#std::cell::UnsafeCell<#p>>)
        })
        .collect();
    // A template declaring virtual methods holds its own vtable pointer
    // first, behind an opaque vtable type (as upstream).
    let own_vtable = crate::analysis::templates::has_own_vtable(cx.ir, r);
    let mut pad = Padder::new(cx);
    if own_vtable {
        let p = cx.ir.pointer_size;
        pad.push(&mut fields, Some(crate::ir::Layout { size: p, align: p }));
        fields.push(super::vtable_field(cx, id));
    }
    // Empty bases take no room in C++ and get no field (as in other classes).
    let bases: Vec<usize> = r.cxx.as_ref().map_or(vec![], |c| {
        (0..c.bases.len())
            .filter(|b| !crate::analysis::is_empty_base(cx.ir, c.bases[*b].ty, 0))
            .collect()
    });
    for b in &bases {
        let ty = r.cxx.as_ref().map(|c| c.bases[*b].ty);
        pad.skip(ty.and_then(|t| pad.layout_of(t)));
        fields.push(super::base_field(cx, &mut acc.needs, r, *b));
    }
    let mut anon = 0;
    for (index, f) in r.fields.iter().enumerate() {
        let fty = cx.ty_in(&mut acc.needs, f.ty, Use::Field);
        pad.push(&mut fields, pad.layout_of(f.ty));
        let owner = FieldOwner {
            id,
            name: &name_str,
            kind: CbTypeKind::Struct,
        };
        fields.push(data_field(cx, acc, &owner, index, fty, &mut anon));
    }
    if bases.is_empty() && r.fields.is_empty() && !own_vtable {
        // C++ gives an empty class one byte.
        fields.push(quote!(#vis _address: u8));
    }
    // What `derive` can bound on the parameters. `Default` only when every
    // member derives it: no zero-filling impl, which could make an invalid
    // value of the argument type (`bool`, a reference).
    let set = DeriveSet {
        default: {
            let s = cx.an.derives.get(id);
            s.default && !s.manual_default
        },
        manual_default: false,
        ..cx.an.derives.get(id)
    };
    let derive = derive_attr(cx, acc, &set, &name_str, CbTypeKind::Struct, false);
    let attrs = custom_attrs(cx, acc, &name_str, CbTypeKind::Struct);
    let doc = cx.doc(&r.doc);
    let generics = if params.is_empty() {
        quote!()
    } else {
        quote!(<#(#params),*>)
    };
    let mut out = Items::new();
    if own_vtable {
        let vt = ident(&format!("{name_str}__bindgen_vtable"));
        let void = cx.ctype("c_void");
        out.push(quote! {
            #[repr(C)]
            pub struct #vt(#void);
        });
    }
    out.push(quote! {
        #doc
        #[repr(C)]
        #derive
        #attrs
        pub struct #name #generics { #(#fields),* }
    });
    // A template whose parameters no member uses is a plain struct: it
    // gets the zero-filling `Default` a member needs, as upstream's.
    let needs_zeroed = super::super::impls::needs_manual_default(
        cx,
        &cx.an.derives.get(id),
        &name_str,
        Some(id),
        false,
    );
    out.extend(super::super::impls::generic_debug_impl(
        cx,
        &name,
        r,
        &cx.an.derives.get(id),
        &params,
    ));
    if params.is_empty() && needs_zeroed {
        out.push(super::super::impls::zeroed_default(cx, &name));
    }
    for inner in &r.inner_types {
        out.extend(cx.type_item(acc, *inner));
    }
    out.extend(member_aliases(cx, acc, r));
    out
}

/// `--explicit-padding` in a generic struct, as upstream 0.73.2 spells it
/// (found by experiment) as far as that is sound: the offset is followed
/// from the members' own layouts and a gap before a member becomes
/// `__bindgen_padding_N`; no tail padding, since the size depends on the
/// arguments. Upstream lets a member whose layout depends on the
/// parameters (`T`, `Other<T>`, a nested class of the template) take no
/// room and goes on padding after it, which is wrong for most arguments
/// (`char a; T t; long d;` with `T = int`); ours stops at the first such
/// member (book: differences.md, "C++: explicit padding in class
/// templates").
struct Padder<'a, 'c> {
    cx: &'a Cx<'c>,
    /// Where the previous member ends, while every member so far has a
    /// known layout.
    offset: Option<u64>,
    /// The next padding field's number.
    number: usize,
}

impl<'a, 'c> Padder<'a, 'c> {
    fn new(cx: &'a Cx<'c>) -> Self {
        Padder {
            cx,
            offset: cx.opts.explicit_padding.then_some(0),
            number: 0,
        }
    }

    /// A member type's Rust layout, `None` when it depends on the
    /// template's parameters.
    fn layout_of(&self, ty: TypeId) -> Option<crate::ir::Layout> {
        let ir = self.cx.ir;
        match ir.ty(ir.resolve_aliases(ty)).kind {
            // clang has no size for a pointer to a parameter (`T *`).
            TypeKind::Pointer { .. } | TypeKind::Reference { .. } => Some(crate::ir::Layout {
                size: ir.pointer_size,
                align: ir.pointer_size,
            }),
            _ => crate::analysis::rust_layout(ir, &self.cx.an.replaced, ty),
        }
    }

    /// Moves past a base of layout `l` without padding before it: upstream
    /// spells none before a base (Rust aligns it as C++ does).
    fn skip(&mut self, l: Option<crate::ir::Layout>) {
        let (Some(offset), Some(l)) = (self.offset, l) else {
            self.offset = None;
            return;
        };
        self.offset = Some(crate::ir::round_up(offset, l.align.max(1)) + l.size);
    }

    /// Pushes the padding before a member of layout `l`, if any, and
    /// moves past the member.
    fn push(&mut self, fields: &mut Vec<TokenStream>, l: Option<crate::ir::Layout>) {
        let Some(offset) = self.offset else { return };
        let Some(l) = l else {
            self.offset = None;
            return;
        };
        let start = if l.align > 1 {
            crate::ir::round_up(offset, l.align)
        } else {
            offset
        };
        if start > offset {
            let name = ident(&format!("__bindgen_padding_{}", self.number));
            let blob = super::super::ty::blob(start - offset, 1);
            let vis = self.cx.vis();
            fields.push(quote!(#vis #name: #blob));
            self.number += 1;
        }
        self.offset = Some(start + l.size);
    }
}

/// The one-byte struct upstream emits for a class template `--opaque-type`
/// names (`pub struct std_vector { pub _address: u8 }`). It describes no
/// instantiation (those are blobs of their own size) and nothing holds it
/// by value; it only keeps the item upstream's users may name.
fn opaque_stand_in(cx: &Cx<'_>, acc: &mut Out, id: TypeId, name_str: &str, r: &Record) -> Items {
    let name = ident(name_str);
    let vis = cx.vis();
    let set = DeriveSet::everything();
    let doc = cx.doc(&r.doc);
    if r.kind == crate::ir::RecordKind::Union {
        // An anonymous union is a member's storage, whose size upstream
        // takes from the members it can lay out: left out here.
        if r.name.is_none() {
            return Items::new();
        }
        // A union template: a one-byte union, as upstream spells it.
        let derive = derive_attr(cx, acc, &set, name_str, CbTypeKind::Union, true);
        let attrs = custom_attrs(cx, acc, name_str, CbTypeKind::Union);
        let mut out = Items::new();
        out.push(quote! {
            #doc
            #[repr(C)]
            #[repr(align(1))]
            #derive
            #attrs
            pub union #name { #vis _bindgen_opaque_blob: u8 }
        });
        // A union derives no `Default`: zero-filling, as upstream's.
        if cx.opts.derive_default {
            out.push(super::super::impls::zeroed_default(cx, &name));
        }
        return out;
    }
    let derive = derive_attr(cx, acc, &set, name_str, CbTypeKind::Struct, false);
    let attrs = custom_attrs(cx, acc, name_str, CbTypeKind::Struct);
    // Under `--no-recursive-allowlist` upstream's stand-in takes every
    // type parameter, each behind a zero-sized marker before the byte.
    let params: Vec<proc_macro2::Ident> = if cx.opts.allowlist_recursively {
        Vec::new()
    } else {
        cx.an
            .templates
            .used_params(id, r)
            .into_iter()
            .map(ident)
            .collect()
    };
    let std = cx.std();
    let markers = params.iter().enumerate().map(|(k, p)| {
        let marker = ident(&format!("_phantom_{k}"));
        quote!(#vis #marker: #std::marker::PhantomData<#std::cell::UnsafeCell<#p>>,)
    });
    let generics = if params.is_empty() {
        quote!()
    } else {
        quote!(<#(#params),*>)
    };
    let mut out = Items::new();
    out.push(quote! {
        #doc
        #[repr(C)]
        #derive
        #attrs
        pub struct #name #generics { #(#markers)* #vis _address: u8 }
    });
    out
}

/// The typedefs declared in a class template, as generic aliases.
fn member_aliases(cx: &Cx<'_>, acc: &mut Out, r: &Record) -> Items {
    let mut out = Items::new();
    let aliases = r
        .cxx
        .iter()
        .flat_map(|c| &c.members)
        .filter_map(|m| match m {
            crate::ir::ClassMember::Alias(a) => Some(*a),
            crate::ir::ClassMember::Var(_) => None,
        });
    for a in aliases {
        out.extend(cx.type_item(acc, a));
    }
    out
}

/// A typedef declared in a class template: a generic alias taking the
/// parameters its target uses (Rust rejects unused ones); nothing when
/// its target has no Rust spelling.
pub(crate) fn generic_alias(cx: &Cx<'_>, needs: &mut Needs, id: TypeId) -> Vec<TokenStream> {
    let TypeKind::Alias { target, doc, .. } = &cx.ir.ty(id).kind else {
        return Vec::new();
    };
    if !cx.an.templates.aliases.contains(&id) {
        return Vec::new();
    }
    let name = ident(cx.an.name(id));
    let doc = cx.doc(doc);
    if cx.an.templates.opaque_aliases.contains(&id) {
        // Its size when clang knows it whatever the arguments, else one
        // byte (`value_type` of `T`), as upstream spells it.
        let l = crate::analysis::templates::member_alias_layout(cx.ir, id)
            .unwrap_or(crate::ir::Layout { size: 1, align: 1 });
        let blob = cx.opaque_alias_blob(needs, l.size, l.align);
        return vec![quote!(#doc pub type #name = #blob;)];
    }
    let inner = cx.ty(needs, *target);
    let params: Vec<proc_macro2::Ident> = super::super::ty::alias_params(cx, needs, id)
        .into_iter()
        .map(ident)
        .collect();
    let generics = if params.is_empty() {
        quote!()
    } else {
        quote!(<#(#params),*>)
    };
    vec![quote!(#doc pub type #name #generics = #inner;)]
}
/// The size and alignment checks of every concrete instantiation spelled
/// with its generic struct whose template is emitted, in order of first
/// use, as upstream names them
/// (`Size of template specialization: Box_open0_long_close0`).
pub(crate) fn instantiation_checks(cx: &Cx<'_>, needs: &mut Needs) -> Vec<TokenStream> {
    if !cx.opts.layout_tests || cx.an.templates.generic_uses.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (i, t) in cx.ir.types.iter().enumerate() {
        let TypeKind::Instantiation(inst) = &t.kind else {
            continue;
        };
        let (id, Some(l)) = (TypeId(i), t.layout) else {
            continue;
        };
        // Only instantiations an emitted item reaches: one laid out for an
        // item left out (a member of a class not allowlisted) gets no
        // check, as upstream. Without allowlists upstream generates every
        // item, and so checks every concrete instantiation (one spelled by
        // an opaque class or a template left out too).
        let reached = !cx.opts.is_allowlisting() || cx.an.selection.types.contains(&id);
        if !cx.an.templates.generic_uses.contains(&id)
            || !reached
            || !cx.an.selection.types.contains(&inst.template)
            || cx.an.blocklisted.contains(&inst.template)
        {
            continue;
        }
        let label = check_label(cx, id, 0);
        if !seen.insert(label.clone()) {
            continue;
        }
        out.push(check_item(cx, needs, id, &label, l.size, l.align));
    }
    out
}

fn check_item(
    cx: &Cx<'_>,
    needs: &mut Needs,
    id: TypeId,
    label: &str,
    size: u64,
    align: u64,
) -> TokenStream {
    let ty = cx.ty(needs, id);
    let std = cx.std();
    let size_msg = format!("Size of template specialization: {label}");
    let align_msg = format!("Align of template specialization: {label}");
    let (size, align) = (usize_lit(size), usize_lit(align));
    if cx.opts.rust_target.at_least(77) {
        return quote! {
            #[allow(clippy::unnecessary_operation, clippy::identity_op)]
            const _: () = {
                [#size_msg][#std::mem::size_of::<#ty>() - #size];
                [#align_msg][#std::mem::align_of::<#ty>() - #align];
            };
        };
    }
    let test = ident(&format!("__bindgen_test_layout_{label}_instantiation"));
    quote! {
        #[test]
        fn #test() {
            assert_eq!(#std::mem::size_of::<#ty>(), #size, #size_msg);
            assert_eq!(#std::mem::align_of::<#ty>(), #align, #align_msg);
        }
    }
}

/// `Box_open0_long_close0`: the template's name, then its arguments
/// between markers numbered by nesting depth.
fn check_label(cx: &Cx<'_>, id: TypeId, depth: usize) -> String {
    let ir = cx.ir;
    match &ir.ty(id).kind {
        TypeKind::Instantiation(inst) if depth < 8 => {
            // (An argument written as a member typedef of an
            // instantiation is named by the typedef, as upstream.)
            let args: Vec<String> = inst
                .args
                .iter()
                .enumerate()
                .map(|(i, a)| match (inst.arg_typedefs.get(i), a) {
                    (Some(Some(name)), Some(_)) => name.clone(),
                    (_, Some(a)) => check_label(cx, *a, depth + 1),
                    (_, None) => "_".to_string(),
                })
                .collect();
            format!(
                "{}_open{depth}_{}_close{depth}",
                cx.an.name(inst.template),
                args.join("_")
            )
        }
        TypeKind::Bool => "bool_".into(),
        TypeKind::Void => "void".into(),
        // A mapped integer is labelled by its C name (`wchar_t`, `size_t`),
        // as upstream.
        TypeKind::Int(IntKind::Fixed { .. }) => match ir.primitive_spellings.get(&id) {
            Some(name) => name.replace(' ', "_"),
            None => "int".into(),
        },
        TypeKind::Int(k) => int_label(*k).into(),
        TypeKind::Float(crate::ir::FloatKind::Float) => "float".into(),
        TypeKind::Float(crate::ir::FloatKind::Double) => "double".into(),
        TypeKind::Float(_) => "long_double".into(),
        // As upstream: what a pointer or reference points to follows
        // (`ptr_const_char`, `ref_Owner`); an instantiation there is named
        // by its template alone (`ptr_Box`), and a `const` pointee is
        // spelled only for a named or builtin type.
        TypeKind::Pointer {
            pointee,
            pointee_const,
        }
        | TypeKind::Reference {
            pointee,
            pointee_const,
            ..
        } if depth < 8 => {
            let kind = if matches!(ir.ty(id).kind, TypeKind::Pointer { .. }) {
                "ptr"
            } else {
                "ref"
            };
            let inner = &ir.ty(*pointee).kind;
            let declared = |id: TypeId| ir.declared_name(id).unwrap_or_else(|| cx.an.name(id));
            let user_named = matches!(
                inner,
                TypeKind::Record(_) | TypeKind::Enum(_) | TypeKind::Alias { .. }
            );
            // A class, enum or typedef pointed to is named as declared,
            // unqualified (`ptr_node` for `ns::node *`); a `const` one by
            // its path, `::` spelled `__` (`ptr_const_ns__node`), as
            // upstream.
            let target = match inner {
                TypeKind::Instantiation(inst) => declared(inst.template).to_string(),
                TypeKind::Function(_) => return kind.into(),
                // (`bool_` only as an argument of its own.)
                TypeKind::Bool => "bool".into(),
                _ if user_named && *pointee_const => cx.an.match_name(*pointee).replace("::", "__"),
                _ if user_named => declared(*pointee).to_string(),
                _ => check_label(cx, *pointee, depth),
            };
            let named = user_named
                || matches!(
                    inner,
                    TypeKind::Bool | TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_)
                );
            if *pointee_const && named {
                format!("{kind}_const_{target}")
            } else {
                format!("{kind}_{target}")
            }
        }
        TypeKind::Array { elem, len } if depth < 8 => {
            format!("array{len}_{}", check_label(cx, *elem, depth))
        }
        TypeKind::Pointer { .. } | TypeKind::Reference { .. } => "ptr".into(),
        TypeKind::Record(_) | TypeKind::Enum(_) | TypeKind::Alias { .. } => {
            cx.an.name(id).to_string()
        }
        _ => "_".into(),
    }
}

fn int_label(k: IntKind) -> &'static str {
    match k {
        IntKind::Char { .. } => "char",
        IntKind::SChar => "signed_char",
        IntKind::UChar => "unsigned_char",
        IntKind::Short => "short",
        IntKind::UShort => "unsigned_short",
        IntKind::Int => "int",
        IntKind::UInt => "unsigned_int",
        IntKind::Long => "long",
        IntKind::ULong => "unsigned_long",
        IntKind::LongLong => "long_long",
        IntKind::ULongLong => "unsigned_long_long",
        IntKind::I128 => "__int128",
        IntKind::U128 => "unsigned___int128",
        IntKind::Fixed { .. } => "int",
        IntKind::Char16 => "char16_t",
        IntKind::Char32 => "char32_t",
    }
}
