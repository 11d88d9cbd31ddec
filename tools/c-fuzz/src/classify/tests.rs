use super::{
    doubled_tail_padding, refused_accessor_impl, skipped_for_call_abi, skipped_lib_member,
    union_wrapper_padding,
};

#[test]
fn dynamic_loading_members_of_left_out_functions_are_recognised() {
    let err = "[WARN  bindgen::error] case.h:3: skipping function `ld`: it passes ...\n";
    assert!(skipped_lib_member(err, "struct Lib", "field ld"));
    assert!(skipped_lib_member(err, "impl Lib", "method ld"));
    assert!(!skipped_lib_member(err, "struct Lib", "field other"));
    assert!(!skipped_lib_member(err, "struct S", "field ld"));
}

#[test]
fn functions_left_out_with_a_warning_are_recognised() {
    let err =
        "[WARN  bindgen::error] case.h:3: skipping function `ld`: it passes a `long double` ...\n";
    assert!(skipped_for_call_abi(err, "fn ld"));
    assert!(!skipped_for_call_abi(err, "fn l"));
    assert!(!skipped_for_call_abi(err, "struct ld"));
    assert!(!skipped_for_call_abi("", "fn ld"));
    assert!(skipped_for_call_abi(err, "fn ld1"));
    assert!(skipped_for_call_abi(err, "(file)"));
    assert!(!skipped_for_call_abi("", "(file)"));
}

#[test]
fn upstreams_doubled_tail_padding_is_recognised() {
    let up = "pub struct S {\n    pub a: i128,\n    _bitfield_1: __BindgenBitfieldUnit<[u8; 1usize]>,\n    pub __bindgen_padding_1: [u8; 15usize],\n    pub __bindgen_padding_2: [u8; 15usize],\n}\n";
    assert!(doubled_tail_padding(
        up,
        "struct S",
        "field __bindgen_padding_2"
    ));
    assert!(!doubled_tail_padding(
        up,
        "struct S",
        "field __bindgen_padding_1"
    ));
    // After `int m; char c; long long : 0;`: bytes, then whole `u32`s.
    let zero_width = "pub struct Z {\n    pub m: ::std::os::raw::c_int,\n    pub c: ::std::os::raw::c_char,\n    pub __bindgen_padding_0: [u8; 7usize],\n    pub __bindgen_padding_1: u32,\n}\n";
    assert!(doubled_tail_padding(
        zero_width,
        "struct Z",
        "field __bindgen_padding_1"
    ));
    let once = "pub struct S {\n    pub a: i128,\n    pub __bindgen_padding_1: [u8; 15usize],\n    pub b: u8,\n    pub __bindgen_padding_2: [u8; 15usize],\n}\n";
    assert!(!doubled_tail_padding(
        once,
        "struct S",
        "field __bindgen_padding_2"
    ));
}

#[test]
fn padding_before_a_union_wrappers_storage_is_recognised() {
    let up = "pub struct U {\n    pub a: __BindgenUnionField<f64>,\n    pub __bindgen_padding_0: [u8; 8usize],\n    pub bindgen_union_field: [u64; 3usize],\n}\n";
    assert!(union_wrapper_padding(
        up,
        "struct U",
        "field __bindgen_padding_0"
    ));
    assert!(!union_wrapper_padding(
        up,
        "struct V",
        "field __bindgen_padding_0"
    ));
    let plain = "pub struct S {\n    pub a: f64,\n    pub __bindgen_padding_0: [u8; 8usize],\n    pub bindgen_union_field: u64,\n}\n";
    assert!(!union_wrapper_padding(
        plain,
        "struct S",
        "field __bindgen_padding_0"
    ));
}

#[test]
fn typedefs_of_opaque_records_follow_them() {
    let rs =
        "pub type A = R;\npub struct B(pub R);\npub struct C(pub(crate) R);\npub type D = Q;\n";
    let all = super::with_aliases(rs, vec!["R".to_owned()]);
    assert_eq!(all, ["R", "A", "B", "C"]);
}

#[test]
fn doubled_tail_padding_may_change_its_element() {
    let up = "pub struct S {\n    pub _bitfield_1: __BindgenBitfieldUnit<[u8; 2usize]>,\n    pub __bindgen_padding_0: [u8; 14usize],\n    pub __bindgen_padding_1: [u16; 7usize],\n}\n";
    assert!(doubled_tail_padding(
        up,
        "struct S",
        "field __bindgen_padding_1"
    ));
    assert_eq!(super::padding_bytes("u16"), Some(2));
    let crate_vis = up.replace("    pub ", "    pub(crate) ");
    assert!(doubled_tail_padding(
        &crate_vis,
        "struct S",
        "field __bindgen_padding_1"
    ));
    assert_eq!(super::padding_bytes("[u32; 3usize],"), Some(12));
}

