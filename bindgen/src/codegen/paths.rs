//! Names and paths of C++ items: the C name and link name of extern items
//! (namespace or class prefix, mangled symbol, overload number), the module
//! a type or root lives in, and Rust paths to it under
//! `--enable-cxx-namespaces`.

use super::cx::Cx;
use super::lits::ident;
use crate::ir::{Ir, ModuleId, Root, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// The name an extern item is emitted under before callbacks rename it,
/// and its link name: C items keep theirs; a C++ item gets its
/// namespace prefix (or its class's name, for a static data member) and
/// links to its mangled symbol whenever that differs from the name.
pub(crate) fn extern_names(
    cx: &Cx<'_>,
    name: &str,
    module: ModuleId,
    class: Option<TypeId>,
    mangled: Option<&str>,
    link_name: Option<&str>,
) -> (String, Option<String>) {
    let Some(mangled) = mangled else {
        return (name.to_string(), link_name.map(str::to_string));
    };
    // `--distrust-clang-mangling`: upstream links to the plain name.
    let mangled = if cx.opts.enable_mangling {
        mangled
    } else {
        name
    };
    let full = format!("{}{name}", extern_prefix(cx, module, class, true));
    let link = if link_name.is_some() {
        link_name.map(str::to_string)
    } else if mangled != full && !mangled.is_empty() {
        Some(mangled.to_string())
    } else {
        None
    };
    (full, link)
}

/// What an extern item's C name starts with: its class (`geo_Shape_`) or
/// its namespaces (`geo_`); nothing for a declaration without a mangled
/// name (C, which has neither).
pub(crate) fn extern_prefix(
    cx: &Cx<'_>,
    module: ModuleId,
    class: Option<TypeId>,
    mangled: bool,
) -> String {
    match class {
        _ if !mangled => String::new(),
        Some(c) => format!("{}_", cx.an.name(c)),
        None => cx.an.cxx.prefix(module).to_string(),
    }
}

/// A free function's name with its overload number (`scale1` for the
/// second `scale` of a namespace).
pub(crate) fn overload_name<'f>(
    cx: &Cx<'_>,
    f: &'f crate::ir::Function,
) -> std::borrow::Cow<'f, str> {
    let Some(symbol) = &f.mangled else {
        return f.name.as_str().into();
    };
    match cx.an.cxx.overload_suffix.get(symbol) {
        Some(n) => format!("{}{n}", f.name).into(),
        None => f.name.as_str().into(),
    }
}

/// `self::super::...::root::ns::`: the path from the module item `from`
/// is emitted in to the module of type `to`.
pub(crate) fn path_from_module_of(cx: &Cx<'_>, from: TypeId, to: TypeId) -> TokenStream {
    let home = module_of_type(cx.ir, from);
    let conservative = cx.opts.conservative_inline_namespaces;
    let depth = cx
        .ir
        .module_path(home)
        .iter()
        .filter(|(_, m)| !m.inline || conservative)
        .count();
    let supers = std::iter::repeat(quote!(super::)).take(depth + 1);
    let down = cx.type_path_prefix(to);
    quote!(self:: #(#supers)* #down)
}

/// The namespace a type is declared in.
pub(crate) fn module_of_type(ir: &Ir, id: TypeId) -> ModuleId {
    match &ir.ty(id).kind {
        TypeKind::Record(r) => r.module,
        TypeKind::Enum(e) => e.module,
        TypeKind::Alias { module, .. } => *module,
        _ => ModuleId::ROOT,
    }
}

/// The namespace whose module holds a root's items.
pub(crate) fn module_of_root(ir: &Ir, root: Root) -> ModuleId {
    match root {
        Root::Type(id) => module_of_type(ir, id),
        Root::Function(i) => ir.functions[i].module,
        Root::Var(i) => ir.vars[i].module,
        Root::Objc(_) => ModuleId::ROOT,
        Root::Module(m) => ir.module(m).and_then(|m| m.parent).unwrap_or_default(),
    }
}

impl Cx<'_> {
    /// The path to the module a type is emitted in, from inside any other
    /// (`root::outer::` under `--enable-cxx-namespaces`, else `root::` or
    /// nothing, as [`Cx::root_prefix`]).
    pub(crate) fn type_path_prefix(&self, id: TypeId) -> TokenStream {
        if !self.opts.enable_cxx_namespaces || !self.ir.cxx {
            return self.root_prefix();
        }
        let module = module_of_type(self.ir, id);
        let mut path = quote!(root::);
        for (m, _) in self.ir.module_path(module) {
            if self.ir.modules[m.0].inline && !self.opts.conservative_inline_namespaces {
                continue;
            }
            let seg = ident(&self.an.cxx.module_names[m.0]);
            path.extend(quote!(#seg::));
        }
        path
    }
}
