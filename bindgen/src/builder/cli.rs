//! `builder_from_flags`: the command line grammar of CLI.md, mapped onto the Builder.

use super::custom_callbacks::{split_attrs, CustomCallback};
use super::Builder;
use crate::callbacks::{ItemInfo, ItemKind, ParseCallbacks, TypeKind};
use crate::options::*;
use clap::Parser;
use std::io::{self, Write};
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
struct Cli {
    /// C or C++ header file.
    header: Option<String>,
    /// Path to write depfile to.
    #[arg(long)]
    depfile: Option<String>,
    /// The default style of code used to generate enums.
    #[arg(long, value_name = "VARIANT", value_parser = |s: &str| s.parse::<EnumVariation>().map_err(|e| e.to_string()))]
    default_enum_style: Option<EnumVariation>,
    /// Mark any enum whose name matches REGEX as a set of bitfield flags.
    #[arg(long, value_name = "REGEX")]
    bitfield_enum: Vec<String>,
    /// Mark any enum whose name matches REGEX as a newtype.
    #[arg(long, value_name = "REGEX")]
    newtype_enum: Vec<String>,
    /// Mark any enum whose name matches REGEX as a global newtype.
    #[arg(long, value_name = "REGEX")]
    newtype_global_enum: Vec<String>,
    /// Mark any enum whose name matches REGEX as a Rust enum (`REGEX[=OPT,...]`).
    #[arg(long, value_name = "REGEX", value_parser = parse_rustified)]
    rustified_enum: Vec<String>,
    /// Mark any enum whose name matches REGEX as a non-exhaustive Rust enum.
    #[arg(long, value_name = "REGEX", value_parser = parse_rustified)]
    rustified_non_exhaustive_enum: Vec<String>,
    /// Mark any enum whose name matches REGEX as a series of constants.
    #[arg(long, value_name = "REGEX")]
    constified_enum: Vec<String>,
    /// Mark any enum whose name matches REGEX as a module of constants.
    #[arg(long, value_name = "REGEX")]
    constified_enum_module: Vec<String>,
    /// The default signed/unsigned type for C macro constants.
    #[arg(long, value_name = "VARIANT", value_parser = |s: &str| s.parse::<MacroTypeVariation>().map_err(|e| e.to_string()))]
    default_macro_constant_type: Option<MacroTypeVariation>,
    /// The default style of code used to generate typedefs.
    #[arg(long, value_name = "VARIANT", value_parser = |s: &str| s.parse::<AliasVariation>().map_err(|e| e.to_string()))]
    default_alias_style: Option<AliasVariation>,
    /// Mark any typedef alias whose name matches REGEX to use normal type aliasing.
    #[arg(long, value_name = "REGEX")]
    normal_alias: Vec<String>,
    /// Mark any typedef alias whose name matches REGEX to have a new type generated for it.
    #[arg(long, value_name = "REGEX")]
    new_type_alias: Vec<String>,
    /// Mark any typedef alias whose name matches REGEX to have a new type with Deref and DerefMut.
    #[arg(long, value_name = "REGEX")]
    new_type_alias_deref: Vec<String>,
    /// The default style of code used to generate unions with non-Copy members.
    #[arg(long, value_name = "STYLE", value_parser = |s: &str| s.parse::<NonCopyUnionStyle>().map_err(|e| e.to_string()))]
    default_non_copy_union_style: Option<NonCopyUnionStyle>,
    /// Mark any union whose name matches REGEX and who has a non-Copy member to use a bindgen-generated wrapper.
    #[arg(long, value_name = "REGEX")]
    bindgen_wrapper_union: Vec<String>,
    /// Mark any union whose name matches REGEX and who has a non-Copy member to use ManuallyDrop.
    #[arg(long, value_name = "REGEX")]
    manually_drop_union: Vec<String>,
    /// Mark TYPE as hidden.
    #[arg(long, value_name = "TYPE")]
    blocklist_type: Vec<String>,
    /// Mark FUNCTION as hidden.
    #[arg(long, value_name = "FUNCTION")]
    blocklist_function: Vec<String>,
    /// Mark ITEM as hidden.
    #[arg(long, value_name = "ITEM")]
    blocklist_item: Vec<String>,
    /// Mark FILE as hidden.
    #[arg(long, value_name = "FILE")]
    blocklist_file: Vec<String>,
    /// Mark VAR as hidden.
    #[arg(long, value_name = "VAR")]
    blocklist_var: Vec<String>,
    /// Avoid generating layout tests for any type.
    #[arg(long)]
    no_layout_tests: bool,
    /// Avoid deriving Copy and Clone for any type.
    #[arg(long)]
    no_derive_copy: bool,
    /// Avoid deriving Debug for any type.
    #[arg(long)]
    no_derive_debug: bool,
    /// Avoid deriving Default for any type.
    #[arg(long, hide = true)]
    no_derive_default: bool,
    /// Create a Debug implementation if it cannot be derived automatically.
    #[arg(long)]
    impl_debug: bool,
    /// Create a PartialEq implementation if it cannot be derived automatically.
    #[arg(long)]
    impl_partialeq: bool,
    /// Derive Default on any type.
    #[arg(long)]
    with_derive_default: bool,
    /// Derive Hash on any type.
    #[arg(long)]
    with_derive_hash: bool,
    /// Derive PartialEq on any type.
    #[arg(long)]
    with_derive_partialeq: bool,
    /// Derive PartialOrd on any type.
    #[arg(long)]
    with_derive_partialord: bool,
    /// Derive Eq on any type.
    #[arg(long)]
    with_derive_eq: bool,
    /// Derive Ord on any type.
    #[arg(long)]
    with_derive_ord: bool,
    /// Avoid including doc comments in the output.
    #[arg(long)]
    no_doc_comments: bool,
    /// Disable allowlisting types recursively.
    #[arg(long)]
    no_recursive_allowlist: bool,
    /// Use extern crate instead of use for objc.
    #[arg(long)]
    objc_extern_crate: bool,
    /// Generate block signatures instead of void pointers.
    #[arg(long)]
    generate_block: bool,
    /// Use extern crate instead of use for block.
    #[arg(long)]
    block_extern_crate: bool,
    /// Do not trust the libclang-provided mangling.
    #[arg(long)]
    distrust_clang_mangling: bool,
    /// Output bindings for builtin definitions.
    #[arg(long)]
    builtins: bool,
    /// Use the given PREFIX before raw types instead of ::std::os::raw.
    #[arg(long, value_name = "PREFIX")]
    ctypes_prefix: Option<String>,
    /// Use the given PREFIX for anonymous fields.
    #[arg(long, value_name = "PREFIX", default_value = DEFAULT_ANON_FIELDS_PREFIX)]
    anon_fields_prefix: String,
    /// Time the different bindgen phases and print to stderr.
    #[arg(long)]
    time_phases: bool,
    /// Output the Clang AST for debugging purposes.
    #[arg(long)]
    emit_clang_ast: bool,
    /// Output our internal IR for debugging purposes.
    #[arg(long)]
    emit_ir: bool,
    /// Dump a graphviz dot file to PATH.
    #[arg(long, value_name = "PATH")]
    emit_ir_graphviz: Option<String>,
    /// Enable support for C++ namespaces.
    #[arg(long)]
    enable_cxx_namespaces: bool,
    /// Disable namespacing via mangling.
    #[arg(long)]
    disable_name_namespacing: bool,
    /// Disable nested struct naming.
    #[arg(long)]
    disable_nested_struct_naming: bool,
    /// Disable support for native Rust unions.
    #[arg(long)]
    disable_untagged_union: bool,
    /// Suppress insertion of bindgen's version identifier into generated bindings.
    #[arg(long)]
    disable_header_comment: bool,
    /// Do not generate bindings for functions or methods.
    #[arg(long)]
    ignore_functions: bool,
    /// Generate only given items, split by commas.
    #[arg(long, value_name = "GENERATE", value_parser = parse_codegen)]
    generate: Option<CodegenConfig>,
    /// Do not generate bindings for methods.
    #[arg(long)]
    ignore_methods: bool,
    /// Do not automatically convert floats to f32/f64.
    #[arg(long)]
    no_convert_floats: bool,
    /// Do not prepend the enum name to constant or newtype variants.
    #[arg(long)]
    no_prepend_enum_name: bool,
    /// Do not try to detect default include paths.
    #[arg(long)]
    no_include_path_detection: bool,
    /// Try to fit macro constants into types smaller than u32/i32.
    #[arg(long)]
    fit_macro_constant_types: bool,
    /// Generate string constants as `&CStr` instead of byte arrays.
    #[arg(long)]
    generate_cstr: bool,
    /// Mark TYPE as opaque.
    #[arg(long, value_name = "TYPE")]
    opaque_type: Vec<String>,
    /// Write Rust bindings to OUTPUT.
    #[arg(long, short, value_name = "OUTPUT")]
    output: Option<String>,
    /// Add a raw line of Rust code at the beginning of output.
    #[arg(long)]
    raw_line: Vec<String>,
    /// Add a RAW_LINE of Rust code to a given module with name MODULE_NAME.
    #[arg(long, number_of_values = 2, value_names = ["MODULE_NAME", "RAW_LINE"])]
    module_raw_line: Vec<String>,
    /// Version of the Rust compiler to target.
    #[arg(long, value_parser = parse_rust_target)]
    rust_target: Option<RustTarget>,
    /// Rust edition to target.
    #[arg(long, value_name = "EDITION", value_parser = |s: &str| s.parse::<RustEdition>().map_err(|e| e.to_string()))]
    rust_edition: Option<RustEdition>,
    /// Use types from Rust core instead of std.
    #[arg(long)]
    use_core: bool,
    /// Conservatively generate inline namespaces to avoid name conflicts.
    #[arg(long)]
    conservative_inline_namespaces: bool,
    /// Allowlist all the free-standing functions matching REGEX.
    #[arg(long, value_name = "REGEX")]
    allowlist_function: Vec<String>,
    /// Generate inline functions.
    #[arg(long)]
    generate_inline_functions: bool,
    /// Only generate types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    allowlist_type: Vec<String>,
    /// Allowlist all the free-standing variables matching REGEX.
    #[arg(long, value_name = "REGEX")]
    allowlist_var: Vec<String>,
    /// Allowlist all contents of PATH.
    #[arg(long, value_name = "PATH")]
    allowlist_file: Vec<String>,
    /// Allowlist all items matching REGEX.
    #[arg(long, value_name = "REGEX")]
    allowlist_item: Vec<String>,
    /// Print verbose error messages.
    #[arg(long)]
    verbose: bool,
    /// Preprocess and dump the input header files to disk.
    #[arg(long)]
    dump_preprocessed_input: bool,
    /// Do not record matching items in the regex sets.
    #[arg(long)]
    no_record_matches: bool,
    /// Do not bind size_t as usize.
    #[arg(long = "no-size_t-is-usize")]
    no_size_t_is_usize: bool,
    /// Accepted for compatibility with old kernels (no effect).
    #[arg(long = "size_t-is-usize", hide = true)]
    size_t_is_usize: bool,
    /// Do not format the generated bindings with rustfmt.
    #[arg(long, conflicts_with_all = ["formatter", "rustfmt_configuration_file"])]
    no_rustfmt_bindings: bool,
    /// Which FORMATTER should be used for the bindings.
    #[arg(long, value_name = "FORMATTER", value_parser = |s: &str| s.parse::<Formatter>())]
    formatter: Option<Formatter>,
    /// The absolute PATH to the rustfmt configuration file.
    #[arg(long, value_name = "PATH", value_parser = parse_abs_path)]
    rustfmt_configuration_file: Option<PathBuf>,
    /// Avoid deriving PartialEq for types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    no_partialeq: Vec<String>,
    /// Avoid deriving Copy and Clone for types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    no_copy: Vec<String>,
    /// Avoid deriving Debug for types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    no_debug: Vec<String>,
    /// Avoid deriving/implementing Default for types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    no_default: Vec<String>,
    /// Avoid deriving Hash for types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    no_hash: Vec<String>,
    /// Add #[must_use] annotation to types matching REGEX.
    #[arg(long, value_name = "REGEX")]
    must_use_type: Vec<String>,
    /// Enables detecting unexposed attributes in functions.
    #[arg(long)]
    enable_function_attribute_detection: bool,
    /// Use the name of the library to generate dynamic loading bindings.
    #[arg(long, value_name = "NAME")]
    dynamic_loading: Option<String>,
    /// Require successful linkage to all functions in the library.
    #[arg(long)]
    dynamic_link_require_all: bool,
    /// Prefix the name of exported symbols.
    #[arg(long)]
    prefix_link_name: Option<String>,
    /// Makes generated bindings `pub` only for items if the items are publicly accessible in C++.
    #[arg(long)]
    respect_cxx_access_specs: bool,
    /// Always translate enum integer types to native Rust integer types.
    #[arg(long)]
    translate_enum_integer_types: bool,
    /// Generate types with C style naming.
    #[arg(long)]
    c_naming: bool,
    /// Always output explicit padding fields.
    #[arg(long)]
    explicit_padding: bool,
    /// Use distinct char16_t.
    #[arg(long)]
    use_distinct_char16_t: bool,
    /// Enables generation of vtable functions.
    #[arg(long)]
    vtable_generation: bool,
    /// Enables sorting of code generation in a predefined manner.
    #[arg(long)]
    sort_semantically: bool,
    /// Deduplicates extern blocks.
    #[arg(long)]
    merge_extern_blocks: bool,
    /// Overrides the ABI of functions matching REGEX (`REGEX=ABI`).
    #[arg(long, value_name = "OVERRIDE", value_parser = parse_override_abi)]
    override_abi: Vec<(String, Abi)>,
    /// Wrap unsafe operations in unsafe blocks.
    #[arg(long)]
    wrap_unsafe_ops: bool,
    /// Enable fallback for clang macro parsing.
    #[arg(long)]
    clang_macro_fallback: bool,
    /// Set path for temporary files generated by fallback for clang macro parsing.
    #[arg(long)]
    clang_macro_fallback_build_dir: Option<PathBuf>,
    /// Use DSTs to represent structures with flexible array members.
    #[arg(long)]
    flexarray_dst: bool,
    /// Derive custom traits on any kind of type (`REGEX=DERIVES`).
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom: Vec<(String, String)>,
    /// Derive custom traits on a struct.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom_struct: Vec<(String, String)>,
    /// Derive custom traits on an enum.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom_enum: Vec<(String, String)>,
    /// Derive custom traits on a union.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom)]
    with_derive_custom_union: Vec<(String, String)>,
    /// Add custom attributes on any kind of type (`REGEX=ATTRS`).
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom: Vec<(String, String)>,
    /// Add custom attributes on a struct.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom_struct: Vec<(String, String)>,
    /// Add custom attributes on an enum.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom_enum: Vec<(String, String)>,
    /// Add custom attributes on a union.
    #[arg(long, value_name = "CUSTOM", value_parser = split_custom_attr)]
    with_attribute_custom_union: Vec<(String, String)>,
    /// Generate wrappers for static and static inline functions.
    #[arg(long)]
    wrap_static_fns: bool,
    /// Sets the PATH for the source file that must be created due to the presence of inlined functions.
    #[arg(long, value_name = "PATH")]
    wrap_static_fns_path: Option<PathBuf>,
    /// Sets the SUFFIX added to the extern wrapper functions.
    #[arg(long, value_name = "SUFFIX")]
    wrap_static_fns_suffix: Option<String>,
    /// Set the default VISIBILITY of fields.
    #[arg(long, value_name = "VISIBILITY", value_parser = |s: &str| s.parse::<FieldVisibilityKind>())]
    default_visibility: Option<FieldVisibilityKind>,
    /// Whether to emit diagnostics or not.
    #[arg(long, requires = "experimental")]
    emit_diagnostics: bool,
    /// Generates completions for the specified SHELL, prints them to stdout and exits.
    #[arg(long, value_name = "SHELL")]
    generate_shell_completions: Option<clap_complete::Shell>,
    /// Enables experimental features.
    #[arg(long)]
    experimental: bool,
    /// Prints the version, and exits.
    #[arg(short = 'V', long)]
    version: bool,
    /// Use array pointers in arguments.
    #[arg(long)]
    use_array_pointers_in_arguments: bool,
    /// The NAME to be used in a #[link(wasm_import_module = ...)] statement.
    #[arg(long, value_name = "NAME")]
    wasm_import_module_name: Option<String>,
    /// Attributes for every extern block.
    #[arg(long, value_name = "ATTRS", alias = "extern-fn-block-attrs")]
    extern_block_attrs: Vec<String>,
    /// Add an attribute to a field (`TYPE::FIELD=ATTR`).
    #[arg(long, value_name = "SPEC", value_parser = parse_field_attr)]
    field_attr: Vec<(String, String, String)>,
    /// Use specific receiver.
    #[arg(long)]
    use_specific_virtual_function_receiver: bool,
    /// Generate deleted functions.
    #[arg(long)]
    generate_deleted_functions: bool,
    /// Generate pure virtual functions.
    #[arg(long)]
    generate_pure_virtual_functions: bool,
    /// Generate private functions.
    #[arg(long)]
    generate_private_functions: bool,
    /// Represent C++ operators.
    #[arg(long)]
    represent_cxx_operators: bool,
    /// C++ references as NonNull.
    #[arg(long)]
    nonnull_references: bool,
    /// Arguments to be passed straight through to clang.
    clang_args: Vec<String>,
}

