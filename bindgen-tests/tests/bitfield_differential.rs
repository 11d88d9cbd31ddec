//! Differential bitfield test: clang's bit placement against our accessors.
//!
//! Each run draws random records from a seeded generator. A record is one
//! random struct or union type (bitfields of mixed types, widths and
//! signedness, unnamed and `:0` bitfields, ordinary members, `packed` /
//! `#pragma pack(N)` / `aligned(N)` variants; every other union ends in a
//! `unsigned char tail[0]`, which is not `Copy`, so that union is emitted as
//! a struct of `__BindgenUnionField`s) together with one set of random
//! values for its members; every type carries [`VALUE_SETS`] records so the
//! compilers see fewer, reused types. For every batch of types:
//!
//! 1. a header declares the types and `bindgen::Builder` generates bindings
//!    (bitfields of `enum es` go through a newtype, of `enum er` through a
//!    Rust enum, of `enum eu` through the default integer alias);
//! 2. a C program (clang) zeroes an object, assigns every member its value in
//!    declaration order and prints the object's bytes and every named
//!    bitfield as C reads it back (`(long long)v.f`, so signed fields show
//!    C's sign extension);
//! 3. a Rust program built from the bindings
//!    * reads those bytes as the Rust type and compares every getter and
//!      every raw getter (`f_raw`) with C's value (signed fields: our
//!      sign-extended value must equal C's);
//!    * builds the object again from zero through the setters, through the
//!      raw setters and (structs only) through the `new_bitfield_N`
//!      constructors, and requires the very bytes C produced;
//!    * writes the setter-built bytes out;
//! 4. the C program runs again on those bytes and compares every field it
//!    reads with what it read from its own object.
//!
//! Any difference is a mismatch; the test requires zero.
//!
//! A second test, `bitfield_layouts_cross_targets`, generates random types
//! for i686 and aarch64 Linux (`-- --target=...`) and compiles the bindings
//! with `rustc --target`, so the const layout checks compare our plan with
//! clang's layout on those targets too (nothing runs there). It is skipped
//! for targets whose Rust standard library is not installed
//! (`rustup target add i686-unknown-linux-gnu aarch64-unknown-linux-gnu`).
//!
//! Knobs: `BITFIELD_DIFF_SEED` (default: fixed), `BITFIELD_DIFF_RECORDS`
//! (default 3000, in total; the cross-target test uses a sixth per target). Work files stay in
//! `$CARGO_TARGET_TMPDIR/bitfield_differential/` for inspection.
//! Needs `clang` and `rustc` (or `$CLANG` / `$RUSTC`).

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

const DEFAULT_SEED: u64 = 0x6269_7466_6965_6c64;
const DEFAULT_RECORDS: usize = 3000;
/// Value sets (records) per generated type.
const VALUE_SETS: usize = 3;
/// Types per compiler invocation.
const TYPES_PER_BATCH: usize = 500;

/// SplitMix64: small, seedable, good enough for test data.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// A C type usable as a bitfield type: spelling and width in bits.
#[derive(Clone, Copy)]
struct BitType {
    c: &'static str,
    bits: u32,
    is_bool: bool,
}

/// Bitfield types with their widths; `long_bits` is the width of `long`.
fn bit_types(long_bits: u32) -> Vec<BitType> {
    let t = |c, bits| BitType {
        c,
        bits,
        is_bool: false,
    };
    vec![
        BitType {
            c: "_Bool",
            bits: 1,
            is_bool: true,
        },
        t("char", 8),
        t("signed char", 8),
        t("unsigned char", 8),
        t("short", 16),
        t("unsigned short", 16),
        t("int", 32),
        t("signed int", 32),
        t("unsigned int", 32),
        t("long", long_bits),
        t("unsigned long", long_bits),
        t("long long", 64),
        t("unsigned long long", 64),
        t("enum eu", 32),
        t("enum es", 32),
        // Rustified: every pattern of its (at most 2) bits is a variant.
        t("enum er", 2),
        t("u32_alias", 32),
        t("i16_alias", 16),
    ]
}

const PLAIN_TYPES: &[&str] = &[
    "char",
    "unsigned char",
    "short",
    "int",
    "unsigned int",
    "long long",
];

