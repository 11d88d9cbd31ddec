//! Cursors: positions in clang's AST.

use super::{take_string, Type};
use clang_sys::*;
use std::marker::PhantomData;
use std::os::raw::c_void;

/// A non-null cursor borrowed from a translation unit.
#[derive(Clone, Copy)]
pub struct Cursor<'tu> {
    raw: CXCursor,
    _tu: PhantomData<&'tu ()>,
}

/// A spelling location.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Location {
    /// File name as clang spells it (empty for builtins).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// Byte offset in the file.
    pub offset: u32,
}

/// A file of the unit, by identity (valid while the unit lives).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FileId(pub(crate) usize);

/// Where a cursor's extent lies in one file (spelling positions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileSpan {
    /// The file.
    pub file: FileId,
    /// 1-based line of the start.
    pub line: u32,
    /// 1-based column (in bytes) of the start.
    pub col: u32,
    /// Byte offset of the start.
    pub start: u32,
    /// Byte offset just past the end.
    pub end: u32,
}

impl std::fmt::Debug for Cursor<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Cursor({} {:?})", self.kind(), self.spelling())
    }
}

impl<'tu> Cursor<'tu> {
    pub(crate) fn from_raw(raw: CXCursor) -> Option<Self> {
        // What `clang_isInvalid` tests, without two calls through the loader
        // per cursor (a walk makes hundreds of thousands): the null cursor
        // (`clang_getNullCursor`) has the kind `CXCursor_InvalidFile`, inside
        // this range (`CXCursor_FirstInvalid` to `CXCursor_LastInvalid`) too.
        if (CXCursor_InvalidFile..=CXCursor_InvalidCode).contains(&raw.kind) {
            return None;
        }
        Some(Cursor {
            raw,
            _tu: PhantomData,
        })
    }

    pub(crate) fn raw(&self) -> CXCursor {
        self.raw
    }

    /// The cursor kind.
    pub fn kind(&self) -> CXCursorKind {
        self.raw.kind
    }

    /// Name of the entity (empty for anonymous ones).
    pub fn spelling(&self) -> String {
        // SAFETY: live cursor; returns an owned CXString.
        take_string(unsafe { clang_getCursorSpelling(self.raw) })
    }

    /// Unified symbol resolution string.
    pub fn usr(&self) -> String {
        // SAFETY: live cursor.
        take_string(unsafe { clang_getCursorUSR(self.raw) })
    }

    /// A hash that is equal for equal cursors.
    pub fn hash(&self) -> u32 {
        // SAFETY: live cursor.
        unsafe { clang_hashCursor(self.raw) }
    }

    /// Whether two cursors denote the same entity position.
    pub fn same(&self, other: &Cursor<'_>) -> bool {
        // SAFETY: both live.
        unsafe { clang_equalCursors(self.raw, other.raw) != 0 }
    }