/// Parses the arguments; handles `--version` and `--generate-shell-completions`
/// (both print to stdout and exit 0). Grammar errors exit 2 through clap.
fn parse_cli<I: Iterator<Item = String>>(args: I) -> Cli {
    let cli = Cli::parse_from(args);
    if cli.version {
        println!("bindgen {}", crate::VERSION);
        if cli.verbose {
            println!("Clang: {}", crate::clang_version().full);
        }
        std::process::exit(0);
    }
    if let Some(shell) = cli.generate_shell_completions {
        let mut cmd = <Cli as clap::CommandFactory>::command();
        clap_complete::generate(shell, &mut cmd, "bindgen", &mut io::stdout());
        std::process::exit(0);
    }
    cli
}

/// Parses command-line arguments (the first is the program name) into a Builder,
/// the output sink and the `--verbose` flag.
pub fn builder_from_flags<I: Iterator<Item = String>>(
    args: I,
) -> Result<(Builder, Box<dyn Write>, bool), io::Error> {
    let cli = parse_cli(args);
    let Some(header) = cli.header.clone() else {
        return Err(io::Error::other("Header not found"));
    };
    let verbose = cli.verbose;
    let output: Box<dyn Write> = match &cli.output {
        Some(path) => Box::new(io::BufWriter::new(std::fs::File::create(path)?)),
        None => Box::new(io::BufWriter::new(io::stdout())),
    };
    let builder = apply(cli, header)?;
    Ok((builder, output, verbose))
}

/// Parses flags into a Builder without touching any output file (used by the CLI
/// binary, which writes its output atomically).
pub fn builder_from_flags_no_output<I: Iterator<Item = String>>(
    args: I,
) -> Result<(Builder, Option<String>, bool), io::Error> {
    let cli = parse_cli(args);
    let Some(header) = cli.header.clone() else {
        return Err(io::Error::other("Header not found"));
    };
    let verbose = cli.verbose;
    let output = cli.output.clone();
    Ok((apply(cli, header)?, output, verbose))
}

#[allow(clippy::too_many_lines)] // one line per flag: splitting would only scatter the mapping
fn apply(cli: Cli, header: String) -> Result<Builder, io::Error> {
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
