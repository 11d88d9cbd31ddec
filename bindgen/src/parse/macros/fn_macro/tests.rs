//! Unit tests of the translation: the parameter rule, calls kept or
//! inlined, the order of the output and the reasons for leaving a macro out.

use super::super::lex;
use super::super::model::DataModel;
use super::super::read::RawDef;
use super::super::table::build_table;
use super::*;
use crate::ir::{FnExprKind, SourceLoc};
use std::collections::HashSet;

/// Translates `#define` lines (without the `#define`); returns the
/// functions and the reasons given to the callback for the others.
fn translate(lines: &[&str]) -> (Vec<FnMacroFn>, Vec<(String, String)>) {
    translate_with(lines, &Names::default())
}

/// [`translate`] with names from the declarations.
fn translate_with(lines: &[&str], names: &Names) -> (Vec<FnMacroFn>, Vec<(String, String)>) {
    let mode = lex::LexMode { gnu_keywords: true };
    let defs = lines
        .iter()
        .map(|l| {
            let toks = lex::lex_definition(l.as_bytes(), mode).expect("lexes");
            let is_function = l.as_bytes().get(toks[0].text.len()) == Some(&b'(');
            RawDef {
                toks,
                loc: SourceLoc::default(),
                is_function,
            }
        })
        .collect();
    let table = build_table(defs, None, &HashSet::new());
    let undefined = HashSet::new();
    let dm = DataModel::LP64;
    let values = super::super::evaluate::evaluate_all(
        &table,
        &undefined,
        &std::collections::HashMap::new(),
        None,
        &dm,
    );
    let mut skipped = Vec::new();
    let out = translate_all(&table, names, &values, &[], &undefined, &dm, &mut |info| {
        if let Some(r) = info.skipped {
            skipped.push((info.name.to_string(), r.to_string()));
        }
        FnMacroBehavior::Default
    });
    (out.fns, skipped)
}

fn find<'a>(fns: &'a [FnMacroFn], name: &str) -> &'a FnMacroFn {
    fns.iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("{name} missing"))
}

#[test]
fn a_parameter_used_only_as_a_type_is_generic() {
    let (fns, _) = translate(&[
        "SZ(t) (sizeof(t))",
        "MIXED(x) (sizeof(x) + (x))",
        "ELEMS(n, t) ((n) / sizeof(t))",
    ]);
    assert!(matches!(
        find(&fns, "SZ").params[..],
        [FnMacroParamIr::Type { .. }]
    ));
    assert!(matches!(
        find(&fns, "MIXED").params[..],
        [FnMacroParamIr::Value {
            ty: IntKind::Int,
            ..
        }]
    ));
    assert!(matches!(
        find(&fns, "ELEMS").params[..],
        [FnMacroParamIr::Value { .. }, FnMacroParamIr::Type { .. }]
    ));
    // `size_t` division: the result is `unsigned long` on LP64.
    assert_eq!(find(&fns, "ELEMS").body.ty, IntKind::ULong);
}

#[test]
fn calls_stay_calls_only_when_the_argument_types_match() {
    let (fns, _) = translate(&[
        "CALLER(x) (INC(x) * 2)",
        "INC(x) ((x) + 1)",
        "UNSIGNED_ARG(x) INC(1u)",
        "TYPE_ARG(t) SZ(t)",
        "SZ(t) sizeof(t)",
    ]);
    // Callees come first, whatever the definition order.
    let order: Vec<&str> = fns.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(order, ["INC", "CALLER", "UNSIGNED_ARG", "SZ", "TYPE_ARG"]);
    let calls = |name: &str| {
        let mut c = Vec::new();
        crate::ir::fn_macro_callees(&find(&fns, name).body, &mut c);
        c.into_iter().map(str::to_string).collect::<Vec<_>>()
    };
    assert_eq!(calls("CALLER"), ["INC"]);
    // `INC(1u)` is `unsigned int` in C: inlined, not a call of `INC(int)`.
    assert!(calls("UNSIGNED_ARG").is_empty());
    assert_eq!(find(&fns, "UNSIGNED_ARG").body.ty, IntKind::UInt);
    assert_eq!(calls("TYPE_ARG"), ["SZ"]);
    assert!(matches!(
        find(&fns, "TYPE_ARG").body.kind,
        FnExprKind::Call { ref types, .. } if types == &[crate::ir::TypeArg::Param(0)]
    ));
}

