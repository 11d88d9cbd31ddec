//! Differential layout test: the real C compiler against the generated Rust.
//!
//! Layout tests inside the goldens only compare Rust with the numbers bindgen
//! itself read from libclang's layout API. This test closes that loop from
//! the outside: for every golden it
//!
//! 1. finds with `syn` each `#[repr(C)]`/`#[repr(transparent)]` struct, each
//!    union, each Rust enum with a `#[repr]` and each type alias, plus their
//!    named fields (fields of anonymous members are reached through the
//!    `__bindgen_anon_N` path, so C sees them as direct members);
//! 2. works out how C spells each type (`struct N`, `union N`, the typedef
//!    `N`, `enum N`; keyword escapes such as `str_` and nested names such as
//!    `outer_inner` are tried too) with one `clang -fsyntax-only` run in which
//!    every candidate is on its own line, keeping the candidates clang accepts;
//! 3. compiles a C program that evaluates `sizeof`, `_Alignof`,
//!    `offsetof` and member sizes in a translation unit that includes only
//!    the header, and a Rust program that includes the golden as a module and
//!    evaluates `size_of`, `align_of`, `offset_of!` and member sizes;
//! 4. runs both and requires identical numbers.
//!
//! Everything is batched: one `clang -fsyntax-only`, one `clang` compile and
//! one `rustc` for all headers (one clang pair per distinct set of header
//! clang arguments).
//!
//! Skipped on purpose:
//! * headers whose flags contain `--target`: their goldens describe another
//!   target, and the probes run on the host;
//! * forward declarations (`_unused` field) and the generated helper types;
//! * anonymous types (`_bindgen_ty_N`, `S__bindgen_ty_N`) as types of their
//!   own: C cannot name them, but their members are checked through the
//!   parent's `__bindgen_anon_N` path;
//! * bitfield units, padding fields, opaque blobs and union storage fields
//!   (no C counterpart); opaque types still get their size and alignment
//!   checked;
//! * member sizes of flexible arrays and `__BindgenUnionField` members (both
//!   are zero-sized in Rust on purpose);
//! * candidate spellings clang rejects (also with `-Werror=pointer-arith`,
//!   so GNU `sizeof` of a function type never counts as a spelling).
//!
//! Headers with `--opaque-type` or `--no-layout-tests` are kept: their Rust
//! types exist all the same and must have the C layout.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

use bindgen_tests::{golden_path, header_clang_args, header_flags, header_path, list_headers};

/// Field-name prefixes that have no C counterpart.
const SKIPPED_FIELD_PREFIXES: &[&str] = &[
    "_bitfield_",
    "__bindgen_padding_",
    "_bindgen_opaque_blob",
    "bindgen_union_field",
    "_unused",
    "_bindgen_align",
];

/// Differences that are known limitations of the output form, not bugs:
/// (header, Rust type, why). Only the alignment of these types is exempt.
const KNOWN_ALIGN_DIFFERENCES: &[(&str, &str, &str)] = &[
    (
        "aligned_typedef_member",
        "aligned16_t",
        "a Rust type alias cannot carry the typedef's aligned attribute (upstream \
         has the same limit); structs with such members get explicit padding",
    ),
    (
        "packed_overaligned_member",
        "big_vec",
        "a vector typedef is an alias of an array, which cannot carry the \
         vector's alignment (as upstream); records holding it get padding",
    ),
    (
        "vector_types",
        "float4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_types",
        "int8v",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_type_derives",
        "dvec4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_type_derives",
        "ivec4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_member_padding",
        "lanes4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_member_packed",
        "vmp_i4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_member_packed",
        "vmp_c8",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_member_packed_upstream_broken",
        "vmpb_i4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_member_packed_upstream_broken",
        "vmpb_c8",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "vector_member_packed_misaligned",
        "vmm_f4",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "repr_packed_n_gap",
        "rpg_v8",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "repr_packed_n_union",
        "rpu_v8",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "repr_packed_n_upstream_broken",
        "rpb_v8",
        "as above: a vector is an array of its elements in Rust",
    ),
    (
        "no_recursive_allowlist_vector_padding",
        "gauge_lanes",
        "as above (here the user's own alias, given by --raw-line)",
    ),
];

