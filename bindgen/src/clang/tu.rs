//! Index and translation-unit ownership.

use super::ClangError;
use super::{Cursor, Diagnostic, Token};
use clang_sys::*;
use std::ffi::CString;
use std::marker::PhantomData;
use std::os::raw::{c_char, c_int, c_uint};

/// An owned `CXIndex`.
pub struct Index {
    raw: CXIndex,
}

impl Index {
    /// Creates an index; `display_diagnostics` is off because we report them ourselves.
    pub fn new() -> Result<Self, ClangError> {
        super::ensure_loaded()?;
        // SAFETY: libclang is loaded; both flags are plain booleans.
        let raw = unsafe { clang_createIndex(0, 0) };
        if raw.is_null() {
            return Err(ClangError::NoIndex);
        }
        Ok(Index { raw })
    }
}

impl Drop for Index {
    fn drop(&mut self) {
        // SAFETY: `raw` came from clang_createIndex and every TU borrowing it is gone.
        unsafe { clang_disposeIndex(self.raw) }
    }
}

/// An in-memory file handed to libclang instead of reading the disk.
pub struct UnsavedFile {
    name: CString,
    contents: CString,
}

impl UnsavedFile {
    /// An unsaved file; interior NUL bytes are replaced because libclang takes C strings.
    pub fn new(name: &str, contents: &str) -> Self {
        let clean = |s: &str| CString::new(s.replace('\0', " ")).expect("NULs were removed");
        UnsavedFile {
            name: clean(name),
            contents: clean(contents),
        }
    }
}

/// A parsed translation unit, alive as long as its index.
pub struct TranslationUnit<'i> {
    raw: CXTranslationUnit,
    _index: PhantomData<&'i Index>,
}

/// For a failed parse with an explicit target: libclang reports nothing
/// more when clang does not know the triple (a Rust triple such as
/// `riscv64gc-unknown-linux-gnu` is `riscv64-unknown-linux-gnu` to clang).
fn target_hint(args: &[String]) -> String {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let triple = match a.strip_prefix("--target=") {
            Some(t) => Some(t),
            None if a == "-target" || a == "--target" => it.next().map(String::as_str),
            None => None,
        };
        if let Some(t) = triple {
            return format!("; check that clang knows the target triple `{t}`");
        }
    }
    String::new()
}

impl<'i> TranslationUnit<'i> {
    /// Parses `file` with `args`; `None` when libclang fails outright.
    pub fn parse(
        index: &'i Index,
        file: &str,
        args: &[String],
        unsaved: &[UnsavedFile],
        flags: CXTranslationUnit_Flags,
    ) -> Result<Self, ClangError> {
        let to_c = |s: &str| CString::new(s.replace('\0', " ")).expect("NULs were removed");
        let c_file = to_c(file);
        let c_args: Vec<CString> = args.iter().map(|a| to_c(a)).collect();
        let c_arg_ptrs: Vec<*const c_char> = c_args.iter().map(|a| a.as_ptr()).collect();
        let mut c_unsaved: Vec<CXUnsavedFile> = unsaved
            .iter()
            .map(|u| CXUnsavedFile {
                Filename: u.name.as_ptr(),
                Contents: u.contents.as_ptr(),
                Length: u.contents.as_bytes().len() as _,
            })
            .collect();
        let mut raw: CXTranslationUnit = std::ptr::null_mut();
        // SAFETY: every pointer stays alive for the duration of the call; libclang
        // copies what it needs. `raw` is an out-parameter.
        let err = unsafe {
            clang_parseTranslationUnit2(
                index.raw,
                c_file.as_ptr(),
                c_arg_ptrs.as_ptr(),
                c_arg_ptrs.len() as c_int,
                c_unsaved.as_mut_ptr(),
                c_unsaved.len() as c_uint,
                flags,
                &mut raw,
            )
        };
        if err != CXError_Success || raw.is_null() {
            return Err(ClangError::ParseFailed {
                file: file.to_string(),
                code: err,
                hint: target_hint(args),
            });
        }
        Ok(TranslationUnit {
            raw,
            _index: PhantomData,
        })
    }

    /// The raw handle, for the other wrappers in this module.
    pub(crate) fn raw(&self) -> CXTranslationUnit {
        self.raw
    }

