//! Bitfield accessors written directly as text in rustfmt's layout.
//!
//! The same methods as `bitfields.rs` builds as tokens, for the common
//! shapes (every line short enough to stay unbroken): building tokens only
//! to print them again was most of a bitfield-heavy header's run. Anything
//! else answers `None` and the tokens go to rustfmt. The golden tests print
//! every expectation both ways and compare.

use super::bitfields::{
    accessor_fields, conversion, from_unit, get_needs_unsafe, set_needs_unsafe, to_unit, units,
    AccessorMap,
};
use super::fastfmt::tokens_text;
use super::{ident, Cx};
use crate::analysis::RecordPlan;
use crate::ir::{Record, TypeId};

/// rustfmt's `max_width`; method-call chains longer than rustfmt's
/// `chain_width` (60) and call argument lists longer than `fn_call_width` (60)
/// would be broken, so such fields fall back to rustfmt.
const WIDTH: usize = 100;
const CHAIN_WIDTH: usize = 60;

/// The whole `impl` block: `Some(None)` when no field has accessors, `None`
/// when some accessor needs rustfmt.
pub(super) fn impl_text(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    names: &AccessorMap,
) -> Option<Option<String>> {
    let std = cx.std_text();
    let raw_ok = cx.opts.rust_target.at_least(51);
    let in_union = matches!(r.kind, crate::ir::RecordKind::Union);
    let mut out = String::new();
    let mut any_unit = false;
    for u in units(plan) {
        any_unit = true;
        let (number, bytes) = (u.number, u.bytes);
        let unit = format!("_bitfield_{number}");
        let unit_ty = format!("__BindgenBitfieldUnit<[u8; {bytes}usize]>");
        let mut ctor_params = Vec::new();
        let mut ctor_sets = Vec::new();
        for (f, nm, width, bit) in accessor_fields(r, names, &u) {
            let off = format!("{bit}usize");
            let w = format!("{width}u8");
            let fty = tokens_text(&cx.ty(f.ty))?;
            let conv = conversion(cx, f.ty);
            let vis = vis_text(&cx.field_vis(cx.an.name(id), &nm.getter, Some(f.ty)))?;
            let get_expr = from_unit(
                std,
                &conv,
                &format!("self.{unit}.get({off}, {w})"),
                width,
                &fty,
            );
            let set_val = to_unit(std, &conv, "val", &fty);
            // Reading a union's unit field is `unsafe`, as is a transmute.
            let get = if in_union || get_needs_unsafe(&conv) {
                format!("unsafe {{ {get_expr} }}")
            } else {
                get_expr
            };
            let set_stmt = format!("self.{unit}.set({off}, {w}, {set_val})");
            let set = if in_union || set_needs_unsafe(&conv) {
                format!("unsafe {{ {set_stmt} }}")
            } else {
                set_stmt
            };
            write_field(
                &mut out,
                &FieldText {
                    vis: &vis,
                    getter: &nm.getter,
                    setter: &nm.setter,
                    raw_getter: &nm.raw_getter,
                    raw_setter: &nm.raw_setter,
                    fty: &fty,
                    get: &get,
                    set: &set,
                    raw_expr: raw_ok.then(|| from_unit(std, &conv, "raw", width, &fty)),
                    std,
                    unit: &unit,
                    unit_ty: &unit_ty,
                    off: &off,
                    w: &w,
                    set_val: &set_val,
                },
            )?;
            let pname = ident(&nm.getter).to_string();
            let v = to_unit(std, &conv, &pname, &fty);
            if set_needs_unsafe(&conv) {
                // An `unsafe` block in the constructor: rustfmt's layout.
                return None;
            }
            ctor_sets.push(format!("__bindgen_bitfield_unit.set({off}, {w}, {v});"));
            ctor_params.push(format!("{pname}: {fty}"));
        }
        // `[u8; N]` is `Default` only up to N = 32; longer units (only when
        // no split point exists, see `analysis::layout`) start from zeroes.
        let init = if bytes <= 32 {
            "Default::default()".to_string()
        } else {
            format!("<{unit_ty}>::new([0u8; {bytes}usize])")
        };
        let vis = vis_text(&cx.vis())?;
        write_ctor(
            &mut out,
            &vis,
            &format!("new_bitfield_{number}"),
            &ctor_params,
            &unit_ty,
            &init,
            &ctor_sets,
        )?;
    }
    if !any_unit {
        return Some(None);
    }
    let name = ident(cx.an.name(id));
    Some(Some(format!("impl {name} {{\n{out}}}\n")))
}

/// The pieces of one bitfield's four accessors.
struct FieldText<'a> {
    vis: &'a str,
    getter: &'a str,
    setter: &'a str,
    raw_getter: &'a str,
    raw_setter: &'a str,
    fty: &'a str,
    get: &'a str,
    set: &'a str,
    raw_expr: Option<String>,
    std: &'a str,
    unit: &'a str,
    unit_ty: &'a str,
    off: &'a str,
    w: &'a str,
    set_val: &'a str,
}

fn line(out: &mut String, indent: usize, text: &str, limit: usize) -> Option<()> {
    if indent + text.len() > limit || text.contains('\n') {
        return None;
    }
    for _ in 0..indent {
        out.push(' ');
    }
    out.push_str(text);
    out.push('\n');
    Some(())
}

