//! The codegen context: the run's read-only inputs (IR, analyses, options,
//! callbacks), and the accumulator of what the generators write besides
//! their items.

use super::model::Items;
use crate::analysis::Analyses;
use crate::callbacks::ParseCallbacks;
use crate::ir::{Ir, ModuleId, TypeId, TypeKind};
use crate::options::plan::Plan;
use crate::options::SharedOptions;
use proc_macro2::TokenStream;
use quote::quote;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// The context of one codegen run: its read-only inputs and caches of pure
/// functions of them. What the generators write besides their items goes
/// to an explicit [`Out`] (the helper types the output needs, to the
/// [`Needs`] in it, which type spelling takes as `&mut Needs`).
#[derive(Clone)]
pub(crate) struct Cx<'a> {
    pub ir: &'a Ir,
    pub an: &'a Analyses,
    /// Every setting but the callbacks (shareable with the helper thread).
    pub opts: &'a SharedOptions,
    /// The user's callbacks: empty on the helper thread, which runs only
    /// when there are none (`parallel::split_point`).
    pub callbacks: &'a [Rc<dyn ParseCallbacks>],
    /// Caches of pure functions of the inputs, shared by every copy of
    /// this context (see [`CxCaches`]).
    pub(super) caches: Rc<CxCaches>,
    /// The run's fast paths (`options::plan`).
    pub(super) plan: Plan,
    /// Whether the type being emitted sits inside a packed record
    /// (`Analyses::packed_context`): its blobs are then integer words, not
    /// upstream's `repr(align)` wrappers (a copy of the context with it set
    /// is made by [`Cx::with_word_blobs`]).
    pub(super) word_blobs: bool,
    /// The item dispatcher (`items.rs`), reached through [`Cx::type_item`]:
    /// a record's items include those of its nested types, so generators
    /// below the dispatcher call back into it.
    type_items: TypeItems,
}

/// Caches of pure functions of a codegen run's inputs: filled on first use,
/// the same whoever asks first, so they change no output and [`Cx`] stays
/// read-only in effect.
#[derive(Default)]
pub(crate) struct CxCaches {
    /// Rust names of the selected free functions, for C++ method
    /// declarations that must not take one (built on first use).
    pub(super) free_fn_names: std::cell::OnceCell<HashSet<String>>,
    /// Rust names of the selected variables and the first class whose
    /// method declarations are named so (by class order), for C++ method
    /// declarations that must not take one (built on first use).
    pub(super) taken_values: std::cell::OnceCell<TakenValues>,
    /// `--override-abi` patterns, compiled once per run (asked for every
    /// function and function-pointer type): (ABI, whole-name pattern).
    pub(super) abi_patterns: std::cell::OnceCell<Vec<(String, Option<regex::Regex>)>>,
    /// C++: the qualified path the option lists match, per Rust name of a
    /// named type (built on first use; see `Cx::list_name_of`).
    pub(super) list_paths: std::cell::OnceCell<HashMap<String, String>>,
}

/// The items of a named type, once (see [`Cx::type_item`]).
pub(super) type TypeItems = fn(&Cx<'_>, &mut Out, TypeId) -> Items;

impl<'a> Cx<'a> {
    pub(super) fn new(
        ir: &'a Ir,
        an: &'a Analyses,
        opts: &'a SharedOptions,
        callbacks: &'a [Rc<dyn ParseCallbacks>],
        plan: &Plan,
        type_items: TypeItems,
    ) -> Self {
        Cx {
            ir,
            an,
            opts,
            callbacks,
            caches: Rc::default(),
            plan: *plan,
            word_blobs: false,
            type_items,
        }
    }

    /// Runs `f` with a copy of this context that spells blobs as integer
    /// words when `id` is held inside a packed record, upstream's way
    /// otherwise.
    pub(crate) fn with_word_blobs<T>(&self, id: TypeId, f: impl FnOnce(&Cx<'a>) -> T) -> T {
        f(&self.blobs_as_words(self.an.packed_context.contains(&id)))
    }

    /// This context, spelling blobs as integer words (`words`) or as
    /// upstream's wrappers (the caches are shared).
    pub(super) fn blobs_as_words(&self, words: bool) -> Cx<'a> {
        Cx {
            word_blobs: words,
            ..self.clone()
        }
    }

    /// Items for a named type (record, enum or typedef), once: whatever
    /// the dispatcher `items::type_items` makes of it.
    pub(crate) fn type_item(&self, acc: &mut Out, id: TypeId) -> Items {
        (self.type_items)(self, acc, id)
    }
}

impl Cx<'_> {
    /// The `--override-abi` patterns, compiled, in the order upstream asks
    /// them (see `options::abi_order`; a pattern that does not compile
    /// matches nothing, as before).
    pub(crate) fn abi_patterns(&self) -> &[(String, Option<regex::Regex>)] {
        self.caches.abi_patterns.get_or_init(|| {
            crate::options::abi_order::in_lookup_order(&self.opts.abi_overrides)
                .into_iter()
                .map(|(abi, pattern)| {
                    let re = regex::Regex::new(&format!("^({pattern})$")).ok();
                    (abi.to_string(), re)
                })
                .collect()
        })
    }

    /// `::std` or `::core`.
    pub(crate) fn std(&self) -> TokenStream {
        if self.opts.use_core {
            quote!(::core)
        } else {
            quote!(::std)
        }
    }

    /// [`Cx::std`] as text, for directly printed items.
    pub(crate) fn std_text(&self) -> &'static str {
        if self.opts.use_core {
            "::core"
        } else {
            "::std"
        }
    }

    /// `#[doc = "…"]` when comments are on.
    pub(crate) fn doc(&self, doc: &Option<String>) -> TokenStream {
        match doc {
            Some(d) if self.opts.generate_comments => quote!(#[doc = #d]),
            _ => quote!(),
        }
    }

    /// The visibility tokens for fields and accessors.
    pub(crate) fn vis(&self) -> TokenStream {
        use crate::options::FieldVisibilityKind as V;
        match self.opts.default_visibility {
            V::Public => quote!(pub),
            V::PublicCrate => quote!(pub(crate)),
            V::Private => quote!(),
        }
    }

    /// `root::` before paths to generated items under
    /// `--enable-cxx-namespaces` (they live in `pub mod root`), else nothing.
    pub(crate) fn root_prefix(&self) -> TokenStream {
        if self.opts.enable_cxx_namespaces {
            quote!(root::)
        } else {
            TokenStream::new()
        }
    }

    /// Whether items may be printed directly in rustfmt's layout (the
    /// plan's direct printing).
    pub(crate) fn fast_format(&self) -> bool {
        self.plan.direct_printing.on
    }

    /// Whether this thread's items are printed before the late join (the
    /// plan's direct text: direct printing, and nothing ranks items by tokens).
    pub(crate) fn direct_text(&self) -> bool {
        self.plan.direct_text.on
    }
}

