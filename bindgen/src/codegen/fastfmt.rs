//! A fast path around rustfmt for the simplest and most numerous generated
//! items: constants, type aliases, `pub use`, plain structs/unions and extern
//! blocks of short declarations. Each item is printed exactly as rustfmt would
//! print it when every line fits in 100 columns; anything else (generics that
//! need breaking, impls, long lines, unknown shapes) returns `None` and goes
//! through rustfmt. The golden suite and a unit test compare both paths.

use super::lines::{
    fits, fits_with_comma, is_punct, push_line, push_line_within, simple_tokens,
    split_top_level_commas, AS_READ_FROM, MAX_WIDTH, SIGNATURE_WIDTH,
};
use proc_macro2::{Delimiter, TokenStream, TokenTree};

/// The rustfmt text of `item` (with a trailing newline), or `None`.
#[cfg(test)]
pub(crate) fn format_item(item: &TokenStream) -> Option<String> {
    format_tokens(&item.clone().into_iter().collect::<Vec<_>>())
}

/// The rustfmt text of one item given as its tokens (moved, not copied),
/// or the item back unchanged. A `use` item is printed only when
/// `lone_use` says rustfmt leaves it where it is: no neighbour is a `use`
/// item, or its run is in rustfmt's order ([`use_run_in_order`]).
pub(crate) fn format_owned_tokens(
    toks: Vec<TokenTree>,
    lone_use: bool,
) -> Result<String, TokenStream> {
    let text = if lone_use {
        lone_use_text(&toks)
    } else {
        format_tokens(&toks)
    };
    text.ok_or_else(|| toks.into_iter().collect())
}

/// Whether `toks` is a `use` item (after its attributes and visibility).
pub(crate) fn is_use_item(toks: &[TokenTree]) -> bool {
    let mut i = 0;
    while is_punct(toks.get(i), '#') {
        i += 2;
    }
    visibility(toks, i).is_some_and(|(_, j)| is_ident(toks.get(j), "use"))
}

/// Whether a run of adjacent `use` items stays in its order under rustfmt:
/// each is a plain one [`format_owned_tokens`] prints (no attributes, the
/// same visibility), and each pair first differs where both have a
/// lowercase letter, the first one lower (then every ordering rustfmt has
/// used agrees with the run's).
pub(crate) fn use_run_in_order(run: &[&[TokenTree]]) -> bool {
    let texts: Option<Vec<String>> = run
        .iter()
        .map(|t| {
            if is_punct(t.first(), '#') {
                return None;
            }
            lone_use_text(t)
        })
        .collect();
    let Some(texts) = texts else {
        return false;
    };
    texts.windows(2).all(|w| {
        let (a, b) = (w[0].as_bytes(), w[1].as_bytes());
        let Some(at) = a.iter().zip(b).position(|(x, y)| x != y) else {
            return false;
        };
        // (The same visibility: the first difference is past `use `.)
        let use_at = w[0].find("use ").map_or(usize::MAX, |u| u + 4);
        at >= use_at && a[at].is_ascii_lowercase() && b[at].is_ascii_lowercase() && a[at] < b[at]
    })
}

fn lone_use_text(toks: &[TokenTree]) -> Option<String> {
    let mut out = String::new();
    let i = attrs(toks, 0, "", &mut out)?;
    let (vis, j) = visibility(toks, i)?;
    if !is_ident(toks.get(j), "use") || !is_punct(toks.last(), ';') {
        return None;
    }
    // Paths and `as` only: a `{…}` list would be sorted inside.
    let path = &toks[j + 1..toks.len() - 1];
    if path.iter().any(|t| matches!(t, TokenTree::Group(_))) {
        return None;
    }
    push_line(&mut out, "", &format!("{vis}use {};", simple_tokens(path)?))?;
    Some(out)
}

fn format_tokens(toks: &[TokenTree]) -> Option<String> {
    let mut out = String::new();
    let mut i = 0;
    while i < toks.len() {
        i = item_at(toks, i, "", &mut out)?;
    }
    Some(out)
}

fn is_ident(t: Option<&TokenTree>, s: &str) -> bool {
    matches!(t, Some(TokenTree::Ident(i)) if i == s)
}

