//! Identifiers and literals as tokens.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

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
