//! Uses of bindgen 0.73.2's public interface as build scripts write them.
//!
//! Nothing here runs; the crate only has to compile. Each function exercises
//! one part of the interface with the exact types and signatures a caller
//! relies on, so that a missing method, a changed signature or a missing
//! trait implementation is a compile error in CI.

#![allow(dead_code)]

use bindgen::callbacks::{
    AttributeInfo, DeriveInfo, DeriveTrait, DiscoveredItem, DiscoveredItemId, FieldAttributeInfo,
    FieldInfo, ImplementsTrait, ItemInfo, ParseCallbacks, SourceLocation,
};
use bindgen::{
    Abi, BindgenError, Bindings, Builder, CodegenConfig, FieldVisibilityKind, RustEdition,
    RustTarget,
};
use std::cell::RefCell;
use std::rc::Rc;

/// Records what `new_item_found` reports.
#[derive(Debug, Default)]
struct Recorder {
    seen: Rc<RefCell<Vec<(DiscoveredItemId, DiscoveredItem, Option<SourceLocation>)>>>,
}

impl ParseCallbacks for Recorder {
    fn new_item_found(
        &self,
        id: DiscoveredItemId,
        item: DiscoveredItem,
        loc: Option<&SourceLocation>,
    ) {
        self.seen.borrow_mut().push((id, item, loc.cloned()));
    }

    fn field_attributes(&self, info: &FieldAttributeInfo<'_>) -> Vec<String> {
        if info.field_name == "secret" {
            vec!["#[doc(hidden)]".to_string()]
        } else {
            Vec::new()
        }
    }

    fn field_name(&self, info: FieldInfo<'_>) -> Option<String> {
        (info.field_name == "type").then(|| "kind".to_string())
    }

    fn field_visibility(&self, info: FieldInfo<'_>) -> Option<FieldVisibilityKind> {
        (info.field_name == "private").then_some(FieldVisibilityKind::Private)
    }

    fn add_derives(&self, info: &DeriveInfo<'_>) -> Vec<String> {
        let copy: DeriveInfo<'_> = *info;
        assert_eq!(copy, *info);
        Vec::new()
    }

    fn add_attributes(&self, info: &AttributeInfo<'_>) -> Vec<String> {
        let copy: AttributeInfo<'_> = *info;
        assert_eq!(copy, *info);
        Vec::new()
    }

    fn item_name(&self, info: ItemInfo<'_>) -> Option<String> {
        let copy: ItemInfo<'_> = info;
        assert_eq!(copy, info);
        None
    }

    fn blocklisted_type_implements_trait(
        &self,
        _name: &str,
        derive_trait: DeriveTrait,
    ) -> Option<ImplementsTrait> {
        let _text: String = derive_trait.to_string();
        let mut answer = ImplementsTrait::Yes;
        answer |= ImplementsTrait::Manually;
        Some(answer | ImplementsTrait::No)
    }
}

/// Fields of `SourceLocation`, all public.
fn location_parts(loc: &SourceLocation) -> (usize, usize, usize, Option<String>) {
    let SourceLocation {
        line,
        col,
        byte_offset,
        file_name,
    } = loc.clone();
    (line, col, byte_offset, file_name)
}

/// Struct literal construction of `SourceLocation`.
fn make_location() -> SourceLocation {
    SourceLocation {
        line: 1,
        col: 1,
        byte_offset: 0,
        file_name: Some("a.h".to_string()),
    }
}

/// The variants a discovery callback matches on, including constants and
/// variables; the match is exhaustive, as upstream's enum is.
fn item_name_of(item: &DiscoveredItem) -> Option<&str> {
    match item {
        DiscoveredItem::Struct { final_name, .. }
        | DiscoveredItem::Union { final_name, .. }
        | DiscoveredItem::Enum { final_name }
        | DiscoveredItem::Function { final_name }
        | DiscoveredItem::Method { final_name, .. }
        | DiscoveredItem::Constant { final_name }
        | DiscoveredItem::Variable { final_name } => Some(final_name),
        DiscoveredItem::Alias { alias_name, .. } => Some(alias_name),
    }
}

/// The traits the callback info structs implement.
fn info_traits<'a>(d: DeriveInfo<'a>, a: AttributeInfo<'a>, i: ItemInfo<'a>) {
    fn all<T: Clone + Copy + PartialEq + Eq + std::fmt::Debug>(_: T) {}
    all(d);
    all(a);
    all(i);
}

fn field_info_traits<'a>(f: FieldInfo<'a>, fa: FieldAttributeInfo<'a>) {
    fn all<T: Clone + Copy + PartialEq + Eq + std::fmt::Debug>(_: T) {}
    all(f);
    all(fa);
}