/// Prints `#[…]` attributes starting at `i`; returns the index after them.
fn attrs(toks: &[TokenTree], mut i: usize, indent: &str, out: &mut String) -> Option<usize> {
    while is_punct(toks.get(i), '#') {
        let Some(TokenTree::Group(g)) = toks.get(i + 1) else {
            return None;
        };
        if g.delimiter() != Delimiter::Bracket {
            return None;
        }
        let inner = attr_text(g.stream())?;
        push_line(out, indent, &format!("#[{inner}]"))?;
        i += 2;
    }
    Some(i)
}

/// `doc = "…"`, `repr(C, packed(2))`, `derive(Debug, Copy)`, `link_name = "…"`, `must_use`.
fn attr_text(ts: TokenStream) -> Option<String> {
    let toks: Vec<TokenTree> = ts.into_iter().collect();
    let TokenTree::Ident(name) = toks.first()? else {
        return None;
    };
    let name = name.to_string();
    match (name.as_str(), toks.get(1)) {
        (_, None) => Some(name),
        ("doc" | "link_name" | "cfi_encoding", Some(TokenTree::Punct(p))) if p.as_char() == '=' => {
            let TokenTree::Literal(l) = toks.get(2)? else {
                return None;
            };
            (toks.len() == 3).then(|| format!("{name} = {l}"))
        }
        ("repr" | "derive" | "allow", Some(TokenTree::Group(g)))
            if g.delimiter() == Delimiter::Parenthesis && toks.len() == 2 =>
        {
            Some(format!("{name}({})", comma_list(g.stream())?))
        }
        _ => None,
    }
}

/// `C, packed(2)` / `Debug, Copy, Clone`: identifiers, integer literals and nested
/// parenthesised lists only (paths such as `serde::Serialize` are left to rustfmt).
fn comma_list(ts: TokenStream) -> Option<String> {
    let mut s = String::new();
    for t in ts {
        match t {
            TokenTree::Ident(i) => s.push_str(&i.to_string()),
            TokenTree::Literal(l) => s.push_str(&l.to_string()),
            TokenTree::Punct(p) if p.as_char() == ',' => s.push_str(", "),
            TokenTree::Group(g) if g.delimiter() == Delimiter::Parenthesis => {
                s.push('(');
                s.push_str(&comma_list(g.stream())?);
                s.push(')');
            }
            _ => return None,
        }
    }
    Some(s)
}

/// Prints one item at `i`; returns the index after it.
fn item_at(toks: &[TokenTree], start: usize, indent: &str, out: &mut String) -> Option<usize> {
    let i = attrs(toks, start, indent, out)?;
    let first = toks.get(i)?;
    if is_ident(Some(first), "pub") {
        let (vis, j) = visibility(toks, i)?;
        return match toks.get(j) {
            Some(TokenTree::Ident(k)) if k == "const" && indent.is_empty() => {
                let end = toks[j..].iter().position(|t| is_punct(Some(t), ';'))? + j;
                let text = simple_tokens(&toks[j..end])?;
                match const_lines(out, &format!("{vis}{text};"))? {
                    ConstLayout::Printed => {}
                    ConstLayout::Unformatted => {
                        // rustfmt keeps the item as it read it: the tokens as
                        // `proc_macro2` prints them (attributes would be kept too).
                        if i != start {
                            return None;
                        }
                        let raw: TokenStream = toks[i..=end].iter().cloned().collect();
                        push_line_within(out, "", &raw.to_string(), usize::MAX)?;
                    }
                }
                Some(end + 1)
            }
            // (`use` items are left to rustfmt: it sorts adjacent ones.)
            Some(TokenTree::Ident(k))
                if k == "const" || k == "type" || k == "static" || k == "fn" =>
            {
                let end = toks[j..].iter().position(|t| is_punct(Some(t), ';'))? + j;
                let text = simple_tokens(&toks[j..end])?;
                let limit = if k == "fn" || k == "static" {
                    SIGNATURE_WIDTH
                } else {
                    MAX_WIDTH
                };
                let line = format!("{vis}{text};");
                if k == "fn" && indent.len() + line.len() > limit {
                    fn_params_tall(&toks[j..end], &vis, indent, out)?;
                } else if k == "type" && indent.len() + line.len() > limit {
                    alias_lines(&toks[j..end], &vis, indent, out)?;
                } else if k == "static" && indent.len() + line.len() > limit {
                    static_lines(&toks[j..end], &vis, indent, out)?;
                } else {
                    push_line_within(out, indent, &line, limit)?;
                }
                Some(end + 1)
            }
            Some(TokenTree::Ident(k)) if k == "struct" || k == "union" => {
                record(toks, j, &vis, indent, out)
            }
            _ => None,
        };
    }
    if is_ident(Some(first), "unsafe") || is_ident(Some(first), "extern") {
        return extern_block(toks, i, indent, out);
    }
    None
}

