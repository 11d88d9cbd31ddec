//! Trait implementations of public types that build scripts rely on, with
//! the values upstream bindgen 0.73.2 gives (checked by running it).

use bindgen::callbacks::{DeriveTrait, ImplementsTrait};
use bindgen::{Abi, CodegenConfig, RustEdition};

#[test]
fn derive_trait_display() {
    let shown: Vec<String> = [
        DeriveTrait::Copy,
        DeriveTrait::Debug,
        DeriveTrait::Default,
        DeriveTrait::Hash,
        DeriveTrait::PartialEqOrPartialOrd,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        shown,
        ["Copy", "Debug", "Default", "Hash", "PartialEq/PartialOrd"]
    );
}

#[test]
fn implements_trait_or_keeps_the_weaker_answer() {
    use ImplementsTrait::{Manually, No, Yes};
    assert_eq!(Yes | Yes, Yes);
    assert_eq!(Yes | Manually, Manually);
    assert_eq!(Manually | Yes, Manually);
    assert_eq!(Yes | No, No);
    assert_eq!(Manually | No, No);
    assert_eq!(No | Yes, No);
    let mut acc = Yes;
    acc |= Manually;
    assert_eq!(acc, Manually);
    acc |= Yes;
    assert_eq!(acc, Manually);
    acc |= No;
    assert_eq!(acc, No);
}

#[test]
fn rust_edition_default_is_2021() {
    assert_eq!(RustEdition::default(), RustEdition::Edition2021);
}

#[test]
fn codegen_config_orders_by_bits() {
    let mut v = vec![
        CodegenConfig::all(),
        CodegenConfig::TYPES,
        CodegenConfig::VARS | CodegenConfig::FUNCTIONS,
        CodegenConfig::empty(),
        CodegenConfig::FUNCTIONS,
    ];
    v.sort();
    assert_eq!(
        v,
        [
            CodegenConfig::empty(),
            CodegenConfig::FUNCTIONS,
            CodegenConfig::TYPES,
            CodegenConfig::FUNCTIONS | CodegenConfig::VARS,
            CodegenConfig::all(),
        ]
    );
}

#[test]
fn abi_to_tokens_is_a_string_literal() {
    let (c, unwind, system) = (Abi::C, Abi::CUnwind, Abi::System);
    let ts = quote::quote!(#c #unwind #system);
    assert_eq!(ts.to_string(), r#""C" "C-unwind" "system""#);
    let item = quote::quote!(extern #c { fn f(); });
    assert_eq!(item.to_string(), r#"extern "C" { fn f () ; }"#);
}
