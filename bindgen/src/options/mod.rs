//! `BindgenOptions`: every setting of a run, as plain data.
//!
//! The Builder (in `builder/`) writes these fields, the CLI reaches them through
//! the Builder, and `builder/flags.rs` turns them back into command-line flags.

mod regex_set;
mod styles;
mod target;

pub use regex_set::RegexSet;
pub use styles::{
    Abi, AliasVariation, CodegenConfig, EnumVariation, FieldVisibilityKind, Formatter,
    MacroTypeVariation, NonCopyUnionStyle, RustEnumOptions,
};
pub use target::{
    InvalidRustEdition, InvalidRustTarget, RustEdition, RustTarget, LATEST_STABLE_RUST,
};

use crate::callbacks::ParseCallbacks;
use std::path::PathBuf;
use std::rc::Rc;

/// The default prefix of unnamed struct/union members.
pub const DEFAULT_ANON_FIELDS_PREFIX: &str = "__bindgen_anon_";

/// A rustified-enum pattern with its extra options.
#[derive(Debug, Clone)]
pub struct RustifiedPattern {
    /// The regex as given.
    pub pattern: String,
    /// The options after `=`.
    pub options: RustEnumOptions,
    /// Whether this came from the non-exhaustive flag.
    pub non_exhaustive: bool,
}

/// All settings of one bindgen run: the user's callbacks, which may only be
/// used on the thread that runs bindgen, and every other setting, which any
/// thread may read (`SharedOptions`, reached through `Deref`).
#[derive(Debug, Clone, Default)]
pub struct BindgenOptions {
    pub(crate) parse_callbacks: Vec<Rc<dyn ParseCallbacks>>,
    pub(crate) shared: SharedOptions,
}

impl std::ops::Deref for BindgenOptions {
    type Target = SharedOptions;
    fn deref(&self) -> &SharedOptions {
        &self.shared
    }
}

impl std::ops::DerefMut for BindgenOptions {
    fn deref_mut(&mut self) -> &mut SharedOptions {
        &mut self.shared
    }
}

/// The settings that code generation threads read: plain data, compiled
/// patterns and atomics, so `Send` and `Sync` by construction (checked
/// below); callbacks live outside it, in [`BindgenOptions`].
#[derive(Debug, Clone)]
#[allow(clippy::struct_excessive_bools)] // a flag bag by nature: one bool per switch
pub struct SharedOptions {
    pub(crate) input_headers: Vec<String>,
    pub(crate) input_header_contents: Vec<(String, String)>,
    pub(crate) clang_args: Vec<String>,
    pub(crate) detect_include_paths: bool,

    pub(crate) allowlisted_types: RegexSet,
    pub(crate) allowlisted_functions: RegexSet,
    pub(crate) allowlisted_vars: RegexSet,
    pub(crate) allowlisted_files: RegexSet,
    pub(crate) allowlisted_items: RegexSet,
    pub(crate) blocklisted_types: RegexSet,
    pub(crate) blocklisted_functions: RegexSet,
    pub(crate) blocklisted_items: RegexSet,
    pub(crate) blocklisted_files: RegexSet,
    pub(crate) blocklisted_vars: RegexSet,
    pub(crate) opaque_types: RegexSet,
    pub(crate) allowlist_recursively: bool,
    pub(crate) codegen_config: CodegenConfig,
    pub(crate) generate_inline_functions: bool,
    pub(crate) record_matches: bool,
    pub(crate) emit_builtins: bool,

    pub(crate) default_enum_style: EnumVariation,
    pub(crate) bitfield_enums: RegexSet,
    pub(crate) newtype_enums: RegexSet,
    pub(crate) newtype_global_enums: RegexSet,
    pub(crate) rustified_enums: Vec<RustifiedPattern>,
    pub(crate) rustified_enum_set: RegexSet,
    pub(crate) rustified_non_exhaustive_enum_set: RegexSet,
    pub(crate) constified_enums: RegexSet,
    pub(crate) constified_enum_modules: RegexSet,
    pub(crate) prepend_enum_name: bool,
    pub(crate) translate_enum_integer_types: bool,

