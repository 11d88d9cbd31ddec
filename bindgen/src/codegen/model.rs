//! The typed output model, as far as it goes today: an item built once,
//! then printed as text (laid out in rustfmt's layout by `fastfmt.rs`) or
//! spelled as tokens for the formatter, so both spellings cannot drift.
//! (Layout-check blocks have theirs in `preformat::LayoutCheck`.)

use super::lits::int_lit;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// The value of a constant.
#[derive(Clone, Copy)]
pub(crate) enum ConstValue {
    /// An integer, written unsuffixed (`-1`, `42`).
    Int(i128),
    /// `true` or `false`.
    Bool(bool),
}

impl ConstValue {
    /// The value as text (`-1`, `true`).
    pub(crate) fn text(self) -> String {
        match self {
            ConstValue::Int(v) if v < 0 => format!("-{}", v.unsigned_abs()),
            ConstValue::Int(v) => v.to_string(),
            ConstValue::Bool(b) => b.to_string(),
        }
    }

    /// The value as tokens.
    pub(crate) fn tokens(self) -> TokenStream {
        match self {
            ConstValue::Int(v) => int_lit(v),
            ConstValue::Bool(b) => quote!(#b),
        }
    }
}

/// `pub const NAME: TYPE = VALUE;` whose type is one name (a primitive, an
/// enum's alias).
pub(crate) struct Const<'a> {
    pub name: &'a Ident,
    /// The type's name as spelled (never a raw identifier).
    pub ty: &'a str,
    pub value: ConstValue,
}

impl Const<'_> {
    /// The item on one line, before any layout.
    pub(crate) fn line(&self) -> String {
        format!(
            "pub const {}: {} = {};",
            self.name,
            self.ty,
            self.value.text()
        )
    }

    /// The item as tokens.
    pub(crate) fn tokens(&self) -> TokenStream {
        let ty = Ident::new(self.ty, Span::call_site());
        let (name, value) = (self.name, self.value.tokens());
        quote!(pub const #name: #ty = #value;)
    }
}
