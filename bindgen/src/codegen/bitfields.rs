//! Bitfield accessor pieces: `x`, `set_x`, `x_raw`, `set_x_raw` and `new_bitfield_N`
//! (conversions, names, unit calls; `bitfields_text.rs` writes the block).
//!
//! Getters sign-extend signed fields (upstream does not: a `signed e:5` holding
//! -1 reads as 31 there; we return -1, which is what C reads). Conversions use
//! `as` casts, not `transmute`, except into Rust enums (getter only) and
//! `newtype` enums (both ways), which are not primitive types.
//!
//! Accessor names that would be generated twice in one record (a field named
//! `new_bitfield_1`, fields `x` and `set_x`, ...) are made unique by
//! [`accessor_names`]. Fields wider than 64 bits get no accessors.

use super::cx::Cx;
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{FieldKind, Record, TypeId, TypeKind};
use crate::options::EnumVariation;

/// How a field's value converts to and from the unit's `u64`.
pub(super) enum Conv {
    Bool,
    /// An integer type (or an alias of one, e.g. a `consts`-style enum).
    Int {
        bits: u64,
        signed: bool,
    },
    /// A Rust `enum`: transmuted from the unsigned integer of its size.
    Transmute {
        bits: u64,
    },
    /// A `#[repr(transparent)]` newtype over an integer: transmuted from and
    /// to the integer (sign-extended first when the integer is signed).
    Newtype {
        bits: u64,
        signed: bool,
    },
}

pub(super) fn conversion(cx: &Cx<'_>, ty: TypeId) -> Conv {
    let ir = cx.ir;
    let resolved = ir.resolve_aliases(ty);
    let size = ir.ty(resolved).layout.map_or(4, |l| l.size);
    // A typedef emitted as a newtype struct (`--new-type-alias`, ...), here
    // or further down the typedef chain, is spelled as that struct.
    let newtype = crate::fixpoint::walk("the typedef chain of a bitfield", ty, |a| {
        use crate::fixpoint::Step;
        if super::shapes::is_newtype_alias(cx, a) {
            return Step::Done(true);
        }
        match &ir.ty(a).kind {
            TypeKind::Alias { target, .. } => Step::Next(*target),
            _ => Step::Done(false),
        }
    });
    if newtype == Some(true) {
        let signed = matches!(&ir.ty(resolved).kind, TypeKind::Int(k) if k.is_signed());
        return Conv::Newtype {
            bits: size * 8,
            signed,
        };
    }
    match &ir.ty(resolved).kind {
        TypeKind::Bool => Conv::Bool,
        TypeKind::Int(k) => Conv::Int {
            bits: size * 8,
            signed: k.is_signed(),
        },
        TypeKind::Enum(e) => {
            let repr = &ir.ty(ir.resolve_aliases(e.repr)).kind;
            let signed = match repr {
                TypeKind::Int(k) => k.is_signed(),
                _ => false,
            };
            // An enum over `bool` whose constants are `bool`s (an alias of
            // `bool`, not a newtype or Rust enum) converts as a `bool`.
            let bool_alias =
                matches!(repr, TypeKind::Bool) && !cx.opts.translate_enum_integer_types;
            match super::enums::style(cx, resolved) {
                EnumVariation::Rust { .. } if !super::enums::uses_raw_type(cx, resolved) => {
                    Conv::Transmute { bits: size * 8 }
                }
                EnumVariation::NewType { .. } => Conv::Newtype {
                    bits: size * 8,
                    signed,
                },
                // Rustified with `raw_ffi`: the accessors use the raw `_ctype` newtype.
                EnumVariation::Rust { .. } => Conv::Newtype {
                    bits: size * 8,
                    signed,
                },
                _ if bool_alias => Conv::Bool,
                _ => Conv::Int {
                    bits: size * 8,
                    signed,
                },
            }
        }
        _ => Conv::Int {
            bits: size * 8,
            signed: false,
        },
    }
}

fn uint_of(bits: u64) -> &'static str {
    match bits {
        8 => "u8",
        16 => "u16",
        32 => "u32",
        _ => "u64",
    }
}

fn int_of(bits: u64) -> &'static str {
    match bits {
        8 => "i8",
        16 => "i16",
        32 => "i32",
        _ => "i64",
    }
}

/// `raw` (a `u64` holding `width` bits) as the integer of `bits` bits,
/// sign-extended from bit `width - 1` when `signed`.
fn narrow(raw: &str, bits: u64, signed: bool, width: u32) -> String {
    if signed {
        let shift = 64 - width.min(64);
        format!(
            "((({raw} << {shift}) as i64) >> {shift}) as {}",
            int_of(bits)
        )
    } else {
        format!("{raw} as {}", uint_of(bits))
    }
}

