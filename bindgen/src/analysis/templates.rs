//! Which class templates become generic Rust structs, which of their
//! parameters those take, and which instantiations are spelled as the
//! generic struct (`Box<c_long>`) rather than as an opaque blob.
//!
//! An instantiation is spelled generically only when the generic struct,
//! laid out by Rust's `repr(C)` rules with the arguments substituted, puts
//! every member where clang put it and has clang's size and alignment: the
//! layout is checked here, per instantiation, against the facts the parser
//! recorded (`ir::Instantiation::fields`), so a specialization, an empty
//! base or anything else the generic struct does not describe makes that
//! instantiation opaque instead of mislaid. Its emitted size and alignment
//! checks repeat the comparison at compile time.

use crate::fixpoint::{fixpoint, walk, Step};
use crate::ir::{Instantiation, Ir, Layout, Record, RecordKind, TypeId, TypeKind};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

/// What codegen needs to know about templates.
#[derive(Debug, Default)]
pub(crate) struct TemplateFacts {
    /// Per generic record, which of its parameters (`Generic::params`) the
    /// Rust struct takes: those some member uses.
    pub used: HashMap<TypeId, Vec<bool>>,
    /// Generic records emitted as generic structs.
    pub expressible: HashSet<TypeId>,
    /// Instantiations spelled as their generic struct; every other one is
    /// an opaque blob of clang's size.
    pub generic_uses: HashSet<TypeId>,
    /// Generic aliases (typedefs in class templates) that are emitted.
    pub aliases: HashSet<TypeId>,
    /// `--no-recursive-allowlist`: class templates not emitted, whose
    /// generic uses upstream spells by the bare template name (`Tm`, no
    /// arguments: the user defines it as it sees fit).
    pub bare: HashSet<TypeId>,
    /// Class templates `--opaque-type` (or an `opaque` annotation) names:
    /// each use brings a one-byte stand-in struct named after the template,
    /// as upstream's (`std_vector { _address: u8 }`).
    pub opaque: HashSet<TypeId>,
    /// Typedefs declared in class templates that `--opaque-type` (or an
    /// `opaque` annotation) names (`std::vector_size_type` for
    /// `std::.*`): a blob of their size, or one byte when that depends on
    /// the parameters, taking no parameter, as upstream's.
    pub opaque_aliases: HashSet<TypeId>,
}

impl TemplateFacts {
    /// The parameters of generic record `id` its Rust struct takes.
    pub(crate) fn used_params<'r>(&self, id: TypeId, r: &'r Record) -> Vec<&'r str> {
        let Some(g) = &r.generic else { return vec![] };
        self.used_of(id, &g.params)
    }

    /// The parameters generic record or alias `id` takes.
    pub(crate) fn used_names<'a>(&self, ir: &'a Ir, id: TypeId) -> Vec<&'a str> {
        match &ir.ty(id).kind {
            TypeKind::Record(r) => self.used_params(id, r),
            TypeKind::Alias { params, .. } => self.used_of(id, params),
            _ => vec![],
        }
    }

    fn used_of<'a>(&self, id: TypeId, params: &'a [String]) -> Vec<&'a str> {
        let used = self.used.get(&id);
        params
            .iter()
            .enumerate()
            .filter(|(i, _)| used.is_some_and(|u| u.get(*i).copied().unwrap_or(false)))
            .map(|(_, p)| p.as_str())
            .collect()
    }

    /// The arguments of instantiation `inst` that its Rust spelling takes
    /// (those of used parameters), or `None` when one of them is missing.
    pub(crate) fn used_args(&self, inst: &Instantiation) -> Option<Vec<TypeId>> {
        let used = self.used.get(&inst.template)?;
        let mut out = Vec::new();
        for (i, u) in used.iter().enumerate() {
            if *u {
                out.push((*inst.args.get(i)?)?);
            }
        }
        Some(out)
    }

    /// When array type `id` (through nested arrays and transparent aliases)
    /// holds an instantiation spelled as an opaque blob, that
    /// instantiation and the number of its copies: upstream spells such an
    /// array as one blob of the whole array's size (`Tm<int, 3> m[2][3]` is
    /// `__BindgenOpaqueArray<[u32; 12usize]>`), not as an array of blobs.
    /// A named typedef stops the walk (`typedef Tm<int, 3> Pair[2]; Pair
    /// m[2];` is an array of the alias).
    pub(crate) fn blob_array(&self, ir: &Ir, id: TypeId) -> Option<(TypeId, u64)> {
        // (The walk carries the element count so far and how many arrays
        // it went through; a count that overflows ends it with no answer.)
        walk(
            "the element chain of an instantiation array",
            (id, 1u64, 0u32),
            |(t, count, arrays)| match &ir.ty(t).kind {
                TypeKind::Array { elem, len } if *len > 0 => match count.checked_mul(*len) {
                    Some(c) => Step::Next((*elem, c, arrays + 1)),
                    None => Step::Done(None),
                },
                TypeKind::Alias {
                    target,
                    transparent: true,
                    ..
                } => Step::Next((*target, count, arrays)),
                TypeKind::Instantiation(_)
                    if arrays > 0
                        && !self.generic_uses.contains(&t)
                        && ir.ty(t).layout.is_some() =>
                {
                    Step::Done(Some((t, count)))
                }
                _ => Step::Done(None),
            },
        )
        .flatten()
    }
}

