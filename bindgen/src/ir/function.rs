//! Functions and variables.

use super::{ModuleId, SourceLoc, TypeId};

/// A function signature (also used for function-pointer types).
#[derive(Clone, Debug)]
pub struct FnSig {
    /// Return type.
    pub ret: TypeId,
    /// Parameters with their C names (`None` when unnamed).
    pub params: Vec<(Option<String>, TypeId)>,
    /// `...` at the end.
    pub variadic: bool,
    /// Calling convention name for `extern "…"` (`"C"` normally).
    pub abi: String,
    /// `_Noreturn`.
    pub noreturn: bool,
    /// The declaration this function type is written in (a typedef,
    /// field, variable or parameter name), which `--override-abi` patterns
    /// match; `None` for function declarations themselves and when no
    /// override is given.
    pub declarator: Option<String>,
    /// Typedefs written for the declaration but not part of the signature:
    /// those of parameters that decay to pointers (`vec3 v`, `va_list ap`)
    /// and the function typedef a function is declared with (`grow_fn
    /// grow;`). Reachable from the signature, so that allowlisting the
    /// function also emits them, as upstream does.
    pub written_typedefs: Vec<TypeId>,
}

/// A function declaration.
#[derive(Clone, Debug)]
pub struct Function {
    /// C name.
    pub name: String,
    /// Symbol name when it differs from `name` (`__asm__("sym")`).
    pub link_name: Option<String>,
    /// Signature.
    pub sig: FnSig,
    /// `__attribute__((warn_unused_result))`.
    pub must_use: bool,
    /// `static`/`static inline` definition.
    pub is_static: bool,
    /// `inline` (kept for `--emit-ir`; selection already happened in parse).
    #[allow(dead_code)]
    pub is_inline: bool,
    /// Declaration location.
    pub loc: SourceLoc,
    /// Doc comment.
    pub doc: Option<String>,
    /// C spellings of the return type and parameters, for static wrappers
    /// (and, with `--verify-abi`, for every function and method).
    pub c_spelling: Option<CSpelling>,
    /// Namespace it is declared in.
    pub module: ModuleId,
    /// The symbol clang mangled for a C++ declaration (`None` for C).
    pub mangled: Option<String>,
    /// A built-in return type as `--must-use-type` patterns see it: clang's
    /// spelling with spaces as `_` (`unsigned_int`, `const_int`, `_Bool`),
    /// as upstream names such types; `None` for any other return type.
    pub ret_builtin_name: Option<String>,
}

/// How clang spells a function's types (used to write C wrapper functions).
#[derive(Clone, Debug)]
pub struct CSpelling {
    /// Return type.
    pub ret: String,
    /// Parameter types.
    pub params: Vec<String>,
    /// For a member function (filled for `--verify-abi`): the class's
    /// canonical spelling (`ns::Outer::Inner`), which names it at file scope.
    pub class: Option<String>,
}

/// A constant value of a `const` variable.
#[derive(Clone, Debug, PartialEq)]
pub enum VarValue {
    /// Integer (value, as evaluated by clang).
    Int(i128),
    /// Floating.
    Float(f64),
    /// String bytes without the NUL.
    Str(Vec<u8>),
    /// Boolean.
    Bool(bool),
}

/// A global variable or a constant.
#[derive(Clone, Debug)]
pub struct Var {
    /// C name.
    pub name: String,
    /// Symbol name when it differs from `name`.
    pub link_name: Option<String>,
    /// Type.
    pub ty: TypeId,
    /// `const`-qualified.
    pub is_const: bool,
    /// Value when this is a constant with a known initializer.
    pub value: Option<VarValue>,
    /// Declaration location.
    pub loc: SourceLoc,
    /// Doc comment.
    pub doc: Option<String>,
    /// Namespace it is declared in.
    pub module: ModuleId,
    /// The symbol clang mangled for a C++ declaration (`None` for C).
    pub mangled: Option<String>,
    /// The class of a static data member.
    pub class: Option<TypeId>,
    /// C++: upstream's name of the pointer, reference or array type the
    /// declaration spells (`ptr_const___n4__A5`), an item of the
    /// variable's namespace its type lists match (see
    /// `parse::var_spelling`).
    pub spelled_item: Option<String>,
}
