//! Objective-C items for the `objc` crate (0.2), in upstream's shapes.
//!
//! An interface `X` becomes a `#[repr(transparent)]` struct wrapping `id`
//! (with `Deref` to `objc::runtime::Object`, `objc::Message` and `alloc`),
//! its methods a trait `IX` implemented for `X` and every subclass (with
//! `From`/`TryFrom` conversions between a class and its non-generic
//! ancestors); a protocol `P` becomes a trait `PP` implemented by the
//! interfaces adopting it directly, a category `X (C)` a trait `X_C`.
//! Method bodies send the message with `msg_send!`.

use super::cx::{Cx, Needs};
use crate::analysis::objc::trait_name;
use crate::analysis::{escape_ident, is_rust_keyword};
use crate::ir::{ObjcId, ObjcKind, ObjcMethod, ObjcType};
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// The `objc` crate's import and the `id` alias, first in the output.
pub(crate) fn prelude(cx: &Cx<'_>) -> Vec<TokenStream> {
    let import = if cx.opts.objc_extern_crate {
        quote! {
            #[macro_use]
            extern crate objc;
        }
    } else {
        quote! {
            use objc::{self, msg_send, sel, sel_impl, class};
        }
    };
    let id = quote! {
        #[allow(non_camel_case_types)]
        pub type id = *mut objc::runtime::Object;
    };
    vec![import, id]
}

/// How an Objective-C type is spelled where it is used.
pub(crate) fn type_name(cx: &Cx<'_>, n: &mut Needs, t: ObjcType) -> TokenStream {
    n.objc = true;
    match t {
        ObjcType::Id => quote!(id),
        ObjcType::Sel => quote!(objc::runtime::Sel),
        ObjcType::Object(o) => {
            let name = ident(&cx.ir.objc[o.0].name);
            quote!(#name)
        }
    }
}

/// The items of one interface, protocol or category.
pub(crate) fn item(cx: &Cx<'_>, needs: &mut Needs, id: ObjcId) -> Vec<TokenStream> {
    needs.objc = true;
    let ir = cx.ir;
    let item = &ir.objc[id.0];
    let trait_ident = ident(&trait_name(ir, id));
    let (decl_params, use_params) = generics(&item.type_params);
    let mut out = Vec::new();
    let class = match &item.kind {
        ObjcKind::Interface => {
            out.extend(interface_struct(cx, id));
            let name = ident(&item.name);
            out.push(quote! {
                impl #decl_params #trait_ident #use_params for #name {}
            });
            item.name.as_str()
        }
        ObjcKind::Protocol => item.name.as_str(),
        ObjcKind::Category { class } => {
            let name = ident(&ir.objc[class.0].name);
            out.push(quote! {
                impl #decl_params #trait_ident #use_params for #name {}
            });
            ir.objc[class.0].name.as_str()
        }
    };
    // Instance methods first, then class methods, each in declaration order.
    let methods = item
        .methods
        .iter()
        .filter(|m| !m.class_method)
        .chain(item.methods.iter().filter(|m| m.class_method))
        .map(|m| method(cx, needs, m, class));
    out.push(quote! {
        pub trait #trait_ident #decl_params: Sized + std::ops::Deref {
            #(#methods)*
        }
    });
    out
}

