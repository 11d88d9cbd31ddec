//! C++ side tables: which classes carry their own vtable pointer, the name
//! prefixes namespaces give, and what a class's members bring into the
//! selection.

use crate::fixpoint::{walk, Step};
use crate::ir::{
    Access, ClassMember, CxxRecord, FunctionId, Ir, Method, MethodKind, ModuleId, TypeId, TypeKind,
};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

/// What codegen needs to know about C++ items beyond the IR.
#[derive(Default)]
pub(crate) struct CxxFacts {
    /// Classes with a `vtable_` field of their own: they have virtual
    /// methods (or virtual bases) and no non-virtual base already has one.
    pub own_vtable: HashSet<TypeId>,
    /// Classes with a vtable pointer anywhere (their own or a base's).
    pub dynamic: HashSet<TypeId>,
    /// Per namespace, the prefix its items' Rust names get (`outer_`);
    /// empty with `--enable-cxx-namespaces` or `--disable-name-namespacing`.
    pub prefixes: Vec<String>,
    /// Per namespace, its Rust module name (`outer`, `_bindgen_mod_id_2`).
    pub module_names: Vec<String>,
    /// Overloaded free functions after the first of their name in their
    /// namespace: the number appended to their Rust name (`scale1`).
    pub overload_suffix: HashMap<String, usize>,
    /// Blocklisted types (bases of these get no field).
    pub blocklisted_bases: HashSet<TypeId>,
    /// Classes C++ passes and returns through a hidden pointer
    /// (`analysis::call_abi`): functions passing them by value are left out.
    pub passed_indirectly: HashSet<TypeId>,
}

impl CxxFacts {
    /// The name prefix of items declared in `m`.
    pub(crate) fn prefix(&self, m: ModuleId) -> &str {
        self.prefixes.get(m.0).map_or("", String::as_str)
    }
}

/// The module whose Rust module holds items of `m` when namespaces become
/// modules: inline namespaces melt into their parent unless conservative.
pub(crate) fn home_module(ir: &Ir, opts: &BindgenOptions, m: ModuleId) -> ModuleId {
    walk("enclosing inline namespaces", m, |m| match ir.module(m) {
        Some(module) if module.inline && !opts.conservative_inline_namespaces => {
            Step::Next(module.parent.unwrap_or_default())
        }
        _ => Step::Done(m),
    })
    .unwrap_or(m)
}