    pub(crate) default_macro_constant_type: MacroTypeVariation,
    pub(crate) fit_macro_constants: bool,
    pub(crate) generate_cstr: bool,
    pub(crate) clang_macro_fallback: bool,
    pub(crate) clang_macro_fallback_build_dir: Option<PathBuf>,

    pub(crate) default_alias_style: AliasVariation,
    pub(crate) type_alias: RegexSet,
    pub(crate) new_type_alias: RegexSet,
    pub(crate) new_type_alias_deref: RegexSet,
    pub(crate) default_non_copy_union_style: NonCopyUnionStyle,
    pub(crate) bindgen_wrapper_union: RegexSet,
    pub(crate) manually_drop_union: RegexSet,
    pub(crate) untagged_union: bool,

    pub(crate) derive_copy: bool,
    pub(crate) derive_debug: bool,
    pub(crate) derive_default: bool,
    pub(crate) derive_hash: bool,
    pub(crate) derive_partialeq: bool,
    pub(crate) derive_eq: bool,
    pub(crate) derive_partialord: bool,
    pub(crate) derive_ord: bool,
    pub(crate) impl_debug: bool,
    pub(crate) impl_partialeq: bool,
    pub(crate) no_partialeq_types: RegexSet,
    pub(crate) no_copy_types: RegexSet,
    pub(crate) no_debug_types: RegexSet,
    pub(crate) no_default_types: RegexSet,
    pub(crate) no_hash_types: RegexSet,
    pub(crate) must_use_types: RegexSet,
    pub(crate) default_visibility: FieldVisibilityKind,
    pub(crate) respect_cxx_access_specs: bool,

    pub(crate) layout_tests: bool,
    pub(crate) explicit_padding: bool,
    pub(crate) flexarray_dst: bool,
    pub(crate) rust_target: RustTarget,
    pub(crate) rust_edition: Option<RustEdition>,
    pub(crate) use_core: bool,
    pub(crate) ctypes_prefix: Option<String>,
    pub(crate) anon_fields_prefix: String,
    pub(crate) size_t_is_usize: bool,
    pub(crate) convert_floats: bool,
    pub(crate) array_pointers_in_arguments: bool,
    pub(crate) c_naming: bool,
    pub(crate) disable_nested_struct_naming: bool,
    pub(crate) generate_comments: bool,
    pub(crate) wrap_unsafe_ops: bool,
    pub(crate) sort_semantically: bool,
    pub(crate) raw_lines: Vec<String>,
    pub(crate) module_lines: Vec<(String, String)>,
    pub(crate) disable_header_comment: bool,
    pub(crate) time_phases: bool,
    pub(crate) emit_ast: bool,
    pub(crate) emit_ir: bool,
    pub(crate) emit_ir_graphviz: Option<String>,
    pub(crate) emit_diagnostics: bool,
    pub(crate) depfile: Option<(String, PathBuf)>,

    pub(crate) enable_function_attribute_detection: bool,
    pub(crate) enable_mangling: bool,
    pub(crate) abi_overrides: Vec<(Abi, String)>,
    pub(crate) merge_extern_blocks: bool,
    pub(crate) wasm_import_module_name: Option<String>,
    pub(crate) extern_block_attrs: Vec<String>,
    pub(crate) dynamic_library_name: Option<String>,
    pub(crate) dynamic_link_require_all: bool,
    pub(crate) wrap_static_fns: bool,
    pub(crate) wrap_static_fns_path: Option<PathBuf>,
    pub(crate) wrap_static_fns_suffix: Option<String>,

    pub(crate) formatter: Formatter,
    pub(crate) rustfmt_path: Option<PathBuf>,
    pub(crate) rustfmt_configuration_file: Option<PathBuf>,

