//! Generate Rust FFI bindings to C libraries.
//!
//! A drop-in compatible reimplementation of rust-bindgen's interface. The
//! pipeline, in [`Builder::generate`]: prepare inputs -> `parse` (libclang
//! cursors into the frozen IR) -> `analysis` (names, selection, layout
//! plans, derives) -> `codegen` (tokens) -> `postprocess` (formatting).
//!
//! The IR holds only facts about the C input; every output decision lives in
//! an analysis side table or in codegen, so the IR can be inspected on its own
//! (`--emit-ir`).

#![deny(missing_docs)]

mod abi_check;
mod analysis;
mod builder;
pub mod callbacks;
// clang-sys names its C constants in C's spelling; they appear in match patterns.
#[allow(non_upper_case_globals)]
mod clang;
mod codegen;
mod environment;
mod error;
mod fasthash;
mod fixpoint;
mod ir;
mod logging;
mod options;
#[cfg(unix)]
mod os;
mod output;
#[allow(non_upper_case_globals)]
mod parse;
mod postprocess;
#[cfg(test)]
mod test_tools;
mod version;
mod visibility;

#[cfg(feature = "__cli")]
pub use builder::command_line::{
    builder_from_flags, builder_from_flags_no_output, parse_command_line, CommandLine,
};
#[cfg(feature = "__cli")]
pub use builder::command_line_error::CommandLineError;
pub use builder::{builder, clang_version, Bindings, Builder, ClangVersion};
// Re-exports both the struct and the deprecated unit-like constant of the same name.
pub use abi_check::AbiSummary;
#[allow(deprecated)]
pub use callbacks::CargoCallbacks;
pub use error::{AbiCheckError, BindgenError, CodegenError};
pub use options::{
    Abi, AliasVariation, CodegenConfig, EnumVariation, FieldVisibilityKind, Formatter,
    InvalidRustEdition, InvalidRustTarget, MacroTypeVariation, NonCopyUnionStyle, RustEdition,
    RustEnumOptions, RustTarget, DEFAULT_ANON_FIELDS_PREFIX, LATEST_STABLE_RUST,
};
pub use version::VERSION;
