//! Functions that link to a symbol an earlier emitted function links to.
//!
//! An `__asm__("sym")` label can give two declarations one symbol (glibc's
//! `__REDIRECT_NTH (ntp_gettime, ..., ntp_gettimex)` next to
//! `ntp_gettimex` itself). Upstream binds each symbol once: the first
//! emitted function keeps it and later ones are left out, as if hidden
//! (their types stay selected). Two Rust declarations of one symbol with
//! different signatures would also trip rustc's `clashing_extern_declarations`.

use crate::ir::{Function, FunctionId, Ir, Root};
use std::collections::HashSet;

/// The symbol `f` links to, without libclang's `\u{1}` "do not mangle" mark;
/// `None` for a `static` function, reached through its own wrapper.
fn symbol(f: &Function) -> Option<&str> {
    if f.facts.is_static {
        return None;
    }
    let s = f
        .link_name
        .as_deref()
        .or(f.mangled.as_deref())
        .unwrap_or(&f.name);
    Some(s.trim_start_matches('\u{1}'))
}

/// Takes out of `selected` every function whose symbol an earlier selected
/// function (in declaration order) already links to.
pub(super) fn drop_repeated_symbols(ir: &Ir, selected: &mut HashSet<FunctionId>) {
    let mut seen: HashSet<&str> = HashSet::new();
    let mut repeated = Vec::new();
    for root in &ir.roots {
        let Root::Function(i) = *root else { continue };
        if !selected.contains(&i) {
            continue;
        }
        if let Some(sym) = symbol(&ir.functions[i]) {
            if !seen.insert(sym) {
                repeated.push(i);
            }
        }
    }
    for i in repeated {
        selected.remove(&i);
    }
}