/// Computes the facts; `match_names` are what `--opaque-type` matches.
pub(crate) fn compute(
    ir: &Ir,
    opts: &BindgenOptions,
    match_names: &[Option<String>],
    blocked: &HashSet<TypeId>,
) -> TemplateFacts {
    let mut facts = TemplateFacts::default();
    if !ir.cxx {
        return facts;
    }
    let generic: Vec<TypeId> = (0..ir.types.len())
        .map(TypeId)
        .filter(|id| generic_record(ir, *id).is_some())
        .collect();
    let aliases: Vec<TypeId> = (0..ir.types.len())
        .map(TypeId)
        .filter(|id| generic_alias(ir, *id).is_some())
        .collect();
    // A blocklisted template declared and never defined has no parameter
    // list here: it takes as many as its uses give.
    for t in &ir.types {
        if let TypeKind::Instantiation(inst) = &t.kind {
            if blocked.contains(&inst.template) && generic_record(ir, inst.template).is_none() {
                let used = facts.used.entry(inst.template).or_default();
                if used.len() < inst.args.len() {
                    *used = vec![true; inst.args.len()];
                }
            }
        }
    }
    // (One taking a value parameter has none: upstream emits only its
    // member typedefs.)
    facts.opaque = generic
        .iter()
        .copied()
        .filter(|id| {
            let value_params = generic_record(ir, *id)
                .and_then(|r| r.generic.as_ref())
                .is_some_and(|g| g.value_params);
            if value_params {
                return false;
            }
            let name = match_names[id.0].as_deref().unwrap_or("");
            opts.opaque_types.matches(name) || ir.annotations.type_says(*id, |a| a.opaque)
        })
        .collect();
    if generic.is_empty() && aliases.is_empty() && facts.used.is_empty() {
        return facts;
    }
    for id in generic.iter().chain(&aliases) {
        facts
            .used
            .insert(*id, vec![false; params_of(ir, *id).len()]);
    }
    // A blocklisted template is the user's to define (`--raw-line 'pub
    // struct RefPtr<T>(...);'`): it is spelled with every type parameter the
    // C++ declares, in order, whatever its members use, as upstream does.
    // (A template replaced by another's definition, `replaces="..."`, is
    // spelled and checked as before: the replacement is generated here.)
    let replaced: HashSet<TypeId> = ir.annotations.replacing.values().copied().collect();
    let blocked: HashSet<TypeId> = blocked.difference(&replaced).copied().collect();
    let blocked = &blocked;
    let user_defined: Vec<TypeId> = generic
        .iter()
        .copied()
        .filter(|id| blocked.contains(id))
        .collect();
    for id in &user_defined {
        facts.used.insert(*id, vec![true; params_of(ir, *id).len()]);
    }
    // Under `--no-recursive-allowlist` upstream does not follow members
    // to the parameters they use: every template takes all of its type
    // parameters (a `_phantom_N` marker for each one no member holds).
    if !opts.allowlist_recursively {
        for id in &generic {
            facts.used.insert(*id, vec![true; params_of(ir, *id).len()]);
        }
    }
    compute_used(ir, &generic, &aliases, &mut facts);
    compute_expressible(ir, opts, match_names, &generic, &mut facts);
    // Its instantiations are spelled generically without a layout check
    // (the definition is not ours to check); what holds one by value is
    // checked against the C++ definition, when there is one.
    for id in &user_defined {
        if generic_record(ir, *id).is_some_and(|r| r.complete) {
            facts.expressible.insert(*id);
        }
    }
    for id in &aliases {
        let name = match_names[id.0].as_deref().unwrap_or("");
        let named = opts.opaque_types.matches(name) || ir.annotations.type_says(*id, |a| a.opaque);
        // One whose size depends on the parameters is a one-byte blob only
        // in a template that is a stand-in itself: a generic struct holding
        // it by value would be mislaid (it stays a generic alias there).
        let parent_opaque = matches!(&ir.ty(*id).kind,
            TypeKind::Alias { parent: Some(p), .. } if facts.opaque.contains(p));
        if named && (member_alias_layout(ir, *id).is_some() || parent_opaque) {
            // Spelled as a blob: it takes no parameter, whatever it names.
            facts.opaque_aliases.insert(*id);
            facts.aliases.insert(*id);
            facts
                .used
                .insert(*id, vec![false; params_of(ir, *id).len()]);
            continue;
        }
        let target = generic_alias(ir, *id).expect("`aliases` holds generic aliases only");
        if spellable(ir, &facts, &facts.expressible, target, 0) {
            facts.aliases.insert(*id);
        }
    }
    for (i, t) in ir.types.iter().enumerate() {
        let TypeKind::Instantiation(inst) = &t.kind else {
            continue;
        };
        let id = TypeId(i);
        let ok = if blocked.contains(&inst.template) {
            // (A value argument, `Arr<int, 3>`, has no Rust spelling: blob.)
            // One `--opaque-type` names too is a blob of clang's size, as
            // upstream's: the user's definition is never named then.
            let name = match_names[inst.template.0].as_deref().unwrap_or("");
            !opts.opaque_types.matches(name)
                && !ir.annotations.type_says(inst.template, |a| a.opaque)
                && inst.args.iter().all(Option::is_some)
                && facts.used_args(inst).is_some()
        } else if t.layout.is_some() && opts.opaque_types.matches(&inst.canonical) {
            // `--opaque-type` matching clang's spelling of the
            // instantiation (`n::Box<n::Shut, short>`) makes it a blob, as
            // upstream (seed 121 case 54, seed 122 case 3).
            false
        } else if t.layout.is_none() {
            // Dependent (inside a template) or never instantiated: no
            // layout is claimed for it, the template's fitness is all.
            facts.expressible.contains(&inst.template) && facts.used_args(inst).is_some()
        } else {
            verified(ir, &facts, inst, t.layout)
        };
        if ok {
            facts.generic_uses.insert(id);
        }
    }
    facts
}

