//! Objective-C declarations: interfaces, protocols and categories with
//! their methods, and the Objective-C object types that name them.
//!
//! Plain data, like the rest of the IR. Properties are not items of their
//! own: clang lists the getter and setter a property declares as methods of
//! its container, and those are what the output binds.

use super::{SourceLoc, TypeId};

/// Index of an interface, protocol or category in [`super::Ir::objc`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjcId(pub usize);

/// What an Objective-C container is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObjcKind {
    /// `@interface Name : Parent <Protocols>` (or `@class Name;` alone).
    Interface,
    /// `@protocol Name <Protocols>`.
    Protocol,
    /// `@interface Class (Category)`: `name` is the category's, `class`
    /// the interface it extends.
    Category { class: ObjcId },
}

/// An interface, protocol or category.
#[derive(Clone, Debug)]
pub struct ObjcItem {
    /// What it is.
    pub kind: ObjcKind,
    /// The interface's, protocol's or category's own name.
    pub name: String,
    /// Lightweight generic parameters (`@interface Box<T>`); a category
    /// repeats its class's.
    pub type_params: Vec<String>,
    /// The superclass of an interface.
    pub parent: Option<ObjcId>,
    /// Protocols an interface or category adopts directly, or a protocol
    /// refines, in declaration order. (The output spells no protocol
    /// inheritance: a refined protocol is only brought along.)
    pub protocols: Vec<ObjcId>,
    /// Methods in declaration order (property accessors included, where
    /// clang lists them: after the explicit declarations).
    pub methods: Vec<ObjcMethod>,
    /// Where it is declared (its definition, when there is one).
    pub loc: SourceLoc,
}

/// One method.
#[derive(Clone, Debug)]
pub struct ObjcMethod {
    /// The selector as written (`setWidth:height:`).
    pub selector: String,
    /// A class method (`+`) rather than an instance method (`-`).
    pub class_method: bool,
    /// Parameter names and types, one per selector part that takes one
    /// (the variadic tail is not bound, as upstream).
    pub params: Vec<(String, TypeId)>,
    /// The result type.
    pub ret: TypeId,
}

/// An Objective-C type, as [`super::TypeKind::Objc`] carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjcType {
    /// `id`: the crate-level `id` alias.
    Id,
    /// `SEL`: `objc::runtime::Sel`.
    Sel,
    /// A pointer to an object of an interface (`Box *`, `Gen<T> *`): the
    /// interface's wrapper struct, which holds the pointer.
    Object(ObjcId),
}
