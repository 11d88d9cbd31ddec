//! C++ class templates and their instantiations.
//!
//! A class template is a [`super::Record`] with a [`Generic`] part: its
//! fields are parsed from the template's own declaration, so their types may
//! name template parameters ([`super::TypeKind::TypeParam`]) and dependent
//! instantiations of other templates. A concrete use (`Box<long>`) is a
//! [`super::TypeKind::Instantiation`] that records what clang computed for it
//! (size, alignment and where each member landed), so that the analysis can
//! tell, without clang, whether the generic Rust struct lays it out the same.

use super::TypeId;

/// The template part of a class template (or of a class nested in one).
#[derive(Clone, Debug, Default)]
pub struct Generic {
    /// Type parameters in scope, outermost template first (a class nested
    /// in `Outer<T>` has `T`, then its own, if it is a template too).
    pub params: Vec<String>,
    /// Why the template cannot be a generic Rust struct (a non-type or
    /// template template parameter, a dependent type, a bitfield, ...):
    /// it is then left out and its instantiations are opaque blobs.
    pub inexpressible: Option<String>,
    /// Whether a parameter in scope is a value or a template (`int N`):
    /// upstream then treats the template as opaque and follows only what
    /// it declares inside, not its members' types.
    pub value_params: bool,
    /// Every parameter in scope in order, as [`Self::params`] but with
    /// `None` for a value or template parameter: the positions of an
    /// instantiation's arguments.
    pub slots: Vec<Option<String>>,
}

/// One member of a concrete instantiation as clang laid it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstField {
    /// Member name.
    pub name: String,
    /// Offset in bits from the start of the instantiation.
    pub offset_bits: u64,
}

/// A use of a class template with arguments (`Box<long>`, or `Node<T>`
/// inside another template).
#[derive(Clone, Debug)]
pub struct Instantiation {
    /// The class template (a record with a [`Generic`] part).
    pub template: TypeId,
    /// The arguments in order; `None` for one that is not a type (a value
    /// or a template).
    pub args: Vec<Option<TypeId>>,
    /// How the C++ spells it (`Box<long>`): used for check names and
    /// warnings.
    pub spelling: String,
    /// clang's canonical spelling, fully qualified, the words of one
    /// argument joined by `_` (`n::Box<n::Shut, unsigned_char>`): what
    /// `--opaque-type` matches, as upstream's.
    pub canonical: String,
    /// Per argument, the bare name of the member typedef of an
    /// instantiation it was written with (`const_pointer` for
    /// `Str<char>::const_pointer`), which the argument's type (what the
    /// typedef stands for) no longer shows; `None` otherwise or when not
    /// known. Upstream names the instantiation's layout check by it.
    pub arg_typedefs: Vec<Option<String>>,
    /// Whether clang made it from the primary template (not from a partial
    /// or explicit specialization, whose members the template does not
    /// describe).
    pub from_primary: bool,
    /// Members of a concrete, complete instantiation as clang laid them
    /// out; `None` when dependent or never instantiated.
    pub fields: Option<Vec<InstField>>,
}

/// A C++ declaration left out while parsing (a function template, a
/// specialization, a function passing an unchecked instantiation by value).
/// Headers such as libstdc++'s hold thousands: the warning is printed only
/// when the declaration is one the options ask for (see
/// `analysis::templates::report_skipped`).
#[derive(Clone, Debug)]
pub struct Skipped {
    /// Its C++ qualified name (`ns::Class::method`), what allowlists match.
    pub path: String,
    /// Where it is declared.
    pub loc: super::SourceLoc,
    /// Whether that is a system header.
    pub system: bool,
    /// The warning (without the location); empty when leaving it out is
    /// what the options ask for (a static function without
    /// `--wrap-static-fns`), which is not warned about.
    pub message: String,
    /// For a free function left out for how it passes a value: the types
    /// its signature names, which selection still follows (upstream binds
    /// the function and so emits them).
    pub mentions: Vec<super::TypeId>,
}

/// Whether the class template `template` can be a generic struct as far
/// as its own declaration tells (no non-type or template template
/// parameter, no dependent member type, ...); the analysis may still find
/// it inexpressible through what it uses.
pub(crate) fn template_expressible(ir: &super::Ir, template: TypeId) -> bool {
    match &ir.ty(template).kind {
        super::TypeKind::Record(r) => r
            .generic
            .as_ref()
            .is_some_and(|g| g.inexpressible.is_none()),
        _ => false,
    }
}
