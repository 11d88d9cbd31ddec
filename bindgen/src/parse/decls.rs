//! Function and variable declarations.

use super::cursor_facts::{is_record_decl, source_loc};
use super::record::Annotated;
use super::Parser;
use crate::clang::{self, Cursor, EvalValue, TokenKind};
use crate::fixpoint::{walk, Step};
use crate::ir::{
    CSpelling, FloatKind, FnChoice, FnFacts, Function, FunctionId, Root, TypeKind, Var, VarId,
    VarValue,
};

impl Parser<'_> {
    pub(crate) fn function(&mut self, c: Cursor<'_>) {
        let name = c.spelling();
        // C++ overloads share a name; their symbols tell them apart. So do
        // C functions declared `__attribute__((overloadable))`, which clang
        // mangles as C++.
        let mangled = if self.ir.cxx {
            Some(c.mangling())
        } else {
            self.overloadable_symbol(c)
        };
        // Each overload is read, with `--distrust-clang-mangling` too: which
        // one of a name is bound there is decided among the emitted ones
        // (`analysis::cxx::number_free_functions`), and the others' types
        // still come along, as upstream.
        let key = mangled.clone().unwrap_or_else(|| name.clone());
        if let Some(&idx) = self.seen_functions.get(&key) {
            // A redeclaration with an asm label (glibc's `__REDIRECT`:
            // `fscanf` as `__isoc99_fscanf`) renames the function's symbol:
            // clang calls the label from then on, so the binding links to it.
            if self.ir.functions[idx].link_name.is_none() {
                if let Some(label) = self.link_name(c, &name) {
                    self.ir.functions[idx].link_name = Some(label);
                }
            }
            // An inline definition after a plain prototype (gmp declares its
            // `extern inline` functions first) makes the function inline, as
            // upstream sees it (whether it is then left out is
            // `analysis::lower`'s decision). A later inline prototype does
            // not: upstream goes by the first declaration and the
            // definition.
            if c.is_inlined_function()
                && !self.ir.functions[idx].facts.is_static
                && (self.ir.cxx || self.is_c_function_definition(c))
            {
                self.ir.functions[idx].facts.is_inline = true;
            }
            return;
        }
        if name.is_empty() {
            return;
        }
        // Free operators are not bound (as upstream, without
        // `--represent-cxx-operators`, which upstream cannot honour either).
        if self.ir.cxx && super::cxx::is_operator_name(&name) {
            return;
        }
        // Which functions are bound is `analysis::lower::functions`'
        // choice, by the facts recorded here; it is looked up while walking
        // because a function left out is left unread (see `ir::FnChoices`).
        let facts = self.function_facts(c);
        let choice = self.fn_choices.of(facts);
        if choice == FnChoice::Ignore {
            return;
        }
        if choice == FnChoice::Unbound {
            if self.opts.generate_fn_macros {
                if let Some(ret) = c
                    .result_type()
                    .and_then(|t| int_spelling(t.canonical().kind()))
                {
                    self.ir.unbound_int_functions.push((name.clone(), ret));
                }
            }
            let module = self.module_of(c);
            if self.ir.cxx {
                let file = source_loc(c).file;
                self.ir.unbound_functions.push((module, name, file));
            }
            // (Read only when an allowlist may reach it: reading spells its
            // types, instantiations among them.)
            let reachable = !self.opts.allowlisted_files.is_empty()
                || !self.opts.allowlisted_types.is_empty()
                || !self.opts.allowlisted_items.is_empty();
            if reachable {
                if let Some(fty) = c.ty() {
                    let sig = self.fn_sig_of_type(fty, Some(c));
                    self.ir.unbound_sigs.push((source_loc(c).file, module, sig));
                }
            }
            return;
        }
        let is_static = facts.is_static;
        let Some(fty) = c.ty() else { return };
        let outer_context = self.objc_enter(c);
        let mut sig = self.fn_sig_of_type(fty, Some(c));
        self.objc.context = outer_context;
        if let Some(names) = typedef_param_names(fty) {
            // Declared through a function typedef (`grow_fn grow;`): clang
            // leaves the parameters unnamed, the typedef's declarator has
            // the names upstream uses.
            if names.len() == sig.params.len() && sig.params.iter().all(|(n, _)| n.is_none()) {
                for ((n, _), name) in sig.params.iter_mut().zip(names) {
                    *n = (!name.is_empty()).then_some(name);
                }
            }
            let typedef = self.type_of(fty);
            sig.written_typedefs.push(typedef);
        }
        if choice == FnChoice::Quiet {
            // Not bound, but the types its signature names are emitted, as
            // upstream does: recorded, quietly, with them.
            self.skip(c, String::new());
            if let Some(s) = self.ir.skipped.last_mut() {
                s.mentions = std::iter::once(sig.ret)
                    .chain(sig.params.iter().map(|(_, t)| *t))
                    .chain(sig.written_typedefs.iter().copied())
                    .collect();
            }
            return;
        }
        if let Some(inst) = self
            .ir
            .cxx
            .then(|| self.unchecked_instantiation_by_value(&sig))
            .flatten()
        {
            self.skip_unchecked_by_value(c, &inst);
            if let Some(s) = self.ir.skipped.last_mut() {
                s.mentions = std::iter::once(sig.ret)
                    .chain(sig.params.iter().map(|(_, t)| *t))
                    .collect();
            }
            return;
        }
        let (must_use, noreturn) = if self.opts.enable_function_attribute_detection {
            self.function_attributes(c)
        } else {
            (false, false)
        };
        sig.noreturn |= noreturn;
        let link_name = self.link_name(c, &name);
        // The wrapper is defined at file scope. Types as written in a
        // file-scope declaration resolve there too; in a namespace they may
        // not (`Acc` for `calc::Acc`), and the canonical spelling has the
        // path. `va_list`'s canonical form (`__va_list_tag[1]`) cannot be
        // written in C++, its written name can.
        let in_namespace = self.ir.cxx && self.module_of(c) != crate::ir::ModuleId::ROOT;
        let spell = move |t: clang::Type<'_>| {
            let written = t.spelling();
            if !in_namespace {
                return written;
            }
            let canonical = t.canonical().spelling();
            if canonical.contains("__va_list_tag") {
                written
            } else {
                canonical
            }
        };
        // `--verify-abi` names every function in its reference unit.
        let c_spelling = (is_static || self.opts.verify_abi).then(|| CSpelling {
            ret: fty.result().map(spell).unwrap_or_else(|| "void".into()),
            params: c
                .arguments()
                .unwrap_or_default()
                .iter()
                .map(|a| a.ty().map(spell).unwrap_or_default())
                .collect(),
            class: None,
        });
        // (`size_t` counts while it may become `usize`: `analysis::lower`
        // forgets its spelling here when it stays a typedef.)
        let builtin_ret = matches!(
            self.ir.ty(sig.ret).kind,
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Bool | TypeKind::Void
        ) || self.ir.size_typedefs.contains_key(&sig.ret);
        let ret_builtin_name = builtin_ret
            .then(|| fty.result().map(|t| t.spelling().replace(' ', "_")))
            .flatten();
        let comment = self.comment_of(c);
        let f = Function {
            name: name.clone(),
            link_name,
            sig,
            must_use,
            facts,
            loc: source_loc(c),
            doc: comment.doc,
            c_spelling,
            module: self.module_of(c),
            mangled,
            ret_builtin_name,
        };
        self.ir.functions.push(f);
        let idx = FunctionId(self.ir.functions.len() - 1);
        self.annotate(Annotated::Function(idx), comment.annotations);
        self.seen_functions.insert(key, idx);
        self.ir.roots.push(Root::Function(idx));
    }

    /// What decides whether the free function declared by `c` is bound
    /// (`analysis::lower::functions` decides).
    fn function_facts(&mut self, c: Cursor<'_>) -> FnFacts {
        let cxx = self.ir.cxx;
        // A C redeclaration without `static` of a static function keeps the
        // internal linkage of its first declaration (upstream never binds
        // it as an external function); and a later inline definition makes
        // a static prototype inline, as upstream sees it.
        let is_static = c.storage_class() == clang::CX_SC_Static
            || (!cxx && c.canonical().storage_class() == clang::CX_SC_Static);
        let is_inline =
            c.is_inlined_function() || (!cxx && is_static && self.c_definition_is_inline(c));
        FnFacts {
            is_static,
            is_inline,
            is_deleted: cxx && c.method_is_deleted(),
            defined: !is_inline || cxx || self.c_function_defined(c),
            internal: cxx && !is_static && c.linkage() == clang::CXLinkage_Internal,
            default_visibility: is_static || c.has_default_visibility(),
        }
    }

    /// The mangled symbol of a C function declared
    /// `__attribute__((overloadable))`. libclang has no cursor kind for the
    /// attribute: only functions with an unexposed attribute (few) have
    /// their attributes' tokens looked at.
    fn overloadable_symbol(&self, c: Cursor<'_>) -> Option<String> {
        let overloadable = c.children().into_iter().any(|a| {
            a.kind() == clang::CXCursor_UnexposedAttr && self.tu.has_identifier(a, "overloadable")
        });
        overloadable.then(|| c.mangling()).filter(|m| !m.is_empty())
    }

    /// `__asm__("sym")` labels: libclang's mangling starts with `\u{1}` for them.
    /// (Recorded whatever the options; `analysis::lower` forgets them under
    /// `--distrust-clang-mangling`.)
    fn link_name(&self, c: Cursor<'_>, name: &str) -> Option<String> {
        for child in c.children() {
            if child.kind() == clang::CXCursor_AsmLabelAttr {
                let label = child.spelling();
                if !label.is_empty() && label != name {
                    return Some(label);
                }
            }
        }
        None
    }

    /// `(must_use, noreturn)` of a function or method declaration
    /// (`warn_unused_result`/`[[nodiscard]]`, `_Noreturn`/`[[noreturn]]`).
    pub(super) fn function_attributes(&self, c: Cursor<'_>) -> (bool, bool) {
        let mut must_use = false;
        let mut noreturn = false;
        for child in c.children() {
            if child.kind() == clang::CXCursor_WarnUnusedResultAttr {
                must_use = true;
            }
            // C++11 `[[noreturn]]` is an attribute cursor of its own, outside
            // the declaration's tokens. It starts with the attribute's name
            // (`noreturn`, `gnu::noreturn`): the extent of an attribute from
            // a macro (`deprecated`) may run on over later declarations.
            if child.kind() == clang::CXCursor_UnexposedAttr
                && self
                    .tu
                    .tokens(child)
                    .iter()
                    .take(3)
                    .any(|t| matches!(t.spelling.as_str(), "noreturn" | "__noreturn__"))
            {
                noreturn = true;
            }
        }
        // `_Noreturn` and `[[noreturn]]` have no cursor of their own; they come
        // before the name (`__attribute__((noreturn))` is part of the function
        // type, and tokens after the name may belong to a parameter's type).
        // Only at the outermost level: in `void (__attribute__((noreturn))
        // *take(int))(int);` the attribute is the returned pointer's, not
        // `take`'s (parentheses of an `__attribute__` do not count).
        // The extent may also span whole declarations before this one (see
        // `tokens_outside_directives`): what comes before a `;` or `}` at
        // the outermost level ahead of the name is theirs.
        let name = c.spelling();
        if let Some(tu_tokens) = self.function_tokens(c) {
            let mut before_name = true;
            let mut depth = 0usize;
            let mut attr_base: Option<usize> = None;
            let (mut tok_noreturn, mut tok_must_use) = (false, false);
            for t in tu_tokens {
                if t.kind == TokenKind::Identifier && t.spelling == name {
                    before_name = false;
                }
                let outermost = match attr_base {
                    Some(base) => base == 0,
                    None => depth == 0,
                };
                if before_name
                    && outermost
                    && ((t.kind == TokenKind::Keyword && t.spelling == "_Noreturn")
                        || t.spelling == "noreturn")
                {
                    tok_noreturn = true;
                }
                if before_name && depth == 0 && (t.spelling == ";" || t.spelling == "}") {
                    (tok_noreturn, tok_must_use) = (false, false);
                }
                match t.spelling.as_str() {
                    "__attribute__" if attr_base.is_none() => attr_base = Some(depth),
                    "(" => depth += 1,
                    ")" => {
                        depth = depth.saturating_sub(1);
                        if attr_base == Some(depth) {
                            attr_base = None;
                        }
                    }
                    _ => {}
                }
                if t.spelling == "warn_unused_result" {
                    tok_must_use = true;
                }
            }
            noreturn |= tok_noreturn;
            must_use |= tok_must_use;
        }
        (must_use, noreturn)
    }

    fn function_tokens(&self, c: Cursor<'_>) -> Option<Vec<clang::Token>> {
        Some(self.tu.tokens_outside_directives(c))
    }

    pub(crate) fn var(&mut self, c: Cursor<'_>) {
        let Some(var) = self.make_var(c) else { return };
        let key = var_key(&var.name, var.mangled.as_deref());
        let annotations = self.comment_of(c).annotations;
        self.ir.vars.push(var);
        let idx = VarId(self.ir.vars.len() - 1);
        self.annotate(Annotated::Var(idx), annotations);
        self.seen_vars.insert(key, idx);
        self.ir.roots.push(Root::Var(idx));
    }

    /// The variable `c` declares, unless it was seen already or has no
    /// symbol and no value.
    pub(crate) fn make_var(&mut self, c: Cursor<'_>) -> Option<Var> {
        let name = c.spelling();
        let mangled = self.ir.cxx.then(|| c.mangling());
        let key = var_key(&name, mangled.as_deref());
        if name.is_empty() || self.seen_vars.contains_key(&key) {
            return None;
        }
        let t = c.ty()?;
        let is_const = super::ty::const_elements(t);
        let storage = c.storage_class();
        let ty = self.type_of_decl(t, c);
        let has_init = c.children().iter().any(|ch| {
            !matches!(
                ch.kind(),
                clang::CXCursor_TypeRef
                    | clang::CXCursor_StructDecl
                    | clang::CXCursor_UnionDecl
                    | clang::CXCursor_EnumDecl
            ) && !ch.is_attribute()
        });
        // A static data member of a class has a symbol; a file-scope
        // `static` has none to link against.
        let member = self.ir.cxx
            && c.semantic_parent()
                .is_some_and(|p| is_record_decl(p.kind()));
        let internal = storage == clang::CX_SC_Static && !member;
        // The initial value is the variable's value when it cannot change
        // (`const`), and the only thing Rust can use of a `static` one
        // (`static int level = 3;`, as upstream). A variable with a symbol
        // that may change (`int level = 3;`) stays a variable.
        let value = if (is_const || internal) && has_init {
            self.const_value(c, ty)
        } else {
            None
        };
        if value.is_none() && internal {
            return None;
        }
        let comment = self.comment_of(c);
        let spelled_item = if self.ir.cxx {
            super::var_spelling::unnamed_item(t)
        } else {
            None
        };
        Some(Var {
            name: name.clone(),
            link_name: self.link_name(c, &name),
            ty,
            is_const,
            value,
            loc: source_loc(c),
            doc: comment.doc,
            module: self.module_of(c),
            mangled,
            class: None,
            spelled_item,
        })
    }

    fn const_value(&self, c: Cursor<'_>, ty: crate::ir::TypeId) -> Option<VarValue> {
        let resolved = self.ir.ty(self.ir.resolve_aliases(ty));
        let v = c.evaluate()?;
        match (&resolved.kind, v) {
            (TypeKind::Bool, EvalValue::Int(i)) => Some(VarValue::Bool(i != 0)),
            (TypeKind::Bool, EvalValue::UInt(i)) => Some(VarValue::Bool(i != 0)),
            (TypeKind::Int(_) | TypeKind::Enum(_), EvalValue::Int(i)) => {
                Some(VarValue::Int(i128::from(i)))
            }
            (TypeKind::Int(_) | TypeKind::Enum(_), EvalValue::UInt(i)) => {
                Some(VarValue::Int(i128::from(i)))
            }
            // Only `float` and `double` have a Rust float type. A wider `long
            // double`, `__float128` or `_Float16` is stored as bits (`u128`,
            // `__BindgenFloat16`, ...) that no literal spells, and clang
            // reports its value only rounded to a `double`: such a constant
            // is declared like a variable (extern when it has a symbol).
            (TypeKind::Float(FloatKind::Float | FloatKind::Double), EvalValue::Float(f)) => {
                Some(VarValue::Float(f))
            }
            // A `long double` that is a `double` (MSVC, Apple arm64): `f64`.
            (TypeKind::Float(FloatKind::LongDouble), EvalValue::Float(f))
                if resolved.layout.is_some_and(|l| l.size == 8) =>
            {
                Some(VarValue::Float(f))
            }
            // (Also `char *const p = "x";`: the literal is read-only.)
            (TypeKind::Pointer { .. }, EvalValue::Str(s)) => Some(VarValue::Str(s)),
            // C++ evaluates a constant `char` array's string initializer
            // (`const char kName[] = "name";`, which has no symbol at
            // namespace scope): upstream's string constant. C does not.
            (TypeKind::Array { elem, .. }, EvalValue::Str(s))
                if self.ir.cxx && self.is_byte_char(*elem) =>
            {
                Some(VarValue::Str(s))
            }
            _ => None,
        }
    }
}

