//! Member functions: one `extern "C"` declaration per method under its
//! mangled symbol (`Class_method`, with `this` first), and `impl Class`
//! wrappers that call them (`new` for constructors, `destruct` for the
//! destructor).

use super::super::functions::{extern_block, param_idents};
use super::super::{ident, Cx};
use crate::ir::{Access, Method, MethodKind, Record, TypeId};
use proc_macro2::TokenStream;
use quote::quote;
use std::collections::HashMap;

/// Whether a method is bound at all, as upstream decides by default and
/// with the `--generate-*` switches.
fn is_bound(cx: &Cx<'_>, m: &Method) -> bool {
    if m.deleted && !cx.opts.generate_deleted_functions {
        return false;
    }
    if m.is_pure && !cx.opts.generate_pure_virtual_functions {
        return false;
    }
    if m.access == Access::Private && !cx.opts.generate_private_functions {
        return false;
    }
    if m.inline && !cx.opts.generate_inline_functions {
        return false;
    }
    // A calling convention no Rust ABI spells (`regcall`): not callable.
    if cx.ir.functions[m.function].sig.abi.starts_with('?') {
        return false;
    }
    // Operators and conversions have no Rust spelling of their names.
    !matches!(m.kind, MethodKind::Operator | MethodKind::Conversion)
}

/// Whether a method is bound and its kind is generated (`--generate`).
fn is_emitted(cx: &Cx<'_>, m: &Method) -> bool {
    is_bound(cx, m)
        && match m.kind {
            MethodKind::Constructor => cx.opts.codegen_config.constructors(),
            MethodKind::Destructor => cx.opts.codegen_config.destructors(),
            _ => cx.opts.codegen_config.methods(),
        }
}

/// What a method's declaration is named after: its name, `Box_destructor`
/// for `~Box`.
fn base_name(cx: &Cx<'_>, m: &Method) -> String {
    let f = &cx.ir.functions[m.function];
    match m.kind {
        MethodKind::Destructor => format!("{}_destructor", f.name.trim_start_matches('~')),
        _ => f.name.clone(),
    }
}

/// The overload number of each emitted method's declaration (by function
/// index): counted per name in declaration order, virtual methods included,
/// as upstream numbers them (the output order puts virtual ones last).
fn decl_numbers(cx: &Cx<'_>, r: &Record) -> HashMap<usize, usize> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = HashMap::new();
    let Some(c) = &r.cxx else { return out };
    for m in c.methods.iter().filter(|m| is_emitted(cx, m)) {
        let n = seen.entry(base_name(cx, m)).or_insert(0);
        out.insert(m.function, *n);
        *n += 1;
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
pub(crate) fn methods(cx: &Cx<'_>, id: TypeId, r: &Record) -> Vec<TokenStream> {
    let with_impl = !cx.an.blocklisted.contains(&id);
    if !cx.opts.codegen_config.methods() && !cx.opts.codegen_config.constructors() {
        return Vec::new();
    }
    if cx.an.plans.get(&id).is_none_or(|p| p.opaque) && !cx.ir.cxx {
        return Vec::new();
    }
    let class = cx.an.name(id).to_string();
    let class_ty = ident(&class);
    let numbers = decl_numbers(cx, r);
    let mut wrapper_seen: HashMap<String, usize> = HashMap::new();
    let mut used_decls: std::collections::HashSet<String> = std::collections::HashSet::new();
    let mut decls = Vec::new();
    let mut virtual_decls = Vec::new();
    let mut wrappers = Vec::new();
    for m in ordered(r) {
        if !is_emitted(cx, m) {
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
            crate::error::warn(&format!(
                "{}:{}: skipping method `{class}::{}`: it passes `{inst}` by value, which is an \
                 opaque blob here",
                f.loc.file, f.loc.line, f.name
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
        while cx.free_function_names().contains(&decl_text) || used_decls.contains(&decl_text) {
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
        let param_decls = super::super::functions::param_decls(cx, &f.sig);
        let ret = cx.ret_type(&f.sig);
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
        let must_use = crate::codegen::functions::must_use_attr(cx, f);
        let decl = quote! {
            #doc
            #must_use
            #[link_name = #link]
            pub fn #decl_name(#(#all_params),* #dots) #ret;
        };
        let abi = &f.sig.abi;
        if cx.opts.merge_extern_blocks {
            // Into the one merged block (collected by `root_items`).
            cx.held_externs.borrow_mut().push(quote!(#abi #decl));
        } else if m.is_virtual {
            // Declared after the `impl` block, as upstream orders them.
            virtual_decls.push(extern_block(cx, abi, decl));
        } else {
            decls.push(extern_block(cx, abi, decl));
        }
        // A Rust method cannot be variadic: no wrapper (as upstream).
        if m.is_virtual || variadic {
            continue;
        }
        // Wrappers are numbered among the wrappers of their name only
        // (`sum` after a variadic `sum` that has none), as upstream.
        let w = wrapper_seen.entry(base.clone()).or_insert(0);
        let suffix = if *w == 0 {
            String::new()
        } else {
            w.to_string()
        };
        *w += 1;
        let wrapper_name = match m.kind {
            MethodKind::Constructor => format!("new{suffix}"),
            MethodKind::Destructor => "destruct".to_string(),
            _ => format!("{shown}{suffix}"),
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
                    pub unsafe fn #name(#(#param_decls),*) -> Self {
                        let mut __bindgen_tmp = #std::mem::MaybeUninit::uninit();
                        #decl_name(__bindgen_tmp.as_mut_ptr(), #(#params),*);
                        __bindgen_tmp.assume_init()
                    }
                }
            }
            MethodKind::Destructor => quote! {
                #[inline]
                pub unsafe fn #name(&mut self) {
                    #decl_name(self)
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
    let mut out = decls;
    if !wrappers.is_empty() && with_impl {
        out.push(quote! {
            impl #class_ty {
                #(#wrappers)*
            }
        });
    }
    out.extend(virtual_decls);
    out
}

/// `--vtable-generation`: one function pointer per virtual method the
/// class declares, named `Class_method`, with a typed `this`.
pub(crate) fn vtable_fields(cx: &Cx<'_>, id: TypeId, r: &Record) -> Vec<TokenStream> {
    let Some(c) = &r.cxx else { return Vec::new() };
    let class = cx.an.name(id).to_string();
    let class_ty = ident(&class);
    let path = cx.type_path_prefix(id);
    let mut out = Vec::new();
    for m in c.methods.iter().filter(|m| m.is_virtual) {
        if m.kind == MethodKind::Destructor {
            continue;
        }
        let f = &cx.ir.functions[m.function];
        let name = ident(&format!("{class}_{}", f.name));
        let this = if m.is_const {
            quote!(this: *const #path #class_ty)
        } else {
            quote!(this: *mut #path #class_ty)
        };
        let params = super::super::functions::param_decls(cx, &f.sig);
        let ret = cx.ret_type(&f.sig);
        let vis = cx.vis();
        let dots = f.sig.variadic.then(|| quote!(, ...));
        out.push(quote!(#vis #name: unsafe extern "C" fn(#this #(, #params)* #dots) #ret));
    }
    out
}