/// A function declaration too long for one line, in rustfmt's default
/// ("tall") layout: one parameter per line, each with a trailing comma, the
/// return type after the closing parenthesis. `toks` runs from `fn` to
/// before the `;`. Variadic functions and parameters or return types that
/// would need breaking themselves are left to rustfmt.
fn fn_params_tall(toks: &[TokenTree], vis: &str, indent: &str, out: &mut String) -> Option<()> {
    let (Some(TokenTree::Ident(name)), Some(TokenTree::Group(params))) = (toks.get(1), toks.get(2))
    else {
        return None;
    };
    if params.delimiter() != Delimiter::Parenthesis {
        return None;
    }
    let ret = super::typefmt::return_text(toks.get(3..).unwrap_or_default())?;
    let list: Vec<TokenTree> = params.stream().into_iter().collect();
    let params = split_top_level_commas(&list)?;
    if params.is_empty() {
        return None;
    }
    let texts: Vec<String> = params
        .iter()
        .map(|p| simple_tokens(p))
        .collect::<Option<_>>()?;
    let inner = format!("{indent}    ");
    // A signature that fits in 100 columns only without its `;` keeps the
    // parameters on the first line and moves the return type to the next
    // (rustfmt measures the signature, then finds the `;` does not fit);
    // without a return type the whole declaration stays on its line.
    let first = format!("{vis}fn {name}({})", texts.join(", "));
    if indent.len() + first.len() + ret.len() + 1 == MAX_WIDTH {
        if ret.is_empty() {
            return push_line(out, indent, &format!("{first};"));
        }
        push_line(out, indent, &first)?;
        return push_line(out, &inner, &format!("{};", ret.trim_start()));
    }
    push_line(out, indent, &format!("{vis}fn {name}("))?;
    super::typefmt::params_lines(&list, &inner, false, out)?;
    push_line(out, indent, &format!("){ret};"))
}

/// Appends the top-level constant `line` (`pub const N: T = V;`) in rustfmt's
/// layout; `false` with nothing written when rustfmt would keep it as read
/// or lay it out in a way not modelled here.
pub(crate) fn const_item_text(out: &mut String, line: &str) -> bool {
    let mut text = String::new();
    if const_lines(&mut text, line) == Some(ConstLayout::Printed) {
        out.push_str(&text);
        return true;
    }
    false
}

/// How [`const_lines`] laid a constant out.
#[derive(Debug, PartialEq, Eq)]
enum ConstLayout {
    /// Printed (one line, or broken after `=` or `:`).
    Printed,
    /// Too long for any layout: rustfmt leaves such an item as it read it,
    /// which the caller prints (nothing was written).
    Unformatted,
}

/// A top-level `const` item: one line when it fits, else rustfmt's break
/// after `=` (when the head fits) or after the `:` (when it does not).
fn const_lines(out: &mut String, line: &str) -> Option<ConstLayout> {
    if fits(0, line.len()) {
        push_line(out, "", line)?;
        return Some(ConstLayout::Printed);
    }
    let (head, value) = line.split_once(" = ")?;
    let eq_head = format!("{head} =");
    if fits(0, eq_head.len()) && fits(4, value.len()) {
        push_line(out, "", &eq_head)?;
        push_line(out, "    ", value)?;
        return Some(ConstLayout::Printed);
    }
    let (name, ty) = head.split_once(": ")?;
    let colon_head = format!("{name}:");
    let rest = format!("{ty} = {value}");
    // With a head this wide rustfmt gives up and leaves the item unformatted.
    if colon_head.len() >= AS_READ_FROM {
        return Some(ConstLayout::Unformatted);
    }
    if fits(4, rest.len()) {
        push_line(out, "", &colon_head)?;
        push_line(out, "    ", &rest)?;
        return Some(ConstLayout::Printed);
    }
    // A value too long for any line of its own (a long byte string): rustfmt
    // gives up on the item and leaves it as it read it.
    if !fits(4, value.len()) {
        return Some(ConstLayout::Unformatted);
    }
    None
}

