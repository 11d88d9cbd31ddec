//! The command line grammar (upstream 0.73.2's flags), mapped
//! onto the Builder. The `--help` texts are the doc comments of `Cli`'s fields.

use super::custom_callbacks::{split_attrs, CustomCallback};
use super::Builder;
use crate::callbacks::{ItemInfo, ItemKind, ParseCallbacks, TypeKind};
use crate::options::*;
use clap::Parser;
use std::io;
use std::path::PathBuf;

/// Parses a `REGEX=value` pair at the last `=`.
fn split_custom(s: &str) -> Result<(String, String), String> {
    s.rsplit_once('=')
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .ok_or_else(|| "Missing '='".to_string())
}

/// Parses `REGEX=#[attr],#[attr]` at the last `=` outside `[...]`/`(...)` brackets.
fn split_custom_attr(s: &str) -> Result<(String, String), String> {
    let mut depth = 0i32;
    let mut at = None;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            '=' if depth == 0 => at = Some(i),
            _ => {}
        }
    }
    let i = at.ok_or_else(|| "Missing '='".to_string())?;
    Ok((s[..i].to_string(), s[i + 1..].to_string()))
}

/// Parses `REGEX=ABI` at the last `=`.
fn parse_override_abi(s: &str) -> Result<(String, Abi), String> {
    let (regex, abi) = split_custom(s)?;
    Ok((regex, abi.parse::<Abi>()?))
}

/// Parses `TYPE::FIELD=ATTR`: split at the first `=`, then at the last `::`;
/// the attribute must be Rust tokens (it is pasted into `#[...]`).
fn parse_field_attr(s: &str) -> Result<(String, String, String), String> {
    let (path, attr) = s.split_once('=').ok_or("Missing '='")?;
    let (ty, field) = path
        .rsplit_once("::")
        .ok_or("Missing '::' between type and field")?;
    if let Err(e) = attr.parse::<proc_macro2::TokenStream>() {
        return Err(format!(
            "the attribute `{attr}` is not valid Rust tokens: {e}"
        ));
    }
    Ok((ty.to_string(), field.to_string(), attr.to_string()))
}

fn parse_rust_target(s: &str) -> Result<RustTarget, String> {
    s.parse::<RustTarget>().map_err(|e| e.to_string())
}

fn parse_codegen(s: &str) -> Result<CodegenConfig, String> {
    let mut c = CodegenConfig::empty();
    // An empty list (which `command_line_flags` writes for an empty set) means nothing.
    for w in s.split(',').filter(|w| !w.trim().is_empty()) {
        c |= match w.trim() {
            "functions" => CodegenConfig::FUNCTIONS,
            "types" => CodegenConfig::TYPES,
            "vars" => CodegenConfig::VARS,
            "methods" => CodegenConfig::METHODS,
            "constructors" => CodegenConfig::CONSTRUCTORS,
            "destructors" => CodegenConfig::DESTRUCTORS,
            other => return Err(format!("Unknown codegen item kind: {other}")),
        };
    }
    Ok(c)
}

fn parse_rustified(s: &str) -> Result<String, String> {
    if let Some((_, opts)) = s.rsplit_once('=') {
        let words: Vec<&str> = opts.split(',').map(str::trim).collect();
        let known = words.iter().filter(|w| RustEnumOptions::is_word(w)).count();
        if known > 0 && known < words.len() {
            let bad = words
                .iter()
                .find(|w| !RustEnumOptions::is_word(w))
                .copied()
                .unwrap_or_default();
            return Err(format!("unknown rustified-enum option '{bad}'"));
        }
    }
    Ok(s.to_string())
}

fn parse_abs_path(s: &str) -> Result<PathBuf, String> {
    let p = PathBuf::from(s);
    if p.is_absolute() {
        Ok(p)
    } else {
        Err("--rustfmt-configuration-file needs to be an absolute path!".into())
    }
}

