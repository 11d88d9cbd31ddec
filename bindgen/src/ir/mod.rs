//! The intermediate representation: plain data, frozen after parsing and
//! the option-driven rewrites of `analysis::lower`.
//!
//! The IR records what C declares (types, functions, variables, macro
//! constants) with clang's layout facts. It knows nothing about clang's API and
//! nothing about how Rust output looks; naming, layout planning and derives are
//! analyses computed from it later.

mod annotations;
mod cxx;
mod fn_macro;
mod function;
mod macros;
mod objc;
mod record;
mod template;
mod ty;

use crate::fixpoint::{walk, Step};
pub use annotations::{AccessorKind, AnnotationTable, Annotations};
pub use cxx::{Access, Base, ClassMember, CxxRecord, Method, MethodKind, Module, ModuleId};
pub use fn_macro::{
    fn_macro_callees, ArithOp, BitOp, CmpOp, FnExpr, FnExprKind, FnMacroFn, FnMacroParamIr, TypeArg,
};
pub use function::{CSpelling, FnChoice, FnChoices, FnFacts, FnSig, Function, Var, VarValue};
pub use macros::{MacroConst, MacroValueIr};
pub use objc::{ObjcId, ObjcItem, ObjcKind, ObjcMethod, ObjcType};
pub use record::{Enum, EnumVariant, Field, FieldKind, Record, RecordKind};
pub(crate) use template::template_expressible;
pub use template::{Generic, InstField, Instantiation, Skipped};
pub use ty::{FloatKind, IntKind, Layout, Type, TypeKind};

/// The [`TypeKind::Opaque`] reason of an MS `__ptr32`/`__ptr64` pointer
/// whose width is not the target's: emitted as an integer blob of its size.
pub const MS_POINTER_REASON: &str = "pointer of another width (__ptr32/__ptr64)";

/// The [`TypeKind::Opaque`] reason of a C tag declared in a function
/// prototype's parameter list: a blob of the tag's size (empty when the tag
/// is incomplete), as upstream spells it.
pub const PROTOTYPE_TAG_REASON: &str = "tag declared in a function prototype";

/// The [`TypeKind::Opaque`] reason of an Objective-C object of no known
/// class (`id<P>`'s pointee, a generic parameter `T`): a pointer-sized
/// blob, as upstream spells it.
pub const OBJC_OBJECT_REASON: &str = "Objective-C object of no known class";

/// The [`TypeKind::Opaque`] reason of `_Complex long double`: a blob of its
/// C size, but a float for the derive rules (no `Hash`/`Eq`), which upstream
/// decides by the C type.
pub const LONG_DOUBLE_COMPLEX_REASON: &str = "`_Complex long double` has no Rust element type";

/// Index of a type in [`Ir::types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub usize);

/// Where an item was declared.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceLoc {
    /// File as clang spells it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes) of the item's name, or of its first token
    /// when it has no name.
    pub col: u32,
    /// 0-based byte offset of the same position in the file.
    pub offset: u32,
}

/// Index of a function in [`Ir::functions`] (`ir.functions[id]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FunctionId(pub usize);

/// Index of a variable in [`Ir::vars`] (`ir.vars[id]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub usize);

// The IR dump (`--emit-ir`) shows these indices as bare numbers, as it did
// before they had types of their own.
impl std::fmt::Debug for FunctionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::fmt::Debug for VarId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::ops::Index<FunctionId> for Vec<Function> {
    type Output = Function;
    fn index(&self, id: FunctionId) -> &Function {
        &self[id.0]
    }
}

impl std::ops::IndexMut<FunctionId> for Vec<Function> {
    fn index_mut(&mut self, id: FunctionId) -> &mut Function {
        &mut self[id.0]
    }
}

impl std::ops::Index<VarId> for Vec<Var> {
    type Output = Var;
    fn index(&self, id: VarId) -> &Var {
        &self[id.0]
    }
}

impl std::ops::IndexMut<VarId> for Vec<Var> {
    fn index_mut(&mut self, id: VarId) -> &mut Var {
        &mut self[id.0]
    }
}

/// A top-level item in output order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Root {
    /// A named type declaration (record, enum, typedef).
    Type(TypeId),
    /// A function of [`Ir::functions`].
    Function(FunctionId),
    /// A variable of [`Ir::vars`].
    Var(VarId),
    /// Where a namespace is first opened (C++ only): under
    /// `--enable-cxx-namespaces` its `pub mod` goes here.
    Module(ModuleId),
    /// An Objective-C interface, protocol or category (an index into
    /// [`Ir::objc`]).
    Objc(ObjcId),
}

