//! Stage 4: which failed bodies are worth asking clang about
//! (`--clang-macro-fallback`), and how each is spelled in the helper unit.

use super::table::{reaches, MacroTable, ObjectDef};
use super::{fallback, model};
use model::{Tok, TokKind};
use std::collections::HashMap;

/// The rejected bodies worth a line in clang's helper unit.
pub(super) fn fallback_candidates(
    table: &MacroTable,
    failed: &[usize],
) -> Vec<fallback::Candidate> {
    let mut taint = HashMap::new();
    let mut stringy = HashMap::new();
    failed
        .iter()
        .map(|&i| &table.objects[i])
        .filter(|d| fallback_worthy(d, table, &mut taint))
        .map(|d| fallback::Candidate {
            name: d.name.clone(),
            // clang knows the definition as written; a rewritten body is spelled out.
            expr: if d.rewritten {
                d.body
                    .iter()
                    .filter(|t| t.kind != TokKind::Comment)
                    .map(|t| t.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            } else {
                d.name.clone()
            },
            may_be_string: may_be_string(&d.body, table, &mut stringy),
            type_only: false,
        })
        .collect()
}

/// Whether a body can expand to a string literal: it holds one, or names a
/// macro whose expansion can (a literal, or `#` stringizing in a
/// function-like macro).
pub(super) fn may_be_string(
    body: &[Tok],
    table: &MacroTable,
    memo: &mut HashMap<String, bool>,
) -> bool {
    let is_string = |t: &Tok| t.kind == TokKind::Literal && t.text.ends_with('"');
    let makes_string = |name: &str| match (table.object_index.get(name), table.functions.get(name))
    {
        (Some(&i), _) => table.objects[i].body.iter().any(is_string),
        (None, Some(f)) => f.body.iter().any(|t| is_string(t) || t.text == "#"),
        (None, None) => false,
    };
    body.iter().any(|t| {
        is_string(t) || (t.kind == TokKind::Ident && reaches(&t.text, table, &makes_string, memo))
    })
}

/// Identifiers whose value differs between the main parse and the helper unit.
pub(super) const UNSTABLE: &[&str] = &[
    "__LINE__",
    "__FILE__",
    "__COUNTER__",
    "__INCLUDE_LEVEL__",
    "__BASE_FILE__",
    "__FILE_NAME__",
];

/// Whether a rejected body is worth a line in clang's helper unit: no
/// statements, braces, comma lists, unbalanced brackets, bare type names, or
/// (through any macro it uses) position-dependent builtins.
pub(super) fn fallback_worthy(
    def: &ObjectDef,
    table: &MacroTable,
    taint: &mut HashMap<String, bool>,
) -> bool {
    let body = &def.body;
    // Open brackets, innermost last; every kind must balance so that no
    // candidate can reach into the next line of the helper unit.
    let mut open: Vec<&str> = Vec::new();
    for (i, t) in body.iter().enumerate() {
        if t.kind != TokKind::Punct {
            continue;
        }
        match t.text.as_str() {
            // Braces and statements only inside brackets (`sizeof(struct { int a; })`),
            // never a statement expression `({ ... })`.
            "{" if open.is_empty() || (i > 0 && body[i - 1].text == "(") => return false,
            "}" | ";" if open.is_empty() => return false,
            "," if open.is_empty() => return false,
            "(" | "[" | "{" => open.push(t.text.as_str()),
            ")" | "]" | "}" => {
                let want = match t.text.as_str() {
                    ")" => "(",
                    "]" => "[",
                    _ => "{",
                };
                if open.pop() != Some(want) {
                    return false;
                }
            }
            _ => {}
        }
    }
    if !open.is_empty() {
        return false;
    }
    let value_keyword = |t: &Tok| {
        matches!(
            t.text.as_str(),
            "sizeof" | "_Alignof" | "alignof" | "__alignof__" | "true" | "false"
        )
    };
    if body
        .iter()
        .all(|t| t.kind == TokKind::Keyword && !value_keyword(t))
    {
        return false;
    }
    !body
        .iter()
        .any(|t| t.kind == TokKind::Ident && tainted(&t.text, table, taint))
}

/// Whether expanding `name` can reach a position-dependent builtin.
pub(super) fn tainted(name: &str, table: &MacroTable, memo: &mut HashMap<String, bool>) -> bool {
    reaches(name, table, &|n| UNSTABLE.contains(&n), memo)
}
