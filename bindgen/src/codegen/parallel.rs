//! Code generation on two threads for big inputs.
//!
//! The roots (declarations in source order) are split in two: this thread
//! generates the first part while a helper generates the second. Token
//! streams are reference counted and cannot cross threads, so the helper
//! prints its items itself (`direct::print`) and hands back text; the rare
//! item the printer leaves to rustfmt comes back as token text and is parsed
//! again here. The result is the same bytes as one thread's:
//! - each type is emitted once, by whichever part reaches it first in
//!   source order: the helper starts with every type the first part reaches
//!   marked as emitted;
//! - the helper's warnings are held back and logged after this thread's,
//!   and its errors and helper-type needs are appended and merged.
//!
//! Only when the run's plan has the split on (`builder/plan.rs` says when,
//! and why not), and for inputs big enough to gain from it.

use super::cx::{Cx, Needs, Out};
use super::direct;
use super::items::{root_items, type_items, RootOutput};
use super::model::{Item, Items};
use crate::ir::{Root, TypeId, TypeKind};
use crate::logging::{Held, HeldMessage};
use proc_macro2::TokenStream;
use std::collections::HashSet;
use std::thread::{Scope, ScopedJoinHandle};

/// Below this much estimated work a second thread costs more than it saves.
const MIN_WEIGHT: usize = 4_000;

/// Share of the roots' work kept on this thread, in percent: it also
/// generates the macro constants and the helper types. (Chosen so that both
/// threads finish together on big.h: bench/NOTES.md.)
const MAIN_SHARE: usize = 41;

/// Where the roots are split, or `None` to generate on this thread alone.
pub(super) fn split_point(cx: &Cx<'_>) -> Option<usize> {
    // Whether the split may happen at all is the plan's (`builder/plan.rs`);
    // here only whether the input is big enough, and where.
    if !cx.plan.codegen_split.on {
        return None;
    }
    let o = cx.opts;
    let weights: Vec<usize> = cx.ir.roots.iter().map(|r| weight(cx, *r)).collect();
    let total: usize = weights.iter().sum();
    if total < MIN_WEIGHT && !o.codegen_split_always {
        return None;
    }
    let target = total * MAIN_SHARE / 100;
    let mut sum = 0;
    let split = weights
        .iter()
        .position(|w| {
            sum += w;
            sum > target
        })
        .unwrap_or(weights.len());
    (split < weights.len()).then_some(split)
}

/// A rough cost of generating one root (records dominate: fields, layout
/// checks, accessors).
fn weight(cx: &Cx<'_>, root: Root) -> usize {
    match root {
        Root::Type(id) => match &cx.ir.ty(id).kind {
            TypeKind::Record(r) => 6 + 3 * r.fields.len(),
            TypeKind::Enum(e) => 3 + e.variants.len(),
            _ => 2,
        },
        Root::Function(_) => 3,
        Root::Objc(o) => 4 + cx.ir.objc[o.0].methods.len(),
        Root::Var(_) | Root::Module(_) => 1,
    }
}

/// What the helper hands back.
pub(super) struct Part {
    pieces: Vec<Piece>,
    needs: Needs,
    errors: Vec<(String, String)>,
    messages: Vec<HeldMessage>,
}

/// One output item of the helper.
enum Piece {
    /// Printed text (a run of items).
    Text(String),
    /// An item left to rustfmt, as token text.
    Tokens(String),
}

/// Starts the helper on `theirs`, the roots after `mine`.
pub(super) fn spawn<'scope, 'env>(
    scope: &'scope Scope<'scope, 'env>,
    cx: &Cx<'env>,
    mine: &[Root],
    theirs: &'env [Root],
) -> ScopedJoinHandle<'scope, Part> {
    assert!(cx.callbacks.is_empty());
    let reached = reached_types(cx, mine);
    let (ir, an) = (cx.ir, cx.an);
    // `SharedOptions` is `Sync` by construction; the callbacks stay here.
    let opts: &'env crate::options::SharedOptions = cx.opts;
    let plan = cx.plan;
    scope.spawn(move || {
        let held = Held::start();
        let cx = Cx::new(ir, an, opts, &[], &plan, type_items);
        let mut acc = Out {
            emitted: reached,
            ..Out::default()
        };
        let mut out = RootOutput {
            body: Items::new(),
            externs: Vec::new(),
            dynamic: None,
        };
        for root in theirs {
            root_items(&cx, &mut acc, *root, &mut out);
        }
        // (Printing leaves text, runs merged, and tokens.)
        let pieces = direct::print(out.body)
            .into_iter()
            .map(|item| match item {
                Item::Text(text) => Piece::Text(text),
                other => Piece::Tokens(other.into_tokens().to_string()),
            })
            .collect();
        Part {
            pieces,
            needs: acc.needs,
            errors: acc.errors,
            messages: held.take(),
        }
    })
}

/// Waits for the helper and appends its part to `body`, its side output to
/// `acc` (after this thread's).
pub(super) fn join(acc: &mut Out, helper: ScopedJoinHandle<'_, Part>, body: &mut Items) {
    let part = match helper.join() {
        Ok(part) => part,
        Err(panic) => std::panic::resume_unwind(panic),
    };
    crate::logging::replay(part.messages);
    for piece in part.pieces {
        body.push(match piece {
            Piece::Text(text) => Item::Text(text),
            Piece::Tokens(text) => Item::Tokens(text.parse().unwrap_or_else(|_| {
                acc.error(
                    "internal: an item did not survive the trip between threads".into(),
                    String::new(),
                );
                TokenStream::new()
            })),
        });
    }
    acc.errors.extend(part.errors);
    acc.needs.add(part.needs);
}

/// The types `type_item` emits while generating `roots` in order (a type
/// and the nested types of its items, each once).
fn reached_types(cx: &Cx<'_>, roots: &[Root]) -> HashSet<TypeId> {
    fn visit(cx: &Cx<'_>, id: TypeId, seen: &mut HashSet<TypeId>) {
        if (cx.emits_type(id) && seen.insert(id)) || cx.emits_nested_only(id) {
            for inner in cx.nested_types(id) {
                visit(cx, *inner, seen);
            }
        }
    }
    let mut seen = HashSet::new();
    for root in roots {
        if let Root::Type(id) = root {
            visit(cx, *id, &mut seen);
        }
    }
    seen
}