#[test]
fn object_like_macros_become_typed_constants() {
    let (fns, _) = translate(&[
        "SHIFT 20",
        "MASK ((1U << SHIFT) - 1)",
        "LOW(x) ((x) & MASK)",
    ]);
    let f = find(&fns, "LOW");
    assert_eq!(f.body.ty, IntKind::UInt);
    let FnExprKind::Arith(crate::ir::ArithOp::And, _, r) = &f.body.kind else {
        panic!("{:?}", f.body)
    };
    assert_eq!(r.kind, FnExprKind::Lit(0xfffff));
}

#[test]
fn what_is_left_out_says_why() {
    let (fns, skipped) = translate(&[
        "STMT(x) do { x; } while (0)",
        "STR(x) #x",
        "PASTE(x) x ## 1",
        "VIA_PASTE(x) PASTE(x)",
        "DEREF(p) (*(p))",
        "CALL(x) abs(x)",
        "FLOAT(x) ((x) * 0.5)",
        "VARARGS(...) 0",
        "EMPTY(x)",
        "ASSIGN(x) ((x) = 1)",
        "COMMA(x) ((x), 1)",
    ]);
    assert!(fns.is_empty(), "{fns:?}");
    let reason = |n: &str| {
        skipped
            .iter()
            .find(|(m, _)| m == n)
            .map(|(_, r)| r.as_str())
            .unwrap_or_else(|| panic!("{n} not reported"))
    };
    assert!(reason("STMT").contains("statement"));
    assert!(reason("STR").contains("stringification"));
    assert!(reason("PASTE").contains("pasting"));
    assert!(
        reason("VIA_PASTE").contains("pasting"),
        "{}",
        reason("VIA_PASTE")
    );
    assert!(reason("DEREF").contains("pointer"));
    assert!(reason("CALL").contains("abs"));
    assert!(reason("FLOAT").contains("floating"));
    assert!(reason("VARARGS").contains("variadic"));
    assert!(reason("EMPTY").contains("empty"));
    assert!(reason("ASSIGN").contains("assignment"));
    assert!(reason("COMMA").contains("comma"));
}

#[test]
fn c_typing_rules() {
    let (fns, _) = translate(&[
        "PROMOTE(x) ((unsigned char)(x) + (unsigned short)(x))",
        "MIXED(x) ((x) + 1UL)",
        "LL_VS_UINT(x) ((long long)(x) + 1U)",
        "CMP(x) ((x) < 1UL)",
        "SHIFT_KEEPS_LEFT(x) (1 << (unsigned long)(x))",
        "COND(x) ((x) ? 1 : 2U)",
        "TYPEOF(x) ((__typeof__(x))1 + (x))",
        "CHARLIT(x) ((x) + 'a')",
    ]);
    let ty = |n: &str| find(&fns, n).body.ty;
    assert_eq!(ty("PROMOTE"), IntKind::Int);
    assert_eq!(ty("MIXED"), IntKind::ULong);
    assert_eq!(ty("LL_VS_UINT"), IntKind::LongLong);
    assert_eq!(ty("CMP"), IntKind::Int);
    assert_eq!(ty("SHIFT_KEEPS_LEFT"), IntKind::Int);
    assert_eq!(ty("COND"), IntKind::UInt);
    assert_eq!(ty("TYPEOF"), IntKind::Int);
    assert_eq!(ty("CHARLIT"), IntKind::Int);
}

