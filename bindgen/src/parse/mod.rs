//! Turns a clang translation unit into the frozen [`Ir`].
//!
//! One walk over the top-level cursors, in source order. Types are created on
//! first reference and keyed by their declaration, so every struct, enum and
//! typedef exists exactly once. Nothing here decides output names or shapes.

mod annotations;
mod bodies;
mod comments;
mod cursor_facts;
mod cxx;
mod decls;
mod fn_defined;
mod inputs;
pub(crate) mod macros;
mod member_spelling;
mod objc;
mod record;
mod subobjects;
mod sysroot;
mod target_facts;
mod template;
mod ty;
mod unbound_sigs;
mod var_spelling;

pub(crate) use inputs::{clang_executable as clang_path, prepare_inputs, Inputs};

use crate::clang::{self, Cursor, TranslationUnit};
use crate::error::BindgenError;
use crate::ir::{Ir, Root, Type, TypeId, TypeKind};
use crate::options::plan::Plan;
use crate::options::BindgenOptions;
use std::collections::HashMap;

/// Parser state: the IR being built plus declaration lookup tables.
pub(crate) struct Parser<'o> {
    pub(crate) ir: Ir,
    pub(crate) opts: &'o BindgenOptions,
    pub(crate) tu: &'o TranslationUnit<'o>,
    decls: HashMap<String, TypeId>,
    prim_cache: HashMap<String, TypeId>,
    seen_functions: HashMap<String, crate::ir::FunctionId>,
    /// Which free functions are bound, by their facts (chosen by
    /// `analysis::lower::functions`; see `ir::FnChoices`).
    fn_choices: &'o crate::ir::FnChoices,
    seen_vars: HashMap<String, crate::ir::VarId>,
    rooted: std::collections::HashSet<TypeId>,
    /// Implicit declarations (`__builtin_va_list`, `struct __va_list_tag`): they
    /// have no place in the source, so they go after every other item, typedef
    /// before the record it names.
    builtin_roots: Vec<TypeId>,
    /// The file of the top-level declaration being read: an implicit
    /// declaration takes it as its own (upstream's item takes the location
    /// of the cursor that first named it), which `--allowlist-file` and
    /// `--blocklist-file` match.
    top_file: String,
    /// Parameter names of the next function type converted (from a declarator's `ParmDecl`s).
    pending_param_names: Option<Vec<ty::ParamName>>,
    /// The declaration whose type is being read, for the next function type
    /// (see [`crate::ir::FnSig::declarator`]).
    pending_declarator: Option<String>,
    /// Tags never defined, in order of first mention. One named only in a
    /// member or a prototype has no top-level cursor of its own; it is
    /// emitted (as an opaque forward declaration) after everything else.
    implicit_tags: Vec<TypeId>,
    /// Namespaces by USR.
    module_keys: HashMap<String, crate::ir::ModuleId>,
    /// Namespaces whose `Root::Module` is placed.
    rooted_modules: std::collections::HashSet<crate::ir::ModuleId>,
    /// Template parameters in scope while a template definition is read
    /// (see [`template::Scope`]); empty elsewhere.
    template_scope: template::Scope,
    /// The parameters of the alias template whose alias `typedef_type`
    /// reads next (taken by it).
    alias_template_params: Option<Vec<Option<String>>>,
    /// Symbols of methods defined `inline` outside their class
    /// (`inline int Rect::width() const {...}`); see `cxx::mark_inline_definitions`.
    inline_definitions: std::collections::HashSet<String>,
    /// The C functions defined at file scope, each with whether a
    /// definition is `inline`, gathered when first asked (`fn_defined`).
    defined_c_functions: Option<std::collections::HashMap<String, bool>>,
    /// Classes whose bases are placed after the walk (`cxx::place_all_bases`).
    unplaced_bases: Vec<TypeId>,
    /// Objective-C lookup tables (`objc.rs`).
    objc: objc::ObjcState,
    /// Whether constructors and destructors return `this` (the
    /// WebAssembly C++ ABI): their declarations then return a pointer.
    structors_return_this: bool,
    /// Types without a layout that an instantiation in a skipped function
    /// body might have given them, with their spellings (`bodies.rs`).
    layout_uncertain: Vec<(TypeId, String)>,
    /// Whether C++ function bodies were skipped (and so whether to fill
    /// `layout_uncertain`).
    note_uncertain_layouts: bool,
    /// What only operators' and conversions' signatures spell
    /// (`unbound_sigs.rs`).
    unbound_sigs: unbound_sigs::UnboundSigs,
}

