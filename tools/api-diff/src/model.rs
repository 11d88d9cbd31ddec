//! The normalized public API of one generated file.
//!
//! Every top-level item becomes an [`Item`] under a key naming its kind and
//! name (`struct foo`, `fn bar`, `impl Default for foo`, `layout foo`).
//! An item is a set of named facets (`repr`, `field x`, `param 1`,
//! `value`, ...) whose values are rendered tokens, plus ordered name lists
//! (field and variant order). Formatting, comments, item order, lint
//! attributes and function bodies leave no trace, so two files that declare
//! the same API give equal models.

use std::collections::BTreeMap;

use proc_macro2::{TokenStream, TokenTree};
use syn::punctuated::Punctuated;

use crate::render;

/// One item of the API.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Item {
    /// Facet name to rendered value.
    pub facets: BTreeMap<String, String>,
    /// Ordered name lists (`fields`, `variants`); they are compared only on
    /// the names both sides have, so a missing field is reported once.
    pub orders: BTreeMap<String, Vec<String>>,
}

impl Item {
    fn set(&mut self, facet: impl Into<String>, value: impl Into<String>) {
        let facet = facet.into();
        let value = value.into();
        // Two facets of the same name (a method in two impl blocks) must
        // both stay visible.
        let mut name = facet.clone();
        let mut n = 2;
        while self.facets.contains_key(&name) {
            name = format!("{facet} ({n})");
            n += 1;
        }
        self.facets.insert(name, value);
    }
}

/// The API of one file: items by key.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Api {
    /// Item key (`struct foo`) to item.
    pub items: BTreeMap<String, Item>,
}

impl Api {
    /// Parses Rust source and builds its model.
    pub fn from_source(source: &str) -> Result<Api, String> {
        let file = syn::parse_file(source).map_err(|e| format!("not valid Rust: {e}"))?;
        Ok(Api::from_file(&file))
    }

    /// Builds the model of a parsed file.
    pub fn from_file(file: &syn::File) -> Api {
        // Parameter names inside function-pointer types (`fn(x: i32)`) are
        // not part of the type (`fn(x: i32)` and `fn(y: i32)` are one type),
        // so they are dropped before anything is rendered.
        let mut file = file.clone();
        syn::visit_mut::VisitMut::visit_file_mut(&mut UnnameFnPointerParams, &mut file);
        let file = &file;
        let mut api = Api::default();
        let mut extern_blocks = 0usize;
        let mut file_item = Item::default();
        let inner = other_attrs(&file.attrs);
        if !inner.is_empty() {
            file_item.set("inner attributes", inner);
        }
        api.collect(&file.items, "", &mut extern_blocks);
        // How declarations are grouped into extern blocks (one each, or
        // merged by `--merge-extern-blocks`), not the count, which would
        // repeat every missing function.
        let declarations: usize = file
            .items
            .iter()
            .map(|i| match i {
                syn::Item::ForeignMod(m) => m.items.len(),
                _ => 0,
            })
            .sum();
        if extern_blocks > 0 {
            let grouping = if extern_blocks == declarations {
                "one per declaration".to_owned()
            } else {
                format!("{extern_blocks} blocks for {declarations} declarations")
            };
            file_item.set("extern blocks", grouping);
        }
        if !file_item.facets.is_empty() {
            api.items.insert("(file)".to_owned(), file_item);
        }
        api
    }

    /// Adds an item; a second item with the same key is kept under a
    /// numbered key (two definitions of one name are a difference to see),
    /// except impl and layout items, which merge like Rust merges them.
    fn add(&mut self, key: String, item: Item) {
        let merges = key.starts_with("impl") || key.starts_with("layout ");
        match self.items.get_mut(&key) {
            None => {
                self.items.insert(key, item);
            }
            Some(existing) if merges => {
                for (facet, value) in item.facets {
                    // The same `where` clause on two impl blocks is one fact.
                    if existing.facets.get(&facet) != Some(&value) {
                        existing.set(facet, value);
                    }
                }
            }
            Some(_) => {
                let mut n = 2;
                while self.items.contains_key(&format!("{key} (#{n})")) {
                    n += 1;
                }
                self.items.insert(format!("{key} (#{n})"), item);
            }
        }
    }

