//! C++ declarations: namespaces, the members of classes (bases, methods,
//! static data members, typedefs), and what is not supported yet.

use super::cursor_facts::{access_of, source_loc, TEMPLATE_INSTANTIATION};
use super::Parser;
use crate::clang::{self, Cursor};
use crate::fixpoint::{walk, Step};
use crate::ir::{
    Access, Base, ClassMember, CxxRecord, Function, Method, MethodKind, Module, ModuleId, Root,
    TypeId, TypeKind,
};

/// Whether a function name is an overloaded operator (`operator+`,
/// `operator new`, `operator""_km`), which has no Rust spelling.
pub(crate) fn is_operator_name(name: &str) -> bool {
    name.strip_prefix("operator").is_some_and(|rest| {
        rest.chars()
            .next()
            .is_some_and(|ch| !ch.is_alphanumeric() && ch != '_')
    })
}

/// `ns::Class::name`: the names of the enclosing namespaces and classes
/// (anonymous and inline namespaces left out, as `Ir::qualified_path`).
fn qualified_name(c: Cursor<'_>) -> String {
    let mut parts = vec![c.spelling()];
    walk("enclosing declarations", c.semantic_parent(), |cur| {
        let Some(p) = cur else {
            return Step::Done(());
        };
        match p.kind() {
            clang::CXCursor_TranslationUnit => return Step::Done(()),
            clang::CXCursor_Namespace if p.is_inline_namespace() || p.is_anonymous() => {}
            _ => {
                let name = p.spelling();
                if !name.is_empty() {
                    parts.push(name);
                }
            }
        }
        Step::Next(p.semantic_parent())
    });
    parts.reverse();
    parts.join("::")
}