/// What parsing produced: the IR of the declarations and the macro
/// constants, still being evaluated on their worker thread. The driver joins
/// them: at once (`macros::finish`, which completes the IR) or, when its plan
/// allows, after the other items are generated (`macros::finish_late`).
pub(crate) struct Parsed {
    /// The IR, without macro constants yet.
    pub ir: Ir,
    /// The macro work to join.
    pub macros: macros::Pending,
    /// When C++ function bodies were skipped: the types whose layouts a
    /// body might have given (`bodies.rs`), and what parsing the unit again
    /// with its bodies needs (see [`with_bodies`]).
    pub skipped_bodies: Option<SkippedBodies>,
}

/// What [`with_bodies`] needs from the first parse.
pub(crate) struct SkippedBodies {
    /// Types without a layout that a skipped body might have given them,
    /// with their spellings (for the log).
    pub layout_uncertain: Vec<(TypeId, String)>,
    facts: target_facts::TargetFacts,
    /// The warnings already printed (not printed again).
    printed: std::collections::HashSet<String>,
}

/// Parses the inputs and returns the IR, or the clang errors.
pub(crate) fn parse(
    opts: &BindgenOptions,
    plan: &Plan,
    inputs: &Inputs,
    fn_choices: &crate::ir::FnChoices,
) -> Result<Parsed, BindgenError> {
    // A libclang that cannot be loaded is no clang diagnostic: it has its
    // own error, whose message says how to point bindgen at one.
    clang::ensure_loaded().map_err(|e| BindgenError::LibclangNotFound(e.to_string()))?;
    let index = clang::Index::new().map_err(|e| BindgenError::ClangDiagnostic(e.to_string()))?;
    // C bodies add nothing and are always skipped. C++ bodies can: they
    // instantiate the class templates they use (`return reverse_iterator(p);`),
    // and only an instantiated template has a layout clang can report. They
    // are skipped when the plan allows; the walk notes the types whose
    // layouts such an instantiation could have given, and when the bindings
    // use one the driver has the unit parsed again with its bodies
    // (`bodies.rs`, [`with_bodies`]).
    let skip_bodies = !inputs.cxx || plan.skip_cxx_bodies.on;
    // The clang fallback's helper unit parses the inputs meanwhile.
    let early = if plan.early_helper_unit.on {
        macros::EarlyUnit::start(inputs, opts.clang_macro_fallback_build_dir.as_deref())
    } else {
        None
    };
    let started = std::time::Instant::now();
    let tu = parse_unit(&index, inputs, skip_bodies)?;
    let printed = check_diagnostics(&tu, &Default::default())?;
    phase(opts, "libclang parse", started);
    let started = std::time::Instant::now();
    if opts.emit_ast {
        print_ast(tu.cursor(), 0);
    }
    let top = tu.cursor().children();
    let macro_cursors: Vec<Cursor<'_>> = top
        .iter()
        .copied()
        .filter(|c| c.kind() == clang::CXCursor_MacroDefinition)
        .collect();
    let facts = target_facts::TargetFacts::read(&tu, &macro_cursors, inputs);
    // Macro evaluation (and clang's fallback, on another thread) starts
    // first. The preprocessor runs through skipped bodies as through parsed
    // ones, so the definitions are the same whichever parse reads them.
    let macro_work = macros::start(&tu, &macro_cursors, opts, plan, inputs, &facts, early);
    phase(opts, "macro definitions", started);
    let started = std::time::Instant::now();
    let (ir, layout_uncertain) = walk(
        opts,
        fn_choices,
        &tu,
        &top,
        &facts,
        inputs,
        inputs.cxx && skip_bodies,
    );
    phase(opts, "walk", started);
    let skipped_bodies =
        (inputs.cxx && skip_bodies && !layout_uncertain.is_empty()).then(|| SkippedBodies {
            layout_uncertain,
            facts,
            printed,
        });
    Ok(Parsed {
        ir,
        macros: macro_work,
        skipped_bodies,
    })
}