/// The command line, as clap sees it.
#[derive(Parser, Debug)]
#[command(
    name = "bindgen",
    about = "Turns C (and C++) headers into Rust FFI bindings.",
    override_usage = "bindgen <FLAGS> <OPTIONS> <HEADER> -- <CLANG_ARGS>...",
    disable_version_flag = true,
    trailing_var_arg = true
)]
#[allow(clippy::struct_excessive_bools)]
pub(super) struct Cli {
    /// The header to translate (C, or C++ with the right clang arguments).
    pub(super) header: Option<String>,
    /// Also write a Makefile-style dependency file, listing every header read, to this path.
    #[arg(long)]
    depfile: Option<String>,
    /// How enums are emitted unless a per-enum option says otherwise (consts, moduleconsts, bitfield, newtype, newtype_global, rust, rust_non_exhaustive).
    #[arg(long, value_name = "STYLE", value_parser = |s: &str| s.parse::<EnumVariation>().map_err(|e| e.to_string()))]
    default_enum_style: Option<EnumVariation>,
    /// Emit enums whose names match REGEX as newtypes with bitwise operators (flag sets).
    #[arg(long, value_name = "REGEX")]
    bitfield_enum: Vec<String>,
    /// Emit enums whose names match REGEX as a newtype struct with associated constants.
    #[arg(long, value_name = "REGEX")]
    newtype_enum: Vec<String>,
    /// Emit enums whose names match REGEX as a newtype struct with free-standing constants.
    #[arg(long, value_name = "REGEX")]
    newtype_global_enum: Vec<String>,
    /// Emit enums whose names match REGEX as Rust `enum`s; `REGEX=OPT,...` adds conversions (see the book).
    #[arg(long, value_name = "REGEX", value_parser = parse_rustified)]
    rustified_enum: Vec<String>,
    /// Like --rustified-enum, and the Rust `enum` is marked `#[non_exhaustive]`.
    #[arg(long, value_name = "REGEX", value_parser = parse_rustified)]
    rustified_non_exhaustive_enum: Vec<String>,
    /// Emit enums whose names match REGEX as a type alias plus one constant per variant.
    #[arg(long, value_name = "REGEX")]
    constified_enum: Vec<String>,
    /// Emit enums whose names match REGEX as a module holding `Type` and the variant constants.
    #[arg(long, value_name = "REGEX")]
    constified_enum_module: Vec<String>,
    /// Whether integer macro constants get signed or unsigned Rust types by default (signed or unsigned).
    #[arg(long, value_name = "TYPE", value_parser = |s: &str| s.parse::<MacroTypeVariation>().map_err(|e| e.to_string()))]
    default_macro_constant_type: Option<MacroTypeVariation>,
    /// How typedefs are emitted unless a per-typedef option says otherwise (type_alias, new_type, new_type_deref).
    #[arg(long, value_name = "STYLE", value_parser = |s: &str| s.parse::<AliasVariation>().map_err(|e| e.to_string()))]
    default_alias_style: Option<AliasVariation>,
    /// Emit typedefs whose names match REGEX as plain `pub type` aliases.
    #[arg(long, value_name = "REGEX")]
    normal_alias: Vec<String>,
    /// Emit typedefs whose names match REGEX as a tuple-struct newtype around the aliased type.
    #[arg(long, value_name = "REGEX")]
    new_type_alias: Vec<String>,
    /// Like --new-type-alias, and the newtype also implements Deref and DerefMut to its inner value.
    #[arg(long, value_name = "REGEX")]
    new_type_alias_deref: Vec<String>,
    /// How unions with a member that is not Copy are emitted by default (bindgen_wrapper or manually_drop).
    #[arg(long, value_name = "STYLE", value_parser = |s: &str| s.parse::<NonCopyUnionStyle>().map_err(|e| e.to_string()))]
    default_non_copy_union_style: Option<NonCopyUnionStyle>,
    /// Unions whose names match REGEX and that hold a non-Copy member use bindgen's `__BindgenUnionField` wrapper.
    #[arg(long, value_name = "REGEX")]
    bindgen_wrapper_union: Vec<String>,
    /// Unions whose names match REGEX and that hold a non-Copy member wrap those members in `ManuallyDrop`.
    #[arg(long, value_name = "REGEX")]
    manually_drop_union: Vec<String>,
    /// Leave out the types whose names match TYPE (a regex); uses of them stay.
    #[arg(long, value_name = "TYPE")]
    blocklist_type: Vec<String>,
    /// Leave out the functions whose names match FUNCTION (a regex).
    #[arg(long, value_name = "FUNCTION")]
    blocklist_function: Vec<String>,
    /// Leave out every item whose name matches ITEM (a regex), whatever its kind.
    #[arg(long, value_name = "ITEM")]
    blocklist_item: Vec<String>,
    /// Leave out everything declared in files whose paths match FILE (a regex).
    #[arg(long, value_name = "FILE")]
    blocklist_file: Vec<String>,
    /// Leave out the variables whose names match VAR (a regex).
    #[arg(long, value_name = "VAR")]
    blocklist_var: Vec<String>,
    /// Skip the compile-time size, alignment and offset checks for generated types.
    #[arg(long)]
    no_layout_tests: bool,
    /// Never derive Copy (nor Clone) for generated types.
    #[arg(long)]
    no_derive_copy: bool,
    /// Never derive Debug for generated types.
    #[arg(long)]
    no_derive_debug: bool,
    /// Never derive Default for generated types (the default; kept for old command lines).
    #[arg(long, hide = true)]
    no_derive_default: bool,
    /// Write a Debug impl by hand for types where deriving it is not possible.
    #[arg(long)]
    impl_debug: bool,
    /// Write a PartialEq impl by hand for types where deriving it is not possible.
    #[arg(long)]
    impl_partialeq: bool,
    /// Derive Default wherever possible.
    #[arg(long)]
    with_derive_default: bool,
    /// Derive Hash wherever possible.
    #[arg(long)]
    with_derive_hash: bool,
    /// Derive PartialEq wherever possible.
    #[arg(long)]
    with_derive_partialeq: bool,
    /// Derive PartialOrd wherever possible.
    #[arg(long)]
    with_derive_partialord: bool,
    /// Derive Eq (and PartialEq) wherever possible.
    #[arg(long)]
    with_derive_eq: bool,
    /// Derive Ord (and PartialOrd) wherever possible.
    #[arg(long)]
    with_derive_ord: bool,
    /// Do not turn C comments into Rust doc comments.
    #[arg(long)]
    no_doc_comments: bool,
    /// With allowlists, emit only what matches, not the types it depends on (the output may then not compile).
    #[arg(long)]
    no_recursive_allowlist: bool,
    /// Objective-C: import the objc crate with `extern crate` rather than `use` (no effect on C).
    #[arg(long)]
    objc_extern_crate: bool,
    /// Clang blocks: give block pointers their real signature rather than a void pointer.
    #[arg(long)]
    generate_block: bool,
    /// Clang blocks: import the block crate with `extern crate` rather than `use`.
    #[arg(long)]
    block_extern_crate: bool,
    /// Ignore the symbol names libclang reports and do not emit `link_name` from them.
    #[arg(long)]
    distrust_clang_mangling: bool,
    /// Also emit items clang predefines, such as `__builtin_va_list`.
    #[arg(long)]
    builtins: bool,
    /// Path that C type names (c_int, c_char, ...) are taken from, in place of ::std::os::raw.
    #[arg(long, value_name = "PREFIX")]
    ctypes_prefix: Option<String>,
    /// Name prefix for the fields that hold unnamed struct and union members.
    #[arg(long, value_name = "PREFIX", default_value = DEFAULT_ANON_FIELDS_PREFIX)]
    anon_fields_prefix: String,
    /// Print how long each phase of the run took, on stderr.
    #[arg(long)]
    time_phases: bool,
    /// Print clang's view of the input (debugging aid).
    #[arg(long)]
    emit_clang_ast: bool,
    /// Print bindgen's intermediate representation of the input (debugging aid).
    #[arg(long)]
    emit_ir: bool,
    /// Write the intermediate representation as a Graphviz dot graph to PATH.
    #[arg(long, value_name = "PATH")]
    emit_ir_graphviz: Option<String>,
    /// Put the output in `pub mod root`, with C++ namespaces as nested modules.
    #[arg(long)]
    enable_cxx_namespaces: bool,
    /// C++: name items by their own name (`Baz`), not by their namespace path (`foo_bar_Baz`).
    #[arg(long)]
    disable_name_namespacing: bool,
    /// Name a struct defined inside another by its own tag (`bar`) instead of `outer_bar`.
    #[arg(long)]
    disable_nested_struct_naming: bool,
    /// Emit C unions as structs with accessor fields instead of Rust `union`s.
    #[arg(long)]
    disable_untagged_union: bool,
    /// Leave out the first-line comment naming the bindgen version.
    #[arg(long)]
    disable_header_comment: bool,
    /// Emit no functions or methods at all (handy when only layouts matter).
    #[arg(long)]
    ignore_functions: bool,
    /// Emit only these kinds of items, comma-separated: functions, types, vars, methods, constructors, destructors.
    #[arg(long, value_name = "GENERATE", value_parser = parse_codegen)]
    generate: Option<CodegenConfig>,
    /// Emit no C++ methods.
    #[arg(long)]
    ignore_methods: bool,
    /// Keep C float types as c_float/c_double instead of f32/f64.
    #[arg(long)]
    no_convert_floats: bool,
    /// Name constant and newtype enum variants without the enum's name in front.
    #[arg(long)]
    no_prepend_enum_name: bool,
    /// Do not ask the clang driver for its default include directories.
    #[arg(long)]
    no_include_path_detection: bool,
    /// Give integer macro constants the smallest type that holds them, even below 32 bits.
    #[arg(long)]
    fit_macro_constant_types: bool,
    /// Emit string constants as `&CStr` rather than as byte arrays.
    #[arg(long)]
    generate_cstr: bool,
    /// Emit the types whose names match TYPE (a regex) as opaque blobs of the right size and alignment.
    #[arg(long, value_name = "TYPE")]
    opaque_type: Vec<String>,
    /// File to write the bindings to (stdout when absent).
    #[arg(long, short, value_name = "OUTPUT")]
    pub(super) output: Option<String>,
    /// A line of Rust inserted verbatim at the top of the output (repeatable).
    #[arg(long)]
    raw_line: Vec<String>,
    /// A line of Rust (RAW_LINE) inserted verbatim into the module MODULE_NAME.
    #[arg(long, number_of_values = 2, value_names = ["MODULE_NAME", "RAW_LINE"])]
    module_raw_line: Vec<String>,
    /// Oldest Rust compiler the output must build with: 1.51 or later, or nightly (default: the newest stable known).
    #[arg(long, value_parser = parse_rust_target)]
    rust_target: Option<RustTarget>,
    /// Rust edition the output is written for: 2018, 2021 or 2024 (default: the newest the Rust target has).
    #[arg(long, value_name = "EDITION", value_parser = |s: &str| s.parse::<RustEdition>().map_err(|e| e.to_string()))]
    rust_edition: Option<RustEdition>,
    /// Refer to ::core instead of ::std, for no_std crates.
    #[arg(long)]
    use_core: bool,
    /// C++: give inline namespaces their own modules, so that their names cannot clash.
    #[arg(long)]
    conservative_inline_namespaces: bool,
    /// Emit the functions whose names match REGEX; with any allowlist, unmatched functions are left out.
    #[arg(long, value_name = "REGEX")]
    allowlist_function: Vec<String>,
    /// Also declare inline functions (they need an out-of-line definition to link).
    #[arg(long)]
    generate_inline_functions: bool,
    /// Emit the types whose names match REGEX; with any allowlist, unmatched types are left out.
    #[arg(long, value_name = "REGEX")]
    allowlist_type: Vec<String>,
    /// Emit the variables whose names match REGEX; with any allowlist, unmatched variables are left out.
    #[arg(long, value_name = "REGEX")]
    allowlist_var: Vec<String>,
    /// Emit everything declared in files whose paths match PATH (a regex).
    #[arg(long, value_name = "PATH")]
    allowlist_file: Vec<String>,
    /// Emit the items of any kind whose names match REGEX; with any allowlist, unmatched items are left out.
    #[arg(long, value_name = "REGEX")]
    allowlist_item: Vec<String>,
    /// Explain failures in more detail.
    #[arg(long)]
    pub(super) verbose: bool,
    /// Write the preprocessed input to `__bindgen.i` in the current directory (for bug reports and reducing test cases).
    #[arg(long)]
    dump_preprocessed_input: bool,
    /// Do not track which regexes matched, so unused ones are not reported.
    #[arg(long)]
    no_record_matches: bool,
    /// Keep size_t as its C typedef instead of Rust's usize (for targets where they differ).
    #[arg(long = "no-size_t-is-usize")]
    no_size_t_is_usize: bool,
    /// Accepted for compatibility with old kernels (no effect).
    #[arg(long = "size_t-is-usize", hide = true)]
    size_t_is_usize: bool,
    /// Leave the output unformatted; the same as --formatter=none, which replaces it.
    #[arg(long, conflicts_with_all = ["formatter", "rustfmt_configuration_file"])]
    no_rustfmt_bindings: bool,
    /// Formatter for the output: rustfmt, prettyplease or none.
    #[arg(long, value_name = "FORMATTER", value_parser = |s: &str| s.parse::<Formatter>())]
    formatter: Option<Formatter>,
    /// Absolute PATH of a rustfmt.toml to format the output with (implies --formatter=rustfmt).
    #[arg(long, value_name = "PATH", value_parser = parse_abs_path)]
    rustfmt_configuration_file: Option<PathBuf>,
    /// Never derive PartialEq for the types whose names match REGEX.
    #[arg(long, value_name = "REGEX")]
    no_partialeq: Vec<String>,
    /// Never derive Copy (nor Clone) for the types whose names match REGEX.
    #[arg(long, value_name = "REGEX")]
    no_copy: Vec<String>,
    /// Never derive Debug for the types whose names match REGEX.
    #[arg(long, value_name = "REGEX")]
    no_debug: Vec<String>,
    /// Never derive or implement Default for the types whose names match REGEX.
    #[arg(long, value_name = "REGEX")]
    no_default: Vec<String>,
    /// Never derive Hash for the types whose names match REGEX.
    #[arg(long, value_name = "REGEX")]
    no_hash: Vec<String>,
    /// Mark the types whose names match REGEX `#[must_use]`.
    #[arg(long, value_name = "REGEX")]
    must_use_type: Vec<String>,
    /// Look for attributes clang does not expose, such as warn_unused_result, to emit `#[must_use]` on functions (slower).
    #[arg(long)]
    enable_function_attribute_detection: bool,
    /// Emit a struct named NAME that loads the library's functions at run time with libloading.
    #[arg(long, value_name = "NAME")]
    dynamic_loading: Option<String>,
    /// With --dynamic-loading, fail to load unless every function is found.
    #[arg(long)]
    dynamic_link_require_all: bool,
    /// Link every function against PREFIX followed by its name.
    #[arg(long)]
    prefix_link_name: Option<String>,
    /// C++: make fields and items `pub` only when they are public in C++.
    #[arg(long)]
    respect_cxx_access_specs: bool,
    /// Spell enums' integer types as Rust integers (u32, i8, ...) rather than C type names.
    #[arg(long)]
    translate_enum_integer_types: bool,
    /// Name types as C does, with `struct_`, `union_` and `enum_` in front.
    #[arg(long)]
    c_naming: bool,
    /// Add named padding fields wherever the layout has gaps.
    #[arg(long)]
    explicit_padding: bool,
    /// C++: give char16_t its own Rust type instead of u16.
    #[arg(long)]
    use_distinct_char16_t: bool,
    /// C++: emit a struct for each class's virtual table.
    #[arg(long)]
    vtable_generation: bool,
    /// Order the output by item kind rather than by declaration order.
    #[arg(long)]
    sort_semantically: bool,
    /// Put all extern declarations into as few `extern` blocks as possible.
    #[arg(long)]
    merge_extern_blocks: bool,
    /// Use another ABI for the functions whose names match REGEX: REGEX=ABI, where ABI is C, stdcall, efiapi, fastcall, thiscall, vectorcall, aapcs, win64, C-unwind or system.
    #[arg(long, value_name = "OVERRIDE", value_parser = parse_override_abi)]
    override_abi: Vec<(String, Abi)>,
    /// Put each unsafe operation in generated code inside its own `unsafe` block.
    #[arg(long)]
    wrap_unsafe_ops: bool,
    /// Let clang evaluate macros the built-in evaluator cannot handle.
    #[arg(long)]
    clang_macro_fallback: bool,
    /// Directory for the temporary files of --clang-macro-fallback.
    #[arg(long)]
    clang_macro_fallback_build_dir: Option<PathBuf>,
    /// Emit structs ending in a flexible array member as dynamically sized types.
    #[arg(long)]
    flexarray_dst: bool,
    /// Add derives to types of any kind: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom: Vec<(String, String)>,
    /// Add derives to structs: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom_struct: Vec<(String, String)>,
    /// Add derives to enums: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom_enum: Vec<(String, String)>,
    /// Add derives to unions: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom_union: Vec<(String, String)>,
    /// Add attributes to types of any kind: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom: Vec<(String, String)>,
    /// Add attributes to structs: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom_struct: Vec<(String, String)>,
    /// Add attributes to enums: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom_enum: Vec<(String, String)>,
    /// Add attributes to unions: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom_union: Vec<(String, String)>,
    /// Make `static` and `static inline` functions callable through exported C wrappers (written to a C file).
    #[arg(long)]
    wrap_static_fns: bool,
    /// Where to write the C file of the wrappers (without extension; `.c` is added).
    #[arg(long, value_name = "PATH")]
    wrap_static_fns_path: Option<PathBuf>,
    /// Text appended to a function's name to name its wrapper (default `__extern`).
    #[arg(long, value_name = "SUFFIX")]
    wrap_static_fns_suffix: Option<String>,
    /// Visibility of generated fields and bitfield accessors: public, crate or private (--respect-cxx-access-specs overrides it).
    #[arg(long, value_name = "VISIBILITY", value_parser = |s: &str| s.parse::<FieldVisibilityKind>())]
    default_visibility: Option<FieldVisibilityKind>,
    /// Report problems as annotated source snippets (needs --experimental).
    #[arg(long, requires = "experimental")]
    emit_diagnostics: bool,
    /// Write a shell completion script for SHELL to stdout and stop.
    #[arg(long, value_name = "SHELL")]
    pub(super) generate_shell_completions: Option<clap_complete::Shell>,
    /// Allow options that are still experimental.
    #[arg(long)]
    experimental: bool,
    /// Show bindgen's version and stop.
    #[arg(short = 'V', long)]
    pub(super) version: bool,
    /// Pass C array parameters as pointers to arrays (`*const [T; N]`) rather than to their first element.
    #[arg(long)]
    use_array_pointers_in_arguments: bool,
    /// Put `#[link(wasm_import_module = NAME)]` on extern blocks.
    #[arg(long, value_name = "NAME")]
    wasm_import_module_name: Option<String>,
    /// An attribute to put on every `extern` block (repeatable).
    #[arg(long, value_name = "ATTRS", alias = "extern-fn-block-attrs")]
    extern_block_attrs: Vec<String>,
    /// Put an attribute on one field: TYPE::FIELD=ATTR, ATTR being the attribute's inside, without `#[]`.
    #[arg(long, value_name = "SPEC", value_parser = parse_field_attr)]
    field_attr: Vec<(String, String, String)>,
    /// C++: give virtual methods a receiver of the class's own type rather than a void pointer.
    #[arg(long)]
    use_specific_virtual_function_receiver: bool,
    /// C++: also declare functions marked `= delete`, though they cannot be called.
    #[arg(long)]
    generate_deleted_functions: bool,
    /// C++: also declare pure virtual functions, though they cannot be called directly.
    #[arg(long)]
    generate_pure_virtual_functions: bool,
    /// C++: also declare private functions, though outside code cannot call them.
    #[arg(long)]
    generate_private_functions: bool,
    /// C++: also declare overloaded operators.
    #[arg(long)]
    represent_cxx_operators: bool,
    /// C++: bind references as `NonNull<T>` rather than raw pointers.
    #[arg(long)]
    nonnull_references: bool,
    /// Arguments handed to clang unchanged (after `--`).
    clang_args: Vec<String>,
}

