//! Member functions: one `extern "C"` declaration per method under its
//! mangled symbol (`Class_method`, with `this` first), and `impl Class`
//! wrappers that call them (`new` for constructors, `destruct` for the
//! destructor).

use super::super::cx::{Cx, Needs, Out, TakenValues};
use super::super::extern_fns::extern_block;
use super::super::functions::param_idents;
use super::super::lits::ident;
use crate::ir::{FunctionId, Method, MethodKind, ModuleId, Record, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;
use std::collections::{HashMap, HashSet};

/// Whether a method is bound at all (decided in analysis).
fn is_bound(cx: &Cx<'_>, m: &Method) -> bool {
    // A calling convention no Rust ABI spells (`regcall`): not callable.
    crate::analysis::cxx::method_is_bound(cx.opts, m)
        && !cx.ir.functions[m.function].sig.abi.starts_with('?')
}

/// [`is_bound`] without its pure virtual check (decided in analysis).
fn is_bound_but_pure(cx: &Cx<'_>, m: &Method) -> bool {
    crate::analysis::cxx::method_is_kept(cx.opts, m)
}

/// Whether a method's kind is generated (`--generate`).
fn kind_generated(cx: &Cx<'_>, m: &Method) -> bool {
    crate::analysis::cxx::method_kind_generated(cx.opts, m)
}

/// Whether a method is bound and its kind is generated (`--generate`).
fn is_emitted(cx: &Cx<'_>, m: &Method) -> bool {
    is_bound(cx, m) && kind_generated(cx, m)
}

/// Whether a method counts among the class's methods for naming: what is
/// emitted, and pure virtual methods also when they are not. Upstream
/// numbers overloads over this set and checks bitfield accessor names
/// against it, so `f(double)` after two pure virtual `f`s is `Class_f2`.
fn is_counted(cx: &Cx<'_>, m: &Method) -> bool {
    is_bound_but_pure(cx, m) && kind_generated(cx, m)
}

/// What a method's declaration is named after: its name, `Box_destructor`
/// for `~Box`.
fn base_name(cx: &Cx<'_>, m: &Method) -> String {
    crate::analysis::cxx::method_base_name(cx.ir, m)
}

/// The overload number of each counted method (by function index), as
/// upstream numbers them (decided in analysis; the output order puts
/// virtual ones last).
fn decl_numbers(cx: &Cx<'_>, r: &Record) -> HashMap<FunctionId, usize> {
    match &r.cxx {
        Some(c) => crate::analysis::cxx::method_numbers(cx.ir, cx.opts, c),
        None => HashMap::new(),
    }
}

/// The methods of class `id` that `--blocklist-function` or
/// `--blocklist-item` leave out (by function index). Upstream matches a
/// method by its namespace path and its declaration's name in it, with the
/// overload number: `ns::Res_c1` for the second `ns::Res::c`,
/// `ns::Res_Res_destructor` for the destructor. Its overload numbers stay
/// (`ns_Res_c1` keeps its name when `ns::Res_c` is left out).
fn blocked_methods(cx: &Cx<'_>, id: TypeId, r: &Record) -> HashSet<FunctionId> {
    let opts = cx.opts;
    let Some(c) = &r.cxx else {
        return HashSet::new();
    };
    if opts.blocklisted_functions.is_empty() && opts.blocklisted_items.is_empty() {
        return HashSet::new();
    }
    let numbers = decl_numbers(cx, r);
    let class = cx.an.match_name(id);
    c.methods
        .iter()
        .filter(|m| {
            let path = crate::analysis::cxx::method_match_path(cx.ir, class, m, &numbers);
            opts.fn_blocklisted(&path)
        })
        .map(|m| m.function)
        .collect()
}

/// The virtual methods of class `id` that `--no-recursive-allowlist`
/// leaves out (by function index): upstream declares a virtual method as
/// an item of its own, which the class does not bring along unless the
/// allowlists follow references; only one the function, item or file
/// allowlists name is declared. (Its signature may name types that are not
/// emitted, and its declaration would not compile.)
fn unreached_virtuals(cx: &Cx<'_>, id: TypeId, r: &Record) -> HashSet<FunctionId> {
    let opts = cx.opts;
    let Some(c) = &r.cxx else {
        return HashSet::new();
    };
    if opts.allowlist_recursively || !opts.is_allowlisting() {
        return HashSet::new();
    }
    let numbers = decl_numbers(cx, r);
    let class = cx.an.match_name(id);
    c.methods
        .iter()
        .filter(|m| {
            let path = crate::analysis::cxx::method_match_path(cx.ir, class, m, &numbers);
            let file = &cx.ir.functions[m.function].loc.file;
            m.is_virtual && !opts.fn_wanted(true, &path, file)
        })
        .map(|m| m.function)
        .collect()
}

/// Gives out names that are never used twice in one scope: a name already
/// taken gets the next number of its own counter appended (`f`, `f1`,
/// `f2`; `f1` for a method named `f1` after the second `f` becomes `f11`;
/// a destructor's `destruct` after a method `destruct` and one `destruct1`
/// becomes `destruct2`), as upstream numbers the wrappers of a class.
#[derive(Default)]
struct UniqueNames {
    taken: HashSet<String>,
    counters: HashMap<String, usize>,
}

impl UniqueNames {
    /// Marks `name` as taken without giving it out.
    fn reserve(&mut self, name: String) {
        self.taken.insert(name);
    }

    /// The first free name of `base`'s sequence, now taken.
    fn take(&mut self, base: &str) -> String {
        let n = self.counters.entry(base.to_string()).or_insert(0);
        loop {
            let candidate = if *n == 0 {
                base.to_string()
            } else {
                format!("{base}{n}")
            };
            *n += 1;
            if self.taken.insert(candidate.clone()) {
                return candidate;
            }
        }
    }
}

/// Whether a method gets an `impl` wrapper: a virtual one is called
/// through the vtable, a variadic one cannot be a Rust method, and one
/// passing an unchecked instantiation by value is left out.
fn wrapped(cx: &Cx<'_>, m: &Method) -> bool {
    let f = &cx.ir.functions[m.function];
    wrapped_upstream(cx, m)
        && !m.left_out
        && super::super::functions::value_abi_problem(cx, &f.sig).is_none()
}

/// Whether upstream gives a method an `impl` wrapper: [`wrapped`] before
/// the instantiations passed by value are left out. Those still take their
/// wrapper's name, so the overloads after them keep upstream's numbers.
fn wrapped_upstream(cx: &Cx<'_>, m: &Method) -> bool {
    let f = &cx.ir.functions[m.function];
    let variadic = f.sig.variadic && (m.kind != MethodKind::Static || !f.sig.params.is_empty());
    // A method left out at parse time is one upstream binds.
    let emitted_upstream = is_emitted(cx, m)
        || (m.left_out
            && is_emitted(
                cx,
                &Method {
                    left_out: false,
                    ..m.clone()
                },
            ));
    emitted_upstream && !m.is_virtual && !variadic
}

/// The names of a class's `impl` wrappers (by function index), each
/// unique in the class: numbered among the wrappers of their name in
/// upstream's order, and never a name in `reserved` (the bitfield
/// constructors `new_bitfield_N`, which share the `impl`).
fn wrapper_names(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    reserved: &[String],
) -> HashMap<FunctionId, String> {
    let blocked = blocked_methods(cx, id, r);
    let mut names = UniqueNames::default();
    for n in reserved {
        names.reserve(n.clone());
    }
    let mut out = HashMap::new();
    for m in ordered(r)
        .into_iter()
        .filter(|m| wrapped_upstream(cx, m) && !blocked.contains(&m.function))
    {
        let base = match m.kind {
            MethodKind::Constructor => "new".to_string(),
            MethodKind::Destructor => "destruct".to_string(),
            _ => {
                let name = base_name(cx, m);
                let kind = crate::callbacks::ItemKind::Function;
                cx.name_override(&name, kind).unwrap_or(name)
            }
        };
        let name = names.take(&base);
        if wrapped(cx, m) {
            out.insert(m.function, name);
        }
    }
    out
}

/// The method names bitfield accessors of the record must not take: the
/// names of its counted methods (what upstream checks, so a setter
/// `set_mode` next to a method `set_mode` is `set_mode_bindgen_bitfield`)
/// and its wrappers' names (`f1` for a second `f`, `destruct`), which
/// upstream does not check.
pub(crate) fn names_for_bitfields(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    constructors: &[String],
) -> HashSet<String> {
    let Some(c) = &r.cxx else {
        return HashSet::new();
    };
    let mut out: HashSet<String> = c
        .methods
        .iter()
        .filter(|m| is_counted(cx, m))
        .map(|m| cx.ir.functions[m.function].name.clone())
        .collect();
    if cx.opts.codegen_config.methods() || cx.opts.codegen_config.constructors() {
        out.extend(wrapper_names(cx, id, r, constructors).into_values());
    }
    out
}

/// Methods in upstream's order: ordinary and static ones as declared,
/// then constructors, then a non-virtual destructor; the virtual ones (a
/// virtual destructor included) come last, as declared.
fn ordered(r: &Record) -> Vec<&Method> {
    let Some(c) = &r.cxx else { return Vec::new() };
    let plain = c.methods.iter().filter(|m| {
        !matches!(m.kind, MethodKind::Constructor | MethodKind::Destructor) && !m.is_virtual
    });
    let virtuals = c.methods.iter().filter(|m| m.is_virtual);
    let ctors = c
        .methods
        .iter()
        .filter(|m| m.kind == MethodKind::Constructor);
    let dtor = c
        .methods
        .iter()
        .filter(|m| m.kind == MethodKind::Destructor && !m.is_virtual);
    plain.chain(ctors).chain(dtor).chain(virtuals).collect()
}

/// The extern declarations and the `impl` block of a class's methods
/// (declarations only for a blocklisted class, as upstream: the user
/// defines the type).
pub(crate) fn methods(cx: &Cx<'_>, acc: &mut Out, id: TypeId, r: &Record) -> Vec<TokenStream> {
    let (decls, virtual_decls, impl_block) = declarations(cx, acc, id, r, None, false);
    let mut out: Vec<TokenStream> = decls.into_iter().map(|(_, d)| d).collect();
    out.extend(impl_block);
    out.extend(virtual_decls.into_iter().map(|(_, d)| d));
    out
}

/// Method declarations of class `id`, which is not emitted, in
/// declaration order with the function index each declares: those the
/// allowlists select on their own (`Selection::lone_methods`) with
/// `lone_only`, else all of them (a blocklisted class that is selected).
/// Names and numbers are those among all the class's methods.
pub(crate) fn loose_declarations(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    r: &Record,
    lone_only: bool,
) -> Vec<(FunctionId, TokenStream)> {
    let lone = &cx.an.selection.lone_methods;
    let Some(c) = &r.cxx else { return Vec::new() };
    if lone_only && !c.methods.iter().any(|m| lone.contains(&m.function)) {
        return Vec::new();
    }
    let (mut decls, virtual_decls, _) =
        declarations(cx, acc, id, r, lone_only.then_some(lone), true);
    decls.extend(virtual_decls);
    decls
}

/// Method declarations by function index (virtual ones apart, as upstream
/// emits them after the `impl`), and the `impl` block of wrappers; with
/// `only`, just those methods' declarations and no `impl`. With
/// `in_decl_order`, methods are taken in declaration order (they stand
/// among a class's other children, also in a merged extern block).
type Declarations = (
    Vec<(FunctionId, TokenStream)>,
    Vec<(FunctionId, TokenStream)>,
    Option<TokenStream>,
);

fn declarations(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    r: &Record,
    only: Option<&HashSet<FunctionId>>,
    in_decl_order: bool,
) -> Declarations {
    // No `impl` where the type itself is not emitted: a blocklisted class
    // (the user defines it), no types at all (`--generate methods`), or a
    // class whose lone methods alone are selected, as upstream.
    let cfg = cx.opts.codegen_config;
    let with_impl = !cx.an.blocklisted.contains(&id) && cfg.types() && only.is_none();
    if !cfg.methods() && !cfg.constructors() && !cfg.destructors() {
        return (Vec::new(), Vec::new(), None);
    }
    if cx.an.plans.get(&id).map_or(true, |p| p.opaque) && !cx.ir.cxx {
        return (Vec::new(), Vec::new(), None);
    }
    let class = cx.an.name(id).to_string();
    let class_ty = ident(&class);
    let numbers = decl_numbers(cx, r);
    let ctor_names = cx
        .an
        .plans
        .get(&id)
        .map(super::super::bitfields::constructor_names)
        .unwrap_or_default();
    let wrapper_names = wrapper_names(cx, id, r, &ctor_names);
    let blocked = blocked_methods(cx, id, r);
    let unreached = unreached_virtuals(cx, id, r);
    let mut used_decls: HashSet<String> = HashSet::new();
    let mut decls = Vec::new();
    let mut virtual_decls = Vec::new();
    let mut wrappers = Vec::new();
    let order = match &r.cxx {
        Some(c) if in_decl_order => c.methods.iter().collect(),
        _ => ordered(r),
    };
    for m in order {
        if !is_emitted(cx, m)
            || blocked.contains(&m.function)
            || unreached.contains(&m.function)
            || only.is_some_and(|o| !o.contains(&m.function))
        {
            continue;
        }
        let f = &cx.ir.functions[m.function];
        let base = base_name(cx, m);
        let suffix = match numbers.get(&m.function) {
            Some(&n) if n > 0 => n.to_string(),
            _ => String::new(),
        };
        // (Counted above all the same: the overload numbers stay upstream's.)
        if let Some(inst) = super::super::functions::passes_opaque_instantiation(cx, &f.sig) {
            crate::logging::warn(&format!(
                "{}:{}: skipping method `{class}::{}`: it passes `{inst}` by value, which is an \
                 opaque blob here",
                f.loc.file, f.loc.line, f.name
            ));
            continue;
        }
        if m.kind == MethodKind::Static
            && super::super::functions::variadic_without_named_param(cx, &f.sig)
        {
            crate::logging::warn(&format!(
                "{}:{}: skipping method `{class}::{}`: {}",
                f.loc.file,
                f.loc.line,
                f.name,
                super::super::functions::VARIADIC_WITHOUT_NAMED
            ));
            continue;
        }
        // The rule of free functions (a class not trivial for calls, a
        // wide `long double`, a vector ... by value).
        if let Some(why) = super::super::functions::value_abi_problem(cx, &f.sig) {
            crate::logging::warn(&format!(
                "{}:{}: skipping method `{class}::{}`: {why}",
                f.loc.file, f.loc.line, f.name,
            ));
            continue;
        }
        // A declaration name a free function or an earlier declaration has
        // gets a number appended (`ns_Box_open1` after a C function
        // `ns_Box_open`), as upstream; the wrapper keeps its own name.
        // Upstream stops at the first number even when that one is taken
        // too (and then does not compile); we count on.
        // The callbacks as upstream asks them: `generated_name_override`
        // with the method's own name (its answer replaces that name in the
        // declaration and the wrapper), `generated_link_name_override` with
        // the result, `item_name` with the declaration's name (with its
        // overload number, unlike a free function's).
        let kind = crate::callbacks::ItemKind::Function;
        let shown = cx
            .name_override(&base, kind)
            .unwrap_or_else(|| base.clone());
        let link_override = cx.link_name_override(&shown, kind);
        let candidate = cx.item_rename(&format!("{class}_{shown}{suffix}"), kind);
        let mut decl_text = candidate.clone();
        let mut k = 0;
        let taken = cx.taken_values();
        while cx.free_function_names().contains(&decl_text)
            || taken.is_taken(cx, &decl_text, id)
            || used_decls.contains(&decl_text)
        {
            k += 1;
            decl_text = format!("{candidate}{k}");
        }
        used_decls.insert(decl_text.clone());
        if !cx.callbacks.is_empty() {
            cx.report_function(m.function, &decl_text);
        }
        let decl_name = ident(&decl_text);
        // `--distrust-clang-mangling`: upstream links to the plain name
        // (`Class_destructor` for the destructor).
        let symbol = match (&f.mangled, m.kind) {
            (Some(s), _) if cx.opts.enable_mangling => s.clone(),
            (_, MethodKind::Destructor) => base.clone(),
            _ => f.name.clone(),
        };
        let link = format!("\u{1}{}", link_override.unwrap_or(symbol));
        let params = param_idents(&f.sig.params);
        let param_decls = super::super::extern_fns::param_decls(cx, &mut acc.needs, &f.sig);
        let ret = cx.ret_type(&mut acc.needs, &f.sig);
        let path = cx.type_path_prefix(id);
        let this = if m.kind == MethodKind::Static {
            None
        } else if m.is_virtual
            && m.kind != MethodKind::Destructor
            && !cx.opts.use_specific_virtual_function_receiver
        {
            // Virtual calls go through the vtable: the symbol takes any
            // object of the hierarchy, so `this` is untyped (as upstream).
            let void = cx.ctype("c_void");
            Some(quote!(this: *mut #void))
        } else if m.is_const {
            Some(quote!(this: *const #path #class_ty))
        } else {
            Some(quote!(this: *mut #path #class_ty))
        };
        let all_params = this.iter().cloned().chain(param_decls.iter().cloned());
        // A variadic method keeps its `...`: calling a C variadic function
        // through a declaration without it is undefined behaviour. Without
        // any parameter to put it after (`static int count(...)`), upstream
        // declares it without `...` and wraps it like any other.
        let variadic = f.sig.variadic && (this.is_some() || !f.sig.params.is_empty());
        let dots = variadic.then(|| quote!(, ...));
        let doc = cx.doc(&f.doc);
        let must_use = super::super::extern_fns::must_use_attr(cx, f);
        let decl = quote! {
            #doc
            #must_use
            #[link_name = #link]
            pub fn #decl_name(#(#all_params),* #dots) #ret;
        };
        let abi = &f.sig.abi;
        if cx.opts.merge_extern_blocks {
            // Into the one merged block (collected by `root_items`).
            acc.held_externs.push(quote!(#abi #decl));
        } else if m.is_virtual {
            // Declared after the `impl` block, as upstream orders them.
            virtual_decls.push((m.function, extern_block(cx, abi, decl)));
        } else {
            decls.push((m.function, extern_block(cx, abi, decl)));
        }
        // A Rust method cannot be variadic: no wrapper (as upstream).
        if m.is_virtual || variadic {
            continue;
        }
        // Wrappers are numbered among the wrappers of their name only
        // (`sum` after a variadic `sum` that has none), as upstream, and
        // on past names taken (see `UniqueNames`).
        let Some(wrapper_name) = wrapper_names.get(&m.function).cloned() else {
            continue;
        };
        if with_impl {
            cx.report_method(m.function, &wrapper_name, id);
        }
        let name = ident(&wrapper_name);
        // The wrapper repeats `warn_unused_result`/`[[nodiscard]]`, not a
        // must-use return type (as upstream).
        let wrapper_must_use = f.must_use.then(|| quote!(#[must_use]));
        let wrapper = match m.kind {
            MethodKind::Constructor => {
                let std = cx.std();
                quote! {
                    #[inline]
                    #wrapper_must_use
                    pub unsafe fn #name(#(#param_decls),*) -> Self {
                        let mut __bindgen_tmp = #std::mem::MaybeUninit::uninit();
                        #decl_name(__bindgen_tmp.as_mut_ptr(), #(#params),*);
                        __bindgen_tmp.assume_init()
                    }
                }
            }
            // (On WebAssembly the declaration returns `this`, which the
            // wrapper drops.)
            MethodKind::Destructor if matches!(cx.ir.ty(f.sig.ret).kind, TypeKind::Void) => {
                quote! {
                    #[inline]
                    pub unsafe fn #name(&mut self) {
                        #decl_name(self)
                    }
                }
            }
            MethodKind::Destructor => quote! {
                #[inline]
                pub unsafe fn #name(&mut self) {
                    #decl_name(self);
                }
            },
            MethodKind::Static => {
                quote! {
                    #[inline]
                    #wrapper_must_use
                    pub unsafe fn #name(#(#param_decls),*) #ret {
                        #decl_name(#(#params),*)
                    }
                }
            }
            _ => {
                let receiver = if m.is_const {
                    quote!(&self)
                } else {
                    quote!(&mut self)
                };
                quote! {
                    #[inline]
                    #wrapper_must_use
                    pub unsafe fn #name(#receiver, #(#param_decls),*) #ret {
                        #decl_name(self, #(#params),*)
                    }
                }
            }
        };
        wrappers.push(wrapper);
    }
    let impl_block = (!wrappers.is_empty() && with_impl).then(|| {
        quote! {
            impl #class_ty {
                #(#wrappers)*
            }
        }
    });
    (decls, virtual_decls, impl_block)
}

/// The Rust module items of namespace `m` are emitted in: the file with
/// names namespaced by prefixes, else `m`'s module (an inline namespace's
/// items in its parent's unless `--conservative-inline-namespaces`).
fn rust_module(cx: &Cx<'_>, m: ModuleId) -> ModuleId {
    use crate::fixpoint::{walk, Step};
    if !cx.opts.enable_cxx_namespaces {
        return ModuleId::ROOT;
    }
    walk(
        "the inline-namespace parents of a method's module",
        m,
        |m| match cx.ir.module(m) {
            Some(module) if module.inline && !cx.opts.conservative_inline_namespaces => {
                Step::Next(module.parent.unwrap_or_default())
            }
            _ => Step::Done(m),
        },
    )
    .unwrap_or(m)
}

/// Classes in the order their method declarations are emitted: roots in
/// declaration order, each class after the classes nested in it.
fn class_order(cx: &Cx<'_>) -> HashMap<TypeId, usize> {
    fn visit(ir: &crate::ir::Ir, id: TypeId, out: &mut HashMap<TypeId, usize>, depth: u32) {
        if crate::fixpoint::too_deep("`codegen::cxx::methods::class_order::visit`", depth)
            || out.contains_key(&id)
        {
            return;
        }
        let crate::ir::TypeKind::Record(r) = &ir.ty(id).kind else {
            return;
        };
        for inner in &r.inner_types {
            visit(ir, *inner, out, depth + 1);
        }
        let n = out.len();
        out.insert(id, n);
    }
    let mut out = HashMap::new();
    for root in &cx.ir.roots {
        if let crate::ir::Root::Type(id) = root {
            visit(cx.ir, *id, &mut out, 0);
        }
    }
    out
}

impl TakenValues {
    pub(crate) fn compute(cx: &Cx<'_>) -> TakenValues {
        let vars = cx
            .an
            .selection
            .vars
            .iter()
            .map(|&i| {
                let v = &cx.ir.vars[i];
                let mangled = v.mangled.as_deref();
                let name = super::super::paths::extern_names(
                    cx, &v.name, v.module, v.class, mangled, None,
                )
                .0;
                (rust_module(cx, v.module), name)
            })
            .collect();
        let mut vars: HashSet<(ModuleId, String)> = vars;
        // Constants of enums in the default style are free items too
        // (`Foo_baz` of `enum { Foo_baz }` next to a method `Foo::baz`).
        for &id in &cx.an.selection.types {
            let crate::ir::TypeKind::Enum(e) = &cx.ir.ty(id).kind else {
                continue;
            };
            if super::super::enums::style(cx, id) != crate::options::EnumVariation::Consts {
                continue;
            }
            let prefix = super::super::enums::const_prefix(cx, id, e);
            let module = rust_module(cx, e.module);
            for v in &e.variants {
                vars.insert((module, super::super::enums::prefixed(&prefix, &v.name)));
            }
        }
        let order = class_order(cx);
        let mut decls = HashMap::new();
        let mut classes: Vec<TypeId> = cx.an.selection.types.iter().copied().collect();
        classes.sort_by_key(|id| (order.get(id).copied().unwrap_or(usize::MAX), *id));
        for id in classes {
            let crate::ir::TypeKind::Record(r) = &cx.ir.ty(id).kind else {
                continue;
            };
            let Some(c) = &r.cxx else { continue };
            let class = cx.an.name(id);
            let module = rust_module(cx, super::super::paths::module_of_type(cx.ir, id));
            let numbers = decl_numbers(cx, r);
            let blocked = blocked_methods(cx, id, r);
            for m in c.methods.iter().filter(|m| is_emitted(cx, m)) {
                if blocked.contains(&m.function) {
                    continue;
                }
                let suffix = match numbers.get(&m.function) {
                    Some(&n) if n > 0 => n.to_string(),
                    _ => String::new(),
                };
                let name = format!("{class}_{}{suffix}", base_name(cx, m));
                let at = order.get(&id).copied().unwrap_or(usize::MAX);
                decls.entry((module, name)).or_insert(at);
            }
        }
        TakenValues { vars, decls, order }
    }

    /// Whether class `id`'s declaration may not be named `name`.
    fn is_taken(&self, cx: &Cx<'_>, name: &str, id: TypeId) -> bool {
        let at = self.order.get(&id).copied().unwrap_or(usize::MAX);
        let key = (
            rust_module(cx, super::super::paths::module_of_type(cx.ir, id)),
            name.to_string(),
        );
        self.vars.contains(&key) || self.decls.get(&key).is_some_and(|first| *first < at)
    }
}

/// `--vtable-generation`: one function pointer per virtual method the
/// class declares, named `Class_method` with the method's overload number
/// (`Class_area1` for a second `area`), with a typed `this`.
///
/// Upstream lists only the virtual methods it binds; we list every one
/// (private and inline ones too), so that each pointer sits at its slot.
/// Those upstream leaves out take the next free number of their name.
pub(crate) fn vtable_fields(
    cx: &Cx<'_>,
    needs: &mut Needs,
    id: TypeId,
    r: &Record,
) -> Vec<TokenStream> {
    let Some(c) = &r.cxx else { return Vec::new() };
    let class = cx.an.name(id).to_string();
    let class_ty = ident(&class);
    let numbers = decl_numbers(cx, r);
    let slots: Vec<&Method> = c
        .methods
        .iter()
        .filter(|m| m.is_virtual && m.kind != MethodKind::Destructor)
        .collect();
    let mut names = UniqueNames::default();
    let mut field_names = HashMap::new();
    for m in &slots {
        if let Some(&n) = numbers.get(&m.function) {
            let f = &cx.ir.functions[m.function];
            let suffix = if n == 0 { String::new() } else { n.to_string() };
            let name = format!("{class}_{}{suffix}", f.name);
            names.reserve(name.clone());
            field_names.insert(m.function, name);
        }
    }
    let mut out = Vec::new();
    for m in slots {
        let f = &cx.ir.functions[m.function];
        let name = field_names
            .remove(&m.function)
            .unwrap_or_else(|| names.take(&format!("{class}_{}", f.name)));
        let name = ident(&name);
        // The vtable struct sits in its class's module: `this` names the
        // class bare, as upstream's (other parameters keep their paths).
        let this = if m.is_const {
            quote!(this: *const #class_ty)
        } else {
            quote!(this: *mut #class_ty)
        };
        let vis = cx.vis();
        // A slot Rust cannot call as C++ does is a pointer-sized integer,
        // as any such function pointer (the method itself is left out).
        if super::super::functions::value_abi_problem(cx, &f.sig).is_some() {
            out.push(quote!(#vis #name: usize));
            continue;
        }
        let params = super::super::extern_fns::param_decls(cx, needs, &f.sig);
        let ret = cx.ret_type(needs, &f.sig);
        let dots = f.sig.variadic.then(|| quote!(, ...));
        out.push(quote!(#vis #name: unsafe extern "C" fn(#this #(, #params)* #dots) #ret));
    }
    out
}

impl Cx<'_> {
    /// Names in the value namespace a C++ method declaration must not take
    /// besides the free functions': variables, and other classes' method
    /// declarations.
    pub(crate) fn taken_values(&self) -> &TakenValues {
        self.caches
            .taken_values
            .get_or_init(|| TakenValues::compute(self))
    }
}
