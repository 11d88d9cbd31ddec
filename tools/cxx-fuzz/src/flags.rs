//! Random flag sets from the C++-relevant options upstream 0.73.2 accepts
//! with the same meaning. Regexes name items of the generated header by
//! the paths upstream matches (`n1::A3`, `n1::A3_In7`).

use crate::grammar::Names;
use crate::rng::Rng;
use crate::runner::CXX_ARGS;

/// A flag with its values: the unit the reducer drops.
pub type FlagGroup = Vec<String>;

/// A drawn flag set.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    /// Flag groups, in order.
    pub groups: Vec<FlagGroup>,
}

impl Flags {
    /// The arguments, flattened, then `--` and the clang arguments that
    /// make the header C++ (never dropped by the reducer).
    pub fn args(&self) -> Vec<String> {
        let mut v: Vec<String> = self.groups.iter().flatten().cloned().collect();
        v.push("--".to_owned());
        v.extend(CXX_ARGS.iter().map(|s| (*s).to_owned()));
        v
    }

    fn has(&self, flag: &str) -> bool {
        self.groups.iter().any(|g| g[0] == flag)
    }

    /// Whether these flags may legitimately make the output not compile
    /// (blocklisted types stay in use, no recursion into dependencies,
    /// derives without their supertraits): a compile failure then counts
    /// only when upstream's output compiles.
    pub fn may_not_compile(&self) -> bool {
        if self.has("--with-derive-partialord") && !self.has("--with-derive-partialeq")
            || self.has("--with-derive-ord") && !self.has("--with-derive-eq")
        {
            return true;
        }
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
                    | "--no-recursive-allowlist"
                    | "--with-derive-custom"
                    | "--with-derive-custom-struct"
            )
        })
    }

    /// The Rust edition the output is compiled with.
    pub fn edition(&self) -> &str {
        "2021"
    }
}

/// A regex naming items of one kind: one path, a last segment, or all.
fn regex(rng: &mut Rng, names: &[String]) -> String {
    if names.is_empty() || rng.chance(8) {
        return ".*".to_owned();
    }
    let n = rng.pick(names).clone();
    let last = n.rsplit("::").next().unwrap_or(&n).to_owned();
    match rng.below(6) {
        0 => format!(".*{last}"),
        1 => format!(".*{last}.*"),
        2 if names.len() > 1 => format!("{}|{}", n, rng.pick(names)),
        _ => n,
    }
}

/// Draws a flag set for a header.
pub fn draw(rng: &mut Rng, names: &Names) -> Flags {
    let mut f = Flags::default();
    let types = names.types();
    let mut all = types.clone();
    all.extend(names.functions.iter().cloned());
    all.extend(names.vars.iter().cloned());
    if rng.chance(35) {
        f.groups.push(vec!["--enable-cxx-namespaces".into()]);
    }
    let count = rng.range(0, 6);
    for _ in 0..count {
        let g: Vec<String> = match rng.below(40) {
            0..=2 => vec!["--opaque-type".into(), regex(rng, &names.classes)],
            3..=5 => {
                let (flag, list) = match rng.below(3) {
                    0 => ("--allowlist-type", &types),
                    1 => ("--allowlist-function", &names.functions),
                    _ => ("--allowlist-item", &all),
                };
                vec![flag.into(), regex(rng, list)]
            }
            6 | 7 => {
                let (flag, list) = match rng.below(3) {
                    0 => ("--blocklist-type", &types),
                    1 => ("--blocklist-function", &names.functions),
                    _ => ("--blocklist-item", &all),
                };
                vec![flag.into(), regex(rng, list)]
            }
            8..=17 => vec![(*rng.pick(&[
                "--generate-inline-functions",
                "--vtable-generation",
                "--respect-cxx-access-specs",
                "--disable-name-namespacing",
                "--conservative-inline-namespaces",
                "--represent-cxx-operators",
                "--generate-deleted-functions",
                "--generate-pure-virtual-functions",
                "--generate-private-functions",
                "--distrust-clang-mangling",
                "--explicit-padding",
                "--ignore-methods",
                "--merge-extern-blocks",
                "--use-core",
                "--no-doc-comments",
                "--enable-function-attribute-detection",
            ]))
            .into()],
            18..=25 => vec![(*rng.pick(&[
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
            26..=28 => vec![
                "--generate".into(),
                (*rng.pick(&[
                    "functions,types,vars,methods,constructors,destructors",
                    "types,methods,constructors,destructors",
                    "types,methods",
                    "types",
                    "functions,types,vars",
                    "types,constructors",
                    "types,destructors",
                ]))
                .into(),
            ],
            29 | 30 => {
                let flag = *rng.pick(&[
                    "--rustified-enum",
                    "--constified-enum-module",
                    "--newtype-enum",
                    "--bitfield-enum",
                    "--constified-enum",
                ]);
                vec![flag.into(), regex(rng, &names.enums)]
            }
            31 => vec![
                "--default-enum-style".into(),
                (*rng.pick(&["consts", "moduleconsts", "rust", "newtype"])).into(),
            ],
            32 => {
                let flag = *rng.pick(&["--no-copy", "--no-debug", "--no-default", "--no-hash"]);
                vec![flag.into(), regex(rng, &names.classes)]
            }
            33 => vec!["--no-recursive-allowlist".into()],
            34 => vec!["--no-layout-tests".into()],
            35 => vec![
                "--rust-target".into(),
                (*rng.pick(&["1.64", "1.71", "1.77", "1.82"])).into(),
            ],
            36 => vec!["--opaque-type".into(), regex(rng, &types)],
            37 => vec![
                "--with-derive-custom-struct".into(),
                format!(
                    "{}={}",
                    regex(rng, &names.classes),
                    rng.pick(&["PartialEq", "Default", "Hash"])
                ),
            ],
            _ => vec!["--with-derive-default".into()],
        };
        f.groups.push(g);
    }
    // `PartialOrd` needs `PartialEq`, `Ord` needs `Eq`: without them
    // neither output compiles, and the layout checks could not run.
    let has = |f: &Flags, flag: &str| f.groups.iter().any(|g| g[0] == flag);
    if has(&f, "--with-derive-ord") && !has(&f, "--with-derive-eq") {
        f.groups.push(vec!["--with-derive-eq".into()]);
    }
    if (has(&f, "--with-derive-partialord") || has(&f, "--with-derive-eq"))
        && !has(&f, "--with-derive-partialeq")
    {
        f.groups.push(vec!["--with-derive-partialeq".into()]);
    }
    // Only list options may be given twice (clap rejects the rest).
    let mut seen = std::collections::BTreeSet::new();
    f.groups
        .retain(|g| repeatable(&g[0]) || seen.insert(g[0].clone()));
    f
}

/// Options that take one pattern per occurrence.
fn repeatable(flag: &str) -> bool {
    flag.ends_with("-enum") && flag != "--default-enum-style"
        || flag.starts_with("--allowlist-")
        || flag.starts_with("--blocklist-")
        || flag.starts_with("--with-derive-custom")
        || matches!(
            flag,
            "--opaque-type" | "--no-copy" | "--no-debug" | "--no-default" | "--no-hash"
        )
}
