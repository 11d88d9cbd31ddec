//! Helper types emitted once at the top when the output needs them.
//!
//! Each helper is Rust source text already in rustfmt's layout, with `$std`
//! standing for `::std` or `::core`. With direct printing on, the text goes
//! out as it is (comment lines and blank lines removed, as rustfmt would print
//! the tokens); otherwise it is tokenized and formatted like every item. A
//! test checks that both give the same text.

use super::bitfield_unit;
use super::cx::{Cx, Needs};
use super::model::{Item, Items};

// (`PartialOrd` besides upstream's derives: records holding a complex
// number derive it under `--with-derive-partialord`, on both sides.)
const COMPLEX: &str = "\
#[derive(PartialEq, PartialOrd, Copy, Clone, Hash, Debug, Default)]
#[repr(C)]
pub struct __BindgenComplex<T> {
    pub re: T,
    pub im: T,
}
";

// (`PartialOrd` too, for the same reason: a bitwise order, consistent with
// the bitwise `PartialEq` upstream derives, not the numeric one.)
const FLOAT16: &str = "\
#[derive(PartialEq, PartialOrd, Copy, Clone, Hash, Debug, Default)]
#[repr(transparent)]
pub struct __BindgenFloat16(pub u16);
";

/// Storage of opaque blobs: `$name` is `__BindgenOpaqueArray` plus the
/// alignment it carries (none, 8 or 16), `$repr` its `repr`. Arrays longer
/// than 32 elements have no `Default` of their own; this one gives it.
/// (Upstream derives no ordering on it; these derives let records holding a
/// blob derive `PartialOrd`/`Ord` when asked, instead of failing to compile.)
const OPAQUE_ARRAY: &str = "\
#[derive(PartialEq, Eq, PartialOrd, Ord, Copy, Clone, Debug, Hash)]
#[repr($repr)]
pub struct $name<T>(pub T);
impl<T: Copy + Default, const N: usize> Default for $name<[T; N]> {
    fn default() -> Self {
        Self([T::default(); N])
    }
}
";