/// The target of a generic alias (a typedef declared in a class template).
fn generic_alias(ir: &Ir, id: TypeId) -> Option<TypeId> {
    match &ir.ty(id).kind {
        TypeKind::Alias { params, target, .. } if !params.is_empty() => Some(*target),
        _ => None,
    }
}

/// The parameters in scope of a generic record or alias.
fn params_of(ir: &Ir, id: TypeId) -> &[String] {
    match &ir.ty(id).kind {
        TypeKind::Record(r) => r.generic.as_ref().map_or(&[], |g| &g.params[..]),
        TypeKind::Alias { params, .. } => params,
        _ => &[],
    }
}

/// The layout of typedef `id` declared in a class template when it does
/// not depend on the arguments: clang's, or a pointer's for a pointer or
/// reference (`typedef T *pointer;`, which clang gives no layout).
pub(crate) fn member_alias_layout(ir: &Ir, id: TypeId) -> Option<crate::ir::Layout> {
    let pointer = crate::ir::Layout {
        size: ir.pointer_size,
        align: ir.pointer_size,
    };
    ir.ty(id).layout.or_else(|| {
        matches!(
            ir.ty(ir.resolve_aliases(id)).kind,
            TypeKind::Pointer { .. } | TypeKind::Reference { .. }
        )
        .then_some(pointer)
    })
}