    fn collect(&mut self, items: &[syn::Item], prefix: &str, extern_blocks: &mut usize) {
        for item in items {
            self.collect_one(item, prefix, extern_blocks);
        }
    }

    fn collect_one(&mut self, item: &syn::Item, prefix: &str, extern_blocks: &mut usize) {
        use syn::Item as I;
        match item {
            I::Struct(s) => {
                let mut it = common(&s.attrs, &s.vis, &s.generics);
                fields(&mut it, &s.fields);
                self.add(format!("struct {prefix}{}", s.ident), it);
            }
            I::Union(u) => {
                let mut it = common(&u.attrs, &u.vis, &u.generics);
                fields(&mut it, &syn::Fields::Named(u.fields.clone()));
                self.add(format!("union {prefix}{}", u.ident), it);
            }
            I::Enum(e) => {
                let mut it = common(&e.attrs, &e.vis, &e.generics);
                let mut order = Vec::new();
                for v in &e.variants {
                    let name = v.ident.to_string();
                    let mut value = String::new();
                    if !matches!(v.fields, syn::Fields::Unit) {
                        value.push_str(&render::tokens(&v.fields));
                    }
                    if let Some((_, expr)) = &v.discriminant {
                        value.push_str(&format!("= {}", render::tokens(expr)));
                    }
                    let attrs = other_attrs(&v.attrs);
                    if !attrs.is_empty() {
                        value = format!("{attrs} {value}");
                    }
                    it.set(format!("variant {name}"), value);
                    order.push(name);
                }
                it.orders.insert("variants".to_owned(), order);
                self.add(format!("enum {prefix}{}", e.ident), it);
            }
            I::Type(t) => {
                let mut it = common(&t.attrs, &t.vis, &t.generics);
                it.set("target", render::tokens(&t.ty));
                self.add(format!("type {prefix}{}", t.ident), it);
            }
            I::Const(c) if c.ident == "_" => {
                // An anonymous constant is bindgen's compile-time layout
                // test: only which checks exist is compared.
                for check in string_literals(c.expr.as_ref()) {
                    let mut it = Item::default();
                    it.set(format!("check {check:?}"), "present");
                    self.add(format!("layout {prefix}{}", layout_subject(&check)), it);
                }
            }
            I::Const(c) => {
                let mut it = common(&c.attrs, &c.vis, &c.generics);
                it.set("type", render::tokens(&c.ty));
                it.set("value", render::tokens(&c.expr));
                self.add(format!("const {prefix}{}", c.ident), it);
            }
            I::Static(s) => {
                let mut it = common(&s.attrs, &s.vis, &syn::Generics::default());
                it.set("type", render::tokens(&s.ty));
                it.set("mutability", mutability(&s.mutability));
                it.set("value", render::tokens(&s.expr));
                self.add(format!("rust static {prefix}{}", s.ident), it);
            }
            I::Fn(f) => {
                let name = f.sig.ident.to_string();
                if let Some(subject) = name.strip_prefix("bindgen_test_layout_") {
                    // The `#[test]` form of layout tests (older Rust targets).
                    let mut it = Item::default();
                    it.set("test function", name.clone());
                    for check in string_literals(&f.block) {
                        it.set(format!("check {check:?}"), "present");
                    }
                    self.add(format!("layout {prefix}{subject}"), it);
                    return;
                }
                let mut it = common(&f.attrs, &f.vis, &f.sig.generics);
                signature(&mut it, &f.sig);
                it.set("body", "defined in Rust");
                self.add(format!("fn {prefix}{name}"), it);
            }
            I::ForeignMod(m) => {
                *extern_blocks += 1;
                let abi = m.abi.name.as_ref().map_or_else(
                    || "\"C\" (implicit)".to_owned(),
                    |n| format!("{:?}", n.value()),
                );
                let mut block = other_attrs(&m.attrs);
                if m.unsafety.is_some() {
                    block = format!("unsafe {block}").trim().to_owned();
                }
                for fi in &m.items {
                    self.foreign(fi, prefix, &abi, &block);
                }
            }
            I::Impl(i) => self.impl_block(i, prefix),
            I::Mod(m) => {
                let mut it = common(&m.attrs, &m.vis, &syn::Generics::default());
                if m.content.is_none() {
                    it.set("content", "declared, defined elsewhere");
                }
                self.add(format!("mod {prefix}{}", m.ident), it);
                if let Some((_, items)) = &m.content {
                    let inner = format!("{prefix}{}::", m.ident);
                    self.collect(items, &inner, extern_blocks);
                }
            }
            I::Use(u) => {
                let it = common(&u.attrs, &u.vis, &syn::Generics::default());
                // `use super::*;` inside `pub mod foo` is keyed as
                // `use super::* in foo`, not as a path through `foo`.
                let place = prefix
                    .strip_suffix("::")
                    .map(|m| format!(" in {m}"))
                    .unwrap_or_default();
                self.add(format!("use {}{place}", render::tokens(&u.tree)), it);
            }
            I::Trait(t) => {
                let mut it = common(&t.attrs, &t.vis, &t.generics);
                for ti in &t.items {
                    if let syn::TraitItem::Fn(f) = ti {
                        it.set(format!("method {}", f.sig.ident), render::tokens(&f.sig));
                    }
                }
                self.add(format!("trait {prefix}{}", t.ident), it);
            }
            I::Macro(m) => {
                let name = m
                    .ident
                    .as_ref()
                    .map_or_else(|| render::tokens(&m.mac.path), |i| i.to_string());
                let mut it = Item::default();
                it.set("tokens", render::stream(m.mac.tokens.clone()));
                self.add(format!("macro {prefix}{name}"), it);
            }
            I::ExternCrate(e) => {
                let it = common(&e.attrs, &e.vis, &syn::Generics::default());
                self.add(format!("extern crate {}", e.ident), it);
            }
            other => {
                // Anything else (verbatim tokens from `--raw-line`, trait
                // aliases) is keyed by its full text.
                self.add(
                    format!("item {prefix}{}", render::tokens(other)),
                    Item::default(),
                );
            }
        }
    }

