//! Why the value of one command-line flag was refused. clap prints it after
//! naming the flag and the value (`invalid value 'x' for '--generate
//! <GENERATE>': ...`), so each message only says what is wrong.

use crate::options::InvalidCtypesPrefix;
use std::fmt;

/// One refused flag value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FlagValueError {
    /// `REGEX=value` without the `=`.
    MissingEquals,
    /// `--field-attr TYPE::FIELD=ATTR` without the `::`.
    MissingFieldPath,
    /// `--field-attr`'s attribute is not Rust tokens (the lexer's reason).
    AttributeNotTokens {
        /// The attribute as given.
        attr: String,
        /// Why it does not lex.
        why: String,
    },
    /// `--generate` names an item kind that does not exist.
    UnknownCodegenKind(String),
    /// A `--rustified-enum REGEX=OPTIONS` option that does not exist.
    UnknownRustifiedOption(String),
    /// `--ctypes-prefix` is not a Rust path.
    CtypesPrefix(InvalidCtypesPrefix),
    /// `--rustfmt-configuration-file` is a relative path.
    RelativeRustfmtConfig,
    /// A word no value of the flag's type is spelled as (that type's
    /// `FromStr` explanation: the public types keep upstream's error types,
    /// so only their text is carried here).
    UnknownWord(String),
}

impl fmt::Display for FlagValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FlagValueError::MissingEquals => f.write_str("Missing '='"),
            FlagValueError::MissingFieldPath => f.write_str("Missing '::' between type and field"),
            FlagValueError::AttributeNotTokens { attr, why } => {
                write!(f, "the attribute `{attr}` is not valid Rust tokens: {why}")
            }
            FlagValueError::UnknownCodegenKind(kind) => {
                write!(f, "Unknown codegen item kind: {kind}")
            }
            FlagValueError::UnknownRustifiedOption(word) => {
                write!(f, "unknown rustified-enum option '{word}'")
            }
            FlagValueError::CtypesPrefix(e) => write!(f, "{e}"),
            FlagValueError::RelativeRustfmtConfig => {
                f.write_str("--rustfmt-configuration-file needs to be an absolute path!")
            }
            FlagValueError::UnknownWord(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for FlagValueError {}
