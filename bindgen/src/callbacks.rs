//! `ParseCallbacks`: hooks a build script can use to steer generation.
//!
//! Where each hook is called: `will_parse_macro`, `modify_macro`, `int_macro`,
//! `str_macro` and `func_macro` while macros are collected (parse/macros);
//! `include_file`, `header_file` and `read_env_var` while inputs are prepared;
//! `item_name`, `generated_name_override`, `generated_link_name_override`,
//! `enum_variant_name`, `enum_variant_behavior`, `process_comment`,
//! `add_derives`, `add_attributes`, `field_visibility` and
//! `blocklisted_type_implements_trait` during analysis and codegen;
//! `new_item_found` for each struct, union, enum, typedef, function, constant
//! and variable that is emitted, with its source location
//! (codegen/callback_hooks.rs).

use crate::visibility::FieldVisibilityKind;
use std::fmt;

/// What to do with a macro.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MacroParsingBehavior {
    /// Skip it.
    Ignore,
    /// Treat it normally.
    #[default]
    Default,
}

/// The Rust type of an integer constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum IntKind {
    /// `bool`.
    Bool,
    /// `c_schar`.
    SChar,
    /// `c_uchar`.
    UChar,
    /// `wchar_t`.
    WChar,
    /// `c_char`.
    Char {
        /// Whether `char` is signed.
        is_signed: bool,
    },
    /// `c_short`.
    Short,
    /// `c_ushort`.
    UShort,
    /// `c_int`.
    Int,
    /// `c_uint`.
    UInt,
    /// `c_long`.
    Long,
    /// `c_ulong`.
    ULong,
    /// `c_longlong`.
    LongLong,
    /// `c_ulonglong`.
    ULongLong,
    /// `i8`.
    I8,
    /// `u8`.
    U8,
    /// `i16`.
    I16,
    /// `u16`.
    U16,
    /// `char16_t`.
    Char16,
    /// `i32`.
    I32,
    /// `u32`.
    U32,
    /// `i64`.
    I64,
    /// `u64`.
    U64,
    /// `i128`.
    I128,
    /// `u128`.
    U128,
    /// A type named by path.
    Custom {
        /// The Rust path.
        name: &'static str,
        /// Signedness.
        is_signed: bool,
    },
}

/// Traits the derive analysis asks about for blocklisted types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Hash)]
pub enum DeriveTrait {
    /// `Copy`.
    Copy,
    /// `Debug`.
    Debug,
    /// `Default`.
    Default,
    /// `Hash`.
    Hash,
    /// `PartialEq` or `PartialOrd`.
    PartialEqOrPartialOrd,
}

impl fmt::Display for DeriveTrait {
    /// The trait's name; the comparison traits, asked about together, print
    /// as `PartialEq/PartialOrd`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DeriveTrait::Copy => "Copy",
            DeriveTrait::Debug => "Debug",
            DeriveTrait::Default => "Default",
            DeriveTrait::Hash => "Hash",
            DeriveTrait::PartialEqOrPartialOrd => "PartialEq/PartialOrd",
        })
    }
}

/// Whether a blocklisted type implements a trait.
///
/// The variants are ordered from the most to the least capable; combining
/// two answers with `|` keeps the weaker one (`Yes | No` is `No`), which is
/// what a type made of parts with both answers can do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum ImplementsTrait {
    /// Derivable.
    #[default]
    Yes,
    /// Implemented by hand.
    Manually,
    /// Not implemented.
    No,
}

impl std::ops::BitOr for ImplementsTrait {
    type Output = ImplementsTrait;
    fn bitor(self, other: ImplementsTrait) -> ImplementsTrait {
        self.max(other)
    }
}

impl std::ops::BitOrAssign for ImplementsTrait {
    fn bitor_assign(&mut self, other: ImplementsTrait) {
        *self = *self | other;
    }
}

/// Custom handling of one enum variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnumVariantCustomBehavior {
    /// Emit it as a module constant.
    ModuleConstify,
    /// Emit it as a free constant.
    Constify,
    /// Do not emit it.
    Hide,
}

