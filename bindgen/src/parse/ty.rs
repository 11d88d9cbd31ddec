//! clang types -> IR types.

use super::Parser;
use crate::clang::{self, Cursor};
use crate::ir::{FloatKind, FnSig, IntKind, Layout, TypeId, TypeKind};

impl Parser<'_> {
    /// The IR type for a clang type, creating it on first use.
    pub(crate) fn type_of(&mut self, t: clang::Type<'_>) -> TypeId {
        self.type_of_depth(t, 0)
    }

    fn type_of_depth(&mut self, t: clang::Type<'_>, depth: u32) -> TypeId {
        use clang::*;
        if depth > 200 {
            return self.opaque(t, "type nesting too deep");
        }
        match t.kind() {
            CXType_Elaborated => match t.named() {
                Some(n) => self.type_of_depth(n, depth + 1),
                None => self.opaque(t, "unresolvable elaborated type"),
            },
            CXType_Attributed => match t.modified() {
                Some(m) => self.type_of_depth(m, depth + 1),
                None => self.opaque(t, "unresolvable attributed type"),
            },
            CXType_Typedef => match t.declaration() {
                Some(d) => self.typedef_type(d),
                None => self.type_of_depth(t.canonical(), depth + 1),
            },
            CXType_Record => match t.declaration() {
                Some(d) => self.record_type(d),
                None => self.opaque(t, "record without declaration"),
            },
            CXType_Enum => match t.declaration() {
                Some(d) => self.enum_type(d),
                None => self.opaque(t, "enum without declaration"),
            },
            CXType_Pointer | CXType_BlockPointer => {
                let Some(pointee) = t.pointee() else {
                    return self.opaque(t, "pointer without pointee");
                };
                let pid = if t.kind() == CXType_BlockPointer {
                    self.primitive("void", TypeKind::Void, None)
                } else {
                    self.type_of_depth(pointee, depth + 1)
                };
                let layout = layout_of(t);
                self.add_type(
                    TypeKind::Pointer {
                        pointee: pid,
                        pointee_const: pointee.is_const(),
                    },
                    layout,
                )
            }
            CXType_ConstantArray => {
                let elem = match t.element() {
                    Some(e) => self.type_of_depth(e, depth + 1),
                    None => return self.opaque(t, "array without element type"),
                };
                let len = t.num_elements().unwrap_or(0);
                self.add_type(TypeKind::Array { elem, len }, layout_of(t))
            }
            CXType_IncompleteArray | CXType_VariableArray | CXType_DependentSizedArray => {
                let elem = match t.element() {
                    Some(e) => self.type_of_depth(e, depth + 1),
                    None => return self.opaque(t, "array without element type"),
                };
                self.add_type(TypeKind::IncompleteArray { elem }, None)
            }
            CXType_FunctionProto | CXType_FunctionNoProto => {
                let sig = self.fn_sig_of_type(t, None);
                self.add_type(TypeKind::Function(Box::new(sig)), None)
            }
            // `typeof(T)`/`typeof(expr)` (the kernel's per-CPU variables)
            // is not exposed by libclang; what it stands for is the
            // canonical type, as upstream emits it.
            CXType_Unexposed if t.canonical().kind() != CXType_Unexposed => {
                self.type_of_depth(t.canonical(), depth + 1)
            }
            _ => self.builtin(t),
        }
    }

    fn builtin(&mut self, t: clang::Type<'_>) -> TypeId {
        use clang::*;
        let int = |k: IntKind| TypeKind::Int(k);
        let (name, kind) = match t.kind() {
            CXType_Void => ("void", TypeKind::Void),
            CXType_Bool => ("bool", TypeKind::Bool),
            CXType_Char_S => ("char", int(IntKind::Char { signed: true })),
            CXType_Char_U => ("char", int(IntKind::Char { signed: false })),
            CXType_SChar => ("signed char", int(IntKind::SChar)),
            CXType_UChar => ("unsigned char", int(IntKind::UChar)),
            CXType_Short => ("short", int(IntKind::Short)),
            CXType_UShort => ("unsigned short", int(IntKind::UShort)),
            CXType_Int => ("int", int(IntKind::Int)),
            CXType_UInt => ("unsigned int", int(IntKind::UInt)),
            CXType_Long => ("long", int(IntKind::Long)),
            CXType_ULong => ("unsigned long", int(IntKind::ULong)),
            CXType_LongLong => ("long long", int(IntKind::LongLong)),
            CXType_ULongLong => ("unsigned long long", int(IntKind::ULongLong)),
            CXType_Int128 => ("__int128", int(IntKind::I128)),
            CXType_UInt128 => ("unsigned __int128", int(IntKind::U128)),
            CXType_Char16 => ("char16_t", int(IntKind::Char16)),
            CXType_Char32 => ("char32_t", int(IntKind::Char32)),
            CXType_WChar => ("wchar_t", int(IntKind::Int)),
            CXType_Float => ("float", TypeKind::Float(FloatKind::Float)),
            CXType_Double => ("double", TypeKind::Float(FloatKind::Double)),
            CXType_LongDouble => ("long double", TypeKind::Float(FloatKind::LongDouble)),
            CXType_Float128 => ("__float128", TypeKind::Float(FloatKind::Float128)),
            CXType_Complex => {
                let elem = t.element().map(|e| e.kind());
                let fk = match elem {
                    Some(CXType_Float) => FloatKind::Float,
                    Some(CXType_Double) => FloatKind::Double,
                    _ => return self.opaque(t, "complex type of a non-float element"),
                };
                let key = if fk == FloatKind::Float {
                    "float _Complex"
                } else {
                    "double _Complex"
                };
                return self.primitive(key, TypeKind::Complex(fk), layout_of(t));
            }
            _ => {
                let what = format!("unsupported type '{}'", t.spelling());
                return self.opaque(t, &what);
            }
        };
        self.primitive(name, kind, layout_of(t))
    }

    /// A cached primitive type.
    pub(crate) fn primitive(
        &mut self,
        key: &str,
        kind: TypeKind,
        layout: Option<Layout>,
    ) -> TypeId {
        if let Some(id) = self.prim_cache.get(key) {
            return *id;
        }
        let id = self.add_type(kind, layout);
        self.prim_cache.insert(key.to_string(), id);
        id
    }

    /// An opaque blob standing for a type we cannot express.
    pub(crate) fn opaque(&mut self, t: clang::Type<'_>, reason: &str) -> TypeId {
        crate::error::warn(&format!("{reason}: emitted as an opaque blob"));
        self.add_type(
            TypeKind::Opaque {
                reason: reason.to_string(),
            },
            layout_of(t),
        )
    }

    /// Signature of a function type; parameter names come from `decl` when given.
    /// The IR type of a declaration's type; parameter names of a function-pointer
    /// declarator (`int (*cb)(int x)`) come from the declaration's `ParmDecl` children.
    pub(crate) fn type_of_decl(&mut self, t: clang::Type<'_>, decl: Cursor<'_>) -> TypeId {
        let names: Vec<String> = decl
            .children()
            .iter()
            .filter(|c| c.kind() == clang::CXCursor_ParmDecl)
            .map(Cursor::spelling)
            .collect();
        if names.is_empty() {
            return self.type_of(t);
        }
        self.pending_param_names = Some(names);
        let id = self.type_of(t);
        self.pending_param_names = None;
        id
    }

    /// A parameter's type: arrays decay to pointers to their element (or, with
    /// `--use-array-pointers-in-arguments`, to pointers to the whole array).
    fn param_type(&mut self, at: clang::Type<'_>, decl: Option<Cursor<'_>>) -> TypeId {
        use clang::*;
        if matches!(
            at.kind(),
            CXType_ConstantArray
                | CXType_IncompleteArray
                | CXType_VariableArray
                | CXType_DependentSizedArray
        ) {
            if let Some(elem) = at.element() {
                let (pointee, pointee_const) =
                    if self.opts.array_pointers_in_arguments && at.kind() == CXType_ConstantArray {
                        (self.type_of(at), elem.is_const())
                    } else {
                        (self.type_of(elem), elem.is_const())
                    };
                return self.add_type(
                    TypeKind::Pointer {
                        pointee,
                        pointee_const,
                    },
                    None,
                );
            }
        }
        match decl {
            Some(d) => self.type_of_decl(at, d),
            None => self.type_of(at),
        }
    }

    pub(crate) fn fn_sig_of_type(&mut self, t: clang::Type<'_>, decl: Option<Cursor<'_>>) -> FnSig {
        let pending = if decl.is_none() {
            self.pending_param_names.take()
        } else {
            None
        };
        let ret = match t.result() {
            Some(r) => self.type_of(r),
            None => self.primitive("void", TypeKind::Void, None),
        };
        let mut params = Vec::new();
        if let Some(d) = decl {
            for a in d.arguments().unwrap_or_default() {
                let name = a.spelling();
                let ty = match a.ty() {
                    Some(at) => self.param_type(at, Some(a)),
                    None => continue,
                };
                params.push(((!name.is_empty()).then_some(name), ty));
            }
        } else {
            for (i, at) in t.args().unwrap_or_default().into_iter().enumerate() {
                let ty = self.param_type(at, None);
                let name = pending
                    .as_ref()
                    .and_then(|n| n.get(i))
                    .filter(|n| !n.is_empty())
                    .cloned();
                params.push((name, ty));
            }
        }
        let variadic = t.kind() == clang::CXType_FunctionProto && t.is_variadic();
        FnSig {
            ret,
            params,
            variadic,
            abi: abi_name(t.calling_conv()).to_string(),
            noreturn: false,
        }
    }
}

fn abi_name(cc: clang::CXCallingConv) -> &'static str {
    use clang::*;
    match cc {
        CXCallingConv_X86StdCall => "stdcall",
        CXCallingConv_X86FastCall => "fastcall",
        CXCallingConv_X86ThisCall => "thiscall",
        CXCallingConv_X86VectorCall => "vectorcall",
        CXCallingConv_AAPCS => "aapcs",
        CXCallingConv_X86_64Win64 => "win64",
        _ => "C",
    }
}

/// Size and alignment of a complete type.
pub(crate) fn layout_of(t: clang::Type<'_>) -> Option<Layout> {
    Some(Layout {
        size: t.size()?,
        align: t.align()?,
    })
}
