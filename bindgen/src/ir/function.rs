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
    /// What clang says of the declaration that decides whether it is
    /// bound (`static`, `inline`, ...).
    pub facts: FnFacts,
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

/// What clang says of a function declaration that decides whether it is
/// bound (see [`FnChoice`]). Parsing records these; which combinations are
/// bound is `analysis::lower::functions`' decision.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FnFacts {
    /// Declared `static` (in C, by its first declaration too).
    pub is_static: bool,
    /// Declared or defined `inline` (as upstream sees it: in C, a static
    /// function defined `inline` later is inline too).
    pub is_inline: bool,
    /// A C++ function declared `= delete`.
    pub is_deleted: bool,
    /// Whether the unit defines it. Looked up only for C inline
    /// functions, the ones it decides; `true` for the others.
    pub defined: bool,
    /// A C++ non-static function of internal linkage (in an anonymous
    /// namespace).
    pub internal: bool,
    /// Of default visibility (not `hidden` or `protected`).
    pub default_visibility: bool,
}

impl FnFacts {
    /// How many combinations of facts there are.
    pub const COMBINATIONS: usize = 1 << 6;

    /// This combination's index below [`FnFacts::COMBINATIONS`].
    pub fn index(self) -> usize {
        [
            self.is_static,
            self.is_inline,
            self.is_deleted,
            self.defined,
            self.internal,
            self.default_visibility,
        ]
        .iter()
        .enumerate()
        .map(|(bit, &set)| usize::from(set) << bit)
        .sum()
    }

    /// The combination of index `index` (the inverse of [`FnFacts::index`]).
    pub fn from_index(index: usize) -> Self {
        let bit = |b: usize| index & (1 << b) != 0;
        FnFacts {
            is_static: bit(0),
            is_inline: bit(1),
            is_deleted: bit(2),
            defined: bit(3),
            internal: bit(4),
            default_visibility: bit(5),
        }
    }
}

/// What becomes of a free function declaration, given its facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnChoice {
    /// Bound: its signature is read and it is a root.
    Bind,
    /// Not bound, but its signature is read and the types it names are
    /// emitted (a static function without `--wrap-static-fns`).
    Quiet,
    /// Not bound and its signature not read, as upstream leaves it; still
    /// counted where upstream counts such functions (namespaces, the
    /// macro type unit, `--allowlist-file`).
    Unbound,
    /// Left out with nothing recorded (a deleted function, one of hidden
    /// visibility).
    Ignore,
}

/// The choice for every combination of [`FnFacts`] in one run. Analysis
/// fills it from the options; parsing looks a declaration's facts up in it
/// while walking, because whether a signature is read at all must be
/// known then: reading one creates its types (and template
/// instantiations) in walk order, which numbering and layout checks follow.
#[derive(Clone, Debug)]
pub struct FnChoices([FnChoice; FnFacts::COMBINATIONS]);

impl FnChoices {
    /// The table of `choose` over every combination of facts.
    pub fn new(choose: impl Fn(FnFacts) -> FnChoice) -> Self {
        let mut table = [FnChoice::Bind; FnFacts::COMBINATIONS];
        for (i, slot) in table.iter_mut().enumerate() {
            *slot = choose(FnFacts::from_index(i));
        }
        FnChoices(table)
    }

    /// The choice for a declaration of these facts.
    pub fn of(&self, facts: FnFacts) -> FnChoice {
        self.0[facts.index()]
    }
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