/// The value of an enum variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EnumVariantValue {
    /// Boolean.
    Boolean(bool),
    /// Signed.
    Signed(i64),
    /// Unsigned.
    Unsigned(u64),
}

/// Kind of a macro token (shape of `cexpr::token::Kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// Punctuation.
    Punctuation,
    /// Keyword.
    Keyword,
    /// Identifier.
    Identifier,
    /// Literal.
    Literal,
    /// Comment.
    Comment,
}

/// A macro token (shape of `cexpr::token::Token`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// Spelling bytes.
    pub raw: Box<[u8]>,
}

impl From<(TokenKind, &[u8])> for Token {
    fn from((kind, raw): (TokenKind, &[u8])) -> Token {
        Token {
            kind,
            raw: raw.to_vec().into_boxed_slice(),
        }
    }
}

/// Identifier of an item reported to `new_item_found`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DiscoveredItemId(usize);

impl DiscoveredItemId {
    /// Wraps an id.
    pub fn new(id: usize) -> Self {
        DiscoveredItemId(id)
    }
}

/// An item reported to `new_item_found`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DiscoveredItem {
    /// A struct.
    Struct {
        /// C name, if any.
        original_name: Option<String>,
        /// Rust name.
        final_name: String,
    },
    /// A union.
    Union {
        /// C name, if any.
        original_name: Option<String>,
        /// Rust name.
        final_name: String,
    },
    /// A typedef.
    Alias {
        /// Rust name of the alias.
        alias_name: String,
        /// What it aliases.
        alias_for: DiscoveredItemId,
    },
    /// An enum.
    Enum {
        /// Rust name.
        final_name: String,
    },
    /// A function.
    Function {
        /// Rust name.
        final_name: String,
    },
    /// A C++ method.
    Method {
        /// Rust name.
        final_name: String,
        /// Owner.
        parent: DiscoveredItemId,
    },
    /// A constant: an object-like macro or a `const` variable with a known
    /// value, emitted as `pub const`.
    Constant {
        /// Rust name.
        final_name: String,
    },
    /// A global variable, emitted as an extern `static`.
    Variable {
        /// Rust name.
        final_name: String,
    },
}

/// Where a reported item is declared: the position of its name (or of its
/// first token when it has none), as clang gives it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SourceLocation {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in bytes.
    pub col: usize,
    /// 0-based byte offset from the start of the file.
    pub byte_offset: usize,
    /// The file, spelled as clang spells it (relative paths stay relative);
    /// `None` for items without a file, such as builtins.
    pub file_name: Option<String>,
}

/// Kind of a type for derive/attribute callbacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
pub enum TypeKind {
    /// Struct.
    Struct,
    /// Enum.
    Enum,
    /// Union.
    Union,
}

/// Input of `add_derives`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
#[non_exhaustive]
pub struct DeriveInfo<'a> {
    /// Rust name of the type.
    pub name: &'a str,
    /// Kind of the type.
    pub kind: TypeKind,
}

/// Input of `add_attributes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
#[non_exhaustive]
pub struct AttributeInfo<'a> {
    /// Rust name of the type.
    pub name: &'a str,
    /// Kind of the type.
    pub kind: TypeKind,
}

/// Kind of an item for naming callbacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
#[non_exhaustive]
pub enum ItemKind {
    /// A module.
    Module,
    /// A type.
    Type,
    /// A function.
    Function,
    /// A variable.
    Var,
}

/// Input of naming callbacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
#[non_exhaustive]
pub struct ItemInfo<'a> {
    /// The item's name.
    pub name: &'a str,
    /// The item's kind.
    pub kind: ItemKind,
}

/// Input of `field_visibility` and `field_name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
#[non_exhaustive]
pub struct FieldInfo<'a> {
    /// Rust name of the owning type.
    pub type_name: &'a str,
    /// Field name.
    pub field_name: &'a str,
    /// Rust name of the field's type, when it has one.
    pub field_type_name: Option<&'a str>,
}