/// `pub`, `pub(crate)` -> text with a trailing space, and the next index.
fn visibility(toks: &[TokenTree], i: usize) -> Option<(String, usize)> {
    if !is_ident(toks.get(i), "pub") {
        return Some((String::new(), i));
    }
    match toks.get(i + 1) {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => Some((
            format!(
                "pub({}) ",
                simple_tokens(&g.stream().into_iter().collect::<Vec<_>>())?
            ),
            i + 2,
        )),
        _ => Some(("pub ".to_string(), i + 1)),
    }
}

fn record(
    toks: &[TokenTree],
    j: usize,
    vis: &str,
    indent: &str,
    out: &mut String,
) -> Option<usize> {
    let TokenTree::Ident(kw) = &toks[j] else {
        return None;
    };
    let TokenTree::Ident(name) = toks.get(j + 1)? else {
        return None;
    };
    let TokenTree::Group(body) = toks.get(j + 2)? else {
        return None;
    };
    if body.delimiter() != Delimiter::Brace {
        return None;
    }
    let fields: Vec<TokenTree> = body.stream().into_iter().collect();
    if fields.is_empty() {
        push_line(out, indent, &format!("{vis}{kw} {name} {{}}"))?;
        return Some(j + 3);
    }
    push_line(out, indent, &format!("{vis}{kw} {name} {{"))?;
    let inner = format!("{indent}    ");
    let mut k = 0;
    while k < fields.len() {
        k = attrs(&fields, k, &inner, out)?;
        // (The first comma outside the `<...>` of a generic type.)
        let end = split_top_level_commas(&fields[k..])?
            .first()
            .map_or(fields.len(), |f| k + f.len());
        let (fvis, start) = visibility(&fields, k)?;
        field_lines(&fields[start..end], &fvis, &inner, out)?;
        k = end + 1;
    }
    push_line(out, indent, "}")?;
    Some(j + 3)
}

/// A field `name: Type,`: on one line when it fits, else with the type on
/// the next line, else with the type itself broken.
fn field_lines(field: &[TokenTree], vis: &str, indent: &str, out: &mut String) -> Option<()> {
    let text = simple_tokens(field)?;
    // (`<`: the trailing comma takes one column.)
    if fits_with_comma(indent.len(), vis.len() + text.len()) {
        return push_line(out, indent, &format!("{vis}{text},"));
    }
    let [TokenTree::Ident(name), colon, ty @ ..] = field else {
        return None;
    };
    if !is_punct(Some(colon), ':') || ty.is_empty() {
        return None;
    }
    head_and_type(&format!("{vis}{name}:"), ty, ",", indent, out)
}

/// `pub type Name = Type;` too long for one line: the type on the next line,
/// else broken itself.
fn alias_lines(toks: &[TokenTree], vis: &str, indent: &str, out: &mut String) -> Option<()> {
    let [TokenTree::Ident(kw), TokenTree::Ident(name), eq, ty @ ..] = toks else {
        return None;
    };
    if kw != "type" || !is_punct(Some(eq), '=') || ty.is_empty() {
        return None;
    }
    head_and_type(&format!("{vis}type {name} ="), ty, ";", indent, out)
}

