//! The names upstream gives types that have none in C (pointers, arrays,
//! scalars), which its allow/block and `--no-*` lists also match: a
//! blocklist regex or `--no-copy` pattern that happens to match such a
//! name (`.*_pack` matches `S_ptr_struct_St_pack`, `int` matches the
//! `int` of a member) takes the traits from the record holding it.
//!
//! The rules, found by running upstream 0.73.2 on small headers:
//! - a scalar is its C spelling with `_` for spaces (`unsigned_long`,
//!   `const_int`, `_Bool`, `_Complex_double`), wherever it is used;
//! - a pointer is `ptr_` and its pointee's spelling, an array `arrayN_`
//!   (`array0_` for a flexible one) and its element's; a record or enum
//!   pointee is spelled with its keyword (`ptr_struct_Q`, `ptr_enum_E`)
//!   except in the member that first names a never-defined tag
//!   (`ptr_Q`), a typedef by its name, a `const` or `volatile` pointee
//!   with `const_`, `volatile_` or `const_volatile_` (the pointer's own
//!   qualifiers are not spelled);
//! - the pointer or array that is a record member's own type carries the
//!   record's name before it (`S_ptr_int`, `S_array3_int`); one inside it,
//!   or a typedef's target, does not (`ptr_int`); under `--c-naming` the
//!   record's name without its `struct_`/`union_` (`S_ptr_int` in
//!   `struct_S`).
//!
//! - an anonymous record or enum is spelled as clang spells its type, with
//!   `_` for spaces, dots and colons (`ptr_struct_(unnamed_struct_at_x_h_3_5)`,
//!   `S_array2_union_(unnamed_union_at_x_h_4_3)`): the name holds the
//!   header's path as given (C only);
//! - a pointer or array whose spelling would reach a function type
//!   (`void (*f)(int)`, `void (*a[2])(int)`, `void (**pp)(int)`) is
//!   named after upstream's internal item number instead:
//!   `S__bindgen_ty_id_3` as a record member's own type,
//!   `_bindgen_ty_id_3` elsewhere (a typedef's target, an array's
//!   element); only patterns matching whatever the number are seen
//!   ([`TypeName::matched_by`]).
//!
//! Named types are left out (their own names are matched).

use crate::ir::{Ir, MemberSpelling, Quals, TypeId, TypeKind};
use crate::options::{BindgenOptions, RegexSet, SharedOptions};

/// Upstream's name of a type C leaves unnamed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TypeName {
    /// Spelled from the type (`ptr_int`, `S_array2_struct_Q`).
    Spelled(String),
    /// This prefix and upstream's internal item number, which is not
    /// modelled (`S__bindgen_ty_id_`, `_bindgen_ty_id_`).
    Numbered(String),
}

impl TypeName {
    /// Whether `set` matches the name; a numbered one whatever its number
    /// (two far apart are tried), as `S.*` or `.*_id_.*` does.
    pub(crate) fn matched_by(&self, set: &RegexSet) -> bool {
        match self {
            TypeName::Spelled(name) => set.matches(name),
            TypeName::Numbered(prefix) => [7, 40961]
                .iter()
                .all(|n| set.matches(&format!("{prefix}{n}"))),
        }
    }
}

/// Why a type has no spelled name.
enum Unspelled {
    /// It reaches a function type: upstream numbers it.
    Function,
    /// A kind not modelled here (or a named type's own name is matched).
    Other,
}

/// Whether any list that can match these names is given (else naming the
/// types is skipped).
pub(crate) fn lists_active(o: &BindgenOptions) -> bool {
    [
        &o.blocklisted_types,
        &o.blocklisted_items,
        &o.no_copy_types,
        &o.no_debug_types,
        &o.no_hash_types,
        &o.no_partialeq_types,
        &o.no_default_types,
        &o.opaque_types,
    ]
    .iter()
    .any(|l| !l.is_empty())
}

