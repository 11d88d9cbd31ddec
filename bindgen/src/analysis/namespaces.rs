//! `--enable-cxx-namespaces`: which namespaces get a `pub mod` although
//! nothing is emitted in them. Upstream writes a module for a namespace
//! when one of its items is in the set it generates, and that set holds
//! items no Rust item comes from (a function's signature type, a pointer
//! type a variable spells, a template left out, a nested namespace): these
//! rules say when.

use super::cxx::item_path;
use crate::ir::{Ir, ModuleId, TypeId, TypeKind};
use std::collections::HashSet;

/// C++: the namespaces the item blocklist names by their path, file scope
/// too when it matches the empty name (`.*`, `x|`), and those inside
/// them. Upstream leaves such a namespace out with everything declared in
/// it (its module is an item it does not generate), whether or not
/// `--enable-cxx-namespaces` makes modules; the type blocklist does not
/// reach namespaces.
pub(crate) fn item_blocked_modules(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
) -> HashSet<ModuleId> {
    let mut out = HashSet::new();
    if !ir.cxx || opts.blocklisted_items.is_empty() {
        return out;
    }
    for (i, module) in ir.modules.iter().enumerate() {
        let id = ModuleId(i);
        let path = match module.parent {
            None => String::new(),
            Some(parent) => ir.qualified_path(parent, &[], module.name.as_deref().unwrap_or("")),
        };
        if opts.blocklisted_items.matches(&path) {
            out.insert(id);
        }
    }
    if out.is_empty() {
        return out;
    }
    // (Parents come before their children: one pass settles nesting.)
    for (i, module) in ir.modules.iter().enumerate() {
        if module.parent.is_some_and(|p| out.contains(&p)) {
            out.insert(ModuleId(i));
        }
    }
    out
}

/// C++: the types declared in a namespace [`item_blocked_modules`] holds.
/// Upstream emits nothing of them, their methods and static members
/// neither.
pub(crate) fn item_blocked_types(ir: &Ir, opts: &crate::options::SharedOptions) -> HashSet<TypeId> {
    let gone = item_blocked_modules(ir, opts);
    if gone.is_empty() {
        return HashSet::new();
    }
    (0..ir.types.len())
        .map(TypeId)
        .filter(|&id| match &ir.ty(id).kind {
            TypeKind::Record(r) => gone.contains(&r.module),
            TypeKind::Enum(e) => gone.contains(&e.module),
            TypeKind::Alias { module, .. } => gone.contains(module),
            _ => false,
        })
        .collect()
}

