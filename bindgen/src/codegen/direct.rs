//! Direct printing of item lists: each item the printers can lay out in
//! rustfmt's layout becomes text (model items are printed from their model,
//! token items read by `fastfmt`), and a run of texts becomes one text item.
//! At the end of codegen ([`output`]) the items become what formatting takes.

use super::fastfmt;
use super::helpers::as_printed;
use super::model::{Item, Items};
use crate::output::OutputItem;

/// Prints the items the direct printer can lay out, merging runs of text
/// into one item so the formatter sees few items. What is left is tokens.
///
/// A `use` item is printed only in a run of them with non-`use` items on
/// both sides, and when rustfmt (which sorts adjacent ones) keeps the run's
/// order; the first and last items count as having unknown neighbours,
/// since another list (a parallel chunk) may continue there.
pub(super) fn print(items: Items) -> Items {
    // Each token item's tokens are taken out once (moved): the `use` check
    // and the printer read them, and a refused item is rebuilt from them.
    let items: Vec<Pending> = items
        .into_iter()
        .map(|item| match item {
            Item::Tokens(t) => Pending::Tokens(t.into_iter().collect()),
            other => Pending::Model(other),
        })
        .collect();
    let uses: Vec<bool> = items
        .iter()
        .map(|i| matches!(i, Pending::Tokens(t) if fastfmt::is_use_item(t)))
        .collect();
    // Runs of adjacent `use` items with a non-`use` item on both sides;
    // a run is printed when rustfmt's sorting keeps its order.
    let mut printable_use = vec![false; items.len()];
    let mut k = 0;
    while k < items.len() {
        if !uses[k] {
            k += 1;
            continue;
        }
        let start = k;
        while k < items.len() && uses[k] {
            k += 1;
        }
        let bounded = start > 0 && k < items.len();
        let ok = bounded
            && (k - start == 1 || {
                let run: Vec<&[proc_macro2::TokenTree]> = items[start..k]
                    .iter()
                    .map(|i| match i {
                        Pending::Tokens(t) => t.as_slice(),
                        Pending::Model(_) => &[],
                    })
                    .collect();
                fastfmt::use_run_in_order(&run)
            });
        printable_use[start..k].fill(ok);
    }
    let lone_use = |k: usize| printable_use[k];
    let mut out = Items::new();
    let mut run = String::new();
    for (k, item) in items.into_iter().enumerate() {
        let printed = match item {
            Pending::Tokens(toks) => fastfmt::format_owned_tokens(toks, lone_use(k)),
            Pending::Model(Item::Text(text)) => Ok(text),
            Pending::Model(Item::Helper(src)) => Ok(as_printed(&src)),
            Pending::Model(Item::Const(c)) => {
                // A layout not modelled: the token path reads the tokens
                // (rustfmt keeps some constants as read).
                let mut text = String::new();
                if fastfmt::const_item_text(&mut text, &c.line()) {
                    Ok(text)
                } else {
                    fastfmt::format_owned_tokens(c.tokens().into_iter().collect(), false)
                }
            }
            Pending::Model(Item::Layout(block)) => block.text().ok_or_else(|| block.tokens()),
            Pending::Model(Item::ZeroDefault(d)) => d.text().ok_or_else(|| d.tokens()),
            Pending::Model(Item::Tokens(t)) => Err(t),
        };
        match printed {
            Ok(text) => run.push_str(&text),
            Err(tokens) => {
                if !run.is_empty() {
                    out.push(Item::Text(std::mem::take(&mut run)));
                }
                out.push(tokens);
            }
        }
    }
    if !run.is_empty() {
        out.push(Item::Text(run));
    }
    out
}

/// An item on its way through [`print`].
enum Pending {
    Tokens(Vec<proc_macro2::TokenTree>),
    Model(Item),
}

