//! Layout checks: compile-time `const _` blocks (target >= 1.77) or `#[test]` functions.

use super::cx::Cx;
use super::lits::{ident, usize_lit};
use super::model::{Item, LayoutBlock};
use super::preformat::{Check, LayoutCheck};
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{Record, TypeId};
use quote::quote;

/// The layout checks of one record.
pub(crate) fn record(cx: &Cx<'_>, id: TypeId, r: &Record, plan: &RecordPlan) -> Option<Item> {
    // Messages name the type by its Rust name (`str_` for C's `str`), as
    // upstream's do.
    let name_str = cx.an.name(id).to_string();
    let name = ident(&name_str);
    let code_name = name.to_string();
    let size_msg = format!("Size of {code_name}");
    let align_msg = format!("Alignment of {code_name}");
    let mut offsets: Vec<(String, proc_macro2::Ident, u64)> = Vec::new();
    if !plan.opaque {
        for pf in &plan.fields {
            if let PlannedField::Data { index } = pf {
                let f = &r.fields[*index];
                if let Some(n) = &f.name {
                    let field = cx.field_ident(&name_str, n, f.ty);
                    offsets.push((
                        format!("Offset of field: {code_name}::{field}"),
                        field,
                        f.offset_bits / 8,
                    ));
                }
            }
        }
    }
    if cx.opts.rust_target.at_least(77) {
        // The block's one model, spelled as text or tokens when printed.
        let mut checks = vec![
            LayoutCheck {
                msg: size_msg,
                check: Check::Size,
                value: plan.layout.size,
            },
            LayoutCheck {
                msg: align_msg,
                check: Check::Align,
                value: plan.layout.align,
            },
        ];
        for (msg, f, off) in offsets {
            checks.push(LayoutCheck {
                msg,
                check: Check::Offset(f.to_string()),
                value: off,
            });
        }
        return Some(Item::Layout(LayoutBlock {
            std: cx.std_text(),
            ty: name,
            checks,
        }));
    }
    let (std, size, align) = (
        cx.std(),
        usize_lit(plan.layout.size),
        usize_lit(plan.layout.align),
    );
    let test_name = ident(&format!("bindgen_test_layout_{name_str}"));
    let checks = offsets.iter().map(|(msg, f, off)| {
        let off = usize_lit(*off);
        quote! {
            assert_eq!(
                unsafe { #std::ptr::addr_of!((*ptr).#f) as usize - ptr as usize },
                #off,
                #msg
            );
        }
    });
    let uninit = if offsets.is_empty() {
        quote!()
    } else {
        quote! {
            const UNINIT: #std::mem::MaybeUninit<#name> = #std::mem::MaybeUninit::uninit();
            let ptr = UNINIT.as_ptr();
        }
    };
    Some(Item::Tokens(quote! {
        #[test]
        fn #test_name() {
            #uninit
            assert_eq!(#std::mem::size_of::<#name>(), #size, #size_msg);
            assert_eq!(#std::mem::align_of::<#name>(), #align, #align_msg);
            #(#checks)*
        }
    }))
}
