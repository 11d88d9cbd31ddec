//! Which translated function-like macros are emitted (`--generate-fn-macros`):
//! those the function allow/block lists want (by name and file), and every
//! macro a wanted one calls (its body needs them).

use crate::ir::FnMacroFn;
use crate::options::BindgenOptions;

/// One flag per function, in `fns` order.
pub(crate) fn select_fn_macros(fns: &[FnMacroFn], opts: &BindgenOptions) -> Vec<bool> {
    let allowlisting = opts.is_allowlisting();
    let mut selected: Vec<bool> = fns
        .iter()
        .map(|f| {
            opts.fn_wanted(allowlisting, &f.name, &f.loc.file)
                && !opts.fn_blocklisted(&f.name)
                && !opts.file_blocked(&f.loc.file)
        })
        .collect();
    // Callees come before their callers: walking backwards reaches every
    // callee after all its callers are decided.
    let index: std::collections::HashMap<&str, usize> = fns
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    for i in (0..fns.len()).rev() {
        if !selected[i] {
            continue;
        }
        let mut calls = Vec::new();
        crate::ir::fn_macro_callees(&fns[i].body, &mut calls);
        for c in calls {
            if let Some(&j) = index.get(c) {
                selected[j] = true;
            }
        }
    }
    selected
}
