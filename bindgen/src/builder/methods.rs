//! Builder methods, named and typed as in upstream 0.73.2, so that build
//! scripts written for it compile unchanged (`bindgen-tests/api-compat`).

use super::Builder;
use crate::callbacks::ParseCallbacks;
use crate::options::*;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Methods that append a pattern to a regex list.
macro_rules! pattern_methods {
    ($($(#[doc = $doc:expr])* $name:ident ($bound:ident) => $field:ident;)*) => {
        $( pattern_methods!(@one $(#[doc = $doc])* $name $bound $field); )*
    };
    (@one $(#[doc = $doc:expr])* $name:ident AsRef $field:ident) => {
        $(#[doc = $doc])*
        pub fn $name<T: AsRef<str>>(mut self, arg: T) -> Builder {
            self.options.$field.insert(arg.as_ref().to_string());
            self
        }
    };
    (@one $(#[doc = $doc:expr])* $name:ident Into $field:ident) => {
        $(#[doc = $doc])*
        pub fn $name<T: Into<String>>(mut self, arg: T) -> Builder {
            self.options.$field.insert(arg.into());
            self
        }
    };
}

/// Methods that set a boolean field.
macro_rules! bool_methods {
    ($($(#[doc = $doc:expr])* $name:ident => $field:ident;)*) => {
        $(
            $(#[doc = $doc])*
            pub fn $name(mut self, doit: bool) -> Builder {
                self.options.$field = doit;
                self
            }
        )*
    };
}

/// Methods without arguments that switch something on (or off).
macro_rules! switch_methods {
    ($($(#[doc = $doc:expr])* $name:ident => $field:ident = $value:expr;)*) => {
        $(
            $(#[doc = $doc])*
            pub fn $name(mut self) -> Builder {
                self.options.$field = $value;
                self
            }
        )*
    };
}

impl Builder {
    /// Adds an input header (the last one is the main file; earlier ones are `-include`d).
    pub fn header<T: Into<String>>(mut self, header: T) -> Builder {
        self.options.input_headers.push(header.into());
        self
    }

    /// Adds several input headers.
    pub fn headers<I: IntoIterator>(mut self, headers: I) -> Builder
    where
        I::Item: Into<String>,
    {
        self.options
            .input_headers
            .extend(headers.into_iter().map(Into::into));
        self
    }

    /// Adds an in-memory header; `name` is made absolute against the current directory.
    pub fn header_contents(mut self, name: &str, contents: &str) -> Builder {
        let abs = std::env::current_dir()
            .map(|d| d.join(name))
            .unwrap_or_else(|_| PathBuf::from(name));
        self.options
            .input_header_contents
            .push((abs.to_string_lossy().into_owned(), contents.to_string()));
        self
    }

    /// Appends a clang argument.
    pub fn clang_arg<T: Into<String>>(mut self, arg: T) -> Builder {
        self.options.clang_args.push(arg.into());
        self
    }

    /// Appends clang arguments.
    pub fn clang_args<I: IntoIterator>(mut self, args: I) -> Builder
    where
        I::Item: AsRef<str>,
    {
        self.options
            .clang_args
            .extend(args.into_iter().map(|a| a.as_ref().to_string()));
        self
    }

    /// Registers parse callbacks (several may be registered).
    pub fn parse_callbacks(mut self, cb: Box<dyn ParseCallbacks>) -> Builder {
        self.options.parse_callbacks.push(Rc::from(cb));
        self
    }

    /// Evaluates macros the token evaluator cannot handle with clang.
    pub fn clang_macro_fallback(mut self) -> Builder {
        self.options.clang_macro_fallback = true;
        self
    }

    /// Directory for the fallback's temporary files.
    pub fn clang_macro_fallback_build_dir<P: AsRef<Path>>(mut self, path: P) -> Builder {
        self.options.clang_macro_fallback_build_dir = Some(path.as_ref().to_path_buf());
        self
    }

    pattern_methods! {
        /// Keep matching types and what they need.
        allowlist_type(AsRef) => allowlisted_types;
        /// Keep matching functions and what they need.
        allowlist_function(AsRef) => allowlisted_functions;
        /// Keep matching variables and constants.
        allowlist_var(AsRef) => allowlisted_vars;
        /// Keep everything declared in matching files.
        allowlist_file(AsRef) => allowlisted_files;
        /// Keep matching items of any kind.
        allowlist_item(AsRef) => allowlisted_items;
        /// Do not define matching types.
        blocklist_type(AsRef) => blocklisted_types;
        /// Do not declare matching functions.
        blocklist_function(AsRef) => blocklisted_functions;
        /// Do not emit matching items.
        blocklist_item(AsRef) => blocklisted_items;
        /// Do not emit items from matching files.
        blocklist_file(AsRef) => blocklisted_files;
        /// Do not emit matching variables.
        blocklist_var(AsRef) => blocklisted_vars;
        /// Emit matching types as opaque blobs.
        opaque_type(AsRef) => opaque_types;
        /// Bitfield-style enums.
        bitfield_enum(AsRef) => bitfield_enums;
        /// Newtype enums.
        newtype_enum(AsRef) => newtype_enums;
        /// Newtype enums with global constants.
        newtype_global_enum(AsRef) => newtype_global_enums;
        /// Constant-style enums.
        constified_enum(AsRef) => constified_enums;
        /// Module-of-constants enums.
        constified_enum_module(AsRef) => constified_enum_modules;
        /// Plain `pub type` aliases for matching typedefs.
        type_alias(AsRef) => type_alias;
        /// Newtype aliases for matching typedefs.
        new_type_alias(AsRef) => new_type_alias;
        /// Newtype aliases with `Deref` for matching typedefs.
        new_type_alias_deref(AsRef) => new_type_alias_deref;
        /// Wrapper-style unions for matching unions.
        bindgen_wrapper_union(AsRef) => bindgen_wrapper_union;
        /// `ManuallyDrop` unions for matching unions.
        manually_drop_union(AsRef) => manually_drop_union;
        /// Never derive `PartialEq` for matching types.
        no_partialeq(Into) => no_partialeq_types;
        /// Never derive `Copy`/`Clone` for matching types.
        no_copy(Into) => no_copy_types;
        /// Never derive `Debug` for matching types.
        no_debug(Into) => no_debug_types;
        /// Never derive or implement `Default` for matching types.
        no_default(Into) => no_default_types;
        /// Never derive `Hash` for matching types.
        no_hash(Into) => no_hash_types;
        /// `#[must_use]` on matching types.
        must_use_type(Into) => must_use_types;
    }

    /// Rustified enums for matching names; `REGEX=options` adds the conversions
    /// of [`RustEnumOptions`] (see the book's enums chapter).
    pub fn rustified_enum<T: AsRef<str>>(self, arg: T) -> Builder {
        let (pattern, options) = split_rust_enum_arg(arg.as_ref());
        self.add_rustified(pattern, options, false)
    }

    /// Non-exhaustive rustified enums for matching names.
    pub fn rustified_non_exhaustive_enum<T: AsRef<str>>(self, arg: T) -> Builder {
        let (pattern, options) = split_rust_enum_arg(arg.as_ref());
        self.add_rustified(pattern, options, true)
    }

    /// Rustified enums with extra conversions.
    pub fn rustified_enum_with<T: AsRef<str>>(self, arg: T, options: RustEnumOptions) -> Builder {
        self.add_rustified(arg.as_ref().to_string(), options, false)
    }

    /// Non-exhaustive rustified enums with extra conversions.
    pub fn rustified_non_exhaustive_enum_with<T: AsRef<str>>(
        self,
        arg: T,
        options: RustEnumOptions,
    ) -> Builder {
        self.add_rustified(arg.as_ref().to_string(), options, true)
    }

    fn add_rustified(
        mut self,
        pattern: String,
        options: RustEnumOptions,
        non_exhaustive: bool,
    ) -> Builder {
        if non_exhaustive {
            self.options
                .rustified_non_exhaustive_enum_set
                .insert(pattern.clone());
        } else {
            self.options.rustified_enum_set.insert(pattern.clone());
        }
        self.options.rustified_enums.push(RustifiedPattern {
            pattern,
            options,
            non_exhaustive,
        });
        self
    }

    bool_methods! {
        /// Detect the clang driver's system include directories (default on).
        detect_include_paths => detect_include_paths;
        /// Emit what allowlisted items need (default on).
        allowlist_recursively => allowlist_recursively;
        /// Declare non-static inline functions.
        generate_inline_functions => generate_inline_functions;
        /// Track which patterns matched.
        record_matches => record_matches;
        /// Prefix constants with the enum name (default on).
        prepend_enum_name => prepend_enum_name;
        /// Use Rust integer types for enum aliases.
        translate_enum_integer_types => translate_enum_integer_types;
        /// Smallest integer type that fits each macro constant.
        fit_macro_constants => fit_macro_constants;
        /// `&CStr` string constants.
        generate_cstr => generate_cstr;
        /// Derive `Copy`/`Clone` (default on).
        derive_copy => derive_copy;
        /// Derive `Debug` (default on).
        derive_debug => derive_debug;
        /// Derive `Default`.
        derive_default => derive_default;
        /// Derive `Hash`.
        derive_hash => derive_hash;
        /// Hand-written `Debug` where it cannot be derived.
        impl_debug => impl_debug;
        /// Hand-written `PartialEq` where it cannot be derived.
        impl_partialeq => impl_partialeq;
        /// Only C++-public members are `pub`.
        respect_cxx_access_specs => respect_cxx_access_specs;
        /// Layout checks (default on).
        layout_tests => layout_tests;
        /// Explicit padding fields.
        explicit_padding => explicit_padding;
        /// Flexible-array structs as DSTs.
        flexarray_dst => flexarray_dst;
        /// `size_t` as `usize` (default on).
        size_t_is_usize => size_t_is_usize;
        /// Array parameters as pointers to arrays.
        array_pointers_in_arguments => array_pointers_in_arguments;
        /// `struct_`/`union_`/`enum_` prefixes.
        c_naming => c_naming;
        /// Doc comments from C comments (default on).
        generate_comments => generate_comments;
        /// Wrap unsafe operations in `unsafe {}`.
        wrap_unsafe_ops => wrap_unsafe_ops;
        /// Reorder items by kind.
        sort_semantically => sort_semantically;
        /// Print per-phase timings.
        time_phases => time_phases;
        /// Trust libclang's mangled names (default on).
        trust_clang_mangling => enable_mangling;
        /// One extern block for everything.
        merge_extern_blocks => merge_extern_blocks;
        /// Fail dynamic loading on the first missing symbol.
        dynamic_link_require_all => dynamic_link_require_all;
        /// Wrap static functions in exported C functions.
        wrap_static_fns => wrap_static_fns;
    }

    switch_methods! {
        /// Emit clang builtin definitions.
        emit_builtins => emit_builtins = true;
        /// Native unions become wrapper structs.
        disable_untagged_union => untagged_union = false;
        /// `::core` paths.
        use_core => use_core = true;
        /// `c_float`/`c_double` instead of `f32`/`f64`.
        no_convert_floats => convert_floats = false;
        /// Nested named structs keep their own names.
        disable_nested_struct_naming => disable_nested_struct_naming = true;
        /// No header comment.
        disable_header_comment => disable_header_comment = true;
        /// Dump the clang AST.
        emit_clang_ast => emit_ast = true;
        /// Dump the IR.
        emit_ir => emit_ir = true;
        /// Detect function attributes.
        enable_function_attribute_detection => enable_function_attribute_detection = true;
    }

    /// Records (or forgets, for `false`) a C++ or Objective-C switch. None of
    /// them changes the output for C input (as upstream); they are kept so
    /// that `command_line_flags` reports them.
    fn cxx_switch(mut self, flag: &'static str, on: bool) -> Builder {
        self.options.cxx_switches.retain(|f| *f != flag);
        if on {
            self.options.cxx_switches.push(flag);
            self.options.cxx_switches.sort_unstable();
        }
        self
    }

    /// C++: also bind functions declared `= delete`. No effect on C input.
    pub fn generate_deleted_functions(self, doit: bool) -> Builder {
        self.cxx_switch("--generate-deleted-functions", doit)
    }

    /// C++: also bind pure virtual member functions. No effect on C input.
    pub fn generate_pure_virtual_functions(self, doit: bool) -> Builder {
        self.cxx_switch("--generate-pure-virtual-functions", doit)
    }

    /// C++: also bind `private` member functions. No effect on C input.
    pub fn generate_private_functions(self, doit: bool) -> Builder {
        self.cxx_switch("--generate-private-functions", doit)
    }

    /// C++: bind overloaded operators too. No effect on C input.
    pub fn represent_cxx_operators(self, doit: bool) -> Builder {
        self.cxx_switch("--represent-cxx-operators", doit)
    }

    /// C++: give virtual methods a receiver of the class's own type instead
    /// of an untyped pointer. No effect on C input.
    pub fn use_specific_virtual_function_receiver(self, doit: bool) -> Builder {
        self.cxx_switch("--use-specific-virtual-function-receiver", doit)
    }

    /// C++: map `char16_t` to its own wrapper type rather than `u16`. No
    /// effect on C input.
    pub fn use_distinct_char16_t(self, doit: bool) -> Builder {
        self.cxx_switch("--use-distinct-char16-t", doit)
    }

    /// C++: emit a struct describing each class's virtual table. No effect
    /// on C input.
    pub fn vtable_generation(self, doit: bool) -> Builder {
        self.cxx_switch("--vtable-generation", doit)
    }

    /// C++: bind references as `NonNull<T>` instead of raw pointers. No
    /// effect on C input.
    pub fn generate_cxx_nonnull_references(self, doit: bool) -> Builder {
        self.cxx_switch("--nonnull-references", doit)
    }

    /// Objective-C: bring in the `objc` crate with `#[macro_use] extern
    /// crate` rather than `use`. No effect on C input.
    pub fn objc_extern_crate(self, doit: bool) -> Builder {
        self.cxx_switch("--objc-extern-crate", doit)
    }

    /// Clang blocks: give block pointers their real signatures instead of
    /// `*mut c_void`. No effect on C input without blocks.
    pub fn generate_block(self, doit: bool) -> Builder {
        self.cxx_switch("--generate-block", doit)
    }

    /// Clang blocks: bring in the `block` crate with `#[macro_use] extern
    /// crate` rather than `use`. No effect on C input without blocks.
    pub fn block_extern_crate(self, doit: bool) -> Builder {
        self.cxx_switch("--block-extern-crate", doit)
    }

    /// C++: name items inside namespaces by their own name only, not
    /// prefixed with the namespace path. No effect on C input.
    pub fn disable_name_namespacing(self) -> Builder {
        self.cxx_switch("--disable-name-namespacing", true)
    }

    /// Puts the bindings into `pub mod root { ... }` (C++ namespaces become
    /// nested modules inside it); references between items are written as
    /// `root::name` paths. For C input this is the whole effect.
    pub fn enable_cxx_namespaces(mut self) -> Builder {
        self.options.enable_cxx_namespaces = true;
        self
    }

    /// C++: give inline namespaces their own modules instead of merging them
    /// into the enclosing one. No effect on C input.
    pub fn conservative_inline_namespaces(self) -> Builder {
        self.cxx_switch("--conservative-inline-namespaces", true)
    }

    /// Testing aid: `false` sends every item through the formatter instead of
    /// printing simple items directly in rustfmt's layout (the output is the same).
    #[doc(hidden)]
    pub fn fast_format(mut self, doit: bool) -> Builder {
        self.options.fast_format = doit;
        self
    }

    /// Testing aid: `true` splits code generation between two threads even
    /// for small inputs, as big ones are (the output is the same).
    #[doc(hidden)]
    pub fn codegen_split_always(mut self, doit: bool) -> Builder {
        self.options.codegen_split_always = doit;
        self
    }

    /// Testing aid: `false` takes the plain path at each shortcut of the
    /// macro pipeline: the constants are joined inside the parse (not late,
    /// during code generation), the macro table is built on the main thread,
    /// and the clang fallback's helper unit is built when its questions are
    /// known (not parsed from the start). The output is the same.
    #[doc(hidden)]
    pub fn macro_fast_paths(mut self, doit: bool) -> Builder {
        self.options.macro_fast_paths = doit;
        self
    }

    /// Drop all functions.
    pub fn ignore_functions(mut self) -> Builder {
        self.options.codegen_config.remove(CodegenConfig::FUNCTIONS);
        self
    }

    /// Drop C++ methods.
    pub fn ignore_methods(mut self) -> Builder {
        self.options.codegen_config.remove(CodegenConfig::METHODS);
        self
    }

    /// Pretty warnings on stderr.
    #[cfg(feature = "experimental")]
    pub fn emit_diagnostics(mut self) -> Builder {
        self.options.emit_diagnostics = true;
        self
    }

    /// Which item kinds are generated.
    pub fn with_codegen_config(mut self, config: CodegenConfig) -> Builder {
        self.options.codegen_config = config;
        self
    }

    /// Default enum style.
    pub fn default_enum_style(mut self, arg: EnumVariation) -> Builder {
        self.options.default_enum_style = arg;
        self
    }

    /// Signedness preference of macro constants.
    pub fn default_macro_constant_type(mut self, arg: MacroTypeVariation) -> Builder {
        self.options.default_macro_constant_type = arg;
        self
    }

    /// Default typedef style.
    pub fn default_alias_style(mut self, arg: AliasVariation) -> Builder {
        self.options.default_alias_style = arg;
        self
    }

    /// Default non-Copy union style.
    pub fn default_non_copy_union_style(mut self, arg: NonCopyUnionStyle) -> Self {
        self.options.default_non_copy_union_style = arg;
        self
    }

    /// Derive `PartialEq` (`false` also clears `Eq`).
    pub fn derive_partialeq(mut self, doit: bool) -> Builder {
        self.options.derive_partialeq = doit;
        if !doit {
            self.options.derive_eq = false;
        }
        self
    }

    /// Derive `Eq` (`true` also sets `PartialEq`).
    pub fn derive_eq(mut self, doit: bool) -> Builder {
        self.options.derive_eq = doit;
        if doit {
            self.options.derive_partialeq = true;
        }
        self
    }

    /// Derive `PartialOrd` (`false` also clears `Ord`).
    pub fn derive_partialord(mut self, doit: bool) -> Builder {
        self.options.derive_partialord = doit;
        if !doit {
            self.options.derive_ord = false;
        }
        self
    }

    /// Derive `Ord` (sets `PartialOrd` to the same value).
    pub fn derive_ord(mut self, doit: bool) -> Builder {
        self.options.derive_ord = doit;
        self.options.derive_partialord = doit;
        self
    }

    /// Field visibility.
    pub fn default_visibility(mut self, visibility: FieldVisibilityKind) -> Self {
        self.options.default_visibility = visibility;
        self
    }

    /// Adds an attribute to one field.
    pub fn field_attribute<T, F, A>(mut self, type_name: T, field_name: F, attribute: A) -> Builder
    where
        T: Into<String>,
        F: Into<String>,
        A: Into<String>,
    {
        self.options
            .field_attributes
            .push((type_name.into(), field_name.into(), attribute.into()));
        self
    }

    /// The oldest rustc the output must support.
    pub fn rust_target(mut self, rust_target: RustTarget) -> Builder {
        self.options.rust_target = rust_target;
        self
    }

    /// The edition of the output.
    pub fn rust_edition(mut self, rust_edition: RustEdition) -> Builder {
        self.options.rust_edition = Some(rust_edition);
        self
    }

    /// Prefix of C types.
    pub fn ctypes_prefix<T: Into<String>>(mut self, prefix: T) -> Builder {
        self.options.ctypes_prefix = Some(prefix.into());
        self
    }

    /// Prefix of unnamed members.
    pub fn anon_fields_prefix<T: Into<String>>(mut self, prefix: T) -> Builder {
        self.options.anon_fields_prefix = prefix.into();
        self
    }

    /// A raw line after the header comment.
    pub fn raw_line<T: Into<String>>(mut self, arg: T) -> Builder {
        self.options.raw_lines.push(arg.into());
        self
    }

    /// A raw line in a C++ namespace module.
    pub fn module_raw_line<T, U>(mut self, module: T, line: U) -> Builder
    where
        T: Into<String>,
        U: Into<String>,
    {
        self.options.module_lines.push((module.into(), line.into()));
        self
    }

    /// Write the IR as a Graphviz file.
    pub fn emit_ir_graphviz<T: Into<String>>(mut self, path: T) -> Builder {
        self.options.emit_ir_graphviz = Some(path.into());
        self
    }

    /// Also write a depfile.
    pub fn depfile<H: Into<String>, D: Into<PathBuf>>(
        mut self,
        output_module: H,
        depfile: D,
    ) -> Builder {
        self.options.depfile = Some((output_module.into(), depfile.into()));
        self
    }

    /// Force an ABI on matching functions.
    pub fn override_abi<T: Into<String>>(mut self, abi: Abi, arg: T) -> Builder {
        self.options.abi_overrides.push((abi, arg.into()));
        self
    }

    /// `#[link(wasm_import_module = …)]` on extern blocks.
    pub fn wasm_import_module_name<T: Into<String>>(mut self, import_name: T) -> Builder {
        self.options.wasm_import_module_name = Some(import_name.into());
        self
    }

    /// An attribute on every extern block.
    pub fn extern_block_attrs<T: Into<String>>(mut self, attr: T) -> Builder {
        self.options.extern_block_attrs.push(attr.into());
        self
    }

    /// The 0.72 name of [`Builder::extern_block_attrs`], kept so that build
    /// scripts written for 0.72 still compile.
    #[deprecated(note = "renamed to `extern_block_attrs` in 0.73")]
    pub fn extern_fn_block_attrs<T: Into<String>>(self, attr: T) -> Builder {
        self.extern_block_attrs(attr)
    }

    /// Dynamic loading through `libloading` with this struct name.
    pub fn dynamic_library_name<T: Into<String>>(mut self, dynamic_library_name: T) -> Builder {
        self.options.dynamic_library_name = Some(dynamic_library_name.into());
        self
    }

    /// Path of the static-wrapper C file.
    pub fn wrap_static_fns_path<T: AsRef<Path>>(mut self, path: T) -> Builder {
        self.options.wrap_static_fns_path = Some(path.as_ref().to_path_buf());
        self
    }

    /// Suffix of static-wrapper symbols.
    pub fn wrap_static_fns_suffix<T: AsRef<str>>(mut self, suffix: T) -> Builder {
        self.options.wrap_static_fns_suffix = Some(suffix.as_ref().to_string());
        self
    }

    /// The output formatter.
    pub fn formatter(mut self, formatter: Formatter) -> Builder {
        self.options.formatter = formatter;
        self
    }

    /// Deprecated: `true` -> rustfmt, `false` -> none.
    #[deprecated = "use `formatter` instead"]
    pub fn rustfmt_bindings(mut self, doit: bool) -> Builder {
        self.options.formatter = if doit {
            Formatter::Rustfmt
        } else {
            Formatter::None
        };
        self
    }

    /// rustfmt configuration file (also selects rustfmt).
    pub fn rustfmt_configuration_file(mut self, path: Option<PathBuf>) -> Builder {
        if path.is_some() {
            self.options.formatter = Formatter::Rustfmt;
        }
        self.options.rustfmt_configuration_file = path;
        self
    }

    /// An explicit rustfmt binary.
    pub fn with_rustfmt<P: Into<PathBuf>>(mut self, path: P) -> Builder {
        self.options.rustfmt_path = Some(path.into());
        self
    }

    /// Writes `__bindgen.c` and its preprocessed form `__bindgen.i` into the cwd.
    pub fn dump_preprocessed_input(&self) -> std::io::Result<()> {
        let clang = crate::parse::clang_path()
            .ok_or_else(|| std::io::Error::other("Cannot find clang executable"))?;
        let mut wrapper = String::new();
        for h in &self.options.input_headers {
            wrapper.push_str(&format!("#include \"{h}\"\n"));
        }
        for (name, contents) in &self.options.input_header_contents {
            wrapper.push_str(&format!("#line 0 \"{name}\"\n{contents}\n"));
        }
        std::fs::write("__bindgen.c", wrapper)?;
        let status = std::process::Command::new(clang)
            .args(&self.options.clang_args)
            .args(["-C", "-E", "__bindgen.c", "-o", "__bindgen.i"])
            .status()?;
        if status.success() {
            Ok(())
        } else {
            Err(std::io::Error::other("clang exited with non-zero status"))
        }
    }
}

/// Splits `REGEX=opt,opt` at the last `=` when every word is an option word.
pub(crate) fn split_rust_enum_arg(arg: &str) -> (String, RustEnumOptions) {
    if let Some((pattern, opts)) = arg.rsplit_once('=') {
        let words: Vec<&str> = opts.split(',').map(str::trim).collect();
        if !words.is_empty() && words.iter().all(|w| RustEnumOptions::is_word(w)) {
            if let Ok(o) = opts.parse() {
                return (pattern.to_string(), o);
            }
        }
    }
    (arg.to_string(), RustEnumOptions::empty())
}
