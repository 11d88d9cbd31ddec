//! Which concrete instantiations only the signatures of operators and
//! conversion functions spell (`operator View<wchar_t>() const`).
//!
//! Upstream never binds those members and never reads their signatures, so
//! an instantiation nothing else names is not in its IR, and allowlisting
//! its template gives it no layout check. We still read the signatures
//! (overload numbers and vtable slots count these members), and note here
//! what they alone spell, for `analysis::select` to pass over.

use super::Parser;
use crate::ir::{TypeId, TypeKind};
use std::collections::HashSet;

/// What the parser notes while reading (see the module comment).
#[derive(Default)]
pub(crate) struct UnboundSigs {
    /// An operator's or conversion's signature is being read (and no
    /// declaration it names: upstream reads those on their own).
    reading: bool,
    /// Instantiations spelled while `reading`.
    in_unbound: HashSet<TypeId>,
    /// Instantiations spelled anywhere else.
    elsewhere: HashSet<TypeId>,
}

impl Parser<'_> {
    /// Runs `read` as the reading of an operator's or conversion's
    /// signature when `unbound` is set.
    pub(crate) fn reading_unbound_sig<R>(
        &mut self,
        unbound: bool,
        read: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let outer = std::mem::replace(&mut self.unbound_sigs.reading, unbound);
        let r = read(self);
        self.unbound_sigs.reading = outer;
        r
    }

    /// Runs `read`, the reading of a declaration, as no signature's: what a
    /// class or typedef spells is spelled by it, even when an operator's
    /// signature names it first.
    pub(crate) fn reading_declaration<R>(&mut self, read: impl FnOnce(&mut Self) -> R) -> R {
        self.reading_unbound_sig(false, read)
    }

    /// Notes that the concrete instantiation `id` is spelled here. Spelled
    /// outside an unbound signature, its arguments are too (a cached
    /// instantiation's were read only by its first spelling).
    pub(crate) fn note_instantiation_spelled(&mut self, id: TypeId) {
        if self.unbound_sigs.reading {
            self.unbound_sigs.in_unbound.insert(id);
        } else {
            self.mark_spelled(id, 0);
        }
    }

    fn mark_spelled(&mut self, id: TypeId, depth: u32) {
        if crate::fixpoint::too_deep("`parse::unbound_sigs::mark_spelled`", depth) {
            return;
        }
        let next: Vec<TypeId> = match &self.ir.ty(id).kind {
            TypeKind::Instantiation(inst) => {
                if !self.unbound_sigs.elsewhere.insert(id) {
                    return;
                }
                inst.args.iter().flatten().copied().collect()
            }
            TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => {
                vec![*pointee]
            }
            TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => vec![*elem],
            _ => Vec::new(),
        };
        for t in next {
            self.mark_spelled(t, depth + 1);
        }
    }

    /// The instantiations only unbound signatures spell, once parsing is
    /// done.
    pub(crate) fn unbound_sig_instantiations(&mut self) -> HashSet<TypeId> {
        let s = std::mem::take(&mut self.unbound_sigs);
        s.in_unbound.difference(&s.elsewhere).copied().collect()
    }
}
