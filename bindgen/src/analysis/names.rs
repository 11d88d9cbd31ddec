//! Rust names of types: nested and anonymous naming, `--c-naming`, keyword escaping.

use crate::callbacks::{ItemInfo, ItemKind};
use crate::ir::{Ir, TypeId, TypeKind};
use crate::options::BindgenOptions;

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

/// Assigns a Rust name to every named type.
pub(crate) fn assign(
    ir: &Ir,
    opts: &BindgenOptions,
    cxx: &super::cxx::CxxFacts,
) -> Vec<Option<String>> {
    let mut names: Vec<Option<String>> = vec![None; ir.types.len()];
    let mut top_anon = 0usize;
    // Upstream numbers the anonymous records of a scope before its anonymous
    // enums (`_bindgen_ty_N`), whatever their order in the source; nothing
    // is named after an enum, so leaving them to a second pass is enough.
    for enums_pass in [false, true] {
        for i in 0..ir.types.len() {
            let id = TypeId(i);
            if names[i].is_none() && (enums_pass || !is_anonymous_enum(ir, id)) {
                let n = name_of(ir, opts, cxx, id, &mut names, &mut top_anon, 0);
                names[i] = n;
            }
        }
    }
    names
}

/// An enum without a tag or typedef name: numbered after the records.
fn is_anonymous_enum(ir: &Ir, id: TypeId) -> bool {
    matches!(&ir.ty(id).kind, TypeKind::Enum(e) if e.name.is_none() && e.typedef_name.is_none())
}

fn name_of(
    ir: &Ir,
    opts: &BindgenOptions,
    cxx: &super::cxx::CxxFacts,
    id: TypeId,
    names: &mut Vec<Option<String>>,
    top_anon: &mut usize,
    depth: u32,
) -> Option<String> {
    if let Some(n) = &names[id.0] {
        return Some(n.clone());
    }
    if depth > 64 {
        return None;
    }
    let module = match &ir.ty(id).kind {
        TypeKind::Record(r) => r.module,
        TypeKind::Enum(e) => e.module,
        TypeKind::Alias { module, .. } => *module,
        _ => crate::ir::ModuleId::ROOT,
    };
    let ns_prefix = cxx.prefix(module);
    let (tag, parent, typedef_name, prefix) = match &ir.ty(id).kind {
        TypeKind::Record(r) => (
            r.name.clone(),
            r.parent,
            r.typedef_name.clone(),
            if r.kind == crate::ir::RecordKind::Union {
                "union_"
            } else {
                "struct_"
            },
        ),
        TypeKind::Enum(e) => (e.name.clone(), e.parent, e.typedef_name.clone(), "enum_"),
        TypeKind::Alias {
            name,
            target,
            parent,
            ..
        } => {
            // `typedef struct node {…} *node;`: C keeps tags and typedef names
            // apart, Rust does not. The record keeps the name and the pointer
            // typedef becomes `node_ptr`, as upstream names it.
            let mut name = match parent {
                // `using T = …;` in a class: `Class_T`.
                Some(p) => {
                    let pn = name_of(ir, opts, cxx, *p, names, top_anon, depth + 1)?;
                    format!("{pn}_{name}")
                }
                None => format!("{ns_prefix}{name}"),
            };
            if let TypeKind::Pointer { pointee, .. } = ir.ty(*target).kind {
                if matches!(ir.ty(pointee).kind, TypeKind::Record(_) | TypeKind::Enum(_))
                    && name_of(ir, opts, cxx, pointee, names, top_anon, depth + 1).as_deref()
                        == Some(name.as_str())
                {
                    name.push_str("_ptr");
                }
            }
            return Some(rename(opts, name));
        }
        _ => return None,
    };
    let name = if let Some(t) = typedef_name {
        if opts.c_naming {
            format!("{ns_prefix}{prefix}{t}")
        } else {
            format!("{ns_prefix}{t}")
        }
    } else if let Some(tag) = tag {
        let base = if opts.c_naming {
            format!("{prefix}{tag}")
        } else {
            tag
        };
        match parent {
            Some(p) if !opts.disable_nested_struct_naming => {
                let pn = name_of(ir, opts, cxx, p, names, top_anon, depth + 1)?;
                format!("{pn}_{base}")
            }
            _ => format!("{ns_prefix}{base}"),
        }
    } else if let Some(p) = parent {
        let pn = name_of(ir, opts, cxx, p, names, top_anon, depth + 1)?;
        let n = anon_index_in_parent(ir, p, id);
        format!("{pn}__bindgen_ty_{n}")
    } else {
        *top_anon += 1;
        format!("{ns_prefix}_bindgen_ty_{top_anon}")
    };
    // `replaces="other"`: this definition is emitted under the other's name.
    let name = ir
        .annotations
        .of_type(id)
        .and_then(|a| a.replaces.clone())
        .unwrap_or(name);
    let name = rename(opts, name);
    names[id.0] = Some(name.clone());
    Some(name)
}

fn rename(opts: &BindgenOptions, name: String) -> String {
    opts.parse_callbacks
        .iter()
        .rev()
        .find_map(|cb| {
            cb.item_name(ItemInfo {
                name: &name,
                kind: ItemKind::Type,
            })
        })
        .unwrap_or(name)
}

fn anon_index_in_parent(ir: &Ir, parent: TypeId, child: TypeId) -> usize {
    let TypeKind::Record(r) = &ir.ty(parent).kind else {
        return 1;
    };
    // Anonymous records first, then anonymous enums, each in source order
    // (upstream's numbering).
    let anonymous_records = r
        .inner_types
        .iter()
        .filter(|t| matches!(&ir.ty(**t).kind, TypeKind::Record(x) if x.name.is_none()));
    let anonymous_enums = r
        .inner_types
        .iter()
        .filter(|t| matches!(&ir.ty(**t).kind, TypeKind::Enum(x) if x.name.is_none()));
    let mut n = 0;
    for inner in anonymous_records.chain(anonymous_enums) {
        n += 1;
        if *inner == child {
            return n;
        }
    }
    n + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_keywords() {
        assert_eq!(escape_ident("type"), "type_");
        assert_eq!(escape_ident("_"), "__");
        assert_eq!(escape_ident("Self"), "Self_");
        assert_eq!(escape_ident("gen"), "gen_");
        assert_eq!(escape_ident("foo"), "foo");
    }
}
