//! Which items are emitted: allowlists (with their transitive needs) and blocklists.

use crate::ir::{Field, FieldKind, FunctionId, Ir, MacroConst, Root, TypeId, TypeKind, VarId};
use crate::options::BindgenOptions;
use std::collections::HashSet;

/// The emitted subset of the IR.
#[derive(Default)]
pub(crate) struct Selection {
    pub types: HashSet<TypeId>,
    pub functions: HashSet<FunctionId>,
    pub vars: HashSet<VarId>,
    pub macros: HashSet<usize>,
    /// Per translated function-like macro (`Ir::fn_macros`): emitted or not.
    pub fn_macros: Vec<bool>,
    /// Methods (by function index) the function allowlists name in a
    /// class they do not bring: static and virtual ones (their declaration
    /// names no class), or any with `--generate` without types. A class
    /// left out still emits these declarations, as upstream.
    pub lone_methods: HashSet<FunctionId>,
    /// Objective-C interfaces, protocols and categories.
    pub objc: HashSet<crate::ir::ObjcId>,
    /// Instantiations the type allowlists take in by their template's name
    /// (upstream's roots: each keeps the namespace spelling it).
    pub named_instantiations: HashSet<TypeId>,
}

/// Named types that are blocklisted by name or file, hidden by a `hide`
/// annotation, or replaced by another type's definition (`replaces="..."`).
pub(crate) fn blocklisted_types(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
) -> HashSet<TypeId> {
    let replaced: HashSet<&str> = ir
        .annotations
        .types
        .values()
        .filter_map(|a| a.replaces.as_deref())
        .collect();
    let mut out = HashSet::new();
    let gone = super::namespaces::item_blocked_modules(ir, opts);
    for (i, t) in ir.types.iter().enumerate() {
        let Some(name) = names[i].as_deref() else {
            continue;
        };
        // A type declared in a namespace the item blocklist names goes
        // with it.
        let module = match &t.kind {
            TypeKind::Record(r) => Some(r.module),
            TypeKind::Enum(e) => Some(e.module),
            TypeKind::Alias { module, .. } => Some(*module),
            _ => None,
        };
        if module.is_some_and(|m| gone.contains(&m)) {
            out.insert(TypeId(i));
            continue;
        }
        let annotations = ir.annotations.of_type(TypeId(i));
        let file = type_file(t);
        let by_path = || {
            ir.annotations
                .replacing
                .iter()
                .any(|(by, t)| *t == TypeId(i) && *by != TypeId(i))
        };
        let hidden = annotations.is_some_and(|a| a.hide)
            || alias_of_hidden(ir, TypeId(i))
            || (replaced.contains(name) && annotations.map_or(true, |a| a.replaces.is_none()))
            || by_path();
        if hidden
            || opts.blocklisted_types.matches(name)
            || opts.blocklisted_items.matches(name)
            || file.is_some_and(|f| opts.file_blocked(f))
        {
            out.insert(TypeId(i));
        }
    }
    out
}

/// Whether `id` is a typedef that stands (through typedefs, not pointers or
/// arrays) for a record or enum a `hide` annotation hides: upstream emits
/// no such typedef (a typedef of a hidden typedef stays).
fn alias_of_hidden(ir: &Ir, id: TypeId) -> bool {
    if !matches!(ir.ty(id).kind, TypeKind::Alias { .. }) {
        return false;
    }
    let target = ir.resolve_aliases(id);
    target != id
        && matches!(ir.ty(target).kind, TypeKind::Record(_) | TypeKind::Enum(_))
        && ir.annotations.of_type(target).is_some_and(|a| a.hide)
}

/// Whether `id`, hidden by a `hide` annotation (its own, or its typedef
/// chain's tag's) and named by no blocklist option, is a blob the user asked
/// for itself (`--opaque-type` matching `name`, or an `opaque` annotation):
/// upstream derives every trait through such a type, as through a blob
/// (floats in it count for nothing), where a hidden type otherwise takes
/// them all.
pub(crate) fn hidden_blob(ir: &Ir, opts: &BindgenOptions, id: TypeId, name: &str) -> bool {
    let t = ir.ty(id);
    let hidden = ir.annotations.type_says(id, |a| a.hide) || alias_of_hidden(ir, id);
    let blocked = opts.blocklisted_types.matches(name)
        || opts.blocklisted_items.matches(name)
        || type_file(t).is_some_and(|f| opts.file_blocked(f));
    let can_be_blob = match &t.kind {
        TypeKind::Record(r) => r.complete,
        TypeKind::Enum(_) | TypeKind::Alias { .. } => true,
        _ => false,
    };
    hidden
        && !blocked
        && can_be_blob
        && (opts.opaque_types.matches(name) || ir.annotations.type_says(id, |a| a.opaque))
}

