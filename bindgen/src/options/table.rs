//! Every option of a run, declared once.
//!
//! [`option_table!`] holds one entry per option. An entry names the field of
//! [`SharedOptions`](super::SharedOptions) with its default, the Builder
//! method with its documentation, and the command-line flag with its help
//! text; four generators read the table, each in its own layer:
//!
//! | generator | in | makes |
//! |---|---|---|
//! | `declare_options` | `options/mod.rs` | the `SharedOptions` struct, its `Default`, `cxx_switches` |
//! | `builder_methods` | `builder/methods.rs` | the Builder methods the table spells out |
//! | `cli_table` | `builder/cli.rs` | clap's `Cli` struct (so `--help`) and the flag -> method steps |
//! | `render_table` | `builder/flags.rs` | the options -> flags steps of `command_line_flags` |
//!
//! The entries are in `--help` order (clap lists flags in field order).
//! Their tokens are only resolved where a generator expands them: the clap
//! arguments name value parsers of `builder/cli.rs`, the method bodies use
//! Builder-side names; this module itself depends on nothing above it.
//!
//! # Entry grammar
//!
//! ```text
//! /// Builder method documentation (any attributes: #[deprecated], #[cfg], ...)
//! KIND [FIELD: TYPE = DEFAULT] fn METHOD[G: BOUND](PARAM: TYPE) -> RET { VALUE }
//!     cli "--flag" CLI_FIELD: CLI_TYPE [CLAP ARGS] => "help text";
//! ```
//!
//! Every part after KIND may be left out:
//! - `[FIELD: TYPE = DEFAULT]` declares a field (`= DEFAULT` missing:
//!   `Default::default()`); `[FIELD]` alone refers to a field another entry
//!   declares (for the flag rendering).
//! - `fn METHOD[..](..) -> RET { VALUE }` generates the Builder method: it
//!   stores VALUE in the field (appends it, for `each`). `[G: BOUND]` is one
//!   generic parameter, `-> RET` defaults to `Builder`. `fn METHOD` alone
//!   names a method written by hand in `builder/methods.rs` (its body does
//!   more than store one value).
//! - `cli ...` declares the clap field: `"--flag"` is the long flag (left out
//!   for positional arguments and for flags whose clap arguments spell
//!   themselves), `[CLAP ARGS]` go into `#[arg(...)]`, the help text is the
//!   `--help` line.
//!
//! KIND says how the CLI applies the flag and how `command_line_flags`
//! writes the field back; `APPLY/RENDER` gives the two separately:
//!
//! | kind | CLI applies | `command_line_flags` writes |
//! |---|---|---|
//! | `switch` | `METHOD(true)` when given | the flag when the field is true |
//! | `negated` | `METHOD(false)` when given | the flag when the field is false |
//! | `unit` | `METHOD()` when given | the flag when the field is not its default |
//! | `each` | `METHOD(v)` per value | the flag with each value (`FlagArgs`) |
//! | `value` | `METHOD(v)` when given | the flag and value when not the default |
//! | `cxx` (render only) | | C++/ObjC switch: listed, sorted, after the others (`SharedOptions::cxx_switches`) |
//! | `here` (render only) | | written by hand, here: `flags::by_hand::FIELD` |
//! | `none` | by hand (`cli::apply`) or not at all | by hand (`command_line_flags`) or by another entry |
//!
//! A new C++ switch, for instance, is one `switch/cxx` entry like the one of
//! `--vtable-generation`; the C++ passes read it as a field.

