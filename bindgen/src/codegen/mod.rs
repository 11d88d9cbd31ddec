//! IR + analyses + options -> Rust tokens. No clang, no mutation of the IR.
//!
//! Output order (as upstream's): helper types, then every macro constant, then
//! the remaining items in declaration order; a record's nested types follow
//! it, and its layout checks come after them.

mod annotated;
mod bitfield_unit;
mod bitfields;
mod bitfields_text;
mod callback_hooks;
mod cxx;
mod dynamic;
mod enums;
mod fastfmt;
mod fn_macros;
mod functions;
mod helpers;
mod impls;
mod int_type;
mod layout_tests;
mod objc;
mod parallel;
mod preformat;
#[cfg(test)]
mod rustfmt_probe;
mod structs;
mod ty;
mod typefmt;
mod vars;

use crate::analysis::Analyses;
use crate::callbacks::ParseCallbacks;
use crate::ir::{Ir, MacroConst, Root, TypeId, TypeKind};
use crate::options::plan::Plan;
use crate::options::{BindgenOptions, SharedOptions};
use crate::output::OutputItem;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::rc::Rc;
use std::thread::{Scope, ScopedJoinHandle};

/// Read-only context of one codegen run, plus what the output turned out to need.
pub(crate) struct Cx<'a> {
    pub ir: &'a Ir,
    pub an: &'a Analyses,
    /// Every setting but the callbacks (shareable with the helper thread).
    pub opts: &'a SharedOptions,
    /// The user's callbacks: empty on the helper thread, which runs only
    /// when there are none (`parallel::split_point`).
    pub callbacks: &'a [Rc<dyn ParseCallbacks>],
    needs: Cell<Needs>,
    emitted: RefCell<HashSet<TypeId>>,
    /// Method declarations waiting to join the merged extern block
    /// (`--merge-extern-blocks`), in order.
    held_externs: RefCell<Vec<TokenStream>>,
    /// Rust names of the selected free functions, for C++ method
    /// declarations that must not take one (built on first use).
    free_fn_names: std::cell::OnceCell<HashSet<String>>,
    /// Rust names of the selected variables and the first class whose
    /// method declarations are named so (by class order), for C++ method
    /// declarations that must not take one (built on first use).
    taken_values: std::cell::OnceCell<cxx::TakenValues>,
    /// `--override-abi` patterns, compiled once per run (asked for every
    /// function and function-pointer type): (ABI, whole-name pattern).
    abi_patterns: std::cell::OnceCell<Vec<(String, Option<regex::Regex>)>>,
    preformatted: RefCell<Vec<String>>,
    errors: RefCell<Vec<(String, String)>>,
    /// The run's fast paths (`options::plan`).
    plan: Plan,
}

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
    opts: &'env BindgenOptions,
    body: Vec<TokenStream>,
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
    let cx = Cx::new(ir, an, opts, &opts.parse_callbacks, plan);
    warn_options_on_undefined_enums(&cx);
    let mut body = macro_items(&cx, &ir.macros, &an.selection.macros);
    body.extend(fn_macros::fn_macro_items(
        &cx,
        &ir.fn_macros,
        &an.selection.fn_macros,
    ));
    let mut out = RootOutput {
        body: Vec::new(),
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
        let mut modules = cxx::ModuleTree::new(&cx);
        for root in mine {
            let mut one = RootOutput {
                body: Vec::new(),
                externs: Vec::new(),
                dynamic: out.dynamic.take(),
            };
            root_items(&cx, *root, &mut one);
            out.dynamic = one.dynamic;
            modules.add(ir, *root, one.body, one.externs);
        }
        out.body = modules.finish(&cx);
    } else {
        for root in mine {
            root_items(&cx, *root, &mut out);
        }
    }
    body.append(&mut out.body);
    // This thread prints its own part while the helper (or the macro
    // thread) finishes.
    if cx.direct_text() {
        body = fast_format(&cx, std::mem::take(&mut body));
    }
    Generation {
        cx,
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
            opts,
            mut body,
            out,
            helper,
        } = self;
        if let Some((macros, selected)) = late {
            let items = macro_items(&cx, &macros, &selected);
            body.splice(0..0, items);
        }
        if let Some(helper) = helper {
            parallel::join(&cx, helper, &mut body);
        }
        complete(cx, opts, body, out)
    }
}

