//! Rust names of types: nested and anonymous naming, `--c-naming`, keyword escaping (the rule is `keywords.rs`).

use super::keywords::escape_ident;
use crate::callbacks::{ItemInfo, ItemKind};
use crate::fixpoint::{walk, Step};
use crate::ir::{Ir, TypeId, TypeKind};
use crate::options::BindgenOptions;

/// Assigns a Rust name to every named type.
pub(crate) fn assign(
    ir: &Ir,
    opts: &BindgenOptions,
    cxx: &super::cxx::CxxFacts,
) -> Vec<Option<String>> {
    let mut names = Names {
        final_: vec![None; ir.types.len()],
        composed: vec![None; ir.types.len()],
        source_order: ir.annotations.any_item_replaces(),
    };
    // Anonymous types outside records are numbered per namespace, as
    // upstream numbers them (`ns1__bindgen_ty_1`, `ns2__bindgen_ty_1`);
    // a reopened namespace continues its count.
    let mut top_anon = vec![0usize; ir.modules.len().max(1)];
    // Upstream numbers the anonymous records of a scope before its anonymous
    // enums (`_bindgen_ty_N`), whatever their order in the source; nothing
    // is named after an enum, so leaving them to a second pass is enough.
    // When the input has a `replaces` annotation anywhere, upstream numbers
    // them all in source order instead (`Names::source_order`).
    // Typedefs wait for the second pass too: naming `typedef enum {…} *cp;`
    // looks at its pointee's name (for the `_ptr` rule), which must not
    // number that enum ahead of the records.
    let passes: &[bool] = if names.source_order {
        &[true]
    } else {
        &[false, true]
    };
    for &enums_pass in passes {
        for i in 0..ir.types.len() {
            let id = TypeId(i);
            let deferred = is_anonymous_enum(ir, id) || is_alias(ir, id);
            if names.final_[i].is_none() && (enums_pass || !deferred) {
                name_of(ir, opts, cxx, id, &mut names, &mut top_anon, 0);
            }
        }
    }
    names.final_
}

/// The names being assigned. Each type has the name bindgen composes for it
/// (namespace or enclosing class prefix, `__bindgen_ty_N`, `--c-naming`)
/// and its final name, after `ParseCallbacks::item_name`. Nested types are
/// composed from their parent's composed name: renaming `Outer` through the
/// callback leaves `Outer_Inner` as it was (the callback is then asked about
/// `Outer_Inner` itself), as upstream.
struct Names {
    final_: Vec<Option<String>>,
    composed: Vec<Option<String>>,
    /// Anonymous types are numbered in source order, records and enums
    /// alike, in every scope: upstream 0.73.2 does so whenever some type,
    /// function or variable of the input carries a `replaces` annotation
    /// (whatever it names, even nothing that exists), and numbers records
    /// before enums otherwise.
    source_order: bool,
}

/// Under `--c-naming`, the path a nested type's name continues: its parent's
/// name without the parent's kind prefix (`outer_mid` of `struct_outer_mid`;
/// a parent named without one, by a `replaces` annotation, whole),
/// since the nested type's own prefix leads (`union_outer_mid_val`), as
/// upstream names it.
fn c_naming_path<'a>(
    ir: &Ir,
    opts: &BindgenOptions,
    parent: TypeId,
    parent_name: &'a str,
    ns_prefix: &str,
) -> Option<&'a str> {
    if !opts.c_naming {
        return None;
    }
    let kind_prefix = match &ir.ty(parent).kind {
        TypeKind::Record(r) if r.kind == crate::ir::RecordKind::Union => "union_",
        TypeKind::Record(_) => "struct_",
        TypeKind::Enum(_) => "enum_",
        _ => return None,
    };
    // A parent without its prefix (one named by a `replaces` annotation,
    // `target` for `struct_target`) is continued whole, as upstream does
    // (`struct_target__bindgen_ty_1`).
    let path = parent_name.strip_prefix(ns_prefix)?;
    if replaces_or_replaced(ir, parent, parent_name) {
        // A C record a `replaces` annotation names by its Rust name
        // (`replaces="struct_node"`), and the record annotated so: upstream
        // continues that name whole (`enum_struct_node__bindgen_ty_1`).
        return Some(path);
    }
    Some(path.strip_prefix(kind_prefix).unwrap_or(path))
}

