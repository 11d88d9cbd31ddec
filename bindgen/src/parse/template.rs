//! C++ class templates: which definitions are generic, the types that name
//! template parameters, and instantiations (`Box<long>`, `Node<T>`).

use super::cursor_facts::{is_record_decl, layout_of};
use super::Parser;
use crate::clang::{self, Cursor};
use crate::fixpoint::{walk, Step};
use crate::ir::{
    CxxRecord, Field, FieldKind, Generic, InstField, Instantiation, Layout, TypeId, TypeKind,
};

/// The template parameters in scope at a definition, one list per
/// enclosing class template (outermost first): `Some(name)` for a type
/// parameter, `None` for a value or template parameter.
pub(crate) type Scope = Vec<Vec<Option<String>>>;

/// The parameters in scope when `def` is a class template or a class
/// nested in one; `None` for ordinary classes and for members of an
/// instantiation (`Box<int>::Inner`), which are not generic.
pub(crate) fn generic_scope(def: Cursor<'_>) -> Option<Scope> {
    let mut scope = Vec::new();
    let generic = walk("enclosing declarations", Some(def), |cur| {
        let Some(x) = cur else {
            return Step::Done(true);
        };
        match x.kind() {
            clang::CXCursor_ClassTemplate => scope.push(params_of(x)),
            clang::CXCursor_Namespace | clang::CXCursor_TranslationUnit => return Step::Done(true),
            // A member of a specialization or instantiation.
            k if is_record_decl(k) && x.specialized_template().is_some() => {
                return Step::Done(false)
            }
            clang::CXCursor_ClassTemplatePartialSpecialization => return Step::Done(false),
            _ => {}
        }
        Step::Next(x.semantic_parent())
    });
    if generic == Some(false) || scope.is_empty() {
        return None;
    }
    scope.reverse();
    Some(scope)
}

/// What a template definition keeps of its C++ members: no methods or
/// static members (only instantiations have symbols, and which exist is
/// unknown), and what makes it inexpressible as a generic struct: bitfields
/// (their units depend on the arguments) and virtual bases. (Virtual
/// methods are fine: the analysis places the vtable pointer.)
pub(crate) fn restrict_generic_class(g: &mut Generic, class: &mut CxxRecord, fields: &[Field]) {
    class.methods.clear();
    // (Typedefs stay: they are generic aliases.)
    class
        .members
        .retain(|m| matches!(m, crate::ir::ClassMember::Alias(_)));
    // Base offsets depend on the arguments: the analysis checks each
    // instantiation instead.
    class.unsupported = None;
    let reason = if fields
        .iter()
        .any(|f| matches!(f.kind, FieldKind::Bitfield { .. }))
    {
        Some("has a bitfield")
    } else if class.bases.iter().any(|b| b.is_virtual) {
        Some("has virtual bases")
    } else {
        None
    };
    if let Some(r) = reason {
        g.inexpressible.get_or_insert_with(|| r.to_string());
    }
}

/// A class template's parameters in order.
pub(crate) fn params_of(template: Cursor<'_>) -> Vec<Option<String>> {
    let mut out = Vec::new();
    for child in template.children() {
        match child.kind() {
            clang::CXCursor_TemplateTypeParameter => {
                let name = child.spelling();
                // `template <typename>`: a name of our own, by position.
                let name = if name.is_empty() {
                    format!("_T{}", out.len())
                } else {
                    name
                };
                out.push(Some(name));
            }
            clang::CXCursor_NonTypeTemplateParameter
            | clang::CXCursor_TemplateTemplateParameter => out.push(None),
            _ => {}
        }
    }
    out
}

/// Reads `type-parameter-<depth>-<index>`, clang's canonical spelling of
/// a template type parameter.
fn param_position(canonical: &str) -> Option<(usize, usize)> {
    // Qualifiers are read from the type itself (`const T *` is `*const T`).
    let mut unqualified = canonical;
    while let Some(rest) = ["const ", "volatile ", "restrict "]
        .iter()
        .find_map(|q| unqualified.strip_prefix(q))
    {
        unqualified = rest;
    }
    let rest = unqualified.strip_prefix("type-parameter-")?;
    let (d, i) = rest.split_once('-')?;
    Some((d.parse().ok()?, i.parse().ok()?))
}

