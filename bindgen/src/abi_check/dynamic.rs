//! `--dynamic-loading`: the functions of the bindings are fields of the
//! library struct, function pointers filled from `dlsym` by symbol. A call
//! through a pointer is lowered by rustc from the pointer's type exactly as
//! a call to a declaration with that signature is, so each field becomes a
//! declaration of its own (same ABI string, parameters and return type,
//! linked to the symbol the struct loads), which the check then compares
//! with clang's like any other function.

use super::rust_fn::{tidy, RustFn};

/// The module the declarations standing for one struct's fields are put in.
const MODULE: &str = "__bindgen_verify_abi_dyn";

/// A library struct's function-pointer fields as declarations: the
/// functions to compare and the Rust items declaring them (to append to the
/// bindings). `path` is the module the struct is in.
pub(crate) fn lib_fields(
    items: &[syn::Item],
    path: &[String],
    n: &mut usize,
    fns: &mut Vec<RustFn>,
    text: &mut String,
) {
    for item in items {
        match item {
            syn::Item::Struct(s) if is_library_struct(s) => {
                let symbols = symbols(items, &s.ident);
                let module = format!("{MODULE}{n}");
                *n += 1;
                let mut decls = String::new();
                for field in &s.fields {
                    let Some(name) = &field.ident else { continue };
                    let Some(bare) = fn_pointer(&field.ty) else {
                        continue;
                    };
                    let field_name = name.to_string();
                    let Some(symbol) = symbols.iter().find(|(f, _)| *f == field_name) else {
                        continue;
                    };
                    let symbol = format!("\u{1}{}", symbol.1);
                    decls.push_str(&declaration(name, bare, &symbol));
                    let mut p: Vec<String> = vec![module.clone()];
                    p.push(field_name.clone());
                    fns.push(RustFn {
                        path: p.join("::"),
                        symbol,
                        decl: format!(
                            "{}.{field_name}: {}",
                            s.ident,
                            tidy(&quote::quote!(#bare).to_string())
                        ),
                    });
                }
                if decls.is_empty() {
                    continue;
                }
                // The field types are written for the struct's module: its
                // names (and the crate root's, for `root::` paths) in scope.
                let scope = std::iter::once("crate".to_string())
                    .chain(path.iter().cloned())
                    .collect::<Vec<_>>()
                    .join("::");
                text.push_str(&format!(
                    "\n#[allow(unused_imports, non_snake_case, clippy::all)]\npub mod {module} {{\n    use {scope}::*;\n    use crate::*;\n    unsafe extern \"C\" {{\n{decls}    }}\n}}\n"
                ));
            }
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    let mut p = path.to_vec();
                    p.push(m.ident.to_string());
                    lib_fields(inner, &p, n, fns, text);
                }
            }
            _ => {}
        }
    }
}

/// The struct `--dynamic-loading` writes: it owns a `__library`.
fn is_library_struct(s: &syn::ItemStruct) -> bool {
    s.fields
        .iter()
        .any(|f| f.ident.as_ref().is_some_and(|i| i == "__library"))
}