/// Numbers free functions whose Rust names would be equal, in declaration
/// order, as upstream does: per Rust module, the functions of one name (its
/// namespace prefix included: `a::f` and a file-scope `a_f` are both `a_f`
/// without `--enable-cxx-namespaces`) count up, and each after the first
/// gets its count appended (`a_f`, `a_f1` for `a::f(int)`, `a_f2` for the
/// file-scope `a_f`). C++, or C's `__attribute__((overloadable))`: the
/// functions with a mangled symbol; the others keep their names.
///
/// A number whose name another free function has (`scale1` next to
/// overloads of `scale`) is passed over: upstream emits both functions under
/// one name, which does not compile. A variable keeps its name too: a
/// function named like one (`a_x` after `namespace a { extern int x; }`,
/// `K_v` next to the static member `K::v`) takes the next number. Runs after
/// the type names are known (`names`), which name static members, and after
/// the selection: only the functions emitted (`selected`) count, so one
/// blocklisted, hidden or not allowlisted leaves its name to the next.
///
/// With `--distrust-clang-mangling` a function is not numbered (its number
/// would be its symbol): one whose name an earlier emitted function or
/// method declaration has is taken out of `selected` (its types stay
/// selected), as upstream binds only the first of a name; so is one named
/// like a variable, which upstream emits as well (E0428).
pub(crate) fn number_free_functions(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    facts: &mut CxxFacts,
    selected: &mut HashSet<FunctionId>,
) {
    let scope = |m: ModuleId| {
        if ir.cxx && opts.enable_cxx_namespaces {
            home_module(ir, opts, m)
        } else {
            ModuleId::ROOT
        }
    };
    let functions = || {
        ir.roots.iter().filter_map(|r| match *r {
            crate::ir::Root::Function(i) if selected.contains(&i) => Some(&ir.functions[i]),
            _ => None,
        })
    };
    let key_of = |f: &crate::ir::Function| {
        (
            scope(f.module),
            format!("{}{}", facts.prefix(f.module), f.name),
        )
    };
    // Every function's own name, which numbers pass over.
    let own: HashSet<(ModuleId, String)> = functions().map(key_of).collect();
    let vars: HashSet<(ModuleId, String)> = ir
        .vars
        .iter()
        .filter(|v| v.mangled.is_some())
        .map(|v| {
            let name = match v.class.and_then(|c| names[c.0].as_deref()) {
                Some(class) => format!("{class}_{}", v.name),
                None => format!("{}{}", facts.prefix(v.module), v.name),
            };
            (scope(v.module), name)
        })
        .collect();
    let mut counts: HashMap<(ModuleId, String), usize> = HashMap::new();
    let mut used: HashSet<(ModuleId, String)> = HashSet::new();
    let mut suffixes = Vec::new();
    let mut duplicates = Vec::new();
    // Without allowlists every class is emitted: the method declarations of
    // the classes declared before a function take their names first, so a
    // later `void Box_open();` is `Box_open1` after `Box::open`, as upstream
    // numbers the later of the two. (With allowlists which classes are
    // emitted is not known yet; methods then give way to the function.)
    let reserve_methods = ir.cxx && !opts.is_allowlisting();
    for root in &ir.roots {
        let f = match *root {
            crate::ir::Root::Type(id) if reserve_methods => {
                for name in method_decl_names(ir, opts, names, id, 0) {
                    used.insert((scope(class_module(ir, id)), name));
                }
                continue;
            }
            // A function left out (hidden, blocklisted, not allowlisted)
            // takes no name (as upstream's numbering).
            crate::ir::Root::Function(i) if !selected.contains(&i) => continue,
            // Nor does a variadic function upstream leaves out for its
            // callee-cleanup or `win64` convention (codegen's `abi_usable`).
            crate::ir::Root::Function(i) if variadic_left_out(opts, &ir.functions[i]) => continue,
            crate::ir::Root::Function(i) => (i, &ir.functions[i]),
            _ => continue,
        };
        let (i, f) = f;
        let key = key_of(f);
        let Some(symbol) = &f.mangled else {
            // A C function keeps its name (it is its symbol).
            used.insert(key);
            continue;
        };
        // A number would be the symbol too: the name's first comer (a
        // function, a method's declaration, a variable) keeps it alone.
        if !opts.enable_mangling
            && (counts.contains_key(&key) || used.contains(&key) || vars.contains(&key))
        {
            duplicates.push(i);
            continue;
        }
        let n = counts.entry(key.clone()).or_insert(0);
        if *n == 0 && !used.contains(&key) && !vars.contains(&key) {
            used.insert(key);
            *n = 1;
            continue;
        }
        *n = (*n).max(1);
        loop {
            let candidate = (key.0, format!("{}{n}", key.1));
            if !used.contains(&candidate) && !own.contains(&candidate) && !vars.contains(&candidate)
            {
                used.insert(candidate);
                break;
            }
            *n += 1;
        }
        suffixes.push((symbol.clone(), *n));
        *n += 1;
    }
    facts.overload_suffix.extend(suffixes);
    for i in duplicates {
        selected.remove(&i);
    }
}

/// Whether `f` is variadic with a convention Rust has no variadic form of
/// (its own, or that of the `--override-abi` pattern matching its name, asked
/// in upstream's order, see `options::abi_order`):
/// upstream leaves such functions out before numbering overloads.
fn variadic_left_out(opts: &BindgenOptions, f: &crate::ir::Function) -> bool {
    if !f.sig.variadic {
        return false;
    }
    let abi = crate::options::abi_order::in_lookup_order(&opts.abi_overrides)
        .into_iter()
        .find(|(_, p)| regex::Regex::new(&format!("^({p})$")).is_ok_and(|r| r.is_match(&f.name)))
        .map_or_else(|| f.sig.abi.clone(), |(abi, _)| abi.to_string());
    matches!(
        abi.trim_end_matches("-unwind"),
        "win64" | "stdcall" | "fastcall" | "thiscall" | "vectorcall"
    )
}

