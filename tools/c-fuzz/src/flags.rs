//! Random flag sets drawn from the option table (bindgen/src/options/
//! table.rs), restricted to flags upstream 0.73.2 accepts with the same
//! meaning (book/src/differences.md, "Flags only we accept"). Regexes name
//! items of the generated header.

use crate::grammar::Names;
use crate::rng::Rng;

/// A flag with its values: the unit the reducer drops.
pub type FlagGroup = Vec<String>;

/// A drawn flag set.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    /// Flag groups, in order.
    pub groups: Vec<FlagGroup>,
}

impl Flags {
    /// The arguments, flattened.
    pub fn args(&self) -> Vec<String> {
        self.groups.iter().flatten().cloned().collect()
    }

    /// Whether these flags may legitimately make the output not compile
    /// (blocklisted types stay in use, no recursion into dependencies, a
    /// crate that is not there): a compile failure then counts only when
    /// upstream's output compiles.
    pub fn may_not_compile(&self) -> bool {
        // `PartialOrd` without `PartialEq` (or `Ord` without `Eq`) is what
        // upstream derives too; it never compiles.
        let has = |f: &str| self.groups.iter().any(|g| g[0] == f);
        if has("--with-derive-partialord") && !has("--with-derive-partialeq")
            || has("--with-derive-ord") && !has("--with-derive-eq")
        {
            return true;
        }
        // `__BindgenUnionField` (upstream's helper, ours alike) has no
        // `PartialOrd`/`Ord`, which both sides derive on wrapper unions.
        if (has("--with-derive-partialord") || has("--with-derive-ord"))
            && (has("--disable-untagged-union") || has("--bindgen-wrapper-union"))
        {
            return true;
        }
        // Without types, the functions and variables name types not emitted.
        if self
            .groups
            .iter()
            .any(|g| g[0] == "--generate" && !g[1].contains("types"))
        {
            return true;
        }
        self.groups.iter().any(|g| {
            matches!(
                g[0].as_str(),
                "--blocklist-type"
                    | "--blocklist-item"
                    | "--blocklist-file"
                    | "--no-recursive-allowlist"
                    | "--flexarray-dst"
                    | "--with-derive-custom"
                    | "--with-derive-custom-struct"
                    | "--with-derive-custom-enum"
                    | "--with-derive-custom-union"
            )
        })
    }

    /// The Rust edition the output is compiled with.
    pub fn edition(&self) -> &str {
        for g in &self.groups {
            if g[0] == "--rust-edition" {
                return &g[1];
            }
            if g[0] == "--rust-target" && g[1] == "1.51" {
                return "2018";
            }
        }
        "2021"
    }
}

/// A regex naming items of one kind: one name, a prefix class, or all.
fn regex(rng: &mut Rng, names: &[String]) -> String {
    if names.is_empty() || rng.chance(10) {
        return ".*".to_owned();
    }
    let n = rng.pick(names).clone();
    match rng.below(6) {
        0 => format!(
            "{}.*",
            &n[..n.find(|c: char| c.is_ascii_digit()).unwrap_or(n.len())]
        ),
        1 => format!(".*{}", &n[n.rfind('_').unwrap_or(0)..]),
        2 if names.len() > 1 => format!("{}|{}", n, rng.pick(names)),
        // A record's name and `_`: upstream's names of its members' unnamed
        // types (`St3_ptr_int`, `St3__bindgen_ty_id_N` for a function
        // pointer, `St3_ptr_struct_(unnamed_struct_at_..)`), not the record.
        5 if n.starts_with("St") || n.starts_with("Un") => format!("{n}_.*"),
        _ => n,
    }
}