fn generic_record(ir: &Ir, id: TypeId) -> Option<&Record> {
    match &ir.ty(id).kind {
        TypeKind::Record(r) if r.generic.is_some() => Some(r),
        _ => None,
    }
}

/// The types a generic record's Rust struct holds: bases, then fields.
fn member_types(r: &Record) -> impl Iterator<Item = TypeId> + '_ {
    let bases = r.cxx.iter().flat_map(|c| c.bases.iter().map(|b| b.ty));
    bases.chain(r.fields.iter().map(|f| f.ty))
}

/// Marks the parameters each template's members use, through pointers,
/// arrays, function types and the used parameters of other templates, to
/// a fixpoint (a parameter only an unused one of another template takes
/// stays unused, as upstream decides).
fn compute_used(ir: &Ir, generic: &[TypeId], aliases: &[TypeId], facts: &mut TemplateFacts) {
    fixpoint("the template parameters each template uses", || {
        let mut changed = false;
        for id in generic.iter().chain(aliases) {
            let mut names = HashSet::new();
            match generic_record(ir, *id) {
                Some(r) => {
                    for t in member_types(r) {
                        mentioned_params(ir, facts, t, &mut names, 0);
                    }
                }
                None => {
                    let target =
                        generic_alias(ir, *id).expect("`aliases` holds generic aliases only");
                    mentioned_params(ir, facts, target, &mut names, 0);
                }
            }
            let used = facts
                .used
                .get_mut(id)
                .expect("`compute` gives every template an entry");
            for (i, p) in params_of(ir, *id).iter().enumerate() {
                if !used[i] && names.contains(p.as_str()) {
                    used[i] = true;
                    changed = true;
                }
            }
        }
        changed
    });
}

/// The parameter names `t` mentions in a way its Rust spelling keeps.
fn mentioned_params<'a>(
    ir: &'a Ir,
    facts: &TemplateFacts,
    t: TypeId,
    out: &mut HashSet<&'a str>,
    depth: u32,
) {
    if crate::fixpoint::too_deep("`analysis::templates::mentioned_params`", depth) {
        return;
    }
    let next = depth + 1;
    match &ir.ty(t).kind {
        TypeKind::TypeParam { name } => {
            out.insert(name.as_str());
        }
        TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => {
            mentioned_params(ir, facts, *pointee, out, next)
        }
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            mentioned_params(ir, facts, *elem, out, next)
        }
        TypeKind::Function(sig) => {
            mentioned_params(ir, facts, sig.ret, out, next);
            for (_, p) in &sig.params {
                mentioned_params(ir, facts, *p, out, next);
            }
        }
        TypeKind::Instantiation(inst) => {
            let used = facts.used.get(&inst.template);
            for (i, a) in inst.args.iter().enumerate() {
                if let (Some(a), true) = (a, used.is_some_and(|u| u.get(i) == Some(&true))) {
                    mentioned_params(ir, facts, *a, out, next);
                }
            }
        }
        // A class nested in a template takes the used parameters it has.
        TypeKind::Record(r) if r.generic.is_some() => out.extend(facts.used_params(t, r)),
        TypeKind::Alias { params, .. } if !params.is_empty() => out.extend(facts.used_names(ir, t)),
        _ => {}
    }
}