const INCOMPLETE_ARRAY: &str = "\
#[repr(C)]
#[derive(Default)]
pub struct __IncompleteArrayField<T>($std::marker::PhantomData<T>, [T; 0]);
impl<T> __IncompleteArrayField<T> {
    #[inline]
    pub const fn new() -> Self {
        __IncompleteArrayField($std::marker::PhantomData, [])
    }
    #[inline]
    pub fn as_ptr(&self) -> *const T {
        self as *const _ as *const T
    }
    #[inline]
    pub fn as_mut_ptr(&mut self) -> *mut T {
        self as *mut _ as *mut T
    }
    #[inline]
    pub unsafe fn as_slice(&self, len: usize) -> &[T] {
        unsafe { $std::slice::from_raw_parts(self.as_ptr(), len) }
    }
    #[inline]
    pub unsafe fn as_mut_slice(&mut self, len: usize) -> &mut [T] {
        unsafe { $std::slice::from_raw_parts_mut(self.as_mut_ptr(), len) }
    }
}
impl<T> $std::fmt::Debug for __IncompleteArrayField<T> {
    fn fmt(&self, fmt: &mut $std::fmt::Formatter<'_>) -> $std::fmt::Result {
        fmt.write_str(\"__IncompleteArrayField\")
    }
}
";

// The accessors are `const` as upstream 0.73 has them (`as_mut` needs
// Rust 1.83 to compile, whatever `--rust-target` says, as upstream's).
const UNION_FIELD: &str = "\
#[repr(C)]
pub struct __BindgenUnionField<T>($std::marker::PhantomData<T>);
impl<T> __BindgenUnionField<T> {
    #[inline]
    pub const fn new() -> Self {
        __BindgenUnionField($std::marker::PhantomData)
    }
    #[inline]
    pub const unsafe fn as_ref(&self) -> &T {
        unsafe { $std::mem::transmute(self) }
    }
    #[inline]
    pub const unsafe fn as_mut(&mut self) -> &mut T {
        unsafe { $std::mem::transmute(self) }
    }
}
impl<T> $std::default::Default for __BindgenUnionField<T> {
    #[inline]
    fn default() -> Self {
        Self::new()
    }
}
impl<T> $std::clone::Clone for __BindgenUnionField<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> $std::marker::Copy for __BindgenUnionField<T> {}
impl<T> $std::fmt::Debug for __BindgenUnionField<T> {
    fn fmt(&self, fmt: &mut $std::fmt::Formatter<'_>) -> $std::fmt::Result {
        fmt.write_str(\"__BindgenUnionField\")
    }
}
impl<T> $std::hash::Hash for __BindgenUnionField<T> {
    fn hash<H: $std::hash::Hasher>(&self, _state: &mut H) {}
}
impl<T> $std::cmp::PartialEq for __BindgenUnionField<T> {
    fn eq(&self, _other: &__BindgenUnionField<T>) -> bool {
        true
    }
}
impl<T> $std::cmp::Eq for __BindgenUnionField<T> {}
";

/// The helper sources the output needs, in the fixed upstream order, with
/// `$std` filled in.
fn helper_sources(cx: &Cx<'_>, needs: &Needs) -> Vec<String> {
    let std = cx.std_text();
    let mut out = Vec::new();
    if needs.bitfield_unit && !cx.opts.blocklisted_types.matches("__BindgenBitfieldUnit") {
        let mut src = bitfield_unit::SUPPORT.to_string();
        if cx.opts.rust_target.at_least(51) {
            src.push_str(bitfield_unit::RAW);
            src.push_str(bitfield_unit::CONST);
        }
        out.push(src);
    }
    for (which, needed) in needs.opaque_array.into_iter().enumerate() {
        if !needed {
            continue;
        }
        let (name, repr) = if which == 0 {
            ("__BindgenOpaqueArray".to_string(), "C".to_string())
        } else {
            let a = 1u64 << which;
            (format!("__BindgenOpaqueArray{a}"), format!("C, align({a})"))
        };
        out.push(OPAQUE_ARRAY.replace("$name", &name).replace("$repr", &repr));
    }
    if needs.float16 {
        out.push(FLOAT16.to_string());
    }
    if needs.complex {
        out.push(COMPLEX.to_string());
    }
    if needs.incomplete_array {
        out.push(INCOMPLETE_ARRAY.replace("$std", std));
    }
    if needs.union_field {
        out.push(UNION_FIELD.replace("$std", std));
    }
    out
}

/// The helper items, as their sources (printed as text or parsed into
/// tokens when the output is printed).
pub(crate) fn helpers(cx: &Cx<'_>, needs: &Needs) -> Items {
    helper_sources(cx, needs)
        .into_iter()
        .map(Item::Helper)
        .collect()
}

/// `src` as rustfmt prints its tokens: comment and blank lines gone, doc
/// comments as `#[doc = "…"]` attributes (the sources are kept in rustfmt's
/// layout, and their doc comments hold no quotes or backslashes; see the test).
pub(super) fn as_printed(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    for line in src.lines() {
        let text = line.trim_start();
        let indent = &line[..line.len() - text.len()];
        if let Some(doc) = text.strip_prefix("///") {
            out.push_str(&format!("{indent}#[doc = \"{doc}\"]\n"));
        } else if !text.is_empty() && !text.starts_with("//") {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codegen::rustfmt_probe::rustfmt;
    use proc_macro2::TokenStream;

    #[test]
    fn printed_text_is_what_rustfmt_makes_of_the_tokens() {
        let mut sources = vec![
            format!(
                "{}{}{}",
                bitfield_unit::SUPPORT,
                bitfield_unit::RAW,
                bitfield_unit::CONST
            ),
            bitfield_unit::SUPPORT.to_string(),
            COMPLEX.to_string(),
            OPAQUE_ARRAY
                .replace("$name", "__BindgenOpaqueArray")
                .replace("$repr", "C"),
            OPAQUE_ARRAY
                .replace("$name", "__BindgenOpaqueArray16")
                .replace("$repr", "C, align(16)"),
        ];
        for std in ["::std", "::core"] {
            sources.push(INCOMPLETE_ARRAY.replace("$std", std));
            sources.push(UNION_FIELD.replace("$std", std));
        }
        for src in sources {
            let docs = src.lines().filter(|l| l.trim_start().starts_with("///"));
            assert!(docs.clone().all(|l| !l.contains(['"', '\\'])));
            let tokens: TokenStream = src.parse().unwrap();
            let Some(formatted) = rustfmt(&tokens.to_string()) else {
                return;
            };
            assert_eq!(as_printed(&src), formatted);
        }
    }
}