/// `--enable-cxx-namespaces`: the namespaces that get a `pub mod` even when
/// nothing is emitted in them, as upstream decides: one that holds a
/// namespace (itself emitted or not), or a function the allowlists want
/// while types are generated (upstream counts the function's signature, a
/// type of the namespace, whether or not the function is emitted or
/// blocked; the function and item allowlists reach it only while functions
/// are generated; inline functions and those of internal linkage, which are
/// never bound, count too), or a variable of a type that is no builtin
/// while types are generated. A namespace the item blocklist names counts for nothing
/// (the type blocklist does not reach namespaces upstream). The methods of
/// a `blocklisted` class count like functions of its namespace (see
/// [`blocklisted_class_methods`]).
pub(crate) fn namespaces_kept_empty(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    matched: &[Option<String>],
    blocklisted: &HashSet<TypeId>,
) -> HashSet<ModuleId> {
    let mut kept = HashSet::new();
    if !ir.cxx || !opts.enable_cxx_namespaces {
        return kept;
    }
    let blocked = |m: ModuleId| {
        let Some(module) = ir.module(m) else {
            return false;
        };
        let name = module.name.as_deref().unwrap_or("");
        let path = ir.qualified_path(module.parent.unwrap_or_default(), &[], name);
        opts.blocklisted_items.matches(&path)
    };
    for (i, m) in ir.modules.iter().enumerate().skip(1) {
        if let Some(parent) = m.parent {
            if !blocked(ModuleId(i)) {
                kept.insert(parent);
            }
        }
    }
    if opts.codegen_config.types() {
        let allowlisting = opts.is_allowlisting();
        // The types these rules count have no name: a blocklist matching
        // the empty name (`.*`) takes them away.
        let nameless_blocked =
            opts.blocklisted_types.matches("") || opts.blocklisted_items.matches("");
        // Without allowlists upstream generates every type, the builtin
        // ones too, which belong to the root: a variable or a macro
        // constant (of a builtin type) keeps `root` when only types are
        // generated.
        let builtin_user = || {
            !ir.macros.is_empty()
                || ir
                    .roots
                    .iter()
                    .any(|r| matches!(r, crate::ir::Root::Var(_)))
        };
        if !allowlisting && builtin_user() {
            kept.insert(ModuleId::ROOT);
        }
        // A typedef's target that has no name of its own (a pointer, an
        // array, a signature) is a type of the typedef's namespace: it
        // keeps the module when the typedef itself is blocklisted.
        if !allowlisting && !nameless_blocked {
            kept.extend(ir.types.iter().filter_map(|t| match &t.kind {
                TypeKind::Alias { module, target, .. }
                    if matches!(
                        ir.ty(*target).kind,
                        TypeKind::Pointer { .. }
                            | TypeKind::Reference { .. }
                            | TypeKind::Array { .. }
                            | TypeKind::IncompleteArray { .. }
                            | TypeKind::Function(_)
                    ) =>
                {
                    Some(*module)
                }
                _ => None,
            }));
        }
        // A using-declaration, using-directive or namespace alias is an
        // item of its namespace upstream, one no name of its own reaches:
        // only the absence of allowlists takes it in.
        if !allowlisting && !nameless_blocked {
            kept.extend(ir.using_modules.iter().copied());
        }
        // A variable's type that is no builtin (a pointer, an array, a
        // class, an enum, a typedef, an instantiation) makes items of the
        // namespace spelling it, upstream: the namespace keeps a module
        // when the allowlists (or their absence) take in one of them that
        // the blocklists do not name.
        for root in &ir.roots {
            let crate::ir::Root::Var(i) = *root else {
                continue;
            };
            let v = &ir.vars[i];
            let wanted = !allowlisting
                || (!opts.allowlisted_files.is_empty()
                    && opts.allowlisted_files.matches(&v.loc.file));
            if !wanted || v.class.is_some() {
                continue;
            }
            let own = v.spelled_item.as_ref().map(|name| {
                item_path(
                    ir,
                    matched,
                    name,
                    v.module,
                    None,
                    opts.conservative_inline_namespaces,
                )
                .into_owned()
            });
            if super::spelled_items::unblocked(ir, opts, matched, v.ty, own.as_deref(), true) {
                kept.insert(v.module);
            }
        }
        let parsed = ir.roots.iter().filter_map(|root| match *root {
            crate::ir::Root::Function(i) => {
                let f = &ir.functions[i];
                Some((f.module, f.name.as_str(), f.loc.file.as_str()))
            }
            _ => None,
        });
        let unbound = ir
            .unbound_functions
            .iter()
            .map(|(m, n, f)| (*m, n.as_str(), f.as_str()));
        for (nth, (module, name, file)) in parsed.chain(unbound).enumerate() {
            let path = item_path(
                ir,
                matched,
                name,
                module,
                None,
                opts.conservative_inline_namespaces,
            );
            // The function and item allowlists reach it only while
            // functions are generated (upstream starts from the items it
            // generates); the file allowlist always (it names the
            // signature's own type by its file).
            let wanted = !allowlisting
                || (opts.codegen_config.functions()
                    && (opts.allowlisted_items.matches(&path)
                        || opts.fn_wanted(true, &path, file)))
                || (!opts.allowlisted_files.is_empty() && opts.allowlisted_files.matches(file))
                || super::fn_sig_types::allowlisted(ir, opts, matched, module, nth);
            if wanted {
                kept.insert(module);
            }
        }
        kept.extend(blocklisted_class_methods(ir, opts, matched, blocklisted));
        kept.extend(blocklisted_class_fields(ir, opts, matched, blocklisted));
    }
    if opts.codegen_config.types() && opts.is_allowlisting() && !opts.allowlist_recursively {
        kept.extend(spelling_compound_types(ir));
    }
    let gone = item_blocked_modules(ir, opts);
    kept.retain(|m| !gone.contains(m));
    kept
}

