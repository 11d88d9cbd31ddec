//! Preprocessor facts of a parsed unit: which files were entered, which
//! ranges the preprocessor skipped, file contents, and error positions.

use super::{take_string, TranslationUnit};
use clang_sys::*;
use std::ffi::CString;
use std::os::raw::c_uint;

/// One entry of a file into the unit (a file included twice appears twice).
#[derive(Clone, Debug)]
pub struct Inclusion {
    /// File name as clang spells it.
    pub name: String,
    /// Where it was included from, outermost first: the main file's (or, for
    /// `-include`d files, the command line's, spelled "") directive first, the
    /// immediate includer's directive last. Empty for the main file.
    pub from: Vec<FileLine>,
}

/// Lines `first..=last` of `file` that the preprocessor skipped (`#if 0` blocks).
#[derive(Clone, Debug)]
pub struct SkippedRange {
    /// File name as clang spells it.
    pub file: String,
    /// First skipped line.
    pub first: u32,
    /// Last skipped line.
    pub last: u32,
}

/// A position reduced to file and line, after macro expansion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileLine {
    /// File name as clang spells it ("" when there is none).
    pub file: String,
    /// 1-based line, 0 when unknown.
    pub line: u32,
}

fn file_line(loc: CXSourceLocation) -> FileLine {
    let mut file: CXFile = std::ptr::null_mut();
    let mut line: c_uint = 0;
    // SAFETY: out-parameters only; `loc` came from a live unit.
    unsafe {
        clang_getExpansionLocation(
            loc,
            &mut file,
            &mut line,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        );
    }
    let file = if file.is_null() {
        String::new()
    } else {
        // SAFETY: non-null CXFile of a live unit.
        take_string(unsafe { clang_getFileName(file) })
    };
    FileLine { file, line }
}

extern "C" fn collect_inclusion(
    file: CXFile,
    stack: *mut CXSourceLocation,
    len: c_uint,
    data: CXClientData,
) {
    // SAFETY: `data` is the `Vec<Inclusion>` passed by `inclusions` below, alive for the call.
    let out = unsafe { &mut *(data as *mut Vec<Inclusion>) };
    if file.is_null() {
        return;
    }
    // SAFETY: non-null CXFile handed to the visitor.
    let name = take_string(unsafe { clang_getFileName(file) });
    let stack: &[CXSourceLocation] = if stack.is_null() || len == 0 {
        &[]
    } else {
        // SAFETY: libclang passes `len` locations at `stack`, valid during the call.
        unsafe { std::slice::from_raw_parts(stack, len as usize) }
    };
    let from = stack.iter().rev().map(|l| file_line(*l)).collect();
    out.push(Inclusion { name, from });
}

impl TranslationUnit<'_> {
    /// Every file entry, in the order the preprocessor entered them.
    pub fn inclusions(&self) -> Vec<Inclusion> {
        let mut out: Vec<Inclusion> = Vec::new();
        // SAFETY: the visitor only runs during this call and only touches `out`.
        unsafe {
            clang_getInclusions(
                self.raw(),
                collect_inclusion,
                &mut out as *mut Vec<Inclusion> as CXClientData,
            );
        }
        out
    }

    /// The ranges the preprocessor skipped, by file and line.
    pub fn skipped_ranges(&self) -> Vec<SkippedRange> {
        let mut out = Vec::new();
        // SAFETY: the list is owned by us and disposed below; each range belongs to the unit.
        unsafe {
            let list = clang_getAllSkippedRanges(self.raw());
            if list.is_null() {
                return out;
            }
            let ranges = if (*list).ranges.is_null() {
                &[][..]
            } else {
                std::slice::from_raw_parts((*list).ranges, (*list).count as usize)
            };
            for r in ranges {
                let start = file_line(clang_getRangeStart(*r));
                let end = file_line(clang_getRangeEnd(*r));
                out.push(SkippedRange {
                    file: start.file,
                    first: start.line,
                    last: end.line,
                });
            }
            clang_disposeSourceRangeList(list);
        }
        out
    }

    /// The bytes clang read for `name` (disk or unsaved), if the unit used
    /// that file. The buffer belongs to the unit.
    pub fn file_contents(&self, name: &str) -> Option<&[u8]> {
        let c_name = CString::new(name).ok()?;
        // SAFETY: live unit, valid C string; a non-null result is a file of
        // this unit, which is what `file_bytes` needs.
        let file = unsafe { clang_getFile(self.raw(), c_name.as_ptr()) };
        if file.is_null() {
            return None;
        }
        self.file_bytes(super::cursor::FileId(file as usize))
    }

    /// The name clang spells `file` with.
    pub fn file_name(&self, file: super::cursor::FileId) -> String {
        // SAFETY: `file` came from a cursor of this live unit.
        unsafe { take_string(clang_getFileName(file.0 as CXFile)) }
    }

    /// The bytes clang read for `file`. The buffer belongs to the unit.
    pub fn file_bytes(&self, file: super::cursor::FileId) -> Option<&[u8]> {
        let mut size: usize = 0;
        // SAFETY: `file` came from a cursor of this live unit; the buffer is
        // owned by the unit and outlives the returned borrow of `self`.
        unsafe {
            let p = clang_getFileContents(
                self.raw(),
                file.0 as CXFile,
                &mut size as *mut usize as *mut _,
            );
            if p.is_null() {
                return None;
            }
            Some(std::slice::from_raw_parts(p as *const u8, size))
        }
    }

    /// Where every error (or fatal error) was reported, after macro
    /// expansion: the error's own position first, then those of its notes
    /// (such as "in instantiation of ... requested here"). Cheaper than
    /// [`TranslationUnit::diagnostics`]: nothing is formatted.
    pub fn error_positions(&self) -> Vec<Vec<FileLine>> {
        let mut out = Vec::new();
        // SAFETY: live unit; each top-level diagnostic is disposed after use.
        // Child diagnostics belong to their parent and are not disposed.
        unsafe {
            let n = clang_getNumDiagnostics(self.raw());
            for i in 0..n {
                let d = clang_getDiagnostic(self.raw(), i);
                let sev = clang_getDiagnosticSeverity(d);
                if sev == CXDiagnostic_Error || sev == CXDiagnostic_Fatal {
                    let mut at = vec![file_line(clang_getDiagnosticLocation(d))];
                    let children = clang_getChildDiagnostics(d);
                    if !children.is_null() {
                        for k in 0..clang_getNumDiagnosticsInSet(children) {
                            let c = clang_getDiagnosticInSet(children, k);
                            if !c.is_null() {
                                at.push(file_line(clang_getDiagnosticLocation(c)));
                            }
                        }
                    }
                    out.push(at);
                }
                clang_disposeDiagnostic(d);
            }
        }
        out
    }
}