/// The greatest set of templates whose members all have a Rust spelling
/// of known layout under any arguments: no reason recorded by the parser,
/// a struct (not a union), not named by `--opaque-type`, and every member
/// a parameter, a pointer, a concrete type, or an array, a nested class or
/// a dependent instantiation of such.
fn compute_expressible(
    ir: &Ir,
    opts: &BindgenOptions,
    match_names: &[Option<String>],
    generic: &[TypeId],
    facts: &mut TemplateFacts,
) {
    let mut set: HashSet<TypeId> = generic
        .iter()
        .copied()
        .filter(|id| {
            let r = generic_record(ir, *id).expect("`generic` holds generic records only");
            let g = r
                .generic
                .as_ref()
                .expect("`generic_record` gives generic records only");
            let name = match_names[id.0].as_deref().unwrap_or("");
            g.inexpressible.is_none()
                && vtable_placeable(ir, r)
                && r.kind == RecordKind::Struct
                && r.complete
                && !opts.opaque_types.matches(name)
                && !ir.annotations.type_says(*id, |a| a.opaque)
        })
        .collect();
    fixpoint("the templates expressible as generic structs", || {
        let before = set.len();
        let snapshot = set.clone();
        set.retain(|id| {
            let r = generic_record(ir, *id).expect("`generic` holds generic records only");
            member_types(r).all(|t| spellable(ir, facts, &snapshot, t, 0))
        });
        set.len() != before
    });
    facts.expressible = set;
}

/// Whether a member type inside a template has a Rust spelling whose
/// layout follows from the arguments.
fn spellable(ir: &Ir, facts: &TemplateFacts, ok: &HashSet<TypeId>, t: TypeId, depth: u32) -> bool {
    if crate::fixpoint::too_deep("`analysis::templates::spellable`", depth) {
        return false;
    }
    let ty = ir.ty(t);
    match &ty.kind {
        TypeKind::TypeParam { .. } => true,
        // Any pointer is pointer-sized, whatever it points to.
        TypeKind::Pointer { .. } | TypeKind::Reference { .. } | TypeKind::Function(_) => true,
        TypeKind::Array { elem, .. } => spellable(ir, facts, ok, *elem, depth + 1),
        TypeKind::IncompleteArray { .. } => false,
        TypeKind::Alias { target, .. } => spellable(ir, facts, ok, *target, depth + 1),
        // Concrete: spelled generically or as a blob, clang's size either way.
        TypeKind::Instantiation(_) if ty.layout.is_some() => true,
        TypeKind::Instantiation(inst) => {
            ok.contains(&inst.template)
                && facts.used_args(inst).is_some_and(|args| {
                    args.iter().all(|a| spellable(ir, facts, ok, *a, depth + 1))
                })
        }
        TypeKind::Record(r) if r.generic.is_some() => ok.contains(&t),
        TypeKind::Opaque { .. } => ty.layout.is_some(),
        _ => true,
    }
}

/// Whether the generic struct of a concrete instantiation lays out like
/// clang's instantiation: same members at the same offsets, same size and
/// alignment.
fn verified(ir: &Ir, facts: &TemplateFacts, inst: &Instantiation, clang: Option<Layout>) -> bool {
    let (Some(clang), Some(clang_fields)) = (clang, &inst.fields) else {
        return false;
    };
    if !inst.from_primary || !facts.expressible.contains(&inst.template) {
        return false;
    }
    if facts.used_args(inst).is_none() {
        return false;
    }
    let Some(r) = generic_record(ir, inst.template) else {
        return false;
    };
    let Some(subst) = substitution(ir, r, inst, &HashMap::new()) else {
        return false;
    };
    let mut offsets = Vec::new();
    let Some(layout) = struct_layout(ir, facts, r, &subst, Some(&mut offsets), 0) else {
        return false;
    };
    if layout != clang || offsets.len() != clang_fields.len() {
        return false;
    }
    offsets
        .iter()
        .zip(clang_fields)
        .all(|((name, off), f)| *name == f.name && off * 8 == f.offset_bits)
}