    fn foreign(&mut self, fi: &syn::ForeignItem, prefix: &str, abi: &str, block: &str) {
        let block_facets = |it: &mut Item| {
            it.set("abi", abi);
            if !block.is_empty() {
                it.set("extern block", block);
            }
        };
        match fi {
            syn::ForeignItem::Fn(f) => {
                let mut it = common(&f.attrs, &f.vis, &f.sig.generics);
                block_facets(&mut it);
                signature(&mut it, &f.sig);
                self.add(format!("fn {prefix}{}", f.sig.ident), it);
            }
            syn::ForeignItem::Static(s) => {
                let mut it = common(&s.attrs, &s.vis, &syn::Generics::default());
                block_facets(&mut it);
                it.set("type", render::tokens(&s.ty));
                it.set("mutability", mutability(&s.mutability));
                self.add(format!("static {prefix}{}", s.ident), it);
            }
            syn::ForeignItem::Type(t) => {
                let mut it = common(&t.attrs, &t.vis, &t.generics);
                block_facets(&mut it);
                self.add(format!("extern type {prefix}{}", t.ident), it);
            }
            other => {
                let mut it = Item::default();
                block_facets(&mut it);
                self.add(
                    format!("foreign item {prefix}{}", render::tokens(other)),
                    it,
                );
            }
        }
    }

