//! Global variables, constants and macro constants.

use super::cx::{Cx, Needs};
use super::extern_fns;
use super::int_type::{fits_rust, rust_int_type, RustInt};
use super::lits::{ident, int_lit};
use super::model::{Const, ConstValue, Item};
use crate::callbacks::{IntKind as CbInt, ItemKind};
use crate::ir::{MacroConst, MacroValueIr, TypeKind, Var, VarId, VarValue};
use crate::options::MacroTypeVariation;
use proc_macro2::TokenStream;
use quote::quote;

fn byte_str(bytes: &[u8]) -> (TokenStream, TokenStream) {
    let mut with_nul = bytes.to_vec();
    with_nul.push(0);
    let n = proc_macro2::Literal::usize_unsuffixed(with_nul.len());
    let lit = proc_macro2::Literal::byte_string(&with_nul);
    (quote!(&[u8; #n]), quote!(#lit))
}

/// A floating constant's value. The non-finite ones are spelled through
/// `f64` and cast with `as _`, as upstream does, so that they also fit an
/// `f32` (or a `long double` stored as `u128`) constant's declared type.
fn float_lit(f: f64) -> TokenStream {
    if f.is_nan() {
        quote!(f64::NAN as _)
    } else if f.is_infinite() {
        if f > 0.0 {
            quote!(f64::INFINITY as _)
        } else {
            quote!(f64::NEG_INFINITY as _)
        }
    } else {
        let l = proc_macro2::Literal::f64_unsuffixed(f.abs());
        if f.is_sign_negative() {
            quote!(-#l)
        } else {
            quote!(#l)
        }
    }
}

fn cstr_allowed(cx: &Cx<'_>, bytes: &[u8]) -> bool {
    cx.opts.generate_cstr && !bytes.contains(&0) && cx.opts.rust_target.at_least(59)
}

fn cstr_const(cx: &Cx<'_>, name: &proc_macro2::Ident, bytes: &[u8]) -> TokenStream {
    let ffi = if cx.opts.use_core {
        quote!(::core::ffi::CStr)
    } else {
        quote!(::std::ffi::CStr)
    };
    if cx.opts.rust_target.at_least(77)
        && cx.opts.edition() >= crate::options::RustEdition::Edition2021
    {
        let lit = c_string_literal(bytes);
        return quote!(pub const #name: &#ffi = #lit;);
    }
    let mut with_nul = bytes.to_vec();
    with_nul.push(0);
    let lit = proc_macro2::Literal::byte_string(&with_nul);
    quote!(pub const #name: &#ffi = unsafe { #ffi::from_bytes_with_nul_unchecked(#lit) };)
}

/// `c"…"` literal tokens, spelled as upstream spells them: UTF-8 text as
/// characters, control characters as `\u{..}`, other bytes as `\xFF`.
/// (`cstr_allowed` has checked that there is no NUL.)
fn c_string_literal(bytes: &[u8]) -> TokenStream {
    match std::ffi::CString::new(bytes) {
        Ok(c) => proc_macro2::TokenTree::Literal(proc_macro2::Literal::c_string(&c)).into(),
        Err(_) => TokenStream::new(),
    }
}

/// The Rust type of an integer macro constant: a callback's choice
/// (`ParseCallbacks::int_macro`), else the primitive its value and the
/// options give.
enum IntConstType {
    Primitive(&'static str),
    Callback(CbInt),
}

/// The type of an integer macro constant: `None` when the value fits no
/// Rust integer, else its type (a primitive's is a [`Const`] model).
fn int_const_type(cx: &Cx<'_>, name: &str, value: i128) -> Option<IntConstType> {
    if !fits_rust(value) {
        return None;
    }
    // The callback takes an `i64`: a value above `i64::MAX` (`SIZE_MAX`,
    // `0xffffffffffffffffULL`) is handed over wrapped, as upstream does.
    let for_callback = i64::try_from(value)
        .ok()
        .or_else(|| u64::try_from(value).ok().map(|v| v as i64));
    let custom = for_callback.and_then(|v| {
        cx.callbacks
            .iter()
            .rev()
            .find_map(|cb| cb.int_macro(name, v))
    });
    Some(match custom {
        Some(k) => IntConstType::Callback(k),
        None => IntConstType::Primitive(macro_int_type(cx, value).name()),
    })
}

/// Whether a callback's integer kind is signed and at most 64 bits wide
/// (`i128` holds any value of a macro as it is).
fn is_signed_kind(k: CbInt) -> bool {
    match k {
        CbInt::SChar
        | CbInt::Short
        | CbInt::Int
        | CbInt::Long
        | CbInt::LongLong
        | CbInt::I8
        | CbInt::I16
        | CbInt::I32
        | CbInt::I64 => true,
        CbInt::Char { is_signed } | CbInt::Custom { is_signed, .. } => is_signed,
        _ => false,
    }
}

fn callback_int(cx: &Cx<'_>, k: CbInt) -> TokenStream {
    match k {
        CbInt::Bool => quote!(bool),
        CbInt::SChar => cx.ctype("c_schar"),
        CbInt::UChar => cx.ctype("c_uchar"),
        CbInt::WChar => quote!(wchar_t),
        CbInt::Char { .. } => cx.ctype("c_char"),
        CbInt::Short => cx.ctype("c_short"),
        CbInt::UShort => cx.ctype("c_ushort"),
        CbInt::Int => cx.ctype("c_int"),
        CbInt::UInt => cx.ctype("c_uint"),
        CbInt::Long => cx.ctype("c_long"),
        CbInt::ULong => cx.ctype("c_ulong"),
        CbInt::LongLong => cx.ctype("c_longlong"),
        CbInt::ULongLong => cx.ctype("c_ulonglong"),
        CbInt::I8 => quote!(i8),
        CbInt::U8 => quote!(u8),
        CbInt::I16 => quote!(i16),
        CbInt::U16 | CbInt::Char16 => quote!(u16),
        CbInt::I32 => quote!(i32),
        CbInt::U32 => quote!(u32),
        CbInt::I64 => quote!(i64),
        CbInt::U64 => quote!(u64),
        CbInt::I128 => quote!(i128),
        CbInt::U128 => quote!(u128),
        CbInt::Custom { name, .. } => name.parse().unwrap_or_else(|_| quote!(u32)),
    }
}

/// `pub const NAME: T = value;` for a macro: an integer of primitive type
/// as a [`Const`] model (printed as text or spelled as tokens later), any
/// other as tokens.
pub(crate) fn macro_const(cx: &Cx<'_>, m: &MacroConst) -> Option<Item> {
    let name = ident(&cx.item_rename(&m.name, ItemKind::Var));
    Some(Item::Tokens(match &m.value {
        MacroValueIr::Int(v) => match int_const_type(cx, &m.name, *v)? {
            IntConstType::Callback(CbInt::Bool) => {
                let lit = *v != 0;
                quote!(pub const #name: bool = #lit;)
            }
            IntConstType::Callback(k) => {
                let ty = callback_int(cx, k);
                // A signed type chosen for a value above `i64::MAX` gets
                // the value C converts it to (`-1` for all bits set).
                let v = if *v > i128::from(i64::MAX) && is_signed_kind(k) {
                    i128::from(*v as u64 as i64)
                } else {
                    *v
                };
                let lit = int_lit(v);
                quote!(pub const #name: #ty = #lit;)
            }
            IntConstType::Primitive(ty) => {
                return Some(Item::Const(Const {
                    name,
                    ty: ty.into(),
                    value: ConstValue::Int(*v),
                }))
            }
        },
        MacroValueIr::Float(f) => {
            let lit = float_lit(*f);
            // A C `double`: `c_double` under `--no-convert-floats`.
            let ty = if cx.opts.convert_floats {
                quote!(f64)
            } else {
                cx.ctype("c_double")
            };
            quote!(pub const #name: #ty = #lit;)
        }
        MacroValueIr::Char(c) => {
            let lit = proc_macro2::Literal::u8_suffixed(*c);
            quote!(pub const #name: u8 = #lit;)
        }
        MacroValueIr::Str(s) => {
            if cstr_allowed(cx, s) {
                cstr_const(cx, &name, s)
            } else {
                let (ty, lit) = byte_str(s);
                quote!(pub const #name: #ty = #lit;)
            }
        }
    }))
}

/// The Rust type of an integer macro constant without a callback's say.
fn macro_int_type(cx: &Cx<'_>, value: i128) -> RustInt {
    let signed = cx.opts.default_macro_constant_type == MacroTypeVariation::Signed;
    rust_int_type(value, signed, cx.opts.fit_macro_constants)
}

/// The value of a constant whose type is a newtype typedef goes inside it
/// (`Foo(1)`), as upstream writes it.
fn newtype_wrapped(cx: &Cx<'_>, needs: &mut Needs, v: &Var, lit: TokenStream) -> TokenStream {
    if super::shapes::is_newtype_alias(cx, v.ty) {
        let ty = cx.ty(needs, v.ty);
        quote!(#ty(#lit))
    } else {
        lit
    }
}

/// [`extern_fns::names`] of an extern static (`count` of `geo::Shape` is
/// `geo_Shape_count`).
pub(crate) fn static_names(cx: &Cx<'_>, v: &Var) -> (proc_macro2::Ident, Option<String>) {
    let (_, symbol) = super::paths::extern_names(
        cx,
        &v.name,
        v.module,
        v.class,
        v.mangled.as_deref(),
        v.link_name.as_deref(),
    );
    let prefix = super::paths::extern_prefix(cx, v.module, v.class, v.mangled.is_some());
    let extern_name = extern_fns::ExternName {
        plain: &v.name,
        prefix: &prefix,
        suffix: "",
        symbol: symbol.as_deref(),
    };
    extern_fns::names(cx, &extern_name, ItemKind::Var)
}

/// A variable: a `pub const` when its value is known, else an extern static.
pub(crate) fn var(cx: &Cx<'_>, needs: &mut Needs, v: &Var) -> (TokenStream, bool) {
    let doc = cx.doc(&v.doc);
    if let Some(value) = &v.value {
        let (c_name, _) =
            super::paths::extern_names(cx, &v.name, v.module, v.class, v.mangled.as_deref(), None);
        let name = ident(&cx.item_rename(&c_name, ItemKind::Var));
        let ty = cx.ty(needs, v.ty);
        let item = match value {
            VarValue::Bool(b) => {
                // Named by its type, like the other constants (`Yes` for
                // `typedef _Bool Yes;`), as upstream does.
                let lit = newtype_wrapped(cx, needs, v, quote!(#b));
                quote!(#doc pub const #name: #ty = #lit;)
            }
            VarValue::Int(i) => {
                let lit = int_lit(*i);
                let lit = newtype_wrapped(cx, needs, v, lit);
                quote!(#doc pub const #name: #ty = #lit;)
            }
            VarValue::Float(f) => {
                let lit = float_lit(*f);
                let lit = newtype_wrapped(cx, needs, v, lit);
                quote!(#doc pub const #name: #ty = #lit;)
            }
            VarValue::Str(s) => {
                if cstr_allowed(cx, s) {
                    cstr_const(cx, &name, s)
                } else {
                    let (t, lit) = byte_str(s);
                    quote!(#doc pub const #name: #t = #lit;)
                }
            }
        };
        return (item, false);
    }
    let (name, link_name) = static_names(cx, v);
    let link_attr = link_name.map(|l| quote!(#[link_name = #l]));
    let ty = cx.ty(needs, v.ty);
    let is_const_array = matches!(cx.ir.ty(v.ty).kind, TypeKind::Array { .. }) && v.is_const;
    let mutability = if v.is_const || is_const_array {
        quote!()
    } else {
        quote!(mut)
    };
    let decl = quote!(#doc #link_attr pub static #mutability #name: #ty;);
    if cx.opts.merge_extern_blocks {
        return (quote!("C" #decl), true);
    }
    (extern_fns::extern_block(cx, "C", decl), true)
}

/// `new_item_found` for variable `i`: a `Constant` for a `pub const`, else
/// a `Variable` under its final Rust name.
pub(crate) fn report_var(cx: &Cx<'_>, i: VarId, is_static: bool) {
    if cx.callbacks.is_empty() {
        return;
    }
    let v = &cx.ir.vars[i];
    let kind = crate::callbacks::ItemKind::Var;
    let name = if is_static {
        let (name, _) = static_names(cx, v);
        name.to_string().trim_start_matches("r#").to_string()
    } else {
        cx.item_rename(&v.name, kind)
    };
    cx.report_var(i, &name, !is_static);
}
