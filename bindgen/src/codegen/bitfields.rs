//! Bitfield accessors: `x`, `set_x`, `x_raw`, `set_x_raw` and `new_bitfield_N`.
//!
//! Getters sign-extend signed fields (upstream does not: a `signed e:5` holding
//! -1 reads as 31 there; we return -1, which is what C reads). Conversions use
//! `as` casts, not `transmute`, except into Rust enums (getter only) and
//! `newtype` enums (both ways), which are not primitive types.
//!
//! Accessor names that would be generated twice in one record (a field named
//! `new_bitfield_1`, fields `x` and `set_x`, ...) are made unique by
//! [`accessor_names`]. Fields wider than 64 bits get no accessors.

use super::{ident, usize_lit, Cx};
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{FieldKind, Record, TypeId, TypeKind};
use crate::options::EnumVariation;
use proc_macro2::TokenStream;
use quote::quote;

/// How a field's value converts to and from the unit's `u64`.
enum Conv {
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

fn conversion(cx: &Cx<'_>, ty: TypeId) -> Conv {
    let ir = cx.ir;
    let resolved = ir.resolve_aliases(ty);
    let size = ir.ty(resolved).layout.map_or(4, |l| l.size);
    match &ir.ty(resolved).kind {
        TypeKind::Bool => Conv::Bool,
        TypeKind::Int(k) => Conv::Int {
            bits: size * 8,
            signed: k.is_signed(),
        },
        TypeKind::Enum(e) => {
            let signed = match &ir.ty(ir.resolve_aliases(e.repr)).kind {
                TypeKind::Int(k) => k.is_signed(),
                _ => false,
            };
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

fn uint_of(bits: u64) -> TokenStream {
    match bits {
        8 => quote!(u8),
        16 => quote!(u16),
        32 => quote!(u32),
        _ => quote!(u64),
    }
}

fn int_of(bits: u64) -> TokenStream {
    match bits {
        8 => quote!(i8),
        16 => quote!(i16),
        32 => quote!(i32),
        _ => quote!(i64),
    }
}

/// `raw` (a `u64` holding `width` bits) as the integer of `bits` bits,
/// sign-extended from bit `width - 1` when `signed`.
fn narrow(raw: TokenStream, bits: u64, signed: bool, width: u32) -> TokenStream {
    if signed {
        let shift = proc_macro2::Literal::u32_unsuffixed(64 - width.min(64));
        let i = int_of(bits);
        quote!((((#raw << #shift) as i64) >> #shift) as #i)
    } else {
        let u = uint_of(bits);
        quote!(#raw as #u)
    }
}

/// Converts the unit's `u64` expression `raw` (holding `width` bits) into the
/// field type. Transmuting forms need an `unsafe` context.
fn from_unit(
    cx: &Cx<'_>,
    conv: &Conv,
    raw: TokenStream,
    width: u32,
    field_ty: &TokenStream,
) -> TokenStream {
    let std = cx.std();
    match conv {
        Conv::Bool => quote!(#raw != 0),
        Conv::Int { bits, signed } => {
            let n = narrow(raw, *bits, *signed, width);
            quote!(#n as #field_ty)
        }
        Conv::Transmute { bits } => {
            let u = uint_of(*bits);
            quote!(#std::mem::transmute::<#u, #field_ty>(#raw as #u))
        }
        Conv::Newtype { bits, signed } => {
            let n = narrow(raw, *bits, *signed, width);
            let int = if *signed {
                int_of(*bits)
            } else {
                uint_of(*bits)
            };
            quote!(#std::mem::transmute::<#int, #field_ty>(#n))
        }
    }
}

/// Converts the field value `val` into the `u64` handed to the unit (only the
/// low `width` bits are stored). Transmuting forms need an `unsafe` context.
fn to_unit(cx: &Cx<'_>, conv: &Conv, val: TokenStream, field_ty: &TokenStream) -> TokenStream {
    let std = cx.std();
    match conv {
        Conv::Bool | Conv::Int { .. } | Conv::Transmute { .. } => quote!(#val as u64),
        Conv::Newtype { bits, .. } => {
            let u = uint_of(*bits);
            quote!(#std::mem::transmute::<#field_ty, #u>(#val) as u64)
        }
    }
}

/// Whether [`from_unit`] produces a transmute.
fn get_needs_unsafe(conv: &Conv) -> bool {
    matches!(conv, Conv::Transmute { .. } | Conv::Newtype { .. })
}

/// Whether [`to_unit`] produces a transmute (a Rust enum converts with `as`).
fn set_needs_unsafe(conv: &Conv) -> bool {
    matches!(conv, Conv::Newtype { .. })
}

/// Method names of one bitfield.
struct AccessorNames {
    getter: String,
    setter: String,
    raw_getter: String,
    raw_setter: String,
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

/// Accessor names for every named bitfield in `plan`, keyed by IR field index.
///
/// Names follow the C name (getter `type_`, setter `set_type`, raw getter
/// `type__raw`, raw setter `set_type_raw`). When one of a field's four names
/// is already taken (by a constructor `new_bitfield_N`, by the constructor's
/// local variable, or by an earlier field's accessor, e.g. fields `x` and
/// `set_x`), `_` is appended to that field's C name until all four are free.
/// Fields are visited in declaration order, so the result is deterministic.
fn accessor_names(
    r: &Record,
    plan: &RecordPlan,
) -> std::collections::HashMap<usize, AccessorNames> {
    let mut taken = std::collections::HashSet::new();
    taken.insert(CTOR_LOCAL.to_string());
    for pf in &plan.fields {
        if let PlannedField::BitfieldUnit { number, .. } = pf {
            taken.insert(format!("new_bitfield_{number}"));
        }
    }
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
            for s in names.all() {
                taken.insert(s.to_string());
            }
            out.insert(k, names);
        }
    }
    out
}

/// The `impl` block with every accessor of a record, if it has bitfields.
///
/// With direct printing, the block is first written as text in rustfmt's
/// layout (see `write_field_text`); only when some accessor has a shape
/// that text does not cover are the tokens built, for rustfmt.
pub(crate) fn accessors(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
) -> Option<TokenStream> {
    let names = accessor_names(r, plan);
    if cx.fast_format() {
        match accessors_in(cx, id, r, plan, &names, Build::Text) {
            Built::Text(text) => return Some(cx.preformatted(text)),
            Built::Nothing => return None,
            Built::Tokens(_) | Built::Unprintable => {}
        }
    }
    match accessors_in(cx, id, r, plan, &names, Build::Tokens) {
        Built::Tokens(tokens) => Some(tokens),
        _ => None,
    }
}

/// What [`accessors_in`] builds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Build {
    Text,
    Tokens,
}

/// What [`accessors_in`] built.
enum Built {
    Text(String),
    Tokens(TokenStream),
    /// Some accessor needs rustfmt (text only).
    Unprintable,
    /// No bitfield has accessors.
    Nothing,
}

fn accessors_in(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    names: &std::collections::HashMap<usize, AccessorNames>,
    build: Build,
) -> Built {
    let mut methods = Vec::new();
    let vis = cx.vis();
    let std = cx.std();
    let raw_ok = cx.opts.rust_target.at_least(51);
    let in_union = matches!(r.kind, crate::ir::RecordKind::Union);
    let tokens = build == Build::Tokens;
    let mut text = String::new();
    // Reported once: by the first (or only) build.
    let report = build == Build::Text || !cx.fast_format();
    for pf in &plan.fields {
        let PlannedField::BitfieldUnit {
            number,
            offset,
            bytes,
            members,
            ..
        } = pf
        else {
            continue;
        };
        let unit = ident(&format!("_bitfield_{number}"));
        let n = usize_lit(*bytes);
        let unit_ty = quote!(__BindgenBitfieldUnit<[u8; #n]>);
        let mut ctor_params = Vec::new();
        let mut ctor_sets = Vec::new();
        for &k in members {
            let f = &r.fields[k];
            let Some(nm) = names.get(&k) else { continue };
            let FieldKind::Bitfield { width } = f.kind else {
                continue;
            };
            if width > 64 {
                // The unit moves at most 64 bits at a time; a wider field
                // (`unsigned __int128 x : 100`) keeps its storage but gets no
                // accessors and no constructor parameter rather than wrong ones.
                if report {
                    crate::error::warn(&format!(
                        "{}: bitfield `{}` is {width} bits wide; no accessors are generated for bitfields wider than 64 bits",
                        cx.an.name(id),
                        f.name.as_deref().unwrap_or("")
                    ));
                }
                continue;
            }
            let bit = f.offset_bits - offset * 8;
            let off = usize_lit(bit);
            let w = proc_macro2::Literal::u8_suffixed(width as u8);
            let fty = cx.ty(f.ty);
            let conv = conversion(cx, f.ty);
            let vis = cx.field_vis(cx.an.name(id), &nm.getter, Some(f.ty));
            let getter = ident(&nm.getter);
            let setter = ident(&nm.setter);
            let raw_getter = ident(&nm.raw_getter);
            let raw_setter = ident(&nm.raw_setter);
            let get_expr = from_unit(cx, &conv, quote!(self.#unit.get(#off, #w)), width, &fty);
            let set_val = to_unit(cx, &conv, quote!(val), &fty);
            // Reading a union's unit field is `unsafe`, as is a transmute.
            let unsafe_get = in_union || get_needs_unsafe(&conv);
            let get_body = if unsafe_get {
                quote!(unsafe { #get_expr })
            } else {
                get_expr
            };
            let set_stmt = quote!(self.#unit.set(#off, #w, #set_val));
            let set_body = if in_union || set_needs_unsafe(&conv) {
                quote!(unsafe { #set_stmt })
            } else {
                set_stmt
            };
            if tokens {
                methods.push(quote! {
                    #[inline]
                    #vis fn #getter(&self) -> #fty { #get_body }
                    #[inline]
                    #vis fn #setter(&mut self, val: #fty) { #set_body }
                });
            }
            if raw_ok && tokens {
                // Statements keep every line short, so rustfmt's layout is
                // predictable and `text` below can reproduce it.
                let raw_get = from_unit(cx, &conv, quote!(raw), width, &fty);
                methods.push(quote! {
                    #[inline]
                    #vis unsafe fn #raw_getter(this: *const Self) -> #fty {
                        unsafe {
                            let unit = #std::ptr::addr_of!((*this).#unit);
                            let raw = <#unit_ty>::raw_get(unit, #off, #w);
                            #raw_get
                        }
                    }
                    #[inline]
                    #vis unsafe fn #raw_setter(this: *mut Self, val: #fty) {
                        unsafe {
                            let unit = #std::ptr::addr_of_mut!((*this).#unit);
                            <#unit_ty>::raw_set(unit, #off, #w, #set_val)
                        }
                    }
                });
            }
            if !tokens {
                let ok = write_field_text(
                    &mut text,
                    &FieldText {
                        vis: &vis,
                        getter: &nm.getter,
                        setter: &nm.setter,
                        raw_getter: &nm.raw_getter,
                        raw_setter: &nm.raw_setter,
                        fty: &fty,
                        get_expr: &get_body,
                        set_stmt: &set_body,
                        raw_expr: raw_ok.then(|| from_unit(cx, &conv, quote!(raw), width, &fty)),
                        std: &std,
                        unit: &unit.to_string(),
                        unit_ty: &unit_ty,
                        off: &off,
                        w: &w,
                        set_val: &set_val,
                    },
                );
                if ok.is_none() {
                    return Built::Unprintable;
                }
            }
            let pname = ident(&nm.getter);
            ctor_params.push(quote!(#pname: #fty));
            let v = to_unit(cx, &conv, quote!(#pname), &fty);
            ctor_sets.push(if set_needs_unsafe(&conv) {
                quote!(__bindgen_bitfield_unit.set(#off, #w, unsafe { #v });)
            } else {
                quote!(__bindgen_bitfield_unit.set(#off, #w, #v);)
            });
        }
        let ctor = ident(&format!("new_bitfield_{number}"));
        // `[u8; N]` is `Default` only up to N = 32; longer units (only when
        // no split point exists, see `analysis::layout`) start from zeroes.
        let init = if *bytes <= 32 {
            quote!(Default::default())
        } else {
            quote!(<#unit_ty>::new([0u8; #n]))
        };
        if !tokens {
            if write_ctor_text(
                &mut text,
                &vis,
                &ctor.to_string(),
                &ctor_params,
                &unit_ty,
                &init,
                &ctor_sets,
            )
            .is_none()
            {
                return Built::Unprintable;
            }
            // Counted, not built.
            methods.push(TokenStream::new());
            continue;
        }
        methods.push(quote! {
            #[inline]
            #vis fn #ctor(#(#ctor_params),*) -> #unit_ty {
                let mut __bindgen_bitfield_unit: #unit_ty = #init;
                #(#ctor_sets)*
                __bindgen_bitfield_unit
            }
        });
    }
    if methods.is_empty() {
        return Built::Nothing;
    }
    let name = ident(cx.an.name(id));
    if !tokens {
        return Built::Text(format!("impl {name} {{\n{text}}}\n"));
    }
    Built::Tokens(quote! {
        impl #name {
            #(#methods)*
        }
    })
}

/// The pieces of one bitfield's four accessors.
struct FieldText<'a> {
    vis: &'a TokenStream,
    getter: &'a str,
    setter: &'a str,
    raw_getter: &'a str,
    raw_setter: &'a str,
    fty: &'a TokenStream,
    get_expr: &'a TokenStream,
    set_stmt: &'a TokenStream,
    raw_expr: Option<TokenStream>,
    std: &'a TokenStream,
    unit: &'a str,
    unit_ty: &'a TokenStream,
    off: &'a TokenStream,
    w: &'a proc_macro2::Literal,
    set_val: &'a TokenStream,
}

/// rustfmt's `max_width`; method-call chains longer than rustfmt's
/// `chain_width` (60) and call argument lists longer than `fn_call_width` (60)
/// would be broken, so such fields fall back to rustfmt.
const WIDTH: usize = 100;
const CHAIN_WIDTH: usize = 60;

fn line(out: &mut String, indent: usize, text: &str, limit: usize) -> Option<()> {
    if indent + text.len() > limit || text.contains('\n') {
        return None;
    }
    out.push_str(&" ".repeat(indent));
    out.push_str(text);
    out.push('\n');
    Some(())
}

fn vis_text(vis: &TokenStream) -> Option<String> {
    let v = super::fastfmt::tokens_text(vis)?;
    Some(if v.is_empty() { v } else { format!("{v} ") })
}

/// Appends the accessors of one field as rustfmt would lay them out; `None`
/// when any line would need breaking.
fn write_field_text(out: &mut String, f: &FieldText<'_>) -> Option<()> {
    use super::fastfmt::tokens_text;
    let vis = vis_text(f.vis)?;
    let fty = tokens_text(f.fty)?;
    let get = tokens_text(f.get_expr)?;
    let set = tokens_text(f.set_stmt)?;
    // A body that is one `unsafe { … }` block stays on one line when it
    // fits (rustfmt's rule for such blocks); other shapes go to rustfmt.
    let simple_unsafe = |t: &str| {
        t.strip_prefix("unsafe { ")
            .and_then(|r| r.strip_suffix(" }"))
            .is_some_and(|inner| !inner.contains(['{', '}']))
    };
    if get.starts_with("unsafe") && !simple_unsafe(&get)
        || set.starts_with("unsafe") && !simple_unsafe(&set)
    {
        return None;
    }
    let chain = format!(
        "self.{}.set({}, {}, {})",
        f.unit,
        tokens_text(f.off)?,
        f.w,
        tokens_text(f.set_val)?
    );
    if chain.len() > CHAIN_WIDTH || get.contains(".get(") && get_chain_len(&get)? > CHAIN_WIDTH {
        return None;
    }
    line(out, 4, "#[inline]", WIDTH)?;
    line(
        out,
        4,
        &format!("{vis}fn {}(&self) -> {fty} {{", f.getter),
        WIDTH - 2,
    )?;
    line(out, 8, &get, WIDTH)?;
    line(out, 4, "}", WIDTH)?;
    line(out, 4, "#[inline]", WIDTH)?;
    line(
        out,
        4,
        &format!("{vis}fn {}(&mut self, val: {fty}) {{", f.setter),
        WIDTH - 2,
    )?;
    line(out, 8, &set, WIDTH)?;
    line(out, 4, "}", WIDTH)?;
    let Some(raw_expr) = &f.raw_expr else {
        return Some(());
    };
    let std = tokens_text(f.std)?;
    let unit_ty = tokens_text(f.unit_ty)?;
    let off = tokens_text(f.off)?;
    let raw = tokens_text(raw_expr)?;
    let set_val = tokens_text(f.set_val)?;
    line(out, 4, "#[inline]", WIDTH)?;
    line(
        out,
        4,
        &format!(
            "{vis}unsafe fn {}(this: *const Self) -> {fty} {{",
            f.raw_getter
        ),
        WIDTH - 2,
    )?;
    line(out, 8, "unsafe {", WIDTH)?;
    line(
        out,
        12,
        &format!("let unit = {std}::ptr::addr_of!((*this).{});", f.unit),
        WIDTH,
    )?;
    line(
        out,
        12,
        &format!("let raw = <{unit_ty}>::raw_get(unit, {off}, {});", f.w),
        WIDTH,
    )?;
    line(out, 12, &raw, WIDTH)?;
    line(out, 8, "}", WIDTH)?;
    line(out, 4, "}", WIDTH)?;
    line(out, 4, "#[inline]", WIDTH)?;
    line(
        out,
        4,
        &format!(
            "{vis}unsafe fn {}(this: *mut Self, val: {fty}) {{",
            f.raw_setter
        ),
        WIDTH - 2,
    )?;
    line(out, 8, "unsafe {", WIDTH)?;
    line(
        out,
        12,
        &format!("let unit = {std}::ptr::addr_of_mut!((*this).{});", f.unit),
        WIDTH,
    )?;
    line(
        out,
        12,
        &format!("<{unit_ty}>::raw_set(unit, {off}, {}, {set_val})", f.w),
        WIDTH,
    )?;
    line(out, 8, "}", WIDTH)?;
    line(out, 4, "}", WIDTH)?;
    Some(())
}

/// Length of the `self.U.get(O, W)` chain inside a getter expression.
fn get_chain_len(get: &str) -> Option<usize> {
    let start = get.find("self.")?;
    let end = get[start..].find(')')? + start + 1;
    Some(end - start)
}

/// Appends `new_bitfield_N` as rustfmt would lay it out, or `None`.
fn write_ctor_text(
    out: &mut String,
    vis: &TokenStream,
    ctor: &str,
    params: &[TokenStream],
    unit_ty: &TokenStream,
    init: &TokenStream,
    sets: &[TokenStream],
) -> Option<()> {
    use super::fastfmt::tokens_text;
    let vis = vis_text(vis)?;
    let unit_ty = tokens_text(unit_ty)?;
    let params: Vec<String> = params.iter().map(tokens_text).collect::<Option<_>>()?;
    line(out, 4, "#[inline]", WIDTH)?;
    let one_line = format!("{vis}fn {ctor}({}) -> {unit_ty} {{", params.join(", "));
    if 4 + one_line.len() <= WIDTH {
        line(out, 4, &one_line, WIDTH)?;
    } else if params.is_empty() {
        return None;
    } else {
        line(out, 4, &format!("{vis}fn {ctor}("), WIDTH)?;
        for p in &params {
            line(out, 8, &format!("{p},"), WIDTH)?;
        }
        line(out, 4, &format!(") -> {unit_ty} {{"), WIDTH)?;
    }
    line(
        out,
        8,
        &format!(
            "let mut __bindgen_bitfield_unit: {unit_ty} = {};",
            tokens_text(init)?
        ),
        WIDTH,
    )?;
    for s in sets {
        let t = tokens_text(s)?;
        // `unit.set(O, W, v)`: the argument list must stay within `fn_call_width`.
        let args = t
            .strip_prefix("__bindgen_bitfield_unit.set(")?
            .strip_suffix(");")?;
        if args.len() > CHAIN_WIDTH || t.contains("unsafe") {
            return None;
        }
        line(out, 8, &t, WIDTH)?;
    }
    line(out, 8, "__bindgen_bitfield_unit", WIDTH)?;
    line(out, 4, "}", WIDTH)?;
    Some(())
}