#[test]
fn doubled_tail_padding_in_an_opaque_array_is_recognised() {
    // A 16-aligned struct ending in a bitfield unit: upstream's repeated
    // tail is an opaque array of the same bytes (seed 7316 case 123).
    let up = "pub struct S {\n    pub _bitfield_1: __BindgenBitfieldUnit<[u8; 8usize]>,\n    pub __bindgen_padding_0: [u8; 8usize],\n    pub __bindgen_padding_1: __BindgenOpaqueArray8<[u8; 8usize]>,\n}\n";
    assert!(doubled_tail_padding(
        up,
        "struct S",
        "field __bindgen_padding_1"
    ));
    let padding_bytes = super::padding_bytes;
    assert_eq!(
        padding_bytes("__BindgenOpaqueArray8<[u8; 48usize]>,"),
        Some(48)
    );
    assert_eq!(
        padding_bytes("__BindgenOpaqueArray<[u8; 39usize]>"),
        Some(39)
    );
    assert_eq!(
        padding_bytes("__BindgenOpaqueArray<[u32; 3usize]>"),
        Some(12)
    );
    assert_eq!(padding_bytes("__BindgenOpaqueArray8<u64>"), None);
    assert_eq!(padding_bytes("__BindgenOpaqueArrayX<[u8; 1usize]>"), None);
}

#[test]
fn impls_of_refused_accessors_are_recognised() {
    let up = "impl P {\n    #[inline]\n    pub unsafe fn get_impl_(&self) -> &i64 {\n        &self.impl_\n    }\n    #[inline]\n    pub unsafe fn get_impl__mut(&mut self) -> &mut i64 {\n        &mut self.impl_\n    }\n}\n";
    let warned = "[WARN  bindgen::error] no accessors for `P::impl_`: a reference to this member of a packed record would be unaligned\n";
    assert!(refused_accessor_impl(warned, up, "impl P", "item"));
    assert!(!refused_accessor_impl("", up, "impl P", "item"));
    assert!(!refused_accessor_impl(warned, up, "impl Q", "item"));
    assert!(!refused_accessor_impl(
        warned,
        up,
        "impl P",
        "method get_impl_"
    ));
    let more = up.replace("impl P {\n", "impl P {\n    pub fn other(&self) {}\n");
    assert!(!refused_accessor_impl(warned, &more, "impl P", "item"));
}

#[test]
fn unions_over_records_upstream_cannot_copy_are_found() {
    let up = "pub union U {\n    pub a: Flag,\n    pub b: [Other; 2usize],\n}\npub union V {\n    pub c: u32,\n}\npub struct W {\n    pub d: Flag,\n}\n";
    let found = crate::runner::unions_holding(up, &["Flag".to_owned()]);
    assert_eq!(found, vec!["U".to_owned()]);
    let found = crate::runner::unions_holding(up, &["Other".to_owned()]);
    assert_eq!(found, vec!["U".to_owned()]);
}

#[test]
fn unions_over_holders_of_records_upstream_cannot_copy_are_found() {
    let up = "pub struct Mid {\n    pub u: Inner,\n}\npub struct Ptr {\n    pub p: *mut Inner,\n}\n\
              pub union Top {\n    pub m: [Mid; 2usize],\n    pub i: u32,\n}\npub union Other {\n    pub p: Ptr,\n}\n\
              pub struct Outer {\n    pub t: Top,\n}\n";
    let holders = crate::runner::by_value_holders(up, &["Inner".to_owned()]);
    assert_eq!(holders, ["Mid", "Top", "Outer"]);
    let all = [vec!["Inner".to_owned()], holders].concat();
    assert_eq!(crate::runner::unions_holding(up, &all), ["Top"]);
}

#[test]
fn holders_through_type_aliases_are_found() {
    let up = "pub union U {\n    pub i: Inner,\n}\npub type Alias = U;\npub type Ptr = *mut U;\n\
              pub struct Cell {\n    pub a: Alias,\n}\npub struct Blob {\n    pub c: Cell,\n    pub p: Ptr,\n}\n";
    let holders = crate::runner::by_value_holders(up, &["Inner".to_owned()]);
    assert_eq!(holders, ["U", "Alias", "Cell", "Blob"]);
}

#[test]
fn padding_only_ours_has_in_a_listed_record_is_recognised() {
    use super::padding_in;
    let records = ["St42_slot".to_owned()];
    let line = "struct St42_slot: field __bindgen_padding_0: pub(crate) u8 vs missing";
    assert!(padding_in(line, &records));
    let other = "struct St43_slot: field __bindgen_padding_0: pub(crate) u8 vs missing";
    assert!(!padding_in(other, &records));
    let field = "struct St42_slot: field m_48: pub(crate) u8 vs missing";
    assert!(!padding_in(field, &records));
    let upstream_only = "struct St42_slot: field __bindgen_padding_0: missing vs pub u8";
    assert!(!padding_in(upstream_only, &records));
}

#[test]
fn constants_are_typed_by_their_enum() {
    let ours = "pub const E_A: E = 1;\npub const E_B: root::E = 2;\npub const X: u32 = 3;\n";
    assert_eq!(super::const_type(ours, "E_A").as_deref(), Some("E"));
    assert_eq!(super::const_type(ours, "E_B").as_deref(), Some("E"));
    assert_eq!(super::const_type(ours, "X").as_deref(), Some("u32"));
    assert_eq!(super::const_type(ours, "E"), None);
}

#[test]
fn impls_are_of_the_type_they_implement_for() {
    use super::impl_target;
    assert_eq!(
        impl_target("impl Default for St12_desc_Un14_link"),
        Some("St12_desc_Un14_link")
    );
    assert_eq!(impl_target("impl St8_item"), None);
    assert_eq!(impl_target("struct Default"), None);
}