    /// `--enable-cxx-namespaces`: everything goes into `pub mod root`.
    pub(crate) enable_cxx_namespaces: bool,
    /// C++/Objective-C switches that change nothing for C input, by flag
    /// name, sorted; kept so that `command_line_flags` reports them.
    pub(crate) cxx_switches: Vec<&'static str>,
    pub(crate) field_attributes: Vec<(String, String, String)>,
    pub(crate) fast_format: bool,
    /// Testing aid: split code generation between two threads even for small inputs.
    pub(crate) codegen_split_always: bool,
    /// Testing aid: `false` takes the plain path at each of the macro
    /// pipeline's shortcuts (see `Builder::macro_fast_paths`).
    pub(crate) macro_fast_paths: bool,
}

/// `SharedOptions` must stay shareable between threads; a field that is not
/// (a callback, an `Rc`) belongs in `BindgenOptions` instead.
const _: () = {
    const fn shareable<T: Send + Sync>() {}
    shareable::<SharedOptions>();
};

impl Default for SharedOptions {
    fn default() -> Self {
        SharedOptions {
            input_headers: Vec::new(),
            input_header_contents: Vec::new(),
            clang_args: Vec::new(),
            detect_include_paths: true,
            allowlisted_types: RegexSet::default(),
            allowlisted_functions: RegexSet::default(),
            allowlisted_vars: RegexSet::default(),
            allowlisted_files: RegexSet::default(),
            allowlisted_items: RegexSet::default(),
            blocklisted_types: RegexSet::default(),
            blocklisted_functions: RegexSet::default(),
            blocklisted_items: RegexSet::default(),
            blocklisted_files: RegexSet::default(),
            blocklisted_vars: RegexSet::default(),
            opaque_types: RegexSet::default(),
            allowlist_recursively: true,
            codegen_config: CodegenConfig::all(),
            generate_inline_functions: false,
            record_matches: true,
            emit_builtins: false,
            default_enum_style: EnumVariation::Consts,
            bitfield_enums: RegexSet::default(),
            newtype_enums: RegexSet::default(),
            newtype_global_enums: RegexSet::default(),
            rustified_enums: Vec::new(),
            rustified_enum_set: RegexSet::default(),
            rustified_non_exhaustive_enum_set: RegexSet::default(),
            constified_enums: RegexSet::default(),
            constified_enum_modules: RegexSet::default(),
            prepend_enum_name: true,
            translate_enum_integer_types: false,
            default_macro_constant_type: MacroTypeVariation::Unsigned,
            fit_macro_constants: false,
            generate_cstr: false,
            clang_macro_fallback: false,
            clang_macro_fallback_build_dir: None,
            default_alias_style: AliasVariation::TypeAlias,
            type_alias: RegexSet::default(),
            new_type_alias: RegexSet::default(),
            new_type_alias_deref: RegexSet::default(),
            default_non_copy_union_style: NonCopyUnionStyle::BindgenWrapper,
            bindgen_wrapper_union: RegexSet::default(),
            manually_drop_union: RegexSet::default(),
            untagged_union: true,
            derive_copy: true,
            derive_debug: true,
            derive_default: false,
            derive_hash: false,
            derive_partialeq: false,
            derive_eq: false,
            derive_partialord: false,
            derive_ord: false,
            impl_debug: false,
            impl_partialeq: false,
            no_partialeq_types: RegexSet::default(),
            no_copy_types: RegexSet::default(),
            no_debug_types: RegexSet::default(),
            no_default_types: RegexSet::default(),
            no_hash_types: RegexSet::default(),
            must_use_types: RegexSet::default(),
            default_visibility: FieldVisibilityKind::Public,
            respect_cxx_access_specs: false,
            layout_tests: true,
            explicit_padding: false,
            flexarray_dst: false,
            rust_target: RustTarget::default(),
            rust_edition: None,
            use_core: false,
            ctypes_prefix: None,
            anon_fields_prefix: DEFAULT_ANON_FIELDS_PREFIX.to_string(),
            size_t_is_usize: true,
            convert_floats: true,
            array_pointers_in_arguments: false,
            c_naming: false,
            disable_nested_struct_naming: false,
            generate_comments: true,
            wrap_unsafe_ops: false,
            sort_semantically: false,
            raw_lines: Vec::new(),
            module_lines: Vec::new(),
            disable_header_comment: false,
            time_phases: false,
            emit_ast: false,
            emit_ir: false,
            emit_ir_graphviz: None,
            emit_diagnostics: false,
            depfile: None,
            enable_function_attribute_detection: false,
            enable_mangling: true,
            abi_overrides: Vec::new(),
            merge_extern_blocks: false,
            wasm_import_module_name: None,
            extern_block_attrs: Vec::new(),
            dynamic_library_name: None,
            dynamic_link_require_all: false,
            wrap_static_fns: false,
            wrap_static_fns_path: None,
            wrap_static_fns_suffix: None,
            formatter: Formatter::Rustfmt,
            rustfmt_path: None,
            rustfmt_configuration_file: None,
            enable_cxx_namespaces: false,
            cxx_switches: Vec::new(),
            field_attributes: Vec::new(),
            fast_format: true,
            codegen_split_always: false,
            macro_fast_paths: true,
        }
    }
}

