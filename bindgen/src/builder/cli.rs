//! The command line grammar (upstream 0.73.2's flags), mapped
//! onto the Builder. The `--help` texts are the doc comments of `Cli`'s fields.

use super::command_line_error::CommandLineError;
use super::custom_callbacks::{split_attrs, CustomCallback};
use super::flag_value_error::FlagValueError;
use super::Builder;
use crate::callbacks::{ItemInfo, ItemKind, ParseCallbacks, TypeKind};
use crate::options::check_ctypes_prefix;
use crate::options::table::option_table;
use crate::options::*;
use clap::Parser;
use std::io;
use std::path::PathBuf;

/// Parses a `REGEX=value` pair at the last `=`.
fn split_custom(s: &str) -> Result<(String, String), FlagValueError> {
    s.rsplit_once('=')
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .ok_or(FlagValueError::MissingEquals)
}

/// Parses `REGEX=#[attr],#[attr]` at the last `=` outside `[...]`/`(...)` brackets.
fn split_custom_attr(s: &str) -> Result<(String, String), FlagValueError> {
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
    let i = at.ok_or(FlagValueError::MissingEquals)?;
    Ok((s[..i].to_string(), s[i + 1..].to_string()))
}

/// Parses `REGEX=ABI` at the last `=`.
fn parse_override_abi(s: &str) -> Result<(String, Abi), FlagValueError> {
    let (regex, abi) = split_custom(s)?;
    Ok((regex, parse_word::<Abi>(&abi)?))
}

/// Parses `TYPE::FIELD=ATTR`: split at the first `=`, then at the last `::`;
/// the attribute must be Rust tokens (it is pasted into `#[...]`).
fn parse_field_attr(s: &str) -> Result<(String, String, String), FlagValueError> {
    let (path, attr) = s.split_once('=').ok_or(FlagValueError::MissingEquals)?;
    let (ty, field) = path
        .rsplit_once("::")
        .ok_or(FlagValueError::MissingFieldPath)?;
    if let Err(e) = attr.parse::<proc_macro2::TokenStream>() {
        return Err(FlagValueError::AttributeNotTokens {
            attr: attr.to_string(),
            why: e.to_string(),
        });
    }
    Ok((ty.to_string(), field.to_string(), attr.to_string()))
}

/// A word naming one value of a style enum (`--default-enum-style rust`, ...).
fn parse_word<T: std::str::FromStr>(s: &str) -> Result<T, FlagValueError>
where
    T::Err: std::fmt::Display,
{
    s.parse::<T>()
        .map_err(|e| FlagValueError::UnknownWord(e.to_string()))
}

fn parse_codegen(s: &str) -> Result<CodegenConfig, FlagValueError> {
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
            other => return Err(FlagValueError::UnknownCodegenKind(other.to_string())),
        };
    }
    Ok(c)
}

fn parse_rustified(s: &str) -> Result<String, FlagValueError> {
    if let Some((_, opts)) = s.rsplit_once('=') {
        let words: Vec<&str> = opts.split(',').map(str::trim).collect();
        let known = words.iter().filter(|w| RustEnumOptions::is_word(w)).count();
        if known > 0 && known < words.len() {
            let bad = words
                .iter()
                .find(|w| !RustEnumOptions::is_word(w))
                .copied()
                .unwrap_or_default();
            return Err(FlagValueError::UnknownRustifiedOption(bad.to_string()));
        }
    }
    Ok(s.to_string())
}

/// `--ctypes-prefix`: empty or a Rust path.
fn parse_ctypes_prefix(s: &str) -> Result<String, FlagValueError> {
    check_ctypes_prefix(s)
        .map(|()| s.to_string())
        .map_err(FlagValueError::CtypesPrefix)
}

fn parse_abs_path(s: &str) -> Result<PathBuf, FlagValueError> {
    let p = PathBuf::from(s);
    if p.is_absolute() {
        Ok(p)
    } else {
        Err(FlagValueError::RelativeRustfmtConfig)
    }
}

