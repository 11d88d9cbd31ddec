//! What C++ adds to the IR: namespaces (modules), base classes, methods and
//! member access. C input uses none of it beyond the file-scope module 0.

use super::{SourceLoc, TypeId};

/// Index of a namespace in [`super::Ir::modules`]; `ModuleId(0)` is file scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct ModuleId(pub usize);

impl ModuleId {
    /// File scope (C has nothing else).
    pub const ROOT: ModuleId = ModuleId(0);
}

/// A namespace.
#[derive(Clone, Debug)]
pub struct Module {
    /// Its name; `None` for an anonymous namespace (and for file scope).
    pub name: Option<String>,
    /// The enclosing namespace (`None` only for file scope).
    pub parent: Option<ModuleId>,
    /// `inline namespace`.
    pub inline: bool,
    /// Where it was first opened (shown by `--emit-ir`).
    #[allow(dead_code)]
    pub loc: SourceLoc,
}

/// `public`, `protected` or `private`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Access {
    /// Public (every C member).
    #[default]
    Public,
    /// Protected.
    Protected,
    /// Private.
    Private,
}

/// A base class of a record.
#[derive(Clone, Debug)]
pub struct Base {
    /// The base's type (a record, possibly through typedefs).
    pub ty: TypeId,
    /// Offset of the base subobject in bits (meaningful for non-virtual bases).
    pub offset_bits: u64,
    /// `virtual` inheritance.
    pub is_virtual: bool,
    /// Access of the inheritance.
    pub access: Access,
}

/// What kind of member function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    /// An ordinary non-static member function.
    Plain,
    /// A `static` member function.
    Static,
    /// A constructor.
    Constructor,
    /// A destructor.
    Destructor,
    /// `operator T()`.
    Conversion,
    /// An overloaded operator (`operator+`, ...).
    Operator,
}

/// A member function. Its symbol and signature are the function at
/// `function` in [`super::Ir::functions`] (not a root: the class emits it).
#[derive(Clone, Debug)]
pub struct Method {
    /// What kind.
    pub kind: MethodKind,
    /// Index into [`super::Ir::functions`].
    pub function: super::FunctionId,
    /// `const`-qualified (`this` is `*const`).
    pub is_const: bool,
    /// Virtual (declared or overriding).
    pub is_virtual: bool,
    /// Pure virtual (`= 0`).
    pub is_pure: bool,
    /// `= delete`.
    pub deleted: bool,
    /// `= default` (shown by `--emit-ir`).
    #[allow(dead_code)]
    pub defaulted: bool,
    /// Defined inline (in the class body or `inline`): no symbol to link against.
    pub inline: bool,
    /// Member access.
    pub access: Access,
    /// Of hidden or protected symbol visibility (the default on
    /// WebAssembly, unless declared `visibility("default")`): not exported
    /// from the library that defines it, so not bound (as upstream).
    pub hidden: bool,
    /// Left out: it passes by value an instantiation clang did not lay out,
    /// so no Rust signature can call it. It is still counted for overload
    /// numbers and its signature's types are still followed, as upstream
    /// binds it.
    pub left_out: bool,
}

/// The C++ part of a record (empty for C structs).
#[derive(Clone, Debug, Default)]
pub struct CxxRecord {
    /// Base classes in declaration order.
    pub bases: Vec<Base>,
    /// Member functions in declaration order.
    pub methods: Vec<Method>,
    /// Whether the class itself declares a virtual method (its vtable
    /// pointer may still come from a base: see `analysis::vtable`).
    pub has_virtual_methods: bool,
    /// Whether every virtual method the class itself declares is a
    /// conversion operator (`virtual operator int();`): upstream reads no
    /// conversion operators, so such a class without bases has no vtable
    /// pointer to it (its bytes are padding, see `analysis::cxx`).
    pub virtual_conversions_only: bool,
    /// A user-declared destructor (the type is not trivially copyable).
    pub has_destructor: bool,
    /// `final`.
    pub is_final: bool,
    /// Static data members and typedefs declared in the class, as indices
    /// into [`super::Ir::vars`] and type ids, in declaration order.
    pub members: Vec<ClassMember>,
    /// Why a construct in the class is not supported (a template, ...):
    /// the record is emitted as an opaque blob.
    pub unsupported: Option<String>,
    /// clang placed the primary (dynamic) base at offset 0 ahead of data
    /// bases declared before it. Rust fields keep the declaration order,
    /// so the class is laid out only when every such base gets no field
    /// (a blocklisted one: its bytes become padding), which the analysis
    /// knows and the parser does not.
    pub primary_moved: bool,
}

/// A declaration inside a class that is emitted after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassMember {
    /// A typedef or `using` alias.
    Alias(TypeId),
    /// A static data member.
    Var(super::VarId),
}
