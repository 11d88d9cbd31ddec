//! `BindgenOptions`: every setting of a run, as plain data.
//!
//! Each option is declared once, in `table.rs`: its field here, its Builder
//! method, its command-line flag and its `command_line_flags` rendering are
//! all generated from that entry.

pub(crate) mod abi_order;
pub(crate) mod plan;
mod regex_set;
pub(crate) mod styles;
pub(crate) mod table;
pub(crate) mod target;

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

/// Checks a `--ctypes-prefix` value: empty, or a Rust path.
pub(crate) fn check_ctypes_prefix(prefix: &str) -> Result<(), InvalidCtypesPrefix> {
    if prefix.is_empty() || syn::parse_str::<syn::Path>(prefix).is_ok() {
        Ok(())
    } else {
        Err(InvalidCtypesPrefix(prefix.to_string()))
    }
}

/// A `ctypes_prefix` that is neither empty nor a Rust path (it is pasted in
/// front of `::c_int`, so nothing else can work).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct InvalidCtypesPrefix(String);

impl std::fmt::Display for InvalidCtypesPrefix {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the ctypes prefix `{}` is not a Rust path (such as `libc` or `::core::ffi`)",
            self.0
        )
    }
}

impl std::error::Error for InvalidCtypesPrefix {}

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

/// Declares `SharedOptions` (one field per table entry that declares one),
/// its `Default`, and the C++ switch accessors from [`table::option_table!`].
macro_rules! declare_options {
    ($({ $attrs:tt $kind:tt [$($field:ident $(: $ty:ty = $default:expr)?)?] $method:tt $cli:tt })*) => {
        /// The settings that code generation threads read: plain data, compiled
        /// patterns and atomics, so `Send` and `Sync` by construction (checked
        /// below); callbacks live outside it, in [`BindgenOptions`].
        #[derive(Debug, Clone)]
        #[allow(clippy::struct_excessive_bools)] // a flag bag by nature: one bool per switch
        pub struct SharedOptions {
            $($($(pub(crate) $field: $ty,)?)?)*
        }

        impl Default for SharedOptions {
            fn default() -> Self {
                SharedOptions {
                    $($($($field: $default,)?)?)*
                }
            }
        }

        impl SharedOptions {
            /// The C++ and Objective-C switches (entries rendered `cxx`): each
            /// flag's spelling and whether it is on, in table order.
            #[allow(clippy::vec_init_then_push)] // one push per `cxx` entry, generated
            pub(crate) fn cxx_switches(&self) -> Vec<(&'static str, bool)> {
                let mut switches = Vec::new();
                $(cxx_switch_entry!(push switches, self, $kind [$($field)?] $cli);)*
                switches
            }
        }
    };
}

/// One entry's part of `SharedOptions::cxx_switches` (`push`); nothing for
/// entries not rendered `cxx`.
macro_rules! cxx_switch_entry {
    (push $list:ident, $options:ident, [$apply:ident cxx] [$field:ident] [[$flag:literal] $($cli:tt)*]) => {
        $list.push(($flag, $options.$field));
    };
    ($($other:tt)*) => {};
}

table::option_table!(declare_options);

/// `SharedOptions` must stay shareable between threads; a field that is not
/// (a callback, an `Rc`) belongs in `BindgenOptions` instead.
const _: () = {
    const fn shareable<T: Send + Sync>() {}
    shareable::<SharedOptions>();
};

/// What a Builder method that adds to a list field does with its value:
/// regex lists insert a pattern, plain lists push.
pub(crate) trait AddToList<T> {
    /// Adds one value.
    fn add_to_list(&mut self, value: T);
}

impl<S: Into<String>> AddToList<S> for RegexSet {
    fn add_to_list(&mut self, value: S) {
        self.insert(value);
    }
}

impl<T> AddToList<T> for Vec<T> {
    fn add_to_list(&mut self, value: T) {
        self.push(value);
    }
}

impl SharedOptions {
    /// The edition of the output: the chosen one or the newest the target allows.
    pub(crate) fn edition(&self) -> RustEdition {
        self.rust_edition
            .unwrap_or_else(|| self.rust_target.latest_edition())
    }

