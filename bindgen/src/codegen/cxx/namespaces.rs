//! `--enable-cxx-namespaces`: items go into nested `pub mod`s inside
//! `pub mod root`, one per namespace, each placed where its namespace is
//! first opened; inline namespaces melt into their parent unless
//! `--conservative-inline-namespaces`.

use super::super::cx::Cx;
use super::super::lits::ident;
use super::super::paths::module_of_root;
use crate::ir::{Ir, ModuleId, Root};
use proc_macro2::TokenStream;
use quote::quote;

enum Entry {
    Items(Vec<TokenStream>),
    Child(ModuleId),
}

/// Items collected per namespace, then nested into modules.
pub(crate) struct ModuleTree {
    entries: Vec<Vec<Entry>>,
    /// `--merge-extern-blocks`: each module's declarations, merged at its end.
    externs: Vec<Vec<TokenStream>>,
    conservative: bool,
    /// Namespaces that get a module even when nothing is emitted in them
    /// (decided in analysis).
    kept_empty: std::collections::HashSet<ModuleId>,
}

impl ModuleTree {
    /// An empty tree for the IR's namespaces.
    pub(crate) fn new(cx: &Cx<'_>) -> Self {
        let n = cx.ir.modules.len().max(1);
        let mut kept_empty = crate::analysis::namespaces::namespaces_kept_empty(
            cx.ir,
            cx.opts,
            cx.an.match_names.as_deref().unwrap_or(&cx.an.names),
            &cx.an.blocklisted,
        );
        kept_empty.extend(crate::analysis::namespaces::spelling_named(
            cx.ir,
            &allowlisted_by_name(cx),
        ));
        // A selected class template keeps its namespace even when it emits
        // nothing (left out for a value parameter), as upstream's; a
        // blocklisted one through its items without a name (its type
        // parameters, a member array or pointer), unless the blocklists
        // match the empty name (`.*`).
        let nameless_blocked =
            cx.opts.blocklisted_types.matches("") || cx.opts.blocklisted_items.matches("");
        kept_empty.extend(cx.an.selection.types.iter().filter_map(|id| {
            let crate::ir::TypeKind::Record(r) = &cx.ir.ty(*id).kind else {
                return None;
            };
            let g = r.generic.as_ref()?;
            let nameless = !g.params.is_empty()
                || r.fields.iter().any(|f| {
                    !matches!(
                        cx.ir.ty(f.ty).kind,
                        crate::ir::TypeKind::Bool
                            | crate::ir::TypeKind::Int(_)
                            | crate::ir::TypeKind::Float(_)
                    )
                });
            let through_params = nameless && !nameless_blocked;
            (!cx.an.blocklisted.contains(id) || through_params).then_some(r.module)
        }));
        ModuleTree {
            entries: (0..n).map(|_| Vec::new()).collect(),
            externs: (0..n).map(|_| Vec::new()).collect(),
            conservative: cx.opts.conservative_inline_namespaces,
            kept_empty,
        }
    }

    /// The namespace that gets a module for items of `m`: `m` itself, or
    /// the nearest ancestor that is not an inline namespace melted away.
    fn home(&self, ir: &Ir, m: ModuleId) -> ModuleId {
        use crate::fixpoint::{walk, Step};
        walk(
            "the inline-namespace parents of a module",
            m,
            |m| match ir.module(m) {
                Some(module) if module.inline && !self.conservative => {
                    Step::Next(module.parent.unwrap_or_default())
                }
                _ => Step::Done(m),
            },
        )
        .unwrap_or(m)
    }

    /// Adds one root's items (and its declarations for the merged extern
    /// block of its module).
    pub(crate) fn add(
        &mut self,
        ir: &Ir,
        root: Root,
        items: Vec<TokenStream>,
        externs: Vec<TokenStream>,
    ) {
        if !externs.is_empty() {
            let home = self.home(ir, module_of_root(ir, root));
            self.externs[home.0].extend(externs);
        }
        if let Root::Module(m) = root {
            if self.home(ir, m) == m {
                let parent = self.home(ir, module_of_root(ir, root));
                self.entries[parent.0].push(Entry::Child(m));
            }
            return;
        }
        if items.is_empty() {
            return;
        }
        let home = self.home(ir, module_of_root(ir, root));
        self.entries[home.0].push(Entry::Items(items));
    }

    /// The items of file scope, with every namespace's module nested in.
    pub(crate) fn finish(mut self, cx: &Cx<'_>) -> Vec<TokenStream> {
        self.items_of(cx, ModuleId::ROOT, 1)
    }

    fn items_of(&mut self, cx: &Cx<'_>, m: ModuleId, depth: usize) -> Vec<TokenStream> {
        let mut out = Vec::new();
        for e in std::mem::take(&mut self.entries[m.0]) {
            match e {
                Entry::Items(items) => out.extend(items),
                Entry::Child(c) => {
                    let inner = self.items_of(cx, c, depth + 1);
                    // A namespace with nothing emitted in it (or below) gets
                    // no module, unless upstream gives it an empty one.
                    let kept = self.kept_empty.iter().any(|k| self.home(cx.ir, *k) == c);
                    if inner.is_empty() && !kept {
                        continue;
                    }
                    let name = ident(&cx.an.cxx.module_names[c.0]);
                    let supers = std::iter::repeat(quote!(super::)).take(depth + 1);
                    out.push(quote! {
                        pub mod #name {
                            #[allow(unused_imports)]
                            use self::#(#supers)* root;
                            #(#inner)*
                        }
                    });
                }
            }
        }
        let externs = std::mem::take(&mut self.externs[m.0]);
        if !externs.is_empty() {
            out.push(super::super::extern_fns::merge_blocks(cx, externs));
        }
        out
    }
}

/// The types the type and item allowlists name (classes, enums, typedefs,
/// and instantiations by their template's name).
fn allowlisted_by_name(cx: &Cx<'_>) -> std::collections::HashSet<crate::ir::TypeId> {
    let mut out = cx.an.selection.named_instantiations.clone();
    if !cx.opts.is_allowlisting() {
        return out;
    }
    let names = cx.an.match_names.as_deref().unwrap_or(&cx.an.names);
    for (i, t) in cx.ir.types.iter().enumerate() {
        let named = matches!(
            t.kind,
            crate::ir::TypeKind::Record(_)
                | crate::ir::TypeKind::Enum(_)
                | crate::ir::TypeKind::Alias { .. }
        );
        let Some(name) = names.get(i).and_then(|n| n.as_deref()) else {
            continue;
        };
        if named
            && (cx.opts.allowlisted_types.matches(name) || cx.opts.allowlisted_items.matches(name))
        {
            out.insert(crate::ir::TypeId(i));
        }
    }
    out
}
