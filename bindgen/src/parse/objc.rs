//! Objective-C declarations and types -> IR (`ir/objc.rs`).
//!
//! Interfaces are keyed by name: `@class Name;`, the `@interface` and every
//! pointer to the class meet in one [`ObjcId`]. Protocols have names of
//! their own (`@protocol P` and `@interface P` may coexist). Categories are
//! items of their own, placed where they are declared.

use super::cursor_facts::source_loc;
use super::Parser;
use crate::clang::{self, Cursor};
use crate::ir::{
    Layout, ObjcId, ObjcItem, ObjcKind, ObjcMethod, ObjcType, Root, SourceLoc, TypeId, TypeKind,
};
use std::collections::HashMap;

/// The parser's Objective-C lookup tables.
#[derive(Default)]
pub(crate) struct ObjcState {
    /// Interfaces by name.
    interfaces: HashMap<String, ObjcId>,
    /// Protocols by name.
    protocols: HashMap<String, ObjcId>,
    /// Items already placed in the output order.
    rooted: std::collections::HashSet<ObjcId>,
    /// The name of the declaration whose type is being read (a parameter,
    /// field, typedef or method) and where it is: upstream names the item
    /// it makes of `Class` after the declaration that first uses it, and
    /// so do we (the file lists see it there too).
    pub(crate) context: Option<(String, SourceLoc)>,
    /// Whether the input is Objective-C (only then is `context` kept).
    pub(crate) enabled: bool,
    /// That item, once made (one for the whole input).
    class_item: Option<ObjcId>,
    /// Items made while reading types (the `Class` one): after every other
    /// item, as upstream places them.
    pub(crate) late_roots: Vec<ObjcId>,
    /// `@class` declarations: where each was in the output order.
    forward: Vec<(usize, ObjcId)>,
}