/// The function-pointer type of a field: `unsafe extern "C" fn(..)` itself
/// (`--dynamic-link-require-all`), or inside `Result<_, Error>`.
fn fn_pointer(ty: &syn::Type) -> Option<&syn::TypeBareFn> {
    match ty {
        syn::Type::BareFn(f) => Some(f),
        syn::Type::Path(p) => {
            let last = p.path.segments.last()?;
            if last.ident != "Result" {
                return None;
            }
            let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
                return None;
            };
            match args.args.first()? {
                syn::GenericArgument::Type(syn::Type::BareFn(f)) => Some(f),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Field name -> symbol, from the struct's loading code
/// (`let f = __library.get(b"symbol\0")...;`).
fn symbols(items: &[syn::Item], name: &syn::Ident) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for item in items {
        let syn::Item::Impl(imp) = item else { continue };
        let syn::Type::Path(p) = &*imp.self_ty else {
            continue;
        };
        if !p.path.is_ident(name) {
            continue;
        }
        for it in &imp.items {
            let syn::ImplItem::Fn(f) = it else { continue };
            for stmt in &f.block.stmts {
                let syn::Stmt::Local(local) = stmt else {
                    continue;
                };
                let syn::Pat::Ident(id) = &local.pat else {
                    continue;
                };
                let Some(init) = &local.init else { continue };
                let expr = &init.expr;
                if let Some(sym) = loaded_symbol(&quote::quote!(#expr).to_string()) {
                    out.push((id.ident.to_string(), sym));
                }
            }
        }
    }
    out
}

/// The symbol of `__library.get(b"symbol\0")` in an expression's tokens.
fn loaded_symbol(tokens: &str) -> Option<String> {
    let start = tokens.find("__library . get (b\"")? + "__library . get (b\"".len();
    let rest = &tokens[start..];
    let end = rest.find("\\0\"")?;
    Some(rest[..end].to_string())
}

/// `#[link_name = "\u{1}symbol"] pub fn name(params) -> ret;` with the
/// pointer's ABI in its own block when it is not "C".
fn declaration(name: &syn::Ident, f: &syn::TypeBareFn, symbol: &str) -> String {
    let params: Vec<proc_macro2::TokenStream> = f
        .inputs
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let n = quote::format_ident!("__arg{i}");
            let t = &a.ty;
            quote::quote!(#n: #t)
        })
        .collect();
    let dots = if f.variadic.is_some() {
        quote::quote!(, ...)
    } else {
        quote::quote!()
    };
    let ret = &f.output;
    let link = symbol.escape_default().to_string();
    let decl = quote::quote!(pub fn #name(#(#params),* #dots) #ret;).to_string();
    let abi = f
        .abi
        .as_ref()
        .and_then(|a| a.name.as_ref().map(|n| n.value()))
        .unwrap_or_else(|| "C".into());
    if abi == "C" {
        format!("        #[link_name = \"{link}\"]\n        {decl}\n")
    } else {
        // A block of its own ABI, closed and reopened around the item.
        format!(
            "    }}\n    unsafe extern \"{abi}\" {{\n        #[link_name = \"{link}\"]\n        {decl}\n    }}\n    unsafe extern \"C\" {{\n"
        )
    }
}

/// A stand-in for the `libloading` crate, enough for the library struct to
/// compile (it is never run: only the declarations are compared).
pub(crate) const LIBLOADING_SHIM: &str = include_str!("libloading_shim.txt");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_become_declarations_with_their_symbols() {
        let text = r#"
            pub struct Lib {
                __library: ::libloading::Library,
                pub f: Result<extern "C" fn(x: i32, ...) -> i32, ::libloading::Error>,
                pub g: extern "stdcall" fn(i32),
            }
            impl Lib {
                pub fn from_library<L>(library: L) -> Result<Self, ::libloading::Error>
                where L: Into<::libloading::Library> {
                    let __library = library.into();
                    let f = __library.get(b"f_sym\0").map(|sym| *sym);
                    let g = __library.get(b"_g@4\0").map(|sym| *sym)?;
                    Ok(Lib { __library, f, g })
                }
            }
        "#;
        let file = syn::parse_file(text).unwrap();
        let (mut fns, mut out, mut n) = (Vec::new(), String::new(), 0);
        lib_fields(&file.items, &[], &mut n, &mut fns, &mut out);
        let got: Vec<(&str, &str)> = fns
            .iter()
            .map(|f| (f.path.as_str(), f.symbol.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("__bindgen_verify_abi_dyn0::f", "\u{1}f_sym"),
                ("__bindgen_verify_abi_dyn0::g", "\u{1}_g@4")
            ]
        );
        assert!(out.contains("#[link_name = \"\\u{1}f_sym\"]"), "{out}");
        assert!(out.contains("unsafe extern \"stdcall\" {"), "{out}");
        assert!(syn::parse_file(&out).is_ok(), "{out}");
    }
}
