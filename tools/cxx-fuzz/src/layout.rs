//! The Rust side of the layout differential and the comparison with
//! clang++ (`clang_layout`), in the manner of
//! bindgen-tests/tests/cxx_layout_differential.rs: the generated structs
//! are found with `syn`, and constant items appended to the bindings
//! compare `size_of`, `align_of` and `offset_of!` of each with clang++'s
//! numbers when rustc type-checks them: size, alignment, each field's
//! offset, each base subobject's offset and where the vtable pointer sits.
//! A failing item names both numbers in rustc's error; no code is
//! generated or run.
//!
//! A class is found on both sides by the last segment of its name
//! (`A3`, `In7`: unique in a generated header): the Rust struct
//! `n1_A3_In7` or `root::n1::A3_In7`, clang++'s `n1::A3::In7`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::clang_layout::CxxRecord;

/// Rust field names with no C++ counterpart.
const GENERATED: &[&str] = &[
    "_bitfield_",
    "__bindgen_padding_",
    "_bindgen_opaque_blob",
    "_address",
    "_bindgen_align",
    "_phantom_",
    "__bindgen_anon_",
];

/// A generated struct for a class of the header.
#[derive(Debug, Clone)]
pub struct RustRecord {
    /// The class's last name segment (`In7`).
    pub key: String,
    /// Its path from the crate root (`root::n1::A3_In7`).
    pub path: String,
    /// An opaque blob: only its size and alignment are compared.
    pub opaque: bool,
    /// Has a `vtable_` field; whether the checks can name it.
    pub vtable: Option<bool>,
    /// Its `_base`, `_base_1`... fields; whether the checks can name each.
    pub bases: Vec<(String, bool)>,
    /// The class each base field holds, as its type's last name segment
    /// (`A27` for `n5_A27` or `root::n5::A27`); `None` for a blob.
    pub base_keys: Vec<Option<String>>,
    /// Data member fields: the Rust name, and whether the probe can name it.
    pub fields: Vec<(String, bool)>,
    /// Has `__bindgen_padding_N` fields, which stand for what Rust does
    /// not describe (a blocklisted base or member type keeps its room).
    pub padded: bool,
    /// The first field when it is padding (`__bindgen_padding_0`), and
    /// whether the checks can name it: a class whose virtual base is
    /// dynamic keeps its vtable pointer's bytes as padding (as upstream).
    pub leading_padding: Option<(String, bool)>,
    /// Its `_bitfield_N` storage fields, and whether the checks can name
    /// each.
    pub units: Vec<(String, bool)>,
    /// Its bitfields, as the getters of its `impl` blocks read them.
    pub bitfields: Vec<RustBitfield>,
    /// Every named field, in declaration order (Rust's `repr(C)` order).
    pub order: Vec<String>,
}

/// A bitfield getter of a generated struct: `fn b5(&self)` reading
/// `self._bitfield_1.get_const::<3usize, 4u8>()` (or `.get(3usize, 4u8)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RustBitfield {
    /// The getter's name (the bitfield's, `_` appended to a keyword).
    pub name: String,
    /// The storage field it reads (`_bitfield_1`).
    pub unit: String,
    /// Its first bit inside that storage.
    pub bit: u64,
}

/// The bitfield a getter's body reads: the `_bitfield_N` field after
/// `self .` and the first `usize` literal after it (the bit offset; the
/// width follows as a `u8`).
fn getter_bits(name: &str, body: &str) -> Option<RustBitfield> {
    let at = body.find("self . _bitfield_")? + "self . ".len();
    let rest = &body[at..];
    let unit: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let call = &rest[unit.len()..];
    if !(call.starts_with(" . get_const") || call.starts_with(" . get (")) {
        return None;
    }
    let bit = call
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find_map(|t| t.strip_suffix("usize")?.parse().ok())?;
    Some(RustBitfield {
        name: name.to_owned(),
        unit,
        bit,
    })
}

