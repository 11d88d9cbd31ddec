//! Whether a C function has a definition somewhere in the unit.
//!
//! Upstream leaves out an `inline` function that is never defined (there is
//! nothing to call), so the parser must know whether a body exists. With
//! function bodies skipped (as they are for C), libclang reports no
//! definition at all: a declaration whose source text goes on with `{`
//! after its extent is taken for one instead.

use super::Parser;
use crate::clang::{self, Cursor, FileId, TranslationUnit};
use std::collections::HashMap;

impl Parser<'_> {
    /// Whether the C function declared by `c` is defined in the unit (by
    /// `c` or any other file-scope declaration of that name).
    pub(crate) fn c_function_defined(&mut self, c: Cursor<'_>) -> bool {
        if c.definition().is_some() {
            return true;
        }
        self.c_definitions().contains_key(&c.spelling())
    }

    /// Whether the C function declared by `c` has an `inline` definition
    /// somewhere in the unit: that makes a plain prototype before it
    /// inline, as upstream sees the function.
    pub(crate) fn c_definition_is_inline(&mut self, c: Cursor<'_>) -> bool {
        self.c_definitions().get(&c.spelling()) == Some(&true)
    }

    /// The file-scope function definitions, walked for once.
    fn c_definitions(&mut self) -> &HashMap<String, bool> {
        let tu = self.tu;
        self.defined_c_functions
            .get_or_insert_with(|| defined_names(tu))
    }

    /// Whether the declaration `c` itself is a definition.
    pub(crate) fn is_c_function_definition(&self, c: Cursor<'_>) -> bool {
        c.is_definition() || body_follows(self.tu, c)
    }
}

/// The names of the file-scope functions declared with a body, each with
/// whether a definition of it is `inline`.
fn defined_names(tu: &TranslationUnit<'_>) -> HashMap<String, bool> {
    // `clang_getFileContents` takes time that grows with the unit (asked
    // once per declaration it was a quarter of the kernel header's run), so
    // each file's text is asked for once.
    let mut texts: HashMap<FileId, Option<&[u8]>> = HashMap::new();
    let mut text_of = |f: FileId| *texts.entry(f).or_insert_with(|| tu.file_bytes(f));
    tu.cursor()
        .children()
        .into_iter()
        .filter(|c| c.kind() == clang::CXCursor_FunctionDecl && body_follows_in(*c, &mut text_of))
        .fold(HashMap::new(), |mut names, c| {
            *names.entry(c.spelling()).or_insert(false) |= c.is_inlined_function();
            names
        })
}

/// Whether a body follows the declaration `c` in its source: the first
/// character after its extent, past blanks and comments, is `{`. Where the
/// text cannot be read (a declaration spelled by a macro across files), or
/// something else follows (an attribute, K&R parameter declarations), the
/// declaration counts as a definition: a function is left out only when
/// plainly declared without one.
fn body_follows(tu: &TranslationUnit<'_>, c: Cursor<'_>) -> bool {
    body_follows_in(c, |f| tu.file_bytes(f))
}

/// [`body_follows`], reading a file's text through `text_of`.
fn body_follows_in<'t>(c: Cursor<'_>, mut text_of: impl FnMut(FileId) -> Option<&'t [u8]>) -> bool {
    let Some(span) = c.file_span() else {
        return true;
    };
    let Some(bytes) = text_of(span.file) else {
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
