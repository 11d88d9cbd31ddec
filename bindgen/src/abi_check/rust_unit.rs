//! The Rust half: the extern functions the bindings declare, and the
//! bindings plus one function that refers to each of them, which makes rustc
//! emit their declarations.

use super::rust_fn::{tidy, RustFn};
use std::fmt;

/// The bindings the checker was given are not Rust that `syn` reads.
#[derive(Debug)]
pub(crate) struct UnparsedBindings(syn::Error);

impl fmt::Display for UnparsedBindings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the bindings do not parse: {}", self.0)
    }
}

/// Every function declared in an `extern` block, in modules too, then the
/// function-pointer fields of `--dynamic-loading`'s library structs, with
/// the Rust items declaring those (`dynamic`), to compile with the bindings.
pub(crate) fn extern_fns(bindings: &str) -> Result<(Vec<RustFn>, String), UnparsedBindings> {
    let file = syn::parse_file(bindings).map_err(UnparsedBindings)?;
    let mut out = Vec::new();
    walk(&file.items, &mut Vec::new(), &mut out);
    let mut extra = String::new();
    super::dynamic::lib_fields(&file.items, &[], &mut 0, &mut out, &mut extra);
    Ok((out, extra))
}

fn walk(items: &[syn::Item], path: &mut Vec<String>, out: &mut Vec<RustFn>) {
    for item in items {
        match item {
            syn::Item::ForeignMod(m) => {
                for f in &m.items {
                    let syn::ForeignItem::Fn(f) = f else { continue };
                    let name = f.sig.ident.to_string();
                    let symbol = link_name(&f.attrs)
                        .unwrap_or_else(|| name.trim_start_matches("r#").to_string());
                    let mut p = path.clone();
                    p.push(name);
                    let sig = &f.sig;
                    out.push(RustFn {
                        path: p.join("::"),
                        symbol,
                        decl: tidy(&quote::quote!(#sig).to_string()),
                    });
                }
            }
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    path.push(m.ident.to_string());
                    walk(inner, path, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }
}

/// The value of `#[link_name = "..."]`.
fn link_name(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| {
        let syn::Meta::NameValue(nv) = &a.meta else {
            return None;
        };
        if !nv.path.is_ident("link_name") {
            return None;
        }
        match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        }
    })
}

/// The name of the function the unit adds.
pub(crate) const REFS_FN: &str = "__bindgen_verify_abi_refs";

/// The bindings followed by one function taking each extern function's
/// address (a reference is what makes rustc declare it).
pub(crate) fn unit(bindings: &str, extra: &str, fns: &[RustFn]) -> String {
    let mut s = String::with_capacity(bindings.len() + extra.len() + fns.len() * 48 + 128);
    // Bindings that name only `core` (`--use-core`) compile for targets
    // without a standard library too.
    // (Unformatted bindings put spaces between the tokens: `:: std ::`.)
    let names_std = bindings.contains("std::") || bindings.contains("std ::");
    if !names_std {
        s.push_str("#![no_std]\n");
    }
    s.push_str(bindings);
    s.push_str(extra);
    s.push_str("\n#[doc(hidden)]\npub fn ");
    s.push_str(REFS_FN);
    s.push_str(&format!("() -> [usize; {}] {{\n    [\n", fns.len()));
    for f in fns {
        s.push_str(&format!("        crate::{} as usize,\n", f.path));
    }
    s.push_str("    ]\n}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_functions_in_modules_with_their_symbols() {
        let text = r#"
            extern "C" { pub fn a(x: i32) -> i32; }
            pub mod root {
                pub mod ns {
                    extern "C" {
                        #[link_name = "\u{1}_ZN2ns1bEv"]
                        pub fn b();
                        pub fn r#type();
                    }
                }
            }
        "#;
        let (fns, extra) = extern_fns(text).unwrap();
        assert!(extra.is_empty());
        let got: Vec<(&str, &str)> = fns
            .iter()
            .map(|f| (f.path.as_str(), f.symbol.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("a", "a"),
                ("root::ns::b", "\u{1}_ZN2ns1bEv"),
                ("root::ns::r#type", "type")
            ]
        );
        let u = unit(text, &extra, &fns);
        assert!(u.contains("crate::root::ns::b as usize,"));
        assert!(u.contains("-> [usize; 3]"));
    }
}
