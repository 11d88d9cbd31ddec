//! Structs, unions and enums.

use super::{Access, CxxRecord, Generic, Layout, ModuleId, SourceLoc, TypeId};

/// `struct` or `union`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    /// A struct.
    Struct,
    /// A union.
    Union,
}

/// What a record member is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary data member.
    Data,
    /// A bitfield member of the given width (unnamed ones have `name == None`).
    Bitfield { width: u32 },
}

/// One member of a record.
#[derive(Clone, Debug)]
pub struct Field {
    /// C name; `None` for anonymous struct/union members and unnamed bitfields.
    pub name: Option<String>,
    /// Member type.
    pub ty: TypeId,
    /// Data or bitfield.
    pub kind: FieldKind,
    /// Offset from the start of the record in bits.
    pub offset_bits: u64,
    /// Doc comment.
    pub doc: Option<String>,
    /// Member access (`Public` in C).
    pub access: Access,
}

/// A struct or union.
#[derive(Clone, Debug)]
pub struct Record {
    /// Struct or union.
    pub kind: RecordKind,
    /// Tag name (`None` when anonymous).
    pub name: Option<String>,
    /// The typedef that names an anonymous record (`typedef struct {…} t;`).
    pub typedef_name: Option<String>,
    /// The enclosing record for nested declarations.
    pub parent: Option<TypeId>,
    /// Whether a definition was seen.
    pub complete: bool,
    /// Members in declaration order.
    pub fields: Vec<Field>,
    /// Records and enums declared inside this one, in order.
    pub inner_types: Vec<TypeId>,
    /// Layout when complete.
    pub layout: Option<Layout>,
    /// Whether `__attribute__((packed))` or `#pragma pack` applies.
    pub packed_attr: bool,
    /// Declaration location.
    pub loc: SourceLoc,
    /// Doc comment.
    pub doc: Option<String>,
    /// Why the record must be opaque (unsupported member), if it must.
    pub force_opaque: Option<String>,
    /// Namespace it is declared in.
    pub module: ModuleId,
    /// Bases, methods and the rest of a C++ class (`None` for C).
    pub cxx: Option<Box<CxxRecord>>,
    /// The template part of a class template or of a class nested in one
    /// (`None` otherwise).
    pub generic: Option<Box<Generic>>,
}

/// One enumerator.
#[derive(Clone, Debug)]
pub struct EnumVariant {
    /// C name.
    pub name: String,
    /// Value (sign-extended when the enum is signed).
    pub value: i128,
    /// Doc comment.
    pub doc: Option<String>,
}

/// A C enum.
#[derive(Clone, Debug)]
pub struct Enum {
    /// Tag name (`None` when anonymous).
    pub name: Option<String>,
    /// The typedef naming an anonymous enum.
    pub typedef_name: Option<String>,
    /// Enclosing record, if declared inside one.
    pub parent: Option<TypeId>,
    /// Namespace it is declared in.
    pub module: ModuleId,
    /// `enum class` (shown by `--emit-ir`; emitted like other enums).
    #[allow(dead_code)]
    pub scoped: bool,
    /// Underlying integer type clang chose.
    pub repr: TypeId,
    /// Enumerators in order.
    pub variants: Vec<EnumVariant>,
    /// Whether a definition was seen.
    pub complete: bool,
    /// Declaration location.
    pub loc: SourceLoc,
    /// Doc comment.
    pub doc: Option<String>,
}
