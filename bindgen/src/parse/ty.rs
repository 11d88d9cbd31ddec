//! clang types -> IR types.

use super::cursor_facts::{in_template, layout_of, TEMPLATE_INSTANTIATION};
use super::Parser;
use crate::clang::{self, Cursor};
use crate::fixpoint::{walk, Step};
use crate::ir::{FloatKind, FnSig, IntKind, Layout, TypeId, TypeKind};

/// How deep a clang type may nest (pointers to arrays of pointers, template
/// arguments of template arguments) before it is emitted as an opaque blob.
/// Its own bound, above [`crate::fixpoint::MAX_DEPTH`]: the cut-off shows in
/// output (an opaque type in place of the real one), and every level of a
/// clang type (elaborated, typedef, pointer, array, template argument)
/// counts, so heavily templated C++ gets deeper than the IR recursions do.
const TYPE_NESTING_LIMIT: u32 = 200;

impl Parser<'_> {
    /// The IR type for a clang type, creating it on first use.
    pub(crate) fn type_of(&mut self, t: clang::Type<'_>) -> TypeId {
        self.type_of_depth(t, 0)
    }

    pub(crate) fn type_of_depth(&mut self, t: clang::Type<'_>, depth: u32) -> TypeId {
        use clang::*;
        if crate::fixpoint::too_deep_at("`parse::ty::type_of_depth`", depth, TYPE_NESTING_LIMIT) {
            return self.opaque(t, "type nesting too deep");
        }
        if let Some(id) = self.objc_type(t) {
            return id;
        }
        match t.kind() {
            CXType_Elaborated => match t.named() {
                Some(n) => self.type_of_depth(n, depth + 1),
                None => self.opaque(t, "unresolvable elaborated type"),
            },
            // `_Atomic(T)` is named as `T`, as upstream does: for the integer,
            // pointer and power-of-two-sized types it is used with, the layout
            // is `T`'s (record layouts still come from clang's offsets).
            CXType_Atomic => match t.atomic_value() {
                Some(v) => self.type_of_depth(v, depth + 1),
                None => self.opaque(t, "unresolvable atomic type"),
            },
            // A type attribute: nullability, `noderef`, `btf_type_tag`
            // (the kernel's `__user`) change nothing Rust sees, and the type
            // is the one the attribute was written on. Those that change the
            // type itself are read from the attributed type, which libclang
            // looks through: a calling convention or `noreturn` (the
            // function's signature), `__ptr32`/`__ptr64` (the pointer's size).
            CXType_Attributed => {
                let canon = t.canonical().kind();
                if matches!(canon, CXType_FunctionProto | CXType_FunctionNoProto) {
                    let sig = self.fn_sig_of_type(t, None);
                    return self.add_type(TypeKind::Function(Box::new(sig)), None);
                }
                if canon == CXType_Pointer {
                    if let Some(l) = layout_of(t).filter(|l| l.size != self.ir.pointer_size) {
                        let reason = crate::ir::MS_POINTER_REASON.to_string();
                        return self.add_type(TypeKind::Opaque { reason }, Some(l));
                    }
                }
                match t.modified() {
                    Some(m) => self.type_of_depth(m, depth + 1),
                    None => self.opaque(t, "unresolvable attributed type"),
                }
            }
            // A typedef declared in a template (`duration<long>::rep`) is
            // named by what it stands for until templates are supported.
            // One declared in a template definition, named inside it, is a
            // generic alias (`Dep_value_type<T>`).
            CXType_Typedef
                if self.ir.cxx
                    && !self.template_scope.is_empty()
                    && t.declaration()
                        .is_some_and(|d| super::template::generic_scope(d).is_some()) =>
            {
                match t.declaration() {
                    Some(d) => self.typedef_type(d),
                    None => self.type_of_depth(t.canonical(), depth + 1),
                }
            }
            CXType_Typedef if self.ir.cxx && t.declaration().is_some_and(in_template) => {
                // One naming an instantiation keeps the arguments as the
                // template wrote them (`Iter<const_pointer, Str>`): upstream
                // names its layout check by them.
                let canonical = t.canonical();
                let written = t
                    .declaration()
                    .and_then(|d| d.typedef_underlying())
                    .filter(|u| u.num_template_args().is_some_and(|n| n > 0));
                if let (CXType_Record, Some(w)) = (canonical.kind(), written) {
                    if let Some(id) = self.sugared_instantiation(canonical, w, depth) {
                        return id;
                    }
                }
                self.type_of_depth(canonical, depth + 1)
            }
            CXType_Typedef => match t.declaration() {
                Some(d) => self.typedef_type(d),
                None => self.type_of_depth(t.canonical(), depth + 1),
            },
            // `auto x = 2.5;`: the type clang deduced (a deduced type
            // that is still dependent stays what it is below).
            CXType_Auto if t.canonical().kind() != CXType_Auto => {
                self.type_of_depth(t.canonical(), depth + 1)
            }
            // C++20's `char8_t`: libclang has no type kind for it and
            // reports it unexposed; upstream binds it as `u8` (the
            // qualifiers are read from the type where it is used).
            CXType_Unexposed if self.ir.cxx && is_char8(&t.canonical().spelling()) => {
                let kind = TypeKind::Int(IntKind::Fixed {
                    bits: 8,
                    signed: false,
                    pointer_sized: false,
                });
                self.primitive("char8_t", kind, layout_of(t))
            }
            // `Node<T>` and `T` inside a template definition.
            CXType_Unexposed if self.ir.cxx && t.canonical().kind() == CXType_Unexposed => {
                self.dependent_type(t, depth)
            }
            // The injected class name (`Node *next;` inside `Node<T>`) and
            // classes nested in a template, inside its definition.
            CXType_Record
                if self.ir.cxx
                    && t.declaration().is_some_and(|d| {
                        d.kind() == CXCursor_ClassTemplate
                            || (in_template(d) && super::template::generic_scope(d).is_some())
                    }) =>
            {
                match t.declaration() {
                    Some(d) if d.kind() == CXCursor_ClassTemplate => self.dependent_type(t, depth),
                    Some(d) => self.record_type(d),
                    None => self.opaque(t, "record without declaration"),
                }
            }
            CXType_Record
                if self.ir.cxx
                    && (t.num_template_args().is_some_and(|n| n > 0)
                        || t.declaration().is_some_and(in_template)) =>
            {
                if let Some(id) = self.concrete_instantiation(t, depth) {
                    return id;
                }
                // One opaque type (and one warning) per instantiation.
                let key = format!("template:{}", t.canonical().spelling());
                if let Some(id) = self.prim_cache.get(&key) {
                    return *id;
                }
                let what = format!("{} '{}'", TEMPLATE_INSTANTIATION, t.spelling());
                let id = self.opaque(t, &what);
                self.prim_cache.insert(key, id);
                id
            }
            CXType_LValueReference | CXType_RValueReference => {
                let Some(pointee) = t.pointee() else {
                    return self.opaque(t, "reference without referee");
                };
                let pointee_const = const_elements(pointee);
                let pid = self.type_of_depth(pointee, depth + 1);
                // clang reports the referee's size for a reference type
                // (`sizeof(T&) == sizeof(T)`); as a member it is a pointer.
                let size = self.ir.pointer_size;
                self.add_type(
                    TypeKind::Reference {
                        pointee: pid,
                        pointee_const,
                        rvalue: t.kind() == CXType_RValueReference,
                    },
                    Some(Layout { size, align: size }),
                )
            }
            CXType_Record | CXType_Enum
                if !self.ir.cxx && t.declaration().is_some_and(in_prototype_scope) =>
            {
                self.prototype_scope_tag(t)
            }
            CXType_Record => match t.declaration() {
                Some(d) => self.record_type(d),
                None => self.opaque(t, "record without declaration"),
            },
            CXType_Enum => match t.declaration() {
                Some(d) => self.enum_type(d),
                None => self.opaque(t, "enum without declaration"),
            },
            // A pointer to a data member (`int Widget::*`) holds an offset
            // with a pointer's size and passing; upstream spells it as a
            // pointer to the member's type, and so do we. A pointer to a
            // member function (two words) stays an opaque blob.
            CXType_Pointer | CXType_BlockPointer | CXType_MemberPointer
                if t.kind() != CXType_MemberPointer || is_data_member_pointer(t) =>
            {
                let Some(pointee) = t.pointee() else {
                    return self.opaque(t, "pointer without pointee");
                };
                // An MS `__ptr32`/`__ptr64` pointer that is not the target's
                // width: an integer blob of its size (as upstream), since a
                // Rust pointer would have the wrong size.
                if let Some(l) = layout_of(t).filter(|l| l.size != self.ir.pointer_size) {
                    let reason = crate::ir::MS_POINTER_REASON.to_string();
                    return self.add_type(TypeKind::Opaque { reason }, Some(l));
                }
                let pointee_const = const_elements(pointee);
                // A block's signature, for `--generate-block` only (otherwise
                // nothing it names should be reached through it).
                let block_sig = (t.kind() == CXType_BlockPointer && self.opts.generate_block)
                    .then(|| self.type_of_depth(pointee, depth + 1));
                let pid = if t.kind() == CXType_BlockPointer {
                    self.primitive("void", TypeKind::Void, None)
                } else if pointee_const && !pointee.is_const() {
                    // `const T` seen only through the canonical type (an array of
                    // `const` elements, a typedef of a `const` type) is named by
                    // its canonical type, as upstream does.
                    self.type_of_depth(pointee.canonical(), depth + 1)
                } else {
                    self.type_of_depth(pointee, depth + 1)
                };
                let layout = layout_of(t);
                let id = self.add_type(
                    TypeKind::Pointer {
                        pointee: pid,
                        pointee_const,
                    },
                    layout,
                );
                if !self.ir.cxx && volatile_elements(pointee) {
                    self.ir.volatile_pointees.insert(id);
                }
                if let Some(sig) = block_sig {
                    self.ir.block_pointers.insert(id, sig);
                }
                id
            }
            CXType_ConstantArray => {
                let elem = match t.element() {
                    Some(e) => self.type_of_depth(e, depth + 1),
                    None => return self.opaque(t, "array without element type"),
                };
                let len = t.num_elements().unwrap_or(0);
                let id = self.add_type(TypeKind::Array { elem, len }, layout_of(t));
                self.note_layout(id, t);
                id
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
                let canonical = t.canonical();
                // `Box<my_int>` as written: its arguments keep their
                // typedefs (`Box<my_int>`, `Box<i8>` for `int8_t`), as
                // upstream spells them, where the canonical type has
                // `Box<int>`.
                if self.ir.cxx
                    && canonical.kind() == CXType_Record
                    && t.num_template_args().is_some_and(|n| n > 0)
                {
                    if let Some(id) = self.sugared_instantiation(canonical, t, depth) {
                        return id;
                    }
                }
                self.type_of_depth(canonical, depth + 1)
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
            // As upstream: C++'s built-in `wchar_t` is an unsigned integer
            // of its size (C's is a typedef and never gets here).
            CXType_WChar => (
                "wchar_t",
                int(IntKind::Fixed {
                    bits: t.size().map_or(32, |s| (s * 8) as u32),
                    signed: false,
                    pointer_sized: false,
                }),
            ),
            CXType_Float => ("float", TypeKind::Float(FloatKind::Float)),
            CXType_Double => ("double", TypeKind::Float(FloatKind::Double)),
            CXType_LongDouble => ("long double", TypeKind::Float(FloatKind::LongDouble)),
            CXType_Float128 => ("__float128", TypeKind::Float(FloatKind::Float128)),
            CXType_Float16 | CXType_Half => ("_Float16", TypeKind::Float(FloatKind::Float16)),
            CXType_Complex => {
                let elem = t.element().map(|e| e.kind());
                let fk = match elem {
                    Some(CXType_Float) => FloatKind::Float,
                    Some(CXType_Double) => FloatKind::Double,
                    // A `long double` that is a `double` has `f64`'s layout.
                    Some(CXType_LongDouble) if t.element().and_then(|e| e.size()) == Some(8) => {
                        FloatKind::LongDouble
                    }
                    Some(CXType_LongDouble) => {
                        return self.opaque(t, crate::ir::LONG_DOUBLE_COMPLEX_REASON);
                    }
                    // `_Complex long double`, `_Complex int`: no Rust
                    // element type has their layout (`f64` is half of a
                    // `long double`), so the blob keeps the C size.
                    _ => {
                        let reason = format!("`{}` has no Rust element type", t.spelling());
                        return self.opaque(t, &reason);
                    }
                };
                let key = match fk {
                    FloatKind::Float => "float _Complex",
                    FloatKind::LongDouble => "long double _Complex",
                    _ => "double _Complex",
                };
                return self.primitive(key, TypeKind::Complex(fk), layout_of(t));
            }
            // GCC and OpenCL vectors are arrays of their elements, as upstream
            // writes them; the record planner keeps their larger alignment.
            CXType_Vector | CXType_ExtVector => {
                let (Some(elem), Some(len)) = (t.element(), t.num_elements()) else {
                    return self.opaque(t, "vector type without an element type");
                };
                let elem = self.type_of(elem);
                let id = self.add_type(TypeKind::Array { elem, len }, layout_of(t));
                self.ir.vectors.insert(id);
                return id;
            }
            // `decltype(nullptr)` (`std::nullptr_t`) holds a null pointer:
            // a pointer to `const void`, as upstream spells it.
            CXType_NullPtr => {
                let void = self.primitive("void", TypeKind::Void, None);
                let kind = TypeKind::Pointer {
                    pointee: void,
                    pointee_const: true,
                };
                return self.primitive("decltype(nullptr)", kind, layout_of(t));
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
        self.ir.primitive_spellings.insert(id, key.to_string());
        id
    }

    /// The type of a C tag first declared in a function prototype's
    /// parameter list (`void take(struct tag *p);`): a type of that
    /// prototype alone, which no other declaration can name. Upstream
    /// spells it as a blob of the tag's size (`u32` for an enum, so that a
    /// by-value parameter keeps its ABI), an empty one when the tag is
    /// incomplete; so do we (one type per layout).
    fn prototype_scope_tag(&mut self, t: clang::Type<'_>) -> TypeId {
        let reason = crate::ir::PROTOTYPE_TAG_REASON;
        let layout = layout_of(t)
            .filter(|l| l.size > 0)
            .unwrap_or(Layout { size: 0, align: 1 });
        self.primitive(
            &if layout.size == 0 {
                reason.to_string()
            } else {
                format!("{reason} {}/{}", layout.size, layout.align)
            },
            TypeKind::Opaque {
                reason: reason.to_string(),
            },
            Some(layout),
        )
    }

    /// An opaque blob standing for a type we cannot express.
    pub(crate) fn opaque(&mut self, t: clang::Type<'_>, reason: &str) -> TypeId {
        // The warning waits for the selection (`analysis::select::
        // report_opaque_used`): a type of a system header that nothing
        // emitted uses (`std::nullptr_t`) is no concern of the user's.
        let id = self.add_type(
            TypeKind::Opaque {
                reason: reason.to_string(),
            },
            layout_of(t),
        );
        self.note_layout(id, t);
        if self.template_scope.is_empty() {
            self.ir.unsupported_types.insert(id);
        }
        id
    }

    /// Signature of a function type; parameter names come from `decl` when given.
    /// The IR type of a declaration's type; parameter names of a function-pointer
    /// declarator (`int (*cb)(int x)`) come from the declaration's `ParmDecl` children.
    /// The declaration's name goes with it, for `--override-abi` patterns.
    pub(crate) fn type_of_decl(&mut self, t: clang::Type<'_>, decl: Cursor<'_>) -> TypeId {
        if !self.opts.abi_overrides.is_empty() {
            self.pending_declarator = Some(decl.spelling());
        }
        // (The name `Class` is given, see `objc::ObjcState::context`.)
        let outer_context = self.objc_enter(decl);
        let names = declared_param_names(decl, 0);
        if !names.is_empty() {
            self.pending_param_names = Some(names);
        }
        let id = self.type_of(t);
        self.objc.context = outer_context;
        // Not taken when the type is no function type of its own (a typedef
        // name, a record): it must not reach a later declaration.
        self.pending_param_names = None;
        self.pending_declarator = None;
        id
    }

    /// A parameter's type: arrays decay to pointers to their element (the
    /// array as written is kept in `Ir::array_params`, for
    /// `--use-array-pointers-in-arguments`, which `analysis::lower` applies).
    /// Arrays named through typedefs decay too (`vec3 v`, and `va_list`, which is
    /// an array typedef on x86_64): passing them by value would be the wrong ABI.
    /// The typedef such a parameter was written with comes second.
    pub(crate) fn param_type(
        &mut self,
        at: clang::Type<'_>,
        decl: Option<Cursor<'_>>,
    ) -> (TypeId, Option<TypeId>) {
        use clang::*;
        let canon = at.canonical();
        if is_array_kind(canon.kind()) {
            let typedef = (!is_array_kind(at.kind())).then(|| self.type_of(at));
            // Qualifiers of a typedef'd array (`const vec3`) belong to its elements;
            // the canonical type is where clang puts them.
            let pointee_const = const_elements(canon);
            let written = written_array(at).unwrap_or(canon);
            if let Some(elem) = written.element() {
                let pointee = self.type_of(elem);
                // The array as written, which the pointer points to instead
                // under `--use-array-pointers-in-arguments` (decided in
                // `analysis::lower`): the typedef itself (`*mut vec3`,
                // without its qualifiers) or the array type. A variable
                // length array has no Rust type: its pointer always decays.
                let whole = match (written.kind(), typedef) {
                    (CXType_VariableArray, _) => None,
                    (CXType_ConstantArray, Some(typedef)) => Some(typedef),
                    _ => {
                        let len = written.num_elements().unwrap_or(0);
                        let layout = layout_of(written);
                        let id = self.add_type(TypeKind::Array { elem: pointee, len }, layout);
                        self.note_layout(id, written);
                        Some(id)
                    }
                };
                let ptr = self.add_type(
                    TypeKind::Pointer {
                        pointee,
                        pointee_const,
                    },
                    None,
                );
                if let Some(whole) = whole {
                    self.ir.array_params.insert(ptr, whole);
                }
                return (ptr, typedef);
            }
        }
        let ty = match decl {
            Some(d) => self.type_of_decl(at, d),
            None => self.type_of(at),
        };
        (ty, None)
    }

    pub(crate) fn fn_sig_of_type(&mut self, t: clang::Type<'_>, decl: Option<Cursor<'_>>) -> FnSig {
        let (pending, declarator) = if decl.is_none() {
            (
                self.pending_param_names.take(),
                self.pending_declarator.take(),
            )
        } else {
            (None, None)
        };
        // A declarator returning a function pointer (`int (*(*get)(int k))(double v)`)
        // lists the returned type's parameters first (`v`, then `k`): the
        // last ones are this function's, the others name the returned type's.
        let arity = t.args().map_or(0, |a| a.len());
        let (returned_names, pending) = match pending {
            Some(mut names) if names.len() > arity => {
                let own = names.split_off(names.len() - arity);
                (Some(names), Some(own))
            }
            other => (None, other),
        };
        self.pending_param_names = returned_names;
        // A returned function pointer is written in the same declaration:
        // `--override-abi` patterns match it by that name too, as upstream's.
        if !self.opts.abi_overrides.is_empty() {
            self.pending_declarator = decl.map(|d| d.spelling()).or_else(|| declarator.clone());
        }
        let ret = match t.result() {
            Some(r) => self.type_of(r),
            None => self.primitive("void", TypeKind::Void, None),
        };
        self.pending_param_names = None;
        self.pending_declarator = None;
        let mut params = Vec::new();
        let mut written_typedefs = Vec::new();
        if let Some(d) = decl {
            let type_args = t.args().unwrap_or_default();
            for (i, a) in d.arguments().unwrap_or_default().into_iter().enumerate() {
                let name = a.spelling();
                let Some(at) = a.ty() else { continue };
                // A C library function clang knows as a builtin (`malloc`,
                // `fread`, `snprintf`) has the builtin's type, without the
                // header's typedefs: `size_t` is `unsigned long` there.
                // Upstream names such parameters by the function's type, so
                // `malloc` takes a `c_ulong`; other parameters keep their
                // declared spelling (arrays before decay, for one).
                let at = match type_args.get(i) {
                    Some(ft) if same_type_respelled(*ft, at) => *ft,
                    _ => at,
                };
                let (ty, typedef) = self.param_type(at, Some(a));
                written_typedefs.extend(typedef);
                params.push(((!name.is_empty()).then_some(name), ty));
            }
        } else {
            for (i, at) in t.args().unwrap_or_default().into_iter().enumerate() {
                let declared = pending.as_ref().and_then(|n| n.get(i));
                // A function-pointer parameter declared with names of its own
                // (`int (*tokenize)(void *ctx, int (*emit)(void *ctx, int n))`
                // in a member): its type takes those names, as upstream.
                let nested = declared.map(|d| d.nested.clone()).unwrap_or_default();
                if !nested.is_empty() {
                    self.pending_param_names = Some(nested);
                }
                // Its declarator name (empty when unnamed) is what
                // `--override-abi` patterns match for a function-pointer
                // parameter, as for the parameters of a function.
                if pending.is_some() && !self.opts.abi_overrides.is_empty() {
                    self.pending_declarator =
                        Some(declared.map(|d| d.name.clone()).unwrap_or_default());
                }
                let outer_context = self.objc_enter_name(declared.map(|d| d.name.as_str()));
                let (ty, typedef) = self.param_type(at, None);
                self.objc.context = outer_context;
                self.pending_param_names = None;
                // Not taken when the parameter is no function pointer: it
                // must not reach a later function type.
                self.pending_declarator = None;
                written_typedefs.extend(typedef);
                let name = declared.map(|d| d.name.clone()).filter(|n| !n.is_empty());
                params.push((name, ty));
            }
        }
        // (`t` may be an attributed function type: its canonical kind counts.)
        let variadic = t.canonical().kind() == clang::CXType_FunctionProto && t.is_variadic();
        FnSig {
            ret,
            params,
            variadic,
            abi: abi_name(t.calling_conv()).to_string(),
            noreturn: type_is_noreturn(t),
            declarator,
            written_typedefs,
        }
    }
}

/// Whether `a` and `b` are one type spelled two ways (`unsigned long` and
/// `size_t`). Types of one kind are taken as spelled alike: the check runs
/// for every parameter, and comparing kinds first spares the spellings.
fn same_type_respelled(a: clang::Type<'_>, b: clang::Type<'_>) -> bool {
    a.kind() != b.kind() && a.canonical().spelling() == b.canonical().spelling()
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
        // `sysv_abi` on Windows x64 (upstream stops with a panic there).
        CXCallingConv_X86_64SysV => "sysv64",
        // Conventions no Rust ABI spells (`regcall`, `preserve_most`,
        // `aarch64_vector_pcs`, ...): the `?` marks the function as not
        // declarable (see `codegen::functions::abi_supported`); passing
        // arguments the `C` way would be wrong.
        CXCallingConv_X86Pascal => "?pascal",
        CXCallingConv_AAPCS_VFP => "?aapcs-vfp",
        CXCallingConv_X86RegCall => "?regcall",
        CXCallingConv_IntelOclBicc => "?intel_ocl_bicc",
        CXCallingConv_Swift => "?swiftcall",
        CXCallingConv_SwiftAsync => "?swiftasynccall",
        CXCallingConv_PreserveMost => "?preserve_most",
        CXCallingConv_PreserveAll => "?preserve_all",
        CXCallingConv_AArch64VectorCall => "?aarch64_vector_pcs",
        CXCallingConv_AArch64SVEPCS => "?aarch64_sve_pcs",
        _ => "C",
    }
}

/// Whether a function type carries `__attribute__((noreturn))` (part of the
/// type in clang, unlike `_Noreturn`, which is only seen with
/// `--enable-function-attribute-detection`). libclang has no query for it, but
/// prints it in the type's spelling; occurrences that come from the result or
/// parameter types (pointers to noreturn functions) are not this type's own.
fn type_is_noreturn(t: clang::Type<'_>) -> bool {
    const ATTR: &str = "__attribute__((noreturn))";
    let own = t.spelling().matches(ATTR).count();
    if own == 0 {
        return false;
    }
    let inner: usize = t
        .result()
        .into_iter()
        .chain(t.args().unwrap_or_default())
        .map(|p| p.spelling().matches(ATTR).count())
        .sum();
    own > inner
}

fn is_array_kind(k: clang::CXTypeKind) -> bool {
    use clang::*;
    matches!(
        k,
        CXType_ConstantArray
            | CXType_IncompleteArray
            | CXType_VariableArray
            | CXType_DependentSizedArray
    )
}

/// The array type a parameter was written with, looking through typedefs
/// (`vec3` -> `float[3]`), so its element keeps the name it was declared with.
fn written_array(t: clang::Type<'_>) -> Option<clang::Type<'_>> {
    use clang::*;
    walk("typedefs of a parameter", t, |cur| {
        let next = match cur.kind() {
            k if is_array_kind(k) => return Step::Done(Some(cur)),
            CXType_Elaborated => cur.named(),
            CXType_Attributed => cur.modified(),
            CXType_Typedef => cur.declaration().and_then(|d| d.typedef_underlying()),
            _ => None,
        };
        match next {
            Some(n) => Step::Next(n),
            None => Step::Done(None),
        }
    })
    .flatten()
}

/// Whether `t`, or the innermost element of `t` when it is an array (of
/// arrays…), is `const`: `const int[9]` points to read-only memory.
pub(crate) fn const_elements(t: clang::Type<'_>) -> bool {
    elements_qualified(t, |cur| cur.is_const())
}

/// Whether `t` (or, for an array, its element type) is `volatile`, as
/// [`const_elements`] for `const`.
pub(crate) fn volatile_elements(t: clang::Type<'_>) -> bool {
    elements_qualified(t, |cur| cur.is_volatile())
}

/// Whether `t` or an element type of it (through arrays of arrays) has the
/// qualifier `qualified` asks about.
fn elements_qualified(t: clang::Type<'_>, qualified: fn(&clang::Type<'_>) -> bool) -> bool {
    walk("array elements", t.canonical(), |cur| {
        if qualified(&cur) {
            return Step::Done(true);
        }
        if !is_array_kind(cur.kind()) {
            return Step::Done(false);
        }
        match cur.element() {
            Some(e) => Step::Next(e),
            None => Step::Done(false),
        }
    })
    .unwrap_or(false)
}

/// A parameter name from a declarator, with the names of the parameters of
/// the function pointer it may itself declare (`int (*emit)(int n)`).
#[derive(Clone, Debug)]
pub(crate) struct ParamName {
    pub(crate) name: String,
    pub(crate) nested: Vec<ParamName>,
}

/// The `ParmDecl` children of `decl` (a field, variable, typedef or
/// parameter whose type is a function pointer), nested ones included.
fn declared_param_names(decl: Cursor<'_>, depth: u32) -> Vec<ParamName> {
    // Bounded: declarators nest only as deep as the source does.
    if crate::fixpoint::too_deep("`parse::ty::declared_param_names`", depth) {
        return Vec::new();
    }
    decl.children()
        .iter()
        .filter(|c| c.kind() == clang::CXCursor_ParmDecl)
        .map(|c| ParamName {
            name: c.spelling(),
            nested: declared_param_names(*c, depth + 1),
        })
        .collect()
}

/// Whether tag declaration `d` belongs to a function prototype's parameter
/// list (C: such a tag is visible in that prototype only).
fn in_prototype_scope(d: Cursor<'_>) -> bool {
    d.semantic_parent()
        .is_some_and(|p| p.kind() == clang::CXCursor_FunctionDecl)
}

/// Whether a canonical type spelling is C++20's `char8_t`, qualified or not.
fn is_char8(spelling: &str) -> bool {
    let mut words = spelling.split_whitespace().rev();
    words.next() == Some("char8_t") && words.all(|w| w == "const" || w == "volatile")
}

/// Whether a member pointer type points to a data member (not a method).
fn is_data_member_pointer(t: clang::Type<'_>) -> bool {
    use clang::*;
    t.pointee().is_some_and(|p| {
        !matches!(
            p.canonical().kind(),
            CXType_FunctionProto | CXType_FunctionNoProto
        )
    })
}
