//! The prelude of the unit that asks clang the translated macros' types
//! (`fallback/light.rs`): it stands for the inputs, so they are not parsed
//! a second time.
//!
//! It holds, first, a declaration for every name a macro body may use, with
//! what the main parse read from clang: the typedefs it maps onto Rust's
//! integers (`size_t`, `uint64_t`) as the target's types, which clang's
//! predefined macros name; other integer typedefs as their integer
//! type, other complete typedefs, structs and unions as a `char` array of
//! their size and alignment, enumeration constants that fit in `int` with
//! their value, and variables and functions (bound or not) of integer type.
//! Then every
//! macro definition in force at the end of the inputs, as the table holds
//! it. A question naming anything else fails there and is asked again in a
//! unit with the inputs; so does everything when the prelude itself does
//! not compile.

use super::super::model::{CInt, DataModel, TokKind};
use super::super::table::MacroTable;
use super::names::int_of;
use crate::fasthash::FastSet;
use crate::ir::{Ir, RecordKind, TypeId, TypeKind};
use std::collections::HashSet;
use std::fmt::Write as _;

/// C's spelling of an integer type.
fn spelling(c: CInt) -> &'static str {
    match c {
        CInt::Bool => "_Bool",
        CInt::Char => "char",
        CInt::SChar => "signed char",
        CInt::UChar => "unsigned char",
        CInt::Short => "short",
        CInt::UShort => "unsigned short",
        CInt::Int => "int",
        CInt::UInt => "unsigned int",
        CInt::Long => "long",
        CInt::ULong => "unsigned long",
        CInt::LongLong => "long long",
        CInt::ULongLong => "unsigned long long",
        CInt::Int128 => "__int128",
        CInt::UInt128 => "unsigned __int128",
    }
}

/// Names clang declares itself in every unit (redeclaring them is an
/// error).
const CLANG_DECLARES: &[&str] = &[
    "__int128_t",
    "__uint128_t",
    "__NSConstantString",
    "__NSConstantString_tag",
    "__va_list_tag",
];