    /// Whether a union named `name` takes the `ManuallyDrop` style when a
    /// member is not `Copy` (`--manually-drop-union`, or the default style
    /// `manually_drop` unless `--bindgen-wrapper-union` names it). Such a
    /// union stays a `union` also where it is opaque, as upstream's.
    pub(crate) fn manually_drop_style(&self, name: &str) -> bool {
        !self.bindgen_wrapper_union.matches(name)
            && (self.manually_drop_union.matches(name)
                || self.default_non_copy_union_style == NonCopyUnionStyle::ManuallyDrop)
    }

    /// Warns about allow/block/opaque patterns that matched nothing (a common
    /// typo symptom, and a silent skip otherwise), naming the option and the
    /// pattern. With `--emit-diagnostics` each is a multi-line diagnostic.
    pub(crate) fn warn_unused_patterns(&self) {
        let lists = [
            ("allowlist_type", &self.allowlisted_types),
            ("allowlist_function", &self.allowlisted_functions),
            ("allowlist_var", &self.allowlisted_vars),
            ("allowlist_item", &self.allowlisted_items),
            ("blocklist_type", &self.blocklisted_types),
            ("blocklist_function", &self.blocklisted_functions),
            ("blocklist_item", &self.blocklisted_items),
            ("blocklist_var", &self.blocklisted_vars),
            ("opaque_type", &self.opaque_types),
        ];
        for (method, set) in lists {
            for p in set.unmatched() {
                let flag = method.replace('_', "-");
                let msg = if self.emit_diagnostics {
                    format!(
                        "unused regular expression: `{p}`\n  = note: it was passed to \
                         `--{flag}` (Builder::{method}) and matched no item\n  = info: \
                         this diagnostic was generated by bindgen"
                    )
                } else {
                    format!(
                        "unused regular expression `{p}` (--{flag}, Builder::{method}): \
                         it matched no item"
                    )
                };
                crate::logging::warn(&msg);
            }
        }
    }

    /// Whether any allowlist is given: then only what the lists name (and
    /// what that needs) is emitted.
    pub(crate) fn is_allowlisting(&self) -> bool {
        !(self.allowlisted_types.is_empty()
            && self.allowlisted_functions.is_empty()
            && self.allowlisted_vars.is_empty()
            && self.allowlisted_files.is_empty()
            && self.allowlisted_items.is_empty())
    }

    /// Whether declarations from this file are blocklisted.
    pub(crate) fn file_blocked(&self, file: &str) -> bool {
        !self.blocklisted_files.is_empty() && self.blocklisted_files.matches(file)
    }

    /// Whether the file allowlist names this file.
    fn file_allowlisted(&self, file: &str) -> bool {
        !self.allowlisted_files.is_empty() && self.allowlisted_files.matches(file)
    }

    /// Whether the allowlists want a variable-like item (whether or not a
    /// blocklist then leaves it out, and whatever `--generate` says).
    /// Lives here, not in analysis, because parsing also asks it (to keep
    /// quiet about macros nobody wants).
    pub(crate) fn var_like_wanted(&self, allowlisting: bool, name: &str, file: &str) -> bool {
        let wanted = !allowlisting
            || self.allowlisted_vars.matches(name)
            || self.allowlisted_items.matches(name)
            || self.file_allowlisted(file);
        wanted && self.codegen_config.vars()
    }

    /// Whether a variable or macro constant of this name and file is
    /// emitted by the allow- and blocklists (of variables and items), before
    /// clashes with other items are considered.
    pub(crate) fn var_like_selected(&self, allowlisting: bool, name: &str, file: &str) -> bool {
        let blocked = self.blocklisted_vars.matches(name)
            || self.blocklisted_items.matches(name)
            || self.file_blocked(file);
        self.var_like_wanted(allowlisting, name, file) && !blocked
    }

    /// Whether the function allowlists (or the item allowlist) name a
    /// function by `path` (`ns::f`, or `ns::Class_method` for a method).
    pub(crate) fn fn_allowlisted(&self, path: &str) -> bool {
        self.allowlisted_functions.matches(path) || self.allowlisted_items.matches(path)
    }