#[allow(clippy::too_many_lines)] // one line per flag: splitting would only scatter the mapping
pub(super) fn apply(cli: Cli, header: String) -> Result<Builder, io::Error> {
    let mut b = Builder::default().header(header);
    if let Some(path) = &cli.depfile {
        b = b.depfile(cli.output.clone().unwrap_or_else(|| "-".to_string()), path);
    }
    // C++/Objective-C switches: no effect on C input; the Builder keeps them for `command_line_flags`.
    b = b
        .objc_extern_crate(cli.objc_extern_crate)
        .generate_block(cli.generate_block)
        .block_extern_crate(cli.block_extern_crate)
        .use_distinct_char16_t(cli.use_distinct_char16_t)
        .vtable_generation(cli.vtable_generation)
        .use_specific_virtual_function_receiver(cli.use_specific_virtual_function_receiver)
        .generate_deleted_functions(cli.generate_deleted_functions)
        .generate_pure_virtual_functions(cli.generate_pure_virtual_functions)
        .generate_private_functions(cli.generate_private_functions)
        .represent_cxx_operators(cli.represent_cxx_operators)
        .generate_cxx_nonnull_references(cli.nonnull_references);
    if cli.enable_cxx_namespaces {
        b = b.enable_cxx_namespaces();
    }
    if cli.conservative_inline_namespaces {
        b = b.conservative_inline_namespaces();
    }
    // `--experimental` only unlocks other flags; `--size_t-is-usize` is the default.
    let _ = (cli.experimental, cli.size_t_is_usize);
    if cli.generate_cstr {
        b = b.generate_cstr(true);
    }
    if let Some(prefix) = cli.prefix_link_name {
        b = b.parse_callbacks(Box::new(PrefixLinkName(prefix)));
    }
    if let Some(v) = cli.default_enum_style {
        b = b.default_enum_style(v);
    }
    for r in cli.bitfield_enum {
        b = b.bitfield_enum(r);
    }
    for r in cli.newtype_enum {
        b = b.newtype_enum(r);
    }
    for r in cli.newtype_global_enum {
        b = b.newtype_global_enum(r);
    }
    for r in cli.rustified_enum {
        b = b.rustified_enum(r);
    }
    for r in cli.rustified_non_exhaustive_enum {
        b = b.rustified_non_exhaustive_enum(r);
    }
    for r in cli.constified_enum {
        b = b.constified_enum(r);
    }
    for r in cli.constified_enum_module {
        b = b.constified_enum_module(r);
    }
    if let Some(v) = cli.default_macro_constant_type {
        b = b.default_macro_constant_type(v);
    }
    if let Some(v) = cli.default_alias_style {
        b = b.default_alias_style(v);
    }
    for r in cli.normal_alias {
        b = b.type_alias(r);
    }
    for r in cli.new_type_alias {
        b = b.new_type_alias(r);
    }
    for r in cli.new_type_alias_deref {
        b = b.new_type_alias_deref(r);
    }
    if let Some(v) = cli.default_non_copy_union_style {
        b = b.default_non_copy_union_style(v);
    }
    for r in cli.bindgen_wrapper_union {
        b = b.bindgen_wrapper_union(r);
    }
    for r in cli.manually_drop_union {
        b = b.manually_drop_union(r);
    }
    for r in cli.blocklist_type {
        b = b.blocklist_type(r);
    }
    for r in cli.blocklist_function {
        b = b.blocklist_function(r);
    }
    for r in cli.blocklist_item {
        b = b.blocklist_item(r);
    }
    for r in cli.blocklist_file {
        b = b.blocklist_file(r);
    }
    for r in cli.blocklist_var {
        b = b.blocklist_var(r);
    }
    b = b
        .layout_tests(!cli.no_layout_tests)
        .derive_copy(!cli.no_derive_copy)
        .derive_debug(!cli.no_derive_debug)
        .impl_debug(cli.impl_debug)
        .impl_partialeq(cli.impl_partialeq)
        .derive_default(cli.with_derive_default && !cli.no_derive_default)
        .derive_hash(cli.with_derive_hash)
        .derive_partialeq(cli.with_derive_partialeq)
        .derive_partialord(cli.with_derive_partialord)
        .generate_comments(!cli.no_doc_comments)
        .allowlist_recursively(!cli.no_recursive_allowlist)
        .trust_clang_mangling(!cli.distrust_clang_mangling)
        .time_phases(cli.time_phases)
        .prepend_enum_name(!cli.no_prepend_enum_name)
        .detect_include_paths(!cli.no_include_path_detection)
        .fit_macro_constants(cli.fit_macro_constant_types)
        .generate_inline_functions(cli.generate_inline_functions)
        .record_matches(!cli.no_record_matches)
        .size_t_is_usize(!cli.no_size_t_is_usize)
        .enable_function_attribute_detection_if(cli.enable_function_attribute_detection)
        .dynamic_link_require_all(cli.dynamic_link_require_all)
        .respect_cxx_access_specs(cli.respect_cxx_access_specs)
        .translate_enum_integer_types(cli.translate_enum_integer_types)
        .c_naming(cli.c_naming)
        .explicit_padding(cli.explicit_padding)
        .sort_semantically(cli.sort_semantically)
        .merge_extern_blocks(cli.merge_extern_blocks)
        .wrap_unsafe_ops(cli.wrap_unsafe_ops)
        .flexarray_dst(cli.flexarray_dst)
        .wrap_static_fns(cli.wrap_static_fns)
        .array_pointers_in_arguments(cli.use_array_pointers_in_arguments)
        .anon_fields_prefix(cli.anon_fields_prefix);
    // `Eq`/`Ord` imply `PartialEq`/`PartialOrd`; their absence must not clear those.
    if cli.with_derive_eq {
        b = b.derive_eq(true);
    }
    if cli.with_derive_ord {
        b = b.derive_ord(true);
    }
    if cli.builtins {
        b = b.emit_builtins();
    }
    if let Some(p) = cli.ctypes_prefix {
        b = b.ctypes_prefix(p);
    }
    if cli.emit_clang_ast {
        b = b.emit_clang_ast();
    }
    if cli.emit_ir {
        b = b.emit_ir();
    }
    if let Some(p) = cli.emit_ir_graphviz {
        b = b.emit_ir_graphviz(p);
    }
    if cli.disable_name_namespacing {
        b = b.disable_name_namespacing();
    }
    if cli.disable_nested_struct_naming {
        b = b.disable_nested_struct_naming();
    }
    if cli.disable_untagged_union {
        b = b.disable_untagged_union();
    }
    if cli.disable_header_comment {
        b = b.disable_header_comment();
    }
    if cli.ignore_functions {
        b = b.ignore_functions();
    }
    if let Some(g) = cli.generate {
        b = b.with_codegen_config(g);
    }
    if cli.ignore_methods {
        b = b.ignore_methods();
    }
    if cli.no_convert_floats {
        b = b.no_convert_floats();
    }
    for r in cli.opaque_type {
        b = b.opaque_type(r);
    }
    for l in cli.raw_line {
        b = b.raw_line(l);
    }
    for pair in cli.module_raw_line.chunks(2) {
        if let [m, l] = pair {
            b = b.module_raw_line(m.clone(), l.clone());
        }
    }
    if let Some(t) = cli.rust_target {
        b = b.rust_target(t);
    }
    if let Some(e) = cli.rust_edition {
        b = b.rust_edition(e);
    }
    if cli.use_core {
        b = b.use_core();
    }
    for r in cli.allowlist_function {
        b = b.allowlist_function(r);
    }
    for r in cli.allowlist_type {
        b = b.allowlist_type(r);
    }
    for r in cli.allowlist_var {
        b = b.allowlist_var(r);
    }
    for r in cli.allowlist_file {
        b = b.allowlist_file(r);
    }
    for r in cli.allowlist_item {
        b = b.allowlist_item(r);
    }
    // The configuration file selects rustfmt, so it goes first: an explicit
    // `--formatter` then wins, which keeps `command_line_flags` invertible.
    if cli.rustfmt_configuration_file.is_some() {
        b = b.rustfmt_configuration_file(cli.rustfmt_configuration_file);
    }
    if cli.no_rustfmt_bindings {
        b = b.formatter(Formatter::None);
    }
    if let Some(f) = cli.formatter {
        b = b.formatter(f);
    }
    for r in cli.no_partialeq {
        b = b.no_partialeq(r);
    }
    for r in cli.no_copy {
        b = b.no_copy(r);
    }
    for r in cli.no_debug {
        b = b.no_debug(r);
    }
    for r in cli.no_default {
        b = b.no_default(r);
    }
    for r in cli.no_hash {
        b = b.no_hash(r);
    }
    for r in cli.must_use_type {
        b = b.must_use_type(r);
    }
    if let Some(n) = cli.dynamic_loading {
        b = b.dynamic_library_name(n);
    }
    for (regex, abi) in cli.override_abi {
        b = b.override_abi(abi, regex);
    }
    if cli.clang_macro_fallback {
        b = b.clang_macro_fallback();
    }
    if let Some(d) = cli.clang_macro_fallback_build_dir {
        b = b.clang_macro_fallback_build_dir(d);
    }
    if let Some(p) = cli.wrap_static_fns_path {
        b = b.wrap_static_fns_path(p);
    }
    if let Some(s) = cli.wrap_static_fns_suffix {
        b = b.wrap_static_fns_suffix(s);
    }
    if let Some(v) = cli.default_visibility {
        b = b.default_visibility(v);
    }
    if cli.emit_diagnostics {
        b = b.emit_diagnostics();
    }
    if let Some(n) = cli.wasm_import_module_name {
        b = b.wasm_import_module_name(n);
    }
    for a in cli.extern_block_attrs {
        b = b.extern_block_attrs(a);
    }
    for (ty, field, attr) in cli.field_attr {
        b = b.field_attribute(ty, field, attr);
    }
    /// Flag, its `(regex, values)` occurrences, the kind it is limited to, derives?
    type Custom = (&'static str, Vec<(String, String)>, Option<TypeKind>, bool);
    let customs: [Custom; 8] = [
        ("--with-derive-custom", cli.with_derive_custom, None, true),
        (
            "--with-derive-custom-struct",
            cli.with_derive_custom_struct,
            Some(TypeKind::Struct),
            true,
        ),
        (
            "--with-derive-custom-enum",
            cli.with_derive_custom_enum,
            Some(TypeKind::Enum),
            true,
        ),
        (
            "--with-derive-custom-union",
            cli.with_derive_custom_union,
            Some(TypeKind::Union),
            true,
        ),
        (
            "--with-attribute-custom",
            cli.with_attribute_custom,
            None,
            false,
        ),
        (
            "--with-attribute-custom-struct",
            cli.with_attribute_custom_struct,
            Some(TypeKind::Struct),
            false,
        ),
        (
            "--with-attribute-custom-enum",
            cli.with_attribute_custom_enum,
            Some(TypeKind::Enum),
            false,
        ),
        (
            "--with-attribute-custom-union",
            cli.with_attribute_custom_union,
            Some(TypeKind::Union),
            false,
        ),
    ];
    for (flag, list, kind, derives) in customs {
        for (pattern, values) in list {
            let regex = regex::Regex::new(&format!("^({pattern})$"))
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
            let values = if derives {
                values
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            } else {
                let attrs = split_attrs(&values);
                for a in &attrs {
                    // Each attribute must be `#[...]` tokens; a clap-style error (exit 2) otherwise.
                    let ok = a.starts_with("#[") && a.parse::<proc_macro2::TokenStream>().is_ok();
                    if !ok {
                        clap::Error::raw(
                            clap::error::ErrorKind::InvalidValue,
                            format!("invalid value '{values}' for '{flag} <CUSTOM>': `{a}` is not a Rust attribute\n"),
                        )
                        .exit();
                    }
                }
                attrs
            };
            b = b.parse_callbacks(Box::new(CustomCallback {
                kind,
                regex,
                pattern,
                values,
                derives,
                flag,
            }));
        }
    }
    for a in cli.clang_args {
        b = b.clang_arg(a);
    }
    if cli.dump_preprocessed_input {
        b.dump_preprocessed_input()?;
    }
    Ok(b)
}

/// `--prefix-link-name`: functions link against `<PREFIX><name>`.
#[derive(Debug)]
struct PrefixLinkName(String);

impl ParseCallbacks for PrefixLinkName {
    fn cli_args(&self) -> Vec<String> {
        vec!["--prefix-link-name".to_string(), self.0.clone()]
    }
    fn generated_link_name_override(&self, info: ItemInfo<'_>) -> Option<String> {
        matches!(info.kind, ItemKind::Function).then(|| format!("{}{}", self.0, info.name))
    }
}

impl Builder {
    fn enable_function_attribute_detection_if(self, doit: bool) -> Builder {
        if doit {
            self.enable_function_attribute_detection()
        } else {
            self
        }
    }
}