/// The items after the roots (merged extern blocks, template checks, the
/// dynamic-loading struct), the helper types before them, and the final
/// printing.
fn complete(
    cx: Cx<'_>,
    opts: &BindgenOptions,
    mut body: Vec<TokenStream>,
    out: RootOutput,
) -> Generated {
    let RootOutput {
        externs, dynamic, ..
    } = out;
    if !externs.is_empty() {
        body.push(functions::merge_blocks(&cx, externs));
    }
    body.extend(cxx::templates::instantiation_checks(&cx));
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
    if cx.needs().block {
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
        body.insert(0, import);
    }
    let mut items = helpers::helpers(&cx);
    if cx.needs().objc && opts.codegen_config.types() {
        // The `objc` crate's prelude comes before everything, the helper
        // types and the block crate's import included (as upstream orders
        // them). Upstream writes it with the types: `--generate functions`
        // leaves it out.
        let mut prelude = objc::prelude(&cx);
        prelude.append(&mut items);
        items = prelude;
    }
    if opts.enable_cxx_namespaces {
        // The dynamic-loading struct stays outside the module, as upstream.
        items = vec![root_module(&cx, &items, &body)];
        items.extend(dynamic_struct);
    } else {
        items.extend(body);
    }
    let static_wrappers = if opts.wrap_static_fns {
        let header = opts.input_headers.last().cloned().unwrap_or_default();
        functions::static_wrappers_c(&cx, &header)
    } else {
        None
    };
    if cx.fast_format() {
        items = fast_format(&cx, items);
    }
    // Inside code generation a pre-formatted piece travels among the token
    // items as a placeholder (`Cx::preformatted`); here each becomes its text.
    let mut texts: Vec<Option<String>> = cx.preformatted.take().into_iter().map(Some).collect();
    let items = items
        .into_iter()
        .map(|item| {
            match marker_index(&item).and_then(|n| texts.get_mut(n).and_then(Option::take)) {
                Some(text) => OutputItem::Text(text),
                None => OutputItem::Tokens(item),
            }
        })
        .collect();
    let errors = cx.errors.take();
    Generated {
        items,
        static_wrappers,
        errors,
    }
}

/// What the roots produce: items in order, extern items to merge
/// (`--merge-extern-blocks`) and the dynamic-loading struct's parts.
struct RootOutput {
    body: Vec<TokenStream>,
    externs: Vec<TokenStream>,
    dynamic: Option<dynamic::DynamicItems>,
}

/// Generates one root (a declaration in source order) into `out`.
fn root_items(cx: &Cx<'_>, root: Root, out: &mut RootOutput) {
    let (ir, an, opts) = (cx.ir, cx.an, cx.opts);
    match root {
        Root::Type(id) => {
            out.body.extend(cx.type_item(id));
            out.externs.append(&mut cx.held_externs.borrow_mut());
        }
        // A calling convention the Rust target lacks: the function is left
        // out with a warning, as upstream.
        Root::Function(i)
            if an.selection.functions.contains(&i)
                && !functions::abi_usable(cx, &ir.functions[i]) => {}
        Root::Function(i) if an.selection.functions.contains(&i) && out.dynamic.is_some() => {
            if let Some(d) = out.dynamic.as_mut() {
                d.add_function(cx, &ir.functions[i]);
            }
            report_function(cx, i);
        }
        Root::Var(i)
            if an.selection.vars.contains(&i)
                && out.dynamic.is_some()
                && ir.vars[i].value.is_none() =>
        {
            if let Some(d) = out.dynamic.as_mut() {
                d.add_var(cx, &ir.vars[i]);
            }
            if !cx.callbacks.is_empty() {
                cx.report_var(i, &ir.vars[i].name, false);
            }
        }
        Root::Function(i) if an.selection.functions.contains(&i) => {
            let (item, is_extern) = functions::function(cx, &ir.functions[i]);
            report_function(cx, i);
            if is_extern && opts.merge_extern_blocks {
                out.externs.push(item);
            } else {
                out.body.push(item);
            }
        }
        Root::Var(i) if an.selection.vars.contains(&i) => {
            let (item, is_extern) = vars::var(cx, &ir.vars[i]);
            report_var(cx, i, is_extern);
            if is_extern && opts.merge_extern_blocks {
                out.externs.push(item);
            } else {
                out.body.push(item);
            }
        }
        Root::Objc(o) if an.selection.objc.contains(&o) => out.body.extend(objc::item(cx, o)),
        Root::Module(_) | Root::Function(_) | Root::Var(_) | Root::Objc(_) => {}
    }
}

