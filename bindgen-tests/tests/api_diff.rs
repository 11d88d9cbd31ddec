//! The comparator of the upstream differential harness
//! (`scripts/upstream_diff.sh`, `tools/api-diff`) on hand-written snippets:
//! every kind of difference it detects is detected, and what it must ignore
//! (formatting, comments, order, layout-test bodies, lint attributes) is
//! ignored. Without this a broken comparator would report "identical" for
//! every input.

use api_diff::{diff_sources, Allowlist};

/// "Upstream" side: one item of every kind the comparator models.
const UPSTREAM: &str = r#"
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct point { pub x: ::std::os::raw::c_int, pub y: ::std::os::raw::c_int }
#[repr(C, packed)]
#[derive(Copy, Clone)]
pub struct packed_one { pub a: u8 }
#[repr(C)]
pub struct tuple_like(pub u32);
#[repr(C)]
#[derive(Copy, Clone)]
pub union number { pub i: i32, pub f: f32 }
#[repr(u32)]
#[derive(Debug, Copy, Clone, PartialEq, Eq)]
pub enum color { red = 0, green = 1, blue = 2 }
pub type handle = *mut point;
pub type gen<T> = *const T;
pub const LIMIT: u32 = 10;
pub const NAME: &[u8; 3] = b"ab\0";
#[must_use]
pub struct kept { pub v: i32 }
struct hidden { v: i32 }
unsafe extern "C" {
    pub fn add(a: ::std::os::raw::c_int, b: ::std::os::raw::c_int) -> ::std::os::raw::c_int;
    #[link_name = "\u{1}real_name"]
    pub fn renamed();
    pub fn print(fmt: *const ::std::os::raw::c_char, ...);
    pub static mut counter: ::std::os::raw::c_int;
    pub static table: [u8; 4];
}
extern "system" {
    pub fn win_call(x: u32);
}
#[link(name = "foo")]
extern "C" {
    pub fn linked();
}
pub unsafe fn helper(x: u32) -> u32 { x }
impl point {
    #[inline]
    pub fn sum(&self) -> i32 { self.x + self.y }
    pub const ORIGIN: i32 = 0;
    fn private_helper() {}
}
impl ::std::ops::Deref for point { type Target = i32; fn deref(&self) -> &i32 { &self.x } }
pub mod flags { pub type Type = u32; pub const A: Type = 1; }
pub use self::color as colour;
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of point"][::std::mem::size_of::<point>() - 8usize];
    ["Alignment of point"][::std::mem::align_of::<point>() - 4usize];
    ["Offset of field: point::x"][::std::mem::offset_of!(point, x) - 0usize];
    ["Offset of field: point::y"][::std::mem::offset_of!(point, y) - 4usize];
};
pub type only_upstream = u8;
"#;