/// `Default`, `Ord` and `ToTokens` on option types.
fn option_types() -> (RustEdition, bool, proc_macro2::TokenStream) {
    let edition = RustEdition::default();
    let ordered = CodegenConfig::FUNCTIONS < CodegenConfig::TYPES
        || CodegenConfig::all().max(CodegenConfig::empty()) == CodegenConfig::all();
    let abi = Abi::C;
    (edition, ordered, quote::quote!(extern #abi fn f();))
}

/// The Builder methods of 0.73 that build scripts call.
fn configure() -> Builder {
    Builder::default()
        .header("wrapper.h")
        .extern_block_attrs("#[allow(unused)]")
        .field_attribute("point", "x", "doc(hidden)")
        .generate_cxx_nonnull_references(true)
        .rust_target(RustTarget::stable(82, 0).unwrap_or_default())
        .parse_callbacks(Box::new(Recorder::default()))
}

/// `Bindings::write` takes any writer, by value or by reference.
fn write_both(bindings: &Bindings) -> std::io::Result<Vec<u8>> {
    let mut buf: Vec<u8> = Vec::new();
    bindings.write(&mut buf)?;
    let owned: Vec<u8> = Vec::new();
    bindings.write(owned)?;
    Ok(buf)
}

/// Generating without any input is the `NoHeadersProvided` error.
fn no_headers() -> bool {
    matches!(
        Builder::default().generate(),
        Err(BindgenError::NoHeadersProvided)
    )
}

/// Rust targets: the named constants from 1.51 on, and the constructors.
#[allow(deprecated)]
fn targets() -> Vec<RustTarget> {
    vec![
        RustTarget::Stable_1_51,
        RustTarget::Stable_1_59,
        RustTarget::Stable_1_64,
        RustTarget::Stable_1_68,
        RustTarget::Stable_1_71,
        RustTarget::Stable_1_73,
        RustTarget::Stable_1_77,
        RustTarget::Stable_1_82,
        RustTarget::Nightly,
        RustTarget::nightly(),
        bindgen::LATEST_STABLE_RUST,
        "1.70".parse().unwrap_or_default(),
    ]
}

/// The Cargo callbacks, both spellings.
#[allow(deprecated)]
fn cargo_callbacks() -> Builder {
    Builder::default()
        .parse_callbacks(Box::new(
            bindgen::CargoCallbacks::new().rerun_on_header_files(false),
        ))
        .parse_callbacks(Box::new(bindgen::CargoCallbacks))
}

/// The everyday build-script chain.
fn typical(out: &std::path::Path) -> Result<String, Box<dyn std::error::Error>> {
    let bindings = bindgen::builder()
        .header("wrapper.h")
        .header_contents("extra.h", "int extra;")
        .clang_arg("-Iinclude")
        .clang_args(["-DFOO=1", "-DBAR"])
        .allowlist_function("foo_.*")
        .allowlist_type("Foo.*")
        .allowlist_var("FOO_.*")
        .allowlist_file(".*/foo\\.h")
        .blocklist_type("Bar")
        .opaque_type("Opaque")
        .default_enum_style(bindgen::EnumVariation::Rust {
            non_exhaustive: false,
        })
        .rustified_enum("Color")
        .bitfield_enum("Flags")
        .constified_enum_module("Mode")
        .default_alias_style(bindgen::AliasVariation::TypeAlias)
        .default_macro_constant_type(bindgen::MacroTypeVariation::Signed)
        .default_non_copy_union_style(bindgen::NonCopyUnionStyle::ManuallyDrop)
        .default_visibility(FieldVisibilityKind::PublicCrate)
        .with_codegen_config(CodegenConfig::FUNCTIONS | CodegenConfig::TYPES)
        .override_abi(Abi::CUnwind, "cb_.*")
        .derive_default(true)
        .derive_eq(true)
        .impl_debug(true)
        .layout_tests(false)
        .use_core()
        .ctypes_prefix("core::ffi")
        .size_t_is_usize(true)
        .wrap_static_fns(true)
        .wrap_static_fns_path(out.join("extern"))
        .formatter(bindgen::Formatter::Prettyplease)
        .rustfmt_configuration_file(None)
        .rust_edition(RustEdition::Edition2021)
        .merge_extern_blocks(true)
        .enable_cxx_namespaces()
        .vtable_generation(false)
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()));
    let flags: Vec<String> = bindings.command_line_flags();
    let generated = bindings.generate()?;
    generated.write_to_file(out.join("bindings.rs"))?;
    let version: bindgen::ClangVersion = bindgen::clang_version();
    let _: Option<(u32, u32)> = version.parsed;
    Ok(format!("{} {}", generated, flags.len()))
}

/// Errors print and convert like any error.
fn error_text(e: BindgenError) -> Box<dyn std::error::Error> {
    eprintln!("{e}");
    Box::new(e)
}
