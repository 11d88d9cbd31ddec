//! Annotations written in doc comments (`/** <div rustbindgen hide></div> */`):
//! per-item instructions from the header's author, kept beside the items
//! they apply to.

use super::TypeId;
use std::collections::HashMap;

/// How field accessors are generated (`accessor`, `accessor="..."`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessorKind {
    /// `get_x(&self)` and `get_x_mut(&mut self)`.
    Regular,
    /// The same, as `unsafe fn`s.
    Unsafe,
    /// Only `get_x(&self)`.
    Immutable,
}

/// What one doc comment asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    /// `hide`: the item is not generated.
    pub hide: bool,
    /// `opaque`: the type is an opaque blob of its size.
    pub opaque: bool,
    /// `replaces="name"`: this type's definition stands for `name`.
    pub replaces: Option<String>,
    /// `nocopy`: no `Copy`/`Clone`.
    pub no_copy: bool,
    /// `nodebug`: no `Debug`.
    pub no_debug: bool,
    /// `nodefault`: no `Default`.
    pub no_default: bool,
    /// `derive="Trait"` (repeatable): extra derives.
    pub derives: Vec<String>,
    /// `private` / `private="false"`: field visibility.
    pub private: Option<bool>,
    /// `accessor[="unsafe"|"immutable"|"false"]`.
    pub accessor: Option<Option<AccessorKind>>,
    /// `mustusetype`: `#[must_use]` on the type.
    pub must_use: bool,
    /// `constant` on an enumerator: also a free constant of the enum type.
    pub constant: bool,
    /// `attribute="..."` (repeatable): attributes, written without `#[]`.
    pub attributes: Vec<String>,
}

impl Annotations {
    /// The `nocopy`, `nodebug` and `nodefault` of these annotations alone
    /// (`None` when they say none of them): what a typedef of an annotated
    /// record or enum takes from it (see `parse::record`).
    pub fn derive_limits(&self) -> Option<Annotations> {
        (self.no_copy || self.no_debug || self.no_default).then(|| Annotations {
            no_copy: self.no_copy,
            no_debug: self.no_debug,
            no_default: self.no_default,
            ..Annotations::default()
        })
    }
}

/// Every annotation of the input, by the item it was written on.
#[derive(Clone, Debug, Default)]
pub struct AnnotationTable {
    /// On types (records, enums, typedefs).
    pub types: HashMap<TypeId, Annotations>,
    /// On record fields: (record, field index).
    pub fields: HashMap<(TypeId, usize), Annotations>,
    /// On enumerators: (enum, variant index).
    pub variants: HashMap<(TypeId, usize), Annotations>,
    /// On functions, by index into `Ir::functions`.
    pub functions: HashMap<super::FunctionId, Annotations>,
    /// On variables, by index into `Ir::vars`.
    pub vars: HashMap<super::VarId, Annotations>,
    /// C++: the type each `replaces` annotation names, by the annotated
    /// replacement (resolved by qualified name after parsing, by
    /// `analysis::lower`).
    pub replacing: HashMap<TypeId, TypeId>,
    /// The type annotations `--c-naming` sees where they differ from
    /// `types` (`None`: none). A typedef that stands for its record
    /// (`typedef struct {…} t;`, `typedef struct t t;`) gives the record its
    /// annotations; under `--c-naming` it stays an item of its own, the
    /// record keeps its own, and other typedefs of the record compare
    /// their annotations with those. `analysis::lower` applies them.
    pub c_naming_types: HashMap<TypeId, Option<Annotations>>,
}

impl AnnotationTable {
    /// Whether some type, function or variable says `replaces` (upstream
    /// then numbers anonymous types in source order; fields and
    /// enumerators do not count).
    pub fn any_item_replaces(&self) -> bool {
        let says = |a: &Annotations| a.replaces.is_some();
        self.types.values().any(says)
            || self.functions.values().any(says)
            || self.vars.values().any(says)
    }

    /// The annotations of a type, if it has any.
    pub fn of_type(&self, id: TypeId) -> Option<&Annotations> {
        self.types.get(&id)
    }

    /// Whether the type's annotations say `what`.
    pub fn type_says(&self, id: TypeId, what: impl Fn(&Annotations) -> bool) -> bool {
        self.types.get(&id).is_some_and(what)
    }
}