/// "Our" side: the same items reordered, reformatted, commented, with
/// different layout-test values, and exactly one difference in each facet
/// listed by [`EXPECTED`].
const OURS: &str = r#"
/* automatically generated */
#![allow(non_camel_case_types)]
pub type only_ours = u8;
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of point"][::std::mem::size_of::<point>() - 999usize];
    ["Offset of field: point::y"][::std::mem::offset_of!(point, y) - 4usize];
    ["Offset of field: point::x"][::std::mem::offset_of!(point, x) - 0usize];
};
pub use self::color as colour;
pub mod flags { pub type Type = u32; pub const A: Type = 2; }
/// Docs are ignored.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
#[allow(dead_code)]
pub struct point {
    pub y: ::std::os::raw::c_int,
    pub x: ::std::os::raw::c_int,
}
#[repr(C)]
#[repr(packed)]
#[derive(Copy, Clone, Debug)]
pub struct packed_one { pub a: u16 }
#[repr(C)]
pub struct tuple_like { pub v: u32 }
#[repr(C)]
#[derive(Copy, Clone)]
pub union number { pub i: i32 }
#[repr(i32)]
#[derive(Debug, Copy, Clone, PartialEq, Eq)]
pub enum color { red = 0, blue = 2, green = 3 }
pub type handle = *const point;
pub type gen<U> = *const U;
pub const LIMIT: i32 = 10;
pub const NAME: &[u8; 3] = b"ac\0";
pub struct kept { pub v: i32 }
pub(crate) struct hidden { v: i32 }
unsafe extern "C" {
    pub fn add(a: ::std::os::raw::c_int, c: ::std::os::raw::c_long) -> ::std::os::raw::c_int;
    pub fn renamed();
    pub fn print(fmt: *const ::std::os::raw::c_char) -> !;
    pub static counter: ::std::os::raw::c_int;
    pub static table: [u8; 5];
}
extern "C" {
    pub fn win_call(x: u32);
}
extern "C" {
    pub fn linked();
}
extern "C" {}
pub fn helper(x: u32) -> u32 { x + 1 }
impl point {
    #[inline]
    pub fn sum(&mut self) -> i32 { 0 }
    pub const ORIGIN: i32 = 1;
    fn other_private_helper() {}
}
impl ::std::ops::Deref for point { type Target = u32; fn deref(&self) -> &u32 { todo!() } }
"#;

/// Every difference between [`OURS`] and [`UPSTREAM`], as printed.
const EXPECTED: &[&str] = &[
    "t: const LIMIT: type: i32 vs u32",
    "t: const NAME: value: b\"ac\\0\" vs b\"ab\\0\"",
    "t: const flags::A: value: 2 vs 1",
    "t: enum color: order of variants: red, blue, green vs red, green, blue",
    "t: enum color: repr: i32 vs u32",
    "t: enum color: variant green: = 3 vs = 1",
    "t: fn add: param 2: c: ::std::os::raw::c_long vs b: ::std::os::raw::c_int",
    "t: fn helper: qualifiers: missing vs unsafe",
    "t: fn linked: extern block: missing vs #[link(name = \"foo\")]",
    "t: fn print: return: ! vs ()",
    "t: fn print: variadic: missing vs ...",
    "t: fn renamed: link_name: missing vs \"\\u{1}real_name\"",
    "t: fn win_call: abi: \"C\" vs \"system\"",
    "t: impl ::std::ops::Deref for point: method deref: fn deref(&self) -> &u32 vs fn deref(&self) -> &i32",
    "t: impl ::std::ops::Deref for point: type Target: u32 vs i32",
    "t: impl point: const ORIGIN: i32 = 1 vs i32 = 0",
    "t: impl point: method sum: #[inline] pub fn sum(&mut self) -> i32 vs #[inline] pub fn sum(&self) -> i32",
    "t: layout point: check \"Alignment of point\": missing vs present",
    "t: static counter: mutability: immutable vs mut",
    "t: static table: type: [u8; 5] vs [u8; 4]",
    "t: struct hidden: visibility: pub(crate) vs private",
    "t: (file): extern blocks: 4 blocks for 7 declarations vs 3 blocks for 7 declarations",
    "t: struct kept: attributes: missing vs #[must_use]",
    "t: struct packed_one: derive: Clone, Copy, Debug vs Clone, Copy",
    "t: struct packed_one: field a: pub u16 vs pub u8",
    "t: struct point: order of fields: y, x vs x, y",
    "t: struct tuple_like: field 0: missing vs pub u32",
    "t: struct tuple_like: field v: pub u32 vs missing",
    "t: struct tuple_like: shape: named fields vs tuple",
    "t: type gen: generics: <U> vs <T>",
    "t: type gen: target: *const U vs *const T",
    "t: type handle: target: *const point vs *mut point",
    "t: type only_ours: item: present vs missing",
    "t: type only_upstream: item: missing vs present",
    "t: union number: field f: missing vs pub f32",
];