impl SharedOptions {
    /// The edition of the output: the chosen one or the newest the target allows.
    pub(crate) fn edition(&self) -> RustEdition {
        self.rust_edition
            .unwrap_or_else(|| self.rust_target.latest_edition())
    }

    /// Warns about allow/block/opaque patterns that matched nothing (a common
    /// typo symptom, and a silent skip otherwise).
    pub(crate) fn warn_unused_patterns(&self) {
        let lists = [
            ("--allowlist-type", &self.allowlisted_types),
            ("--allowlist-function", &self.allowlisted_functions),
            ("--allowlist-var", &self.allowlisted_vars),
            ("--allowlist-item", &self.allowlisted_items),
            ("--blocklist-type", &self.blocklisted_types),
            ("--blocklist-function", &self.blocklisted_functions),
            ("--blocklist-item", &self.blocklisted_items),
            ("--blocklist-var", &self.blocklisted_vars),
            ("--opaque-type", &self.opaque_types),
        ];
        for (flag, set) in lists {
            for p in set.unmatched() {
                let msg = format!("unused regex: {flag} '{p}' matched nothing");
                // Pretty warnings are opt-in (`--emit-diagnostics`), as upstream.
                if self.emit_diagnostics {
                    crate::error::warn(&msg);
                } else {
                    crate::error::debug(&msg);
                }
            }
        }
    }

    /// Compiles every regex list; returns the invalid patterns.
    pub(crate) fn build_regexes(&mut self) -> Vec<String> {
        let mut errors = Vec::new();
        for set in [
            &mut self.allowlisted_types,
            &mut self.allowlisted_functions,
            &mut self.allowlisted_vars,
            &mut self.allowlisted_files,
            &mut self.allowlisted_items,
            &mut self.blocklisted_types,
            &mut self.blocklisted_functions,
            &mut self.blocklisted_items,
            &mut self.blocklisted_files,
            &mut self.blocklisted_vars,
            &mut self.opaque_types,
            &mut self.bitfield_enums,
            &mut self.newtype_enums,
            &mut self.newtype_global_enums,
            &mut self.rustified_enum_set,
            &mut self.rustified_non_exhaustive_enum_set,
            &mut self.constified_enums,
            &mut self.constified_enum_modules,
            &mut self.type_alias,
            &mut self.new_type_alias,
            &mut self.new_type_alias_deref,
            &mut self.bindgen_wrapper_union,
            &mut self.manually_drop_union,
            &mut self.no_partialeq_types,
            &mut self.no_copy_types,
            &mut self.no_debug_types,
            &mut self.no_default_types,
            &mut self.no_hash_types,
            &mut self.must_use_types,
        ] {
            errors.extend(set.build());
        }
        errors
    }
}

impl SharedOptions {
    /// Whether C++ switch `flag` (spelled as on the command line, e.g.
    /// `"--vtable-generation"`) is on. The one place C++ switches are read.
    pub(crate) fn cxx_switch(&self, flag: &str) -> bool {
        self.cxx_switches.contains(&flag)
    }
}
