//! Bitfield accessors written as text: the one place their shape is decided,
//! and the entry point ([`accessors`]) record generation calls.
//!
//! In [`Layout::Rustfmt`] the text is exactly what rustfmt would print, for
//! the common shapes (every line short enough to stay unbroken): building
//! tokens only to print them again was most of a bitfield-heavy header's
//! run; any other shape answers `None`. In [`Layout::Free`] every shape is
//! written, unformatted, and [`accessors`] parses it into tokens for the
//! formatter. The golden tests print every expectation both ways and compare.

use super::bitfields::{
    accessor_fields, accessor_names, constructor_names, conversion, from_unit, get_needs_unsafe,
    root_text, set_needs_unsafe, to_unit, too_wide, unit_get, unit_raw_get, unit_raw_set, unit_set,
    units, AccessorMap,
};
use super::cx::{Cx, Needs, Out};
use super::lines::{fits, tokens_text, CHAIN_WIDTH, MAX_WIDTH};
use super::lits::ident;
use super::model::Item;
use crate::analysis::RecordPlan;
use crate::ir::{FieldKind, Record, TypeId};
use proc_macro2::TokenStream;

// Method-call chains longer than rustfmt's `chain_width` and call argument
// lists longer than `fn_call_width` (both `lines::CHAIN_WIDTH`) would be
// broken, so such fields fall back to rustfmt (lines are held to `MAX_WIDTH`).

/// How the text is laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Layout {
    /// rustfmt's layout with its default settings, or `None`.
    Rustfmt,
    /// Any layout (the text becomes tokens, which a formatter lays out).
    Free,
}

/// The text being written, line by line.
struct Lines {
    out: String,
    layout: Layout,
}