/// What code generation collects besides the items it returns, passed to
/// the generators that write it as an explicit `&mut` accumulator (so a
/// signature shows what a function may write). Each thread has its own;
/// the parallel join appends the helper's to this thread's.
#[derive(Default)]
pub(crate) struct Out {
    /// Input problems that make the output unusable: (message, location),
    /// in the order they were found.
    pub(super) errors: Vec<(String, String)>,
    /// Method declarations waiting to join the merged extern block
    /// (`--merge-extern-blocks`), in order (`root_items` collects them
    /// after each type).
    pub(super) held_externs: Vec<TokenStream>,
    /// The named types emitted so far (each is emitted once): `type_items`
    /// marks them. The helper thread starts with those this thread's part
    /// reaches; its set is not joined back (nothing after the join emits
    /// types).
    pub(super) emitted: HashSet<TypeId>,
    /// Which helper types the output needs so far (read at the end, when
    /// the helpers are written first).
    pub(super) needs: Needs,
}

impl Out {
    /// Records an error about the input (reported after code generation).
    pub(crate) fn error(&mut self, msg: String, loc: String) {
        self.errors.push((msg, loc));
    }
}

/// Which helper types the output needs: added to by whoever spells a type
/// or writes a helper's name (taking `&mut Needs`), read once at the end
/// to choose the helpers.
#[derive(Default, Clone, Copy)]
pub(crate) struct Needs {
    pub bitfield_unit: bool,
    pub complex: bool,
    /// `__BindgenFloat16`.
    pub float16: bool,
    pub incomplete_array: bool,
    pub union_field: bool,
    /// The `block` crate (`--generate-block`, some block type used).
    pub block: bool,
    /// `__BindgenOpaqueArray` (index 0, alignments 1-4) and
    /// `__BindgenOpaqueArrayN` (index log2 N, N from 8 up; clang rejects
    /// alignments beyond 2^28).
    pub opaque_array: [bool; 32],
    /// The `objc` crate's prelude (`use objc::…` and `id`): some
    /// Objective-C item or type is emitted.
    pub objc: bool,
}

impl Needs {
    /// Adds another thread's findings.
    pub(super) fn add(&mut self, more: Needs) {
        self.bitfield_unit |= more.bitfield_unit;
        self.complex |= more.complex;
        self.float16 |= more.float16;
        self.incomplete_array |= more.incomplete_array;
        self.union_field |= more.union_field;
        self.block |= more.block;
        self.objc |= more.objc;
        for (mine, theirs) in self.opaque_array.iter_mut().zip(more.opaque_array) {
            *mine |= theirs;
        }
    }
}

/// Names of the value namespace that a class's method declarations must
/// not take (besides the free functions'): the variables' and enum
/// constants', and those that
/// an earlier class's declarations take. Upstream gives the later of two
/// equal names a number (`A_B_c1` for `A::B_c` after `A_B::c`); a method
/// declaration named like a variable (`K_run` next to `extern int K_run;`)
/// is numbered too, where upstream emits both.
///
/// Names are per Rust module: with `--enable-cxx-namespaces` only items of
/// one namespace's module meet.
pub(crate) struct TakenValues {
    pub(super) vars: HashSet<(ModuleId, String)>,
    /// Each declaration name (as numbered in its class, before callbacks)
    /// and the position of the first class that has it.
    pub(super) decls: HashMap<(ModuleId, String), usize>,
    /// Each class's position in the output order of method declarations:
    /// declaration order, a class's nested classes before its own methods.
    pub(super) order: HashMap<TypeId, usize>,
}

/// Which types `type_item` emits (selection queries, read by the item
/// dispatcher and the parallel split alike).
impl Cx<'_> {
    /// Whether `type_item` emits `id` at all (selected, not blocklisted).
    pub(super) fn emits_type(&self, id: TypeId) -> bool {
        self.an.selection.types.contains(&id) && !self.an.blocklisted.contains(&id)
    }

    /// Whether `id` is selected but blocklisted: its own item is left out,
    /// the nested types of a record are still emitted, as upstream.
    pub(super) fn emits_nested_only(&self, id: TypeId) -> bool {
        self.an.selection.types.contains(&id) && self.an.blocklisted.contains(&id)
    }

    /// The nested types a record's items include (`structs::record` emits
    /// them right after its definition, when it has one).
    pub(super) fn nested_types(&self, id: TypeId) -> &[TypeId] {
        match &self.ir.ty(id).kind {
            TypeKind::Record(r) if self.an.plans.contains_key(&id) => &r.inner_types,
            _ => &[],
        }
    }
}
