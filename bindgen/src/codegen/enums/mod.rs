//! Enums: the style decision per enum (`style.rs`), the shared variant list
//! and values (`values.rs`), and one file per style.
//!
//! | File | Style |
//! |---|---|
//! | `consts.rs` | `consts` (alias + free constants) |
//! | `module.rs` | `moduleconsts` (`pub mod E { pub type Type … }`) |
//! | `newtype.rs` | `newtype`, `newtype_global`, `bitfield` |
//! | `rustified.rs` | `rust`, `rust_non_exhaustive`, plus the rustified-enum options |

mod consts;
mod module;
mod newtype;
mod rustified;

mod style;
mod values;

pub(crate) use style::{
    has_definition, is_module_style, raw_type_name, rust_options, style, uses_raw_type,
};
pub(crate) use values::{const_prefix, prefixed};

use super::cx::{Cx, Out};
use super::model::Items;
use crate::ir::{TypeId, TypeKind};
use crate::options::EnumVariation;

/// Items for one enum.
pub(crate) fn enum_items(cx: &Cx<'_>, acc: &mut Out, id: TypeId) -> Items {
    let TypeKind::Enum(e) = &cx.ir.ty(id).kind else {
        return Items::new();
    };
    match style(cx, id) {
        EnumVariation::Consts => consts::emit(cx, &mut acc.needs, id, e),
        EnumVariation::ModuleConsts => module::emit(cx, &mut acc.needs, id, e)
            .into_iter()
            .collect(),
        EnumVariation::NewType {
            is_bitfield,
            is_global,
        } => newtype::emit(cx, acc, id, e, is_bitfield, is_global)
            .into_iter()
            .collect(),
        EnumVariation::Rust { non_exhaustive } => rustified::emit(cx, acc, id, e, non_exhaustive)
            .into_iter()
            .collect(),
    }
}

#[cfg(test)]
mod tests;