    fn impl_block(&mut self, i: &syn::ItemImpl, prefix: &str) {
        let mut key = String::from("impl");
        if !i.generics.params.is_empty() {
            key.push_str(&render::tokens(&i.generics));
        }
        key.push(' ');
        if let Some((bang, path, _)) = &i.trait_ {
            if bang.is_some() {
                key.push('!');
            }
            key.push_str(&render::tokens(path));
            key.push_str(" for ");
        }
        key.push_str(prefix);
        key.push_str(&render::tokens(&i.self_ty));
        let mut it = Item::default();
        let attrs = other_attrs(&i.attrs);
        if !attrs.is_empty() {
            it.set("attributes", attrs);
        }
        if let Some(w) = &i.generics.where_clause {
            it.set("where", render::tokens(w));
        }
        if i.unsafety.is_some() {
            it.set("unsafe", "yes");
        }
        // Private items of an inherent impl (helper functions of
        // `__BindgenBitfieldUnit`) are not API; trait items always are.
        let inherent = i.trait_.is_none();
        let private = |vis: &syn::Visibility| inherent && matches!(vis, syn::Visibility::Inherited);
        for ii in &i.items {
            match ii {
                syn::ImplItem::Fn(f) if private(&f.vis) => {}
                syn::ImplItem::Const(c) if private(&c.vis) => {}
                syn::ImplItem::Fn(f) => {
                    let mut sig = render::tokens(&f.sig);
                    let vis = render::tokens(&f.vis);
                    if !vis.is_empty() {
                        sig = format!("{vis} {sig}");
                    }
                    let attrs = other_attrs(&f.attrs);
                    if !attrs.is_empty() {
                        sig = format!("{attrs} {sig}");
                    }
                    it.set(format!("method {}", f.sig.ident), sig);
                }
                syn::ImplItem::Const(c) => {
                    let value = format!("{} = {}", render::tokens(&c.ty), render::tokens(&c.expr));
                    it.set(format!("const {}", c.ident), value);
                }
                syn::ImplItem::Type(t) => {
                    it.set(format!("type {}", t.ident), render::tokens(&t.ty));
                }
                other => it.set(format!("item {}", render::tokens(other)), "present"),
            }
        }
        self.add(key, it);
    }
}

/// Removes the parameter names of function-pointer types.
struct UnnameFnPointerParams;

impl syn::visit_mut::VisitMut for UnnameFnPointerParams {
    fn visit_bare_fn_arg_mut(&mut self, arg: &mut syn::BareFnArg) {
        arg.name = None;
        syn::visit_mut::visit_bare_fn_arg_mut(self, arg);
    }
}

/// Facets every named item has: visibility, generics and attributes.
fn common(attrs: &[syn::Attribute], vis: &syn::Visibility, generics: &syn::Generics) -> Item {
    let mut it = Item::default();
    let vis = render::tokens(vis);
    it.set(
        "visibility",
        if vis.is_empty() {
            "private".to_owned()
        } else {
            vis
        },
    );
    if !generics.params.is_empty() || generics.where_clause.is_some() {
        let mut g = render::tokens(generics);
        if let Some(w) = &generics.where_clause {
            g = format!("{g} {}", render::tokens(w));
        }
        it.set("generics", g);
    }
    let mut reprs = Vec::new();
    let mut derives = Vec::new();
    for attr in attrs {
        let path = render::tokens(attr.path());
        let list = attr.parse_args_with(Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated);
        match (path.as_str(), list) {
            ("repr", Ok(list)) => reprs.extend(list.iter().map(render::tokens)),
            ("derive", Ok(list)) => derives.extend(list.iter().map(render::tokens)),
            ("link_name", _) => {
                if let syn::Meta::NameValue(nv) = &attr.meta {
                    it.set("link_name", render::tokens(&nv.value));
                }
            }
            _ => {}
        }
    }
    // `#[repr(C)] #[repr(align(8))]` and `#[repr(C, align(8))]` mean the
    // same; so do derives in any order.
    reprs.sort();
    derives.sort();
    if !reprs.is_empty() {
        it.set("repr", reprs.join(", "));
    }
    if !derives.is_empty() {
        it.set("derive", derives.join(", "));
    }
    let others = other_attrs(attrs);
    if !others.is_empty() {
        it.set("attributes", others);
    }
    it
}

