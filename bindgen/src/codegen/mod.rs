//! IR + analyses + options -> Rust tokens. No clang, no mutation of the IR.
//!
//! Output order (as upstream's): helper types, then every macro constant, then
//! the remaining items in declaration order; a record's nested types follow
//! it, and its layout checks come after them.

mod annotated;
mod attrs;
mod bitfield_unit;
mod bitfields;
mod bitfields_text;
mod callback_hooks;
mod cx;
mod cxx;
mod direct;
mod dynamic;
mod enums;
mod extern_fns;
mod fastfmt;
mod field_accessors;
mod fields;
mod flex_dst;
mod fn_macros;
mod functions;
mod helpers;
mod impls;
mod int_type;
mod items;
mod layout_tests;
mod lines;
mod lits;
mod model;
mod objc;
mod parallel;
mod paths;
mod preformat;
#[cfg(test)]
mod rustfmt_probe;
mod shapes;
mod structs;
mod ty;
mod typefmt;
mod vars;

use cx::{Cx, Out};

use items::{macro_items, root_items, RootOutput};
use model::{Item, Items};

use crate::analysis::Analyses;
use crate::ir::{Ir, MacroConst, TypeId, TypeKind};
use crate::options::plan::Plan;
use crate::options::BindgenOptions;
use crate::output::OutputItem;
use proc_macro2::TokenStream;
use quote::quote;
use std::thread::{Scope, ScopedJoinHandle};

/// Generated items, in order, plus side outputs.
pub(crate) struct Generated {
    pub items: Vec<OutputItem>,
    /// The C file of static-function wrappers (`--wrap-static-fns`).
    pub static_wrappers: Option<String>,
    /// Input problems that make the output unusable: (message, location).
    pub errors: Vec<(String, String)>,
}

/// Macro constants joined late by the driver, and which of them are
/// selected (the selection is an analysis, run by the driver too).
pub(crate) type LateMacros = (Vec<MacroConst>, std::collections::HashSet<usize>);

/// Code generation under way: this thread's roots are generated (and, with
/// direct text, printed) while the helper thread, if any, generates the rest.
/// The driver may join the macro worker meanwhile and hands its constants to
/// [`Generation::finish`].
pub(crate) struct Generation<'scope, 'env> {
    cx: Cx<'env>,
    /// This thread's side output so far.
    acc: Out,
    opts: &'env BindgenOptions,
    body: Items,
    out: RootOutput,
    helper: Option<ScopedJoinHandle<'scope, parallel::Part>>,
}

/// Starts code generation; the helper thread (when the plan splits the work)
/// runs in `scope`. With the late macro join planned, the IR holds no macro
/// constants yet: [`Generation::finish`] takes them and emits them first, as
/// usual.
pub(crate) fn start<'scope, 'env>(
    scope: &'scope Scope<'scope, 'env>,
    ir: &'env Ir,
    an: &'env Analyses,
    opts: &'env BindgenOptions,
    plan: &Plan,
) -> Generation<'scope, 'env> {
    let cx = Cx::new(ir, an, opts, &opts.parse_callbacks, plan, items::type_items);
    warn_options_on_undefined_enums(&cx);
    let mut acc = Out::default();
    let mut body = macro_items(&cx, &ir.macros, &an.selection.macros);
    body.extend(fn_macros::fn_macro_items(
        &cx,
        &ir.fn_macros,
        &an.selection.fn_macros,
    ));
    let mut out = RootOutput {
        body: Items::new(),
        externs: Vec::new(),
        dynamic: opts
            .dynamic_library_name
            .as_ref()
            .map(|_| dynamic::DynamicItems::default()),
    };
    // Big inputs: the later roots are generated (and printed) on a second
    // thread meanwhile; see `parallel.rs`.
    // `--enable-cxx-namespaces` on C++ input: items are sorted into
    // modules, on this thread.
    let tree = opts.enable_cxx_namespaces && ir.cxx;
    let split = if tree {
        ir.roots.len()
    } else {
        parallel::split_point(&cx).unwrap_or(ir.roots.len())
    };
    let (mine, theirs) = ir.roots.split_at(split);
    let helper = (!theirs.is_empty()).then(|| parallel::spawn(scope, &cx, mine, theirs));
    if tree {
        let mut modules = cxx::namespaces::ModuleTree::new(&cx);
        for root in mine {
            let mut one = RootOutput {
                body: Items::new(),
                externs: Vec::new(),
                dynamic: out.dynamic.take(),
            };
            root_items(&cx, &mut acc, *root, &mut one);
            out.dynamic = one.dynamic;
            // (Module items are tokens: no direct printing here.)
            let tokens = one.body.into_iter().map(Item::into_tokens).collect();
            modules.add(ir, *root, tokens, one.externs);
        }
        out.body = modules.finish(&cx).into_iter().collect();
    } else {
        for root in mine {
            root_items(&cx, &mut acc, *root, &mut out);
        }
    }
    body.append(&mut out.body);
    // This thread prints its own part while the helper (or the macro
    // thread) finishes.
    if cx.direct_text() {
        body = direct::print(std::mem::take(&mut body));
    }
    Generation {
        cx,
        acc,
        opts,
        body,
        out,
        helper,
    }
}