/// The bitfield getters of an inherent `impl` block: methods taking
/// `&self` whose body reads a bitfield storage field.
fn getters(i: &syn::ItemImpl) -> Vec<RustBitfield> {
    let mut out = Vec::new();
    if i.trait_.is_some() {
        return out;
    }
    for item in &i.items {
        let syn::ImplItem::Fn(f) = item else { continue };
        let by_ref = matches!(
            f.sig.inputs.first(),
            Some(syn::FnArg::Receiver(r)) if r.reference.is_some() && r.mutability.is_none()
        );
        if !by_ref {
            continue;
        }
        let block = &f.block;
        let body = quote::quote!(#block).to_string();
        let name = f.sig.ident.to_string();
        let name = name.strip_prefix("r#").unwrap_or(&name);
        out.extend(getter_bits(name, &body));
    }
    out
}

/// The class a base field's type names: its last path segment's last
/// `_`-separated part when that is a generator name (`A27`, `Tm14`).
fn type_key(ty: &syn::Type) -> Option<String> {
    let syn::Type::Path(p) = ty else { return None };
    let ident = p.path.segments.last()?.ident.to_string();
    let key = ident.rsplit('_').next().unwrap_or("").to_owned();
    let template = key
        .strip_prefix("Tm")
        .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
    (is_class_key(&key) || template).then_some(key)
}

/// Whether a name is one the generator gives classes (`A3`, `In7`).
fn is_class_key(s: &str) -> bool {
    let digits = s.strip_prefix("In").or_else(|| s.strip_prefix('A'));
    digits.is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
}

/// The structs of the bindings that stand for classes of the header
/// (generic structs, instantiated templates, are left out).
pub fn rust_records(src: &str) -> Result<Vec<RustRecord>, String> {
    let file = syn::parse_file(src).map_err(|e| format!("the bindings do not parse: {e}"))?;
    let mut out = Vec::new();
    let mut impls = Vec::new();
    walk(&file.items, "", &mut out, &mut impls);
    for (path, bits) in impls {
        if let Some(r) = out.iter_mut().find(|r| r.path == path) {
            r.bitfields.extend(bits);
        }
    }
    Ok(out)
}

/// Collects the structs into `out` and the bitfield getters of inherent
/// `impl` blocks, by their struct's path, into `impls`.
fn walk(
    items: &[syn::Item],
    module: &str,
    out: &mut Vec<RustRecord>,
    impls: &mut Vec<(String, Vec<RustBitfield>)>,
) {
    for item in items {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    walk(inner, &format!("{module}{}::", m.ident), out, impls);
                }
            }
            syn::Item::Impl(i) => {
                let syn::Type::Path(p) = &*i.self_ty else {
                    continue;
                };
                let Some(last) = p.path.segments.last() else {
                    continue;
                };
                let bits = getters(i);
                if !bits.is_empty() {
                    impls.push((format!("{module}{}", last.ident), bits));
                }
            }
            syn::Item::Struct(s) if s.generics.params.is_empty() => {
                let ident = s.ident.to_string();
                let key = ident.rsplit('_').next().unwrap_or("").to_owned();
                if !is_class_key(&key) {
                    continue;
                }
                let mut r = RustRecord {
                    key,
                    path: format!("{module}{ident}"),
                    opaque: false,
                    vtable: None,
                    bases: Vec::new(),
                    base_keys: Vec::new(),
                    fields: Vec::new(),
                    padded: false,
                    leading_padding: None,
                    units: Vec::new(),
                    bitfields: Vec::new(),
                    order: Vec::new(),
                };
                for f in &s.fields {
                    let Some(id) = &f.ident else {
                        // A tuple struct (a new type): nothing to name.
                        r.opaque = true;
                        continue;
                    };
                    let name = id.to_string();
                    let name = name.strip_prefix("r#").unwrap_or(&name).to_owned();
                    // Private fields are visible to the checks (items of
                    // the crate root) only at the crate root.
                    let visible = matches!(
                        f.vis,
                        syn::Visibility::Public(_) | syn::Visibility::Restricted(_)
                    ) || module.is_empty();
                    r.order.push(name.clone());
                    if name == "_bindgen_opaque_blob" {
                        r.opaque = true;
                    } else if name.starts_with("_bitfield_")
                        && !name.starts_with("_bitfield_align_")
                    {
                        r.units.push((name, visible));
                    } else if name == "vtable_" {
                        r.vtable = Some(visible);
                    } else if name == "_base" || name.starts_with("_base_") {
                        r.bases.push((name, visible));
                        r.base_keys.push(type_key(&f.ty));
                    } else if name.starts_with("__bindgen_padding_") {
                        if !r.padded
                            && r.vtable.is_none()
                            && r.bases.is_empty()
                            && r.fields.is_empty()
                        {
                            r.leading_padding = Some((name.clone(), visible));
                        }
                        r.padded = true;
                    } else if !GENERATED.iter().any(|g| name.starts_with(g)) {
                        r.fields.push((name, visible));
                    }
                }
                out.push(r);
            }
            _ => {}
        }
    }
}

