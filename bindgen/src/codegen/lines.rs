//! What every direct printer shares: rustfmt's line width and every limit
//! derived from it (defined here once, so the printers' break decisions all
//! read the same numbers), lines checked against it, and one-line spellings
//! of token runs.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// rustfmt's default `max_width`.
pub(super) const MAX_WIDTH: usize = 100;

/// rustfmt's `chain_width` and `fn_call_width` (60% of `max_width` under its
/// default `use_small_heuristics`): longer method chains and call argument
/// lists are broken.
pub(super) const CHAIN_WIDTH: usize = MAX_WIDTH * 6 / 10;

/// The limit rustfmt holds a function signature or a `static` to: one
/// column short of `max_width` (it measures them with their `;` or `{`).
pub(super) const SIGNATURE_WIDTH: usize = MAX_WIDTH - 1;

/// From this width of a statement's or item's head on (`    ["message"]`,
/// `pub const NAME:`), rustfmt gives up and leaves it as it read it (measured
/// on rustfmt 1.x).
pub(super) const AS_READ_FROM: usize = MAX_WIDTH - 2;

/// Whether `len` columns at `indent` fit in a line.
pub(super) fn fits(indent: usize, len: usize) -> bool {
    indent + len <= MAX_WIDTH
}

/// Whether `len` columns at `indent` fit in a line with a trailing comma.
pub(super) fn fits_with_comma(indent: usize, len: usize) -> bool {
    indent + len < MAX_WIDTH
}

pub(super) fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

pub(super) fn push_line(out: &mut String, indent: &str, text: &str) -> Option<()> {
    push_line_within(out, indent, text, MAX_WIDTH)
}

/// Like `push_line` with an explicit limit (`SIGNATURE_WIDTH` for function
/// signatures and statics; `usize::MAX` for text kept as read).
pub(super) fn push_line_within(
    out: &mut String,
    indent: &str,
    text: &str,
    limit: usize,
) -> Option<()> {
    if indent.len() + text.len() > limit || text.contains('\n') {
        return None;
    }
    out.push_str(indent);
    out.push_str(text);
    out.push('\n');
    Some(())
}