/// The namespaces of blocklisted classes with a method the allowlists want
/// (while types are generated): upstream still makes an item of each
/// method's signature type in the class's namespace, blocked methods and
/// private, inline, deleted or defaulted ones, constructors and destructors
/// too, but not operators, conversion operators or method templates (which
/// it never reads). Without allowlists every such method counts; the
/// function and item allowlists (by its match path `ns::Class_f`), and the
/// type and item allowlists naming its class, reach one only while its
/// kind is generated (`--generate methods`, `constructors`,
/// `destructors`), the file allowlist always.
fn blocklisted_class_methods(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    matched: &[Option<String>],
    blocklisted: &HashSet<TypeId>,
) -> HashSet<ModuleId> {
    use crate::ir::MethodKind;
    let allowlisting = opts.is_allowlisting();
    let mut out = HashSet::new();
    // A class that is not blocklisted counts by its methods the function
    // blocklist takes away (a static or virtual method, which brings no
    // class of its own): the others are emitted, or bring their class.
    let unblocked = (0..ir.types.len()).map(TypeId).filter(|id| {
        !blocklisted.contains(id)
            && matches!(&ir.ty(*id).kind, TypeKind::Record(r) if r.generic.is_none())
    });
    let classes = blocklisted
        .iter()
        .map(|&id| (id, true))
        .chain(unblocked.map(|id| (id, false)));
    for (id, class_blocked) in classes {
        let TypeKind::Record(r) = &ir.ty(id).kind else {
            continue;
        };
        let Some(c) = &r.cxx else {
            continue;
        };
        let class = matched.get(id.0).cloned().flatten().unwrap_or_default();
        let numbers = super::cxx::method_numbers(ir, opts, c);
        let class_named =
            opts.allowlisted_types.matches(&class) || opts.allowlisted_items.matches(&class);
        let wanted = |m: &crate::ir::Method| {
            let file = &ir.functions[m.function].loc.file;
            let path = || super::cxx::method_match_path(ir, &class, m, &numbers);
            !allowlisting
                || (super::cxx::method_kind_generated(opts, m)
                    && (class_named || opts.fn_allowlisted(&path())))
                || (!opts.allowlisted_files.is_empty() && opts.allowlisted_files.matches(file))
        };
        let counted = |m: &crate::ir::Method| {
            !matches!(m.kind, MethodKind::Operator | MethodKind::Conversion)
                && (class_blocked
                    || (allowlisting
                        && opts.fn_blocklisted(&super::cxx::method_match_path(
                            ir, &class, m, &numbers,
                        ))))
        };
        if c.methods.iter().any(|m| counted(m) && wanted(m)) {
            out.insert(r.module);
        }
    }
    out
}

/// The namespaces of blocklisted classes (not templates, which
/// `codegen::cxx::namespaces` sees to) with a member whose type makes an
/// item the blocklists leave: upstream still generates those items (a
/// pointer or array member's type, named `ns::Class_ptr_void`, or a
/// reference to a named type, matched by that type's path), and through
/// them the class, so its namespace keeps a module. With allowlists only
/// when they name the class (type or item allowlist) or its file.
fn blocklisted_class_fields(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    matched: &[Option<String>],
    blocklisted: &HashSet<TypeId>,
) -> HashSet<ModuleId> {
    let mut out = HashSet::new();
    for &id in blocklisted {
        let TypeKind::Record(r) = &ir.ty(id).kind else {
            continue;
        };
        if r.generic.is_some() || r.cxx.is_none() {
            continue;
        }
        let class = matched.get(id.0).cloned().flatten().unwrap_or_default();
        let wanted = !opts.is_allowlisting()
            || opts.allowlisted_types.matches(&class)
            || opts.allowlisted_items.matches(&class)
            || (!opts.allowlisted_files.is_empty() && opts.allowlisted_files.matches(&r.loc.file));
        if !wanted {
            continue;
        }
        let member = |(i, f): (usize, &crate::ir::Field)| {
            let own = ir
                .cxx_member_items
                .get(&(id, i))
                .map(|item| format!("{class}_{item}"));
            super::spelled_items::unblocked(ir, opts, matched, f.ty, own.as_deref(), false)
        };
        if r.fields.iter().enumerate().any(member) {
            out.insert(r.module);
        }
    }
    out
}

