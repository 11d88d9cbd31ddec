//! The item dispatcher: the items of one root (a declaration in source
//! order), of a named type (once), and of the selected macro constants.

use super::cx::{Cx, Out};
use super::model::Items;
use super::{cxx, dynamic, enums, extern_fns, functions, objc, structs, vars};
use crate::ir::{MacroConst, Root, TypeId, TypeKind};
use proc_macro2::TokenStream;
use std::collections::HashSet;

/// What the roots produce: items in order, extern items to merge
/// (`--merge-extern-blocks`) and the dynamic-loading struct's parts.
pub(super) struct RootOutput {
    pub(super) body: Items,
    pub(super) externs: Vec<TokenStream>,
    pub(super) dynamic: Option<dynamic::DynamicItems>,
}

/// Generates one root (a declaration in source order) into `out`.
pub(super) fn root_items(cx: &Cx<'_>, acc: &mut Out, root: Root, out: &mut RootOutput) {
    let (ir, an, opts) = (cx.ir, cx.an, cx.opts);
    match root {
        Root::Type(id) => {
            out.body.extend(cx.type_item(acc, id));
            out.externs.append(&mut acc.held_externs);
        }
        // A calling convention the Rust target lacks: the function is left
        // out with a warning, as upstream.
        Root::Function(i)
            if an.selection.functions.contains(&i)
                && !functions::abi_usable(cx, &ir.functions[i]) => {}
        Root::Function(i) if an.selection.functions.contains(&i) && out.dynamic.is_some() => {
            if let Some(d) = out.dynamic.as_mut() {
                d.add_function(cx, &mut acc.needs, &ir.functions[i]);
            }
            extern_fns::report_function(cx, i);
        }
        Root::Var(i)
            if an.selection.vars.contains(&i)
                && out.dynamic.is_some()
                && ir.vars[i].value.is_none() =>
        {
            if let Some(d) = out.dynamic.as_mut() {
                d.add_var(cx, &mut acc.needs, &ir.vars[i]);
            }
            if !cx.callbacks.is_empty() {
                cx.report_var(i, &ir.vars[i].name, false);
            }
        }
        Root::Function(i) if an.selection.functions.contains(&i) => {
            let (item, is_extern) = extern_fns::function(cx, &mut acc.needs, &ir.functions[i]);
            extern_fns::report_function(cx, i);
            if is_extern && opts.merge_extern_blocks {
                out.externs.push(item);
            } else {
                out.body.push(item);
            }
        }
        Root::Var(i) if an.selection.vars.contains(&i) => {
            let (item, is_extern) = vars::var(cx, &mut acc.needs, &ir.vars[i]);
            vars::report_var(cx, i, is_extern);
            if is_extern && opts.merge_extern_blocks {
                out.externs.push(item);
            } else {
                out.body.push(item);
            }
        }
        Root::Objc(o) if an.selection.objc.contains(&o) => {
            out.body.extend(objc::item(cx, &mut acc.needs, o))
        }
        Root::Module(_) | Root::Function(_) | Root::Var(_) | Root::Objc(_) => {}
    }
}

/// The items of the selected macro constants, in order.
pub(super) fn macro_items(cx: &Cx<'_>, macros: &[MacroConst], selected: &HashSet<usize>) -> Items {
    let mut out = Items::new();
    // (Integer constants, tens of thousands in system headers, are models:
    // printed as text without tokens.)
    for (i, m) in macros.iter().enumerate() {
        if selected.contains(&i) {
            let item = vars::macro_const(cx, m);
            if item.is_some() && !cx.callbacks.is_empty() {
                let name = cx.item_rename(&m.name, crate::callbacks::ItemKind::Var);
                cx.report_macro(i, &name, &m.loc);
            }
            out.extend(item);
        }
    }
    out
}

/// Items for a named type (record, enum or typedef), once: the dispatcher
/// `Cx::type_item` calls.
pub(super) fn type_items(cx: &Cx<'_>, acc: &mut Out, id: TypeId) -> Items {
    if !cx.emits_type(id) {
        if matches!(&cx.ir.ty(id).kind, TypeKind::Record(r) if r.cxx.is_some()) {
            return cx.blocklisted_class_inner(acc, id);
        }
        if cx.emits_nested_only(id) {
            let nested = cx.nested_types(id);
            return nested.iter().flat_map(|i| cx.type_item(acc, *i)).collect();
        }
        if let TypeKind::Record(r) = &cx.ir.ty(id).kind {
            // A C record left out still places the nested types selected
            // on their own (allowlisted, or used by an emitted item),
            // where upstream emits them: at the record's position.
            return r
                .inner_types
                .iter()
                .flat_map(|i| cx.type_item(acc, *i))
                .collect();
        }
        return Items::new();
    }
    if !acc.emitted.insert(id) {
        return Items::new();
    }
    if let TypeKind::Record(r) = &cx.ir.ty(id).kind {
        if r.generic.is_some() {
            // A template Rust cannot describe emits nothing, and is not
            // reported (as upstream).
            let items = cxx::templates::generic_record(cx, acc, id, r);
            if !items.is_empty() {
                cx.report_type(id);
            }
            return items;
        }
    }
    if cx.an.aliases_named_as_target.contains(&id) {
        return Items::new();
    }
    cx.report_type(id);
    match &cx.ir.ty(id).kind {
        TypeKind::Record(_) => structs::record(cx, acc, id),
        TypeKind::Alias { params, .. } if !params.is_empty() => {
            cxx::templates::generic_alias(cx, &mut acc.needs, id)
                .into_iter()
                .collect()
        }
        TypeKind::Enum(_) => enums::enum_items(cx, acc, id),
        TypeKind::Alias {
            transparent: false, ..
        } => structs::alias(cx, acc, id).into_iter().collect(),
        _ => Items::new(),
    }
}