/// The namespace record `id` is declared in.
fn class_module(ir: &Ir, id: TypeId) -> ModuleId {
    match &ir.ty(id).kind {
        TypeKind::Record(r) => r.module,
        _ => ModuleId::ROOT,
    }
}

/// The names of the method declarations C++ class `id` and the classes
/// nested in it emit (`Class_method` with its overload number, before
/// callbacks), as codegen composes them.
fn method_decl_names(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    id: TypeId,
    depth: u32,
) -> Vec<String> {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if crate::fixpoint::too_deep("`analysis::cxx::method_decl_names`", depth) {
        return out;
    }
    for inner in &r.inner_types {
        out.extend(method_decl_names(ir, opts, names, *inner, depth + 1));
    }
    let (Some(c), Some(class)) = (&r.cxx, names[id.0].as_deref()) else {
        return out;
    };
    let cfg = opts.codegen_config;
    let generated = |m: &Method| match m.kind {
        MethodKind::Constructor => cfg.constructors(),
        MethodKind::Destructor => cfg.destructors(),
        _ => cfg.methods(),
    };
    let mut seen: HashMap<String, usize> = HashMap::new();
    for m in c
        .methods
        .iter()
        .filter(|m| method_is_kept(opts, m) && generated(m))
    {
        let base = method_base_name(ir, m);
        let n = seen.entry(base.clone()).or_insert(0);
        if method_is_bound(opts, m) {
            let suffix = if *n == 0 {
                String::new()
            } else {
                n.to_string()
            };
            out.push(format!("{class}_{base}{suffix}"));
        }
        *n += 1;
    }
    out
}

/// Whether a method is bound at all, as upstream decides by default and
/// with the `--generate-*` switches (selection and codegen both ask).
pub(crate) fn method_is_bound(opts: &crate::options::SharedOptions, m: &Method) -> bool {
    (opts.generate_pure_virtual_functions || !m.is_pure) && !m.left_out && method_is_kept(opts, m)
}

/// Whether a method is kept as an item whose signature brings the types it
/// names: a bound one, or a pure virtual or left-out one (not bound, but
/// upstream still follows its signature and counts it among the overloads). Deleted, hidden, private and inline
/// methods, operators and conversions bring nothing unless asked for.
pub(crate) fn method_is_kept(opts: &crate::options::SharedOptions, m: &Method) -> bool {
    if m.deleted && !opts.generate_deleted_functions {
        return false;
    }
    // No exported symbol to link against.
    if m.hidden {
        return false;
    }
    if m.access == Access::Private && !opts.generate_private_functions {
        return false;
    }
    if m.inline && !opts.generate_inline_functions {
        return false;
    }
    // Operators and conversions have no Rust spelling of their names.
    !matches!(m.kind, MethodKind::Operator | MethodKind::Conversion)
}

/// The name a method's declaration is composed from: its own, or
/// `Box_destructor` for `~Box`.
pub(crate) fn method_base_name(ir: &Ir, m: &Method) -> String {
    let f = &ir.functions[m.function];
    match m.kind {
        MethodKind::Destructor => format!("{}_destructor", f.name.trim_start_matches('~')),
        _ => f.name.clone(),
    }
}

/// Whether a method's kind is generated (`--generate methods`,
/// `constructors`, `destructors`).
pub(crate) fn method_kind_generated(opts: &crate::options::SharedOptions, m: &Method) -> bool {
    let cfg = opts.codegen_config;
    match m.kind {
        MethodKind::Constructor => cfg.constructors(),
        MethodKind::Destructor => cfg.destructors(),
        _ => cfg.methods(),
    }
}

/// The overload number of each method of class `c` that counts for naming
/// (by function index): kept and of a generated kind, pure virtual ones
/// included. Upstream numbers per name in declaration order over this set;
/// the number is part of both the declaration's name (`Class_f1`) and the
/// path the allow- and blocklists match (`ns::Class_f1`).
pub(crate) fn method_numbers(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    c: &CxxRecord,
) -> HashMap<FunctionId, usize> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = HashMap::new();
    for m in c
        .methods
        .iter()
        .filter(|m| method_is_kept(opts, m) && method_kind_generated(opts, m))
    {
        let n = seen.entry(method_base_name(ir, m)).or_insert(0);
        out.insert(m.function, *n);
        *n += 1;
    }
    out
}