/// A plain C identifier that clang does not declare itself (IR names of C
/// inputs are identifiers; anything else is left out rather than written
/// into the unit).
fn identifier(name: &str) -> bool {
    !name.starts_with("__builtin_")
        && !CLANG_DECLARES.contains(&name)
        && !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The prelude for `ir` and the macros of `table` still defined at the end
/// (`undefined` lists those that are not).
pub(crate) fn prelude(
    ir: &Ir,
    table: &MacroTable,
    undefined: &HashSet<String>,
    dm: &DataModel,
) -> String {
    let mut out = String::with_capacity(64 * (ir.types.len() + table.objects.len()));
    declarations(ir, dm, &mut out);
    definitions(table, undefined, &mut out);
    out
}

/// The typedefs the parse maps onto Rust's integers (`size_t`, `uint32_t`,
/// ...: no alias in the IR), with the predefined macro naming the target's
/// type for each (`ssize_t` is `ptrdiff_t`'s signed size).
const MAPPED_TYPEDEFS: &[(&str, &str)] = &[
    ("int8_t", "__INT8_TYPE__"),
    ("uint8_t", "__UINT8_TYPE__"),
    ("int16_t", "__INT16_TYPE__"),
    ("uint16_t", "__UINT16_TYPE__"),
    ("int32_t", "__INT32_TYPE__"),
    ("uint32_t", "__UINT32_TYPE__"),
    ("int64_t", "__INT64_TYPE__"),
    ("uint64_t", "__UINT64_TYPE__"),
    ("size_t", "__SIZE_TYPE__"),
    ("ssize_t", "__PTRDIFF_TYPE__"),
    ("intptr_t", "__INTPTR_TYPE__"),
    ("uintptr_t", "__UINTPTR_TYPE__"),
    ("ptrdiff_t", "__PTRDIFF_TYPE__"),
];

fn declarations(ir: &Ir, dm: &DataModel, out: &mut String) {
    // One declaration per name: C's ordinary names and tags.
    let mut ordinary: FastSet<&str> = FastSet::default();
    let mut tags: FastSet<&str> = FastSet::default();
    // Those the inputs declare (the parse met them).
    let met: FastSet<&str> = ir
        .primitive_spellings
        .values()
        .map(String::as_str)
        .collect();
    for (name, ty) in MAPPED_TYPEDEFS {
        if met.contains(name) && ordinary.insert(name) {
            let _ = writeln!(out, "typedef {ty} {name};");
        }
    }
    let int_type = |id: TypeId| match ir.ty(ir.resolve_aliases(id)).kind {
        TypeKind::Int(k) => Some(int_of(k, dm)),
        _ => None,
    };
    let blob = |size: u64, align: u64| format!("{{ _Alignas({align}) char __b[{size}]; }}");
    for (i, t) in ir.types.iter().enumerate() {
        match &t.kind {
            TypeKind::Alias { name, .. } if identifier(name) && ordinary.insert(name) => {
                let target = ir.ty(ir.resolve_aliases(TypeId(i)));
                match (&target.kind, target.layout) {
                    (TypeKind::Int(k), _) => {
                        let _ = writeln!(out, "typedef {} {name};", spelling(int_of(*k, dm)));
                    }
                    (_, Some(l)) if l.align > 0 => {
                        let _ = writeln!(out, "typedef struct {} {name};", blob(l.size, l.align));
                    }
                    _ => {}
                }
            }
            TypeKind::Record(r) => {
                let (Some(name), Some(l)) = (&r.name, t.layout) else {
                    continue;
                };
                if identifier(name) && l.align > 0 && tags.insert(name) {
                    let kind = match r.kind {
                        RecordKind::Struct => "struct",
                        RecordKind::Union => "union",
                    };
                    let _ = writeln!(out, "{kind} {name} {};", blob(l.size, l.align));
                }
            }
            TypeKind::Enum(e) => {
                for v in &e.variants {
                    if i32::try_from(v.value).is_ok()
                        && identifier(&v.name)
                        && ordinary.insert(&v.name)
                    {
                        let _ = writeln!(out, "enum {{ {} = {} }};", v.name, v.value);
                    }
                }
            }
            _ => {}
        }
    }
    for v in &ir.vars {
        if let Some(c) = int_type(v.ty) {
            if identifier(&v.name) && ordinary.insert(&v.name) {
                let _ = writeln!(out, "extern {} {};", spelling(c), v.name);
            }
        }
    }
    // Without a prototype: any call compiles, and its type is the return
    // type (what the run-time arm of `__builtin_constant_p(x) ? A : f(x)`
    // needs).
    for f in &ir.functions {
        if let Some(c) = int_type(f.sig.ret) {
            if identifier(&f.name) && ordinary.insert(&f.name) {
                let _ = writeln!(out, "{} {}();", spelling(c), f.name);
            }
        }
    }
    for (name, ret) in &ir.unbound_int_functions {
        if identifier(name) && ordinary.insert(name) {
            let _ = writeln!(out, "{ret} {name}();");
        }
    }
}

fn definitions(table: &MacroTable, undefined: &HashSet<String>, out: &mut String) {
    let body = |toks: &[super::super::model::Tok], out: &mut String| {
        for t in toks.iter().filter(|t| t.kind != TokKind::Comment) {
            out.push(' ');
            out.push_str(&t.text);
        }
        out.push('\n');
    };
    for d in &table.objects {
        if !undefined.contains(&d.name) {
            let _ = write!(out, "#define {}", d.name);
            body(&d.body, out);
        }
    }
    for name in &table.function_order {
        let Some(m) = table.functions.get(name) else {
            continue;
        };
        let mut params = m.params.clone();
        if m.variadic {
            // GNU's named form (`args...`) when the body does not use
            // `__VA_ARGS__`.
            let standard = m.body.iter().any(|t| t.text == "__VA_ARGS__");
            match params.last_mut() {
                Some(last) if !standard => last.push_str("..."),
                _ => params.push("...".into()),
            }
        }
        let _ = write!(out, "#define {name}({})", params.join(", "));
        body(&m.body, out);
    }
}

#[cfg(test)]
mod tests {
    use super::super::clang_types::ASKED_WITH_INPUTS;

    /// Generates with `--generate-fn-macros`; returns the output and how many
    /// functions had to be asked in a unit with the inputs.
    fn generate(header: &str) -> (String, usize) {
        ASKED_WITH_INPUTS.with(|n| n.set(0));
        let out = crate::builder()
            .header_contents("type_unit.h", header)
            .generate_fn_macros(true)
            .formatter(crate::Formatter::None)
            .generate()
            .expect("generates")
            .to_string();
        (out, ASKED_WITH_INPUTS.with(|n| n.get()))
    }

    #[test]
    fn every_name_a_macro_uses_is_in_the_short_unit() {
        let (out, asked) = generate(
            "#include <stdint.h>\n#include <stddef.h>\n\
             typedef unsigned short u16;\n\
             typedef u16 port_t;\n\
             struct pair { int a; char b; };\n\
             union either { long l; char c[12]; };\n\
             typedef struct { char x[3]; } three;\n\
             enum mode { MODE_A = 2, MODE_B = 7 };\n\
             extern unsigned int never_defined;\n\
             static inline unsigned long slow_swap(unsigned long v) { return v; }\n\
             #define PORT(x) ((port_t)(x) + MODE_B)\n\
             #define SIZES(x) ((x) + sizeof(struct pair) + sizeof(union either) + sizeof(three))\n\
             #define WIDE(x) ((uint64_t)(x) << 3)\n\
             #define BYTES(n) ((size_t)(n) * sizeof(int32_t))\n\
             #define SWAP(v) (__builtin_constant_p(v) ? (unsigned long)(v) : slow_swap(v))\n\
             #define NAMED(fmt, args...) (fmt)\n\
             #define VIA_NAMED(x) NAMED(x, 1, 2)\n",
        );
        for f in ["PORT", "SIZES", "WIDE", "BYTES", "SWAP", "VIA_NAMED"] {
            assert!(
                out.contains(&format!("pub const fn {f} ")),
                "{f} missing:\n{out}"
            );
        }
        assert_eq!(asked, 0, "asked with the inputs:\n{out}");
    }

    #[test]
    fn what_the_short_unit_lacks_is_asked_with_the_inputs() {
        // A function returning a pointer is not declared in the short unit.
        let (out, asked) = generate(
            "static inline int *where(int x) { (void)x; return 0; }\n\
             #define PICK(x) (__builtin_constant_p(x) ? (x) : (where(x) != 0))\n",
        );
        assert!(out.contains("pub const fn PICK "), "{out}");
        assert_eq!(asked, 1);
    }
}
