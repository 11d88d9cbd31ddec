//! Renders token streams as compact, deterministic text.
//!
//! `TokenStream::to_string()` separates every token with a space
//! (`* mut :: std :: os :: raw :: c_int`), which makes difference lines hard
//! to read. This printer puts spaces only where Rust source would have them,
//! so the same tokens always give the same text and the text looks like code.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;

/// Renders anything that prints as tokens.
pub fn tokens<T: ToTokens + ?Sized>(value: &T) -> String {
    stream(value.to_token_stream())
}

/// Renders a token stream.
pub fn stream(ts: TokenStream) -> String {
    let mut out = String::new();
    write_stream(&mut out, ts);
    out
}

/// Keywords after which a path starting with `::` keeps its space.
const SPACED_KEYWORDS: &[&str] = &[
    "mut", "const", "as", "dyn", "impl", "in", "for", "where", "return",
];

/// What the last written token was, to decide on the next separator.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    /// Start of a stream or just after an opening delimiter.
    Open,
    /// An identifier or literal.
    Word,
    /// A punctuation that glues to what follows (`::`, `&`, `*`, `!`, `#`, `'`).
    Glue,
    /// A punctuation followed by a space (`,`, `;`, `:`, `=`, `->`, ...).
    Spaced,
    /// A closing delimiter.
    Close,
}

fn write_stream(out: &mut String, ts: TokenStream) {
    let mut last = Last::Open;
    // Multi-character operators arrive as several `Punct`s joined by
    // `Spacing::Joint`; they are collected so `->` and `::` are seen whole.
    let mut pending = String::new();
    // Whether the last token was a keyword that a leading `::` path must be
    // spaced from (`*mut ::std`, `as ::std`).
    let mut after_keyword = false;
    for tt in ts {
        let keyword =
            matches!(&tt, TokenTree::Ident(i) if SPACED_KEYWORDS.contains(&i.to_string().as_str()));
        match tt {
            TokenTree::Punct(p) => {
                pending.push(p.as_char());
                if p.spacing() == Spacing::Joint && p.as_char() != '\'' {
                    continue;
                }
                if p.as_char() == '\'' {
                    // A lifetime: the quote glues to the identifier after it.
                    space_before(out, last, true);
                    out.push('\'');
                    pending.clear();
                    last = Last::Glue;
                    continue;
                }
                let op = std::mem::take(&mut pending);
                if op == "::" && after_keyword {
                    out.push(' ');
                }
                last = write_punct(out, last, &op);
            }
            TokenTree::Ident(i) => {
                space_before(out, last, true);
                let lifetime = out.ends_with('\'');
                out.push_str(&i.to_string());
                // A type after a lifetime is spaced from it (`&'a [u8]`).
                last = if lifetime { Last::Spaced } else { Last::Word };
            }
            TokenTree::Literal(l) => {
                space_before(out, last, true);
                out.push_str(&l.to_string());
                last = Last::Word;
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{ ", " }"),
                    Delimiter::None => ("", ""),
                };
                // `f(x)`, `a[0]` and `Foo { .. }`: only a brace is spaced
                // from the word before it.
                let spaced = g.delimiter() == Delimiter::Brace
                    || after_keyword
                    || !matches!(last, Last::Word | Last::Close | Last::Glue);
                space_before(out, last, spaced);
                out.push_str(open);
                write_stream(out, g.stream());
                // A trailing comma (`fn(a, b,)`, as rustfmt leaves it in
                // multi-line lists) means nothing.
                trim_trailing_comma(out);
                if out.ends_with("{ ") {
                    // An empty brace group prints as `{}`.
                    out.truncate(out.len() - 1);
                    out.push('}');
                } else {
                    out.push_str(close);
                }
                last = Last::Close;
                after_keyword = false;
                continue;
            }
        }
        after_keyword = keyword;
    }
    if !pending.is_empty() {
        write_punct(out, last, &pending);
    }
}