/// The whole parsed input.
#[derive(Debug, Default)]
pub struct Ir {
    /// Every type, addressed by [`TypeId`].
    pub types: Vec<Type>,
    /// Function declarations.
    pub functions: Vec<Function>,
    /// Global variables and constant declarations.
    pub vars: Vec<Var>,
    /// Object-like macro constants in preprocessing order.
    pub macros: Vec<MacroConst>,
    /// Function-like macros translated into `const fn`s
    /// (`--generate-fn-macros`), callees before callers.
    pub fn_macros: Vec<FnMacroFn>,
    /// Top-level items in declaration order.
    pub roots: Vec<Root>,
    /// Free functions parsing leaves out as never bound (inline ones,
    /// internal linkage): their namespace, name and file. Upstream still
    /// counts them when it decides which namespaces get a module.
    pub unbound_functions: Vec<(ModuleId, String, String)>,
    /// Namespaces holding a using-declaration, a using-directive or a
    /// namespace alias. Nothing is bound for them, but upstream makes an
    /// item of each, which keeps the namespace's module.
    pub using_modules: Vec<ModuleId>,
    /// With `--generate-fn-macros`: the functions parsing leaves out (inline
    /// ones, ...) that return an integer, with C's spelling of that type.
    /// The unit asking clang the translated macros' types declares them (a
    /// macro may call one in an arm C does not take for constants).
    pub unbound_int_functions: Vec<(String, &'static str)>,
    /// Under `--allowlist-file` or a type or item allowlist, the
    /// signatures of functions left out as never bound, with their file and
    /// namespace: upstream's allowlisted file still brings the types they
    /// name, and so does an allowlist naming the signature's own type (see
    /// `analysis::fn_sig_types`).
    pub unbound_sigs: Vec<(String, ModuleId, FnSig)>,
    /// Files clang opened (for depfiles and callbacks).
    pub included_files: Vec<String>,
    /// Pointer width of the target in bytes.
    pub pointer_size: u64,
    /// Whether the target is big-endian.
    pub big_endian: bool,
    /// Whether the target is 32-bit x86 (some values return differently).
    pub x86_32: bool,
    /// Whether the target is x86-64 (Rust's `win64` and `sysv64` exist only there).
    pub x86_64: bool,
    /// Doc-comment annotations (`<div rustbindgen ...>`), by item.
    pub annotations: AnnotationTable,
    /// Namespaces; index 0 is file scope (all C input lives there). Empty
    /// until parsing starts: [`Ir::module`] treats that as file scope too.
    pub modules: Vec<Module>,
    /// Whether the input is C++.
    pub cxx: bool,
    /// C++ declarations left out while parsing, to be reported.
    pub skipped: Vec<Skipped>,
    /// Concrete instantiations that only the signatures of operators and
    /// conversion functions spell: upstream never reads those, so
    /// allowlisting the template does not take these in.
    pub unbound_sig_instantiations: std::collections::HashSet<TypeId>,
    /// Types the parser could only make opaque blobs of, to be reported if
    /// an emitted item uses them (not those inside a template definition:
    /// their template is reported instead, by `codegen::cxx::templates`).
    pub unsupported_types: std::collections::HashSet<TypeId>,
    /// The C spelling of each primitive type (`unsigned int`, `int32_t`,
    /// `size_t`), which its `TypeKind` alone no longer tells; callbacks are
    /// given it as a field's type name.
    pub primitive_spellings: std::collections::HashMap<TypeId, String>,
    /// With `--generate-block`: each clang block pointer (`int (^)(int)`,
    /// a `void` pointer otherwise) with its function type.
    pub block_pointers: std::collections::HashMap<TypeId, TypeId>,
    /// Objective-C interfaces, protocols and categories (see `ir/objc.rs`).
    pub objc: Vec<ObjcItem>,
    /// The typedefs `size_t` (`false`) and `ssize_t` (`true`) of the
    /// target's pointer width: `--size_t-is-usize` makes them Rust's
    /// `usize`/`isize` (`analysis::lower`); otherwise they stay typedefs.
    pub size_typedefs: std::collections::HashMap<TypeId, bool>,
    /// The typedefs that stand for their record or enum (transparent: it
    /// is named as the typedef, `typedef struct t t;`, or anonymous,
    /// `typedef struct {…} t;`), each with its target as written: under
    /// `--c-naming` they stay items of their own (`analysis::lower`).
    pub tag_typedefs: std::collections::HashMap<TypeId, TypeId>,
    /// The pointers that parameters declared as arrays decay to (`int v[4]`
    /// is a pointer to `int`), each with the array as written: the array
    /// type, or the typedef naming it (`vec3 v`). Variable length arrays
    /// have none. `--use-array-pointers-in-arguments` points the pointers
    /// at these instead (`analysis::lower`).
    pub array_params: std::collections::HashMap<TypeId, TypeId>,
    /// The `TypeKind::Array`s that are GCC or OpenCL vector types
    /// (`vector_size`): emitted as arrays, but upstream derives no
    /// comparison for them (`analysis::derive`).
    pub vectors: std::collections::HashSet<TypeId>,
    /// What a C record member's declaration says about its type that the
    /// shared `TypeId` no longer tells, by (record, member index); only
    /// members with something to say are present. Upstream names the
    /// unnamed types of a member after this spelling, and matches its type
    /// lists against those names (`analysis::type_names`).
    pub member_spellings: std::collections::HashMap<(TypeId, usize), MemberSpelling>,
    /// C++: upstream's name of the pointer, reference or array type a
    /// record member's declaration spells (`ptr_void`; upstream puts the
    /// record's name before it), by (record, member index); see
    /// `parse::var_spelling`.
    pub cxx_member_items: std::collections::HashMap<(TypeId, usize), String>,
    /// The pointer types whose pointee is `volatile`-qualified (`volatile
    /// int *`), which a pointer's `TypeKind` does not tell: upstream's
    /// names of unnamed types spell it (`ptr_volatile_int`).
    pub volatile_pointees: std::collections::HashSet<TypeId>,
}

/// The qualifiers a value type is written with where it is used, as
/// upstream's names of unnamed types spell them (`const_volatile_int`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quals {
    /// `const`.
    pub konst: bool,
    /// `volatile`.
    pub volatile: bool,
}