/// Attributes that are neither documentation, lint levels, `repr`,
/// `derive` nor `link_name` (those are facets of their own or ignored),
/// rendered and sorted.
fn other_attrs(attrs: &[syn::Attribute]) -> String {
    const IGNORED: &[&str] = &[
        "doc",
        "allow",
        "warn",
        "deny",
        "forbid",
        "expect",
        "repr",
        "derive",
        "link_name",
    ];
    let mut out: Vec<String> = attrs
        .iter()
        .filter(|a| {
            let path = render::tokens(a.path());
            !IGNORED.contains(&path.as_str())
        })
        .map(|a| format!("#[{}]", render::tokens(&a.meta)))
        .collect();
    out.sort();
    out.join(" ")
}

/// Field facets and the field order.
fn fields(it: &mut Item, fields: &syn::Fields) {
    let shape = match fields {
        syn::Fields::Named(_) => "named fields",
        syn::Fields::Unnamed(_) => "tuple",
        syn::Fields::Unit => "unit",
    };
    it.set("shape", shape);
    let mut order = Vec::new();
    for (n, f) in fields.iter().enumerate() {
        let name = f
            .ident
            .as_ref()
            .map_or_else(|| n.to_string(), |i| i.to_string());
        let mut value = render::tokens(&f.ty);
        let vis = render::tokens(&f.vis);
        if !vis.is_empty() {
            value = format!("{vis} {value}");
        }
        let attrs = other_attrs(&f.attrs);
        if !attrs.is_empty() {
            value = format!("{attrs} {value}");
        }
        it.set(format!("field {name}"), value);
        order.push(name);
    }
    it.orders.insert("fields".to_owned(), order);
}

/// Signature facets: qualifiers, ABI, each parameter, return type.
fn signature(it: &mut Item, sig: &syn::Signature) {
    let mut quals = Vec::new();
    if sig.constness.is_some() {
        quals.push("const");
    }
    if sig.asyncness.is_some() {
        quals.push("async");
    }
    if sig.unsafety.is_some() {
        quals.push("unsafe");
    }
    if !quals.is_empty() {
        it.set("qualifiers", quals.join(" "));
    }
    if let Some(abi) = &sig.abi {
        it.set("abi", render::tokens(abi));
    }
    for (n, arg) in sig.inputs.iter().enumerate() {
        it.set(format!("param {}", n + 1), render::tokens(arg));
    }
    if let Some(v) = &sig.variadic {
        it.set("variadic", render::tokens(v));
    }
    let ret = match &sig.output {
        syn::ReturnType::Default => "()".to_owned(),
        syn::ReturnType::Type(_, ty) => render::tokens(ty),
    };
    it.set("return", ret);
}

fn mutability(m: &syn::StaticMutability) -> &'static str {
    match m {
        syn::StaticMutability::Mut(_) => "mut",
        _ => "immutable",
    }
}

/// Every string literal inside a piece of code, in order.
fn string_literals<T: quote::ToTokens>(code: &T) -> Vec<String> {
    fn walk(ts: TokenStream, out: &mut Vec<String>) {
        for tt in ts {
            match tt {
                TokenTree::Group(g) => walk(g.stream(), out),
                TokenTree::Literal(l) => {
                    if let Ok(syn::Lit::Str(s)) = syn::parse_str::<syn::Lit>(&l.to_string()) {
                        out.push(s.value());
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(code.to_token_stream(), &mut out);
    out
}

/// The type a layout check message is about: `Size of foo`,
/// `Alignment of foo` and `Offset of field: foo::bar` name `foo`.
fn layout_subject(check: &str) -> String {
    let rest = check
        .strip_prefix("Size of ")
        .or_else(|| check.strip_prefix("Alignment of "))
        .or_else(|| check.strip_prefix("Offset of field: "));
    match rest {
        Some(r) if !r.contains(' ') || !r.contains(':') => {
            r.split("::").next().unwrap_or(r).trim().to_owned()
        }
        _ => check.to_owned(),
    }
}