/// Writes an operator and returns the state after it.
fn write_punct(out: &mut String, last: Last, op: &str) -> Last {
    match op {
        "," | ";" => {
            out.push_str(op);
            Last::Spaced
        }
        ":" => {
            out.push(':');
            Last::Spaced
        }
        "::" | "." | "&" | "*" | "!" | "#" | "$" | "&&" | "'" => {
            // A path separator, reference, pointer, negation or macro bang
            // glues to what follows; a leading `::` keeps its space from a
            // preceding word only when one is needed (`as ::std`).
            let spaced = matches!(last, Last::Spaced) || (op != "::" && op != "." && op != "!");
            space_before(out, last, spaced && !matches!(last, Last::Glue));
            out.push_str(op);
            Last::Glue
        }
        "-" => {
            // Unary minus after an operator or at the start; binary otherwise.
            if matches!(last, Last::Word | Last::Close) {
                out.push_str(" - ");
                Last::Open
            } else {
                space_before(out, last, true);
                out.push('-');
                Last::Glue
            }
        }
        "..." => {
            // A variadic marker reads like a parameter.
            space_before(out, last, true);
            out.push_str(op);
            Last::Word
        }
        "<" | ">" => {
            if op == ">" {
                trim_trailing_comma(out);
            }
            // Generic brackets: no spaces (`Option<T>`); comparisons and
            // shifts in constant values are rare enough to read either way.
            out.push_str(op);
            if op == "<" {
                Last::Open
            } else {
                Last::Close
            }
        }
        _ => {
            if !out.is_empty() && !out.ends_with(' ') && last != Last::Open {
                out.push(' ');
            }
            out.push_str(op);
            out.push(' ');
            Last::Open
        }
    }
}

/// Drops a `,` (and the space after it) that ends a list.
fn trim_trailing_comma(out: &mut String) {
    let trimmed = out.trim_end_matches(' ');
    if trimmed.ends_with(',') {
        out.truncate(trimmed.len() - 1);
    }
}

/// Adds a space before the next token when the previous one needs it.
fn space_before(out: &mut String, last: Last, wanted: bool) {
    let needed = match last {
        Last::Open | Last::Glue => false,
        Last::Word | Last::Close | Last::Spaced => wanted,
    };
    if needed && !out.ends_with(' ') {
        out.push(' ');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(s: &str) -> String {
        tokens(&syn::parse_str::<syn::Type>(s).unwrap())
    }

    #[test]
    fn types_print_like_source() {
        assert_eq!(
            ty("* mut :: std :: os :: raw :: c_int"),
            "*mut ::std::os::raw::c_int"
        );
        assert_eq!(ty("[u8 ; 7usize]"), "[u8; 7usize]");
        assert_eq!(
            ty("Option < unsafe extern \"C\" fn (a : i32) -> u8 >"),
            "Option<unsafe extern \"C\" fn(a: i32) -> u8>"
        );
        assert_eq!(ty("& 'static [u8 ; 3]"), "&'static [u8; 3]");
        assert_eq!(ty("& mut [u8 ; 3]"), "&mut [u8; 3]");
        assert_eq!(
            ty("__BindgenBitfieldUnit < [u8 ; 1usize] >"),
            "__BindgenBitfieldUnit<[u8; 1usize]>"
        );
        assert_eq!(
            ty("Option<fn(a: i32, b: u8,) -> i32,>"),
            "Option<fn(a: i32, b: u8) -> i32>"
        );
    }

    #[test]
    fn expressions_keep_operators_readable() {
        let e = |s: &str| tokens(&syn::parse_str::<syn::Expr>(s).unwrap());
        assert_eq!(e("- 5"), "-5");
        assert_eq!(e("1 << 3"), "1 << 3");
        assert_eq!(e("Foo (1)"), "Foo(1)");
        assert_eq!(e("a - b"), "a - b");
    }
}
