//! `Builder::command_line_flags`: options back to an equivalent command line.
//!
//! The regular options are written by `render_table`, generated from
//! [`option_table!`] in table (`--help`) order; `command_line_flags` adds
//! the irregular ones around it.

use super::Builder;
use crate::options::table::option_table;
use crate::options::*;
use std::path::PathBuf;

/// Generates `render_table`, which writes the flags of every entry with a
/// render kind, in table order.
macro_rules! render_table {
    ($({ $attrs:tt $kind:tt $field:tt $method:tt $cli:tt })*) => {
        fn render_table(o: &SharedOptions, d: &SharedOptions, out: &mut Vec<String>) {
            $(render_entry!(o, d, out, $kind $field $cli);)*
        }
    };
}

/// One entry's options -> flags step, by its render kind (the second kind
/// when an entry gives two).
macro_rules! render_entry {
    ($o:ident, $d:ident, $out:ident, [$kind:ident] $($rest:tt)*) => {
        render_entry!(@$kind $o, $d, $out, $($rest)*)
    };
    ($o:ident, $d:ident, $out:ident, [$apply:ident $kind:ident] $($rest:tt)*) => {
        render_entry!(@$kind $o, $d, $out, $($rest)*)
    };
    (@switch $o:ident, $d:ident, $out:ident, [$f:ident $($ty:tt)*] [[$flag:literal] $($cli:tt)*]) => {
        if $o.$f {
            $out.push($flag.to_string());
        }
    };
    (@negated $o:ident, $d:ident, $out:ident, [$f:ident $($ty:tt)*] [[$flag:literal] $($cli:tt)*]) => {
        if !$o.$f {
            $out.push($flag.to_string());
        }
    };
    (@unit $o:ident, $d:ident, $out:ident, [$f:ident $($ty:tt)*] [[$flag:literal] $($cli:tt)*]) => {
        if $o.$f != $d.$f {
            $out.push($flag.to_string());
        }
    };
    (@each $o:ident, $d:ident, $out:ident, [$f:ident $($ty:tt)*] [[$flag:literal] $($cli:tt)*]) => {
        for args in FlagArgs::flag_args(&$o.$f) {
            $out.push($flag.to_string());
            $out.extend(args);
        }
    };
    (@value $o:ident, $d:ident, $out:ident, [$f:ident $($ty:tt)*] [[$flag:literal] $($cli:tt)*]) => {
        if $o.$f != $d.$f {
            $out.push($flag.to_string());
            $out.push(FlagValue::flag_value(&$o.$f));
        }
    };
    (@here $o:ident, $d:ident, $out:ident, [$f:ident $($ty:tt)*] $cli:tt) => {
        by_hand::$f($o, $out);
    };
    // `cxx`: listed by `SharedOptions::cxx_switches`, after the others.
    (@cxx $($rest:tt)*) => {};
    // `none`: written by hand in `command_line_flags`, by another entry, or never.
    (@none $($rest:tt)*) => {};
}

option_table!(render_table);

/// A value option's flag argument.
trait FlagValue {
    fn flag_value(&self) -> String;
}

impl FlagValue for String {
    fn flag_value(&self) -> String {
        self.clone()
    }
}

impl FlagValue for PathBuf {
    fn flag_value(&self) -> String {
        self.display().to_string()
    }
}

/// Only written when set (the default is `None`).
impl<T: FlagValue> FlagValue for Option<T> {
    fn flag_value(&self) -> String {
        self.as_ref().map(FlagValue::flag_value).unwrap_or_default()
    }
}

/// The style enums are written as their flag words (`Display`).
macro_rules! display_flag_value {
    ($($ty:ty),*) => {
        $(impl FlagValue for $ty {
            fn flag_value(&self) -> String {
                self.to_string()
            }
        })*
    };
}

display_flag_value!(
    EnumVariation,
    MacroTypeVariation,
    AliasVariation,
    NonCopyUnionStyle,
    FieldVisibilityKind,
    Formatter
);

/// A list option's arguments: one list per occurrence of its flag.
trait FlagArgs {
    fn flag_args(&self) -> Vec<Vec<String>>;
}

