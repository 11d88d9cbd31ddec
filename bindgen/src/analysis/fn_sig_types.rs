//! The signature types of free functions, which upstream's allowlists can
//! name.
//!
//! Upstream makes an item of every free function's type (bound or not:
//! inline, static and internal ones too; not function templates), an
//! anonymous type of the function's namespace named
//! `ns::_bindgen_ty_id_N` (`_bindgen_ty_id_N` at file scope, in C too; N
//! an internal number). The type and item allowlists match that name, so a
//! pattern reaching it (`.*`, `ns::.*`, `_.*`, `.*_id_.*`) keeps the
//! namespace's module under `--enable-cxx-namespaces` and, allowlisting
//! recursively, brings the types the signature names; the function itself
//! is still left to the function allowlist. The blocklists do not reach
//! the nameless type.

use super::cxx::item_path;
use crate::ir::{Ir, ModuleId};
use crate::options::SharedOptions;

/// Whether the type or item allowlist names the signature type of a free
/// function declared in `module` (`nth` stands for upstream's number: a
/// pattern telling one number from another names no item anyone can know).
pub(crate) fn allowlisted(
    ir: &Ir,
    opts: &SharedOptions,
    matched: &[Option<String>],
    module: ModuleId,
    nth: usize,
) -> bool {
    if opts.allowlisted_types.is_empty() && opts.allowlisted_items.is_empty() {
        return false;
    }
    let name = format!("_bindgen_ty_id_{}", nth + 1);
    let path = item_path(
        ir,
        matched,
        &name,
        module,
        None,
        opts.conservative_inline_namespaces,
    );
    opts.allowlisted_types.matches(&path) || opts.allowlisted_items.matches(&path)
}

/// [`allowlisted`] for a function known by its match path (`ns::f`, `f`).
pub(crate) fn allowlisted_beside(opts: &SharedOptions, fn_path: &str, nth: usize) -> bool {
    if opts.allowlisted_types.is_empty() && opts.allowlisted_items.is_empty() {
        return false;
    }
    let name = format!("_bindgen_ty_id_{}", nth + 1);
    let path = match fn_path.rfind("::") {
        Some(k) => format!("{}::{name}", &fn_path[..k]),
        None => name,
    };
    opts.allowlisted_types.matches(&path) || opts.allowlisted_items.matches(&path)
}
