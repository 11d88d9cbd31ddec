//! C++ output: the vtable type, class members emitted after a class,
//! methods (`methods.rs`), class templates (`templates.rs`) and the module
//! tree of `--enable-cxx-namespaces` (`namespaces.rs`). Names and paths of
//! namespaced items are in `../paths.rs`.

pub(crate) mod methods;
pub(crate) mod namespaces;
pub(crate) mod templates;

use super::cx::{Cx, Needs, Out};
use super::lits::ident;
use super::model::Items;
use crate::ir::{ClassMember, Record, TypeId, VarId};
use proc_macro2::TokenStream;
use quote::quote;

/// `Class__bindgen_vtable`: an opaque type, or with `--vtable-generation`
/// a struct of function pointers for the class's own virtual methods.
pub(crate) fn vtable_item(
    cx: &Cx<'_>,
    needs: &mut Needs,
    id: TypeId,
    r: &Record,
) -> Option<TokenStream> {
    if !cx.an.cxx.own_vtable.contains(&id) || cx.an.plans.get(&id).map_or(true, |p| p.opaque) {
        return None;
    }
    let name = cx.an.name(id);
    let vt = ident(&format!("{name}__bindgen_vtable"));
    // A virtual destructor keeps the vtable opaque (its two entries are
    // not plain functions). So do, as upstream decides, any base (the
    // vtable would begin with the primary base's entries) and a destructor
    // upstream binds (not private, inline or deleted unless the
    // `--generate-*-functions` switches say so), virtual or not.
    let tuple_only = r.cxx.as_ref().is_some_and(|c| {
        !c.bases.is_empty()
            || c.methods.iter().any(|m| {
                m.kind == crate::ir::MethodKind::Destructor
                    && (m.is_virtual || crate::analysis::cxx::method_is_kept(cx.opts, m))
            })
    });
    if !cx.opts.vtable_generation || tuple_only {
        let void = cx.ctype("c_void");
        return Some(quote! {
            #[repr(C)]
            pub struct #vt(#void);
        });
    }
    let fields = methods::vtable_fields(cx, needs, id, r);
    Some(quote! {
        #[repr(C)]
        pub struct #vt { #(#fields),* }
    })
}

