//! Public enums that choose output styles, with their text forms.
//!
//! Their `FromStr` errors are `String` or `io::Error`, not enums of ours:
//! these are public impls, and code written against bindgen 0.73.2 names
//! those exact `Err` types (`scripts/compat.sh` checks them). The command
//! line wraps their text in its own typed `FlagValueError`.

pub use crate::visibility::FieldVisibilityKind;
use std::fmt;
use std::io;
use std::str::FromStr;

fn invalid(msg: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, msg)
}

/// How C enums are translated.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum EnumVariation {
    /// A Rust `enum` with `#[repr(int)]`.
    Rust {
        /// Adds `#[non_exhaustive]`.
        non_exhaustive: bool,
    },
    /// A `#[repr(transparent)]` newtype with associated or global constants.
    NewType {
        /// Adds the bit operators.
        is_bitfield: bool,
        /// Constants are free items instead of associated ones.
        is_global: bool,
    },
    /// A type alias plus free constants.
    #[default]
    Consts,
    /// A module holding a `Type` alias and the constants.
    ModuleConsts,
}

impl FromStr for EnumVariation {
    type Err = io::Error;
    fn from_str(s: &str) -> Result<Self, io::Error> {
        Ok(match s {
            "rust" => EnumVariation::Rust { non_exhaustive: false },
            "rust_non_exhaustive" => EnumVariation::Rust { non_exhaustive: true },
            "bitfield" => EnumVariation::NewType { is_bitfield: true, is_global: false },
            "newtype" => EnumVariation::NewType { is_bitfield: false, is_global: false },
            "newtype_global" => EnumVariation::NewType { is_bitfield: false, is_global: true },
            "consts" => EnumVariation::Consts,
            "moduleconsts" => EnumVariation::ModuleConsts,
            _ => {
                return Err(invalid(format!(
                    "Got an invalid EnumVariation. Accepted values are 'rust', 'rust_non_exhaustive', 'bitfield', 'consts', 'moduleconsts', 'newtype' and 'newtype_global'. Got: {s}"
                )))
            }
        })
    }
}

impl fmt::Display for EnumVariation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EnumVariation::Rust {
                non_exhaustive: false,
            } => "rust",
            EnumVariation::Rust {
                non_exhaustive: true,
            } => "rust_non_exhaustive",
            EnumVariation::NewType {
                is_bitfield: true, ..
            } => "bitfield",
            EnumVariation::NewType {
                is_global: false, ..
            } => "newtype",
            EnumVariation::NewType {
                is_global: true, ..
            } => "newtype_global",
            EnumVariation::Consts => "consts",
            EnumVariation::ModuleConsts => "moduleconsts",
        })
    }
}

/// Signedness preference of integer macro constants.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum MacroTypeVariation {
    /// Prefer signed types.
    Signed,
    /// Prefer unsigned types.
    #[default]
    Unsigned,
}

impl FromStr for MacroTypeVariation {
    type Err = io::Error;
    fn from_str(s: &str) -> Result<Self, io::Error> {
        match s {
            "signed" => Ok(Self::Signed),
            "unsigned" => Ok(Self::Unsigned),
            _ => Err(invalid(format!(
                "Got an invalid MacroTypeVariation. Accepted values are 'signed' and 'unsigned'. Got: {s}"
            ))),
        }
    }
}

impl fmt::Display for MacroTypeVariation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Signed => "signed",
            Self::Unsigned => "unsigned",
        })
    }
}

/// How typedefs are emitted.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum AliasVariation {
    /// `pub type T = U;`
    #[default]
    TypeAlias,
    /// A transparent newtype.
    NewType,
    /// A transparent newtype with `Deref`/`DerefMut`.
    NewTypeDeref,
}

