//! The direct layout-check printing against rustfmt, over a sweep of type,
//! field and value lengths for both `::std` and `::core`.

use super::*;
use crate::codegen::rustfmt_probe::rustfmt;
use proc_macro2::{Ident, Span, TokenStream};

/// A name of `len` characters shaped like generated ones.
fn name(len: usize, lead: char) -> String {
    let mut s = String::from(lead);
    while s.len() < len {
        s.push_str(if s.len() % 2 == 1 { "_" } else { "x" });
    }
    s
}

/// The block as tokens: the model's own token spelling.
fn tokens(std: &'static str, ty: &str, checks: &[LayoutCheck]) -> TokenStream {
    let checks = checks.to_vec();
    let ty = Ident::new(ty, Span::call_site());
    crate::codegen::model::LayoutBlock { std, ty, checks }.tokens()
}

#[test]
fn matches_rustfmt_over_a_sweep_of_lengths() {
    let fields: Vec<String> = [1, 4, 9, 17, 30, 45]
        .iter()
        .map(|&n| name(n, 'f'))
        .collect();
    let mut ours = String::new();
    let mut input = String::new();
    let mut printed = 0;
    for std in ["::std", "::core"] {
        for value in [0u64, 16, 192, 4096, 1_234_567_890] {
            for len in 3..100 {
                let ty = name(len, 'T');
                let mut checks = vec![
                    LayoutCheck {
                        msg: format!("Size of {ty}"),
                        check: Check::Size,
                        value,
                    },
                    LayoutCheck {
                        msg: format!("Alignment of {ty}"),
                        check: Check::Align,
                        value,
                    },
                ];
                for f in &fields {
                    checks.push(LayoutCheck {
                        msg: format!("Offset of field: {ty}::{f}"),
                        check: Check::Offset(f.to_string()),
                        value,
                    });
                }
                // Each statement on its own block, so that one shape left to
                // rustfmt does not hide the others.
                for c in checks {
                    let one = [c];
                    if let Some(text) = layout_block(std, &ty, &one) {
                        ours.push_str(&text);
                        input.push_str(&tokens(std, &ty, &one).to_string());
                        input.push('\n');
                        printed += 1;
                    }
                }
            }
        }
    }
    assert!(printed > 3000, "only {printed} statements printed directly");
    let Some(formatted) = rustfmt(&input) else {
        return;
    };
    let (want, got): (Vec<&str>, Vec<&str>) = (
        formatted.split("const _").collect(),
        ours.split("const _").collect(),
    );
    assert_eq!(want.len(), got.len());
    for (w, g) in want.iter().zip(&got) {
        assert_eq!(w, g);
    }
}

#[test]
fn leaves_unmeasured_shapes_to_rustfmt() {
    let ty = name(62, 'T');
    let check = LayoutCheck {
        msg: format!("Size of {ty}"),
        check: Check::Size,
        value: 123_456_789,
    };
    assert_eq!(layout_block("::std", &ty, &[check]), None);
    let quoted = LayoutCheck {
        msg: "Size of \"q\"".into(),
        check: Check::Size,
        value: 1,
    };
    assert_eq!(layout_block("::std", "q", &[quoted]), None);
}
