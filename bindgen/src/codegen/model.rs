//! The typed output model, as far as it goes today: the items codegen
//! hands on ([`Item`], in [`Items`] lists), and the model items among them,
//! each built once, then printed as text (in rustfmt's layout: `fastfmt.rs`
//! for constants, `preformat.rs` for layout blocks, [`ZeroDefault::text`]
//! here) or spelled as tokens for
//! the formatter, so both spellings cannot drift.

use super::lits::{int_lit, usize_lit};
use super::preformat::{layout_block, Check, LayoutCheck};
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use std::borrow::Cow;

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
pub(crate) struct Const {
    pub name: Ident,
    /// The type's name as spelled (never a raw identifier).
    pub ty: Cow<'static, str>,
    pub value: ConstValue,
}

impl Const {
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
        let ty = Ident::new(&self.ty, Span::call_site());
        let (name, value) = (&self.name, self.value.tokens());
        quote!(pub const #name: #ty = #value;)
    }
}

/// One output item as codegen builds it. What has a model is kept as the
/// model until printing, which spells it as text (direct printing) or as
/// tokens (the formatter): no placeholder stands for text among tokens.
pub(crate) enum Item {
    /// An item built as tokens (the direct printer reads them; the
    /// formatter lays them out).
    Tokens(TokenStream),
    /// A constant.
    Const(Const),
    /// A layout-check block.
    Layout(LayoutBlock),
    /// A zero-filling `impl Default`.
    ZeroDefault(ZeroDefault),
    /// A helper type's source, kept in rustfmt's layout with comments.
    Helper(String),
    /// Text already in rustfmt's layout (a run of printed items, bitfield
    /// accessors); its tokens are the text parsed.
    Text(String),
}

impl From<TokenStream> for Item {
    fn from(tokens: TokenStream) -> Self {
        Item::Tokens(tokens)
    }
}

impl Item {
    /// The item as tokens, for the formatter (or for a token context such
    /// as a namespace's module).
    pub(crate) fn into_tokens(self) -> TokenStream {
        match self {
            Item::Tokens(tokens) => tokens,
            Item::Const(c) => c.tokens(),
            Item::Layout(block) => block.tokens(),
            Item::ZeroDefault(d) => d.tokens(),
            Item::Helper(src) | Item::Text(src) => match src.parse::<TokenStream>() {
                Ok(tokens) => tokens,
                Err(e) => {
                    crate::logging::warn(&format!(
                        "internal: generated text did not tokenize: {e}"
                    ));
                    TokenStream::new()
                }
            },
        }
    }
}

/// A list of output items that generators extend with tokens or items alike.
#[derive(Default)]
pub(crate) struct Items(pub Vec<Item>);

impl Items {
    pub(crate) fn new() -> Self {
        Items(Vec::new())
    }

    /// Appends an item (tokens or a model item).
    pub(crate) fn push(&mut self, item: impl Into<Item>) {
        self.0.push(item.into());
    }

    /// Moves every item of `other` to the end.
    pub(crate) fn append(&mut self, other: &mut Items) {
        self.0.append(&mut other.0);
    }
}

impl std::ops::Deref for Items {
    type Target = Vec<Item>;
    fn deref(&self) -> &Vec<Item> {
        &self.0
    }
}

impl std::ops::DerefMut for Items {
    fn deref_mut(&mut self) -> &mut Vec<Item> {
        &mut self.0
    }
}

impl<T: Into<Item>> Extend<T> for Items {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        self.0.extend(iter.into_iter().map(Into::into));
    }
}

impl<T: Into<Item>> FromIterator<T> for Items {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Items(iter.into_iter().map(Into::into).collect())
    }
}

impl IntoIterator for Items {
    type Item = Item;
    type IntoIter = std::vec::IntoIter<Item>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// The `const _: () = { … };` block of one record's layout checks.
pub(crate) struct LayoutBlock {
    /// `::std` or `::core`.
    pub std: &'static str,
    /// The checked type.
    pub ty: Ident,
    /// Its statements, in order.
    pub checks: Vec<LayoutCheck>,
}

impl LayoutBlock {
    /// The block in rustfmt's layout, or `None` when some statement needs
    /// a layout not modelled (`preformat.rs`).
    pub(crate) fn text(&self) -> Option<String> {
        layout_block(self.std, &self.ty.to_string(), &self.checks)
    }

    /// The block as tokens (the formatter lays it out).
    pub(crate) fn tokens(&self) -> TokenStream {
        let std = std_path(self.std);
        let ty = &self.ty;
        let statements = self.checks.iter().map(|c| {
            let (msg, value) = (&c.msg, usize_lit(c.value));
            let expr = match &c.check {
                Check::Size => quote!(#std::mem::size_of::<#ty>()),
                Check::Align => quote!(#std::mem::align_of::<#ty>()),
                Check::Offset(f) => {
                    // A field name as `ident` made it: never a raw identifier.
                    let f = Ident::new(f, Span::call_site());
                    quote!(#std::mem::offset_of!(#ty, #f))
                }
            };
            quote!([#msg][#expr - #value];)
        });
        quote! {
            #[allow(clippy::unnecessary_operation, clippy::identity_op)]
            const _: () = {
                #(#statements)*
            };
        }
    }
}

/// The zero-filling `impl Default for Type` of a record that cannot derive
/// it (`impls.rs` decides which).
pub(crate) struct ZeroDefault {
    /// `::std` or `::core`.
    pub std: &'static str,
    /// The type (`name`, or `name<[elem; 0]>` for a flexible array's
    /// sized form).
    pub ty: TokenStream,
}

impl ZeroDefault {
    /// The impl in rustfmt's layout, or `None` when its first line would
    /// not fit (rustfmt then breaks it in a way not modelled).
    pub(crate) fn text(&self) -> Option<String> {
        let ty = super::lines::tokens_text(&self.ty)?;
        let head = format!("impl Default for {ty} {{");
        if head.len() > super::lines::MAX_WIDTH {
            return None;
        }
        let std = self.std;
        Some(format!(
            "{head}\n    fn default() -> Self {{\n        \
             let mut s = {std}::mem::MaybeUninit::<Self>::uninit();\n        \
             unsafe {{\n            \
             {std}::ptr::write_bytes(s.as_mut_ptr(), 0, 1);\n            \
             s.assume_init()\n        }}\n    }}\n}}\n"
        ))
    }

    /// The impl as tokens (the formatter lays it out).
    pub(crate) fn tokens(&self) -> TokenStream {
        let std = std_path(self.std);
        let ty = &self.ty;
        quote! {
            impl Default for #ty {
                fn default() -> Self {
                    let mut s = #std::mem::MaybeUninit::<Self>::uninit();
                    unsafe {
                        #std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
                        s.assume_init()
                    }
                }
            }
        }
    }
}

/// `::core` or `::std` as tokens, from the crate path an item was built with.
fn std_path(std: &str) -> TokenStream {
    if std == "::core" {
        quote!(::core)
    } else {
        quote!(::std)
    }
}