/// The emitted macro constants (by index): allow- and blocklists by name
/// and file; none in C++ when the item blocklist names file scope (matches
/// the empty name), which upstream then leaves out with all it holds.
pub(crate) fn select_macros(
    ir: &Ir,
    macros: &[MacroConst],
    opts: &BindgenOptions,
) -> HashSet<usize> {
    let allowlisting = opts.is_allowlisting();
    if super::namespaces::item_blocked_modules(ir, opts).contains(&crate::ir::ModuleId::ROOT) {
        return HashSet::new();
    }
    (0..macros.len())
        .filter(|&i| opts.var_like_selected(allowlisting, &macros[i].name, &macros[i].loc.file))
        .collect()
}

/// Warns about the C++ declarations parsing left out (`Ir::skipped`) that
/// the options ask for: with an allowlist, those it names (by qualified
/// name, or by file); without one, those outside system headers. The rest
/// (libstdc++'s thousands of function templates) stay quiet, as upstream.
pub(crate) fn report_skipped(ir: &Ir, opts: &BindgenOptions) {
    let allowlisting = opts.is_allowlisting();
    let mut seen = HashSet::new();
    for s in ir.skipped.iter().filter(|s| !s.message.is_empty()) {
        let wanted = if allowlisting {
            opts.allowlisted_types.matches(&s.path)
                || opts.fn_wanted(allowlisting, &s.path, &s.loc.file)
        } else {
            !s.system
        };
        if wanted && seen.insert((&s.loc.file, s.loc.line, &s.message)) {
            crate::logging::warn(&format!("{}:{}: {}", s.loc.file, s.loc.line, s.message));
        }
    }
}

fn type_file(t: &crate::ir::Type) -> Option<&str> {
    match &t.kind {
        TypeKind::Record(r) => Some(&r.loc.file),
        TypeKind::Enum(e) => Some(&e.loc.file),
        TypeKind::Alias { loc, .. } => Some(&loc.file),
        _ => None,
    }
}