/// The path the function allow- and blocklists match method `m` of the
/// class with match path `class` by: `ns::Class_f` and `ns::Class_f1`
/// for the second overload (`numbers` from [`method_numbers`]).
pub(crate) fn method_match_path(
    ir: &Ir,
    class: &str,
    m: &Method,
    numbers: &HashMap<FunctionId, usize>,
) -> String {
    let suffix = match numbers.get(&m.function) {
        Some(&n) if n > 0 => n.to_string(),
        _ => String::new(),
    };
    format!("{class}_{}{suffix}", method_base_name(ir, m))
}

/// Whether the extern declaration of method `m` names its class: through
/// a typed `this`. A static method's has no `this`, a virtual one's (not
/// a destructor's) an untyped one unless
/// `--use-specific-virtual-function-receiver`; such a declaration is
/// emitted on its own when only the method is allowlisted, as upstream.
pub(crate) fn method_names_class(opts: &crate::options::SharedOptions, m: &Method) -> bool {
    match m.kind {
        MethodKind::Static => false,
        MethodKind::Destructor => true,
        _ => !m.is_virtual || opts.use_specific_virtual_function_receiver,
    }
}

/// Computes the C++ facts (all empty for C input).
pub(crate) fn compute(ir: &Ir, opts: &BindgenOptions) -> CxxFacts {
    let mut facts = CxxFacts::default();
    if !ir.cxx {
        return facts;
    }
    let conservative = opts.conservative_inline_namespaces;
    for (i, m) in ir.modules.iter().enumerate() {
        let name = match &m.name {
            Some(n) => n.clone(),
            None if i == 0 => String::new(),
            None => format!("_bindgen_mod_id_{i}"),
        };
        facts.module_names.push(name);
    }
    for i in 0..ir.modules.len() {
        let mut prefix = String::new();
        let named_so = !opts.enable_cxx_namespaces && !opts.disable_name_namespacing;
        if named_so {
            for (id, m) in ir.module_path(ModuleId(i)) {
                if m.inline && !conservative {
                    continue;
                }
                prefix.push_str(&facts.module_names[id.0]);
                prefix.push('_');
            }
        }
        facts.prefixes.push(prefix);
    }
    // Bases come before the classes deriving from them, so one pass in
    // type order settles every class; the memo makes it a fixpoint anyway.
    let mut memo: HashMap<TypeId, bool> = HashMap::new();
    for i in 0..ir.types.len() {
        let id = TypeId(i);
        if is_dynamic(ir, id, &mut memo, 0) {
            facts.dynamic.insert(id);
            let TypeKind::Record(r) = &ir.ty(id).kind else {
                continue;
            };
            let Some(cx) = &r.cxx else { continue };
            // A dynamic virtual base counts too, as upstream decides: the
            // class then has no `vtable_` of its own, and the pointer's
            // bytes (which clang++ places first) are padding, as upstream's.
            let base_has_one = cx.bases.iter().any(|b| is_dynamic(ir, b.ty, &mut memo, 0));
            if !base_has_one && !vtable_unseen(cx) {
                facts.own_vtable.insert(id);
            }
        }
    }
    facts.passed_indirectly = super::call_abi::passed_indirectly(ir, &facts.dynamic);
    facts
}

