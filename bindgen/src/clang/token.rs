//! Preprocessing tokens.

use clang_sys::*;

/// What libclang says a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// `+`, `(`, `##`, …
    Punctuation,
    /// A C keyword.
    Keyword,
    /// An identifier.
    Identifier,
    /// A number, character or string literal.
    Literal,
    /// A comment.
    Comment,
}

/// One token with its spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind of the token.
    pub kind: TokenKind,
    /// Spelling as written in the source.
    pub spelling: String,
}

pub(super) fn kind_of(k: CXTokenKind) -> TokenKind {
    match k {
        CXToken_Punctuation => TokenKind::Punctuation,
        CXToken_Keyword => TokenKind::Keyword,
        CXToken_Identifier => TokenKind::Identifier,
        CXToken_Literal => TokenKind::Literal,
        _ => TokenKind::Comment,
    }
}