/// Whether `decl` is the record a class template declares (its pattern),
/// as libclang gives it for the injected class name (`Node` in `Node *next;`
/// inside `template <class T> struct Node`): a record whose USR is a class
/// template's (`c:@ST>1#T@Node`), which is the key of the template itself.
fn template_pattern(decl: Cursor<'_>) -> bool {
    matches!(
        decl.kind(),
        clang::CXCursor_StructDecl | clang::CXCursor_ClassDecl | clang::CXCursor_UnionDecl
    ) && decl.usr().contains("@ST>")
}

impl Parser<'_> {
    /// The [`Generic`] part of a template definition being filled, from its
    /// scope: every type parameter in scope, and why it cannot be a generic
    /// Rust struct when one of them is not a type.
    pub(crate) fn generic_of(&self, scope: &Scope) -> Generic {
        let mut g = Generic::default();
        for p in scope.iter().flatten() {
            g.slots.push(p.clone());
            match p {
                Some(name) => g.params.push(name.clone()),
                None => {
                    g.value_params = true;
                    g.inexpressible.get_or_insert_with(|| {
                        "has a non-type or template template parameter".into()
                    });
                }
            }
        }
        g
    }

    /// A dependent type inside a template definition: a type parameter, an
    /// instantiation of a class template with dependent arguments, or
    /// something no Rust type names (`typename T::type`, `C<int>` for a
    /// template template parameter), which makes its template opaque.
    pub(crate) fn dependent_type(&mut self, t: clang::Type<'_>, depth: u32) -> TypeId {
        let canonical = t.canonical().spelling();
        if let Some((d, i)) = param_position(&canonical) {
            let name = self
                .template_scope
                .get(d)
                .and_then(|ps| ps.get(i))
                .cloned()
                .flatten();
            return match name {
                Some(name) => self.type_param(name),
                None => self.dependent_opaque(&t.spelling()),
            };
        }
        match t.declaration() {
            Some(decl)
                if decl.kind() == clang::CXCursor_ClassTemplate || template_pattern(decl) =>
            {
                let template = self.record_type(decl);
                let mut args = self.template_args(t, depth);
                if args.is_empty() {
                    // The injected class name (`Node *next;` inside
                    // `Node<T>`) stands for the template with its own
                    // parameters: those of its cursor, or for the pattern
                    // libclang gives, of its level of the scope (one
                    // `@ST>` of its USR per enclosing class template).
                    let params = if decl.kind() == clang::CXCursor_ClassTemplate {
                        params_of(decl)
                    } else {
                        let level = decl.usr().matches("@ST>").count();
                        level
                            .checked_sub(1)
                            .and_then(|l| self.template_scope.get(l))
                            .cloned()
                            .unwrap_or_default()
                    };
                    args = params
                        .into_iter()
                        .map(|p| p.map(|name| self.type_param(name)))
                        .collect();
                }
                self.add_type(
                    TypeKind::Instantiation(Box::new(Instantiation {
                        template,
                        args,
                        spelling: t.spelling(),
                        canonical: opaque_match_name(&t.canonical().spelling()),
                        arg_typedefs: Vec::new(),
                        from_primary: true,
                        fields: None,
                    })),
                    None,
                )
            }
            // A dependent use of an alias template (`Same<Ptr<T>>`) stands
            // for its canonical type (`Couple<T *, T *>`), which names the
            // class template and the parameters themselves.
            Some(decl)
                if decl.kind() == clang::CXCursor_TypeAliasTemplateDecl
                    && t.canonical().spelling() != t.spelling() =>
            {
                self.type_of_depth(t.canonical(), depth + 1)
            }
            _ => self.dependent_opaque(&t.spelling()),
        }
    }

    /// The type standing for template parameter `name` (one per name: a
    /// parameter is spelled by its name wherever it appears).
    fn type_param(&mut self, name: String) -> TypeId {
        let key = format!("tparam:{name}");
        self.primitive(&key, TypeKind::TypeParam { name }, None)
    }

    /// A dependent type no Rust type can name. No warning here: the
    /// template holding it is reported once, when it is left out.
    fn dependent_opaque(&mut self, spelling: &str) -> TypeId {
        self.add_type(
            TypeKind::Opaque {
                reason: format!("dependent type '{spelling}'"),
            },
            None,
        )
    }

    fn template_args(&mut self, t: clang::Type<'_>, depth: u32) -> Vec<Option<TypeId>> {
        let n = t.num_template_args().unwrap_or(0);
        (0..n)
            .map(|i| t.template_arg(i).map(|a| self.type_of_depth(a, depth + 1)))
            .collect()
    }

    /// A concrete instantiation (`Box<long>`), with clang's layout of it;
    /// `None` when it is not made from a class template we can name (a
    /// member class of an instantiation), which stays opaque.
    pub(crate) fn concrete_instantiation(
        &mut self,
        t: clang::Type<'_>,
        depth: u32,
    ) -> Option<TypeId> {
        self.instantiation_as_written(t, None, depth)
    }

    /// [`Self::concrete_instantiation`] of `canonical` with the arguments
    /// as `written` spells them (typedefs kept); those it leaves to their
    /// defaults come from the canonical type.
    pub(crate) fn sugared_instantiation(
        &mut self,
        canonical: clang::Type<'_>,
        written: clang::Type<'_>,
        depth: u32,
    ) -> Option<TypeId> {
        self.instantiation_as_written(canonical, Some(written), depth)
    }

    /// Whether a class template specialization's declaration is an
    /// explicit instantiation (`template struct Acc<int>;`, `extern
    /// template class Acc<double>;`) rather than an explicit specialization
    /// (`template <> struct Acc<bool> { ... };`): its tokens start with
    /// `template` not followed by `<`.
    pub(crate) fn is_explicit_instantiation(&self, decl: Cursor<'_>) -> bool {
        let tokens = self.tu.tokens(decl);
        let mut words = tokens.iter().map(|t| t.spelling.as_str());
        let first = match words.next() {
            Some("extern") => words.next(),
            other => other,
        };
        first == Some("template") && words.next() != Some("<")
    }

    fn instantiation_as_written(
        &mut self,
        t: clang::Type<'_>,
        written: Option<clang::Type<'_>>,
        depth: u32,
    ) -> Option<TypeId> {
        let decl = t.declaration()?;
        let spec = decl.specialized_template()?;
        let primary = walk("specialized templates", spec, |primary| {
            if primary.kind() != clang::CXCursor_ClassTemplatePartialSpecialization {
                return Step::Done(Some(primary));
            }
            match primary.specialized_template() {
                Some(p) => Step::Next(p),
                None => Step::Done(None),
            }
        })
        .flatten()?;
        if primary.kind() != clang::CXCursor_ClassTemplate {
            return None;
        }
        // The written arguments are used only where each one is the
        // canonical argument in its place, spelled another way: a use of an
        // alias template has the alias's arguments (`Ignores<long, float>`
        // for `Couple<long, int>`; libclang declares both to be the class),
        // which may not line up with the class's; a pack expansion or an
        // argument that is not a type gives the canonical arguments alone.
        let written = written.filter(|w| {
            let n = w.num_template_args().unwrap_or(0);
            n <= t.num_template_args().unwrap_or(0)
                && (0..n).all(|i| match (w.template_arg(i), t.template_arg(i)) {
                    (Some(a), Some(b)) => a.canonical().spelling() == b.canonical().spelling(),
                    _ => false,
                })
        });
        // One type per spelling of the arguments (`Box<my_int>` and
        // `Box<int>` are one C++ type, spelled two ways).
        let key = match written {
            Some(w) => format!("template:{}|{}", t.canonical().spelling(), w.spelling()),
            None => format!("template:{}", t.canonical().spelling()),
        };
        if let Some(&id) = self.prim_cache.get(&key) {
            self.note_instantiation_spelled(id);
            return Some(id);
        }
        // An implicit instantiation sits where its template does (its
        // definition, when a forward declaration came first); an explicit
        // specialization has a place (and members) of its own.
        let dl = decl.location();
        let at_decl = |c: Cursor<'_>| {
            let l = c.location();
            l.file == dl.file && l.offset == dl.offset
        };
        // An explicit instantiation (`template struct Acc<int>;`, also
        // `extern template`) moves the place but keeps the primary's members.
        let from_primary = spec.kind() == clang::CXCursor_ClassTemplate
            && (at_decl(spec)
                || spec.definition().is_some_and(at_decl)
                || self.is_explicit_instantiation(decl));
        let template = self.record_type(primary);
        // The canonical arguments are read only where nothing is written:
        // reading one adds its type (an instantiation among them, which
        // would get a layout check of its own that upstream does not
        // have: `Tm4<Tm4<A1>>` behind `Tm4<Ty15>`).
        let mut args = Vec::new();
        let mut arg_typedefs = Vec::new();
        if let Some(w) = written {
            args = self.template_args(w, depth);
            arg_typedefs = (0..w.num_template_args().unwrap_or(0))
                .map(|i| w.template_arg(i).and_then(instantiation_member_typedef))
                .collect();
        }
        let n = t.num_template_args().unwrap_or(0);
        for i in u32::try_from(args.len()).unwrap_or(n)..n {
            let arg = t.template_arg(i).map(|a| self.type_of_depth(a, depth + 1));
            args.push(arg);
        }
        let layout: Option<Layout> = layout_of(t);
        let fields = layout.and(t.field_offsets()).map(|fs| {
            fs.into_iter()
                .map(|(name, offset_bits)| InstField { name, offset_bits })
                .collect()
        });
        let id = self.add_type(
            TypeKind::Instantiation(Box::new(Instantiation {
                template,
                args,
                spelling: written.unwrap_or(t).spelling(),
                canonical: opaque_match_name(&t.canonical().spelling()),
                arg_typedefs,
                from_primary,
                fields,
            })),
            layout,
        );
        self.note_layout(id, t);
        self.prim_cache.insert(key, id);
        self.note_instantiation_spelled(id);
        Some(id)
    }
}