/// Whether C type `id`, named `name`, says `replaces`, or is a type some
/// `replaces` annotation names.
fn replaces_or_replaced(ir: &Ir, id: TypeId, name: &str) -> bool {
    !ir.cxx
        && (ir.annotations.type_says(id, |a| a.replaces.is_some())
            || ir
                .annotations
                .types
                .values()
                .any(|a| a.replaces.as_deref() == Some(name)))
}

/// An enum without a tag or typedef name: numbered after the records.
fn is_anonymous_enum(ir: &Ir, id: TypeId) -> bool {
    matches!(&ir.ty(id).kind, TypeKind::Enum(e) if e.name.is_none() && e.typedef_name.is_none())
}

/// A typedef (or `using`): named in the second pass (see `assign`).
fn is_alias(ir: &Ir, id: TypeId) -> bool {
    matches!(&ir.ty(id).kind, TypeKind::Alias { .. })
}

fn name_of(
    ir: &Ir,
    opts: &BindgenOptions,
    cxx: &super::cxx::CxxFacts,
    id: TypeId,
    names: &mut Names,
    top_anon: &mut [usize],
    depth: u32,
) -> Option<String> {
    if let Some(n) = &names.composed[id.0] {
        return Some(n.clone());
    }
    if crate::fixpoint::too_deep("`analysis::names::name_of`", depth) {
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
            // (Not kept: nothing is named after an alias, and a typedef met
            // again through another view is named again.)
            names.final_[id.0] = Some(rename(opts, name.clone()));
            return Some(name);
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
            tag.clone()
        };
        match parent {
            Some(p) if !opts.disable_nested_struct_naming => {
                let pn = name_of(ir, opts, cxx, p, names, top_anon, depth + 1)?;
                match c_naming_path(ir, opts, p, &pn, ns_prefix) {
                    Some(path) => format!("{ns_prefix}{prefix}{path}_{tag}"),
                    None => format!("{pn}_{base}"),
                }
            }
            _ if opts.c_naming => format!("{ns_prefix}{prefix}{tag}"),
            _ => format!("{ns_prefix}{tag}"),
        }
    } else if let Some(p) = parent {
        let n = anon_index_in_parent(ir, p, id, names.source_order);
        if replaces_own_member(ir, opts, p) {
            // Named as if at the top level, but numbered in `p` (see
            // `replaces_own_member`).
            let kind = if opts.c_naming { prefix } else { "" };
            let name = format!("{ns_prefix}{kind}_bindgen_ty_{n}");
            return Some(finish(opts, id, names, name));
        }
        let pn = name_of(ir, opts, cxx, p, names, top_anon, depth + 1)?;
        match c_naming_path(ir, opts, p, &pn, ns_prefix) {
            Some(path) => format!("{ns_prefix}{prefix}{path}__bindgen_ty_{n}"),
            None => format!("{pn}__bindgen_ty_{n}"),
        }
    } else {
        let count = &mut top_anon[module.0];
        *count += 1;
        // `--c-naming`: the kind's prefix too (`enum__bindgen_ty_1`).
        let kind = if opts.c_naming { prefix } else { "" };
        format!("{ns_prefix}{kind}_bindgen_ty_{count}")
    };
    // `replaces="other"`: this definition is emitted under the other's name
    // (for C++, the Rust name of the type the path resolved to, e.g.
    // `outer_Widget` for `outer::Widget`; the string as written for C).
    let replaced = ir.annotations.replacing.get(&id).copied();
    let resolved = match replaced {
        Some(target) => name_of(ir, opts, cxx, target, names, top_anon, depth + 1),
        None => None,
    };
    let written = ir
        .annotations
        .of_type(id)
        .and_then(|a| a.replaces.as_deref());
    if let (None, Some(path), true) = (&resolved, written, ir.cxx) {
        if let Some((_, last)) = path.rsplit_once("::") {
            // A C++ path that names no class (`replaces="Tray::Slot"`, also
            // one declared inside the annotated class itself): upstream
            // emits `Tray_Slot` and continues only `Slot` for what is
            // declared inside (`Slot__bindgen_ty_1`).
            let emitted = path.trim_start_matches("::").replace("::", "_");
            names.final_[id.0] = Some(rename(opts, emitted));
            names.composed[id.0] = Some(last.to_string());
            return Some(last.to_string());
        }
    }
    let name = resolved.or(written.map(str::to_string)).unwrap_or(name);
    Some(finish(opts, id, names, name))
}