    /// The translation unit's root cursor.
    pub fn cursor(&self) -> Cursor<'_> {
        // SAFETY: `raw` is a live TU.
        Cursor::from_raw(unsafe { clang_getTranslationUnitCursor(self.raw) })
            .expect("a translation unit always has a root cursor")
    }

    /// All diagnostics of the parse, in order.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        // SAFETY: `raw` is a live TU; each diagnostic is disposed by Diagnostic::from_raw.
        let n = unsafe { clang_getNumDiagnostics(self.raw) };
        (0..n)
            .map(|i| Diagnostic::from_raw(unsafe { clang_getDiagnostic(self.raw, i) }))
            .collect()
    }

    /// Runs `f` on the tokens clang lexes inside `cursor`'s extent (none
    /// when it lexes nothing) and disposes of them after: `f` only borrows
    /// them.
    fn with_extent_tokens<T>(&self, cursor: Cursor<'_>, f: impl FnOnce(&[CXToken]) -> T) -> T {
        let mut toks: *mut CXToken = std::ptr::null_mut();
        let mut n: c_uint = 0;
        // SAFETY: the cursor belongs to this TU; out-parameters are locals;
        // the tokens stay alive until disposed, after `f` returns.
        unsafe {
            let range = clang_getCursorExtent(cursor.raw());
            clang_tokenize(self.raw, range, &mut toks, &mut n);
            if toks.is_null() {
                return f(&[]);
            }
            let out = f(std::slice::from_raw_parts(toks, n as usize));
            clang_disposeTokens(self.raw, toks, n);
            out
        }
    }

    /// The kind and spelling of token `t` of this TU.
    fn token(&self, t: CXToken) -> Token {
        // SAFETY: `t` is a live token of this TU (see `with_extent_tokens`).
        unsafe {
            Token {
                kind: super::token::kind_of(clang_getTokenKind(t)),
                spelling: super::take_token_spelling(clang_getTokenSpelling(self.raw, t)),
            }
        }
    }

    /// The tokens spelled inside `cursor`'s extent.
    pub fn tokens(&self, cursor: Cursor<'_>) -> Vec<Token> {
        self.with_extent_tokens(cursor, |toks| toks.iter().map(|t| self.token(*t)).collect())
    }

    /// The tokens of `cursor`'s extent, without those on preprocessor
    /// directive lines (a line whose first token in the extent is `#`).
    /// A declaration that starts with an attribute from a macro
    /// (`#define DEP __attribute__((deprecated))` then `DEP int f();`)
    /// has an extent that starts inside the macro's definition, so it also
    /// spans the directives between that definition and the declaration
    /// (`#define NR _Noreturn`), whose tokens are not the declaration's.
    pub fn tokens_outside_directives(&self, cursor: Cursor<'_>) -> Vec<Token> {
        self.with_extent_tokens(cursor, |toks| {
            let mut out = Vec::with_capacity(toks.len());
            let mut line_of_last: Option<c_uint> = None;
            let mut in_directive = false;
            for t in toks {
                let mut line: c_uint = 0;
                // SAFETY: a live token of this TU; the other
                // out-parameters may be null.
                unsafe {
                    clang_getSpellingLocation(
                        clang_getTokenLocation(self.raw, *t),
                        std::ptr::null_mut(),
                        &mut line,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    );
                }
                let token = self.token(*t);
                if line_of_last != Some(line) {
                    in_directive = token.spelling == "#";
                    line_of_last = Some(line);
                }
                if !in_directive {
                    out.push(token);
                }
            }
            out
        })
    }

    /// Whether an identifier token spelled `name` lies inside `cursor`'s
    /// extent: what `tokens(cursor)` would answer, without spelling every
    /// token. Some extents cover thousands of tokens (an attribute from a
    /// macro in clang's `tgmath.h`), and building a `String` per token cost
    /// a tenth of a run on the system headers; only identifiers are
    /// spelled here, compared as bytes, and the scan stops at the first.
    pub fn has_identifier(&self, cursor: Cursor<'_>, name: &str) -> bool {
        self.with_extent_tokens(cursor, |toks| {
            toks.iter().any(|t| {
                // SAFETY: a live token of this TU; its spelling is disposed
                // after the comparison.
                unsafe {
                    if clang_getTokenKind(*t) != CXToken_Identifier {
                        return false;
                    }
                    let s = clang_getTokenSpelling(self.raw, *t);
                    let ptr = clang_getCString(s);
                    let same = !ptr.is_null()
                        && std::ffi::CStr::from_ptr(ptr).to_bytes() == name.as_bytes();
                    clang_disposeString(s);
                    same
                }
            })
        })
    }

    /// Saves the TU (used for precompiled headers).
    pub fn save(&self, path: &str) -> Result<(), ClangError> {
        let c_path = CString::new(path).map_err(ClangError::NulInPath)?;
        // SAFETY: live TU, valid C string.
        let rc = unsafe { clang_saveTranslationUnit(self.raw, c_path.as_ptr(), 0) };
        if rc == 0 {
            Ok(())
        } else {
            Err(ClangError::SaveFailed {
                path: path.to_string(),
                code: rc,
            })
        }
    }
}

impl Drop for TranslationUnit<'_> {
    fn drop(&mut self) {
        // SAFETY: `raw` came from clang_parseTranslationUnit2 and is disposed once.
        unsafe { clang_disposeTranslationUnit(self.raw) }
    }
}