/// The bare name of the typedef `t` names when it is a member typedef of
/// a class template's instantiation (`Str<char>::const_pointer`, also as
/// the instantiated template spells it: `const_pointer`).
fn instantiation_member_typedef(t: clang::Type<'_>) -> Option<String> {
    let t = match t.kind() {
        clang::CXType_Elaborated => t.named()?,
        _ => t,
    };
    if t.kind() != clang::CXType_Typedef {
        return None;
    }
    let decl = t.declaration()?;
    let parent = decl.semantic_parent()?;
    is_record_decl(parent.kind()).then_some(())?;
    parent.specialized_template()?;
    Some(decl.spelling())
}

/// The name `--opaque-type` matches for an instantiation, as upstream's:
/// clang's canonical spelling with the words of one argument joined by
/// `_` (`n::Box<unsigned_char, n::Point>`; the space after a comma stays).
fn opaque_match_name(spelling: &str) -> String {
    let mut out = String::with_capacity(spelling.len());
    let mut prev = None;
    for c in spelling.chars() {
        out.push(if c == ' ' && prev != Some(',') {
            '_'
        } else {
            c
        });
        prev = Some(c);
    }
    out
}

#[cfg(test)]
mod opaque_name_tests {
    #[test]
    fn words_of_an_argument_are_joined() {
        assert_eq!(
            super::opaque_match_name("geo::Pair<int, unsigned char>"),
            "geo::Pair<int, unsigned_char>"
        );
    }
}
