//! Types as libclang reports them.

use super::{take_string, Cursor};
use clang_sys::*;
use std::marker::PhantomData;

/// A valid (non-`Invalid`) clang type.
#[derive(Clone, Copy)]
pub struct Type<'tu> {
    raw: CXType,
    _tu: PhantomData<&'tu ()>,
}

impl std::fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Type({} {:?})", self.kind(), self.spelling())
    }
}

impl<'tu> Type<'tu> {
    pub(crate) fn from_raw(raw: CXType) -> Option<Self> {
        (raw.kind != CXType_Invalid).then_some(Type {
            raw,
            _tu: PhantomData,
        })
    }

    pub(crate) fn raw(&self) -> CXType {
        self.raw
    }

    /// The raw type kind.
    pub fn kind(&self) -> CXTypeKind {
        self.raw.kind
    }

    /// Spelling, e.g. `const struct foo *`.
    pub fn spelling(&self) -> String {
        // SAFETY: valid type.
        take_string(unsafe { clang_getTypeSpelling(self.raw) })
    }

    /// Canonical type (typedefs removed).
    pub fn canonical(&self) -> Type<'tu> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_getCanonicalType(self.raw) }).unwrap_or(*self)
    }

    /// The declaration of a record, enum or typedef type.
    pub fn declaration(&self) -> Option<Cursor<'tu>> {
        // SAFETY: valid type.
        let c = Cursor::from_raw(unsafe { clang_getTypeDeclaration(self.raw) })?;
        (c.kind() != CXCursor_NoDeclFound).then_some(c)
    }

    /// Pointee of a pointer type.
    pub fn pointee(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_getPointeeType(self.raw) })
    }

    /// Element type of an array, vector or complex type.
    pub fn element(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_getElementType(self.raw) })
    }

    /// Offset in bits of the field named `field` inside this record type,
    /// found through anonymous members as C name lookup does; `None` when
    /// clang cannot tell (incomplete or dependent type, no such field).
    pub fn offset_of_field(&self, field: &str) -> Option<u64> {
        let name = std::ffi::CString::new(field).ok()?;
        // SAFETY: valid type; `name` is a NUL-terminated string that outlives the call.
        u64::try_from(unsafe { clang_Type_getOffsetOf(self.raw, name.as_ptr()) }).ok()
    }

    /// Number of elements of a constant array or vector.
    pub fn num_elements(&self) -> Option<u64> {
        // SAFETY: valid type.
        u64::try_from(unsafe { clang_getNumElements(self.raw) }).ok()
    }

    /// The type named by an elaborated type (`struct foo` -> the record type).
    pub fn named(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_Type_getNamedType(self.raw) })
    }

    /// The modified type of an attributed type.
    pub fn modified(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_Type_getModifiedType(self.raw) })
    }

    /// The base type of an Objective-C object type (`Base` for
    /// `__kindof Base`, `id` for `id<P>`).
    pub fn objc_object_base(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_Type_getObjCObjectBaseType(self.raw) })
    }

    /// The value type of an `_Atomic(T)` type.
    pub fn atomic_value(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_Type_getValueType(self.raw) })
    }

    /// Size in bytes, if the type is complete.
    pub fn size(&self) -> Option<u64> {
        // SAFETY: valid type.
        u64::try_from(unsafe { clang_Type_getSizeOf(self.raw) }).ok()
    }

    /// Alignment in bytes, if the type is complete.
    pub fn align(&self) -> Option<u64> {
        // SAFETY: valid type.
        u64::try_from(unsafe { clang_Type_getAlignOf(self.raw) }).ok()
    }

    /// Whether the type is `const`-qualified.
    pub fn is_const(&self) -> bool {
        // SAFETY: valid type.
        unsafe { clang_isConstQualifiedType(self.raw) != 0 }
    }

    /// Whether the type is `volatile`-qualified.
    pub fn is_volatile(&self) -> bool {
        // SAFETY: valid type.
        unsafe { clang_isVolatileQualifiedType(self.raw) != 0 }
    }

    /// Result type of a function type.
    pub fn result(&self) -> Option<Type<'tu>> {
        // SAFETY: valid type.
        Type::from_raw(unsafe { clang_getResultType(self.raw) })
    }

    /// Argument types of a function prototype.
    pub fn args(&self) -> Option<Vec<Type<'tu>>> {
        // SAFETY: valid type.
        let n = u32::try_from(unsafe { clang_getNumArgTypes(self.raw) }).ok()?;
        // SAFETY: index below the reported count.
        Some(
            (0..n)
                .filter_map(|i| Type::from_raw(unsafe { clang_getArgType(self.raw, i) }))
                .collect(),
        )
    }

    /// Whether a function prototype is variadic.
    pub fn is_variadic(&self) -> bool {
        // SAFETY: valid type.
        unsafe { clang_isFunctionTypeVariadic(self.raw) != 0 }
    }

    /// Calling convention of a function type.
    pub fn calling_conv(&self) -> CXCallingConv {
        // SAFETY: valid type.
        unsafe { clang_getFunctionTypeCallingConv(self.raw) }
    }

    /// The typedef name of a typedef type.
    pub fn typedef_name(&self) -> String {
        // SAFETY: valid type.
        take_string(unsafe { clang_getTypedefName(self.raw) })
    }
}