/// Records `name` as the composed name of record or enum `id` (an anonymous
/// one has no `replaces` to apply) and its final name, after the callbacks.
fn finish(opts: &BindgenOptions, id: TypeId, names: &mut Names, name: String) -> String {
    names.final_[id.0] = Some(rename(opts, name.clone()));
    names.composed[id.0] = Some(name.clone());
    name
}

/// Whether C record `p`, under `--disable-nested-struct-naming`, replaces
/// (`replaces="X"`) a type declared directly inside it: a member record or
/// enum whose tag (with `--c-naming`, its kind's prefix and tag) is `X`.
///
/// Upstream moves a replacement to where the replaced type lives, so such a
/// record becomes its own parent, which upstream takes for the top level:
/// the anonymous types declared in it are named without its name
/// (`_bindgen_ty_1`, with `--c-naming` `enum__bindgen_ty_1`), still
/// numbered within it. Deeper, through a nested record, upstream does not
/// terminate, so there is nothing to match there.
fn replaces_own_member(ir: &Ir, opts: &BindgenOptions, p: TypeId) -> bool {
    if !opts.disable_nested_struct_naming || ir.annotations.replacing.contains_key(&p) {
        return false;
    }
    let TypeKind::Record(r) = &ir.ty(p).kind else {
        return false;
    };
    let Some(wanted) = ir
        .annotations
        .of_type(p)
        .and_then(|a| a.replaces.as_deref())
    else {
        return false;
    };
    // Only the first definition saying `replaces="X"` replaces `X`
    // (`replaced::replacements`).
    let first = ir
        .annotations
        .types
        .iter()
        .filter(|(_, a)| a.replaces.as_deref() == Some(wanted))
        .map(|(id, _)| *id)
        .min();
    if first != Some(p) {
        return false;
    }
    r.inner_types.iter().any(|&t| {
        if t == p || ir.annotations.type_says(t, |a| a.replaces.is_some()) {
            return false;
        }
        let (tag, kind) = match &ir.ty(t).kind {
            TypeKind::Record(x) if x.kind == crate::ir::RecordKind::Union => (&x.name, "union_"),
            TypeKind::Record(x) => (&x.name, "struct_"),
            TypeKind::Enum(x) => (&x.name, "enum_"),
            _ => return false,
        };
        tag.as_deref().is_some_and(|tag| {
            let kind = if opts.c_naming { kind } else { "" };
            wanted.strip_prefix(kind) == Some(tag)
        })
    })
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

/// The `N` of `Parent__bindgen_ty_N`: anonymous records first, then
/// anonymous enums, each in source order (upstream's numbering); all in
/// source order when `source_order` (see `Names::source_order`).
fn anon_index_in_parent(ir: &Ir, parent: TypeId, child: TypeId, source_order: bool) -> usize {
    let TypeKind::Record(r) = &ir.ty(parent).kind else {
        return 1;
    };
    let anonymous = |t: &&TypeId, enums: bool| match &ir.ty(**t).kind {
        TypeKind::Record(x) => x.name.is_none() && (source_order || !enums),
        TypeKind::Enum(x) => x.name.is_none() && (source_order || enums),
        _ => false,
    };
    let first = r.inner_types.iter().filter(|t| anonymous(t, false));
    // Under `source_order` the first walk already took the enums.
    let enums = r
        .inner_types
        .iter()
        .filter(|t| !source_order && anonymous(t, true));
    let mut n = 0;
    for inner in first.chain(enums) {
        n += 1;
        if *inner == child {
            return n;
        }
    }
    n + 1
}

/// One declaration that wants a Rust name, for the name registry. Clang
/// can hand one declaration over as several types (a typedef met again
/// through another header's view of it); those share its name.
struct Claim {
    ids: Vec<TypeId>,
    /// The name is the one the declaration spells (no namespace or class
    /// prefix, no `--c-naming` prefix): such an item keeps its name.
    spelled: bool,
}

/// Gives every emitted type a Rust name no other emitted type has in the
/// same Rust module (`names` is updated in place).
///
/// C keeps tags and typedef names apart and C++ has namespaces; bindgen's
/// flat names can make two items one name (`gnutls_dh_params`, the C
/// typedef, and `gnutls::dh_params`, a class). The rule, deterministic:
/// an item whose Rust name is the name its declaration spells keeps it over
/// one whose name bindgen composed (namespace or class prefix); between
/// equals, the one met first in the source keeps it. The others get the
/// smallest number appended that makes a free name (`gnutls_dh_params1`),
/// and a warning names both declarations. Names a typedef deliberately
/// shares (an enum named by its typedef) are not clashes.
pub(crate) fn dedupe_emitted(
    ir: &Ir,
    opts: &BindgenOptions,
    emitted: &[TypeId],
    names: &mut [Option<String>],
) {
    use std::collections::{HashMap, HashSet};
    // Rust module of each item: one flat scope unless namespaces become modules.
    let home = |id: TypeId| -> usize {
        if !(ir.cxx && opts.enable_cxx_namespaces) {
            return 0;
        }
        super::cxx::home_module(ir, opts, module_of(ir, id)).0
    };
    let mut by_name: HashMap<(usize, &str), Vec<Claim>> = HashMap::new();
    for &id in emitted {
        let Some(name) = names[id.0].as_deref() else {
            continue;
        };
        let claims = by_name.entry((home(id), name)).or_default();
        match claims
            .iter_mut()
            .find(|c| same_declaration(ir, c.ids[0], id))
        {
            Some(c) => c.ids.push(id),
            None => claims.push(Claim {
                ids: vec![id],
                spelled: own_spelling(ir, id).is_some_and(|s| escape_ident(s) == name || s == name),
            }),
        }
    }
    let mut clashes: Vec<((usize, String), Vec<Claim>)> = by_name
        .into_iter()
        .filter(|(_, c)| c.len() > 1)
        .map(|((m, n), c)| ((m, n.to_string()), c))
        .collect();
    if clashes.is_empty() {
        return;
    }
    clashes.sort_by(|a, b| a.0.cmp(&b.0));
    let mut taken: HashSet<(usize, String)> = emitted
        .iter()
        .filter_map(|id| Some((home(*id), names[id.0].clone()?)))
        .collect();
    for ((module, name), mut claims) in clashes {
        // `emitted` is in id order, so each claim's first id is its first.
        claims.sort_by_key(|c| (!c.spelled, c.ids[0].0));
        let keeper = claims[0].ids[0];
        for other in &claims[1..] {
            let mut n = 1;
            let fresh = loop {
                let candidate = format!("{name}{n}");
                if !taken.contains(&(module, candidate.clone())) {
                    break candidate;
                }
                n += 1;
            };
            crate::logging::warn(&format!(
                "{}: {} is emitted as `{fresh}`: its Rust name `{name}` is taken by {} ({})",
                where_declared(ir, other.ids[0]),
                describe(ir, other.ids[0]),
                describe(ir, keeper),
                where_declared(ir, keeper),
            ));
            taken.insert((module, fresh.clone()));
            for id in &other.ids {
                names[id.0] = Some(fresh.clone());
            }
        }
    }
}

/// Whether two types are one declaration: same kind, name, namespace and
/// source position.
fn same_declaration(ir: &Ir, a: TypeId, b: TypeId) -> bool {
    let key = |id: TypeId| {
        let (kind, loc) = match &ir.ty(id).kind {
            TypeKind::Record(r) => (0, &r.loc),
            TypeKind::Enum(e) => (1, &e.loc),
            TypeKind::Alias { loc, .. } => (2, loc),
            _ => return None,
        };
        Some((
            kind,
            loc,
            own_spelling(ir, id),
            module_of(ir, id),
            parent_of(ir, id),
        ))
    };
    key(a).is_some() && key(a) == key(b)
}

/// The namespace a type is declared in.
fn module_of(ir: &Ir, id: TypeId) -> crate::ir::ModuleId {
    match &ir.ty(id).kind {
        TypeKind::Record(r) => r.module,
        TypeKind::Enum(e) => e.module,
        TypeKind::Alias { module, .. } => *module,
        _ => crate::ir::ModuleId::ROOT,
    }
}

/// The name a type's declaration spells (typedef name before tag).
fn own_spelling(ir: &Ir, id: TypeId) -> Option<&str> {
    match &ir.ty(id).kind {
        TypeKind::Record(r) => r.typedef_name.as_deref().or(r.name.as_deref()),
        TypeKind::Enum(e) => e.typedef_name.as_deref().or(e.name.as_deref()),
        TypeKind::Alias { name, .. } => Some(name),
        _ => None,
    }
}

fn where_declared(ir: &Ir, id: TypeId) -> String {
    let loc = match &ir.ty(id).kind {
        TypeKind::Record(r) => &r.loc,
        TypeKind::Enum(e) => &e.loc,
        TypeKind::Alias { loc, .. } => loc,
        _ => return String::from("<unknown>"),
    };
    format!("{}:{}", loc.file, loc.line)
}

/// `typedef `gnutls_dh_params``, `class `gnutls::dh_params``,
/// `struct `Outer::Inner``.
fn describe(ir: &Ir, id: TypeId) -> String {
    let what = match &ir.ty(id).kind {
        TypeKind::Record(r) => match (r.kind, &r.cxx) {
            (crate::ir::RecordKind::Union, _) => "union",
            (_, Some(_)) => "class",
            _ => "struct",
        },
        TypeKind::Enum(_) => "enum",
        TypeKind::Alias { .. } => "typedef",
        _ => "type",
    };
    // The enclosing classes, outermost first.
    let mut classes = Vec::new();
    walk("enclosing classes", parent_of(ir, id), |cur| match cur {
        Some(p) => {
            classes.push(own_spelling(ir, p).unwrap_or("(anonymous)"));
            Step::Next(parent_of(ir, p))
        }
        None => Step::Done(()),
    });
    classes.reverse();
    let own = own_spelling(ir, id).unwrap_or("(anonymous)");
    format!(
        "{what} `{}`",
        ir.qualified_path(module_of(ir, id), &classes, own)
    )
}

fn parent_of(ir: &Ir, id: TypeId) -> Option<TypeId> {
    match &ir.ty(id).kind {
        TypeKind::Record(r) => r.parent,
        TypeKind::Enum(e) => e.parent,
        TypeKind::Alias { parent, .. } => *parent,
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ir::{Module, ModuleId, Type};

    /// A C++ IR with file scope and namespace `net` (module 1).
    fn cxx_ir() -> Ir {
        let mut ir = Ir {
            cxx: true,
            pointer_size: 8,
            ..Default::default()
        };
        for (name, parent) in [(None, None), (Some("net"), Some(ModuleId::ROOT))] {
            ir.modules.push(Module {
                name: name.map(str::to_string),
                parent,
                inline: false,
                loc: Default::default(),
            });
        }
        ir.types.push(Type {
            kind: TypeKind::Void,
            layout: None,
        });
        ir
    }

    fn typedef(ir: &mut Ir, name: &str, module: usize) -> TypeId {
        let line = ir.types.len() as u32;
        ir.types.push(Type {
            kind: TypeKind::Alias {
                name: name.into(),
                target: TypeId(0),
                transparent: false,
                loc: crate::ir::SourceLoc {
                    file: "t.hpp".into(),
                    line,
                    col: 1,
                    offset: line * 10,
                },
                doc: None,
                module: ModuleId(module),
                parent: None,
                params: Vec::new(),
            },
            layout: None,
        });
        TypeId(ir.types.len() - 1)
    }

    #[test]
    fn the_spelled_name_wins_and_numbers_skip_taken_names() {
        let mut ir = cxx_ir();
        // `net::params` (composed `net_params`) first, then the C typedef
        // `net_params`, then a type already called `net_params1`.
        let composed = typedef(&mut ir, "params", 1);
        let spelled = typedef(&mut ir, "net_params", 0);
        let taken = typedef(&mut ir, "net_params1", 0);
        let mut names = vec![
            None,
            Some("net_params".to_string()),
            Some("net_params".to_string()),
            Some("net_params1".to_string()),
        ];
        let emitted = [composed, spelled, taken];
        dedupe_emitted(&ir, &BindgenOptions::default(), &emitted, &mut names);
        assert_eq!(names[spelled.0].as_deref(), Some("net_params"));
        assert_eq!(names[taken.0].as_deref(), Some("net_params1"));
        assert_eq!(names[composed.0].as_deref(), Some("net_params2"));
    }

    #[test]
    // The switches live behind `Deref` (the options table), which a struct
    // literal cannot name.
    #[allow(clippy::field_reassign_with_default)]
    fn equals_keep_declaration_order_and_modules_keep_names_apart() {
        let mut ir = cxx_ir();
        let first = typedef(&mut ir, "Cell", 1);
        let second = typedef(&mut ir, "Cell", 1);
        let elsewhere = typedef(&mut ir, "Cell", 0);
        let fresh = || {
            let mut names = vec![Some("Cell".to_string()); 4];
            names[0] = None;
            names
        };
        let emitted = [first, second, elsewhere];
        let mut opts = BindgenOptions::default();
        opts.enable_cxx_namespaces = true;
        let mut names = fresh();
        dedupe_emitted(&ir, &opts, &emitted, &mut names);
        assert_eq!(names[first.0].as_deref(), Some("Cell"));
        assert_eq!(names[second.0].as_deref(), Some("Cell1"));
        assert_eq!(names[elsewhere.0].as_deref(), Some("Cell"));
        // One flat scope without namespace modules: the third is numbered too.
        let mut names = fresh();
        dedupe_emitted(&ir, &BindgenOptions::default(), &emitted, &mut names);
        assert_eq!(names[elsewhere.0].as_deref(), Some("Cell2"));
    }

    #[test]
    fn one_declaration_met_twice_is_no_clash() {
        let mut ir = cxx_ir();
        let first = typedef(&mut ir, "FIELD", 0);
        let again = typedef(&mut ir, "FIELD", 0);
        // The same typedef handed over as a second type: same position.
        let loc = match &ir.ty(first).kind {
            TypeKind::Alias { loc, .. } => loc.clone(),
            _ => unreachable!(),
        };
        if let TypeKind::Alias { loc: l, .. } = &mut ir.types[again.0].kind {
            *l = loc;
        }
        let other = typedef(&mut ir, "FIELD", 0);
        let mut names = vec![Some("FIELD".to_string()); 4];
        names[0] = None;
        let emitted = [first, again, other];
        dedupe_emitted(&ir, &BindgenOptions::default(), &emitted, &mut names);
        assert_eq!(names[first.0].as_deref(), Some("FIELD"));
        assert_eq!(names[again.0].as_deref(), Some("FIELD"));
        assert_eq!(names[other.0].as_deref(), Some("FIELD1"));
    }

    #[test]
    fn escapes_keywords() {
        assert_eq!(escape_ident("type"), "type_");
        assert_eq!(escape_ident("_"), "__");
        assert_eq!(escape_ident("Self"), "Self_");
        assert_eq!(escape_ident("gen"), "gen_");
        assert_eq!(escape_ident("foo"), "foo");
    }
}