/// Decides the emitted items.
pub(crate) fn select(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    blocked: &HashSet<TypeId>,
    templates: &super::templates::TemplateFacts,
    replaced: &std::collections::HashMap<TypeId, TypeId>,
) -> Selection {
    let allowlisting = opts.is_allowlisting();
    let recursive = !allowlisting || opts.allowlist_recursively;
    let cfg = opts.codegen_config;
    let mut sel = Selection::default();
    // Functions and variables of a namespace the item blocklist names are
    // left out with it (their types still come along, as for blocked ones).
    let gone = super::namespaces::item_blocked_modules(ir, opts);
    let mut work: Vec<TypeId> = Vec::new();
    let mut objc_work: Vec<crate::ir::ObjcId> = Vec::new();
    let file_allowed =
        |f: &str| !opts.allowlisted_files.is_empty() && opts.allowlisted_files.matches(f);
    // A function never bound (static inline, inline) is still an item of
    // its file upstream: `--allowlist-file` brings the types it names.
    // So does an allowlist naming its signature type (`fn_sig_types`).
    if recursive {
        for (nth, (file, module, sig)) in ir.unbound_sigs.iter().enumerate() {
            if file_allowed(file)
                || (cfg.types() && super::fn_sig_types::allowlisted(ir, opts, names, *module, nth))
            {
                collect_sig_types(ir, sig, &mut work);
            }
        }
    }
    for root in &ir.roots {
        match *root {
            Root::Type(id) => {
                let name = names[id.0].as_deref().unwrap_or("");
                let file = type_file(ir.ty(id)).unwrap_or("");
                // A `replaces` definition is emitted under the name it
                // takes whatever the allowlists say, as upstream does.
                let replacing = ir.annotations.replacing.contains_key(&id)
                    || ir
                        .annotations
                        .of_type(id)
                        .is_some_and(|a| a.replaces.is_some());
                let wanted = !allowlisting
                    || opts.allowlisted_types.matches(name)
                    || opts.allowlisted_items.matches(name)
                    || file_allowed(file)
                    || enum_variant_allowlisted(ir, opts, id)
                    || replacing;
                // A blocklisted record still comes along: its nested types
                // are emitted, as upstream does (a C record through its
                // selection, below; a C++ class's through its own items).
                // A wanted blocklisted class is selected too (the loop below
                // takes only its inner items), so that codegen knows to
                // emit its members, as for a used one.
                if allowlisting && recursive {
                    super::unbound_method_sigs::collect(ir, opts, names, id, &mut work);
                }
                if wanted {
                    work.push(id);
                    // Without recursion nothing follows the class's members,
                    // but its member typedefs and nested types that the
                    // allowlists name are items of their own (`Class_Alias`),
                    // as upstream emits them.
                    if allowlisting && !recursive {
                        nested_allowlisted(ir, opts, names, id, &mut work, 0);
                    }
                } else if allowlisting {
                    // Nested types are allowlisted on their own (`Outer_Inner`,
                    // in C too), and so are a C++ class's static data members
                    // (`ns::Class_member`).
                    nested_allowlisted(ir, opts, names, id, &mut work, 0);
                    let mut found = AllowlistedMethods {
                        classes: &mut work,
                        lone: &mut sel.lone_methods,
                        recursive,
                    };
                    classes_of_allowlisted_methods(ir, opts, names, id, &mut found);
                    let mut members = Vec::new();
                    static_members_allowlisted(ir, opts, names, id, &mut members, 0);
                    for i in members {
                        sel.vars.insert(i);
                        if recursive {
                            work.push(ir.vars[i].ty);
                        }
                    }
                }
            }
            Root::Function(i) => {
                let f = &ir.functions[i];
                let path = super::cxx::item_path(
                    ir,
                    names,
                    &f.name,
                    f.module,
                    None,
                    opts.conservative_inline_namespaces,
                );
                let wanted = opts.fn_wanted(allowlisting, &path, &f.loc.file);
                // A variadic static function cannot be wrapped (C cannot forward
                // `...`), so `--wrap-static-fns` leaves it out, as upstream.
                let hidden = ir.annotations.functions.get(&i).is_some_and(|a| a.hide)
                    || (f.facts.is_static && f.sig.variadic);
                let blocked_fn = hidden
                    || opts.fn_blocklisted(&path)
                    || opts.file_blocked(&f.loc.file)
                    || gone.contains(&f.module);
                if wanted && cfg.functions() {
                    if !blocked_fn {
                        sel.functions.insert(i);
                    }
                    // A blocked or hidden function is left out, not what its
                    // signature names: upstream still emits those types.
                    if recursive {
                        collect_sig_types(ir, &f.sig, &mut work);
                    }
                } else if recursive && !cfg.functions() && file_allowed(&f.loc.file) {
                    // Without functions, an allowlisted file still brings
                    // the types its functions name (upstream's function
                    // type items belong to the file).
                    collect_sig_types(ir, &f.sig, &mut work);
                }
                // The type and item allowlists can name the signature's
                // own type (`fn_sig_types`).
                if allowlisting
                    && recursive
                    && cfg.types()
                    && super::fn_sig_types::allowlisted(ir, opts, names, f.module, i.0)
                {
                    collect_sig_types(ir, &f.sig, &mut work);
                }
            }
            Root::Module(_) => {}
            // Objective-C items are types, for `--generate`.
            Root::Objc(o) => {
                if cfg.types() && super::objc::wanted(ir, opts, allowlisting, o) {
                    objc_work.push(o);
                }
            }
            Root::Var(i) => {
                let v = &ir.vars[i];
                let hidden =
                    ir.annotations.vars.get(&i).is_some_and(|a| a.hide) || gone.contains(&v.module);
                let path = super::cxx::item_path(
                    ir,
                    names,
                    &v.name,
                    v.module,
                    v.class,
                    opts.conservative_inline_namespaces,
                );
                if opts.var_like_wanted(allowlisting, &path, &v.loc.file) {
                    if !hidden && opts.var_like_selected(allowlisting, &path, &v.loc.file) {
                        sel.vars.insert(i);
                    }
                    // Left out when hidden or blocked, but its type still
                    // comes along, as upstream does.
                    if recursive {
                        work.push(v.ty);
                    }
                }
            }
        }
    }
    // Free functions left out for how they pass a value still bring the
    // types they name, as upstream (which binds them) emits those.
    if recursive && cfg.functions() {
        for s in ir.skipped.iter().filter(|s| !s.mentions.is_empty()) {
            // (Blocked ones too: blocking drops the item, not its needs.)
            if opts.fn_wanted(allowlisting, &s.path, &s.loc.file) {
                work.extend(s.mentions.iter().copied());
            }
        }
    }
    // (And those an allowlist naming their signature type reaches.)
    if allowlisting && recursive && cfg.types() {
        for (nth, s) in ir.skipped.iter().enumerate() {
            if !s.mentions.is_empty() && super::fn_sig_types::allowlisted_beside(opts, &s.path, nth)
            {
                work.extend(s.mentions.iter().copied());
            }
        }
    }
    // Upstream matches an instantiation by its template's name: every
    // concrete use of an allowlisted template is allowlisted itself, with
    // its arguments (and gets its layout check), wherever it is spelled;
    // but not what only an operator's or a conversion's signature spells,
    // which upstream never reads.
    if allowlisting && cfg.types() {
        for (i, t) in ir.types.iter().enumerate() {
            let TypeKind::Instantiation(inst) = &t.kind else {
                continue;
            };
            if ir.unbound_sig_instantiations.contains(&TypeId(i)) {
                continue;
            }
            let name = names[inst.template.0].as_deref().unwrap_or("");
            let wanted =
                opts.allowlisted_types.matches(name) || opts.allowlisted_items.matches(name);
            if wanted && !mentions_param(ir, TypeId(i), 0) {
                work.push(TypeId(i));
                sel.named_instantiations.insert(TypeId(i));
            }
        }
    }
    // Upstream also matches the names it gives pointer and array types
    // (`ptr_struct_Q`, `S_array2_int`) and follows what they point to.
    if allowlisting && recursive && cfg.types() && !ir.cxx {
        work.extend(super::type_names::allowlisted(ir, opts, names));
    }
    sel.macros = select_macros(ir, &ir.macros, opts);
    sel.fn_macros = super::select_fn_macros(&ir.fn_macros, opts);
    // Function-like macros belong to file scope too.
    if gone.contains(&crate::ir::ModuleId::ROOT) {
        sel.fn_macros.iter_mut().for_each(|k| *k = false);
    }
    // Transitive closure over what emitted items mention. Without recursion
    // (`--no-recursive-allowlist`) only the types declared inside an emitted
    // record come along (its nested and anonymous records and enums and its
    // member typedefs, which upstream treats as parts of it); what the items merely use is left to
    // the user, e.g. `off_t` from the `libc` crate.
    // (Objective-C items and the types they name bring each other in.)
    loop {
        while let Some(id) = work.pop() {
            if !sel.types.insert(id) {
                continue;
            }
            if recursive {
                objc_work.extend(super::objc::item_of_type(ir, id));
            }
            // A type a `replaces` definition stands for brings that
            // definition, not what its own members use: upstream traces the
            // replacement alone. (Its nested types are still items of their
            // own, emitted when nothing is allowlisted or when an allowlist
            // names them or their file.)
            if let Some(by) = replaced.get(&id) {
                work.push(*by);
                if !allowlisting || file_allowed(type_file(ir.ty(id)).unwrap_or("")) {
                    declared_inside(ir, id, &mut work);
                } else {
                    nested_allowlisted(ir, opts, names, id, &mut work, 0);
                }
                continue;
            }
            // A typedef in a class template `--opaque-type` names is a blob:
            // it brings nothing, as upstream's.
            if templates.opaque_aliases.contains(&id) {
                continue;
            }
            // A blocked type is left out, but upstream still traces what it
            // uses, so that is emitted like the needs of any selected type.
            if blocked.contains(&id) {
                declared_inside(ir, id, &mut work);
            }
            // A template taking a value parameter is left out (its uses
            // are blobs); an allowlist follows only what it declares
            // inside, as for an opaque class, not its members' types, as
            // upstream's. (Without one everything is wanted: the concrete
            // instantiations its members spell get their checks.)
            let value_template = allowlisting && takes_value_params(ir, id);
            if recursive && (opaque_requested(ir, opts, names, id) || value_template) {
                referenced_by_opaque_record(ir, opts, id, &mut work);
                // The pointer, array and function types of its members are
                // items of the file they are written in: a file allowlist
                // takes them, and they bring what they name, as upstream.
                if allowlisting && !ir.cxx && file_allowed(type_file(ir.ty(id)).unwrap_or("")) {
                    unnamed_member_types(ir, opts, templates, id, &mut work);
                }
            } else if recursive {
                referenced_types(ir, opts, templates, id, &mut work);
            } else {
                // Its nested types and member typedefs are parts of it.
                declared_inside(ir, id, &mut work);
            }
        }
        let Some(o) = objc_work.pop() else { break };
        if !cfg.types() || super::objc::blocked(ir, opts, o) {
            continue;
        }
        if sel.objc.insert(o) && recursive {
            super::objc::referenced(ir, o, &mut work, &mut objc_work);
        }
    }
    if !cfg.types() {
        sel.types.clear();
    }
    sel
}

