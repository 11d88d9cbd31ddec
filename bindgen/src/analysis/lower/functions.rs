//! Which free functions are bound, from the facts parsing records of each
//! declaration (`ir::FnFacts`): inline, deleted, static, defined, linkage
//! and visibility, against `--generate-inline-functions`,
//! `--wrap-static-fns` and `--generate-deleted-functions`.
//!
//! The choice is handed to parsing as a table ([`choices`]) rather than
//! applied after it: a function left out is left unread, as upstream
//! leaves it, and reading a signature creates the types and template
//! instantiations it names in walk order (each instantiation with a layout
//! check upstream would not write: fmt's wrapper's `basic_runtime<char>`).

use crate::ir::{FnChoice, FnChoices, FnFacts, Ir, Root};
use crate::options::BindgenOptions;

/// The choice for every combination of facts, for a C (`cxx` false) or C++
/// unit under `opts`.
pub(crate) fn choices(opts: &BindgenOptions, cxx: bool) -> FnChoices {
    FnChoices::new(|facts| choose(facts, cxx, opts))
}

/// What becomes of a free function declaration of `facts`.
fn choose(facts: FnFacts, cxx: bool, opts: &BindgenOptions) -> FnChoice {
    let FnFacts {
        is_static,
        is_inline,
        is_deleted,
        defined,
        internal,
        default_visibility,
    } = facts;
    // A deleted function has nothing to call; upstream does not even count
    // it among a namespace's functions.
    if cxx && is_deleted && !opts.generate_deleted_functions {
        return FnChoice::Ignore;
    }
    // A static function without `--wrap-static-fns` is not bound, but
    // upstream still emits the types its signature names (unless it is
    // inline and inline functions are not wanted).
    let unbound_static = is_static && !opts.wrap_static_fns;
    // An inline function never defined has nothing to call (and no symbol
    // to link against): upstream leaves it out in every mode, static or
    // not, though it still counts as an unbound function. (C++ functions
    // are not looked up: a body there is usually inline in its class or
    // declaration.)
    let undefined_inline = is_inline && !cxx && !defined;
    let unbound = undefined_inline
        || (unbound_static && is_inline && !opts.generate_inline_functions)
        // In an anonymous namespace: internal linkage, no symbol to link
        // against (as upstream, left out).
        || (cxx && !is_static && internal)
        // An inline function that is not static is bound only with
        // `--generate-inline-functions`, and not under `--wrap-static-fns`
        // (upstream leaves it out there).
        || (is_inline
            && !is_static
            && (!opts.generate_inline_functions || opts.wrap_static_fns));
    if unbound {
        return FnChoice::Unbound;
    }
    // A function of hidden or protected visibility is left out, as upstream
    // does: its symbol is not exported from the library that defines it.
    // (WebAssembly makes hidden the default.)
    if !is_static && !default_visibility {
        return FnChoice::Ignore;
    }
    if unbound_static {
        FnChoice::Quiet
    } else {
        FnChoice::Bind
    }
}

/// Without `--generate-inline-functions` (and without `--wrap-static-fns`,
/// under which upstream goes by the first declaration), a function declared
/// first as a plain prototype and then defined `inline` (gmp's `extern
/// inline` functions) is left out like one declared inline at once, as
/// upstream does. Parsing binds the prototype and marks it inline when it
/// meets the definition; no other bound non-static function is inline here
/// ([`choose`] leaves those unbound).
pub(super) fn leave_out_inline_redeclared(ir: &mut Ir, opts: &BindgenOptions) {
    if opts.generate_inline_functions || opts.wrap_static_fns {
        return;
    }
    let functions = &ir.functions;
    ir.roots.retain(|r| match r {
        Root::Function(f) => !functions[*f].facts.is_inline || functions[*f].facts.is_static,
        _ => true,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain() -> FnFacts {
        FnFacts {
            defined: true,
            default_visibility: true,
            ..FnFacts::default()
        }
    }

    #[test]
    fn facts_index_round_trips() {
        for i in 0..FnFacts::COMBINATIONS {
            assert_eq!(FnFacts::from_index(i).index(), i);
        }
    }

    #[test]
    fn inline_functions_follow_the_options() {
        let inline = FnFacts {
            is_inline: true,
            ..plain()
        };
        let mut opts = BindgenOptions::default();
        assert_eq!(choices(&opts, false).of(inline), FnChoice::Unbound);
        assert_eq!(choices(&opts, false).of(plain()), FnChoice::Bind);
        opts.generate_inline_functions = true;
        assert_eq!(choices(&opts, false).of(inline), FnChoice::Bind);
        // Never defined: nothing to call, whatever the options.
        let undefined = FnFacts {
            defined: false,
            ..inline
        };
        assert_eq!(choices(&opts, false).of(undefined), FnChoice::Unbound);
        opts.wrap_static_fns = true;
        assert_eq!(choices(&opts, false).of(inline), FnChoice::Unbound);
    }

    #[test]
    fn static_functions_are_quiet_unless_wrapped() {
        let fixed = FnFacts {
            is_static: true,
            default_visibility: false,
            ..plain()
        };
        let mut opts = BindgenOptions::default();
        assert_eq!(choices(&opts, false).of(fixed), FnChoice::Quiet);
        let inline = FnFacts {
            is_inline: true,
            ..fixed
        };
        assert_eq!(choices(&opts, false).of(inline), FnChoice::Unbound);
        opts.wrap_static_fns = true;
        assert_eq!(choices(&opts, false).of(fixed), FnChoice::Bind);
        assert_eq!(choices(&opts, false).of(inline), FnChoice::Bind);
    }

    #[test]
    fn deleted_internal_and_hidden_functions() {
        let mut opts = BindgenOptions::default();
        let deleted = FnFacts {
            is_deleted: true,
            ..plain()
        };
        assert_eq!(choices(&opts, true).of(deleted), FnChoice::Ignore);
        opts.generate_deleted_functions = true;
        assert_eq!(choices(&opts, true).of(deleted), FnChoice::Bind);
        let internal = FnFacts {
            internal: true,
            ..plain()
        };
        assert_eq!(choices(&opts, true).of(internal), FnChoice::Unbound);
        let hidden = FnFacts {
            default_visibility: false,
            ..plain()
        };
        assert_eq!(choices(&opts, false).of(hidden), FnChoice::Ignore);
    }
}
