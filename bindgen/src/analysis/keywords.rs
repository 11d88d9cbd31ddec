//! Rust keywords: which C names must be escaped, how, and what option lists match.
//!
//! A leaf of the analyses: naming (`names.rs`), C++ paths (`cxx.rs`) and derives
//! all escape names the same way.

/// Rust keywords and primitive type names that need a trailing `_`.
const RESERVED: &[&str] = &[
    "abstract", "alignof", "as", "async", "await", "become", "box", "break", "const", "continue",
    "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
    "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "offsetof", "override",
    "priv", "proc", "pub", "pure", "ref", "return", "Self", "self", "sizeof", "static", "struct",
    "super", "trait", "true", "try", "type", "typeof", "union", "unsafe", "unsized", "use",
    "virtual", "where", "while", "yield", "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64",
    "i128", "isize", "str", "u8", "u16", "u32", "u64", "u128", "usize", "_",
];

/// Whether `name` must be escaped to be a Rust identifier.
pub(crate) fn is_rust_keyword(name: &str) -> bool {
    RESERVED.contains(&name)
}

/// `type` -> `type_`, `_` -> `__`; other names unchanged.
pub(crate) fn escape_ident(name: &str) -> String {
    if is_rust_keyword(name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// What option lists (`--blocklist-type`, `--no-copy`, `--must-use-type`,
/// ...) match a type named `name` against: the name with a keyword escaped
/// (`u32_` for `typedef int u32;`), as upstream matches it.
pub(crate) fn list_name(name: &str) -> std::borrow::Cow<'_, str> {
    if is_rust_keyword(name) {
        escape_ident(name).into()
    } else {
        name.into()
    }
}