/// The layout checks of one case: constant items appended to our
/// bindings, one per line, each failing to compile with both numbers
/// when Rust's differs from clang++'s, and the facts visible without
/// compiling.
#[derive(Debug, Default)]
pub struct Plan {
    /// The items (`const _: [(); 16] = [(); size_of::<A3>()];`), one per
    /// line.
    pub source: String,
    /// What each line checks (`A3.size`), in line order.
    pub what: Vec<String>,
    /// Mismatches found without compiling (a member or base one side
    /// lacks).
    pub mismatches: Vec<String>,
    /// The keys of the records with a member clang++ puts inside a base's
    /// `sizeof` while Rust places it after that base (also in
    /// `mismatches`): a layout no `repr(C)` struct has, found without
    /// compiling, so also in outputs that do not compile.
    pub misplaced: Vec<String>,
}

/// Plans the comparison of every Rust struct with clang++'s layout.
pub fn plan(cxx: &BTreeMap<String, CxxRecord>, rust: &[RustRecord]) -> Plan {
    let mut p = Plan::default();
    for r in rust {
        let k = &r.key;
        let Some(c) = cxx.get(k) else {
            p.mismatches.push(format!(
                "{k}: a Rust struct for a class clang++ does not lay out"
            ));
            continue;
        };
        let t = format!("crate::{}", r.path);
        let mut check = |what: String, expr: String, want: u64| {
            let _ = writeln!(p.source, "const _: [(); {want}] = [(); {expr}];");
            p.what.push(format!("{k}.{what}"));
        };
        check(
            "size".into(),
            format!("::std::mem::size_of::<{t}>()"),
            c.size,
        );
        check(
            "align".into(),
            format!("::std::mem::align_of::<{t}>()"),
            c.align,
        );
        if r.opaque {
            continue;
        }
        // Rust's `vtable_` may also stand for a primary base Rust leaves
        // out (blocklisted), whose vtable pointer the class shares.
        let shared = c.bases.iter().find(|b| b.primary).map(|b| b.offset);
        let vptr = c.vptr.or(if r.vtable.is_some() { shared } else { None });
        match (r.vtable, vptr) {
            (Some(true), Some(v)) => check(
                "vtable_".into(),
                format!("::std::mem::offset_of!({t}, vtable_)"),
                v,
            ),
            (Some(false), Some(_)) => {}
            (Some(_), None) => p.mismatches.push(format!(
                "{k}.vtable_: Rust a vtable pointer vs clang++ none"
            )),
            // The vtable pointer of a class whose virtual base is dynamic
            // is padding (that base is said to hold it, as upstream).
            (None, Some(v))
                if r.leading_padding.is_some() && c.bases.iter().any(|b| b.is_virtual) =>
            {
                if let Some((name, true)) = &r.leading_padding {
                    check(
                        name.clone(),
                        format!("::std::mem::offset_of!({t}, {name})"),
                        v,
                    );
                }
            }
            (None, Some(v)) => p.mismatches.push(format!(
                "{k}.vtable_: Rust no vtable pointer vs clang++ one at {v}"
            )),
            (None, None) => {}
        }
        // Rust's base fields stand for clang++'s non-virtual bases in
        // layout order, the empty ones left out (or all of them).
        let nv: Vec<_> = c.bases.iter().filter(|b| !b.is_virtual).collect();
        let non_empty: Vec<_> = nv.iter().filter(|b| !b.empty).collect();
        // Matched by the class each one holds where every one names a
        // class of its own among clang++'s (clang++ lists the primary base
        // first, upstream keeps the declaration order), else in order.
        let keyed: Vec<Option<u64>> = r
            .base_keys
            .iter()
            .map(|k| {
                let k = k.as_ref()?;
                let mut found = nv.iter().filter(|b| &b.key == k);
                let b = found.next()?;
                found.next().is_none().then_some(b.offset)
            })
            .collect();
        let in_order: Vec<u64> = if r.bases.len() == nv.len() {
            nv.iter().map(|b| b.offset).collect()
        } else {
            non_empty.iter().map(|b| b.offset).collect()
        };
        let expected: Vec<u64> = fill_unkeyed(&keyed, &in_order).unwrap_or(in_order);
        if r.bases.len() < expected.len() && (r.padded || r.vtable.is_some()) {
            // A base Rust leaves out is padding; the members after it are
            // still checked.
        } else if r.bases.len() != expected.len() {
            p.mismatches.push(format!(
                "{k}._base: Rust {} base fields vs clang++ {} non-empty non-virtual bases",
                r.bases.len(),
                non_empty.len()
            ));
        } else {
            for m in misplaced_after_bases(cxx, c, r, &expected) {
                p.mismatches.push(format!("{k}.{m}"));
                p.misplaced.push(k.clone());
            }
            for ((b, visible), off) in r.bases.iter().zip(&expected) {
                if !visible {
                    continue;
                }
                check(
                    format!("{b} offset"),
                    format!("::std::mem::offset_of!({t}, {b})"),
                    *off,
                );
            }
        }
        let mut seen = Vec::new();
        for (f, visible) in &r.fields {
            let found = c
                .fields
                .iter()
                .find(|(n, _)| n == f || f.strip_suffix('_') == Some(n.as_str()));
            let is_bits = c
                .bitfields
                .iter()
                .any(|(n, _)| n == f || f.strip_suffix('_') == Some(n.as_str()));
            match found {
                Some((n, off)) => {
                    seen.push(n.clone());
                    if *visible {
                        let id = rust_ident(f);
                        check(
                            format!("{n} offset"),
                            format!("::std::mem::offset_of!({t}, {id})"),
                            *off,
                        );
                    }
                }
                None if is_bits => {}
                None => p
                    .mismatches
                    .push(format!("{k}.{f}: a Rust field with no C++ counterpart")),
            }
        }
        // Each bitfield's first bit: where its storage field sits plus
        // where the getter reads inside it.
        for b in &r.bitfields {
            let Some((n, bit)) = c
                .bitfields
                .iter()
                .find(|(n, _)| *n == b.name || b.name.strip_suffix('_') == Some(n.as_str()))
            else {
                continue;
            };
            if !r.units.iter().any(|(u, v)| *u == b.unit && *v) {
                continue;
            }
            check(
                format!("{n} bit offset"),
                format!("::std::mem::offset_of!({t}, {}) * 8 + {}", b.unit, b.bit),
                *bit,
            );
        }
        for (n, _) in &c.fields {
            if !seen.contains(n) && !r.padded {
                p.mismatches
                    .push(format!("{k}.{n}: a C++ field missing in Rust"));
            }
        }
    }
    p
}

