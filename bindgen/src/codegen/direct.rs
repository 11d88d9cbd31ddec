//! Direct printing of item lists: the items the fast printer formats become
//! text, a run of them one placeholder item standing for that text until
//! `generate` swaps it back (`Cx::preformatted`).

use super::cx::Cx;
use super::fastfmt;
use proc_macro2::TokenStream;

/// `N` when `item` is the marker `__bindgen_preformatted!(N);`.
pub(super) fn marker_index(item: &TokenStream) -> Option<usize> {
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

/// Replaces items the fast printer can format with pre-formatted markers,
/// merging runs of them into one marker so rustfmt sees few items.
///
/// A `use` item is printed only with non-`use` items on both sides (rustfmt
/// sorts adjacent ones); the first and last items count as having unknown
/// neighbours, since another list (a parallel chunk) may continue there.
pub(super) fn fast_format(cx: &Cx<'_>, items: Vec<TokenStream>) -> Vec<TokenStream> {
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