/// Generates clap's `Cli` struct (field order is `--help` order) and
/// `apply_table`, the flag -> Builder steps of the regular entries, from
/// [`option_table!`].
macro_rules! cli_table {
    ($({ $attrs:tt $kind:tt $field:tt $method:tt
        [$($([$flag:literal])? $cli:ident : $cty:ty $([$($arg:tt)*])? => $help:literal)?] })*) => {
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
            $($(
                #[doc = $help]
                $(#[arg(long = &$flag[2..])])?
                $(#[arg($($arg)*)])?
                pub(super) $cli: $cty,
            )?)*
        }

        /// Applies every flag whose entry has an apply kind; takes their
        /// values out of `cli` (the rest are applied by hand, in `apply`).
        fn apply_table(cli: &mut Cli, mut builder: Builder) -> Builder {
            $(apply_entry!(builder, cli, $kind $method [$($cli)?]);)*
            builder
        }
    };
}

/// One entry's flag -> Builder step, by its apply kind.
macro_rules! apply_entry {
    ($b:ident, $c:ident, [switch $($r:ident)?] [$m:ident $($sig:tt)*] [$cli:ident]) => {
        if $c.$cli {
            $b = $b.$m(true);
        }
    };
    ($b:ident, $c:ident, [negated $($r:ident)?] [$m:ident $($sig:tt)*] [$cli:ident]) => {
        if $c.$cli {
            $b = $b.$m(false);
        }
    };
    ($b:ident, $c:ident, [unit $($r:ident)?] [$m:ident $($sig:tt)*] [$cli:ident]) => {
        if $c.$cli {
            $b = $b.$m();
        }
    };
    ($b:ident, $c:ident, [each $($r:ident)?] [$m:ident $($sig:tt)*] [$cli:ident]) => {
        for v in std::mem::take(&mut $c.$cli) {
            $b = $b.$m(v);
        }
    };
    ($b:ident, $c:ident, [value $($r:ident)?] [$m:ident $($sig:tt)*] [$cli:ident]) => {
        if let Some(v) = $c.$cli.take() {
            $b = $b.$m(v);
        }
    };
    // `none`: applied by hand in `apply`, or not a setting at all.
    ($b:ident, $c:ident, [none $($r:ident)?] $($rest:tt)*) => {};
}

option_table!(cli_table);

/// The Builder a parsed command line asks for: the table's steps, then the
/// flags whose application is irregular, each with its reason.
/// A flag's value that clap accepted but that cannot be used fails as clap's
/// own value errors do (exit code 2); any other failure (exit code 1) is an
/// `io::Error`.
pub(super) fn apply(mut cli: Cli, header: String) -> Result<Builder, CommandLineError> {
    // Read before the table's steps take it (see `--rustfmt-configuration-file` below).
    let formatter = cli.formatter;
    let mut b = apply_table(&mut cli, Builder::default().header(header));
    // `--experimental` only unlocks other flags; `--size_t-is-usize` is the default.
    let _ = (cli.experimental, cli.size_t_is_usize);
    // The depfile names the output file as its target.
    if let Some(path) = &cli.depfile {
        b = b.depfile(cli.output.clone().unwrap_or_else(|| "-".to_string()), path);
    }
    // `--no-derive-default` overrides `--with-derive-default`.
    if cli.no_derive_default {
        b = b.derive_default(false);
    }
    // Two values per occurrence, in one flat list.
    for pair in cli.module_raw_line.chunks(2) {
        if let [m, l] = pair {
            b = b.module_raw_line(m.clone(), l.clone());
        }
    }
    // The method selects rustfmt, but an explicit `--formatter` wins (which
    // keeps `command_line_flags` invertible): apply that again afterwards.
    if cli.rustfmt_configuration_file.is_some() {
        b = b.rustfmt_configuration_file(cli.rustfmt_configuration_file);
        if let Some(f) = formatter {
            b = b.formatter(f);
        }
    }
    if cli.no_rustfmt_bindings {
        b = b.formatter(Formatter::None);
    }
    // The method takes the ABI and the pattern as two arguments.
    for (regex, abi) in cli.override_abi {
        b = b.override_abi(abi, regex);
    }
    // The method takes type, field and attribute as three arguments.
    for (ty, field, attr) in cli.field_attr {
        b = b.field_attribute(ty, field, attr);
    }
    // Parse callbacks: the prefix first, then the custom derives/attributes.
    if let Some(prefix) = cli.prefix_link_name {
        b = b.parse_callbacks(Box::new(PrefixLinkName(prefix)));
    }
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
    for custom in customs {
        b = add_custom(b, custom)?;
    }
    // After every header-related flag: clang arguments come after the headers' own.
    for a in cli.clang_args {
        b = b.clang_arg(a);
    }
    // Needs the complete input (headers and clang arguments).
    if cli.dump_preprocessed_input {
        b.dump_preprocessed_input().map_err(failed)?;
    }
    Ok(b)
}

/// Flag, its `(regex, values)` occurrences, the kind it is limited to, derives?
type Custom = (&'static str, Vec<(String, String)>, Option<TypeKind>, bool);

/// An I/O or other non-grammar failure (exit code 1).
fn failed(e: io::Error) -> CommandLineError {
    CommandLineError {
        message: e.to_string(),
        exit_code: 1,
    }
}

/// A value clap took that cannot be used: clap's own message and exit code.
fn invalid_value(flag: &str, value: &str, why: &str) -> CommandLineError {
    let e = clap::Error::raw(
        clap::error::ErrorKind::InvalidValue,
        format!("invalid value '{value}' for '{flag} <CUSTOM>': {why}\n"),
    );
    CommandLineError {
        message: e.render().to_string(),
        exit_code: e.exit_code(),
    }
}

/// Registers one custom-derive/attribute flag's occurrences as parse
/// callbacks. Each derive must be a Rust path and each attribute `#[...]`
/// tokens: anything else would be pasted into the output as is.
fn add_custom(
    mut b: Builder,
    (flag, list, kind, derives): Custom,
) -> Result<Builder, CommandLineError> {
    for (pattern, values) in list {
        let regex = regex::Regex::new(&format!("^({pattern})$"))
            .map_err(|e| failed(io::Error::new(io::ErrorKind::InvalidInput, e.to_string())))?;
        let whole = format!("{pattern}={values}");
        let values = if derives {
            // Empty entries (`S=`, `S=A,,B`) name nothing, as upstream.
            let names: Vec<String> = values
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect();
            if let Some(bad) = names
                .iter()
                .find(|d| syn::parse_str::<syn::Path>(d).is_err())
            {
                return Err(invalid_value(
                    flag,
                    &whole,
                    &format!("`{bad}` is not a Rust path to derive"),
                ));
            }
            names
        } else {
            let attrs = split_attrs(&values);
            if let Some(bad) = attrs
                .iter()
                .find(|a| !a.starts_with("#[") || a.parse::<proc_macro2::TokenStream>().is_err())
            {
                return Err(invalid_value(
                    flag,
                    &whole,
                    &format!("`{bad}` is not a Rust attribute"),
                ));
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