/// Draws a flag set for a header.
pub fn draw(rng: &mut Rng, names: &Names) -> Flags {
    let mut f = Flags::default();
    let types = names.types();
    let records = names.records();
    let mut all = types.clone();
    all.extend(names.functions.iter().cloned());
    all.extend(names.vars.iter().cloned());
    all.extend(names.macros.iter().cloned());
    let count = rng.range(0, 9);
    for _ in 0..count {
        let g: Vec<String> = match rng.below(66) {
            0 => vec![
                "--default-enum-style".into(),
                (*rng.pick(&[
                    "consts",
                    "moduleconsts",
                    "bitfield",
                    "newtype",
                    "newtype_global",
                    "rust",
                    "rust_non_exhaustive",
                ]))
                .into(),
            ],
            1..=3 => {
                let flag = *rng.pick(&[
                    "--bitfield-enum",
                    "--newtype-enum",
                    "--newtype-global-enum",
                    "--rustified-enum",
                    "--rustified-non-exhaustive-enum",
                    "--constified-enum",
                    "--constified-enum-module",
                ]);
                vec![flag.into(), regex(rng, &names.enums)]
            }
            4 => vec![
                "--default-macro-constant-type".into(),
                (*rng.pick(&["signed", "unsigned"])).into(),
            ],
            5 => vec![
                "--default-alias-style".into(),
                (*rng.pick(&["type_alias", "new_type", "new_type_deref"])).into(),
            ],
            6 => {
                let flag = *rng.pick(&[
                    "--normal-alias",
                    "--new-type-alias",
                    "--new-type-alias-deref",
                ]);
                vec![flag.into(), regex(rng, &names.typedefs)]
            }
            7 => {
                let flag = *rng.pick(&["--bindgen-wrapper-union", "--manually-drop-union"]);
                vec![flag.into(), regex(rng, &names.unions)]
            }
            8 => {
                let (flag, list) = match rng.below(4) {
                    0 => ("--blocklist-type", &types),
                    1 => ("--blocklist-function", &names.functions),
                    2 => ("--blocklist-var", &names.vars),
                    _ => ("--blocklist-item", &all),
                };
                vec![flag.into(), regex(rng, list)]
            }
            9..=12 => {
                let (flag, list) = match rng.below(4) {
                    0 => ("--allowlist-type", &types),
                    1 => ("--allowlist-function", &names.functions),
                    2 => ("--allowlist-var", &names.vars),
                    _ => ("--allowlist-item", &all),
                };
                vec![flag.into(), regex(rng, list)]
            }
            13 => vec!["--opaque-type".into(), regex(rng, &types)],
            14 => {
                let flag = *rng.pick(&[
                    "--no-partialeq",
                    "--no-copy",
                    "--no-debug",
                    "--no-default",
                    "--no-hash",
                    "--must-use-type",
                ]);
                vec![flag.into(), regex(rng, &types)]
            }
            15..=22 => vec![(*rng.pick(&[
                "--no-derive-copy",
                "--no-derive-debug",
                "--impl-debug",
                "--impl-partialeq",
                "--with-derive-default",
                "--with-derive-hash",
                "--with-derive-partialeq",
                "--with-derive-partialord",
                "--with-derive-eq",
                "--with-derive-ord",
            ]))
            .into()],
            23 => {
                let prefix = *rng.pick(&["::core::ffi", "::std::os::raw", "ffi"]);
                if prefix == "ffi" {
                    f.groups
                        .push(vec!["--raw-line".into(), "pub use ::core::ffi;".into()]);
                }
                vec!["--ctypes-prefix".into(), prefix.into()]
            }
            24 => vec![
                "--anon-fields-prefix".into(),
                (*rng.pick(&["anon_", "u_", "x"])).into(),
            ],
            25..=34 => vec![(*rng.pick(&[
                "--disable-nested-struct-naming",
                "--disable-untagged-union",
                "--disable-header-comment",
                "--ignore-functions",
                "--no-convert-floats",
                "--no-prepend-enum-name",
                "--fit-macro-constant-types",
                "--generate-cstr",
                "--use-core",
                "--generate-inline-functions",
                "--enable-function-attribute-detection",
                "--translate-enum-integer-types",
                "--c-naming",
                "--explicit-padding",
                "--sort-semantically",
                "--merge-extern-blocks",
                "--wrap-unsafe-ops",
                "--use-array-pointers-in-arguments",
                "--no-doc-comments",
                "--no-layout-tests",
                "--clang-macro-fallback",
                "--distrust-clang-mangling",
            ]))
            .into()],
            35 => vec![
                "--generate".into(),
                (*rng.pick(&[
                    "functions",
                    "types",
                    "vars",
                    "types,vars",
                    "functions,types",
                    "functions,vars,methods",
                ]))
                .into(),
            ],
            36 | 37 => vec![
                "--rust-target".into(),
                (*rng.pick(&["1.51", "1.59", "1.64", "1.68", "1.71", "1.77", "1.82"])).into(),
            ],
            38 => vec![
                "--rust-edition".into(),
                (*rng.pick(&["2018", "2021"])).into(),
            ],
            39 => vec![
                "--override-abi".into(),
                format!(
                    "{}={}",
                    regex(rng, &names.functions),
                    rng.pick(&["C", "C-unwind", "system", "win64", "efiapi"])
                ),
            ],
            40 | 41 => {
                let flag = *rng.pick(&[
                    "--with-derive-custom",
                    "--with-derive-custom-struct",
                    "--with-derive-custom-enum",
                    "--with-derive-custom-union",
                ]);
                let d = *rng.pick(&["PartialEq", "Hash", "Default", "Eq,PartialEq", "PartialOrd"]);
                vec![flag.into(), format!("{}={d}", regex(rng, &types))]
            }
            42 => {
                let flag = *rng.pick(&[
                    "--with-attribute-custom",
                    "--with-attribute-custom-struct",
                    "--with-attribute-custom-enum",
                    "--with-attribute-custom-union",
                ]);
                let a = *rng.pick(&[
                    "#[must_use]",
                    "#[doc(hidden)]",
                    "#[allow(dead_code)],#[must_use]",
                ]);
                vec![flag.into(), format!("{}={a}", regex(rng, &types))]
            }
            43 | 44 => {
                f.groups.push(vec!["--wrap-static-fns".into()]);
                if rng.chance(50) {
                    f.groups
                        .push(vec!["--wrap-static-fns-suffix".into(), "_wrapped".into()]);
                }
                vec!["--wrap-static-fns-path".into(), "wrap_out".into()]
            }
            45 => vec![
                "--default-visibility".into(),
                (*rng.pick(&["public", "crate", "private"])).into(),
            ],
            46 => vec!["--prefix-link-name".into(), "pre_".into()],
            47 if !names.fields.is_empty() => {
                let (r, fld) = rng.pick(&names.fields).clone();
                vec![
                    "--field-attr".into(),
                    format!("{r}::{fld}=doc(alias = \"fa\")"),
                ]
            }
            48 => vec!["--extern-block-attrs".into(), "#[allow(dead_code)]".into()],
            49 => vec!["--wasm-import-module-name".into(), "env".into()],
            50 => vec!["--raw-line".into(), "pub const RAW_LINE: u8 = 1;".into()],
            51 => vec!["--opaque-type".into(), regex(rng, &records)],
            52 => vec!["--no-recursive-allowlist".into()],
            53 => vec!["--flexarray-dst".into()],
            54 => {
                if rng.chance(30) {
                    f.groups.push(vec!["--dynamic-link-require-all".into()]);
                }
                vec!["--dynamic-loading".into(), "Lib".into()]
            }
            55 => vec![
                "--formatter".into(),
                (*rng.pick(&["none", "prettyplease", "rustfmt"])).into(),
            ],
            56 | 57 => vec!["--with-derive-default".into()],
            58 => vec![
                "--default-non-copy-union-style".into(),
                (*rng.pick(&["bindgen_wrapper", "manually_drop"])).into(),
            ],
            59 => vec![(*rng.pick(&[
                "--builtins",
                "--no-record-matches",
                "--no-size_t-is-usize",
                "--ignore-methods",
                "--generate-block",
                "--block-extern-crate",
                "--time-phases",
                "--emit-diagnostics",
                "--experimental",
                "--no-include-path-detection",
            ]))
            .into()],
            // The case's header is `case.h`; `<stdarg.h>` is the only
            // other header a case includes.
            60 => vec![
                (*rng.pick(&["--allowlist-file", "--blocklist-file"])).into(),
                (*rng.pick(&[".*case\\.h", ".*stdarg\\.h", ".*\\.h", ".*include.*"])).into(),
            ],
            _ => vec!["--explicit-padding".into()],
        };
        f.groups.push(g);
    }
    // Only list options may be given twice (clap rejects the rest); a raw
    // line twice would define its item twice, in both outputs.
    let mut seen = std::collections::BTreeSet::new();
    let mut raw = std::collections::BTreeSet::new();
    f.groups.retain(|g| {
        if g[0] == "--raw-line" {
            raw.insert(g.clone())
        } else {
            repeatable(&g[0]) || seen.insert(g[0].clone())
        }
    });
    f
}

/// Options that take one pattern (or one spec) per occurrence.
fn repeatable(flag: &str) -> bool {
    flag.ends_with("-enum") && flag != "--default-enum-style"
        || flag.ends_with("-alias") && flag != "--default-alias-style"
        || flag.ends_with("-union") && !flag.starts_with("--default")
        || flag.starts_with("--allowlist-")
        || flag.starts_with("--blocklist-")
        || flag.starts_with("--with-derive-custom")
        || flag.starts_with("--with-attribute-custom")
        || matches!(
            flag,
            "--opaque-type"
                | "--no-partialeq"
                | "--no-copy"
                | "--no-debug"
                | "--no-default"
                | "--no-hash"
                | "--must-use-type"
                | "--override-abi"
                | "--allowlist-file"
                | "--blocklist-file"
                | "--field-attr"
                | "--extern-block-attrs"
        )
}
