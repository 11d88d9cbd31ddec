//! `Builder::command_line_flags`: options back to an equivalent command line.

use super::Builder;
use crate::options::*;

fn push_list(out: &mut Vec<String>, flag: &str, set: &RegexSet) {
    for p in set.patterns() {
        out.push(flag.to_string());
        out.push(p.clone());
    }
}

fn push_if(out: &mut Vec<String>, cond: bool, flag: &str) {
    if cond {
        out.push(flag.to_string());
    }
}

impl Builder {
    /// An argument list that makes the CLI build the same options.
    #[allow(clippy::too_many_lines)] // one line per option
    pub fn command_line_flags(&self) -> Vec<String> {
        let o = &self.options;
        let d = BindgenOptions::default();
        let mut out = Vec::new();
        if let Some(h) = o.input_headers.last() {
            out.push(h.clone());
        } else if let Some((h, _)) = o.input_header_contents.first() {
            out.push(h.clone());
        }
        out.push("--rust-target".into());
        out.push(o.rust_target.to_string());
        if let Some(e) = o.rust_edition {
            out.push("--rust-edition".into());
            out.push(e.to_string());
        }
        if o.default_enum_style != d.default_enum_style {
            out.push("--default-enum-style".into());
            out.push(o.default_enum_style.to_string());
        }
        push_list(&mut out, "--bitfield-enum", &o.bitfield_enums);
        push_list(&mut out, "--newtype-enum", &o.newtype_enums);
        push_list(&mut out, "--newtype-global-enum", &o.newtype_global_enums);
        // Exhaustive ones first: the CLI reads the two flags as separate lists.
        let (exhaustive, non_exhaustive): (Vec<&RustifiedPattern>, Vec<&RustifiedPattern>) =
            o.rustified_enums.iter().partition(|r| !r.non_exhaustive);
        for r in exhaustive.into_iter().chain(non_exhaustive) {
            out.push(
                if r.non_exhaustive {
                    "--rustified-non-exhaustive-enum"
                } else {
                    "--rustified-enum"
                }
                .into(),
            );
            if r.options.is_empty() {
                out.push(r.pattern.clone());
            } else {
                out.push(format!("{}={}", r.pattern, r.options));
            }
        }
        push_list(&mut out, "--constified-enum", &o.constified_enums);
        push_list(
            &mut out,
            "--constified-enum-module",
            &o.constified_enum_modules,
        );
        if o.default_macro_constant_type != d.default_macro_constant_type {
            out.push("--default-macro-constant-type".into());
            out.push(o.default_macro_constant_type.to_string());
        }
        if o.default_alias_style != d.default_alias_style {
            out.push("--default-alias-style".into());
            out.push(o.default_alias_style.to_string());
        }
        push_list(&mut out, "--normal-alias", &o.type_alias);
        push_list(&mut out, "--new-type-alias", &o.new_type_alias);
        push_list(&mut out, "--new-type-alias-deref", &o.new_type_alias_deref);
        if o.default_non_copy_union_style != d.default_non_copy_union_style {
            out.push("--default-non-copy-union-style".into());
            out.push(o.default_non_copy_union_style.to_string());
        }
        push_list(
            &mut out,
            "--bindgen-wrapper-union",
            &o.bindgen_wrapper_union,
        );
        push_list(&mut out, "--manually-drop-union", &o.manually_drop_union);
        push_list(&mut out, "--blocklist-type", &o.blocklisted_types);
        push_list(&mut out, "--blocklist-function", &o.blocklisted_functions);
        push_list(&mut out, "--blocklist-item", &o.blocklisted_items);
        push_list(&mut out, "--blocklist-file", &o.blocklisted_files);
        push_list(&mut out, "--blocklist-var", &o.blocklisted_vars);
        push_if(&mut out, !o.layout_tests, "--no-layout-tests");
        push_if(&mut out, !o.derive_copy, "--no-derive-copy");
        push_if(&mut out, !o.derive_debug, "--no-derive-debug");
        push_if(&mut out, !o.derive_default, "--no-derive-default");
        push_if(&mut out, o.impl_debug, "--impl-debug");
        push_if(&mut out, o.impl_partialeq, "--impl-partialeq");
        push_if(&mut out, o.derive_default, "--with-derive-default");
        push_if(&mut out, o.derive_hash, "--with-derive-hash");
        push_if(&mut out, o.derive_partialeq, "--with-derive-partialeq");
        push_if(&mut out, o.derive_partialord, "--with-derive-partialord");
        push_if(&mut out, o.derive_eq, "--with-derive-eq");
        push_if(&mut out, o.derive_ord, "--with-derive-ord");
        push_if(&mut out, !o.generate_comments, "--no-doc-comments");
        push_if(
            &mut out,
            !o.allowlist_recursively,
            "--no-recursive-allowlist",
        );
        push_if(&mut out, !o.enable_mangling, "--distrust-clang-mangling");
        push_if(&mut out, o.emit_builtins, "--builtins");
        if let Some(p) = &o.ctypes_prefix {
            out.push("--ctypes-prefix".into());
            out.push(p.clone());
        }
        if o.anon_fields_prefix != d.anon_fields_prefix {
            out.push("--anon-fields-prefix".into());
            out.push(o.anon_fields_prefix.clone());
        }
        push_if(&mut out, o.time_phases, "--time-phases");
        push_if(&mut out, o.emit_ast, "--emit-clang-ast");
        push_if(&mut out, o.emit_ir, "--emit-ir");
        if let Some(p) = &o.emit_ir_graphviz {
            out.push("--emit-ir-graphviz".into());
            out.push(p.clone());
        }
        push_if(
            &mut out,
            o.disable_nested_struct_naming,
            "--disable-nested-struct-naming",
        );
        push_if(&mut out, !o.untagged_union, "--disable-untagged-union");
        push_if(
            &mut out,
            o.disable_header_comment,
            "--disable-header-comment",
        );
        // Always present, like upstream (the full list when nothing is excluded).
        let kinds: Vec<&str> = [
            (CodegenConfig::FUNCTIONS, "functions"),
            (CodegenConfig::TYPES, "types"),
            (CodegenConfig::VARS, "vars"),
            (CodegenConfig::METHODS, "methods"),
            (CodegenConfig::CONSTRUCTORS, "constructors"),
            (CodegenConfig::DESTRUCTORS, "destructors"),
        ]
        .into_iter()
        .filter(|(flag, _)| o.codegen_config.contains(*flag))
        .map(|(_, name)| name)
        .collect();
        out.push("--generate".into());
        out.push(kinds.join(","));
        push_if(
            &mut out,
            !o.codegen_config.functions(),
            "--ignore-functions",
        );
        push_if(&mut out, !o.codegen_config.methods(), "--ignore-methods");
        push_if(&mut out, !o.convert_floats, "--no-convert-floats");
        push_if(&mut out, !o.prepend_enum_name, "--no-prepend-enum-name");
        push_if(
            &mut out,
            !o.detect_include_paths,
            "--no-include-path-detection",
        );
        push_if(
            &mut out,
            o.fit_macro_constants,
            "--fit-macro-constant-types",
        );
        push_list(&mut out, "--opaque-type", &o.opaque_types);
        for l in &o.raw_lines {
            out.push("--raw-line".into());
            out.push(l.clone());
        }
        for (m, l) in &o.module_lines {
            out.push("--module-raw-line".into());
            out.push(m.clone());
            out.push(l.clone());
        }
        push_if(&mut out, o.use_core, "--use-core");
        push_list(&mut out, "--allowlist-function", &o.allowlisted_functions);
        push_if(
            &mut out,
            o.generate_inline_functions,
            "--generate-inline-functions",
        );
        push_list(&mut out, "--allowlist-type", &o.allowlisted_types);
        push_list(&mut out, "--allowlist-var", &o.allowlisted_vars);
        push_list(&mut out, "--allowlist-file", &o.allowlisted_files);
        push_list(&mut out, "--allowlist-item", &o.allowlisted_items);
        push_if(&mut out, !o.record_matches, "--no-record-matches");
        push_if(&mut out, !o.size_t_is_usize, "--no-size_t-is-usize");
        if o.formatter != Formatter::Rustfmt {
            out.push("--formatter".into());
            out.push(o.formatter.to_string());
        }
        if let Some(p) = &o.rustfmt_configuration_file {
            out.push("--rustfmt-configuration-file".into());
            out.push(p.display().to_string());
        }
        push_list(&mut out, "--no-partialeq", &o.no_partialeq_types);
        push_list(&mut out, "--no-copy", &o.no_copy_types);
        push_list(&mut out, "--no-debug", &o.no_debug_types);
        push_list(&mut out, "--no-default", &o.no_default_types);
        push_list(&mut out, "--no-hash", &o.no_hash_types);
        push_list(&mut out, "--must-use-type", &o.must_use_types);
        push_if(
            &mut out,
            o.enable_function_attribute_detection,
            "--enable-function-attribute-detection",
        );
        if let Some(n) = &o.dynamic_library_name {
            out.push("--dynamic-loading".into());
            out.push(n.clone());
        }
        push_if(
            &mut out,
            o.dynamic_link_require_all,
            "--dynamic-link-require-all",
        );
        push_if(
            &mut out,
            o.respect_cxx_access_specs,
            "--respect-cxx-access-specs",
        );
        push_if(
            &mut out,
            o.translate_enum_integer_types,
            "--translate-enum-integer-types",
        );
        push_if(&mut out, o.c_naming, "--c-naming");
        push_if(&mut out, o.explicit_padding, "--explicit-padding");
        push_if(&mut out, o.sort_semantically, "--sort-semantically");
        push_if(&mut out, o.merge_extern_blocks, "--merge-extern-blocks");
        for (abi, r) in &o.abi_overrides {
            out.push("--override-abi".into());
            out.push(format!("{r}={abi}"));
        }
        push_if(&mut out, o.wrap_unsafe_ops, "--wrap-unsafe-ops");
        push_if(&mut out, o.clang_macro_fallback, "--clang-macro-fallback");
        if let Some(p) = &o.clang_macro_fallback_build_dir {
            out.push("--clang-macro-fallback-build-dir".into());
            out.push(p.display().to_string());
        }
        push_if(&mut out, o.flexarray_dst, "--flexarray-dst");
        push_if(&mut out, o.wrap_static_fns, "--wrap-static-fns");
        if let Some(p) = &o.wrap_static_fns_path {
            out.push("--wrap-static-fns-path".into());
            out.push(p.display().to_string());
        }
        if let Some(s) = &o.wrap_static_fns_suffix {
            out.push("--wrap-static-fns-suffix".into());
            out.push(s.clone());
        }
        if o.default_visibility != d.default_visibility {
            out.push("--default-visibility".into());
            out.push(o.default_visibility.to_string());
        }
        push_if(
            &mut out,
            o.array_pointers_in_arguments,
            "--use-array-pointers-in-arguments",
        );
        if let Some(n) = &o.wasm_import_module_name {
            out.push("--wasm-import-module-name".into());
            out.push(n.clone());
        }
        for a in &o.extern_block_attrs {
            out.push("--extern-block-attrs".into());
            out.push(a.clone());
        }
        for (t, f, a) in &o.field_attributes {
            out.push("--field-attr".into());
            out.push(format!("{t}::{f}={a}"));
        }
        push_if(&mut out, o.generate_cstr, "--generate-cstr");
        if let Some((_, path)) = &o.depfile {
            out.push("--depfile".into());
            out.push(path.display().to_string());
        }
        push_if(&mut out, o.enable_cxx_namespaces, "--enable-cxx-namespaces");
        out.extend(o.cxx_switches.iter().map(|f| (*f).to_string()));
        #[cfg(feature = "__cli")]
        for cb in &o.parse_callbacks {
            out.extend(cb.cli_args());
        }
        push_if(&mut out, o.emit_diagnostics, "--emit-diagnostics");
        // Like upstream: present whenever the crate feature is on.
        #[cfg(feature = "experimental")]
        out.push("--experimental".into());
        let extra_headers: Vec<&String> = if o.input_headers.is_empty() {
            o.input_header_contents
                .iter()
                .skip(1)
                .map(|(n, _)| n)
                .collect()
        } else {
            o.input_headers[..o.input_headers.len() - 1]
                .iter()
                .chain(o.input_header_contents.iter().map(|(n, _)| n))
                .collect()
        };
        if !o.clang_args.is_empty() || !extra_headers.is_empty() {
            out.push("--".into());
            out.extend(o.clang_args.iter().cloned());
            for h in extra_headers {
                out.push("-include".into());
                out.push(h.clone());
            }
        }
        out
    }
}