/// `pub static [mut] name: Type;` longer than a signature's limit: on one
/// line up to 100 columns, else the type on the next line when it fits
/// there whole, else left to rustfmt.
fn static_lines(toks: &[TokenTree], vis: &str, indent: &str, out: &mut String) -> Option<()> {
    let (kw, rest) = match toks {
        [TokenTree::Ident(s), TokenTree::Ident(m), rest @ ..] if s == "static" && m == "mut" => {
            ("static mut", rest)
        }
        [TokenTree::Ident(s), rest @ ..] if s == "static" => ("static", rest),
        _ => return None,
    };
    let [TokenTree::Ident(name), colon, ty @ ..] = rest else {
        return None;
    };
    // (A `:` joined to the next is a path's `::`, not the type's colon.)
    let TokenTree::Punct(p) = colon else {
        return None;
    };
    if p.as_char() != ':' || p.spacing() != proc_macro2::Spacing::Alone || ty.is_empty() {
        return None;
    }
    let ty_text = simple_tokens(ty)?;
    // (rustfmt measures a `static` with its `;`: exactly 100 columns stay.)
    let line = format!("{vis}{kw} {name}: {ty_text};");
    if fits(indent.len(), line.len()) {
        return push_line(out, indent, &line);
    }
    let inner = format!("{indent}    ");
    if !fits(inner.len(), ty_text.len() + 1) {
        return None;
    }
    push_line(out, indent, &format!("{vis}{kw} {name}:"))?;
    push_line(out, &inner, &format!("{ty_text};"))
}

/// `head`, then the type `ty` and `trailer`, when they do not fit on one
/// line: the type on the next line (indented once more) when it fits there,
/// else the type itself broken after the head.
fn head_and_type(
    head: &str,
    ty: &[TokenTree],
    trailer: &str,
    indent: &str,
    out: &mut String,
) -> Option<()> {
    let ty_text = simple_tokens(ty)?;
    let inner = format!("{indent}    ");
    if fits(inner.len(), ty_text.len() + trailer.len()) {
        push_line(out, indent, head)?;
        return push_line(out, &inner, &format!("{ty_text}{trailer}"));
    }
    super::typefmt::type_lines(ty, &format!("{indent}{head} "), indent, trailer, out)
}