/// With `--no-recursive-allowlist`, the named types (typedefs, records, enums)
/// that are not emitted; empty otherwise.
pub(crate) fn named_but_not_emitted(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    sel: &Selection,
) -> HashSet<TypeId> {
    if !opts.is_allowlisting() || opts.allowlist_recursively {
        return HashSet::new();
    }
    (0..ir.types.len())
        .map(TypeId)
        .filter(|id| {
            names[id.0].is_some() && type_file(ir.ty(*id)).is_some() && !sel.types.contains(id)
        })
        .collect()
}

/// Emitted enums whose Rust name is also that of an emitted, non-transparent
/// typedef (C keeps tags and typedef names apart; `typedef int16_t E;` next to
/// `enum E {…}` is cbindgen's way to give an enum a fixed width).
pub(crate) fn enums_named_by_typedef(
    ir: &Ir,
    names: &[Option<String>],
    sel: &Selection,
) -> HashSet<TypeId> {
    let typedef_names: HashSet<&str> = sel
        .types
        .iter()
        .filter(|id| {
            matches!(
                ir.ty(**id).kind,
                TypeKind::Alias {
                    transparent: false,
                    ..
                }
            )
        })
        .filter_map(|id| names[id.0].as_deref())
        .collect();
    if typedef_names.is_empty() {
        return HashSet::new();
    }
    sel.types
        .iter()
        .filter(|id| matches!(ir.ty(**id).kind, TypeKind::Enum(_)))
        .filter(|id| {
            names[id.0]
                .as_deref()
                .is_some_and(|n| typedef_names.contains(n))
        })
        .copied()
        .collect()
}

