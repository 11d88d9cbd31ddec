//! `extern` blocks for function declarations: names and link names through
//! the callbacks, parameters, `#[must_use]`, merged blocks, and the wrappers
//! of static functions (`--wrap-static-fns`).

use super::cx::{Cx, Needs};
use super::functions::{abi_for, param_idents};
use super::lits::ident;
use super::ty::Use;
use crate::callbacks::ItemKind;
use crate::ir::{Function, FunctionId};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// `unsafe extern "C"` (target >= 1.82) or `extern "C"`.
pub(crate) fn extern_block(cx: &Cx<'_>, abi: &str, body: TokenStream) -> TokenStream {
    let wasm = cx
        .opts
        .wasm_import_module_name
        .as_ref()
        .map(|m| quote!(#[link(wasm_import_module = #m)]));
    let attrs: Vec<TokenStream> = cx
        .opts
        .extern_block_attrs
        .iter()
        .filter_map(|a| a.parse().ok())
        .collect();
    if cx.opts.rust_target.at_least(82) {
        quote!(#wasm #(#attrs)* unsafe extern #abi { #body })
    } else {
        quote!(#wasm #(#attrs)* extern #abi { #body })
    }
}

/// How an extern item's C name is composed: `prefix` (namespace or class,
/// only for C++ declarations), the declaration's own name, `suffix` (an
/// overload number); `symbol` is its link symbol when that is not the
/// composed name (a mangled name, an `asm` label).
pub(crate) struct ExternName<'a> {
    pub plain: &'a str,
    pub prefix: &'a str,
    pub suffix: &'a str,
    pub symbol: Option<&'a str>,
}

/// Rust name and optional link name of an extern item, through the
/// callbacks as upstream consults them: `generated_name_override` sees the
/// declaration's own name (`free_fn`) and its answer replaces that part of
/// the composed name (`geo_` + answer + overload number);
/// `generated_link_name_override` sees the name after that override;
/// `item_name` sees the composed name before its overload number.
pub(crate) fn names(cx: &Cx<'_>, n: &ExternName<'_>, kind: ItemKind) -> (Ident, Option<String>) {
    let overridden = cx.name_override(n.plain, kind);
    let plain = overridden.as_deref().unwrap_or(n.plain);
    let link_override = cx.link_name_override(plain, kind);
    let base = cx.item_rename(&format!("{}{plain}", n.prefix), kind);
    // A keyword takes its `_` before the overload number (`f32_1` for the
    // second `f32` in a namespace's module), as upstream.
    let rust = if !n.suffix.is_empty() && crate::analysis::is_rust_keyword(&base) {
        crate::analysis::escape_ident(&base) + n.suffix
    } else {
        base + n.suffix
    };
    let c_name = format!("{}{}{}", n.prefix, n.plain, n.suffix);
    let mut link_name = link_override.or_else(|| n.symbol.map(str::to_string));
    if link_name.is_none() && (rust != c_name || crate::analysis::is_rust_keyword(&c_name)) {
        link_name = Some(c_name);
    }
    (ident(&rust), link_name.map(|l| format!("\u{1}{l}")))
}

/// [`names`] of a free function.
pub(crate) fn function_names(cx: &Cx<'_>, f: &Function) -> (Ident, Option<String>) {
    let (_, symbol) = c_name_and_symbol(cx, f);
    let numbered = super::paths::overload_name(cx, f);
    let prefix = super::paths::extern_prefix(cx, f.module, None, f.mangled.is_some());
    let extern_name = ExternName {
        plain: &f.name,
        prefix: &prefix,
        suffix: numbered.strip_prefix(f.name.as_str()).unwrap_or(""),
        symbol: symbol.as_deref(),
    };
    names(cx, &extern_name, ItemKind::Function)
}

/// `name: Type` for each parameter of `sig`.
pub(crate) fn param_decls(
    cx: &Cx<'_>,
    needs: &mut Needs,
    sig: &crate::ir::FnSig,
) -> Vec<TokenStream> {
    param_idents(&sig.params)
        .into_iter()
        .zip(&sig.params)
        .map(|(pname, (_, t))| {
            let ty = cx.ty_in(needs, *t, Use::Param);
            quote!(#pname: #ty)
        })
        .collect()
}

/// A free function's C-side name and symbol. C++: the namespaced,
/// overload-numbered name and the mangled symbol; C: the name and its `asm`
/// label.
pub(crate) fn c_name_and_symbol(cx: &Cx<'_>, f: &Function) -> (String, Option<String>) {
    let numbered = super::paths::overload_name(cx, f);
    super::paths::extern_names(
        cx,
        &numbered,
        f.module,
        None,
        f.mangled.as_deref(),
        f.link_name.as_deref(),
    )
}

/// `#[must_use]` for a function declared `warn_unused_result` (seen with
/// `--enable-function-attribute-detection`), or whose return type is itself
/// `#[must_use]`, as upstream decides it: the type as spelled is named by
/// `--must-use-type` or annotated `mustusetype`, or the type it names
/// through typedefs is annotated (not named by `--must-use-type`; a pointer
/// is never annotated). A built-in return type is named as clang spells it,
/// with spaces as `_` (`unsigned_int`, `const_int`), as upstream sees it; a
/// pointer or complex one by upstream's name for it (`ptr_int`).
pub(crate) fn must_use_attr(cx: &Cx<'_>, f: &Function) -> Option<TokenStream> {
    let name_of = |t: crate::ir::TypeId| cx.an.names.get(t.0).and_then(|n| n.as_deref());
    // The type's own annotation (also when it is blocklisted, as upstream),
    // else that of the emitted type of its name (a definition annotated
    // apart from a declaration).
    let annotated = |t: crate::ir::TypeId| {
        cx.ir.annotations.type_says(t, |a| a.must_use)
            || name_of(t)
                .and_then(|n| cx.annotations_named(n))
                .is_some_and(|a| a.must_use)
    };
    let spelled = name_of(f.sig.ret).is_some_and(|n| {
        cx.opts
            .must_use_types
            .matches(&crate::analysis::list_name(n))
    }) || annotated(f.sig.ret)
        || f.ret_builtin_name
            .as_deref()
            .is_some_and(|n| cx.opts.must_use_types.matches(n))
        // A pointer or `_Complex` return type, by upstream's name for it
        // (`ptr_int`, `_Complex_double`, `_bindgen_ty_id_N` for a function
        // pointer: `analysis::type_names`).
        || f.ret_builtin_name.is_none()
            && crate::analysis::type_names::unnamed(cx.ir, f.sig.ret, Default::default())
                .is_some_and(|n| n.matched_by(&cx.opts.must_use_types));
    let resolved = annotated(cx.ir.resolve_aliases(f.sig.ret));
    (f.must_use || spelled || resolved).then(|| quote!(#[must_use]))
}

/// One function declaration: (item, whether it is an extern block to merge).
pub(crate) fn function(cx: &Cx<'_>, needs: &mut Needs, f: &Function) -> (TokenStream, bool) {
    let (name, link_name) = function_names(cx, f);
    let link_attr = if f.facts.is_static {
        // Static functions are reached through exported C wrappers (`--wrap-static-fns`).
        let wrapper = wrapper_symbol(cx, f);
        Some(quote!(#[link_name = #wrapper]))
    } else {
        link_name.map(|l| quote!(#[link_name = #l]))
    };
    let doc = cx.doc(&f.doc);
    let must_use = must_use_attr(cx, f);
    let params = param_decls(cx, needs, &f.sig);
    // `int f(...)` (C++, C23): Rust needs a named parameter before `...`;
    // upstream declares it without.
    let dots = if f.sig.variadic && !f.sig.params.is_empty() {
        quote!(, ...)
    } else {
        quote!()
    };
    let ret = cx.ret_type(needs, &f.sig);
    let abi = abi_for(cx, f);
    let decl = quote! {
        #doc
        #must_use
        #link_attr
        pub fn #name(#(#params),* #dots) #ret;
    };
    if cx.opts.merge_extern_blocks {
        return (quote!(#abi #decl), true);
    }
    (extern_block(cx, &abi, decl), true)
}

/// Merges declarations (each prefixed by its ABI string) into one block per ABI.
pub(crate) fn merge_blocks(cx: &Cx<'_>, items: Vec<TokenStream>) -> TokenStream {
    let mut by_abi: Vec<(String, Vec<TokenStream>)> = Vec::new();
    for item in items {
        let mut iter = item.into_iter();
        let abi = match iter.next() {
            Some(proc_macro2::TokenTree::Literal(l)) => l.to_string().trim_matches('"').to_string(),
            _ => "C".to_string(),
        };
        let rest: TokenStream = iter.collect();
        match by_abi.iter_mut().find(|(a, _)| *a == abi) {
            Some((_, v)) => v.push(rest),
            None => by_abi.push((abi, vec![rest])),
        }
    }
    let mut out = TokenStream::new();
    for (abi, decls) in by_abi {
        out.extend(extern_block(cx, &abi, quote!(#(#decls)*)));
    }
    out
}

/// Suffix of static-function wrappers.
pub(crate) fn wrap_suffix(cx: &Cx<'_>) -> String {
    cx.opts
        .wrap_static_fns_suffix
        .clone()
        .unwrap_or_else(|| "__extern".to_string())
}

/// The exported symbol of a static function's wrapper: `f__extern` for C;
/// for C++ the namespace path and the overload number flattened as in the
/// Rust name (`util_half__extern`, `scale1__extern`), so overloads and
/// namespaces cannot make two wrappers one symbol.
pub(crate) fn wrapper_symbol(cx: &Cx<'_>, f: &Function) -> String {
    let suffix = wrap_suffix(cx);
    // (C's overloadable functions are numbered too: `twice1__extern`.)
    let numbered = super::paths::overload_name(cx, f);
    if !cx.ir.cxx {
        return format!("{numbered}{suffix}");
    }
    let path = cx.ir.qualified_path(f.module, &[], &numbered);
    format!("{}{suffix}", path.replace("::", "_"))
}

/// The C source (C++ for C++ input) with one exported wrapper per static
/// function. C++ wrappers have C linkage (`extern "C"`, the symbol the Rust
/// side names), call the function by its full path (`::util::half`; the
/// argument types pick the overload) and pass rvalue references on with a
/// cast (a named parameter is an lvalue).
pub(crate) fn static_wrappers_c(cx: &Cx<'_>, header: &str) -> Option<String> {
    let cxx = cx.ir.cxx;
    let mut lines = Vec::new();
    for (i, f) in cx.ir.functions.iter().enumerate() {
        if !f.facts.is_static
            || f.sig.variadic
            || !cx.an.selection.functions.contains(&FunctionId(i))
        {
            continue;
        }
        let Some(sp) = &f.c_spelling else { continue };
        let names: Vec<String> = (0..sp.params.len())
            .map(|k| {
                f.sig
                    .params
                    .get(k)
                    .and_then(|(n, _)| n.clone())
                    .unwrap_or_else(|| format!("arg_{k}"))
            })
            .collect();
        let decl_params: Vec<String> = sp
            .params
            .iter()
            .zip(&names)
            .map(|(t, n)| {
                if t.contains('(') || t.contains('[') {
                    format!("__typeof__({t}) {n}")
                } else {
                    format!("{t} {n}")
                }
            })
            .collect();
        let call_args: Vec<String> = sp
            .params
            .iter()
            .zip(&names)
            .map(|(t, n)| {
                if cxx && t.ends_with("&&") {
                    format!("static_cast<{t}>({n})")
                } else {
                    n.clone()
                }
            })
            .collect();
        let params = match (decl_params.is_empty(), cxx) {
            (true, false) => "void".to_string(),
            _ => decl_params.join(", "),
        };
        let callee = if cxx {
            format!("::{}", cx.ir.qualified_path(f.module, &[], &f.name))
        } else {
            f.name.clone()
        };
        let call = format!("{callee}({})", call_args.join(", "));
        let body = if sp.ret == "void" {
            format!("{call};")
        } else {
            format!("return {call};")
        };
        // A return type with a declarator part (`int (*)(int)`) cannot be
        // written in front of the name as it is spelled.
        let ret = if sp.ret.contains('(') || sp.ret.contains('[') {
            format!("__typeof__({})", sp.ret)
        } else {
            sp.ret.clone()
        };
        let linkage = if cxx { "extern \"C\" " } else { "" };
        let symbol = wrapper_symbol(cx, f);
        lines.push(format!("{linkage}{ret} {symbol}({params}) {{ {body} }}"));
    }
    if lines.is_empty() {
        return None;
    }
    Some(format!(
        "#include \"{header}\"\n\n// Static wrappers\n\n{}\n",
        lines.join("\n")
    ))
}

impl Cx<'_> {
    /// The Rust names of the selected free functions.
    pub(crate) fn free_function_names(&self) -> &std::collections::HashSet<String> {
        self.caches.free_fn_names.get_or_init(|| {
            self.an
                .selection
                .functions
                .iter()
                .map(|&i| function_names(self, &self.ir.functions[i]).0.to_string())
                .collect()
        })
    }
}

/// `new_item_found` for function `i`, under its final Rust name.
pub(crate) fn report_function(cx: &Cx<'_>, i: FunctionId) {
    if !cx.callbacks.is_empty() {
        let (name, _) = function_names(cx, &cx.ir.functions[i]);
        cx.report_function(i, name.to_string().trim_start_matches("r#"));
    }
}
