//! `--emit-ir-graphviz PATH`: the named types and what they contain, as a dot graph.

use crate::analysis::Analyses;
use crate::ir::{Ir, TypeId, TypeKind};
use std::fmt::Write;

/// The dot source for the IR: one node per named type, one edge per type a
/// record member, typedef or function signature names (through pointers and arrays).
pub(crate) fn dot(ir: &Ir, an: &Analyses) -> String {
    let mut out = String::from("digraph ir {\n    node [shape=box];\n");
    let named = |id: TypeId| an.names[id.0].clone();
    for (i, t) in ir.types.iter().enumerate() {
        let id = TypeId(i);
        let Some(name) = named(id) else { continue };
        let kind = match &t.kind {
            TypeKind::Record(_) => "record",
            TypeKind::Enum(_) => "enum",
            TypeKind::Alias { .. } => "typedef",
            _ => continue,
        };
        let _ = writeln!(
            out,
            "    t{i} [label=\"{kind} {}\"];",
            name.replace('"', "'")
        );
        let mut targets = Vec::new();
        match &t.kind {
            TypeKind::Record(r) => targets.extend(r.fields.iter().map(|f| f.ty)),
            TypeKind::Alias { target, .. } => targets.push(*target),
            _ => {}
        }
        let mut seen = std::collections::BTreeSet::new();
        for target in targets {
            if let Some(named_target) = first_named(ir, an, target, 0) {
                if seen.insert(named_target.0) {
                    let _ = writeln!(out, "    t{i} -> t{};", named_target.0);
                }
            }
        }
    }
    for f in &ir.functions {
        let _ = writeln!(out, "    \"fn {}\" [shape=ellipse];", f.name);
        for t in std::iter::once(f.sig.ret).chain(f.sig.params.iter().map(|(_, t)| *t)) {
            if let Some(n) = first_named(ir, an, t, 0) {
                let _ = writeln!(out, "    \"fn {}\" -> t{};", f.name, n.0);
            }
        }
    }
    out.push_str("}\n");
    out
}

fn first_named(ir: &Ir, an: &Analyses, id: TypeId, depth: u32) -> Option<TypeId> {
    if crate::fixpoint::too_deep("`builder::graphviz::first_named`", depth) {
        return None;
    }
    if an.names[id.0].is_some() {
        return Some(id);
    }
    match &ir.ty(id).kind {
        TypeKind::Pointer { pointee, .. } => first_named(ir, an, *pointee, depth + 1),
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            first_named(ir, an, *elem, depth + 1)
        }
        _ => None,
    }
}