type Subst<'a> = HashMap<&'a str, TypeId>;

/// The arguments of `inst` by the parameter of template `r` they stand
/// for; an argument that is itself a parameter (a dependent instantiation
/// inside another template) is resolved through `outer`, and `None` comes
/// back when it cannot be.
fn substitution<'a>(
    ir: &Ir,
    r: &'a Record,
    inst: &Instantiation,
    outer: &Subst<'_>,
) -> Option<Subst<'a>> {
    let mut subst = HashMap::new();
    if let Some(g) = &r.generic {
        // A nested class's parameters start with its enclosing template's,
        // which its instantiation's arguments do not repeat: the last
        // parameters take the arguments.
        let skip = g.params.len().saturating_sub(inst.args.len());
        for (p, a) in g.params.iter().skip(skip).zip(&inst.args) {
            let Some(a) = *a else { continue };
            let a = match &ir.ty(a).kind {
                TypeKind::TypeParam { name } => *outer.get(name.as_str())?,
                _ => a,
            };
            subst.insert(p.as_str(), a);
        }
    }
    Some(subst)
}

/// The `repr(C)` layout of generic record `r` with `subst` applied; the
/// offset of each named data member goes to `offsets` when asked for.
fn struct_layout<'r>(
    ir: &'r Ir,
    facts: &TemplateFacts,
    r: &'r Record,
    subst: &Subst<'_>,
    mut offsets: Option<&mut Vec<(String, u64)>>,
    depth: u32,
) -> Option<Layout> {
    if crate::fixpoint::too_deep("`analysis::templates::struct_layout`", depth) {
        return None;
    }
    let mut end = 0u64;
    let mut align = 1u64;
    let mut place = |l: Layout| {
        let at = crate::ir::round_up(end, l.align.max(1));
        end = at + l.size;
        align = align.max(l.align);
        at
    };
    // A template declaring virtual methods, none of whose bases has a
    // vtable pointer, holds its own first.
    if has_own_vtable(ir, r) {
        place(Layout {
            size: ir.pointer_size,
            align: ir.pointer_size,
        });
    }
    // An empty base takes no room (and has no field: `codegen`).
    for b in r.cxx.iter().flat_map(|c| c.bases.iter()) {
        if super::empty_base::is_empty_base(ir, b.ty, 0) {
            continue;
        }
        let l = type_layout(ir, facts, b.ty, subst, depth + 1)?;
        place(l);
    }
    for f in &r.fields {
        let l = type_layout(ir, facts, f.ty, subst, depth + 1)?;
        let at = place(l);
        if let (Some(o), Some(name)) = (offsets.as_deref_mut(), &f.name) {
            o.push((name.clone(), at));
        }
    }
    // An empty struct is emitted with one `_address` byte, as C++ sizes it.
    let size = if end == 0 {
        1
    } else {
        crate::ir::round_up(end, align)
    };
    Some(Layout { size, align })
}