/// The members of `r` that clang++ puts before the end of the base field
/// Rust places just before them: a data member, a bitfield or the next
/// base in a base's tail padding (a base that is no POD for the ABI), or
/// inside the room of its virtual bases (its `sizeof` is past its
/// `nvsize`). `bases` are clang++'s offsets of `r.bases`, in order; a base
/// whose class clang++ did not lay out under its own name (an
/// instantiation) ends nowhere known and is skipped.
fn misplaced_after_bases(
    cxx: &BTreeMap<String, CxxRecord>,
    c: &CxxRecord,
    r: &RustRecord,
    bases: &[u64],
) -> Vec<String> {
    let mut out = Vec::new();
    // The previous base field: its name and where its `sizeof` ends.
    let mut last: Option<(&str, u64, u64)> = None;
    // The previous base field and where clang++ puts it.
    let mut prev_base: Option<(&str, u64)> = None;
    let named = |f: &str, n: &str| n == f || f.strip_suffix('_') == Some(n);
    for name in &r.order {
        let base = r.bases.iter().position(|(b, _)| b == name);
        let start = if let Some(i) = base {
            bases.get(i).copied()
        } else if let Some((_, off)) = c.fields.iter().find(|(n, _)| named(name, n)) {
            Some(*off)
        } else {
            // A bitfield unit starts at the byte of its first bitfield.
            r.bitfields
                .iter()
                .filter(|b| b.unit == *name)
                .filter_map(|b| c.bitfields.iter().find(|(n, _)| named(&b.name, n)))
                .map(|(_, bit)| bit / 8)
                .min()
        };
        let Some(start) = start else { continue };
        // Rust's fields follow one another: a base or member clang++ puts
        // before the base field Rust places ahead of it is misplaced.
        if let Some((b, before)) = prev_base.filter(|(_, before)| start < *before) {
            out.push(format!(
                "{name}: Rust after `{b}`, clang++ at {start}, before that base at {before}"
            ));
        }
        // The first field of a `repr(C)` struct is at 0.
        if base.is_some() && r.order.first() == Some(name) && start != 0 {
            out.push(format!("{name}: Rust at 0, clang++ at {start}"));
        }
        if base.is_some() {
            prev_base = Some((name.as_str(), start));
        }
        if let Some((b, end, size)) = last {
            if start < end {
                out.push(format!(
                    "{name}: Rust after `{b}`, clang++ at {start}, inside that base's {size} bytes"
                ));
            }
        }
        last = base.and_then(|i| {
            let key = r.base_keys.get(i)?.as_ref()?;
            let size = cxx.get(key)?.size;
            Some((name.as_str(), start + size, size))
        });
    }
    out
}