/// The pointer and array types whose names (as upstream names them) the
/// allowlists match: upstream allowlists such a type like a named one, so
/// `--allowlist-type 'ptr_.*'` brings every pointee, and `St.*` under
/// `--c-naming` the pointee of `struct St2 { struct Q *q; }`'s
/// `St2_ptr_struct_Q`, though `struct_St2` itself is not matched. A
/// record member's own type carries the record's name (`names`: the Rust
/// names); every other one (a parameter's, a typedef's target, one inside
/// another) its plain name. A parameter declared as an array is named as
/// written (`array3_int`), not as the pointer it decays to. A
/// function-pointer member is matched by its numbered name
/// (`St__bindgen_ty_id_7` under `St.*`), or its function type's
/// (`_bindgen_ty_id_8`), which brings its signature's types even when the
/// record is an opaque blob (so is one behind more pointers or arrays:
/// `void (**f)(T)`). (Each use is a type of its own in the IR.)
pub(crate) fn allowlisted(ir: &Ir, opts: &BindgenOptions, names: &[Option<String>]) -> Vec<TypeId> {
    let listed = |name: &TypeName| {
        name.matched_by(&opts.allowlisted_types) || name.matched_by(&opts.allowlisted_items)
    };
    let is_compound = |id: TypeId| {
        matches!(
            ir.ty(id).kind,
            TypeKind::Pointer { .. } | TypeKind::Array { .. } | TypeKind::IncompleteArray { .. }
        )
    };
    let mut members = std::collections::HashSet::new();
    let mut found = Vec::new();
    for (i, t) in ir.types.iter().enumerate() {
        let TypeKind::Record(r) = &t.kind else {
            continue;
        };
        let holder_name = names[i].as_deref().unwrap_or_default();
        for (index, f) in r
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| is_compound(f.ty))
        {
            members.insert(f.ty);
            let name = member(ir, opts, TypeId(i), holder_name, index, f.ty);
            // The function type inside a numbered one has a plain numbered
            // name of its own (`_bindgen_ty_id_.*` brings its signature's
            // types too).
            let inner = matches!(name, Some(TypeName::Numbered(_)))
                .then(|| TypeName::Numbered("_bindgen_ty_id_".to_string()));
            if name.iter().chain(inner.iter()).any(listed) {
                found.push(f.ty);
            }
        }
    }
    for id in (0..ir.types.len()).map(TypeId) {
        if is_compound(id)
            && !members.contains(&id)
            && !ir.array_params.contains_key(&id)
            && unnamed(ir, id, Quals::default()).is_some_and(|n| listed(&n))
        {
            found.push(id);
        }
    }
    found
}

/// The name of `id` where it is not a record member's own type (`quals`:
/// its qualifiers there, as an array's element may have), or `None` for a
/// named type or one not modelled.
pub(crate) fn unnamed(ir: &Ir, id: TypeId, quals: Quals) -> Option<TypeName> {
    let m = MemberSpelling {
        value_const: quals.konst,
        value_volatile: quals.volatile,
        names_tag_first: false,
    };
    match own(ir, id, m)? {
        Ok(name) => Some(TypeName::Spelled(name)),
        Err(Unspelled::Function) => Some(TypeName::Numbered("_bindgen_ty_id_".to_string())),
        Err(Unspelled::Other) => None,
    }
}

/// The name of the type of member `index` of record `holder`, whose Rust
/// name is `holder_name`.
pub(crate) fn member(
    ir: &Ir,
    opts: &SharedOptions,
    holder: TypeId,
    holder_name: &str,
    index: usize,
    ty: TypeId,
) -> Option<TypeName> {
    let holder_name = without_kind_prefix(ir, opts, holder, holder_name);
    let holder_name = unescaped(ir, holder, holder_name);
    let spelling = ir
        .member_spellings
        .get(&(holder, index))
        .copied()
        .unwrap_or_default();
    let compound = matches!(
        ir.ty(ty).kind,
        TypeKind::Pointer { .. } | TypeKind::Array { .. } | TypeKind::IncompleteArray { .. }
    );
    match own(ir, ty, spelling)? {
        Ok(name) if compound => Some(TypeName::Spelled(format!("{holder_name}_{name}"))),
        Ok(name) => Some(TypeName::Spelled(name)),
        // (Only a pointer or array reaches a function.)
        Err(Unspelled::Function) => {
            Some(TypeName::Numbered(format!("{holder_name}__bindgen_ty_id_")))
        }
        Err(Unspelled::Other) => None,
    }
}

/// Under `--c-naming` the holder's name as its member types carry it:
/// without the kind prefix its Rust name has (`S_array3_int` for
/// `struct_S`, `S__bindgen_ty_1_ptr_int` for `struct_S__bindgen_ty_1`),
/// as upstream names them.
fn without_kind_prefix<'a>(
    ir: &Ir,
    opts: &SharedOptions,
    holder: TypeId,
    name: &'a str,
) -> &'a str {
    let prefix = match &ir.ty(holder).kind {
        TypeKind::Record(r) if opts.c_naming => match r.kind {
            crate::ir::RecordKind::Struct => "struct_",
            crate::ir::RecordKind::Union => "union_",
        },
        _ => return name,
    };
    name.strip_prefix(prefix).unwrap_or(name)
}

/// The holder's name as its member types carry it: a C name that is a
/// Rust keyword unescaped (`crate_array2_int` in `crate_`), as upstream
/// names them.
fn unescaped<'a>(ir: &'a Ir, holder: TypeId, name: &'a str) -> &'a str {
    let TypeKind::Record(r) = &ir.ty(holder).kind else {
        return name;
    };
    match r.name.as_deref().or(r.typedef_name.as_deref()) {
        Some(c) if super::keywords::is_rust_keyword(c) && name.strip_suffix('_') == Some(c) => c,
        _ => name,
    }
}

