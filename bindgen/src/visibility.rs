//! `FieldVisibilityKind`, in a leaf of its own: both the options (its
//! default) and `ParseCallbacks::field_visibility` (its override) name it,
//! and the callbacks must not reach up into the options that hold them.
//! `options::styles` re-exports it beside the other style enums; like theirs,
//! its `FromStr` error is a `String`, the type code written against bindgen
//! 0.73.2 names.

use std::fmt;
use std::str::FromStr;

/// Visibility of generated fields.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Default, Hash)]
pub enum FieldVisibilityKind {
    /// No `pub`.
    Private,
    /// `pub(crate)`.
    PublicCrate,
    /// `pub`.
    #[default]
    Public,
}

impl FromStr for FieldVisibilityKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "private" => Ok(Self::Private),
            "crate" => Ok(Self::PublicCrate),
            "public" => Ok(Self::Public),
            _ => Err(format!("Invalid visibility kind: `{s}`")),
        }
    }
}

impl fmt::Display for FieldVisibilityKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Private => "private",
            Self::PublicCrate => "crate",
            Self::Public => "public",
        })
    }
}