#[test]
fn a_parameter_whose_spelling_matters_is_refused() {
    // The kernel's IS_ENABLED: pasting the argument onto a prefix and
    // looking for a macro of that name.
    let (fns, skipped) = translate(&[
        "__ARG_PLACEHOLDER_1 0,",
        "__take_second_arg(__ignored, val, ...) val",
        "____is_defined(arg1_or_junk) __take_second_arg(arg1_or_junk 1, 0)",
        "___is_defined(val) ____is_defined(__ARG_PLACEHOLDER_##val)",
        "__is_defined(x) ___is_defined(x)",
        "IS_BUILTIN(option) __is_defined(option)",
    ]);
    assert!(
        fns.iter()
            .all(|f| f.name != "IS_BUILTIN" && f.name != "__is_defined"),
        "{fns:?}"
    );
    for name in ["IS_BUILTIN", "__is_defined", "___is_defined"] {
        let reason = &skipped.iter().find(|(n, _)| n == name).expect(name).1;
        assert!(reason.contains("pasting"), "{name}: {reason}");
    }
}

#[test]
fn declarations_give_typedefs_sizes_and_enumerators() {
    let mut names = Names::default();
    names
        .typedefs
        .insert("my_u16".into(), names::TypeFact::Int(CInt::UShort));
    names.typedefs.insert(
        "my_rec_t".into(),
        names::TypeFact::Sized { size: 24, align: 8 },
    );
    names
        .tags
        .insert("rec".into(), names::TypeFact::Sized { size: 24, align: 8 });
    names.enumerators.insert("COLOR_RED".into(), 7);
    let (fns, skipped) = translate_with(
        &[
            "SWAP16(x) ((my_u16)(((x) >> 8) | ((x) << 8)))",
            "RECS(n) ((n) * sizeof(struct rec) + _Alignof(my_rec_t))",
            "IS_RED(c) ((c) == COLOR_RED)",
            "CAST_REC(x) ((my_rec_t)(x))",
            "UNKNOWN_TAG(x) (sizeof(struct nowhere) + (x))",
        ],
        &names,
    );
    assert!(fns.iter().any(|f| f.name == "SWAP16"), "{skipped:?}");
    assert_eq!(find(&fns, "SWAP16").body.ty, IntKind::UShort);
    assert_eq!(find(&fns, "RECS").body.ty, IntKind::ULong);
    assert_eq!(find(&fns, "IS_RED").body.ty, IntKind::Int);
    let reason = |n: &str| &skipped.iter().find(|(m, _)| m == n).expect(n).1;
    assert!(
        reason("CAST_REC").contains("record"),
        "{}",
        reason("CAST_REC")
    );
    assert!(
        reason("UNKNOWN_TAG").contains("nowhere"),
        "{}",
        reason("UNKNOWN_TAG")
    );
}

#[test]
fn a_variable_is_read_only_in_an_arm_and_then_panics() {
    let mut names = Names::default();
    names.variables.insert("never_defined".into(), CInt::UInt);
    let (fns, skipped) = translate_with(
        &[
            "CHECKED(t) (sizeof(t) < 64 ? sizeof(t) : never_defined)",
            "READS(x) ((x) + never_defined)",
            "ARRAY(t) (sizeof(t[4]) / sizeof(t))",
            "AT_RUN_TIME(x) ((x) > 9 ? never_defined : (x))",
        ],
        &names,
    );
    let f = find(&fns, "CHECKED");
    assert_eq!(f.body.ty, IntKind::ULong);
    let FnExprKind::Cond(_, _, b) = &f.body.kind else {
        panic!("{:?}", f.body)
    };
    assert_eq!(b.kind, FnExprKind::Panic("never_defined".into()));
    let reason = &skipped.iter().find(|(n, _)| n == "READS").expect("READS").1;
    assert!(reason.contains("reads the variable"), "{reason}");
    assert!(matches!(
        find(&fns, "ARRAY").params[..],
        [FnMacroParamIr::Type { .. }]
    ));
    let reason = &skipped
        .iter()
        .find(|(n, _)| n == "AT_RUN_TIME")
        .expect("AT_RUN_TIME")
        .1;
    assert!(reason.contains("depending on an argument"), "{reason}");
}