/// Input of `field_attributes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd)]
#[non_exhaustive]
pub struct FieldAttributeInfo<'a> {
    /// Rust name of the owning type.
    pub type_name: &'a str,
    /// Whether the owner is a struct or a union.
    pub type_kind: TypeKind,
    /// Field name.
    pub field_name: &'a str,
    /// Rust name of the field's type, when it has one.
    pub field_type_name: Option<&'a str>,
}

/// How one parameter of a function-like macro becomes a parameter of its
/// `const fn` (see the book's chapter on `--generate-fn-macros`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FnMacroParam {
    /// A value of this C integer type (`IntKind::Bool` and `Custom` are refused).
    Value(IntKind),
    /// A type: a generic parameter `T`, whose `sizeof`/`_Alignof` the body uses.
    Type,
}

/// The signature a function-like macro's `const fn` gets: one entry per
/// macro parameter, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FnMacroSignature {
    /// The parameters.
    pub params: Vec<FnMacroParam>,
}

/// What `ParseCallbacks::fn_macro` sees of one function-like macro.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct FnMacroInfo<'a> {
    /// The macro's name.
    pub name: &'a str,
    /// Its parameter names, as written.
    pub params: &'a [String],
    /// The signature the default rule gives it, when it translates.
    pub signature: Option<&'a FnMacroSignature>,
    /// Why it is not translated, when it is not.
    pub skipped: Option<&'a str>,
}

/// The answer of `ParseCallbacks::fn_macro`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum FnMacroBehavior {
    /// Keep what the default rule decided.
    #[default]
    Default,
    /// Emit no function for this macro.
    Skip,
    /// Translate it with these parameter types instead.
    Signature(FnMacroSignature),
}

/// Hooks into generation. Every method has a neutral default.
pub trait ParseCallbacks: fmt::Debug {
    /// Hidden hook used by `command_line_flags`.
    #[cfg(feature = "__cli")]
    #[doc(hidden)]
    fn cli_args(&self) -> Vec<String> {
        vec![]
    }
    /// Whether to parse a macro.
    fn will_parse_macro(&self, _name: &str) -> MacroParsingBehavior {
        MacroParsingBehavior::Default
    }
    /// Replace the Rust name of an extern function or variable.
    fn generated_name_override(&self, _item_info: ItemInfo<'_>) -> Option<String> {
        None
    }
    /// Replace the link name of an extern function or variable.
    fn generated_link_name_override(&self, _item_info: ItemInfo<'_>) -> Option<String> {
        None
    }
    /// Rewrite a macro's tokens before evaluation.
    fn modify_macro(&self, _name: &str, _tokens: &mut Vec<Token>) {}
    /// Choose the type of an integer macro.
    fn int_macro(&self, _name: &str, _value: i64) -> Option<IntKind> {
        None
    }
    /// A string macro was found.
    fn str_macro(&self, _name: &str, _value: &[u8]) {}
    /// A function-like macro was found.
    fn func_macro(&self, _name: &str, _value: &[&[u8]]) {}
    /// With `--generate-fn-macros`: a function-like macro is about to become a
    /// `const fn` (or was skipped, `info.skipped` says why); the answer may
    /// skip it or give its parameters other types.
    fn fn_macro(&self, _info: &FnMacroInfo<'_>) -> FnMacroBehavior {
        FnMacroBehavior::Default
    }
    /// Custom behaviour of an enum variant.
    fn enum_variant_behavior(
        &self,
        _enum_name: Option<&str>,
        _original_variant_name: &str,
        _variant_value: EnumVariantValue,
    ) -> Option<EnumVariantCustomBehavior> {
        None
    }
    /// Rename an enum variant.
    fn enum_variant_name(
        &self,
        _enum_name: Option<&str>,
        _original_variant_name: &str,
        _variant_value: EnumVariantValue,
    ) -> Option<String> {
        None
    }
    /// Rename any item.
    fn item_name(&self, _item_info: ItemInfo<'_>) -> Option<String> {
        None
    }
    /// A `Builder::header` input.
    fn header_file(&self, _filename: &str) {}
    /// A file clang included.
    fn include_file(&self, _filename: &str) {}
    /// An environment variable was read.
    fn read_env_var(&self, _key: &str) {}
    /// Whether a blocklisted type implements a trait.
    fn blocklisted_type_implements_trait(
        &self,
        _name: &str,
        _derive_trait: DeriveTrait,
    ) -> Option<ImplementsTrait> {
        None
    }
    /// Extra derives for a type.
    fn add_derives(&self, _info: &DeriveInfo<'_>) -> Vec<String> {
        vec![]
    }
    /// Extra attributes for a type.
    fn add_attributes(&self, _info: &AttributeInfo<'_>) -> Vec<String> {
        vec![]
    }
    /// Rewrite a doc comment.
    fn process_comment(&self, _comment: &str) -> Option<String> {
        None
    }
    /// Extra attributes (whole `#[...]` text) for one field.
    fn field_attributes(&self, _info: &FieldAttributeInfo<'_>) -> Vec<String> {
        vec![]
    }
    /// Override a field's visibility.
    fn field_visibility(&self, _info: FieldInfo<'_>) -> Option<FieldVisibilityKind> {
        None
    }
    /// Rename a (named, non-bitfield) struct or union field.
    fn field_name(&self, _info: FieldInfo<'_>) -> Option<String> {
        None
    }
    /// Wrap a `va_list` static function as variadic.
    #[cfg(feature = "experimental")]
    fn wrap_as_variadic_fn(&self, _name: &str) -> Option<String> {
        None
    }
    /// An item is emitted: a struct, union, enum, typedef, function,
    /// constant or variable, with where it is declared.
    fn new_item_found(
        &self,
        _id: DiscoveredItemId,
        _item: DiscoveredItem,
        _source_location: Option<&SourceLocation>,
    ) {
    }
}