impl Lines {
    /// Appends `text` at `indent`; in rustfmt's layout, `None` when the line
    /// would not fit within `limit`.
    fn line(&mut self, indent: usize, text: &str, limit: usize) -> Option<()> {
        if self.strict() && (indent + text.len() > limit || text.contains('\n')) {
            return None;
        }
        for _ in 0..indent {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.out.push('\n');
        Some(())
    }

    /// Appends a one-expression method body at `indent`. In rustfmt's
    /// layout a cast chain too long for one line is broken as rustfmt breaks
    /// it, before its last `as` with the type on a continuation line four
    /// columns further in (the signed getters' `(...) as i32 as c_int`);
    /// `None` for any other body that does not fit.
    fn body(&mut self, indent: usize, body: &str) -> Option<()> {
        if !self.strict() || fits(indent, body.len()) {
            return self.line(indent, body, MAX_WIDTH);
        }
        let at = body.rfind(" as ")?;
        let (head, cast) = (&body[..at], &body[at + 1..]);
        let depth = head.chars().fold(0i32, |d, c| match c {
            '(' | '[' | '{' => d + 1,
            ')' | ']' | '}' => d - 1,
            _ => d,
        });
        // Only a top-level cast to a plain path is broken this way.
        if depth != 0 || cast["as ".len()..].contains(' ') {
            return None;
        }
        self.line(indent, head, MAX_WIDTH)?;
        self.line(indent + 4, cast, MAX_WIDTH)
    }

    /// Appends the statement `{head} = {rhs};` at `indent`. In rustfmt's
    /// layout a statement too long for one line breaks after its `=`, the
    /// value on the next line four columns further in, when the value fits
    /// there whole (rustfmt prefers that to breaking the value itself);
    /// `None` when neither fits, or when the value is a method chain
    /// (which rustfmt measures against `chain_width` as well).
    fn let_stmt(&mut self, indent: usize, head: &str, rhs: &str) -> Option<()> {
        let whole = format!("{head} = {rhs};");
        if !self.strict() || fits(indent, whole.len()) {
            return self.line(indent, &whole, MAX_WIDTH);
        }
        if rhs.contains(").") {
            return None;
        }
        self.line(indent, &format!("{head} ="), MAX_WIDTH)?;
        self.line(indent + 4, &format!("{rhs};"), MAX_WIDTH)
    }

    /// Whether rustfmt's layout must be kept (else any shape goes).
    fn strict(&self) -> bool {
        self.layout == Layout::Rustfmt
    }

    /// In rustfmt's layout, `None` when `breaks` (rustfmt would break a line
    /// the text keeps whole).
    fn unbroken(&self, breaks: bool) -> Option<()> {
        (!(self.strict() && breaks)).then_some(())
    }

    /// Tokens as text: rustfmt's spelling, or (free layout) any spelling.
    fn tokens(&self, ts: &proc_macro2::TokenStream) -> Option<String> {
        match tokens_text(ts) {
            Some(t) => Some(t),
            None if !self.strict() => Some(ts.to_string()),
            None => None,
        }
    }

    /// A visibility followed by a space, or nothing.
    fn vis(&self, vis: &proc_macro2::TokenStream) -> Option<String> {
        let v = self.tokens(vis)?;
        Some(if v.is_empty() { v } else { format!("{v} ") })
    }
}

/// The whole `impl` block: `Some(None)` when no field has accessors, `None`
/// when some accessor needs rustfmt (only in [`Layout::Rustfmt`]).
pub(super) fn impl_text(
    cx: &Cx<'_>,
    needs: &mut Needs,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    names: &AccessorMap,
    layout: Layout,
) -> Option<Option<String>> {
    let std = cx.std_text();
    // Const generics and `addr_of!` both arrived in Rust 1.51.
    let raw_ok = cx.opts.rust_target.at_least(51);
    let const_ok = raw_ok;
    let in_union = matches!(r.kind, crate::ir::RecordKind::Union);
    // A union emitted as a struct of `__BindgenUnionField`s holds each unit
    // in such a field: reached through `as_ref`/`as_mut`, or a pointer cast.
    let wrapper = super::shapes::is_wrapper_union(cx, id);
    // A `ManuallyDrop` union's unit derefs to the unit; a pointer to it is cast.
    let manually_drop = super::shapes::is_manually_drop_union(cx, id);
    let mut out = Lines {
        out: String::new(),
        layout,
    };
    let mut any_unit = false;
    for u in units(plan) {
        any_unit = true;
        let (number, bytes) = (u.number, u.bytes);
        let unit = format!("self._bitfield_{number}");
        let unit_ty = format!("{}__BindgenBitfieldUnit<[u8; {bytes}usize]>", root_text(cx));
        let (get_unit, set_unit, cast) = if wrapper {
            (
                format!("{unit}.as_ref()"),
                format!("{unit}.as_mut()"),
                format!(".cast::<{unit_ty}>()"),
            )
        } else if manually_drop {
            (unit.clone(), unit, format!(".cast::<{unit_ty}>()"))
        } else {
            (unit.clone(), unit, String::new())
        };
        let mut ctor_params = Vec::new();
        let mut ctor_sets = Vec::new();
        for (k, f, nm, width, bit) in accessor_fields(r, names, &u) {
            let fty = out.tokens(&cx.ty(needs, f.ty))?;
            let conv = conversion(cx, f.ty);
            // A `private` annotation (the field's, else the record's) first.
            let vis = match cx.field_private_by_annotation(id, k) {
                Some(true) => String::new(),
                Some(false) => "pub ".to_string(),
                // `--respect-cxx-access-specs`: a member that is not public
                // gets private accessors, as upstream's.
                None if cx.opts.respect_cxx_access_specs
                    && f.access != crate::ir::Access::Public =>
                {
                    String::new()
                }
                None => out.vis(&cx.field_vis(cx.an.name(id), &nm.getter, Some(f.ty)))?,
            };
            let get_call = unit_get(&get_unit, bit, width, const_ok);
            let get_expr = from_unit(std, &conv, &get_call, width, &fty);
            let set_val = to_unit(std, &conv, "val", &fty);
            // Reading a union's unit field is `unsafe`, as is a transmute.
            let get = if in_union || get_needs_unsafe(&conv) {
                format!("unsafe {{ {get_expr} }}")
            } else {
                get_expr
            };
            let set_call = unit_set(&set_unit, bit, width, &set_val, const_ok);
            let set = if in_union || set_needs_unsafe(&conv) {
                format!("unsafe {{ {set_call} }}")
            } else {
                set_call.clone()
            };
            let raw = raw_ok.then(|| RawText {
                expr: from_unit(std, &conv, "__bindgen_raw", width, &fty),
                unit_field: format!("_bitfield_{number}"),
                cast: cast.clone(),
                read: unit_raw_get(root_text(cx), bit, width),
                write: unit_raw_set(root_text(cx), bit, width, &set_val),
            });
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
                    get_call: &get_call,
                    set_call: &set_call,
                    raw,
                    std,
                },
            )?;
            let pname = ident(&nm.getter).to_string();
            let v = to_unit(std, &conv, &pname, &fty);
            // An `unsafe` block in the constructor: not in rustfmt's layout.
            out.unbroken(set_needs_unsafe(&conv))?;
            let v = if set_needs_unsafe(&conv) {
                format!("unsafe {{ {v} }}")
            } else {
                v
            };
            ctor_sets.push(unit_set(
                "__bindgen_bitfield_unit",
                bit,
                width,
                &v,
                const_ok,
            ));
            ctor_params.push(format!("{pname}: {fty}"));
        }
        // `[u8; N]` is `Default` only up to N = 32; longer units start from
        // zeroes (upstream emits no constructor for them at all).
        let init = if bytes <= 32 {
            "Default::default()".to_string()
        } else {
            format!("<{unit_ty}>::new([0u8; {bytes}usize])")
        };
        // The constructor is as visible as the unit it fills.
        let vis = out.vis(&cx.bitfield_unit_vis(id, u.members))?;
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
    // Under `--flexarray-dst` the accessors belong to the sized form, as
    // upstream writes them.
    let self_ty = match super::shapes::flexible_array_member(cx, needs, r, plan) {
        Some((_, elem)) => format!("{name}<[{}; 0]>", out.tokens(&elem)?),
        None => name.to_string(),
    };
    Some(Some(format!("impl {self_ty} {{\n{}}}\n", out.out)))
}