/// Selected typedefs whose Rust name is the name of the record or enum
/// they stand for, in the same namespace: C++'s `class xml_node { typedef
/// xml_node_iterator iterator; };` in `pugi` gives `pugi_xml_node_iterator`
/// twice. The typedef adds nothing (its uses already spell the record's
/// name), so it is not emitted, as upstream.
pub(crate) fn aliases_named_as_target(
    ir: &Ir,
    names: &[Option<String>],
    sel: &Selection,
) -> HashSet<TypeId> {
    let module = |id: TypeId| match &ir.ty(id).kind {
        TypeKind::Record(r) => Some(r.module),
        TypeKind::Enum(e) => Some(e.module),
        TypeKind::Alias { module, .. } => Some(*module),
        _ => None,
    };
    sel.types
        .iter()
        .copied()
        .filter(|&id| {
            let TypeKind::Alias {
                transparent: false,
                params,
                ..
            } = &ir.ty(id).kind
            else {
                return false;
            };
            let target = ir.resolve_aliases(id);
            params.is_empty()
                && target != id
                && matches!(ir.ty(target).kind, TypeKind::Record(_) | TypeKind::Enum(_))
                && names[id.0].is_some()
                && names[id.0] == names[target.0]
                && module(id) == module(target)
        })
        .collect()
}

/// The emitted types that define a Rust type name (records, enums not
/// named by a typedef, typedefs that are not transparent and not named as
/// their target), in id order.
pub(crate) fn emitted_named_types(
    ir: &Ir,
    sel: &Selection,
    blocked: &HashSet<TypeId>,
    not_defining: &HashSet<TypeId>,
) -> Vec<TypeId> {
    let mut out: Vec<TypeId> = sel
        .types
        .iter()
        .filter(|id| !blocked.contains(id) && !not_defining.contains(id))
        .filter(|id| {
            matches!(
                ir.ty(**id).kind,
                TypeKind::Record(_)
                    | TypeKind::Enum(_)
                    | TypeKind::Alias {
                        transparent: false,
                        ..
                    }
            )
        })
        .copied()
        .collect();
    out.sort();
    out
}

/// The nested types (and a C++ class's typedefs) of record `id`
/// (recursively) that the allowlists name.
fn nested_allowlisted(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    id: TypeId,
    work: &mut Vec<TypeId>,
    depth: u32,
) {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return;
    };
    if crate::fixpoint::too_deep("`analysis::select::nested_allowlisted`", depth) {
        return;
    }
    let members = r.cxx.iter().flat_map(|cx| cx.members.iter());
    let aliases = members.filter_map(|m| match m {
        crate::ir::ClassMember::Alias(a) => Some(*a),
        crate::ir::ClassMember::Var(_) => None,
    });
    for inner in r.inner_types.iter().copied().chain(aliases) {
        let name = names[inner.0].as_deref().unwrap_or("");
        if opts.allowlisted_types.matches(name) || opts.allowlisted_items.matches(name) {
            work.push(inner);
        }
        nested_allowlisted(ir, opts, names, inner, work, depth + 1);
    }
}

/// Where [`classes_of_allowlisted_methods`] puts what it finds.
struct AllowlistedMethods<'a> {
    /// The classes to emit, and (when `recursive`) the types the lone
    /// methods' signatures name.
    classes: &'a mut Vec<TypeId>,
    lone: &'a mut HashSet<FunctionId>,
    recursive: bool,
}

