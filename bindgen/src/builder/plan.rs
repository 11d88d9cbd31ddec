//! Computes the run's execution plan (`options::plan::Plan`) from the
//! options: every rule that rules a fast path out lives here, with its
//! reason, so that a new option is weighed in one place.

use crate::options::plan::{FastPath, Plan};
use crate::options::{BindgenOptions, EnumVariation, Formatter};

/// The plan the options allow. `rustfmt_defaults` is rustfmt's answer to
/// whether it would format with its defaults here (`None` while it is being
/// asked: direct printing is then planned, pending the answer). The late
/// macro join still depends on the parsed IR ([`settle_late_join`]).
pub(crate) fn compute(opts: &BindgenOptions, rustfmt_defaults: Option<bool>) -> Plan {
    let fast_macros = if opts.macro_fast_paths {
        FastPath::on("")
    } else {
        FastPath::off("macro fast paths are turned off")
    };
    // Callbacks are not thread-safe, and they see items in order.
    let callbacks = !opts.parse_callbacks.is_empty();

    let early_helper_unit = fast_macros
        .unless(!opts.clang_macro_fallback, "no --clang-macro-fallback")
        .or_why("the clang fallback's helper unit parses alongside the main unit");

    // With the fallback and no early unit, the worker's own path (evaluation,
    // then parsing the helper unit) is the longer one: the table is best
    // ready when the worker starts, so the unit's thread builds it.
    let macro_table_on_worker = fast_macros
        .unless(callbacks, "parse callbacks see the definitions")
        .unless(
            opts.clang_macro_fallback && !early_helper_unit.on,
            "the clang fallback has no early helper unit",
        )
        .or_why("built while the declarations are walked");

    // Joined late, the constants must be needed by nothing generated
    // before them: no callbacks (their order would change), no IR dumps, no
    // semantic sorting, no function-like macro translation, no rustified
    // enums (their free constants avoid macro names).
    let rustified = !opts.rustified_enums.is_empty()
        || !opts.rustified_enum_set.is_empty()
        || !opts.rustified_non_exhaustive_enum_set.is_empty()
        || matches!(opts.default_enum_style, EnumVariation::Rust { .. });
    let late_macro_join = fast_macros
        .unless(callbacks, "parse callbacks see items in order")
        .unless(
            opts.generate_fn_macros,
            "--generate-fn-macros reads the constants",
        )
        .unless(
            opts.emit_ir || opts.emit_ir_graphviz.is_some(),
            "the IR is dumped",
        )
        .unless(opts.sort_semantically, SORT)
        .unless(rustified, "rustified enums avoid macro names")
        .or_why("evaluation overlaps analysis and codegen");

    let direct_printing = if opts.formatter != Formatter::Rustfmt {
        FastPath::off("the formatter is not rustfmt")
    } else if !opts.fast_format {
        FastPath::off("direct printing is turned off")
    } else if crate::environment::var_os(opts, "BINDGEN_NO_FAST_FORMAT").is_some() {
        FastPath::off("BINDGEN_NO_FAST_FORMAT is set")
    } else if opts.enable_cxx_namespaces {
        // Inside `pub mod root` the indentation differs.
        FastPath::off("--enable-cxx-namespaces")
    } else {
        match rustfmt_defaults {
            None => FastPath::on("if rustfmt would format with its defaults (being asked)"),
            Some(true) => FastPath::on("rustfmt would format with its defaults"),
            Some(false) => FastPath::off("rustfmt would apply a configuration"),
        }
    };
    let printing = if direct_printing.on {
        FastPath::on("")
    } else {
        FastPath::off("no direct printing")
    };

    let direct_text = printing
        .unless(opts.sort_semantically, SORT)
        .or_why("the body is printed before the late join");

    // The helper thread prints its own items, so it needs direct printing.
    let codegen_split = printing
        .unless(callbacks, "parse callbacks are not thread-safe")
        .unless(
            opts.merge_extern_blocks,
            "--merge-extern-blocks collects items across roots",
        )
        .unless(
            opts.dynamic_library_name.is_some(),
            "--dynamic-loading collects items across roots",
        )
        .unless(opts.sort_semantically, SORT)
        // The fallback's helper unit needs the second core meanwhile
        // (measured: slower with the split).
        .unless(
            opts.clang_macro_fallback,
            "the clang fallback's helper unit uses the second core",
        )
        .or_why("big inputs are generated on two threads");

    // When the bindings use a type whose layout a skipped body could have
    // given, the unit is parsed and walked again with its bodies
    // (`parse/bodies.rs`): nothing the first walk did may be seen outside
    // it, and nothing joined after the check may name such a type. Off
    // unless asked for: on the C++ corpus the second parse was needed for
    // 10 of 14 libraries, and those took 1.2-1.6x as long (bench/NOTES.md).
    // Read without reporting it to `read_env_var`: an experiment's switch,
    // not a setting (it changes no output, except that an error or warning
    // inside a body goes unseen when no second parse happens).
    let skip_cxx_bodies = if std::env::var_os("BINDGEN_SKIP_CXX_BODIES").is_some() {
        FastPath::on("")
    } else {
        FastPath::off("BINDGEN_SKIP_CXX_BODIES is not set (a second parse often costs more)")
    }
    .unless(callbacks, "parse callbacks would see a redone walk twice")
    .unless(opts.emit_ast, "--emit-clang-ast prints the bodies")
    .unless(
        opts.generate_fn_macros,
        "--generate-fn-macros may name types after the check",
    )
    .or_why("parsed again with bodies when the bindings use a layout one could give");

    Plan {
        skip_cxx_bodies,
        early_helper_unit,
        macro_table_on_worker,
        late_macro_join,
        direct_printing,
        direct_text,
        codegen_split,
    }
}