impl Generation<'_, '_> {
    /// Emits the late macro constants (first), joins the helper thread and
    /// completes the output.
    pub(crate) fn finish(self, late: Option<LateMacros>) -> Generated {
        let Generation {
            cx,
            mut acc,
            opts,
            mut body,
            out,
            helper,
        } = self;
        // (Macro constants joined late are not in the IR; `root` needs to
        // know of them, see `root_module_emitted`.)
        let late_macros = late.as_ref().is_some_and(|(m, _)| !m.is_empty());
        if let Some((macros, selected)) = late {
            let mut items = macro_items(&cx, &macros, &selected);
            // Printed on arrival, as the body was: tens of thousands of
            // constants are held as text, not as models, until the end.
            if cx.direct_text() {
                items = direct::print(items);
            }
            body.splice(0..0, items);
        }
        if let Some(helper) = helper {
            parallel::join(&mut acc, helper, &mut body);
        }
        complete(cx, acc, opts, body, out, late_macros)
    }
}

/// The items after the roots (merged extern blocks, template checks, the
/// dynamic-loading struct), the helper types before them, and the final
/// printing.
fn complete(
    cx: Cx<'_>,
    mut acc: Out,
    opts: &BindgenOptions,
    mut body: Items,
    out: RootOutput,
    late_macros: bool,
) -> Generated {
    let RootOutput {
        externs, dynamic, ..
    } = out;
    if !externs.is_empty() {
        body.push(extern_fns::merge_blocks(&cx, externs));
    }
    body.extend(cxx::templates::instantiation_checks(&cx, &mut acc.needs));
    let dynamic_struct = match (dynamic, opts.dynamic_library_name.as_deref()) {
        (Some(d), Some(name)) => Some(d.finish(name)),
        _ => None,
    };
    if !opts.enable_cxx_namespaces {
        body.extend(dynamic_struct.clone());
    }
    if opts.sort_semantically {
        body = sort_semantically(body);
    }
    if acc.needs.block {
        // The crate block types name, first among the items (as upstream).
        let import = if opts.block_extern_crate {
            quote::quote!(
                extern crate block;
            )
        } else {
            quote::quote!(
                use block;
            )
        };
        body.insert(0, Item::Tokens(import));
    }
    let mut items = helpers::helpers(&cx, &acc.needs);
    if acc.needs.objc && opts.codegen_config.types() {
        // The `objc` crate's prelude comes before everything, the helper
        // types and the block crate's import included (as upstream orders
        // them). Upstream writes it with the types: `--generate functions`
        // leaves it out.
        let mut prelude: Items = objc::prelude(&cx).into_iter().collect();
        prelude.append(&mut items);
        items = prelude;
    }
    if opts.enable_cxx_namespaces {
        // The dynamic-loading struct stays outside the module, as upstream.
        items = if root_module_emitted(&cx, &items, &body, late_macros) {
            let tokens = |items: Items| -> Vec<TokenStream> {
                items.into_iter().map(Item::into_tokens).collect()
            };
            let module = root_module(&cx, &tokens(items), &tokens(body));
            Items(vec![Item::Tokens(module)])
        } else {
            Items::new()
        };
        items.extend(dynamic_struct);
    } else {
        items.extend(body);
    }
    let static_wrappers = if opts.wrap_static_fns {
        let header = opts.input_headers.last().cloned().unwrap_or_default();
        extern_fns::static_wrappers_c(&cx, &header)
    } else {
        None
    };
    // Model items become text (direct printing) or tokens here.
    let items = direct::output(items, cx.fast_format());
    let errors = acc.errors;
    Generated {
        items,
        static_wrappers,
        errors,
    }
}

