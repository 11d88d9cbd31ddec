//! Which style the option lists give a typedef (`--type-alias`,
//! `--new-type-alias`, ...) and an enum (`--rustified-enum`,
//! `--constified-enum-module`, ...), matched by name; codegen asks the
//! callbacks first.

use crate::ir::Enum;
use crate::options::{AliasVariation, EnumVariation, RegexSet, SharedOptions};

/// How typedef `name` is emitted: `--type-alias`, `--new-type-alias`,
/// `--new-type-alias-deref` (matched against its list name), else
/// `--default-alias-style`.
pub(crate) fn alias_style(opts: &SharedOptions, name: &str) -> AliasVariation {
    let name: &str = &super::list_name(name);
    if opts.type_alias.matches(name) {
        AliasVariation::TypeAlias
    } else if opts.new_type_alias.matches(name) {
        AliasVariation::NewType
    } else if opts.new_type_alias_deref.matches(name) {
        AliasVariation::NewTypeDeref
    } else {
        opts.default_alias_style
    }
}

/// Whether a style pattern list picks this enum: by its name, or for an
/// anonymous enum by any of its enumerator names.
fn picks(set: &RegexSet, name: &str, e: &Enum) -> bool {
    if set.matches(name) {
        return true;
    }
    e.name.is_none() && e.typedef_name.is_none() && e.variants.iter().any(|v| set.matches(&v.name))
}

/// The style the option lists choose for enum `e` matched as `name`
/// (precedence as upstream's: per-enum patterns, then the default style).
/// `codegen::enums::style` asks the callbacks first.
pub(crate) fn enum_style_by_lists(opts: &SharedOptions, name: &str, e: &Enum) -> EnumVariation {
    let o = opts;
    if picks(&o.constified_enum_modules, name, e) {
        EnumVariation::ModuleConsts
    } else if picks(&o.bitfield_enums, name, e) {
        EnumVariation::NewType {
            is_bitfield: true,
            is_global: false,
        }
    } else if picks(&o.newtype_enums, name, e) {
        EnumVariation::NewType {
            is_bitfield: false,
            is_global: false,
        }
    } else if picks(&o.newtype_global_enums, name, e) {
        EnumVariation::NewType {
            is_bitfield: false,
            is_global: true,
        }
    } else if picks(&o.rustified_enum_set, name, e) {
        EnumVariation::Rust {
            non_exhaustive: false,
        }
    } else if picks(&o.rustified_non_exhaustive_enum_set, name, e) {
        EnumVariation::Rust {
            non_exhaustive: true,
        }
    } else if picks(&o.constified_enums, name, e) {
        EnumVariation::Consts
    } else {
        o.default_enum_style
    }
}
