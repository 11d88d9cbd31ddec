//! Invalid input given through the library: an error from `generate`, never
//! a panic and never text that is no Rust.

use bindgen::callbacks::{AttributeInfo, DeriveInfo, ParseCallbacks};
use bindgen::Builder;

const HEADER: &str = "struct S { int a; };\n";

#[test]
fn a_ctypes_prefix_that_is_no_path_is_an_error() {
    let err = Builder::default()
        .header_contents("prefix.h", HEADER)
        .ctypes_prefix("1bad")
        .generate()
        .expect_err("an invalid prefix must fail");
    assert!(
        err.to_string().contains("`1bad` is not a Rust path"),
        "{err}"
    );
    for good in ["", "libc", "::core::ffi", "crate::ffi"] {
        Builder::default()
            .header_contents("prefix.h", HEADER)
            .ctypes_prefix(good)
            .generate()
            .unwrap_or_else(|e| panic!("prefix {good:?}: {e}"));
    }
}

#[derive(Debug)]
struct Bad;

impl ParseCallbacks for Bad {
    fn add_derives(&self, info: &DeriveInfo<'_>) -> Vec<String> {
        if info.name == "S" {
            vec![String::new(), "9lives".into()]
        } else {
            vec![]
        }
    }
    fn add_attributes(&self, _info: &AttributeInfo<'_>) -> Vec<String> {
        vec![]
    }
}

#[derive(Debug)]
struct BadAttr;

impl ParseCallbacks for BadAttr {
    fn add_attributes(&self, _info: &AttributeInfo<'_>) -> Vec<String> {
        vec!["#[doc = ".into()]
    }
}

#[test]
fn derives_and_attributes_that_are_no_rust_are_errors() {
    let err = Builder::default()
        .header_contents("derive.h", HEADER)
        .parse_callbacks(Box::new(Bad))
        .generate()
        .expect_err("an invalid derive must fail");
    assert!(err.to_string().contains("cannot derive ``"), "{err}");
    let err = Builder::default()
        .header_contents("attr.h", HEADER)
        .parse_callbacks(Box::new(BadAttr))
        .generate()
        .expect_err("an invalid attribute must fail");
    assert!(
        err.to_string()
            .contains("`#[doc = ` is not valid Rust tokens"),
        "{err}"
    );
}