/// Emits `cargo:rerun-if-changed` lines for every input and included file,
/// and `cargo:rerun-if-env-changed` for every environment variable bindgen
/// reads, so a build script reruns exactly when its bindings could change.
///
/// Files under `OUT_DIR` get no line: the build script itself writes them
/// (a generated header), after cargo recorded the run's start, so their
/// modification time would always look newer and the script would rerun on
/// every build. They change only when the script runs anyway.
#[derive(Debug, Clone, Default)]
pub struct CargoCallbacks {
    rerun_on_header_files: bool,
}

/// The old unit-like spelling `bindgen::CargoCallbacks`.
#[deprecated = "use `CargoCallbacks::new()` instead"]
#[allow(non_upper_case_globals)]
pub const CargoCallbacks: CargoCallbacks = CargoCallbacks {
    rerun_on_header_files: false,
};

impl CargoCallbacks {
    /// Callbacks that also rerun on the input headers.
    pub fn new() -> Self {
        CargoCallbacks {
            rerun_on_header_files: true,
        }
    }

    /// Whether to emit rerun lines for the input headers too.
    pub fn rerun_on_header_files(mut self, doit: bool) -> Self {
        self.rerun_on_header_files = doit;
        self
    }
}

/// Whether `filename` lies under the build script's `OUT_DIR` (compared
/// after resolving `..` and symbolic links where the paths exist).
fn under_out_dir(filename: &str) -> bool {
    // Cargo sets OUT_DIR for the build script; it is no input of bindgen's
    // and needs no rerun line of its own.
    let Some(out) = std::env::var_os("OUT_DIR") else {
        return false;
    };
    let resolve = |p: &std::path::Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    resolve(std::path::Path::new(filename)).starts_with(resolve(std::path::Path::new(&out)))
}

impl ParseCallbacks for CargoCallbacks {
    fn header_file(&self, filename: &str) {
        if self.rerun_on_header_files && !under_out_dir(filename) {
            println!("cargo:rerun-if-changed={filename}");
        }
    }
    fn include_file(&self, filename: &str) {
        if !under_out_dir(filename) {
            println!("cargo:rerun-if-changed={filename}");
        }
    }
    fn read_env_var(&self, key: &str) {
        println!("cargo:rerun-if-env-changed={key}");
    }
}