/// C++ classes (`id` and the classes nested in it) with a bound method
/// that the function allowlists name by its path (`ns::Class_method`,
/// `ns::Class_method1` for its second overload, `ns::Class_Class` for a
/// constructor, `ns::Class_Class_destructor`), as upstream matches
/// methods. A method whose declaration names its class (through `this`)
/// brings the class, with all its members, as upstream does; a static or
/// virtual method's declaration names none and is emitted alone (its
/// signature's types come along), and so is every matched method when
/// types are not generated.
fn classes_of_allowlisted_methods(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    id: TypeId,
    found: &mut AllowlistedMethods<'_>,
) {
    let what = "`analysis::select::classes_of_allowlisted_methods`";
    super::cxx::for_each_concrete_class(ir, id, what, &mut |id, cx| {
        let class_path = names[id.0].as_deref().unwrap_or("");
        let numbers = super::cxx::method_numbers(ir, opts, cx);
        let types = opts.codegen_config.types();
        let mut brings_class = false;
        for m in &cx.methods {
            let path = super::cxx::method_match_path(ir, class_path, m, &numbers);
            let matched = super::cxx::method_is_kept(opts, m)
                && super::cxx::method_kind_generated(opts, m)
                && opts.fn_allowlisted(&path);
            if !matched {
                continue;
            }
            // A blocked method is left out, not what it needs: its class (its
            // `this`) still comes along, as upstream.
            let blocked = opts.fn_blocklisted(&path);
            if !super::cxx::method_is_bound(opts, m) {
                // A pure virtual method (not bound) or one left out at parse
                // time still brings the types its signature names, not its
                // class, as upstream.
                if found.recursive {
                    collect_sig_types(ir, &ir.functions[m.function].sig, found.classes);
                }
                continue;
            }
            if types && super::cxx::method_names_class(opts, m) {
                brings_class = true;
            } else {
                if !blocked {
                    found.lone.insert(m.function);
                }
                if found.recursive {
                    collect_sig_types(ir, &ir.functions[m.function].sig, found.classes);
                }
            }
        }
        // A blocklisted class is selected all the same: it then declares its
        // members without its type (the user defines it), as upstream.
        if brings_class {
            found.classes.push(id);
        }
    });
}

/// The static data members of C++ class `id` and of the classes nested in
/// it (recursively) that the variable allowlists name by their path
/// (`ns::Class_member`, as upstream matches them); they are emitted alone.
fn static_members_allowlisted(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    id: TypeId,
    out: &mut Vec<VarId>,
    depth: u32,
) {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return;
    };
    let Some(cx) = &r.cxx else { return };
    if crate::fixpoint::too_deep("`analysis::select::static_members_allowlisted`", depth) {
        return;
    }
    for m in &cx.members {
        if let crate::ir::ClassMember::Var(i) = *m {
            let v = &ir.vars[i];
            let hidden = ir.annotations.vars.get(&i).is_some_and(|a| a.hide);
            let path = super::cxx::item_path(
                ir,
                names,
                &v.name,
                v.module,
                v.class,
                opts.conservative_inline_namespaces,
            );
            if !hidden && opts.var_like_selected(true, &path, &v.loc.file) {
                out.push(i);
            }
        }
    }
    for inner in &r.inner_types {
        static_members_allowlisted(ir, opts, names, *inner, out, depth + 1);
    }
}

/// Pushes the types declared inside record `id`: its nested types and a
/// C++ class's member typedefs. Upstream treats them as items of their own
/// (a blocklisted record's are still emitted) and as parts of the record
/// (`--no-recursive-allowlist` brings them with it).
fn declared_inside(ir: &Ir, id: TypeId, work: &mut Vec<TypeId>) {
    if let TypeKind::Record(r) = &ir.ty(id).kind {
        // Blocklisting leaves out the item, not the types declared inside
        // it, which upstream treats as items of their own (openssl-sys
        // blocklists GENERAL_NAME_st and still gets GENERAL_NAME_st__bindgen_ty_1).
        work.extend(r.inner_types.iter().copied());
        if let Some(cx) = &r.cxx {
            work.extend(cx.members.iter().filter_map(|m| match m {
                crate::ir::ClassMember::Alias(a) => Some(*a),
                crate::ir::ClassMember::Var(_) => None,
            }));
        }
    }
}

fn enum_variant_allowlisted(ir: &Ir, opts: &BindgenOptions, id: TypeId) -> bool {
    match &ir.ty(id).kind {
        TypeKind::Enum(e) if e.name.is_none() && e.typedef_name.is_none() => {
            e.variants.iter().any(|v| {
                opts.allowlisted_vars.matches(&v.name) || opts.allowlisted_items.matches(&v.name)
            })
        }
        _ => false,
    }
}

/// Pushes the types a signature names (its result, parameters and the
/// typedefs it was written with) onto `work`.
pub(crate) fn collect_sig_types(ir: &Ir, sig: &crate::ir::FnSig, work: &mut Vec<TypeId>) {
    let _ = ir;
    work.push(sig.ret);
    for (_, t) in &sig.params {
        work.push(*t);
    }
    work.extend(sig.written_typedefs.iter().copied());
}