/// `--enable-cxx-namespaces`: whether `pub mod root` is written. Upstream
/// leaves it out, and writes nothing at all, when nothing was selected:
/// no item, no namespace, no raw line for it (`--generate vars` on a
/// header of functions; a function allowlist with `--generate types`), or
/// when the item blocklist names file scope.
fn root_module_emitted(cx: &Cx<'_>, helpers: &[Item], rest: &[Item], late_macros: bool) -> bool {
    // The item blocklist naming file scope (`.*`) takes `root` away with
    // everything in it, its raw lines too.
    if crate::analysis::namespaces::item_blocked_modules(cx.ir, cx.opts)
        .contains(&crate::ir::ModuleId::ROOT)
    {
        return false;
    }
    let sel = &cx.an.selection;
    // Without allowlists upstream generates the builtin types of the macro
    // constants too, which belong to `root`.
    let macro_types = late_macros && !cx.opts.is_allowlisting() && cx.opts.codegen_config.types();
    macro_types
        || !helpers.is_empty()
        || !rest.is_empty()
        || cx.opts.module_lines.iter().any(|(m, _)| m == "root")
        || !sel.types.is_empty()
        || !sel.functions.is_empty()
        || !sel.vars.is_empty()
        || !sel.macros.is_empty()
        || !sel.objc.is_empty()
        || sel.fn_macros.iter().any(|k| *k)
        || crate::analysis::namespaces::namespaces_kept_empty(
            cx.ir,
            cx.opts,
            cx.an.match_names.as_deref().unwrap_or(&cx.an.names),
            &cx.an.blocklisted,
        )
        .contains(&crate::ir::ModuleId::ROOT)
}

/// `--enable-cxx-namespaces`: the items inside `pub mod root`, after the
/// helper types, a `use` of `root` itself (so `root::` paths resolve in
/// nested modules too) and the module's `--module-raw-line`s.
fn root_module(cx: &Cx<'_>, helpers: &[TokenStream], rest: &[TokenStream]) -> TokenStream {
    let raw_lines = cx
        .opts
        .module_lines
        .iter()
        .filter(|(m, _)| m == "root")
        .map(|(_, l)| l.parse::<TokenStream>().unwrap_or_default());
    quote! {
        #[allow(non_snake_case, non_camel_case_types, non_upper_case_globals)]
        pub mod root {
            #(#helpers)*
            #[allow(unused_imports)]
            use self::super::root;
            #(#raw_lines)*
            #(#rest)*
        }
    }
}

/// A rustified enum whose options cannot apply because the
/// enum is blocklisted (or never defined) keeps its plain name; say so.
fn warn_options_on_undefined_enums(cx: &Cx<'_>) {
    for (i, t) in cx.ir.types.iter().enumerate() {
        let id = TypeId(i);
        if !matches!(t.kind, TypeKind::Enum(_)) || !cx.an.selection.types.contains(&id) {
            continue;
        }
        let defined = enums::has_definition(cx, id);
        if !defined && !enums::rust_options(cx, id).is_empty() {
            crate::logging::warn(&format!(
                "enum `{}` is blocklisted or not defined: no raw `_ctype` type is generated and its uses keep the enum's name",
                cx.an.name(id)
            ));
        }
    }
}

/// `--sort-semantically`: type aliases and re-exports, then records and enums
/// (with their impls and layout checks), then constants, then extern blocks.
/// The sort is stable, so each group keeps declaration order.
fn sort_semantically(items: Items) -> Items {
    fn rank(item: &Item) -> u8 {
        // (The other model items are layout blocks, helper types and
        // accessor impls.)
        let item = match item {
            Item::Tokens(item) => item,
            Item::Const(_) => return 2,
            _ => return 1,
        };
        let mut toks = item.clone().into_iter().peekable();
        // Skip attributes (`#` followed by a bracket group).
        while let Some(proc_macro2::TokenTree::Punct(p)) = toks.peek() {
            if p.as_char() != '#' {
                break;
            }
            toks.next();
            toks.next();
        }
        let words: Vec<String> = toks.take(3).map(|t| t.to_string()).collect();
        let w = |i: usize| words.get(i).map(String::as_str).unwrap_or("");
        match (w(0), w(1)) {
            ("pub", "type") | ("pub", "use") => 0,
            ("pub", "const") => 2,
            ("unsafe", "extern") | ("extern", _) => 3,
            _ => 1,
        }
    }
    let mut ranked: Vec<(u8, Item)> = items.into_iter().map(|i| (rank(&i), i)).collect();
    ranked.sort_by_key(|(r, _)| *r);
    ranked.into_iter().map(|(_, i)| i).collect()
}
