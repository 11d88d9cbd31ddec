//! rustfmt's layout of types too long for their line, for the direct printer
//! (`fastfmt`): a generic type breaks after its `<` with the argument on its
//! own line (trailing comma), a function-pointer type breaks its parameters
//! one per line, recursively. Anything else is left to rustfmt (`None`).

use super::lines::{
    fits, fits_with_comma, is_punct, push_line, push_line_within, simple_tokens,
    split_top_level_commas, MAX_WIDTH,
};
use proc_macro2::{Delimiter, TokenTree};

/// Appends `prefix` (the start of the first line, indentation included), the
/// type `ty` and `trailer` (`,`, `;` or nothing); lines after the first start
/// with `indent`.
pub(super) fn type_lines(
    ty: &[TokenTree],
    prefix: &str,
    indent: &str,
    trailer: &str,
    out: &mut String,
) -> Option<()> {
    let text = simple_tokens(ty)?;
    if fits(prefix.len(), text.len() + trailer.len()) {
        return push_line(out, "", &format!("{prefix}{text}{trailer}"));
    }
    let inner = format!("{indent}    ");
    if let Some((path, arg)) = single_generic(ty) {
        push_line(out, "", &format!("{prefix}{}<", simple_tokens(path)?))?;
        type_lines(arg, &inner, &inner, ",", out)?;
        return push_line(out, "", &format!("{indent}>{trailer}"));
    }
    let (head, params, ret, returns_fn) = fn_pointer(ty)?;
    // A returned function pointer stays after the `)` only while it is
    // short for its depth (measured on rustfmt 1.x: twice the indentation
    // plus `-> Ret` within `RETURNED_FN_BUDGET`); past that rustfmt moves
    // or breaks it in ways not modelled here.
    if returns_fn && 2 * indent.len() + ret.trim_start().len() > RETURNED_FN_BUDGET {
        return None;
    }
    push_line(out, "", &format!("{prefix}{head}("))?;
    params_lines(&params, &inner, true, out)?;
    push_line(out, "", &format!("{indent}){ret}{trailer}"))
}

/// One parameter per line at `indent`, each with a trailing comma except a
/// final `...`; a parameter too long for its line breaks its type, except in
/// a function-pointer type (`nested`) when only its comma is past the limit:
/// rustfmt lets that line overflow.
pub(super) fn params_lines(
    params: &[TokenTree],
    indent: &str,
    nested: bool,
    out: &mut String,
) -> Option<()> {
    let list = split_top_level_commas(params)?;
    for (k, p) in list.iter().enumerate() {
        let text = simple_tokens(p)?;
        if text == "..." {
            if k + 1 != list.len() {
                return None;
            }
            push_line(out, "", &format!("{indent}..."))?;
            continue;
        }
        // (`<`: the trailing comma takes one column.)
        if fits_with_comma(indent.len(), text.len()) {
            push_line(out, "", &format!("{indent}{text},"))?;
            continue;
        }
        if nested && fits(indent.len(), text.len()) {
            // rustfmt measures a function-pointer type's parameter without
            // its comma: one of exactly 100 columns stays, the comma past
            // the limit.
            push_line_within(out, "", &format!("{indent}{text},"), MAX_WIDTH + 1)?;
            continue;
        }
        // `name: Type` with the type broken, or an unnamed type.
        match p {
            [TokenTree::Ident(name), colon, ty @ ..]
                if is_punct(Some(colon), ':') && !is_punct(ty.first(), ':') =>
            {
                type_lines(ty, &format!("{indent}{name}: "), indent, ",", out)?;
            }
            _ => type_lines(p, indent, indent, ",", out)?,
        }
    }
    Some(())
}

/// What follows a parameter list: nothing, or `-> Ret` with `Ret` on one
/// line (as ` -> Ret`).
pub(super) fn return_text(rest: &[TokenTree]) -> Option<String> {
    match rest {
        [] => Some(String::new()),
        [dash, gt, ret @ ..]
            if is_punct(Some(dash), '-') && is_punct(Some(gt), '>') && !ret.is_empty() =>
        {
            Some(format!(" -> {}", simple_tokens(ret)?))
        }
        _ => None,
    }
}

/// `Path<Arg>` (one argument, nothing after the `>`): the path and the argument.
fn single_generic(ty: &[TokenTree]) -> Option<(&[TokenTree], &[TokenTree])> {
    let open = ty.iter().position(|t| is_punct(Some(t), '<'))?;
    if !is_punct(ty.last(), '>') || open == 0 {
        return None;
    }
    // A function pointer returning a generic (`fn(x: T) -> Option<..>`) is
    // no path: rustfmt breaks its parameters first.
    if ty[..open]
        .iter()
        .any(|t| !matches!(t, TokenTree::Ident(_) | TokenTree::Punct(_)))
    {
        return None;
    }
    let arg = &ty[open + 1..ty.len() - 1];
    // A second argument, or a `<` of the path itself: not this shape.
    if split_top_level_commas(arg)?.len() != 1 || arg.is_empty() {
        return None;
    }
    Some((&ty[..open], arg))
}

/// See [`type_lines`]: the widest `2 * indent + "-> Ret".len()` that keeps a
/// returned function-pointer type after its parameters' `)`.
const RETURNED_FN_BUDGET: usize = 77;