/// Warns about each type the parser could only make an opaque blob of
/// (`Ir::unsupported_types`) that an emitted item uses, once, in type order.
pub(crate) fn report_opaque_used(ir: &Ir, sel: &Selection) {
    let mut reasons: Vec<(TypeId, &str)> = sel
        .types
        .iter()
        .filter_map(|&id| match &ir.ty(id).kind {
            TypeKind::Opaque { reason } if ir.unsupported_types.contains(&id) => {
                Some((id, reason.as_str()))
            }
            _ => None,
        })
        .collect();
    reasons.sort_unstable_by_key(|(id, _)| id.0);
    let mut seen = HashSet::new();
    for (_, reason) in reasons {
        if seen.insert(reason) {
            crate::logging::warn(&format!("{reason}: emitted as an opaque blob"));
        }
    }
}

/// Whether the user asked for a record to be opaque (`--opaque-type`, or an
/// `opaque` annotation). Only a record becomes a blob: a pointer, typedef
/// or function type is traced as usual also when a pattern such as `.*`
/// matches its (empty) name, so `--opaque-type '.*'` still brings the
/// classes an allowlisted function points to.
fn opaque_requested(ir: &Ir, opts: &BindgenOptions, names: &[Option<String>], id: TypeId) -> bool {
    if !matches!(ir.ty(id).kind, TypeKind::Record(_)) {
        return opaque_alias(ir, opts, names, id);
    }
    let name = names[id.0].as_deref().unwrap_or("");
    opts.opaque_types.matches(name) || ir.annotations.type_says(id, |a| a.opaque)
}

/// Whether `id` is a typedef that `--opaque-type` or an `opaque`
/// annotation makes opaque: it is emitted as a blob of its size, as
/// upstream, and brings nothing along.
pub(crate) fn opaque_alias(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    id: TypeId,
) -> bool {
    let t = ir.ty(id);
    let TypeKind::Alias {
        transparent: false,
        params,
        target,
        ..
    } = &t.kind
    else {
        return false;
    };
    // A typedef of a zero-sized type (an empty C struct, `int[0]`) is a
    // blob too, of no bytes (`__BindgenOpaqueArray<[u32; 0usize]>`), as
    // upstream spells it.
    if !params.is_empty() || (t.layout.is_none() && !alias_of_incomplete_type(ir, id)) {
        return false;
    }
    let name = names[id.0].as_deref().unwrap_or("");
    // A typedef of a C record or enum annotated `opaque` is spelled as the
    // blob too, as upstream spells it (one `--opaque-type` names keeps its
    // name). The tag is found through any typedefs between (`typedef T U;`
    // with `typedef enum E T;` is a blob when `E` is annotated), and only
    // the tag's annotation counts: an intermediate typedef's own does not.
    let tag = ir.resolve_aliases(*target);
    let laid_out_tag = match &ir.ty(tag).kind {
        TypeKind::Record(r) => r.complete,
        TypeKind::Enum(_) => true,
        _ => false,
    };
    let target_opaque = !ir.cxx && laid_out_tag && ir.annotations.type_says(tag, |a| a.opaque);
    opts.opaque_types.matches(name) || ir.annotations.type_says(id, |a| a.opaque) || target_opaque
}

/// Whether typedef `id` stands for a record that is only declared, for
/// an instantiation clang never laid out (a typedef alone does not make
/// one) or for `void`: made opaque, upstream spells it as one byte (`u8`),
/// its layout being unknown (clang's GNU `sizeof(void)` is 1).
pub(crate) fn alias_of_incomplete_type(ir: &Ir, id: TypeId) -> bool {
    let target = ir.ty(ir.resolve_aliases(id));
    match &target.kind {
        TypeKind::Record(r) => !r.complete,
        TypeKind::Void => true,
        TypeKind::Instantiation(_) => target.layout.is_none(),
        _ => false,
    }
}

/// Whether type `id` names a template parameter (a dependent use inside a
/// template, `Node<T> *`), through pointers, arrays and arguments.
fn mentions_param(ir: &Ir, id: TypeId, depth: u32) -> bool {
    if crate::fixpoint::too_deep("`analysis::select::mentions_param`", depth) {
        return true;
    }
    match &ir.ty(id).kind {
        TypeKind::TypeParam { .. } | TypeKind::Opaque { .. } => true,
        TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => {
            mentions_param(ir, *pointee, depth + 1)
        }
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            mentions_param(ir, *elem, depth + 1)
        }
        TypeKind::Instantiation(inst) => inst
            .args
            .iter()
            .flatten()
            .any(|a| mentions_param(ir, *a, depth + 1)),
        _ => false,
    }
}