/// `--sort-semantically` ranks items by their tokens, after generation.
const SORT: &str = "--sort-semantically ranks items by their tokens";

/// Settles the late macro join for the parsed IR: `clash` when a variable
/// could lose its name to a macro constant (which would change what is
/// selected and emitted before the join).
pub(crate) fn settle_late_join(mut plan: Plan, clash: bool) -> Plan {
    plan.late_macro_join = plan
        .late_macro_join
        .unless(clash, "a variable shares a macro constant's name");
    plan
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(setup: impl FnOnce(&mut BindgenOptions)) -> Plan {
        let mut opts = BindgenOptions::default();
        setup(&mut opts);
        compute(&opts, Some(true))
    }

    #[test]
    fn defaults_take_every_fast_path_but_the_fallback_unit() {
        let p = plan(|_| {});
        assert!(!p.early_helper_unit.on);
        for path in [
            p.macro_table_on_worker,
            p.late_macro_join,
            p.direct_printing,
            p.direct_text,
            p.codegen_split,
        ] {
            assert!(path.on, "{p}");
        }
    }

    #[test]
    fn semantic_sorting_keeps_tokens_and_joins_macros_early() {
        let p = plan(|o| o.sort_semantically = true);
        assert!(p.direct_printing.on);
        for path in [p.late_macro_join, p.direct_text, p.codegen_split] {
            assert!(!path.on);
            assert_eq!(path.why, SORT);
        }
    }

    #[test]
    fn the_fallback_starts_its_unit_early_and_keeps_one_codegen_thread() {
        let p = plan(|o| o.clang_macro_fallback = true);
        assert!(p.early_helper_unit.on && p.macro_table_on_worker.on);
        assert!(!p.codegen_split.on);
        let p = plan(|o| {
            o.clang_macro_fallback = true;
            o.macro_fast_paths = false;
        });
        assert!(!p.early_helper_unit.on && !p.macro_table_on_worker.on);
    }

    #[test]
    fn rustfmt_configuration_and_namespaces_turn_direct_printing_off() {
        let p = compute(&BindgenOptions::default(), Some(false));
        assert!(!p.direct_printing.on && !p.direct_text.on && !p.codegen_split.on);
        assert!(p.late_macro_join.on, "the join does not depend on printing");
        let p = plan(|o| o.enable_cxx_namespaces = true);
        assert!(!p.direct_printing.on);
    }

    #[test]
    fn cxx_bodies_are_parsed_for_ast_dumps_and_function_like_macros() {
        // Whatever BINDGEN_SKIP_CXX_BODIES says, these keep the bodies.
        let p = plan(|o| o.emit_ast = true);
        assert!(!p.skip_cxx_bodies.on);
        let p = plan(|o| o.generate_fn_macros = true);
        assert!(!p.skip_cxx_bodies.on);
    }

    #[test]
    fn a_clashing_variable_settles_the_late_join_off() {
        let p = settle_late_join(plan(|_| {}), true);
        assert!(!p.late_macro_join.on);
        assert!(p.late_macro_join.why.contains("variable"));
        let p = settle_late_join(plan(|o| o.emit_ir = true), true);
        assert_eq!(p.late_macro_join.why, "the IR is dumped");
    }
}
