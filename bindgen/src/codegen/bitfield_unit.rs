//! The emitted `__BindgenBitfieldUnit` support type.
//!
//! Its source lives in two real Rust files that are compiled and unit-tested
//! here (`mod support`) and embedded verbatim into generated bindings, so the
//! shipped code is the tested code.

/// The struct, `new`, and the safe accessors.
pub(crate) const SUPPORT: &str = include_str!("bitfield_unit_support.rs");
/// The raw-pointer accessors (targets >= 1.51).
pub(crate) const RAW: &str = include_str!("bitfield_unit_raw.rs");
/// The const-generic accessors the generated code calls (targets >= 1.51,
/// after [`RAW`], whose `raw_set` they use).
pub(crate) const CONST: &str = include_str!("bitfield_unit_const.rs");

#[cfg(test)]
#[allow(dead_code, clippy::all, clippy::pedantic)]
mod support {
    include!("bitfield_unit_support.rs");
    include!("bitfield_unit_raw.rs");
    include!("bitfield_unit_const.rs");
}

#[cfg(test)]
mod const_tests;
#[cfg(test)]
mod tests;