fn lines(report: &api_diff::Report) -> Vec<&str> {
    report.lines.iter().map(|l| l.text.as_str()).collect()
}

#[test]
fn every_kind_of_difference_is_reported() {
    let report = diff_sources("t", OURS, UPSTREAM, &Allowlist::default()).unwrap();
    let mut got = lines(&report);
    got.sort();
    let mut want: Vec<&str> = EXPECTED.to_vec();
    want.sort();
    assert_eq!(got, want, "\ngot:\n{}\n", got.join("\n"));
    // Every item with a difference is "other" (no allowlist); the rest are
    // identical (`colour`, `flags`, `number`'s siblings...).
    assert_eq!(report.documented_items, 0);
    assert!(report.other_items > 15, "{report:?}");
    assert!(report.identical_items >= 2, "{report:?}");
}

#[test]
fn identical_api_reports_nothing() {
    // Formatting, comments, item order, derive and repr order, lint
    // attributes, layout-test values, method bodies and parameter names
    // inside function-pointer types (not part of the type) do not count.
    let a = "#[repr(C)] #[repr(align(8))] #[derive(Copy, Clone)] pub struct s { pub a: u8 }\n\
             const _: () = { [\"Size of s\"][::std::mem::size_of::<s>() - 8usize]; };\n\
             impl s { pub fn f(&self) -> u8 { self.a } }\n\
             pub const C: u32 = 1;\n\
             pub type cb = Option<unsafe extern \"C\" fn(arg1: i32) -> i32>;";
    let b = "// comment\npub const C : u32 = 1 ;\n#[allow(dead_code)]\n\
             #[repr(C, align(8))]\n#[derive(Clone, Copy)]\npub struct s {\n    /// doc\n    pub a: u8,\n}\n\
             impl s { pub fn f(&self) -> u8 { 0 } }\n\
             const _: () = { [\"Size of s\"][::std::mem::size_of::<s>() - 16usize]; };\n\
             pub type cb = Option<unsafe extern \"C\" fn(level: i32) -> i32>;";
    let report = diff_sources("t", a, b, &Allowlist::default()).unwrap();
    assert!(report.lines.is_empty(), "{:?}", lines(&report));
    assert_eq!(report.identical_items, 5);
    assert_eq!(report.totals("t"), "== t: identical (5 items)");
}

#[test]
fn allowlist_entries_classify_differences() {
    let allow = Allowlist::parse(
        "# comment\n\
         *: const LIMIT: type: i32 vs u32 => differences.md#constants test reason\n\
         t: enum color: * => differences.md#enums test reason\n",
    )
    .unwrap();
    allow
        .check_sections("# Differences\n## Constants\n## Enums\n")
        .unwrap();
    let report = diff_sources("t", OURS, UPSTREAM, &allow).unwrap();
    let documented: Vec<&str> = report
        .lines
        .iter()
        .filter(|l| l.documented_by.is_some())
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(documented.len(), 4, "{documented:?}");
    assert!(documented
        .iter()
        .all(|l| l.contains("LIMIT") || l.contains("color")));
    // `const LIMIT` and `enum color` are documented items now.
    assert_eq!(report.documented_items, 2);
    assert!(report.totals("t").contains(" 2 documented,"));
}

#[test]
fn invalid_rust_is_an_error_not_an_empty_api() {
    let err = diff_sources("t", "pub struct {", UPSTREAM, &Allowlist::default()).unwrap_err();
    assert!(err.starts_with("ours: not valid Rust"), "{err}");
}

#[test]
fn golden_flag_lines_split_like_the_harness() {
    let flags = api_diff::header_flags(
        "// bindgen-flags: --raw-line 'a b' -- -I{headers}/include\nint x;\n",
        "/h",
    )
    .unwrap();
    assert_eq!(flags, ["--raw-line", "a b", "--", "-I/h/include"]);
    assert!(api_diff::header_flags("int x;\n", "/h").unwrap().is_empty());
}