/// The items of the selected macro constants, in order.
fn macro_items(cx: &Cx<'_>, macros: &[MacroConst], selected: &HashSet<usize>) -> Vec<TokenStream> {
    let mut out = Vec::new();
    // Integer constants (tens of thousands in system headers) are written as
    // text straight away; a run of them becomes one pre-formatted piece.
    // `--sort-semantically` ranks items by their tokens, so it keeps tokens.
    let direct_consts = cx.direct_text();
    let mut run = String::new();
    for (i, m) in macros.iter().enumerate() {
        if selected.contains(&i) {
            if direct_consts && vars::macro_const_text(cx, m, &mut run) {
                continue;
            }
            if !run.is_empty() {
                out.push(cx.preformatted(std::mem::take(&mut run)));
            }
            let item = vars::macro_const(cx, m);
            if item.is_some() && !cx.callbacks.is_empty() {
                let name = cx.item_rename(&m.name, crate::callbacks::ItemKind::Var);
                cx.report_macro(i, &name, &m.loc);
            }
            out.extend(item);
        }
    }
    if !run.is_empty() {
        out.push(cx.preformatted(run));
    }
    out
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

/// `new_item_found` for function `i`, under its final Rust name.
fn report_function(cx: &Cx<'_>, i: usize) {
    if !cx.callbacks.is_empty() {
        let (name, _) = functions::function_names(cx, &cx.ir.functions[i]);
        cx.report_function(i, name.to_string().trim_start_matches("r#"));
    }
}

/// `new_item_found` for variable `i`: a `Constant` for a `pub const`, else
/// a `Variable` under its final Rust name.
fn report_var(cx: &Cx<'_>, i: usize, is_static: bool) {
    if cx.callbacks.is_empty() {
        return;
    }
    let v = &cx.ir.vars[i];
    let kind = crate::callbacks::ItemKind::Var;
    let name = if is_static {
        let (name, _) = vars::static_names(cx, v);
        name.to_string().trim_start_matches("r#").to_string()
    } else {
        cx.item_rename(&v.name, kind)
    };
    cx.report_var(i, &name, !is_static);
}

impl<'a> Cx<'a> {
    fn new(
        ir: &'a Ir,
        an: &'a Analyses,
        opts: &'a SharedOptions,
        callbacks: &'a [Rc<dyn ParseCallbacks>],
        plan: &Plan,
    ) -> Self {
        Cx {
            ir,
            an,
            opts,
            callbacks,
            needs: Cell::new(Needs::default()),
            emitted: RefCell::new(HashSet::new()),
            held_externs: RefCell::new(Vec::new()),
            free_fn_names: std::cell::OnceCell::new(),
            taken_values: std::cell::OnceCell::new(),
            abi_patterns: std::cell::OnceCell::new(),
            preformatted: RefCell::new(Vec::new()),
            errors: RefCell::new(Vec::new()),
            plan: *plan,
        }
    }
}

/// `N` when `item` is the marker `__bindgen_preformatted!(N);`.
fn marker_index(item: &TokenStream) -> Option<usize> {
    let mut it = item.clone().into_iter();
    match it.next()? {
        proc_macro2::TokenTree::Ident(i) if i == "__bindgen_preformatted" => {}
        _ => return None,
    }
    it.next()?;
    let proc_macro2::TokenTree::Group(g) = it.next()? else {
        return None;
    };
    if it.count() != 1 {
        return None;
    }
    g.stream().to_string().parse().ok()
}

impl Cx<'_> {
    /// The `--override-abi` patterns, compiled (a pattern that does not
    /// compile matches nothing, as before).
    pub(crate) fn abi_patterns(&self) -> &[(String, Option<regex::Regex>)] {
        self.abi_patterns.get_or_init(|| {
            self.opts
                .abi_overrides
                .iter()
                .map(|(abi, pattern)| {
                    let re = regex::Regex::new(&format!("^({pattern})$")).ok();
                    (abi.to_string(), re)
                })
                .collect()
        })
    }

    /// The Rust names of the selected free functions.
    pub(crate) fn free_function_names(&self) -> &HashSet<String> {
        self.free_fn_names.get_or_init(|| {
            self.an
                .selection
                .functions
                .iter()
                .map(|&i| {
                    functions::function_names(self, &self.ir.functions[i])
                        .0
                        .to_string()
                })
                .collect()
        })
    }

    /// Names in the value namespace a C++ method declaration must not take
    /// besides the free functions': variables, and other classes' method
    /// declarations.
    pub(crate) fn taken_values(&self) -> &cxx::TakenValues {
        self.taken_values
            .get_or_init(|| cxx::TakenValues::compute(self))
    }

    /// Whether `type_item` emits `id` at all (selected, not blocklisted).
    fn emits_type(&self, id: TypeId) -> bool {
        self.an.selection.types.contains(&id) && !self.an.blocklisted.contains(&id)
    }

    /// Whether `id` is selected but blocklisted: its own item is left out,
    /// the nested types of a record are still emitted, as upstream.
    fn emits_nested_only(&self, id: TypeId) -> bool {
        self.an.selection.types.contains(&id) && self.an.blocklisted.contains(&id)
    }

    /// The nested types a record's items include (`structs::record` emits
    /// them right after its definition, when it has one).
    fn nested_types(&self, id: TypeId) -> &[TypeId] {
        match &self.ir.ty(id).kind {
            TypeKind::Record(r) if self.an.plans.contains_key(&id) => &r.inner_types,
            _ => &[],
        }
    }

    /// Items for a named type (record, enum or typedef), once.
    pub(crate) fn type_item(&self, id: TypeId) -> Vec<TokenStream> {
        if !self.emits_type(id) {
            if matches!(&self.ir.ty(id).kind, TypeKind::Record(r) if r.cxx.is_some()) {
                return self.blocklisted_class_inner(id);
            }
            if self.emits_nested_only(id) {
                let nested = self.nested_types(id);
                return nested.iter().flat_map(|i| self.type_item(*i)).collect();
            }
            if let TypeKind::Record(r) = &self.ir.ty(id).kind {
                // A C record left out still places the nested types selected
                // on their own (allowlisted, or used by an emitted item),
                // where upstream emits them: at the record's position.
                return r
                    .inner_types
                    .iter()
                    .flat_map(|i| self.type_item(*i))
                    .collect();
            }
            return Vec::new();
        }
        if !self.emitted.borrow_mut().insert(id) {
            return Vec::new();
        }
        if let TypeKind::Record(r) = &self.ir.ty(id).kind {
            if r.generic.is_some() {
                // A template Rust cannot describe emits nothing, and is not
                // reported (as upstream).
                let items = cxx::templates::generic_record(self, id, r);
                if !items.is_empty() {
                    self.report_type(id);
                }
                return items;
            }
        }
        if self.an.aliases_named_as_target.contains(&id) {
            return Vec::new();
        }
        self.report_type(id);
        match &self.ir.ty(id).kind {
            TypeKind::Record(_) => structs::record(self, id),
            TypeKind::Alias { params, .. } if !params.is_empty() => {
                cxx::templates::generic_alias(self, id)
            }
            TypeKind::Enum(_) => enums::enum_items(self, id),
            TypeKind::Alias {
                transparent: false, ..
            } => structs::alias(self, id),
            _ => Vec::new(),
        }
    }

    /// `::std` or `::core`.
    pub(crate) fn std(&self) -> TokenStream {
        if self.opts.use_core {
            quote!(::core)
        } else {
            quote!(::std)
        }
    }

    /// [`Cx::std`] as text, for directly printed items.
    pub(crate) fn std_text(&self) -> &'static str {
        if self.opts.use_core {
            "::core"
        } else {
            "::std"
        }
    }

    /// `#[doc = "…"]` when comments are on.
    pub(crate) fn doc(&self, doc: &Option<String>) -> TokenStream {
        match doc {
            Some(d) if self.opts.generate_comments => quote!(#[doc = #d]),
            _ => quote!(),
        }
    }

    /// The visibility tokens for fields and accessors.
    pub(crate) fn vis(&self) -> TokenStream {
        use crate::options::FieldVisibilityKind as V;
        match self.opts.default_visibility {
            V::Public => quote!(pub),
            V::PublicCrate => quote!(pub(crate)),
            V::Private => quote!(),
        }
    }

    /// `root::` before paths to generated items under
    /// `--enable-cxx-namespaces` (they live in `pub mod root`), else nothing.
    pub(crate) fn root_prefix(&self) -> TokenStream {
        if self.opts.enable_cxx_namespaces {
            quote!(root::)
        } else {
            TokenStream::new()
        }
    }

    /// Whether items may be printed directly in rustfmt's layout (the
    /// plan's direct printing).
    pub(crate) fn fast_format(&self) -> bool {
        self.plan.direct_printing.on
    }

    /// Whether constants are written as text without tokens (the plan's
    /// direct text: direct printing, and nothing ranks items by tokens).
    pub(crate) fn direct_text(&self) -> bool {
        self.plan.direct_text.on
    }

    /// Records an error about the input (reported after code generation).
    pub(crate) fn error(&self, msg: String, loc: String) {
        self.errors.borrow_mut().push((msg, loc));
    }

    /// A marker item standing for already formatted text.
    pub(crate) fn preformatted(&self, text: String) -> TokenStream {
        let mut list = self.preformatted.borrow_mut();
        list.push(text);
        let n = proc_macro2::Literal::usize_unsuffixed(list.len() - 1);
        quote!(__bindgen_preformatted!(#n);)
    }

    /// Which helper types the output needs so far.
    pub(crate) fn needs(&self) -> Needs {
        self.needs.get()
    }
    fn update_needs(&self, change: impl FnOnce(&mut Needs)) {
        let mut n = self.needs.get();
        change(&mut n);
        self.needs.set(n);
    }
    /// Adds another thread's findings to what the output needs.
    fn add_needs(&self, more: Needs) {
        self.update_needs(|n| {
            n.bitfield_unit |= more.bitfield_unit;
            n.complex |= more.complex;
            n.float16 |= more.float16;
            n.incomplete_array |= more.incomplete_array;
            n.union_field |= more.union_field;
            n.block |= more.block;
            n.objc |= more.objc;
            for (mine, theirs) in n.opaque_array.iter_mut().zip(more.opaque_array) {
                *mine |= theirs;
            }
        });
    }
    pub(crate) fn set_needs_bitfield_unit(&self) {
        self.update_needs(|n| n.bitfield_unit = true);
    }
    pub(crate) fn set_needs_complex(&self) {
        self.update_needs(|n| n.complex = true);
    }
    pub(crate) fn set_needs_float16(&self) {
        self.update_needs(|n| n.float16 = true);
    }
    pub(crate) fn set_needs_incomplete_array(&self) {
        self.update_needs(|n| n.incomplete_array = true);
    }
    pub(crate) fn set_needs_union_field(&self) {
        self.update_needs(|n| n.union_field = true);
    }
    pub(crate) fn set_needs_objc(&self) {
        self.update_needs(|n| n.objc = true);
    }
    pub(crate) fn set_needs_block(&self) {
        self.update_needs(|n| n.block = true);
    }
    /// `which`: 0 for `__BindgenOpaqueArray`, else log2 of the alignment
    /// (3 for `...8`, 4 for `...16`, 6 for `...64`).
    pub(crate) fn set_needs_opaque_array(&self, which: usize) {
        self.update_needs(|n| n.opaque_array[which] = true);
    }
}

/// Which helper types the output needs.
#[derive(Default, Clone, Copy)]
pub(crate) struct Needs {
    pub bitfield_unit: bool,
    pub complex: bool,
    /// `__BindgenFloat16`.
    pub float16: bool,
    pub incomplete_array: bool,
    pub union_field: bool,
    /// The `block` crate (`--generate-block`, some block type used).
    pub block: bool,
    /// `__BindgenOpaqueArray` (index 0, alignments 1-4) and
    /// `__BindgenOpaqueArrayN` (index log2 N, N from 8 up; clang rejects
    /// alignments beyond 2^28).
    pub opaque_array: [bool; 32],
    /// The `objc` crate's prelude (`use objc::…` and `id`): some
    /// Objective-C item or type is emitted.
    pub objc: bool,
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
            crate::error::warn(&format!(
                "enum `{}` is blocklisted or not defined: no raw `_ctype` type is generated and its uses keep the enum's name",
                cx.an.name(id)
            ));
        }
    }
}

