//! What both Rust-side readers share (the `extern` blocks' reader in
//! `rust_unit.rs` and the `--dynamic-loading` library struct's in
//! `dynamic.rs`): one function found in the bindings, and token text tidied
//! for reports.

/// An extern function of the bindings.
#[derive(Debug, Clone)]
pub(crate) struct RustFn {
    /// The path from the crate root (`root::ns::f`, `r#type`).
    pub path: String,
    /// The symbol it links against: `#[link_name]`, else its name.
    pub symbol: String,
    /// Its declaration, for reports.
    pub decl: String,
}

/// Token text with the spaces a person would not write taken out.
pub(crate) fn tidy(tokens: &str) -> String {
    let mut s = tokens.to_string();
    for (from, to) in [
        (" (", "("),
        ("( ", "("),
        (" )", ")"),
        (" :", ":"),
        (" ,", ","),
        (":: ", "::"),
        ("* ", "*"),
    ] {
        s = s.replace(from, to);
    }
    s
}
