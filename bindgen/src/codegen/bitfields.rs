//! Bitfield accessors: `x`, `set_x`, `x_raw`, `set_x_raw` and `new_bitfield_N`.
//!
//! Getters sign-extend signed fields (upstream does not: a `signed e:5` holding
//! -1 reads as 31 there; we return -1, which is what C reads). Conversions use
//! `as` casts, not `transmute`, except into Rust enums whose representation
//! is not an integer type.

use super::{ident, usize_lit, Cx};
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{FieldKind, IntKind, Record, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// How a field's value converts to and from the unit's `u64`.
enum Conv {
    Bool,
    Int { bits: u64, signed: bool },
    Transmute { bits: u64 },
}

fn conversion(cx: &Cx<'_>, ty: TypeId) -> Conv {
    let ir = cx.ir;
    let resolved = ir.resolve_aliases(ty);
    let size = ir.ty(resolved).layout.map_or(4, |l| l.size);
    match &ir.ty(resolved).kind {
        TypeKind::Bool => Conv::Bool,
        TypeKind::Int(k) => Conv::Int { bits: size * 8, signed: int_signed(*k) },
        TypeKind::Enum(e) => {
            if super::enums::is_rust_enum(cx, resolved) && !super::enums::uses_raw_type(cx, resolved) {
                Conv::Transmute { bits: size * 8 }
            } else {
                let signed = match &ir.ty(ir.resolve_aliases(e.repr)).kind {
                    TypeKind::Int(k) => int_signed(*k),
                    _ => false,
                };
                Conv::Int { bits: size * 8, signed }
            }
        }
        _ => Conv::Int { bits: size * 8, signed: false },
    }
}

fn int_signed(k: IntKind) -> bool {
    match k {
        IntKind::Char { signed } => signed,
        IntKind::SChar | IntKind::Short | IntKind::Int | IntKind::Long | IntKind::LongLong | IntKind::I128 => true,
        IntKind::Fixed { signed, .. } => signed,
        _ => false,
    }
}

fn uint_of(bits: u64) -> TokenStream {
    match bits {
        8 => quote!(u8),
        16 => quote!(u16),
        32 => quote!(u32),
        _ => quote!(u64),
    }
}

fn int_of(bits: u64) -> TokenStream {
    match bits {
        8 => quote!(i8),
        16 => quote!(i16),
        32 => quote!(i32),
        _ => quote!(i64),
    }
}

/// Converts the unit's `u64` expression `raw` (holding `width` bits) into the field type.
fn from_unit(cx: &Cx<'_>, conv: &Conv, raw: TokenStream, width: u32, field_ty: &TokenStream) -> TokenStream {
    let std = cx.std();
    match conv {
        Conv::Bool => quote!(#raw != 0),
        Conv::Int { bits, signed: false } => {
            let u = uint_of(*bits);
            quote!(#raw as #u as #field_ty)
        }
        Conv::Int { bits, signed: true } => {
            let shift = proc_macro2::Literal::u32_unsuffixed(64 - width);
            let i = int_of(*bits);
            quote!((((#raw << #shift) as i64) >> #shift) as #i as #field_ty)
        }
        Conv::Transmute { bits } => {
            let u = uint_of(*bits);
            quote!(#std::mem::transmute::<#u, #field_ty>(#raw as #u))
        }
    }
}

fn to_unit(conv: &Conv, val: TokenStream) -> TokenStream {
    match conv {
        Conv::Bool => quote!(#val as u64),
        Conv::Int { .. } | Conv::Transmute { .. } => quote!(#val as u64),
    }
}

/// The `impl` block with every accessor of a record, if it has bitfields.
pub(crate) fn accessors(cx: &Cx<'_>, id: TypeId, r: &Record, plan: &RecordPlan) -> Option<TokenStream> {
    let mut methods = Vec::new();
    let vis = cx.vis();
    let std = cx.std();
    let raw_ok = cx.opts.rust_target.at_least(51);
    for pf in &plan.fields {
        let PlannedField::BitfieldUnit { number, offset, bytes, members, .. } = pf else { continue };
        let unit = ident(&format!("_bitfield_{number}"));
        let n = usize_lit(*bytes);
        let unit_ty = quote!(__BindgenBitfieldUnit<[u8; #n]>);
        let mut ctor_params = Vec::new();
        let mut ctor_sets = Vec::new();
        for &k in members {
            let f = &r.fields[k];
            let Some(cname) = &f.name else { continue };
            let FieldKind::Bitfield { width } = f.kind else { continue };
            let bit = f.offset_bits - offset * 8;
            let off = usize_lit(bit);
            let w = proc_macro2::Literal::u8_suffixed(width.min(64) as u8);
            let fty = cx.ty(f.ty);
            let conv = conversion(cx, f.ty);
            let getter = ident(cname);
            let setter = ident(&format!("set_{cname}"));
            let raw_getter = ident(&format!("{}_raw", crate::analysis::escape_ident(cname)));
            let raw_setter = ident(&format!("set_{cname}_raw"));
            let get_expr = from_unit(cx, &conv, quote!(self.#unit.get(#off, #w)), width, &fty);
            let set_val = to_unit(&conv, quote!(val));
            let unsafe_get = matches!(conv, Conv::Transmute { .. });
            let get_body = if unsafe_get { quote!(unsafe { #get_expr }) } else { get_expr };
            methods.push(quote! {
                #[inline]
                #vis fn #getter(&self) -> #fty { #get_body }
                #[inline]
                #vis fn #setter(&mut self, val: #fty) { self.#unit.set(#off, #w, #set_val) }
            });
            if raw_ok {
                let raw_get = from_unit(
                    cx,
                    &conv,
                    quote!(<#unit_ty>::raw_get(#std::ptr::addr_of!((*this).#unit), #off, #w)),
                    width,
                    &fty,
                );
                methods.push(quote! {
                    #[inline]
                    #vis unsafe fn #raw_getter(this: *const Self) -> #fty {
                        unsafe { #raw_get }
                    }
                    #[inline]
                    #vis unsafe fn #raw_setter(this: *mut Self, val: #fty) {
                        unsafe { <#unit_ty>::raw_set(#std::ptr::addr_of_mut!((*this).#unit), #off, #w, #set_val) }
                    }
                });
            }
            let pname = ident(cname);
            ctor_params.push(quote!(#pname: #fty));
            let v = to_unit(&conv, quote!(#pname));
            ctor_sets.push(quote!(__bindgen_bitfield_unit.set(#off, #w, #v);));
        }
        let ctor = ident(&format!("new_bitfield_{number}"));
        methods.push(quote! {
            #[inline]
            #vis fn #ctor(#(#ctor_params),*) -> #unit_ty {
                let mut __bindgen_bitfield_unit: #unit_ty = Default::default();
                #(#ctor_sets)*
                __bindgen_bitfield_unit
            }
        });
    }
    if methods.is_empty() {
        return None;
    }
    let name = ident(cx.an.name(id));
    Some(quote! {
        impl #name {
            #(#methods)*
        }
    })
}