/// The pieces of one bitfield's four accessors.
struct FieldText<'a> {
    vis: &'a str,
    getter: &'a str,
    setter: &'a str,
    raw_getter: &'a str,
    raw_setter: &'a str,
    fty: &'a str,
    /// Getter and setter bodies.
    get: &'a str,
    set: &'a str,
    /// The unit calls inside them (method chains rustfmt may break).
    get_call: &'a str,
    set_call: &'a str,
    raw: Option<RawText>,
    std: &'a str,
}

/// The raw accessors' pieces: the conversion of `__bindgen_raw`, the unit field's
/// name, and the unit calls through the pointer `__bindgen_unit`.
struct RawText {
    expr: String,
    unit_field: String,
    /// Empty, or `.cast::<Unit>()` from a `__BindgenUnionField` to its unit.
    cast: String,
    read: String,
    write: String,
}

/// Appends the accessors of one field as rustfmt would lay them out; `None`
/// when any line would need breaking.
fn write_field(out: &mut Lines, f: &FieldText<'_>) -> Option<()> {
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
    out.unbroken(
        get.starts_with("unsafe") && !simple_unsafe(get)
            || set.starts_with("unsafe") && !simple_unsafe(set),
    )?;
    // Method chains longer than `chain_width` would be broken.
    out.unbroken(f.get_call.len() > CHAIN_WIDTH || f.set_call.len() > CHAIN_WIDTH)?;
    let one_line_method = |out: &mut Lines, head: String, body: &str| {
        out.line(4, "#[inline]", MAX_WIDTH)?;
        out.line(4, &head, MAX_WIDTH - 2)?;
        out.body(8, body)?;
        out.line(4, "}", MAX_WIDTH)
    };
    one_line_method(out, format!("{vis}fn {}(&self) -> {fty} {{", f.getter), get)?;
    one_line_method(
        out,
        format!("{vis}fn {}(&mut self, val: {fty}) {{", f.setter),
        set,
    )?;
    let Some(raw) = &f.raw else {
        return Some(());
    };
    let (std, unit, cast) = (f.std, &raw.unit_field, &raw.cast);
    // `unsafe fn` whose body is one `unsafe` block of statements: `let`
    // statements (name, value), then the last expression.
    let raw_method = |out: &mut Lines, head: String, lets: &[(&str, &str)], last: &str| {
        out.line(4, "#[inline]", MAX_WIDTH)?;
        out.line(4, &head, MAX_WIDTH - 2)?;
        out.line(8, "unsafe {", MAX_WIDTH)?;
        for (name, value) in lets {
            out.let_stmt(12, &format!("let {name}"), value)?;
        }
        out.line(12, last, MAX_WIDTH)?;
        out.line(8, "}", MAX_WIDTH)?;
        out.line(4, "}", MAX_WIDTH)
    };
    // A call whose argument list exceeds `fn_call_width` would be broken.
    if out.strict()
        && (call_args_len(&raw.read)? > CHAIN_WIDTH || call_args_len(&raw.write)? > CHAIN_WIDTH)
    {
        return None;
    }
    raw_method(
        out,
        format!(
            "{vis}unsafe fn {}(this: *const Self) -> {fty} {{",
            f.raw_getter
        ),
        &[
            (
                "__bindgen_unit",
                &format!("{std}::ptr::addr_of!((*this).{unit}){cast}"),
            ),
            ("__bindgen_raw", &raw.read),
        ],
        &raw.expr,
    )?;
    raw_method(
        out,
        format!(
            "{vis}unsafe fn {}(this: *mut Self, val: {fty}) {{",
            f.raw_setter
        ),
        &[(
            "__bindgen_unit",
            &format!("{std}::ptr::addr_of_mut!((*this).{unit}){cast}"),
        )],
        &raw.write,
    )
}