/// The option table; `option_table!(generator)` hands every entry, in a
/// uniform shape, to `generator!` (see the module documentation).
macro_rules! option_table {
    ($gen:ident) => {
        $crate::options::table::normalize! { $gen;

    none cli header: Option<String> => "The header to translate (C, or C++ with the right clang arguments).";
    // Needs `--output` (the depfile names the output); written after the table's flags.
    none [depfile: Option<(String, PathBuf)>] fn depfile
        cli "--depfile" depfile: Option<String> => "Also write a Makefile-style dependency file, listing every header read, to this path.";
    /// Default enum style.
    value [default_enum_style: EnumVariation = EnumVariation::Consts] fn default_enum_style(arg: EnumVariation) { arg }
        cli "--default-enum-style" default_enum_style: Option<EnumVariation> [value_name = "STYLE", value_parser = parse_word::<EnumVariation>]
        => "How enums are emitted unless a per-enum option says otherwise (consts, moduleconsts, bitfield, newtype, newtype_global, rust, rust_non_exhaustive).";
    /// Bitfield-style enums.
    each [bitfield_enums: RegexSet] fn bitfield_enum[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--bitfield-enum" bitfield_enum: Vec<String> [value_name = "REGEX"] => "Emit enums whose names match REGEX as newtypes with bitwise operators (flag sets).";
    /// Newtype enums.
    each [newtype_enums: RegexSet] fn newtype_enum[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--newtype-enum" newtype_enum: Vec<String> [value_name = "REGEX"] => "Emit enums whose names match REGEX as a newtype struct with associated constants.";
    /// Newtype enums with global constants.
    each [newtype_global_enums: RegexSet] fn newtype_global_enum[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--newtype-global-enum" newtype_global_enum: Vec<String> [value_name = "REGEX"] => "Emit enums whose names match REGEX as a newtype struct with free-standing constants.";
    // Both rustified flags fill one list; its rendering writes both flags.
    each/here [rustified_enums: Vec<RustifiedPattern>] fn rustified_enum
        cli "--rustified-enum" rustified_enum: Vec<String> [value_name = "REGEX", value_parser = parse_rustified]
        => "Emit enums whose names match REGEX as Rust `enum`s; `REGEX=OPT,...` adds conversions (see the book).";
    each/none fn rustified_non_exhaustive_enum
        cli "--rustified-non-exhaustive-enum" rustified_non_exhaustive_enum: Vec<String> [value_name = "REGEX", value_parser = parse_rustified]
        => "Like --rustified-enum, and the Rust `enum` is marked `#[non_exhaustive]`.";
    /// Constant-style enums.
    each [constified_enums: RegexSet] fn constified_enum[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--constified-enum" constified_enum: Vec<String> [value_name = "REGEX"] => "Emit enums whose names match REGEX as a type alias plus one constant per variant.";
    /// Module-of-constants enums.
    each [constified_enum_modules: RegexSet] fn constified_enum_module[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--constified-enum-module" constified_enum_module: Vec<String> [value_name = "REGEX"] => "Emit enums whose names match REGEX as a module holding `Type` and the variant constants.";
    /// Signedness preference of macro constants.
    value [default_macro_constant_type: MacroTypeVariation = MacroTypeVariation::Unsigned] fn default_macro_constant_type(arg: MacroTypeVariation) { arg }
        cli "--default-macro-constant-type" default_macro_constant_type: Option<MacroTypeVariation> [value_name = "TYPE", value_parser = parse_word::<MacroTypeVariation>]
        => "Whether integer macro constants get signed or unsigned Rust types by default (signed or unsigned).";
    /// Default typedef style.
    value [default_alias_style: AliasVariation = AliasVariation::TypeAlias] fn default_alias_style(arg: AliasVariation) { arg }
        cli "--default-alias-style" default_alias_style: Option<AliasVariation> [value_name = "STYLE", value_parser = parse_word::<AliasVariation>]
        => "How typedefs are emitted unless a per-typedef option says otherwise (type_alias, new_type, new_type_deref).";
    /// Plain `pub type` aliases for matching typedefs.
    each [type_alias: RegexSet] fn type_alias[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--normal-alias" normal_alias: Vec<String> [value_name = "REGEX"] => "Emit typedefs whose names match REGEX as plain `pub type` aliases.";
    /// Newtype aliases for matching typedefs.
    each [new_type_alias: RegexSet] fn new_type_alias[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--new-type-alias" new_type_alias: Vec<String> [value_name = "REGEX"] => "Emit typedefs whose names match REGEX as a tuple-struct newtype around the aliased type.";
    /// Newtype aliases with `Deref` for matching typedefs.
    each [new_type_alias_deref: RegexSet] fn new_type_alias_deref[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--new-type-alias-deref" new_type_alias_deref: Vec<String> [value_name = "REGEX"] => "Like --new-type-alias, and the newtype also implements Deref and DerefMut to its inner value.";
    /// Default non-Copy union style.
    value [default_non_copy_union_style: NonCopyUnionStyle = NonCopyUnionStyle::BindgenWrapper] fn default_non_copy_union_style(arg: NonCopyUnionStyle) -> Self { arg }
        cli "--default-non-copy-union-style" default_non_copy_union_style: Option<NonCopyUnionStyle> [value_name = "STYLE", value_parser = parse_word::<NonCopyUnionStyle>]
        => "How unions with a member that is not Copy are emitted by default (bindgen_wrapper or manually_drop).";
    /// Wrapper-style unions for matching unions.
    each [bindgen_wrapper_union: RegexSet] fn bindgen_wrapper_union[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--bindgen-wrapper-union" bindgen_wrapper_union: Vec<String> [value_name = "REGEX"] => "Unions whose names match REGEX and that hold a non-Copy member use bindgen's `__BindgenUnionField` wrapper.";
    /// `ManuallyDrop` unions for matching unions.
    each [manually_drop_union: RegexSet] fn manually_drop_union[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--manually-drop-union" manually_drop_union: Vec<String> [value_name = "REGEX"] => "Unions whose names match REGEX and that hold a non-Copy member wrap those members in `ManuallyDrop`.";
    /// Do not define matching types.
    each [blocklisted_types: RegexSet] fn blocklist_type[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--blocklist-type" blocklist_type: Vec<String> [value_name = "TYPE"] => "Leave out the types whose names match TYPE (a regex); uses of them stay.";
    /// Do not declare matching functions.
    each [blocklisted_functions: RegexSet] fn blocklist_function[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--blocklist-function" blocklist_function: Vec<String> [value_name = "FUNCTION"] => "Leave out the functions whose names match FUNCTION (a regex).";
    /// Do not emit matching items.
    each [blocklisted_items: RegexSet] fn blocklist_item[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--blocklist-item" blocklist_item: Vec<String> [value_name = "ITEM"] => "Leave out every item whose name matches ITEM (a regex), whatever its kind.";
    /// Do not emit items from matching files.
    each [blocklisted_files: RegexSet] fn blocklist_file[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--blocklist-file" blocklist_file: Vec<String> [value_name = "FILE"] => "Leave out everything declared in files whose paths match FILE (a regex).";
    /// Do not emit matching variables.
    each [blocklisted_vars: RegexSet] fn blocklist_var[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--blocklist-var" blocklist_var: Vec<String> [value_name = "VAR"] => "Leave out the variables whose names match VAR (a regex).";
    /// Layout checks (default on).
    negated [layout_tests: bool = true] fn layout_tests(doit: bool) { doit }
        cli "--no-layout-tests" no_layout_tests: bool => "Skip the compile-time size, alignment and offset checks for generated types.";
    /// Derive `Copy`/`Clone` (default on).
    negated [derive_copy: bool = true] fn derive_copy(doit: bool) { doit }
        cli "--no-derive-copy" no_derive_copy: bool => "Never derive Copy (nor Clone) for generated types.";
    /// Derive `Debug` (default on).
    negated [derive_debug: bool = true] fn derive_debug(doit: bool) { doit }
        cli "--no-derive-debug" no_derive_debug: bool => "Never derive Debug for generated types.";
    // Applied after `--with-derive-default`, which it overrides.
    none/negated [derive_default]
        cli "--no-derive-default" no_derive_default: bool [hide = true] => "Never derive Default for generated types (the default; kept for old command lines).";
    /// Hand-written `Debug` where it cannot be derived.
    switch [impl_debug: bool = false] fn impl_debug(doit: bool) { doit }
        cli "--impl-debug" impl_debug: bool => "Write a Debug impl by hand for types where deriving it is not possible.";
    /// Hand-written `PartialEq` where it cannot be derived.
    switch [impl_partialeq: bool = false] fn impl_partialeq(doit: bool) { doit }
        cli "--impl-partialeq" impl_partialeq: bool => "Write a PartialEq impl by hand for types where deriving it is not possible.";
    /// Derive `Default`.
    switch [derive_default: bool = false] fn derive_default(doit: bool) { doit }
        cli "--with-derive-default" with_derive_default: bool => "Derive Default wherever possible.";
    /// Derive `Hash`.
    switch [derive_hash: bool = false] fn derive_hash(doit: bool) { doit }
        cli "--with-derive-hash" with_derive_hash: bool => "Derive Hash wherever possible.";
    switch [derive_partialeq: bool = false] fn derive_partialeq
        cli "--with-derive-partialeq" with_derive_partialeq: bool => "Derive PartialEq wherever possible.";
    switch [derive_partialord: bool = false] fn derive_partialord
        cli "--with-derive-partialord" with_derive_partialord: bool => "Derive PartialOrd wherever possible.";
    switch [derive_eq: bool = false] fn derive_eq
        cli "--with-derive-eq" with_derive_eq: bool => "Derive Eq (and PartialEq) wherever possible.";
    switch [derive_ord: bool = false] fn derive_ord
        cli "--with-derive-ord" with_derive_ord: bool => "Derive Ord (and PartialOrd) wherever possible.";
    /// Doc comments from C comments (default on).
    negated [generate_comments: bool = true] fn generate_comments(doit: bool) { doit }
        cli "--no-doc-comments" no_doc_comments: bool => "Do not turn C comments into Rust doc comments.";
    /// Emit what allowlisted items need (default on).
    negated [allowlist_recursively: bool = true] fn allowlist_recursively(doit: bool) { doit }
        cli "--no-recursive-allowlist" no_recursive_allowlist: bool => "With allowlists, emit only what matches, not the types it depends on (the output may then not compile).";
    /// Objective-C: bring in the `objc` crate with `#[macro_use] extern
    /// crate` rather than `use`. No effect on C input.
    switch/cxx [objc_extern_crate: bool = false] fn objc_extern_crate(doit: bool) { doit }
        cli "--objc-extern-crate" objc_extern_crate: bool => "Objective-C: import the objc crate with `extern crate` rather than `use` (no effect on C).";
    /// Clang blocks: give block pointers their real signatures instead of
    /// `*mut c_void`. No effect on C input without blocks.
    switch/cxx [generate_block: bool = false] fn generate_block(doit: bool) { doit }
        cli "--generate-block" generate_block: bool => "Clang blocks: give block pointers their real signature rather than a void pointer.";
    /// Clang blocks: bring in the `block` crate with `#[macro_use] extern
    /// crate` rather than `use`. No effect on C input without blocks.
    switch/cxx [block_extern_crate: bool = false] fn block_extern_crate(doit: bool) { doit }
        cli "--block-extern-crate" block_extern_crate: bool => "Clang blocks: import the block crate with `extern crate` rather than `use`.";
    /// Trust libclang's mangled names (default on).
    negated [enable_mangling: bool = true] fn trust_clang_mangling(doit: bool) { doit }
        cli "--distrust-clang-mangling" distrust_clang_mangling: bool => "Ignore the symbol names libclang reports and do not emit `link_name` from them.";
    /// Emit clang builtin definitions.
    unit [emit_builtins: bool = false] fn emit_builtins() { true }
        cli "--builtins" builtins: bool => "Also emit items clang predefines, such as `__builtin_va_list`.";
    /// Prefix of C types.
    value [ctypes_prefix: Option<String>] fn ctypes_prefix[T: Into<String>](prefix: T) { Some(prefix.into()) }
        cli "--ctypes-prefix" ctypes_prefix: Option<String> [value_name = "PREFIX", value_parser = parse_ctypes_prefix] => "Path that C type names (c_int, c_char, ...) are taken from, in place of ::std::os::raw.";
    /// Prefix of unnamed members.
    value [anon_fields_prefix: String = DEFAULT_ANON_FIELDS_PREFIX.to_string()] fn anon_fields_prefix[T: Into<String>](prefix: T) { prefix.into() }
        cli "--anon-fields-prefix" anon_fields_prefix: Option<String> [value_name = "PREFIX", default_value = DEFAULT_ANON_FIELDS_PREFIX]
        => "Name prefix for the fields that hold unnamed struct and union members.";
    /// Print per-phase timings.
    switch [time_phases: bool = false] fn time_phases(doit: bool) { doit }
        cli "--time-phases" time_phases: bool => "Print how long each phase of the run took, on stderr.";
    /// Dump the clang AST.
    unit [emit_ast: bool = false] fn emit_clang_ast() { true }
        cli "--emit-clang-ast" emit_clang_ast: bool => "Print clang's view of the input (debugging aid).";
    /// Dump the IR.
    unit [emit_ir: bool = false] fn emit_ir() { true }
        cli "--emit-ir" emit_ir: bool => "Print bindgen's intermediate representation of the input (debugging aid).";
    /// Write the IR as a Graphviz file.
    value [emit_ir_graphviz: Option<String>] fn emit_ir_graphviz[T: Into<String>](path: T) { Some(path.into()) }
        cli "--emit-ir-graphviz" emit_ir_graphviz: Option<String> [value_name = "PATH"] => "Write the intermediate representation as a Graphviz dot graph to PATH.";
    /// Puts the bindings into `pub mod root { ... }` (C++ namespaces become
    /// nested modules inside it); references between items are written as
    /// `root::name` paths. For C input this is the whole effect.
    // Written after the table's flags, before the C++ switches.
    unit/none [enable_cxx_namespaces: bool = false] fn enable_cxx_namespaces() { true }
        cli "--enable-cxx-namespaces" enable_cxx_namespaces: bool => "Put the output in `pub mod root`, with C++ namespaces as nested modules.";
    /// C++: name items inside namespaces by their own name only, not
    /// prefixed with the namespace path. No effect on C input.
    unit/cxx [disable_name_namespacing: bool = false] fn disable_name_namespacing() { true }
        cli "--disable-name-namespacing" disable_name_namespacing: bool => "C++: name items by their own name (`Baz`), not by their namespace path (`foo_bar_Baz`).";
    /// Nested named structs keep their own names.
    unit [disable_nested_struct_naming: bool = false] fn disable_nested_struct_naming() { true }
        cli "--disable-nested-struct-naming" disable_nested_struct_naming: bool => "Name a struct defined inside another by its own tag (`bar`) instead of `outer_bar`.";
    /// Native unions become wrapper structs.
    unit [untagged_union: bool = true] fn disable_untagged_union() { false }
        cli "--disable-untagged-union" disable_untagged_union: bool => "Emit C unions as structs with accessor fields instead of Rust `union`s.";
    /// No header comment.
    unit [disable_header_comment: bool = false] fn disable_header_comment() { true }
        cli "--disable-header-comment" disable_header_comment: bool => "Leave out the first-line comment naming the bindgen version.";
    /// Which item kinds are generated.
    value/here [codegen_config: CodegenConfig = CodegenConfig::all()] fn with_codegen_config(config: CodegenConfig) { config }
        cli "--generate" generate: Option<CodegenConfig> [value_name = "GENERATE", value_parser = parse_codegen]
        => "Emit only these kinds of items, comma-separated: functions, types, vars, methods, constructors, destructors.";
    // `--generate` writes the `--ignore-*` flags with its list; applied
    // after it, so `--ignore-functions` wins over `--generate functions`
    // (as upstream's CLI).
    unit/none fn ignore_functions
        cli "--ignore-functions" ignore_functions: bool => "Emit no functions or methods at all (handy when only layouts matter).";
    unit/none fn ignore_methods
        cli "--ignore-methods" ignore_methods: bool => "Emit no C++ methods.";
    /// `c_float`/`c_double` instead of `f32`/`f64`.
    unit [convert_floats: bool = true] fn no_convert_floats() { false }
        cli "--no-convert-floats" no_convert_floats: bool => "Keep C float types as c_float/c_double instead of f32/f64.";
    /// Prefix constants with the enum name (default on).
    negated [prepend_enum_name: bool = true] fn prepend_enum_name(doit: bool) { doit }
        cli "--no-prepend-enum-name" no_prepend_enum_name: bool => "Name constant and newtype enum variants without the enum's name in front.";
    /// Detect the clang driver's system include directories (default on).
    negated [detect_include_paths: bool = true] fn detect_include_paths(doit: bool) { doit }
        cli "--no-include-path-detection" no_include_path_detection: bool => "Do not ask the clang driver for its default include directories.";
    /// Smallest integer type that fits each macro constant.
    switch [fit_macro_constants: bool = false] fn fit_macro_constants(doit: bool) { doit }
        cli "--fit-macro-constant-types" fit_macro_constant_types: bool => "Give integer macro constants the smallest type that holds them, even below 32 bits.";
    /// `&CStr` string constants.
    // Written after the table's flags.
    switch/none [generate_cstr: bool = false] fn generate_cstr(doit: bool) { doit }
        cli "--generate-cstr" generate_cstr: bool => "Emit string constants as `&CStr` rather than as byte arrays.";
    /// Emit matching types as opaque blobs.
    each [opaque_types: RegexSet] fn opaque_type[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--opaque-type" opaque_type: Vec<String> [value_name = "TYPE"] => "Emit the types whose names match TYPE (a regex) as opaque blobs of the right size and alignment.";
    none cli output: Option<String> [long, short, value_name = "OUTPUT"] => "File to write the bindings to (stdout when absent).";
    /// A raw line after the header comment.
    each [raw_lines: Vec<String>] fn raw_line[T: Into<String>](arg: T) { arg.into() }
        cli "--raw-line" raw_line: Vec<String> => "A line of Rust inserted verbatim at the top of the output (repeatable).";
    // Two values per occurrence.
    none/each [module_lines: Vec<(String, String)>] fn module_raw_line
        cli "--module-raw-line" module_raw_line: Vec<String> [number_of_values = 2, value_names = ["MODULE_NAME", "RAW_LINE"]]
        => "A line of Rust (RAW_LINE) inserted verbatim into the module MODULE_NAME.";
    /// The oldest rustc the output must support.
    // Always written, first (after the header).
    value/none [rust_target: RustTarget = RustTarget::default()] fn rust_target(rust_target: RustTarget) { rust_target }
        cli "--rust-target" rust_target: Option<RustTarget> [value_parser = parse_word::<RustTarget>]
        => "Oldest Rust compiler the output must build with: 1.51 or later, or nightly (default: the newest stable known).";
    /// The edition of the output.
    // Written first, after `--rust-target`.
    value/none [rust_edition: Option<RustEdition>] fn rust_edition(rust_edition: RustEdition) { Some(rust_edition) }
        cli "--rust-edition" rust_edition: Option<RustEdition> [value_name = "EDITION", value_parser = parse_word::<RustEdition>]
        => "Rust edition the output is written for: 2018, 2021 or 2024 (default: the newest the Rust target has).";
    /// `::core` paths.
    unit [use_core: bool = false] fn use_core() { true }
        cli "--use-core" use_core: bool => "Refer to ::core instead of ::std, for no_std crates.";
    /// C++: give inline namespaces their own modules instead of merging them
    /// into the enclosing one. No effect on C input.
    unit/cxx [conservative_inline_namespaces: bool = false] fn conservative_inline_namespaces() { true }
        cli "--conservative-inline-namespaces" conservative_inline_namespaces: bool => "C++: give inline namespaces their own modules, so that their names cannot clash.";
    /// Keep matching functions and what they need.
    each [allowlisted_functions: RegexSet] fn allowlist_function[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--allowlist-function" allowlist_function: Vec<String> [value_name = "REGEX"] => "Emit the functions whose names match REGEX; with any allowlist, unmatched functions are left out.";
    /// Declare non-static inline functions.
    switch [generate_inline_functions: bool = false] fn generate_inline_functions(doit: bool) { doit }
        cli "--generate-inline-functions" generate_inline_functions: bool => "Also declare inline functions (they need an out-of-line definition to link).";
    /// Keep matching types and what they need.
    each [allowlisted_types: RegexSet] fn allowlist_type[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--allowlist-type" allowlist_type: Vec<String> [value_name = "REGEX"] => "Emit the types whose names match REGEX; with any allowlist, unmatched types are left out.";
    /// Keep matching variables and constants.
    each [allowlisted_vars: RegexSet] fn allowlist_var[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--allowlist-var" allowlist_var: Vec<String> [value_name = "REGEX"] => "Emit the variables whose names match REGEX; with any allowlist, unmatched variables are left out.";
    /// Keep everything declared in matching files.
    each [allowlisted_files: RegexSet] fn allowlist_file[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--allowlist-file" allowlist_file: Vec<String> [value_name = "PATH"] => "Emit everything declared in files whose paths match PATH (a regex).";
    /// Keep matching items of any kind.
    each [allowlisted_items: RegexSet] fn allowlist_item[T: AsRef<str>](arg: T) { arg.as_ref() }
        cli "--allowlist-item" allowlist_item: Vec<String> [value_name = "REGEX"] => "Emit the items of any kind whose names match REGEX; with any allowlist, unmatched items are left out.";
    none cli verbose: bool [long] => "Explain failures in more detail.";
    // Runs after every other flag is applied (it needs the headers and clang arguments).
    none
        cli "--dump-preprocessed-input" dump_preprocessed_input: bool
        => "Write the preprocessed input to `__bindgen.i` in the current directory (for bug reports and reducing test cases).";
    /// Track which patterns matched.
    negated [record_matches: bool = true] fn record_matches(doit: bool) { doit }
        cli "--no-record-matches" no_record_matches: bool => "Do not track which regexes matched, so unused ones are not reported.";
    /// `size_t` as `usize` (default on).
    negated [size_t_is_usize: bool = true] fn size_t_is_usize(doit: bool) { doit }
        cli "--no-size_t-is-usize" no_size_t_is_usize: bool => "Keep size_t as its C typedef instead of Rust's usize (for targets where they differ).";
    // The default already; accepted and ignored.
    none
        cli "--size_t-is-usize" size_t_is_usize: bool [hide = true] => "Accepted for compatibility with old kernels (no effect).";
    // The same as `--formatter=none`.
    none
        cli no_rustfmt_bindings: bool [long, conflicts_with_all = ["formatter", "rustfmt_configuration_file"]]
        => "Leave the output unformatted; the same as --formatter=none, which replaces it.";
    /// The output formatter.
    value [formatter: Formatter = Formatter::Rustfmt] fn formatter(formatter: Formatter) { formatter }
        cli "--formatter" formatter: Option<Formatter> [value_name = "FORMATTER", value_parser = parse_word::<Formatter>]
        => "Formatter for the output: rustfmt, prettyplease or none.";
    // Its method selects rustfmt too; the CLI applies it before `--formatter`, which wins.
    none/value [rustfmt_configuration_file: Option<PathBuf>] fn rustfmt_configuration_file
        cli "--rustfmt-configuration-file" rustfmt_configuration_file: Option<PathBuf> [value_name = "PATH", value_parser = parse_abs_path]
        => "Absolute PATH of a rustfmt.toml to format the output with (implies --formatter=rustfmt).";
    /// Never derive `PartialEq` for matching types.
    each [no_partialeq_types: RegexSet] fn no_partialeq[T: Into<String>](arg: T) { arg.into() }
        cli "--no-partialeq" no_partialeq: Vec<String> [value_name = "REGEX"] => "Never derive PartialEq for the types whose names match REGEX.";
    /// Never derive `Copy`/`Clone` for matching types.
    each [no_copy_types: RegexSet] fn no_copy[T: Into<String>](arg: T) { arg.into() }
        cli "--no-copy" no_copy: Vec<String> [value_name = "REGEX"] => "Never derive Copy (nor Clone) for the types whose names match REGEX.";
    /// Never derive `Debug` for matching types.
    each [no_debug_types: RegexSet] fn no_debug[T: Into<String>](arg: T) { arg.into() }
        cli "--no-debug" no_debug: Vec<String> [value_name = "REGEX"] => "Never derive Debug for the types whose names match REGEX.";
    /// Never derive or implement `Default` for matching types.
    each [no_default_types: RegexSet] fn no_default[T: Into<String>](arg: T) { arg.into() }
        cli "--no-default" no_default: Vec<String> [value_name = "REGEX"] => "Never derive or implement Default for the types whose names match REGEX.";
    /// Never derive `Hash` for matching types.
    each [no_hash_types: RegexSet] fn no_hash[T: Into<String>](arg: T) { arg.into() }
        cli "--no-hash" no_hash: Vec<String> [value_name = "REGEX"] => "Never derive Hash for the types whose names match REGEX.";
    /// `#[must_use]` on matching types.
    each [must_use_types: RegexSet] fn must_use_type[T: Into<String>](arg: T) { arg.into() }
        cli "--must-use-type" must_use_type: Vec<String> [value_name = "REGEX"] => "Mark the types whose names match REGEX `#[must_use]`.";
    /// Detect function attributes.
    unit [enable_function_attribute_detection: bool = false] fn enable_function_attribute_detection() { true }
        cli "--enable-function-attribute-detection" enable_function_attribute_detection: bool
        => "Look for attributes clang does not expose, such as warn_unused_result, to emit `#[must_use]` on functions (slower).";
    /// Dynamic loading through `libloading` with this struct name.
    value [dynamic_library_name: Option<String>] fn dynamic_library_name[T: Into<String>](dynamic_library_name: T) { Some(dynamic_library_name.into()) }
        cli "--dynamic-loading" dynamic_loading: Option<String> [value_name = "NAME"] => "Emit a struct named NAME that loads the library's functions at run time with libloading.";
    /// Fail dynamic loading on the first missing symbol.
    switch [dynamic_link_require_all: bool = false] fn dynamic_link_require_all(doit: bool) { doit }
        cli "--dynamic-link-require-all" dynamic_link_require_all: bool => "With --dynamic-loading, fail to load unless every function is found.";
    // A parse callback, which writes its own flags back.
    none
        cli "--prefix-link-name" prefix_link_name: Option<String> => "Link every function against PREFIX followed by its name.";
    /// Only C++-public members are `pub`.
    switch [respect_cxx_access_specs: bool = false] fn respect_cxx_access_specs(doit: bool) { doit }
        cli "--respect-cxx-access-specs" respect_cxx_access_specs: bool => "C++: make fields and items `pub` only when they are public in C++.";
    /// Use Rust integer types for enum aliases.
    switch [translate_enum_integer_types: bool = false] fn translate_enum_integer_types(doit: bool) { doit }
        cli "--translate-enum-integer-types" translate_enum_integer_types: bool => "Spell enums' integer types as Rust integers (u32, i8, ...) rather than C type names.";
    /// `struct_`/`union_`/`enum_` prefixes.
    switch [c_naming: bool = false] fn c_naming(doit: bool) { doit }
        cli "--c-naming" c_naming: bool => "Name types as C does, with `struct_`, `union_` and `enum_` in front.";
    /// Explicit padding fields.
    switch [explicit_padding: bool = false] fn explicit_padding(doit: bool) { doit }
        cli "--explicit-padding" explicit_padding: bool => "Add named padding fields wherever the layout has gaps.";
    /// C++: map `char16_t` to its own wrapper type rather than `u16`. No
    /// effect on C input.
    switch/cxx [use_distinct_char16_t: bool = false] fn use_distinct_char16_t(doit: bool) { doit }
        cli "--use-distinct-char16-t" use_distinct_char16_t: bool => "C++: give char16_t its own Rust type instead of u16.";
    /// C++: emit a struct describing each class's virtual table. No effect
    /// on C input.
    switch/cxx [vtable_generation: bool = false] fn vtable_generation(doit: bool) { doit }
        cli "--vtable-generation" vtable_generation: bool => "C++: emit a struct for each class's virtual table.";
    /// Reorder items by kind.
    switch [sort_semantically: bool = false] fn sort_semantically(doit: bool) { doit }
        cli "--sort-semantically" sort_semantically: bool => "Order the output by item kind rather than by declaration order.";
    /// One extern block for everything.
    switch [merge_extern_blocks: bool = false] fn merge_extern_blocks(doit: bool) { doit }
        cli "--merge-extern-blocks" merge_extern_blocks: bool => "Put all extern declarations into as few `extern` blocks as possible.";
    // The CLI value is `REGEX=ABI`, the method takes them apart.
    none/each [abi_overrides: Vec<(Abi, String)>] fn override_abi
        cli "--override-abi" override_abi: Vec<(String, Abi)> [value_name = "OVERRIDE", value_parser = parse_override_abi]
        => "Use another ABI for the functions whose names match REGEX: REGEX=ABI, where ABI is C, stdcall, efiapi, fastcall, thiscall, vectorcall, aapcs, win64, C-unwind or system.";
    /// Wrap unsafe operations in `unsafe {}`.
    switch [wrap_unsafe_ops: bool = false] fn wrap_unsafe_ops(doit: bool) { doit }
        cli "--wrap-unsafe-ops" wrap_unsafe_ops: bool => "Put each unsafe operation in generated code inside its own `unsafe` block.";
    /// After generating, checks every declared function's call ABI against
    /// clang's (compiles a reference unit with clang and the bindings with
    /// rustc to LLVM IR, and compares the lowered signatures); a mismatch
    /// fails the run. Needs `clang` and `rustc` with the target installed.
    switch [verify_abi: bool = false] fn verify_abi(doit: bool) { doit }
        cli "--verify-abi" verify_abi: bool => "Check each function's call ABI against clang's (needs clang and rustc for the target); fail on a mismatch.";
    /// Evaluates macros the token evaluator cannot handle with clang.
    unit [clang_macro_fallback: bool = false] fn clang_macro_fallback() { true }
        cli "--clang-macro-fallback" clang_macro_fallback: bool => "Let clang evaluate macros the built-in evaluator cannot handle.";
    /// Directory for the fallback's temporary files.
    value [clang_macro_fallback_build_dir: Option<PathBuf>] fn clang_macro_fallback_build_dir[P: AsRef<Path>](path: P) { Some(path.as_ref().to_path_buf()) }
        cli "--clang-macro-fallback-build-dir" clang_macro_fallback_build_dir: Option<PathBuf> => "Directory for the temporary files of --clang-macro-fallback.";
    /// Turn function-like macros whose body is a constant expression over
    /// their parameters into `pub const fn`s with C's semantics.
    switch [generate_fn_macros: bool = false] fn generate_fn_macros(doit: bool) { doit }
        cli "--generate-fn-macros" generate_fn_macros: bool => "Translate function-like macros that are constant expressions over their parameters into `pub const fn`s.";
    /// Flexible-array structs as DSTs.
    switch [flexarray_dst: bool = false] fn flexarray_dst(doit: bool) { doit }
        cli "--flexarray-dst" flexarray_dst: bool => "Emit structs ending in a flexible array member as dynamically sized types.";
    // The eight custom-derive/attribute flags are parse callbacks, which write their own flags back.
    none
        cli "--with-derive-custom" with_derive_custom: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom]
        => "Add derives to types of any kind: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.";
    none
        cli "--with-derive-custom-struct" with_derive_custom_struct: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom]
        => "Add derives to structs: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.";
    none
        cli "--with-derive-custom-enum" with_derive_custom_enum: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom]
        => "Add derives to enums: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.";
    none
        cli "--with-derive-custom-union" with_derive_custom_union: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom]
        => "Add derives to unions: REGEX=DERIVES, DERIVES being a comma-separated list of derive macros.";
    none
        cli "--with-attribute-custom" with_attribute_custom: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom_attr]
        => "Add attributes to types of any kind: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.";
    none
        cli "--with-attribute-custom-struct" with_attribute_custom_struct: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom_attr]
        => "Add attributes to structs: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.";
    none
        cli "--with-attribute-custom-enum" with_attribute_custom_enum: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom_attr]
        => "Add attributes to enums: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.";
    none
        cli "--with-attribute-custom-union" with_attribute_custom_union: Vec<(String, String)> [value_name = "CUSTOM", value_parser = split_custom_attr]
        => "Add attributes to unions: REGEX=ATTRS, ATTRS being comma-separated `#[...]` attributes.";
    /// Wrap static functions in exported C functions.
    switch [wrap_static_fns: bool = false] fn wrap_static_fns(doit: bool) { doit }
        cli "--wrap-static-fns" wrap_static_fns: bool => "Make `static` and `static inline` functions callable through exported C wrappers (written to a C file).";
    /// Path of the static-wrapper C file.
    value [wrap_static_fns_path: Option<PathBuf>] fn wrap_static_fns_path[T: AsRef<Path>](path: T) { Some(path.as_ref().to_path_buf()) }
        cli "--wrap-static-fns-path" wrap_static_fns_path: Option<PathBuf> [value_name = "PATH"] => "Where to write the C file of the wrappers (without extension; `.c` is added).";
    /// Suffix of static-wrapper symbols.
    value [wrap_static_fns_suffix: Option<String>] fn wrap_static_fns_suffix[T: AsRef<str>](suffix: T) { Some(suffix.as_ref().to_string()) }
        cli "--wrap-static-fns-suffix" wrap_static_fns_suffix: Option<String> [value_name = "SUFFIX"] => "Text appended to a function's name to name its wrapper (default `__extern`).";
    /// Field visibility.
    value [default_visibility: FieldVisibilityKind = FieldVisibilityKind::Public] fn default_visibility(visibility: FieldVisibilityKind) -> Self { visibility }
        cli "--default-visibility" default_visibility: Option<FieldVisibilityKind> [value_name = "VISIBILITY", value_parser = parse_word::<FieldVisibilityKind>]
        => "Visibility of generated fields and bitfield accessors: public, crate or private (--respect-cxx-access-specs overrides it).";
    /// Pretty warnings on stderr.
    #[cfg(feature = "experimental")]
    // Written after the parse callbacks' flags.
    unit/none [emit_diagnostics: bool = false] fn emit_diagnostics() { true }
        cli "--emit-diagnostics" emit_diagnostics: bool [requires = "experimental"] => "Print warnings as multi-line diagnostics whose notes name the option (needs --experimental).";
    none cli "--generate-shell-completions" generate_shell_completions: Option<clap_complete::Shell> [value_name = "SHELL"]
        => "Write a shell completion script for SHELL to stdout and stop.";
    // Only unlocks other flags; written last when the crate feature is on.
    none cli "--experimental" experimental: bool => "Allow options that are still experimental.";
    none cli version: bool [short = 'V', long] => "Show bindgen's version and stop.";
    /// Array parameters as pointers to arrays.
    switch [array_pointers_in_arguments: bool = false] fn array_pointers_in_arguments(doit: bool) { doit }
        cli "--use-array-pointers-in-arguments" use_array_pointers_in_arguments: bool
        => "Pass C array parameters as pointers to arrays (`*const [T; N]`) rather than to their first element.";
    /// `#[link(wasm_import_module = …)]` on extern blocks.
    value [wasm_import_module_name: Option<String>] fn wasm_import_module_name[T: Into<String>](import_name: T) { Some(import_name.into()) }
        cli "--wasm-import-module-name" wasm_import_module_name: Option<String> [value_name = "NAME"] => "Put `#[link(wasm_import_module = NAME)]` on extern blocks.";
    /// An attribute on every extern block.
    each [extern_block_attrs: Vec<String>] fn extern_block_attrs[T: Into<String>](attr: T) { attr.into() }
        cli "--extern-block-attrs" extern_block_attrs: Vec<String> [value_name = "ATTRS", alias = "extern-fn-block-attrs"]
        => "An attribute to put on every `extern` block (repeatable).";
    // The CLI value is `TYPE::FIELD=ATTR`, the method takes three arguments.
    none/each [field_attributes: Vec<(String, String, String)>] fn field_attribute
        cli "--field-attr" field_attr: Vec<(String, String, String)> [value_name = "SPEC", value_parser = parse_field_attr]
        => "Put an attribute on one field: TYPE::FIELD=ATTR, ATTR being the attribute's inside, without `#[]`.";
    /// C++: give virtual methods a receiver of the class's own type instead
    /// of an untyped pointer. No effect on C input.
    switch/cxx [use_specific_virtual_function_receiver: bool = false] fn use_specific_virtual_function_receiver(doit: bool) { doit }
        cli "--use-specific-virtual-function-receiver" use_specific_virtual_function_receiver: bool
        => "C++: give virtual methods a receiver of the class's own type rather than a void pointer.";
    /// C++: also bind functions declared `= delete`. No effect on C input.
    switch/cxx [generate_deleted_functions: bool = false] fn generate_deleted_functions(doit: bool) { doit }
        cli "--generate-deleted-functions" generate_deleted_functions: bool => "C++: also declare functions marked `= delete`, though they cannot be called.";
    /// C++: also bind pure virtual member functions. No effect on C input.
    switch/cxx [generate_pure_virtual_functions: bool = false] fn generate_pure_virtual_functions(doit: bool) { doit }
        cli "--generate-pure-virtual-functions" generate_pure_virtual_functions: bool => "C++: also declare pure virtual functions, though they cannot be called directly.";
    /// C++: also bind `private` member functions. No effect on C input.
    switch/cxx [generate_private_functions: bool = false] fn generate_private_functions(doit: bool) { doit }
        cli "--generate-private-functions" generate_private_functions: bool => "C++: also declare private functions, though outside code cannot call them.";
    /// C++: bind overloaded operators too. No effect on C input.
    switch/cxx [represent_cxx_operators: bool = false] fn represent_cxx_operators(doit: bool) { doit }
        cli "--represent-cxx-operators" represent_cxx_operators: bool => "C++: also declare overloaded operators.";
    /// C++: bind references as `NonNull<T>` instead of raw pointers. No
    /// effect on C input.
    switch/cxx [generate_cxx_nonnull_references: bool = false] fn generate_cxx_nonnull_references(doit: bool) { doit }
        cli "--nonnull-references" nonnull_references: bool => "C++: bind references as `NonNull<T>` rather than raw pointers.";
    // Applied last, and written after `--`, with the extra headers as `-include`s.
    none [clang_args: Vec<String>] fn clang_arg
        cli clang_args: Vec<String> => "Arguments handed to clang unchanged (after `--`).";

    // Options without a flag of their own.
    none [input_headers: Vec<String>] fn header;
    none [input_header_contents: Vec<(String, String)>] fn header_contents;
    /// The rustified patterns (of `rustified_enums`) compiled, by kind.
    none [rustified_enum_set: RegexSet];
    none [rustified_non_exhaustive_enum_set: RegexSet];
    /// An explicit rustfmt binary.
    none [rustfmt_path: Option<PathBuf>] fn with_rustfmt[P: Into<PathBuf>](path: P) { Some(path.into()) };
    /// Testing aid: `false` sends every item through the formatter instead of
    /// printing simple items directly in rustfmt's layout (the output is the same).
    #[doc(hidden)]
    none [fast_format: bool = true] fn fast_format(doit: bool) { doit };
    /// Testing aid: `true` splits code generation between two threads even
    /// for small inputs, as big ones are (the output is the same).
    #[doc(hidden)]
    none [codegen_split_always: bool = false] fn codegen_split_always(doit: bool) { doit };
    /// Testing aid: `false` takes the plain path at each shortcut of the
    /// macro pipeline: the constants are joined inside the parse (not late,
    /// during code generation), the macro table is built on the main thread,
    /// and the clang fallback's helper unit is built when its questions are
    /// known (not parsed from the start). The output is the same.
    #[doc(hidden)]
    none [macro_fast_paths: bool = true] fn macro_fast_paths(doit: bool) { doit };
        }
    };
}
pub(crate) use option_table;

/// Turns the entries of [`option_table!`] into one uniform shape for the
/// generators: `{ [ATTRS] [KIND] [FIELD] [METHOD] [CLI] }`, each part in
/// brackets and possibly empty; a missing default becomes `Default::default()`.
macro_rules! normalize {
    ($gen:ident; $(
        $(#[$attr:meta])*
        $kind:ident $(/ $render:ident)?
        $([$field:ident $(: $ty:ty $(= $default:expr)?)?])?
        $(fn $method:ident $([$g:ident : $bound:path])?
            $(($($param:ident : $pty:ty),*) $(-> $ret:ty)? $value:block)?)?
        $(cli $($flag:literal)? $cli:ident : $cty:ty $([$($arg:tt)*])? => $help:literal)?
    ;)*) => {
        $gen! { $({
            [$(#[$attr])*]
            [$kind $($render)?]
            [$($field $(: $ty = $crate::options::table::or_default!($($default)?))?)?]
            [$($method $([$g: $bound])? $(($($param: $pty),*) [$($ret)?] $value)?)?]
            [$($([$flag])? $cli: $cty $([$($arg)*])? => $help)?]
        })* }
    };
}
pub(crate) use normalize;

/// An entry's default value, or `Default::default()` when it gives none.
macro_rules! or_default {
    () => {
        Default::default()
    };
    ($default:expr) => {
        $default
    };
}
pub(crate) use or_default;