/// A visibility followed by a space, or nothing.
fn vis_text(vis: &proc_macro2::TokenStream) -> Option<String> {
    let v = tokens_text(vis)?;
    Some(if v.is_empty() { v } else { format!("{v} ") })
}

/// Appends the accessors of one field as rustfmt would lay them out; `None`
/// when any line would need breaking.
fn write_field(out: &mut String, f: &FieldText<'_>) -> Option<()> {
    let FieldText {
        vis, fty, get, set, ..
    } = *f;
    // A body that is one `unsafe { … }` block stays on one line when it
    // fits (rustfmt's rule for such blocks); other shapes go to rustfmt.
    let simple_unsafe = |t: &str| {
        t.strip_prefix("unsafe { ")
            .and_then(|r| r.strip_suffix(" }"))
            .is_some_and(|inner| !inner.contains(['{', '}']))
    };
    if get.starts_with("unsafe") && !simple_unsafe(get)
        || set.starts_with("unsafe") && !simple_unsafe(set)
    {
        return None;
    }
    let chain_len =
        "self..set(, , )".len() + f.unit.len() + f.off.len() + f.w.len() + f.set_val.len();
    if chain_len > CHAIN_WIDTH || get.contains(".get(") && get_chain_len(get)? > CHAIN_WIDTH {
        return None;
    }
    let one_line_method = |out: &mut String, head: String, body: &str| {
        line(out, 4, "#[inline]", WIDTH)?;
        line(out, 4, &head, WIDTH - 2)?;
        line(out, 8, body, WIDTH)?;
        line(out, 4, "}", WIDTH)
    };
    one_line_method(out, format!("{vis}fn {}(&self) -> {fty} {{", f.getter), get)?;
    one_line_method(
        out,
        format!("{vis}fn {}(&mut self, val: {fty}) {{", f.setter),
        set,
    )?;
    let Some(raw) = &f.raw_expr else {
        return Some(());
    };
    let (std, unit, unit_ty, off, w) = (f.std, f.unit, f.unit_ty, f.off, f.w);
    // `unsafe fn` whose body is one `unsafe` block of statements.
    let raw_method = |out: &mut String, head: String, statements: &[&str]| {
        line(out, 4, "#[inline]", WIDTH)?;
        line(out, 4, &head, WIDTH - 2)?;
        line(out, 8, "unsafe {", WIDTH)?;
        for s in statements {
            line(out, 12, s, WIDTH)?;
        }
        line(out, 8, "}", WIDTH)?;
        line(out, 4, "}", WIDTH)
    };
    raw_method(
        out,
        format!(
            "{vis}unsafe fn {}(this: *const Self) -> {fty} {{",
            f.raw_getter
        ),
        &[
            &format!("let unit = {std}::ptr::addr_of!((*this).{unit});"),
            &format!("let raw = <{unit_ty}>::raw_get(unit, {off}, {w});"),
            raw,
        ],
    )?;
    raw_method(
        out,
        format!(
            "{vis}unsafe fn {}(this: *mut Self, val: {fty}) {{",
            f.raw_setter
        ),
        &[
            &format!("let unit = {std}::ptr::addr_of_mut!((*this).{unit});"),
            &format!("<{unit_ty}>::raw_set(unit, {off}, {w}, {})", f.set_val),
        ],
    )
}

/// Length of the `self.U.get(O, W)` chain inside a getter expression.
fn get_chain_len(get: &str) -> Option<usize> {
    let start = get.find("self.")?;
    let end = get[start..].find(')')? + start + 1;
    Some(end - start)
}

/// Appends `new_bitfield_N` as rustfmt would lay it out, or `None`.
fn write_ctor(
    out: &mut String,
    vis: &str,
    ctor: &str,
    params: &[String],
    unit_ty: &str,
    init: &str,
    sets: &[String],
) -> Option<()> {
    line(out, 4, "#[inline]", WIDTH)?;
    let one_line = format!("{vis}fn {ctor}({}) -> {unit_ty} {{", params.join(", "));
    if 4 + one_line.len() <= WIDTH {
        line(out, 4, &one_line, WIDTH)?;
    } else if params.is_empty() {
        return None;
    } else {
        line(out, 4, &format!("{vis}fn {ctor}("), WIDTH)?;
        for p in params {
            line(out, 8, &format!("{p},"), WIDTH)?;
        }
        line(out, 4, &format!(") -> {unit_ty} {{"), WIDTH)?;
    }
    line(
        out,
        8,
        &format!("let mut __bindgen_bitfield_unit: {unit_ty} = {init};"),
        WIDTH,
    )?;
    for s in sets {
        // `unit.set(O, W, v)`: the argument list must stay within `fn_call_width`.
        let args = s
            .strip_prefix("__bindgen_bitfield_unit.set(")?
            .strip_suffix(");")?;
        if args.len() > CHAIN_WIDTH {
            return None;
        }
        line(out, 8, s, WIDTH)?;
    }
    line(out, 8, "__bindgen_bitfield_unit", WIDTH)?;
    line(out, 4, "}", WIDTH)?;
    Some(())
}
