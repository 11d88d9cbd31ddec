//! Property test: `Builder::command_line_flags` and `builder_from_flags` are inverse.
//!
//! Random option sets are built with Builder methods (and, separately, as random
//! command lines); turning them into flags, parsing those flags and turning the result
//! into flags again must give the same list, and the parsed builders must agree.

use bindgen::{
    Abi, AliasVariation, Builder, CodegenConfig, EnumVariation, FieldVisibilityKind, Formatter,
    MacroTypeVariation, NonCopyUnionStyle, RustEdition, RustEnumOptions, RustTarget,
};

/// A small deterministic generator (64-bit xorshift with a multiplicative finish).
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }
}

const PATTERNS: &[&str] = &[
    "foo",
    "bar_.*",
    "x[0-9]+",
    ".*",
    "",
    "s?size_t",
    "(a|b)c",
    "name with space",
];
const WORDS: &[&str] = &[
    "ffi",
    "core::ffi",
    "::libc",
    "my_prefix_",
    "pub use x::y;",
    "#[cfg(test)]",
    "N",
];
/// Values `--ctypes-prefix` accepts (a Rust path; anything else is a usage
/// error).
const PREFIXES: &[&str] = &["ffi", "core::ffi", "::libc", "my_prefix_", "N"];
const TARGETS: &[&str] = &["1.51", "1.64", "1.68", "1.70", "1.77", "1.82", "nightly"];

fn parse<T: std::str::FromStr>(s: &str) -> T
where
    T::Err: std::fmt::Debug,
{
    s.parse()
        .unwrap_or_else(|e| panic!("cannot parse {s:?}: {e:?}"))
}