impl Parser<'_> {
    /// A top-level `@interface`, `@class`, `@protocol` or category.
    pub(crate) fn objc_decl(&mut self, c: Cursor<'_>) {
        use clang::*;
        match c.kind() {
            CXCursor_ObjCInterfaceDecl => {
                // (`@class Name;` is an `ObjCClassRef`: an interface cursor
                // is always the definition.)
                let id = self.objc_interface(&c.spelling());
                self.objc_fill(id, c);
                self.objc_root(id);
            }
            // `@class Name;`: placed here if no definition follows (as
            // upstream orders them; `objc_forward_roots` decides). The
            // implicit `@class Protocol;` has no place and is left out.
            CXCursor_ObjCClassRef if !c.location().file.is_empty() => {
                let id = self.objc_interface(&c.spelling());
                if self.ir.objc[id.0].loc.file.is_empty() {
                    self.ir.objc[id.0].loc = source_loc(c);
                }
                let at = self.ir.roots.len();
                self.objc.forward.push((at, id));
            }
            CXCursor_ObjCProtocolDecl => {
                let name = c.spelling();
                let id = match self.objc.protocols.get(&name) {
                    Some(id) => *id,
                    None => {
                        let id = self.objc_new(ObjcKind::Protocol, name.clone(), c);
                        self.objc.protocols.insert(name, id);
                        id
                    }
                };
                self.objc_fill(id, c);
                self.objc_root(id);
            }
            CXCursor_ObjCCategoryDecl => {
                let class = c
                    .children()
                    .into_iter()
                    .find(|k| k.kind() == CXCursor_ObjCClassRef)
                    .map(|k| k.spelling());
                let Some(class) = class else { return };
                let class = self.objc_interface(&class);
                let id = self.objc_new(ObjcKind::Category { class }, c.spelling(), c);
                self.objc_fill(id, c);
                if self.ir.objc[id.0].type_params.is_empty() {
                    let params = self.ir.objc[class.0].type_params.clone();
                    self.ir.objc[id.0].type_params = params;
                }
                self.objc_root(id);
            }
            _ => {}
        }
    }

    /// The interface named `name`, made (empty) on first mention.
    fn objc_interface(&mut self, name: &str) -> ObjcId {
        if let Some(id) = self.objc.interfaces.get(name) {
            return *id;
        }
        let id = ObjcId(self.ir.objc.len());
        self.ir.objc.push(ObjcItem {
            kind: ObjcKind::Interface,
            name: name.to_string(),
            type_params: Vec::new(),
            parent: None,
            protocols: Vec::new(),
            methods: Vec::new(),
            loc: Default::default(),
        });
        self.objc.interfaces.insert(name.to_string(), id);
        id
    }

    fn objc_new(&mut self, kind: ObjcKind, name: String, c: Cursor<'_>) -> ObjcId {
        self.ir.objc.push(ObjcItem {
            kind,
            name,
            type_params: Vec::new(),
            parent: None,
            protocols: Vec::new(),
            methods: Vec::new(),
            loc: source_loc(c),
        });
        ObjcId(self.ir.objc.len() - 1)
    }

    fn objc_root(&mut self, id: ObjcId) {
        if self.objc.rooted.insert(id) {
            self.ir.roots.push(Root::Objc(id));
        }
    }

    /// Reads a definition's superclass, protocols, type parameters and
    /// methods into `id`.
    fn objc_fill(&mut self, id: ObjcId, c: Cursor<'_>) {
        use clang::*;
        self.ir.objc[id.0].loc = source_loc(c);
        for child in c.children() {
            match child.kind() {
                CXCursor_ObjCSuperClassRef => {
                    let parent = self.objc_interface(&child.spelling());
                    self.ir.objc[id.0].parent = Some(parent);
                }
                // Only a protocol already defined counts: one known by a
                // forward `@protocol P;` alone is left out, as upstream
                // leaves it (its definition, further down, is an item).
                CXCursor_ObjCProtocolRef => {
                    let proto = self.objc.protocols.get(&child.spelling()).copied();
                    if let Some(p) = proto.filter(|p| self.objc.rooted.contains(p)) {
                        self.ir.objc[id.0].protocols.push(p);
                    }
                }
                CXCursor_TemplateTypeParameter => {
                    self.ir.objc[id.0].type_params.push(child.spelling());
                }
                CXCursor_ObjCInstanceMethodDecl | CXCursor_ObjCClassMethodDecl => {
                    let method = self.objc_method(child);
                    self.ir.objc[id.0].methods.push(method);
                }
                _ => {}
            }
        }
    }

    fn objc_method(&mut self, c: Cursor<'_>) -> ObjcMethod {
        let selector = c.spelling();
        let params = c
            .arguments()
            .unwrap_or_default()
            .into_iter()
            .map(|a| {
                let name = a.spelling();
                // (Arrays decay to pointers, as in C functions; the
                // declaration names an item made of `Class`.)
                let ty = match a.ty() {
                    Some(t) => self.param_type(t, Some(a)).0,
                    None => self.primitive("void", TypeKind::Void, None),
                };
                self.locate_builtin_alias(ty, a);
                (name, ty)
            })
            .collect();
        let ret = match c.result_type() {
            Some(t) => {
                self.objc.context = Some((selector.clone(), source_loc(c)));
                self.type_of(t)
            }
            None => self.primitive("void", TypeKind::Void, None),
        };
        self.locate_builtin_alias(ret, c);
        self.objc.context = None;
        ObjcMethod {
            selector,
            class_method: c.kind() == clang::CXCursor_ObjCClassMethodDecl,
            params,
            ret,
        }
    }

    /// Makes `decl` the declaration whose types are read (for Objective-C
    /// input: see [`ObjcState::context`]); returns the one it replaces, to
    /// be restored after.
    pub(crate) fn objc_enter(&mut self, decl: Cursor<'_>) -> Option<(String, SourceLoc)> {
        if !self.objc.enabled {
            return None;
        }
        let here = (decl.spelling(), source_loc(decl));
        self.objc.context.replace(here)
    }

    /// As [`Self::objc_enter`] for a parameter of a function pointer type
    /// known only by its name (`c` in `void (*cb)(Class c)`), which then
    /// names what upstream makes of `Class`; where it is stays the outer
    /// declaration's.
    pub(crate) fn objc_enter_name(&mut self, name: Option<&str>) -> Option<(String, SourceLoc)> {
        let outer = self.objc.context.clone();
        if let (true, Some(name)) = (self.objc.enabled, name.filter(|n| !n.is_empty())) {
            let loc = outer.as_ref().map(|(_, l)| l.clone()).unwrap_or_default();
            self.objc.context = Some((name.to_string(), loc));
        }
        outer
    }

    /// A builtin typedef (`instancetype`) has no place in the source:
    /// upstream places it where it is first used, which is what the file
    /// lists see (`--blocklist-file` of that file leaves it out).
    fn locate_builtin_alias(&mut self, ty: TypeId, user: Cursor<'_>) {
        let loc = source_loc(user);
        if let TypeKind::Alias { loc: at, .. } = &mut self.ir.types[ty.0].kind {
            if at.file.is_empty() {
                *at = loc;
            }
        }
    }

    /// The IR type of an Objective-C type (`id`, `SEL`, `Class`, object
    /// pointers, generic parameters); `None` for other types.
    pub(crate) fn objc_type(&mut self, t: clang::Type<'_>) -> Option<TypeId> {
        use clang::*;
        let ptr = self.ir.pointer_size;
        let layout = Some(Layout {
            size: ptr,
            align: ptr,
        });
        let id = match t.kind() {
            CXType_ObjCId => self.primitive("id", TypeKind::Objc(ObjcType::Id), layout),
            CXType_ObjCSel => self.primitive("SEL", TypeKind::Objc(ObjcType::Sel), layout),
            CXType_ObjCClass => {
                let item = match self.objc.class_item {
                    Some(item) => item,
                    None => {
                        // (Read outside any declaration, which no header
                        // seen so far does, it keeps its own name.)
                        let (name, loc) = self
                            .objc
                            .context
                            .clone()
                            .filter(|(n, _)| !n.is_empty())
                            .unwrap_or_else(|| ("Class".to_string(), SourceLoc::default()));
                        let item = self.objc_interface(&name);
                        self.ir.objc[item.0].loc = loc;
                        self.objc.class_item = Some(item);
                        self.objc.late_roots.push(item);
                        item
                    }
                };
                self.add_type(TypeKind::Objc(ObjcType::Object(item)), layout)
            }
            CXType_ObjCObjectPointer => {
                let pointee = t.pointee()?;
                let is_interface = |d: &Cursor<'_>| d.kind() == CXCursor_ObjCInterfaceDecl;
                // `Gen<T> *` declares its class; `__kindof Base *` (an
                // attributed type) names it as its canonical type's base.
                let decl = pointee.declaration().filter(is_interface).or_else(|| {
                    pointee
                        .canonical()
                        .objc_object_base()
                        .and_then(|b| b.declaration())
                        .filter(is_interface)
                });
                match decl {
                    Some(d) => {
                        let item = self.objc_interface(&d.spelling());
                        self.add_type(TypeKind::Objc(ObjcType::Object(item)), layout)
                    }
                    // `id<P>`, `Class<P>`: a pointer to an object of no
                    // known class, whose storage upstream spells as a blob.
                    None => {
                        let blob = self.objc_blob();
                        self.add_type(
                            TypeKind::Pointer {
                                pointee: blob,
                                pointee_const: false,
                            },
                            layout,
                        )
                    }
                }
            }
            // A lightweight generic parameter (`T`) and a bare object type.
            CXType_ObjCTypeParam | CXType_ObjCObject | CXType_ObjCInterface => self.objc_blob(),
            _ => return None,
        };
        Some(id)
    }

    /// A pointer-sized blob (upstream's spelling of an object of unknown class).
    fn objc_blob(&mut self) -> TypeId {
        let ptr = self.ir.pointer_size;
        let reason = crate::ir::OBJC_OBJECT_REASON;
        self.primitive(
            reason,
            TypeKind::Opaque {
                reason: reason.to_string(),
            },
            Some(Layout {
                size: ptr,
                align: ptr,
            }),
        )
    }

    /// Places the interfaces only declared by `@class` where they were
    /// declared (later insertions first, so earlier positions hold).
    pub(crate) fn objc_forward_roots(&mut self) {
        let forward = std::mem::take(&mut self.objc.forward);
        let mut placed = Vec::new();
        for (at, id) in forward {
            if !self.objc.rooted.contains(&id) && self.objc.rooted.insert(id) {
                placed.push((at, id));
            }
        }
        for (at, id) in placed.into_iter().rev() {
            self.ir.roots.insert(at, Root::Objc(id));
        }
    }

    /// Places the items made while reading types after everything else.
    pub(crate) fn objc_late_roots(&mut self) {
        for id in std::mem::take(&mut self.objc.late_roots) {
            self.objc_root(id);
        }
    }
}
