//! Stage 5: the values become IR constants, and every emitted name stays
//! unique (macros against variables, enum constants and functions).

use super::model;
use super::table::MacroTable;
use crate::fasthash::FastMap;
use crate::ir::{Ir, MacroConst, MacroValueIr, Root, TypeKind, VarId};
use crate::options::BindgenOptions;
use model::MacroValue;
use std::collections::HashSet;

/// The constants to emit, in definition order.
pub(super) fn to_ir(
    table: &MacroTable,
    results: Vec<Option<(MacroValue, bool)>>,
) -> Vec<MacroConst> {
    let mut out = Vec::with_capacity(results.len());
    for (i, r) in results.into_iter().enumerate() {
        let Some((value, from_fallback)) = r else {
            continue;
        };
        let def = &table.objects[i];
        let value = match value {
            MacroValue::Int { value, .. } => MacroValueIr::Int(value),
            MacroValue::Float(f) => MacroValueIr::Float(f),
            MacroValue::Str(s) => MacroValueIr::Str(s),
            MacroValue::Char(c) => MacroValueIr::Char(c),
            // Upstream's rule: a prefixed character constant whose value
            // fits a byte is a `u8`, as a plain one is (it panics on others).
            MacroValue::WideChar { value, .. } => match u8::try_from(value) {
                Ok(b) => MacroValueIr::Char(b),
                Err(_) => MacroValueIr::Int(value),
            },
        };
        out.push(MacroConst {
            name: def.name.clone(),
            value,
            loc: def.loc.clone(),
            from_fallback,
        });
    }
    out
}

/// Drops the macro constants named like an enum constant or a function.
pub(super) fn drop_clashing_macros(
    opts: &BindgenOptions,
    ir: &Ir,
    consts: Vec<MacroConst>,
    restates_name: &[bool],
) -> Vec<MacroConst> {
    if consts.is_empty() {
        return consts;
    }
    let mut taken: FastMap<&str, &str> = FastMap::default();
    taken.reserve(ir.functions.len());
    for t in &ir.types {
        if let TypeKind::Enum(e) = &t.kind {
            let bare = !opts.prepend_enum_name || (e.name.is_none() && e.typedef_name.is_none());
            if bare {
                for v in &e.variants {
                    taken.insert(v.name.as_str(), "enum constant");
                }
            }
        }
    }
    for f in &ir.functions {
        taken.insert(f.name.as_str(), "function");
    }
    let mut out = Vec::with_capacity(consts.len());
    for (m, &restates) in consts.into_iter().zip(restates_name) {
        let Some(what) = taken.get(m.name.as_str()) else {
            out.push(m);
            continue;
        };
        let article = if what.starts_with('e') { "an" } else { "a" };
        let msg = format!(
            "macro constant `{}` not emitted: {article} {what} has the same name",
            m.name
        );
        // `#define X X` next to `enum { X }` (glibc's style) only restates
        // the item; a macro the allowlist leaves out is no loss either.
        if restates || !opts.var_like_selected(opts.is_allowlisting(), &m.name, &m.loc.file) {
            crate::logging::debug(&msg);
        } else {
            crate::logging::warn(&msg);
        }
    }
    out
}

/// Drops the variables named like a macro constant.
pub(super) fn drop_clashing_vars(ir: &mut Ir, out: &[MacroConst]) {
    let names: HashSet<&str> = out.iter().map(|m| m.name.as_str()).collect();
    let dropped: HashSet<VarId> = ir
        .vars
        .iter()
        .enumerate()
        .filter(|(_, v)| names.contains(v.name.as_str()))
        .map(|(i, _)| VarId(i))
        .collect();
    if !dropped.is_empty() {
        for &i in &dropped {
            crate::logging::debug(&format!(
                "variable `{}` dropped: a macro constant has its name",
                ir.vars[i].name
            ));
        }
        ir.roots
            .retain(|r| !matches!(r, Root::Var(i) if dropped.contains(i)));
    }
}