/// Applies one randomly chosen Builder method.
#[allow(clippy::too_many_lines)]
fn random_step(r: &mut Rng, b: Builder) -> Builder {
    let p = r.pick(PATTERNS);
    let w = r.pick(WORDS);
    let flag = r.chance(50);
    match r.below(92) {
        0 => b.allowlist_type(p),
        1 => b.allowlist_function(p),
        2 => b.allowlist_var(p),
        3 => b.allowlist_file(p),
        4 => b.allowlist_item(p),
        5 => b.blocklist_type(p),
        6 => b.blocklist_function(p),
        7 => b.blocklist_item(p),
        8 => b.blocklist_file(p),
        9 => b.blocklist_var(p),
        10 => b.opaque_type(p),
        11 => b.allowlist_recursively(flag),
        12 => b.ignore_functions(),
        13 => b.ignore_methods(),
        14 => {
            let kinds = [
                "functions",
                "types",
                "vars",
                "methods",
                "constructors",
                "destructors",
            ];
            let chosen: Vec<&str> = kinds.iter().copied().filter(|_| r.chance(60)).collect();
            let mut c = CodegenConfig::empty();
            for k in chosen {
                c |= match k {
                    "functions" => CodegenConfig::FUNCTIONS,
                    "types" => CodegenConfig::TYPES,
                    "vars" => CodegenConfig::VARS,
                    "methods" => CodegenConfig::METHODS,
                    "constructors" => CodegenConfig::CONSTRUCTORS,
                    _ => CodegenConfig::DESTRUCTORS,
                };
            }
            b.with_codegen_config(c)
        }
        15 => b.generate_inline_functions(flag),
        16 => b.record_matches(flag),
        17 => b.default_enum_style(parse::<EnumVariation>(r.pick(&[
            "consts",
            "moduleconsts",
            "bitfield",
            "newtype",
            "newtype_global",
            "rust",
            "rust_non_exhaustive",
        ]))),
        18 => b.bitfield_enum(p),
        19 => b.newtype_enum(p),
        20 => b.newtype_global_enum(p),
        21 => b.rustified_enum(p),
        22 => b.rustified_non_exhaustive_enum(p),
        23 => b.constified_enum(p),
        24 => b.constified_enum_module(p),
        25 => b.prepend_enum_name(flag),
        26 => b.translate_enum_integer_types(flag),
        27 => b.default_macro_constant_type(parse::<MacroTypeVariation>(
            r.pick(&["signed", "unsigned"]),
        )),
        28 => b.fit_macro_constants(flag),
        29 => b.generate_cstr(flag),
        30 => b.default_alias_style(parse::<AliasVariation>(r.pick(&[
            "type_alias",
            "new_type",
            "new_type_deref",
        ]))),
        31 => b.type_alias(p),
        32 => b.new_type_alias(p),
        33 => b.new_type_alias_deref(p),
        34 => b.default_non_copy_union_style(parse::<NonCopyUnionStyle>(
            r.pick(&["bindgen_wrapper", "manually_drop"]),
        )),
        35 => b.bindgen_wrapper_union(p),
        36 => b.manually_drop_union(p),
        37 => b.disable_untagged_union(),
        38 => b.derive_copy(flag),
        39 => b.derive_debug(flag),
        40 => b.derive_default(flag),
        41 => b.derive_hash(flag),
        42 => b.derive_partialeq(flag),
        43 => b.derive_eq(flag),
        44 => b.derive_partialord(flag),
        45 => b.derive_ord(flag),
        46 => b.impl_debug(flag),
        47 => b.impl_partialeq(flag),
        48 => b.no_partialeq(p),
        49 => b.no_copy(p),
        50 => b.no_debug(p),
        51 => b.no_default(p),
        52 => b.no_hash(p),
        53 => b.must_use_type(p),
        54 => b.default_visibility(parse::<FieldVisibilityKind>(
            r.pick(&["public", "crate", "private"]),
        )),
        55 => b.field_attribute(
            r.pick(&["S", "T_t"]),
            r.pick(&["a", "b2"]),
            r.pick(&["serde(skip)", "doc = \"x=y\""]),
        ),
        56 => b.layout_tests(flag),
        57 => b.explicit_padding(flag),
        58 => b.flexarray_dst(flag),
        59 => b.rust_target(parse::<RustTarget>(r.pick(TARGETS))),
        60 => b.rust_edition(parse::<RustEdition>(r.pick(&["2018", "2021", "2024"]))),
        61 => b.use_core(),
        62 => b.ctypes_prefix(r.pick(PREFIXES)),
        63 => b.anon_fields_prefix(r.pick(&["__anon_", "u"])),
        64 => b.size_t_is_usize(flag),
        65 => b.no_convert_floats(),
        66 => b.array_pointers_in_arguments(flag),
        67 => b.c_naming(flag),
        68 => b.disable_nested_struct_naming(),
        69 => b.generate_comments(flag),
        70 => b.wrap_unsafe_ops(flag),
        71 => b.sort_semantically(flag),
        72 => b.raw_line(w),
        73 => b.time_phases(flag),
        74 => b.emit_clang_ast(),
        75 => b.emit_ir(),
        76 => b.emit_ir_graphviz(r.pick(&["ir.dot", "/tmp/x y.dot"])),
        77 => b.depfile("-", r.pick(&["out.d", "/abs/dep file.d"])),
        78 => b.enable_function_attribute_detection(),
        79 => b.trust_clang_mangling(flag),
        80 => b.override_abi(
            parse::<Abi>(r.pick(&[
                "C",
                "stdcall",
                "efiapi",
                "fastcall",
                "thiscall",
                "vectorcall",
                "aapcs",
                "win64",
                "C-unwind",
                "system",
            ])),
            p,
        ),
        81 => b.merge_extern_blocks(flag),
        82 => b.wasm_import_module_name(w),
        83 => b.extern_block_attrs(r.pick(&["#[cfg(unix)]", "#[allow(dead_code)]"])),
        84 => b.dynamic_library_name(r.pick(&["Lib", "Dyn2"])),
        85 => b.dynamic_link_require_all(flag),
        86 => b.wrap_static_fns(flag),
        87 => match r.below(3) {
            0 => b.wrap_static_fns_path("/tmp/wrap"),
            1 => b.wrap_static_fns_suffix("__w"),
            _ => b.clang_macro_fallback_build_dir("/tmp/fb"),
        },
        88 => match r.below(4) {
            0 => b.formatter(parse::<Formatter>(r.pick(&[
                "none",
                "rustfmt",
                "prettyplease",
            ]))),
            1 => b.rustfmt_configuration_file(Some("/etc/rustfmt.toml".into())),
            2 => b.clang_macro_fallback(),
            _ => b.emit_builtins(),
        },
        89 => b.clang_arg(r.pick(&[
            "-DFOO",
            "-I/usr/local/include",
            "-std=c11",
            "--target=x86_64-unknown-linux-gnu",
            "-x",
            "c",
        ])),
        90 => match r.below(4) {
            0 => b.module_raw_line("m", w),
            1 => b.rustified_enum_with(p, RustEnumOptions::TRY_FROM_RAW | RustEnumOptions::RAW_FFI),
            2 => b.rustified_non_exhaustive_enum(format!("{p}=sound")),
            _ => b.emit_diagnostics(),
        },
        _ => match r.below(14) {
            0 => b.enable_cxx_namespaces(),
            1 => b.disable_name_namespacing(),
            2 => b.conservative_inline_namespaces(),
            3 => b.respect_cxx_access_specs(flag),
            4 => b.represent_cxx_operators(flag),
            5 => b.use_specific_virtual_function_receiver(flag),
            6 => b.use_distinct_char16_t(flag),
            7 => b.vtable_generation(flag),
            8 => b.generate_deleted_functions(flag),
            9 => b.generate_pure_virtual_functions(flag),
            10 => b.generate_private_functions(flag),
            11 => b.objc_extern_crate(flag),
            12 => b.generate_block(flag),
            _ => b.block_extern_crate(flag),
        },
    }
}

