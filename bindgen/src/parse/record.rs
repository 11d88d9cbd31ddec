//! Structs, unions, enums and typedefs: the declarations that name types.

use super::comments::doc_text;
use super::cursor_facts::{
    access_of, decl_key, in_template, is_record_decl, layout_of, source_loc,
};
use super::member_spelling::FirstNamedTags;
use super::Parser;
use crate::clang::{self, Cursor};
use crate::ir::{
    Annotations, Enum, EnumVariant, Field, FieldKind, IntKind, Record, RecordKind, TypeId, TypeKind,
};

/// What the comment on a declaration says.
#[derive(Default)]
pub(crate) struct Comment {
    /// Doc text, when doc comments are generated.
    pub doc: Option<String>,
    /// `<div rustbindgen ...>` annotations.
    pub annotations: Option<Box<Annotations>>,
}

/// The item an annotation was written on.
pub(crate) enum Annotated {
    Type(TypeId),
    Field(TypeId, usize),
    Variant(TypeId, usize),
    Function(crate::ir::FunctionId),
    Var(crate::ir::VarId),
}

impl Parser<'_> {
    /// The doc text (when doc comments are generated) and the annotations
    /// of the comment on `c`, from one look at the comment.
    pub(crate) fn comment_of(&self, c: Cursor<'_>) -> Comment {
        let Some(raw) = c.raw_comment() else {
            return Comment::default();
        };
        let annotations = super::annotations::read(&raw).map(Box::new);
        // An empty comment (`/***/`) gives no doc attribute at all.
        let text = doc_text(&raw);
        let doc = (self.opts.generate_comments && !text.is_empty()).then(|| {
            self.opts
                .parse_callbacks
                .iter()
                .rev()
                .find_map(|cb| cb.process_comment(&text))
                .unwrap_or(text)
        });
        Comment { doc, annotations }
    }

    /// Keeps `annotations` (if any) for `target`.
    pub(crate) fn annotate(&mut self, target: Annotated, annotations: Option<Box<Annotations>>) {
        let Some(a) = annotations else { return };
        let table = &mut self.ir.annotations;
        match target {
            Annotated::Type(id) => {
                // Written as `--c-naming` sees it too.
                table.c_naming_types.remove(&id);
                table.types.insert(id, *a)
            }
            Annotated::Field(id, i) => table.fields.insert((id, i), *a),
            Annotated::Variant(id, i) => table.variants.insert((id, i), *a),
            Annotated::Function(i) => table.functions.insert(i, *a),
            Annotated::Var(i) => table.vars.insert(i, *a),
        };
    }

    /// The record type declared by `decl` (any declaration of it).
    /// `c`'s place in the source; for an implicit declaration (no file:
    /// `__builtin_va_list`, `struct __va_list_tag`), the file of the
    /// top-level declaration that first names it.
    fn loc_or_first_use(&self, c: Cursor<'_>) -> crate::ir::SourceLoc {
        let mut loc = source_loc(c);
        if loc.file.is_empty() {
            loc.file = self.top_file.clone();
        }
        loc
    }

    pub(crate) fn record_type(&mut self, decl: Cursor<'_>) -> TypeId {
        self.reading_declaration(|p| p.read_record_type(decl))
    }

    fn read_record_type(&mut self, decl: Cursor<'_>) -> TypeId {
        let key = decl_key(decl);
        if let Some(id) = self.decls.get(&key) {
            return *id;
        }
        let decl_kind = if decl.kind() == clang::CXCursor_ClassTemplate {
            decl.template_kind()
        } else {
            decl.kind()
        };
        let kind = if decl_kind == clang::CXCursor_UnionDecl {
            RecordKind::Union
        } else {
            RecordKind::Struct
        };
        let def = decl.definition();
        let named = def.unwrap_or(decl);
        let name = (!named.is_anonymous())
            .then(|| named.spelling())
            .filter(|n| !n.is_empty());
        let comment = self.comment_of(named);
        // A class first named by an elaborated type in a class member
        // (`struct Sink *sink;`) and never defined: C++ puts it in the
        // enclosing namespace, upstream at file scope (`Sink`); as upstream.
        let member_named = def.is_none()
            && named
                .lexical_parent()
                .is_some_and(|p| is_record_decl(p.kind()))
            && !named
                .semantic_parent()
                .is_some_and(|p| is_record_decl(p.kind()));
        let module = if self.ir.cxx && member_named {
            crate::ir::ModuleId::ROOT
        } else {
            self.module_of(named)
        };
        let record = Record {
            module,
            cxx: None,
            kind,
            name,
            typedef_name: None,
            parent: None,
            complete: false,
            fields: Vec::new(),
            inner_types: Vec::new(),
            layout: None,
            packed_attr: false,
            loc: self.loc_or_first_use(named),
            doc: comment.doc,
            force_opaque: None,
            generic: None,
        };
        let builtin = named.location().file.is_empty();
        let id = self.add_type(TypeKind::Record(Box::new(record)), None);
        self.annotate(Annotated::Type(id), comment.annotations);
        self.decls.insert(key, id);
        if builtin {
            // Implicit declarations (`struct __va_list_tag`) never appear as cursors.
            self.builtin_roots.push(id);
        }
        // C has no struct scope: a tag first named in a member (`struct fwd
        // *p;`) is a file-scope type. Only a definition written inside a
        // record is named after it (`outer_inner`). C++ has: a class
        // declared in a class (`struct PrivateData;`) belongs to it, defined
        // or not (`Outer_PrivateData`, as upstream).
        let parent = if self.ir.cxx {
            record_parent(named, true)
        } else {
            def.and_then(c_tag_parent)
        };
        if def.is_none() && !builtin {
            self.implicit_tags.push(id);
        }
        let parent_id = parent.map(|p| self.record_type(p));
        if let TypeKind::Record(r) = &mut self.ir.types[id.0].kind {
            r.parent = parent_id;
        }
        self.adopt_late_child(parent_id, id);
        if let Some(def) = def {
            self.fill_record(id, def);
        }
        id
    }

    fn fill_record(&mut self, id: TypeId, def: Cursor<'_>) {
        // A template definition: its parameters are in scope while its
        // members are read, and it has no layout of its own.
        let scope = if self.ir.cxx {
            super::template::generic_scope(def)
        } else {
            None
        };
        let outer_scope = scope
            .as_ref()
            .map(|s| std::mem::replace(&mut self.template_scope, s.clone()));
        let generic = scope.as_ref().map(|s| Box::new(self.generic_of(s)));
        self.fill_record_members(id, def, generic);
        if let Some(outer) = outer_scope {
            self.template_scope = outer;
        }
    }

    fn fill_record_members(
        &mut self,
        id: TypeId,
        def: Cursor<'_>,
        mut generic: Option<Box<crate::ir::Generic>>,
    ) {
        let layout = def.ty().and_then(layout_of);
        let children = def.children();
        let mut fields = Vec::new();
        let mut inner = Vec::new();
        let mut packed = false;
        let mut force_opaque = None;
        let mut first_named = FirstNamedTags::default();
        for (i, child) in children.iter().enumerate() {
            match child.kind() {
                clang::CXCursor_FieldDecl => {
                    let Some(ct) = child.ty() else { continue };
                    let ty = self.type_of_decl(ct, *child);
                    if !self.ir.cxx {
                        if let Some(m) = first_named.member(ct) {
                            self.ir.member_spellings.insert((id, fields.len()), m);
                        }
                    } else if let Some(item) = super::var_spelling::unnamed_item(ct) {
                        self.ir.cxx_member_items.insert((id, fields.len()), item);
                    }
                    let name = child.spelling();
                    let kind = match child.bit_width() {
                        Some(width) => FieldKind::Bitfield { width },
                        None => FieldKind::Data,
                    };
                    let offset_bits = match child.field_offset_bits() {
                        Some(o) => o,
                        // (A template's members have no offsets: see `ir::Generic`.)
                        None if generic.is_some() => 0,
                        None => {
                            force_opaque = Some(format!("offset of field '{name}' is unknown"));
                            0
                        }
                    };
                    let comment = self.comment_of(*child);
                    self.annotate(Annotated::Field(id, fields.len()), comment.annotations);
                    fields.push(Field {
                        access: if self.ir.cxx {
                            access_of(*child)
                        } else {
                            crate::ir::Access::Public
                        },
                        name: (!name.is_empty()).then_some(name),
                        ty,
                        kind,
                        offset_bits,
                        doc: comment.doc,
                    });
                }
                clang::CXCursor_StructDecl
                | clang::CXCursor_UnionDecl
                | clang::CXCursor_ClassDecl
                    if self.ir.cxx
                        && in_template(*child)
                        && super::template::generic_scope(*child).is_none() =>
                {
                    self.unsupported(*child, "member class template specialization")
                }
                // A C tag that is never defined and only named here outside a
                // member's type (`struct fwd;` alone, `sizeof(struct s *)` in
                // an array bound, `__alignof__(struct sockaddr *)` in an
                // attribute) declares nothing upstream binds; a member or
                // another declaration that uses it still brings it.
                clang::CXCursor_StructDecl
                | clang::CXCursor_UnionDecl
                | clang::CXCursor_EnumDecl
                    if !self.ir.cxx && !child.is_definition() && child.definition().is_none() =>
                {
                    first_named.declared(*child);
                }
                clang::CXCursor_StructDecl
                | clang::CXCursor_UnionDecl
                | clang::CXCursor_ClassDecl
                | clang::CXCursor_EnumDecl => {
                    let nested = if child.kind() == clang::CXCursor_EnumDecl {
                        self.enum_type(*child)
                    } else {
                        self.record_type(*child)
                    };
                    // (A C tag defined here but named at file scope, see
                    // `c_tag_parent`, is still emitted after this record.)
                    let file_scope_def =
                        !self.ir.cxx && child.is_definition() && self.parent_of(nested).is_none();
                    if !inner.contains(&nested) && (self.is_child_of(nested, id) || file_scope_def)
                    {
                        inner.push(nested);
                    }
                    if child.is_anonymous_record_member() {
                        let next_is_field = children.get(i + 1).is_some_and(|n| {
                            n.kind() == clang::CXCursor_FieldDecl
                                && n.ty()
                                    .and_then(|t| t.declaration())
                                    .is_some_and(|d| d.same(child))
                        });
                        if !next_is_field {
                            let offset_bits = anon_member_offset(def, *child)
                                .or_else(|| self.empty_member_offset(nested, &fields))
                                .unwrap_or_else(|| {
                                    force_opaque =
                                        Some("offset of an anonymous member is unknown".into());
                                    0
                                });
                            fields.push(Field {
                                access: crate::ir::Access::Public,
                                name: None,
                                ty: nested,
                                kind: FieldKind::Data,
                                offset_bits,
                                doc: None,
                            });
                        }
                    }
                }
                clang::CXCursor_PackedAttr => packed = true,
                _ => {}
            }
        }
        // `T x[0]` is the pre-C99 flexible array idiom; upstream spells every
        // member declared so (not through a typedef) as one, wherever it is.
        for f in &mut fields {
            if let TypeKind::Array { elem, len: 0 } = self.ir.ty(f.ty).kind {
                f.ty = self.add_type(TypeKind::IncompleteArray { elem }, None);
            }
        }
        let mut cxx = self.ir.cxx.then(|| Box::new(self.fill_class(id, def)));
        if let (Some(g), Some(c)) = (generic.as_mut(), cxx.as_mut()) {
            super::template::restrict_generic_class(g, c, &fields);
        }
        if let TypeKind::Record(r) = &mut self.ir.types[id.0].kind {
            r.generic = generic;
            r.cxx = cxx;
            r.complete = true;
            r.fields = fields;
            r.inner_types = inner;
            r.layout = layout;
            r.packed_attr = packed;
            r.force_opaque = force_opaque;
        }
        self.ir.types[id.0].layout = layout;
    }

    /// Where a zero-sized anonymous member (an empty GNU C `union {};`,
    /// which has no field to measure from) sits: right after the members
    /// before it, at its alignment. Its exact place changes no layout.
    fn empty_member_offset(&self, nested: TypeId, before: &[Field]) -> Option<u64> {
        let layout = self.ir.ty(nested).layout?;
        if layout.size != 0 {
            return None;
        }
        let mut end = 0;
        for f in before {
            let bits = match f.kind {
                FieldKind::Bitfield { width } => u64::from(width),
                FieldKind::Data => self.ir.ty(f.ty).layout.map_or(0, |l| l.size * 8),
            };
            end = end.max(f.offset_bits + bits);
        }
        let align = layout.align.max(1) * 8;
        Some(crate::ir::round_up(end, align))
    }

    fn is_child_of(&self, nested: TypeId, parent: TypeId) -> bool {
        self.parent_of(nested) == Some(parent)
    }

    /// The record a nested record or enum is named after.
    fn parent_of(&self, nested: TypeId) -> Option<TypeId> {
        match &self.ir.ty(nested).kind {
            TypeKind::Record(r) => r.parent,
            TypeKind::Enum(e) => e.parent,
            _ => None,
        }
    }

    /// The enum type declared by `decl`.
    pub(crate) fn enum_type(&mut self, decl: Cursor<'_>) -> TypeId {
        let key = decl_key(decl);
        if let Some(id) = self.decls.get(&key) {
            return *id;
        }
        let def = decl.definition().unwrap_or(decl);
        let repr = match def.enum_integer_type() {
            // An enum declared but never defined has no integer type of its
            // own in C; upstream represents it as `i32`.
            // C++: `enum class E : short;` has its type without a definition.
            Some(t) if !def.is_definition() && self.ir.cxx => self.type_of(t),
            Some(_) if !def.is_definition() => self.forward_enum_repr(),
            Some(t) => self.type_of(t),
            None => self.forward_enum_repr(),
        };
        // An enum in a class template has a dependent integer type until
        // instantiated (`enum { value = false };`): `int`, as an unfixed
        // enum whose values fit gets.
        let repr = if matches!(
            self.ir.ty(self.ir.resolve_aliases(repr)).kind,
            TypeKind::Int(_) | TypeKind::Bool
        ) {
            repr
        } else {
            self.forward_enum_repr()
        };
        let signed = self.is_signed_int(repr);
        let mut variants = Vec::new();
        let mut variant_annotations = Vec::new();
        for child in def.children() {
            if child.kind() == clang::CXCursor_EnumConstantDecl {
                let value = if signed {
                    i128::from(child.enum_value_signed())
                } else {
                    i128::from(child.enum_value_unsigned())
                };
                let comment = self.comment_of(child);
                if let Some(a) = comment.annotations {
                    variant_annotations.push((variants.len(), a));
                }
                variants.push(EnumVariant {
                    name: child.spelling(),
                    value,
                    doc: comment.doc,
                });
            }
        }
        // As for records: only an enum defined inside a record is nested.
        let parent = if self.ir.cxx && def.is_definition() {
            record_parent(def, true)
        } else if def.is_definition() {
            c_tag_parent(def)
        } else {
            None
        };
        let name = (!def.is_anonymous())
            .then(|| def.spelling())
            .filter(|n| !n.is_empty() && !n.contains(' '));
        let comment = self.comment_of(def);
        let module = self.module_of(def);
        let e = Enum {
            module,
            scoped: def.is_scoped_enum(),
            name,
            typedef_name: None,
            parent: None,
            repr,
            variants,
            complete: def.is_definition(),
            loc: source_loc(def),
            doc: comment.doc,
        };
        let layout = def.ty().and_then(layout_of);
        let id = self.add_type(TypeKind::Enum(Box::new(e)), layout);
        self.annotate(Annotated::Type(id), comment.annotations);
        for (i, a) in variant_annotations {
            self.annotate(Annotated::Variant(id, i), Some(a));
        }
        self.decls.insert(key, id);
        if !def.is_definition() {
            self.implicit_tags.push(id);
        }
        let parent_id = parent.map(|p| self.record_type(p));
        if let TypeKind::Enum(e) = &mut self.ir.types[id.0].kind {
            e.parent = parent_id;
        }
        self.adopt_late_child(parent_id, id);
        id
    }

    /// A nested type first named outside its parent (C++: `NodeType::value`
    /// in a signature; C: `union U` used by a struct reached through a
    /// forward declaration before the struct declaring `U`) makes the parent
    /// be filled while the nested type's parent is not set yet, so the
    /// parent missed it: add it now, in declaration order.
    fn adopt_late_child(&mut self, parent: Option<TypeId>, child: TypeId) {
        let Some(p) = parent else {
            return;
        };
        let offset = |ir: &crate::ir::Ir, t: TypeId| match &ir.ty(t).kind {
            TypeKind::Record(r) => r.loc.offset,
            TypeKind::Enum(e) => e.loc.offset,
            _ => 0,
        };
        let child_offset = offset(&self.ir, child);
        let inner: Vec<TypeId> = match &self.ir.ty(p).kind {
            TypeKind::Record(r) if r.complete && !r.inner_types.contains(&child) => {
                r.inner_types.clone()
            }
            _ => return,
        };
        let at = inner
            .iter()
            .position(|t| offset(&self.ir, *t) > child_offset)
            .unwrap_or(inner.len());
        if let TypeKind::Record(r) = &mut self.ir.types[p.0].kind {
            r.inner_types.insert(at, child);
        }
    }

    fn is_signed_int(&self, id: TypeId) -> bool {
        match &self.ir.ty(self.ir.resolve_aliases(id)).kind {
            TypeKind::Int(k) => k.is_signed(),
            _ => false,
        }
    }

    fn forward_enum_repr(&mut self) -> TypeId {
        let layout = Some(crate::ir::Layout { size: 4, align: 4 });
        let kind = TypeKind::Int(IntKind::Fixed {
            bits: 32,
            signed: true,
            pointer_sized: false,
        });
        self.primitive("int32_t", kind, layout)
    }

    /// The type a typedef declaration names.
    pub(crate) fn typedef_type(&mut self, decl: Cursor<'_>) -> TypeId {
        self.reading_declaration(|p| p.read_typedef_type(decl))
    }

    fn read_typedef_type(&mut self, decl: Cursor<'_>) -> TypeId {
        let alias_template = self.alias_template_params.take();
        let key = decl_key(decl);
        if let Some(id) = self.decls.get(&key) {
            return *id;
        }
        let name = decl.spelling();
        if let Some(id) = self.mapped_typedef(&name, decl) {
            self.decls.insert(key, id);
            return id;
        }
        let Some(under) = decl.typedef_underlying() else {
            let id = self.primitive("void", TypeKind::Void, None);
            return id;
        };
        let builtin = decl.location().file.is_empty();
        let first_builtin = self.builtin_roots.len();
        // Declared in a class template (or an alias template): its target
        // is read with the template's parameters in scope.
        let scope = if self.ir.cxx {
            super::template::generic_scope(decl).or_else(|| alias_template.map(|p| vec![p]))
        } else {
            None
        };
        let params: Vec<String> = scope
            .iter()
            .flatten()
            .flatten()
            .flatten()
            .cloned()
            .collect();
        let outer_scope = scope.map(|s| std::mem::replace(&mut self.template_scope, s));
        let target = self.type_of_decl(under, decl);
        if let Some(outer) = outer_scope {
            self.template_scope = outer;
        }
        if self.ir.cxx
            && self.ir.ty(target).layout.is_none()
            && matches!(self.ir.ty(target).kind, TypeKind::Opaque { .. })
        {
            // `typedef Tpl<char> T;` never instantiated: no size to give it;
            // `typedef typename Vec<T>::size_type size_type;`: no type at all.
            let what = match &self.ir.ty(target).kind {
                TypeKind::Opaque { reason } if reason.starts_with("dependent type") => {
                    "typedef of a dependent member type"
                }
                _ => "typedef of a template instantiation of unknown size",
            };
            self.unsupported(decl, what);
            self.decls.insert(key, target);
            return target;
        }
        // A typedef that names its tag or an anonymous record stands for it
        // (its uses name the record). Under `--c-naming` the record is
        // `struct_<name>` and the typedef stays an item of its own (`pub
        // type name = struct_name;`): `analysis::lower` decides that, from
        // the target as written (`Ir::tag_typedefs`).
        let transparent = self.claim_anonymous(target, &name);
        let written_target = target;
        // `typedef point_t point_s;` named like the tag `point_t` stands for:
        // its uses name the tag's type itself (as upstream spells them), not
        // the intermediate typedef.
        let target = if transparent {
            let resolved = self.ir.resolve_aliases(target);
            let tag_named_so = match &self.ir.ty(resolved).kind {
                TypeKind::Record(r) => r.name.as_deref() == Some(name.as_str()),
                TypeKind::Enum(e) => e.name.as_deref() == Some(name.as_str()),
                _ => false,
            };
            if tag_named_so {
                resolved
            } else {
                target
            }
        } else {
            target
        };
        let comment = self.comment_of(decl);
        let module = self.module_of(decl);
        let class_parent = record_parent(decl, self.ir.cxx).map(|p| self.record_type(p));
        let size_type = self.size_type_signedness(&name, under);
        let id = self.add_type(
            TypeKind::Alias {
                name,
                target,
                transparent,
                loc: self.loc_or_first_use(decl),
                doc: comment.doc,
                module,
                parent: class_parent,
                params,
            },
            layout_of(under),
        );
        self.note_layout(id, under);
        if let Some(signed) = size_type {
            self.ir.size_typedefs.insert(id, signed);
        }
        if transparent {
            self.ir.tag_typedefs.insert(id, written_target);
        }
        self.annotate_typedef(id, target, transparent, comment.annotations);
        self.decls.insert(key, id);
        // (A transparent typedef is placed too, as at file scope: it emits
        // nothing, unless `--c-naming` keeps it.)
        if builtin {
            self.builtin_roots.insert(first_builtin, id);
        }
        id
    }

    /// Keeps the annotations of typedef `id` (of `target`) where they apply,
    /// also as `--c-naming` sees them (`AnnotationTable::c_naming_types`),
    /// since which typedefs stand for their record is decided later.
    fn annotate_typedef(
        &mut self,
        id: TypeId,
        target: TypeId,
        transparent: bool,
        annotations: Option<Box<Annotations>>,
    ) {
        let table = &mut self.ir.annotations;
        // A typedef that names an anonymous record is emitted as that record:
        // its annotations are the record's. (Not under `--c-naming`, where
        // the record keeps its own.)
        if let (true, Some(a)) = (transparent, &annotations) {
            let own = table.types.get(&target).cloned();
            table.c_naming_types.entry(target).or_insert(own);
            table.types.insert(target, (**a).clone());
        }
        // A typedef of a record or enum that carries other annotations (from
        // a comment of its own, not the one it shares with the typedef that
        // defines it) takes none of its own, as upstream (`hide`, `opaque`
        // on it are ignored there). It takes the tag's `nocopy`, `nodebug`
        // and `nodefault` instead (the tag at the end of its typedef chain,
        // whether or not the typedef has a comment), as upstream: they show
        // where the typedef is a newtype not wrapping the tag itself (an
        // opaque blob, a consts-style enum's integer).
        let resolved = self.ir.resolve_aliases(target);
        let is_tag = matches!(
            self.ir.ty(resolved).kind,
            TypeKind::Record(_) | TypeKind::Enum(_)
        );
        let table = &self.ir.annotations;
        let other = |a: Option<&Annotations>| a.is_some_and(|a| annotations.as_deref() != Some(a));
        let tag_own = table.of_type(resolved);
        let target_annotated = !transparent && is_tag && other(tag_own);
        // Under `--c-naming` no typedef stands for its record, and records
        // keep their own annotations.
        let apart_target = match table.c_naming_types.get(&resolved) {
            Some(own) => own.as_ref(),
            None => tag_own,
        };
        let target_annotated_apart = is_tag && other(apart_target);
        let taken = |annotated: bool, tag: Option<&Annotations>| {
            if annotated {
                tag.and_then(Annotations::derive_limits)
            } else {
                annotations.as_deref().cloned()
            }
        };
        let main = taken(target_annotated, tag_own);
        let apart = taken(target_annotated_apart, apart_target);
        let differ = main != apart;
        // (`annotate` first: it forgets what `--c-naming` saw.)
        self.annotate(Annotated::Type(id), main.map(Box::new));
        if differ {
            self.ir.annotations.c_naming_types.insert(id, apart);
        }
    }

    /// `typedef struct {…} t;` names the anonymous record; `typedef struct t t;`
    /// names nothing new. Both make the alias transparent.
    fn claim_anonymous(&mut self, target: TypeId, name: &str) -> bool {
        // `typedef E_t E;` where `E_t` names `enum E` (gnutls' compat.h): C keeps
        // tags and typedef names apart, Rust does not, and both mean the same
        // type, so the typedef adds nothing.
        let resolved = self.ir.resolve_aliases(target);
        if resolved != target {
            let same_tag = match &self.ir.ty(resolved).kind {
                TypeKind::Record(r) => r.name.as_deref() == Some(name) && r.parent.is_none(),
                TypeKind::Enum(e) => e.name.as_deref() == Some(name) && e.parent.is_none(),
                _ => false,
            };
            if same_tag {
                return true;
            }
        }
        match &mut self.ir.types[target.0].kind {
            TypeKind::Record(r) => {
                if r.name.is_none() && r.typedef_name.is_none() && r.parent.is_none() {
                    r.typedef_name = Some(name.to_string());
                    return true;
                }
                r.name.as_deref() == Some(name) && r.parent.is_none()
            }
            TypeKind::Enum(e) => {
                if e.name.is_none() && e.typedef_name.is_none() && e.parent.is_none() {
                    e.typedef_name = Some(name.to_string());
                    return true;
                }
                e.name.as_deref() == Some(name) && e.parent.is_none()
            }
            _ => false,
        }
    }

    /// Whether a typedef is `size_t` or `ssize_t` of the target's pointer
    /// width (`Some(signed)`): one `--size_t-is-usize` makes a Rust
    /// `usize`/`isize` (a typedef of another width keeps its definition).
    fn size_type_signedness(&self, name: &str, under: clang::Type<'_>) -> Option<bool> {
        let signed = match name {
            "size_t" => false,
            "ssize_t" => true,
            _ => return None,
        };
        let bits = self.ir.pointer_size * 8;
        (layout_of(under).map(|l| l.size * 8) == Some(bits)).then_some(signed)
    }

    /// Typedefs that map straight onto Rust primitives (`size_t`, `uint32_t`, …).
    fn mapped_typedef(&mut self, name: &str, decl: Cursor<'_>) -> Option<TypeId> {
        let pointer_bits = (self.ir.pointer_size * 8) as u32;
        let (bits, signed, pointer_sized) = match name {
            "int8_t" => (8, true, false),
            "uint8_t" => (8, false, false),
            "int16_t" => (16, true, false),
            "uint16_t" => (16, false, false),
            "int32_t" => (32, true, false),
            "uint32_t" => (32, false, false),
            "int64_t" => (64, true, false),
            "uint64_t" => (64, false, false),
            // As upstream, the pointer-sized integers of <stdint.h>/<stddef.h>
            // are always `usize`/`isize`. (`size_t`/`ssize_t` stay typedefs
            // here: `--size_t-is-usize` is decided in `analysis::lower`.)
            "uintptr_t" => (pointer_bits, false, true),
            "intptr_t" | "ptrdiff_t" => (pointer_bits, true, true),
            _ => return None,
        };
        let under = decl.typedef_underlying()?;
        let layout = layout_of(under);
        // Only map when the C type really has that width (a typedef named `size_t`
        // of a different width keeps its own definition).
        if layout.map(|l| l.size * 8) != Some(u64::from(bits)) {
            return None;
        }
        Some(self.primitive(
            name,
            TypeKind::Int(IntKind::Fixed {
                bits,
                signed,
                pointer_sized,
            }),
            layout,
        ))
    }
}