/// Length of the argument list of a call `path::<…>(args)` written by
/// `bitfields.rs` (its arguments hold no parentheses of their own beyond
/// balanced ones).
fn call_args_len(call: &str) -> Option<usize> {
    let open = call.find(">(")? + 1;
    let inner = call[open..].strip_prefix('(')?.strip_suffix(')')?;
    Some(inner.len())
}

/// Appends `new_bitfield_N` as rustfmt would lay it out, or `None`.
fn write_ctor(
    out: &mut Lines,
    vis: &str,
    ctor: &str,
    params: &[String],
    unit_ty: &str,
    init: &str,
    sets: &[String],
) -> Option<()> {
    out.line(4, "#[inline]", MAX_WIDTH)?;
    let one_line = format!("{vis}fn {ctor}({}) -> {unit_ty} {{", params.join(", "));
    if fits(4, one_line.len()) || !out.strict() {
        out.line(4, &one_line, MAX_WIDTH)?;
    } else if params.is_empty() {
        return None;
    } else {
        out.line(4, &format!("{vis}fn {ctor}("), MAX_WIDTH)?;
        for p in params {
            out.line(8, &format!("{p},"), MAX_WIDTH)?;
        }
        out.line(4, &format!(") -> {unit_ty} {{"), MAX_WIDTH)?;
    }
    out.let_stmt(
        8,
        &format!("let mut __bindgen_bitfield_unit: {unit_ty}"),
        init,
    )?;
    for s in sets {
        if out.strict() {
            // An argument list beyond `fn_call_width` would be broken.
            // `__bindgen_bitfield_unit.set_const::<..>(..)` is a single call
            // on a local, which rustfmt does not measure against
            // `chain_width`: only the line's own width counts there.
            if !s.starts_with("__bindgen_bitfield_unit.")
                || s.contains(">(") && call_args_len(s)? > CHAIN_WIDTH
            {
                return None;
            }
            if !s.contains(">(") {
                // `unit.set(O, W, v)` (targets below 1.51).
                let args = s
                    .strip_prefix("__bindgen_bitfield_unit.set(")?
                    .strip_suffix(')')?;
                if args.len() > CHAIN_WIDTH {
                    return None;
                }
            }
        }
        out.line(8, &format!("{s};"), MAX_WIDTH)?;
    }
    out.line(8, "__bindgen_bitfield_unit", MAX_WIDTH)?;
    out.line(4, "}", MAX_WIDTH)?;
    Some(())
}