/// Prelude every generated header starts with.
const HEADER_PRELUDE: &str = "\
#include <stdbool.h>
enum eu { EU_A = 1, EU_B = 6, EU_C = 0x7fffffff };
enum es { ES_A = -3, ES_B = 0, ES_C = 9 };
enum er { ER0, ER1, ER2, ER3 };
typedef unsigned int u32_alias;
typedef short i16_alias;
";

enum Member {
    /// Named bitfield `name` (C name) of `ty` and `width`.
    Bits {
        name: String,
        ty: BitType,
        width: u32,
    },
    /// Unnamed bitfield (`width` may be 0).
    Unnamed { ty: &'static str, width: u32 },
    /// Ordinary member.
    Plain { name: String, ty: &'static str },
}

enum Packing {
    None,
    Attr,
    Pragma(u32),
}

struct Rec {
    name: String,
    is_union: bool,
    packing: Packing,
    aligned: Option<u32>,
    members: Vec<Member>,
    /// A trailing `unsigned char tail[0]` (unions only).
    flex_tail: bool,
    /// `values[set][member]`: what each member is assigned (0 for unnamed).
    values: Vec<Vec<u64>>,
}

impl Rec {
    fn c_type(&self) -> String {
        format!(
            "{} {}",
            if self.is_union { "union" } else { "struct" },
            self.name
        )
    }
}

/// Rust name of the getter for a C name (keyword escaping).
fn getter_name(c: &str) -> String {
    match c {
        "type" | "match" | "self" | "fn" => format!("{c}_"),
        _ => c.to_owned(),
    }
}

fn random_value(rng: &mut Rng, width: u32) -> u64 {
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    match rng.below(10) {
        0..=4 => rng.next() & mask,
        5..=6 => rng.next(),
        7 => 0,
        8 => mask,
        _ => {
            // Around the sign bit.
            let top = 1u64 << (width - 1);
            if rng.chance(50) {
                top
            } else {
                top - 1
            }
        }
    }
}

fn random_rec(rng: &mut Rng, index: usize, types: &[BitType]) -> Rec {
    let is_union = rng.chance(10);
    let packing = match rng.below(100) {
        0..=17 => Packing::Attr,
        18..=29 => Packing::Pragma(*rng.pick(&[1, 2, 4])),
        _ => Packing::None,
    };
    // `aligned(N)`, also together with `packed` (Rust then needs `packed(N)`
    // and a unit that can carry the alignment, or the type goes opaque).
    let aligned = match packing {
        Packing::None => rng.chance(5).then(|| *rng.pick(&[8, 16])),
        Packing::Attr => rng.chance(15).then(|| *rng.pick(&[2, 4, 8])),
        Packing::Pragma(_) => None,
    };
    let max = if rng.chance(20) { 16 } else { 8 };
    let count = 1 + rng.below(max) as usize;
    let mut members = Vec::new();
    let mut named_bits = 0;
    for i in 0..count {
        let roll = rng.below(100);
        if roll < 12 {
            let ty = *rng.pick(PLAIN_TYPES);
            members.push(Member::Plain {
                name: format!("n{i}"),
                ty,
            });
        } else if roll < 17 {
            let ty = rng.pick(types);
            let ty = if ty.is_bool { "unsigned int" } else { ty.c };
            let bits = types.iter().find(|t| t.c == ty).map_or(32, |t| t.bits);
            members.push(Member::Unnamed {
                ty,
                width: 1 + rng.below(u64::from(bits)) as u32,
            });
        } else if roll < 22 {
            let ty = *rng.pick(&["int", "unsigned char", "long long", "short"]);
            members.push(Member::Unnamed { ty, width: 0 });
        } else {
            let ty = *rng.pick(types);
            let width = match rng.below(10) {
                0 => ty.bits,
                1 => 1,
                _ => 1 + rng.below(u64::from(ty.bits)) as u32,
            };
            let name = if i == 0 && rng.chance(10) {
                "type".to_owned()
            } else {
                format!("b{i}")
            };
            members.push(Member::Bits { name, ty, width });
            named_bits += 1;
        }
    }
    if named_bits == 0 {
        let ty = *rng.pick(types);
        let width = 1 + rng.below(u64::from(ty.bits)) as u32;
        members.push(Member::Bits {
            name: format!("b{}", members.len()),
            ty,
            width,
        });
    }
    let values = (0..VALUE_SETS)
        .map(|_| {
            members
                .iter()
                .map(|m| match m {
                    Member::Bits { width, .. } => random_value(rng, *width),
                    Member::Plain { .. } => rng.next(),
                    Member::Unnamed { .. } => 0,
                })
                .collect()
        })
        .collect();
    Rec {
        name: format!("R{index}"),
        is_union,
        packing,
        aligned,
        members,
        values,
        // Chosen without drawing from `rng`, so the other records stay the
        // ones this seed always gave.
        flex_tail: is_union && index % 2 == 1,
    }
}

fn header_text(recs: &[Rec]) -> String {
    let mut h = String::from(HEADER_PRELUDE);
    for r in recs {
        if let Packing::Pragma(n) = r.packing {
            writeln!(h, "#pragma pack(push, {n})").unwrap();
        }
        let mut attrs = Vec::new();
        if matches!(r.packing, Packing::Attr) {
            attrs.push("packed".to_owned());
        }
        if let Some(a) = r.aligned {
            attrs.push(format!("aligned({a})"));
        }
        let attr = if attrs.is_empty() {
            String::new()
        } else {
            format!(" __attribute__(({}))", attrs.join(", "))
        };
        writeln!(
            h,
            "{}{attr} {{",
            if r.is_union { "union" } else { "struct" }
        )
        .unwrap();
        // Put the name after the attribute: `struct __attribute__((packed)) R1 {`.
        let last = h.rfind('{').unwrap();
        h.insert_str(last, &format!("{} ", r.name));
        for m in &r.members {
            match m {
                Member::Bits {
                    name, ty, width, ..
                } => writeln!(h, "    {} {name} : {width};", ty.c).unwrap(),
                Member::Unnamed { ty, width } => writeln!(h, "    {ty} : {width};").unwrap(),
                Member::Plain { name, ty, .. } => writeln!(h, "    {ty} {name};").unwrap(),
            }
        }
        if r.flex_tail {
            writeln!(h, "    unsigned char tail[0];").unwrap();
        }
        writeln!(h, "}};").unwrap();
        if matches!(r.packing, Packing::Pragma(_)) {
            writeln!(h, "#pragma pack(pop)").unwrap();
        }
    }
    h
}

/// C array literal of one record's value sets.
fn c_values(r: &Rec) -> String {
    let sets: Vec<String> = r
        .values
        .iter()
        .map(|set| {
            format!(
                "{{{}}}",
                set.iter()
                    .map(|v| format!("0x{v:x}ULL"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    sets.join(", ")
}

fn c_program(recs: &[Rec]) -> String {
    let mut c = String::from(
        "#include <stdio.h>\n#include <string.h>\n#include \"bf.h\"\n\
         static FILE *in;\nstatic long mismatches;\n\
         static void dump(const void *p, size_t n) {\n\
         \x20   const unsigned char *b = p;\n\
         \x20   for (size_t i = 0; i < n; i++) printf(\"%02x\", b[i]);\n}\n\
         static void load(void *p, size_t n) {\n\
         \x20   unsigned char *b = p;\n\
         \x20   for (size_t i = 0; i < n; i++) { unsigned x; if (fscanf(in, \"%2x\", &x) != 1) { printf(\"short input\\n\"); mismatches++; return; } b[i] = (unsigned char)x; }\n}\n",
    );
    for (i, r) in recs.iter().enumerate() {
        let t = r.c_type();
        let n = &r.name;
        writeln!(
            c,
            "static const unsigned long long vals{i}[{VALUE_SETS}][{}] = {{{}}};",
            r.members.len(),
            c_values(r)
        )
        .unwrap();
        writeln!(c, "static void rec{i}(void) {{\n  for (int k = 0; k < {VALUE_SETS}; k++) {{\n    {t} v;\n    memset(&v, 0, sizeof v);").unwrap();
        for (j, m) in r.members.iter().enumerate() {
            match m {
                Member::Bits { name, .. } | Member::Plain { name, .. } => {
                    writeln!(c, "    v.{name} = vals{i}[k][{j}];").unwrap()
                }
                Member::Unnamed { .. } => {}
            }
        }
        writeln!(c, "    printf(\"{i} %d \", k);\n    dump(&v, sizeof v);").unwrap();
        for m in &r.members {
            if let Member::Bits { name, .. } = m {
                writeln!(c, "    printf(\" %lld\", (long long)v.{name});").unwrap();
            }
        }
        writeln!(c, "    printf(\"\\n\");\n    if (in) {{\n      long id, kk; {t} w;\n      memset(&w, 0, sizeof w);").unwrap();
        writeln!(c, "      if (fscanf(in, \"%ld %ld \", &id, &kk) != 2 || id != {i} || kk != k) {{ printf(\"bad id at {i}\\n\"); mismatches++; return; }}").unwrap();
        writeln!(c, "      load(&w, sizeof w);").unwrap();
        for m in &r.members {
            if let Member::Bits { name, .. } = m {
                writeln!(
                    c,
                    "      if ((long long)w.{name} != (long long)v.{name}) {{ printf(\"MISMATCH {n}[%d] {name}: C read %lld from Rust bytes, wrote %lld\\n\", k, (long long)w.{name}, (long long)v.{name}); mismatches++; }}"
                )
                .unwrap();
            }
        }
        writeln!(c, "    }}\n  }}\n}}").unwrap();
    }
    c.push_str("int main(int argc, char **argv) {\n    if (argc > 1) { in = fopen(argv[1], \"r\"); if (!in) return 2; }\n");
    for i in 0..recs.len() {
        writeln!(c, "    rec{i}();").unwrap();
    }
    c.push_str("    fprintf(stderr, \"c mismatches: %ld\\n\", mismatches);\n    return mismatches ? 1 : 0;\n}\n");
    c
}

/// Records the bindings emit as opaque blobs (field `_bindgen_opaque_blob`).
fn opaque_records(bindings: &str) -> HashSet<String> {
    let file = syn::parse_file(bindings).expect("bindings parse");
    let mut out = HashSet::new();
    for item in &file.items {
        let (ident, fields): (&syn::Ident, Vec<&syn::Field>) = match item {
            syn::Item::Struct(st) => (&st.ident, st.fields.iter().collect()),
            syn::Item::Union(u) => (&u.ident, u.fields.named.iter().collect()),
            _ => continue,
        };
        if fields.iter().any(|f| {
            f.ident
                .as_ref()
                .is_some_and(|i| i == "_bindgen_opaque_blob")
        }) {
            out.insert(ident.to_string());
        }
    }
    out
}

/// Unions emitted as structs of `__BindgenUnionField`s (field
/// `bindgen_union_field`): their members are reached through `as_mut`.
fn wrapper_records(bindings: &str) -> HashSet<String> {
    let file = syn::parse_file(bindings).expect("bindings parse");
    let mut out = HashSet::new();
    for item in &file.items {
        if let syn::Item::Struct(st) = item {
            if st
                .fields
                .iter()
                .any(|f| f.ident.as_ref().is_some_and(|i| i == "bindgen_union_field"))
            {
                out.insert(st.ident.to_string());
            }
        }
    }
    out
}

/// `new_bitfield_N` parameter lists per record, from the generated bindings.
fn constructors(bindings: &str) -> HashMap<String, Vec<(String, Vec<String>)>> {
    let file = syn::parse_file(bindings).expect("bindings parse");
    let mut out: HashMap<String, Vec<(String, Vec<String>)>> = HashMap::new();
    for item in &file.items {
        let syn::Item::Impl(imp) = item else { continue };
        let syn::Type::Path(p) = &*imp.self_ty else {
            continue;
        };
        let Some(seg) = p.path.segments.last() else {
            continue;
        };
        for it in &imp.items {
            let syn::ImplItem::Fn(f) = it else { continue };
            let fname = f.sig.ident.to_string();
            if !fname.starts_with("new_bitfield_") {
                continue;
            }
            let params = f
                .sig
                .inputs
                .iter()
                .filter_map(|a| match a {
                    syn::FnArg::Typed(pt) => match &*pt.pat {
                        syn::Pat::Ident(pi) => Some(pi.ident.to_string()),
                        _ => None,
                    },
                    _ => None,
                })
                .collect();
            out.entry(seg.ident.to_string())
                .or_default()
                .push((fname, params));
        }
    }
    out
}

/// Value `j` of the current set as an argument of the member's type.
/// `enum es` is generated as a newtype, `enum er` as a Rust enum.
fn rust_arg(ty: &BitType, j: usize) -> String {
    match ty.c {
        _ if ty.is_bool => format!("v[{j}] != 0"),
        "enum es" => format!("es(v[{j}] as _)"),
        "enum er" => format!("er_of(v[{j}])"),
        _ => format!("v[{j}] as _"),
    }
}

/// A getter's result as `i64` (what C prints).
fn rust_value(ty: &BitType, expr: &str) -> String {
    match ty.c {
        "enum es" => format!("({expr}).0 as i64"),
        _ => format!("({expr}) as i64"),
    }
}

fn rust_program(
    recs: &[Rec],
    ctors: &HashMap<String, Vec<(String, Vec<String>)>>,
    opaque: &HashSet<String>,
    wrappers: &HashSet<String>,
) -> String {
    let mut s = String::from(
        "#![allow(warnings)]\n\
         mod b { include!(\"bindings.rs\"); }\n\
         use b::*;\n\
         struct Line { bytes: Vec<u8>, vals: Vec<i64> }\n\
         fn as_bytes<T>(t: &T) -> &[u8] { unsafe { std::slice::from_raw_parts(t as *const T as *const u8, std::mem::size_of::<T>()) } }\n\
         fn hex(b: &[u8]) -> String { b.iter().map(|x| format!(\"{x:02x}\")).collect() }\n\
         fn er_of(v: u64) -> er { match v & 3 { 0 => er::ER0, 1 => er::ER1, 2 => er::ER2, _ => er::ER3 } }\n\
         fn check(m: &mut u64, rec: &str, k: usize, what: &str, got: i64, want: i64) {\n\
         \x20   if got != want { println!(\"MISMATCH {rec}[{k}] {what}: rust {got} C {want}\"); *m += 1; }\n}\n\
         fn check_bytes(m: &mut u64, rec: &str, k: usize, what: &str, got: &[u8], want: &[u8]) {\n\
         \x20   if got != want { println!(\"MISMATCH {rec}[{k}] {what}: rust {} C {}\", hex(got), hex(want)); *m += 1; }\n}\n\
         fn main() {\n\
         \x20   let args: Vec<String> = std::env::args().collect();\n\
         \x20   let text = std::fs::read_to_string(&args[1]).unwrap();\n\
         \x20   let lines: Vec<Line> = text.lines().map(|l| {\n\
         \x20       let mut it = l.split_whitespace();\n\
         \x20       let _id = it.next().unwrap();\n\
         \x20       let _k = it.next().unwrap();\n\
         \x20       let h = it.next().unwrap();\n\
         \x20       let bytes = (0..h.len() / 2).map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap()).collect();\n\
         \x20       Line { bytes, vals: it.map(|v| v.parse().unwrap()).collect() }\n\
         \x20   }).collect();\n\
         \x20   let mut m = 0u64;\n\
         \x20   let mut out = String::new();\n\
         \x20   let mut checks = 0u64;\n",
    );
    for i in 0..recs.len() {
        writeln!(
            s,
            "    checks += rec{i}(&lines[{i} * {VALUE_SETS}..], &mut m, &mut out);"
        )
        .unwrap();
    }
    s.push_str(
        "    std::fs::write(&args[2], out).unwrap();\n\
         \x20   println!(\"rust checks: {checks}\");\n\
         \x20   println!(\"rust mismatches: {m}\");\n\
         \x20   std::process::exit(if m == 0 { 0 } else { 1 });\n}\n",
    );
    for (i, r) in recs.iter().enumerate() {
        let n = &r.name;
        let width = r.members.len();
        let sets: Vec<String> = r
            .values
            .iter()
            .map(|set| {
                format!(
                    "[{}]",
                    set.iter()
                        .map(|v| format!("0x{v:x}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
            .collect();
        writeln!(
            s,
            "const VALS{i}: [[u64; {width}]; {VALUE_SETS}] = [{}];",
            sets.join(", ")
        )
        .unwrap();
        if opaque.contains(n) {
            // No accessors to test: hand C its own bytes back.
            writeln!(
                s,
                "fn rec{i}(lines: &[Line], m: &mut u64, out: &mut String) -> u64 {{\n    for k in 0..{VALUE_SETS} {{ out.push_str(&format!(\"{i} {{k}} {{}}\\n\", hex(&lines[k].bytes))); }}\n    0\n}}"
            )
            .unwrap();
            continue;
        }
        writeln!(s, "fn rec{i}(lines: &[Line], m: &mut u64, out: &mut String) -> u64 {{\n    let mut checks = 0;").unwrap();
        writeln!(
            s,
            "    for k in 0..{VALUE_SETS} {{\n    let l = &lines[k];\n    let v = &VALS{i}[k];"
        )
        .unwrap();
        writeln!(s, "    if l.bytes.len() != std::mem::size_of::<{n}>() {{ println!(\"MISMATCH {n} size\"); *m += 1; return 1; }}").unwrap();
        writeln!(s, "    let s: {n} = unsafe {{ std::ptr::read_unaligned(l.bytes.as_ptr() as *const {n}) }};").unwrap();
        let mut k = 0;
        for mem in &r.members {
            if let Member::Bits { name, ty, .. } = mem {
                let g = getter_name(name);
                let get = rust_value(ty, &format!("s.{g}()"));
                let raw = rust_value(ty, &format!("unsafe {{ {n}::{g}_raw(&s) }}"));
                writeln!(
                    s,
                    "    check(m, \"{n}\", k, \"{g}()\", {get}, l.vals[{k}]);"
                )
                .unwrap();
                writeln!(
                    s,
                    "    check(m, \"{n}\", k, \"{g}_raw()\", {raw}, l.vals[{k}]);"
                )
                .unwrap();
                writeln!(s, "    checks += 2;").unwrap();
                k += 1;
            }
        }
        // Setters. An ordinary member of a union wrapper is a
        // `__BindgenUnionField`, written through `as_mut`.
        let plain = |place: &str, name: &str| {
            if wrappers.contains(n) {
                format!("*{place}.{name}.as_mut()")
            } else {
                format!("{place}.{name}")
            }
        };
        writeln!(s, "    let mut t: {n} = unsafe {{ std::mem::zeroed() }};").unwrap();
        for (j, mem) in r.members.iter().enumerate() {
            match mem {
                Member::Bits { name, ty, .. } => {
                    writeln!(s, "    t.set_{name}({});", rust_arg(ty, j)).unwrap()
                }
                Member::Plain { name, .. } => {
                    writeln!(s, "    unsafe {{ {} = v[{j}] as _ }};", plain("t", name)).unwrap()
                }
                Member::Unnamed { .. } => {}
            }
        }
        writeln!(
            s,
            "    check_bytes(m, \"{n}\", k, \"setters\", as_bytes(&t), &l.bytes);"
        )
        .unwrap();
        // Raw setters.
        writeln!(
            s,
            "    let mut u: {n} = unsafe {{ std::mem::zeroed() }};\n    let up: *mut {n} = &mut u;"
        )
        .unwrap();
        for (j, mem) in r.members.iter().enumerate() {
            match mem {
                Member::Bits { name, ty, .. } => writeln!(
                    s,
                    "    unsafe {{ {n}::set_{name}_raw(up, {}) }};",
                    rust_arg(ty, j)
                )
                .unwrap(),
                Member::Plain { name, .. } => writeln!(
                    s,
                    "    unsafe {{ {} = v[{j}] as _ }};",
                    plain("(*up)", name)
                )
                .unwrap(),
                Member::Unnamed { .. } => {}
            }
        }
        writeln!(s, "    check_bytes(m, \"{n}\", k, \"raw setters\", as_bytes(&u), &l.bytes);\n    checks += 2;").unwrap();
        // Constructors (structs: units never overlap, so order does not matter).
        if !r.is_union {
            let args_by_name: HashMap<String, String> = r
                .members
                .iter()
                .enumerate()
                .filter_map(|(j, mem)| match mem {
                    Member::Bits { name, ty, .. } => Some((getter_name(name), rust_arg(ty, j))),
                    _ => None,
                })
                .collect();
            writeln!(s, "    let mut w: {n} = unsafe {{ std::mem::zeroed() }};").unwrap();
            for (ctor, params) in ctors.get(n.as_str()).map(Vec::as_slice).unwrap_or(&[]) {
                let unit = ctor.trim_start_matches("new_");
                let args: Vec<&str> = params
                    .iter()
                    .map(|p| args_by_name.get(p).map_or("/* unknown */", String::as_str))
                    .collect();
                writeln!(s, "    w._{unit} = {n}::{ctor}({});", args.join(", ")).unwrap();
            }
            for (j, mem) in r.members.iter().enumerate() {
                if let Member::Plain { name, .. } = mem {
                    writeln!(s, "    w.{name} = v[{j}] as _;").unwrap();
                }
            }
            writeln!(s, "    check_bytes(m, \"{n}\", k, \"constructors\", as_bytes(&w), &l.bytes);\n    checks += 1;").unwrap();
        }
        writeln!(s, "    out.push_str(&format!(\"{i} {{k}} {{}}\\n\", hex(as_bytes(&t))));\n    }}\n    checks\n}}").unwrap();
    }
    s
}

fn tool(var: &str, default: &str) -> String {
    env::var(var).unwrap_or_else(|_| default.to_owned())
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        let mismatches: Vec<&str> = stdout
            .lines()
            .filter(|l| l.starts_with("MISMATCH"))
            .take(40)
            .collect();
        panic!(
            "{what} failed ({}):\n{}\n{}",
            out.status,
            if mismatches.is_empty() {
                &stdout[..stdout.len().min(4000)]
            } else {
                ""
            },
            mismatches.join("\n") + "\n" + &String::from_utf8_lossy(&out.stderr)
        );
    }
    stdout
}

/// Runs one batch in `dir`; returns the number of Rust checks and of
/// records emitted opaque.
fn batch(dir: &Path, recs: &[Rec]) -> (u64, usize) {
    fs::create_dir_all(dir).unwrap();
    let header = dir.join("bf.h");
    fs::write(&header, header_text(recs)).unwrap();
    let bindings = bindgen::Builder::default()
        .header(header.to_str().unwrap())
        .newtype_enum("es")
        .rustified_enum("er")
        .generate()
        .unwrap_or_else(|e| panic!("bindgen failed on {}: {e}", header.display()))
        .to_string();
    fs::write(dir.join("bindings.rs"), &bindings).unwrap();
    let ctors = constructors(&bindings);
    let opaque = opaque_records(&bindings);
    let wrappers = wrapper_records(&bindings);
    for r in recs {
        // A `tail[0]` union is a wrapper, and nothing else is.
        assert_eq!(
            wrappers.contains(&r.name),
            r.flex_tail && !opaque.contains(&r.name),
            "{}: union wrapper or not; see {}",
            r.name,
            header.display()
        );
    }
    // Only `packed` + `aligned(N)` may be inexpressible (Rust cannot combine
    // `packed` and `align`, see the book); everything else must get accessors.
    for r in recs {
        if opaque.contains(&r.name) {
            assert!(
                matches!(r.packing, Packing::Attr) && r.aligned.is_some(),
                "{} became opaque; see {}",
                r.name,
                header.display()
            );
        }
    }
    fs::write(dir.join("c.c"), c_program(recs)).unwrap();
    fs::write(
        dir.join("main.rs"),
        rust_program(recs, &ctors, &opaque, &wrappers),
    )
    .unwrap();

    let cbin = dir.join("c");
    run(
        Command::new(tool("CLANG", "clang"))
            .arg("-O0")
            .arg("-w")
            .arg("-o")
            .arg(&cbin)
            .arg(dir.join("c.c")),
        "clang",
    );
    let rbin = dir.join("r");
    run(
        Command::new(tool("RUSTC", "rustc"))
            .args([
                "--edition",
                "2021",
                "-C",
                "opt-level=0",
                "-C",
                "debug-assertions=on",
                "-C",
                "overflow-checks=on",
            ])
            .arg("-o")
            .arg(&rbin)
            .arg(dir.join("main.rs")),
        "rustc",
    );
    let c_out = run(&mut Command::new(&cbin), "C writer");
    let c_file = dir.join("c_bytes.txt");
    fs::write(&c_file, &c_out).unwrap();
    let r_file = dir.join("rust_bytes.txt");
    let r_out = run(
        Command::new(&rbin).arg(&c_file).arg(&r_file),
        "Rust reader/writer",
    );
    run(Command::new(&cbin).arg(&r_file), "C reader");
    let checks = r_out
        .lines()
        .find_map(|l| l.strip_prefix("rust checks: "))
        .and_then(|n| n.trim().parse().ok())
        .expect("rust check count");
    (checks, opaque.len())
}

fn have(tool_name: &str) -> bool {
    Command::new(tool_name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn bitfields_match_clang() {
    let clang = tool("CLANG", "clang");
    if !have(&clang) || !have(&tool("RUSTC", "rustc")) {
        bindgen_tests::tool_missing("bitfields_match_clang", "clang and rustc");
        return;
    }
    let seed = env::var("BITFIELD_DIFF_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_SEED);
    let total = env::var("BITFIELD_DIFF_RECORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_RECORDS);
    let mut rng = Rng(seed);
    let types = bit_types((std::mem::size_of::<std::os::raw::c_long>() * 8) as u32);
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bitfield_differential");
    let types_total = total.div_ceil(VALUE_SETS);
    let mut done = 0;
    let mut checks = 0;
    let mut opaque = 0;
    let mut batch_no = 0;
    while done < types_total {
        let n = TYPES_PER_BATCH.min(types_total - done);
        let recs: Vec<Rec> = (0..n)
            .map(|i| random_rec(&mut rng, done + i, &types))
            .collect();
        let dir = root.join(format!("seed{seed}-batch{batch_no}"));
        let (c, o) = batch(&dir, &recs);
        checks += c;
        opaque += o;
        done += n;
        batch_no += 1;
    }
    let done = done * VALUE_SETS;
    println!(
        "bitfield_differential: seed {seed}, {done} records, {checks} Rust-side checks, 0 mismatches \
         ({opaque} packed+aligned types emitted opaque, {} records not checked)",
        opaque * VALUE_SETS
    );
}

/// Whether `rustc` has the standard library for `target`.
fn rust_target_installed(rustc: &str, target: &str) -> bool {
    let Ok(out) = Command::new(rustc)
        .args(["--print", "target-libdir", "--target", target])
        .output()
    else {
        return false;
    };
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    fs::read_dir(&dir).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy().starts_with("libcore-"))
    })
}

#[test]
fn bitfield_layouts_cross_targets() {
    let rustc = tool("RUSTC", "rustc");
    if !have(&rustc) {
        bindgen_tests::tool_missing("bitfield_layouts_cross_targets", "rustc");
        return;
    }
    let seed = env::var("BITFIELD_DIFF_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_SEED);
    let total: usize = env::var("BITFIELD_DIFF_RECORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_RECORDS);
    let per_target = (total / 6).max(1);
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bitfield_differential");
    for (target, long_bits) in [
        ("i686-unknown-linux-gnu", 32),
        ("aarch64-unknown-linux-gnu", 64),
    ] {
        if !rust_target_installed(&rustc, target) {
            bindgen_tests::tool_missing(
                "bitfield_layouts_cross_targets",
                &format!("the Rust standard library for {target} (rustup target add {target})"),
            );
            continue;
        }
        let mut rng = Rng(seed ^ u64::from(long_bits) ^ target.len() as u64);
        let types = bit_types(long_bits);
        let recs: Vec<Rec> = (0..per_target)
            .map(|i| random_rec(&mut rng, i, &types))
            .collect();
        let dir = root.join(format!("seed{seed}-{target}"));
        fs::create_dir_all(&dir).unwrap();
        let header = dir.join("bf.h");
        fs::write(&header, header_text(&recs)).unwrap();
        let bindings = bindgen::Builder::default()
            .header(header.to_str().unwrap())
            .clang_arg(format!("--target={target}"))
            .generate()
            .unwrap_or_else(|e| panic!("bindgen failed on {} for {target}: {e}", header.display()))
            .to_string();
        let file = dir.join("bindings.rs");
        fs::write(&file, &bindings).unwrap();
        run(
            Command::new(&rustc)
                .args([
                    "--edition",
                    "2021",
                    "--crate-type",
                    "lib",
                    "--emit",
                    "metadata",
                    "-A",
                    "warnings",
                    "--target",
                    target,
                ])
                .arg("-o")
                .arg(dir.join("libbindings.rmeta"))
                .arg(&file),
            &format!("rustc --target {target}"),
        );
        println!(
            "bitfield_layouts_cross_targets: {target}: {per_target} types, layout checks compiled"
        );
    }
}