impl Parser<'_> {
    /// File scope, created on first use so that C input gets it too.
    pub(crate) fn ensure_root_module(&mut self) {
        if self.ir.modules.is_empty() {
            self.ir.modules.push(Module {
                name: None,
                parent: None,
                inline: false,
                loc: Default::default(),
            });
        }
    }

    /// The namespace a declaration belongs to (the innermost enclosing
    /// namespace; records in between do not count). C input: file scope.
    pub(crate) fn module_of(&mut self, c: Cursor<'_>) -> ModuleId {
        if !self.ir.cxx {
            return ModuleId::ROOT;
        }
        let ns = walk(
            "enclosing declarations",
            c.semantic_parent(),
            |cur| match cur {
                Some(p) if p.kind() == clang::CXCursor_Namespace => Step::Done(Some(p)),
                Some(p) if p.kind() != clang::CXCursor_TranslationUnit => {
                    Step::Next(p.semantic_parent())
                }
                _ => Step::Done(None),
            },
        );
        match ns.flatten() {
            Some(ns) => self.namespace(ns),
            None => ModuleId::ROOT,
        }
    }

    /// The module of namespace cursor `ns` (any of its openings).
    fn namespace(&mut self, ns: Cursor<'_>) -> ModuleId {
        self.ensure_root_module();
        let canon = ns.canonical();
        let key = canon.usr();
        let key = if key.is_empty() || ns.spelling().is_empty() {
            // Anonymous namespaces of one file are one namespace.
            format!("anon:{}:{}", ns.location().file, self.module_of(ns).0)
        } else {
            key
        };
        if let Some(id) = self.module_keys.get(&key) {
            return *id;
        }
        let parent = self.module_of(ns);
        let name = Some(ns.spelling()).filter(|n| !n.is_empty());
        self.ir.modules.push(Module {
            name,
            parent: Some(parent),
            inline: ns.is_inline_namespace(),
            loc: source_loc(ns),
        });
        let id = ModuleId(self.ir.modules.len() - 1);
        self.module_keys.insert(key, id);
        id
    }

    /// A `namespace` block at top level (or nested): its declarations are
    /// walked like top-level ones.
    pub(crate) fn namespace_block(&mut self, c: Cursor<'_>) {
        let id = self.namespace(c);
        if self.rooted_modules.insert(id) {
            self.ir.roots.push(Root::Module(id));
        }
        for child in c.children() {
            if matches!(
                child.kind(),
                clang::CXCursor_UsingDeclaration
                    | clang::CXCursor_UsingDirective
                    | clang::CXCursor_NamespaceAlias
            ) && !self.ir.using_modules.contains(&id)
            {
                self.ir.using_modules.push(id);
            }
            self.top_level(child);
        }
    }

    /// A template instantiation a signature passes or returns by value
    /// that cannot be checked (clang did not lay it out: nothing in the
    /// input needs it complete), as C++ spells it. Its generic spelling
    /// could have another layout or calling convention, so such a function
    /// is not bound (with a warning). Instantiations clang did lay out are
    /// checked by the analysis, and `codegen::functions` leaves out
    /// functions passing one that stays opaque.
    pub(crate) fn unchecked_instantiation_by_value(
        &self,
        sig: &crate::ir::FnSig,
    ) -> Option<String> {
        let by_value = |t: TypeId| {
            let t = self.ir.resolve_aliases(t);
            match &self.ir.ty(t).kind {
                TypeKind::Opaque { reason } if reason.starts_with(TEMPLATE_INSTANTIATION) => Some(
                    reason
                        .trim_start_matches(TEMPLATE_INSTANTIATION)
                        .trim()
                        .to_string(),
                ),
                TypeKind::Instantiation(inst) if inst.fields.is_none() => {
                    Some(format!("'{}'", inst.spelling))
                }
                _ => None,
            }
        };
        std::iter::once(sig.ret)
            .chain(sig.params.iter().map(|(_, t)| *t))
            .find_map(by_value)
    }

    /// Records that function `c` is skipped because it passes `inst` by value.
    pub(crate) fn skip_unchecked_by_value(&mut self, c: Cursor<'_>, inst: &str) {
        let message = format!(
            "skipping `{}`: it passes the template instantiation {inst} by value, \
             which clang did not lay out (nothing in the input needs it complete)",
            c.display_name()
        );
        self.skip(c, message);
    }

    /// A construct not handled: recorded with its qualified name, so that
    /// a warning names it when it is something the options ask for.
    pub(crate) fn unsupported(&mut self, c: Cursor<'_>, what: &str) {
        let message = format!(
            "{what} `{}` is not supported and is skipped",
            c.display_name()
        );
        self.skip(c, message);
    }

    /// Records that `c` is left out, with the warning that says why.
    pub(crate) fn skip(&mut self, c: Cursor<'_>, message: String) {
        self.ir.skipped.push(crate::ir::Skipped {
            path: qualified_name(c),
            loc: source_loc(c),
            system: c.is_in_system_header(),
            message,
            mentions: Vec::new(),
        });
    }

    /// The C++ members of class `id` (defined by `def`): one more look at
    /// the children `fill_record` walked for the data members.
    pub(crate) fn fill_class(&mut self, id: TypeId, def: Cursor<'_>) -> CxxRecord {
        let mut cx = CxxRecord::default();
        for child in def.children() {
            match child.kind() {
                clang::CXCursor_CXXBaseSpecifier => {
                    let Some(bt) = child.ty() else { continue };
                    let ty = self.type_of(bt);
                    cx.bases.push(Base {
                        ty,
                        offset_bits: 0,
                        is_virtual: child.is_virtual_base(),
                        access: access_of(child),
                    });
                }
                clang::CXCursor_CXXFinalAttr => cx.is_final = true,
                clang::CXCursor_CXXMethod
                | clang::CXCursor_Constructor
                | clang::CXCursor_Destructor
                | clang::CXCursor_ConversionFunction => {
                    if child.method_is_virtual() {
                        let conversion = child.kind() == clang::CXCursor_ConversionFunction;
                        cx.virtual_conversions_only =
                            conversion && (!cx.has_virtual_methods || cx.virtual_conversions_only);
                        cx.has_virtual_methods = true;
                    }
                    if child.kind() == clang::CXCursor_Destructor && !child.method_is_deleted() {
                        cx.has_destructor = true;
                    }
                    // Members of a class in an anonymous namespace have no
                    // symbol to link against (upstream leaves them out).
                    if child.linkage() == clang::CXLinkage_Internal {
                        continue;
                    }
                    if let Some(m) = self.method(child) {
                        cx.methods.push(m);
                    }
                }
                clang::CXCursor_VarDecl if child.linkage() == clang::CXLinkage_Internal => {}
                clang::CXCursor_VarDecl => {
                    if let Some(i) = self.static_member(child, id) {
                        cx.members.push(ClassMember::Var(i));
                    }
                }
                clang::CXCursor_TypedefDecl | clang::CXCursor_TypeAliasDecl => {
                    let alias = self.typedef_type(child);
                    if matches!(self.ir.ty(alias).kind, TypeKind::Alias { .. }) {
                        cx.members.push(ClassMember::Alias(alias));
                    }
                }
                clang::CXCursor_FunctionTemplate => {
                    self.unsupported(child, "member function template");
                }
                clang::CXCursor_ClassTemplate
                | clang::CXCursor_ClassTemplatePartialSpecialization
                | clang::CXCursor_TypeAliasTemplateDecl => {
                    self.unsupported(child, "member template");
                }
                _ => {}
            }
        }
        if !cx.bases.is_empty() {
            self.unplaced_bases.push(id);
        }
        cx
    }

    /// Places the bases of every class once the walk is done. Not while
    /// the class is read: a base may still be being read itself (`class
    /// Comment; class Text; class Node { virtual Text *toText(); };`:
    /// reading `Comment`'s base `Node` reads `Text`, whose base `Node` has
    /// no methods or fields yet), and would look empty and not dynamic.
    pub(crate) fn place_all_bases(&mut self) {
        for id in std::mem::take(&mut self.unplaced_bases) {
            let TypeKind::Record(r) = &self.ir.ty(id).kind else {
                continue;
            };
            let Some(cx) = &r.cxx else { continue };
            let generic = r.generic.is_some();
            // The alignment of the first member when it is a plain data
            // member (not a bitfield): it tells where the last base ends.
            let first_align = r.fields.first().and_then(|f| match f.kind {
                crate::ir::FieldKind::Data => self.ir.ty(f.ty).layout.map(|l| l.align.max(1)),
                crate::ir::FieldKind::Bitfield { .. } => None,
            });
            let placed = self.place_bases(&cx.bases, cx.has_virtual_methods, first_align);
            let TypeKind::Record(r) = &mut self.ir.types[id.0].kind else {
                continue;
            };
            let Some(cx) = r.cxx.as_mut() else { continue };
            match placed {
                // (A template's base offsets depend on its arguments: the
                // analysis checks each instantiation instead.)
                Ok((_, true)) | Err(_) if generic => {}
                Ok((bases, false)) => cx.bases = bases,
                // Rust fields follow the declaration order, clang put the
                // primary base first: the class is opaque unless the bases
                // before it are blocklisted (`analysis::layout` decides),
                // and its bases' offsets are kept, so that its data size
                // (the tail padding a class deriving from it may reuse) is
                // known.
                Ok((bases, true)) => {
                    cx.bases = bases;
                    cx.primary_moved = true;
                }
                Err(why) => cx.unsupported = Some(why.to_string()),
            }
        }
    }

    /// Offsets of the non-virtual bases as the Itanium ABI places them:
    /// after the vtable pointer (when the class has its own), each at the
    /// next offset its alignment allows, empty ones at offset 0 (also one
    /// clang moves past the data: an empty base gets no Rust field, and
    /// clang's `sizeof` covers it). libclang
    /// before 16 cannot tell base offsets; the layout planner checks every
    /// field against clang's offsets and the total size against clang's, so
    /// a guess that is wrong makes the class opaque, never mislaid.
    ///
    /// Ok: the bases in declaration order with their offsets, and whether
    /// the primary (dynamic) base is not the first data base (clang places
    /// it first whatever its place in the list, then the others in
    /// declaration order: the Rust fields cannot follow, the class is
    /// opaque, but its data size is known).
    ///
    /// Err: why the offsets cannot be told here: a base with virtual bases
    /// of its own is followed by another base that starts inside its
    /// `sizeof`, after its non-virtual part (where its data ends: libclang
    /// does not give its `nvsize`; a field there is caught by the planner,
    /// a base is not), or the others below.
    ///
    /// `first_align`: the alignment of the class's first member, when that
    /// is a data member (not a bitfield).
    fn place_bases(
        &self,
        bases: &[Base],
        own_virtuals: bool,
        first_align: Option<u64>,
    ) -> Result<(Vec<Base>, bool), &'static str> {
        let primary = bases
            .iter()
            .position(|b| !b.is_virtual && self.is_dynamic(b.ty, 0));
        let first_data_base = bases
            .iter()
            .position(|b| !b.is_virtual && !self.is_empty_class(b.ty));
        match primary {
            Some(p) if first_data_base != Some(p) => {
                let mut order: Vec<usize> = (0..bases.len()).filter(|&i| i != p).collect();
                order.insert(0, p);
                let moved: Vec<Base> = order.iter().map(|&i| bases[i].clone()).collect();
                let placed = self.place_in_order(&moved, own_virtuals, first_align)?;
                let mut out = bases.to_vec();
                for (&i, b) in order.iter().zip(placed) {
                    out[i] = b;
                }
                Ok((out, true))
            }
            _ => Ok((
                self.place_in_order(bases, own_virtuals, first_align)?,
                false,
            )),
        }
    }

    /// [`Self::place_bases`] for bases listed in the order clang places
    /// them (the primary base, if any, is the first data base).
    fn place_in_order(
        &self,
        bases: &[Base],
        own_virtuals: bool,
        first_align: Option<u64>,
    ) -> Result<Vec<Base>, &'static str> {
        let mut out = Vec::with_capacity(bases.len());
        let dynamic_base = bases
            .iter()
            .any(|b| !b.is_virtual && self.is_dynamic(b.ty, 0));
        let data_bases: Vec<&Base> = bases
            .iter()
            .filter(|b| !b.is_virtual && !self.is_empty_class(b.ty))
            .collect();
        // A base that is no POD for the ABI lends its tail padding to what
        // follows: a next base that fits there starts before its `sizeof`.
        for (k, pair) in data_bases.windows(2).enumerate() {
            let (b, next) = (pair[0], pair[1]);
            let size = self.ir.ty(b.ty).layout.map_or(0, |l| l.size);
            let align = self.ir.ty(next.ty).layout.map_or(1, |l| l.align.max(1));
            // When `next` is the last base and a data member no more
            // aligned than it follows, that member's offset (clang's, which
            // the planner compares) tells: had `next` moved back into the
            // tail padding, by a multiple of its alignment, the member
            // would sit before the place Rust gives it, and the class
            // would not be laid out. Powers of two: `first <= align`
            // divides it.
            let checked_by_member =
                k + 2 == data_bases.len() && first_align.is_some_and(|f| f <= align);
            if !self.is_layout_pod(b.ty, 0) && !checked_by_member {
                let dsize = self.data_size(b.ty, 0);
                if crate::ir::round_up(dsize, align) < size {
                    return Err("a base's tail padding holds the next base");
                }
            }
        }
        // Two subobjects of one type never share an address: an empty base
        // placed at 0 moves a base that holds the same empty type (as a
        // member or a base) to a later offset, which is not guessed here.
        // (An empty base's own empty bases sit at its address too.) Behind
        // the class's own vtable pointer every data base starts at 8 or
        // later, so none reaches the empty ones at 0, unless one empty type
        // comes twice (the second copy moves past the pointer).
        let pointer_first = (own_virtuals || bases.iter().any(|b| b.is_virtual)) && !dynamic_base;
        let (_, repeated) = self.empty_closure(
            bases
                .iter()
                .filter(|b| !b.is_virtual && self.is_empty_class(b.ty))
                .map(|b| self.ir.resolve_aliases(b.ty))
                .collect(),
        );
        // Only a data base placed at 0 meets the empty ones there: without
        // a vtable pointer first, that is the first data base; the others
        // start past it (where they sit is checked by the planner).
        let at_start = if pointer_first {
            &data_bases[..]
        } else {
            &data_bases[..data_bases.len().min(1)]
        };
        // An empty base that meets them is moved: declared after every data
        // base, it goes to the data's end (the Itanium ABI tries `dsize`
        // next), where no data base sits and Rust gives it no field (clang's
        // `sizeof` covers it). Declared before one, it would push that base
        // along, which is not guessed here.
        let last_data = bases
            .iter()
            .rposition(|b| !b.is_virtual && !self.is_empty_class(b.ty));
        if (!pointer_first || repeated)
            && bases.iter().enumerate().any(|(i, b)| {
                !b.is_virtual
                    && last_data.is_some_and(|l| i < l)
                    && self.is_empty_class(b.ty)
                    && self
                        .empty_closure(vec![self.ir.resolve_aliases(b.ty)])
                        .0
                        .iter()
                        .any(|e| {
                            at_start
                                .iter()
                                .any(|d| super::subobjects::holds_at_start(&self.ir, d.ty, *e, 0))
                        })
            })
        {
            return Err("an empty base's type is also held by another base");
        }
        let mut end = if pointer_first {
            self.ir.pointer_size
        } else {
            0
        };
        // Where the previous base's non-virtual part ends: a base with
        // virtual bases of its own takes only that part (its `nvsize`) in
        // the derived class, so the next base starts there, not after its
        // `sizeof`, which a Rust `_base` field takes.
        let mut nv_end = end;
        for b in bases {
            let mut b = b.clone();
            if !b.is_virtual {
                let l = self
                    .ir
                    .ty(b.ty)
                    .layout
                    .unwrap_or(crate::ir::Layout { size: 0, align: 1 });
                if self.is_empty_class(b.ty) {
                    b.offset_bits = 0;
                } else {
                    let a = l.align.max(1);
                    let off = crate::ir::round_up(end, a);
                    if crate::ir::round_up(nv_end, a) != off {
                        return Err(
                            "a base with virtual bases of its own ends before its size, where the next base starts",
                        );
                    }
                    b.offset_bits = off * 8;
                    end = off + l.size;
                    nv_end = if self.has_virtual_bases(b.ty, 0)
                        && !self.virtual_bases_take_no_room(b.ty)
                    {
                        off + self.data_size(b.ty, 0)
                    } else {
                        end
                    };
                }
            }
            out.push(b);
        }
        Ok(out)
    }

    /// The empty types `roots` (empty classes) put at their own address:
    /// themselves and their non-virtual bases, through the bases' bases;
    /// and whether one type comes twice among them.
    fn empty_closure(&self, mut empties: Vec<TypeId>) -> (Vec<TypeId>, bool) {
        let mut repeated = false;
        let mut k = 0;
        while k < empties.len() && empties.len() < 256 {
            if let TypeKind::Record(r) = &self.ir.ty(empties[k]).kind {
                for b in r.cxx.iter().flat_map(|cx| &cx.bases) {
                    let t = self.ir.resolve_aliases(b.ty);
                    if b.is_virtual {
                        continue;
                    }
                    if empties.contains(&t) {
                        repeated = true;
                    } else {
                        empties.push(t);
                    }
                }
            }
            k += 1;
        }
        (empties, repeated)
    }

    /// Whether a class is a POD for the purpose of layout (the Itanium
    /// ABI's C++03 POD: its tail padding is never reused), as far as the
    /// IR tells: no bases, no virtual methods, only public data members, no
    /// user-declared constructor, destructor or copy assignment, and POD
    /// members. (Taking a POD for a non-POD only makes a class opaque.)
    fn is_layout_pod(&self, id: TypeId, depth: u32) -> bool {
        let id = self.ir.resolve_aliases(id);
        match &self.ir.ty(id).kind {
            TypeKind::Record(r) => {
                let own = r.cxx.as_ref().map_or(true, |cx| {
                    cx.bases.is_empty()
                        && !cx.has_virtual_methods
                        && !cx.has_destructor
                        && cx.methods.iter().all(|m| {
                            !matches!(m.kind, MethodKind::Constructor | MethodKind::Destructor)
                                && self.ir.functions[m.function].name != "operator="
                        })
                });
                own && !crate::fixpoint::too_deep("`parse::cxx::is_layout_pod`", depth)
                    && r.fields
                        .iter()
                        .all(|f| f.access == Access::Public && self.is_layout_pod(f.ty, depth + 1))
            }
            TypeKind::Array { elem, .. } => self.is_layout_pod(*elem, depth + 1),
            _ => true,
        }
    }

    /// The bytes a (non-POD) class's own data ends at, before its tail
    /// padding: its vtable pointer, its members, its non-virtual bases'
    /// data. A POD's is its size.
    fn data_size(&self, id: TypeId, depth: u32) -> u64 {
        let id = self.ir.resolve_aliases(id);
        let size = self.ir.ty(id).layout.map_or(0, |l| l.size);
        let TypeKind::Record(r) = &self.ir.ty(id).kind else {
            return size;
        };
        if crate::fixpoint::too_deep("`parse::cxx::data_size`", depth) || self.is_layout_pod(id, 0)
        {
            return size;
        }
        let mut end = 0u64;
        if self.is_dynamic(id, 0) {
            end = self.ir.pointer_size;
        }
        for f in &r.fields {
            let bits = match f.kind {
                crate::ir::FieldKind::Bitfield { width } => u64::from(width),
                crate::ir::FieldKind::Data => self.ir.ty(f.ty).layout.map_or(0, |l| l.size) * 8,
            };
            end = end.max(crate::ir::pieces(f.offset_bits + bits, 8));
        }
        if let Some(cx) = &r.cxx {
            for b in cx.bases.iter().filter(|b| !b.is_virtual) {
                if !self.is_empty_class(b.ty) {
                    end = end.max(b.offset_bits / 8 + self.data_size(b.ty, depth + 1));
                }
            }
        }
        end.min(size)
    }

    /// Whether every virtual base of class `id` (through its bases too) is
    /// empty and nothing else in `id` holds its type at offset 0 (a member
    /// there, or any base): each then sits at
    /// offset 0 of the complete object, so `id` as a base takes its whole
    /// `sizeof` and the next base starts where the placement puts it
    /// (`struct A38 : virtual Tag { ... }` followed by another base).
    fn virtual_bases_take_no_room(&self, id: TypeId) -> bool {
        let id = self.ir.resolve_aliases(id);
        let mut virtuals = Vec::new();
        let mut work = vec![id];
        let mut seen = Vec::new();
        while let Some(t) = work.pop() {
            if seen.contains(&t) || seen.len() > 256 {
                continue;
            }
            seen.push(t);
            let TypeKind::Record(r) = &self.ir.ty(t).kind else {
                continue;
            };
            for b in r.cxx.iter().flat_map(|cx| &cx.bases) {
                let bt = self.ir.resolve_aliases(b.ty);
                if b.is_virtual && !virtuals.contains(&bt) {
                    virtuals.push(bt);
                }
                work.push(bt);
            }
        }
        let TypeKind::Record(r) = &self.ir.ty(id).kind else {
            return false;
        };
        let held_elsewhere = |v: TypeId| {
            let ir = &self.ir;
            let holds = |t: TypeId| {
                ir.resolve_aliases(t) == v || super::subobjects::holds_type(ir, t, v, 0)
            };
            // (A member past offset 0 never shares the empty base's
            // address; a base is taken to, its offset unknown here.)
            r.fields.iter().any(|f| f.offset_bits == 0 && holds(f.ty))
                || r.cxx.iter().flat_map(|cx| &cx.bases).any(|b| {
                    let bt = ir.resolve_aliases(b.ty);
                    !(b.is_virtual && bt == v) && holds(bt)
                })
        };
        virtuals
            .iter()
            .all(|&v| self.is_empty_class(v) && !held_elsewhere(v))
    }

    /// Whether a class has a virtual base, directly or through its bases.
    fn has_virtual_bases(&self, id: TypeId, depth: u32) -> bool {
        let id = self.ir.resolve_aliases(id);
        let TypeKind::Record(r) = &self.ir.ty(id).kind else {
            return false;
        };
        let Some(cx) = &r.cxx else { return false };
        !crate::fixpoint::too_deep("`parse::cxx::has_virtual_bases`", depth)
            && cx
                .bases
                .iter()
                .any(|b| b.is_virtual || self.has_virtual_bases(b.ty, depth + 1))
    }

    /// Whether a class has a vtable pointer somewhere (its own or a base's).
    pub(crate) fn is_dynamic(&self, id: TypeId, depth: u32) -> bool {
        let id = self.ir.resolve_aliases(id);
        let TypeKind::Record(r) = &self.ir.ty(id).kind else {
            return false;
        };
        let Some(cx) = &r.cxx else { return false };
        !crate::fixpoint::too_deep("`parse::cxx::is_dynamic`", depth)
            && (cx.has_virtual_methods
                || cx
                    .bases
                    .iter()
                    .any(|b| b.is_virtual || self.is_dynamic(b.ty, depth + 1)))
    }

    /// Whether a class holds no data at all (no fields, no vtable, only
    /// empty bases): as a base it takes no room.
    pub(crate) fn is_empty_class(&self, id: TypeId) -> bool {
        self.empty_class_within(id, &mut Vec::new())
    }

    /// [`Self::is_empty_class`] inside the classes `within` (the path from
    /// the first one asked). A template whose base is an instantiation of
    /// itself (`template <int N> struct count : count<N - 1>`, ended by a
    /// specialization the IR does not follow) comes back to a class on the
    /// path: such a chain is not empty.
    fn empty_class_within(&self, id: TypeId, within: &mut Vec<TypeId>) -> bool {
        let id = self.ir.resolve_aliases(id);
        if within.contains(&id) {
            return false;
        }
        let depth = within.len() as u32;
        if crate::fixpoint::too_deep("`parse::cxx::is_empty_class`", depth) {
            return false;
        }
        within.push(id);
        let empty = self.empty_class_here(id, within);
        within.pop();
        empty
    }

    fn empty_class_here(&self, id: TypeId, within: &mut Vec<TypeId>) -> bool {
        let r = match &self.ir.ty(id).kind {
            TypeKind::Record(r) => r,
            // An instantiation of the primary template (`basic_data<>`) is
            // empty when the template is and is a generic struct (a
            // specialization has members of its own; an opaque template is
            // a blob).
            TypeKind::Instantiation(inst) if inst.from_primary => {
                return crate::ir::template_expressible(&self.ir, inst.template)
                    && self.empty_class_within(inst.template, within);
            }
            _ => return false,
        };
        if !r.fields.is_empty() {
            return false;
        }
        match &r.cxx {
            None => false,
            Some(cx) => {
                !cx.has_virtual_methods
                    && cx
                        .bases
                        .iter()
                        .all(|b| !b.is_virtual && self.empty_class_within(b.ty, within))
            }
        }
    }

    /// A member function as a method plus its (unrooted) function entry.
    fn method(&mut self, c: Cursor<'_>) -> Option<Method> {
        let kind = match c.kind() {
            clang::CXCursor_Constructor => MethodKind::Constructor,
            clang::CXCursor_Destructor => MethodKind::Destructor,
            clang::CXCursor_ConversionFunction => MethodKind::Conversion,
            _ if c.method_is_static() => MethodKind::Static,
            _ if is_operator_name(&c.spelling()) => MethodKind::Operator,
            _ => MethodKind::Plain,
        };
        let fty = c.ty()?;
        let unbound = matches!(kind, MethodKind::Operator | MethodKind::Conversion);
        let mut sig = self.reading_unbound_sig(unbound, |p| p.fn_sig_of_type(fty, Some(c)));
        // `--enable-function-attribute-detection`: `[[nodiscard]]` makes the
        // declaration and its wrapper `#[must_use]`, as upstream.
        let (must_use, noreturn) = if self.opts.enable_function_attribute_detection {
            self.function_attributes(c)
        } else {
            (false, false)
        };
        sig.noreturn |= noreturn;
        // On WebAssembly a constructor or destructor returns `this`, and a
        // call must match the definition's signature exactly (a mismatch
        // traps): the declaration returns it as `*mut c_void`.
        if self.structors_return_this
            && matches!(kind, MethodKind::Constructor | MethodKind::Destructor)
        {
            let void = self.primitive("void", TypeKind::Void, None);
            let pointer_size = self.ir.pointer_size;
            let layout = crate::ir::Layout {
                size: pointer_size,
                align: pointer_size,
            };
            sig.ret = self.add_type(
                TypeKind::Pointer {
                    pointee: void,
                    pointee_const: false,
                },
                Some(layout),
            );
        }
        let left_out = match self.unchecked_instantiation_by_value(&sig) {
            Some(inst) => {
                self.skip_unchecked_by_value(c, &inst);
                true
            }
            None => false,
        };
        let mangled = self.mangled_name(c, kind);
        let comment = self.comment_of(c);
        let module = self.module_of(c);
        let c_spelling = self.opts.verify_abi.then(|| method_spelling(c, fty));
        self.ir.functions.push(Function {
            name: c.spelling(),
            link_name: None,
            sig,
            must_use,
            // (What decides a method's binding is `ir::Method`'s; of these
            // facts only `is_inline` is recorded for it.)
            facts: crate::ir::FnFacts {
                is_inline: c.is_function_inlined(),
                ..Default::default()
            },
            loc: source_loc(c),
            doc: comment.doc,
            c_spelling,
            module,
            mangled: Some(mangled),
            // (Methods' `#[must_use]` is not decided by their return type.)
            ret_builtin_name: None,
        });
        Some(Method {
            kind,
            function: crate::ir::FunctionId(self.ir.functions.len() - 1),
            is_const: c.method_is_const(),
            is_virtual: c.method_is_virtual(),
            is_pure: c.method_is_pure_virtual(),
            deleted: c.method_is_deleted(),
            defaulted: c.method_is_defaulted(),
            inline: c.is_function_inlined(),
            access: access_of(c),
            hidden: !c.has_default_visibility(),
            left_out,
        })
    }

    /// The symbol of a function. Constructors and destructors have several
    /// (complete and base object variants); the complete-object one
    /// (`C1`/`D1`) is what callers link against.
    pub(crate) fn mangled_name(&self, c: Cursor<'_>, kind: MethodKind) -> String {
        if matches!(kind, MethodKind::Constructor | MethodKind::Destructor) {
            let all = c.cxx_manglings();
            let complete = if kind == MethodKind::Constructor {
                "C1"
            } else {
                "D1"
            };
            if let Some(m) = all.iter().find(|m| m.contains(complete)) {
                return m.clone();
            }
            if let Some(m) = all.into_iter().next() {
                return m;
            }
        }
        c.mangling()
    }

    /// Notes an out-of-line member function definition that is `inline`:
    /// like a method defined in the class body, it has no symbol of its own
    /// in the library. Its declaration in the class (already read, and not
    /// `inline` itself) is marked when the walk is done.
    pub(crate) fn out_of_line_method(&mut self, c: Cursor<'_>) {
        if !c.is_function_inlined() {
            return;
        }
        let kind = match c.kind() {
            clang::CXCursor_Constructor => MethodKind::Constructor,
            clang::CXCursor_Destructor => MethodKind::Destructor,
            _ => MethodKind::Plain,
        };
        let symbol = self.mangled_name(c, kind);
        if !symbol.is_empty() {
            self.inline_definitions.insert(symbol);
        }
    }

    /// Marks the methods whose definition outside the class is `inline`
    /// (by their symbol), so that they are left out unless inline
    /// functions are wanted, as upstream does.
    pub(crate) fn mark_inline_definitions(&mut self) {
        if self.inline_definitions.is_empty() {
            return;
        }
        let functions = &mut self.ir.functions;
        for t in &mut self.ir.types {
            let TypeKind::Record(r) = &mut t.kind else {
                continue;
            };
            let Some(cx) = r.cxx.as_mut() else { continue };
            for m in &mut cx.methods {
                let f = &mut functions[m.function];
                if f.mangled
                    .as_ref()
                    .is_some_and(|s| self.inline_definitions.contains(s))
                {
                    f.facts.is_inline = true;
                    m.inline = true;
                }
            }
        }
    }

    /// A static data member: an unrooted variable the class emits.
    fn static_member(&mut self, c: Cursor<'_>, class: TypeId) -> Option<crate::ir::VarId> {
        let mut var = self.make_var(c)?;
        var.class = Some(class);
        self.ir.vars.push(var);
        Some(crate::ir::VarId(self.ir.vars.len() - 1))
    }
}