/// Parses the unit again, with its function bodies, and walks it: the IR
/// that replaces the first parse's when a type the bindings use has no
/// layout that a skipped body might have given it. The macro work of the
/// first parse stands (the preprocessor runs through skipped bodies too).
pub(crate) fn with_bodies(
    opts: &BindgenOptions,
    inputs: &Inputs,
    fn_choices: &crate::ir::FnChoices,
    skipped: SkippedBodies,
) -> Result<Ir, BindgenError> {
    let started = std::time::Instant::now();
    let index = clang::Index::new().map_err(|e| BindgenError::ClangDiagnostic(e.to_string()))?;
    let tu = parse_unit(&index, inputs, false)?;
    check_diagnostics(&tu, &skipped.printed)?;
    phase(opts, "libclang parse (with bodies)", started);
    let started = std::time::Instant::now();
    let top = tu.cursor().children();
    let (ir, _) = walk(opts, fn_choices, &tu, &top, &skipped.facts, inputs, false);
    phase(opts, "walk", started);
    Ok(ir)
}

/// Parses the main unit, skipping function bodies or not.
fn parse_unit<'i>(
    index: &'i clang::Index,
    inputs: &Inputs,
    skip_bodies: bool,
) -> Result<TranslationUnit<'i>, BindgenError> {
    // Attributed types are kept: without them libclang replaces a type
    // such as `const char __attribute__((btf_type_tag("user")))` (the
    // kernel's `__user`) by its bare modified type and drops its `const`.
    let mut flags = clang::CXTranslationUnit_DetailedPreprocessingRecord
        | clang::CXTranslationUnit_IncludeAttributedTypes;
    if skip_bodies {
        flags |= clang::CXTranslationUnit_SkipFunctionBodies;
    }
    let args = with_body_skipping_quieted(&inputs.args);
    TranslationUnit::parse(index, &inputs.main, &args, &inputs.unsaved(), flags)
        .map_err(|e| BindgenError::ClangDiagnostic(e.to_string()))
}

/// Walks the top-level cursors `top` of `tu` into the IR; with
/// `cxx_bodies_skipped`, also returns the types whose layouts a skipped
/// body might have given.
fn walk<'t>(
    opts: &'t BindgenOptions,
    fn_choices: &'t crate::ir::FnChoices,
    tu: &'t TranslationUnit<'t>,
    top: &[Cursor<'t>],
    facts: &target_facts::TargetFacts,
    inputs: &Inputs,
    cxx_bodies_skipped: bool,
) -> (Ir, Vec<(TypeId, String)>) {
    let mut p = Parser::new(opts, fn_choices, tu);
    p.ir.cxx = inputs.cxx;
    p.note_uncertain_layouts = cxx_bodies_skipped;
    // Objective-C by `-x objective-c[++]`, `-ObjC[++]` or the file name.
    p.objc.enabled = inputs
        .args
        .iter()
        .any(|a| a.contains("objective-c") || a.starts_with("-ObjC"))
        || inputs.main.ends_with(".m")
        || inputs.main.ends_with(".mm");
    if p.ir.cxx {
        p.ensure_root_module();
    }
    p.ir.pointer_size = facts.pointer_size;
    p.ir.big_endian = facts.big_endian;
    p.structors_return_this = facts.wasm;
    p.ir.x86_32 = facts.x86_32;
    p.ir.x86_64 = facts.x86_64;
    let mut seen_files = std::collections::HashSet::new();
    for &c in top {
        if c.kind() == clang::CXCursor_MacroDefinition {
            continue;
        } else if c.kind() == clang::CXCursor_InclusionDirective {
            if let Some(f) = included_file_name(c) {
                if seen_files.insert(f.clone()) {
                    p.ir.included_files.push(f);
                }
            }
        } else {
            p.top_file = c.location().file;
            p.top_level(c);
        }
    }
    // Tags never defined (forward declarations named only in members or
    // prototypes), then the implicit builtin declarations.
    p.mark_inline_definitions();
    p.place_all_bases();
    for id in std::mem::take(&mut p.implicit_tags) {
        p.root_type(id);
    }
    for id in std::mem::take(&mut p.builtin_roots) {
        p.root_type(id);
    }
    p.objc_forward_roots();
    p.objc_late_roots();
    p.ir.unbound_sig_instantiations = p.unbound_sig_instantiations();
    (p.ir, p.layout_uncertain)
}