/// Splits a parameter list at the commas outside `<...>`; `None` on a stray `>`.
pub(super) fn split_top_level_commas(list: &[TokenTree]) -> Option<Vec<&[TokenTree]>> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, t) in list.iter().enumerate() {
        let TokenTree::Punct(p) = t else { continue };
        match p.as_char() {
            '<' => depth += 1,
            // `->` inside a function pointer type is not a closing angle.
            '>' if !(i > 0 && is_punct(list.get(i - 1), '-')) => {
                depth = depth.checked_sub(1)?;
            }
            ',' if depth == 0 => {
                out.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < list.len() {
        out.push(&list[start..]);
    }
    Some(out)
}

/// The one-line rustfmt spelling of a type, path or simple expression.
pub(crate) fn tokens_text(ts: &TokenStream) -> Option<String> {
    let toks: Vec<TokenTree> = ts.clone().into_iter().collect();
    simple_tokens(&toks)
}

/// A run of tokens on one line: keywords, paths, types, literals, `fn(…)` lists.
pub(super) fn simple_tokens(toks: &[TokenTree]) -> Option<String> {
    let mut s = String::new();
    let mut prev = Prev::Start;
    let mut k = 0;
    while k < toks.len() {
        let t = &toks[k];
        match t {
            TokenTree::Ident(id) => {
                if matches!(prev, Prev::Word) {
                    s.push(' ');
                }
                s.push_str(&id.to_string());
                prev = Prev::Word;
            }
            TokenTree::Literal(l) => {
                if matches!(prev, Prev::Word) {
                    s.push(' ');
                }
                s.push_str(&l.to_string());
                prev = Prev::Word;
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                let joint = p.spacing() == Spacing::Joint;
                match c {
                    ':' if joint && is_punct(toks.get(k + 1), ':') => {
                        let after_keyword = ["const", "mut", "as", "dyn"].iter().any(|kw| {
                            s.ends_with(kw)
                                && (s.len() == kw.len()
                                    || s[..s.len() - kw.len()].ends_with([' ', '*', '&']))
                        });
                        if matches!(prev, Prev::Word) && after_keyword {
                            s.push(' ');
                        }
                        s.push_str("::");
                        k += 1;
                        prev = Prev::Path;
                    }
                    ':' => {
                        s.push_str(": ");
                        prev = Prev::Space;
                    }
                    '=' => {
                        s.push_str(" = ");
                        prev = Prev::Space;
                    }
                    ',' => {
                        s.push_str(", ");
                        prev = Prev::Space;
                    }
                    ';' => {
                        s.push_str("; ");
                        prev = Prev::Space;
                    }
                    '-' if joint && is_punct(toks.get(k + 1), '>') => {
                        s.push_str(" -> ");
                        k += 1;
                        prev = Prev::Space;
                    }
                    '-' => {
                        s.push('-');
                        prev = Prev::Path;
                    }
                    '&' => {
                        if matches!(prev, Prev::Word) {
                            s.push(' ');
                        }
                        s.push('&');
                        prev = Prev::Path;
                    }
                    '*' => {
                        if matches!(prev, Prev::Word) {
                            s.push(' ');
                        }
                        s.push('*');
                        prev = Prev::Star;
                    }
                    '!' if joint && is_punct(toks.get(k + 1), '=') => {
                        s.push_str(" != ");
                        k += 1;
                        prev = Prev::Space;
                    }
                    '!' => {
                        s.push('!');
                        prev = Prev::Word;
                    }
                    '.' if !(joint && is_punct(toks.get(k + 1), '.')) => {
                        s.push('.');
                        prev = Prev::Path;
                    }
                    // Shifts by a literal (`raw << 59`); `>>` closing two generic
                    // lists is never followed by a literal.
                    '<' | '>'
                        if joint
                            && is_punct(toks.get(k + 1), c)
                            && matches!(toks.get(k + 2), Some(TokenTree::Literal(_))) =>
                    {
                        s.push_str(if c == '<' { " << " } else { " >> " });
                        k += 1;
                        prev = Prev::Space;
                    }
                    '<' => {
                        s.push('<');
                        prev = Prev::Path;
                    }
                    '>' => {
                        s.push('>');
                        prev = Prev::Word;
                    }
                    '.' if joint
                        && is_punct(toks.get(k + 1), '.')
                        && is_punct(toks.get(k + 2), '.') =>
                    {
                        s.push_str("...");
                        k += 2;
                        prev = Prev::Word;
                    }
                    _ => return None,
                }
            }
            TokenTree::Group(g) => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                let text = simple_tokens(&inner)?;
                let text = text.trim_end_matches(", ").trim_end();
                match g.delimiter() {
                    Delimiter::Bracket => {
                        // A pointer to an array (`*mut [T; N]`); after any
                        // other word a bracket would be an index.
                        let after_pointer =
                            ["*mut", "*const", "&mut"].iter().any(|p| s.ends_with(p));
                        if matches!(prev, Prev::Word) && after_pointer {
                            s.push(' ');
                        } else if matches!(prev, Prev::Word) {
                            return None;
                        }
                        s.push('[');
                        s.push_str(text);
                        s.push(']');
                    }
                    Delimiter::Parenthesis => {
                        s.push('(');
                        s.push_str(text);
                        s.push(')');
                    }
                    // `unsafe { expr }`, the one block shape accessors use.
                    Delimiter::Brace if s.ends_with("unsafe") && !text.is_empty() => {
                        s.push_str(" { ");
                        s.push_str(text);
                        s.push_str(" }");
                    }
                    _ => return None,
                }
                prev = Prev::Word;
            }
        }
        k += 1;
    }
    Some(s.trim_end().to_string())
}

#[derive(Clone, Copy)]
enum Prev {
    Start,
    Word,
    Path,
    Space,
    Star,
}
