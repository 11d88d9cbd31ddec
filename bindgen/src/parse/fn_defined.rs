//! Whether a C function has a definition somewhere in the unit.
//!
//! Upstream leaves out an `inline` function that is never defined (there is
//! nothing to call), so the parser must know whether a body exists. With
//! function bodies skipped (as they are for C), libclang reports no
//! definition at all: a declaration whose source text goes on with `{`
//! after its extent is taken for one instead.

use super::Parser;
use crate::clang::{self, Cursor, TranslationUnit};
use std::collections::HashSet;

impl Parser<'_> {
    /// Whether the C function declared by `c` is defined in the unit (by
    /// `c` or any other file-scope declaration of that name).
    pub(crate) fn c_function_defined(&mut self, c: Cursor<'_>) -> bool {
        if c.definition().is_some() {
            return true;
        }
        let tu = self.tu;
        self.defined_c_functions
            .get_or_insert_with(|| defined_names(tu))
            .contains(&c.spelling())
    }

    /// Whether the declaration `c` itself is a definition.
    pub(crate) fn is_c_function_definition(&self, c: Cursor<'_>) -> bool {
        c.is_definition() || body_follows(self.tu, c)
    }
}

/// The names of the file-scope functions declared with a body.
fn defined_names(tu: &TranslationUnit<'_>) -> HashSet<String> {
    tu.cursor()
        .children()
        .into_iter()
        .filter(|c| c.kind() == clang::CXCursor_FunctionDecl && body_follows(tu, *c))
        .map(|c| c.spelling())
        .collect()
}

/// Whether a body follows the declaration `c` in its source: the first
/// character after its extent, past blanks and comments, is `{`. Where the
/// text cannot be read (a declaration spelled by a macro across files), or
/// something else follows (an attribute, K&R parameter declarations), the
/// declaration counts as a definition: a function is left out only when
/// plainly declared without one.
fn body_follows(tu: &TranslationUnit<'_>, c: Cursor<'_>) -> bool {
    let Some(span) = c.file_span() else {
        return true;
    };
    let Some(bytes) = tu.file_bytes(span.file) else {
        return true;
    };
    let Some(rest) = bytes.get(span.end as usize..) else {
        return true;
    };
    !matches!(next_significant(rest), Some(b';' | b','))
}

/// The first byte of `text` that is neither blank nor in a comment.
fn next_significant(mut text: &[u8]) -> Option<u8> {
    loop {
        match text {
            [b, rest @ ..] if b.is_ascii_whitespace() => text = rest,
            [b'/', b'*', rest @ ..] => {
                let close = rest.windows(2).position(|w| w == b"*/")?;
                text = &rest[close + 2..];
            }
            [b'/', b'/', rest @ ..] => {
                let eol = rest.iter().position(|&b| b == b'\n')?;
                text = &rest[eol..];
            }
            [b, ..] => return Some(*b),
            [] => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::next_significant;

    #[test]
    fn skips_blanks_and_comments() {
        assert_eq!(next_significant(b"  /* a */ // b\n {"), Some(b'{'));
        assert_eq!(next_significant(b";"), Some(b';'));
        assert_eq!(next_significant(b" /* open"), None);
    }
}