fn from_flags(flags: &[String]) -> Builder {
    let args = std::iter::once("bindgen".to_string()).chain(flags.iter().cloned());
    match bindgen::builder_from_flags(args) {
        Ok((b, _, _)) => b,
        Err(e) => panic!("flags {flags:?} rejected: {e}"),
    }
}

#[test]
fn builder_flags_builder() {
    let mut rng = Rng::new(0x5EED_0001);
    for case in 0..400 {
        let mut b = Builder::default();
        let extra_headers = rng.chance(15);
        if extra_headers {
            b = b.header("first.h");
        }
        b = b.header(if rng.chance(50) {
            "wrapper.h"
        } else {
            "/abs/dir/h.h"
        });
        let steps = rng.below(40);
        for _ in 0..steps {
            b = random_step(&mut rng, b);
        }
        let f0 = b.command_line_flags();
        let b1 = from_flags(&f0);
        let f1 = b1.command_line_flags();
        assert_eq!(f0, f1, "case {case}: flags changed after a round trip");
        let b2 = from_flags(&f1);
        assert_eq!(
            format!("{b1:?}"),
            format!("{b2:?}"),
            "case {case}: parsed builders differ"
        );
        if !extra_headers {
            // Only the order of rustified patterns of the two kinds may be lost.
            let interleaved = {
                let s = format!("{b:?}");
                s.contains("non_exhaustive: true") && s.contains("non_exhaustive: false")
            };
            if !interleaved {
                assert_eq!(
                    format!("{b:?}"),
                    format!("{b1:?}"),
                    "case {case}: options differ after a round trip"
                );
            }
        }
    }
}

/// Random command lines, including the callback-based flags the Builder has no
/// method for (`--with-derive-custom*`, `--with-attribute-custom*`, `--prefix-link-name`).
#[test]
fn flags_builder_flags() {
    let mut rng = Rng::new(0x5EED_0002);
    let custom = [
        "--with-derive-custom",
        "--with-derive-custom-struct",
        "--with-derive-custom-enum",
        "--with-derive-custom-union",
        "--with-attribute-custom",
        "--with-attribute-custom-struct",
        "--with-attribute-custom-enum",
        "--with-attribute-custom-union",
    ];
    for case in 0..300 {
        let mut args = vec!["h.h".to_string()];
        // Single-valued options may appear at most once (clap rejects repeats).
        let mut once = std::collections::BTreeSet::new();
        for _ in 0..rng.below(12) {
            let kind = rng.below(6);
            if matches!(kind, 1 | 4 | 5) && !once.insert(kind) {
                continue;
            }
            match kind {
                0 => {
                    let f = custom[rng.below(custom.len())];
                    let v = if f.contains("derive") {
                        rng.pick(&["PartialEq,Eq", "MaybeZeroable", "serde::Serialize"])
                    } else {
                        rng.pick(&["#[repr(C)]", "#[doc = \"a,b\"],#[must_use]"])
                    };
                    args.push(f.to_string());
                    args.push(format!("{}={v}", rng.pick(PATTERNS)));
                }
                1 => {
                    args.push("--prefix-link-name".into());
                    args.push("pfx_".into());
                }
                2 => {
                    let switch = rng.pick(&[
                        "--use-core",
                        "--no-layout-tests",
                        "--with-derive-default",
                        "--merge-extern-blocks",
                    ]);
                    // A switch given twice is a grammar error, as upstream.
                    if !args.iter().any(|a| a == switch) {
                        args.push(switch.to_string());
                    }
                }
                3 => {
                    args.push(
                        rng.pick(&[
                            "--blocklist-type",
                            "--no-debug",
                            "--opaque-type",
                            "--allowlist-var",
                        ])
                        .to_string(),
                    );
                    args.push(rng.pick(PATTERNS).to_string());
                }
                4 => {
                    args.push("--rust-target".into());
                    args.push(rng.pick(TARGETS).to_string());
                }
                _ => {
                    args.push("--ctypes-prefix".into());
                    args.push(rng.pick(PREFIXES).to_string());
                }
            }
        }
        if rng.chance(40) {
            args.push("--".into());
            args.push("-DMODULE".into());
            args.push("-Wp,-MMD,dep.d".into());
        }
        let b1 = from_flags(&args);
        let f1 = b1.command_line_flags();
        let b2 = from_flags(&f1);
        let f2 = b2.command_line_flags();
        assert_eq!(f1, f2, "case {case}: {args:?}");
        assert_eq!(
            format!("{b1:?}"),
            format!("{b2:?}"),
            "case {case}: {args:?}"
        );
    }
}