/// Warnings that only appear because the main parse skips function bodies:
/// a `static` function or variable used only inside other bodies looks
/// unused. Under `-Wall -Werror` (the Linux kernel's flags) they would be
/// fatal although the code is fine, so they are turned off, after the
/// user's flags so that they win over `-Wall`/`-Werror=...`.
const BODY_SKIPPING_WARNINGS: &[&str] = &[
    "-Wno-unused-function",
    "-Wno-unused-variable",
    "-Wno-unused-const-variable",
    "-Wno-unneeded-internal-declaration",
    "-Wno-unused-private-field",
    "-Wno-unused-member-function",
    "-Wno-unused-template",
];

/// The main parse's arguments: the user's, then [`BODY_SKIPPING_WARNINGS`].
fn with_body_skipping_quieted(args: &[String]) -> Vec<String> {
    let mut all = args.to_vec();
    all.extend(BODY_SKIPPING_WARNINGS.iter().map(|w| (*w).to_string()));
    all
}

/// Prints a sub-phase time with `--time-phases`.
pub(crate) fn phase(opts: &BindgenOptions, name: &str, started: std::time::Instant) {
    if opts.time_phases {
        eprintln!(
            "[time]   {name}: {:.1} ms",
            started.elapsed().as_secs_f64() * 1000.0
        );
    }
}

fn included_file_name(c: Cursor<'_>) -> Option<String> {
    c.included_file_name()
}

/// Prints warnings like upstream (`clang diag: …`) and fails on errors.
/// The errors are only returned, not printed: whoever handles the error
/// shows them (the CLI prints it once; upstream printed each twice).
/// Warnings in `printed` (a first parse's, when the unit is parsed again)
/// are not printed twice; returns the warnings seen.
fn check_diagnostics(
    tu: &TranslationUnit<'_>,
    printed: &std::collections::HashSet<String>,
) -> Result<std::collections::HashSet<String>, BindgenError> {
    let mut errors = String::new();
    let mut seen = std::collections::HashSet::new();
    for d in tu.diagnostics() {
        match d.severity {
            clang::Severity::Error => {
                errors.push_str(&d.formatted);
                errors.push('\n');
            }
            // Users (the kernel's version probe among them) read warnings from stderr.
            clang::Severity::Warning => {
                if !printed.contains(&d.formatted) {
                    eprintln!("clang diag: {}", d.formatted);
                }
                seen.insert(d.formatted);
            }
            clang::Severity::Note => {}
        }
    }
    if errors.is_empty() {
        Ok(seen)
    } else {
        Err(BindgenError::ClangDiagnostic(errors))
    }
}

fn print_ast(c: Cursor<'_>, depth: usize) {
    for child in c.children() {
        println!(
            "{}{:?} {}",
            "  ".repeat(depth),
            child,
            child.location().line
        );
        print_ast(child, depth + 1);
    }
}

/// Whether a record or enum declaration is where its item goes in the output:
/// its definition, or any declaration when it is never defined (upstream
/// orders `struct s; void f(struct s *); struct s {…};` with `s` last).
fn placed_here(c: Cursor<'_>) -> bool {
    c.is_definition() || c.definition().is_none()
}

impl<'o> Parser<'o> {
    fn new(
        opts: &'o BindgenOptions,
        fn_choices: &'o crate::ir::FnChoices,
        tu: &'o TranslationUnit<'o>,
    ) -> Self {
        Parser {
            ir: Ir::default(),
            opts,
            tu,
            decls: HashMap::new(),
            prim_cache: HashMap::new(),
            seen_functions: HashMap::new(),
            fn_choices,
            seen_vars: HashMap::new(),
            rooted: Default::default(),
            builtin_roots: Vec::new(),
            top_file: String::new(),
            pending_param_names: None,
            pending_declarator: None,
            implicit_tags: Vec::new(),
            module_keys: HashMap::new(),
            rooted_modules: Default::default(),
            template_scope: Vec::new(),
            alias_template_params: None,
            inline_definitions: Default::default(),
            defined_c_functions: None,
            unplaced_bases: Vec::new(),
            objc: Default::default(),
            structors_return_this: false,
            layout_uncertain: Vec::new(),
            note_uncertain_layouts: false,
            unbound_sigs: Default::default(),
        }
    }