/// `--no-recursive-allowlist`: upstream then generates every type a
/// namespace spells that is no builtin (a pointer, reference, array or
/// signature type, and its own item for a use of a class, enum or
/// typedef), so each namespace spelling one keeps its module: one with a
/// function, or a variable, typedef, class member or method (also of a
/// nested class) whose type is such a type.
fn spelling_compound_types(ir: &Ir) -> HashSet<ModuleId> {
    let compound = |id: TypeId| {
        !matches!(
            ir.ty(id).kind,
            TypeKind::Void
                | TypeKind::Bool
                | TypeKind::Int(_)
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::TypeParam { .. }
        )
    };
    let mut out = HashSet::new();
    for root in &ir.roots {
        match *root {
            crate::ir::Root::Function(i) => {
                out.insert(ir.functions[i].module);
            }
            crate::ir::Root::Var(i) if compound(ir.vars[i].ty) => {
                out.insert(ir.vars[i].module);
            }
            _ => {}
        }
    }
    out.extend(ir.unbound_functions.iter().map(|(m, _, _)| *m));
    for t in &ir.types {
        match &t.kind {
            TypeKind::Alias { module, target, .. } if compound(*target) => {
                out.insert(*module);
            }
            TypeKind::Record(r) => {
                let members = r.cxx.as_ref().is_some_and(|cx| {
                    !cx.methods.is_empty()
                        || cx.members.iter().any(|m| match *m {
                            crate::ir::ClassMember::Var(i) => compound(ir.vars[i].ty),
                            crate::ir::ClassMember::Alias(_) => false,
                        })
                });
                if members || r.fields.iter().any(|f| compound(f.ty)) {
                    out.insert(r.module);
                }
            }
            _ => {}
        }
    }
    out
}

/// The namespaces spelling one of `named` (types the allowlists take in
/// by name: classes, enums, typedefs, instantiations by their template's
/// name) by value, as a member, base, typedef target, function or method
/// parameter or return type, or variable (also behind pointers and arrays there):
/// upstream makes an item of each such spelling in the namespace where it
/// is written, and the allowlist matches it by the same name.
pub(crate) fn spelling_named(ir: &Ir, named: &HashSet<TypeId>) -> HashSet<ModuleId> {
    let mut out = HashSet::new();
    if named.is_empty() {
        return out;
    }
    let through = |id: TypeId| {
        use crate::fixpoint::{walk, Step};
        let inner = walk("the pointee of a spelled type", id, |id| {
            match &ir.ty(id).kind {
                TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => {
                    Step::Next(*pointee)
                }
                TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
                    Step::Next(*elem)
                }
                _ => Step::Done(id),
            }
        });
        inner.is_some_and(|i| named.contains(&i))
    };
    let spells = |id: TypeId| named.contains(&id);
    let sig_spells =
        |sig: &crate::ir::FnSig| spells(sig.ret) || sig.params.iter().any(|(_, t)| spells(*t));
    for root in &ir.roots {
        match *root {
            crate::ir::Root::Var(i) if through(ir.vars[i].ty) => {
                out.insert(ir.vars[i].module);
            }
            crate::ir::Root::Function(i) if sig_spells(&ir.functions[i].sig) => {
                out.insert(ir.functions[i].module);
            }
            _ => {}
        }
    }
    for t in &ir.types {
        match &t.kind {
            TypeKind::Alias { module, target, .. } if spells(*target) => {
                out.insert(*module);
            }
            TypeKind::Record(r) => {
                let class = r.cxx.as_ref().is_some_and(|cx| {
                    cx.bases.iter().any(|b| spells(b.ty))
                        || cx
                            .methods
                            .iter()
                            .any(|m| sig_spells(&ir.functions[m.function].sig))
                });
                if class || r.fields.iter().any(|f| spells(f.ty)) {
                    out.insert(r.module);
                }
            }
            _ => {}
        }
    }
    out
}