/// The always-present flags (those `command_line_flags` always lists) of a default builder.
#[test]
fn default_builder_flags() {
    let flags = Builder::default().header("a.h").command_line_flags();
    let expected_prefix = ["a.h", "--rust-target"];
    assert_eq!(&flags[..2], &expected_prefix, "{flags:?}");
    assert!(
        flags.windows(2).any(|w| w
            == [
                "--generate",
                "functions,types,vars,methods,constructors,destructors"
            ]),
        "{flags:?}"
    );
    assert!(
        flags.contains(&"--no-derive-default".to_string()),
        "{flags:?}"
    );
    assert!(
        !flags.contains(&"--ignore-functions".to_string()),
        "{flags:?}"
    );
    let flags = Builder::default()
        .header("a.h")
        .header("b.h")
        .ignore_functions()
        .clang_arg("-DX")
        .command_line_flags();
    assert_eq!(flags[0], "b.h");
    assert!(
        flags
            .windows(2)
            .any(|w| w == ["--generate", "types,vars,methods,constructors,destructors"]),
        "{flags:?}"
    );
    assert!(
        flags.contains(&"--ignore-functions".to_string()),
        "{flags:?}"
    );
    let tail = &flags[flags.iter().position(|f| f == "--").unwrap()..];
    assert_eq!(tail, ["--", "-DX", "-include", "a.h"]);
}

/// The exact flag list for a command line touching every kind of option:
/// `command_line_flags` keeps its order (header, target, the options in
/// `--help` order, then the late ones, the C++ switches sorted, the
/// callbacks' flags, `--experimental`, clang arguments).
#[test]
fn flag_order_is_stable() {
    let args: Vec<String> = [
        "h.h",
        "--vtable-generation",
        "--objc-extern-crate",
        "--prefix-link-name",
        "p_",
        "--field-attr",
        "S::a=serde(skip)",
        "--generate-cstr",
        "--depfile",
        "d.d",
        "--enable-cxx-namespaces",
        "--disable-name-namespacing",
        "--impl-debug",
        "--builtins",
        "--bitfield-enum",
        "E1",
        "--bitfield-enum",
        "E2",
        "--no-doc-comments",
        "--rustified-non-exhaustive-enum",
        "A=try_from_raw",
        "--rustified-enum",
        "B",
        "--ignore-functions",
        "--generate",
        "types,vars,functions",
        "--anon-fields-prefix",
        "zz",
        "--module-raw-line",
        "m",
        "l",
        "--override-abi",
        "f.*=system",
        "--rust-edition",
        "2021",
        "--rust-target",
        "1.70",
        "--formatter",
        "prettyplease",
        "--rustfmt-configuration-file",
        "/x/r.toml",
        "--default-visibility",
        "crate",
        "--with-derive-custom-struct",
        "S=Debug",
        "--",
        "-DX",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let flags = from_flags(&args).command_line_flags();
    let expected = [
        "h.h",
        "--rust-target",
        "1.70.0",
        "--rust-edition",
        "2021",
        "--bitfield-enum",
        "E1",
        "--bitfield-enum",
        "E2",
        "--rustified-enum",
        "B",
        "--rustified-non-exhaustive-enum",
        "A=try_from_raw",
        "--no-derive-default",
        "--impl-debug",
        "--no-doc-comments",
        "--builtins",
        "--anon-fields-prefix",
        "zz",
        // `--ignore-functions` wins over `--generate ...,functions`
        // wherever it stands, as upstream's CLI.
        "--generate",
        "types,vars",
        "--ignore-functions",
        "--ignore-methods",
        "--module-raw-line",
        "m",
        "l",
        "--formatter",
        "prettyplease",
        "--rustfmt-configuration-file",
        "/x/r.toml",
        "--override-abi",
        "f.*=system",
        "--default-visibility",
        "crate",
        "--field-attr",
        "S::a=serde(skip)",
        "--generate-cstr",
        "--depfile",
        "d.d",
        "--enable-cxx-namespaces",
        "--disable-name-namespacing",
        "--objc-extern-crate",
        "--vtable-generation",
        "--prefix-link-name",
        "p_",
        "--with-derive-custom-struct",
        "S=Debug",
        "--experimental",
        "--",
        "-DX",
    ];
    assert_eq!(flags, expected);
}
