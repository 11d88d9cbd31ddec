//! What code generation hands to formatting: the items in order, each either
//! tokens for the formatter or text already in rustfmt's layout.

use proc_macro2::TokenStream;

/// One generated item, as the formatter receives it.
pub(crate) enum OutputItem {
    /// Tokens for the formatter to lay out.
    Tokens(TokenStream),
    /// Text already in rustfmt's layout, written out as it is.
    Text(String),
}