/// Blocklisted bases get no `_base` field (their bytes are padding, as
/// upstream does it): a class whose vtable pointer came from such a base
/// carries its own `vtable_` when it declares virtual methods or virtual
/// bases.
pub(crate) fn drop_blocklisted_bases(facts: &mut CxxFacts, ir: &Ir, blocklisted: &HashSet<TypeId>) {
    if blocklisted.is_empty() {
        return;
    }
    // A base that instantiates a blocklisted template is left out like the
    // template (upstream leaves its bytes as padding).
    let mut blocklisted = blocklisted.clone();
    for (i, t) in ir.types.iter().enumerate() {
        if let TypeKind::Instantiation(inst) = &t.kind {
            if blocklisted.contains(&inst.template) {
                blocklisted.insert(TypeId(i));
            }
        }
    }
    // The classes holding a vtable pointer as upstream sees them: their
    // own, or one a base that is not blocklisted holds. (A class whose
    // pointer only comes from a blocklisted base holds none: a class
    // deriving from it, virtually too, then has its own.) Bases come
    // before the classes deriving from them, so type order settles them.
    let mut dynamic: Vec<TypeId> = facts.dynamic.iter().copied().collect();
    dynamic.sort_by_key(|id| id.0);
    let mut carries: HashSet<TypeId> = HashSet::new();
    for id in dynamic {
        // (A dynamic instantiation holds its template's pointer.)
        let TypeKind::Record(r) = &ir.ty(id).kind else {
            carries.insert(id);
            continue;
        };
        let Some(cx) = &r.cxx else {
            carries.insert(id);
            continue;
        };
        let base_has_one = cx.bases.iter().any(|b| {
            let b = ir.resolve_aliases(b.ty);
            !blocklisted.contains(&b) && carries.contains(&b)
        });
        // Only a class declaring virtual methods or virtual bases: one that
        // merely inherits the blocklisted base's pointer keeps its bytes as
        // padding, as upstream.
        let own_reason = (cx.has_virtual_methods && !cx.virtual_conversions_only)
            || cx.bases.iter().any(|b| b.is_virtual);
        if !base_has_one && own_reason {
            facts.own_vtable.insert(id);
        }
        if base_has_one || facts.own_vtable.contains(&id) {
            carries.insert(id);
        }
    }
    facts.blocklisted_bases = blocklisted;
}

/// Whether upstream sees no vtable pointer in a dynamic class: it has no
/// bases and declares only virtual conversion operators, which upstream
/// does not read. Its pointer's bytes are then padding, as upstream's
/// (with bases upstream misplaces them, so ours keeps its `vtable_`).
pub(crate) fn vtable_unseen(cx: &CxxRecord) -> bool {
    cx.virtual_conversions_only && cx.bases.is_empty()
}

fn is_dynamic(ir: &Ir, id: TypeId, memo: &mut HashMap<TypeId, bool>, depth: u32) -> bool {
    let id = ir.resolve_aliases(id);
    if let Some(v) = memo.get(&id) {
        return *v;
    }
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return false;
    };
    let Some(cx) = &r.cxx else { return false };
    let v = !crate::fixpoint::too_deep("`analysis::cxx::is_dynamic`", depth)
        && (cx.has_virtual_methods
            || cx
                .bases
                .iter()
                .any(|b| b.is_virtual || is_dynamic(ir, b.ty, memo, depth + 1)));
    memo.insert(id, v);
    v
}

/// Types a class's bases, member typedefs, static data members and member
/// functions mention.
pub(crate) fn referenced_by_class(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    cx: &CxxRecord,
    work: &mut Vec<TypeId>,
) {
    for b in &cx.bases {
        work.push(b.ty);
    }
    referenced_by_class_members(ir, opts, cx, work);
}

/// The types a class's member typedefs, static members and kept methods
/// mention: what even an opaque class needs (it has no bases or fields).
/// A method that is not kept (private, inline, deleted, ...) brings
/// nothing, as upstream.
pub(crate) fn referenced_by_class_members(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    cx: &CxxRecord,
    work: &mut Vec<TypeId>,
) {
    for m in &cx.members {
        match *m {
            ClassMember::Alias(id) => work.push(id),
            ClassMember::Var(i) if opts.codegen_config.vars() => work.push(ir.vars[i].ty),
            ClassMember::Var(_) => {}
        }
    }
    // What `--generate` leaves out (methods, static members) brings
    // nothing either, as upstream.
    for m in cx
        .methods
        .iter()
        .filter(|m| method_is_kept(opts, m) && method_kind_generated(opts, m))
    {
        let sig = &ir.functions[m.function].sig;
        work.push(sig.ret);
        work.extend(sig.params.iter().map(|(_, t)| *t));
    }
}

