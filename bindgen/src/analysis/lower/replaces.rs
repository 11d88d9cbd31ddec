//! `replaces="ns::Name"` annotations in C++: which declaration each one
//! stands for, and where the replacement then lives.
//!
//! Upstream emits the replacement as the replaced type: under its name and,
//! with `--enable-cxx-namespaces`, in its namespace's module, so every path
//! to the replaced type leads to the replacement's definition. Lowering
//! records which type is replaced (`AnnotationTable::replacing`) and moves
//! the replacement into the replaced type's namespace and enclosing class.
//! (It runs after `--c-naming`'s decision: which typedefs stand for their
//! tag, and so which annotations a tag has, depend on it.)

use crate::fixpoint::{walk, Step};
use crate::ir::{Ir, TypeId, TypeKind};

/// The C++ qualified name of record or enum `id` (`outer::Widget`,
/// `outer::Box::Inner`), if it is named.
fn qualified_name(ir: &Ir, id: TypeId) -> Option<String> {
    let (name, module, parent) = match &ir.ty(id).kind {
        TypeKind::Record(r) => (r.name.as_deref()?, r.module, r.parent),
        TypeKind::Enum(e) => (e.name.as_deref()?, e.module, e.parent),
        _ => return None,
    };
    // The enclosing classes, innermost first; an unnamed one has no path.
    let mut classes = walk(
        "enclosing classes",
        (parent, Vec::new()),
        |(parent, mut classes)| {
            let Some(TypeKind::Record(r)) = parent.map(|p| &ir.ty(p).kind) else {
                return Step::Done(Some(classes));
            };
            match r.name.as_deref() {
                Some(name) => {
                    classes.push(name);
                    Step::Next((r.parent, classes))
                }
                None => Step::Done(None),
            }
        },
    )??;
    classes.reverse();
    Some(ir.qualified_path(module, &classes, name))
}

/// Whether `parent`, or a class enclosing it, is `class`.
fn nested_in(ir: &Ir, parent: Option<TypeId>, class: TypeId) -> bool {
    walk("enclosing classes", parent, |parent| match parent {
        Some(p) if p == class => Step::Done(true),
        Some(p) => match &ir.ty(p).kind {
            TypeKind::Record(r) => Step::Next(r.parent),
            TypeKind::Enum(e) => Step::Next(e.parent),
            _ => Step::Done(false),
        },
        None => Step::Done(false),
    })
    .unwrap_or(true)
}

/// Makes every typedef of a replacing record or enum transparent (also
/// through other typedefs, not through pointers): upstream emits no such
/// typedef and spells its uses with the replaced type's name.
pub(super) fn replacing_aliases_transparent(ir: &mut Ir) {
    let replaces = |ir: &Ir, t: TypeId| {
        ir.annotations.replacing.contains_key(&t)
            || ir
                .annotations
                .of_type(t)
                .is_some_and(|a| a.replaces.is_some())
    };
    let aliases: Vec<usize> = (0..ir.types.len())
        .filter(|&i| {
            matches!(
                ir.types[i].kind,
                TypeKind::Alias {
                    transparent: false,
                    ..
                }
            ) && {
                let target = ir.resolve_aliases(TypeId(i));
                matches!(ir.ty(target).kind, TypeKind::Record(_) | TypeKind::Enum(_))
                    && replaces(ir, target)
            }
        })
        .collect();
    for i in aliases {
        if let TypeKind::Alias { transparent, .. } = &mut ir.types[i].kind {
            *transparent = true;
        }
    }
}

/// Resolves every `replaces` annotation of a C++ input to the type it
/// names (by qualified name; the first complete one, else the first)
/// and moves the replacement record there.
pub(super) fn resolve_replacements(ir: &mut Ir) {
    if !ir.cxx {
        return;
    }
    let mut wanted: Vec<(TypeId, String)> = ir
        .annotations
        .types
        .iter()
        .filter_map(|(id, a)| Some((*id, a.replaces.clone()?)))
        .collect();
    if wanted.is_empty() {
        return;
    }
    wanted.sort();
    let paths: Vec<Option<String>> = (0..ir.types.len())
        .map(|i| qualified_name(ir, TypeId(i)))
        .collect();
    for (id, path) in wanted {
        let path = path.trim_start_matches("::");
        let candidates = (0..paths.len())
            .map(TypeId)
            .filter(|t| *t != id && paths[t.0].as_deref() == Some(path));
        let complete = |t: &TypeId| matches!(&ir.ty(*t).kind, TypeKind::Record(r) if r.complete);
        let all: Vec<TypeId> = candidates.collect();
        let Some(target) = all.iter().copied().find(complete).or(all.first().copied()) else {
            continue;
        };
        let (module, parent) = match &ir.ty(target).kind {
            TypeKind::Record(r) => (r.module, r.parent),
            TypeKind::Enum(e) => (e.module, e.parent),
            _ => continue,
        };
        // A class declared inside its own replacement (`replaces="Page::Inner"`
        // on `Page`): moving `Page` into itself would make it its own
        // ancestor. It stays where it is, as an annotation naming nothing.
        if nested_in(ir, parent, id) {
            continue;
        }
        if let TypeKind::Record(r) = &mut ir.types[id.0].kind {
            r.module = module;
            r.parent = parent;
        }
        ir.annotations.replacing.insert(id, target);
    }
}