impl FlagArgs for RegexSet {
    fn flag_args(&self) -> Vec<Vec<String>> {
        self.patterns().iter().map(|p| vec![p.clone()]).collect()
    }
}

impl FlagArgs for Vec<String> {
    fn flag_args(&self) -> Vec<Vec<String>> {
        self.iter().map(|s| vec![s.clone()]).collect()
    }
}

/// `--module-raw-line MODULE LINE`.
impl FlagArgs for Vec<(String, String)> {
    fn flag_args(&self) -> Vec<Vec<String>> {
        self.iter()
            .map(|(m, l)| vec![m.clone(), l.clone()])
            .collect()
    }
}

/// `--override-abi REGEX=ABI`.
impl FlagArgs for Vec<(Abi, String)> {
    fn flag_args(&self) -> Vec<Vec<String>> {
        self.iter()
            .map(|(abi, r)| vec![format!("{r}={abi}")])
            .collect()
    }
}

/// `--field-attr TYPE::FIELD=ATTR`.
impl FlagArgs for Vec<(String, String, String)> {
    fn flag_args(&self) -> Vec<Vec<String>> {
        self.iter()
            .map(|(t, f, a)| vec![format!("{t}::{f}={a}")])
            .collect()
    }
}

/// The entries rendered `here`, named after their fields.
mod by_hand {
    use crate::options::{CodegenConfig, RustifiedPattern, SharedOptions};

    /// Both rustified flags fill one list: the exhaustive patterns are
    /// written first, as the CLI reads the two flags as separate lists.
    pub(super) fn rustified_enums(o: &SharedOptions, out: &mut Vec<String>) {
        let (exhaustive, non_exhaustive): (Vec<&RustifiedPattern>, Vec<&RustifiedPattern>) =
            o.rustified_enums.iter().partition(|r| !r.non_exhaustive);
        for r in exhaustive.into_iter().chain(non_exhaustive) {
            out.push(
                if r.non_exhaustive {
                    "--rustified-non-exhaustive-enum"
                } else {
                    "--rustified-enum"
                }
                .into(),
            );
            if r.options.is_empty() {
                out.push(r.pattern.clone());
            } else {
                out.push(format!("{}={}", r.pattern, r.options));
            }
        }
    }

    /// `--generate` is always written, like upstream (the full list when
    /// nothing is excluded), and with it the `--ignore-*` flags that
    /// remove the same kinds.
    pub(super) fn codegen_config(o: &SharedOptions, out: &mut Vec<String>) {
        let kinds: Vec<&str> = [
            (CodegenConfig::FUNCTIONS, "functions"),
            (CodegenConfig::TYPES, "types"),
            (CodegenConfig::VARS, "vars"),
            (CodegenConfig::METHODS, "methods"),
            (CodegenConfig::CONSTRUCTORS, "constructors"),
            (CodegenConfig::DESTRUCTORS, "destructors"),
        ]
        .into_iter()
        .filter(|(flag, _)| o.codegen_config.contains(*flag))
        .map(|(_, name)| name)
        .collect();
        out.push("--generate".into());
        out.push(kinds.join(","));
        if !o.codegen_config.functions() {
            out.push("--ignore-functions".into());
        }
        if !o.codegen_config.methods() {
            out.push("--ignore-methods".into());
        }
    }
}