/// The field of a planned base or vtable pointer: `(name, type)`.
pub(crate) fn base_field(cx: &Cx<'_>, needs: &mut Needs, r: &Record, index: usize) -> TokenStream {
    let name = if index == 0 {
        ident("_base")
    } else {
        ident(&format!("_base_{index}"))
    };
    let ty = r
        .cxx
        .as_ref()
        .and_then(|c| c.bases.get(index))
        .map(|b| cx.ty(needs, b.ty))
        .unwrap_or_else(|| quote!(u8));
    // `--respect-cxx-access-specs`: only public inheritance is `pub`.
    let private = cx.opts.respect_cxx_access_specs
        && r.cxx
            .as_ref()
            .and_then(|c| c.bases.get(index))
            .is_some_and(|b| b.access != crate::ir::Access::Public);
    let vis = if private { quote!() } else { cx.vis() };
    quote!(#vis #name: #ty)
}

/// `vtable_: *const Class__bindgen_vtable`.
pub(crate) fn vtable_field(cx: &Cx<'_>, id: TypeId) -> TokenStream {
    // Named from the class's own module, as upstream does (no path).
    let vt = ident(&format!("{}__bindgen_vtable", cx.an.name(id)));
    let vis = cx.vis();
    quote!(#vis vtable_: *const #vt)
}

/// Nested types, typedefs and static data members declared in a class,
/// emitted after it in declaration order.
pub(crate) fn inner_items(cx: &Cx<'_>, acc: &mut Out, id: TypeId, r: &Record) -> Items {
    inner_items_with(cx, acc, id, r, Vec::new())
}

/// [`inner_items`] with other items placed among them by their source
/// offset (a blocklisted class's method declarations).
fn inner_items_with(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    r: &Record,
    others: Vec<(u32, TokenStream)>,
) -> Items {
    let Some(c) = &r.cxx else { return Items::new() };
    let mut all: Vec<(u32, Option<ClassMember>, Option<TokenStream>)> = c
        .members
        .iter()
        .map(|m| {
            let offset = match *m {
                ClassMember::Alias(a) => match &cx.ir.ty(a).kind {
                    crate::ir::TypeKind::Alias { loc, .. } => loc.offset,
                    _ => 0,
                },
                ClassMember::Var(i) => cx.ir.vars[i].loc.offset,
            };
            (offset, Some(*m), None)
        })
        .collect();
    let nested: Vec<(u32, TypeId)> = cx
        .nested_types(id)
        .iter()
        .map(|t| {
            let offset = match &cx.ir.ty(*t).kind {
                crate::ir::TypeKind::Record(r) => r.loc.offset,
                crate::ir::TypeKind::Enum(e) => e.loc.offset,
                _ => 0,
            };
            (offset, *t)
        })
        .collect();
    all.extend(
        nested
            .iter()
            .map(|(o, t)| (*o, Some(ClassMember::Alias(*t)), None)),
    );
    all.extend(others.into_iter().map(|(o, d)| (o, None, Some(d))));
    // Stable: ties keep nested types after members declared at the same spot.
    all.sort_by_key(|(o, _, _)| *o);
    let mut out = Items::new();
    for (_, m, other) in all {
        match m {
            Some(ClassMember::Alias(a)) => out.extend(cx.type_item(acc, a)),
            Some(ClassMember::Var(i)) => out.extend(static_member(cx, acc, i)),
            None => out.extend(other),
        }
    }
    out
}

/// The `extern` static of a static data member (held for the merged
/// block with `--merge-extern-blocks`).
fn static_member(cx: &Cx<'_>, acc: &mut Out, i: VarId) -> Option<TokenStream> {
    // A static data member is a variable: none without `--generate vars`,
    // as upstream.
    if !cx.opts.codegen_config.vars() || static_blocked(cx, &cx.ir.vars[i]) {
        return None;
    }
    let (item, is_extern) = super::vars::var(cx, &mut acc.needs, &cx.ir.vars[i]);
    super::vars::report_var(cx, i, is_extern);
    if is_extern && cx.opts.merge_extern_blocks {
        acc.held_externs.push(item);
        None
    } else {
        Some(item)
    }
}

/// Whether `--blocklist-var`, `--blocklist-item` or `--blocklist-file`
/// name a static data member by its path `ns::Class_member`, as upstream
/// (found by tools/cxx-fuzz: with `--blocklist-item '.*'` the statics of
/// a class stayed, naming types that were not emitted).
fn static_blocked(cx: &Cx<'_>, v: &crate::ir::Var) -> bool {
    let Some(class) = v.class else { return false };
    let path = format!("{}_{}", cx.an.match_name(class), v.name);
    !cx.opts.var_like_selected(false, &path, &v.loc.file)
}

/// Where a nested type or member typedef is declared (byte offset).
fn type_offset(cx: &Cx<'_>, t: TypeId) -> u32 {
    match &cx.ir.ty(t).kind {
        crate::ir::TypeKind::Record(r) => r.loc.offset,
        crate::ir::TypeKind::Enum(e) => e.loc.offset,
        crate::ir::TypeKind::Alias { loc, .. } => loc.offset,
        _ => 0,
    }
}

impl Cx<'_> {
    /// The nested types and typedefs of a blocklisted C++ class: items of
    /// their own, emitted without the class.
    pub(crate) fn blocklisted_class_inner(&self, acc: &mut Out, id: TypeId) -> Items {
        let crate::ir::TypeKind::Record(r) = &self.ir.ty(id).kind else {
            return Items::new();
        };
        if r.cxx.is_none() || !acc.emitted.insert(id) {
            return Items::new();
        }
        // A class left out with its namespace (the item blocklist names
        // it) brings nothing, its methods neither, as upstream.
        if self.an.namespace_blocked.contains(&id) {
            return Items::new();
        }
        // A blocklisted class that is allowlisted or used still emits its
        // members (the user defines the type); one nothing selects only
        // what is selected on its own, below (as upstream).
        let selected = self.an.selection.types.contains(&id) || !self.opts.is_allowlisting();
        if self.an.blocklisted.contains(&id) && selected {
            // Its method declarations among its inner items, in
            // declaration order, as upstream.
            let decls = methods::loose_declarations(self, acc, id, r, false);
            let decls = decls
                .into_iter()
                .map(|(f, d)| (self.ir.functions[f].loc.offset, d))
                .collect();
            return inner_items_with(self, acc, id, r, decls);
        }
        // `--generate methods` (or constructors, destructors) without
        // types: every class's declarations, without the class, as
        // upstream (with allowlists, the methods they select are lone
        // declarations, placed below).
        if !self.opts.codegen_config.types() && !self.opts.is_allowlisting() {
            let mut out: Items = methods::methods(self, acc, id, r).into_iter().collect();
            for inner in self.ir_inner_types(r) {
                out.extend(self.blocklisted_class_inner(acc, inner));
            }
            return out;
        }
        // Not emitted: its nested types, static data members and methods
        // that are selected on their own (allowlisted by name, or used by
        // an emitted item) still are, in declaration order.
        enum Part {
            Type(TypeId),
            Var(VarId),
            Decl(TokenStream),
        }
        let mut all: Vec<(u32, Part)> = self
            .ir_inner_types(r)
            .into_iter()
            .map(|t| (type_offset(self, t), Part::Type(t)))
            .collect();
        if let Some(c) = &r.cxx {
            all.extend(c.members.iter().filter_map(|m| match *m {
                ClassMember::Var(i) if self.an.selection.vars.contains(&i) => {
                    Some((self.ir.vars[i].loc.offset, Part::Var(i)))
                }
                _ => None,
            }));
        }
        for (f, decl) in methods::loose_declarations(self, acc, id, r, true) {
            all.push((self.ir.functions[f].loc.offset, Part::Decl(decl)));
        }
        // Stable: a method's declarations keep their relative order.
        all.sort_by_key(|(o, _)| *o);
        let mut out = Items::new();
        for (_, part) in all {
            match part {
                Part::Type(t) => out.extend(self.type_item(acc, t)),
                Part::Var(i) => out.extend(static_member(self, acc, i)),
                Part::Decl(d) => out.push(d),
            }
        }
        out
    }

    /// A class's nested types and member typedefs, in declaration order.
    fn ir_inner_types(&self, r: &Record) -> Vec<TypeId> {
        let mut all = r.inner_types.clone();
        if let Some(c) = &r.cxx {
            all.extend(c.members.iter().filter_map(|m| match m {
                ClassMember::Alias(a) => Some(*a),
                ClassMember::Var(_) => None,
            }));
        }
        all
    }
}