/// The name of `id` itself: only pointers, arrays and scalars have one
/// here (`None` for other kinds).
fn own(ir: &Ir, id: TypeId, m: MemberSpelling) -> Option<Result<String, Unspelled>> {
    match &ir.ty(id).kind {
        TypeKind::Pointer { .. }
        | TypeKind::Array { .. }
        | TypeKind::IncompleteArray { .. }
        | TypeKind::Void
        | TypeKind::Bool
        | TypeKind::Int(_)
        | TypeKind::Float(_)
        | TypeKind::Complex(_) => {
            let quals = Quals {
                konst: m.value_const,
                volatile: m.value_volatile,
            };
            Some(spelled(ir, id, quals, m.names_tag_first, 0))
        }
        _ => None,
    }
}

/// `id` spelled as upstream spells it inside a name.
fn spelled(
    ir: &Ir,
    id: TypeId,
    quals: Quals,
    plain_tag: bool,
    depth: u32,
) -> Result<String, Unspelled> {
    if crate::fixpoint::too_deep("`analysis::type_names::spelled`", depth) {
        return Err(Unspelled::Other);
    }
    // (Clang's order: `const volatile int` is `const_volatile_int`.)
    let konst = match (quals.konst, quals.volatile) {
        (true, true) => "const_volatile_",
        (true, false) => "const_",
        (false, true) => "volatile_",
        (false, false) => "",
    };
    let body = match &ir.ty(id).kind {
        TypeKind::Pointer {
            pointee,
            pointee_const,
        } => {
            if matches!(ir.ty(*pointee).kind, TypeKind::Function(_)) {
                return Err(Unspelled::Function);
            }
            // (A `const` or `volatile` pointer is named as a pointer.)
            let pointee_quals = Quals {
                konst: *pointee_const,
                volatile: ir.volatile_pointees.contains(&id),
            };
            let inner = spelled(ir, *pointee, pointee_quals, plain_tag, depth + 1)?;
            return Ok(format!("ptr_{inner}"));
        }
        TypeKind::Array { elem, len } => {
            let inner = spelled(ir, *elem, quals, plain_tag, depth + 1)?;
            return Ok(format!("array{len}_{inner}"));
        }
        TypeKind::IncompleteArray { elem } => {
            let inner = spelled(ir, *elem, quals, plain_tag, depth + 1)?;
            return Ok(format!("array0_{inner}"));
        }
        TypeKind::Bool if !ir.cxx => "_Bool".to_string(),
        // Upstream leads with `_Complex` (`_Complex_double`), whichever
        // order clang spells it in.
        TypeKind::Complex(_) => {
            let s = ir.primitive_spellings.get(&id).ok_or(Unspelled::Other)?;
            let elem = s.replace("_Complex", " ");
            format!(
                "_Complex_{}",
                elem.split_whitespace().collect::<Vec<_>>().join("_")
            )
        }
        TypeKind::Void | TypeKind::Bool | TypeKind::Int(_) | TypeKind::Float(_) => ir
            .primitive_spellings
            .get(&id)
            .ok_or(Unspelled::Other)?
            .replace(' ', "_"),
        TypeKind::Alias { name, .. } => name.clone(),
        TypeKind::Record(r) => {
            let keyword = match r.kind {
                crate::ir::RecordKind::Struct => "struct",
                crate::ir::RecordKind::Union => "union",
            };
            match (&r.name, &r.typedef_name) {
                (Some(tag), _) if plain_tag && !r.complete => tag.clone(),
                (Some(tag), _) => format!("{keyword}_{tag}"),
                (None, Some(typedef)) => typedef.clone(),
                (None, None) => anonymous(ir, keyword, &r.loc)?,
            }
        }
        TypeKind::Enum(e) => match (&e.name, &e.typedef_name) {
            (Some(tag), _) => format!("enum_{tag}"),
            (None, Some(typedef)) => typedef.clone(),
            (None, None) => anonymous(ir, "enum", &e.loc)?,
        },
        _ => return Err(Unspelled::Other),
    };
    Ok(format!("{konst}{body}"))
}

/// An anonymous C record or enum (`keyword`: `struct`, `union`, `enum`)
/// declared at `loc`, as upstream spells it: clang's type spelling
/// (`struct (unnamed struct at x.h:3:5)`) with `_` for spaces, dots and
/// colons. (C++ spells it otherwise; not modelled.)
fn anonymous(ir: &Ir, keyword: &str, loc: &crate::ir::SourceLoc) -> Result<String, Unspelled> {
    if ir.cxx || loc.file.is_empty() {
        return Err(Unspelled::Other);
    }
    let spelling = format!(
        "{keyword} (unnamed {keyword} at {}:{}:{})",
        loc.file, loc.line, loc.col
    );
    Ok(spelling.replace([' ', '.', ':'], "_"))
}