impl FromStr for AliasVariation {
    type Err = io::Error;
    fn from_str(s: &str) -> Result<Self, io::Error> {
        match s {
            "type_alias" => Ok(Self::TypeAlias),
            "new_type" => Ok(Self::NewType),
            "new_type_deref" => Ok(Self::NewTypeDeref),
            _ => Err(invalid(format!(
                "Got an invalid AliasVariation. Accepted values are 'type_alias', 'new_type', and 'new_type_deref'. Got: {s}"
            ))),
        }
    }
}

impl fmt::Display for AliasVariation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::TypeAlias => "type_alias",
            Self::NewType => "new_type",
            Self::NewTypeDeref => "new_type_deref",
        })
    }
}

/// How unions with non-`Copy` members are wrapped (C++ only).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum NonCopyUnionStyle {
    /// `__BindgenUnionField` wrappers.
    #[default]
    BindgenWrapper,
    /// `ManuallyDrop` fields.
    ManuallyDrop,
}

impl FromStr for NonCopyUnionStyle {
    type Err = io::Error;
    fn from_str(s: &str) -> Result<Self, io::Error> {
        match s {
            "bindgen_wrapper" => Ok(Self::BindgenWrapper),
            "manually_drop" => Ok(Self::ManuallyDrop),
            _ => Err(invalid(format!(
                "Got an invalid NonCopyUnionStyle. Accepted values are 'bindgen_wrapper' and 'manually_drop'. Got: {s}"
            ))),
        }
    }
}

impl fmt::Display for NonCopyUnionStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::BindgenWrapper => "bindgen_wrapper",
            Self::ManuallyDrop => "manually_drop",
        })
    }
}

/// The pretty-printer applied to the output.
#[non_exhaustive]
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Formatter {
    /// Token text as is.
    None,
    /// The `rustfmt` binary.
    #[default]
    Rustfmt,
    /// The `prettyplease` crate.
    #[cfg(feature = "prettyplease")]
    Prettyplease,
}

impl FromStr for Formatter {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "none" => Ok(Self::None),
            "rustfmt" => Ok(Self::Rustfmt),
            #[cfg(feature = "prettyplease")]
            "prettyplease" => Ok(Self::Prettyplease),
            _ => Err(format!("`{s}` is not a valid formatter")),
        }
    }
}

impl fmt::Display for Formatter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::None => "none",
            Self::Rustfmt => "rustfmt",
            #[cfg(feature = "prettyplease")]
            Self::Prettyplease => "prettyplease",
        })
    }
}

/// Calling conventions for `--override-abi`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Abi {
    /// `extern "C"`.
    C,
    /// `stdcall`.
    Stdcall,
    /// `efiapi`.
    EfiApi,
    /// `fastcall`.
    Fastcall,
    /// `thiscall`.
    ThisCall,
    /// `vectorcall`.
    Vectorcall,
    /// `aapcs`.
    Aapcs,
    /// `win64`.
    Win64,
    /// `C-unwind`.
    CUnwind,
    /// `system`.
    System,
}

impl FromStr for Abi {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s {
            "C" => Abi::C,
            "stdcall" => Abi::Stdcall,
            "efiapi" => Abi::EfiApi,
            "fastcall" => Abi::Fastcall,
            "thiscall" => Abi::ThisCall,
            "vectorcall" => Abi::Vectorcall,
            "aapcs" => Abi::Aapcs,
            "win64" => Abi::Win64,
            "C-unwind" => Abi::CUnwind,
            "system" => Abi::System,
            _ => return Err(format!("Invalid or unknown ABI {s:?}")),
        })
    }
}

impl fmt::Display for Abi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Abi::C => "C",
            Abi::Stdcall => "stdcall",
            Abi::EfiApi => "efiapi",
            Abi::Fastcall => "fastcall",
            Abi::ThisCall => "thiscall",
            Abi::Vectorcall => "vectorcall",
            Abi::Aapcs => "aapcs",
            Abi::Win64 => "win64",
            Abi::CUnwind => "C-unwind",
            Abi::System => "system",
        })
    }
}