    /// Whether the function blocklists (or the item blocklist) name it.
    pub(crate) fn fn_blocklisted(&self, path: &str) -> bool {
        self.blocklisted_functions.matches(path) || self.blocklisted_items.matches(path)
    }

    /// Whether the allowlists want a free function declared in `file`.
    pub(crate) fn fn_wanted(&self, allowlisting: bool, path: &str, file: &str) -> bool {
        !allowlisting || self.fn_allowlisted(path) || self.file_allowlisted(file)
    }

    /// Why the `ctypes_prefix` cannot be used, if it cannot: it is pasted in
    /// front of `::c_int`, so it must be empty or a Rust path (`libc`,
    /// `::core::ffi`, `crate::ffi`).
    pub(crate) fn ctypes_prefix_error(&self) -> Option<String> {
        let prefix = self.ctypes_prefix.as_deref()?;
        check_ctypes_prefix(prefix).err().map(|e| e.to_string())
    }

    /// Compiles every regex list. Every invalid pattern is reported, so
    /// that fixing them all takes one run; the driver turns them into one
    /// `BindgenError::InvalidRegex` (the options stay below the errors).
    pub(crate) fn build_regexes(&mut self) -> Result<(), InvalidRegexes> {
        let mut invalid = Vec::new();
        for (option, set) in [
            ("allowlist_type", &mut self.allowlisted_types),
            ("allowlist_function", &mut self.allowlisted_functions),
            ("allowlist_var", &mut self.allowlisted_vars),
            ("allowlist_file", &mut self.allowlisted_files),
            ("allowlist_item", &mut self.allowlisted_items),
            ("blocklist_type", &mut self.blocklisted_types),
            ("blocklist_function", &mut self.blocklisted_functions),
            ("blocklist_item", &mut self.blocklisted_items),
            ("blocklist_file", &mut self.blocklisted_files),
            ("blocklist_var", &mut self.blocklisted_vars),
            ("opaque_type", &mut self.opaque_types),
            ("bitfield_enum", &mut self.bitfield_enums),
            ("newtype_enum", &mut self.newtype_enums),
            ("newtype_global_enum", &mut self.newtype_global_enums),
            ("rustified_enum", &mut self.rustified_enum_set),
            (
                "rustified_non_exhaustive_enum",
                &mut self.rustified_non_exhaustive_enum_set,
            ),
            ("constified_enum", &mut self.constified_enums),
            ("constified_enum_module", &mut self.constified_enum_modules),
            ("type_alias", &mut self.type_alias),
            ("new_type_alias", &mut self.new_type_alias),
            ("new_type_alias_deref", &mut self.new_type_alias_deref),
            ("bindgen_wrapper_union", &mut self.bindgen_wrapper_union),
            ("manually_drop_union", &mut self.manually_drop_union),
            ("no_partialeq", &mut self.no_partialeq_types),
            ("no_copy", &mut self.no_copy_types),
            ("no_debug", &mut self.no_debug_types),
            ("no_default", &mut self.no_default_types),
            ("no_hash", &mut self.no_hash_types),
            ("must_use_type", &mut self.must_use_types),
        ] {
            for (pattern, error) in set.build() {
                invalid.push(InvalidPattern {
                    option,
                    pattern,
                    error,
                });
            }
        }
        let mut invalid = invalid.into_iter();
        match invalid.next() {
            None => Ok(()),
            Some(first) => Err(InvalidRegexes {
                first,
                more: invalid.collect(),
            }),
        }
    }
}

/// A pattern of a regex option that does not compile.
#[derive(Debug)]
pub(crate) struct InvalidPattern {
    /// The Builder method it was given to (`allowlist_function`).
    pub(crate) option: &'static str,
    /// The pattern as given.
    pub(crate) pattern: String,
    /// The regex parser's explanation.
    pub(crate) error: String,
}

/// Every invalid pattern of a run, in the order of the option list: the
/// first reported in full, the others after it.
#[derive(Debug)]
pub(crate) struct InvalidRegexes {
    /// The first invalid pattern.
    pub(crate) first: InvalidPattern,
    /// The further ones, each an `also:` line of the error.
    pub(crate) more: Vec<InvalidPattern>,
}