/// `--sort-semantically`: type aliases and re-exports, then records and enums
/// (with their impls and layout checks), then constants, then extern blocks.
/// The sort is stable, so each group keeps declaration order.
fn sort_semantically(items: Vec<TokenStream>) -> Vec<TokenStream> {
    fn rank(item: &TokenStream) -> u8 {
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
    let mut ranked: Vec<(u8, TokenStream)> = items.into_iter().map(|i| (rank(&i), i)).collect();
    ranked.sort_by_key(|(r, _)| *r);
    ranked.into_iter().map(|(_, i)| i).collect()
}

/// Replaces items the fast printer can format with pre-formatted markers,
/// merging runs of them into one marker so rustfmt sees few items.
///
/// A `use` item is printed only with non-`use` items on both sides (rustfmt
/// sorts adjacent ones); the first and last items count as having unknown
/// neighbours, since another list (a parallel chunk) may continue there.
fn fast_format(cx: &Cx<'_>, items: Vec<TokenStream>) -> Vec<TokenStream> {
    // Each item's tokens are taken out once (moved): the `use` check and
    // the printer read them, and a refused item is rebuilt from them.
    let items: Vec<Vec<proc_macro2::TokenTree>> =
        items.into_iter().map(|i| i.into_iter().collect()).collect();
    let uses: Vec<bool> = items.iter().map(|t| fastfmt::is_use_item(t)).collect();
    let lone_use =
        |k: usize| uses[k] && k > 0 && k + 1 < uses.len() && !uses[k - 1] && !uses[k + 1];
    let mut out = Vec::with_capacity(items.len());
    let mut run = String::new();
    for (k, toks) in items.into_iter().enumerate() {
        match fastfmt::format_owned_tokens(toks, lone_use(k)) {
            Ok(text) => run.push_str(&text),
            Err(item) => {
                if !run.is_empty() {
                    out.push(cx.preformatted(std::mem::take(&mut run)));
                }
                out.push(item);
            }
        }
    }
    if !run.is_empty() {
        out.push(cx.preformatted(run));
    }
    out
}

/// An identifier, escaped if it is a Rust keyword.
pub(crate) fn ident(name: &str) -> Ident {
    let escaped = crate::analysis::escape_ident(name);
    // Fast path: plain ASCII identifiers (nearly all C names) need no parsing.
    let bytes = escaped.as_bytes();
    let plain = !bytes.is_empty()
        && (bytes[0].is_ascii_alphabetic() || bytes[0] == b'_')
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'_')
        && escaped != "_";
    if plain {
        return Ident::new(&escaped, Span::call_site());
    }
    match syn::parse_str::<Ident>(&escaped) {
        Ok(i) => i,
        Err(_) => Ident::new(&sanitize(&escaped), Span::call_site()),
    }
}

/// Replaces characters Rust identifiers cannot hold (e.g. `$` in C names).
fn sanitize(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) || s == "_" {
        s.insert(0, '_');
    }
    s
}

/// An unsuffixed integer literal.
pub(crate) fn int_lit(v: i128) -> TokenStream {
    if v < 0 {
        let abs = proc_macro2::Literal::u128_unsuffixed(v.unsigned_abs());
        quote!(-#abs)
    } else {
        let l = proc_macro2::Literal::u128_unsuffixed(v as u128);
        quote!(#l)
    }
}

/// `Nusize`.
pub(crate) fn usize_lit(v: u64) -> TokenStream {
    let l = proc_macro2::Literal::usize_suffixed(v as usize);
    quote!(#l)
}