impl Builder {
    /// An argument list that makes the CLI build the same options.
    pub fn command_line_flags(&self) -> Vec<String> {
        let o = &self.options;
        let mut out = Vec::new();
        // The main header first, then the target, always.
        if let Some(h) = o.input_headers.last() {
            out.push(h.clone());
        } else if let Some((h, _)) = o.input_header_contents.first() {
            out.push(h.clone());
        }
        out.push("--rust-target".into());
        out.push(o.rust_target.to_string());
        if let Some(e) = o.rust_edition {
            out.push("--rust-edition".into());
            out.push(e.to_string());
        }
        render_table(o, &SharedOptions::default(), &mut out);
        // These follow the table's flags, where earlier versions wrote them,
        // so that flag lists stay the same.
        if o.generate_cstr {
            out.push("--generate-cstr".into());
        }
        if let Some((_, path)) = &o.depfile {
            out.push("--depfile".into());
            out.push(path.display().to_string());
        }
        if o.enable_cxx_namespaces {
            out.push("--enable-cxx-namespaces".into());
        }
        let mut cxx: Vec<&str> = (o.cxx_switches().into_iter())
            .filter_map(|(flag, on)| on.then_some(flag))
            .collect();
        cxx.sort_unstable();
        out.extend(cxx.into_iter().map(str::to_string));
        #[cfg(feature = "__cli")]
        for cb in &o.parse_callbacks {
            out.extend(cb.cli_args());
        }
        if o.emit_diagnostics {
            out.push("--emit-diagnostics".into());
        }
        // Like upstream: present whenever the crate feature is on.
        #[cfg(feature = "experimental")]
        out.push("--experimental".into());
        let extra_headers: Vec<&String> = if o.input_headers.is_empty() {
            o.input_header_contents
                .iter()
                .skip(1)
                .map(|(n, _)| n)
                .collect()
        } else {
            o.input_headers[..o.input_headers.len() - 1]
                .iter()
                .chain(o.input_header_contents.iter().map(|(n, _)| n))
                .collect()
        };
        if !o.clang_args.is_empty() || !extra_headers.is_empty() {
            out.push("--".into());
            out.extend(o.clang_args.iter().cloned());
            for h in extra_headers {
                out.push("-include".into());
                out.push(h.clone());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Builder;

    type Setter = fn(Builder) -> Builder;

    /// Every C++/Objective-C Builder switch, with the flag spelling it is known by.
    const CXX_SWITCHES: [(Setter, &str); 13] = [
        (|b| b.objc_extern_crate(true), "--objc-extern-crate"),
        (|b| b.generate_block(true), "--generate-block"),
        (|b| b.block_extern_crate(true), "--block-extern-crate"),
        (
            |b| b.disable_name_namespacing(),
            "--disable-name-namespacing",
        ),
        (
            |b| b.conservative_inline_namespaces(),
            "--conservative-inline-namespaces",
        ),
        (|b| b.use_distinct_char16_t(true), "--use-distinct-char16-t"),
        (|b| b.vtable_generation(true), "--vtable-generation"),
        (
            |b| b.use_specific_virtual_function_receiver(true),
            "--use-specific-virtual-function-receiver",
        ),
        (
            |b| b.generate_deleted_functions(true),
            "--generate-deleted-functions",
        ),
        (
            |b| b.generate_pure_virtual_functions(true),
            "--generate-pure-virtual-functions",
        ),
        (
            |b| b.generate_private_functions(true),
            "--generate-private-functions",
        ),
        (
            |b| b.represent_cxx_operators(true),
            "--represent-cxx-operators",
        ),
        (
            |b| b.generate_cxx_nonnull_references(true),
            "--nonnull-references",
        ),
    ];

    /// Whether the switch spelled `flag` is listed as on.
    fn switch_on(b: &Builder, flag: &str) -> bool {
        b.options
            .cxx_switches()
            .iter()
            .any(|&(f, on)| f == flag && on)
    }

    #[test]
    fn each_cxx_switch_reads_back_under_its_flag_alone() {
        assert_eq!(
            Builder::default().options.cxx_switches().len(),
            CXX_SWITCHES.len()
        );
        for (set, flag) in CXX_SWITCHES {
            let b = set(Builder::default());
            for (_, other) in CXX_SWITCHES {
                assert_eq!(
                    switch_on(&b, other),
                    other == flag,
                    "{flag} set, {other} read"
                );
            }
            assert!(!switch_on(&b, "--enable-cxx-namespaces"));
            assert!(b.command_line_flags().iter().any(|f| f == flag), "{flag}");
        }
    }

    #[test]
    fn a_cxx_switch_turned_off_again_reads_off() {
        let b = Builder::default()
            .vtable_generation(true)
            .vtable_generation(false);
        assert!(!switch_on(&b, "--vtable-generation"));
        assert!(!b
            .command_line_flags()
            .iter()
            .any(|f| f == "--vtable-generation"));
    }
}
