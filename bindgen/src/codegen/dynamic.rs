//! `--dynamic-loading NAME`: a struct holding a `libloading::Library` and one
//! field per function/variable, instead of `extern` blocks (`--dynamic-loading`).

use super::cx::{Cx, Needs};
use super::lits::ident;
use super::ty::Use;
use crate::ir::{Function, Var};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// Collected members of the dynamic-library struct.
#[derive(Default)]
pub(crate) struct DynamicItems {
    fields: Vec<TokenStream>,
    inits: Vec<TokenStream>,
    names: Vec<Ident>,
    methods: Vec<TokenStream>,
}

impl DynamicItems {
    /// Adds a function.
    pub(crate) fn add_function(&mut self, cx: &Cx<'_>, needs: &mut Needs, f: &Function) {
        let (c_name, link) = super::extern_fns::c_name_and_symbol(cx, f);
        let name = ident(&c_name);
        let params: Vec<(Ident, TokenStream)> = super::functions::param_idents(&f.sig.params)
            .into_iter()
            .zip(&f.sig.params)
            .map(|(p, (_, t))| (p, cx.ty_in(needs, *t, Use::Param)))
            .collect();
        let decl_params: Vec<TokenStream> = params.iter().map(|(p, t)| quote!(#p: #t)).collect();
        let arg_names: Vec<&Ident> = params.iter().map(|(p, _)| p).collect();
        let ret = cx.ret_type(needs, &f.sig);
        let abi = super::functions::abi_for(cx, f);
        // A variadic function is a field only, as upstream: a method cannot
        // pass on C variadic arguments; callers call the pointer.
        let dots = if f.sig.variadic && !f.sig.params.is_empty() {
            quote!(, ...)
        } else {
            quote!()
        };
        let fn_ty = quote!(unsafe extern #abi fn(#(#decl_params),* #dots) #ret);
        let must_use = super::extern_fns::must_use_attr(cx, f);
        // A static function has no symbol of its own: its exported
        // `--wrap-static-fns` wrapper is looked up instead.
        let symbol = if f.facts.is_static {
            super::extern_fns::wrapper_symbol(cx, f)
        } else {
            link.unwrap_or(c_name)
        };
        let symbol = proc_macro2::Literal::byte_string(format!("{symbol}\0").as_bytes());
        let require_all = cx.opts.dynamic_link_require_all;
        if require_all {
            self.fields.push(quote!(pub #name: #fn_ty));
            self.inits
                .push(quote!(let #name = __library.get(#symbol).map(|sym| *sym)?;));
            if !f.sig.variadic {
                self.methods.push(quote! {
                    #must_use
                    pub unsafe fn #name(&self, #(#decl_params),*) #ret {
                        unsafe { (self.#name)(#(#arg_names),*) }
                    }
                });
            }
        } else {
            self.fields
                .push(quote!(pub #name: Result<#fn_ty, ::libloading::Error>));
            self.inits
                .push(quote!(let #name = __library.get(#symbol).map(|sym| *sym);));
            if !f.sig.variadic {
                self.methods.push(quote! {
                    #must_use
                    pub unsafe fn #name(&self, #(#decl_params),*) #ret {
                        unsafe { (self.#name.as_ref().expect("Expected function, got error."))(#(#arg_names),*) }
                    }
                });
            }
        }
        self.names.push(name);
    }

    /// Adds a variable.
    pub(crate) fn add_var(&mut self, cx: &Cx<'_>, needs: &mut Needs, v: &Var) {
        let name = ident(&v.name);
        let ty = cx.ty(needs, v.ty);
        let symbol = proc_macro2::Literal::byte_string(
            format!("{}\0", v.link_name.as_deref().unwrap_or(&v.name)).as_bytes(),
        );
        if cx.opts.dynamic_link_require_all {
            self.fields.push(quote!(pub #name: *mut #ty));
            self.inits
                .push(quote!(let #name = __library.get::<*mut #ty>(#symbol).map(|sym| *sym)?;));
            self.methods.push(quote! {
                pub unsafe fn #name(&self) -> *mut #ty { self.#name }
            });
        } else {
            self.fields
                .push(quote!(pub #name: Result<*mut #ty, ::libloading::Error>));
            self.inits
                .push(quote!(let #name = __library.get::<*mut #ty>(#symbol).map(|sym| *sym);));
            self.methods.push(quote! {
                pub unsafe fn #name(&self) -> *mut #ty {
                    *self.#name.as_ref().expect("Expected variable, got error.")
                }
            });
        }
        self.names.push(name);
    }

    /// The struct and its impl.
    pub(crate) fn finish(self, lib_name: &str) -> TokenStream {
        let lib = ident(lib_name);
        let DynamicItems {
            fields,
            inits,
            names,
            methods,
        } = self;
        quote! {
            pub struct #lib {
                __library: ::libloading::Library,
                #(#fields,)*
            }
            impl #lib {
                pub unsafe fn new<P>(path: P) -> Result<Self, ::libloading::Error>
                where
                    // `OsStr` is in `std` only (also with `--use-core`, as upstream).
                    // No trailing comma: unformatted output then has upstream's
                    // tokens (the formatters add the comma).
                    P: AsRef<::std::ffi::OsStr>
                {
                    let library = unsafe { ::libloading::Library::new(path) }?;
                    unsafe { Self::from_library(library) }
                }
                pub unsafe fn from_library<L>(library: L) -> Result<Self, ::libloading::Error>
                where
                    L: Into<::libloading::Library>
                {
                    let __library = library.into();
                    #(#inits)*
                    Ok(#lib { __library, #(#names),* })
                }
                #(#methods)*
            }
        }
    }
}