impl Parser<'_> {
    /// Whether `ty` is (a typedef of) a one-byte character type.
    fn is_byte_char(&self, ty: crate::ir::TypeId) -> bool {
        use crate::ir::IntKind;
        matches!(
            self.ir.ty(self.ir.resolve_aliases(ty)).kind,
            TypeKind::Int(IntKind::Char { .. } | IntKind::SChar | IntKind::UChar)
        )
    }
}

/// When `fty`, a function's type, is spelled with a function typedef, the
/// parameter names of the first typedef along its chain that names them
/// (`typedef grow_fn regrow_fn;` reuses `grow_fn`'s); `None` when the type
/// is not a typedef.
fn typedef_param_names(fty: clang::Type<'_>) -> Option<Vec<String>> {
    let mut names = Vec::new();
    walk("typedefs of a function type", fty, |t| {
        let Some(decl) = t
            .declaration()
            .filter(|d| d.kind() == clang::CXCursor_TypedefDecl)
        else {
            return Step::Done(());
        };
        names = decl
            .children()
            .iter()
            .filter(|c| c.kind() == clang::CXCursor_ParmDecl)
            .map(Cursor::spelling)
            .collect();
        match decl.typedef_underlying() {
            Some(under) if names.iter().all(String::is_empty) => Step::Next(under),
            _ => Step::Done(()),
        }
    });
    (fty.declaration()?.kind() == clang::CXCursor_TypedefDecl).then_some(names)
}

/// C's spelling of a canonical integer type kind (`None` for the others).
fn int_spelling(kind: clang::CXTypeKind) -> Option<&'static str> {
    use clang::*;
    Some(match kind {
        CXType_Bool => "_Bool",
        CXType_Char_S | CXType_Char_U => "char",
        CXType_SChar => "signed char",
        CXType_UChar => "unsigned char",
        CXType_Short => "short",
        CXType_UShort => "unsigned short",
        CXType_Int => "int",
        CXType_UInt => "unsigned int",
        CXType_Long => "long",
        CXType_ULong => "unsigned long",
        CXType_LongLong => "long long",
        CXType_ULongLong => "unsigned long long",
        _ => return None,
    })
}

/// What tells a variable's redeclarations apart from other variables: its
/// name, and in C++ its symbol too (`a::x` and `b::x`). The name stays in
/// the key because an `__asm__` label can give two variables one symbol
/// (`extern int y __asm__("x");` next to `x`), and both are bound.
fn var_key(name: &str, mangled: Option<&str>) -> String {
    match mangled {
        Some(m) => format!("{name}\0{m}"),
        None => name.to_string(),
    }
}