/// The struct or union a declaration is written in, if any.
/// The record a C tag definition is named after (`outer_inner`): the one
/// it is written in, unless the tag was first declared at file scope
/// (`struct inner;` or `struct inner *make(void);` before `struct outer {
/// struct inner {...} i; };`), which names it `inner`, as upstream does. C
/// has no struct scope; the name follows where the tag first appears.
fn c_tag_parent(def: Cursor<'_>) -> Option<Cursor<'_>> {
    let first = def.canonical();
    if first
        .lexical_parent()
        .is_some_and(|p| p.kind() == clang::CXCursor_TranslationUnit)
    {
        return None;
    }
    record_parent(def, false)
}

fn record_parent(c: Cursor<'_>, cxx: bool) -> Option<Cursor<'_>> {
    // C++ scopes are semantic: `enum class S::E : short {…};` defined
    // outside `S` still belongs to it.
    let p = if cxx {
        c.semantic_parent()
    } else {
        c.lexical_parent()
    };
    // (A class template is the parent of the classes declared in it.)
    p.filter(|p| is_record_decl(p.kind()) || (cxx && p.kind() == clang::CXCursor_ClassTemplate))
}

/// Offset in bits of an anonymous struct/union member inside `parent`, found
/// through the first named field reachable inside it (clang resolves such
/// indirect names in `clang_Type_getOffsetOf`).
fn anon_member_offset(parent: Cursor<'_>, member: Cursor<'_>) -> Option<u64> {
    let (leaf_name, leaf_offset) = first_named_leaf(member, 0)?;
    let total = parent.ty()?.offset_of_field(&leaf_name)?;
    total.checked_sub(leaf_offset)
}

fn first_named_leaf(record: Cursor<'_>, depth: u32) -> Option<(String, u64)> {
    if crate::fixpoint::too_deep("`parse::record::first_named_leaf`", depth) {
        return None;
    }
    for c in record.children() {
        match c.kind() {
            clang::CXCursor_FieldDecl => {
                let name = c.spelling();
                if !name.is_empty() {
                    return Some((name, c.field_offset_bits()?));
                }
            }
            clang::CXCursor_StructDecl | clang::CXCursor_UnionDecl
                if c.is_anonymous_record_member() =>
            {
                let inner_off = anon_member_offset(record, c)?;
                let (n, off) = first_named_leaf(c, depth + 1)?;
                return Some((n, off + inner_off));
            }
            _ => {}
        }
    }
    None
}