/// The Rust layout of a member type with `subst` applied.
fn type_layout(
    ir: &Ir,
    facts: &TemplateFacts,
    t: TypeId,
    subst: &Subst<'_>,
    depth: u32,
) -> Option<Layout> {
    if crate::fixpoint::too_deep("`analysis::templates::type_layout`", depth) {
        return None;
    }
    let ty = ir.ty(t);
    match &ty.kind {
        TypeKind::TypeParam { name } => {
            let arg = *subst.get(name.as_str())?;
            type_layout(ir, facts, arg, &HashMap::new(), depth + 1)
        }
        TypeKind::Pointer { .. } | TypeKind::Reference { .. } => Some(Layout {
            size: ir.pointer_size,
            align: ir.pointer_size,
        }),
        TypeKind::Array { elem, len } => {
            let e = type_layout(ir, facts, *elem, subst, depth + 1)?;
            Some(Layout {
                size: e.size.checked_mul(*len)?,
                align: e.align,
            })
        }
        TypeKind::Alias { target, .. } => type_layout(ir, facts, *target, subst, depth + 1),
        TypeKind::Instantiation(inst) if ty.layout.is_none() => {
            // Dependent: the template with the arguments substituted.
            let r = generic_record(ir, inst.template)?;
            let inner = substitution(ir, r, inst, subst)?;
            struct_layout(ir, facts, r, &inner, None, depth + 1)
        }
        TypeKind::Record(r) if r.generic.is_some() => {
            struct_layout(ir, facts, r, subst, None, depth + 1)
        }
        // An enum declared in a template definition has no size of its own
        // there (clang sizes it per instantiation); the emitted alias is
        // its underlying integer, which every instantiation shares.
        TypeKind::Enum(e) if ty.layout.is_none() => {
            type_layout(ir, facts, e.repr, subst, depth + 1)
        }
        // (Types named by `replaces` keep their own layout here: the
        // instantiation check does not see replacements yet.)
        _ => super::layout::rust_layout(ir, &HashMap::new(), t),
    }
}

/// The class templates (generic records) not among the emitted `types`.
pub(crate) fn not_emitted(ir: &Ir, types: &HashSet<TypeId>) -> HashSet<TypeId> {
    ir.types
        .iter()
        .enumerate()
        .filter(|(i, t)| {
            matches!(&t.kind, TypeKind::Record(r) if r.generic.is_some())
                && !types.contains(&TypeId(*i))
        })
        .map(|(i, _)| TypeId(i))
        .collect()
}

/// Whether generic record `r` holds a vtable pointer of its own (first,
/// before its bases): it declares virtual methods and no base has one.
pub(crate) fn has_own_vtable(ir: &Ir, r: &Record) -> bool {
    r.cxx.as_ref().is_some_and(|c| {
        c.has_virtual_methods
            && c.bases
                .iter()
                .all(|b| dynamic_base(ir, b.ty, 0) == Some(false))
    })
}

/// Whether a base has a vtable pointer; `None` when the arguments decide
/// (a parameter as base: `template <class B> struct mixin : B`).
fn dynamic_base(ir: &Ir, t: TypeId, depth: u32) -> Option<bool> {
    if crate::fixpoint::too_deep("`analysis::templates::dynamic_base`", depth) {
        return None;
    }
    let record = match &ir.ty(ir.resolve_aliases(t)).kind {
        TypeKind::Record(r) => r,
        TypeKind::Instantiation(inst) => match &ir.ty(inst.template).kind {
            TypeKind::Record(r) => r,
            _ => return None,
        },
        TypeKind::TypeParam { .. } => return None,
        _ => return Some(false),
    };
    let Some(c) = &record.cxx else {
        return Some(false);
    };
    if c.has_virtual_methods || c.bases.iter().any(|b| b.is_virtual) {
        return Some(true);
    }
    let mut any = false;
    for b in &c.bases {
        any |= dynamic_base(ir, b.ty, depth + 1)?;
    }
    Some(any)
}

/// A template declaring virtual methods is a generic struct only when its
/// bases say where its vtable pointer is (`has_own_vtable`).
fn vtable_placeable(ir: &Ir, r: &Record) -> bool {
    r.cxx.as_ref().map_or(true, |c| {
        !c.has_virtual_methods || c.bases.iter().all(|b| dynamic_base(ir, b.ty, 0).is_some())
    })
}

/// Why generic record `id` is not a generic struct (for the warning
/// printed when something selected needs it).
pub(crate) fn why_left_out(r: &Record) -> String {
    r.generic
        .as_ref()
        .and_then(|g| g.inexpressible.clone())
        .unwrap_or_else(|| match r.kind {
            RecordKind::Union => "is a union".to_string(),
            RecordKind::Struct => "has a member whose layout depends on the arguments".to_string(),
        })
}