/// What allow/block lists, `--opaque-type` and the enum style lists match
/// a type against: its Rust name for C input; for C++ the path of its
/// namespace and its name inside it, where nesting in classes stays `_`
/// (`geometry::Grid`, `geometry::Grid_Cursor`; inline namespaces left
/// out), as upstream matches them.
pub(crate) fn match_names<'n>(
    ir: &Ir,
    names: &'n [Option<String>],
    facts: &CxxFacts,
    keep_inline: bool,
) -> std::borrow::Cow<'n, [Option<String>]> {
    if !ir.cxx {
        // The Rust names, keywords escaped (see `keywords::list_name`).
        if !names
            .iter()
            .flatten()
            .any(|n| super::keywords::is_rust_keyword(n))
        {
            return std::borrow::Cow::Borrowed(names);
        }
        let escaped = names
            .iter()
            .map(|n| {
                n.as_deref()
                    .map(|n| super::keywords::list_name(n).into_owned())
            })
            .collect();
        return std::borrow::Cow::Owned(escaped);
    }
    let out = (0..ir.types.len())
        .map(|i| {
            let rust = names[i].as_deref()?;
            let module = match &ir.ty(TypeId(i)).kind {
                TypeKind::Record(r) => r.module,
                TypeKind::Enum(e) => e.module,
                TypeKind::Alias { module, .. } => *module,
                _ => ModuleId::ROOT,
            };
            let own = rust.strip_prefix(facts.prefix(module)).unwrap_or(rust);
            Some(ir.match_path(module, &[], &super::keywords::list_name(own), keep_inline))
        })
        .collect();
    std::borrow::Cow::Owned(out)
}

/// What allow/block lists match a function or variable against: its name
/// for C; for C++ its namespace path and its name (`geometry::length`;
/// a static data member is named after its class: `geometry::Grid_count`).
/// A name that is a Rust keyword is matched escaped (`type_`,
/// `geometry::type_`), as upstream matches it.
pub(crate) fn item_path<'a>(
    ir: &Ir,
    matched: &[Option<String>],
    name: &'a str,
    module: ModuleId,
    class: Option<TypeId>,
    keep_inline: bool,
) -> std::borrow::Cow<'a, str> {
    let escaped = || -> std::borrow::Cow<'a, str> {
        if super::keywords::is_rust_keyword(name) {
            super::keywords::escape_ident(name).into()
        } else {
            name.into()
        }
    };
    if !ir.cxx {
        return escaped();
    }
    match class.and_then(|c| matched.get(c.0).cloned().flatten()) {
        Some(p) => format!("{p}_{name}").into(),
        None => ir.match_path(module, &[], &escaped(), keep_inline).into(),
    }
}