#[test]
fn genmask_with_its_input_check() {
    // The kernel's definitions (include/linux/{const,build_bug,bits}.h).
    let (fns, skipped) = translate(&[
        "__is_constexpr(x) (sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))",
        "BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))",
        "GENMASK_INPUT_CHECK(h, l) (BUILD_BUG_ON_ZERO(__builtin_choose_expr( __is_constexpr((l) > (h)), (l) > (h), 0)))",
        "__AC(X,Y) (X##Y)",
        "_AC(X,Y) __AC(X,Y)",
        "_UL(x) (_AC(x, UL))",
        "UL(x) (_UL(x))",
        "BITS_PER_LONG 64",
        "__GENMASK(h, l) (((~UL(0)) - (UL(1) << (l)) + 1) & (~UL(0) >> (BITS_PER_LONG - 1 - (h))))",
        "GENMASK(h, l) (GENMASK_INPUT_CHECK(h, l) + __GENMASK(h, l))",
        "ALWAYS_FAILS(x) BUILD_BUG_ON_ZERO(1)",
    ]);
    let reason = |n: &str| {
        skipped
            .iter()
            .find(|(m, _)| m == n)
            .map(|(_, r)| r.as_str())
            .unwrap_or_else(|| panic!("{n} not reported"))
    };
    assert_eq!(find(&fns, "__is_constexpr").body.kind, FnExprKind::Lit(0));
    assert_eq!(
        find(&fns, "GENMASK_INPUT_CHECK").body.kind,
        FnExprKind::Lit(0)
    );
    assert_eq!(find(&fns, "GENMASK").body.ty, IntKind::ULong);
    assert_eq!(find(&fns, "UL").body.ty, IntKind::ULong);
    assert!(reason("BUILD_BUG_ON_ZERO").contains("depends on a parameter"));
    assert!(reason("ALWAYS_FAILS").contains("negative bit-field width"));
    assert!(reason("__AC").contains("pasting"));
}

#[test]
fn a_parameter_pasted_with_a_suffix_is_converted() {
    let (fns, skipped) = translate(&[
        "UINT32_C(c) c ## U",
        "INT64_C(c) c ## L",
        "UINT64_C(c) c ## UL",
        "HEX(c) 0x ## c",
        "TWICE(c) c ## U ## L",
    ]);
    let ty = |n: &str| find(&fns, n).body.ty;
    assert_eq!(ty("UINT32_C"), IntKind::UInt);
    assert_eq!(ty("INT64_C"), IntKind::Long);
    assert_eq!(ty("UINT64_C"), IntKind::ULong);
    for n in ["HEX", "TWICE"] {
        assert!(
            skipped.iter().any(|(m, r)| m == n && r.contains("pasting")),
            "{n}: {skipped:?}"
        );
    }
}

#[test]
fn builtins_decided_while_translating() {
    let (fns, skipped) = translate(&[
        "SAME(a, b) __builtin_types_compatible_p(__typeof__(a), __typeof__(b))",
        "SAME_T(a) __builtin_types_compatible_p(__typeof__(a), unsigned int)",
        "PICK(x) __builtin_choose_expr(sizeof(long) == 8, (x) + 1L, (x) * 2)",
        "PICK_DYN(x) __builtin_choose_expr(x, 1, 2)",
    ]);
    assert_eq!(find(&fns, "SAME").body.kind, FnExprKind::Lit(1));
    assert_eq!(find(&fns, "SAME_T").body.kind, FnExprKind::Lit(0));
    assert_eq!(find(&fns, "PICK").body.ty, IntKind::Long);
    assert!(skipped
        .iter()
        .any(|(m, r)| m == "PICK_DYN" && r.contains("depends on a parameter")));
}