/// clang++'s offsets of Rust's base fields: those matched by class
/// (`keyed`), the others (instantiations) taking the rest of clang++'s
/// (`in_order`, layout order) in order. None when some are not matched
/// and the counts disagree.
fn fill_unkeyed(keyed: &[Option<u64>], in_order: &[u64]) -> Option<Vec<u64>> {
    // All matched: Rust may leave bases out (blocklisted, padding).
    if let Some(all) = keyed.iter().copied().collect::<Option<Vec<u64>>>() {
        return Some(all);
    }
    let mut rest: Vec<u64> = in_order.to_vec();
    for off in keyed.iter().flatten() {
        let i = rest.iter().position(|o| o == off)?;
        rest.remove(i);
    }
    let mut rest = rest.into_iter();
    let out: Vec<u64> = keyed
        .iter()
        .map(|k| k.or_else(|| rest.next()))
        .collect::<Option<_>>()?;
    rest.next().is_none().then_some(out)
}

/// A field name as Rust source (raw when it is a keyword `syn` rejects).
fn rust_ident(name: &str) -> String {
    if syn::parse_str::<syn::Ident>(name).is_ok() {
        name.to_owned()
    } else {
        format!("r#{name}")
    }
}

/// The checks that failed, from rustc's errors: each error at line
/// `first_line + i` is check `i`; `expected an array with a size of W,
/// found one with a size of G` gives clang++'s number and Rust's. A check
/// rustc cannot evaluate (E0080: a struct with a padding array of 2^64
/// bytes is "too big for the target architecture") failed too.
pub fn failed_checks(plan: &Plan, first_line: usize, rustc_errors: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut line_no: Option<usize> = None;
    let mut header = "";
    let what = |n: usize| n.checked_sub(first_line).and_then(|i| plan.what.get(i));
    for l in rustc_errors.lines() {
        if l.starts_with("error") {
            header = l;
            continue;
        }
        if let Some(i) = l.find(" --> ") {
            line_no = l[i + 5..]
                .split(':')
                .nth(1)
                .and_then(|n| n.parse::<usize>().ok());
            if header.starts_with("error[E0080]") {
                if let Some(w) = line_no.take().and_then(what) {
                    let why = header.split_once(": ").map_or(header, |(_, m)| m);
                    out.push(format!("{w}: Rust cannot evaluate it ({why})"));
                }
            }
            continue;
        }
        let Some(i) = l.find("expected an array with a size of ") else {
            continue;
        };
        let rest = &l[i + "expected an array with a size of ".len()..];
        let want = rest.split(',').next().unwrap_or("?");
        let got = rest
            .rsplit("found one with a size of ")
            .next()
            .unwrap_or("?")
            .trim();
        let Some(w) = line_no.take().and_then(what) else {
            continue;
        };
        out.push(format!("{w}: Rust {got} vs clang++ {want}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clang_layout::CxxBase;

    #[test]
    fn structs_are_found_in_modules_and_compared() {
        let src = "pub mod root { pub mod n1 {\n#[repr(C)] pub struct A3 { pub vtable_: *const u8, pub m4: i32 }\n#[repr(C)] pub struct A3_In5 { pub _base: A2, m6: u8 }\n#[repr(C)] pub struct A3__bindgen_vtable(u8);\n} }\n#[repr(C)] pub struct A9 { _bindgen_opaque_blob: [u64; 2] }";
        let rs = rust_records(src).unwrap();
        let keys: Vec<&str> = rs.iter().map(|r| r.key.as_str()).collect();
        assert_eq!(keys, vec!["A3", "In5", "A9"]);
        assert_eq!(rs[1].path, "root::n1::A3_In5");
        assert_eq!(rs[1].fields, vec![("m6".to_owned(), false)]);
        assert!(rs[2].opaque);
        let mut cxx = BTreeMap::new();
        cxx.insert(
            "A3".to_owned(),
            CxxRecord {
                name: "n1::A3".into(),
                size: 16,
                align: 8,
                vptr: Some(0),
                bases: vec![],
                fields: vec![("m4".into(), 8)],
                bitfields: vec![],
            },
        );
        cxx.insert(
            "In5".to_owned(),
            CxxRecord {
                name: "n1::A3::In5".into(),
                size: 8,
                align: 4,
                vptr: None,
                bases: vec![CxxBase {
                    offset: 0,
                    is_virtual: false,
                    empty: false,
                    primary: false,
                    key: "A2".into(),
                }],
                fields: vec![("m6".into(), 4)],
                bitfields: vec![],
            },
        );
        let plan = plan(&cxx, &rs[..2]);
        assert!(plan.mismatches.is_empty(), "{:?}", plan.mismatches);
        assert_eq!(plan.what[3], "A3.m4 offset");
        let line3 = plan.source.lines().nth(3).unwrap();
        assert_eq!(
            line3,
            "const _: [(); 8] = [(); ::std::mem::offset_of!(crate::root::n1::A3, m4)];"
        );
        let err = "error[E0308]: mismatched types\n --> x.rs:13:20\n  |\n13 | ...\n  |     ^^^ expected an array with a size of 8, found one with a size of 4\n";
        assert_eq!(
            failed_checks(&plan, 10, err),
            vec!["A3.m4 offset: Rust 4 vs clang++ 8"]
        );
    }

    #[test]
    fn bases_are_matched_by_the_class_they_hold() {
        // clang++ lists the primary (dynamic) base first; the Rust struct
        // keeps the declaration order, so `_base` (A27) belongs at 8.
        let src =
            "#[repr(C)] pub struct n5_A54 { pub _base: n5_A27, pub _base_1: A1, pub m55: u32 }";
        let rs = rust_records(src).unwrap();
        let base = |key: &str, offset, primary| CxxBase {
            offset,
            is_virtual: false,
            empty: false,
            primary,
            key: key.into(),
        };
        let mut cxx = BTreeMap::new();
        cxx.insert(
            "A54".to_owned(),
            CxxRecord {
                name: "n5::A54".into(),
                size: 24,
                align: 8,
                vptr: None,
                bases: vec![base("A1", 0, true), base("A27", 8, false)],
                fields: vec![("m55".into(), 16)],
                bitfields: vec![],
            },
        );
        let plan = plan(&cxx, &rs);
        let lines: Vec<&str> = plan.source.lines().collect();
        let at = |what: &str| lines[plan.what.iter().position(|w| w == what).unwrap()];
        assert!(at("A54._base offset").starts_with("const _: [(); 8]"));
        assert!(at("A54._base_1 offset").starts_with("const _: [(); 0]"));
    }

    #[test]
    fn bitfields_are_checked_where_their_getters_read() {
        // Upstream's unit after `_base` (byte 16) where clang++ puts the
        // bitfield in the base's tail padding (byte 12, bit 3): the check
        // compares 16 * 8 + 3 with 99.
        let src = "#[repr(C)] pub struct A7 { pub _base: A4, pub _bitfield_align_1: [u8; 0], pub _bitfield_1: __BindgenBitfieldUnit<[u8; 1usize]> }\nimpl A7 {\n#[inline] pub fn b8(&self) -> u32 { unsafe { ::std::mem::transmute(self._bitfield_1.get_const::<3usize, 4u8>() as u32) } }\n#[inline] pub fn set_b8(&mut self, val: u32) { unsafe { self._bitfield_1.set_const::<3usize, 4u8>(val as u64) } }\n#[inline] pub fn type_(&self) -> u32 { unsafe { ::std::mem::transmute(self._bitfield_1.get(7usize, 1u8) as u32) } }\n}";
        let rs = rust_records(src).unwrap();
        assert_eq!(rs[0].units, vec![("_bitfield_1".to_owned(), true)]);
        assert_eq!(
            rs[0].bitfields,
            vec![
                RustBitfield {
                    name: "b8".into(),
                    unit: "_bitfield_1".into(),
                    bit: 3
                },
                RustBitfield {
                    name: "type_".into(),
                    unit: "_bitfield_1".into(),
                    bit: 7
                },
            ]
        );
        let mut cxx = BTreeMap::new();
        cxx.insert(
            "A7".to_owned(),
            CxxRecord {
                name: "A7".into(),
                size: 16,
                align: 8,
                vptr: None,
                bases: vec![CxxBase {
                    offset: 0,
                    is_virtual: false,
                    empty: false,
                    primary: false,
                    key: "A4".into(),
                }],
                fields: vec![],
                bitfields: vec![("b8".into(), 99), ("type".into(), 103)],
            },
        );
        // A4's size known: the unit's first byte (12) is inside `_base`,
        // which Rust cannot express (found without compiling).
        let mut with_base = cxx.clone();
        with_base.insert(
            "A4".to_owned(),
            CxxRecord {
                name: "A4".into(),
                size: 16,
                align: 8,
                ..CxxRecord::default()
            },
        );
        let p = plan(&with_base, &rs);
        assert_eq!(
            p.mismatches,
            vec!["A7._bitfield_1: Rust after `_base`, clang++ at 12, inside that base's 16 bytes"]
        );
        assert_eq!(p.misplaced, vec!["A7"]);
        let plan = plan(&cxx, &rs);
        assert!(plan.mismatches.is_empty(), "{:?}", plan.mismatches);
        let lines: Vec<&str> = plan.source.lines().collect();
        let at = |what: &str| lines[plan.what.iter().position(|w| w == what).unwrap()];
        assert_eq!(
            at("A7.b8 bit offset"),
            "const _: [(); 99] = [(); ::std::mem::offset_of!(crate::A7, _bitfield_1) * 8 + 3];"
        );
        assert!(at("A7.type bit offset").starts_with("const _: [(); 103]"));
        // A struct too big to lay out fails its checks too.
        let err = "error[E0080]: values of the type `[u8; 18446744073709551614]` are too big for the target architecture\n --> /rustc/x/library/core/src/mem/mod.rs:1254:24\nerror[E0080]: values of the type `[u8; 18446744073709551614]` are too big for the target architecture\n   --> p.rs:12:26\n";
        let i = plan
            .what
            .iter()
            .position(|w| w == "A7.b8 bit offset")
            .unwrap();
        assert_eq!(
            failed_checks(&plan, 12 - i, err),
            vec!["A7.b8 bit offset: Rust cannot evaluate it (values of the type `[u8; 18446744073709551614]` are too big for the target architecture)"]
        );
    }

    /// An instantiation base (no key) takes the clang++ base the keyed ones
    /// leave: upstream's `_base: Tm<E>` before a dynamic `_base_1: In` that
    /// clang++ puts first (seed 121 case 37).
    #[test]
    fn unkeyed_bases_take_the_rest() {
        assert_eq!(fill_unkeyed(&[None, Some(0)], &[0, 16]), Some(vec![16, 0]));
        assert_eq!(fill_unkeyed(&[None, Some(8)], &[0, 16]), None);
        assert_eq!(fill_unkeyed(&[None], &[0, 16]), None);
        assert_eq!(fill_unkeyed(&[Some(16)], &[0, 16, 32]), Some(vec![16]));
    }
}