/// Converts the unit's `u64` expression `raw` (holding `width` bits) into
/// the field type `fty`, as text (the token path parses it). Transmuting
/// forms need an `unsafe` context.
pub(super) fn from_unit(std: &str, conv: &Conv, raw: &str, width: u32, fty: &str) -> String {
    match conv {
        Conv::Bool => format!("{raw} != 0"),
        Conv::Int { bits, signed } => format!("{} as {fty}", narrow(raw, *bits, *signed, width)),
        Conv::Transmute { bits } => {
            let u = uint_of(*bits);
            format!("{std}::mem::transmute::<{u}, {fty}>({raw} as {u})")
        }
        Conv::Newtype { bits, signed } => {
            let int = if *signed {
                int_of(*bits)
            } else {
                uint_of(*bits)
            };
            format!(
                "{std}::mem::transmute::<{int}, {fty}>({})",
                narrow(raw, *bits, *signed, width)
            )
        }
    }
}

/// Converts the field value `val` into the `u64` handed to the unit (only
/// the low `width` bits are stored), as text. Transmuting forms need an
/// `unsafe` context.
pub(super) fn to_unit(std: &str, conv: &Conv, val: &str, fty: &str) -> String {
    match conv {
        Conv::Bool | Conv::Int { .. } | Conv::Transmute { .. } => format!("{val} as u64"),
        Conv::Newtype { bits, .. } => format!(
            "{std}::mem::transmute::<{fty}, {}>({val}) as u64",
            uint_of(*bits)
        ),
    }
}

/// Whether [`from_unit`] produces a transmute.
pub(super) fn get_needs_unsafe(conv: &Conv) -> bool {
    matches!(conv, Conv::Transmute { .. } | Conv::Newtype { .. })
}

/// Whether [`to_unit`] produces a transmute (a Rust enum converts with `as`).
pub(super) fn set_needs_unsafe(conv: &Conv) -> bool {
    matches!(conv, Conv::Newtype { .. })
}

/// Accessor names by IR field index.
pub(super) type AccessorMap = std::collections::HashMap<usize, AccessorNames>;

/// One storage unit of a record's bitfields.
pub(super) struct Unit<'p> {
    pub number: usize,
    /// Byte offset of the unit in the record.
    pub offset: u64,
    pub bytes: u64,
    /// IR field indices stored in the unit.
    pub members: &'p [usize],
}

/// The bitfield units of a plan, in order.
pub(super) fn units(plan: &RecordPlan) -> impl Iterator<Item = Unit<'_>> {
    plan.fields.iter().filter_map(|pf| match pf {
        PlannedField::BitfieldUnit {
            number,
            offset,
            bytes,
            members,
            ..
        } => Some(Unit {
            number: *number,
            offset: *offset,
            bytes: *bytes,
            members,
        }),
        _ => None,
    })
}

/// A unit's fields that get accessors: the field's index and the field, its
/// names, its width and its bit offset in the unit.
pub(super) fn accessor_fields<'a>(
    r: &'a Record,
    names: &'a AccessorMap,
    unit: &'a Unit<'_>,
) -> impl Iterator<Item = (usize, &'a crate::ir::Field, &'a AccessorNames, u32, u64)> + 'a {
    unit.members.iter().filter_map(move |&k| {
        let f = &r.fields[k];
        let nm = names.get(&k)?;
        match f.kind {
            FieldKind::Bitfield { width } if !too_wide(width) => {
                Some((k, f, nm, width, f.offset_bits - unit.offset * 8))
            }
            _ => None,
        }
    })
}

/// Method names of one bitfield.
pub(super) struct AccessorNames {
    pub getter: String,
    pub setter: String,
    pub raw_getter: String,
    pub raw_setter: String,
}

impl AccessorNames {
    fn from_base(base: &str) -> AccessorNames {
        let escaped = crate::analysis::escape_ident(base);
        AccessorNames {
            getter: escaped.clone(),
            setter: format!("set_{base}"),
            raw_getter: format!("{escaped}_raw"),
            raw_setter: format!("set_{base}_raw"),
        }
    }

    fn all(&self) -> [&str; 4] {
        [
            &self.getter,
            &self.setter,
            &self.raw_getter,
            &self.raw_setter,
        ]
    }
}

/// The constructor's local variable; no parameter may take this name.
const CTOR_LOCAL: &str = "__bindgen_bitfield_unit";