/// The finished items as formatting takes them: printed first when direct
/// printing is on, else every item spelled as tokens.
pub(super) fn output(items: Items, printing: bool) -> Vec<OutputItem> {
    if !printing {
        return items
            .into_iter()
            .map(|i| OutputItem::Tokens(i.into_tokens()))
            .collect();
    }
    print(items)
        .into_iter()
        .map(|i| match i {
            Item::Text(text) => OutputItem::Text(text),
            other => OutputItem::Tokens(other.into_tokens()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codegen::model::{Const, ConstValue, LayoutBlock};
    use crate::codegen::preformat::{Check, LayoutCheck};
    use crate::codegen::rustfmt_probe::rustfmt;
    use proc_macro2::{Ident, Span, TokenStream};
    use quote::quote;

    fn items() -> Items {
        let id = |s: &str| Ident::new(s, Span::call_site());
        let konst = |name: &str, ty: &'static str, v: i128| {
            Item::Const(Const {
                name: id(name),
                ty: ty.into(),
                value: ConstValue::Int(v),
            })
        };
        let layout = LayoutBlock {
            std: "::core",
            ty: id("point"),
            checks: vec![
                LayoutCheck {
                    msg: "Size of point".into(),
                    check: Check::Size,
                    value: 8,
                },
                LayoutCheck {
                    msg: "Offset of field: point::y".into(),
                    check: Check::Offset("y".into()),
                    value: 4,
                },
            ],
        };
        let mut items = Items::new();
        items.push(konst("FIRST", "u32", 1));
        items.push(konst("SECOND", "i32", -2));
        // (No direct layout for an `impl`: left to the formatter.)
        items.push(quote!(
            impl point {}
        ));
        items.push(Item::Layout(layout));
        items.push(quote!(
            pub type coord = u32;
        ));
        items
    }

    #[test]
    fn printing_merges_runs_and_leaves_the_rest_as_tokens() {
        let printed = print(items());
        let shapes: Vec<&str> = printed
            .iter()
            .map(|i| match i {
                Item::Text(_) => "text",
                Item::Tokens(_) => "tokens",
                _ => "model",
            })
            .collect();
        assert_eq!(shapes, ["text", "tokens", "text"]);
        let Item::Text(first) = &printed[0] else {
            unreachable!()
        };
        assert_eq!(
            first,
            "pub const FIRST: u32 = 1;\npub const SECOND: i32 = -2;\n"
        );
    }

    #[test]
    fn zero_defaults_print_like_rustfmt() {
        let mut input = String::new();
        let mut ours = String::new();
        let mut printed = 0;
        for n in (1..100).step_by(3) {
            let name = Ident::new(&format!("t{}", "x".repeat(n)), Span::call_site());
            for (std, ty) in [("::core", quote!(#name)), ("::std", quote!(#name<[u8; 0]>))] {
                let d = crate::codegen::model::ZeroDefault { std, ty };
                input.push_str(&d.tokens().to_string());
                input.push('\n');
                let mut items = Items::new();
                items.push(Item::ZeroDefault(d));
                match print(items).0.pop() {
                    Some(Item::Text(text)) => {
                        printed += 1;
                        ours.push_str(&text);
                    }
                    Some(other) => ours
                        .push_str(&rustfmt(&other.into_tokens().to_string()).unwrap_or_default()),
                    None => unreachable!(),
                }
            }
        }
        assert!(printed > 40, "only {printed} printed directly");
        let Some(formatted) = rustfmt(&input) else {
            return;
        };
        assert_eq!(formatted, ours);
    }

    #[test]
    fn use_runs_print_like_rustfmt_sorts_them() {
        let names = [
            "gpg_err_code_t",
            "gpg_err_source_t",
            "gpg_err_Code_t",
            "gpg_err_code",
            "a_1",
            "a_10",
            "a_2",
            "Zeta",
            "alpha",
            "_x",
        ];
        let mut input = String::new();
        let mut ours = String::new();
        let mut printed_runs = 0;
        for a in names {
            for b in names {
                for c in [None, Some("zz_last"), Some("aa_first")] {
                    if a == b {
                        continue;
                    }
                    let item = |n: &str| -> TokenStream {
                        let (x, y) = (Ident::new(n, Span::call_site()), format!("{n}_alias"));
                        let y = Ident::new(&y, Span::call_site());
                        quote!(pub use self::#x as #y;)
                    };
                    let mut items = Items::new();
                    items.push(quote!(
                        pub type before = u32;
                    ));
                    items.push(item(a));
                    items.push(item(b));
                    if let Some(c) = c {
                        items.push(item(c));
                    }
                    items.push(quote!(
                        pub type after = u32;
                    ));
                    let tokens: String = items
                        .iter()
                        .map(|i| match i {
                            Item::Tokens(t) => t.to_string() + "\n",
                            _ => unreachable!(),
                        })
                        .collect();
                    let printed = print(items);
                    if let [Item::Text(text)] = printed.as_slice() {
                        printed_runs += 1;
                        ours.push_str(text);
                        input.push_str(&tokens);
                    }
                }
            }
        }
        assert!(printed_runs > 20, "only {printed_runs} runs printed");
        let Some(formatted) = rustfmt(&input) else {
            return;
        };
        assert_eq!(formatted, ours);
    }

    #[test]
    fn both_spellings_of_the_model_agree_with_rustfmt() {
        let text: String = print(items())
            .into_iter()
            .map(|i| match i {
                Item::Text(t) => t,
                other => rustfmt(&other.into_tokens().to_string()).unwrap_or_default(),
            })
            .collect();
        let tokens: String = output(items(), false)
            .into_iter()
            .map(|i| match i {
                OutputItem::Tokens(t) => t.to_string() + "\n",
                OutputItem::Text(_) => panic!("text without direct printing"),
            })
            .collect();
        let Some(formatted) = rustfmt(&tokens) else {
            return;
        };
        assert_eq!(text, formatted);
    }
}