/// Types a `replaces` annotation gives another definition on purpose (the
/// replacement's, as upstream): (header, Rust type or `Type::field` of a
/// member of that type). Their size and alignment are the replacement's;
/// the records holding them keep C's layout (checked).
const REPLACED_ON_PURPOSE: &[(&str, &str)] = &[
    ("replaces_aligned_in_packed_holder", "rap_orig"),
    ("union_replaced_member_padding", "rmp_wide"),
    ("replaces_nested_types_allowlisted", "RnaOld"),
    ("replaces_nested_types_allowlisted", "RnbOld"),
    ("replaces_nested_types_file_allowlist", "RnfOld"),
    ("annotations_replaces_member_layout", "Wide"),
    ("annotations_replaces_member_layout", "tagged_wide"),
    ("annotations_replaces_member_layout", "holder::wide"),
    ("annotations_replaces_member_layout", "holder::tagged"),
    ("annotations_replaces_allowlist_trace", "sensor"),
    ("annotations_replaces_nested_anonymous", "dial"),
    ("annotations_replaces_nested_anonymous", "dial::position"),
    ("annotations_replaces_nested_c_naming", "gauge"),
    ("annotations_replaces_nested_c_naming", "gauge::reading"),
    ("annotations_replaces_anon_source_order", "meter"),
    ("annotations_replaces_array_member_layout", "spool"),
    ("annotations_replaces_array_member_layout", "spool_alias"),
    ("annotations_replaces_array_member_layout", "spool_trio"),
    (
        "annotations_replaces_array_member_layout",
        "reel_direct::one",
    ),
    (
        "annotations_replaces_array_member_layout",
        "reel_array::row",
    ),
    (
        "annotations_replaces_array_member_layout",
        "reel_alias::one",
    ),
    ("annotations_replaces_array_member_layout", "reel_trio::row"),
    (
        "annotations_replaces_array_member_layout",
        "reel_grid::grid",
    ),
    ("annotations_replaces_array_member_layout", "reel_tail::row"),
    ("nested_naming_off_replaces_own_member", "entry"),
    ("nested_naming_off_replaces_c_naming", "struct_gear"),
];

/// Prefix of the members bindgen gives to unnamed struct/union members.
const ANON_PREFIX: &str = "__bindgen_anon_";

/// How the Rust item was declared; decides which C spellings to try first.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Struct,
    Union,
    Alias,
    Enum,
}

/// A named data member to check (possibly reached through anonymous members).
#[derive(Debug)]
struct FieldProbe {
    /// Rust place path below the type: `x` or `__bindgen_anon_1.x`.
    rust_path: String,
    /// C member names to try, in order.
    c_candidates: Vec<String>,
    /// Whether the member's size is comparable (false for zero-sized
    /// Rust stand-ins of C members).
    check_size: bool,
}

/// A Rust type found in a golden.
#[derive(Debug)]
struct TypeProbe {
    rust_name: String,
    c_candidates: Vec<String>,
    fields: Vec<FieldProbe>,
}

/// One header with its golden and what was found in it.
struct Case {
    name: String,
    header: PathBuf,
    golden: PathBuf,
    clang_args: Vec<String>,
    types: Vec<TypeProbe>,
}

/// One number both programs compute: `what` labels it in reports.
#[derive(Clone, Debug)]
enum Query {
    Size { ty: usize },
    Align { ty: usize },
    Offset { ty: usize, field: usize },
    FieldSize { ty: usize, field: usize },
}

/// The spellings chosen for one case, and the queries to run.
#[derive(Default)]
struct Plan {
    /// C spelling per type index (None: no spelling accepted, skipped).
    c_type: Vec<Option<String>>,
    /// C member name per (type, field) (None: skipped).
    c_field: BTreeMap<(usize, usize), String>,
    queries: Vec<Query>,
}