/// `[unsafe] [extern "ABI"] fn(params) [-> Ret]`: the head up to `fn`, the
/// parameter tokens, ` -> Ret` (or nothing), when the return type fits
/// on one line, and whether it returns a function pointer.
fn fn_pointer(ty: &[TokenTree]) -> Option<(String, Vec<TokenTree>, String, bool)> {
    let fn_at = ty
        .iter()
        .position(|t| matches!(t, TokenTree::Ident(i) if i == "fn"))?;
    let head = simple_tokens(&ty[..=fn_at])?;
    let TokenTree::Group(g) = ty.get(fn_at + 1)? else {
        return None;
    };
    if g.delimiter() != Delimiter::Parenthesis {
        return None;
    }
    // Where rustfmt puts a returned function pointer (after the `)`, or on
    // a line of its own) depends on its depth as well as its width.
    let returns_fn = ty[fn_at + 2..]
        .iter()
        .any(|t| matches!(t, TokenTree::Ident(i) if i == "fn"));
    let ret = return_text(&ty[fn_at + 2..])?;
    Some((head, g.stream().into_iter().collect(), ret, returns_fn))
}

#[cfg(test)]
mod tests {
    use super::super::fastfmt::format_item;
    use super::MAX_WIDTH;
    use crate::codegen::rustfmt_probe::rustfmt;
    use proc_macro2::{Ident, Span};
    use quote::quote;

    #[test]
    fn long_types_break_like_rustfmt() {
        let mut ours = String::new();
        let mut input = String::new();
        let mut printed = 0;
        for n in 1..70 {
            let t = Ident::new(&format!("T{}", "x".repeat(n)), Span::call_site());
            let a = Ident::new(&format!("a{}", "y".repeat(n / 2)), Span::call_site());
            let fp = quote!(::std::option::Option<unsafe extern "C" fn(#a: *mut #t, arg2: ::std::os::raw::c_int) -> ::std::os::raw::c_int>);
            let fp_void = quote!(::std::option::Option<unsafe extern "C" fn(#a: *mut #t)>);
            // A callback taking a callback, as in sqlite3's `fts5_api`.
            let fp_nested = quote!(::std::option::Option<unsafe extern "C" fn(p: *mut #t, xDestroy: #fp_void) -> ::std::os::raw::c_int>);
            let generic = quote!(__BindgenUnionField<#t>);
            // A callback returning a callback (`int (*(*get)(int k))(double v)`).
            let fp_returning = quote!(::std::option::Option<unsafe extern "C" fn(#a: ::std::os::raw::c_int) -> #fp_void>);
            let z = Ident::new(&format!("z{}", "z".repeat(n / 3)), Span::call_site());
            let fp_returning2 = quote!(::std::option::Option<unsafe extern "C" fn(arg1: *mut ::std::os::raw::c_void, arg2: *const ::std::os::raw::c_char) -> ::std::option::Option<unsafe extern "C" fn(#z: u32)>>);
            for item in [
                quote!(pub type #a = #fp;),
                quote!(pub type #a = #fp_void;),
                quote!(pub type #a = #generic;),
                quote!(#[repr(C)] pub struct #t { pub #a: #fp, pub b: #generic, pub c: #fp_void, }),
                quote!(unsafe extern "C" { pub fn #a(first: #fp, second: *mut #t, ...) -> #fp_void; }),
                quote!(unsafe extern "C" { pub fn #a(first: #fp_void, second: #generic); }),
                quote!(#[repr(C)] pub struct #t { pub iVersion: u32, pub #a: #fp_nested, }),
                quote!(pub type #a = #fp_returning;),
                // Callbacks returning callbacks of every width, at three depths.
                quote!(#[repr(C)] pub struct S { pub xDlSym: #fp_returning2, }),
                quote!(pub type t = #fp_returning2;),
                quote!(unsafe extern "C" { pub fn f(c: #fp_returning2, d: u32); }),
                // A callback taking a callback too long for its line.
                quote!(#[repr(C)] pub struct S { pub xCreate: ::std::option::Option<unsafe extern "C" fn(pApi: *mut api, #a: #fp_void) -> ::std::os::raw::c_int>, }),
                quote!(#[repr(C)] pub struct S { pub xCreate: ::std::option::Option<unsafe extern "C" fn(pApi: *mut api, #a: #fp) -> ::std::os::raw::c_int>, }),
                quote!(unsafe extern "C" { pub fn install(pApi: *mut api, #a: #fp_void, p: *mut #t) -> ::std::os::raw::c_int; }),
                quote!(pub type #a = ::std::option::Option<unsafe extern "C" fn(pApi: *mut api, arg1: #fp, arg2: #fp_void)>;),
                quote!(unsafe extern "C" { pub fn install(#a: #fp_returning); }),
            ] {
                if let Some(text) = format_item(&item) {
                    ours.push_str(&text);
                    input.push_str(&item.to_string());
                    input.push('\n');
                    printed += 1;
                }
            }
        }
        assert!(printed > 300, "only {printed} items printed directly");
        // Every layout is exercised: generic breaks, parameter breaks,
        // fields and aliases with the type on the next line.
        for shape in [
            "Option<\n",
            "fn(\n",
            ":\n        ",
            " =\n    ",
            "        ...\n",
        ] {
            assert!(ours.contains(shape), "no {shape:?} in the sweep");
        }
        // A parameter whose comma alone overflows, and callbacks broken
        // inside callbacks.
        assert!(ours.lines().any(|l| l.len() == MAX_WIDTH + 1));
        assert!(ours.contains("        ) -> ::std::option::Option<unsafe extern \"C\" fn(z"));
        assert!(ours.contains(": ::std::option::Option<\n                unsafe extern"));
        let Some(formatted) = rustfmt(&input) else {
            return;
        };
        let (want, got): (Vec<&str>, Vec<&str>) =
            (formatted.lines().collect(), ours.lines().collect());
        for (i, (w, g)) in want.iter().zip(&got).enumerate() {
            assert_eq!(w, g, "line {i}");
        }
        assert_eq!(want.len(), got.len());
    }
}