    /// The type of the entity.
    pub fn ty(&self) -> Option<Type<'tu>> {
        // SAFETY: live cursor.
        Type::from_raw(unsafe { clang_getCursorType(self.raw) })
    }

    /// Spelling location of the cursor's start.
    pub fn location(&self) -> Location {
        // SAFETY: live cursor; out-parameters are locals.
        unsafe {
            let loc = clang_getCursorLocation(self.raw);
            let mut file: CXFile = std::ptr::null_mut();
            let (mut line, mut column, mut offset) = (0, 0, 0);
            clang_getSpellingLocation(loc, &mut file, &mut line, &mut column, &mut offset);
            let file = if file.is_null() {
                String::new()
            } else {
                take_string(clang_getFileName(file))
            };
            Location {
                file,
                line,
                column,
                offset,
            }
        }
    }

    /// The cursor's extent as byte offsets in the file that holds it, or
    /// `None` when it has no file or starts and ends in different files.
    pub fn file_span(&self) -> Option<FileSpan> {
        // SAFETY: live cursor; out-parameters are locals.
        unsafe {
            let range = clang_getCursorExtent(self.raw);
            let (mut f1, mut f2): (CXFile, CXFile) = (std::ptr::null_mut(), std::ptr::null_mut());
            let (mut line, mut col, mut start, mut end) = (0, 0, 0, 0);
            clang_getSpellingLocation(
                clang_getRangeStart(range),
                &mut f1,
                &mut line,
                &mut col,
                &mut start,
            );
            clang_getSpellingLocation(
                clang_getRangeEnd(range),
                &mut f2,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                &mut end,
            );
            if f1.is_null() || f1 != f2 || end < start {
                return None;
            }
            Some(FileSpan {
                file: FileId(f1 as usize),
                line,
                col,
                start,
                end,
            })
        }
    }

    /// A string that identifies this exact source position, distinguishing
    /// declarations produced by different expansions of one macro as well as
    /// different declarations inside one expansion.
    pub fn position_key(&self) -> String {
        // SAFETY: live cursor; out-parameters are locals.
        unsafe {
            let loc = clang_getCursorLocation(self.raw);
            let mut file: CXFile = std::ptr::null_mut();
            let (mut l1, mut c1, mut o1) = (0, 0, 0);
            clang_getExpansionLocation(loc, &mut file, &mut l1, &mut c1, &mut o1);
            let f1 = if file.is_null() {
                String::new()
            } else {
                take_string(clang_getFileName(file))
            };
            let mut file2: CXFile = std::ptr::null_mut();
            let (mut l2, mut c2, mut o2) = (0, 0, 0);
            clang_getSpellingLocation(loc, &mut file2, &mut l2, &mut c2, &mut o2);
            let ext = clang_getCursorExtent(self.raw);
            let end = clang_getRangeEnd(ext);
            let (mut l3, mut c3, mut o3) = (0, 0, 0);
            clang_getSpellingLocation(end, std::ptr::null_mut(), &mut l3, &mut c3, &mut o3);
            format!("{f1}:{o1}:{o2}:{o3}")
        }
    }

    /// Whether the cursor is in a system header.
    pub fn is_in_system_header(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Location_isInSystemHeader(clang_getCursorLocation(self.raw)) != 0 }
    }

    /// Whether this cursor is a definition (not just a declaration).
    pub fn is_definition(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_isCursorDefinition(self.raw) != 0 }
    }

    /// The defining cursor of the entity, if any is visible.
    pub fn definition(&self) -> Option<Cursor<'tu>> {
        // SAFETY: live cursor.
        Cursor::from_raw(unsafe { clang_getCursorDefinition(self.raw) })
    }

    /// The canonical (first) declaration of the entity.
    pub fn canonical(&self) -> Cursor<'tu> {
        // SAFETY: live cursor; canonical of a valid cursor is valid.
        Cursor::from_raw(unsafe { clang_getCanonicalCursor(self.raw) }).unwrap_or(*self)
    }

    /// The entity a reference cursor points to.
    pub fn referenced(&self) -> Option<Cursor<'tu>> {
        // SAFETY: live cursor.
        Cursor::from_raw(unsafe { clang_getCursorReferenced(self.raw) })
    }

    /// The semantic parent (e.g. the struct a nested struct is declared in).
    pub fn semantic_parent(&self) -> Option<Cursor<'tu>> {
        // SAFETY: live cursor.
        Cursor::from_raw(unsafe { clang_getCursorSemanticParent(self.raw) })
    }

    /// The lexical parent (where the declaration is written).
    pub fn lexical_parent(&self) -> Option<Cursor<'tu>> {
        // SAFETY: live cursor.
        Cursor::from_raw(unsafe { clang_getCursorLexicalParent(self.raw) })
    }

    /// Direct children in source order.
    pub fn children(&self) -> Vec<Cursor<'tu>> {
        extern "C" fn visit(c: CXCursor, _p: CXCursor, data: CXClientData) -> CXChildVisitResult {
            // SAFETY: `data` is the `&mut Vec<CXCursor>` passed below, alive for the visit.
            let out = unsafe { &mut *(data as *mut Vec<CXCursor>) };
            out.push(c);
            CXChildVisit_Continue
        }
        let mut raw: Vec<CXCursor> = Vec::new();
        // SAFETY: the callback only pushes into `raw`, which outlives the call.
        unsafe {
            clang_visitChildren(
                self.raw,
                visit,
                &mut raw as *mut Vec<CXCursor> as *mut c_void,
            );
        }
        raw.into_iter().filter_map(Cursor::from_raw).collect()
    }

    /// Whether the record or namespace is anonymous.
    pub fn is_anonymous(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isAnonymous(self.raw) != 0 }
    }

    /// Whether a record declaration is an anonymous *member* (C11 anonymous struct/union).
    pub fn is_anonymous_record_member(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isAnonymousRecordDecl(self.raw) != 0 }
    }

    /// Whether a field is a bitfield.
    pub fn is_bitfield(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isBitField(self.raw) != 0 }
    }

    /// Width of a bitfield, if this is one.
    pub fn bit_width(&self) -> Option<u32> {
        if !self.is_bitfield() {
            return None;
        }
        // SAFETY: live cursor that is a bitfield.
        let w = unsafe { clang_getFieldDeclBitWidth(self.raw) };
        u32::try_from(w).ok()
    }

    /// Offset of a field in bits from the start of its record, if known.
    pub fn field_offset_bits(&self) -> Option<u64> {
        // SAFETY: live cursor.
        let off = unsafe { clang_Cursor_getOffsetOfField(self.raw) };
        u64::try_from(off).ok()
    }

    /// Signed value of an enum constant.
    pub fn enum_value_signed(&self) -> i64 {
        // SAFETY: live cursor (caller checks it is an enum constant).
        unsafe { clang_getEnumConstantDeclValue(self.raw) }
    }

    /// Unsigned value of an enum constant.
    pub fn enum_value_unsigned(&self) -> u64 {
        // SAFETY: live cursor (caller checks it is an enum constant).
        unsafe { clang_getEnumConstantDeclUnsignedValue(self.raw) }
    }

    /// Integer type of an enum declaration.
    pub fn enum_integer_type(&self) -> Option<Type<'tu>> {
        // SAFETY: live cursor.
        Type::from_raw(unsafe { clang_getEnumDeclIntegerType(self.raw) })
    }

    /// Underlying type of a typedef declaration.
    pub fn typedef_underlying(&self) -> Option<Type<'tu>> {
        // SAFETY: live cursor.
        Type::from_raw(unsafe { clang_getTypedefDeclUnderlyingType(self.raw) })
    }

    /// Result type of a function declaration.
    pub fn result_type(&self) -> Option<Type<'tu>> {
        // SAFETY: live cursor.
        Type::from_raw(unsafe { clang_getCursorResultType(self.raw) })
    }

    /// Parameter declarations of a function (None for K&R without prototype).
    pub fn arguments(&self) -> Option<Vec<Cursor<'tu>>> {
        // SAFETY: live cursor.
        let n = unsafe { clang_Cursor_getNumArguments(self.raw) };
        let n = u32::try_from(n).ok()?;
        // SAFETY: index below the count libclang reported.
        Some(
            (0..n)
                .filter_map(|i| Cursor::from_raw(unsafe { clang_Cursor_getArgument(self.raw, i) }))
                .collect(),
        )
    }

    /// Storage class (`static`, `extern`, …).
    pub fn storage_class(&self) -> CX_StorageClass {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_getStorageClass(self.raw) }
    }

    /// Linkage of the entity.
    pub fn linkage(&self) -> CXLinkageKind {
        // SAFETY: live cursor.
        unsafe { clang_getCursorLinkage(self.raw) }
    }

    /// Whether the entity has default symbol visibility (not `hidden` or
    /// `protected`, by attribute, pragma or the target's default).
    pub fn has_default_visibility(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_getCursorVisibility(self.raw) == CXVisibility_Default }
    }

    /// Whether a function is declared `inline`.
    pub fn is_inlined_function(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isFunctionInlined(self.raw) != 0 }
    }

    /// Whether the cursor is an attribute (`__attribute__((...))` and the like).
    pub fn is_attribute(&self) -> bool {
        // SAFETY: `clang_isAttribute` only inspects the kind value.
        unsafe { clang_isAttribute(self.kind()) != 0 }
    }

    /// The name of the file an inclusion directive includes, if clang found it.
    pub fn included_file_name(&self) -> Option<String> {
        // SAFETY: live cursor; a cursor of another kind gives a null file.
        let file = unsafe { clang_getIncludedFile(self.raw) };
        if file.is_null() {
            return None;
        }
        // SAFETY: non-null file of the live unit.
        Some(take_string(unsafe { clang_getFileName(file) }))
    }

    /// Whether a macro definition is function-like.
    pub fn is_macro_function_like(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isMacroFunctionLike(self.raw) != 0 }
    }

    /// Whether a macro is a compiler builtin.
    pub fn is_macro_builtin(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isMacroBuiltin(self.raw) != 0 }
    }

    /// Raw doc comment text attached to the entity.
    pub fn raw_comment(&self) -> Option<String> {
        // SAFETY: live cursor.
        let s = take_string(unsafe { clang_Cursor_getRawCommentText(self.raw) });
        (!s.is_empty()).then_some(s)
    }

    /// The mangled symbol name (for C: the name, or an `__asm__` label with a `\u{1}` prefix).
    pub fn mangling(&self) -> String {
        // SAFETY: live cursor.
        take_string(unsafe { clang_Cursor_getMangling(self.raw) })
    }

    /// Whether the entity has any attribute.
    pub fn has_attrs(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_hasAttrs(self.raw) != 0 }
    }

    /// Whether a function cursor is variadic.
    pub fn is_variadic(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isVariadic(self.raw) != 0 }
    }
}