/// Whether `id` is a class template (or a class nested in one) with a
/// non-type or template template parameter in scope.
fn takes_value_params(ir: &Ir, id: TypeId) -> bool {
    matches!(&ir.ty(id).kind, TypeKind::Record(r)
        if r.generic.as_ref().is_some_and(|g| g.value_params))
}

/// Types an opaque record still needs: a blob has no fields and no bases,
/// so only what it declares inside (nested types, member typedefs, static
/// members) and its methods' signatures come along. Upstream traces an
/// opaque class the same way, so `--opaque-type 'std::.*'` does not pull in
/// `std::exception` through `std::runtime_error`'s base. A nested record
/// made opaque does not bring its parent, as no nested type does (the
/// parent only lends it its name).
fn referenced_by_opaque_record(ir: &Ir, opts: &BindgenOptions, id: TypeId, work: &mut Vec<TypeId>) {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return;
    };
    work.extend(r.inner_types.iter().copied());
    if let Some(cx) = &r.cxx {
        super::cxx::referenced_by_class_members(ir, opts, cx, work);
    }
}

/// What the members of record `id` whose types C leaves unnamed (pointers,
/// arrays, function types) mention.
fn unnamed_member_types(
    ir: &Ir,
    opts: &BindgenOptions,
    templates: &super::templates::TemplateFacts,
    id: TypeId,
    work: &mut Vec<TypeId>,
) {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return;
    };
    for f in &r.fields {
        if matches!(
            ir.ty(f.ty).kind,
            TypeKind::Pointer { .. }
                | TypeKind::Array { .. }
                | TypeKind::IncompleteArray { .. }
                | TypeKind::Function(_)
        ) {
            referenced_types(ir, opts, templates, f.ty, work);
        }
    }
}

/// Types directly mentioned by a type.
pub(crate) fn referenced_types(
    ir: &Ir,
    opts: &BindgenOptions,
    templates: &super::templates::TemplateFacts,
    id: TypeId,
    work: &mut Vec<TypeId>,
) {
    match &ir.ty(id).kind {
        TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => {
            work.push(*pointee)
        }
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => work.push(*elem),
        TypeKind::Function(sig) => collect_sig_types(ir, sig, work),
        TypeKind::Alias { target, .. } => work.push(*target),
        // A generic spelling needs its template and the arguments it shows;
        // upstream also brings the arguments of parameters no member uses
        // (`Pair<Tag, int>` keeps `Tag`), so every argument is followed.
        TypeKind::Instantiation(inst) if templates.generic_uses.contains(&id) => {
            work.push(inst.template);
            work.extend(inst.args.iter().flatten().copied());
        }
        // A blob still brings the types its arguments name (`Item` of an
        // opaque `std::vector<Item>`), as upstream follows them.
        // Upstream also reaches a template taking a value parameter through
        // its uses, and so what it declares inside (its member typedefs).
        TypeKind::Instantiation(inst) => {
            work.extend(inst.args.iter().flatten().copied());
            // A class template `--opaque-type` names is reached the same
            // way: upstream emits a one-byte stand-in for it.
            if takes_value_params(ir, inst.template) || templates.opaque.contains(&inst.template) {
                work.push(inst.template);
            }
        }
        TypeKind::Record(r) => {
            work.extend(traced_fields(&r.fields).map(|f| f.ty));
            work.extend(r.inner_types.iter().copied());
            // (A nested type is emitted without its parent when only it is
            // used, as upstream does: the parent lends it only its name.)
            if let Some(cx) = &r.cxx {
                super::cxx::referenced_by_class(ir, opts, cx, work);
            }
        }
        TypeKind::Enum(e) => work.push(e.repr),
        _ => {}
    }
}

/// The fields whose types a record brings along. A zero-width bitfield
/// (`enum mode : 0;`) among bitfields of some width lands in their
/// bitfield unit and brings its type, as upstream; one in a run of
/// bitfields that are all zero-width leaves no unit behind, and upstream
/// does not bring its type either.
fn traced_fields(fields: &[Field]) -> impl Iterator<Item = &Field> {
    let width = |f: &Field| match f.kind {
        FieldKind::Bitfield { width } => Some(width),
        FieldKind::Data => None,
    };
    // Whether the run of consecutive bitfields around field `i` has one
    // of nonzero width.
    let run_has_width = move |i: usize| {
        let before = fields[..i].iter().rev().map_while(width);
        let after = fields[i..].iter().map_while(width);
        before.chain(after).any(|w| w > 0)
    };
    fields
        .iter()
        .enumerate()
        .filter(move |&(i, f)| width(f) != Some(0) || run_has_width(i))
        .map(|(_, f)| f)
}