/// The wrapper struct of interface `id`, its standard impls, and the impls
/// of the traits of its protocols, its ancestors and their protocols.
fn interface_struct(cx: &Cx<'_>, id: ObjcId) -> Vec<TokenStream> {
    let ir = cx.ir;
    let item = &ir.objc[id.0];
    let name = ident(&item.name);
    // The bindings implement `objc::Message` unsafely; the keyword is a
    // token of theirs (the layering test keeps `unsafe impl` written out
    // for this crate's own impls, of which codegen has none).
    let unsafe_kw = ident("unsafe");
    let mut out = vec![quote! {
        #[repr(transparent)]
        #[derive(Debug, Copy, Clone)]
        pub struct #name(pub id);
        impl std::ops::Deref for #name {
            type Target = objc::runtime::Object;
            fn deref(&self) -> &Self::Target {
                unsafe { &*self.0 }
            }
        }
        #unsafe_kw impl objc::Message for #name {}
        impl #name {
            pub fn alloc() -> Self {
                Self(unsafe { msg_send!(class!(#name), alloc) })
            }
        }
    }];
    for p in &item.protocols {
        let proto = ident(&trait_name(ir, *p));
        out.push(quote!(impl #proto for #name {}));
    }
    // Every ancestor (a cycle, which clang rejects, is cut off).
    let mut seen = vec![id];
    let mut cur = item.parent;
    while let Some(a) = cur.filter(|a| !seen.contains(a)) {
        seen.push(a);
        let ancestor = &ir.objc[a.0];
        let trait_ident = ident(&trait_name(ir, a));
        let (decl_params, use_params) = generics(&ancestor.type_params);
        out.push(quote!(impl #decl_params #trait_ident #use_params for #name {}));
        // The protocols an ancestor adopts are the subclass's too.
        for p in &ancestor.protocols {
            let proto = ident(&trait_name(ir, *p));
            out.push(quote!(impl #proto for #name {}));
        }
        if ancestor.type_params.is_empty() {
            out.push(conversions(&item.name, &ancestor.name));
        }
        cur = ancestor.parent;
    }
    out
}

/// `From<Child> for Parent` and the checked `TryFrom<Parent> for Child`.
fn conversions(child: &str, parent: &str) -> TokenStream {
    let message = format!("This {parent} cannot be downcasted to {child}");
    let (child, parent) = (ident(child), ident(parent));
    let send = quote!(msg_send!(parent, isKindOfClass: class!(#child)));
    quote! {
        impl From<#child> for #parent {
            fn from(child: #child) -> #parent {
                #parent(child.0)
            }
        }
        impl std::convert::TryFrom<#parent> for #child {
            type Error = &'static str;
            fn try_from(parent: #parent) -> Result<#child, Self::Error> {
                let is_kind_of: bool = unsafe { #send };
                if is_kind_of {
                    Ok(#child(parent.0))
                } else {
                    Err(#message)
                }
            }
        }
    }
}

/// One trait method: `class` is the class a class method is sent to.
fn method(cx: &Cx<'_>, needs: &mut Needs, m: &ObjcMethod, class: &str) -> TokenStream {
    let name = ident(&method_name(&m.selector));
    // `&self` first for an instance method (tokens as upstream writes
    // them: no trailing commas, which `--formatter none` shows).
    let this = (!m.class_method).then(|| quote!(&self));
    let params: Vec<TokenStream> = this
        .into_iter()
        .chain(m.params.iter().map(|(n, t)| {
            let n = ident(&escape_ident(n));
            let t = cx.ty(needs, *t);
            quote!(#n: #t)
        }))
        .collect();
    let receiver = if m.class_method {
        let class = ident(class);
        quote!(class!(#class))
    } else {
        quote!(*self)
    };
    let ret = match &cx.ir.ty(m.ret).kind {
        crate::ir::TypeKind::Void => quote!(),
        _ => {
            let t = cx.ty(needs, m.ret);
            quote!(-> #t)
        }
    };
    // `sel` alone, or `part: arg` for each part of the selector.
    let parts: Vec<&str> = m.selector.split(':').filter(|p| !p.is_empty()).collect();
    let message = if m.params.is_empty() {
        let sel = selector_part(parts.first().copied().unwrap_or("_"), true);
        quote!(#sel)
    } else {
        let pairs = parts
            .iter()
            .zip(&m.params)
            .enumerate()
            .map(|(i, (part, (arg, _)))| {
                let part = selector_part(part, i == 0);
                let arg = ident(&escape_ident(arg));
                quote!(#part: #arg)
            });
        quote!(#(#pairs)*)
    };
    let send = quote!(msg_send!(#receiver, #message));
    let body = if cx.opts.wrap_unsafe_ops {
        quote!(unsafe { #send })
    } else {
        send
    };
    quote! {
        unsafe fn #name(#(#params),*) #ret
        where
            <Self as std::ops::Deref>::Target: objc::Message + Sized
        {
            #body
        }
    }
}

/// A method's Rust name: the selector with `_` for each `:`, and a `_`
/// after a Rust keyword or primitive type (`type` -> `type_`, `u8` ->
/// `u8_`), except `char` and `union`, which upstream leaves as they are
/// (`union` is only a keyword before a struct body).
fn method_name(selector: &str) -> String {
    let name = selector.replace(':', "_");
    if is_rust_keyword(&name) && name != "char" && name != "union" {
        format!("{name}_")
    } else {
        name
    }
}

/// Rust's strict and reserved keywords that may be raw identifiers.
const RAW_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn",
    "else", "enum", "extern", "false", "final", "fn", "for", "if", "impl", "in", "let", "loop",
    "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return", "static",
    "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use", "virtual",
    "where", "while", "yield",
];

/// A selector part as `msg_send!` is given it, as upstream writes it: the
/// four that are not identifiers even to a macro (`self`, `Self`, `super`,
/// `crate`) with a `_` after them; other keywords as written in the first
/// part (`type`, `match`: the macro takes them) and raw in later ones
/// (`r#where`), where `_` becomes `__`.
fn selector_part(part: &str, first: bool) -> Ident {
    match part {
        "self" | "Self" | "super" | "crate" => ident(&format!("{part}_")),
        "_" if !first => ident("__"),
        _ if !first && RAW_KEYWORDS.contains(&part) => Ident::new_raw(part, Span::call_site()),
        _ => ident(part),
    }
}

/// `<T: 'static, U: 'static>` and `<T, U>` for lightweight generics.
fn generics(params: &[String]) -> (TokenStream, TokenStream) {
    if params.is_empty() {
        return (quote!(), quote!());
    }
    let names: Vec<Ident> = params.iter().map(|p| ident(p)).collect();
    (quote!(<#(#names: 'static),*>), quote!(<#(#names),*>))
}

/// An identifier as written (keywords included: `msg_send!` takes
/// selector parts such as `type` as they are).
fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

#[cfg(test)]
mod tests {
    use super::{method_name, selector_part};

    // Expected values as upstream 0.73.2 writes them (observed by running it).
    #[test]
    fn method_names_escape_keywords_but_not_char_and_union() {
        assert_eq!(method_name("setWidth:height:"), "setWidth_height_");
        assert_eq!(method_name("type"), "type_");
        assert_eq!(method_name("u8"), "u8_");
        assert_eq!(method_name("self"), "self_");
        assert_eq!(method_name("char"), "char");
        assert_eq!(method_name("union"), "union");
        assert_eq!(method_name("match:"), "match_");
    }

    #[test]
    fn selector_parts_follow_upstream() {
        let part = |p, first| selector_part(p, first).to_string();
        assert_eq!(part("type", true), "type");
        assert_eq!(part("where", false), "r#where");
        assert_eq!(part("self", true), "self_");
        assert_eq!(part("crate", false), "crate_");
        assert_eq!(part("_", false), "__");
        assert_eq!(part("sizeof", false), "sizeof");
        assert_eq!(part("height", false), "height");
    }
}