/// A method's types as `--verify-abi`'s reference unit writes them at file
/// scope: canonical spellings (a class-scope typedef such as `size_type` does
/// not resolve there), except `va_list`, whose canonical form cannot be
/// written; and the class's canonical spelling.
fn method_spelling(c: Cursor<'_>, fty: clang::Type<'_>) -> crate::ir::CSpelling {
    let spell = |t: clang::Type<'_>| {
        let canonical = t.canonical().spelling();
        if canonical.contains("__va_list_tag") {
            t.spelling()
        } else {
            canonical
        }
    };
    crate::ir::CSpelling {
        ret: fty.result().map(spell).unwrap_or_else(|| "void".into()),
        params: c
            .arguments()
            .unwrap_or_default()
            .iter()
            .map(|a| a.ty().map(spell).unwrap_or_default())
            .collect(),
        class: c
            .semantic_parent()
            .and_then(|p| p.ty())
            .map(|t| t.canonical().spelling()),
    }
}

#[cfg(test)]
mod tests {
    use super::is_operator_name;

    #[test]
    fn operator_names_are_told_from_ordinary_ones() {
        for op in [
            "operator+",
            "operator==",
            "operator()",
            "operator new",
            "operator\"\"_km",
        ] {
            assert!(is_operator_name(op), "{op}");
        }
        for plain in ["operators", "operator_count", "operator2", "op", "operator"] {
            assert!(!is_operator_name(plain), "{plain}");
        }
    }
}