#[test]
fn layout_matches_c_compiler() {
    let (cases, notes) = collect_cases();
    for note in &notes {
        println!("note: {note}");
    }
    if cases.is_empty() {
        println!("no goldens to compare yet");
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let plans = resolve_spellings(dir.path(), &cases);
    let c_values = run_c_probes(dir.path(), &cases, &plans);
    let rust_values = run_rust_probe(dir.path(), &cases, &plans);

    let mut failures = Vec::new();
    let mut compared = 0usize;
    let mut skipped = Vec::new();
    for (i, (case, plan)) in cases.iter().zip(&plans).enumerate() {
        for (t, ty) in case.types.iter().enumerate() {
            if plan.c_type[t].is_none() {
                skipped.push(format!(
                    "{}: type {} (no C spelling)",
                    case.name, ty.rust_name
                ));
            }
        }
        for (j, query) in plan.queries.iter().enumerate() {
            if is_known_difference(case, query) {
                continue;
            }
            compared += 1;
            let c = c_values.get(&(i, j));
            let r = rust_values.get(&(i, j));
            if c != r || c.is_none() {
                failures.push(format!(
                    "{}: {}: C says {}, Rust says {}",
                    case.name,
                    describe(case, plan, query),
                    show(c),
                    show(r)
                ));
            }
        }
    }
    for s in &skipped {
        println!("skipped: {s}");
    }
    println!(
        "differential: {} headers, {} numbers compared, {} types skipped",
        cases.len(),
        compared,
        skipped.len()
    );
    assert!(
        failures.is_empty(),
        "{} layout mismatches between clang and the generated Rust:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn is_known_difference(case: &Case, query: &Query) -> bool {
    let replaced = |name: &str| {
        REPLACED_ON_PURPOSE
            .iter()
            .any(|(header, n)| *header == case.name && *n == name)
    };
    match *query {
        Query::Size { ty } | Query::Align { ty } if replaced(&case.types[ty].rust_name) => {
            return true
        }
        Query::FieldSize { ty, field } => {
            let path = format!(
                "{}::{}",
                case.types[ty].rust_name, case.types[ty].fields[field].rust_path
            );
            return replaced(&path);
        }
        _ => {}
    }
    let Query::Align { ty } = *query else {
        return false;
    };
    let rust_name = &case.types[ty].rust_name;
    KNOWN_ALIGN_DIFFERENCES
        .iter()
        .any(|(header, name, _why)| *header == case.name && name == rust_name)
}

fn show(v: Option<&u64>) -> String {
    v.map_or_else(|| "nothing".to_owned(), u64::to_string)
}

/// A readable label: `size of point`, `offset of point.x (C: x)`.
fn describe(case: &Case, plan: &Plan, query: &Query) -> String {
    let spelled = |t: usize| {
        let c = plan.c_type[t].as_deref().unwrap_or("?");
        format!("{} (C: {c})", case.types[t].rust_name)
    };
    match *query {
        Query::Size { ty } => format!("size of type {}", spelled(ty)),
        Query::Align { ty } => format!("alignment of type {}", spelled(ty)),
        Query::Offset { ty, field } => format!(
            "offset of field {}::{}",
            spelled(ty),
            case.types[ty].fields[field].rust_path
        ),
        Query::FieldSize { ty, field } => format!(
            "size of field {}::{}",
            spelled(ty),
            case.types[ty].fields[field].rust_path
        ),
    }
}

// ---------------------------------------------------------------------------
// Step 1: read the goldens.

/// Every header that has a golden and is not for another target.
fn collect_cases() -> (Vec<Case>, Vec<String>) {
    let mut cases = Vec::new();
    let mut notes = Vec::new();
    for name in list_headers() {
        if header_flags(&name)
            .iter()
            .any(|f| f.starts_with("--target") || f == "-target")
        {
            notes.push(format!("{name}: skipped (other target)"));
            continue;
        }
        let golden = golden_path(&name);
        let Ok(text) = fs::read_to_string(&golden) else {
            notes.push(format!("{name}: skipped (no golden yet)"));
            continue;
        };
        // The probe is one plain crate; output naming another crate
        // (`--dynamic-loading`, `--generate-block`) is compiled, with its
        // layout checks, by the expectations crate, which depends on them;
        // Objective-C output (the `objc` crate, and probes that would
        // link the Objective-C runtime) by `bindgen-tests/objc-check`.
        if text.contains("::libloading::") || text.contains("::block::") || text.contains("objc::")
        {
            notes.push(format!("{name}: skipped (needs another crate)"));
            continue;
        }
        let file = syn::parse_file(&text)
            .unwrap_or_else(|e| panic!("{}: golden does not parse: {e}", golden.display()));
        cases.push(Case {
            header: header_path(&name),
            golden,
            clang_args: header_clang_args(&name),
            types: collect_types(&file),
            name,
        });
    }
    (cases, notes)
}

/// Named fields of the structs and unions of a file, by type name.
fn record_fields(file: &syn::File) -> BTreeMap<String, Vec<&syn::Field>> {
    let mut map = BTreeMap::new();
    for item in &file.items {
        let (ident, fields) = match item {
            syn::Item::Struct(s) => (&s.ident, s.fields.iter().collect()),
            syn::Item::Union(u) => (&u.ident, u.fields.named.iter().collect()),
            _ => continue,
        };
        map.insert(ident.to_string(), fields);
    }
    map
}

fn collect_types(file: &syn::File) -> Vec<TypeProbe> {
    let records = record_fields(file);
    let mut types = Vec::new();
    for item in &file.items {
        let (ident, kind, fields): (&syn::Ident, Kind, Vec<&syn::Field>) = match item {
            syn::Item::Struct(s) if s.generics.params.is_empty() && repr_is_layout(&s.attrs) => {
                (&s.ident, Kind::Struct, s.fields.iter().collect())
            }
            syn::Item::Union(u) if u.generics.params.is_empty() => {
                (&u.ident, Kind::Union, u.fields.named.iter().collect())
            }
            syn::Item::Enum(e) if has_repr(&e.attrs) => (&e.ident, Kind::Enum, Vec::new()),
            syn::Item::Type(t) if t.generics.params.is_empty() => {
                (&t.ident, Kind::Alias, Vec::new())
            }
            _ => continue,
        };
        let rust_name = ident.to_string();
        if is_generated_name(&rust_name) || fields.iter().any(|f| field_name(f) == "_unused") {
            continue;
        }
        // An alias of a forward-declaration stand-in has no layout either.
        if let syn::Item::Type(t) = item {
            let target = last_type_ident(&t.ty).and_then(|n| records.get(&n));
            if target.is_some_and(|fs| fs.iter().any(|f| field_name(f) == "_unused")) {
                continue;
            }
        }
        let mut probes = Vec::new();
        collect_fields(&records, &fields, "", &mut probes, 0);
        types.push(TypeProbe {
            c_candidates: type_candidates(&rust_name, kind),
            rust_name,
            fields: probes,
        });
    }
    types
}

/// Adds the checkable fields of `fields` (flattening anonymous members).
fn collect_fields(
    records: &BTreeMap<String, Vec<&syn::Field>>,
    fields: &[&syn::Field],
    prefix: &str,
    out: &mut Vec<FieldProbe>,
    depth: usize,
) {
    for field in fields {
        let Some(ident) = &field.ident else { continue };
        let rust = ident.to_string();
        let ty = last_type_ident(&field.ty);
        // A private field (an annotation or a visibility option made it so)
        // cannot be named from the probe module, nor can what is below it.
        if matches!(field.vis, syn::Visibility::Inherited) {
            continue;
        }
        if rust.starts_with(ANON_PREFIX) {
            // An unnamed member: its fields are members of the parent in C.
            let inner = ty.as_deref().and_then(|t| records.get(t));
            if let Some(inner) = inner.filter(|_| depth < 8) {
                collect_fields(records, inner, &format!("{prefix}{rust}."), out, depth + 1);
            }
            continue;
        }
        if SKIPPED_FIELD_PREFIXES.iter().any(|p| rust.starts_with(p)) {
            continue;
        }
        let zero_sized_stand_in = matches!(
            ty.as_deref(),
            Some("__IncompleteArrayField" | "__BindgenUnionField")
        );
        let plain = rust.strip_prefix("r#").unwrap_or(&rust).to_owned();
        let mut c_candidates = vec![plain.clone()];
        if let Some(stripped) = plain.strip_suffix('_').filter(|s| !s.is_empty()) {
            c_candidates.push(stripped.to_owned());
        }
        out.push(FieldProbe {
            rust_path: format!("{prefix}{rust}"),
            c_candidates,
            check_size: !zero_sized_stand_in,
        });
    }
}

fn field_name(field: &syn::Field) -> String {
    field
        .ident
        .as_ref()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// The last path segment of a field type (`__IncompleteArrayField` for
/// `__IncompleteArrayField<c_char>`), if the type is a path.
fn last_type_ident(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// Helper types and anonymous types, which C cannot name.
fn is_generated_name(name: &str) -> bool {
    name.contains("__bindgen")
        || name.starts_with("_bindgen_ty_")
        || name.starts_with("__Bindgen")
        || name == "__IncompleteArrayField"
}

/// `#[repr(C…)]` or `#[repr(transparent)]`: types whose layout must match C.
fn repr_is_layout(attrs: &[syn::Attribute]) -> bool {
    repr_words(attrs)
        .iter()
        .any(|w| w == "C" || w == "transparent")
}

fn has_repr(attrs: &[syn::Attribute]) -> bool {
    !repr_words(attrs).is_empty()
}

/// The top-level words of every `#[repr(...)]` (`C`, `packed`, `align`…).
fn repr_words(attrs: &[syn::Attribute]) -> Vec<String> {
    let mut words = Vec::new();
    for attr in attrs {
        let syn::Meta::List(list) = &attr.meta else {
            continue;
        };
        if !list.path.is_ident("repr") {
            continue;
        }
        let text = list.tokens.to_string();
        for part in text.split(',') {
            let word: String = part
                .trim()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !word.is_empty() {
                words.push(word);
            }
        }
    }
    words
}

/// C spellings to try for a Rust type name, most likely first.
fn type_candidates(rust_name: &str, kind: Kind) -> Vec<String> {
    let plain = rust_name.strip_prefix("r#").unwrap_or(rust_name);
    let mut bases = vec![plain.to_owned()];
    if let Some(stripped) = plain.strip_suffix('_').filter(|s| !s.is_empty()) {
        bases.push(stripped.to_owned()); // keyword escape: `str_` is C `str`
    }
    // Nested named types (`outer_inner` for C `struct inner`) and
    // `--c-naming` (`struct_A`): try every suffix after an underscore.
    for (pos, _) in plain.match_indices('_') {
        let suffix = &plain[pos + 1..];
        if suffix
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        {
            bases.push(suffix.to_owned());
        }
    }
    let tags: &[&str] = match kind {
        Kind::Struct => &["struct ", "union ", "", "enum "],
        Kind::Union => &["union ", ""],
        // (`enum ` first: a constified enum is a Rust alias named like its
        // tag, even where a C typedef of another type takes the same name.)
        Kind::Alias => &["enum ", "", "struct ", "union "],
        Kind::Enum => &["enum ", ""],
    };
    let mut out = Vec::new();
    for base in &bases {
        for tag in tags {
            let spelling = format!("{tag}{base}");
            if !out.contains(&spelling) {
                out.push(spelling);
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Step 2: ask clang which spellings exist.

/// What one line of a resolve probe tests.
#[derive(Clone, Copy)]
enum Line {
    Type {
        ty: usize,
        cand: usize,
    },
    Offset {
        ty: usize,
        cand: usize,
        field: usize,
        fcand: usize,
    },
    Size {
        ty: usize,
        cand: usize,
        field: usize,
        fcand: usize,
    },
}

fn resolve_spellings(dir: &Path, cases: &[Case]) -> Vec<Plan> {
    let mut probes: Vec<(String, Vec<Option<Line>>)> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let file = format!("resolve_{i}.c");
        let (text, lines) = resolve_source(case);
        fs::write(dir.join(&file), text).expect("write resolve probe");
        probes.push((file, lines));
    }
    let mut rejected: BTreeSet<(usize, usize)> = BTreeSet::new();
    for (args, members) in groups(cases) {
        let mut cmd = Command::new(clang());
        cmd.current_dir(dir)
            .args([
                "-fsyntax-only",
                "-ferror-limit=0",
                "-Wno-everything",
                "-Werror=pointer-arith",
            ])
            .args(&args);
        for &i in &members {
            cmd.arg(&probes[i].0);
        }
        let out = cmd.output().expect("run clang");
        let stderr = String::from_utf8_lossy(&out.stderr);
        for &i in &members {
            let prefix = format!("{}:", probes[i].0);
            for line in stderr.lines() {
                let Some(rest) = line.strip_prefix(&prefix) else {
                    continue;
                };
                if !rest.contains(" error: ") {
                    continue;
                }
                if let Some(n) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok()) {
                    rejected.insert((i, n));
                }
            }
        }
    }
    cases
        .iter()
        .enumerate()
        .map(|(i, case)| plan_case(case, &probes[i].1, |n| !rejected.contains(&(i, n))))
        .collect()
}

/// The resolve probe for one case and what each of its lines tests
/// (index = line number).
fn resolve_source(case: &Case) -> (String, Vec<Option<Line>>) {
    let mut text = format!("#include \"{}\"\n", case.header.display());
    let mut lines = vec![None, None]; // line 0 does not exist; line 1 is the include
    let mut n = 0usize;
    let mut push = |text: &mut String, lines: &mut Vec<Option<Line>>, expr: String, what: Line| {
        writeln!(text, "extern char bg_resolve_{n}[({expr}) + 1];").expect("String write");
        n += 1;
        lines.push(Some(what));
    };
    for (t, ty) in case.types.iter().enumerate() {
        for (c, spelling) in ty.c_candidates.iter().enumerate() {
            // `(X *)0` only parses when X is a type (not a variable that
            // happens to share the name); `sizeof(X)` needs it complete.
            let expr = format!("sizeof(({spelling} *)0) + sizeof({spelling})");
            push(&mut text, &mut lines, expr, Line::Type { ty: t, cand: c });
            for (f, field) in ty.fields.iter().enumerate() {
                for (fc, member) in field.c_candidates.iter().enumerate() {
                    let what = Line::Offset {
                        ty: t,
                        cand: c,
                        field: f,
                        fcand: fc,
                    };
                    push(
                        &mut text,
                        &mut lines,
                        format!("__builtin_offsetof({spelling}, {member})"),
                        what,
                    );
                    if field.check_size {
                        let what = Line::Size {
                            ty: t,
                            cand: c,
                            field: f,
                            fcand: fc,
                        };
                        let expr = format!("sizeof((({spelling} *)0)->{member})");
                        push(&mut text, &mut lines, expr, what);
                    }
                }
            }
        }
    }
    (text, lines)
}

/// Picks the first accepted spelling of every type and member.
fn plan_case(case: &Case, lines: &[Option<Line>], accepted: impl Fn(usize) -> bool) -> Plan {
    let mut ok_type = BTreeSet::new();
    let mut ok_offset = BTreeSet::new();
    let mut ok_size = BTreeSet::new();
    for (n, line) in lines.iter().enumerate() {
        match (*line, accepted(n)) {
            (Some(Line::Type { ty, cand }), true) => {
                ok_type.insert((ty, cand));
            }
            (
                Some(Line::Offset {
                    ty,
                    cand,
                    field,
                    fcand,
                }),
                true,
            ) => {
                ok_offset.insert((ty, cand, field, fcand));
            }
            (
                Some(Line::Size {
                    ty,
                    cand,
                    field,
                    fcand,
                }),
                true,
            ) => {
                ok_size.insert((ty, cand, field, fcand));
            }
            _ => {}
        }
    }
    let mut plan = Plan::default();
    for (t, ty) in case.types.iter().enumerate() {
        let cand = (0..ty.c_candidates.len()).find(|&c| ok_type.contains(&(t, c)));
        plan.c_type.push(cand.map(|c| ty.c_candidates[c].clone()));
        let Some(c) = cand else { continue };
        plan.queries.push(Query::Size { ty: t });
        plan.queries.push(Query::Align { ty: t });
        for (f, field) in ty.fields.iter().enumerate() {
            let fcand =
                (0..field.c_candidates.len()).find(|&fc| ok_offset.contains(&(t, c, f, fc)));
            let Some(fc) = fcand else { continue };
            plan.c_field.insert((t, f), field.c_candidates[fc].clone());
            plan.queries.push(Query::Offset { ty: t, field: f });
            if field.check_size && ok_size.contains(&(t, c, f, fc)) {
                plan.queries.push(Query::FieldSize { ty: t, field: f });
            }
        }
    }
    plan
}

/// Cases grouped by their clang arguments (one clang run per group).
fn groups(cases: &[Case]) -> BTreeMap<Vec<String>, Vec<usize>> {
    let mut groups: BTreeMap<Vec<String>, Vec<usize>> = BTreeMap::new();
    for (i, case) in cases.iter().enumerate() {
        groups.entry(case.clang_args.clone()).or_default().push(i);
    }
    groups
}

fn clang() -> String {
    env::var("CLANG").unwrap_or_else(|_| "clang".to_owned())
}

fn rustc() -> String {
    env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned())
}

// ---------------------------------------------------------------------------
// Step 3: the C side.

/// Compiles and runs the C probes; returns value per (case, query).
fn run_c_probes(dir: &Path, cases: &[Case], plans: &[Plan]) -> BTreeMap<(usize, usize), u64> {
    let mut values = BTreeMap::new();
    for (g, (args, members)) in groups(cases).into_iter().enumerate() {
        let mut main = String::from("#include <stdio.h>\n");
        let mut calls = String::new();
        let mut files = Vec::new();
        for &i in &members {
            let file = format!("values_{i}.c");
            fs::write(dir.join(&file), c_values_source(i, &cases[i], &plans[i]))
                .expect("write C probe");
            files.push(file);
            writeln!(main, "extern const unsigned long long bg_values_{i}[];")
                .expect("String write");
            writeln!(
                calls,
                "    dump({i}, bg_values_{i}, {});",
                plans[i].queries.len()
            )
            .expect("String write");
        }
        main.push_str(
            "static void dump(int c, const unsigned long long *v, int n) {\n    \
             for (int j = 0; j < n; j++) printf(\"%d %d %llu\\n\", c, j, v[j]);\n}\n",
        );
        write!(main, "int main(void) {{\n{calls}    return 0;\n}}\n").expect("String write");
        let main_file = format!("main_{g}.c");
        fs::write(dir.join(&main_file), main).expect("write C main");
        let exe = dir.join(format!("cprobe_{g}"));
        let out = Command::new(clang())
            .current_dir(dir)
            .args(["-w", "-fcommon", "-o"])
            .arg(&exe)
            .args(&args)
            .args(&files)
            .arg(&main_file)
            .output()
            .expect("run clang");
        assert!(
            out.status.success(),
            "compiling the C probes failed (args {args:?}):\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        parse_values(&run(&exe), &mut values);
    }
    values
}

/// A translation unit with only the header and one array of numbers.
fn c_values_source(i: usize, case: &Case, plan: &Plan) -> String {
    let mut text = format!(
        "#include \"{}\"\nconst unsigned long long bg_values_{i}[] = {{\n",
        case.header.display()
    );
    for query in &plan.queries {
        let expr = match *query {
            Query::Size { ty } => format!("sizeof({})", c_type(plan, ty)),
            Query::Align { ty } => format!("_Alignof({})", c_type(plan, ty)),
            Query::Offset { ty, field } => {
                format!(
                    "__builtin_offsetof({}, {})",
                    c_type(plan, ty),
                    plan.c_field[&(ty, field)]
                )
            }
            Query::FieldSize { ty, field } => {
                format!(
                    "sizeof((({} *)0)->{})",
                    c_type(plan, ty),
                    plan.c_field[&(ty, field)]
                )
            }
        };
        writeln!(text, "    {expr},").expect("String write");
    }
    text.push_str("    0\n};\n");
    text
}

fn c_type(plan: &Plan, ty: usize) -> &str {
    plan.c_type[ty]
        .as_deref()
        .expect("queries exist only for spelled types")
}

// ---------------------------------------------------------------------------
// Step 3: the Rust side.

/// Builds one Rust program with every golden as a module, runs it.
fn run_rust_probe(dir: &Path, cases: &[Case], plans: &[Plan]) -> BTreeMap<(usize, usize), u64> {
    let mut src = String::from(
        "#![allow(warnings)]\n\
         fn fsize<T>(_: *const T) -> usize { ::std::mem::size_of::<T>() }\n",
    );
    let mut main = String::from("fn main() {\n");
    for (i, (case, plan)) in cases.iter().zip(plans).enumerate() {
        if plan.queries.is_empty() {
            continue;
        }
        src.push_str(&rust_case_module(i, case, plan));
        writeln!(
            main,
            "    for (j, v) in case_{i}::values().iter().enumerate() {{ println!(\"{i} {{}} {{}}\", j, v); }}"
        )
        .expect("String write");
    }
    main.push_str("}\n");
    src.push_str(&main);
    let main_rs = dir.join("rprobe.rs");
    fs::write(&main_rs, src).expect("write Rust probe");
    let exe = dir.join("rprobe");
    let out = Command::new(rustc())
        .current_dir(dir)
        .args([
            "--edition",
            "2021",
            "--crate-name",
            "rprobe",
            "-C",
            "debuginfo=0",
            "--cap-lints",
            "allow",
            "-o",
        ])
        .arg(&exe)
        .arg(&main_rs)
        .output()
        .expect("run rustc");
    assert!(
        out.status.success(),
        "compiling the Rust probe (all goldens as modules) failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut values = BTreeMap::new();
    parse_values(&run(&exe), &mut values);
    values
}

fn rust_case_module(i: usize, case: &Case, plan: &Plan) -> String {
    let mut m = format!(
        "mod case_{i} {{\n    #[path = {:?}]\n    mod g;\n    \
         pub fn values() -> ::std::vec::Vec<usize> {{\n        let mut v = ::std::vec::Vec::new();\n",
        case.golden.display().to_string()
    );
    for query in &plan.queries {
        let line = match *query {
            Query::Size { ty } => format!(
                "v.push(::std::mem::size_of::<g::{}>());",
                case.types[ty].rust_name
            ),
            Query::Align { ty } => format!(
                "v.push(::std::mem::align_of::<g::{}>());",
                case.types[ty].rust_name
            ),
            Query::Offset { ty, field } => format!(
                "v.push(::std::mem::offset_of!(g::{}, {}));",
                case.types[ty].rust_name, case.types[ty].fields[field].rust_path
            ),
            Query::FieldSize { ty, field } => format!(
                "{{ let u = ::std::mem::MaybeUninit::<g::{}>::uninit(); let p = u.as_ptr(); \
                 v.push(super::fsize(unsafe {{ ::std::ptr::addr_of!((*p).{}) }})); }}",
                case.types[ty].rust_name, case.types[ty].fields[field].rust_path
            ),
        };
        writeln!(m, "        {line}").expect("String write");
    }
    m.push_str("        v\n    }\n}\n");
    m
}

// ---------------------------------------------------------------------------
// Shared.

fn run(exe: &Path) -> String {
    let out = Command::new(exe).output().expect("run probe");
    assert!(
        out.status.success(),
        "{} failed: {:?}",
        exe.display(),
        out.status
    );
    String::from_utf8(out.stdout).expect("probe prints ASCII")
}

/// Parses `case query value` lines.
fn parse_values(text: &str, into: &mut BTreeMap<(usize, usize), u64>) {
    for line in text.lines() {
        let mut parts = line
            .split_whitespace()
            .map(|p| p.parse::<u64>().expect("number"));
        let (Some(c), Some(q), Some(v)) = (parts.next(), parts.next(), parts.next()) else {
            panic!("malformed probe line {line:?}");
        };
        into.insert((c as usize, q as usize), v);
    }
}