fn extern_block(toks: &[TokenTree], i: usize, indent: &str, out: &mut String) -> Option<usize> {
    let mut j = i;
    let mut head = String::new();
    if is_ident(toks.get(j), "unsafe") {
        head.push_str("unsafe ");
        j += 1;
    }
    if !is_ident(toks.get(j), "extern") {
        return None;
    }
    let TokenTree::Literal(abi) = toks.get(j + 1)? else {
        return None;
    };
    let TokenTree::Group(body) = toks.get(j + 2)? else {
        return None;
    };
    if body.delimiter() != Delimiter::Brace {
        return None;
    }
    push_line(out, indent, &format!("{head}extern {abi} {{"))?;
    let decls: Vec<TokenTree> = body.stream().into_iter().collect();
    let inner = format!("{indent}    ");
    let mut k = 0;
    while k < decls.len() {
        k = item_at(&decls, k, &inner, out)?;
    }
    push_line(out, indent, "}")?;
    Some(j + 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codegen::rustfmt_probe::rustfmt;
    use quote::quote;

    #[test]
    fn prints_simple_items_like_rustfmt() {
        let cases: Vec<(TokenStream, &str)> = vec![
            (quote!(pub const FOO: u32 = 5;), "pub const FOO: u32 = 5;\n"),
            (quote!(pub const NEG: i32 = -5;), "pub const NEG: i32 = -5;\n"),
            (quote!(pub const S: &[u8; 3] = b"ab\0";), "pub const S: &[u8; 3] = b\"ab\\0\";\n"),
            (quote!(pub type t = ::std::os::raw::c_int;), "pub type t = ::std::os::raw::c_int;\n"),
            (quote!(pub type p = *const ::std::os::raw::c_char;), "pub type p = *const ::std::os::raw::c_char;\n"),
            (
                quote!(#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct pt { pub x: ::std::os::raw::c_int, pub y: [u8; 4usize] }),
                "#[repr(C)]\n#[derive(Debug, Copy, Clone)]\npub struct pt {\n    pub x: ::std::os::raw::c_int,\n    pub y: [u8; 4usize],\n}\n",
            ),
            (quote!(pub struct e {}), "pub struct e {}\n"),
            (
                quote!(unsafe extern "C" { pub fn f(a: ::std::os::raw::c_int, ...) -> ::std::os::raw::c_int; }),
                "unsafe extern \"C\" {\n    pub fn f(a: ::std::os::raw::c_int, ...) -> ::std::os::raw::c_int;\n}\n",
            ),
            (
                quote!(unsafe extern "C" { pub static mut g: [::std::os::raw::c_int; 4usize]; }),
                "unsafe extern \"C\" {\n    pub static mut g: [::std::os::raw::c_int; 4usize];\n}\n",
            ),
            (
                quote!(pub struct q { pub bits: *mut [::std::os::raw::c_int; 64usize], pub c: *const [u8; 2usize] }),
                "pub struct q {\n    pub bits: *mut [::std::os::raw::c_int; 64usize],\n    pub c: *const [u8; 2usize],\n}\n",
            ),
        ];
        let mut input = String::new();
        let mut ours = String::new();
        for (ts, want) in cases {
            assert_eq!(format_item(&ts).as_deref(), Some(want), "{ts}");
            input.push_str(&format!("{ts}\n"));
            ours.push_str(want);
        }
        if let Some(formatted) = rustfmt(&input) {
            assert_eq!(formatted, ours);
        }
    }

    #[test]
    fn leaves_complex_items_to_rustfmt() {
        assert!(format_item(&quote!(impl Foo { fn f(&self) {} })).is_none());
        // rustfmt sorts adjacent `use` items; printed one by one they would
        // keep their order.
        assert!(format_item(&quote!(
            pub use self::e as e_t;
        ))
        .is_none());
    }

    #[test]
    fn prints_lone_use_items_like_rustfmt() {
        for ts in [
            quote!(
                pub use self::sctp_cmsg_type as sctp_cmsg_t;
            ),
            quote!(
                pub use self::e;
            ),
            quote!(
                #[doc = " An alias."]
                pub use self::color as colour_t;
            ),
            quote!(
                pub(crate) use super::inner::Thing as Other;
            ),
        ] {
            let toks: Vec<TokenTree> = ts.clone().into_iter().collect();
            assert!(is_use_item(&toks), "{ts}");
            let ours = format_owned_tokens(toks, true).expect("printed directly");
            assert_eq!(Some(ours), rustfmt(&ts.to_string()), "{ts}");
        }
        for ts in [
            quote!(
                pub use self::{a, b};
            ),
            quote!(
                pub type t = u32;
            ),
        ] {
            assert!(format_owned_tokens(ts.into_iter().collect(), true).is_err());
        }
        let alias: Vec<TokenTree> = quote!(
            pub type t = u32;
        )
        .into_iter()
        .collect();
        assert!(!is_use_item(&alias));
    }

    #[test]
    fn leaves_constants_with_unmodelled_layouts_to_rustfmt() {
        // A long name and a value that fit on no line together, each on
        // a line of its own: not modelled, so the item must come back whole
        // (it was once dropped silently).
        let name = proc_macro2::Ident::new(&"N".repeat(80), proc_macro2::Span::call_site());
        let long = proc_macro2::Literal::byte_string(&[b'x'; 80]);
        let item = quote!(pub const #name: &[u8; 81usize] = #long;);
        assert_eq!(format_item(&item), None);
        let ts = item.clone();
        assert_eq!(
            format_owned_tokens(ts.into_iter().collect(), false)
                .err()
                .map(|t| t.to_string()),
            Some(item.to_string())
        );
    }

    #[test]
    fn keeps_constants_rustfmt_gives_up_on_as_read() {
        // A head of 98+ columns: rustfmt leaves the item as its tokens print.
        let name = proc_macro2::Ident::new(
            &format!("K{}", "x".repeat(86)),
            proc_macro2::Span::call_site(),
        );
        let item = quote!(pub const #name: some_enum_type_name = 1;);
        assert_eq!(format_item(&item), Some(format!("{item}\n")));
        // With an attribute the kept text would include it: left to rustfmt.
        let item = quote!(#[doc = "x"] pub const #name: some_enum_type_name = 1;);
        assert_eq!(format_item(&item), None);
    }

    #[test]
    fn agrees_with_rustfmt_on_constants_of_every_length() {
        let mut ours = String::new();
        let mut tokens = String::new();
        for n in 1..110 {
            let name = proc_macro2::Ident::new(
                &format!("K{}", "x".repeat(n)),
                proc_macro2::Span::call_site(),
            );
            let ty = proc_macro2::Ident::new(
                &format!("T{}", "y".repeat(n / 3)),
                proc_macro2::Span::call_site(),
            );
            // Byte strings around the width where no line holds them (then
            // rustfmt keeps the item as read).
            let bytes = proc_macro2::Literal::byte_string(&vec![b'z'; n]);
            let short =
                proc_macro2::Ident::new(&format!("S{}", n % 7), proc_macro2::Span::call_site());
            for item in [
                quote!(pub const #name: #ty = 123456;),
                quote!(pub const #short: &[u8; 3usize] = #bytes;),
            ] {
                if let Some(text) = format_item(&item) {
                    ours.push_str(&text);
                    tokens.push_str(&item.to_string());
                    tokens.push('\n');
                }
            }
        }
        assert!(ours.contains("&[u8; 3usize] =\n    b\"zz"));
        assert!(ours.contains(" : & [u8 ; 3usize] = b\"zz"));
        let Some(formatted) = rustfmt(&tokens) else {
            return;
        };
        assert_eq!(formatted, ours);
    }

    #[test]
    fn agrees_with_rustfmt_on_signatures_of_every_length() {
        let mut ours = String::new();
        let mut tokens = String::new();
        for n in 20..90 {
            let name = proc_macro2::Ident::new(
                &format!("f{}", "x".repeat(n)),
                proc_macro2::Span::call_site(),
            );
            for item in [
                quote!(unsafe extern "C" { pub fn #name(a: u32, b: *mut u8) -> ::std::os::raw::c_int; }),
                quote!(unsafe extern "C" { pub fn #name(first: *const ::std::os::raw::c_char) -> *mut FILE; }),
                quote!(unsafe extern "C" { pub fn #name(a: u32, b: ::std::option::Option<unsafe extern "C" fn(x: u32, y: u8) -> u8>); }),
                quote!(unsafe extern "C" { pub fn #name(a: u32) -> *mut ::std::os::raw::c_void; }),
                quote!(unsafe extern "C" { pub fn #name(a: *mut u8, b: ::std::os::raw::c_int, ...); }),
                quote!(unsafe extern "C" { pub static mut #name: ::std::option::Option<unsafe extern "C" fn(a: *mut u8)>; }),
                quote!(unsafe extern "C" { pub static #name: [::std::os::raw::c_ulong; 16usize]; }),
            ] {
                if let Some(text) = format_item(&item) {
                    ours.push_str(&text);
                    tokens.push_str(&item.to_string());
                    tokens.push('\n');
                }
            }
        }
        // The declarations of exactly 100 columns without a return type, and
        // statics with their type on the next line, are among them.
        assert!(ours
            .lines()
            .any(|l| l.len() == 100 && l.ends_with(", ...);")));
        assert!(
            ours.contains(":\n        ::std::option::Option<unsafe extern \"C\" fn(a: *mut u8)>;")
        );
        assert!(ours.contains(":\n        [::std::os::raw::c_ulong; 16usize];"));
        let Some(formatted) = rustfmt(&tokens) else {
            return;
        };
        assert_eq!(formatted, ours);
    }

    #[test]
    fn breaks_long_constants_like_rustfmt() {
        let long = quote!(
            pub const A_VERY_LONG_NAME_THAT_GOES_ON_AND_ON_AND_ON_AND_ON_AND_ON:
                ::std::os::raw::c_ulonglong = 1234567890;
        );
        assert_eq!(
            format_item(&long).as_deref(),
            Some("pub const A_VERY_LONG_NAME_THAT_GOES_ON_AND_ON_AND_ON_AND_ON_AND_ON: ::std::os::raw::c_ulonglong =\n    1234567890;\n")
        );
        let name = proc_macro2::Ident::new(
            &format!("K{}", "x".repeat(70)),
            proc_macro2::Span::call_site(),
        );
        let text = format_item(&quote!(pub const #name: some_quite_long_enum_type_name_here = 1;))
            .unwrap();
        assert_eq!(
            text,
            format!("pub const {name}:\n    some_quite_long_enum_type_name_here = 1;\n")
        );
    }
}