/// See [`Ir::member_spellings`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemberSpelling {
    /// The member's value type (its element type, for an array) is
    /// `const`-qualified (`const int x;`, `const int a[2];`).
    pub value_const: bool,
    /// The member's value type (its element type, for an array) is
    /// `volatile`-qualified.
    pub value_volatile: bool,
    /// The member's declaration is where a never-defined tag is first
    /// named (`struct fwd *p;`): upstream spells that tag without its
    /// `struct`/`union`/`enum` keyword there.
    pub names_tag_first: bool,
}

impl Ir {
    /// The type behind `id`.
    pub fn ty(&self, id: TypeId) -> &Type {
        &self.types[id.0]
    }

    /// The name a record, enum or typedef is declared with, unqualified:
    /// the tag, else (an anonymous record or enum) the typedef naming it.
    /// This is the name callbacks are given for it, as upstream gives it.
    pub fn declared_name(&self, id: TypeId) -> Option<&str> {
        match &self.ty(id).kind {
            TypeKind::Record(r) => r.name.as_deref().or(r.typedef_name.as_deref()),
            TypeKind::Enum(e) => e.name.as_deref().or(e.typedef_name.as_deref()),
            TypeKind::Alias { name, .. } => Some(name),
            _ => None,
        }
    }

    /// Follows typedefs that carry no information of their own
    /// (transparent aliases) to the type they stand for.
    pub fn resolve_transparent(&self, id: TypeId) -> TypeId {
        walk("following transparent typedefs", id, |id| {
            match &self.ty(id).kind {
                TypeKind::Alias {
                    target,
                    transparent: true,
                    ..
                } => Step::Next(*target),
                _ => Step::Done(id),
            }
        })
        .unwrap_or(id)
    }

    /// The namespace `id`.
    pub fn module(&self, id: ModuleId) -> Option<&Module> {
        self.modules.get(id.0)
    }

    /// The names of the namespaces from file scope down to `id` (`None`
    /// for an anonymous one), outermost first.
    pub fn module_path(&self, id: ModuleId) -> Vec<(ModuleId, &Module)> {
        let mut out = Vec::new();
        let mut cur = Some(id);
        while let Some(m) = cur {
            if m == ModuleId::ROOT {
                break;
            }
            let Some(module) = self.module(m) else { break };
            out.push((m, module));
            cur = module.parent;
        }
        out.reverse();
        out
    }

    /// The C++ qualified name of an item named `name` in namespace
    /// `module` inside record `class` (`ns::Class::Inner`): what allow and
    /// block lists match against. Anonymous and inline namespaces are left
    /// out, as a C++ programmer names such items.
    pub fn qualified_path(&self, module: ModuleId, class_path: &[&str], name: &str) -> String {
        self.match_path(module, class_path, name, false)
    }

    /// [`Ir::qualified_path`], keeping inline namespaces when
    /// `keep_inline` (`--conservative-inline-namespaces`: upstream matches
    /// the lists against `ns::inl::Item` then, not `ns::Item`).
    pub fn match_path(
        &self,
        module: ModuleId,
        class_path: &[&str],
        name: &str,
        keep_inline: bool,
    ) -> String {
        let mut parts: Vec<&str> = self
            .module_path(module)
            .into_iter()
            .filter(|(_, m)| keep_inline || !m.inline)
            .filter_map(|(_, m)| m.name.as_deref())
            .collect();
        parts.extend_from_slice(class_path);
        parts.push(name);
        parts.join("::")
    }

    /// Follows every typedef to the underlying type.
    pub fn resolve_aliases(&self, id: TypeId) -> TypeId {
        walk("following typedefs", id, |id| match &self.ty(id).kind {
            TypeKind::Alias { target, .. } => Step::Next(*target),
            _ => Step::Done(id),
        })
        .unwrap_or(id)
    }
}

/// `x` rounded up to a multiple of `d` (nonzero). (`u64::div_ceil` is newer
/// than the library's minimum Rust version.)
pub fn round_up(x: u64, d: u64) -> u64 {
    (x / d + u64::from(x % d != 0)) * d
}

/// How many `d`-sized (nonzero) pieces cover `x`.
pub fn pieces(x: u64, d: u64) -> u64 {
    x / d + u64::from(x % d != 0)
}