/// The `impl` block with every accessor of a record, if it has bitfields.
///
/// The block is written as text (`bitfields_text.rs`): with direct printing
/// in rustfmt's layout when every accessor's shape allows, else in any
/// layout and parsed into tokens for the formatter.
pub(crate) fn accessors(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
) -> Option<Item> {
    let methods = match &r.cxx {
        Some(_) => super::cxx::methods::names_for_bitfields(cx, id, r, &constructor_names(plan)),
        None => std::collections::HashSet::new(),
    };
    let names = accessor_names(r, plan, &methods);
    warn_too_wide(cx, id, r, plan);
    if cx.fast_format() {
        match impl_text(cx, &mut acc.needs, id, r, plan, &names, Layout::Rustfmt) {
            Some(Some(text)) => return Some(Item::Text(text)),
            Some(None) => return None,
            // Some accessor needs rustfmt: tokens after all.
            None => {}
        }
    }
    // The same text in any layout, as tokens for the formatter: one source
    // for the accessors' shape.
    let text = impl_text(cx, &mut acc.needs, id, r, plan, &names, Layout::Free)??;
    match text.parse::<TokenStream>() {
        Ok(tokens) => Some(Item::Tokens(tokens)),
        // Built from types' own token text, so it parses; a failure is an
        // internal error, never accessors left out silently.
        Err(e) => {
            acc.error(
                format!(
                    "internal: the bitfield accessors of `{}` do not parse ({e})",
                    cx.an.name(id)
                ),
                String::new(),
            );
            None
        }
    }
}

/// Says which bitfields get no accessors because of [`too_wide`].
fn warn_too_wide(cx: &Cx<'_>, id: TypeId, r: &Record, plan: &RecordPlan) {
    for u in units(plan) {
        for &k in u.members {
            let f = &r.fields[k];
            match f.kind {
                FieldKind::Bitfield { width } if f.name.is_some() && too_wide(width) => {
                    crate::logging::warn(&format!(
                        "{}: bitfield `{}` is {width} bits wide; no accessors are generated for bitfields wider than 64 bits",
                        cx.an.name(id),
                        f.name.as_deref().unwrap_or("")
                    ));
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Layout, Lines};
    use crate::codegen::rustfmt_probe::rustfmt;

    /// `let` statements of every width around the line limit, as the raw
    /// getters and the constructors write them, against rustfmt.
    #[test]
    fn let_statements_break_like_rustfmt() {
        let mut ours = String::new();
        let mut broken = 0;
        for n in 0..40 {
            let name = format!("__bindgen_raw{}", "x".repeat(n));
            let ty = format!("__BindgenBitfieldUnit<[u8; {}usize]>", 10 + n);
            let stmts = [
                (
                    12,
                    format!("let {name}"),
                    "__BindgenBitfieldUnit::raw_get_const::<24usize, 1u8>(__bindgen_unit)"
                        .to_string(),
                ),
                (
                    8,
                    format!("let mut {name}: {ty}"),
                    format!("<{ty}>::new([0u8; {}usize])", 10 + n),
                ),
            ];
            for (indent, head, rhs) in stmts {
                let mut out = Lines {
                    out: String::new(),
                    layout: Layout::Rustfmt,
                };
                let inner = if indent == 12 { "unsafe {\n" } else { "" };
                let close = if indent == 12 { "        }\n" } else { "" };
                if out.let_stmt(indent, &head, &rhs).is_none() {
                    continue;
                }
                broken += usize::from(out.out.lines().count() > 1);
                ours.push_str(&format!(
                    "impl X {{\n    pub unsafe fn f(this: *const Self) {{\n{}{}{}{close}    }}\n}}\n",
                    if inner.is_empty() { "" } else { "        " },
                    inner,
                    out.out
                ));
            }
        }
        assert!(broken > 20, "only {broken} statements broken");
        let Some(formatted) = rustfmt(&ours) else {
            return;
        };
        assert_eq!(formatted, ours);
    }
}