    pub(crate) fn add_type(&mut self, kind: TypeKind, layout: Option<crate::ir::Layout>) -> TypeId {
        self.ir.types.push(Type { kind, layout });
        TypeId(self.ir.types.len() - 1)
    }

    /// Adds a named type to the output order once.
    pub(crate) fn root_type(&mut self, id: TypeId) {
        if self.rooted.insert(id) {
            self.ir.roots.push(Root::Type(id));
        }
    }

    fn top_level(&mut self, c: Cursor<'_>) {
        use clang::*;
        match c.kind() {
            // An explicit instantiation declares nothing new: its uses are
            // instantiations of the primary template (`template.rs`).
            CXCursor_StructDecl | CXCursor_UnionDecl | CXCursor_ClassDecl
                if self.ir.cxx
                    && c.specialized_template().is_some()
                    && self.is_explicit_instantiation(c) => {}
            CXCursor_StructDecl | CXCursor_UnionDecl | CXCursor_ClassDecl
                if self.ir.cxx && cursor_facts::in_template(c) =>
            {
                // `template <> struct hash<int> {…};`: its uses are opaque
                // instantiations (see `ty.rs`).
                self.unsupported(c, "class template specialization")
            }
            CXCursor_StructDecl | CXCursor_UnionDecl | CXCursor_ClassDecl => {
                let id = self.record_type(c);
                if placed_here(c) {
                    self.root_if_toplevel(id);
                }
            }
            CXCursor_EnumDecl => {
                let id = self.enum_type(c);
                if placed_here(c) {
                    self.root_if_toplevel(id);
                }
            }
            CXCursor_TypedefDecl | CXCursor_TypeAliasDecl => {
                let id = self.typedef_type(c);
                if matches!(self.ir.ty(id).kind, TypeKind::Alias { .. }) {
                    self.root_type(id);
                }
            }
            CXCursor_FunctionDecl => self.function(c),
            // An out-of-line definition of a member function: only whether
            // it is `inline` matters (its class binds it).
            CXCursor_CXXMethod
            | CXCursor_Constructor
            | CXCursor_Destructor
            | CXCursor_ConversionFunction
                if self.ir.cxx =>
            {
                self.out_of_line_method(c)
            }
            // An out-of-line definition of a static data member
            // (`int Box::count = 0;`) belongs to its class, which emits it.
            CXCursor_VarDecl
                if self.ir.cxx
                    && c.semantic_parent().is_some_and(|p| {
                        cursor_facts::is_record_decl(p.kind())
                            || cursor_facts::is_template_decl(p.kind())
                    }) => {}
            CXCursor_VarDecl => self.var(c),
            CXCursor_LinkageSpec | CXCursor_UnexposedDecl => {
                for child in c.children() {
                    self.top_level(child);
                }
            }
            CXCursor_Namespace => self.namespace_block(c),
            CXCursor_ObjCInterfaceDecl
            | CXCursor_ObjCProtocolDecl
            | CXCursor_ObjCCategoryDecl
            | CXCursor_ObjCClassRef => self.objc_decl(c),
            CXCursor_ClassTemplate => {
                let id = self.record_type(c);
                if placed_here(c) {
                    self.root_if_toplevel(id);
                }
            }
            CXCursor_ClassTemplatePartialSpecialization => {
                self.unsupported(c, "class template partial specialization")
            }
            CXCursor_FunctionTemplate => self.unsupported(c, "function template"),
            CXCursor_TypeAliasTemplateDecl => {
                for child in c.children() {
                    if child.kind() == CXCursor_TypeAliasDecl {
                        // (The alias's parent is the namespace, not the
                        // template: its parameters are handed over.)
                        self.alias_template_params = Some(template::params_of(c));
                        let id = self.typedef_type(child);
                        self.alias_template_params = None;
                        if matches!(self.ir.ty(id).kind, TypeKind::Alias { .. }) {
                            self.root_type(id);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Roots a record/enum unless it is nested in a record (then its parent emits it).
    fn root_if_toplevel(&mut self, id: TypeId) {
        let parent = match &self.ir.ty(id).kind {
            TypeKind::Record(r) => r.parent,
            TypeKind::Enum(e) => e.parent,
            _ => return,
        };
        if parent.is_none() {
            self.root_type(id);
        }
    }
}