/// A C++ class's accessors give way to its methods: a getter or setter
/// whose name (or `_raw` name) is a method's gets `_bindgen_bitfield`
/// appended before its `_raw` (`type__bindgen_bitfield` next to a method
/// `type_()`), as upstream renames getters and setters that are named like
/// a method.
fn avoid_methods(
    mut names: AccessorNames,
    methods: &std::collections::HashSet<String>,
    taken: &std::collections::HashSet<String>,
) -> AccessorNames {
    let clash = |name: &str, raw: &str| methods.contains(name) || methods.contains(raw);
    let rename = |name: &str| {
        let mut n = format!("{name}_bindgen_bitfield");
        while methods.contains(&n) || taken.contains(&n) || methods.contains(&format!("{n}_raw")) {
            n.push('_');
        }
        let raw = format!("{n}_raw");
        (n, raw)
    };
    if clash(&names.getter, &names.raw_getter) {
        (names.getter, names.raw_getter) = rename(&names.getter);
    }
    if clash(&names.setter, &names.raw_setter) {
        (names.setter, names.raw_setter) = rename(&names.setter);
    }
    names
}

/// The names of the record's bitfield constructors, `new_bitfield_N`.
pub(super) fn constructor_names(plan: &RecordPlan) -> Vec<String> {
    plan.fields
        .iter()
        .filter_map(|pf| match pf {
            PlannedField::BitfieldUnit { number, .. } => Some(format!("new_bitfield_{number}")),
            _ => None,
        })
        .collect()
}

/// Accessor names for every named bitfield in `plan`, keyed by IR field index.
///
/// Names follow the C name (getter `type_`, setter `set_type`, raw getter
/// `type__raw`, raw setter `set_type_raw`). When one of a field's four names
/// is already taken (by a constructor `new_bitfield_N`, by the constructor's
/// local variable, or by an earlier field's accessor, e.g. fields `x` and
/// `set_x`), `_` is appended to that field's C name until all four are free.
/// Fields are visited in declaration order, so the result is deterministic.
pub(super) fn accessor_names(
    r: &Record,
    plan: &RecordPlan,
    methods: &std::collections::HashSet<String>,
) -> AccessorMap {
    let mut taken = std::collections::HashSet::new();
    taken.insert(CTOR_LOCAL.to_string());
    taken.extend(constructor_names(plan));
    let mut out = std::collections::HashMap::new();
    for pf in &plan.fields {
        let PlannedField::BitfieldUnit { members, .. } = pf else {
            continue;
        };
        for &k in members {
            let Some(cname) = &r.fields[k].name else {
                continue;
            };
            let mut base = cname.clone();
            let names = loop {
                let n = AccessorNames::from_base(&base);
                if n.all().iter().all(|s| !taken.contains(*s)) {
                    break n;
                }
                base.push('_');
            };
            let names = avoid_methods(names, methods, &taken);
            for s in names.all() {
                taken.insert(s.to_string());
            }
            out.insert(k, names);
        }
    }
    out
}

/// Whether a bitfield is too wide for accessors. The unit moves at most 64
/// bits at a time; a wider field (`unsigned __int128 x : 100`) keeps its
/// storage but gets no accessors and no constructor parameter rather than
/// wrong ones.
pub(super) fn too_wide(width: u32) -> bool {
    width > 64
}

/// `recv.get_const::<O, W>()`: the unit's read with the field's position as
/// const parameters, so it compiles to fixed shifts and masks. Targets
/// without const generics (below 1.51) use `recv.get(O, W)`.
pub(super) fn unit_get(recv: &str, bit: u64, width: u32, const_ok: bool) -> String {
    if const_ok {
        format!("{recv}.get_const::<{bit}usize, {width}u8>()")
    } else {
        format!("{recv}.get({bit}usize, {width}u8)")
    }
}

/// `recv.set_const::<O, W>(val)`, or `recv.set(O, W, val)` (see [`unit_get`]).
pub(super) fn unit_set(recv: &str, bit: u64, width: u32, val: &str, const_ok: bool) -> String {
    if const_ok {
        format!("{recv}.set_const::<{bit}usize, {width}u8>({val})")
    } else {
        format!("{recv}.set({bit}usize, {width}u8, {val})")
    }
}

/// The raw read through the pointer `__bindgen_unit` (raw accessors need 1.51, so
/// always the const-generic form). The unit's size is inferred from `__bindgen_unit`;
/// `root` is the path prefix of the helper types (`root::` with
/// `--enable-cxx-namespaces`).
pub(super) fn unit_raw_get(root: &str, bit: u64, width: u32) -> String {
    format!("{root}__BindgenBitfieldUnit::raw_get_const::<{bit}usize, {width}u8>(__bindgen_unit)")
}

/// The raw write of `val` through the pointer `__bindgen_unit` (see [`unit_raw_get`]).
pub(super) fn unit_raw_set(root: &str, bit: u64, width: u32, val: &str) -> String {
    format!("{root}__BindgenBitfieldUnit::raw_set_const::<{bit}usize, {width}u8>(__bindgen_unit, {val})")
}

/// The helper types' path prefix as text: `root::` with
/// `--enable-cxx-namespaces`, else nothing.
pub(super) fn root_text(cx: &Cx<'_>) -> &'static str {
    if cx.opts.enable_cxx_namespaces {
        "root::"
    } else {
        ""
    }
}