/// Calls `visit` for C++ class `id` and for each class nested in it
/// (recursively, outer first), passing over class templates and what is
/// nested in them (their members are not bound). `what` names the caller
/// in the depth cap's warning.
pub(crate) fn for_each_concrete_class(
    ir: &Ir,
    id: TypeId,
    what: &str,
    visit: &mut dyn FnMut(TypeId, &CxxRecord),
) {
    fn go(ir: &Ir, id: TypeId, what: &str, depth: u32, visit: &mut dyn FnMut(TypeId, &CxxRecord)) {
        let TypeKind::Record(r) = &ir.ty(id).kind else {
            return;
        };
        let Some(cx) = &r.cxx else { return };
        if crate::fixpoint::too_deep(what, depth) || r.generic.is_some() {
            return;
        }
        visit(id, cx);
        for inner in &r.inner_types {
            go(ir, *inner, what, depth + 1, visit);
        }
    }
    go(ir, id, what, 0, visit);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Base, Layout, Module, Record, RecordKind, Type};

    fn class(ir: &mut Ir, name: &str, virtuals: bool, bases: &[(TypeId, bool)]) -> TypeId {
        let cx = CxxRecord {
            has_virtual_methods: virtuals,
            bases: bases
                .iter()
                .map(|&(ty, is_virtual)| Base {
                    ty,
                    offset_bits: 0,
                    is_virtual,
                    access: crate::ir::Access::Public,
                })
                .collect(),
            ..Default::default()
        };
        let r = Record {
            kind: RecordKind::Struct,
            name: Some(name.into()),
            typedef_name: None,
            parent: None,
            complete: true,
            fields: vec![],
            inner_types: vec![],
            layout: Some(Layout { size: 8, align: 8 }),
            packed_attr: false,
            loc: Default::default(),
            doc: None,
            force_opaque: None,
            generic: None,
            module: ModuleId::ROOT,
            cxx: Some(Box::new(cx)),
        };
        ir.types.push(Type {
            kind: TypeKind::Record(Box::new(r)),
            layout: Some(Layout { size: 8, align: 8 }),
        });
        TypeId(ir.types.len() - 1)
    }

    fn module(ir: &mut Ir, name: Option<&str>, parent: usize, inline: bool) -> ModuleId {
        ir.modules.push(Module {
            name: name.map(str::to_string),
            parent: Some(ModuleId(parent)),
            inline,
            loc: Default::default(),
        });
        ModuleId(ir.modules.len() - 1)
    }

    fn cxx_ir() -> Ir {
        let mut ir = Ir {
            cxx: true,
            pointer_size: 8,
            ..Default::default()
        };
        ir.modules.push(Module {
            name: None,
            parent: None,
            inline: false,
            loc: Default::default(),
        });
        ir
    }

    #[test]
    fn vtable_pointer_belongs_to_the_first_dynamic_class() {
        let mut ir = cxx_ir();
        let plain = class(&mut ir, "Plain", false, &[]);
        let root = class(&mut ir, "Root", true, &[]);
        let mid = class(&mut ir, "Mid", false, &[(root, false)]);
        let leaf = class(&mut ir, "Leaf", true, &[(mid, false), (plain, false)]);
        let shared = class(&mut ir, "Shared", false, &[(plain, true)]);
        let over = class(&mut ir, "Over", true, &[(shared, true)]);
        let facts = compute(&ir, &BindgenOptions::default());
        assert!(facts.own_vtable.contains(&root));
        // Dynamic through a base, which holds the pointer.
        assert!(facts.dynamic.contains(&mid) && !facts.own_vtable.contains(&mid));
        assert!(facts.dynamic.contains(&leaf) && !facts.own_vtable.contains(&leaf));
        // A virtual base needs a vtable pointer of the class's own...
        assert!(facts.own_vtable.contains(&shared));
        // ...which upstream counts as the dynamic base's, as we do.
        assert!(facts.dynamic.contains(&over) && !facts.own_vtable.contains(&over));
        assert!(!facts.dynamic.contains(&plain));
    }

    #[test]
    fn namespace_prefixes_skip_inline_namespaces_unless_conservative() {
        let mut ir = cxx_ir();
        let outer = module(&mut ir, Some("outer"), 0, false);
        let v1 = module(&mut ir, Some("v1"), outer.0, true);
        let anon = module(&mut ir, None, outer.0, false);
        let mut opts = BindgenOptions::default();
        let facts = compute(&ir, &opts);
        assert_eq!(facts.prefix(ModuleId::ROOT), "");
        assert_eq!(facts.prefix(outer), "outer_");
        assert_eq!(facts.prefix(v1), "outer_");
        assert_eq!(facts.prefix(anon), "outer__bindgen_mod_id_3_");
        opts.conservative_inline_namespaces = true;
        assert_eq!(compute(&ir, &opts).prefix(v1), "outer_v1_");
        opts.enable_cxx_namespaces = true;
        assert_eq!(compute(&ir, &opts).prefix(v1), "");
        assert_eq!(ir.qualified_path(v1, &["Class"], "f"), "outer::Class::f");
    }

    #[test]
    fn c_input_has_no_cxx_facts() {
        let mut ir = cxx_ir();
        ir.cxx = false;
        let facts = compute(&ir, &BindgenOptions::default());
        assert!(facts.prefixes.is_empty() && facts.own_vtable.is_empty());
        let names = vec![Some("s".to_string())];
        assert!(matches!(
            match_names(&ir, &names, &facts, false),
            std::borrow::Cow::Borrowed(_)
        ));
    }
}