impl quote::ToTokens for Abi {
    /// The ABI as the string literal of an `extern "..."` qualifier.
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        let name = self.to_string();
        tokens.extend(quote::quote!(#name));
    }
}

bitflags::bitflags! {
    /// Which kinds of items are generated. Sets are ordered by their bits
    /// (so they can be map keys and sorted).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct CodegenConfig: u32 {
        /// Free functions.
        const FUNCTIONS = 1 << 0;
        /// Types.
        const TYPES = 1 << 1;
        /// Variables and constants.
        const VARS = 1 << 2;
        /// C++ methods.
        const METHODS = 1 << 3;
        /// C++ constructors.
        const CONSTRUCTORS = 1 << 4;
        /// C++ destructors.
        const DESTRUCTORS = 1 << 5;
    }
}

impl CodegenConfig {
    /// Whether functions are generated.
    pub fn functions(self) -> bool {
        self.contains(Self::FUNCTIONS)
    }
    /// Whether types are generated.
    pub fn types(self) -> bool {
        self.contains(Self::TYPES)
    }
    /// Whether variables are generated.
    pub fn vars(self) -> bool {
        self.contains(Self::VARS)
    }
    /// Whether methods are generated.
    pub fn methods(self) -> bool {
        self.contains(Self::METHODS)
    }
    /// Whether constructors are generated.
    pub fn constructors(self) -> bool {
        self.contains(Self::CONSTRUCTORS)
    }
    /// Whether destructors are generated.
    pub fn destructors(self) -> bool {
        self.contains(Self::DESTRUCTORS)
    }
}

impl Default for CodegenConfig {
    fn default() -> Self {
        Self::all()
    }
}

bitflags::bitflags! {
    /// Extra conversions and FFI types for rustified enums (ENUMS-NEXT §4).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
    pub struct RustEnumOptions: u32 {
        /// `try_from_raw` and `TryFrom`.
        const TRY_FROM_RAW = 1 << 0;
        /// `unsafe fn from_raw_unchecked`.
        const FROM_RAW_UNCHECKED = 1 << 1;
        /// Use the raw `<Enum>_ctype` type at every FFI-visible use site.
        const RAW_FFI = 1 << 2;
        /// Free constants typed as the raw type.
        const RAW_CONSTS = 1 << 3;
        /// `#[cfi_encoding]` on the raw type.
        const CFI = 1 << 4;
        /// `try_from_raw`, `from_raw_unchecked` and `raw_ffi`.
        const SOUND = Self::TRY_FROM_RAW.bits() | Self::FROM_RAW_UNCHECKED.bits() | Self::RAW_FFI.bits();
    }
}

const RUST_ENUM_WORDS: [(&str, RustEnumOptions); 5] = [
    ("try_from_raw", RustEnumOptions::TRY_FROM_RAW),
    ("from_raw_unchecked", RustEnumOptions::FROM_RAW_UNCHECKED),
    ("raw_ffi", RustEnumOptions::RAW_FFI),
    ("raw_consts", RustEnumOptions::RAW_CONSTS),
    ("cfi", RustEnumOptions::CFI),
];

impl FromStr for RustEnumOptions {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut out = RustEnumOptions::empty();
        for word in s.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            if word == "sound" {
                out |= RustEnumOptions::SOUND;
                continue;
            }
            match RUST_ENUM_WORDS.iter().find(|(w, _)| *w == word) {
                Some((_, flag)) => out |= *flag,
                None => return Err(format!("unknown rustified-enum option '{word}'")),
            }
        }
        Ok(out)
    }
}

impl fmt::Display for RustEnumOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<&str> = RUST_ENUM_WORDS
            .iter()
            .filter(|(_, flag)| self.contains(*flag))
            .map(|(w, _)| *w)
            .collect();
        f.write_str(&words.join(","))
    }
}

impl RustEnumOptions {
    /// Whether `word` is one of the option words (including `sound`).
    pub fn is_word(word: &str) -> bool {
        word == "sound" || RUST_ENUM_WORDS.iter().any(|(w, _)| *w == word)
    }
}
